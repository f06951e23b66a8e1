import MotionAware
import MotionAwareLottie
import SwiftUI
import UIKit

/// The UIKit screen: the guide's `MascotViewController`, with the mascot host doing the
/// animation/still swap, the observation and the accessibility.
final class MascotViewController: UIViewController {
  private let pip = MascotController(.pip)
  private let runtime = LottieMascotRuntime(mascot: .pip)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    // A file that cannot play Pip leaves its still in place.
    let animationView: UIView = (try? runtime.loadView(named: "pip-mascot")) ?? UIView()
    let host = MascotHostView(mascot: pip, animationView: animationView, accessibilityLabel: "Pip")
    if runtime.isLoaded { pip.attach(runtime) }

    let buttons = UIStackView(arrangedSubviews: [
      button("Loading") { $0.pip.set(mood: .loading) },
      button("Ready") { $0.pip.set(mood: .ready) },
      button("Error") { $0.pip.set(mood: .error) },
      button("Cheer") { $0.pip.fire(.celebrate) },
    ])
    buttons.distribution = .fillEqually
    buttons.spacing = 8

    let stack = UIStackView(arrangedSubviews: [host, buttons])
    stack.axis = .vertical
    stack.spacing = 24
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      host.heightAnchor.constraint(equalToConstant: 220),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  private func button(
    _ title: String, action: @escaping (MascotViewController) -> Void
  ) -> UIButton {
    UIButton(
      configuration: .bordered(),
      primaryAction: UIAction(title: title) { [weak self] _ in
        if let self { action(self) }
      })
  }
}

/// The UIKit screen in SwiftUI's navigation.
struct MascotScreen: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> MascotViewController {
    MascotViewController()
  }

  func updateUIViewController(_ viewController: MascotViewController, context: Context) {}
}

#Preview("UIKit screen") {
  MascotScreen()
}
