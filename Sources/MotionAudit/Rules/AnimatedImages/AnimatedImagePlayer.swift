import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

/// The calls that start an animated GIF, APNG or image sequence by themselves, for
/// ``AutoplayIgnoresAnimatedImagesRule``, by what makes each a player, and the pre-filter's test
/// for them.
///
/// A project's own player (`AnimatedGifView`) may read the setting inside: it is judged where it
/// starts playing, not where it is used.
enum AnimatedImagePlayer: CallRoute {
  /// `AnimatedImage(…)`, `KFAnimatedImage(…)`, `GIFImage(…)`: a view created.
  case view
  /// `UIImage.animatedImage(with:duration:)`, `.animatedImageNamed(_:duration:)`.
  case animatedImage
  /// `imageView.startAnimating()`, which plays its `animationImages`; a spinner's does not
  /// count.
  case imageSequence
  /// Gifu's `view.startAnimatingGIF()`.
  case gifView

  var names: Set<String> {
    switch self {
    case .view: ["AnimatedImage", "KFAnimatedImage", "GIFImage"]
    case .animatedImage: ["animatedImage", "animatedImageNamed"]
    case .imageSequence: ["startAnimating"]
    case .gifView: ["startAnimatingGIF"]
    }
  }

  /// Whether `call`, one of this player's names, plays an animated image.
  func plays(_ call: FunctionCallExprSyntax) -> Bool {
    switch self {
    case .view:
      ViewBuilderQueries.isTypeCreation(call)
    case .animatedImage:
      call.receiver?.rootName == "UIImage"
        || (call.receiver == nil && call.calledExpression.is(MemberAccessExprSyntax.self))
    case .imageSequence:
      call.receiver?.rootName?.lowercased().contains(Self.imageWord) == true
    case .gifView:
      call.receiver != nil
    }
  }

  /// Whether an identifier holding `startAnimating` may be a call ``plays(_:)`` accepts:
  /// `startAnimating` on a receiver whose names speak of an image (or one the bytes cannot
  /// tell), or `startAnimatingGIF` on any receiver.
  static let startsAPlayer = IdentifierTest("starts an image player") {
    name, start, file in
    let player = AnimatedImagePlayer(name: name)
    guard player == .imageSequence || player == .gifView else { return false }
    guard let receiver = ReceiverChainBytes.receiver(ofNameAt: start, in: file) else {
      return true
    }
    switch receiver {
    case .none: return false
    case .names(let names):
      return player == .gifView || names.contains { $0.lowercased().contains(imageWord) }
    }
  }

  /// What the root of a receiver's name holds when it plays an image sequence (`imageView`).
  static let imageWord = "image"
}
