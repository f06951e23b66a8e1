#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Hosts a mascot in UIKit: the animation runtime's view while motion plays, an image view of
  /// the mood's still pose (and the last trigger's caption) when it is reduced — the guide's
  /// `riveView` / `stillView` pair, without the observer, the `deinit` or the branches.
  ///
  /// ```swift
  /// let host = MascotHostView(mascot: pip, animationView: riveView, accessibilityLabel: "Pip")
  /// view.addSubview(host)
  /// // Once the runtime has loaded its file:
  /// pip.attach(runtime)
  /// ```
  ///
  /// It follows the motion preferences through the controller (``MascotController/run()``)
  /// while it is in a window, and draws each ``MascotPresentation``: the change between the
  /// animation and a still, or between two stills, cross-dissolves for the presentation's
  /// duration (0.2 s by default), an opacity change Reduce Motion keeps. The animation view is
  /// hidden, not only paused, while a still shows. The host is one accessibility element: its
  /// label names the mascot, its value is the mood's meaning.
  ///
  /// The host sets the controller's ``MascotController/onPresentationChange``; read the
  /// presentation from `presentations()` if you need it elsewhere.
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @MainActor
  public final class MascotHostView: UIView {
    /// The controller the app sets moods and fires triggers on.
    public let mascot: MascotController
    /// The animation runtime's view; hidden while a still shows.
    public let animationView: UIView
    /// The still pose of the mood; hidden while the animation plays.
    public let stillView = UIImageView()
    /// The last trigger's caption, beside the still.
    public let captionLabel = UILabel()

    private var following: Task<Void, Never>?
    private var shown: MascotPresentation?

    /// A host for the mascot `mascot` runs, drawing `animationView` while motion plays.
    ///
    /// - Parameters:
    ///   - mascot: The controller.
    ///   - animationView: The runtime's view (`RiveUIView`, `LottieAnimationView`, …); the app
    ///     attaches the runtime to `mascot` once it has loaded.
    ///   - accessibilityLabel: The mascot's name for VoiceOver.
    public init(mascot: MascotController, animationView: UIView, accessibilityLabel: String) {
      self.mascot = mascot
      self.animationView = animationView
      super.init(frame: .zero)
      self.accessibilityLabel = accessibilityLabel
      isAccessibilityElement = true
      layOut()
      render(mascot.presentation)
      mascot.onPresentationChange = { [weak self] presentation in
        self?.render(presentation)
      }
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
      nil
    }

    public override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        following?.cancel()
        following = nil
      } else if following == nil {
        following = Task { [mascot] in await mascot.run() }
      }
    }

    private func render(_ presentation: MascotPresentation) {
      let seconds = presentation.crossFadeSeconds(from: shown)
      shown = presentation
      let apply = { [self] in
        animationView.isHidden = !presentation.isAnimated
        stillView.isHidden = presentation.isAnimated
        stillView.image = presentation.stillPose.flatMap { UIImage(named: $0) }
        captionLabel.text = presentation.visibleCaption
        captionLabel.isHidden = presentation.visibleCaption == nil
        accessibilityValue = presentation.accessibilityValue
      }
      guard let seconds, window != nil else { return apply() }
      UIView.transition(
        with: self, duration: seconds, options: [.transitionCrossDissolve, .allowUserInteraction],
        animations: apply)
    }

    private func layOut() {
      stillView.contentMode = .scaleAspectFit
      captionLabel.font = .preferredFont(forTextStyle: .callout)
      captionLabel.adjustsFontForContentSizeCategory = true
      captionLabel.textAlignment = .center
      captionLabel.numberOfLines = 0

      let stage = UIView()
      for view in [animationView, stillView] {
        view.translatesAutoresizingMaskIntoConstraints = false
        stage.addSubview(view)
        NSLayoutConstraint.activate([
          view.leadingAnchor.constraint(equalTo: stage.leadingAnchor),
          view.trailingAnchor.constraint(equalTo: stage.trailingAnchor),
          view.topAnchor.constraint(equalTo: stage.topAnchor),
          view.bottomAnchor.constraint(equalTo: stage.bottomAnchor),
        ])
      }
      let stack = UIStackView(arrangedSubviews: [stage, captionLabel])
      stack.axis = .vertical
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: trailingAnchor),
        stack.topAnchor.constraint(equalTo: topAnchor),
        stack.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
    }
  }
#endif
