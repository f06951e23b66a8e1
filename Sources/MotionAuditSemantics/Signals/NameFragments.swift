/// Lowercase ASCII fragments looked for in names, ignoring the case of ASCII letters, without
/// the allocations of `lowercased()` and a Foundation substring search: the signals ask it of
/// every identifier they meet.
package struct NameFragments: Sendable {
  private let fragments: [[UInt8]]

  package init(_ fragments: [String]) {
    self.fragments = fragments.map { Array($0.lowercased().utf8) }.filter { !$0.isEmpty }
  }

  /// Whether `name` holds one of the fragments, ASCII letters compared without their case.
  func occur(in name: String) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      fragments.contains { fragment in Self.contains(fragment, in: bytes) }
    }
  }

  /// Whether UTF-8 `bytes` (a whole source file) hold one of the fragments, compared as in
  /// ``occur(in:)``.
  package func occur(inBytes bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      fragments.contains { fragment in Self.contains(fragment, in: buffer) }
    }
  }

  private static func contains(_ fragment: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard fragment.count <= bytes.count else { return false }
    for start in 0...(bytes.count - fragment.count) {
      var matches = true
      for offset in fragment.indices where lowercase(bytes[start + offset]) != fragment[offset] {
        matches = false
        break
      }
      if matches { return true }
    }
    return false
  }

  private static func lowercase(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }
}
