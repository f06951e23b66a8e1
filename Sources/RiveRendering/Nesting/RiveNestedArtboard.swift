import AnimationFiles
import Foundation

/// A nested artboard of a host artboard: an instance of another artboard of the file, drawn in
/// place of the host's `NestedArtboard` with that component's world transform and opacity, and
/// advanced as the runtime's `NestedArtboard::advanceComponent` advances it — its nested
/// animations first (a simple animation played at its speed, a remapped one shown at the
/// fraction of its duration the host gives it, a state machine with the values of its nested
/// inputs), then its own nested artboards, all by the host's time times its speed.
struct RiveNestedArtboard: Sendable {
  typealias Key = RivePropertyKey
  typealias TypeKey = RiveTypeKey

  /// The host's `NestedArtboard` component.
  let hostID: Int
  /// The nested artboard's instance.
  var renderer: RiveStillRenderer
  private var animations: [NestedAnimation]
  /// What the nesting itself does that a still does not show.
  private(set) var unsupported: Set<RiveUnsupportedFeature> = []

  private struct NestedAnimation: Sendable {
    /// The host's component for it (`NestedSimpleAnimation`, `NestedRemapAnimation`,
    /// `NestedStateMachine`).
    let componentID: Int
    var playback: Playback
  }

  private enum Playback: Sendable {
    /// A timeline animation and where it has played to.
    case simple(RiveTimeline, RiveAnimationClock)
    case remap(RiveTimeline)
    /// A state machine and its nested inputs: host component id and input index.
    case stateMachine(RiveStateMachineRun, inputs: [(componentID: Int, input: Int)])
  }

  /// The instance of the artboard the host's component `hostID` nests, or nil when it nests
  /// none the file has; a nesting cycle, nesting too deep or past the instance budget is named
  /// in `unsupported` instead.
  init?(
    hostID: Int, host: [RiveComponent?], children: [Int], library: RiveArtboardLibrary,
    ancestry: [Int], limits: RiveRenderLimits, budget: inout Int,
    unsupported: inout Set<RiveUnsupportedFeature>
  ) {
    guard let component = host[hostID], let index = component.id(Key.nestedArtboardArtboardId),
      library.artboards.indices.contains(index)
    else { return nil }
    let artboard = library.artboards[index]
    if ancestry.contains(index) {
      unsupported.insert(
        RiveUnsupportedFeature(
          component: component.label,
          feature: "NestedArtboard nesting artboard '\(artboard.name)', which nests it"))
      return nil
    }
    guard ancestry.count <= limits.maximumNestingDepth else {
      unsupported.insert(
        RiveUnsupportedFeature(
          component: component.label,
          feature: "artboards nested more than \(limits.maximumNestingDepth) deep"))
      return nil
    }
    guard budget > 0 else {
      unsupported.insert(
        RiveUnsupportedFeature(
          component: component.label,
          feature: "more than \(limits.maximumNestedArtboards) nested artboards in one still"))
      return nil
    }
    budget -= 1
    self.hostID = hostID
    renderer = RiveStillRenderer(
      artboard: artboard, library: library, ancestry: ancestry + [index], limits: limits,
      budget: &budget)
    animations = []
    for childID in children {
      guard let child = host[childID], let animationID = child.id(Key.nestedAnimationAnimationId)
      else { continue }
      if child.typeKey == TypeKey.nestedStateMachine {
        guard artboard.stateMachines.indices.contains(animationID) else { continue }
        let inputs = host.indices.compactMap { inputID -> (Int, Int)? in
          guard let input = host[inputID], input.parentID == childID,
            input.isKind(of: TypeKey.nestedInput), let index = input.id(Key.nestedInputInputId)
          else { return nil }
          return (inputID, index)
        }
        let run = RiveStateMachineRun(
          machine: artboard.stateMachines[animationID], animations: artboard.animations)
        animations.append(
          NestedAnimation(componentID: childID, playback: .stateMachine(run, inputs: inputs)))
      } else if artboard.animations.indices.contains(animationID) {
        let timeline = artboard.animations[animationID]
        if child.typeKey == TypeKey.nestedSimpleAnimation {
          animations.append(
            NestedAnimation(
              componentID: childID, playback: .simple(timeline, RiveAnimationClock(timeline))))
        } else if child.typeKey == TypeKey.nestedRemapAnimation {
          animations.append(NestedAnimation(componentID: childID, playback: .remap(timeline)))
        }
      }
    }
  }

