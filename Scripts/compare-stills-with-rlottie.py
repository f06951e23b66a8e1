#!/usr/bin/env python3
"""Compares `motion-audit stills` with rlottie, an independent Lottie renderer, frame by frame.

For each Lottie JSON or dotLottie file, every frame is rendered twice at 512 px wide: by
`motion-audit stills --all-frames` (SVG, rasterized with rsvg-convert) and by rlottie
(rlottie-python). The two images are compared as premultiplied RGBA: a frame is within tolerance
when the mean absolute difference is at most 2% of full scale and no 16x16 tile differs by more
than 10% on average. Files whose frames need features the renderer does not draw are counted as
unsupported, with the features, and their frames are not compared.

With --lottie-web FILE (lottie-web's standalone build; docs/stills.md says where to get it), each
frame is also drawn by lottie-web's SVG renderer in headless Chromium and compared the same way,
so that a frame rlottie disputes can be checked against the format's reference player; frames of
supported animations that rlottie cannot judge are compared with lottie-web alone.

Usage: compare-stills-with-rlottie.py --motion-audit PATH [--json REPORT] [--max-frames N]
                                      [--lottie-web FILE] FILE...
       compare-stills-with-rlottie.py --manifest RENDERED.json (frames rendered by a test)
Prints one line per file and a summary; exits 1 when a supported file has a frame out of
tolerance, 2 when a tool is missing.
"""

import argparse
import base64
import collections
import ctypes
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile

# Files where rlottie itself is off, with the reason and the worst tile difference allowed there
# instead of TILE_TOLERANCE (the mean must still be within MEAN_TOLERANCE).
KNOWN_DISAGREEMENTS = {
    "bounce_strokes.json": (
        "rlottie flattens the tight turn just after a vertex into straight pieces and draws a "
        "miter spike there; librsvg (like Core Graphics) strokes the curve", 0.25),
}

SIZE = 512
# With --png DIR, each compared frame is also written there as a picture (set by main).
PICTURES = None
# With --images DIR, image files the animations name without embedding are looked for there
# too, by the stills command and for rlottie (set by main).
IMAGE_FOLDERS = []
# With --fonts DIR, the stills command draws text without glyph outlines from the fonts there
# (set by main); rlottie draws no text, so such files are not compared.
FONT_FOLDER = None
# With --lottie-web FILE, each compared frame is also drawn by lottie-web (a LottieWeb, set by
# main), and so are the frames of supported animations that rlottie cannot judge.
LOTTIE_WEB = None
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


def remap_gaps(document):
    """Time remapping rlottie draws differently from the format.

    rlottie ignores a time remap that does not change (the format freezes the precomposition at
    that time) and clamps a remapped time to the root animation's frames (the format plays the
    precomposition's own timeline, which may be longer).
    """
    gaps = set()
    rate = float(document.get("fr") or 0)
    length = float(document.get("op", 0)) - float(document.get("ip", 0))
    layers = list(document.get("layers") or [])
    for asset in document.get("assets") or []:
        if isinstance(asset, dict):
            layers += asset.get("layers") or []
    for layer in layers:
        remap = layer.get("tm") if isinstance(layer, dict) else None
        if not isinstance(remap, dict):
            continue
        value = remap.get("k")
        if isinstance(value, (int, float)) or (
                isinstance(value, list) and value and not isinstance(value[0], dict)):
            gaps.add("a time remap that does not change (rlottie ignores it)")
            continue
        for key in value if isinstance(value, list) else []:
            for end in ("s", "e"):
                seconds = key.get(end) if isinstance(key, dict) else None
                seconds = seconds[0] if isinstance(seconds, list) and seconds else seconds
                if isinstance(seconds, (int, float)) and (
                        seconds < 0 or seconds * rate > length + 1e-6):
                    gaps.add("a time remap past the animation's end (rlottie clamps it to the "
                             "animation's frames)")
    return gaps


def external_image(path, asset):
    """The bytes of an image asset the animation names without embedding, found where the
    stills command finds them: in the dotLottie archive, in --images, or beside the file."""
    file = asset["p"]
    name = (asset.get("u") or "") + file
    with open(path, "rb") as handle:
        is_archive = handle.read(2).startswith(b"PK")
    if is_archive:
        with zipfile.ZipFile(path) as archive:
            for candidate in (name.lstrip("/"), "i/" + file, "images/" + file):
                try:
                    return archive.read(candidate)
                except KeyError:
                    pass
    for folder in IMAGE_FOLDERS + [os.path.dirname(os.path.abspath(path))]:
        for candidate in (name, file):
            parts = candidate.split("/")
            if candidate.startswith("/") or ".." in parts:
                continue
            full = os.path.join(folder, *[part for part in parts if part])
            if os.path.isfile(full):
                with open(full, "rb") as handle:
                    return handle.read()
    return None


def image_size_gaps(path, document):
    """Image files of another size than their asset: players fit them to the asset's box
    (lottie-web fills it, centred and cropped), rlottie draws them at their own size. And WebP
    images, which rlottie does not decode."""
    import io
    from PIL import Image
    for asset in document.get("assets") or []:
        if not (isinstance(asset, dict) and "layers" not in asset
                and isinstance(asset.get("p"), str)):
            continue
        if asset["p"].startswith("data:"):
            try:
                data = base64.b64decode(asset["p"].split(",", 1)[1])
            except (IndexError, ValueError):
                continue
        else:
            data = external_image(path, asset)
        if data and data.startswith(b"RIFF") and data[8:12] == b"WEBP":
            return ["WebP images (rlottie decodes none)"]
        try:
            size = Image.open(io.BytesIO(data)).size if data else None
        except OSError:
            continue
        if size and (size[0] != asset.get("w") or size[1] != asset.get("h")):
            return ["an image of another size than its asset (rlottie draws it at its own size; "
                    "players fit it to the asset)"]
    return []


def with_images_embedded(path, document):
    """The document with the image files it names embedded as data URLs, since rlottie, given
    only the JSON, cannot find them."""
    for asset in document.get("assets") or []:
        if (isinstance(asset, dict) and "layers" not in asset and isinstance(asset.get("p"), str)
                and not asset["p"].startswith("data:")):
            data = external_image(path, asset)
            if data is None:
                continue
            kind = ("image/png" if data.startswith(b"\x89PNG") else
                    "image/jpeg" if data.startswith(b"\xff\xd8") else
                    "image/webp" if data.startswith(b"RIFF") and data[8:12] == b"WEBP" else
                    "application/octet-stream")
            asset["u"] = ""
            asset["p"] = f"data:{kind};base64," + base64.b64encode(data).decode("ascii")
            asset["e"] = 1
    return document


def changes(prop):
    """Whether an animatable property is animated or holds a value other than 0."""
    if not isinstance(prop, dict):
        return False
    value = prop.get("k")
    if isinstance(value, (int, float)):
        return value != 0
    if isinstance(value, list):
        return any(isinstance(v, dict) or (isinstance(v, (int, float)) and v != 0) for v in value)
    return False


