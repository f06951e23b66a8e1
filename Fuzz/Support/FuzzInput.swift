import Foundation

/// What every fuzz target shares: the input as `Data`, and the checks whose failure libFuzzer
/// must report as a crash.
///
/// This file is compiled into every target by `Scripts/fuzz.sh`, so it imports nothing but
/// Foundation.
enum FuzzInput {
  /// The input bytes (libFuzzer may pass a null pointer for the empty input).
  static func data(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
    guard let bytes, count > 0 else { return Data() }
    return Data(bytes: bytes, count: count)
  }

  /// Stops the run when `condition` is false: a broken promise is a bug just like a crash, and
  /// libFuzzer keeps the input that broke it.
  static func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
  ) {
    if !condition() { fatalError("fuzz check failed: \(message())") }
  }

  /// Checks an error's position: errors about the input's own bytes (not about an entry inflated
  /// from it) must point inside the input, or at its end, and must describe themselves.
  static func requireValidPosition(
    offset: Int?, isInsideEntry: Bool, description: String, inputCount: Int
  ) {
    require(!description.isEmpty, "an error with an empty description")
    guard !isInsideEntry, let offset else { return }
    require(
      offset >= 0 && offset <= inputCount, "offset \(offset) outside the input: \(description)")
  }
}
