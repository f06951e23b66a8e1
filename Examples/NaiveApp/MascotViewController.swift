import RiveRuntime
import UIKit

/// The mascot screen in UIKit: Pip (animated, or a still under Reduce Motion), a badge that
/// pulses while there is news, a sync icon that spins while the tips load, and the day's tip on
/// a card that springs up and flips over.
final class MascotViewController: UIViewController {
  private let riveView = RiveUIView(rive: nil)
  private let stillView = UIImageView(image: UIImage(named: "mascot-mood-0"))
  private let newsBadge = UIImageView(image: UIImage(systemName: "sparkles"))
  private let syncIcon = UIImageView(image: UIImage(systemName: "arrow.triangle.2.circlepath"))
  private let tipCard = UILabel()
  private var tipCardBottom: NSLayoutConstraint?
  private var showsTipAnswer = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = UIStackView(arrangedSubviews: [riveView, stillView, newsBadge, syncIcon])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)

    tipCard.text = "Tip of the day"
    tipCard.textAlignment = .center
    tipCard.backgroundColor = .secondarySystemBackground
    tipCard.isUserInteractionEnabled = true
    tipCard.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(flipTip)))
    tipCard.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tipCard)
    let bottom = tipCard.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 200)
    tipCardBottom = bottom

    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      tipCard.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      tipCard.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      tipCard.heightAnchor.constraint(equalToConstant: 120),
      bottom,
    ])

    // Checked once: if the setting changes while the screen is open, Pip keeps its old state.
    let reduce = UIAccessibility.isReduceMotionEnabled
    riveView.isPaused = reduce
    riveView.isHidden = reduce
    stillView.isHidden = !reduce

    // Coming back from the background stops UIKit's animations: start the pulse again.
    NotificationCenter.default.addObserver(
      forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
    ) { [weak self] _ in
      Task { @MainActor in self?.startBadgePulse() }
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    startBadgePulse()
    startSyncSpinner()
    showTip()
  }

  private func startBadgePulse() {
    UIView.animate(
      withDuration: 0.8, delay: 0, options: [.autoreverse, .repeat, .allowUserInteraction]
    ) {
      self.newsBadge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
    }
  }

  private func startSyncSpinner() {
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = Double.pi * 2
    spin.duration = 1
    spin.repeatCount = .infinity
    syncIcon.layer.add(spin, forKey: "spin")
  }

  /// The card springs up from below the screen.
  private func showTip() {
    tipCardBottom?.constant = -24
    UIView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
      options: []
    ) {
      self.view.layoutIfNeeded()
    }
  }

  @objc private func flipTip() {
    UIView.transition(with: tipCard, duration: 0.5, options: .transitionFlipFromRight) {
      self.showsTipAnswer.toggle()
      self.tipCard.text = self.showsTipAnswer ? "Pip naps when you do" : "Tip of the day"
    }
  }
}
