#!/usr/bin/env bash
# Builds the MotionAware library's documentation with the toolchain's DocC:
#
#   Scripts/build-docs.sh [--output DIR] [--hosting-base-path PATH] [--catalog DIR.docc]
#
# writes DIR/MotionAware.doccarchive (DIR defaults to .build/documentation), transformed for
# static hosting: serve DIR/MotionAware.doccarchive and open /documentation/motionaware, or
# open the archive in Xcode. Fails on any DocC warning (an unresolved symbol link, a
# parameter without documentation, …), as CI does. --catalog builds another catalog than
# Sources/MotionAware/MotionAware.docc against the same symbols.
#
# The symbol graph comes from compiling the MotionAware target with -emit-symbol-graph, in a
# build folder of its own (.build/documentation-build) so the normal build is not disturbed.
# It documents what compiles on the machine that builds it: on Linux the plain-Swift core, on
# macOS also the SwiftUI and AppKit layers (Xcode's Product > Build Documentation, for an iOS
# destination, adds UIKit).
set -euo pipefail
caller="$(pwd)"
cd "$(dirname "$0")/.."
root="$(pwd)"

missing() { echo "build-docs.sh: $1 needs $2 (see --help)" >&2; exit 2; }
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; }

output="$root/.build/documentation"
hosting_base_path=""
catalog="$root/Sources/MotionAware/MotionAware.docc"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --output)
      [[ $# -ge 2 ]] || missing --output "a directory"
      output="$2"; shift 2 ;;
    --hosting-base-path)
      [[ $# -ge 2 ]] || missing --hosting-base-path "a path"
      hosting_base_path="$2"; shift 2 ;;
    --catalog)
      [[ $# -ge 2 ]] || missing --catalog "a .docc directory"
      catalog="$2"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) echo "build-docs.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
done
# Relative paths are the caller's.
case "$output" in /*) ;; *) output="$caller/$output" ;; esac
case "$catalog" in /*) ;; *) catalog="$caller/$catalog" ;; esac
[[ -d "$catalog" ]] || { echo "build-docs.sh: no catalog at $catalog" >&2; exit 2; }

# The docc beside the swift in use; xcrun finds Xcode's.
docc=""
if command -v swift >/dev/null; then
  candidate="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
  [[ -x "$candidate" ]] && docc="$candidate"
fi
if [[ -z "$docc" ]] && command -v xcrun >/dev/null; then
  docc="$(xcrun --find docc 2>/dev/null || true)"
fi
if [[ -z "$docc" ]]; then
  echo "build-docs.sh: no docc beside swift ($(command -v swift || echo 'no swift on PATH'))" >&2
  exit 2
fi

scratch="$root/.build/documentation-build"
# Kept between runs: the compiler writes the graphs only when it compiles the module, so an
# up-to-date build leaves the previous, still current, ones in place.
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs" "$output"

echo "== Symbol graph of MotionAware"
swift build --scratch-path "$scratch" --target MotionAware \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
[[ -f "$graphs/MotionAware.symbols.json" ]] \
  || { echo "build-docs.sh: the build wrote no MotionAware.symbols.json in $graphs" >&2; exit 1; }

# Built beside the graphs and moved into place only when it passes, so a failed build leaves
# the previous archive as it was.
archive="$output/MotionAware.doccarchive"
built="$scratch/MotionAware.doccarchive"
rm -rf "$built"
echo "== DocC ($docc)"
arguments=(
  convert "$catalog"
  --additional-symbol-graph-dir "$graphs"
  --output-path "$built"
  --fallback-display-name MotionAware
  --fallback-bundle-identifier MotionAware
  --transform-for-static-hosting
  --warnings-as-errors
)
if [[ -n "$hosting_base_path" ]]; then
  arguments+=(--hosting-base-path "$hosting_base_path")
fi
log="$scratch/docc.log"
# DocC's exit status counts errors; with --warnings-as-errors every warning is one. Its log is
# also checked, so that a diagnostic it printed never passes unnoticed.
status=0
"$docc" "${arguments[@]}" 2>&1 | tee "$log" || status=$?
if [[ $status -ne 0 ]] || grep -q -E '^(warning|error):' "$log"; then
  echo "build-docs.sh: DocC reported the problems above (warnings count as errors)" >&2
  exit 1
fi
rm -rf "$archive"
mv "$built" "$archive"
echo "Documentation: $archive"
