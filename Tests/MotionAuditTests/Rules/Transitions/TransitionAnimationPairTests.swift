import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import Testing

/// A transition and the animation that drives it are one motion: one finding, at the transition,
/// with the animation as its related location.
@Suite struct TransitionAnimationPairTests {
  private func findings(_ source: String) -> [Finding] {
    FileAuditor.audit(file: "Sheet.swift", bytes: Array(source.utf8), settings: .defaults).findings
  }

  @Test func theSpringDrivingATransitionIsReportedWithItNotApart() throws {
    let findings = findings(ReportFixtures.slidingPanel)
    #expect(findings.map(\.ruleID) == ["movement-transition-without-fade"])
    let finding = try #require(findings.first)
    #expect((finding.line, finding.column) == (6, 33))
    #expect(
      finding.related == [
        RelatedLocation(
          file: "Sheet.swift", line: 4, column: 26,
          message: "`withAnimation` animates its insertion")
      ])
    // `--fix` corrects both places through the one finding, declaring the signal once.
    #expect(
      finding.edits.contains { $0.replacement == "reduceMotion ? .opacity : .move(edge: .bottom)" })
    #expect(finding.edits.contains { $0.replacement == "reduceMotion ? nil : .bouncy" })
    #expect(finding.edits.filter { $0.replacement.contains("@Environment") }.count == 1)
  }

  @Test func aContainerAnimationIsTheRelatedLocation() throws {
    let findings = findings(
      """
      struct Filters: View {
          @State private var showsOptions = false
          var body: some View {
              VStack {
                  if showsOptions {
                      OptionsList().transition(.slide)
                  }
              }
              .animation(.bouncy, value: showsOptions)
          }
      }
      """)
    #expect(findings.map(\.ruleID) == ["movement-transition-without-fade"])
    #expect(findings.first?.related.map { [$0.line, $0.column] } == [[9, 9]])
  }

  @Test func anAnimationThatAlsoMovesSomethingElseIsStillAbsorbedOnlyAtItsOwnPosition() {
    // The spring on the offset is a second motion: it keeps its own finding.
    let findings = findings(
      """
      struct Sheet: View {
          @State private var isShown = false
          @State private var nudge = false
          var body: some View {
              Button("Show") { withAnimation(.bouncy) { isShown = true } }
              Circle().offset(x: nudge ? 8 : 0).animation(.bouncy, value: nudge)
              if isShown {
                  Panel().transition(.move(edge: .bottom))
              }
          }
      }
      """)
    #expect(
      findings.map { "\($0.line) \($0.ruleID)" } == [
        "6 ungated-explicit-animation", "8 movement-transition-without-fade",
      ])
  }

  @Test func aTransitionNothingAnimatesGivesNoFindingAndAbsorbsNothing() {
    let findings = findings(
      """
      struct Sheet: View {
          @State private var isShown = false
          @State private var count = 0
          var body: some View {
              Button("Show") { isShown = true }
              Button("Add") { withAnimation(.bouncy) { count += 1 } }
              if isShown {
                  Panel().transition(.move(edge: .bottom))
              }
          }
      }
      """)
    #expect(findings.map { "\($0.line) \($0.ruleID)" } == ["6 ungated-explicit-animation"])
    #expect(findings.allSatisfy { $0.related.isEmpty })
  }

  @Test func findingsWithoutRelatedLocationsKeepTheirKeysAndFingerprints() {
    let finding = findings(ReportFixtures.springCard)[0]
    #expect(finding.related.isEmpty)
    let key = FindingKey(finding)
    #expect(key == FindingKey(file: "Sheet.swift", ruleID: finding.ruleID, lineText: key.lineText))
    var withRelated = finding
    withRelated.related = [RelatedLocation(file: "Sheet.swift", line: 1, column: 1, message: "m")]
    #expect(FindingKey(withRelated) == key)
  }
}
