import Testing

@testable import MotionAuditSources

/// The one byte search: the pre-filter, the name lookups, the walk and the fact pass share it.
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

  @Test func anOccurrenceTheCallerRejectsIsPassedOver() {
    let bytes = Array("pipView.pip = pip".utf8)
    let needle = Array("pip".utf8)
    bytes.withUnsafeBufferPointer { bytes in
      needle.withUnsafeBufferPointer { needle in
        #expect(ByteSearch.firstOffset(of: needle, in: bytes) == 0)
        #expect(ByteSearch.firstOffset(of: needle, in: bytes) { $0 > 0 } == 8)
        #expect(ByteSearch.firstOffset(of: needle, in: bytes, from: 9) == 14)
        #expect(ByteSearch.firstOffset(of: needle, in: bytes, from: 9, to: 16) == nil)
        #expect(ByteSearch.offsets(of: needle, in: bytes) == [0, 8, 14])
      }
    }
  }

  @Test func anIdentifierIsFoundWholeOnly() {
    let bytes = Array("pipView.pip = pip_2 + pip".utf8)
    bytes.withUnsafeBufferPointer { bytes in
      #expect(ByteSearch.identifierOffsets(of: "pip", in: bytes) == [8, 22])
      #expect(ByteSearch.identifierOffsets(of: "View", in: bytes).isEmpty)
    }
  }
}
