import AnimationFiles
import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import Testing

/// Reading `.motion-audit.json` and applying it.
@Suite struct ConfigurationTests {
  private func parse(_ text: String) throws(ConfigurationError) -> Configuration {
    try ConfigurationLoader.parse(Array(text.utf8), file: "cfg.json")
  }

  @Test func everyKeyIsRead() throws {
    let configuration = try parse(
      """
      {
        "include": ["App", "Features/**"],
        "exclude": ["**/Generated/**"],
        "rules": {
          "ungated-explicit-animation": "error",
          "ungated-matched-geometry": "off",
          "displacement-symbol-effect": { "enabled": true, "severity": "note" }
        },
        "signals": ["AppSettings.shared.reduceAnimations", "isCalmModeOn()"],
        "threshold": "note"
      }
      """)
    #expect(configuration.include.map(\.description) == ["App", "Features/**"])
    #expect(configuration.exclude.map(\.description) == ["**/Generated/**"])
    #expect(configuration.threshold == .note)
    #expect(
      configuration.signals.map(\.components) == [
        ["AppSettings", "shared", "reduceAnimations"], ["isCalmModeOn"],
      ])
    let settings = configuration.auditSettings
    #expect(!settings.rules.contains { $0.id == "ungated-matched-geometry" })
    #expect(settings.rules.first { $0.id == "ungated-explicit-animation" }?.severity == .error)
    #expect(settings.rules.first { $0.id == "displacement-symbol-effect" }?.severity == .note)
    #expect(settings.rules.first { $0.id == "ungated-scroll-effect" }?.severity == .warning)
    #expect(settings.rules.count == RuleRegistry.all.count - 1)
  }

  @Test func emptyConfigurationIsTheDefaults() throws {
    let configuration = try parse("{}")
    #expect(configuration.auditSettings == AuditSettings.defaults)
    #expect(configuration.threshold == nil)
  }

  @Test func includeTestsIsABooleanAndANestedFileOverridesIt() throws {
    #expect(try parse("{}").includeTests == nil)
    let parent = try parse(#"{ "includeTests": true }"#)
    #expect(parent.includeTests == true)
    #expect(parent.overridden(by: try parse("{}")).includeTests == true)
    #expect(parent.overridden(by: try parse(#"{ "includeTests": false }"#)).includeTests == false)
    #expect(
      throws: ConfigurationError(
        file: "cfg.json", line: 1, column: 19,
        message: "'includeTests' must be true or false, not a string")
    ) {
      try parse(#"{ "includeTests": "yes" }"#)
    }
  }

  @Test func duplicateKeysAndNonObjectsAreRejected() {
    #expect(
      throws: ConfigurationError(
        file: "cfg.json", line: 1, column: 18, message: "key 'include' appears twice")
    ) {
      try parse(#"{ "include": [], "include": [] }"#)
    }
    #expect(
      throws: ConfigurationError(
        file: "cfg.json", line: 1, column: 1,
        message: "the configuration must be a JSON object, not an array")
    ) {
      try parse("[]")
    }
  }

  @Test func unknownKeyInsideARuleIsNamed() {
    #expect(
      throws: ConfigurationError(
        file: "cfg.json", line: 1, column: 46,
        message:
          "unknown key 'level' in rule 'ungated-explicit-animation' (known keys: enabled, severity)"
      )
    ) {
      try parse(#"{ "rules": { "ungated-explicit-animation": { "level": 1 } } }"#)
    }
  }

  @Test func includeAndExcludeSelectFiles() throws {
    let configuration = try parse(
      #"{ "include": ["App", "Shared/*.swift"], "exclude": ["Generated", "App/Legacy/**"] }"#)
    #expect(configuration.includes(relativePath: "App/Views/Card.swift"))
    #expect(configuration.includes(relativePath: "Shared/Colors.swift"))
    #expect(!configuration.includes(relativePath: "Shared/Deep/Colors.swift"))
    #expect(!configuration.includes(relativePath: "App/Generated/Assets.swift"))
    #expect(!configuration.includes(relativePath: "App/Legacy/Old.swift"))
    #expect(!configuration.includes(relativePath: "Tools/Script.swift"))
  }

  @Test(arguments: [
    ("**/*.swift", "a/b/C.swift", true),
    ("*.swift", "a/b/C.swift", true),
    ("Sources/*", "Sources/A.swift", true),
    ("Sources/*", "Other/Sources/A.swift", false),
    ("./Sources/", "Sources/X/A.swift", true),
    ("/Sources", "Sources/A.swift", true),
    ("Tests", "Sources/Tests/A.swift", true),
    ("A?.swift", "AB.swift", true),
    ("A?.swift", "ABC.swift", false),
    ("**/Gen*/**", "x/Generated/y/Z.swift", true),
    ("**/Gen*/**", "x/generated/Z.swift", false),
  ])
  func globsMatchPaths(pattern: String, path: String, matches: Bool) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  /// Bug 9 of issue 17: `"a b"` was read as `ab`, while `"foo("` was refused.
  @Test(arguments: ["a b", "foo(", "settings.", "settings reduce.motion", "1up", "f()()", ""])
  func signalsThatAreNotNamesAreRejected(text: String) {
    #expect {
      try parse(#"{ "signals": ["\#(text)"] }"#)
    } throws: { error in
      (error as? ConfigurationError)?.message.hasPrefix("'signals' entry \"\(text)\" is not a name")
        == true
    }
  }

  @Test(arguments: [
    (" settings.reduceAnimations ", ["settings", "reduceAnimations"]),
    ("settings . reduceAnimations", ["settings", "reduceAnimations"]),
    ("isCalmModeOn( )", ["isCalmModeOn"]),
  ])
  func signalsMayHaveSpacesWhereSwiftAllowsThem(text: String, components: [String]) throws {
    let configuration = try parse(#"{ "signals": ["\#(text)"] }"#)
    #expect(configuration.signals.map(\.components) == [components])
  }

  /// A nested file changes only the keys it sets; `rules` changes only the rules it names.
  @Test func aChildConfigurationOverridesItsParentPerKey() throws {
    let parent = try parse(
      """
      { "rules": { "ungated-explicit-animation": "error", "ungated-matched-geometry": "off" },
        "signals": ["calm"], "exclude": ["Generated"] }
      """)
    let child = try parse(
      #"{ "rules": { "ungated-explicit-animation": "note" }, "signals": ["quiet"] }"#)
    let merged = parent.overridden(by: child)
    #expect(merged.rules["ungated-explicit-animation"]?.severity == .note)
    #expect(merged.rules["ungated-matched-geometry"]?.isEnabled == false)
    #expect(merged.signals.map(\.components) == [["quiet"]])
    #expect(merged.exclude.map(\.description) == ["Generated"])
  }
}

/// Configuration, baseline and animation file errors print one shape, `location: reason`.
@Suite struct FileLocatedErrorShapeTests {
  @Test func configurationBaselineAndAnimationFileErrorsPrintTheirLocationThenTheirReason() throws {
    let text = Array("{\n  format: 1 }".utf8)
    let configuration = try #require(throws: ConfigurationError.self) {
      try ConfigurationLoader.parse(text, file: "cfg.json")
    }
    let baseline = try #require(throws: BaselineError.self) {
      try Baseline.decode(text, file: "b.json")
    }
    let animation = try #require(throws: AnimationFileError.self) {
      try AnimationFileReader.read(Data(text), fileName: "a.json")
    }
    #expect(configuration.location == FileLocation(file: "cfg.json", position: .line(2, column: 3)))
    #expect(baseline.location == FileLocation(file: "b.json", position: .line(2, column: 3)))
    #expect(animation.location == FileLocation(file: "a.json", position: .byteOffset(4)))
    #expect(
      [configuration.description, baseline.description, animation.description] == [
        "cfg.json:2:3: not valid JSON: expected a key in double quotes",
        "b.json:2:3: not valid JSON: expected a key in double quotes",
        "a.json, byte 4: invalid JSON: expected a key in double quotes",
      ])
  }

  @Test func anErrorWithoutAPositionNamesTheFileOnly() {
    let error = ConfigurationError(file: "cfg.json", column: 4, message: "cannot read")
    #expect(error.description == "cfg.json: cannot read")
  }
}
