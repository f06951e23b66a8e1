import MotionAuditSyntax
import SwiftSyntax

/// Reads the views of a view builder's statements into ``ViewNode``s.
struct ViewLayoutBuilder {
  /// The `UIViewRepresentable`-like types declared in the file.
  var representables: Set<String>
  /// The view-building members of the type (`var header: some View`, `@ViewBuilder func
  /// row(…)`), whose views a reference to them lays out in place.
  var helpers: [String: CodeBlockItemListSyntax] = [:]
  /// The helpers being laid out, outermost first: one that uses itself is not expanded again.
  private var expanding: [String] = []
  /// How many helpers deep a body is expanded; deeper ones stay single views.
  private static let expansionLimit = 8

  init(representables: Set<String>, helpers: [String: CodeBlockItemListSyntax] = [:]) {
    self.representables = representables
    self.helpers = helpers
  }

  /// Modifiers whose content is drawn with the view.
  private static let layerModifiers: Set<String> = [
    "overlay", "background", "safeAreaInset", "toolbar",
  ]
  /// Modifiers whose content the system presents.
  private static let presentationModifiers: Set<String> = ["sheet", "popover", "fullScreenCover"]
  /// Closures of a view call that hold content rather than actions.
  private static let contentLabels: Set<String> = [
    "content", "label", "header", "footer", "detail", "sidebar",
  ]

  /// The views of `statements`, in order.
  func views(in statements: CodeBlockItemListSyntax) -> [ViewNode] {
    statements.compactMap { statement in
      let item = statement.item
      if let expression = item.as(ExprSyntax.self)
        ?? item.as(ExpressionStmtSyntax.self)?.expression
        ?? item.as(ReturnStmtSyntax.self)?.expression
      {
        return view(expression)
      }
      return item.as(IfConfigDeclSyntax.self).map(conditionalCompilation)
    }
  }

