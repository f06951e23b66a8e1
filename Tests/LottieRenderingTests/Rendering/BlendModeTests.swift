import Foundation
import Testing

@testable import LottieRendering

@Suite struct BlendModeTests {
  /// The square layer of the shared helpers, named `name`, blending in mode `mode`.
  private func blended(_ mode: Int, name: String = "shine") -> String {
    shapeLayer(square + "," + redFill, name: name, extra: #","bm":\#(mode)"#)
  }

  @Test func aLayerIsCompositedInItsBlendModeWithTheLayersBelow() throws {
    let below = shapeLayer(square + "," + redFill, name: "base").replacingOccurrences(
      of: #""ind":1"#, with: #""ind":2"#)
    let still = LottieStillRenderer(
      document: try document(layers: "[\(blended(2)),\(below)]")
    ).render(frame: 0)
    #expect(still.unsupported.isEmpty)
    // One blended group, drawn after (above) the layer below it.
    let parts = still.svg.components(separatedBy: #"<g style="mix-blend-mode:screen">"#)
    #expect(parts.count == 2)
    #expect(parts[0].contains("<path"))
    #expect(parts[1].contains("<path"))
  }

  @Test func everySeparableAndNonSeparableModeHasItsSVGName() throws {
    let names = [
      1: "multiply", 3: "overlay", 4: "darken", 5: "lighten", 6: "color-dodge", 7: "color-burn",
      8: "hard-light", 9: "soft-light", 10: "difference", 11: "exclusion", 12: "hue",
      13: "saturation", 14: "color", 15: "luminosity",
    ]
    for (mode, name) in names {
      let still = LottieStillRenderer(document: try document(layers: "[\(blended(mode))]"))
        .render(frame: 0)
      #expect(still.svg.contains("mix-blend-mode:\(name)\""), "mode \(mode)")
    }
  }

  @Test func addAndHardMixAreNamedAndDrawnNormally() throws {
    for mode in [16, 17] {
      let still = LottieStillRenderer(document: try document(layers: "[\(blended(mode))]"))
        .render(frame: 0)
      #expect(still.unsupported.map(\.description) == ["layer 'shine': blend mode \(mode)"])
      #expect(!still.svg.contains("mix-blend-mode"))
      #expect(still.svg.contains("<path"))
    }
  }

  @Test func aPrecompositionWithBlendedLayersIsCompositedAsOneLayer() throws {
    let assets = #"[{"id":"inner","layers":[\#(blended(1))]}]"#
    let precomp = #"{"ty":0,"nm":"pre","ind":1,"refId":"inner","ip":0,"op":60,"ks":{}}"#
    let still = LottieStillRenderer(document: try document(layers: "[\(precomp)]", assets: assets))
      .render(frame: 0)
    // Isolated, the multiply blends with the precomposition's layers, not with what lies below
    // the precomposition layer.
    let isolated = try #require(still.svg.range(of: #"<g style="isolation:isolate">"#))
    let blended = try #require(still.svg.range(of: "mix-blend-mode:multiply"))
    #expect(isolated.upperBound <= blended.lowerBound)

    let plainAssets = #"[{"id":"inner","layers":[\#(shapeLayer(square + "," + redFill))]}]"#
    let plain = LottieStillRenderer(
      document: try document(layers: "[\(precomp)]", assets: plainAssets)
    ).render(frame: 0)
    #expect(!plain.svg.contains("isolation"))
  }
}
