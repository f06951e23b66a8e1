import MotionAudit
import Testing

/// The message says what happened to the token.
@Test(arguments: [
  (
    "center.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in }",
    "discarded"
  ),
  (
    "let token = center.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in }",
    "never used"
  ),
  (
    "final class A { var token: Any?\n func f() { token = center.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in } } }",
    "kept in `token`"
  ),
  (
    "register(center.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in })",
    "nothing here"
  ),
])
func theMessageSaysWhatHappenedToTheToken(source: String, fragment: String) {
  let findings = audit(source, with: UnremovedBlockObserverRule.self).findings
  #expect(findings.count == 1)
  #expect(findings.first?.message.contains(fragment) == true)
}

/// A token passed on to other code is trusted when the type removes observers by token, and is
/// not when it only calls `removeObserver(self)`.
@Test func aTokenPassedOnIsTrustedOnlyWhenTheTypeRemovesTokens() {
  func source(removing argument: String) -> String {
    """
    final class Screen {
        private var bag = ObserverBag()
        init() { bag.keep(NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in }) }
        deinit { NotificationCenter.default.removeObserver(\(argument)) }
    }
    """
  }
  #expect(
    audit(source(removing: "bag.token"), with: UnremovedBlockObserverRule.self).findings.isEmpty)
  #expect(
    audit(source(removing: "self"), with: UnremovedBlockObserverRule.self).findings.count == 1)
}
