import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

/// Every malformed `.riv` input ends in a typed error with the byte offset where reading stopped.
struct RiveFileErrorTests {
  private func error(
    reading writer: RiveWriter, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AnimationFileError {
    try #require(throws: AnimationFileError.self, sourceLocation: sourceLocation) {
      try RiveFile(data: writer.data, fileName: "bad.riv")
    }
  }

  private func bytes(_ values: [UInt8]) -> RiveWriter {
    var writer = RiveWriter()
    writer.raw(values)
    return writer
  }

  @Test func emptyFileIsTruncated() throws {
    let error = try error(reading: bytes([]))
    #expect(error.reason == .truncated)
    #expect(error.offset == 0)
    #expect(error.fileName == "bad.riv")
  }

  @Test func partialSignatureIsTruncated() throws {
    let error = try error(reading: bytes(Array("RIV".utf8)))
    #expect(error.reason == .truncated)
    #expect(error.offset == 3)
  }

  @Test func wrongSignatureIsWrongMagic() throws {
    let error = try error(reading: bytes(Array("RIFF0000".utf8)))
    #expect(error.reason == .wrongMagic)
    #expect(error.offset == 0)
  }

  @Test(arguments: [(UInt64(6), UInt64(3), "6.3"), (8, 0, "8.0"), (0, 1, "0.1")])
  func otherMajorVersionsAreRefusedNamingTheVersion(major: UInt64, minor: UInt64, text: String)
    throws
  {
    let error = try error(reading: .header(major: major, minor: minor))
    #expect(error.reason == .unsupportedVersion(text))
    #expect(error.offset == 4)
    #expect(error.description.contains("version \(text) is not supported"))
  }

  @Test func headerEndingBeforeTheFileIdIsTruncated() throws {
    var writer = RiveWriter()
    writer.raw(Array("RIVE".utf8))
    writer.varuint(7)
    writer.varuint(0)
    let error = try error(reading: writer)
    #expect(error.reason == .truncated)
    #expect(error.offset == 6)
  }

  @Test func tableOfContentsWithoutItsTypeWordIsTruncated() throws {
    var writer = RiveWriter()
    writer.raw(Array("RIVE".utf8))
    writer.varuint(7)
    writer.varuint(0)
    writer.varuint(1)
    writer.varuint(9001)
    writer.varuint(0)
    writer.raw([0, 0])  // half a word
    let error = try error(reading: writer)
    #expect(error.reason == .truncated)
    #expect(error.offset == 10)
  }

  @Test func objectEndingInsideAValueIsTruncated() throws {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    writer.varuint(RiveKey.artboard)
    writer.varuint(RiveKey.width)
    let valueOffset = writer.count
    writer.raw([0, 0])  // half a float
    let error = try error(reading: writer)
    #expect(error.reason == .truncated)
    #expect(error.offset == valueOffset)
  }

  @Test func objectWithoutTerminatorIsTruncated() throws {
    var writer = RiveWriter.header()
    writer.varuint(RiveKey.backboard)
    let error = try error(reading: writer)
    #expect(error.reason == .truncated)
    #expect(error.offset == writer.count)
  }

  @Test func unknownPropertyKeyMakesTheFileUnreadable() throws {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    writer.varuint(RiveKey.artboard)
    let keyOffset = writer.count
    writer.varuint(9999)
    writer.varuint(1)
    writer.varuint(0)
    let error = try error(reading: writer)
    #expect(error.reason == .unknownPropertyKey(9999))
    #expect(error.offset == keyOffset)
    #expect(error.description.contains("unknown property key 9999"))
  }

  @Test func propertyKeyBeyondSixteenBitsIsUnknownEvenInTheTableOfContents() throws {
    var writer = RiveWriter.header(tableOfContents: [(key: 70_000, fieldType: 0)])
    writer.varuint(RiveKey.backboard)
    let keyOffset = writer.count
    writer.varuint(70_000)
    writer.varuint(1)
    writer.varuint(0)
    let error = try error(reading: writer)
    #expect(error.reason == .unknownPropertyKey(70_000))
    #expect(error.offset == keyOffset)
  }

