import MotionAudit
import MotionAuditSemantics
import Testing

/// Help, version, the rule list, rule explanations, and usage mistakes.
@Suite struct CommandLineTests {
  @Test func versionPrintsTheVersion() {
    let outcome = runCommand(["--version"])
    #expect(outcome.output == MotionAuditVersion.current + "\n")
    #expect(outcome.exitCode == .success)
  }

  @Test func helpListsOptionsAndSubcommands() {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let outcome = runCommand(arguments)
      #expect(outcome.exitCode == .success)
      #expect(outcome.output.hasPrefix("OVERVIEW: Reports motion that ignores Reduce Motion"))
      for text in [
        "--format <format>", "--config <file>", "--severity <severity>", "--version",
        "audit (default)", "rules", "explain",
      ] {
        #expect(outcome.output.contains(text), "help lacks \(text)")
      }
    }
    let explainHelp = runCommand(["explain", "--help"])
    #expect(explainHelp.output.contains("USAGE: motion-audit explain <rule-id>"))
    #expect(runCommand(["help", "rules"]).output.hasPrefix("OVERVIEW: List the rules"))
  }

  @Test func rulesListsEveryRule() {
    let outcome = runCommand(["rules"])
    #expect(outcome.exitCode == .success)
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("ID") == true)
    for rule in RuleRegistry.all {
      #expect(
        lines.contains {
          $0.hasPrefix(rule.description.id + " ") && $0.contains(rule.description.name)
        })
    }
  }

  @Test func explainPrintsRationaleSourcesFixAndExamples() {
    let outcome = runCommand(["explain", "ungated-scroll-effect"])
    #expect(outcome.exitCode == .success)
    let description = UngatedScrollEffectRule.description
    #expect(
      outcome.output.hasPrefix(
        "ungated-scroll-effect: \(description.name)\nDefault severity: warning; fixable with --fix\n"
      ))
    for section in [
      "\nWhy\n", "\nSources\n", "\nFix\n", "\nTriggers (↓ marks", "\nDoes not trigger\n",
    ] {
      #expect(outcome.output.contains(section), "explain lacks \(section)")
    }
    #expect(outcome.output.contains(".↓scrollTransition { content, phase in"))
  }

  @Test(arguments: [
    (
      ["--formt", "json"],
      "unknown option '--formt'; did you mean '--format'? Run 'motion-audit audit --help' to see the options."
    ),
    (
      ["--format", "yaml"],
      "'--format' must be text, xcode, json, sarif, github, html, junit, checkstyle, codeclimate, sonarqube, csv or markdown (got 'yaml')"
    ),
    (
      ["--format"],
      "'--format' needs a value: text, xcode, json, sarif, github, html, junit, checkstyle, codeclimate, sonarqube, csv or markdown"
    ),
    (["--severity", "high"], "'--severity' must be note, warning or error (got 'high')"),
    (["--format", "json", "--format=text"], "'--format' is given twice; give it once"),
    (["explain"], "'explain' needs <rule-id>. Run 'motion-audit explain --help' for help."),
    (
      ["explain", "scroll-effect"],
      "unknown rule 'scroll-effect'. Run 'motion-audit rules' to list the rules."
    ),
    (
      ["explain", "ungated-scrol-effect"],
      "unknown rule 'ungated-scrol-effect'; did you mean 'ungated-scroll-effect'? Run 'motion-audit rules' to list the rules."
    ),
    (["rules", "extra"], "unknown rule 'extra'. Run 'motion-audit rules' to list the rules."),
    (
      ["help", "lints"],
      "unknown command 'lints'; the commands are audit, rules, explain, inspect, stills or inventory."
    ),
  ])
  func usageMistakesSayWhatToDo(arguments: [String], message: String) {
    let outcome = runCommand(arguments)
    #expect(outcome.exitCode == .usageError)
    #expect(outcome.error == "motion-audit: error: \(message)\n")
    #expect(outcome.output.isEmpty)
  }
}

/// `explain` wraps its prose to the terminal, and to 100 columns elsewhere; code stays as written.
@Suite struct ExplainWrappingTests {
  /// The lines of the "Why" and "Fix" sections.
  private func proseLines(_ output: String) -> [Substring] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    var prose: [Substring] = []
    var inProse = false
    for line in lines {
      if line == "Why" || line == "Fix" {
        inProse = true
      } else if line.first?.isLetter == true {
        inProse = false
      } else if inProse {
        prose.append(line)
      }
    }
    return prose
  }

  @Test func explainWrapsToTheTerminal() {
    let outcome = runCommand(
      ["explain", "ungated-lottie-loop"], terminal: true, environment: ["COLUMNS": "60"])
    let prose = proseLines(outcome.output)
    #expect(prose.count > 5)
    #expect(prose.allSatisfy { $0.count <= 60 }, "\(prose.filter { $0.count > 60 })")
    let rationale = UngatedLottieLoopRule.description.rationale
    #expect(
      prose.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        .contains(rationale.split(separator: "\n")[0]))
  }

  @Test func explainWrapsToAHundredColumnsInAFile() {
    let outcome = runCommand(["explain", "ungated-lottie-loop"])
    let prose = proseLines(outcome.output)
    #expect(prose.allSatisfy { $0.count <= 100 })
    #expect(prose.contains { $0.count > 80 })
  }
}
