import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import Testing

/// The cross-file cases the audit must get right: each project is a few files, audited as the
/// engine audits an app (facts from every file, then each file with them).
@Suite struct ProjectFactsScenarioTests {
  /// The findings of auditing every file of `files` (name, source) together.
  func findings(_ files: [(String, String)]) -> [Finding] {
    var plan = AuditPlan(settings: .defaults, prefilter: nil)
    plan.projectFacts = ProjectFacts(
      merging: files.map { name, source in
        var facts = DeclarationFacts(scanning: Array(source.utf8))
        facts.file = name
        return facts
      })
    return files.flatMap { name, source in
      FileAuditor.audit(file: name, bytes: Array(source.utf8), plan: plan).findings
    }
  }

  /// The same files audited one by one, with no facts: what the audit saw before.
  func findingsFileByFile(_ files: [(String, String)]) -> [Finding] {
    files.flatMap { name, source in
      FileAuditor.audit(file: name, bytes: Array(source.utf8), settings: .defaults).findings
    }
  }

  // MARK: Gathering

  /// The workers add each file's facts as they read it, in any order: the merged facts are those
  /// of the files in their own order.
  @Test func factsAddedInAnyOrderMergeAsInFileOrder() {
    let sources = [
      ("A.swift", "extension Animation { static var pop: Animation { .spring() } }"),
      ("B.swift", "extension Animation { static var pop: Animation { .easeInOut } }"),
      (
        "C.swift",
        """
        final class Panel: UIView {
          func slide() { frame.origin.x = 40 }
          func open() { slide(); isOpen = true }
        }
        """
      ),
      ("D.swift", "struct Row: View { var body: some View { Text(\"\") } ; func open() {} }"),
    ]
    let files = sources.map { name, source in
      var facts = DeclarationFacts(scanning: Array(source.utf8))
      facts.file = name
      return facts
    }
    let inOrder = ProjectFacts(merging: files)
    var reversed = ProjectFacts.Accumulator()
    for (order, facts) in files.enumerated().reversed() { reversed.add(facts, order: order) }
    let gathered = ProjectFacts(reversed)

    #expect(gathered == inOrder)
    #expect(gathered.fingerprint == inOrder.fingerprint)
    // The first file's helper decides which animation `pop` names, whichever was added first.
    #expect(gathered.ungatedAnimations["pop"] == "spring")
    // One declaration of `open` calls a moving method: the name moves views.
    #expect(gathered.methodMovesViews["open"] == true)
    #expect(gathered.methodAssignments["open"] == ["isOpen"])
  }

  /// Verdicts pass along chains of helpers of any length, and only along them: a setting decides
  /// media read through a chain, a signal gates every helper using the next, a moving method moves
  /// every method calling the next.
  @Test func verdictsFollowChainsOfAnyLength() {
    let length = 100
    var facts = DeclarationFacts()
    facts.appMotionSettings = ["autoplayGIFs"]
    facts.deciders =
      (0..<length).map { step in
        DeclarationFacts.Decider(
          name: "helper\(step)", kind: .bool, readsSignal: step == length - 1,
          references: step == length - 1 ? [] : ["helper\(step + 1)"])
      } + [
        DeclarationFacts.Decider(name: "loose", kind: .bool, readsSignal: false, references: ["x"])
      ]
    facts.methods =
      (0..<length).map { step in
        DeclarationFacts.MethodEffect(
          name: "step\(step)", movesViews: step == length - 1,
          calls: step == length - 1 ? [] : ["step\(step + 1)"])
      } + [DeclarationFacts.MethodEffect(name: "still", movesViews: false, calls: ["x"])]
    facts.mediaSources =
      (0..<length).map { step in
        DeclarationFacts.NamedUses(
          name: "media\(step)", uses: [step == length - 1 ? "autoplayGIFs" : "media\(step + 1)"])
      } + [DeclarationFacts.NamedUses(name: "other", uses: ["x"])]
    let project = ProjectFacts(merging: [facts])

    let chain = 0..<length
    #expect(chain.allSatisfy { project.gatingNames.contains("helper\($0)") })
    #expect(chain.allSatisfy { project.methodMovesViews["step\($0)"] == true })
    #expect(chain.allSatisfy { project.settingDecidedMedia.contains("media\($0)") })
    #expect(!project.gatingNames.contains("loose"))
    #expect(project.methodMovesViews["still"] == false)
    #expect(!project.settingDecidedMedia.contains("other"))
  }

