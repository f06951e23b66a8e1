import Foundation

/// Recognises test code, which is not the app: files in test folders, and files that declare
/// tests. They are not audited unless asked (`--include-tests`, `"includeTests": true`).
///
/// The folder is decided from the path alone, before anything is read: a folder inside the
/// audited path named `Tests` or ending in `Tests` (`PipAppTests`, `PipAppUITests`). The content
/// is decided when the file is read, from its lines: `import XCTest` (every `XCTestCase` subclass
/// needs it), a class inheriting from `XCTestCase`, or `import Testing` together with a `@Test`
/// or `@Suite` attribute.
package enum TestSources {
  /// Whether a folder of `relativePath` (relative to the audited path; the file name itself does
  /// not count) is a test folder.
  package static func isInTestFolder(_ relativePath: String) -> Bool {
    // Asked of every file and resource the walk finds: the bytes before each slash, unsplit.
    let suffix = "Tests".utf8
    let utf8 = relativePath.utf8
    var index = utf8.startIndex
    while let slash = utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
      if utf8[..<slash].reversed().starts(with: suffix.reversed()) { return true }
      index = utf8.index(after: slash)
    }
    return false
  }

  /// Whether `bytes`, a Swift file, declares tests.
  package static func declaresTests(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { bytes in
      // Cheap refusal first: every marker holds one of these words.
      guard bytes[...].contains("XCTest") || bytes[...].contains("Testing") else {
        return false
      }
      var importsTesting = false
      var marksTests = false
      // Only a line holding one of these words can be a marker, so only those lines are decoded:
      // decoding and splitting the whole file cost more than the rest of its first pass.
      for range in byteLines(bytes)
      where markerWords.contains(where: { bytes[range].contains($0) }) {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        for line in text.split(whereSeparator: \.isNewline) {
          let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
          guard let first = words.first, !first.hasPrefix("//") else { continue }
          let imported = importedModule(words)
          if imported == "XCTest" { return true }
          if imported == "Testing" { importsTesting = true }
          if words.contains(where: {
            $0 == "@Test" || $0.hasPrefix("@Test(") || $0 == "@Suite"
              || $0.hasPrefix("@Suite(")
          }) {
            marksTests = true
          }
          if inheritsFromXCTestCase(line) { return true }
        }
      }
      return importsTesting && marksTests
    }
  }

  /// The words one of which every marker line holds: an import, a test attribute, the base class.
  private static let markerWords: [StaticString] = ["import", "@Test", "@Suite", "XCTestCase"]

  /// The ranges between line-breaking bytes (line feed, carriage return, vertical tab, form
  /// feed). A line that also holds a Unicode line separator is split again once decoded.
  private static func byteLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    for index in bytes.indices where (0x0A...0x0D).contains(bytes[index]) {
      if index > start { lines.append(start..<index) }
      start = index + 1
    }
    if start < bytes.count { lines.append(start..<bytes.count) }
    return lines
  }

  /// `XCTest` in `import XCTest`, `@testable import XCTest` or `@preconcurrency import XCTest`.
  private static func importedModule(_ words: [Substring]) -> Substring? {
    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
      words[..<index].allSatisfy({ $0.hasPrefix("@") })
    else { return nil }
    return words[index + 1].split(separator: ".").first
  }

  /// `class FooTests: XCTestCase`, `final class A: XCTestCase, Sendable`.
  private static func inheritsFromXCTestCase(_ line: Substring) -> Bool {
    guard let colon = line.firstIndex(of: ":"), line[..<colon].contains("class ") else {
      return false
    }
    let inherited = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
      .prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return inherited == "XCTestCase" || inherited == "XCTest.XCTestCase"
  }

}
