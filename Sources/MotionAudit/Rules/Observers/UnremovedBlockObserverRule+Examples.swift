// The examples of the rule's description: its documentation and its tests.
extension UnremovedBlockObserverRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      final class MascotViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              applyMotionPreference()
              NotificationCenter.default.↓addObserver(
                  forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                  object: nil,
                  queue: .main
              ) { [weak self] _ in
                  Task { @MainActor in self?.applyMotionPreference() }
              }
          }
      }
      """),
    Example(
      """
      _ = NotificationCenter.default.↓addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
          refresh()
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          private var motionObserver: NSObjectProtocol?

          override func viewDidLoad() {
              super.viewDidLoad()
              motionObserver = NotificationCenter.default.↓addObserver(
                  forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
              ) { [weak self] _ in
                  Task { @MainActor in self?.applyMotionPreference() }
              }
          }

          deinit {
              NotificationCenter.default.removeObserver(self)
          }
      }
      """),
    Example(
      """
      struct TipsView: View {
          var body: some View {
              List(tips) { Text($0.title) }
                  .onAppear {
                      NotificationCenter.default.↓addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
                          reload()
                      }
                  }
          }
      }
      """),
    Example(
      """
      func startObserving() {
          let token = NotificationCenter.default.↓addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
              self.reload()
          }
          print("observing")
      }
      """),
    Example(
      """
      final class FeedViewController: UIViewController {
          private var observers: [NSObjectProtocol] = []

          override func viewDidLoad() {
              super.viewDidLoad()
              observers.append(
                  NotificationCenter.default.↓addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
                      self?.reload()
                  })
          }
      }
      """),
    // A static method runs on every call, and `.default` is the app's shared center.
    Example(
      """
      enum MotionBanner {
          static func show() {
              let center = NotificationCenter.default
              center.↓addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
                  refresh()
              }
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    // A unit test's own center: nothing else posts to it, and it goes away with the test.
    Example(
      """
      final class MotionSettingTests: XCTestCase {
          func testTheObserverRunsOnChange() {
              let center = NotificationCenter()
              var changes = 0
              center.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in
                  changes += 1
              }
              center.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
              XCTAssertEqual(changes, 1)
          }
      }
      """),
    Example(
      """
      @main
      struct PipApp: SwiftUI.App {
          init() {
              NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
                  MotionLog.record()
              }
          }
          var body: some Scene { WindowGroup { RootView() } }
      }
      """),
    Example(
      """
      private struct MotionModelKey: EnvironmentKey {
          static let defaultValue: MotionModel = {
              let model = MotionModel()
              NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
                  model.refresh()
              }
              return model
          }()
      }
      """),
    Example(
      """
      final class MotionSettings {
          static let shared = MotionSettings()
          private(set) var reduceMotion = UIAccessibility.isReduceMotionEnabled

          private init() {
              NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
                  self?.reduceMotion = UIAccessibility.isReduceMotionEnabled
              }
          }
      }
      """),
    RuleExampleScenarios.mascotViewController,
    Example(
      """
      final class FeedViewController: UIViewController {
          private var observers: [NSObjectProtocol] = []

          override func viewDidLoad() {
              super.viewDidLoad()
              observers.append(
                  NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: .main) { _ in })
              observers += [
                  NotificationCenter.default.addObserver(forName: .feedDidFail, object: nil, queue: .main) { _ in },
              ]
          }

          deinit {
              observers.forEach(NotificationCenter.default.removeObserver)
          }
      }
      """),
    Example(
      """
      final class FeedViewController: UIViewController {
          private var observers: [NSObjectProtocol] = []

          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              let token = NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: .main) { _ in }
              observers.append(token)
          }

          override func viewDidDisappear(_ animated: Bool) {
              super.viewDidDisappear(animated)
              for observer in observers {
                  NotificationCenter.default.removeObserver(observer)
              }
              observers.removeAll()
          }
      }
      """),
    Example(
      """
      func waitForLaunch() {
          var token: NSObjectProtocol?
          token = NotificationCenter.default.addObserver(forName: .introDidFinish, object: nil, queue: .main) { _ in
              if let token { NotificationCenter.default.removeObserver(token) }
              showContent()
          }
      }
      """),
    Example(
      """
      func observeDayChanges(_ handler: @escaping () -> Void) -> NSObjectProtocol {
          NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
              handler()
          }
      }
      """),
    Example(
      """
      final class PreferencesSource {
          private struct Registration {
              let token: NSObjectProtocol
              let center: NotificationCenter
          }
          private var registrations: [Registration] = []

          init(names: [Notification.Name]) {
              registrations = names.map { name in
                  Registration(
                      token: NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in },
                      center: .default)
              }
          }

          deinit {
              for registration in registrations {
                  registration.center.removeObserver(registration.token)
              }
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              NotificationCenter.default.addObserver(
                  self, selector: #selector(applyMotionPreference),
                  name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          private var observer: NSObjectProtocol?

          func startObserving() {
              observer = NotificationCenter.default.addObserver(forName: .pipMoodChanged, object: nil, queue: .main) { _ in }
          }

          func stopObserving() {
              guard let observer else { return }
              NotificationCenter.default.removeObserver(observer)
              self.observer = nil
          }
      }
      """),
    Example(
      """
      enum AudioSession {
          private static var observers: [NSObjectProtocol] = []

          static func observe() {
              let active = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in }
              observers.append(active)
          }

          static func unobserve() {
              let tokens = observers
              observers.removeAll()
              for token in tokens {
                  NotificationCenter.default.removeObserver(token)
              }
          }
      }
      """),
    Example(
      """
      final class AppDelegate: NSObject, UIApplicationDelegate {
          func application(
              _ application: UIApplication,
              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
              NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { _ in
                  TipStore.shared.refresh()
              }
              return true
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              observeMotionPreferences { controller, preferences in
                  controller.riveView.isPaused = preferences.reduceMotion
              }
          }
      }
      """),
    Example(
      """
      final class FeedViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              // Not a motion setting: outside this audit's concern.
              NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: .main) { _ in
                  self.reload()
              }
          }
      }
      """),
  ]
}
