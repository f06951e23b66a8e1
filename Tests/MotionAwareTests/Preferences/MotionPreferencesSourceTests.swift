import Foundation
import Testing

@testable import MotionAware

@Suite("Motion preferences and their sources")
struct MotionPreferencesSourceTests {
  @Test func defaultsMatchAnUntouchedDevice() {
    let standard = MotionPreferences.standard
    #expect(!standard.reduceMotion)
    #expect(!standard.prefersCrossFadeTransitions)
    #expect(standard.playsAnimatedImages)
    #expect(!standard.dimsFlashingLights)
    #expect(standard.autoplaysVideoPreviews)
    #expect(MotionPreferences.reduced.reduceMotion)
  }

  @Test func crossFadeAppliesOnlyWithReduceMotion() {
    #expect(!MotionPreferences(prefersCrossFadeTransitions: true).crossFadesTransitions)
    #expect(
      MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true).crossFadesTransitions
    )
  }

  @Test func manualSourceStreamsEveryChangeToEveryFollower() async {
    let source = ManualMotionPreferencesSource.fixed(.standard)
    var first = source.changes().makeAsyncIterator()
    var second = source.changes().makeAsyncIterator()
    source.update { $0.playsAnimatedImages = false }
    let expected = MotionPreferences(playsAnimatedImages: false)
    #expect(await first.next() == expected)
    #expect(await second.next() == expected)
    #expect(source.current == expected)
  }

  @Test func streamEndsWhenTheSourceGoesAway() async {
    var source: ManualMotionPreferencesSource? = ManualMotionPreferencesSource()
    var changes = source!.changes().makeAsyncIterator()
    source = nil
    #expect(await changes.next() == nil)
  }

  @Test func notificationSourceReadsAgainAfterEachNotificationAndDeliversAChangeOnce() async {
    let center = NotificationCenter()
    let setting = Setting()
    let reduceMotionChanged = Notification.Name("ReduceMotionChanged")
    let crossFadeChanged = Notification.Name("CrossFadeChanged")
    let source = NotificationMotionPreferencesSource(
      observing: [.init(reduceMotionChanged, on: center), .init(crossFadeChanged, on: center)],
      queue: nil,
      read: { setting.value }
    )
    var changes = source.changes().makeAsyncIterator()
    #expect(source.current == .standard)

    // One toggle, announced by two notifications, as UIKit does for Reduce Motion and Cross-Fade.
    setting.value = MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true)
    center.post(name: reduceMotionChanged, object: nil)
    center.post(name: crossFadeChanged, object: nil)
    setting.value = .standard
    center.post(name: reduceMotionChanged, object: nil)

    #expect(await changes.next() == setting.firstChange)
    #expect(await changes.next() == .standard)
    #expect(setting.reads == 4)
  }

  @Test func notificationSourceStopsObservingWhenItGoesAway() {
    let center = NotificationCenter()
    let setting = Setting()
    let changed = Notification.Name("Changed")
    var source: NotificationMotionPreferencesSource? = NotificationMotionPreferencesSource(
      observing: [.init(changed, on: center)], queue: nil, read: { setting.value })
    center.post(name: changed, object: nil)
    #expect(setting.reads == 2)
    #expect(source != nil)

    source = nil
    center.post(name: changed, object: nil)
    #expect(setting.reads == 2)
  }

  @MainActor
  @Test func mainActorSourceRefreshedOffTheMainThreadReadsOnTheMainActor() async {
    let setting = MainActorSetting()
    let source = NotificationMotionPreferencesSource(
      observing: [],
      readingOnMainActor: {
        MainActor.preconditionIsolated()
        return setting.value
      })
    var changes = source.changes().makeAsyncIterator()
    setting.value = .reduced
    // Before, the reader assumed the main actor and trapped here.
    await Task.detached { source.refresh() }.value
    #expect(await changes.next() == .reduced)
    #expect(source.current == .reduced)

    // On the main actor too (at once where the main actor is the main thread).
    setting.value = .standard
    source.refresh()
    #expect(await changes.next() == .standard)
  }

  @MainActor
  @Test func systemSourceOnLinuxReportsTheDefaults() {
    #expect(SystemMotionPreferencesSource.make().current == .standard)
    #expect(SystemMotionPreferencesSource.shared === SystemMotionPreferencesSource.shared)
  }
}

/// A stand-in for a system setting that may be read on the main actor only.
@MainActor
private final class MainActorSetting {
  var value = MotionPreferences.standard
}

/// A stand-in for a system setting: counts how often it is read.
private final class Setting: @unchecked Sendable {
  private let state = LockedState((value: MotionPreferences.standard, reads: 0))

  let firstChange = MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true)

  var value: MotionPreferences {
    get {
      state.withLock {
        $0.reads += 1
        return $0.value
      }
    }
    set { state.withLock { $0.value = newValue } }
  }

  var reads: Int { state.withLock { $0.reads } }
}
