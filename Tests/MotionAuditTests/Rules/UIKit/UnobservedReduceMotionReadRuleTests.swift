import MotionAudit
import Testing

/// One finding per type, at its first read that configures state; each type answers for itself,
/// and an extension in the same file observing the notification counts for its type.
@Test func eachTypeIsReportedOnceAtItsFirstLastingRead() {
  let source = """
    final class A: UIViewController {
        func flash() { UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 1) {} }
        override func viewDidLoad() {
            stillView.isHidden = !UIAccessibility.isReduceMotionEnabled
            riveView.isPaused = UIAccessibility.isReduceMotionEnabled
        }
    }
    final class B: UIViewController {
        override func viewDidLoad() { riveView.isPaused = UIAccessibility.isReduceMotionEnabled }
    }
    extension B {
        func observe() {
            NotificationCenter.default.addObserver(
                self, selector: #selector(update),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }
    }
    final class C: UIView {
        private func isReduced() -> Bool { UIAccessibility.isReduceMotionEnabled }
        override func didMoveToWindow() { riveView.isHidden = isReduced() }
    }
    """
  let findings = audit(source, with: UnobservedReduceMotionReadRule.self).findings
  #expect(findings.map(\.line) == [4, 19])
  #expect(findings.first?.message.contains("`A`") == true)
}

/// Starting a loop decided by the setting configures lasting state (the loop goes on after the
/// setting changes); building a one-shot animation, or a loop that only fades, under the same
/// guard does not.
@Test(arguments: [
  ("transform.rotation", "rotation.repeatCount = .infinity", 1),
  ("transform.rotation", "rotation.repeatDuration = 30", 1),
  ("transform.rotation", "rotation.duration = 0.4", 0),
  ("opacity", "rotation.repeatCount = .infinity", 0),
])
func aLoopStartedUnderTheSettingConfiguresState(keyPath: String, line: String, findings: Int) {
  let source = """
    final class SpinnerView: UIView {
        private let ring = CAShapeLayer()
        func startAnimating() {
            guard !UIAccessibility.isReduceMotionEnabled else { return }
            let rotation = CABasicAnimation(keyPath: "\(keyPath)")
            rotation.toValue = CGFloat.pi * 2
            \(line)
            ring.add(rotation, forKey: "spin")
        }
    }
    """
  #expect(audit(source, with: UnobservedReduceMotionReadRule.self).findings.count == findings)
}

/// A repeating `UIView.animate` started under the setting counts when it moves, not when it fades.
@Test(arguments: [
  ("self.badge.transform = .init(scaleX: 1.2, y: 1.2)", 1), ("self.badge.alpha = 0.4", 0),
])
func aRepeatingViewAnimationCountsWhenItMoves(change: String, findings: Int) {
  let source = """
    final class BadgeView: UIView {
        let badge = UIView()
        override func didMoveToWindow() {
            if !UIAccessibility.isReduceMotionEnabled {
                UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) { \(change) }
            }
        }
    }
    """
  #expect(audit(source, with: UnobservedReduceMotionReadRule.self).findings.count == findings)
}
