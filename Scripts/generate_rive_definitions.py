#!/usr/bin/env python3
"""Generates the Rive key tables used by the AnimationFiles `.riv` reader and the renderer.

Reads the Rive runtime's core definitions (one JSON file per object type) and
writes `Sources/AnimationFiles/Rive/Generated/RiveDefinitions.swift` with:

- every property key a runtime file can contain, with its field type;
- every object type key a runtime knows, with its name and runtime parent;

and `Sources/RiveRendering/Generated/RiveKeys.swift` with the type and property
keys the renderer refers to by name.

Rules, taken from how the definitions describe themselves:

- A definition with `"runtime": false` exists only in the editor: neither its
  own properties nor its type key are known to a runtime, and a runtime
  definition that `extends` it inherits from its nearest runtime ancestor.
- A property with `"runtime": false` is never written to a runtime file.
- A property's wire type is `typeRuntime` when present, else `type`. Types with
  no wire form (`Id`, `List<Id>`, `FractionalIndex` without a `typeRuntime`)
  are editor-only; `callback` properties carry no data and are never written.
- `key.alternates` are older keys for the same property: same field type.

Usage (from the repository root):

    python3 Scripts/generate_rive_definitions.py [DEFINITIONS_DIR] [OUTPUT]

DEFINITIONS_DIR defaults to ../shared/reference/rive-defs and OUTPUT to the
generated Swift file. Python 3 standard library only.
"""

import json
import sys
from pathlib import Path

REPOSITORY_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DEFINITIONS = REPOSITORY_ROOT.parent / "shared" / "reference" / "rive-defs"
DEFAULT_OUTPUT = (
    REPOSITORY_ROOT / "Sources" / "AnimationFiles" / "Rive" / "Generated" / "RiveDefinitions.swift"
)
RENDERER_OUTPUT = REPOSITORY_ROOT / "Sources" / "RiveRendering" / "Generated" / "RiveKeys.swift"
REGENERATE_COMMAND = "python3 Scripts/generate_rive_definitions.py"

# Definition type name -> Swift `RiveFieldType` case. Narrow integer types
# share the 32-bit varuint wire form; `int` types are zigzag encoded varuints.
FIELD_TYPES = {
    "uint": "uint",
    "uint8": "uint",
    "uint16": "uint",
    "uint64": "uint64",
    "int": "int",
    "int16": "int",
    "bool": "bool",
    "double": "float",
    "String": "string",
    "Bytes": "bytes",
    "Color": "color",
}
# Types that exist on the wire but store nothing.
DATALESS_TYPES = {"callback"}

# Object types and properties the reader refers to by name. Their keys are
# emitted as named constants so the reader never hard-codes a number.
NAMED_TYPES = [
    "Backboard",
    "Artboard",
    "LinearAnimation",
    "StateMachine",
    "StateMachineInput",
    "StateMachineBool",
    "StateMachineNumber",
    "StateMachineTrigger",
    "Event",
    "OpenUrlEvent",
    "AudioEvent",
    "ViewModel",
    "ViewModelInstance",
    "ViewModelProperty",
    "ViewModelPropertyNumber",
    "ViewModelPropertyString",
    "ViewModelPropertyBoolean",
    "ViewModelPropertyColor",
    "ViewModelPropertyTrigger",
    "ViewModelPropertyEnum",
    "ViewModelPropertyList",
    "ViewModelPropertyViewModel",
    "ViewModelPropertyArtboard",
    "ViewModelPropertyAsset",
    "ViewModelPropertyAssetImage",
    "ViewModelPropertyAssetFont",
    "ViewModelPropertyAssetBlob",
    "KeyedObject",
    "KeyedProperty",
    "KeyFrameDouble",
]
NAMED_PROPERTIES = [
    ("Component", "name"),
    ("Animation", "name"),
    ("StateMachineComponent", "name"),
    ("ViewModelComponent", "name"),
    ("LayoutComponent", "width"),
    ("LayoutComponent", "height"),
    ("LinearAnimation", "fps"),
    ("LinearAnimation", "duration"),
    ("LinearAnimation", "speed"),
    ("LinearAnimation", "loopValue"),
    ("LinearAnimation", "workStart"),
    ("LinearAnimation", "workEnd"),
    ("LinearAnimation", "enableWorkArea"),
    ("StateMachineBool", "value"),
    ("StateMachineNumber", "value"),
    ("ViewModelInstance", "viewModelId"),
    ("OpenUrlEvent", "url"),
    ("KeyedObject", "objectId"),
    ("KeyedProperty", "propertyKey"),
    ("KeyFrameDouble", "value"),
    ("Node", "x"),
    ("Node", "y"),
    ("TransformComponent", "scaleX"),
    ("TransformComponent", "scaleY"),
]

