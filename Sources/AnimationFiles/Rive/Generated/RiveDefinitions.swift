// Generated from the Rive runtime definitions (../shared/reference/rive-defs).
// Do not edit by hand. Regenerate from the repository root with:
//
//   python3 Scripts/generate_rive_definitions.py
//
// 371 definitions, 352 runtime object types, 615 runtime property keys.
// Left out: 253 editor-only properties, 0 without a wire form,
// 4 callbacks (they carry no data).

enum RiveDefinitions {
  /// The field type of every property key a runtime knows without the file's table of
  /// contents.
  static let fieldTypes: [UInt32: RiveFieldType] = [
    4: .string,  // Component.name
    5: .uint,  // Component.parentId
    7: .float,  // LayoutComponent.width
    8: .float,  // LayoutComponent.height
    9: .float,  // Node.x (xArtboard)
    10: .float,  // Node.y (yArtboard)
    11: .float,  // Artboard.originX
    12: .float,  // Artboard.originY
    13: .float,  // Node.x
    14: .float,  // Node.y
    15: .float,  // TransformComponent.rotation
    16: .float,  // TransformComponent.scaleX
    17: .float,  // TransformComponent.scaleY
    18: .float,  // WorldTransformComponent.opacity
    20: .float,  // ParametricPath.width
    21: .float,  // ParametricPath.height
    23: .uint,  // Drawable.blendModeValue
    24: .float,  // Vertex.x
    25: .float,  // Vertex.y
    26: .float,  // StraightVertex.radius
    31: .float,  // Rectangle.cornerRadiusTL
    32: .bool,  // PointsCommonPath.isClosed
    33: .float,  // LinearGradient.startY
    34: .float,  // LinearGradient.endX
    35: .float,  // LinearGradient.endY
    37: .color,  // SolidColor.colorValue
    38: .color,  // GradientStop.colorValue
    39: .float,  // GradientStop.position
    40: .uint,  // Fill.fillRule
    41: .bool,  // ShapePaint.isVisible
    42: .float,  // LinearGradient.startX
    46: .float,  // LinearGradient.opacity
    47: .float,  // Stroke.thickness
    48: .uint,  // Stroke.cap
    49: .uint,  // Stroke.join
    50: .bool,  // Stroke.transformAffectsStroke
    51: .uint,  // KeyedObject.objectId
    53: .uint,  // KeyedProperty.propertyKey
    55: .string,  // Animation.name
    56: .uint,  // LinearAnimation.fps
    57: .uint,  // LinearAnimation.duration
    58: .float,  // LinearAnimation.speed
    59: .uint,  // LinearAnimation.loopValue
    60: .uint,  // LinearAnimation.workStart
    61: .uint,  // LinearAnimation.workEnd
    62: .bool,  // LinearAnimation.enableWorkArea
    63: .float,  // CubicInterpolator.x1
    64: .float,  // CubicInterpolator.y1
    65: .float,  // CubicInterpolator.x2
    66: .float,  // CubicInterpolator.y2
    67: .uint,  // KeyFrame.frame
    68: .uint,  // InterpolatingKeyFrame.interpolationType
    69: .uint,  // InterpolatingKeyFrame.interpolatorId
    70: .float,  // KeyFrameDouble.value
    79: .float,  // CubicAsymmetricVertex.rotation
    80: .float,  // CubicAsymmetricVertex.inDistance
    81: .float,  // CubicAsymmetricVertex.outDistance
    82: .float,  // CubicMirroredVertex.rotation
    83: .float,  // CubicMirroredVertex.distance
    84: .float,  // CubicDetachedVertex.inRotation
    85: .float,  // CubicDetachedVertex.inDistance
    86: .float,  // CubicDetachedVertex.outRotation
    87: .float,  // CubicDetachedVertex.outDistance
    88: .color,  // KeyFrameColor.value
    89: .float,  // Bone.length
    90: .float,  // RootBone.x
    91: .float,  // RootBone.y
    92: .uint,  // ClippingShape.sourceId
    93: .uint,  // ClippingShape.fillRule
    94: .bool,  // ClippingShape.isVisible
    95: .uint,  // Tendon.boneId
    96: .float,  // Tendon.xx
    97: .float,  // Tendon.yx
    98: .float,  // Tendon.xy
    99: .float,  // Tendon.yy
    100: .float,  // Tendon.tx
    101: .float,  // Tendon.ty
    102: .uint,  // Weight.values
    103: .uint,  // Weight.indices
    104: .float,  // Skin.xx
    105: .float,  // Skin.yx
    106: .float,  // Skin.xy
    107: .float,  // Skin.yy
    108: .float,  // Skin.tx
    109: .float,  // Skin.ty
    110: .uint,  // CubicWeight.inValues
    111: .uint,  // CubicWeight.inIndices
    112: .uint,  // CubicWeight.outValues
    113: .uint,  // CubicWeight.outIndices
    114: .float,  // TrimPath.start
    115: .float,  // TrimPath.end
    116: .float,  // TrimPath.offset
    117: .uint,  // TrimPath.modeValue
    118: .uint,  // ColorChannels.colorRed
    119: .uint,  // DrawTarget.drawableId
    120: .uint,  // DrawTarget.placementValue
    121: .uint,  // DrawRules.drawTargetId
    122: .uint,  // KeyFrameId.value
    123: .float,  // ParametricPath.originX
    124: .float,  // ParametricPath.originY
    125: .uint,  // Polygon.points
    126: .float,  // Polygon.cornerRadius
    127: .float,  // Star.innerRadius
    128: .uint,  // Path.pathFlags
    129: .uint,  // Drawable.drawableFlags
    136: .uint,  // ColorChannels.colorGreen
    138: .string,  // StateMachineComponent.name
    140: .float,  // StateMachineNumber.value
    141: .bool,  // StateMachineBool.value
    149: .uint,  // AnimationState.animationId
    151: .uint,  // StateTransition.stateToId
    152: .uint,  // StateTransition.flags
    155: .uint,  // TransitionInputCondition.inputId
    156: .uint,  // TransitionValueCondition.opValue
    157: .float,  // TransitionNumberCondition.value
    158: .uint,  // StateTransition.duration
    160: .uint,  // StateTransition.exitTime
    161: .float,  // Rectangle.cornerRadiusTR
    162: .float,  // Rectangle.cornerRadiusBL
    163: .float,  // Rectangle.cornerRadiusBR
    164: .bool,  // Rectangle.linkCornerRadius
    165: .uint,  // BlendAnimation.animationId
    166: .float,  // BlendAnimation1D.value
    167: .uint,  // BlendState1DInput.inputId
    168: .uint,  // BlendAnimationDirect.inputId
    171: .uint,  // BlendStateTransition.exitBlendAnimationId
    172: .float,  // Constraint.strength
    173: .uint,  // TargetedConstraint.targetId
    174: .bool,  // IKConstraint.invertDirection
    175: .uint,  // IKConstraint.parentBoneCount
    177: .float,  // DistanceConstraint.distance
    178: .uint,  // DistanceConstraint.modeValue
    179: .uint,  // TransformSpaceConstraint.sourceSpaceValue
    180: .uint,  // TransformSpaceConstraint.destSpaceValue
    181: .bool,  // KeyFrameBool.value
    182: .float,  // TransformComponentConstraint.copyFactor
    183: .float,  // TransformComponentConstraint.minValue
    184: .float,  // TransformComponentConstraint.maxValue
    185: .float,  // TransformComponentConstraintY.copyFactorY
    186: .float,  // TransformComponentConstraintY.minValueY
    187: .float,  // TransformComponentConstraintY.maxValueY
    188: .bool,  // TransformComponentConstraint.offset
    189: .bool,  // TransformComponentConstraint.doesCopy
    190: .bool,  // TransformComponentConstraint.min
    191: .bool,  // TransformComponentConstraint.max
    192: .bool,  // TransformComponentConstraintY.doesCopyY
    193: .bool,  // TransformComponentConstraintY.minY
    194: .bool,  // TransformComponentConstraintY.maxY
    195: .uint,  // TransformComponentConstraint.minMaxSpaceValue
    196: .bool,  // LayoutComponent.clip
    197: .uint,  // NestedArtboard.artboardId
    198: .uint,  // NestedAnimation.animationId
    199: .float,  // NestedSimpleAnimation.speed
    200: .float,  // NestedLinearAnimation.mix
    201: .bool,  // NestedSimpleAnimation.isPlaying
    202: .float,  // NestedRemapAnimation.time
    203: .string,  // Asset.name
    204: .uint,  // FileAsset.assetId
    206: .uint,  // Image.assetId
    207: .float,  // DrawableAsset.height
    208: .float,  // DrawableAsset.width
    210: .uint,  // ColorChannels.colorBlue
    212: .bytes,  // FileAssetContents.bytes
    215: .float,  // MeshVertex.u
    216: .float,  // MeshVertex.v
    218: .uint,  // ColorChannels.colorAlpha
    221: .uint,  // ScrollConstraint.virtualizeBuffer
    223: .bytes,  // Mesh.triangleIndexBytes
    224: .uint,  // StateMachineListener.targetId
    225: .uint,  // StateMachineListenerSingle.listenerTypeValue
    227: .uint,  // ListenerInputChange.inputId
    228: .uint,  // ListenerBoolChange.value
    229: .float,  // ListenerNumberChange.value
    236: .uint,  // Artboard.defaultStateMachineId
    237: .uint,  // NestedInput.inputId
    238: .bool,  // NestedBool.nestedValue
    239: .float,  // NestedNumber.nestedValue
    240: .uint,  // ListenerAlignTarget.targetId
    243: .float,  // CustomPropertyNumber.propertyValue
    245: .bool,  // CustomPropertyBoolean.propertyValue
    246: .string,  // CustomPropertyString.propertyValue
    248: .string,  // OpenUrlEvent.url
    249: .uint,  // OpenUrlEvent.targetValue
    268: .string,  // TextValueRun.text
    272: .uint,  // TextValueRun.styleId
    274: .float,  // TextStyle.fontSize
    279: .uint,  // TextStyle.fontAssetId
    280: .string,  // KeyFrameString.value
    281: .uint,  // Text.alignValue
    284: .uint,  // Text.sizingValue
    285: .float,  // Text.width
    286: .float,  // Text.height
    287: .uint,  // Text.overflowValue
    288: .float,  // TextStyleAxis.axisValue
    289: .uint,  // TextStyleAxis.tag
    292: .float,  // AdvanceableState.speed
    296: .uint,  // Solo.activeComponentId
    297: .float,  // BlendAnimationDirect.mixValue
    298: .uint,  // BlendAnimationDirect.blendSource
    299: .float,  // Joystick.x
    300: .float,  // Joystick.y
    301: .uint,  // Joystick.xId
    302: .uint,  // Joystick.yId
    303: .float,  // Joystick.posX
    304: .float,  // Joystick.posY
    305: .float,  // Joystick.width
    306: .float,  // Joystick.height
    307: .float,  // Joystick.originX
    308: .float,  // Joystick.originY
    312: .uint,  // Joystick.joystickFlags
    313: .uint,  // Joystick.handleSourceId
    316: .uint,  // TextModifierRange.unitsValue
    317: .float,  // TextModifierRange.falloffFrom
    318: .float,  // TextModifierRange.falloffTo
    319: .float,  // TextModifierRange.offset
    320: .uint,  // TextVariationModifier.axisTag
    321: .float,  // TextVariationModifier.axisValue
    322: .float,  // TextModifierGroup.x
    323: .float,  // TextModifierGroup.y
    324: .float,  // TextModifierGroup.opacity
    325: .uint,  // TextModifierRange.typeValue
    326: .uint,  // TextModifierRange.modeValue
    327: .float,  // TextModifierRange.modifyFrom
    328: .float,  // TextModifierGroup.originX
    329: .float,  // TextModifierGroup.originY
    330: .float,  // TextModifierGroup.scaleX
    331: .float,  // TextModifierGroup.scaleY
    332: .float,  // TextModifierGroup.rotation
    333: .bool,  // TextModifierRange.clamp
    334: .float,  // TextModifierRange.strength
    335: .uint,  // TextModifierGroup.modifierFlags
    336: .float,  // TextModifierRange.modifyTo
    337: .float,  // CubicInterpolatorComponent.x1
    338: .float,  // CubicInterpolatorComponent.y1
    339: .float,  // CubicInterpolatorComponent.x2
    340: .float,  // CubicInterpolatorComponent.y2
    349: .uint,  // StateTransition.interpolationType
    350: .uint,  // StateTransition.interpolatorId
    356: .uint,  // TextStyleFeature.tag
    357: .uint,  // TextStyleFeature.featureValue
    359: .bytes,  // FileAsset.cdnUuid
    362: .string,  // FileAsset.cdnBaseUrl
    363: .float,  // FollowPathConstraint.distance
    364: .bool,  // FollowPathConstraint.orient
    365: .bool,  // FollowPathConstraint.offset
    366: .float,  // Text.originX
    367: .float,  // Text.originY
    370: .float,  // TextStyle.lineHeight
    371: .float,  // Text.paragraphSpacing
    372: .float,  // TransformConstraint.originX
    373: .float,  // TransformConstraint.originY
    376: .bool,  // LinearAnimation.quantize
    377: .uint,  // Text.originValue
    378: .uint,  // TextModifierRange.runId
    380: .float,  // Image.originX
    381: .float,  // Image.originY
    389: .uint,  // ListenerFireEvent.eventId
    390: .float,  // TextStyle.letterSpacing
    392: .uint,  // StateMachineFireEvent.eventId
    393: .uint,  // StateMachineFireAction.occursValue
    399: .uint,  // StateMachineListenerSingle.eventId
    400: .uint,  // ListenerInputChange.nestedInputId
    405: .uint,  // ElasticInterpolator.easingValue
    406: .float,  // ElasticInterpolator.amplitude
    407: .float,  // ElasticInterpolator.period
    408: .uint,  // AudioEvent.assetId
    494: .uint,  // LayoutComponent.styleId
    498: .float,  // LayoutComponentStyle.gapHorizontal
    499: .float,  // LayoutComponentStyle.gapVertical
    500: .float,  // LayoutSizingStyle.maxWidth
    501: .float,  // LayoutSizingStyle.maxHeight
    502: .float,  // LayoutSizingStyle.minWidth
    503: .float,  // LayoutSizingStyle.minHeight
    504: .float,  // LayoutComponentStyle.borderLeft
    505: .float,  // LayoutComponentStyle.borderRight
    506: .float,  // LayoutComponentStyle.borderTop
    507: .float,  // LayoutComponentStyle.borderBottom
    508: .float,  // LayoutComponentStyle.marginLeft
    509: .float,  // LayoutComponentStyle.marginRight
    510: .float,  // LayoutComponentStyle.marginTop
    511: .float,  // LayoutComponentStyle.marginBottom
    512: .float,  // LayoutComponentStyle.paddingLeft
    513: .float,  // LayoutComponentStyle.paddingRight
    514: .float,  // LayoutComponentStyle.paddingTop
    515: .float,  // LayoutComponentStyle.paddingBottom
    516: .float,  // LayoutComponentStyle.positionLeft
    517: .float,  // LayoutComponentStyle.positionRight
    518: .float,  // LayoutComponentStyle.positionTop
    519: .float,  // LayoutComponentStyle.positionBottom
    523: .float,  // LayoutComponentStyle.flexBasis
    524: .float,  // LayoutComponentStyle.aspectRatio
    530: .float,  // ExportAudio.volume
    536: .uint,  // LayerState.flags
    537: .uint,  // StateTransition.randomWeight
    538: .uint,  // NestedArtboardLeaf.fit
    541: .bool,  // ListenerAlignTarget.preserveOffset
    549: .uint,  // ViewModelInstanceListItem.viewModelId
    550: .uint,  // ViewModelInstanceListItem.viewModelInstanceId
    554: .uint,  // ViewModelInstanceValue.viewModelPropertyId
    555: .color,  // ViewModelInstanceColor.propertyValue
    557: .string,  // ViewModelComponent.name
    560: .uint,  // ViewModelInstanceEnum.propertyValue
    561: .string,  // ViewModelInstanceString.propertyValue
    565: .uint,  // ViewModelPropertyViewModel.viewModelReferenceId
    566: .uint,  // ViewModelInstance.viewModelId
    572: .string,  // DataEnumCustom.name
    574: .uint,  // ViewModelPropertyEnumCustom.enumId
    575: .float,  // ViewModelInstanceNumber.propertyValue
    577: .uint,  // ViewModelInstanceViewModel.propertyValue
    578: .string,  // DataEnumValue.key
    579: .string,  // DataEnumValue.value
    582: .bytes,  // NestedArtboard.dataBindPathIds
    583: .uint,  // Artboard.viewModelId
    586: .uint,  // DataBind.propertyKey
    587: .uint,  // DataBind.flags
    588: .bytes,  // DataBindContext.sourcePathIds
    589: .uint,  // LayoutComponentStyle.animationStyleType
    590: .uint,  // LayoutComponentStyle.interpolationType
    591: .uint,  // LayoutComponentStyle.interpolatorId
    592: .float,  // LayoutComponentStyle.interpolationTime
    593: .bool,  // ViewModelInstanceBoolean.propertyValue
    596: .uint,  // LayoutSizingStyle.displayValue
    597: .uint,  // LayoutComponentStyle.positionTypeValue
    598: .uint,  // LayoutComponentStyle.flexDirectionValue
    599: .uint,  // LayoutComponentStyle.directionValue
    604: .uint,  // LayoutComponentStyle.flexWrapValue
    605: .uint,  // LayoutComponentStyle.overflowValue
    606: .bool,  // LayoutComponentStyle.intrinsicallySizedValue
    607: .uint,  // LayoutSizingStyle.widthUnitsValue
    608: .uint,  // LayoutSizingStyle.heightUnitsValue
    609: .uint,  // LayoutComponentStyle.borderLeftUnitsValue
    610: .uint,  // LayoutComponentStyle.borderRightUnitsValue
    611: .uint,  // LayoutComponentStyle.borderTopUnitsValue
    612: .uint,  // LayoutComponentStyle.borderBottomUnitsValue
    613: .uint,  // LayoutComponentStyle.marginLeftUnitsValue
    614: .uint,  // LayoutComponentStyle.marginRightUnitsValue
    615: .uint,  // LayoutComponentStyle.marginTopUnitsValue
    616: .uint,  // LayoutComponentStyle.marginBottomUnitsValue
    617: .uint,  // LayoutComponentStyle.paddingLeftUnitsValue
    618: .uint,  // LayoutComponentStyle.paddingRightUnitsValue
    619: .uint,  // LayoutComponentStyle.paddingTopUnitsValue
    620: .uint,  // LayoutComponentStyle.paddingBottomUnitsValue
    621: .uint,  // LayoutComponentStyle.positionLeftUnitsValue
    622: .uint,  // LayoutComponentStyle.positionRightUnitsValue
    623: .uint,  // LayoutComponentStyle.positionTopUnitsValue
    624: .uint,  // LayoutComponentStyle.positionBottomUnitsValue
    625: .uint,  // LayoutComponentStyle.gapHorizontalUnitsValue
    626: .uint,  // LayoutComponentStyle.gapVerticalUnitsValue
    627: .uint,  // LayoutSizingStyle.minWidthUnitsValue
    628: .uint,  // LayoutSizingStyle.minHeightUnitsValue
    629: .uint,  // LayoutSizingStyle.maxWidthUnitsValue
    630: .uint,  // LayoutSizingStyle.maxHeightUnitsValue
    631: .uint,  // KeyFrameUint.value
    632: .uint,  // LayoutComponentStyle.layoutAlignmentType
    634: .bool,  // BindablePropertyBoolean.propertyValue
    635: .string,  // BindablePropertyString.propertyValue
    636: .float,  // BindablePropertyNumber.propertyValue
    637: .uint,  // BindablePropertyEnum.propertyValue
    638: .color,  // BindablePropertyColor.propertyValue
    639: .bool,  // LayoutComponentStyle.linkCornerRadius
    640: .float,  // LayoutComponentStyle.cornerRadiusTL
    641: .float,  // LayoutComponentStyle.cornerRadiusTR
    642: .float,  // LayoutComponentStyle.cornerRadiusBL
    643: .float,  // LayoutComponentStyle.cornerRadiusBR
    644: .float,  // NestedArtboardLeaf.alignmentX
    645: .float,  // NestedArtboardLeaf.alignmentY
    647: .bool,  // TransitionValueBooleanComparator.value
    650: .uint,  // TransitionViewModelCondition.opValue
    651: .color,  // TransitionValueColorComparator.value
    652: .float,  // TransitionValueNumberComparator.value
    653: .uint,  // TransitionValueIdComparator.value
    654: .string,  // TransitionValueStringComparator.value
    655: .uint,  // LayoutSizingStyle.layoutWidthScaleType
    656: .uint,  // LayoutSizingStyle.layoutHeightScaleType
    660: .uint,  // DataBind.converterId
    662: .string,  // DataConverter.name
    663: .float,  // NestedArtboardLayout.instanceWidth
    664: .float,  // NestedArtboardLayout.instanceHeight
    665: .uint,  // NestedArtboardLayout.instanceWidthUnitsValue
    666: .uint,  // NestedArtboardLayout.instanceHeightUnitsValue
    667: .uint,  // NestedArtboardLayout.instanceWidthScaleType
    668: .uint,  // NestedArtboardLayout.instanceHeightScaleType
    669: .uint,  // DataConverterRounder.decimals
    672: .uint,  // NSlicerTileMode.patchIndex
    673: .uint,  // NSlicerTileMode.style
    675: .float,  // Axis.offset
    676: .bool,  // Axis.normalized
    677: .uint,  // TransitionPropertyArtboardComparator.propertyType
    679: .uint,  // DataConverterGroupItem.converterId
    681: .float,  // DataConverterOperationValue.operationValue
    682: .uint,  // DataConverterOperation.operationType
    683: .uint,  // Text.wrapValue
    685: .uint,  // Text.verticalAlignValue
    686: .uint,  // BindablePropertyInteger.propertyValue
    687: .uint,  // ViewModelInstanceTrigger.propertyValue
    689: .uint,  // TransitionValueTriggerComparator.value
    690: .float,  // DashPath.offset
    691: .bool,  // DashPath.offsetIsPercentage
    692: .float,  // Dash.length
    693: .bool,  // Dash.lengthIsPercentage
    697: .float,  // NSlicedNode.initialWidth
    698: .float,  // NSlicedNode.initialHeight
    699: .float,  // NSlicedNode.width
    700: .float,  // NSlicedNode.height
    703: .bool,  // Text.fitFromBaseline
    705: .uint,  // LayoutComponentStyle.flexBasisUnitsValue
    706: .float,  // LayoutComponent.fractionalWidth
    707: .float,  // LayoutComponent.fractionalHeight
    708: .uint,  // ViewModelPropertyEnumSystem.enumType
    709: .uint,  // DataEnumSystem.enumType
    711: .bytes,  // DataConverterOperationViewModel.sourcePathIds
    713: .uint,  // DataConverterRangeMapper.interpolationType
    714: .uint,  // DataConverterRangeMapper.interpolatorId
    715: .uint,  // DataConverterRangeMapper.flags
    716: .float,  // DataConverterRangeMapper.minInput
    717: .float,  // DataConverterRangeMapper.maxInput
    718: .float,  // DataConverterRangeMapper.minOutput
    719: .float,  // DataConverterRangeMapper.maxOutput
    722: .uint,  // DraggableConstraint.directionValue
    724: .bool,  // ScrollConstraint.snap
    725: .uint,  // ScrollBarConstraint.scrollConstraintId
    726: .uint,  // ScrollConstraint.physicsId
    727: .uint,  // ScrollConstraint.physicsTypeValue
    728: .float,  // ElasticScrollPhysics.friction
    729: .float,  // ElasticScrollPhysics.speedMultiplier
    730: .float,  // ElasticScrollPhysics.elasticFactor
    731: .uint,  // ScrollPhysics.constraintId
    734: .bool,  // ScrollBarConstraint.autoSize
    743: .uint,  // DataConverterStringPad.length
    744: .string,  // DataConverterStringPad.text
    745: .uint,  // DataConverterStringPad.padType
    746: .uint,  // DataConverterStringTrim.trimType
    747: .uint,  // ShapePaint.blendModeValue
    748: .uint,  // Feather.spaceValue
    749: .float,  // Feather.strength
    750: .float,  // Feather.offsetX
    751: .float,  // Feather.offsetY
    752: .bool,  // Feather.inner
    756: .float,  // DataConverterInterpolator.duration
    757: .uint,  // DataConverterInterpolator.interpolationType
    758: .uint,  // DataConverterInterpolator.interpolatorId
    759: .float,  // ScrollConstraint.scrollOffsetX
    760: .float,  // ScrollConstraint.scrollOffsetY
    761: .float,  // ScrollConstraint.scrollPercentX
    762: .float,  // ScrollConstraint.scrollPercentY
    763: .float,  // ScrollConstraint.scrollIndex
    764: .uint,  // DataConverterToString.flags
    765: .uint,  // DataConverterToString.decimals
    766: .string,  // DataConverterToString.colorFormat
    770: .bool,  // Path.isHole
    775: .uint,  // FormulaTokenOperation.operationType
    776: .uint,  // FormulaTokenFunction.functionType
    777: .float,  // FormulaTokenValue.operationValue
    778: .uint,  // TextTargetModifier.targetId
    779: .bool,  // TextFollowPathModifier.radial
    781: .float,  // Shape.length
    782: .bool,  // TextFollowPathModifier.orient
    783: .float,  // TextFollowPathModifier.start
    784: .float,  // TextFollowPathModifier.end
    785: .float,  // TextFollowPathModifier.strength
    786: .float,  // TextFollowPathModifier.offset
    800: .uint,  // ArtboardComponentList.listSource
    806: .float,  // Node.computedLocalX
    807: .float,  // Node.computedLocalY
    808: .float,  // Node.computedWorldX
    809: .float,  // Node.computedWorldY
    810: .float,  // Node.computedWidth
    811: .float,  // Node.computedHeight
    814: .uint,  // ViewModelInstanceSymbolListIndex.propertyValue
    816: .uint,  // DataConverterNumberToList.viewModelId
    817: .string,  // TextInput.text
    818: .float,  // TextInput.selectionRadius
    823: .uint,  // BindablePropertyId.propertyValue
    824: .uint,  // ViewModelInstanceAsset.propertyValue
    835: .uint,  // BindablePropertyList.propertyValue
    836: .color,  // CustomPropertyColor.propertyValue
    846: .uint,  // ViewModelInstanceArtboard.propertyValue
    848: .uint,  // ScriptedDrawable.scriptAssetId
    850: .bool,  // ScrollConstraint.virtualize
    851: .bool,  // ScrollConstraint.infinite
    856: .uint,  // ArtboardComponentListOverride.instanceWidthUnitsValue
    858: .uint,  // ArtboardComponentListOverride.artboardId
    859: .float,  // ArtboardComponentListOverride.instanceWidth
    860: .float,  // ArtboardComponentListOverride.instanceHeight
    861: .uint,  // ArtboardComponentListOverride.instanceHeightUnitsValue
    862: .uint,  // ArtboardComponentListOverride.instanceWidthScaleType
    863: .uint,  // ArtboardComponentListOverride.instanceHeightScaleType
    864: .float,  // Node.computedRootX
    865: .float,  // Node.computedRootY
    866: .bytes,  // ScriptInputViewModelProperty.dataBindPathIds
    868: .bytes,  // StateMachineListenerSingle.viewModelPathIds
    870: .uint,  // CustomPropertyTrigger.propertyValue
    871: .bytes,  // StateMachineFireTrigger.viewModelPathIds
    872: .uint,  // CustomPropertyEnum.propertyValue
    873: .uint,  // CustomPropertyEnum.enumId
    874: .uint,  // ListPath.listSource
    875: .uint,  // ViewModelProperty.symbolTypeValue
    876: .uint,  // ScriptInputArtboard.artboardId
    887: .uint,  // DataConverterFormula.randomModeValue
    888: .float,  // ListFollowPathConstraint.distanceEnd
    889: .float,  // ListFollowPathConstraint.distanceOffset
    891: .bool,  // ScrollConstraint.interactive
    892: .uint,  // ScriptedDataConverter.scriptAssetId
    893: .uint,  // ScriptAsset.generatorFunctionRef
    894: .float,  // ScrollConstraint.threshold
    895: .bool,  // NestedArtboard.isPaused
    907: .float,  // NestedArtboard.speed
    908: .float,  // NestedArtboard.quantize
    911: .bytes,  // FileAssetContents.signature
    912: .uint,  // ScriptedPathEffect.scriptAssetId
    914: .bool,  // ScriptAsset.isModule
    920: .bytes,  // DataBindPath.path
    921: .bool,  // DataBindPath.isRelative
    922: .uint,  // TargetEffect.targetId
    926: .string,  // TextAsset.folderPath
    930: .uint,  // ScriptedListenerAction.scriptAssetId
    931: .uint,  // ScriptedTransitionCondition.scriptAssetId
    932: .uint,  // Text.textRunListSource
    934: .uint,  // ArtboardListMapRule.artboardId
    935: .uint,  // ArtboardListMapRule.viewModelId
    952: .uint,  // FocusActionTarget.targetId
    953: .bool,  // FocusData.canFocus
    954: .bool,  // FocusData.canTouch
    955: .bool,  // FocusData.canTraverse
    956: .uint,  // FocusData.edgeBehaviorValue
    957: .uint,  // ViewModelProperty.componentProps
    962: .uint,  // ListenerInputTypeEvent.eventId
    963: .bytes,  // ListenerInputTypeViewModel.viewModelPathIds
    965: .uint,  // ListenerInputType.listenerTypeValue
    966: .uint,  // ViewModelInstanceList.listSource
    971: .uint,  // KeyboardInput.keyType
    972: .uint,  // KeyboardInput.keyPhase
    973: .uint,  // KeyboardInput.modifiers
    974: .uint,  // Image.fit
    975: .float,  // Image.alignmentX
    976: .float,  // Image.alignmentY
    977: .uint,  // TransitionPropertyComponentComparator.objectId
    978: .uint,  // TransitionPropertyComponentComparator.propertyKey
    979: .bool,  // TextInput.multiline
    980: .uint,  // ListenerAction.flags
    981: .uint,  // ViewModel.viewModelType
    982: .uint,  // SemanticData.role
    983: .string,  // SemanticData.label
    984: .string,  // SemanticData.value
    985: .string,  // SemanticData.hint
    986: .uint,  // SemanticData.headingLevel
    987: .uint,  // SemanticData.traitFlags
    988: .uint,  // SemanticData.stateFlags
    989: .bool,  // SemanticData.isExpandable
    990: .bool,  // SemanticData.isSelectable
    991: .bool,  // SemanticData.isCheckable
    992: .bool,  // SemanticData.isToggleable
    993: .bool,  // SemanticData.isRequirable
    994: .bool,  // SemanticData.isEnablable
    995: .bool,  // SemanticData.isFocusable
    996: .bool,  // SemanticData.isExpanded
    997: .bool,  // SemanticData.isSelected
    998: .bool,  // SemanticData.isChecked
    999: .bool,  // SemanticData.isMixed
    1000: .bool,  // SemanticData.isToggled
    1001: .bool,  // SemanticData.isRequired
    1002: .bool,  // SemanticData.isDisabled
    1003: .bool,  // SemanticData.isFocused
    1004: .bool,  // SemanticData.isHidden
    1005: .bool,  // SemanticData.isLiveRegion
    1006: .bool,  // SemanticData.isReadOnly
    1007: .bool,  // SemanticData.isModal
    1008: .bool,  // SemanticData.isObscured
    1009: .bool,  // SemanticData.isMultiline
    1010: .uint,  // SemanticInput.actionType
    1011: .uint,  // FocusActionTraversal.traversalKind
    1014: .bool,  // NestedArtboard.isStateful
    1015: .uint,  // ScriptedInterpolator.scriptAssetId
    1018: .uint,  // GamepadInput.mapping
    1019: .uint,  // GamepadInput.inputIndex
    1020: .uint,  // GamepadInput.buttonPhase
    1021: .uint,  // GamepadInput.kind
    1022: .uint,  // ScriptAsset.serializedImplementedMethods
    1023: .float,  // ScrollConstraint.velocityX
    1024: .float,  // ScrollConstraint.velocityY
    1025: .bool,  // ScrollConstraint.scrollActive
    1026: .uint,  // Text.verticalTrimValue
    1027: .uint,  // Text.verticalTrimTopValue
    1028: .uint,  // Text.verticalTrimBottomValue
    1029: .float,  // ScrollConstraint.dragMultiplier
    1033: .uint,  // FocusData.focusFlags
    1040: .float,  // ComponentOrigin.originX
    1041: .float,  // ComponentOrigin.originY
    1045: .uint,  // LayoutComponentStyle.justifyItemsValue
    1046: .uint,  // LayoutSizingStyle.justifySelfValue
    1047: .int,  // GridItemPlacement.gridColumn
    1048: .int,  // GridItemPlacement.gridRow
    1049: .uint,  // GridItemPlacement.gridColumnSpan
    1050: .uint,  // GridItemPlacement.gridRowSpan
    1057: .float,  // LayoutNodeStyle.fractionalWidth
    1058: .float,  // LayoutNodeStyle.fractionalHeight
    1059: .uint,  // LayoutComponentStyle.layoutTypeValue
    1061: .uint,  // GridTrack.collection
    1062: .uint,  // GridTrack.trackType
    1063: .float,  // GridTrack.trackValue
    1064: .uint,  // GridTrack.trackMaxType
    1065: .float,  // GridTrack.trackMaxValue
    1066: .float,  // LayoutNodeStyle.width
    1067: .float,  // LayoutNodeStyle.height
    1068: .int,  // KeyFrameInt.value
    1069: .float,  // ScrollConstraint.computedContentWidth
    1070: .float,  // ScrollConstraint.computedContentHeight
    1071: .float,  // TextStyleBackground.cornerRadius
    1073: .uint,  // ImageAsset.samplerFilter
    1074: .uint,  // ImageAsset.samplerWrapX
    1075: .uint,  // ImageAsset.samplerWrapY
    1076: .uint,  // Image.samplerFilter
    1077: .uint,  // Image.samplerWrapX
    1078: .uint,  // Image.samplerWrapY
    1087: .uint,  // ScriptModuleAsset.language
  ]

