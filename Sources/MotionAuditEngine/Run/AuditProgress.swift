/// How far a run has got, reported after each file so a terminal can show progress.
package struct AuditProgress: Sendable, Hashable {
  /// Files audited (or found unreadable) so far.
  package var filesDone: Int
  /// Files the run will audit.
  package var fileCount: Int
  /// The file just finished.
  package var file: String

  package init(filesDone: Int, fileCount: Int, file: String) {
    self.filesDone = filesDone
    self.fileCount = fileCount
    self.file = file
  }
}
