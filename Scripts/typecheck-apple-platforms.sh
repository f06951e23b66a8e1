#!/usr/bin/env bash
# Type-checks the package's Apple-platform code (SwiftUI, UIKit, AppKit, Lottie, Rive) against
# Apple's SDKs: every name, argument label, type, generic constraint, availability and isolation
# rule, as Xcode checks them. Nothing is linked or run.
#
#   Scripts/typecheck-apple-platforms.sh --sdks DIR --lottie SRC [--rive SRC] [--build-dir DIR]
#
#   --sdks DIR    a folder holding iPhoneOS17.0.sdk, macOS14.0.sdk and resource/ (a resource
#                 directory whose module maps do not clash with the SDKs'). On macOS it may be
#                 left out: Xcode's SDKs are used (`xcrun --show-sdk-path`).
#   --lottie SRC  a lottie-ios git directory or checkout. lottie-ios is built from its sources, as
#                 a module only, at the oldest version Package.swift allows and at its newest
#                 release tag, into a temporary directory.
#   --rive SRC    a rive-ios git directory or checkout (optional). Its Swift sources and public
#                 Objective-C headers at the oldest version Package.swift allows are built into a
#                 module, so that MotionAwareRive's runtime code and NaiveApp's Rive files are
#                 checked too; without it they are reported as not checked.
#   --only ios|macos  check one platform only (both by default).
#   --build-dir DIR where to build the lottie-ios and rive-ios modules, kept for the next run (a
#                 module already there is reused). By default a temporary directory, removed.
#   --self-test   proves the check reaches every file: appends one deliberate type error to a copy
#                 of each Apple-facing file (library, adapters, example apps) and to each Swift
#                 block of the documentation, runs every check on the copies, and fails unless
#                 each error is reported at every version its file or block is checked for.
#   --docs-only   checks the documentation's code only (README.md and the DocC articles); the
#                 modules it imports are still built from the sources.
#
# Each file is type-checked as the primary file of its own compiler job (`-disable-batch-mode
# -continue-building-after-errors`), so an error in one file, an SDK artifact included, never
# stops the others from being checked; the artifact list is applied to each diagnostic.
#
# What is checked, for iOS at the package's minimum and at iOS 17, and for macOS at its minimum
# and at macOS 14:
#   Sources/MotionAware            Swift 6, with Scripts/AppleSDKAdditions (APIs newer than the SDKs)
#   Sources/MotionAwareLottie      Swift 6, trait Lottie, against each lottie-ios version
#   Sources/MotionAwareRive        Swift 6, trait Rive (with --rive; else its plain Swift only)
# and, for iOS at the apps' deployment target (iOS 17; they are iOS apps):
#   Examples/PipApp, Examples/NaiveApp   Swift 5, as an Xcode 15 app target builds them
# and, for iOS 17 and macOS 14 (iOS only for UIKit code), plain code also at the minimums:
#   every Swift block of README.md and the DocC articles, wrapped as the HTML note before it says
#   (Scripts/documentation_blocks.py); package manifests against PackageDescription
#
# Every diagnostic is printed. The exit status is 1 when any error is not one of the SDK
# artifacts listed in `artifact_patterns` below, 2 on bad usage, and 0 otherwise.
set -uo pipefail

usage() {
  sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
  exit 2
}

root=$(cd "$(dirname "$0")/.." && pwd)
sdks="" lottie_src="" rive_src="" build_dir="" platforms="ios macos" self_test=0 docs_only=0
while [ $# -gt 0 ]; do
  case "$1" in
    --sdks) sdks=${2:?--sdks needs a folder}; shift 2 ;;
    --lottie) lottie_src=${2:?--lottie needs a lottie-ios git directory or checkout}; shift 2 ;;
    --rive) rive_src=${2:?--rive needs a rive-ios git directory or checkout}; shift 2 ;;
    --build-dir) build_dir=${2:?--build-dir needs a folder}; shift 2 ;;
    --only)
      case "${2:-}" in ios | macos) platforms=$2 ;; *) echo "typecheck-apple-platforms: --only takes ios or macos" >&2; usage ;; esac
      shift 2 ;;
    --self-test) self_test=1; shift ;;
    --docs-only) docs_only=1; shift ;;
    -h | --help) usage ;;
    *) echo "typecheck-apple-platforms: unknown argument '$1'" >&2; usage ;;
  esac
