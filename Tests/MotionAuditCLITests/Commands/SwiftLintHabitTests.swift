import Foundation
import MotionAuditSemantics
import TestSupport
import Testing

/// What people who know SwiftLint type first, run on the built executable: understood, or
/// answered with the option to use.
@Suite struct SwiftLintHabitTests {
  @Test func reporterIsAnAliasOfFormat() throws {
    let reporter = try runBuiltCommand(["--reporter", "xcode", "Examples/NaiveApp"])
    let format = try runBuiltCommand(["--format", "xcode", "Examples/NaiveApp"])
    #expect(reporter.termination == .exited(1))
    #expect(reporter.output == format.output)
    #expect(reporter.output.contains(": warning: "))
  }

  @Test func unknownReporterIsAnsweredWithTheFormats() throws {
    let outcome = try runBuiltCommand(["--reporter", "emoji", "Examples/NaiveApp"])
    #expect(outcome.termination == .exited(2))
    #expect(
      outcome.error
        == "motion-audit: error: '--reporter' (here '--format') must be text, xcode, json, sarif, "
        + "github, html, junit, checkstyle, codeclimate, sonarqube, csv or markdown (got 'emoji'); "
        + "for 'emoji' use 'text'\n")
    #expect(outcome.output.isEmpty)
  }

  @Test func lintAndAnalyzeAreTheAudit() throws {
    let audit = try runBuiltCommand(["audit", "--format", "xcode", "Examples/NaiveApp"])
    for name in ["lint", "analyze"] {
      let outcome = try runBuiltCommand([name, "--format", "xcode", "Examples/NaiveApp"])
      #expect(outcome.termination == .exited(1), "\(name)")
      #expect(outcome.output == audit.output, "\(name)")
    }
    #expect(runCommand(["lint", "--help"]).output.hasPrefix("OVERVIEW: Audit Swift files"))
  }

  @Test func rulesWithAnIdExplainsThatRule() throws {
    let rules = try runBuiltCommand(["rules", "ungated-lottie-loop"])
    let explain = try runBuiltCommand(["explain", "ungated-lottie-loop"])
    #expect(rules.termination == .exited(0))
    #expect(rules.output.hasPrefix("ungated-lottie-loop: Lottie loop ignores Reduce Motion\n"))
    #expect(rules.output == explain.output)
  }

  @Test func strictFailsOnWarningsWhateverTheThreshold() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(".motion-audit.json", #"{ "threshold": "error" }"#)
    try scratch.write(
      "Card.swift",
      "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\").transition(.slide).animation(.spring, value: 1) } }\n"
    )
    let lenient = try runBuiltCommand(["--format", "xcode", "."], in: scratch.path)
    #expect(lenient.termination == .exited(0))
    #expect(lenient.output.contains(": warning: "))
    let strict = try runBuiltCommand(["--format", "xcode", "--strict", "."], in: scratch.path)
    #expect(strict.termination == .exited(1))
    #expect(strict.output == lenient.output)
    let both = try runBuiltCommand(["--strict", "--severity", "note", "."], in: scratch.path)
    #expect(both.termination == .exited(2))
    #expect(
      both.error == "motion-audit: error: '--strict' is '--severity warning'; give one of them\n")
  }

  @Test func shortQuietIsQuiet() throws {
    let short = try runBuiltCommand(["-q", "Examples/NaiveApp"])
    let long = try runBuiltCommand(["--quiet", "Examples/NaiveApp"])
    #expect(short.termination == .exited(1))
    #expect(short.output == long.output)
    #expect(!short.output.contains(" findings ("))
  }
}
