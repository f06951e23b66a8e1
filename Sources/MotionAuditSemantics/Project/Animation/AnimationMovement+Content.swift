import AnimationFiles

extension AnimationMovement {
  /// A layer that travels a quarter of the canvas or more moves across what people look at; a
  /// loading dot's hop or a wobble in place stays below it.
  package static let crossingTravelFraction = 0.25
  /// Growing to twice the size or more is a zoom, not a pulse.
  package static let zoomingScaleFactor = 2.0

  /// Whether the animation moves content across its canvas or zooms it: what Reduce Motion asks
  /// to leave out.
  package var movesContent: Bool {
    travelFraction >= Self.crossingTravelFraction || scaleFactor >= Self.zoomingScaleFactor
  }

  /// What moves, for messages: "`ball` travels 80% of the canvas".
  package var phrase: String {
    // Clamped, so a file's absurd values still print.
    let percent = Int(min(travelFraction * 100, 10_000).rounded())
    let travel = "`\(farthestTraveller)` travels \(percent)% of the canvas"
    let zoom = "`\(mostScaled)` grows \(Self.format(scaleFactor))×"
    switch (travelFraction >= Self.crossingTravelFraction, scaleFactor >= Self.zoomingScaleFactor)
    {
    case (true, true): return "\(travel) and \(zoom)"
    case (false, true): return zoom
    default: return travel
    }
  }

  private static func format(_ factor: Double) -> String {
    guard factor < 1_000 else { return "more than 1,000" }
    let rounded = (factor * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