  // MARK: No finding

  @Test func gatedStaticAnimationInAnotherFileGatesWithAnimation() {
    let files = [
      (
        "Animation+App.swift",
        """
        import SwiftUI
        extension Animation {
            static var appSpring: Animation? {
                UIAccessibility.isReduceMotionEnabled ? nil : .spring(response: 0.4, dampingFraction: 0.6)
            }
        }
        """
      ),
      (
        "Picker.swift",
        """
        import SwiftUI
        struct Picker: View {
            @State private var selected = 0
            var body: some View {
                Button("Next") { withAnimation(.appSpring) { selected += 1 } }
                    .offset(x: CGFloat(selected) * 10)
            }
        }
        """
      ),
    ]
    #expect(findings(files).filter { $0.ruleID == "ungated-explicit-animation" }.isEmpty)
  }

  @Test func viewExtensionBackedByGatingModifierIsGated() {
    let files = [
      (
        "AppAnimation.swift",
        """
        import SwiftUI
        struct AppAnimationModifier<Value: Equatable>: ViewModifier {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            let animation: Animation
            let value: Value
            func body(content: Content) -> some View {
                content.animation(reduceMotion ? nil : animation, value: value)
            }
        }
        extension View {
            func appAnimation<Value: Equatable>(_ animation: Animation, value: Value) -> some View {
                modifier(AppAnimationModifier(animation: animation, value: value))
            }
        }
        """
      ),
      (
        "Card.swift",
        """
        import SwiftUI
        struct Card: View {
            @State private var isExpanded = false
            var body: some View {
                Text("Card")
                    .frame(height: isExpanded ? 300 : 120)
                    .appAnimation(.bouncy, value: isExpanded)
                    .transaction { $0.animation = appAnimationDisabled ? nil : $0.animation }
            }
            var appAnimationDisabled: Bool { false }
        }
        """
      ),
    ]
    let facts = ProjectFacts(sources: files.map(\.1))
    #expect(facts.gatingNames.contains("AppAnimationModifier"))
    #expect(facts.gatingNames.contains("appAnimation"))
    #expect(findings(files).isEmpty)
  }

  @Test func loopAppliedThroughAGatingHelperOfAnotherFileIsNotReported() {
    let files = [
      (
        "ReducedMotionAnimation.swift",
        """
        import SwiftUI
        private struct ReducedMotionAnimation<Value: Equatable>: ViewModifier {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            let animation: Animation?
            let value: Value
            func body(content: Content) -> some View {
                if reduceMotion { content } else { content.animation(animation, value: value) }
            }
        }
        extension View {
            func reducedMotionAnimation<Value: Equatable>(_ animation: Animation?, value: Value) -> some View {
                modifier(ReducedMotionAnimation(animation: animation, value: value))
            }
        }
        """
      ),
      (
        "Rays.swift",
        """
        import SwiftUI
        struct Rays: View {
            @State private var isTurning = false
            var body: some View {
                Image("rays")
                    .rotationEffect(.degrees(isTurning ? 360 : 0))
                    .reducedMotionAnimation(.linear.repeatForever(autoreverses: false), value: isTurning)
                    .onAppear { isTurning = true }
            }
        }
        """
      ),
    ]
    #expect(findings(files).isEmpty)
    // Without the helper's file, nothing says the loop stops: it is reported.
    #expect(findings([files[1]]).map(\.ruleID) == ["ungated-looping-animation"])
  }

  @Test func animationExtensionChainingAGatingHelperIsGated() {
    let files = [
      (
        "Animation+Reduce.swift",
        """
        import SwiftUI
        extension Animation {
            func disabledWhenReducingMotion() -> Animation? {
                UIAccessibility.isReduceMotionEnabled ? nil : self
            }
        }
        """
      ),
      (
        "Sheet.swift",
        """
        import SwiftUI
        struct Sheet: View {
            @State private var isOpen = false
            var body: some View {
                Button("Open") {
                    withAnimation(.spring(response: 0.7).disabledWhenReducingMotion()) { isOpen.toggle() }
                }
            }
        }
        """
      ),
    ]
    #expect(findings(files).isEmpty)
  }

