import MotionAuditSyntax
import SwiftSyntax

extension ViewLayoutBuilder {
  /// An `if`/`else if`/`else` chain as one choice: a branch per body, and an empty branch when
  /// the chain has no final `else`.
  func choice(_ chain: IfExprSyntax) -> ViewNode {
    var reads: [String] = []
    var branches: [ViewNode] = []
    var isAvailability = false
    var current: IfExprSyntax? = chain
    var hasElse = false
    while let branch = current {
      for condition in branch.conditions {
        switch condition.condition {
        case .availability: isAvailability = true
        case .optionalBinding(let binding):
          // `if let detail = model.detail`, or the shorthand `if let detail`.
          let read =
            binding.initializer.map { StatePaths.read(in: $0.value) }
            ?? binding.pattern.as(IdentifierPatternSyntax.self).map {
              [$0.identifier.identifierName]
            }
            ?? []
          reads.append(contentsOf: read)
        default: reads.append(contentsOf: StatePaths.read(in: condition))
        }
      }
      branches.append(self.branch(branch.body.statements, syntax: Syntax(branch.body)))
      current = branch.elseBody?.as(IfExprSyntax.self)
      if let block = branch.elseBody?.as(CodeBlockSyntax.self) {
        branches.append(self.branch(block.statements, syntax: Syntax(block)))
        hasElse = true
      }
    }
    if !hasElse { branches.append(ViewNode(kind: .branch, syntax: Syntax(chain))) }
    let form: ViewChoice.Form = isAvailability ? .availability : .ifElse
    var node = ViewNode(
      kind: .choice(ViewChoice(form: form, reads: Self.unique(reads))), syntax: Syntax(chain))
    node.children = branches
    return node
  }

  /// A `switch` as one choice, a branch per case.
  func choice(_ choice: SwitchExprSyntax) -> ViewNode {
    let reads = StatePaths.read(in: choice.subject)
    var node = ViewNode(
      kind: .choice(ViewChoice(form: .switchCase, reads: reads)), syntax: Syntax(choice))
    node.children = choice.cases.compactMap { clause in
      clause.as(SwitchCaseSyntax.self).map { branch($0.statements, syntax: Syntax($0)) }
    }
    return node
  }

  /// `#if DEBUG … #else … #endif`: the debug clause's views are debug-only; of the other
  /// clauses (`#if os(iOS)`), the first stands for all.
  func conditionalCompilation(_ declaration: IfConfigDeclSyntax) -> ViewNode {
    var node = ViewNode(kind: .container("#if", .transparent), syntax: Syntax(declaration))
    var tookPlatformClause = false
    for clause in declaration.clauses {
      guard case .statements(let statements) = clause.elements else { continue }
      if Self.isDebugCondition(clause.condition) {
        var debug = ViewNode(kind: .debugOnly, syntax: Syntax(clause))
        debug.children = views(in: statements)
        node.children.append(debug)
      } else if !tookPlatformClause {
        node.children.append(contentsOf: views(in: statements))
        tookPlatformClause = true
      }
    }
    return node
  }

  /// `DEBUG`, not `!DEBUG`.
  static func isDebugCondition(_ condition: ExprSyntax?) -> Bool {
    condition?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DEBUG"
  }

  private func branch(_ statements: CodeBlockItemListSyntax, syntax: Syntax) -> ViewNode {
    var node = ViewNode(kind: .branch, syntax: syntax)
    node.children = views(in: statements)
    return node
  }

  private static func unique(_ paths: [String]) -> [String] {
    var seen: Set<String> = []
    return paths.filter { seen.insert($0).inserted }
  }
}
