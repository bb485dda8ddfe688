#!/usr/bin/env bash
# Compares two coordgen binaries on `new coordinator`, `new screen`, `init`, `tree` and `doctor` in a
# 1,000-coordinator app, and with the floor of reading that app:
#   ./scripts/bench-large-app.sh BASELINE CANDIDATE [--runs N] [--callgrind] [--floor PARSE_FLOOR]
#
#   BASELINE, CANDIDATE  two coordgen executables, e.g. release builds (`swift build -c release
#                        --static-swift-stdlib`, as scripts/bench.sh and install.sh build) of two commits
#   --runs N             timed rounds (default 21, at least 10); each round runs every command with both
#                        binaries, in alternating order, each on a fresh copy of its input
#   --callgrind          also count instructions (valgrind --tool=callgrind, on copies without debug info)
#   --floor PATH         the parse-floor executable (Benchmarks/ParseFloor, built with the candidate:
#                        `swift build -c release --static-swift-stdlib --product parse-floor`): walks and
#                        parses the app's files with swift-syntax and nothing else; it is timed (and
#                        counted) in the same rounds, and each command of the large app gets its ratio
#
# The app is `coordgen new project Hotel` plus the 1,000 coordinator files (each with its view
# controller) of LargeAppGenerator (Tests/CoordgenKitTests/Analysis), written by the test suite with
# COORDGEN_LARGE_APP, in Hotel/Flows: 1,000 files, 1.5 MB of Swift. Prints median wall-clock
# milliseconds (read with $EPOCHREALTIME, so no `date` process is timed) and, with --callgrind,
# instruction counts. Results: docs/PERFORMANCE.md.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"

usage() { sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; }
[ $# -ge 2 ] || { usage >&2; exit 64; }
baseline="$(realpath "$1")"
candidate="$(realpath "$2")"
shift 2
runs=21
callgrind=false
floor=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) [ $# -ge 2 ] || { echo "error: --runs needs a number" >&2; exit 64; }; runs="$2"; shift 2 ;;
        --callgrind) callgrind=true; shift ;;
        --floor) [ $# -ge 2 ] || { echo "error: --floor needs a path" >&2; exit 64; }; floor="$(realpath "$2")"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; usage >&2; exit 64 ;;
    esac
done
case "$runs" in ''|*[!0-9]*) echo "error: --runs needs a number, not '$runs'" >&2; exit 64 ;; esac
[ "$runs" -ge 10 ] || { echo "error: use at least 10 runs" >&2; exit 64; }
for binary in "$baseline" "$candidate"; do
    [ -x "$binary" ] || { echo "error: $binary is not an executable" >&2; exit 1; }
done

work="$(mktemp -d "${TMPDIR:-/tmp}/coordgen-large-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/inputs" "$work/runs"

echo "writing the 1,000-coordinator app (swift test --filter AnalysisPerformanceTests)…" >&2
COORDGEN_LARGE_APP="$work/large" swift test --disable-swift-testing --filter AnalysisPerformanceTests >"$work/large.log" 2>&1 \
    || { cat "$work/large.log" >&2; exit 1; }
"$baseline" new project Hotel --output "$work/inputs" >/dev/null
cp -a "$work/inputs/Hotel" "$work/inputs/Large"
mkdir -p "$work/inputs/Large/Hotel/Flows"
# Coordinator.swift declares the large app's own protocols and scene delegate; Hotel has its own.
cp "$work/large/Large/Coordinators/"Flow*Coordinator.swift "$work/inputs/Large/Hotel/Flows/"
count="$(find "$work/inputs/Large" -name '*.swift' | wc -l | tr -d ' ')"

names=(fresh-parent large-parent large-plain large-screen large-init large-tree large-doctor)
label() {
    case "$1" in
        fresh-parent) echo "new coordinator Payment --parent App, new project" ;;
        large-parent) echo "new coordinator Payment --parent App, 1,000-coordinator app" ;;
        large-plain) echo "new coordinator Payment, 1,000-coordinator app" ;;
        large-screen) echo "new screen Details --coordinator App, 1,000-coordinator app" ;;
        large-init) echo "init --force --dry-run, 1,000-coordinator app" ;;
        large-tree) echo "tree, 1,000-coordinator app" ;;
        large-doctor) echo "doctor, 1,000-coordinator app" ;;
    esac
}
input_of() { case "$1" in fresh-*) echo Hotel ;; *) echo Large ;; esac; }
arguments_of() {
    case "$1" in
        *-parent) echo "new coordinator Payment --parent App" ;;
        *-plain) echo "new coordinator Payment" ;;
        *-screen) echo "new screen Details --coordinator App" ;;
        *-init) echo "init --force --dry-run" ;;
        *-tree) echo "tree ." ;;
        *-doctor) echo "doctor ." ;;
    esac
}
# doctor exits 1 when it finds an error: that is a result, not a failure.
succeeded() { [ "$1" -eq 0 ] || { [ "$1" -eq 1 ] && [ "$2" = large-doctor ]; }; }
setup() { rm -rf "$2"; cp -a "$work/inputs/$(input_of "$1")" "$2"; }

