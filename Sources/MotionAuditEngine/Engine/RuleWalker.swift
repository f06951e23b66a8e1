import MotionAudit
import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// Runs rules over a tree with one pre-order walk.
///
/// The walk builds the file's ``SourceIndex`` and notes the nodes some rule wants, typed as they
/// will be handed over (``MatchedNode``); then each noted node is handed, in source order, to the
/// rules that asked for its kind (and, for a call, a member access or an argument, its name or
/// label, or the case of its first letter: ``RuleMatcher``), but not to one that yields it to
/// another rule (``SharedCase``).
/// A call's name is read once for the index and every rule. Rules see a complete index from their
/// first visit, as they would if it were built on first use.
enum RuleWalker {
  /// The kinds whose nodes a rule can match (``RuleMatcher/visitedKinds``): the walk visits them
  /// typed, and no other kind.
  static var matchableKinds: Set<SyntaxKind> { MatchableKind.syntaxKinds }

  /// The violations of each of the plan's rules, in the plan's order; rules not `active` (by
  /// default, every rule is) are not run and have none.
  static func run(_ plan: AuditPlan, in context: AuditContext, active: [Bool]? = nil)
    -> [[Violation]]
  {
    var clock: PhaseClock?
    return run(plan, in: context, active: active, clock: &clock)
  }

  /// ``run(_:in:active:)``, charging the walk to `clock`'s index phase and the visits to its
  /// rules phase.
  static func run(
    _ plan: AuditPlan, in context: AuditContext, active: [Bool]?, clock: inout PhaseClock?
  ) -> [[Violation]] {
    let active = active ?? Array(repeating: true, count: plan.rules.count)
    // Only the active rules are instantiated: a rule's state is a box on the heap.
    var instances: [(any Rule)?] = plan.rules.indices.map {
      active[$0] ? plan.rules[$0].type.init() : nil
    }
    var violations = Array(repeating: [Violation](), count: instances.count)
    let index = SourceIndex()
    let walk = RuleWalk(plan: plan, index: index, bytes: context.source.bytes)
    walk.walk(context.tree)
    context.adoptIndex(index)
    clock?.lap(.index)
    for (node, slot) in walk.wanted {
      let kindDispatch = plan.dispatchRules[slot]
      for rule in kindDispatch.everyNode where active[rule] && !plan.yields(rule, node) {
        instances[rule]?.visit(node, in: context, violations: &violations[rule])
      }
      if !kindDispatch.byName.isEmpty, let name = node.name, let rules = kindDispatch.byName[name] {
        for rule in rules where active[rule] && !plan.yields(rule, node) {
          instances[rule]?.visit(node, in: context, violations: &violations[rule])
        }
      }
      if !kindDispatch.capitalized.isEmpty, let name = node.name, name.startsUppercase {
        for rule in kindDispatch.capitalized where active[rule] && !plan.yields(rule, node) {
          instances[rule]?.visit(node, in: context, violations: &violations[rule])
        }
      }
    }
    for rule in instances.indices where active[rule] {
      instances[rule]?.finish(in: context, violations: &violations[rule])
    }
    clock?.lap(.rules)
    return violations
  }
}

/// The walk behind ``RuleWalker``: the kinds the index records or the rules match come typed, so
/// no other node has its kind read or is cast (in the toolchain's SwiftSyntax each costs a call
/// into the library).
private final class RuleWalk: BoundedSyntaxVisitor {
  /// The nodes some rule wants, in source order, with their kind's slot in the plan's dispatch.
  private(set) var wanted: [(node: MatchedNode, slot: Int)] = []

  private let plan: AuditPlan
  private let index: SourceIndex
  /// For each ``MatchableKind``, by raw value, its slot in the plan's dispatch; `nil` when no
  /// rule wants its nodes here.
  private let slots: [Int?]

  /// A walk for `plan` that fills `index`, in a file of `bytes`.
  init(plan: AuditPlan, index: SourceIndex, bytes: [UInt8]) {
    self.plan = plan
    self.index = index
    slots = MatchableKind.allCases.map { kind in
      guard let slot = plan.dispatchSlot(of: kind.syntaxKind) else { return nil }
      // Every argument's label would be read, for labels most files never spell.
      guard kind != .argument || plan.dispatchRules[slot].mayMatch(in: bytes) else { return nil }
      return slot
    }
  }

  @inline(__always)
  private func slot(_ kind: MatchableKind) -> Int? {
    slots[kind.rawValue]
  }

