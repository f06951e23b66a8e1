import MotionAuditMotion
import SwiftSyntax

/// A call that applies an animation: `withAnimation(…) { … }` or an `.animation(…)` modifier.
struct AnimationApplication {
  /// The calls that apply an animation, by what they animate.
  enum Call: CallRoute {
    /// `withAnimation(…) { … }`: the changes its closure makes.
    case withAnimation
    /// `.animation(…)`: a view's changes, or a binding's.
    case modifier

    var names: Set<String> {
      switch self {
      case .withAnimation: ["withAnimation"]
      case .modifier: ["animation"]
      }
    }
  }

  enum Target {
    /// `.animation(_:value:)` on a view: the view, and the watched value.
    case view(Syntax, value: ExprSyntax?)
    /// `withAnimation { … }` or a binding's `.animation(…)`: the names whose changes animate.
    case changes(Set<String>)
  }

  var call: FunctionCallExprSyntax
  var nameToken: TokenSyntax
  /// The animation argument; `nil` for the default animation.
  var animation: ExprSyntax?
  var target: Target
  /// Members of other values whose changes animate: `isShown` in `model.isShown = true` or in
  /// `$model.isShown.animation()`.
  var changedMembers: [String] = []
  /// Whether it animates a binding (`$isOn.animation()`), whose value a view elsewhere may own.
  var animatesBinding = false

  init?(_ call: FunctionCallExprSyntax) {
    guard let token = call.calleeToken, let route = Call(name: token.identifierName) else {
      return nil
    }
    switch route {
    case .withAnimation:
      guard
        !call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self)
          || call.receiver?.referencedName?.identifierName == "SwiftUI"
      else { return nil }
      animation = call.firstUnlabeledArgument.flatMap {
        $0.withoutWrappers.is(ClosureExprSyntax.self) ? nil : $0
      }
      if let closure = call.closures.first {
        let changes = Changes(in: closure)
        target = .changes(Self.changedNames(in: changes))
        changedMembers = Self.changedMembers(in: changes)
      } else {
        target = .changes([])
      }
    case .modifier:
      guard call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self) else {
        return nil
      }
      animation = call.firstUnlabeledArgument
      if let receiver = call.receiver, let (name, isMember) = Self.boundName(receiver) {
        // `$isOn.animation(…)`, `$model.isOn.animation()`: the bound value's changes animate.
        target = .changes([name])
        animatesBinding = true
        if isMember { changedMembers = [name] }
      } else if animation == nil {
        return nil
      } else if let body = call.closure(labeled: "body") ?? call.trailingClosure {
        target = .view(Syntax(body), value: nil)
      } else if let receiver = call.receiver {
        target = .view(Syntax(receiver), value: call.argument(labeled: "value")?.expression)
      } else {
        return nil
      }
    }
    self.call = call
    self.nameToken = token
  }

  /// The path of the changed state that `name` stands for: `viewModel.viewMode` for
  /// `viewModel` where the animation changes that one member of it, `showContent` for
  /// `wrappedValue` in `showContent.wrappedValue = true`; `name` where it changes several.
  func changedPath(named name: String) -> String {
    var paths: [String] = []
    switch target {
    case .view(_, let value?): paths = Self.statePath(of: value).map { [$0] } ?? []
    case .view: break
    case .changes:
      if animatesBinding {
        paths = call.receiver.flatMap(Self.statePath(of:)).map { [$0] } ?? []
      } else if let closure = call.closures.first {
        paths = AnimatedChanges.changes(in: closure).map(\.path)
      }
    }
    let named = Set(
      paths.filter { ".\($0).".contains(".\(name).") }.map(StatePaths.displayed))
    return named.count == 1 ? named.first! : name
  }

  /// The path of state `expression` reads: `viewModel.background` in
  /// `viewModel.background.is(.searching)`, `items` in `$items`.
  private static func statePath(of expression: ExprSyntax) -> String? {
    if let call = expression.withoutWrappers.as(FunctionCallExprSyntax.self),
      let base = call.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self)?.base
    {
      return statePath(of: base)
    }
    return StatePaths.path(of: expression)
  }

  /// The value a binding expression binds: `isOn` in `$isOn` (a name of this type) or in
  /// `$model.settings.isOn` (a member of another value).
  private static func boundName(_ expression: ExprSyntax) -> (String, isMember: Bool)? {
    var current = expression.withoutWrappers
    var last: String?
    for _ in 0..<64 {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        last = last ?? member.declName.baseName.identifierName
        current = base.withoutWrappers
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        let text = reference.baseName.text
        guard text.hasPrefix("$"), text.count > 1 else { return nil }
        return last.map { ($0, true) } ?? (String(text.dropFirst()), false)
      } else {
        return nil
      }
    }
    return nil
  }

  /// What a closure may change: its sequence expressions (assignments among them) and its
  /// `toggle()` calls, in source order, found in one walk.
  struct Changes {
    var sequences: [SequenceExprSyntax] = []
    var toggles: [FunctionCallExprSyntax] = []

    init(in closure: ClosureExprSyntax) {
      closure.walkDescendants { node in
        if let sequence = node.as(SequenceExprSyntax.self) {
          sequences.append(sequence)
        } else if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "toggle" {
          toggles.append(call)
        }
        return .visitChildren
      }
    }
  }

  /// Members of other values assigned or toggled inside a closure: `offset` in
  /// `model.offset = …` (not `self.offset`, which is the type's own).
  private static func changedMembers(in changes: Changes) -> [String] {
    var members: [String] = []
    func add(_ target: ExprSyntax) {
      guard let member = target.withoutWrappers.as(MemberAccessExprSyntax.self),
        let base = member.base?.withoutWrappers, !base.is(MemberAccessExprSyntax.self),
        base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
      else {
        // `model.card.offset`: the member right after the base.
        if let member = target.withoutWrappers.as(MemberAccessExprSyntax.self),
          let base = member.base
        {
          add(base)
        }
        return
      }
      members.append(member.declName.baseName.identifierName)
    }
    for sequence in changes.sequences {
      let elements = Array(sequence.elements)
      for (index, element) in elements.enumerated() where index > 0 {
        if element.is(AssignmentExprSyntax.self) { add(elements[index - 1]) }
      }
    }
    for call in changes.toggles {
      if let receiver = call.receiver { add(receiver) }
    }
    return members
  }

  /// Names assigned, compound-assigned or toggled inside a closure.
  private static func changedNames(in changes: Changes) -> Set<String> {
    var names: Set<String> = []
    for sequence in changes.sequences {
      let elements = Array(sequence.elements)
      for (index, element) in elements.enumerated() where index > 0 {
        let isAssignment =
          element.is(AssignmentExprSyntax.self)
          || element.as(BinaryOperatorExprSyntax.self).map {
            let text = $0.operator.text
            return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
          } ?? false
        if isAssignment, let name = elements[index - 1].rootName { names.insert(name) }
      }
    }
    for call in changes.toggles {
      if let name = call.receiver?.rootName { names.insert(name) }
    }
    return names
  }
}
