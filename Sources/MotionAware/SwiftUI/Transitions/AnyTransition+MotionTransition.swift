// The transitions built here have already been resolved by `MotionPolicy` for the current
// preferences (see `MotionAwareTransitionModifier`), so the movement below is what the policy
// chose to play.
// motion-audit:disable movement-transition-without-fade

#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension AnyTransition {
    /// The SwiftUI transition `transition` describes.
    init(_ transition: MotionTransition) {
      self = Self.make(transition.node)
    }

    private static func make(_ node: MotionTransition.Node) -> AnyTransition {
      switch node {
      case .identity: .identity
      case .opacity: .opacity
      case .slide: .slide
      case .move(let edge): .move(edge: Edge(edge))
      case .push(let edge): .push(from: Edge(edge))
      case .offset(let x, let y): .offset(x: x, y: y)
      case .scale(nil, _): .scale
      case .scale(let scale?, let anchor): .scale(scale: scale, anchor: UnitPoint(anchor))
      case .combined(let first, let second): make(first).combined(with: make(second))
      case .asymmetric(let insertion, let removal):
        .asymmetric(insertion: make(insertion), removal: make(removal))
      case .animated(let inner, let timing): make(inner).animation(Animation(timing))
      }
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension Edge {
    init(_ edge: MotionTransition.Edge) {
      switch edge {
      case .top: self = .top
      case .leading: self = .leading
      case .bottom: self = .bottom
      case .trailing: self = .trailing
      }
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension UnitPoint {
    init(_ anchor: MotionTransition.Anchor) {
      self.init(x: anchor.x, y: anchor.y)
    }
  }
#endif
