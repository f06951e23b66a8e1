// The examples of the rule's description: its documentation and its tests.
extension MissingImageSetRule {
  private static let moods = [
    ProjectExample.File.asset("App/Assets.xcassets/mascot-mood-0.imageset"),
    .asset("App/Assets.xcassets/mascot-mood-1.imageset"),
    .asset("App/Assets.xcassets/mascot-mood-3.imageset"),
  ]

  package static let projectExamples = ProjectRuleExamples(
    triggering: [
      ProjectExample(
        .asset("App/Assets.xcassets/mascot-happy.imageset"),
        .swift("App/Mascot.swift", #"let still = Image(↓"mascot-idle")"#)),
      ProjectExample(
        .asset("App/Assets.xcassets/mascot-happy.imageset"),
        .swift(
          "App/MascotViewController.swift",
          #"private let stillView = UIImageView(image: UIImage(named: ↓"mascot-idle"))"#)),
      // The guide's mascot view, with a still missing from the numbered family.
      ProjectExample(
        moods[0], moods[1], moods[2],
        .swift(
          "App/MascotView.swift",
          """
          struct MascotView: View {
              @Environment(\\.accessibilityReduceMotion) private var reduceMotion
              @ObservedObject var character: CharacterModel
              let mood: Int

              var body: some View {
                  ZStack {
                      if reduceMotion {
                          Image(↓"mascot-mood-\\(mood)")
                              .resizable()
                              .scaledToFit()
                      } else {
                          RiveUIViewRepresentable(rive: character.rive)
                      }
                  }
              }
          }
          """)),
      ProjectExample(
        moods[0],
        .swift("App/Pose.swift", #"let pose = Image(↓"pose-\(mood.rawValue)")"#)),
    ],
    nonTriggering: [
      ProjectExample(
        .asset("App/Assets.xcassets/mascot-idle.imageset"),
        .swift(
          "App/MascotViewController.swift",
          #"private let stillView = UIImageView(image: UIImage(named: "mascot-idle"))"#)),
      ProjectExample(
        moods[0], moods[1], moods[2], .asset("App/Assets.xcassets/mascot-mood-2.imageset"),
        .swift("App/MascotView.swift", #"let still = Image("mascot-mood-\(mood)")"#)),
      ProjectExample(
        .asset("App/Assets.xcassets/AccentColor.colorset"),
        .swift(
          "App/Badge.swift",
          """
          let badge = Image(systemName: "checkmark.seal.fill")
          let photo = Image(uiImage: picked)
          let packaged = Image("pip-logo", bundle: .module)
          """)),
      // No asset catalog in the audited paths.
      ProjectExample(.swift("App/Logo.swift", #"let logo = Image("pip-logo")"#)),
      // An image file outside the catalogs, and a namespaced set.
      ProjectExample(
        .asset("App/Assets.xcassets/AccentColor.colorset"),
        .text("App/Resources/pip-logo@2x.png", ""),
        .text(
          "App/Assets.xcassets/Mascot/Contents.json",
          #"{ "properties" : { "provides-namespace" : true } }"#),
        .asset("App/Assets.xcassets/Mascot/idle.imageset"),
        .swift(
          "App/Logo.swift",
          """
          let logo = UIImage(named: "pip-logo")
          let idle = Image(decorative: "Mascot/idle")
          """)),
    ])
}
