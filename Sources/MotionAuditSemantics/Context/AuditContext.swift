import MotionAuditSyntax
import SwiftParser
import SwiftSyntax

/// Everything the rules share while one file is audited: the tree (parsed once), its index, the
/// Reduce Motion signal analysis (computed once, on first use) and the gate finder.
///
/// One context serves one file on one thread; it is not shared between files.
package final class AuditContext {
  /// The file as the user named it.
  package let file: String
  package let tree: SourceFileSyntax
  package let settings: AuditSettings
  /// The project-wide facts, recording what this file's audit asks of them.
  package let facts: FactQueries
  package let source: SourceText

  /// Declarations, calls, bindings and assignments of the file.
  package private(set) lazy var index = SourceIndex(tree: tree)

  /// The file's names resolved by scope, their uses and the values they are given: what flow
  /// questions run on.
  package private(set) lazy var defUse = DefUseIndex(tree: tree, bytes: source.bytes, index: index)

  /// The file's Reduce Motion signals.
  package private(set) lazy var signals = ReduceMotionSignals(
    index: index, configured: settings.signals, facts: facts,
    gateFinder: { [index] signals in MotionGateFinder(signals: signals, index: index) })

  private lazy var gateFinder = MotionGateFinder(signals: signals, index: index)

  /// The file's Reduce Motion signals together with the video autoplay ones
  /// (``VideoAutoplaySignals``), computed only for files a video rule asks about.
  package private(set) lazy var videoSignals = ReduceMotionSignals(
    index: index, configured: settings.signals, facts: facts,
    vocabulary: VideoAutoplaySignals.vocabulary,
    gateFinder: { [index] signals in MotionGateFinder(signals: signals, index: index) })

  private lazy var videoGateFinder = MotionGateFinder(signals: videoSignals, index: index)

  /// What the changes in the file's UIKit animation blocks do, looking into its methods.
  package private(set) lazy var uiKitChanges = UIKitChangeClassifier(index: index)

  /// The file's line break and indentation, for corrections: read from the whole file once.
  private(set) lazy var sourceStyle = SourceStyle(bytes: source.bytes)

  /// Whether the file may name an intro (``LaunchIntroVocabulary/mayNameIntro(_:)``): asked by
  /// the intro rules before anything else, once per file.
  package private(set) lazy var mayNameIntro = LaunchIntroVocabulary.mayNameIntro(source.bytes)

  /// The references to a name (``references(toName:)``), by the names asked about so far.
  private var referencesByName: [String: [DeclReferenceExprSyntax]] = [:]

  /// The references to `name` in the file, bare or as a member's name (`count` in
  /// `model.count`, `\.count`), in source order: found where its bytes occur
  /// (``SwiftSyntax/SyntaxProtocol/identifierTokens(spelling:in:)``), once per name.
  package func references(toName name: String) -> [DeclReferenceExprSyntax] {
    if let known = referencesByName[name] { return known }
    let references = tree.identifierTokens(spelling: name, in: source.bytes).compactMap { token in
      token.parent?.as(DeclReferenceExprSyntax.self).flatMap {
        $0.baseName.id == token.id ? $0 : nil
      }
    }
    referencesByName[name] = references
    return references
  }

  /// The file's extensions by extended type, for type-wide questions (``typeScope(of:)``).
  private(set) lazy var extensionDeclarations = tree.extensionDeclarationsByType()

  /// The Reduce Motion signal of each SwiftUI view a correction was asked for, by the view's
  /// declaration (see ``ReduceMotionCorrection/signal(around:in:)``).
  var correctionSignals: [SyntaxIdentifier: ReduceMotionCorrection.Signal?] = [:]
  /// The names each member of a view declares inside itself (locals, parameters, nested
  /// functions), by the member: a correction is never written over one of them.
  var namesDeclaredInMembers: [SyntaxIdentifier: Set<String>] = [:]

  package init(
    file: String, bytes: [UInt8], tree: SourceFileSyntax, settings: AuditSettings,
    projectFacts: ProjectFacts = .empty
  ) {
    self.file = file
    self.tree = tree
    self.settings = settings
    self.facts = FactQueries(projectFacts)
    self.source = SourceText(bytes: bytes)
  }

  /// Parses `source` into a context of its own: for tests of rules and of the signal analysis.
  package convenience init(
    file: String, source: String, settings: AuditSettings, projectFacts: ProjectFacts = .empty
  ) {
    let bytes = Array(source.utf8)
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    self.init(file: file, bytes: bytes, tree: tree, settings: settings, projectFacts: projectFacts)
  }

  /// Uses `index`, built by the engine during its walk, instead of walking the tree again on
  /// first use. Call before any rule runs.
  package func adoptIndex(_ index: SourceIndex) {
    self.index = index
  }

  /// The gate that decides `site` under Reduce Motion, or `nil` when it runs regardless.
  ///
  /// Pass the motion's call (`withAnimation(…)`, `.scaleEffect(…)`) so a signal in its value
  /// arguments counts; see ``MotionGateFinder/gate(of:followingCallers:)``.
  package func gate(of site: some SyntaxProtocol) -> MotionGate? {
    gateFinder.gate(of: site)
  }

  /// Whether a Reduce Motion signal decides `site`.
  package func isGated(_ site: some SyntaxProtocol) -> Bool {
    gate(of: site) != nil
  }

  /// The gate that decides `site` under Reduce Motion or Auto-Play Video Previews (or the app's
  /// own autoplay setting), or `nil` when the video plays regardless.
  package func videoGate(of site: some SyntaxProtocol) -> MotionGate? {
    videoGateFinder.gate(of: site)
  }

  /// Whether any expression inside `node` is a Reduce Motion signal.
  package func containsSignal(_ node: some SyntaxProtocol) -> Bool {
    signals.containsSignal(node)
  }

  /// Line and character column of `position`.
  package func point(of position: AbsolutePosition) -> SourcePoint {
    source.point(of: position)
  }
}
