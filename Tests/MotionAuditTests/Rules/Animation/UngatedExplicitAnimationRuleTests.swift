import MotionAudit
import Testing

/// Springs are warnings; timing curves that move a view are notes; springs without bounce count
/// as timing curves.
@Test(arguments: [
  ("withAnimation(.spring) { x = 1 }", [Severity.warning]),
  ("withAnimation(.spring(duration: 0.3, bounce: 0)) { x = 1 }", []),
  ("withAnimation(.spring(response: 0.3, dampingFraction: 1.0)) { x = 1 }", []),
  ("withAnimation(.smooth) { x = 1 }", []),
  ("Circle().offset(x: x).animation(.spring(duration: 0.3, bounce: 0), value: x)", [.note]),
  ("Circle().rotationEffect(.degrees(x)).animation(.linear, value: x)", [.note]),
  ("Circle().rotationEffect(.degrees(y)).animation(.linear, value: x)", []),
])
func springsAndTimingCurves(source: String, severities: [Severity]) {
  #expect(
    audit(source, with: UngatedExplicitAnimationRule.self).findings.map(\.severity) == severities)
}

/// An animation held in a variable is followed to its value.
@Test func animationVariablesAreFollowed() {
  let source = """
    let style = Animation.bouncy(duration: 0.4)
    let calm = Animation.easeOut
    withAnimation(style) { x = 1 }
    withAnimation(calm) { x = 1 }
    withAnimation(unknown) { x = 1 }
    """
  #expect(audit(source, with: UngatedExplicitAnimationRule.self).findings.map(\.line) == [3])
}
