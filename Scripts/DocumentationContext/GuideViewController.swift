// The UIKit view controller the README's UIKit excerpts speak of (iOS only); see GuideApp.swift.
import MotionAware
import RiveRuntime
import UIKit

final class GuideViewController: UIViewController {
  var motionObserver: NSObjectProtocol?
  let riveView = RiveView()
  let stillView = UIImageView()
  let card = UIView()
  let pip = GuideExample().pip

  func applyMotionPreference() {}
}
