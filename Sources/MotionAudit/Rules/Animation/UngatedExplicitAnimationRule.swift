import MotionAuditMotion
import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

/// Explicit animations that bounce, or that move views, while ignoring Reduce Motion.
///
/// Looks at `withAnimation(…)` and the `.animation(…)` modifiers (`.animation(_:value:)`,
/// `.animation(_:)` on views and bindings, `.animation(_:body:)`):
/// - a spring (`.spring`, `.bouncy`, `.snappy`, `interpolatingSpring`, `interactiveSpring`) is
///   reported at the rule's severity, at the spring's name;
/// - a timing curve (`.easeInOut`, `.linear`, …) or the default animation is reported only when
///   it visibly moves something — at the rule's severity when a view itself moves, the content
///   scrolls, a paged `TabView` slides its pages or a frame or padding expands by 100 points or
///   more (or to fill the space), one step lower when views around a change reflow by an amount
///   the code does not show or a smaller one: a movement modifier (`offset`,
///   `scaleEffect`, `rotationEffect`, …) in the animated view that reads the `value:`, or, for
///   `withAnimation`, one in the same type that reads a property the closure assigns; state that
///   decides layout (an `if` without `else` that inserts a view, a list's data, a paged
///   `TabView`'s selection, `frame` or `padding`), so the views around it slide; a collection
///   mutated in the closure (rows slide); a scroll (`proxy.scrollTo`); or a member that a
///   movement modifier or geometry effect reads in any file of the project (`model.offset`).
///
/// Animation helpers declared in other files count for what they hold: `withAnimation(.appSpring)`
/// is a spring when `appSpring` holds one, and gated when a Reduce Motion signal decides it (see
/// ``ProjectFacts``).
///
/// Not reported: gated animations (a signal in the arguments, an enclosing condition, an early
/// exit, MotionAware's API), `nil`, and loops (`repeatForever`, `repeatCount`), which are
/// `ungated-looping-animation`'s. A spring that does not overshoot (`.spring(duration: 0.3)`,
/// whose bounce defaults to 0, `bounce: 0`, `dampingFraction: 1`) counts as a timing curve; the
/// message says how much a spring bounces (see ``SpringDescription``). Nor is a spring whose
/// state its type reads only as content: a number shown with `.contentTransition(.numericText())`,
/// a symbol, a progress value, a colour or an opacity (see ``ContentQueries``).
/// Nor an animation of state the user's drag drives, which settles where the finger left it (see
/// ``GestureFollowing``).
///
/// `--fix` rewrites the animation in a SwiftUI view as `reduceMotion ? nil : <animation>` (and a
/// bare `withAnimation { … }` as `withAnimation(reduceMotion ? nil : .default) { … }`), declaring
/// `reduceMotion` when the view has no signal (see ``ReduceMotionCorrection``). Outside views (a
/// view model, a free function) there is no environment to read: the advice is MotionAware's
/// `withMotionAwareAnimation`, and `--fix` makes that call where it runs on the main actor.
///
/// In a view type, what moves is the view-layout model's answer (``TypeLayout``, in
/// `MotionAuditMotion`): the body with its view-building helpers laid out in place and the values
/// it derives from its state. A view that enters pushes only the views always shown after it in
/// a stack or list (not a section that may be absent, nor anything when it is the last); a swap of
/// `if`/`else` or `switch` branches is a cross-fade; a collection that fills from nothing or
/// empties pushes no element; an inner `.animation(nil, value:)` or `.transaction` override wins;
/// a view moved by its transition is one finding with the transition as its related location. An
/// `.animation(_:value:)` animates only the views it wraps, so only they can move. Where the
/// changed state is given to a view of the app's own, that view's body decides: a movement
/// modifier of another file that reads the member, or a collection given whole that is mutated.
/// Where no view of the type reads the state, the rules below apply.
///
/// Across files (see ``ProjectFacts``): a view model's own properties, a member of another value
/// (`model.isShown = true`) and a `@Binding` count as layout when a view of the project inserts a
/// view or lists rows by a member or state of that name (`if model.isShown { … }`). Loading flags
/// (`isLoading`) are left out there: they mostly swap a spinner in place. A view inserted in an
/// `.overlay`, a `.background` or as a layer of a `ZStack` moves nothing around it, unless its
/// transition moves it; an `if … else` or `switch` whose branches are each one `Text`, `Image`,
/// `Label` or `ProgressView` swaps content in place. A view's own `@State` collection slides rows
/// only when it lays them out (a set of selected ids does not), and `removeAll()` leaves none to
/// slide. A timing curve of `duration: 0` animates nothing.
///
/// Known false positives: a spring that animates only opacity or colour through state read in
/// another file or by a view this rule does not know is still reported, and so is a layout change
/// the view does not show (a fixed-size container). Known false negatives: an animation held in a property or
/// parameter (`withAnimation(style)`) is classified only when its value is written in this file;
/// movement in another file, or through a transition (see `movement-transition-without-fade`), is
/// not seen by the timing-curve check.
package struct UngatedExplicitAnimationRule: Rule {
  package static let description = RuleDescription(
    id: "ungated-explicit-animation",
    name: "Explicit animation ignores Reduce Motion",
    defaultSeverity: .warning,
    message: "Animation bounces or moves views even when Reduce Motion is on",
    rationale: """
      Springs overshoot and bounce, and any animation that displaces or scales a view is motion. \
      With Reduce Motion on, the guide asks for a gentler animation or none: \
      `withAnimation(reduceMotion ? nil : .spring(…))`. Apple's HIG asks to tighten springs and \
      reduce animated movement; WCAG 2.3.3 asks that motion triggered by interaction can be \
      turned off.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — explicit animations",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Pass `reduceMotion ? nil : <animation>` (reading `@Environment(\\.accessibilityReduceMotion)`), \
      or use MotionAware's `withMotionAwareAnimation(…)` / `Animation.motionAware(_:reduceMotion:)`.
      """,
    matcher: RuleMatcher(calls: .routes(AnimationApplication.Call.self)),
    // Not `animations:` or `animationDuration`; `withAnimation:` is an argument label.
    requiredTokenExceptions: ["withAnimation": [":"]],
    requiredTokensWholeIdentifiers: AnimationApplication.Call.withAnimation.names,
    requiredTokensCalled: AnimationApplication.Call.modifier.names,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples,
    corrections: corrections
  )

  package static var routes: [any CallRoute.Type] { [AnimationApplication.Call.self] }

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .call(let call, _) = node, let application = AnimationApplication(call),
      !settlesGesture(application, in: context)
    else { return }
    // An animation held in a variable is reported where the variable is used.
    let variable = application.animation?.withoutWrappers.as(DeclReferenceExprSyntax.self)?.baseName
    switch AnimationCharacter(of: application.animation, in: context) {
    case .none, .loop, .unknown:
      return
    case .spring(let token, let spring):
      guard !context.isGated(call), !changesOnlyContent(application, in: context) else { return }
      let advice = Self.advice(for: application, in: context)
      violations.append(
        Violation(
          at: (variable ?? token).positionAfterSkippingLeadingTrivia,
          message:
            "Spring animation `.\(token.identifierName)` \(spring.verb()) even when Reduce Motion "
            + "is on",
          edits: advice.edits, fix: advice.fix))
    case .timingCurve(let token):
      guard !context.isGated(call), !MotionGateFinder.isInPreview(call),
        let motion = motion(of: application, in: context)
      else { return }
      let advice = Self.advice(for: application, in: context)
      violations.append(
        Violation(
          at: (variable ?? token ?? application.nameToken).positionAfterSkippingLeadingTrivia,
          message: motion.message, emphasis: motion.emphasis,
          edits: advice.edits, related: motion.related, fix: advice.fix))
    }
  }

  /// For each scope (a type, or the file), the names that decide its layout, found once.
  private var layoutChangesByScope: [SyntaxIdentifier: [String: LayoutChange]] = [:]
  /// The layout model of each view type of the file, by its first declaration, built once.
  var typeLayouts: [SyntaxIdentifier: TypeLayout] = [:]
  /// The file's `UIViewRepresentable`-like types, read once.
  var representables: Set<String>?

  mutating func layoutChanges(in scope: Syntax, index: SourceIndex) -> [String:
    LayoutChange]
  {
    if let known = layoutChangesByScope[scope.id] { return known }
    let changes = LayoutQueries.layoutChanges(in: scope, index: index)
    layoutChangesByScope[scope.id] = changes
    return changes
  }

  /// The first of `names` (in order) that decides layout in `scope`, with its change.
  mutating func firstLayoutMotion(
    among names: some Sequence<String>, in scope: Syntax, index: SourceIndex
  ) -> ViewMotion? {
    let changes = layoutChanges(in: scope, index: index)
    for name in names {
      if let change = changes[name] { return .layout(name, change) }
    }
    return nil
  }

  /// The advice where no environment can be read (a view model, a free function): the
  /// description's asks for `@Environment`, which only a view can declare.
  package static let adviceOutsideViews = """
    Outside a view there is no `@Environment` to read: call MotionAware's \
    `withMotionAwareAnimation(<animation>) { … }` from the main actor, which reads the device's \
    Reduce Motion setting when it runs, or have the view pass its `reduceMotion` in and use \
    `reduceMotion ? nil : <animation>`.
    """

  /// The correction and, outside views, the advice that can be followed there. In a SwiftUI view
  /// the animation becomes `reduceMotion ? nil : <animation>`; a `withAnimation` outside views
  /// becomes MotionAware's `withMotionAwareAnimation` where it runs on the main actor.
  private static func advice(for application: AnimationApplication, in context: AuditContext)
    -> (edits: [TextEdit], fix: String?)
  {
    if case .changes = application.target, !application.animatesBinding,
      ReduceMotionCorrection.isOutsideEnvironment(application.call, in: context)
    {
      return (
        ReduceMotionCorrection.motionAwareAnimation(replacing: application.call, in: context),
        adviceOutsideViews
      )
    }
    let edits = ReduceMotionCorrection.gatingAnimation(
      applied: application.call, animation: application.animation, in: context)
    return (edits, nil)
  }

  /// Whether the animation settles what the user's gesture moved (see ``GestureFollowing``).
  private func settlesGesture(_ application: AnimationApplication, in context: AuditContext)
    -> Bool
  {
    let changed: Set<String>
    switch application.target {
    case .view(_, let value): changed = value?.rootName.map { [$0] } ?? []
    case .changes(let names): changed = names
    }
    return GestureFollowing.settlesGesture(
      animation: application.call, changing: changed, in: context)
  }

  /// Whether what the animation changes is only read as content in its type (a number shown with
  /// `.contentTransition(.numericText())`, a symbol, a progress value, a colour): however a spring
  /// bounces, nothing then moves on screen.
  private mutating func changesOnlyContent(
    _ application: AnimationApplication, in context: AuditContext
  ) -> Bool {
    let names: Set<String>
    switch application.target {
    case .view(_, let value):
      guard let root = value?.rootName else { return false }
      names = [root]
    case .changes(let changed):
      names = changed
    }
    guard !names.isEmpty, motion(of: application, in: context) == nil else { return false }
    let scope = context.index.enclosingTypeDeclaration(of: application.call) ?? Syntax(context.tree)
    return ContentQueries.readsOnlyAsContent(
      names, in: scope, animatedBy: application.call, context: context)
  }

}
