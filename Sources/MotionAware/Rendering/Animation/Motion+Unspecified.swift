extension Motion {
  /// A change whose motion is not described, such as the state change inside `withAnimation`:
  /// anything on screen may move, so the policy treats it as movement.
  public static let unspecified = Motion([])
}
