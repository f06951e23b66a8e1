import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import TestSupport
import Testing

/// The inventory of the example apps lists every site their code holds, with the behaviour read
/// from that code (`Expected/<app>.tsv`), the same on one worker and on several.
@Suite struct InventoryRunnerTests {
  /// One line of an expected list: where, and what the site does with Reduce Motion on and off.
  struct ExpectedSite {
    var file: String
    var line: Int
    var whenReduced: MotionSite.ReducedBehaviour
    var whenMotionOnContains: String
  }

  static func expected(_ app: String) throws -> [ExpectedSite] {
    let path = RepositoryFiles.root.appendingPathComponent(
      "Tests/MotionAuditTests/Inventory/Expected/\(app).tsv")
    let text = try String(contentsOf: path, encoding: .utf8)
    var sites: [ExpectedSite] = []
    for (index, row) in text.split(separator: "\n").enumerated() where !row.hasPrefix("#") {
      let fields = row.split(separator: "\t").map(String.init)
      let location = fields.first?.split(separator: ":") ?? []
      guard fields.count == 3, location.count == 2, let line = Int(location[1]),
        let behaviour = MotionSite.ReducedBehaviour(rawValue: fields[1])
      else {
        Issue.record("\(path.path):\(index + 1): not 'file:line<tab>on<tab>off': \(row)")
        continue
      }
      sites.append(
        ExpectedSite(
          file: "Examples/\(app)/\(location[0])", line: line, whenReduced: behaviour,
          whenMotionOnContains: fields[2]))
    }
    return sites
  }

  static func inventory(_ app: String, jobs: Int) throws -> MotionInventory {
    try InventoryRunner.run(
      AuditRequest(paths: ["Examples/\(app)"], currentDirectory: RepositoryFiles.root.path),
      jobs: jobs)
  }

  @Test(arguments: ["NaiveApp", "PipApp"])
  func everySiteReadFromTheExampleCodeIsListedWithItsBehaviour(app: String) throws {
    let expected = try Self.expected(app)
    #expect(expected.count > 5)
    let inventory = try Self.inventory(app, jobs: 1)
    for site in expected {
      let listed = inventory.sites.filter { $0.file == site.file && $0.line == site.line }
      guard !listed.isEmpty else {
        Issue.record("\(site.file):\(site.line) is not in the inventory")
        continue
      }
      #expect(
        listed.contains { $0.whenReduced == site.whenReduced },
        "\(site.file):\(site.line): on is \(listed.map(\.whenReduced)), not \(site.whenReduced)")
      #expect(
        listed.contains { $0.whenMotionOn.contains(site.whenMotionOnContains) },
        "\(site.file):\(site.line): off is \(listed.map(\.whenMotionOn))")
    }
  }

  @Test func theAppWrittenWithMotionAwareHasNothingThatStillMoves() throws {
    let inventory = try Self.inventory("PipApp", jobs: 1)
    #expect(!inventory.sites.isEmpty)
    #expect(inventory.sites.allSatisfy { $0.isGated })
    #expect(!inventory.sites.contains { $0.whenReduced == .stillMoves })
  }

  @Test(arguments: ["NaiveApp", "PipApp"])
  func oneWorkerAndSeveralListTheSame(app: String) throws {
    let serial = try Self.inventory(app, jobs: 1)
    for jobs in [2, 4] {
      let parallel = try Self.inventory(app, jobs: jobs)
      #expect(parallel == serial, "\(jobs) workers")
      for format in InventoryReporter.Format.allCases {
        let reporter = InventoryReporter(format: format)
        #expect(reporter.render(parallel) == reporter.render(serial), "\(format), \(jobs) workers")
      }
    }
  }

  @Test func aFolderWithoutSwiftFilesIsAnError() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    #expect(throws: AuditRunError.noSwiftFiles(".")) {
      try InventoryRunner.run(AuditRequest(paths: ["."], currentDirectory: scratch.path), jobs: 1)
    }
  }
}
