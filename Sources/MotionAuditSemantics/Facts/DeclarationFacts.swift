/// What one Swift file declares that other files' audits need: the project-wide facts.
///
/// Apps gate and drive motion through helpers, view models and modifiers declared in other files
/// (`withAnimation(.appSpring)`, `model.offset = …` feeding `.offset(model.offset)` elsewhere).
/// The fact pass records those declarations for every file, from its tokens (see
/// ``DeclarationFactScanner``), and caches them by content; ``ProjectFacts`` merges them and
/// answers the rules' questions by name.
package struct DeclarationFacts: Sendable, Hashable, Codable {
  /// A function, property or type whose value or body may decide motion.
  package struct Decider: Sendable, Hashable, Codable {
    /// What the declaration produces.
    package enum Kind: String, Sendable, Hashable, Codable {
      /// An `Animation` (or `Animation?`): `static var appSpring: Animation?`.
      case animation
      /// An `AnyTransition` or a `Transition`.
      case transition
      /// A view modifier: a `ViewModifier` type, or a `View` extension returning `some View`.
      case viewModifier
      /// A `Bool`: `var shouldAnimate: Bool { !reduceMotion }`.
      case bool
    }

    package var name: String
    package var kind: Kind
    /// A Reduce Motion signal appears in its value or body.
    package var readsSignal: Bool
    /// The spring, timing curve or loop its value holds, for animations
    /// (`spring`, `easeInOut`, `repeatForever`), when one is written.
    package var animationName: String?
    /// Names its value or body uses, so a decider that only calls another (a `View` extension
    /// applying a gating `ViewModifier`) inherits its verdict.
    package var references: [String]

    package init(
      name: String, kind: Kind, readsSignal: Bool, animationName: String? = nil,
      references: [String] = []
    ) {
      self.name = name
      self.kind = kind
      self.readsSignal = readsSignal
      self.animationName = animationName
      self.references = references
    }
  }

  /// A method and whether its body changes geometry (frame, transform, constraints, offsets).
  package struct MethodEffect: Sendable, Hashable, Codable {
    package var name: String
    package var movesViews: Bool
    /// Methods it calls, so one that only calls a moving method moves too (empty for a method
    /// that moves views itself: nothing more to learn from them).
    package var calls: [String]
    /// Names its body assigns or toggles (`isShown` in `isShown = true`): calling it under an
    /// animation animates them.
    package var assigns: [String]

    package init(name: String, movesViews: Bool, calls: [String] = [], assigns: [String] = []) {
      self.name = name
      self.movesViews = movesViews
      self.calls = calls
      self.assigns = assigns
    }
  }

  package var deciders: [Decider] = []
  /// Bool settings that let the user stop motion or animated images: `@AppStorage` properties
  /// and members of settings types whose names speak of animation or motion
  /// (`reduceAnimations`, `animatedAvatars`).
  package var appMotionSettings: [String] = []
  /// Members of other values read by a movement modifier or a geometry effect
  /// (`offset` in `.offset(y: model.offset)`): assigning them under an animation moves views.
  package var geometryMembers: [String] = []
  /// Members of other values that decide layout: read in the condition of an `if` that inserts
  /// a view (with no `else`), or as the data of a `ForEach` or `List` (`isShown` in `if
  /// model.isShown { Details() }`): changing them under an animation makes views slide.
  package var layoutMembers: [String] = []
  /// Plain names in those places (`isExpanded` in `if isExpanded { Details() }`): a view's own
  /// state, which a child given a binding to it changes.
  package var layoutStates: [String] = []
  /// Views given a namespace of the file's (`Thumbnail(namespace: hero)` with `@Namespace var
  /// hero`), with whether the file animates without a signal: the matched geometry they apply
  /// flies under the animation of the view that owns the namespace.
  package var namespaceRecipients: [NamespaceRecipient] = []
  /// Types that conform to `GeometryEffect`.
  package var geometryEffectTypes: [String] = []
  /// For `.modifier(Shake(amount: model.shakes))`: the type applied and the members it reads.
  package var modifierMembers: [String: [String]] = [:]
  /// Functions and properties that return a `UIViewPropertyAnimator`.
  package var propertyAnimatorFactories: [String] = []
  /// Methods and what their bodies change.
  package var methods: [MethodEffect] = []
  /// Names assigned or toggled inside `withAnimation { … }`, with whether a Reduce Motion signal
  /// decides that animation (`isShown` in `withAnimation(reduceMotion ? nil : .default) { …
  /// model.isShown = true }`): a view of another file that this state inserts is animated.
  package var animatedStates: [AnimatedState] = []
  /// Functions and computed properties that return a URL or an image, with the names their
  /// bodies use (`avatarImageURL()` reading `preferredStaticAvatar`): one that reads the app's
  /// own motion setting serves the still image when the user turned animation off.
  package var mediaSources: [NamedUses] = []
  /// Names assigned the result of a call that returns a URL or image, with the calls
  /// (`avatarURL` in `self.avatarURL = account.avatarImageURL()`).
  package var mediaAssignments: [NamedUses] = []

  /// A name and the names it is made from.
  package struct NamedUses: Sendable, Hashable, Codable {
    package var name: String
    package var uses: [String]

    package init(name: String, uses: [String]) {
      self.name = name
      self.uses = uses
    }
  }

  /// Members that decide whether a view with a movement transition no signal decides is
  /// inserted (`isShown` in `if model.isShown { Banner().transition(.move(edge: .top)) }`): the
  /// transition rule reports that motion where the view is.
  package var transitionedLayoutMembers: [String] = []
  /// The file these facts were read from, as findings name it; set when the audit merges them.
  package var file: String?

  /// A name a `withAnimation` closure changes.
  package struct AnimatedState: Sendable, Hashable, Codable {
    package var name: String
    package var isGated: Bool
    /// Where the `withAnimation` is (1-based; the column counts UTF-8 bytes).
    package var line: Int?
    package var column: Int?

    package init(name: String, isGated: Bool, line: Int? = nil, column: Int? = nil) {
      self.name = name
      self.isGated = isGated
      self.line = line
      self.column = column
    }
  }

  /// A view given a namespace of another view's.
  package struct NamespaceRecipient: Sendable, Hashable, Codable {
    package var type: String
    package var isAnimatedUngated: Bool

    package init(type: String, isAnimatedUngated: Bool) {
      self.type = type
      self.isAnimatedUngated = isAnimatedUngated
    }
  }

  package init() {}

  package var isEmpty: Bool {
    deciders.isEmpty && appMotionSettings.isEmpty && geometryMembers.isEmpty
      && geometryEffectTypes.isEmpty && modifierMembers.isEmpty
      && propertyAnimatorFactories.isEmpty && methods.isEmpty && animatedStates.isEmpty
      && layoutMembers.isEmpty && layoutStates.isEmpty && namespaceRecipients.isEmpty
      && mediaSources.isEmpty && mediaAssignments.isEmpty && transitionedLayoutMembers.isEmpty
  }
}
