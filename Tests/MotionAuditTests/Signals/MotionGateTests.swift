import MotionAuditSemantics
import Testing

/// Where the gate finder sees a signal deciding motion, and where it must not.
@Suite struct MotionGateTests {
  private func context(_ body: String) -> AuditContext {
    AuditContext(
      file: "V.swift",
      source: """
        struct V: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var isOn = false
            var body: some View {
                \(body)
            }
            func toggle() {
                \(body)
            }
        }
        """)
  }

  @Test func ternaryBranchesAreGated() {
    let context = context("Text(\"x\").transition(reduceMotion ? .opacity : .move(edge: .top))")
    #expect(context.gateOfCall(named: "move")?.kind == .condition)
  }

  @Test func ternaryConditionIsNotGatedByItsOwnBranches() {
    let context = context("let x = withAnimation(.spring) { isOn } ? reduceMotion : false")
    #expect(context.gateOfCall(named: "withAnimation") == nil)
  }

  @Test func nestedTernaryElseBranchIsGatedByTheOuterCondition() {
    let context = context(
      "let t = reduceMotion ? AnyTransition.opacity : isOn ? .slide : .move(edge: .top)")
    #expect(context.gateOfCall(named: "move")?.kind == .condition)
  }

  @Test func ifAndElseBodiesAreGated() {
    let context = context(
      "if isOn && !reduceMotion { Text(\"a\").offset(x: 1) } else if isOn { Text(\"b\").offset(x: 2) }"
    )
    #expect(context.gateOfCall(named: "offset")?.kind == .condition)
    #expect(context.gateOfCall(named: "offset", occurrence: 1)?.kind == .condition)
  }

  @Test func unrelatedConditionsDoNotGate() {
    let context = context("if isOn { Text(\"a\").offset(x: 1) }")
    #expect(context.gateOfCall(named: "offset") == nil)
  }

  @Test func earlyGuardAndEarlyReturnGateWhatFollows() {
    let guarded = context(
      "guard !reduceMotion else { return }\nwithAnimation(.bouncy) { isOn = true }")
    #expect(guarded.gateOfCall(named: "withAnimation")?.kind == .earlyExit)
    let returned = context(
      "if reduceMotion { isOn = true; return }\nwithAnimation(.bouncy) { isOn = true }")
    #expect(returned.gateOfCall(named: "withAnimation")?.kind == .earlyExit)
    let before = context(
      "withAnimation(.bouncy) { isOn = true }\nguard !reduceMotion else { return }")
    #expect(before.gateOfCall(named: "withAnimation") == nil)
  }

  @Test func switchOnASignalGatesItsCases() {
    let context = context(
      "switch reduceMotion { case true: Text(\"a\")\ncase false: Text(\"b\").offset(y: 3) }")
    #expect(context.gateOfCall(named: "offset")?.kind == .condition)
  }

  @Test func signalInTheMotionsOwnArgumentsGatesIt() {
    let context = context("Text(\"a\").scaleEffect(isOn && !reduceMotion ? 1.2 : 1)")
    #expect(context.gateOfCall(named: "scaleEffect")?.kind == .argument)
  }

  @Test func labeledArgumentBesideTheMotionGatesIt() {
    let context = context("Image(\"a\").symbolEffect(.bounce, isActive: !reduceMotion)")
    #expect(context.gateOfCall(named: "symbolEffect")?.kind == .argument)
    #expect(context.member(named: "bounce").map { context.gate(of: $0)?.kind } == .argument)
  }

  @Test func signalInAClosureArgumentDoesNotGate() {
    let context = context(
      "Button(reduceMotion ? \"Calm\" : \"Go\") { withAnimation(.spring) { isOn = !reduceMotion } }"
    )
    #expect(context.gateOfCall(named: "withAnimation") == nil)
  }

  @Test func gatingModifierFurtherOutGates() {
    let context = context(
      "Image(\"a\").symbolEffect(.bounce, value: isOn).symbolEffectsRemoved(reduceMotion)")
    #expect(context.gateOfCall(named: "symbolEffect")?.kind == .modifier)
    let unrelated = self.context(
      "Image(\"a\").symbolEffect(.bounce, value: isOn).opacity(reduceMotion ? 1 : 0.5)")
    #expect(unrelated.gateOfCall(named: "symbolEffect") == nil)
  }

  @Test func motionAwareCallsAndComponentsGate() {
    let context = context(
      "withMotionAwareAnimation(Animation.spring) { isOn = true }\nLaunchIntroContainer { Text(\"a\").transition(.slide) }"
    )
    #expect(context.gateOfCall(named: "withMotionAwareAnimation")?.kind == .motionAwareAPI)
    #expect(context.member(named: "slide").map { context.gate(of: $0)?.kind } == .motionAwareAPI)
    #expect(context.member(named: "spring").map { context.gate(of: $0)?.kind } == .motionAwareAPI)
  }

  @Test func viewCreatedOnlyUnderAGateIsGatedInside() {
    let context = AuditContext(
      file: "V.swift",
      source: """
        struct Root: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            var body: some View {
                if !reduceMotion { FancyIntro() }
            }
        }
        struct FancyIntro: View {
            var body: some View { Text("Hi").transition(.move(edge: .top)) }
        }
        #Preview { FancyIntro() }
        """)
    #expect(context.gateOfCall(named: "move")?.kind == .gatedCallers)
  }

  @Test func viewAlsoCreatedUngatedIsNotGated() {
    let context = AuditContext(
      file: "V.swift",
      source: """
        struct Root: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            var body: some View {
                if !reduceMotion { FancyIntro() } else { FancyIntro() }
                FancyIntro()
            }
        }
        struct FancyIntro: View {
            var body: some View { Text("Hi").transition(.move(edge: .top)) }
        }
        """)
    #expect(context.gateOfCall(named: "move") == nil)
  }
}
