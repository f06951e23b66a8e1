import AnimationFiles
import Foundation
import TestSupport
import Testing

@testable import RiveRendering

/// Images draw their embedded asset at the size its header gives, about the image's origin, as
/// the runtime's `Image::draw` draws them.
@Suite struct RiveImageTests {
  typealias Kind = RiveSceneWriter.Kind
  typealias Property = RiveSceneWriter.Property

  /// The head of a PNG of `width`×`height` pixels: signature and IHDR, all a size needs.
  private static func png(width: UInt8, height: UInt8) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      + Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0]
  }

  private func still(_ scene: RiveSceneWriter) throws -> RiveStill {
    let file = try RiveArtboardFile(data: scene.data, fileName: "test.riv")
    return RiveStillRenderer(artboard: try #require(file.artboard(named: nil))).render()
  }

  @Test func anImageIsDrawnAtItsPixelSizeAboutItsOriginWithItsOpacity() throws {
    let bytes = Self.png(width: 30, height: 20)
    var scene = RiveSceneWriter(imageAssets: [("skip.png", nil), ("face.png", bytes)])
    let group = scene.add(Kind.node, [(Property.opacity, .float(0.5))])
    scene.add(
      Kind.image, parent: group,
      [
        (Property.imageAssetId, .uint(1)), (Property.x, .float(50)), (Property.y, .float(40)),
        (Property.imageOriginX, .float(0)),
      ])
    let result = try still(scene)
    #expect(result.unsupported.isEmpty)
    // Origin x 0 and y 0.5 (the default): the top left corner at (50, 40 - 20 / 2).
    #expect(
      result.svg.contains(
        "<image width=\"30\" height=\"20\" preserveAspectRatio=\"none\" xlink:href=\""
          + "data:image/png;base64,\(Data(bytes).base64EncodedString())\" "
          + "transform=\"matrix(1 0 0 1 50 30)\" opacity=\"0.5\"/>"))
  }

  @Test func jpegAndWebPImagesTakeTheSizeOfTheirHeaders() throws {
    // A JPEG whose APP0 segment comes before its baseline frame header (SOF0: 7 high, 9 wide).
    let jpeg: [UInt8] =
      [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 7, 0, 9, 1, 1, 0x11, 0]
    // Lossless WebP: width - 1 and height - 1 in 14 bits each (12 × 5).
    let bits: UInt32 = 11 | 4 << 14
    let lossless: [UInt8] =
      Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8) + [0, 0, 0, 0, 0x2F]
      + withUnsafeBytes(of: bits.littleEndian, Array.init) + [0, 0, 0, 0, 0]
    // Extended WebP: width - 1 and height - 1 in 24 bits each (300 × 2).
    let extended: [UInt8] =
      Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0]
      + [0, 0, 0, 0, 0x2B, 0x01, 0, 1, 0, 0]
    var scene = RiveSceneWriter(
      imageAssets: [("j", jpeg), ("l", lossless), ("x", extended)])
    for index in 0..<3 {
      scene.add(Kind.image, [(Property.imageAssetId, .uint(UInt64(index)))])
    }
    let svg = try still(scene).svg
    #expect(svg.contains("<image width=\"9\" height=\"7\""))
    #expect(svg.contains("<image width=\"12\" height=\"5\""))
    #expect(svg.contains("<image width=\"300\" height=\"2\""))
  }

  @Test func anImageTheAppSuppliesIsNamedAndOneWithoutAnAssetDrawsNothing() throws {
    var scene = RiveSceneWriter(imageAssets: [("hosted.png", nil), ("odd", [1, 2, 3])])
    scene.add(Kind.image, [(Property.name, .string("photo")), (Property.imageAssetId, .uint(0))])
    scene.add(Kind.image, [(Property.name, .string("blob")), (Property.imageAssetId, .uint(1))])
    scene.add(Kind.image, [(Property.imageAssetId, .uint(7))])
    let result = try still(scene)
    #expect(!result.svg.contains("<image"))
    #expect(
      result.unsupported == [
        RiveUnsupportedFeature(
          component: "blob", feature: "image asset 'odd' neither PNG, JPEG nor WebP"),
        RiveUnsupportedFeature(
          component: "photo", feature: "image asset 'hosted.png' not embedded in the file"),
      ])
  }
}
