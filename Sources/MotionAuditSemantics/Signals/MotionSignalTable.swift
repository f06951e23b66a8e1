/// The settings that decide whether motion plays.
package enum MotionSetting: String, Sendable, CaseIterable {
  case reduceMotion = "Reduce Motion"
  case crossFadeTransitions = "Prefer Cross-Fade Transitions"
  case animatedImages = "Animated Images"
  case videoAutoplay = "Auto-Play Video Previews"
  case dimFlashingLights = "Dim Flashing Lights"
}

/// One way code tells a motion setting: a row of ``MotionSignalTable``.
package struct MotionSignal: Sendable, Hashable {
  /// What code writes to read the setting.
  package enum Pattern: Sendable, Hashable {
    /// A name that is the signal wherever it appears (`isReduceMotionEnabled`).
    case name(String)
    /// A lowercased fragment that makes any name holding it a signal (`reducemotion` in
    /// `prefersReducedMotion`'s lowercased spelling).
    case fragment(String)
    /// An `@Environment` key: a property bound to it under any name is the signal, and so is the
    /// key's own name.
    case environmentKey(String)
    /// A member of MotionAware's preferences or policy (`preferences.reduceMotion`).
    case member(String)
    /// A MotionAware type that follows the setting itself: whatever is handed to it is gated.
    case gatedType(String)
    /// The start of MotionAware's gated calls and modifiers (`motionAwareTransition`).
    case callPrefix(String)

    /// Which of the cases the pattern is.
    package enum Kind: Sendable, Hashable {
      case name, fragment, environmentKey, member, gatedType, callPrefix
    }

    package var kind: Kind {
      switch self {
      case .name: .name
      case .fragment: .fragment
      case .environmentKey: .environmentKey
      case .member: .member
      case .gatedType: .gatedType
      case .callPrefix: .callPrefix
      }
    }
  }

  /// Who declares the name: the system, MotionAware, or any app that names its own flag so.
  package enum Source: Sendable, Hashable {
    case system, motionAware, app
  }

  /// What the signal's being `true` means.
  package enum Polarity: Sendable, Hashable {
    /// Motion is reduced (`reduceMotion`).
    case trueWhenReduced
    /// Motion may play (`accessibilityPlayAnimatedImages`, `isVideoAutoplayEnabled`).
    case trueWhenAllowed
    /// Not a Bool: a value or a type that decides by itself (`\.motionPreferences`).
    case notBool
  }

  package var pattern: Pattern
  package var setting: MotionSetting
  package var source: Source
  package var polarity: Polarity
  /// The notification posted when the value changes, for a value code must observe (SwiftUI's
  /// environment updates views by itself).
  package var changeNotification: String?
  /// For a value that is not a Bool, the member that reads the setting as one
  /// (`reduceMotion` of `\.motionPreferences`).
  package var boolMember: String?
  /// What a fix writes to read the setting.
  package var fix: String?

  /// Whether the signal is a Bool.
  package var isBool: Bool { polarity != .notBool }

  /// The name, key, member, type, prefix or fragment the pattern matches.
  package var text: String {
    switch pattern {
    case .name(let text), .fragment(let text), .environmentKey(let text), .member(let text),
      .gatedType(let text), .callPrefix(let text):
      text
    }
  }

  init(
    _ pattern: Pattern, _ setting: MotionSetting, _ source: Source,
    _ polarity: Polarity = .trueWhenReduced, notification: String? = nil,
    boolMember: String? = nil, fix: String? = nil
  ) {
    self.pattern = pattern
    self.setting = setting
    self.source = source
    self.polarity = polarity
    self.changeNotification = notification
    self.boolMember = boolMember
    self.fix = fix
  }
}

