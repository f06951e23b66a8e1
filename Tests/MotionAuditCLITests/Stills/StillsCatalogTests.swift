import Foundation
import TestSupport
import Testing

/// `stills --into` writes into an existing asset catalog or says why not, naming the path and
/// what to do, and writes nothing anywhere else; `--frame` stills are named by frame.
@Suite struct StillsCatalogTests {
  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory()
    try scratch.write("pip.json", StillsCommandTests.mascot)
    try scratch.write("App/Assets.xcassets/Contents.json", #"{"info":{"version":1}}"#)
    try FileManager.default.createDirectory(
      atPath: scratch.path + "/App/Images", withIntermediateDirectories: true)
  }

  /// Every file and folder under the scratch directory, hidden ones included.
  private func everything() -> [String] {
    (FileManager.default.subpaths(atPath: scratch.path) ?? []).sorted()
  }

  @Test func missingCatalogIsNamedWithWhatToDo() throws {
    defer { scratch.remove() }
    let before = everything()
    let outcome = try runBuiltCommand(
      ["stills", "pip.json", "--into", "App/Missing.xcassets"], in: scratch.path)
    #expect(outcome.termination == .exited(2))
    #expect(
      outcome.error
        == "motion-audit: error: --into App/Missing.xcassets: no such asset catalog; check the "
        + "path, or create the catalog in Xcode (File › New › File… › Asset Catalog) first; "
        + "nothing written\n")
    #expect(!outcome.error.contains("NSCocoaErrorDomain"))
    #expect(everything() == before)
  }

  @Test func folderThatIsNotACatalogIsRefused() throws {
    defer { scratch.remove() }
    let before = everything()
    let outcome = try runBuiltCommand(
      ["stills", "pip.json", "--into", "App/Images"], in: scratch.path)
    #expect(outcome.termination == .exited(2))
    #expect(
      outcome.error
        == "motion-audit: error: --into App/Images: not an asset catalog (its name does not end "
        + "in .xcassets); give the app's catalog, such as App/Assets.xcassets, or write plain SVG "
        + "files with --out <directory>; nothing written\n")
    #expect(everything() == before)
  }

  @Test func fileNamedLikeACatalogIsRefused() throws {
    defer { scratch.remove() }
    try scratch.write("Flat.xcassets", "not a folder")
    let outcome = try runBuiltCommand(
      ["stills", "pip.json", "--into", "Flat.xcassets", "--dry-run"], in: scratch.path)
    #expect(outcome.termination == .exited(2))
    #expect(
      outcome.error
        == "motion-audit: error: --into Flat.xcassets: a file, not an asset catalog folder; give "
        + "the app's .xcassets folder; nothing written\n")
  }

  @Test func imageSetThatCannotBeWrittenIsNamedWithTheSystemsReason() throws {
    defer { scratch.remove() }
    let prefix = String(repeating: "p", count: 250)
    let outcome = try runBuiltCommand(
      ["stills", "pip.json", "--into", "App/Assets.xcassets", "--prefix", prefix],
      in: scratch.path)
    #expect(outcome.termination == .exited(3))
    #expect(
      outcome.error
        == "motion-audit: error: could not write App/Assets.xcassets/\(prefix)idle.imageset: "
        + "The file name is invalid.\n")
    #expect(!outcome.error.contains("Domain"))
    #expect(everything().allSatisfy { !$0.contains(prefix) })
  }

  @Test func frameStillsAreNamedByFrame() throws {
    defer { scratch.remove() }
    let frame = try runBuiltCommand(
      ["stills", "pip.json", "--frame", "30", "--out", "out"], in: scratch.path)
    #expect(frame.termination == .exited(0))
    #expect(frame.output == "created out/frame-30.svg (frame 30)\n")
    let named = try runBuiltCommand(
      ["stills", "pip.json", "--frame", "30", "--name", "happy", "--out", "out"], in: scratch.path)
    #expect(named.output == "created out/mascot-mood-happy.svg (frame 30)\n")
    let prefixed = try runBuiltCommand(
      ["stills", "pip.json", "--frame", "30", "--prefix", "pip-", "--out", "out"],
      in: scratch.path)
    #expect(prefixed.output == "created out/pip-frame-30.svg (frame 30)\n")
  }

  @Test func framesArePrintedAsPeopleWriteThem() throws {
    defer { scratch.remove() }
    // A marker placed in seconds lands a hair past its frame.
    try scratch.write(
      "drift.json",
      StillsCommandTests.mascot.replacingOccurrences(
        of: #"{"cm":"happy","tm":30,"dr":30}"#,
        with: #"{"cm":"happy","tm":45.00000183288755,"dr":10}"#
      ))
    let outcome = try runBuiltCommand(
      ["stills", "drift.json", "--out", "out", "--moods", "happy", "--dry-run"], in: scratch.path)
    #expect(outcome.termination == .exited(0))
    #expect(
      outcome.output
        == "would write out/mascot-mood-happy.svg (mood 'happy', marker 'happy', frame 45)\n")
  }
}
