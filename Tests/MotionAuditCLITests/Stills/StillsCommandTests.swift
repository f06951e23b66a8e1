import Foundation
import TestSupport
import Testing

@testable import MotionAuditCLI

/// `motion-audit stills`: mood stills into asset catalogs and folders, dry runs, refusals.
@Suite struct StillsCommandTests {
  static let mascot = """
    {"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":100,"assets":[],\
    "markers":[{"cm":"idle","tm":0,"dr":30},{"cm":"happy","tm":30,"dr":30},\
    {"cm":"reduced motion","tm":59,"dr":1}],\
    "layers":[{"ty":4,"nm":"body","ind":1,"ip":0,"op":60,"st":0,"sr":1,\
    "ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":30,"s":[20,0]}]}},\
    "shapes":[{"ty":"el","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]}},\
    {"ty":"fl","c":{"a":0,"k":[0.2,0.4,0.8,1]},"o":{"a":0,"k":100}}]}]}
    """

  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory()
    try scratch.write("pip.json", Self.mascot)
    try scratch.write(
      "App/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    try scratch.write(
      "App/Assets.xcassets/AppIcon.appiconset/Contents.json", #"{"images":[]}"#)
    try scratch.write(
      "App/Assets.xcassets/mascot-mood-happy.imageset/Contents.json", #"{"old":true}"#)
    try scratch.write("App/Assets.xcassets/mascot-mood-happy.imageset/happy.png", "old png")
  }

  private func stills(_ arguments: [String]) -> CommandOutcome {
    runCommand(["stills"] + arguments, in: scratch.path)
  }

  private func contents(_ relative: String) -> String? {
    try? String(contentsOfFile: scratch.path + "/" + relative, encoding: .utf8)
  }

  private func listing(_ relative: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: scratch.path + "/" + relative)) ?? [])
      .sorted()
  }

  @Test func writesOneVectorImageSetPerMoodAndLeavesOtherSetsAlone() throws {
    defer { scratch.remove() }
    let outcome = stills(["pip.json", "--into", "App/Assets.xcassets"])
    #expect(outcome.exitCode == .success, "\(outcome.error)")
    #expect(
      outcome.output == """
        created App/Assets.xcassets/mascot-mood-idle.imageset (mood 'idle', marker 'idle', frame 0)
        replaced App/Assets.xcassets/mascot-mood-happy.imageset (mood 'happy', marker 'happy', frame 30)

        """)
    #expect(
      listing("App/Assets.xcassets") == [
        "AppIcon.appiconset", "Contents.json", "mascot-mood-happy.imageset",
        "mascot-mood-idle.imageset",
      ])
    #expect(
      listing("App/Assets.xcassets/mascot-mood-idle.imageset") == [
        "Contents.json", "mascot-mood-idle.svg",
      ])
    let manifest = try #require(
      contents("App/Assets.xcassets/mascot-mood-idle.imageset/Contents.json"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
    #expect((json["properties"] as? [String: Bool])?["preserves-vector-representation"] == true)
    #expect((json["images"] as? [[String: String]])?.first?["filename"] == "mascot-mood-idle.svg")
    #expect(contents("App/Assets.xcassets/AppIcon.appiconset/Contents.json") == #"{"images":[]}"#)
    let idle = try #require(
      contents("App/Assets.xcassets/mascot-mood-idle.imageset/mascot-mood-idle.svg"))
    let happy = try #require(
      contents("App/Assets.xcassets/mascot-mood-happy.imageset/mascot-mood-happy.svg"))
    #expect(idle.hasPrefix("<svg"))
    // The layer moves 20 points between the two moods' frames.
    #expect(idle.contains("matrix(1 0 0 1 0 0)"))
    #expect(happy.contains("matrix(1 0 0 1 20 0)"))
  }

  @Test func runningTwiceChangesNothingTheSecondTime() throws {
    defer { scratch.remove() }
    #expect(stills(["pip.json", "--into", "App/Assets.xcassets"]).exitCode == .success)
    let set = scratch.path + "/App/Assets.xcassets/mascot-mood-idle.imageset"
    let before = try FileManager.default.attributesOfItem(atPath: set + "/mascot-mood-idle.svg")
    let inode = before[.systemFileNumber] as? Int
    let second = stills(["pip.json", "--into", "App/Assets.xcassets"])
    #expect(second.exitCode == .success)
    #expect(second.output.split(separator: "\n").allSatisfy { $0.hasPrefix("up to date ") })
    let after = try FileManager.default.attributesOfItem(atPath: set + "/mascot-mood-idle.svg")
    #expect(after[.systemFileNumber] as? Int == inode)
    #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
  }

  @Test func aDryRunListsAndWritesNothing() {
    defer { scratch.remove() }
    let outcome = stills(["pip.json", "--into", "App/Assets.xcassets", "--dry-run"])
    #expect(outcome.exitCode == .success)
    #expect(outcome.output.hasPrefix("would write App/Assets.xcassets/mascot-mood-idle.imageset"))
    #expect(
      contents("App/Assets.xcassets/mascot-mood-happy.imageset/Contents.json") == #"{"old":true}"#)
    #expect(!listing("App/Assets.xcassets").contains("mascot-mood-idle.imageset"))
  }

  @Test func framesProgressAndMarkersWritePlainSVGFiles() {
    defer { scratch.remove() }
    let frame = stills(["pip.json", "--frame", "15", "--out", "out", "--prefix", "pip-"])
    #expect(frame.exitCode == .success, "\(frame.error)")
    #expect(frame.output == "created out/pip-frame-15.svg (frame 15)\n")
    let progress = stills(["pip.json", "--progress", "0.5", "--out", "out", "--name", "half"])
    #expect(progress.output == "created out/mascot-mood-half.svg (frame 30, progress 0.5)\n")
    let marker = stills(["pip.json", "--marker", "happy", "--out", "out", "--size", "50x50"])
    #expect(marker.output == "created out/mascot-mood-happy.svg (marker 'happy', frame 30)\n")
    #expect(contents("out/mascot-mood-happy.svg")?.contains(#"width="50" height="50""#) == true)
    #expect(
      contents("out/mascot-mood-half.svg")
        == contents("out/mascot-mood-happy.svg").map {
          $0.replacingOccurrences(
            of: #"width="50" height="50""#, with: #"width="100" height="100""#)
        })
  }

  @Test func unsupportedFeaturesAreNamedAndNothingIsWrittenUnlessAllowed() throws {
    defer { scratch.remove() }
    let text =
      #"{"ty":5,"nm":"Caption","ind":9,"ip":0,"op":60,"ks":{},"#
      + #""t":{"d":{"k":[{"s":{"t":"Hi","f":"Sans","s":20},"t":0}]},"a":[]}},"#
    try scratch.write(
      "captioned.json",
      Self.mascot.replacingOccurrences(of: #""layers":["#, with: #""layers":["# + text))
    let refused = stills(["captioned.json", "--into", "App/Assets.xcassets"])
    #expect(refused.exitCode == .unreadableFiles)
    #expect(
      refused.error.contains(
        "captioned.json: mood 'idle', marker 'idle', frame 0 needs what stills cannot draw: layer 'Caption': text without glyph outlines in the file"
      ))
    #expect(refused.error.contains("nothing written; pass --allow-unsupported"))
    #expect(!listing("App/Assets.xcassets").contains("mascot-mood-idle.imageset"))
    let allowed = stills(["captioned.json", "--into", "App/Assets.xcassets", "--allow-unsupported"])
    #expect(allowed.exitCode == .success)
    #expect(allowed.error.contains("motion-audit: warning: captioned.json: mood 'idle'"))
    #expect(!allowed.error.contains("error:"))
    #expect(listing("App/Assets.xcassets").contains("mascot-mood-idle.imageset"))
  }

  @Test func imagesTheFileNamesAreFoundBesideItOrInTheImagesFolder() throws {
    defer { scratch.remove() }
    let photo = #"{"ty":2,"nm":"Photo","ind":9,"refId":"photo","ip":0,"op":60,"ks":{}},"#
    try scratch.write(
      "photo.json",
      Self.mascot.replacingOccurrences(of: #""layers":["#, with: #""layers":["# + photo)
        .replacingOccurrences(
          of: #""assets":[]"#,
          with: #""assets":[{"id":"photo","w":10,"h":10,"u":"images/","p":"pip.png","e":0}]"#))
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
    let encoded = "data:image/png;base64," + Data(png).base64EncodedString()
    let missing = stills(["photo.json", "--out", "o", "--frame", "0"])
    #expect(missing.exitCode == .unreadableFiles)
    #expect(
      missing.error.contains(
        "layer 'Photo': image 'pip.png' neither embedded in the file nor found beside it"))
    try scratch.write("Art/pip.png", bytes: png)
    let found = stills(["photo.json", "--out", "o", "--frame", "0", "--images", "Art"])
    #expect(found.exitCode == .success, "\(found.error)")
    #expect(contents("o/frame-0.svg")?.contains(encoded) == true)
    // Beside the file, in the folder the asset names, as a player's bundle holds it.
    try scratch.write("images/pip.png", bytes: png)
    let beside = stills(["photo.json", "--out", "p", "--frame", "0"])
    #expect(beside.exitCode == .success, "\(beside.error)")
    #expect(contents("p/frame-0.svg")?.contains(encoded) == true)
    let notAFolder = stills(["photo.json", "--out", "o", "--frame", "0", "--images", "nowhere"])
    #expect(notAFolder.exitCode == .usageError)
    #expect(notAFolder.error.contains("--images: "))
    #expect(notAFolder.error.contains("nowhere: is not a folder"))
  }

  @Test func mistakesAreUsageErrors() {
    defer { scratch.remove() }
    #expect(stills(["pip.json"]).error.contains("needs '--into <catalog>'"))
    #expect(
      stills(["pip.json", "--out", "o", "--frame", "90"]).error.contains("frame 90 is outside"))
    #expect(
      stills(["pip.json", "--out", "o", "--moods", "sad"]).error.contains("no marker for 'sad'"))
    #expect(
      stills(["pip.json", "--out", "o", "--frame", "1", "--marker", "idle"]).exitCode == .usageError
    )
    #expect(stills(["pip.json", "--out", "o", "--size", "big"]).exitCode == .usageError)
    #expect(stills(["missing.json", "--out", "o"]).exitCode == .unreadableFiles)
  }

  // MARK: Interrupted runs

  private static let old = ["Contents.json": Data("old".utf8), "pip.png": Data("png".utf8)]
  private static let new = ["Contents.json": Data("new".utf8), "pip.svg": Data("<svg/>".utf8)]

  struct Interruption: Error {}

  @Test(arguments: [
    (true, DirectoryReplacer.Step.wroteNewDirectory), (true, .movedNewIn),
    (false, .wroteNewDirectory), (false, .movedOldAside), (false, .movedNewIn),
  ])
  func anInterruptedRunLeavesTheOldOrTheNewSet(exchange: Bool, step: DirectoryReplacer.Step) throws
  {
    defer { scratch.remove() }
    let set = URL(fileURLWithPath: scratch.path).appendingPathComponent("mascot.imageset")
    var replacer = DirectoryReplacer()
    #expect(try replacer.replace(set, with: Self.old) == .created)
    replacer.usesExchange = exchange
    replacer.afterStep = { if $0 == step { throw Interruption() } }
    #expect(throws: Interruption.self) { try replacer.replace(set, with: Self.new) }
    // What a reader sees right after the interruption, or after the next run's recovery.
    let holdsOldOrNew = {
      DirectoryReplacer.holds(set, exactly: Self.old)
        || DirectoryReplacer.holds(set, exactly: Self.new)
    }
    let visible = FileManager.default.fileExists(atPath: set.path)
    if visible { #expect(holdsOldOrNew()) }
    // Only the aside step may leave the name empty for an instant; the next run restores it.
    #expect(visible || (!exchange && step == .movedOldAside))
    var next = DirectoryReplacer()
    next.usesExchange = exchange
    _ = try next.replace(set, with: Self.new)
    #expect(DirectoryReplacer.holds(set, exactly: Self.new))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter {
      $0.hasPrefix(".mascot")
    }
    #expect(leftovers.isEmpty)
  }
}
