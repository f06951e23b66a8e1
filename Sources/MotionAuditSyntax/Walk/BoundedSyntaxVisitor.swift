import SwiftSyntax

/// How much call stack a recursive walk of a tree may use: a fixed number of bytes below the
/// frame it starts in.
///
/// A tree can be deeper than any stack: the parser builds a chain of member accesses, calls,
/// subscripts or member types in a loop, one level per link, however long. A walk that recurses
/// once per level asks ``isSpent`` as it goes down and, once it is, walks the rest with an
/// explicit stack.
struct RecursionBudget {
  /// About three hundred levels of SwiftSyntax's visitor: far deeper than ordinary code nests,
  /// and a small part of any thread's stack.
  static var byteCount: UInt { 64 << 10 }

  /// The lowest stack address the walk may reach (stacks grow down on every platform the
  /// analyzer runs on).
  private let floor: UInt

  /// A budget counted from the caller's frame.
  @inline(__always)
  package init() {
    let start = Self.stackAddress()
    floor = start > Self.byteCount ? start - Self.byteCount : 0
  }

  /// Whether the current frame lies past the budget.
  @inline(__always)
  var isSpent: Bool { Self.stackAddress() < floor }

  @inline(__always)
  private static func stackAddress() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }
}

/// A SwiftSyntax visitor that recurses within a ``RecursionBudget``.
///
/// SwiftSyntax's visitor reads a node's children straight from the tree's layout, several times
/// cheaper than `children(viewMode:)`, and hands each node over typed: a subclass that overrides
/// the typed `visit` methods of the kinds it wants reads no other node's kind and costs nothing
/// for the others (a `SyntaxAnyVisitor` costs two more calls per node). But it recurses once per
/// level. So every kind that can nest without bound, which is every kind the parser chains in a
/// loop or by recursion without a bracket, goes through ``enter(_:)`` here: once the budget is
/// spent, the node's subtree is walked with an explicit stack instead, each node going to
/// ``visitBelowLimit(_:)``. Other kinds nest only within brackets, braces or parentheses, and the
/// parser bounds those (``SourceLimits/maximumNestingLevel``).
///
/// A subclass that overrides a typed `visit` calls ``enter(_:)`` first and skips the children
/// when it returns `false`, unless it skips them anyway. Tokens are not visited. Walk where the
/// visitor is created: the budget counts from there.
open class BoundedSyntaxVisitor: SyntaxVisitor {
  private let budget = RecursionBudget()

  public init() {
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether to visit `node`'s children by recursion; once the budget is spent, walks its
  /// subtree with an explicit stack (each node to ``visitBelowLimit(_:)``) and returns `false`.
  @inline(__always)
  public final func enter(_ node: Syntax) -> Bool {
    guard budget.isSpent else { return true }
    walkBelowLimit(node)
    return false
  }

  @inline(never)
  private func walkBelowLimit(_ node: Syntax) {
    node.walkDescendantsIteratively { visitBelowLimit($0) }
  }

  /// One node of a subtree past the budget, in pre-order, its kind to be read.
  open func visitBelowLimit(_ node: Syntax) -> TraversalStep { .visitChildren }

  private func step(into node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
    enter(Syntax(node)) ? .visitChildren : .skipChildren
  }

  override public final func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  // MARK: Calls, member accesses and arguments

  // They are most of a view's nodes, and their tokens (brackets, periods, labels, colons and
  // commas) and empty lists half of their children: only the children that can hold something
  // are walked. (A node with an error may hold more, in its unexpected children: it is walked
  // whole.) A subclass that overrides one of these visits calls ``enter(_:)`` and then the
  // matching `walkContents(of:)`.

  override open func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    enter(Syntax(node)) ? walkContents(of: node) : .skipChildren
  }

  override open func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    enter(Syntax(node)) ? walkContents(of: node) : .skipChildren
  }

  override open func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    enter(Syntax(node)) ? walkContents(of: node) : .skipChildren
  }

  /// Walks `call`'s callee, arguments and closures.
  @inline(__always)
  public final func walkContents(of call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard !call.hasError else { return .visitChildren }
    walkUnlessLeaf(call.calledExpression)
    return walkArgumentsAndClosures(of: call)
  }

  /// Walks `call`'s arguments and closures, not its callee.
  @inline(__always)
  public final func walkArgumentsAndClosures(of call: FunctionCallExprSyntax)
    -> SyntaxVisitorContinueKind
  {
    let arguments = call.arguments
    if !arguments.isEmpty { walk(arguments) }
    if let closure = call.trailingClosure { walk(closure) }
    let additional = call.additionalTrailingClosures
    if !additional.isEmpty { walk(additional) }
    return .skipChildren
  }

  /// Walks `member`'s base (its name is a leaf).
  @inline(__always)
  public final func walkContents(of member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard !member.hasError else { return .visitChildren }
    if let base = member.base { walkUnlessLeaf(base) }
    return .skipChildren
  }

  /// Walks `argument`'s expression.
  @inline(__always)
  public final func walkContents(of argument: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    guard !argument.hasError else { return .visitChildren }
    walkUnlessLeaf(argument.expression)
    return .skipChildren
  }

  /// Walks `expression` unless it is a name or a literal, whose visit would skip its children:
  /// the kind is one call into the library, a visit several.
  @inline(__always)
  final func walkUnlessLeaf(_ expression: ExprSyntax) {
    switch expression.kind {
    case .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr,
      .nilLiteralExpr:
      return
    default:
      walk(expression)
    }
  }

  // MARK: Leaves

  // Names, literals, patterns, modifiers, imports and types hold no expression, statement or
  // declaration: their children are skipped, since visiting a child costs calls into the
  // library even for a token. A subclass that wants what is inside overrides the visit.

  override open func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override open func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  // MARK: Chains

  // The other kinds that chain without a bracket. Postfix links, in a loop: subscripts, `?`,
  // `!`, postfix operators, generic arguments and `#if` clauses after a member; member types,
  // metatypes and optional types.

  override open func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: PostfixIfConfigExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: MetatypeTypeSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: OptionalTypeSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax)
    -> SyntaxVisitorContinueKind
  {
    step(into: node)
  }

  // Prefixes, by recursion: `try`, `await`, `&`, prefix operators and the ownership and pack
  // operators; `else if` and statement labels; function types' results, attributed types and
  // `some` or `any`.

  override open func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: UnsafeExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: BorrowExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: CopyExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: ConsumeExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: PackElementExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: PackExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: AttributedTypeSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }

  override open func visit(_ node: LabeledStmtSyntax) -> SyntaxVisitorContinueKind {
    step(into: node)
  }
}
