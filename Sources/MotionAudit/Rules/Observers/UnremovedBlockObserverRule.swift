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
public struct UnremovedBlockObserverRule: Rule {
  /// An observer of a motion setting's notification: `addObserver` and one of the names.
  static let tokenCondition = TokenCondition.allOf([
    .anyOf(["addObserver"]), .anyOf(MotionSettingNotifications.names.keys.sorted()),
  ])

  public static let description = RuleDescription(
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
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: [
      Example(
        """
        final class MascotViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                applyMotionPreference()
                NotificationCenter.default.↓addObserver(
                    forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                    object: nil,
                    queue: .main
                ) { [weak self] _ in
                    Task { @MainActor in self?.applyMotionPreference() }
                }
            }
        }
        """),
      Example(
        """
        _ = NotificationCenter.default.↓addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
            refresh()
        }
        """),
      Example(
        """
        final class MascotViewController: UIViewController {
            private var motionObserver: NSObjectProtocol?

            override func viewDidLoad() {
                super.viewDidLoad()
                motionObserver = NotificationCenter.default.↓addObserver(
                    forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
                ) { [weak self] _ in
                    Task { @MainActor in self?.applyMotionPreference() }
                }
            }

            deinit {
                NotificationCenter.default.removeObserver(self)
            }
        }
        """),
      Example(
        """
        struct TipsView: View {
            var body: some View {
                List(tips) { Text($0.title) }
                    .onAppear {
                        NotificationCenter.default.↓addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
                            reload()
                        }
                    }
            }
        }
        """),
      Example(
        """
        func startObserving() {
            let token = NotificationCenter.default.↓addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
                self.reload()
            }
            print("observing")
        }
        """),
      Example(
        """
        final class FeedViewController: UIViewController {
            private var observers: [NSObjectProtocol] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                observers.append(
                    NotificationCenter.default.↓addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
                        self?.reload()
                    })
            }
        }
        """),
      // A static method runs on every call, and `.default` is the app's shared center.
      Example(
        """
        enum MotionBanner {
            static func show() {
                let center = NotificationCenter.default
                center.↓addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
                    refresh()
                }
            }
        }
        """),
    ],
    nonTriggeringExamples: [
      // A unit test's own center: nothing else posts to it, and it goes away with the test.
      Example(
        """
        final class MotionSettingTests: XCTestCase {
            func testTheObserverRunsOnChange() {
                let center = NotificationCenter()
                var changes = 0
                center.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in
                    changes += 1
                }
                center.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
                XCTAssertEqual(changes, 1)
            }
        }
        """),
      Example(
        """
        @main
        struct PipApp: SwiftUI.App {
            init() {
                NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
                    MotionLog.record()
                }
            }
            var body: some Scene { WindowGroup { RootView() } }
        }
        """),
      Example(
        """
        private struct MotionModelKey: EnvironmentKey {
            static let defaultValue: MotionModel = {
                let model = MotionModel()
                NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { _ in
                    model.refresh()
                }
                return model
            }()
        }
        """),
      Example(
        """
        final class MotionSettings {
            static let shared = MotionSettings()
            private(set) var reduceMotion = UIAccessibility.isReduceMotionEnabled

            private init() {
                NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
                    self?.reduceMotion = UIAccessibility.isReduceMotionEnabled
                }
            }
        }
        """),
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
        final class FeedViewController: UIViewController {
            private var observers: [NSObjectProtocol] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                observers.append(
                    NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: .main) { _ in })
                observers += [
                    NotificationCenter.default.addObserver(forName: .feedDidFail, object: nil, queue: .main) { _ in },
                ]
            }

            deinit {
                observers.forEach(NotificationCenter.default.removeObserver)
            }
        }
        """),
      Example(
        """
        final class FeedViewController: UIViewController {
            private var observers: [NSObjectProtocol] = []

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let token = NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: .main) { _ in }
                observers.append(token)
            }

            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                for observer in observers {
                    NotificationCenter.default.removeObserver(observer)
                }
                observers.removeAll()
            }
        }
        """),
      Example(
        """
        func waitForLaunch() {
            var token: NSObjectProtocol?
            token = NotificationCenter.default.addObserver(forName: .introDidFinish, object: nil, queue: .main) { _ in
                if let token { NotificationCenter.default.removeObserver(token) }
                showContent()
            }
        }
        """),
      Example(
        """
        func observeDayChanges(_ handler: @escaping () -> Void) -> NSObjectProtocol {
            NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
                handler()
            }
        }
        """),
      Example(
        """
        final class PreferencesSource {
            private struct Registration {
                let token: NSObjectProtocol
                let center: NotificationCenter
            }
            private var registrations: [Registration] = []

            init(names: [Notification.Name]) {
                registrations = names.map { name in
                    Registration(
                        token: NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in },
                        center: .default)
                }
            }

            deinit {
                for registration in registrations {
                    registration.center.removeObserver(registration.token)
                }
            }
        }
        """),
      Example(
        """
        final class MascotViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(
                    self, selector: #selector(applyMotionPreference),
                    name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            }
        }
        """),
      Example(
        """
        final class MascotViewController: UIViewController {
            private var observer: NSObjectProtocol?

            func startObserving() {
                observer = NotificationCenter.default.addObserver(forName: .pipMoodChanged, object: nil, queue: .main) { _ in }
            }

            func stopObserving() {
                guard let observer else { return }
                NotificationCenter.default.removeObserver(observer)
                self.observer = nil
            }
        }
        """),
      Example(
        """
        enum AudioSession {
            private static var observers: [NSObjectProtocol] = []

            static func observe() {
                let active = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in }
                observers.append(active)
            }

            static func unobserve() {
                let tokens = observers
                observers.removeAll()
                for token in tokens {
                    NotificationCenter.default.removeObserver(token)
                }
            }
        }
        """),
      Example(
        """
        final class AppDelegate: NSObject, UIApplicationDelegate {
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { _ in
                    TipStore.shared.refresh()
                }
                return true
            }
        }
        """),
      Example(
        """
        final class MascotViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                observeMotionPreferences { controller, preferences in
                    controller.riveView.isPaused = preferences.reduceMotion
                }
            }
        }
        """),
      Example(
        """
        final class FeedViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                // Not a motion setting: outside this audit's concern.
                NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: .main) { _ in
                    self.reload()
                }
            }
        }
        """),
    ]
  )

  public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

  /// Types that live as long as the app: their observers never outlive what they use.
  static let appLifetimeTypes: Set<String> = [
    "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate",
    "WKApplicationDelegate", "WKExtensionDelegate", "App",
  ]

  /// Per type name (empty for code outside types): the code that removes observers by token,
  /// found once per type.
  private var removalUnits: [String: [Syntax]] = [:]

  public init() {}

  /// Whether `declaration` is an app or scene delegate, a SwiftUI `App`, or a singleton (a type
  /// that keeps an instance of itself in a `static let`).
  private static func livesAsLongAsTheApp(_ declaration: Syntax?) -> Bool {
    guard let group = declaration?.asProtocol(DeclGroupSyntax.self) else { return false }
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
    guard let name = receiver.as(DeclReferenceExprSyntax.self)?.baseName.identifierName else {
      return false
    }
    // The nearest declaration of `name` before the call, in a scope around it.
    let declaration = context.index.bindings.last { binding in
      binding.name == name && binding.node.position < call.position
        && Self.scope(of: binding.node)?.contains(Syntax(call)) == true
    }
    return declaration?.value.map(isNewCenter) == true
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

  /// The body or type whose code sees `binding`.
  private static func scope(of binding: PatternBindingSyntax) -> Syntax? {
    binding.ancestors.first {
      $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self) || $0.is(MemberBlockSyntax.self)
        || $0.is(SourceFileSyntax.self)
    }
  }

  public mutating func visit(
    _ node: Syntax, in context: AuditContext, violations: inout [Violation]
  ) {
    guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "addObserver",
      let name = call.argument(labeled: "forName")?.expression,
      MotionSettingNotifications.isMotionSettingNotification(name.withoutWrappers.compactText),
      let token = call.calleeToken,
      !Self.livesAsLongAsTheApp(context.index.enclosingTypeDeclaration(of: call)),
      !Self.isInStaticValue(call), !Self.isOnPrivateCenter(call, in: context)
    else { return }
    let typeName = context.index.enclosingTypeDeclaration(of: call)?.typeDeclarationName ?? ""
    let units =
      removalUnits[typeName]
      ?? ObserverRemovals.removalUnits(in: context.typeScope(of: call))
    removalUnits[typeName] = units
    let removals = ObserverRemovals(context: context, removalUnits: units)
    if let message = removals.problem(withTokenOf: ExprSyntax(call)) {
      violations.append(Violation(at: token, message: message))
    }
  }
}

/// Where an observer's token goes, and whether it reaches `removeObserver`.
private struct ObserverRemovals {
  /// How many steps of locals are followed.
  static let maximumDepth = 4

  /// Higher-order calls whose closure's value is kept: `names.map { addObserver(…) }`.
  static let collectingCalls: Set<String> = ["map", "compactMap", "flatMap"]

  /// Calls that put a value in a collection.
  static let insertingCalls: Set<String> = ["append", "insert"]

  private enum Destination {
    /// Nobody keeps the token.
    case discarded
    /// A property or collection of the type keeps it.
    case stored(String)
    /// A local holds it; its uses tell.
    case local(name: String, scope: Syntax)
    /// Returned to the caller, which owns it.
    case returned
    /// Passed on to another call, which may keep it.
    case passedOn
  }

  let context: AuditContext
  /// The methods (or statements) of the type that remove observers by token.
  let removalUnits: [Syntax]

  /// Why the token produced by `expression` is never removed, or `nil` when it is (or may be).
  func problem(withTokenOf expression: ExprSyntax) -> String? {
    var pending: [(expression: ExprSyntax, depth: Int)] = [(expression, 0)]
    var problem: String?
    while let next = pending.popLast() {
      switch destination(of: next.expression) {
      case .discarded:
        problem = problem ?? "Block observer's token is discarded, so it can never be removed"
      case .stored(let name):
        guard !isRemoved(name) else { return nil }
        problem = "Block observer kept in `\(name)` is never passed to `removeObserver`"
      case .local(let name, let body):
        let uses = self.uses(ofLocal: name, in: body)
        if uses.isEmpty {
          problem = problem ?? "Block observer's token is never used, so it can never be removed"
        } else if uses.contains(where: Self.isRemoved) {
          return nil
        } else if next.depth < Self.maximumDepth {
          pending.append(contentsOf: uses.map { ($0, next.depth + 1) })
        }
      case .returned:
        return nil
      case .passedOn:
        guard !removesSomething() else { return nil }
        problem =
          problem
          ?? "Block observer is never removed: nothing here calls `removeObserver` with a token"
      }
    }
    return problem
  }

  // MARK: Destinations

  private func destination(of expression: ExprSyntax) -> Destination {
    var child = Syntax(expression)
    for ancestor in expression.ancestors {
      switch ancestor.kind {
      case .tryExpr, .awaitExpr, .forceUnwrapExpr, .arrayElement, .arrayElementList, .arrayExpr,
        .tupleExpr, .labeledExprList:
        child = ancestor
        continue
      case .exprList:
        guard let sequence = ancestor.parent?.as(SequenceExprSyntax.self),
          let assignment = AssignmentExpression(sequence), assignment.valueContains(child)
        else { return .passedOn }
        if assignment.discardsValue { return .discarded }
        let target = assignment.target.withoutWrappers
        if let reference = target.as(DeclReferenceExprSyntax.self),
          let body = localScope(declaring: reference.baseName.identifierName, around: ancestor)
        {
          return .local(name: reference.baseName.identifierName, scope: body)
        }
        return assignment.targetName.map { .stored($0) } ?? .passedOn
      case .initializerClause:
        guard let binding = ancestor.parent?.as(PatternBindingSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
          let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return .passedOn }
        if declaration.parent?.is(MemberBlockItemSyntax.self) == true { return .stored(name) }
        guard let list = declaration.parent?.parent else { return .passedOn }
        return .local(name: name, scope: list)
      case .labeledExpr:
        guard let call = ancestor.parent?.parent?.as(FunctionCallExprSyntax.self),
          let name = call.calleeName, Self.insertingCalls.contains(name),
          let collection = call.receiver?.referencedName?.identifierName
        else { return .passedOn }
        return .stored(collection)
      case .codeBlockItem:
        return loneStatementDestination(ancestor)
      case .returnStmt:
        return .returned
      default:
        return .passedOn
      }
    }
    return .passedOn
  }

  /// A statement of its own discards its value, unless it is the only statement of a body whose
  /// value is returned (a function with a result, a getter, a closure given to `map`).
  private func loneStatementDestination(_ item: Syntax) -> Destination {
    guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
      let owner = list.parent
    else { return .discarded }
    if let closure = owner.as(ClosureExprSyntax.self) {
      let call =
        closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
      if let name = call?.calleeName, Self.collectingCalls.contains(name) { return .passedOn }
      return .discarded
    }
    if owner.parent?.as(FunctionDeclSyntax.self)?.signature.returnClause != nil
      || owner.is(AccessorBlockSyntax.self) || owner.parent?.is(AccessorDeclSyntax.self) == true
    {
      return .returned
    }
    return .discarded
  }

  /// The body declaring `name` as a local around `node`, if it is a local.
  private func localScope(declaring name: String, around node: Syntax) -> Syntax? {
    for ancestor in node.ancestors {
      guard ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self) else {
        if ancestor.is(MemberBlockSyntax.self) { return nil }
        continue
      }
      let declared = context.index.bindings.contains { binding in
        binding.name == name && binding.node.position < node.position
          && ancestor.contains(binding.node)
      }
      if declared { return ancestor }
    }
    return nil
  }

  /// The references to the local `name` in `body`.
  private func uses(ofLocal name: String, in body: Syntax) -> [ExprSyntax] {
    body.descendants(ofType: DeclReferenceExprSyntax.self).filter { reference in
      guard reference.baseName.identifierName == name else { return false }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        return false
      }
      // The assignment that stores the token is not a use of it.
      if let list = reference.parent?.as(ExprListSyntax.self), list.first?.id == reference.id,
        let sequence = list.parent?.as(SequenceExprSyntax.self),
        AssignmentExpression(sequence) != nil
      {
        return false
      }
      return true
    }.map { ExprSyntax($0) }
  }

  // MARK: Removals

  /// Whether `use` is passed to `removeObserver`.
  private static func isRemoved(_ use: ExprSyntax) -> Bool {
    for ancestor in use.ancestors {
      if let call = ancestor.as(FunctionCallExprSyntax.self), call.calleeName == "removeObserver" {
        return call.arguments.contains(use)
      }
      if ancestor.is(CodeBlockItemSyntax.self) { return false }
    }
    return false
  }

  /// Whether a method of the type that calls (or passes) `removeObserver` refers to `name`: the
  /// tokens may reach the call under another name (`let tokens = observers`, a tuple, a loop).
  private func isRemoved(_ name: String) -> Bool {
    removalUnits.contains { unit in
      unit.firstDescendant { node in
        if let reference = node.as(DeclReferenceExprSyntax.self) {
          return reference.baseName.identifierName == name
        }
        return false
      } != nil
    }
  }

  /// Whether the type removes any observer by token (not `removeObserver(self)`).
  private func removesSomething() -> Bool {
    !removalUnits.isEmpty
  }

  /// The functions, initializers, `deinit`s and accessors of the type (or, outside them, the
  /// outermost statements) that use `removeObserver` with something other than `self`.
  static func removalUnits(in scope: [Syntax]) -> [Syntax] {
    var units: [Syntax] = []
    for declaration in scope {
      for reference in declaration.descendants(ofType: DeclReferenceExprSyntax.self)
      where reference.baseName.identifierName == "removeObserver" {
        if let call = Self.call(naming: reference),
          call.arguments.count == 1,
          call.arguments.first?.expression.withoutWrappers.as(DeclReferenceExprSyntax.self)?
            .baseName.tokenKind == .keyword(.self)
        {
          continue
        }
        var unit: Syntax?
        for ancestor in reference.ancestors {
          if ancestor.is(CodeBlockItemSyntax.self) { unit = ancestor }
          if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
            || ancestor.is(DeinitializerDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self)
          {
            unit = ancestor
            break
          }
          if ancestor.is(MemberBlockItemSyntax.self) { break }
        }
        if let unit { units.append(unit) }
      }
    }
    return units
  }

  /// The call whose callee `reference` names (`center.removeObserver(…)`), if it is one.
  private static func call(naming reference: DeclReferenceExprSyntax) -> FunctionCallExprSyntax? {
    var callee = Syntax(reference)
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      callee = Syntax(member)
    }
    guard let call = callee.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == callee.id
    else { return nil }
    return call
  }
}
