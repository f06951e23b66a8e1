import MotionAware
import SwiftUI

/// Pip: the guides' app, written with MotionAware.
///
/// The launch screen is the `LaunchBackground` colour (Info.plist, `UILaunchScreen`). The intro
/// continues from it over the content, which is mounted at once and loads meanwhile; under Reduce
/// Motion a static intro covers the loading instead, and either way a tap skips it.
@main
struct PipApp: App {
  /// Created once per process. Cheap: it reads the motion settings and the "seen" record, and
  /// loads nothing; the intro's file loads in the intro's own `.task`.
  @State private var intro = LaunchIntroController(
    LaunchIntroConfiguration(
      schedule: .everyColdStart,  // .firstLaunchAndAfterUpdate to show it once per version
      ending: .onEndTrigger,  // the Lottie intro reports its end
      timeout: .seconds(3),
      underReducedMotion: .staticIntro))

  var body: some Scene {
    WindowGroup {
      LaunchIntroContainer(intro) {
        ContentView(intro: intro)
      } intro: {
        IntroView(intro: intro)
      } staticIntro: {
        StaticIntro()
      }
      .motionPreferencesFollowingSystem()
    }
  }
}
