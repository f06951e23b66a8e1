#!/usr/bin/env python3
"""Writes every Swift code block of README.md and the DocC articles as a file to type-check.

    Scripts/documentation_blocks.py ROOT OUT [--inject]

A block is checked as a whole file (an app's main file) unless a note right before it, an HTML
comment that neither GitHub nor DocC renders, says what surrounds it:

    <!-- swift-check: CONTEXT[@LINE] [| CONTEXT[@LINE] ...]
    hidden declarations the block needs (optional), at the top level of its file
    -->

Contexts (Scripts/DocumentationContext/ declares the guide app the excerpts speak of):
    top-level        statements and declarations at the top level of a main file
    view-body        a view expression, in a `@ViewBuilder` property of `GuideExample`
    view-modifier    modifiers, applied to `Color.clear` in that property
    view-members     declarations inside a view of its own
    view-action      statements in an `async throws` method of `GuideExample`
    previews         `#Preview` declarations: each is checked as a `@ViewBuilder` function (Xcode's
                     preview macro plugin is not part of the toolchain)
    controller       statements in a method of `GuideViewController` (UIKit: iOS only)
    continued        more of the previous block's file (the blocks form one file)
    manifest-arguments | manifest-dependencies | manifest-targets
                     a package manifest's arguments, `dependencies:` or `targets:` elements,
                     checked against PackageDescription
A block made of parts names one context per part: a part ends at a line that is only `…`, or
starts at the block's line given after `@`. Elsewhere `…` stands for code the reader supplies and
is left out. Every line keeps its place: diagnostics name the document and its line.

OUT receives one folder per file to check (`main.swift` or `Package.swift`) and `index.tsv`:
unit, kind (swift|manifest), platforms, language mode, modules, blocks (DOC:LINE,...). With
--inject, a deliberate type error is added at the end of every block, and each unit's folder gets
`injected` listing the DOC:LINE each must be reported at.
"""

import os
import re
import sys

NOTE_START = "<!-- swift-check:"
ELLIPSIS = "…"
VIEW_CONTEXTS = {"view-body", "view-modifier", "view-members", "view-action"}
CONTEXTS = VIEW_CONTEXTS | {
    "top-level",
    "previews",
    "controller",
    "continued",
    "manifest-arguments",
    "manifest-dependencies",
    "manifest-targets",
}
MISTAKE = 'let selfTestMistake: Int = "not a number"'


class DocumentError(Exception):
    pass


def documents(root):
    articles = "Sources/MotionAware/MotionAware.docc"
    names = sorted(n for n in os.listdir(os.path.join(root, articles)) if n.endswith(".md"))
    return ["README.md"] + [f"{articles}/{n}" for n in names]


def blocks_of(root, document):
    """(note, first line, lines) of each ```swift block; note is (contexts, prelude) or None."""
    lines = open(os.path.join(root, document), encoding="utf-8").read().split("\n")
    found, note, index = [], None, 0
    while index < len(lines):
        stripped = lines[index].strip()
        if stripped.startswith(NOTE_START):
            start = index
            header = stripped[len(NOTE_START):]
            prelude = []
            if header.endswith("-->"):
                header = header[: -len("-->")]
            else:
                index += 1
                while index < len(lines) and lines[index].strip() != "-->":
                    prelude.append((index + 1, lines[index]))
                    index += 1
                if index == len(lines):
                    raise DocumentError(f"{document}:{start + 1}: the swift-check note never ends (no `-->` line)")
            note = (start + 1, parse_contexts(document, start + 1, header), prelude)
        elif stripped == "```swift":
            first = index + 2
            body = []
            index += 1
            while index < len(lines) and lines[index].strip() != "```":
                body.append(lines[index])
                index += 1
            found.append((note, first, body))
            note = None
        elif stripped.startswith("```") and note:
            raise DocumentError(f"{document}:{note[0]}: the swift-check note is not followed by a ```swift block")
        elif stripped and note and not stripped.startswith("<"):
            raise DocumentError(f"{document}:{note[0]}: the swift-check note is not right before a ```swift block")
        index += 1
    if note:
        raise DocumentError(f"{document}:{note[0]}: the swift-check note is not followed by a ```swift block")
    return found


