import Foundation
import MotionAuditSemantics
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// File names people and tools write, in every output format; files without read permission.
@Suite struct HostilePathTests {
  /// A folder and a file name with spaces, accents, a typographic apostrophe and CJK.
  private static let findingPath = "Écrans d’accueil/Vue animée 動き.swift"
  /// A decomposed é (e + U+0301), as macOS file systems store names.
  private static let decomposedPath = "Cafe\u{301} Menu.swift"
  /// A file skipped for its content, to see skipped paths too.
  private static let skippedPath = "Données brutes/Fichier cassé.swift"

  @Test(arguments: ["text", "xcode", "json", "sarif", "github", "html"])
  func unusualPathsAppearByteForByteInEveryFormat(format: String) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(Self.findingPath, GeneratedSources.motion)
    try scratch.write(Self.decomposedPath, GeneratedSources.motion)
    try scratch.write(Self.skippedPath, bytes: Array("let caf".utf8) + [0xE9, 0x0A])
    let outcome = runCommand([".", "--format", format], in: scratch.path)
    #expect(outcome.exitCode == .findings, "\(outcome.error)")

    let paths = try reportedPaths(in: outcome.output, format: format)
    for path in [Self.findingPath, Self.decomposedPath, Self.skippedPath] {
      #expect(
        paths.contains { Array($0.utf8) == Array(path.utf8) },
        "\(format): \(path) not among \(paths)")
    }
  }

  /// The file paths a report names, decoded from its format.
  private func reportedPaths(in output: String, format: String) throws -> [String] {
    let lines = output.split(separator: "\n").map(String.init)
    switch format {
    case "text":
      // A file's findings come under its path; skipped files are `  path: reason`.
      return lines
        + lines.compactMap { line in
          line.hasPrefix("  ") ? line.dropFirst(2).components(separatedBy: ": ").first : nil
        }
    case "xcode":
      return lines.compactMap { $0.components(separatedBy: ":").first }
    case "json":
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
      let entries =
        (report["findings"] as? [[String: Any]] ?? [])
        + (report["skipped"] as? [[String: Any]] ?? [])
      return entries.compactMap { $0["file"] as? String }
    case "sarif":
      // Locations are percent-encoded URIs relative to the source root.
      let uris = try sarifURIs(in: output)
      return uris.compactMap { $0.removingPercentEncoding }
    case "github":
      // `::warning file=path,line=…` with `%`, `:` and `,` escaped (none in these paths).
      return lines.compactMap { line in
        line.components(separatedBy: "file=").dropFirst().first?.components(separatedBy: ",").first
      }
    default:
      // HTML: the paths appear as text (no character here needs escaping).
      return [Self.findingPath, Self.decomposedPath, Self.skippedPath].filter {
        output.utf8.count >= $0.utf8.count && output.utf8Contains($0)
      }
    }
  }

  private func sarifURIs(in output: String) throws -> [String] {
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    var locations: [[String: Any]] = []
    for result in run["results"] as? [[String: Any]] ?? [] {
      locations += result["locations"] as? [[String: Any]] ?? []
    }
    for invocation in run["invocations"] as? [[String: Any]] ?? [] {
      for notification in invocation["toolExecutionNotifications"] as? [[String: Any]] ?? [] {
        locations += notification["locations"] as? [[String: Any]] ?? []
      }
    }
    return locations.compactMap {
      (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"]
        as? String
    }
  }

  // MARK: - Control characters

  /// A line break in a file name would forge a report line; an escape sequence (in a name or in
  /// the source) would reach the terminal. The text and Xcode formats escape names and show
  /// control characters in excerpts as U+FFFD; JSON keeps the name exact; GitHub's workflow
  /// commands escape line breaks their own way.
  @Test(arguments: ["text", "xcode", "json", "github"])
  func controlCharactersCannotForgeLinesOrReachTheTerminal(format: String) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("new\nline.swift", GeneratedSources.motion)
    try scratch.write("esc\u{1B}[31mred.swift", GeneratedSources.motion)
    try scratch.write("Clear.swift", "Text(\"\u{1B}[2J\").transition(.slide)\n")
    let outcome = runCommand([".", "--format", format], in: scratch.path)
    #expect(outcome.exitCode == .findings)

    switch format {
    case "json":
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
      let files = (report["findings"] as? [[String: Any]] ?? []).compactMap {
        $0["file"] as? String
      }
      #expect(files == ["Clear.swift", "esc\u{1B}[31mred.swift", "new\nline.swift"])
    case "github":
      let lines = outcome.output.split(separator: "\n")
      #expect(lines.count == 3)
      #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") })
    default:
      #expect(!outcome.output.unicodeScalars.contains("\u{1B}"))
      let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(!lines.contains { $0.hasPrefix("line.swift") })
      if format == "xcode" {
        #expect(
          lines.map { $0.components(separatedBy: ": ").first ?? "" } == [
            "Clear.swift:1:26", #"esc\u{1B}[31mred.swift:1:23"#, #"new\nline.swift:1:23"#, "",
          ])
      }
      if format == "text" {
        #expect(lines.contains(#"esc\u{1B}[31mred.swift"#))
        #expect(lines.contains(#"new\nline.swift"#))
        #expect(lines.contains(#"    1 | Text("\#u{FFFD}[2J").transition(.slide)"#))
      }
    }
  }

  // MARK: - Permissions

  /// A file without read permission: reported as unreadable, the rest audited, exit 3.
  static let unreadableCase = HostileCase(
    name: "file without read permission (chmod 000)",
    setUp: {
      try $0.write("Locked.swift", GeneratedSources.motion)
      try $0.write("Card.swift", GeneratedSources.motion)
      chmod($0.tree + "/Locked.swift", 0)
    },
    expected: [
      .skipped("Locked.swift", kind: .unreadable, reason: "could not be read: Permission denied"),
      .finding("Card.swift", line: 1, column: 23, rule: "movement-transition-without-fade"),
    ],
    exitCode: .unreadableFiles, audited: 1, readsEveryFile: false)

  @Test(
    .enabled(
      if: geteuid() != 0,
      "root reads files whatever their permissions: the /proc/self/mem case covers unreadable files"
    ))
  func fileWithoutReadPermissionInProcess() throws {
    try HostileInputTests().commandReportsTheExpectedOutcomeInProcess(Self.unreadableCase)
  }

  @Test(
    .enabled(
      if: geteuid() != 0,
      "root reads files whatever their permissions: the /proc/self/mem case covers unreadable files"
    ))
  func fileWithoutReadPermissionAsTheExecutable() throws {
    try HostileInputTests().executableReportsTheExpectedOutcomeWithinItsBounds(Self.unreadableCase)
  }
}

extension String {
  /// Whether `needle`'s UTF-8 bytes occur in this string's, with no Unicode equivalence.
  fileprivate func utf8Contains(_ needle: String) -> Bool {
    let haystack = Array(utf8)
    let needle = Array(needle.utf8)
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}
