/// Builds one SVG document: elements in paint order and unique ids for masks, clips and
/// gradients.
package final class SVGWriter {
  package private(set) var text = ""
  private var nextID = 0
  /// The text written before each capture in progress, innermost last.
  private var savedTexts: [String] = []

  package init() {}

  package func uniqueID(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  package func append(_ fragment: String) { text += fragment }

  /// Captures what `body` writes instead of appending it.
  package func capture(_ body: () -> Void) -> String {
    beginCapture()
    body()
    return endCapture()
  }

  /// Starts capturing what is written next instead of appending it, until ``endCapture()``
  /// returns it; captures nest. A renderer that recurses through a capture calls these rather
  /// than ``capture(_:)``, whose closure would add frames to every level of its recursion.
  package func beginCapture() {
    savedTexts.append(text)
    text = ""
  }

  /// Ends the capture ``beginCapture()`` began last and returns what was written in it.
  package func endCapture() -> String {
    let captured = text
    text = savedTexts.popLast() ?? ""
    return captured
  }

  package static func escaped(_ value: String) -> String {
    var result = ""
    for character in value {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A colour from Lottie's components in 0…1 (or 0…255 in old files), as `#rrggbb`, for
  /// components as a file stores them. A colour interpolated between keyframes is read with
  /// ``AnimatedValue/color(_:at:)`` and written with ``color(fractions:)``: an easing that
  /// overshoots carries a 0…1 colour a little past 1, which is no sign of the 0…255 scale.
  package static func color(_ components: [Double]) -> String {
    let isOutOf255 = components.prefix(3).contains { $0 > 1 }
    return color(fractions: isOutOf255 ? components.map { $0 / 255 } : components)
  }

  /// A colour from components in 0…1, as `#rrggbb`; components past either end are clamped.
  package static func color(fractions components: [Double]) -> String {
    func hex(_ index: Int) -> String {
      let value = index < components.count ? components[index] * 255 : 0
      // NaN (from interpolating infinities) would pass both bounds and trap in `Int`.
      let byte = value.isNaN ? 0 : Int(min(max(value, 0), 255).rounded())
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex(0) + hex(1) + hex(2)
  }
}
