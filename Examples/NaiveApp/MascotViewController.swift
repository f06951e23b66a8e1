import UIKit

/// The mascot screen in UIKit: Pip, a badge that pulses while there is news, and a sync icon
/// that spins while the tips load.
final class MascotViewController: UIViewController {
  private let stillView = UIImageView(image: UIImage(named: "mascot-mood-0"))
  private let newsBadge = UIImageView(image: UIImage(systemName: "sparkles"))
  private let syncIcon = UIImageView(image: UIImage(systemName: "arrow.triangle.2.circlepath"))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = UIStackView(arrangedSubviews: [stillView, newsBadge, syncIcon])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    startBadgePulse()
    startSyncSpinner()
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
}
