import MotionAuditSources

/// Every file's ``DeclarationFacts`` merged, with the verdicts that need the whole project:
/// which helpers are gated (directly, or through other helpers to a fixed point), which members
/// drive geometry, which methods move views.
///
/// Rules query it by name. Names are not resolved to declarations (the fact pass does not
/// type-check), so two declarations of one name in different types count as one: a helper is
/// gated when every declaration of its name is, a member drives geometry when any does.
package struct ProjectFacts: Sendable, Hashable {
  /// No facts: what a file audited on its own sees.
  package static let empty = ProjectFacts(merging: [])

  /// Helpers, modifiers and settings whose value a Reduce Motion signal (or the app's own motion
  /// setting) decides: using one gates motion like the signal itself.
  package let gatingNames: Set<String>
  /// The app's own Bool settings that stop motion or animated images.
  package let appMotionSettings: Set<String>
  /// Animation helpers that no signal decides, with the spring, curve or loop they hold
  /// (`appSpring` → `spring`).
  package let ungatedAnimations: [String: String]
  /// Members that movement modifiers and geometry effects read.
  package let geometryMembers: Set<String>
  /// Functions and properties that return a `UIViewPropertyAnimator`.
  package let propertyAnimatorFactories: Set<String>
  /// Methods by name: `true` when a declaration of that name changes geometry (itself or through
  /// the methods it calls), `false` when every declaration is known to change none.
  package let methodMovesViews: [String: Bool]
  /// Names some `withAnimation` changes: `true` when one of those animations is ungated,
  /// `false` when a signal decides every one.
  package let animatedStates: [String: Bool]
  /// Members of other values that decide layout (`isShown` in `if model.isShown { Details() }`).
  package let layoutMembers: Set<String>
  /// Plain names that decide layout in some view (`if isExpanded { Details() }`).
  package let layoutStates: Set<String>
  /// Views given another view's namespace: `true` when one that gives it animates ungated.
  package let namespaceRecipients: [String: Bool]
  /// Methods by name, with the names their declarations assign or toggle.
  package let methodAssignments: [String: Set<String>]
  /// URLs and images the app's own motion setting decides: sources that read the setting (to
  /// serve a still image), and the names assigned from them, to a fixed point.
  package let settingDecidedMedia: Set<String>
  /// For each name an ungated `withAnimation` changes, the first such `withAnimation` (by file
  /// and line) whose file is known: the related location of the motion it drives elsewhere.
  package let ungatedAnimationSites: [String: RelatedLocation]
  /// Members that insert a view with an ungated movement transition somewhere.
  package let transitionedLayoutMembers: Set<String>
  /// Every name the facts above say something of: most names asked about are none of them.
  private let describedNames: Set<String>

  /// `files`' facts merged, in their order.
  package init(merging files: [DeclarationFacts]) {
    var accumulator = Accumulator()
    for (order, facts) in files.enumerated() { accumulator.add(facts, order: order) }
    self.init(accumulator)
  }

  /// Files' facts gathered one file at a time, in any order, for ``ProjectFacts/init(_:)``: a
  /// file's facts can be let go as soon as they are added, so a run never holds every file's
  /// facts at once.
  package struct Accumulator: Sendable {
    var settings: Set<String> = []
    var deciders: [String: [DeclarationFacts.Decider]] = [:]
    /// For each decider name, the first animation its declarations hold, by the order of their
    /// files and then within the file.
    var firstAnimations: [String: (order: Int, position: Int, animation: String)] = [:]
    var geometry: Set<String> = []
    var effectTypes: Set<String> = []
    var modifierMembers: [String: Set<String>] = [:]
    var factories: Set<String> = []
    /// Every declaration of a method name together: whether one moves views, and what they call
    /// and assign.
    var methods: [String: (movesViews: Bool, calls: Set<String>, assigns: Set<String>)] = [:]
    var animatedStates: [String: Bool] = [:]
    var layoutMembers: Set<String> = []
    var layoutStates: Set<String> = []
    var recipients: [String: Bool] = [:]
    var media: [DeclarationFacts.NamedUses] = []
    var sites: [String: RelatedLocation] = [:]
    var transitioned: Set<String> = []

    package init() {}

    /// Adds one file's facts; `order` is the file's place in the project (the order of the
    /// files, whatever order they are added in, decides where two files disagree).
    package mutating func add(_ facts: DeclarationFacts, order: Int) {
      transitioned.formUnion(facts.transitionedLayoutMembers)
      if let file = facts.file {
        for state in facts.animatedStates where !state.isGated {
          guard let line = state.line, let column = state.column else { continue }
          let site = RelatedLocation(
            file: file, line: line, column: column,
            message: "`withAnimation` here animates its insertion")
          if let known = sites[state.name], (known.file, known.line) <= (file, line) { continue }
          sites[state.name] = site
        }
      }
      media += facts.mediaSources + facts.mediaAssignments
      layoutMembers.formUnion(facts.layoutMembers)
      layoutStates.formUnion(facts.layoutStates)
      for recipient in facts.namespaceRecipients {
        recipients[recipient.type] =
          (recipients[recipient.type] ?? false) || recipient.isAnimatedUngated
      }
      for state in facts.animatedStates {
        animatedStates[state.name] = (animatedStates[state.name] ?? false) || !state.isGated
      }
      settings.formUnion(facts.appMotionSettings)
      for (position, decider) in facts.deciders.enumerated() {
        deciders[decider.name, default: []].append(decider)
        guard let animation = decider.animationName else { continue }
        if let known = firstAnimations[decider.name],
          (known.order, known.position) <= (order, position)
        {
          continue
        }
        firstAnimations[decider.name] = (order, position, animation)
      }
      geometry.formUnion(facts.geometryMembers)
      effectTypes.formUnion(facts.geometryEffectTypes)
      for (type, members) in facts.modifierMembers {
        modifierMembers[type, default: []].formUnion(members)
      }
      factories.formUnion(facts.propertyAnimatorFactories)
      for method in facts.methods {
        // In place: a copy taken out of the dictionary would copy its sets on every union.
        Self.merge(method, into: &methods[method.name, default: (false, [], [])])
      }
    }

    private static func merge(
      _ method: DeclarationFacts.MethodEffect,
      into merged: inout (movesViews: Bool, calls: Set<String>, assigns: Set<String>)
    ) {
      merged.movesViews = merged.movesViews || method.movesViews
      merged.calls.formUnion(method.calls)
      merged.assigns.formUnion(method.assigns)
    }
  }

  /// The facts `accumulator` gathered, with the verdicts that need all of them.
  package init(_ accumulator: Accumulator) {
    var geometry = accumulator.geometry
    let settings = accumulator.settings
    let methods = accumulator.methods
    for (type, members) in accumulator.modifierMembers
    where accumulator.effectTypes.contains(type) {
      geometry.formUnion(members)
    }

    // Gated: every declaration of the name reads a signal, or uses a gated name. A decider is
    // looked at again only when a name it uses is gated.
    var gated = settings
    var undecided = accumulator.deciders
    var users: [String: [String]] = [:]
    for (name, declarations) in undecided {
      for decider in declarations {
        for reference in decider.references { users[reference, default: []].append(name) }
      }
    }
    var pending = Array(undecided.keys)
    while let name = pending.popLast() {
      guard let declarations = undecided[name],
        declarations.allSatisfy({ decider in
          decider.readsSignal || decider.references.contains(where: gated.contains)
        })
      else { continue }
      gated.insert(name)
      undecided[name] = nil
      pending += users[name] ?? []
    }
    var ungatedAnimations: [String: String] = [:]
    for (name, declarations) in undecided {
      guard declarations.allSatisfy({ $0.kind == .animation }),
        let animation = accumulator.firstAnimations[name]?.animation
      else { continue }
      ungatedAnimations[name] = animation
    }

    // A method moves views when one of its declarations changes geometry or calls one that does.
    let callers = Self.names(
      of: methods.map { (name: $0.key, uses: $0.value.calls) },
      reaching: Set(methods.filter(\.value.movesViews).keys))
    var moves: [String: Bool] = methods.mapValues(\.movesViews)
    for name in callers { moves[name] = true }

    let decidedMedia = Self.names(
      of: accumulator.media.map { (name: $0.name, uses: $0.uses) }, reaching: settings)

    gatingNames = gated
    appMotionSettings = settings
    settingDecidedMedia = decidedMedia
    ungatedAnimationSites = accumulator.sites
    transitionedLayoutMembers = accumulator.transitioned
    self.ungatedAnimations = ungatedAnimations
    geometryMembers = geometry
    propertyAnimatorFactories = accumulator.factories
    methodMovesViews = moves
    animatedStates = accumulator.animatedStates
    layoutMembers = accumulator.layoutMembers
    layoutStates = accumulator.layoutStates
    namespaceRecipients = accumulator.recipients
    methodAssignments = methods.compactMapValues { $0.assigns.isEmpty ? nil : $0.assigns }
    describedNames = gatingNames.union(appMotionSettings).union(ungatedAnimations.keys)
      .union(geometryMembers).union(propertyAnimatorFactories).union(methodMovesViews.keys)
      .union(animatedStates.keys).union(layoutMembers).union(layoutStates)
      .union(namespaceRecipients.keys).union(methodAssignments.keys).union(settingDecidedMedia)
      .union(ungatedAnimationSites.keys).union(transitionedLayoutMembers)
  }

  /// The names of `entries` that use one of `roots`, directly or through other entries: an entry
  /// joins when one of its uses is a root or the name of an entry that joined. Uses are followed
  /// back from the roots, so each entry is looked at once per use that joins, not once a round.
  static func names(
    of entries: [(name: String, uses: some Sequence<String>)], reaching roots: Set<String>
  ) -> Set<String> {
    var users: [String: [Int]] = [:]
    for (index, entry) in entries.enumerated() {
      for use in entry.uses { users[use, default: []].append(index) }
    }
    var joined: Set<String> = []
    var pending = Array(roots)
    while let name = pending.popLast() {
      for index in users[name] ?? [] where joined.insert(entries[index].name).inserted {
        pending.append(entries[index].name)
      }
    }
    return joined
  }

  /// A stable fingerprint, for cache keys: results that used other facts are not reused.
  package var fingerprint: ContentHash {
    var text = ""
    for name in gatingNames.sorted() { text += "g:\(name)\n" }
    for name in appMotionSettings.sorted() { text += "o:\(name)\n" }
    for (name, animation) in ungatedAnimations.sorted(by: { $0.key < $1.key }) {
      text += "a:\(name)=\(animation)\n"
    }
    for name in geometryMembers.sorted() { text += "m:\(name)\n" }
    for name in propertyAnimatorFactories.sorted() { text += "p:\(name)\n" }
    for (name, moves) in methodMovesViews.sorted(by: { $0.key < $1.key }) {
      text += "u:\(name)=\(moves)\n"
    }
    for (name, ungated) in animatedStates.sorted(by: { $0.key < $1.key }) {
      text += "s:\(name)=\(ungated)\n"
    }
    for name in layoutMembers.sorted() { text += "l:\(name)\n" }
    for name in layoutStates.sorted() { text += "L:\(name)\n" }
    for (name, ungated) in namespaceRecipients.sorted(by: { $0.key < $1.key }) {
      text += "n:\(name)=\(ungated)\n"
    }
    for (name, assigned) in methodAssignments.sorted(by: { $0.key < $1.key }) {
      text += "w:\(name)=\(assigned.sorted().joined(separator: ","))\n"
    }
    for name in settingDecidedMedia.sorted() { text += "i:\(name)\n" }
    for (name, site) in ungatedAnimationSites.sorted(by: { $0.key < $1.key }) {
      text += "x:\(name)=\(site.file):\(site.line):\(site.column)\n"
    }
    for name in transitionedLayoutMembers.sorted() { text += "t:\(name)\n" }
    return ContentHash(of: text)
  }
}