  /// Advances the nested artboard by the host's `seconds`, with the host's current values.
  mutating func advance(by seconds: Double, host: [RiveComponent?]) {
    guard let component = host[hostID], !component.bool(Key.nestedArtboardIsPaused, false) else {
      return
    }
    if component.number(Key.nestedArtboardQuantize, -1) >= 0 {
      unsupported.insert(
        RiveUnsupportedFeature(component: component.label, feature: "NestedArtboard quantize"))
    }
    let speed = component.number(Key.nestedArtboardSpeed, 1)
    let local = seconds * (speed >= 0 ? speed : 1)
    for index in animations.indices {
      guard let settings = host[animations[index].componentID] else { continue }
      let mix = settings.number(Key.nestedLinearAnimationMix, 1)
      switch animations[index].playback {
      case .simple(let timeline, var clock):
        let speed = settings.number(Key.nestedSimpleAnimationSpeed, 1)
        if speed < 0 || timeline.speed < 0 {
          unsupported.insert(
            RiveUnsupportedFeature(
              component: settings.label, feature: "NestedSimpleAnimation played backwards"))
        }
        if settings.bool(Key.nestedSimpleAnimationIsPlaying, false) {
          clock.advance(by: local * speed, timeline)
        }
        animations[index].playback = .simple(timeline, clock)
        if mix != 0 { renderer.apply(timeline, atSeconds: Double(clock.seconds), mix: mix) }
      case .remap(let timeline):
        if timeline.speed < 0 {
          unsupported.insert(
            RiveUnsupportedFeature(
              component: settings.label, feature: "NestedRemapAnimation of a reversed animation"))
        }
        if mix != 0 {
          let fraction = settings.number(Key.nestedRemapAnimationTime)
          renderer.apply(timeline, atSeconds: timeline.localSeconds(remapping: fraction), mix: mix)
        }
      case .stateMachine(var run, let inputs):
        for (inputID, input) in inputs {
          guard let nestedInput = host[inputID] else { continue }
          if nestedInput.isKind(of: TypeKey.nestedBool) {
            run.setInput(
              at: input, to: .boolean(nestedInput.bool(Key.nestedBoolNestedValue, false)))
          } else if nestedInput.isKind(of: TypeKey.nestedNumber) {
            run.setInput(at: input, to: .number(nestedInput.number(Key.nestedNumberNestedValue)))
          }
        }
        run.advance(by: local, on: &renderer)
        animations[index].playback = .stateMachine(run, inputs: inputs)
      }
    }
    renderer.advanceNested(by: local)
  }

  /// Whether the nested artboard has come to rest: its one-shot animations played through, its
  /// state machines settled, and its own nested artboards at rest.
  func isSettled(host: [RiveComponent?]) -> Bool {
    if host[hostID]?.bool(Key.nestedArtboardIsPaused, false) ?? true { return true }
    for animation in animations {
      switch animation.playback {
      case .simple(let timeline, let clock):
        let playing =
          host[animation.componentID]?.bool(Key.nestedSimpleAnimationIsPlaying, false) ?? false
        if playing, timeline.isOneShot, !clock.hasEnded { return false }
      case .remap: continue
      case .stateMachine(let run, _):
        if !run.isSettled { return false }
      }
    }
    return renderer.nestedAreSettled
  }

  /// Features the nesting and its state machines met, its own nested artboards' included.
  var allUnsupported: Set<RiveUnsupportedFeature> {
    var result = unsupported.union(renderer.nestedUnsupported)
    for animation in animations {
      if case .stateMachine(let run, _) = animation.playback { result.formUnion(run.unsupported) }
    }
    return result
  }
}

/// The artboards of a file, for nested artboards to instance (by index, as the runtime's
/// importer resolves a nested artboard's `artboardId`).
package final class RiveArtboardLibrary: Sendable {
  let artboards: [RiveArtboardDefinition]

  init(artboards: [RiveArtboardDefinition]) {
    self.artboards = artboards
  }
}

extension RiveTimeline {
  /// The animation's own time at `fraction` of its duration, as the runtime's
  /// `LinearAnimation::globalToLocalSeconds` places a remapped nested animation.
  func localSeconds(remapping fraction: Double) -> Double {
    let duration = abs(endSeconds - startSeconds)
    let seconds = duration * fraction
    guard duration > 0, seconds.isFinite else { return startSeconds }
    let position = seconds - (seconds / duration).rounded(.down) * duration
    switch loop {
    case 1: return position + startSeconds
    case 2:
      let isReturning = abs((seconds / duration).rounded(.towardZero).remainder(dividingBy: 2)) == 1
      return isReturning ? endSeconds - position : position + startSeconds
    default: return seconds + startSeconds
    }
  }
}
