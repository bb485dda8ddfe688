#!/usr/bin/env bash
# Start-up of a small command against the Foundation floor:
#   ./scripts/bench-startup.sh BEFORE AFTER [--runs N]
#
# Builds the floor (Benchmarks/Floor, `swiftc -O -static-stdlib`), makes a project with BEFORE
# (`new project Hotel`, so both binaries can read its config), then times, in alternating order on
# fresh copies, the floor writing two files and `new coordinator Payment --parent App` with each
# binary. Prints the median wall-clock milliseconds and the ratio to the floor. docs/PERFORMANCE.md.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 64; }
before="$(realpath "$1")" after="$(realpath "$2")"
runs=21
[ "${3:-}" = "--runs" ] && runs="${4:?--runs needs a number}"
work="$(mktemp -d "${TMPDIR:-/tmp}/coordgen-startup.XXXXXX")"
trap 'rm -rf "$work"' EXIT
swiftc -O -static-stdlib Benchmarks/Floor/main.swift -o "$work/floor" 2>/dev/null
(cd "$work" && "$before" new project Hotel >/dev/null)
us() { local t="${EPOCHREALTIME/[.,]/}"; echo "$((10#$t))"; }
for which in floor before after; do : >"$work/$which.times"; done
for ((round = 1; round <= runs; round++)); do
    for which in floor before after; do
        rm -rf "$work/run" && cp -a "$work/Hotel" "$work/run"
        cd "$work/run"
        start="$(us)"
        case "$which" in
            floor) "$work/floor" Payment Hotel/Coordinators >/dev/null ;;
            before) "$before" new coordinator Payment --parent App >/dev/null ;;
            after) "$after" new coordinator Payment --parent App >/dev/null ;;
        esac
        end="$(us)"
        cd - >/dev/null
        echo "$((end - start))" >>"$work/$which.times"
    done
done
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
floor_us="$(median "$work/floor.times")"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown); medians of $runs rounds"
for which in floor before after; do
    m="$(median "$work/$which.times")"
    awk -v w="$which" -v m="$m" -v f="$floor_us" 'BEGIN { printf "%-7s %6.1f ms  %4.1fx\n", w, m / 1000, m / f }'
done