us() { local t="${EPOCHREALTIME/[.,]/}"; echo "$((10#$t))"; }
binaries=(baseline candidate)
binary_path() { [ "$1" = baseline ] && echo "$baseline" || echo "$candidate"; }
for name in "${names[@]}"; do for which in "${binaries[@]}"; do : >"$work/times-$name-$which"; done; done
jobs=()
for name in "${names[@]}"; do for which in "${binaries[@]}"; do jobs+=("$name:$which"); done; done
: >"$work/times-floor"
# Untimed warm-up, which also checks every command works.
for job in "${jobs[@]}"; do
    name="${job%%:*}" which="${job##*:}" dir="$work/runs/$name-$which"
    setup "$name" "$dir"
    status=0
    (cd "$dir" && "$(binary_path "$which")" $(arguments_of "$name") >/dev/null 2>"$work/stderr") || status=$?
    succeeded "$status" "$name" || { echo "error: $which failed: $(arguments_of "$name")" >&2; cat "$work/stderr" >&2; exit 1; }
done
load_before="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "timing $runs rounds of ${#jobs[@]} commands…" >&2
for ((round = 1; round <= runs; round++)); do
    order=("${jobs[@]}")
    if ((round % 2 == 0)); then
        order=()
        for ((i = ${#jobs[@]} - 1; i >= 0; i--)); do order+=("${jobs[$i]}"); done
    fi
    for job in "${order[@]}"; do
        name="${job%%:*}" which="${job##*:}" dir="$work/runs/$name-$which"
        setup "$name" "$dir"
        binary="$(binary_path "$which")"
        read -r -a arguments <<<"$(arguments_of "$name")"
        cd "$dir"
        start="$(us)"
        "$binary" "${arguments[@]}" >/dev/null 2>&1
        end="$(us)"
        cd "$repo"
        echo "$((end - start))" >>"$work/times-$name-$which"
    done
    if [ -n "$floor" ]; then
        setup large-floor "$work/runs/floor"
        start="$(us)"
        "$floor" "$work/runs/floor" >/dev/null 2>&1
        end="$(us)"
        echo "$((end - start))" >>"$work/times-floor"
    fi
done

median_us() { sort -n "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
ms() { awk -v us="$1" 'BEGIN { printf "%.1f", us / 1000 }'; }
echo "Machine: $(nproc) cores; $(uname -sr); load average before the runs: $load_before."
echo "The app: a new project plus 1,000 coordinator files ($count Swift files)."
echo "Command: \`./scripts/bench-large-app.sh BASELINE CANDIDATE --runs $runs$($callgrind && echo ' --callgrind')\` ($(date -u +%Y-%m-%d)); medians of $runs alternating runs, wall clock."
echo
floor_us=""
[ -n "$floor" ] && floor_us="$(median_us "$work/times-floor")"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
echo "| command | baseline ms | candidate ms | added ms |$([ -n "$floor" ] && echo ' candidate / floor |')"
echo "| --- | ---: | ---: | ---: |$([ -n "$floor" ] && echo ' ---: |')"
for name in "${names[@]}"; do
    b="$(median_us "$work/times-$name-baseline")"
    c="$(median_us "$work/times-$name-candidate")"
    extra=""
    if [ -n "$floor" ]; then
        case "$name" in large-*) extra=" $(ratio "$c" "$floor_us") |" ;; *) extra=" |" ;; esac
    fi
    echo "| $(label "$name") | $(ms "$b") | $(ms "$c") | $(ms "$((c - b))") |$extra"
done
[ -n "$floor" ] && echo "| parse floor (walk + read + parse every file, every core) | | $(ms "$floor_us") | | 1.00x |"

if $callgrind; then
    echo "counting instructions (valgrind)…" >&2
    strip --strip-debug -o "$work/baseline-nodebug" "$baseline"
    strip --strip-debug -o "$work/candidate-nodebug" "$candidate"
    echo
    echo "| command (valgrind --tool=callgrind) | baseline | candidate | added |"
    echo "| --- | ---: | ---: | ---: |"
    for name in "${names[@]}"; do
        declare -A ir=()
        for which in "${binaries[@]}"; do
            dir="$work/runs/$name-$which"
            setup "$name" "$dir"
            read -r -a arguments <<<"$(arguments_of "$name")"
            (cd "$dir" && valgrind --tool=callgrind --callgrind-out-file="$work/callgrind-$name-$which.out" \
                "$work/$which-nodebug" "${arguments[@]}" >/dev/null 2>&1) || true
            ir[$which]="$(callgrind_annotate "$work/callgrind-$name-$which.out" 2>/dev/null \
                | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }')"
        done
        m() { awk -v n="$1" 'BEGIN { printf "%.1f M", n / 1e6 }'; }
        echo "| $(label "$name") | $(m "${ir[baseline]}") | $(m "${ir[candidate]}") | $(m "$((ir[candidate] - ir[baseline]))") |"
    done
    if [ -n "$floor" ]; then
        strip --strip-debug -o "$work/floor-nodebug" "$floor"
        setup large-floor "$work/runs/floor"
        valgrind --tool=callgrind --callgrind-out-file="$work/callgrind-floor.out" "$work/floor-nodebug" "$work/runs/floor" \
            >/dev/null 2>&1 || true
        f="$(callgrind_annotate "$work/callgrind-floor.out" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }')"
        echo "| parse floor (walk + read + parse every file) | | $(m "$f") | |"
    fi
    if [ -n "${COORDGEN_BENCH_KEEP:-}" ]; then cp "$work"/callgrind-*.out "$COORDGEN_BENCH_KEEP"/; fi
fi
