extension String {
  /// The text with its control characters written as escapes (`\n`, `\r`, `\t`, `\u{1B}`), for
  /// names and reasons in line-based output: a file name with a line break cannot forge a report
  /// line, and one with an escape sequence cannot reach the terminal.
  package var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: \.isControl) else { return self }
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.isControl:
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// The text with each control character but the tab shown as U+FFFD, one for one, so a source
  /// excerpt keeps its columns (and the caret under it) but sends nothing to the terminal.
  var replacingControlCharacters: String {
    guard unicodeScalars.contains(where: { $0.isControl && $0 != "\t" }) else { return self }
    // A control character is always a grapheme of its own, so columns stay where they were.
    return String(
      map { character in
        guard character != "\t", let scalar = character.unicodeScalars.first, scalar.isControl
        else { return character }
        return "\u{FFFD}"
      })
  }
}

extension Unicode.Scalar {
  /// C0 controls, DEL and C1 controls.
  fileprivate var isControl: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
