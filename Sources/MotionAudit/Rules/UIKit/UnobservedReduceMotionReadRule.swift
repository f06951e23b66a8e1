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
public struct UnobservedReduceMotionReadRule: Rule {
  public static let description = RuleDescription(
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
    requiredTokens: [MotionSignalTable.uiKitReduceMotion.text],
    triggeringExamples: [
      Example(
        """
        final class MascotViewController: UIViewController {
            private let riveView = RiveUIView(rive: nil)
            private let stillView = UIImageView(image: UIImage(named: "mascot-idle"))

            override func viewDidLoad() {
                super.viewDidLoad()
                let reduce = UIAccessibility.↓isReduceMotionEnabled
                riveView.isPaused = reduce
                riveView.isHidden = reduce
                stillView.isHidden = !reduce
            }
        }
        """),
      Example(
        """
        final class MascotViewController: UIViewController {
            private let riveView = RiveUIView(rive: nil)

            override func viewDidLoad() {
                super.viewDidLoad()
                riveView.isPaused = UIAccessibility.↓isReduceMotionEnabled
            }
        }
        """),
      Example(
        """
        final class IdleMascotView: UIView {
            private let reduceMotion = UIAccessibility.↓isReduceMotionEnabled
            private let riveViewModel = RiveViewModel(fileName: "pip")

            override func didMoveToWindow() {
                super.didMoveToWindow()
                reduceMotion ? riveViewModel.pause() : riveViewModel.play()
            }
        }
        """),
      Example(
        """
        final class MascotViewController: UIViewController {
            private let riveViewModel = RiveViewModel(fileName: "pip")

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                UIAccessibility.↓isReduceMotionEnabled ? riveViewModel.pause() : riveViewModel.play()
            }
        }
        """),
      Example(
        """
        final class BadgeViewController: UIViewController {
            private let badge = UIImageView(image: UIImage(systemName: "sparkles"))
            private var prefersStillness: Bool { UIAccessibility.↓isReduceMotionEnabled }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                guard !prefersStillness else { return }
                UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse]) {
                    self.badge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
                }
            }
        }
        """),
    ],
    nonTriggeringExamples: [
      Example(
        """
        import UIKit
        import RiveRuntime

        final class MascotViewController: UIViewController {
            private let riveView = RiveUIView(rive: nil)
            private let stillView = UIImageView(image: UIImage(named: "mascot-idle"))
            private var motionObserver: NSObjectProtocol?

            override func viewDidLoad() {
                super.viewDidLoad()
                // ... add riveView and stillView in the same frame, load the Rive file ...
                applyMotionPreference()
                motionObserver = NotificationCenter.default.addObserver(
                    forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                    object: nil,
                    queue: .main
                ) { [weak self] _ in
                    Task { @MainActor in self?.applyMotionPreference() }
                }
            }

            deinit {
                if let motionObserver { NotificationCenter.default.removeObserver(motionObserver) }
            }

            private func applyMotionPreference() {
                let reduce = UIAccessibility.isReduceMotionEnabled
                riveView.isPaused = reduce
                riveView.isHidden = reduce
                stillView.isHidden = !reduce
            }
        }
        """),
      Example(
        """
        riveView.isPaused = UIAccessibility.isReduceMotionEnabled
        """),
      Example(
        """
        final class CardViewController: UIViewController {
            private let card = UIView()

            func showCard() {
                if UIAccessibility.isReduceMotionEnabled {
                    card.alpha = 1
                } else {
                    UIView.animate(withDuration: 0.3) { self.card.center.y -= 100 }
                }
            }

            func hideCard() {
                let reduce = UIAccessibility.isReduceMotionEnabled
                UIView.animate(withDuration: reduce ? 0 : 0.3) { self.card.center.y += 100 }
            }
        }
        """),
      Example(
        """
        final class TipViewController: UIViewController {
            private let tipBottom = NSLayoutConstraint()

            func showTip() {
                tipBottom.constant = 0
                guard !UIAccessibility.isReduceMotionEnabled else {
                    view.layoutIfNeeded()
                    return
                }
                UIView.animate(withDuration: 0.4) { self.view.layoutIfNeeded() }
            }
        }
        """),
      Example(
        """
        final class MascotViewController: UIViewController {
            private let riveView = RiveUIView(rive: nil)

            override func viewDidLoad() {
                super.viewDidLoad()
                applyMotionPreference()
                NotificationCenter.default.addObserver(
                    self, selector: #selector(applyMotionPreference),
                    name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            }

            @objc private func applyMotionPreference() {
                riveView.isPaused = UIAccessibility.isReduceMotionEnabled
            }
        }
        """),
      Example(
        """
        final class MascotViewController: UIViewController {
            private let riveView = RiveUIView(rive: nil)
            private var following: Task<Void, Never>?

            override func viewDidLoad() {
                super.viewDidLoad()
                riveView.isPaused = UIAccessibility.isReduceMotionEnabled
                following = Task { [weak self] in
                    for await _ in NotificationCenter.default.notifications(
                        named: UIAccessibility.reduceMotionStatusDidChangeNotification)
                    {
                        self?.riveView.isPaused = UIAccessibility.isReduceMotionEnabled
                    }
                }
            }
        }
        """),
      Example(
        """
        final class MascotViewController: UIViewController {
            private let riveView = RiveUIView(rive: nil)
            private var observer: MotionPreferencesObserver?

            override func viewDidLoad() {
                super.viewDidLoad()
                riveView.isPaused = UIAccessibility.isReduceMotionEnabled
                observer = MotionPreferencesObserver(policy: MotionPolicy()) { [weak self] preferences in
                    self?.riveView.isPaused = preferences.reduceMotion
                }
            }
        }
        """),
      Example(
        """
        final class MascotViewController: UIViewController {
            private let riveView = RiveUIView(rive: nil)

            override func viewDidLoad() {
                super.viewDidLoad()
                riveView.isPaused = UIAccessibility.isReduceMotionEnabled
                observeMotionPreferences { controller, preferences in
                    controller.riveView.isPaused = preferences.reduceMotion
                }
            }
        }
        """),
      Example(
        """
        enum UIKitMotionSettings {
            static func read() -> MotionPreferences {
                MotionPreferences(reduceMotion: UIAccessibility.isReduceMotionEnabled)
            }
        }
        """),
      Example(
        """
        final class SettingsReader {
            var shouldAnimate: Bool { !UIAccessibility.isReduceMotionEnabled }

            func animationDuration() -> TimeInterval {
                shouldAnimate ? 0.3 : 0
            }
        }
        """),
      Example(
        """
        struct LegacyBanner: View {
            private let reduce = UIAccessibility.isReduceMotionEnabled
            var body: some View { Text("Hi").opacity(reduce ? 1 : 0.8) }
        }
        """),
    ]
  )

