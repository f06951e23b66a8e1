import Foundation
import MotionAuditSemantics
import TestSupport
import Testing

/// `--jobs`, `--cache-path` and `--no-cache`: how the audit runs, never what it reports.
@Suite struct ExecutionOptionsTests {
  private let springView = "Button(\"a\") { withAnimation(.bouncy) { isOn.toggle() } }\n"

  private func project() throws -> ScratchDirectory {
    let scratch = try ScratchDirectory()
    try scratch.write("App/Card.swift", springView)
    try scratch.write("App/Model.swift", "struct Model {}\n")
    return scratch
  }

  private func files(under directory: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory)
    return ((enumerator?.allObjects as? [String]) ?? []).sorted()
  }

  @Test func jobsChangeNothingInTheOutput() {
    let one = runCommand(["Examples/NaiveApp", "--format", "xcode", "--jobs", "1"])
    let three = runCommand(["Examples/NaiveApp", "--format", "xcode", "--jobs", "3"])
    #expect(one.exitCode == .findings)
    #expect(three.output == one.output)
    #expect(three.exitCode == one.exitCode)
  }

  @Test(arguments: ["0", "-2", "many", "1.5"])
  func jobsMustBeAPositiveWholeNumber(value: String) {
    let outcome = runCommand(["Examples/NaiveApp", "--jobs=\(value)"])
    #expect(outcome.exitCode == .usageError)
    #expect(
      outcome.error
        == "motion-audit: error: '--jobs' must be a whole number from 1 to 64 (got '\(value)')\n")
  }

  @Test func cachePathHoldsTheCacheAndAWarmRunPrintsTheSame() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let cold = runCommand(["App", "--cache-path", "cache"], in: scratch.path)
    #expect(cold.exitCode == .findings)
    let cached = files(under: scratch.path + "/cache")
    #expect(cached.count == 1 && cached[0].hasSuffix(".cache"))
    let warm = runCommand(["App", "--cache-path", "cache"], in: scratch.path)
    #expect(warm.output == cold.output && warm.exitCode == cold.exitCode)
  }

  @Test func theCacheGoesToTheUsersCacheDirectoryByDefault() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let outcome = runCommand(
      ["App"], in: scratch.path, environment: ["XDG_CACHE_HOME": scratch.path + "/xdg"])
    #expect(outcome.exitCode == .findings)
    #if os(macOS)
      #expect(files(under: scratch.path + "/xdg").isEmpty)
    #else
      #expect(files(under: scratch.path + "/xdg/motion-audit").count == 1)
    #endif
  }

  @Test func noCacheWritesNothing() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let outcome = runCommand(
      ["App", "--no-cache"], in: scratch.path,
      environment: ["XDG_CACHE_HOME": scratch.path + "/xdg", "HOME": scratch.path + "/home"])
    #expect(outcome.exitCode == .findings)
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/xdg"))
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/home"))
  }

  @Test func noCacheAndACachePathContradictEachOther() {
    let outcome = runCommand(["Examples/NaiveApp", "--no-cache", "--cache-path", "/tmp/x"])
    #expect(outcome.exitCode == .usageError)
    #expect(outcome.error.contains("'--no-cache' and '--cache-path' contradict each other"))
  }

  @Test func aCorruptCacheDoesNotChangeTheOutput() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let cold = runCommand(["App", "--cache-path", "cache"], in: scratch.path)
    for file in files(under: scratch.path + "/cache") {
      try Data("garbage".utf8).write(to: URL(fileURLWithPath: scratch.path + "/cache/" + file))
    }
    let recovered = runCommand(["App", "--cache-path", "cache"], in: scratch.path)
    #expect(recovered.output == cold.output && recovered.error.isEmpty)
  }

  @Test func helpListsTheOptions() {
    let help = runCommand(["audit", "--help"]).output
    for option in ["--jobs <count>", "--cache-path <directory>", "--no-cache"] {
      #expect(help.contains(option), "\(option)")
    }
  }
}
