import MotionAudit
import MotionAuditSources
import Testing

/// A block whose effect cannot be seen (a method no file declares) is not reported: such "may
/// move" reports were usually wrong on real apps.
@Test(arguments: [
  ("UIView.animate(withDuration: 0.3) { self.card.frame.origin.y = 0 }", [Severity.warning]),
  ("UIView.animate(withDuration: 0.3) { self.expandDetails() }", []),
  ("UIView.animate(withDuration: 0.3) { self.details.expand() }", []),
])
func blocksWhoseEffectCannotBeSeenAreNotReported(source: String, severities: [Severity]) {
  #expect(
    audit(source, with: UngatedUIKitAnimationRule.self).findings.map(\.severity) == severities)
}

/// Methods declared in the file are looked into, however the block reaches them, and a method
/// that calls itself does not hang the classifier.
@Test func methodsDeclaredInTheFileAreLookedInto() {
  let source = """
    final class Card: UIView {
        func lift() { UIView.animate(withDuration: 0.2) { self.raise() } }
        func fade() { UIView.animate(withDuration: 0.2) { self.dim() } }
        private func raise() { nudge() }
        private func nudge() { transform = CGAffineTransform(translationX: 0, y: -8) }
        private func dim() { alpha = 0.5; dim() }
    }
    """
  let findings = audit(source, with: UngatedUIKitAnimationRule.self).findings
  #expect(findings.map(\.line) == [2])
  #expect(findings.map(\.severity) == [.warning])
}

/// The message says when the animation springs.
@Test(arguments: [
  ("UIView.animate(withDuration: 0.3) { self.card.center.y = 0 }", false),
  (
    "UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, "
      + "initialSpringVelocity: 0) { self.card.center.y = 0 }", true
  ),
  ("UIView.animate(springDuration: 0.3, bounce: 0.2) { self.card.center.y = 0 }", true),
  ("UIView.animate(.snappy) { self.card.center.y = 0 }", true),
])
func springsAreNamedInTheMessage(source: String, springs: Bool) throws {
  let finding = try #require(audit(source, with: UngatedUIKitAnimationRule.self).findings.first)
  #expect(finding.message.contains("spring") == springs)
}
