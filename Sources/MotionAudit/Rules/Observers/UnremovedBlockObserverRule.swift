import MotionAuditSemantics
import SwiftSyntax

/// A block observer (`addObserver(forName:object:queue:using:)`) whose token never reaches
/// `removeObserver`: the notification center keeps the block, and runs it, after the screen that
/// added it is gone, and every new screen adds one more.
///
/// Reported at `addObserver` when its returned token is:
/// - discarded: the call is a statement of its own, `_ = …`, or a local that is never used;
/// - kept in a property or a collection (`motionObserver = …`, `observers.append(…)`) that no
///   statement of the type passes to `removeObserver` (`removeObserver(motionObserver)` in
///   `deinit`, `observers.forEach(center.removeObserver)`, a `for` loop over them, a method that
///   takes them out under another name before removing them). `removeObserver(self)` does not
///   count: it does not remove block observers.
///
/// Only observers of a motion setting's change notification (``MotionSettingNotifications``)
/// are this audit's concern: an app's other observers are judged by other tools.
///
/// Not reported: the guide's `MascotViewController`, which keeps `motionObserver` and removes it
/// in `deinit`; a token that is returned, or passed on to another call (then any
/// `removeObserver` with something other than `self` in the type is trusted); a one-shot
/// observer that removes its own token from its block; selector-based observers
/// (`addObserver(_:selector:name:object:)`), which the center drops when the observer goes away;
/// observers that last as long as the app: added by an app or scene delegate, a SwiftUI `App`,
/// a singleton (a type with `static let shared = Self()`), or in the value of a `static let` or
/// `static var` (an environment key's `defaultValue`); observers on a center the code creates
/// (`let center = NotificationCenter()`, as unit tests do), which nothing else posts to.
///
/// Known false positives: a token removed by another type (a coordinator that owns the screen's
/// observers), or other observers meant to last as long as the app (an object the app keeps in
/// a property of its `App`). Known false
/// negatives: a token kept in a property that a method mentions while removing other tokens, or
/// removes under a condition that never holds; observers added through a wrapper of
/// `addObserver`.
package struct UnremovedBlockObserverRule: Rule {
  /// An observer of a motion setting's notification: `addObserver` and one of the names.
  static let tokenCondition = TokenCondition.allOf([
    .anyOf(["addObserver"]), .anyOf(MotionSettingNotifications.names.keys.sorted()),
  ])

  package static let description = RuleDescription(
    id: "unremoved-block-observer",
    name: "Block observer never removed",
    defaultSeverity: .warning,
    message: "Block observer is never removed: its token never reaches `removeObserver`",
    rationale: """
      `NotificationCenter.addObserver(forName:object:queue:using:)` returns a token, and the \
      center keeps the block until that token is passed to `removeObserver(_:)`; Apple's \
      documentation asks to remove it before the objects the block uses go away, and \
      `removeObserver(self)` does not remove it. A screen that observes \
      `reduceMotionStatusDidChangeNotification` this way keeps applying the setting after it \
      closes, and each visit adds another observer. The guide's `MascotViewController` keeps \
      the token in `motionObserver` and removes it in `deinit`.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — MascotViewController (motionObserver, deinit)",
      "Apple: NotificationCenter.addObserver(forName:object:queue:using:)",
    ],
    fix: """
      Keep the returned token (`motionObserver = NotificationCenter.default.addObserver(…)`) and \
      pass it to `NotificationCenter.default.removeObserver(_:)` in `deinit` or when the screen \
      goes away; or let MotionAware follow the setting with `observeMotionPreferences`, \
      `MotionPreferencesObserver` or `MascotHostView`, which remove their observers themselves.
      """,
    matcher: RuleMatcher(calls: ["addObserver"]),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// Types that live as long as the app: their observers never outlive what they use.
  static let appLifetimeTypes: Set<String> = [
    "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate",
    "WKApplicationDelegate", "WKExtensionDelegate", "App",
  ]

  /// Per type name (empty for code outside types): the code that removes observers by token,
  /// found once per type.
  private var removalUnits: [String: [Syntax]] = [:]

  package init() {}

  /// Whether `declaration` is an app or scene delegate, a SwiftUI `App`, or a singleton (a type
  /// that keeps an instance of itself in a `static let`).
  private static func livesAsLongAsTheApp(_ declaration: Syntax?) -> Bool {
    guard let group = declaration?.declarationGroup else { return false }
    let inherited = group.inheritanceClause?.inheritedTypes.contains {
      // `SwiftUI.App` names the same protocol as `App`.
      let name = $0.type.compactText
      return appLifetimeTypes.contains(String(name.split(separator: ".").last ?? ""))
    }
    return inherited == true || isSingleton(group)
  }

  /// `static let shared = Store()` (or `Self()`) in `Store`.
  private static func isSingleton(_ group: some DeclGroupSyntax) -> Bool {
    guard let name = Syntax(group).typeDeclarationName else { return false }
    return group.memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.let),
        variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { return false }
      return variable.bindings.contains { binding in
        let created = binding.initializer?.value.withoutWrappers.as(FunctionCallExprSyntax.self)?
          .calledExpression.withoutWrappers.compactText
        return created == name || created == "Self"
      }
    }
  }

  /// Whether `call` runs once for the life of the app: in the value of a `static let` or
  /// `static var` (an environment key's `defaultValue`, a shared observer).
  private static func isInStaticValue(_ call: FunctionCallExprSyntax) -> Bool {
    for ancestor in call.ancestors {
      if let variable = ancestor.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        })
      {
        return true
      }
      // A method runs whenever it is called.
      if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
        || ancestor.is(MemberBlockSyntax.self)
      {
        return false
      }
    }
    return false
  }

  /// Whether `call`'s center is one the code made itself (`let center = NotificationCenter()`),
  /// not `.default`: nothing else posts to it, and it goes away with its owner.
  private static func isOnPrivateCenter(_ call: FunctionCallExprSyntax, in context: AuditContext)
    -> Bool
  {
    guard let receiver = call.receiver?.withoutWrappers else { return false }
    if isNewCenter(receiver) { return true }
    guard let center = context.defUse.definition(of: receiver) else { return false }
    return context.defUse.valueExpressions(of: center).contains(where: isNewCenter)
  }

  /// `NotificationCenter()`.
  private static func isNewCenter(_ expression: ExprSyntax) -> Bool {
    guard let created = expression.withoutWrappers.as(FunctionCallExprSyntax.self) else {
      return false
    }
    return created.arguments.isEmpty && created.trailingClosure == nil
      && ["NotificationCenter", "NotificationCenter.init"].contains(
        created.calledExpression.withoutWrappers.compactText)
  }

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .call(let call, "addObserver") = node,
      let name = call.argument(labeled: "forName")?.expression,
      MotionSettingNotifications.isMotionSettingNotification(name.withoutWrappers.compactText),
      let token = call.calleeToken,
      !Self.livesAsLongAsTheApp(context.index.enclosingTypeDeclaration(of: call)),
      !Self.isInStaticValue(call), !Self.isOnPrivateCenter(call, in: context)
    else { return }
    let typeName = context.index.enclosingTypeDeclaration(of: call)?.typeDeclarationName ?? ""
    let units =
      removalUnits[typeName]
      ?? ObserverTokenFlow.removalUnits(in: context.typeScope(of: call))
    removalUnits[typeName] = units
    if let message = ObserverTokenFlow.problem(
      withTokenOf: call, removalUnits: units, in: context)
    {
      violations.append(Violation(at: token, message: message))
    }
  }
}