  @Test func varuintLongerThanSixtyFourBitsOverflows() throws {
    var writer = RiveWriter.header()
    let objectOffset = writer.count
    writer.raw(Array(repeating: 0xFF, count: 10) + [0x01])
    let error = try error(reading: writer)
    #expect(error.reason == .varintOverflow)
    #expect(error.offset == objectOffset)
  }

  @Test func uintPropertyBeyondThirtyTwoBitsOverflows() throws {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    writer.object(RiveKey.artboard)
    writer.varuint(RiveKey.linearAnimation)
    writer.varuint(RiveKey.fps)
    let valueOffset = writer.count
    writer.varuint(1 << 33)
    writer.varuint(0)
    let error = try error(reading: writer)
    #expect(error.reason == .varintOverflow)
    #expect(error.offset == valueOffset)
  }

  @Test func stringLengthPastTheEndIsRefusedWithoutAllocating() throws {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    writer.varuint(RiveKey.artboard)
    writer.varuint(RiveKey.componentName)
    let lengthOffset = writer.count
    writer.varuint(1 << 62)  // a huge claimed length, then three bytes
    writer.raw([0x41, 0x42, 0x43])
    let error = try error(reading: writer)
    #expect(error.reason == .lengthPastEnd(length: 1 << 62, remaining: 3))
    #expect(error.offset == lengthOffset)
  }

  @Test func bytesLengthPastTheEndIsRefused() throws {
    var writer = RiveWriter.header()
    writer.varuint(106)
    writer.varuint(RiveKey.assetBytes)
    let lengthOffset = writer.count
    writer.varuint(1000)
    writer.raw([1, 2])
    let error = try error(reading: writer)
    #expect(error.reason == .lengthPastEnd(length: 1000, remaining: 2))
    #expect(error.offset == lengthOffset)
  }

  @Test func invalidUTF8NameIsRefused() throws {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    writer.varuint(RiveKey.artboard)
    writer.varuint(RiveKey.componentName)
    let stringOffset = writer.count
    writer.lengthPrefixed([0x4D, 0xC3, 0x28])  // "M" then a broken two-byte sequence
    writer.varuint(0)
    let error = try error(reading: writer)
    #expect(error.reason == .invalidUTF8)
    #expect(error.offset == stringOffset)
  }

  @Test func everyTruncationOfAValidFileIsAnErrorNotACrash() throws {
    var writer = RiveWriter.header(tableOfContents: [(key: 9001, fieldType: 1)])
    writer.object(RiveKey.backboard)
    writer.object(
      RiveKey.artboard, [(RiveKey.componentName, .string("Main")), (9001, .string("x"))])
    writer.object(
      RiveKey.linearAnimation,
      [
        (RiveKey.animationName, .string("a")), (RiveKey.speed, .float(2)),
        (RiveKey.fps, .uint(300)),
      ])
    writer.object(RiveKey.stateMachine, [(RiveKey.animationName, .string("sm"))])
    writer.object(RiveKey.stateMachineBool, [(RiveKey.boolValue, .bool(true))])
    let complete = writer.data
    #expect(throws: Never.self) { try RiveFile(data: complete, fileName: "whole.riv") }
    // Cutting at an object boundary leaves a valid, shorter file; anywhere else the file ends
    // inside a value (or inside a string the length before it promised).
    var truncatedCount = 0
    for length in 0..<complete.count {
      do {
        _ = try RiveFile(data: complete.prefix(length), fileName: "cut.riv")
      } catch {
        switch error.reason {
        case .truncated, .lengthPastEnd: break
        default: Issue.record("cut at \(length): \(error)")
        }
        #expect((error.offset ?? -1) <= length)
        truncatedCount += 1
      }
    }
    #expect(truncatedCount > complete.count - 6)
  }
}
