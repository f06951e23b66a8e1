import Foundation

/// An image file held in an animation (PNG, JPEG or WebP), with the size in pixels its header
/// gives: what a runtime decodes and draws at that size.
package struct EmbeddedImage: Sendable, Equatable {
  /// The media type the bytes show (`image/png`, `image/jpeg`, `image/webp`).
  package let mediaType: String
  package let width: Int
  package let height: Int
  package let bytes: [UInt8]

  /// The image in `bytes`; nil when they are not a PNG, JPEG or WebP whose size can be read.
  package init?(bytes: [UInt8]) {
    let size: (Int, Int)?
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      mediaType = "image/png"
      size = Self.pngSize(bytes)
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      mediaType = "image/jpeg"
      size = Self.jpegSize(bytes)
    } else if bytes.starts(with: Array("RIFF".utf8)), bytes.count > 12,
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      mediaType = "image/webp"
      size = Self.webpSize(bytes)
    } else {
      return nil
    }
    guard let (width, height) = size, width > 0, height > 0 else { return nil }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The image as a base64 data URL.
  package var dataURL: String {
    "data:\(mediaType);base64," + Data(bytes).base64EncodedString()
  }

  private static func bigEndian(_ bytes: [UInt8], _ offset: Int, count: Int) -> Int? {
    guard offset >= 0, offset + count <= bytes.count else { return nil }
    return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func littleEndian(_ bytes: [UInt8], _ offset: Int, count: Int) -> Int? {
    guard offset >= 0, offset + count <= bytes.count else { return nil }
    return bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
  }

  /// The IHDR chunk, first after the signature.
  private static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8),
      let width = bigEndian(bytes, 16, count: 4), let height = bigEndian(bytes, 20, count: 4)
    else { return nil }
    return (width, height)
  }

  /// The first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC), found segment by
  /// segment.
  private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      if marker == 0xFF {
        offset += 1
        continue
      }
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
        offset += 2
        continue
      }
      guard let length = bigEndian(bytes, offset + 2, count: 2), length >= 2 else { return nil }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let height = bigEndian(bytes, offset + 5, count: 2),
          let width = bigEndian(bytes, offset + 7, count: 2)
        else { return nil }
        return (width, height)
      }
      offset += 2 + length
    }
    return nil
  }

  /// The first chunk: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`).
  private static func webpSize(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count >= 30 else { return nil }
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8 ":
      guard let width = littleEndian(bytes, 26, count: 2),
        let height = littleEndian(bytes, 28, count: 2)
      else { return nil }
      return (width & 0x3FFF, height & 0x3FFF)
    case "VP8L":
      guard bytes[20] == 0x2F, let bits = littleEndian(bytes, 21, count: 4) else { return nil }
      return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    case "VP8X":
      guard let width = littleEndian(bytes, 24, count: 3),
        let height = littleEndian(bytes, 27, count: 3)
      else { return nil }
      return (width + 1, height + 1)
    default:
      return nil
    }
  }
}
