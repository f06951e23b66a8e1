import Foundation

/// A deterministic synthetic app: realistic SwiftUI and UIKit sources (views with modifier chains,
/// view models, UIKit controllers, models and services; about 150 lines a file on average), of
/// which a chosen share contains motion — half of it gated by Reduce Motion, half not.
///
/// Like a real app, some files without motion still hold a name the rules look for (a
/// `GeometryReader` used for layout, a `modalTransitionStyle`), so the pre-filter lets them through
/// and they are parsed for nothing: the benchmark measures that cost too.
struct SyntheticAppCorpus {
  struct File {
    let path: String
    let contents: String
    /// Whether the file was generated with motion (gated or not).
    let hasMotion: Bool
  }

  var fileCount: Int
  /// The share of files that contain motion, 0...1 (about 20% in real apps).
  var motionShare: Double
  var seed: UInt64

  init(fileCount: Int = 2_000, motionShare: Double = 0.2, seed: UInt64 = 0x4D4F_5449_4F4E) {
    self.fileCount = max(0, fileCount)
    self.motionShare = min(1, max(0, motionShare))
    self.seed = seed
  }

  /// Every file, in a fixed order.
  func files() -> [File] {
    var result: [File] = []
    result.reserveCapacity(fileCount)
    forEachFile { result.append($0) }
    return result
  }

  /// Generates the files one at a time, so a large corpus is never held in memory.
  func forEachFile(_ body: (File) throws -> Void) rethrows {
    var random = SeededGenerator(seed: seed)
    let motionFiles = Int((Double(fileCount) * motionShare).rounded())
    for index in 0..<fileCount {
      // Spread motion files evenly, so any prefix of the corpus has the same share.
      let hasMotion =
        motionFiles > 0
        && (index * motionFiles / max(fileCount, 1))
          != ((index + 1) * motionFiles / max(fileCount, 1))
      let feature = random.pick(Self.features) + String(index)
      let kind = random.int(in: 0...9)
      let contents: String
      let folder: String
      switch (hasMotion, kind) {
      case (true, 0...6):
        contents = SwiftUISource.motionView(feature, gated: random.chance(0.5), random: &random)
        folder = "Views"
      case (true, _):
        contents = UIKitSource.motionController(feature, gated: random.chance(0.5), random: &random)
        folder = "Controllers"
      case (false, 0...3):
        contents = SwiftUISource.plainView(feature, random: &random)
        folder = "Views"
      case (false, 4...5):
        contents = ModelSource.viewModel(feature, random: &random)
        folder = "ViewModels"
      case (false, 6...7):
        contents = UIKitSource.plainController(feature, random: &random)
        folder = "Controllers"
      default:
        contents = ModelSource.service(feature, random: &random)
        folder = "Services"
      }
      try body(File(path: "\(folder)/\(feature).swift", contents: contents, hasMotion: hasMotion))
    }
  }

  static let features = [
    "Account", "Basket", "Checkout", "Delivery", "Explore", "Favorites", "Gallery", "History",
    "Inbox", "Journal", "Library", "Map", "Notes", "Orders", "Profile", "Queue", "Recipes",
    "Settings", "Tickets", "Updates", "Wallet", "Workout",
  ]
}
