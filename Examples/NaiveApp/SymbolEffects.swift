import SwiftUI

/// The bell bounces on every new notification, and keeps bouncing after each.
struct NotificationBell: View {
  let unread: Int

  var body: some View {
    Image(systemName: unread > 0 ? "bell.badge" : "bell")
      .symbolEffect(.bounce, value: unread)
      .symbolEffect(.bounce.up, options: .repeating, value: unread)
      .accessibilityLabel("\(unread) unread notifications")
  }
}

/// The sync button spins while syncing.
struct SyncButton: View {
  @State private var isSyncing = false
  let sync: () async -> Void

  var body: some View {
    Button {
      Task {
        isSyncing = true
        await sync()
        isSyncing = false
      }
    } label: {
      Image(systemName: "arrow.triangle.2.circlepath")
        .rotationEffect(.degrees(isSyncing ? 360 : 0))
        .animation(
          isSyncing ? .linear(duration: 1).repeatForever(autoreverses: false) : .default,
          value: isSyncing)
    }
  }
}
