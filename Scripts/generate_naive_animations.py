#!/usr/bin/env python3
"""Generates the naive example app's animation files, with the mistakes the audit's project
rules look for.

- `launch.riv`: the launch intro. Its state machine is named `Launch` (the code asks for
  `LaunchStateMachine`) and its intro lasts 3.2 s (the code waits 2.6 s).
- `pip-mascot.riv`: Pip as a Rive character. Its idle animation loops and it has no
  boolean input or view-model boolean for reduced motion.
- `pip-idle.json`: Pip's idle loop as Lottie JSON, with an `idle` marker and no
  `reduced motion` marker.

The Rive files follow the format facts in `../shared/reference/animation-formats.md`
(format 7): `RIVE`, major and minor version and file id as varuints, an empty table of
contents (every property written here is in the runtime's baseline), then objects: a type
key, `(property key, value)` pairs, and 0. Keys come from the Rive runtime's definitions
(`Sources/AnimationFiles/Rive/Generated/RiveDefinitions.swift`). The output is
deterministic.

Usage (from the repository root):

    python3 Scripts/generate_naive_animations.py [OUTPUT_DIR]

OUTPUT_DIR defaults to Examples/NaiveApp. Python 3 standard library only. Check the
result with `swift run motion-audit inspect Examples/NaiveApp/launch.riv`.
"""

import json
import os
import struct
import sys

# Object type keys.
BACKBOARD = 23
ARTBOARD = 1
LINEAR_ANIMATION = 31
STATE_MACHINE = 53
STATE_MACHINE_NUMBER = 56
STATE_MACHINE_TRIGGER = 58

# Property keys, with their field types: uint (varuint), string, float (float32).
COMPONENT_NAME = (4, "string")
WIDTH = (7, "float")
HEIGHT = (8, "float")
ANIMATION_NAME = (55, "string")
FPS = (56, "uint")
DURATION = (57, "uint")
LOOP = (59, "uint")  # 0 one-shot, 1 loop, 2 ping-pong
INPUT_NAME = (138, "string")


def varuint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def rive_object(type_key, properties):
    out = bytearray(varuint(type_key))
    for (key, field_type), value in properties:
        out += varuint(key)
        if field_type == "uint":
            out += varuint(value)
        elif field_type == "float":
            out += struct.pack("<f", value)
        elif field_type == "string":
            encoded = value.encode("utf-8")
            out += varuint(len(encoded)) + encoded
        else:
            raise ValueError(field_type)
    out += varuint(0)
    return bytes(out)


def rive_file(objects, file_id):
    out = bytearray(b"RIVE")
    out += varuint(7) + varuint(0) + varuint(file_id)
    out += varuint(0)  # empty table of contents: no field-type words follow
    out += rive_object(BACKBOARD, [])
    for type_key, properties in objects:
        out += rive_object(type_key, properties)
    return bytes(out)


def animation(name, frames, loop, fps=60):
    return (LINEAR_ANIMATION, [(ANIMATION_NAME, name), (FPS, fps), (DURATION, frames), (LOOP, loop)])


def launch_riv():
    return rive_file(
        [
            (ARTBOARD, [(COMPONENT_NAME, "Launch"), (WIDTH, 400.0), (HEIGHT, 400.0)]),
            animation("intro", 192, 0),  # 3.2 s, played once
            animation("idle", 120, 1),  # where the intro settles
            (STATE_MACHINE, [(ANIMATION_NAME, "Launch")]),
        ],
        file_id=2601,
    )


def mascot_riv():
    return rive_file(
        [
            (ARTBOARD, [(COMPONENT_NAME, "Pip"), (WIDTH, 300.0), (HEIGHT, 300.0)]),
            animation("idle", 120, 1),
            animation("cheer", 60, 0),
            (STATE_MACHINE, [(ANIMATION_NAME, "Mood")]),
            (STATE_MACHINE_NUMBER, [(INPUT_NAME, "mood")]),
            (STATE_MACHINE_TRIGGER, [(INPUT_NAME, "cheer")]),
        ],
        file_id=2602,
    )


def idle_lottie():
    """Pip's body bobbing up and down, 2 s at 30 fps, looping seamlessly."""

    def keyframe(time, y):
        return {"t": time, "s": [60, y], "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}

    body = {
        "ty": "gr",
        "nm": "Body",
        "it": [
            {"ty": "el", "nm": "Shape", "d": 1, "s": {"a": 0, "k": [70, 64]}, "p": {"a": 0, "k": [0, 0]}},
            {"ty": "fl", "nm": "Fill", "c": {"a": 0, "k": [0.957, 0.635, 0.380, 1]}, "o": {"a": 0, "k": 100}},
            {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
             "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
        ],
    }
    layer = {
        "ddd": 0, "ind": 1, "ty": 4, "nm": "Pip", "sr": 1, "ip": 0, "op": 60, "st": 0,
        "ks": {
            "o": {"a": 0, "k": 100},
            "r": {"a": 0, "k": 0},
            "p": {"a": 1, "k": [keyframe(0, 66), keyframe(30, 54), {"t": 60, "s": [60, 66]}]},
            "a": {"a": 0, "k": [0, 0]},
            "s": {"a": 0, "k": [100, 100]},
        },
        "shapes": [body],
    }
    return {
        "v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 120, "h": 120, "nm": "pip-idle",
        "ddd": 0, "assets": [], "layers": [layer],
        "markers": [{"cm": "idle", "tm": 0, "dr": 60}],
    }


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else os.path.join("Examples", "NaiveApp")
    with open(os.path.join(output, "launch.riv"), "wb") as file:
        file.write(launch_riv())
    with open(os.path.join(output, "pip-mascot.riv"), "wb") as file:
        file.write(mascot_riv())
    with open(os.path.join(output, "pip-idle.json"), "w") as file:
        json.dump(idle_lottie(), file, indent=2)
        file.write("\n")


if __name__ == "__main__":
    main()
