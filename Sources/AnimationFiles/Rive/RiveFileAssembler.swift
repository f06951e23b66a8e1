/// The objects the reader reports on, classified by their type's `extends` chain so subtypes
/// (an `OpenUrlEvent` is an `Event`) are recognised.
enum RiveObjectKind: Equatable {
  case backboard
  case artboard
  case linearAnimation
  case stateMachine
  case booleanInput
  case numberInput
  case triggerInput
  case event
  case viewModel
  case viewModelProperty
  case viewModelInstance
  case keyedObject
  case keyedProperty
  case keyFrameDouble
  case other

  init(typeKey: UInt32) {
    typealias Key = RiveDefinitions.TypeKey
    let table: [(UInt32, RiveObjectKind)] = [
      (Key.backboard, .backboard),
      (Key.artboard, .artboard),
      (Key.linearAnimation, .linearAnimation),
      (Key.stateMachine, .stateMachine),
      (Key.stateMachineBool, .booleanInput),
      (Key.stateMachineNumber, .numberInput),
      (Key.stateMachineTrigger, .triggerInput),
      (Key.event, .event),
      (Key.viewModel, .viewModel),
      (Key.viewModelProperty, .viewModelProperty),
      (Key.viewModelInstance, .viewModelInstance),
      (Key.keyedObject, .keyedObject),
      (Key.keyedProperty, .keyedProperty),
      (Key.keyFrameDouble, .keyFrameDouble),
    ]
    self = table.first { RiveDefinitions.type(typeKey, isKindOf: $0.0) }?.1 ?? .other
  }
}

/// Builds a `RiveFile` from objects in file order, giving each object the owner the runtime's
/// importer gives it: animations, state machines and events belong to the last artboard before
/// them, inputs to the last state machine, view-model properties to the last view model, and
/// view-model instances to the view model their `viewModelId` indexes, keyed objects to the last
/// animation and keyframes to the last keyed property. Objects with no owner are dropped, as the
/// runtime drops them.
struct RiveFileAssembler {
  private typealias Property = RiveDefinitions.PropertyKey

  private struct ArtboardDraft {
    var name: String
    var width: Float
    var height: Float
    var animations: [RiveLinearAnimation] = []
    var movements: [MovementRecorder] = []
    var stateMachines: [StateMachineDraft] = []
    var events: [RiveEvent] = []
  }

  private struct StateMachineDraft {
    var name: String
    var inputs: [RiveStateMachineInput] = []
  }

  private struct ViewModelDraft {
    var name: String
    var properties: [RiveViewModelProperty] = []
    var instances: [RiveViewModelInstance] = []
  }

  private var artboards: [ArtboardDraft] = []
  private var lastStateMachine: (artboard: Int, machine: Int)?
  private var viewModels: [ViewModelDraft] = []
  private var hasBackboard = false
  /// The keyed object and property the next keyframes belong to, in the last animation.
  private var keyedObject: UInt32?
  private var keyedProperty: UInt32?

  mutating func add(_ object: RiveObjectRecord) {
    switch object.kind {
    case .backboard:
      hasBackboard = true
    case .artboard:
      artboards.append(
        ArtboardDraft(
          name: object.string(Property.componentName) ?? "",
          width: object.float(Property.layoutComponentWidth) ?? 0,
          height: object.float(Property.layoutComponentHeight) ?? 0))
    case .linearAnimation:
      guard !artboards.isEmpty else { return }
      artboards[artboards.count - 1].animations.append(Self.linearAnimation(object))
      artboards[artboards.count - 1].movements.append(MovementRecorder())
      keyedObject = nil
      keyedProperty = nil
    case .keyedObject:
      keyedObject = object.uint32(Property.keyedObjectObjectId) ?? 0
      keyedProperty = nil
    case .keyedProperty:
      keyedProperty = object.uint32(Property.keyedPropertyPropertyKey)
    case .keyFrameDouble:
      recordKeyFrame(object)
    case .stateMachine:
      guard !artboards.isEmpty else { return }
      let name = object.string(Property.animationName) ?? ""
      artboards[artboards.count - 1].stateMachines.append(StateMachineDraft(name: name))
      lastStateMachine = (
        artboards.count - 1, artboards[artboards.count - 1].stateMachines.count - 1
      )
    case .booleanInput, .numberInput, .triggerInput:
      guard let (artboard, machine) = lastStateMachine else { return }
      artboards[artboard].stateMachines[machine].inputs.append(Self.input(object))
    case .event:
      guard !artboards.isEmpty else { return }
      artboards[artboards.count - 1].events.append(Self.event(object))
    case .viewModel:
      viewModels.append(ViewModelDraft(name: object.string(Property.viewModelComponentName) ?? ""))
    case .viewModelProperty:
      guard !viewModels.isEmpty else { return }
      viewModels[viewModels.count - 1].properties.append(
        RiveViewModelProperty(
          name: object.string(Property.viewModelComponentName) ?? "",
          kind: Self.propertyKind(object.typeKey)))
    case .viewModelInstance:
      // The runtime files an instance under the view model its id indexes, among those read.
      let index = Int(object.uint32(Property.viewModelInstanceViewModelId) ?? 0)
      guard hasBackboard, viewModels.indices.contains(index) else { return }
      viewModels[index].instances.append(
        RiveViewModelInstance(name: object.string(Property.componentName) ?? ""))
    case .other:
      return
    }
  }

