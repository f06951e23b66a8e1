import AnimationFiles
import Foundation
import Testing
import VectorGraphics

@testable import LottieRendering

/// Builds an animation from layers and assets given as JSON text.
func document(
  layers: String, assets: String = "[]", markers: String = "[]", width: Int = 100,
  height: Int = 100, frames: Int = 60
) throws -> LottieDocument {
  let json = """
    {"v":"5.7.4","fr":30,"ip":0,"op":\(frames),"w":\(width),"h":\(height),"assets":\(assets),\
    "markers":\(markers),"layers":\(layers)}
    """
  return try #require(try LottieDocument.read(Data(json.utf8), fileName: "test.json").first)
}

/// A shape layer holding one group of `items`.
func shapeLayer(_ items: String, name: String = "shape", extra: String = "") -> String {
  """
  {"ty":4,"nm":"\(name)","ind":1,"ip":0,"op":60,"st":0,"sr":1,\
  "ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},\
  "shapes":[{"ty":"gr","it":[\(items),{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]\(extra)}
  """
}

let redFill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
let square = #"{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}}"#

@Suite struct LottieStillRendererTests {
  @Test func aFilledRectangleBecomesAFilledPathAtItsCorners() throws {
    let still = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(square + "," + redFill))]")
    )
    .render(frame: 0)
    #expect(still.unsupported.isEmpty)
    #expect(
      still.svg.contains(
        #"d="M60 40C60 40 60 60 60 60C60 60 40 60 40 60C40 60 40 40 40 40C40 40 60 40 60 40Z""#))
    #expect(still.svg.contains(##"fill="#ff0000""##))
    #expect(still.svg.contains(#"viewBox="0 0 100 100""#))
  }

  @Test func theDrawnSizeScalesTheViewBox() throws {
    let still = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(square + "," + redFill))]")
    )
    .render(frame: 0, width: 300, height: 150)
    #expect(still.svg.contains(#"width="300" height="150" viewBox="0 0 100 100""#))
  }

  @Test func aLayerOutsideItsInAndOutPointsIsNotDrawn() throws {
    let layer = shapeLayer(square + "," + redFill).replacingOccurrences(
      of: #""ip":0,"op":60"#, with: #""ip":10,"op":20"#)
    let renderer = LottieStillRenderer(document: try document(layers: "[\(layer)]"))
    #expect(!renderer.render(frame: 5).svg.contains("<path"))
    #expect(renderer.render(frame: 10).svg.contains("<path"))
    #expect(!renderer.render(frame: 20).svg.contains("<path"))
  }

  @Test func keyframesEaseAndHold() throws {
    let linear = try JSONFixture.node(
      #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[100],"h":1},{"t":20,"s":[50]}]}"#
    )
    #expect(AnimatedValue.number(linear, at: -5, default: -1) == 0)
    #expect(abs(AnimatedValue.number(linear, at: 5, default: -1) - 50) < 1e-6)
    #expect(AnimatedValue.number(linear, at: 15, default: -1) == 100)
    #expect(AnimatedValue.number(linear, at: 25, default: -1) == 50)
    let eased = CubicBezierEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(eased.value(at: 0.5) > 0.49 && eased.value(at: 0.5) < 0.51)
    #expect(eased.value(at: 0.2) < 0.2)
  }

  @Test func keyframesOutOfOrderHoldInsteadOfFailing() throws {
    let property = try JSONFixture.node(
      #"{"a":1,"k":[{"t":20,"s":[1]},{"t":5,"s":[2]},{"t":10,"s":[3]}]}"#)
    for frame in stride(from: -1.0, through: 30, by: 0.5) {
      let value = AnimatedValue.number(property, at: frame, default: .nan)
      #expect([1, 2, 3].contains(value), "frame \(frame): \(value)")
    }
  }

  @Test func spatialTangentsBendThePath() throws {
    let property = try JSONFixture.node(
      #"{"a":1,"k":[{"t":0,"s":[0,0],"to":[0,50],"ti":[0,50],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[100,0]}]}"#
    )
    let middle = AnimatedValue.point(property, at: 5, default: .zero)
    #expect(abs(middle.x - 50) < 1)
    #expect(middle.y > 30)
  }

  @Test func parentsTransformTheirChildren() throws {
    let parent = #"{"ty":3,"nm":"null","ind":2,"ip":0,"op":60,"ks":{"p":{"a":0,"k":[10,0]}}}"#
    let child = shapeLayer(square + "," + redFill, extra: #","parent":2"#)
    let still = LottieStillRenderer(document: try document(layers: "[\(child),\(parent)]"))
      .render(frame: 0)
    #expect(still.svg.contains(#"transform="matrix(1 0 0 1 10 0)""#))
  }

  @Test func aCycleOfParentsEndsAndIsNamed() throws {
    let first = shapeLayer(square + "," + redFill, name: "a", extra: #","parent":2"#)
    let second = #"{"ty":3,"nm":"b","ind":2,"parent":1,"ip":0,"op":60,"ks":{}}"#
    let still = LottieStillRenderer(document: try document(layers: "[\(first),\(second)]"))
      .render(frame: 0)
    #expect(
      still.unsupported.contains(UnsupportedFeature(layer: "a", feature: "a cycle of parents")))
  }

  @Test func textLayersExpressionsEffectsAndCamerasAreNamed() throws {
    let text =
      #"{"ty":5,"nm":"Title","ind":3,"ip":0,"op":60,"ks":{},"#
      + #""t":{"d":{"k":[{"s":{"t":"Hi","f":"Sans","s":20},"t":0}]},"a":[]}}"#
    let camera = #"{"ty":13,"nm":"Camera","ind":4,"ip":0,"op":60,"ks":{},"pe":{"a":0,"k":800}}"#
    let expression = shapeLayer(square + "," + redFill, name: "Wobble").replacingOccurrences(
      of: #""r":{"a":0,"k":0}},"shapes""#,
      with: #""r":{"a":0,"k":0,"x":"wiggle(2, 10)"}},"ef":[{"ty":5}],"ddd":1,"shapes""#)
    let still = LottieStillRenderer(
      document: try document(layers: "[\(text),\(camera),\(expression)]")
    )
    .render(frame: 0)
    let features = Set(still.unsupported.map(\.description))
    #expect(features.contains("layer 'Title': text without glyph outlines in the file"))
    #expect(features.contains("layer 'Camera': camera layer"))
    #expect(features.contains("layer 'Wobble': expression on Rotation"))
    #expect(features.contains("layer 'Wobble': effect of type 5"))
    // A 3D layer is drawn flattened, as players draw it without a camera.
    #expect(!features.contains { $0.contains("3D") })
  }

  @Test func numbersTooLargeForAnIntegerAreRefusedOrClampedWithoutTrapping() throws {
    let huge = "1e300"
    let star =
      #"{"ty":"sr","sy":1,"pt":{"a":0,"k":\#(huge)},"p":{"a":0,"k":[50,50]},"r":{"a":0,"k":0},"#
      + #""or":{"a":0,"k":20},"os":{"a":0,"k":0},"ir":{"a":0,"k":10},"is":{"a":0,"k":0}}"#
    let stroke =
      #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"#
      + #""lc":\#(huge),"lj":-\#(huge)}"#
    let gradient =
      #"{"ty":"gf","o":{"a":0,"k":100},"t":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[10,0]},"#
      + #""g":{"p":\#(huge),"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}}}"#
    let repeater =
      #"{"ty":"rp","c":{"a":0,"k":\#(huge)},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","#
      + #""p":{"a":0,"k":[1,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"#
      + #""so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
    let merge = #"{"ty":"mm","mm":\#(huge)}"#
    // The repeater comes first, so it repeats nothing: its count alone is under test.
    let items = [repeater, star, stroke, gradient, merge].joined(separator: ",")
    let matted = shapeLayer(square + "," + redFill, name: "matted", extra: #","tt":\#(huge)"#)
    let strange = #"{"ty":\#(huge),"nm":"strange","ind":9,"ip":0,"op":60,"ks":{}}"#
    let still = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(items)),\(matted),\(strange)]")
    )
    .render(frame: 0)
    let features = Set(still.unsupported.map(\.description))
    #expect(features.contains { $0.hasPrefix("layer 'strange': layer of type") })
    #expect(features.contains { $0.contains("a repeater of more than") })
    #expect(still.svg.hasPrefix("<svg"))
  }

  @Test func nestedRepeatersStopAtTheRepeatedItemLimit() throws {
    func repeater(_ copies: Int) -> String {
      #"{"ty":"rp","c":{"a":0,"k":\#(copies)},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","#
        + #""p":{"a":0,"k":[1,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"#
        + #""r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
    }
    // Three levels of 10 copies: 1,000 squares, each with its fill.
    let inner = [square, redFill, repeater(10)].joined(separator: ",")
    let nested = (0..<2).reduce(inner) { items, _ in
      #"{"ty":"gr","it":[\#(items),{"ty":"tr"}]},"# + repeater(10)
    }
    let document = try document(layers: "[\(shapeLayer(nested))]")
    let full = LottieStillRenderer(document: document).render(frame: 0)
    #expect(full.unsupported.isEmpty)
    #expect(full.svg.components(separatedBy: "<path").count - 1 == 1_000)
    var limits = RenderLimits()
    limits.maximumRepeatedItems = 500
    let bounded = LottieStillRenderer(document: document, limits: limits).render(frame: 0)
    #expect(
      bounded.unsupported.map(\.feature) == ["repeaters making more than 500 shapes"])
    #expect(bounded.svg.components(separatedBy: "<path").count - 1 < 1_000)
  }

  @Test func precompositionsRemapTimeAndStopAtTheDepthLimit() throws {
    let inner = shapeLayer(square + "," + redFill).replacingOccurrences(
      of: #""ip":0,"op":60"#, with: #""ip":30,"op":60"#)
    let assets = #"[{"id":"inner","layers":[\#(inner)]}]"#
    let precomp =
      #"{"ty":0,"nm":"pre","ind":1,"refId":"inner","w":100,"h":100,"ip":0,"op":60,"ks":{},"tm":{"a":0,"k":1.5}}"#
    let still = LottieStillRenderer(document: try document(layers: "[\(precomp)]", assets: assets))
      .render(frame: 0)
    // Time remapped to 1.5 s = frame 45 of the precomposition, where its layer is visible.
    #expect(still.svg.contains("<path"))

    let looping =
      #"[{"id":"loop","layers":[{"ty":0,"nm":"self","ind":1,"refId":"loop","ip":0,"op":60,"ks":{}}]}]"#
    let cycle = LottieStillRenderer(
      document: try document(
        layers: #"[{"ty":0,"nm":"self","ind":1,"refId":"loop","ip":0,"op":60,"ks":{}}]"#,
        assets: looping)
    ).render(frame: 0)
    #expect(cycle.unsupported.map(\.feature) == ["precompositions nested deeper than 16"])
  }

  @Test func aNestedTimeRemapIsKeyedInItsCompositionsTimeNotShiftedByItsStart() throws {
    func shown(from inPoint: Double, fill color: String) -> String {
      let fill = #"{"ty":"fl","c":{"a":0,"k":\#(color)},"o":{"a":0,"k":100},"r":1}"#
      return shapeLayer(square + "," + fill).replacingOccurrences(
        of: #""ip":0,"op":60"#, with: #""ip":\#(inPoint),"op":\#(inPoint + 1)"#)
    }
    // The inner precomposition shows red around its frame 24, green around 12 (its start
    // applied, the remap left out) and blue around 44 (the remap keyed in the layer's own time).
    let inner =
      "[\(shown(from: 23.5, fill: "[1,0,0]")),\(shown(from: 11.5, fill: "[0,1,0]")),"
      + "\(shown(from: 43.5, fill: "[0,0,1]"))]"
    let remap =
      #"{"a":1,"k":[{"t":-10,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":20,"s":[2]}]}"#
    let middle =
      #"[{"ty":0,"nm":"remapped","ind":1,"refId":"inner","w":100,"h":100,"ip":0,"op":60,"st":-10,"sr":1,"ks":{},"tm":\#(remap)}]"#
    let assets = #"[{"id":"middle","layers":\#(middle)},{"id":"inner","layers":\#(inner)}]"#
    let outer =
      #"{"ty":0,"nm":"outer","ind":1,"refId":"middle","w":100,"h":100,"ip":0,"op":60,"st":3,"sr":1,"ks":{}}"#
    let still = LottieStillRenderer(document: try document(layers: "[\(outer)]", assets: assets))
      .render(frame: 5)
    // Frame 5 is frame 5 − 3 = 2 of the middle composition. The remap's keyframes are in that
    // composition's frames, as lottie-web and lottie-ios evaluate them: 0 s at −10 to 2 s at 20
    // gives 0.8 s at 2, which is frame 24 of the inner one at 30 frames a second.
    #expect(still.svg.contains("#ff0000"))
    #expect(!still.svg.contains("#00ff00"))
    #expect(!still.svg.contains("#0000ff"))
  }

  @Test func aTimeRemapIsNotStretchedByTheLayersStretch() throws {
    func shown(from inPoint: Double, fill color: String) -> String {
      let fill = #"{"ty":"fl","c":{"a":0,"k":\#(color)},"o":{"a":0,"k":100},"r":1}"#
      return shapeLayer(square + "," + fill).replacingOccurrences(
        of: #""ip":0,"op":60"#, with: #""ip":\#(inPoint),"op":\#(inPoint + 1)"#)
    }
    // The inner composition shows red around its frame 15 and green around 7.5 (the remapped
    // time divided by the stretch).
    let inner = "[\(shown(from: 14.5, fill: "[1,0,0]")),\(shown(from: 7, fill: "[0,1,0]"))]"
    let remap = #"{"a":0,"k":0.5}"#
    let layer =
      #"{"ty":0,"nm":"remapped","ind":1,"refId":"inner","w":100,"h":100,"ip":0,"op":60,"st":0,"sr":2,"ks":{},"tm":\#(remap)}"#
    let assets = #"[{"id":"inner","layers":\#(inner)}]"#
    let still = LottieStillRenderer(document: try document(layers: "[\(layer)]", assets: assets))
      .render(frame: 5)
    // 0.5 s at 30 frames a second is frame 15 of the inner composition, whatever the stretch.
    #expect(still.svg.contains("#ff0000"))
    #expect(!still.svg.contains("#00ff00"))
  }

  @Test func groupsAndMergePathsStopAtTheirDepthLimits() throws {
    // shapeLayer wraps the items in one group, so 15 more make 16: the deepest drawn.
    func nested(_ items: String, _ depth: Int) -> String {
      (0..<depth).reduce(items) { inner, _ in #"{"ty":"gr","it":[\#(inner),{"ty":"tr"}]}"# }
    }
    let drawn = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(nested(square + "," + redFill, 15)))]")
    ).render(frame: 0)
    #expect(drawn.unsupported.isEmpty)
    #expect(drawn.svg.contains("<path"))
    let tooDeep = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(nested(square + "," + redFill, 16)))]")
    ).render(frame: 0)
    #expect(tooDeep.unsupported.map(\.feature) == ["shape groups nested deeper than 16"])
    #expect(!tooDeep.svg.contains("<path"))

    // Each merge paths merges the area the one above it made.
    let merges = Array(repeating: square + "," + #"{"ty":"mm","mm":2}"#, count: 17)
      .joined(separator: ",")
    let merged = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(merges + "," + redFill))]")
    ).render(frame: 0)
    #expect(merged.unsupported.map(\.feature) == ["merge paths nested deeper than 16"])
    #expect(merged.svg.contains("<mask"))
  }

  @Test func aHugePathStaysWithinTheVertexBudget() throws {
    let vertices = Array(repeating: "[1,1]", count: 20_000).joined(separator: ",")
    let zeros = Array(repeating: "[0,0]", count: 20_000).joined(separator: ",")
    let path =
      #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[\#(vertices)],"i":[\#(zeros)],"o":[\#(zeros)]}}}"#
    var limits = RenderLimits()
    limits.maximumVertexCount = 10_000
    let still = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(path + "," + redFill))]"), limits: limits
    ).render(frame: 0)
    #expect(still.unsupported.map(\.feature) == ["more than 10000 path vertices in one frame"])
    #expect(still.svg.utf8.count < 10_000)
  }

  @Test func trimPathsKeepTheirShareOfTheLength() {
    let line = BezierPath(
      vertices: [
        Vertex(point: .zero, inTangent: .zero, outTangent: .zero),
        Vertex(point: Point(x: 100, y: 0), inTangent: .zero, outTangent: .zero),
      ], isClosed: false)
    let kept = TrimRange(start: 0.25, end: 0.75, offset: 0).apply(to: [line], individually: false)
    #expect(kept.count == 1)
    #expect(abs((kept.first?.vertices.first?.point.x ?? 0) - 25) < 0.5)
    #expect(abs((kept.first?.vertices.last?.point.x ?? 0) - 75) < 0.5)
    #expect(
      TrimRange(start: 0, end: 100, offset: 0).apply(to: [line], individually: false).isEmpty
        == false)
    #expect(
      TrimRange(start: 0.5, end: 0.5, offset: 0).apply(to: [line], individually: false).isEmpty)
  }

  @Test func masksAndMattesBecomeSVGMasks() throws {
    let mask =
      #","hasMask":true,"masksProperties":[{"mode":"s","inv":false,"o":{"a":0,"k":100},"pt":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}}]"#
    let masked = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(square + "," + redFill, extra: mask))]")
    ).render(frame: 0)
    #expect(masked.svg.contains("<mask id="))
    #expect(masked.svg.contains(##"fill="#000""##))

    let matte = shapeLayer(square + "," + redFill, name: "matte", extra: #","td":1"#)
    let content = shapeLayer(square + "," + redFill, name: "content", extra: #","tt":1"#)
      .replacingOccurrences(of: #""ind":1"#, with: #""ind":2"#)
    let matted = LottieStillRenderer(document: try document(layers: "[\(matte),\(content)]"))
      .render(frame: 0)
    #expect(matted.svg.contains("feColorMatrix"))
    #expect(matted.svg.components(separatedBy: "<path").count == 3)
  }

  @Test func moodsComeFromMoodMarkersOrPlainMarkersWithChosenPoses() throws {
    let plain = try document(
      layers: "[]",
      markers:
        #"[{"cm":"idle","tm":0,"dr":30},{"cm":"happy","tm":30,"dr":30},{"cm":"reduced motion","tm":59,"dr":1},{"cm":"still:happy","tm":42,"dr":0}]"#
    )
    #expect(
      MoodStill.moods(of: plain.animation) == [
        MoodStill(mood: "idle", marker: "idle", frame: 0, isChosenPose: false),
        MoodStill(mood: "happy", marker: "happy", frame: 42, isChosenPose: true),
      ])
    let prefixed = try document(
      layers: "[]", markers: #"[{"cm":"mood:calm","tm":5,"dr":30},{"cm":"wave","tm":30,"dr":30}]"#)
    #expect(
      MoodStill.moods(of: prefixed.animation) == [
        MoodStill(mood: "calm", marker: "mood:calm", frame: 5, isChosenPose: false)
      ])
  }
}

/// Parses a JSON value for the property readers.
enum JSONFixture {
  static func node(_ json: String) throws -> JSONNode {
    let wrapped = #"{"v":"5","fr":30,"ip":0,"op":1,"w":1,"h":1,"layers":[],"value":\#(json)}"#
    let document = try #require(
      try LottieDocument.read(Data(wrapped.utf8), fileName: "p.json").first)
    return try #require(document.root["value"])
  }
}
