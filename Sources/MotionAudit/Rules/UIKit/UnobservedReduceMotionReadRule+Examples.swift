// The examples of the rule's description: its documentation and its tests.
extension UnobservedReduceMotionReadRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      final class MascotViewController: UIViewController {
          private let riveView = RiveUIView(rive: nil)
          private let stillView = UIImageView(image: UIImage(named: "mascot-idle"))

          override func viewDidLoad() {
              super.viewDidLoad()
              let reduce = UIAccessibility.↓isReduceMotionEnabled
              riveView.isPaused = reduce
              riveView.isHidden = reduce
              stillView.isHidden = !reduce
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          private let riveView = RiveUIView(rive: nil)

          override func viewDidLoad() {
              super.viewDidLoad()
              riveView.isPaused = UIAccessibility.↓isReduceMotionEnabled
          }
      }
      """),
    Example(
      """
      final class IdleMascotView: UIView {
          private let reduceMotion = UIAccessibility.↓isReduceMotionEnabled
          private let riveViewModel = RiveViewModel(fileName: "pip")

          override func didMoveToWindow() {
              super.didMoveToWindow()
              reduceMotion ? riveViewModel.pause() : riveViewModel.play()
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          private let riveViewModel = RiveViewModel(fileName: "pip")

          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              UIAccessibility.↓isReduceMotionEnabled ? riveViewModel.pause() : riveViewModel.play()
          }
      }
      """),
    Example(
      """
      final class BadgeViewController: UIViewController {
          private let badge = UIImageView(image: UIImage(systemName: "sparkles"))
          private var prefersStillness: Bool { UIAccessibility.↓isReduceMotionEnabled }

          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              guard !prefersStillness else { return }
              UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse]) {
                  self.badge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
              }
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    RuleExampleScenarios.mascotViewController,
    RuleExampleScenarios.riveViewPausedUnderReduceMotion,
    Example(
      """
      final class CardViewController: UIViewController {
          private let card = UIView()

          func showCard() {
              if UIAccessibility.isReduceMotionEnabled {
                  card.alpha = 1
              } else {
                  UIView.animate(withDuration: 0.3) { self.card.center.y -= 100 }
              }
          }

          func hideCard() {
              let reduce = UIAccessibility.isReduceMotionEnabled
              UIView.animate(withDuration: reduce ? 0 : 0.3) { self.card.center.y += 100 }
          }
      }
      """),
    Example(
      """
      final class TipViewController: UIViewController {
          private let tipBottom = NSLayoutConstraint()

          func showTip() {
              tipBottom.constant = 0
              guard !UIAccessibility.isReduceMotionEnabled else {
                  view.layoutIfNeeded()
                  return
              }
              UIView.animate(withDuration: 0.4) { self.view.layoutIfNeeded() }
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          private let riveView = RiveUIView(rive: nil)

          override func viewDidLoad() {
              super.viewDidLoad()
              applyMotionPreference()
              NotificationCenter.default.addObserver(
                  self, selector: #selector(applyMotionPreference),
                  name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
          }

          @objc private func applyMotionPreference() {
              riveView.isPaused = UIAccessibility.isReduceMotionEnabled
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          private let riveView = RiveUIView(rive: nil)
          private var following: Task<Void, Never>?

          override func viewDidLoad() {
              super.viewDidLoad()
              riveView.isPaused = UIAccessibility.isReduceMotionEnabled
              following = Task { [weak self] in
                  for await _ in NotificationCenter.default.notifications(
                      named: UIAccessibility.reduceMotionStatusDidChangeNotification)
                  {
                      self?.riveView.isPaused = UIAccessibility.isReduceMotionEnabled
                  }
              }
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          private let riveView = RiveUIView(rive: nil)
          private var observer: MotionPreferencesObserver?

          override func viewDidLoad() {
              super.viewDidLoad()
              riveView.isPaused = UIAccessibility.isReduceMotionEnabled
              observer = MotionPreferencesObserver(policy: MotionPolicy()) { [weak self] preferences in
                  self?.riveView.isPaused = preferences.reduceMotion
              }
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          private let riveView = RiveUIView(rive: nil)

          override func viewDidLoad() {
              super.viewDidLoad()
              riveView.isPaused = UIAccessibility.isReduceMotionEnabled
              observeMotionPreferences { controller, preferences in
                  controller.riveView.isPaused = preferences.reduceMotion
              }
          }
      }
      """),
    Example(
      """
      enum UIKitMotionSettings {
          static func read() -> MotionPreferences {
              MotionPreferences(reduceMotion: UIAccessibility.isReduceMotionEnabled)
          }
      }
      """),
    Example(
      """
      final class SettingsReader {
          var shouldAnimate: Bool { !UIAccessibility.isReduceMotionEnabled }

          func animationDuration() -> TimeInterval {
              shouldAnimate ? 0.3 : 0
          }
      }
      """),
    Example(
      """
      struct LegacyBanner: View {
          private let reduce = UIAccessibility.isReduceMotionEnabled
          var body: some View { Text("Hi").opacity(reduce ? 1 : 0.8) }
      }
      """),
  ]
}
