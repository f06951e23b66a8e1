import SwiftSyntax

/// Facts about one file gathered in a single walk: declared types and functions, calls
/// by name, bindings and assignments. The signal analysis and the rules query it instead of
/// walking the tree again.
package final class SourceIndex {
  /// A parameter of a function or initializer declared in the file.
  package struct Parameter {
    /// The argument label (`nil` for `_`).
    package var label: String?
    /// The name used inside the body.
    package var name: String
    package var defaultValue: ExprSyntax?
  }

  /// A `let` or `var` with a name: stored, local or computed.
  package struct Binding {
    package var name: String
    package var node: PatternBindingSyntax
    /// The `= value`, or the single expression of a computed getter.
    package var value: ExprSyntax?
    /// The written type, compacted (`Bool`, `some View`), if any.
    package var typeText: String?
    /// The key path of an `@Environment(\.key)` attribute: `accessibilityReduceMotion`.
    package var environmentKey: String?
  }

  /// `name = value` (or `self.name = value`), or `name.toggle()`.
  package struct Assignment {
    package var name: String
    /// The node to check for gating: the assignment's sequence expression or the toggle call.
    package var site: Syntax
    /// The assigned expression's elements (empty for a toggle).
    package var value: [ExprSyntax]
    /// Whether the value is a Boolean literal or a toggle: a flag switched on a decided path.
    package var isFlagSwitch: Bool
  }

  /// Types declared in the file (structs, classes, enums, actors), by name.
  package private(set) var typeDeclarations: [String: [Syntax]] = [:]
  /// Parameter lists of functions by name, and of initializers by their type's name.
  package private(set) var parameterLists: [String: [[Parameter]]] = [:]
  /// Functions declared in the file (methods too), by name, in source order.
  package private(set) var functionDeclarations: [String: [FunctionDeclSyntax]] = [:]
  /// Every call, by called name (`withAnimation`, `transition`, `IntroView`).
  package private(set) var calls: [String: [FunctionCallExprSyntax]] = [:]
  package private(set) var bindings: [Binding] = []
  package private(set) var assignments: [Assignment] = []
  /// The `if` and `switch` expressions, in source order: what decides which views a body shows.
  package private(set) var branchings: [Syntax] = []
  /// The nodes that define or assign a name, in source order: assignments and other sequence
  /// expressions, bindings, optional-binding conditions, function and closure parameters, `for`
  /// loops and function declarations. What the ``DefUseIndex`` is built from.
  package private(set) var definitionSites: [Syntax] = []

  /// Builds the index with one walk over `tree`.
  package init(tree: some SyntaxProtocol) {
    tree.walkDescendants { node in
      let kind = node.kind
      if kind == .functionCallExpr, let call = node.as(FunctionCallExprSyntax.self) {
        record(call, named: call.calleeName)
      } else {
        record(node, kind: kind)
      }
      return .visitChildren
    }
  }

  /// An empty index, for the engine to fill node by node during the walk it makes anyway, rather
  /// than walking the tree a second time. Nodes must come in pre-order (source order), calls
  /// through ``record(_:named:)`` and the others through ``record(_:kind:)`` or, typed, the
  /// other `record` methods.
  package init() {}

  /// Adds a call, under its ``FunctionCallExprSyntax/calleeName`` `name`.
  package func record(_ call: FunctionCallExprSyntax, named name: String?) {
    guard let name else { return }
    calls[name, default: []].append(call)
    if name == "toggle", call.arguments.isEmpty, let receiver = call.receiver,
      let target = Self.assignedName(receiver)
    {
      assignments.append(
        Assignment(name: target, site: Syntax(call), value: [], isFlagSwitch: true))
    }
  }

  /// Adds what a node other than a call declares, binds or assigns.
  func record(_ node: Syntax, kind: SyntaxKind) {
    switch kind {
    case .patternBinding:
      if let binding = node.as(PatternBindingSyntax.self) { record(binding) }
    case .sequenceExpr:
      if let sequence = node.as(SequenceExprSyntax.self) { record(sequence) }
    case .functionDecl:
      if let function = node.as(FunctionDeclSyntax.self) { record(function) }
    case .optionalBindingCondition, .functionParameter, .closureParameter,
      .closureShorthandParameter, .forStmt:
      recordDefinitionSite(node)
    case .initializerDecl:
      if let initializer = node.as(InitializerDeclSyntax.self) { record(initializer) }
    case .structDecl, .classDecl, .enumDecl, .actorDecl:
      recordTypeDeclaration(node)
    case .extensionDecl:
      recordTypeScope(node)
    case .ifExpr, .switchExpr:
      recordBranching(node)
    default:
      break
    }
  }

  /// Adds a function declaration (the engine's walk hands it over typed).
  package func record(_ function: FunctionDeclSyntax) {
    definitionSites.append(Syntax(function))
    let name = function.name.identifierName
    parameterLists[name, default: []].append(parameters(function.signature.parameterClause))
    functionDeclarations[name, default: []].append(function)
  }

  /// Adds an initializer declaration (the engine's walk hands it over typed).
  package func record(_ initializer: InitializerDeclSyntax) {
    guard let typeName = initializer.enclosingTypeName else { return }
    parameterLists[typeName, default: []].append(parameters(initializer.signature.parameterClause))
  }

  /// Adds a struct, class, enum or actor declaration.
  package func recordTypeDeclaration(_ node: Syntax) {
    guard let name = node.typeDeclarationName else { return }
    typeDeclarations[name, default: []].append(node)
    recordTypeScope(node)
  }

  /// Adds the range of a type declaration or extension: what
  /// ``enclosingTypeDeclaration(of:)`` searches.
  package func recordTypeScope(_ node: Syntax) {
    typeScopes.append((node.position, node.endPosition, node))
  }

  /// Adds a node that defines a name and that the index keeps for the ``DefUseIndex`` only (an
  /// optional-binding condition, a function or closure parameter, a `for` loop).
  package func recordDefinitionSite(_ node: Syntax) {
    definitionSites.append(node)
  }

  /// Adds an `if` or `switch` expression.
  package func recordBranching(_ node: Syntax) {
    branchings.append(node)
  }

  /// The `if` and `switch` expressions inside `node` (and `node`, if it is one), in source order.
  ///
  /// No two start together (each starts with its keyword), so one that starts inside `node` lies
  /// inside it: a binary search for the first, and the run up to `node`'s end.
  package func branchings(within node: some SyntaxProtocol) -> ArraySlice<Syntax> {
    let start = node.position
    let end = node.endPosition
    var low = 0
    var high = branchings.count
    while low < high {
      let middle = (low + high) / 2
      if branchings[middle].position < start { low = middle + 1 } else { high = middle }
    }
    var last = low
    while last < branchings.count, branchings[last].position < end { last += 1 }
    return branchings[low..<last]
  }

  /// The calls named one of `names` that lie inside `node`, in source order.
  package func calls(
    named names: Set<String>, within node: some SyntaxProtocol
  ) -> [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    _ = firstCall(named: names, within: node) { call in
      result.append(call)
      return false
    }
    return result
  }

  /// The first call, in source order, named one of `names`, inside `node`, for which `predicate`
  /// holds.
  ///
  /// Calls of each name are kept in source order, so this is a binary search and a scan that
  /// stops at the first match, not a walk of `node`: checking many nested modifiers stays cheap.
  package func firstCall(
    named names: Set<String>, within node: some SyntaxProtocol,
    where predicate: (FunctionCallExprSyntax) -> Bool
  ) -> FunctionCallExprSyntax? {
    let start = node.position
    let end = node.endPosition
    // One cursor per name, merged by position.
    var cursors: [(calls: [FunctionCallExprSyntax], next: Int)] = names.sorted().compactMap {
      guard let candidates = calls[$0] else { return nil }
      // Calls are in walk order: by start, and among calls starting together (a modifier
      // chain) outermost first. Skip those that start before `node` or enclose it.
      var low = 0
      var high = candidates.count
      while low < high {
        let middle = (low + high) / 2
        let candidate = candidates[middle]
        if candidate.position < start
          || (candidate.position == start && candidate.endPosition > end)
        {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return (candidates, low)
    }
    while true {
      var best: Int?
      for (index, cursor) in cursors.enumerated() where cursor.next < cursor.calls.count {
        let position = cursor.calls[cursor.next].position
        guard position < end else { continue }
        if let current = best, cursors[current].calls[cursors[current].next].position <= position {
          continue
        }
        best = index
      }
      guard let best else { return nil }
      let call = cursors[best].calls[cursors[best].next]
      cursors[best].next += 1
      if call.endPosition <= end, predicate(call) { return call }
    }
  }

  /// The nearest type declaration (or extension) enclosing `node`.
  ///
  /// Found by position among the declarations' ranges, in source order: one that holds a node
  /// holds all of it, and the innermost is the last to start. A node exactly as wide as a
  /// declaration is the declaration, holds it, or (in broken code) is its one token; it and an
  /// empty node are left to ``enclosingTypeDeclarationByParents(of:)``.
  package func enclosingTypeDeclaration(of node: some SyntaxProtocol) -> Syntax? {
    let start = node.position
    let end = node.endPosition
    guard start < end else { return enclosingTypeDeclarationByParents(of: node) }
    var low = 0
    var high = typeScopes.count
    while low < high {
      let middle = (low + high) / 2
      if typeScopes[middle].start <= start { low = middle + 1 } else { high = middle }
    }
    var candidate = low - 1
    while candidate >= 0 {
      let scope = typeScopes[candidate]
      if end <= scope.end {
        if scope.start == start && scope.end == end {
          return enclosingTypeDeclarationByParents(of: node)
        }
        return scope.node
      }
      candidate -= 1
    }
    return nil
  }

  /// ``enclosingTypeDeclaration(of:)`` by the parent links, memoized per node so that sites deep
  /// in long chains do not each climb the whole tree.
  package func enclosingTypeDeclarationByParents(of node: some SyntaxProtocol) -> Syntax? {
    var path: [SyntaxIdentifier] = []
    var current = Syntax(node).parent
    var found: Syntax?
    while let candidate = current {
      if let known = enclosingTypes[candidate.id] {
        found = known
        break
      }
      if candidate.typeDeclarationName != nil {
        found = candidate
        break
      }
      path.append(candidate.id)
      current = candidate.parent
    }
    for id in path { enclosingTypes[id] = .some(found) }
    return found
  }

  /// Memo of ``enclosingTypeDeclarationByParents(of:)``: for a node, the type declaration around
  /// it.
  private var enclosingTypes: [SyntaxIdentifier: Syntax?] = [:]

  /// The type declarations and extensions, in source order, with their ranges.
  private(set) var typeScopes: [(start: AbsolutePosition, end: AbsolutePosition, node: Syntax)] = []

  /// The indexed binding of `node`, if it binds a name.
  package func binding(of node: PatternBindingSyntax) -> Binding? {
    bindingPositions[node.id].map { bindings[$0] }
  }

  /// Where each binding is in ``bindings``, by its node.
  private var bindingPositions: [SyntaxIdentifier: Int] = [:]

  /// Whether `name` is a type declared in this file.
  package func declaresType(_ name: String) -> Bool {
    typeDeclarations[name] != nil
  }

  /// Adds a pattern binding (the engine's walk hands it over typed).
  package func record(_ binding: PatternBindingSyntax) {
    definitionSites.append(Syntax(binding))
    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
    else { return }
    var value = binding.initializer?.value
    if value == nil, let accessors = binding.accessorBlock?.accessors,
      case .getter(let statements) = accessors
    {
      value = Self.singleExpression(statements)
    }
    var environmentKey: String?
    if let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self) {
      environmentKey = Self.environmentKey(in: declaration.attributes)
    }
    bindingPositions[binding.id] = bindings.count
    bindings.append(
      Binding(
        name: name, node: binding, value: value,
        typeText: binding.typeAnnotation?.type.compactText, environmentKey: environmentKey))
  }

  /// Adds a sequence expression, an assignment if it is one.
  package func record(_ sequence: SequenceExprSyntax) {
    definitionSites.append(Syntax(sequence))
    let elements = Array(sequence.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
      let target = Self.assignedName(elements[0])
    else { return }
    let value = Array(elements.dropFirst(2))
    let isFlag = value.count == 1 && value[0].withoutWrappers.is(BooleanLiteralExprSyntax.self)
    assignments.append(
      Assignment(name: target, site: Syntax(sequence), value: value, isFlagSwitch: isFlag))
  }

  private func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
    clause.parameters.map { parameter in
      let label = parameter.firstName.identifierName
      return Parameter(
        label: label == "_" ? nil : label,
        name: (parameter.secondName ?? parameter.firstName).identifierName,
        defaultValue: parameter.defaultValue?.value)
    }
  }

  /// `name` for `name` and `self.name` (`self?.name` in a closure too); `nil` for other targets
  /// (`view.alpha`).
  package static func assignedName(_ target: ExprSyntax) -> String? {
    let target = target.withoutWrappers
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.identifierName
    }
    if let member = target.as(MemberAccessExprSyntax.self),
      let base = member.base?.withoutWrappers.as(DeclReferenceExprSyntax.self),
      base.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.identifierName
    }
    return nil
  }

  /// The one expression of a body of one statement (`x`, `return x`), if it is one.
  package static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let expression = item.as(ExprSyntax.self) { return expression }
    if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
    if let returnStatement = item.as(ReturnStmtSyntax.self) { return returnStatement.expression }
    return nil
  }

  /// `accessibilityReduceMotion` for `@Environment(\.accessibilityReduceMotion)`.
  private static func environmentKey(in attributes: AttributeListSyntax) -> String? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.compactText == "Environment",
        case .argumentList(let arguments) = attribute.arguments,
        let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
        let component = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
      else { continue }
      return component.declName.baseName.identifierName
    }
    return nil
  }
}
