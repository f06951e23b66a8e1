#if Rive && canImport(RiveRuntime) && !os(watchOS)
  import MotionAware
  import RiveRuntime

  /// A mascot played by the legacy Rive runtime's `RiveViewModel`: moods through state machine
  /// inputs, triggers through trigger inputs, pausing with `pause()`.
  ///
  /// On this runtime every `setInput` and `triggerInput` calls `play()`, so an input sent while
  /// paused resumes the animation under Reduce Motion. This conformance never sends one while
  /// paused — ``MascotController`` promises not to ask, and ``RiveMascotDriver`` drops any that
  /// come anyway — and resumes with the mood's input alone, which plays.
  ///
  /// Create the view model with `autoPlay: false`, so nothing moves before the controller
  /// decides:
  ///
  /// ```swift
  /// let viewModel = RiveViewModel(fileName: "pip", stateMachineName: "Mood", autoPlay: false)
  /// let runtime = try LegacyRiveMascotRuntime(viewModel, mascot: .pip, binding: .pipInputs)
  /// pip.attach(runtime)
  /// ```
  @available(iOS 16.0, macOS 13.1, tvOS 16.0, visionOS 1.0, *)
  @MainActor
  public final class LegacyRiveMascotRuntime: MascotRuntime {
    /// The view model it drives; draw it with `viewModel.view()` (SwiftUI) or
    /// `viewModel.createRiveView()` (UIKit).
    public let viewModel: RiveViewModel
    private var driver: RiveMascotDriver

    /// A runtime driving `viewModel` for `mascot`, through the state machine inputs of
    /// `binding`.
    ///
    /// - Throws: ``RiveMascotBindingError`` when the binding misses a mood or uses an
    ///   enumeration, which state machine inputs cannot be.
    public init(
      _ viewModel: RiveViewModel, mascot: Mascot, binding: RiveMascotBinding
    ) throws(RiveMascotBindingError) {
      try binding.validate(for: mascot, on: .legacy)
      self.viewModel = viewModel
      driver = RiveMascotDriver(binding: binding, runtime: .legacy)
    }

    public func set(mood: MascotMood) {
      perform(driver.set(mood: mood))
    }

    public func fire(_ trigger: MascotTrigger, thenShowing mood: MascotMood) {
      perform(driver.fire(trigger, thenShowing: mood))
    }

    public func pause() {
      perform(driver.pause())
    }

    public func play(showing mood: MascotMood) {
      perform(driver.play(showing: mood))
    }

    private func perform(_ commands: [RiveMascotCommand]) {
      for command in commands {
        switch command {
        case .set(.number(let name, let value)):
          viewModel.setInput(name, value: value)
        case .set(.boolean(let name, let value)):
          viewModel.setInput(name, value: value)
        case .set(.enumeration):
          // Refused by `validate(for:on:)` when the runtime was created.
          break
        case .fire(let name):
          viewModel.triggerInput(name)
        case .play:
          viewModel.play()
        case .settle(let seconds):
          // The input just set has only asked to play; advancing now runs the state machine
          // into the calm pose and draws it, so the pause below keeps that frame.
          viewModel.riveView?.advance(delta: seconds)
        case .pause:
          viewModel.pause()
        }
      }
    }
  }
#endif
