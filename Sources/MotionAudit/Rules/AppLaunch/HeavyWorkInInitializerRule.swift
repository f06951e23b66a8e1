import MotionAuditSemantics
import SwiftSyntax

/// Heavy synchronous work in an `App`'s or a view's initializer, which holds the static launch
/// screen (or the frame that shows the view) until it finishes.
///
/// Looks at the initializers and stored-property initial values (`let`, `var`, `@State`,
/// `@StateObject`; not `static` or `lazy`) of types declared with `App` or `View` in their
/// inheritance clause, and of types declared in the same file that those create there
/// (`@StateObject private var store = StickerStore()`). Reports, once per initializer or
/// property, the first blocking work it does (see ``BlockingWorkQueries``): reading a file
/// (`Data(contentsOf:)`, `String(contentsOf:)`), decoding (`JSONDecoder().decode`,
/// `JSONSerialization`), sleeping (`Thread.sleep`, `sleep`), waiting (`DispatchQueue.main.sync`,
/// `semaphore.wait()`), loading (`try … load…`, `loadPersistentStores`), opening a database
/// (`try Connection(…)`, `sqlite3_open`), walking the file system, decoding images
/// (`preparingForDisplay`) and migrating `UserDefaults` in a loop.
///
/// Not reported: light set-up (property assignments, `UIAppearance`, `UserDefaults.register`,
/// decoding a value read from `UserDefaults`, creating a SwiftData `ModelContainer` as Apple's
/// template does); work in closures that run later (`Task { … }`, `.task`, `DispatchQueue…async`);
/// `static` and `lazy` properties; other types.
///
/// Known false negatives: work in a function called from the initializer; a created type declared
/// in another file (`PersistenceController.shared`); `static let` values first read in `body`.
/// Known false positives: a small file read on purpose before the first frame (suppress it with
/// the reason).
package struct HeavyWorkInInitializerRule: Rule {
  /// An `App` or `View` named in an inheritance clause (not `some View`), and blocking work.
  private static let tokenCondition = TokenCondition.allOf([
    .anyOf(["App", "View"], matching: .inheritedType), BlockingWorkQueries.tokenCondition,
  ])

  package static let description = RuleDescription(
    id: "heavy-work-in-initializer",
    name: "Heavy work in an App or view initializer",
    defaultSeverity: .warning,
    message: "Heavy synchronous work in an initializer delays the first frame",
    rationale: """
      The splash-screen guide: "Don't block the first frame. Heavy synchronous work in App.init \
      or in a view's init delays the first frame and makes the static launch screen last \
      longer. Move it to `.task`." Apple's HIG (Launching) asks that launch feel instant; an \
      intro that covers loading only works if the loading runs while it plays, not before the \
      first frame. A view's initializer also runs every time its parent's body is evaluated.
      """,
    references: [
      "Splash-screen guide: avoid a flash between the launch screen and the first view (3)",
      "Apple HIG: Launching",
    ],
    fix: """
      Move the work into `.task { … }` on the first view (or an `async` function it awaits), \
      and show the content, or a static intro such as MotionAware's `LaunchIntroContainer` \
      with `LaunchIntroConfiguration(underReducedMotion: .staticIntro)`, while it runs.
      """,
    matcher: RuleMatcher(kinds: [.initializerDecl, .patternBinding]),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// The types whose initializers run while an `App` or a view starts, with what starts them.
  private var roles: [String: Role?] = [:]

  /// Why a type's initializer matters.
  private enum Role: Equatable {
    /// The `App` itself: before the first frame.
    case app
    /// A view: whenever it is created.
    case view
    /// Created in an `App`'s or a view's initializer or stored property.
    case created(by: String, ownerIsApp: Bool)
  }

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .node(let node) = node else { return }
    let body: Syntax
    let member: String
    if let initializer = node.as(InitializerDeclSyntax.self) {
      guard let block = initializer.body else { return }
      body = Syntax(block)
      member = "init"
    } else if let binding = node.as(PatternBindingSyntax.self),
      let value = Self.storedPropertyValue(binding),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
    {
      body = Syntax(value)
      member = name
    } else {
      return
    }
    // The work first: most bodies do none, and finding the type and its role costs more.
    guard let work = BlockingWorkQueries.firstBlockingWork(in: body, defUse: context.defUse),
      let type = context.index.enclosingTypeDeclaration(of: node),
      let typeName = type.typeDeclarationName,
      let role = role(of: typeName, in: context)
    else { return }
    let what = "`\(typeName).\(member)` \(work.summary)"
    let message: String
    switch role {
    case .app:
      message = "\(what) before the first frame"
    case .view:
      message = "\(what), holding up every frame that creates the view"
    case .created(let owner, let ownerIsApp):
      message =
        ownerIsApp
        ? "\(what) when `\(owner)` starts, before the first frame"
        : "\(what) when `\(owner)` creates it, holding up that frame"
    }
    violations.append(Violation(at: work.token, message: message))
  }

  /// The initial value of a stored instance property that is neither `static` nor `lazy`.
  private static func storedPropertyValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
    guard binding.accessorBlock == nil, let value = binding.initializer?.value,
      let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
      declaration.parent?.is(MemberBlockItemSyntax.self) == true,
      !declaration.modifiers.contains(where: {
        ["static", "class", "lazy"].contains($0.name.text)
      })
    else { return nil }
    return value
  }

  private mutating func role(of typeName: String, in context: AuditContext) -> Role? {
    if let known = roles[typeName] { return known }
    roles[typeName] = .some(nil)  // while deciding, in case of a cycle
    let role = Self.ownRole(of: typeName, in: context) ?? creatorRole(of: typeName, in: context)
    roles[typeName] = role
    return role
  }

  /// `.app` or `.view` from the inheritance clauses of the type's declarations in the file.
  private static func ownRole(of typeName: String, in context: AuditContext) -> Role? {
    let inherited = Set(
      (context.index.typeDeclarations[typeName] ?? []).flatMap { declaration in
        (declaration.declarationGroup?.inheritanceClause?.inheritedTypes).map {
          $0.map { $0.type.compactText }
        } ?? []
      })
    if inherited.contains("App") || inherited.contains("SwiftUI.App") { return .app }
    if inherited.contains("View") || inherited.contains("SwiftUI.View") { return .view }
    return nil
  }

  /// A type that an `App` or a view creates synchronously in its initializer or a stored
  /// property.
  private mutating func creatorRole(of typeName: String, in context: AuditContext) -> Role? {
    for creation in context.index.calls[typeName] ?? [] {
      guard let owner = Self.synchronousOwner(of: creation, in: context),
        owner != typeName, let ownerRole = Self.ownRole(of: owner, in: context)
      else { continue }
      return .created(by: owner, ownerIsApp: ownerRole == .app)
    }
    return nil
  }

  /// The type whose initializer or stored property runs `creation` right away.
  private static func synchronousOwner(
    of creation: FunctionCallExprSyntax, in context: AuditContext
  ) -> String? {
    for ancestor in creation.ancestors {
      if let closure = ancestor.as(ClosureExprSyntax.self),
        !BlockingWorkQueries.runsAtOnce(closure)
      {
        return nil
      }
      if ancestor.is(InitializerDeclSyntax.self)
        || (ancestor.as(PatternBindingSyntax.self).flatMap(storedPropertyValue) != nil)
      {
        return context.index.enclosingTypeDeclaration(of: ancestor)?.typeDeclarationName
      }
      if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(AccessorBlockSyntax.self)
        || ancestor.typeDeclarationName != nil
      {
        return nil
      }
    }
    return nil
  }
}
