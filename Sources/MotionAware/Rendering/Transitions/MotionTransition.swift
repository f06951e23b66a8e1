/// An insertion and removal transition, described so that the motion policy can decide it.
///
/// It reads like SwiftUI's `AnyTransition` (`.move(edge: .bottom)`, `.scale`,
/// `.push(from: .leading).combined(with: .opacity)`), and the SwiftUI layer turns the resolved
/// description into one. Under Reduce Motion the moving parts become a short cross-fade:
///
/// ```swift
/// policy.resolve(.move(edge: .bottom), for: .reduced)  // .opacity.animation(.easeInOut(0.2))
/// policy.resolve(.opacity, for: .reduced)              // .opacity, unchanged
/// ```
public struct MotionTransition: Hashable, Sendable {
  /// An edge a view moves in from or out towards.
  public enum Edge: Hashable, Sendable, CaseIterable {
    case top
    case leading
    case bottom
    case trailing
  }

  /// A point in a view's unit square, from (0, 0) at the top leading corner to (1, 1) at the
  /// bottom trailing one: where a scale is anchored.
  public struct Anchor: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }

    public static let center = Anchor(x: 0.5, y: 0.5)
    public static let top = Anchor(x: 0.5, y: 0)
    public static let bottom = Anchor(x: 0.5, y: 1)
    public static let leading = Anchor(x: 0, y: 0.5)
    public static let trailing = Anchor(x: 1, y: 0.5)
    public static let topLeading = Anchor(x: 0, y: 0)
    public static let topTrailing = Anchor(x: 1, y: 0)
    public static let bottomLeading = Anchor(x: 0, y: 1)
    public static let bottomTrailing = Anchor(x: 1, y: 1)
  }

  /// The transition's structure; the SwiftUI layer maps each case to its `AnyTransition`.
  indirect enum Node: Hashable, Sendable {
    case identity
    case opacity
    case slide
    case move(Edge)
    case push(Edge)
    case offset(x: Double, y: Double)
    /// `nil` is the framework's own default scale.
    case scale(Double?, Anchor)
    case combined(Node, Node)
    case asymmetric(insertion: Node, removal: Node)
    case animated(Node, MotionTiming)
  }

  /// Which half of an asymmetric transition.
  enum Side {
    case insertion
    case removal
  }

  let node: Node

  init(_ node: Node) {
    self.node = node
  }

  // MARK: Building

  /// No change: the view appears and disappears as it is.
  public static let identity = MotionTransition(.identity)
  /// A fade in and out.
  public static let opacity = MotionTransition(.opacity)
  /// In from the leading edge, out towards the trailing edge.
  public static let slide = MotionTransition(.slide)
  /// A scale from nothing, with the framework's default anchor.
  public static let scale = MotionTransition(.scale(nil, .center))

  /// Moves the view in from and out towards `edge`.
  public static func move(edge: Edge) -> MotionTransition {
    MotionTransition(.move(edge))
  }

  /// Moves the view in from `edge` while fading it in, and out towards the opposite edge.
  public static func push(from edge: Edge) -> MotionTransition {
    MotionTransition(.push(edge))
  }

  /// Offsets the view by `x` and `y` points as it comes and goes.
  public static func offset(x: Double = 0, y: Double = 0) -> MotionTransition {
    MotionTransition(.offset(x: x, y: y))
  }

  /// Scales the view from `scale` (0 is nothing, 1 its size) around `anchor`.
  public static func scale(_ scale: Double, anchor: Anchor = .center) -> MotionTransition {
    MotionTransition(.scale(scale, anchor))
  }

  /// One transition for insertion and another for removal.
  public static func asymmetric(
    insertion: MotionTransition, removal: MotionTransition
  ) -> MotionTransition {
    MotionTransition(.asymmetric(insertion: insertion.node, removal: removal.node))
  }

  /// This transition and `other` applied together.
  public func combined(with other: MotionTransition) -> MotionTransition {
    MotionTransition(.combined(node, other.node))
  }

  /// This transition with its own timing, whatever animation the state change carries.
  public func animation(_ timing: MotionTiming) -> MotionTransition {
    MotionTransition(.animated(node, timing))
  }

  // MARK: Reading

  /// What the transition changes, insertion and removal together.
  public var changes: Set<MotionChange> {
    node.changes
  }
}

