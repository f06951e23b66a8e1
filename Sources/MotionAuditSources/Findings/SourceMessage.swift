/// A message about one position of a file: the shape of a finding's related location and of a
/// suppression comment's warning.
package struct SourceMessage: Sendable, Hashable, Codable {
  /// The file, named as the run names files.
  package var file: String
  /// 1-based.
  package var line: Int
  /// 1-based.
  package var column: Int
  /// What happens at the position (`the animation that slides it in`), or what is wrong there.
  package var message: String

  package init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: warning: message`, the way compilers print warnings.
  package var description: String { "\(file):\(line):\(column): warning: \(message)" }

  /// By file, then position, then message.
  package static func reportOrder(_ lhs: Self, _ rhs: Self) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.message)
  }
}

/// Another position of a finding's motion, with what happens there.
package typealias RelatedLocation = SourceMessage
