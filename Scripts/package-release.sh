#!/usr/bin/env bash
# Builds a relocatable release of motion-audit for this Linux machine's architecture:
#
#   Scripts/package-release.sh [--output DIR] [--skip-build]
#
# writes, in DIR (default .build/release-package):
#
#   motion-audit-<version>-linux-<arch>.tar.gz     motion-audit-<version>-linux-<arch>/
#                                                    motion-audit, lib/*.so, LICENSES.md
#   motion-audit-<version>.artifactbundle.zip      motion-audit.artifactbundle/info.json and the
#                                                    same folder, for binaryTarget plugins
#
# The auditor links the toolchain's prebuilt SwiftSyntax libraries (usr/lib/swift/host), which
# exist only as shared libraries built against the shared Swift runtime (libswiftCore.so and
# friends are among their NEEDED entries). Linking the executable with --static-swift-stdlib
# would put a second Swift runtime in the process beside the one those libraries load, so the
# release keeps the runtime shared and ships it: every library the binary resolves from the
# toolchain (the SwiftSyntax libraries, the Swift runtime, Foundation, Dispatch) is copied into
# lib/, and the binary's run path is set to $ORIGIN/lib alone (the libraries' to $ORIGIN), so it
# runs from any folder on a machine without the toolchain. Needs patchelf (apt-get install
# patchelf) and readelf/ldd (binutils, libc-bin).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

output="$root/.build/release-package"
build=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --output) output="$2"; shift 2 ;;
    --skip-build) build=0; shift ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "package-release.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
done
case "$output" in /*) ;; *) output="$(pwd)/$output" ;; esac

if [[ "$(uname -s)" != Linux ]]; then
  echo "package-release.sh: builds the Linux release; on macOS use 'swift build -c release'" >&2
  exit 2
fi
for tool in patchelf readelf ldd python3; do
  if ! command -v "$tool" >/dev/null; then
    echo "package-release.sh: needs $tool (apt-get install patchelf binutils libc-bin python3)" >&2
    exit 2
  fi
done

if [[ $build -eq 1 ]]; then
  swift build -c release --product motion-audit
fi
binary="$(swift build -c release --show-bin-path)/motion-audit"
[[ -x "$binary" ]] || { echo "package-release.sh: no release binary at $binary" >&2; exit 1; }

version="$("$binary" --version | awk '{print $NF}')"
arch="$(uname -m)"
name="motion-audit-$version-linux-$arch"
toolchain="$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/.." && pwd)"

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
folder="$stage/$name"
mkdir -p "$folder/lib"
cp "$binary" "$folder/motion-audit"

# Every library the binary finds inside the toolchain, transitively (ldd lists the closure).
copied=()
while read -r library path; do
  case "$path" in
    "$toolchain"/*)
      cp -L "$path" "$folder/lib/$library"
      copied+=("$library")
      ;;
  esac
done < <(ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}')
if [[ ${#copied[@]} -eq 0 ]]; then
  echo "package-release.sh: the binary uses no toolchain library; is this the toolchain build?" >&2
  exit 1
fi

patchelf --set-rpath '$ORIGIN/lib' "$folder/motion-audit"
for library in "${copied[@]}"; do
  patchelf --set-rpath '$ORIGIN' "$folder/lib/$library"
done
strip --strip-unneeded "$folder/motion-audit" 2>/dev/null || true

cat > "$folder/LICENSES.md" <<NOTICE
# motion-audit $version for Linux ($arch)

lib/ holds libraries of the Swift toolchain that built this binary ($("$toolchain/bin/swift" --version 2>/dev/null | head -n 1)):
the Swift runtime and standard library, Foundation, Dispatch and the SwiftSyntax libraries.
They are part of the Swift project, under the Apache License 2.0 with the Runtime Library
Exception (https://swift.org/LICENSE.txt). motion-audit itself is under the licence of the
MotionAware repository.
NOTICE

# Check what was built: the run path, and that nothing resolves outside the folder and libc.
runpath="$(readelf -d "$folder/motion-audit" | sed -n 's/.*(RUNPATH).*\[\(.*\)\]/\1/p')"
if [[ "$runpath" != '$ORIGIN/lib' ]]; then
  echo "package-release.sh: the binary's run path is '$runpath', not \$ORIGIN/lib" >&2
  exit 1
fi
if env -i PATH=/usr/bin:/bin ldd "$folder/motion-audit" | grep -E "not found|$toolchain" >&2; then
  echo "package-release.sh: the binary still needs the toolchain (above)" >&2
  exit 1
fi

mkdir -p "$output"
tarball="$output/$name.tar.gz"
tar -C "$stage" -czf "$tarball" "$name"

bundle="$stage/motion-audit.artifactbundle"
mkdir -p "$bundle"
cp -a "$folder" "$bundle/$name"
cat > "$bundle/info.json" <<INFO
{
  "schemaVersion": "1.0",
  "artifacts": {
    "motion-audit": {
      "type": "executable",
      "version": "$version",
      "variants": [
        {
          "path": "$name/motion-audit",
          "supportedTriples": ["$arch-unknown-linux-gnu"]
        }
      ]
    }
  }
}
INFO
zipfile="$output/motion-audit-$version.artifactbundle.zip"
rm -f "$zipfile"
# Python's zipfile keeps the executable bit and needs no zip package.
python3 - "$stage" "$zipfile" <<'PYTHON'
import os, sys, zipfile
stage, target = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
    for directory, folders, files in os.walk(os.path.join(stage, "motion-audit.artifactbundle")):
        folders.sort()
        for name in sorted(files):
            path = os.path.join(directory, name)
            archive.write(path, os.path.relpath(path, stage))
PYTHON

echo "$tarball"
echo "$zipfile"
