import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// The character or animation of a launch intro left for VoiceOver to visit.
///
/// Reports, at the view's name, an animation view inside an intro — `RiveUIViewRepresentable`,
/// `LottieView`, `Image`, an animated-image or video player, `riveViewModel.view()`, a view named
/// like a mascot — when neither it nor a view around it within the intro is hidden with
/// `.accessibilityHidden(true)` (or merged away with `.accessibilityElement(children: .ignore)`
/// or `.accessibilityRepresentation`). An intro is a view type named like one (`IntroView`,
/// `SplashView`, `LaunchScreen`; see ``LaunchIntroVocabulary``) or the branch of an `if` that a
/// `showIntro`-style flag decides.
///
/// Not reported: `Image(decorative:)`; an image whose asset name says it shows words
/// (`"2023-title"`, `"welcome-heading"`), which VoiceOver should read with a label; an image that
/// labels a control (inside `Button`, `Label`, `Link`, …); a view given its own
/// `.accessibilityLabel` (a deliberate choice) or its own tap or gesture (then it is a control, and
/// hiding it would make it unreachable); an intro type whose every creation in the file is hidden,
/// or passed to MotionAware's `LaunchIntroContainer` (which hides its intro); MotionAware's own
/// intro players; previews. A view built in a helper property of the intro (`var character: some
/// View`) counts as hidden when every use of the property is.
///
/// Known false negatives: an intro named neither by its type nor by its flag; a character drawn
/// by a custom view (`PipCharacter()`) not named like a mascot. Known false positives: an intro
/// type hidden where it is created, in another file.
///
/// Default severity `note`: on the accuracy labels of real apps its findings are all right, but
/// they come from one app's story screens, too few intros to make it a warning
/// (docs/accuracy.md); `"rules": { "<id>": "warning" }` in the configuration raises it.
package struct IntroCharacterVisibleToVoiceOverRule: Rule {
  /// `view` (`riveViewModel.view()`) counts only with an intro's tokens.
  private static let tokenCondition = TokenCondition.anyOf(
    ["view"], countingOnlyWith: LaunchIntroVocabulary.tokenCondition)

  package static let description = RuleDescription(
    id: "intro-character-visible-to-voiceover",
    name: "Intro character not hidden from VoiceOver",
    defaultSeverity: .note,
    message: "Intro animation is not hidden from VoiceOver",
    rationale: """
      The splash-screen guide: "Hide the intro's character from VoiceOver with \
      `.accessibilityHidden(true)`; it adds nothing for people who use a screen reader." A \
      decorative animation that VoiceOver can land on costs a swipe, reads a file or symbol \
      name, and delays the first real element; Apple's HIG (Launching) treats the moments after \
      launch as a way into the app, not a branding opportunity.
      """,
    references: [
      "Splash-screen guide: hide the intro's character from VoiceOver",
      "Apple HIG: Launching",
      "Apple HIG: Accessibility › VoiceOver",
    ],
    fix: """
      Add `.accessibilityHidden(true)` to the animation view or to the intro around it, as the \
      guide's `IntroView` does; MotionAware's `LaunchIntroContainer` hides its intro for you.
      """,
    // The views a body creates, and `riveViewModel.view()`.
    matcher: RuleMatcher(calls: .capitalized(besides: ["view"])),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// Modifiers that make the view something VoiceOver should reach: a label chosen for it, or a
  /// gesture that makes it a control.
  static let deliberateModifiers: Set<String> = [
    "accessibilityLabel", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
    "highPriorityGesture",
  ]

  /// How many helper properties deep a use is followed to decide whether it is hidden.
  static let maximumHelperDepth = 2

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard context.mayNameIntro, case .call(let call, let name) = node,
      let (token, shownName) = Self.animationView(call, named: name, in: context),
      !ViewBuilderQueries.modifiers(of: ExprSyntax(call)).contains(where: {
        $0.calleeName.map(Self.deliberateModifiers.contains) ?? false
      }),
      !MotionGateFinder.isInPreview(call)
    else { return }

    let root: Syntax
    if let type = context.index.enclosingTypeDeclaration(of: call),
      let typeName = type.typeDeclarationName, LaunchIntroVocabulary.isIntroView(typeName),
      !LaunchIntroVocabulary.motionAwareIntroTypes.contains(typeName)
    {
      guard !Self.isHiddenWhereverCreated(typeName, declaration: type, in: context) else {
        return
      }
      root = type
    } else if let branch = LaunchIntroQueries.introBranch(enclosing: call, in: context) {
      root = Syntax(branch.body)
    } else {
      return
    }
    guard !Self.isHidden(Syntax(call), below: root, depth: 0, in: context) else { return }
    violations.append(
      Violation(
        at: token, message: "Intro's `\(shownName)` is not hidden from VoiceOver"))
  }

  /// The name to report when `call` draws an animation (an animation view, a mascot, or a
  /// legacy Rive view model's `view()`), and how to show it in the message.
  private static func animationView(
    _ call: FunctionCallExprSyntax, named name: String, in context: AuditContext
  ) -> (TokenSyntax, String)? {
    // The names first: most calls are neither, and they are cheaper to test than the syntax.
    let namesAnimation =
      LaunchIntroVocabulary.animationViews.contains(name)
      || LaunchIntroVocabulary.isMascotView(name)
    guard namesAnimation || name == "view", let token = call.calleeToken else { return nil }
    if ViewBuilderQueries.isTypeCreation(call, named: name) {
      guard namesAnimation else { return nil }
      if call.hasArgument(labeled: "decorative") || showsWords(call) { return nil }
      return (token, name)
    }
    guard name == "view", call.arguments.isEmpty, call.trailingClosure == nil,
      let receiver = call.receiver, isRiveViewModel(receiver, in: context)
    else { return nil }
    let shown = receiver.compactText.count <= 40 ? "\(receiver.compactText).view()" : "view()"
    return (token, shown)
  }

  /// Words an image asset's name gives it: it shows text, which VoiceOver should read (with a
  /// label), not skip.
  /// (A wordmark is the app's name drawn as a logo: decorative beside the intro's own label.)
  static let textWords: Set<String> = ["title", "heading", "headline", "caption", "text"]

  /// `Image("2023-title")`: an asset whose name says it shows words.
  private static func showsWords(_ call: FunctionCallExprSyntax) -> Bool {
    guard let literal = call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self),
      let name = literal.representedLiteralValue
    else { return false }
    let parts = name.split { !$0.isLetter && !$0.isNumber }.flatMap {
      LaunchIntroVocabulary.words(of: String($0))
    }
    return parts.contains(where: textWords.contains)
  }

  /// `RiveViewModel(…)`, or a name bound to one or named like one (`riveViewModel`).
  private static func isRiveViewModel(_ receiver: ExprSyntax, in context: AuditContext) -> Bool {
    if receiver.withoutWrappers.as(FunctionCallExprSyntax.self)?.calleeName == "RiveViewModel" {
      return true
    }
    guard let name = receiver.rootName else { return false }
    if LaunchIntroVocabulary.words(of: name).contains("rive") { return true }
    guard let definition = context.defUse.rootDefinition(of: receiver) else { return false }
    return definition.typeText?.contains("RiveViewModel") == true
      || context.defUse.valueExpressions(of: definition).contains {
        $0.withoutWrappers.as(FunctionCallExprSyntax.self)?.calleeName == "RiveViewModel"
      }
  }

  /// Whether a modifier between `site` and `root` hides it, or it sits where VoiceOver never
  /// reads it alone (a control's label, MotionAware's launch-intro container). A site in a
  /// helper property or function of the type counts as hidden when every use of it is.
  private static func isHidden(
    _ site: Syntax, below root: Syntax, depth: Int, in context: AuditContext
  ) -> Bool {
    var child = site
    for ancestor in site.ancestors {
      if ancestor.id == root.id { return false }
      if let call = ancestor.as(FunctionCallExprSyntax.self) {
        if child.id == call.calledExpression.id {
          // A modifier applied to a view holding the site.
          if call.receiver != nil, ViewBuilderQueries.hidesFromAccessibility(call) { return true }
        } else if let name = call.calleeName,
          LaunchIntroVocabulary.labelledControls.contains(name) || name == "LaunchIntroContainer"
        {
          return true
        }
      }
      if let helper = helperName(of: ancestor), depth < maximumHelperDepth {
        return isEveryUseHidden(of: helper, below: root, depth: depth + 1, in: context)
      }
      child = ancestor
    }
    return false
  }

  /// The name of a computed property or function other than `body` that builds views.
  private static func helperName(of node: Syntax) -> String? {
    if let binding = node.as(PatternBindingSyntax.self), binding.accessorBlock != nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
      name != "body"
    {
      return name
    }
    if let function = node.as(FunctionDeclSyntax.self), function.name.text != "body" {
      return function.name.identifierName
    }
    return nil
  }

  private static func isEveryUseHidden(
    of helper: String, below root: Syntax, depth: Int, in context: AuditContext
  ) -> Bool {
    // `logo` or `self.logo`, not `Image(.logo)`: an implicit member or another value's is not it.
    let uses = root.descendants(ofType: DeclReferenceExprSyntax.self).filter { reference in
      guard reference.baseName.identifierName == helper else { return false }
      guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      else { return true }
      return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
    return !uses.isEmpty
      && uses.allSatisfy { isHidden(Syntax($0), below: root, depth: depth, in: context) }
  }

  /// An intro type declared here whose every creation in the file (previews and itself aside)
  /// is hidden or handed to `LaunchIntroContainer`.
  private static func isHiddenWhereverCreated(
    _ typeName: String, declaration: Syntax, in context: AuditContext
  ) -> Bool {
    let declarations = context.index.typeDeclarations[typeName] ?? []
    let creations = (context.index.calls[typeName] ?? []).filter { creation in
      !declarations.contains { $0.contains(creation) } && !MotionGateFinder.isInPreview(creation)
    }
    return !creations.isEmpty
      && creations.allSatisfy { creation in
        let root = context.index.enclosingTypeDeclaration(of: creation) ?? Syntax(context.tree)
        return isHidden(Syntax(creation), below: root, depth: 0, in: context)
      }
  }
}
