import Lottie
import SwiftUI
import UIKit

/// What shows while the tips load: Lottie's loading animation, looping for as long as it takes.
struct LoadingTips: View {
  var body: some View {
    VStack(spacing: 12) {
      LottieView(animation: .named("loading"))
        .resizable()
        .looping()
        .frame(width: 80, height: 80)
      Text("Loading tips...")
        .font(.callout)
        .foregroundStyle(.secondary)
    }
  }
}

/// The same in UIKit, for the mascot screen's empty state: it rocks back and forth while shown.
final class LoadingTipsView: UIView {
  private let animationView = LottieAnimationView(name: "loading")

  override init(frame: CGRect) {
    super.init(frame: frame)
    animationView.contentMode = .scaleAspectFit
    animationView.loopMode = .autoReverse
    animationView.frame = bounds
    animationView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(animationView)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil {
      animationView.play()
    } else {
      animationView.stop()
    }
  }
}
