#!/usr/bin/env bash
# Benchmarks coordgen against a floor and a peer: ./scripts/bench.sh [--runs N] [--skip-build] [--write] [--callgrind] [--large | --large-only]
#
#   --runs N       timed rounds (default 15, at least 10); each round runs every command once, in
#                  alternating order, each on a fresh copy of its input; the table shows medians
#   --skip-build   reuse the release binaries already in the scratch folder
#   --write        also replace the table between the bench markers in docs/PERFORMANCE.md
#   --callgrind    also count the instructions of every command but cookiecutter (valgrind
#                  --tool=callgrind; installed when missing) and list where new coordinator spends them
#   --large        also time the large app (Benchmarks/LargeApp/generate.py: 1,544 Swift files of the
#                  CoordinatorType family): tree, doctor, init and new coordinator --parent, against the
#                  parse floor (Benchmarks/ParseFloor) on the same app, with peak memory of each
#   --large-only   only the large app and its parse floor (no cookiecutter needed)
#
# Builds coordgen release as install.sh does (static Swift runtime) into $BENCH_SCRATCH (default
# .build-bench), builds the floor (Benchmarks/Floor: a Swift program that imports Foundation and writes
# two files) the same way, installs cookiecutter (pip) and GNU time (apt-get) when missing, then reports
# wall-clock medians and peak memory (`/usr/bin/time -v`, maximum resident set size) side by side:
# the floor, `coordgen --version`, new coordinator vs cookiecutter, new project, xcode export (when the
# build has it), registration into 5 / 500 / 5,000 cases, and new coordinator in a 1,000-file project.
# Results and how to read them: docs/PERFORMANCE.md.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"

usage() {
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
}

runs=15
skip_build=false
write_doc=false
callgrind=false
large=false
large_only=false
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) [ $# -ge 2 ] || { echo "error: --runs needs a number" >&2; exit 64; }; runs="$2"; shift 2 ;;
        --runs=*) runs="${1#--runs=}"; shift ;;
        --skip-build) skip_build=true; shift ;;
        --write) write_doc=true; shift ;;
        --callgrind) callgrind=true; shift ;;
        --large) large=true; shift ;;
        --large-only) large=true; large_only=true; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; usage >&2; exit 64 ;;
    esac
done
case "$runs" in
    ''|*[!0-9]*) echo "error: --runs needs a number, not '$runs'" >&2; exit 64 ;;
esac
[ "$runs" -ge 10 ] || { echo "error: use at least 10 runs (medians of fewer are noise on a shared machine)" >&2; exit 64; }
command_line="./scripts/bench.sh --runs $runs"
$skip_build && command_line+=" --skip-build"
$write_doc && command_line+=" --write"
$callgrind && command_line+=" --callgrind"
$large_only && command_line+=" --large-only"
$large && ! $large_only && command_line+=" --large"
if $large_only && $write_doc; then echo "error: --write replaces the main table, which --large-only does not measure" >&2; exit 64; fi

# MARK: - Tools

