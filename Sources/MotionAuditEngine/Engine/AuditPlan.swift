import MotionAudit
import MotionAuditSemantics
import MotionAuditSources
import SwiftSyntax

/// Settings resolved once for a run rather than once per file: the enabled rules with their
/// severities, which rules each syntax kind is handed to, and the pre-filter.
///
/// A plain value, shared read-only by every worker of a run.
package struct AuditPlan: Sendable {
  /// A rule that runs, and the severity of its findings.
  struct EnabledRule: Sendable {
    var type: any Rule.Type
    var severity: Severity
    /// The rule's id, read once: a rule's description is a large value, copied on every read.
    var id: String
  }

  package let settings: AuditSettings
  /// What the project's other files declare (see ``ProjectFacts``); empty for a file audited on
  /// its own.
  package var projectFacts: ProjectFacts = .empty
  /// Decides which files are parsed at all; `nil` parses every valid file.
  package let prefilter: TokenPrefilter?
  /// The pre-filter given the project's resources, read before the Swift files: it rules out the
  /// files whose only tokens the project settles (``ProjectOccurrenceTest``). `nil` when the run
  /// did not read them or no enabled rule tests against them.
  let projectPrefilter: TokenPrefilter?
  /// The enabled rules, in the order of `settings.rules` (unknown ids dropped).
  let rules: [EnabledRule]
  /// The ids of ``rules``.
  let enabledRuleIDs: Set<String>
  /// Whether a project rule (``RuleRegistry/projectRuleIDs``) is among ``rules``.
  let runsProjectRules: Bool
  /// The syntax kinds some rule visits. A short list searched in order: a handful of comparisons
  /// cost less than hashing the kind of every node of the tree.
  let dispatchKinds: [SyntaxKind]
  /// For each of ``dispatchKinds``, which rules (indices in ``rules``) get its nodes.
  let dispatchRules: [KindDispatch]
  /// For each of ``rules``, the cases its matcher yields to another rule (``SharedCase``).
  let yieldedCases: [[SharedCase]]
  /// With a pre-filter, each rule's own (its tokens, exceptions or condition): a parsed file is
  /// handed only to the rules whose tokens it holds, by the same argument that makes the
  /// pre-filter sound. `nil` without a pre-filter, so that audit stays the reference.
  let ruleFilters: [TokenPrefilter]?

  /// The rules the nodes of one syntax kind are handed to.
  struct KindDispatch: Sendable {
    /// Rules that get every node of the kind (for calls, member accesses and arguments, every
    /// named or labelled one).
    var everyNode: [Int] = []
    /// Rules that get only the calls, member accesses or arguments of a name or label
    /// (``RuleMatcher/Names/named(_:)``).
    var byName: [String: [Int]] = [:]
    /// Rules that get the calls, member accesses or arguments of a capitalised name
    /// (``RuleMatcher/Names/capitalized(besides:)``).
    var capitalized: [Int] = []

    /// Whether some node of this kind in a file of `bytes` can go to a rule: one rule takes
    /// every node, or capitalised names, or some name it lists occurs in the bytes.
    func mayMatch(in bytes: [UInt8]) -> Bool {
      !everyNode.isEmpty || !capitalized.isEmpty
        || byName.keys.contains { bytes.contains(subsequence: $0.utf8) }
    }

    /// Whether a node of this kind, with `name`, goes to some rule.
    func isWanted(name: String?) -> Bool {
      guard everyNode.isEmpty else { return true }
      guard let name else { return false }
      return byName[name] != nil || (!capitalized.isEmpty && name.startsUppercase)
    }
  }

  /// A plan for `settings` with the given pre-filter (`nil` for none).
  package init(settings: AuditSettings, prefilter: TokenPrefilter?) {
    self.init(
      settings: settings, prefilter: prefilter, projectPrefilter: nil, honoursMatchedNames: true)
  }

  /// A plan that, unless `honoursMatchedNames`, hands rules every named call and member access
  /// of the kinds they match whatever names their ``RuleMatcher`` lists: how a test shows that
  /// names only save work.
  init(
    settings: AuditSettings, prefilter: TokenPrefilter?, projectPrefilter: TokenPrefilter? = nil,
    honoursMatchedNames: Bool
  ) {
    self.settings = settings
    self.prefilter = prefilter
    self.projectPrefilter = prefilter == nil ? nil : projectPrefilter
    rules = settings.rules.compactMap { setting in
      RuleRegistry.rule(withID: setting.id).map {
        EnabledRule(type: $0, severity: setting.severity, id: setting.id)
      }
    }
    enabledRuleIDs = Set(rules.map(\.id))
    runsProjectRules = !RuleRegistry.projectRuleIDs.isDisjoint(with: enabledRuleIDs)
    var dispatch: [SyntaxKind: KindDispatch] = [:]
    for (index, rule) in rules.enumerated() {
      let matcher = rule.type.matcher
      for matchable in MatchableKind.allCases {
        guard let names = matchable.names(in: matcher), !names.isEmpty else { continue }
        let kind = matchable.syntaxKind
        switch names {
        case .named(let names) where honoursMatchedNames:
          for name in names {
            dispatch[kind, default: KindDispatch()].byName[name, default: []].append(index)
          }
        case .capitalized(let besides) where honoursMatchedNames:
          dispatch[kind, default: KindDispatch()].capitalized.append(index)
          // A capitalised name listed besides would hand its nodes over twice.
          for name in besides where !name.startsUppercase {
            dispatch[kind, default: KindDispatch()].byName[name, default: []].append(index)
          }
        default:
          dispatch[kind, default: KindDispatch()].everyNode.append(index)
        }
      }
      for kind in matcher.kinds.subtracting(MatchableKind.namedSyntaxKinds) {
        dispatch[kind, default: KindDispatch()].everyNode.append(index)
      }
    }
    dispatchKinds = Array(dispatch.keys)
    dispatchRules = dispatchKinds.map { dispatch[$0] ?? KindDispatch() }
    yieldedCases = rules.map { Array($0.type.matcher.yields) }
    ruleFilters = prefilter == nil ? nil : rules.map { $0.type.description.tokenPrefilter }
  }

  /// Which of ``rules`` can fire in a file with these bytes (all of them without a pre-filter).
  /// The file's groups are read once for all the rules (``ByteGroupSet``).
  func activeRules(in bytes: [UInt8]) -> [Bool] {
    guard let ruleFilters else { return Array(repeating: true, count: rules.count) }
    return bytes.withUnsafeBufferPointer { buffer in
      let groups = ByteGroupSet(buffer)
      return ruleFilters.map { $0.mayConcern(buffer, groups: groups) }
    }
  }

  /// A plan for `settings` whose pre-filter looks for the enabled rules' required tokens, and for
  /// `additionalTokens`: the hook through which something else that reads parsed files (a
  /// collector of facts for project-level checks, such as image and colour names) gets the files
  /// holding its identifiers parsed too. (Facts that feed a registered rule need no hook: that
  /// rule's `requiredTokens` already count.)
  ///
  /// With `project`, the resources read before the Swift files (asset catalogs and image files),
  /// the plan also rules out the files whose only tokens the project settles (see
  /// ``parsingNeed(_:)``).
  package init(
    settings: AuditSettings, additionalTokens: [String] = [], project: ProjectContext? = nil
  ) {
    self.init(
      settings: settings,
      prefilter: TokenPrefilter(settings: settings, additionalTokens: additionalTokens),
      projectPrefilter: project.flatMap { project in
        settings.enablesProjectOccurrenceTests
          ? TokenPrefilter(
            settings: settings, additionalTokens: additionalTokens, project: project) : nil
      },
      honoursMatchedNames: true)
  }

  /// Whether rule `rule` (an index in ``rules``) yields `node` to another rule.
  func yields(_ rule: Int, _ node: MatchedNode) -> Bool {
    let cases = yieldedCases[rule]
    return !cases.isEmpty && cases.contains { $0.holds(node) }
  }

  /// The position in ``dispatchKinds`` of `kind`, or `nil` when no rule visits it.
  @inline(__always)
  func dispatchSlot(of kind: SyntaxKind) -> Int? {
    var slot = 0
    while slot < dispatchKinds.count {
      if dispatchKinds[slot] == kind { return slot }
      slot += 1
    }
    return nil
  }

  /// Whether a file with these (valid) bytes needs parsing: some rule runs and the pre-filter, if
  /// any, finds one of its tokens.
  package func needsParsing(_ bytes: [UInt8]) -> Bool {
    parsingNeed(bytes) == .needed
  }

  /// Whether a file needs parsing, and why not.
  package enum ParsingNeed: Sendable, Hashable {
    /// No rule can fire in the file, whatever the project's other files hold.
    case none
    /// No rule can fire in the file given the project's resources as they are now (every file
    /// ruled out by a plan that knows them): a later run with other catalogs must ask again, so
    /// the file's empty result is cached only together with the resources' fingerprint.
    case noneGivenTheProject
    case needed
  }

  /// Whether the plan rules files out by the project's resources.
  var testsTheProject: Bool { projectPrefilter != nil }

  /// Whether a file with these (valid) bytes needs parsing (see ``ParsingNeed``).
  package func parsingNeed(_ bytes: [UInt8]) -> ParsingNeed {
    guard !rules.isEmpty else { return .none }
    guard let prefilter else { return .needed }
    // One scan: with the resources, a file they do not settle is ruled out given them too, so a
    // change of catalogs has each file scanned again (not parsed) on the next run.
    if (projectPrefilter ?? prefilter).mayConcern(bytes) { return .needed }
    // Suppression comments are checked even where no rule can fire.
    if bytes.contains(subsequence: SuppressionDirectives.prefix.utf8) { return .needed }
    return projectPrefilter == nil ? .none : .noneGivenTheProject
  }
}

extension AuditSettings {
  /// Whether an enabled rule's pre-filter leaves out occurrences by the project's resources
  /// (``ProjectOccurrenceTest``), so that reading them before the Swift files pays.
  var enablesProjectOccurrenceTests: Bool {
    rules.contains {
      RuleRegistry.rule(withID: $0.id)?.description.requiredTokenCondition?.readsProject ?? false
    }
  }
}
