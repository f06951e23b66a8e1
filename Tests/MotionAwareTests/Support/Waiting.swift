import Testing

/// Yields until `condition` holds: for a task that must first reach a suspension point. Records
/// an issue and throws instead of hanging if it never does.
func waitUntil(
  isolation: isolated (any Actor)? = #isolation,
  _ condition: () -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  for _ in 0..<10_000 {
    if condition() { return }
    await Task.yield()
  }
  Issue.record("The condition never held", sourceLocation: sourceLocation)
  throw ConditionNeverHeld()
}

struct ConditionNeverHeld: Error {}
