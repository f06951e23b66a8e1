import MotionAuditSemantics
import Testing

/// Which branch of a decision the signal analysis calls reduced: the state of the first call of
/// `mark()` in each snippet.
@Suite struct ReducedMotionPathsTests {
  private func state(_ body: String, signals: [ConfiguredSignal] = []) throws -> MotionState? {
    let context = AuditContext(
      file: "V.swift",
      source: """
        struct V: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @Environment(\\.accessibilityReduceMotion) private var calm
            @State private var isOn = false
            let animates = !UIAccessibility.isReduceMotionEnabled
            let mixed = reduceMotion || isOn
            func run() {
                \(body)
            }
        }
        """,
      settings: AuditSettings(rules: [], signals: signals))
    let mark = try #require(context.call(named: "mark"))
    return ReducedMotionPaths(context: context).state(at: mark)
  }

  @Test(arguments: [
    ("if reduceMotion { mark() }", MotionState.reduced),
    ("if !reduceMotion { mark() }", .full),
    ("if reduceMotion { } else { mark() }", .full),
    ("if !reduceMotion { } else { mark() }", .reduced),
    ("if UIAccessibility.isReduceMotionEnabled { mark() }", .reduced),
    ("if WKAccessibilityIsReduceMotionEnabled() { mark() }", .reduced),
    ("if calm { mark() }", .reduced),
    ("if animates { mark() }", .full),
    ("if !animates { mark() }", .reduced),
    ("if reduceMotion && isOn { mark() }", .reduced),
    ("if isOn, reduceMotion { mark() }", .reduced),
    ("if (reduceMotion) { mark() }", .reduced),
    ("if !(reduceMotion || isOn) { mark() }", .full),
    ("if reduceMotion == false { mark() }", .full),
    ("if reduceMotion != false { mark() }", .reduced),
    ("guard reduceMotion else { mark(); return }", .full),
    ("guard !reduceMotion else { mark(); return }", .reduced),
    ("guard !reduceMotion else { return }\n mark()", .full),
    ("if reduceMotion { return }\n mark()", .full),
    ("if !reduceMotion { play(); return }\n mark()", .reduced),
    ("reduceMotion ? mark() : play()", .reduced),
    ("reduceMotion ? play() : mark()", .full),
    ("let x = reduceMotion ? mark() : 0", .reduced),
    ("while reduceMotion { mark() }", .reduced),
    ("if isOn { if reduceMotion { } else { mark() } }", .full),
    ("if reduceMotion { if isOn { mark() } }", .reduced),
  ])
  func decidedPaths(body: String, expected: MotionState) throws {
    #expect(try state(body) == expected)
  }

  @Test(arguments: [
    "mark()",
    "if isOn { mark() }",
    "if reduceMotion || isOn { mark() }",
    "if reduceMotion && isOn { } else { mark() }",
    "if mixed { mark() }",
    "if reduceMotion { } \n mark()",
    "if reduceMotion { return } else { }\n mark()",
    "if motionAwareThing { mark() }",
  ])
  func undecidedPaths(body: String) throws {
    #expect(try state(body) == nil)
  }

  @Test func aConfiguredSignalIsTrueWhenMotionIsReduced() throws {
    let calmMode = try #require(ConfiguredSignal("settings.calmMode"))
    #expect(try state("if settings.calmMode { mark() }", signals: [calmMode]) == .reduced)
    #expect(try state("if !settings.calmMode { mark() }", signals: [calmMode]) == .full)
  }
}