def parse_contexts(document, line, header):
    contexts = []
    for part in header.split("|"):
        name, _, start = part.strip().partition("@")
        if name not in CONTEXTS:
            raise DocumentError(
                f"{document}:{line}: unknown context '{name}' (one of {', '.join(sorted(CONTEXTS))})")
        if start and not start.isdigit():
            raise DocumentError(f"{document}:{line}: '@{start}' is not a line of the block")
        contexts.append((name, int(start) if start else None))
    return contexts


def split_parts(document, first, body, contexts):
    """[(context, first document line, lines)] of a block."""
    if len(contexts) == 1:
        return [(contexts[0][0], first, body)]
    starts = []
    ellipses = [i for i, text in enumerate(body) if text.strip() == ELLIPSIS]
    for number, (name, start) in enumerate(contexts):
        if number == 0:
            starts.append(0)
        elif start is not None:
            starts.append(start - 1)
        elif number - 1 < len(ellipses):
            starts.append(ellipses[number - 1] + 1)
        else:
            raise DocumentError(f"{document}:{first}: {len(contexts)} contexts but no `…` line or @LINE for part {number + 1}")
    parts = []
    for number, (name, _) in enumerate(contexts):
        end = starts[number + 1] if number + 1 < len(starts) else len(body)
        parts.append((name, first + starts[number], body[starts[number]:end]))
    return parts


def located(document, line, lines):
    """The lines, compiled as if they were at DOCUMENT:LINE."""
    code = [text.replace(ELLIPSIS, "") for text in lines]
    return [f'#sourceLocation(file: "{document}", line: {line})'] + code + ["#sourceLocation()"]


def wrap(document, number, context, line, lines):
    """The Swift text of one part in its context."""
    if context in ("top-level", "continued"):
        return located(document, line, lines)
    if context == "previews":
        previews = iter(range(1, len(lines) + 1))
        return located(document, line, [
            re.sub(r"^#Preview\b", lambda _: f"@MainActor @ViewBuilder func preview{next(previews)}() -> some View", text)
            for text in lines])
    if context == "view-body":
        return [f"extension GuideExample {{", f"  @ViewBuilder var part{number}: some View {{"] + located(
            document, line, lines) + ["  }", "}"]
    if context == "view-modifier":
        # The receiver sits on the fence's line, so that the modifiers keep their lines.
        return [f"extension GuideExample {{", f"  @ViewBuilder var part{number}: some View {{"] + located(
            document, line - 1, ["Color.clear"] + lines) + ["  }", "}"]
    if context == "view-members":
        # `@MainActor` as SDKs from iOS 18 and macOS 15 declare `View`; these SDKs do not.
        return [f"@MainActor struct Part{number}: View {{"] + located(document, line, lines) + [
            "  var body: some View { Color.clear }", "}"]
    if context == "view-action":
        return [f"extension GuideExample {{", f"  func part{number}() async throws {{"] + located(
            document, line, lines) + ["  }", "}"]
    if context == "controller":
        return [f"extension GuideViewController {{", f"  func part{number}() {{"] + located(
            document, line, lines) + ["  }", "}"]
    raise AssertionError(context)


