/// A message about one position of a file: the shape of a finding's related location and of a
/// suppression comment's warning.
public struct SourceMessage: Sendable, Hashable, Codable {
  /// The file, named as the run names files.
  public var file: String
  /// 1-based.
  public var line: Int
  /// 1-based.
  public var column: Int
  /// What happens at the position (`the animation that slides it in`), or what is wrong there.
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: warning: message`, the way compilers print warnings.
  public var description: String { "\(file):\(line):\(column): warning: \(message)" }

  /// By file, then position, then message.
  public static func reportOrder(_ lhs: Self, _ rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.message)
  }
}

/// Another position of a finding's motion, with what happens there.
public typealias RelatedLocation = SourceMessage
