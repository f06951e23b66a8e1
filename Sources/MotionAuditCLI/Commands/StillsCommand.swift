import AnimationFiles
import Foundation
import LottieRendering
import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources

/// `motion-audit stills <file>`: renders a mascot's still pose for each mood of its Lottie
/// animation to SVG, into an asset catalog's image sets or a folder.
struct StillsCommand: Subcommand {
  static let name = "stills"
  static let abstract =
    "Render a Lottie mascot's still pose for each mood to SVG image sets for Reduce Motion."
  static let discussion = """
    By default renders one still per mood marker: a marker named mood:<id>, or, in a file \
    without such markers, every marker other than the reduced-motion one (as MotionAwareLottie \
    plays moods by marker name). The still is the marker's start frame, or the frame of a marker \
    named still:<id>, the calm pose chosen for that mood. --frame, --progress or --marker \
    renders one frame instead.

    --into writes or updates <prefix><mood>.imageset in an asset catalog (SVG, preserving the \
    vector representation), replacing each set in one step and leaving every other set alone; \
    --out writes plain SVG files. Sets already up to date are left untouched.

    Text is drawn from the glyph outlines the file holds, or from a font in --fonts; images \
    the file names without holding are read from --images or beside the file. Text with \
    neither, expressions that cannot be evaluated (such as wiggle), effects other than drop \
    shadows, fills and Gaussian blurs, layer styles other than drop shadows, the add and hard \
    mix blend modes and cameras are not drawn (3D layers are drawn flat, without perspective): \
    each one met is named (layer and property), and nothing is written unless \
    --allow-unsupported is given.

    Exit codes: 0 the stills were written (or are up to date), 2 usage error, 3 the file could \
    not be read, is malformed, or needs features the renderer does not draw.
    """
  static let options =
    [
      OptionDefinition(
        name: "--into", valueName: "catalog",
        help: "Write image sets into this asset catalog (Assets.xcassets)."),
      OptionDefinition(name: "--out", valueName: "directory", help: "Write plain SVG files here."),
      OptionDefinition(
        name: "--prefix", valueName: "prefix",
        help: "Image set and file name prefix (default: mascot-mood-, as MotionAware expects; none "
          + "for --frame, --progress and --all-frames, whose stills are named by frame)."),
      OptionDefinition(
        name: "--moods", valueName: "ids",
        help: "Render only these moods (comma-separated mood identifiers)."),
      OptionDefinition(name: "--frame", valueName: "n", help: "Render frame n only."),
      OptionDefinition(
        name: "--all-frames", valueName: nil,
        help:
          "Render every frame to <prefix>frame-<n>.svg (with --out), to review a whole animation."
      ),
      OptionDefinition(
        name: "--progress", valueName: "p", help: "Render the frame at progress p (0…1) only."),
      OptionDefinition(
        name: "--marker", valueName: "name", help: "Render the start frame of this marker only."),
      OptionDefinition(
        name: "--name", valueName: "name",
        help: "The still's name after the prefix with --frame, --progress or --marker."),
      OptionDefinition(
        name: "--animation", valueName: "id",
        help: "The animation of a dotLottie archive that holds several."),
      OptionDefinition(
        name: "--size", valueName: "WxH",
        help: "The drawn size in points (default: the animation's size)."),
      OptionDefinition(
        name: "--images", valueName: "folder",
        help:
          "Find the image files the animation names but does not embed here (default: beside the file)."
      ),
      OptionDefinition(
        name: "--fonts", valueName: "folder",
        help: "Find fonts (.ttf, .otf) here for text whose glyph outlines the file does not hold."),
      OptionDefinition(name: "--dry-run", valueName: nil, help: "List what would be written."),
      OptionDefinition(
        name: "--allow-unsupported", valueName: nil,
        help: "Write stills that leave out unsupported features, naming what is missing."),
    ] + riveOptions
  static let positional: PositionalDefinition? = PositionalDefinition(
    name: "file", help: "A Lottie JSON (.json), dotLottie (.lottie) or Rive (.riv) file.",
    isRepeating: false,
    isRequired: true)

  enum Selection: Equatable {
    case moods([String]?)
    case frame(Double)
    case progress(Double)
    case marker(String)
    case allFrames

    var isOneStill: Bool {
      switch self {
      case .frame, .progress, .marker: true
      case .moods, .allFrames: false
      }
    }
  }

  enum Destination: Equatable {
    case catalog(String)
    case directory(String)
  }