  /// Every object type a runtime knows: its name and the type key it extends, if any.
  static let objectTypes: [UInt32: RiveObjectType] = [
    1: RiveObjectType(name: "Artboard", parentKey: 409),
    2: RiveObjectType(name: "Node", parentKey: 38),
    3: RiveObjectType(name: "Shape", parentKey: 13),
    4: RiveObjectType(name: "Ellipse", parentKey: 15),
    5: RiveObjectType(name: "StraightVertex", parentKey: 14),
    6: RiveObjectType(name: "CubicDetachedVertex", parentKey: 36),
    7: RiveObjectType(name: "Rectangle", parentKey: 15),
    8: RiveObjectType(name: "Triangle", parentKey: 15),
    9: RiveObjectType(name: "BindableProperty", parentKey: nil, isAbstract: true),
    10: RiveObjectType(name: "Component", parentKey: nil, isAbstract: true),
    11: RiveObjectType(name: "ContainerComponent", parentKey: 10, isAbstract: true),
    12: RiveObjectType(name: "Path", parentKey: 2, isAbstract: true),
    13: RiveObjectType(name: "Drawable", parentKey: 2, isAbstract: true),
    14: RiveObjectType(name: "PathVertex", parentKey: 107, isAbstract: true),
    15: RiveObjectType(name: "ParametricPath", parentKey: 12, isAbstract: true),
    16: RiveObjectType(name: "PointsPath", parentKey: 620),
    17: RiveObjectType(name: "RadialGradient", parentKey: 22),
    18: RiveObjectType(name: "SolidColor", parentKey: 10),
    19: RiveObjectType(name: "GradientStop", parentKey: 10),
    20: RiveObjectType(name: "Fill", parentKey: 21),
    21: RiveObjectType(name: "ShapePaint", parentKey: 11, isAbstract: true),
    22: RiveObjectType(name: "LinearGradient", parentKey: 11),
    23: RiveObjectType(name: "Backboard", parentKey: nil),
    24: RiveObjectType(name: "Stroke", parentKey: 21),
    25: RiveObjectType(name: "KeyedObject", parentKey: nil),
    26: RiveObjectType(name: "KeyedProperty", parentKey: nil),
    27: RiveObjectType(name: "Animation", parentKey: nil),
    28: RiveObjectType(name: "CubicEaseInterpolator", parentKey: 139),
    29: RiveObjectType(name: "KeyFrame", parentKey: nil, isAbstract: true),
    30: RiveObjectType(name: "KeyFrameDouble", parentKey: 170),
    31: RiveObjectType(name: "LinearAnimation", parentKey: 27),
    34: RiveObjectType(name: "CubicAsymmetricVertex", parentKey: 36),
    35: RiveObjectType(name: "CubicMirroredVertex", parentKey: 36),
    36: RiveObjectType(name: "CubicVertex", parentKey: 14, isAbstract: true),
    37: RiveObjectType(name: "KeyFrameColor", parentKey: 170),
    38: RiveObjectType(name: "TransformComponent", parentKey: 91, isAbstract: true),
    39: RiveObjectType(name: "SkeletalComponent", parentKey: 38, isAbstract: true),
    40: RiveObjectType(name: "Bone", parentKey: 39),
    41: RiveObjectType(name: "RootBone", parentKey: 40),
    42: RiveObjectType(name: "ClippingShape", parentKey: 10),
    43: RiveObjectType(name: "Skin", parentKey: 11),
    44: RiveObjectType(name: "Tendon", parentKey: 10),
    45: RiveObjectType(name: "Weight", parentKey: 10),
    46: RiveObjectType(name: "CubicWeight", parentKey: 45),
    47: RiveObjectType(name: "TrimPath", parentKey: 10),
    48: RiveObjectType(name: "DrawTarget", parentKey: 10),
    49: RiveObjectType(name: "DrawRules", parentKey: 11),
    50: RiveObjectType(name: "KeyFrameId", parentKey: 170),
    51: RiveObjectType(name: "Polygon", parentKey: 15),
    52: RiveObjectType(name: "Star", parentKey: 51),
    53: RiveObjectType(name: "StateMachine", parentKey: 27),
    54: RiveObjectType(name: "StateMachineComponent", parentKey: nil, isAbstract: true),
    55: RiveObjectType(name: "StateMachineInput", parentKey: 54, isAbstract: true),
    56: RiveObjectType(name: "StateMachineNumber", parentKey: 55),
    57: RiveObjectType(name: "StateMachineLayer", parentKey: 54),
    58: RiveObjectType(name: "StateMachineTrigger", parentKey: 55),
    59: RiveObjectType(name: "StateMachineBool", parentKey: 55),
    60: RiveObjectType(name: "LayerState", parentKey: 66, isAbstract: true),
    61: RiveObjectType(name: "AnimationState", parentKey: 145),
    62: RiveObjectType(name: "AnyState", parentKey: 60),
    63: RiveObjectType(name: "EntryState", parentKey: 60),
    64: RiveObjectType(name: "ExitState", parentKey: 60),
    65: RiveObjectType(name: "StateTransition", parentKey: 66),
    66: RiveObjectType(name: "StateMachineLayerComponent", parentKey: nil, isAbstract: true),
    67: RiveObjectType(name: "TransitionInputCondition", parentKey: 476, isAbstract: true),
    68: RiveObjectType(name: "TransitionTriggerCondition", parentKey: 67),
    69: RiveObjectType(name: "TransitionValueCondition", parentKey: 67, isAbstract: true),
    70: RiveObjectType(name: "TransitionNumberCondition", parentKey: 69),
    71: RiveObjectType(name: "TransitionBoolCondition", parentKey: 69),
    72: RiveObjectType(name: "BlendState", parentKey: 60, isAbstract: true),
    73: RiveObjectType(name: "BlendStateDirect", parentKey: 72),
    74: RiveObjectType(name: "BlendAnimation", parentKey: nil, isAbstract: true),
    75: RiveObjectType(name: "BlendAnimation1D", parentKey: 74),
    76: RiveObjectType(name: "BlendState1DInput", parentKey: 527),
    77: RiveObjectType(name: "BlendAnimationDirect", parentKey: 74),
    78: RiveObjectType(name: "BlendStateTransition", parentKey: 65),
    79: RiveObjectType(name: "Constraint", parentKey: 10, isAbstract: true),
    80: RiveObjectType(name: "TargetedConstraint", parentKey: 79, isAbstract: true),
    81: RiveObjectType(name: "IKConstraint", parentKey: 80),
    82: RiveObjectType(name: "DistanceConstraint", parentKey: 80),
    83: RiveObjectType(name: "TransformConstraint", parentKey: 90),
    84: RiveObjectType(name: "KeyFrameBool", parentKey: 170),
    85: RiveObjectType(name: "TransformComponentConstraint", parentKey: 90, isAbstract: true),
    86: RiveObjectType(name: "TransformComponentConstraintY", parentKey: 85, isAbstract: true),
    87: RiveObjectType(name: "TranslationConstraint", parentKey: 86),
    88: RiveObjectType(name: "ScaleConstraint", parentKey: 86),
    89: RiveObjectType(name: "RotationConstraint", parentKey: 85),
    90: RiveObjectType(name: "TransformSpaceConstraint", parentKey: 80, isAbstract: true),
    91: RiveObjectType(name: "WorldTransformComponent", parentKey: 11, isAbstract: true),
    92: RiveObjectType(name: "NestedArtboard", parentKey: 13),
    93: RiveObjectType(name: "NestedAnimation", parentKey: 11, isAbstract: true),
    95: RiveObjectType(name: "NestedStateMachine", parentKey: 93),
    96: RiveObjectType(name: "NestedSimpleAnimation", parentKey: 97),
    97: RiveObjectType(name: "NestedLinearAnimation", parentKey: 93, isAbstract: true),
    98: RiveObjectType(name: "NestedRemapAnimation", parentKey: 97),
    99: RiveObjectType(name: "Asset", parentKey: nil, isAbstract: true),
    100: RiveObjectType(name: "Image", parentKey: 13),
    101: RiveObjectType(name: "ColorChannels", parentKey: nil, isAbstract: true),
    102: RiveObjectType(name: "Folder", parentKey: 99),
    103: RiveObjectType(name: "FileAsset", parentKey: 99, isAbstract: true),
    104: RiveObjectType(name: "DrawableAsset", parentKey: 103, isAbstract: true),
    105: RiveObjectType(name: "ImageAsset", parentKey: 104),
    106: RiveObjectType(name: "FileAssetContents", parentKey: nil),
    107: RiveObjectType(name: "Vertex", parentKey: 11, isAbstract: true),
    108: RiveObjectType(name: "MeshVertex", parentKey: 107),
    109: RiveObjectType(name: "Mesh", parentKey: 11),
    111: RiveObjectType(name: "ContourMeshVertex", parentKey: 108),
    114: RiveObjectType(name: "StateMachineListenerSingle", parentKey: 654),
    115: RiveObjectType(name: "ListenerTriggerChange", parentKey: 116),
    116: RiveObjectType(name: "ListenerInputChange", parentKey: 125, isAbstract: true),
    117: RiveObjectType(name: "ListenerBoolChange", parentKey: 116),
    118: RiveObjectType(name: "ListenerNumberChange", parentKey: 116),
    121: RiveObjectType(name: "NestedInput", parentKey: 10, isAbstract: true),
    122: RiveObjectType(name: "NestedTrigger", parentKey: 121),
    123: RiveObjectType(name: "NestedBool", parentKey: 121),
    124: RiveObjectType(name: "NestedNumber", parentKey: 121),
    125: RiveObjectType(name: "ListenerAction", parentKey: nil, isAbstract: true),
    126: RiveObjectType(name: "ListenerAlignTarget", parentKey: 125),
    127: RiveObjectType(name: "CustomPropertyNumber", parentKey: 167),
    128: RiveObjectType(name: "Event", parentKey: 548),
    129: RiveObjectType(name: "CustomPropertyBoolean", parentKey: 167),
    130: RiveObjectType(name: "CustomPropertyString", parentKey: 167),
    131: RiveObjectType(name: "OpenUrlEvent", parentKey: 128),
    134: RiveObjectType(name: "Text", parentKey: 13),
    135: RiveObjectType(name: "TextValueRun", parentKey: 10),
    137: RiveObjectType(name: "TextStylePaint", parentKey: 573),
    138: RiveObjectType(name: "CubicValueInterpolator", parentKey: 139),
    139: RiveObjectType(name: "CubicInterpolator", parentKey: 175, isAbstract: true),
    141: RiveObjectType(name: "FontAsset", parentKey: 103),
    142: RiveObjectType(name: "KeyFrameString", parentKey: 170),
    144: RiveObjectType(name: "TextStyleAxis", parentKey: 10),
    145: RiveObjectType(name: "AdvanceableState", parentKey: 60, isAbstract: true),
    147: RiveObjectType(name: "Solo", parentKey: 2),
    148: RiveObjectType(name: "Joystick", parentKey: 10),
    158: RiveObjectType(name: "TextModifierRange", parentKey: 11),
    159: RiveObjectType(name: "TextModifierGroup", parentKey: 11),
    160: RiveObjectType(name: "TextModifier", parentKey: 10, isAbstract: true),
    161: RiveObjectType(name: "TextShapeModifier", parentKey: 160, isAbstract: true),
    162: RiveObjectType(name: "TextVariationModifier", parentKey: 161),
    163: RiveObjectType(name: "CubicInterpolatorComponent", parentKey: 10),
    164: RiveObjectType(name: "TextStyleFeature", parentKey: 10),
    165: RiveObjectType(name: "FollowPathConstraint", parentKey: 90),
    167: RiveObjectType(name: "CustomProperty", parentKey: 10, isAbstract: true),
    168: RiveObjectType(name: "ListenerFireEvent", parentKey: 125),
    169: RiveObjectType(name: "StateMachineFireEvent", parentKey: 615),
    170: RiveObjectType(name: "InterpolatingKeyFrame", parentKey: 29, isAbstract: true),
    171: RiveObjectType(name: "KeyFrameCallback", parentKey: 29),
    174: RiveObjectType(name: "ElasticInterpolator", parentKey: 175),
    175: RiveObjectType(name: "KeyFrameInterpolator", parentKey: nil, isAbstract: true),
    406: RiveObjectType(name: "AudioAsset", parentKey: 422),
    407: RiveObjectType(name: "AudioEvent", parentKey: 128),
    409: RiveObjectType(name: "LayoutComponent", parentKey: 13),
    420: RiveObjectType(name: "LayoutComponentStyle", parentKey: 1056),
    422: RiveObjectType(name: "ExportAudio", parentKey: 103, isAbstract: true),
    426: RiveObjectType(name: "ViewModelInstanceColor", parentKey: 428),
    427: RiveObjectType(name: "ViewModelInstanceListItem", parentKey: nil),
    428: RiveObjectType(name: "ViewModelInstanceValue", parentKey: 10),
    429: RiveObjectType(name: "ViewModelComponent", parentKey: nil),
    430: RiveObjectType(name: "ViewModelProperty", parentKey: 429),
    431: RiveObjectType(name: "ViewModelPropertyNumber", parentKey: 430),
    432: RiveObjectType(name: "ViewModelInstanceEnum", parentKey: 428),
    433: RiveObjectType(name: "ViewModelInstanceString", parentKey: 428),
    434: RiveObjectType(name: "ViewModelPropertyList", parentKey: 430),
    435: RiveObjectType(name: "ViewModel", parentKey: 429),
    436: RiveObjectType(name: "ViewModelPropertyViewModel", parentKey: 430),
    437: RiveObjectType(name: "ViewModelInstance", parentKey: 11),
    438: RiveObjectType(name: "DataEnumCustom", parentKey: 510),
    439: RiveObjectType(name: "ViewModelPropertyEnumCustom", parentKey: 509),
    440: RiveObjectType(name: "ViewModelPropertyColor", parentKey: 430),
    441: RiveObjectType(name: "ViewModelInstanceList", parentKey: 428),
    442: RiveObjectType(name: "ViewModelInstanceNumber", parentKey: 428),
    443: RiveObjectType(name: "ViewModelPropertyString", parentKey: 430),
    444: RiveObjectType(name: "ViewModelInstanceViewModel", parentKey: 428),
    445: RiveObjectType(name: "DataEnumValue", parentKey: nil),
    446: RiveObjectType(name: "DataBind", parentKey: nil),
    447: RiveObjectType(name: "DataBindContext", parentKey: 446),
    448: RiveObjectType(name: "ViewModelPropertyBoolean", parentKey: 430),
    449: RiveObjectType(name: "ViewModelInstanceBoolean", parentKey: 428),
    450: RiveObjectType(name: "KeyFrameUint", parentKey: 170),
    451: RiveObjectType(name: "NestedArtboardLeaf", parentKey: 92),
    452: RiveObjectType(name: "NestedArtboardLayout", parentKey: 92),
    471: RiveObjectType(name: "BindablePropertyString", parentKey: 9),
    472: RiveObjectType(name: "BindablePropertyBoolean", parentKey: 9),
    473: RiveObjectType(name: "BindablePropertyNumber", parentKey: 9),
    474: RiveObjectType(name: "BindablePropertyEnum", parentKey: 9),
    475: RiveObjectType(name: "BindablePropertyColor", parentKey: 9),
    476: RiveObjectType(name: "TransitionCondition", parentKey: nil, isAbstract: true),
    477: RiveObjectType(name: "TransitionComparator", parentKey: nil, isAbstract: true),
    478: RiveObjectType(name: "TransitionPropertyComparator", parentKey: 477, isAbstract: true),
    479: RiveObjectType(name: "TransitionPropertyViewModelComparator", parentKey: 478),
    480: RiveObjectType(name: "TransitionValueComparator", parentKey: 477, isAbstract: true),
    481: RiveObjectType(name: "TransitionValueBooleanComparator", parentKey: 480),
    482: RiveObjectType(name: "TransitionViewModelCondition", parentKey: 476),
    483: RiveObjectType(name: "TransitionValueColorComparator", parentKey: 480),
    484: RiveObjectType(name: "TransitionValueNumberComparator", parentKey: 480),
    485: RiveObjectType(name: "TransitionValueEnumComparator", parentKey: 601),
    486: RiveObjectType(name: "TransitionValueStringComparator", parentKey: 480),
    487: RiveObjectType(name: "ListenerViewModelChange", parentKey: 125),
    488: RiveObjectType(name: "DataConverter", parentKey: nil, isAbstract: true),
    489: RiveObjectType(name: "DataConverterRounder", parentKey: 488),
    490: RiveObjectType(name: "DataConverterToString", parentKey: 488),
    491: RiveObjectType(name: "NSlicerTileMode", parentKey: 10),
    492: RiveObjectType(name: "Axis", parentKey: 10, isAbstract: true),
    493: RiveObjectType(name: "NSlicer", parentKey: 11),
    494: RiveObjectType(name: "AxisY", parentKey: 492),
    495: RiveObjectType(name: "AxisX", parentKey: 492),
    496: RiveObjectType(name: "TransitionPropertyArtboardComparator", parentKey: 478),
    497: RiveObjectType(name: "TransitionArtboardCondition", parentKey: 482),
    498: RiveObjectType(name: "DataConverterGroupItem", parentKey: nil),
    499: RiveObjectType(name: "DataConverterGroup", parentKey: 488),
    500: RiveObjectType(name: "DataConverterOperationValue", parentKey: 516),
    501: RiveObjectType(name: "ViewModelInstanceTrigger", parentKey: 428),
    502: RiveObjectType(name: "ViewModelPropertyTrigger", parentKey: 430),
    503: RiveObjectType(name: "BindablePropertyTrigger", parentKey: 567),
    504: RiveObjectType(name: "DataConverterTrigger", parentKey: 488),
    505: RiveObjectType(name: "TransitionValueTriggerComparator", parentKey: 480),
    506: RiveObjectType(name: "DashPath", parentKey: 11),
    507: RiveObjectType(name: "Dash", parentKey: 10),
    508: RiveObjectType(name: "NSlicedNode", parentKey: 2),
    509: RiveObjectType(name: "ViewModelPropertyEnum", parentKey: 430),
    510: RiveObjectType(name: "DataEnum", parentKey: nil),
    511: RiveObjectType(name: "ViewModelPropertyEnumSystem", parentKey: 509),
    512: RiveObjectType(name: "DataEnumSystem", parentKey: 510),
    513: RiveObjectType(name: "ForegroundLayoutDrawable", parentKey: 13),
    514: RiveObjectType(name: "DataConverterSystemDegsToRads", parentKey: 500),
    515: RiveObjectType(name: "DataConverterSystemNormalizer", parentKey: 500),
    516: RiveObjectType(name: "DataConverterOperation", parentKey: 488),
    517: RiveObjectType(name: "DataConverterOperationViewModel", parentKey: 516),
    519: RiveObjectType(name: "DataConverterRangeMapper", parentKey: 488),
    520: RiveObjectType(name: "DraggableConstraint", parentKey: 79, isAbstract: true),
    521: RiveObjectType(name: "ScrollConstraint", parentKey: 520),
    522: RiveObjectType(name: "ScrollBarConstraint", parentKey: 520),
    523: RiveObjectType(name: "ScrollPhysics", parentKey: 10, isAbstract: true),
    524: RiveObjectType(name: "ClampedScrollPhysics", parentKey: 523),
    525: RiveObjectType(name: "ElasticScrollPhysics", parentKey: 523),
    527: RiveObjectType(name: "BlendState1D", parentKey: 72, isAbstract: true),
    528: RiveObjectType(name: "BlendState1DViewModel", parentKey: 527),
    529: RiveObjectType(name: "ScriptAsset", parentKey: 971),
    530: RiveObjectType(name: "DataConverterStringPad", parentKey: 488),
    531: RiveObjectType(name: "DataConverterStringRemoveZeros", parentKey: 488),
    532: RiveObjectType(name: "DataConverterStringTrim", parentKey: 488),
    533: RiveObjectType(name: "Feather", parentKey: 11),
    534: RiveObjectType(name: "DataConverterInterpolator", parentKey: 488),
    535: RiveObjectType(name: "DataConverterBooleanNegate", parentKey: 488),
    536: RiveObjectType(name: "DataConverterFormula", parentKey: 488),
    537: RiveObjectType(name: "FormulaToken", parentKey: nil),
    538: RiveObjectType(name: "FormulaTokenArgumentSeparator", parentKey: 537),
    539: RiveObjectType(name: "FormulaTokenParenthesis", parentKey: 537),
    540: RiveObjectType(name: "FormulaTokenParenthesisClose", parentKey: 539),
    541: RiveObjectType(name: "FormulaTokenOperation", parentKey: 537),
    542: RiveObjectType(name: "FormulaTokenFunction", parentKey: 539),
    543: RiveObjectType(name: "FormulaTokenValue", parentKey: 537),
    544: RiveObjectType(name: "FormulaTokenParenthesisOpen", parentKey: 539),
    545: RiveObjectType(name: "FormulaTokenInput", parentKey: 537),
    546: RiveObjectType(name: "TextTargetModifier", parentKey: 160, isAbstract: true),
    547: RiveObjectType(name: "TextFollowPathModifier", parentKey: 546),
    548: RiveObjectType(name: "CustomPropertyGroup", parentKey: 11),
    559: RiveObjectType(name: "ArtboardComponentList", parentKey: 13),
    563: RiveObjectType(name: "ViewModelPropertySymbol", parentKey: 430, isAbstract: true),
    564: RiveObjectType(name: "ViewModelPropertySymbolListIndex", parentKey: 563),
    565: RiveObjectType(name: "ViewModelInstanceSymbol", parentKey: 428, isAbstract: true),
    566: RiveObjectType(name: "ViewModelInstanceSymbolListIndex", parentKey: 565),
    567: RiveObjectType(name: "BindablePropertyInteger", parentKey: 9),
    568: RiveObjectType(name: "DataConverterNumberToList", parentKey: 488),
    569: RiveObjectType(name: "TextInput", parentKey: 13),
    570: RiveObjectType(name: "TextInputDrawable", parentKey: 13, isAbstract: true),
    571: RiveObjectType(name: "TextInputCursor", parentKey: 570),
    572: RiveObjectType(name: "TextInputText", parentKey: 570),
    573: RiveObjectType(name: "TextStyle", parentKey: 11),
    574: RiveObjectType(name: "TextInputSelection", parentKey: 570),
    575: RiveObjectType(name: "TextInputSelectedText", parentKey: 570),
    584: RiveObjectType(name: "ViewModelPropertyAsset", parentKey: 430),
    585: RiveObjectType(name: "ViewModelPropertyAssetImage", parentKey: 584),
    586: RiveObjectType(name: "ViewModelInstanceAsset", parentKey: 428),
    587: RiveObjectType(name: "ViewModelInstanceAssetImage", parentKey: 586),
    588: RiveObjectType(name: "BindablePropertyAsset", parentKey: 596),
    590: RiveObjectType(name: "BindablePropertyList", parentKey: 9),
    591: RiveObjectType(name: "DataConverterListToLength", parentKey: 488),
    592: RiveObjectType(name: "CustomPropertyColor", parentKey: 167),
    593: RiveObjectType(name: "TransitionSelfComparator", parentKey: 477),
    596: RiveObjectType(name: "BindablePropertyId", parentKey: 9, isAbstract: true),
    597: RiveObjectType(name: "BindablePropertyArtboard", parentKey: 596),
    598: RiveObjectType(name: "ViewModelPropertyArtboard", parentKey: 430),
    599: RiveObjectType(name: "ViewModelInstanceArtboard", parentKey: 428),
    601: RiveObjectType(name: "TransitionValueIdComparator", parentKey: 480),
    602: RiveObjectType(name: "TransitionValueAssetComparator", parentKey: 601),
    603: RiveObjectType(name: "ScriptedDrawable", parentKey: 13),
    606: RiveObjectType(name: "ArtboardComponentListOverride", parentKey: 10),
    611: RiveObjectType(name: "ScriptInputNumber", parentKey: 127),
    612: RiveObjectType(name: "ScriptInputViewModelProperty", parentKey: 167),
    613: RiveObjectType(name: "CustomPropertyTrigger", parentKey: 167),
    614: RiveObjectType(name: "StateMachineFireTrigger", parentKey: 615),
    615: RiveObjectType(name: "StateMachineFireAction", parentKey: nil, isAbstract: true),
    616: RiveObjectType(name: "CustomPropertyEnum", parentKey: 167),
    617: RiveObjectType(name: "DataConverterToNumber", parentKey: 488),
    618: RiveObjectType(name: "ScriptInputTrigger", parentKey: 613),
    619: RiveObjectType(name: "ListPath", parentKey: 620),
    620: RiveObjectType(name: "PointsCommonPath", parentKey: 12, isAbstract: true),
    621: RiveObjectType(name: "ScriptInputArtboard", parentKey: 167),
    625: RiveObjectType(name: "ListFollowPathConstraint", parentKey: 165),
    626: RiveObjectType(name: "ScriptInputColor", parentKey: 592),
    627: RiveObjectType(name: "ScriptInputString", parentKey: 130),
    629: RiveObjectType(name: "ScriptedDataConverter", parentKey: 488),
    630: RiveObjectType(name: "TransitionValueArtboardComparator", parentKey: 601),
    631: RiveObjectType(name: "ScriptInputBoolean", parentKey: 129),
    637: RiveObjectType(name: "ScriptedLayout", parentKey: 603),
    640: RiveObjectType(name: "ScriptedPathEffect", parentKey: 11),
    642: RiveObjectType(name: "ManifestAsset", parentKey: 103),
    643: RiveObjectType(name: "DataBindPath", parentKey: nil),
    644: RiveObjectType(name: "TargetEffect", parentKey: 10),
    645: RiveObjectType(name: "GroupEffect", parentKey: 11),
    646: RiveObjectType(name: "ScriptedListenerAction", parentKey: 125),
    647: RiveObjectType(name: "ScriptedTransitionCondition", parentKey: 476),
    648: RiveObjectType(name: "ArtboardListMapRule", parentKey: 10),
    649: RiveObjectType(name: "BlobAsset", parentKey: 103),
    652: RiveObjectType(name: "FocusActionTarget", parentKey: 671),
    653: RiveObjectType(name: "FocusData", parentKey: 10),
    654: RiveObjectType(name: "StateMachineListener", parentKey: 54),
    658: RiveObjectType(name: "ListenerInputType", parentKey: nil),
    659: RiveObjectType(name: "ListenerInputTypeEvent", parentKey: 658),
    660: RiveObjectType(name: "ListenerInputTypeViewModel", parentKey: 658),
    662: RiveObjectType(name: "BindablePropertyViewModel", parentKey: 596),
    663: RiveObjectType(name: "UserInput", parentKey: nil),
    664: RiveObjectType(name: "KeyboardInput", parentKey: 663),
    665: RiveObjectType(name: "ListenerInputTypeKeyboard", parentKey: 658),
    666: RiveObjectType(name: "ListenerInputTypeText", parentKey: 658),
    667: RiveObjectType(name: "TransitionPropertyComponentComparator", parentKey: 478),
    668: RiveObjectType(name: "SemanticData", parentKey: 10),
    669: RiveObjectType(name: "ListenerInputTypeSemantic", parentKey: 658),
    670: RiveObjectType(name: "SemanticInput", parentKey: 663),
    671: RiveObjectType(name: "FocusAction", parentKey: 125, isAbstract: true),
    672: RiveObjectType(name: "FocusActionTraversal", parentKey: 671),
    970: RiveObjectType(name: "ShaderAsset", parentKey: 971),
    971: RiveObjectType(name: "TextAsset", parentKey: 103, isAbstract: true),
    972: RiveObjectType(name: "ScriptedInterpolator", parentKey: 175),
    973: RiveObjectType(name: "ListenerInputTypeGamepad", parentKey: 658),
    974: RiveObjectType(name: "GamepadInput", parentKey: 663),
    1034: RiveObjectType(name: "ViewModelPropertyAssetFont", parentKey: 584),
    1035: RiveObjectType(name: "ViewModelInstanceAssetFont", parentKey: 586),
    1037: RiveObjectType(name: "FocusActionClear", parentKey: 671),
    1038: RiveObjectType(name: "TransitionFocusCondition", parentKey: 482),
    1039: RiveObjectType(name: "ComponentOrigin", parentKey: 10),
    1043: RiveObjectType(name: "ViewModelPropertyAssetBlob", parentKey: 584),
    1044: RiveObjectType(name: "ViewModelInstanceAssetBlob", parentKey: 586),
    1056: RiveObjectType(name: "LayoutSizingStyle", parentKey: 10, isAbstract: true),
    1057: RiveObjectType(name: "LayoutNodeStyle", parentKey: 1056),
    1058: RiveObjectType(name: "GridTrack", parentKey: 10),
    1066: RiveObjectType(name: "LayoutParticipant", parentKey: 1057),
    1067: RiveObjectType(name: "KeyFrameInt", parentKey: 170),
    1068: RiveObjectType(name: "GridItemPlacement", parentKey: 10),
    1069: RiveObjectType(name: "TextStyleBackground", parentKey: 11),
    1071: RiveObjectType(name: "ScriptModuleAsset", parentKey: 103),
  ]

