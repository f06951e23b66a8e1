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
/// **What "holds" means.** A token matches anywhere in the bytes, inside longer identifiers,
/// comments and strings too (`animation` matches `animations`). That over-approximates, never
/// under-approximates: a missed file could hide a finding, an extra one only costs a parse.
///
/// **Other consumers of parsed files.** Checks that collect facts from Swift files (the image or
/// colour names a project-level rule compares with the asset catalogs) name the identifiers they
/// need as `additionalTokens` (`Image`, `UIImage`, `Color`), so the files holding them are parsed
/// too; a collector that needs every file runs without a pre-filter.
///
/// **How it searches.** One pass over the bytes: at each offset the next four bytes are hashed into
/// a 4,096-bit table of the tokens' first four bytes, and only on a hit are the tokens with that
/// prefix compared. Tokens shorter than four bytes are compared where their first byte occurs.
/// Tokens that contain another token are dropped (a file holding `scrollTransition` holds
/// `Transition`).
public struct TokenPrefilter: Sendable {
  /// The tokens searched for, sorted, without those that contain another one.
  public let tokens: [String]

  private let tokenBytes: [[UInt8]]
  /// Bit `hash(prefix)` is set for the first four bytes of every token of four bytes or more.
  private let prefixTable: [UInt64]
  /// For each table bucket, the indices of the tokens whose prefix hashes there.
  private let bucketTokens: [Int: [Int]]
  /// Tokens shorter than four bytes, by index.
  private let shortTokens: [Int]

  private static let tableBits = 12

  /// A pre-filter looking for `tokens` (identifiers; empty strings are ignored).
  public init(tokens: some Sequence<String>) {
    let unique = Set(tokens.filter { !$0.isEmpty })
    // A token containing another is redundant: wherever it occurs, the shorter one does.
    let kept = unique.filter { token in
      !unique.contains { other in other != token && token.contains(other) }
    }.sorted()
    self.tokens = kept
    tokenBytes = kept.map { Array($0.utf8) }
    var table = [UInt64](repeating: 0, count: (1 << Self.tableBits) / 64)
    var buckets: [Int: [Int]] = [:]
    var short: [Int] = []
    for (index, bytes) in tokenBytes.enumerated() {
      guard bytes.count >= 4 else {
        short.append(index)
        continue
      }
      let prefix =
        UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
      let bucket = Self.bucket(of: prefix)
      table[bucket >> 6] |= 1 << UInt64(bucket & 63)
      buckets[bucket, default: []].append(index)
    }
    prefixTable = table
    bucketTokens = buckets
    shortTokens = short
  }

  /// The pre-filter of a run: the required tokens of the rules `settings` enables, and the
  /// `additionalTokens` other consumers of parsed files declare (see the type's discussion).
  public init(settings: AuditSettings, additionalTokens: [String] = []) {
    self.init(tokens: Self.requiredTokens(of: settings) + additionalTokens)
  }

  /// The required tokens of every rule `settings` enables (unknown rule ids are ignored, as the
  /// audit ignores them).
  public static func requiredTokens(of settings: AuditSettings) -> [String] {
    settings.rules.compactMap { RuleRegistry.rule(withID: $0.id) }
      .flatMap { $0.description.requiredTokens }
  }

  /// Whether `bytes` hold one of the tokens, so the file must be parsed.
  public func mayConcern(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { mayConcern($0) }
  }

  /// Whether `bytes` hold one of the tokens, so the file must be parsed.
  public func mayConcern(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !tokenBytes.isEmpty, let base = bytes.baseAddress else { return false }
    let count = bytes.count
    for index in shortTokens where Self.occurs(tokenBytes[index], in: bytes) { return true }
    guard count >= 4, shortTokens.count < tokenBytes.count else { return false }
    let raw = UnsafeRawPointer(base)
    return prefixTable.withUnsafeBufferPointer { table in
      var offset = 0
      let last = count - 4
      while offset <= last {
        let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        let bucket = Self.bucket(of: word)
        if table[bucket >> 6] & (1 << UInt64(bucket & 63)) != 0,
          matchesToken(inBucket: bucket, at: offset, in: bytes)
        {
          return true
        }
        offset += 1
      }
      return false
    }
  }

  /// Whether a token of `bucket` starts at `offset` (rare: only where four bytes hash there).
  private func matchesToken(
    inBucket bucket: Int, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard let candidates = bucketTokens[bucket] else { return false }
    for index in candidates {
      let token = tokenBytes[index]
      guard offset + token.count <= bytes.count else { continue }
      var position = 0
      while position < token.count, bytes[offset + position] == token[position] { position += 1 }
      if position == token.count { return true }
    }
    return false
  }

  private static func occurs(_ token: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = token.first, token.count <= bytes.count else { return false }
    var offset = 0
    while offset + token.count <= bytes.count {
      if bytes[offset] == first {
        var position = 1
        while position < token.count, bytes[offset + position] == token[position] { position += 1 }
        if position == token.count { return true }
      }
      offset += 1
    }
    return false
  }

  /// A multiplicative hash of four bytes into the table (Fibonacci hashing: the high bits of the
  /// product by 2^32 / φ).
  @inline(__always)
  private static func bucket(of word: UInt32) -> Int {
    Int((word &* 0x9E37_79B1) >> UInt32(32 - tableBits))
  }
}
