import MotionAuditSemantics
import TestSupport
import Testing

/// `--include-tests` brings back the test code an audit leaves out by default.
@Suite struct IncludeTestsOptionTests {
  private let spring = """
    struct Card: View {
        @State private var isOn = false
        var body: some View { Text("a").onTapGesture { withAnimation(.bouncy) { isOn.toggle() } } }
    }

    """

  @Test func theOptionAuditsTestFoldersAndTestFiles() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Card.swift", spring)
    try scratch.write("AppTests/CardTests.swift", spring)
    try scratch.write("App/CardSuite.swift", "import Testing\n@Suite struct S {}\n" + spring)
    let arguments = [".", "--only-rule", "ungated-explicit-animation", "--format", "xcode"]
    func files(_ output: String) -> [String] {
      output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
    }
    #expect(files(runCommand(arguments, in: scratch.path).output) == ["App/Card.swift"])
    #expect(
      files(runCommand(arguments + ["--include-tests"], in: scratch.path).output) == [
        "App/Card.swift", "App/CardSuite.swift", "AppTests/CardTests.swift",
      ])
  }
}
