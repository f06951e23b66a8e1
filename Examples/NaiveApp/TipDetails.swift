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
