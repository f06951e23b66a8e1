import Foundation
import VectorGraphics

/// A transform split as the runtime splits it (`TransformComponents`): translation, rotation,
/// scale and a skew of the y axis along the x axis, which constraints blend one by one.
struct RiveTransformParts: Equatable {
  var x: Double
  var y: Double
  var rotation: Double
  var scaleX: Double
  var scaleY: Double
  var skew: Double

  /// The parts of `transform`, as `Mat2D::decompose` finds them.
  init(_ transform: AffineTransform) {
    let lengthSquared = transform.a * transform.a + transform.b * transform.b
    x = transform.e
    y = transform.f
    rotation = atan2(transform.b, transform.a)
    scaleX = lengthSquared.squareRoot()
    scaleY = scaleX == 0 ? 0 : transform.determinant / scaleX
    skew = atan2(transform.a * transform.c + transform.b * transform.d, lengthSquared)
  }

  /// The transform these parts make, as `Mat2D::compose` makes it.
  var transform: AffineTransform {
    let cosine = cos(rotation)
    let sine = sin(rotation)
    var result = AffineTransform(
      a: cosine * scaleX, b: sine * scaleX, c: -sine * scaleY, d: cosine * scaleY, e: x, f: y)
    if skew != 0 {
      result.c += result.a * skew
      result.d += result.b * skew
    }
    return result
  }
}

/// A constraint the stills apply to the world transform of the component it belongs to, as
/// the runtime's `constrain` does after composing that transform: `TranslationConstraint`,
/// `RotationConstraint`, `ScaleConstraint`, `TransformConstraint`, `DistanceConstraint` and
/// `FollowPathConstraint`.
struct RiveConstraint {
  typealias Key = RivePropertyKey
  typealias TypeKey = RiveTypeKey

  enum Kind {
    case translation, rotation, scale, transform, distance, followPath
  }

  /// The types drawn, by type key.
  static let kinds: [UInt32: Kind] = [
    TypeKey.translationConstraint: .translation, TypeKey.rotationConstraint: .rotation,
    TypeKey.scaleConstraint: .scale, TypeKey.transformConstraint: .transform,
    TypeKey.distanceConstraint: .distance, TypeKey.followPathConstraint: .followPath,
  ]

  let kind: Kind
  let targetID: Int?
  private let component: RiveComponent

  /// The constraint `component` describes; nil for a constraint type the stills do not apply.
  init?(_ component: RiveComponent) {
    guard let kind = Self.kinds[component.typeKey] else { return nil }
    self.kind = kind
    self.component = component
    targetID = component.id(Key.targetedConstraintTargetId)
  }

  /// Whether the runtime keeps the constraint without a target (it drops a transform or
  /// distance constraint that names none).
  var needsTarget: Bool { kind == .transform || kind == .distance || kind == .followPath }

  /// The component the constraint belongs to, as the constraint sees it.
  struct Constrained {
    var world: AffineTransform
    var parentWorld: AffineTransform
    /// The component's own position, rotation and scale (`composedTranslation`, `rotation`,
    /// `scaleX`, `scaleY`).
    var x: Double
    var y: Double
    var rotation: Double
    var scaleX: Double
    var scaleY: Double
  }

  /// The target's world transform and its parent's, and, for a follow-path constraint whose
  /// target is a shape or a path, its paths in world space.
  struct Target {
    var world: AffineTransform
    var parentWorld: AffineTransform
    var path: RivePathMeasure?
  }

  private var strength: Double { component.number(Key.constraintStrength, 1) }
  private var sourceIsLocal: Bool {
    component.unsigned(Key.transformSpaceConstraintSourceSpaceValue) == 1
  }
  private var destinationIsLocal: Bool {
    component.unsigned(Key.transformSpaceConstraintDestSpaceValue) == 1
  }
  private var clampsInLocalSpace: Bool {
    component.unsigned(Key.transformComponentConstraintMinMaxSpaceValue) == 1
  }
  private var offset: Bool { component.bool(Key.transformComponentConstraintOffset, false) }

  /// One axis's copy and clamp settings (the x axis's also serve rotation).
  private struct Axis {
    var copies: Bool
    var factor: Double
    var minimum: Double?
    var maximum: Double?

    func clamped(_ value: Double) -> Double {
      var value = value
      if let maximum, value > maximum { value = maximum }
      if let minimum, value < minimum { value = minimum }
      return value
    }
  }

  private var xAxis: Axis {
    Axis(
      copies: component.bool(Key.transformComponentConstraintDoesCopy, true),
      factor: component.number(Key.transformComponentConstraintCopyFactor, 1),
      minimum: component.bool(Key.transformComponentConstraintMin, false)
        ? component.number(Key.transformComponentConstraintMinValue) : nil,
      maximum: component.bool(Key.transformComponentConstraintMax, false)
        ? component.number(Key.transformComponentConstraintMaxValue) : nil)
  }