# The types and properties the renderer (`RiveRendering`) refers to by name.
RENDERER_TYPES = [
    "Component", "Artboard", "Node", "Drawable", "TransformComponent", "WorldTransformComponent",
    "Shape", "Path", "PointsPath", "ParametricPath", "Rectangle", "Ellipse", "Triangle",
    "Polygon", "Star", "Vertex", "PathVertex", "StraightVertex", "CubicVertex",
    "CubicDetachedVertex", "CubicMirroredVertex", "CubicAsymmetricVertex", "ShapePaint", "Fill",
    "Stroke", "SolidColor", "LinearGradient", "RadialGradient", "GradientStop", "ClippingShape",
    "Solo", "KeyFrameInterpolator", "CubicInterpolator", "CubicEaseInterpolator",
    "CubicValueInterpolator", "ElasticInterpolator", "LinearAnimation", "KeyedObject",
    "KeyedProperty", "KeyFrame", "InterpolatingKeyFrame", "KeyFrameDouble", "KeyFrameColor",
    "KeyFrameBool", "KeyFrameId", "KeyFrameUint", "KeyFrameInt", "StateMachine",
    "StateMachineLayer", "StateMachineInput", "StateMachineBool", "StateMachineNumber",
    "StateMachineTrigger", "LayerState", "EntryState", "ExitState", "AnyState", "AnimationState",
    "StateTransition", "TransitionCondition", "TransitionBoolCondition",
    "TransitionNumberCondition", "TransitionTriggerCondition", "TransitionValueCondition",
    "Event", "StateMachineListener", "StateMachineFireAction", "CustomProperty",
    "LayoutComponentStyle", "KeyFrameCallback", "StateMachineListenerSingle", "TrimPath",
    "Constraint", "FocusData", "SemanticData", "NestedArtboard", "NestedAnimation",
    "NestedSimpleAnimation", "NestedRemapAnimation", "NestedStateMachine", "NestedInput",
    "NestedBool", "NestedNumber", "NestedTrigger", "Bone", "RootBone", "Skin", "Tendon", "Weight",
    "CubicWeight", "DrawRules", "DrawTarget", "Image", "FileAsset", "ImageAsset",
    "FileAssetContents", "TargetedConstraint", "TransformSpaceConstraint",
    "TransformComponentConstraint", "TransformComponentConstraintY", "TranslationConstraint",
    "RotationConstraint", "ScaleConstraint", "TransformConstraint", "DistanceConstraint",
    "FollowPathConstraint", "IKConstraint",
]
RENDERER_PROPERTIES = [
    ("Component", "name"), ("Component", "parentId"),
    ("LayoutComponent", "width"), ("LayoutComponent", "height"), ("LayoutComponent", "clip"),
    ("LayoutComponent", "styleId"), ("StateMachineListenerSingle", "listenerTypeValue"),
    ("TrimPath", "start"), ("TrimPath", "end"), ("TrimPath", "offset"), ("TrimPath", "modeValue"),
    ("LayoutSizingStyle", "layoutWidthScaleType"), ("LayoutSizingStyle", "layoutHeightScaleType"),
    ("LayoutSizingStyle", "widthUnitsValue"), ("LayoutSizingStyle", "heightUnitsValue"),
    ("LayoutSizingStyle", "displayValue"),
    ("LayoutSizingStyle", "minWidth"), ("LayoutSizingStyle", "minWidthUnitsValue"),
    ("LayoutSizingStyle", "maxWidth"), ("LayoutSizingStyle", "maxWidthUnitsValue"),
    ("LayoutSizingStyle", "minHeight"), ("LayoutSizingStyle", "minHeightUnitsValue"),
    ("LayoutSizingStyle", "maxHeight"), ("LayoutSizingStyle", "maxHeightUnitsValue"),
    ("LayoutComponentStyle", "intrinsicallySizedValue"), ("LayoutComponentStyle", "aspectRatio"),
    ("LayoutComponentStyle", "paddingLeft"), ("LayoutComponentStyle", "paddingRight"),
    ("LayoutComponentStyle", "paddingTop"), ("LayoutComponentStyle", "paddingBottom"),
    ("LayoutComponentStyle", "paddingLeftUnitsValue"),
    ("LayoutComponentStyle", "paddingRightUnitsValue"),
    ("LayoutComponentStyle", "paddingTopUnitsValue"),
    ("LayoutComponentStyle", "paddingBottomUnitsValue"),
    ("LayoutComponentStyle", "borderLeft"), ("LayoutComponentStyle", "borderRight"),
    ("LayoutComponentStyle", "borderTop"), ("LayoutComponentStyle", "borderBottom"),
    ("Artboard", "originX"), ("Artboard", "originY"),
    ("Node", "x"), ("Node", "y"), ("TransformComponent", "rotation"),
    ("TransformComponent", "scaleX"), ("TransformComponent", "scaleY"),
    ("WorldTransformComponent", "opacity"),
    ("Drawable", "blendModeValue"), ("Drawable", "drawableFlags"),
    ("NestedArtboard", "artboardId"), ("NestedArtboard", "isPaused"),
    ("NestedArtboard", "speed"), ("NestedArtboard", "quantize"),
    ("NestedAnimation", "animationId"), ("NestedLinearAnimation", "mix"),
    ("NestedSimpleAnimation", "speed"), ("NestedSimpleAnimation", "isPlaying"),
    ("NestedRemapAnimation", "time"), ("NestedInput", "inputId"),
    ("NestedBool", "nestedValue"), ("NestedNumber", "nestedValue"),
    ("ParametricPath", "width"), ("ParametricPath", "height"),
    ("ParametricPath", "originX"), ("ParametricPath", "originY"),
    ("Rectangle", "linkCornerRadius"), ("Rectangle", "cornerRadiusTL"),
    ("Rectangle", "cornerRadiusTR"), ("Rectangle", "cornerRadiusBL"),
    ("Rectangle", "cornerRadiusBR"),
    ("Polygon", "points"), ("Polygon", "cornerRadius"), ("Star", "innerRadius"),
    ("PointsCommonPath", "isClosed"), ("Path", "pathFlags"), ("Vertex", "x"), ("Vertex", "y"),
    ("StraightVertex", "radius"),
    ("CubicDetachedVertex", "inRotation"), ("CubicDetachedVertex", "inDistance"),
    ("CubicDetachedVertex", "outRotation"), ("CubicDetachedVertex", "outDistance"),
    ("CubicMirroredVertex", "rotation"), ("CubicMirroredVertex", "distance"),
    ("CubicAsymmetricVertex", "rotation"), ("CubicAsymmetricVertex", "inDistance"),
    ("CubicAsymmetricVertex", "outDistance"),
    ("ShapePaint", "isVisible"), ("ShapePaint", "blendModeValue"), ("Fill", "fillRule"),
    ("Stroke", "thickness"), ("Stroke", "cap"), ("Stroke", "join"),
    ("Stroke", "transformAffectsStroke"),
    ("SolidColor", "colorValue"),
    ("LinearGradient", "startX"), ("LinearGradient", "startY"), ("LinearGradient", "endX"),
    ("LinearGradient", "endY"), ("LinearGradient", "opacity"),
    ("GradientStop", "colorValue"), ("GradientStop", "position"),
    ("ClippingShape", "sourceId"), ("ClippingShape", "fillRule"), ("ClippingShape", "isVisible"),
    ("Solo", "activeComponentId"),
    ("CubicInterpolator", "x1"), ("CubicInterpolator", "y1"), ("CubicInterpolator", "x2"),
    ("CubicInterpolator", "y2"), ("ElasticInterpolator", "easingValue"),
    ("ElasticInterpolator", "amplitude"), ("ElasticInterpolator", "period"),
    ("Animation", "name"), ("LinearAnimation", "fps"), ("LinearAnimation", "duration"),
    ("LinearAnimation", "speed"), ("LinearAnimation", "loopValue"),
    ("LinearAnimation", "workStart"), ("LinearAnimation", "workEnd"),
    ("LinearAnimation", "enableWorkArea"), ("LinearAnimation", "quantize"),
    ("KeyedObject", "objectId"), ("KeyedProperty", "propertyKey"), ("KeyFrame", "frame"),
    ("InterpolatingKeyFrame", "interpolationType"), ("InterpolatingKeyFrame", "interpolatorId"),
    ("KeyFrameDouble", "value"), ("KeyFrameColor", "value"), ("KeyFrameBool", "value"),
    ("KeyFrameId", "value"), ("KeyFrameUint", "value"), ("KeyFrameInt", "value"),
    ("StateMachineComponent", "name"), ("StateMachineBool", "value"),
    ("StateMachineNumber", "value"), ("AdvanceableState", "speed"),
    ("AnimationState", "animationId"), ("StateTransition", "stateToId"),
    ("StateTransition", "flags"), ("StateTransition", "duration"),
    ("StateTransition", "exitTime"), ("StateTransition", "interpolationType"),
    ("StateTransition", "interpolatorId"), ("TransitionInputCondition", "inputId"),
    ("TransitionValueCondition", "opValue"), ("TransitionNumberCondition", "value"),
    ("Bone", "length"), ("RootBone", "x"), ("RootBone", "y"),
    ("Skin", "xx"), ("Skin", "yx"), ("Skin", "xy"), ("Skin", "yy"), ("Skin", "tx"), ("Skin", "ty"),
    ("Tendon", "boneId"), ("Tendon", "xx"), ("Tendon", "yx"), ("Tendon", "xy"), ("Tendon", "yy"),
    ("Tendon", "tx"), ("Tendon", "ty"), ("Weight", "values"), ("Weight", "indices"),
    ("CubicWeight", "inValues"), ("CubicWeight", "inIndices"), ("CubicWeight", "outValues"),
    ("CubicWeight", "outIndices"), ("DrawRules", "drawTargetId"), ("DrawTarget", "drawableId"),
    ("DrawTarget", "placementValue"), ("Image", "assetId"), ("Image", "originX"),
    ("Image", "originY"), ("FileAssetContents", "bytes"), ("Asset", "name"),
    ("Constraint", "strength"), ("TargetedConstraint", "targetId"),
    ("TransformSpaceConstraint", "sourceSpaceValue"),
    ("TransformSpaceConstraint", "destSpaceValue"),
    ("TransformComponentConstraint", "minMaxSpaceValue"),
    ("TransformComponentConstraint", "copyFactor"), ("TransformComponentConstraint", "minValue"),
    ("TransformComponentConstraint", "maxValue"), ("TransformComponentConstraint", "offset"),
    ("TransformComponentConstraint", "doesCopy"), ("TransformComponentConstraint", "min"),
    ("TransformComponentConstraint", "max"), ("TransformComponentConstraintY", "copyFactorY"),
    ("TransformComponentConstraintY", "minValueY"),
    ("TransformComponentConstraintY", "maxValueY"),
    ("TransformComponentConstraintY", "doesCopyY"), ("TransformComponentConstraintY", "minY"),
    ("TransformComponentConstraintY", "maxY"), ("DistanceConstraint", "distance"),
    ("DistanceConstraint", "modeValue"), ("FollowPathConstraint", "distance"),
    ("FollowPathConstraint", "orient"), ("FollowPathConstraint", "offset"),
    ("IKConstraint", "invertDirection"), ("IKConstraint", "parentBoneCount"),
]


