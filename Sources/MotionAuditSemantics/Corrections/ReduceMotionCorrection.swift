import MotionAuditSources
import SwiftSyntax

/// The building blocks of automatic corrections: where a SwiftUI view reads Reduce Motion, and
/// the edits that gate an expression on it.
///
/// A correction reuses the view's own signal when it has one (a property bound to
/// `@Environment(\.accessibilityReduceMotion)` under any name, MotionAware's
/// `@Environment(\.motionPreferences)` as `<name>.reduceMotion`, or a `Bool` property named like a
/// signal); otherwise it declares ``declaration`` at the top of the view, with the file's
/// indentation and line endings. Code outside a SwiftUI view's instance members (free functions,
/// static members, extensions, other types) gets no correction: there is no environment to read.
package enum ReduceMotionCorrection {
  /// The property a correction adds to a view that has no signal yet.
  package static let declaration = MotionSignalTable.swiftUIReduceMotion.fix ?? ""
  /// The name of that property: the declaration's last word.
  package static let propertyName = String(declaration.split(separator: " ").last ?? "")

  /// How a view reads Reduce Motion, and the edit that declares it when the view does not yet.
  package struct Signal: Sendable, Hashable {
    /// The expression that is `true` under Reduce Motion (`reduceMotion`, `motion.reduceMotion`).
    package var expression: String
    /// Adds ``ReduceMotionCorrection/declaration`` to the view, when needed.
    package var declaration: TextEdit?
  }

  /// The signal of the SwiftUI view whose instance code holds `site`, or `nil` when `site` is not
  /// in one.
  package static func signal(around site: some SyntaxProtocol, in context: AuditContext) -> Signal?
  {
    guard let declaration = context.index.enclosingTypeDeclaration(of: site),
      let view = declaration.as(StructDeclSyntax.self), isView(view)
    else { return nil }
    for ancestor in Syntax(site).ancestors {
      if ancestor.id == view.id { break }
      if let function = ancestor.as(FunctionDeclSyntax.self), isStatic(function.modifiers) {
        return nil
      }
      if let variable = ancestor.as(VariableDeclSyntax.self), isStatic(variable.modifiers) {
        return nil
      }
    }
    // The same for every site of the view: read its members once, however many sites it has.
    let signal: Signal?
    if let known = context.correctionSignals[view.id] {
      signal = known
    } else {
      signal = self.signal(of: view, in: context)
      context.correctionSignals[view.id] = .some(signal)
    }
    // Never written over a name that the site's own scope declares.
    guard let signal else { return nil }
    let name = String(signal.expression.prefix { $0 != "." })
    return isShadowed(name, at: site, in: view, context: context) ? nil : signal
  }

  /// The signal of the SwiftUI view `view`'s instance code.
  private static func signal(of view: StructDeclSyntax, in context: AuditContext) -> Signal? {
    var nameTaken = false
    var candidates: [(rank: Int, expression: String)] = []
    for member in view.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !isStatic(variable.modifiers)
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
        else { continue }
        if name == propertyName { nameTaken = true }
        let indexed = context.index.binding(of: binding)
        // The system's Bool first, then a MotionAware value's Bool member, then a Bool named
        // like a signal.
        if let key = indexed?.environmentKey {
          guard let row = MotionSignalTable.environmentRow(key), row.setting == .reduceMotion
          else { continue }
          if row.polarity == .trueWhenReduced {
            candidates.append((0, name))
          } else if let member = row.boolMember {
            candidates.append((1, name + "." + member))
          }
        } else {
          let type = binding.typeAnnotation?.type.compactText
          if ReduceMotionSignals.isSignalByName(name), type == nil || type == "Bool" {
            candidates.append((2, name))
          }
        }
      }
    }
    if let best = candidates.min(by: { $0.rank < $1.rank }) {
      return Signal(expression: best.expression, declaration: nil)
    }
    guard !nameTaken,
      !hasSynthesizedEquality(
        view, extensions: context.extensionDeclarations[view.name.text] ?? []),
      let edit = declarationEdit(in: view, context: context)
    else { return nil }
    return Signal(expression: propertyName, declaration: edit)
  }

  /// Whether the compiler writes `view`'s `==`: it conforms to `Equatable` (or `Hashable`,
  /// `Comparable`) in its declaration or one of its `extensions` in the file, and none declares
  /// `==`. An `@Environment` property is not `Equatable`, so adding one would break that
  /// conformance.
  static func hasSynthesizedEquality(
    _ view: StructDeclSyntax, extensions: [ExtensionDeclSyntax]
  ) -> Bool {
    let clauses = [view.inheritanceClause] + extensions.map(\.inheritanceClause)
    let equatable = clauses.contains { clause in
      clause?.inheritedTypes.contains {
        ["Equatable", "Hashable", "Comparable", "Swift.Equatable", "Swift.Hashable"].contains(
          $0.type.compactText)
      } ?? false
    }
    guard equatable else { return false }
    let memberBlocks = [view.memberBlock] + extensions.map(\.memberBlock)
    let declaresEquality = memberBlocks.contains { block in
      block.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "==" }
    }
    return !declaresEquality
  }

  /// Whether `name` at `site` means something other than the view's property: a local constant
  /// or variable, a parameter, a closure parameter or a nested function of that name in the
  /// member holding `site`. Any such declaration in the member counts, wherever it is: a
  /// correction is skipped rather than risk reading the wrong value.
  static func isShadowed(
    _ name: String, at site: some SyntaxProtocol, in view: StructDeclSyntax,
    context: AuditContext
  ) -> Bool {
    guard
      let member = Syntax(site).ancestors.first(where: {
        $0.is(MemberBlockItemSyntax.self) && $0.parent?.parent?.id == view.memberBlock.id
      })
    else { return false }
    // A member that does not spell the name cannot declare it: most views have no signal yet,
    // so their members need no walk.
    let bytes = context.source.bytes
    let start = member.position.utf8Offset
    let end = member.endPosition.utf8Offset
    guard start <= end, end <= bytes.count, bytes[start..<end].contains(subsequence: name.utf8)
    else { return false }
    // Read once per member, however many sites it holds (a `body` may hold hundreds).
    if let known = context.namesDeclaredInMembers[member.id] { return known.contains(name) }
    var declared: Set<String> = []
    member.walkDescendants { node in
      switch node.kind {
      case .identifierPattern, .functionParameter, .closureParameter, .closureShorthandParameter,
        .enumCaseParameter, .functionDecl:
        if let name = declaredName(node) { declared.insert(name) }
      default:
        break
      }
      return .visitChildren
    }
    context.namesDeclaredInMembers[member.id] = declared
    return declared.contains(name)
  }

  /// The name `node` (of one of the kinds ``isShadowed(_:at:in:context:)`` hands over) declares
  /// inside a member, if it declares one. (Out of line: most nodes declare nothing, and need not
  /// pay for what a declaration's reading sets up.)
  @inline(never)
  private static func declaredName(_ node: Syntax) -> String? {
    switch node.kind {
    case .identifierPattern:
      guard let pattern = node.as(IdentifierPatternSyntax.self) else { return nil }
      // The member's own stored or computed property is the property, not a shadow.
      let isMemberProperty =
        pattern.parent?.as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self)?
        .parent?.is(MemberBlockItemSyntax.self) ?? false
      return isMemberProperty ? nil : pattern.identifier.identifierName
    case .functionParameter:
      guard let parameter = node.as(FunctionParameterSyntax.self) else { return nil }
      return (parameter.secondName ?? parameter.firstName).identifierName
    case .closureParameter:
      guard let parameter = node.as(ClosureParameterSyntax.self) else { return nil }
      return (parameter.secondName ?? parameter.firstName).identifierName
    case .closureShorthandParameter:
      return node.as(ClosureShorthandParameterSyntax.self)?.name.identifierName
    case .enumCaseParameter:
      guard let parameter = node.as(EnumCaseParameterSyntax.self) else { return nil }
      return (parameter.secondName ?? parameter.firstName)?.identifierName
    case .functionDecl:
      guard let function = node.as(FunctionDeclSyntax.self),
        function.parent?.is(MemberBlockItemSyntax.self) != true
      else { return nil }
      return function.name.identifierName
    default:
      return nil
    }
  }

  /// The edits that make `expression` read `<signal> ? <reduced> : <expression>`, plus the
  /// signal's declaration when the view needs one.
  package static func gating(
    _ expression: ExprSyntax, whenReduced reduced: String, signal: Signal, in context: AuditContext
  ) -> [TextEdit] {
    let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
    let bytes = context.source.bytes
    guard start <= end, end <= bytes.count else { return [] }
    var original = String(decoding: bytes[start..<end], as: UTF8.self)
    if needsParentheses(expression) { original = "(\(original))" }
    let gated = TextEdit(
      utf8Range: start..<end, replacement: "\(signal.expression) ? \(reduced) : \(original)")
    return [gated] + (signal.declaration.map { [$0] } ?? [])
  }

  /// In a SwiftUI view, the edits that remove the symbol effects of `effect`'s view under Reduce
  /// Motion: `.symbolEffectsRemoved(reduceMotion)` goes just before `.symbolEffect(…)`, on the
  /// view the effect is added to, since a view removes only the effects it inherits.
  package static func removingSymbolEffects(
    of effect: FunctionCallExprSyntax, in context: AuditContext
  ) -> [TextEdit] {
    guard let member = effect.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self),
      member.base != nil, let signal = signal(around: effect, in: context)
    else { return [] }
    let start = member.period.positionAfterSkippingLeadingTrivia.utf8Offset
    let removal = ".\(SymbolEffectUse.removingModifier)(\(signal.expression))"
    return [TextEdit(utf8Range: start..<start, replacement: removal)]
      + (signal.declaration.map { [$0] } ?? [])
  }

  /// In a SwiftUI view, the edits that make `call` (a `withAnimation` or `.animation(_:value:)`)
  /// apply no animation under Reduce Motion: its `animation` becomes `reduceMotion ? nil :
  /// <animation>`, and a `withAnimation` without one gets `(reduceMotion ? nil : .default)`.
  package static func gatingAnimation(
    applied call: FunctionCallExprSyntax, animation: ExprSyntax?, in context: AuditContext
  ) -> [TextEdit] {
    guard let signal = signal(around: call, in: context) else { return [] }
    if let animation {
      return gating(animation, whenReduced: "nil", signal: signal, in: context)
    }
    guard call.arguments.isEmpty else { return [] }
    let argument = "\(signal.expression) ? nil : .default"
    let declaration = signal.declaration.map { [$0] } ?? []
    if let leftParen = call.leftParen, let rightParen = call.rightParen {
      let range =
        leftParen.endPosition.utf8Offset..<rightParen.positionAfterSkippingLeadingTrivia.utf8Offset
      return [TextEdit(utf8Range: range, replacement: argument)] + declaration
    }
    let end = call.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset
    return [TextEdit(utf8Range: end..<end, replacement: "(\(argument))")] + declaration
  }

  /// The system's Reduce Motion setting as UIKit code reads it at the call.
  package static let uiKitSignal = "UIAccessibility.isReduceMotionEnabled"

  /// The edit that makes a `UIView.animate(withDuration:…)` or `animateKeyframes(withDuration:…)`
  /// call last no time under Reduce Motion: `withDuration: UIAccessibility.isReduceMotionEnabled ?
  /// 0 : <duration>`. For a duration of 0 UIKit makes the changes at once, without animating them,
  /// and still calls the completion, so the views end where the animation would have left them.
  /// Calls without a `withDuration:` argument get no edit.
  package static func instantUnderReduceMotion(
    _ call: FunctionCallExprSyntax, in context: AuditContext
  ) -> [TextEdit] {
    guard let duration = call.argument(labeled: "withDuration")?.expression else { return [] }
    let start = duration.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = duration.endPositionBeforeTrailingTrivia.utf8Offset
    let bytes = context.source.bytes
    guard start <= end, end <= bytes.count else { return [] }
    var original = String(decoding: bytes[start..<end], as: UTF8.self)
    if needsParentheses(duration) { original = "(\(original))" }
    return [TextEdit(utf8Range: start..<end, replacement: "\(uiKitSignal) ? 0 : \(original)")]
  }

  /// Operators, `try` and `await` would bind differently after `? … :`; parentheses keep the
  /// original meaning.
  private static func needsParentheses(_ expression: ExprSyntax) -> Bool {
    expression.is(SequenceExprSyntax.self) || expression.is(TernaryExprSyntax.self)
      || expression.is(TryExprSyntax.self) || expression.is(AwaitExprSyntax.self)
      || expression.is(ClosureExprSyntax.self) || expression.is(InfixOperatorExprSyntax.self)
  }

  private static func isView(_ view: StructDeclSyntax) -> Bool {
    view.inheritanceClause?.inheritedTypes.contains {
      let name = $0.type.compactText
      return name == "View" || name == "SwiftUI.View"
    } ?? false
  }

  static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// Inserts the declaration as the view's first member, indented like its members.
  private static func declarationEdit(in view: StructDeclSyntax, context: AuditContext)
    -> TextEdit?
  {
    guard let first = view.memberBlock.members.first else { return nil }
    let style = context.sourceStyle
    let brace = view.memberBlock.leftBrace
    if let indentation = indentationAfterLastNewline(in: first.leadingTrivia) {
      // `{` ends its line: the declaration gets a line of its own after the brace (and after
      // a comment on the brace's line).
      let offset = brace.endPosition.utf8Offset
      return TextEdit(
        utf8Range: offset..<offset, replacement: style.newline + indentation + declaration)
    }
    // The first member shares the brace's line: move it to a line of its own too.
    let indentation =
      style.indentation(ofLineAt: view.positionAfterSkippingLeadingTrivia) + style.unit
    let start = brace.endPositionBeforeTrailingTrivia.utf8Offset
    let end = first.positionAfterSkippingLeadingTrivia.utf8Offset
    let between = context.source.bytes[start..<end]
    guard between.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
    return TextEdit(
      utf8Range: start..<end,
      replacement: style.newline + indentation + declaration + style.newline + indentation)
  }

  /// The spaces and tabs after the last line break of `trivia`, or `nil` without a line break.
  private static func indentationAfterLastNewline(in trivia: Trivia) -> String? {
    var indentation: String?
    for piece in trivia {
      switch piece {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds:
        indentation = ""
      case .spaces(let count):
        indentation = indentation.map { $0 + String(repeating: " ", count: count) }
      case .tabs(let count):
        indentation = indentation.map { $0 + String(repeating: "\t", count: count) }
      default:
        // A comment or doc comment above the first member: indent like it.
        if indentation != nil, piece.isComment { return indentation }
      }
    }
    return indentation
  }
}

