import Foundation
import TestSupport

/// Builds small `.riv` files for the renderer's tests: one artboard whose components get ids in
/// the order they are added (the artboard is 0), then animations and state machines.
struct RiveSceneWriter {
  /// Keys of the definitions (`../shared/reference/rive-defs`) the tests write.
  enum Kind {
    static let artboard: UInt64 = 1
    static let node: UInt64 = 2
    static let shape: UInt64 = 3
    static let ellipse: UInt64 = 4
    static let straightVertex: UInt64 = 5
    static let cubicDetachedVertex: UInt64 = 6
    static let rectangle: UInt64 = 7
    static let pointsPath: UInt64 = 16
    static let solidColor: UInt64 = 18
    static let gradientStop: UInt64 = 19
    static let fill: UInt64 = 20
    static let linearGradient: UInt64 = 22
    static let stroke: UInt64 = 24
    static let keyedObject: UInt64 = 25
    static let keyedProperty: UInt64 = 26
    static let cubicEaseInterpolator: UInt64 = 28
    static let keyFrameDouble: UInt64 = 30
    static let linearAnimation: UInt64 = 31
    static let cubicMirroredVertex: UInt64 = 35
    static let keyFrameColor: UInt64 = 37
    static let bone: UInt64 = 40
    static let clippingShape: UInt64 = 42
    static let polygon: UInt64 = 51
    static let star: UInt64 = 52
    static let stateMachine: UInt64 = 53
    static let stateMachineNumber: UInt64 = 56
    static let stateMachineLayer: UInt64 = 57
    static let stateMachineBool: UInt64 = 59
    static let stateMachineTrigger: UInt64 = 58
    static let animationState: UInt64 = 61
    static let anyState: UInt64 = 62
    static let entryState: UInt64 = 63
    static let exitState: UInt64 = 64
    static let stateTransition: UInt64 = 65
    static let transitionTriggerCondition: UInt64 = 68
    static let transitionNumberCondition: UInt64 = 70
    static let transitionBoolCondition: UInt64 = 71
  }

  enum Property {
    static let name: UInt64 = 4
    static let parentId: UInt64 = 5
    static let width: UInt64 = 7
    static let height: UInt64 = 8
    static let x: UInt64 = 13
    static let y: UInt64 = 14
    static let rotation: UInt64 = 15
    static let scaleX: UInt64 = 16
    static let opacity: UInt64 = 18
    static let pathWidth: UInt64 = 20
    static let pathHeight: UInt64 = 21
    static let vertexX: UInt64 = 24
    static let vertexY: UInt64 = 25
    static let radius: UInt64 = 26
    static let cornerRadiusTL: UInt64 = 31
    static let isClosed: UInt64 = 32
    static let gradientEndX: UInt64 = 34
    static let color: UInt64 = 37
    static let stopColor: UInt64 = 38
    static let stopPosition: UInt64 = 39
    static let fillRule: UInt64 = 40
    static let thickness: UInt64 = 47
    static let cap: UInt64 = 48
    static let objectId: UInt64 = 51
    static let propertyKey: UInt64 = 53
    static let animationName: UInt64 = 55
    static let fps: UInt64 = 56
    static let duration: UInt64 = 57
    static let loop: UInt64 = 59
    static let x1: UInt64 = 63
    static let y1: UInt64 = 64
    static let x2: UInt64 = 65
    static let y2: UInt64 = 66
    static let frame: UInt64 = 67
    static let interpolationType: UInt64 = 68
    static let interpolatorId: UInt64 = 69
    static let doubleValue: UInt64 = 70
    static let mirroredRotation: UInt64 = 82
    static let mirroredDistance: UInt64 = 83
    static let colorValue: UInt64 = 88
    static let clipSource: UInt64 = 92
    static let polygonPoints: UInt64 = 125
    static let innerRadius: UInt64 = 127
    static let inputName: UInt64 = 138
    static let numberValue: UInt64 = 140
    static let boolValue: UInt64 = 141
    static let animationId: UInt64 = 149
    static let stateTo: UInt64 = 151
    static let transitionFlags: UInt64 = 152
    static let transitionDuration: UInt64 = 158
    static let inputId: UInt64 = 155
    static let opValue: UInt64 = 156
    static let conditionValue: UInt64 = 157
  }

  private var writer = RiveWriter.header()
  private(set) var nextID = 0

  init(width: Float = 100, height: Float = 100, name: String = "Main") {
    writer.object(
      Kind.artboard,
      [
        (Property.name, .string(name)), (Property.width, .float(width)),
        (Property.height, .float(height)),
      ])
    nextID = 1
  }

  var data: Data { writer.data }

  /// Adds a component with `properties` under `parent`; returns its id.
  @discardableResult
  mutating func add(
    _ type: UInt64, parent: Int = 0, _ properties: [(UInt64, RiveWriter.Value)] = []
  ) -> Int {
    writer.object(type, [(Property.parentId, .uint(UInt64(parent)))] + properties)
    nextID += 1
    return nextID - 1
  }

  /// Adds an object that is not a component (animations, keyframes, state machines).
  mutating func object(_ type: UInt64, _ properties: [(UInt64, RiveWriter.Value)] = []) {
    writer.object(type, properties)
  }

  /// A shape at (x, y) with a `width`×`height` rectangle filled with `color`; returns the
  /// shape's id.
  @discardableResult
  mutating func rectangle(
    x: Float, y: Float, width: Float, height: Float, color: UInt32, parent: Int = 0
  ) -> Int {
    let shape = add(Kind.shape, parent: parent, [(Property.x, .float(x)), (Property.y, .float(y))])
    add(
      Kind.rectangle, parent: shape,
      [(Property.pathWidth, .float(width)), (Property.pathHeight, .float(height))])
    let fill = add(Kind.fill, parent: shape)
    add(Kind.solidColor, parent: fill, [(Property.color, .color(color))])
    return shape
  }

  /// An animation keying `property` of `object` with (frame, value) keyframes, linear.
  mutating func animation(
    _ name: String, fps: UInt64 = 60, duration: UInt64 = 60, loop: UInt64 = 0,
    object: Int, property: UInt64, keys: [(UInt64, Float)], interpolation: UInt64 = 1,
    interpolator: Int? = nil
  ) {
    writer.object(
      Kind.linearAnimation,
      [
        (Property.animationName, .string(name)), (Property.fps, .uint(fps)),
        (Property.duration, .uint(duration)), (Property.loop, .uint(loop)),
      ])
    writer.object(Kind.keyedObject, [(Property.objectId, .uint(UInt64(object)))])
    writer.object(Kind.keyedProperty, [(Property.propertyKey, .uint(property))])
    for (frame, value) in keys {
      var properties: [(UInt64, RiveWriter.Value)] = [
        (Property.frame, .uint(frame)), (Property.interpolationType, .uint(interpolation)),
        (Property.doubleValue, .float(value)),
      ]
      if let interpolator {
        properties.append((Property.interpolatorId, .uint(UInt64(interpolator))))
      }
      writer.object(Kind.keyFrameDouble, properties)
    }
  }
}
