/// An expression a project declares in its configuration as meaning "reduce motion" (apps often
/// keep their own "reduce animations" setting): `AppSettings.shared.reduceAnimations`,
/// `calmMode`, `isCalmModeOn()`.
///
/// It matches a reference whose member chain ends with the same names: `calmMode` matches
/// `calmMode` and `settings.calmMode`; `settings.calmMode` matches `self.settings.calmMode` but
/// not `calmMode` alone. A trailing `()` is ignored, so a function matches its calls.
package struct ConfiguredSignal: Sendable, Hashable, Codable {
  /// The dotted names, outermost first.
  package var components: [String]

  /// Parses `expression`, or returns `nil` when it is not a dotted chain of identifiers.
  package init?(_ expression: String) {
    // Spaces only where Swift allows them: around the dots and inside the call's `()`.
    var text = Substring(expression).trimmingWhitespace
    if text.hasSuffix(")") {
      text = text.dropLast().trimmingWhitespace
      guard text.hasSuffix("(") else { return nil }
      text = text.dropLast()
    }
    let components = text.split(separator: ".", omittingEmptySubsequences: false).map {
      String($0.trimmingWhitespace)
    }
    guard !components.isEmpty,
      components.allSatisfy({ component in
        guard let first = component.first, first == "_" || first.isLetter else { return false }
        return component.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
      })
    else { return nil }
    self.components = components
  }

  /// The last name, which a matching reference must have.
  package var name: String { components[components.count - 1] }

  /// The names before the last, joined with dots (`settings` for `settings.calmMode`).
  var qualifier: String { components.dropLast().joined(separator: ".") }
}

extension Substring {
  fileprivate var trimmingWhitespace: Substring {
    var text = self
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return text
  }
}
