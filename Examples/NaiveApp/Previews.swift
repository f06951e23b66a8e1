import SwiftUI

#Preview("Content") {
  ContentView()
    .environmentObject(CharacterModel())
}

#Preview("Content, Reduce Motion") {
  // Does not compile: accessibilityReduceMotion is read-only.
  ContentView()
    .environmentObject(CharacterModel())
    .environment(\.accessibilityReduceMotion, true)
}

#Preview("Badge") {
  PulsingBadge()
}

#Preview("Gallery") {
  HeroGallery(stickers: (1...6).map { Sticker(id: $0, name: "sticker-\($0)") })
}
