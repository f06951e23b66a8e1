import Foundation

/// What a Lottie JSON animation declares: timing, size, layers and markers.
///
/// Read one with `LottieAnimation(data:fileName:)`. The reader requires what lottie-ios requires
/// (`v`, `fr`, `ip`, `op`, `w`, `h`, `layers`, and `cm`/`tm`/`dr` in each marker), so a file it
/// accepts is one lottie-ios can load.
public struct LottieAnimation: Sendable, Equatable {
  /// The display name the file was read under.
  public let fileName: String
  /// The Bodymovin version that wrote the file (`v`).
  public let version: String
  /// The composition's name (`nm`), if it has one.
  public let name: String?
  /// Frames per second (`fr`); may be fractional, such as 29.97.
  public let frameRate: Double
  /// The first frame (`ip`); not necessarily 0.
  public let firstFrame: Double
  /// The frame where the animation stops (`op`).
  public let lastFrame: Double
  /// Width in points (`w`).
  public let width: Double
  /// Height in points (`h`).
  public let height: Double
  /// The number of top-level layers.
  public let layerCount: Int
  /// Markers in file order.
  public let markers: [LottieMarker]
  /// How far the layers travel and scale; nil when no position or scale is keyframed.
  public let movement: AnimationMovement?

  /// `(lastFrame - firstFrame) / frameRate`.
  public var durationSeconds: Double { (lastFrame - firstFrame) / frameRate }

  /// The names lottie-ios accepts for the marker it plays under Reduce Motion, compared with the
  /// marker's lower-cased name.
  public static let reducedMotionMarkerNames: Set<String> = [
    "reduced motion", "reduced_motion", "reduced-motion", "reducedmotion",
  ]

  /// The marker lottie-ios plays instead of the whole animation when Reduce Motion is on: the
  /// first marker whose lower-cased name is one of `reducedMotionMarkerNames`. Nil means
  /// lottie-ios plays the full animation even under Reduce Motion.
  public var reducedMotionMarker: LottieMarker? {
    markers.first { Self.reducedMotionMarkerNames.contains($0.name.lowercased()) }
  }
}

/// A named time range of a Lottie animation.
public struct LottieMarker: Sendable, Equatable {
  /// The marker's name (`cm`), exactly as written: it may be empty or end in `\r`.
  public let name: String
  /// The frame the marker starts at (`tm`).
  public let startFrame: Double
  /// The marker's length in frames (`dr`).
  public let durationFrames: Double

  /// Creates a marker (for comparisons and tests).
  public init(name: String, startFrame: Double, durationFrames: Double) {
    self.name = name
    self.startFrame = startFrame
    self.durationFrames = durationFrames
  }
}

extension LottieAnimation {
  /// Reads a Lottie JSON animation.
  ///
  /// - Parameters:
  ///   - data: The whole JSON file.
  ///   - fileName: The name errors report the file under (a display name, never opened).
  ///   - limits: Bounds on JSON nesting.
  /// - Throws: `AnimationFileError` for invalid JSON or a value lottie-ios would refuse.
  public init(
    data: Data, fileName: String, limits: AnimationFileLimits = .default
  ) throws(AnimationFileError) {
    try self.init(bytes: [UInt8](data), fileName: fileName, entryName: nil, limits: limits)
  }

  init(
    bytes: [UInt8], fileName: String, entryName: String?, limits: AnimationFileLimits
  ) throws(AnimationFileError) {
    var parser = JSONParser(
      bytes: bytes, fileName: fileName, entryName: entryName, maximumDepth: limits.maximumJSONDepth)
    var members: [String: JSONNode] = [:]
    let objectOffset = try parser.readObjectDocument { parser, key throws(AnimationFileError) in
      switch key {
      case "v", "fr", "ip", "op", "w", "h", "nm", "markers", "layers", "assets":
        members[key] = try parser.parseValue()
      default:
        try parser.skipValue()
      }
    }
    let fields = LottieFields(members: members, objectOffset: objectOffset, parser: parser)

    self.fileName = fileName
    version = try fields.string("v")
    frameRate = try fields.number("fr")
    guard frameRate > 0 else {
      throw parser.error(
        .invalidValue("the frame rate must be positive"), at: members["fr"]?.offset, keyPath: "fr")
    }
    firstFrame = try fields.number("ip")
    lastFrame = try fields.number("op")
    width = try fields.number("w")
    height = try fields.number("h")
    // lottie-ios does not decode the top-level name, so a name of another type is just absent.
    name = members["nm"]?.string
    guard let layersNode = members["layers"] else {
      throw parser.error(.missingKey("layers"), at: objectOffset, keyPath: "layers")
    }
    guard let layers = layersNode.array else {
      throw parser.error(.wrongType(expected: "an array"), at: layersNode.offset, keyPath: "layers")
    }
    layerCount = layers.count
    markers = try fields.markers()
    // Assets are optional, and lottie-ios loads a file whose assets it cannot use.
    movement = LottieLayerMovement.movement(
      layers: layers, assets: members["assets"]?.array ?? [], width: width, height: height)
  }
}

/// Typed access to the top-level members, with errors that point at the offending value.
private struct LottieFields {
  let members: [String: JSONNode]
  let objectOffset: Int
  let parser: JSONParser

  private func required(_ key: String) throws(AnimationFileError) -> JSONNode {
    guard let node = members[key], !node.isNull else {
      throw parser.error(.missingKey(key), at: members[key]?.offset ?? objectOffset, keyPath: key)
    }
    return node
  }

  func string(_ key: String) throws(AnimationFileError) -> String {
    let node = try required(key)
    guard let text = node.string else {
      throw parser.error(.wrongType(expected: "a string"), at: node.offset, keyPath: key)
    }
    return text
  }

  func number(_ key: String) throws(AnimationFileError) -> Double {
    let node = try required(key)
    guard let number = node.number else {
      throw parser.error(.wrongType(expected: "a number"), at: node.offset, keyPath: key)
    }
    return number
  }

  /// Markers are optional; each one needs `cm`, `tm` and `dr`, as lottie-ios decodes them.
  func markers() throws(AnimationFileError) -> [LottieMarker] {
    guard let node = members["markers"], !node.isNull else { return [] }
    guard let elements = node.array else {
      throw parser.error(.wrongType(expected: "an array"), at: node.offset, keyPath: "markers")
    }
    var markers: [LottieMarker] = []
    for (index, element) in elements.enumerated() {
      let path = "markers[\(index)]"
      guard element.isObject else {
        throw parser.error(.wrongType(expected: "an object"), at: element.offset, keyPath: path)
      }
      func member(_ key: String) throws(AnimationFileError) -> JSONNode {
        guard let value = element[key], !value.isNull else {
          throw parser.error(.missingKey(key), at: element.offset, keyPath: "\(path).\(key)")
        }
        return value
      }
      func number(_ key: String) throws(AnimationFileError) -> Double {
        let value = try member(key)
        guard let number = value.number else {
          throw parser.error(
            .wrongType(expected: "a number"), at: value.offset, keyPath: "\(path).\(key)")
        }
        return number
      }
      let nameNode = try member("cm")
      guard let name = nameNode.string else {
        throw parser.error(
          .wrongType(expected: "a string"), at: nameNode.offset, keyPath: "\(path).cm")
      }
      markers.append(
        LottieMarker(name: name, startFrame: try number("tm"), durationFrames: try number("dr")))
    }
    return markers
  }
}
