import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

/// dotLottie archives built in the test: both manifest versions, junk entries, and damage.
struct DotLottieArchiveTests {
  static let animation = LottieAnimationTests.json(
    markers: #"[{"cm":"reduced motion","tm":0,"dr":1}]"#)

  private func read(
    _ writer: ZipWriter, limits: AnimationFileLimits = .default
  ) throws(AnimationFileError) -> DotLottieArchive {
    try DotLottieArchive(data: writer.build().data, fileName: "built.lottie", limits: limits)
  }

  private func error(
    _ writer: ZipWriter, limits: AnimationFileLimits = .default,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AnimationFileError {
    try #require(throws: AnimationFileError.self, sourceLocation: sourceLocation) {
      try DotLottieArchive(data: writer.build().data, fileName: "built.lottie", limits: limits)
    }
  }

  @Test func readsVersionOneManifestSettings() throws {
    var writer = ZipWriter()
    writer.add(
      "manifest.json",
      #"""
      {"version":"1.0","generator":"test","author":"MotionAware","activeAnimationId":"wave",
       "animations":[
         {"id":"wave","loop":true,"mode":"bounce","speed":1.5,"direction":-1,"autoplay":false},
         {"id":"rest","loop":3,"playMode":"normal"},
         {"id":"idle id","loop":false}]}
      """#)
    writer.add("animations/wave.json", Self.animation)
    writer.add("animations/rest.json", Self.animation, deflate: false)
    writer.add("animations/idle id.json", Self.animation)
    let archive = try read(writer)
    #expect(archive.fileName == "built.lottie")
    #expect(archive.manifest.version == .v1)
    #expect(archive.manifest.generator == "test")
    #expect(archive.manifest.author == "MotionAware")
    #expect(archive.manifest.initialAnimationID == "wave")
    #expect(archive.animations.map(\.id) == ["wave", "rest", "idle id"])
    let wave = archive.animations[0]
    #expect(wave.loop == .forever)
    #expect(wave.mode == .bounce)
    #expect(wave.speed == 1.5)
    #expect(wave.direction == -1)
    #expect(wave.autoplay == false)
    #expect(wave.animation.reducedMotionMarker?.name == "reduced motion")
    #expect(archive.animations[1].loop == .count(3))
    #expect(archive.animations[1].mode == .normal)
    #expect(archive.animations[2].loop == .never)
    #expect(archive.animations[2].entryName == "animations/idle id.json")
    #expect(archive.animations[2].speed == nil)
  }

  @Test(arguments: ["\"1.0\"", "1.0", "1", "\"1\""])
  func versionOneMayBeWrittenAsTextOrNumber(version: String) throws {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":\#(version),"animations":[{"id":"a"}]}"#)
    writer.add("animations/a.json", Self.animation)
    #expect(try read(writer).manifest.version == .v1)
  }

  @Test func readsVersionTwoManifest() throws {
    var writer = ZipWriter()
    writer.add(
      "manifest.json",
      #"""
      {"version":"2","generator":"dotlottie-js","initial":{"animation":"Main Scene"},
       "animations":[{"id":"Main Scene","name":"Intro","initialTheme":"dark","background":"#FFFFFF"}]}
      """#)
    writer.add("a/Main Scene.json", Self.animation)
    writer.add("i/img_0.png", bytes: [0x89, 0x50, 0x4E, 0x47])
    writer.add("t/dark.json", "{}")
    let archive = try read(writer)
    #expect(archive.manifest.version == .v2)
    #expect(archive.manifest.initialAnimationID == "Main Scene")
    let intro = try #require(archive.animations.first)
    #expect(archive.animations.count == 1)
    #expect(intro.entryName == "a/Main Scene.json")
    #expect(intro.name == "Intro")
    #expect(intro.initialTheme == "dark")
    #expect(intro.background == "#FFFFFF")
    #expect(intro.loop == nil)
    #expect(intro.autoplay == nil)
  }

  @Test func versionIsInferredFromTheFolderWhenAbsent() throws {
    var v2 = ZipWriter()
    v2.add("manifest.json", #"{"animations":[{"id":"x"}]}"#)
    v2.add("a/x.json", Self.animation)
    #expect(try read(v2).manifest.version == .v2)

    var v1 = ZipWriter()
    v1.add("manifest.json", #"{"animations":[{"id":"x"}]}"#)
    v1.add("animations/x.json", Self.animation)
    #expect(try read(v1).manifest.version == .v1)
  }

  @Test func junkEntriesAreIgnoredAndUnlistedAnimationsIncluded() throws {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"1.0","animations":[{"id":"b"}]}"#)
    writer.add("__MACOSX/._manifest.json", "not json")
    writer.add("animations/", "", deflate: false)
    writer.add("__MACOSX/animations/._b.json", "\u{0}\u{5}junk")
    writer.add("animations/b.json", Self.animation)
    writer.add("animations/.DS_Store", "junk")
    writer.add(".DS_Store", "junk")
    writer.add("animations/a.json", Self.animation)
    writer.add("animations/nested/c.json", "not read")
    let archive = try read(writer)
    #expect(archive.animations.map(\.id) == ["b", "a"])
    #expect(archive.animations.map(\.isListedInManifest) == [true, false])
    #expect(archive.animations[1].entryName == "animations/a.json")
    #expect(archive.animations[1].loop == nil)
  }

  @Test func entryNamesAreNeverPaths() throws {
    // An id that looks like a path only names an entry; nothing outside the archive is read.
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"1","animations":[{"id":"../../etc/passwd"}]}"#)
    writer.add("animations/../../etc/passwd.json", Self.animation)
    let archive = try read(writer)
    #expect(archive.animations.map(\.entryName) == ["animations/../../etc/passwd.json"])
    #expect(archive.animations[0].animation.layerCount == 3)
  }

  @Test func missingManifestIsAMissingEntry() throws {
    var writer = ZipWriter()
    writer.add("animations/a.json", Self.animation)
    let error = try error(writer)
    #expect(error.reason == .missingEntry("manifest.json"))
    #expect(error.fileName == "built.lottie")
  }

  @Test func manifestListingAnAbsentAnimationNamesTheEntry() throws {
    var writer = ZipWriter()
    let manifest = #"{"version":"1.0","animations":[{"id":"a"},{"id":"gone"}]}"#
    writer.add("manifest.json", manifest)
    writer.add("animations/a.json", Self.animation)
    let error = try error(writer)
    #expect(error.reason == .missingEntry("animations/gone.json"))
    #expect(error.entryName == "manifest.json")
    #expect(error.keyPath == "animations[1].id")
    #expect(error.offset == manifest.utf8.count - 9)
  }

  @Test func invalidManifestJSONNamesTheManifestAndOffset() throws {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"1.0","animations":[}"#)
    let error = try error(writer)
    #expect(error.reason == .invalidJSON("unexpected character; expected a value"))
    #expect(error.entryName == "manifest.json")
    #expect(error.offset == 31)
    #expect(error.description.contains("built.lottie › manifest.json, byte 31"))
  }

  @Test func unsupportedManifestVersionIsRefused() throws {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"3","animations":[]}"#)
    let error = try error(writer)
    #expect(error.reason == .unsupportedVersion("3"))
    #expect(error.keyPath == "version")
    #expect(error.offset == 11)
  }

  @Test func manifestWithoutAnimationsIsRefused() throws {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"1.0"}"#)
    let error = try error(writer)
    #expect(error.reason == .missingKey("animations"))
    #expect(error.keyPath == "animations")
  }

  @Test func wrongSettingTypeNamesItsKeyPath() throws {
    var writer = ZipWriter()
    let manifest = #"{"version":"1.0","animations":[{"id":"a","speed":"fast"}]}"#
    writer.add("manifest.json", manifest)
    writer.add("animations/a.json", Self.animation)
    let error = try error(writer)
    #expect(error.reason == .wrongType(expected: "a number"))
    #expect(error.keyPath == "animations[0].speed")
    #expect(error.offset == 49)
  }

  @Test func animationWithoutAnIdIsRefused() throws {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"1.0","animations":[{"loop":true}]}"#)
    let error = try error(writer)
    #expect(error.reason == .missingKey("id"))
    #expect(error.keyPath == "animations[0].id")
  }

  @Test func brokenAnimationJSONNamesItsEntry() throws {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"1.0","animations":[{"id":"a"}]}"#)
    writer.add("animations/a.json", #"{"v":"5","fr":30}"#)
    let error = try error(writer)
    #expect(error.reason == .missingKey("ip"))
    #expect(error.entryName == "animations/a.json")
    #expect(error.keyPath == "ip")
    #expect(error.offset == 0)
  }

  @Test func damagedEntryChecksumIsRefused() throws {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"1.0","animations":[]}"#)
    var archive = writer.build()
    archive.setUInt32(1, at: archive.directoryOffsets[0] + 16)
    let error = try #require(throws: AnimationFileError.self) {
      try DotLottieArchive(data: archive.data, fileName: "built.lottie")
    }
    #expect(
      error.reason
        == .checksumMismatch(expected: 1, actual: ZipWriter.crc(writer.entries[0].contents)))
    #expect(error.offset == 0)
  }

  @Test func archiveLimitsApplyToAnimations() throws {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"1.0","animations":[{"id":"a"}]}"#)
    writer.add("animations/a.json", Self.animation)
    let error = try error(writer, limits: AnimationFileLimits(maximumEntrySize: 100))
    #expect(error.reason == .limitExceeded(.entrySize))
  }
}