extension ProjectFacts {
  /// Everything the facts say of `name`, as a short stable text: two files' audits that asked
  /// about the same names and got the same answers can share a cached result.
  package func answer(for name: String) -> String {
    guard describedNames.contains(name) else { return "" }
    var answer = ""
    if gatingNames.contains(name) { answer += "g" }
    if appMotionSettings.contains(name) { answer += "o" }
    if let animation = ungatedAnimations[name] { answer += "a\(animation);" }
    if geometryMembers.contains(name) { answer += "m" }
    if propertyAnimatorFactories.contains(name) { answer += "p" }
    if let moves = methodMovesViews[name] { answer += moves ? "u1" : "u0" }
    if let ungated = animatedStates[name] { answer += ungated ? "s1" : "s0" }
    if layoutMembers.contains(name) { answer += "l" }
    if layoutStates.contains(name) { answer += "L" }
    if let ungated = namespaceRecipients[name] { answer += ungated ? "n1" : "n0" }
    if let assigned = methodAssignments[name] {
      answer += "w\(assigned.sorted().joined(separator: ","));"
    }
    if settingDecidedMedia.contains(name) { answer += "i" }
    if let site = ungatedAnimationSites[name] {
      answer += "x\(site.file):\(site.line):\(site.column);"
    }
    if transitionedLayoutMembers.contains(name) { answer += "t" }
    return answer
  }
}

