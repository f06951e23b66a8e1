#if Rive && canImport(RiveRuntime) && canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import MotionAware
  import RiveRuntime
  import SwiftUI

  /// A launch intro played by the new Rive runtime: the splash-screen guide's `IntroView`
  /// player, reporting to a ``LaunchIntroController``.
  ///
  /// ```swift
  /// LaunchIntroContainer(intro) {
  ///   ContentView()
  /// } intro: {
  ///   ZStack {
  ///     Color("LaunchBackground").ignoresSafeArea()   // the launch screen's colour
  ///     RiveLaunchIntro(intro, file: "launch").frame(width: 200, height: 200)
  ///   }
  /// }
  /// ```
  ///
  /// It loads the file in `.task` — a worker, the file, its default artboard, the state machine
  /// `LaunchStateMachine`, bound to the default view-model instance when the file has one — and
  /// reports ``LaunchIntroEvent/assetLoaded``, or ``LaunchIntroEvent/assetFailed`` when loading
  /// throws. Then, if the file can fire the end trigger, it observes it with `stream(of:)` and
  /// reports ``LaunchIntroEvent/endTriggerFired``; otherwise the controller's fixed length ends
  /// the intro (see ``RiveLaunchIntroEnding``). The controller's timeout is the backstop. Until
  /// the file loads, `RiveUIViewRepresentable(rive: nil)` draws nothing, so the background
  /// behind it matches the launch screen.
  ///
  /// The controller decides whether it shows: under reduced motion the container never shows the
  /// animated intro (``LaunchIntroContainer`` gives the controller the policy its views follow).
  /// So the animation does not pause by itself: if Reduce Motion comes on while it is on screen,
  /// the controller fades it out (a fade is kept under Reduce Motion) or swaps in the static
  /// intro, and it plays on through that fade rather than freeze mid-motion.
  @available(iOS 16.0, macOS 13.1, tvOS 16.0, visionOS 1.0, *)
  public struct RiveLaunchIntro: View {
    @State private var rive: Rive?
    private let intro: LaunchIntroController
    private let endTriggerPath: String?
    private let load: @MainActor () async throws -> Rive

    /// Plays the Rive object `load` makes, and observes the view-model trigger at
    /// `endTriggerPath`, if given.
    public init(
      _ intro: LaunchIntroController, endTrigger endTriggerPath: String? = nil,
      rive load: @escaping @MainActor () async throws -> Rive
    ) {
      self.intro = intro
      self.endTriggerPath = endTriggerPath
      self.load = load
    }

    /// Plays `file`.riv from `bundle` with its state machine `stateMachine`, and observes the
    /// view-model trigger at `endTriggerPath`, if given.
    public init(
      _ intro: LaunchIntroController, file: String = "launch", bundle: Bundle = .main,
      stateMachine: String = "LaunchStateMachine", endTrigger endTriggerPath: String? = nil
    ) {
      self.init(
        intro, endTrigger: endTriggerPath,
        rive: RiveLoading.local(file, bundle: bundle, stateMachine: stateMachine))
    }

    public var body: some View {
      RiveUIViewRepresentable(rive: rive)
        .task { await play() }
    }

    private func play() async {
      let loaded: Rive
      do {
        loaded = try await load()
      } catch {
        // Cancelled: the intro went away and its controller no longer listens.
        if !Task.isCancelled { intro.handle(.assetFailed) }
        return
      }
      rive = loaded
      intro.handle(.assetLoaded)
      let ending = RiveLaunchIntroEnding.resolve(
        intro.reducer.configuration.ending, endTriggerPath: endTriggerPath,
        fileHasViewModel: loaded.viewModelInstance != nil)
      guard case .endTrigger(let path) = ending, let instance = loaded.viewModelInstance else {
        return
      }
      do {
        for try await _ in instance.stream(of: TriggerProperty(path: path)) {
          intro.handle(.endTriggerFired)
          return
        }
      } catch {
        // The stream failed: the length or the timeout ends the intro.
      }
    }
  }
#endif
