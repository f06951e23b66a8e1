import MotionAware
import MotionAwareRive
import Testing

@Suite("Rive launch intro ending")
struct RiveLaunchIntroEndingTests {
  @Test func anEndTriggerIsObservedWhenTheFileCanFireIt() {
    for ending in [LaunchIntroConfiguration.Ending.onEndTrigger, .after(.milliseconds(2600))] {
      #expect(
        RiveLaunchIntroEnding.resolve(ending, endTriggerPath: "introDone", fileHasViewModel: true)
          == .endTrigger(path: "introDone"))
    }
  }

  @Test func withoutATriggerToObserveAFixedLengthEndsIt() {
    #expect(
      RiveLaunchIntroEnding.resolve(
        .after(.milliseconds(2600)), endTriggerPath: nil, fileHasViewModel: true) == .length)
    // A file without a view model throws when asked for an instance: nothing to observe.
    #expect(
      RiveLaunchIntroEnding.resolve(
        .after(.milliseconds(2600)), endTriggerPath: "introDone", fileHasViewModel: false)
        == .length)
  }

  @Test func anEndTriggerThatCannotBeObservedLeavesOnlyTheTimeout() {
    #expect(
      RiveLaunchIntroEnding.resolve(
        .onEndTrigger, endTriggerPath: "introDone", fileHasViewModel: false)
        == .timeout)
    #expect(
      RiveLaunchIntroEnding.resolve(.onEndTrigger, endTriggerPath: nil, fileHasViewModel: true)
        == .timeout)
  }
}
