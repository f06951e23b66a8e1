import Foundation
import MotionAudit
import TestSupport
import Testing

@testable import MotionAudit
@testable import MotionAuditEngine
@testable import MotionAuditSources

/// The group set only rules tokens out where they cannot occur; the rules it leaves active are
/// exactly those each rule's own pre-filter finds.
@Suite struct ByteGroupSetTests {
  /// Text from a small alphabet, so that groups repeat and collide as in real code.
  private static func text(length: Int, generator: inout some RandomNumberGenerator) -> [UInt8] {
    let alphabet = Array("abcdefgh.( ".utf8)
    return (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
  }

  @Test func everyTokenThatOccursMayBeHeld() {
    var generator = SeededGenerator(seed: 7)
    for length in [0, 3, 4, 50, 5_000, 200_000] {
      let bytes = Self.text(length: length, generator: &generator)
      let groups = bytes.withUnsafeBufferPointer { ByteGroupSet($0) }
      for _ in 0..<200 where !bytes.isEmpty {
        let start = Int.random(in: 0..<bytes.count, using: &generator)
        let end = min(bytes.count, start + Int.random(in: 1...16, using: &generator))
        #expect(groups.mayHold(Array(bytes[start..<end])), "length \(length)")
      }
    }
  }

  @Test func mostTokensThatDoNotOccurAreRuledOut() {
    var generator = SeededGenerator(seed: 11)
    let bytes = Self.text(length: 3_000, generator: &generator)
    let groups = bytes.withUnsafeBufferPointer { ByteGroupSet($0) }
    // `z` is not in the text: no token holding it occurs.
    let absent = (0..<200).map { _ in Self.text(length: 8, generator: &generator) + Array("z".utf8)
    }
    let ruledOut = absent.filter { !groups.mayHold($0) }.count
    #expect(ruledOut >= 190)
    // Shorter than a group: it may always be held.
    #expect(groups.mayHold(Array("zzz".utf8)))
  }

  /// Every rule example and every file of the example app: the rules the plan finds active are
  /// those whose own pre-filter, scanning alone, finds the file concerns them.
  @Test func activeRulesAreThoseEachRuleFilterFinds() throws {
    let plan = AuditPlan(settings: .defaults)
    let filters = try #require(plan.ruleFilters)
    var sources = RuleRegistry.all.flatMap { rule in
      (rule.description.triggeringExamples + rule.description.nonTriggeringExamples).map {
        $0.codeWithoutMarkers
      }
    }
    let app = RepositoryFiles.url("Examples/NaiveApp")
    for name in try FileManager.default.contentsOfDirectory(atPath: app.path)
    where name.hasSuffix(".swift") {
      sources.append(try String(contentsOf: app.appendingPathComponent(name), encoding: .utf8))
    }
    for source in sources {
      let bytes = Array(source.utf8)
      #expect(plan.activeRules(in: bytes) == filters.map { $0.mayConcern(bytes) })
    }
  }
}