def load_definitions(root):
    definitions = {}
    for path in sorted(root.rglob("*.json")):
        relative = path.relative_to(root).as_posix()
        with path.open(encoding="utf-8") as handle:
            data = json.load(handle)
        if not isinstance(data, dict) or "key" not in data or "name" not in data:
            continue  # Not a definition (for example a stray data file).
        definitions[relative] = data
    return definitions


def is_runtime(definition):
    return definition.get("runtime", True) is not False


def runtime_parent(definitions, definition):
    """The nearest ancestor along `extends` that a runtime knows, or None."""
    seen = set()
    parent_name = definition.get("extends")
    while parent_name is not None:
        if parent_name in seen:
            raise SystemExit(f"error: `extends` cycle through {parent_name}")
        seen.add(parent_name)
        parent = definitions.get(parent_name)
        if parent is None:
            raise SystemExit(f"error: {definition['name']} extends missing {parent_name}")
        if is_runtime(parent):
            return parent
        parent_name = parent.get("extends")
    return None


def collect(definitions):
    properties = {}  # key -> (swift type, "Definition.property")
    skipped = {"editor-only": 0, "no wire form": 0, "no data": 0}
    object_types = {}  # type key -> (name, parent type key or None)

    def add_property(key, field_type, label):
        existing = properties.get(key)
        if existing is not None and existing[0] != field_type:
            raise SystemExit(
                f"error: property key {key} is {existing[0]} ({existing[1]}) "
                f"and {field_type} ({label})"
            )
        if existing is None:
            properties[key] = (field_type, label)

    for relative, definition in definitions.items():
        if not is_runtime(definition):
            skipped["editor-only"] += len(definition.get("properties", {}))
            continue
        type_key = definition["key"]["int"]
        parent = runtime_parent(definitions, definition)
        parent_key = parent["key"]["int"] if parent is not None else None
        if type_key in object_types:
            raise SystemExit(f"error: type key {type_key} defined twice ({relative})")
        object_types[type_key] = (definition["name"], parent_key,
                                  definition.get("abstract", False) is True)

        for name, prop in definition.get("properties", {}).items():
            if prop.get("runtime", True) is False:
                skipped["editor-only"] += 1
                continue
            wire_type = prop.get("typeRuntime") or prop.get("type")
            if wire_type in DATALESS_TYPES:
                skipped["no data"] += 1
                continue
            field_type = FIELD_TYPES.get(wire_type)
            if field_type is None:
                skipped["no wire form"] += 1
                continue
            label = f"{definition['name']}.{name}"
            key = prop["key"]
            add_property(key["int"], field_type, label)
            for alternate in key.get("alternates", []):
                add_property(alternate["int"], field_type, f"{label} ({alternate['string']})")
    return properties, object_types, skipped


