import AVKit
import SwiftUI
import UIKit

/// The tips feed: each tip card shows a short clip of Pip acting the tip out, started as soon as
/// the card scrolls into view.
struct TipClipCard: View {
  let player: AVPlayer
  let title: String

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      VideoPlayer(player: player)
        .frame(height: 180)
        .onAppear { player.play() }
      Text(title).font(.headline)
    }
  }
}

/// Behind the mascot screen, Pip's home loops as a video for as long as the screen is open.
final class PipHomeBackgroundView: UIView {
  private let player = AVQueuePlayer()
  private var looper: AVPlayerLooper?

  override class var layerClass: AnyClass { AVPlayerLayer.self }

  func show(_ item: AVPlayerItem) {
    (layer as? AVPlayerLayer)?.player = player
    player.isMuted = true
    looper = AVPlayerLooper(player: player, templateItem: item)
    player.play()
  }
}
