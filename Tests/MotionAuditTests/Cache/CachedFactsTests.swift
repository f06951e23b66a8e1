import Foundation
import TestSupport
import Testing

@testable import MotionAuditEngine
@testable import MotionAuditSemantics

/// The cache's compact encoding of a file's facts gives back exactly the facts, and refuses
/// damaged bytes.
@Suite struct CachedFactsTests {
  /// Facts with every field set, so a field the encoding leaves out cannot come back equal.
  private static let everyField: DeclarationFacts = {
    var facts = DeclarationFacts()
    facts.deciders = [
      .init(
        name: "appSpring", kind: .animation, readsSignal: true, animationName: "spring",
        references: ["reduceMotion"]),
      .init(name: "slideIn", kind: .transition, readsSignal: false),
    ]
    facts.appMotionSettings = ["reduceAnimations"]
    facts.geometryMembers = ["offset", "scale"]
    facts.layoutMembers = ["isShown"]
    facts.layoutStates = ["isExpanded"]
    facts.namespaceRecipients = [.init(type: "Thumbnail", isAnimatedUngated: true)]
    facts.geometryEffectTypes = ["Shake"]
    facts.modifierMembers = ["Shake": ["shakes"], "Wobble": []]
    facts.propertyAnimatorFactories = ["makeFlight"]
    facts.methods = [
      .init(name: "open", movesViews: true, calls: ["layoutIfNeeded"], assigns: ["frame"])
    ]
    facts.animatedStates = [
      .init(name: "isShown", isGated: false, line: 12, column: 7),
      .init(name: "count", isGated: true),
    ]
    facts.mediaSources = [.init(name: "avatarImageURL", uses: ["preferredStaticAvatar"])]
    facts.mediaAssignments = [.init(name: "avatarURL", uses: ["avatarImageURL"])]
    facts.transitionedLayoutMembers = ["isBannerShown"]
    return facts
  }()

  @Test func everyFieldOfTheSampleIsSet() {
    // A field added to the facts must be added to the sample (and so to the encoding).
    for child in Mirror(reflecting: Self.everyField).children where child.label != "file" {
      let isEmpty = (child.value as? any Collection)?.isEmpty ?? false
      #expect(!isEmpty, "the sample leaves \(child.label ?? "a field") empty")
    }
  }

  @Test func factsComeBackEqual() throws {
    #expect(try DeclarationFacts(cacheBytes: Self.everyField.cacheBytes()) == Self.everyField)
    #expect(try DeclarationFacts(cacheBytes: DeclarationFacts().cacheBytes()) == DeclarationFacts())
  }

  @Test func factsOfTheExampleAppComeBackEqual() throws {
    let folder = RepositoryFiles.url("Examples/NaiveApp")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    var withFacts = 0
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
      let facts = DeclarationFacts(scanning: bytes)
      if !facts.isEmpty { withFacts += 1 }
      #expect(try DeclarationFacts(cacheBytes: facts.cacheBytes()) == facts, "\(file)")
    }
    #expect(withFacts > 0)
  }

  @Test func damagedBytesAreRefused() {
    let bytes = Self.everyField.cacheBytes()
    for length in 0..<bytes.count {
      #expect(throws: CacheFileFormat.Rejection.self) {
        try DeclarationFacts(cacheBytes: Array(bytes[..<length]))
      }
    }
    #expect(throws: CacheFileFormat.Rejection.self) {
      try DeclarationFacts(cacheBytes: bytes + [0])
    }
    // A count far beyond the bytes present is refused, not allocated.
    #expect(throws: CacheFileFormat.Rejection.self) {
      try DeclarationFacts(cacheBytes: [0xFF, 0xFF, 0xFF, 0x7F])
    }
  }
}
