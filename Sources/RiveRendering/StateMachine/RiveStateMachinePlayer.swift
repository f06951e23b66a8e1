import Foundation

/// Runs a state machine on an artboard as the runtime advances it, frame by frame, to find the
/// pose it settles in: each layer starts at its entry state, takes the first transition whose
/// conditions hold (any state's first, then the current state's; one with an exit time only
/// once the animation has played that far), mixes the new state in over the transition's
/// duration, and settles when no layer changes state, no mix is in progress and every
/// state's animation has finished or loops.
package struct RiveStateMachinePlayer {
  private let machine: RiveStateMachineDefinition
  private let animations: [RiveTimeline]
  package private(set) var renderer: RiveStillRenderer
  private var values: [Value]
  private var layers: [LayerInstance]
  /// Features the run met that this player does not run.
  package private(set) var unsupported: Set<RiveUnsupportedFeature> = []
  /// Seconds advanced so far.
  package private(set) var elapsed = 0.0

  enum Value: Equatable {
    case boolean(Bool)
    case number(Double)
    case trigger(fired: Bool)
  }

  private struct LayerInstance {
    var state: Int?
    var stateTime = 0.0
    var previous: Int?
    var previousTime = 0.0
    var mixDuration = 0.0
    var mixElapsed = 0.0
    var mixInterpolator: RiveInterpolator?
    var changedThisStep = false
  }

  /// Errors in the inputs given.
  package enum InputError: Error, Equatable, CustomStringConvertible {
    case unknownInput(String, known: [String])
    case wrongKind(String, expected: String)

    package var description: String {
      switch self {
      case .unknownInput(let name, let known):
        "the state machine has no input '\(name)' (its inputs: \(known.joined(separator: ", ")))"
      case .wrongKind(let name, let expected):
        "input '\(name)' is \(expected)"
      }
    }
  }

  package init(
    machine: RiveStateMachineDefinition, artboard: RiveArtboardDefinition,
    limits: RiveRenderLimits = RiveRenderLimits()
  ) {
    self.machine = machine
    animations = artboard.animations
    renderer = RiveStillRenderer(artboard: artboard, limits: limits)
    values = machine.inputs.map { input in
      switch input.kind {
      case .boolean(let value): .boolean(value)
      case .number(let value): .number(value)
      case .trigger: .trigger(fired: false)
      }
    }
    layers = machine.layers.map { layer in
      LayerInstance(state: layer.states.firstIndex { $0.kind == .entry })
    }
    for part in Set(machine.unsupportedParts) {
      unsupported.insert(RiveUnsupportedFeature(component: machine.name, feature: part))
    }
  }

  private func inputIndex(_ name: String) throws(InputError) -> Int {
    guard let index = machine.inputs.firstIndex(where: { $0.name == name }) else {
      throw .unknownInput(name, known: machine.inputs.map(\.name))
    }
    return index
  }

  /// Sets a number input, or a boolean one from `0`/`1`/`true`/`false`.
  package mutating func set(_ name: String, to text: String) throws(InputError) {
    let index = try inputIndex(name)
    switch values[index] {
    case .boolean:
      switch text.lowercased() {
      case "true", "1": values[index] = .boolean(true)
      case "false", "0": values[index] = .boolean(false)
      default: throw .wrongKind(name, expected: "a boolean: give true or false")
      }
    case .number:
      guard let number = Double(text) else { throw .wrongKind(name, expected: "a number") }
      values[index] = .number(number)
    case .trigger:
      throw .wrongKind(name, expected: "a trigger: fire it with --trigger")
    }
  }

  /// Fires a trigger input.
  package mutating func fire(_ name: String) throws(InputError) {
    let index = try inputIndex(name)
    guard case .trigger = values[index] else {
      throw .wrongKind(name, expected: "not a trigger: set it with --input")
    }
    values[index] = .trigger(fired: true)
  }

  /// Advances frame by frame (`step` seconds) until the machine settles or `maximum` seconds
  /// have passed; returns whether it settled.
  package mutating func settle(step: Double = 1.0 / 60, maximum: Double = 10) -> Bool {
    // After a change of state the machine is looked at again at the same moment, so a state
    // that loops is shown where it starts; a cycle of changes still moves time on.
    var seconds = 0.0
    var changesWithoutTime = 0
    while elapsed <= maximum {
      let changed = advance(by: seconds)
      // A machine with parts this player does not run gives no still worth waiting for.
      if !unsupported.isEmpty { return false }
      if changed, changesWithoutTime < 100 {
        changesWithoutTime += 1
        seconds = 0
        continue
      }
      changesWithoutTime = 0
      if !changed && isSettled { return true }
      seconds = step
    }
    unsupported.insert(
      RiveUnsupportedFeature(
        component: machine.name, feature: "no settled state within \(svgSeconds(maximum)) s"))
    return false
  }

  private func svgSeconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private var isSettled: Bool {
    for (index, layer) in layers.enumerated() {
      if layer.previous != nil { return false }
      guard let state = layer.state else { continue }
      if case .animation(let animationID) = machine.layers[index].states[state].kind,
        let animationID, animations.indices.contains(animationID)
      {
        let animation = animations[animationID]
        if animation.loop == 0
          && layer.stateTime * abs(animation.speed) < animation.endSeconds - animation.startSeconds
        {
          return false
        }
      }
    }
    return true
  }

  /// One frame: advance each layer's time, take transitions, apply the animations. Returns
  /// whether any layer changed state.
  @discardableResult
  package mutating func advance(by seconds: Double) -> Bool {
    elapsed += seconds
    var changed = false
    for index in layers.indices {
      layers[index].changedThisStep = false
      layers[index].stateTime += seconds * stateSpeed(index, layers[index].state)
      if layers[index].previous != nil {
        layers[index].previousTime += seconds * stateSpeed(index, layers[index].previous)
        layers[index].mixElapsed += seconds
        if layers[index].mixElapsed >= layers[index].mixDuration { layers[index].previous = nil }
      }
      // A chain of transitions may all be taken in one frame, as in the runtime (bounded).
      for _ in 0..<100 {
        guard takeTransition(layer: index) else { break }
        changed = true
      }
    }
    for index in values.indices {
      if case .trigger = values[index] { values[index] = .trigger(fired: false) }
    }
    for index in layers.indices { apply(layer: index) }
    return changed
  }

  private func stateSpeed(_ layer: Int, _ state: Int?) -> Double {
    guard let state else { return 1 }
    return machine.layers[layer].states[state].speed
  }

  private func animation(_ layer: Int, _ state: Int?) -> RiveTimeline? {
    guard let state, case .animation(let id) = machine.layers[layer].states[state].kind, let id,
      animations.indices.contains(id)
    else { return nil }
    return animations[id]
  }

  private mutating func takeTransition(layer index: Int) -> Bool {
    let states = machine.layers[index].states
    var candidates: [RiveStateMachineDefinition.Transition] = []
    if let any = states.firstIndex(where: { $0.kind == .any }) {
      candidates += states[any].transitions
    }
    if let current = layers[index].state { candidates += states[current].transitions }
    for transition in candidates where !transition.isDisabled {
      guard let target = transition.target, states.indices.contains(target),
        target != layers[index].state || states[target].kind != .any
      else { continue }
      guard conditionsHold(transition) else { continue }
      if transition.hasExitTime, let animation = animation(index, layers[index].state) {
        let length = animation.endSeconds - animation.startSeconds
        let exit =
          transition.exitTimeIsPercentage
          ? transition.exitTime / 100 * length : transition.exitTime / 1000
        if layers[index].stateTime * abs(animation.speed) < exit { continue }
      }
      // A transition to the state the layer is in restarts nothing (the runtime skips it).
      if target == layers[index].state { continue }
      if case .unsupported(let name) = states[target].kind {
        unsupported.insert(RiveUnsupportedFeature(component: machine.name, feature: name))
      }
      for condition in transition.conditions {
        if case .trigger = condition.kind, let input = condition.input,
          values.indices.contains(input)
        {
          values[input] = .trigger(fired: false)
        }
      }
      let length =
        animation(index, layers[index].state).map { $0.endSeconds - $0.startSeconds } ?? 0
      let duration =
        transition.durationIsPercentage
        ? transition.duration / 100 * length : transition.duration / 1000
      // The state left is applied where it got to, as the runtime holds the animation it
      // leaves (an exit state applies nothing after it).
      if let leaving = animation(index, layers[index].state) {
        renderer.apply(
          leaving, atSeconds: leaving.localSeconds(afterPlaying: layers[index].stateTime))
      }
      layers[index].previous = duration > 0 ? layers[index].state : nil
      layers[index].previousTime = layers[index].stateTime
      layers[index].mixDuration = duration
      layers[index].mixElapsed = 0
      layers[index].mixInterpolator = renderer.interpolator(transition.interpolatorID)
      layers[index].state = target
      layers[index].stateTime = 0
      return true
    }
    return false
  }

  private mutating func conditionsHold(_ transition: RiveStateMachineDefinition.Transition)
    -> Bool
  {
    for condition in transition.conditions {
      // Before the input: a condition the player cannot evaluate (a scripted one) has none.
      if case .unsupported(let name) = condition.kind {
        unsupported.insert(RiveUnsupportedFeature(component: machine.name, feature: name))
        return false
      }
      guard let input = condition.input, values.indices.contains(input) else { continue }
      switch (condition.kind, values[input]) {
      case (.boolean, .boolean(let value)):
        let holds = condition.operation == 0 ? value : !value
        if !holds { return false }
      case (.number(let target), .number(let value)):
        let holds: Bool
        switch condition.operation {
        case 0: holds = value == target
        case 1: holds = value != target
        case 2: holds = value <= target
        case 3: holds = value >= target
        case 4: holds = value < target
        default: holds = value > target
        }
        if !holds { return false }
      case (.trigger, .trigger(let fired)):
        if !fired { return false }
      default:
        continue
      }
    }
    return true
  }

  private mutating func apply(layer index: Int) {
    let layer = layers[index]
    if let previous = animation(index, layer.previous) {
      renderer.apply(previous, atSeconds: previous.localSeconds(afterPlaying: layer.previousTime))
    }
    guard let current = animation(index, layer.state) else { return }
    var mix = 1.0
    if layer.previous != nil, layer.mixDuration > 0 {
      let fraction = min(layer.mixElapsed / layer.mixDuration, 1)
      mix = layer.mixInterpolator?.eased(fraction) ?? fraction
    }
    renderer.apply(
      current, atSeconds: current.localSeconds(afterPlaying: layer.stateTime), mix: mix)
  }

  /// The still of the machine's current pose.
  package func render(size: (width: Double, height: Double)? = nil) -> RiveStill {
    let still = renderer.render(size: size)
    let all = Set(still.unsupported).union(unsupported)
    return RiveStill(
      svg: still.svg,
      unsupported: all.sorted { ($0.component, $0.feature) < ($1.component, $1.feature) })
  }
}
