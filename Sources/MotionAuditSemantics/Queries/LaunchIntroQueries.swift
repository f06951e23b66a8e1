import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

/// Questions about launch intros that several rules ask of one file: which flag shows an intro,
/// and which branch of a view builder holds one.
package enum LaunchIntroQueries {
  /// The intro flag that decides `branch`'s conditions so that the branch shows the intro: on
  /// in the `then` part (`if showIntro`), negated in the `else` part (`if !showIntro { … } else
  /// { intro }`), and switched off somewhere in the file.
  package static func introFlag(
    deciding branch: ViewBuilderQueries.Branch, in context: AuditContext
  ) -> DeclReferenceExprSyntax? {
    for condition in branch.conditions {
      for reference in condition.descendants(ofType: DeclReferenceExprSyntax.self) {
        let name = reference.baseName.identifierName
        guard LaunchIntroVocabulary.isIntroFlag(name),
          isNegated(reference, within: condition) == branch.isElse,
          isSwitchedOff(name, in: context)
        else { continue }
        return reference
      }
    }
    return nil
  }

  /// The nearest `if` branch around `node`, inside its type, that shows an intro because of an
  /// intro flag (see ``introFlag(deciding:in:)``), and that flag.
  package static func introBranch(
    enclosing node: some SyntaxProtocol, in context: AuditContext
  ) -> (body: CodeBlockSyntax, flag: DeclReferenceExprSyntax)? {
    var child = Syntax(node)
    for ancestor in node.ancestors {
      if ancestor.typeDeclarationName != nil { return nil }
      if let ifExpression = ancestor.as(IfExprSyntax.self),
        let body = child.as(CodeBlockSyntax.self)
      {
        let branch = ViewBuilderQueries.Branch(
          decider: ancestor, conditions: [Syntax(ifExpression.conditions)],
          isElse: ifExpression.elseBody?.id == body.id)
        if let flag = introFlag(deciding: branch, in: context) { return (body, flag) }
      }
      child = ancestor
    }
    return nil
  }

  /// Calls that make a view move by themselves: movement modifiers, animators, loops, symbol
  /// effects and animation players.
  static let motionCalls: Set<String> = MotionVocabulary.movementModifiers.union([
    "phaseAnimator", "PhaseAnimator", "keyframeAnimator", "KeyframeAnimator", "TimelineView",
    "symbolEffect", "repeatForever", "repeatCount", "matchedGeometryEffect", "looping", "playing",
    "playbackMode", "play", "RiveViewModel", "LottieLaunchIntro", "RiveLaunchIntro",
  ]).union(LaunchIntroVocabulary.animationViews.subtracting(["Image"]))

  /// Whether a view declaration animates: it uses a movement modifier, an animator, a loop, a
  /// symbol effect or an animation player, or creates a view named like an animation
  /// (`LogoAnimation`, `PipMascot`, `LottieIntro`). A splash of a colour and an image does not.
  package static func animates(_ declaration: some SyntaxProtocol, index: SourceIndex) -> Bool {
    if index.firstCall(named: motionCalls, within: declaration, where: { _ in true }) != nil {
      return true
    }
    return declaration.firstDescendant { node in
      guard let call = node.as(FunctionCallExprSyntax.self),
        ViewBuilderQueries.isTypeCreation(call), let name = call.calleeName
      else { return false }
      let words = LaunchIntroVocabulary.words(of: name)
      return words.contains { ["animation", "animated", "mascot", "lottie", "rive"].contains($0) }
    } != nil
  }

  /// Whether a `!` applies to `reference` inside `condition`.
  static func isNegated(_ reference: DeclReferenceExprSyntax, within condition: Syntax) -> Bool {
    for ancestor in reference.ancestors {
      if ancestor.id == condition.id { return false }
      if let prefix = ancestor.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return true
      }
    }
    return false
  }

  /// `flag = false`, `flag.toggle()`, or `$flag` handed to something that may switch it off.
  /// (The pre-filter asks the same of a file's bytes: ``maySwitchOff(_:in:)``; change both.)
  static func isSwitchedOff(_ flag: String, in context: AuditContext) -> Bool {
    let assigned = context.index.assignments.contains { assignment in
      guard assignment.name == flag else { return false }
      guard let value = assignment.value.first else { return assignment.isFlagSwitch }
      return value.withoutWrappers.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
        == .keyword(.false)
    }
    if assigned { return true }
    let binding = "$" + flag
    return context.tree.firstDescendant { node in
      node.as(DeclReferenceExprSyntax.self)?.baseName.text == binding
    } != nil
  }

  /// Whether `file` may switch the flag `name` off as ``isSwitchedOff(_:in:)`` reads a tree, for
  /// the pre-filter, which has only bytes: an
  /// occurrence of the name after `$` (a binding handed on), before `.toggle`, or before `=`
  /// and `false` (past spaces, line breaks, backticks, parentheses, `try` and `await`), outside
  /// comment lines. Over-approximates: a comment where those are looked for counts, and so does
  /// `!= false`.
  static func maySwitchOff(_ name: String, in file: UnsafeBufferPointer<UInt8>) -> Bool {
    let isIdentifierByte = IdentifierBytes.isIdentifierByte
    func skipSpace(from start: Int) -> Int {
      var index = start
      while index < file.count, [0x20, 0x09, 0x0A, 0x0D].contains(file[index]) { index += 1 }
      return index
    }
    func word(_ text: String, at index: Int) -> Bool {
      let bytes = Array(text.utf8)
      guard index + bytes.count <= file.count else { return false }
      for offset in bytes.indices where file[index + offset] != bytes[offset] { return false }
      return index + bytes.count == file.count || !isIdentifierByte(file[index + bytes.count])
    }
    for start in ByteSearch.identifierOffsets(of: name, in: file) {
      let end = start + name.utf8.count
      // No comment line switches a flag off (see ``TokenPrefilter``).
      if SwiftLexer.isOnCommentLine(start, in: file) { continue }
      if start > 0, file[start - 1] == UInt8(ascii: "$") {
        return true
      }
      var next = skipSpace(from: end)
      while next < file.count,
        [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "`")].contains(file[next])
      {
        next = skipSpace(from: next + 1)
      }
      guard next < file.count else { continue }
      switch file[next] {
      case UInt8(ascii: "/"):
        return true
      case UInt8(ascii: "."):
        let member = skipSpace(from: next + 1)
        if member < file.count, file[member] == UInt8(ascii: "/") || word("toggle", at: member) {
          return true
        }
      case UInt8(ascii: "="):
        guard next + 1 < file.count, file[next + 1] != UInt8(ascii: "=") else { continue }
        var value = skipSpace(from: next + 1)
        while value < file.count {
          if file[value] == UInt8(ascii: "(") {
            value = skipSpace(from: value + 1)
          } else if word("try", at: value) || word("await", at: value) {
            value = skipSpace(from: value + (file[value] == UInt8(ascii: "t") ? 3 : 5))
            while value < file.count,
              file[value] == UInt8(ascii: "?") || file[value] == UInt8(ascii: "!")
            {
              value = skipSpace(from: value + 1)
            }
          } else {
            break
          }
        }
        if value < file.count, file[value] == UInt8(ascii: "/") || word("false", at: value) {
          return true
        }
      default:
        break
      }
    }
    return false
  }
}
