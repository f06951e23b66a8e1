import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `strace`, which can kill a process at a chosen system call, or `nil` where it is not installed.
private let strace = ["/usr/bin/strace", "/bin/strace"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// `--fix` writes each corrected file to a temporary file beside it, then renames that over the
/// original. Here the built command is killed (`SIGKILL`, sent by `strace` as the rename system
/// call is made) between the two: the original must be exactly as it was, and the next run
/// corrects it, keeping its permissions and line endings.
@Suite(.enabled(if: strace != nil, "needs strace to kill the command at the rename"))
struct FixCrashSafetyTests {
  private static let crlfSource =
    "struct Sheet: View {\r\n    var body: some View { Text(\"a\").transition(.slide) }\r\n}\r\n"

  private func mode(_ path: String) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
  }

  @Test func killedBetweenTheTemporaryFileAndTheRenameLeavesTheOriginalIntact() throws {
    let strace = try #require(strace)
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Sheet.swift", Self.crlfSource)
    let path = scratch.path + "/Sheet.swift"
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

    let renames = "rename,renameat,renameat2"
    let killed = try runMotionAuditProcess(
      [".", "--fix", "--no-cache"], in: scratch.path, timeLimit: 60,
      wrapper: [
        strace, "-f", "-qq", "-o", "/dev/null", "-e", "trace=\(renames)",
        "-e", "inject=\(renames):signal=SIGKILL",
      ])
    // strace dies of the signal that killed the command, or exits with 128 + its number.
    #expect(
      [.signaled(SIGKILL), .exited(128 + SIGKILL)].contains(killed.termination), "\(killed.error)")

    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(Self.crlfSource.utf8))
    #expect(try mode(path) == 0o640)
    // The kill came after the corrected text was written in full beside the original.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
      .filter { $0.hasPrefix(".Sheet.swift.motion-audit-") }
    #expect(leftovers.count == 1)
    let temporary = try String(
      contentsOfFile: scratch.path + "/" + (leftovers.first ?? ""), encoding: .utf8)
    #expect(temporary.contains("reduceMotion"))

    // The next run corrects the file; the leftover is no Swift file and is neither read nor
    // touched.
    let fixed = try runMotionAuditProcess(
      [".", "--fix", "--no-cache"], in: scratch.path, timeLimit: 60)
    #expect(fixed.termination == .exited(0), "\(fixed.output)\(fixed.error)")
    let corrected = try String(contentsOfFile: path, encoding: .utf8)
    #expect(corrected == temporary)
    #expect(try mode(path) == 0o640)
    // (In a Swift string "\r\n" is one character: the lines are split as bytes.)
    let lines = Array(corrected.utf8).split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
    ).dropLast()
    #expect(lines.count >= 4)
    #expect(lines.allSatisfy { $0.last == UInt8(ascii: "\r") })
  }
}
