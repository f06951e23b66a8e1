import SwiftUI

/// The sticker tab: the catalogue bundled with the app, read and decoded as the view is created.
struct StickerShelf: View {
  private let stickers: [Sticker]

  init() {
    let url = Bundle.main.url(forResource: "stickers", withExtension: "json")!
    let records = try! JSONDecoder().decode([StickerRecord].self, from: Data(contentsOf: url))
    stickers = records.map { Sticker(id: $0.id, name: $0.name) }
  }

  var body: some View {
    NavigationStack {
      HeroGallery(stickers: stickers)
        .navigationTitle("Stickers")
    }
  }
}

/// A sticker as the bundled catalogue describes it.
private struct StickerRecord: Decodable {
  let id: Int
  let name: String
}
