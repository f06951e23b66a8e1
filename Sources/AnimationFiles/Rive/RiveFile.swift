/// What a Rive `.riv` runtime file contains: artboards with their animations, state machines
/// and events, and the file's view models.
///
/// Read one with `RiveFile(data:fileName:)`. Only format 7 files are read; values a file leaves
/// out take the runtime's defaults.
public struct RiveFile: Sendable, Equatable {
  /// The display name the file was read under.
  public let fileName: String
  /// The format's major version (always 7).
  public let majorVersion: Int
  /// The format's minor version.
  public let minorVersion: Int
  /// The file id recorded by the editor (may be zero).
  public let fileID: UInt64
  /// The artboards, in file order.
  public let artboards: [RiveArtboard]
  /// The view models, in file order (their index is what instances and artboards refer to).
  public let viewModels: [RiveViewModel]

  /// Every event of every artboard, in file order.
  public var events: [RiveEvent] { artboards.flatMap(\.events) }
}

/// An artboard: a scene with its own animations and state machines.
public struct RiveArtboard: Sendable, Equatable {
  /// The artboard's name (empty if it has none).
  public let name: String
  /// Width in artboard units (runtime default 0).
  public let width: Float
  /// Height in artboard units (runtime default 0).
  public let height: Float
  /// Linear animations (timelines), in file order.
  public let animations: [RiveLinearAnimation]
  /// State machines, in file order.
  public let stateMachines: [RiveStateMachine]
  /// Events the artboard can report (`Event`, `OpenUrlEvent`, `AudioEvent`).
  public let events: [RiveEvent]
}

/// A timeline animation.
public struct RiveLinearAnimation: Sendable, Equatable {
  /// The animation's name, as the runtime looks it up.
  public let name: String
  /// Frames per second (runtime default 60).
  public let fps: UInt32
  /// Length in frames (runtime default 60).
  public let durationFrames: UInt32
  /// Playback speed multiplier (runtime default 1).
  public let speed: Float
  /// What happens at the end (runtime default one-shot).
  public let loop: RiveLoop
  /// The frames played when the work area is enabled; nil when it is off (the default).
  public let workArea: RiveWorkArea?
  /// How far its keyframes move and scale nodes (named `node <index in the artboard>`); nil
  /// when it keys no node's x, y or scale.
  public internal(set) var movement: AnimationMovement? = nil

  /// The second playback starts at: the work area's start, or 0. Nil when `fps` is 0.
  public var startSeconds: Double? {
    guard fps > 0 else { return nil }
    return Double(workArea?.startFrame ?? 0) / Double(fps)
  }

  /// The second playback ends at: the work area's end, or the duration. Nil when `fps` is 0.
  public var endSeconds: Double? {
    guard fps > 0 else { return nil }
    return Double(workArea?.endFrame ?? durationFrames) / Double(fps)
  }

  /// How long one pass takes at speed 1: `endSeconds - startSeconds`. Nil when `fps` is 0.
  public var durationSeconds: Double? {
    guard let startSeconds, let endSeconds else { return nil }
    return endSeconds - startSeconds
  }
}

/// What a linear animation does when it reaches its end.
public enum RiveLoop: Sendable, Equatable {
  /// Plays once and stops (value 0).
  case oneShot
  /// Starts again from the beginning (value 1).
  case loop
  /// Plays backwards, then forwards again (value 2).
  case pingPong
  /// A value this reader does not know.
  case unknown(UInt32)

  init(value: UInt32) {
    switch value {
    case 0: self = .oneShot
    case 1: self = .loop
    case 2: self = .pingPong
    default: self = .unknown(value)
    }
  }
}

/// The frames a linear animation plays when its work area is enabled.
public struct RiveWorkArea: Sendable, Equatable {
  /// The first frame played (`workStart`).
  public let startFrame: UInt32
  /// The frame playback ends at (`workEnd`).
  public let endFrame: UInt32
}

/// A state machine and its inputs.
public struct RiveStateMachine: Sendable, Equatable {
  /// The name apps pass to create the state machine.
  public let name: String
  /// Inputs in file order.
  public let inputs: [RiveStateMachineInput]
}

/// An input of a state machine, with the value it starts with.
public struct RiveStateMachineInput: Sendable, Equatable {
  /// The name apps set or fire the input by.
  public let name: String
  /// Boolean, number or trigger, with the starting value.
  public let kind: Kind

  /// The input's type and its value when the state machine starts.
  public enum Kind: Sendable, Equatable {
    case boolean(defaultValue: Bool)
    case number(defaultValue: Float)
    case trigger
  }
}

/// An event an artboard can report to the app.
public struct RiveEvent: Sendable, Equatable {
  /// The event's name, as reported to the app.
  public let name: String
  /// What the event does besides being reported.
  public let kind: Kind

  /// The event's type.
  public enum Kind: Sendable, Equatable {
    /// A plain event.
    case general
    /// An event that asks the app to open a URL.
    case openURL(String)
    /// An event that plays a sound.
    case audio
  }
}

/// A view model: the data-binding schema an artboard can be bound to.
public struct RiveViewModel: Sendable, Equatable {
  /// The view model's name.
  public let name: String
  /// Properties in file order.
  public let properties: [RiveViewModelProperty]
  /// Instances (named sets of values) in file order.
  public let instances: [RiveViewModelInstance]
}

/// A property of a view model.
public struct RiveViewModelProperty: Sendable, Equatable {
  /// The property's name, as data-binding paths use it.
  public let name: String
  /// The property's type.
  public let kind: Kind

  /// The property types of view models.
  public enum Kind: Sendable, Equatable {
    case number
    case string
    case boolean
    case color
    case trigger
    case enumeration
    case list
    case viewModel
    case artboard
    case image
    case font
    case blob
    /// Another runtime property type, by its definition name.
    case other(String)
  }
}

/// A named instance of a view model.
public struct RiveViewModelInstance: Sendable, Equatable {
  /// The instance's name (may be empty).
  public let name: String
}
