#if canImport(SwiftUI)
  import SwiftUI

  /// A visual effect whose movement the motion policy may turn into the identity: what a
  /// ``SwiftUI/View/motionAwareScrollTransition(_:axis:transition:)`` or
  /// ``SwiftUI/View/motionAwareVisualEffect(_:)`` closure receives and returns.
  ///
  /// Its modifiers read like `VisualEffect`'s. Each one applies as written when the policy
  /// allows what it changes, and applies its identity value otherwise — under Reduce Motion,
  /// `scaleEffect(0.92)` scales by 1 and `offset(y: 40)` moves by 0, while `opacity(0.6)`,
  /// `brightness` and `saturation` still apply.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public struct MotionAwareVisualEffect<Base: VisualEffect>: Sendable {
    /// The SwiftUI effect built so far.
    let base: Base
    let outcome: MotionOutcome

    init(_ base: Base, outcome: MotionOutcome) {
      self.base = base
      self.outcome = outcome
    }

    private func wrap<Effect: VisualEffect>(_ effect: Effect) -> MotionAwareVisualEffect<Effect> {
      MotionAwareVisualEffect<Effect>(effect, outcome: outcome)
    }

    private func allows(_ change: MotionChange) -> Bool {
      outcome.allows(change)
    }

    /// Sets the transparency; kept under Reduce Motion.
    public func opacity(_ opacity: Double) -> MotionAwareVisualEffect<some VisualEffect> {
      wrap(base.opacity(allows(.opacity) ? opacity : 1))
    }

    /// Scales by `scale` in both directions around `anchor`; 1 under Reduce Motion.
    public func scaleEffect(
      _ scale: CGFloat, anchor: UnitPoint = .center
    ) -> MotionAwareVisualEffect<some VisualEffect> {
      let kept: CGFloat = allows(.scale) ? scale : 1
      return wrap(base.scaleEffect(x: kept, y: kept, anchor: anchor))
    }

    /// Scales by `x` and `y` around `anchor`; 1 under Reduce Motion.
    public func scaleEffect(
      x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center
    ) -> MotionAwareVisualEffect<some VisualEffect> {
      let scales = allows(.scale)
      return wrap(base.scaleEffect(x: scales ? x : 1, y: scales ? y : 1, anchor: anchor))
    }

    /// Offsets by `offset`; zero under Reduce Motion.
    public func offset(_ offset: CGSize) -> MotionAwareVisualEffect<some VisualEffect> {
      wrap(base.offset(allows(.translation) ? offset : .zero))
    }

    /// Offsets by `x` and `y`; zero under Reduce Motion.
    public func offset(
      x: CGFloat = 0, y: CGFloat = 0
    ) -> MotionAwareVisualEffect<some VisualEffect> {
      offset(CGSize(width: x, height: y))
    }

    /// Rotates by `angle` around `anchor`; no rotation under Reduce Motion.
    public func rotationEffect(
      _ angle: Angle, anchor: UnitPoint = .center
    ) -> MotionAwareVisualEffect<some VisualEffect> {
      wrap(base.rotationEffect(allows(.rotation) ? angle : .zero, anchor: anchor))
    }

    /// Rotates in three dimensions around `axis`; no rotation under Reduce Motion.
    public func rotation3DEffect(
      _ angle: Angle,
      axis: (x: CGFloat, y: CGFloat, z: CGFloat),
      anchor: UnitPoint = .center,
      anchorZ: CGFloat = 0,
      perspective: CGFloat = 1
    ) -> MotionAwareVisualEffect<some VisualEffect> {
      wrap(
        base.rotation3DEffect(
          allows(.depth) ? angle : .zero, axis: axis, anchor: anchor, anchorZ: anchorZ,
          perspective: perspective))
    }

    /// Blurs by `radius`; no blur under Reduce Motion (the HIG: avoid animating into and out
    /// of blurs).
    public func blur(
      radius: CGFloat, opaque: Bool = false
    ) -> MotionAwareVisualEffect<some VisualEffect> {
      wrap(base.blur(radius: allows(.blur) ? radius : 0, opaque: opaque))
    }

    /// Brightens by `amount`; kept under Reduce Motion.
    public func brightness(_ amount: Double) -> MotionAwareVisualEffect<some VisualEffect> {
      wrap(base.brightness(allows(.color) ? amount : 0))
    }

    /// Adjusts the saturation by `amount`; kept under Reduce Motion.
    public func saturation(_ amount: Double) -> MotionAwareVisualEffect<some VisualEffect> {
      wrap(base.saturation(allows(.color) ? amount : 1))
    }

    /// Desaturates by `amount`; kept under Reduce Motion.
    public func grayscale(_ amount: Double) -> MotionAwareVisualEffect<some VisualEffect> {
      wrap(base.grayscale(allows(.color) ? amount : 0))
    }
  }
#endif
