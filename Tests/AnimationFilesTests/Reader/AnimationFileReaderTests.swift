import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

struct AnimationFileReaderTests {
  private static func riveFile() -> RiveWriter {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    writer.object(RiveKey.artboard, [(RiveKey.componentName, .string("Main"))])
    return writer
  }

  private static func dotLottie() -> Data {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"1.0","animations":[{"id":"a"}]}"#)
    writer.add("animations/a.json", LottieAnimationTests.json())
    return writer.build().data
  }

  @Test func choosesTheReaderByContentWhateverTheName() throws {
    guard
      case .rive(let rive) = try AnimationFileReader.read(Self.riveFile().data, fileName: "x.json")
    else {
      Issue.record("expected a Rive file")
      return
    }
    #expect(rive.artboards.map(\.name) == ["Main"])
    #expect(rive.fileName == "x.json")

    guard
      case .dotLottie(let archive) = try AnimationFileReader.read(Self.dotLottie(), fileName: "x")
    else {
      Issue.record("expected a dotLottie archive")
      return
    }
    #expect(archive.animations.count == 1)

    let json = Data((" \n" + LottieAnimationTests.json()).utf8)
    guard case .lottie(let lottie) = try AnimationFileReader.read(json, fileName: "intro.riv")
    else {
      Issue.record("expected a Lottie animation")
      return
    }
    #expect(lottie.layerCount == 3)
  }

  @Test(arguments: [
    ("mascot.riv", AnimationFileReader.Format.rive), ("Intro.LOTTIE", .dotLottie),
    ("dir.v2/anim.json", .lottie), ("noextension", nil), (".riv", nil), ("notes.txt", nil),
  ])
  func unrecognisedContentFallsBackToTheExtension(
    fileName: String, format: AnimationFileReader.Format?
  ) {
    #expect(AnimationFileReader.format(of: Data("garbage".utf8), fileName: fileName) == format)
  }

  @Test func damagedFileGetsTheErrorOfTheFormatItsNameClaims() throws {
    let rive = try #require(throws: AnimationFileError.self) {
      try AnimationFileReader.read(Data("iamjunk\n".utf8), fileName: "junk.riv")
    }
    #expect(rive.reason == .wrongMagic)

    let lottie = try #require(throws: AnimationFileError.self) {
      try AnimationFileReader.read(Data("garbage".utf8), fileName: "junk.lottie")
    }
    #expect(lottie.reason == .invalidArchive("too short to be a ZIP archive"))

    let json = try #require(throws: AnimationFileError.self) {
      try AnimationFileReader.read(Data("[1]".utf8), fileName: "junk.json")
    }
    #expect(json.reason == .wrongType(expected: "a JSON object at the top level"))
  }

  @Test func unrecognisedFileIsATypedError() throws {
    let error = try #require(throws: AnimationFileError.self) {
      try AnimationFileReader.read(Data("GIF89a".utf8), fileName: "loader.gif")
    }
    #expect(error.reason == .unrecognizedFormat)
    #expect(error.offset == 0)
    #expect(error.fileName == "loader.gif")
  }

  @Test func readsAFileFromDisk() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("AnimationFileReaderTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("mascot.riv")
    try Self.riveFile().data.write(to: url)

    guard case .rive(let file) = try AnimationFileReader.read(contentsOf: url) else {
      Issue.record("expected a Rive file")
      return
    }
    #expect(file.fileName == "mascot.riv")

    let tooLarge = try #require(throws: AnimationFileError.self) {
      try AnimationFileReader.read(contentsOf: url, limits: AnimationFileLimits(maximumFileSize: 8))
    }
    #expect(tooLarge.reason == .limitExceeded(.fileSize))
    #expect(tooLarge.fileName == "mascot.riv")
  }

  @Test func missingFileIsUnreadable() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-such-\(UUID().uuidString).json")
    let error = try #require(throws: AnimationFileError.self) {
      try AnimationFileReader.read(contentsOf: url)
    }
    guard case .unreadable = error.reason else {
      Issue.record("expected unreadable, got \(error.reason)")
      return
    }
    #expect(error.offset == nil)
    #expect(error.fileName == url.lastPathComponent)
  }
}

// Reports as skipped, with the message, where ../shared/fixtures is absent.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipMessage))
struct AnimationFileReaderFixtureTests {
  @Test(arguments: [
    ("rive/animationconfigurations.riv", AnimationFileReader.Format.rive),
    ("lottie/issue_1744.json", .lottie),
    ("lottie/zen_lottiev2.lottie", .dotLottie),
    ("lottie/multiple_animations.lottie", .dotLottie),
  ])
  func readsEachSampleWithItsFormatsReader(path: String, format: AnimationFileReader.Format) throws
  {
    let file = try AnimationFileReader.read(contentsOf: SharedFixtures.url(path))
    switch (file, format) {
    case (.rive, .rive), (.lottie, .lottie), (.dotLottie, .dotLottie): break
    default: Issue.record("\(path) was read as \(file)")
    }
  }

  @Test func refusesTheSamplesThatAreNotFormatSevenRive() throws {
    let junk = try #require(throws: AnimationFileError.self) {
      try AnimationFileReader.read(contentsOf: SharedFixtures.url("rive/junk.riv"))
    }
    #expect(
      junk.description
        == "junk.riv, byte 0: not a Rive file (it does not start with the bytes RIVE)")
    let sample6 = try #require(throws: AnimationFileError.self) {
      try AnimationFileReader.read(contentsOf: SharedFixtures.url("rive/sample6.riv"))
    }
    #expect(sample6.description == "sample6.riv, byte 4: format version 6.3 is not supported")
  }
}
