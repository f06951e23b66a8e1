import Foundation
import Testing

@testable import AnimationFiles

/// Lottie JSON built in the test, valid and malformed.
struct LottieAnimationTests {
  /// A minimal animation; `extra` is spliced into the top-level object.
  static func json(markers: String? = nil, extra: String = "") -> String {
    var members = [
      #""v":"5.7.4""#, #""fr":30"#, #""ip":0"#, #""op":90"#, #""w":200"#, #""h":100"#,
      #""nm":"Mascot""#, #""layers":[{"ty":4,"nm":"a"},{"ty":4,"layers":[[1,2],{"x":[]}]},{}]"#,
    ]
    if let markers { members.append(#""markers":"# + markers) }
    if !extra.isEmpty { members.append(extra) }
    return "{" + members.joined(separator: ",") + "}"
  }

  static func read(_ text: String) throws(AnimationFileError) -> LottieAnimation {
    try LottieAnimation(data: Data(text.utf8), fileName: "built.json")
  }

  @Test func readsTimingSizeNameAndLayerCount() throws {
    let animation = try Self.read(Self.json())
    #expect(animation.fileName == "built.json")
    #expect(animation.version == "5.7.4")
    #expect(animation.name == "Mascot")
    #expect(animation.frameRate == 30)
    #expect(animation.firstFrame == 0)
    #expect(animation.lastFrame == 90)
    #expect(animation.durationSeconds == 3)
    #expect(animation.width == 200)
    #expect(animation.height == 100)
    #expect(animation.layerCount == 3)
    #expect(animation.markers.isEmpty)
    #expect(animation.reducedMotionMarker == nil)
  }

  @Test func durationCountsFromTheFirstFrameAtAFractionalRate() throws {
    let animation = try Self.read(
      #"{"v":"5.5.7","fr":29.97,"ip":10,"op":39.97,"w":1,"h":1,"layers":[]}"#)
    #expect(animation.durationSeconds == (39.97 - 10) / 29.97)
    #expect(animation.layerCount == 0)
    #expect(animation.name == nil)
  }

  @Test func readsMarkersWithEmptyNamesAndCarriageReturns() throws {
    let animation = try Self.read(
      Self.json(
        markers:
          #"[{"cm":"","tm":0,"dr":0},{"cm":"loop\r","tm":10.5,"dr":20},{"tm":1,"cm":"é\u00e9","dr":2}]"#
      ))
    #expect(
      animation.markers == [
        LottieMarker(name: "", startFrame: 0, durationFrames: 0),
        LottieMarker(name: "loop\r", startFrame: 10.5, durationFrames: 20),
        LottieMarker(name: "éé", startFrame: 1, durationFrames: 2),
      ])
  }

  @Test func nullMarkersAreNoMarkers() throws {
    #expect(try Self.read(Self.json(markers: "null")).markers.isEmpty)
  }

  @Test func reducedMotionMarkerIsTheFirstWhoseLowercasedNameMatches() throws {
    let animation = try Self.read(
      Self.json(
        markers: #"""
          [{"cm":"intro","tm":0,"dr":10},{"cm":"Reduced Motion","tm":10,"dr":1},
           {"cm":"reduced_motion","tm":20,"dr":1}]
          """#))
    #expect(animation.reducedMotionMarker?.name == "Reduced Motion")
    #expect(animation.reducedMotionMarker?.startFrame == 10)
  }

  @Test(arguments: [
    ("reduced motion", true), ("REDUCED MOTION", true), ("reduced_motion", true),
    ("Reduced-Motion", true), ("reducedMotion", true), ("REDUCEDMOTION", true),
    ("reduced motion\\r", false), (" reduced motion", false), ("reduced  motion", false),
    ("reduce motion", false), ("reduced.motion", false), ("", false),
  ])
  func reducedMotionMarkerNamesMatchAsLottieIOSMatchesThem(name: String, matches: Bool) throws {
    let animation = try Self.read(Self.json(markers: #"[{"cm":"\#(name)","tm":5,"dr":1}]"#))
    #expect((animation.reducedMotionMarker != nil) == matches)
  }

  @Test func unknownMembersAndDuplicatesAreAllowed() throws {
    let animation = try Self.read(
      Self.json(
        extra:
          #""assets":[{"id":"x","p":"data:,"}],"ddd":0,"fr":60,"meta":{"a":[null,true,false,-1.5e3]}"#
      ))
    // The last of duplicate keys wins.
    #expect(animation.frameRate == 60)
  }

  @Test func byteOrderMarkAndWhitespaceAreAllowed() throws {
    var data = Data([0xEF, 0xBB, 0xBF])
    data.append(Data((" \n\t" + Self.json() + "\r\n").utf8))
    #expect(try LottieAnimation(data: data, fileName: "bom.json").layerCount == 3)
  }
}
