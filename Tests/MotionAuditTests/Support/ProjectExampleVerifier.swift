import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import SwiftParser
import Testing

/// Checks a project rule's examples (small projects: files and contents), the way
/// ``verifyExamples(of:)`` checks a file rule's:
/// - every Swift file parses and every other file reads without a skip note;
/// - no finding in the non-triggering examples;
/// - in the triggering ones, findings exactly at the `↓` markers (file, line and character
///   column; a marked animation file expects one at its start);
/// - the rule's required tokens are sound: leaving out the facts of Swift files that hold none of
///   them changes nothing, and a marked Swift file holds one;
/// - where every marker is on a Swift line: columns survive a multi-byte character before them,
///   commenting the Swift files out silences the rule, and `disable:next`, `disable:this`, a
///   file-wide `disable` and `essential` suppress it.
func verifyProjectExamples(of rule: any ProjectRule.Type) {
  let description = rule.description
  let examples = rule.projectExamples
  #expect(!examples.triggering.isEmpty, "\(description.id): no triggering example")
  #expect(!examples.nonTriggering.isEmpty, "\(description.id): no non-triggering example")
  #expect(
    description.triggeringExamples.count == examples.triggering.count
      && description.nonTriggeringExamples.count == examples.nonTriggering.count,
    "\(description.id): the description's examples are not the project examples' listings")
  for example in examples.nonTriggering {
    let project = MarkedProject(example)
    #expect(
      project.markers.isEmpty, "non-triggering example has a ↓ marker",
      sourceLocation: example.sourceLocation)
    let result = auditProject(project.files, with: rule, example: example)
    #expect(
      result.findings.isEmpty && result.suppressed.isEmpty,
      "non-triggering example produced \(result.findings.map(\.projectSummary))",
      sourceLocation: example.sourceLocation)
    expectSoundTokens(project, rule, example)
  }
  for example in examples.triggering {
    verifyTriggering(example, of: rule)
  }
}

/// A project example with its markers removed, and where they were.
struct MarkedProject {
  struct Marker: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int

    static func < (lhs: Marker, rhs: Marker) -> Bool {
      (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    var description: String { "\(file):\(line):\(column)" }
  }

  var files: [ProjectExample.File]
  var markers: [Marker]

  init(_ example: ProjectExample) {
    var files: [ProjectExample.File] = []
    var markers: [Marker] = []
    for file in example.files {
      switch file.contents {
      case .text(let text):
        let marked = MarkedCode(text)
        markers += marked.markers.map { Marker(file: file.path, line: $0.line, column: $0.column) }
        files.append(.text(file.path, marked.code))
      case .animation:
        if file.expectsFinding { markers.append(Marker(file: file.path, line: 1, column: 1)) }
        files.append(file)
      }
    }
    self.files = files
    self.markers = markers.sorted()
  }

  var swiftPaths: Set<String> { Set(files.map(\.path).filter { $0.hasSuffix(".swift") }) }

  /// The project with each Swift file's text changed by `transform` (path, 1-based line, line).
  func transformingSwift(_ transform: (String, Int, String) -> [String]) -> [ProjectExample.File] {
    files.map { file in
      guard file.path.hasSuffix(".swift"), case .text(let text) = file.contents else { return file }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .flatMap { transform(file.path, $0.offset + 1, String($0.element)) }
      return .text(file.path, lines.joined(separator: "\n"))
    }
  }
}

/// Audits a small project in memory with `rule` alone: each Swift file through ``FileAuditor``
/// (for its facts), each other file through ``ProjectFileReader``, then the project rule.
/// `omitting` leaves out the facts of those Swift files, as a pre-filter that skips them would.
func auditProject(
  _ files: [ProjectExample.File], with rule: any ProjectRule.Type,
  omitting omitted: Set<String> = [], example: ProjectExample? = nil
) -> ProjectAuditor.Result {
  let settings = AuditSettings.only(rule)
  var swiftFiles: [ProjectContext.SwiftFile] = []
  var results: [ProjectFileResult] = []
  for file in files {
    switch file.contents {
    case .text(let text) where file.path.hasSuffix(".swift"):
      if let example {
        #expect(
          !Parser.parse(source: text).hasError, "\(file.path) does not parse",
          sourceLocation: example.sourceLocation)
      }
      guard !omitted.contains(file.path) else { continue }
      let result = FileAuditor.audit(file: file.path, bytes: Array(text.utf8), settings: settings)
      if let facts = result.facts {
        swiftFiles.append(ProjectContext.SwiftFile(file: file.path, facts: facts))
      }
    case .text(let text):
      guard let kind = ProjectFileKind(relativePath: file.path) else { continue }
      let result = ProjectFileReader.summarize(file.path, kind: kind, bytes: Array(text.utf8))
      if let example {
        #expect(
          result.skipped == nil, "\(file.path): \(result.skipped?.reason ?? "")",
          sourceLocation: example.sourceLocation)
      }
      results.append(result)
    case .animation(let summary):
      results.append(
        ProjectFileResult(file: file.path, kind: .animation, summary: .animation(summary)))
    }
  }
  let context = ProjectContext(files: results, swiftFiles: swiftFiles)
  return ProjectAuditor.audit(context, rules: [rule]) { _ in settings }
}

