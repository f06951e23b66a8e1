import SwiftUI

struct Card: Identifiable, Hashable {
  let id: Int
  let title: String

  static let samples = (1...12).map { Card(id: $0, title: "Card \($0)") }
}

/// Cards slide in and shrink as they scroll away; a header moves with the scroll.
struct CardList: View {
  let cards: [Card]
  @State private var expanded: Card.ID?

  var body: some View {
    ScrollView {
      ParallaxHeader()
      LazyVStack(spacing: 12) {
        ForEach(cards) { card in
          CardRow(title: card.title)
            .transition(.slide)
            .onTapGesture {
              withAnimation(.interpolatingSpring(stiffness: 170, damping: 12)) {
                expanded = expanded == card.id ? nil : card.id
              }
            }
          if expanded == card.id {
            CardDetail(card: card)
              .transition(.asymmetric(insertion: .push(from: .top), removal: .opacity))
          }
        }
      }
      .padding()
    }
  }
}

struct CardRow: View {
  let title: String

  var body: some View {
    Text(title)
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
      .scrollTransition { content, phase in
        content
          .opacity(phase.isIdentity ? 1 : 0.6)
          .scaleEffect(phase.isIdentity ? 1 : 0.92)
      }
  }
}

struct CardDetail: View {
  let card: Card

  var body: some View {
    Text("Details of \(card.title)")
      .font(.footnote)
      .padding(.horizontal)
  }
}

struct ParallaxHeader: View {
  var body: some View {
    Image("header")
      .resizable()
      .scaledToFill()
      .frame(height: 180)
      .visualEffect { content, proxy in
        content.offset(y: proxy.frame(in: .scrollView).minY * -0.4)
      }
      .clipped()
  }
}
