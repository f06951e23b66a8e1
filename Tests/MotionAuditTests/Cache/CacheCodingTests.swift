import Foundation
import TestSupport
import Testing

@testable import MotionAuditEngine
@testable import MotionAuditSemantics

/// The cache's one encoding gives back exactly the values it was given (a file's facts, an audit's
/// result), and refuses damaged bytes.
@Suite struct CacheCodingTests {
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

  private func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try CacheCoding.decode(Value.self, from: CacheCoding.encode(value))
  }

  @Test func factsComeBackEqual() throws {
    #expect(try roundTrip(Self.everyField) == Self.everyField)
    #expect(try roundTrip(DeclarationFacts()) == DeclarationFacts())
  }

  /// The shapes synthesized conformances take: optionals (absent, and `nil` inside a list),
  /// negative and unsigned integers, floating point, enums with and without payloads, dictionaries.
  private struct Shapes: Codable, Equatable {
    enum Payload: Codable, Equatable {
      case none
      case text(String)
      case pair(Int, label: Double)
    }

    var missing: String?
    var present: String? = "here"
    var holes: [Int?] = [1, nil, -3]
    var extremes: [Int64] = [.min, -1, 0, .max]
    var unsigned: UInt64 = .max
    var small: UInt8 = 255
    var ratio = -0.125
    var single: Float = 1.5
    var payloads: [Payload] = [.none, .text(""), .pair(-7, label: 2.5)]
    var table: [String: [Bool]] = ["a": [true, false], "": []]
    var nested: [[String]] = [[], ["é", "\u{0}"]]
  }

  @Test func everyShapeOfCodableComesBackEqual() throws {
    #expect(try roundTrip(Shapes()) == Shapes())
    #expect(try roundTrip(Optional<Int>.none) == nil)
    #expect(try roundTrip("top") == "top")
  }

  @Test func anAuditResultWithItsResourceFactsComesBackEqual() throws {
    let code = """
      struct IntroView: View {
          @State private var done = false
          var body: some View {
              VStack {
                  Image("mascot-\\(mood)")
                  Image("logo")
                  LottieView(animation: .named("intro")).looping()
                  RiveViewModel(fileName: "pip", stateMachineName: "Idle").view()
              }
              .offset(y: done ? 0 : 40)
              .animation(.spring, value: done) // motion-audit:disable:this ungated-explicit-animation
              .transition(.slide)
          }
      }
      """
    let result = FileAuditor.audit(
      file: "App/IntroView.swift", bytes: Array(code.utf8), settings: .defaults)
    let facts = try #require(result.facts)
    #expect(!facts.images.isEmpty && !facts.animations.isEmpty)
    #expect(!result.findings.isEmpty || !result.suppressed.isEmpty)
    #expect(try roundTrip(result) == result)
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
      #expect(try roundTrip(facts) == facts, "\(file)")
    }
    #expect(withFacts > 0)
  }

  @Test func damagedBytesAreRefused() throws {
    let bytes = try CacheCoding.encode(Self.everyField)
    for length in 0..<bytes.count {
      #expect(throws: DecodingError.self) {
        try CacheCoding.decode(DeclarationFacts.self, from: Array(bytes[..<length]))
      }
    }
    #expect(throws: DecodingError.self) {
      try CacheCoding.decode(DeclarationFacts.self, from: bytes + [0])
    }
    // A length or count far beyond the bytes present is refused, not allocated.
    #expect(throws: DecodingError.self) {
      try CacheCoding.decode(DeclarationFacts.self, from: [0xFF, 0xFF, 0xFF, 0x7F])
    }
    #expect(throws: DecodingError.self) {
      try CacheCoding.decode(DeclarationFacts.self, from: [4, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x7F])
    }
    // Bytes of another type are not taken for facts.
    #expect(throws: DecodingError.self) {
      try CacheCoding.decode(DeclarationFacts.self, from: CacheCoding.encode(Shapes()))
    }
  }
}
