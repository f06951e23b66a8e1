import MotionAuditSources
import Testing

/// Test code is recognised from its folder, or from what the file declares.
@Suite struct TestSourcesTests {
  @Test(arguments: [
    ("PipAppTests/CardTests.swift", true),
    ("PipAppUITests/LaunchTests.swift", true),
    ("Tests/Unit/Card.swift", true),
    ("Sources/Tests/Helpers.swift", true),
    ("App/Card.swift", false),
    ("App/CardTests.swift", false),
    ("App/Testsuite/Card.swift", false),
    ("CardTests.swift", false),
    ("App/TestsHelpers/Card.swift", false),
    ("Ünïcode/ÜTests/Card.swift", true),
    ("PreviewTests/__Snapshots__/card.1.png", true),
  ])
  func aTestFolderIsKnownFromThePath(path: String, isTest: Bool) {
    #expect(TestSources.isInTestFolder(path) == isTest)
  }

  @Test(arguments: [
    "import XCTest\nfinal class CardTests: XCTestCase {}\n",
    "@testable import PipApp\n@preconcurrency import XCTest\n",
    "final class CardTests: XCTestCase {\n  func testA() {}\n}\n",
    "class LaunchTests : XCTest.XCTestCase, @unchecked Sendable {}\n",
    "import Testing\n@Test func cardSlides() {}\n",
    "import Testing\n@Suite(\"Cards\") struct CardTests {}\n",
    "import Testing\nstruct CardTests {\n    @Test(arguments: [1]) func a(n: Int) {}\n}\n",
  ])
  func aFileThatDeclaresTestsIsTestCode(source: String) {
    #expect(TestSources.declaresTests(Array(source.utf8)))
  }

  @Test(arguments: [
    "struct Card: View { var body: some View { Text(\"a\") } }\n",
    // Swift Testing imported but no test declared: a helper the app may ship.
    "import Testing\nlet tolerance = 0.1\n",
    // `@Test` without `import Testing` is some other attribute.
    "@Test func a() {}\n",
    "// import XCTest\nstruct Card {}\n",
    "let name = \"XCTestCase\"\nclass Runner: NSObject {}\n",
    "final class XCTestCaseWatcher: NSObject {}\n",
  ])
  func otherFilesAreNotTestCode(source: String) {
    #expect(!TestSources.declaresTests(Array(source.utf8)))
  }
}
