/// A file that could not be read, with where and why.
///
/// Every reader in this module throws only this error. It names the file (the display name the
/// caller passed in), the byte offset where reading stopped and the reason. For a file inside a
/// dotLottie archive, `entryName` names the entry and `offset` counts from the start of the
/// entry's inflated bytes; for JSON, `keyPath` says which value was wrong where that is known.
public struct AnimationFileError: FileLocatedError, Sendable, Equatable {
  /// The display name of the file, as given to the reader.
  public let fileName: String
  /// The archive entry the error is in, for entries of a dotLottie archive.
  public let entryName: String?
  /// The byte offset where the problem was found, if a position applies.
  public let offset: Int?
  /// The JSON key path of the offending value (`markers[2].tm`), where one applies.
  public let keyPath: String?
  /// What is wrong.
  public let reason: Reason

  /// Creates an error; readers fill in every field they know.
  public init(
    fileName: String, entryName: String? = nil, offset: Int?, keyPath: String? = nil,
    reason: Reason
  ) {
    self.fileName = fileName
    self.entryName = entryName
    self.offset = offset
    self.keyPath = keyPath
    self.reason = reason
  }

  /// Why a file could not be read.
  public enum Reason: Sendable, Equatable {
    /// The file could not be read from disk (the system's message).
    case unreadable(String)
    /// The content is none of the supported formats.
    case unrecognizedFormat
    /// The file ends in the middle of a value.
    case truncated
    /// The file does not start with the format's signature (the Rive `RIVE` bytes).
    case wrongMagic
    /// The file's format version is not one this reader reads.
    case unsupportedVersion(String)
    /// A Rive property key that neither the runtime's definitions nor the file's table of
    /// contents describe, so the rest of the file cannot be read (the official runtime gives up
    /// too).
    case unknownPropertyKey(UInt64)
    /// A variable-length integer longer than its field allows.
    case varintOverflow
    /// A length that runs past the end of the file.
    case lengthPastEnd(length: UInt64, remaining: Int)
    /// Text that is not valid UTF-8.
    case invalidUTF8
    /// The ZIP structure (end record, central directory or local header) is damaged.
    case invalidArchive(String)
    /// A ZIP entry uses a compression method other than stored (0) or Deflate (8).
    case unsupportedCompression(method: UInt16)
    /// A ZIP entry is encrypted.
    case encryptedEntry
    /// Deflate data that zlib cannot inflate.
    case corruptCompressedData
    /// An entry inflates to a different size than its directory records.
    case sizeMismatch(expected: UInt64, actual: UInt64)
    /// An entry's CRC-32 differs from the one its directory records.
    case checksumMismatch(expected: UInt32, actual: UInt32)
    /// A configured limit was exceeded (see `AnimationFileLimits`).
    case limitExceeded(Limit)
    /// An archive entry the manifest needs is not in the archive.
    case missingEntry(String)
    /// The text is not valid JSON.
    case invalidJSON(String)
    /// A required JSON key is absent.
    case missingKey(String)
    /// A JSON value has the wrong type.
    case wrongType(expected: String)
    /// A value is of the right type but unusable (a frame rate of zero).
    case invalidValue(String)
  }

  /// A limit of `AnimationFileLimits`.
  public enum Limit: Sendable, Equatable {
    case fileSize
    case entryCount
    case entrySize
    case totalInflatedSize
    case nestingDepth
  }

  /// `file › entry, byte N (at key.path)`, leaving out what is unknown.
  public var location: FileLocation {
    FileLocation(
      file: fileName, entry: entryName, position: offset.map(FileLocation.Position.byteOffset),
      keyPath: keyPath)
  }

  public var reasonDescription: String { reason.description }
}

extension AnimationFileError.Reason: CustomStringConvertible {
  /// The reason as a sentence fragment.
  public var description: String {
    switch self {
    case .unreadable(let message): "cannot read the file: \(message)"
    case .unrecognizedFormat: "not a Lottie JSON, dotLottie or Rive file"
    case .truncated: "the file ends too early"
    case .wrongMagic: "not a Rive file (it does not start with the bytes RIVE)"
    case .unsupportedVersion(let version): "format version \(version) is not supported"
    case .unknownPropertyKey(let key):
      "unknown property key \(key): in neither the runtime's definitions nor the file's table of contents"
    case .varintOverflow: "variable-length integer too large for its field"
    case .lengthPastEnd(let length, let remaining):
      "length \(length) runs past the end (\(remaining) bytes left)"
    case .invalidUTF8: "text is not valid UTF-8"
    case .invalidArchive(let detail): "damaged ZIP archive: \(detail)"
    case .unsupportedCompression(let method): "unsupported ZIP compression method \(method)"
    case .encryptedEntry: "encrypted ZIP entries are not supported"
    case .corruptCompressedData: "Deflate data cannot be inflated"
    case .sizeMismatch(let expected, let actual):
      "entry inflates to \(actual) bytes, its directory says \(expected)"
    case .checksumMismatch(let expected, let actual):
      "CRC-32 mismatch: directory says \(hex(expected)), data has \(hex(actual))"
    case .limitExceeded(let limit): "limit exceeded: \(limit)"
    case .missingEntry(let name): "the archive has no entry \"\(name)\""
    case .invalidJSON(let detail): "invalid JSON: \(detail)"
    case .missingKey(let key): "required key \"\(key)\" is missing"
    case .wrongType(let expected): "expected \(expected)"
    case .invalidValue(let detail): "invalid value: \(detail)"
    }
  }
}

extension AnimationFileError.Limit: CustomStringConvertible {
  /// What the limit bounds.
  public var description: String {
    switch self {
    case .fileSize: "file size"
    case .entryCount: "number of archive entries"
    case .entrySize: "inflated size of one entry"
    case .totalInflatedSize: "total inflated size"
    case .nestingDepth: "JSON nesting depth"
    }
  }
}

private func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
}
