import MotionAware
import MotionAwareRive
import TestSupport
import Testing

@Suite("Rive mascot binding")
struct RiveMascotBindingTests {
  static let numbers = RiveMascotBinding(
    mood: .number("mood", values: ["idle": 0, "loading": 1, "happy": 2, "failed": 3]),
    triggers: ["celebrate": "cheer"])

  @Test func anEnumerationPropertyTakesTheMoodsIdentifier() {
    let binding = RiveMascotBinding(mood: .enumeration("pip/mood"))
    #expect(binding.writes(showing: .loading) == [.enumeration("pip/mood", "loading")])
  }

  @Test func aNumberTakesTheMoodsValue() {
    #expect(Self.numbers.writes(showing: .happy) == [.number("mood", 2)])
    #expect(Self.numbers.writes(showing: MascotMood("sleepy", meaning: "Asleep")).isEmpty)
  }

  @Test func booleansTurnTheOthersOffBeforeTurningTheMoodOn() {
    let binding = RiveMascotBinding(
      mood: .booleans(["idle": "isIdle", "loading": "isLoading", "failed": "isSad"]))
    #expect(
      binding.writes(showing: .loading) == [
        .boolean("isIdle", false), .boolean("isSad", false), .boolean("isLoading", true),
      ])
  }

  @Test func aTriggerFiresItsMappedNameOrItsIdentifier() {
    #expect(Self.numbers.triggerName(for: .celebrate) == "cheer")
    #expect(Self.numbers.triggerName(for: .nod) == "nod")
  }

  @Test func validationNamesEveryMoodTheFileCouldNotShow() {
    let binding = RiveMascotBinding(mood: .number("mood", values: ["idle": 0, "happy": 2]))
    #expect(throws: RiveMascotBindingError.unboundMoods(["loading", "failed"])) {
      try binding.validate(for: Pip.mascot, on: .current)
    }
    #expect(
      "\(RiveMascotBindingError.unboundMoods(["loading", "failed"]))"
        == "The Rive binding gives no value for the moods \"loading\", \"failed\": add them to "
        + "the binding's values (or boolean inputs).")
    #expect(throws: Never.self) { try Self.numbers.validate(for: Pip.mascot, on: .legacy) }
  }

  @Test func theLegacyRuntimeRefusesAnEnumerationMood() {
    let binding = RiveMascotBinding(mood: .enumeration("mood"))
    #expect(throws: Never.self) { try binding.validate(for: Pip.mascot, on: .current) }
    #expect(throws: RiveMascotBindingError.enumerationOnLegacyRuntime(path: "mood")) {
      try binding.validate(for: Pip.mascot, on: .legacy)
    }
  }
}
