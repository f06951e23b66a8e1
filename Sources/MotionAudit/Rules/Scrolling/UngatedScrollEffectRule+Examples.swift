// The examples of the rule's description: its documentation and its tests.
extension UngatedScrollEffectRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      struct CardRow: View {
          let title: String

          var body: some View {
              Text(title)
                  .padding()
                  .↓scrollTransition { content, phase in
                      content
                          .opacity(phase.isIdentity ? 1 : 0.6)
                          .scaleEffect(phase.isIdentity ? 1 : 0.92)
                  }
          }
      }
      """),
    Example(
      """
      Image("header")
          .↓visualEffect { content, proxy in
              content.offset(y: proxy.frame(in: .scrollView).minY * -0.3)
          }
      """),
    Example(
      """
      Text(title)
          .↓scrollTransition(.animated, axis: .horizontal) { content, phase in
              content.rotation3DEffect(.degrees(phase.value * 30), axis: (x: 0, y: 1, z: 0))
          }
      """),
    Example(
      """
      GeometryReader { proxy in
          Image("header")
              .resizable()
              .↓offset(y: -proxy.frame(in: .global).minY / 2)
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      """
      struct CardRow: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          let title: String

          var body: some View {
              Text(title)
                  .padding()
                  .scrollTransition { content, phase in
                      content
                          .opacity(phase.isIdentity ? 1 : 0.6)
                          .scaleEffect(reduceMotion || phase.isIdentity ? 1 : 0.92)
                  }
          }
      }
      """),
    Example(
      """
      Text(title)
          .scrollTransition { content, phase in
              content.opacity(phase.isIdentity ? 1 : 0.3).blur(radius: phase.isIdentity ? 0 : 2)
          }
      """),
    Example(
      """
      Image("header")
          .visualEffect { content, proxy in
              content.hueRotation(.degrees(proxy.frame(in: .global).minY / 4))
          }
      """),
    Example(
      """
      Text(title).motionAwareScrollTransition { content, phase in
          content.scaleEffect(phase.isIdentity ? 1 : 0.92)
      }
      """),
    Example(
      """
      GeometryReader { proxy in
          Circle().offset(x: proxy.frame(in: .local).width / 4)
      }
      """),
    Example(
      """
      GeometryReader { proxy in
          Image("header")
              .offset(y: reduceMotion ? 0 : -proxy.frame(in: .global).minY / 2)
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      Example(
        """
        struct CardRow: View {
            let title: String

            var body: some View {
                Text(title)
                    .padding()
                    .↓scrollTransition { content, phase in
                        content
                            .opacity(phase.isIdentity ? 1 : 0.6)
                            .scaleEffect(phase.isIdentity ? 1 : 0.92)
                            .offset(y: phase.isIdentity ? 0 : 12)
                    }
            }
        }
        """),
      becomes: """
        struct CardRow: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            let title: String

            var body: some View {
                Text(title)
                    .padding()
                    .scrollTransition { content, phase in
                        content
                            .opacity(phase.isIdentity ? 1 : 0.6)
                            .scaleEffect(reduceMotion || phase.isIdentity ? 1 : 0.92)
                            .offset(y: reduceMotion || phase.isIdentity ? 0 : 12)
                    }
            }
        }
        """)
  ]
}
