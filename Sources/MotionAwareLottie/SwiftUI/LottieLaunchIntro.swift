#if Lottie && canImport(Lottie) && canImport(SwiftUI) && !os(watchOS)
  import Lottie
  import MotionAware
  import SwiftUI

  /// A launch intro played by lottie-ios, reporting to a ``LaunchIntroController``.
  ///
  /// ```swift
  /// LaunchIntroContainer(intro) {
  ///   ContentView()
  /// } intro: {
  ///   ZStack {
  ///     Color("LaunchBackground").ignoresSafeArea()   // the launch screen's colour
  ///     LottieLaunchIntro(intro, named: "launch-intro").frame(width: 200, height: 200)
  ///   }
  /// }
  /// ```
  ///
  /// It decodes the file once it is on screen, not in its initializer, so the first frame is
  /// not held up; reports ``LaunchIntroEvent/assetLoaded`` when the animation is there, or
  /// ``LaunchIntroEvent/assetFailed`` when it is not; plays it once; and reports its end as
  /// ``LaunchIntroEvent/endTriggerFired``. The controller's timeout is the backstop.
  ///
  /// The controller decides whether it shows: under reduced motion the container never shows the
  /// animated intro (``LaunchIntroContainer`` gives the controller the policy its views follow).
  /// So the animation does not stop by itself: if Reduce Motion comes on while it is on screen,
  /// the controller fades it out (a fade is kept under Reduce Motion) or swaps in the static
  /// intro, and it plays on through that fade rather than jump back to its first frame.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  public struct LottieLaunchIntro: View {
    @State private var animation: LottieAnimation?
    private let intro: LaunchIntroController
    private let source: LottieAnimationReference

    /// Plays the animation `name`.json from `bundle` once.
    public init(_ intro: LaunchIntroController, named name: String, bundle: Bundle = .main) {
      self.intro = intro
      source = .named(name, bundle: bundle)
    }

    /// Plays `animation` once; `nil` reports a failure at once.
    public init(_ intro: LaunchIntroController, animation: LottieAnimation?) {
      self.intro = intro
      source = .given(animation)
    }

    public var body: some View {
      LottieView(animation: animation)
        .resizable()
        .reducedMotion(.decidedByController)
        .playbackMode(.playing(.fromProgress(0, toProgress: 1, loopMode: .playOnce)))
        .animationDidFinish { completed in
          if completed { intro.handle(.endTriggerFired) }
        }
        .task {
          let loaded = animation ?? source.load()
          animation = loaded
          intro.handle(loaded == nil ? .assetFailed : .assetLoaded)
        }
    }
  }

  /// An animation to show: a file to decode when the view is on screen, or one given.
  enum LottieAnimationReference {
    case named(String, bundle: Bundle)
    case given(LottieAnimation?)

    /// The animation, decoded now if it is a file (lottie-ios caches it by name).
    @MainActor
    func load() -> LottieAnimation? {
      switch self {
      case .named(let name, let bundle): LottieAnimation.named(name, bundle: bundle)
      case .given(let animation): animation
      }
    }
  }
#endif
