#!/usr/bin/env python3
"""Generates the reference app's Lottie animations: Pip the mascot, and the launch intro.

Both are drawn from scratch here (ellipses, fills, keyframed transforms), so the
app ships no third-party animation. The output is deterministic.

- `pip-mascot.json`: one marker per mood, looping seamlessly (idle, loading,
  ready, error), one per trigger, played once (celebrate, nod), and a
  `reduced motion` marker: the calm pose lottie-ios plays under Reduce Motion,
  and where MotionAware's Lottie adapter holds still. A `still:<mood>` marker per
  mood names the frame that shows it best, each mood a different pose (idle
  at rest, loading looking aside, ready beaming open-mouthed, error grey and
  drooping), which `motion-audit stills` renders into the asset catalog; the
  markers without one are triggers, which need no still.
- `launch-intro.json`: a 2.6 s intro (Pip appears, waves, settles on its calm
  pose), with a `reduced motion` marker on the final pose.

Usage (from the repository root):

    python3 Scripts/generate_pip_animations.py [OUTPUT_DIR]

OUTPUT_DIR defaults to Examples/PipApp/PipApp. Python 3 standard library only.
MotionAwareLottieTests reads both files with AnimationFiles and checks their
markers against the app's mascot.
"""

import json
import os
import sys

FRAME_RATE = 30
SIZE = 200
CENTER = (100, 112)

ORANGE = [0.957, 0.635, 0.380, 1]
SLATE = [0.553, 0.608, 0.698, 1]
INK = [0.149, 0.275, 0.325, 1]

EASE_IN = {"x": [0.42], "y": [0]}
EASE_OUT = {"x": [0.58], "y": [1]}


def static(value):
    return {"a": 0, "k": value}


def animated(keyframes, hold=False):
    """Keyframes as (frame, value) pairs, eased; `hold` jumps between values."""
    frames = []
    for index, (time, value) in enumerate(keyframes):
        frame = {"t": time, "s": value if isinstance(value, list) else [value]}
        if index < len(keyframes) - 1:
            if hold:
                frame["h"] = 1
            else:
                frame["o"] = EASE_IN
                frame["i"] = EASE_OUT
        frames.append(frame)
    return {"a": 1, "k": frames}


def ellipse(name, size, position=(0, 0)):
    return {"ty": "el", "nm": name, "d": 1, "s": static(list(size)), "p": static(list(position))}


def fill(color):
    return {"ty": "fl", "nm": "fill", "c": color, "o": static(100), "r": 1}


def group_transform(scale=None):
    return {
        "ty": "tr",
        "p": static([0, 0]),
        "a": static([0, 0]),
        "s": scale if scale is not None else static([100, 100]),
        "r": static(0),
        "o": static(100),
        "sk": static(0),
        "sa": static(0),
    }


def group(name, items, scale=None):
    return {"ty": "gr", "nm": name, "it": items + [group_transform(scale)]}


def layer_transform(position, scale=None, rotation=None, anchor=(0, 0, 0)):
    return {
        "o": static(100),
        "r": rotation if rotation is not None else static(0),
        "p": position,
        "a": static(list(anchor)),
        "s": scale if scale is not None else static([100, 100, 100]),
    }


def null_layer(index, name, transform, last_frame):
    return {
        "ddd": 0, "ind": index, "ty": 3, "nm": name, "sr": 1, "ks": transform,
        "ao": 0, "ip": 0, "op": last_frame, "st": 0, "bm": 0,
    }


def shape_layer(index, name, parent, transform, shapes, last_frame):
    return {
        "ddd": 0, "ind": index, "ty": 4, "nm": name, "parent": parent, "sr": 1,
        "ks": transform, "ao": 0, "shapes": shapes,
        "ip": 0, "op": last_frame, "st": 0, "bm": 0,
    }


def marker(name, start, duration):
    return {"cm": name, "tm": start, "dr": duration}


def animation(name, last_frame, layers, markers):
    return {
        "v": "5.7.4", "fr": FRAME_RATE, "ip": 0, "op": last_frame, "w": SIZE, "h": SIZE,
        "nm": name, "ddd": 0, "assets": [], "layers": layers, "markers": markers,
    }


def pip_layers(
        last_frame, position, scale, rotation, body_color, eye_scale, eye_position,
        mouth_scale=None):
    """Pip: a null that moves, the body with its mouth, and the eyes, drawn in front."""
    # Lottie draws a layer's first shape group on top, and its first layer above the others.
    # The mouth scales about its own centre: the ellipse sits at the group's origin, and the
    # group's position puts it under the eyes.
    mouth = group("mouth", [ellipse("mouth", (22, 8)), fill(static(INK))], mouth_scale)
    mouth["it"][-1]["p"] = static([0, 22])
    body = [
        mouth,
        group("body", [ellipse("body", (120, 112)), fill(body_color)]),
    ]
    eyes = [
        group("left eye", [ellipse("left eye", (14, 18), (-22, -10)), fill(static(INK))]),
        group("right eye", [ellipse("right eye", (14, 18), (22, -10)), fill(static(INK))]),
    ]
    return [
        null_layer(1, "pip", layer_transform(position, scale, rotation), last_frame),
        shape_layer(
            2, "eyes", 1, layer_transform(eye_position, eye_scale), eyes, last_frame),
        shape_layer(3, "body", 1, layer_transform(static([0, 0, 0])), body, last_frame),
    ]


