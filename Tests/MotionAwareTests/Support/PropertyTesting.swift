import Foundation
import TestSupport
import Testing

/// A seeded property test: many random cases from one seed, which it prints on failure.
///
/// The seed is random on each run unless `MOTIONAWARE_PROPERTY_SEED` gives one, which replays a
/// reported failure exactly:
///
/// ```sh
/// MOTIONAWARE_PROPERTY_SEED=1234 swift test --filter LaunchIntroPropertyTests
/// ```
struct PropertyRun {
  static let seedVariable = "MOTIONAWARE_PROPERTY_SEED"

  let seed: UInt64
  let cases: Int

  init(cases: Int = 10_000) {
    let given = ProcessInfo.processInfo.environment[Self.seedVariable].flatMap { UInt64($0) }
    seed = given ?? UInt64.random(in: 0...UInt64.max)
    self.cases = cases
  }

  /// Runs `check` on each case with its own generator; stops at the first case that reports a
  /// failure (what broke, and the steps that led there), and records it with the seed.
  ///
  /// - Returns: The number of cases run.
  @discardableResult
  func forEachCase(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ check: (_ random: inout SeededGenerator) throws -> String?
  ) rethrows -> Int {
    for index in 0..<cases {
      var random = SeededGenerator(seed: seed &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
      if let failure = try check(&random) {
        Issue.record(
          """
          \(failure)
          Case \(index) of seed \(seed). Replay with \(Self.seedVariable)=\(seed).
          """,
          sourceLocation: sourceLocation)
        return index + 1
      }
    }
    return cases
  }
}
