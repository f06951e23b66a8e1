import MotionAuditSemantics
import SwiftSyntax

/// How a file restarts a video at its end: the observer of the end-of-play notification, the
/// code that runs when it arrives, and the seek back to the start with a `play()` in it.
enum VideoRestartQueries {
  /// The end-of-play notification, by either of its names, whose handlers may restart the video.
  static let endOfPlayNotifications: Set<String> = [
    "AVPlayerItemDidPlayToEndTime", "didPlayToEndTimeNotification",
  ]

  /// The calls that observe a notification.
  static let observerCalls: Set<String> = ["addObserver", "publisher", "notifications"]

  /// The call that observes the notification: `addObserver(…)`, `publisher(for:)`,
  /// `notifications(named:)`.
  static func observerCall(naming access: MemberAccessExprSyntax)
    -> FunctionCallExprSyntax?
  {
    for ancestor in access.ancestors {
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(ClosureExprSyntax.self) {
        return nil
      }
      guard let call = ancestor.as(FunctionCallExprSyntax.self), let name = call.calleeName,
        observerCalls.contains(name)
      else { continue }
      return call
    }
    return nil
  }

  /// The code that runs when the notification arrives.
  static func handlers(
    of observer: FunctionCallExprSyntax, methods: [(name: String, body: Syntax)]
  ) -> [Syntax] {
    var handlers = observer.closures.map(Syntax.init)
    // `#selector(restart)`: the method of that name in this file.
    if let selector = observer.argument(labeled: "selector") {
      let names = Set(
        selector.descendants(ofType: DeclReferenceExprSyntax.self).map {
          $0.baseName.identifierName
        })
      handlers += methods.filter { names.contains($0.name) }.map(\.body)
    }
    // `publisher(for:).receive(on:).sink { … }`: closures further down the chain.
    var node = Syntax(observer)
    while let member = node.parent?.as(MemberAccessExprSyntax.self),
      let call = member.parent?.as(FunctionCallExprSyntax.self)
    {
      handlers += call.closures.map(Syntax.init)
      node = Syntax(call)
    }
    // `for await _ in center.notifications(named:) { … }`
    for ancestor in observer.ancestors {
      if let loop = ancestor.as(ForStmtSyntax.self), loop.sequence.contains(observer) {
        handlers.append(Syntax(loop.body))
        break
      }
      if ancestor.is(CodeBlockItemSyntax.self) { break }
    }
    return handlers
  }

  /// In `handler`, the call that restarts the video: a `play()` after a seek to the start (or
  /// the seek itself when the player keeps playing at its end), directly or in a method of the
  /// file the handler calls.
  static func restartCall(
    in handler: Syntax, methods: [(name: String, body: Syntax)], keepsPlaying: Bool
  ) -> Syntax? {
    if let call = ownRestart(in: handler, keepsPlaying: keepsPlaying) { return call }
    for call in handler.descendants(ofType: FunctionCallExprSyntax.self) {
      guard let name = call.calleeName, call.receiver.map(isSelf) ?? true,
        methods.contains(where: {
          $0.name == name && ownRestart(in: $0.body, keepsPlaying: keepsPlaying) != nil
        })
      else { continue }
      return Syntax(call)
    }
    return nil
  }

  private static func ownRestart(in body: Syntax, keepsPlaying: Bool) -> Syntax? {
    let calls = body.descendants(ofType: FunctionCallExprSyntax.self)
    guard
      let seek = calls.first(where: {
        $0.calleeName == "seek" && $0.receiver != nil && seeksToStart($0)
      })
    else { return nil }
    let playing = UngatedVideoAutoplayRule.Call.play.names
    if let play = calls.first(where: {
      $0.calleeName.map(playing.contains) == true && $0.receiver != nil
    }) {
      return Syntax(play)
    }
    return keepsPlaying ? Syntax(seek) : nil
  }

  /// `seek(to: .zero)`, `seek(to: CMTime.zero)`, `seek(to: kCMTimeZero)`,
  /// `seek(to: CMTime(value: 0, timescale: 1))`.
  private static func seeksToStart(_ seek: FunctionCallExprSyntax) -> Bool {
    guard let target = seek.arguments.first?.expression else { return false }
    let text = target.compactText
    return text.lowercased().contains("zero") || text.contains("value:0")
      || text.hasPrefix("CMTimeMake(0") || text.hasPrefix("CMTimeMake(value:0")
  }

  private static func isSelf(_ expression: ExprSyntax) -> Bool {
    let text = expression.compactText
    return text == "self" || text == "self?" || text == "self!"
  }

  /// The file's methods with bodies, by name: a walk of the whole file, which a rule does once.
  static func methodBodies(in context: AuditContext) -> [(name: String, body: Syntax)] {
    context.tree.descendants(ofType: FunctionDeclSyntax.self).compactMap { function in
      function.body.map { (function.name.identifierName, Syntax($0)) }
    }
  }
}
