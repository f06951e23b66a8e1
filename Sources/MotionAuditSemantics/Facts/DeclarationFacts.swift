import MotionAuditSources
import MotionAuditSyntax

/// What one Swift file declares that other files' audits need: the project-wide facts.
///
/// Apps gate and drive motion through helpers, view models and modifiers declared in other files
/// (`withAnimation(.appSpring)`, `model.offset = …` feeding `.offset(model.offset)` elsewhere).
/// The fact pass records those declarations for every file, from its tokens (see
/// ``DeclarationFactScanner``), and caches them by content; ``ProjectFacts`` merges them and
/// answers the rules' questions by name.
public struct DeclarationFacts: Sendable, Hashable {
  /// A function, property or type whose value or body may decide motion.
  public struct Decider: Sendable, Hashable {
    /// What the declaration produces.
    public enum Kind: String, Sendable, Hashable {
      /// An `Animation` (or `Animation?`): `static var appSpring: Animation?`.
      case animation
      /// An `AnyTransition` or a `Transition`.
      case transition
      /// A view modifier: a `ViewModifier` type, or a `View` extension returning `some View`.
      case viewModifier
      /// A `Bool`: `var shouldAnimate: Bool { !reduceMotion }`.
      case bool
    }

    public var name: String
    public var kind: Kind
    /// A Reduce Motion signal appears in its value or body.
    public var readsSignal: Bool
    /// The spring, timing curve or loop its value holds, for animations
    /// (`spring`, `easeInOut`, `repeatForever`), when one is written.
    public var animationName: String?
    /// Names its value or body uses, so a decider that only calls another (a `View` extension
    /// applying a gating `ViewModifier`) inherits its verdict.
    public var references: [String]

    public init(
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
  public struct MethodEffect: Sendable, Hashable {
    public var name: String
    public var movesViews: Bool
    /// Methods it calls, so one that only calls a moving method moves too (empty for a method
    /// that moves views itself: nothing more to learn from them).
    public var calls: [String]
    /// Names its body assigns or toggles (`isShown` in `isShown = true`): calling it under an
    /// animation animates them.
    public var assigns: [String]

    public init(name: String, movesViews: Bool, calls: [String] = [], assigns: [String] = []) {
      self.name = name
      self.movesViews = movesViews
      self.calls = calls
      self.assigns = assigns
    }
  }

  public var deciders: [Decider] = []
  /// Bool settings that let the user stop motion or animated images: `@AppStorage` properties
  /// and members of settings types whose names speak of animation or motion
  /// (`reduceAnimations`, `animatedAvatars`).
  public var appMotionSettings: [String] = []
  /// Members of other values read by a movement modifier or a geometry effect
  /// (`offset` in `.offset(y: model.offset)`): assigning them under an animation moves views.
  public var geometryMembers: [String] = []
  /// Members of other values that decide layout: read in the condition of an `if` that inserts
  /// a view (with no `else`), or as the data of a `ForEach` or `List` (`isShown` in `if
  /// model.isShown { Details() }`): changing them under an animation makes views slide.
  public var layoutMembers: [String] = []
  /// Plain names in those places (`isExpanded` in `if isExpanded { Details() }`): a view's own
  /// state, which a child given a binding to it changes.
  public var layoutStates: [String] = []
  /// Views given a namespace of the file's (`Thumbnail(namespace: hero)` with `@Namespace var
  /// hero`), with whether the file animates without a signal: the matched geometry they apply
  /// flies under the animation of the view that owns the namespace.
  public var namespaceRecipients: [NamespaceRecipient] = []
  /// Types that conform to `GeometryEffect`.
  public var geometryEffectTypes: [String] = []
  /// For `.modifier(Shake(amount: model.shakes))`: the type applied and the members it reads.
  public var modifierMembers: [String: [String]] = [:]
  /// Functions and properties that return a `UIViewPropertyAnimator`.
  public var propertyAnimatorFactories: [String] = []
  /// Methods and what their bodies change.
  public var methods: [MethodEffect] = []
  /// Names assigned or toggled inside `withAnimation { … }`, with whether a Reduce Motion signal
  /// decides that animation (`isShown` in `withAnimation(reduceMotion ? nil : .default) { …
  /// model.isShown = true }`): a view of another file that this state inserts is animated.
  public var animatedStates: [AnimatedState] = []
  /// Functions and computed properties that return a URL or an image, with the names their
  /// bodies use (`avatarImageURL()` reading `preferredStaticAvatar`): one that reads the app's
  /// own motion setting serves the still image when the user turned animation off.
  public var mediaSources: [NamedUses] = []
  /// Names assigned the result of a call that returns a URL or image, with the calls
  /// (`avatarURL` in `self.avatarURL = account.avatarImageURL()`).
  public var mediaAssignments: [NamedUses] = []

  /// A name and the names it is made from.
  public struct NamedUses: Sendable, Hashable {
    public var name: String
    public var uses: [String]

    public init(name: String, uses: [String]) {
      self.name = name
      self.uses = uses
    }
  }

  /// Members that decide whether a view with a movement transition no signal decides is
  /// inserted (`isShown` in `if model.isShown { Banner().transition(.move(edge: .top)) }`): the
  /// transition rule reports that motion where the view is.
  public var transitionedLayoutMembers: [String] = []
  /// The file these facts were read from, as findings name it; set when the audit merges them.
  public var file: String?

  /// A name a `withAnimation` closure changes.
  public struct AnimatedState: Sendable, Hashable {
    public var name: String
    public var isGated: Bool
    /// Where the `withAnimation` is (1-based; the column counts UTF-8 bytes).
    public var line: Int?
    public var column: Int?

    public init(name: String, isGated: Bool, line: Int? = nil, column: Int? = nil) {
      self.name = name
      self.isGated = isGated
      self.line = line
      self.column = column
    }
  }

  /// A view given a namespace of another view's.
  public struct NamespaceRecipient: Sendable, Hashable {
    public var type: String
    public var isAnimatedUngated: Bool

    public init(type: String, isAnimatedUngated: Bool) {
      self.type = type
      self.isAnimatedUngated = isAnimatedUngated
    }
  }

  public init() {}

  public var isEmpty: Bool {
    deciders.isEmpty && appMotionSettings.isEmpty && geometryMembers.isEmpty
      && geometryEffectTypes.isEmpty && modifierMembers.isEmpty
      && propertyAnimatorFactories.isEmpty && methods.isEmpty && animatedStates.isEmpty
      && layoutMembers.isEmpty && layoutStates.isEmpty && namespaceRecipients.isEmpty
      && mediaSources.isEmpty && mediaAssignments.isEmpty && transitionedLayoutMembers.isEmpty
  }
}
