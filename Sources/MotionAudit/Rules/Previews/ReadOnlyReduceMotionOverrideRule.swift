import MotionAuditSemantics
import SwiftSyntax

/// An attempt to set SwiftUI's read-only `accessibilityReduceMotion`, usually in a preview.
///
/// Reports, at `accessibilityReduceMotion`, the key path of `.environment(\.accessibilityReduceMotion,
/// …)` and `.transformEnvironment(\.accessibilityReduceMotion) { … }`, and an assignment to the
/// member (`$0.accessibilityReduceMotion = true` in `.transformEnvironment(\.self)`), wherever
/// they are: none of them compiles, because the environment value has no setter.
///
/// Not reported: reading it (`@Environment(\.accessibilityReduceMotion)`,
/// `environment.accessibilityReduceMotion`), MotionAware's `\.motionPreferences` and
/// `.motionPreferences(.reduced)`, and other environment values.
///
/// Known false negatives: the key path stored in a variable first
/// (`let key = \EnvironmentValues.accessibilityReduceMotion`). Known false positives: a project
/// that declares its own writable `accessibilityReduceMotion` in an `EnvironmentValues`
/// extension (which would shadow SwiftUI's).
package struct ReadOnlyReduceMotionOverrideRule: Rule {
  /// The calls the rule reports: those that set an environment value by its key path.
  enum Call: CallRoute {
    /// `.environment(\.key, value)`, `.transformEnvironment(\.key) { … }`.
    case environment

    var names: Set<String> {
      switch self {
      case .environment: ["environment", "transformEnvironment"]
      }
    }
  }

  package static var routes: [any CallRoute.Type] { [Call.self] }

  /// `environment` and `transformEnvironment` count only with the key they set.
  private static let tokenCondition = TokenCondition.anyOf(
    Call.allNames.sorted(), countingOnlyWith: .anyOf([keyName]))

  package static let description = RuleDescription(
    id: "read-only-reduce-motion-override",
    name: "Preview overrides the read-only accessibilityReduceMotion",
    defaultSeverity: .error,
    message: "`accessibilityReduceMotion` is read-only: setting it does not compile",
    rationale: """
      The guide: "`accessibilityReduceMotion` is read-only, so \
      `.environment(\\.accessibilityReduceMotion, true)` does not compile. Read the value in a \
      parent view and pass a `reduceMotion: Bool` parameter to the view you want to preview; \
      then show both values side by side." Checking every screen in both states is how Reduce \
      Motion support is tested (Apple's HIG, Accessibility › Motion; WCAG 2.3.3).
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — how to test Reduce Motion quickly (previews)",
      "Apple documentation: EnvironmentValues.accessibilityReduceMotion (get-only)",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Pass a `reduceMotion: Bool` parameter to the previewed view, or with MotionAware use \
      `.motionPreferences(.reduced)` (read by `@Environment(\\.motionPreferences)` and every \
      MotionAware modifier) or `MotionPreviews.bothStates { … }` to see both states side by side.
      """,
    matcher: RuleMatcher(calls: .routes(Call.self), kinds: [.sequenceExpr]),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  static let keyName = MotionSignalTable.swiftUIReduceMotion.text

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    if case .call(let call, let name) = node {
      guard Call(name: name) == .environment,
        let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self),
        let component = keyPath.components.last?.component.as(
          KeyPathPropertyComponentSyntax.self),
        component.declName.baseName.identifierName == Self.keyName
      else { return }
      violations.append(Violation(at: component.declName.baseName))
    } else if case .node(let node) = node, let sequence = node.as(SequenceExprSyntax.self) {
      // `values.accessibilityReduceMotion = true`
      let elements = Array(sequence.elements)
      guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
        let member = elements[0].withoutWrappers.as(MemberAccessExprSyntax.self),
        member.base != nil, member.declName.baseName.identifierName == Self.keyName
      else { return }
      violations.append(Violation(at: member.declName.baseName))
    }
  }
}
