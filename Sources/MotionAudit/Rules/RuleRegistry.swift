import MotionAuditSources

/// Every rule the analyzer knows, in the order `motion-audit rules` lists them.
package enum RuleRegistry {
  /// Add a new rule's type to ``fileRules`` or ``projectRules`` (one line) after writing its
  /// file in `Rules/<Concept>/`.
  package static let all: [any Rule.Type] = fileRules + projectRules.map { $0 }

  /// The rules that judge one Swift file at a time.
  static let fileRules: [any Rule.Type] = [
    UngatedExplicitAnimationRule.self,
    MovementTransitionRule.self,
    UngatedLoopingAnimationRule.self,
    UngatedAnimatorMovementRule.self,
    UngatedScrollEffectRule.self,
    UngatedAnimatedScrollRule.self,
    UngatedMatchedGeometryRule.self,
    DisplacementSymbolEffectRule.self,
    LaunchIntroIgnoresReduceMotionRule.self,
    FadingOverlayWithoutZIndexRule.self,
    IntroCharacterVisibleToVoiceOverRule.self,
    ReadOnlyReduceMotionOverrideRule.self,
    HeavyWorkInInitializerRule.self,
    AutoplayIgnoresAnimatedImagesRule.self,
    UngatedVideoAutoplayRule.self,
    UngatedUIKitAnimationRule.self,
    UnobservedReduceMotionReadRule.self,
    UnremovedBlockObserverRule.self,
    UnpausedRiveViewRule.self,
    RiveInputWhilePausedRule.self,
    UngatedLottieLoopRule.self,
  ]

  /// The rules that judge the project: its Info.plist, catalogs and animation files, with what
  /// the Swift files say of them. (Listed apart: asking each rule type whether it is one costs a
  /// search of every conformance the program holds, on every run.)
  package static let projectRules: [any ProjectRule.Type] = [
    LaunchScreenConfigurationRule.self,
    IntroBackgroundMismatchRule.self,
    MissingImageSetRule.self,
    LottieLoopWithoutReducedMotionMarkerRule.self,
    AnimationFileMismatchRule.self,
    MascotRiveWithoutReducedMotionInputRule.self,
    LottieMovementWithoutReducedMotionMarkerRule.self,
  ]

  /// The rule with `id`, if there is one.
  package static func rule(withID id: String) -> (any Rule.Type)? {
    rulesByID[id]
  }

  /// Every rule id, in registry order.
  package static var ids: [String] { all.map { $0.description.id } }

  private static let rulesByID: [String: any Rule.Type] = Dictionary(
    all.map { ($0.description.id, $0) }, uniquingKeysWith: { first, _ in first })
}

extension Spelling {
  /// `; did you mean 'x'? Run 'motion-audit rules' to list the rules.`, or `. Run …` without a
  /// close rule id: the end of every message about an unknown rule id.
  package static func unknownRuleAdvice(for id: String) -> String {
    let advice = " Run 'motion-audit rules' to list the rules."
    guard let suggestion = closest(to: id, among: RuleRegistry.ids) else { return "." + advice }
    return "; did you mean '\(suggestion)'?" + advice
  }
}
