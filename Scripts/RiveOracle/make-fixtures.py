#!/usr/bin/env python3
"""Writes the `.riv` files of this repository's own that the Rive comparison checks besides the
shared fixtures (Scripts/RiveOracle/Fixtures), with the writer of the fuzzing seeds.

- nested-artboards.riv: a host artboard nesting "Badge" twice (rotated and faded, playing its
  animation; scaled, its animation remapped halfway) and "Switch" (its state machine run with
  a nested boolean input set), with a timeline animation and a state machine of its own.
- bones-rules-image.riv: a strip skinned to two bones that bend in its animation (vertices
  weighted to one bone or shared between both), three squares reordered by draw rules (red
  placed after blue's target), and an embedded PNG image, turned and faded.
- constraints.riv: a target that moves and turns in its animation, followed by a square's
  translation constraint (at 60% strength), a bar's rotation constraint, a two-bone arm's IK
  constraint (a square at its tip, another halfway along its upper bone) and a distance
  constraint, while a square travels round an ellipse by a follow-path constraint whose
  distance the animation moves.

Usage (from the repository root): python3 Scripts/RiveOracle/make-fixtures.py
"""

import importlib.util
import pathlib
import struct
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
_spec = importlib.util.spec_from_file_location("seeds", ROOT / "Fuzz" / "generate_seeds.py")
seeds = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(seeds)
obj = seeds.rive_object

# Type and property keys, from the runtime definitions.
BACKBOARD, ARTBOARD, SHAPE, ELLIPSE, RECTANGLE, FILL, SOLID_COLOR = 23, 1, 3, 4, 7, 20, 18
NESTED_ARTBOARD, NESTED_STATE_MACHINE, NESTED_SIMPLE, NESTED_REMAP, NESTED_BOOL = 92, 95, 96, 98, 123
LINEAR_ANIMATION, KEYED_OBJECT, KEYED_PROPERTY, KEY_FRAME_DOUBLE = 31, 25, 26, 30
STATE_MACHINE, BOOL_INPUT, LAYER, ENTRY, ANIMATION_STATE, TRANSITION = 53, 59, 57, 63, 61, 65
ANY_STATE, EXIT_STATE = 62, 64
BOOL_CONDITION = 71
NAME, PARENT, WIDTH, HEIGHT, ORIGIN_X, ORIGIN_Y = 4, 5, 7, 8, 11, 12
X, Y, ROTATION, SCALE_X, SCALE_Y, OPACITY, PATH_WIDTH, PATH_HEIGHT = 13, 14, 15, 16, 17, 18, 20, 21
COLOR = 37
ARTBOARD_ID, ANIMATION_ID_OF_NESTED, IS_PLAYING, REMAP_TIME = 197, 198, 201, 202
NESTED_INPUT_ID, NESTED_BOOL_VALUE = 237, 238
ANIMATION_NAME, FPS, DURATION, LOOP, OBJECT_ID, PROPERTY_KEY, FRAME = 55, 56, 57, 59, 51, 53, 67
INTERPOLATION, VALUE, MACHINE_NAME, BOOL_VALUE = 68, 70, 138, 141
ANIMATION_ID, STATE_TO, INPUT_ID, OP = 149, 151, 155, 156
NODE, POINTS_PATH, STRAIGHT_VERTEX, ROOT_BONE, BONE, SKIN, TENDON, WEIGHT = 2, 16, 5, 41, 40, 43, 44, 45
DRAW_TARGET, DRAW_RULES, IMAGE, IMAGE_ASSET, FILE_ASSET_CONTENTS = 48, 49, 100, 105, 106
VERTEX_X, VERTEX_Y, IS_CLOSED, BONE_LENGTH, ROOT_BONE_X, ROOT_BONE_Y = 24, 25, 32, 89, 90, 91
TENDON_BONE, TENDON_TX, TENDON_TY, WEIGHT_VALUES, WEIGHT_INDICES = 95, 100, 101, 102, 103
DRAWABLE_ID, PLACEMENT, DRAW_TARGET_ID, IMAGE_ASSET_ID, ASSET_BYTES = 119, 120, 121, 206, 212
TRANSLATION_CONSTRAINT, ROTATION_CONSTRAINT, DISTANCE_CONSTRAINT = 87, 89, 82
FOLLOW_PATH_CONSTRAINT, IK_CONSTRAINT = 165, 81
STRENGTH, TARGET, DISTANCE, FOLLOW_DISTANCE, IK_BONE_COUNT = 172, 173, 177, 363, 175


