import MotionAuditSources
import SwiftSyntax

/// Collects a Swift file's ``SwiftFileFacts`` from its audit context: the calls come from the
/// file's index (no new walk of the tree, except one over assignments when a UIKit Lottie view
/// needs it), gates from the shared signal analysis.
package struct SwiftFactCollector {
  private let context: AuditContext
  private let directives: SuppressionDirectives?
  private let projectRuleIDs: [String]
  private var facts = SwiftFileFacts()

  /// The facts of the file behind `context`; the `directives` of `projectRuleIDs` are recorded
  /// with each fact.
  package static func collect(
    in context: AuditContext, directives: SuppressionDirectives?, projectRuleIDs: [String]
  ) -> SwiftFileFacts {
    var collector = SwiftFactCollector(
      context: context, directives: directives, projectRuleIDs: projectRuleIDs)
    collector.collectImages()
    collector.collectBackgroundColors()
    collector.collectAnimations()
    collector.collectStateMachines()
    collector.collectFixedWaits()
    var facts = collector.facts
    func inSourceOrder<Fact>(_ facts: inout [Fact], _ site: (Fact) -> FactSite) {
      facts.sort { site($0).position.utf8Offset < site($1).position.utf8Offset }
    }
    inSourceOrder(&facts.images, \.site)
    inSourceOrder(&facts.backgroundColors, \.site)
    inSourceOrder(&facts.animations, \.site)
    inSourceOrder(&facts.stateMachines, \.site)
    inSourceOrder(&facts.fixedWaits, \.site)
    return facts
  }

  private init(
    context: AuditContext, directives: SuppressionDirectives?, projectRuleIDs: [String]
  ) {
    self.context = context
    self.directives = directives
    self.projectRuleIDs = projectRuleIDs
  }

  private func calls(_ names: String...) -> [FunctionCallExprSyntax] {
    calls(names)
  }

  private func calls(_ names: some Sequence<String>) -> [FunctionCallExprSyntax] {
    names.flatMap { context.index.calls[$0] ?? [] }.sorted { $0.position < $1.position }
  }

  private func site(_ node: some SyntaxProtocol) -> FactSite {
    let position = FindingPosition(
      offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: context.source)
    var suppressions: [String: Suppression] = [:]
    if let directives {
      for id in projectRuleIDs {
        suppressions[id] = directives.suppression(ofRule: id, line: position.line)
      }
    }
    return FactSite(position: position, suppressions: suppressions)
  }

  // MARK: - Images

  private mutating func collectImages() {
    let loaders = ImageLoader.allCases.flatMap { loader in loader.names.map { ($0, loader) } }
    for call in calls(loaders.map(\.0)) where Self.isTypeCall(call) {
      guard let name = call.calleeName,
        let loader = loaders.first(where: { $0.0 == name })?.1,
        !call.arguments.contains(where: {
          loader.labelsLoadingElsewhere.contains($0.label?.identifierName ?? "")
        }),
        let argument = call.arguments.first(where: {
          loader.nameLabels.contains($0.label?.identifierName ?? "")
        }),
        Self.loadsFromMainBundle(call)
      else { continue }
      for (literal, imageName) in Self.names(in: argument.expression) {
        facts.images.append(ImageReference(name: imageName, api: loader.api, site: site(literal)))
      }
    }
  }

  /// False when a `bundle:` (or `in:`) argument names another bundle than the main one.
  private static func loadsFromMainBundle(_ call: FunctionCallExprSyntax) -> Bool {
    guard let bundle = call.argument(labeled: "bundle") ?? call.argument(labeled: "in") else {
      return true
    }
    return [".main", "Bundle.main", "nil"].contains(bundle.expression.compactText)
  }

  /// The names a string literal (or a ternary between two) spells.
  private static func names(
    in expression: ExprSyntax
  ) -> [(StringLiteralExprSyntax, ImageReference.Name)] {
    let expression = expression.withoutWrappers
    if let branches = expression.conditionalBranches {
      return names(in: branches.then) + names(in: branches.else)
    }
    guard let literal = expression.as(StringLiteralExprSyntax.self),
      let pieces = literalPieces(literal)
    else { return [] }
    return [(literal, pieces.count == 1 ? .literal(pieces[0]) : .pattern(pieces))]
  }

  /// The literal text around each interpolation of a one-line literal without escapes.
  static func literalPieces(_ literal: StringLiteralExprSyntax) -> [String]? {
    guard literal.openingQuote.tokenKind != .multilineStringQuote else { return nil }
    var pieces = [""]
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text):
        guard !text.content.text.contains("\\") else { return nil }
        pieces[pieces.count - 1] += text.content.text
      case .expressionSegment:
        pieces.append("")
      @unknown default:
        return nil
      }
    }
    return pieces
  }

  /// The text of a plain string literal (no interpolation, no escapes).
  static func plainString(_ expression: ExprSyntax?) -> (StringLiteralExprSyntax, String)? {
    guard let literal = expression?.withoutWrappers.as(StringLiteralExprSyntax.self),
      let pieces = literalPieces(literal), pieces.count == 1
    else { return nil }
    return (literal, pieces[0])
  }

  /// `Image(…)`, `SwiftUI.Image(…)`, `Image.init(…)`: the type called, not a method of that name.
  private static func isTypeCall(_ call: FunctionCallExprSyntax) -> Bool {
    let callee = call.calledExpression.withoutWrappers
    if callee.is(DeclReferenceExprSyntax.self) { return true }
    guard let member = callee.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return false }
    return member.declName.baseName.tokenKind == .keyword(.`init`)
      || ["SwiftUI", "UIKit", "AppKit"].contains(base.baseName.text)
  }

  // MARK: - Intro background colours

  private mutating func collectBackgroundColors() {
    var candidates: [(node: ExprSyntax, name: String, isAssetName: Bool)] = []
    for call in calls("Color") where Self.isTypeCall(call) {
      if let (_, name) = Self.plainString(
        call.arguments.first(where: { $0.label == nil })?.expression)
      {
        candidates.append((ExprSyntax(call), name, true))
      } else if let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
        call.arguments.first?.label == nil, member.base == nil
      {
        candidates.append((ExprSyntax(call), member.declName.baseName.identifierName, false))
      }
    }
    for call in calls("UIColor", "NSColor") where Self.isTypeCall(call) {
      if let (_, name) = Self.plainString(call.argument(labeled: "named")?.expression) {
        candidates.append((ExprSyntax(call), name, true))
      }
    }
    candidates += memberColors()
    for candidate in candidates {
      let outer = Self.outermostColorExpression(candidate.node)
      guard Self.isBackground(outer), let typeName = outer.enclosingTypeName,
        Self.isIntroTypeName(typeName)
      else { continue }
      facts.backgroundColors.append(
        ColorReference(
          name: candidate.name, isAssetName: candidate.isAssetName, typeName: typeName,
          site: site(candidate.node)))
    }
  }

  /// `Color.white`, `UIColor.systemBackground`, and `.systemBackground` assigned to
  /// `backgroundColor`, found among the backgrounds of intro types.
  private func memberColors() -> [(node: ExprSyntax, name: String, isAssetName: Bool)] {
    var found: [(node: ExprSyntax, name: String, isAssetName: Bool)] = []
    for typeName in context.index.typeDeclarations.keys where Self.isIntroTypeName(typeName) {
      for declaration in context.index.typeDeclarations[typeName] ?? [] {
        declaration.walkDescendants { node in
          if node.kind == .memberAccessExpr, let member = node.as(MemberAccessExprSyntax.self),
            let color = Self.memberColor(member)
          {
            found.append(color)
          }
          return .visitChildren
        }
      }
    }
    return found
  }

  /// `member` as a colour (`Color.black`, `.black` assigned to a background colour), unless it
  /// is called.
  @inline(never)
  private static func memberColor(_ member: MemberAccessExprSyntax)
    -> (node: ExprSyntax, name: String, isAssetName: Bool)?
  {
    let baseName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    let isColorType = ["Color", "UIColor", "NSColor"].contains(baseName ?? "")
    let isImplicitBackground =
      member.base == nil && isAssignedToBackgroundColor(ExprSyntax(member))
    guard isColorType || isImplicitBackground,
      member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id
    else { return nil }
    return (ExprSyntax(member), member.declName.baseName.identifierName, false)
  }

  /// The colour with its own modifiers (`Color("X").ignoresSafeArea()`) and wrappers
  /// (`Color(uiColor: UIColor(named: "X")!)`).
  private static func outermostColorExpression(_ node: ExprSyntax) -> ExprSyntax {
    var current = node
    for _ in 0..<64 {
      guard let parent = current.parent else { break }
      if let wrapper = parent.as(ForceUnwrapExprSyntax.self) {
        current = ExprSyntax(wrapper)
      } else if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id
      {
        current = ExprSyntax(call)
      } else if let argument = parent.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        call.calleeName == "Color", argument.label != nil
      {
        current = ExprSyntax(call)
      } else {
        break
      }
    }
    return current
  }

  /// First in a `ZStack`, the content of `.background(…)`, or assigned to `backgroundColor`.
  private static func isBackground(_ node: ExprSyntax) -> Bool {
    if isAssignedToBackgroundColor(node) { return true }
    if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.calleeName == "background", call.arguments.first?.id == argument.id
    {
      return true
    }
    guard let item = node.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self), list.first?.id == item.id,
      let closure = list.parent?.as(ClosureExprSyntax.self),
      let call = closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    return call.calleeName == "ZStack" || call.calleeName == "background"
  }

  private static func isAssignedToBackgroundColor(_ node: ExprSyntax) -> Bool {
    guard let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self)
    else { return false }
    let elements = Array(sequence.elements)
    return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
      && elements[2].id == node.id && elements[0].referencedName?.text == "backgroundColor"
  }

  /// A type named for an intro, a splash screen or a launch screen; see
  /// ``MotionNaming/isIntroTypeName(_:)``. Such a name holds `Intro`, `intro`, `INTRO`,
  /// `Splash`, `splash`, `SPLASH`, `Launch`, `launch` or `LAUNCH`: the intro rules' tokens. It
  /// starts with a capital, as type names do, so a property such as `timeIntroSkipping` is none.
  static func isIntroTypeName(_ name: String) -> Bool {
    name.startsUppercase && MotionNaming.isIntroTypeName(name)
  }

  // MARK: - Animation files

  private mutating func collectAnimations() {
    for call in calls("named") {
      let receiver = call.receiver?.withoutWrappers.referencedName?.text
      let format: AnimationReference.Format
      if let receiver {
        guard let known = LottieLoading.fileTypes[receiver] else { continue }
        format = known
      } else if lottieViewCall(around: call) != nil {
        format = .lottie
      } else {
        continue
      }
      guard let (literal, name) = Self.plainString(call.firstUnlabeledArgument) else { continue }
      addLottie(name, format, api: "\(receiver ?? "LottieAnimation").named", call, literal)
    }
    for call in calls(LottieLoading.uiKitViews) where Self.isTypeCall(call) {
      if let (literal, name) = Self.plainString(call.argument(labeled: "name")?.expression) {
        addLottie(name, .lottie, api: "\(call.calleeName ?? "")(name:)", call, literal)
      } else if let (literal, name) = Self.plainString(
        call.argument(labeled: "dotLottieName")?.expression)
      {
        addLottie(name, .dotLottie, api: "LottieAnimationView(dotLottieName:)", call, literal)
      }
    }
    // MotionAware's Lottie components handle Reduce Motion themselves.
    for call in calls(LottieLoading.motionAwareCalls) {
      guard let (literal, name) = Self.plainString(call.argument(labeled: "named")?.expression)
      else { continue }
      let callee = call.calleeName ?? ""
      facts.animations.append(
        AnimationReference(
          name: Self.fileName(name), format: .lottie,
          role: callee == LottieLoading.motionAwareIntro ? .intro : .mascot,
          api: "\(callee)(named:)", isLooping: callee != LottieLoading.motionAwareIntro,
          isPlayed: true,
          isHandledUnderReducedMotion: true, site: site(literal), scope: scope(of: call)))
    }
    collectRiveFiles()
  }

  private mutating func addLottie(
    _ name: String, _ format: AnimationReference.Format, api: String,
    _ call: FunctionCallExprSyntax, _ literal: StringLiteralExprSyntax
  ) {
    let view = lottieViewCall(around: call) ?? call
    let chain = Self.modifierChain(from: view)
    var isLooping = chain.dropFirst().contains(where: Self.setsLoop)
    var isPlayed = chain.dropFirst().contains(where: Self.plays)
    var isHandled = chain.contains { context.isGated($0) }
    let variables = Self.boundNames(of: view)
    if !variables.isEmpty {
      for other in calls("play", "pause", "stop")
      where other.receiver.flatMap(\.rootName).map(variables.contains) == true {
        if other.calleeName == "play" {
          isPlayed = true
          if Self.setsLoop(other) { isLooping = true }
        }
        if context.isGated(other) { isHandled = true }
      }
      for assignment in loopModeAssignments() where variables.contains(assignment.variable) {
        if Self.isLoopMode(assignment.value) { isLooping = true }
        if context.isGated(assignment.site) || context.containsSignal(assignment.value) {
          isHandled = true
        }
      }
    }
    facts.animations.append(
      AnimationReference(
        name: Self.fileName(name), format: format, role: role(of: call, fileName: name), api: api,
        isLooping: isLooping, isPlayed: isPlayed, isHandledUnderReducedMotion: isHandled,
        site: site(literal), scope: scope(of: call)))
  }

  /// `LottieView(…)` or `LottieAnimationView(…)` whose arguments hold `node`, or `node` itself.
  private func lottieViewCall(around node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
    let views = LottieLoading.uiKitViews.union([LottieLoading.swiftUIView])
    if let name = node.calleeName, views.contains(name) { return node }
    for ancestor in node.ancestors.prefix(16) {
      if ancestor.is(DeclSyntax.self) { return nil }
      if let call = ancestor.as(FunctionCallExprSyntax.self), let name = call.calleeName,
        views.contains(name)
      {
        return call
      }
    }
    return nil
  }

  /// The call and each modifier applied to it, innermost first.
  static func modifierChain(from call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
    var chain = [call]
    var current = Syntax(call)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let outer = member.parent?.as(FunctionCallExprSyntax.self),
      outer.calledExpression.id == member.id
    {
      chain.append(outer)
      current = Syntax(outer)
    }
    return chain
  }

  /// `.looping()`, or a `loopMode:` of `.loop` or `.autoReverse` among the arguments.
  private static func setsLoop(_ call: FunctionCallExprSyntax) -> Bool {
    if let name = call.calleeName, LottiePlayback.looping.names.contains(name) { return true }
    return call.arguments.firstDescendant { node in
      guard let argument = node.as(LabeledExprSyntax.self),
        argument.label?.identifierName == LottieLoopMode.label
      else { return false }
      return isLoopMode(argument.expression)
    } != nil
  }

  private static func isLoopMode(_ expression: ExprSyntax) -> Bool {
    expression.firstDescendant { node in
      guard let member = node.as(MemberAccessExprSyntax.self) else { return false }
      return LottieLoopMode.endless.names.contains(member.declName.baseName.text)
    } != nil
  }

  /// `.playing(…)`, `.looping()`, `.play()`, or a playback mode that plays.
  private static func plays(_ call: FunctionCallExprSyntax) -> Bool {
    guard let name = call.calleeName else { return false }
    switch LottiePlayback.allCases.first(where: { $0.names.contains(name) }) {
    case .looping, .playing, .play: return true
    case .playbackMode:
      return call.arguments.firstDescendant { node in
        guard let member = node.as(MemberAccessExprSyntax.self) else { return false }
        return LottiePlayback.playing.names.contains(member.declName.baseName.text)
      } != nil
    case nil: return false
    }
  }

  /// The variables a view is stored in: `let view = LottieAnimationView(…)`,
  /// `animationView = …`, and the property a `{ … return view }()` initializer fills.
  private static func boundNames(of view: FunctionCallExprSyntax) -> Set<String> {
    var names: Set<String> = []
    if let binding = view.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
      PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
    {
      names.insert(name)
      // `let x: LottieAnimationView = { let view = …; return view }()`
      if let closure = binding.ancestors.first(where: { $0.is(ClosureExprSyntax.self) }),
        let call = closure.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == closure.id,
        let outer = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
          PatternBindingSyntax.self),
        let outerName = outer.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
      {
        names.insert(outerName)
      }
    }
    if let sequence = view.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        elements[2].id == view.id, let name = elements[0].referencedName
      {
        names.insert(name.identifierName)
      }
    }
    return names
  }

  /// `x.loopMode = …` assignments of the file (found once, on first need).
  private mutating func loopModeAssignments() -> [(
    variable: String, value: ExprSyntax, site: Syntax
  )] {
    if let known = loopModeAssignmentCache { return known }
    var found: [(variable: String, value: ExprSyntax, site: Syntax)] = []
    context.tree.walkDescendants { node in
      guard let sequence = node.as(SequenceExprSyntax.self) else { return .visitChildren }
      let elements = Array(sequence.elements)
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let target = elements[0].as(MemberAccessExprSyntax.self),
        target.declName.baseName.text == LottieLoopMode.label, let variable = target.base?.rootName
      {
        found.append((variable, elements[2], Syntax(sequence)))
      }
      return .visitChildren
    }
    loopModeAssignmentCache = found
    return found
  }

  private var loopModeAssignmentCache: [(variable: String, value: ExprSyntax, site: Syntax)]?

  /// Rive files: the new runtime's `.local("launch", …)` source, the legacy `RiveViewModel` and
  /// `RiveFile`, and MotionAware's Rive components.
  private mutating func collectRiveFiles() {
    for call in calls("local") {
      let receiver = call.receiver?.withoutWrappers.referencedName?.text
      let isSource =
        call.parent?.as(LabeledExprSyntax.self)?.label?.identifierName == "source"
        && receiver == nil
      guard isSource || receiver == "RiveLoading",
        let (literal, name) = Self.plainString(call.firstUnlabeledArgument)
      else { continue }
      let machine = Self.plainString(call.argument(labeled: "stateMachine")?.expression)?.1
      addRive(name, api: receiver == nil ? ".local" : "RiveLoading.local", call, literal, machine)
    }
    for call in calls("RiveViewModel", "RiveFile") where Self.isTypeCall(call) {
      let label = call.calleeName == "RiveViewModel" ? "fileName" : "name"
      guard let (literal, name) = Self.plainString(call.argument(labeled: label)?.expression)
      else { continue }
      let machine = Self.plainString(call.argument(labeled: "stateMachineName")?.expression)?.1
      addRive(name, api: "\(call.calleeName ?? "")(\(label):)", call, literal, machine)
    }
    for call in calls("RiveLaunchIntro", "RiveMascotAnimation") where Self.isTypeCall(call) {
      let isIntro = call.calleeName == "RiveLaunchIntro"
      // RiveLaunchIntro(intro) plays launch.riv's LaunchStateMachine by default.
      let file = Self.plainString(call.argument(labeled: "file")?.expression)
      guard !call.hasArgument(labeled: "rive") else { continue }
      guard let name = file?.1 ?? (isIntro ? "launch" : nil) else { continue }
      let machine =
        Self.plainString(call.argument(labeled: "stateMachine")?.expression)?.1
        ?? (isIntro ? "LaunchStateMachine" : nil)
      let anchor = file.map { Syntax($0.0) } ?? Syntax(call.calledExpression)
      facts.animations.append(
        AnimationReference(
          name: Self.fileName(name), format: .rive, role: isIntro ? .intro : .mascot,
          api: "\(call.calleeName ?? "")(file:)", isHandledUnderReducedMotion: true,
          stateMachine: machine, site: site(anchor), scope: scope(of: call)))
    }
  }

  private mutating func addRive(
    _ name: String, api: String, _ call: FunctionCallExprSyntax,
    _ literal: StringLiteralExprSyntax, _ stateMachine: String?
  ) {
    var role = role(of: call, fileName: name)
    if role == .other, let stateMachine, MotionNaming.isIntroName(stateMachine) { role = .intro }
    facts.animations.append(
      AnimationReference(
        name: Self.fileName(name), format: .rive, role: role, api: api,
        isHandledUnderReducedMotion: context.isGated(call), stateMachine: stateMachine,
        site: site(literal), scope: scope(of: call)))
  }

  /// Intro when written in an intro, splash or launch type; mascot when the type, the variable
  /// or the file is named for a mascot or character.
  private func role(of node: some SyntaxProtocol, fileName: String) -> AnimationReference.Role {
    let typeName = node.enclosingTypeName ?? ""
    if Self.isIntroTypeName(typeName) { return .intro }
    let mascotWords = ["mascot", "character"]
    var names = [typeName.lowercased(), fileName.lowercased()]
    if let binding = node.ancestors.first(where: { $0.is(PatternBindingSyntax.self) })?.as(
      PatternBindingSyntax.self)
    {
      names.append(binding.pattern.compactText.lowercased())
    }
    if names.contains(where: { name in mascotWords.contains { name.contains($0) } }) {
      return .mascot
    }
    return .other
  }

  /// The last path component, without a known extension.
  static func fileName(_ name: String) -> String {
    var last = String(name.split(separator: "/").last ?? Substring(name))
    for suffix in [".json", ".lottie", ".riv"] where last.hasSuffix(suffix) {
      last.removeLast(suffix.count)
    }
    return last
  }

  /// The innermost function, accessor or closure around `node`, as an id within the file.
  private func scope(of node: some SyntaxProtocol) -> Int {
    for ancestor in node.ancestors {
      switch ancestor.kind {
      case .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .closureExpr,
        .accessorBlock:
        return ancestor.position.utf8Offset
      default: continue
      }
    }
    return 0
  }

  // MARK: - State machines

  private mutating func collectStateMachines() {
    for call in calls("createStateMachine") {
      guard let (literal, name) = Self.plainString(call.firstUnlabeledArgument) else { continue }
      facts.stateMachines.append(
        StateMachineReference(
          name: name, fileName: riveFile(near: call), api: "createStateMachine",
          site: site(literal), scope: scope(of: call)))
    }
    for call in calls("RiveViewModel") where Self.isTypeCall(call) {
      guard
        let (literal, name) = Self.plainString(
          call.argument(labeled: "stateMachineName")?.expression)
      else { continue }
      let file = Self.plainString(call.argument(labeled: "fileName")?.expression)?.1
      facts.stateMachines.append(
        StateMachineReference(
          name: name, fileName: file.map(Self.fileName), api: "RiveViewModel(stateMachineName:)",
          site: site(literal), scope: scope(of: call)))
    }
    for call in calls("RiveLaunchIntro", "RiveMascotAnimation", "local")
    where !call.hasArgument(labeled: "rive") {
      let isIntro = call.calleeName == "RiveLaunchIntro"
      guard isIntro || call.hasArgument(labeled: "stateMachine") else { continue }
      if call.calleeName == "local",
        call.receiver?.withoutWrappers.referencedName?.text != "RiveLoading"
      {
        continue
      }
      let given = Self.plainString(call.argument(labeled: "stateMachine")?.expression)
      guard let name = given?.1 ?? (isIntro ? "LaunchStateMachine" : nil) else { continue }
      let file =
        Self.plainString(call.argument(labeled: "file")?.expression)?.1
        ?? Self.plainString(call.firstUnlabeledArgument)?.1 ?? (isIntro ? "launch" : nil)
      let anchor = given.map { Syntax($0.0) } ?? Syntax(call.calledExpression)
      facts.stateMachines.append(
        StateMachineReference(
          name: name, fileName: file.map(Self.fileName),
          api: "\(call.calleeName ?? "")(stateMachine:)", site: site(anchor), scope: scope(of: call)
        ))
    }
  }

  /// The one Rive file loaded in the same function or closure as `node`, else in the same type,
  /// else in the whole file.
  private func riveFile(near node: some SyntaxProtocol) -> String? {
    let rive = facts.animations.filter { $0.format == .rive }
    let sameScope = Set(rive.filter { $0.scope == scope(of: node) }.map(\.name))
    if sameScope.count == 1 { return sameScope.first }
    if let type = context.index.enclosingTypeDeclaration(of: node) {
      let inType = Set(
        rive.filter { reference in
          type.position.utf8Offset <= reference.site.position.utf8Offset
            && reference.site.position.utf8Offset < type.endPosition.utf8Offset
        }.map(\.name))
      if inType.count == 1 { return inType.first }
      if inType.count > 1 { return nil }
    }
    let all = Set(rive.map(\.name))
    return all.count == 1 ? all.first : nil
  }

  // MARK: - Fixed waits

  private mutating func collectFixedWaits() {
    var unpaired: [(call: FunctionCallExprSyntax, duration: ExprSyntax, seconds: Double)] = []
    for call in calls("sleep", "asyncAfter") {
      let duration: ExprSyntax?
      if call.calleeName == "sleep" {
        guard call.receiver?.withoutWrappers.referencedName?.text == "Task" else { continue }
        duration =
          call.argument(labeled: "for")?.expression
          ?? call.argument(labeled: "nanoseconds")?.expression
      } else {
        duration =
          (call.argument(labeled: "deadline") ?? call.argument(labeled: "wallDeadline"))?
          .expression
      }
      guard let duration, var seconds = Self.seconds(in: duration) else { continue }
      if call.argument(labeled: "nanoseconds") != nil { seconds /= 1_000_000_000 }
      let waitScope = scope(of: call)
      let files = facts.animations.filter { $0.scope == waitScope }
      guard !files.isEmpty else {
        unpaired.append((call, duration, seconds))
        continue
      }
      let machine =
        files.compactMap(\.stateMachine).first
        ?? facts.stateMachines.first { $0.scope == waitScope }?.name
      facts.fixedWaits.append(
        FixedWait(
          kind: .sleep, seconds: seconds, files: files, stateMachine: machine,
          site: site(duration)))
    }
    // A wait elsewhere in an intro type that plays one animation file and has no wait beside
    // it (`LottieView(…).playing().task { try await Task.sleep(…) }`), unless it is a timeout.
    for (call, duration, seconds) in unpaired {
      guard let type = context.index.enclosingTypeDeclaration(of: call),
        let typeName = type.typeDeclarationName, Self.isIntroTypeName(typeName),
        !Self.isTimeout(call)
      else { continue }
      func isInType(_ site: FactSite) -> Bool {
        type.position.utf8Offset <= site.position.utf8Offset
          && site.position.utf8Offset < type.endPosition.utf8Offset
      }
      let files = facts.animations.filter { isInType($0.site) && !$0.isHandledUnderReducedMotion }
      guard Set(files.map(\.name)).count == 1,
        !facts.fixedWaits.contains(where: { $0.kind == .sleep && isInType($0.site) })
      else { continue }
      facts.fixedWaits.append(
        FixedWait(
          kind: .sleep, seconds: seconds, files: files, stateMachine: files[0].stateMachine,
          site: site(duration)))
    }
    for call in calls("LaunchIntroConfiguration") where Self.isTypeCall(call) {
      guard
        let ending = call.argument(labeled: "ending")?.expression.as(FunctionCallExprSyntax.self),
        ending.calleeName == "after", let duration = ending.firstUnlabeledArgument,
        let seconds = Self.seconds(in: duration)
      else { continue }
      facts.fixedWaits.append(
        FixedWait(kind: .introConfiguration, seconds: seconds, site: site(duration)))
    }
  }

  /// Whether a wait sits in something named for a timeout (`let timeout = Task { … }`, a
  /// function `startTimeout()`): the backstop, not the intro's length.
  private static func isTimeout(_ call: FunctionCallExprSyntax) -> Bool {
    for ancestor in call.ancestors {
      var name: String?
      if let binding = ancestor.as(PatternBindingSyntax.self) { name = binding.pattern.compactText }
      if let function = ancestor.as(FunctionDeclSyntax.self) { name = function.name.text }
      if let name, name.lowercased().contains("timeout") { return true }
      if ancestor.typeDeclarationName != nil { return false }
    }
    return false
  }

  /// Seconds in `.seconds(2.6)`, `.milliseconds(2600)`, `Duration.seconds(3)`, `.now() + 2.6`,
  /// `.now() + .milliseconds(2600)`, or a bare number (seconds; nanoseconds for `nanoseconds:`,
  /// divided by the caller).
  static func seconds(in expression: ExprSyntax) -> Double? {
    let expression = expression.withoutWrappers
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3,
        elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
      else { return nil }
      return seconds(in: elements[2])
    }
    if let number = expression.numberLiteral { return number }
    guard let call = expression.as(FunctionCallExprSyntax.self), let unit = call.calleeName,
      let argument = call.firstUnlabeledArgument, let value = argument.numberLiteral
    else { return nil }
    switch unit {
    case "seconds": return value
    case "milliseconds": return value / 1_000
    case "microseconds": return value / 1_000_000
    case "nanoseconds": return value / 1_000_000_000
    default: return nil
    }
  }
}
