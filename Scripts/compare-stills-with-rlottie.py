#!/usr/bin/env python3
"""Compares `motion-audit stills` with rlottie, an independent Lottie renderer, frame by frame.

For each Lottie JSON or dotLottie file, every frame is rendered twice at 512 px wide: by
`motion-audit stills --all-frames` (SVG, rasterized with rsvg-convert) and by rlottie
(rlottie-python). The two images are compared as premultiplied RGBA: a frame is within tolerance
when the mean absolute difference is at most 2% of full scale and no 16x16 tile differs by more
than 10% on average. Files whose frames need features the renderer does not draw are counted as
unsupported, with the features, and their frames are not compared.

Usage: compare-stills-with-rlottie.py --motion-audit PATH [--json REPORT] [--max-frames N] FILE...
Prints one line per file and a summary; exits 1 when a supported file has a frame out of
tolerance, 2 when a tool is missing.
"""

import argparse
import collections
import ctypes
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

SIZE = 512
MEAN_TOLERANCE = 0.02
TILE_TOLERANCE = 0.10
TILE = 16


def require_tools():
    missing = []
    try:
        import numpy  # noqa: F401
        import PIL  # noqa: F401
        import rlottie_python  # noqa: F401
    except ImportError as error:
        missing.append(f"python package {error.name} (pip install rlottie-python pillow numpy)")
    if shutil.which("rsvg-convert") is None:
        missing.append("rsvg-convert (apt-get install librsvg2-bin)")
    return missing


def animations_of(path):
    """(id or None, JSON text) for each animation in the file."""
    with open(path, "rb") as handle:
        head = handle.read(4)
    if head.startswith(b"PK"):
        with zipfile.ZipFile(path) as archive:
            names = [n for n in archive.namelist()
                     if re.match(r"^(animations|a)/[^/]+\.json$", n) and "__MACOSX" not in n]
            return [(os.path.basename(n)[:-5], archive.read(n).decode("utf-8")) for n in sorted(names)]
    with open(path, encoding="utf-8-sig") as handle:
        return [(None, handle.read())]


def premultiplied(rgba):
    import numpy
    data = rgba.astype(numpy.float64) / 255.0
    data[..., :3] *= data[..., 3:4]
    return data


def rlottie_frame(animation, index, width, height):
    import numpy
    raw = animation.lottie_animation_render(frame_num=index, width=width, height=height)
    # rlottie renders premultiplied ARGB32: bytes B, G, R, A on little-endian machines.
    bgra = numpy.frombuffer(raw, dtype=numpy.uint8).reshape(height, width, 4)
    return bgra[..., [2, 1, 0, 3]].astype(numpy.float64) / 255.0


def svg_frame(svg_path, width, height):
    import numpy
    from PIL import Image
    png = subprocess.run(
        ["rsvg-convert", "-w", str(width), "-h", str(height), "-f", "png", svg_path],
        check=True, capture_output=True).stdout
    import io
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    if image.size != (width, height):
        image = image.resize((width, height))
    return premultiplied(numpy.asarray(image))


def difference(ours, theirs):
    import numpy
    delta = numpy.abs(ours - theirs)
    mean = float(delta.mean())
    height, width = delta.shape[:2]
    rows, columns = height // TILE, width // TILE
    tiles = delta[: rows * TILE, : columns * TILE].reshape(rows, TILE, columns, TILE, 4)
    worst = float(tiles.mean(axis=(1, 3, 4)).max()) if rows and columns else mean
    return mean, worst


