import MotionAuditEngine

/// Turns a report into text for one audience (people, Xcode, machines).
///
/// More formats (SARIF, GitHub annotations, HTML) are more conformances; the command maps each
/// `--format` name to one.
package protocol Reporter: Sendable {
  /// The whole output, ending with a line break (empty when there is nothing to say).
  func render(_ report: AuditReport) -> String
}
