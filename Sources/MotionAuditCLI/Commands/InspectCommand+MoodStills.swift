import AnimationFiles
import Foundation
import MotionAuditSemantics
import MotionAuditSources

/// Whether each mood of a Lottie mascot has its still in an asset catalog beside the file.
///
/// The catalogs looked at are the `.xcassets` folders in the animation's folder and its
/// subfolders one level down; with none, `inspect` says nothing about stills.
///
/// Moods are told from triggers by the file's markers: in a file that names calm poses
/// (`still:<id>` markers), the markers with a pose are the moods and the others are triggers,
/// played once and shown as the mood they end in, which need no still of their own.
struct MoodStillStatus: Sendable, Equatable {
  var mood: String
  var animationID: String?
  /// The image set's name (`mascot-mood-idle`).
  var imageSet: String
  /// The catalog (relative to the animation's folder) that holds it, or nil when none does.
  var catalog: String?
  /// The first catalog found, where `motion-audit stills` would write.
  var suggestedCatalog: String

  static let prefix = "mascot-mood-"

  /// The markers of each animation that are triggers, not moods (see the type's comment).
  static func triggers(of summary: AnimationSummary) -> [String] {
    markerLists(of: summary).flatMap { _, markers in
      let moods = LottieMoodMarkers.moods(markerNames: markers).map(\.id)
      let posed = Set(markers.compactMap(LottieMoodMarkers.calmPoseMood(markerNamed:)))
      return posed.isEmpty ? [] : moods.filter { !posed.contains($0) }
    }
  }

  private static func markerLists(of summary: AnimationSummary) -> [(
    id: String?, markers: [String]
  )] {
    switch summary {
    case .lottie(let lottie): [(nil, lottie.markers.map(\.name))]
    case .dotLottie(let archive):
      archive.animations.map { ($0.id, $0.animation.markers.map(\.name)) }
    case .rive: []
    }
  }

  static func statuses(of summary: AnimationSummary, file: String, path: String)
    -> [MoodStillStatus]
  {
    var animations: [(id: String?, markers: [String])]
    switch summary {
    case .lottie(let lottie): animations = [(nil, lottie.markers.map(\.name))]
    case .dotLottie(let archive):
      animations = archive.animations.map { ($0.id, $0.animation.markers.map(\.name)) }
    case .rive: return []
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let catalogs = Self.catalogs(near: folder)
    guard let first = catalogs.first else { return [] }
    if animations.count == 1 { animations[0].id = nil }
    return animations.flatMap { id, markers in
      let posed = Set(markers.compactMap(LottieMoodMarkers.calmPoseMood(markerNamed:)))
      return LottieMoodMarkers.moods(markerNames: markers).filter {
        posed.isEmpty || posed.contains($0.id)
      }.map { mood, _ in
        let name = prefix + mood
        let holder = catalogs.first {
          FileManager.default.fileExists(
            atPath: folder.appendingPathComponent($0).appendingPathComponent(name + ".imageset")
              .path)
        }
        return MoodStillStatus(
          mood: mood, animationID: id, imageSet: name, catalog: holder, suggestedCatalog: first)
      }
    }
  }

  private static func catalogs(near folder: URL) -> [String] {
    let manager = FileManager.default
    var found: [String] = []
    let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    for name in names where !name.hasPrefix(".") {
      if name.hasSuffix(".xcassets") {
        found.append(name)
        continue
      }
      var isDirectory: ObjCBool = false
      let child = folder.appendingPathComponent(name)
      guard manager.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue
      else { continue }
      for inner in ((try? manager.contentsOfDirectory(atPath: child.path)) ?? []).sorted()
      where inner.hasSuffix(".xcassets") {
        found.append(name + "/" + inner)
      }
    }
    return found
  }

  static func textLines(_ stills: [MoodStillStatus], triggers: [String], file: String)
    -> [String]
  {
    guard !stills.isEmpty else { return [] }
    var lines = ["Mood stills (shown under Reduce Motion):"]
    for still in stills {
      let mood = still.animationID.map { "\($0)/\(still.mood)" } ?? still.mood
      if let catalog = still.catalog {
        lines.append("  \(mood): \(still.imageSet) in \(catalog)")
      } else {
        let directory = (file as NSString).deletingLastPathComponent
        let catalog =
          directory.isEmpty ? still.suggestedCatalog : directory + "/" + still.suggestedCatalog
        var command = "motion-audit stills \(file)"
        if let id = still.animationID { command += " --animation \(id)" }
        command += " --into \(catalog) --moods \(still.mood)"
        lines.append("  \(mood): no still \(still.imageSet); make it with `\(command)`")
      }
    }
    if !triggers.isEmpty {
      lines.append(
        "Triggers, not moods (no still: pose; played once, they need no still): "
          + triggers.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    return lines
  }

  static func json(_ stills: [MoodStillStatus]) -> JSONValue {
    .array(
      stills.map { still in
        .object([
          ("mood", .string(still.mood)),
          ("animation", still.animationID.map(JSONValue.string) ?? .null),
          ("imageSet", .string(still.imageSet)),
          ("catalog", still.catalog.map(JSONValue.string) ?? .null),
        ])
      })
  }
}
