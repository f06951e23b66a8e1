import MotionAuditEngine
import MotionAuditSources
import Testing

/// Corrections are worked out once per view and shared by its findings: each view still gets its
/// own, and a view's static code still gets none.
@Suite struct ReduceMotionCorrectionTests {
  private func corrected(_ source: String, findings: [Finding]) -> String? {
    switch SourceCorrector.correct(Array(source.utf8), findings: findings) {
    case .unchanged: return source
    case .corrected(let bytes, _): return String(decoding: bytes, as: UTF8.self)
    case .refused(let reason):
      Issue.record("refused: \(reason)")
      return nil
    }
  }

  @Test func eachOfManyOneLineViewsGetsItsOwnDeclaration() {
    let count = 60
    let source = (0..<count).map { index in
      "struct V\(index): View { var body: some View { Text(\"\(index)\").transition(.slide) } }\n"
    }.joined()
    let findings = ReportFixtures.report([("Views.swift", source)]).findings
    #expect(findings.count == count)
    #expect(findings.map(\.line) == Array(1...count))
    #expect(findings.allSatisfy { $0.ruleID == "movement-transition-without-fade" })
    #expect(findings.allSatisfy { $0.edits.count == 2 })
    let expected = (0..<count).map { index in
      "struct V\(index): View {\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"
        + "    var body: some View { Text(\"\(index)\").transition(reduceMotion ? .opacity : .slide) } }\n"
    }.joined()
    #expect(corrected(source, findings: findings) == expected)
  }

  @Test func theMembersOfOneViewShareOneDeclaration() {
    let count = 40
    let members = (0..<count).map { index in
      "    var m\(index): some View { Text(\"\(index)\").transition(.slide) }\n"
    }
    let source =
      "struct Members: View {\n" + members.joined() + "    var body: some View { m0 }\n}\n"
    let findings = ReportFixtures.report([("Members.swift", source)]).findings
    #expect(findings.count == count)
    #expect(findings.map(\.line) == Array(2...(count + 1)))
    let declarations = Set(findings.compactMap { $0.edits.count == 2 ? $0.edits[1] : nil })
    #expect(findings.allSatisfy { $0.edits.count == 2 })
    #expect(declarations.count == 1)
    let expected =
      "struct Members: View {\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"
      + members.map {
        $0.replacingOccurrences(of: ".slide", with: "reduceMotion ? .opacity : .slide")
      }
      .joined() + "    var body: some View { m0 }\n}\n"
    #expect(corrected(source, findings: findings) == expected)
  }

  @Test(arguments: [true, false])
  func staticCodeOfAViewGetsNoCorrectionWhateverComesFirst(staticFirst: Bool) {
    let instance = "    var row: some View { Text(\"a\").transition(.slide) }\n"
    let shared = "    static func make() -> some View { Text(\"b\").transition(.slide) }\n"
    let source =
      "struct Screen: View {\n" + (staticFirst ? shared + instance : instance + shared)
      + "    var body: some View { row }\n}\n"
    let findings = ReportFixtures.report([("Screen.swift", source)]).findings
    #expect(findings.count == 2)
    let instanceLine = staticFirst ? 3 : 2
    #expect(findings.first { $0.line == instanceLine }?.edits.count == 2)
    #expect(findings.first { $0.line != instanceLine }?.edits.isEmpty == true)
  }

  @Test func aViewWithASignalReusesItForEveryMember() {
    let source = """
      struct Screen: View {
          @Environment(\\.accessibilityReduceMotion) private var calm
          var a: some View { Text("a").transition(.slide) }
          var b: some View { Text("b").transition(.move(edge: .top)) }
          var body: some View { a }
      }

      """
    let findings = ReportFixtures.report([("Screen.swift", source)]).findings
    #expect(findings.count == 2)
    #expect(findings.allSatisfy { $0.edits.count == 1 })
    #expect(
      corrected(source, findings: findings) == """
        struct Screen: View {
            @Environment(\\.accessibilityReduceMotion) private var calm
            var a: some View { Text("a").transition(calm ? .opacity : .slide) }
            var b: some View { Text("b").transition(calm ? .opacity : .move(edge: .top)) }
            var body: some View { a }
        }

        """)
  }
}
