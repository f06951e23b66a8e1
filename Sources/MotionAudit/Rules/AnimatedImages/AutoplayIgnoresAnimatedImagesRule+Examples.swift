// The examples of the rule's description: its documentation and its tests.
extension AutoplayIgnoresAnimatedImagesRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      struct IdlePip: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion

          var body: some View {
              LottieView(animation: .named("idle"))
                  .playbackMode(reduceMotion
                      ? .paused(at: .progress(0))
                      : .playing(.fromProgress(0, toProgress: 1, loopMode: .↓loop)))
          }
      }
      """),
    Example(
      """
      struct Sparkles: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          var body: some View {
              if !reduceMotion {
                  LottieView(animation: .named("sparkles")).↓looping()
              }
          }
      }
      """),
    Example(
      """
      struct Spinner: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var isSpinning = false
          var body: some View {
              Image(systemName: "arrow.triangle.2.circlepath")
                  .rotationEffect(.degrees(isSpinning ? 360 : 0))
                  .animation(.linear(duration: 1).↓repeatForever(autoreverses: false), value: isSpinning)
                  .onAppear { isSpinning = !reduceMotion }
          }
      }
      """),
    Example(
      """
      struct Sun: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          var body: some View {
              ↓TimelineView(.animation(minimumInterval: nil, paused: reduceMotion)) { context in
                  let angle = context.date.timeIntervalSinceReferenceDate * 90
                  Image("sun").rotationEffect(.degrees(angle))
              }
          }
      }
      """),
    Example(
      """
      struct FloatingMascot: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          var body: some View {
              Image("mascot")
                  .↓phaseAnimator([false, true]) { content, up in
                      content.offset(y: up && !reduceMotion ? -12 : 0)
                  }
          }
      }
      """),
    Example(
      """
      struct IdlePip: View {
          @Environment(\\.motionPreferences) private var motion
          var body: some View {
              LottieView(animation: .named("idle"))
                  .playbackMode(motion.reduceMotion
                      ? .paused(at: .progress(0))
                      : .playing(.fromProgress(0, toProgress: 1, loopMode: .↓autoReverse)))
          }
      }
      """),
    Example(
      """
      struct Sticker: View {
          let url: URL
          var body: some View {
              ↓AnimatedImage(url: url).resizable().scaledToFit()
              ↓GIFImage(url: url)
          }
      }
      """),
    Example(
      """
      final class LoadingViewController: UIViewController {
          private let imageView = UIImageView()
          override func viewDidLoad() {
              super.viewDidLoad()
              imageView.image = UIImage.↓animatedImageNamed("pip-dance-", duration: 1.2)
              imageView.animationImages = (0..<12).compactMap { UIImage(named: "pip-\\($0)") }
              imageView.↓startAnimating()
          }
      }
      """),
    // The app's own switch is given `false`: the GIF plays whatever the setting says.
    Example(
      """
      struct ComposerAttachment: View {
          let url: URL
          var body: some View {
              ↓KFAnimatedImage(url).imageOptions(disableAnimation: false)
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    // The app's own switch holds the first frame: the image never animates.
    Example(
      """
      struct Favicon: View {
          let url: URL
          var body: some View {
              KFAnimatedImage(url).imageOptions(disableAnimation: true)
          }
      }
      """),
    Example(
      """
      struct IdlePip: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @Environment(\\.accessibilityPlayAnimatedImages) private var playAnimatedImages

          var body: some View {
              LottieView(animation: .named("idle"))
                  .playbackMode(reduceMotion || !playAnimatedImages
                      ? .paused(at: .progress(0))
                      : .playing(.fromProgress(0, toProgress: 1, loopMode: .loop)))
          }
      }
      """),
    Example(
      """
      struct IdlePip: View {
          @Environment(\\.motionPreferences) private var motion
          @Environment(\\.motionPolicy) private var policy

          var body: some View {
              LottieView(animation: .named("idle"))
                  .playbackMode(policy.allowsAutoplay(for: motion)
                      ? .playing(.fromProgress(0, toProgress: 1, loopMode: .loop))
                      : .paused(at: .progress(0)))
          }
      }
      """),
    Example(
      """
      struct Floating<Content: View>: View {
          @Environment(\\.motionPreferences) private var preferences
          @Environment(\\.motionPolicy) private var policy
          let content: Content
          var body: some View {
              if AnimatorPlan(for: .idleLoop, loops: true, preferences: preferences, policy: policy) == .animate {
                  content.phaseAnimator([false, true]) { view, up in view.offset(y: up ? -8 : 0) }
              }
          }
      }
      """),
    RuleExampleScenarios.motionAwareLottieLoop,
    RuleExampleScenarios.mascotView,
    RuleExampleScenarios.pulsingBadge,
    RuleExampleScenarios.introView,
    Example(
      """
      struct Spinner: View {
          @State private var isSpinning = false
          var body: some View {
              Image(systemName: "arrow.triangle.2.circlepath")
                  .rotationEffect(.degrees(isSpinning ? 360 : 0))
                  .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                  .onAppear { isSpinning = true }
          }
      }
      """),
    Example(
      """
      struct Shake: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var wrong = false
          var body: some View {
              Field()
                  .offset(x: wrong ? 4 : 0)
                  .animation(reduceMotion ? nil : .linear(duration: 0.1).repeatForever(), value: wrong)
                  .onSubmit { wrong = true }
          }
      }
      """),
    Example(
      """
      struct Clock: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          var body: some View {
              TimelineView(.periodic(from: .now, by: 1)) { context in
                  Text(context.date, style: .time)
              }
          }
      }
      """),
    Example(
      """
      struct Loader: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @Environment(\\.accessibilityPlayAnimatedImages) private var playsAnimatedImages
          var body: some View {
              AnimatedImage(name: "loading.gif", isAnimating: .constant(playsAnimatedImages))
              LottieView(animation: .named("dots")).looping().opacity(reduceMotion ? 0 : 1)
          }
      }
      """),
    Example(
      """
      struct Sticker: View {
          let url: URL
          var body: some View {
              AnimatedGifView(url: url)
              GifFileTransferable(url: url)
          }
      }
      """),
    Example(
      """
      final class SyncButton: UIButton {
          private let frames = (0..<8).compactMap { UIImage(named: "sync-\\($0)") }
          func update(isSyncing: Bool) {
              guard let imageView else { return }
              if isSyncing {
                  imageView.animationImages = frames
                  imageView.startAnimating()
              } else {
                  imageView.stopAnimating()
              }
          }
      }
      """),
    Example(
      """
      struct HoldToConfirm: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var state = HoldState.idle
          var body: some View {
              if reduceMotion {
                  Button("Confirm") {}
              } else {
                  TimelineView(.animation(minimumInterval: nil, paused: state != .progress)) { _ in
                      HoldButton(state: $state)
                  }
              }
          }
      }
      """),
    Example(
      """
      #Preview {
          AnimatedImage(url: URL(string: "https://example.com/earth.gif")!)
      }
      """),
    Example(
      """
      final class SpinnerController: UIViewController {
          let spinner = UIActivityIndicatorView(style: .large)
          override func viewDidLoad() {
              super.viewDidLoad()
              spinner.startAnimating()
          }
      }
      """),
  ]
}
