import MotionAudit
import Testing

/// The fix speaks of a mascot's poses only for a mascot's still; any other missing image (an
/// app icon, a logo) is told to add the set or correct the name.
@Suite struct MissingImageSetFixTests {
  func fixes(_ files: ProjectExample.File...) -> [String] {
    auditProject(files, with: MissingImageSetRule.self).findings.map(\.fix)
  }

  @Test func anUnrelatedImageGetsNoMascotAdvice() {
    let found = fixes(
      .asset("App/Assets.xcassets/AccentColor.colorset"),
      .swift("App/About.swift", #"let icon = Image("AppIconPreview")"#))
    #expect(found == [MissingImageSetRule.description.fix])
    #expect(found.allSatisfy { !$0.contains("mood") && !$0.contains("pose") })
  }

  @Test func aMascotStillIsToldToAddTheStillForItsMood() {
    let found = fixes(
      .asset("App/Assets.xcassets/AccentColor.colorset"),
      .swift("App/Pip.swift", #"let still = Image("mascot-idle")"#))
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("Add the mascot's still for this mood") == true)
    #expect(found.first?.contains("motion-audit stills") == false)
  }

  @Test func aMoodWithAMarkerNamesTheCommandInTheFix() {
    let found = fixes(
      MissingImageSetStillsCommandTests.mascot,
      .asset("App/Assets.xcassets/mascot-mood-idle.imageset"),
      .swift("App/Pip.swift", #"let still = Image("mascot-mood-happy")"#))
    #expect(found.count == 1)
    #expect(
      found.first?.hasSuffix(
        "; `motion-audit stills 'App/pip mascot.json' --into App/Assets.xcassets --moods happy` "
          + "renders it from the mascot's animation file.") == true)
  }

  @Test func aGapInAnUnrelatedNumberedFamilyGetsNoMascotAdvice() {
    let found = fixes(
      .asset("App/Assets.xcassets/onboarding-1.imageset"),
      .asset("App/Assets.xcassets/onboarding-3.imageset"),
      .swift("App/Onboarding.swift", #"let page = Image("onboarding-\(index)")"#))
    #expect(found == [MissingImageSetRule.description.fix])
  }
}
