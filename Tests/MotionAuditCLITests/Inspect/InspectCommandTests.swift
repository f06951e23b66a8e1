import Foundation
import MotionAuditSemantics
import TestSupport
import Testing

/// `motion-audit inspect`: the human summary, the JSON shape, errors and exit codes.
@Suite struct InspectCommandTests {
  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory()
    try scratch.write("launch.riv", bytes: InspectFiles.launchRive)
    try scratch.write("idle.json", InspectFiles.lottie(markers: ["idle", "reduced motion"]))
    try scratch.write("loop.json", InspectFiles.lottie(markers: ["idle"]))
    try scratch.write("pip.lottie", bytes: InspectFiles.dotLottie)
    try scratch.write("junk.riv", "not rive")
    try scratch.write("broken.json", #"{"v":"5.7.0","fr":30,"ip":0,"op":"sixty"}"#)
  }

  private func inspect(_ arguments: [String], reader: RefusingReader? = nil) -> CommandOutcome {
    if let reader { return runCommand(["inspect"] + arguments, in: scratch.path, reader: reader) }
    return runCommand(["inspect"] + arguments, in: scratch.path)
  }

  @Test func textSummarizesEachFileUnderItsName() {
    defer { scratch.remove() }
    let outcome = inspect(["launch.riv", "idle.json", "loop.json", "pip.lottie"])
    #expect(outcome.exitCode == .success)
    #expect(outcome.error.isEmpty)
    let expectedRive = """
      launch.riv
        Rive file, format 7.0
        Artboard "Launch" (0 × 0)
          Animations:
            "intro": 2.6 s one-shot (156 frames at 60 fps)
            "idle": 1 s loop (60 frames at 60 fps)
          State machine "LaunchStateMachine": inputs "prefersReducedMotion" (boolean, default false), "tap" (trigger)
        Reduce Motion: set input "prefersReducedMotion" of "LaunchStateMachine" from the Reduce Motion setting.
        Triggers: "tap" (input of "LaunchStateMachine")
        Intro length ("Launch"): 2.6 s, its longest one-shot animation ("intro"); with no end trigger, wait this long.
        Plays forever: "idle" (loop)

      """
    #expect(outcome.output.hasPrefix(expectedRive))
    #expect(
      outcome.output.contains(
        """
        idle.json
          Lottie JSON animation "idle", version 5.7.0
          Duration: 2 s (frames 0 to 60 at 30 fps); size 200 × 200; 0 layers
          Markers (2): "idle" 0–10, "reduced motion" 10–20
          Movement: no position or scale is keyframed
          Reduce Motion: marker "reduced motion" is present
        """))
    #expect(
      outcome.output.contains(
        "loop.json\n  Lottie JSON animation \"idle\", version 5.7.0\n"))
    #expect(
      outcome.output.contains(
        "  Reduce Motion: no \"reduced motion\" marker\n"
      ))
    #expect(
      outcome.output.contains(
        """
        pip.lottie
          dotLottie archive, manifest version 1
          Animations (1):
            "idle": initial, loops forever, speed 1.5
        """))
  }

  @Test func aLayerKeyframedAcrossTheCanvasIsReportedAsMovement() throws {
    defer { scratch.remove() }
    try scratch.write(
      "cheer.json",
      #"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"nm":"Pip","ks":"#
        + #"{"p":{"a":1,"k":[{"t":0,"s":[50,90]},{"t":15,"s":[50,30]}]}}}]}"#)
    let text = inspect(["cheer.json"])
    #expect(
      text.output.contains(
        "  Movement: `Pip` travels 60% of the canvas: content moves across the canvas, which "
          + "Reduce Motion asks to leave out\n"))
    let json = inspect(["--format", "json", "cheer.json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let file = try #require((document["files"] as? [[String: Any]])?.first)
    let movement = try #require((file["lottie"] as? [String: Any])?["movement"] as? [String: Any])
    #expect(movement["farthestTraveller"] as? String == "Pip")
    #expect(movement["travelFraction"] as? Double == 0.6)
    #expect(movement["movesContent"] as? Bool == true)
  }

  @Test func jsonHasTheDocumentedShape() throws {
    defer { scratch.remove() }
    let outcome = inspect(["--format", "json", "launch.riv", "idle.json", "pip.lottie"])
    #expect(outcome.exitCode == .success)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    #expect(document["version"] as? Int == 1)
    #expect((document["tool"] as? [String: Any])?["name"] as? String == "motion-audit")
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["file"] as? String } == ["launch.riv", "idle.json", "pip.lottie"])
    #expect(files.map { $0["format"] as? String } == ["rive", "lottie", "dotlottie"])

    let rive = try #require(files[0]["rive"] as? [String: Any])
    let artboard = try #require((rive["artboards"] as? [[String: Any]])?.first)
    #expect(artboard["introSeconds"] as? Double == 2.6)
    #expect(artboard["introAnimation"] as? String == "intro")
    let machine = try #require((artboard["stateMachines"] as? [[String: Any]])?.first)
    let inputs = try #require(machine["inputs"] as? [[String: Any]])
    #expect(inputs.map { $0["kind"] as? String } == ["boolean", "trigger"])
    #expect(inputs[0]["default"] as? Bool == false)
    let switches = try #require(rive["reducedMotionSwitches"] as? [[String: Any]])
    #expect(switches.first?["name"] as? String == "prefersReducedMotion")
    #expect(
      (rive["loopingAnimations"] as? [[String: Any]])?.first?["animation"] as? String == "idle")

    let lottie = try #require(files[1]["lottie"] as? [String: Any])
    #expect(lottie["reducedMotionMarker"] as? String == "reduced motion")
    #expect(lottie["handlesReduceMotion"] as? Bool == true)
    #expect(lottie["frameRate"] as? Int == 30)

    let dotLottie = try #require(files[2]["dotLottie"] as? [String: Any])
    let animation = try #require((dotLottie["animations"] as? [[String: Any]])?.first)
    #expect(animation["loop"] as? String == "forever")
    #expect(animation["speed"] as? Double == 1.5)
    #expect((animation["lottie"] as? [String: Any])?["reducedMotionMarker"] is NSNull)

    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 3 && summary["failed"] as? Int == 0)
  }

  @Test func malformedFilesAreReportedAndTheOthersStillInspected() throws {
    defer { scratch.remove() }
    let outcome = inspect(["junk.riv", "idle.json", "broken.json"])
    #expect(outcome.exitCode == .unreadableFiles)
    #expect(
      outcome.error
        == "motion-audit: error: junk.riv, byte 0: not a Rive file (it does not start with the bytes RIVE)\n"
        + "motion-audit: error: broken.json, byte 33 (at op): expected a number\n")
    #expect(outcome.output.hasPrefix("idle.json\n"))
    #expect(!outcome.output.contains("junk.riv"))

    let json = inspect(["--format", "json", "junk.riv", "idle.json"])
    #expect(json.exitCode == .unreadableFiles)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    let error = try #require(files[0]["error"] as? [String: Any])
    #expect(error["offset"] as? Int == 0)
    #expect(error["reason"] as? String == "not a Rive file (it does not start with the bytes RIVE)")
    #expect(files[1]["format"] as? String == "lottie")
    #expect((document["summary"] as? [String: Any])?["failed"] as? Int == 1)
  }

  @Test func unreadableAndMissingFilesExitWithThree() {
    defer { scratch.remove() }
    let refused = inspect(["launch.riv"], reader: RefusingReader(refusedSuffixes: ["launch.riv"]))
    #expect(refused.exitCode == .unreadableFiles)
    #expect(
      refused.error == "motion-audit: error: launch.riv: could not be read: Permission denied\n")
    let missing = inspect(["nowhere.riv", "idle.json"])
    #expect(missing.exitCode == .unreadableFiles)
    #expect(missing.error.hasPrefix("motion-audit: error: nowhere.riv: could not be read: "))
    #expect(missing.output.hasPrefix("idle.json\n"))
  }

  @Test(arguments: [
    (["inspect"], "'inspect' needs <files>. Run 'motion-audit inspect --help' for help."),
    (["inspect", "--format", "xml", "a.riv"], "'--format' must be text or json (got 'xml')"),
    (
      ["inspect", "--formats", "json", "a.riv"],
      "unknown option '--formats'; did you mean '--format'? Run 'motion-audit inspect --help' to see the options."
    ),
  ])
  func usageErrorsExitWithTwo(arguments: [String], message: String) {
    defer { scratch.remove() }
    let outcome = runCommand(arguments, in: scratch.path)
    #expect(outcome.exitCode == .usageError)
    #expect(outcome.error == "motion-audit: error: \(message)\n")
    #expect(outcome.output.isEmpty)
  }

  @Test func helpDescribesTheCommand() {
    defer { scratch.remove() }
    let outcome = runCommand(["inspect", "--help"])
    #expect(outcome.exitCode == .success)
    #expect(outcome.output.hasPrefix("OVERVIEW: Summarize Lottie, dotLottie and Rive files"))
    #expect(outcome.output.contains("USAGE: motion-audit inspect <files> ... [--format <format>]"))
    #expect(runCommand(["--help"]).output.contains("  inspect "))
  }

  // MARK: - Shared fixtures

  @Test(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipMessage))
  func fixturesAreSummarizedOrRefusedClearly() throws {
    defer { scratch.remove() }
    let directory = SharedFixtures.directory.path
    let outcome = runCommand(
      [
        "inspect", "rive/state_machine_configurations.riv", "lottie/issue_1744.json",
        "lottie/zen_lottiev2.lottie", "rive/sample6.riv",
      ], in: directory)
    #expect(outcome.exitCode == .unreadableFiles)
    #expect(
      outcome.error
        == "motion-audit: error: rive/sample6.riv, byte 4: format version 6.3 is not supported\n")
    #expect(
      outcome.output.contains(
        #"  State machine "mixed": inputs "zero" (number, default 0), "off" (boolean, default false), "trigger" (trigger), "two_point_two" (number, default 2.2), "on" (boolean, default true), "three" (number, default 3)"#
      ))
    #expect(outcome.output.contains(#"Markers (3): "" "#))
    #expect(outcome.output.contains("dotLottie archive, manifest version 2"))
  }
}
