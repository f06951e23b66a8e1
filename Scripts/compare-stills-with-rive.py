#!/usr/bin/env python3
"""Compares `motion-audit stills` for Rive files with Rive's own C++ runtime, still by still.

For each `.riv` file, the first artboard is drawn at three times of every timeline animation
(its start, middle and end) and with every state machine settled from its default inputs:
once by `motion-audit stills` (SVG), once by the official runtime (rive-app/rive-runtime) with
a recording renderer of this repository's own (Scripts/RiveOracle/rive_recorder.cpp), which
writes what the runtime draws as SVG. Both are rasterized with rsvg-convert at 512 px wide and
compared as premultiplied RGBA with the tolerance of the Lottie comparison
(compare-stills-with-rlottie.py): mean absolute difference at most 2%, no 16x16 tile worse
than 10%. Files whose stills need features the renderer does not draw are counted as
unsupported, with the features, and their stills are not compared.

The runtime is never part of the repository. Build the oracle from a checkout of it (its `src`
and `include` folders; the core needs a C++17 compiler and no GPU):

    compare-stills-with-rive.py --motion-audit PATH --runtime DIR FILE...
    compare-stills-with-rive.py --motion-audit PATH --runtime DIR --record DIR FILE...

--record also writes the runtime's stills as PNG into DIR (with manifest.json naming the file,
the still and the recorder's arguments), so that a machine without the runtime can compare
against them:

    compare-stills-with-rive.py --motion-audit PATH --references DIR FILE...

The oracle is built under .build/rive-oracle (compiled once, then reused). Prints one line per
file and a summary; exits 1 when a supported still is out of tolerance, 2 when a tool is
missing, and 3 when a still could not be compared: the runtime did not draw it, or drew nothing
where the still shows something (a comparison with no picture to compare with must not pass).
With --references, the recorded frames are the runtime's, and a still without one is out.
"""

import argparse
import collections
import concurrent.futures
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RECORDER_SOURCE = os.path.join(ROOT, "Scripts", "RiveOracle", "rive_recorder.cpp")
BUILD = os.path.join(ROOT, ".build", "rive-oracle")
SIZE = 512
# Compiler flags for the runtime's core: the defines its own build gives it, no text, layout,
# audio or scripting (those need further libraries).
FLAGS = ["-std=c++17", "-O0", "-w", "-D_RIVE_INTERNAL_", "-DYOGA_EXPORT="]

_spec = importlib.util.spec_from_file_location(
    "lottie_comparison", os.path.join(ROOT, "Scripts", "compare-stills-with-rlottie.py"))
lottie_comparison = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lottie_comparison)
MEAN_TOLERANCE = lottie_comparison.MEAN_TOLERANCE
TILE_TOLERANCE = lottie_comparison.TILE_TOLERANCE


def build_oracle(runtime):
    """Compiles the runtime's sources in batches (one translation unit each, or file by file
    when a batch does not compile together), then the recorder; returns the recorder's path."""
    include = os.path.join(runtime, "include")
    sources = sorted(
        os.path.relpath(os.path.join(folder, name), runtime)
        for folder, _, names in os.walk(os.path.join(runtime, "src"))
        for name in names if name.endswith(".cpp"))
    if not sources:
        raise SystemExit(f"error: no runtime sources under {runtime}/src")
    objects_dir = os.path.join(BUILD, "obj")
    os.makedirs(objects_dir, exist_ok=True)
    compiler = ["nice", "-n", "10", os.environ.get("CXX", "g++")] + FLAGS + ["-I", include]
    batches = [sources[index:index + 25] for index in range(0, len(sources), 25)]

    def build(index, batch):
        unity = os.path.join(objects_dir, f"unity{index}.o")
        if os.path.exists(unity) or all(
                os.path.exists(os.path.join(objects_dir, f"unity{index}_{n}.o"))
                for n in range(len(batch))):
            return []
        source = os.path.join(objects_dir, f"unity{index}.cpp")
        with open(source, "w", encoding="utf-8") as handle:
            handle.writelines(f'#include "{os.path.join(runtime, name)}"\n' for name in batch)
        if subprocess.run(compiler + ["-c", source, "-o", unity], cwd=runtime,
                          capture_output=True).returncode == 0:
            return []
        failures = []
        for number, name in enumerate(batch):
            output = os.path.join(objects_dir, f"unity{index}_{number}.o")
            if os.path.exists(output):
                continue
            result = subprocess.run(compiler + ["-c", name, "-o", output], cwd=runtime,
                                    capture_output=True, text=True)
            if result.returncode:
                failures.append(f"{name}: {result.stderr[-300:]}")
        return failures

    jobs = int(os.environ.get("RIVE_ORACLE_JOBS", "2"))
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        failures = [f for found in pool.map(lambda a: build(*a), enumerate(batches)) for f in found]
    if failures:
        raise SystemExit("error: runtime sources did not compile:\n" + "\n".join(failures))
    recorder = os.path.join(BUILD, "rive_recorder")
    if (not os.path.exists(recorder)
            or os.path.getmtime(recorder) < os.path.getmtime(RECORDER_SOURCE)):
        objects = sorted(os.path.join(objects_dir, name) for name in os.listdir(objects_dir)
                         if name.endswith(".o"))
        subprocess.run(compiler + [RECORDER_SOURCE] + objects + ["-o", recorder, "-lpthread"],
                       check=True)
    return recorder


