import MotionAuditSyntax
import SwiftSyntax

/// The file's names and where each is used: locals, properties, methods, parameters, closure
/// parameters and globals, each reference resolved by Swift's scoping to the definition it
/// names, and the values each definition is given (its initializer, its assignments, the
/// arguments calls in the file pass for a parameter, a memberwise initializer's arguments).
///
/// Built from the nodes the file's ``SourceIndex`` keeps (``SourceIndex/definitionSites``), on
/// the first flow question a rule asks; the references to a name are found when first asked
/// for, from where its bytes occur, and each is resolved when asked and remembered. Every "where
/// does this value go" or "what does this name hold" question of the rules runs on it.
package final class DefUseIndex {
  /// A value a definition is given, with where: the binding, the assignment or the argument.
  package struct GivenValue {
    /// The node to check for gating: the binding, the assignment's sequence, the argument.
    package let site: Syntax
    /// The value's elements: one expression, or an unfolded ternary (`condition`, `? a :`, `b`).
    package let elements: [ExprSyntax]

    /// The value when it is one expression.
    package var expression: ExprSyntax? {
      elements.count == 1 ? elements[0] : nil
    }
  }

  private let tree: Syntax
  /// The file's bytes, which the tree was parsed from.
  private let bytes: [UInt8]
  private let index: SourceIndex
  private var definitions: [String: [Definition]] = [:]
  /// Bare references (`name`) and member references through `self` (`self.name`), by the names
  /// asked about so far (``references(named:)``).
  private var references: [String: [ExprSyntax]] = [:]
  /// Assignments by the name they assign to (`name = …`, `self.name = …`).
  private var assignments: [String: [AssignmentExpression]] = [:]
  private var resolved: [SyntaxIdentifier: Definition?] = [:]
  private var definitionsByNode: [SyntaxIdentifier: [Definition]] = [:]
  /// Properties and methods by the type they belong to.
  private var membersByType: [String: [Definition]] = [:]

  /// The index of `tree`, parsed from `bytes`, with `index` (the file's ``SourceIndex``).
  package init(tree: some SyntaxProtocol, bytes: [UInt8], index: SourceIndex) {
    self.tree = Syntax(tree)
    self.bytes = bytes
    self.index = index
    for site in index.definitionSites { record(site) }
  }

  // MARK: Questions

  /// Every definition of `name` in the file.
  package func definitions(named name: String) -> [Definition] {
    definitions[name] ?? []
  }

  /// The properties and methods of `typeName` declared in the file (its extensions' too).
  package func members(of typeName: String) -> [Definition] {
    membersByType[typeName] ?? []
  }

  /// The names of the properties of the type around `node` that carry `attribute` (`State`,
  /// `Binding`); empty outside a type.
  package func propertyNames(around node: some SyntaxProtocol, attribute: String) -> Set<String> {
    guard let typeName = index.enclosingTypeDeclaration(of: node)?.typeDeclarationName else {
      return []
    }
    return Set(
      members(of: typeName).filter { $0.kind == .property && $0.hasAttribute(attribute) }.map(
        \.name))
  }

  /// The definitions a declaring node makes (a pattern binding, a parameter, a function).
  package func definitions(declaredBy node: some SyntaxProtocol) -> [Definition] {
    definitionsByNode[node.id] ?? []
  }

  /// The definition `expression` names: a bare name resolved by scope (the innermost local,
  /// then a parameter, then a member of an enclosing type, then a global), or `self.name`.
  package func definition(of expression: ExprSyntax) -> Definition? {
    let expression = expression.withoutWrappers
    if let known = resolved[expression.id] { return known }
    let found = resolve(expression)
    resolved[expression.id] = found
    return found
  }

  /// The definition at the root of a member chain: `card` in `card.center.y`, `items` in
  /// `items[0].title`, `offset` in `self.offset.width`; `expression`'s own for a bare name.
  package func rootDefinition(of expression: ExprSyntax) -> Definition? {
    var root = expression.withoutWrappers
    while true {
      if let member = root.as(MemberAccessExprSyntax.self), let base = member.base?.withoutWrappers
      {
        if let reference = base.as(DeclReferenceExprSyntax.self),
          reference.baseName.tokenKind == .keyword(.self)
        {
          break
        }
        root = base
      } else if let call = root.as(FunctionCallExprSyntax.self) {
        root = call.calledExpression.withoutWrappers
      } else if let subscriptCall = root.as(SubscriptCallExprSyntax.self) {
        root = subscriptCall.calledExpression.withoutWrappers
      } else {
        break
      }
    }
    return definition(of: root)
  }

  /// The references to `definition`: its reads and the targets of its assignments.
  package func uses(of definition: Definition) -> [ExprSyntax] {
    references(named: definition.name).filter { reference in
      if !definition.isMember && definition.kind != .global,
        !definition.scope.contains(reference)
      {
        return false
      }
      return self.definition(of: reference) == definition
    }
  }

  /// The references that read `definition`: its uses less the targets of plain assignments.
  package func reads(of definition: Definition) -> [ExprSyntax] {
    uses(of: definition).filter { !Self.isAssignmentTarget($0) }
  }

  /// The values `definition` is given in the file: its initializer or default, what is
  /// assigned to it, the arguments calls pass for a parameter, and a memberwise initializer's
  /// arguments for a stored property of a struct with no initializer of its own.
  package func values(of definition: Definition) -> [GivenValue] {
    var values: [GivenValue] = []
    if let value = definition.value {
      values.append(GivenValue(site: definition.node, elements: [value]))
    }
    for assignment in assignments[definition.name] ?? []
    where !assignment.isCompound && self.definition(of: assignment.target) == definition {
      values.append(GivenValue(site: Syntax(assignment.sequence), elements: assignment.value))
    }
    switch definition.kind {
    case .parameter:
      values += arguments(for: definition)
    case .property:
      values += memberwiseArguments(for: definition)
    default:
      break
    }
    return values
  }

  /// The single-expression values of `definition` (see ``values(of:)``).
  package func valueExpressions(of definition: Definition) -> [ExprSyntax] {
    values(of: definition).compactMap(\.expression)
  }

  /// The expressions a `return` gives back in `body` (a function, getter or closure), or its
  /// single expression; returns of nested functions and closures are theirs.
  package func returnedExpressions(of body: Syntax) -> [ExprSyntax] {
    var found: [ExprSyntax] = []
    body.walkDescendants { node in
      if node.id != body.id,
        node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self)
      {
        return .skipChildren
      }
      if let statement = node.as(ReturnStmtSyntax.self), let value = statement.expression {
        found.append(value)
      }
      return .visitChildren
    }
    return found
  }

  // MARK: Resolution

  private func resolve(_ expression: ExprSyntax) -> Definition? {
    if let access = expression.as(MemberAccessExprSyntax.self) {
      guard let base = access.base?.withoutWrappers.as(DeclReferenceExprSyntax.self),
        base.baseName.tokenKind == .keyword(.self) || base.baseName.tokenKind == .keyword(.Self)
      else { return nil }
      return member(named: access.declName.baseName.identifierName, around: Syntax(access))
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
    let name = reference.baseName.identifierName
    guard let candidates = definitions[name] else { return nil }
    // The innermost scope that holds the reference and declares the name before it.
    var best: Definition?
    for candidate in candidates where !candidate.isMember && candidate.kind != .global {
      guard candidate.scope.contains(reference), candidate.visibleFrom <= reference.position,
        candidate.node.id != reference.id
      else { continue }
      if let current = best {
        let inner =
          candidate.scope.position > current.scope.position
          || (candidate.scope.id == current.scope.id && candidate.visibleFrom > current.visibleFrom)
        if inner { best = candidate }
      } else {
        best = candidate
      }
    }
    if let best { return best }
    if let member = member(named: name, around: Syntax(reference)) { return member }
    return candidates.first { $0.kind == .global }
  }

  /// The property or method `name` of the innermost enclosing type that declares it.
  private func member(named name: String, around node: Syntax) -> Definition? {
    guard let candidates = definitions[name]?.filter(\.isMember), !candidates.isEmpty else {
      return nil
    }
    for ancestor in node.ancestors {
      guard let typeName = ancestor.typeDeclarationName else { continue }
      if let found = candidates.first(where: { $0.typeName == typeName }) { return found }
    }
    return nil
  }

  // MARK: Given values

  /// The arguments this file's calls of the function pass for `parameter`, matched by label
  /// (an unlabelled parameter by its place among the unlabelled ones), and a trailing closure
  /// for the first closure parameter no argument fills. Only the function's own calls count:
  /// `helper(…)`, `self.helper(…)`, `Self.helper(…)`, `Type.helper(…)`, not `UIView.animate(…)`
  /// for an app's own `animate(…)`.
  private func arguments(for parameter: Definition) -> [GivenValue] {
    let owner = parameter.scope
    guard
      let clause = owner.as(FunctionDeclSyntax.self)?.signature.parameterClause
        ?? owner.as(InitializerDeclSyntax.self)?.signature.parameterClause,
      let calleeName = owner.as(FunctionDeclSyntax.self)?.name.identifierName
        ?? owner.as(InitializerDeclSyntax.self)?.enclosingTypeName
    else { return [] }
    let parameters = Array(clause.parameters)
    guard let offset = parameters.firstIndex(where: { $0.id == parameter.node.id }) else {
      return []
    }
    let label = Self.label(of: parameters[offset])
    let unlabelledOrdinal = parameters[..<offset].filter { Self.label(of: $0) == nil }.count
    let typeName = owner.enclosingTypeName
    var values: [GivenValue] = []
    for call in index.calls[calleeName] ?? []
    where !owner.contains(call) && Self.isOwnCall(call, ofTypeNamed: typeName) {
      let unlabelled = call.arguments.filter { $0.label == nil }
      if let label,
        let argument = call.arguments.first(where: { $0.label?.identifierName == label })
      {
        values.append(GivenValue(site: Syntax(argument), elements: [argument.expression]))
      } else if label == nil, unlabelledOrdinal < unlabelled.count {
        let argument = unlabelled[
          unlabelled.index(unlabelled.startIndex, offsetBy: unlabelledOrdinal)]
        values.append(GivenValue(site: Syntax(argument), elements: [argument.expression]))
      } else if let closure = call.trailingClosure,
        Self.firstUnfilledClosureParameter(parameters, in: call) == offset
      {
        values.append(GivenValue(site: Syntax(closure), elements: [ExprSyntax(closure)]))
      }
    }
    return values
  }

  /// Where a trailing closure goes: the first parameter of function type that no argument of
  /// `call` fills.
  private static func firstUnfilledClosureParameter(
    _ parameters: [FunctionParameterSyntax], in call: FunctionCallExprSyntax
  ) -> Int? {
    let labels = Set(call.arguments.compactMap { $0.label?.identifierName })
    var unlabelledLeft = call.arguments.filter { $0.label == nil }.count
    for (offset, parameter) in parameters.enumerated() {
      let label = label(of: parameter)
      if let label, labels.contains(label) { continue }
      if label == nil, unlabelledLeft > 0 {
        unlabelledLeft -= 1
        continue
      }
      if parameter.type.compactText.contains("->") { return offset }
    }
    return nil
  }

  /// Whether `call` calls the file's own function: no receiver, `self`, `Self` or the type.
  private static func isOwnCall(_ call: FunctionCallExprSyntax, ofTypeNamed typeName: String?)
    -> Bool
  {
    guard let member = call.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self),
      let receiver = member.base?.withoutWrappers
    else { return true }
    if let reference = receiver.as(DeclReferenceExprSyntax.self) {
      let kind = reference.baseName.tokenKind
      if kind == .keyword(.self) || kind == .keyword(.Self) { return true }
      return reference.baseName.identifierName == typeName
    }
    return false
  }

  /// For a stored property of a struct that declares no initializer in the file, the
  /// arguments calls of the memberwise initializer pass for it.
  private func memberwiseArguments(for property: Definition) -> [GivenValue] {
    guard let typeName = property.typeName, property.node.is(PatternBindingSyntax.self),
      index.parameterLists[typeName] == nil,
      index.typeDeclarations[typeName]?.contains(where: { $0.is(StructDeclSyntax.self) }) == true
    else { return [] }
    return (index.calls[typeName] ?? []).compactMap { call in
      guard
        let argument = call.arguments.first(where: { $0.label?.identifierName == property.name })
      else { return nil }
      return GivenValue(site: Syntax(argument), elements: [argument.expression])
    }
  }

  private static func label(of parameter: FunctionParameterSyntax) -> String? {
    parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.identifierName
  }

  /// Whether `reference` is the whole target of a plain assignment (`name = …`).
  private static func isAssignmentTarget(_ reference: ExprSyntax) -> Bool {
    guard let list = reference.parent?.as(ExprListSyntax.self), list.first?.id == reference.id,
      let sequence = list.parent?.as(SequenceExprSyntax.self),
      let assignment = AssignmentExpression(sequence)
    else { return false }
    return !assignment.isCompound
  }

  // MARK: Recording

  /// Records what `node` defines or assigns, by its kind (the walk hands most nodes over typed).
  fileprivate func record(_ node: Syntax) {
    switch node.kind {
    case .sequenceExpr: node.as(SequenceExprSyntax.self).map(record)
    case .patternBinding: node.as(PatternBindingSyntax.self).map(record)
    case .optionalBindingCondition: node.as(OptionalBindingConditionSyntax.self).map(record)
    case .functionParameter: node.as(FunctionParameterSyntax.self).map(record)
    case .closureParameter: node.as(ClosureParameterSyntax.self).map(record)
    case .closureShorthandParameter: node.as(ClosureShorthandParameterSyntax.self).map(record)
    case .forStmt: node.as(ForStmtSyntax.self).map(record)
    case .functionDecl: node.as(FunctionDeclSyntax.self).map(record)
    default: return
    }
  }

  fileprivate func record(_ sequence: SequenceExprSyntax) {
    guard let assignment = AssignmentExpression(sequence),
      let name = SourceIndex.assignedName(assignment.target)
    else { return }
    assignments[name, default: []].append(assignment)
  }

  fileprivate func record(_ parameter: ClosureParameterSyntax) {
    guard let closure = parameter.ancestors.first(where: { $0.is(ClosureExprSyntax.self) })
    else { return }
    let name = (parameter.secondName ?? parameter.firstName).identifierName
    add(
      name: name, kind: .closureParameter, node: Syntax(parameter), scope: closure,
      visibleFrom: closure.position, typeText: parameter.type?.compactText)
  }

  fileprivate func record(_ parameter: ClosureShorthandParameterSyntax) {
    guard let closure = parameter.ancestors.first(where: { $0.is(ClosureExprSyntax.self) })
    else { return }
    add(
      name: parameter.name.identifierName, kind: .closureParameter, node: Syntax(parameter),
      scope: closure, visibleFrom: closure.position)
  }

  fileprivate func record(_ loop: ForStmtSyntax) {
    for identifier in Self.identifiers(in: loop.pattern) {
      add(
        name: identifier.identifierName, kind: .local, node: Syntax(loop), scope: Syntax(loop),
        visibleFrom: loop.body.position)
    }
  }

  fileprivate func record(_ binding: PatternBindingSyntax) {
    guard let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return }
    let attributes = Self.attributeNames(declaration.attributes)
    var value = binding.initializer?.value
    if value == nil, let accessors = binding.accessorBlock?.accessors,
      case .getter(let statements) = accessors
    {
      value = SourceIndex.singleExpression(statements)
    }
    let identifiers = Self.identifiers(in: binding.pattern)
    // A tuple pattern's names are given parts of the value, not the value.
    if identifiers.count != 1 { value = nil }
    let typeText = binding.typeAnnotation?.type.compactText
    let place = placement(of: Syntax(declaration))
    for identifier in identifiers {
      add(
        name: identifier.identifierName, kind: place.kind, node: Syntax(binding),
        scope: place.scope, visibleFrom: place.kind == .local ? binding.endPosition : tree.position,
        typeName: place.typeName, value: value, typeText: typeText, attributes: attributes)
    }
  }

  fileprivate func record(_ condition: OptionalBindingConditionSyntax) {
    guard let identifier = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let list = condition.ancestors.first(where: { $0.is(ConditionElementListSyntax.self) }),
      let owner = list.parent
    else { return }
    let scope: Syntax
    let visibleFrom: AbsolutePosition
    if owner.is(GuardStmtSyntax.self) {
      // `guard let` names the value for the rest of the enclosing body.
      guard let item = owner.parent, let body = item.parent?.parent else { return }
      scope = body
      visibleFrom = owner.endPosition
    } else {
      scope = owner
      visibleFrom = condition.endPosition
    }
    add(
      name: identifier.identifierName, kind: .local, node: Syntax(condition), scope: scope,
      visibleFrom: visibleFrom, value: condition.initializer?.value,
      typeText: condition.typeAnnotation?.type.compactText)
  }

  fileprivate func record(_ parameter: FunctionParameterSyntax) {
    guard
      let owner = parameter.ancestors.first(where: {
        $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self)
          || $0.is(SubscriptDeclSyntax.self) || $0.is(MacroDeclSyntax.self)
      })
    else { return }
    let name = (parameter.secondName ?? parameter.firstName).identifierName
    guard name != "_" else { return }
    add(
      name: name, kind: .parameter, node: Syntax(parameter), scope: owner,
      visibleFrom: parameter.position, value: parameter.defaultValue?.value,
      typeText: parameter.type.compactText, attributes: Self.attributeNames(parameter.attributes),
      labels: [Self.label(of: parameter)])
  }

  fileprivate func record(_ function: FunctionDeclSyntax) {
    let place = placement(of: Syntax(function))
    let kind: Definition.Kind =
      switch place.kind {
      case .property: .method
      case .local: .local
      default: .global
      }
    let value = function.body.flatMap { SourceIndex.singleExpression($0.statements) }
    add(
      name: function.name.identifierName, kind: kind, node: Syntax(function), scope: place.scope,
      // A local function can be called before it is declared in its body.
      visibleFrom: place.scope.position, typeName: place.typeName, value: value,
      typeText: function.signature.returnClause?.type.compactText,
      attributes: Self.attributeNames(function.attributes),
      labels: function.signature.parameterClause.parameters.map(Self.label(of:)))
  }

  /// Where a declaration lives: a member of a type, a global, or a local of the body around it.
  private func placement(of declaration: Syntax) -> (
    kind: Definition.Kind, scope: Syntax, typeName: String?
  ) {
    if declaration.parent?.is(MemberBlockItemSyntax.self) == true {
      let typeName = declaration.parent?.parent?.parent?.parent?.typeDeclarationName
      return (typeName == nil ? .global : .property, tree, typeName)
    }
    guard let item = declaration.parent?.as(CodeBlockItemSyntax.self),
      let body = item.parent?.parent
    else { return (.global, tree, nil) }
    if body.is(SourceFileSyntax.self) { return (.global, tree, nil) }
    return (.local, body, nil)
  }

  private func add(
    name: String, kind: Definition.Kind, node: Syntax, scope: Syntax,
    visibleFrom: AbsolutePosition, typeName: String? = nil, value: ExprSyntax? = nil,
    typeText: String? = nil, attributes: [String] = [], labels: [String?] = []
  ) {
    let definition = Definition(
      name: name, kind: kind, node: node, scope: scope, visibleFrom: visibleFrom,
      typeName: typeName, value: value, typeText: typeText, attributes: attributes,
      labels: labels)
    definitions[name, default: []].append(definition)
    definitionsByNode[node.id, default: []].append(definition)
    if definition.isMember, let typeName {
      membersByType[typeName, default: []].append(definition)
    }
  }

  // MARK: Syntax helpers

  private static func identifiers(in pattern: PatternSyntax) -> [TokenSyntax] {
    var found: [TokenSyntax] = []
    var pending = [pattern]
    while let next = pending.popLast() {
      if let identifier = next.as(IdentifierPatternSyntax.self) {
        found.append(identifier.identifier)
      } else if let tuple = next.as(TuplePatternSyntax.self) {
        pending += tuple.elements.reversed().map(\.pattern)
      } else if let binding = next.as(ValueBindingPatternSyntax.self) {
        pending.append(binding.pattern)
      }
    }
    return found
  }

  private static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { element in
      guard let attribute = element.as(AttributeSyntax.self) else { return nil }
      let name = attribute.attributeName.compactText
      return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
  }

  /// The bare references to `name` and its member references through `self`, in source order.
  ///
  /// Most names are never asked about, so rather than listing every reference of the file, the
  /// tokens spelling `name` are looked up where its bytes occur
  /// (``SwiftSyntax/SyntaxProtocol/identifierTokens(spelling:in:)``).
  private func references(named name: String) -> [ExprSyntax] {
    if let known = references[name] { return known }
    var found: [ExprSyntax] = []
    for token in tree.identifierTokens(spelling: name, in: bytes) {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.baseName.id == token.id
      else { continue }
      guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      else {
        found.append(ExprSyntax(reference))
        continue
      }
      // A member name counts only through `self`: `x.name` may be anyone's.
      if let base = member.base?.withoutWrappers.as(DeclReferenceExprSyntax.self),
        base.baseName.tokenKind == .keyword(.self)
      {
        found.append(ExprSyntax(member))
      }
    }
    found.sort { $0.position < $1.position }
    references[name] = found
    return found
  }
}

extension Definition {
  /// Whether the definition is a member of a type, visible through the type.
  var isMember: Bool {
    kind == .property || kind == .method
  }
}