done
[ -n "$lottie_src" ] || { echo "typecheck-apple-platforms: --lottie SRC is required" >&2; usage; }

fail_usage() { echo "typecheck-apple-platforms: $*" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/typecheck-apple.XXXXXX")
trap 'rm -rf "$work"' EXIT
deps=${build_dir:-$work}
mkdir -p "$deps" || fail_usage "cannot create $deps"
deps=$(cd "$deps" && pwd)

# MARK: - SDKs

resource_flags=()
with_additions=1
if [ -n "$sdks" ]; then
  ios_sdk="$sdks/iPhoneOS17.0.sdk" macos_sdk="$sdks/macOS14.0.sdk"
  for dir in "$ios_sdk" "$macos_sdk" "$sdks/resource"; do
    [ -d "$dir" ] || fail_usage "$dir: no such folder (the SDK folder holds iPhoneOS17.0.sdk, macOS14.0.sdk and resource/)"
  done
  resource_flags=(-resource-dir "$sdks/resource")
  module_cache="$sdks/cache"
elif [ "$(uname -s)" = Darwin ]; then
  ios_sdk=$(xcrun --sdk iphoneos --show-sdk-path) || fail_usage "xcrun found no iPhoneOS SDK"
  macos_sdk=$(xcrun --sdk macosx --show-sdk-path) || fail_usage "xcrun found no macOS SDK"
  # The additions declare what SDKs before iOS 18 and macOS 15 lack; newer ones have it.
  ios_sdk_major=$(xcrun --sdk iphoneos --show-sdk-version | cut -d. -f1)
  [ "$ios_sdk_major" -ge 18 ] && with_additions=0
  module_cache="${TMPDIR:-/tmp}/typecheck-apple-module-cache"
else
  fail_usage "--sdks DIR is required off macOS"
fi

# MARK: - Versions from Package.swift

manifest="$root/Package.swift"
platform_version() {  # platform_version iOS|macOS: the minimum in `platforms:`, as N.N
  local found
  found=$(grep -o "\.$1([^)]*)" "$manifest" | head -1 | grep -o '[0-9][0-9.]*' | head -1)
  [ -n "$found" ] || fail_usage "Package.swift names no minimum for $1"
  case "$found" in *.*) echo "$found" ;; *) echo "$found.0" ;; esac
}
dependency_minimum() {  # dependency_minimum NAME: the `from:` version of that dependency
  grep -o "$1\", from: \"[0-9.]*\"" "$manifest" | grep -o '[0-9][0-9.]*' | tail -1
}
ios_min=$(platform_version iOS)
macos_min=$(platform_version macOS)
lottie_min=$(dependency_minimum lottie-ios)
rive_min=$(dependency_minimum rive-ios)
apps_ios=17.0  # Examples/*/README.md: both apps target iOS 17.0

# MARK: - Sources of a dependency

git_of() {  # git_of SRC: the git directory of a git directory or a checkout
  if [ -d "$1/.git" ] || [ -f "$1/.git" ]; then git -C "$1" rev-parse --absolute-git-dir
  elif git --git-dir="$1" rev-parse --git-dir >/dev/null 2>&1; then (cd "$1" && pwd)
  else return 1; fi
}
newest_release() {  # newest_release GITDIR: the highest plain N.N.N tag
  git --git-dir="$1" tag --list | grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' | sort -V | tail -1
}
export_sources() {  # export_sources GITDIR TAG PATH DEST: PATH of the tag's tree into DEST
  # A partial clone may miss blobs elsewhere in the tree, which git reports; only PATH matters.
  mkdir -p "$4" && { git --git-dir="$1" archive "$2" "$3" 2>/dev/null | tar -x -C "$4"; }
  [ -n "$(find "$4/$3" -name '*.swift' -print -quit 2>/dev/null)" ]
}

lottie_git=$(git_of "$lottie_src") || fail_usage "$lottie_src: not a lottie-ios git directory or checkout"
lottie_newest=$(newest_release "$lottie_git")
git --git-dir="$lottie_git" rev-parse -q --verify "refs/tags/$lottie_min" >/dev/null ||
  fail_usage "$lottie_src has no tag $lottie_min (the oldest version Package.swift allows)"
