/// What project rules see: the summaries of the project's Info.plists, asset catalogs and
/// animation files, and every audited Swift file's facts. Plain values, built once per run.
///
/// "The project" is everything under the paths of one run: audit each app of a repository that
/// holds several on its own, so one app's catalog does not answer for another's code.
package struct ProjectContext: Sendable {
  package struct InfoPlist: Sendable, Hashable {
    package var file: String
    package var summary: InfoPlistSummary

    package init(file: String, summary: InfoPlistSummary) {
      self.file = file
      self.summary = summary
    }
  }

  package struct AnimationFile: Sendable, Hashable {
    package var file: String
    package var summary: AnimationSummary

    package init(file: String, summary: AnimationSummary) {
      self.file = file
      self.summary = summary
    }

    /// The file name without its directory and extension.
    package var baseName: String {
      let last = file.split(separator: "/").last.map(String.init) ?? file
      guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
      return String(last[..<dot])
    }

    /// Whether the file is in `format` (its content decides, not its extension).
    package func isFormat(_ format: AnimationReference.Format) -> Bool {
      switch (summary, format) {
      case (.lottie, .lottie), (.dotLottie, .dotLottie), (.rive, .rive): true
      default: false
      }
    }
  }

  package struct SwiftFile: Sendable, Hashable {
    package var file: String
    package var facts: SwiftFileFacts

    package init(file: String, facts: SwiftFileFacts) {
      self.file = file
      self.facts = facts
    }
  }

  package var infoPlists: [InfoPlist]
  package var catalogs: AssetCatalogIndex
  package var animations: [AnimationFile]
  /// Names of image files outside catalogs, with and without extension.
  package var bundleImageNames: Set<String>
  /// An Xcode project makes the launch screen from build settings.
  package var generatesLaunchScreen: Bool
  package var swiftFiles: [SwiftFile]

  /// Builds the context from file summaries and Swift facts.
  package init(files: [ProjectFileResult], swiftFiles: [SwiftFile]) {
    var plists: [InfoPlist] = []
    var entries: [AssetCatalogEntry] = []
    var animations: [AnimationFile] = []
    var images: Set<String> = []
    var generates = false
    for result in files {
      switch result.summary {
      case .infoPlist(let summary)?: plists.append(InfoPlist(file: result.file, summary: summary))
      case .assetCatalogEntry(let entry)?: entries.append(entry)
      case .animation(let summary)?:
        animations.append(AnimationFile(file: result.file, summary: summary))
      case .xcodeProject(let flag)?: generates = generates || flag
      case .image?:
        let name =
          result.file.utf8.lastIndex(of: UInt8(ascii: "/")).map {
            String(result.file[$0...].dropFirst())
          } ?? result.file
        images.insert(name)
        if let dot = name.lastIndex(of: ".") {
          var base = String(name[..<dot])
          // `pip@2x.png` loads as `pip`.
          for scale in ["@2x", "@3x", "@1x"] where base.hasSuffix(scale) {
            base.removeLast(scale.count)
          }
          images.insert(base)
        }
      case nil: break
      }
    }
    infoPlists = plists.sorted { $0.file < $1.file }
    catalogs = AssetCatalogIndex(entries: entries)
    self.animations = animations.sorted { $0.file < $1.file }
    bundleImageNames = images
    generatesLaunchScreen = generates
    self.swiftFiles = swiftFiles.sorted { $0.file < $1.file }
  }

  /// The animation file the code at `swiftFile` loads as `name` in `format`: among files of that
  /// name, the one nearest to the Swift file (the longest shared directory).
  package func animationFile(
    named name: String, format: AnimationReference.Format, from swiftFile: String
  ) -> AnimationFile? {
    animations.filter { $0.baseName == name && $0.isFormat(format) }
      .max { Self.sharedDepth($0.file, swiftFile) < Self.sharedDepth($1.file, swiftFile) }
  }

  /// A Lottie animation as the code plays it: the file's animation (a dotLottie archive's
  /// initial one), and whether it loops and starts, by the code or by the archive's manifest.
  package struct PlayedLottie: Sendable {
    /// The file's last path component.
    package var fileName: String
    package var animation: LottieSummary
    /// The code loops it, or the manifest loops what the code plays or the manifest autoplays.
    package var loops: Bool
    /// The code starts it, or the manifest autoplays it.
    package var isPlayed: Bool
  }

  /// The Lottie (or dotLottie) file that `reference`, written in `swiftFile`, plays; nil for Rive
  /// references and files not in the project.
  package func playedLottie(_ reference: AnimationReference, from swiftFile: String)
    -> PlayedLottie?
  {
    guard reference.format != .rive,
      let file = animationFile(named: reference.name, format: reference.format, from: swiftFile)
    else { return nil }
    let fileName = file.file.split(separator: "/").last.map(String.init) ?? file.file
    switch file.summary {
    case .lottie(let lottie):
      return PlayedLottie(
        fileName: fileName, animation: lottie, loops: reference.isLooping,
        isPlayed: reference.isPlayed)
    case .dotLottie(let archive):
      guard let initial = archive.initialAnimation else { return nil }
      let isPlayed = reference.isPlayed || initial.autoplay == true
      return PlayedLottie(
        fileName: fileName, animation: initial.animation,
        loops: reference.isLooping || (initial.loop == .forever && isPlayed), isPlayed: isPlayed)
    case .rive:
      return nil
    }
  }

  /// The Info.plist nearest to `swiftFile` among those `isIncluded` accepts.
  package func infoPlist(
    nearestTo swiftFile: String, where isIncluded: (InfoPlist) -> Bool = { _ in true }
  ) -> InfoPlist? {
    infoPlists.filter(isIncluded)
      .max { Self.sharedDepth($0.file, swiftFile) < Self.sharedDepth($1.file, swiftFile) }
  }

  /// How many leading directories two paths share.
  static func sharedDepth(_ lhs: String, _ rhs: String) -> Int {
    let left = lhs.split(separator: "/").dropLast()
    let right = rhs.split(separator: "/").dropLast()
    return zip(left, right).prefix { $0 == $1 }.count
  }
}
