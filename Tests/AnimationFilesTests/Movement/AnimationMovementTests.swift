import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

/// How far an animation file moves its content, read from position and scale keyframes.
struct AnimationMovementTests {
  private func lottie(_ layers: String, assets: String = "[]") throws -> LottieAnimation {
    let json = """
      { "v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 400, "h": 200,
        "layers": \(layers), "assets": \(assets) }
      """
    return try LottieAnimation(data: Data(json.utf8), fileName: "moving.json")
  }

  @Test func aLayerKeyframedAcrossTheCanvasTravelsItsBoxesDiagonal() throws {
    let animation = try lottie(
      """
      [{ "nm": "ball", "ks": { "p": { "a": 1, "k": [
        { "t": 0, "s": [0, 0, 0] }, { "t": 30, "s": [300, 0, 0] }, { "t": 60, "s": [300, 400, 0] }
      ] } } }]
      """)
    let movement = try #require(animation.movement)
    #expect(movement.farthestTraveller == "ball")
    #expect(movement.travel == 500)
    #expect(movement.travelFraction == 1.25)
    #expect(movement.scaleFactor == 1)
  }

  @Test func splitPositionsAndOldEndValuesCount() throws {
    let animation = try lottie(
      """
      [{ "nm": "split", "ks": { "p": { "s": true,
        "x": { "a": 1, "k": [{ "t": 0, "s": [10], "e": [110] }, { "t": 60 }] },
        "y": { "a": 0, "k": 50 } } } }]
      """)
    let movement = try #require(animation.movement)
    #expect(movement.farthestTraveller == "split")
    #expect(movement.travel == 100)
  }

  @Test func scaleFromNothingIsNotAZoomButGrowingFromHalfIs() throws {
    let popIn = try lottie(
      """
      [{ "nm": "tick", "ks": { "s": { "a": 1, "k": [
        { "t": 0, "s": [0, 0, 100] }, { "t": 20, "s": [110, 110, 100] }, { "t": 30, "s": [100, 100, 100] }
      ] } } }]
      """)
    #expect(try #require(popIn.movement).scaleFactor == 1.1)
    let zoom = try lottie(
      """
      [{ "nm": "badge", "ks": { "s": { "a": 1, "k": [
        { "t": 0, "s": [50, 50, 100] }, { "t": 30, "s": [150, 150, 100] }
      ] } } }]
      """)
    let movement = try #require(zoom.movement)
    #expect(movement.mostScaled == "badge")
    #expect(movement.scaleFactor == 3)
  }

  @Test func staticAndHiddenLayersMoveNothingWhilePrecompositionLayersDo() throws {
    let still = try lottie(
      """
      [{ "nm": "still", "ks": { "p": { "a": 0, "k": [0, 0, 0] } } },
       { "nm": "hidden", "hd": true, "ks": { "p": { "a": 1, "k": [
         { "t": 0, "s": [0, 0] }, { "t": 60, "s": [400, 0] }] } } }]
      """)
    #expect(still.movement == nil)
    let nested = try lottie(
      #"[{ "nm": "holder", "ty": 0, "refId": "comp", "ks": {} }]"#,
      assets: """
        [{ "id": "comp", "layers": [{ "nm": "inner", "ks": { "p": { "a": 1, "k": [
          { "t": 0, "s": [0, 0] }, { "t": 60, "s": [0, 100] }] } } }] }]
        """)
    #expect(try #require(nested.movement).farthestTraveller == "inner")
    #expect(nested.layerCount == 1)
  }

  @Test func aWrongLayersValueIsStillNamedInTheError() throws {
    let json = #"{ "v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 4, "h": 2, "layers": 3 }"#
    #expect(throws: AnimationFileError.self) {
      try LottieAnimation(data: Data(json.utf8), fileName: "bad.json")
    }
    do {
      _ = try LottieAnimation(data: Data(json.utf8), fileName: "bad.json")
    } catch {
      #expect(error.description.contains("layers"))
    }
  }

  @Test func riveKeyframesOfANodesPositionAndScaleAreItsAnimationsMovement() throws {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    writer.object(
      RiveKey.artboard,
      [
        (RiveKey.componentName, .string("Main")), (RiveKey.width, .float(400)),
        (RiveKey.height, .float(200)),
      ])
    writer.object(RiveKey.linearAnimation, [(RiveKey.animationName, .string("fly"))])
    writer.object(RiveKey.keyedObject, [(RiveKey.objectId, .uint(2))])
    writer.object(RiveKey.keyedProperty, [(RiveKey.propertyKey, .uint(RiveKey.nodeX))])
    writer.object(RiveKey.keyFrameDouble, [(RiveKey.keyFrameValue, .float(0))])
    writer.object(
      RiveKey.keyFrameDouble,
      [(RiveKey.keyFrameFrame, .uint(30)), (RiveKey.keyFrameValue, .float(300))])
    writer.object(RiveKey.keyedProperty, [(RiveKey.propertyKey, .uint(RiveKey.scaleX))])
    writer.object(RiveKey.keyFrameDouble, [(RiveKey.keyFrameValue, .float(1))])
    writer.object(RiveKey.keyFrameDouble, [(RiveKey.keyFrameValue, .float(2.5))])
    writer.object(RiveKey.linearAnimation, [(RiveKey.animationName, .string("blink"))])
    let file = try RiveFile(data: writer.data, fileName: "fly.riv")
    let animations = try #require(file.artboards.first).animations
    let movement = try #require(animations.first?.movement)
    #expect(movement.travel == 300)
    #expect(movement.travelFraction == 0.75)
    #expect(movement.scaleFactor == 2.5)
    #expect(animations.last?.movement == nil)
  }
}
