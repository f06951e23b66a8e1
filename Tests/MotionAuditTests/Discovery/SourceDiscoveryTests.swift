import Foundation
import MotionAuditSources
import Testing

/// Finding `.swift` files: skipped folders, symbolic links, odd names.
@Suite struct SourceDiscoveryTests {
  private let root: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("discovery-\(UUID().uuidString)").path
    for file in [
      "App/A.swift", "App/Views/B.swift", "App/notes.txt", ".build/X.swift", "DerivedData/X.swift",
      "Pods/X.swift", "Carthage/X.swift", ".git/X.swift", ".hidden/X.swift", "App/.Secret/X.swift",
      "Folder.swift/Inside.swift", "With Space/Ünïcode.swift",
    ] {
      try write(file)
    }
  }

  private func write(_ relative: String) throws {
    let url = URL(fileURLWithPath: root).appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("let x = 1\n".utf8).write(to: url)
  }

  private func link(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: URL(fileURLWithPath: root).appendingPathComponent(relative).path,
      withDestinationPath: destination)
  }

  private func cleanUp() {
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func findsSwiftFilesAndSkipsBuildAndHiddenFolders() throws {
    defer { cleanUp() }
    let result = try SourceDiscovery.discover(".", currentDirectory: root)
    #expect(
      result.files.map(\.path) == [
        "App/A.swift", "App/Views/B.swift", "Folder.swift/Inside.swift", "With Space/Ünïcode.swift",
      ])
    #expect(result.files.allSatisfy { !$0.isExplicit })
    #expect(result.skipped.isEmpty)
  }

  @Test func pathsKeepTheSpellingTheUserGave() throws {
    defer { cleanUp() }
    #expect(
      try SourceDiscovery.discover("./App/", currentDirectory: root).files.map(\.path) == [
        "App/A.swift", "App/Views/B.swift",
      ])
    let absolute = try SourceDiscovery.discover(root + "/App/Views", currentDirectory: "/")
    #expect(absolute.files.map(\.path) == [root + "/App/Views/B.swift"])
    let explicit = try SourceDiscovery.discover("App/A.swift", currentDirectory: root)
    #expect(explicit.files.map(\.path) == ["App/A.swift"])
    #expect(explicit.files.first?.isExplicit == true)
  }

  @Test func linksInsideTheTreeAreFollowedOnceAndCyclesEnd() throws {
    defer { cleanUp() }
    try link("App/Views/Loop", to: "..")
    try link("App/Again.swift", to: "A.swift")
    try link("Alias", to: "App/Views")
    let result = try SourceDiscovery.discover(".", currentDirectory: root)
    // Each real file once, under the first path that reaches it in name order.
    #expect(
      result.files.map(\.path) == [
        "Alias/B.swift", "App/A.swift", "Folder.swift/Inside.swift", "With Space/Ünïcode.swift",
      ])
  }

  @Test func linksLeavingTheTreeOrLeadingNowhereAreSkippedWithAReason() throws {
    defer { cleanUp() }
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    try Data("let y = 2\n".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
    try link("App/Outside.swift", to: outside.appendingPathComponent("Secret.swift").path)
    try link("App/OutsideFolder", to: outside.path)
    try link("App/Broken.swift", to: "Missing.swift")
    try link("App/SelfLoop.swift", to: "SelfLoop.swift")
    let result = try SourceDiscovery.discover("App", currentDirectory: root)
    #expect(result.files.map(\.path) == ["App/A.swift", "App/Views/B.swift"])
    #expect(
      result.skipped.map(\.file) == [
        "App/Broken.swift", "App/Outside.swift", "App/OutsideFolder", "App/SelfLoop.swift",
      ])
    #expect(result.skipped.allSatisfy { $0.kind == .symbolicLink })
    #expect(result.skipped[1].reason.hasPrefix("symbolic link leads outside the audited tree"))
    #expect(result.skipped[0].reason == "broken symbolic link")
  }

  @Test func missingAndNonSwiftPathsAreErrors() {
    defer { cleanUp() }
    #expect(throws: DiscoveryError.notFound("Nope")) {
      try SourceDiscovery.discover("Nope", currentDirectory: root)
    }
    #expect(throws: DiscoveryError.notSwiftSource("App/notes.txt")) {
      try SourceDiscovery.discover("App/notes.txt", currentDirectory: root)
    }
  }
}
