import MotionAuditSemantics

// The examples of the rule's description: its documentation and its tests.
extension MascotRiveWithoutReducedMotionInputRule {
  private static let loopingMascot = RiveSummary(artboards: [
    .init(
      name: "Pip",
      animations: [
        .init(name: "idle", seconds: 2, loop: .loop), .init(name: "cheer", seconds: 1),
      ],
      stateMachines: [
        .init(name: "Mood", inputs: [.init(name: "mood", kind: .number(defaultValue: 0))])
      ])
  ])

  package static let projectExamples = ProjectRuleExamples(
    triggering: [
      ProjectExample(.rive("App/pip-mascot.riv", loopingMascot, expectsFinding: true)),
      ProjectExample(
        .rive("App/pip.riv", loopingMascot, expectsFinding: true),
        .swift(
          "App/CharacterModel.swift",
          """
          final class CharacterModel: ObservableObject {
              let viewModel = RiveViewModel(fileName: "pip", stateMachineName: "Mood")
          }
          """)),
    ],
    nonTriggering: [
      ProjectExample(
        .rive(
          "App/pip-mascot.riv",
          RiveSummary(artboards: [
            .init(
              name: "Pip", animations: [.init(name: "idle", seconds: 2, loop: .loop)],
              stateMachines: [
                .init(
                  name: "Mood",
                  inputs: [.init(name: "prefersReducedMotion", kind: .boolean(defaultValue: false))]
                )
              ])
          ]))),
      ProjectExample(
        .rive(
          "App/pip-mascot.riv",
          RiveSummary(
            artboards: [
              .init(name: "Pip", animations: [.init(name: "idle", seconds: 2, loop: .pingPong)])
            ],
            viewModels: [
              .init(name: "Pip", properties: [.init(name: "reduceMotion", kind: "boolean")])
            ]))),
      // Plays once: nothing keeps moving.
      ProjectExample(
        .rive(
          "App/pip-mascot.riv",
          RiveSummary(artboards: [.init(name: "Pip", animations: [.init(name: "wave", seconds: 1)])]
          ))),
      // An intro, not a mascot.
      ProjectExample(.rive("App/launch.riv", loopingMascot)),
    ])
}
