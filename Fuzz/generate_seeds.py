#!/usr/bin/env python3
"""Writes the self-made seed inputs of the fuzz targets into Fuzz/Corpus/<target>/.

The `audit` seeds are the rules' Swift examples, read from docs/rules.md, plus hostile files.

Every seed is built here from the formats' rules, so no sample file is copied into the
repository. Seeds are named `seed-<what>.<ext>`; inputs that `Scripts/fuzz.sh --merge` adds are
named by their SHA-1 and are left alone. Run from anywhere (Python 3 standard library only):

    python3 Fuzz/generate_seeds.py
"""

import json
import pathlib
import struct
import zlib

CORPUS = pathlib.Path(__file__).resolve().parent / "Corpus"


# MARK: - Rive


def varuint(value):
    assert value >= 0
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def rive_header(major=7, minor=0, file_id=1, table_of_contents=()):
    """`RIVE`, versions, file id, then the table of contents: keys, 0, 2-bit types in uint32s."""
    out = bytearray(b"RIVE")
    out += varuint(major) + varuint(minor) + varuint(file_id)
    for key, _ in table_of_contents:
        out += varuint(key)
    out += varuint(0)
    word = 0
    for index, (_, field_type) in enumerate(table_of_contents):
        word |= (field_type & 3) << ((index % 4) * 2)
        if index % 4 == 3 or index == len(table_of_contents) - 1:
            out += struct.pack("<I", word)
            word = 0
    return bytes(out)


def rive_value(kind, value):
    if kind == "uint":
        return varuint(value)
    if kind == "int":  # zigzag
        return varuint(((value << 1) ^ (value >> 31)) & 0xFFFFFFFF)
    if kind == "bool":
        return bytes([1 if value else 0])
    if kind == "float":
        return struct.pack("<f", value)
    if kind == "color":
        return struct.pack("<I", value)
    if kind == "string":
        data = value.encode("utf-8")
        return varuint(len(data)) + data
    if kind == "bytes":
        return varuint(len(value)) + bytes(value)
    raise ValueError(kind)


def rive_object(type_key, *properties):
    out = bytearray(varuint(type_key))
    for key, kind, value in properties:
        out += varuint(key) + rive_value(kind, value)
    out += varuint(0)
    return bytes(out)


# Type keys and property keys, from the runtime definitions.
BACKBOARD, ARTBOARD, LINEAR_ANIMATION, STATE_MACHINE = 23, 1, 31, 53
BOOL_INPUT, NUMBER_INPUT, TRIGGER_INPUT = 59, 56, 58
EVENT, OPEN_URL_EVENT, AUDIO_EVENT = 128, 131, 407
VIEW_MODEL, VIEW_MODEL_INSTANCE = 435, 437
VM_NUMBER, VM_STRING, VM_BOOLEAN, VM_COLOR, VM_TRIGGER = 431, 443, 448, 440, 502
VM_ENUM, VM_ENUM_CUSTOM, VM_LIST, VM_VIEW_MODEL, VM_ARTBOARD = 509, 439, 434, 436, 598
VM_IMAGE, VM_FONT, VM_BLOB, VM_SYMBOL = 585, 1034, 1043, 563
NODE, SHAPE, SOLID_COLOR, FILE_ASSET_CONTENTS, KEY_FRAME_INT = 2, 3, 18, 106, 1067

NAME, ANIMATION_NAME, MACHINE_NAME, VM_NAME = 4, 55, 138, 557
WIDTH, HEIGHT, NODE_X, PARENT_ID = 7, 8, 13, 5
FPS, DURATION, SPEED, LOOP, WORK_START, WORK_END, WORK_AREA = 56, 57, 58, 59, 60, 61, 62
BOOL_VALUE, NUMBER_VALUE, URL, INSTANCE_VM_ID = 141, 140, 248, 566
COLOR_VALUE, ASSET_BYTES, KEY_FRAME_INT_VALUE = 37, 212, 1068


def rive_seeds():
    artboard = rive_object(ARTBOARD, (NAME, "string", "Main"), (WIDTH, "float", 400.0),
                           (HEIGHT, "float", 300.0))
    seeds = {
        "header-only.riv": rive_header(),
        "artboard.riv": rive_header() + rive_object(BACKBOARD) + artboard,
        "animations.riv": rive_header() + artboard
        + rive_object(LINEAR_ANIMATION, (ANIMATION_NAME, "string", "idle"))
        + rive_object(LINEAR_ANIMATION, (ANIMATION_NAME, "string", "wave"), (FPS, "uint", 24),
                      (DURATION, "uint", 48), (SPEED, "float", 1.5), (LOOP, "uint", 1))
        + rive_object(LINEAR_ANIMATION, (ANIMATION_NAME, "string", "bounce"), (LOOP, "uint", 2),
                      (WORK_AREA, "bool", True), (WORK_START, "uint", 6), (WORK_END, "uint", 30))
        + rive_object(LINEAR_ANIMATION, (FPS, "uint", 0), (LOOP, "uint", 7)),
        "state-machine.riv": rive_header() + artboard
        + rive_object(STATE_MACHINE, (ANIMATION_NAME, "string", "State Machine 1"))
        + rive_object(BOOL_INPUT, (MACHINE_NAME, "string", "isOn"), (BOOL_VALUE, "bool", True))
        + rive_object(NUMBER_INPUT, (MACHINE_NAME, "string", "level"),
                      (NUMBER_VALUE, "float", 2.5))
        + rive_object(TRIGGER_INPUT, (MACHINE_NAME, "string", "tap")),
        "events.riv": rive_header() + artboard
        + rive_object(EVENT, (NAME, "string", "done"))
        + rive_object(OPEN_URL_EVENT, (NAME, "string", "help"),
                      (URL, "string", "https://example.com/help"))
        + rive_object(AUDIO_EVENT, (NAME, "string", "chime")),
        "view-models.riv": rive_header() + rive_object(BACKBOARD)
        + rive_object(VIEW_MODEL, (VM_NAME, "string", "Mascot"))
        + b"".join(rive_object(kind, (VM_NAME, "string", f"p{kind}")) for kind in (
            VM_NUMBER, VM_STRING, VM_BOOLEAN, VM_COLOR, VM_TRIGGER, VM_ENUM, VM_ENUM_CUSTOM,
            VM_LIST, VM_VIEW_MODEL, VM_ARTBOARD, VM_IMAGE, VM_FONT, VM_BLOB, VM_SYMBOL))
        + rive_object(VIEW_MODEL_INSTANCE, (NAME, "string", "Default"),
                      (INSTANCE_VM_ID, "uint", 0))
        + rive_object(VIEW_MODEL, (VM_NAME, "string", "Second"))
        + rive_object(VIEW_MODEL_INSTANCE, (NAME, "string", "Other"),
                      (INSTANCE_VM_ID, "uint", 1)),
        # Keys from the table of contents, one of each 2-bit type, on an object the reader skips
        # and on one it keeps.
        "table-of-contents.riv": rive_header(
            table_of_contents=[(9001, 0), (9002, 1), (9003, 2), (9004, 3), (9005, 0)])
        + rive_object(NODE, (9001, "uint", 1 << 40), (9002, "bytes", b"\x00\xff"),
                      (9003, "float", 1.0), (9004, "color", 0xFF00FF00), (9005, "uint", 3))
        + rive_object(ARTBOARD, (NAME, "string", "A"), (9002, "bytes", b"xyz")),
        # Every wire type on objects the reader does not report on.
        "field-types.riv": rive_header() + artboard
        + rive_object(SHAPE, (NAME, "string", "shape"), (PARENT_ID, "uint", 0),
                      (NODE_X, "float", -1.0))
        + rive_object(SOLID_COLOR, (COLOR_VALUE, "color", 0x80FF0000))
        + rive_object(KEY_FRAME_INT, (KEY_FRAME_INT_VALUE, "int", -5))
        + rive_object(FILE_ASSET_CONTENTS, (ASSET_BYTES, "bytes", bytes(range(16))))
        + rive_object(60000, (NAME, "string", "unknown type")),
        "owners-missing.riv": rive_header()
        + rive_object(LINEAR_ANIMATION, (ANIMATION_NAME, "string", "orphan"))
        + rive_object(TRIGGER_INPUT, (MACHINE_NAME, "string", "orphan"))
        + rive_object(VIEW_MODEL_INSTANCE, (NAME, "string", "orphan")),
        "non-ascii-names.riv": rive_header(minor=4, file_id=123456789) + artboard
        + rive_object(STATE_MACHINE, (ANIMATION_NAME, "string", "Máquina ☂"))
        + rive_object(EVENT, (NAME, "string", "")),
        # Edge cases: each ends in an error.
        "empty.riv": b"",
        "short-signature.riv": b"RIV",
        "version-6.riv": rive_header(major=6),
        "truncated-object.riv": rive_header() + varuint(ARTBOARD) + varuint(NAME),
        "long-string.riv": rive_header() + varuint(ARTBOARD) + varuint(NAME) + varuint(1 << 30),
        "varint-overflow.riv": rive_header() + b"\xff" * 11,
        "unknown-key.riv": rive_header() + varuint(ARTBOARD) + varuint(65000) + b"\x00",
        "invalid-utf8.riv": rive_header() + varuint(ARTBOARD) + varuint(NAME) + b"\x02\xc3\x28\x00",
    }
    return seeds