def stills_of(motion_audit, path):
    """The stills compared for a file: (name, stills command arguments, recorder arguments)."""
    result = subprocess.run([motion_audit, "inspect", path, "--format", "json"],
                            capture_output=True, text=True)
    try:
        artboards = json.loads(result.stdout)["files"][0]["rive"]["artboards"]
    except (ValueError, KeyError, IndexError, TypeError):
        return None
    if not artboards:
        return []
    artboard = artboards[0]
    stills = []
    for animation in artboard["animations"]:
        seconds = animation.get("seconds") or 0
        speed = abs(animation.get("speed") or 1)
        length = seconds / speed if speed else 0
        for label, time in (("start", 0.0), ("middle", length / 2), ("end", length)):
            time_text = f"{time:.4f}".rstrip("0").rstrip(".") or "0"
            stills.append((
                f"animation {animation['name']} {label}",
                ["--animation", animation["name"], "--time", time_text],
                ["--animation", animation["name"], "--time", time_text]))
    for machine in artboard.get("stateMachines", []):
        stills.append((f"state machine {machine['name']}",
                       ["--state-machine", machine["name"]],
                       ["--state-machine", machine["name"]]))
    return stills


UNSUPPORTED = re.compile(r"needs what stills cannot draw: '[^']*': (.*)$")
SETTLED = re.compile(r"settled at ([0-9.]+) s")


def ours(motion_audit, path, arguments, folder):
    """Our still as an SVG path, or (None, features) when it needs unsupported features."""
    result = subprocess.run(
        [motion_audit, "stills", path, "--out", folder, "--prefix", "still-"] + arguments,
        capture_output=True, text=True)
    if result.returncode != 0:
        features = [m.group(1) for line in result.stderr.splitlines()
                    if (m := UNSUPPORTED.search(line))]
        if features:
            return None, None, features
        return None, None, [f"stills failed: {result.stderr.strip()[:200]}"]
    written = [line for line in result.stdout.splitlines() if line]
    settled = SETTLED.search(written[-1]) if written else None
    svg = re.search(r"(?:created|replaced|up to date) (.+?\.svg) \(", written[-1]).group(1)
    return svg, (settled.group(1) if settled else None), []


def frame_size(svg_path):
    with open(svg_path, encoding="utf-8") as handle:
        head = handle.read(400)
    match = re.search(r'viewBox="0 0 ([0-9.e+-]+) ([0-9.e+-]+)"', head)
    width, height = (float(match.group(1)), float(match.group(2))) if match else (1, 1)
    return SIZE, max(1, round(SIZE * height / width)) if width > 0 else SIZE


