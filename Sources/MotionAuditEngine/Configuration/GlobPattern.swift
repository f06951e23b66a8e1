/// A path pattern of a configuration file: `*` matches within a path component, `?` one
/// character, `**` any number of components.
///
/// Patterns are relative to the configuration file's directory. A pattern without `/` matches at
/// any depth (`Generated` is `**/Generated`), and a pattern that matches a directory matches
/// everything inside it (`Sources/Legacy` covers `Sources/Legacy/Old.swift`).
package struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
  package let description: String
  private let components: [String]

  package init(_ pattern: String) {
    description = pattern
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    if text.hasPrefix("/") { text = text.drop { $0 == "/" } }
    var components = text.split(separator: "/").map(String.init)
    if !pattern.dropLast().contains("/") { components.insert("**", at: 0) }
    self.components = components
  }

  /// Whether `relativePath` (components separated by `/`) or one of its parent directories
  /// matches.
  package func matches(_ relativePath: String) -> Bool {
    let path = relativePath.split(separator: "/").map(String.init)
    guard !components.isEmpty, !path.isEmpty else { return false }
    // matched[i][j]: the first i pattern components match the first j path components.
    var matched = Array(
      repeating: Array(repeating: false, count: path.count + 1), count: components.count + 1)
    matched[0][0] = true
    for i in 1...components.count {
      let component = components[i - 1]
      for j in 0...path.count {
        if component == "**" {
          matched[i][j] = matched[i - 1][j] || (j > 0 && matched[i][j - 1])
        } else if j > 0 {
          matched[i][j] = matched[i - 1][j - 1] && Self.matches(component, path[j - 1])
        }
      }
    }
    // A match of any prefix means a parent directory (or the file itself) matches.
    return (1...path.count).contains { matched[components.count][$0] }
  }

  /// `*` and `?` within one component.
  private static func matches(_ pattern: String, _ name: String) -> Bool {
    let pattern = Array(pattern)
    let name = Array(name)
    guard !pattern.isEmpty else { return name.isEmpty }
    var matched = Array(
      repeating: Array(repeating: false, count: name.count + 1), count: pattern.count + 1)
    matched[0][0] = true
    for i in 1...pattern.count {
      for j in 0...name.count {
        switch pattern[i - 1] {
        case "*": matched[i][j] = matched[i - 1][j] || (j > 0 && matched[i][j - 1])
        case "?": matched[i][j] = j > 0 && matched[i - 1][j - 1]
        case let character:
          matched[i][j] = j > 0 && matched[i - 1][j - 1] && name[j - 1] == character
        }
      }
    }
    return matched[pattern.count][name.count]
  }
}
