import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import Testing

/// SARIF 2.1.0 as GitHub code scanning accepts it, checked against the conventions' rules.
@Suite struct SARIFReporterTests {
  private func document(_ report: AuditReport, paths: RepositoryPaths = ReportFixtures.projectPaths)
    throws -> [String: Any]
  {
    let text = SARIFReporter(paths: paths).render(report)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func naiveAppReportHasTheStructureCodeScanningRequires() throws {
    let report = try ReportFixtures.naiveApp()
    #expect(!report.findings.isEmpty)
    let sarif = try document(
      report,
      paths: RepositoryPaths(
        root: ReportFixtures.repositoryRoot, currentDirectory: ReportFixtures.repositoryRoot))
    let problems = SARIFStructure.problems(in: sarif)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [Any])
    #expect(results.count == report.findings.count)
  }

  @Test func everyRegisteredRuleIsDescribedInRegistryOrder() throws {
    let sarif = try document(ReportFixtures.report([("Card.swift", ReportFixtures.springCard)]))
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.ids)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let index = try #require(result["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    #expect(result["ruleId"] as? String == "ungated-explicit-animation")
    #expect(result["level"] as? String == "warning")
    let location = try #require(SARIFStructure.physicalLocation(of: result))
    let artifact = try #require(location["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "Card.swift")
    #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
    let region = try #require(location["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 4 && region["startColumn"] as? Int == 41)
    #expect(region["endColumn"] as? Int == 47)
  }

  @Test func pathsAreRelativeToTheRepositoryRootWhateverTheCurrentDirectory() throws {
    let report = ReportFixtures.report([("Card.swift", ReportFixtures.springCard)])
    let sarif = try document(
      report, paths: RepositoryPaths(root: "/project", currentDirectory: "/project/App/Sources"))
    let result = try #require(
      ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    let artifact =
      SARIFStructure.physicalLocation(of: result)?["artifactLocation"] as? [String: Any]
    #expect(artifact?["uri"] as? String == "App/Sources/Card.swift")
  }

  @Test func fingerprintsSurviveLinesAddedAboveAndTellOccurrencesApart() throws {
    func fingerprints(_ source: String) throws -> [String] {
      let sarif = try document(ReportFixtures.report([("Card.swift", source)]))
      let results = try #require(
        (sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
      return results.compactMap {
        ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]
      }
    }
    let before = try fingerprints(ReportFixtures.springCard)
    let after = try fingerprints(ReportFixtures.springCardShifted)
    #expect(before.count == 1 && before == after)

    let twice = ReportFixtures.springCard.replacingOccurrences(
      of: "        Button",
      with: "        Button(\"A\") { withAnimation(.bouncy) { isOpen.toggle() } }\n        Button")
    let twins = """
      withAnimation(.bouncy) { a = 1 }
      withAnimation(.bouncy) { a = 1 }

      """
    let twinPrints = try fingerprints(twins)
    #expect(twinPrints.count == 2 && Set(twinPrints).count == 2)
    #expect(try fingerprints(twice).count == 2)
  }

  @Test func fingerprintDependsOnRuleFileTextAndOccurrenceOnly() {
    let key = FindingKey(file: "A.swift", ruleID: "r", lineText: "withAnimation(.bouncy) {")
    let same = SARIFReporter.fingerprint(key, occurrence: 0)
    #expect(same == SARIFReporter.fingerprint(key, occurrence: 0))
    #expect(same != SARIFReporter.fingerprint(key, occurrence: 1))
    var other = key
    other.file = "B.swift"
    #expect(same != SARIFReporter.fingerprint(other, occurrence: 0))
    #expect(FindingKey.normalized("  \twithAnimation(.bouncy)   {  ") == key.lineText)
  }

  @Test func skippedFilesBecomeNotificationsAndUnreadableOnesFailTheInvocation() throws {
    let report = ReportFixtures.report(
      [],
      skipped: [SkippedFile(file: "Locked.swift", kind: .unreadable, reason: "could not be read")])
    let sarif = try document(report)
    #expect(SARIFStructure.problems(in: sarif).isEmpty)
    let invocation = try #require(
      ((sarif["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notification = try #require(
      (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "error")
  }

  @Test func sha256MatchesTheStandardTestVectors() {
    #expect(
      SARIFReporter.fingerprint(FindingKey(file: "", ruleID: "", lineText: ""), occurrence: 0).count
        == 32)
    #expect(
      SHA256.hexDigest(of: Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hexDigest(of: [])
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hexDigest(of: Array(repeating: UInt8(ascii: "a"), count: 1_000))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
  }
}

/// Paths relative to a root, for reports and baselines.
@Test func repositoryPathsStayInsideTheRootOrClimbOutWithParents() {
  let paths = RepositoryPaths(root: "/repo/ci", currentDirectory: "/repo/App")
  #expect(paths.relativePath(of: "Card.swift") == nil)
  #expect(paths.displayPath(of: "Card.swift") == "/repo/App/Card.swift")
  #expect(paths.pathFromRoot(to: "./Card.swift") == "../App/Card.swift")
  #expect(paths.pathFromRoot(to: "../ci/x/B.swift") == "x/B.swift")
  #expect(paths.relativePath(of: "../ci/x/B.swift") == "x/B.swift")
}
