import MotionAudit
import MotionAuditSemantics

/// The rules' reference in Markdown, generated from their own descriptions and examples
/// (`docs/rules.md`), so the documentation cannot drift from what the rules do.
package enum RuleDocumentation {
  /// The command that regenerates `docs/rules.md`.
  package static let regenerationCommand =
    "swift run motion-audit rules --format markdown > docs/rules.md"

  /// The whole reference for `rules`, in registry order.
  package static func markdown(for rules: [any Rule.Type] = RuleRegistry.all) -> String {
    let descriptions = rules.map { $0.description }
    var output = """
      <!-- Generated from the rules' descriptions by `\(regenerationCommand)`. Do not edit. -->

      # motion-audit rules

      \(descriptions.count) rules. Each finding names its rule; `motion-audit explain <id>` prints \
      the same text in a terminal, and `.motion-audit.json` can turn a rule off or change its \
      severity (see [motion-audit](motion-audit.md)). Rules marked *fixable* are corrected by \
      `motion-audit --fix`.

      | rule | name | default severity | fixable |
      |---|---|---|---|

      """
    for description in descriptions {
      let severity =
        description.defaultSeverity.rawValue + (description.isEnabledByDefault ? "" : " (off)")
      output +=
        "| [`\(description.id)`](#\(description.id)) | \(cell(description.name)) | \(severity) | "
        + "\(description.corrections.isEmpty ? "" : "yes") |\n"
    }
    for description in descriptions {
      output += "\n" + section(description)
    }
    return output
  }

  private static func section(_ description: RuleDescription) -> String {
    var facts = ["default severity: \(description.defaultSeverity.rawValue)"]
    facts.append(description.isEnabledByDefault ? "enabled by default" : "off by default")
    if !description.corrections.isEmpty { facts.append("fixable with `--fix`") }
    var output = """
      ## `\(description.id)`

      **\(description.name)** · \(facts.joined(separator: " · "))

      > \(description.message).

      ### Why

      \(description.rationale)

      Sources:

      \(description.references.map { "- \($0)" }.joined(separator: "\n"))

      ### Fix

      \(description.fix)

      ### Triggers

      `\(Example.marker)` marks where the finding is reported.


      """
    output += description.triggeringExamples.map { codeBlock($0.code) }.joined(separator: "\n")
    output += "\n### Does not trigger\n\n"
    output += description.nonTriggeringExamples.map { codeBlock($0.code) }.joined(separator: "\n")
    if !description.corrections.isEmpty {
      output += "\n### Corrections\n\n"
      output += description.corrections.map { correction in
        guard correction.before.codeWithoutMarkers != correction.after else {
          return codeBlock(correction.before.code)
            + "\nis reported but left as it is: no SwiftUI view here reads the setting.\n"
        }
        return codeBlock(correction.before.code) + "\nbecomes\n\n" + codeBlock(correction.after)
      }.joined(separator: "\n")
    }
    return output
  }

  /// A fenced Swift block, its fence longer than any run of backticks inside.
  private static func codeBlock(_ code: String) -> String {
    var longest = 0
    var run = 0
    for character in code {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return "\(fence)swift\n\(code)\n\(fence)\n"
  }

  /// Text safe in a table cell.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
