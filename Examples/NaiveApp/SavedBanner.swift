import SwiftUI

/// The banner the model slides in from the top of the screen.
struct SavedBanner: View {
  let model: SavedBannerModel

  var body: some View {
    VStack {
      if model.isShowingBanner {
        Label("Saved", systemImage: "checkmark.circle.fill")
          .padding()
          .background(.thinMaterial, in: Capsule())
          .transition(.move(edge: .top))
      }
      Spacer()
    }
  }
}
