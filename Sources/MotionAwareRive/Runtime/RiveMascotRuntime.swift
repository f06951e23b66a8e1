#if Rive && canImport(RiveRuntime) && !os(watchOS)
  import Combine
  import Foundation
  import MotionAware
  import RiveRuntime

  /// A mascot played by the new Rive Apple runtime (rive-ios 6.19 and later): moods through
  /// view-model properties, triggers through view-model triggers, pausing through the view's
  /// `isPaused`.
  ///
  /// It starts paused, so nothing moves before ``MascotController`` decides; the controller
  /// then sends the calm mood before every pause, never a mood or a trigger while paused, and
  /// resumes with one call. SwiftUI draws it with ``RiveMascotAnimation``; UIKit hands it a
  /// `RiveUIView` with ``drive(_:)``.
  @available(iOS 16.0, macOS 13.1, tvOS 16.0, visionOS 1.0, *)
  @MainActor
  public final class RiveMascotRuntime: ObservableObject, MascotRuntime {
    /// The loaded file, artboard and state machine, with its view-model instance bound; `nil`
    /// until ``load(_:)`` succeeds (a view without one draws nothing).
    @Published public private(set) var rive: Rive?
    /// Whether the view is paused; `RiveUIViewRepresentable.paused(_:)` and
    /// `RiveUIView.isPaused` follow it.
    @Published public private(set) var isPaused: Bool
    /// Why the file could not drive the mascot, if it could not.
    @Published public private(set) var loadError: (any Error)?

    private var driver: RiveMascotDriver
    private let mascot: Mascot
    private weak var view: RiveUIView?

    /// A runtime for `mascot`, reaching its file through `binding`.
    public init(mascot: Mascot, binding: RiveMascotBinding) {
      self.mascot = mascot
      driver = RiveMascotDriver(binding: binding, runtime: .current)
      isPaused = driver.isPaused
    }

    /// Loads the file with `make`, once, and checks that it can show the mascot.
    ///
    /// - Throws: What `make` throws; ``RiveMascotBindingError`` when the binding misses a mood;
    ///   ``RiveMascotLoadError/noViewModelInstance`` when the file has no view model to bind.
    ///   The mascot then keeps its still pose.
    public func load(_ make: @MainActor () async throws -> Rive) async throws {
      guard rive == nil else { return }
      do {
        try driver.binding.validate(for: mascot, on: .current)
        let loaded = try await make()
        // `Rive(file:…)` binds the default view-model instance when the file has one.
        guard loaded.viewModelInstance != nil else { throw RiveMascotLoadError.noViewModelInstance }
        rive = loaded
        view?.rive = loaded
      } catch {
        loadError = error
        throw error
      }
    }

    /// Shows the mascot in `view` (UIKit), keeping its file and pause in step with this runtime.
    public func drive(_ view: RiveUIView) {
      self.view = view
      view.isPaused = isPaused
      view.rive = rive
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

    /// The wait for the state machine to settle before a pause, while one runs.
    private var settling: Task<Void, Never>?
    /// The commands that come after that wait, in order.
    private var afterSettling: [RiveMascotCommand] = []

    private func perform(_ commands: [RiveMascotCommand]) {
      guard settling == nil else {
        afterSettling += commands
        return
      }
      var remaining = commands[...]
      while let command = remaining.popFirst() {
        guard case .settle(let seconds) = command else {
          apply(command)
          continue
        }
        // The mood just set reaches the state machine on the next frames; pausing now would
        // freeze the frame it was on. Keep playing until it settles, for a bounded time.
        afterSettling = Array(remaining)
        let settled = rive?.stateMachine.settledStream()
        settling = Task { [weak self] in
          await Self.wait(for: settled, atMost: seconds)
          guard let self else { return }
          let next = self.afterSettling
          self.afterSettling = []
          self.settling = nil
          self.perform(next)
        }
        return
      }
    }

    /// Returns when `settled` yields, or after `seconds`, whichever comes first.
    private nonisolated static func wait(for settled: AsyncStream<Void>?, atMost seconds: Double)
      async
    {
      guard let settled else { return }
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          for await _ in settled { return }
        }
        group.addTask { try? await Task.sleep(for: .seconds(seconds)) }
        await group.next()
        group.cancelAll()
      }
    }

    private func apply(_ command: RiveMascotCommand) {
      let instance = rive?.viewModelInstance
      switch command {
      case .set(.number(let path, let value)):
        instance?.setValue(of: NumberProperty(path: path), to: Float(value))
      case .set(.boolean(let path, let value)):
        instance?.setValue(of: BoolProperty(path: path), to: value)
      case .set(.enumeration(let path, let value)):
        instance?.setValue(of: EnumProperty(path: path), to: value)
      case .fire(let path):
        instance?.fire(trigger: TriggerProperty(path: path))
      case .play:
        isPaused = false
        view?.isPaused = false
      case .pause:
        isPaused = true
        view?.isPaused = true
      case .settle:
        // Handled by `perform(_:)`, which waits before the commands after it.
        break
      }
    }
  }

  /// Why a Rive file cannot drive a mascot.
  public enum RiveMascotLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file has no view model for its artboard, so moods have nowhere to go.
    case noViewModelInstance

    public var description: String {
      switch self {
      case .noViewModelInstance:
        "The Rive file has no view model for its artboard, so the mascot's moods cannot reach "
          + "it: add a view model with the mood property, or use the legacy runtime's inputs."
      }
    }
  }
#endif
