import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import Testing

/// A looping clip started on appear is one motion: the looper stands for the play in its type.
@Test func loopStartedOnAppearIsReportedOnce() {
  let source = """
    final class ClipController: UIViewController {
        let player = AVQueuePlayer()
        var looper: AVPlayerLooper?
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            looper = AVPlayerLooper(player: player, templateItem: item)
            player.play()
        }
    }
    """
  let findings = audit(source, with: UngatedVideoAutoplayRule.self).findings
  #expect(findings.map(\.line) == [6])
  #expect(findings.map(\.severity) == [.warning])
}

/// An observer that only moves on to the next item does not loop the video.
@Test func endObserverWithoutSeekToStartIsNotALoop() {
  let source = """
    final class Feed {
        let player = AVQueuePlayer()
        func watch() {
            NotificationCenter.default.addObserver(
                forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: .main
            ) { [weak self] _ in
                self?.player.seek(to: CMTime(seconds: 30, preferredTimescale: 1))
                self?.player.play()
            }
        }
    }
    """
  #expect(audit(source, with: UngatedVideoAutoplayRule.self).findings.isEmpty)
}

/// The handler may restart through a method of the file, and a publisher's `sink` is a handler.
@Test func restartThroughAMethodOfTheFileIsReported() {
  let source = """
    final class ClipModel {
        let player = AVPlayer()
        var bag = Set<AnyCancellable>()
        func watch() {
            NotificationCenter.default.publisher(for: .AVPlayerItemDidPlayToEndTime)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] _ in self?.replay() }
                .store(in: &bag)
        }
        func replay() {
            player.seek(to: .zero)
            player.play()
        }
    }
    """
  let findings = audit(source, with: UngatedVideoAutoplayRule.self).findings
  #expect(findings.map(\.line) == [5])
}

/// The app's own autoplay setting, declared in another file, decides the restart.
@Test func appAutoplaySettingInAnotherFileDecidesTheVideo() {
  let files = [
    (
      "UserPreferences.swift",
      """
      final class UserPreferences {
          @AppStorage("autoplay_video") var autoPlayVideo = true
      }
      """
    ),
    (
      "ClipCard.swift",
      """
      struct ClipCard: View {
          let preferences: UserPreferences
          let player: AVPlayer
          var body: some View {
              VideoPlayer(player: player)
                  .onAppear { if preferences.autoPlayVideo { player.play() } }
          }
      }
      """
    ),
  ]
  var plan = AuditPlan(settings: .only(UngatedVideoAutoplayRule.self), prefilter: nil)
  plan.projectFacts = ProjectFacts(sources: files.map(\.1))
  let findings = files.flatMap { name, source in
    FileAuditor.audit(file: name, bytes: Array(source.utf8), plan: plan).findings
  }
  #expect(findings.isEmpty)
}

/// `UIAccessibility.isVideoAutoplayEnabled` is a signal for video, not for other motion.
@Test func videoAutoplaySettingIsNotAReduceMotionSignal() {
  let context = AuditContext(
    file: "Clip.swift", source: "let plays = UIAccessibility.isVideoAutoplayEnabled")
  #expect(!context.containsSignal(context.tree))
  #expect(context.videoSignals.containsSignal(context.tree))
}