lottie_versions=("$lottie_min")
[ "$lottie_newest" = "$lottie_min" ] || lottie_versions+=("$lottie_newest")

rive_git=""
if [ -n "$rive_src" ]; then
  rive_git=$(git_of "$rive_src") || fail_usage "$rive_src: not a rive-ios git directory or checkout"
  git --git-dir="$rive_git" rev-parse -q --verify "refs/tags/$rive_min" >/dev/null ||
    fail_usage "$rive_src has no tag $rive_min (the oldest version Package.swift allows)"
fi

# MARK: - Artifacts of these SDKs

# Errors that are the SDKs' and not the code's, each matched against the error's text. Any other
# error fails the check.
artifact_patterns=(
  # The 17.0 and 14.0 SDKs declare MainActor.assumeIsolated iOS 17+/macOS 14+; later SDKs
  # back-deploy it to every version the package supports.
  "'assumeIsolated\(_:file:line:\)' is only available in (iOS 17\.0|macOS 14\.0) or newer"
  # In the 17.0 and 14.0 SDKs SwiftUI's `View` is not yet `@MainActor` (only `body` is), so
  # Swift 6 isolation reports a view's stored properties and initializer calling the main actor;
  # later SDKs isolate the whole view and accept them. Only in view code: files under a SwiftUI/
  # folder and the example apps (all views). Names, types and availability there are still checked.
  "(/SwiftUI/|/Examples/)[^:]*\.swift:[0-9]+:[0-9]+: error: (call to main actor-isolated [a-z ]+'[^']+' in a synchronous nonisolated context|main actor-isolated (property|instance method|static property) '[^']+' can not be (referenced|mutated) from a nonisolated|main actor-isolated (property|instance method|initializer|global function) '[^']+' cannot be (called|accessed) from outside of the actor|non-Sendable type '[^']+' of property '[^']+' cannot exit main actor-isolated context|expression is 'async' but is not marked with 'await')"
  # `@Observable` cannot be checked with this toolchain and these SDKs: SwiftUI's 17.0 interface
  # imports Observation without re-exporting it, so without `import Observation` the attribute
  # is unknown here; with it, this toolchain's (Swift 6.3) Observation macro expands against the
  # SDK's Swift 5.9 Observation module and fails. Only in the example apps.
  "/Examples/[^:]*\.swift:[0-9]+:[0-9]+: error: unknown attribute 'Observable'"
  # `#Preview` expands through Xcode's macro plugin, which is not part of this toolchain.
  "external macro implementation type 'PreviewsMacros\.[A-Za-z]+' could not be found for macro 'Preview"
)

is_artifact() {
  local pattern
  for pattern in "${artifact_patterns[@]}"; do
    grep -Eq -- "$pattern" <<<"$1" && return 0
  done
  return 1
}

# MARK: - Running the compiler

errors=0 artifacts=0
sdk_for() { case "$1" in ios) echo "$ios_sdk" ;; macos) echo "$macos_sdk" ;; esac; }
triple_for() { case "$1" in ios) echo "arm64-apple-ios$2" ;; macos) echo "arm64-apple-macos$2" ;; esac; }

# swiftc_on PLATFORM VERSION ARGS...: the compiler for that target, with the output kept in
# $work/last.log.
swiftc_on() {
  local platform=$1 version=$2; shift 2
  # Cross-import overlays (AVKit + SwiftUI gives `VideoPlayer`) are on, as Xcode's driver has them.
  swiftc -target "$(triple_for "$platform" "$version")" -sdk "$(sdk_for "$platform")" \
    "${resource_flags[@]}" -module-cache-path "$module_cache" \
    -Xfrontend -enable-cross-import-overlays "$@" >"$work/last.log" 2>&1
}

# typecheck_each PLATFORM VERSION ARGS... FILES...: type-checks every file as the primary file of
# its own frontend job. One `swiftc -typecheck` over many files (batch mode) stops checking after
# the first file with an error — an SDK artifact is an error too — so later files would go
# unchecked; one job per file cannot stop early, and the driver keeps going after a failed job.
typecheck_each() {
  local platform=$1 version=$2; shift 2
  swiftc_on "$platform" "$version" -typecheck -disable-batch-mode -continue-building-after-errors \
    -j "$jobs" "$@"
}
jobs=$(nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2)

