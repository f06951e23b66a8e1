/// A 128-bit non-cryptographic hash of bytes: the identity of a file's content in the result
/// cache, and the checksum of the cache file.
///
/// It is MurmurHash3's 128-bit x64 variant (the published test vectors hold): two 64-bit lanes
/// consume 16 bytes a round with multiply–rotate mixing, the tail and the length are folded in,
/// and a 64-bit finalizer avalanches each lane. It runs at gigabytes a second, so hashing a file
/// costs far less than reading it.
///
/// **Collisions.** For files that were not crafted to collide, the chance that any two of `n`
/// different contents share a hash is about n² / 2¹²⁹: for a million file versions, around
/// 10⁻²⁷. The hash is not cryptographic, so someone could craft two files that collide; the worst
/// that does is make the cache return the other file's findings, to a user who can already edit
/// the sources (and so suppress findings openly) or the cache directory (and so write any result).
/// The Foundation on Linux has no SHA-256 and CryptoKit is not in the toolchain, so a
/// cryptographic hash would mean shipping one; not worth it for that threat.
package struct ContentHash: Sendable, Hashable, CustomStringConvertible {
  package var high: UInt64
  package var low: UInt64

  package init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The hash of `bytes`, with `seed` (different seeds give unrelated hashes).
  package init(of bytes: [UInt8], seed: UInt64 = 0) {
    self = bytes.withUnsafeBytes { ContentHash(of: $0, seed: seed) }
  }

  /// The hash of `bytes`, with `seed` (different seeds give unrelated hashes).
  package init(of bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) {
    let c1: UInt64 = 0x87C3_7B91_1142_53D5
    let c2: UInt64 = 0x4CF5_AD43_2745_937F
    var h1 = seed
    var h2 = seed
    let count = bytes.count
    let blocks = count / 16
    for block in 0..<blocks {
      var k1 = UInt64(
        littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
      var k2 = UInt64(
        littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
      k1 = Self.rotate(k1 &* c1, 31) &* c2
      h1 ^= k1
      h1 = Self.rotate(h1, 27) &+ h2
      h1 = h1 &* 5 &+ 0x52DC_E729
      k2 = Self.rotate(k2 &* c2, 33) &* c1
      h2 ^= k2
      h2 = Self.rotate(h2, 31) &+ h1
      h2 = h2 &* 5 &+ 0x3849_5AB5
    }
    // The last 0–15 bytes: the first eight into k1, the rest into k2.
    let tail = blocks * 16
    var k1: UInt64 = 0
    var k2: UInt64 = 0
    for offset in stride(from: count - 1, through: tail, by: -1) {
      let byte = UInt64(bytes[offset])
      if offset - tail >= 8 {
        k2 |= byte << UInt64((offset - tail - 8) * 8)
      } else {
        k1 |= byte << UInt64((offset - tail) * 8)
      }
    }
    if count - tail > 8 {
      h2 ^= Self.rotate(k2 &* c2, 33) &* c1
    }
    if count > tail {
      h1 ^= Self.rotate(k1 &* c1, 31) &* c2
    }
    h1 ^= UInt64(count)
    h2 ^= UInt64(count)
    h1 &+= h2
    h2 &+= h1
    h1 = Self.finalize(h1)
    h2 = Self.finalize(h2)
    h1 &+= h2
    h2 &+= h1
    high = h1
    low = h2
  }

  /// The hash of a string's UTF-8 bytes.
  package init(of text: String, seed: UInt64 = 0) {
    self.init(of: Array(text.utf8), seed: seed)
  }

  /// 32 hexadecimal digits.
  package var description: String {
    Self.hex(high) + Self.hex(low)
  }

  /// The 16 bytes, little-endian, low lane first: how the cache file stores it.
  package var bytes: [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: low >> UInt64($0 * 8)) }
      + (0..<8).map { UInt8(truncatingIfNeeded: high >> UInt64($0 * 8)) }
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  @inline(__always)
  private static func rotate(_ value: UInt64, _ amount: UInt64) -> UInt64 {
    (value << amount) | (value >> (64 - amount))
  }

  @inline(__always)
  private static func finalize(_ value: UInt64) -> UInt64 {
    var mixed = value
    mixed ^= mixed >> 33
    mixed = mixed &* 0xFF51_AFD7_ED55_8CCD
    mixed ^= mixed >> 33
    mixed = mixed &* 0xC4CE_B9FE_1A85_EC53
    mixed ^= mixed >> 33
    return mixed
  }
}
