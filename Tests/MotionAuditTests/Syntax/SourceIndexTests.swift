import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAudit

@Suite struct SourceIndexTests {
  /// What the UIKit change classifier looks into: every function of the file by name, methods and
  /// nested functions too, in source order.
  @Test func functionsAreKeptByNameInSourceOrder() throws {
    let source = """
      func slide() { card.center.y += 10 }
      final class Card: UIView {
          func slide() { frame.origin.x = 0 }
          func fade() { alpha = 0 }
          init() {
              func settle() {}
              super.init(frame: .zero)
          }
      }
      """
    let index = SourceIndex(tree: Parser.parse(source: source))
    #expect(Set(index.functionDeclarations.keys) == ["slide", "fade", "settle"])
    let slides = try #require(index.functionDeclarations["slide"])
    #expect(slides.count == 2)
    #expect(slides[0].position < slides[1].position)
    #expect(slides[1].body?.description.contains("frame.origin.x") == true)
  }
}
