import SwiftUI

struct Sticker: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// Stickers fly from the grid to full size and back.
struct HeroGallery: View {
  let stickers: [Sticker]
  @Namespace private var hero
  @State private var selected: Sticker?

  var body: some View {
    ZStack {
      if let selected {
        Image(selected.name)
          .resizable()
          .scaledToFit()
          .matchedGeometryEffect(id: selected.id, in: hero)
          .onTapGesture {
            withAnimation(.spring(response: 0.45, dampingFraction: 0.7)) { self.selected = nil }
          }
      } else {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
          ForEach(stickers) { sticker in
            Image(sticker.name)
              .resizable()
              .scaledToFit()
              .matchedGeometryEffect(id: sticker.id, in: hero)
              .onTapGesture {
                withAnimation(.spring(response: 0.45, dampingFraction: 0.7)) { selected = sticker }
              }
          }
        }
      }
    }
  }
}
