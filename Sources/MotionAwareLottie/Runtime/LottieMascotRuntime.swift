#if Lottie && canImport(Lottie) && !os(watchOS)
  import Combine
  import Foundation
  import Lottie
  import MotionAware

  /// A mascot played by lottie-ios: each mood loops its marker, a trigger plays its marker once
  /// before the next mood's loop, and pausing holds still on the designer's `reduced motion`
  /// marker when the file has one, otherwise on the start of the calm mood's marker.
  ///
  /// It starts still, so nothing moves before ``MascotController`` decides. SwiftUI draws it with
  /// ``LottieMascotAnimation``; UIKit loads a view with ``loadView(named:bundle:)`` (or hands it
  /// a `LottieAnimationView` with ``drive(_:)``):
  ///
  /// ```swift
  /// let runtime = LottieMascotRuntime(mascot: .pip)
  /// let animationView = try runtime.loadView(named: "pip")
  /// let host = MascotHostView(mascot: pip, animationView: animationView, accessibilityLabel: "Pip")
  /// pip.attach(runtime)
  /// ```
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  @MainActor
  public final class LottieMascotRuntime: ObservableObject, MascotRuntime {
    /// What the animation plays now, for `LottieView.playbackMode(_:)`.
    @Published public private(set) var playbackMode: LottiePlaybackMode
    /// Why the animation cannot play the mascot, if it cannot.
    @Published public private(set) var loadError: (any Error)?

    private let mascot: Mascot
    private let binding: LottieMascotBinding
    private var driver: LottieMascotDriver?
    private weak var view: LottieAnimationView?

    /// A runtime for `mascot`, playing the markers `binding` names.
    public init(mascot: Mascot, binding: LottieMascotBinding = LottieMascotBinding()) {
      self.mascot = mascot
      self.binding = binding
      playbackMode = .paused(at: .progress(0))
    }

    /// Whether an animation is loaded and has every marker the mascot needs.
    public var isLoaded: Bool {
      driver != nil
    }

    /// Checks that `animation` has a marker for every mood and trigger, and holds still on its
    /// pause marker.
    ///
    /// - Parameter fileName: The animation's name, for the error.
    /// - Throws: ``LottieMascotLoadError/missingAnimation(_:)`` when `animation` is `nil` (the
    ///   file was not found), ``LottieMascotBindingError`` naming every missing marker. The
    ///   mascot then keeps its still pose.
    public func load(_ animation: LottieAnimation?, named fileName: String) throws {
      do {
        guard let animation else { throw LottieMascotLoadError.missingAnimation(fileName) }
        let markers = LottieMarkers(animation.markerNames)
        try binding.validate(for: mascot, in: markers, fileName: fileName)
        driver = LottieMascotDriver(mascot: mascot, markers: markers, binding: binding)
        loadError = nil
        publish()
      } catch {
        loadError = error
        throw error
      }
    }

    /// Loads the animation `name`.json from `bundle` into a new view that this runtime plays,
    /// after checking its markers (see ``load(_:named:)``).
    ///
    /// - Throws: What ``load(_:named:)`` throws; the mascot then keeps its still pose.
    public func loadView(named name: String, bundle: Bundle = .main) throws -> LottieAnimationView {
      let view = LottieAnimationView(animation: LottieAnimation.named(name, bundle: bundle))
      #if canImport(UIKit)
        view.contentMode = .scaleAspectFit
      #endif
      try load(view.animation, named: name)
      drive(view)
      return view
    }

    /// Plays the mascot in `view`, applying each playback as it changes.
    public func drive(_ view: LottieAnimationView) {
      self.view = view
      view.setReducedMotion(.decidedByController)
      apply(playbackMode, to: view)
    }

    /// Tells the runtime that the animation finished playing (`LottieView.animationDidFinish`):
    /// a reaction that completed gives way to the next mood's loop.
    public func playbackDidFinish(_ completed: Bool) {
      driver?.reactionDidFinish(completed: completed)
      publish()
    }

    public func set(mood: MascotMood) {
      driver?.set(mood: mood)
      publish()
    }

    public func fire(_ trigger: MascotTrigger, thenShowing mood: MascotMood) {
      driver?.fire(trigger, thenShowing: mood)
      publish()
    }

    public func pause() {
      driver?.pause()
      publish()
    }

    public func play(showing mood: MascotMood) {
      driver?.play(showing: mood)
      publish()
    }

    private func publish() {
      guard let playback = driver?.playback else { return }
      let mode = LottiePlaybackMode(playback)
      guard mode != playbackMode else { return }
      playbackMode = mode
      if let view { apply(mode, to: view) }
    }

    private func apply(_ mode: LottiePlaybackMode, to view: LottieAnimationView) {
      view.setPlaybackMode(mode) { [weak self] completed in
        self?.playbackDidFinish(completed)
      }
    }
  }

  /// Why a Lottie animation cannot play a mascot.
  public enum LottieMascotLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No animation of this name was found.
    case missingAnimation(String)

    public var description: String {
      switch self {
      case .missingAnimation(let name):
        "No Lottie animation named \"\(name)\" was found: add \(name).json to the app's bundle."
      }
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  extension LottiePlaybackMode {
    /// The lottie-ios playback mode that plays `playback`.
    init(_ playback: LottieMascotPlayback) {
      switch playback {
      case .looping(let marker):
        self = .playing(.marker(marker, loopMode: .loop))
      case .reacting(let marker, _):
        self = .playing(.marker(marker, loopMode: .playOnce))
      case .paused(let marker):
        self = .paused(at: .marker(marker, position: .start))
      }
    }
  }
#endif
