import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax
import Testing

/// A file's def-use index, built as the rules get it.
func defUse(_ source: String) -> (context: AuditContext, index: DefUseIndex) {
  let context = AuditContext(file: "Test.swift", source: source)
  return (context, context.defUse)
}

/// The `occurrence`-th (from 0) bare reference or `self.` access to `name`, in source order.
func reference(_ name: String, _ occurrence: Int = 0, in context: AuditContext) -> ExprSyntax? {
  var found: [ExprSyntax] = []
  context.tree.walkDescendants { node in
    if let reference = node.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == name,
      reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
    {
      found.append(ExprSyntax(reference))
    } else if let member = node.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == name,
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      found.append(ExprSyntax(member))
    }
    return .visitChildren
  }
  return occurrence < found.count ? found[occurrence] : nil
}

@Suite struct DefUseIndexTests {
  @Test func aLocalShadowsThePropertyOnlyAfterItsDeclarationAndInsideItsBody() throws {
    let (context, index) = defUse(
      """
      final class Card {
          var offset = 0
          func slide() {
              print(offset)
              let offset = 10
              print(offset)
              if true { print(offset) }
          }
          func reset() { print(offset) }
      }
      """)
    let kinds = (0..<4).map {
      reference("offset", $0, in: context).flatMap(index.definition(of:))?.kind
    }
    #expect(kinds == [.property, .local, .local, .property])
    let property = try #require(index.definitions(named: "offset").first { $0.kind == .property })
    #expect(index.uses(of: property).count == 2)
    #expect(property.typeName == "Card")
  }

  @Test func selfMembersResolveToTheTypeAndItsExtensions() throws {
    let (context, index) = defUse(
      """
      struct Banner { var isShown = false }
      extension Banner {
          mutating func show() { self.isShown = true }
          func read() -> Bool { isShown }
      }
      struct Other { var isShown = true; func f() { print(isShown) } }
      """)
    let banner = try #require(
      index.definitions(named: "isShown").first { $0.typeName == "Banner" })
    #expect(index.uses(of: banner).count == 2)
    #expect(index.reads(of: banner).count == 1)
    let values = index.values(of: banner).compactMap(\.expression).map(\.trimmedDescription)
    #expect(values == ["false", "true"])
    let other = try #require(reference("isShown", 2, in: context))
    #expect(index.definition(of: other)?.typeName == "Other")
  }

  @Test func parametersAreGivenTheArgumentsOfTheFilesCallsByLabel() throws {
    let (_, index) = defUse(
      """
      func present(_ view: Int, animated: Bool = true, completion: () -> Void) {}
      func caller() {
          present(1, animated: false) { }
          present(2, completion: {})
      }
      """)
    let animated = try #require(index.definitions(named: "animated").first)
    #expect(animated.kind == .parameter)
    #expect(index.valueExpressions(of: animated).map(\.trimmedDescription) == ["true", "false"])
    let view = try #require(index.definitions(named: "view").first)
    #expect(index.valueExpressions(of: view).map(\.trimmedDescription) == ["1", "2"])
    let completion = try #require(index.definitions(named: "completion").first)
    #expect(index.values(of: completion).count == 2)
  }

  @Test func onlyTheFunctionsOwnCallsGiveItsParametersValues() throws {
    let (_, index) = defUse(
      """
      final class Card {
          func animate(_ changes: @escaping () -> Void, completion: (() -> Void)? = nil) {}
          func open() {
              animate { print(1) }
              UIView.animate(withDuration: 1) { print(2) }
              self.animate({ print(3) }, completion: { print(4) })
          }
      }
      """)
    let changes = try #require(index.definitions(named: "changes").first)
    // The trailing closure fills the first closure parameter no argument fills.
    #expect(
      index.valueExpressions(of: changes).map(\.trimmedDescription) == [
        "{ print(1) }", "{ print(3) }",
      ])
    let completion = try #require(index.definitions(named: "completion").first)
    #expect(
      index.valueExpressions(of: completion).map(\.trimmedDescription) == ["nil", "{ print(4) }"])
  }

  @Test func memberwiseInitializersGiveStoredPropertiesTheirArguments() throws {
    let (_, index) = defUse(
      """
      struct Flight { var offset: Double; let scale: Double }
      let flight = Flight(offset: 120, scale: 2)
      struct Sized { var width: Double; init(width: Double) { self.width = width } }
      let sized = Sized(width: 3)
      """)
    let offset = try #require(index.definitions(named: "offset").first)
    #expect(index.valueExpressions(of: offset).map(\.trimmedDescription) == ["120"])
    // An initializer of its own decides: its parameter is given the argument.
    let width = try #require(index.definitions(named: "width").first { $0.kind == .property })
    #expect(index.valueExpressions(of: width).map(\.trimmedDescription) == ["width"])
  }

  @Test func guardAndIfBindingsAreVisibleWhereSwiftMakesThemVisible() throws {
    let (context, index) = defUse(
      """
      func load(saved: Data?) {
          guard let data = saved else { return }
          print(data)
          if let text = String(data: data) { print(text) }
          print(text)
      }
      """)
    let data = try #require(reference("data", 0, in: context))
    #expect(index.definition(of: data)?.kind == .local)
    #expect(index.definition(of: data)?.value?.trimmedDescription == "saved")
    let inside = try #require(reference("text", 0, in: context))
    let after = try #require(reference("text", 1, in: context))
    #expect(index.definition(of: inside)?.kind == .local)
    #expect(index.definition(of: after) == nil)
  }

  @Test func closureParametersAndLoopElementsAreLocalToTheirBodies() throws {
    let (context, index) = defUse(
      """
      let names = ["a"]
      func f() {
          names.forEach { name in print(name) }
          for name in names { print(name) }
          print(name)
      }
      """)
    let kinds = (0..<3).map {
      reference("name", $0, in: context).flatMap(index.definition(of:))?.kind
    }
    #expect(kinds == [.closureParameter, .local, nil])
    let global = try #require(reference("names", 0, in: context))
    #expect(index.definition(of: global)?.kind == .global)
  }

  @Test func rootDefinitionsLookThroughMembersCallsAndSubscripts() throws {
    let (context, index) = defUse(
      """
      final class Screen {
          var cards: [Card] = []
          func f() {
              let rotation = CABasicAnimation()
              rotation.toValue = 1
              cards[0].view.center.y = 2
              self.cards.first?.reset()
          }
      }
      """)
    let assignments = context.tree.descendants(ofType: SequenceExprSyntax.self).compactMap(
      AssignmentExpression.init)
    let roots = assignments.map { index.rootDefinition(of: $0.target)?.kind }
    #expect(roots == [.local, .property])
    let call = try #require(context.tree.descendants(ofType: FunctionCallExprSyntax.self).last)
    #expect(index.rootDefinition(of: ExprSyntax(call))?.name == "cards")
  }
}
