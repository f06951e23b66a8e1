import Foundation

/// Recognises test code, which is not the app: files in test folders, and files that declare
/// tests. They are not audited unless asked (`--include-tests`, `"includeTests": true`).
///
/// The folder is decided from the path alone, before anything is read: a folder inside the
/// audited path named `Tests` or ending in `Tests` (`PipAppTests`, `PipAppUITests`). The content
/// is decided when the file is read, from its lines: `import XCTest` (every `XCTestCase` subclass
/// needs it), a class inheriting from `XCTestCase`, or `import Testing` together with a `@Test`
/// or `@Suite` attribute.
public enum TestSources {
  /// Whether a folder of `relativePath` (relative to the audited path; the file name itself does
  /// not count) is a test folder.
  public static func isInTestFolder(_ relativePath: String) -> Bool {
    relativePath.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
  }

  /// Whether `bytes`, a Swift file, declares tests.
  public static func declaresTests(_ bytes: [UInt8]) -> Bool {
    // Cheap refusal first: every marker holds one of these words.
    guard contains(bytes, "XCTest") || contains(bytes, "Testing") else { return false }
    var importsTesting = false
    var marksTests = false
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
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
    return importsTesting && marksTests
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

  private static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
    let needle = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    guard let first = needle.first, bytes.count >= needle.count else { return false }
    var index = 0
    while index <= bytes.count - needle.count {
      if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
