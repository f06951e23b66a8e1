#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The analyzer's one substring search: every "does this file hold that word" and "where" is
/// answered here.
package enum ByteSearch {
  /// The first offset from `start` at which `needle` occurs in `bytes` (ending by `end`) and
  /// `counts` accepts the occurrence, or `nil`.
  ///
  /// `memchr` finds each place the first byte is (skipping the bytes between far faster than a
  /// loop, in a debug build too, which tests run on files of many megabytes), then the second
  /// byte (a needle's first letter is often a common one) and `memcmp` the rest.
  package static func firstOffset(
    of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>,
    from start: Int = 0,
    to end: Int? = nil, where counts: (Int) -> Bool = { _ in true }
  ) -> Int? {
    let end = end ?? bytes.count
    guard let first = needle.first, let base = bytes.baseAddress,
      let needleBase = needle.baseAddress,
      start >= 0, end - start >= needle.count
    else { return needle.isEmpty ? start : nil }
    let last = end - needle.count
    var offset = start
    while offset <= last, let found = memchr(base + offset, Int32(first), last - offset + 1) {
      let candidate = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      if needle.count == 1 || bytes[candidate + 1] == needle[1],
        memcmp(found, needleBase, needle.count) == 0, counts(candidate)
      {
        return candidate
      }
      offset = candidate + 1
    }
    return nil
  }

  /// Every offset at which `needle` occurs in `bytes` and `counts` accepts it, in order.
  package static func offsets(
    of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>,
    where counts: (Int) -> Bool = { _ in true }
  ) -> [Int] {
    var found: [Int] = []
    var start = 0
    while let offset = firstOffset(of: needle, in: bytes, from: start, where: counts) {
      found.append(offset)
      start = offset + 1
    }
    return found
  }

  /// Every offset at which `name` occurs in `bytes` as a whole ASCII identifier: not preceded or
  /// followed by an identifier byte.
  package static func identifierOffsets(of name: String, in bytes: UnsafeBufferPointer<UInt8>)
    -> [Int]
  {
    let needle = Array(name.utf8)
    return needle.withUnsafeBufferPointer { needle in
      offsets(of: needle, in: bytes) { offset in
        let end = offset + needle.count
        return (offset == 0 || !IdentifierBytes.isIdentifierByte(bytes[offset - 1]))
          && (end == bytes.count || !IdentifierBytes.isIdentifierByte(bytes[end]))
      }
    }
  }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
  /// Whether these bytes hold `word`'s.
  func contains(_ word: StaticString) -> Bool {
    contains(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
  }

  /// Whether these bytes hold `part`.
  func contains(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteSearch.firstOffset(of: part, in: base, from: startIndex, to: endIndex) != nil
  }
}

extension String {
  /// Whether `part` occurs in this string, byte for byte (Foundation's `contains` compares by
  /// locale-aware rules, at several times the cost).
  package func hasSubstring(_ part: String) -> Bool {
    var text = self
    var part = part
    return text.withUTF8 { text in part.withUTF8 { text[...].contains($0) } }
  }
}

extension RandomAccessCollection where Element == UInt8 {
  /// Whether the bytes contain `needle`.
  package func contains(subsequence needle: some Collection<UInt8>) -> Bool {
    let needle = Array(needle)
    let searched = withContiguousStorageIfAvailable { bytes in
      needle.withUnsafeBufferPointer { bytes[...].contains($0) }
    }
    return searched ?? Array(self).contains(subsequence: needle)
  }
}
