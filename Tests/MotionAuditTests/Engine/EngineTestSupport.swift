import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import TestSupport

/// A view whose button animates with an ungated spring: one finding, in `Card`.
let ungatedSpringView = """
  struct Card: View {
    @State private var isOpen = false
    var body: some View {
      Button("Open") { withAnimation(.bouncy) { isOpen.toggle() } }
    }
  }

  """

/// Audits `paths` (relative to `directory`) with `execution`.
///
/// Test code is audited too: a corpus of rule examples holds some (a unit test's observer), and
/// every file of it must count.
func runAudit(
  _ paths: [String], in directory: String, execution: AuditExecution,
  reader: some SourceReading = FileSystemSourceReader()
) throws -> AuditReport {
  try AuditRunner.run(
    AuditRequest(paths: paths, currentDirectory: directory, includeTests: true), reader: reader,
    execution: execution)
}

/// Every way a report is printed, one after the other: what "byte for byte the same output"
/// compares.
func renderedInEveryFormat(_ report: AuditReport) -> String {
  let reporters: [any Reporter] = [TextReporter(usesColor: false), XcodeReporter(), JSONReporter()]
  return reporters.map { $0.render(report) }.joined(separator: "\n=====\n")
}

/// A generated project: every rule's examples (triggering and not, suppressed and not) as files
/// in nested folders, several times over with changes, plus files that are skipped (not UTF-8,
/// binary). Many findings in many files: what a scheduling-dependent order would scramble.
func writeExampleCorpus(in scratch: ScratchDirectory, copies: Int = 3) throws -> Int {
  var count = 0
  for copy in 0..<copies {
    for (ruleIndex, rule) in RuleRegistry.all.enumerated() {
      let description = rule.description
      let examples = description.triggeringExamples + description.nonTriggeringExamples
      for (exampleIndex, example) in examples.enumerated() {
        var code = example.codeWithoutMarkers
        if copy == 1 { code = "// motion-audit:disable \(description.id)\n" + code }
        if copy == 2 { code = "import SwiftUI\n\n" + code + "\n// copy \(copy)\n" }
        let folder = "Copy\(copy)/Rule\(ruleIndex)/\(exampleIndex % 3)"
        try scratch.write("\(folder)/Example\(exampleIndex).swift", code)
        count += 1
      }
    }
  }
  try scratch.write("Copy0/Broken.swift", bytes: [0x6C, 0x65, 0x74, 0xFF])
  try scratch.write("Copy0/Binary.swift", bytes: [0x6C, 0x00, 0x74])
  return count + 2
}