def main(arguments):
    inject = "--inject" in arguments
    arguments = [a for a in arguments if a != "--inject"]
    if len(arguments) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root, out = arguments
    os.makedirs(out, exist_ok=True)
    units = []  # dicts: kind, contexts, text lines, blocks, document, injected
    try:
        for document in documents(root):
            for note, first, body in blocks_of(root, document):
                contexts = note[1] if note else [("file", None)]
                prelude = note[2] if note else []
                if inject:
                    body = body + [MISTAKE]
                injected_at = f"{document}:{first + len(body) - 1}"
                names = [name for name, _ in contexts]
                if names[0].startswith("manifest-"):
                    kind = names[0]
                    text = manifest(kind, document, first, body)
                    units.append(dict(kind="manifest", names=names, text=text,
                                      blocks=[f"{document}:{first}"], injected=[injected_at]))
                    continue
                if names == ["continued"]:
                    previous = units[-1] if units else None
                    if not previous or previous["document"] != document or previous["kind"] != "swift":
                        raise DocumentError(f"{document}:{note[0]}: 'continued' follows no Swift block of this document")
                    previous["text"] += located(document, prelude[0][0], [t for _, t in prelude]) if prelude else []
                    previous["text"] += located(document, first, body)
                    previous["blocks"].append(f"{document}:{first}")
                    previous["injected"].append(injected_at)
                    continue
                text = []
                if prelude:
                    text += located(document, prelude[0][0], [t for _, t in prelude])
                if names == ["file"]:
                    text += located(document, first, body)
                else:
                    for number, (name, line, lines) in enumerate(split_parts(document, first, body, contexts), 1):
                        text += wrap(document, number, name, line, lines)
                units.append(dict(kind="swift", names=names, text=text, document=document,
                                  blocks=[f"{document}:{first}"], injected=[injected_at]))
    except DocumentError as error:
        print(f"documentation_blocks: {error}", file=sys.stderr)
        return 1

    with open(os.path.join(out, "index.tsv"), "w", encoding="utf-8") as index:
        for number, unit in enumerate(units, 1):
            folder = os.path.join(out, f"unit-{number:03d}")
            os.makedirs(folder, exist_ok=True)
            if unit["kind"] == "manifest":
                write(folder, "Package.swift", unit["text"])
                index.write(f"unit-{number:03d}\tmanifest\t-\t6\t-\t{','.join(unit['blocks'])}\n")
            else:
                body = "\n".join(unit["text"])
                modules = ["MotionAware"]
                if "Lottie" in body:
                    modules.append("Lottie")
                views = any(name in VIEW_CONTEXTS or name in ("controller", "previews") for name in unit["names"])
                # The guide app (Scripts/DocumentationContext) plays Rive characters.
                if views or "Rive" in body:
                    modules.append("Rive")
                # UIKit code is iOS only; the rest is checked for iOS and macOS.
                uikit = "controller" in unit["names"] or re.search(r"\bUI[A-Z]|import UIKit", body)
                platforms = "ios" if uikit else "ios,macos"
                header = ["import Foundation", "import SwiftUI", "import MotionAware"]
                if uikit:
                    header.append("import UIKit")
                if "Lottie" in modules:
                    header += ["import Lottie", "import MotionAwareLottie"]
                if "Rive" in modules:
                    header += ["import RiveRuntime", "import MotionAwareRive"]
                text = unit["text"] if unit["names"] == ["file"] else header + unit["text"]
                write(folder, "main.swift", text)
                # View code in Swift 5 mode: in these SDKs `View` is not yet `@MainActor`.
                mode = "5" if views else "6"
                index.write(f"unit-{number:03d}\tswift\t{platforms}\t{mode}\t{','.join(modules)}"
                            f"\t{','.join(unit['blocks'])}\n")
            if inject:
                write(folder, "injected", unit["injected"])
    return 0


def manifest(kind, document, first, body):
    opening = {
        "manifest-arguments": "let package = Package(name: \"App\",",
        "manifest-dependencies": "let package = Package(name: \"App\", dependencies: [",
        "manifest-targets": "let package = Package(name: \"App\", targets: [",
    }[kind]
    closing = ")" if kind == "manifest-arguments" else "])"
    # The opening sits on the fence's line: a line directive cannot stand inside the call.
    return ["// swift-tools-version: 6.1", "import PackageDescription"] + located(
        document, first - 1, [opening] + body + [closing])


def write(folder, name, lines):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
