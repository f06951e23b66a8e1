import Foundation
import TestSupport
import Testing

/// The reference app cannot be built here, but its resources can be checked: the launch screen's
/// colour, its light and dark appearances, and a vector still for every mood Pip declares.
@Suite("Reference app resources")
struct PipAppResourcesTests {
  static let app = RepositoryFiles.url("Examples/PipApp/PipApp")
  static let catalog = app.appendingPathComponent("Assets.xcassets")

  /// The mood identifiers declared in the app's `Pip.swift`, in order.
  static func declaredMoods() throws -> [String] {
    let source = try String(contentsOf: app.appendingPathComponent("Pip.swift"), encoding: .utf8)
    return source.matches(of: /MascotMood\("([^"]+)"/).map { String($0.output.1) }
  }

  static func json(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: catalog.appendingPathComponent(path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func theLaunchScreenIsTheLaunchBackgroundColour() throws {
    let data = try Data(contentsOf: Self.app.appendingPathComponent("Info.plist"))
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    let launchScreen = try #require(plist["UILaunchScreen"] as? [String: Any])
    #expect(launchScreen["UIColorName"] as? String == "LaunchBackground")
  }

  @Test func theLaunchBackgroundHasALightAndADarkAppearance() throws {
    let colors = try #require(
      try Self.json("LaunchBackground.colorset/Contents.json")["colors"] as? [[String: Any]])
    let appearances = colors.map { color in
      (color["appearances"] as? [[String: String]])?.first?["value"] ?? "any"
    }
    #expect(appearances.sorted() == ["any", "dark"])
    for color in colors {
      let components = try #require(
        (color["color"] as? [String: Any])?["components"] as? [String: String])
      #expect(Set(components.keys) == ["red", "green", "blue", "alpha"])
    }
  }

  @Test func everyMoodHasAVectorStillNamedAfterIt() throws {
    let moods = try Self.declaredMoods()
    #expect(moods == ["idle", "loading", "ready", "error"])
    for mood in moods {
      let set = "mascot-mood-\(mood).imageset"
      let contents = try Self.json("\(set)/Contents.json")
      let images = try #require(contents["images"] as? [[String: Any]])
      let file = try #require(images.first?["filename"] as? String, "\(set) names no image")
      #expect(file.hasSuffix(".svg") || file.hasSuffix(".pdf"), "\(set): \(file)")
      #expect(
        FileManager.default.fileExists(
          atPath: Self.catalog.appendingPathComponent("\(set)/\(file)").path),
        "\(set)/\(file) is missing")
      let properties = contents["properties"] as? [String: Any]
      #expect(properties?["preserves-vector-representation"] as? Bool == true, "\(set)")
    }
  }

  @Test func theStaticIntroShowsAStillThatExists() throws {
    let intro = try String(
      contentsOf: Self.app.appendingPathComponent("Intro.swift"), encoding: .utf8)
    let stills = intro.matches(of: /Image\("([^"]+)"\)/).map { String($0.output.1) }
    #expect(!stills.isEmpty)
    for still in stills {
      #expect(
        FileManager.default.fileExists(
          atPath: Self.catalog.appendingPathComponent("\(still).imageset").path), "\(still)")
    }
  }
}