def main(arguments):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--motion-audit", required=False)
    parser.add_argument("--runtime", help="a rive-runtime checkout to build the oracle from")
    parser.add_argument("--record", help="write the runtime's stills as PNG here")
    parser.add_argument("--references", help="compare with PNG stills recorded earlier")
    parser.add_argument("--survey", action="store_true",
                        help="only count the files and features the stills support")
    parser.add_argument("--check-tools", action="store_true")
    parser.add_argument("files", nargs="*")
    options = parser.parse_args(arguments)
    missing = [tool for tool in ("rsvg-convert",) if shutil.which(tool) is None]
    try:
        import numpy  # noqa: F401
        from PIL import Image  # noqa: F401
    except ImportError:
        missing.append("python3 packages numpy and pillow")
    if options.check_tools or missing:
        if missing:
            print("missing: " + ", ".join(missing), file=sys.stderr)
            return 2
        return 0
    if not options.motion_audit or (
            not options.survey and bool(options.runtime) == bool(options.references)):
        parser.error("give --motion-audit and either --runtime, --references or --survey")
    recorder = build_oracle(os.path.abspath(options.runtime)) if options.runtime else None
    manifest = {}
    if options.references:
        with open(os.path.join(options.references, "manifest.json"), encoding="utf-8") as handle:
            manifest = json.load(handle)
    recorded = {"command": " ".join(["Scripts/compare-stills-with-rive.py"] + arguments),
                "stills": []}

    import numpy
    from PIL import Image
    files_supported = 0
    compared = 0
    within = 0
    unsupported_count = collections.Counter()
    failures = []
    uncompared = []
    for path in options.files:
        name = os.path.basename(path)
        stills = stills_of(options.motion_audit, path)
        if stills is None:
            print(f"{name}: not readable as a Rive file")
            continue
        file_features = set()
        file_results = []
        with tempfile.TemporaryDirectory() as scratch:
            for still_name, our_arguments, recorder_arguments in stills:
                svg, settled, features = ours(options.motion_audit, path, our_arguments, scratch)
                if features:
                    file_features.update(features)
                    continue
                if options.survey:
                    continue
                svg = os.path.join(scratch, os.path.basename(svg))
                width, height = frame_size(svg)
                mine = lottie_comparison.svg_frame(svg, width, height)
                key = f"{name}/{still_name}"
                if recorder:
                    extra = ["--advance", settled] if settled else []
                    theirs_svg = os.path.join(scratch, "runtime.svg")
                    result = subprocess.run([recorder, path, theirs_svg] + recorder_arguments
                                            + extra, capture_output=True, text=True)
                    if result.returncode != 0 or not os.path.exists(theirs_svg):
                        uncompared.append(key)
                        file_results.append(f"  {still_name}: the runtime did not draw it "
                                            f"({result.stderr.strip() or 'no frame written'}): "
                                            "NOT COMPARED")
                        continue
                    if draws_nothing(theirs_svg) and mine[..., 3].max() > 0:
                        uncompared.append(key)
                        file_results.append(f"  {still_name}: the runtime drew nothing where "
                                            "the still shows something: NOT COMPARED")
                        continue
                    theirs = lottie_comparison.svg_frame(theirs_svg, width, height)
                    if options.record:
                        png = re.sub(r"[^A-Za-z0-9._-]+", "_", key) + ".png"
                        os.makedirs(options.record, exist_ok=True)
                        Image.open(_png(theirs_svg, width, height)).save(
                            os.path.join(options.record, png))
                        recorded["stills"].append({"still": key, "png": png,
                                                   "recorder": recorder_arguments + extra})
                else:
                    entry = next((s for s in manifest.get("stills", []) if s["still"] == key),
                                 None)
                    if entry is None:
                        failures.append(key)
                        file_results.append(f"  {still_name}: no recorded still: OUT")
                        continue
                    image = Image.open(os.path.join(options.references, entry["png"]))
                    theirs = lottie_comparison.premultiplied(numpy.asarray(image.convert("RGBA")))
                mean, worst = lottie_comparison.difference(mine, theirs)
                compared += 1
                if mean <= MEAN_TOLERANCE and worst <= TILE_TOLERANCE:
                    within += 1
                else:
                    failures.append(key)
                    file_results.append(
                        f"  {still_name}: mean {mean:.2%}, worst tile {worst:.2%}: OUT")
        if file_features:
            unsupported_count.update(file_features)
            print(f"{name}: unsupported: {', '.join(sorted(file_features))}")
        else:
            files_supported += 1
            print(f"{name}: {len(stills)} stills")
        for line in file_results:
            print(line)
    if options.record:
        with open(os.path.join(options.record, "manifest.json"), "w", encoding="utf-8") as handle:
            json.dump(recorded, handle, indent=1)
            handle.write("\n")
    total = len(options.files)
    print(f"files fully supported: {files_supported} of {total}")
    print(f"stills within tolerance: {within} of {compared}")
    if unsupported_count:
        print("most common unsupported features: " + ", ".join(
            f"{feature} ({count})" for feature, count in unsupported_count.most_common(10)))
    if uncompared:
        print(f"error: {len(uncompared)} stills could not be compared with the runtime "
              f"(first: {uncompared[0]}); the runtime must draw every still compared, or give "
              "--references DIR to compare with frames it recorded", file=sys.stderr)
        return 3
    return 1 if failures else 0


def draws_nothing(svg_path):
    """Whether an SVG holds no drawing element outside its clip paths and definitions."""
    with open(svg_path, encoding="utf-8") as handle:
        text = handle.read()
    text = re.sub(r"<(clipPath|defs)\b.*?</\1>", "", text, flags=re.S)
    return re.search(r"<(path|rect|circle|ellipse|line|polyline|polygon|image|use|text)\b",
                     text) is None


def _png(svg_path, width, height):
    """The PNG bytes rsvg-convert draws for an SVG (its WebP images as PNG, which librsvg can
    draw), as a file object."""
    import io
    drawn = lottie_comparison.without_webp(svg_path)
    try:
        png = subprocess.run(["rsvg-convert", "-w", str(width), "-h", str(height), "-f", "png",
                              drawn], capture_output=True, check=True).stdout
    finally:
        if drawn != svg_path:
            os.remove(drawn)
    return io.BytesIO(png)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
