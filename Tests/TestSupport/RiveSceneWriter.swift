import Foundation

/// Builds small `.riv` files for the renderer's tests: an artboard whose components get ids in
/// the order they are added (the artboard is 0), then animations and state machines; then, for
/// nesting, further artboards the same way (`artboard(…)`).
public struct RiveSceneWriter {
  /// Keys of the definitions (`../shared/reference/rive-defs`) the tests write.
  public enum Kind {
    public static let artboard: UInt64 = 1
    public static let node: UInt64 = 2
    public static let shape: UInt64 = 3
    public static let ellipse: UInt64 = 4
    public static let straightVertex: UInt64 = 5
    public static let cubicDetachedVertex: UInt64 = 6
    public static let rectangle: UInt64 = 7
    public static let pointsPath: UInt64 = 16
    public static let solidColor: UInt64 = 18
    public static let gradientStop: UInt64 = 19
    public static let fill: UInt64 = 20
    public static let linearGradient: UInt64 = 22
    public static let stroke: UInt64 = 24
    public static let keyedObject: UInt64 = 25
    public static let keyedProperty: UInt64 = 26
    public static let cubicEaseInterpolator: UInt64 = 28
    public static let keyFrameDouble: UInt64 = 30
    public static let linearAnimation: UInt64 = 31
    public static let cubicMirroredVertex: UInt64 = 35
    public static let keyFrameColor: UInt64 = 37
    public static let bone: UInt64 = 40
    public static let rootBone: UInt64 = 41
    public static let skin: UInt64 = 43
    public static let tendon: UInt64 = 44
    public static let weight: UInt64 = 45
    public static let cubicWeight: UInt64 = 46
    public static let drawTarget: UInt64 = 48
    public static let image: UInt64 = 100
    public static let imageAsset: UInt64 = 105
    public static let fileAssetContents: UInt64 = 106
    public static let drawRules: UInt64 = 49
    public static let clippingShape: UInt64 = 42
    public static let polygon: UInt64 = 51
    public static let star: UInt64 = 52
    public static let stateMachine: UInt64 = 53
    public static let stateMachineNumber: UInt64 = 56
    public static let stateMachineLayer: UInt64 = 57
    public static let stateMachineBool: UInt64 = 59
    public static let stateMachineTrigger: UInt64 = 58
    public static let animationState: UInt64 = 61
    public static let anyState: UInt64 = 62
    public static let entryState: UInt64 = 63
    public static let exitState: UInt64 = 64
    public static let stateTransition: UInt64 = 65
    public static let transitionTriggerCondition: UInt64 = 68
    public static let transitionNumberCondition: UInt64 = 70
    public static let transitionBoolCondition: UInt64 = 71
    public static let nestedArtboard: UInt64 = 92
    public static let nestedStateMachine: UInt64 = 95
    public static let nestedSimpleAnimation: UInt64 = 96
    public static let nestedRemapAnimation: UInt64 = 98
    public static let nestedTrigger: UInt64 = 122
    public static let nestedBool: UInt64 = 123
    public static let nestedNumber: UInt64 = 124
    public static let nestedArtboardLayout: UInt64 = 452
    public static let layoutComponent: UInt64 = 409
    public static let layoutComponentStyle: UInt64 = 420
    public static let distanceConstraint: UInt64 = 82
    public static let transformConstraint: UInt64 = 83
    public static let translationConstraint: UInt64 = 87
    public static let scaleConstraint: UInt64 = 88
    public static let rotationConstraint: UInt64 = 89
    public static let ikConstraint: UInt64 = 81
    public static let followPathConstraint: UInt64 = 165
    public static let listFollowPathConstraint: UInt64 = 625
  }

