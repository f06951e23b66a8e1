import Testing

@testable import MotionAuditSources

/// The cache's hash: MurmurHash3 x64 128, so its published values hold.
@Suite struct ContentHashTests {
  @Test func publishedValuesHold() {
    #expect(ContentHash(of: "") == ContentHash(high: 0, low: 0))
    let fox = ContentHash(of: "The quick brown fox jumps over the lazy dog")
    #expect(fox == ContentHash(high: 0xE34B_BC7B_BC07_1B6C, low: 0x7A43_3CA9_C49A_9347))
    #expect(fox.description == "e34bbc7bbc071b6c7a433ca9c49a9347")
  }

  @Test func everyLengthAndEveryBitCounts() {
    var seen: Set<ContentHash> = []
    var bytes: [UInt8] = []
    for length in 0..<64 {
      #expect(seen.insert(ContentHash(of: bytes)).inserted, "length \(length)")
      for bit in 0..<(bytes.count * 8) {
        var flipped = bytes
        flipped[bit / 8] ^= 1 << UInt8(bit % 8)
        #expect(ContentHash(of: flipped) != ContentHash(of: bytes))
      }
      bytes.append(UInt8(truncatingIfNeeded: length &* 37))
    }
    #expect(ContentHash(of: [0]) != ContentHash(of: [0, 0]))
    #expect(ContentHash(of: "a", seed: 1) != ContentHash(of: "a"))
  }

  @Test func bytesRoundTripLowLaneFirst() {
    let hash = ContentHash(high: 0x0102_0304_0506_0708, low: 0x1112_1314_1516_1718)
    #expect(hash.bytes == [0x18, 0x17, 0x16, 0x15, 0x14, 0x13, 0x12, 0x11, 8, 7, 6, 5, 4, 3, 2, 1])
  }
}
