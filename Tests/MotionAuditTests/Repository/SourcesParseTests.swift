import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// SwiftUI, UIKit, WatchKit and AppKit code cannot be compiled on Linux; parsing every Swift file
/// of the package and its examples makes sure that code is at least well-formed.
@Suite("Every Swift file in the repository parses")
struct SourcesParseTests {
  static let root = RepositoryFiles.root

  static let scannedFolders = ["Sources", "Examples"]

  @Test func everySourceAndExampleFileParsesWithoutSyntaxErrors() throws {
    let files = try Self.swiftFiles()
    #expect(!files.isEmpty, "no Swift file found under \(Self.scannedFolders) in \(Self.root.path)")
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      let name = String(file.path.dropFirst(Self.root.path.count + 1))
      for problem in SyntaxProblem.find(in: source, fileName: name) {
        Issue.record("\(problem)")
      }
    }
  }

  @Test func theScanReachesTheCodeThatOnlyCompilesOnApplePlatforms() throws {
    let paths = try Self.swiftFiles().map(\.path)
    for folder in ["SwiftUI", "UIKit", "Preferences/Live"] {
      #expect(
        paths.contains { $0.contains("/Sources/MotionAware/\(folder)/") },
        "no file under Sources/MotionAware/\(folder) was parsed")
    }
  }

  @Test func aSyntaxErrorIsReportedWithItsFileAndLine() throws {
    let source = """
      import SwiftUI

      struct Badge: View {
        var body: some View {
          Text("Saved"
            .font(.largeTitle)
        }
      }
      """
    let problems = SyntaxProblem.find(in: source, fileName: "Sources/Badge.swift")
    let first = try #require(problems.first)
    #expect(first.fileName == "Sources/Badge.swift")
    #expect(first.line == 6)
    #expect("\(first)".hasPrefix("Sources/Badge.swift:6:"))

    #expect(SyntaxProblem.find(in: "let x = 1\n", fileName: "Fine.swift").isEmpty)
  }

  static func swiftFiles() throws -> [URL] {
    var files: [URL] = []
    for folder in scannedFolders {
      let directory = root.appendingPathComponent(folder)
      guard FileManager.default.fileExists(atPath: directory.path) else { continue }
      guard
        let walker = FileManager.default.enumerator(
          at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
      else { continue }
      for case let url as URL in walker where url.pathExtension == "swift" {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}

/// A place where SwiftParser could not make sense of the source: unexpected text, or something
/// expected that is missing.
struct SyntaxProblem: CustomStringConvertible {
  var fileName: String
  var line: Int
  var column: Int
  var message: String

  var description: String { "\(fileName):\(line):\(column): \(message)" }

  static func find(in source: String, fileName: String) -> [SyntaxProblem] {
    let tree = Parser.parse(source: source)
    guard tree.hasError else { return [] }
    let finder = ProblemFinder(viewMode: .all)
    finder.walk(tree)
    let converter = SourceLocationConverter(fileName: fileName, tree: tree)
    let found = finder.problems.map { position, message in
      let location = converter.location(for: position)
      return SyntaxProblem(
        fileName: fileName, line: location.line, column: location.column, message: message)
    }
    // A tree marked erroneous always holds one of the above; say so anyway if it does not.
    return found.isEmpty
      ? [SyntaxProblem(fileName: fileName, line: 1, column: 1, message: "syntax error")] : found
  }

  private final class ProblemFinder: SyntaxVisitor {
    var problems: [(AbsolutePosition, String)] = []

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
      let text = node.trimmedDescription
      let excerpt = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
      problems.append((node.positionAfterSkippingLeadingTrivia, "unexpected code '\(excerpt)'"))
      return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      if token.presence == .missing {
        problems.append((token.position, "expected '\(token.text)' (\(token.tokenKind))"))
      }
      return .visitChildren
    }
  }
}
