import MotionAuditSources

/// What one Swift file says about the project's resources: the image sets, intro colours,
/// animation files and state machines it names, and the fixed waits of its intros.
///
/// Collected by ``FileAuditor`` in the same pass as the file's own findings, as a plain value
/// (cached with them), so project rules run once over every file's facts and never re-read or
/// re-parse a file. A project rule's `requiredTokens` name the identifiers that produce the facts
/// it reads: a file holding none of them contributes nothing to it.
package struct SwiftFileFacts: Sendable, Hashable, Codable {
  package var images: [ImageReference] = []
  package var backgroundColors: [ColorReference] = []
  package var animations: [AnimationReference] = []
  package var stateMachines: [StateMachineReference] = []
  package var fixedWaits: [FixedWait] = []

  package init(
    images: [ImageReference] = [], backgroundColors: [ColorReference] = [],
    animations: [AnimationReference] = [], stateMachines: [StateMachineReference] = [],
    fixedWaits: [FixedWait] = []
  ) {
    self.images = images
    self.backgroundColors = backgroundColors
    self.animations = animations
    self.stateMachines = stateMachines
    self.fixedWaits = fixedWaits
  }

  package var isEmpty: Bool {
    images.isEmpty && backgroundColors.isEmpty && animations.isEmpty && stateMachines.isEmpty
      && fixedWaits.isEmpty
  }
}

/// Where a fact was written, and the comments that silence project rules there.
package struct FactSite: Sendable, Hashable, Codable {
  package var position: FindingPosition
  /// Suppressions that apply on this line, by project rule id.
  package var suppressions: [String: Suppression]

  package init(position: FindingPosition, suppressions: [String: Suppression] = [:]) {
    self.position = position
    self.suppressions = suppressions
  }
}

/// `Image("…")`, `UIImage(named:)`, `NSImage(named:)` with a literal name.
package struct ImageReference: Sendable, Hashable, Codable {
  package enum Name: Sendable, Hashable, Codable {
    /// `Image("mascot-idle")`.
    case literal(String)
    /// An interpolated name: the literal pieces around the interpolations
    /// (`"mascot-mood-\(mood)"` is `["mascot-mood-", ""]`).
    case pattern([String])
  }

  package var name: Name
  /// The call as written (`Image`, `UIImage(named:)`).
  package var api: String
  /// The string literal.
  package var site: FactSite

  package init(name: Name, api: String, site: FactSite) {
    self.name = name
    self.api = api
    self.site = site
  }
}

/// A background colour of an intro or splash view: `Color("…")` first in a `ZStack`, inside
/// `.background(…)`, or assigned to `backgroundColor`, in a type named like an intro, splash or
/// launch screen.
package struct ColorReference: Sendable, Hashable, Codable {
  /// The asset name (`Color("LaunchBackground")`), or the member named
  /// (`Color(.launchBackground)`, `Color.white`, `.systemBackground`).
  package var name: String
  /// Whether `name` is an asset catalog name written as a string.
  package var isAssetName: Bool
  /// The view's type.
  package var typeName: String
  package var site: FactSite

  package init(name: String, isAssetName: Bool, typeName: String, site: FactSite) {
    self.name = name
    self.isAssetName = isAssetName
    self.typeName = typeName
    self.site = site
  }
}

/// An animation file the code loads by name.
package struct AnimationReference: Sendable, Hashable, Codable {
  package enum Format: String, Sendable, Hashable, Codable {
    /// Lottie JSON (`name.json`).
    case lottie
    /// dotLottie (`name.lottie`).
    case dotLottie
    /// Rive (`name.riv`).
    case rive
  }

  /// What the animation is for, from the API or the names around it.
  package enum Role: String, Sendable, Hashable, Codable {
    case intro
    case mascot
    case other
  }

  /// The file's name without extension (the last path component of what the code passes).
  package var name: String
  package var format: Format
  package var role: Role
  /// The API as written: `LottieAnimation.named`, `RiveViewModel(fileName:)`.
  package var api: String
  /// Lottie: the code plays it in a loop (`.looping()`, `loopMode: .loop`, `.autoReverse`).
  package var isLooping: Bool
  /// Lottie: the code starts it (`.playing`, `play()`), as opposed to showing a still frame.
  package var isPlayed: Bool
  /// A Reduce Motion signal decides its playback, or MotionAware's API plays it.
  package var isHandledUnderReducedMotion: Bool
  /// Rive: the state machine named in the same call, when there is one.
  package var stateMachine: String?
  package var site: FactSite
  /// The function or closure it is written in (an id within its file), to pair it with a wait.
  package var scope: Int

  package init(
    name: String, format: Format, role: Role = .other, api: String, isLooping: Bool = false,
    isPlayed: Bool = false, isHandledUnderReducedMotion: Bool = false, stateMachine: String? = nil,
    site: FactSite, scope: Int = 0
  ) {
    self.name = name
    self.format = format
    self.role = role
    self.api = api
    self.isLooping = isLooping
    self.isPlayed = isPlayed
    self.isHandledUnderReducedMotion = isHandledUnderReducedMotion
    self.stateMachine = stateMachine
    self.site = site
    self.scope = scope
  }
}

/// A state machine the code creates by name.
package struct StateMachineReference: Sendable, Hashable, Codable {
  package var name: String
  /// The `.riv` it is created from (without extension), when the code says.
  package var fileName: String?
  /// The API as written: `createStateMachine`, `RiveViewModel(stateMachineName:)`.
  package var api: String
  package var site: FactSite
  /// The function or closure it is written in (an id within its file).
  package var scope: Int

  package init(name: String, fileName: String?, api: String, site: FactSite, scope: Int = 0) {
    self.name = name
    self.fileName = fileName
    self.api = api
    self.site = site
    self.scope = scope
  }
}

/// A fixed wait in an intro: `Task.sleep(for: .seconds(2.6))` or `asyncAfter` beside the intro's
/// animation file, or `ending: .after(…)` in a `LaunchIntroConfiguration`.
package struct FixedWait: Sendable, Hashable, Codable {
  package enum Kind: String, Sendable, Hashable, Codable {
    /// A sleep or delayed call in the function or closure that loads the intro's file.
    case sleep
    /// `LaunchIntroConfiguration(ending: .after(…))`.
    case introConfiguration
  }

  package var kind: Kind
  package var seconds: Double
  /// The animation files loaded beside a sleep (none for a configuration).
  package var files: [AnimationReference]
  /// The state machine created beside a sleep, if any.
  package var stateMachine: String?
  /// The duration as written.
  package var site: FactSite

  package init(
    kind: Kind, seconds: Double, files: [AnimationReference] = [], stateMachine: String? = nil,
    site: FactSite
  ) {
    self.kind = kind
    self.seconds = seconds
    self.files = files
    self.stateMachine = stateMachine
    self.site = site
  }
}
