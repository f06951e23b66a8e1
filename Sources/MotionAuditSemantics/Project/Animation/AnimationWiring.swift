/// How an animation file can be told about Reduce Motion, and how long its intro lasts: the
/// questions a developer asks before wiring it up, answered from its summary.
enum MotionNaming {
  /// Whether a name says "reduced motion": `prefersReducedMotion`, `reduce_motion`,
  /// `Reduced Motion`, `isMotionReduced`… (the words the analyzer's own signals use).
  static func saysReducedMotion(_ name: String) -> Bool {
    let squeezed = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    return ReduceMotionSignals.nameFragments.contains { squeezed.contains($0) }
  }

  /// Whether a name says "the end": a word `end`, `ended`, `done`, `finish(ed)`, `complete(d)`
  /// (`introDone`, `on_end`, `Finished`; not `legend` or `pending`).
  static func saysEnd(_ name: String) -> Bool {
    let endWords: Set<String> = [
      "end", "ends", "ended", "done", "finish", "finished", "complete", "completed",
    ]
    return words(of: name).contains { endWords.contains($0) }
  }

  /// The lower-cased words of a name, split at separators, at lower-to-upper case changes and
  /// before the last capital of an acronym (`UIIntroView`: `ui`, `intro`, `view`).
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, !current.isEmpty {
        let previous = characters[index - 1]
        let previousIsLower = previous.isLowercase || previous.isNumber
        let endsAcronym =
          previous.isUppercase && index + 1 < characters.count
          && characters[index + 1].isLowercase
        if previousIsLower || endsAcronym {
          words.append(current)
          current = ""
        }
      }
      current += character.lowercased()
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A type named for an intro, a splash screen or a launch screen: a word `intro` or `splash`
  /// (`IntroView`, `AppIntro`, `SplashViewController`), or `launch` followed by `screen`,
  /// `intro`, `view`, `controller`, `overlay` or `animation` (`LaunchScreenView`, not
  /// `RocketLaunchRow`).
  static func isIntroTypeName(_ name: String) -> Bool {
    guard mayHold(anyOf: ["intro", "splash", "launch"], in: name) else { return false }
    let words = words(of: name)
    if words.contains("intro") || words.contains("splash") { return true }
    let followers: Set<String> = ["screen", "intro", "view", "controller", "overlay", "animation"]
    return zip(words, words.dropFirst()).contains { $0 == "launch" && followers.contains($1) }
  }

  /// A state machine or file named for an intro: a word `intro`, `splash` or `launch`
  /// (`LaunchStateMachine`).
  static func isIntroName(_ name: String) -> Bool {
    guard mayHold(anyOf: ["intro", "splash", "launch"], in: name) else { return false }
    return words(of: name).contains { ["intro", "splash", "launch"].contains($0) }
  }

  /// Whether `name`, lower-cased, may hold one of the ASCII `words`: `false` only for an ASCII
  /// name that holds none, whose ``words(of:)`` then hold none either. (Splitting a name into
  /// words costs far more than this look at its bytes, and most names hold none of them.)
  private static func mayHold(anyOf words: [String], in name: String) -> Bool {
    var lowered: [UInt8] = []
    lowered.reserveCapacity(name.utf8.count)
    for byte in name.utf8 {
      guard byte < 0x80 else { return true }
      lowered.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
    }
    return words.contains { lowered.contains(subsequence: $0.utf8) }
  }
}

extension RiveSummary {
  /// Something in the file an app can set to tell it about Reduce Motion, or that tells the app
  /// the intro ended.
  package struct Switch: Sendable, Hashable, Codable {
    /// `stateMachineInput` or `viewModelProperty`, or `event` for end signals.
    package var kind: String
    /// The state machine, view model or artboard that holds it.
    package var owner: String
    package var name: String
  }

  /// Boolean inputs and view-model booleans whose names say "reduced motion"
  /// (`prefersReducedMotion`): setting one from the Reduce Motion setting calms the file.
  package var reducedMotionSwitches: [Switch] {
    var switches: [Switch] = []
    for artboard in artboards {
      for machine in artboard.stateMachines {
        for input in machine.inputs where MotionNaming.saysReducedMotion(input.name) {
          if case .boolean = input.kind {
            switches.append(
              Switch(kind: "stateMachineInput", owner: machine.name, name: input.name))
          }
        }
      }
    }
    for model in viewModels {
      for property in model.properties
      where property.kind == "boolean" && MotionNaming.saysReducedMotion(property.name) {
        switches.append(Switch(kind: "viewModelProperty", owner: model.name, name: property.name))
      }
    }
    return switches
  }

  /// View-model triggers and events whose names say "the end" (`introDone`): what an app can
  /// await instead of a fixed wait.
  package var endSignals: [Switch] {
    var signals: [Switch] = []
    for model in viewModels {
      for property in model.properties
      where property.kind == "trigger" && MotionNaming.saysEnd(property.name) {
        signals.append(Switch(kind: "viewModelProperty", owner: model.name, name: property.name))
      }
    }
    for artboard in artboards {
      for event in artboard.events where MotionNaming.saysEnd(event.name) {
        signals.append(Switch(kind: "event", owner: artboard.name, name: event.name))
      }
    }
    return signals
  }

  /// Whether some state machine of the file is named `name`.
  package func containsStateMachine(named name: String) -> Bool {
    artboards.contains { $0.stateMachines.contains { $0.name == name } }
  }

  /// The artboard that plays `stateMachine`: the one holding a state machine of that name, else
  /// (no name, or none holds it) the first artboard, the runtime's default.
  package func artboard(holding stateMachine: String?) -> Artboard? {
    if let stateMachine,
      let holder = artboards.first(where: { $0.stateMachines.contains { $0.name == stateMachine } })
    {
      return holder
    }
    return artboards.first
  }

  /// How long an intro played by `stateMachine` lasts when nothing signals its end.
  package struct IntroLength: Sendable, Hashable, Codable {
    package var seconds: Double
    /// The one-shot animation that sets it.
    package var animation: String
    package var artboard: String
  }

  /// The intro length of the artboard that plays `stateMachine` (see
  /// ``Artboard/introLength``).
  package func introLength(stateMachine: String?) -> IntroLength? {
    artboard(holding: stateMachine)?.introLength
  }

  /// The animations that play forever (loop or ping-pong), with their artboards.
  package var repeatingAnimations: [(artboard: String, animation: Animation)] {
    artboards.flatMap { artboard in
      artboard.animations.filter(\.loop.repeats).map { (artboard.name, $0) }
    }
  }
}

extension RiveSummary.Artboard {
  /// The intro length: the longest one-shot animation (work area and speed respected). A launch
  /// state machine plays its intro once and settles on a looping idle, so its one-shot animation
  /// is the part to wait for. Nil when the artboard has no one-shot animation.
  package var introLength: RiveSummary.IntroLength? {
    var best: RiveSummary.IntroLength?
    for animation in animations where animation.loop == .oneShot {
      guard let seconds = animation.playingSeconds, seconds > 0 else { continue }
      if seconds > best?.seconds ?? 0 {
        best = RiveSummary.IntroLength(seconds: seconds, animation: animation.name, artboard: name)
      }
    }
    return best
  }
}
