import Foundation
import MotionAuditSemantics
import TestSupport
import Testing

/// `motion-audit inspect` says which moods of a Lottie mascot have their still in the asset
/// catalog beside it, and how to make the others.
@Suite struct InspectMoodStillsTests {
  @Test func moodsWithAndWithoutStillsAreListed() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      "App/pip.json", InspectFiles.lottie(markers: ["idle", "happy", "reduced motion"]))
    try scratch.write("App/Assets.xcassets/mascot-mood-idle.imageset/Contents.json", "{}")
    let outcome = runCommand(["inspect", "App/pip.json"], in: scratch.path)
    #expect(outcome.exitCode == .success)
    #expect(
      outcome.output.contains(
        """
          Mood stills (shown under Reduce Motion):
            idle: mascot-mood-idle in Assets.xcassets
            happy: no still mascot-mood-happy; make it with `motion-audit stills App/pip.json --into App/Assets.xcassets --moods happy`

        """), "\(outcome.output)")
    let json = runCommand(["inspect", "--format", "json", "App/pip.json"], in: scratch.path)
    #expect(json.output.contains(#""moodStills""#))
  }

  @Test func withoutACatalogBesideTheFileNothingIsSaidOfStills() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("pip.json", InspectFiles.lottie(markers: ["idle"]))
    #expect(!runCommand(["inspect", "pip.json"], in: scratch.path).output.contains("Mood stills"))
  }
}