def path_count(items):
    """How many paths a shape list holds, groups included."""
    count = 0
    for item in items if isinstance(items, list) else []:
        if isinstance(item, dict):
            if item.get("ty") in ("sh", "rc", "el", "sr"):
                count += 1
            elif item.get("ty") == "gr":
                count += path_count(item.get("it"))
    return count


def json_objects(node):
    """Every JSON object in `node`, itself included, each before the values it holds: a caller
    may change an object, and what it holds then is what is visited."""
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            yield item
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def merge_gap(items):
    """Whether merge paths in this shape list subtract, intersect or exclude two or more paths."""
    for position, item in enumerate(items):
        if (isinstance(item, dict) and item.get("ty") == "mm" and item.get("mm") in (3, 4, 5)
                and path_count(items[:position]) >= 2):
            return True
    return False


def oracle_gaps(node):
    """What the file uses that rlottie does not render, so rlottie cannot judge those frames."""
    gaps = remap_gaps(node) if isinstance(node, dict) else set()
    for item in json_objects(node):
        skew = item.get("sk")
        if isinstance(skew, dict):
            value = skew.get("k")
            if (isinstance(value, (int, float)) and value != 0) or isinstance(value, list):
                gaps.add("skew (rlottie draws no skew)")
        transform = item.get("ks")
        if item.get("ddd") == 1 and isinstance(transform, dict) and any(
                changes(transform.get(key)) for key in ("rx", "ry", "or")):
            gaps.add("3D rotation about x or y (rlottie draws it in perspective, seen from "
                     "1,024 px; players without a camera flatten it)")
        if (isinstance(item.get("ty"), int) and isinstance(item.get("bm"), int)
                and 1 <= item["bm"] <= 15):
            gaps.add("blend modes (rlottie draws every layer in normal mode)")
        if isinstance(item.get("ty"), int) and (
                any(isinstance(s, dict) and s.get("ty") == 1 for s in item.get("sy") or [])
                or any(isinstance(e, dict) and e.get("ty") == 25 and e.get("en") != 0
                       for e in item.get("ef") or [])):
            gaps.add("drop shadows (rlottie draws no layer style or effect)")
        # A Fill on a matte source changes only colours the matte does not use.
        if isinstance(item.get("ty"), int) and any(
                isinstance(e, dict) and e.get("en") != 0
                and (e.get("ty") == 29 or (e.get("ty") == 21 and item.get("td") != 1))
                for e in item.get("ef") or []):
            gaps.add("fill and blur effects (rlottie draws no effect)")
        if item.get("ty") == 5 and isinstance(item.get("t"), dict):
            gaps.add("text layers (rlottie draws no text)")
        if isinstance(item.get("x"), str) and item["x"].strip() and "k" in item:
            gaps.add("expressions (rlottie evaluates none)")
        for key in ("shapes", "it"):
            if isinstance(item.get(key), list) and merge_gap(item[key]):
                gaps.add("merge paths that subtract, intersect or exclude (rlottie draws "
                         "the paths unmerged)")
    return sorted(gaps)


def rlottie_input(document):
    """The document as rlottie should get it to draw what the format means.

    rlottie draws a layer from its in point through its out point inclusive, at whole frames
    rounded to the nearest; the format ends a layer at its out point (`op` is the frame it
    becomes invisible, as in After Effects), so each layer gets whole in and out points that make
    rlottie's inclusive range the same whole frames: ceil(ip) and ceil(op) - 1. Stars and
    polygons get half their rotation (see halve_polystar_rotations), keyframes the easing of the
    dimensions that change (see single_dimension_easing), empty dashes a length (see
    lengthen_empty_dashes), last keyframes no easing (see drop_final_easing), masks of mode none
    are left out (see drop_masks_of_mode_none), gradients stops at every offset (see
    gradient_stops_at_every_offset), radial gradients an end point along x (see
    radial_gradients_along_x) and objects get their `ty` first (see type_first).
    """
    def adjust(layers):
        for layer in layers if isinstance(layers, list) else []:
            if not isinstance(layer, dict):
                continue
            if isinstance(layer.get("ip"), (int, float)):
                layer["ip"] = math.ceil(layer["ip"])
            if isinstance(layer.get("op"), (int, float)):
                layer["op"] = math.ceil(layer["op"]) - 1
    adjust(document.get("layers"))
    for asset in document.get("assets") or []:
        if isinstance(asset, dict):
            adjust(asset.get("layers"))
    halve_polystar_rotations(document)
    single_dimension_easing(document)
    lengthen_empty_dashes(document)
    drop_final_easing(document)
    drop_masks_of_mode_none(document)
    gradient_stops_at_every_offset(document)
    radial_gradients_along_x(document)
    return json.dumps(type_first(document))


def radial_gradients_along_x(node):
    """Turns a radial gradient's end point onto the x axis from its start.

    A radial gradient's radius is the distance from its start point to its end point, whatever
    the direction (lottie-ios hands Core Graphics that distance); the direction only turns the
    highlight. rlottie draws the radius right only along an axis: measured, an end point 818 px
    from the start draws a radius of 820 along x or y, 797 at 45 degrees and 869 at -76.5
    degrees. The end point is put at the same distance along x, and the highlight's angle gets
    the direction it loses. A gradient whose points or highlight are animated is left as it is.
    """
    def static(prop):
        value = prop.get("k") if isinstance(prop, dict) else None
        if (isinstance(value, list) and len(value) >= 2
                and all(isinstance(v, (int, float)) for v in value)):
            return value
        return None

    for item in json_objects(node):
        if item.get("ty") in ("gf", "gs") and item.get("t") == 2:
            start, end = static(item.get("s")), static(item.get("e"))
            highlight = item.get("h", {"k": 0})
            angle = item.get("a", {"k": 0})
            length = highlight.get("k") if isinstance(highlight, dict) else None
            turn = angle.get("k") if isinstance(angle, dict) else None
            if isinstance(turn, list) and len(turn) == 1:
                turn = turn[0]
            if isinstance(length, list) and len(length) == 1:
                length = length[0]
            if (start and end and isinstance(length, (int, float))
                    and (length == 0 or isinstance(turn, (int, float)))):
                dx, dy = end[0] - start[0], end[1] - start[1]
                item["e"] = dict(item["e"], k=[start[0] + math.hypot(dx, dy), start[1]]
                                 + list(end[2:]))
                if length != 0:
                    item["a"] = dict(angle, k=turn + math.degrees(math.atan2(dy, dx)))


