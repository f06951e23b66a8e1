import MotionAware

/// Which marker of a Lottie animation plays each of a mascot's moods and triggers.
///
/// By default a mood plays the marker named like its identifier, and so does a trigger:
///
/// ```swift
/// let binding = LottieMascotBinding()                        // "idle", "loading", "celebrate"…
/// let binding = LottieMascotBinding(moods: ["failed": "sad"]) // the mood "failed" plays "sad"
/// ```
public struct LottieMascotBinding: Hashable, Sendable {
  /// The marker of each mood that is not named like its identifier, keyed by mood identifier.
  public var moods: [String: String]
  /// The marker of each trigger that is not named like its identifier, keyed by trigger
  /// identifier.
  public var triggers: [String: String]

  /// A binding where the moods and triggers listed play the markers given, and the others play
  /// the marker named like their identifier.
  public init(moods: [String: String] = [:], triggers: [String: String] = [:]) {
    self.moods = moods
    self.triggers = triggers
  }

  /// The marker that plays `mood`, in a loop.
  public func marker(for mood: MascotMood) -> String {
    moods[mood.id] ?? mood.id
  }

  /// The marker that plays `trigger`, once.
  public func marker(for trigger: MascotTrigger) -> String {
    triggers[trigger.id] ?? trigger.id
  }

  /// Checks that the animation has a marker for every mood and trigger of `mascot`.
  ///
  /// lottie-ios does nothing when asked to play a marker it does not have, so a missing marker
  /// would leave the mascot frozen while its presentation says it plays.
  ///
  /// - Parameter fileName: The animation's name, for the error.
  /// - Throws: ``LottieMascotBindingError`` naming every missing marker.
  public func validate(
    for mascot: Mascot, in markers: LottieMarkers, fileName: String
  ) throws(LottieMascotBindingError) {
    let wanted =
      mascot.moods.map { MissingMarker(kind: .mood, id: $0.id, marker: marker(for: $0)) }
      + mascot.triggers.map { MissingMarker(kind: .trigger, id: $0.id, marker: marker(for: $0)) }
    let missing = wanted.filter { !markers.contains($0.marker) }
    guard missing.isEmpty else {
      throw LottieMascotBindingError(fileName: fileName, missing: missing, available: markers.names)
    }
  }
}

/// A mood or trigger whose marker is not in the animation.
public struct MissingMarker: Hashable, Sendable {
  /// Whether a mood or a trigger lacks its marker.
  public enum Kind: String, Hashable, Sendable {
    case mood
    case trigger
  }

  public var kind: Kind
  /// The mood's or trigger's identifier.
  public var id: String
  /// The marker looked for.
  public var marker: String

  public init(kind: Kind, id: String, marker: String) {
    self.kind = kind
    self.id = id
    self.marker = marker
  }
}

/// A Lottie animation lacks markers a mascot needs.
public struct LottieMascotBindingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The animation's name.
  public var fileName: String
  /// Every mood and trigger whose marker is missing, moods first, in declaration order.
  public var missing: [MissingMarker]
  /// The markers the animation has.
  public var available: [String]

  public init(fileName: String, missing: [MissingMarker], available: [String]) {
    self.fileName = fileName
    self.missing = missing
    self.available = available
  }

  public var description: String {
    let list = missing.map { "\($0.kind.rawValue) \"\($0.id)\" (marker \"\($0.marker)\")" }
    let markers = available.isEmpty ? "none" : available.map { "\"\($0)\"" }.joined(separator: ", ")
    return "\(fileName): no marker for " + list.joined(separator: ", ")
      + ". Its markers: \(markers). Add the markers, or map the moods and triggers to existing "
      + "ones in the LottieMascotBinding."
  }
}
