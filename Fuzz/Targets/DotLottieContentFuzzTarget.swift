import AnimationFiles
import CZlib
import Foundation

/// libFuzzer entry point for what a dotLottie archive holds rather than how it is zipped: the
/// manifest's versions, ids and settings, and the animations it lists or leaves out.
///
/// Mutating a real archive rarely gets past its CRC-32s, so here the input is the entries and
/// the target zips them (stored, with correct checksums) before reading. Entries are separated by
/// NUL bytes; each is its name, a line feed, then its contents:
/// `manifest.json⏎{"version":"1","animations":[{"id":"a"}]}␀animations/a.json⏎{…}`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDotLottieContent(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let input = [UInt8](FuzzInput.data(bytes, count))
  var entries: [StoredZip.Entry] = []
  var sizes: [String: Int] = [:]
  for chunk in input.split(separator: 0, omittingEmptySubsequences: false) {
    let lineFeed = chunk.firstIndex(of: 0x0A) ?? chunk.endIndex
    let entry = StoredZip.Entry(
      name: Array(chunk[..<lineFeed].prefix(1024)),
      contents: lineFeed < chunk.endIndex ? Array(chunk[(lineFeed + 1)...]) : [])
    // Names are unique in a well-formed archive; the reader decodes them as it does here.
    let name = entry.decodedName
    guard sizes[name] == nil, entries.count < 128 else { continue }
    sizes[name] = entry.contents.count
    entries.append(entry)
  }
  let limits = AnimationFileLimits(
    maximumEntryCount: 256, maximumEntrySize: 1 << 20, maximumTotalInflatedSize: 4 << 20,
    maximumJSONDepth: 64)
  do {
    _ = try DotLottieArchive(
      data: Data(StoredZip.archive(entries)), fileName: "fuzz.lottie", limits: limits)
  } catch {
    FuzzInput.require(!error.description.isEmpty, "an error with an empty description")
    // The archive is well formed, so every error is about an entry's contents, or a missing one.
    guard let entryName = error.entryName else {
      guard case .missingEntry = error.reason else {
        fatalError("fuzz check failed: an archive error on a well-formed archive: \(error)")
      }
      return 0
    }
    FuzzInput.require(sizes[entryName] != nil, "an error in an entry that is not there: \(error)")
    FuzzInput.requireValidPosition(
      offset: error.offset, isInsideEntry: false, description: error.description,
      inputCount: sizes[entryName] ?? 0)
  }
  return 0
}

/// Writes ZIP archives of stored entries, with correct sizes and checksums.
enum StoredZip {
  struct Entry {
    let name: [UInt8]
    let contents: [UInt8]

    /// The name as the reader decodes it: UTF-8 when valid, else Latin-1.
    var decodedName: String {
      String(validating: name, as: UTF8.self)
        ?? String(String.UnicodeScalarView(name.map(Unicode.Scalar.init)))
    }
  }

  static func archive(_ entries: [Entry]) -> [UInt8] {
    var local: [UInt8] = []
    var directory: [UInt8] = []
    for entry in entries {
      let checksum = entry.contents.withUnsafeBufferPointer {
        UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, UInt32($0.count)))
      }
      let size = UInt32(entry.contents.count)
      let offset = UInt32(local.count)
      // Local header: signature, version, flags, method 0, time, date, CRC, sizes, name, extra.
      append(&local, 0x0403_4B50, 4)
      for (value, width) in [(20, 2), (0, 2), (0, 2), (0, 2), (0x21, 2)] {
        append(&local, UInt32(value), width)
      }
      for value in [checksum, size, size] { append(&local, value, 4) }
      append(&local, UInt32(entry.name.count), 2)
      append(&local, 0, 2)
      local += entry.name + entry.contents
      // Central directory record: the same fields, then comment, disk, attributes, offset.
      append(&directory, 0x0201_4B50, 4)
      for (value, width) in [(20, 2), (20, 2), (0, 2), (0, 2), (0, 2), (0x21, 2)] {
        append(&directory, UInt32(value), width)
      }
      for value in [checksum, size, size] { append(&directory, value, 4) }
      append(&directory, UInt32(entry.name.count), 2)
      for (value, width) in [(0, 2), (0, 2), (0, 2), (0, 2), (0, 4)] {
        append(&directory, UInt32(value), width)
      }
      append(&directory, offset, 4)
      directory += entry.name
    }
    var end: [UInt8] = []
    append(&end, 0x0605_4B50, 4)
    for (value, width) in [
      (0, 2), (0, 2), (entries.count, 2), (entries.count, 2), (directory.count, 4),
      (local.count, 4), (0, 2),
    ] {
      append(&end, UInt32(value), width)
    }
    return local + directory + end
  }

  private static func append(_ bytes: inout [UInt8], _ value: UInt32, _ width: Int) {
    for index in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
  }
}
