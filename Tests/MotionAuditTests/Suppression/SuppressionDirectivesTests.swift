import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import Testing

/// What `// motion-audit:` comments silence, beyond the per-rule example checks.
@Suite struct SuppressionDirectivesTests {
  private func audit(_ source: String) -> FileAuditResult {
    FileAuditor.audit(file: "A.swift", bytes: Array(source.utf8), settings: .defaults)
  }

  @Test func essentialAboveADeclarationCoversAllOfIt() {
    let result = audit(
      """
      // motion-audit:essential the game board shows where pieces fall
      struct Board: View {
          var body: some View {
              Piece().transition(.move(edge: .top))
              Piece().transition(.slide)
          }
      }
      Piece().transition(.slide)
      """)
    #expect(result.suppressed.map(\.finding.line) == [4, 5])
    #expect(
      result.suppressed.allSatisfy {
        $0.suppression
          == Suppression(
            kind: .essential, reason: "the game board shows where pieces fall", commentLine: 1)
      })
    #expect(result.findings.map(\.line) == [8])
  }

  @Test func trailingEssentialCoversOnlyItsLine() {
    let result = audit(
      """
      Piece().transition(.slide) // motion-audit:essential direction matters
      Piece().transition(.slide)
      """)
    #expect(result.suppressed.map(\.finding.line) == [1])
    #expect(result.findings.map(\.line) == [2])
  }

  @Test func disablePreviousAndAllAndBlockComments() {
    let result = audit(
      """
      Piece().transition(.slide)
      // motion-audit:disable:previous movement-transition-without-fade
      withAnimation(.bouncy) {} /* motion-audit:disable:this all */
      Piece().transition(.slide)
      """)
    #expect(result.suppressed.map(\.finding.line) == [1, 3])
    #expect(result.findings.map(\.line) == [4])
  }

  @Test func otherRuleIdsDoNotSilence() {
    let result = audit(
      """
      // motion-audit:disable:next ungated-explicit-animation
      Piece().transition(.slide)
      """)
    #expect(result.findings.map(\.ruleID) == ["movement-transition-without-fade"])
  }

  @Test func commaSeparatedIdsAndRegions() {
    let result = audit(
      """
      // motion-audit:disable ungated-explicit-animation, movement-transition-without-fade
      Piece().transition(.slide)
      withAnimation(.bouncy) {}
      // motion-audit:enable movement-transition-without-fade
      Piece().transition(.slide)
      withAnimation(.bouncy) {}
      """)
    #expect(result.suppressed.map(\.finding.line) == [2, 3, 6])
    #expect(result.findings.map(\.line) == [5])
  }

  @Test func directivesInStringsAreNotComments() {
    let result = audit(
      """
      let text = "// motion-audit:disable:next all"
      Piece().transition(.slide)
      """)
    #expect(result.findings.count == 1)
  }

  // MARK: - Warnings about the comments themselves

  @Test func aRegionThatSuppressesSomethingIsNotSuperfluous() {
    let result = audit(
      """
      // motion-audit:disable movement-transition-without-fade
      Piece().transition(.slide)
      // motion-audit:enable movement-transition-without-fade
      // motion-audit:disable ungated-explicit-animation
      Piece().transition(.slide)
      """)
    #expect(result.suppressed.map(\.finding.line) == [2])
    #expect(
      result.suppressionWarnings == [
        SuppressionWarning(
          file: "A.swift", line: 4, column: 1,
          message: "`motion-audit:disable` suppresses no finding of 'ungated-explicit-animation'; "
            + "remove it")
      ])
  }

  @Test func allProjectRulesAndMentionsAreNeverCalledSuperfluous() {
    let result = audit(
      """
      // motion-audit:disable:next all
      let a = 1
      // motion-audit:disable:next intro-background-mismatch
      let b = 2
      /// Write `// motion-audit:disable:next <id>` above the line.
      let c = 3
      """)
    #expect(result.suppressionWarnings.isEmpty)
  }

  @Test func eachUnknownIdIsNamedOnceWithTheNearestKnownOne() {
    let result = audit(
      """
      Piece().transition(.slide) // motion-audit:disable:this movement-transition-without-fad, movement-transition-without-fad
      """)
    #expect(
      result.suppressionWarnings.map(\.message) == [
        "`motion-audit:disable:this` names unknown rule 'movement-transition-without-fad'; did you "
          + "mean 'movement-transition-without-fade'? Run 'motion-audit rules' to list the rules."
      ])
    #expect(result.suppressionWarnings.map(\.column) == [28])
  }
}
