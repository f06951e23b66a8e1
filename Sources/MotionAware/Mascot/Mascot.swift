/// A mascot's character sheet: its moods with their meanings and still poses, its calm mood, and
/// its one-shot triggers with their outcomes.
///
/// Building a mascot checks that every mood has a still pose, so a mascot that could lose its
/// meaning under Reduce Motion fails at start-up, in development, rather than on a user's device:
///
/// ```swift
/// let pip = try Mascot(
///   moods: [.idle, .loading, .happy, .failed],
///   calm: .idle,
///   triggers: [.celebrate, .saved],
///   images: MascotImageCatalog { UIImage(named: $0) != nil })
/// ```
public struct Mascot: Hashable, Sendable {
  /// The moods, in the order they were declared.
  public let moods: [MascotMood]

  /// The calm (idle) mood: what the mascot shows first, and the pose it settles in before its
  /// animation pauses, so the frozen frame reads as a pose and not as a moment of movement.
  public let calmMood: MascotMood

  /// The one-shot triggers, in the order they were declared.
  public let triggers: [MascotTrigger]

  /// Builds a mascot, checking that its description is complete.
  ///
  /// - Parameters:
  ///   - moods: Every mood the mascot can be in; identifiers must be unique.
  ///   - calm: The calm (idle) mood; one of `moods`.
  ///   - triggers: The one-shot reactions; identifiers must be unique, and a trigger whose
  ///     outcome is a mood must name one of `moods`.
  ///   - images: Where the still poses are looked up.
  /// - Throws: ``MascotDefinitionError``; ``MascotDefinitionError/missingStillPoses(_:)`` names
  ///   every mood whose still pose is not in `images`.
  public init(
    moods: [MascotMood],
    calm: MascotMood,
    triggers: [MascotTrigger] = [],
    images: MascotImageCatalog
  ) throws(MascotDefinitionError) {
    guard !moods.isEmpty else { throw .noMoods }
    let duplicateMoods = Self.duplicates(in: moods.map(\.id))
    guard duplicateMoods.isEmpty else { throw .duplicateMoods(duplicateMoods) }
    let declaredMoods = Dictionary(uniqueKeysWithValues: moods.map { ($0.id, $0) })
    guard let declaredCalm = declaredMoods[calm.id] else { throw .calmMoodNotDeclared(calm.id) }
    let duplicateTriggers = Self.duplicates(in: triggers.map(\.id))
    guard duplicateTriggers.isEmpty else { throw .duplicateTriggers(duplicateTriggers) }

    var resolvedTriggers: [MascotTrigger] = []
    for trigger in triggers {
      guard case .mood(let outcome) = trigger.outcome else {
        resolvedTriggers.append(trigger)
        continue
      }
      // The declared mood, so that the outcome carries its meaning and pose.
      guard let declared = declaredMoods[outcome.id] else {
        throw .outcomeMoodNotDeclared(trigger: trigger.id, mood: outcome.id)
      }
      resolvedTriggers.append(MascotTrigger(trigger.id, outcome: .mood(declared)))
    }

    let missing = moods.filter { !images.containsImage(named: $0.stillPose) }
    guard missing.isEmpty else {
      throw .missingStillPoses(missing.map { MissingStillPose(mood: $0.id, image: $0.stillPose) })
    }

    self.moods = moods
    self.calmMood = declaredCalm
    self.triggers = resolvedTriggers
  }

  /// The declared mood with the identifier of `mood`, or `nil` if the mascot has no such mood.
  public func mood(matching mood: MascotMood) -> MascotMood? {
    moods.first { $0.id == mood.id }
  }

  /// The declared trigger with the identifier of `trigger`, or `nil` if the mascot has none.
  public func trigger(matching trigger: MascotTrigger) -> MascotTrigger? {
    triggers.first { $0.id == trigger.id }
  }

  private static func duplicates(in ids: [String]) -> [String] {
    var seen: Set<String> = []
    var repeated: [String] = []
    for id in ids where !seen.insert(id).inserted && !repeated.contains(id) {
      repeated.append(id)
    }
    return repeated
  }
}

/// A mood whose still pose is missing: the mood and the image that was looked for.
public struct MissingStillPose: Hashable, Sendable {
  /// The mood's identifier.
  public var mood: String
  /// The image name that was not found.
  public var image: String

  /// Creates the description of a missing still pose.
  public init(mood: String, image: String) {
    self.mood = mood
    self.image = image
  }
}

/// Why a mascot could not be built.
public enum MascotDefinitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The mascot has no moods.
  case noMoods
  /// Several moods share these identifiers.
  case duplicateMoods([String])
  /// The calm mood is not one of the moods.
  case calmMoodNotDeclared(String)
  /// Several triggers share these identifiers.
  case duplicateTriggers([String])
  /// A trigger's outcome is a mood that is not one of the moods.
  case outcomeMoodNotDeclared(trigger: String, mood: String)
  /// These moods have no still pose, in the order they were declared: under Reduce Motion they
  /// would lose their meaning.
  case missingStillPoses([MissingStillPose])

  public var description: String {
    switch self {
    case .noMoods:
      "The mascot has no moods: declare at least its calm mood."
    case .duplicateMoods(let ids):
      "Several moods share the identifier \(Self.list(ids)): give each mood its own identifier."
    case .calmMoodNotDeclared(let id):
      "The calm mood \"\(id)\" is not one of the mascot's moods: add it to the moods."
    case .duplicateTriggers(let ids):
      "Several triggers share the identifier \(Self.list(ids)): give each its own identifier."
    case .outcomeMoodNotDeclared(let trigger, let mood):
      "The trigger \"\(trigger)\" ends in the mood \"\(mood)\", which is not one of the "
        + "mascot's moods: add the mood or change the outcome."
    case .missingStillPoses(let missing):
      "These moods have no still pose, so Reduce Motion would lose their meaning: "
        + missing.map { "\"\($0.mood)\" (image \"\($0.image)\")" }.joined(separator: ", ")
        + ". Add the images, or give the moods a stillPose that exists."
    }
  }

  private static func list(_ ids: [String]) -> String {
    ids.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
