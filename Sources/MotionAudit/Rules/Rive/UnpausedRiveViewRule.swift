import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// A Rive animation that nothing pauses under Reduce Motion, in a type that never reads the
/// setting.
///
/// Reports, at the runtime's name, in a type (or, outside any type, a file) with no Reduce Motion
/// signal:
/// - `RiveUIViewRepresentable(rive:)` (new runtime, SwiftUI) without `.paused(…)` on it;
/// - `RiveUIView(…)` (new runtime, UIKit) when the type never assigns an `isPaused`;
/// - `RiveViewModel(…)` (legacy runtime) when the type never calls `pause()`.
///
/// Not reported: a view created under a gate (the guide's `MascotView`, which shows a still
/// instead: `if reduceMotion { Image(…) } else { RiveUIViewRepresentable(…) }`), including a
/// view created, everywhere in the file, only under one (the splash guide's `IntroView`);
/// `RiveUIViewRepresentable(rive: nil)`, which draws nothing; a legacy view model created with
/// `autoPlay: false` that the type never plays or sends inputs to; a type that hands the view to
/// MotionAware (`MascotHostView`, `RiveMascotRuntime`, `LegacyRiveMascotRuntime`,
/// `RiveMascotAnimation`), whose controller pauses it. A type with any signal is trusted to
/// handle the setting: whether it pauses the right view is beyond this rule.
///
/// A `RiveViewModel(…)` counts as the legacy runtime's when its first argument is `fileName:`,
/// `webURL:` or an unlabeled `RiveModel`, and the file declares no `RiveViewModel` of its own.
///
/// Known false positives: a file whose state machine holds still by design, or reads a
/// `prefersReducedMotion` data-binding property set from another file (Rive's own advice).
/// Known false negatives: a type that reads the setting for something else and never pauses
/// the view; a `RiveViewModel` subclass created through `super.init`.
package struct UnpausedRiveViewRule: Rule {
  /// The views the rule reports, by what pauses each.
  enum Call: CallRoute {
    /// `RiveUIViewRepresentable(rive:)`, paused by `.paused(…)` on it.
    case representable
    /// `RiveUIView(…)`, paused by assigning its `isPaused`.
    case view
    /// The legacy runtime's `RiveViewModel(…)`, paused by `pause()`.
    case legacyViewModel

    var names: Set<String> {
      switch self {
      case .representable: ["RiveUIViewRepresentable"]
      case .view: ["RiveUIView"]
      case .legacyViewModel: ["RiveViewModel"]
      }
    }
  }

  package static var routes: [any CallRoute.Type] { [Call.self] }

  package static let description = RuleDescription(
    id: "unpaused-rive-view",
    name: "Rive animation never paused under Reduce Motion",
    defaultSeverity: .warning,
    message: "Rive animation plays even when Reduce Motion is on: nothing pauses it",
    rationale: """
      Rive does not follow Reduce Motion: its runtime plays whatever the state machine does. The \
      guide asks to read the setting and pause the view (`.paused(_:)`, `isPaused`, \
      `pause()`), after setting a calm mood so the frozen frame reads as a pose, or to replace \
      it with a still of the current mood. Apple's HIG asks to reduce automatic and repetitive \
      animation; WCAG 2.2.2 requires that moving content which starts by itself and lasts more \
      than five seconds, such as an idle mascot loop, can be paused or stopped.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — pausing Rive or Lottie; does Rive respect Reduce Motion?",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.2.2 Pause, Stop, Hide",
    ],
    fix: """
      Pause the view from the setting: `RiveUIViewRepresentable(rive: …).paused(reduceMotion)`, \
      `riveView.isPaused = UIAccessibility.isReduceMotionEnabled` (and again when it changes), \
      `reduceMotion ? riveViewModel.pause() : riveViewModel.play()`, or show a still instead; \
      or let MotionAware do it: `MascotView` with `RiveMascotAnimation` / \
      `LegacyRiveMascotAnimation`, or `MascotHostView` with `RiveMascotRuntime` / \
      `LegacyRiveMascotRuntime`.
      """,
    // `RiveUIViewRepresentable` holds `RiveUIView`, so the pre-filter looks for the two.
    matcher: RuleMatcher(calls: .routes(Call.self)),
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// Per type name (empty for code outside types): whether it reads the setting or hands its
  /// views to MotionAware, and whether it sets `isPaused`. Decided once per type.
  private var handlesMotion: [String: Bool] = [:]
  private var setsIsPaused: [String: Bool] = [:]

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .call(let call, let name) = node, let route = Call(name: name),
      let token = call.calleeToken, Self.isCreation(call)
    else { return }
    let message: String
    switch route {
    case .representable:
      guard call.argument(labeled: "rive")?.expression.is(NilLiteralExprSyntax.self) != true,
        !call.outerChainCalls.contains(where: { $0.calleeName == "paused" })
      else { return }
      message = "`RiveUIViewRepresentable` plays even when Reduce Motion is on: nothing pauses it"
    case .view:
      let typeName = Self.typeName(around: call, in: context)
      let setsIsPaused =
        self.setsIsPaused[typeName] ?? Self.assignsIsPaused(in: context.typeScope(of: call))
      self.setsIsPaused[typeName] = setsIsPaused
      guard !setsIsPaused else { return }
      message = "`RiveUIView` plays even when Reduce Motion is on: its `isPaused` is never set"
    case .legacyViewModel:
      guard Self.isLegacyViewModelCreation(call, index: context.index) else { return }
      let scope = context.typeScope(of: call)
      guard !Self.calls(["pause"], in: scope, index: context.index) else { return }
      if call.argument(labeled: "autoPlay")?.expression.as(BooleanLiteralExprSyntax.self)?.literal
        .tokenKind == .keyword(.false),
        !Self.calls(
          RiveInputWhilePausedRule.Call.input.names.union(["play"]), in: scope,
          index: context.index)
      {
        return
      }
      message = "`RiveViewModel` plays even when Reduce Motion is on: it is never paused"
    }
    let typeName = Self.typeName(around: call, in: context)
    let handlesMotion =
      self.handlesMotion[typeName]
      ?? {
        let scope = context.typeScope(of: call)
        return context.scopeContainsSignal(scope)
          || context.scope(scope, mentions: MotionAwareAPI.animationAdapters)
      }()
    self.handlesMotion[typeName] = handlesMotion
    guard !handlesMotion, !context.isGated(call) else { return }
    violations.append(Violation(at: token, message: message))
  }

  private static func typeName(around call: FunctionCallExprSyntax, in context: AuditContext)
    -> String
  {
    context.index.enclosingTypeDeclaration(of: call)?.typeDeclarationName ?? ""
  }

  /// `RiveUIView(…)` or `RiveUIView.init(…)`, not a method that happens to share the name.
  private static func isCreation(_ call: FunctionCallExprSyntax) -> Bool {
    let callee = call.calledExpression.withoutWrappers
    if callee.is(DeclReferenceExprSyntax.self) { return true }
    return callee.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.`init`)
  }

  /// The legacy runtime's initializers take a `fileName:`, a `webURL:` or a `RiveModel` first;
  /// a type of the project's own that shares the name (a file-format model) does not.
  private static func isLegacyViewModelCreation(
    _ call: FunctionCallExprSyntax, index: SourceIndex
  ) -> Bool {
    guard !Call.legacyViewModel.names.contains(where: index.declaresType) else { return false }
    guard let first = call.arguments.first else { return call.trailingClosure == nil }
    let label = first.label?.identifierName
    return label == nil || label == "fileName" || label == "webURL"
  }

  /// Whether the scope assigns `isPaused` on anything (`riveView.isPaused = …`).
  private static func assignsIsPaused(in scope: [Syntax]) -> Bool {
    scope.contains { declaration in
      declaration.firstDescendant { node in
        guard let sequence = node.as(SequenceExprSyntax.self),
          let assignment = AssignmentExpression(sequence)
        else { return false }
        return assignment.targetName == "isPaused"
      } != nil
    }
  }

  /// Whether the scope calls one of `names` as a method (`riveViewModel.pause()`).
  private static func calls(_ names: Set<String>, in scope: [Syntax], index: SourceIndex) -> Bool {
    scope.contains { declaration in
      index.firstCall(named: names, within: declaration) { $0.receiver != nil } != nil
    }
  }
}
