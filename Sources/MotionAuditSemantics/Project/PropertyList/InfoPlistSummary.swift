/// What the audit needs from an `Info.plist`: which kind of bundle it describes, and its launch
/// screen configuration with the positions of the keys.
package struct InfoPlistSummary: Sendable, Hashable, Codable {
  /// The kind of bundle the keys describe. Only an iOS app must have a launch screen.
  package enum Target: Sendable, Hashable, Codable {
    /// An iOS (or iPadOS, tvOS) app: `LSRequiresIPhoneOS`, a `UIDeviceFamily` with iPhone or
    /// iPad, or an app-level UIKit key (`UIApplicationSceneManifest`, `UILaunchScreen`,
    /// `UISupportedInterfaceOrientations`, …), and the bundle keys of a complete file.
    case iOSApp
    /// UIKit keys without `CFBundleIdentifier` or `CFBundleExecutable`: a partial file that Xcode
    /// merges with keys it generates from build settings (where a launch screen can come from).
    case partial
    /// A macOS, watchOS or visionOS app (named), which needs no launch screen.
    case otherPlatform(String)
    /// An app extension (`NSExtension`, `EXAppExtensionAttributes`).
    case appExtension
    /// A framework, test bundle or other non-app bundle (its `CFBundlePackageType`).
    case otherBundle(String)
    /// Nothing says which platform (no UIKit, AppKit or WatchKit key).
    case unknown
  }

  /// A launch screen dictionary (`UILaunchScreen`, a device-specific variant, or a definition in
  /// `UILaunchScreens`) and its background colour.
  package struct LaunchScreen: Sendable, Hashable, Codable {
    /// `UILaunchScreen`, `UILaunchScreen~ipad`, or `UILaunchScreenDefinitions`.
    package var key: String
    package var keyPosition: FindingPosition
    /// `UIColorName`: a colour set of the asset catalog; nil means the system background.
    package var colorName: String?
    /// Where the `UIColorName` value is written.
    package var colorNamePosition: FindingPosition?

    package init(
      key: String, keyPosition: FindingPosition, colorName: String? = nil,
      colorNamePosition: FindingPosition? = nil
    ) {
      self.key = key
      self.keyPosition = keyPosition
      self.colorName = colorName
      self.colorNamePosition = colorNamePosition
    }
  }

  package var target: Target
  /// Where the root dictionary starts.
  package var rootPosition: FindingPosition
  /// Whether any launch screen key is present: `UILaunchScreen`, `UILaunchScreens`,
  /// `UILaunchStoryboardName`, `UILaunchStoryboards`, or a device-specific variant (`~ipad`).
  package var hasLaunchScreen: Bool
  /// The launch screen dictionaries, in file order.
  package var launchScreens: [LaunchScreen]

  package init(
    target: Target, rootPosition: FindingPosition = .fileStart, hasLaunchScreen: Bool,
    launchScreens: [LaunchScreen] = []
  ) {
    self.target = target
    self.rootPosition = rootPosition
    self.hasLaunchScreen = hasLaunchScreen
    self.launchScreens = launchScreens
  }

  /// Whether the file may belong to an iOS app: not clearly another platform or bundle.
  package var mayBeIOSApp: Bool {
    switch target {
    case .iOSApp, .partial, .unknown: true
    case .otherPlatform, .appExtension, .otherBundle: false
    }
  }

  /// Reads the summary from a parsed property list; `position` turns offsets into positions.
  package init(_ root: PropertyListNode, position: (Int) -> FindingPosition)
    throws(PropertyListError)
  {
    guard case .dictionary = root.value else {
      throw PropertyListError(offset: root.offset, message: "the root is not a dictionary")
    }
    target = Self.target(of: root)
    rootPosition = position(root.offset)
    hasLaunchScreen = root.entries.contains { Self.isLaunchScreenKey($0.key) }
    var screens: [LaunchScreen] = []
    func screen(_ key: String, _ keyOffset: Int, _ dictionary: PropertyListNode) -> LaunchScreen {
      let color = dictionary.entry("UIColorName")
      return LaunchScreen(
        key: key, keyPosition: position(keyOffset), colorName: color?.value.stringValue,
        colorNamePosition: color.map { position($0.value.offset) })
    }
    for entry in root.entries {
      if entry.key == "UILaunchScreen" || entry.key.hasPrefix("UILaunchScreen~"),
        case .dictionary = entry.value.value
      {
        screens.append(screen(entry.key, entry.keyOffset, entry.value))
      }
      if entry.key == "UILaunchScreens",
        let definitions = entry.value.entry("UILaunchScreenDefinitions")
      {
        for definition in definitions.value.elements {
          screens.append(screen("UILaunchScreenDefinitions", definitions.keyOffset, definition))
        }
      }
    }
    launchScreens = screens
  }

  static func isLaunchScreenKey(_ key: String) -> Bool {
    let base = key.split(separator: "~", maxSplits: 1).first.map(String.init) ?? key
    return ["UILaunchScreen", "UILaunchScreens", "UILaunchStoryboardName", "UILaunchStoryboards"]
      .contains(base)
  }

  /// The bundle kind, from the keys; see ``Target``.
  static func target(of root: PropertyListNode) -> Target {
    let keys = Set(root.entries.map(\.key))
    if keys.contains("NSExtension") || keys.contains("EXAppExtensionAttributes") {
      return .appExtension
    }
    if let packageType = root["CFBundlePackageType"]?.stringValue, !packageType.hasPrefix("$("),
      packageType != "APPL"
    {
      return .otherBundle(packageType)
    }
    let requiresIPhoneOS = root["LSRequiresIPhoneOS"]?.boolValue == true
    if keys.contains(where: { $0.hasPrefix("WK") }) { return .otherPlatform("watchOS") }
    let families = root["UIDeviceFamily"]?.elements.compactMap { node -> Int? in
      if case .number(let text) = node.value { return Int(text) }
      return nil
    }
    let hasPhoneOrPad = families.map { $0.contains(1) || $0.contains(2) }
    if !requiresIPhoneOS {
      if hasPhoneOrPad == false { return .otherPlatform("a platform other than iPhone and iPad") }
      let macKeys = ["LSMinimumSystemVersion", "NSMainNibFile", "NSMainStoryboardFile"]
      if macKeys.contains(where: keys.contains)
        || root["NSPrincipalClass"]?.stringValue == "NSApplication"
      {
        return .otherPlatform("macOS")
      }
      if root["UIApplicationSceneManifest"]?["UIApplicationPreferredDefaultSceneSessionRole"]
        != nil
      {
        return .otherPlatform("visionOS")
      }
    }
    let hasUIKitKey = keys.contains { $0.hasPrefix("UI") }
    guard requiresIPhoneOS || hasPhoneOrPad == true || hasUIKitKey else { return .unknown }
    guard keys.contains("CFBundleIdentifier") || keys.contains("CFBundleExecutable") else {
      return .partial
    }
    return .iOSApp
  }
}
