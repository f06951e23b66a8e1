import MotionAuditSources

/// A `// motion-audit:` comment that does not do what it says: it names a rule that does not
/// exist, or suppresses no finding (like SwiftLint's `superfluous_disable_command`). Reported on
/// standard error as a warning (``SourceMessage/description``); it never changes the exit code.
package typealias SuppressionWarning = SourceMessage
