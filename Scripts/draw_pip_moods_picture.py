#!/usr/bin/env python3
"""Draws docs/images/stills-pip-moods.png: each mood's still from the reference app's asset
catalog (the SVG `motion-audit stills` wrote, rasterized by rsvg-convert) above the same frame of
`pip-mascot.json` drawn by rlottie, an independent Lottie renderer.

The frames are the ones the still markers (`still:<mood>`) name, read from the file.

Usage (from the repository root, after regenerating the stills):

    python3 Scripts/draw_pip_moods_picture.py [OUTPUT]

Needs rsvg-convert (librsvg2-bin), rlottie-python and Pillow (pip install rlottie-python).
"""

import io
import json
import os
import subprocess
import sys

from PIL import Image, ImageDraw, ImageFont
from rlottie_python import LottieAnimation

APP = os.path.join("Examples", "PipApp", "PipApp")
MOODS = ["idle", "loading", "ready", "error"]
CELL = 260
DRAWN = 200


def font(size):
    for path in ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"]:
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    return ImageFont.load_default()


def still(mood):
    svg = os.path.join(APP, "Assets.xcassets", f"mascot-mood-{mood}.imageset",
                       f"mascot-mood-{mood}.svg")
    png = subprocess.run(["rsvg-convert", "-w", str(DRAWN), "-h", str(DRAWN), "-f", "png", svg],
                         check=True, capture_output=True).stdout
    return Image.open(io.BytesIO(png)).convert("RGBA")


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else os.path.join("docs", "images",
                                                                "stills-pip-moods.png")
    path = os.path.join(APP, "pip-mascot.json")
    with open(path, encoding="utf-8") as handle:
        markers = {marker["cm"]: marker["tm"] for marker in json.load(handle)["markers"]}
    animation = LottieAnimation.from_file(path)
    picture = Image.new("RGBA", (CELL * len(MOODS), CELL * 2 + 30), "white")
    draw = ImageDraw.Draw(picture)
    label = font(15)
    for column, mood in enumerate(MOODS):
        frame = int(markers["still:" + mood])
        left = column * CELL
        draw.text((left + 20, 10), f"{mood} (frame {frame})", fill="black", font=label)
        top = still(mood)
        picture.alpha_composite(top, (left + (CELL - DRAWN) // 2, 40))
        bottom = animation.render_pillow_frame(frame_num=frame, width=DRAWN, height=DRAWN)
        picture.alpha_composite(bottom.convert("RGBA"), (left + (CELL - DRAWN) // 2, CELL + 50))
    draw.text((20, CELL + 12), "above: the still (SVG in the asset catalog)   below: the "
              "animation's frame (rlottie)", fill="#555555", font=label)
    picture.convert("RGB").save(output)


if __name__ == "__main__":
    main()
