import MotionAware
import MotionAwareLottie
import TestSupport
import Testing

@Suite("Lottie mascot binding")
struct LottieMascotBindingTests {
  @Test func moodsAndTriggersPlayTheirIdentifierUnlessMapped() {
    let binding = LottieMascotBinding(moods: ["failed": "sad"], triggers: ["nod": "nod-once"])
    #expect(binding.marker(for: .idle) == "idle")
    #expect(binding.marker(for: .failed) == "sad")
    #expect(binding.marker(for: .celebrate) == "celebrate")
    #expect(binding.marker(for: .nod) == "nod-once")
  }

  @Test func validationNamesEveryMissingMarkerAndTheOnesThere() throws {
    let markers = LottieMarkers(["idle", "happy", "celebrate", "reduced motion"])
    let error = try #require(throws: LottieMascotBindingError.self) {
      try LottieMascotBinding().validate(for: Pip.mascot, in: markers, fileName: "pip.json")
    }
    #expect(
      error.missing == [
        MissingMarker(kind: .mood, id: "loading", marker: "loading"),
        MissingMarker(kind: .mood, id: "failed", marker: "failed"),
        MissingMarker(kind: .trigger, id: "nod", marker: "nod"),
      ])
    #expect(
      error.description
        == "pip.json: no marker for mood \"loading\" (marker \"loading\"), mood \"failed\" "
        + "(marker \"failed\"), trigger \"nod\" (marker \"nod\"). Its markers: \"idle\", \"happy\", "
        + "\"celebrate\", \"reduced motion\". Add the markers, or map the moods and triggers to "
        + "existing ones in the LottieMascotBinding.")
  }

  @Test func aCompleteAnimationValidates() {
    let markers = LottieMarkers(["idle", "loading", "happy", "sad", "celebrate", "nod"])
    #expect(throws: Never.self) {
      try LottieMascotBinding(moods: ["failed": "sad"]).validate(
        for: Pip.mascot, in: markers, fileName: "pip.json")
    }
  }
}
