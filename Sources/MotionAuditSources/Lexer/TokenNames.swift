/// Names tested against a token's bytes without making a string of them: most tokens a scan
/// meets are none of the names, and a string and its hash cost many times a length and a byte.
package struct TokenNames: Sendable {
  /// The names' bytes, by their length.
  private let namesByLength: [[[UInt8]]]

  package init(_ names: some Sequence<String>) {
    var byLength: [[[UInt8]]] = []
    for name in names {
      let utf8 = Array(name.utf8)
      while byLength.count <= utf8.count { byLength.append([]) }
      byLength[utf8.count].append(utf8)
    }
    namesByLength = byLength
  }

  /// Whether the bytes of `token` in `bytes` spell one of the names.
  package func contains(_ token: LexicalToken, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let length = token.end - token.start
    guard length < namesByLength.count else { return false }
    for name in namesByLength[length] where name[0] == bytes[token.start] {
      var offset = 1
      while offset < length, name[offset] == bytes[token.start + offset] { offset += 1 }
      if offset == length { return true }
    }
    return false
  }
}