  /// Element X's shape: a method returning `Self` on Animation, through a private one that
  /// reads the setting, ends the chain of a loop declared in another file.
  @Test func loopEndingInAnAnimationMethodReturningSelfIsGated() {
    let files = [
      (
        "ElementAnimations.swift",
        """
        import SwiftUI
        public extension Animation {
            func disabledDuringTests() -> Self {
                let animation: Animation = ProcessInfo.isRunningTests ? .linear(duration: 0) : self
                return animation.disabledIfReduceMotionEnabled()
            }
            private func disabledIfReduceMotionEnabled() -> Self {
                UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self
            }
        }
        """
      ),
      (
        "Shimmer.swift",
        """
        import SwiftUI
        struct Shimmer: ViewModifier {
            @State private var phase = false
            private let animation: Animation = .linear(duration: 1.75)
                .repeatForever(autoreverses: false)
                .disabledDuringTests()
            func body(content: Content) -> some View {
                content.opacity(phase ? 0.4 : 1).animation(animation, value: phase)
            }
        }
        """
      ),
    ]
    #expect(findings(files).isEmpty)
    #expect(findings([files[1]]).map(\.ruleID) == ["ungated-looping-animation"])
  }

  @Test func uiKitBlockCallingAnAlphaOnlyMethodOfAnotherFileIsNotReported() {
    let files = [
      (
        "BannerView+Fade.swift",
        """
        import UIKit
        extension BannerView {
            func fadeIn() {
                alpha = 1
                refreshControl.endRefreshing()
            }
        }
        """
      ),
      (
        "BannerController.swift",
        """
        import UIKit
        final class BannerController: UIViewController {
            let banner = BannerView()
            func show() {
                UIView.animate(withDuration: 0.3) { self.banner.fadeIn() }
            }
        }
        """
      ),
    ]
    #expect(findings(files).isEmpty)
  }

  @Test func uiKitBlockCallingAMethodThatOnlyRecoloursOrReadsGeometryIsNotReported() {
    let files = [
      (
        "AvatarButton.swift",
        """
        import UIKit
        final class AvatarButton: UIButton {
            func updateAppearance() {
                layer.cornerRadius = frame.width / 2
                layer.borderColor = UIColor.white.cgColor
                tintColor = isHighlighted ? .systemGray : .label
            }
        }
        """
      ),
      (
        "ProfileHeader.swift",
        """
        import UIKit
        final class ProfileHeader: UIView {
            let avatar = AvatarButton()
            func highlight() {
                UIView.animate(withDuration: 0.2) { self.avatar.updateAppearance() }
            }
        }
        """
      ),
    ]
    #expect(findings(files).isEmpty)
  }

