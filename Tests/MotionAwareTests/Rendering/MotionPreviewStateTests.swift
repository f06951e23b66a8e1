import MotionAware
import Testing

@Suite("Preview states")
struct MotionPreviewStateTests {
  @Test func bothStatesAreFullMotionThenReduceMotion() {
    #expect(MotionPreviewState.bothStates.map(\.preferences) == [.standard, .reduced])
    #expect(
      MotionPreviewState.bothStates.map(\.title) == ["Reduce Motion off", "Reduce Motion on"])
  }

  @Test func everyStateThePolicyTreatsDifferentlyHasItsOwnTitle() {
    let states = MotionPreviewState.allStates
    #expect(Set(states.map(\.id)).count == states.count)
    let policy = MotionPolicy()
    let probes: [Motion] = [.scale, .matchedGeometry, Motion.fade.autoplaying()]
    let outcomes = states.map { state in probes.map { policy.resolve($0, for: state.preferences) } }
    #expect(Set(outcomes).count == states.count)
  }

  /// The guide's preview pattern: a view that reads `accessibilityReduceMotion` itself takes a
  /// `reduceMotion: Bool`, and each preview copy passes its state's value.
  @Test func previewPatternPassesEachStateItsReduceMotionValue() {
    #expect(MotionPreviewState.bothStates.map(\.reducesMotion) == [false, true])
    #expect(MotionPreviewState.allStates.map(\.reducesMotion) == [false, true, true, false])
  }
}
