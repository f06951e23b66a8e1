import Foundation
import MotionAudit
import Testing

/// The registry: unique ids, and every rule's examples are run by a test.
@Suite struct RuleRegistryTests {
  @Test func idsAreUniqueAndFound() {
    let ids = RuleRegistry.ids
    #expect(Set(ids).count == ids.count)
    for rule in RuleRegistry.all {
      #expect(RuleRegistry.rule(withID: rule.description.id) == rule)
    }
    #expect(RuleRegistry.rule(withID: "no-such-rule") == nil)
  }

  @Test func everyRuleHasATestRunningItsExamples() throws {
    let rulesTests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    var sources = ""
    let files = FileManager.default.enumerator(at: rulesTests, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      sources += try String(contentsOf: file, encoding: .utf8)
    }
    for rule in RuleRegistry.all {
      #expect(
        sources.contains("verifyExamples(of: \(rule).self)"),
        "no test in Tests/MotionAuditTests/Rules calls verifyExamples(of: \(rule).self)")
    }
  }
}
