import Foundation
import MotionAuditReporting
import MotionAuditSemantics
import SwiftParser
import TestSupport
import Testing

/// `--fix` corrects files in place, once; without it nothing is ever written.
@Suite struct FixCommandTests {
  /// Every file under `directory` (relative path → contents and permissions).
  private func snapshot(_ directory: String) throws -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let relative = enumerator?.nextObject() as? String {
      let path = directory + "/" + relative
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      guard attributes[.type] as? FileAttributeType == .typeRegular else {
        files[relative] = "directory"
        continue
      }
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let mode = attributes[.posixPermissions] as? Int ?? 0
      files[relative] = SHA256.hexDigest(of: Array(data)) + " \(String(mode, radix: 8))"
    }
    return files
  }

  private func naiveAppCopy() throws -> ScratchDirectory {
    let scratch = try ScratchDirectory()
    let source = repositoryRoot + "/Examples/NaiveApp"
    let enumerator = FileManager.default.enumerator(atPath: source)
    while let relative = enumerator?.nextObject() as? String {
      let path = source + "/" + relative
      guard enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeRegular else {
        continue
      }
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      try scratch.write("App/" + relative, bytes: Array(data))
    }
    return scratch
  }

  @Test func withoutFixNoFileIsWrittenWhateverTheFormat() throws {
    let scratch = try naiveAppCopy()
    defer { scratch.remove() }
    let written = runCommand(["App", "--write-baseline", "baseline.json"], in: scratch.path)
    #expect(written.exitCode == .findings)
    let before = try snapshot(scratch.path)
    for format in ["text", "xcode", "json", "sarif", "github", "html"] {
      let outcome = runCommand(
        ["App", "--format", format, "--baseline", "baseline.json"], in: scratch.path)
      #expect(outcome.exitCode == .success)
      let plain = runCommand(["App", "--format", format], in: scratch.path)
      #expect(plain.exitCode == .findings)
    }
    #expect(try snapshot(scratch.path) == before)
  }

  @Test func fixCorrectsTheNaiveAppOnceAndTheResultParses() throws {
    let scratch = try naiveAppCopy()
    defer { scratch.remove() }
    let first = runCommand(["App", "--fix", "--format", "xcode"], in: scratch.path)
    // Two springs drive transitions: each is corrected with its transition's finding. The saved
    // banner's model animates in another file: once its transition fades, the model's animation
    // still animates the layout the banner joins, which is left as a note.
    #expect(first.error == "motion-audit: corrected 19 findings in 9 files\n")
    #expect(!first.output.contains("[movement-transition-without-fade]"))
    let animations = first.output.split(separator: "\n").filter {
      $0.contains("[ungated-explicit-animation]")
    }
    #expect(animations.count == 1)
    #expect(animations.first?.hasPrefix("App/SavedBannerModel.swift:8:20: note:") == true)
    #expect(first.output.contains("[ungated-looping-animation]"))
    for name in try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/App")
    where name.hasSuffix(".swift") {
      let text = try String(contentsOfFile: scratch.path + "/App/" + name, encoding: .utf8)
      #expect(!Parser.parse(source: text).hasError, "\(name) does not parse after --fix")
    }
    let root = try String(contentsOfFile: scratch.path + "/App/RootView.swift", encoding: .utf8)
    #expect(
      root.contains("  @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"))
    #expect(root.contains(".transition(reduceMotion ? .opacity : .move(edge: .bottom))"))

    let corrected = try snapshot(scratch.path)
    let second = runCommand(["App", "--fix", "--format", "xcode"], in: scratch.path)
    #expect(second.error == "motion-audit: corrected 0 findings in 0 files\n")
    #expect(second.output == first.output)
    #expect(try snapshot(scratch.path) == corrected)
  }

  @Test func aReadOnlyFileIsReportedAndLeftUnchanged() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let source = """
      struct Sheet: View {
          var body: some View { Text("a").transition(.slide) }
      }

      """
    try scratch.write("Locked.swift", source)
    try scratch.write("Open.swift", source.replacingOccurrences(of: "Sheet", with: "Other"))
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: scratch.path + "/Locked.swift")
    let outcome = runCommand([".", "--fix", "--format", "xcode"], in: scratch.path)
    #expect(outcome.error.contains("motion-audit: error: Locked.swift: read-only; not corrected"))
    #expect(outcome.error.contains("corrected 1 finding in 1 file"))
    #expect(outcome.exitCode == .findings)
    #expect(outcome.output.hasPrefix("Locked.swift:2:49: warning:"))
    #expect(try String(contentsOfFile: scratch.path + "/Locked.swift", encoding: .utf8) == source)
  }
}
