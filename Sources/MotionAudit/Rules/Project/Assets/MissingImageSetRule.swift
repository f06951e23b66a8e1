import AnimationFiles
import Foundation
import MotionAuditSemantics

/// `Image("…")`, `UIImage(named:)` or `NSImage(named:)` naming an image set that no asset catalog
/// of the project has: above all a mascot's still, which is all that shows under Reduce Motion.
///
/// An interpolated name (`"mascot-mood-\(mood)"`) is checked against its family, the sets whose
/// names fit around the interpolation: there must be one, and when the family is numbered
/// (`mascot-mood-0`, `-1`, `-3`) a gap in the numbers is a missing still. Runs only when the
/// project has an asset catalog (otherwise images may come from anywhere); image files outside
/// catalogs count by name; `Image(systemName:)`, `Image(uiImage:)` and images from another
/// bundle (`bundle: .module`) are never checked; a difference in case alone is not reported.
///
/// Known false positives: sets in catalogs outside the audited paths, or created at build time.
/// Known false negatives: names held in variables; the upper end of a numbered family (the code's
/// range is not known).
///
/// Default severity `note`: on the accuracy labels of real apps its findings are right less often
/// than the 90% a warning needs (docs/accuracy.md); `"rules": { "<id>": "warning" }` in the
/// configuration raises it.
package struct MissingImageSetRule: ProjectRule {
  package static var routes: [any CallRoute.Type] { [ImageLoader.self] }

  package static let description = RuleDescription(
    id: "missing-image-set",
    name: "Image name not in any asset catalog",
    defaultSeverity: .note,
    message: "No image set of this name in the asset catalogs",
    rationale: """
      Under Reduce Motion a mascot is replaced by its still pose, so the still is all that \
      people who turn the setting on see. The guide maps "each mood to a still image, using \
      frames of the same character so the reduced version looks intentional": a still missing \
      from the catalog leaves an empty space where the mascot's meaning should be, and the \
      mistake only shows with the setting on.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — what a brand mascot should do",
      "Apple HIG: Accessibility › Motion",
    ],
    fix: """
      Add an image set of that name to the asset catalog, or correct the name. For a mascot's \
      still, the finding says so and, when the project holds the mascot's Lottie animation, \
      names the `motion-audit stills` command that renders it.
      """,
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    examples: projectExamples)

  /// Only where they may be called (`Image("logo")`, `UIImage.init(named:)`): not `ImageView` or
  /// `var icon: NSImage?`; and, once the catalogs are read, not where the name is one they have.
  private static let tokenCondition = TokenCondition.anyOf(
    ImageLoader.allNames.sorted(), matching: .callee,
    exceptions: Dictionary(
      uniqueKeysWithValues: ImageLoader.allCases.flatMap { loader in
        loader.names.map { name in (name, loader.labelsLoadingElsewhere.sorted().map { "(\($0):" })
        }
      }),
    unless: projectSettles)

  /// A call that cannot be reported: the project has no catalog (the rule does not run), or the
  /// call passes a name the project has, or no literal at all.
  static let projectSettles = ProjectOccurrenceTest("names an image the project has") {
    bytes, end, project in
    guard !project.catalogs.isEmpty else { return true }
    switch ImageLoadBytes.argument(ofCallEndingAt: end, in: bytes) {
    case .literal(let name)?: return hasImage(named: name, in: project)
    case .noLiteral?: return true
    case nil: return false
    }
  }

  /// Whether a catalog or an image file outside the catalogs provides `name`.
  static func hasImage(named name: String, in project: ProjectContext) -> Bool {
    project.catalogs.hasImage(named: name) || project.bundleImageNames.contains(name)
  }

  package init() {}

  package static func check(_ project: ProjectContext, violations: inout [ProjectViolation]) {
    guard !project.catalogs.isEmpty else { return }
    let available = project.catalogs.imageNames
    for swiftFile in project.swiftFiles {
      for image in swiftFile.facts.images {
        switch image.name {
        case .literal(let name):
          guard !hasImage(named: name, in: project) else { continue }
          let command = Self.stillsCommand(making: name, in: project)
          violations.append(
            ProjectViolation(
              swiftFile.file, image.site,
              message: "No image set `\(name)` in the asset catalogs: \(image.api) shows nothing"
                + (command.map { "; render it from the mascot's animation with `\($0)`" } ?? ""),
              fix: Self.isMascotStill(name, command: command)
                ? Self.mascotStillFix(command: command) : nil))
        case .pattern(let pieces):
          let family = available.filter { Self.name($0, fits: pieces) }
          if family.isEmpty {
            violations.append(
              ProjectViolation(
                swiftFile.file, image.site,
                message: "No image set in the asset catalogs fits `\(Self.spelled(pieces))`: "
                  + "\(image.api) shows nothing"))
          } else if let gap = Self.gap(in: family, pieces: pieces) {
            let missing = "\(pieces[0])\(gap.missing)\(pieces[1])"
            let command = Self.stillsCommand(making: missing, in: project)
            violations.append(
              ProjectViolation(
                swiftFile.file, image.site,
                message: "The numbered family `\(Self.spelled(pieces))` has a gap: no image set "
                  + "`\(missing)` (the catalog has "
                  + "\(gap.present.map(String.init).joined(separator: ", ")))",
                fix: Self.isMascotStill(missing, command: command)
                  ? Self.mascotStillFix(command: command) : nil))
          }
        }
      }
    }
  }

  /// Whether `name` is a mascot's still: the project's mascot animation has its mood, or the
  /// name says so (`mascot-idle`). Only then does the fix speak of moods and poses.
  static func isMascotStill(_ name: String, command: String?) -> Bool {
    command != nil || name.lowercased().contains("mascot")
  }

  private static func mascotStillFix(command: String?) -> String {
    "Add the mascot's still for this mood to the asset catalog (a frame of the same character, "
      + "so the reduced version looks intentional), or correct the name"
      + (command.map { "; `\($0)` renders it from the mascot's animation file." } ?? ".")
  }

  /// The `motion-audit stills` command that renders the still `name` (`<prefix><mood>`) from a
  /// Lottie animation of the project with a marker for that mood, or a Rive file with a
  /// `mood:<id>` timeline animation for it; nil when there is none.
  static func stillsCommand(making name: String, in project: ProjectContext) -> String? {
    guard let catalog = project.catalogs.catalogs.sorted().first else { return nil }
    for animation in project.animations.sorted(by: { $0.file < $1.file }) {
      var candidates: [(id: String?, markers: [String])] = []
      switch animation.summary {
      case .lottie(let lottie): candidates = [(nil, lottie.markers.map(\.name))]
      case .dotLottie(let archive):
        candidates = archive.animations.map { ($0.id, $0.animation.markers.map(\.name)) }
      case .rive(let rive):
        // A Rive file names a mood by a timeline animation `mood:<id>`.
        candidates = [
          (nil, rive.artboards.flatMap(\.animations).map(\.name).filter { $0.hasPrefix("mood:") })
        ]
      }
      for (id, markers) in candidates {
        let moods = LottieMoodMarkers.moods(markerNames: markers).map(\.id)
        guard
          let mood = moods.filter({ name.hasSuffix($0) && name.count > $0.count })
            .max(by: { $0.count < $1.count })
        else { continue }
        let prefix = String(name.dropLast(mood.count))
        var command = "motion-audit stills \(Self.quoted(animation.file))"
        if let id, candidates.count > 1 { command += " --animation \(Self.quoted(id))" }
        command += " --into \(Self.quoted(catalog)) --moods \(Self.quoted(mood))"
        if prefix != "mascot-mood-" { command += " --prefix \(Self.quoted(prefix))" }
        return command
      }
    }
    return nil
  }

  /// A command-line argument, quoted for a POSIX shell when it needs to be.
  private static func quoted(_ argument: String) -> String {
    let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./:@+".contains($0) }
    if plain, !argument.isEmpty { return argument }
    return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Whether `name` starts with the first piece, ends with the last, and holds the others in
  /// order, with something in place of each interpolation.
  static func name(_ name: String, fits pieces: [String]) -> Bool {
    guard let first = pieces.first, let last = pieces.last, name.hasPrefix(first) else {
      return false
    }
    var rest = Substring(name.dropFirst(first.count))
    for piece in pieces.dropFirst().dropLast() {
      guard let range = rest.dropFirst().range(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.count > last.count && rest.hasSuffix(last)
  }

  /// The first missing number between the smallest and largest of a numbered family.
  private static func gap(
    in family: Set<String>, pieces: [String]
  ) -> (missing: Int, present: [Int])? {
    guard pieces.count == 2 else { return nil }
    var numbers: [Int] = []
    for name in family {
      let middle = name.dropFirst(pieces[0].count).dropLast(pieces[1].count)
      guard let number = Int(middle), String(number) == middle else { return nil }
      numbers.append(number)
    }
    numbers.sort()
    guard let low = numbers.first, let high = numbers.last, high - low < 10_000 else { return nil }
    let present = Set(numbers)
    guard let missing = (low...high).first(where: { !present.contains($0) }) else { return nil }
    return (missing, numbers)
  }

  private static func spelled(_ pieces: [String]) -> String {
    pieces.joined(separator: "\\(…)")
  }
}

/// The image loaders, as the rule's calls.
extension ImageLoader: CallRoute {}
