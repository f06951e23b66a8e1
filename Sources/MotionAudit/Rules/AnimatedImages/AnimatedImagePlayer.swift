import MotionAuditSemantics
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

  /// Whether the player's arguments, or those of its modifiers, switch its animation off as the
  /// app decides: `.imageContext(.note, disable_animation: settings.disable_animation)` (an app
  /// motion setting, see ``ProjectFacts/appMotionSettings``), `onlyLoadFirstFrame: true`. A
  /// switch given `false`, or a value the file cannot trace to a setting, leaves it playing.
  static func isSwitchedOffByTheApp(_ call: FunctionCallExprSyntax, in context: AuditContext)
    -> Bool
  {
    var current = call
    while true {
      for argument in current.arguments {
        guard let label = argument.label?.identifierName, namesAnAnimationSwitch(label) else {
          continue
        }
        let value = argument.expression.withoutWrappers
        if value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
          return true
        }
        if value.descendants(ofType: DeclReferenceExprSyntax.self).contains(where: {
          context.facts.isAppMotionSetting($0.baseName.identifierName)
            && !isPassedIn($0, around: call, in: context)
        }) {
          return true
        }
      }
      // The next modifier of the chain: `KFAnimatedImage(url).imageContext(…)`.
      guard let member = current.parent?.as(MemberAccessExprSyntax.self),
        let next = member.parent?.as(FunctionCallExprSyntax.self),
        next.calledExpression.id == member.id
      else { return false }
      current = next
    }
  }

  /// Whether `reference` is a plain property of the view around `call` (`let disable_animation:
  /// Bool`), which each caller fills in as it likes, rather than the setting itself.
  private static func isPassedIn(
    _ reference: DeclReferenceExprSyntax, around call: FunctionCallExprSyntax,
    in context: AuditContext
  ) -> Bool {
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id,
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
    {
      return false
    }
    guard let typeName = context.index.enclosingTypeDeclaration(of: call)?.typeDeclarationName
    else { return false }
    let name = reference.baseName.identifierName
    return context.defUse.members(of: typeName).contains {
      $0.name == name && $0.kind == .property && $0.attributes.isEmpty
    }
  }

  /// Argument labels that turn a player's animation off: `disable_animation`,
  /// `disablesAnimation`, `stopAnimation`, `onlyLoadFirstFrame`.
  private static func namesAnAnimationSwitch(_ label: String) -> Bool {
    let name = label.lowercased().replacingOccurrences(of: "_", with: "")
    if name == "onlyloadfirstframe" { return true }
    return name.contains("animat")
      && ["disable", "stop", "pause", "static", "still"].contains(where: name.contains)
  }
}
