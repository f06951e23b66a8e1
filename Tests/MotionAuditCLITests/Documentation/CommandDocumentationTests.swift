import Foundation
import MotionAudit
import MotionAuditSemantics
import Testing

@testable import MotionAuditCLI

/// The lists the README and docs/motion-audit.md give about the tool — rules, formats, options,
/// subcommands, exit codes — checked against the code, so they cannot drift from it.
@Suite struct CommandDocumentationTests {
  static let ruleIDs = RuleRegistry.all.map { $0.description.id }

  /// The README's motion-audit part: from its heading to the next heading of the same level.
  static func readmeSection() throws -> String {
    let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
    return section(of: readme, from: "\n## motion-audit\n")
  }

  static func guide() throws -> String {
    try String(contentsOfFile: repositoryRoot + "/docs/motion-audit.md", encoding: .utf8)
  }

  /// The text from `heading` to the next heading of the same or a higher level.
  static func section(of text: String, from heading: String) -> String {
    guard let start = text.range(of: heading) else { return "" }
    let level = heading.drop { $0 == "\n" }.prefix { $0 == "#" }
    let rest = text[start.upperBound...]
    var end = rest.endIndex
    for marker in (1...level.count).map({ "\n" + String(repeating: "#", count: $0) + " " }) {
      if let next = rest.range(of: marker), next.lowerBound < end { end = next.lowerBound }
    }
    return String(rest[..<end])
  }

  /// The rows of the Markdown table whose header row is `header`.
  static func table(in text: String, header: String) -> [[String]] {
    guard let start = text.range(of: header + "\n") else { return [] }
    var rows: [[String]] = []
    for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst()
    {
      guard line.hasPrefix("|") else { break }
      // Split on `|` not escaped as `\|`.
      let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|")
        .map {
          $0.replacingOccurrences(of: "\u{1}", with: "|").trimmingCharacters(in: .whitespaces)
        }
      rows.append(cells)
    }
    return rows
  }

  /// Every `` `code` `` span of `text`.
  static func codeSpans(_ text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// Every option spelling (`--format`, `-q`) in `text`.
  static func optionNames(_ text: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: #"(?<![\w-])(--[a-z][a-z-]*|-[a-z])\b"#)
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap {
      Range($0.range, in: text).map { String(text[$0]) }
    }
  }

  static var allOptionSpellings: Set<String> {
    var names: Set<String> = ["--help", "-h", "--version"]
    for command in MotionAuditCommand.subcommands {
      for option in command.options { names.formUnion([option.name] + option.aliases) }
    }
    return names
  }

  @Test func readmeRuleTableListsEveryRuleOnce() throws {
    let rows = Self.table(in: try Self.readmeSection(), header: "| area | rules |")
    // "(and the UIKit loops of `ungated-looping-animation`)" mentions a rule listed elsewhere.
    let listed = rows.flatMap { Self.codeSpans(String($0[1].prefix { $0 != "(" })) }
    #expect(listed.sorted() == Self.ruleIDs.sorted())
    #expect(Set(listed).count == listed.count)
  }

  @Test func guideRuleTableListsEveryRuleOnce() throws {
    let rows = Self.table(in: try Self.guide(), header: "| id | reports |")
    let listed = rows.compactMap { Self.codeSpans($0[0]).first }
    #expect(listed.sorted() == Self.ruleIDs.sorted())
  }

  @Test func everyRuleCountIsTheRuleCount() throws {
    let pattern = try NSRegularExpression(pattern: #"\b(\d+) rules\b"#)
    for (name, text) in [
      ("README.md", try Self.readmeSection()), ("motion-audit.md", try Self.guide()),
    ] {
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let count = Range(match.range(at: 1), in: text).map { String(text[$0]) }
        #expect(count == String(Self.ruleIDs.count), "\(name) says \(count ?? "") rules")
      }
    }
    #expect(try Self.readmeSection().contains("# the \(Self.ruleIDs.count) rules"))
  }

  @Test func readmeNamesEveryFormat() throws {
    let section = try Self.readmeSection()
    let start = try #require(section.range(of: "\n- **Formats:**"))
    let formats = section[start.upperBound...].components(separatedBy: "\n- ")[0]
    let named = Set(Self.codeSpans(formats))
    for format in AuditCommand.Format.allCases {
      #expect(named.contains(format.rawValue), "README's formats lack \(format.rawValue)")
    }
  }

  @Test func guideOptionTableIsTheAuditOptions() throws {
    let rows = Self.table(in: try Self.guide(), header: "| option | meaning |")
    let documented = rows.compactMap { Self.codeSpans($0[0]).first }
      .filter { $0.hasPrefix("-") }.map { String($0.prefix { $0 != " " }) }
    let options = AuditCommand.options.map(\.name)
    #expect(documented.filter { $0 != "-h" } == options)
    let format = rows.first { $0[0].hasPrefix("`--format ") }.map { Self.codeSpans($0[0])[0] }
    #expect(
      format == "--format " + AuditCommand.Format.allCases.map(\.rawValue).joined(separator: "|"))
  }

