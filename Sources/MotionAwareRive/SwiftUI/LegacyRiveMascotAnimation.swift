#if Rive && canImport(RiveRuntime) && canImport(SwiftUI) && !os(watchOS)
  import MotionAware
  import RiveRuntime
  import SwiftUI

  /// The animation of a ``MascotView`` played by the legacy Rive runtime.
  ///
  /// ```swift
  /// MascotView(pip, label: Text("Pip")) {
  ///   LegacyRiveMascotAnimation(pip, runtime: legacyRuntime)   // a LegacyRiveMascotRuntime
  /// }
  /// ```
  ///
  /// It draws the runtime's view model and attaches the runtime to the controller while it is on
  /// screen.
  @available(iOS 16.0, macOS 13.1, tvOS 16.0, visionOS 1.0, *)
  public struct LegacyRiveMascotAnimation: View {
    private let mascot: MascotController
    private let runtime: LegacyRiveMascotRuntime

    /// Plays `mascot` with `runtime`.
    public init(_ mascot: MascotController, runtime: LegacyRiveMascotRuntime) {
      self.mascot = mascot
      self.runtime = runtime
    }

    public var body: some View {
      runtime.viewModel.view()
        .onAppear { mascot.attach(runtime) }
        .onDisappear { mascot.detach(runtime) }
    }
  }
#endif
