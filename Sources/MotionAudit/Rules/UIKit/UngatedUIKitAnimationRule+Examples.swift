// The examples of the rule's description: its documentation and its tests.
extension UngatedUIKitAnimationRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      UIView.↓animate(withDuration: 0.3) {
          self.card.center.y -= 100
      }
      """),
    Example(
      """
      tipCardBottom.constant = 0
      UIView.↓animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8, options: []) {
          self.view.layoutIfNeeded()
      }
      """),
    Example(
      """
      UIView.↓animate(springDuration: 0.5, bounce: 0.3) {
          sheet.frame.origin.y = 0
      }
      """),
    Example(
      """
      UIView.↓animate(.bouncy) {
          self.badge.center.y -= 12
      }
      """),
    Example(
      """
      UIView.↓animate(withDuration: 0.4, animations: {
          self.avatar.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
      }) { _ in
          self.avatar.alpha = 1
      }
      """),
    Example(
      """
      UIView.↓animateKeyframes(withDuration: 1, delay: 0) {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
              self.pip.transform = CGAffineTransform(rotationAngle: 0.2)
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
              self.pip.transform = .identity
          }
      }
      """),
    Example(
      """
      let animator = ↓UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.7) {
          self.drawer.frame.origin.x = 0
      }
      animator.startAnimation()
      """),
    Example(
      """
      UIViewPropertyAnimator.↓runningPropertyAnimator(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
          self.toast.transform = .identity
      })
      """),
    Example(
      """
      let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
      animator.↓addAnimations {
          self.menu.center.x += 240
      }
      animator.startAnimation()
      """),
    Example(
      """
      UIView.transition(with: cardView, duration: 0.5, options: .↓transitionFlipFromRight) {
          self.cardView.showsAnswer.toggle()
      }
      """),
    Example(
      """
      UIView.transition(from: frontView, to: backView, duration: 0.6, options: [.↓transitionCurlUp, .showHideTransitionViews])
      """),
    Example(
      """
      let pop = ↓CASpringAnimation(keyPath: "transform.scale")
      pop.fromValue = 0.8
      pop.toValue = 1
      pop.damping = 8
      likeButton.layer.add(pop, forKey: "pop")
      """),
    Example(
      """
      final class DrawerController: UIViewController {
          private let drawer = UIView()

          func open() {
              UIView.↓animate(withDuration: 0.35) { self.layOutOpened() }
          }

          private func layOutOpened() {
              drawer.frame.origin.x = 0
          }
      }
      """),
    Example(
      """
      func updateDisclosure(expanded: Bool) {
          let animations = {
              self.chevron.transform = CGAffineTransform(rotationAngle: expanded ? 0 : -.pi / 2)
          }
          UIView.↓animate(withDuration: 0.3, animations: animations)
      }
      """),
    Example(
      """
      final class PlayerTransition {
          private let artwork = UIImageView()

          func collapse(to frame: CGRect) {
              animate(withDuration: 0.4) { self.artwork.frame = frame }
          }

          private func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
              let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.8)
              animator.↓addAnimations(animations)
              animator.startAnimation()
          }
      }
      """),
    Example(
      """
      func flyToCenter(_ cell: UIView, along curve: UIBezierPath) {
          let flight = ↓CAKeyframeAnimation(keyPath: "position")
          flight.path = curve.cgPath
          flight.duration = 0.6
          cell.layer.add(flight, forKey: "flight")
      }
      """),
    Example(
      """
      func addGravity(to emitter: CAEmitterLayer) {
          let gravity = ↓CAKeyframeAnimation()
          gravity.values = [0, 400, 2000]
          gravity.duration = 4
          emitter.add(gravity, forKey: "emitterCells.confetti.yAcceleration")
      }
      """),
    Example(
      """
      func moveSpotlight(to path: UIBezierPath) {
          let morph = ↓CABasicAnimation(keyPath: "path")
          morph.toValue = path.cgPath
          morph.duration = 0.3
          spotlightLayer.add(morph, forKey: "path")
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      """
      UIView.animate(withDuration: 0.3) {
          self.expandDetails()   // declared in no file of the project: its effect is unknown
      }
      """),
    RuleExampleScenarios.mascotViewController,
    Example(
      """
      if UIAccessibility.isReduceMotionEnabled {
          card.center.y -= 100
      } else {
          UIView.animate(withDuration: 0.3) { self.card.center.y -= 100 }
      }
      """),
    Example(
      """
      func showTip() {
          tipCardBottom.constant = 0
          guard !UIAccessibility.isReduceMotionEnabled else {
              UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve) {
                  self.view.layoutIfNeeded()
              }
              return
          }
          UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8) {
              self.view.layoutIfNeeded()
          }
      }
      """),
    Example(
      """
      final class TipViewController: UIViewController {
          private let tip = UILabel()
          private var animatesMovement: Bool { !UIAccessibility.isReduceMotionEnabled }

          func show() {
              UIView.animate(withDuration: animatesMovement ? 0.4 : 0) {
                  self.tip.center.y = 200
              }
          }
      }
      """),
    Example(
      """
      let reduce = UIAccessibility.isReduceMotionEnabled
      UIView.animate(withDuration: reduce ? 0.2 : 0.4, delay: 0, options: reduce ? [] : [.curveEaseOut]) {
          self.sheet.frame.origin.y = reduce ? self.sheet.frame.origin.y : 0
      }
      """),
    Example(
      """
      if UIAccessibility.isReduceMotionEnabled {
          UIView.performWithoutAnimation { self.view.layoutIfNeeded() }
      } else {
          let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.7) {
              self.view.layoutIfNeeded()
          }
          animator.startAnimation()
      }
      """),
    Example(
      """
      UIView.performWithoutAnimation {
          UIView.animate(withDuration: 0.3) { self.card.center.y = 0 }
      }
      """),
    Example(
      """
      UIView.animate(withDuration: 0) { self.card.center.y = 0 }
      """),
    Example(
      """
      UIView.animate(withDuration: 0.25) {
          self.banner.alpha = 1
          self.banner.backgroundColor = .systemGreen
      }
      """),
    Example(
      """
      UIView.animate(withDuration: 0.2, animations: { self.overlay.alpha = 0 }) { _ in
          self.overlay.frame = .zero
          self.overlay.removeFromSuperview()
      }
      """),
    Example(
      """
      UIView.transition(with: label, duration: 0.2, options: .transitionCrossDissolve) {
          self.label.text = "Saved"
      }
      """),
    Example(
      """
      UIView.transition(with: self, duration: seconds, options: [.transitionCrossDissolve, .allowUserInteraction], animations: apply)
      """),
    Example(
      """
      UIView.animate(withDuration: 0.3, animations: applyExpandedLayout)
      """),
    Example(
      """
      UIView.motionAwareAnimate(withDuration: 0.4, crossDissolving: cardView) {
          self.cardView.frame = expandedFrame
      }
      """),
    Example(
      """
      let glow = CASpringAnimation(keyPath: "shadowOpacity")
      glow.toValue = 0.6
      button.layer.add(glow, forKey: "glow")
      """),
    Example(
      """
      let pop = CASpringAnimation(keyPath: "transform.scale")
      pop.damping = 8
      if !UIAccessibility.isReduceMotionEnabled {
          likeButton.layer.add(pop, forKey: "pop")
      }
      """),
    Example(
      """
      UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse]) {
          self.badge.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
      }
      """),
    Example(
      """
      @objc private func keyboardWillShow(_ note: Notification) {
          guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
          else { return }
          bottomConstraint.constant = frame.height
          UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
      }
      """),
    Example(
      """
      final class FadeController: UIViewController {
          private let hint = UILabel()

          func reveal() {
              UIView.animate(withDuration: 0.2) { self.showHint() }
          }

          private func showHint() {
              hint.alpha = 1
              hint.text = "Swipe to see more"
          }
      }
      """),
    Example(
      """
      extension ComposeViewController: KeyboardObserving {
          func keyboardWillShow(with state: KeyboardState) {
              UIView.animate(withDuration: state.animationDuration) {
                  self.toolbarBottom.constant = -state.height
                  self.view.layoutIfNeeded()
              }
          }
      }
      """),
    Example(
      """
      keyboardEvents.sink { [weak self] keyboardFrame in
          guard let self else { return }
          UIView.animate(withDuration: 0.3) {
              self.toolbarBottom.constant = -keyboardFrame.height
              self.view.layoutIfNeeded()
          }
      }
      """),
    Example(
      """
      @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
          switch gesture.state {
          case .changed:
              card.frame.origin.y = gesture.translation(in: view).y
          case .ended, .cancelled:
              UIView.animate(withDuration: 0.2) { self.card.frame.origin.y = 0 }
          default:
              break
          }
      }
      """),
    Example(
      """
      func fadeIn() {
          view.alpha = 0
          view.layoutIfNeeded()
          UIView.animate(withDuration: 0.3) {
              self.view.alpha = 1
              self.view.layoutIfNeeded()
          }
      }
      """),
    Example(
      """
      func update(progress: CGFloat) {
          progressWidth.constant = progress * track.frame.width
          UIView.animate(withDuration: 0.9) { self.layoutIfNeeded() }
      }
      """),
    Example(
      """
      func dim(_ layer: CALayer) {
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.toValue = 0.4
          layer.add(fade, forKey: "fade")
          let draw = CABasicAnimation(keyPath: "strokeEnd")
          ringLayer.add(draw, forKey: "draw")
      }
      """),
    Example(
      """
      func makeMove() -> CABasicAnimation {
          let move = CABasicAnimation(keyPath: "position.x")
          move.duration = 0.3
          return move
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      Example(
        """
        func showBanner() {
            UIView.↓animate(withDuration: 0.4, delay: 0, options: .curveEaseOut) {
                self.banner.transform = .identity
            } completion: { _ in
                self.scheduleDismissal()
            }
        }
        """),
      becomes: """
        func showBanner() {
            UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.4, delay: 0, options: .curveEaseOut) {
                self.banner.transform = .identity
            } completion: { _ in
                self.scheduleDismissal()
            }
        }
        """),
    Correction(
      Example(
        """
        UIView.↓animate(withDuration: base * 2) { self.sheet.frame.origin.y = 0 }
        """),
      becomes: """
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : (base * 2)) { self.sheet.frame.origin.y = 0 }
        """),
  ]
}
