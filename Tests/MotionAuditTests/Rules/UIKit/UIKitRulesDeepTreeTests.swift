import MotionAudit
import SwiftParser
import Testing

@testable import MotionAudit
@testable import MotionAuditEngine
@testable import MotionAuditSemantics

/// The UIKit, observer, Rive and Lottie rules climb chains and conditions with loops, never
/// recursion per level: very long chains and deep nesting are checked on a small stack, and
/// their findings still land where they should.
@Suite struct UIKitRulesDeepTreeTests {
  private static let rules: [any Rule.Type] = [
    UngatedUIKitAnimationRule.self, UnobservedReduceMotionReadRule.self,
    UnremovedBlockObserverRule.self, UnpausedRiveViewRule.self, RiveInputWhilePausedRule.self,
    UngatedLottieLoopRule.self, UngatedLoopingAnimationRule.self,
  ]

  private func findings(in source: String) -> [(line: Int, rule: String)] {
    let bytes = Array(source.utf8)
    let tree = AuditThread.run { bytes.withUnsafeBufferPointer { Parser.parse(source: $0) } }
    return AuditThread.run(stackSize: 256 << 10) {
      let context = AuditContext(file: "A.swift", bytes: bytes, tree: tree, settings: .defaults)
      let settings = AuditSettings(
        rules: Self.rules.map {
          .init(id: $0.description.id, severity: $0.description.defaultSeverity)
        })
      let violations = RuleWalker.run(AuditPlan(settings: settings, prefilter: nil), in: context)
      return zip(Self.rules, violations).flatMap { rule, found in
        found.map { (context.point(of: $0.position).line, rule.description.id) }
      }.sorted { $0.line < $1.line }
    }
  }

  @Test func longModifierChainsAroundRiveAndLottieViews() {
    let padding = String(repeating: "\n.padding()", count: 5_000)
    let source =
      "struct A: View {\n var body: some View {\n VStack {\n"
      + "LottieView(animation: .named(\"idle\"))" + padding + "\n.looping()" + padding + "\n"
      + "RiveUIViewRepresentable(rive: rive)" + padding + "\n"
      + "RiveUIViewRepresentable(rive: rive).paused(isPaused)" + padding + "\n"
      + "}\n }\n}\n"
    let found = findings(in: source)
    #expect(found.map(\.rule) == ["ungated-lottie-loop", "unpaused-rive-view"])
    #expect(found.map(\.line) == [5_005, 10_006])
  }

  @Test func deeplyNestedDecisionsAroundRiveInputs() {
    // Deep enough to matter, within the parser's nesting limit.
    let depth = 100
    let source =
      "func react() {\n"
      + String(repeating: "if isOn {\n", count: depth)
      + "if reduceMotion {\nriveViewModel.triggerInput(\"nod\")\n}\n"
      + String(repeating: "}\n", count: depth) + "}\n"
    #expect(!Parser.parse(source: source).hasError)
    let found = findings(in: source)
    #expect(found.map(\.rule) == ["rive-input-while-paused"])
    #expect(found.map(\.line) == [depth + 3])
  }
}
