// The examples of the rule's description: its documentation and its tests.
extension UngatedAnimatedScrollRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      func scrollToTop() {
          tableView.↓setContentOffset(.zero, animated: true)
      }
      """),
    Example(
      """
      tableView.↓scrollToRow(at: IndexPath(row: 0, section: 2), at: .top, animated: true)
      """),
    Example(
      """
      collectionView.↓scrollToItem(at: selected, at: .centeredHorizontally, animated: true)
      """),
    Example(
      """
      tableView.↓selectRow(at: path, animated: true, scrollPosition: .middle)
      """),
    Example(
      """
      extension UICollectionView {
          func reveal(_ indexPath: IndexPath) {
              ↓scrollToItem(at: indexPath, at: .centeredVertically, animated: true)
          }
      }
      """),
    Example(
      """
      final class CarouselView: UICollectionView {
          @objc func showNextItem() {
              ↓scrollToItem(at: IndexPath(item: 1, section: 0), at: .left, animated: true)
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      """
      tableView.setContentOffset(.zero, animated: !UIAccessibility.isReduceMotionEnabled)
      """),
    Example(
      """
      tableView.scrollToRow(at: path, at: .top, animated: false)
      """),
    Example(
      """
      func reveal(_ path: IndexPath, animated: Bool) {
          tableView.scrollToRow(at: path, at: .middle, animated: animated)
      }
      """),
    Example(
      """
      if !UIAccessibility.isReduceMotionEnabled {
          scrollView.scrollRectToVisible(frame, animated: true)
      }
      """),
    Example(
      """
      tableView.selectRow(at: path, animated: true, scrollPosition: .none)
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      Example(
        """
        tableView.↓setContentOffset(.zero, animated: true)
        """),
      becomes: """
        tableView.setContentOffset(.zero, animated: !UIAccessibility.isReduceMotionEnabled)
        """)
  ]
}