# report LABEL STATUS: prints the diagnostics of the last run, counts its errors, and says
# whether LABEL is clean.
report() {
  local label=$1 status=$2 line own=0 known=0
  while IFS= read -r line; do
    if [[ "$line" == *": error: "* ]]; then
      if is_artifact "$line"; then
        known=$((known + 1)); echo "  [SDK artifact] $line"
      else
        own=$((own + 1)); echo "  $line"
      fi
    elif [[ "$line" == *": warning: "* || "$line" == *": note: "* ]]; then
      echo "  $line"
    elif [ -n "$line" ]; then
      echo "  $line"
    fi
  done <"$work/last.log"
  if [ "$status" -ne 0 ] && [ "$own" -eq 0 ] && [ "$known" -eq 0 ]; then
    own=1; echo "  the compiler failed without an error diagnostic (status $status)"
  fi
  errors=$((errors + own)); artifacts=$((artifacts + known))
  if [ "$own" -gt 0 ]; then echo "FAIL    $label: $own error(s)"
  elif [ "$known" -gt 0 ]; then echo "ok      $label ($known SDK artifact(s))"
  else echo "ok      $label"; fi
}

# checked_files LABEL FILES...: the line naming every file a check covered. In a self-test, also
# whether the last run reported the error injected into each of them.
checked_files() {
  local label=$1; shift
  local file
  for file in "$@"; do
    echo "checked $label: ${file#"$root/"}"
    [ "$self_test" -eq 1 ] || continue
    local line
    line=$(cat "$file.injected-line" 2>/dev/null) || continue
    if grep -Fq -- "$file:$line:" "$work/last.log"; then
      injected_reported=$((injected_reported + 1))
    else
      injected_missed=$((injected_missed + 1))
      echo "MISSED  $label: the error injected at ${file#"$root/"}:$line was not reported"
    fi
  done
}
injected_reported=0 injected_missed=0

swift_files() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# MARK: - lottie-ios and rive-ios modules

# build_lottie PLATFORM VERSION: lottie-ios VERSION as a module for PLATFORM at the package's
# minimum, in $deps/lottie/VERSION-PLATFORM (a module built for the minimum imports at any later
# deployment target).
build_lottie() {
  local platform=$1 version=$2 minimum src out
  minimum=$([ "$platform" = ios ] && echo "$ios_min" || echo "$macos_min")
  src="$deps/src/lottie-$version" out="$deps/lottie/$version-$platform"
  if [ -f "$out/Lottie.swiftmodule" ]; then
    echo "ok      lottie-ios $version for $platform $minimum (built before, in $out)"
    return 0
  fi
  [ -d "$src" ] || export_sources "$lottie_git" "$version" Sources "$src" ||
    fail_usage "could not read lottie-ios $version's Sources from $lottie_src"
  mkdir -p "$out"
  # SDK artifact: lottie-ios 4.6 declares two environment values with SwiftUI's `@Entry` macro,
  # which Xcode 16's SDKs add (back-deployed to iOS 13) and the 17.0/14.0 SDKs lack. In the copy
  # being built, spell them out as the key and property the macro expands to.
  if [ -n "$sdks" ]; then
    grep -rl '@Entry var' "$src/Sources" 2>/dev/null | while IFS= read -r file; do
      perl -pi -e 's/^(\s*)\@Entry var (\w+) = ((\w+)\(.*\))\s*$/$1var $2: $4 { get { self[EntryKey_$2.self] } set { self[EntryKey_$2.self] = newValue } }\n$1struct EntryKey_$2: EnvironmentKey { static let defaultValue = $3 }\n/' "$file"
      echo "  [SDK artifact] ${file#"$src/"}: \`@Entry\` spelled out for the ${platform} SDK"
    done
  fi
  # lottie-ios builds in Swift 5 mode (its manifest says so); its own warnings are not ours.
  swiftc_on "$platform" "$minimum" -emit-module -module-name Lottie -parse-as-library \
    -swift-version 5 -suppress-warnings -Xfrontend -experimental-skip-all-function-bodies \
    -emit-module-path "$out/Lottie.swiftmodule" $(swift_files "$src/Sources")
  local status=$?
  report "lottie-ios $version for $platform $minimum (built from source)" "$status"
  return "$status"
}

