extension String {
  /// The text as XML 1.0 character data or an attribute value: `&`, `<`, `>`, `"` and `'`
  /// escaped, line breaks and tabs kept as character references (so attributes keep them), and
  /// the characters XML 1.0 cannot carry at all (other C0 controls, U+FFFE, U+FFFF) shown as
  /// U+FFFD.
  var xmlEscaped: String {
    var output = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      case "\n": output += "&#10;"
      case "\r": output += "&#13;"
      case "\t": output += "&#9;"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        output += "\u{FFFD}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