extension MotionTransition.Node {
  var changes: Set<MotionChange> {
    switch self {
    case .identity: []
    case .opacity: [.opacity]
    case .slide, .move, .offset: [.translation]
    case .push: [.translation, .opacity]
    case .scale: [.scale]
    case .combined(let first, let second): first.changes.union(second.changes)
    case .asymmetric(let insertion, let removal): insertion.changes.union(removal.changes)
    case .animated(let inner, _): inner.changes
    }
  }

  /// The transition as one side sees it: every asymmetric part replaced by that side's half.
  func side(_ side: MotionTransition.Side) -> Self {
    switch self {
    case .identity, .opacity, .slide, .move, .push, .offset, .scale:
      self
    case .combined(let first, let second):
      .combined(first.side(side), second.side(side))
    case .asymmetric(let insertion, let removal):
      side == .insertion ? insertion.side(side) : removal.side(side)
    case .animated(let inner, let timing):
      .animated(inner.side(side), timing)
    }
  }

  /// The longest timing attached to any part, which bounds a cross-fade that replaces them.
  var longestTiming: MotionTiming? {
    switch self {
    case .identity, .opacity, .slide, .move, .push, .offset, .scale:
      nil
    case .combined(let first, let second), .asymmetric(let first, let second):
      [first.longestTiming, second.longestTiming].compactMap { $0 }
        .max { $0.duration < $1.duration }
    case .animated(let inner, let timing):
      [inner.longestTiming, timing].compactMap { $0 }.max { $0.duration < $1.duration }
    }
  }

  /// The same transition with every attached timing replaced by `retime`'s answer.
  func retimed(_ retime: (Self, MotionTiming) -> MotionTiming) -> Self {
    switch self {
    case .identity, .opacity, .slide, .move, .push, .offset, .scale:
      self
    case .combined(let first, let second):
      .combined(first.retimed(retime), second.retimed(retime))
    case .asymmetric(let insertion, let removal):
      .asymmetric(insertion: insertion.retimed(retime), removal: removal.retimed(retime))
    case .animated(let inner, let timing):
      .animated(inner.retimed(retime), retime(inner, timing))
    }
  }
}

extension MotionPolicy {
  /// What `transition` becomes under `preferences`.
  ///
  /// Each side (insertion, removal) is decided as one motion made of everything it changes:
  /// - played as declared: the transition stays, a spring attached to it losing its bounce when
  ///   the policy says so;
  /// - replaced by a cross-fade (movement under Reduce Motion, and a hero animation under Prefer
  ///   Cross-Fade Transitions): `.opacity` with its own ease in and out, no longer than the policy
  ///   allows;
  /// - anything else: `.identity`, the view appearing as it is.
  public func resolve(
    _ transition: MotionTransition, for preferences: MotionPreferences
  ) -> MotionTransition {
    let declared = (transition.node.side(.insertion), transition.node.side(.removal))
    let insertion = resolveSide(declared.0, for: preferences)
    let removal = resolveSide(declared.1, for: preferences)
    // Nothing changed: keep the caller's own structure.
    if insertion == declared.0 && removal == declared.1 { return transition }
    return MotionTransition(
      insertion == removal ? insertion : .asymmetric(insertion: insertion, removal: removal))
  }

  private func resolveSide(
    _ node: MotionTransition.Node, for preferences: MotionPreferences
  ) -> MotionTransition.Node {
    let changes = node.changes
    // The identity moves nothing; an empty motion would read as unknown movement.
    guard !changes.isEmpty else { return node }
    let motion = Motion(changes, timing: node.longestTiming ?? .default)
    switch resolve(motion, for: preferences) {
    case .play(let played):
      guard played != motion else { return node }
      return node.retimed { part, timing in
        if case .play(let kept) = resolve(Motion(part.changes, timing: timing), for: preferences) {
          return kept.timing
        }
        return timing
      }
    case .crossFade(let duration):
      return duration > 0 ? .animated(.opacity, .easeInOut(duration: duration)) : .identity
    case .applyInstantly, .holdStill, .identity, .alternativeSymbolEffect:
      return .identity
    }
  }
}
