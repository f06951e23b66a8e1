/// How a Lottie animation repeats, by the member that names its loop mode (`.loop`,
/// `.repeat(3)`), for the rules that find Lottie loops in code.
enum LottieLoopMode: CallRoute {
  /// `.loop`, `.autoReverse`: it never ends.
  case endless
  /// `.repeat(n)`, `.repeatBackwards(n)`: it ends, unless `n` is infinite.
  case counted

  var names: Set<String> {
    switch self {
    case .endless: ["loop", "autoReverse"]
    case .counted: ["repeat", "repeatBackwards"]
    }
  }

  /// The label of the argument, and the name of the property, that hold a loop mode.
  static let label = "loopMode"
}