# build_rive PLATFORM: rive-ios at the oldest version allowed, as a module for PLATFORM, in
# $deps/rive/PLATFORM: its public Objective-C headers as the framework's clang module, its Swift
# sources on top.
build_rive() {
  local platform=$1 minimum src out headers
  minimum=$([ "$platform" = ios ] && echo "$ios_min" || echo "$macos_min")
  src="$deps/src/rive-$rive_min" out="$deps/rive/$platform"
  if [ -f "$out/RiveRuntime.swiftmodule" ]; then
    echo "ok      rive-ios $rive_min for $platform $minimum (built before, in $out)"
    return 0
  fi
  [ -d "$src" ] || export_sources "$rive_git" "$rive_min" Source "$src" ||
    fail_usage "could not read rive-ios $rive_min's Source from $rive_src"
  headers="$out/RiveRuntime.framework/Headers"
  mkdir -p "$headers" "$out/RiveRuntime.framework/Modules"
  # Every Objective-C header of the framework's sources, flat, as Xcode installs them, and the
  # renderer view's header, which the umbrella imports (Objective-C despite its .hh name).
  find "$src/Source" -name '*.h' -exec cp {} "$headers/" \;
  cp "$src/Source/Renderer/include/rive_renderer_view.hh" "$headers/"
  cat >"$out/RiveRuntime.framework/Modules/module.modulemap" <<'MAP'
framework module RiveRuntime {
  umbrella header "RiveRuntime.h"
  export *
  module * { export * }
}
MAP
  swiftc_on "$platform" "$minimum" -emit-module -module-name RiveRuntime -parse-as-library \
    -swift-version 5 -suppress-warnings -Xfrontend -experimental-skip-all-function-bodies \
    -F "$out" -import-underlying-module -emit-module-path "$out/RiveRuntime.swiftmodule" \
    $(swift_files "$src/Source")
  local status=$?
  report "rive-ios $rive_min for $platform $minimum (Swift sources and public headers)" "$status"
  return "$status"
}

# MARK: - The checks

additions=""
[ "$with_additions" -eq 1 ] && additions=$(swift_files "$root/Scripts/AppleSDKAdditions")
root_docs=$root  # the documentation is never injected into
# The modules that later checks import are always built from the real sources.
module_motionaware_files=$(swift_files "$root/Sources/MotionAware")
module_lottie_adapter_files=$(swift_files "$root/Sources/MotionAwareLottie")
module_rive_adapter_files=$(swift_files "$root/Sources/MotionAwareRive")

if [ "$self_test" -eq 1 ]; then
  # A copy of every Apple-facing file with one deliberate error appended, outside any `#if`, so
  # that it is reported whenever the file is checked at all.
  injected="$work/injected"
  for dir in Sources/MotionAware Sources/MotionAwareLottie Sources/MotionAwareRive Examples; do
    mkdir -p "$injected/$(dirname "$dir")" && cp -R "$root/$dir" "$injected/$dir"
  done
  root=$injected
  for file in $(swift_files "$root/Sources/MotionAware" "$root/Sources/MotionAwareLottie" \
    "$root/Sources/MotionAwareRive" "$root/Examples"); do
    printf '\n// The self-test of Scripts/typecheck-apple-platforms.sh: this must be reported.\n' >>"$file"
    printf 'private let selfTestMistake: Int = "not a number"\n' >>"$file"
    wc -l <"$file" | tr -d ' ' >"$file.injected-line"
  done
  echo "self-test: one error injected into each of $(find "$root" -name '*.injected-line' | wc -l | tr -d ' ') files"
fi

motionaware_files=$(swift_files "$root/Sources/MotionAware")
lottie_adapter_files=$(swift_files "$root/Sources/MotionAwareLottie")
rive_adapter_files=$(swift_files "$root/Sources/MotionAwareRive")

declare -A lottie_built rive_built
for platform in $platforms; do
  for version in "${lottie_versions[@]}"; do
    if build_lottie "$platform" "$version"; then lottie_built[$version-$platform]=1; fi
  done
  if [ -n "$rive_git" ] && build_rive "$platform"; then rive_built[$platform]=1; fi
done

