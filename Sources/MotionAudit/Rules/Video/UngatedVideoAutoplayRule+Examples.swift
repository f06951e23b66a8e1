// The examples of the rule's description: its documentation and its tests.
extension UngatedVideoAutoplayRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      final class LoopingClipView: UIView {
          private let player = AVQueuePlayer()
          private var looper: AVPlayerLooper?

          func show(_ item: AVPlayerItem) {
              looper = ↓AVPlayerLooper(player: player, templateItem: item)
              player.play()
          }
      }
      """),
    Example(
      """
      final class BackgroundVideoView: UIView {
          private let player = AVPlayer()
          private var endObserver: NSObjectProtocol?

          func start() {
              endObserver = NotificationCenter.default.addObserver(
                  forName: .↓AVPlayerItemDidPlayToEndTime, object: player.currentItem, queue: .main
              ) { [weak self] _ in
                  self?.player.seek(to: .zero)
                  self?.player.play()
              }
          }
      }
      """),
    Example(
      """
      final class HeroVideoController: UIViewController {
          let player = AVPlayer(url: heroURL)

          override func viewDidLoad() {
              super.viewDidLoad()
              player.actionAtItemEnd = .none
              NotificationCenter.default.addObserver(
                  self, selector: #selector(rewind),
                  name: AVPlayerItem.↓didPlayToEndTimeNotification, object: nil)
          }

          @objc private func rewind() {
              player.seek(to: CMTime.zero)
          }
      }
      """),
    Example(
      """
      struct ClipCard: View {
          let player: AVPlayer
          var body: some View {
              VideoPlayer(player: player)
                  .onAppear { player.↓play() }
          }
      }
      """),
    Example(
      """
      final class FeedController: UITableViewController {
          override func tableView(
              _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
          ) {
              (cell as? VideoCell)?.playerLayer.player?.↓play()
          }
      }

      final class VideoCell: UITableViewCell {
          let playerLayer = AVPlayerLayer()
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      """
      final class LoopingClipView: UIView {
          private let player = AVQueuePlayer()
          private var looper: AVPlayerLooper?

          func show(_ item: AVPlayerItem) {
              guard UIAccessibility.isVideoAutoplayEnabled,
                    !UIAccessibility.isReduceMotionEnabled else { return }
              looper = AVPlayerLooper(player: player, templateItem: item)
              player.play()
          }
      }
      """),
    Example(
      """
      struct ClipCard: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          let player: AVPlayer
          var body: some View {
              VideoPlayer(player: player)
                  .onAppear {
                      if UIAccessibility.isVideoAutoplayEnabled && !reduceMotion { player.play() }
                  }
          }
      }
      """),
    Example(
      """
      struct ClipCard: View {
          let player: AVPlayer
          var body: some View {
              VideoPlayer(player: player)
                  .overlay {
                      Button("Play") { player.play() }
                  }
                  .onTapGesture { player.play() }
          }
      }
      """),
    Example(
      """
      final class ClipViewModel {
          let player = AVPlayer()
          func attach(autoPlay: Bool) {
              NotificationCenter.default.addObserver(
                  forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: .main
              ) { [weak self] _ in
                  guard autoPlay else { return }
                  self?.player.seek(to: .zero)
                  self?.player.play()
              }
          }
      }
      """),
    Example(
      """
      final class EpisodePlayer {
          let player = AVPlayer()
          func observeEnd() {
              NotificationCenter.default.addObserver(
                  forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: .main
              ) { [weak self] _ in
                  self?.playNextEpisode()
              }
          }
          func playNextEpisode() {}
      }
      """),
    Example(
      """
      struct ChimeView: View {
          let audioPlayer: AVPlayer
          var body: some View {
              Text("Done").onAppear { audioPlayer.play() }
          }
      }
      """),
    Example(
      """
      final class MediaViewerController: UIViewController {
          let player = AVQueuePlayer()
          var looper: AVPlayerLooper?
          func open(_ item: AVPlayerItem) {
              looper = AVPlayerLooper(player: player, templateItem: item)
              player.play()
          }
      }
      """),
    Example(
      """
      final class PodcastController: UIViewController {
          let player = AVPlayer()
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              player.play()
          }
      }
      """),
  ]
}