# Drawing: shapes, paths, paints, clips, constraints, keyframes and state machine layers.
POINTS_PATH, STRAIGHT_VERTEX, RECTANGLE, POLYGON, STAR = 16, 5, 7, 51, 52
FILL, CLIPPING_SHAPE, IK_CONSTRAINT, DISTANCE_CONSTRAINT = 20, 42, 81, 82
KEYED_OBJECT, KEYED_PROPERTY, KEY_FRAME_DOUBLE = 25, 26, 30
LAYER, ENTRY_STATE, ANIMATION_STATE, STATE_TRANSITION = 57, 63, 61, 65
PATH_WIDTH, PATH_HEIGHT, VERTEX_X, VERTEX_Y, IS_CLOSED, POINTS = 20, 21, 24, 25, 32, 125
CLIP_SOURCE, TARGET_ID, OBJECT_ID, PROPERTY_KEY, FRAME, VALUE = 92, 173, 51, 53, 67, 70
NESTED_ARTBOARD, NESTED_SIMPLE_ANIMATION, NESTED_STATE_MACHINE = 92, 96, 95
NESTED_ARTBOARD_ID, NESTED_ANIMATION_ID, NESTED_IS_PLAYING = 197, 198, 201
ANIMATION_ID, STATE_TO, INTERPOLATION = 149, 151, 68
BONE, ROOT_BONE, SKIN, TENDON, WEIGHT, CUBIC_WEIGHT = 40, 41, 43, 44, 45, 46
BONE_LENGTH, TENDON_BONE_ID, WEIGHT_VALUES, WEIGHT_INDICES = 89, 95, 102, 103
DRAW_TARGET, DRAW_RULES, DRAWABLE_ID, PLACEMENT, DRAW_TARGET_ID = 48, 49, 119, 120, 121
IMAGE, IMAGE_ASSET, IMAGE_ASSET_ID = 100, 105, 206
TRANSLATION_CONSTRAINT, FOLLOW_PATH_CONSTRAINT, FOLLOW_DISTANCE = 87, 165, 363
IK_BONE_COUNT = 175