  private var yAxis: Axis {
    Axis(
      copies: component.bool(Key.transformComponentConstraintYDoesCopyY, true),
      factor: component.number(Key.transformComponentConstraintYCopyFactorY, 1),
      minimum: component.bool(Key.transformComponentConstraintYMinY, false)
        ? component.number(Key.transformComponentConstraintYMinValueY) : nil,
      maximum: component.bool(Key.transformComponentConstraintYMaxY, false)
        ? component.number(Key.transformComponentConstraintYMaxValueY) : nil)
  }

  /// The world transform of `constrained` under this constraint toward `target` (nil when
  /// there is none); unchanged where the runtime leaves it (a transform that cannot be
  /// inverted, a distance already kept).
  func constrain(_ constrained: Constrained, toward target: Target?) -> AffineTransform {
    switch kind {
    case .translation: translate(constrained, toward: target)
    case .rotation: rotate(constrained, toward: target)
    case .scale: scale(constrained, toward: target)
    case .transform: transform(constrained, toward: target)
    case .distance: keepDistance(constrained, from: target)
    case .followPath: follow(constrained, along: target)
    }
  }

  /// The target's transform in the source space; nil when its parent's cannot be inverted.
  private func source(_ target: Target) -> AffineTransform? {
    guard sourceIsLocal else { return target.world }
    return target.parentWorld.inverted.map { $0.concatenating(target.world) }
  }

  private func translate(_ constrained: Constrained, toward target: Target?) -> AffineTransform {
    var world = constrained.world
    let current = Point(x: world.e, y: world.f)
    var goal = current
    if let target {
      guard let source = source(target) else { return world }
      goal = Point(x: source.e, y: source.f)
      let axes = [xAxis, yAxis]
      let local = [constrained.x, constrained.y]
      let currentValues = [current.x, current.y]
      var values = [goal.x, goal.y]
      for index in 0..<2 {
        if !axes[index].copies {
          values[index] = destinationIsLocal ? 0 : currentValues[index]
        } else {
          values[index] *= axes[index].factor
          if offset { values[index] += local[index] }
        }
      }
      goal = Point(x: values[0], y: values[1])
      if destinationIsLocal { goal = constrained.parentWorld.apply(goal) }
    }
    if clampsInLocalSpace {
      guard let inverse = constrained.parentWorld.inverted else { return world }
      goal = inverse.apply(goal)
    }
    goal = Point(x: xAxis.clamped(goal.x), y: yAxis.clamped(goal.y))
    if clampsInLocalSpace { goal = constrained.parentWorld.apply(goal) }
    world.e = current.x * (1 - strength) + goal.x * strength
    world.f = current.y * (1 - strength) + goal.y * strength
    return world
  }

  /// The goal's parts moved from local space into world space, as the runtime recomposes them.
  private func inWorld(_ parts: RiveTransformParts, parentWorld: AffineTransform)
    -> RiveTransformParts
  {
    RiveTransformParts(parentWorld.concatenating(parts.transform))
  }

  /// The goal's parts clamped by `clamp`, in local space when the constraint clamps there;
  /// nil when the parent's transform cannot be inverted.
  private func clamped(
    _ parts: RiveTransformParts, parentWorld: AffineTransform,
    _ clamp: (inout RiveTransformParts) -> Void
  ) -> RiveTransformParts? {
    guard clampsInLocalSpace else {
      var parts = parts
      clamp(&parts)
      return parts
    }
    guard let inverse = parentWorld.inverted else { return nil }
    var local = RiveTransformParts(inverse.concatenating(parts.transform))
    clamp(&local)
    return inWorld(local, parentWorld: parentWorld)
  }

  private func rotate(_ constrained: Constrained, toward target: Target?) -> AffineTransform {
    let current = RiveTransformParts(constrained.world)
    var goal = current
    if let target {
      guard let source = source(target) else { return constrained.world }
      goal = RiveTransformParts(source)
      let axis = xAxis
      if !axis.copies {
        goal.rotation = destinationIsLocal ? 0 : current.rotation
      } else {
        goal.rotation *= axis.factor
        if offset { goal.rotation += constrained.rotation }
      }
      if destinationIsLocal { goal = inWorld(goal, parentWorld: constrained.parentWorld) }
    }
    guard
      let limited = clamped(
        goal, parentWorld: constrained.parentWorld, { $0.rotation = xAxis.clamped($0.rotation) })
    else { return constrained.world }
    var result = current
    result.rotation =
      current.rotation + Self.turn(from: current.rotation, to: limited.rotation) * strength
    return result.transform
  }