/// Every signal the analyzer knows, one row each: adding a signal is adding a row.
/// ``ReduceMotionSignals``, ``AnimatedImagesSignals``, ``VideoAutoplaySignals``,
/// ``ReducedMotionPaths``, ``ReduceMotionCorrection``, ``MotionAwareAPI`` and
/// ``MotionSettingNotifications`` read it.
package enum MotionSignalTable {
  package static let rows: [MotionSignal] = [
    // Reduce Motion, from the system.
    swiftUIReduceMotion,
    uiKitReduceMotion,
    MotionSignal(
      .name("UIAccessibilityIsReduceMotionEnabled"), .reduceMotion, .system,
      notification: "UIAccessibilityReduceMotionStatusDidChangeNotification"),
    MotionSignal(
      .name("WKAccessibilityIsReduceMotionEnabled"), .reduceMotion, .system,
      notification: "WKAccessibilityReduceMotionStatusDidChangeNotification",
      fix: "WKAccessibilityIsReduceMotionEnabled()"),
    MotionSignal(
      .name("accessibilityDisplayShouldReduceMotion"), .reduceMotion, .system,
      notification: "accessibilityDisplayOptionsDidChangeNotification",
      fix: "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion"),
    // Prefer Cross-Fade Transitions, which asks for fades instead of slides as Reduce Motion does.
    MotionSignal(
      .environmentKey("accessibilityPrefersCrossFadeTransitions"), .crossFadeTransitions, .system),
    MotionSignal(
      .name("prefersCrossFadeTransitions"), .crossFadeTransitions, .system,
      notification: "prefersCrossFadeTransitionsStatusDidChange",
      fix: "UIAccessibility.prefersCrossFadeTransitions"),
    // Animated Images.
    MotionSignal(
      .environmentKey("accessibilityPlayAnimatedImages"), .animatedImages, .system,
      .trueWhenAllowed,
      fix: "@Environment(\\.accessibilityPlayAnimatedImages) private var playAnimatedImages"),
    MotionSignal(
      .name("animatedImagesEnabled"), .animatedImages, .system, .trueWhenAllowed,
      notification: "animatedImagesEnabledDidChangeNotification",
      fix: "AccessibilitySettings.animatedImagesEnabled"),
    MotionSignal(
      .name("AXAnimatedImagesEnabled"), .animatedImages, .system, .trueWhenAllowed,
      notification: "AXAnimatedImagesEnabledDidChangeNotification"),
    // Auto-Play Video Previews.
    MotionSignal(
      .name("isVideoAutoplayEnabled"), .videoAutoplay, .system, .trueWhenAllowed,
      notification: "videoAutoplayStatusDidChangeNotification",
      fix: "UIAccessibility.isVideoAutoplayEnabled"),
    MotionSignal(
      .name("UIAccessibilityIsVideoAutoplayEnabled"), .videoAutoplay, .system, .trueWhenAllowed),

    // MotionAware's environment values, members and gated API.
    MotionSignal(
      .environmentKey("motionPreferences"), .reduceMotion, .motionAware, .notBool,
      boolMember: "reduceMotion"),
    MotionSignal(.environmentKey("motionPolicy"), .reduceMotion, .motionAware, .notBool),
    MotionSignal(.member("reduceMotion"), .reduceMotion, .motionAware),
    MotionSignal(.member("reducesMotion"), .reduceMotion, .motionAware),
    MotionSignal(.member("mode"), .reduceMotion, .motionAware, .notBool),
    MotionSignal(.member("prefersCrossFadeTransitions"), .crossFadeTransitions, .motionAware),
    MotionSignal(.member("crossFadesTransitions"), .crossFadeTransitions, .motionAware),
    MotionSignal(.member("dimsFlashingLights"), .dimFlashingLights, .motionAware),
    MotionSignal(.member("playsAnimatedImages"), .animatedImages, .motionAware, .trueWhenAllowed),
    MotionSignal(.member("allowsAutoplay"), .animatedImages, .motionAware, .trueWhenAllowed),
    MotionSignal(.member("autoplaysVideoPreviews"), .videoAutoplay, .motionAware, .trueWhenAllowed),
    MotionSignal(.gatedType("MascotView"), .reduceMotion, .motionAware, .notBool),
    MotionSignal(.gatedType("MascotHostView"), .reduceMotion, .motionAware, .notBool),
    MotionSignal(.gatedType("LaunchIntroContainer"), .reduceMotion, .motionAware, .notBool),
    MotionSignal(.gatedType("MotionPreferencesObserver"), .reduceMotion, .motionAware, .notBool),
    MotionSignal(.callPrefix("motionAware"), .reduceMotion, .motionAware, .notBool),
    MotionSignal(.callPrefix("withMotionAware"), .reduceMotion, .motionAware, .notBool),

    // Names an app gives its own flags.
    MotionSignal(.fragment("reducemotion"), .reduceMotion, .app),
    MotionSignal(.fragment("reducesmotion"), .reduceMotion, .app),
    MotionSignal(.fragment("reducedmotion"), .reduceMotion, .app),
    MotionSignal(.fragment("reducingmotion"), .reduceMotion, .app),
    MotionSignal(.fragment("motionreduced"), .reduceMotion, .app),
    MotionSignal(.fragment("reduceanimation"), .reduceMotion, .app),
    MotionSignal(.fragment("reducesanimation"), .reduceMotion, .app),
    MotionSignal(.fragment("reducedanimation"), .reduceMotion, .app),
    MotionSignal(.fragment("animationreduced"), .reduceMotion, .app),
    MotionSignal(.fragment("animationsreduced"), .reduceMotion, .app),
    MotionSignal(.fragment("animatedimages"), .animatedImages, .app, .trueWhenAllowed),
    MotionSignal(.fragment("autoplay"), .animatedImages, .app, .trueWhenAllowed),
    MotionSignal(.fragment("autoplay"), .videoAutoplay, .app, .trueWhenAllowed),
  ]

  /// SwiftUI's `@Environment(\.accessibilityReduceMotion)`, the declaration a fix adds to a view.
  package static let swiftUIReduceMotion = MotionSignal(
    .environmentKey("accessibilityReduceMotion"), .reduceMotion, .system,
    fix: "@Environment(\\.accessibilityReduceMotion) private var reduceMotion")

  /// UIKit's `UIAccessibility.isReduceMotionEnabled`, read once by code that must then observe it.
  package static let uiKitReduceMotion = MotionSignal(
    .name("isReduceMotionEnabled"), .reduceMotion, .system,
    notification: "reduceMotionStatusDidChangeNotification",
    fix: "UIAccessibility.isReduceMotionEnabled")

  /// The texts of the rows of `kind` for any of `settings` (every setting when `nil`), from any
  /// of `sources`.
  private static func texts(
    _ kind: MotionSignal.Pattern.Kind, for settings: Set<MotionSetting>? = nil,
    from sources: Set<MotionSignal.Source> = [.system, .motionAware, .app]
  ) -> [String] {
    rows.filter { row in
      row.pattern.kind == kind && sources.contains(row.source)
        && settings.map { $0.contains(row.setting) } != false
    }.map(\.text)
  }

  /// The names that are signals wherever they appear, environment keys included.
  package static func names(for settings: Set<MotionSetting>, from source: MotionSignal.Source)
    -> Set<String>
  {
    Set(
      texts(.name, for: settings, from: [source])
        + texts(.environmentKey, for: settings, from: [source]))
  }

  /// The lowercased fragments that make a name a signal.
  package static func fragments(for settings: Set<MotionSetting>) -> [String] {
    texts(.fragment, for: settings)
  }

  /// The environment keys whose bound property is a signal.
  package static func environmentKeys(
    for settings: Set<MotionSetting>, from sources: Set<MotionSignal.Source>
  ) -> Set<String> {
    Set(texts(.environmentKey, for: settings, from: sources))
  }

  /// The row of environment key `key`, if it is a signal's.
  package static func environmentRow(_ key: String) -> MotionSignal? {
    rows.first { $0.pattern == .environmentKey(key) }
  }

  /// MotionAware's members of its preferences and policy for any of `settings`.
  package static func motionAwareMembers(for settings: Set<MotionSetting>) -> Set<String> {
    Set(texts(.member, for: settings))
  }

  /// MotionAware's types that follow the settings themselves.
  package static let gatedTypes = Set(texts(.gatedType))

  /// The starts of MotionAware's gated calls.
  package static let callPrefixes = texts(.callPrefix)

  /// Each change notification, with the setting it announces.
  package static let changeNotifications: [String: MotionSetting] = Dictionary(
    rows.compactMap { row in row.changeNotification.map { ($0, row.setting) } },
    uniquingKeysWith: { first, _ in first })
}
