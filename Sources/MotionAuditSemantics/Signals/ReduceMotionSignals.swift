import MotionAuditSyntax
import SwiftSyntax

/// Which expressions of a file tell whether Reduce Motion is on: the "signals" that gate motion.
///
/// Computed once per file, from the ``SourceIndex``:
/// - **Built-in names**: `accessibilityReduceMotion`, `UIAccessibility.isReduceMotionEnabled`,
///   `WKAccessibilityIsReduceMotionEnabled()`,
///   `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`,
///   `UIAccessibility.prefersCrossFadeTransitions`; MotionAware's API (names starting with
///   `motionAware` / `withMotionAware`, its gated types).
/// - **Names that say so**: any identifier containing `reduceMotion`, `reducesMotion`,
///   `reducedMotion`, `reducingMotion` or `motionReduced`, or the same of animation
///   (`reduceAnimations`, `isAnimationReduced`; case-insensitive), as Bool parameters and
///   properties such as `reduceMotion`, `isReduceMotionEnabled`, `prefersReducedMotion` are.
/// - **Bound names**: properties bound to `@Environment(\.accessibilityReduceMotion)` (or
///   `\.accessibilityPrefersCrossFadeTransitions`, MotionAware's `\.motionPreferences` and
///   `\.motionPolicy`) under any name.
/// - **Propagation**, to a fixed point: locals, stored and computed properties and parameter
///   defaults whose value contains a signal; arguments passed to functions and types declared in
///   the same file (the parameter or memberwise property becomes a signal); `onChange(of:)`
///   closure parameters; and flags switched (`= true`, `.toggle()`) only where a signal decides.
/// - **Configured** expressions (``ConfiguredSignal``).
/// - For a family of rules, a further ``SignalVocabulary`` (the video rules add
///   ``VideoAutoplaySignals/vocabulary``), propagated like the rest.
///
/// Names are tracked per file, not per scope: a local that shadows a signal's name counts as one.
package final class ReduceMotionSignals {
  /// System and MotionAware names that are signals wherever they appear.
  package static let builtInNames = MotionSignalTable.names(for: settings, from: .system)

  /// Environment keys whose bound property is a signal.
  package static let environmentKeys = MotionSignalTable.environmentKeys(
    for: settings, from: [.system, .motionAware])

  /// Lowercased fragments that make a name a signal by itself.
  /// The built-in names and MotionAware's gated types and environment keys: one lookup, since
  /// every name a signal search meets is asked.
  private static let signalNames = builtInNames.union(MotionAwareAPI.gatedTypes)
    .union(MotionAwareAPI.environmentKeys)

  static let nameFragments = MotionSignalTable.fragments(for: [.reduceMotion])
  private static let fragmentSearch = NameFragments(nameFragments)

  /// The settings whose signals these are: Prefer Cross-Fade Transitions asks for fades instead
  /// of slides, as Reduce Motion does.
  static let settings: Set<MotionSetting> = [.reduceMotion, .crossFadeTransitions]

  /// At most this many propagation rounds (a chain of more assignments is not followed).
  static let maximumPropagationRounds = 16

  /// Names bound to a signal in this file (declared, assigned or passed).
  package private(set) var boundNames: Set<String> = []

  private let configured: [ConfiguredSignal]
  private let configuredNames: Set<String>
  private let facts: FactQueries?
  private let vocabulary: SignalVocabulary
  private var containsCache: [SyntaxIdentifier: Bool] = [:]

  /// Analyzes the file behind `index`; `gates` decides flag switches during propagation, and
  /// `vocabulary` names further signals.
  init(
    index: SourceIndex, configured: [ConfiguredSignal], facts: FactQueries? = nil,
    vocabulary: SignalVocabulary = .none,
    gateFinder: (ReduceMotionSignals) -> MotionGateFinder
  ) {
    self.facts = facts
    self.vocabulary = vocabulary
    self.configured = configured
    self.configuredNames = Set(configured.map(\.name))
    for binding in index.bindings {
      if let key = binding.environmentKey, Self.environmentKeys.contains(key) {
        boundNames.insert(binding.name)
      } else if let type = binding.typeText, MotionAwareAPI.gatedTypes.contains(type) {
        boundNames.insert(binding.name)
      }
    }
    propagate(index: index, gates: gateFinder(self))
  }

  /// Whether `name` alone is a signal (built in, named like one, bound in this file, or a
  /// helper or setting that other files declare gated: ``ProjectFacts/gatingNames``).
  package func isSignal(name: String) -> Bool {
    boundNames.contains(name) || Self.isSignalByName(name) || vocabulary.contains(name)
      || facts?.isGating(name) == true
  }

  /// Whether `name` is a helper that the project's facts show a signal decides (a `View`
  /// extension backed by a modifier that reads Reduce Motion).
  package func isGatingHelper(_ name: String) -> Bool {
    facts?.isGating(name) == true
  }

  /// Whether `name` is a signal wherever it appears: a built-in, a name that says "reduce
  /// motion", or MotionAware's API.
  package static func isSignalByName(_ name: String) -> Bool {
    if signalNames.contains(name) || MotionAwareAPI.isGatedCall(named: name) { return true }
    guard name.utf8.count >= 12 else { return false }
    return fragmentSearch.occur(in: name)
  }

  /// Whether any expression inside `node` is a signal.
  package func containsSignal(_ node: some SyntaxProtocol) -> Bool {
    let id = Syntax(node).id
    if let cached = containsCache[id] { return cached }
    let result =
      node.firstDescendant { candidate in
        guard candidate.kind == .declReferenceExpr,
          let reference = candidate.as(DeclReferenceExprSyntax.self)
        else { return false }
        return isSignal(reference)
      } != nil
    containsCache[id] = result
    return result
  }

  /// Whether any of `expressions` contains a signal.
  package func containsSignal(_ expressions: [ExprSyntax]) -> Bool {
    expressions.contains { containsSignal($0) }
  }

  @inline(never)
  private func isSignal(_ reference: DeclReferenceExprSyntax) -> Bool {
    let name = reference.baseName.identifierName
    if isSignal(name: name) { return true }
    guard configuredNames.contains(name) else { return false }
    return configured.contains { signal in
      guard signal.name == name else { return false }
      guard signal.components.count > 1 else { return true }
      guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id, let base = member.base
      else { return false }
      var baseText = base.compactText
      if baseText.hasPrefix("self.") { baseText.removeFirst(5) }
      return baseText == signal.qualifier || baseText.hasSuffix("." + signal.qualifier)
    }
  }

  // MARK: Propagation

  private enum Flow {
    /// The target is a signal when the value contains one.
    case value(target: String, value: [ExprSyntax])
    /// The target is a signal when the site is gated (a flag switched on a decided path).
    case switchedAt(target: String, site: Syntax)

    var target: String {
      switch self {
      case .value(let target, _), .switchedAt(let target, _): target
      }
    }
  }

  private func propagate(index: SourceIndex, gates: MotionGateFinder) {
    // A value that holds no signal can become one only through a name bound since it was read:
    // from the second round on, a value is read again only when it names one of those.
    var pending = flows(in: index).map { PendingFlow(flow: $0) }
    var boundLastRound: Set<String>?
    for _ in 0..<Self.maximumPropagationRounds {
      var bound: Set<String> = []
      var unresolved: [PendingFlow] = []
      for var item in pending {
        let target = item.flow.target
        guard !boundNames.contains(target) else { continue }
        let holds: Bool
        switch item.flow {
        case .value(_, let value):
          if let boundLastRound {
            let names =
              item.names ?? Set(ConditionQueries.referencedNames(in: value.map(Syntax.init)))
            item.names = names
            holds =
              !(names.isDisjoint(with: boundLastRound) && names.isDisjoint(with: bound))
              && containsSignal(value)
          } else {
            holds = containsSignal(value)
          }
        case .switchedAt(_, let site): holds = gates.gate(of: site, followingCallers: false) != nil
        }
        if holds {
          boundNames.insert(target)
          bound.insert(target)
        } else {
          unresolved.append(item)
        }
      }
      pending = unresolved
      guard !bound.isEmpty else { return }
      boundLastRound = bound
      // New names can make more expressions signals.
      containsCache.removeAll(keepingCapacity: true)
      gates.forgetResults()
    }
  }

  /// A flow not yet known to carry a signal, with the names its value refers to once read.
  private struct PendingFlow {
    var flow: Flow
    var names: Set<String>?
  }

  private func flows(in index: SourceIndex) -> [Flow] {
    var flows: [Flow] = []
    for binding in index.bindings {
      if let value = binding.value, binding.name != "body",
        !(binding.typeText?.hasPrefix("some") ?? false)
      {
        flows.append(.value(target: binding.name, value: [value]))
      }
    }
    for assignment in index.assignments {
      if assignment.isFlagSwitch {
        flows.append(.switchedAt(target: assignment.name, site: assignment.site))
      }
      if !assignment.value.isEmpty {
        flows.append(.value(target: assignment.name, value: assignment.value))
      }
    }
    for lists in index.parameterLists.values {
      for parameter in lists.joined() {
        if let defaultValue = parameter.defaultValue {
          flows.append(.value(target: parameter.name, value: [defaultValue]))
        }
      }
    }
    for (name, calls) in index.calls {
      if name == "onChange" {
        flows.append(contentsOf: calls.flatMap(onChangeFlows))
      } else if let lists = index.parameterLists[name] {
        flows.append(contentsOf: calls.flatMap { argumentFlows($0, parameterLists: lists) })
      } else if index.declaresType(name) {
        // Memberwise initializer: each label is a stored property.
        flows.append(
          contentsOf: calls.flatMap { call in
            call.arguments.compactMap { argument -> Flow? in
              guard let label = argument.label?.identifierName else { return nil }
              return .value(target: label, value: [argument.expression])
            }
          })
      }
    }
    return flows
  }

  /// `value: !reduceMotion` passed to a function declared in this file makes its parameter a
  /// signal.
  private func argumentFlows(
    _ call: FunctionCallExprSyntax, parameterLists: [[SourceIndex.Parameter]]
  ) -> [Flow] {
    let arguments = Array(call.arguments)
    var flows: [Flow] = []
    for parameters in parameterLists where parameters.count >= arguments.count {
      var parameterIndex = 0
      for argument in arguments {
        let label = argument.label?.identifierName
        while parameterIndex < parameters.count, parameters[parameterIndex].label != label,
          parameters[parameterIndex].defaultValue != nil
        {
          parameterIndex += 1
        }
        guard parameterIndex < parameters.count, parameters[parameterIndex].label == label else {
          break
        }
        if !argument.expression.withoutWrappers.is(ClosureExprSyntax.self) {
          flows.append(
            .value(target: parameters[parameterIndex].name, value: [argument.expression]))
        }
        parameterIndex += 1
      }
    }
    return flows
  }

  /// `.onChange(of: reduceMotion) { _, newValue in … }`: the closure's parameters carry the value.
  private func onChangeFlows(_ call: FunctionCallExprSyntax) -> [Flow] {
    guard let observed = call.argument(labeled: "of")?.expression,
      let closure = call.closures.first
    else { return [] }
    return closure.parameterNames.filter { $0 != "_" }.map {
      .value(target: $0, value: [observed])
    }
  }
}