def gradient_stops_at_every_offset(node):
    """Gives a gradient's colors and opacities stops at the same offsets.

    The format interpolates colors between the color stops and opacities between the opacity
    stops, each list on its own (lottie-ios draws them as two gradients, the colors masked by
    the opacities; SVG renderers mix colors the same way). rlottie reads the opacity only at the
    color stops: measured, white with color stops at 0, 0.5 and 1 and opacity stops 0 at 0, 0.5
    at 0.384 and 1 at 0.767 draws opacity 0.78 at 0.69 where the format has 0.9, and 0 at 1 where
    it has 1; opacity stops at 0.2 and 0.8 draw nothing. And between two stops whose opacities
    differ, it mixes the colors weighted by opacity: red at opacity 1 to blue at opacity 0 stays
    red all along, where the format passes through purple. Adding, to each list, a stop at each
    offset of the other and eight between two offsets whose opacities and colors differ, each
    with the value the list has there, changes nothing in the format and makes rlottie draw it.
    A gradient whose keyframes' offsets differ is left as it is."""
    def sample(stops, offset):
        if offset <= stops[0][0]:
            return stops[0][1]
        for (low, a), (high, b) in zip(stops, stops[1:]):
            if offset <= high:
                t = (offset - low) / (high - low) if high > low else 0
                return [x + (y - x) * t for x, y in zip(a, b)]
        return stops[-1][1]

    def split(values, count):
        if not (isinstance(values, list) and len(values) >= count * 4
                and all(isinstance(v, (int, float)) for v in values)):
            return None
        colors = sorted((values[i * 4], values[i * 4 + 1:i * 4 + 4]) for i in range(count))
        rest = values[count * 4:]
        alphas = sorted((rest[i], [rest[i + 1]]) for i in range(0, len(rest) - 1, 2))
        return colors, alphas

    def merged(colors, alphas, offsets):
        values = []
        for offset in offsets:
            values += [offset] + sample(colors, offset)
        for offset in offsets:
            values += [offset] + sample(alphas, offset)
        return values

    for item in json_objects(node):
        gradient = item.get("g") if item.get("ty") in ("gf", "gs") else None
        count = gradient.get("p") if isinstance(gradient, dict) else None
        value = None
        if isinstance(count, int) and count > 0 and isinstance(gradient.get("k"), dict):
            value = gradient["k"].get("k")
        lists = []
        if isinstance(value, list) and value and isinstance(value[0], dict):
            lists = [(key, end) for key in value for end in ("s", "e") if end in key]
        elif isinstance(value, list):
            lists = [(gradient["k"], "k")]
        parts = [split(holder[end], count) for holder, end in lists]
        if parts and all(part and part[1] for part in parts):
            offsets = {tuple(sorted({o for o, _ in c} | {o for o, _ in a})) for c, a in parts}
            if len(offsets) == 1:
                union = list(offsets.pop())
                # Where the opacity changes between two offsets, rlottie mixes the colors
                # weighted by opacity; eight steps in between bring its mix within 1/64 of
                # the straight one.
                steps = []
                for low, high in zip(union, union[1:]):
                    steps.append(low)
                    if any(sample(a, low) != sample(a, high)
                           and sample(c, low) != sample(c, high) for c, a in parts):
                        steps += [low + (high - low) * k / 8 for k in range(1, 8)]
                union = steps + union[-1:]
                for (holder, end), (colors, alphas) in zip(lists, parts):
                    holder[end] = merged(colors, alphas, union)
                gradient["p"] = len(union)


def drop_masks_of_mode_none(document):
    """Removes masks of mode none (`n`), which leave the layer as it is (After Effects' None;
    lottie-ios skips them). rlottie draws nothing of a layer whose only mask has mode none:
    measured, a 200 px solid with one such mask draws no pixel."""
    layers = list(document.get("layers") or [])
    for asset in document.get("assets") or []:
        if isinstance(asset, dict):
            layers += asset.get("layers") or []
    for layer in layers:
        masks = layer.get("masksProperties") if isinstance(layer, dict) else None
        if not isinstance(masks, list):
            continue
        kept = [m for m in masks if not (isinstance(m, dict) and m.get("mode") == "n")]
        if len(kept) != len(masks):
            layer["masksProperties"] = kept
            if not kept:
                layer["hasMask"] = False


def drop_final_easing(node):
    """Removes the easing (`i`, `o`) of each animated property's last keyframe, and writes a
    property of one keyframe as its static value.

    A keyframe's easing shapes the segment to the next keyframe, so the last one's means nothing
    (lottie-ios never reads it), and a single keyframe holds its value on every frame. Some
    exporters write that easing anyway, and rlottie then takes the last keyframe for the start of
    a segment with no end: measured, a position eased from 50 to 150 over 20 frames, its last
    keyframe carrying `i` and `o`, sits at 0 on every frame between, and a scale of one such
    keyframe at frame 5 is 0 from frame 5 on (one keyframe without easing draws nothing at all).
    """
    for item in json_objects(node):
        keys = item.get("k")
        if (isinstance(keys, list) and keys
                and all(isinstance(k, dict) and "t" in k for k in keys)):
            if len(keys) == 1 and "s" in keys[0]:
                value = keys[0]["s"]
                # A path or a number is written bare: rlottie draws nothing for a rotation
                # of [0].
                if isinstance(value, list) and len(value) == 1:
                    value = value[0]
                item["a"], item["k"] = 0, value
            else:
                keys[-1].pop("i", None)
                keys[-1].pop("o", None)


def lengthen_empty_dashes(node):
    """rlottie draws nothing for a dash of length 0; the format, like SVG and Core Graphics,
    draws its caps (a dotted line of round caps). A dash of 0.1 px, the shortest rlottie draws
    whole, draws the same caps 0.1 px longer. The 0.1 px is taken from the gap that follows, so
    that the pattern keeps its period: over the 400 px of issue_1557's dotted line, 0.1 px more
    per 15 px period moved the last dots by 2.7 px."""
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            for index, element in enumerate(item):
                if not (isinstance(element, dict) and element.get("n") == "d"
                        and isinstance(element.get("v"), dict) and element["v"].get("k") == 0):
                    continue
                element["v"]["k"] = 0.1
                following = item[index + 1] if index + 1 < len(item) else None
                gap = None
                if isinstance(following, dict) and following.get("n") == "g":
                    gap = following.get("v")
                if (isinstance(gap, dict) and isinstance(gap.get("k"), (int, float))
                        and gap["k"] > 0.1):
                    gap["k"] -= 0.1
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())


def type_first(node):
    """The same JSON with each object's `ty` written first: rlottie reads a shape's type before
    its other members and drops those written before it (a path direction `d` ahead of `ty`, as
    some exporters write it, is lost), though JSON's member order means nothing."""
    if isinstance(node, dict):
        ordered = {"ty": type_first(node["ty"])} if "ty" in node else {}
        for key, value in node.items():
            if key != "ty":
                ordered[key] = type_first(value)
        return ordered
    if isinstance(node, list):
        return [type_first(item) for item in node]
    return node


