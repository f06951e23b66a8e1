import MotionAudit
import Testing

@testable import MotionAudit
@testable import MotionAuditEngine
@testable import MotionAuditSemantics

/// Auditing one file: bytes in, findings and skip notes out.
@Suite struct FileAuditorTests {
  private let springSource = "withAnimation(.bouncy) { isOn.toggle() }\n"

  private func audit(_ bytes: [UInt8], settings: AuditSettings = .defaults) -> FileAuditResult {
    FileAuditor.audit(file: "A.swift", bytes: bytes, settings: settings)
  }

  @Test func emptyFileHasNoFindings() {
    #expect(audit([]) == FileAuditResult(file: "A.swift"))
  }

  @Test func invalidUTF8IsSkippedWithTheOffset() {
    let result = audit(Array("let a = 1\n".utf8) + [0xC3, 0x28] + Array(springSource.utf8))
    #expect(result.skipped?.kind == .notUTF8)
    #expect(result.skipped?.reason == "not valid UTF-8 (invalid byte at offset 10)")
    #expect(result.findings.isEmpty)
  }

  @Test func nulBytesMarkABinaryFile() {
    let result = audit(Array(springSource.utf8) + [0, 1, 2])
    #expect(result.skipped?.kind == .binary)
    #expect(result.skipped?.reason.contains("offset \(springSource.utf8.count)") == true)
  }

  @Test func byteOrderMarkDoesNotShiftColumns() {
    let result = audit([0xEF, 0xBB, 0xBF] + Array(springSource.utf8))
    #expect(result.findings.map(\.summary) == ["1:16 ungated-explicit-animation"])
  }

  @Test(arguments: ["\r\n", "\r", "\n"])
  func lineEndingsGiveTheSameLines(lineBreak: String) {
    let source = ["// first", "", "  " + springSource.dropLast()].joined(separator: lineBreak)
    let result = audit(Array(source.utf8))
    #expect(result.findings.map(\.summary) == ["3:18 ungated-explicit-animation"])
    #expect(result.findings.first?.sourceLine == "  withAnimation(.bouncy) { isOn.toggle() }")
  }

  @Test func multiByteCharactersCountOnceInColumns() {
    let result = audit(Array("let s = \"日本語🎉\"; \(springSource)".utf8))
    #expect(result.findings.map(\.column) == [32])
    #expect(result.findings.first?.utf8Offset == 40)
  }

  @Test func loweredViolationsAreOneSeverityBelowTheConfiguredOne() {
    let source = """
      struct V: View {
          @State private var isOn = false
          var body: some View {
              VStack { if isOn { Text("Details") }; Text("More") }.animation(.linear, value: isOn)
              Circle().animation(.bouncy, value: isOn)
          }
      }
      """
    let defaults = audit(Array(source.utf8))
    #expect(defaults.findings.map(\.severity) == [.note, .warning])
    let strict = audit(
      Array(source.utf8),
      settings: AuditSettings(rules: [.init(id: "ungated-explicit-animation", severity: .error)]))
    #expect(strict.findings.map(\.severity) == [.warning, .error])
  }

  @Test func onlyConfiguredRulesRun() {
    let source = Array((springSource + "Text(\"a\").transition(.slide)\n").utf8)
    #expect(audit(source).findings.count == 2)
    let onlyTransitions = audit(source, settings: .only(MovementTransitionRule.self))
    #expect(onlyTransitions.findings.map(\.ruleID) == ["movement-transition-without-fade"])
    #expect(audit(source, settings: AuditSettings(rules: [])).findings.isEmpty)
  }

