import AnimationFiles
import MotionAuditSemantics
import MotionAuditSources

/// The bytes of a result cache file, and the checks that let a damaged or foreign file be ignored
/// instead of trusted.
///
/// Layout (integers little-endian):
///
/// ```
/// magic            8 bytes   "MACACHE\u{1}"
/// format version   UInt32    CacheFileFormat.version
/// tool identity    UInt32 length + UTF-8   which build of the tool wrote it
/// entry count      UInt32
/// entries          key (16 bytes), kind (UInt8: 0 = nothing found, 1 = encoded),
///                  payload length (UInt32), payload
/// checksum         16 bytes  ContentHash of everything before it
/// ```
///
/// Reading never trusts a length: every count and length is checked against the bytes left, the
/// checksum catches truncation and corruption before any entry is read, and payloads are
/// decoded only when used (a payload that fails to decode is a miss).
enum CacheFileFormat {
  static let magic: [UInt8] = Array("MACACHE".utf8) + [1]
  /// Raised when the layout changes.
  static let version: UInt32 = 2
  /// Larger files are not read (a cache of that size is not one this tool wrote for sources).
  static let maximumFileSize = 512 << 20
  static let maximumIdentityLength = 4_096

  /// What an entry holds.
  enum Payload: Sendable, Hashable {
    /// The file was audited and nothing was found or suppressed.
    case nothingFound
    /// The encoding of what the entry holds: a file's ``FileAuditResult`` or its
    /// ``DeclarationFacts`` (both in ``CacheCoding``), or what a run read from a file of a
    /// given status (``ResultCache/KnownFile``: the content hash and a byte).
    case encoded([UInt8])
  }

  /// Why a file's bytes are not a cache this tool can use.
  struct Rejection: Error, Sendable, Hashable {
    var reason: String
  }

  static func encode(
    toolIdentity: String, entries: some Sequence<(key: ContentHash, payload: Payload)>
  ) -> [UInt8] {
    var bytes = magic
    append(version, to: &bytes)
    let identity = Array(toolIdentity.utf8)
    append(UInt32(identity.count), to: &bytes)
    bytes += identity
    let countOffset = bytes.count
    append(0, to: &bytes)
    var count: UInt32 = 0
    for (key, payload) in entries {
      bytes += key.bytes
      switch payload {
      case .nothingFound:
        bytes.append(0)
        append(0, to: &bytes)
      case .encoded(let encoded):
        bytes.append(1)
        append(UInt32(encoded.count), to: &bytes)
        bytes += encoded
      }
      count += 1
    }
    for index in 0..<4 {
      bytes[countOffset + index] = UInt8(truncatingIfNeeded: count >> UInt32(index * 8))
    }
    bytes += ContentHash(of: bytes).bytes
    return bytes
  }

  /// The entries of a cache file written by `toolIdentity`, or why it cannot be used.
  static func decode(_ bytes: [UInt8], toolIdentity: String) throws(Rejection) -> [ContentHash:
    Payload]
  {
    guard bytes.count >= magic.count + 4 + 4 + 4 + 16 else {
      throw Rejection(reason: "too short to be a cache file (\(bytes.count) bytes)")
    }
    guard bytes.starts(with: magic) else {
      throw Rejection(reason: "not a motion-audit cache file")
    }
    let body = bytes.count - 16
    let checksum = bytes.withUnsafeBytes {
      ContentHash(of: UnsafeRawBufferPointer(rebasing: $0[..<body]))
    }
    guard Array(bytes[body...]) == checksum.bytes else {
      throw Rejection(reason: "checksum mismatch (truncated or corrupt)")
    }
    var reader = CacheByteReader(bytes: bytes, end: body, offset: magic.count)
    let fileVersion = try reader.uint32()
    guard fileVersion == version else {
      throw Rejection(reason: "cache format \(fileVersion), expected \(version)")
    }
    let identityLength = Int(try reader.uint32())
    guard identityLength <= maximumIdentityLength else {
      throw Rejection(reason: "tool identity of \(identityLength) bytes")
    }
    let identityBytes = try reader.bytes(identityLength)
    guard let identity = UTF8Validation.string(identityBytes, in: identityBytes.indices) else {
      throw Rejection(reason: "tool identity is not UTF-8")
    }
    guard identity == toolIdentity else {
      throw Rejection(reason: "written by another build of the tool (\(identity))")
    }
    let count = Int(try reader.uint32())
    // Each entry takes at least 21 bytes: a count beyond that is a lie, not an allocation.
    guard count <= reader.remaining / 21 else {
      throw Rejection(reason: "entry count \(count) exceeds the file")
    }
    var entries: [ContentHash: Payload] = [:]
    entries.reserveCapacity(count)
    for _ in 0..<count {
      let keyBytes = try reader.bytes(16)
      let key = ContentHash(
        high: Self.uint64(keyBytes, at: 8), low: Self.uint64(keyBytes, at: 0))
      let kind = try reader.byte()
      let length = Int(try reader.uint32())
      switch kind {
      case 0 where length == 0:
        entries[key] = .nothingFound
      case 1:
        entries[key] = .encoded(try reader.bytes(length))
      default:
        throw Rejection(reason: "entry of unknown kind \(kind)")
      }
    }
    guard reader.remaining == 0 else {
      throw Rejection(reason: "\(reader.remaining) unexpected bytes after the entries")
    }
    return entries
  }

  private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    for index in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(index * 8))) }
  }

  static func uint64(_ bytes: [UInt8], at offset: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
    return value
  }
}
