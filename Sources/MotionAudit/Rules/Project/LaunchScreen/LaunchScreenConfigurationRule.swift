import MotionAuditSemantics

/// An iOS app's `Info.plist` without a launch screen (`UILaunchScreen` or a launch storyboard),
/// or a launch screen whose `UIColorName` names a colour set no asset catalog of the project has.
///
/// Only iOS app plists must have a launch screen: the rule reads the keys to tell (see
/// ``InfoPlistSummary/Target``) and skips macOS, watchOS and visionOS apps, app extensions,
/// frameworks and test bundles, and partial plists that Xcode completes from build settings; it
/// also skips the missing-screen check when an Xcode project generates the launch screen
/// (`INFOPLIST_KEY_UILaunchScreen_Generation`). The colour check runs only when the project has
/// an asset catalog.
///
/// Known false positives: a colour set in a catalog outside the audited paths. Known false
/// negatives: plists named other than `Info.plist` or `<Name>-Info.plist`; launch storyboards
/// are not opened.
package struct LaunchScreenConfigurationRule: ProjectRule {
  package static let description = RuleDescription(
    id: "launch-screen-configuration",
    name: "Launch screen missing, or its colour not in an asset catalog",
    defaultSeverity: .warning,
    message:
      "Info.plist of an iOS app has no launch screen (UILaunchScreen or a launch storyboard)",
    rationale: """
      The system draws the launch screen from Info.plist before any code runs, and the intro \
      has to continue from it. Without UILaunchScreen (or a launch storyboard) there is nothing \
      to continue from; with a UIColorName that no asset catalog holds, the launch screen shows \
      a different colour than the intro, so the first frame flashes. The splash-screen guide: \
      "In Info.plist, set UILaunchScreen → UIColorName to a colour of the asset catalog \
      (LaunchBackground here) and use the same Color(\"LaunchBackground\") behind the intro."
      """,
    references: [
      "Guide: Animated splash screen in SwiftUI — avoiding a flash",
      "Apple: Specifying your app's launch screen",
      "Apple HIG: Launching",
    ],
    fix: """
      Give Info.plist a `UILaunchScreen` whose `UIColorName` names a colour set of the asset \
      catalog (`LaunchBackground`): add the set, or correct the name. Use the same colour behind \
      the intro.
      """,
    requiredTokens: ["UILaunchScreen"],
    examples: projectExamples)

  package init() {}

  package static func check(_ project: ProjectContext, violations: inout [ProjectViolation]) {
    for plist in project.infoPlists {
      let summary = plist.summary
      if summary.target == .iOSApp, !summary.hasLaunchScreen, !project.generatesLaunchScreen {
        violations.append(ProjectViolation(at: .file(plist.file, summary.rootPosition)))
      }
      guard summary.mayBeIOSApp, !project.catalogs.isEmpty else { continue }
      for screen in summary.launchScreens {
        guard let color = screen.colorName, !project.catalogs.hasColor(named: color) else {
          continue
        }
        violations.append(
          ProjectViolation(
            at: .file(plist.file, screen.colorNamePosition ?? screen.keyPosition),
            message: "UIColorName `\(color)` names a colour set that no asset catalog has: "
              + "the launch screen will not show it"))
      }
    }
  }
}
