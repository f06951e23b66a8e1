import Foundation
import MotionAuditSemantics
import TestSupport
import Testing

/// `--format sarif|github|html` from the command line: paths relative to the repository root,
/// excerpts read from the audited files.
@Suite struct FormatCommandTests {
  private let card = """
    struct Card: View {
        @State private var isOpen = false
        var body: some View {
            Button("Open") { withAnimation(.bouncy) { isOpen.toggle() } }
        }
    }

    """

  /// A repository (a `.git` folder at its root) with one naive file in `App/Sources`.
  private func repository() throws -> ScratchDirectory {
    let scratch = try ScratchDirectory()
    try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    try scratch.write("App/Sources/Card.swift", card)
    return scratch
  }

  @Test func sarifPathsAreRelativeToTheRepositoryRootFromASubdirectory() throws {
    let scratch = try repository()
    defer { scratch.remove() }
    let outcome = runCommand(["Sources", "--format", "sarif"], in: scratch.path + "/App")
    #expect(outcome.exitCode == .findings)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    let result = try #require(
      ((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    let location =
      (result["locations"] as? [[String: Any]])?.first?["physicalLocation"]
      as? [String: Any]
    let artifact = location?["artifactLocation"] as? [String: Any]
    #expect(artifact?["uri"] as? String == "App/Sources/Card.swift")
    #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
    #expect(outcome.error.isEmpty)
  }

  @Test func githubAnnotationsNameRepositoryRelativeFiles() throws {
    let scratch = try repository()
    defer { scratch.remove() }
    let outcome = runCommand(
      ["Card.swift", "--format", "github"], in: scratch.path + "/App/Sources")
    #expect(outcome.exitCode == .findings)
    #expect(
      outcome.output.hasPrefix(
        "::warning file=App/Sources/Card.swift,line=4,col=41,endLine=4,endColumn=46,"
          + "title=ungated-explicit-animation::"))
    #expect(outcome.error.isEmpty)
  }

  @Test func htmlShowsLinesAroundTheFindingFromTheFile() throws {
    let scratch = try repository()
    defer { scratch.remove() }
    let outcome = runCommand(["App", "--format", "html"], in: scratch.path)
    #expect(outcome.exitCode == .findings)
    #expect(outcome.output.hasPrefix("<!DOCTYPE html>"))
    #expect(outcome.output.contains("<span class=\"number\">2</span>"))
    #expect(outcome.output.contains("withAnimation(.<mark>bouncy</mark>)"))
    #expect(outcome.error.isEmpty)
  }

  @Test func theHelpListsTheNewFormatsAndOptions() {
    let help = runCommand(["audit", "--help"]).output
    for word in ["sarif", "github", "html", "--baseline", "--write-baseline", "--fix"] {
      #expect(help.contains(word), "\(word) is not in the help")
    }
    #expect(runCommand(["rules", "--help"]).output.contains("markdown"))
  }
}

/// `explain` shows how `--fix` corrects a fixable rule, and says nothing of it for the others.
@Test func explainShowsTheCorrectionsOfFixableRules() {
  let fixable = runCommand(["explain", "movement-transition-without-fade"]).output
  #expect(fixable.contains("Corrected by --fix"))
  #expect(fixable.contains("Panel().transition(reduceMotion ? .opacity : .move(edge: .bottom))"))
  #expect(!runCommand(["explain", "fading-overlay-without-z-index"]).output.contains("--fix"))
}
