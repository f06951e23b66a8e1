import MotionAwareLottie
import Testing

@Suite("Lottie markers")
struct LottieMarkersTests {
  @Test func theReducedMotionMarkerIsTheFirstOfLottiesNamesInAnyCase() {
    #expect(
      LottieMarkers(["idle", "Reduced Motion", "reduced_motion"]).reducedMotionMarker
        == "Reduced Motion")
    for name in ["reduced motion", "REDUCED_MOTION", "reduced-motion", "ReducedMotion"] {
      #expect(LottieMarkers(["idle", name]).reducedMotionMarker == name)
    }
  }

  @Test func nearMissesAreNotTheReducedMotionMarker() {
    // lottie-ios lowercases the name and nothing more.
    for name in ["reduced motion\r", " reduced motion", "reduce motion", "reduced  motion"] {
      #expect(LottieMarkers([name]).reducedMotionMarker == nil)
    }
    #expect(LottieMarkers([]).reducedMotionMarker == nil)
  }

  @Test func markersAreFoundByExactName() {
    let markers = LottieMarkers(["idle", "Loading"])
    #expect(markers.contains("idle"))
    #expect(!markers.contains("loading"))
  }
}
