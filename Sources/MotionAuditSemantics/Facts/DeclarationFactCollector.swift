import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

extension DeclarationFacts {
  /// The facts of the parsed file `tree` (of `bytes`): its types, functions and properties, and
  /// the uses of names other files need (what a `withAnimation` changes, what a condition, a
  /// list or a movement modifier reads, media assigned, views given a namespace), as the tree
  /// shows them, each recorded
  /// as the token pass records one (``DeclarationFacts/init(scanning:configuredSignals:)``).
  ///
  package init(
    collectingDeclarationsOf tree: SourceFileSyntax, bytes: [UInt8],
    configuredSignals: Set<String> = []
  ) {
    self = bytes.withUnsafeBufferPointer { buffer in
      var scanner = DeclarationFactScanner(bytes: buffer, configuredSignals: configuredSignals)
      scanner.recordDeclarations(of: tree)
      return scanner.facts
    }
  }

  /// What the token pass and the tree pass say differently about `bytes` (`tree` their parse),
  /// one line a field: none when they agree.
  package static func disagreements(
    in bytes: [UInt8], tree: SourceFileSyntax, configuredSignals: Set<String> = []
  ) -> [String] {
    let token = DeclarationFacts(scanning: bytes, configuredSignals: configuredSignals)
    let collected = DeclarationFacts(
      collectingDeclarationsOf: tree, bytes: bytes, configuredSignals: configuredSignals)
    // Field by field, so that a field added to the facts is compared without being listed here.
    let collectedFields = Mirror(reflecting: collected).children.map {
      String(describing: $0.value)
    }
    return zip(Mirror(reflecting: token).children, collectedFields).compactMap { field, other in
      let read = String(describing: field.value)
      guard read != other, let label = field.label else { return nil }
      return "\(label): token pass \(read), tree pass \(other)"
    }
  }
}

extension DeclarationFactScanner {
  /// Records every type, and every function and property that is a member of a type or global,
  /// that `tree` declares, and the uses of names in it.
  fileprivate mutating func recordDeclarations(of tree: SourceFileSyntax) {
    var uses: [Use] = []
    var namespaces = NamespaceUses()
    tree.walkDescendants { node in
      uses += self.uses(at: node)
      namespaces.note(node, tokenIndex: tokenIndex(of:))
      if let group = node.asProtocol(DeclGroupSyntax.self) {
        recordType(typeScope(of: group), body: tokenRange(of: group.memberBlock))
      } else if let function = node.as(FunctionDeclSyntax.self) {
        guard case .identifier = function.name.tokenKind, let body = function.body,
          case .member(let type) = placement(of: node)
        else { return .visitChildren }
        let returnType = function.signature.returnClause.map { joinedText(tokenRange(of: $0.type)) }
        recordFunction(
          named: function.name.identifierName, returning: returnType ?? "",
          body: tokenRange(of: body), in: type)
      } else if let variable = node.as(VariableDeclSyntax.self) {
        guard let binding = variable.bindings.first,
          let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
          case .member(let type) = placement(of: node)
        else { return .visitChildren }
        let value =
          binding.initializer.map { tokenRange(of: $0.value) }
          ?? binding.accessorBlock.map { tokenRange(of: $0) }
        recordProperty(
          named: pattern.identifier.identifierName,
          type: binding.typeAnnotation.map { joinedText(tokenRange(of: $0.type)) } ?? "",
          value: value,
          attributes: variable.attributes.compactMap {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
          }, in: type)
      }
      return .visitChildren
    }
    // In the order of the file, as the token pass meets them: the walk meets a chain's last
    // modifier before the ones it is applied to.
    uses.sort { ($0.token, $0.order) < ($1.token, $1.order) }
    for use in uses {
      switch use.kind {
      case .animation: recordAnimatedStates(at: use.token)
      case .assignment: recordMediaAssignment(at: use.token)
      case .condition: recordLayoutCondition(at: use.token)
      case .listData: recordListData(arguments: use.token + 1)
      case .pagedSelection:
        recordLayoutNames(in: use.token + 2..<matching[use.token + 1])
      case .modifier: recordModifierUse(name: use.token + 1, arguments: use.token + 2)
      }
    }
    recordNamespaceRecipients(
      namespaces: namespaces.declared, animates: namespaces.animates,
      calls: namespaces.calls.sorted())
  }

  /// What the views given a namespace are found from: the file's `@Namespace` properties,
  /// whether it animates, and the views it calls.
  private struct NamespaceUses {
    var declared: Set<String> = []
    var animates = false
    /// The names of the views called, as token indices (before their parentheses).
    var calls: [Int] = []

    mutating func note(_ node: Syntax, tokenIndex: (TokenSyntax) -> Int?) {
      if let variable = node.as(VariableDeclSyntax.self) {
        let isNamespace = variable.attributes.contains {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Namespace"
        }
        if isNamespace,
          let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        {
          declared.insert(pattern.identifier.identifierName)
        }
      } else if let reference = node.as(DeclReferenceExprSyntax.self),
        reference.baseName.tokenKind == .identifier("withAnimation")
      {
        animates = true
      } else if let call = node.as(FunctionCallExprSyntax.self), let open = call.leftParen,
        let parenthesis = tokenIndex(open)
      {
        let callee =
          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
          ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
        guard let callee, let name = tokenIndex(callee), name + 1 == parenthesis else { return }
        if callee.text == "animation", call.calledExpression.is(MemberAccessExprSyntax.self),
          call.arguments.first?.expression.is(NilLiteralExprSyntax.self) != true
        {
          animates = true
        }
        if let first = callee.identifierName.utf8.first,
          (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
        {
          calls.append(name)
        }
      }
    }
  }