def swift_string(value):
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def lower_camel(name):
    return name[0].lower() + name[1:]


def named_constants(definitions, named_types=NAMED_TYPES, named_properties=NAMED_PROPERTIES):
    by_name = {d["name"]: d for d in definitions.values() if is_runtime(d)}
    types = []
    for name in named_types:
        definition = by_name.get(name)
        if definition is None:
            raise SystemExit(f"error: no runtime definition named {name}")
        types.append((lower_camel(name), definition["key"]["int"], name))
    properties = []
    for owner, prop in named_properties:
        definition = by_name.get(owner)
        data = (definition or {}).get("properties", {}).get(prop)
        if data is None or data.get("runtime", True) is False:
            raise SystemExit(f"error: no runtime property {owner}.{prop}")
        constant = lower_camel(owner) + prop[0].upper() + prop[1:]
        properties.append((constant, data["key"]["int"], f"{owner}.{prop}"))
    return types, properties


def render(properties, object_types, skipped, definition_count, constants):
    lines = [
        "// Generated from the Rive runtime definitions (../shared/reference/rive-defs).",
        "// Do not edit by hand. Regenerate from the repository root with:",
        "//",
        f"//   {REGENERATE_COMMAND}",
        "//",
        f"// {definition_count} definitions, {len(object_types)} runtime object types, "
        f"{len(properties)} runtime property keys.",
        f"// Left out: {skipped['editor-only']} editor-only properties, "
        f"{skipped['no wire form']} without a wire form,",
        f"// {skipped['no data']} callbacks (they carry no data).",
        "",
        "enum RiveDefinitions {",
        "  /// The field type of every property key a runtime knows without the file's table of",
        "  /// contents.",
        "  static let fieldTypes: [UInt32: RiveFieldType] = [",
    ]
    for key in sorted(properties):
        field_type, label = properties[key]
        lines.append(f"    {key}: .{field_type},  // {label}")
    lines += [
        "  ]",
        "",
        "  /// Every object type a runtime knows: its name and the type key it extends, if any.",
        "  static let objectTypes: [UInt32: RiveObjectType] = [",
    ]
    for key in sorted(object_types):
        name, parent, abstract = object_types[key]
        parent_text = "nil" if parent is None else str(parent)
        abstract_text = ", isAbstract: true" if abstract else ""
        lines.append(
            f"    {key}: RiveObjectType(name: {swift_string(name)}, parentKey: {parent_text}"
            f"{abstract_text}),")
    named_types, named_properties = constants
    lines += [
        "  ]",
        "",
        "  /// Type keys the reader refers to by name.",
        "  enum TypeKey {",
    ]
    for constant, key, name in named_types:
        lines.append(f"    static let {constant}: UInt32 = {key}  // {name}")
    lines += [
        "  }",
        "",
        "  /// Property keys the reader refers to by name.",
        "  enum PropertyKey {",
    ]
    for constant, key, name in named_properties:
        lines.append(f"    static let {constant}: UInt32 = {key}  // {name}")
    lines += ["  }", "}", ""]
    return "\n".join(lines)


