// The app the README's and the articles' excerpts speak of: the names they use without declaring
// them. Scripts/typecheck-apple-platforms.sh compiles it with each excerpt that needs it (see
// Scripts/documentation_blocks.py); it is no part of the library.
import MotionAware
import MotionAwareRive
import RiveRuntime
import SwiftUI

extension MascotMood {
  static let idle = MascotMood("idle", meaning: "Waiting")
  static let loading = MascotMood("loading", meaning: "Loading")
}

/// The view whose body, modifiers and actions the excerpts are.
@MainActor
struct GuideExample {
  @Environment(\.accessibilityReduceMotion) var reduceMotion
  @State var saved = false
  @State var isExpanded = false
  @State var showIntro = true
  @State var selection: Photo?
  @State var selected: Photo?
  @State var unread = 0
  @State var mood = "idle"
  @State var introSeen = false
  @Namespace var hero
  var photo = Photo(id: 1)
  var item = Photo(id: 2)
  var intro = LaunchIntroController(LaunchIntroConfiguration(ending: .onEndTrigger))
  var pip = MascotController(
    try! Mascot(moods: [.idle, .loading], calm: .idle, images: MascotImageCatalog { _ in true }))
  var binding = RiveMascotBinding(mood: .enumeration("mood"))
  var character = Character()
  var riveViewModel = RiveViewModel(fileName: "pip")
  var viewModel = RiveViewModel(fileName: "pip")
  var onFinish: () -> Void = {}
}

struct Photo: Identifiable, Hashable {
  var id: Int
}

/// A Rive character as the guides write one: its `Rive` object and a mood input.
struct Character {
  var rive: Rive?
  func setMood(_ mood: String) {}
}

struct ContentView: View {
  var body: some View { Text("Content") }
}

struct IntroView: View {
  var onFinish: () -> Void = {}
  var body: some View { Text("Intro") }
}

struct StaticIntro: View {
  var body: some View { Text("Intro") }
}

struct Thumbnail: View {
  init(_ photo: Photo) {}
  var body: some View { Color.gray }
}

struct PulsingBadge: View {
  var reduceMotion = false
  var body: some View { Text("New") }
}