  private func scale(_ constrained: Constrained, toward target: Target?) -> AffineTransform {
    let current = RiveTransformParts(constrained.world)
    var goal = current
    if let target {
      guard let source = source(target) else { return constrained.world }
      goal = RiveTransformParts(source)
      let own = [constrained.scaleX, constrained.scaleY]
      let currentValues = [current.scaleX, current.scaleY]
      var values = [goal.scaleX, goal.scaleY]
      for (index, axis) in [xAxis, yAxis].enumerated() {
        if !axis.copies {
          values[index] = destinationIsLocal ? 1 : currentValues[index]
        } else {
          values[index] *= axis.factor
          if offset { values[index] *= own[index] }
        }
      }
      goal.scaleX = values[0]
      goal.scaleY = values[1]
      if destinationIsLocal { goal = inWorld(goal, parentWorld: constrained.parentWorld) }
    }
    guard
      let limited = clamped(
        goal, parentWorld: constrained.parentWorld,
        {
          $0.scaleX = xAxis.clamped($0.scaleX)
          $0.scaleY = yAxis.clamped($0.scaleY)
        })
    else { return constrained.world }
    var result = current
    result.scaleX = current.scaleX * (1 - strength) + limited.scaleX * strength
    result.scaleY = current.scaleY * (1 - strength) + limited.scaleY * strength
    return result.transform
  }

  /// A transform constraint moves the whole world transform toward the target's (the target's
  /// origin within its bounds counts only for layouts and text, which the stills refuse).
  private func transform(_ constrained: Constrained, toward target: Target?) -> AffineTransform {
    guard let target, var goal = source(target) else { return constrained.world }
    if destinationIsLocal { goal = constrained.parentWorld.concatenating(goal) }
    let from = RiveTransformParts(constrained.world)
    var to = RiveTransformParts(goal)
    let t = strength
    to.rotation =
      Self.remainder(from.rotation) + Self.turn(from: from.rotation, to: to.rotation) * t
    to.x = from.x * (1 - t) + to.x * t
    to.y = from.y * (1 - t) + to.y * t
    to.scaleX = from.scaleX * (1 - t) + to.scaleX * t
    to.scaleY = from.scaleY * (1 - t) + to.scaleY * t
    to.skew = from.skew * (1 - t) + to.skew * t
    return to.transform
  }

  /// How far a distance constraint keeps the component from its target: closer than its
  /// distance (mode 0), further (1) or exactly at it (2).
  private func keepDistance(_ constrained: Constrained, from target: Target?) -> AffineTransform {
    guard let target else { return constrained.world }
    var world = constrained.world
    let distance = component.number(Key.distanceConstraintDistance, 100)
    let anchor = Point(x: target.world.e, y: target.world.f)
    let position = Point(x: world.e, y: world.f)
    let offset = position - anchor
    let current = offset.length
    switch component.unsigned(Key.distanceConstraintModeValue) {
    case 0 where current < distance, 1 where current > distance: return world
    default: break
    }
    guard current >= 0.001 else { return world }
    let goal = anchor + offset * (distance / current)
    let moved = position.interpolated(to: goal, strength)
    world.e = moved.x
    world.f = moved.y
    return world
  }

  /// A follow-path constraint moves the component to the place at its distance (a fraction of
  /// the length) along the target's paths, turned along the path when it orients, its own
  /// place added when it offsets; a target that is not a shape or a path stands for the place.
  private func follow(_ constrained: Constrained, along target: Target?) -> AffineTransform {
    guard let target else { return constrained.world }
    let orients = component.bool(Key.followPathConstraintOrient, true)
    var goal = target.world
    if let path = target.path {
      let place = path.place(atFraction: component.number(Key.followPathConstraintDistance))
      if orients {
        let angle = Self.remainder(RiveTransformParts(target.world).rotation)
        let tangent = atan2(place.tangent.y, place.tangent.x)
        let turned = angle + Self.turn(from: angle, to: tangent) * strength
        goal = AffineTransform(a: cos(turned), b: sin(turned), c: -sin(turned), d: cos(turned))
      }
      let offsets = component.bool(Key.followPathConstraintOffset, false)
      goal.e = place.point.x + (offsets ? constrained.x : 0)
      goal.f = place.point.y + (offsets ? constrained.y : 0)
    }
    if sourceIsLocal {
      // The runtime composes empty parts, the identity, when the parent cannot be inverted.
      guard let inverse = target.parentWorld.inverted else { return .identity }
      goal = inverse.concatenating(goal)
    }
    if destinationIsLocal { goal = constrained.parentWorld.concatenating(goal) }
    let from = RiveTransformParts(constrained.world)
    var to = RiveTransformParts(goal)
    if !orients { to.rotation = Self.remainder(from.rotation) }
    to.x = from.x * (1 - strength) + to.x * strength
    to.y = from.y * (1 - strength) + to.y * strength
    to.scaleX = from.scaleX
    to.scaleY = from.scaleY
    to.skew = from.skew
    return to.transform
  }

  /// The shortest turn from one angle to another, each taken modulo a full turn first.
  private static func turn(from angle: Double, to goal: Double) -> Double {
    var difference = remainder(goal) - remainder(angle)
    if difference > .pi {
      difference -= 2 * .pi
    } else if difference < -.pi {
      difference += 2 * .pi
    }
    return difference
  }

  /// An angle modulo a full turn, keeping its sign (C's `fmod`).
  private static func remainder(_ angle: Double) -> Double {
    fmod(angle, 2 * .pi)
  }
}
