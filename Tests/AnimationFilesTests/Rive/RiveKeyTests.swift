import TestSupport
import Testing

@testable import AnimationFiles

/// The keys the tests write (`RiveKey`, in TestSupport) are the runtime's, as the generated
/// definitions give them: a key copied wrong would build files no runtime writes.
struct RiveKeyTests {
  @Test func typeKeysNameTheRuntimeTypes() {
    let types: [(key: UInt64, name: String)] = [
      (RiveKey.backboard, "Backboard"), (RiveKey.artboard, "Artboard"),
      (RiveKey.linearAnimation, "LinearAnimation"), (RiveKey.stateMachine, "StateMachine"),
      (RiveKey.stateMachineNumber, "StateMachineNumber"),
      (RiveKey.stateMachineTrigger, "StateMachineTrigger"),
      (RiveKey.stateMachineBool, "StateMachineBool"), (RiveKey.event, "Event"),
      (RiveKey.openUrlEvent, "OpenUrlEvent"), (RiveKey.audioEvent, "AudioEvent"),
      (RiveKey.viewModel, "ViewModel"), (RiveKey.viewModelInstance, "ViewModelInstance"),
      (RiveKey.viewModelPropertyNumber, "ViewModelPropertyNumber"),
      (RiveKey.viewModelPropertyBoolean, "ViewModelPropertyBoolean"),
      (RiveKey.viewModelPropertyTrigger, "ViewModelPropertyTrigger"),
      (RiveKey.viewModelPropertyEnumCustom, "ViewModelPropertyEnumCustom"),
      (RiveKey.nodeShape, "Shape"), (RiveKey.keyedObject, "KeyedObject"),
      (RiveKey.keyedProperty, "KeyedProperty"), (RiveKey.keyFrameDouble, "KeyFrameDouble"),
    ]
    for type in types {
      #expect(RiveDefinitions.objectTypes[UInt32(type.key)]?.name == type.name, "\(type.key)")
    }
  }

  @Test func propertyKeysAreTheGeneratedOnes() {
    typealias Generated = RiveDefinitions.PropertyKey
    let properties: [(key: UInt64, generated: UInt32)] = [
      (RiveKey.componentName, Generated.componentName),
      (RiveKey.width, Generated.layoutComponentWidth),
      (RiveKey.height, Generated.layoutComponentHeight),
      (RiveKey.animationName, Generated.animationName),
      (RiveKey.fps, Generated.linearAnimationFps),
      (RiveKey.duration, Generated.linearAnimationDuration),
      (RiveKey.speed, Generated.linearAnimationSpeed),
      (RiveKey.loop, Generated.linearAnimationLoopValue),
      (RiveKey.workStart, Generated.linearAnimationWorkStart),
      (RiveKey.workEnd, Generated.linearAnimationWorkEnd),
      (RiveKey.enableWorkArea, Generated.linearAnimationEnableWorkArea),
      (RiveKey.inputName, Generated.stateMachineComponentName),
      (RiveKey.numberValue, Generated.stateMachineNumberValue),
      (RiveKey.boolValue, Generated.stateMachineBoolValue),
      (RiveKey.url, Generated.openUrlEventUrl),
      (RiveKey.viewModelComponentName, Generated.viewModelComponentName),
      (RiveKey.viewModelId, Generated.viewModelInstanceViewModelId),
      (RiveKey.nodeX, Generated.nodeX), (RiveKey.nodeY, Generated.nodeY),
      (RiveKey.scaleX, Generated.transformComponentScaleX),
      (RiveKey.objectId, Generated.keyedObjectObjectId),
      (RiveKey.propertyKey, Generated.keyedPropertyPropertyKey),
      (RiveKey.keyFrameValue, Generated.keyFrameDoubleValue),
    ]
    for property in properties {
      #expect(UInt32(property.key) == property.generated, "\(property.key)")
    }
    // The reader names no constant for these: their field types say they are the right ones.
    #expect(RiveDefinitions.fieldTypes[UInt32(RiveKey.fillColor)] == .color)
    #expect(RiveDefinitions.fieldTypes[UInt32(RiveKey.assetBytes)] == .bytes)
    #expect(RiveDefinitions.fieldTypes[UInt32(RiveKey.keyFrameFrame)] == .uint)
  }
}
