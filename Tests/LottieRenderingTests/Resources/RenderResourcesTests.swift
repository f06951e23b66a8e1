import Foundation
import Testing

@testable import LottieRendering

@Suite struct RenderResourcesTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "resources-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func write(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  private let assets = """
    [{"id":"a","w":10,"h":10,"u":"images/","p":"a.png","e":0},\
    {"id":"b","w":10,"h":10,"u":"","p":"b.png","e":0},\
    {"id":"c","w":10,"h":10,"u":"../","p":"c.png","e":0},\
    {"id":"d","w":10,"h":10,"u":"","p":"data:image/png;base64,AAAA","e":1}]
    """

  @Test func imagesAreReadFromTheFirstFolderThatHoldsThemWithOrWithoutTheAssetsFolder() throws {
    let first = try folder()
    let second = try folder()
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    try write([1], to: first.appendingPathComponent("a.png"))
    try write([2], to: second.appendingPathComponent("images/a.png"))
    try write([3], to: second.appendingPathComponent("b.png"))
    try write([4], to: first.deletingLastPathComponent().appendingPathComponent("c.png"))
    let resources = try RenderResources.load(
      for: try document(layers: "[]", assets: assets), imageFolders: [first, second],
      fontFolders: [])
    #expect(resources.images == ["images/a.png": [1], "b.png": [3]])
  }

  @Test func fontFilesOfAFolderAreReadByName() throws {
    let fonts = try folder()
    defer { try? FileManager.default.removeItem(at: fonts) }
    try write([1], to: fonts.appendingPathComponent("Sans.ttf"))
    try write([2], to: fonts.appendingPathComponent("Serif.OTF"))
    try write([3], to: fonts.appendingPathComponent("notes.txt"))
    let resources = try RenderResources.load(
      for: try document(layers: "[]"), imageFolders: [], fontFolders: [fonts])
    #expect(resources.fonts == ["Sans.ttf": [1], "Serif.OTF": [2]])
  }

  @Test func aFolderThatIsNotOneIsAnErrorNamingIt() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder")
    #expect(throws: ResourceError(path: missing.path, reason: "is not a folder")) {
      try RenderResources.load(
        for: try document(layers: "[]"), imageFolders: [missing], fontFolders: [])
    }
  }

  @Test func namesThatLeaveTheirFolderAreNotLookedUp() {
    #expect(RenderResources.relativePath("images/a.png") == "images/a.png")
    #expect(RenderResources.relativePath("images//a.png") == "images/a.png")
    #expect(RenderResources.relativePath("../a.png") == nil)
    #expect(RenderResources.relativePath("/etc/a.png") == nil)
    #expect(RenderResources.relativePath("") == nil)
  }
}
