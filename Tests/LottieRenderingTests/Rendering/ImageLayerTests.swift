import Foundation
import Testing

@testable import LottieRendering

@Suite struct ImageLayerTests {
  private func imageStill(dataURL: String) throws -> LottieStill {
    let assets = #"[{"id":"image_0","w":10,"h":10,"u":"","p":"\#(dataURL)","e":1}]"#
    let layer =
      #"{"ty":2,"nm":"photo","ind":1,"refId":"image_0","ip":0,"op":60,"st":0,"sr":1,"ks":{}}"#
    return LottieStillRenderer(document: try document(layers: "[\(layer)]", assets: assets))
      .render(frame: 0)
  }

  @Test func anEmbeddedImageIsLabelledWithTheTypeItsBytesShow() throws {
    // JPEG bytes (FF D8 FF E0 …) that the exporter labelled as PNG.
    let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01])
      .base64EncodedString()
    let still = try imageStill(dataURL: "data:image/png;base64," + jpeg)
    #expect(still.unsupported.isEmpty)
    #expect(still.svg.contains(#"xlink:href="data:image/jpeg;base64,"# + jpeg + #"""#))
  }

  @Test func anEmbeddedImageOfUnknownBytesKeepsItsLabel() throws {
    let unknown = Data([0x00, 0x01, 0x02, 0x03, 0x04, 0x05]).base64EncodedString()
    let still = try imageStill(dataURL: "data:image/gif;base64," + unknown)
    #expect(still.svg.contains(#"xlink:href="data:image/gif;base64,"# + unknown + #"""#))
  }

  @Test func anImageFileFromTheResourcesFillsTheAssetsBoxCentredAndCropped() throws {
    let assets = #"[{"id":"image_0","w":10,"h":20,"u":"images/","p":"a.png","e":0}]"#
    let layer =
      #"{"ty":2,"nm":"photo","ind":1,"refId":"image_0","ip":0,"op":60,"st":0,"sr":1,"ks":{}}"#
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2]
    let still = LottieStillRenderer(
      document: try document(layers: "[\(layer)]", assets: assets),
      resources: RenderResources(images: ["images/a.png": png])
    ).render(frame: 0)
    #expect(still.unsupported.isEmpty)
    #expect(
      still.svg.contains(
        #"<image width="10" height="20" preserveAspectRatio="xMidYMid slice" xlink:href="data:image/png;base64,"#
          + Data(png).base64EncodedString()))
    let without = LottieStillRenderer(
      document: try document(layers: "[\(layer)]", assets: assets)
    ).render(frame: 0)
    #expect(
      without.unsupported.map(\.feature) == [
        "image 'a.png' neither embedded in the file nor found beside it"
      ])
  }
}
