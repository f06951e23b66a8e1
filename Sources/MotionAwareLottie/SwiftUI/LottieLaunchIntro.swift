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
  /// It reports ``LaunchIntroEvent/assetLoaded`` when the animation is there, or
  /// ``LaunchIntroEvent/assetFailed`` when it is not, plays it once, and reports its end as
  /// ``LaunchIntroEvent/endTriggerFired``. The controller's timeout is the backstop. It holds
  /// still if the motion policy reduces motion.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  public struct LottieLaunchIntro: View {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    private let intro: LaunchIntroController
    private let animation: LottieAnimation?

    /// Plays the animation `name`.json from `bundle` once.
    public init(_ intro: LaunchIntroController, named name: String, bundle: Bundle = .main) {
      self.init(intro, animation: LottieAnimation.named(name, bundle: bundle))
    }

    /// Plays `animation` once; `nil` reports a failure at once.
    public init(_ intro: LaunchIntroController, animation: LottieAnimation?) {
      self.intro = intro
      self.animation = animation
    }

    public var body: some View {
      LottieView(animation: animation)
        .resizable()
        .reducedMotion(.decidedByController)
        .playbackMode(
          policy.allowsAutoplay(for: preferences)
            ? .playing(.fromProgress(0, toProgress: 1, loopMode: .playOnce))
            : .paused(at: .progress(0))
        )
        .animationDidFinish { completed in
          if completed { intro.handle(.endTriggerFired) }
        }
        .task { intro.handle(animation == nil ? .assetFailed : .assetLoaded) }
    }
  }
#endif
