/// The documented exit codes of `motion-audit`.
package enum ExitCode: Int32, Sendable, Hashable, CaseIterable {
  /// Nothing at or above the threshold.
  case success = 0
  /// Findings at or above the threshold.
  case findings = 1
  /// A usage or configuration error: nothing was audited.
  case usageError = 2
  /// Some files could not be read; the others were audited and reported.
  case unreadableFiles = 3
}
