import Foundation
import Testing
import VectorGraphics

@Suite struct SVGNumberTests {
  @Test func numbersKeepAtMostFourDecimalsWithoutTrailingZerosOrNegativeZero() {
    #expect(svgNumber(0) == "0")
    #expect(svgNumber(-0.00004) == "0")
    #expect(svgNumber(12) == "12")
    #expect(svgNumber(-12.5) == "-12.5")
    #expect(svgNumber(-0.5) == "-0.5")
    #expect(svgNumber(0.05) == "0.05")
    #expect(svgNumber(1.23456) == "1.2346")
    #expect(svgNumber(-0.00005) == "-0.0001")
    #expect(svgNumber(1e20) == "100000000000000000000")
    #expect(svgNumber(.infinity) == "0")
    #expect(svgNumber(.nan) == "0")
  }

  @Test func theIntegerShortcutWritesWhatDecimalFormattingWrites() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let magnitude = pow(10, Double.random(in: -6...11, using: &generator))
      let value = Double.random(in: -magnitude...magnitude, using: &generator)
      #expect(svgNumber(value) == formatted(value), "\(value)")
    }
  }

  /// The number written by decimal formatting alone.
  private func formatted(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == 0 { return "0" }
    var text = String(format: "%.4f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