def render_renderer_keys(constants):
    named_types, named_properties = constants
    lines = [
        "// Generated from the Rive runtime definitions (../shared/reference/rive-defs).",
        "// Do not edit by hand. Regenerate from the repository root with:",
        "//",
        f"//   {REGENERATE_COMMAND}",
        "",
        "/// Type keys the renderer refers to by name.",
        "enum RiveTypeKey {",
    ]
    for constant, key, name in named_types:
        lines += [f"  /// {name}", f"  static let {constant}: UInt32 = {key}"]
    lines += [
        "}",
        "",
        "/// Property keys the renderer refers to by name.",
        "enum RivePropertyKey {",
    ]
    for constant, key, name in named_properties:
        lines += [f"  /// {name}", f"  static let {constant}: UInt32 = {key}"]
    lines += ["}", ""]
    return "\n".join(lines)


def main(arguments):
    if len(arguments) > 2 or any(a in ("-h", "--help") for a in arguments):
        print(__doc__)
        return 0 if arguments and arguments[0] in ("-h", "--help") else 2
    root = Path(arguments[0]) if arguments else DEFAULT_DEFINITIONS
    output = Path(arguments[1]) if len(arguments) > 1 else DEFAULT_OUTPUT
    if not root.is_dir():
        print(f"error: no definitions folder at {root}", file=sys.stderr)
        return 1
    definitions = load_definitions(root)
    properties, object_types, skipped = collect(definitions)
    constants = named_constants(definitions)
    text = render(properties, object_types, skipped, len(definitions), constants)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text, encoding="utf-8")
    if len(arguments) < 2:
        renderer = named_constants(definitions, RENDERER_TYPES, RENDERER_PROPERTIES)
        RENDERER_OUTPUT.parent.mkdir(parents=True, exist_ok=True)
        RENDERER_OUTPUT.write_text(render_renderer_keys(renderer), encoding="utf-8")
        print(f"wrote {RENDERER_OUTPUT}")
    print(f"wrote {output} ({len(properties)} property keys, {len(object_types)} object types)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
