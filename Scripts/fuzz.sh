#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets and runs each for a bounded time.
#
#   Scripts/fuzz.sh                    every target, 60 seconds each
#   Scripts/fuzz.sh --seconds 600      every target, 10 minutes each
#   Scripts/fuzz.sh --target riv       one target (repeat the option for several)
#   Scripts/fuzz.sh --seeds DIR        also start from the files in DIR (read only; repeatable;
#                                      what grows from them is kept apart and never merged)
#   Scripts/fuzz.sh --merge            then add the inputs that reach code the committed
#                                      corpus does not to Fuzz/Corpus/<target>
#   Scripts/fuzz.sh --build-only       build, do not run
#   Scripts/fuzz.sh --list             list the targets
#
# Other options: --timeout S (one input running longer is a hang: 10), --rss-limit-mb M (2048),
# --stack-kb K (overrides each target's stack: 128 KiB unless its line says otherwise),
# --max-len N (overrides each target's largest input).
#
# The stack is small on purpose: Apple platforms give secondary threads and Swift concurrency
# 512 KiB, unoptimised builds need several times the stack of these optimised ones, so any
# recursion that grows with the input must show up here as a stack overflow. The one exception
# is the audit of Swift sources: SwiftParser recurses up to its nesting limit, so the auditor
# always parses on a thread with AuditThread.stackSize (32 MiB) of stack, and its target gets
# the same.
#
# Everything is built and written under .build/fuzz (git-ignored): bin/ the targets,
# corpus/<target>/ the inputs found so far (kept between runs; corpus-seeded/ with --seeds),
# artifacts/<target>/ the input of a crash, leak, timeout or out-of-memory, logs/ libFuzzer's
# output.
#
# Exit status: 0 when every target ran clean, 1 when one failed (its input is kept and the
# command to replay it is printed), 2 for a usage or build error. docs/fuzzing.md has the rest.
set -euo pipefail
invoked_from="$(pwd)"
cd "$(dirname "$0")/.."
root="$(pwd)"
script="$root/Scripts/fuzz.sh"

# Modules the targets import: name, source folder, modules it imports, extra needs ("zlib" for
# the CZlib module map and -lz, "syntax" for the toolchain's SwiftSyntax and SwiftParser).
modules=(
  "AnimationFiles  Sources/AnimationFiles  -               zlib"
  "MotionAuditSources    Sources/MotionAuditSources    AnimationFiles        zlib"
  "MotionAuditSyntax     Sources/MotionAuditSyntax     MotionAuditSources    zlib,syntax"
  "MotionAuditSemantics  Sources/MotionAuditSemantics  MotionAuditSyntax,AnimationFiles  zlib,syntax"
  "MotionAuditMotion     Sources/MotionAuditMotion     MotionAuditSemantics  zlib,syntax"
  "MotionAudit           Sources/MotionAudit           MotionAuditMotion     zlib,syntax"
  "MotionAuditEngine     Sources/MotionAuditEngine     MotionAudit           zlib,syntax"
  "VectorGraphics  Sources/VectorGraphics  -               -"
  "LottieRendering Sources/LottieRendering AnimationFiles,VectorGraphics  zlib"
  "RiveRendering   Sources/RiveRendering   AnimationFiles,VectorGraphics  zlib"
)

# Targets: name, entry file, the module it imports (its imports come along), largest input,
# stack in KiB ("-": the default, 128).
targets=(
  "riv                Fuzz/Targets/RiveFileFuzzTarget.swift             AnimationFiles  65536  -"
  "lottie             Fuzz/Targets/LottieAnimationFuzzTarget.swift      AnimationFiles  65536  -"
  "dotlottie          Fuzz/Targets/DotLottieArchiveFuzzTarget.swift     AnimationFiles  65536  -"
  "dotlottie-content  Fuzz/Targets/DotLottieContentFuzzTarget.swift     AnimationFiles  65536  -"
  "reader             Fuzz/Targets/AnimationFileReaderFuzzTarget.swift  AnimationFiles  65536  -"
  "audit              Fuzz/Targets/SwiftAuditFuzzTarget.swift           MotionAuditEngine  65536  32768"
  "render             Fuzz/Targets/LottieRenderingFuzzTarget.swift      LottieRendering 131072 -"
  "font               Fuzz/Targets/FontRenderingFuzzTarget.swift        LottieRendering 65536  -"
  "rive-render        Fuzz/Targets/RiveRenderingFuzzTarget.swift        RiveRendering   131072 -"
)

seconds=60
timeout=10
rss_limit_mb=2048
default_stack_kb=128
stack_kb_override=""
max_len_override=""
selected=()
seed_dirs=()
merge=false
build_only=false

# Prints the header comment above; exits with $1.
usage() {
  sed -n '2,/^set -euo/p' "$script" | sed '$d' | sed 's/^# \{0,1\}//'
  exit "$1"
}