sudo_cmd=""
[ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo_cmd="sudo"
apt_install() {
    command -v apt-get >/dev/null 2>&1 || { echo "error: please install $* (no apt-get found)" >&2; exit 1; }
    echo "installing $* (apt-get)" >&2
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$@" >/dev/null
}
[ -x /usr/bin/time ] || apt_install time
if $callgrind && ! command -v valgrind >/dev/null 2>&1; then apt_install valgrind; fi
if ! $large_only && ! command -v cookiecutter >/dev/null 2>&1; then
    echo "installing cookiecutter (pip)" >&2
    python3 -m pip install --quiet cookiecutter
fi
cookiecutter_bin="$(command -v cookiecutter || echo cookiecutter)"
# pyenv puts a shell-script shim on PATH; time the real entry point, not the shim's own start-up.
if ! $large_only && command -v pyenv >/dev/null 2>&1 && real="$(pyenv which cookiecutter 2>/dev/null)"; then
    cookiecutter_bin="$real"
fi

# MARK: - Build

scratch="${BENCH_SCRATCH:-.build-bench}"
build_flags=(-c release --product coordgen --scratch-path "$scratch")
floor_flags=(-O)
# The same linking as install.sh, for coordgen and the floor alike.
if [ "$(uname)" = "Linux" ]; then
    build_flags+=(--static-swift-stdlib)
    floor_flags+=(-static-stdlib)
fi
if ! $skip_build; then
    echo "building coordgen (release, ${build_flags[*]})…" >&2
    swift build "${build_flags[@]}" >&2
    if $large; then swift build "${build_flags[@]/#coordgen/parse-floor}" >&2; fi
fi
coordgen="$(swift build "${build_flags[@]}" --show-bin-path)/coordgen"
parse_floor="$(swift build "${build_flags[@]}" --show-bin-path)/parse-floor"
if $large && [ ! -x "$parse_floor" ]; then echo "error: $parse_floor was not built; run without --skip-build" >&2; exit 1; fi
case "$scratch" in /*) floor="$scratch/floor" ;; *) floor="$repo/$scratch/floor" ;; esac
if ! $large_only && { ! $skip_build || [ ! -x "$floor" ]; }; then
    echo "building the floor (swiftc ${floor_flags[*]})…" >&2
    swiftc "${floor_flags[@]}" Benchmarks/Floor/main.swift -o "$floor" 2>/dev/null
fi
[ -x "$coordgen" ] || { echo "error: $coordgen was not built; run without --skip-build" >&2; exit 1; }

# MARK: - Inputs

work="$(mktemp -d "${TMPDIR:-/tmp}/coordgen-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/inputs" "$work/runs"
printf 'replay_dir: "%s"\ncookiecutters_dir: "%s"\n' "$work/cc-replay" "$work/cc-cache" > "$work/cookiecutter.yml"

if ! $large_only; then
"$coordgen" new project Hotel --output "$work/inputs" >/dev/null
# Projects whose CoordinatorType already has N cases: the app's plus N - 1 flows, one per line.
enum_file=Hotel/Coordinators/CoordinatorType.swift
for n in 5 500 5000; do
    cp -a "$work/inputs/Hotel" "$work/inputs/Hotel$n"
    header="$(sed '/^enum CoordinatorType/,$d' "$work/inputs/Hotel/$enum_file")"
    {
        printf '%s\nenum CoordinatorType {\n    case app\n' "$header"
        for ((i = 1; i < n; i++)); do printf '    case flow%d\n' "$i"; done
        printf '}\n'
    } > "$work/inputs/Hotel$n/$enum_file"
done
# A project the size of a real app: 1,000 more Swift files for `--parent` to search through.
cp -a "$work/inputs/Hotel" "$work/inputs/HotelLarge"
mkdir -p "$work/inputs/HotelLarge/Hotel/Legacy"
for ((i = 1; i <= 1000; i++)); do
    printf 'import UIKit\n\n/// Screen %d of the old app.\nfinal class Legacy%dViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = "Legacy %d"\n    }\n}\n' \
        "$i" "$i" "$i" > "$work/inputs/HotelLarge/Hotel/Legacy/Legacy$i.swift"
done
fi
has_xcode_export=false
if "$coordgen" xcode export --help >/dev/null 2>&1; then has_xcode_export=true; fi
# The large app, as written (for tree, doctor and init) and adopted by `init` (for new coordinator).
large_parent=BookingSearch
if $large; then
    python3 Benchmarks/LargeApp/generate.py "$work/inputs/Harbor" >&2
    cp -a "$work/inputs/Harbor" "$work/inputs/HarborAdopted"
    (cd "$work/inputs/HarborAdopted" && "$coordgen" init >/dev/null)
fi

# Each benchmark: a name, a setup that makes a fresh input in $1 (not timed), and the timed command
# run in $1. Commands print to /dev/null; a failure stops the benchmark.
names=()
if ! $large_only; then
    names=(floor startup coordinator cookiecutter project)
    $has_xcode_export && names+=(xcode)
    names+=(register5 register500 register5000 large)
fi
large_names=(parsefloor app-tree app-doctor app-init app-coordinator)
$large && names+=("${large_names[@]}")

label() {
    case "$1" in
        floor) echo 'floor: Swift + Foundation, writes 2 files' ;;
        startup) echo 'coordgen --version (start-up only, no work)' ;;
        large) echo 'coordgen new coordinator Payment --parent App, 1,000 more Swift files' ;;
        coordinator) echo 'coordgen new coordinator Payment --parent App' ;;
        cookiecutter) echo 'cookiecutter, one-file coordinator template' ;;
        project) echo 'coordgen new project Hotel' ;;
        xcode) echo 'coordgen xcode export DIR' ;;
        register*) echo "coordgen new coordinator Payment, ${1#register} cases" ;;
        parsefloor) echo 'parse floor: walk, read and parse every Swift file (Benchmarks/ParseFloor)' ;;
        app-tree) echo 'coordgen tree' ;;
        app-doctor) echo 'coordgen doctor' ;;
        app-init) echo 'coordgen init' ;;
        app-coordinator) echo "coordgen new coordinator Zebra --parent $large_parent" ;;
    esac
}

setup() {
    local name="$1" dir="$2"
    rm -rf "$dir"
    case "$name" in
        coordinator) cp -a "$work/inputs/Hotel" "$dir" ;;
        register*) cp -a "$work/inputs/Hotel${name#register}" "$dir" ;;
        large) cp -a "$work/inputs/HotelLarge" "$dir" ;;
        parsefloor | app-tree | app-doctor | app-init) cp -a "$work/inputs/Harbor" "$dir" ;;
        app-coordinator) cp -a "$work/inputs/HarborAdopted" "$dir" ;;
        *) mkdir -p "$dir" ;;
    esac
}

# Sets `cwd` and `cmd` (an array) to the command of benchmark $1 on the input in $2. Callers run it in
# this shell, not a subshell, so every command is timed with the same single fork and exec.
command_for() {
    local name="$1" dir="$2"
    cwd="$dir"
    case "$name" in
        floor) cmd=("$floor" Payment "$dir") ;;
        startup) cmd=("$coordgen" --version) ;;
        coordinator | large) cmd=("$coordgen" new coordinator Payment --parent App) ;;
        cookiecutter) cmd=("$cookiecutter_bin" --no-input --config-file "$work/cookiecutter.yml" -o "$dir"
            "$repo/Benchmarks/cookiecutter-coordinator" name=Payment) ;;
        project) cmd=("$coordgen" new project Hotel --output "$dir") ;;
        xcode) cmd=("$coordgen" xcode export "$dir/Templates") ;;
        register*) cmd=("$coordgen" new coordinator Payment) ;;
        parsefloor) cmd=("$parse_floor" .) ;;
        app-tree) cmd=("$coordgen" tree .) ;;
        app-doctor) cmd=("$coordgen" doctor .) ;;
        app-init) cmd=("$coordgen" init) ;;
        app-coordinator) cmd=("$coordgen" new coordinator Zebra --parent "$large_parent") ;;
    esac
}

# MARK: - Timing

# Times in microseconds, one file per benchmark. EPOCHREALTIME avoids forking `date` inside the timed span.
us() { local t="${EPOCHREALTIME/[.,]/}"; echo "$((10#$t))"; }
for name in "${names[@]}"; do : > "$work/times-$name"; done
# Warm the page cache and Python's bytecode cache once, untimed.
for name in "${names[@]}"; do
    setup "$name" "$work/runs/$name"
    command_for "$name" "$work/runs/$name"
    cd "$cwd"
    "${cmd[@]}" >/dev/null 2>"$work/stderr" || { echo "error: the $name benchmark failed: ${cmd[*]}" >&2; cat "$work/stderr" >&2; exit 1; }
    cd "$repo"
done
load_before="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "timing $runs rounds of ${#names[@]} commands…" >&2
for ((round = 1; round <= runs; round++)); do
    # Alternate the order every round so no command always follows the same one.
    order=("${names[@]}")
    if ((round % 2 == 0)); then
        order=()
        for ((i = ${#names[@]} - 1; i >= 0; i--)); do order+=("${names[$i]}"); done
    fi
    for name in "${order[@]}"; do
        dir="$work/runs/$name"
        setup "$name" "$dir"
        command_for "$name" "$dir"
        cd "$cwd"
        start="$(us)"
        "${cmd[@]}" >/dev/null 2>&1 || { echo "error: the $name benchmark failed in round $round: ${cmd[*]}" >&2; exit 1; }
        end="$(us)"
        cd "$repo"
        echo "$((end - start))" >> "$work/times-$name"
    done
done

# Peak memory: the largest maximum resident set size of three runs under GNU time.
peak_kib() {
    local name="$1" best=0 kib
    for _ in 1 2 3; do
        setup "$name" "$work/runs/$name"
        command_for "$name" "$work/runs/$name"
        cd "$cwd"
        /usr/bin/time -v -o "$work/time-v" "${cmd[@]}" >/dev/null 2>&1
        cd "$repo"
        kib="$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time-v")"
        if ((kib > best)); then best="$kib"; fi
    done
    echo "$best"
}

median_us() { sort -n "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
ms() { awk -v us="$1" 'BEGIN { printf "%.1f", us / 1000 }'; }
mib() { awk -v kib="$1" 'BEGIN { printf "%.1f", kib / 1024 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

declare -A median peak
for name in "${names[@]}"; do
    median[$name]="$(median_us "$work/times-$name")"
    peak[$name]="$(peak_kib "$name")"
done
floor_us="${median[floor]:-}"

# MARK: - Report

cpu="$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || uname -m)"
memory="$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || echo unknown)"
report="$work/report.md"
{
    echo "Machine: $(nproc) cores, $cpu, $memory RAM; $(uname -sr); $(swift --version 2>/dev/null | head -1);"
    $large_only || echo "$("$cookiecutter_bin" --version | sed -E 's/^Cookiecutter ([^ ]+) from .*\(Python ([^ ]+) .*/cookiecutter \1 on Python \2/');"
    echo "load average before the runs: $load_before (other work on the machine makes every row slower alike)."
    echo "Command: \`$command_line\` ($(date -u +%Y-%m-%d)); medians of $runs alternating runs, wall clock."
    if ! $large_only; then
        $has_xcode_export && echo "\`coordgen xcode export\` exists in this build and is included." \
            || echo "\`coordgen xcode export\` does not exist in this build and is left out."
    fi
    if ! $large_only; then
    echo
    echo "| command | median ms | min–max ms | × floor | peak RSS MiB |"
    echo "| --- | ---: | ---: | ---: | ---: |"
    for name in "${names[@]}"; do
        case "$name" in parsefloor | app-*) continue ;; esac
        min="$(sort -n "$work/times-$name" | sed -n 1p)"
        max="$(sort -n "$work/times-$name" | sed -n '$p')"
        echo "| $(label "$name") | $(ms "${median[$name]}") | $(ms "$min")–$(ms "$max") | $(ratio "${median[$name]}" "$floor_us") | $(mib "${peak[$name]}") |"
    done
    echo
    verdict() { if awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; then echo met; else echo MISSED; fi; }
    coordinator_ratio="$(ratio "${median[coordinator]}" "$floor_us")"
    speedup="$(ratio "${median[cookiecutter]}" "${median[coordinator]}")"
    growth="$(ratio "${median[register5000]}" "${median[register5]}")"
    max_peak=0
    for name in "${names[@]}"; do
        case "$name" in cookiecutter | floor | parsefloor | app-*) continue ;; esac
        if ((peak[$name] > max_peak)); then max_peak="${peak[$name]}"; fi
    done
    echo "| target | measured | |"
    echo "| --- | ---: | --- |"
    echo "| new coordinator ≤ 1.5× floor | ${coordinator_ratio}× | $(verdict "$coordinator_ratio" 1.5) |"
    echo "| ≥ 25× faster than cookiecutter | ${speedup}× | $(verdict 25 "$speedup") |"
    echo "| 5,000-case registration ≤ 3× the 5-case time | ${growth}× | $(verdict "$growth" 3) |"
    echo "| peak memory of coordgen ≤ 40 MiB | $(mib "$max_peak") MiB | $(verdict "$(mib "$max_peak")" 40) |"
    fi
    if $large; then
        verdict() { if awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; then echo met; else echo MISSED; fi; }
        parse_us="${median[parsefloor]}"
        parse_kib="${peak[parsefloor]}"
        echo
        echo "The large app: \`python3 Benchmarks/LargeApp/generate.py\` ($(find "$work/inputs/Harbor" -name '*.swift' | wc -l | tr -d ' ') Swift files, $(cat $(find "$work/inputs/Harbor" -name '*.swift') | wc -c | awk '{ printf "%.1f MB", $1 / 1e6 }'), a $(wc -c < "$work/inputs/Harbor/Harbor.xcodeproj/project.pbxproj" | awk '{ printf "%.0f KB", $1 / 1e3 }') project file); \`new coordinator\` runs in a copy \`coordgen init\` adopted."
        echo
        echo "| command, large app | median ms | min–max ms | × parse floor | peak RSS MiB | × parse floor |"
        echo "| --- | ---: | ---: | ---: | ---: | ---: |"
        for name in "${large_names[@]}"; do
            min="$(sort -n "$work/times-$name" | sed -n 1p)"
            max="$(sort -n "$work/times-$name" | sed -n '$p')"
            echo "| $(label "$name") | $(ms "${median[$name]}") | $(ms "$min")–$(ms "$max") | $(ratio "${median[$name]}" "$parse_us") | $(mib "${peak[$name]}") | $(ratio "${peak[$name]}" "$parse_kib") |"
        done
        echo
        echo "| target, large app | measured | |"
        echo "| --- | ---: | --- |"
        for name in app-tree app-doctor; do
            r="$(ratio "${median[$name]}" "$parse_us")"
            echo "| \`${name#app-}\` time ≤ 1.3× the parse floor | ${r}× | $(verdict "$r" 1.3) |"
            r="$(ratio "${peak[$name]}" "$parse_kib")"
            echo "| \`${name#app-}\` peak memory ≤ 3× the parse floor | ${r}× | $(verdict "$r" 3) |"
        done
        for name in app-init app-coordinator; do
            r="$(ratio "${median[$name]}" "$parse_us")"
            echo "| \`$(label "$name" | sed 's/^coordgen //')\` time ≤ 2× the parse floor | ${r}× | $(verdict "$r" 2) |"
        done
    fi
} > "$report"
cat "$report"

