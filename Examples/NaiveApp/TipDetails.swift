import SwiftUI

/// A tip with its details folded away: "More" unfolds them, and every row below slides down.
struct TipDetails: View {
  let tip: String
  @State private var isExpanded = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(tip)
      Button(isExpanded ? "Less" : "More") {
        withAnimation(.easeInOut) {
          isExpanded.toggle()
        }
      }
      if isExpanded {
        Text("Pip learned this one the hard way.")
          .font(.footnote)
      }
    }
  }
}

/// Every tip, with a button that glides back to the first.
struct TipsList: View {
  let tips: [String]

  var body: some View {
    ScrollViewReader { proxy in
      List(tips, id: \.self) { tip in
        TipDetails(tip: tip)
      }
      Button("Back to top") {
        withAnimation {
          if let first = tips.first {
            proxy.scrollTo(first, anchor: .top)
          }
        }
      }
    }
  }
}

/// A tip's picture, a strip until tapped, then tall: the rows below slide down by 180 points.
struct TipPhoto: View {
  @State private var isEnlarged = false

  var body: some View {
    Image("header")
      .resizable()
      .scaledToFill()
      .frame(height: isEnlarged ? 240 : 60)
      .clipped()
      .onTapGesture {
        withAnimation(.easeOut) {
          isEnlarged.toggle()
        }
      }
  }
}
