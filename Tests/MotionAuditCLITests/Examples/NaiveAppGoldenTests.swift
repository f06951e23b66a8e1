import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import SwiftParser
import Testing

/// `Examples/NaiveApp`, the guides' app written naively, gives exactly the expected findings.
@Suite struct NaiveAppGoldenTests {
  private var goldenFile: String {
    repositoryRoot + "/Tests/MotionAuditCLITests/Golden/NaiveApp.expected.txt"
  }

  @Test func naiveAppFindingsMatchTheGoldenFile() throws {
    let outcome = runCommand(["Examples/NaiveApp", "--format", "xcode"])
    let expected = try String(contentsOfFile: goldenFile, encoding: .utf8)
    #expect(outcome.output == expected)
    #expect(outcome.exitCode == .findings)
    #expect(outcome.error.isEmpty)
  }

  @Test func naiveAppAuditPrintsFindingsAndExitsWithOne() {
    let outcome = runCommand(["Examples/NaiveApp"])
    #expect(outcome.exitCode == .findings)
    #expect(outcome.output.contains("Examples/NaiveApp/RootView.swift\n"))
    #expect(outcome.output.contains("Summary by rule"))
  }

  @Test func everyRuleFiresInTheNaiveApp() throws {
    let golden = try String(contentsOfFile: goldenFile, encoding: .utf8)
    for id in RuleRegistry.ids {
      #expect(golden.contains("[\(id)]"), "rule \(id) never fires in Examples/NaiveApp")
    }
  }

  @Test func theRepositorysOwnSourcesAuditClean() {
    let outcome = runCommand(["Sources", "--format", "xcode", "--severity", "note"])
    #expect(outcome.output.isEmpty)
    #expect(outcome.exitCode == .success)
  }
}

/// A rule never fires in a file that holds none of its required tokens (the pre-filter's promise),
/// checked on every file of the naive app.
@Test func requiredTokensCoverEveryFindingOfTheNaiveApp() throws {
  let directory = repositoryRoot + "/Examples/NaiveApp"
  for name in try FileManager.default.contentsOfDirectory(atPath: directory)
  where name.hasSuffix(".swift") {
    let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    let result = AuditThread.run {
      FileAuditor.audit(file: name, bytes: Array(text.utf8), settings: .defaults)
    }
    for finding in result.findings {
      let tokens = RuleRegistry.rule(withID: finding.ruleID)?.description.requiredTokens ?? []
      #expect(
        tokens.contains { text.contains($0) }, "\(name): \(finding.ruleID) fired without its tokens"
      )
    }
  }
}

/// The example app is well-formed Swift, so what the rules see is what Xcode would compile.
@Test func naiveAppParsesWithoutErrors() throws {
  let directory = repositoryRoot + "/Examples/NaiveApp"
  for name in try FileManager.default.contentsOfDirectory(atPath: directory)
  where name.hasSuffix(".swift") {
    let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    #expect(!Parser.parse(source: text).hasError, "\(name) has syntax errors")
  }
}
