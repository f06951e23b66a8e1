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
    // memchr and memcmp: as fast in a debug build, which tests run on files of many megabytes.
    guard let base = base.baseAddress, count >= word.utf8CodeUnitCount else { return false }
    let first = Int32(word.utf8Start.pointee)
    var start = UnsafePointer(base + startIndex)
    let last = base + endIndex - word.utf8CodeUnitCount
    while start <= last, let found = memchr(start, first, last - start + 1) {
      let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
      if memcmp(candidate, word.utf8Start, word.utf8CodeUnitCount) == 0 { return true }
      start = candidate + 1
    }
    return false
  }
}
