import AnimationFiles
import VectorGraphics

/// A value an expression computes with. The larger cases are boxed, so that the evaluator's
/// recursive frames stay small.
enum ExpressionValue {
  case undefined
  case number(Double)
  case boolean(Bool)
  case string(String)
  /// An array; expressions compute with arrays of numbers only.
  case vector([Double])
  /// A shape's path, read from a path property.
  indirect case path(BezierPath)
  indirect case reference(ExpressionReference)
  indirect case function(ExpressionFunction)

  /// The numbers the value gives a number or vector property.
  var numbers: [Double]? {
    switch self {
    case .number(let number): [number]
    case .boolean(let flag): [flag ? 1 : 0]
    case .vector(let values): values
    default: nil
    }
  }
}

/// A layer and the composition it is in.
struct ExpressionLayer {
  let node: JSONNode
  let composition: ExpressionScope.Composition
}

/// A property of a layer, read at `frame` of the layer's composition.
struct ExpressionProperty {
  let node: JSONNode
  let layer: ExpressionLayer?
  let frame: Double
  /// Whether this is the property the expression belongs to: its value is then the keyframed
  /// value, before the expression (as `value` is in After Effects).
  let isOwn: Bool

  func at(frame: Double) -> ExpressionProperty {
    ExpressionProperty(node: node, layer: layer, frame: frame, isOwn: isOwn)
  }

  /// The property's keyframes, when it is animated.
  var keyframes: [JSONNode] {
    guard let elements = (node["k"] ?? node).array, elements.first?.isObject == true,
      elements.first?["t"] != nil
    else { return [] }
    return elements
  }
}

/// The objects of After Effects' expression model that an expression can reach.
enum ExpressionReference {
  case composition(ExpressionScope.Composition)
  case layer(ExpressionLayer)
  /// A shape item (a group, a path, a fill…) of a layer's contents.
  case shapeItem(JSONNode, ExpressionLayer)
  /// A layer's transform (`ks`) or a shape group's (`tr`).
  case transform(JSONNode, ExpressionLayer)
  case effect(JSONNode, ExpressionLayer)
  case property(ExpressionProperty)
  /// The 1-based `index`th keyframe of a property.
  case key(ExpressionProperty, index: Int)
  case math
}

/// Something an expression can call.
enum ExpressionFunction {
  /// A global function (`clamp`, `$bm_sum`, `effect`…).
  case global(String)
  /// A method of an object (`layer` of a composition, `valueAtTime` of a property…).
  case method(ExpressionReference, String)
  case math(String)
}

/// Why an expression could not be evaluated.
struct ExpressionFailure: Error, CustomStringConvertible {
  let reason: String
  /// Whether JavaScript would throw here too, so that a `try` block's `catch` runs; otherwise
  /// the evaluator cannot go on (an unknown function, randomness, a budget spent).
  let isThrown: Bool

  static func thrown(_ reason: String) -> ExpressionFailure {
    ExpressionFailure(reason: reason, isThrown: true)
  }

  static func unsupported(_ reason: String) -> ExpressionFailure {
    ExpressionFailure(reason: reason, isThrown: false)
  }

  var description: String { reason }
}
