import Foundation
import MotionAudit
import Testing

@testable import MotionAudit
@testable import MotionAuditEngine
@testable import MotionAuditSemantics
@testable import MotionAuditSources

/// The byte search: finds every token wherever it is, and nothing else.
@Suite struct TokenPrefilterTests {
  /// Checks, case by case, whether `prefilter` lets each source through.
  private func expect(
    _ prefilter: TokenPrefilter, concerns cases: [(String, Bool)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (source, concerns) in cases {
      #expect(
        prefilter.mayConcern(Array(source.utf8)) == concerns, "\(source)",
        sourceLocation: sourceLocation)
    }
  }

  private func concerns(_ text: String, _ tokens: [String]) -> Bool {
    TokenPrefilter(tokens: tokens).mayConcern(Array(text.utf8))
  }

  @Test func findsATokenAtTheStartInTheMiddleAndAtTheEnd() {
    let tokens = ["withAnimation", "transition"]
    #expect(concerns("withAnimation { }", tokens))
    #expect(concerns("Text(\"a\").transition(.slide)", tokens))
    #expect(concerns("let a = 1 // transition", tokens))
    #expect(concerns("transition", tokens))
  }

  @Test func findsTokensInsideLongerWordsCommentsAndStrings() {
    #expect(concerns("let animations = []", ["animation"]))
    #expect(concerns("/* withAnimation */", ["withAnimation"]))
    #expect(concerns("print(\"GeometryReader\")", ["GeometryReader"]))
  }

