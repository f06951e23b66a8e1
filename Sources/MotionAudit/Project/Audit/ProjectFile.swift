/// The files besides Swift sources that project rules look at.
public enum ProjectFileKind: String, Sendable, Hashable, Codable {
  /// `Info.plist` or `<Name>-Info.plist`.
  case infoPlist
  /// A `Contents.json` inside an asset catalog (`*.xcassets`).
  case assetCatalogContents
  /// A Rive (`.riv`) or dotLottie (`.lottie`) file, or a `.json` file outside asset catalogs
  /// (read only when the code loads a Lottie animation by its name).
  case animation
  /// `project.pbxproj` of an Xcode project: read for launch screens made from build settings.
  case xcodeProject
  /// An image file outside asset catalogs (`UIImage(named:)` loads those too); never read.
  case image

  static let imageExtensions: Set<String> = [
    "png", "jpg", "jpeg", "pdf", "heic", "gif", "svg", "webp", "tiff",
  ]

  /// The kind of the file at `relativePath`, or nil when project rules ignore it.
  public init?(relativePath: String) {
    let components = relativePath.split(separator: "/")
    guard let name = components.last else { return nil }
    let inCatalog = components.dropLast().contains { $0.hasSuffix(".xcassets") }
    let inXcodeProject = components.dropLast().contains {
      $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace")
    }
    let pathExtension =
      name.split(separator: ".").count > 1
      ? String(name.split(separator: ".").last ?? "").lowercased() : ""
    if name == "Info.plist" || name.hasSuffix("-Info.plist") {
      self = .infoPlist
    } else if inCatalog {
      guard name == "Contents.json" else { return nil }
      self = .assetCatalogContents
    } else if name == "project.pbxproj", components.dropLast().last?.hasSuffix(".xcodeproj") == true
    {
      self = .xcodeProject
    } else if inXcodeProject {
      return nil
    } else if ["riv", "lottie", "json"].contains(pathExtension) {
      self = .animation
    } else if Self.imageExtensions.contains(pathExtension) {
      self = .image
    } else {
      return nil
    }
  }
}

/// What the project rules need from one file: the outcome of reading it, a pure function of its
/// path and bytes (so it can run on any thread and be cached by content).
public enum ProjectFileSummary: Sendable, Hashable, Codable {
  case infoPlist(InfoPlistSummary)
  case assetCatalogEntry(AssetCatalogEntry)
  case animation(AnimationSummary)
  /// Whether the project's build settings make the launch screen
  /// (`INFOPLIST_KEY_UILaunchScreen_Generation`, `INFOPLIST_KEY_UILaunchStoryboardName`).
  case xcodeProject(generatesLaunchScreen: Bool)
  /// An image file (never read).
  case image
}

/// A project file after reading: its summary, a skip note, or both (a catalog entry whose JSON is
/// damaged still counts by its folder's name).
public struct ProjectFileResult: Sendable, Hashable, Codable {
  public var file: String
  public var kind: ProjectFileKind
  public var summary: ProjectFileSummary?
  public var skipped: SkippedFile?

  public init(
    file: String, kind: ProjectFileKind, summary: ProjectFileSummary? = nil,
    skipped: SkippedFile? = nil
  ) {
    self.file = file
    self.kind = kind
    self.summary = summary
    self.skipped = skipped
  }
}
