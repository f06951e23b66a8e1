// The examples of the rule's description: its documentation and its tests.
extension LaunchScreenConfigurationRule {
  package static let projectExamples = ProjectRuleExamples(
    triggering: [
      ProjectExample(.infoPlist(ProjectExample.File.iOSAppKeys, marksRoot: true)),
      ProjectExample(
        .infoPlist(
          ProjectExample.File.iOSAppKeys + "\n"
            + ProjectExample.File.launchScreen(color: "LaunchBackground", marked: true)),
        .asset("App/Assets.xcassets/AccentColor.colorset")),
    ],
    nonTriggering: [
      // The splash-screen guide's configuration.
      ProjectExample(
        .infoPlist(
          ProjectExample.File.iOSAppKeys + "\n"
            + ProjectExample.File.launchScreen(color: "LaunchBackground")),
        .asset("App/Assets.xcassets/LaunchBackground.colorset")),
      ProjectExample(
        .infoPlist(
          ProjectExample.File.iOSAppKeys + """

            \t<key>UILaunchStoryboardName</key>
            \t<string>LaunchScreen</string>
            """)),
      ProjectExample(
        .infoPlist(
          ProjectExample.File.iOSAppKeys + "\n"
            + ProjectExample.File.launchScreen(color: "Launch/Background")),
        .text(
          "App/Assets.xcassets/Launch/Contents.json",
          #"{ "properties" : { "provides-namespace" : true } }"#),
        .asset("App/Assets.xcassets/Launch/Background.colorset")),
      // No catalog in the audited paths: the colour may be elsewhere.
      ProjectExample(
        .infoPlist(
          ProjectExample.File.iOSAppKeys + "\n"
            + ProjectExample.File.launchScreen(color: "LaunchBackground"))),
      ProjectExample(
        .infoPlist(
          """
          \t<key>CFBundleIdentifier</key>
          \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
          \t<key>LSMinimumSystemVersion</key>
          \t<string>$(MACOSX_DEPLOYMENT_TARGET)</string>
          \t<key>NSPrincipalClass</key>
          \t<string>NSApplication</string>
          """, at: "Mac/Info.plist")),
      ProjectExample(
        .infoPlist(
          """
          \t<key>CFBundleIdentifier</key>
          \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
          \t<key>WKApplication</key>
          \t<true/>
          """, at: "Watch/Info.plist")),
      ProjectExample(
        .infoPlist(
          """
          \t<key>CFBundleIdentifier</key>
          \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
          \t<key>NSExtension</key>
          \t<dict>
          \t\t<key>NSExtensionPointIdentifier</key>
          \t\t<string>com.apple.widgetkit-extension</string>
          \t</dict>
          """, at: "Widget/Info.plist")),
      ProjectExample(
        .infoPlist(
          """
          \t<key>CFBundleIdentifier</key>
          \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
          \t<key>CFBundlePackageType</key>
          \t<string>BNDL</string>
          """, at: "Tests/Info.plist")),
      // Only the keys Xcode cannot generate: the rest comes from build settings.
      ProjectExample(
        .infoPlist(
          """
          \t<key>UIApplicationSceneManifest</key>
          \t<dict>
          \t\t<key>UIApplicationSupportsMultipleScenes</key>
          \t\t<false/>
          \t</dict>
          """)),
      ProjectExample(
        .infoPlist(ProjectExample.File.iOSAppKeys),
        .text(
          "App.xcodeproj/project.pbxproj",
          "INFOPLIST_KEY_UILaunchScreen_Generation = YES;")),
    ])
}