private func verifyTriggering(_ example: ProjectExample, of rule: any ProjectRule.Type) {
  let id = rule.description.id
  let location = example.sourceLocation
  let project = MarkedProject(example)
  #expect(!project.markers.isEmpty, "triggering example has no ↓ marker", sourceLocation: location)
  let plain = auditProject(project.files, with: rule, example: example)
  #expect(
    plain.markers == project.markers,
    "findings at \(plain.markers), expected at \(project.markers)", sourceLocation: location)
  expectSoundTokens(project, rule, example)

  let swiftPaths = project.swiftPaths
  guard project.markers.allSatisfy({ swiftPaths.contains($0.file) }) else { return }
  let markedLines = Set(project.markers.map { "\($0.file):\($0.line)" })
  func isMarked(_ path: String, _ line: Int) -> Bool { markedLines.contains("\(path):\(line)") }
  #expect(
    project.files.contains { file in
      guard case .text(let text) = file.contents, swiftPaths.contains(file.path) else {
        return false
      }
      return rule.description.tokenPrefilter.mayConcern(Array(text.utf8))
    }, "no Swift file of the example holds one of the rule's required tokens",
    sourceLocation: location)

  // Columns count characters: a multi-byte character before the marker counts once.
  let prefix = "/*🎉é*/ "
  let shifted = project.markers.map {
    MarkedProject.Marker(file: $0.file, line: $0.line, column: $0.column + prefix.count)
  }
  let multiByte = project.transformingSwift { path, number, line in
    isMarked(path, number) ? [prefix + line] : [line]
  }
  #expect(
    auditProject(multiByte, with: rule).markers == shifted.sorted(),
    "columns are wrong after a multi-byte character", sourceLocation: location)

  // The code commented out: nothing asks for the resource any more.
  let commented = project.transformingSwift { _, _, line in ["// " + line] }
  #expect(
    auditProject(commented, with: rule).findings.isEmpty, "finding with the code commented out",
    sourceLocation: location)

  // Suppression comments on the Swift lines.
  let count = project.markers.count
  let disabledNext = project.transformingSwift { path, number, line in
    isMarked(path, number) ? ["// motion-audit:disable:next \(id)", line] : [line]
  }
  expectSuppressed(
    auditProject(disabledNext, with: rule), count: count, kind: .disabled, "disable:next",
    location)
  let disabledThis = project.transformingSwift { path, number, line in
    isMarked(path, number) ? [line + " // motion-audit:disable:this \(id)"] : [line]
  }
  expectSuppressed(
    auditProject(disabledThis, with: rule), count: count, kind: .disabled, "disable:this",
    location)
  let disabledFile = project.transformingSwift { _, number, line in
    number == 1 ? ["// motion-audit:disable \(id)", line] : [line]
  }
  let shiftedDown = auditProject(disabledFile, with: rule)
  expectSuppressed(shiftedDown, count: count, kind: .disabled, "file-wide disable", location)
  let essential = project.transformingSwift { path, number, line in
    isMarked(path, number) ? ["// motion-audit:essential shows where the card goes", line] : [line]
  }
  let essentialResult = auditProject(essential, with: rule)
  expectSuppressed(essentialResult, count: count, kind: .essential, "essential", location)
  #expect(
    essentialResult.suppressed.allSatisfy { $0.suppression.reason == "shows where the card goes" },
    "the essential reason is not kept", sourceLocation: location)
}

/// Leaving out the Swift files that hold none of the rule's required tokens changes nothing.
private func expectSoundTokens(
  _ project: MarkedProject, _ rule: any ProjectRule.Type, _ example: ProjectExample
) {
  let prefilter = rule.description.tokenPrefilter
  let omitted = Set(
    project.files.compactMap { file -> String? in
      guard case .text(let text) = file.contents, file.path.hasSuffix(".swift"),
        !prefilter.mayConcern(Array(text.utf8))
      else { return nil }
      return file.path
    })
  guard !omitted.isEmpty else { return }
  #expect(
    auditProject(project.files, with: rule, omitting: omitted).markers
      == auditProject(project.files, with: rule).markers,
    "findings change when files without the required tokens are skipped: \(omitted.sorted())",
    sourceLocation: example.sourceLocation)
}

extension ProjectAuditor.Result {
  /// Where the findings are.
  var markers: [MarkedProject.Marker] {
    findings.map { MarkedProject.Marker(file: $0.file, line: $0.line, column: $0.column) }.sorted()
  }
}

extension Finding {
  var projectSummary: String { "\(file):\(line):\(column) \(ruleID): \(message)" }
}

extension ProjectExample {
  /// Where the example is written, for failures.
  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
