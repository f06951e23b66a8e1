import MotionAuditSemantics
import SwiftSyntax

/// Video that loops or starts by itself while neither Reduce Motion nor Auto-Play Video Previews
/// decides it.
///
/// Three kinds of site, reported once per type in this order (the first kind found in a type
/// stands for the others, which are the same motion):
/// - **A looper**: `AVPlayerLooper(player:templateItem:…)`.
/// - **A restart at the end**: a handler of `AVPlayerItemDidPlayToEndTime`
///   (`AVPlayerItem.didPlayToEndTimeNotification`) that seeks back to the start and plays — or only
///   seeks, when the file sets `actionAtItemEnd = .none`, which keeps the player running. Handlers
///   are the observer's closure, the `.sink` of a publisher, the body of a `for await` over
///   `notifications(named:)`, or the method of a `#selector`; a method of the file they call
///   counts as their own code.
/// - **A play on appear**: `player.play()` on a receiver named like a player, in a file that shows
///   video (`VideoPlayer`, `AVPlayerLayer`, `AVPlayerViewController`, `AVQueuePlayer`,
///   `AVPlayerLooper`), inside `onAppear` or `.task`, `viewWillAppear` / `viewDidAppear`, or a
///   table or collection view's `willDisplay`.
///
/// A site is decided when a signal gates it (``AuditContext/videoGate(of:)``: Reduce Motion,
/// `UIAccessibility.isVideoAutoplayEnabled`, MotionAware's `autoplaysVideoPreviews`, names that
/// speak of autoplay, the app's own autoplay setting from the project facts) or when its type
/// reads one anywhere, since players are often started in one method and set up in another.
///
/// Not autoplay, so not reported: `play()` in a button's action, a tap gesture or any other
/// closure; audio players (`audioPlayer`, `tonePlayer`) and files that show no video; and video
/// in a full-screen viewer the user opened (a type whose name says so: `…Viewer…`,
/// `…FullScreen…`, `MediaPreview…`, `…Lightbox…`), which plays because the user asked.
///
/// Known false negatives: a play in a helper the appearance calls; a type that reads Reduce
/// Motion for something else. Known false positives: a player shown only after a tap (a
/// full-screen viewer) whose `onAppear` starts it.
package struct UngatedVideoAutoplayRule: Rule {
  /// The calls the rule reports, by the kind of site each is.
  enum Call: CallRoute {
    /// `AVPlayerLooper(player:templateItem:…)`: a looper.
    case looper
    /// `player.play()`: a play on appear, or a restart in a handler of the end of play.
    case play

    var names: Set<String> {
      switch self {
      case .looper: ["AVPlayerLooper"]
      case .play: ["play", "playImmediately"]
      }
    }
  }

  package static var routes: [any CallRoute.Type] { [Call.self] }

  /// A looper or a restart at the end by itself; a `play()` only with a type that shows video
  /// (``fileShowsVideo(_:)``).
  private static let tokenCondition = TokenCondition.oneOf([
    .anyOf(Call.looper.names.union(VideoRestartQueries.endOfPlayNotifications).sorted()),
    .allOf([.anyOf(videoTypes.sorted()), .anyOf(Call.play.names.sorted())]),
  ])

  package static let description = RuleDescription(
    id: "ungated-video-autoplay",
    name: "Video loops or autoplays whatever the motion settings",
    defaultSeverity: .warning,
    message: "Video plays by itself whatever Reduce Motion and Auto-Play Video Previews say",
    rationale: """
      Looping and autoplaying video is motion the user did not start: in a feed it moves under \
      the finger while scrolling, and a loop never ends. Settings › Accessibility › Motion › \
      Auto-Play Video Previews off (`UIAccessibility.isVideoAutoplayEnabled` false) asks apps not \
      to start video by themselves, and Reduce Motion asks to avoid motion that is not essential. \
      WCAG 2.2.2 (Pause, Stop, Hide) requires that moving content which starts automatically and \
      lasts more than five seconds can be paused, stopped or hidden.
      """,
    references: [
      "Apple documentation: UIAccessibility.isVideoAutoplayEnabled",
      "Apple documentation: AVPlayerLooper",
      "WCAG 2.2.2 Pause, Stop, Hide",
      "Apple HIG: Accessibility › Motion",
    ],
    fix: """
      Check `UIAccessibility.isVideoAutoplayEnabled` (and `UIAccessibility.isReduceMotionEnabled`, \
      or `@Environment(\\.accessibilityReduceMotion)` in SwiftUI) before `play()` and before \
      creating the `AVPlayerLooper`; when either says no, show the first frame with a play \
      button, and observe `UIAccessibility.videoAutoplayStatusDidChangeNotification` to follow a \
      change. On macOS read `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`. Or, with \
      MotionAware, start playback only when `\\.motionPreferences.autoplaysVideoPreviews` is true \
      and Reduce Motion is off.
      """,
    matcher: RuleMatcher(
      calls: .routes(Call.self), members: .named(VideoRestartQueries.endOfPlayNotifications)),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// Words in a type's name that make it a viewer the user opens to watch.
  static let viewerWords = ["viewer", "fullscreen", "mediapreview", "lightbox"]

  /// Types that show video: a file holding none of them plays sound, as far as this rule knows.
  static let videoTypes: Set<String> = Call.looper.names.union([
    "VideoPlayer", "AVPlayerLayer", "AVPlayerViewController", "AVQueuePlayer",
  ])

  /// The kinds of site, in the order one stands for the others in a type.
  private enum Kind: Int, Comparable {
    case looper, restart, playOnAppear

    static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  private struct Candidate {
    var kind: Kind
    var typeName: String?
    var violation: Violation
  }

  private var candidates: [Candidate] = []
  /// Types known to read a signal, by name (`""` for the file outside types).
  private var typeReadsSignal: [String: Bool] = [:]
  var showsVideo: Bool?
  private var keepsPlayingAtEnd: Bool?
  /// The file's methods, read once (see ``VideoRestartQueries/methodBodies(in:)``).
  private var fileMethods: [(name: String, body: Syntax)]?

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    if case .member(let access, let name) = node {
      guard VideoRestartQueries.endOfPlayNotifications.contains(name) else { return }
      return visitEndOfPlay(access, in: context)
    }
    guard case .call(let call, let name) = node, let route = Call(name: name),
      let token = call.calleeToken
    else { return }
    switch route {
    case .looper:
      guard call.receiver == nil, !context.isVideoDecided(call) else { return }
      record(
        .looper, at: token, around: Syntax(call), in: context,
        message:
          "`AVPlayerLooper` loops video whatever Reduce Motion and Auto-Play Video Previews say")
    case .play:
      guard let receiver = call.receiver, Self.isVideoPlayer(receiver),
        let appearance = Self.appearance(around: call), fileShowsVideo(context),
        !context.isVideoDecided(call)
      else { return }
      record(
        .playOnAppear, at: token, around: Syntax(call), in: context,
        message:
          "Video starts playing in `\(appearance)` whatever Reduce Motion and Auto-Play Video Previews say"
      )
    }
  }

  package mutating func finish(in context: AuditContext, violations: inout [Violation]) {
    var firstKind: [String: Kind] = [:]
    for candidate in candidates {
      let type = candidate.typeName ?? ""
      firstKind[type] = min(firstKind[type] ?? candidate.kind, candidate.kind)
    }
    for candidate in candidates where candidate.kind == firstKind[candidate.typeName ?? ""] {
      violations.append(candidate.violation)
    }
  }

  private mutating func record(
    _ kind: Kind, at token: TokenSyntax, around site: Syntax, in context: AuditContext,
    message: String
  ) {
    let typeName = context.index.enclosingTypeDeclaration(of: site)?.typeDeclarationName
    if let lowercased = typeName?.lowercased(),
      Self.viewerWords.contains(where: lowercased.contains)
    {
      return
    }
    guard !typeReadsSignal(typeName, in: context) else { return }
    candidates.append(
      Candidate(kind: kind, typeName: typeName, violation: Violation(at: token, message: message)))
  }

  // MARK: Restart at the end

  private mutating func visitEndOfPlay(_ access: MemberAccessExprSyntax, in context: AuditContext) {
    guard let observer = VideoRestartQueries.observerCall(naming: access) else { return }
    let methods = fileMethods ?? VideoRestartQueries.methodBodies(in: context)
    fileMethods = methods
    let handlers = VideoRestartQueries.handlers(of: observer, methods: methods)
    let keepsPlaying = fileKeepsPlayingAtEnd(context)
    guard
      let restart = handlers.lazy.compactMap({
        VideoRestartQueries.restartCall(in: $0, methods: methods, keepsPlaying: keepsPlaying)
      }).first,
      !context.isVideoDecided(observer), !context.isVideoDecided(restart)
    else { return }
    record(
      .restart, at: access.declName.baseName, around: Syntax(access), in: context,
      message:
        "Video restarts at its end (the handler seeks back and plays) whatever Reduce Motion and Auto-Play Video Previews say"
    )
  }

  private static let actionAtItemEnd = NameFragments(["actionAtItemEnd"])

  /// Whether the file sets `actionAtItemEnd = .none`: the player keeps its rate at the end, so a
  /// seek to the start alone plays again.
  private mutating func fileKeepsPlayingAtEnd(_ context: AuditContext) -> Bool {
    if let known = keepsPlayingAtEnd { return known }
    // Most files never name it: their bytes say so without walking every token.
    guard Self.actionAtItemEnd.occur(inBytes: context.source.bytes) else {
      keepsPlayingAtEnd = false
      return false
    }
    // `….actionAtItemEnd = .none`, read from the tokens: the player is rarely `self`'s own name.
    var recent: [String] = []
    var keeps = false
    context.tree.forEachToken { token in
      guard !keeps else { return }
      recent.append(token.text)
      if recent.count > 4 { recent.removeFirst() }
      keeps = recent == ["actionAtItemEnd", "=", ".", "none"]
    }
    keepsPlayingAtEnd = keeps
    return keeps
  }

  // MARK: Signals

  /// Whether the type around a site (all its declarations in the file), or the file when there
  /// is none, reads a Reduce Motion or video autoplay signal.
  private mutating func typeReadsSignal(_ typeName: String?, in context: AuditContext) -> Bool {
    let key = typeName ?? ""
    if let known = typeReadsSignal[key] { return known }
    let declarations = typeName.map { context.index.typeDeclarations[$0] ?? [] }
    let reads =
      declarations.map { $0.contains { context.videoSignals.containsSignal($0) } }
      ?? context.videoSignals.containsSignal(context.tree)
    typeReadsSignal[key] = reads
    return reads
  }
}

extension AuditContext {
  /// Whether a signal for video decides `site`.
  fileprivate func isVideoDecided(_ site: some SyntaxProtocol) -> Bool {
    videoGate(of: site) != nil
  }
}
