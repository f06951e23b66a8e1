import MotionAuditSources

/// Decides from a file's bytes alone, without parsing it, whether the audit can find anything in
/// it: a file that holds none of the identifiers the enabled rules need is not parsed.
///
/// **Why it is sound.** Every finding comes from a rule, and a rule fires only in a file holding
/// one of its ``RuleDescription/requiredTokens`` (each rule promises it; the examples test checks
/// it). So the union of the enabled rules' tokens covers every finding. Reduce Motion signals —
/// built-in, named like one, or configured in `signals` — are not searched for: a signal only
/// *decides* motion (it turns a would-be finding into none), it never makes a finding by itself.
/// A file with a signal and no motion token therefore produces nothing, parsed or not. A rule that
/// reports on signals themselves (say, an observer that reads the setting wrongly) lists those
/// names in its own `requiredTokens`, and then they are searched for like any other token.
///
/// **What "holds" means.** A token matches anywhere in the bytes, inside longer identifiers and
/// strings too (`animation` matches `animations`). That over-approximates, never
/// under-approximates: a missed file could hide a finding, an extra one only costs a parse. An
/// occurrence does not count on a comment line (one that starts with `//`): no rule reads
/// comments, and documentation comments name APIs often (`/// Starts the loop`). Nor, for a
/// condition that asks (a rule that never reads one), inside a string literal (see
/// ``SwiftLexer/isInStringLiteral(_:in:)``).
///
/// **Other consumers of parsed files.** Checks that collect facts from Swift files (the image or
/// colour names a project-level rule compares with the asset catalogs) name the identifiers they
/// need as `additionalTokens` (`Image`, `UIImage`, `Color`), so the files holding them are parsed
/// too; a collector that needs every file runs without a pre-filter.
///
/// **How it searches.** One pass over the bytes that looks at every `stride`-th offset only. The
/// table holds, for every token, its four-byte groups starting at 0, 1, …, `stride − 1`; with
/// `stride` = (shortest token length − 3), any occurrence of a token covers one of the sampled
/// offsets at one of those groups. At each sampled offset the next four bytes are hashed into a
/// 4,096-bit table, and only on a hit are the candidate tokens compared. With today's tokens (nine
/// bytes and more) that is one look every six bytes. Tokens shorter than four bytes are compared
/// where their first byte occurs. Tokens that contain another token are dropped (a file holding
/// `scrollTransition` holds `Transition`), unless that other token has exceptions.
///
/// **Exceptions.** A rule may say that some occurrences of a token cannot make it fire, by what
/// follows them (``RuleDescription/requiredTokenExceptions``: `Image` followed by
/// `(systemName:`). Such occurrences do not count. A token several enabled rules need keeps only
/// the exceptions every one of them states. Likewise a token may count only at the start of an
/// identifier (``RuleDescription/requiredTokensStartingIdentifiers``: `wait`, not in `await`),
/// only as a whole identifier (``RuleDescription/requiredTokensWholeIdentifiers``: `decode`, not
/// in `decoder`) or only where it may be called (``RuleDescription/requiredTokensCalled``:
/// `Image("logo")`, not `ImageView` or `image: NSImage?`); see ``TokenMatch``. A token several
/// enabled rules need counts wherever one of them says it does.
///
/// **The project.** A project rule may also leave out the occurrences that the project's other
/// files settle (``ProjectOccurrenceTest``: `Image("logo")` when an asset catalog holds `logo`).
/// That needs those files read before the Swift files; a pre-filter built without them counts
/// every such occurrence.
///
/// A class: the audit asks each rule's pre-filter about every parsed file, and a value this size
/// would be copied for each question, retaining each of its arrays.
package final class TokenPrefilter: Sendable {
  /// The tokens searched for, sorted, without those that contain another one.
  package let tokens: [String]

  private let tokenBytes: [[UInt8]]
  /// For each token, the continuations after which an occurrence does not count.
  private let exceptionBytes: [[[UInt8]]]
  /// For each token, where an occurrence counts.
  private let matches: [TokenMatch]
  /// Conditions checked besides the tokens (rules with a ``RuleDescription/requiredTokenCondition``).
  private let conditions: [CompiledTokenCondition]
  /// When set, an occurrence counts only inside an identifier this accepts.
  private let identifierTest: IdentifierTest?
  /// When set, an occurrence inside a string literal does not count (see
  /// ``SwiftLexer/isInStringLiteral(_:in:)``).
  private let skipsStringLiterals: Bool
  /// When set, an occurrence the test settles in the project does not count.
  private let projectTest: (test: ProjectOccurrenceTest, project: ProjectContext)?
  /// Bit `hash(group)` is set for every four-byte group in the table (see the type's discussion).
  private let groupTable: [UInt64]
  /// For each table bucket, the tokens with a group hashing there, and where the group starts in
  /// the token.
  private let bucketEntries: [Int: [(token: Int, offset: Int)]]
  /// Tokens shorter than four bytes, by index.
  private let shortTokens: [Int]
  /// How far apart the sampled offsets are.
  private let stride: Int

  private static let tableBits = 12
  private static let tokensLookedForOneByOne = 4

  /// A pre-filter looking for `tokens` (identifiers; empty strings are ignored), where an
  /// occurrence of a token followed by one of its `exceptions` does not count, nor one of
  /// `identifierStarts` that follows an identifier character, nor one of `wholeIdentifiers`
  /// inside a longer identifier, nor one of `callees` where it cannot be called (see
  /// ``TokenMatch``; a token in several sets counts where the narrowest says).
  package convenience init(
    tokens: some Sequence<String>, exceptions: [String: [String]] = [:],
    identifierStarts: Set<String> = [], wholeIdentifiers: Set<String> = [],
    callees: Set<String> = [], conditions: [TokenCondition] = []
  ) {
    var matches: [String: TokenMatch] = [:]
    for token in identifierStarts { matches[token] = .identifierStart }
    for token in wholeIdentifiers { matches[token] = .wholeIdentifier }
    for token in callees { matches[token] = .callee }
    self.init(tokens: tokens, exceptions: exceptions, matches: matches, conditions: conditions)
  }

  /// A pre-filter looking for `tokens`, each counting where its match says (`.anywhere` when
  /// `matches` does not name it).
  package init(
    tokens: some Sequence<String>, exceptions: [String: [String]], matches: [String: TokenMatch],
    conditions: [TokenCondition], identifierTest: IdentifierTest? = nil,
    skipsStringLiterals: Bool = false,
    projectTest: (test: ProjectOccurrenceTest, project: ProjectContext)? = nil,
    project: ProjectContext? = nil
  ) {
    self.conditions = conditions.map { $0.compiled(project: project) }
    self.identifierTest = identifierTest
    self.skipsStringLiterals = skipsStringLiterals
    self.projectTest = projectTest
    let unique = Set(tokens.filter { !$0.isEmpty })
    let exceptions = exceptions.mapValues { $0.filter { !$0.isEmpty } }.filter { !$0.value.isEmpty }
    // A token containing another is redundant: wherever it occurs, the shorter one does (and
    // counts, unless the shorter one has exceptions or counts only in some places).
    // Compared as bytes: `String.contains` costs thousands of instructions a pair, and a run
    // builds a pre-filter per rule and condition.
    let anywhere = unique.filter {
      exceptions[$0] == nil && (matches[$0] ?? .anywhere) == .anywhere
    }
    .map { Array($0.utf8) }
    let kept = unique.filter { token in
      let bytes = Array(token.utf8)
      return !anywhere.contains { other in
        other.count < bytes.count && bytes.contains(subsequence: other)
      }
    }.sorted()
    self.tokens = kept
    tokenBytes = kept.map { Array($0.utf8) }
    exceptionBytes = kept.map { (exceptions[$0] ?? []).map { Array($0.utf8) } }
    self.matches = kept.map { matches[$0] ?? .anywhere }
    let shortestLong = tokenBytes.map(\.count).filter { $0 >= 4 }.min() ?? 4
    stride = shortestLong - 3
    var table = [UInt64](repeating: 0, count: (1 << Self.tableBits) / 64)
    var buckets: [Int: [(token: Int, offset: Int)]] = [:]
    var short: [Int] = []
    for (index, bytes) in tokenBytes.enumerated() {
      guard bytes.count >= 4 else {
        short.append(index)
        continue
      }
      for offset in 0..<stride {
        let group =
          UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
          | UInt32(bytes[offset + 3]) << 24
        let bucket = Self.bucket(of: group)
        table[bucket >> 6] |= 1 << UInt64(bucket & 63)
        buckets[bucket, default: []].append((index, offset))
      }
    }
    groupTable = table
    bucketEntries = buckets
    shortTokens = short
  }

  /// Whether `bytes` hold one of the tokens, so the file must be parsed.
  package func mayConcern(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { mayConcern($0) }
  }

  /// Whether `bytes` hold one of the tokens or meet one of the conditions, so the file must be
  /// parsed.
  ///
  /// The conditions' tokens are looked for only where the file's groups allow them
  /// (``ByteGroupSet``): one pass over the bytes, where a scan per condition would read them
  /// again for each.
  package func mayConcern(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if holdsToken(bytes) { return true }
    guard !conditions.isEmpty else { return false }
    let groups = ByteGroupSet(bytes)
    return conditions.contains { $0.holds(bytes, groups: groups) }
  }

  /// Whether `bytes`, whose groups `groups` holds, hold one of the tokens or meet one of the
  /// conditions: the same answer as `mayConcern(bytes)`, but only the tokens the set allows are
  /// looked for, one by one.
  package func mayConcern(_ bytes: UnsafeBufferPointer<UInt8>, groups: ByteGroupSet) -> Bool {
    for index in tokenBytes.indices where groups.mayHold(tokenBytes[index]) {
      if occurs(index, in: bytes) { return true }
    }
    return conditions.contains { $0.holds(bytes, groups: groups) }
  }

  private func holdsToken(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !tokenBytes.isEmpty, let base = bytes.baseAddress else { return false }
    let count = bytes.count
    // A few tokens (a condition's) are looked for one by one: the sampling below reads every
    // byte when a token is as short as four, and `occurs` skips to first bytes.
    if tokenBytes.count <= Self.tokensLookedForOneByOne {
      return tokenBytes.indices.contains { occurs($0, in: bytes) }
    }
    for index in shortTokens where occurs(index, in: bytes) { return true }
    guard count >= 4, shortTokens.count < tokenBytes.count else { return false }
    let raw = UnsafeRawPointer(base)
    return groupTable.withUnsafeBufferPointer { table in
      var offset = 0
      let last = count - 4
      while offset <= last {
        let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        let bucket = Self.bucket(of: word)
        if table[bucket >> 6] & (1 << UInt64(bucket & 63)) != 0,
          matchesToken(inBucket: bucket, sampledAt: offset, in: bytes)
        {
          return true
        }
        offset += stride
      }
      return false
    }
  }

  /// Whether a token with a group in `bucket` occurs with that group at `offset` (rare: only
  /// where four bytes hash there).
  private func matchesToken(
    inBucket bucket: Int, sampledAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let candidates = bucketEntries[bucket] else { return false }
    for (index, groupOffset) in candidates {
      let token = tokenBytes[index]
      let start = offset - groupOffset
      guard start >= 0, start + token.count <= bytes.count else { continue }
      var position = 0
      while position < token.count, bytes[start + position] == token[position] { position += 1 }
      if position == token.count, counts(index, at: start, in: bytes) { return true }
    }
    return false
  }

  /// Whether the occurrence of token `index` at `start` counts: it is where the token's match
  /// allows, and not followed by one of the token's exceptions.
  private func counts(_ index: Int, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let match = matches[index]
    let end = start + tokenBytes[index].count
    if match >= .identifierStart, start > 0, IdentifierBytes.isIdentifierByte(bytes[start - 1]) {
      return false
    }
    if match >= .wholeIdentifier, end < bytes.count, IdentifierBytes.isIdentifierByte(bytes[end]) {
      return false
    }
    if match == .callee, !Self.mayBeCalled(after: end, in: bytes) { return false }
    if match == .inheritedType, !Self.mayBeInherited(before: start, in: bytes) { return false }
    if exceptionBytes[index].contains(where: { continuation in
      end + continuation.count <= bytes.count
        && continuation.indices.allSatisfy { bytes[end + $0] == continuation[$0] }
    }) {
      return false
    }
    if let identifierTest, !Self.identifier(around: start..<end, in: bytes, passes: identifierTest)
    {
      return false
    }
    if let projectTest, projectTest.test.isSettled(bytes, end, projectTest.project) {
      return false
    }
    if skipsStringLiterals, SwiftLexer.isInStringLiteral(start, in: bytes) { return false }
    return !SwiftLexer.isOnCommentLine(start, in: bytes)
  }

  /// Whether the identifier holding `range` passes `test` (see ``IdentifierTest``: one that
  /// reaches a non-ASCII byte passes).
  private static func identifier(
    around range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, passes test: IdentifierTest
  ) -> Bool {
    let start = IdentifierBytes.identifierStart(endingAt: range.lowerBound, in: bytes)
    var end = range.upperBound
    while end < bytes.count, IdentifierBytes.isIdentifierByte(bytes[end]) { end += 1 }
    if (start > 0 && bytes[start - 1] >= 0x80) || (end < bytes.count && bytes[end] >= 0x80) {
      return true
    }
    return test.accepts(
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), start,
      bytes)
  }

  /// Whether an identifier ending at `end` may be called (see ``TokenMatch/callee``): what
  /// follows it, past spaces, line breaks, other control characters (which the parser skips as
  /// stray text) and the wrappers `?`, `!`, `)` and a closing backtick, is `(`, `<`, `/` (a
  /// comment), `#`, `.init` (`init` in backticks or after a comment too), or a non-ASCII
  /// character (which may be one the parser skips too).
  private static func mayBeCalled(after end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = end
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x00...0x20, 0x7F, UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ")"),
        UInt8(ascii: "`"):
        offset += 1
      case UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "/"), UInt8(ascii: "#"), 0x80...:
        return true
      case UInt8(ascii: "."):
        offset += 1
        while offset < bytes.count,
          bytes[offset] <= 0x20 || bytes[offset] == 0x7F || bytes[offset] == UInt8(ascii: "`")
        {
          offset += 1
        }
        if offset < bytes.count, bytes[offset] >= 0x80 { return true }
        // A comment between the dot and the name: counted rather than read past.
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "/") { return true }
        guard offset + initKeyword.count <= bytes.count,
          initKeyword.indices.allSatisfy({ bytes[offset + $0] == initKeyword[$0] })
        else { return false }
        let after = offset + initKeyword.count
        return after == bytes.count || !IdentifierBytes.isIdentifierByte(bytes[after])
      default:
        return false
      }
    }
    return false
  }

  private static let initKeyword = Array("init".utf8)

  /// Whether an identifier starting at `start` may name an inherited type (see
  /// ``TokenMatch/inheritedType``): what precedes it, past spaces and line breaks, is `:`, `,`,
  /// `.`, `/` (the end of a block comment), a non-ASCII byte, or a line holding `//` (whose
  /// comment may end in anything).
  private static func mayBeInherited(before start: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    var offset = start - 1
    var crossedLine = false
    while offset >= 0, bytes[offset] <= 0x20 || bytes[offset] == 0x7F {
      if bytes[offset] == 0x0A || bytes[offset] == 0x0D { crossedLine = true }
      offset -= 1
    }
    guard offset >= 0 else { return false }
    switch bytes[offset] {
    case UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "/"), 0x80...:
      return true
    default:
      guard crossedLine else { return false }
      var lineStart = offset
      while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D {
        lineStart -= 1
      }
      var position = lineStart
      while position < offset {
        if bytes[position] == UInt8(ascii: "/"), bytes[position + 1] == UInt8(ascii: "/") {
          return true
        }
        position += 1
      }
      return false
    }
  }

  /// Whether token `index` occurs where it counts.
  private func occurs(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    tokenBytes[index].withUnsafeBufferPointer { token in
      ByteSearch.firstOffset(of: token, in: bytes) { counts(index, at: $0, in: bytes) } != nil
    }
  }

  /// A multiplicative hash of four bytes into the table (Fibonacci hashing: the high bits of the
  /// product by 2^32 / φ).
  @inline(__always)
  private static func bucket(of word: UInt32) -> Int {
    Int((word &* 0x9E37_79B1) >> UInt32(32 - tableBits))
  }
}