for platform in $platforms; do
  if [ "$platform" = ios ]; then versions=("$ios_min" 17.0); else versions=("$macos_min" 14.0); fi
  for version in "${versions[@]}"; do
    label="$platform $version"
    modules="$work/modules/$platform-$version"
    mkdir -p "$modules"

    docs_version=$([ "$platform" = ios ] && echo 17.0 || echo 14.0)
    if [ "$docs_only" -eq 0 ]; then
      # shellcheck disable=SC2086  # file lists are newline-separated paths without spaces
      typecheck_each "$platform" "$version" -module-name MotionAware -parse-as-library \
        -swift-version 6 $motionaware_files $additions
      report "Sources/MotionAware for $label" $?
      checked_files "$label" $motionaware_files
    fi
    # The module its clients import: declarations only (the check above covered the bodies).
    # Lowering the bodies for these targets crashes Swift 6.3.1 on a typed `throws`.
    swiftc_on "$platform" "$version" -emit-module -module-name MotionAware -parse-as-library \
      -swift-version 6 -Xfrontend -experimental-skip-all-function-bodies \
      -emit-module-path "$modules/MotionAware.swiftmodule" $module_motionaware_files $additions ||
      report "Sources/MotionAware as a module for $label" 1

    if [ "$version" = "$docs_version" ]; then
      # The adapters as modules for the documentation's code, against the newest lottie-ios.
      if [ -n "${lottie_built[${lottie_versions[-1]}-$platform]:-}" ]; then
        swiftc_on "$platform" "$version" -emit-module -module-name MotionAwareLottie \
          -parse-as-library -swift-version 6 -D Lottie -I "$modules" \
          -I "$deps/lottie/${lottie_versions[-1]}-$platform" \
          -Xfrontend -experimental-skip-all-function-bodies \
          -emit-module-path "$modules/MotionAwareLottie.swiftmodule" $module_lottie_adapter_files ||
          report "Sources/MotionAwareLottie as a module for $label" 1
      fi
      if [ -n "${rive_built[$platform]:-}" ]; then
        swiftc_on "$platform" "$version" -emit-module -module-name MotionAwareRive \
          -parse-as-library -swift-version 6 -D Rive -I "$modules" -I "$deps/rive/$platform" \
          -F "$deps/rive/$platform" -Xfrontend -experimental-skip-all-function-bodies \
          -emit-module-path "$modules/MotionAwareRive.swiftmodule" $module_rive_adapter_files ||
          report "Sources/MotionAwareRive as a module for $label" 1
      fi
    fi
    [ "$docs_only" -eq 1 ] && continue

    for lottie in "${lottie_versions[@]}"; do
      if [ -z "${lottie_built[$lottie-$platform]:-}" ]; then
        errors=$((errors + 1)); echo "FAIL    Sources/MotionAwareLottie for $label: lottie-ios $lottie did not build"
        continue
      fi
      typecheck_each "$platform" "$version" -module-name MotionAwareLottie -parse-as-library \
        -swift-version 6 -D Lottie -I "$modules" -I "$deps/lottie/$lottie-$platform" \
        $lottie_adapter_files
      report "Sources/MotionAwareLottie for $label against lottie-ios $lottie" $?
      checked_files "$label, lottie-ios $lottie" $lottie_adapter_files
    done

    if [ -n "${rive_built[$platform]:-}" ]; then
      typecheck_each "$platform" "$version" -module-name MotionAwareRive -parse-as-library \
        -swift-version 6 -D Rive -I "$modules" -I "$deps/rive/$platform" -F "$deps/rive/$platform" \
        $rive_adapter_files
      report "Sources/MotionAwareRive for $label against rive-ios $rive_min" $?
      checked_files "$label, rive-ios $rive_min" $rive_adapter_files
    else
      typecheck_each "$platform" "$version" -module-name MotionAwareRive -parse-as-library \
        -swift-version 6 -I "$modules" $rive_adapter_files
      report "Sources/MotionAwareRive for $label, without the trait (no rive-ios module)" $?
      checked_files "$label, without rive-ios" $rive_adapter_files
      echo "not checked $label: the Rive runtime code of Sources/MotionAwareRive (pass --rive SRC)"
    fi
  done
done

