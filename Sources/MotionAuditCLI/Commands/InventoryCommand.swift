import Foundation
import MotionAuditEngine
import MotionAuditReporting

/// `motion-audit inventory [PATH]`: every motion site of the app, gated or not, grouped by screen,
/// with what it does with Reduce Motion off and on — the guides' "check every screen in both
/// states" as a checklist.
struct InventoryCommand: Subcommand {
  static let name = "inventory"
  static let abstract =
    "List every motion site of the app, gated or not, by screen, with what it does with Reduce "
    + "Motion off and on: a checklist for testing every screen in both states."
  static let discussion = """
    Each site shows its file:line:column, the kind of motion, the state that starts it where the \
    code shows one, whether a Reduce Motion gate is on its path, what moves with Reduce Motion \
    off, and with it on one of: fades, applies instantly, holds still, still moves (no gate). \
    The files are those 'audit' would read, with the same configuration.
    """
  static let options: [OptionDefinition] = [
    OptionDefinition(
      name: "--format", valueName: "format",
      help: "text for people (default), json for tools, markdown for a checklist in a pull "
        + "request or an issue, html for one page.",
      allowedValues: InventoryReporter.Format.allCases.map(\.rawValue)),
    OptionDefinition(
      name: "--output", valueName: "file",
      help: "Write the inventory to this file (replaced all at once) instead of standard output."),
    OptionDefinition(
      name: "--config", valueName: "file",
      help: "Use this configuration file instead of looking for .motion-audit.json."),
    OptionDefinition(
      name: "--jobs", valueName: "count",
      help: "Read this many files at once, 1 to 64 (default: the number of active processors)."),
  ]
  static let positional: PositionalDefinition? = PositionalDefinition(
    name: "path", help: "The app's folder or a Swift file (default: the current directory).",
    isRepeating: false, isRequired: false)

  var path: String?
  var format: InventoryReporter.Format
  var outputFile: String?
  var configurationFile: String?
  var jobs: Int

  init(_ arguments: ParsedArguments) throws(UsageError) {
    path = arguments.positionals.first
    format = arguments.values["--format"].flatMap(InventoryReporter.Format.init) ?? .text
    outputFile = arguments.values["--output"]
    configurationFile = arguments.values["--config"]
    jobs = AuditExecution.defaultJobs
    if let text = arguments.values["--jobs"] {
      guard let count = Int(text), (1...AuditExecution.maximumJobs).contains(count) else {
        throw UsageError(
          message: "'--jobs' must be a whole number from 1 to \(AuditExecution.maximumJobs) "
            + "(got '\(text)')")
      }
      jobs = count
    }
  }

  func run(in context: CommandContext) -> ExitCode {
    let request = AuditRequest(
      paths: path.map { [$0] } ?? [], configurationFile: configurationFile,
      currentDirectory: context.currentDirectory)
    let inventory: MotionInventory
    do {
      inventory = try InventoryRunner.run(request, reader: context.reader, jobs: jobs)
    } catch {
      context.reportError("\(error)")
      return .usageError
    }
    let rendered = InventoryReporter(format: format).render(inventory)
    guard let outputFile else {
      context.writeOutput(rendered)
      return .success
    }
    let target = RepositoryPaths.relativeToCurrentDirectory(context.currentDirectory)
      .absolutePath(of: outputFile)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      context.reportError("\(outputFile): a directory, not written; name a file for --output")
      return .usageError
    }
    do {
      try AtomicFileWriter.write(Array(rendered.utf8), to: target)
    } catch {
      context.reportError(error.description)
      return .usageError
    }
    return .success
  }
}