def pip_mascot():
    """Moods loop from and back to the calm pose, so each marker loops seamlessly."""
    x, y = CENTER
    rest = [x, y, 0]
    segments = {
        "idle": (0, 60),
        "loading": (60, 60),
        "ready": (120, 60),
        "error": (180, 60),
        "celebrate": (240, 45),
        "nod": (285, 24),
        "reduced motion": (310, 1),
    }
    # The frame that shows each mood best: what a still of it draws under Reduce Motion.
    stills = {"idle": 0, "loading": 75, "ready": 150, "error": 210}
    last_frame = 311

    position = animated([
        (0, rest),
        (120, rest), (135, [x, y - 14, 0]), (150, rest), (165, [x, y - 14, 0]), (180, rest),
        (240, rest), (258, [x, y - 40, 0]), (276, rest), (285, rest),
        (last_frame - 1, rest),
    ])
    scale = animated([
        (0, [100, 100, 100]), (30, [103, 97, 100]), (60, [100, 100, 100]),
        (240, [100, 100, 100]), (258, [110, 110, 100]), (276, [100, 100, 100]),
        (last_frame - 1, [100, 100, 100]),
    ])
    rotation = animated([
        (0, 0),
        (60, 0), (75, -4), (105, 4), (120, 0),
        (180, 0), (195, -10), (225, -10), (240, 0),
        (285, 0), (297, 8), (309, 0),
        (last_frame - 1, 0),
    ])
    body_color = animated([(0, ORANGE), (180, SLATE), (240, ORANGE)], hold=True)
    eye_scale = animated([
        (0, [100, 100, 100]), (40, [100, 100, 100]), (43, [100, 10, 100]), (46, [100, 100, 100]),
        (180, [100, 100, 100]), (186, [100, 55, 100]), (234, [100, 55, 100]),
        (240, [100, 100, 100]),
        (last_frame - 1, [100, 100, 100]),
    ])
    eye_position = animated([
        (0, [0, 0, 0]),
        (60, [0, 0, 0]), (75, [-12, -6, 0]), (105, [12, -6, 0]), (120, [0, 0, 0]),
        (180, [0, 0, 0]), (195, [0, 8, 0]), (225, [0, 8, 0]), (240, [0, 0, 0]),
        (last_frame - 1, [0, 0, 0]),
    ])
    # Loading: a small round mouth; ready: wide open; error: a flat, narrow line.
    mouth_scale = animated([
        (0, [100, 100]),
        (60, [100, 100]), (70, [45, 160]), (110, [45, 160]), (120, [100, 100]),
        (130, [190, 260]), (170, [190, 260]), (180, [100, 100]),
        (190, [60, 50]), (230, [60, 50]), (240, [100, 100]),
        (last_frame - 1, [100, 100]),
    ])
    layers = pip_layers(
        last_frame, position, scale, rotation, body_color, eye_scale, eye_position, mouth_scale)
    markers = [marker(name, start, length) for name, (start, length) in segments.items()]
    markers += [marker("still:" + name, frame, 0) for name, frame in stills.items()]
    return animation("pip-mascot", last_frame, layers, markers)


def launch_intro():
    """2.6 s: Pip grows in, sways, and settles on the calm pose of the mascot's idle mood."""
    x, y = CENTER
    last_frame = 78
    position = static([x, y, 0])
    scale = animated([
        (0, [0, 0, 100]), (18, [112, 112, 100]), (28, [100, 100, 100]), (last_frame - 1, [100, 100, 100]),
    ])
    rotation = animated([(0, 0), (30, 0), (40, -8), (50, 8), (60, 0), (last_frame - 1, 0)])
    eye_scale = animated([
        (0, [100, 100, 100]), (64, [100, 100, 100]), (67, [100, 10, 100]), (70, [100, 100, 100]),
        (last_frame - 1, [100, 100, 100]),
    ])
    layers = pip_layers(
        last_frame, position, scale, rotation, static(ORANGE), eye_scale, static([0, 0, 0]))
    return animation(
        "launch-intro", last_frame, layers, [marker("reduced motion", last_frame - 1, 1)])


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else os.path.join("Examples", "PipApp", "PipApp")
    os.makedirs(output, exist_ok=True)
    for name, content in [("pip-mascot.json", pip_mascot()), ("launch-intro.json", launch_intro())]:
        with open(os.path.join(output, name), "w", encoding="utf-8") as file:
            json.dump(content, file, separators=(",", ":"))
            file.write("\n")


if __name__ == "__main__":
    main()