  @Test func findsNothingWhereNoTokenIs() {
    let tokens = ["withAnimation", "animation", "transition", "Transition"]
    #expect(!concerns("", tokens))
    #expect(!concerns("ani", tokens))
    #expect(
      !concerns("struct A { let animatio = 1; let Animation = 2; let transitio = 3 }", tokens))
    #expect(!concerns("withAnimation", []))
  }

  @Test func findsShortTokensAndHandlesShortFiles() {
    #expect(concerns("x = Ab", ["Ab"]))
    #expect(concerns("Ab", ["Ab", "withAnimation"]))
    #expect(!concerns("A", ["Ab"]))
    #expect(concerns("abc", ["abc"]))
    #expect(concerns("zabcd", ["abcd"]))
    #expect(!concerns("abc", ["abcd"]))
  }

  @Test func dropsTokensThatContainAnother() {
    let prefilter = TokenPrefilter(tokens: ["scrollTransition", "Transition", "", "Transition"])
    #expect(prefilter.tokens == ["Transition"])
  }

  @Test func agreesWithAPlainSearchOnGeneratedText() {
    var random = TestRandom(seed: 42)
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzAT .(){}\n\u{E9}")
    let tokens = ["anim", "Trans", "tion", "ab", "withAnim", "zz"]
    let prefilter = TokenPrefilter(tokens: tokens)
    for _ in 0..<2_000 {
      let length = Int(random.next() % 40)
      let text = String(
        (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      let expected = tokens.contains { text.utf8.contains(subsequence: Array($0.utf8)) }
      #expect(prefilter.mayConcern(Array(text.utf8)) == expected, "\(text.debugDescription)")
    }
  }

  /// Long tokens only: the search samples every sixth offset and must still find each token at
  /// every position and at the very ends.
  @Test func samplingFindsLongTokensAtEveryOffset() {
    let tokens = ["withAnimation", "transition", "Transition", "GeometryReader"]
    let prefilter = TokenPrefilter(tokens: tokens)
    var random = TestRandom(seed: 7)
    let filler = Array("abcdefgh ijklmnop.(){}\nwithAnimatio transitio Geometry")
    for token in tokens {
      for prefixLength in 0..<20 {
        for suffixLength in [0, 1, 2, 3, 7] {
          let prefix = String(
            (0..<prefixLength).map { _ in filler[Int(random.next() % UInt64(filler.count))] })
          let suffix = String(
            (0..<suffixLength).map { _ in filler[Int(random.next() % UInt64(filler.count))] })
          let text = prefix + token + suffix
          #expect(prefilter.mayConcern(Array(text.utf8)), "\(text.debugDescription)")
          let broken = prefix + String(token.dropLast()) + suffix
          let expected = tokens.contains { broken.utf8.contains(subsequence: Array($0.utf8)) }
          #expect(
            prefilter.mayConcern(Array(broken.utf8)) == expected, "\(broken.debugDescription)")
        }
      }
    }
  }

  @Test func theRunsPrefilterSearchesTheEnabledRulesTokens() {
    let animationOnly = AuditSettings.only(UngatedExplicitAnimationRule.self)
    #expect(
      TokenPrefilter(settings: animationOnly).tokens
        == TokenPrefilter(tokens: UngatedExplicitAnimationRule.description.requiredTokens).tokens)
    let everything = TokenPrefilter(settings: .defaults)
    for rule in RuleRegistry.all where rule.description.requiredTokenCondition == nil {
      for token in rule.description.requiredTokens {
        #expect(everything.mayConcern(Array("x.\(token)(y)".utf8)), "\(token)")
      }
    }
    #expect(
      !TokenPrefilter(settings: AuditSettings(rules: [])).mayConcern(Array("withAnimation".utf8)))
  }

  @Test func occurrencesFollowedByAnExceptionDoNotCount() {
    let images = TokenPrefilter(tokens: ["Image"], exceptions: ["Image": ["(systemName:"]])
    #expect(!images.mayConcern(Array(#"Image(systemName: "star")"#.utf8)))
    #expect(images.mayConcern(Array(#"Image("logo")"#.utf8)))
    #expect(images.mayConcern(Array(#"Image(systemName: "star"); Image(decorative: "x")"#.utf8)))
    #expect(images.mayConcern(Array("Image(\n  systemName: \"star\")".utf8)))
    // Cut short at the end of the file: not the exception.
    #expect(images.mayConcern(Array("Image(system".utf8)))
  }

  @Test func identifierStartsCountOnlyAtTheStartOfAnIdentifier() {
    let prefilter = TokenPrefilter(tokens: ["wait", "load"], identifierStarts: ["wait", "load"])
    for source in ["try await task.value", "download()", "isLoading = true", "payload_wait"] {
      #expect(!prefilter.mayConcern(Array(source.utf8)), "\(source)")
    }
    for source in ["semaphore.wait()", "load()", "try loadItems()", "(wait)", "`load`", "éload"] {
      #expect(prefilter.mayConcern(Array(source.utf8)), "\(source)")
    }
    // A rule needing the token anywhere keeps it counting anywhere.
    let heavyWork = AuditSettings.only(HeavyWorkInInitializerRule.self)
    #expect(!TokenPrefilter(settings: heavyWork).mayConcern(Array("await download()".utf8)))
    #expect(
      TokenPrefilter(settings: heavyWork, additionalTokens: ["load"]).mayConcern(
        Array("await download()".utf8)))
  }

  @Test func wholeIdentifiersCountOnlyAlone() {
    let prefilter = TokenPrefilter(
      tokens: ["decode", "View"], wholeIdentifiers: ["decode", "View"])
    for source in [
      "init(from decoder: Decoder)", "let model = ViewModel()", "try decodeIfPresent()", "MyView()",
    ] {
      #expect(!prefilter.mayConcern(Array(source.utf8)), "\(source)")
    }
    for source in [
      "decoder.decode(T.self, from: data)", "struct A: View {", "`decode`", "SwiftUI.View", "Viewé",
    ] {
      #expect(prefilter.mayConcern(Array(source.utf8)), "\(source)")
    }
  }

  @Test func heavyWorkNeedsAViewOrAppAndALoadCallNotALoadingName() {
    let prefilter = TokenPrefilter(settings: .only(HeavyWorkInInitializerRule.self))
    for source in [
      "struct A: View { @State var loading = false; func f() async throws { try await loader.get() } }",
      "final class A: ViewModel { init() { try? store.loadItems() } }",
      // A view returned, not a type declared as one.
      "struct Tab { func makeView() -> some View { List() }; init() { try? store.loadItems() } }",
      "func body() -> any View { try? store.load(); return Text(\"a\") }",
    ] {
      #expect(!prefilter.mayConcern(Array(source.utf8)), "\(source)")
    }
    for source in [
      "struct A: View { init() { try? store.loadItems() } }",
      "struct A: SwiftUI.App { init() { try? store.load() } }",
      "struct A: Equatable,\n  View { init() { try? store.loadItems() } }",
      "struct A: /* a screen */ View { init() { try? store.loadItems() } }",
      "struct A: Equatable,  // a screen\n  View { init() { try? store.loadItems() } }",
    ] {
      #expect(prefilter.mayConcern(Array(source.utf8)), "\(source)")
    }
  }

  /// A token two rules need counts wherever either says: two narrow matches that count in
  /// different places meet at the whole identifier.
  @Test func twoMatchesOfOneTokenCountWhereEitherDoes() {
    #expect(TokenMatch.callee.loosest(with: .inheritedType) == .wholeIdentifier)
    #expect(TokenMatch.inheritedType.loosest(with: .callee) == .wholeIdentifier)
    #expect(TokenMatch.callee.loosest(with: .identifierStart) == .identifierStart)
    #expect(TokenMatch.inheritedType.loosest(with: .inheritedType) == .inheritedType)
    #expect(TokenMatch.wholeIdentifier.loosest(with: .anywhere) == .anywhere)
  }

  @Test func calleesCountOnlyWhereTheyMayBeCalled() {
    let prefilter = TokenPrefilter(tokens: ["Image", "local"], callees: ["Image", "local"])
    for source in [
      "let icon: Image?", "var icon: Image? {", "ImageView()", "case .local:",
      "if kind == .local {",
      "localized", "[Image]", "Image.self", "Image.Scale", "Image", "local\n  case remote",
    ] {
      #expect(!prefilter.mayConcern(Array(source.utf8)), "\(source)")
    }
    for source in [
      #"Image("logo")"#, #"Image ("logo")"#, "Image\n(\"logo\")", #"Image.init("logo")"#,
      #"Image . init("logo")"#, #"SwiftUI.Image("logo")"#, #"source: .local("intro", .main)"#,
      "Image<T>(x)", #"(Image)("logo")"#, "Image?(x)", "local!(x)", #"`Image`("logo")"#,
      #"Image/* c */("logo")"#,
      // The parser skips stray control characters; it may skip what non-ASCII text holds too.
      "Image\u{1A}(\"logo\")", "Image\u{7F}(\"logo\")", "Image.\u{1B}init(\"logo\")",
      "Image\u{A0}(\"logo\")",
    ] {
      #expect(prefilter.mayConcern(Array(source.utf8)), "\(source)")
    }
    // A token another consumer needs anywhere counts anywhere.
    let images = AuditSettings.only(MissingImageSetRule.self)
    #expect(!TokenPrefilter(settings: images).mayConcern(Array("ImageView()".utf8)))
    #expect(
      TokenPrefilter(settings: images, additionalTokens: ["Image"]).mayConcern(
        Array("ImageView()".utf8)))
  }

  @Test func aConditionNeedsEveryPartOfAnAllAndOnePartOfAOneOf() {
    let condition = TokenCondition.allOf([
      .anyOf(["View"], matching: .identifierStart),
      .oneOf([.anyOf(["sleep"]), .allOf([.anyOf(["load"]), .anyOf(["try"])])]),
    ])
    let prefilter = TokenPrefilter(tokens: [], conditions: [condition])
    let cases: [(String, Bool)] = [
      ("struct A: View { init() { sleep(1) } }", true),
      ("struct A: View { init() { try store.load() } }", true),
      ("struct A: View { func f() async { await model.load() } }", false),
      ("final class Store { init() { sleep(1) } }", false),
      ("struct A: PreviewView { init() { sleep(1) } }", false),
    ]
    expect(prefilter, concerns: cases)
    #expect(condition.tokens == ["View", "sleep", "load", "try"])
  }

  /// The heavy-work rule's condition, with the rule alone: views that load in `.task` and services
  /// that decode are not parsed for it; an `App` that reads a file in its initializer is.
  @Test func theHeavyWorkConditionLeavesViewsThatLoadLaterAndServicesUnparsed() {
    let prefilter = TokenPrefilter(settings: .only(HeavyWorkInInitializerRule.self))
    let cases: [(String, Bool)] = [
      ("struct A: View { var body: some View { List {}.task { await model.load() } } }", false),
      (
        "final class Service { func fetch() throws { try decoder.decode(T.self, from: d) } }", false
      ),
      ("@main struct P: App { init() { data = try! Data(contentsOf: url) } }", true),
      (
        "struct S: View { @StateObject var store = Store() }\nclass Store { init() { try? load() } }",
        true
      ),
      ("struct S: View { init() { container.loadPersistentStores { _, _ in } } }", true),
    ]
    expect(prefilter, concerns: cases)
  }

  @Test func aTokenWithExceptionsDoesNotMakeLongerTokensRedundant() {
    let prefilter = TokenPrefilter(
      tokens: ["Image", "AnimatedImage", "animate", "animatedImage"],
      exceptions: ["Image": ["(systemName:"]])
    #expect(prefilter.tokens == ["AnimatedImage", "Image", "animate"])
    #expect(prefilter.mayConcern(Array("AnimatedImage(systemName: x)".utf8)))
  }

  @Test func aTokenKeepsOnlyTheExceptionsEveryRuleNeedingItStates() {
    let settings = AuditSettings.only(MissingImageSetRule.self)
    let source = Array(#"Image(systemName: "star")"#.utf8)
    #expect(!TokenPrefilter(settings: settings).mayConcern(source))
    #expect(TokenPrefilter(settings: settings, additionalTokens: ["Image"]).mayConcern(source))
    let uikit = AuditSettings.only(UngatedUIKitAnimationRule.self)
    let presenting = Array("present(controller, animated: true)".utf8)
    #expect(!TokenPrefilter(settings: uikit).mayConcern(presenting))
    #expect(
      TokenPrefilter(settings: uikit).mayConcern(Array("UIView.animate(withDuration: 1)".utf8)))
  }

  /// A comment line names APIs in words (`/// Starts the loop`) and makes no syntax; a comment
  /// after code, a block comment and a line of a string literal still count.
  @Test func aTokenOnACommentLineDoesNotCount() {
    let tokens = ["withAnimation", "transition"]
    #expect(!concerns("// withAnimation runs here\nlet a = 1", tokens))
    #expect(!concerns("\t  /// Calls withAnimation.\n", tokens))
    #expect(concerns("let a = 1 // withAnimation", tokens))
    #expect(concerns("/* transition */", tokens))
    #expect(concerns("// \\(withAnimation { })", tokens))
    #expect(concerns("// \\#(withAnimation { })", tokens))
    #expect(concerns("// a comment\nwithAnimation { }", tokens))
    #expect(concerns("x /\n/ withAnimation", tokens))
  }

  /// A token a condition looks for outside string literals does not count inside a literal that
  /// opens on its line; wherever the quotes cannot be counted on one line (a multi-line or raw
  /// literal, an interpolation, a comment or regex literal that may hold a quote), it counts.
  @Test func aTokenOutsideStringLiteralsDoesNotCountInALogMessage() {
    let prefilter = TokenPrefilter(
      tokens: [],
      conditions: [.anyOf(["transition"], outsideStringLiterals: true)])
    let cases: [(String, Bool)] = [
      ("log(\"Failed transition from \\(state)\")", false),
      ("log(\"a \\\"quoted\\\" transition\")", false),
      ("let a = \"\\\\\" + \"transition\"", false),
      ("log(\"done\"); view.transition(.slide)", true),
      ("let a = \"\\\\\"; view.transition(.slide)", true),
      ("log(\"\\(view.transition(.slide))\")", true),
      ("let a = \"\"\"\n\"transition\n\"\"\"", false),
      ("let a = \"\"\" transition", true),
      ("let a = #\"transition\"#", true),
      ("let r = /\"/; view.transition(.slide)", true),
      ("/* \" */ view.transition(.slide)", true),
      ("view.transition(.slide)", true),
    ]
    expect(prefilter, concerns: cases)
    // Without the option, a literal's words count.
    #expect(concerns("log(\"Failed transition\")", ["transition"]))
    // A coordinator that pushes screens and logs its state machine's transitions.
    let movement = TokenPrefilter(settings: .only(MovementTransitionRule.self))
    #expect(!movement.mayConcern(Array("stack.push(screen)\nlog(\"Failed transition\")".utf8)))
    #expect(movement.mayConcern(Array("Panel().transition(.push(from: .leading))".utf8)))
  }

  /// The intro rules fire only on names of intros, flags and intro types, so `launch` in
  /// `launchOptions` or `LaunchAtLogin` does not make a file concern them.
  @Test func introTokensCountOnlyInNamesOfIntros() {
    let prefilter = TokenPrefilter(settings: .only(LaunchIntroIgnoresReduceMotionRule.self))
    let cases: [(String, Bool)] = [
      ("func application(_ a: UIApplication, launchOptions: [String: Any]?) {}", false),
      ("let item = LaunchAtLogin.shared", false),
      ("let url = launchURL", false),
      ("if showIntro { IntroView() }", true),
      ("ZStack { SplashView() }", true),
      ("struct LaunchScreenView: View {}", true),
      ("let x = LaunchÉcranView()", true),
      // A flag counts only where the file may switch it off, as the rules read flags.
      ("var timeIntroSkipping: Int32 = 0\nif timeIntroSkipping != 0 {}", false),
      ("if showIntro { Text(\"a\") }", false),
      ("if showIntro { Text(\"a\") }\nButton(\"Skip\") { showIntro = false }", true),
      ("if showIntro { Text(\"a\") }\nshowIntro =\n  (false)", true),
      ("if showIntro { Overlay(isShown: $showIntro) }", true),
      ("if showIntro { Text(\"a\") }\nshowIntro\n  .toggle()", true),
      ("if showIntro { Text(\"a\") }\n/// Sets `showIntro` = false.\n", false),
    ]
    expect(prefilter, concerns: cases)
  }

  /// The autoplay rule reports `startAnimating()` on an image view, not on a spinner: an
  /// occurrence counts only where the receiver's names speak of an image, or where the bytes
  /// cannot tell the receiver (a call or cast in the chain, a chain continued from the line
  /// above, a comment).
  @Test func startAnimatingCountsOnlyOnReceiversThatMayBeImageViews() {
    let prefilter = TokenPrefilter(settings: .only(AutoplayIgnoresAnimatedImagesRule.self))
    let cases: [(String, Bool)] = [
      ("spinner.startAnimating()", false),
      ("    self.activityIndicator?.startAnimating()\n", false),
      ("cell.loadingView.startAnimating()", false),
      ("if isLoading { indicator.startAnimating() } else { indicator.stopAnimating() }", false),
      ("tasks.forEach { $0.startAnimating() }", false),
      ("func startAnimating() { isSpinning = true }", false),
      ("loader.startAnimatingDots()", false),
      ("return spinner.startAnimating()", false),
      ("imageView.startAnimating()", true),
      ("self.avatarImageView!.startAnimating()", true),
      ("cell.thumbnailImage.startAnimating()", true),
      ("gifView.startAnimatingGIF()", true),
      // What the bytes cannot tell is left to the parse.
      ("views[0].startAnimating()", true),
      ("(view as? UIImageView)?.startAnimating()", true),
      ("makeView().startAnimating()", true),
      ("imageView\n  .startAnimating()", true),
      ("imageView.\n  spinner.startAnimating()", true),
      ("imageView // frames\n  .startAnimating()", true),
      ("`imageView`.startAnimating()", true),
      ("let ok = viewÉcran.startAnimating()", true),
    ]
    expect(prefilter, concerns: cases)
  }

  /// Rules that read a call's arguments need the call, not a longer name or a label holding
  /// its name; the scroll rule also needs the `true` it reports.
  @Test func callsAndTheirLiteralsNotLongerNamesOrLabelsMakeAFileConcernARule() {
    let cases: [(any Rule.Type, String, Bool)] = [
      (UngatedAnimatedScrollRule.self, "let rows = selectRowsWhere(key: k, in: db)", false),
      (UngatedAnimatedScrollRule.self, "tableView.deselectRow(at: path, animated: true)", false),
      (
        UngatedAnimatedScrollRule.self, "tableView.scrollToRow(at: p, at: .top, animated: a)", false
      ),
      (
        UngatedAnimatedScrollRule.self, "tableView.scrollToRow(at: p, at: .top, animated: true)",
        true
      ),
      (UngatedExplicitAnimationRule.self, "coordinator.select(item, animations: [.select])", false),
      (
        UngatedExplicitAnimationRule.self,
        "outline.removeItems(at: s, withAnimation: [.slideDown])", false
      ),
      (UngatedExplicitAnimationRule.self, "let d = layout.animationDuration", false),
      (UngatedExplicitAnimationRule.self, "withAnimation { isOn.toggle() }", true),
      (UngatedExplicitAnimationRule.self, "Text(\"a\").animation(.spring, value: x)", true),
      (UngatedLoopingAnimationRule.self, "final class TimelineViewController {}", false),
      (UngatedLoopingAnimationRule.self, "TimelineView(.animation) { _ in Text(\"a\") }", true),
      (UngatedLoopingAnimationRule.self, "@AppStorage(\"a\") var animateEmojis = true", false),
      (UngatedLoopingAnimationRule.self, "UIView.animate(withDuration: 1, delay: 0)", true),
      (UngatedUIKitAnimationRule.self, "if prefs.animateEmojis { start() }", false),
      (UngatedUIKitAnimationRule.self, "UIView.animateKeyframes(withDuration: 1)", true),
      (AutoplayIgnoresAnimatedImagesRule.self, "RunLoop.main.add(timer, forMode: .common)", false),
      (AutoplayIgnoresAnimatedImagesRule.self, "let loops = 3", false),
      (AutoplayIgnoresAnimatedImagesRule.self, "LottieView(animation: a).looping()", true),
      (AutoplayIgnoresAnimatedImagesRule.self, ".playing(loopMode: .loop)", true),
      (MovementTransitionRule.self, "if newPlayerTransition { try fm.removeItem(at: url) }", false),
      (MovementTransitionRule.self, "Text(\"a\").transition(.move(edge: .top))", true),
    ]
    for (rule, source, concerns) in cases {
      #expect(
        rule.description.tokenPrefilter.mayConcern(Array(source.utf8)) == concerns,
        "\(rule.description.id): \(source)")
    }
  }

  /// Facts for the project rules come from parsed files: each project rule's tokens name what its
  /// facts hang on, and anything else that reads parsed files adds its own tokens to the plan.
  @Test func factCollectorsDeclareTheirOwnTokens() {
    let source = Array("Image(\"mascot-happy\")".utf8)
    let codeRulesOnly = AuditSettings(
      rules: AuditSettings.defaults.rules.filter { !RuleRegistry.projectRuleIDs.contains($0.id) })
    #expect(!TokenPrefilter(settings: codeRulesOnly).mayConcern(source))
    #expect(TokenPrefilter(settings: codeRulesOnly, additionalTokens: ["Image"]).mayConcern(source))
    #expect(!AuditPlan(settings: codeRulesOnly).needsParsing(source))
    #expect(AuditPlan(settings: codeRulesOnly, additionalTokens: ["Image"]).needsParsing(source))
    #expect(AuditPlan(settings: .defaults).needsParsing(source))
  }

  /// Given the project's catalogs, an image call naming a set they hold, or passing a name
  /// rather than a literal, cannot make `missing-image-set` fire, so a file of only those is not
  /// parsed; but it is ruled out only for these catalogs (cached with their fingerprint). Without the
  /// catalogs every image call counts; without any catalog the rule does not run at all.
  @Test func imagesTheCatalogsHoldDoNotMakeAFileConcernMissingImageSet() {
    func project(_ sets: String...) -> ProjectContext {
      ProjectContext(
        files: (["App/Assets.xcassets/Contents.json"] + sets).compactMap { path in
          AssetCatalogEntry(path: path).map {
            ProjectFileResult(
              file: path, kind: .assetCatalogContents, summary: .assetCatalogEntry($0))
          }
        },
        swiftFiles: [])
    }
    let catalogs = project("App/Assets.xcassets/logo.imageset/Contents.json")
    let settings = AuditSettings.only(MissingImageSetRule.self)
    func need(_ source: String, in project: ProjectContext?) -> AuditPlan.ParsingNeed {
      AuditPlan(settings: settings, project: project).parsingNeed(Array(source.utf8))
    }
    let held = "let a = Image(\"logo\")\nlet b = UIImage(named: iconName)\n"
    #expect(need(held, in: catalogs) == .noneGivenTheProject)
    #expect(need(held, in: nil) == .needed)
    #expect(need(held, in: ProjectContext(files: [], swiftFiles: [])) == .noneGivenTheProject)
    #expect(need(held + "let c = Image(\"badge\")", in: project()) == .needed)
    #expect(need(held + "let c = Image(\"badge\")", in: catalogs) == .needed)
    #expect(need(held + "let c = Image(isOn ? \"logo\" : \"badge\")", in: catalogs) == .needed)
    // Every file a plan with the catalogs rules out is ruled out given them.
    #expect(need("let c = Image(systemName: \"star\")", in: catalogs) == .noneGivenTheProject)
    #expect(need("let c = Image(systemName: \"star\")", in: nil) == .none)
    // A file held for a suppression comment is parsed whatever the catalogs.
    #expect(need(held + "// motion-audit:disable:next missing-image-set", in: catalogs) == .needed)
    // The rules' own filters, which decide what a parsed file's facts hold, ignore the catalogs.
    #expect(MissingImageSetRule.description.tokenPrefilter.mayConcern(Array(held.utf8)))
  }
}

