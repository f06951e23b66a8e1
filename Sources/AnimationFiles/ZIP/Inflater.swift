import CZlib

/// Raw Deflate (as ZIP stores it) through zlib, with the output bounded.
enum Inflater {
  enum Outcome {
    case success([UInt8])
    /// zlib rejected the data, or it ended before the Deflate stream did.
    case corrupt
    /// The data inflates past `sizeLimit`.
    case tooLarge
    /// The data inflates to a size other than the expected one.
    case wrongSize(Int)
  }

  /// Inflates `bytes[range]`, which should produce exactly `expectedSize` bytes.
  static func inflate(
    _ bytes: [UInt8], range: Range<Int>, expectedSize: Int, sizeLimit: Int
  ) -> Outcome {
    var stream = z_stream()
    let windowBits = -MAX_WBITS  // negative: raw Deflate, no zlib header
    guard
      inflateInit2_(&stream, windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return .corrupt }
    defer { inflateEnd(&stream) }

    var output = [UInt8](repeating: 0, count: expectedSize)
    return bytes.withUnsafeBufferPointer { input -> Outcome in
      // zlib does not write through next_in; the mutable pointer is its API's spelling.
      stream.next_in = UnsafeMutablePointer(
        mutating: input.baseAddress.map { $0 + range.lowerBound })
      stream.avail_in = UInt32(range.count)
      var produced = 0
      let status: Int32 = output.withUnsafeMutableBufferPointer { buffer in
        while true {
          stream.next_out = buffer.baseAddress.map { $0 + produced }
          stream.avail_out = UInt32(buffer.count - produced)
          let status = CZlib.inflate(&stream, Z_NO_FLUSH)
          let written = buffer.count - produced - Int(stream.avail_out)
          produced += written
          switch status {
          case Z_OK, Z_BUF_ERROR:
            // Stop when the output is full or no progress is possible; never spin.
            if stream.avail_out == 0 || stream.avail_in == 0 || written == 0 { return status }
          default:
            return status
          }
        }
      }
      if status == Z_STREAM_END {
        return produced == expectedSize ? .success(output) : .wrongSize(produced)
      }
      guard status == Z_OK || status == Z_BUF_ERROR, produced == expectedSize else {
        return .corrupt  // rejected by zlib, or the data ended before the stream did
      }
      // The output is full but the stream has not ended: it may hold only its end marker.
      switch finish(&stream, sizeLimit: sizeLimit - produced) {
      case .ended(extra: 0): return .success(output)
      case .ended(let extra): return .wrongSize(produced + extra)
      case .tooLarge: return .tooLarge
      case .corrupt: return .corrupt
      }
    }
  }

  private enum Finish {
    case ended(extra: Int)
    case tooLarge
    case corrupt
  }

  /// Inflates the rest of a stream into scratch space only to learn how much more it holds, up
  /// to `sizeLimit` more bytes.
  private static func finish(_ stream: inout z_stream, sizeLimit: Int) -> Finish {
    var extra = 0
    var scratch = [UInt8](repeating: 0, count: 16_384)
    return scratch.withUnsafeMutableBufferPointer { buffer in
      while true {
        stream.next_out = buffer.baseAddress
        stream.avail_out = UInt32(buffer.count)
        let status = CZlib.inflate(&stream, Z_NO_FLUSH)
        let written = buffer.count - Int(stream.avail_out)
        extra += written
        if extra > sizeLimit { return .tooLarge }
        switch status {
        case Z_STREAM_END: return .ended(extra: extra)
        case Z_OK, Z_BUF_ERROR: if written == 0 { return .corrupt }
        default: return .corrupt
        }
      }
    }
  }
}

/// CRC-32 as ZIP uses it, from zlib.
enum CRC32 {
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, UInt32(buffer.count)))
    }
  }
}