def rive_render_seeds():
    """Hostile drawings for the `rive-render` target: each must end within the renderer's
    limits (RiveRenderLimits) with a whole SVG document."""
    def file(*objects, width=100.0):
        return rive_header() + rive_object(
            ARTBOARD, (NAME, "string", "Main"), (WIDTH, "float", width),
            (HEIGHT, "float", 100.0)) + b"".join(objects)

    def child(type_key, parent, *properties):
        return rive_object(type_key, (PARENT_ID, "uint", parent), *properties)

    def filled_shape(parent, first_id, path):
        """A shape at `first_id` with `path` (one component), a fill and a colour."""
        return (child(SHAPE, parent) + path(first_id)
                + child(FILL, first_id) + child(SOLID_COLOR, first_id + 2,
                                                (COLOR_VALUE, "color", 0xFF336699)))

    depth = 1000
    deep = b"".join(child(NODE, index, (NODE_X, "float", 0.5)) for index in range(depth))
    vertices = 8000
    million = (
        # Polygons and stars asking for a million points each, then one path of many vertices.
        filled_shape(0, 1, lambda shape: child(POLYGON, shape, (POINTS, "uint", 1_000_000),
                                               (PATH_WIDTH, "float", 50.0),
                                               (PATH_HEIGHT, "float", 50.0)))
        + filled_shape(0, 5, lambda shape: child(STAR, shape, (POINTS, "uint", 1_000_000),
                                                 (PATH_WIDTH, "float", 50.0),
                                                 (PATH_HEIGHT, "float", 50.0)))
        + child(SHAPE, 0) + child(POINTS_PATH, 9, (IS_CLOSED, "bool", True))
        + b"".join(child(STRAIGHT_VERTEX, 10, (VERTEX_X, "float", float(index % 97)),
                         (VERTEX_Y, "float", float(index % 89))) for index in range(vertices))
        + child(FILL, 9) + child(SOLID_COLOR, 11 + vertices, (COLOR_VALUE, "color", 0xFF000000)))

    def animation(name, *keyframes, object_id=1, property_key=NODE_X):
        return (rive_object(LINEAR_ANIMATION, (ANIMATION_NAME, "string", name),
                            (FPS, "uint", 60), (DURATION, "uint", 60), (LOOP, "uint", 1))
                + rive_object(KEYED_OBJECT, (OBJECT_ID, "uint", object_id))
                + rive_object(KEYED_PROPERTY, (PROPERTY_KEY, "uint", property_key))
                + b"".join(rive_object(KEY_FRAME_DOUBLE, (FRAME, "uint", frame),
                                       (INTERPOLATION, "uint", 1), (VALUE, "float", value))
                           for frame, value in keyframes))

    shape_and_fill = filled_shape(0, 1, lambda shape: child(
        RECTANGLE, shape, (PATH_WIDTH, "float", 20.0), (PATH_HEIGHT, "float", 20.0)))

    def artboard(name, *objects):
        return rive_object(ARTBOARD, (NAME, "string", name), (WIDTH, "float", 100.0),
                           (HEIGHT, "float", 100.0)) + b"".join(objects)

    def nests(index):
        """A nested artboard of the artboard at `index` (after a shape, rectangle, fill and
        colour: ids 1 to 4)."""
        return child(NESTED_ARTBOARD, 0, (NESTED_ARTBOARD_ID, "uint", index))

    # Artboards 2 to 13 each nest the next twice: 4,096 instances asked for at the bottom.
    fan_out = b"".join(
        artboard(f"Level {level}", shape_and_fill, nests(level + 1), nests(level + 1))
        for level in range(2, 14))
    # Forty artboards, each nesting the next.
    chain = b"".join(artboard(f"Link {link}", shape_and_fill, nests(link + 1)) for link in range(40))
    return {
        # Node 1's parent is 2, node 2's is 1, and a shape hangs from the cycle.
        "parent-cycle.riv": file(
            child(NODE, 2), child(NODE, 1),
            filled_shape(2, 3, lambda shape: child(RECTANGLE, shape, (PATH_WIDTH, "float", 5.0)))),
        # A shape (1) and a node (5) constraining each other, and a clipping shape whose source
        # is the shape it clips.
        "constraint-cycle.riv": file(
            shape_and_fill, child(NODE, 0),
            child(IK_CONSTRAINT, 1, (TARGET_ID, "uint", 5)),
            child(DISTANCE_CONSTRAINT, 5, (TARGET_ID, "uint", 1)),
            child(CLIPPING_SHAPE, 1, (CLIP_SOURCE, "uint", 1))),
        # Two thousand nodes, each following the next with a translation constraint (a chain
        # far deeper than the renderer resolves), a translation constraint targeting its own
        # child, and a follow-path constraint on a shape (2,001) following that shape's own
        # path, far past its end, and another following a polygon of a million points.
        "constraint-chain.riv": file(
            b"".join(child(NODE, 0, (NODE_X, "float", float(index))) for index in range(2000))
            + b"".join(child(TRANSLATION_CONSTRAINT, index, (TARGET_ID, "uint", index + 1))
                       for index in range(1, 2000))
            + child(NODE, 1) + child(TRANSLATION_CONSTRAINT, 1, (TARGET_ID, "uint", 4000))
            + filled_shape(0, 4002, lambda shape: child(
                POLYGON, shape, (POINTS, "uint", 1_000_000), (PATH_WIDTH, "float", 50.0)))
            + child(FOLLOW_PATH_CONSTRAINT, 4002, (TARGET_ID, "uint", 4002),
                    (FOLLOW_DISTANCE, "float", 1e30))
            + child(FOLLOW_PATH_CONSTRAINT, 1, (TARGET_ID, "uint", 4002),
                    (FOLLOW_DISTANCE, "float", -2.5))),
        # A chain of 500 bones under a root bone, an IK constraint on the last asking for a
        # billion bones above it (more than the stills solve), and another on the root bone
        # targeting a bone that hangs from it.
        "ik-chain.riv": file(
            child(ROOT_BONE, 0, (BONE_LENGTH, "float", 3.0))
            + b"".join(child(BONE, index, (BONE_LENGTH, "float", 3.0)) for index in range(1, 501))
            + child(NODE, 0, (NODE_X, "float", 2.0))
            + child(IK_CONSTRAINT, 501, (TARGET_ID, "uint", 502), (IK_BONE_COUNT, "uint", 10**9))
            + child(IK_CONSTRAINT, 1, (TARGET_ID, "uint", 400))
            + filled_shape(501, 505, lambda shape: child(
                RECTANGLE, shape, (PATH_WIDTH, "float", 2.0), (PATH_HEIGHT, "float", 2.0)))),
        # A thousand nested nodes, a shape at the bottom.
        "deep-nesting.riv": file(
            deep, filled_shape(depth, depth + 1, lambda shape: child(
                RECTANGLE, shape, (PATH_WIDTH, "float", 5.0), (PATH_HEIGHT, "float", 5.0)))),
        "million-vertices.riv": file(million),
        # Keyframes out of order, repeated and far past the animation's end.
        "keyframes-out-of-order.riv": file(
            shape_and_fill,
            animation("shuffled", (40, 80.0), (10, 20.0), (10, 5.0), (0, 0.0), (100000, 1e9))),
        # Two states that hand over to each other on every frame: it never settles.
        "never-settles.riv": file(
            shape_and_fill, animation("a", (0, 0.0), (60, 50.0)),
            animation("b", (0, 50.0), (60, 0.0)),
            rive_object(STATE_MACHINE, (ANIMATION_NAME, "string", "Loop")),
            rive_object(LAYER, (MACHINE_NAME, "string", "Layer")),
            rive_object(ENTRY_STATE), rive_object(STATE_TRANSITION, (STATE_TO, "uint", 1)),
            rive_object(ANIMATION_STATE, (ANIMATION_ID, "uint", 0)),
            rive_object(STATE_TRANSITION, (STATE_TO, "uint", 2)),
            rive_object(ANIMATION_STATE, (ANIMATION_ID, "uint", 1)),
            rive_object(STATE_TRANSITION, (STATE_TO, "uint", 1))),
        # Main nests itself (5) and Other (6, playing Other's animation and running its state
        # machine), which nests Main; Main also nests Level 2, the first of a tree of nestings
        # far wider than the renderer draws.
        "nesting-cycle.riv": rive_header() + artboard(
            "Main", shape_and_fill, nests(0), nests(1),
            child(NESTED_SIMPLE_ANIMATION, 6, (NESTED_ANIMATION_ID, "uint", 0),
                  (NESTED_IS_PLAYING, "bool", True)),
            child(NESTED_STATE_MACHINE, 6, (NESTED_ANIMATION_ID, "uint", 0)), nests(2)) + artboard(
            "Other", shape_and_fill, nests(0), animation("spin", (0, 0.0), (60, 50.0)),
            rive_object(STATE_MACHINE, (ANIMATION_NAME, "string", "Machine")),
            rive_object(LAYER, (MACHINE_NAME, "string", "Layer")),
            rive_object(ENTRY_STATE), rive_object(STATE_TRANSITION, (STATE_TO, "uint", 1)),
            rive_object(ANIMATION_STATE, (ANIMATION_ID, "uint", 0))) + fan_out,
        "nesting-chain.riv": rive_header() + chain,
        # Bones 1 and 2 hang from each other; a skinned path (4) whose tendons name a bone of
        # the cycle, the path itself and nothing, with weights past its bones and a vertex
        # with none; a weight on a path without a skin.
        "bone-cycle.riv": file(
            child(BONE, 2, (BONE_LENGTH, "float", 10.0)), child(BONE, 1),
            child(SHAPE, 0), child(POINTS_PATH, 3, (IS_CLOSED, "bool", True)),
            child(STRAIGHT_VERTEX, 4, (VERTEX_X, "float", 5.0)),
            child(WEIGHT, 5, (WEIGHT_VALUES, "uint", 0xFFFFFFFF),
                  (WEIGHT_INDICES, "uint", 0xFFC80201)),
            child(STRAIGHT_VERTEX, 4, (VERTEX_Y, "float", 5.0)),
            child(CUBIC_WEIGHT, 7), child(STRAIGHT_VERTEX, 4),
            child(SKIN, 4), child(TENDON, 10, (TENDON_BONE_ID, "uint", 1)),
            child(TENDON, 10, (TENDON_BONE_ID, "uint", 4)), child(TENDON, 10),
            child(FILL, 3), child(SOLID_COLOR, 14, (COLOR_VALUE, "color", 0xFF000000)),
            child(ROOT_BONE, 0), child(SHAPE, 0), child(POINTS_PATH, 17),
            child(STRAIGHT_VERTEX, 18), child(WEIGHT, 19)),
        # Draw rules on two shapes (1, 5) whose targets name each other's shape, rules that
        # choose the artboard, a target of the artboard, and a target naming its own rules.
        "draw-rule-cycle.riv": file(
            shape_and_fill, shape_and_fill.replace(varuint(PARENT_ID) + b"\x01",
                                                   varuint(PARENT_ID) + b"\x05"),
            child(DRAW_RULES, 1, (DRAW_TARGET_ID, "uint", 10)),
            child(DRAW_TARGET, 9, (DRAWABLE_ID, "uint", 5), (PLACEMENT, "uint", 1)),
            child(DRAW_RULES, 5, (DRAW_TARGET_ID, "uint", 12)),
            child(DRAW_TARGET, 11, (DRAWABLE_ID, "uint", 1), (PLACEMENT, "uint", 7)),
            child(DRAW_RULES, 0, (DRAW_TARGET_ID, "uint", 0)),
            child(DRAW_TARGET, 13, (DRAWABLE_ID, "uint", 0)),
            child(DRAW_TARGET, 13, (DRAWABLE_ID, "uint", 13))),
        # Image assets with cut or lying headers, and images naming them and no asset at all.
        "image-headers.riv": rive_header()
        + b"".join(rive_object(IMAGE_ASSET) + rive_object(FILE_ASSET_CONTENTS,
                                                          (ASSET_BYTES, "bytes", contents))
                   for contents in (
                       b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff\xe0\xff\xff",
                       b"\xff\xd8" + b"\xff" * 64, b"\xff\xd8\xff\xc0\x00\x01",
                       b"RIFF\x00\x00\x00\x00WEBPVP8L\x00", b"RIFF" + b"\x00" * 4 + b"WEBP"
                       + b"VP8X" + b"\xff" * 14))
        + rive_object(ARTBOARD, (NAME, "string", "Main"), (WIDTH, "float", 100.0),
                      (HEIGHT, "float", 100.0))
        + b"".join(child(IMAGE, 0, (IMAGE_ASSET_ID, "uint", index)) for index in range(7))
        + child(IMAGE, 0, (IMAGE_ASSET_ID, "uint", 0xFFFFFFFF)),
    }


