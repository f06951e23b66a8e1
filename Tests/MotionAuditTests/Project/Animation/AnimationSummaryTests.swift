import AnimationFiles
import Foundation
import MotionAuditSemantics
import MotionAuditSources
import TestSupport
import Testing

/// Summaries of animation files: what wiring them up under Reduce Motion needs.
@Suite struct AnimationSummaryTests {
  private func summarize(_ data: Data, _ name: String) throws -> AnimationSummary {
    AnimationSummary(try AnimationFileReader.read(data, fileName: name))
  }

  private func launchFile(machine: String = "LaunchStateMachine") -> RiveWriter {
    var rive = RiveWriter.file()
    rive.artboard("Launch")
    rive.animation("intro", frames: 156)
    rive.animation("idle", frames: 120, loop: 1)
    rive.object(
      RiveKey.linearAnimation,
      [
        (RiveKey.animationName, .string("outro")), (RiveKey.fps, .uint(60)),
        (RiveKey.duration, .uint(600)), (RiveKey.speed, .float(2)),
        (RiveKey.workStart, .uint(0)), (RiveKey.workEnd, .uint(300)),
        (RiveKey.enableWorkArea, .bool(true)),
      ])
    rive.stateMachine(machine)
    rive.input(RiveKey.stateMachineBool, "prefersReducedMotion")
    rive.input(RiveKey.stateMachineTrigger, "tap")
    rive.object(RiveKey.event, [(RiveKey.componentName, .string("introDone"))])
    return rive
  }

  @Test func riveIntroLengthIsTheLongestOneShotAnimationWithWorkAreaAndSpeed() throws {
    guard case .rive(let rive) = try summarize(launchFile().data, "launch.riv") else {
      Issue.record("not a Rive summary")
      return
    }
    let length = try #require(rive.introLength(stateMachine: "LaunchStateMachine"))
    #expect(length.animation == "intro")
    #expect(abs(length.seconds - 2.6) < 0.0001)
    // The outro: 300 frames of work area at 60 fps, played at twice the speed: 2.5 s.
    #expect(rive.artboards[0].animations[2].playingSeconds == 2.5)
    #expect(rive.containsStateMachine(named: "LaunchStateMachine"))
    #expect(!rive.containsStateMachine(named: "Launch"))
    #expect(rive.reducedMotionSwitches.map(\.name) == ["prefersReducedMotion"])
    #expect(rive.triggers.map(\.name) == ["tap"])
    #expect(rive.endSignals.map(\.name) == ["introDone"])
    #expect(rive.repeatingAnimations.map(\.animation.name) == ["idle"])
  }