  public enum Property {
    public static let name: UInt64 = 4
    public static let parentId: UInt64 = 5
    public static let width: UInt64 = 7
    public static let height: UInt64 = 8
    public static let x: UInt64 = 13
    public static let y: UInt64 = 14
    public static let rotation: UInt64 = 15
    public static let scaleX: UInt64 = 16
    public static let opacity: UInt64 = 18
    public static let pathWidth: UInt64 = 20
    public static let pathHeight: UInt64 = 21
    public static let vertexX: UInt64 = 24
    public static let vertexY: UInt64 = 25
    public static let radius: UInt64 = 26
    public static let cornerRadiusTL: UInt64 = 31
    public static let isClosed: UInt64 = 32
    public static let gradientEndX: UInt64 = 34
    public static let color: UInt64 = 37
    public static let stopColor: UInt64 = 38
    public static let stopPosition: UInt64 = 39
    public static let fillRule: UInt64 = 40
    public static let thickness: UInt64 = 47
    public static let cap: UInt64 = 48
    public static let objectId: UInt64 = 51
    public static let propertyKey: UInt64 = 53
    public static let animationName: UInt64 = 55
    public static let fps: UInt64 = 56
    public static let duration: UInt64 = 57
    public static let loop: UInt64 = 59
    public static let quantize: UInt64 = 376
    public static let x1: UInt64 = 63
    public static let y1: UInt64 = 64
    public static let x2: UInt64 = 65
    public static let y2: UInt64 = 66
    public static let frame: UInt64 = 67
    public static let interpolationType: UInt64 = 68
    public static let interpolatorId: UInt64 = 69
    public static let doubleValue: UInt64 = 70
    public static let mirroredRotation: UInt64 = 82
    public static let mirroredDistance: UInt64 = 83
    public static let colorValue: UInt64 = 88
    public static let boneLength: UInt64 = 89
    public static let rootBoneX: UInt64 = 90
    public static let rootBoneY: UInt64 = 91
    public static let tendonBoneId: UInt64 = 95
    public static let tendonTx: UInt64 = 100
    public static let tendonTy: UInt64 = 101
    public static let weightValues: UInt64 = 102
    public static let weightIndices: UInt64 = 103
    public static let skinTx: UInt64 = 108
    public static let skinTy: UInt64 = 109
    public static let cubicWeightInValues: UInt64 = 110
    public static let cubicWeightInIndices: UInt64 = 111
    public static let cubicWeightOutValues: UInt64 = 112
    public static let cubicWeightOutIndices: UInt64 = 113
    public static let drawableId: UInt64 = 119
    public static let assetName: UInt64 = 203
    public static let imageAssetId: UInt64 = 206
    public static let assetBytes: UInt64 = 212
    public static let imageOriginX: UInt64 = 380
    public static let placement: UInt64 = 120
    public static let drawTargetId: UInt64 = 121
    public static let detachedInRotation: UInt64 = 84
    public static let detachedInDistance: UInt64 = 85
    public static let detachedOutRotation: UInt64 = 86
    public static let detachedOutDistance: UInt64 = 87
    public static let clipSource: UInt64 = 92
    public static let polygonPoints: UInt64 = 125
    public static let innerRadius: UInt64 = 127
    public static let inputName: UInt64 = 138
    public static let numberValue: UInt64 = 140
    public static let boolValue: UInt64 = 141
    public static let animationId: UInt64 = 149
    public static let stateTo: UInt64 = 151
    public static let transitionFlags: UInt64 = 152
    public static let transitionDuration: UInt64 = 158
    public static let transitionExitTime: UInt64 = 160
    public static let inputId: UInt64 = 155
    public static let opValue: UInt64 = 156
    public static let conditionValue: UInt64 = 157
    public static let artboardId: UInt64 = 197
    public static let nestedAnimationId: UInt64 = 198
    public static let nestedSpeed: UInt64 = 199
    public static let nestedMix: UInt64 = 200
    public static let nestedIsPlaying: UInt64 = 201
    public static let nestedRemapTime: UInt64 = 202
    public static let nestedInputId: UInt64 = 237
    public static let nestedBoolValue: UInt64 = 238
    public static let nestedNumberValue: UInt64 = 239
    public static let nestedIsPaused: UInt64 = 895
    public static let nestedTriggerFire: UInt64 = 401
    public static let layoutStyleId: UInt64 = 494
    public static let layoutWidthScaleType: UInt64 = 655
    public static let layoutWidthUnits: UInt64 = 607
    public static let layoutMaxWidth: UInt64 = 500
    public static let layoutMaxWidthUnits: UInt64 = 629
    public static let layoutPaddingLeft: UInt64 = 512
    public static let layoutPaddingLeftUnits: UInt64 = 617
    public static let layoutPaddingRight: UInt64 = 513
    public static let layoutPaddingRightUnits: UInt64 = 618
    public static let layoutDisplay: UInt64 = 596
    public static let intrinsicallySized: UInt64 = 606
    public static let scaleY: UInt64 = 17
    public static let constraintStrength: UInt64 = 172
    public static let constraintTargetId: UInt64 = 173
    public static let constraintSourceSpace: UInt64 = 179
    public static let constraintDestinationSpace: UInt64 = 180
    public static let constraintMinMaxSpace: UInt64 = 195
    public static let constraintCopyFactor: UInt64 = 182
    public static let constraintMinValue: UInt64 = 183
    public static let constraintMaxValue: UInt64 = 184
    public static let constraintOffset: UInt64 = 188
    public static let constraintDoesCopy: UInt64 = 189
    public static let constraintMin: UInt64 = 190
    public static let constraintMax: UInt64 = 191
    public static let constraintDoesCopyY: UInt64 = 192
    public static let distance: UInt64 = 177
    public static let distanceMode: UInt64 = 178
    public static let followDistance: UInt64 = 363
    public static let followOrient: UInt64 = 364
    public static let followOffset: UInt64 = 365
    public static let ikInvertDirection: UInt64 = 174
    public static let ikParentBoneCount: UInt64 = 175
  }

