import Foundation
import TestSupport
import Testing

/// The Swift code blocks of README.md and of the DocC articles parse; Scripts/
/// typecheck-apple-platforms.sh type-checks them against Apple's SDKs.
///
/// A block may leave code out with `…` (a line of its own, or `{ … }`): each stands for code the
/// reader supplies, and is read as an expression placeholder. A block that starts with
/// `// Package.swift` shows arguments of a package manifest, and is read inside `Package(…)`.
@Suite("Documentation code blocks parse")
struct DocumentationCodeBlocksParseTests {
  static let documents: [String] = {
    let articles = RepositoryFiles.root.appendingPathComponent(
      "Sources/MotionAware/MotionAware.docc")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: articles.path)) ?? []
    return ["README.md"]
      + names.filter { $0.hasSuffix(".md") }.sorted().map {
        "Sources/MotionAware/MotionAware.docc/\($0)"
      }
  }()

  @Test func everySwiftBlockOfTheReadmeAndTheArticlesParses() throws {
    var blockCount = 0
    for document in Self.documents {
      let text = try String(
        contentsOf: RepositoryFiles.root.appendingPathComponent(document), encoding: .utf8)
      for block in CodeBlock.swiftBlocks(in: text) {
        blockCount += 1
        for problem in SyntaxProblem.find(in: block.parsableSource, fileName: document) {
          // Lines count from the block's first line, which is the line after its fence.
          Issue.record(
            "\(document):\(block.firstLine + problem.line - 1): \(problem.message)")
        }
      }
    }
    #expect(blockCount > 20, "found only \(blockCount) Swift blocks in \(Self.documents)")
  }

  @Test func aBrokenBlockIsReportedAtItsLineInTheDocument() {
    let text = "# Title\n\n```swift\nlet a = 1\nlet b = (\n```\n"
    let blocks = CodeBlock.swiftBlocks(in: text)
    #expect(blocks.map(\.firstLine) == [4])
    let problems = blocks.flatMap { SyntaxProblem.find(in: $0.parsableSource, fileName: "x.md") }
    #expect(!problems.isEmpty)
  }
}

/// A fenced ```swift block of a Markdown document.
struct CodeBlock {
  /// The block's text, without its fences.
  var source: String
  /// The document's line number of the block's first line.
  var firstLine: Int

  /// The block with each `…` standing for omitted code read as a placeholder expression.
  var parsableSource: String {
    let code = source.replacingOccurrences(of: "…", with: "placeholder")
    guard isManifestExcerpt else { return code }
    // Kept on the block's own lines: the call opens on the first line, a comment.
    return code.replacingOccurrences(of: "// Package.swift", with: "Package(name: \"App\", //")
      + "\n)"
  }

  /// Whether the block shows arguments of a package manifest.
  var isManifestExcerpt: Bool { source.hasPrefix("// Package.swift") }

  static func swiftBlocks(in text: String) -> [CodeBlock] {
    var blocks: [CodeBlock] = []
    var current: [Substring]?
    var start = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var lines = current {
        if trimmed == "```" {
          blocks.append(CodeBlock(source: lines.joined(separator: "\n"), firstLine: start))
          current = nil
        } else {
          lines.append(line)
          current = lines
        }
      } else if trimmed == "```swift" {
        current = []
        start = index + 2
      }
    }
    return blocks
  }
}
