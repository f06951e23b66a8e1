import AnimationFiles
import Foundation
import Testing

@testable import LottieRendering

@Suite struct MaskRendererTests {
  /// A mask over the square `x`…`x + 20`, 40…60, in `mode`.
  private func mask(_ mode: String, x: Int) -> String {
    let right = x + 20
    return """
      {"mode":"\(mode)","inv":false,"o":{"a":0,"k":100},"pt":{"a":0,"k":{"c":true,\
      "v":[[\(x),40],[\(right),40],[\(right),60],[\(x),60]],\
      "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}
      """
  }

  @Test func aDifferenceMaskKeepsWhatIsInsideExactlyOneOfTheMasks() throws {
    let masks =
      #","hasMask":true,"masksProperties":["# + mask("a", x: 30) + ","
      + mask("f", x: 40) + "]"
    let still = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(square + "," + redFill, extra: masks))]")
    ).render(frame: 0)
    #expect(still.unsupported.isEmpty)
    let first = #"d="M30 40C30 40 50 40 50 40"#
    let second = #"d="M40 40C40 40 60 40 60 40"#
    // The first mask is kept outside the second (the second cut out of white) …
    #expect(still.svg.contains(##"fill="#fff"/><path "## + second))
    #expect(
      still.svg.contains(
        #"<path "# + second
          + ##"C60 40 60 60 60 60C60 60 40 60 40 60C40 60 40 40 40 40Z" fill="#000"/></mask>"##))
    // … and the second is kept outside the first (its luminance inverted).
    #expect(still.svg.contains("-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"))
    #expect(still.svg.components(separatedBy: first).count == 3)
    #expect(still.svg.components(separatedBy: second).count == 3)
  }

  @Test func aDifferenceMaskAloneIsItsOwnArea() throws {
    let masks = #","hasMask":true,"masksProperties":["# + mask("f", x: 40) + "]"
    let still = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(square + "," + redFill, extra: masks))]")
    ).render(frame: 0)
    #expect(still.unsupported.isEmpty)
    #expect(!still.svg.contains("feColorMatrix"))
    #expect(still.svg.contains(#"<mask id="mask2" maskUnits="userSpaceOnUse""#))
    #expect(still.svg.contains(##"Z" fill="#fff"/></mask>"##))
  }

  @Test func lightenAndDarkenMasksAreStillNamed() throws {
    let masks = #","hasMask":true,"masksProperties":["# + mask("l", x: 40) + "]"
    let still = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(square + "," + redFill, extra: masks))]")
    ).render(frame: 0)
    #expect(still.unsupported.map(\.feature) == ["mask mode 'l'"])
  }
}