  /// Type keys the reader refers to by name.
  enum TypeKey {
    static let backboard: UInt32 = 23  // Backboard
    static let artboard: UInt32 = 1  // Artboard
    static let linearAnimation: UInt32 = 31  // LinearAnimation
    static let stateMachine: UInt32 = 53  // StateMachine
    static let stateMachineInput: UInt32 = 55  // StateMachineInput
    static let stateMachineBool: UInt32 = 59  // StateMachineBool
    static let stateMachineNumber: UInt32 = 56  // StateMachineNumber
    static let stateMachineTrigger: UInt32 = 58  // StateMachineTrigger
    static let event: UInt32 = 128  // Event
    static let openUrlEvent: UInt32 = 131  // OpenUrlEvent
    static let audioEvent: UInt32 = 407  // AudioEvent
    static let viewModel: UInt32 = 435  // ViewModel
    static let viewModelInstance: UInt32 = 437  // ViewModelInstance
    static let viewModelProperty: UInt32 = 430  // ViewModelProperty
    static let viewModelPropertyNumber: UInt32 = 431  // ViewModelPropertyNumber
    static let viewModelPropertyString: UInt32 = 443  // ViewModelPropertyString
    static let viewModelPropertyBoolean: UInt32 = 448  // ViewModelPropertyBoolean
    static let viewModelPropertyColor: UInt32 = 440  // ViewModelPropertyColor
    static let viewModelPropertyTrigger: UInt32 = 502  // ViewModelPropertyTrigger
    static let viewModelPropertyEnum: UInt32 = 509  // ViewModelPropertyEnum
    static let viewModelPropertyList: UInt32 = 434  // ViewModelPropertyList
    static let viewModelPropertyViewModel: UInt32 = 436  // ViewModelPropertyViewModel
    static let viewModelPropertyArtboard: UInt32 = 598  // ViewModelPropertyArtboard
    static let viewModelPropertyAsset: UInt32 = 584  // ViewModelPropertyAsset
    static let viewModelPropertyAssetImage: UInt32 = 585  // ViewModelPropertyAssetImage
    static let viewModelPropertyAssetFont: UInt32 = 1034  // ViewModelPropertyAssetFont
    static let viewModelPropertyAssetBlob: UInt32 = 1043  // ViewModelPropertyAssetBlob
    static let keyedObject: UInt32 = 25  // KeyedObject
    static let keyedProperty: UInt32 = 26  // KeyedProperty
    static let keyFrameDouble: UInt32 = 30  // KeyFrameDouble
  }

