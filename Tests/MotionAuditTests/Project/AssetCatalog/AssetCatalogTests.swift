import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import Testing

/// Asset catalog entries located by their paths, and the names an app can load from them.
@Suite struct AssetCatalogTests {
  private func entry(_ path: String, _ json: String = "{}") -> ProjectFileResult {
    ProjectFileReader.summarize(path, kind: .assetCatalogContents, bytes: Array(json.utf8))
  }

  private func index(_ results: [ProjectFileResult]) -> AssetCatalogIndex {
    AssetCatalogIndex(
      entries: results.compactMap {
        if case .assetCatalogEntry(let entry)? = $0.summary { return entry }
        return nil
      })
  }

  @Test func setsAreNamedByTheirFoldersWithNamespaces() {
    let catalog = index([
      entry("App/Assets.xcassets/Contents.json"),
      entry("App/Assets.xcassets/LaunchBackground.colorset/Contents.json"),
      entry("App/Assets.xcassets/mascot-idle.imageset/Contents.json"),
      entry("App/Assets.xcassets/Icons/Contents.json"),
      entry("App/Assets.xcassets/Icons/star.symbolset/Contents.json"),
      entry(
        "App/Assets.xcassets/Mascot/Contents.json",
        #"{ "properties" : { "provides-namespace" : true } }"#),
      entry("App/Assets.xcassets/Mascot/happy.imageset/Contents.json"),
      entry("App/Assets.xcassets/Mascot/Colors/Fur.colorset/Contents.json"),
      entry("App/Assets.xcassets/Data.dataset/Contents.json"),
      entry("Other/Brand.xcassets/AppIcon.appiconset/Contents.json"),
    ])
    #expect(catalog.catalogs == ["App/Assets.xcassets", "Other/Brand.xcassets"])
    #expect(catalog.colorNames == ["LaunchBackground", "Mascot/Fur"])
    #expect(catalog.imageNames == ["mascot-idle", "star", "Mascot/happy", "AppIcon"])
    #expect(catalog.hasImage(named: "mascot-IDLE"))
    #expect(!catalog.hasImage(named: "happy"))
    #expect(catalog.hasColor(named: "launchbackground"))
  }

  /// A watch complication set names its members after itself: `Complication/Circular`.
  @Test func complicationSetMembersAreNamedAfterTheSet() {
    let catalog = index([
      entry("Watch/Assets.xcassets/Complication.complicationset/Contents.json"),
      entry("Watch/Assets.xcassets/Complication.complicationset/Circular.imageset/Contents.json"),
      entry(
        "Watch/Assets.xcassets/Complication.complicationset/Graphic Corner.imageset/Contents.json"),
    ])
    #expect(catalog.imageNames == ["Complication/Circular", "Complication/Graphic Corner"])
    #expect(catalog.hasImage(named: "Complication/Circular"))
  }

  @Test func damagedJSONIsASkipNoteButTheSetStillCounts() {
    let result = entry("App/Assets.xcassets/Pip.imageset/Contents.json", "{ \"images\": [ }")
    #expect(result.skipped?.kind == .malformed)
    #expect(
      result.skipped?.reason.hasPrefix("asset catalog Contents.json is not valid JSON (line 1")
        == true)
    #expect(index([result]).imageNames == ["Pip"])
  }

  @Test func onlyContentsFilesInsideCatalogsAreEntries() {
    #expect(AssetCatalogEntry(path: "App/Contents.json") == nil)
    #expect(AssetCatalogEntry(path: "App/Assets.xcassets/Pip.imageset/pip.png") == nil)
    #expect(
      AssetCatalogEntry(path: "Assets.xcassets/A/B.colorset/Contents.json")
        == AssetCatalogEntry(catalog: "Assets.xcassets", folders: ["A", "B.colorset"]))
    // The last catalog in the path; folders with other characters and empty ones as written.
    #expect(
      AssetCatalogEntry(path: "/p/Old.xcassets/App/Größe.xcassets//Café.imageset/Contents.json")
        == AssetCatalogEntry(
          catalog: "/p/Old.xcassets/App/Größe.xcassets", folders: ["", "Café.imageset"]))
    #expect(AssetCatalogEntry(path: "Assets.xcassets/Contents.json.bak") == nil)
    #expect(
      AssetCatalogEntry(path: "Assets.xcassets/Contents.json")
        == AssetCatalogEntry(catalog: "Assets.xcassets", folders: []))
  }

  @Test func projectFileKindsComeFromPaths() {
    let kinds: [(String, ProjectFileKind?)] = [
      ("App/Info.plist", .infoPlist),
      ("App/Pip-Info.plist", .infoPlist),
      ("App/Settings.plist", nil),
      ("App/Assets.xcassets/Pip.imageset/Contents.json", .assetCatalogContents),
      ("App/Assets.xcassets/Pip.imageset/pip.png", nil),
      ("App/launch.riv", .animation),
      ("App/pip.lottie", .animation),
      ("App/idle.json", .animation),
      ("App.xcodeproj/project.pbxproj", .xcodeProject),
      ("App.xcodeproj/project.xcworkspace/contents.json", nil),
      ("App/logo@2x.png", .image),
      ("App/main.swift", nil),
    ]
    for (path, kind) in kinds {
      #expect(ProjectFileKind(relativePath: path) == kind, "\(path)")
    }
  }
}