extension Collection where Element == UInt8 {
  /// A plain search, to check the pre-filter against.
  fileprivate func contains(subsequence needle: [UInt8]) -> Bool {
    let bytes = Array(self)
    guard !needle.isEmpty, needle.count <= bytes.count else { return needle.isEmpty }
    return (0...(bytes.count - needle.count)).contains { start in
      Array(bytes[start..<(start + needle.count)]) == needle
    }
  }
}

/// SplitMix64: deterministic test input.
struct TestRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// Within a parsed file, rules whose own tokens are absent are not run.
@Suite struct PerRulePrefilterTests {
  @Test func aParsedFileGoesOnlyToTheRulesWhoseTokensItHolds() {
    let plan = AuditPlan(settings: .defaults)
    let bytes = Array("withAnimation(.bouncy) { isOn.toggle() }".utf8)
    let active = zip(plan.rules, plan.activeRules(in: bytes)).filter(\.1).map {
      $0.0.type.description.id
    }
    #expect(active == [UngatedExplicitAnimationRule.description.id])
    let reference = AuditPlan(settings: .defaults, prefilter: nil)
    #expect(reference.activeRules(in: bytes).allSatisfy { $0 })
    #expect(
      FileAuditor.audit(file: "A.swift", bytes: bytes, plan: plan)
        == FileAuditor.audit(file: "A.swift", bytes: bytes, plan: reference))
  }
}