/// One file's questions to the ``ProjectFacts``, with every name asked and the answer it got: a
/// cached result stays valid while the same questions get the same answers, so a change in one
/// file re-audits only the files whose findings its facts can change.
package final class FactQueries {
  package let facts: ProjectFacts
  /// Each name asked about, with ``ProjectFacts/answer(for:)`` at the time.
  package private(set) var dependencies: [String: String] = [:]

  package init(_ facts: ProjectFacts) {
    self.facts = facts
  }

  /// Whether `name` is a helper, modifier or setting that a Reduce Motion signal decides.
  package func isGating(_ name: String) -> Bool {
    note(name)
    return facts.gatingNames.contains(name)
  }

  /// Whether `name` is one of the app's own settings that let the user stop motion or animated
  /// images (`@AppStorage("animatedAvatars")`).
  package func isAppMotionSetting(_ name: String) -> Bool {
    note(name)
    return facts.appMotionSettings.contains(name)
  }

  /// Whether `name` is a URL or image the app's own motion setting decides
  /// (`account.avatarImageURL()` serving the static avatar when the user turned animation off).
  package func isSettingDecidedMedia(_ name: String) -> Bool {
    note(name)
    return facts.settingDecidedMedia.contains(name)
  }

  /// The spring, curve or loop an ungated animation helper named `name` holds.
  package func ungatedAnimation(named name: String) -> String? {
    note(name)
    return facts.ungatedAnimations[name]
  }

  /// Whether a member named `name` feeds a movement modifier or geometry effect somewhere.
  package func isGeometryMember(_ name: String) -> Bool {
    note(name)
    return facts.geometryMembers.contains(name)
  }

  /// Whether `name` is a function or property returning a `UIViewPropertyAnimator`.
  package func isPropertyAnimatorFactory(_ name: String) -> Bool {
    note(name)
    return facts.propertyAnimatorFactories.contains(name)
  }

  /// Whether a method named `name` changes geometry; `nil` when no file declares it.
  package func methodMovesViews(_ name: String) -> Bool? {
    note(name)
    return facts.methodMovesViews[name]
  }

  /// Whether some file's `withAnimation` changes a name `name`: `true` when one of those
  /// animations is ungated, `false` when every one is gated, `nil` when none changes it.
  package func animatesState(_ name: String) -> Bool? {
    note(name)
    return facts.animatedStates[name]
  }

  /// The first ungated `withAnimation` of another file that changes `name`, for a related
  /// location.
  package func ungatedAnimationSite(changing name: String) -> RelatedLocation? {
    note(name)
    return facts.ungatedAnimationSites[name]
  }

  /// Whether a member named `name` inserts a view with an ungated movement transition
  /// somewhere: that motion is the transition's finding, where the view is.
  package func isTransitionedLayoutMember(_ name: String) -> Bool {
    note(name)
    return facts.transitionedLayoutMembers.contains(name)
  }

  /// Whether a member named `name` decides layout in some view (`if model.isShown { … }`).
  package func isLayoutMember(_ name: String) -> Bool {
    note(name)
    return facts.layoutMembers.contains(name)
  }

  /// Whether a plain name `name` decides layout in some view (`if isExpanded { … }`).
  package func isLayoutState(_ name: String) -> Bool {
    note(name)
    return facts.layoutStates.contains(name)
  }

  /// Whether a view named `name` is given the namespace of a view that animates ungated:
  /// `false` when every view that gives it one gates its animations, `nil` when none does.
  package func receivesAnimatedNamespace(_ name: String) -> Bool? {
    note(name)
    return facts.namespaceRecipients[name]
  }

  /// The names that methods named `name` assign or toggle, in any file.
  package func assignments(ofMethod name: String) -> Set<String> {
    note(name)
    return facts.methodAssignments[name] ?? []
  }

  /// The names asked about and a digest of their answers, compact enough to cache with every
  /// result.
  package var recorded: FactDependencies {
    FactDependencies(dependencies, in: facts)
  }

  private func note(_ name: String) {
    if dependencies[name] == nil { dependencies[name] = facts.answer(for: name) }
  }
}

/// The names a file's audit asked the project facts about, and a digest of the answers.
package struct FactDependencies: Sendable, Hashable, Codable {
  /// The names, sorted, one a line.
  package var names: String
  package var digestHigh: UInt64
  package var digestLow: UInt64

  init(_ answers: [String: String], in facts: ProjectFacts) {
    let sorted = answers.keys.sorted()
    names = sorted.joined(separator: "\n")
    let digest = Self.digest(sorted.map { answers[$0] ?? "" })
    digestHigh = digest.high
    digestLow = digest.low
  }

  /// Whether every name still gets the answer it got.
  package func hold(in facts: ProjectFacts) -> Bool {
    let names = self.names.isEmpty ? [] : self.names.split(separator: "\n").map(String.init)
    let digest = Self.digest(names.map { facts.answer(for: $0) })
    return digest.high == digestHigh && digest.low == digestLow
  }

  private static func digest(_ answers: [String]) -> ContentHash {
    ContentHash(of: answers.joined(separator: "\n"))
  }
}
