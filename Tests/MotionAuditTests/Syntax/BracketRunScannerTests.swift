import Testing

@testable import MotionAuditEngine
@testable import MotionAuditSources
@testable import MotionAuditSyntax

/// Runs of `[` are found where the parser would see them, and nowhere else.
@Suite struct BracketRunScannerTests {
  private func run(_ source: String, limit: Int = 3) -> Int? {
    BracketRunScanner.firstRun(longerThan: limit, in: Array(source.utf8))
  }

  @Test func aRunLongerThanTheLimitIsFoundAtItsFirstBracket() {
    #expect(run("let a = [[[1]]]") == nil)
    #expect(run("let a = [[[[1]]]]") == 8)
    #expect(run("let a: [[[[Int]]]] = []") == 7)
  }

  @Test func whitespaceAndCommentsDoNotEndARun() {
    #expect(run("x = [ [\n[\t[1]]]]") == 4)
    #expect(run("x = [/* a */[// b\n[/* /* nested */ */[1]]]]") == 4)
  }

  @Test func anythingElseEndsARun() {
    #expect(run("x = [[[1, [[[1]]]]]]") == nil)
    #expect(run("x = [[[(([[[1]]]))]]]") == nil)
  }

  @Test func bracketsInStringsAndCommentsDoNotCount() {
    #expect(run(#"let s = "[[[[[[[[""#) == nil)
    #expect(run(##"let s = #"[[[[ \" [[[[ "#"##) == nil)
    #expect(run("let s = \"\"\"\n[[[[[[\n\"\"\"") == nil)
    #expect(run("// [[[[[[[[\n/* [[[[[[ */ let a = 1") == nil)
    #expect(run(#"let s = "\"[[[[[" + "]]""#) == nil)
  }

  @Test func bracketsInInterpolationsCount() {
    #expect(run(#"let s = "a \([[[[1]]]][0]) b""#) == 13)
    #expect(run(##"let s = #"a \#([[[[1]]]]) b"#"##) == 15)
    #expect(run(#"let s = "\(f("x", (1)))" + [[[[1]]]]"#) == 27)
    #expect(run(##"let s = #"\([[[[[ "#"##) == nil)
  }

  /// A file where no `[` is followed, past whitespace, by `[` or a comment holds no run of two,
  /// and is settled without the lexing scan; any other is scanned.
  @Test func onlyBracketsOpenedBackToBackStartARun() {
    #expect(run("let a = [1, [2], [3]]", limit: 1) == nil)
    #expect(run("let a = [ \n [1]]", limit: 1) == 8)
    #expect(run("let a = [/**/[1]]", limit: 1) == 8)
    #expect(run("let a = [1]; let b = [\t[2]]", limit: 1) == 21)
    #expect(run("let s = \"[ [\"", limit: 1) == nil)
  }

  @Test func theCodeAfterAStringIsScannedAgain() {
    #expect(run(#"let s = "[[[[[[", t = [[[[1]]]]"#) == 22)
    #expect(run("let s = \"unterminated [\nlet t = [[[[1]]]]") == 32)
  }

  /// The engine skips such a file with a note naming where, instead of parsing it for hours.
  @Test func theEngineSkipsAFileWithALongRunAndSaysWhere() {
    let depth = SourceLimits.maximumBracketRun + 30
    let source =
      "struct A: View {\n  var body: some View { Text(\"a\").transition(.slide) }\n}\n"
      + "let a = " + String(repeating: "[", count: depth) + "1"
      + String(repeating: "]", count: depth)
    let result = FileAuditor.audit(file: "A.swift", bytes: Array(source.utf8), settings: .defaults)
    #expect(result.skipped?.kind == .tooDeep)
    #expect(
      result.skipped?.reason
        == "opens more than \(SourceLimits.maximumBracketRun) square brackets in a row at line 4, "
        + "column 9 (the Swift parser's time doubles with each): not audited")
    #expect(result.findings.isEmpty)
  }

  @Test func theLongestRunAllowedIsStillAudited() {
    let depth = SourceLimits.maximumBracketRun
    let source =
      "struct A: View {\n  var body: some View { Text(\"a\").transition(.slide) }\n}\n"
      + "let a = " + String(repeating: "[", count: depth) + "1"
      + String(repeating: "]", count: depth)
    let result = FileAuditor.audit(file: "A.swift", bytes: Array(source.utf8), settings: .defaults)
    #expect(result.skipped == nil)
    #expect(result.findings.map(\.ruleID) == ["movement-transition-without-fade"])
  }
}