def child(type_key, parent, *properties):
    return obj(type_key, (PARENT, "uint", parent), *properties)


def artboard(name, width, height, *properties):
    return obj(ARTBOARD, (NAME, "string", name), (WIDTH, "float", width),
               (HEIGHT, "float", height), *properties)


def shape(first_id, parent, path_type, x, y, width, height, color):
    """`filled` with its parent ids: the shape is `first_id`."""
    return (child(SHAPE, parent, (X, "float", x), (Y, "float", y))
            + child(path_type, first_id, (PATH_WIDTH, "float", width),
                    (PATH_HEIGHT, "float", height))
            + child(FILL, first_id)
            + child(SOLID_COLOR, first_id + 2, (COLOR, "color", color)))


def layer(*transitions):
    """A layer whose entry state takes `transitions` (objects: a transition, its conditions)
    to its animation state, the first animation; the runtime needs its any and exit states."""
    return (obj(LAYER, (MACHINE_NAME, "string", "Layer")) + obj(ENTRY)
            + obj(TRANSITION, (STATE_TO, "uint", 3)) + b"".join(transitions) + obj(ANY_STATE)
            + obj(EXIT_STATE) + obj(ANIMATION_STATE, (ANIMATION_ID, "uint", 0)))


def animation(name, object_id, property_key, keys, seconds=1, loop=0):
    return (obj(LINEAR_ANIMATION, (ANIMATION_NAME, "string", name), (FPS, "uint", 60),
                (DURATION, "uint", 60 * seconds), (LOOP, "uint", loop))
            + obj(KEYED_OBJECT, (OBJECT_ID, "uint", object_id))
            + obj(KEYED_PROPERTY, (PROPERTY_KEY, "uint", property_key))
            + b"".join(obj(KEY_FRAME_DOUBLE, (FRAME, "uint", frame), (INTERPOLATION, "uint", 1),
                           (VALUE, "float", value)) for frame, value in keys))


def nested_artboards():
    host = (
        artboard("Host", 200.0, 150.0)
        + child(FILL, 0) + child(SOLID_COLOR, 1, (COLOR, "color", 0xFFF2EFE6))   # 1, 2
        + shape(3, 0, RECTANGLE, 100.0, 75.0, 120.0, 40.0, 0xFF3366AA)           # 3-6
        # 7: Badge, rotated and faded, playing "pulse".
        + child(NESTED_ARTBOARD, 0, (ARTBOARD_ID, "uint", 1), (X, "float", 50.0),
                (Y, "float", 40.0), (ROTATION, "float", 0.3), (OPACITY, "float", 0.7))
        + child(NESTED_SIMPLE, 7, (ANIMATION_ID_OF_NESTED, "uint", 0),
                (IS_PLAYING, "bool", True))                                      # 8
        # 9: Badge, scaled, "pulse" remapped halfway.
        + child(NESTED_ARTBOARD, 0, (ARTBOARD_ID, "uint", 1), (X, "float", 150.0),
                (Y, "float", 100.0), (SCALE_X, "float", 1.5), (SCALE_Y, "float", 1.5))
        + child(NESTED_REMAP, 9, (ANIMATION_ID_OF_NESTED, "uint", 0),
                (REMAP_TIME, "float", 0.5))                                      # 10
        # 11: Switch, its machine's input "on" set by the host.
        + child(NESTED_ARTBOARD, 0, (ARTBOARD_ID, "uint", 2), (X, "float", 20.0),
                (Y, "float", 90.0))
        + child(NESTED_STATE_MACHINE, 11, (ANIMATION_ID_OF_NESTED, "uint", 0))  # 12
        + child(NESTED_BOOL, 12, (NESTED_INPUT_ID, "uint", 0), (NESTED_BOOL_VALUE, "bool", True))
        + animation("move", 3, X, [(0, 100.0), (60, 130.0)])
        + obj(STATE_MACHINE, (ANIMATION_NAME, "string", "Host")) + layer())
    badge = (
        artboard("Badge", 60.0, 40.0, (ORIGIN_X, "float", 0.5), (ORIGIN_Y, "float", 0.5))
        + child(FILL, 0) + child(SOLID_COLOR, 1, (COLOR, "color", 0xFF2E8B57))   # 1, 2
        + shape(3, 0, ELLIPSE, 0.0, 0.0, 24.0, 24.0, 0xFFE04040)                  # 3-6
        + shape(7, 0, RECTANGLE, 25.0, 15.0, 30.0, 30.0, 0xFFFFCC00)              # 7-10
        + animation("pulse", 3, X, [(0, -15.0), (60, 15.0)], loop=1))
    switch = (
        artboard("Switch", 50.0, 50.0)
        + shape(1, 0, RECTANGLE, 25.0, 10.0, 40.0, 16.0, 0xFF8040C0)              # 1-4
        + animation("slide", 1, Y, [(0, 10.0), (30, 40.0)])
        + obj(STATE_MACHINE, (ANIMATION_NAME, "string", "Inner"))
        + obj(BOOL_INPUT, (MACHINE_NAME, "string", "on"), (BOOL_VALUE, "bool", False))
        + layer(obj(BOOL_CONDITION, (INPUT_ID, "uint", 0), (OP, "uint", 0))))
    return seeds.rive_header() + obj(BACKBOARD) + host + badge + switch


