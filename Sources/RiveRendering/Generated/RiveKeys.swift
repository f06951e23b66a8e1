// Generated from the Rive runtime definitions (../shared/reference/rive-defs).
// Do not edit by hand. Regenerate from the repository root with:
//
//   python3 Scripts/generate_rive_definitions.py

/// Type keys the renderer refers to by name.
enum RiveTypeKey {
  /// Component
  static let component: UInt32 = 10
  /// Artboard
  static let artboard: UInt32 = 1
  /// Node
  static let node: UInt32 = 2
  /// Drawable
  static let drawable: UInt32 = 13
  /// TransformComponent
  static let transformComponent: UInt32 = 38
  /// WorldTransformComponent
  static let worldTransformComponent: UInt32 = 91
  /// Shape
  static let shape: UInt32 = 3
  /// Path
  static let path: UInt32 = 12
  /// PointsPath
  static let pointsPath: UInt32 = 16
  /// ParametricPath
  static let parametricPath: UInt32 = 15
  /// Rectangle
  static let rectangle: UInt32 = 7
  /// Ellipse
  static let ellipse: UInt32 = 4
  /// Triangle
  static let triangle: UInt32 = 8
  /// Polygon
  static let polygon: UInt32 = 51
  /// Star
  static let star: UInt32 = 52
  /// Vertex
  static let vertex: UInt32 = 107
  /// PathVertex
  static let pathVertex: UInt32 = 14
  /// StraightVertex
  static let straightVertex: UInt32 = 5
  /// CubicVertex
  static let cubicVertex: UInt32 = 36
  /// CubicDetachedVertex
  static let cubicDetachedVertex: UInt32 = 6
  /// CubicMirroredVertex
  static let cubicMirroredVertex: UInt32 = 35
  /// CubicAsymmetricVertex
  static let cubicAsymmetricVertex: UInt32 = 34
  /// ShapePaint
  static let shapePaint: UInt32 = 21
  /// Fill
  static let fill: UInt32 = 20
  /// Stroke
  static let stroke: UInt32 = 24
  /// SolidColor
  static let solidColor: UInt32 = 18
  /// LinearGradient
  static let linearGradient: UInt32 = 22
  /// RadialGradient
  static let radialGradient: UInt32 = 17
  /// GradientStop
  static let gradientStop: UInt32 = 19
  /// ClippingShape
  static let clippingShape: UInt32 = 42
  /// Solo
  static let solo: UInt32 = 147
  /// KeyFrameInterpolator
  static let keyFrameInterpolator: UInt32 = 175
  /// CubicInterpolator
  static let cubicInterpolator: UInt32 = 139
  /// CubicEaseInterpolator
  static let cubicEaseInterpolator: UInt32 = 28
  /// CubicValueInterpolator
  static let cubicValueInterpolator: UInt32 = 138
  /// ElasticInterpolator
  static let elasticInterpolator: UInt32 = 174
  /// LinearAnimation
  static let linearAnimation: UInt32 = 31
  /// KeyedObject
  static let keyedObject: UInt32 = 25
  /// KeyedProperty
  static let keyedProperty: UInt32 = 26
  /// KeyFrame
  static let keyFrame: UInt32 = 29
  /// InterpolatingKeyFrame
  static let interpolatingKeyFrame: UInt32 = 170
  /// KeyFrameDouble
  static let keyFrameDouble: UInt32 = 30
  /// KeyFrameColor
  static let keyFrameColor: UInt32 = 37
  /// KeyFrameBool
  static let keyFrameBool: UInt32 = 84
  /// KeyFrameId
  static let keyFrameId: UInt32 = 50
  /// KeyFrameUint
  static let keyFrameUint: UInt32 = 450
  /// KeyFrameInt
  static let keyFrameInt: UInt32 = 1067
  /// StateMachine
  static let stateMachine: UInt32 = 53
  /// StateMachineLayer
  static let stateMachineLayer: UInt32 = 57
  /// StateMachineInput
  static let stateMachineInput: UInt32 = 55
  /// StateMachineBool
  static let stateMachineBool: UInt32 = 59
  /// StateMachineNumber
  static let stateMachineNumber: UInt32 = 56
  /// StateMachineTrigger
  static let stateMachineTrigger: UInt32 = 58
  /// LayerState
  static let layerState: UInt32 = 60
  /// EntryState
  static let entryState: UInt32 = 63
  /// ExitState
  static let exitState: UInt32 = 64
  /// AnyState
  static let anyState: UInt32 = 62
  /// AnimationState
  static let animationState: UInt32 = 61
  /// StateTransition
  static let stateTransition: UInt32 = 65
  /// TransitionCondition
  static let transitionCondition: UInt32 = 476
  /// TransitionBoolCondition
  static let transitionBoolCondition: UInt32 = 71
  /// TransitionNumberCondition
  static let transitionNumberCondition: UInt32 = 70
  /// TransitionTriggerCondition
  static let transitionTriggerCondition: UInt32 = 68
  /// TransitionValueCondition
  static let transitionValueCondition: UInt32 = 69
  /// Event
  static let event: UInt32 = 128
  /// StateMachineListener
  static let stateMachineListener: UInt32 = 654
  /// StateMachineFireAction
  static let stateMachineFireAction: UInt32 = 615
  /// CustomProperty
  static let customProperty: UInt32 = 167
  /// LayoutComponentStyle
  static let layoutComponentStyle: UInt32 = 420
  /// KeyFrameCallback
  static let keyFrameCallback: UInt32 = 171
  /// StateMachineListenerSingle
  static let stateMachineListenerSingle: UInt32 = 114
  /// TrimPath
  static let trimPath: UInt32 = 47
  /// Constraint
  static let constraint: UInt32 = 79
  /// FocusData
  static let focusData: UInt32 = 653
  /// SemanticData
  static let semanticData: UInt32 = 668
  /// NestedArtboard
  static let nestedArtboard: UInt32 = 92
  /// NestedAnimation
  static let nestedAnimation: UInt32 = 93
  /// NestedSimpleAnimation
  static let nestedSimpleAnimation: UInt32 = 96
  /// NestedRemapAnimation
  static let nestedRemapAnimation: UInt32 = 98
  /// NestedStateMachine
  static let nestedStateMachine: UInt32 = 95
  /// NestedInput
  static let nestedInput: UInt32 = 121
  /// NestedBool
  static let nestedBool: UInt32 = 123
  /// NestedNumber
  static let nestedNumber: UInt32 = 124
  /// NestedTrigger
  static let nestedTrigger: UInt32 = 122
  /// Bone
  static let bone: UInt32 = 40
  /// RootBone
  static let rootBone: UInt32 = 41
  /// Skin
  static let skin: UInt32 = 43
  /// Tendon
  static let tendon: UInt32 = 44
  /// Weight
  static let weight: UInt32 = 45
  /// CubicWeight
  static let cubicWeight: UInt32 = 46
  /// DrawRules
  static let drawRules: UInt32 = 49
  /// DrawTarget
  static let drawTarget: UInt32 = 48
  /// Image
  static let image: UInt32 = 100
  /// FileAsset
  static let fileAsset: UInt32 = 103
  /// ImageAsset
  static let imageAsset: UInt32 = 105
  /// FileAssetContents
  static let fileAssetContents: UInt32 = 106
  /// TargetedConstraint
  static let targetedConstraint: UInt32 = 80
  /// TransformSpaceConstraint
  static let transformSpaceConstraint: UInt32 = 90
  /// TransformComponentConstraint
  static let transformComponentConstraint: UInt32 = 85
  /// TransformComponentConstraintY
  static let transformComponentConstraintY: UInt32 = 86
  /// TranslationConstraint
  static let translationConstraint: UInt32 = 87
  /// RotationConstraint
  static let rotationConstraint: UInt32 = 89
  /// ScaleConstraint
  static let scaleConstraint: UInt32 = 88
  /// TransformConstraint
  static let transformConstraint: UInt32 = 83
  /// DistanceConstraint
  static let distanceConstraint: UInt32 = 82
  /// FollowPathConstraint
  static let followPathConstraint: UInt32 = 165
  /// IKConstraint
  static let iKConstraint: UInt32 = 81
}