def single_dimension_easing(node):
    """Gives each keyframe's first dimension the easing of the dimensions that change.

    The format eases each dimension of a keyframe on its own curve (After Effects exports one
    per dimension, for scale for example); rlottie eases every dimension on the first one's. Where
    the dimensions that change share one curve, giving the first dimension that curve (its own
    easing matters only if it changes) makes rlottie draw what the format means. Where they do
    not share one, rlottie cannot draw it and its frames may differ; those are still compared.
    """
    mixed = False
    for item in json_objects(node):
        keys = item.get("k")
        if isinstance(keys, list) and keys and all(isinstance(k, dict) for k in keys):
            for index, key in enumerate(keys):
                mixed |= ease_like_changing_dimensions(key, keys[index + 1:index + 2])
    return mixed


def ease_like_changing_dimensions(key, following):
    """See single_dimension_easing; True where the changing dimensions' curves differ."""
    start = key.get("s")
    end = key.get("e", following[0].get("s") if following else None)
    ease_in, ease_out = key.get("i"), key.get("o")
    if not (isinstance(start, list) and isinstance(end, list) and isinstance(ease_in, dict)
            and isinstance(ease_out, dict)):
        return False
    axes = [ease_in.get("x"), ease_in.get("y"), ease_out.get("x"), ease_out.get("y")]
    if not all(isinstance(axis, list) and len(axis) > 1 for axis in axes):
        return False
    count = min(len(start), len(end), *(len(axis) for axis in axes))
    changing = [d for d in range(count)
                if isinstance(start[d], (int, float)) and isinstance(end[d], (int, float))
                and start[d] != end[d]]
    curves = {tuple(axis[d] for axis in axes) for d in changing}
    if len(curves) != 1:
        return len(curves) > 1
    curve = curves.pop()
    for axis, value in zip(axes, curve):
        axis[0] = value
    return False


def halve_polystar_rotations(node):
    """rlottie turns a star or polygon by twice its rotation (`r` of an `sr` item: measured,
    30 degrees draws the first point at 60); the format turns it once. Handing rlottie half the
    rotation makes it draw the format's shape."""
    for item in json_objects(node):
        if item.get("ty") == "sr" and isinstance(item.get("r"), dict):
            rotation = item["r"]
            value = rotation.get("k")
            if isinstance(value, (int, float)):
                rotation["k"] = value / 2
            elif isinstance(value, list):
                for key in value:
                    for end in ("s", "e"):
                        if isinstance(key, dict) and isinstance(key.get(end), list):
                            key[end] = [v / 2 if isinstance(v, (int, float)) else v
                                        for v in key[end]]
                if value and all(isinstance(v, (int, float)) for v in value):
                    rotation["k"] = [v / 2 for v in value]


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


def without_webp(svg_path):
    """The SVG file itself, or a copy beside it (named *.svg-png-images, for the caller to
    remove) whose WebP images are PNG: librsvg draws images
    through gdk-pixbuf, which decodes WebP only with a loader that is seldom installed, and draws
    nothing where it cannot decode. Pillow decodes them."""
    import io
    from PIL import Image
    with open(svg_path, encoding="utf-8") as handle:
        text = handle.read()
    if "data:image/webp;base64," not in text:
        return svg_path

    def as_png(match):
        try:
            image = Image.open(io.BytesIO(base64.b64decode(match.group(1))))
            output = io.BytesIO()
            image.save(output, "PNG")
        except (OSError, ValueError):
            return match.group(0)
        return "data:image/png;base64," + base64.b64encode(output.getvalue()).decode("ascii")
    copy = svg_path + "-png-images"
    with open(copy, "w", encoding="utf-8") as handle:
        handle.write(re.sub(r"data:image/webp;base64,([A-Za-z0-9+/=\s]+)", as_png, text))
    return copy


def svg_frame(svg_path, width, height):
    import numpy
    from PIL import Image
    drawn = without_webp(svg_path)
    try:
        png = subprocess.run(
            ["rsvg-convert", "-w", str(width), "-h", str(height), "-f", "png", drawn],
            check=True, capture_output=True).stdout
    finally:
        if drawn != svg_path:
            os.remove(drawn)
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


def write_picture(path, animation_id, frame, ours, theirs, suffix=""):
    """Writes ours, rlottie's (or another renderer's, named by the suffix) and their difference
    (four times brighter) side by side, over grey, as PICTURES/<file>[-<animation>]-<frame>.png
    (-<frame><suffix>.png)."""
    import numpy
    from PIL import Image

    def over_grey(rgba):
        return rgba[..., :3] + 0.8 * (1 - rgba[..., 3:4])

    delta = numpy.abs(ours - theirs).mean(axis=2, keepdims=True) * 4
    row = numpy.concatenate([over_grey(ours), over_grey(theirs), numpy.repeat(delta, 3, axis=2)],
                            axis=1)
    name = os.path.splitext(os.path.basename(path))[0]
    if animation_id is not None:
        name += "-" + re.sub(r"[^A-Za-z0-9_.-]", "_", animation_id)
    label = int(frame) if frame == int(frame) else frame
    Image.fromarray((numpy.clip(row, 0, 1) * 255).astype(numpy.uint8)).save(
        os.path.join(PICTURES, f"{name}-{label}{suffix}.png"))


# The page script that draws one animation with lottie-web: __load puts it in a box of the frame's
# size, __show draws one frame (a time from the animation's in point) once its images are
# decoded, __unload removes it.
LOTTIE_WEB_PAGE = r"""
document.documentElement.style.background = 'transparent';
document.body.style.margin = '0';
// lottie-web 5.7 throws from destroy() when some layers were never built (it meets `true` where
// it expects an element); the page is cleared all the same.
window.__unload = function () {
  var animation = window.__animation;
  window.__animation = null;
  try { if (animation) { animation.destroy(); } } catch (error) {}
  document.body.innerHTML = '';
  return 'unloaded';
};
window.__load = function (data, width, height) {
  window.__unload();
  var box = document.createElement('div');
  box.style.cssText = 'width:' + width + 'px;height:' + height + 'px;overflow:hidden';
  document.body.appendChild(box);
  var animation = lottie.loadAnimation({container: box, renderer: 'svg', loop: false,
    autoplay: false, animationData: data, rendererSettings: {preserveAspectRatio: 'none'}});
  window.__animation = animation;
  window.__decoded = false;
  return new Promise(function (resolve) {
    if (animation.isLoaded) { resolve('loaded'); return; }
    animation.addEventListener('DOMLoaded', function () { resolve('loaded'); });
    animation.addEventListener('data_failed', function () { resolve('data failed'); });
    setTimeout(function () { resolve('not loaded after 20 s'); }, 20000);
  });
};
window.__show = async function (time) {
  var animation = window.__animation;
  animation.goToAndStop(time, true);
  if (!window.__decoded) {
    var images = Array.from(document.querySelectorAll('image')).map(function (element) {
      return element.getAttribute('href') || element.getAttributeNS(
        'http://www.w3.org/1999/xlink', 'href');
    });
    await Promise.all(images.filter(Boolean).map(function (source) {
      var image = new Image();
      image.src = source;
      return image.decode().catch(function () {});
    }));
    window.__decoded = true;
  }
  await new Promise(function (resolve) {
    requestAnimationFrame(function () { requestAnimationFrame(resolve); });
  });
  return 'shown';
};
"""


