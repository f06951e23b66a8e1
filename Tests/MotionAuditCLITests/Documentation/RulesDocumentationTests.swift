import Foundation
import MotionAudit
import MotionAuditReporting
import MotionAuditSemantics
import Testing

/// `docs/rules.md` is generated from the rules; it must match what the rules say today.
@Suite struct RulesDocumentationTests {
  @Test func rulesReferenceIsUpToDate() throws {
    let generated = runCommand(["rules", "--format", "markdown"])
    #expect(generated.exitCode == .success)
    let committed = try String(
      contentsOfFile: repositoryRoot + "/docs/rules.md", encoding: .utf8)
    #expect(
      committed == generated.output,
      "docs/rules.md is out of date; regenerate it with `\(RuleDocumentation.regenerationCommand)`"
    )
  }

  @Test func everyRuleHasASectionWithItsExamples() {
    let markdown = RuleDocumentation.markdown()
    for rule in RuleRegistry.all {
      let description = rule.description
      #expect(markdown.contains("## `\(description.id)`\n"))
      #expect(markdown.contains("](#\(description.id))"))
      for example in description.triggeringExamples + description.nonTriggeringExamples {
        #expect(markdown.contains(example.code), "\(description.id): an example is missing")
      }
      for correction in description.corrections {
        #expect(markdown.contains(correction.before.code))
        if correction.before.codeWithoutMarkers != correction.after {
          #expect(markdown.contains(correction.after))
        }
      }
    }
  }
}
