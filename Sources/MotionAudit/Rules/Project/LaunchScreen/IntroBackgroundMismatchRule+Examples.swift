// The examples of the rule's description: its documentation and its tests.
extension IntroBackgroundMismatchRule {
  private static func plist(_ color: String) -> ProjectExample.File {
    .infoPlist(
      ProjectExample.File.iOSAppKeys + "\n" + ProjectExample.File.launchScreen(color: color))
  }

  private static let catalog = ProjectExample.File.asset(
    "App/Assets.xcassets/LaunchBackground.colorset")

  package static let projectExamples = ProjectRuleExamples(
    triggering: [
      ProjectExample(
        plist("LaunchBackground"), catalog,
        .swift(
          "App/IntroView.swift",
          """
          struct IntroView: View {
              var body: some View {
                  ZStack {
                      ↓Color("SplashBackground").ignoresSafeArea()
                      Image("pip-logo")
                  }
              }
          }
          """)),
      // A fixed colour while the launch screen follows dark mode.
      ProjectExample(
        plist("LaunchBackground"), catalog,
        .swift(
          "App/SplashView.swift",
          """
          struct SplashView: View {
              var body: some View {
                  Image("pip-logo")
                      .frame(maxWidth: .infinity, maxHeight: .infinity)
                      .background(↓Color.white)
              }
          }
          """)),
      ProjectExample(
        plist("LaunchBackground"), catalog,
        .swift(
          "App/SplashViewController.swift",
          """
          final class SplashViewController: UIViewController {
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.backgroundColor = ↓.white
              }
          }
          """)),
    ],
    nonTriggering: [
      // The splash-screen guide's intro.
      ProjectExample(
        plist("LaunchBackground"), catalog,
        .swift("App/IntroView.swift", RuleExampleScenarios.introView.code)),
      ProjectExample(
        plist("LaunchBackground"), catalog,
        .swift(
          "App/IntroView.swift",
          """
          struct IntroView: View {
              var body: some View {
                  ZStack {
                      Color(.launchBackground).ignoresSafeArea()
                      Text("Pip").foregroundStyle(Color("Accent"))
                  }
              }
          }
          """)),
      // Not an intro: a row about rocket launches.
      ProjectExample(
        plist("LaunchBackground"), catalog,
        .swift(
          "App/RocketLaunchRow.swift",
          """
          struct RocketLaunchRow: View {
              var body: some View {
                  ZStack {
                      Color.black
                      Text("Falcon 9")
                  }
              }
          }
          """)),
      // Not an intro.
      ProjectExample(
        plist("LaunchBackground"), catalog,
        .swift(
          "App/ContentView.swift",
          """
          struct ContentView: View {
              var body: some View {
                  ZStack {
                      Color("Paper").ignoresSafeArea()
                      TipList()
                  }
              }
          }
          """)),
      // No UIColorName: the launch screen shows the system background.
      ProjectExample(
        .infoPlist(
          ProjectExample.File.iOSAppKeys + "\n\t<key>UILaunchScreen</key>\n\t<dict/>"),
        .swift(
          "App/SplashViewController.swift",
          """
          final class SplashViewController: UIViewController {
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.backgroundColor = .systemBackground
              }
          }
          """)),
      // A launch storyboard: its colour is not known.
      ProjectExample(
        .infoPlist(
          ProjectExample.File.iOSAppKeys
            + "\n\t<key>UILaunchStoryboardName</key>\n\t<string>LaunchScreen</string>"),
        .swift(
          "App/IntroView.swift",
          """
          struct IntroView: View {
              var body: some View {
                  ZStack {
                      Color("Brand").ignoresSafeArea()
                  }
              }
          }
          """)),
      ProjectExample(
        plist("LaunchBackground"), catalog,
        .swift(
          "App/IntroOverlay.swift",
          """
          struct IntroOverlay: View {
              var body: some View {
                  ZStack {
                      Color.clear
                      Image("pip-logo")
                  }
              }
          }
          """)),
    ])
}