  /// Property keys the reader refers to by name.
  enum PropertyKey {
    static let componentName: UInt32 = 4  // Component.name
    static let animationName: UInt32 = 55  // Animation.name
    static let stateMachineComponentName: UInt32 = 138  // StateMachineComponent.name
    static let viewModelComponentName: UInt32 = 557  // ViewModelComponent.name
    static let layoutComponentWidth: UInt32 = 7  // LayoutComponent.width
    static let layoutComponentHeight: UInt32 = 8  // LayoutComponent.height
    static let linearAnimationFps: UInt32 = 56  // LinearAnimation.fps
    static let linearAnimationDuration: UInt32 = 57  // LinearAnimation.duration
    static let linearAnimationSpeed: UInt32 = 58  // LinearAnimation.speed
    static let linearAnimationLoopValue: UInt32 = 59  // LinearAnimation.loopValue
    static let linearAnimationWorkStart: UInt32 = 60  // LinearAnimation.workStart
    static let linearAnimationWorkEnd: UInt32 = 61  // LinearAnimation.workEnd
    static let linearAnimationEnableWorkArea: UInt32 = 62  // LinearAnimation.enableWorkArea
    static let stateMachineBoolValue: UInt32 = 141  // StateMachineBool.value
    static let stateMachineNumberValue: UInt32 = 140  // StateMachineNumber.value
    static let viewModelInstanceViewModelId: UInt32 = 566  // ViewModelInstance.viewModelId
    static let openUrlEventUrl: UInt32 = 248  // OpenUrlEvent.url
    static let keyedObjectObjectId: UInt32 = 51  // KeyedObject.objectId
    static let keyedPropertyPropertyKey: UInt32 = 53  // KeyedProperty.propertyKey
    static let keyFrameDoubleValue: UInt32 = 70  // KeyFrameDouble.value
    static let nodeX: UInt32 = 13  // Node.x
    static let nodeY: UInt32 = 14  // Node.y
    static let transformComponentScaleX: UInt32 = 16  // TransformComponent.scaleX
    static let transformComponentScaleY: UInt32 = 17  // TransformComponent.scaleY
  }
}
