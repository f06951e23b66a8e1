import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

// How often a loop plays, as its message says it.
extension UngatedLoopingAnimationRule {
  /// A repeating symbol effect "repeats"; one whose options say it plays once moves the symbol
  /// once.
  static func message(of use: SymbolEffectUse) -> String {
    let plays = playsOnce(use) ? "moves the symbol once" : "repeats"
    return "Symbol effect `.\(use.effect)` \(plays) even when Reduce Motion is on"
  }

  /// A timeline that moves views, as often as its schedule redraws it.
  static func message(ofTimeline schedule: ExprSyntax) -> String {
    "TimelineView moves views \(redrawInterval(of: schedule)) even when Reduce Motion is on"
  }

  /// Whether a symbol effect's options say it plays once (`.nonRepeating`, `.repeat(1)`), though
  /// an indefinite effect without `value:` is counted as a loop.
  private static func playsOnce(_ use: SymbolEffectUse) -> Bool {
    guard let options = use.call.argument(labeled: "options")?.expression else { return false }
    return options.firstDescendant { node in
      if node.as(DeclReferenceExprSyntax.self)?.baseName.identifierName == "nonRepeating" {
        return true
      }
      guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "repeat" else {
        return false
      }
      return call.firstUnlabeledArgument?.withoutWrappers.numberLiteral == 1
    } != nil
  }

  /// How often a `TimelineView` redraws on its schedule: `.periodic(from:by:)` every `by:`
  /// seconds, `.animation` every frame.
  private static func redrawInterval(of schedule: ExprSyntax) -> String {
    let periodic = schedule.firstDescendant {
      $0.as(FunctionCallExprSyntax.self)?.calleeName == "periodic"
    }?.as(FunctionCallExprSyntax.self)
    guard let interval = periodic?.argument(labeled: "by")?.expression else {
      return "every frame"
    }
    guard let seconds = interval.withoutWrappers.numberLiteral else {
      return "every `\(interval.trimmedDescription)` seconds"
    }
    let written = interval.trimmedDescription
    return seconds == 1 ? "every second" : "every \(written) seconds"
  }
}
