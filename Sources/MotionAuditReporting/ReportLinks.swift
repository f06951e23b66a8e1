/// Where reports link to: each rule's section of the published rules reference, and each
/// finding's line in a source browser.
///
/// Both are optional: the audit knows neither where the project publishes its documentation nor
/// where its sources are browsed, so reports leave links out unless they are given.
package struct ReportLinks: Sendable, Hashable {
  /// The URL of the published `docs` folder (`https://github.com/acme/MotionAware/blob/1.0.0/docs`),
  /// without a trailing slash; `rules.md#<rule-id>` is appended for a rule.
  package var documentationBaseURL: String?
  /// Builds the link to a file and line.
  package var sourceURLTemplate: SourceURLTemplate?

  package init(documentationBaseURL: String? = nil, sourceURLTemplate: SourceURLTemplate? = nil) {
    self.documentationBaseURL = documentationBaseURL.map { base in
      var trimmed = Substring(base)
      while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
      return String(trimmed)
    }
    self.sourceURLTemplate = sourceURLTemplate
  }

  /// The section of `docs/rules.md` about `ruleID` (its heading's anchor is the id), if the
  /// documentation's address is known.
  package func ruleURL(_ ruleID: String) -> String? {
    documentationBaseURL.map { "\($0)/rules.md#\(ruleID)" }
  }

  /// The page about the tool (`docs/motion-audit.md`), if the documentation's address is known.
  package var toolURL: String? {
    documentationBaseURL.map { "\($0)/motion-audit.md" }
  }

  /// The link to `line` of the repository-relative `path`, if a template is given.
  package func sourceURL(path: String, line: Int) -> String? {
    sourceURLTemplate?.url(path: path, line: line)
  }
}

/// A link to a line of a source file, such as
/// `https://example.com/repo/blob/abc123/{path}#L{line}`: `{path}` becomes the repository-relative
/// path (percent-encoded, `/` kept) and `{line}` the 1-based line.
package struct SourceURLTemplate: Sendable, Hashable {
  package let text: String

  /// Why a template is refused.
  package struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
  }

  /// Checks that `text` is an absolute `http`, `https` or `file` URL that names `{path}`.
  package init(_ text: String) throws(Problem) {
    let schemes = ["https://", "http://", "file://"]
    guard schemes.contains(where: { text.lowercased().hasPrefix($0) }) else {
      throw Problem(
        description:
          "source URL template '\(text)' must start with https://, http:// or file://")
    }
    guard text.contains("{path}") else {
      throw Problem(
        description:
          "source URL template '\(text)' must contain {path} (and may contain {line}), e.g. "
          + "https://example.com/repo/blob/abc123/{path}#L{line}")
    }
    guard !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0 == "\"" || $0 == "<" })
    else {
      throw Problem(
        description: "source URL template '\(text)' contains a space, a quote or a '<'")
    }
    self.text = text
  }

  package func url(path: String, line: Int) -> String {
    text.replacingOccurrences(of: "{path}", with: SARIFReporter.percentEncoded(path))
      .replacingOccurrences(of: "{line}", with: String(line))
  }
}
