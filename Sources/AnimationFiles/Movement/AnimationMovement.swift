/// How far an animation moves its content: the element that travels farthest and the one that
/// grows or shrinks most, read from the keyframes of positions and scales.
///
/// This is what the Reduce Motion setting is about: content that slides across the canvas or
/// zooms, as opposed to fading, changing colour or drawing in place.
public struct AnimationMovement: Sendable, Hashable, Codable {
  /// The layer or node whose keyframed position spans the largest box (its name; may be empty).
  public var farthestTraveller: String
  /// The diagonal of that box, in the canvas's units.
  public var travel: Double
  /// `travel` over the canvas's longer side: 1 is the whole canvas.
  public var travelFraction: Double
  /// The layer or node whose keyframed scale changes most (its name; may be empty).
  public var mostScaled: String
  /// Its largest keyframed scale over its smallest, zero scales left out (a pop-in from nothing
  /// is an appearance, not a zoom): 1 when nothing scales.
  public var scaleFactor: Double

  public init(
    farthestTraveller: String = "", travel: Double = 0, travelFraction: Double = 0,
    mostScaled: String = "", scaleFactor: Double = 1
  ) {
    self.farthestTraveller = farthestTraveller
    self.travel = travel
    self.travelFraction = travelFraction
    self.mostScaled = mostScaled
    self.scaleFactor = scaleFactor
  }
}

/// Collects keyframed positions and scales per element, then reports the largest movement.
struct MovementRecorder {
  private struct Element {
    var name: String
    var minimumX = Double.infinity
    var maximumX = -Double.infinity
    var minimumY = Double.infinity
    var maximumY = -Double.infinity
    var smallestScale = Double.infinity
    var largestScale = 0.0

    var travel: Double {
      let width = maximumX >= minimumX ? maximumX - minimumX : 0
      let height = maximumY >= minimumY ? maximumY - minimumY : 0
      return Self.finite((width * width + height * height).squareRoot())
    }

    var scaleFactor: Double {
      largestScale > 0 && smallestScale.isFinite ? Self.finite(largestScale / smallestScale) : 1
    }

    /// Absurd values in a file stay numbers that reports can print.
    static func finite(_ value: Double) -> Double { min(value, .greatestFiniteMagnitude) }
  }

  /// Scales closer to zero than this are an element appearing or vanishing.
  private static let smallestCountedScale = 0.01

  private var elements: [String: Element] = [:]

  /// Records a keyframed horizontal or vertical position of the element `id`.
  mutating func position(of id: String, named name: String, x: Double? = nil, y: Double? = nil) {
    var element = elements[id] ?? Element(name: name)
    if let x, x.isFinite {
      element.minimumX = min(element.minimumX, x)
      element.maximumX = max(element.maximumX, x)
    }
    if let y, y.isFinite {
      element.minimumY = min(element.minimumY, y)
      element.maximumY = max(element.maximumY, y)
    }
    elements[id] = element
  }

  /// Records a keyframed scale (1 is full size) of the element `id`.
  mutating func scale(of id: String, named name: String, _ value: Double) {
    let magnitude = abs(value)
    guard magnitude.isFinite, magnitude >= Self.smallestCountedScale else { return }
    var element = elements[id] ?? Element(name: name)
    element.smallestScale = min(element.smallestScale, magnitude)
    element.largestScale = max(element.largestScale, magnitude)
    elements[id] = element
  }

  /// The largest movement on a canvas of `width` × `height`; nil when nothing moves or scales.
  func movement(width: Double, height: Double) -> AnimationMovement? {
    // Sorted ids make ties name the same element on every run.
    let ordered = elements.sorted { $0.key < $1.key }.map(\.value)
    guard let traveller = ordered.max(by: { $0.travel < $1.travel }),
      let scaled = ordered.max(by: { $0.scaleFactor < $1.scaleFactor }),
      traveller.travel > 0 || scaled.scaleFactor > 1
    else { return nil }
    let side = max(width, height)
    return AnimationMovement(
      farthestTraveller: traveller.name, travel: traveller.travel,
      travelFraction: side > 0 ? Element.finite(traveller.travel / side) : 0,
      mostScaled: scaled.scaleFactor > 1 ? scaled.name : "", scaleFactor: scaled.scaleFactor)
  }
}
