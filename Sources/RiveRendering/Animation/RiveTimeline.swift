import AnimationFiles
import Foundation

/// A timeline animation: keyframes by object and property, applied to an artboard's components
/// as the runtime's `KeyedProperty::apply` applies them.
package struct RiveTimeline: Sendable {
  /// The animation's name.
  package let name: String
  /// Frames per second.
  package let fps: Double
  /// Length in frames.
  let duration: Double
  /// Playback speed.
  package let speed: Double
  /// 0 one-shot, 1 loop, 2 ping-pong.
  let loop: UInt64
  /// The frames played, when the work area is on.
  let workArea: (start: Double, end: Double)?
  /// Whether time snaps down to whole frames when the animation is applied.
  let quantizes: Bool
  private(set) var keyedObjects: [KeyedObject] = []

  struct KeyedObject: Sendable {
    let objectID: Int?
    var properties: [KeyedProperty] = []
  }

  struct KeyedProperty: Sendable {
    let propertyKey: UInt32
    var keyFrames: [KeyFrame] = []
  }

  struct KeyFrame: Sendable {
    let typeKey: UInt32
    let seconds: Double
    /// 0 hold, 1 linear, 2 cubic.
    let interpolationType: UInt64
    let interpolatorID: Int?
    let value: RiveValue?
  }

  init(animation: RiveObject) {
    let component = RiveComponent(animation)
    typealias Key = RivePropertyKey
    name = component.string(Key.animationName)
    fps = component.number(Key.linearAnimationFps, 60)
    duration = component.number(Key.linearAnimationDuration, 60)
    speed = component.number(Key.linearAnimationSpeed, 1)
    loop = component.unsigned(Key.linearAnimationLoopValue, 0)
    quantizes = component.bool(Key.linearAnimationQuantize, false)
    workArea =
      component.bool(Key.linearAnimationEnableWorkArea, false)
      ? (
        component.number(Key.linearAnimationWorkStart, 0),
        component.number(Key.linearAnimationWorkEnd, 0)
      ) : nil
  }

  /// Whether objects of `type` belong to the animation before them.
  static func isPart(_ type: UInt32) -> Bool {
    RiveObjectTypes.type(type, isKindOf: RiveTypeKey.keyedObject)
      || RiveObjectTypes.type(type, isKindOf: RiveTypeKey.keyedProperty)
      || RiveObjectTypes.type(type, isKindOf: RiveTypeKey.keyFrame)
  }

  mutating func add(_ object: RiveObject) {
    let component = RiveComponent(object)
    typealias Key = RivePropertyKey
    if component.isKind(of: RiveTypeKey.keyedObject) {
      keyedObjects.append(KeyedObject(objectID: component.id(Key.keyedObjectObjectId)))
    } else if component.isKind(of: RiveTypeKey.keyedProperty) {
      guard !keyedObjects.isEmpty else { return }
      let key = UInt32(truncatingIfNeeded: component.unsigned(Key.keyedPropertyPropertyKey))
      keyedObjects[keyedObjects.count - 1].properties.append(KeyedProperty(propertyKey: key))
    } else if component.isKind(of: RiveTypeKey.keyFrame) {
      guard let object = keyedObjects.indices.last,
        let property = keyedObjects[object].properties.indices.last
      else { return }
      let frame = component.number(Key.keyFrameFrame)
      let keyFrame = KeyFrame(
        typeKey: component.typeKey, seconds: fps > 0 ? frame / fps : 0,
        interpolationType: component.unsigned(Key.interpolatingKeyFrameInterpolationType),
        interpolatorID: component.id(Key.interpolatingKeyFrameInterpolatorId),
        value: Self.value(of: component))
      keyedObjects[object].properties[property].keyFrames.append(keyFrame)
    }
  }

  private static func value(of keyFrame: RiveComponent) -> RiveValue? {
    typealias Key = RivePropertyKey
    if keyFrame.isKind(of: RiveTypeKey.keyFrameDouble) {
      return .float(Float(keyFrame.number(Key.keyFrameDoubleValue)))
    }
    if keyFrame.isKind(of: RiveTypeKey.keyFrameColor) {
      return .color(keyFrame.color(Key.keyFrameColorValue, 0))
    }
    if keyFrame.isKind(of: RiveTypeKey.keyFrameBool) {
      return .bool(keyFrame.bool(Key.keyFrameBoolValue, false))
    }
    if keyFrame.isKind(of: RiveTypeKey.keyFrameId) {
      return .uint(keyFrame.unsigned(Key.keyFrameIdValue, UInt64(UInt32.max)))
    }
    if keyFrame.isKind(of: RiveTypeKey.keyFrameUint) {
      return .uint(keyFrame.unsigned(Key.keyFrameUintValue))
    }
    if keyFrame.isKind(of: RiveTypeKey.keyFrameInt) {
      if case .int(let value) = keyFrame.values[Key.keyFrameIntValue] { return .int(value) }
      return .int(0)
    }
    return nil
  }

  /// Whether the animation plays once and holds its last frame.
  package var isOneShot: Bool { loop != 1 && loop != 2 }

  /// The first second played: the work area's start, or 0.
  package var startSeconds: Double { fps > 0 ? (workArea?.start ?? 0) / fps : 0 }
  /// The second playback ends at: the work area's end, or the duration.
  package var endSeconds: Double { fps > 0 ? (workArea?.end ?? duration) / fps : 0 }

  /// The animation's own time after playing `elapsed` seconds from its start, as the runtime's
  /// linear animation instance advances: one-shot stops at the end, a loop starts again, a
  /// ping-pong turns back. A negative speed plays from the end.
  package func localSeconds(afterPlaying elapsed: Double) -> Double {
    let start = startSeconds
    let end = endSeconds
    let length = end - start
    let travelled = max(elapsed, 0) * abs(speed)
    guard length > 0, travelled.isFinite else { return start }
    let forwards = speed >= 0
    let position: Double
    switch loop {
    case 1:
      position = travelled.truncatingRemainder(dividingBy: length)
      return forwards ? start + position : end - position
    case 2:
      let cycle = travelled.truncatingRemainder(dividingBy: 2 * length)
      position = cycle <= length ? cycle : 2 * length - cycle
      return forwards ? start + position : end - position
    default:
      position = min(travelled, length)
      return forwards ? start + position : end - position
    }
  }

  /// Applies the animation at `seconds` (its own time) with `mix` (1 replaces the values).
  /// Keyframes of kinds this renderer does not apply are named in `unsupported`.
  func apply(
    at seconds: Double, mix: Double, to components: inout [RiveComponent?],
    interpolators: [Int: RiveInterpolator], unsupported: inout Set<RiveUnsupportedFeature>
  ) {
    // A quantized animation shows the frame the time falls in, as the runtime applies it.
    let seconds = quantizes && fps > 0 ? (seconds * fps).rounded(.down) / fps : seconds
    for keyedObject in keyedObjects {
      guard let id = keyedObject.objectID, components.indices.contains(id),
        var component = components[id]
      else { continue }
      for property in keyedObject.properties where !property.keyFrames.isEmpty {
        // Callback keyframes hold no value: they report events and sounds as the animation
        // passes them, and draw nothing.
        if property.keyFrames.allSatisfy({ $0.typeKey == RiveTypeKey.keyFrameCallback }) {
          continue
        }
        if property.keyFrames.contains(where: { $0.value == nil }) {
          unsupported.insert(
            RiveUnsupportedFeature(
              component: "animation '\(name)'",
              feature:
                "keyframes of \(RiveObjectTypes.name(of: property.keyFrames[0].typeKey) ?? "unknown type")"
            ))
          continue
        }
        if let value = Self.value(
          of: property, at: seconds, from: component.values[property.propertyKey], mix: mix,
          interpolators: interpolators)
        {
          component.values[property.propertyKey] = value
        }
      }
      components[id] = component
    }
  }

  /// The index of the first keyframe at or after `seconds`, as the runtime's binary search finds
  /// it (keyframes are taken to be in time order; out of order they give what the runtime gives).
  private static func closestIndex(_ frames: [KeyFrame], _ seconds: Double) -> Int {
    let last = frames.count - 1
    if seconds > frames[last].seconds { return last + 1 }
    var start = 0
    var end = last
    while start <= end {
      let middle = (start + end) >> 1
      let value = frames[middle].seconds
      if value < seconds {
        start = middle + 1
      } else if value > seconds {
        end = middle - 1
      } else {
        return middle
      }
    }
    return start
  }

  private static func value(
    of property: KeyedProperty, at seconds: Double, from current: RiveValue?, mix: Double,
    interpolators: [Int: RiveInterpolator]
  ) -> RiveValue? {
    let frames = property.keyFrames
    let index = closestIndex(frames, seconds)
    let keyed: RiveValue?
    if index == 0 {
      keyed = frames[0].value
    } else if index >= frames.count {
      keyed = frames[frames.count - 1].value
    } else {
      let from = frames[index - 1]
      let to = frames[index]
      if seconds == to.seconds {
        keyed = to.value
      } else if from.interpolationType == 0 {
        keyed = from.value
      } else {
        let span = to.seconds - from.seconds
        let factor = span > 0 ? (seconds - from.seconds) / span : 1
        let interpolator = from.interpolatorID.flatMap { interpolators[$0] }
        keyed = interpolated(from.value, to.value, factor: factor, interpolator: interpolator)
      }
    }
    guard let keyed else { return nil }
    return mix >= 1 ? keyed : mixed(current, keyed, mix)
  }

  private static func interpolated(
    _ from: RiveValue?, _ to: RiveValue?, factor: Double, interpolator: RiveInterpolator?
  ) -> RiveValue? {
    switch (from, to) {
    case (.float(let a), .float(let b)):
      let value =
        interpolator?.value(from: Double(a), to: Double(b), factor: factor)
        ?? Double(a) + (Double(b) - Double(a)) * factor
      return .float(Float(value))
    case (.color(let a), .color(let b)):
      return .color(RiveColor.lerp(a, b, interpolator?.eased(factor) ?? factor))
    default:
      return from
    }
  }

  /// A value `mix` of the way from the current one (the runtime mixes numbers and colours; other
  /// kinds take the keyed value).
  static func mixed(_ current: RiveValue?, _ keyed: RiveValue, _ mix: Double) -> RiveValue {
    switch (current, keyed) {
    case (.float(let a), .float(let b)):
      return .float(Float(Double(a) * (1 - mix) + Double(b) * mix))
    case (nil, .float(let b)):
      return .float(Float(Double(b) * mix))
    case (.color(let a), .color(let b)):
      return .color(RiveColor.lerp(a, b, mix))
    default:
      return keyed
    }
  }
}

/// Colours as the format stores them: `0xAARRGGBB`.
enum RiveColor {
  static func lerp(_ from: UInt32, _ to: UInt32, _ fraction: Double) -> UInt32 {
    var result: UInt32 = 0
    for shift in stride(from: 0, through: 24, by: 8) {
      let a = Double(from >> UInt32(shift) & 0xFF)
      let b = Double(to >> UInt32(shift) & 0xFF)
      let value = a + (b - a) * fraction
      let byte = value.isNaN ? 0 : UInt32(min(max(value.rounded(), 0), 255))
      result |= byte << UInt32(shift)
    }
    return result
  }

  static func alpha(_ color: UInt32) -> Double { Double(color >> 24) / 255 }

  /// `#rrggbb`.
  static func hex(_ color: UInt32) -> String {
    let digits = String(color & 0xFF_FFFF, radix: 16)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }
}
