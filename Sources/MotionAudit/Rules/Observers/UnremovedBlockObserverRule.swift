import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
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
    matcher: RuleMatcher(calls: ["addObserver"]),
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

  public mutating func visit(
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
