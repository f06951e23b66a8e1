/// The four-byte groups a file holds, hashed into a bit set: which tokens *may* occur in it.
///
/// A token of four bytes or more occurs only where each of its groups does, so a token with a
/// group missing from the set is absent. One pass over the file builds the set; then asking about
/// a token costs a few lookups, against a scan of the file. The engine builds one per parsed file
/// and asks it for every rule's tokens (``TokenPrefilter/mayConcern(_:groups:)``): a file holds
/// the tokens of a few rules only, so most rules need no scan at all.
///
/// Hash collisions only make a token look possible; the scan that follows decides exactly.
package struct ByteGroupSet {
  private let bits: [UInt64]
  private let shift: UInt32

  /// The set of `bytes`' groups, sized to hold about one bit in sixteen set.
  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var tableBits = 12
    while tableBits < 22, 1 << tableBits < bytes.count * 16 { tableBits += 1 }
    shift = UInt32(32 - tableBits)
    var bits = [UInt64](repeating: 0, count: (1 << tableBits) / 64)
    if bytes.count >= 4, let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      let shift = shift
      bits.withUnsafeMutableBufferPointer { table in
        for offset in 0...(bytes.count - 4) {
          let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          let bucket = Int((UInt32(littleEndian: word) &* 0x9E37_79B1) >> shift)
          table[bucket >> 6] |= 1 << UInt64(bucket & 63)
        }
      }
    }
    self.bits = bits
  }

  /// Whether `token` may occur in the bytes: it is shorter than four bytes, or every one of its
  /// groups is in the set.
  package func mayHold(_ token: [UInt8]) -> Bool {
    guard token.count >= 4 else { return true }
    for offset in 0...(token.count - 4) {
      let word =
        UInt32(token[offset]) | UInt32(token[offset + 1]) << 8 | UInt32(token[offset + 2]) << 16
        | UInt32(token[offset + 3]) << 24
      let bucket = Int((word &* 0x9E37_79B1) >> shift)
      if bits[bucket >> 6] & (1 << UInt64(bucket & 63)) == 0 { return false }
    }
    return true
  }
}
