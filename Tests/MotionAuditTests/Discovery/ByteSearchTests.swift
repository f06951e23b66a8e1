import Testing

@testable import MotionAuditSources

/// The byte search the walk, the test-code check and the fact pass share.
@Suite struct ByteSearchTests {
  @Test(arguments: [
    ("UIViewPropertyAnimator?", "UIViewPropertyAnimator", true),
    ("AnyTransition", "Transition", true),
    ("Transitio", "Transition", false),
    ("reduceMotionEnabled", "motion", false),
    ("äAnimation", "Animation", true),
    ("Animatio\u{301}n", "Animation", false),
    ("", "View", false),
    ("View", "", true),
  ])
  func aSubstringIsFoundByItsBytes(text: String, part: String, found: Bool) {
    #expect(text.hasSubstring(part) == found)
  }

  @Test func aSliceIsSearchedWithinItsBounds() {
    let bytes = Array("App/Assets.xcassets/Pip.imageset/Contents.json".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(buffer[...].contains(".xcassets/"))
      #expect(buffer[0..<19].contains(".xcassets") == true)
      #expect(buffer[0..<18].contains(".xcassets") == false)
      #expect(buffer[20...].contains(".xcassets") == false)
    }
  }
}