if [[ " $platforms " == *" ios "* ]] && [ "$docs_only" -eq 0 ]; then
# The apps: iOS only, at their deployment target, in Swift 5 mode (in the 17.0 SDK SwiftUI's
# `View` is not yet `@MainActor`, so Swift 6 mode reports view code that later SDKs accept).
modules="$work/modules/ios-$apps_ios"
lottie_newest_module="$deps/lottie/${lottie_versions[-1]}-ios"
app_flags=(-parse-as-library -swift-version 5 -I "$modules" -I "$lottie_newest_module")
pip_files=$(swift_files "$root/Examples/PipApp")
# The adapters as modules for the apps to import.
swiftc_on ios "$apps_ios" -emit-module -module-name MotionAwareLottie -parse-as-library \
  -swift-version 6 -D Lottie -I "$modules" -I "$lottie_newest_module" \
  -Xfrontend -experimental-skip-all-function-bodies \
  -emit-module-path "$modules/MotionAwareLottie.swiftmodule" $module_lottie_adapter_files ||
  report "Sources/MotionAwareLottie as a module for the apps" 1
typecheck_each ios "$apps_ios" "${app_flags[@]}" -module-name PipApp $pip_files
report "Examples/PipApp for ios $apps_ios (lottie-ios ${lottie_versions[-1]})" $?
checked_files "ios $apps_ios" $pip_files

naive_files=$(swift_files "$root/Examples/NaiveApp")
naive_flags=("${app_flags[@]}")
if [ -n "${rive_built[ios]:-}" ]; then
  naive_flags+=(-I "$deps/rive/ios" -F "$deps/rive/ios")
  naive_checked=$naive_files
else
  # Without rive-ios, leave out the files that import it.
  naive_checked=$(grep -L '^import RiveRuntime' $naive_files)
  for file in $(grep -l '^import RiveRuntime' $naive_files); do
    echo "not checked ios $apps_ios: ${file#"$root/"} (imports RiveRuntime; pass --rive SRC)"
  done
fi
typecheck_each ios "$apps_ios" "${naive_flags[@]}" -module-name NaiveApp $naive_checked
naive_status=$?
# NaiveApp shows what the guides warn against; one line must not compile: the read-only
# `accessibilityReduceMotion` override of the `read-only-reduce-motion-override` rule.
expected_error="NaiveApp/Previews.swift:12:[0-9]+: error: cannot convert value of type 'KeyPath<EnvironmentValues, Bool>' to expected argument type 'WritableKeyPath<EnvironmentValues, Bool>'"
if grep -Eq -- "$expected_error" "$work/last.log"; then
  grep -Ev -- "$expected_error" "$work/last.log" >"$work/rest.log"
  echo "  expected: $(grep -E -- "$expected_error" "$work/last.log" | head -1)"
  mv "$work/rest.log" "$work/last.log"
  [ "$naive_status" -ne 0 ] && ! grep -q ': error: ' "$work/last.log" && naive_status=0
else
  errors=$((errors + 1))
  echo "  NaiveApp's read-only accessibilityReduceMotion override compiled, or was not reached"
fi
report "Examples/NaiveApp for ios $apps_ios (lottie-ios ${lottie_versions[-1]})" "$naive_status"
checked_files "ios $apps_ios" $naive_checked

fi

# The documentation's code: every Swift block of README.md and the DocC articles, in the context
# the HTML note before it names (Scripts/documentation_blocks.py says how each is wrapped; a block
# with no note is a whole file), for iOS 17 and macOS 14, UIKit code for iOS only. Excerpts use
# the guide app of Scripts/DocumentationContext. Warnings are not shown: the documentation writes
# values as statements with the result in a comment (`policy.resolve(.move, for: .reduced)  //
# .crossFade(…)`), which the compiler calls unused. Package manifests are checked against the
# toolchain's PackageDescription. In a self-test each block gets a deliberate error.
docs_dir="$work/docs"
docs_context="$root_docs/Scripts/DocumentationContext"
inject_flag=()
[ "$self_test" -eq 1 ] && inject_flag=(--inject)
if ! python3 "$root_docs/Scripts/documentation_blocks.py" "$root_docs" "$docs_dir" "${inject_flag[@]}"; then
  errors=$((errors + 1)); echo "FAIL    the documentation's Swift blocks could not be read"
