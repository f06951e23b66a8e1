import SwiftUI

/// Shows the "Saved" banner for a moment after a tip is saved.
@Observable final class SavedBannerModel {
  var isShowingBanner = false

  func tipSaved() {
    withAnimation(.easeOut(duration: 0.3)) {
      isShowingBanner = true
    }
  }
}
