import Foundation
import MotionAudit
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import MotionAudit
@testable import MotionAuditEngine
@testable import MotionAuditSemantics
@testable import MotionAuditSources
@testable import MotionAuditSyntax

/// The engine's shortcuts — names read once, nodes handed only to the rules that name them, the
/// index built during the rules' walk — change what the rules cost, never what they find.
@Suite struct RuleDispatchTests {
  /// Every rule example and every file of the example apps, as (name, source).
  private func sources() throws -> [(name: String, text: String)] {
    var result: [(String, String)] = []
    for rule in RuleRegistry.all {
      let description = rule.description
      for (index, example)
        in (description.triggeringExamples
        + description.nonTriggeringExamples).enumerated()
      {
        result.append(("\(description.id) example \(index)", example.codeWithoutMarkers))
      }
    }
    for app in ["Examples/NaiveApp", "Examples/PipApp"] {
      let discovery = try SourceDiscovery.discover(
        app, currentDirectory: RepositoryFiles.root.path)
      for file in discovery.files {
        result.append((file.path, try String(contentsOfFile: file.resolvedPath, encoding: .utf8)))
      }
    }
    return result
  }

  @Test func matchedNamesNeverChangeFindings() throws {
    let named = AuditPlan(settings: .defaults, prefilter: nil)
    let unnamed = AuditPlan(settings: .defaults, prefilter: nil, honoursMatchedNames: false)
    let sources = try sources()
    let mismatches = AuditThread.run {
      sources.filter { source in
        let bytes = Array(source.text.utf8)
        return FileAuditor.audit(file: source.name, bytes: bytes, plan: named)
          != FileAuditor.audit(file: source.name, bytes: bytes, plan: unnamed)
      }.map(\.name)
    }
    #expect(mismatches.isEmpty)
  }

  /// Calls and member accesses are matched by name (or all of them), never as other kinds; every
  /// kind a rule matches is one the engine's walk visits; and every rule but a project rule
  /// matches something, or it would never run.
  @Test(arguments: RuleRegistry.ids)
  func matchersMatchSomething(ruleID: String) throws {
    let rule = try #require(RuleRegistry.rule(withID: ruleID))
    let matcher = rule.matcher
    #expect(matcher.kinds.isDisjoint(with: MatchableKind.namedSyntaxKinds))
    #expect(matcher.visitedKinds.isSubset(of: RuleWalker.matchableKinds))
    #expect(rule is any ProjectRule.Type || !matcher.visitedKinds.isEmpty)
  }

