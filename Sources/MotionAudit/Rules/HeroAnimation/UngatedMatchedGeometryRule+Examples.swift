// The examples of the rule's description: its documentation and its tests.
extension UngatedMatchedGeometryRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      struct Gallery: View {
          @Namespace private var hero
          @State private var selected: Photo?

          var body: some View {
              ZStack {
                  if let selected {
                      PhotoView(photo: selected)
                          .↓matchedGeometryEffect(id: selected.id, in: hero)
                          .onTapGesture { withAnimation(.spring) { self.selected = nil } }
                  } else {
                      Grid(photos: photos) { photo in
                          Thumbnail(photo: photo)
                              .matchedGeometryEffect(id: photo.id, in: hero)
                              .onTapGesture { withAnimation(.spring) { selected = photo } }
                      }
                  }
              }
          }
      }
      """),
    Example(
      """
      struct Tabs: View {
          @Namespace private var underline
          @State private var current = 0
          var body: some View {
              HStack {
                  ForEach(0..<3) { index in
                      Text("Tab \\(index)")
                          .overlay(alignment: .bottom) {
                              if current == index {
                                  Rectangle().frame(height: 2).↓matchedGeometryEffect(id: "line", in: underline)
                              }
                          }
                          .onTapGesture { current = index }
                  }
              }
              .animation(.easeInOut, value: current)
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      """
      struct Gallery: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @Namespace private var hero
          @State private var selected: Photo?

          var body: some View {
              ZStack {
                  if let selected {
                      PhotoView(photo: selected)
                          .matchedGeometryEffect(id: selected.id, in: hero)
                          .onTapGesture { withAnimation(reduceMotion ? nil : .spring) { self.selected = nil } }
                  } else {
                      Grid(photos: photos) { photo in
                          Thumbnail(photo: photo)
                              .matchedGeometryEffect(id: photo.id, in: hero)
                              .onTapGesture { withAnimation(reduceMotion ? nil : .spring) { selected = photo } }
                      }
                  }
              }
          }
      }
      """),
    Example(
      """
      struct Gallery: View {
          @Namespace private var hero
          @State private var selected: Photo?

          var body: some View {
              Thumbnail(photo: photo)
                  .matchedGeometryEffect(id: photo.id, in: hero)
                  .onTapGesture { withMotionAwareAnimation(.spring) { selected = photo } }
          }
      }
      """),
    Example(
      """
      struct Thumbnail: View {
          let namespace: Namespace.ID
          let photo: Photo
          var body: some View {
              Image(photo.name).matchedGeometryEffect(id: photo.id, in: namespace)
          }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      Example(
        """
        struct Gallery: View {
            @Namespace private var hero
            @State private var selected: Photo?

            var body: some View {
                ZStack {
                    if let selected {
                        PhotoView(photo: selected)
                            .↓matchedGeometryEffect(id: selected.id, in: hero)
                            .onTapGesture { withAnimation(.spring) { self.selected = nil } }
                    } else {
                        Grid(photos: photos) { photo in
                            Thumbnail(photo: photo)
                                .matchedGeometryEffect(id: photo.id, in: hero)
                                .onTapGesture { withAnimation { selected = photo } }
                        }
                    }
                }
            }
        }
        """),
      becomes: """
        struct Gallery: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @Namespace private var hero
            @State private var selected: Photo?

            var body: some View {
                ZStack {
                    if let selected {
                        PhotoView(photo: selected)
                            .matchedGeometryEffect(id: selected.id, in: hero)
                            .onTapGesture { withAnimation(reduceMotion ? nil : .spring) { self.selected = nil } }
                    } else {
                        Grid(photos: photos) { photo in
                            Thumbnail(photo: photo)
                                .matchedGeometryEffect(id: photo.id, in: hero)
                                .onTapGesture { withAnimation(reduceMotion ? nil : .default) { selected = photo } }
                        }
                    }
                }
            }
        }
        """)
  ]
}