  /// A place where the file uses names other files need, by the token it starts at.
  private struct Use {
    enum Kind: Int {
      /// `withAnimation`.
      case animation
      /// The assigned name, before `=`.
      case assignment
      /// `if` with no `else`.
      case condition
      /// `ForEach` or `List`, before the parenthesis of its data.
      case listData
      /// `TabView`, before the parenthesis of its selection.
      case pagedSelection
      /// The `.` before a modifier's name and parenthesis.
      case modifier
    }

    var token: Int
    var kind: Kind
    /// At one token, the order the token pass records them in.
    var order: Int { kind.rawValue }
  }

  /// The uses of names `node` starts, where the token pass finds the same tokens.
  private func uses(at node: Syntax) -> [Use] {
    if let reference = node.as(DeclReferenceExprSyntax.self) {
      guard reference.baseName.tokenKind == .identifier("withAnimation"),
        let token = tokenIndex(of: reference.baseName)
      else { return [] }
      return [Use(token: token, kind: .animation)]
    }
    if let ifExpression = node.as(IfExprSyntax.self) {
      guard ifExpression.elseBody == nil, let token = tokenIndex(of: ifExpression.ifKeyword)
      else { return [] }
      return [Use(token: token, kind: .condition)]
    }
    // The name right before `=`, in an assignment or a declaration with a value (`avatarURL =
    // …`, `let url = …`; `let url: URL? = …` names none).
    let equal =
      node.as(AssignmentExprSyntax.self)?.equal ?? node.as(InitializerClauseSyntax.self)?.equal
    if let equal {
      guard let token = tokenIndex(of: equal), token > 0, tokens[token - 1].kind == .identifier
      else { return [] }
      return [Use(token: token - 1, kind: .assignment)]
    }
    guard let call = node.as(FunctionCallExprSyntax.self), let open = call.leftParen,
      let parenthesis = tokenIndex(of: open)
    else { return [] }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let dot = tokenIndex(of: member.period), dot + 2 == parenthesis
    {
      return [Use(token: dot, kind: .modifier)]
    }
    guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let name = tokenIndex(of: callee.baseName), name + 1 == parenthesis
    else { return [] }
    switch callee.baseName.text {
    case "ForEach", "List": return [Use(token: name, kind: .listData)]
    case "TabView" where matching[parenthesis] < tokens.count:
      return [Use(token: name, kind: .pagedSelection)]
    default: return []
    }
  }

  /// The index of the token pass's token that `token` is, if it has one (a token inside a
  /// string's interpolation has none).
  private func tokenIndex(of token: TokenSyntax) -> Int? {
    let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
    let index = firstToken(atOrAfter: offset)
    guard index < tokens.count, tokens[index].start == offset else { return nil }
    return index
  }

  /// Where a declaration is.
  private enum Placement {
    /// In a function, accessor or closure: none of the others' business.
    case local
    /// A member of a type, or global (`nil`).
    case member(of: TypeScope?)
  }

  private func placement(of node: Syntax) -> Placement {
    var current = node.parent
    while let ancestor = current {
      switch ancestor.kind {
      case .memberBlockItem, .memberBlockItemList, .codeBlockItem, .codeBlockItemList,
        .ifConfigClause, .ifConfigClauseList, .ifConfigDecl:
        current = ancestor.parent
      case .memberBlock:
        guard let group = ancestor.parent?.asProtocol(DeclGroupSyntax.self) else { return .local }
        return .member(of: typeScope(of: group))
      case .sourceFile:
        return .member(of: nil)
      default:
        return .local
      }
    }
    return .local
  }

  /// The type `group` declares, as the token pass names it.
  private func typeScope(of group: some DeclGroupSyntax) -> TypeScope {
    var name = ""
    if let named = Syntax(group).asProtocol(NamedDeclSyntax.self) {
      name = named.name.identifierName
    } else if let extensionDecl = group.as(ExtensionDeclSyntax.self) {
      // `extension Foo.Bar`: the last name counts.
      let type = extensionDecl.extendedType
      name =
        type.as(MemberTypeSyntax.self)?.name.identifierName
        ?? type.as(IdentifierTypeSyntax.self)?.name.identifierName ?? type.trimmedDescription
    }
    // The names of the inherited types, outside their generic arguments.
    var inherits: [String] = []
    var depth = 0
    let clause = group.inheritanceClause.map {
      Array($0.inheritedTypes.tokens(viewMode: .sourceAccurate))
    }
    for token in clause ?? [] {
      switch token.tokenKind {
      case .leftAngle, .leftParen: depth += 1
      case .rightAngle, .rightParen: depth -= 1
      case .identifier where depth == 0: inherits.append(token.identifierName)
      default: break
      }
    }
    return TypeScope(
      name: name, inherits: inherits, isExtension: group.is(ExtensionDeclSyntax.self))
  }

  /// The tokens `node` spans, as indices into the token pass's tokens.
  private func tokenRange(of node: some SyntaxProtocol) -> Range<Int> {
    let start = firstToken(atOrAfter: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    let end = firstToken(atOrAfter: node.endPositionBeforeTrailingTrivia.utf8Offset)
    return start..<max(start, end)
  }

  /// The index of the first token that starts at or after byte `offset`.
  private func firstToken(atOrAfter offset: Int) -> Int {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