need_value() { [[ $# -ge 2 && -n "$2" ]] || { echo "error: $1 needs a value" >&2; exit 2; }; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --seconds) need_value "$@"; seconds="$2"; shift 2 ;;
    --target) need_value "$@"; selected+=("$2"); shift 2 ;;
    --seeds)
      need_value "$@"
      seed_dirs+=("$(cd "$invoked_from" && cd "$2" && pwd)") \
        || { echo "error: no folder $2" >&2; exit 2; }
      shift 2 ;;
    --timeout) need_value "$@"; timeout="$2"; shift 2 ;;
    --rss-limit-mb) need_value "$@"; rss_limit_mb="$2"; shift 2 ;;
    --stack-kb) need_value "$@"; stack_kb_override="$2"; shift 2 ;;
    --max-len) need_value "$@"; max_len_override="$2"; shift 2 ;;
    --merge) merge=true; shift ;;
    --build-only) build_only=true; shift ;;
    --list)
      for line in "${targets[@]}"; do read -r name entry _ <<<"$line"; echo "$name  $entry"; done
      exit 0 ;;
    -h | --help) usage 0 ;;
    *) echo "error: unknown option $1" >&2; usage 2 >&2 ;;
  esac
done
if $merge && [[ ${#seed_dirs[@]} -gt 0 ]]; then
  # Inputs grown from outside files may be near-copies of them: they never enter the repository.
  echo "error: --merge cannot be combined with --seeds" >&2
  exit 2
fi
for number in "$seconds" "$timeout" "$rss_limit_mb" ${stack_kb_override:+"$stack_kb_override"} \
  ${max_len_override:+"$max_len_override"}; do
  [[ "$number" =~ ^[1-9][0-9]*$ ]] || { echo "error: $number is not a positive number" >&2; exit 2; }
done

known_target() {
  local line name
  for line in "${targets[@]}"; do read -r name _ <<<"$line"; [[ "$name" == "$1" ]] && return 0; done
  return 1
}
if [[ ${#selected[@]} -eq 0 ]]; then
  for line in "${targets[@]}"; do read -r name _ <<<"$line"; selected+=("$name"); done
fi
for name in "${selected[@]}"; do
  known_target "$name" || { echo "error: no fuzz target named $name (see --list)" >&2; exit 2; }
done

command -v swiftc >/dev/null || { echo "error: swiftc is not on the PATH" >&2; exit 2; }
build="$root/.build/fuzz"
mkdir -p "$build/bin" "$build/modules" "$build/lib" "$build/logs"
host_syntax="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/host"
# One package name, so `package` declarations are visible across the modules as in SwiftPM.
swift_flags=(-parse-as-library -swift-version 6 -sanitize=fuzzer,address -O -g -package-name MotionAware)

module_line() {
  local line name
  for line in "${modules[@]}"; do read -r name _ <<<"$line"; [[ "$name" == "$1" ]] && echo "$line"; done
}

# A module and the modules it imports, dependencies first, in `ordered`.
ordered=()
collect_module() {
  local name folder imports needs
  read -r name folder imports needs <<<"$(module_line "$1")"
  [[ -n "$name" ]] || { echo "error: no module named $1 in Scripts/fuzz.sh" >&2; exit 2; }
  [[ " ${ordered[*]-} " == *" $name "* ]] && return 0
  if [[ "$imports" != "-" ]]; then
    local import
    for import in ${imports//,/ }; do collect_module "$import"; done
  fi
  ordered+=("$name")
}

# Compiler and linker flags for a module's needs.
compile_needs=()
link_needs=()
add_needs() {
  local need
  for need in ${1//,/ }; do
    case "$need" in
      zlib) compile_needs+=(-I "$root/Sources/CZlib"); link_needs+=(-lz) ;;
      syntax)
        compile_needs+=(-I "$host_syntax")
        link_needs+=(-L "$host_syntax" -lSwiftSyntax -lSwiftParser
          -Xlinker -rpath -Xlinker "$host_syntax") ;;
      -) ;;
      *) echo "error: unknown module need $need" >&2; exit 2 ;;
    esac
  done
}

# Whether `output` exists and nothing it is built from (the other arguments) is newer.
up_to_date() {
  local output="$1"
  shift
  [[ -f "$output" && -z "$(find "$@" "$script" -newer "$output" -print -quit)" ]]
}

# Builds a module's static library (its imports are built first) unless it is up to date.
build_module() {
  local name folder imports needs library sources inputs=()
  read -r name folder imports needs <<<"$(module_line "$1")"
  library="$build/lib/lib$name.a"
  add_needs "$needs"
  [[ "$imports" == "-" ]] || for each in ${imports//,/ }; do inputs+=("$build/lib/lib$each.a"); done
  up_to_date "$library" "$folder" "${inputs[@]}" && return 0
  echo "== Building module $name"
  local started
  started="$(date +%s)"
  mapfile -t sources < <(find "$folder" -name '*.swift' | sort)
  if ! swiftc "${swift_flags[@]}" -wmo -module-name "$name" -emit-library -static \
    -emit-module -emit-module-path "$build/modules/$name.swiftmodule" \
    -I "$build/modules" "${compile_needs[@]}" "${sources[@]}" -o "$library"; then
    echo "error: building module $name failed" >&2
    exit 2
  fi
  # Dated from the start of the build, so a source saved while it ran is newer and rebuilt.
  touch -d "@$started" "$library"
}

build_target() {
  local name entry module max_len libraries=()
  read -r name entry module max_len _ <<<"$1"
  ordered=()
  compile_needs=()
  link_needs=()
  collect_module "$module"
  local each index
  for each in "${ordered[@]}"; do build_module "$each"; done
  # Static libraries link dependents first.
  for ((index = ${#ordered[@]} - 1; index >= 0; index--)); do
    libraries+=("$build/lib/lib${ordered[index]}.a")
  done
  up_to_date "$build/bin/$name" "$entry" Fuzz/Support "${libraries[@]}" && return 0
  echo "== Building target $name"
  local started
  started="$(date +%s)"
  if ! swiftc "${swift_flags[@]}" -warnings-as-errors -use-ld=lld -module-name FuzzTarget \
    -I "$build/modules" "${compile_needs[@]}" Fuzz/Support/*.swift "$entry" \
    "${libraries[@]}" "${link_needs[@]}" -o "$build/bin/$name"; then
    echo "error: building target $name failed" >&2
    exit 2
  fi
  touch -d "@$started" "$build/bin/$name"
}

results=()
failed=false

run_target() {
  local name entry module max_len stack_kb
  read -r name entry module max_len stack_kb <<<"$1"
  max_len="${max_len_override:-$max_len}"
  [[ "$stack_kb" == "-" ]] && stack_kb="$default_stack_kb"
  stack_kb="${stack_kb_override:-$stack_kb}"
  local corpus="$build/corpus/$name" artifacts="$build/artifacts/$name/"
  [[ ${#seed_dirs[@]} -eq 0 ]] || corpus="$build/corpus-seeded/$name"
  local committed="$root/Fuzz/Corpus/$name" log="$build/logs/$name.log"
  mkdir -p "$corpus" "$artifacts" "$committed"
  local options=(
    -max_total_time="$seconds" -max_len="$max_len" -timeout="$timeout"
    -rss_limit_mb="$rss_limit_mb" -print_final_stats=1 -artifact_prefix="$artifacts"
  )
  [[ -f "Fuzz/Dictionaries/$name.dict" ]] && options+=(-dict="Fuzz/Dictionaries/$name.dict")

  echo "== Fuzzing $name for $seconds s (inputs up to $max_len bytes, timeout $timeout s," \
    "stack $stack_kb KiB)"
  local status=0
  # The first corpus folder receives new inputs; the committed seeds are only read.
  (ulimit -s "$stack_kb" && exec "$build/bin/$name" "${options[@]}" "$corpus" "$committed" \
    "${seed_dirs[@]}") >"$log" 2>&1 || status=$?
  grep -E '^(#[0-9]+.*(DONE|INITED)|Done [0-9]+ runs|stat::|SUMMARY|==[0-9]+==ERROR)' "$log" || true
  local runs
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  if [[ $status -ne 0 ]]; then
    failed=true
    local input
    input="$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)"
    results+=("$name: FAILED (exit $status) after ${runs:-?} runs; input: ${input:-none}")
    echo "error: $name failed; the log is $log" >&2
    [[ -n "$input" ]] && echo "replay: (ulimit -s $stack_kb; $build/bin/$name $input)" >&2
    tail -n 60 "$log" >&2
    return 0
  fi
  results+=("$name: ${runs:-?} runs in $seconds s, no crash")
  if $merge; then
    echo "== Merging new coverage from $name into Fuzz/Corpus/$name"
    # Edges only, without hit counts: the committed corpus stays small, the local one keeps all.
    if ! (ulimit -s "$stack_kb" && exec "$build/bin/$name" -merge=1 -use_counters=0 \
      -max_len="$max_len" -timeout="$timeout" -rss_limit_mb="$rss_limit_mb" \
      "$committed" "$corpus") \
      >"$build/logs/$name-merge.log" 2>&1; then
      failed=true
      results+=("$name: merging failed; the log is $build/logs/$name-merge.log")
      return 0
    fi
    grep -E 'MERGE-OUTER: [0-9]+ new files' "$build/logs/$name-merge.log" || true
  fi
}

for line in "${targets[@]}"; do
  read -r name _ <<<"$line"
  [[ " ${selected[*]} " == *" $name "* ]] || continue
  build_target "$line"
done
$build_only && exit 0

for line in "${targets[@]}"; do
  read -r name _ <<<"$line"
  [[ " ${selected[*]} " == *" $name "* ]] || continue
  run_target "$line"
done

echo
echo "== Fuzzing summary ($(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores)"
printf '  %s\n' "${results[@]}"
$failed && exit 1
exit 0
