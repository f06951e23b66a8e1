/// A `// motion-audit:` comment that does not do what it says: it names a rule that does not
/// exist, or suppresses no finding (like SwiftLint's `superfluous_disable_command`). Reported on
/// standard error as a warning; it never changes the exit code.
public struct SuppressionWarning: Sendable, Hashable, Codable {
  public var file: String
  /// The comment's position, 1-based.
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: warning: message`, the way compilers print warnings.
  public var description: String { "\(file):\(line):\(column): warning: \(message)" }

  /// By file, then position.
  public static func reportOrder(_ lhs: Self, _ rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.message)
  }
}
