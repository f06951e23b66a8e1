import MotionAuditSemantics

/// An intro or splash view whose background colour differs from the launch screen's
/// `UIColorName`: the white flash of the splash-screen guide.
///
/// A background is a colour first in a `ZStack`, inside `.background(…)`, or assigned to
/// `backgroundColor`, in a type named for an intro, splash or launch screen (`IntroView`,
/// `AppIntro`, `SplashViewController`, `LaunchScreenView`; not `RocketLaunchRow`). It is compared with the `UIColorName` of the nearest iOS app
/// `Info.plist` that has a `UILaunchScreen` (no `UIColorName` means the system background):
/// asset names exactly, symbols (`Color(.launchBackground)`, `.systemBackground`) by their
/// spelling without case, separators or a `Color` suffix. `Color.clear` lets the launch screen's
/// successor show through and is not compared.
///
/// Known false positives: a background drawn on purpose in another colour, with a fade of its
/// own. Known false negatives: intro views named otherwise; colours from variables; a launch
/// storyboard's colour.
package struct IntroBackgroundMismatchRule: ProjectRule {
  package static let description = RuleDescription(
    id: "intro-background-mismatch",
    name: "Intro background differs from the launch screen's colour",
    defaultSeverity: .warning,
    message: "The intro's background differs from the launch screen's colour (UIColorName)",
    rationale: """
      The launch screen is drawn by the system from Info.plist; the intro's first frame has to \
      match it, or the screen flashes between the two. The splash-screen guide: "Why does my \
      splash animation flash white at first? The launch screen's background and the intro's \
      first frame do not match, often because one uses a fixed colour and the other follows \
      dark mode. Use the same asset catalog colour for UILaunchScreen's UIColorName and for the \
      intro's background." A flash is a sudden change of the whole screen, exactly what people \
      who turn on Reduce Motion want to avoid.
      """,
    references: [
      "Guide: Animated splash screen in SwiftUI — avoiding a flash",
      "Apple: Specifying your app's launch screen",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Use the launch screen's colour behind the intro: the asset catalog colour named by the \
      `UIColorName` of `UILaunchScreen` (for example `Color("LaunchBackground")`), so both follow \
      light and dark mode identically.
      """,
    requiredTokens: LaunchIntroVocabulary.tokenCondition.tokens,
    requiredTokenCondition: LaunchIntroVocabulary.tokenCondition,
    examples: projectExamples)

  package init() {}

  package static func check(_ project: ProjectContext, violations: inout [ProjectViolation]) {
    for swiftFile in project.swiftFiles {
      for color in swiftFile.facts.backgroundColors where color.name != "clear" {
        guard
          let plist = project.infoPlist(
            nearestTo: swiftFile.file,
            where: { $0.summary.mayBeIOSApp && !$0.summary.launchScreens.isEmpty })
        else { continue }
        let launchColors = plist.summary.launchScreens.map { $0.colorName ?? "systemBackground" }
        guard !launchColors.contains(where: { Self.matches(color, $0) }) else { continue }
        let written = color.isAssetName ? "\"\(color.name)\"" : ".\(color.name)"
        let launchColor = plist.summary.launchScreens[0].colorName
        let launch = launchColor.map { "`\($0)`" } ?? "the system background (no UIColorName)"
        let replacement =
          launchColor.map { "`Color(\"\($0)\")` (the `UIColorName` of `UILaunchScreen`)" }
          ?? "`Color(.systemBackground)` (`UILaunchScreen` names no `UIColorName`)"
        violations.append(
          ProjectViolation(
            swiftFile.file, color.site,
            message: "\(color.typeName)'s background `\(written)` differs from the launch "
              + "screen's colour \(launch): the screen flashes between them",
            fix: "Use the launch screen's colour behind the intro: \(replacement), so both "
              + "follow light and dark mode identically."))
      }
    }
  }

  /// Asset names compare exactly (case aside); symbols by their letters and digits, without a
  /// trailing `color`.
  private static func matches(_ color: ColorReference, _ launchColor: String) -> Bool {
    if color.isAssetName { return color.name.lowercased() == launchColor.lowercased() }
    return squeezed(color.name) == squeezed(launchColor)
  }

  private static func squeezed(_ name: String) -> String {
    var text = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    if text.hasSuffix("color"), text.count > 5 { text.removeLast(5) }
    return text
  }
}
