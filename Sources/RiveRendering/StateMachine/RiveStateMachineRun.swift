import Foundation

/// A state machine's own state as the runtime advances it, frame by frame, applying its
/// animations to an artboard it is given: each layer starts at its entry state, takes the first
/// transition whose conditions hold (any state's first, then the current state's; one with an
/// exit time only once the animation has played that far), mixes the new state in over the
/// transition's duration, and settles when no layer changes state, no mix is in progress and
/// every state's animation has finished or loops. The top-level player and nested state
/// machines share it.
struct RiveStateMachineRun: Sendable {
  let machine: RiveStateMachineDefinition
  private let animations: [RiveTimeline]
  private var values: [Value]
  private var layers: [LayerInstance]
  /// Features the run met that it does not run.
  private(set) var unsupported: Set<RiveUnsupportedFeature> = []

  enum Value: Equatable, Sendable {
    case boolean(Bool)
    case number(Double)
    case trigger(fired: Bool)
  }

  private struct LayerInstance: Sendable {
    var state: Int?
    var stateTime = 0.0
    var previous: Int?
    var previousTime = 0.0
    var mixDuration = 0.0
    var mixElapsed = 0.0
    var mixInterpolator: RiveInterpolator?
    var changedThisStep = false
  }

  init(machine: RiveStateMachineDefinition, animations: [RiveTimeline]) {
    self.machine = machine
    self.animations = animations
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

  private func inputIndex(_ name: String) throws(RiveStateMachinePlayer.InputError) -> Int {
    guard let index = machine.inputs.firstIndex(where: { $0.name == name }) else {
      throw .unknownInput(name, known: machine.inputs.map(\.name))
    }
    return index
  }

  /// Sets the input at `index` to `value` when it is an input of that kind (a nested input
  /// of a host sets its nested machine's input by index).
  mutating func setInput(at index: Int, to value: Value) {
    guard values.indices.contains(index) else { return }
    switch (values[index], value) {
    case (.boolean, .boolean), (.number, .number): values[index] = value
    default: break
    }
  }

  /// Sets a number input, or a boolean one from `0`/`1`/`true`/`false`.
  mutating func set(_ name: String, to text: String) throws(RiveStateMachinePlayer.InputError) {
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
  mutating func fire(_ name: String) throws(RiveStateMachinePlayer.InputError) {
    let index = try inputIndex(name)
    guard case .trigger = values[index] else {
      throw .wrongKind(name, expected: "not a trigger: set it with --input")
    }
    values[index] = .trigger(fired: true)
  }

  /// Names the machine as one that did not settle within `maximum` seconds.
  mutating func noteUnsettled(within maximum: Double) {
    let seconds =
      maximum == maximum.rounded() && abs(maximum) < 1e15 ? String(Int(maximum)) : String(maximum)
    unsupported.insert(
      RiveUnsupportedFeature(
        component: machine.name, feature: "no settled state within \(seconds) s"))
  }

  /// Whether no layer is mixing and every state's animation has played through or loops.
  var isSettled: Bool {
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
  mutating func advance(by seconds: Double, on renderer: inout RiveStillRenderer) -> Bool {
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
        guard takeTransition(layer: index, on: &renderer) else { break }
        changed = true
      }
    }
    for index in values.indices {
      if case .trigger = values[index] { values[index] = .trigger(fired: false) }
    }
    for index in layers.indices { apply(layer: index, on: &renderer) }
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

  private mutating func takeTransition(layer index: Int, on renderer: inout RiveStillRenderer)
    -> Bool
  {
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

  private mutating func apply(layer index: Int, on renderer: inout RiveStillRenderer) {
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
}
