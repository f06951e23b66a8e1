import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// lottie-ios's Reduce Motion option must reach a `LottieView` before its first playback.
/// `LottieView` runs `configure` closures after it applied the playback mode, so an option set
/// there arrives one render late: the view starts on the shared configuration (under system
/// Reduce Motion, the file's reduced-motion marker, played once) and never replays the mode it
/// recorded as applied. The adapter must pass it through `configuration(_:)`, which the view is
/// created with. The adapter only compiles against lottie-ios, so its shape is checked here.
@Suite("Lottie's Reduce Motion option")
struct LottieReducedMotionOptionTests {
  static let file = RepositoryFiles.root.appendingPathComponent(
    "Sources/MotionAwareLottie/SwiftUI/LottieReducedMotionOption.swift")

  @Test func lottieReducedMotionOptionArrivesWithTheView() throws {
    let tree = Parser.parse(source: try String(contentsOf: Self.file, encoding: .utf8))
    let finder = CalledNames(viewMode: .sourceAccurate)
    finder.walk(tree)
    let body = try #require(finder.calledNamesInReducedMotion, "no LottieView.reducedMotion(_:)")
    #expect(body.contains("configuration"), "reducedMotion(_:) does not call configuration(_:)")
    #expect(!body.contains("configure"), "reducedMotion(_:) sets the option in a configure closure")
  }

  /// The names called in the body of `reducedMotion(_:)` in an extension of `LottieView`.
  private final class CalledNames: SyntaxVisitor {
    var calledNamesInReducedMotion: Set<String>?

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      node.extendedType.trimmedDescription == "LottieView" ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard node.name.text == "reducedMotion", let body = node.body else { return .skipChildren }
      var names = Set<String>()
      for token in body.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let name) = token.tokenKind,
          token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
            || token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftBrace
        {
          names.insert(name)
        }
      }
      calledNamesInReducedMotion = names
      return .skipChildren
    }
  }
}
