import Foundation
import TestSupport
import Testing

/// Animation files for the `inspect` tests, built from the format facts so the tests run without
/// the shared fixtures.
enum InspectFiles {
  /// A launch `.riv`: artboard `Launch` with a 2.6 s one-shot `intro` and a looping `idle`, state
  /// machine `LaunchStateMachine` with a boolean `prefersReducedMotion` and a trigger `tap`.
  static var launchRive: [UInt8] {
    var rive = RiveWriter.file()
    rive.object(RiveKey.artboard, [(RiveKey.componentName, .string("Launch"))])
    // 156 frames at 60 fps, one-shot
    rive.object(
      RiveKey.linearAnimation,
      [(RiveKey.animationName, .string("intro")), (RiveKey.duration, .uint(156))])
    rive.object(
      RiveKey.linearAnimation, [(RiveKey.animationName, .string("idle")), (RiveKey.loop, .uint(1))])
    rive.stateMachine("LaunchStateMachine")
    rive.input(RiveKey.stateMachineBool, "prefersReducedMotion")
    rive.input(RiveKey.stateMachineTrigger, "tap")
    return rive.bytes
  }

  /// Lottie JSON, 2 s at 30 fps, with `markers`.
  static func lottie(markers: [String]) -> String {
    let list = markers.enumerated().map { index, name in
      #"{"cm":"\#(name)","tm":\#(index * 10),"dr":10}"#
    }.joined(separator: ",")
    return
      #"{"v":"5.7.0","nm":"idle","fr":30,"ip":0,"op":60,"w":200,"h":200,"layers":[],"markers":[\#(list)]}"#
  }

  /// A dotLottie archive (stored entries) with one looping animation.
  static var dotLottie: [UInt8] {
    ZipWriter.stored([
      ("manifest.json", #"{"version":"1.0","animations":[{"id":"idle","loop":true,"speed":1.5}]}"#),
      ("animations/idle.json", lottie(markers: ["idle"])),
    ]).bytes
  }
}
