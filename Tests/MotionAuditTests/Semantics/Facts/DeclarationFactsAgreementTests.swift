import Foundation
import SwiftParser
import TestSupport
import Testing

@testable import MotionAuditSemantics
@testable import MotionAuditSources

/// The token pass, which the audit runs on every file before any is parsed, and the tree pass,
/// which finds the same declarations and uses of names in the parsed file, give the same facts on
/// the example apps (and on the benchmark corpus: `motion-audit-benchmark --only facts`, which CI
/// runs).
@Suite struct DeclarationFactsAgreementTests {
  /// Where the two passes disagree on these files, and why the audit keeps the token pass's
  /// reading: file, then the difference as ``DeclarationFacts/disagreements(in:tree:configuredSignals:)`` words it.
  static let knownDisagreements: [String: [String]] = [:]

  @Test func theTwoPassesAgreeOnTheExampleApps() throws {
    var found: [String: [String]] = [:]
    var files = 0
    var declarations = 0
    var uses = 0
    for app in ["Examples/NaiveApp", "Examples/PipApp"] {
      let discovery = try SourceDiscovery.discover(app, currentDirectory: RepositoryFiles.root.path)
      for file in discovery.files {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file.resolvedPath)))
        let differences = Self.differences(in: bytes)
        let facts = DeclarationFacts(scanning: bytes)
        declarations +=
          facts.deciders.count + facts.methods.count + facts.appMotionSettings.count
          + facts.geometryEffectTypes.count + facts.propertyAnimatorFactories.count
          + facts.mediaSources.count
        uses +=
          facts.animatedStates.count + facts.layoutMembers.count + facts.layoutStates.count
          + facts.geometryMembers.count + facts.modifierMembers.count
          + facts.mediaAssignments.count + facts.transitionedLayoutMembers.count
          + facts.namespaceRecipients.count
        if !differences.isEmpty { found[file.path] = differences }
        files += 1
      }
    }
    #expect(files > 10)
    #expect(declarations >= 20)
    #expect(uses >= 20)
    #expect(found == Self.knownDisagreements)
  }

  /// Where the passes disagree, the audit keeps the token pass's reading, as its reports show:
  /// a property's observers are read as part of its value (`= false { didSet { … } }` is no
  /// plain Bool there, so no setting), which the tree pass reads apart.
  @Test func propertyObserversAreTheValueToTheTokenPass() {
    let source = """
      struct PlaybackSettings {
        var autoplayAnimations = false { didSet { save() } }
        func save() {}
      }
      """
    #expect(
      Self.differences(in: Array(source.utf8)) == [
        "appMotionSettings: token pass [], tree pass [\"autoplayAnimations\"]"
      ])
  }

  /// A function with a `where` clause has no body to the token pass, which stops at the clause:
  /// it records nothing of it, where the tree pass records a method.
  @Test func aWhereClauseHidesAFunctionFromTheTokenPass() {
    let source = """
      final class Cards {
        var rows: [Int] = []
        func clear<C: Collection>(_ items: C) where C.Element == Int { rows.removeAll() }
      }
      """
    let method = DeclarationFacts.MethodEffect(
      name: "clear", movesViews: false, calls: ["removeAll"])
    #expect(
      Self.differences(in: Array(source.utf8)) == [
        "methods: token pass [], tree pass \([method])"
      ])
  }

  /// A view extension named `if` (`.if(isCompact, transform: { view in … })`) is an `if`
  /// statement to the token pass, which reads its arguments as the condition of the next block
  /// that creates a view; the tree pass sees a modifier. (So is an argument label `if:`.) Found
  /// on 5 of 6,590 files of nine accuracy apps, the only difference in the uses of names there.
  @Test func aModifierNamedIfIsAConditionToTheTokenPass() {
    let source = """
      struct Card: View {
        var body: some View {
          Text("card")
            .if(isCompact, transform: { view in view.padding() })
            .overlay {
              Badge()
            }
        }
      }
      """
    #expect(
      Self.differences(in: Array(source.utf8)) == [
        "layoutStates: token pass [\"isCompact\", \"transform\", \"view\"], tree pass []"
      ])
  }

  /// The example apps give no view a namespace: both passes find the view a namespace is given
  /// to, animated without a gate, here.
  @Test func bothPassesFindTheViewsGivenANamespace() {
    let source = """
      struct Gallery: View {
        @Namespace private var hero
        @State private var selected: Int?
        var body: some View {
          Thumbnail(id: 1, namespace: hero)
            .onTapGesture { withAnimation { selected = 1 } }
          Caption(text: "hero")
        }
      }
      """
    let bytes = Array(source.utf8)
    let collected = DeclarationFacts(
      collectingDeclarationsOf: Parser.parse(source: source), bytes: bytes)
    #expect(collected.namespaceRecipients == [.init(type: "Thumbnail", isAnimatedUngated: true)])
    #expect(Self.differences(in: bytes).isEmpty)
  }

  /// What the two passes say differently about `bytes`.
  static func differences(in bytes: [UInt8]) -> [String] {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    return DeclarationFacts.disagreements(in: bytes, tree: tree)
  }
}
