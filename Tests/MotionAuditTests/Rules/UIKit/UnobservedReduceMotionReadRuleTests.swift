import MotionAudit
import Testing

@Test func unobservedReduceMotionReadRuleExamples() {
  verifyExamples(of: UnobservedReduceMotionReadRule.self)
}

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
