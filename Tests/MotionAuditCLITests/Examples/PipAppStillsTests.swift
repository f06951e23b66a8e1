import Foundation
import Testing

/// The reference app's mood stills are what `motion-audit stills` makes from its mascot.
@Suite struct PipAppStillsTests {
  static let command = [
    "stills", "Examples/PipApp/PipApp/pip-mascot.json", "--into",
    "Examples/PipApp/PipApp/Assets.xcassets", "--moods", "idle,loading,ready,error",
  ]

  @Test func theStillsAreGeneratedFromTheMascotAndUpToDate() {
    let outcome = runCommand(Self.command + ["--dry-run"])
    #expect(outcome.exitCode == .success, "\(outcome.error)")
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.count == 4)
    for line in lines {
      #expect(
        line.hasPrefix("up to date "),
        "\(line): regenerate with motion-audit \(Self.command.joined(separator: " "))")
    }
  }

  /// Each mood shows a pose of its own: the stills differ from one another, even with colour
  /// left aside (the error mood's grey alone would not tell loading from ready).
  @Test func eachMoodHasAPoseOfItsOwn() throws {
    let moods = ["idle", "loading", "ready", "error"]
    var shapes: [String: String] = [:]
    for mood in moods {
      let name = "mascot-mood-\(mood)"
      let svg = try String(
        contentsOfFile: repositoryRoot
          + "/Examples/PipApp/PipApp/Assets.xcassets/\(name).imageset/\(name).svg",
        encoding: .utf8)
      // The geometry only: fills and colours removed.
      shapes[mood] = svg.replacingOccurrences(
        of: #"(fill|stroke)="[^"]*""#, with: "", options: .regularExpression)
    }
    for (index, mood) in moods.enumerated() {
      for other in moods[(index + 1)...] {
        #expect(shapes[mood] != shapes[other], "\(mood) and \(other) draw the same pose")
      }
    }
  }

  /// The animation's markers name a pose per mood, and only the moods: the triggers have none.
  @Test func theMascotNamesAPosePerMood() throws {
    let outcome = runCommand(["inspect", "Examples/PipApp/PipApp/pip-mascot.json"])
    #expect(outcome.exitCode == .success)
    #expect(
      outcome.output.contains(
        "Triggers, not moods (no still: pose; played once, they need no still): \"celebrate\", "
          + "\"nod\"\n"))
    for mood in ["idle", "loading", "ready", "error"] {
      #expect(outcome.output.contains("    \(mood): mascot-mood-\(mood) in Assets.xcassets\n"))
    }
  }
}