/// Property keys the renderer refers to by name.
enum RivePropertyKey {
  /// Component.name
  static let componentName: UInt32 = 4
  /// Component.parentId
  static let componentParentId: UInt32 = 5
  /// LayoutComponent.width
  static let layoutComponentWidth: UInt32 = 7
  /// LayoutComponent.height
  static let layoutComponentHeight: UInt32 = 8
  /// LayoutComponent.clip
  static let layoutComponentClip: UInt32 = 196
  /// LayoutComponent.styleId
  static let layoutComponentStyleId: UInt32 = 494
  /// StateMachineListenerSingle.listenerTypeValue
  static let stateMachineListenerSingleListenerTypeValue: UInt32 = 225
  /// TrimPath.start
  static let trimPathStart: UInt32 = 114
  /// TrimPath.end
  static let trimPathEnd: UInt32 = 115
  /// TrimPath.offset
  static let trimPathOffset: UInt32 = 116
  /// TrimPath.modeValue
  static let trimPathModeValue: UInt32 = 117
  /// LayoutSizingStyle.layoutWidthScaleType
  static let layoutSizingStyleLayoutWidthScaleType: UInt32 = 655
  /// LayoutSizingStyle.layoutHeightScaleType
  static let layoutSizingStyleLayoutHeightScaleType: UInt32 = 656
  /// LayoutSizingStyle.widthUnitsValue
  static let layoutSizingStyleWidthUnitsValue: UInt32 = 607
  /// LayoutSizingStyle.heightUnitsValue
  static let layoutSizingStyleHeightUnitsValue: UInt32 = 608
  /// LayoutSizingStyle.displayValue
  static let layoutSizingStyleDisplayValue: UInt32 = 596
  /// LayoutSizingStyle.minWidth
  static let layoutSizingStyleMinWidth: UInt32 = 502
  /// LayoutSizingStyle.minWidthUnitsValue
  static let layoutSizingStyleMinWidthUnitsValue: UInt32 = 627
  /// LayoutSizingStyle.maxWidth
  static let layoutSizingStyleMaxWidth: UInt32 = 500
  /// LayoutSizingStyle.maxWidthUnitsValue
  static let layoutSizingStyleMaxWidthUnitsValue: UInt32 = 629
  /// LayoutSizingStyle.minHeight
  static let layoutSizingStyleMinHeight: UInt32 = 503
  /// LayoutSizingStyle.minHeightUnitsValue
  static let layoutSizingStyleMinHeightUnitsValue: UInt32 = 628
  /// LayoutSizingStyle.maxHeight
  static let layoutSizingStyleMaxHeight: UInt32 = 501
  /// LayoutSizingStyle.maxHeightUnitsValue
  static let layoutSizingStyleMaxHeightUnitsValue: UInt32 = 630
  /// LayoutComponentStyle.intrinsicallySizedValue
  static let layoutComponentStyleIntrinsicallySizedValue: UInt32 = 606
  /// LayoutComponentStyle.aspectRatio
  static let layoutComponentStyleAspectRatio: UInt32 = 524
  /// LayoutComponentStyle.paddingLeft
  static let layoutComponentStylePaddingLeft: UInt32 = 512
  /// LayoutComponentStyle.paddingRight
  static let layoutComponentStylePaddingRight: UInt32 = 513
  /// LayoutComponentStyle.paddingTop
  static let layoutComponentStylePaddingTop: UInt32 = 514
  /// LayoutComponentStyle.paddingBottom
  static let layoutComponentStylePaddingBottom: UInt32 = 515
  /// LayoutComponentStyle.paddingLeftUnitsValue
  static let layoutComponentStylePaddingLeftUnitsValue: UInt32 = 617
  /// LayoutComponentStyle.paddingRightUnitsValue
  static let layoutComponentStylePaddingRightUnitsValue: UInt32 = 618
  /// LayoutComponentStyle.paddingTopUnitsValue
  static let layoutComponentStylePaddingTopUnitsValue: UInt32 = 619
  /// LayoutComponentStyle.paddingBottomUnitsValue
  static let layoutComponentStylePaddingBottomUnitsValue: UInt32 = 620
  /// LayoutComponentStyle.borderLeft
  static let layoutComponentStyleBorderLeft: UInt32 = 504
  /// LayoutComponentStyle.borderRight
  static let layoutComponentStyleBorderRight: UInt32 = 505
  /// LayoutComponentStyle.borderTop
  static let layoutComponentStyleBorderTop: UInt32 = 506
  /// LayoutComponentStyle.borderBottom
  static let layoutComponentStyleBorderBottom: UInt32 = 507
  /// Artboard.originX
  static let artboardOriginX: UInt32 = 11
  /// Artboard.originY
  static let artboardOriginY: UInt32 = 12
  /// Node.x
  static let nodeX: UInt32 = 13
  /// Node.y
  static let nodeY: UInt32 = 14
  /// TransformComponent.rotation
  static let transformComponentRotation: UInt32 = 15
  /// TransformComponent.scaleX
  static let transformComponentScaleX: UInt32 = 16
  /// TransformComponent.scaleY
  static let transformComponentScaleY: UInt32 = 17
  /// WorldTransformComponent.opacity
  static let worldTransformComponentOpacity: UInt32 = 18
  /// Drawable.blendModeValue
  static let drawableBlendModeValue: UInt32 = 23
  /// Drawable.drawableFlags
  static let drawableDrawableFlags: UInt32 = 129
  /// NestedArtboard.artboardId
  static let nestedArtboardArtboardId: UInt32 = 197
  /// NestedArtboard.isPaused
  static let nestedArtboardIsPaused: UInt32 = 895
  /// NestedArtboard.speed
  static let nestedArtboardSpeed: UInt32 = 907
  /// NestedArtboard.quantize
  static let nestedArtboardQuantize: UInt32 = 908
  /// NestedAnimation.animationId
  static let nestedAnimationAnimationId: UInt32 = 198
  /// NestedLinearAnimation.mix
  static let nestedLinearAnimationMix: UInt32 = 200
  /// NestedSimpleAnimation.speed
  static let nestedSimpleAnimationSpeed: UInt32 = 199
  /// NestedSimpleAnimation.isPlaying
  static let nestedSimpleAnimationIsPlaying: UInt32 = 201
  /// NestedRemapAnimation.time
  static let nestedRemapAnimationTime: UInt32 = 202
  /// NestedInput.inputId
  static let nestedInputInputId: UInt32 = 237
  /// NestedBool.nestedValue
  static let nestedBoolNestedValue: UInt32 = 238
  /// NestedNumber.nestedValue
  static let nestedNumberNestedValue: UInt32 = 239
  /// ParametricPath.width
  static let parametricPathWidth: UInt32 = 20
  /// ParametricPath.height
  static let parametricPathHeight: UInt32 = 21
  /// ParametricPath.originX
  static let parametricPathOriginX: UInt32 = 123
  /// ParametricPath.originY
  static let parametricPathOriginY: UInt32 = 124
  /// Rectangle.linkCornerRadius
  static let rectangleLinkCornerRadius: UInt32 = 164
  /// Rectangle.cornerRadiusTL
  static let rectangleCornerRadiusTL: UInt32 = 31
  /// Rectangle.cornerRadiusTR
  static let rectangleCornerRadiusTR: UInt32 = 161
  /// Rectangle.cornerRadiusBL
  static let rectangleCornerRadiusBL: UInt32 = 162
  /// Rectangle.cornerRadiusBR
  static let rectangleCornerRadiusBR: UInt32 = 163
  /// Polygon.points
  static let polygonPoints: UInt32 = 125
  /// Polygon.cornerRadius
  static let polygonCornerRadius: UInt32 = 126
  /// Star.innerRadius
  static let starInnerRadius: UInt32 = 127
  /// PointsCommonPath.isClosed
  static let pointsCommonPathIsClosed: UInt32 = 32
  /// Path.pathFlags
  static let pathPathFlags: UInt32 = 128
  /// Vertex.x
  static let vertexX: UInt32 = 24
  /// Vertex.y
  static let vertexY: UInt32 = 25
  /// StraightVertex.radius
  static let straightVertexRadius: UInt32 = 26
  /// CubicDetachedVertex.inRotation
  static let cubicDetachedVertexInRotation: UInt32 = 84
  /// CubicDetachedVertex.inDistance
  static let cubicDetachedVertexInDistance: UInt32 = 85
  /// CubicDetachedVertex.outRotation
  static let cubicDetachedVertexOutRotation: UInt32 = 86
  /// CubicDetachedVertex.outDistance
  static let cubicDetachedVertexOutDistance: UInt32 = 87
  /// CubicMirroredVertex.rotation
  static let cubicMirroredVertexRotation: UInt32 = 82
  /// CubicMirroredVertex.distance
  static let cubicMirroredVertexDistance: UInt32 = 83
  /// CubicAsymmetricVertex.rotation
  static let cubicAsymmetricVertexRotation: UInt32 = 79
  /// CubicAsymmetricVertex.inDistance
  static let cubicAsymmetricVertexInDistance: UInt32 = 80
  /// CubicAsymmetricVertex.outDistance
  static let cubicAsymmetricVertexOutDistance: UInt32 = 81
  /// ShapePaint.isVisible
  static let shapePaintIsVisible: UInt32 = 41
  /// ShapePaint.blendModeValue
  static let shapePaintBlendModeValue: UInt32 = 747
  /// Fill.fillRule
  static let fillFillRule: UInt32 = 40
  /// Stroke.thickness
  static let strokeThickness: UInt32 = 47
  /// Stroke.cap
  static let strokeCap: UInt32 = 48
  /// Stroke.join
  static let strokeJoin: UInt32 = 49
  /// Stroke.transformAffectsStroke
  static let strokeTransformAffectsStroke: UInt32 = 50
  /// SolidColor.colorValue
  static let solidColorColorValue: UInt32 = 37
  /// LinearGradient.startX
  static let linearGradientStartX: UInt32 = 42
  /// LinearGradient.startY
  static let linearGradientStartY: UInt32 = 33
  /// LinearGradient.endX
  static let linearGradientEndX: UInt32 = 34
  /// LinearGradient.endY
  static let linearGradientEndY: UInt32 = 35
  /// LinearGradient.opacity
  static let linearGradientOpacity: UInt32 = 46
  /// GradientStop.colorValue
  static let gradientStopColorValue: UInt32 = 38
  /// GradientStop.position
  static let gradientStopPosition: UInt32 = 39
  /// ClippingShape.sourceId
  static let clippingShapeSourceId: UInt32 = 92
  /// ClippingShape.fillRule
  static let clippingShapeFillRule: UInt32 = 93
  /// ClippingShape.isVisible
  static let clippingShapeIsVisible: UInt32 = 94
  /// Solo.activeComponentId
  static let soloActiveComponentId: UInt32 = 296
  /// CubicInterpolator.x1
  static let cubicInterpolatorX1: UInt32 = 63
  /// CubicInterpolator.y1
  static let cubicInterpolatorY1: UInt32 = 64
  /// CubicInterpolator.x2
  static let cubicInterpolatorX2: UInt32 = 65
  /// CubicInterpolator.y2
  static let cubicInterpolatorY2: UInt32 = 66
  /// ElasticInterpolator.easingValue
  static let elasticInterpolatorEasingValue: UInt32 = 405
  /// ElasticInterpolator.amplitude
  static let elasticInterpolatorAmplitude: UInt32 = 406
  /// ElasticInterpolator.period
  static let elasticInterpolatorPeriod: UInt32 = 407
  /// Animation.name
  static let animationName: UInt32 = 55
  /// LinearAnimation.fps
  static let linearAnimationFps: UInt32 = 56
  /// LinearAnimation.duration
  static let linearAnimationDuration: UInt32 = 57
  /// LinearAnimation.speed
  static let linearAnimationSpeed: UInt32 = 58
  /// LinearAnimation.loopValue
  static let linearAnimationLoopValue: UInt32 = 59
  /// LinearAnimation.workStart
  static let linearAnimationWorkStart: UInt32 = 60
  /// LinearAnimation.workEnd
  static let linearAnimationWorkEnd: UInt32 = 61
  /// LinearAnimation.enableWorkArea
  static let linearAnimationEnableWorkArea: UInt32 = 62
  /// LinearAnimation.quantize
  static let linearAnimationQuantize: UInt32 = 376
  /// KeyedObject.objectId
  static let keyedObjectObjectId: UInt32 = 51
  /// KeyedProperty.propertyKey
  static let keyedPropertyPropertyKey: UInt32 = 53
  /// KeyFrame.frame
  static let keyFrameFrame: UInt32 = 67
  /// InterpolatingKeyFrame.interpolationType
  static let interpolatingKeyFrameInterpolationType: UInt32 = 68
  /// InterpolatingKeyFrame.interpolatorId
  static let interpolatingKeyFrameInterpolatorId: UInt32 = 69
  /// KeyFrameDouble.value
  static let keyFrameDoubleValue: UInt32 = 70
  /// KeyFrameColor.value
  static let keyFrameColorValue: UInt32 = 88
  /// KeyFrameBool.value
  static let keyFrameBoolValue: UInt32 = 181
  /// KeyFrameId.value
  static let keyFrameIdValue: UInt32 = 122
  /// KeyFrameUint.value
  static let keyFrameUintValue: UInt32 = 631
  /// KeyFrameInt.value
  static let keyFrameIntValue: UInt32 = 1068
  /// StateMachineComponent.name
  static let stateMachineComponentName: UInt32 = 138
  /// StateMachineBool.value
  static let stateMachineBoolValue: UInt32 = 141
  /// StateMachineNumber.value
  static let stateMachineNumberValue: UInt32 = 140
  /// AdvanceableState.speed
  static let advanceableStateSpeed: UInt32 = 292
  /// AnimationState.animationId
  static let animationStateAnimationId: UInt32 = 149
  /// StateTransition.stateToId
  static let stateTransitionStateToId: UInt32 = 151
  /// StateTransition.flags
  static let stateTransitionFlags: UInt32 = 152
  /// StateTransition.duration
  static let stateTransitionDuration: UInt32 = 158
  /// StateTransition.exitTime
  static let stateTransitionExitTime: UInt32 = 160
  /// StateTransition.interpolationType
  static let stateTransitionInterpolationType: UInt32 = 349
  /// StateTransition.interpolatorId
  static let stateTransitionInterpolatorId: UInt32 = 350
  /// TransitionInputCondition.inputId
  static let transitionInputConditionInputId: UInt32 = 155
  /// TransitionValueCondition.opValue
  static let transitionValueConditionOpValue: UInt32 = 156
  /// TransitionNumberCondition.value
  static let transitionNumberConditionValue: UInt32 = 157
  /// Bone.length
  static let boneLength: UInt32 = 89
  /// RootBone.x
  static let rootBoneX: UInt32 = 90
  /// RootBone.y
  static let rootBoneY: UInt32 = 91
  /// Skin.xx
  static let skinXx: UInt32 = 104
  /// Skin.yx
  static let skinYx: UInt32 = 105
  /// Skin.xy
  static let skinXy: UInt32 = 106
  /// Skin.yy
  static let skinYy: UInt32 = 107
  /// Skin.tx
  static let skinTx: UInt32 = 108
  /// Skin.ty
  static let skinTy: UInt32 = 109
  /// Tendon.boneId
  static let tendonBoneId: UInt32 = 95
  /// Tendon.xx
  static let tendonXx: UInt32 = 96
  /// Tendon.yx
  static let tendonYx: UInt32 = 97
  /// Tendon.xy
  static let tendonXy: UInt32 = 98
  /// Tendon.yy
  static let tendonYy: UInt32 = 99
  /// Tendon.tx
  static let tendonTx: UInt32 = 100
  /// Tendon.ty
  static let tendonTy: UInt32 = 101
  /// Weight.values
  static let weightValues: UInt32 = 102
  /// Weight.indices
  static let weightIndices: UInt32 = 103
  /// CubicWeight.inValues
  static let cubicWeightInValues: UInt32 = 110
  /// CubicWeight.inIndices
  static let cubicWeightInIndices: UInt32 = 111
  /// CubicWeight.outValues
  static let cubicWeightOutValues: UInt32 = 112
  /// CubicWeight.outIndices
  static let cubicWeightOutIndices: UInt32 = 113
  /// DrawRules.drawTargetId
  static let drawRulesDrawTargetId: UInt32 = 121
  /// DrawTarget.drawableId
  static let drawTargetDrawableId: UInt32 = 119
  /// DrawTarget.placementValue
  static let drawTargetPlacementValue: UInt32 = 120
  /// Image.assetId
  static let imageAssetId: UInt32 = 206
  /// Image.originX
  static let imageOriginX: UInt32 = 380
  /// Image.originY
  static let imageOriginY: UInt32 = 381
  /// FileAssetContents.bytes
  static let fileAssetContentsBytes: UInt32 = 212
  /// Asset.name
  static let assetName: UInt32 = 203
  /// Constraint.strength
  static let constraintStrength: UInt32 = 172
  /// TargetedConstraint.targetId
  static let targetedConstraintTargetId: UInt32 = 173
  /// TransformSpaceConstraint.sourceSpaceValue
  static let transformSpaceConstraintSourceSpaceValue: UInt32 = 179
  /// TransformSpaceConstraint.destSpaceValue
  static let transformSpaceConstraintDestSpaceValue: UInt32 = 180
  /// TransformComponentConstraint.minMaxSpaceValue
  static let transformComponentConstraintMinMaxSpaceValue: UInt32 = 195
  /// TransformComponentConstraint.copyFactor
  static let transformComponentConstraintCopyFactor: UInt32 = 182
  /// TransformComponentConstraint.minValue
  static let transformComponentConstraintMinValue: UInt32 = 183
  /// TransformComponentConstraint.maxValue
  static let transformComponentConstraintMaxValue: UInt32 = 184
  /// TransformComponentConstraint.offset
  static let transformComponentConstraintOffset: UInt32 = 188
  /// TransformComponentConstraint.doesCopy
  static let transformComponentConstraintDoesCopy: UInt32 = 189
  /// TransformComponentConstraint.min
  static let transformComponentConstraintMin: UInt32 = 190
  /// TransformComponentConstraint.max
  static let transformComponentConstraintMax: UInt32 = 191
  /// TransformComponentConstraintY.copyFactorY
  static let transformComponentConstraintYCopyFactorY: UInt32 = 185
  /// TransformComponentConstraintY.minValueY
  static let transformComponentConstraintYMinValueY: UInt32 = 186
  /// TransformComponentConstraintY.maxValueY
  static let transformComponentConstraintYMaxValueY: UInt32 = 187
  /// TransformComponentConstraintY.doesCopyY
  static let transformComponentConstraintYDoesCopyY: UInt32 = 192
  /// TransformComponentConstraintY.minY
  static let transformComponentConstraintYMinY: UInt32 = 193
  /// TransformComponentConstraintY.maxY
  static let transformComponentConstraintYMaxY: UInt32 = 194
  /// DistanceConstraint.distance
  static let distanceConstraintDistance: UInt32 = 177
  /// DistanceConstraint.modeValue
  static let distanceConstraintModeValue: UInt32 = 178
  /// FollowPathConstraint.distance
  static let followPathConstraintDistance: UInt32 = 363
  /// FollowPathConstraint.orient
  static let followPathConstraintOrient: UInt32 = 364
  /// FollowPathConstraint.offset
  static let followPathConstraintOffset: UInt32 = 365
  /// IKConstraint.invertDirection
  static let iKConstraintInvertDirection: UInt32 = 174
  /// IKConstraint.parentBoneCount
  static let iKConstraintParentBoneCount: UInt32 = 175
}
