#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Slice<UnsafeBufferPointer<UInt8>> {
  /// Whether these bytes hold `word`'s.
  func contains(_ word: StaticString) -> Bool {
    contains(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
  }

  /// Whether these bytes hold `part`.
  func contains(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
    // memchr and memcmp: as fast in a debug build, which tests run on files of many megabytes.
    guard let needle = part.baseAddress else { return true }
    guard let base = base.baseAddress, count >= part.count else { return false }
    let first = Int32(needle.pointee)
    var start = UnsafePointer(base + startIndex)
    let last = base + endIndex - part.count
    while start <= last, let found = memchr(start, first, last - start + 1) {
      let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
      if memcmp(candidate, needle, part.count) == 0 { return true }
      start = candidate + 1
    }
    return false
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
  /// Whether the bytes contain `needle`: with `memchr` over contiguous bytes (every file is asked
  /// this), a plain scan otherwise.
  package func contains(subsequence needle: some Collection<UInt8>) -> Bool {
    let needle = Array(needle)
    guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
    let searched = withContiguousStorageIfAvailable { bytes in
      needle.withUnsafeBufferPointer { bytes[...].contains($0) }
    }
    if let searched { return searched }
    var index = startIndex
    let last = self.index(endIndex, offsetBy: -needle.count)
    while index <= last {
      if self[index] == first,
        self[index..<self.index(index, offsetBy: needle.count)].elementsEqual(needle)
      {
        return true
      }
      formIndex(after: &index)
    }
    return false
  }
}
