import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// A UIKit type that sets up lasting state from `UIAccessibility.isReduceMotionEnabled` but never
/// observes `UIAccessibility.reduceMotionStatusDidChangeNotification`: a screen that is open when
/// the setting changes keeps its old state.
///
/// A read **configures state** when its value, directly or through a local, a computed property
/// or a method of the type that returns it, is stored: assigned to a property (`riveView.isPaused
/// = reduce`, `stillView.isHidden = !reduce`, `self.reduceMotion = …`) or kept in a stored
/// property's initial value; or when it decides a branch that changes state without animating
/// (`reduce ? riveViewModel.pause() : riveViewModel.play()`, `if reduce { riveView.isHidden =
/// true }`) or that starts a repeating animation (`UIView.animate` with `.repeat`, a Core
/// Animation animation with a `repeatCount` or `repeatDuration` added to a layer): started while
/// the setting is off, the loop goes on after it is turned on. The finding points at the first such read of
/// each type (a class, an actor, or an extension of one).
///
/// Not reported: a type that observes the notification (`addObserver(forName:…)`,
/// `addObserver(_:selector:name:object:)`, `notifications(named:)`, `publisher(for:)`) or uses
/// MotionAware's `MotionPreferencesObserver` / `observeMotionPreferences`; reads at call time for
/// one animation — a branch that animates (`if reduce { view.alpha = 1 } else {
/// UIView.animate(…) }`) — which the guide recommends for `UIView.animate`; reads returned or
/// passed on to a caller (`MotionPreferences(reduceMotion: UIAccessibility.isReduceMotionEnabled)`);
/// structs and enums (SwiftUI views read `@Environment(\.accessibilityReduceMotion)`, which
/// updates by itself).
///
/// Known false positives: the notification is observed by a superclass, or by another object
/// that calls back into the type. Known false negatives: a value passed to a method of another
/// type that stores it; state set by a method called from a branch (`if reduce { pauseAll() }`).
package struct UnobservedReduceMotionReadRule: Rule {
  package static let description = RuleDescription(
    id: "unobserved-reduce-motion-read",
    name: "Reduce Motion read once and never observed",
    defaultSeverity: .warning,
    message: "Reduce Motion is read once and its changes are never observed",
    rationale: """
      `UIAccessibility.isReduceMotionEnabled` returns the current value and does not notify: a \
      screen that pauses its animation or shows a still when it loads keeps doing so, or keeps \
      moving, after the setting changes while it is open. The guide asks to observe \
      `UIAccessibility.reduceMotionStatusDidChangeNotification` to update a visible screen, and \
      to check every screen by changing the setting while it is open ("UIKit only if you observe \
      the notification"). Apple's HIG asks that motion respect the setting; WCAG 2.2.2 asks that \
      moving content can be stopped.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — reading the setting in UIKit and detecting changes",
      "Apple: UIAccessibility.reduceMotionStatusDidChangeNotification",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.2.2 Pause, Stop, Hide",
    ],
    fix: """
      Move the reads into one method (the guide's `applyMotionPreference()`), call it when the \
      screen loads and again from an observer of \
      `UIAccessibility.reduceMotionStatusDidChangeNotification` (removed in `deinit`); or let \
      MotionAware follow the setting: `observeMotionPreferences`, `MotionPreferencesObserver`, \
      or `MascotHostView` for a mascot.
      """,
    matcher: RuleMatcher(members: [MotionSignalTable.uiKitReduceMotion.text]),
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// Reads of `UIAccessibility.isReduceMotionEnabled`, in source order.
  private var reads: [MemberAccessExprSyntax] = []

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    // `UIAccessibility.isReduceMotionEnabled`, or `UIKit.UIAccessibility.…`.
    let signal = MotionSignalTable.uiKitReduceMotion
    guard case .member(let member, signal.text) = node,
      let base = member.base?.withoutWrappers.compactText,
      [signal.fix, "UIKit." + (signal.fix ?? "")].contains(base + "." + signal.text)
    else { return }
    reads.append(member)
  }

  package mutating func finish(in context: AuditContext, violations: inout [Violation]) {
    var decided: Set<String> = []
    for read in reads {
      guard let declaration = context.index.enclosingTypeDeclaration(of: read),
        let typeName = declaration.typeDeclarationName, !decided.contains(typeName),
        Self.isReferenceType(named: typeName, in: context.index)
      else { continue }
      let scope = context.typeScope(of: read)
      guard ReduceMotionReadFlow.configuresState(ExprSyntax(read), in: context) else { continue }
      decided.insert(typeName)
      guard !context.scope(scope, mentions: Self.observationNames) else { continue }
      violations.append(
        Violation(
          at: read.declName,
          message: "`\(typeName)` reads Reduce Motion once and never observes its changes"))
    }
  }

  /// Names whose presence means the type follows the setting's changes: its change
  /// notifications and MotionAware's observers.
  static let observationNames = Set(
    MotionSignalTable.changeNotifications.filter { $0.value == .reduceMotion }.keys
  ).union(MotionAwareAPI.observers)

  /// Classes, actors, and extensions of types not declared here as a struct or an enum.
  private static func isReferenceType(named name: String, in index: SourceIndex) -> Bool {
    let kinds = index.typeDeclarations[name]?.map(\.kind) ?? []
    return !kinds.contains(.structDecl) && !kinds.contains(.enumDecl)
  }
}