  private var writer = RiveWriter.header()
  public private(set) var nextID = 0

  /// An artboard `width`×`height` named `name`, with `properties` besides (its layout style's
  /// id, for one), after the file's image assets: each named, with its bytes embedded or, when
  /// nil, left to the app.
  public init(
    width: Float = 100, height: Float = 100, name: String = "Main",
    _ properties: [(UInt64, RiveWriter.Value)] = [],
    imageAssets: [(name: String, bytes: [UInt8]?)] = []
  ) {
    for asset in imageAssets {
      writer.object(Kind.imageAsset, [(Property.assetName, .string(asset.name))])
      if let bytes = asset.bytes {
        writer.object(Kind.fileAssetContents, [(Property.assetBytes, .bytes(bytes))])
      }
    }
    artboard(width: width, height: height, name: name, properties)
  }

  public var data: Data { writer.data }

  /// Starts another artboard of the file (the next index for a nested artboard's
  /// `artboardId`); the components added from here on are its own, from id 1.
  public mutating func artboard(
    width: Float = 100, height: Float = 100, name: String,
    _ properties: [(UInt64, RiveWriter.Value)] = []
  ) {
    writer.object(
      Kind.artboard,
      [
        (Property.name, .string(name)), (Property.width, .float(width)),
        (Property.height, .float(height)),
      ] + properties)
    nextID = 1
  }

  /// Adds a component with `properties` under `parent`; returns its id.
  @discardableResult
  public mutating func add(
    _ type: UInt64, parent: Int = 0, _ properties: [(UInt64, RiveWriter.Value)] = []
  ) -> Int {
    writer.object(type, [(Property.parentId, .uint(UInt64(parent)))] + properties)
    nextID += 1
    return nextID - 1
  }

  /// Adds an object that is not a component (animations, keyframes, state machines).
  public mutating func object(_ type: UInt64, _ properties: [(UInt64, RiveWriter.Value)] = []) {
    writer.object(type, properties)
  }

