#if canImport(SwiftUI)
  import SwiftUI

  /// A mascot that keeps its meaning: its animation while motion plays, the mood's still pose
  /// (and the last trigger's caption) when motion is reduced, the mood's meaning for VoiceOver
  /// either way.
  ///
  /// ```swift
  /// @State private var pip = MascotController(.pip)
  ///
  /// MascotView(pip, label: Text("Pip")) {
  ///   LottieMascotAnimation(pip, named: "pip")   // or RiveMascotAnimation, or any view
  /// }
  /// .task { pip.set(mood: .loading) }
  /// ```
  ///
  /// The view decides nothing: it draws ``MascotController/presentation`` and drives the
  /// controller with the motion preferences of its environment, in `.task`, so
  /// `.motionPreferences(.reduced)` and `.motionPolicy(_:)` apply to it like to every other
  /// view. The animation view stays mounted, hidden while a still shows (a paused Rive view
  /// still draws a frame when its file attaches), and attaches its runtime to the controller
  /// itself; until it does, the still shows.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public struct MascotView<AnimationView: View>: View {
    @State private var presentation: MascotPresentation
    private let mascot: MascotController
    private let label: Text
    private let animation: AnimationView

    /// A view of the mascot `mascot` runs.
    ///
    /// - Parameters:
    ///   - mascot: The controller the app sets moods and fires triggers on.
    ///   - label: The mascot's name for VoiceOver; its value is the mood's meaning.
    ///   - animation: The animation runtime's view, which attaches its runtime to `mascot`.
    public init(
      _ mascot: MascotController, label: Text, @ViewBuilder animation: () -> AnimationView
    ) {
      self.mascot = mascot
      self.label = label
      self.animation = animation()
      _presentation = State(initialValue: mascot.presentation)
    }

    public var body: some View {
      ZStack {
        animation
          .opacity(presentation.isAnimated ? 1 : 0)
          .allowsHitTesting(presentation.isAnimated)
        if let pose = presentation.stillPose {
          VStack(spacing: 8) {
            Image(pose)
              .resizable()
              .scaledToFit()
            // The caption's line is always laid out, so a caption coming or going fades in
            // place instead of resizing the pose within the fade's animation.
            Text(presentation.visibleCaption ?? " ")
              .font(.callout)
              .opacity(presentation.visibleCaption == nil ? 0 : 1)
          }
          .id(presentation.mood)
          .transition(.opacity)
        }
      }
      .motionAwareAnimation(
        presentation.crossFadeSeconds.map { Animation.easeInOut(duration: $0) },
        value: presentation,
        motion: .fade
      )
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(label)
      .accessibilityValue(Text(presentation.accessibilityValue))
      .modifier(MascotDriving(mascot: mascot, presentation: $presentation))
    }
  }

  /// Drives the controller with the environment's preferences and shows its presentations.
  ///
  /// Not generic, so that its task captures nothing of the mascot view's generic type.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  private struct MascotDriving: ViewModifier {
    @Environment(\.motionPreferences) private var preferences
    let mascot: MascotController
    @Binding var presentation: MascotPresentation

    func body(content: Content) -> some View {
      content.task(id: Dependencies(mascot: ObjectIdentifier(mascot), preferences: preferences)) {
        await drive()
      }
    }

    /// Applies the environment's preferences, then shows each presentation until the task ends
    /// (the view goes, or the preferences or the controller change).
    private func drive() async {
      mascot.apply(preferences)
      for await shown in mascot.presentations() {
        presentation = shown
      }
    }

    /// What the task depends on: it restarts when either changes.
    private struct Dependencies: Equatable {
      let mascot: ObjectIdentifier
      let preferences: MotionPreferences
    }
  }
#endif