  @Test func riveTextAnswersTheWiringQuestions() throws {
    let lines = try summarize(launchFile().data, "launch.riv").textLines
    #expect(lines.first == "Rive file, format 7.0")
    #expect(lines.contains("Artboard \"Launch\" (400 × 300)"))
    #expect(lines.contains("    \"intro\": 2.6 s one-shot (156 frames at 60 fps)"))
    #expect(
      lines.contains(
        "  State machine \"LaunchStateMachine\": inputs \"prefersReducedMotion\" (boolean, default false), \"tap\" (trigger)"
      ))
    #expect(
      lines.contains(
        "Reduce Motion: set input \"prefersReducedMotion\" of \"LaunchStateMachine\" from the Reduce Motion setting."
      ))
    #expect(lines.contains("End of intro: await event \"introDone\" of \"Launch\"."))
  }

  @Test func viewModelBooleansAndTriggersAreSwitchesAndEndSignals() throws {
    var rive = RiveWriter.file()
    rive.artboard("Pip")
    rive.animation("idle", frames: 60, loop: 2)
    rive.object(RiveKey.viewModel, [(RiveKey.viewModelComponentName, .string("Pip"))])
    rive.object(
      RiveKey.viewModelPropertyBoolean,
      [(RiveKey.viewModelComponentName, .string("reduce_motion"))])
    rive.object(
      RiveKey.viewModelPropertyTrigger,
      [(RiveKey.viewModelComponentName, .string("onEnd"))])
    guard case .rive(let summary) = try summarize(rive.data, "pip.riv") else { return }
    #expect(summary.reducedMotionSwitches.map(\.kind) == ["viewModelProperty"])
    #expect(summary.endSignals.map(\.name) == ["onEnd"])
    #expect(summary.introLength(stateMachine: nil) == nil)
  }

  @Test func lottieReducedMotionMarkerIsChosenAsLottieIOSChoosesIt() throws {
    let handled = try summarize(
      Data(lottieJSON(markers: ["idle", "Reduced_Motion", "reduced motion"]).utf8), "pip.json")
    guard case .lottie(let lottie) = handled else { return }
    #expect(lottie.reducedMotionMarker?.name == "Reduced_Motion")
    #expect(lottie.durationSeconds == 2)
    #expect(
      handled.textLines.last
        == "Reduce Motion: marker \"Reduced_Motion\" is present"
    )
    let trailing = try summarize(Data(lottieJSON(markers: [#"reduced motion\r"#]).utf8), "pip.json")
    guard case .lottie(let untrimmed) = trailing else { return }
    #expect(untrimmed.reducedMotionMarker == nil)
    #expect(trailing.textLines.contains { $0.contains(#""reduced motion\r" 0–10"#) })
  }

  @Test func dotLottieLoopSettingsComeFromTheManifest() throws {
    let archive = ZipWriter.stored([
      (
        "manifest.json",
        #"{"version":"1.0","activeAnimationId":"wave","animations":[{"id":"idle","loop":true,"autoplay":true},{"id":"wave","loop":false}]}"#
      ),
      ("animations/idle.json", lottieJSON(name: "idle")),
      ("animations/wave.json", lottieJSON(name: "wave", markers: ["reduced motion"])),
    ]).data
    let summary = try summarize(archive, "pip.lottie")
    guard case .dotLottie(let dotLottie) = summary else {
      Issue.record("not a dotLottie summary")
      return
    }
    #expect(dotLottie.initialAnimation?.id == "wave")
    #expect(dotLottie.animations.map(\.loop) == [.forever, .never])
    #expect(summary.textLines.contains("  \"idle\": loops forever, autoplay on"))
    #expect(summary.textLines.contains("  \"wave\": initial, plays once"))
  }

  @Test func jsonHasTheDocumentedFields() throws {
    let lottie = try summarize(Data(lottieJSON(markers: ["reduced motion"]).utf8), "pip.json")
    let text = JSONValue.object(lottie.jsonMembers).serialized()
    for field in [
      #""format": "lottie""#, #""frameRate": 30"#, #""durationSeconds": 2"#,
      #""reducedMotionMarker": "reduced motion""#, #""handlesReduceMotion": true"#,
    ] {
      #expect(text.contains(field), "\(field) missing from \(text)")
    }
    let rive = JSONValue.object(try summarize(launchFile().data, "launch.riv").jsonMembers)
      .serialized()
    for field in [
      #""format": "rive""#, #""version": "7.0""#, #""loop": "one-shot""#, #""seconds": 2.6"#,
      #""introSeconds": 2.6"#, #""introAnimation": "intro""#, #""kind": "boolean""#,
      #""default": false"#, #""workArea": {"#, #""endTriggers": ["#,
    ] {
      #expect(rive.contains(field), "\(field) missing")
    }
  }

  // MARK: - Shared fixtures

  @Test(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipMessage))
  func fixturesGiveConcreteValues() throws {
    guard
      case .rive(let configurations) = try summarize(
        SharedFixtures.data("rive/animationconfigurations.riv"), "animationconfigurations.riv")
    else { return }
    let loops = Set(configurations.artboards.flatMap(\.animations).map(\.loop))
    #expect(loops.isSuperset(of: [.oneShot, .loop, .pingPong]))
    let workArea = try #require(
      configurations.artboards.flatMap(\.animations).first { $0.name == "1sec120fps_f50f80" })
    #expect(workArea.fps == 120 && workArea.workArea == 50...80)
    #expect(workArea.durationSeconds == 0.25)
    #expect(configurations.introLength(stateMachine: nil)?.animation == "oneshot")

    guard
      case .rive(let machines) = try summarize(
        SharedFixtures.data("rive/state_machine_configurations.riv"),
        "state_machine_configurations.riv")
    else { return }
    let mixed = try #require(
      machines.artboards.flatMap(\.stateMachines).first { $0.name == "mixed" })
    #expect(mixed.inputs.contains(.init(name: "on", kind: .boolean(defaultValue: true))))
    #expect(machines.reducedMotionSwitches.isEmpty)

    let markers = try summarize(SharedFixtures.data("lottie/issue_1744.json"), "issue_1744.json")
    guard case .lottie(let lottie) = markers else { return }
    #expect(!lottie.markers.isEmpty)
  }
}
