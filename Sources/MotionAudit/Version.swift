/// The version of the analyzer, printed by `motion-audit --version` and written into reports.
///
/// Part of the key of cached results (a new version may find different things in the same file).
package enum MotionAuditVersion {
  /// The current version, in semantic-versioning form.
  package static let current = "0.1.0"
}
