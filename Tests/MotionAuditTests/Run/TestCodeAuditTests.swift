import Foundation
import MotionAuditEngine
import Testing

/// Test code is left out of an audit unless the request or the configuration brings it back,
/// and a file named on the command line follows `--force-exclude`.
@Suite struct TestCodeAuditTests {
  private let root: String
  /// A spring that bounces: reported wherever it is audited.
  private static let spring = """
    struct Card: View {
        @State private var isOn = false
        var body: some View { Text("a").onTapGesture { withAnimation(.bouncy) { isOn.toggle() } } }
    }

    """

  init() throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("test-code-\(UUID().uuidString)").path
    try write("App/Card.swift", Self.spring)
    try write("PipAppTests/CardTests.swift", Self.spring)
    try write("PipAppUITests/LaunchTests.swift", Self.spring)
    try write("Tests/Unit/Card.swift", Self.spring)
    try write("App/CardXCTest.swift", "import XCTest\n" + Self.spring)
    try write("App/CardSwiftTesting.swift", "import Testing\n@Test func a() {}\n" + Self.spring)
  }

  private func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root).appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func audit(
    _ paths: [String] = ["."], includeTests: Bool? = nil, forceExclude: Bool = false
  ) throws -> (files: [String], audited: Int) {
    let report = try AuditRunner.run(
      AuditRequest(
        paths: paths, currentDirectory: root, onlyRules: ["ungated-explicit-animation"],
        forceExclude: forceExclude, includeTests: includeTests))
    return (Set(report.findings.map(\.file)).sorted(), report.auditedFileCount)
  }

  private static let everyFile = [
    "App/Card.swift", "App/CardSwiftTesting.swift", "App/CardXCTest.swift",
    "PipAppTests/CardTests.swift", "PipAppUITests/LaunchTests.swift", "Tests/Unit/Card.swift",
  ]

  @Test func testFoldersAndTestDeclarationsAreLeftOutAndNotCounted() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try audit()
    #expect(result.files == ["App/Card.swift"])
    #expect(result.audited == 1)
  }

  @Test func aTestFoldersResourcesAreLeftOutUnlessTestsAreIncluded() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let catalog = #"{ "info": { "author": "xcode", "version": 1 } }"#
    try write("App/Assets.xcassets/Contents.json", catalog)
    try write("App/Assets.xcassets/happy.imageset/Contents.json", catalog)
    try write("App/Still.swift", #"let still = Image("idle")"# + "\n")
    // A snapshot test's reference image of the same name ships with the tests, not the app.
    try write("PipAppUITests/__Snapshots__/idle.png", "")
    func missingImages(includeTests: Bool?) throws -> [String] {
      try AuditRunner.run(
        AuditRequest(
          paths: ["."], currentDirectory: root, onlyRules: ["missing-image-set"],
          includeTests: includeTests)
      ).findings.map(\.file)
    }
    #expect(try missingImages(includeTests: nil) == ["App/Still.swift"])
    #expect(try missingImages(includeTests: true) == [])
  }

  @Test func includeTestsBringsThemBack() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try audit(includeTests: true)
    #expect(result.files == Self.everyFile)
    #expect(result.audited == 6)
  }

  @Test func theConfigurationKeyBringsThemBackAndANestedFileCanTurnItOff() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write(".motion-audit.json", #"{ "includeTests": true }"#)
    #expect(try audit().files == Self.everyFile)
    try write("PipAppTests/.motion-audit.json", #"{ "includeTests": false }"#)
    #expect(try audit().files == Self.everyFile.filter { $0 != "PipAppTests/CardTests.swift" })
    // The request wins over the configuration.
    #expect(try audit(includeTests: true).files == Self.everyFile)
  }

  @Test func aNamedTestFileIsAuditedUnlessForceExcludeIsGiven() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let named = ["PipAppTests/CardTests.swift", "App/CardXCTest.swift", "App/Card.swift"]
    #expect(try audit(named).files == named.sorted())
    #expect(try audit(named, forceExclude: true).files == ["App/Card.swift"])
    #expect(try audit(named, includeTests: true, forceExclude: true).files == named.sorted())
  }
}