  func file(fileName: String, majorVersion: Int, minorVersion: Int, fileID: UInt64) -> RiveFile {
    RiveFile(
      fileName: fileName,
      majorVersion: majorVersion,
      minorVersion: minorVersion,
      fileID: fileID,
      artboards: artboards.map { artboard in
        RiveArtboard(
          name: artboard.name,
          width: artboard.width,
          height: artboard.height,
          animations: zip(artboard.animations, artboard.movements).map { animation, recorder in
            var animation = animation
            animation.movement = recorder.movement(
              width: Double(artboard.width), height: Double(artboard.height))
            return animation
          },
          stateMachines: artboard.stateMachines.map {
            RiveStateMachine(name: $0.name, inputs: $0.inputs)
          },
          events: artboard.events)
      },
      viewModels: viewModels.map {
        RiveViewModel(name: $0.name, properties: $0.properties, instances: $0.instances)
      })
  }

  /// Records a keyframed x, y or scale of a node in the last animation.
  private mutating func recordKeyFrame(_ object: RiveObjectRecord) {
    guard let keyedObject, let keyedProperty, let artboard = artboards.indices.last,
      let animation = artboards[artboard].movements.indices.last
    else { return }
    // The runtime's initial value, which files leave out.
    let value = Double(object.float(Property.keyFrameDoubleValue) ?? 0)
    let id = "node \(keyedObject)"
    switch keyedProperty {
    case Property.nodeX:
      artboards[artboard].movements[animation].position(of: id, named: id, x: value)
    case Property.nodeY:
      artboards[artboard].movements[animation].position(of: id, named: id, y: value)
    case Property.transformComponentScaleX, Property.transformComponentScaleY:
      artboards[artboard].movements[animation].scale(of: id, named: id, value)
    default:
      return
    }
  }

  // Defaults are the definitions' initial values: files leave them out.
  private static func linearAnimation(_ object: RiveObjectRecord) -> RiveLinearAnimation {
    let workAreaEnabled = object.bool(Property.linearAnimationEnableWorkArea) ?? false
    // workStart and workEnd default to -1 stored in a uint, as in the runtime.
    let workArea =
      workAreaEnabled
      ? RiveWorkArea(
        startFrame: object.uint32(Property.linearAnimationWorkStart) ?? .max,
        endFrame: object.uint32(Property.linearAnimationWorkEnd) ?? .max)
      : nil
    return RiveLinearAnimation(
      name: object.string(Property.animationName) ?? "",
      fps: object.uint32(Property.linearAnimationFps) ?? 60,
      durationFrames: object.uint32(Property.linearAnimationDuration) ?? 60,
      speed: object.float(Property.linearAnimationSpeed) ?? 1,
      loop: RiveLoop(value: object.uint32(Property.linearAnimationLoopValue) ?? 0),
      workArea: workArea)
  }

  private static func input(_ object: RiveObjectRecord) -> RiveStateMachineInput {
    let kind: RiveStateMachineInput.Kind
    switch object.kind {
    case .booleanInput:
      kind = .boolean(defaultValue: object.bool(Property.stateMachineBoolValue) ?? false)
    case .numberInput:
      kind = .number(defaultValue: object.float(Property.stateMachineNumberValue) ?? 0)
    default:
      kind = .trigger
    }
    return RiveStateMachineInput(
      name: object.string(Property.stateMachineComponentName) ?? "", kind: kind)
  }

  private static func event(_ object: RiveObjectRecord) -> RiveEvent {
    typealias Key = RiveDefinitions.TypeKey
    let kind: RiveEvent.Kind
    if RiveDefinitions.type(object.typeKey, isKindOf: Key.openUrlEvent) {
      kind = .openURL(object.string(Property.openUrlEventUrl) ?? "")
    } else if RiveDefinitions.type(object.typeKey, isKindOf: Key.audioEvent) {
      kind = .audio
    } else {
      kind = .general
    }
    return RiveEvent(name: object.string(Property.componentName) ?? "", kind: kind)
  }

  private static func propertyKind(_ typeKey: UInt32) -> RiveViewModelProperty.Kind {
    typealias Key = RiveDefinitions.TypeKey
    let kinds: [(UInt32, RiveViewModelProperty.Kind)] = [
      (Key.viewModelPropertyNumber, .number),
      (Key.viewModelPropertyString, .string),
      (Key.viewModelPropertyBoolean, .boolean),
      (Key.viewModelPropertyColor, .color),
      (Key.viewModelPropertyTrigger, .trigger),
      (Key.viewModelPropertyEnum, .enumeration),
      (Key.viewModelPropertyList, .list),
      (Key.viewModelPropertyViewModel, .viewModel),
      (Key.viewModelPropertyArtboard, .artboard),
      (Key.viewModelPropertyAssetImage, .image),
      (Key.viewModelPropertyAssetFont, .font),
      (Key.viewModelPropertyAssetBlob, .blob),
    ]
    if let kind = kinds.first(where: { RiveDefinitions.type(typeKey, isKindOf: $0.0) })?.1 {
      return kind
    }
    return .other(RiveDefinitions.objectTypes[typeKey]?.name ?? "type \(typeKey)")
  }
}