  @Test func guideUsageNamesEveryCommandAndOption() throws {
    let guide = try Self.guide()
    let usage = Self.section(of: guide, from: "\n## Usage\n")
    guard let block = usage.components(separatedBy: "```").dropFirst().first else {
      Issue.record("docs/motion-audit.md has no usage block")
      return
    }
    for command in MotionAuditCommand.subcommands where command != AuditCommand.self {
      #expect(block.contains("\nmotion-audit \(command.name) "), "usage lacks \(command.name)")
    }
    let named = Set(Self.optionNames(block))
    for command in MotionAuditCommand.subcommands {
      for option in command.options {
        #expect(named.contains(option.name), "usage lacks \(command.name) \(option.name)")
      }
    }
    for name in named {
      #expect(Self.allOptionSpellings.contains(name), "usage names \(name), no command has it")
    }
    for command in MotionAuditCommand.subcommands {
      for alias in command.aliases {
        #expect(usage.contains("`\(alias)`"), "usage does not say \(alias) is \(command.name)")
      }
    }
  }

  @Test func swiftLintTableNamesOnlyWhatExists() throws {
    let rows = Self.table(in: try Self.guide(), header: "| SwiftLint | motion-audit |")
    #expect(rows.count > 20)
    for row in rows {
      #expect(!row[1].contains("as it is added") && !row[1].contains("as they are added"))
      for span in Self.codeSpans(row[1]) {
        for name in Self.optionNames(span) {
          #expect(Self.allOptionSpellings.contains(name), "\(row[0]): \(name) does not exist")
        }
        if span.hasPrefix("motion-audit "), let word = span.split(separator: " ").dropFirst().first,
          word.first?.isLetter == true, !word.contains(where: { $0 == "<" })
        {
          let isCommand = MotionAuditCommand.subcommand(named: String(word)) != nil
          #expect(isCommand || word == "App", "\(row[0]): no command \(word)")
        }
      }
    }
    let formats = rows.first { $0[0].hasPrefix("`--reporter") }.map { Self.codeSpans($0[1]) }
    for format in AuditCommand.Format.allCases {
      #expect(formats?.contains(format.rawValue) == true, "SwiftLint table lacks \(format)")
    }
  }

  @Test func exitCodesAreTheCodes() throws {
    let rows = Self.table(in: try Self.guide(), header: "| code | meaning |")
    #expect(rows.map { $0[0] } == ExitCode.allCases.map { String($0.rawValue) })
    let help = runCommand(["audit", "--help"]).output.replacingOccurrences(of: "\n", with: " ")
    let readme = try Self.readmeSection().replacingOccurrences(of: "\n", with: " ")
    for code in ExitCode.allCases {
      #expect(help.contains(" \(code.rawValue) "), "audit --help lacks exit code \(code)")
      #expect(readme.contains(" \(code.rawValue) "), "README lacks exit code \(code)")
    }
  }

  @Test func fixHelpNamesNoRuleListThatCouldDrift() {
    let fix = AuditCommand.options.first { $0.name == "--fix" }
    #expect(fix?.help.contains("'motion-audit rules' marks fixable") == true)
    let listed = runCommand(["rules"]).output.split(separator: "\n").filter {
      $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).first == "yes"
    }
    let fixable = RuleRegistry.all.filter { !$0.description.corrections.isEmpty }
    #expect(listed.count == fixable.count)
    #expect(fixable.count > 1)
  }

  @Test func guideInspectExampleIsWhatInspectPrints() throws {
    let command =
      "$ swift run motion-audit inspect Examples/NaiveApp/launch.riv "
      + "Examples/NaiveApp/pip-idle.json\n"
    let guide = try Self.guide()
    let start = try #require(guide.range(of: command))
    let shown = guide[start.upperBound...].components(separatedBy: "```\n")[0]
    let printed = runCommand([
      "inspect", "Examples/NaiveApp/launch.riv", "Examples/NaiveApp/pip-idle.json",
    ])
    #expect(shown == printed.output)
  }

  /// The README's example of the text report is what the audit of the naive app prints.
  @Test func readmeTextExampleIsWhatTheAuditPrints() throws {
    let section = try Self.readmeSection()
    let start = try #require(section.range(of: "```\nExamples/NaiveApp/CardList.swift\n"))
    let shown = section[section.index(start.lowerBound, offsetBy: 4)...]
      .components(separatedBy: "```\n")[0]
    let printed = runCommand(["Examples/NaiveApp"]).output
    #expect(printed.contains(shown), "README shows:\n\(shown)")
  }

  /// The README's commands run as the comments beside them say.
  @Test func readmeCommandsDoWhatTheirCommentsSay() throws {
    let audit = runCommand(["Examples/NaiveApp"])
    #expect(audit.exitCode == .findings)
    let rules = runCommand(["rules"])
    #expect(
      rules.output.hasSuffix(
        "\n\(Self.ruleIDs.count) rules. Run 'motion-audit explain <id>' for the rationale and examples.\n"
      ))
    let explain = runCommand(["explain", "ungated-lottie-loop"])
    for section in ["\nWhy\n", "\nFix\n", "\nTriggers ("] {
      #expect(explain.output.contains(section))
    }
  }
}