# MARK: - Instruction counts

if $callgrind; then
    echo "counting instructions (valgrind)…" >&2
    # Wall clock on a shared machine wobbles; instruction counts do not. Valgrind cannot read the
    # release binary's DWARF, so it runs a copy without debug info (symbol names stay).
    strip --strip-debug -o "$work/coordgen-nodebug" "$coordgen"
    instructions() {
        local name="$1" out="$work/callgrind-$1.out"
        setup "$name" "$work/runs/$name"
        command_for "$name" "$work/runs/$name"
        [ "${cmd[0]}" = "$coordgen" ] && cmd[0]="$work/coordgen-nodebug"
        cd "$cwd"
        valgrind --tool=callgrind --callgrind-out-file="$out" "${cmd[@]}" >/dev/null 2>&1
        cd "$repo"
        # No early `exit` in awk: that would end callgrind_annotate with SIGPIPE, and pipefail with it.
        callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }'
    }
    {
    if ! $large_only; then
    echo
    echo "| command (valgrind --tool=callgrind) | instructions | × floor |"
    echo "| --- | ---: | ---: |"
    floor_ir="$(instructions floor)"
    for name in "${names[@]}"; do
        case "$name" in cookiecutter | parsefloor | app-*) continue ;; esac
        ir="$([ "$name" = floor ] && echo "$floor_ir" || instructions "$name")"
        echo "| $(label "$name") | $(awk -v n="$ir" 'BEGIN { printf "%.1f M", n / 1e6 }') | $(ratio "$ir" "$floor_ir") |"
    done
    echo
    echo "Top functions of new coordinator --parent App, inclusive:"
    echo '```'
    callgrind_annotate --inclusive=yes "$work/callgrind-coordinator.out" 2>/dev/null | sed -n '/PROGRAM TOTALS/,$p' | sed -n '4,45p' \
        | grep -v -e 'below main' -e 'libc-start' -e 'libc_start' -e ':0x0000' | swift demangle --simplified \
        | sed -E 's# \[/[^]]*\]$##; s#\?\?\?:##' | cut -c1-150
    echo '```'
    fi
    if $large; then
        # The parse floor is counted from its own copy without debug info, like coordgen.
        strip --strip-debug -o "$work/parse-floor-nodebug" "$parse_floor"
        echo
        echo "| command, large app (valgrind --tool=callgrind) | instructions | × parse floor |"
        echo "| --- | ---: | ---: |"
        parse_ir=""
        for name in "${large_names[@]}"; do
            if [ "$name" = parsefloor ]; then
                setup parsefloor "$work/runs/parsefloor"
                (cd "$work/runs/parsefloor" && valgrind --tool=callgrind --callgrind-out-file="$work/callgrind-parsefloor.out" \
                    "$work/parse-floor-nodebug" . >/dev/null 2>&1)
                ir="$(callgrind_annotate "$work/callgrind-parsefloor.out" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }')"
                parse_ir="$ir"
            else
                ir="$(instructions "$name")"
            fi
            echo "| $(label "$name") | $(awk -v n="$ir" 'BEGIN { printf "%.1f M", n / 1e6 }') | $(ratio "$ir" "$parse_ir") |"
        done
    fi
    } > "$work/callgrind.md"
    cat "$work/callgrind.md"
    cat "$work/callgrind.md" >> "$report"
fi

if $write_doc; then
    doc=docs/PERFORMANCE.md
    grep -q '<!-- bench:begin -->' "$doc" || { echo "error: $doc has no <!-- bench:begin --> marker" >&2; exit 1; }
    awk -v report="$report" '
        /<!-- bench:begin -->/ { print; while ((getline line < report) > 0) print line; skipping = 1; next }
        /<!-- bench:end -->/ { skipping = 0 }
        !skipping { print }
    ' "$doc" > "$work/doc" && cat "$work/doc" > "$doc"
    echo "wrote the table to $doc" >&2
fi

