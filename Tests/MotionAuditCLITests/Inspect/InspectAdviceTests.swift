import Foundation
import MotionAuditSemantics
import TestSupport
import Testing

/// `inspect` says only what is true and useful: moods told from triggers, a part's size change
/// not called movement across the canvas, intro lengths only for intros, markers outside the
/// animation flagged, the advice once per run, and folders searched.
@Suite struct InspectAdviceTests {
  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory()
  }

  /// A 200 × 200 Lottie file with `markers` (name, start, duration) and `layers` (JSON).
  static func lottie(
    lastFrame: Int = 60, markers: [(String, Double, Double)], layers: String = ""
  ) -> String {
    let list = markers.map { #"{"cm":"\#($0.0)","tm":\#($0.1),"dr":\#($0.2)}"# }
      .joined(separator: ",")
    return #"{"v":"5.7.0","nm":"pip","fr":30,"ip":0,"op":\#(lastFrame),"w":200,"h":200,"#
      + #""layers":[\#(layers)],"markers":[\#(list)]}"#
  }

  private func inspect(_ arguments: [String]) throws -> ChildOutcome {
    try runBuiltCommand(["inspect"] + arguments, in: scratch.path)
  }

  @Test func moodsAreToldFromTriggersByTheirStillPoses() throws {
    defer { scratch.remove() }
    try scratch.write(
      "App/pip.json",
      Self.lottie(markers: [
        ("idle", 0, 20), ("ready", 20, 20), ("cheer", 40, 19), ("still:idle", 5, 0),
        ("still:ready", 30, 0),
      ]))
    try scratch.write("App/Assets.xcassets/mascot-mood-idle.imageset/Contents.json", "{}")
    let outcome = try inspect(["App/pip.json"])
    #expect(outcome.termination == .exited(0))
    #expect(
      outcome.output.contains(
        """
          Mood stills (shown under Reduce Motion):
            idle: mascot-mood-idle in Assets.xcassets
            ready: no still mascot-mood-ready; make it with `motion-audit stills App/pip.json --into App/Assets.xcassets --moods ready`
          Triggers, not moods (no still: pose; played once, they need no still): "cheer"

        """), "\(outcome.output)")
    #expect(!outcome.output.contains("mascot-mood-cheer"))
    let json = try inspect(["--format", "json", "App/pip.json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let file = try #require((document["files"] as? [[String: Any]])?.first)
    let stills = try #require(file["moodStills"] as? [[String: Any]])
    #expect(stills.map { $0["mood"] as? String } == ["idle", "ready"])
  }

  @Test func aPartThatChangesSizeIsNotMovementAcrossTheCanvas() throws {
    defer { scratch.remove() }
    let blink =
      #"{"nm":"eyes","ks":{"s":{"a":1,"k":[{"t":0,"s":[100,100]},{"t":3,"s":[100,10]},"#
      + #"{"t":6,"s":[100,100]}]}}}"#
    try scratch.write("blink.json", Self.lottie(markers: [], layers: blink))
    let outcome = try inspect(["blink.json"])
    #expect(
      outcome.output.contains(
        "  Movement: in place (at most a 0% travel); `eyes` changes size up to 10×: a zoom if it "
          + "is the whole scene, which Reduce Motion asks to leave out, but not if it is a part "
          + "that blinks or pulses\n"), "\(outcome.output)")
    #expect(!outcome.output.contains("moves across the canvas"))
  }

  @Test func introLengthOnlyForWhatLooksLikeAnIntro() throws {
    defer { scratch.remove() }
    let outcome = try runBuiltCommand([
      "inspect", "Examples/NaiveApp/pip-mascot.riv", "Examples/NaiveApp/launch.riv",
    ])
    #expect(outcome.termination == .exited(0))
    let sections = outcome.output.components(separatedBy: "\n\n")
    #expect(sections.count == 3)
    #expect(!sections[0].contains("Intro length"))
    #expect(sections[1].contains("Intro length (\"Launch\"): 3.2 s"))
  }

  @Test func markersOutsideTheAnimationAreFlagged() throws {
    defer { scratch.remove() }
    try scratch.write(
      "short.json",
      Self.lottie(lastFrame: 43, markers: [("idle", 0, 40), ("wave", 236, 304), ("end", 40, 10)]))
    let outcome = try inspect(["short.json"])
    #expect(
      outcome.output.contains(
        "  Markers outside the animation (frames 0 to 43): \"wave\" 236–540, \"end\" 40–50; a "
          + "player cannot play them as marked: check their frames\n"), "\(outcome.output)")
    try scratch.write("fine.json", Self.lottie(markers: [("idle", 0, 60)]))
    #expect(!(try inspect(["fine.json"])).output.contains("outside"))
  }

  @Test func theAdviceIsGivenOncePerRun() throws {
    defer { scratch.remove() }
    for name in ["a", "b", "c"] {
      try scratch.write("\(name).json", Self.lottie(markers: [("idle", 0, 60)]))
    }
    let outcome = try inspect(["a.json", "b.json", "c.json"])
    let advice = "lottie-ios plays a Lottie file without a \"reduced motion\" marker whole"
    #expect(outcome.output.components(separatedBy: advice).count - 1 == 1)
    #expect(
      outcome.output.components(separatedBy: "  Reduce Motion: no \"reduced motion\" marker\n")
        .count - 1 == 3)
    #expect(outcome.output.contains("\nUnder Reduce Motion:\n  - " + advice))
  }

  @Test func foldersAreSearchedForAnimationFiles() throws {
    defer { scratch.remove() }
    let outcome = try runBuiltCommand(["inspect", "Examples/PipApp"])
    #expect(outcome.termination == .exited(0), "\(outcome.error)")
    let files = outcome.output.split(separator: "\n").filter { $0.first?.isLetter == true }
    #expect(
      files == [
        "Examples/PipApp/PipApp/launch-intro.json", "Examples/PipApp/PipApp/pip-mascot.json",
        "Under Reduce Motion:",
      ])
    #expect(outcome.error.isEmpty)
    try scratch.write("Empty/notes.json", #"{"not":"lottie"}"#)
    let empty = try inspect(["Empty"])
    #expect(empty.termination == .exited(2))
    #expect(
      empty.error == "motion-audit: error: 'Empty' holds no Lottie or Rive file; check the path\n")
  }
}
