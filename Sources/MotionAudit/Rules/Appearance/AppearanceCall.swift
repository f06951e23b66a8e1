/// The calls whose closures run when a view appears, and the calls that defer work and keep the
/// appearance it was scheduled from: where motion or playback starts by itself.
enum AppearanceCall: CallRoute {
  /// `onAppear { … }`, `.task { … }`.
  case appearance
  /// `Task { … }`, `DispatchQueue.main.async { … }`, `asyncAfter(…)`, `MainActor.run { … }`.
  case deferral

  var names: Set<String> {
    switch self {
    case .appearance: ["onAppear", "task"]
    case .deferral: ["Task", "async", "asyncAfter", "run"]
    }
  }
}