  /// A rule asking for capitalised calls gets those and the names it lists besides; a rule
  /// asking for an argument label gets the arguments with that label, and no one gets an
  /// unlabelled argument.
  @Test func capitalisedCallsAndLabelledArgumentsGoOnlyToTheRulesAskingForThem() throws {
    let plan = AuditPlan(settings: .defaults, prefilter: nil)
    func rule(_ id: String) throws -> Int { try #require(plan.rules.firstIndex { $0.id == id }) }
    let intro = try rule(LaunchIntroIgnoresReduceMotionRule.description.id)
    let character = try rule(IntroCharacterVisibleToVoiceOverRule.description.id)
    let autoplay = try rule(AutoplayIgnoresAnimatedImagesRule.description.id)

    let calls = plan.dispatchRules[try #require(plan.dispatchSlot(of: .functionCallExpr))]
    #expect(calls.capitalized.contains(intro) && calls.capitalized.contains(character))
    #expect(!calls.everyNode.contains(intro) && !calls.everyNode.contains(character))
    #expect(calls.byName["view"]?.contains(character) == true)
    #expect(!calls.byName.values.contains { $0.contains(intro) })
    #expect(calls.isWanted(name: "IntroView") && calls.isWanted(name: "Écran"))

    let arguments = plan.dispatchRules[try #require(plan.dispatchSlot(of: .labeledExpr))]
    #expect(arguments.byName == ["loopMode": [autoplay]] && arguments.everyNode.isEmpty)
    #expect(arguments.isWanted(name: "loopMode"))
    #expect(!arguments.isWanted(name: "animation") && !arguments.isWanted(name: nil))

    let unnamed = AuditPlan(settings: .defaults, prefilter: nil, honoursMatchedNames: false)
    let everyCall = unnamed.dispatchRules[try #require(unnamed.dispatchSlot(of: .functionCallExpr))]
    #expect(everyCall.everyNode.contains(intro) && everyCall.capitalized.isEmpty)

    // Labels are read only in a file that spells one a rule lists, backticked or not.
    #expect(arguments.mayMatch(in: Array("LottieView(animation: a).playing(loopMode: .loop)".utf8)))
    #expect(arguments.mayMatch(in: Array("f(`loopMode`: x)".utf8)))
    #expect(!arguments.mayMatch(in: Array("LottieView(animation: a).playing(.loop)".utf8)))
    #expect(calls.mayMatch(in: []))
  }

  /// The references to a name found where its bytes occur are the tree's references to it, on
  /// every example and on names in comments, strings, backticks, key paths and member accesses.
  @Test func referencesFoundByTheirBytesAreTheTreesReferences() throws {
    let tricky = """
      // count is 3
      let `count` = model.count + count(of: "count") + items.map(\\.count).count
      func count(of text: String) -> Int { countdown }
      """
    for source in try sources() + [("tricky", tricky)] {
      let bytes = Array(source.text.utf8)
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      let context = AuditContext(file: source.name, bytes: bytes, tree: tree, settings: .defaults)
      let walked = Dictionary(
        grouping: tree.descendants(ofType: DeclReferenceExprSyntax.self),
        by: \.baseName.identifierName)
      for (name, references) in walked {
        #expect(
          context.references(toName: name).map(\.id) == references.map(\.id),
          "\(source.name): \(name)")
      }
      #expect(context.references(toName: "nowhereInTheFile").isEmpty)
    }
    let bytes = Array(tricky.utf8)
    let context = AuditContext(
      file: "tricky", bytes: bytes, tree: Parser.parse(source: tricky), settings: .defaults)
    #expect(context.references(toName: "count").count == 4)
  }

  @Test func callNamesReadOnceAgreeWithTheCallToken() throws {
    var disagreements: [String] = []
    for source in try sources() {
      let tree = Parser.parse(source: source.text)
      tree.walkDescendants { node in
        if let call = node.as(FunctionCallExprSyntax.self),
          call.calleeName != call.calleeToken?.identifierName
        {
          disagreements.append("\(source.name): \(call.calledExpression.compactText)")
        }
        return .visitChildren
      }
    }
    #expect(disagreements.isEmpty)
    let special = Parser.parse(source: "Foo.init(1); `default`(); a?.b!(); (f)(); x[0]()")
    let names = special.descendants(ofType: FunctionCallExprSyntax.self).map(\.calleeName)
    #expect(names == ["Foo", "default", "b", "f", nil])
  }

  @Test func theIndexBuiltDuringTheWalkIsTheIndexBuiltOnDemand() throws {
    var scopesDecidingLayout = 0
    for source in try sources() {
      let bytes = Array(source.text.utf8)
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      let walked = AuditContext(file: source.name, bytes: bytes, tree: tree, settings: .defaults)
      _ = RuleWalker.run(AuditPlan(settings: .defaults, prefilter: nil), in: walked)
      let onDemand = SourceIndex(tree: tree)
      let index = walked.index
      #expect(
        index.calls.mapValues { $0.map(\.id) } == onDemand.calls.mapValues { $0.map(\.id) },
        "\(source.name)")
      #expect(index.bindings.map(\.node.id) == onDemand.bindings.map(\.node.id))
      #expect(
        index.assignments.map { "\($0.name)@\($0.site.id)" }
          == onDemand.assignments.map { "\($0.name)@\($0.site.id)" })
      #expect(
        index.typeDeclarations.mapValues { $0.map(\.id) }
          == onDemand.typeDeclarations.mapValues { $0.map(\.id) })
      #expect(
        index.parameterLists.mapValues { $0.map { $0.map(\.name) } }
          == onDemand.parameterLists.mapValues { $0.map { $0.map(\.name) } })
      #expect(index.branchings.map(\.id) == onDemand.branchings.map(\.id))
      // What decides layout, read from the index, is what a walk of the scope finds.
      for scope in [Syntax(tree)] + index.typeDeclarations.values.joined() {
        let changes = LayoutQueries.layoutChanges(in: scope, index: index)
        #expect(changes == LayoutQueries.layoutChanges(in: scope), "\(source.name)")
        if !changes.isEmpty { scopesDecidingLayout += 1 }
      }
    }
    #expect(scopesDecidingLayout > 50)
  }
}
