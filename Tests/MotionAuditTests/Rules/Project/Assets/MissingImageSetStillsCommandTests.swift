import MotionAudit
import MotionAuditSemantics
import Testing

/// A missing mood still names the `motion-audit stills` command that renders it, when the
/// project holds a Lottie animation with that mood's marker.
@Suite struct MissingImageSetStillsCommandTests {
  static let mascot = ProjectExample.File.animation(
    "App/pip mascot.json",
    .lottie(
      LottieSummary(
        lastFrame: 60,
        markers: [
          .init(name: "idle", startFrame: 0, durationFrames: 30),
          .init(name: "happy", startFrame: 30, durationFrames: 30),
          .init(name: "reduced motion", startFrame: 59, durationFrames: 1),
        ])))

  func messages(_ files: ProjectExample.File...) -> [String] {
    auditProject(files, with: MissingImageSetRule.self).findings.map(\.message)
  }

  @Test func aMissingMoodStillNamesTheCommandThatRendersIt() {
    let found = messages(
      Self.mascot, .asset("App/Assets.xcassets/mascot-mood-idle.imageset"),
      .swift("App/Pip.swift", #"let still = Image("mascot-mood-happy")"#))
    #expect(
      found == [
        "No image set `mascot-mood-happy` in the asset catalogs: Image shows nothing; render it "
          + "from the mascot's animation with `motion-audit stills 'App/pip mascot.json' --into "
          + "App/Assets.xcassets --moods happy`"
      ])
  }

  @Test func anotherPrefixIsPassedOn() {
    let found = messages(
      Self.mascot, .asset("App/Assets.xcassets/AccentColor.colorset"),
      .swift("App/Pip.swift", #"let still = Image("pose-idle")"#))
    #expect(found.first?.hasSuffix("--moods idle --prefix pose-`") == true)
  }

  @Test func withoutAMarkerForTheMoodNoCommandIsSuggested() {
    let found = messages(
      Self.mascot, .asset("App/Assets.xcassets/AccentColor.colorset"),
      .swift("App/Pip.swift", #"let still = Image("mascot-mood-sad")"#))
    #expect(found == ["No image set `mascot-mood-sad` in the asset catalogs: Image shows nothing"])
  }

  @Test func aRiveMascotsMoodAnimationNamesTheCommand() {
    let rive = ProjectExample.File.animation(
      "App/pip.riv",
      .rive(
        RiveSummary(artboards: [
          .init(name: "Pip", animations: [.init(name: "mood:idle"), .init(name: "wave")])
        ])))
    let found = messages(
      rive, .asset("App/Assets.xcassets/AccentColor.colorset"),
      .swift("App/Pip.swift", #"let still = Image("mascot-mood-idle")"#))
    #expect(
      found == [
        "No image set `mascot-mood-idle` in the asset catalogs: Image shows nothing; render it "
          + "from the mascot's animation with `motion-audit stills App/pip.riv --into "
          + "App/Assets.xcassets --moods idle`"
      ])
    // An animation not named for a mood suggests nothing.
    let unnamed = messages(
      rive, .asset("App/Assets.xcassets/AccentColor.colorset"),
      .swift("App/Pip.swift", #"let still = Image("mascot-mood-wave")"#))
    #expect(
      unnamed == ["No image set `mascot-mood-wave` in the asset catalogs: Image shows nothing"])
  }
}
