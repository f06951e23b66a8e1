import AnimationFiles
import Foundation

/// A `.riv` file split into artboards as the runtime's importer splits it: each artboard's
/// components by id (the artboard itself is id 0), its timeline animations and its state
/// machines, each in file order.
package struct RiveArtboardFile: Sendable {
  /// The display name the file was read under.
  package let fileName: String
  /// The artboards, in file order.
  package let artboards: [RiveArtboardDefinition]

  /// Reads `data` as a `.riv` file.
  ///
  /// - Throws: `AnimationFileError` when the file cannot be read.
  package init(data: Data, fileName: String) throws(AnimationFileError) {
    let objects = try RiveObjects(data: data, fileName: fileName)
    self.fileName = fileName
    var artboards = Self.artboards(of: objects.objects)
    let assets = RiveFileAsset.assets(of: objects.objects)
    for index in artboards.indices {
      artboards[index].index = index
      artboards[index].assets = assets
    }
    let library = RiveArtboardLibrary(artboards: artboards)
    for index in artboards.indices { artboards[index].library = library }
    self.artboards = artboards
  }

  /// The artboard named `name`, or the first one when `name` is nil (as the runtime's default
  /// artboard is).
  package func artboard(named name: String?) -> RiveArtboardDefinition? {
    guard let name else { return artboards.first }
    return artboards.first { $0.name == name }
  }

  private static func artboards(of objects: [RiveObject]) -> [RiveArtboardDefinition] {
    var result: [RiveArtboardDefinition] = []
    /// What the objects after an animation or state machine belong to.
    enum Section { case components, animation, stateMachine, other }
    var section = Section.other
    for object in objects {
      let type = object.typeKey
      if RiveObjectTypes.type(type, isKindOf: RiveTypeKey.artboard) {
        result.append(RiveArtboardDefinition(artboard: object))
        section = .components
        continue
      }
      guard !result.isEmpty else { continue }
      let last = result.count - 1
      if RiveObjectTypes.type(type, isKindOf: RiveTypeKey.linearAnimation) {
        result[last].animations.append(RiveTimeline(animation: object))
        section = .animation
      } else if RiveObjectTypes.type(type, isKindOf: RiveTypeKey.stateMachine) {
        result[last].stateMachines.append(RiveStateMachineDefinition(machine: object))
        section = .stateMachine
      } else if section == .animation, RiveTimeline.isPart(type) {
        result[last].animations[result[last].animations.count - 1].add(object)
      } else if section == .stateMachine, RiveStateMachineDefinition.isPart(type) {
        result[last].stateMachines[result[last].stateMachines.count - 1].add(object)
      } else if !RiveObjectTypes.isInstantiable(type) {
        // A type the runtime cannot make (unknown or abstract) is read as a null object, which
        // keeps its place among the artboard's ids.
        if section == .components { result[last].components.append(nil) }
      } else if Self.isArtboardObject(type) {
        // Components and interpolators join the artboard's list wherever they appear: the
        // importer gives them to the artboard on its stack.
        result[last].components.append(RiveComponent(object))
      } else if !RiveObjectTypes.type(type, isKindOf: RiveTypeKey.linearAnimation) {
        result[last].otherObjects.append(object.typeName)
      }
    }
    return result
  }

  /// Objects the runtime adds to an artboard's list of objects (ids index it).
  static func isArtboardObject(_ type: UInt32) -> Bool {
    RiveObjectTypes.type(type, isKindOf: RiveTypeKey.component)
      || RiveObjectTypes.type(type, isKindOf: RiveTypeKey.keyFrameInterpolator)
  }
}

/// One artboard of a file, as read: what an instance starts from.
package struct RiveArtboardDefinition: Sendable {
  /// The artboard's components by id; id 0 is the artboard.
  var components: [RiveComponent?]
  /// The timeline animations, in file order.
  package internal(set) var animations: [RiveTimeline] = []
  /// The state machines, in file order.
  package internal(set) var stateMachines: [RiveStateMachineDefinition] = []
  /// Names of objects that belong to neither (view models, assets, data binds): kept to name
  /// what a still leaves out.
  var otherObjects: [String] = []
  /// The artboard's place among the file's artboards.
  var index = 0
  /// The file's assets, which its images draw.
  var assets: [RiveFileAsset] = []
  /// The file's artboards, for its nested artboards to instance.
  var library: RiveArtboardLibrary?

  init(artboard: RiveObject) {
    components = [RiveComponent(artboard)]
  }

  /// The artboard's name.
  package var name: String { components[0]?.string(RivePropertyKey.componentName) ?? "" }
  /// Width in artboard units.
  package var width: Double { components[0]?.number(RivePropertyKey.layoutComponentWidth) ?? 0 }
  /// Height in artboard units.
  package var height: Double { components[0]?.number(RivePropertyKey.layoutComponentHeight) ?? 0 }

  /// The timeline animation named `name`.
  package func animation(named name: String) -> RiveTimeline? {
    animations.first { $0.name == name }
  }

  /// The state machine named `name`.
  package func stateMachine(named name: String) -> RiveStateMachineDefinition? {
    stateMachines.first { $0.name == name }
  }
}