  /// A shape at (x, y) with a `width`×`height` rectangle filled with `color`; returns the
  /// shape's id.
  @discardableResult
  public mutating func rectangle(
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
  public mutating func animation(
    _ name: String, fps: UInt64 = 60, duration: UInt64 = 60, loop: UInt64 = 0,
    object: Int, property: UInt64, keys: [(UInt64, Float)], interpolation: UInt64 = 1,
    interpolator: Int? = nil, quantize: Bool = false
  ) {
    writer.object(
      Kind.linearAnimation,
      [
        (Property.animationName, .string(name)), (Property.fps, .uint(fps)),
        (Property.duration, .uint(duration)), (Property.loop, .uint(loop)),
      ] + (quantize ? [(Property.quantize, .bool(true))] : []))
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

  /// A state machine: its inputs, then one layer of states, each with its transitions.
  public mutating func stateMachine(_ name: String, inputs: [Input], states: [State]) {
    writer.object(Kind.stateMachine, [(Property.animationName, .string(name))])
    for input in inputs {
      switch input {
      case .number(let inputName, let value):
        writer.object(
          Kind.stateMachineNumber,
          [(Property.inputName, .string(inputName)), (Property.numberValue, .float(value))])
      case .boolean(let inputName, let value):
        writer.object(
          Kind.stateMachineBool,
          [(Property.inputName, .string(inputName)), (Property.boolValue, .bool(value))])
      case .trigger(let inputName):
        writer.object(Kind.stateMachineTrigger, [(Property.inputName, .string(inputName))])
      }
    }
    writer.object(Kind.stateMachineLayer, [(Property.inputName, .string("Layer"))])
    for state in states {
      switch state.kind {
      case .entry: writer.object(Kind.entryState)
      case .any: writer.object(Kind.anyState)
      case .exit: writer.object(Kind.exitState)
      case .animation(let index):
        writer.object(Kind.animationState, [(Property.animationId, .uint(UInt64(index)))])
      }
      for transition in state.transitions {
        writer.object(
          Kind.stateTransition,
          [
            (Property.stateTo, .uint(UInt64(transition.target))),
            (Property.transitionFlags, .uint(transition.flags)),
            (Property.transitionDuration, .uint(transition.durationMilliseconds)),
            (Property.transitionExitTime, .uint(transition.exitTimeMilliseconds)),
          ])
        for condition in transition.conditions {
          switch condition {
          case .number(let input, let operation, let value):
            writer.object(
              Kind.transitionNumberCondition,
              [
                (Property.inputId, .uint(UInt64(input))), (Property.opValue, .uint(operation)),
                (Property.conditionValue, .float(value)),
              ])
          case .boolean(let input, let isTrue):
            writer.object(
              Kind.transitionBoolCondition,
              [(Property.inputId, .uint(UInt64(input))), (Property.opValue, .uint(isTrue ? 0 : 1))])
          case .trigger(let input):
            writer.object(
              Kind.transitionTriggerCondition, [(Property.inputId, .uint(UInt64(input)))])
          }
        }
      }
    }
  }

  /// A state machine input and the value it starts with.
  public enum Input {
    case number(String, Float)
    case boolean(String, Bool)
    case trigger(String)
  }

  /// A layer state and its transitions.
  public struct State {
    public enum Kind {
      case entry, any, exit
      case animation(Int)
    }
    public var kind: Kind
    public var transitions: [Transition]

    public init(_ kind: Kind, _ transitions: [Transition] = []) {
      self.kind = kind
      self.transitions = transitions
    }
  }

  /// A transition to the state at `target` (its index in the layer).
  public struct Transition {
    public var target: Int
    public var conditions: [Condition]
    /// The runtime's flags: 4 enables the exit time.
    public var flags: UInt64
    public var durationMilliseconds: UInt64
    public var exitTimeMilliseconds: UInt64

    public init(
      to target: Int, when conditions: [Condition] = [], flags: UInt64 = 0,
      durationMilliseconds: UInt64 = 0, exitTimeMilliseconds: UInt64 = 0
    ) {
      self.target = target
      self.conditions = conditions
      self.flags = flags
      self.durationMilliseconds = durationMilliseconds
      self.exitTimeMilliseconds = exitTimeMilliseconds
    }
  }

  /// A transition condition on the input at `input` (its index in the state machine).
  public enum Condition {
    /// op 0 equal, 1 not equal, 2 ≤, 3 ≥, 4 <, 5 >.
    case number(input: Int, operation: UInt64, value: Float)
    case boolean(input: Int, isTrue: Bool)
    case trigger(input: Int)
  }
}