/// How a file is laid out: its line break and its indentation unit.
struct SourceStyle {
  let bytes: [UInt8]
  /// The file's first line break (`\n` when it has none).
  let newline: String
  /// A tab when most indented lines start with one, else the smallest indentation in spaces
  /// (four when nothing is indented).
  let unit: String

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var newline = "\n"
    if let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
      if bytes[index] == 0x0D {
        newline = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? "\r\n" : "\r"
      }
    }
    self.newline = newline
    var tabLines = 0
    var spaceLines = 0
    var smallest = Int.max
    var atLineStart = true
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        atLineStart = true
        index += 1
        continue
      }
      if atLineStart {
        atLineStart = false
        if byte == 0x09 {
          tabLines += 1
        } else if byte == 0x20 {
          var width = 0
          while index < bytes.count, bytes[index] == 0x20 {
            width += 1
            index += 1
          }
          if index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            spaceLines += 1
            smallest = min(smallest, width)
          }
          continue
        }
      }
      index += 1
    }
    if tabLines > spaceLines {
      unit = "\t"
    } else {
      unit = String(repeating: " ", count: smallest == Int.max ? 4 : min(smallest, 8))
    }
  }

  /// The spaces and tabs that start the line holding `position`.
  func indentation(ofLineAt position: AbsolutePosition) -> String {
    var start = min(position.utf8Offset, bytes.count)
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
