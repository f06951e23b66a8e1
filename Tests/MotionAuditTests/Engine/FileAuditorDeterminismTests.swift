import Testing

@testable import MotionAuditEngine
@testable import MotionAuditSources

/// The audit of a file is a pure function of its bytes: the same result every time, whatever
/// the order a `Set` happens to iterate in.
struct FileAuditorDeterminismTests {
  /// Found by the `audit` fuzz target (the pre-filtered audit differed from the full one): the
  /// inner `withAnimation(.spring)` and the outer one, whose argument holds it, are both reported
  /// at `.spring`, by the same rule, with different corrections. Findings were deduplicated
  /// through a `Set` and sorted by path, line, column and rule only, so the two came out in
  /// either order from one audit to the next. (They are one finding now: see
  /// ``anAnimationInsideAnotherAnimationsArgumentIsOneFindingWithEditsThatDoNotOverlap()``.)
  @Test func findingsAtTheSamePositionComeOutInTheSameOrderEveryTime() {
    let source = """
      struct Card: View {
          var body: some View {
              Text("a").onTapGesture { withAnimation(.se().onTapGesture { withAnimation(.spring) { x = nil } }) }
          }
      }

      """
    let results = (0..<20).map { _ in
      AuditThread.run {
        FileAuditor.audit(file: "Card.swift", bytes: Array(source.utf8), settings: .defaults)
      }
    }
    let first = results[0]
    #expect(
      first.findings.map { "\($0.line):\($0.column) \($0.ruleID)" } == [
        "3:84 ungated-explicit-animation"
      ])
    #expect(results.allSatisfy { $0 == first })
  }

  /// Found by the `audit` fuzz target (one finding's corrections overlapped): cut short inside
  /// `withAnimation(.spr…`, the rest of the view is that call's argument, so the matched-geometry
  /// rule gated both the outer animation and the `withAnimation(.spring)` inside it, one edit
  /// inside the other, and the inner animation came out as two findings of the explicit-animation
  /// rule that differed only in their corrections.
  @Test func anAnimationInsideAnotherAnimationsArgumentIsOneFindingWithEditsThatDoNotOverlap() {
    let source = """
      struct Gallery: View {
          @Namespace private var hero
          @State private var selected: Photo?
          var body: some View {
              PhotoView(photo: selected)
                  .matchedGeometryEffect(id: selected.id, in: hero)
                  .onTapGesture { withAnimation(.spr  .matchedGeometryEffect(id: photo.id, in: hero)
                      .onTapGesture { withAnimation(.spring) { selected = photo } }
          }
      }

      """
    let result = AuditThread.run {
      FileAuditor.audit(file: "Gallery.swift", bytes: Array(source.utf8), settings: .defaults)
    }
    let located = result.findings.map { "\($0.line):\($0.column) \($0.ruleID)" }
    #expect(Set(located).count == located.count, "\(located)")
    #expect(located.contains("6:14 ungated-matched-geometry"), "\(located)")
    for finding in result.findings {
      let edits = finding.edits
      for (index, edit) in edits.enumerated() {
        #expect(
          !edits[(index + 1)...].contains { $0.overlaps(edit) }, "\(finding.ruleID): \(edits)")
      }
    }
  }

  /// Of nested or crossing edits, the one that starts first (the outer) is kept, once, and the
  /// others keep their order.
  @Test func overlappingEditsKeepTheOuterOneInTheirOrder() {
    let outer = TextEdit(utf8Range: 10..<40, replacement: "o")
    let inner = TextEdit(utf8Range: 20..<25, replacement: "i")
    let insertion = TextEdit(utf8Range: 50..<50, replacement: "d")
    let sameInsertion = TextEdit(utf8Range: 50..<50, replacement: "e")
    let crossing = TextEdit(utf8Range: 35..<45, replacement: "c")
    #expect(
      TextEdit.withoutOverlaps([insertion, inner, outer, crossing, insertion, sameInsertion])
        == [insertion, outer])
    #expect(TextEdit.withoutOverlaps([inner, insertion]) == [inner, insertion])
  }

  /// Report order is total: findings that differ in anything are ordered one way only.
  @Test func reportOrderOrdersFindingsThatDifferOnlyInTheirCorrections() {
    func finding(_ edits: [TextEdit]) -> Finding {
      Finding(
        file: "Card.swift", line: 3, column: 84, utf8Offset: 125,
        ruleID: "ungated-explicit-animation", severity: .warning, message: "m", fix: "f",
        sourceLine: "s", edits: edits)
    }
    let narrow = finding([TextEdit(utf8Range: 125..<132, replacement: "a")])
    let wide = finding([TextEdit(utf8Range: 90..<147, replacement: "b")])
    #expect(Finding.reportOrder(narrow, wide) != Finding.reportOrder(wide, narrow))
    let suppressions = [
      Suppression(kind: .essential, reason: "the content", commentLine: 2),
      Suppression(kind: .disabled, reason: "disable:next", commentLine: 2),
    ].map { SuppressedFinding(finding: narrow, suppression: $0) }
    #expect(
      SuppressedFinding.reportOrder(suppressions[0], suppressions[1])
        != SuppressedFinding.reportOrder(suppressions[1], suppressions[0]))
  }
}
