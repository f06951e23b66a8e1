import UIKit

/// A banner of the day's tip that drops in from the top, shown over the feed on each visit; a tap
/// scrolls the feed back to the top.
///
/// It follows Reduce Motion, but keeps no token for its observer: each banner shown adds one more
/// block to the notification center, and closed banners keep reacting to the setting. The scroll
/// to the top is animated whatever the setting.
final class TipBannerController: UIViewController {
  private let banner = UILabel()
  private let feed = UITableView()
  private var dropsIn = !UIAccessibility.isReduceMotionEnabled

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.text = "Pip says: drink some water"
    view.addSubview(banner)
    NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.dropsIn = !UIAccessibility.isReduceMotionEnabled }
    }
  }

  func bannerTapped() {
    feed.setContentOffset(.zero, animated: true)
  }
}
