#if canImport(SwiftUI)
  import SwiftUI
  import Symbols

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension View {
    /// `symbolEffect(_:options:value:)` without displacement under Reduce Motion: a bounce,
    /// wiggle, rotate or breathe becomes the policy's alternative (a colour-based
    /// `.variableColor` by default, played once), or nothing.
    ///
    /// ```swift
    /// Image(systemName: "envelope").motionAwareSymbolEffect(.bounce, value: unread)
    /// ```
    ///
    /// Effects played with `value:`: `.bounce`, `.pulse`, `.variableColor`, and from iOS 18
    /// (macOS 15, tvOS 18, watchOS 11, visionOS 2) `.wiggle`, `.rotate` and `.breathe`; other
    /// kinds, or kinds the system lacks, apply no effect.
    public func motionAwareSymbolEffect<Value: Equatable>(
      _ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: Value
    ) -> some View {
      modifier(MotionAwareTriggeredSymbolEffect(kind: effect, options: options, value: value))
    }

    /// `symbolEffect(_:options:isActive:)` that holds still under Reduce Motion: an indefinite
    /// effect repeats, and loops stop. Hiding with `.disappear` (active: hidden) becomes a short
    /// fade instead of a scale.
    ///
    /// ```swift
    /// Image(systemName: "wifi").motionAwareSymbolEffect(.variableColor, isActive: isSearching)
    /// ```
    ///
    /// Effects: `.pulse`, `.variableColor`, `.scale`, `.appear`, `.disappear`, and from iOS 18
    /// `.bounce`, `.wiggle`, `.rotate` and `.breathe`.
    public func motionAwareSymbolEffect(
      _ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
      modifier(
        MotionAwareIndefiniteSymbolEffect(kind: effect, options: options, isActive: isActive))
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  private struct MotionAwareTriggeredSymbolEffect<Value: Equatable>: ViewModifier {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let kind: SymbolEffectKind
    let options: SymbolEffectOptions
    let value: Value

    @ViewBuilder
    func body(content: Content) -> some View {
      switch SymbolEffectPlan.triggered(kind, preferences: preferences, policy: policy) {
      case .play(let played, let asDeclared):
        content.triggeredSymbolEffect(
          played, options: asDeclared ? options : .default, value: value)
      case .fade, .none:
        content
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  private struct MotionAwareIndefiniteSymbolEffect: ViewModifier {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let kind: SymbolEffectKind
    let options: SymbolEffectOptions
    let isActive: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
      switch SymbolEffectPlan.whileActive(kind, preferences: preferences, policy: policy) {
      case .play(let played, let asDeclared):
        content.activeSymbolEffect(
          played, options: asDeclared ? options : .default, isActive: isActive)
      case .fade(let duration):
        // Only `.disappear` says plainly that active means hidden.
        content
          .opacity(kind == .disappear && isActive ? 0 : 1)
          .animation(.easeInOut(duration: duration), value: isActive)
      case .none:
        content
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension View {
    /// The discrete SwiftUI symbol effect of `kind`, or this view unchanged.
    @ViewBuilder
    fileprivate func triggeredSymbolEffect<Value: Equatable>(
      _ kind: SymbolEffectKind, options: SymbolEffectOptions, value: Value
    ) -> some View {
      switch kind {
      case .bounce: symbolEffect(.bounce, options: options, value: value)
      case .pulse: symbolEffect(.pulse, options: options, value: value)
      case .variableColor: symbolEffect(.variableColor, options: options, value: value)
      case .wiggle, .rotate, .breathe:
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          switch kind {
          case .wiggle: symbolEffect(.wiggle, options: options, value: value)
          case .rotate: symbolEffect(.rotate, options: options, value: value)
          default: symbolEffect(.breathe, options: options, value: value)
          }
        } else {
          self
        }
      case .scale, .appear, .disappear, .replace, .drawOn, .drawOff:
        self
      }
    }

    /// The indefinite SwiftUI symbol effect of `kind`, or this view unchanged.
    @ViewBuilder
    fileprivate func activeSymbolEffect(
      _ kind: SymbolEffectKind, options: SymbolEffectOptions, isActive: Bool
    ) -> some View {
      switch kind {
      case .pulse: symbolEffect(.pulse, options: options, isActive: isActive)
      case .variableColor: symbolEffect(.variableColor, options: options, isActive: isActive)
      case .scale: symbolEffect(.scale, options: options, isActive: isActive)
      case .appear: symbolEffect(.appear, options: options, isActive: isActive)
      case .disappear: symbolEffect(.disappear, options: options, isActive: isActive)
      case .bounce, .wiggle, .rotate, .breathe:
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          switch kind {
          case .bounce: symbolEffect(.bounce, options: options, isActive: isActive)
          case .wiggle: symbolEffect(.wiggle, options: options, isActive: isActive)
          case .rotate: symbolEffect(.rotate, options: options, isActive: isActive)
          default: symbolEffect(.breathe, options: options, isActive: isActive)
          }
        } else {
          self
        }
      case .replace, .drawOn, .drawOff:
        self
      }
    }
  }
#endif