  @Test func findingsAreInReportOrder() {
    let source =
      "Text(\"a\").transition(.slide); withAnimation(.bouncy) {}\nText(\"b\").transition(.scale)\n"
    let result = audit(Array(source.utf8))
    #expect(
      result.findings.map(\.summary) == [
        "1:23 movement-transition-without-fade", "1:46 ungated-explicit-animation",
        "2:23 movement-transition-without-fade",
      ])
  }

  @Test func longLinesKeepAWindowAroundEachFinding() throws {
    let repetition = ".offset(x: a).animation(.linear, value: a)"
    let source = "Text(\"é\")" + String(repeating: repetition, count: 2_000)
    let result = AuditThread.run {
      FileAuditor.audit(file: "A.swift", bytes: Array(source.utf8), settings: .defaults)
    }
    #expect(result.findings.count == 2_000)
    for (index, finding) in result.findings.enumerated() {
      // `Text("é")` is 9 characters; `linear` starts 25 characters into each repetition.
      #expect(finding.column == 9 + repetition.count * index + 25 + 1)
      #expect(finding.sourceLine.utf8.count <= 1_010)
      let excerpt = Array(finding.sourceLine)
      let start = finding.column - finding.sourceLineColumn
      #expect(String(excerpt[start..<min(excerpt.count, start + 6)]) == "linear")
    }
  }

  /// Past the parser's nesting limit the rest of the file is unexpected text: the file is skipped
  /// with the position rather than reported clean.
  @Test func filesNestedPastTheParsersLimitAreSkippedWithThePosition() {
    let depth = 5_000
    let closures =
      String(repeating: "{ ", count: depth) + springSource
      + String(repeating: " }", count: depth)
    let parentheses =
      "let x = " + String(repeating: "(", count: depth) + "withAnimation(.bouncy) {}"
      + String(repeating: ")", count: depth)
    let conditions =
      String(repeating: "if a { ", count: depth) + springSource
      + String(repeating: "}", count: depth)
    let shallow =
      "f(" + String(repeating: "(", count: 100) + "withAnimation(.bouncy) {}"
      + String(repeating: ")", count: 100) + ")"
    for (source, column) in [(closures, 515), (parentheses, 266), (conditions, 1_800)] {
      let result = AuditThread.run {
        FileAuditor.audit(file: "A.swift", bytes: Array(source.utf8), settings: .defaults)
      }
      #expect(result.skipped?.kind == .tooDeep)
      #expect(result.skipped?.reason.contains("at line 1, column \(column) ") == true)
    }
    let shallowResult = AuditThread.run {
      FileAuditor.audit(file: "A.swift", bytes: Array(shallow.utf8), settings: .defaults)
    }
    #expect(shallowResult.skipped == nil)
    #expect(shallowResult.findings.map(\.ruleID) == ["ungated-explicit-animation"])
  }

  /// Contiguous bytes (an array, a slice of one) are searched with `memchr`, others by a plain
  /// scan: both find a needle exactly where it occurs, at the ends too, and only within a slice.
  @Test func aSubsequenceIsFoundWhereverTheBytesAreHeld() {
    let text = Array("motion-audit:disable transition(.slide) // motion-audit:".utf8)
    let needles = [
      "motion-audit:", "slide", ".slide)", "audit:", "m", ":", "", "slides", "motion-audit:x",
      String(decoding: text, as: UTF8.self) + "!",
    ]
    for needle in needles.map({ Array($0.utf8) }) {
      let expected =
        needle.isEmpty
        || (0...max(0, text.count - needle.count)).contains {
          $0 + needle.count <= text.count && Array(text[$0..<$0 + needle.count]) == needle
        }
      let name = String(decoding: needle, as: UTF8.self)
      #expect(text.contains(subsequence: needle) == expected, "array: \(name)")
      #expect(
        text.indices.lazy.map { text[$0] }.contains(subsequence: needle) == expected, "\(name)")
    }
    let slice = text[21..<39]  // "transition(.slide)"
    #expect(slice.contains(subsequence: Array("(.slide)".utf8)))
    #expect(!slice.contains(subsequence: Array("motion".utf8)))
    #expect(!slice.contains(subsequence: Array("slide) ".utf8)))
  }
}
