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
      let machine = try await artboard.createStateMachine("Mood", binding: instance)
      self.instance = instance
      rive = try await Rive(file: file, artboard: artboard, stateMachine: machine)
    } catch {
      rive = nil
    }
  }

  func setMood(_ mood: Int) {
    instance?.setValue(of: NumberProperty(path: "mood"), to: Float(mood))
  }
}
