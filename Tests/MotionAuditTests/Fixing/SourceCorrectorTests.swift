import MotionAuditEngine
import MotionAuditSources
import SwiftParser
import Testing

/// Corrections keep the file's own style, re-parse, and apply once.
@Suite struct SourceCorrectorTests {
  /// The file corrected by every rule's corrections, once.
  private func corrected(_ source: String) -> String {
    let findings = ReportFixtures.report([("View.swift", source)]).findings
    switch SourceCorrector.correct(Array(source.utf8), findings: findings) {
    case .unchanged: return source
    case .corrected(let bytes, _): return String(decoding: bytes, as: UTF8.self)
    case .refused(let reason):
      Issue.record("refused: \(reason)")
      return source
    }
  }

  @Test func crlfLineEndingsAreKept() {
    let source =
      "struct Sheet: View {\r\n    @State private var isShown = false\r\n    var body: some View {\r\n"
      + "        Panel().transition(.move(edge: .bottom))\r\n    }\r\n}\r\n"
    let result = corrected(source)
    #expect(
      result
        == "struct Sheet: View {\r\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\r\n"
        + "    @State private var isShown = false\r\n    var body: some View {\r\n"
        + "        Panel().transition(reduceMotion ? .opacity : .move(edge: .bottom))\r\n    }\r\n}\r\n"
    )
    #expect(!result.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
  }

  @Test func tabIndentationIsKept() {
    let source =
      "struct Sheet: View {\n\tvar body: some View {\n\t\tPanel().transition(.slide)\n\t}\n}\n"
    #expect(
      corrected(source)
        == "struct Sheet: View {\n\t@Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"
        + "\tvar body: some View {\n\t\tPanel().transition(reduceMotion ? .opacity : .slide)\n\t}\n}\n"
    )
  }

  @Test func aOneLineViewGetsTheFilesIndentationUnit() {
    let source = """
      enum Screens {
        struct Sheet: View { var body: some View { Panel().transition(.slide) } }
      }

      """
    #expect(
      corrected(source) == """
        enum Screens {
          struct Sheet: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            var body: some View { Panel().transition(reduceMotion ? .opacity : .slide) } }
        }

        """)
  }

  @Test func theDeclarationGoesAboveADocCommentedFirstMemberAndAfterABraceComment() {
    let source = """
      struct Sheet: View {  // the sheet
          /// Whether it shows.
          @State private var isShown = false
          var body: some View { Panel().transition(.slide) }
      }

      """
    #expect(
      corrected(source) == """
        struct Sheet: View {  // the sheet
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            /// Whether it shows.
            @State private var isShown = false
            var body: some View { Panel().transition(reduceMotion ? .opacity : .slide) }
        }

        """)
  }

  @Test func twoFindingsInOneViewDeclareTheSignalOnce() {
    let source = """
      struct Sheet: View {
          @State private var isShown = false
          var body: some View {
              Panel().transition(.slide).onTapGesture { withAnimation(.bouncy) { isShown = true } }
          }
      }

      """
    let result = corrected(source)
    #expect(result.components(separatedBy: "private var reduceMotion").count == 2)
    #expect(
      result.contains(
        "Panel().transition(reduceMotion ? .opacity : .slide).onTapGesture { withAnimation(reduceMotion ? nil : .bouncy) { isShown = true } }"
      ))
    #expect(corrected(result) == result)
  }

  @Test func operatorsAreParenthesisedSoTheyKeepTheirMeaning() {
    let source = """
      struct Sheet: View {
          @State private var fromTop = false
          var body: some View { Panel().transition(fromTop ? .move(edge: .top) : .slide) }
      }

      """
    let result = corrected(source)
    #expect(
      result.contains(
        "Panel().transition(reduceMotion ? .opacity : (fromTop ? .move(edge: .top) : .slide))"))
    #expect(!Parser.parse(source: result).hasError)
  }

  @Test(arguments: [
    "func expand() { withAnimation(.bouncy) { isExpanded = true } }\n",
    "extension Sheet { func expand() { withAnimation(.bouncy) { isExpanded = true } } }\n",
    "struct Sheet: View {\n    static func expand() { withAnimation(.bouncy) { isExpanded = true } }\n    var body: some View { Text(\"a\") }\n}\n",
    "final class Model { func expand() { withAnimation(.bouncy) { isExpanded = true } } }\n",
    "struct Sheet: View {\n    let reduceMotion: Int\n    var body: some View { Text(\"a\").transition(.slide) }\n}\n",
  ])
  func nothingIsCorrectedWhereNoViewCanReadTheSetting(source: String) {
    let findings = ReportFixtures.report([("View.swift", source)]).findings
    #expect(!findings.isEmpty)
    #expect(SourceCorrector.correct(Array(source.utf8), findings: findings) == .unchanged)
  }

  /// An `@Environment` property is not `Equatable`: adding one to a view whose `==` the compiler
  /// synthesizes would break that conformance.
  @Test(arguments: [
    "struct Row: View, Equatable {\n    let title: String\n    var body: some View { Text(title).transition(.slide) }\n}\n",
    "struct Row: Hashable, View {\n    let title: String\n    var body: some View { Text(title).transition(.slide) }\n}\n",
    "struct Row: View {\n    let title: String\n    var body: some View { Text(title).transition(.slide) }\n}\nextension Row: Equatable {}\n",
  ])
  func anEquatableViewWithSynthesizedEqualityGetsNoProperty(source: String) {
    let findings = ReportFixtures.report([("View.swift", source)]).findings
    #expect(findings.contains { $0.ruleID == "movement-transition-without-fade" })
    #expect(SourceCorrector.correct(Array(source.utf8), findings: findings) == .unchanged)
  }

  @Test func anEquatableViewWithItsOwnEqualityIsCorrected() {
    let source = """
      struct Row: View, Equatable {
          let title: String
          var body: some View { Text(title).transition(.slide) }
          static func == (lhs: Row, rhs: Row) -> Bool { lhs.title == rhs.title }
      }

      """
    #expect(
      corrected(source) == """
        struct Row: View, Equatable {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            let title: String
            var body: some View { Text(title).transition(reduceMotion ? .opacity : .slide) }
            static func == (lhs: Row, rhs: Row) -> Bool { lhs.title == rhs.title }
        }

        """)
  }

  @Test func anEquatableViewThatAlreadyReadsTheSettingIsCorrected() {
    let source = """
      struct Row: View, Equatable {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          let title: String
          var body: some View { Text(title).transition(.slide) }
          static func == (lhs: Row, rhs: Row) -> Bool { lhs.title == rhs.title }
      }

      """
    #expect(corrected(source).contains(".transition(reduceMotion ? .opacity : .slide)"))
  }

  /// A local name, parameter or closure parameter hides the view's property of the same name.
  @Test(arguments: [
    "struct Sheet: View {\n    var body: some View {\n        let reduceMotion = 3\n        Text(\"a\").transition(.slide)\n    }\n}\n",
    "struct Sheet: View {\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n    var body: some View {\n        let reduceMotion = 3\n        Text(\"a\").transition(.slide)\n    }\n}\n",
    "struct Sheet: View {\n    var body: some View { row(reduceMotion: 3) }\n    func row(reduceMotion: Int) -> some View { Text(\"a\").transition(.slide) }\n}\n",
    "struct Sheet: View {\n    let items: [Int]\n    var body: some View { ForEach(items, id: \\.self) { reduceMotion in Text(\"a\").transition(.slide) } }\n}\n",
    "struct Sheet: View {\n    @Environment(\\.motionPreferences) private var motion\n    var body: some View {\n        let motion = 3\n        Text(\"a\").transition(.slide)\n    }\n}\n",
  ])
  func aShadowingNameIsNeverWrittenOver(source: String) {
    let findings = ReportFixtures.report([("View.swift", source)]).findings
    #expect(findings.contains { $0.ruleID == "movement-transition-without-fade" })
    #expect(SourceCorrector.correct(Array(source.utf8), findings: findings) == .unchanged)
  }

  @Test func aBoolPropertyNamedLikeASignalIsReused() {
    let source = """
      struct Sheet: View {
          var prefersReducedMotion: Bool
          var body: some View { Text("a").transition(.slide) }
      }

      """
    #expect(corrected(source).contains(".transition(prefersReducedMotion ? .opacity : .slide)"))
  }

  @Test func aFileWithSyntaxErrorsIsNotCorrected() {
    let source =
      "struct Sheet: View {\n    var body: some View { Text(\"a\").transition(.slide) }\n}\nlet = \n"
    let findings = ReportFixtures.report([("View.swift", source)]).findings
    #expect(!findings.isEmpty)
    #expect(
      SourceCorrector.correct(Array(source.utf8), findings: findings)
        == .refused("has syntax errors; not corrected"))
  }

  @Test func overlappingEditsWaitForTheNextPassAndIdenticalOnesApplyOnce() {
    let bytes = Array("abcdef".utf8)
    func finding(_ edits: [TextEdit]) -> Finding {
      Finding(
        file: "A.swift", line: 1, column: 1, utf8Offset: 0, ruleID: "r", severity: .warning,
        message: "m", fix: "f", sourceLine: "abcdef", edits: edits)
    }
    let insert = TextEdit(utf8Range: 0..<0, replacement: ">")
    let outcome = SourceCorrector.correct(
      bytes,
      findings: [
        finding([TextEdit(utf8Range: 1..<3, replacement: "X"), insert]),
        finding([TextEdit(utf8Range: 2..<4, replacement: "Y")]),
        finding([TextEdit(utf8Range: 4..<5, replacement: "Z"), insert]),
      ])
    #expect(outcome == .corrected(Array(">aXdZf".utf8), findingCount: 2))
  }
}
