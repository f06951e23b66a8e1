import Foundation
import MotionAuditReporting
import MotionAuditSources
import Testing

/// The SARIF reporter's output validates against the official SARIF 2.1.0 schema, kept beside
/// this file (`SARIFSchema/`) so the check needs no network.
@Suite struct SARIFSchemaTests {
  private static func validator() throws -> JSONSchemaValidator {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("SARIFSchema/sarif-schema-2.1.0.json").path
    return JSONSchemaValidator(
      root: try SchemaJSON.parse(String(contentsOfFile: path, encoding: .utf8)))
  }

  private let links = ReportLinks(
    documentationBaseURL: "https://example.com/MotionAware/blob/1.0.0/docs/")

  @Test func theNaiveAppReportValidatesWithHelpLinks() throws {
    let report = try ReportFixtures.naiveApp()
    let paths = RepositoryPaths(
      root: ReportFixtures.repositoryRoot, currentDirectory: ReportFixtures.repositoryRoot)
    let text = SARIFReporter(paths: paths, links: links).render(report)
    let errors = try Self.validator().errors(in: try SchemaJSON.parse(text))
    #expect(errors.isEmpty, "\(errors.prefix(20).joined(separator: "\n"))")
  }

  @Test func skippedFilesAndFilesOutsideTheRepositoryValidate() throws {
    let report = ReportFixtures.report(
      [("/elsewhere/Card.swift", ReportFixtures.springCard)],
      skipped: [SkippedFile(file: "Locked.swift", kind: .unreadable, reason: "could not be read")])
    let text = SARIFReporter(paths: ReportFixtures.projectPaths).render(report)
    let errors = try Self.validator().errors(in: try SchemaJSON.parse(text))
    #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
  }

  /// The validator is not a rubber stamp: documents that break the schema fail it.
  @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
    let validator = try Self.validator()
    let report = ReportFixtures.report([("Card.swift", ReportFixtures.springCard)])
    let valid = SARIFReporter(paths: ReportFixtures.projectPaths).render(report)
    let broken = [
      valid.replacingOccurrences(of: "\"unicodeCodePoints\"", with: "\"graphemes\""),
      valid.replacingOccurrences(of: "\"startLine\": 4", with: "\"startLine\": 0"),
      valid.replacingOccurrences(of: "\"version\": \"2.1.0\"", with: "\"version\": \"2.2\""),
      valid.replacingOccurrences(of: "\"ruleId\"", with: "\"rule\""),
      valid.replacingOccurrences(of: "\"level\": \"warning\"", with: "\"level\": \"major\""),
    ]
    #expect(validator.errors(in: try SchemaJSON.parse(valid)).isEmpty)
    for (index, document) in broken.enumerated() {
      #expect(document != valid, "mutation \(index) changed nothing")
      #expect(!validator.errors(in: try SchemaJSON.parse(document)).isEmpty, "mutation \(index)")
    }
    let notURI = SchemaJSON.object([
      "version": .string("2.1.0"), "runs": .array([]), "$schema": .string("not a uri"),
    ])
    #expect(!validator.errors(in: notURI).isEmpty)
  }

  @Test func rulesCarryHelpLinksAndTheCodeScanningProperties() throws {
    let report = ReportFixtures.report([("Card.swift", ReportFixtures.springCard)])
    let text = SARIFReporter(paths: ReportFixtures.projectPaths, links: links).render(report)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((document["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(
      driver["informationUri"] as? String
        == "https://example.com/MotionAware/blob/1.0.0/docs/motion-audit.md")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let rule = try #require(rules.first { $0["id"] as? String == "ungated-explicit-animation" })
    #expect(
      rule["helpUri"] as? String
        == "https://example.com/MotionAware/blob/1.0.0/docs/rules.md#ungated-explicit-animation")
    let properties = try #require(rule["properties"] as? [String: Any])
    #expect(properties["tags"] as? [String] == ["accessibility", "reduce-motion"])
    #expect(properties["precision"] as? String == "high")
    #expect(properties["problem.severity"] as? String == "warning")
    #expect(SARIFReporter.problemSeverity(.note) == "recommendation")
    #expect(SARIFReporter.problemSeverity(.error) == "error")
  }

  @Test func withoutADocumentationAddressThereIsNoHelpLink() throws {
    let report = ReportFixtures.report([("Card.swift", ReportFixtures.springCard)])
    let text = SARIFReporter(paths: ReportFixtures.projectPaths).render(report)
    #expect(!text.contains("helpUri") && !text.contains("informationUri"))
  }

  @Test func columnsCountCodePoints() throws {
    // "é" written as e + combining accent is one character but two code points.
    let source = "let a = \"e\u{301}\"; withAnimation(.bouncy) { a = 1 }\n"
    let report = ReportFixtures.report([("Card.swift", source)])
    let finding = try #require(report.findings.first)
    let text = SARIFReporter(paths: ReportFixtures.projectPaths).render(report)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let result = try #require(
      ((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    let region = try #require(
      SARIFStructure.physicalLocation(of: result)?["region"] as? [String: Any])
    #expect(region["startColumn"] as? Int == finding.column + 1)
  }
}

/// Related locations: `location` objects with an `id` and a message, linked from the result's.
@Suite struct SARIFRelatedLocationTests {
  @Test func aPairedFindingCarriesItsRelatedLocationAndStillValidates() throws {
    let report = ReportFixtures.report([("Sheet.swift", ReportFixtures.slidingPanel)])
    let text = SARIFReporter(paths: ReportFixtures.projectPaths).render(report)
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("SARIFSchema/sarif-schema-2.1.0.json").path
    let validator = JSONSchemaValidator(
      root: try SchemaJSON.parse(String(contentsOfFile: path, encoding: .utf8)))
    let errors = validator.errors(in: try SchemaJSON.parse(text))
    #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")

    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((document["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
    #expect(related["id"] as? Int == 1)
    #expect(
      (related["message"] as? [String: Any])?["text"] as? String
        == "`withAnimation` animates its insertion")
    let region = (related["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
    #expect(region?["startLine"] as? Int == 4)
    let message = (result["message"] as? [String: Any])?["text"] as? String
    #expect(message?.contains("`withAnimation` animates its insertion ([here](1)).") == true)
  }

  @Test func findingsWithoutRelatedLocationsHaveNone() throws {
    let report = ReportFixtures.report([("Card.swift", ReportFixtures.springCard)])
    let text = SARIFReporter(paths: ReportFixtures.projectPaths).render(report)
    #expect(!text.contains("relatedLocations"))
    #expect(!text.contains("[here]"))
  }
}
