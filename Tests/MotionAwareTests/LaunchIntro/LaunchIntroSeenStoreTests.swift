import Foundation
import MotionAware
import Testing

@Suite("Launch intro seen store")
struct LaunchIntroSeenStoreTests {
  @Test func userDefaultsStoreKeepsTheVersionUnderItsKey() throws {
    let suite = "MotionAwareTests.LaunchIntroSeenStore.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }

    let store = UserDefaultsLaunchIntroSeenStore(defaults: defaults)
    #expect(store.key == "MotionAware.LaunchIntro.seenAppVersion")
    #expect(store.seenRecord == nil)
    store.save(LaunchIntroSeenRecord(appVersion: "2.1"))
    #expect(store.seenRecord == LaunchIntroSeenRecord(appVersion: "2.1"))
    #expect(defaults.string(forKey: store.key) == "2.1")

    // Another store on the same defaults (the next launch) reads it back.
    #expect(UserDefaultsLaunchIntroSeenStore(defaults: defaults).seenRecord?.appVersion == "2.1")
    #expect(UserDefaultsLaunchIntroSeenStore(defaults: defaults, key: "other").seenRecord == nil)
  }

  @Test func inMemoryStoreKeepsTheLastRecord() {
    let store = InMemoryLaunchIntroSeenStore()
    #expect(store.seenRecord == nil)
    store.save(LaunchIntroSeenRecord(appVersion: "1"))
    store.save(LaunchIntroSeenRecord(appVersion: "2"))
    #expect(store.seenRecord == LaunchIntroSeenRecord(appVersion: "2"))
    #expect(InMemoryLaunchIntroSeenStore(.init(appVersion: "3")).seenRecord?.appVersion == "3")
  }
}