def compare(tool, path, animation_id, text, work, max_frames):
    from rlottie_python import LottieAnimation
    document = json.loads(text)
    first, last = float(document["ip"]), float(document["op"])
    width = SIZE
    height = max(1, round(SIZE * float(document["h"]) / float(document["w"])))
    out = tempfile.mkdtemp(dir=work)
    command = [tool, "stills", path, "--all-frames", "--out", out, "--prefix", "",
               "--size", f"{width}x{height}", "--allow-unsupported"]
    if animation_id is not None:
        command += ["--animation", animation_id]
    run = subprocess.run(command, capture_output=True, text=True)
    result = {"file": path, "animation": animation_id, "frames": 0, "within": 0,
              "unsupported": [], "worst": None, "error": None}
    if run.returncode != 0:
        result["error"] = run.stderr.strip()
        return result
    features = collections.OrderedDict()
    for line in run.stderr.splitlines():
        match = re.search(r"needs what stills cannot draw: (.*)$", line)
        if match:
            features[match.group(1)] = True
    result["unsupported"] = list(features)
    if features:
        shutil.rmtree(out, ignore_errors=True)
        return result
    animation = LottieAnimation.from_data(text)
    total = animation.lottie_animation_get_totalframe()
    frames = sorted(
        float(name[len("frame-"):-len(".svg")]) for name in os.listdir(out) if name.endswith(".svg"))
    if max_frames and len(frames) > max_frames:
        step = len(frames) / max_frames
        frames = [frames[int(i * step)] for i in range(max_frames)]
    worst = None
    for frame in frames:
        index = int(frame - first)
        if index >= total:
            continue
        name = f"frame-{int(frame) if frame == int(frame) else frame}.svg"
        ours = svg_frame(os.path.join(out, name), width, height)
        theirs = rlottie_frame(animation, index, width, height)
        mean, tile = difference(ours, theirs)
        result["frames"] += 1
        if mean <= MEAN_TOLERANCE and tile <= TILE_TOLERANCE:
            result["within"] += 1
        if worst is None or tile > worst["tile"]:
            worst = {"frame": frame, "mean": round(mean, 4), "tile": round(tile, 4)}
    result["worst"] = worst
    shutil.rmtree(out, ignore_errors=True)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--motion-audit", required=True)
    parser.add_argument("--json")
    parser.add_argument("--max-frames", type=int, default=0)
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    missing = require_tools()
    if missing:
        print("missing: " + "; ".join(missing), file=sys.stderr)
        return 2
    results = []
    with tempfile.TemporaryDirectory() as work:
        for path in arguments.files:
            try:
                animations = animations_of(path)
            except (OSError, ValueError, zipfile.BadZipFile) as error:
                results.append({"file": path, "animation": None, "frames": 0, "within": 0,
                                "unsupported": [], "worst": None, "error": str(error)})
                continue
            for animation_id, text in animations:
                try:
                    results.append(compare(arguments.motion_audit, path, animation_id, text, work,
                                           arguments.max_frames))
                except (ValueError, KeyError, subprocess.CalledProcessError) as error:
                    results.append({"file": path, "animation": animation_id, "frames": 0,
                                    "within": 0, "unsupported": [], "worst": None,
                                    "error": str(error)})
    failed = 0
    for result in results:
        label = result["file"] + (f" [{result['animation']}]" if result["animation"] else "")
        if result["error"]:
            print(f"ERROR {label}: {result['error']}")
        elif result["unsupported"]:
            print(f"UNSUPPORTED {label}: {'; '.join(result['unsupported'])}")
        else:
            ok = result["within"] == result["frames"]
            failed += 0 if ok else 1
            print(f"{'OK' if ok else 'FAIL'} {label}: {result['within']}/{result['frames']} frames "
                  f"within tolerance, worst {result['worst']}")
    supported = [r for r in results if not r["error"] and not r["unsupported"]]
    frames = sum(r["frames"] for r in supported)
    within = sum(r["within"] for r in supported)
    features = collections.Counter()
    for result in results:
        for feature in result["unsupported"]:
            features[re.sub(r"^layer '.*?': ", "", feature)] += 1
    summary = {"files": len(results), "supported": len(supported), "frames": frames,
               "within": within, "features": features.most_common(12)}
    print(f"{len(supported)} of {len(results)} animations fully supported; "
          f"{within} of {frames} frames within tolerance")
    if arguments.json:
        with open(arguments.json, "w") as handle:
            json.dump({"summary": summary, "results": results}, handle, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
