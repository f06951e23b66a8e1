import AnimationFiles

/// A state machine as read: inputs, and layers of states joined by transitions.
package struct RiveStateMachineDefinition: Sendable {
  /// The state machine's name.
  package let name: String
  /// The inputs, in file order (conditions refer to them by index).
  package private(set) var inputs: [Input] = []
  private(set) var layers: [Layer] = []
  /// Types of objects of the state machine this renderer does not run (listeners' actions
  /// run only on pointer events, so they are not among them, except a listener for events).
  private(set) var unsupportedParts: [String] = []

  package struct Input: Sendable {
    package let name: String
    package let kind: Kind

    package enum Kind: Sendable, Equatable {
      case boolean(Bool)
      case number(Double)
      case trigger
    }
  }

  struct Layer: Sendable {
    var states: [State] = []
  }

  struct State: Sendable {
    enum Kind: Sendable, Equatable {
      case entry, exit, any
      case animation(Int?)
      case unsupported(String)
    }
    let kind: Kind
    let speed: Double
    var transitions: [Transition] = []
  }

  struct Transition: Sendable {
    let target: Int?
    let flags: UInt64
    let duration: Double
    let exitTime: Double
    let interpolatorID: Int?
    var conditions: [Condition] = []

    var isDisabled: Bool { flags & 1 != 0 }
    var durationIsPercentage: Bool { flags & 2 != 0 }
    var hasExitTime: Bool { flags & 4 != 0 }
    var exitTimeIsPercentage: Bool { flags & 8 != 0 }
  }

  struct Condition: Sendable {
    enum Kind: Sendable, Equatable {
      case boolean
      case number(Double)
      case trigger
      case unsupported(String)
    }
    let kind: Kind
    let input: Int?
    /// 0 equal, 1 not equal, 2 ≤, 3 ≥, 4 <, 5 >.
    let operation: UInt64
  }

  init(machine: RiveObject) {
    name = RiveComponent(machine).string(RivePropertyKey.animationName)
  }

  static func isPart(_ type: UInt32) -> Bool {
    !RiveArtboardFile.isArtboardObject(type)
      && !RiveObjectTypes.type(type, isKindOf: RiveTypeKey.linearAnimation)
      && !RiveTimeline.isPart(type)
  }

  mutating func add(_ object: RiveObject) {
    let component = RiveComponent(object)
    typealias Key = RivePropertyKey
    typealias TypeKey = RiveTypeKey
    if component.isKind(of: TypeKey.stateMachineInput) {
      let inputName = component.string(Key.stateMachineComponentName)
      let kind: Input.Kind
      if component.isKind(of: TypeKey.stateMachineBool) {
        kind = .boolean(component.bool(Key.stateMachineBoolValue, false))
      } else if component.isKind(of: TypeKey.stateMachineNumber) {
        kind = .number(component.number(Key.stateMachineNumberValue))
      } else {
        kind = .trigger
      }
      inputs.append(Input(name: inputName, kind: kind))
    } else if component.isKind(of: TypeKey.stateMachineLayer) {
      layers.append(Layer())
    } else if component.isKind(of: TypeKey.layerState) {
      guard !layers.isEmpty else { return }
      let kind: State.Kind
      if component.isKind(of: TypeKey.entryState) {
        kind = .entry
      } else if component.isKind(of: TypeKey.exitState) {
        kind = .exit
      } else if component.isKind(of: TypeKey.anyState) {
        kind = .any
      } else if component.isKind(of: TypeKey.animationState) {
        kind = .animation(component.id(Key.animationStateAnimationId))
      } else {
        kind = .unsupported(component.typeName)
      }
      layers[layers.count - 1].states.append(
        State(kind: kind, speed: component.number(Key.advanceableStateSpeed, 1)))
    } else if component.isKind(of: TypeKey.stateTransition) {
      guard let layer = layers.indices.last, !layers[layer].states.isEmpty else { return }
      let transition = Transition(
        target: component.id(Key.stateTransitionStateToId),
        flags: component.unsigned(Key.stateTransitionFlags),
        duration: component.number(Key.stateTransitionDuration),
        exitTime: component.number(Key.stateTransitionExitTime),
        interpolatorID: component.id(Key.stateTransitionInterpolatorId))
      layers[layer].states[layers[layer].states.count - 1].transitions.append(transition)
    } else if component.isKind(of: TypeKey.transitionCondition) {
      guard let layer = layers.indices.last, let state = layers[layer].states.indices.last,
        let transition = layers[layer].states[state].transitions.indices.last
      else { return }
      let kind: Condition.Kind
      if component.isKind(of: TypeKey.transitionBoolCondition) {
        kind = .boolean
      } else if component.isKind(of: TypeKey.transitionNumberCondition) {
        kind = .number(component.number(Key.transitionNumberConditionValue))
      } else if component.isKind(of: TypeKey.transitionTriggerCondition) {
        kind = .trigger
      } else {
        kind = .unsupported(component.typeName)
      }
      layers[layer].states[state].transitions[transition].conditions.append(
        Condition(
          kind: kind, input: component.id(Key.transitionInputConditionInputId),
          operation: component.unsigned(Key.transitionValueConditionOpValue)))
    } else if component.isKind(of: TypeKey.stateMachineListenerSingle),
      component.unsigned(Key.stateMachineListenerSingleListenerTypeValue) == 5
    {
      // A listener for events runs its actions as the machine reports events (of callback
      // keyframes and fire actions), with no pointer involved.
      unsupportedParts.append("\(component.typeName) on events")
    } else if !component.isKind(of: TypeKey.stateMachineListener)
      && !component.isKind(of: TypeKey.stateMachineFireAction)
      && !component.typeName.hasPrefix("Listener")
    {
      unsupportedParts.append(component.typeName)
    }
  }
}
