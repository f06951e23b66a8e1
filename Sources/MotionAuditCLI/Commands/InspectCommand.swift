import AnimationFiles
import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSemantics
import MotionAuditSources

/// `motion-audit inspect <file>…`: what a developer needs to wire an animation file up under
/// Reduce Motion — Lottie markers and whether lottie-ios handles Reduce Motion by itself,
/// dotLottie loop settings, Rive artboards, state machines, inputs, view models and the intro's
/// length.
struct InspectCommand: Subcommand {
  enum Format: String, CaseIterable {
    case text
    case json
  }

  static let name = "inspect"
  static let abstract =
    "Summarize Lottie, dotLottie and Rive files for wiring them up under Reduce Motion."
  static let discussion = """
    For a Lottie file (JSON or dotLottie): duration, frame rate, markers, whether it has the \
    "reduced motion" marker lottie-ios plays by itself under Reduce Motion, and the dotLottie \
    manifest's loop settings. For a .riv file: artboards, animations and their loops, state \
    machines with their inputs, view models, triggers, any boolean that switches reduced motion, \
    and, for an intro, its length to wait when no end trigger exists. Markers outside the \
    animation's frames are flagged. A folder is searched for .riv, .lottie and Lottie .json files \
    (other JSON is passed over). What to do under Reduce Motion is said once, after the files.

    Exit codes: 0 every file was read, 2 usage error, 3 some files could not be read or are \
    malformed (each is reported with the reason and byte offset; the others are still \
    inspected).
    """
  static let options = [
    OptionDefinition(
      name: "--format", valueName: "format",
      help: "Output format: text for people, json for tools (default: text).",
      allowedValues: Format.allCases.map(\.rawValue))
  ]
  static let positional: PositionalDefinition? = PositionalDefinition(
    name: "files",
    help: "Lottie JSON (.json), dotLottie (.lottie) or Rive (.riv) files, or folders holding them.",
    isRepeating: true, isRequired: true)

  /// Raised when a field changes meaning or disappears; new fields do not raise it.
  static let schemaVersion = 1

  var files: [String]
  var format: Format

  init(_ arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    format = arguments.values["--format"].flatMap(Format.init(rawValue:)) ?? .text
  }

  /// One file's outcome: a summary, or the message saying why it could not be read.
  private enum Outcome: Sendable {
    case summary(AnimationSummary, stills: [MoodStillStatus])
    case failure(message: String, error: AnimationFileError?)
  }

  func run(in context: CommandContext) -> ExitCode {
    var outcomes: [(file: String, outcome: Outcome)] = []
    for named in files {
      let found: [AnimationFileSearch.Found]
      do {
        found = try AnimationFileSearch.files(named: named, in: context)
      } catch {
        context.reportError(error.message)
        return .usageError
      }
      let before = outcomes.count
      for candidate in found {
        // Read on an audit thread: its stack has room for the deepest file a reader accepts.
        let outcome = AuditThread.run { inspect(candidate.path, in: context) }
        if case .failure = outcome, candidate.isGuess { continue }
        if case .failure(let message, _) = outcome { context.reportError(message) }
        outcomes.append((candidate.path, outcome))
      }
      guard outcomes.count > before else {
        context.reportError("'\(named)' holds no Lottie or Rive file; check the path")
        return .usageError
      }
    }
    switch format {
    case .text: context.writeOutput(text(outcomes))
    case .json: context.writeOutput(json(outcomes).serialized() + "\n")
    }
    let failed = outcomes.contains {
      if case .failure = $0.outcome { return true }
      return false
    }
    return failed ? .unreadableFiles : .success
  }

  private func inspect(_ file: String, in context: CommandContext) -> Outcome {
    let path = URL(
      fileURLWithPath: file,
      relativeTo: URL(fileURLWithPath: context.currentDirectory, isDirectory: true)
    ).standardizedFileURL.path
    let limit = AnimationFileLimits.default.maximumFileSize
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > limit
    {
      let error = AnimationFileError(fileName: file, offset: nil, reason: .limitExceeded(.fileSize))
      return .failure(message: error.description, error: error)
    }
    let bytes: [UInt8]
    do throws(ReadError) {
      bytes = try context.reader.read(path)
    } catch {
      return .failure(message: "\(file): could not be read: \(error.reason)", error: nil)
    }
    do throws(AnimationFileError) {
      let summary = AnimationSummary(try AnimationFileReader.read(Data(bytes), fileName: file))
      return .summary(
        summary, stills: MoodStillStatus.statuses(of: summary, file: file, path: path))
    } catch {
      return .failure(message: error.description, error: error)
    }
  }

  private func text(_ outcomes: [(file: String, outcome: Outcome)]) -> String {
    var sections: [String] = []
    for (file, outcome) in outcomes {
      guard case .summary(let summary, let stills) = outcome else { continue }
      let lines =
        summary.textLines
        + MoodStillStatus.textLines(
          stills, triggers: MoodStillStatus.triggers(of: summary), file: file)
      sections.append(file + "\n" + lines.map { "  " + $0 + "\n" }.joined())
    }
    var advice: [String] = []
    for case (_, .summary(let summary, _)) in outcomes {
      for line in summary.reduceMotionAdvice where !advice.contains(line) { advice.append(line) }
    }
    if !advice.isEmpty {
      sections.append(
        "Under Reduce Motion:\n"
          + advice.map {
            "  - " + TextReporter.wrap($0, width: 96).joined(separator: "\n    ") + "\n"
          }
          .joined())
    }
    return sections.joined(separator: "\n")
  }

  private func json(_ outcomes: [(file: String, outcome: Outcome)]) -> JSONValue {
    var failed = 0
    let files: [JSONValue] = outcomes.map { file, outcome in
      switch outcome {
      case .summary(let summary, let stills):
        let moods: [(key: String, value: JSONValue)] =
          stills.isEmpty ? [] : [("moodStills", MoodStillStatus.json(stills))]
        return .object([("file", .string(file))] + summary.jsonMembers + moods)
      case .failure(let message, let error):
        failed += 1
        return .object([
          ("file", .string(file)),
          (
            "error",
            .object([
              ("message", .string(message)),
              ("reason", .string(error.map { "\($0.reason)" } ?? "could not be read")),
              ("offset", error?.offset.map(JSONValue.int) ?? .null),
              ("entry", error?.entryName.map(JSONValue.string) ?? .null),
              ("keyPath", error?.keyPath.map(JSONValue.string) ?? .null),
            ])
          ),
        ])
      }
    }
    return .object([
      ("version", .int(Self.schemaVersion)),
      (
        "tool",
        .object([
          ("name", .string("motion-audit")), ("version", .string(MotionAuditVersion.current)),
        ])
      ),
      ("files", .array(files)),
      (
        "summary",
        .object([
          ("files", .int(outcomes.count)), ("inspected", .int(outcomes.count - failed)),
          ("failed", .int(failed)),
        ])
      ),
    ])
  }
}
