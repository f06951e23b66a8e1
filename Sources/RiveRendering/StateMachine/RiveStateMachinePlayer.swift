import Foundation

/// Runs a state machine on an artboard as the runtime advances it, frame by frame, to find the
/// pose it settles in (see `RiveStateMachineRun`); the artboard's nested artboards advance with
/// it, and it has settled only when theirs have.
package struct RiveStateMachinePlayer {
  private var run: RiveStateMachineRun
  package private(set) var renderer: RiveStillRenderer
  /// Seconds advanced so far.
  package private(set) var elapsed = 0.0

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
    run = RiveStateMachineRun(machine: machine, animations: artboard.animations)
    renderer = RiveStillRenderer(artboard: artboard, limits: limits)
  }

  /// Features the run met that this player does not run, its nested artboards' included.
  package var unsupported: Set<RiveUnsupportedFeature> {
    run.unsupported.union(renderer.nestedUnsupported)
  }

  /// Sets a number input, or a boolean one from `0`/`1`/`true`/`false`.
  package mutating func set(_ name: String, to text: String) throws(InputError) {
    try run.set(name, to: text)
  }

  /// Fires a trigger input.
  package mutating func fire(_ name: String) throws(InputError) {
    try run.fire(name)
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
      if !changed && run.isSettled && renderer.nestedAreSettled { return true }
      seconds = step
    }
    run.noteUnsettled(within: maximum)
    return false
  }

  /// One frame: the machine advances and applies its animations, then the nested artboards
  /// advance by the same time, as the runtime advances the artboard after its state machine.
  /// Returns whether any layer changed state.
  @discardableResult
  package mutating func advance(by seconds: Double) -> Bool {
    elapsed += seconds
    let changed = run.advance(by: seconds, on: &renderer)
    renderer.advanceNested(by: seconds)
    return changed
  }

  /// The still of the machine's current pose.
  package func render(size: (width: Double, height: Double)? = nil) -> RiveStill {
    let still = renderer.render(size: size)
    let all = Set(still.unsupported).union(run.unsupported)
    return RiveStill(
      svg: still.svg,
      unsupported: all.sorted { ($0.component, $0.feature) < ($1.component, $1.feature) })
  }
}
