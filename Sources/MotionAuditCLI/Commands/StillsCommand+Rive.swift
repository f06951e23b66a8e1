import AnimationFiles
import Foundation
import MotionAuditSources
import RiveRendering

/// `motion-audit stills FILE.riv`: a timeline animation's frame, a state machine settled with
/// the inputs given, or, by default, the state machine settled in each mood.
struct RiveStillsOptions: Sendable, Equatable {
  var artboard: String?
  var time: Double?
  var stateMachine: String?
  /// `--input name=value`, in the order given.
  var inputs: [(name: String, value: String)]
  var triggers: [String]
  var maximumTime: Double
  /// The input the moods set: a number input (`--moods id=value,…`) or, when absent or
  /// boolean, one boolean input per mood (`--moods id` or `id=input`).
  var moodInput: String?

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.artboard == rhs.artboard && lhs.time == rhs.time && lhs.stateMachine == rhs.stateMachine
      && lhs.inputs.map(\.name) == rhs.inputs.map(\.name)
      && lhs.inputs.map(\.value) == rhs.inputs.map(\.value) && lhs.triggers == rhs.triggers
      && lhs.maximumTime == rhs.maximumTime && lhs.moodInput == rhs.moodInput
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let values = arguments.values
    artboard = values["--artboard"]
    stateMachine = values["--state-machine"]
    moodInput = values["--mood-input"]
    triggers = arguments.repeatedValues["--trigger"] ?? []
    inputs = []
    for text in arguments.repeatedValues["--input"] ?? [] {
      let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw UsageError(message: "'--input' must be name=value (got '\(text)')")
      }
      inputs.append((parts[0], parts[1]))
    }
    if let text = values["--time"] {
      guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
        throw UsageError(message: "'--time' must be seconds, 0 or more (got '\(text)')")
      }
      time = seconds
    }
    maximumTime = 10
    if let text = values["--max-time"] {
      guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3_600 else {
        throw UsageError(
          message: "'--max-time' must be seconds, more than 0 and at most 3600 (got '\(text)')")
      }
      maximumTime = seconds
    }
    if time != nil, values["--animation"] == nil {
      throw UsageError(message: "'--time' is the time of a timeline animation: give '--animation'")
    }
    if stateMachine == nil, !(inputs.isEmpty && triggers.isEmpty) {
      throw UsageError(
        message: "'--input' and '--trigger' set a state machine's inputs: give '--state-machine'")
    }
  }
}

extension StillsCommand {
  static let riveOptions = [
    OptionDefinition(
      name: "--artboard", valueName: "name",
      help: "Rive: the artboard (default: the file's first)."),
    OptionDefinition(
      name: "--time", valueName: "seconds",
      help: "Rive: with --animation NAME, the still at this time of the timeline animation."),
    OptionDefinition(
      name: "--state-machine", valueName: "name",
      help: "Rive: the state machine (default for moods: the artboard's first)."),
    OptionDefinition(
      name: "--input", valueName: "name=value",
      help: "Rive: set a state machine input before it settles (repeatable).", isRepeatable: true),
    OptionDefinition(
      name: "--trigger", valueName: "name",
      help: "Rive: fire a state machine trigger before it settles (repeatable).",
      isRepeatable: true),
    OptionDefinition(
      name: "--mood-input", valueName: "name",
      help:
        "Rive: the number input the moods set (--moods id=value,…); without it, one boolean input per mood."
    ),
    OptionDefinition(
      name: "--max-time", valueName: "seconds",
      help: "Rive: how long a state machine may run before it must have settled (default 10)."),
  ]

  /// Whether the file is a Rive file: by its extension or its first bytes.
  func isRiveFile(in context: CommandContext) -> Bool {
    if file.lowercased().hasSuffix(".riv") { return true }
    let bytes = try? context.reader.read(resolve(file, in: context).path)
    return bytes?.starts(with: Array("RIVE".utf8)) ?? false
  }

  func renderRiveStills(in context: CommandContext) throws(StillsFailure) -> [RenderedStill] {
    func usage(_ message: String) -> StillsFailure {
      StillsFailure(messages: ["\(file): " + message], exitCode: .usageError)
    }
    let riveFile = try readRiveFile(in: context)
    guard let artboard = riveFile.artboard(named: rive.artboard) else {
      if let name = rive.artboard {
        let names = riveFile.artboards.map { "'\($0.name)'" }
        throw usage("no artboard '\(name)'; the artboards are \(ParsedArguments.list(names))")
      }
      throw StillsFailure(
        messages: ["\(file): holds no artboard to draw"], exitCode: .unreadableFiles)
    }
    if let name = animationID {
      guard let animation = artboard.animation(named: name) else {
        throw usage(
          "no timeline animation '\(name)' in artboard '\(artboard.name)'; it has \(ParsedArguments.list(artboard.animations.map { "'\($0.name)'" }))"
        )
      }
      let seconds = rive.time ?? 0
      var renderer = RiveStillRenderer(artboard: artboard)
      renderer.apply(animation, atSeconds: animation.localSeconds(afterPlaying: seconds))
      let still = renderer.render(size: size)
      let time = Self.secondsText(seconds)
      return [
        RenderedStill(
          still: PlannedStill(
            name: "\(name)-\(time)", frame: 0, reason: "animation '\(name)' at \(time) s"),
          svg: still.svg, unsupported: still.unsupported.map(\.description))
      ]
    }
    if let name = rive.stateMachine, case .moods(nil) = selection {
      guard let machine = artboard.stateMachine(named: name) else {
        throw usage(
          "no state machine '\(name)' in artboard '\(artboard.name)'; it has \(ParsedArguments.list(artboard.stateMachines.map { "'\($0.name)'" }))"
        )
      }
      if !rive.inputs.isEmpty || !rive.triggers.isEmpty || rive.moodInput == nil {
        return [
          try settled(
            machine, artboard: artboard, inputs: rive.inputs, triggers: rive.triggers,
            still: PlannedStill(name: name, frame: 0, reason: "state machine '\(name)'"))
        ]
      }
    }
    return try moodStills(artboard)
  }

