import MotionAware
import Testing

@Suite("Mascot presentation, as views render it")
struct MascotPresentationRenderingTests {
  private func presentation(
    _ content: MascotPresentation.Content, mood: MascotMood = .idle, caption: String? = nil,
    transition: MotionOutcome = .crossFade(duration: 0.2)
  ) -> MascotPresentation {
    MascotPresentation(content: content, mood: mood, caption: caption, transition: transition)
  }

  @Test func theAccessibilityValueIsTheMeaningThenTheCaptionWhateverIsDrawn() {
    #expect(presentation(.animated, mood: .loading).accessibilityValue == "Loading")
    #expect(
      presentation(.still(pose: "mascot-mood-happy"), mood: .happy, caption: "Saved")
        .accessibilityValue == "Ready. Saved")
    #expect(
      presentation(.animated, mood: .happy, caption: "Saved").accessibilityValue
        == presentation(.still(pose: "mascot-mood-happy"), mood: .happy, caption: "Saved")
        .accessibilityValue)
  }

  @Test func theFirstPresentationAppliesAtOnce() {
    #expect(presentation(.still(pose: "mascot-mood-idle")).crossFadeSeconds(from: nil) == nil)
  }

  @Test func aChangeOfWhatIsDrawnCrossFadesForThePresentationsDuration() {
    let idle = presentation(.still(pose: "mascot-mood-idle"))
    let loading = presentation(.still(pose: "mascot-mood-loading"), mood: .loading)
    let animated = presentation(.animated)
    #expect(loading.crossFadeSeconds(from: idle) == 0.2)
    #expect(animated.crossFadeSeconds(from: idle) == 0.2)
    #expect(idle.crossFadeSeconds(from: animated) == 0.2)

    let captioned = presentation(.still(pose: "mascot-mood-idle"), caption: "Saved")
    #expect(captioned.crossFadeSeconds(from: idle) == 0.2)
  }

  @Test func aChangeThatDrawsNothingNewAppliesAtOnce() {
    // While the animation plays, a new mood or caption is the animation's to show.
    let idle = presentation(.animated)
    let loading = presentation(.animated, mood: .loading, caption: "Saved")
    #expect(loading.crossFadeSeconds(from: idle) == nil)
    #expect(idle.crossFadeSeconds(from: idle) == nil)
  }

  @Test func onlyACrossFadeOfSomeLengthAnimates() {
    let idle = presentation(.still(pose: "mascot-mood-idle"))
    for transition in [MotionOutcome.applyInstantly, .crossFade(duration: 0), .holdStill] {
      let loading = presentation(
        .still(pose: "mascot-mood-loading"), mood: .loading, transition: transition)
      #expect(loading.crossFadeSeconds(from: idle) == nil)
      #expect(loading.crossFadeSeconds == nil)
    }
    #expect(idle.crossFadeSeconds == 0.2)
  }
}
