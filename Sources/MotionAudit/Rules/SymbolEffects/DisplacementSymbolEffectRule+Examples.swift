// The examples of the rule's description: its documentation and its tests.
extension DisplacementSymbolEffectRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      struct InboxButton: View {
          @State private var unread = 0
          var body: some View {
              Image(systemName: "envelope")
                  .symbolEffect(.↓bounce, value: unread)
          }
      }
      """),
    Example(
      """
      Image(systemName: "bell").symbolEffect(.↓wiggle.left, options: .nonRepeating, value: alerts)
      """),
    Example(
      """
      Image(systemName: "arrow.clockwise").symbolEffect(.↓rotate.byLayer, value: refreshes)
      """),
    Example(
      """
      Image(systemName: "mic.fill").symbolEffect(.↓scale.up, isActive: isRecording)
      """),
    Example(
      """
      Label("Favourite", systemImage: "star").symbolEffect(.↓breathe.pulse, value: favourites)
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      """
      Image(systemName: "envelope").symbolEffect(.variableColor, value: unread)
      """),
    Example(
      """
      Image(systemName: "envelope").symbolEffect(.pulse, value: unread)
      """),
    Example(
      """
      struct InboxButton: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var unread = 0
          var body: some View {
              Image(systemName: "envelope")
                  .symbolEffectsRemoved(reduceMotion)
                  .symbolEffect(.bounce, value: unread)
          }
      }
      """),
    Example(
      """
      Image(systemName: "mic.fill").symbolEffect(.scale.up, isActive: isRecording && !reduceMotion)
      """),
    Example(
      """
      Image(systemName: "envelope").motionAwareSymbolEffect(.bounce, value: unread)
      """),
    Example(
      """
      Image(systemName: isMuted ? "speaker.slash" : "speaker").contentTransition(.symbolEffect(.replace))
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      Example(
        """
        struct InboxButton: View {
            @State private var unread = 0
            var body: some View {
                Image(systemName: "envelope")
                    .foregroundStyle(.tint)
                    .symbolEffect(.↓bounce, value: unread)
            }
        }
        """),
      becomes: """
        struct InboxButton: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var unread = 0
            var body: some View {
                Image(systemName: "envelope")
                    .foregroundStyle(.tint)
                    .symbolEffectsRemoved(reduceMotion).symbolEffect(.bounce, value: unread)
            }
        }
        """)
  ]
}
