/// The known name a mistyped one was probably meant to be: for "did you mean" in messages about
/// options and rule ids.
package enum Spelling {
  /// The candidate closest to `name`, when it is close enough to be a typo.
  package static func closest(to name: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(name, $0)) }.min { $0.1 < $1.1 }
    guard let (best, distance) = scored, distance <= max(2, best.count / 3) else { return nil }
    return best
  }

  /// The Levenshtein distance between two strings, in characters.
  package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
