import MotionAuditSyntax
import SwiftSyntax

/// Which expressions of a file tell whether the Animated Images setting lets animation start by
/// itself: the counterpart of ``ReduceMotionSignals`` for the newer, lesser-known setting.
///
/// - **Built-in names**: SwiftUI's `accessibilityPlayAnimatedImages`, UIKit's
///   `AccessibilitySettings.animatedImagesEnabled` and `AXAnimatedImagesEnabled()`, MotionAware's
///   `playsAnimatedImages` (of `\.motionPreferences`) and `allowsAutoplay(for:)` (of
///   `\.motionPolicy`), which combines both settings.
/// - **Names that say so**: any identifier containing `animatedImages` or `autoplay`
///   (case-insensitive): `playAnimatedImages`, `isAutoplayAllowed`.
/// - **Bound names**: properties bound to `@Environment(\.accessibilityPlayAnimatedImages)`, and
///   locals and properties whose value holds a signal (followed to a fixed point).
/// - **MotionAware's preferences and policy passed whole**: a property bound to
///   `\.motionPreferences` or `\.motionPolicy` counts where its whole value is used
///   (`AnimatorPlan(for: motion, preferences: preferences, policy: policy)`: the callee may decide
///   on Animated Images too), not where only a Reduce Motion member is read
///   (`preferences.reduceMotion`, `policy.reducesMotion(for: preferences)`).
///
/// Names are tracked per file, not per scope.
package struct AnimatedImagesSignals: Sendable {
  /// Environment keys whose bound property is a signal.
  package static let environmentKeys = MotionSignalTable.environmentKeys(
    for: [.animatedImages], from: [.system])

  /// Lowercased fragments that make a name a signal by itself.
  static let nameFragments = MotionSignalTable.fragments(for: [.animatedImages])
  private static let fragmentSearch = NameFragments(nameFragments)

  /// Members of MotionAware's preferences and policy that say nothing about Animated Images.
  static let otherSettingMembers = MotionSignalTable.motionAwareMembers(
    for: Set(MotionSetting.allCases).subtracting([.animatedImages]))

  /// At most this many propagation rounds.
  static let maximumPropagationRounds = 8

  /// Names bound to a signal in this file.
  package private(set) var boundNames: Set<String> = []
  /// Names bound to MotionAware's `\.motionPreferences` or `\.motionPolicy`.
  package private(set) var motionAwareNames: Set<String> = []

  /// Analyzes the file behind `index`.
  package init(index: SourceIndex) {
    for binding in index.bindings {
      guard let key = binding.environmentKey else { continue }
      if Self.environmentKeys.contains(key) {
        boundNames.insert(binding.name)
      } else if MotionAwareAPI.environmentKeys.contains(key) {
        motionAwareNames.insert(binding.name)
      }
    }
    var pending = index.bindings.compactMap { binding in
      binding.value.map { (name: binding.name, value: Syntax($0)) }
    }
    for _ in 0..<Self.maximumPropagationRounds {
      let before = boundNames.count
      pending.removeAll { flow in
        guard !boundNames.contains(flow.name) else { return true }
        guard containsSignal(flow.value) else { return false }
        boundNames.insert(flow.name)
        return true
      }
      if boundNames.count == before { break }
    }
  }

  /// Whether `name` is a signal by itself or bound to one in this file.
  package func isSignal(name: String) -> Bool {
    boundNames.contains(name) || Self.isSignalByName(name)
  }

  /// Whether `name` says it is about Animated Images or autoplay.
  package static func isSignalByName(_ name: String) -> Bool {
    fragmentSearch.occur(in: name)
  }

  /// Whether any reference inside `node` is a signal.
  package func containsSignal(_ node: some SyntaxProtocol) -> Bool {
    node.firstDescendant { candidate in
      guard let reference = candidate.as(DeclReferenceExprSyntax.self) else { return false }
      let name = reference.baseName.identifierName
      if isSignal(name: name) { return true }
      return motionAwareNames.contains(name) && isUsedWhole(reference)
    } != nil
  }

  /// Whether MotionAware's preferences or policy are used for more than a Reduce Motion member.
  private func isUsedWhole(_ reference: DeclReferenceExprSyntax) -> Bool {
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == reference.id
    {
      return !Self.otherSettingMembers.contains(member.declName.baseName.identifierName)
    }
    // `policy.reducesMotion(for: preferences)`
    if let call = reference.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.arguments.contains(where: { $0.expression.id == reference.id }),
      let name = call.calleeName, Self.otherSettingMembers.contains(name)
    {
      return false
    }
    return true
  }
}
