import RiveRuntime
import SwiftUI

/// Pip on the welcome card, played by Rive's new runtime: the guide's `MascotView` without the
/// still for Reduce Motion, so Pip's idle loop never stops.
struct RiveMascotView: View {
  @ObservedObject var character: RiveCharacter
  let mood: Int

  var body: some View {
    RiveUIViewRepresentable(rive: character.rive)
      .frame(width: 160, height: 160)
      .onChange(of: mood) { _, newMood in character.setMood(newMood) }
  }
}

/// Keeps Pip's Rive file and the view-model instance its moods are written to.
@MainActor
final class RiveCharacter: ObservableObject {
  @Published private(set) var rive: Rive?
  private var instance: ViewModelInstance?

  func load() async {
    do {
      let worker = try await Worker()
      let file = try await File(source: .local("pip", Bundle.main), worker: worker)
      let artboard = try await file.createArtboard()
      let instance = try await file.createViewModelInstance(
        .viewModelDefault(from: .artboardDefault(artboard)))
      let machine = try await artboard.createStateMachine("Mood")
      self.instance = instance
      rive = try await Rive(file: file, artboard: artboard, stateMachine: machine, dataBind: .instance(instance))
    } catch {
      rive = nil
    }
  }

  func setMood(_ mood: Int) {
    instance?.setValue(of: NumberProperty(path: "mood"), to: Float(mood))
  }
}

/// Pip beside the saved tips, on Rive's legacy runtime. It is paused under Reduce Motion, but
/// its mood and its cheer are still sent, and each input plays it again.
struct CheeringPip: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @StateObject private var riveViewModel = RiveViewModel(
    fileName: "pip", stateMachineName: "Mood")
  let mood: Int
  let savedCount: Int

  var body: some View {
    riveViewModel.view()
      .frame(width: 120, height: 120)
      .onAppear { reduceMotion ? riveViewModel.pause() : riveViewModel.play() }
      .onChange(of: mood) { _, newMood in
        if reduceMotion {
          // Keep the paused pose in step with the mood.
          riveViewModel.pause()
          riveViewModel.setInput("mood", value: Double(newMood))
        } else {
          riveViewModel.setInput("mood", value: Double(newMood))
        }
      }
      .onChange(of: savedCount) { riveViewModel.triggerInput("celebrate") }
  }
}