  // MARK: Visits

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard enter(Syntax(node)) else { return .skipChildren }
    let callee = node.calledExpression
    if !node.hasError, callee.kind == .memberAccessExpr,
      let member = callee.as(MemberAccessExprSyntax.self), !member.hasError
    {
      // A modifier or method (`view.padding()`, `.spring()`): the member's name is read once,
      // for the call and for the member access, which is visited here as its own visit would.
      let token = member.declName.baseName
      let text = token.text
      note(node, named: member.calleeName(memberText: text, member: token))
      if enter(Syntax(member)) {
        note(member, named: TokenSyntax.withoutBackticks(text))
        _ = walkContents(of: member)
      }
      return walkArgumentsAndClosures(of: node)
    }
    note(node, named: callee.nameAsCallee)
    return walkContents(of: node)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard enter(Syntax(node)) else { return .skipChildren }
    note(node, named: node.declName.baseName.identifierName)
    return walkContents(of: node)
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard enter(Syntax(node)) else { return .skipChildren }
    note(node)
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard enter(Syntax(node)) else { return .skipChildren }
    note(node)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard enter(Syntax(node)) else { return .skipChildren }
    note(node)
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard enter(Syntax(node)) else { return .skipChildren }
    note(node)
    return .visitChildren
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    guard enter(Syntax(node)) else { return .skipChildren }
    note(node)
    return walkContents(of: node)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    noteTypeDeclaration(Syntax(node))
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    noteTypeDeclaration(Syntax(node))
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    noteTypeDeclaration(Syntax(node))
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    noteTypeDeclaration(Syntax(node))
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard enter(Syntax(node)) else { return .skipChildren }
    index.recordTypeScope(Syntax(node))
    return .visitChildren
  }

  // Nodes that define a name, which only the def-use index reads.

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    noteDefinitionSite(Syntax(node))
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    noteDefinitionSite(Syntax(node))
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    noteDefinitionSite(Syntax(node))
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    noteDefinitionSite(Syntax(node))
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    noteDefinitionSite(Syntax(node))
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    noteBranching(Syntax(node))
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    noteBranching(Syntax(node))
  }

  /// Any node past the recursion budget, by its kind.
  override func visitBelowLimit(_ node: Syntax) -> TraversalStep {
    if let kind = MatchableKind(node.kind) {
      note(node, as: kind)
      return .visitChildren
    }
    switch node.kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl: index.recordTypeDeclaration(node)
    case .extensionDecl: index.recordTypeScope(node)
    case .ifExpr, .switchExpr: index.recordBranching(node)
    case .optionalBindingCondition, .functionParameter, .closureParameter,
      .closureShorthandParameter, .forStmt:
      index.recordDefinitionSite(node)
    default: break
    }
    return .visitChildren
  }

  // MARK: Notes

  /// A node of a matchable kind, reached past the recursion budget: cast, as its typed visit
  /// would have it.
  private func note(_ node: Syntax, as kind: MatchableKind) {
    switch kind {
    case .call:
      if let call = node.as(FunctionCallExprSyntax.self) { note(call, named: call.calleeName) }
    case .member:
      if let member = node.as(MemberAccessExprSyntax.self) {
        note(member, named: member.declName.baseName.identifierName)
      }
    case .argument: node.as(LabeledExprSyntax.self).map(note)
    case .binding: node.as(PatternBindingSyntax.self).map(note)
    case .sequence: node.as(SequenceExprSyntax.self).map(note)
    case .function: node.as(FunctionDeclSyntax.self).map(note)
    case .initializer: node.as(InitializerDeclSyntax.self).map(note)
    }
  }

  private func note(_ call: FunctionCallExprSyntax, named name: String?) {
    index.record(call, named: name)
    // Calls without a name (`makeHandler()()`) match no rule.
    guard let slot = slot(.call), let name, plan.dispatchRules[slot].isWanted(name: name) else {
      return
    }
    wanted.append((.call(call, name: name), slot))
  }

  private func note(_ member: MemberAccessExprSyntax, named name: String) {
    guard let slot = slot(.member), plan.dispatchRules[slot].isWanted(name: name) else { return }
    wanted.append((.member(member, name: name), slot))
  }

  private func note(_ argument: LabeledExprSyntax) {
    // Arguments without a label match no rule.
    guard let slot = slot(.argument), let label = argument.label?.identifierName,
      plan.dispatchRules[slot].isWanted(name: label)
    else { return }
    wanted.append((.argument(argument, label: label), slot))
  }

  private func note(_ binding: PatternBindingSyntax) {
    index.record(binding)
    noteWhole(binding, as: .binding)
  }

  private func note(_ sequence: SequenceExprSyntax) {
    index.record(sequence)
    noteWhole(sequence, as: .sequence)
  }

  private func note(_ function: FunctionDeclSyntax) {
    index.record(function)
    noteWhole(function, as: .function)
  }

  private func note(_ initializer: InitializerDeclSyntax) {
    index.record(initializer)
    noteWhole(initializer, as: .initializer)
  }

  /// A node of a kind handed whole, for the rules that want its kind.
  @inline(__always)
  private func noteWhole(_ node: some SyntaxProtocol, as kind: MatchableKind) {
    if let slot = slot(kind) { wanted.append((.node(Syntax(node)), slot)) }
  }

  private func noteTypeDeclaration(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard enter(node) else { return .skipChildren }
    index.recordTypeDeclaration(node)
    return .visitChildren
  }

  private func noteDefinitionSite(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard enter(node) else { return .skipChildren }
    index.recordDefinitionSite(node)
    return .visitChildren
  }

  private func noteBranching(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard enter(node) else { return .skipChildren }
    index.recordBranching(node)
    return .visitChildren
  }
}
