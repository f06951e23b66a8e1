import Foundation
import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import Testing

/// What an Info.plist says: which kind of bundle, and its launch screen with positions.
@Suite struct InfoPlistSummaryTests {
  private func summary(_ entries: String) throws -> InfoPlistSummary {
    let text = "<plist version=\"1.0\">\n<dict>\n\(entries)\n</dict>\n</plist>\n"
    let result = ProjectFileReader.summarize(
      "App/Info.plist", kind: .infoPlist, bytes: Array(text.utf8))
    guard case .infoPlist(let summary)? = result.summary else {
      Issue.record("not summarized: \(result.skipped?.reason ?? "")")
      throw CancellationError()
    }
    return summary
  }

  private let bundleKeys = """
    <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
    """

  @Test func tellsTheKindOfBundleFromItsKeys() throws {
    let cases: [(String, InfoPlistSummary.Target)] = [
      (bundleKeys + "<key>LSRequiresIPhoneOS</key><true/>", .iOSApp),
      (bundleKeys + "<key>UIDeviceFamily</key><array><integer>1</integer></array>", .iOSApp),
      (bundleKeys + "<key>UISupportedInterfaceOrientations</key><array/>", .iOSApp),
      ("<key>UIApplicationSceneManifest</key><dict/>", .partial),
      (bundleKeys, .unknown),
      (bundleKeys + "<key>WKApplication</key><true/>", .otherPlatform("watchOS")),
      (
        bundleKeys + "<key>LSMinimumSystemVersion</key><string>14.0</string>",
        .otherPlatform("macOS")
      ),
      (
        bundleKeys + "<key>UIDeviceFamily</key><array><integer>7</integer></array>",
        .otherPlatform("a platform other than iPhone and iPad")
      ),
      (
        bundleKeys
          + "<key>UIApplicationSceneManifest</key><dict><key>UIApplicationPreferredDefaultSceneSessionRole</key>"
          + "<string>UIWindowSceneSessionRoleApplication</string></dict>",
        .otherPlatform("visionOS")
      ),
      (
        bundleKeys + "<key>NSExtension</key><dict/><key>LSRequiresIPhoneOS</key><true/>",
        .appExtension
      ),
      (bundleKeys + "<key>CFBundlePackageType</key><string>FMWK</string>", .otherBundle("FMWK")),
      (
        bundleKeys + "<key>CFBundlePackageType</key><string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>"
          + "<key>LSRequiresIPhoneOS</key><true/>",
        .iOSApp
      ),
    ]
    for (entries, target) in cases {
      #expect(try summary(entries).target == target, "\(entries)")
    }
  }

  @Test func readsLaunchScreensWithTheirColoursAndPositions() throws {
    let value = try summary(
      bundleKeys + """

        <key>UILaunchScreen</key>
        <dict>
        \t<key>UIColorName</key>
        \t<string>LaunchBackground</string>
        </dict>
        <key>UILaunchScreens</key>
        <dict>
        \t<key>UILaunchScreenDefinitions</key>
        \t<array><dict><key>UIColorName</key><string>Dark</string></dict><dict/></array>
        </dict>
        """)
    #expect(value.hasLaunchScreen)
    #expect(value.launchScreens.map(\.colorName) == ["LaunchBackground", "Dark", nil])
    #expect(value.launchScreens[0].keyPosition.line == 4)
    #expect(value.launchScreens[0].colorNamePosition?.line == 7)
    #expect(value.launchScreens[0].colorNamePosition?.column == 2)
    #expect(
      value.launchScreens[0].colorNamePosition?.sourceLine == "\t<string>LaunchBackground</string>")
    #expect(value.rootPosition.line == 2)
  }

  @Test func launchStoryboardsAndDeviceVariantsCountAsLaunchScreens() throws {
    for key in ["UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchScreen~iphone"] {
      #expect(
        try summary(bundleKeys + "<key>\(key)</key><string>LaunchScreen</string>").hasLaunchScreen)
    }
    #expect(try !summary(bundleKeys + "<key>UILaunchImages</key><array/>").hasLaunchScreen)
  }

  @Test func aMalformedOrNonDictionaryPlistIsAMalformedSkipNote() {
    let broken = ProjectFileReader.summarize(
      "App/Info.plist", kind: .infoPlist, bytes: Array("<plist>\n<dict>\n<key>A</key>\n".utf8))
    #expect(broken.summary == nil)
    #expect(broken.skipped?.kind == .malformed)
    #expect(
      broken.skipped?.reason
        == "not a readable property list (line 2, column 1: <dict> is never closed)")
    let array = ProjectFileReader.summarize(
      "App/Info.plist", kind: .infoPlist, bytes: Array("<plist><array/></plist>".utf8))
    #expect(array.skipped?.reason.contains("the root is not a dictionary") == true)
  }

  @Test func oversizedFilesAreNotRead() {
    let bytes = [UInt8](repeating: 0x20, count: ProjectFileReader.maximumPropertyListSize + 1)
    let result = ProjectFileReader.summarize("App/Info.plist", kind: .infoPlist, bytes: bytes)
    #expect(result.summary == nil)
    #expect(
      result.skipped
        == SkippedFile(
          file: "App/Info.plist", kind: .malformed, reason: "larger than 4 MiB: not read"))
  }

  @Test func binaryPlistsPointAtTheFileStart() throws {
    let object: [String: Any] = [
      "CFBundleIdentifier": "app.pip", "LSRequiresIPhoneOS": true,
      "UILaunchScreen": ["UIColorName": "LaunchBackground"],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let result = ProjectFileReader.summarize("Info.plist", kind: .infoPlist, bytes: Array(data))
    guard case .infoPlist(let summary)? = result.summary else {
      Issue.record("not summarized")
      return
    }
    #expect(summary.target == .iOSApp)
    #expect(summary.launchScreens.first?.colorName == "LaunchBackground")
    #expect(summary.launchScreens.first?.colorNamePosition == .fileStart)
  }
}
