import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources

/// `--fix`: applies the corrections findings carry, atomically, then audits again.
extension AuditCommand {
  /// Passes of correct-then-audit before giving up on corrections that keep appearing.
  static let maximumFixPasses = 4

  /// Corrects every finding of `report` that offers a correction (suppressed findings are left
  /// alone), auditing again after each pass until nothing is left to correct; returns the
  /// report of the corrected files. Files that cannot be corrected (read-only, unreadable, with
  /// syntax errors) are reported on standard error and left as they are; the count of
  /// corrections too, unless `quiet`.
  static func fix(
    _ report: AuditReport, request: AuditRequest, quiet: Bool = false, in context: CommandContext
  ) throws(AuditRunError) -> AuditReport {
    let paths = RepositoryPaths.relativeToCurrentDirectory(context.currentDirectory)
    var report = report
    var leftAlone: Set<String> = []
    var correctedFindings = 0
    var correctedFiles: Set<String> = []
    for _ in 0..<maximumFixPasses {
      let fixable = report.findings.filter { !$0.edits.isEmpty && !leftAlone.contains($0.file) }
      guard !fixable.isEmpty else { break }
      var findingsByFile: [String: [Finding]] = [:]
      for finding in fixable { findingsByFile[finding.file, default: []].append(finding) }
      for (file, findings) in findingsByFile.sorted(by: { $0.key < $1.key }) {
        let path = paths.absolutePath(of: file)
        let bytes: [UInt8]
        do {
          bytes = try context.reader.read(path)
        } catch {
          context.reportError("\(file): could not be read: \(error.reason); not corrected")
          leftAlone.insert(file)
          continue
        }
        let outcome = AuditThread.run { SourceCorrector.correct(bytes, findings: findings) }
        switch outcome {
        case .unchanged:
          leftAlone.insert(file)
        case .refused(let reason):
          context.reportError("\(file): \(reason)")
          leftAlone.insert(file)
        case .corrected(let corrected, let count):
          do {
            try AtomicFileWriter.write(corrected, to: path)
            correctedFindings += count
            correctedFiles.insert(file)
          } catch {
            switch error {
            case .readOnly: context.reportError("\(file): read-only; not corrected")
            case .failed(_, let reason):
              context.reportError("\(file): could not be written: \(reason); not corrected")
            }
            leftAlone.insert(file)
          }
        }
      }
      report = try AuditRunner.run(request, reader: context.reader)
    }
    guard !quiet else { return report }
    context.writeError(
      "motion-audit: corrected \(counted(correctedFindings, "finding")) in "
        + "\(counted(correctedFiles.count, "file"))\n")
    return report
  }
}