fi
manifest_api=$(dirname "$(command -v swiftc)")/../lib/swift/pm/ManifestAPI
docs_blocks=0 docs_manifests=0 docs_unchecked=0
# docs_injected UNIT LABEL: in a self-test, whether the last run reported each block's error.
docs_injected() {
  [ "$self_test" -eq 1 ] || return 0
  local at
  while IFS= read -r at; do
    if grep -Fq -- "$at:" "$work/last.log"; then
      injected_reported=$((injected_reported + 1))
    else
      injected_missed=$((injected_missed + 1)); echo "MISSED  $2: the error injected at $at was not reported"
    fi
  done <"$docs_dir/$1/injected"
}
while IFS=$'\t' read -r unit kind unit_platforms mode needs blocks; do
  [ -n "$unit" ] || continue
  count=$(tr ',' '\n' <<<"$blocks" | wc -l | tr -d ' ')
  label="the block(s) at ${blocks//,/, }"
  if [ "$kind" = manifest ]; then
    # Type-checked, not run: evaluating the manifest would resolve its dependencies.
    swiftc -typecheck -swift-version 6 -I "$manifest_api" -package-description-version 6.1 \
      "$docs_dir/$unit/Package.swift" >"$work/last.log" 2>&1
    report "$label (a package manifest) against PackageDescription" $?
    docs_injected "$unit" "$label"
    docs_manifests=$((docs_manifests + count))
    continue
  fi
  files=("$docs_dir/$unit/main.swift")
  if [ "$mode" = 5 ]; then
    # View code: Swift 5 mode, as for the apps (in these SDKs `View` is not yet `@MainActor`).
    files+=("$docs_context/GuideApp.swift")
    grep -q GuideViewController "${files[0]}" && files+=("$docs_context/GuideViewController.swift")
  fi
  checked_here=0
  # Plain code that needs MotionAware alone is checked at the package's minimums too; view code
  # and the adapters' code at the newest versions only (the guides' patterns are iOS 17 and
  # macOS 14 APIs, as in the apps).
  minimums=0
  [ "$mode" = 6 ] && [ "$needs" = MotionAware ] && ! grep -qw View "${files[0]}" && minimums=1
  for platform_version in $(for platform in $platforms; do
    if [ "$platform" = ios ]; then [ "$minimums" -eq 1 ] && echo "ios:$ios_min"; echo ios:17.0
    else [ "$minimums" -eq 1 ] && echo "macos:$macos_min"; echo macos:14.0; fi
  done); do
    platform=${platform_version%%:*} version=${platform_version#*:}
    [[ ",$unit_platforms," == *",$platform,"* ]] || continue
    flags=(-I "$work/modules/$platform-$version")
    if [[ ",$needs," == *",Lottie,"* ]]; then
      [ -n "${lottie_built[${lottie_versions[-1]}-$platform]:-}" ] || continue
      flags+=(-I "$deps/lottie/${lottie_versions[-1]}-$platform")
    fi
    if [[ ",$needs," == *",Rive,"* ]]; then
      [ -n "${rive_built[$platform]:-}" ] || continue
      flags+=(-I "$deps/rive/$platform" -F "$deps/rive/$platform")
    fi
    swiftc_on "$platform" "$version" -typecheck -swift-version "$mode" -suppress-warnings \
      -module-name DocumentationBlock "${flags[@]}" "${files[@]}"
    report "$label for $platform $version" $?
    docs_injected "$unit" "$label for $platform $version"
    checked_here=1
  done
  if [ "$checked_here" -eq 1 ]; then
    docs_blocks=$((docs_blocks + count))
  else
    docs_unchecked=$((docs_unchecked + count))
    echo "not checked: $label (needs rive-ios: pass --rive SRC)"
  fi
done <"$docs_dir/index.tsv"
echo "documentation: $docs_blocks Swift block(s) type-checked, $docs_manifests package manifest block(s) checked against PackageDescription, $docs_unchecked not checked"

echo
if [ "$self_test" -eq 1 ]; then
  # The injected errors are the expected ones; what counts is that none was missed.
  echo "typecheck-apple-platforms --self-test: $injected_reported injected error(s) reported, $injected_missed missed"
  [ "$injected_reported" -gt 0 ] && [ "$injected_missed" -eq 0 ] || exit 1
  exit 0
fi
if [ "$errors" -gt 0 ]; then
  echo "typecheck-apple-platforms: $errors error(s) ($artifacts SDK artifact(s) ignored)"
  exit 1
fi
echo "typecheck-apple-platforms: no errors ($artifacts SDK artifact(s) ignored)"