  /// The view `expression` builds: a choice, or a view with its chain of modifiers.
  func view(_ expression: ExprSyntax) -> ViewNode? {
    if let choice = expression.as(IfExprSyntax.self) { return self.choice(choice) }
    if let choice = expression.as(SwitchExprSyntax.self) { return self.choice(choice) }
    var modifiers: [FunctionCallExprSyntax] = []
    var root = expression.withoutWrappers
    while let call = root.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      // `Color.red`, `Image.init(…)` are views, not modifiers of a type.
      if base.as(DeclReferenceExprSyntax.self)?.baseName.identifierName.startsUppercase == true {
        break
      }
      modifiers.append(call)
      root = base.withoutWrappers
    }
    guard var node = rootView(root) else { return nil }
    for (index, modifier) in modifiers.reversed().enumerated() {
      apply(modifier, at: index, to: &node)
    }
    return node
  }

  private func rootView(_ root: ExprSyntax) -> ViewNode? {
    if let helper = expansion(of: root) { return helper }
    if let call = root.as(FunctionCallExprSyntax.self), let name = call.calleeName {
      let reads = StatePaths.read(in: call.arguments, skippingClosures: true)
      if name == "ForEach" {
        // The data, not `id: \.self`.
        let data = call.arguments.first.map { StatePaths.read(in: $0.expression) } ?? []
        var node = ViewNode(
          kind: .forEach(data: data, byPosition: Self.identifiesByPosition(call)),
          syntax: Syntax(call))
        node.children = content(of: call)
        return node
      }
      if representables.contains(name) {
        return ViewNode(kind: .representable(name), syntax: Syntax(call), reads: reads)
      }
      let axis = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName
        .baseName.identifierName
      let children = content(of: call)
      if let container = ContainerKind(calling: name, axisArgument: axis) {
        return ViewNode(
          kind: .container(name, container), syntax: Syntax(call), reads: reads,
          children: children)
      }
      if !children.isEmpty {
        return ViewNode(
          kind: .container(name, .transparent), syntax: Syntax(call), reads: reads,
          children: children)
      }
      return ViewNode(kind: .view(name), syntax: Syntax(call), reads: reads)
    }
    // A helper property or a stored view: `detailsSection`, `Color.red`.
    if root.is(DeclReferenceExprSyntax.self) || root.is(MemberAccessExprSyntax.self),
      let name = root.as(DeclReferenceExprSyntax.self)?.baseName.identifierName
        ?? root.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierName
    {
      return ViewNode(kind: .view(name), syntax: Syntax(root))
    }
    return nil
  }

  /// A reference to a helper of the type (`header`, `row(item)`, `self.footer`) as the views the
  /// helper builds, in place.
  private func expansion(of root: ExprSyntax) -> ViewNode? {
    var name: String?
    if let reference = root.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.identifierName
    } else if let member = root.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.identifierName
    } else if let call = root.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      call.calledExpression.is(DeclReferenceExprSyntax.self)
    {
      name = call.calleeName
    }
    guard let name, let statements = helpers[name], !expanding.contains(name),
      expanding.count < Self.expansionLimit
    else { return nil }
    var inner = self
    inner.expanding.append(name)
    return ViewNode(
      kind: .container(name, .transparent), syntax: Syntax(root),
      children: inner.views(in: statements))
  }

  /// The views in the content closures of `call`; a `Button`'s action is no content.
  private func content(of call: FunctionCallExprSyntax) -> [ViewNode] {
    var closures: [ClosureExprSyntax] = []
    let isButton = call.calleeName == "Button"
    // `Button { action } label: { … }`, `Button("Save") { action }`: the trailing closure acts.
    let trailingActs =
      isButton
      && !(call.additionalTrailingClosures.isEmpty
        && call.arguments.contains(where: { $0.label?.text == "action" }))
    if let trailing = call.trailingClosure, !trailingActs {
      closures.append(trailing)
    }
    for closure in call.additionalTrailingClosures
    where Self.contentLabels.contains(closure.label.text) {
      closures.append(closure.closure)
    }
    for argument in call.arguments {
      guard let label = argument.label?.text, Self.contentLabels.contains(label),
        let closure = argument.expression.as(ClosureExprSyntax.self)
      else { continue }
      closures.append(closure)
    }
    return closures.flatMap { views(in: $0.statements) }
  }

  private func apply(_ modifier: FunctionCallExprSyntax, at index: Int, to node: inout ViewNode) {
    if let layout = LayoutModifier(modifier, chainIndex: index) {
      node.layoutModifiers.append(layout)
    } else if let override = AnimationOverride(modifier, chainIndex: index) {
      node.overrides.append(override)
    } else if modifier.calleeName == "tabViewStyle", case .container(let name, .pages) = node.kind {
      // `.page`, `.page(indexDisplayMode: .never)`, `PageTabViewStyle()`.
      let style = modifier.arguments.first?.expression.trimmedDescription ?? ""
      let isPaged = style.hasPrefix(".page") || style.hasPrefix("PageTabViewStyle")
      node.kind = .container(name, .pages(isPaged: isPaged))
    } else if modifier.calleeName == "transition", let argument = modifier.arguments.first {
      node.transition = ViewTransition(argument.expression)
      node.transitionCall = modifier
    } else if let name = modifier.calleeName, Self.layerModifiers.contains(name) {
      var layer = ViewNode(kind: .layer(name), syntax: Syntax(modifier))
      layer.children = content(ofModifier: modifier)
      if !layer.children.isEmpty { node.attachments.append(layer) }
    } else if let name = modifier.calleeName, Self.presentationModifiers.contains(name) {
      let presenter =
        (modifier.argument(labeled: "isPresented") ?? modifier.argument(labeled: "item"))
        .map { StatePaths.read(in: $0.expression) } ?? []
      var sheet = ViewNode(
        kind: .presentation(name, presentedBy: presenter), syntax: Syntax(modifier))
      sheet.children = content(ofModifier: modifier)
      node.attachments.append(sheet)
    }
  }

  /// The views of a modifier's content: its closures, or a view passed as its first argument
  /// (`.background(Color.red)`, not `.background(.thinMaterial)`).
  private func content(ofModifier modifier: FunctionCallExprSyntax) -> [ViewNode] {
    let closures = modifier.closures
    if !closures.isEmpty { return closures.flatMap { views(in: $0.statements) } }
    guard let first = modifier.arguments.first, first.label == nil,
      first.expression.as(MemberAccessExprSyntax.self)?.base != nil
        || first.expression.is(FunctionCallExprSyntax.self)
    else { return [] }
    return view(first.expression).map { [$0] } ?? []
  }

  /// Whether a `ForEach` identifies its elements by their position: over `items.indices` or a
  /// range (`0..<items.count`), or over `items.enumerated()` by `\.offset`.
  static func identifiesByPosition(_ forEach: FunctionCallExprSyntax) -> Bool {
    guard let data = forEach.arguments.first?.expression.withoutWrappers else { return false }
    if data.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "indices" { return true }
    if let range = data.as(SequenceExprSyntax.self) {
      return range.elements.contains {
        ["..<", "..."].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text)
      }
    }
    let identity = forEach.argument(labeled: "id")?.expression.as(KeyPathExprSyntax.self)
    return identity?.trimmedDescription == "\\.offset"
      && data.trimmedDescription.contains("enumerated()")
  }
}