  /// One still per mood: the `mood:<id>` timeline animations, or the state machine settled
  /// with the mood's input set.
  private func moodStills(_ artboard: RiveArtboardDefinition) throws(StillsFailure)
    -> [RenderedStill]
  {
    func usage(_ message: String) -> StillsFailure {
      StillsFailure(messages: ["\(file): " + message], exitCode: .usageError)
    }
    var requested: [(mood: String, value: String?)] = []
    if case .moods(let moods?) = selection {
      requested = moods.map { entry in
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        return (parts[0], parts.count == 2 ? parts[1] : nil)
      }
    }
    let moodAnimations = artboard.animations.filter { $0.name.hasPrefix("mood:") }
    if rive.moodInput == nil, rive.stateMachine == nil, !moodAnimations.isEmpty {
      var chosen = moodAnimations
      if !requested.isEmpty {
        let missing = requested.filter { wanted in
          !moodAnimations.contains { $0.name == "mood:" + wanted.mood }
        }
        guard missing.isEmpty else {
          throw usage(
            "no animation for \(ParsedArguments.list(missing.map { "'mood:\($0.mood)'" })); the moods are \(ParsedArguments.list(moodAnimations.map { "'\($0.name.dropFirst(5))'" }))"
          )
        }
        chosen = requested.compactMap { wanted in
          moodAnimations.first { $0.name == "mood:" + wanted.mood }
        }
      }
      return chosen.map { animation in
        // A mood that plays once holds its last frame; a loop shows where it starts.
        let seconds = animation.isOneShot ? animation.endSeconds : animation.startSeconds
        var renderer = RiveStillRenderer(artboard: artboard)
        renderer.apply(animation, atSeconds: seconds)
        let still = renderer.render(size: size)
        let mood = String(animation.name.dropFirst(5))
        return RenderedStill(
          still: PlannedStill(
            name: mood, frame: 0,
            reason:
              "mood '\(mood)', animation '\(animation.name)' at \(Self.secondsText(seconds)) s"),
          svg: still.svg, unsupported: still.unsupported.map(\.description))
      }
    }
    let machine: RiveStateMachineDefinition
    if let name = rive.stateMachine {
      guard let found = artboard.stateMachine(named: name) else {
        throw usage("no state machine '\(name)' in artboard '\(artboard.name)'")
      }
      machine = found
    } else {
      guard let first = artboard.stateMachines.first else {
        throw usage(
          "no mood animations (named mood:<id>) and no state machine; use --animation NAME --time S"
        )
      }
      machine = first
    }
    guard !requested.isEmpty else {
      throw usage(
        "name the moods of state machine '\(machine.name)': --mood-input NAME --moods id=value,… for a number input, or --moods id,… for one boolean input per mood (its inputs: \(ParsedArguments.list(machine.inputs.map { "'\($0.name)'" })))"
      )
    }
    var stills: [RenderedStill] = []
    for (mood, value) in requested {
      var inputs: [(name: String, value: String)] = rive.inputs
      if let number = rive.moodInput {
        guard let value else {
          throw usage("give each mood its value of '\(number)': --moods \(mood)=<value>,…")
        }
        inputs.append((number, value))
      } else {
        // One boolean per mood: this mood's on, every other requested mood's off.
        for (other, otherInput) in requested where other != mood {
          inputs.append((otherInput ?? other, "false"))
        }
        inputs.append((value ?? mood, "true"))
      }
      stills.append(
        try settled(
          machine, artboard: artboard, inputs: inputs, triggers: rive.triggers,
          still: PlannedStill(
            name: mood, frame: 0, reason: "mood '\(mood)', state machine '\(machine.name)'")))
    }
    return stills
  }

  private func settled(
    _ machine: RiveStateMachineDefinition, artboard: RiveArtboardDefinition,
    inputs: [(name: String, value: String)], triggers: [String], still: PlannedStill
  ) throws(StillsFailure) -> RenderedStill {
    var player = RiveStateMachinePlayer(machine: machine, artboard: artboard)
    do throws(RiveStateMachinePlayer.InputError) {
      for input in inputs { try player.set(input.name, to: input.value) }
      for trigger in triggers { try player.fire(trigger) }
    } catch {
      throw StillsFailure(
        messages: ["\(file): state machine '\(machine.name)': \(error)"], exitCode: .usageError)
    }
    let didSettle = player.settle(maximum: rive.maximumTime)
    let result = player.render(size: size)
    var planned = still
    planned.reason += didSettle ? ", settled at \(Self.secondsText(player.elapsed)) s" : ""
    return RenderedStill(
      still: planned, svg: result.svg, unsupported: result.unsupported.map(\.description))
  }

  private func readRiveFile(in context: CommandContext) throws(StillsFailure) -> RiveArtboardFile {
    let bytes: [UInt8]
    do throws(ReadError) {
      bytes = try context.reader.read(resolve(file, in: context).path)
    } catch {
      throw StillsFailure(
        messages: ["\(file): could not be read: \(error.reason)"], exitCode: .unreadableFiles)
    }
    do throws(AnimationFileError) {
      return try RiveArtboardFile(data: Data(bytes), fileName: file)
    } catch {
      throw StillsFailure(messages: [error.description], exitCode: .unreadableFiles)
    }
  }

  /// Seconds as people write them: `0`, `0.5`.
  static func secondsText(_ value: Double) -> String {
    let rounded = (value * 1_000).rounded() / 1_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }
}