  public static let visitedKinds: Set<SyntaxKind> = [.memberAccessExpr]

  /// Reads of `UIAccessibility.isReduceMotionEnabled`, in source order.
  private var reads: [MemberAccessExprSyntax] = []

  public init() {}

  public mutating func visit(
    _ node: Syntax, in context: AuditContext, violations: inout [Violation]
  ) {
    // `UIAccessibility.isReduceMotionEnabled`, or `UIKit.UIAccessibility.…`.
    let signal = MotionSignalTable.uiKitReduceMotion
    guard let member = node.as(MemberAccessExprSyntax.self),
      member.declName.baseName.identifierName == signal.text,
      let base = member.base?.withoutWrappers.compactText,
      [signal.fix, "UIKit." + (signal.fix ?? "")].contains(base + "." + signal.text)
    else { return }
    reads.append(member)
  }

  public mutating func finish(in context: AuditContext, violations: inout [Violation]) {
    var decided: Set<String> = []
    for read in reads {
      guard let declaration = context.index.enclosingTypeDeclaration(of: read),
        let typeName = declaration.typeDeclarationName, !decided.contains(typeName),
        Self.isReferenceType(named: typeName, in: context.index)
      else { continue }
      let scope = context.typeScope(of: read)
      let flow = ReadFlow(context: context, typeDeclarations: scope)
      guard flow.configuresState(ExprSyntax(read)) else { continue }
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

/// Follows where a read of the setting goes, to tell whether it configures lasting state.
private struct ReadFlow {
  /// How many steps of locals, computed properties and methods are followed.
  static let maximumDepth = 4

  /// Calls that change lasting playback state.
  static let stateCalls: Set<String> = [
    "pause", "play", "stop", "setPaused", "startAnimating", "stopAnimating",
  ]

  /// Calls that animate once, deciding at call time.
  static let oneShotAnimations: Set<String> = [
    "animate", "animateKeyframes", "transition", "UIViewPropertyAnimator",
    "runningPropertyAnimator", "performWithoutAnimation", "motionAwareAnimate", "startAnimation",
  ]

  private enum Outcome {
    /// The value is stored or decides lasting state.
    case configuresState
    /// The value goes on under another name; its uses tell.
    case renamed(uses: [ExprSyntax])
    /// The value is used at once, returned or passed on.
    case used
  }

  let context: AuditContext
  let typeDeclarations: [Syntax]

  func configuresState(_ read: ExprSyntax) -> Bool {
    var pending: [(expression: ExprSyntax, depth: Int)] = [(read, 0)]
    var seen: Set<SyntaxIdentifier> = []
    while let next = pending.popLast() {
      guard seen.insert(next.expression.id).inserted else { continue }
      switch outcome(of: next.expression) {
      case .configuresState:
        return true
      case .renamed(let uses):
        if next.depth < Self.maximumDepth {
          pending.append(contentsOf: uses.map { ($0, next.depth + 1) })
        }
      case .used:
        continue
      }
    }
    return false
  }

  private func outcome(of expression: ExprSyntax) -> Outcome {
    var child = Syntax(expression)
    for ancestor in expression.ancestors {
      switch ancestor.kind {
      case .exprList:
        if let found = sequenceOutcome(ancestor.cast(ExprListSyntax.self), child: child) {
          return found
        }
      case .initializerClause:
        guard let binding = ancestor.parent?.as(PatternBindingSyntax.self) else { return .used }
        return bindingOutcome(binding)
      case .conditionElementList:
        return decisionOutcome(ofConditions: ancestor)
      case .switchExpr:
        let switchExpression = ancestor.cast(SwitchExprSyntax.self)
        guard child.id == switchExpression.subject.id else { return .used }
        return regionOutcome([Syntax(switchExpression.cases)])
      case .returnStmt:
        return returnOutcome(from: ancestor)
      case .codeBlockItem:
        // A lone expression in a getter or method is its value.
        guard ancestor.parent?.as(CodeBlockItemListSyntax.self)?.count == 1 else { return .used }
        return returnOutcome(from: ancestor)
      case .labeledExpr, .closureExpr, .memberBlockItem, .functionDecl, .accessorDecl,
        .patternBinding:
        return .used
      default:
        break
      }
      child = ancestor
    }
    return .used
  }

  /// In `target = value`, `value` is stored; in `condition ? a : b`, the branches decide.
  private func sequenceOutcome(_ list: ExprListSyntax, child: Syntax) -> Outcome? {
    let elements = Array(list)
    guard let index = elements.firstIndex(where: { $0.id == child.id }) else { return nil }
    if let sequence = list.parent?.as(SequenceExprSyntax.self),
      let assignment = AssignmentExpression(sequence), index >= 2
    {
      return targetOutcome(assignment.target, at: Syntax(sequence))
    }
    guard
      let ternaryIndex = elements[index...].firstIndex(where: {
        $0.is(UnresolvedTernaryExprSyntax.self)
      }),
      let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self)
    else { return nil }
    return regionOutcome(
      [Syntax(ternary.thenExpression)] + elements[(ternaryIndex + 1)...].map { Syntax($0) })
  }

  /// A property keeps the value; a local passes it on to its uses.
  private func targetOutcome(_ target: ExprSyntax, at site: Syntax) -> Outcome {
    let target = target.withoutWrappers
    guard !target.is(DiscardAssignmentExprSyntax.self) else { return .used }
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.identifierName
      if let scope = localScope(declaring: name, before: site) {
        return .renamed(uses: uses(ofLocal: name, in: scope, after: site.endPosition))
      }
    } else if let root = target.rootName, localScope(declaring: root, before: site) != nil {
      // A member of a local value being built (`rotation.toValue = …`) lasts only as long as it.
      return .used
    }
    return .configuresState
  }

  /// A stored property keeps the value; a local passes it on.
  private func bindingOutcome(_ binding: PatternBindingSyntax) -> Outcome {
    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
      let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
    else { return .used }
    if declaration.parent?.is(MemberBlockItemSyntax.self) == true { return .configuresState }
    guard let scope = declaration.parent?.parent?.as(CodeBlockItemListSyntax.self) else {
      return .used
    }
    return .renamed(uses: uses(ofLocal: name, in: Syntax(scope), after: binding.endPosition))
  }

  /// A computed property or method of the type that returns the value renames it.
  private func returnOutcome(from statement: Syntax) -> Outcome {
    for ancestor in statement.ancestors {
      switch ancestor.kind {
      case .closureExpr:
        return .used
      case .patternBinding:
        let binding = ancestor.cast(PatternBindingSyntax.self)
        guard
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
            .identifierName
        else { return .used }
        return .renamed(uses: uses(ofMember: name, calls: false))
      case .functionDecl:
        let function = ancestor.cast(FunctionDeclSyntax.self)
        guard function.signature.parameterClause.parameters.isEmpty else { return .used }
        return .renamed(uses: uses(ofMember: function.name.identifierName, calls: true))
      case .memberBlockItem, .sourceFile:
        return .used
      default:
        continue
      }
    }
    return .used
  }

  /// The branches an `if`, `guard` or `while` condition decides.
  private func decisionOutcome(ofConditions conditions: Syntax) -> Outcome {
    guard let parent = conditions.parent else { return .used }
    var region: [Syntax] = []
    var exits = false
    if let ifExpression = parent.as(IfExprSyntax.self) {
      region.append(Syntax(ifExpression.body))
      if let elseBody = ifExpression.elseBody { region.append(Syntax(elseBody)) }
      exits = ReducedMotionPaths.exits(ifExpression.body)
    } else if let guardStatement = parent.as(GuardStmtSyntax.self) {
      region.append(Syntax(guardStatement.body))
      exits = true
    } else if let whileStatement = parent.as(WhileStmtSyntax.self) {
      region.append(Syntax(whileStatement.body))
    } else {
      return .used
    }
    // After an early exit, the rest of the block is decided too.
    if exits, let item = parent.ancestors.first(where: { $0.is(CodeBlockItemSyntax.self) }),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    {
      // `Array` first: filtering a syntax collection builds a new one, detached from the tree.
      region.append(
        contentsOf: Array(list).filter { $0.position > item.position }.map { Syntax($0) })
    }
    return regionOutcome(region)
  }

  /// Code decided by the setting configures state when it changes properties or playback
  /// without animating, or starts a loop; one that animates decides at call time.
  private func regionOutcome(_ region: [Syntax]) -> Outcome {
    var changesState = false
    var animates = false
    var startsLoop = false
    for node in region where !startsLoop {
      node.walkDescendants { descendant in
        if let call = descendant.as(FunctionCallExprSyntax.self), let name = call.calleeName {
          if UIKitMotionQueries.viewAnimationMethods.contains(name),
            UIKitMotionQueries.repeatOption(of: call) != nil
          {
            // A loop that only fades may go on: the guide keeps fades.
            let changes = UIKitMotionQueries.animationsClosure(of: call).map {
              UIKitChangeClassifier(tree: context.tree).classify($0)
            }
            if changes == .still {
              animates = true
              return .skipChildren
            }
            startsLoop = true
            return .stop
          }
          if name == "add", call.hasArgument(labeled: "forKey"),
            let animation = call.firstUnlabeledArgument?.referencedName?.identifierName,
            UIKitMotionQueries.repeats(animationNamed: animation, in: context.tree),
            !UIKitMotionQueries.isFading(
              keyPath: UIKitMotionQueries.keyPath(ofAnimationNamed: animation, index: context.index)
                ?? "")
          {
            startsLoop = true
            return .stop
          }
          if Self.oneShotAnimations.contains(name) { animates = true }
          if Self.stateCalls.contains(name), call.receiver != nil { changesState = true }
        } else if let sequence = descendant.as(SequenceExprSyntax.self),
          let assignment = AssignmentExpression(sequence),
          case .configuresState = targetOutcome(assignment.target, at: descendant)
        {
          changesState = true
        }
        return .visitChildren
      }
    }
    return startsLoop || (changesState && !animates) ? .configuresState : .used
  }

  /// The body in which `name` is declared as a local before `site`, if it is one.
  private func localScope(declaring name: String, before site: Syntax) -> Syntax? {
    guard
      let body = site.ancestors.first(where: {
        $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self)
      })
    else { return nil }
    let declared = context.index.bindings.contains { binding in
      binding.name == name && binding.node.position < site.position && body.contains(binding.node)
        && binding.node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) != true
    }
    return declared ? body : nil
  }

  /// The references to the local `name` in `scope` after `position`.
  private func uses(ofLocal name: String, in scope: Syntax, after position: AbsolutePosition)
    -> [ExprSyntax]
  {
    scope.descendants(ofType: DeclReferenceExprSyntax.self).filter { reference in
      reference.position >= position && reference.baseName.identifierName == name
        && !Self.isMemberName(reference)
    }.map { ExprSyntax($0) }
  }

  /// The uses of the type's member `name` (`name`, `self.name`, or `name()` for a method).
  private func uses(ofMember name: String, calls: Bool) -> [ExprSyntax] {
    var found: [ExprSyntax] = []
    for declaration in typeDeclarations {
      for reference in declaration.descendants(ofType: DeclReferenceExprSyntax.self)
      where reference.baseName.identifierName == name {
        var use = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.declName.id == reference.id
        {
          guard
            member.base?.withoutWrappers.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
              == .keyword(.self)
          else { continue }
          use = ExprSyntax(member)
        }
        if calls {
          guard let call = use.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == use.id
          else { continue }
          use = ExprSyntax(call)
        }
        found.append(use)
      }
    }
    return found
  }

  /// Whether `reference` is the member name of `base.name`, not a name of its own.
  private static func isMemberName(_ reference: DeclReferenceExprSyntax) -> Bool {
    guard let member = reference.parent?.as(MemberAccessExprSyntax.self) else { return false }
    return member.declName.id == reference.id
  }
}
