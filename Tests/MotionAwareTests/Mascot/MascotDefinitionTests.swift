import MotionAware
import Testing

@Suite("Mascot definition")
struct MascotDefinitionTests {
  let everyImage = MascotImageCatalog { _ in true }

  @Test func stillPoseDefaultsToTheGuidesNamingUnlessTheMoodNamesOne() {
    #expect(MascotMood("loading", meaning: "Loading").stillPose == "mascot-mood-loading")
    #expect(MascotMood("3", meaning: "Thinking").stillPose == "mascot-mood-3")
    #expect(MascotMood("failed", meaning: "Oops", stillPose: "pip-sad").stillPose == "pip-sad")
  }

  @Test func aCompleteMascotKeepsItsDeclarationOrder() throws {
    let mascot = try Mascot(
      moods: [.idle, .loading, .happy], calm: .idle, triggers: [.nod, .celebrate],
      images: everyImage)
    #expect(mascot.moods == [.idle, .loading, .happy])
    #expect(mascot.calmMood == .idle)
    #expect(mascot.triggers == [.nod, .celebrate])
  }

  @Test func moodsAndOutcomesAreMatchedByIdentifierToTheDeclaredMood() throws {
    let renamed = MascotMood("happy", meaning: "Cheerful")
    let mascot = try Mascot(
      moods: [.idle, renamed], calm: MascotMood("idle", meaning: "?"), triggers: [.celebrate],
      images: everyImage)
    #expect(mascot.calmMood == .idle)
    #expect(mascot.triggers.first?.outcome == .mood(renamed))
    #expect(mascot.mood(matching: .happy) == renamed)
    #expect(mascot.mood(matching: .stranger) == nil)
    #expect(mascot.trigger(matching: .juggle) == nil)
  }

  @Test func incompleteDescriptionsFailWithAnErrorThatSaysWhatToFix() {
    func error(
      moods: [MascotMood], calm: MascotMood = .idle, triggers: [MascotTrigger] = []
    ) -> MascotDefinitionError? {
      #expect(throws: MascotDefinitionError.self) {
        try Mascot(moods: moods, calm: calm, triggers: triggers, images: everyImage)
      }
    }

    #expect(error(moods: []) == .noMoods)
    #expect(
      error(moods: [.idle, .loading, .idle, .loading, .idle])
        == .duplicateMoods(["idle", "loading"]))
    #expect(error(moods: [.loading], calm: .idle) == .calmMoodNotDeclared("idle"))
    #expect(error(moods: [.idle], triggers: [.nod, .nod]) == .duplicateTriggers(["nod"]))
    #expect(
      error(moods: [.idle], triggers: [.celebrate])
        == .outcomeMoodNotDeclared(trigger: "celebrate", mood: "happy"))

    #expect(
      MascotDefinitionError.calmMoodNotDeclared("idle").description
        == "The calm mood \"idle\" is not one of the mascot's moods: add it to the moods.")
    #expect(
      MascotDefinitionError.outcomeMoodNotDeclared(trigger: "celebrate", mood: "happy").description
        == "The trigger \"celebrate\" ends in the mood \"happy\", which is not one of the "
        + "mascot's moods: add the mood or change the outcome.")
  }

  @Test func theImageCatalogAnswersFromWhatBacksIt() {
    let catalog = MascotImageCatalog.containing(["a"])
    #expect(catalog.containsImage(named: "a"))
    #expect(!catalog.containsImage(named: "b"))
  }
}