class LottieWeb:
    """lottie-web, the format's reference player, drawing frames with its SVG renderer in one
    headless Chromium, driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
    the browser reads commands from its descriptor 3 and answers on 4, each message ending in a
    NUL byte). The browser starts on the first frame asked for and draws every animation after
    in the same page; a command that takes longer than TIMEOUT seconds (an expression that never
    ends) ends the browser, and the next animation starts another."""

    TIMEOUT = 60

    def __init__(self, script, chromium):
        with open(script, encoding="utf-8") as handle:
            self.script = handle.read()
        self.chromium = chromium
        self.process = None
        self.version = None

    def start(self):
        commands_read, commands = os.pipe()
        answers, answers_written = os.pipe()

        def descriptors():
            # os.pipe's descriptors close on exec; their copies at 3 and 4 do not.
            read, write = os.dup(commands_read), os.dup(answers_written)
            os.dup2(read, 3)
            os.dup2(write, 4)

        self.profile = tempfile.mkdtemp(prefix="lottie-web-")
        self.process = subprocess.Popen(
            [self.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--mute-audio", "--no-first-run", "--no-default-browser-check",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", "about:blank"],
            preexec_fn=descriptors, close_fds=False, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(commands_read)
        os.close(answers_written)
        self.commands, self.answers = commands, answers
        self.buffer, self.next_id, self.session = b"", 0, None
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget",
                                 {"targetId": target, "flatten": True})["sessionId"]
        self.send("Emulation.setDefaultBackgroundColorOverride",
                  {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
        self.version = self.evaluate(self.script + "\n;" + LOTTIE_WEB_PAGE + "\n;lottie.version")

    def close(self):
        if self.process is None:
            return
        try:
            self.send("Browser.close", timeout=10)
        except (OSError, RuntimeError, TimeoutError, EOFError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for handle in (self.commands, self.answers):
            try:
                os.close(handle)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)
        self.process = None

    def send(self, method, params=None, timeout=None):
        import select
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode("utf-8") + b"\0")
        deadline = time.monotonic() + (timeout or self.TIMEOUT)
        while True:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                answer = json.loads(raw)
                if answer.get("id") == self.next_id:
                    if "error" in answer:
                        raise RuntimeError(f"{method}: {answer['error'].get('message')}")
                    return answer["result"]
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{method} took more than {timeout or self.TIMEOUT} s")
            ready, _, _ = select.select([self.answers], [], [], left)
            if ready:
                data = os.read(self.answers, 1 << 20)
                if not data:
                    raise EOFError("the browser ended")
                self.buffer += data

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise RuntimeError((details.get("exception") or {}).get("description")
                               or details.get("text") or "exception")
        return result["result"].get("value")

    def frames(self, text, times, width, height):
        """lottie-web's drawing of the animation (JSON text) at each time, counted in frames
        from its in point, at width x height, as premultiplied RGBA; raises RuntimeError,
        TimeoutError or EOFError where it cannot draw them."""
        import io
        import numpy
        from PIL import Image
        if self.process is None or self.process.poll() is not None:
            self.close()
            self.start()
        try:
            self.send("Emulation.setDeviceMetricsOverride",
                      {"width": width, "height": height, "deviceScaleFactor": 1,
                       "mobile": False})
            loaded = self.evaluate(f"__load({text}, {width}, {height})")
            if loaded != "loaded":
                raise RuntimeError(f"lottie-web: {loaded}")
            pictures = []
            for time_ in times:
                self.evaluate(f"__show({json.dumps(time_)})")
                shot = self.send("Page.captureScreenshot", {
                    "format": "png", "clip": {"x": 0, "y": 0, "width": width, "height": height,
                                              "scale": 1}})
                image = Image.open(io.BytesIO(base64.b64decode(shot["data"]))).convert("RGBA")
                if image.size != (width, height):
                    image = image.resize((width, height))
                pictures.append(premultiplied(numpy.asarray(image)))
            self.evaluate("__unload()")
            return pictures
        except (TimeoutError, EOFError, OSError):
            self.close()
            raise


def lottie_web_input(path, text):
    """The animation as lottie-web gets it: the image files the stills command finds embedded
    as data URLs, as for rlottie, and every embedded image marked embedded (`e` 1), since
    lottie-web puts the folder `u` before any other."""
    document = with_images_embedded(path, json.loads(text))
    for asset in document.get("assets") or []:
        if (isinstance(asset, dict) and isinstance(asset.get("p"), str)
                and asset["p"].startswith("data:")):
            asset["e"] = 1
    return json.dumps(document)


def lottie_web_gaps(node):
    """What the file uses that lottie-web does not draw, or is not given, so lottie-web cannot
    judge those frames."""
    gaps = set()
    # lottie-web draws text from the glyph outlines in the file (`chars`) where there are some,
    # from the page's fonts otherwise.
    outlined = isinstance(node, dict) and bool(node.get("chars"))
    for item in json_objects(node):
        if isinstance(item.get("ty"), int) and any(
                isinstance(s, dict) for s in item.get("sy") or []):
            gaps.add("layer styles (lottie-web draws none)")
        if item.get("ty") == 5 and isinstance(item.get("t"), dict):
            if not outlined:
                gaps.add("text drawn from fonts (lottie-web is given no font)")
        for key in ("shapes", "it"):
            if isinstance(item.get(key), list) and merge_gap(item[key]):
                gaps.add("merge paths that subtract, intersect or exclude (lottie-web draws "
                         "the paths unmerged)")
    return sorted(gaps)


def drawn_size(document):
    width = SIZE
    height = max(1, round(SIZE * float(document["h"]) / float(document["w"])))
    return width, height


def images_options():
    """The stills command's options for --images and --fonts."""
    options = [option for folder in IMAGE_FOLDERS[:1] for option in ("--images", folder)]
    return options + (["--fonts", FONT_FOLDER] if FONT_FOLDER else [])


def compare(tool, path, animation_id, text, work, max_frames):
    """Renders every frame with the command, then compares it with rlottie."""
    document = json.loads(text)
    width, height = drawn_size(document)
    out = tempfile.mkdtemp(dir=work)
    base = [tool, "stills", path, "--out", out, "--prefix", "", "--size", f"{width}x{height}",
            "--allow-unsupported"] + images_options()
    if animation_id is not None:
        base += ["--animation", animation_id]
    first, last = float(document["ip"]), float(document["op"])
    frames = [float(f) for f in range(int(math.ceil(first)), int(math.ceil(last)))]
    if max_frames and len(frames) > max_frames:
        # Render only the sampled frames, each with --frame.
        step = len(frames) / max_frames
        stderr = ""
        for frame in [frames[int(i * step)] for i in range(max_frames)]:
            name = f"frame-{int(frame)}"
            run = subprocess.run(base + ["--frame", str(int(frame)), "--name", name],
                                 capture_output=True, text=True)
            stderr += run.stderr
            if run.returncode != 0:
                break
    else:
        run = subprocess.run(base + ["--all-frames"], capture_output=True, text=True)
        stderr = run.stderr
    if run.returncode != 0:
        return {"file": path, "animation": animation_id, "frames": 0, "within": 0,
                "unsupported": [], "worst": None, "error": run.stderr.strip(), "not_compared": []}
    try:
        return compare_rendered(path, animation_id, text, out, stderr, max_frames)
    finally:
        shutil.rmtree(out, ignore_errors=True)


def snapshot_check(tool, path, text, work, snapshots):
    """Compares the stills with lottie-ios's own snapshots of a sample, when there are some.

    lottie-ios's `Tests/__Snapshots__/SnapshotTests` hold its Core Animation engine's drawing of
    each sample at 0, 25, 50, 75 and 100% of the animation, named after the sample's path under
    `Samples` (`testCoreAnimationRenderingEngine.Issues-issue_1523-25.png`). The frames where
    that progress is a whole frame before the out point are drawn at the snapshot's size and
    compared with the same tolerance. Some snapshots are made with the sample changed (value
    providers, other fonts), which this does not know; so each frame out of tolerance is sorted
    by rlottie's drawing of it, where rlottie can judge the file: "renderers agree" when rlottie
    draws what the stills draw (the snapshot is the odd one out), "rlottie sides with the
    snapshot" when it draws what lottie-ios draws (the stills are), "all differ", or "not
    judged".
    """
    from PIL import Image
    from rlottie_python import LottieAnimation
    parts = os.path.normpath(os.path.abspath(path)).split(os.sep)
    if "Samples" not in parts or not path.endswith(".json"):
        return None
    below = parts[len(parts) - parts[::-1].index("Samples"):]
    name = "-".join(below)[:-len(".json")]
    document = json.loads(text)
    first, last = float(document["ip"]), float(document["op"])
    result = {"frames": 0, "within": 0, "worst": None, "sorted": collections.Counter()}
    judge = None
    if not oracle_gaps(document) and not image_size_gaps(path, document):
        judge = LottieAnimation.from_data(
            rlottie_input(with_images_embedded(path, json.loads(text))))
    for percent in (0, 25, 50, 75):
        frame = first + percent / 100 * (last - first)
        picture = os.path.join(snapshots, f"testCoreAnimationRenderingEngine.{name}-{percent}.png")
        if frame != int(frame) or frame >= last or not os.path.exists(picture):
            continue
        reference = Image.open(picture).convert("RGBA")
        width, height = reference.size
        out = tempfile.mkdtemp(dir=work)
        run = subprocess.run([tool, "stills", path, "--out", out, "--prefix", "", "--size",
                              f"{width}x{height}", "--allow-unsupported", "--frame",
                              str(int(frame)), "--name", "snapshot"] + images_options(),
                             capture_output=True)
        if run.returncode != 0:
            continue
        import numpy
        ours = svg_frame(os.path.join(out, "snapshot.svg"), width, height)
        snapshot = premultiplied(numpy.asarray(reference))
        mean, tile = difference(ours, snapshot)
        result["frames"] += 1
        within = mean <= MEAN_TOLERANCE and tile <= TILE_TOLERANCE
        result["within"] += within
        if not within:
            if judge is None:
                result["sorted"]["not judged"] += 1
            else:
                theirs = rlottie_frame(judge, int(frame - first), width, height)

                def agree(a, b):
                    m, t = difference(a, b)
                    return m <= MEAN_TOLERANCE and t <= TILE_TOLERANCE
                verdict = ("renderers agree" if agree(ours, theirs) else
                           "rlottie sides with the snapshot" if agree(theirs, snapshot) else
                           "all differ")
                result["sorted"][verdict] += 1
        if result["worst"] is None or tile > result["worst"]["tile"]:
            result["worst"] = {"frame": frame, "mean": round(mean, 4), "tile": round(tile, 4)}
    return result if result["frames"] else None


def compare_rendered(path, animation_id, text, out, stderr, max_frames):
    """Compares the SVG frames in `out` (frame-N.svg) with rlottie's."""
    from rlottie_python import LottieAnimation
    document = json.loads(text)
    first = float(document["ip"])
    width, height = drawn_size(document)
    result = {"file": path, "animation": animation_id, "frames": 0, "within": 0,
              "unsupported": [], "worst": None, "error": None, "not_compared": []}
    features = collections.OrderedDict()
    for line in stderr.splitlines():
        match = re.search(r"needs what stills cannot draw: (.*)$", line)
        if match:
            features[match.group(1)] = True
    result["unsupported"] = list(features)
    if features:
        return result
    frames = sorted(
        float(name[len("frame-"):-len(".svg")]) for name in os.listdir(out) if name.endswith(".svg"))
    if max_frames and len(frames) > max_frames:
        step = len(frames) / max_frames
        frames = [frames[int(i * step)] for i in range(max_frames)]
    result["not_compared"] = oracle_gaps(document) + image_size_gaps(path, document)
    if result["not_compared"]:
        if LOTTIE_WEB:
            result["lottie_web"] = lottie_web_check(path, animation_id, text, out, frames)
        return result
    animation = LottieAnimation.from_data(
        rlottie_input(with_images_embedded(path, json.loads(text))))
    total = animation.lottie_animation_get_totalframe()
    frames = [frame for frame in frames if int(frame - first) < total]
    judged = {}
    worst = None
    for frame in frames:
        index = int(frame - first)
        ours = svg_frame(os.path.join(out, frame_name(frame)), width, height)
        theirs = rlottie_frame(animation, index, width, height)
        mean, tile = difference(ours, theirs)
        result["frames"] += 1
        if PICTURES:
            write_picture(path, animation_id, frame, ours, theirs)
        known = KNOWN_DISAGREEMENTS.get(os.path.basename(path))
        within = mean <= MEAN_TOLERANCE and tile <= TILE_TOLERANCE
        if within:
            result["within"] += 1
        elif known and mean <= MEAN_TOLERANCE and tile <= known[1]:
            within = True
            result["within"] += 1
            result.setdefault("known", []).append(frame)
        judged[frame] = (mean, tile, within)
        if worst is None or tile > worst["tile"]:
            worst = {"frame": frame, "mean": round(mean, 4), "tile": round(tile, 4)}
    result["worst"] = worst
    if LOTTIE_WEB:
        result["lottie_web"] = lottie_web_check(path, animation_id, text, out, frames, judged)
    return result


def lottie_web_summary(compared, supported):
    """Prints how the frames compared with rlottie fare against lottie-web, and the frames of
    supported animations that rlottie cannot judge; returns the figures."""
    entries = [(r, e) for r in compared for e in (r.get("lottie_web") or {}).get("per_frame", [])
               if "rlottie" in e]
    frames = sum(r["frames"] for r in compared)
    either = sum(r["within"] for r in compared) + sum(
        1 for _, e in entries if e["within"] and not e["rlottie"]["within"])
    within = sum(1 for _, e in entries if e["within"])
    errors = [r for r in supported if (r.get("lottie_web") or {}).get("error")]
    print(f"lottie-web {LOTTIE_WEB.version}: {within} of {frames} frames within tolerance of "
          f"lottie-web")
    print(f"{either} of {frames} frames within tolerance of rlottie or lottie-web")

    def label(result, entry):
        name = result["file"] + (f" [{result['animation']}]" if result["animation"] else "")
        frame = int(entry["frame"]) if entry["frame"] == int(entry["frame"]) else entry["frame"]
        return (f"{name} {frame} (rlottie mean {entry['rlottie']['mean']:.2%}, tile "
                f"{entry['rlottie']['tile']:.1%}; lottie-web mean {entry['mean']:.2%}, tile "
                f"{entry['tile']:.1%})")
    rescued = [(r, e) for r, e in entries if e["within"] and not e["rlottie"]["within"]]
    if rescued:
        print(f"  outside rlottie's tolerance, within lottie-web's ({len(rescued)}):")
        for result, entry in rescued:
            print("    " + label(result, entry))
    disputed = [(r, e) for r, e in entries if not e["within"] and not e["rlottie"]["within"]]
    if disputed:
        print(f"  outside both ({len(disputed)}):")
        for result, entry in disputed:
            print("    " + label(result, entry))
    apart = sorted(((r, e) for r, e in entries if not e["within"] and e["rlottie"]["within"]),
                   key=lambda pair: -pair[1]["mean"])
    if apart:
        print(f"  within rlottie's tolerance, outside lottie-web's ({len(apart)}), worst first:")
        for result, entry in apart:
            print("    " + label(result, entry))
    unjudged = [r for r in supported if r.get("not_compared") and r.get("lottie_web")]
    judged = [r for r in unjudged if not r["lottie_web"]["error"]
              and not r["lottie_web"]["not_compared"]]
    alone = sum(r["lottie_web"]["within"] for r in judged)
    alone_frames = sum(r["lottie_web"]["frames"] for r in judged)
    print(f"lottie-web on {len(judged)} of the {len(unjudged)} supported animations rlottie "
          f"cannot judge: {alone} of {alone_frames} frames within tolerance")
    if errors:
        print(f"  lottie-web could not draw {len(errors)} animations: " + ", ".join(
            r["file"] for r in errors))
    return {"version": LOTTIE_WEB.version, "frames": frames, "within": within,
            "within_either": either, "unjudged_animations": len(unjudged),
            "unjudged_compared": len(judged), "unjudged_frames": alone_frames,
            "unjudged_within": alone}


def frame_name(frame):
    return f"frame-{int(frame) if frame == int(frame) else frame}.svg"


def lottie_web_check(path, animation_id, text, out, frames, judged=None):
    """Compares the SVG frames in `out` with lottie-web's drawing of the same frames.

    Returns {frames, within, worst, error, not_compared, per_frame}, each frame in per_frame with
    lottie-web's mean and worst tile difference and whether it is within tolerance, and, where
    rlottie judged the frame (judged: frame -> (mean, tile, within)), rlottie's."""
    document = json.loads(text)
    first = float(document["ip"])
    width, height = drawn_size(document)
    checked = {"frames": 0, "within": 0, "worst": None, "error": None,
               "not_compared": lottie_web_gaps(document), "per_frame": []}
    if checked["not_compared"] or not frames:
        return checked
    try:
        pictures = LOTTIE_WEB.frames(lottie_web_input(path, text), [f - first for f in frames],
                                     width, height)
    except (RuntimeError, TimeoutError, EOFError, OSError) as error:
        checked["error"] = str(error).splitlines()[0] if str(error) else type(error).__name__
        return checked
    for frame, theirs in zip(frames, pictures):
        ours = svg_frame(os.path.join(out, frame_name(frame)), width, height)
        mean, tile = difference(ours, theirs)
        within = mean <= MEAN_TOLERANCE and tile <= TILE_TOLERANCE
        checked["frames"] += 1
        checked["within"] += within
        entry = {"frame": frame, "mean": round(mean, 4), "tile": round(tile, 4), "within": within}
        if judged and frame in judged:
            entry["rlottie"] = {"mean": round(judged[frame][0], 4),
                                "tile": round(judged[frame][1], 4), "within": judged[frame][2]}
        checked["per_frame"].append(entry)
        if PICTURES:
            write_picture(path, animation_id, frame, ours, theirs, "-lottie-web")
        if checked["worst"] is None or tile > checked["worst"]["tile"]:
            checked["worst"] = {"frame": frame, "mean": round(mean, 4), "tile": round(tile, 4)}
    return checked


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--motion-audit", help="the motion-audit executable that renders the frames")
    parser.add_argument("--manifest", help="JSON list of {file, animation, directory, stderr} "
                        "for frames already rendered with --all-frames")
    parser.add_argument("--check-tools", action="store_true", help="only check the tools")
    parser.add_argument("--size-of", help="print the size frames of this file are drawn at")
    parser.add_argument("--animation", help="with --size-of: the dotLottie animation id")
    parser.add_argument("--json")
    parser.add_argument("--jsonl", help="append each file's result to this file as it is done")
    parser.add_argument("--max-frames", type=int, default=0)
    parser.add_argument("--lottie-ios-snapshots", metavar="DIR",
                        help="also compare supported samples with lottie-ios's snapshots in DIR "
                        "(its Tests/__Snapshots__/SnapshotTests), reported apart")
    parser.add_argument("--png", metavar="DIR",
                        help="also write each compared frame here: ours, rlottie's and their "
                        "difference (four times brighter), side by side")
    parser.add_argument("--images", metavar="DIR",
                        help="look for the image files the animations name without embedding "
                        "here too (the stills command's --images)")
    parser.add_argument("--fonts", metavar="DIR",
                        help="the fonts of text without glyph outlines (the stills command's "
                        "--fonts)")
    parser.add_argument("--lottie-web", metavar="FILE",
                        help="also compare each frame with lottie-web's SVG renderer, FILE being "
                        "its standalone build (lottie.js, lottie.min.js or lottie_svg.min.js), "
                        "drawn in headless Chromium; supported animations that rlottie cannot "
                        "judge are compared with it too, and reported apart")
    parser.add_argument("--chromium", metavar="PATH",
                        help="with --lottie-web: the Chromium executable (default: chromium, "
                        "chromium-browser or google-chrome on the PATH)")
    parser.add_argument("files", nargs="*")
    arguments = parser.parse_args()
    if arguments.images:
        IMAGE_FOLDERS.append(os.path.abspath(arguments.images))
    if arguments.fonts:
        global FONT_FOLDER
        FONT_FOLDER = os.path.abspath(arguments.fonts)
    if arguments.png:
        global PICTURES
        PICTURES = arguments.png
        os.makedirs(PICTURES, exist_ok=True)
    if arguments.size_of:
        for animation_id, text in animations_of(arguments.size_of):
            if not arguments.animation or animation_id == arguments.animation:
                width, height = drawn_size(json.loads(text))
                print(f"{width}x{height}")
                return 0
        return 1
    missing = require_tools()
    if arguments.lottie_web:
        chromium = arguments.chromium or next(
            (shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome")
             if shutil.which(name)), None)
        if not os.path.isfile(arguments.lottie_web):
            missing.append(f"lottie-web's build {arguments.lottie_web} (see docs/stills.md)")
        if not chromium:
            missing.append("chromium (apt-get install chromium)")
    if missing:
        print("missing: " + "; ".join(missing), file=sys.stderr)
        return 2
    if arguments.check_tools:
        return 0
    if arguments.lottie_web:
        global LOTTIE_WEB
        LOTTIE_WEB = LottieWeb(arguments.lottie_web, chromium)
    try:
        return run(arguments, parser)
    finally:
        if LOTTIE_WEB:
            LOTTIE_WEB.close()


def run(arguments, parser):
    results = []
    if arguments.manifest:
        with open(arguments.manifest) as handle:
            entries = json.load(handle)
        for entry in entries:
            texts = dict(animations_of(entry["file"]))
            text = texts.get(entry["animation"])
            if text is None:
                results.append({"file": entry["file"], "animation": entry["animation"],
                                "frames": 0, "within": 0, "unsupported": [], "worst": None,
                                "error": "animation not found", "not_compared": []})
                continue
            results.append(compare_rendered(entry["file"], entry["animation"], text,
                                            entry["directory"], entry["stderr"],
                                            arguments.max_frames))
    elif not arguments.motion_audit:
        parser.error("give --motion-audit with files, or --manifest")
    with tempfile.TemporaryDirectory() as work:
        for path in arguments.files if arguments.motion_audit else []:
            try:
                animations = animations_of(path)
            except (OSError, ValueError, zipfile.BadZipFile) as error:
                results.append({"file": path, "animation": None, "frames": 0, "within": 0,
                                "unsupported": [], "worst": None, "error": str(error),
                                "not_compared": []})
                continue
            for animation_id, text in animations:
                try:
                    results.append(compare(arguments.motion_audit, path, animation_id, text, work,
                                           arguments.max_frames))
                    if (arguments.lottie_ios_snapshots and not results[-1]["error"]
                            and not results[-1]["unsupported"]):
                        checked = snapshot_check(arguments.motion_audit, path, text, work,
                                                 arguments.lottie_ios_snapshots)
                        if checked:
                            results[-1]["lottie_ios"] = checked
                    if arguments.jsonl:
                        with open(arguments.jsonl, "a") as handle:
                            handle.write(json.dumps(results[-1]) + "\n")
                except (ValueError, KeyError, subprocess.CalledProcessError) as error:
                    results.append({"file": path, "animation": animation_id, "frames": 0,
                                    "within": 0, "unsupported": [], "worst": None,
                                    "error": str(error), "not_compared": []})
    failed = 0
    for result in results:
        label = result["file"] + (f" [{result['animation']}]" if result["animation"] else "")
        if result["error"]:
            print(f"ERROR {label}: {result['error']}")
        elif result.get("not_compared"):
            print(f"NOT COMPARED {label}: {'; '.join(result['not_compared'])}")
        elif result["unsupported"]:
            print(f"UNSUPPORTED {label}: {'; '.join(result['unsupported'])}")
        else:
            ok = result["within"] == result["frames"]
            failed += 0 if ok else 1
            print(f"{'OK' if ok else 'FAIL'} {label}: {result['within']}/{result['frames']} frames "
                  f"within tolerance, worst {result['worst']}")
            if result.get("known"):
                reason = KNOWN_DISAGREEMENTS[os.path.basename(result["file"])][0]
                print(f"  KNOWN {len(result['known'])} frames past the tile tolerance: {reason}")
        checked = result.get("lottie_web")
        if checked and checked["error"]:
            print(f"  LOTTIE-WEB ERROR: {checked['error']}")
        elif checked and checked["not_compared"]:
            print(f"  LOTTIE-WEB NOT COMPARED: {'; '.join(checked['not_compared'])}")
        elif checked:
            print(f"  LOTTIE-WEB {checked['within']}/{checked['frames']} frames within tolerance, "
                  f"worst {checked['worst']}")
    snapshot_results = [r for r in results if r.get("lottie_ios")]
    for result in snapshot_results:
        checked = result["lottie_ios"]
        print(f"LOTTIE-IOS {result['file']}: {checked['within']}/{checked['frames']} snapshot "
              f"frames within tolerance, worst {checked['worst']}"
              + "".join(f"; {count} {verdict}" for verdict, count in checked["sorted"].items()))
    supported = [r for r in results if not r["error"] and not r["unsupported"]]
    compared = [r for r in supported if not r.get("not_compared")]
    frames = sum(r["frames"] for r in compared)
    within = sum(r["within"] for r in compared)
    features = collections.Counter()
    for result in results:
        for feature in result["unsupported"]:
            features[re.sub(r"^layer '.*?': ", "", feature)] += 1
    summary = {"files": len(results), "supported": len(supported), "compared": len(compared),
               "frames": frames,
               "within": within, "features": features.most_common(12)}
    if snapshot_results:
        print(f"lottie-ios snapshots of {len(snapshot_results)} supported animations: "
              f"{sum(r['lottie_ios']['within'] for r in snapshot_results)} of "
              f"{sum(r['lottie_ios']['frames'] for r in snapshot_results)} frames within tolerance")
        verdicts = collections.Counter()
        for result in snapshot_results:
            verdicts.update(result["lottie_ios"]["sorted"])
        if verdicts:
            print("  out of tolerance: " + ", ".join(
                f"{count} {verdict}" for verdict, count in verdicts.most_common()))
    if LOTTIE_WEB:
        summary["lottie_web"] = lottie_web_summary(compared, supported)
    print(f"{len(supported)} of {len(results)} animations fully supported, {len(compared)} compared; "
          f"{within} of {frames} frames within tolerance")
    if arguments.json:
        with open(arguments.json, "w") as handle:
            json.dump({"summary": summary, "results": results}, handle, indent=1)
    errors = sum(1 for r in results if r["error"])
    return 1 if failed or errors else 0


if __name__ == "__main__":
    sys.exit(main())
