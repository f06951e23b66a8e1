import Foundation
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources

/// `--baseline` and `--write-baseline`: report only new findings, and record the current ones.
extension AuditCommand {
  /// The key of a finding in the baseline at `baselineFile`: its path relative to the baseline's
  /// directory (with `..` when outside it), its rule and its line's text.
  static func baselineKey(for baselineFile: String, in context: CommandContext)
    -> @Sendable (
      Finding
    ) -> FindingKey
  {
    let paths = RepositoryPaths.relativeToCurrentDirectory(context.currentDirectory)
    let directory = (paths.absolutePath(of: baselineFile) as NSString).deletingLastPathComponent
    let relative = RepositoryPaths(root: directory, currentDirectory: context.currentDirectory)
    return { finding in FindingKey(finding, file: relative.pathFromRoot(to: finding.file)) }
  }

  /// Reads the baseline at `file`, or explains why it cannot be used.
  static func loadBaseline(_ file: String, in context: CommandContext) throws(BaselineError)
    -> Baseline
  {
    let path = RepositoryPaths.relativeToCurrentDirectory(context.currentDirectory)
      .absolutePath(of: file)
    let bytes: [UInt8]
    do {
      bytes = try FileSystemSourceReader().read(path)
    } catch {
      throw BaselineError(file: file, reason: "could not be read: \(error.reason)")
    }
    return try Baseline.decode(bytes, file: file)
  }

  /// Records every finding of `report` at `file`, atomically.
  static func writeBaseline(_ report: AuditReport, to file: String, in context: CommandContext)
    throws(FileWriteError) -> Baseline
  {
    let baseline = Baseline(
      recording: report.findings, key: baselineKey(for: file, in: context))
    let path = RepositoryPaths.relativeToCurrentDirectory(context.currentDirectory)
      .absolutePath(of: file)
    try AtomicFileWriter.write(Array(baseline.encoded().utf8), to: path)
    return baseline
  }

  /// `1 finding`, `2 findings`.
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
