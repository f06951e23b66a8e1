import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

// Play on appear: a video player started where a view appears.
extension UngatedVideoAutoplayRule {
  /// Receivers of `play()` that play sound, not video.
  static let audioWords = [
    "audio", "sound", "tone", "music", "chime", "playback", "haptic", "animation", "lottie", "rive",
  ]

  /// A receiver named like a video player: `player`, `viewModel.player?`, `playerLayer.player`.
  static func isVideoPlayer(_ receiver: ExprSyntax) -> Bool {
    let text = receiver.compactText.lowercased()
    return text.contains("player") && !audioWords.contains(where: text.contains)
  }

  /// The appearance `call` runs in (`onAppear`, `viewDidAppear`, `willDisplay`), or `nil` when it
  /// runs from anything else: a button, a gesture, a method of its own.
  static func appearance(around call: FunctionCallExprSyntax) -> String? {
    for ancestor in call.ancestors {
      if let closure = ancestor.as(ClosureExprSyntax.self) {
        guard let name = ViewBuilderQueries.call(owning: closure)?.calleeName else { return nil }
        switch AppearanceCall(name: name) {
        case .appearance: return name
        // Deferred work keeps the appearance it was scheduled from.
        case .deferral: continue
        case nil: return nil
        }
      }
      if let function = ancestor.as(FunctionDeclSyntax.self) {
        let name = function.name.identifierName
        if name == "viewDidAppear" || name == "viewWillAppear" { return name }
        let labels = function.signature.parameterClause.parameters.map {
          $0.firstName.identifierName
        }
        if name == "tableView" || name == "collectionView", labels.contains("willDisplay") {
          return "\(name)(_:willDisplay:…)"
        }
        return nil
      }
      if ancestor.is(AccessorDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) {
        return nil
      }
    }
    return nil
  }

  mutating func fileShowsVideo(_ context: AuditContext) -> Bool {
    if let known = showsVideo { return known }
    var shows = false
    context.tree.forEachToken { token in
      if !shows, Self.videoTypes.contains(token.identifierName) { shows = true }
    }
    showsVideo = shows
    return shows
  }
}
