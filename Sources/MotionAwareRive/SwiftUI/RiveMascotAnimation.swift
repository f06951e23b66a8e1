#if Rive && canImport(RiveRuntime) && canImport(SwiftUI) && !os(watchOS)
  import Foundation
  import MotionAware
  import RiveRuntime
  import SwiftUI

  /// The animation of a ``MascotView`` played by the new Rive runtime.
  ///
  /// ```swift
  /// MascotView(pip, label: Text("Pip")) {
  ///   RiveMascotAnimation(pip, file: "pip", binding: RiveMascotBinding(mood: .enumeration("mood")))
  /// }
  /// ```
  ///
  /// It loads the file in `.task`, attaches its ``RiveMascotRuntime`` to the controller once the
  /// file is loaded, and detaches it when it goes. `RiveUIViewRepresentable(rive: nil)` draws
  /// nothing, so until then only the mascot's still shows; the view is `.paused` whenever the
  /// controller pauses the runtime.
  @available(iOS 16.0, macOS 13.1, tvOS 16.0, visionOS 1.0, *)
  public struct RiveMascotAnimation: View {
    @StateObject private var runtime: RiveMascotRuntime
    private let mascot: MascotController
    private let load: @MainActor () async throws -> Rive

    /// Plays `mascot` with the Rive object `load` makes (file, artboard, state machine).
    public init(
      _ mascot: MascotController, binding: RiveMascotBinding,
      rive load: @escaping @MainActor () async throws -> Rive
    ) {
      self.mascot = mascot
      self.load = load
      _runtime = StateObject(
        wrappedValue: RiveMascotRuntime(mascot: mascot.mascot, binding: binding))
    }

    /// Plays `mascot` with the file `file`.riv in `bundle`: its default artboard, and its
    /// state machine `stateMachine` (the default one if `nil`), bound to its default view-model
    /// instance.
    public init(
      _ mascot: MascotController, file: String, bundle: Bundle = .main, stateMachine: String? = nil,
      binding: RiveMascotBinding
    ) {
      self.init(
        mascot, binding: binding,
        rive: RiveLoading.local(file, bundle: bundle, stateMachine: stateMachine))
    }

    public var body: some View {
      RiveUIViewRepresentable(rive: runtime.rive)
        .paused(runtime.isPaused)
        .task {
          // A file that fails to load, or cannot show the mascot, leaves the still in place.
          guard (try? await runtime.load(load)) != nil, !Task.isCancelled else { return }
          mascot.attach(runtime)
        }
        .onDisappear { mascot.detach(runtime) }
    }
  }
#endif
