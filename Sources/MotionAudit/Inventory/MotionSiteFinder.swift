import MotionAuditMotion
import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// Finds every motion site of one file, gated or not (see ``MotionSite``), with the rules' own
/// readings: ``AnimationApplication`` and ``AnimationCharacter`` for explicit animations, the
/// explicit-animation rule's view-layout answer for what they move, ``ViewTransition`` for
/// transitions, the UIKit change classifier for animation blocks, and the gate finder for the
/// gate. Sites in previews are left out: no screen of the app shows them.
package struct MotionSiteFinder {
  private let context: AuditContext
  /// The explicit-animation rule's per-file state, so its layout answers are built once.
  private var explicitAnimation = UngatedExplicitAnimationRule()

  /// Whether the file imports SwiftUI, whose modifiers it may then call.
  private let importsSwiftUI: Bool

  package init(context: AuditContext) {
    self.context = context
    importsSwiftUI = context.tree.statements.contains {
      $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftUI"
    }
  }

  /// The sites of the file, in source order.
  package static func sites(in context: AuditContext) -> [MotionSite] {
    var finder = MotionSiteFinder(context: context)
    var sites: [MotionSite] = []
    func add(_ reading: Reading, at token: TokenSyntax, in node: some SyntaxProtocol) {
      let point = context.point(of: token.positionAfterSkippingLeadingTrivia)
      sites.append(
        MotionSite(
          file: context.file, line: point.line, column: point.column,
          screen: finder.screen(of: node), kind: reading.kind, property: reading.property,
          gate: reading.gate?.kind.rawValue, whenMotionOn: reading.whenMotionOn,
          whenReduced: reading.whenReduced))
    }
    for call in context.tree.descendants(ofType: FunctionCallExprSyntax.self) {
      guard let name = call.calleeName, let token = call.calleeToken,
        !MotionGateFinder.isInPreview(call), let reading = finder.reading(of: call, named: name)
      else { continue }
      add(reading, at: token, in: call)
    }
    for binding in context.tree.descendants(ofType: PatternBindingSyntax.self) {
      guard binding.initializer == nil, let reading = finder.declaredPlayer(binding),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
      else { continue }
      add(reading, at: name, in: binding)
    }
    return sites.sorted(by: MotionSite.inventoryOrder)
  }

  /// Players of animation files or animated images created elsewhere (a storyboard's
  /// `@IBOutlet var badge: LottieAnimationView!`), by their declared type.
  private static let playerTypes: [String: (MotionSite.Kind, String)] = [
    "LottieAnimationView": (.lottie, "plays a Lottie animation"),
    "AnimationView": (.lottie, "plays a Lottie animation"),
    "RiveView": (.rive, "plays a Rive animation"),
    "FLAnimatedImageView": (.animatedImage, "plays an animated image"),
    "SDAnimatedImageView": (.animatedImage, "plays an animated image"),
  ]

  /// A stored property of a player's type that is not created here, with the gate where the file
  /// plays, pauses or stops it.
  func declaredPlayer(_ binding: PatternBindingSyntax) -> Reading? {
    guard let type = binding.typeAnnotation?.type.trimmedDescription,
      let (kind, whenMotionOn) = Self.playerTypes[type.trimmingCharacters(in: ["!", "?"])],
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      !MotionGateFinder.isInPreview(binding)
    else { return nil }
    let gate = controlGate(ofPlayerNamed: name)
    return Reading(
      kind: kind, property: nil, gate: gate, whenMotionOn: whenMotionOn,
      whenReduced: gate == nil ? .stillMoves : .holdsStill)
  }

  /// What one call is as a site.
  struct Reading {
    var kind: MotionSite.Kind
    var property: String?
    var gate: MotionGate?
    var whenMotionOn: String
    var whenReduced: MotionSite.ReducedBehaviour
  }

  /// The call as a site, or nil when it is none.
  mutating func reading(of call: FunctionCallExprSyntax, named name: String) -> Reading? {
    if MotionAwareAPI.isGatedCall(named: name) || MotionAwareAPI.animationAdapters.contains(name) {
      return motionAware(call, named: name)
    }
    switch name {
    case "withAnimation", "animation": return explicitAnimation(call)
    case "transition":
      return isUIKitType(call.receiver)
        ? uiKitAnimation(call, kind: .uiKitTransition) : transition(call)
    case "matchedGeometryEffect":
      return playing(
        call, kind: .matchedGeometry, whenMotionOn: "flies between its two places",
        property: call.argument(labeled: "id")?.expression.trimmedDescription, reduced: .fades)
    case "symbolEffect": return symbolEffect(call)
    case "phaseAnimator", "keyframeAnimator": return animator(call, named: name)
    case "repeatForever":
      return playing(call, kind: .loop, whenMotionOn: "loops", property: nil, reduced: .holdsStill)
    case "scrollTo": return scroll(call)
    case "scrollTransition", "visualEffect":
      return playing(
        call, kind: .scrollEffect, whenMotionOn: "moves or scales views as they scroll",
        property: nil, reduced: .fades)
    case "setContentOffset", "scrollToRow", "scrollToItem", "scrollRectToVisible":
      return animatedUIKitScroll(call)
    case "offset", "scaleEffect", "rotationEffect": return movementModifier(call, named: name)
    case "UIViewPropertyAnimator", "runningPropertyAnimator":
      return uiKitAnimation(call, kind: .propertyAnimator)
    case "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CATransition":
      return coreAnimation(call)
    case "LottieAnimationView", "LottieView", "AnimationView":
      return playing(
        call, kind: .lottie, whenMotionOn: "plays a Lottie animation", property: nil,
        reduced: .holdsStill)
    case "RiveViewModel", "RiveView", "RiveUIView", "RiveUIViewRepresentable":
      return playing(
        call, kind: .rive, whenMotionOn: "plays a Rive animation", property: nil,
        reduced: .holdsStill)
    case "AVPlayerLooper", "AVQueuePlayer", "VideoPlayer", "AVPlayerViewController":
      return video(call, named: name)
    // An image view's frames, not an activity indicator's spinning.
    case "startAnimating" where context.references(toName: "animationImages").isEmpty:
      return nil
    case "animatedImage", "animatedImageNamed", "startAnimating", "FLAnimatedImageView",
      "SDAnimatedImageView", "AnimatedImage", "GIFImage", "YYAnimatedImageView":
      return playing(
        call, kind: .animatedImage, whenMotionOn: "plays an animated image", property: nil,
        reduced: .holdsStill)
    default:
      guard name.hasPrefix("animate"), isUIKitType(call.receiver) else { return nil }
      return uiKitAnimation(call, kind: .uiKitAnimation)
    }
  }

  // MARK: SwiftUI

  private mutating func explicitAnimation(_ call: FunctionCallExprSyntax) -> Reading? {
    guard let application = AnimationApplication(call) else {
      // `isOn.animation()` on a `Binding` held without `$`, `.send(…).animation()` on an
      // effect: the changes it carries animate with the default animation.
      guard call.calleeName == "animation", call.arguments.isEmpty, call.trailingClosure == nil,
        let receiver = call.receiver
      else { return nil }
      return playing(
        call, kind: .explicitAnimation,
        whenMotionOn: "animates the changes it carries with the default animation",
        property: receiver.is(FunctionCallExprSyntax.self) ? nil : receiver.trimmedDescription,
        reduced: .appliesInstantly)
    }
    var bounce: String?
    switch AnimationCharacter(of: application.animation, in: context) {
    case .none: return nil
    // The `repeatForever` call is a site of its own.
    case .loop where containsCall(named: "repeatForever", in: application.animation):
      return nil
    case .loop:
      return playing(call, kind: .loop, whenMotionOn: "loops", property: nil, reduced: .holdsStill)
    case .spring(_, let spring): bounce = spring.verb()
    case .timingCurve, .unknown: break
    }
    let motion = explicitAnimation.motion(of: application, in: context)
    var property: String?
    var moved: String?
    switch motion {
    case .effect(let effect)?:
      property = effect.cause
      moved = Self.description(of: effect)
    case .layout(let name, _)?:
      property = name
      moved = "inserts, removes or resizes views; the views around them slide"
    case .geometry?: moved = "moves views"
    case .scroll?: moved = "scrolls the content"
    case nil:
      // The member inserts a view with a moving transition in another file (a view model's
      // `isShowingBanner`): the rule reports that at the transition; here it is this site's.
      if let member = Self.changedNames(application).first(
        where: context.facts.isTransitionedLayoutMember)
      {
        property = member
        moved = "moves a view of another file in or out with its transition"
      } else if bounce != nil, changesOnlyContent(application) {
        bounce = nil
      }
    }
    if property == nil {
      switch application.target {
      case .view(_, let value?): property = value.trimmedDescription
      case .changes, .view:
        property = call.closures.first.flatMap { AnimatedChanges.changes(in: $0).first?.path }
      }
    }
    let whenMotionOn = [bounce, moved].compactMap { $0 }.joined(separator: "; ")
    let moves = !whenMotionOn.isEmpty
    return Reading(
      kind: .explicitAnimation, property: property, gate: context.gate(of: call),
      whenMotionOn: moves ? whenMotionOn : "fades or changes in place",
      whenReduced: reduced(call, moves: moves, whenGated: .appliesInstantly))
  }

  /// The names whose changes an animation animates, its members of other values first.
  private static func changedNames(_ application: AnimationApplication) -> [String] {
    guard case .changes(let names) = application.target else { return [] }
    return application.changedMembers + names.sorted()
  }

  /// Whether what the animation changes is read only as content in its type (an image or a
  /// number swapped in place): however a spring bounces, nothing moves. The content query the
  /// explicit-animation rule asks before reporting a spring.
  private func changesOnlyContent(_ application: AnimationApplication) -> Bool {
    let names: Set<String>
    switch application.target {
    case .view(_, let value):
      guard let root = value?.rootName else { return false }
      names = [root]
    case .changes(let changed): names = changed
    }
    guard !names.isEmpty else { return false }
    let scope = context.index.enclosingTypeDeclaration(of: application.call) ?? Syntax(context.tree)
    return ContentQueries.readsOnlyAsContent(
      names, in: scope, animatedBy: application.call, context: context)
  }

  private func transition(_ call: FunctionCallExprSyntax) -> Reading? {
    guard call.receiver != nil || call.calledExpression.is(MemberAccessExprSyntax.self),
      let argument = call.firstUnlabeledArgument
    else { return nil }
    let transition = ViewTransition(argument)
    let gate = context.gate(of: call)
    var whenReduced: MotionSite.ReducedBehaviour = transition.moves == false ? .fades : .stillMoves
    if gate != nil {
      whenReduced = .fades
      if let reducedBranch = reducedBranch(of: call), ViewTransition(reducedBranch).moves == true {
        whenReduced = .stillMoves
      }
    }
    return Reading(
      kind: .transition, property: nil, gate: gate,
      whenMotionOn: Self.description(of: transition), whenReduced: whenReduced)
  }

  private func symbolEffect(_ call: FunctionCallExprSyntax) -> Reading? {
    guard let effect = call.firstUnlabeledArgument else { return nil }
    let name = effect.trimmedDescription.split(separator: "(").first.map(String.init) ?? ""
    let fading: Set<String> = [".pulse", ".variableColor", ".appear", ".disappear", ".replace"]
    let fades = fading.contains { name.hasPrefix($0) }
    let trigger = call.argument(labeled: "value")?.expression.trimmedDescription
    let whenMotionOn =
      "animates the symbol with `\(name)`" + (trigger == nil ? ", over and over" : "")
    let gate = context.gate(of: call)
    return Reading(
      kind: .symbolEffect, property: trigger, gate: gate, whenMotionOn: whenMotionOn,
      whenReduced: gate != nil ? .holdsStill : (fades ? .fades : .stillMoves))
  }

  private func animator(_ call: FunctionCallExprSyntax, named name: String) -> Reading? {
    let trigger = call.argument(labeled: "trigger")?.expression.trimmedDescription
    let isPhase = name == "phaseAnimator"
    let what = isPhase ? "animates through its phases" : "plays its keyframes"
    return playing(
      call, kind: isPhase ? .phaseAnimator : .keyframeAnimator,
      whenMotionOn: trigger == nil && isPhase ? what + ", over and over" : what,
      property: trigger, reduced: .holdsStill)
  }

  /// `proxy.scrollTo(…)` inside `withAnimation`: an animated scroll.
  private func scroll(_ call: FunctionCallExprSyntax) -> Reading? {
    guard call.receiver != nil,
      call.ancestors.contains(where: {
        $0.as(FunctionCallExprSyntax.self)?.calleeName == "withAnimation"
      })
    else { return nil }
    return playing(
      call, kind: .animatedScroll, whenMotionOn: "scrolls the content",
      property: call.firstUnlabeledArgument?.trimmedDescription, reduced: .appliesInstantly)
  }

  /// `.offset(y: dragOffset)`: moves the view when the state it reads changes in an animation.
  private func movementModifier(_ call: FunctionCallExprSyntax, named name: String) -> Reading? {
    guard call.receiver != nil || call.calledExpression.is(MemberAccessExprSyntax.self),
      isViewModifier(call, named: name)
    else {
      return nil
    }
    let paths = call.arguments.flatMap { StateChange.changes(watchedBy: $0.expression) }.map(\.path)
    guard let property = paths.first else { return nil }
    let verb = ["offset": "moves", "scaleEffect": "scales", "rotationEffect": "rotates"][name]
    return playing(
      call, kind: .movementModifier,
      whenMotionOn: "\(verb ?? "moves") the view with `\(name)` when `\(property)` changes",
      property: property, reduced: .holdsStill)
  }

  /// Whether `call` has the shape of SwiftUI's modifier, not another type's method of the same
  /// name: `offset` takes `x:`, `y:` or one size, and an unlabelled one only where the file
  /// imports SwiftUI (not a buffer's `_accessor.offset(slot)`, nor a text view's
  /// `offset(from:to:)`).
  private func isViewModifier(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
    guard name == "offset" else { return true }
    let labels = call.arguments.map { $0.label?.identifierName }
    if labels.allSatisfy({ $0 == "x" || $0 == "y" }), !labels.contains(nil) { return true }
    return labels == [nil] && importsSwiftUI
  }

  /// A call of MotionAware, which decides the motion by the setting: movement becomes a fade,
  /// loops and mascots hold a pose.
  private func motionAware(_ call: FunctionCallExprSyntax, named name: String) -> Reading? {
    let kind: MotionSite.Kind
    var reduced = MotionSite.ReducedBehaviour.fades
    var whenMotionOn = "animates as its argument says"
    switch name {
    case _ where name.hasPrefix("Lottie"):
      (kind, reduced, whenMotionOn) = (.lottie, .holdsStill, "plays a Lottie animation")
    case _ where name.hasPrefix("Rive") || name.hasPrefix("LegacyRive"):
      (kind, reduced, whenMotionOn) = (.rive, .holdsStill, "plays a Rive animation")
    case "motionAwareTransition":
      kind = .transition
      whenMotionOn =
        call.firstUnlabeledArgument.map {
          Self.description(of: ViewTransition($0))
        } ?? whenMotionOn
    case "motionAwareSymbolEffect":
      (kind, reduced) = (.symbolEffect, .holdsStill)
      whenMotionOn =
        "animates the symbol with `\(call.firstUnlabeledArgument?.trimmedDescription ?? "")`"
    case "motionAwarePhaseAnimator":
      (kind, reduced, whenMotionOn) = (.phaseAnimator, .holdsStill, "animates through its phases")
    case "motionAwareKeyframeAnimator":
      (kind, reduced, whenMotionOn) = (.keyframeAnimator, .holdsStill, "plays its keyframes")
    case "motionAwareMatchedGeometryEffect":
      (kind, whenMotionOn) = (.matchedGeometry, "flies between its two places")
    case "motionAwareScrollTransition", "motionAwareVisualEffect":
      (kind, whenMotionOn) = (.scrollEffect, "moves or scales views as they scroll")
    case "motionAwareAnimate": kind = .uiKitAnimation
    case "withMotionAwareAnimation", "motionAwareAnimation", "motionAware":
      kind = .explicitAnimation
    default: return nil
    }
    if kind == .explicitAnimation || kind == .uiKitAnimation,
      let spring = UIKitAnimationCall.spring(of: call)
    {
      whenMotionOn = spring.verb()
    }
    let property: String? =
      kind == .explicitAnimation
      ? call.closures.first.flatMap { AnimatedChanges.changes(in: $0).first?.path } : nil
    return Reading(
      kind: kind, property: property,
      gate: MotionGate(kind: .motionAwareAPI, position: call.positionAfterSkippingLeadingTrivia),
      whenMotionOn: whenMotionOn, whenReduced: reduced)
  }

  // MARK: UIKit and Core Animation

  private func uiKitAnimation(_ call: FunctionCallExprSyntax, kind: MotionSite.Kind) -> Reading {
    var whenMotionOn: String
    var moves = true
    if kind == .uiKitTransition {
      let options = call.argument(labeled: "options")?.expression.trimmedDescription ?? ""
      moves = !options.contains("CrossDissolve")
      whenMotionOn = moves ? "flips or curls the view" : "cross-dissolves the view"
    } else if let block = call.closures.first {
      switch context.uiKitChanges.classify(block, facts: context.facts) {
      case .movement: whenMotionOn = "moves, resizes or rotates views"
      case .unknown: whenMotionOn = "changes views (in calls not read here)"
      case .still:
        whenMotionOn = "fades or recolours views"
        moves = false
      }
    } else {
      whenMotionOn = "animates the views its animations change"
    }
    if let spring = UIKitAnimationCall.spring(of: call) {
      whenMotionOn = spring.verb() + "; " + whenMotionOn
      moves = true
    }
    if call.argument(labeled: "options")?.expression.trimmedDescription.contains(".repeat") == true
    {
      whenMotionOn = "loops; " + whenMotionOn
    }
    return Reading(
      kind: kind, property: nil, gate: context.gate(of: call), whenMotionOn: whenMotionOn,
      whenReduced: reduced(call, moves: moves, whenGated: .appliesInstantly))
  }

  private func coreAnimation(_ call: FunctionCallExprSyntax) -> Reading {
    let keyPath = call.argument(labeled: "keyPath")?.expression.trimmedDescription
    return playing(
      call, kind: .coreAnimation,
      whenMotionOn: keyPath.map { "animates the layer's \($0)" } ?? "animates a layer",
      property: keyPath, reduced: .appliesInstantly)
  }

  /// `setContentOffset(_:animated: true)` and the table and collection views' scrolls.
  private func animatedUIKitScroll(_ call: FunctionCallExprSyntax) -> Reading? {
    guard let animated = call.argument(labeled: "animated")?.expression,
      animated.trimmedDescription != "false"
    else { return nil }
    return playing(
      call, kind: .animatedScroll, whenMotionOn: "scrolls the content", property: nil,
      reduced: .appliesInstantly)
  }

  private func video(_ call: FunctionCallExprSyntax, named name: String) -> Reading {
    let gate = context.videoGate(of: call)
    return Reading(
      kind: .video, property: nil, gate: gate,
      whenMotionOn: name == "AVPlayerLooper" ? "loops a video" : "plays video",
      whenReduced: gate == nil ? .stillMoves : .holdsStill)
  }

  // MARK: Shared

  /// A site that moves whenever it runs: `reduced` when a gate decides it, else still moving.
  private func playing(
    _ call: FunctionCallExprSyntax, kind: MotionSite.Kind, whenMotionOn: String,
    property: String?, reduced: MotionSite.ReducedBehaviour
  ) -> Reading {
    let isPlayback: Set<MotionSite.Kind> = [.lottie, .rive, .animatedImage]
    let gate = isPlayback.contains(kind) ? playbackGate(of: call) : context.gate(of: call)
    return Reading(
      kind: kind, property: property, gate: gate, whenMotionOn: whenMotionOn,
      whenReduced: gate == nil ? .stillMoves : reduced)
  }

  /// The gate of a player: around its creation, in a modifier chained to it
  /// (`.playbackMode(reduceMotion ? .paused(…) : .playing(…))`), or, for a player kept in a
  /// property, where the file plays, pauses or stops it.
  private func playbackGate(of call: FunctionCallExprSyntax) -> MotionGate? {
    if let gate = context.gate(of: call) { return gate }
    var link = Syntax(call)
    while let member = link.parent?.as(MemberAccessExprSyntax.self), member.base?.id == link.id,
      let modifier = member.parent?.as(FunctionCallExprSyntax.self)
    {
      if let argument = modifier.valueArguments.first(where: { context.containsSignal($0) }) {
        return MotionGate(kind: .argument, position: argument.positionAfterSkippingLeadingTrivia)
      }
      link = Syntax(modifier)
    }
    guard
      let binding = call.ancestors.prefix(4).lazy.compactMap({ $0.as(PatternBindingSyntax.self) })
        .first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return nil }
    return controlGate(ofPlayerNamed: name)
  }

  /// The gate of the first place the file plays, pauses or stops the player held by `name`
  /// under a gate (`reduceMotion ? pip.pause() : pip.play()`, `riveView.isPaused = reduce`).
  private func controlGate(ofPlayerNamed name: String) -> MotionGate? {
    let controls: Set<String> = ["play", "pause", "stop", "isPaused", "isAnimationPlaying"]
    for reference in context.references(toName: name) {
      guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == reference.id,
        controls.contains(member.declName.baseName.identifierName)
      else { continue }
      if let control = member.parent?.as(FunctionCallExprSyntax.self),
        let gate = context.gate(of: control)
      {
        return gate
      }
      if let assignment = member.parent?.parent?.as(SequenceExprSyntax.self),
        context.containsSignal(assignment)
      {
        return MotionGate(kind: .argument, position: assignment.positionAfterSkippingLeadingTrivia)
      }
    }
    return nil
  }

  /// What an animation does with Reduce Motion on: still moving (or fading, when it only fades)
  /// without a gate; with one, what the gate's reduced branch gives (`nil`: at once; another
  /// animation: a fade), `whenGated` for a condition around it, and a fade through MotionAware.
  private func reduced(
    _ call: FunctionCallExprSyntax, moves: Bool, whenGated: MotionSite.ReducedBehaviour
  ) -> MotionSite.ReducedBehaviour {
    guard let gate = context.gate(of: call) else { return moves ? .stillMoves : .fades }
    switch gate.kind {
    case .motionAwareAPI: return .fades
    case .argument:
      guard let branch = reducedBranch(of: call) else { return whenGated }
      return Self.isNoAnimation(branch) ? .appliesInstantly : .fades
    case .condition, .earlyExit, .modifier, .gatedCallers: return whenGated
    }
  }

  /// The branch a Reduce Motion ternary in `call`'s arguments takes when the setting is on:
  /// `nil` in `reduceMotion ? nil : .spring()`, `.opacity` in `!reduceMotion ? .slide : .opacity`.
  private func reducedBranch(of call: FunctionCallExprSyntax) -> ExprSyntax? {
    for argument in call.valueArguments {
      guard let branches = argument.conditionalBranches,
        context.containsSignal(branches.condition.first ?? argument)
      else { continue }
      let isNegated =
        branches.condition.first?.withoutWrappers.as(PrefixOperatorExprSyntax.self)?
        .operator.text == "!"
      return isNegated ? branches.else : branches.then
    }
    return nil
  }

  private static func isNoAnimation(_ expression: ExprSyntax) -> Bool {
    let expression = expression.withoutWrappers
    return expression.is(NilLiteralExprSyntax.self) || expression.trimmedDescription == ".none"
  }

  private func containsCall(named name: String, in expression: ExprSyntax?) -> Bool {
    guard let expression else { return false }
    return expression.descendants(ofType: FunctionCallExprSyntax.self).contains {
      $0.calleeName == name
    } || expression.as(FunctionCallExprSyntax.self)?.calleeName == name
  }

  private func isUIKitType(_ receiver: ExprSyntax?) -> Bool {
    guard let text = receiver?.trimmedDescription else { return false }
    return text == "UIView" || text == "NSView" || text.hasSuffix("View.self")
      || (text.hasPrefix("UI") && text.hasSuffix("View"))
  }

  /// The enclosing type's name (of the extended type, in an extension), else the file's name.
  func screen(of node: some SyntaxProtocol) -> String {
    if let type = context.index.enclosingTypeDeclaration(of: node) {
      if let named = type.asProtocol(NamedDeclSyntax.self) { return named.name.text }
      if let extended = type.as(ExtensionDeclSyntax.self) {
        return extended.extendedType.trimmedDescription
      }
    }
    return context.file.split(separator: "/").last.map(String.init) ?? context.file
  }

  // MARK: Descriptions

  /// What an effect of the view-layout model shows, in a tester's words.
  static func description(of effect: ViewEffect) -> String {
    let pushed = effect.displaced.isEmpty ? "" : "; the views after it slide"
    switch effect.mechanism {
    case .insertion: return "inserts or removes a view" + pushed
    case .transition(let transition): return description(of: transition) + pushed
    case .resize(let modifier): return "resizes a view with `\(modifier.rawValue)`" + pushed
    case .offset: return "moves a view with `offset`"
    case .position: return "moves a view with `position`"
    case .scale: return "scales a view with `scaleEffect`"
    case .rotation: return "rotates a view with `rotationEffect`"
    case .page: return "slides pages across the screen"
    case .scroll: return "scrolls the content"
    case .detent: return "changes the height of a sheet"
    case .crossFade, .contentChange, .delegated, .representableUpdate, .presentation:
      return "fades or changes in place"
    }
  }

  static func description(of transition: ViewTransition) -> String {
    switch transition {
    case .asymmetric(let insertion, let removal):
      let (entering, leaving) = (verb(of: insertion), verb(of: removal))
      return entering == leaving ? entering + " in and out" : "\(entering) in, \(leaving) out"
    case .custom(let name): return "enters and leaves with `\(name)`"
    default: return verb(of: transition) + " in and out"
    }
  }

  /// How a transition carries its view: "slides", "fades", "slides and fades".
  private static func verb(of transition: ViewTransition) -> String {
    switch transition {
    case .opacity: "fades"
    case .identity: "pops"
    case .move, .slide, .push, .offset: "slides"
    case .scale: "scales"
    case .custom(let name): "moves with `\(name)`"
    case .asymmetric(let insertion, _): verb(of: insertion)
    case .combined(let first, let second):
      verb(of: first) == verb(of: second)
        ? verb(of: first) : verb(of: first) + " and " + verb(of: second)
    }
  }
}