def png(width, height):
    """A PNG of `width`×`height` RGBA pixels: a gradient from teal to orange, opaque."""
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    rows = b"".join(
        b"\x00" + b"".join(bytes((40 + 200 * x // width, 160 - 60 * y // height,
                                  180 - 150 * x // width, 255)) for x in range(width))
        for y in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def bones_rules_image():
    root, tip = 3, 4
    share = (0x807F, 0x0201)  # 127/255 to the root bone (index 1), 128/255 to the tip (2)
    strip = [((60.0, 65.0), (255, 1)), ((100.0, 65.0), share), ((140.0, 65.0), (255, 2)),
             ((140.0, 85.0), (255, 2)), ((100.0, 85.0), share), ((60.0, 85.0), (255, 1))]
    vertices = b""
    for index, ((x, y), (values, indices)) in enumerate(strip):
        vertex = 7 + 2 * index
        vertices += (child(STRAIGHT_VERTEX, 6, (VERTEX_X, "float", x), (VERTEX_Y, "float", y))
                     + child(WEIGHT, vertex, (WEIGHT_VALUES, "uint", values),
                             (WEIGHT_INDICES, "uint", indices)))
    board = (
        artboard("Skeleton", 200.0, 160.0)
        + child(FILL, 0) + child(SOLID_COLOR, 1, (COLOR, "color", 0xFFF2EFE6))   # 1, 2
        + child(ROOT_BONE, 0, (ROOT_BONE_X, "float", 60.0), (ROOT_BONE_Y, "float", 75.0),
                (BONE_LENGTH, "float", 40.0))                                   # 3
        + child(BONE, root, (BONE_LENGTH, "float", 40.0))                       # 4
        + child(SHAPE, 0) + child(POINTS_PATH, 5, (IS_CLOSED, "bool", True))    # 5, 6
        + vertices                                                              # 7-18
        + child(SKIN, 6)                                                        # 19
        + child(TENDON, 19, (TENDON_BONE, "uint", root), (TENDON_TX, "float", 60.0),
                (TENDON_TY, "float", 75.0))                                     # 20
        + child(TENDON, 19, (TENDON_BONE, "uint", tip), (TENDON_TX, "float", 100.0),
                (TENDON_TY, "float", 75.0))                                     # 21
        + child(FILL, 5) + child(SOLID_COLOR, 22, (COLOR, "color", 0xFF3366AA))  # 22, 23
        + shape(24, 0, RECTANGLE, 40.0, 120.0, 30.0, 30.0, 0xFFE04040)          # 24-27
        + shape(28, 0, RECTANGLE, 55.0, 125.0, 30.0, 30.0, 0xFF2E8B57)          # 28-31
        + shape(32, 0, RECTANGLE, 70.0, 130.0, 30.0, 30.0, 0xFF4060E0)          # 32-35
        + child(NODE, 0) + child(DRAW_RULES, 36)                                # 36, 37
        + child(DRAW_TARGET, 37, (DRAWABLE_ID, "uint", 32), (PLACEMENT, "uint", 1))  # 38
        + child(DRAW_RULES, 24, (DRAW_TARGET_ID, "uint", 38))                   # 39
        + child(IMAGE, 0, (IMAGE_ASSET_ID, "uint", 0), (X, "float", 160.0),
                (Y, "float", 40.0), (ROTATION, "float", 0.2), (OPACITY, "float", 0.8))  # 40
        + obj(LINEAR_ANIMATION, (ANIMATION_NAME, "string", "bend"), (FPS, "uint", 60),
              (DURATION, "uint", 60))
        + b"".join(obj(KEYED_OBJECT, (OBJECT_ID, "uint", bone))
                   + obj(KEYED_PROPERTY, (PROPERTY_KEY, "uint", ROTATION))
                   + obj(KEY_FRAME_DOUBLE, (FRAME, "uint", 0), (INTERPOLATION, "uint", 1),
                         (VALUE, "float", 0.0))
                   + obj(KEY_FRAME_DOUBLE, (FRAME, "uint", 60), (INTERPOLATION, "uint", 1),
                         (VALUE, "float", turn))
                   for bone, turn in ((root, 0.5), (tip, 0.8))))
    assets = obj(IMAGE_ASSET) + obj(FILE_ASSET_CONTENTS, (ASSET_BYTES, "bytes", png(24, 16)))
    return seeds.rive_header() + obj(BACKBOARD) + assets + board


def constraints():
    def keyed(object_id, property_key, start, end):
        return (obj(KEYED_OBJECT, (OBJECT_ID, "uint", object_id))
                + obj(KEYED_PROPERTY, (PROPERTY_KEY, "uint", property_key))
                + b"".join(obj(KEY_FRAME_DOUBLE, (FRAME, "uint", frame),
                               (INTERPOLATION, "uint", 1), (VALUE, "float", value))
                           for frame, value in ((0, start), (60, end))))

    target, follower = 3, 38
    board = (
        artboard("Constraints", 200.0, 160.0)
        + child(FILL, 0) + child(SOLID_COLOR, 1, (COLOR, "color", 0xFFF2EFE6))   # 1, 2
        + child(NODE, 0, (X, "float", 150.0), (Y, "float", 40.0))               # 3
        + shape(4, 0, RECTANGLE, 20.0, 20.0, 20.0, 20.0, 0xFFE04040)            # 4-7
        + child(TRANSLATION_CONSTRAINT, 4, (TARGET, "uint", target),
                (STRENGTH, "float", 0.6))                                       # 8
        + shape(9, 0, RECTANGLE, 100.0, 20.0, 40.0, 8.0, 0xFF2E8B57)            # 9-12
        + child(ROTATION_CONSTRAINT, 9, (TARGET, "uint", target))               # 13
        + child(ROOT_BONE, 0, (ROOT_BONE_X, "float", 30.0), (ROOT_BONE_Y, "float", 140.0),
                (BONE_LENGTH, "float", 35.0))                                   # 14
        + child(BONE, 14, (BONE_LENGTH, "float", 35.0))                         # 15
        + shape(16, 15, RECTANGLE, 35.0, 0.0, 10.0, 10.0, 0xFF8040C0)           # 16-19
        + child(IK_CONSTRAINT, 15, (TARGET, "uint", target),
                (IK_BONE_COUNT, "uint", 1))                                     # 20
        + shape(21, 14, RECTANGLE, 17.0, 0.0, 30.0, 4.0, 0xFF603020)            # 21-24
        + shape(25, 0, RECTANGLE, 185.0, 150.0, 10.0, 10.0, 0xFF208080)         # 25-28
        + child(DISTANCE_CONSTRAINT, 25, (TARGET, "uint", target),
                (DISTANCE, "float", 50.0))                                      # 29
        # Last in the file, so drawn first, beneath the others.
        + shape(30, 0, ELLIPSE, 100.0, 90.0, 120.0, 50.0, 0xFFD8D2C4)           # 30-33
        + shape(34, 0, RECTANGLE, 0.0, 0.0, 12.0, 6.0, 0xFF4060E0)              # 34-37
        + child(FOLLOW_PATH_CONSTRAINT, 34, (TARGET, "uint", 30))               # 38
        + obj(LINEAR_ANIMATION, (ANIMATION_NAME, "string", "move"), (FPS, "uint", 60),
              (DURATION, "uint", 60))
        + keyed(target, X, 150.0, 60.0) + keyed(target, ROTATION, 0.0, 2.5)
        + keyed(follower, FOLLOW_DISTANCE, 0.0, 0.75))
    return seeds.rive_header() + obj(BACKBOARD) + board


def main():
    folder = ROOT / "Scripts" / "RiveOracle" / "Fixtures"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "nested-artboards.riv").write_bytes(nested_artboards())
    (folder / "bones-rules-image.riv").write_bytes(bones_rules_image())
    (folder / "constraints.riv").write_bytes(constraints())
    print(f"wrote nested-artboards.riv, bones-rules-image.riv and constraints.riv in {folder}")


if __name__ == "__main__":
    main()
