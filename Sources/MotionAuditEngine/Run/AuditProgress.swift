/// How far a run has got, reported after each file so a terminal can show progress.
public struct AuditProgress: Sendable, Hashable {
  /// Files audited (or found unreadable) so far.
  public var filesDone: Int
  /// Files the run will audit.
  public var fileCount: Int
  /// The file just finished.
  public var file: String

  public init(filesDone: Int, fileCount: Int, file: String) {
    self.filesDone = filesDone
    self.fileCount = fileCount
    self.file = file
  }
}
