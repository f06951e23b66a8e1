#if Lottie && canImport(Lottie) && canImport(SwiftUI) && !os(watchOS)
  import Lottie
  import MotionAware
  import SwiftUI

  /// The animation of a ``MascotView`` played by lottie-ios.
  ///
  /// ```swift
  /// MascotView(pip, label: Text("Pip")) {
  ///   LottieMascotAnimation(pip, named: "pip")   // pip.json: a marker per mood and trigger
  /// }
  /// ```
  ///
  /// It checks the animation's markers and attaches its ``LottieMascotRuntime`` to the controller
  /// when it appears, and detaches it when it goes. An animation that is missing, or lacks a
  /// marker, is never attached: the mascot keeps its still pose, and the runtime's `loadError`
  /// says why.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  public struct LottieMascotAnimation: View {
    @StateObject private var runtime: LottieMascotRuntime
    // Decoded once the view is on screen, not in the initializer, which runs on every update of
    // the parent and, for the app's first screen, before its first frame.
    @State private var animation: LottieAnimation?
    private let mascot: MascotController
    private let source: LottieAnimationReference
    private let fileName: String

    /// Plays `mascot` with the animation `name`.json from `bundle`.
    public init(
      _ mascot: MascotController, named name: String, bundle: Bundle = .main,
      binding: LottieMascotBinding = LottieMascotBinding()
    ) {
      self.init(mascot, source: .named(name, bundle: bundle), fileName: name, binding: binding)
    }

    /// Plays `mascot` with `animation`; `fileName` names it in errors.
    public init(
      _ mascot: MascotController, animation: LottieAnimation?, fileName: String,
      binding: LottieMascotBinding = LottieMascotBinding()
    ) {
      self.init(mascot, source: .given(animation), fileName: fileName, binding: binding)
    }

    private init(
      _ mascot: MascotController, source: LottieAnimationReference, fileName: String,
      binding: LottieMascotBinding
    ) {
      self.mascot = mascot
      self.source = source
      self.fileName = fileName
      _runtime = StateObject(
        wrappedValue: LottieMascotRuntime(mascot: mascot.mascot, binding: binding))
    }

    public var body: some View {
      LottieView(animation: animation)
        .resizable()
        .reducedMotion(.decidedByController)
        .playbackMode(runtime.playbackMode)
        .animationDidFinish { completed in runtime.playbackDidFinish(completed) }
        .task {
          if !runtime.isLoaded {
            let loaded = animation ?? source.load()
            animation = loaded
            guard (try? runtime.load(loaded, named: fileName)) != nil else { return }
          }
          mascot.attach(runtime)
        }
        .onDisappear { mascot.detach(runtime) }
    }
  }
#endif
