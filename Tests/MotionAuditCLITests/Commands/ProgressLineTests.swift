import Foundation
import MotionAuditCLI
import MotionAuditSemantics
import TestSupport
import Testing

/// The progress line: on a terminal, for people's formats and long runs only.
@Suite struct ProgressLineTests {
  /// Collects standard error; the clock advances a tenth of a second per reading.
  private final class Terminal: @unchecked Sendable {
    private let lock = NSLock()
    private var error = ""
    private var time = 0.0

    func append(_ text: String) { lock.withLock { error += text } }
    var written: String { lock.withLock { error } }
    func tick() -> Double {
      lock.withLock {
        time += 0.1
        return time
      }
    }
  }

  private func run(
    files: Int, format: String, errorIsTerminal: Bool = true, environment: [String: String] = [:]
  ) throws -> (error: String, output: String) {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    for index in 0..<files {
      try scratch.write("App/File\(index).swift", "let value\(index) = \(index)\n")
    }
    let terminal = Terminal()
    let output = Terminal()
    let context = CommandContext(
      currentDirectory: scratch.path, environment: environment,
      writeOutput: { output.append($0) }, writeError: { terminal.append($0) },
      errorIsTerminal: errorIsTerminal, clock: { terminal.tick() })
    let exitCode = MotionAuditCommand.run(["App", "--format", format], in: context)
    #expect(exitCode == .success)
    return (terminal.written, output.written)
  }

  @Test func aLongRunOnATerminalShowsFilesDoneAndTheRateThenErasesTheLine() throws {
    let (error, output) = try run(files: 60, format: "text")
    let redraws = error.components(separatedBy: "\r\u{1B}[2K").filter { !$0.isEmpty }
    #expect(redraws.count >= 2)
    #expect(redraws.last == "Auditing 60/60 files (10 files/s)")
    #expect(redraws.allSatisfy { $0.hasPrefix("Auditing ") && $0.contains("/60 files") })
    #expect(error.hasSuffix("\r\u{1B}[2K"))
    #expect(!output.contains("Auditing"))
  }

  @Test func machineReadableFormatsNeverShowIt() throws {
    for format in ["xcode", "json", "sarif", "github"] {
      // Only the closing summary, which a machine format on standard output gets on a terminal.
      let error = try run(files: 60, format: format).error
      #expect(!error.contains("Auditing"), "\(format)")
      #expect(error.hasPrefix("motion-audit: No findings in 60 files;"), "\(format)")
    }
  }

  @Test func aRedirectedOrDumbTerminalOrAShortRunDoesNotShowIt() throws {
    #expect(try run(files: 60, format: "text", errorIsTerminal: false).error.isEmpty)
    #expect(try run(files: 60, format: "text", environment: ["TERM": "dumb"]).error.isEmpty)
    #expect(try run(files: 5, format: "text").error.isEmpty)
  }
}
