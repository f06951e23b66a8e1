/// How serious a finding is, in the order Xcode and SARIF use: a note, a warning, an error.
package enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case note
  case warning
  case error

  /// The next severity down (an error becomes a warning, a warning a note); a note stays a note.
  ///
  /// Rules report secondary cases (a timing curve rather than a spring, a bounded repeat rather
  /// than a loop) one step below the rule's configured severity.
  package var lowered: Severity {
    switch self {
    case .error: .warning
    case .warning, .note: .note
    }
  }

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  package static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  /// The accepted spellings, for messages that tell the user what to type.
  package static let spellings = allCases.map(\.rawValue).joined(separator: ", ")
}
