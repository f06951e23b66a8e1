import MotionAware
import MotionAwareLottie
import SwiftUI

/// The intro that follows the launch screen: the same colour, then Pip appears, sways, and
/// settles. The container fades it out when it reports its end, on a tap, or after 3 s at most.
struct IntroView: View {
  let intro: LaunchIntroController

  var body: some View {
    ZStack {
      Color("LaunchBackground").ignoresSafeArea()
      LottieLaunchIntro(intro, named: "launch-intro")
        .frame(width: 200, height: 200)
    }
    .accessibilityHidden(true)  // decorative; the container hides it too
  }
}

/// What covers the loading under Reduce Motion: the same background and Pip's calm pose.
struct StaticIntro: View {
  var body: some View {
    ZStack {
      Color("LaunchBackground").ignoresSafeArea()
      Image("mascot-mood-idle")
        .resizable()
        .scaledToFit()
        .frame(width: 200, height: 200)
    }
    .accessibilityHidden(true)
  }
}

#Preview("Intro") {
  IntroView(intro: .preview)
}

#Preview("Static intro") {
  StaticIntro()
}

// What the launch shows in each state: the animated intro, or the static one under Reduce Motion
// (the configuration's `.staticIntro`), side by side.
#Preview("Intro, both states") {
  MotionPreviews.bothStates { reduceMotion in
    if reduceMotion { StaticIntro() } else { IntroView(intro: .preview) }
  }
}
