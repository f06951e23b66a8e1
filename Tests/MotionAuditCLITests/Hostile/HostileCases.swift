import Foundation
import MotionAuditSources

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every hostile input the command is checked against, with the outcome it must produce.
///
/// Each case's directory is its own tree; the command runs inside it. `motion` is
/// `Text("a").transition(.slide)`, reported at column 23 of its line, so a finding proves the
/// part of the file holding it was audited.
extension HostileCase {
  static let all: [HostileCase] =
    encodings + lineEndings + sizes + shapes + fileSystem + unreadableEvenByRoot + configurations

  private static let motion = GeneratedSources.motion
  private static let rule = "movement-transition-without-fade"
  /// The longest name a path component may have.
  private static let longName = String(repeating: "d", count: 255)

  private static func tooDeep(line: Int, column: Int) -> ExpectedText {
    .exactly(
      "nested more than 256 levels deep at line \(line), column \(column) (the Swift parser's "
        + "limit): not audited")
  }

  // MARK: - Bytes

  static let encodings: [HostileCase] = [
    HostileCase(
      name: "empty file",
      setUp: { try $0.write("Empty.swift", "") },
      expected: [], exitCode: .success, audited: 1),
    HostileCase(
      name: "non-UTF-8 bytes (Latin-1 text)",
      setUp: {
        try $0.write("Latin1.swift", bytes: Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8))
        try $0.write("Valid.swift", motion)
      },
      expected: [
        .skipped(
          "Latin1.swift", kind: .notUTF8, reason: "not valid UTF-8 (invalid byte at offset 7)"),
        .finding("Valid.swift", line: 1, column: 23, rule: rule),
      ],
      exitCode: .findings, audited: 1),
    HostileCase(
      name: "NUL bytes",
      setUp: { try $0.write("Binary.swift", bytes: Array("let a = 1\n".utf8) + [0, 0, 0x7F]) },
      expected: [
        .skipped(
          "Binary.swift", kind: .binary, reason: "contains a NUL byte at offset 10: not a text file"
        )
      ],
      exitCode: .success, audited: 0),
    HostileCase(
      name: "UTF-8 byte-order mark (columns count after it)",
      setUp: { try $0.write("BOM.swift", bytes: [0xEF, 0xBB, 0xBF] + Array(motion.utf8)) },
      expected: [.finding("BOM.swift", line: 1, column: 23, rule: rule)],
      exitCode: .findings, audited: 1),
  ]

  // MARK: - Line endings

  static let lineEndings: [HostileCase] = [
    HostileCase(
      name: "CRLF line endings",
      setUp: { try $0.write("Windows.swift", "let a = 1\r\n\r\n\(motion)\r\n") },
      expected: [.finding("Windows.swift", line: 3, column: 23, rule: rule)],
      exitCode: .findings, audited: 1),
    HostileCase(
      name: "CR line endings",
      setUp: { try $0.write("ClassicMac.swift", "let a = 1\r\r\(motion)\r") },
      expected: [.finding("ClassicMac.swift", line: 3, column: 23, rule: rule)],
      exitCode: .findings, audited: 1),
    HostileCase(
      name: "mixed line endings",
      setUp: { try $0.write("Mixed.swift", "let a = 1\r\nlet b = 2\rlet c = 3\n\(motion)\n") },
      expected: [.finding("Mixed.swift", line: 4, column: 23, rule: rule)],
      exitCode: .findings, audited: 1),
  ]

  // MARK: - Size

  static let sizes: [HostileCase] = [
    HostileCase(
      name: "20 MB generated Swift file",
      setUp: {
        try $0.write("Generated.swift", bytes: GeneratedSources.resourceFile(megabytes: 20))
      },
      expected: [
        .finding(
          "Generated.swift", line: GeneratedSources.resourceFileMotionLine(megabytes: 20),
          column: 23, rule: rule)
      ],
      exitCode: .findings, audited: 1, runs: .executableOnly, timeLimit: 120,
      memoryLimit: MemoryLimit(bytesPerInputByte: 16)),
    HostileCase(
      name: "1 MB single line",
      setUp: { try $0.write("Minified.swift", bytes: GeneratedSources.megabyteLine) },
      expected: [
        .finding("Minified.swift", line: 1, column: 23, rule: rule),
        .finding(
          "Minified.swift", line: 1,
          column: GeneratedSources.lastMotionColumn(in: GeneratedSources.megabyteLine), rule: rule),
      ],
      exitCode: .findings, audited: 1, runs: .executableOnly, timeLimit: 60,
      memoryLimit: MemoryLimit(bytesPerInputByte: 600)),
    HostileCase(
      name: "Swift file over 32 MiB (read, not audited)",
      setUp: {
        try $0.makeSparseFile("Huge.swift", size: 40 << 20)
        try $0.write("Card.swift", motion)
      },
      expected: [
        .skipped("Huge.swift", kind: .tooLarge, reason: "larger than 32 MiB: not audited"),
        .finding("Card.swift", line: 1, column: 23, rule: rule),
      ],
      exitCode: .findings, audited: 1, memoryLimit: MemoryLimit(bytesPerInputByte: 0)),
    HostileCase(
      name: "file over 64 MiB (not even read)",
      setUp: {
        try $0.makeSparseFile("Enormous.swift", size: 1 << 40)
        try $0.write("Card.swift", motion)
      },
      expected: [
        .skipped("Enormous.swift", kind: .tooLarge, reason: "larger than 64 MiB: not read"),
        .finding("Card.swift", line: 1, column: 23, rule: rule),
      ],
      exitCode: .findings, audited: 1,
      memoryLimit: MemoryLimit(baseBytes: 96 << 20, bytesPerInputByte: 0), readsEveryFile: false),
  ]

  // MARK: - Shape of the code

  static let shapes: [HostileCase] = [
    HostileCase(
      name: "5,000-deep nested closures (past the parser's nesting limit)",
      setUp: { try $0.write("Closures.swift", GeneratedSources.nestedClosures(depth: 5_000)) },
      // The parser stops at the 258th brace, column 8 + 2 × 257 + 1.
      expected: [.skipped("Closures.swift", kind: .tooDeep, reason: tooDeep(line: 1, column: 523))],
      exitCode: .success, audited: 0),
    HostileCase(
      name: "5,000-deep nested parentheses",
      setUp: {
        try $0.write("Parentheses.swift", GeneratedSources.nestedParentheses(depth: 5_000))
      },
      expected: [
        .skipped("Parentheses.swift", kind: .tooDeep, reason: tooDeep(line: 1, column: 266))
      ],
      exitCode: .success, audited: 0),
    HostileCase(
      name: "5,000-deep nested calls",
      setUp: { try $0.write("Calls.swift", GeneratedSources.nestedCalls(depth: 5_000)) },
      expected: [.skipped("Calls.swift", kind: .tooDeep, reason: tooDeep(line: 1, column: 523))],
      exitCode: .success, audited: 0),
    HostileCase(
      name: "5,000-deep nested if statements",
      setUp: { try $0.write("Conditions.swift", GeneratedSources.nestedIfs(depth: 5_000)) },
      expected: [
        // The 257th `if` (the function's body is the first level).
        .skipped("Conditions.swift", kind: .tooDeep, reason: tooDeep(line: 2, column: 1793))
      ],
      exitCode: .success, audited: 0, runs: .executableOnly, timeLimit: 150),
    HostileCase(
      name: "5,000 square brackets in a row (the parser's time doubles with each)",
      setUp: {
        try $0.write(
          "Brackets.swift",
          "let x = " + String(repeating: "[", count: 5_000) + "1"
            + String(repeating: "]", count: 5_000) + "\n" + motion + "\n")
      },
      expected: [
        .skipped(
          "Brackets.swift", kind: .tooDeep,
          reason: .exactly(
            "opens more than 12 square brackets in a row at line 1, column 9 (the Swift "
              + "parser's time doubles with each): not audited"))
      ],
      exitCode: .success, audited: 0),
    HostileCase(
      name: "200-deep nested closures (within the limit: audited)",
      setUp: {
        try $0.write(
          "Shallow.swift",
          "let x = " + String(repeating: "{ ", count: 200) + motion
            + String(repeating: " }", count: 200) + "\n")
      },
      expected: [.finding("Shallow.swift", line: 1, column: 8 + 2 * 200 + 23, rule: rule)],
      exitCode: .findings, audited: 1),
    HostileCase(
      name: "5,000-modifier chain (a tree 5,000 levels deep)",
      setUp: { try $0.write("Chain.swift", GeneratedSources.modifierChain(length: 5_000)) },
      expected: [.finding("Chain.swift", line: 5_002, column: 14, rule: rule)],
      exitCode: .findings, audited: 1),
    HostileCase(
      name: "5,000-term expression",
      setUp: { try $0.write("Sum.swift", GeneratedSources.longExpression(terms: 5_000)) },
      expected: [.finding("Sum.swift", line: 2, column: 23, rule: rule)],
      exitCode: .findings, audited: 1),
  ]

  // MARK: - File system

  static let fileSystem: [HostileCase] = [
    HostileCase(
      name: "symbolic link cycles",
      setUp: {
        try $0.write("App/Card.swift", motion)
        try $0.link("App/Root", to: "..")
        try $0.link("App/Itself", to: ".")
      },
      expected: [.finding("App/Card.swift", line: 1, column: 23, rule: rule)],
      exitCode: .findings, audited: 1),
    HostileCase(
      name: "symbolic links leading outside the tree (not followed)",
      setUp: {
        try $0.writeOutside("Secret.swift", motion)
        try $0.link("Secret.swift", to: "../outside/Secret.swift")
        try $0.link("Elsewhere", to: "../outside")
      },
      expected: [
        .skipped(
          "Elsewhere", kind: .symbolicLink,
          reason: .starting("symbolic link leads outside the audited tree (to /")),
        .skipped(
          "Secret.swift", kind: .symbolicLink,
          reason: .starting("symbolic link leads outside the audited tree (to /")),
      ],
      exitCode: .success, audited: 0),
    HostileCase(
      name: "/dev/zero linked as X.swift in the tree",
      setUp: { try $0.link("Zero.swift", to: "/dev/zero") },
      expected: [
        .skipped(
          "Zero.swift", kind: .symbolicLink,
          reason: "symbolic link leads outside the audited tree (to /dev/zero)")
      ],
      exitCode: .success, audited: 0),
    HostileCase(
      name: "FIFO named X.swift in the tree (passed over, no hang)",
      setUp: {
        try $0.makeFIFO("Pipe.swift")
        try $0.write("Card.swift", motion)
      },
      expected: [.finding("Card.swift", line: 1, column: 23, rule: rule)],
      exitCode: .findings, audited: 1),
    HostileCase(
      name: "directory named X.swift",
      setUp: { try $0.write("Folder.swift/Card.swift", motion) },
      expected: [.finding("Folder.swift/Card.swift", line: 1, column: 23, rule: rule)],
      exitCode: .findings, audited: 1),
    HostileCase(
      name: "directory named X.swift given on the command line",
      setUp: { try $0.write("Folder.swift/Card.swift", motion) },
      arguments: ["Folder.swift"],
      expected: [.finding("Folder.swift/Card.swift", line: 1, column: 23, rule: rule)],
      exitCode: .findings, audited: 1),
    HostileCase(
      name: "paths with spaces and non-ASCII characters",
      setUp: {
        try $0.write("Écrans d’accueil/Vue animée 動き.swift", motion)
        // A decomposed é (e + U+0301), as macOS file systems store names: kept byte for byte.
        try $0.write("Cafe\u{301} Menu.swift", motion)
      },
      expected: [
        .finding("Cafe\u{301} Menu.swift", line: 1, column: 23, rule: rule),
        .finding("Écrans d’accueil/Vue animée 動き.swift", line: 1, column: 23, rule: rule),
      ],
      exitCode: .findings, audited: 2),
    HostileCase(
      name: "file deleted between discovery and reading",
      setUp: {
        try $0.write("Deleted.swift", motion)
        try $0.write("Kept.swift", motion)
      },
      expected: [
        .skipped(
          "Deleted.swift", kind: .unreadable,
          reason: "could not be read: No such file or directory"),
        .finding("Kept.swift", line: 1, column: 23, rule: rule),
      ],
      exitCode: .unreadableFiles, audited: 1, runs: .inProcessOnly,
      reader: { _ in
        ChangingReader(before: "Deleted.swift") { path in
          try FileManager.default.removeItem(atPath: path)
        }
      }),
    HostileCase(
      name: "file replaced by a FIFO between discovery and reading (no hang)",
      setUp: {
        try $0.write("Replaced.swift", motion)
        try $0.write("Kept.swift", motion)
      },
      expected: [
        .skipped(
          "Replaced.swift", kind: .unreadable,
          reason: "could not be read: not a regular file (a FIFO)"),
        .finding("Kept.swift", line: 1, column: 23, rule: rule),
      ],
      exitCode: .unreadableFiles, audited: 1, runs: .inProcessOnly,
      reader: { _ in
        ChangingReader(before: "Replaced.swift") { path in
          try FileManager.default.removeItem(atPath: path)
          guard mkfifo(path, 0o644) == 0 else { throw ChildProcessError("mkfifo failed") }
        }
      }),
    HostileCase(
      name: "path longer than PATH_MAX",
      setUp: {
        try $0.makeDeepDirectories(
          depth: 17, name: longName, file: "Deep.swift", contents: motion)
        try $0.write("Card.swift", motion)
      },
      expected: [
        // 16 levels of 256 bytes pass PATH_MAX (4,096) whatever the tree's own path.
        .skipped(
          Array(repeating: longName, count: 16).joined(separator: "/"), kind: .unreadable,
          reason: "could not be read: File name too long"),
        .finding("Card.swift", line: 1, column: 23, rule: rule),
      ],
      exitCode: .unreadableFiles, audited: 1),
    HostileCase(
      name: "file name that is not UTF-8",
      setUp: {
        try $0.write(nameBytes: Array("Caf".utf8) + [0xE9] + Array(".swift".utf8), motion)
        try $0.write("Card.swift", motion)
      },
      expected: [
        .skipped(
          "Caf\u{FFFD}.swift", kind: .notUTF8, reason: "the file name is not valid UTF-8"),
        .finding("Card.swift", line: 1, column: 23, rule: rule),
      ],
      exitCode: .findings, audited: 1),
    HostileCase(
      name: "symbolic link loops named X.swift",
      setUp: {
        try $0.link("Itself.swift", to: "Itself.swift")
        try $0.link("Ping.swift", to: "Pong.swift")
        try $0.link("Pong.swift", to: "Ping.swift")
      },
      expected: ["Itself.swift", "Ping.swift", "Pong.swift"].map {
        .skipped($0, kind: .symbolicLink, reason: "symbolic link loop")
      },
      exitCode: .success, audited: 0),
    HostileCase(
      name: "FIFO named X.swift on the command line (no hang)",
      setUp: { try $0.makeFIFO("Pipe.swift") },
      arguments: ["Pipe.swift"],
      expected: [.error("'Pipe.swift' is not a regular file (a FIFO)")],
      exitCode: .usageError, audited: 0),
    HostileCase(
      name: "/dev/zero linked as X.swift on the command line (no endless read)",
      setUp: { try $0.link("Zero.swift", to: "/dev/zero") },
      arguments: ["Zero.swift"],
      expected: [.error("'Zero.swift' is not a regular file (a character device)")],
      exitCode: .usageError, audited: 0),
  ]

  /// A file that cannot be read whoever runs the tests: reading `/proc/self/mem` at offset 0
  /// fails with EIO (the address is not mapped). Root reads a `chmod 000` file, so that case
  /// (``HostilePathTests/unreadableCase``) runs only for other users.
  static var unreadableEvenByRoot: [HostileCase] {
    #if os(Linux)
      [
        HostileCase(
          name: "file no one can read, root included (/proc/self/mem named X.swift)",
          setUp: { try $0.link("Memory.swift", to: "/proc/self/mem") },
          arguments: ["Memory.swift"],
          expected: [
            .skipped("Memory.swift", kind: .unreadable, reason: .starting("could not be read: "))
          ],
          exitCode: .unreadableFiles, audited: 0, readsEveryFile: false)
      ]
    #else
      []
    #endif
  }

  // MARK: - Configuration

  static let configurations: [HostileCase] = [
    HostileCase(
      name: "configuration that is not JSON",
      setUp: {
        try $0.write(".motion-audit.json", #"{ include: ["App"] }"#)
        try $0.write("Card.swift", motion)
      },
      expected: [.error(".motion-audit.json:1:3: not valid JSON: expected a key in double quotes")],
      exitCode: .usageError, audited: 0),
    HostileCase(
      name: "configuration that is not UTF-8",
      setUp: {
        try $0.write(".motion-audit.json", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])
        try $0.write("Card.swift", motion)
      },
      expected: [
        .error(".motion-audit.json:1:1: not valid JSON: unexpected character; expected a value")
      ],
      exitCode: .usageError, audited: 0),
    HostileCase(
      name: "configuration with a wrong type for a key",
      setUp: {
        try $0.write(".motion-audit.json", #"{"include": "App"}"#)
        try $0.write("Card.swift", motion)
      },
      expected: [
        .error(".motion-audit.json:1:13: 'include' must be an array of strings, not a string")
      ],
      exitCode: .usageError, audited: 0),
    HostileCase(
      name: "configuration with a wrong type for a rule",
      setUp: {
        try $0.write(".motion-audit.json", #"{"rules": {"ungated-explicit-animation": 3}}"#)
        try $0.write("Card.swift", motion)
      },
      expected: [
        .error(
          """
          .motion-audit.json:1:42: rule 'ungated-explicit-animation' must be "off", "on", a \
          severity (note, warning, error) or an object with 'enabled' and 'severity'
          """)
      ],
      exitCode: .usageError, audited: 0),
    HostileCase(
      name: "configuration nested 100,000 levels deep",
      setUp: {
        try $0.write(
          ".motion-audit.json", "{\"include\": " + String(repeating: "[", count: 100_000))
        try $0.write("Card.swift", motion)
      },
      expected: [.error(".motion-audit.json:1:76: not valid JSON: nested deeper than 64 levels")],
      exitCode: .usageError, audited: 0),
    HostileCase(
      name: "FIFO named .motion-audit.json (no hang)",
      setUp: {
        try $0.makeFIFO(".motion-audit.json")
        try $0.write("Card.swift", motion)
      },
      expected: [
        .error(".motion-audit.json: cannot read the configuration: not a regular file (a FIFO)")
      ],
      exitCode: .usageError, audited: 0),
    HostileCase(
      name: "--config /dev/zero (no endless read)",
      setUp: { try $0.write("Card.swift", motion) },
      arguments: [".", "--config", "/dev/zero"],
      expected: [
        .error("/dev/zero: cannot read the configuration: not a regular file (a character device)")
      ],
      exitCode: .usageError, audited: 0),
  ]
}

/// Reads from disk, but first does something to one file: the file system changing between
/// discovery and reading.
struct ChangingReader: SourceReading {
  var fileName: String
  var change: @Sendable (String) throws -> Void

  init(before fileName: String, change: @escaping @Sendable (String) throws -> Void) {
    self.fileName = fileName
    self.change = change
  }

  func read(_ path: String) throws(ReadError) -> [UInt8] {
    if path.hasSuffix("/" + fileName) {
      do { try change(path) } catch { throw ReadError(reason: "the test could not change \(path)") }
    }
    return try FileSystemSourceReader().read(path)
  }
}
