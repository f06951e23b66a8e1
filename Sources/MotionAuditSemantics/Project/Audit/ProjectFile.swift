import MotionAuditSources

/// What the project rules need from one file: the outcome of reading it, a pure function of its
/// path and bytes (so it can run on any thread and be cached by content).
package enum ProjectFileSummary: Sendable, Hashable, Codable {
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
package struct ProjectFileResult: Sendable, Hashable, Codable {
  package var file: String
  package var kind: ProjectFileKind
  package var summary: ProjectFileSummary?
  package var skipped: SkippedFile?

  package init(
    file: String, kind: ProjectFileKind, summary: ProjectFileSummary? = nil,
    skipped: SkippedFile? = nil
  ) {
    self.file = file
    self.kind = kind
    self.summary = summary
    self.skipped = skipped
  }
}