  var file: String
  var selection: Selection
  var destination: Destination
  var prefix: String
  var stillName: String?
  var animationID: String?
  var size: (width: Double, height: Double)?
  var imageFolder: String?
  var fontFolder: String?
  var isDryRun: Bool
  var allowsUnsupported: Bool
  /// What to render from a Rive file.
  var rive: RiveStillsOptions

  init(_ arguments: ParsedArguments) throws(UsageError) {
    file = arguments.positionals[0]
    rive = try RiveStillsOptions(arguments)
    let values = arguments.values
    let chosen =
      ["--moods", "--frame", "--progress", "--marker"].filter { values[$0] != nil }
      + (arguments.flags.contains("--all-frames") ? ["--all-frames"] : [])
    guard chosen.count <= 1 else {
      throw UsageError(message: "give one of \(ParsedArguments.list(chosen)), not several")
    }
    if arguments.flags.contains("--all-frames") {
      selection = .allFrames
    } else if let frame = values["--frame"] {
      guard let number = Double(frame), number.isFinite else {
        throw UsageError(message: "'--frame' must be a number (got '\(frame)')")
      }
      selection = .frame(number)
    } else if let progress = values["--progress"] {
      guard let number = Double(progress), (0...1).contains(number) else {
        throw UsageError(message: "'--progress' must be a number from 0 to 1 (got '\(progress)')")
      }
      selection = .progress(number)
    } else if let marker = values["--marker"] {
      selection = .marker(marker)
    } else {
      let moods = values["--moods"].map {
        $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
          !$0.isEmpty
        }
      }
      if let moods, moods.isEmpty {
        throw UsageError(message: "'--moods' needs at least one mood identifier")
      }
      selection = .moods(moods)
    }
    switch (values["--into"], values["--out"]) {
    case (let catalog?, nil): destination = .catalog(catalog)
    case (nil, let directory?): destination = .directory(directory)
    case (.some, .some):
      throw UsageError(message: "give '--into' or '--out', not both")
    case (nil, nil):
      throw UsageError(
        message:
          "'stills' needs '--into <catalog>' (an asset catalog) or '--out <directory>'. Run 'motion-audit stills --help' for help."
      )
    }
    if selection == .allFrames, case .catalog = destination {
      throw UsageError(message: "'--all-frames' writes files: use it with '--out', not '--into'")
    }
    stillName = values["--name"]
    prefix = values["--prefix"] ?? Self.defaultPrefix(for: selection, named: stillName)
    if stillName != nil, !selection.isOneStill {
      throw UsageError(message: "'--name' names the one still of --frame, --progress or --marker")
    }
    for name in [prefix, stillName ?? ""] where name.contains("/") || name.hasPrefix(".") {
      throw UsageError(
        message: "a still's name cannot contain '/' or start with '.' (got '\(name)')")
    }
    animationID = values["--animation"]
    if let text = values["--size"] {
      let parts = text.lowercased().split(separator: "x").map { Double($0) }
      guard parts.count == 2, let width = parts[0], let height = parts[1], width > 0, height > 0,
        width.isFinite, height.isFinite
      else {
        throw UsageError(message: "'--size' must be WxH in points, such as 120x120 (got '\(text)')")
      }
      size = (width, height)
    }
    imageFolder = values["--images"]
    fontFolder = values["--fonts"]
    isDryRun = arguments.flags.contains("--dry-run")
    allowsUnsupported = arguments.flags.contains("--allow-unsupported")
  }

  /// One still to write: its name after the prefix, the frame, and why that frame.
  struct PlannedStill {
    var name: String
    var frame: Double
    var reason: String
  }

  func run(in context: CommandContext) -> ExitCode {
    let outcome = AuditThread.run { () -> Result<[String], StillsFailure> in
      do throws(StillsFailure) {
        return .success(try write(in: context))
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let lines):
      context.writeOutput(lines.map { $0 + "\n" }.joined())
      return .success
    case .failure(let failure):
      for message in failure.messages { context.reportError(message) }
      return failure.exitCode
    }
  }

  /// What went wrong, with the exit code it ends the run with.
  struct StillsFailure: Error, Sendable {
    var messages: [String]
    var exitCode: ExitCode
  }

  func resolve(_ path: String, in context: CommandContext) -> URL {
    URL(
      fileURLWithPath: path,
      relativeTo: URL(fileURLWithPath: context.currentDirectory, isDirectory: true)
    ).standardizedFileURL
  }

  private func write(in context: CommandContext) throws(StillsFailure) -> [String] {
    if case .catalog(let catalog) = destination { try checkCatalog(catalog, in: context) }
    if isRiveFile(in: context) { return try store(try renderRiveStills(in: context), in: context) }
    let document = try readDocument(in: context)
    let animation = document.animation
    let stills = try plan(for: animation)
    let renderer = LottieStillRenderer(
      document: document, resources: try resources(for: document, in: context))
    var rendered: [RenderedStill] = []
    for still in stills {
      let result = renderer.render(frame: still.frame, width: size?.width, height: size?.height)
      rendered.append(
        RenderedStill(
          still: still, svg: result.svg, unsupported: result.unsupported.map(\.description)))
    }
    return try store(rendered, in: context)
  }

  /// A still drawn, with what it leaves out.
  struct RenderedStill {
    var still: PlannedStill
    var svg: String
    var unsupported: [String]
  }

  /// Writes the stills, or with unsupported features and no --allow-unsupported, nothing.
  func store(_ rendered: [RenderedStill], in context: CommandContext) throws(StillsFailure)
    -> [String]
  {
    var problems: [String] = []
    var warnings: [String] = []
    for entry in rendered {
      for feature in entry.unsupported {
        let line = "\(file): \(entry.still.reason) needs what stills cannot draw: \(feature)"
        if allowsUnsupported { warnings.append(line) } else { problems.append(line) }
      }
    }
    guard problems.isEmpty else {
      throw StillsFailure(
        messages: problems + [
          "\(file): nothing written; pass --allow-unsupported to write the stills without these"
        ], exitCode: .unreadableFiles)
    }
    for warning in warnings { context.reportWarning(warning) }
    var lines: [String] = []
    let replacer = DirectoryReplacer()
    for (still, svg) in rendered.map({ ($0.still, $0.svg) }) {
      let name = prefix + still.name
      let data = Data(svg.utf8)
      switch destination {
      case .catalog(let catalog):
        let set = resolve(catalog, in: context).appendingPathComponent(name + ".imageset")
        let shown = catalog + "/" + name + ".imageset"
        if isDryRun {
          let state = DirectoryReplacer.holds(set, exactly: Self.imageSetFiles(name, data))
          lines.append("\(state ? "up to date" : "would write") \(shown) (\(still.reason))")
          continue
        }
        do {
          let outcome = try replacer.replace(set, with: Self.imageSetFiles(name, data))
          lines.append("\(Self.verb(outcome)) \(shown) (\(still.reason))")
        } catch {
          throw StillsFailure(
            messages: ["could not write \(shown): \(Self.reason(error))"],
            exitCode: .unreadableFiles)
        }
      case .directory(let directory):
        let folder = resolve(directory, in: context)
        let target = folder.appendingPathComponent(name + ".svg")
        let shown = directory + "/" + name + ".svg"
        let current = try? Data(contentsOf: target)
        if isDryRun {
          lines.append(
            "\(current == data ? "up to date" : "would write") \(shown) (\(still.reason))")
          continue
        }
        if current == data {
          lines.append("up to date \(shown) (\(still.reason))")
          continue
        }
        do {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          try data.write(to: target, options: .atomic)
        } catch {
          throw StillsFailure(
            messages: ["could not write \(shown): \(Self.reason(error))"],
            exitCode: .unreadableFiles)
        }
        lines.append("\(current == nil ? "created" : "replaced") \(shown) (\(still.reason))")
      }
    }
    return lines
  }

  /// The images and fonts the animation names without holding: images from `--images` or,
  /// as players resolve them, beside the file; fonts from `--fonts`.
  private func resources(
    for document: LottieDocument, in context: CommandContext
  ) throws(StillsFailure) -> RenderResources {
    let beside = resolve(file, in: context).deletingLastPathComponent()
    let images = imageFolder.map { resolve($0, in: context) }
    let fonts = fontFolder.map { resolve($0, in: context) }
    do throws(ResourceError) {
      return try RenderResources.load(
        for: document, imageFolders: (images.map { [$0] } ?? []) + [beside],
        fontFolders: fonts.map { [$0] } ?? [])
    } catch {
      let option = error.path == fonts?.path ? "--fonts" : "--images"
      throw StillsFailure(messages: ["\(option): \(error)"], exitCode: .usageError)
    }
  }

  private static func verb(_ outcome: DirectoryReplacer.Outcome) -> String {
    switch outcome {
    case .created: "created"
    case .replaced: "replaced"
    case .unchanged: "up to date"
    }
  }

  /// An image set holding one SVG whose vector data is kept at every size.
  static func imageSetFiles(_ name: String, _ svg: Data) -> [String: Data] {
    let contents = """
      {
        "images" : [
          {
            "filename" : "\(name).svg",
            "idiom" : "universal"
          }
        ],
        "info" : {
          "author" : "xcode",
          "version" : 1
        },
        "properties" : {
          "preserves-vector-representation" : true
        }
      }

      """
    return ["Contents.json": Data(contents.utf8), name + ".svg": svg]
  }

  private func readDocument(in context: CommandContext) throws(StillsFailure) -> LottieDocument {
    let path = resolve(file, in: context).path
    let bytes: [UInt8]
    do throws(ReadError) {
      bytes = try context.reader.read(path)
    } catch {
      throw StillsFailure(
        messages: ["\(file): could not be read: \(error.reason)"], exitCode: .unreadableFiles)
    }
    let documents: [LottieDocument]
    do throws(AnimationFileError) {
      documents = try LottieDocument.read(Data(bytes), fileName: file)
    } catch {
      throw StillsFailure(messages: [error.description], exitCode: .unreadableFiles)
    }
    let ids = documents.compactMap(\.animationID)
    if let animationID {
      guard let document = documents.first(where: { $0.animationID == animationID }) else {
        let known =
          ids.isEmpty ? "it is not a dotLottie archive" : "it has \(ParsedArguments.list(ids))"
        throw StillsFailure(
          messages: ["\(file): no animation '\(animationID)'; \(known)"], exitCode: .usageError)
      }
      return document
    }
    guard documents.count == 1, let document = documents.first else {
      throw StillsFailure(
        messages: [
          "\(file): holds \(documents.count) animations (\(ParsedArguments.list(ids))); choose one with --animation"
        ], exitCode: .usageError)
    }
    return document
  }

  private func plan(for animation: LottieAnimation) throws(StillsFailure) -> [PlannedStill] {
    func usage(_ message: String) -> StillsFailure {
      StillsFailure(messages: ["\(file): " + message], exitCode: .usageError)
    }
    let first = animation.firstFrame
    let last = animation.lastFrame
    switch selection {
    case .frame(let frame):
      guard frame >= first, frame < last else {
        throw usage(
          "frame \(frameText(frame)) is outside the animation (frames \(frameText(first)) to \(frameText(last)))"
        )
      }
      return [
        PlannedStill(
          name: stillName ?? "frame-\(frameText(frame))", frame: frame,
          reason: "frame \(frameText(frame))")
      ]
    case .progress(let progress):
      let frame = min(first + (last - first) * progress, max(first, last - 1))
      return [
        PlannedStill(
          name: stillName ?? "progress-\(frameText(progress * 100))", frame: frame,
          reason: "frame \(frameText(frame)), progress \(frameText(progress))")
      ]
    case .allFrames:
      var frames: [PlannedStill] = []
      var frame = first.rounded(.up)
      while frame < last, frames.count < 100_000 {
        frames.append(
          PlannedStill(
            name: "frame-\(frameText(frame))", frame: frame, reason: "frame \(frameText(frame))"))
        frame += 1
      }
      return frames
    case .marker(let name):
      guard let marker = animation.markers.first(where: { $0.name == name }) else {
        throw usage(
          "no marker '\(name)'; the markers are \(ParsedArguments.list(animation.markers.map { "'\($0.name)'" }))"
        )
      }
      return [
        PlannedStill(
          name: stillName ?? name, frame: marker.startFrame,
          reason: "marker '\(name)', frame \(frameText(marker.startFrame))")
      ]
    case .moods(let wanted):
      let moods = MoodStill.moods(of: animation)
      guard !moods.isEmpty else {
        throw usage(
          "no mood markers (markers named mood:<id>, or named after the moods); use --frame, --progress or --marker"
        )
      }
      var chosen = moods
      if let wanted {
        let missing = wanted.filter { id in !moods.contains { $0.mood == id } }
        guard missing.isEmpty else {
          throw usage(
            "no marker for \(ParsedArguments.list(missing.map { "'\($0)'" })); the moods are \(ParsedArguments.list(moods.map { "'\($0.mood)'" }))"
          )
        }
        chosen = wanted.compactMap { id in moods.first { $0.mood == id } }
      }
      return chosen.map { mood in
        let source =
          mood.isChosenPose ? "calm pose 'still:\(mood.mood)'" : "marker '\(mood.marker)'"
        return PlannedStill(
          name: mood.mood, frame: mood.frame,
          reason: "mood '\(mood.mood)', \(source), frame \(frameText(mood.frame))")
      }
    }
  }
}

/// A frame number as people write it: `12`, `12.5`, and `45` for the `45.00000183288755` a
/// marker's time in seconds turns into.
private func frameText(_ value: Double) -> String {
  format(value)
}
