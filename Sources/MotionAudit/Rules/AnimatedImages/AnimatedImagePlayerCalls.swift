import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

/// The calls that start an animated GIF, APNG or image sequence by themselves, for
/// ``AutoplayIgnoresAnimatedImagesRule``, and the pre-filter's test for them.
enum AnimatedImagePlayerCalls {
  /// The names ``isPlayer(_:name:)`` can accept.
  static let names: Set<String> = [
    "AnimatedImage", "KFAnimatedImage", "GIFImage", "animatedImage", "animatedImageNamed",
    "startAnimating", "startAnimatingGIF",
  ]

  /// Animated GIF / APNG players and image sequences.
  static func isPlayer(_ call: FunctionCallExprSyntax, name: String) -> Bool {
    switch name {
    case "AnimatedImage", "KFAnimatedImage", "GIFImage":
      return ViewBuilderQueries.isTypeCreation(call)
    case "animatedImage", "animatedImageNamed":
      return call.receiver?.rootName == "UIImage"
        || (call.receiver == nil && call.calledExpression.is(MemberAccessExprSyntax.self))
    case "startAnimating":
      // `imageView.startAnimating()` plays its `animationImages`; a spinner's does not count.
      return call.receiver?.rootName?.lowercased().contains(imageWord) == true
    case "startAnimatingGIF":
      return call.receiver != nil
    default:
      // A project's own player (`AnimatedGifView`) may read the setting inside: it is judged
      // where it starts playing, not where it is used.
      return false
    }
  }

  /// Whether an identifier holding `startAnimating` may be a call ``isPlayer(_:name:)``
  /// accepts: `startAnimating` on a receiver whose names speak of an image (or one the bytes
  /// cannot tell), or `startAnimatingGIF` on any receiver.
  static let startsAPlayer = IdentifierTest("starts an image player") {
    name, start, file in
    guard name == "startAnimating" || name == "startAnimatingGIF" else { return false }
    guard let receiver = ReceiverChainBytes.receiver(ofNameAt: start, in: file) else {
      return true
    }
    switch receiver {
    case .none: return false
    case .names(let names):
      return name == "startAnimatingGIF"
        || names.contains { $0.lowercased().contains(imageWord) }
    }
  }

  /// What the root of a receiver's name holds when it plays an image sequence (`imageView`).
  static let imageWord = "image"
}
