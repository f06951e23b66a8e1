import MotionAuditSemantics
import SwiftSyntax
import Testing

/// Which names and expressions count as Reduce Motion signals.
@Suite struct ReduceMotionSignalsTests {
  @Test func environmentPropertyIsASignalUnderAnyName() {
    let context = AuditContext(
      file: "View.swift",
      source: """
        struct V: View {
            @Environment(\\.accessibilityReduceMotion) private var calm
            @Environment(\\.accessibilityPrefersCrossFadeTransitions) var fades
            @Environment(\\.colorScheme) private var scheme
        }
        """)
    #expect(context.signals.boundNames == ["calm", "fades"])
  }

  @Test(arguments: [
    "UIAccessibility.isReduceMotionEnabled",
    "WKAccessibilityIsReduceMotionEnabled()",
    "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion",
    "UIAccessibility.prefersCrossFadeTransitions",
    "environment.accessibilityReduceMotion",
    "settings.prefersReducedMotion",
    "isReduceMotionEnabled",
    "shouldReduceMotion",
  ])
  func systemAndNamedSignalsAreRecognised(expression: String) {
    let context = AuditContext(file: "A.swift", source: "let x = \(expression)")
    let value = context.tree.descendants(ofType: InitializerClauseSyntax.self).first?.value
    #expect(value.map { context.containsSignal($0) } == true)
  }

  @Test(arguments: [
    "isExpanded", "motion", "reduce", "animationsEnabled", "UIAccessibility.isBoldTextEnabled",
  ])
  func ordinaryNamesAreNotSignals(expression: String) {
    let context = AuditContext(file: "A.swift", source: "let x = \(expression)")
    let value = context.tree.descendants(ofType: InitializerClauseSyntax.self).first?.value
    #expect(value.map { context.containsSignal($0) } == false)
  }

  @Test func signalsPropagateThroughLocalsPropertiesAndParameters() {
    let context = AuditContext(
      file: "A.swift",
      source: """
        final class Controller {
            private var still = false
            func apply(animated: Bool = !UIAccessibility.isReduceMotionEnabled) {
                let reduce = UIAccessibility.isReduceMotionEnabled
                let calm = reduce || lowPower
                self.still = calm
            }
        }
        """)
    #expect(context.signals.boundNames.isSuperset(of: ["animated", "reduce", "calm", "still"]))
    #expect(!context.signals.boundNames.contains("lowPower"))
  }

  @Test func argumentsPassedToTypesAndFunctionsOfTheFileCarryTheSignal() {
    let context = AuditContext(
      file: "A.swift",
      source: """
        struct Card: View {
            let isAnimated: Bool
            var body: some View { Text("x") }
        }
        func present(_ card: Card, fancy flourish: Bool) {}
        struct Host: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            var body: some View {
                Card(isAnimated: !reduceMotion)
            }
            func show() { present(Card(isAnimated: true), fancy: !reduceMotion) }
        }
        """)
    #expect(context.signals.boundNames.isSuperset(of: ["isAnimated", "flourish"]))
    #expect(!context.signals.boundNames.contains("card"))
  }

  @Test func onChangeClosureParametersCarryTheObservedSignal() {
    let context = AuditContext(
      file: "A.swift",
      source: """
        Text("x").onChange(of: reduceMotion) { _, isReduced in apply(isReduced) }
        """)
    #expect(context.signals.boundNames.contains("isReduced"))
  }

  @Test func flagsSwitchedOnlyOnGatedPathsBecomeSignals() {
    let context = AuditContext(
      file: "A.swift",
      source: """
        struct Spinner: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var isSpinning = false
            @State private var isShaking = false
            var body: some View {
                Text("x")
                    .onAppear {
                        isShaking = true
                        guard !reduceMotion else { return }
                        isSpinning = true
                    }
            }
        }
        """)
    #expect(context.signals.boundNames.contains("isSpinning"))
    #expect(!context.signals.boundNames.contains("isShaking"))
  }

  @Test func motionAwareEnvironmentValuesAndObserversAreSignals() {
    let context = AuditContext(
      file: "A.swift",
      source: """
        struct V: View {
            @Environment(\\.motionPreferences) private var motion
            @Environment(\\.motionPolicy) private var policy
            let observer: MotionPreferencesObserver
            var body: some View {
                Text("x").scaleEffect(motion.isReducingMotion ? 1 : 1.2)
            }
        }
        """)
    #expect(context.signals.boundNames == ["motion", "policy", "observer"])
    #expect(context.gateOfCall(named: "scaleEffect")?.kind == .argument)
  }

  @Test func configuredSignalsMatchTheEndOfAMemberChain() throws {
    let signals = try [
      #require(ConfiguredSignal("settings.calmMode")), #require(ConfiguredSignal("isQuiet()")),
    ]
    let context = AuditContext(
      file: "A.swift",
      source: """
        let a = self.settings.calmMode
        let b = other.calmMode
        let c = store.isQuiet()
        """,
      settings: AuditSettings(rules: [], signals: signals))
    let values = context.tree.descendants(ofType: InitializerClauseSyntax.self).map(\.value)
    #expect(values.map { context.containsSignal($0) } == [true, false, true])
  }

  @Test(arguments: ["", "a..b", "1abc", "a.b-c", "f(x)"])
  func malformedConfiguredSignalsAreRejected(expression: String) {
    #expect(ConfiguredSignal(expression) == nil)
  }
}
