import MotionAuditSemantics

/// Code that asks an animation file for something it does not have: a state machine created by
/// a name the `.riv` does not contain, or an intro that waits a fixed time other than the
/// file's intro length.
///
/// State machines: `createStateMachine("…")` (the file loaded in the same function, type or
/// Swift file), `RiveViewModel(fileName:stateMachineName:)`, MotionAware's `RiveLaunchIntro`
/// (`launch.riv`'s `LaunchStateMachine` by default) and `RiveMascotAnimation(…, stateMachine:)`;
/// without a known file, every `.riv` of the project is searched. Waits: `Task.sleep` or
/// `asyncAfter` in the function or closure that loads the intro's file, and
/// `LaunchIntroConfiguration(ending: .after(…))` when the project plays one intro file. A Rive
/// intro lasts as long as the longest one-shot animation of the artboard that plays its state
/// machine; a Lottie intro, its duration. Differences up to 0.05 s are rounding.
///
/// Known false positives: a state machine added to the file by another build step. Known false
/// negatives: names and durations held in variables; files loaded from a URL.
package struct AnimationFileMismatchRule: ProjectRule {
  package static let description = RuleDescription(
    id: "animation-file-mismatch",
    name: "Code disagrees with its animation file",
    defaultSeverity: .warning,
    message: "The code asks the animation file for something it does not have",
    rationale: """
      A state machine created by a name the file does not contain fails to load, and the intro \
      falls back to its timeout, or the mascot never moves or calms down. A fixed wait that is \
      not the intro's length either cuts the intro short or holds a finished frame on screen; \
      the splash-screen guide waits for the intro's own length ("a Charmotion \
      LaunchStateMachine fires no end trigger, so wait for its 2.6 s") and keeps a timeout as \
      a backstop.
      """,
    references: [
      "Guide: Animated splash screen in SwiftUI — playing a one-off Rive intro",
      "Rive: Apple runtime (new and legacy)",
    ],
    fix: """
      Use the state machine's name as the file spells it (`motion-audit inspect <file>.riv` \
      lists them), and wait for the length the file's intro lasts (or await its end trigger).
      """,
    // A wait counts only beside an animation file, so the files' tokens cover it.
    requiredTokens: [
      "createStateMachine", "RiveLaunchIntro", "RiveMascotAnimation", "RiveLoading",
      "RiveViewModel", "RiveFile", "local", "LaunchIntroConfiguration",
      LottieLoading.motionAwareIntro,
    ] + LottieLoading.requiredTokens,
    // Only a call is a `.local(…)` Rive source: not `localized`, `locale` or `case .local:`.
    requiredTokensCalled: ["local"],
    examples: projectExamples)

  package init() {}

  package static func check(_ project: ProjectContext, violations: inout [ProjectViolation]) {
    checkStateMachines(project, &violations)
    checkWaits(project, &violations)
  }

  private static func checkStateMachines(
    _ project: ProjectContext, _ violations: inout [ProjectViolation]
  ) {
    for swiftFile in project.swiftFiles {
      for machine in swiftFile.facts.stateMachines {
        let candidates: [ProjectContext.AnimationFile]
        if let name = machine.fileName {
          guard let file = project.animationFile(named: name, format: .rive, from: swiftFile.file)
          else { continue }
          candidates = [file]
        } else {
          candidates = project.animations.filter { $0.isFormat(.rive) }
        }
        guard !candidates.isEmpty,
          !candidates.contains(where: { $0.rive?.containsStateMachine(named: machine.name) == true }
          )
        else { continue }
        let message: String
        if candidates.count == 1, let rive = candidates[0].rive {
          let names = rive.artboards.flatMap(\.stateMachines).map { "`\($0.name)`" }
          message =
            "\(candidates[0].fileName) has no state machine `\(machine.name)` ("
            + (names.isEmpty ? "it has none" : "it has \(names.joined(separator: ", "))") + ")"
        } else {
          message = "No .riv file of the project has a state machine `\(machine.name)`"
        }
        violations.append(ProjectViolation(swiftFile.file, machine.site, message: message))
      }
    }
  }

  private static func checkWaits(_ project: ProjectContext, _ violations: inout [ProjectViolation])
  {
    // The intro files the project plays, for `LaunchIntroConfiguration(ending: .after(…))`.
    var introFiles: [String: (file: ProjectContext.AnimationFile, stateMachine: String?)] = [:]
    for swiftFile in project.swiftFiles {
      for reference in swiftFile.facts.animations where reference.role == .intro {
        if let file = project.animationFile(
          named: reference.name, format: reference.format, from: swiftFile.file)
        {
          introFiles[file.file] = (file, reference.stateMachine)
        }
      }
    }
    for swiftFile in project.swiftFiles {
      for wait in swiftFile.facts.fixedWaits {
        var intro: (file: ProjectContext.AnimationFile, stateMachine: String?)?
        switch wait.kind {
        case .sleep:
          intro =
            wait.files.lazy.compactMap { reference in
              project.animationFile(
                named: reference.name, format: reference.format, from: swiftFile.file
              ).map { ($0, wait.stateMachine ?? reference.stateMachine) }
            }.first
        case .introConfiguration:
          intro = introFiles.count == 1 ? introFiles.values.first : nil
        }
        guard let intro,
          let length = Self.introLength(of: intro.file, stateMachine: intro.stateMachine),
          abs(length.seconds - wait.seconds) > 0.05
        else { continue }
        violations.append(
          ProjectViolation(
            swiftFile.file, wait.site,
            message: "The intro waits \(format(wait.seconds)) s, but \(intro.file.fileName)'s "
              + "intro lasts \(format(length.seconds)) s (\(length.what))"))
      }
    }
  }

  private static func introLength(
    of file: ProjectContext.AnimationFile, stateMachine: String?
  ) -> (seconds: Double, what: String)? {
    switch file.summary {
    case .rive(let rive):
      return rive.introLength(stateMachine: stateMachine).map {
        ($0.seconds, "its longest one-shot animation, `\($0.animation)` on `\($0.artboard)`")
      }
    case .lottie(let lottie):
      return (lottie.durationSeconds, "its duration")
    case .dotLottie(let archive):
      return archive.initialAnimation.map { ($0.animation.durationSeconds, "its duration") }
    }
  }
}

extension ProjectContext.AnimationFile {
  /// The Rive summary, when the file is a Rive file.
  var rive: RiveSummary? {
    if case .rive(let rive) = summary { return rive }
    return nil
  }

  /// The file's name without its directory.
  var fileName: String {
    file.split(separator: "/").last.map(String.init) ?? file
  }
}