  @Test func statusBarUpdateIsReportedOnlyWhereAControllerSlidesIt() {
    let coordinator = (
      "Coordinator.swift",
      """
      import UIKit
      final class Coordinator {
          let root = RootController()
          func hideStatusBar() {
              UIView.animate(withDuration: 0.15) { self.root.setNeedsStatusBarAppearanceUpdate() }
          }
      }
      """
    )
    func root(animation: String) -> (String, String) {
      (
        "RootController.swift",
        """
        import UIKit
        final class RootController: UIViewController {
            override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { \(animation) }
        }
        """
      )
    }
    let sliding = findings([root(animation: ".slide"), coordinator])
    #expect(
      sliding.filter { $0.ruleID == "ungated-uikit-animation" }.map(\.file) == ["Coordinator.swift"]
    )
    #expect(findings([root(animation: ".fade"), coordinator]).isEmpty)
  }

  @Test func autoplayConditionedOnTheAppsOwnSettingIsNotReported() {
    let files = [
      (
        "UserPreferences.swift",
        """
        import SwiftUI
        final class UserPreferences: ObservableObject {
            @AppStorage("animatedAvatars") var animatedAvatars = true
        }
        """
      ),
      (
        "AvatarView.swift",
        """
        import SwiftUI
        struct AvatarView: View {
            @EnvironmentObject private var preferences: UserPreferences
            let name: String
            var body: some View {
                LottieView(animation: .named(name))
                    .playing(loopMode: preferences.animatedAvatars ? .loop : .playOnce)
            }
        }
        """
      ),
    ]
    #expect(ProjectFacts(sources: files.map(\.1)).appMotionSettings.contains("animatedAvatars"))
    #expect(findings(files).isEmpty)
  }

  /// An account's avatar URL, served static under the app's "static avatars" setting, flowing
  /// through a view model's member into an animated-image player in a third file.
  static func avatarFlow(readingSetting: Bool) -> [(String, String)] {
    let choice =
      readingSetting
      ? "UserDefaults.standard.preferredStaticAvatar ? avatarStatic : avatar"
      : "avatar"
    return [
      (
        "UserDefaults+Appearance.swift",
        """
        import Foundation
        extension UserDefaults {
            @objc dynamic var preferredStaticAvatar: Bool {
                bool(forKey: "preferredStaticAvatar")
            }
        }
        """
      ),
      (
        "Account.swift",
        """
        import Foundation
        struct Account {
            var avatar: String
            var avatarStatic: String
            func avatarImageURL() -> URL? {
                URL(string: \(choice))
            }
        }
        """
      ),
      (
        "ReportViewModel.swift",
        """
        import Foundation
        final class ReportViewModel: ObservableObject {
            @Published var avatarURL: URL?
            func load(_ account: Account) {
                self.avatarURL = account.avatarImageURL()
            }
        }
        """
      ),
      (
        "ReportView.swift",
        """
        import SwiftUI
        struct ReportView: View {
            @ObservedObject var viewModel: ReportViewModel
            var body: some View {
                AnimatedImage(imageURL: viewModel.avatarURL)
                    .frame(width: 106, height: 106)
            }
        }
        """
      ),
    ]
  }

  @Test func anAvatarURLTheAppsStaticAvatarSettingChoosesIsNotReported() {
    let files = Self.avatarFlow(readingSetting: true)
    let facts = ProjectFacts(sources: files.map(\.1))
    #expect(facts.settingDecidedMedia.isSuperset(of: ["avatarImageURL", "avatarURL"]))
    #expect(findings(files).isEmpty)
  }

  @Test func anAvatarURLNoSettingChoosesIsReported() {
    let files = Self.avatarFlow(readingSetting: false)
    #expect(
      findings(files).map(\.ruleID) == ["autoplay-ignores-animated-images"])
  }

  /// A GIF player that starts playing only when `condition` holds, beside a theme whose
  /// `@AppStorage` setting turns animated avatars off.
  static func gifPlayer(startingWhen condition: String) -> [(String, String)] {
    [
      (
        "Theme.swift",
        """
        import SwiftUI
        @Observable final class Theme {
            @AppStorage("avatarAnimated") var avatarAnimated = true
            var accentName = "blue"
        }
        """
      ),
      (
        "GifView.swift",
        """
        import Gifu
        import SwiftUI
        struct GifView: UIViewRepresentable {
            @Environment(Theme.self) private var theme
            let player = GIFImageView()
            var data: Data
            func makeUIView(context: Context) -> UIView {
                player.prepareForAnimation(withGIFData: data)
                if \(condition) {
                    player.startAnimatingGIF()
                }
                return player
            }
            func updateUIView(_ uiView: UIView, context: Context) {}
        }
        """
      ),
    ]
  }

  @Test func aGifPlayedOnlyUnderTheAppsAnimatedAvatarsSettingIsNotReported() {
    #expect(findings(Self.gifPlayer(startingWhen: "theme.avatarAnimated")).isEmpty)
  }

  @Test func aGifPlayedUnderAnotherConditionIsReported() {
    let found = findings(Self.gifPlayer(startingWhen: "theme.accentName == \"blue\""))
    #expect(found.map(\.ruleID) == ["autoplay-ignores-animated-images"])
  }

  /// A banner whose view model shows it; `animation` is how the model's file animates it.
  static func banner(animatedBy animation: String) -> [(String, String)] {
    [
      (
        "BannerModel.swift",
        """
        import SwiftUI
        @Observable final class BannerModel {
            var isVisible = false
            func show() {
                withAnimation(\(animation)) { isVisible = true }
            }
        }
        """
      ),
      (
        "BannerHost.swift",
        """
        import SwiftUI
        struct BannerHost: View {
            let model: BannerModel
            var body: some View {
                if model.isVisible {
                    Text("Saved").transition(.move(edge: .top))
                }
            }
        }
        """
      ),
    ]
  }

  @Test func transitionAnimatedOnlyByAGatedAnimationInAnotherFileIsNotReported() {
    let files = Self.banner(animatedBy: "UIAccessibility.isReduceMotionEnabled ? nil : .default")
    #expect(findings(files).filter { $0.ruleID == "movement-transition-without-fade" }.isEmpty)
  }

  @Test func transitionAnimatedOnlyByAGatedContainerAnimationIsNotReported() {
    let files = [
      (
        "Toasts.swift",
        """
        import SwiftUI
        struct Toasts: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            let center: ToastCenter
            var body: some View {
                ZStack(alignment: .top) {
                    if let toast = center.current {
                        ToastView(toast).transition(.move(edge: .top))
                    }
                }
                .animation(reduceMotion ? nil : .snappy, value: center.current)
            }
        }
        """
      )
    ]
    #expect(findings(files).isEmpty)
  }

  // MARK: A finding

  @Test func viewModelMembersFeedingGeometryInAnotherFileMoveViews() {
    let files = [
      (
        "CardStackModel.swift",
        """
        import SwiftUI
        final class CardStackModel: ObservableObject {
            @Published var offset: CGFloat = 0
            @Published var scale: CGFloat = 1
            func dismiss() {
                withAnimation(.easeInOut(duration: 0.25)) {
                    model.offset = 400
                    model.scale = 0.8
                }
            }
            var model: CardStackModel { self }
        }
        """
      ),
      (
        "CardStack.swift",
        """
        import SwiftUI
        struct CardStack: View {
            @ObservedObject var model: CardStackModel
            var body: some View {
                Card()
                    .offset(y: model.offset)
                    .scaleEffect(model.scale)
            }
        }
        """
      ),
    ]
    let reported = findings(files).filter { $0.ruleID == "ungated-explicit-animation" }
    #expect(reported.map(\.file) == ["CardStackModel.swift"])
    #expect(findingsFileByFile(files).filter { $0.ruleID == "ungated-explicit-animation" }.isEmpty)
  }

  @Test func propertyAnimatorFromAFactoryInAnotherFileIsReported() {
    let files = [
      (
        "Animators.swift",
        """
        import UIKit
        enum Animators {
            static func makeFlight(duration: TimeInterval) -> UIViewPropertyAnimator {
                UIViewPropertyAnimator(duration: duration, dampingRatio: 0.8)
            }
        }
        """
      ),
      (
        "PhotoController.swift",
        """
        import UIKit
        final class PhotoController: UIViewController {
            func open(_ thumbnail: UIView, to target: CGRect) {
                let flight = Animators.makeFlight(duration: 0.4)
                flight.addAnimations { thumbnail.frame = target }
                flight.startAnimation()
            }
        }
        """
      ),
    ]
    let reported = findings(files).filter { $0.ruleID == "ungated-uikit-animation" }
    #expect(reported.map(\.file) == ["PhotoController.swift"])
  }

  @Test func ungatedAnimationHelperOfAnotherFileIsClassifiedAsWhatItHolds() {
    let files = [
      (
        "Animation+App.swift",
        """
        import SwiftUI
        extension Animation {
            static let cardSpring = Animation.spring(response: 0.4, dampingFraction: 0.5)
        }
        """
      ),
      (
        "Picker.swift",
        """
        import SwiftUI
        struct Picker: View {
            @State private var selected = 0
            var body: some View {
                Button("Next") { withAnimation(.cardSpring) { selected += 1 } }
            }
        }
        """
      ),
    ]
    let reported = findings(files).filter { $0.ruleID == "ungated-explicit-animation" }
    #expect(reported.count == 1)
    #expect(reported.first?.message.contains("cardSpring") == true)
  }

  @Test func transitionAnimatedByAnUngatedAnimationInAnotherFileIsReported() {
    let files = Self.banner(animatedBy: ".default")
    let reported = findings(files).filter { $0.ruleID == "movement-transition-without-fade" }
    #expect(reported.map(\.file) == ["BannerHost.swift"])
  }

  /// The transition and the other file's `withAnimation` that slides it in are one motion: one
  /// finding, at the transition, naming the animation as its related location.
  @Test func aTransitionAndTheAnimationOfAnotherFileThatDrivesItAreOneFinding() {
    let found = findings(Self.banner(animatedBy: ".easeInOut"))
    #expect(found.map(\.ruleID) == ["movement-transition-without-fade"])
    #expect(
      found.first?.related == [
        RelatedLocation(
          file: "BannerModel.swift", line: 5, column: 9,
          message: "`withAnimation` here animates its insertion")
      ])
  }

  // MARK: Layout and namespaces across files

  static func poll(setting flag: String) -> [(String, String)] {
    [
      (
        "PollModel.swift",
        """
        import SwiftUI
        @Observable final class PollModel {
            var \(flag) = false
            func vote() async {
                withAnimation { \(flag) = true }
            }
        }
        """
      ),
      (
        "PollView.swift",
        """
        import SwiftUI
        struct PollView: View {
            let model: PollModel
            var body: some View {
                VStack {
                    Question()
                    if model.\(flag) { Results() }
                    Footer()
                }
            }
        }
        """
      ),
    ]
  }

  @Test func viewModelStateInsertingAViewOfAnotherFileIsReported() {
    let files = Self.poll(setting: "showsResults")
    let reported = findings(files).filter { $0.ruleID == "ungated-explicit-animation" }
    #expect(reported.map(\.file) == ["PollModel.swift"])
    #expect(findingsFileByFile(files).filter { $0.ruleID == "ungated-explicit-animation" }.isEmpty)
  }

  @Test func viewModelLoadingFlagIsNotReportedAsLayout() {
    let reported = findings(Self.poll(setting: "isLoading"))
    #expect(reported.filter { $0.ruleID == "ungated-explicit-animation" }.isEmpty)
  }

  @Test func bindingOfAStateThatInsertsAViewInTheParentIsReported() {
    let files = [
      (
        "Composer.swift",
        """
        import SwiftUI
        struct Composer: View {
            @State private var isPanelExpanded = false
            var body: some View {
                VStack {
                    if isPanelExpanded { SuggestionPanel() }
                    TagPicker(isPanelExpanded: $isPanelExpanded)
                }
            }
        }
        """
      ),
      (
        "TagPicker.swift",
        """
        import SwiftUI
        struct TagPicker: View {
            @Binding var isPanelExpanded: Bool
            var body: some View {
                Button("Done") { withAnimation { isPanelExpanded = false } }
            }
        }
        """
      ),
    ]
    let reported = findings(files).filter { $0.ruleID == "ungated-explicit-animation" }
    #expect(reported.map(\.file) == ["TagPicker.swift"])
  }

  static func gallery(animation: String) -> [(String, String)] {
    [
      (
        "Gallery.swift",
        """
        import SwiftUI
        struct Gallery: View {
            @Namespace private var hero
            @State private var selected: Photo?
            var body: some View {
                Grid(photos) { photo in
                    Thumbnail(photo: photo, namespace: hero)
                        .onTapGesture { withAnimation(\(animation)) { selected = photo } }
                }
            }
        }
        """
      ),
      (
        "Thumbnail.swift",
        """
        import SwiftUI
        struct Thumbnail: View {
            let photo: Photo
            let namespace: Namespace.ID
            var body: some View {
                Image(photo.name).matchedGeometryEffect(id: photo.id, in: namespace)
            }
        }
        """
      ),
    ]
  }

  @Test func matchedGeometryInANamespacePassedByAnUngatedParentIsReported() {
    let files = Self.gallery(animation: ".spring(duration: 0.4, bounce: 0.3)")
    let reported = findings(files).filter { $0.ruleID == "ungated-matched-geometry" }
    #expect(reported.map(\.file) == ["Thumbnail.swift"])
    #expect(findingsFileByFile(files).filter { $0.ruleID == "ungated-matched-geometry" }.isEmpty)
  }

  @Test func matchedGeometryInANamespacePassedByAGatedParentIsNotReported() {
    let files = [
      (
        "Gallery.swift",
        Self.gallery(animation: "reduceMotion ? nil : .spring")[0].1.replacingOccurrences(
          of: "@Namespace private var hero",
          with:
            "@Environment(\\.accessibilityReduceMotion) private var reduceMotion\n    @Namespace private var hero"
        )
      ),
      Self.gallery(animation: "")[1],
    ]
    #expect(findings(files).filter { $0.ruleID == "ungated-matched-geometry" }.isEmpty)
  }

  @Test func viewModelMethodThatTurnsAPagedTabViewIsReported() {
    let files = [
      (
        "OnboardingModel.swift",
        """
        import SwiftUI
        @Observable final class OnboardingModel {
            var page = 0
            func showNextPage() { page += 1; if page > 2 { page = 2 } }
        }
        """
      ),
      (
        "Onboarding.swift",
        """
        import SwiftUI
        struct Onboarding: View {
            @Bindable var model: OnboardingModel
            var body: some View {
                TabView(selection: $model.page) {
                    Welcome().tag(0)
                    Permissions().tag(1)
                }
                .tabViewStyle(.page)
                Button("Next") { withAnimation { model.showNextPage() } }
            }
        }
        """
      ),
    ]
    let reported = findings(files).filter { $0.ruleID == "ungated-explicit-animation" }
    #expect(reported.map(\.file) == ["Onboarding.swift"])
    #expect(findingsFileByFile(files).filter { $0.ruleID == "ungated-explicit-animation" }.isEmpty)
  }

  @Test func animatedBindingGivenToAChildThatInsertsAViewIsReported() {
    let files = [
      (
        "Discover.swift",
        """
        import SwiftUI
        struct Discover: View {
            @Bindable var store: DiscoverStore
            var body: some View {
                CategoryPills(selectedCategory: $store.selectedCategory.animation(.easeOut(duration: 0.25)))
            }
        }
        """
      ),
      (
        "CategoryPills.swift",
        """
        import SwiftUI
        struct CategoryPills: View {
            @Binding var selectedCategory: Category?
            var body: some View {
                HStack {
                    if let selectedCategory { SelectedPill(category: selectedCategory) }
                    AllPills(selection: $selectedCategory)
                }
            }
        }
        """
      ),
    ]
    let reported = findings(files).filter { $0.ruleID == "ungated-explicit-animation" }
    #expect(reported.map(\.file) == ["Discover.swift"])
    #expect(findingsFileByFile(files).filter { $0.ruleID == "ungated-explicit-animation" }.isEmpty)
  }

  @Test func animationPassedToAGatingHelperOfAnotherFileIsNotReported() {
    let files = [
      (
        "View+Accessibility.swift",
        """
        import SwiftUI
        extension View {
            func accessibleTransition(_ transition: AnyTransition) -> some View {
                modifier(ReducedTransition(transition: transition))
            }
        }
        private struct ReducedTransition: ViewModifier {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            let transition: AnyTransition
            func body(content: Content) -> some View {
                if reduceMotion { content } else { content.transition(transition) }
            }
        }
        """
      ),
      (
        "IconPicker.swift",
        """
        import SwiftUI
        struct IconPicker: View {
            @State private var isUnlocked = false
            var body: some View {
                if isUnlocked {
                    Icon().accessibleTransition(.scale.animation(.bouncy))
                }
            }
        }
        """
      ),
    ]
    #expect(findings(files).filter { $0.ruleID == "ungated-explicit-animation" }.isEmpty)
    #expect(
      findingsFileByFile(files).filter { $0.ruleID == "ungated-explicit-animation" }.map(\.file)
        == ["IconPicker.swift"])
  }

  @Test func countComparedWithAThresholdInAnotherFileIsNotLayout() {
    let files = [
      (
        "StatusCounts.swift",
        """
        import SwiftUI
        @Observable final class StatusCounts {
            var likes = 0
            func like() { withAnimation { likes += 1 } }
        }
        """
      ),
      (
        "StatusDetail.swift",
        """
        import SwiftUI
        struct StatusDetail: View {
            let counts: StatusCounts
            var body: some View {
                VStack {
                    if counts.likes > 0 { LikesRow(count: counts.likes) }
                    Text("\\(counts.likes)").contentTransition(.numericText())
                }
            }
        }
        """
      ),
    ]
    #expect(findings(files).filter { $0.ruleID == "ungated-explicit-animation" }.isEmpty)
  }
}
