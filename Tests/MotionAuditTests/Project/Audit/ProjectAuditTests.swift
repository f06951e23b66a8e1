import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import TestSupport
import Testing

/// Project rules inside a run: discovery of the project's files, reading them, configuration,
/// skip notes, and the example apps.
@Suite struct ProjectAuditTests {
  private let root: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("project-audit-\(UUID().uuidString)").path
    try write("App/Info.plist", Self.plist(color: "LaunchBackground"))
    try write("App/Assets.xcassets/Contents.json", "{}")
    try write("App/Assets.xcassets/Splash.colorset/Contents.json", "{}")
    try write("App/Assets.xcassets/mascot-mood-0.imageset/Contents.json", "{}")
    try write("App/Assets.xcassets/mascot-mood-2.imageset/Contents.json", "{}")
    try write(
      "App/Mascot.swift",
      """
      struct Mascot: View {
          let mood: Int
          var body: some View { Image("mascot-mood-\\(mood)") }
      }
      """)
    try write("App/notes.json", "{ not json")
    try write(".build/Info.plist", "garbage")
  }

  private static func plist(color: String) -> String {
    """
    <plist version="1.0">
    <dict>
    \t<key>CFBundleIdentifier</key><string>app.pip</string>
    \t<key>LSRequiresIPhoneOS</key><true/>
    \t<key>UILaunchScreen</key>
    \t<dict><key>UIColorName</key><string>\(color)</string></dict>
    </dict>
    </plist>
    """
  }

  private func write(_ relative: String, _ text: String) throws {
    try write(relative, bytes: Array(text.utf8))
  }

  private func write(_ relative: String, bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: root).appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  private func cleanUp() {
    try? FileManager.default.removeItem(atPath: root)
  }

  private func run(
    _ paths: [String] = ["App"], reader: some SourceReading = FileSystemSourceReader()
  ) throws -> AuditReport {
    try AuditRunner.run(AuditRequest(paths: paths, currentDirectory: root), reader: reader)
  }

  @Test func projectFindingsJoinTheReport() throws {
    defer { cleanUp() }
    let report = try run()
    #expect(
      report.findings.map { "\($0.file):\($0.line):\($0.column) \($0.ruleID)" } == [
        "App/Info.plist:6:30 launch-screen-configuration",
        "App/Mascot.swift:3:33 missing-image-set",
      ])
    #expect(report.findings[1].message.contains("no image set `mascot-mood-1`"))
    #expect(
      report.findings[0].sourceLine
        == "\t<dict><key>UIColorName</key><string>LaunchBackground</string></dict>")
    // The Swift file, the Info.plist and the catalog.
    #expect(report.auditedFileCount == 3)
    #expect(report.projectFiles == ["App/Assets.xcassets", "App/Info.plist"])
    #expect(report.skipped.isEmpty)
  }

  @Test func onlyReferencedJSONFilesAreReadAndDamagedFilesAreSkipNotes() throws {
    defer { cleanUp() }
    try write(
      "App/Idle.swift", #"let idle = LottieView(animation: .named("idle")).looping()"#)
    try write("App/idle.json", #"{ "v": "5.7.0", "fr": 30 }"#)
    try write("App/launch.riv", "junk")
    let reader = RecordingReader()
    let report = try run(reader: reader)
    #expect(!reader.paths.contains { $0.hasSuffix("notes.json") })
    #expect(reader.paths.contains { $0.hasSuffix("idle.json") })
    #expect(
      report.skipped.map { "\($0.file) \($0.kind.rawValue): \($0.reason)" } == [
        "App/idle.json malformed: not a readable animation file: idle.json, byte 0 (at ip): "
          + "required key \"ip\" is missing",
        "App/launch.riv malformed: not a readable animation file: launch.riv, byte 0: not a "
          + "Rive file (it does not start with the bytes RIVE)",
      ])
    #expect(!report.hasUnreadableFiles)
  }

  @Test func unreadableProjectFilesAreReportedAsUnreadable() throws {
    defer { cleanUp() }
    let report = try run(reader: RefusingReader(refusedSuffix: "Info.plist"))
    #expect(report.skipped.map(\.file) == ["App/Info.plist"])
    #expect(report.hasUnreadableFiles)
    #expect(report.findings.map(\.ruleID) == ["missing-image-set"])
  }

  @Test func configurationSetsSeverityAndExcludesProjectFiles() throws {
    defer { cleanUp() }
    try write(
      "App/.motion-audit.json",
      #"{ "rules": { "missing-image-set": "error" }, "exclude": ["Info.plist"] }"#)
    let report = try run()
    #expect(report.findings.map(\.ruleID) == ["missing-image-set"])
    #expect(report.findings.first?.severity == .error)

    try write("App/.motion-audit.json", #"{ "rules": { "missing-image-set": "off" } }"#)
    #expect(try run().findings.map(\.ruleID) == ["launch-screen-configuration"])
  }

  @Test func binaryInfoPlistsAreReadToo() throws {
    defer { cleanUp() }
    let object: [String: Any] = [
      "CFBundleIdentifier": "app.pip", "LSRequiresIPhoneOS": true,
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    try write("App/Info.plist", bytes: Array(data))
    let report = try run()
    let finding = try #require(report.findings.first { $0.ruleID == "launch-screen-configuration" })
    #expect(finding.line == 1 && finding.column == 1)
    #expect(finding.message.hasPrefix("Info.plist of an iOS app has no launch screen"))
  }

  // MARK: - The example apps

  @Test func theReferenceAppAuditsCleanWithEveryRule() throws {
    let report = try AuditRunner.run(
      AuditRequest(
        paths: ["Examples/PipApp"], threshold: .note, currentDirectory: RepositoryFiles.root.path))
    #expect(report.findings.map { "\($0.file):\($0.line) \($0.ruleID)" } == [])
    #expect(report.skipped.isEmpty)
    #expect(report.projectFiles.contains("Examples/PipApp/PipApp/Info.plist"))
  }

  @Test func everyProjectRuleFiresInTheNaiveApp() throws {
    let report = try AuditRunner.run(
      AuditRequest(paths: ["Examples/NaiveApp"], currentDirectory: RepositoryFiles.root.path))
    for id in RuleRegistry.projectRuleIDs {
      #expect(
        report.findings.contains { $0.ruleID == id }, "\(id) never fires in Examples/NaiveApp")
    }
  }
}

/// Reads from disk and remembers what it read.
private final class RecordingReader: SourceReading, @unchecked Sendable {
  private let lock = NSLock()
  private var read: [String] = []

  var paths: [String] { lock.withLock { read } }

  func read(_ path: String) throws(ReadError) -> [UInt8] {
    lock.withLock { read.append(path) }
    return try FileSystemSourceReader().read(path)
  }
}

/// Refuses the files whose path ends with a suffix, as a file without permission would.
private struct RefusingReader: SourceReading {
  var refusedSuffix: String

  func read(_ path: String) throws(ReadError) -> [UInt8] {
    if path.hasSuffix(refusedSuffix) { throw ReadError(reason: "Permission denied") }
    return try FileSystemSourceReader().read(path)
  }
}
