#if Rive && canImport(RiveRuntime) && !os(watchOS)
  import Foundation
  import RiveRuntime

  /// How the adapters load a `.riv` from a bundle with the new runtime.
  enum RiveLoading {
    /// Loads `name`.riv from `bundle`: a worker, the file, its default artboard, and the state
    /// machine `stateMachine` (the default one if `nil`), bound by `Rive` to the artboard's
    /// default view-model instance when the file has one. Without a view model it does not throw
    /// (unlike `createViewModelInstance`); `viewModelInstance` is then `nil`.
    static func local(
      _ name: String, bundle: Bundle, stateMachine: String?
    ) -> @MainActor () async throws -> Rive {
      { @MainActor in
        let worker = try await Worker()
        let file = try await File(source: .local(name, bundle), worker: worker)
        let artboard = try await file.createArtboard()
        let machine = try await artboard.createStateMachine(stateMachine)
        return try await Rive(file: file, artboard: artboard, stateMachine: machine)
      }
    }
  }
#endif
