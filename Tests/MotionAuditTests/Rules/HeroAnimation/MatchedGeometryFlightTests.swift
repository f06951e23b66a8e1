import MotionAuditEngine
import MotionAuditSources
import Testing

/// A hero flight is one motion between the views of one namespace: one finding, at the first of
/// them, with the others as its related locations.
@Suite struct MatchedGeometryFlightTests {
  private func findings(_ source: String) -> [Finding] {
    FileAuditor.audit(file: "Gallery.swift", bytes: Array(source.utf8), settings: .defaults)
      .findings.filter { $0.ruleID == "ungated-matched-geometry" }
  }

  @Test func theOtherEndsOfTheFlightAreRelatedLocations() throws {
    let findings = findings(
      """
      struct Gallery: View {
          @Namespace private var hero
          @Namespace private var badge
          @State private var selected: Photo?
          var body: some View {
              if let selected {
                  PhotoView(photo: selected)
                      .matchedGeometryEffect(id: selected.id, in: hero)
                      .onTapGesture { withAnimation(.spring) { self.selected = nil } }
              } else {
                  Thumbnail(photo: photos[0])
                      .transition(.slide)
                      .matchedGeometryEffect(id: photos[0].id, in: hero)
                      .onTapGesture { withAnimation(.spring) { selected = photos[0] } }
                  Label("New", systemImage: "star").matchedGeometryEffect(id: 0, in: badge)
              }
          }
      }
      """)
    let flight = try #require(findings.first { $0.line == 8 })
    #expect(
      flight.related == [
        RelatedLocation(
          file: "Gallery.swift", line: 13, column: 18,
          message: "the other end of the flight, in the same namespace")
      ])
    // The other namespace is another motion, and what the thumbnail holds (its transition) is
    // not part of the flight.
    #expect(findings.map(\.line) == [8, 15])
    #expect(findings.last?.related == [])
  }
}
