import CZlib
import Foundation

/// Builds ZIP archives for tests, stored or deflated with zlib, and records where each structure
/// starts so a test can damage exactly one field.
public struct ZipWriter {
  public struct Entry {
    public var name: String
    public var contents: [UInt8]
    public var deflate = true
    /// Write sizes and CRC as zero in the local header, as streaming writers do (flag bit 3).
    public var usesDataDescriptor = false
    public var flags: UInt16 = 0x0800  // UTF-8 names

    public init(
      name: String, contents: [UInt8], deflate: Bool = true, usesDataDescriptor: Bool = false,
      flags: UInt16 = 0x0800
    ) {
      self.name = name
      self.contents = contents
      self.deflate = deflate
      self.usesDataDescriptor = usesDataDescriptor
      self.flags = flags
    }
  }

  public struct Archive {
    public var bytes: [UInt8]
    public var localHeaderOffsets: [Int]
    public var directoryOffsets: [Int]
    public var endRecordOffset: Int
    public var dataOffsets: [Int]

    public init(
      bytes: [UInt8], localHeaderOffsets: [Int], directoryOffsets: [Int], endRecordOffset: Int,
      dataOffsets: [Int]
    ) {
      self.bytes = bytes
      self.localHeaderOffsets = localHeaderOffsets
      self.directoryOffsets = directoryOffsets
      self.endRecordOffset = endRecordOffset
      self.dataOffsets = dataOffsets
    }

    public var data: Data { Data(bytes) }

    public mutating func setUInt16(_ value: UInt16, at offset: Int) {
      bytes[offset] = UInt8(value & 0xFF)
      bytes[offset + 1] = UInt8(value >> 8)
    }

    public mutating func setUInt32(_ value: UInt32, at offset: Int) {
      setUInt16(UInt16(value & 0xFFFF), at: offset)
      setUInt16(UInt16(value >> 16), at: offset + 2)
    }
  }

  public var entries: [Entry] = []

  public init() {}

  public mutating func add(_ name: String, _ text: String, deflate: Bool = true) {
    entries.append(Entry(name: name, contents: Array(text.utf8), deflate: deflate))
  }

  public mutating func add(_ name: String, bytes: [UInt8], deflate: Bool = true) {
    entries.append(Entry(name: name, contents: bytes, deflate: deflate))
  }

  public func build(comment: String = "") -> Archive {
    var out: [UInt8] = []
    var central: [UInt8] = []
    var localOffsets: [Int] = []
    var directoryOffsets: [Int] = []
    var dataOffsets: [Int] = []
    func u16(_ value: Int, _ buffer: inout [UInt8]) {
      buffer += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
    }
    func u32(_ value: UInt32, _ buffer: inout [UInt8]) {
      u16(Int(value & 0xFFFF), &buffer)
      u16(Int(value >> 16), &buffer)
    }
    var directoryRecords: [[UInt8]] = []
    for entry in entries {
      let name = Array(entry.name.utf8)
      let payload = entry.deflate ? Self.deflate(entry.contents) : entry.contents
      let crc = Self.crc(entry.contents)
      let flags = entry.flags | (entry.usesDataDescriptor ? 0x0008 : 0)
      let method = entry.deflate ? 8 : 0
      localOffsets.append(out.count)
      u32(0x0403_4B50, &out)
      u16(20, &out)
      u16(Int(flags), &out)
      u16(method, &out)
      u16(0, &out)
      u16(0, &out)
      u32(entry.usesDataDescriptor ? 0 : crc, &out)
      u32(entry.usesDataDescriptor ? 0 : UInt32(payload.count), &out)
      u32(entry.usesDataDescriptor ? 0 : UInt32(entry.contents.count), &out)
      u16(name.count, &out)
      u16(0, &out)
      out += name
      dataOffsets.append(out.count)
      out += payload
      if entry.usesDataDescriptor {
        u32(0x0807_4B50, &out)
        u32(crc, &out)
        u32(UInt32(payload.count), &out)
        u32(UInt32(entry.contents.count), &out)
      }
      var record: [UInt8] = []
      u32(0x0201_4B50, &record)
      u16(20, &record)
      u16(20, &record)
      u16(Int(flags), &record)
      u16(method, &record)
      u16(0, &record)
      u16(0, &record)
      u32(crc, &record)
      u32(UInt32(payload.count), &record)
      u32(UInt32(entry.contents.count), &record)
      u16(name.count, &record)
      u16(0, &record)
      u16(0, &record)
      u16(0, &record)
      u16(0, &record)
      u32(0, &record)
      u32(UInt32(localOffsets.last!), &record)
      record += name
      directoryRecords.append(record)
    }
    let directoryStart = out.count
    for record in directoryRecords {
      directoryOffsets.append(directoryStart + central.count)
      central += record
    }
    out += central
    let endRecordOffset = out.count
    u32(0x0605_4B50, &out)
    u16(0, &out)
    u16(0, &out)
    u16(entries.count, &out)
    u16(entries.count, &out)
    u32(UInt32(central.count), &out)
    u32(UInt32(directoryStart), &out)
    u16(comment.utf8.count, &out)
    out += Array(comment.utf8)
    return Archive(
      bytes: out, localHeaderOffsets: localOffsets, directoryOffsets: directoryOffsets,
      endRecordOffset: endRecordOffset, dataOffsets: dataOffsets)
  }

  public static func crc(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer {
      UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, UInt32($0.count)))
    }
  }

  /// Raw Deflate, as ZIP stores it.
  public static func deflate(_ bytes: [UInt8]) -> [UInt8] {
    var stream = z_stream()
    let status = deflateInit2_(
      &stream, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK)
    defer { deflateEnd(&stream) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 16)
    let produced = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        stream.next_in = inBuffer.baseAddress
        stream.avail_in = UInt32(inBuffer.count)
        stream.next_out = outBuffer.baseAddress
        stream.avail_out = UInt32(outBuffer.count)
        precondition(CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END)
        return outBuffer.count - Int(stream.avail_out)
      }
    }
    return Array(output.prefix(produced))
  }
}

extension ZipWriter {
  /// An archive of stored (uncompressed) text entries, as dotLottie files often are.
  public static func stored(_ entries: [(name: String, text: String)]) -> Archive {
    var writer = ZipWriter()
    for entry in entries { writer.add(entry.name, entry.text, deflate: false) }
    return writer.build()
  }
}
