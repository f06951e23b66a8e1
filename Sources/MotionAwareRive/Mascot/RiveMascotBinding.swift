import MotionAware

/// How a mascot's moods and triggers reach a Rive file: which input or view-model property holds
/// the mood, and which trigger each of the mascot's triggers fires.
///
/// The new Rive runtime reaches a file through data binding (view-model properties); the legacy
/// runtime through state machine inputs. A binding names them the same way for both:
///
/// ```swift
/// // An enum property "mood" whose cases are the mood identifiers (new runtime).
/// let binding = RiveMascotBinding(mood: .enumeration("mood"))
///
/// // A number input "mood": 0 idle, 1 loading, 2 happy, 3 failed (either runtime).
/// let binding = RiveMascotBinding(
///   mood: .number("mood", values: ["idle": 0, "loading": 1, "happy": 2, "failed": 3]),
///   triggers: ["celebrate": "cheer"])   // the trigger "celebrate" fires "cheer"
/// ```
public struct RiveMascotBinding: Hashable, Sendable {
  /// Where a mood goes.
  public enum MoodInput: Hashable, Sendable {
    /// A view-model enum property at this path, set to the mood's identifier. New runtime only:
    /// state machine inputs have no enumerations.
    case enumeration(String)
    /// A number — a view-model property at this path, or a state machine input of this name —
    /// set to the mood's value.
    case number(String, values: [String: Double])
    /// One boolean per mood — view-model properties or state machine inputs, keyed by mood
    /// identifier — true for the mood shown, false for the others.
    case booleans([String: String])
  }

  /// Where a mood goes.
  public var mood: MoodInput
  /// The trigger (view-model trigger path, or state machine trigger input) each mascot trigger
  /// fires, keyed by the mascot trigger's identifier; a trigger not listed fires its identifier.
  public var triggers: [String: String]

  /// A binding that sets moods through `mood` and fires the triggers named in `triggers`, or
  /// their identifiers.
  public init(mood: MoodInput, triggers: [String: String] = [:]) {
    self.mood = mood
    self.triggers = triggers
  }

  /// The values to set so the file shows `mood`, in order.
  public func writes(showing mood: MascotMood) -> [RiveInputWrite] {
    switch self.mood {
    case .enumeration(let path):
      return [.enumeration(path, mood.id)]
    case .number(let name, let values):
      guard let value = values[mood.id] else { return [] }
      return [.number(name, value)]
    case .booleans(let names):
      // Off first, then on: the file never sees two moods at once.
      let others = names.filter { $0.key != mood.id }.map(\.value).sorted()
      return others.map { .boolean($0, false) }
        + (names[mood.id].map { [.boolean($0, true)] } ?? [])
    }
  }

  /// The trigger the file fires for `trigger`.
  public func triggerName(for trigger: MascotTrigger) -> String {
    triggers[trigger.id] ?? trigger.id
  }

  /// Checks that every mood of `mascot` reaches the file, and that `runtime` can carry the
  /// binding.
  ///
  /// - Throws: ``RiveMascotBindingError`` naming every mood without a value, and a mood input
  ///   the runtime does not have.
  public func validate(for mascot: Mascot, on runtime: RiveRuntimeKind)
    throws(RiveMascotBindingError)
  {
    if case .enumeration(let path) = mood, runtime == .legacy {
      throw .enumerationOnLegacyRuntime(path: path)
    }
    let unbound = mascot.moods.map(\.id).filter { id in
      switch mood {
      case .enumeration: false
      case .number(_, let values): values[id] == nil
      case .booleans(let names): names[id] == nil
      }
    }
    guard unbound.isEmpty else { throw .unboundMoods(unbound) }
  }
}

/// One value a Rive adapter sets: a view-model property (new runtime) or a state machine input
/// (legacy runtime) of this name, to this value.
public enum RiveInputWrite: Hashable, Sendable {
  case number(String, Double)
  case boolean(String, Bool)
  case enumeration(String, String)
}

/// Which Rive runtime an adapter drives.
public enum RiveRuntimeKind: String, Hashable, Sendable, CaseIterable {
  /// The new Apple runtime (`Rive`, `RiveUIView`, `ViewModelInstance`): pausing is the view's
  /// `isPaused`, and setting a value does not resume it.
  case current
  /// The legacy runtime (`RiveViewModel`): every `setInput` and `triggerInput` calls `play()`.
  case legacy
}

/// Why a ``RiveMascotBinding`` cannot drive a mascot.
public enum RiveMascotBindingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// These moods have no value in the binding: the file could not show them.
  case unboundMoods([String])
  /// The legacy runtime has no enumeration inputs.
  case enumerationOnLegacyRuntime(path: String)

  public var description: String {
    switch self {
    case .unboundMoods(let ids):
      "The Rive binding gives no value for the moods "
        + ids.map { "\"\($0)\"" }.joined(separator: ", ")
        + ": add them to the binding's values (or boolean inputs)."
    case .enumerationOnLegacyRuntime(let path):
      "The legacy Rive runtime has no enumeration inputs, so the mood property \"\(path)\" "
        + "cannot be set: use a number or boolean inputs, or the new runtime."
    }
  }
}
