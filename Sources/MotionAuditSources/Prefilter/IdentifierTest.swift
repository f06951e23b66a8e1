/// A test of a whole identifier around a token's occurrence, for rules that fire only on names
/// of a kind: the intro rules need `showIntro` or `SplashView`, and `launch` in
/// `didFinishLaunching` can never make them fire.
///
/// The pre-filter reads the identifier around each occurrence (ASCII letters, digits and `_`)
/// and counts the occurrence only when the test accepts it, given the identifier, where it
/// starts and the whole file (a flag counts only where the file may switch it off; a call only
/// on some receivers). An identifier that reaches a non-ASCII byte always counts, since the
/// bytes read would be only part of it. Tests are compared by name, so a ``TokenCondition``
/// holding one stays `Hashable`.
package struct IdentifierTest: Sendable, Hashable {
  /// What the test accepts, in words: `names a launch intro`.
  package let name: String
  package let accepts:
    @Sendable (_ identifier: String, _ start: Int, _ file: UnsafeBufferPointer<UInt8>) -> Bool

  package init(
    _ name: String,
    accepts:
      @escaping @Sendable (_ identifier: String, _ start: Int, _ file: UnsafeBufferPointer<UInt8>)
      -> Bool
  ) {
    self.name = name
    self.accepts = accepts
  }

  package static func == (lhs: IdentifierTest, rhs: IdentifierTest) -> Bool {
    lhs.name == rhs.name
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}
