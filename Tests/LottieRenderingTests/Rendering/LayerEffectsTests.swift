import Foundation
import Testing

@testable import LottieRendering

@Suite struct LayerEffectsTests {
  private func still(_ effects: String) throws -> LottieStill {
    let layer = shapeLayer(square + "," + redFill, name: "card", extra: #","ef":[\#(effects)]"#)
    return LottieStillRenderer(document: try document(layers: "[\(layer)]")).render(frame: 0)
  }

  private func control(_ type: Int, _ name: String, _ matchName: String, _ value: String) -> String
  {
    #"{"ty":\#(type),"nm":"\#(name)","mn":"\#(matchName)","v":{"a":0,"k":\#(value)}}"#
  }

  private func fill(color: String, opacity: Double, mask: Int = 0, feather: Double = 0) -> String {
    let controls = [
      control(3, "Fill Mask", "ADBE Fill-0001", "\(mask)"),
      control(7, "All Masks", "ADBE Fill-0007", "0"),
      control(2, "Color", "ADBE Fill-0002", color),
      control(7, "Invert", "ADBE Fill-0006", "0"),
      control(0, "Horizontal Feather", "ADBE Fill-0003", "\(feather)"),
      control(0, "Vertical Feather", "ADBE Fill-0004", "0"),
      control(0, "Opacity", "ADBE Fill-0005", "\(opacity)"),
    ]
    return
      #"{"ty":21,"nm":"Fill","mn":"ADBE Fill","en":1,"ef":[\#(controls.joined(separator: ","))]}"#
  }

  private func blur(_ blurriness: Double, dimensions: Int = 1, repeatEdges: Int = 0) -> String {
    let controls = [
      control(0, "Blurriness", "ADBE Gaussian Blur 2-0001", "\(blurriness)"),
      control(7, "Blur Dimensions", "ADBE Gaussian Blur 2-0002", "\(dimensions)"),
      control(7, "Repeat Edge Pixels", "ADBE Gaussian Blur 2-0003", "\(repeatEdges)"),
    ]
    return
      #"{"ty":29,"nm":"Gaussian Blur","mn":"ADBE Gaussian Blur 2","en":1,"ef":[\#(controls.joined(separator: ","))]}"#
  }

  @Test func theFillEffectPaintsEveryDrawnPixelInItsColourAtItsOpacity() throws {
    let still = try still(fill(color: "[0,0.5,1,1]", opacity: 0.25))
    #expect(still.unsupported.isEmpty)
    #expect(
      still.svg.contains(#"values="0 0 0 0 0 0 0 0 0 0.5 0 0 0 0 1 0 0 0 0.25 0""#))
    let filtered = try #require(still.svg.range(of: #"<g filter="url(#fill"#))
    let path = try #require(still.svg.range(of: "<path"))
    #expect(filtered.upperBound < path.lowerBound)
  }

  @Test func aFillLimitedToMasksOrFeatheredIsNamed() throws {
    let masked = try still(fill(color: "[0,0,0,1]", opacity: 1, mask: 1))
    #expect(masked.unsupported.map(\.feature) == ["Fill effect limited to masks"])
    let feathered = try still(fill(color: "[0,0,0,1]", opacity: 1, feather: 4))
    #expect(feathered.unsupported.map(\.feature) == ["Fill effect feathered"])
  }

  @Test func gaussianBlurDeviatesByThreeTenthsOfItsBlurrinessInTheChosenDimensions() throws {
    let both = try still(blur(10))
    #expect(both.unsupported.isEmpty)
    #expect(both.svg.contains(#"<feGaussianBlur stdDeviation="3 3"/>"#))
    #expect(try still(blur(10, dimensions: 2)).svg.contains(#"stdDeviation="3 0""#))
    #expect(try still(blur(10, dimensions: 3)).svg.contains(#"stdDeviation="0 3""#))
    #expect(!(try still(blur(0)).svg.contains("<filter")))
    #expect(
      try still(blur(10, repeatEdges: 1)).unsupported.map(\.feature) == [
        "Gaussian Blur with Repeat Edge Pixels"
      ])
  }

  @Test func effectsApplyInTheirOrderEachAroundTheOnesBefore() throws {
    // A blur then a fill: the fill recolours the blurred drawing, so its group is outermost.
    let still = try still(blur(10) + "," + fill(color: "[0,0,0,1]", opacity: 1))
    let outer = try #require(still.svg.range(of: #"<g filter="url(#"#))
    #expect(still.svg[outer.upperBound...].hasPrefix("fill"))
  }

  @Test func switchedOffEffectsAndExpressionControlsDrawNothingAndAreNotNamed() throws {
    let off = fill(color: "[0,0,0,1]", opacity: 1).replacingOccurrences(
      of: #""en":1"#, with: #""en":0"#)
    let slider =
      #"{"ty":5,"nm":"Scale - Overshoot","mn":"ADBE Slider Control","en":1,"ef":[\#(control(0, "Slider", "ADBE Slider Control-0001", "20"))]}"#
    let pseudo = #"{"ty":5,"nm":"Excite","mn":"Pseudo/BNCA2506f0b33","en":1,"ef":[]}"#
    let still = try still([off, slider, pseudo].joined(separator: ","))
    #expect(still.unsupported.isEmpty)
    #expect(!still.svg.contains("<filter"))
  }

  @Test func otherEffectsAreNamedByTheirName() throws {
    let particles = #"{"ty":5,"nm":"CC Particle Systems II","mn":"CC Particle Systems II","en":1}"#
    let puppet = #"{"ty":34,"nm":"Puppet","mn":"ADBE FreePin3","en":1}"#
    let still = try still(particles + "," + puppet)
    #expect(
      still.unsupported.map(\.feature) == [
        "effect 'CC Particle Systems II'", "effect 'Puppet'",
      ])
  }
}