# MARK: - Lottie JSON


def lottie(**members):
    document = {"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100, "layers": []}
    document.update(members)
    return document


def lottie_bytes(document):
    return json.dumps(document, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


SHAPE_LAYER = {
    "ty": 4, "nm": "dot", "ip": 0, "op": 60, "st": 0, "sr": 1, "ind": 1,
    "ks": {"o": {"a": 0, "k": 100}, "p": {"a": 1, "k": [
        {"t": 0, "s": [10, 10, 0], "i": {"x": [0.5], "y": [1]}, "o": {"x": [0.5], "y": [0]}},
        {"t": 30, "s": [90, 10, 0]}]}},
    "shapes": [{"ty": "gr", "it": [{"ty": "el", "s": {"a": 0, "k": [20, 20]},
                                    "p": {"a": 0, "k": [0, 0]}},
                                   {"ty": "fl", "c": {"a": 0, "k": [1, 0.5, 0, 1]}}]}],
}


def lottie_seeds():
    return {
        "minimal.json": lottie_bytes(lottie()),
        "layers.json": lottie_bytes(lottie(nm="Dots", layers=[SHAPE_LAYER, {"ty": 3, "ind": 2}],
                                           assets=[{"id": "comp", "layers": [SHAPE_LAYER]}])),
        "markers.json": lottie_bytes(lottie(markers=[
            {"cm": "intro", "tm": 0, "dr": 30},
            {"cm": "Reduced Motion", "tm": 30, "dr": 0},
            {"cm": "reduced_motion", "tm": 40, "dr": 5},
            {"cm": "Reduced Motion\r", "tm": 50, "dr": 10},
            {"cm": "", "tm": 1.5, "dr": -1},
        ])),
        "fractional-timing.json": lottie_bytes(lottie(fr=29.97, ip=12.5, op=1e3, w=512.25, h=0)),
        # Valid JSON that lottie-ios refuses, and JSON syntax corners.
        "null-members.json": b'{"v":null,"fr":null,"markers":null,"nm":5,"layers":null}',
        "wrong-types.json": b'{"v":5,"fr":"30","ip":[],"op":{},"w":true,"h":false,"layers":{}}',
        "zero-frame-rate.json": lottie_bytes(lottie(fr=0)),
        "bad-marker.json": lottie_bytes(lottie(markers=[{"cm": 1, "tm": "0"}, 7])),
        "top-level-array.json": b"[1,2,3]",
        "empty.json": b"",
        "whitespace-bom.json": b"\xef\xbb\xbf \t\r\n" + lottie_bytes(lottie()) + b"\n",
        "escapes.json": (b'{"v":"5.\\u0037\\n\\t\\"\\\\\\/","nm":"\\ud83d\\ude00 caf\\u00e9",'
                         b'"fr":3E1,"ip":-0.0,"op":6.0e+1,"w":1e-2,"h":100,"layers":[],'
                         b'"markers":[{"cm":"\\u0052educed motion","tm":0,"dr":1}]}'),
        "duplicate-keys.json": b'{"v":"1","v":"2","fr":1,"fr":30,"ip":0,"op":1,"w":1,"h":1,'
                               b'"layers":{},"layers":[null,true,false,"x",{"a":[[]]}]}',
        "deep-nesting.json": b'{"v":"5","fr":30,"ip":0,"op":1,"w":1,"h":1,"layers":['
                             + b"[" * 200 + b"]" * 200 + b'],"x":' + b"{\"a\":" * 100 + b"0"
                             + b"}" * 100 + b"}",
        # Markers are built as a tree: nested as deep as the default limit allows (512 with the
        # top-level object).
        "deep-markers.json": b'{"v":"5","fr":30,"ip":0,"op":1,"w":1,"h":1,"layers":[],"markers":'
                             + b"[" * 511 + b"]" * 511 + b"}",
        "bad-syntax.json": b'{"v":"5","fr":01,"ip":1.,"op":1e,"w":tru,"h":"\\x","layers":[1,]}',
        "huge-number.json": b'{"v":"5","fr":1e400,"ip":0,"op":1,"w":1,"h":1,"layers":[]}',
        "invalid-utf8.json": b'{"v":"\xc3\x28","fr":30,"ip":0,"op":1,"w":1,"h":1,"layers":[]}',
        "trailing-text.json": lottie_bytes(lottie()) + b" {}",
    }


# MARK: - Still rendering


def render_seeds():
    """The reader's seeds, every kind of layer and shape the renderer draws, and hostile files."""
    seeds = dict(lottie_seeds())
    identity = {"p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
                "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}

    def shape_layer(items, index=1, **members):
        layer = {"ty": 4, "nm": f"shape {index}", "ind": index, "ip": 0, "op": 60, "st": 0,
                 "sr": 1, "ks": identity, "shapes": [{"ty": "gr", "it": items + [
                     dict(identity, ty="tr")]}]}
        layer.update(members)
        return layer

    fill = {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}
    stroke = {"ty": "st", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 80},
              "w": {"a": 0, "k": 4}, "lc": 1, "lj": 1, "ml": 4,
              "d": [{"n": "d", "v": {"a": 0, "k": 5}}, {"n": "g", "v": {"a": 0, "k": 3}}]}
    gradient = {"ty": "gf", "t": 2, "s": {"a": 0, "k": [50, 50]}, "e": {"a": 0, "k": [90, 50]},
                "h": {"a": 0, "k": 30}, "a": {"a": 0, "k": 45}, "o": {"a": 0, "k": 100},
                "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.2]}}}
    rectangle = {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [40, 30]},
                 "r": {"a": 0, "k": 6}}
    star = {"ty": "sr", "sy": 1, "p": {"a": 0, "k": [50, 50]}, "pt": {"a": 0, "k": 5},
            "or": {"a": 0, "k": 40}, "ir": {"a": 0, "k": 20}, "os": {"a": 0, "k": 30},
            "is": {"a": 0, "k": 10}, "r": {"a": 0, "k": 0}}
    trim = {"ty": "tm", "s": {"a": 0, "k": 10}, "e": {"a": 0, "k": 80}, "o": {"a": 0, "k": 90},
            "m": 2}
    repeater = {"ty": "rp", "c": {"a": 0, "k": 4}, "o": {"a": 0, "k": 0}, "m": 1,
                "tr": {"p": {"a": 0, "k": [10, 0]}, "a": {"a": 0, "k": [0, 0]},
                       "s": {"a": 0, "k": [90, 90]}, "r": {"a": 0, "k": 15},
                       "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 20}}}
    mask = {"mode": "i", "inv": True, "o": {"a": 0, "k": 70}, "x": {"a": 0, "k": 3},
            "pt": {"a": 0, "k": {"c": True, "v": [[0, 0], [80, 0], [40, 80]],
                                 "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}}}
    seeds["render-features.json"] = lottie_bytes(lottie(
        assets=[{"id": "inner", "w": 100, "h": 100, "layers": [shape_layer([star, fill])]}],
        layers=[
            shape_layer([rectangle, stroke, trim, {"ty": "rd", "r": {"a": 0, "k": 4}}], 1,
                        td=1),
            shape_layer([star, gradient, repeater], 2, tt=3, parent=3,
                        masksProperties=[mask, dict(mask, mode="s", inv=False)]),
            {"ty": 0, "nm": "pre", "ind": 3, "refId": "inner", "w": 100, "h": 100, "ip": 0,
             "op": 60, "ks": identity, "tm": {"a": 1, "k": [{"t": 0, "s": [0]},
                                                               {"t": 60, "s": [2]}]}},
            {"ty": 1, "nm": "solid", "ind": 4, "sc": "#336699", "sw": 100, "sh": 100, "ip": 0,
             "op": 60, "ks": identity},
            {"ty": 5, "nm": "text", "ind": 5, "ip": 0, "op": 60, "ks": identity, "t": {}},
        ]))
    # A cycle of parents, and keyframes out of time order.
    seeds["render-parent-cycle.json"] = lottie_bytes(lottie(layers=[
        shape_layer([rectangle, fill], 1, parent=2),
        dict(shape_layer([rectangle, fill], 2, parent=1),
             ks=dict(identity, r={"a": 1, "k": [{"t": 40, "s": [90]}, {"t": 5, "s": [0]},
                                               {"t": 20, "s": [45], "h": 1}]})),
    ]))
    # Precompositions 1,000 deep, and one that contains itself.
    chain = [{"id": f"c{n}", "layers": [{"ty": 0, "refId": f"c{n + 1}", "ip": 0, "op": 60,
                                          "ks": {}}]} for n in range(1000)]
    chain.append({"id": "c1000", "layers": [shape_layer([rectangle, fill])]})
    seeds["render-deep-precompositions.json"] = lottie_bytes(lottie(
        assets=chain, layers=[{"ty": 0, "refId": "c0", "ip": 0, "op": 60, "ks": {}}]))
    seeds["render-self-precomposition.json"] = lottie_bytes(lottie(
        assets=[{"id": "me", "layers": [{"ty": 0, "refId": "me", "ip": 0, "op": 60, "ks": {}},
                                        {"ty": 0, "refId": "me", "ip": 0, "op": 60, "ks": {}}]}],
        layers=[{"ty": 0, "refId": "me", "ip": 0, "op": 60, "ks": {}}]))
    # Shape groups 200 deep, and 500 merge paths each merging the one above.
    def nested_groups(items, depth):
        for _ in range(depth):
            items = [{"ty": "gr", "it": items + [dict(identity, ty="tr")]}]
        return items
    seeds["render-deep-groups.json"] = lottie_bytes(lottie(layers=[shape_layer(
        nested_groups([rectangle, fill], 200))]))
    merges = [rectangle]
    for n in range(500):
        merges += [{"ty": "mm", "mm": 2 + n % 3}, {"ty": "rp", "c": {"a": 0, "k": 1}}]
    seeds["render-nested-merges.json"] = lottie_bytes(lottie(layers=[shape_layer(
        merges + [fill])]))
    # Every kind of nesting at its limit at once: 16 precompositions, each a masked layer
    # matted by another, around 16 groups around merge paths 16 deep under repeaters.
    deepest = []
    for n in range(16):
        deepest += [rectangle, {"ty": "mm", "mm": 3 + n % 2}, dict(repeater, c={"a": 0, "k": 2})]
    deepest = nested_groups(deepest + [fill, trim], 16)
    levels = []
    for n in range(16):
        layer = {"ty": 0, "refId": f"d{n + 1}", "ip": 0, "op": 60, "ks": identity, "w": 100,
                 "h": 100, "masksProperties": [mask]}
        levels.append({"id": f"d{n}", "layers": [dict(layer, ind=1, td=1),
                                                  dict(layer, ind=2, tt=1)]})
    levels.append({"id": "d16", "layers": [shape_layer(deepest, masksProperties=[mask])]})
    seeds["render-deepest-nesting.json"] = lottie_bytes(lottie(
        assets=levels, layers=[{"ty": 0, "refId": "d0", "ip": 0, "op": 60, "ks": identity}]))
    # A million vertices: a 1,000-vertex path repeated 1,000 times.
    points = [[i % 100, (i * 7) % 100] for i in range(1000)]
    path = {"ty": "sh", "ks": {"a": 0, "k": {"c": True, "v": points, "i": [[0, 0]] * 1000,
                                             "o": [[0, 0]] * 1000}}}
    seeds["render-million-vertices.json"] = lottie_bytes(lottie(layers=[shape_layer(
        [path, fill, dict(repeater, c={"a": 0, "k": 1000})])]))
    # Effects in a stack: a drop shadow, a fill, a blur and an expression control, one off.
    def effect(kind, name, match, controls):
        return {"ty": kind, "nm": name, "mn": match, "en": 1,
                "ef": [{"ty": 0, "nm": label, "mn": f"{match}-{n + 1:04d}", "v": {"a": 0, "k": v}}
                       for n, (label, v) in enumerate(controls)]}
    stack = [
        effect(25, "Drop Shadow", "ADBE Drop Shadow",
               [("Shadow Color", [0, 0, 0, 1]), ("Opacity", 128), ("Direction", 135),
                ("Distance", 5), ("Softness", 10), ("Shadow Only", 0)]),
        effect(21, "Fill", "ADBE Fill",
               [("Fill Mask", 0), ("All Masks", 0), ("Color", [0.2, 0.4, 0.8, 1]),
                ("Invert", 0), ("Horizontal Feather", 0), ("Vertical Feather", 0),
                ("Opacity", 0.5)]),
        effect(29, "Gaussian Blur", "ADBE Gaussian Blur 2",
               [("Blurriness", 12), ("Blur Dimensions", 2), ("Repeat Edge Pixels", 0)]),
        effect(5, "Slider Control", "ADBE Slider Control", [("Slider", 3)]),
        dict(effect(29, "Gaussian Blur", "ADBE Gaussian Blur 2", [("Blurriness", 1e300)]),
             en=0),
    ]
    seeds["render-effects.json"] = lottie_bytes(lottie(layers=[
        shape_layer([rectangle, fill], 1, ef=stack),
        shape_layer([rectangle, fill], 2, ef=list(reversed(stack))),
    ]))
    # Text drawn from the file's glyph outlines: point text keyframed, and a wrapping text box.
    glyph_path = {"ty": "sh", "ks": {"a": 0, "k": {
        "c": True, "v": [[0, 0], [10, 0], [10, -70], [0, -70]], "i": [[0, 0]] * 4,
        "o": [[0, 0]] * 4}}}
    chars = [{"ch": ch, "size": 100, "style": "Regular", "w": width, "fFamily": "Bars",
              "data": {"shapes": [{"ty": "gr", "it": [glyph_path, dict(identity, ty="tr")]}]}}
             for ch, width in (("I", 20), (" ", 30), ("i", 12))]
    document = {"t": "Ii I\rI", "f": "Bars-Regular", "s": 40, "fc": [0, 0, 0], "sc": [1, 0, 0],
                "sw": 2, "of": True, "tr": 50, "lh": 48, "j": 2, "ca": 1}
    boxed = dict(document, sz=[30, 100], ps=[0, 0], j=1)

    # Text animators: one range selector of each shape, counting each unit, by index or
    # percentage, with every property the stills apply; the second layer groups by words.
    def selector(shape, basis, by_index):
        return {"t": 0, "b": basis, "r": 2 if by_index else 1, "sh": shape, "rn": 0,
                "s": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 40, "s": [2]}]},
                "e": {"a": 0, "k": 4 if by_index else 75}, "o": {"a": 0, "k": 10},
                "a": {"a": 0, "k": 80}, "ne": {"a": 0, "k": 30}, "xe": {"a": 0, "k": -40},
                "sm": {"a": 0, "k": 50 if shape % 2 else 0}}
    properties = {"p": {"a": 0, "k": [5, -10, 0]}, "a": {"a": 0, "k": [2, 3, 0]},
                  "s": {"a": 0, "k": [150, 80, 100]}, "r": {"a": 0, "k": 30},
                  "sk": {"a": 0, "k": 20}, "sa": {"a": 0, "k": 45}, "o": {"a": 0, "k": 40},
                  "fc": {"a": 0, "k": [1, 0, 0, 1]}, "sc": {"a": 0, "k": [0, 0, 1, 1]},
                  "sw": {"a": 0, "k": 3}, "t": {"a": 0, "k": 200}, "fh": {"a": 0, "k": 90},
                  "fs": {"a": 0, "k": 20}, "fb": {"a": 0, "k": -30}}
    animators = [{"nm": f"animator {shape}", "s": selector(shape, 1 + shape % 4, shape % 2 == 0),
                  "a": properties} for shape in range(1, 7)]
    seeds["render-text.json"] = lottie_bytes(lottie(
        fonts={"list": [{"fName": "Bars-Regular", "fFamily": "Bars", "fStyle": "Regular",
                         "ascent": 75}]},
        chars=chars,
        layers=[{"ty": 5, "nm": f"text {n}", "ind": n + 1, "ip": 0, "op": 60, "ks": identity,
                 "t": {"d": {"k": [{"s": document, "t": 0}, {"s": boxed, "t": 30}]}, "p": {},
                       "m": {"g": 1 + n, "a": {"a": 0, "k": [20 * n, -50 * n]}},
                       "a": animators}}
                for n in range(2)]))
    # The expressions stills evaluate: loops in and out, a clamp, links to other layers and
    # compositions, time, the overshoot reading effects' sliders, and try/catch; and wiggle,
    # which they name.
    def looped(expression):
        return {"a": 1, "x": expression, "k": [{"t": 5, "s": [0, 0]}, {"t": 15, "s": [40, 20]},
                                               {"t": 25, "s": [10, 60]}]}
    def slider(name, value):
        return {"ty": 5, "nm": name, "mn": "ADBE Slider Control", "en": 1, "ef": [
            {"ty": 0, "nm": "Slider", "mn": "ADBE Slider Control-0001",
             "v": {"a": 0, "k": value, "x": "var $bm_rt;\n$bm_rt = clamp(value, 0, 100);"}}]}
    overshoot = (
        "var $bm_rt;\nvar amp, freq, decay, n, t, v;\ntry {\n    amp = $bm_div(effect('Over')"
        "('ADBE Slider Control-0001'), 2.5), freq = $bm_div(effect('Bounce')(1), 20), decay = "
        "$bm_div(effect(3)('Slider'), 20), n = 0, 0 < numKeys && (n = nearestKey(time).index, "
        "key(n).time > time && n--), t = 0 === n ? 0 : $bm_sub(time, key(n).time), $bm_rt = 0 < "
        "n ? (v = velocityAtTime($bm_sub(key(n).time, $bm_div(thisComp.frameDuration, 10))), "
        "$bm_sum(value, $bm_div($bm_mul($bm_mul($bm_div(v, 100), amp), Math.sin($bm_mul($bm_mul("
        "$bm_mul(freq, t), 2), Math.PI))), Math.exp($bm_mul(decay, t))))) : value;\n} catch "
        "(e$$4) {\n    $bm_rt = value = value;\n}")
    linked_trim = dict(trim, nm="Trim Paths 1", s={
        "a": 0, "k": 0, "x": "var $bm_rt;\n$bm_rt = thisComp.layer('shape 1').content(1)"
                             ".transform.rotation;"})
    seeds["render-expressions.json"] = lottie_bytes(lottie(nm="main", layers=[
        shape_layer([rectangle, fill], 1, ks=dict(identity, p=looped(
            "var $bm_rt;\n$bm_rt = loopOut('pingpong', 1);"))),
        shape_layer([rectangle, fill], 2, ks=dict(identity, p=looped("loopIn('cycle')"),
                                                  o={"a": 0, "k": 250,
                                                     "x": "clamp(value, 0, 100)"})),
        shape_layer([rectangle, stroke, linked_trim], 3, ks=dict(
            identity, s=looped(overshoot), r={"a": 0, "k": 0, "x": "$bm_mul(time, 30)"}),
                    ef=[slider("Over", 20), slider("Bounce", 40), slider("Friction", 40)]),
        shape_layer([rectangle, fill], 4, ks=dict(identity, p={
            "a": 0, "k": [0, 0], "x": "var $bm_rt;\ntry { $bm_rt = comp('main').layer(2)"
                                      ".transform.position; } catch (e) { $bm_rt = value; }"},
                                                  r={"a": 0, "k": 0, "x": "wiggle(2, 30)"})),
    ]))
    # Expressions nested as deep as the parser allows, linked six deep, read by a trim inside
    # the deepest nesting of compositions and groups that is drawn (one layer a level, so the
    # frame stays quick to draw).
    def nested_link(target, depth):
        return ("1 ? " * depth + f"-thisComp.layer('{target}').transform.rotation"
                + " : 0" * depth)

    def linked_levels(depth):
        """Precompositions 16 deep, each masked, around shape groups 15 deep whose trim links
        a chain of six layers' rotations, each nested `depth` deep around the next."""
        chain = [dict(shape_layer([rectangle, fill], 10 + n), nm=f"e{n}", ks=dict(identity, r=dict(
            {"a": 0, "k": n}, **({"x": nested_link(f"e{n + 1}", depth)} if n < 5 else {}))))
                 for n in range(6)]
        deep_trim = dict(trim, s={"a": 0, "k": 0, "x": nested_link("e0", depth)})
        levels = [{"id": f"x{n}", "layers": [{
            "ty": 0, "refId": f"x{n + 1}", "ip": 0, "op": 60, "ks": identity, "w": 100, "h": 100,
            "masksProperties": [mask]}]} for n in range(15)]
        levels.append({"id": "x15", "layers": [shape_layer(
            nested_groups([rectangle, fill, deep_trim], 15), masksProperties=[mask])] + chain})
        return lottie_bytes(lottie(
            assets=levels, layers=[{"ty": 0, "refId": "x0", "ip": 0, "op": 60, "ks": identity}]))
    # The deepest stack the renderer takes: every nesting limit at once, the expressions
    # nested past the evaluator's limit, or linked as far as it follows links (the deepest).
    seeds["render-deep-expressions.json"] = linked_levels(20)
    seeds["render-deep-links.json"] = linked_levels(0)
    return seeds


# MARK: - dotLottie (ZIP)


def zip_archive(entries, comment=b"", data_descriptor=False):
    """A ZIP archive. Each entry is (name, data, method) or (name, data, method, flags); names
    are bytes or str. Methods: 0 stored, 8 Deflate."""
    local = bytearray()
    directory = bytearray()
    for entry in entries:
        name, data, method = entry[:3]
        flags = entry[3] if len(entry) > 3 else 0
        name = name.encode("utf-8") if isinstance(name, str) else name
        data = data.encode("utf-8") if isinstance(data, str) else data
        if method == 8:
            compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
            stored = compressor.compress(data) + compressor.flush()
        else:
            stored = data
        crc = zlib.crc32(data) & 0xFFFFFFFF
        if data_descriptor:
            flags |= 0x0008
        offset = len(local)
        sizes = (0, 0, 0) if data_descriptor else (crc, len(stored), len(data))
        local += struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, flags, method, 0, 0x21, *sizes,
                             len(name), 0)
        local += name + stored
        if data_descriptor:
            local += struct.pack("<IIII", 0x08074B50, crc, len(stored), len(data))
        directory += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, flags, method, 0,
                                 0x21, crc, len(stored), len(data), len(name), 0, 0, 0, 0, 0,
                                 offset)
        directory += name
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(entries), len(entries),
                      len(directory), len(local), len(comment))
    return bytes(local + directory + end + comment)


def with_bad_checksum(archive):
    """The archive with the CRC-32 of its first central directory record zeroed."""
    directory = archive.index(struct.pack("<I", 0x02014B50))
    return archive[:directory + 16] + b"\x00" * 4 + archive[directory + 20:]


def manifest(**members):
    return json.dumps(members, separators=(",", ":")).encode("utf-8")


def dotlottie_contents():
    """Archives by their entries: (name, data, method[, flags])."""
    small = lottie_bytes(lottie(markers=[{"cm": "reduced motion", "tm": 0, "dr": 1}]))
    layered = lottie_bytes(lottie(nm="Dots", layers=[SHAPE_LAYER]))
    v1 = manifest(version="1.0", generator="seed", author="MotionAware",
                  activeAnimationId="wave", animations=[
                      {"id": "wave", "loop": True, "mode": "bounce", "speed": 1.5,
                       "direction": -1, "autoplay": True},
                      {"id": "idle loop", "loop": 3, "playMode": "normal"},
                      {"id": "once", "loop": False, "mode": "reverse", "direction": 1}])
    v2 = manifest(version="2", generator="seed", initial={"animation": "main"}, animations=[
        {"id": "main", "name": "Main", "initialTheme": "dark", "background": "#000000"}])
    return {
        "v1-stored": [
            ("manifest.json", manifest(version="1", animations=[{"id": "a"}]), 0),
            ("animations/a.json", small, 0)],
        "v1-settings-deflate": [
            ("manifest.json", v1, 8),
            ("animations/wave.json", layered, 8),
            ("animations/idle loop.json", small, 8),
            ("animations/once.json", small, 0),
            ("animations/extra.json", small, 8),
            ("images/img_0.png", b"\x89PNG\r\n\x1a\n", 0)],
        "v2": [
            ("manifest.json", v2, 8),
            ("a/main.json", layered, 8),
            ("a/unlisted.json", small, 0),
            ("a/nested/skip.json", small, 0),
            ("t/dark.json", b"{}", 0)],
        "no-version-v2-layout": [
            ("manifest.json", manifest(animations=[{"id": "x"}]), 0), ("a/x.json", small, 8)],
        "numeric-version": [("manifest.json", b'{"version":1.0,"animations":[]}', 0)],
        "junk-entries": [
            ("manifest.json", manifest(version="1", animations=[{"id": "a"}]), 8),
            ("__MACOSX/._manifest.json", b"\x00\x05\x16\x07", 0),
            ("animations/.DS_Store", b"\x00\x00\x00\x01Bud1", 0),
            ("animations/", b"", 0),
            ("animations/a.json", small, 8)],
        "entry-names": [
            ("manifest.json", manifest(version="1", animations=[{"id": "caf\u00e9"}]), 0),
            ("animations/caf\u00e9.json", small, 0, 0x0800),
            (b"animations/latin\xe9.json", small, 0)],
        # Each ends in an error.
        "no-manifest": [("animations/a.json", small, 0)],
        "missing-animation": [
            ("manifest.json", manifest(version="1", animations=[{"id": "gone"}]), 0)],
        "version-3": [("manifest.json", manifest(version="3.0", animations=[]), 0)],
        "bad-settings": [
            ("manifest.json", b'{"version":"1","animations":[{"id":"a","loop":-1,"direction":0.5,'
                              b'"speed":"fast","autoplay":1,"mode":2}],"author":[]}', 0),
            ("animations/a.json", small, 0)],
        "bad-animation-json": [
            ("manifest.json", manifest(version="1", animations=[{"id": "a"}]), 8),
            ("animations/a.json", b'{"v":"5","fr":0', 8)],
    }


def dotlottie_seeds():
    seeds = {f"{name}.lottie": zip_archive(entries)
             for name, entries in dotlottie_contents().items()}
    small = lottie_bytes(lottie())
    seeds.update({
        "data-descriptor-comment.lottie": zip_archive([
            ("manifest.json", manifest(version="1", animations=[{"id": "a"}]), 8),
            ("animations/a.json", small, 8)], comment=b"written by a streaming writer",
            data_descriptor=True),
        # ZIP damage: each ends in an error.
        "empty-archive.lottie": zip_archive([]),
        "bad-crc.lottie": with_bad_checksum(zip_archive([
            ("manifest.json", manifest(version="1", animations=[]), 0)])),
        "stored-method-99.lottie": zip_archive([("manifest.json", b"{}", 99)]),
        "truncated-end-record.lottie": zip_archive([("manifest.json", b"{}", 0)])[:-5],
    })
    return seeds


def dotlottie_content_seeds():
    """The dotlottie-content target's input: entries separated by NUL, each its name, a line
    feed and its contents; the target zips them itself."""
    seeds = {}
    for name, entries in dotlottie_contents().items():
        chunks = []
        for entry in entries:
            entry_name, data = entry[0], entry[1]
            entry_name = entry_name.encode("utf-8") if isinstance(entry_name, str) else entry_name
            chunks.append(entry_name + b"\n" + data)
        seeds[f"{name}.txt"] = b"\x00".join(chunks)
    return seeds


# MARK: - Any file (the dispatcher)

# The dispatcher target takes the name's extension from the input's first byte (modulo 4).
EXTENSIONS = {"riv": 0, "lottie": 1, "json": 2, "": 3}


def reader_seeds():
    seeds = {}
    picks = [("riv", rive_seeds(), ["events.riv", "view-models.riv", "empty.riv"]),
             ("lottie", dotlottie_seeds(), ["v1-settings-deflate.lottie", "v2.lottie"]),
             ("json", lottie_seeds(), ["markers.json", "top-level-array.json"])]
    for extension, source, names in picks:
        for name in names:
            seeds[f"as-{extension}-{name}"] = bytes([EXTENSIONS[extension]]) + source[name]
    # Content that decides against the extension, and content no reader claims.
    seeds["riv-content-json-name.bin"] = bytes([EXTENSIONS["json"]]) + rive_seeds()["events.riv"]
    seeds["json-content-riv-name.bin"] = bytes([EXTENSIONS["riv"]]) + lottie_seeds()["minimal.json"]
    seeds["junk-no-extension.bin"] = bytes([EXTENSIONS[""]]) + b"GIF89a\x01\x00"
    seeds["junk-riv-name.bin"] = bytes([EXTENSIONS["riv"]]) + b"RIFF"
    seeds["empty.bin"] = b""
    return seeds


# MARK: - Swift audit


RULES_DOCUMENT = CORPUS.parent.parent / "docs" / "rules.md"
SECTION_NAMES = {"Triggers": "triggers", "Does not trigger": "clean", "Corrections": "correction"}


def rule_examples():
    """The Swift examples of every rule, from docs/rules.md (generated from the rules'
    descriptions): (rule id, section, number, source with the `↓` markers removed)."""
    examples = []
    rule, section, block, counts = None, None, None, {}
    for line in RULES_DOCUMENT.read_text(encoding="utf-8").splitlines():
        if block is not None:
            if line == "```":
                key = (rule, section)
                counts[key] = counts.get(key, 0) + 1
                source = "\n".join(block).replace("\u2193", "") + "\n"
                examples.append((rule, section, counts[key], source))
                block = None
            else:
                block.append(line)
        elif line.startswith("## `") and line.endswith("`"):
            rule, section = line[4:-1], None
        elif line.startswith("### "):
            section = SECTION_NAMES.get(line[4:])
        elif line == "```swift" and rule and section:
            block = []
    return examples


def audit_seeds():
    # No `.swift` extension: the seeds are fuzz inputs, not sources for the formatter to check.
    examples = rule_examples()
    assert examples, f"no Swift examples in {RULES_DOCUMENT}"
    seeds = {f"{rule}-{section}-{number}": source.encode("utf-8")
             for rule, section, number, source in examples}
    first_trigger = next(source for _, section, _, source in examples if section == "triggers")
    looping = next(source for rule, section, _, source in examples
                   if rule == "ungated-looping-animation" and section == "triggers")
    text = first_trigger.encode("utf-8")
    # Encodings and line endings: each must audit like the plain file, or be skipped with a note.
    seeds["byte-order-mark"] = b"\xef\xbb\xbf" + text
    seeds["crlf"] = text.replace(b"\n", b"\r\n")
    seeds["cr"] = text.replace(b"\n", b"\r")
    seeds["no-final-line-break"] = text.rstrip(b"\n")
    seeds["nul-byte"] = text[:10] + b"\x00" + text[10:]
    seeds["invalid-utf8"] = text + b"// \xc3\x28 \xff\xfe\n"
    seeds["truncated-utf8"] = text + b"// \xe2\x86"
    seeds["non-ascii"] = ("// Animación ↓ 🎉\nlet título = \"né\"\n" + first_trigger).encode()
    seeds["empty"] = b""
    seeds["long-line"] = b"let values = [" + b"1, " * 2000 + b"]; " + text.replace(b"\n", b" ")
    # Suppression comments of every kind.
    seeds["suppressions"] = (
        "// motion-audit:disable:next ungated-explicit-animation\n" + first_trigger
        + "withAnimation(.bouncy) { selected = item } // motion-audit:disable:this all\n"
        + "// motion-audit:disable ungated-looping-animation, ungated-explicit-animation\n"
        + looping
        + "// motion-audit:enable ungated-looping-animation ungated-explicit-animation\n"
        + "// motion-audit:essential the loading indicator is the content\n" + looping
        + "/* motion-audit:disable:previous all */\n"
        + 'let note = "// motion-audit:disable all"\n' + first_trigger).encode()
    # Nesting: within the parser's limit, past it, and the bracket runs the engine guards.
    seeds["nested-closures-200"] = (b"let f = " + b"{ " * 200 + text.replace(b"\n", b"; ")
                                         + b" }" * 200 + b"\n")
    seeds["nested-parentheses-300"] = b"let x = " + b"(" * 300 + b"1" + b")" * 300 + b"\n"
    seeds["brackets-12"] = b"let x = " + b"[" * 12 + b"1" + b"]" * 12 + b"\n" + text
    seeds["brackets-13"] = b"let x = " + b"[" * 13 + b"1" + b"]" * 13 + b"\n" + text
    seeds["brackets-unclosed"] = text + b"[ [[ [/* c */[ [[[\n[[[[[[[[[["
    seeds["brackets-separated"] = b"let x = [[[[[[1], [[[[[[2]]]]]]]]]]]]\n" + text
    return seeds


# MARK: - Fonts


def font_bytes(glyphs, characters, name="FuzzFont-Regular", family="Fuzz Font",
               style="Regular", cmap_format=4):
    """A TrueType font: `glyphs` are (glyf entry, advance) pairs, `characters` (character,
    glyph index) pairs; tables head, hhea, maxp, hmtx, cmap (format 4 or 12), loca (short), glyf
    and name (family, style, PostScript name)."""
    u16 = lambda v: struct.pack(">H", v & 0xFFFF)
    u32 = lambda v: struct.pack(">I", v & 0xFFFFFFFF)
    head = u32(0x10000) + bytes(14) + u16(1000) + bytes(30) + u16(0) + u16(0)
    hhea = u32(0x10000) + u16(800) + u16(-200) + u16(0) + bytes(24) + u16(len(glyphs))
    maxp = u32(0x5000) + u16(len(glyphs))
    hmtx = b"".join(u16(advance) + u16(0) for _, advance in glyphs)
    mapped = sorted((ord(c), g) for c, g in characters)
    if cmap_format == 12:
        groups = b"".join(u32(code) + u32(code) + u32(g) for code, g in mapped)
        subtable = u16(12) + u16(0) + u32(16 + len(groups)) + u32(0) + u32(len(mapped)) + groups
        cmap = u16(0) + u16(1) + u16(3) + u16(10) + u32(12) + subtable
    else:
        segments = mapped + [(0xFFFF, 0)]
        body = u16(len(segments) * 2) + u16(0) + u16(0) + u16(0)
        body += b"".join(u16(code) for code, _ in segments) + u16(0)
        body += b"".join(u16(code) for code, _ in segments)
        body += b"".join(u16(1 if code == 0xFFFF else g - code) for code, g in segments)
        body += b"".join(u16(0) for _ in segments)
        subtable = u16(4) + u16(6 + len(body)) + u16(0) + body
        cmap = u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + subtable
    records, storage = b"", b""
    for name_id, text in ((1, family), (2, style), (6, name)):
        encoded = text.encode("utf-16-be")
        records += u16(3) + u16(1) + u16(0x409) + u16(name_id) + u16(len(encoded))
        records += u16(len(storage))
        storage += encoded
    names = u16(0) + u16(3) + u16(6 + len(records)) + records + storage
    loca, glyf = b"", b""
    for data, _ in glyphs:
        loca += u16(len(glyf) // 2)
        glyf += data + (b"\0" if len(data) % 2 else b"")
    loca += u16(len(glyf) // 2)
    tables = sorted({"head": head, "hhea": hhea, "maxp": maxp, "hmtx": hmtx, "cmap": cmap,
                     "name": names, "loca": loca, "glyf": glyf}.items())
    font = u32(0x10000) + u16(len(tables)) + bytes(6)
    offset = 12 + 16 * len(tables)
    body = b""
    for tag, data in tables:
        font += tag.encode("ascii") + u32(0) + u32(offset + len(body)) + u32(len(data))
        body += data + bytes((4 - len(data) % 4) % 4)
    return font + body


def simple_glyph(contours):
    """A glyf entry of simple contours of (x, y, on curve) points, as long deltas."""
    out = struct.pack(">h", len(contours)) + bytes(8)
    end = -1
    for contour in contours:
        end += len(contour)
        out += struct.pack(">H", end)
    out += struct.pack(">H", 0)
    points = [point for contour in contours for point in contour]
    out += bytes(1 if on else 0 for _, _, on in points)
    previous = (0, 0)
    xs, ys = b"", b""
    for x, y, _ in points:
        xs += struct.pack(">h", x - previous[0])
        ys += struct.pack(">h", y - previous[1])
        previous = (x, y)
    return out + xs + ys


def composite_glyph(components):
    """A glyf entry placing (glyph, dx, dy) components with word offsets."""
    out = struct.pack(">h", -1) + bytes(8)
    for position, (glyph, dx, dy) in enumerate(components):
        flags = 0x0003 | (0x0020 if position < len(components) - 1 else 0)
        out += struct.pack(">HHhh", flags, glyph, dx, dy)
    return out


def font_seeds():
    """Fonts for the text of the font target (`HI OH I`, `IO HI`, `OH`): a bar, a bowl of
    quadratic curves, a composite H, and a space; in a collection; one that includes itself."""
    bar = simple_glyph([[(0, 0, True), (200, 0, True), (200, 700, True), (0, 700, True)]])
    bowl = simple_glyph([[(300, 0, True), (600, 0, False), (600, 350, True), (600, 700, False),
                          (300, 700, True), (0, 700, False), (0, 350, True), (0, 0, False)]])
    letter_h = composite_glyph([(1, 0, 0), (1, 400, 0)])
    glyphs = [(b"", 500), (bar, 300), (bowl, 650), (letter_h, 700), (b"", 250)]
    characters = [("I", 1), ("O", 2), ("H", 3), (" ", 4)]
    seeds = {}
    seeds["truetype.ttf"] = font_bytes(glyphs, characters)
    seeds["full-repertoire-map.ttf"] = font_bytes(glyphs, characters, cmap_format=12)
    single = font_bytes(glyphs, characters)
    count = struct.unpack(">H", single[4:6])[0]
    moved = bytearray(single)
    for index in range(count):
        field = 12 + 16 * index + 8
        offset = struct.unpack(">I", single[field:field + 4])[0]
        moved[field:field + 4] = struct.pack(">I", offset + 16)
    seeds["collection.ttc"] = b"ttcf" + struct.pack(">III", 0x10000, 1, 16) + bytes(moved)
    looping = [(b"", 500), (bar, 300), (composite_glyph([(2, 0, 0)]), 650),
               (composite_glyph([(3, 10, 0), (1, 0, 0)]), 700), (b"", 250)]
    seeds["composite-cycle.ttf"] = font_bytes(looping, characters)
    seeds["other-name.ttf"] = font_bytes(glyphs, characters, name="Other-Bold", style="Bold")
    return seeds


def main():
    for target, seeds in (("riv", rive_seeds()), ("lottie", lottie_seeds()),
                          ("dotlottie", dotlottie_seeds()),
                          ("dotlottie-content", dotlottie_content_seeds()),
                          ("reader", reader_seeds()), ("audit", audit_seeds()),
                          ("render", render_seeds()), ("font", font_seeds()),
                          ("rive-render", rive_render_seeds())):
        directory = CORPUS / target
        directory.mkdir(parents=True, exist_ok=True)
        if target == "audit":
            # Examples come and go with the rules: drop seeds no longer generated.
            for stale in directory.glob("seed-*"):
                if stale.name[len("seed-"):] not in seeds:
                    stale.unlink()
        for name, data in seeds.items():
            (directory / f"seed-{name}").write_bytes(data)
        print(f"{target}: {len(seeds)} seeds in {directory}")


if __name__ == "__main__":
    main()
