import MotionAware
import MotionAwareLottie
import SwiftUI

/// The first screen: Pip reports the tips' loading, then the tips, with motion-aware
/// transitions and scroll effects.
struct ContentView: View {
  let intro: LaunchIntroController
  @Environment(\.motionPreferences) private var motion
  @State private var pip = MascotController(.pip)
  @State private var tips: [Tip] = []
  @State private var showsAll = false
  @State private var failsNextLoad = false
  @State private var saved: Set<Tip.ID> = []

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVStack(spacing: 12) {
          MascotView(pip, label: Text("Pip")) {
            LottieMascotAnimation(pip, named: "pip-mascot")
          }
          .frame(height: 180)
          .padding(.vertical)

          ForEach(visibleTips) { tip in
            TipCard(tip: tip, isSaved: saved.contains(tip.id)) { save(tip) }
              .motionAwareTransition(.move(edge: .bottom).combined(with: .opacity))
          }

          if !tips.isEmpty {
            Button(showsAll ? "Show fewer" : "Show all") {
              withMotionAwareAnimation(.spring(duration: 0.4, bounce: 0.3), preferences: motion) {
                showsAll.toggle()
              }
            }
            .padding()
          }
        }
        .padding(.horizontal)
      }
      .navigationTitle("Pip")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          NavigationLink("UIKit") { MascotScreen() }
        }
        ToolbarItem(placement: .topBarTrailing) {
          Menu("Reload") {
            Button("Reload") { Task { await load() } }
            Button("Reload, failing") {
              failsNextLoad = true
              Task { await load() }
            }
          }
        }
      }
    }
    .task { await load() }  // on the stack, so returning from the UIKit screen does not reload
  }

  private var visibleTips: [Tip] {
    showsAll ? tips : Array(tips.prefix(4))
  }

  /// Loads the tips, with Pip saying how it goes; the static intro waits for this.
  private func load() async {
    pip.set(mood: .loading)
    do {
      let loaded = try await TipStore.load(failing: failsNextLoad)
      withMotionAwareAnimation(.spring(duration: 0.4, bounce: 0.3), preferences: motion) {
        tips = loaded
      }
      pip.fire(.celebrate)  // a cheer that ends in "ready"; the ready still under Reduce Motion
    } catch {
      pip.set(mood: .error)
    }
    failsNextLoad = false
    intro.handle(.contentReady)
  }

  private func save(_ tip: Tip) {
    saved.insert(tip.id)
    pip.fire(.nod)  // a nod; the caption "Saved" beside the still under Reduce Motion
  }
}

/// A tip, fading and shrinking slightly as it scrolls in and out; only fading under Reduce
/// Motion.
struct TipCard: View {
  let tip: Tip
  let isSaved: Bool
  let save: () -> Void

  var body: some View {
    HStack(alignment: .top) {
      VStack(alignment: .leading, spacing: 4) {
        Text(tip.title).font(.headline)
        Text(tip.detail).font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer()
      Button(action: save) {
        Image(systemName: isSaved ? "bookmark.fill" : "bookmark")
          .motionAwareSymbolEffect(.bounce, value: isSaved)
      }
      .accessibilityLabel(isSaved ? "Saved" : "Save")
    }
    .padding()
    .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    .motionAwareScrollTransition { content, phase in
      content
        .opacity(phase.isIdentity ? 1 : 0.6)
        .scaleEffect(phase.isIdentity ? 1 : 0.92)
    }
  }
}

#Preview("Content, both states") {
  MotionPreviews.bothStates {
    ContentView(intro: .preview)
  }
}

#Preview("Card, both states") {
  MotionPreviews.bothStates(axis: .vertical) {
    TipCard(tip: TipStore.all[0], isSaved: false) {}
  }
}
