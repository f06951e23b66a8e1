import AnimationFiles
import Foundation
import Testing

@testable import LottieRendering

/// The scopes the renderer gives expressions: the layer and composition being drawn.
@Suite struct ExpressionScopeTests {
  @Test func theRendererEvaluatesExpressionsAndNamesTheRest() throws {
    func still(expression: String, frame: Double) throws -> LottieStill {
      // The layer's position (the first of the layer's and its group's).
      let layer = shapeLayer(square + "," + redFill)
      let position = try #require(layer.range(of: #""p":{"a":0,"k":[0,0]}"#))
      let moving = layer.replacingCharacters(
        in: position,
        with: #""p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":10,"s":[10,0]}],"x":"\#(expression)"}"#)
      return LottieStillRenderer(document: try document(layers: "[\(moving)]"))
        .render(frame: frame)
    }
    let looped = try still(expression: "var $bm_rt; $bm_rt = loopOut('cycle');", frame: 14)
    #expect(looped.unsupported.isEmpty)
    #expect(looped.svg.contains("matrix(1 0 0 1 4 0)"))
    let timed = try still(expression: "var $bm_rt; $bm_rt = [$bm_mul(time, 30), 2];", frame: 14)
    #expect(timed.unsupported.isEmpty)
    #expect(timed.svg.contains("matrix(1 0 0 1 14 2)"))
    let held = try still(expression: "var $bm_rt; $bm_rt = wiggle(1, 5);", frame: 14)
    #expect(held.unsupported.map(\.feature) == ["expression on Position"])
    #expect(held.svg.contains("matrix(1 0 0 1 10 0)"))
  }

  @Test func precompositionLayersLinkToTheirOwnCompositionAndToTheRoot() throws {
    func replacingFirst(_ text: String, _ target: String, with replacement: String) throws
      -> String
    {
      let range = try #require(text.range(of: target))
      return text.replacingCharacters(in: range, with: replacement)
    }
    let inner = try replacingFirst(
      shapeLayer(square + "," + redFill, name: "inner"), #""r":{"a":0,"k":0}"#,
      with: #""r":{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[10]}]}"#)
    let link =
      "[thisComp.layer('inner').transform.rotation + comp('main').layer('root mover').transform.rotation, 0]"
    let follower = try replacingFirst(
      try replacingFirst(
        shapeLayer(square + "," + redFill, name: "follower"), #""ind":1"#, with: #""ind":2"#),
      #""p":{"a":0,"k":[0,0]}"#, with: #""p":{"a":0,"k":[0,0],"x":"\#(link)"}"#)
    let assets = #"[{"id":"pre","nm":"pre comp","layers":[\#(follower),\#(inner)]}]"#
    let holder =
      #"{"ty":0,"nm":"holder","refId":"pre","ind":1,"ip":0,"op":60,"st":-2,"sr":1,"w":100,"h":100,"ks":{}}"#
    let mover =
      #"{"ty":3,"nm":"root mover","ind":2,"ip":0,"op":60,"st":0,"ks":{"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[100]}]}}}"#
    let root =
      #"{"v":"5.7.4","nm":"main","fr":30,"ip":0,"op":60,"w":100,"h":100,"assets":\#(assets),"layers":[\#(holder),\#(mover)]}"#
    let animation = try #require(
      try LottieDocument.read(Data(root.utf8), fileName: "test.json").first)
    let still = LottieStillRenderer(document: animation).render(frame: 4)
    #expect(still.unsupported.isEmpty)
    // Frame 4 of the root is frame 6 inside (the holder starts at −2): a rotation of 6 inside
    // and of 40 at the root.
    #expect(still.svg.contains("matrix(1 0 0 1 46 0)"))
  }

  @Test func everyExpressionIsParsedBeforeTheFrameIsDrawn() throws {
    let text =
      #"{"layers":[{"ks":{"p":{"a":0,"k":[0,0],"x":"[1, 2]"}}}],"assets":[{"layers":[{"ks":"#
      + #"{"r":{"a":0,"k":0,"x":"1 +"},"s":{"a":0,"k":[100,100],"x":"  "}}}]}]}"#
    var parser = JSONParser(bytes: Array(text.utf8), fileName: "test.json", maximumDepth: 64)
    let root = try parser.parseDocument()
    let context = ExpressionContext(
      document: root, frameRate: 30, frame: 0, budget: ExpressionBudget())
    let layers = try #require(root["layers"]?.array)
    let assetLayers = try #require(root["assets"]?.array?.first?["layers"]?.array)
    let position = try #require(layers.first?["ks"]?["p"])
    let rotation = try #require(assetLayers.first?["ks"]?["r"])
    let scale = try #require(assetLayers.first?["ks"]?["s"])
    // Parsed in the root and in assets alike; a syntax error is kept for the evaluator to name.
    #expect(
      (try context.program(at: position.offset, text: "[1, 2]")?.get())?.statements.count == 1)
    // Not another document's expression at the same place.
    #expect(context.program(at: position.offset, text: "[3]") == nil)
    guard case .failure = context.program(at: rotation.offset, text: "1 +") else {
      Issue.record("the broken expression was not parsed before drawing")
      return
    }
    // A blank expression is none.
    #expect(context.program(at: scale.offset, text: "  ") == nil)
  }
}
