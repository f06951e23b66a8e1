import Foundation

/// A dotLottie (`.lottie`) archive: its manifest and every Lottie animation inside, each with the
/// playback settings the manifest gives it.
///
/// Read one with `DotLottieArchive(data:fileName:limits:)`. Both manifest versions are read:
/// version 1 (`animations/<id>.json`, per-animation loop, mode, speed, direction, autoplay) and
/// version 2 (`a/<id>.json`, no playback settings). `__MACOSX/` and `.DS_Store` entries are
/// ignored.
public struct DotLottieArchive: Sendable, Equatable {
  /// The display name the archive was read under.
  public let fileName: String
  /// The archive's `manifest.json`.
  public let manifest: DotLottieManifest
  /// The animations listed in the manifest, in its order, then any other animation entries in
  /// the animations folder, by entry name.
  public let animations: [DotLottieAnimation]
}

/// What `manifest.json` says about the archive as a whole.
public struct DotLottieManifest: Sendable, Equatable {
  /// The manifest's layout version.
  public let version: DotLottieVersion
  /// The tool that wrote the archive, if recorded.
  public let generator: String?
  /// The author, if recorded (version 1).
  public let author: String?
  /// The animation a player shows first: `activeAnimationId` (version 1) or
  /// `initial.animation` (version 2), if given.
  public let initialAnimationID: String?
}

/// The dotLottie manifest layout.
public enum DotLottieVersion: Sendable, Equatable {
  /// Version 1: `animations/`, `images/`, playback settings per animation.
  case v1
  /// Version 2: `a/`, `i/`, themes and state machines; no playback settings.
  case v2
}

/// One animation of an archive: its parsed Lottie JSON and its manifest settings. Settings are
/// nil where the manifest leaves them out (and always for version 2 manifests, which have none).
public struct DotLottieAnimation: Sendable, Equatable {
  /// The animation's id in the manifest (may contain spaces).
  public let id: String
  /// The archive entry holding the animation's JSON.
  public let entryName: String
  /// Whether the manifest lists this animation (false for an extra entry in the folder).
  public let isListedInManifest: Bool
  /// `name` (version 2).
  public let name: String?
  /// `loop` (version 1).
  public let loop: DotLottieLoop?
  /// `mode` or `playMode` (version 1).
  public let mode: DotLottiePlayMode?
  /// `speed` (version 1).
  public let speed: Double?
  /// `direction`: 1 forwards, -1 backwards (version 1).
  public let direction: Int?
  /// `autoplay` (version 1).
  public let autoplay: Bool?
  /// `initialTheme` (version 2).
  public let initialTheme: String?
  /// `background` (version 2).
  public let background: String?
  /// The animation itself.
  public let animation: LottieAnimation
}

/// The manifest's `loop`: a flag, or a number of loops.
public enum DotLottieLoop: Sendable, Equatable {
  case never
  case forever
  case count(Int)
}

/// The manifest's play mode.
public enum DotLottiePlayMode: Sendable, Equatable {
  /// Plays forwards (`normal`).
  case normal
  /// Plays forwards then backwards (`bounce`).
  case bounce
  /// A mode this reader does not know, as written.
  case other(String)
}

extension DotLottieArchive {
  /// Reads a dotLottie archive.
  ///
  /// - Parameters:
  ///   - data: The whole archive.
  ///   - fileName: The name errors report the archive under (a display name, never opened).
  ///   - limits: Bounds on entries and inflated sizes that stop a ZIP bomb with an error.
  /// - Throws: `AnimationFileError` for a damaged archive, manifest or animation; errors inside
  ///   an entry name it in `entryName`, with offsets into the entry's inflated bytes.
  public init(
    data: Data, fileName: String, limits: AnimationFileLimits = .default
  ) throws(AnimationFileError) {
    var archive = try ZipArchive(bytes: [UInt8](data), fileName: fileName, limits: limits)
    var reader = DotLottieReader(fileName: fileName, limits: limits)
    self = try reader.read(&archive)
  }
}
