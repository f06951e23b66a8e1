/// A small deterministic random number generator (SplitMix64), so the same seed always yields the
/// same corpus on every machine and toolchain.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A value in `range`, drawn deterministically.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// One element of `choices`, drawn deterministically.
  mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[int(in: 0...(choices.count - 1))]
  }

  /// `true` with probability `chance` (0...1).
  mutating func chance(_ chance: Double) -> Bool {
    Double(next() % 1_000_000) / 1_000_000 < chance
  }
}
