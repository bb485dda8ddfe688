#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what the tests need when it is missing (apt-get on
# Debian/Ubuntu; a Mac needs only Xcode or the command-line tools) — libxml2's development package and
# xmllint; strace (counts the files each command opens); Graphviz's `dot` (tree pictures), Ruby (`ruby -c` on the Homebrew formula) and Python's
# `pbxproj` and `zizmor` in a virtual environment under .build — then builds and runs every test. It needs nothing
# beside the repository. Under CI=true a tool that cannot be installed fails the run; elsewhere the tests
# that need it skip with a message.
#   ./scripts/test.sh                 # everything
#   ./scripts/test.sh --filter Golden # arguments go to `swift test`
set -euo pipefail
cd "$(dirname "$0")/.."

# The debug build with tests takes about 1.5 GB and the suite's scratch projects and compile checks about
# as much again in the temporary folder: say so plainly before a build that would end in "No space left on
# device" halfway through.
needed_kb=$((4 * 1024 * 1024))
for place in "$PWD" "${TMPDIR:-/tmp}"; do
    free_kb="$(df -Pk "$place" 2>/dev/null | awk 'NR == 2 { print $4 }')"
    if [ -n "$free_kb" ] && [ "$free_kb" -lt "$needed_kb" ]; then
        echo "error: $((free_kb / 1024)) MB free on the disk of $place; the build and the suite need about 4 GB there: free some space and run again" >&2
        exit 1
    fi
done

need_apt=()
if [ "$(uname)" = "Darwin" ]; then
    # macOS builds against the SDK's libxml2 module (see Package.swift) and ships xmllint: Xcode or
    # the command-line tools are all it needs, so nothing is installed here.
    if ! xcrun --sdk macosx --show-sdk-path >/dev/null 2>&1; then
        echo "error: the macOS SDK was not found; install Xcode or run \`xcode-select --install\`" >&2
        exit 1
    fi
else
    if ! pkg-config --exists libxml-2.0 2>/dev/null; then
        need_apt+=(libxml2-dev)
    fi
    command -v pkg-config >/dev/null 2>&1 || need_apt+=(pkg-config)
    command -v xmllint >/dev/null 2>&1 || need_apt+=(libxml2-utils)
fi
if command -v apt-get >/dev/null 2>&1; then
    command -v dot >/dev/null 2>&1 || need_apt+=(graphviz)
    command -v ruby >/dev/null 2>&1 || need_apt+=(ruby)
    command -v strace >/dev/null 2>&1 || need_apt+=(strace)
fi

if [ ${#need_apt[@]} -gt 0 ]; then
    if command -v apt-get >/dev/null 2>&1; then
        sudo_cmd=""
        [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
        echo "installing ${need_apt[*]} (apt-get)"
        $sudo_cmd apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need_apt[@]}" >/dev/null
    else
        echo "error: please install ${need_apt[*]} (no apt-get found)" >&2
        exit 1
    fi
fi

# The Python tools the tests use, in a virtual environment under the build folder: Debian's Python
# refuses system-wide pip installs (PEP 668), and a venv works on every system. `pbxproj` is an
# independent .xcodeproj parser (cross-checks of project edits), `zizmor` the workflow audit. Under CI
# (CI=true) a tool that cannot be installed fails the run; elsewhere its checks skip and say so.
tools_venv="$PWD/.build/python-tools"
python_tools=(pbxproj==4.3.3 zizmor==1.32.0)
tools_ready() {
    "$tools_venv/bin/python" -c 'import pbxproj' >/dev/null 2>&1 && [ -x "$tools_venv/bin/zizmor" ]
}
mkdir -p .build
if ! tools_ready; then
    if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
        if command -v apt-get >/dev/null 2>&1; then
            sudo_cmd=""
            [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
            echo "installing python3 and python3-venv (apt-get)"
            $sudo_cmd apt-get update -qq || true
            DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq python3 python3-venv >/dev/null || true
        fi
    fi
    echo "installing ${python_tools[*]} into $tools_venv (pip, in a virtual environment)"
    rm -rf "$tools_venv"
    { python3 -m venv "$tools_venv" && "$tools_venv/bin/python" -m pip install -q --disable-pip-version-check "${python_tools[@]}"; } \
        >"$PWD/.build/python-tools.log" 2>&1 || true
fi
if tools_ready; then
    export PATH="$tools_venv/bin:$PATH"
elif [ "${CI:-}" = "true" ]; then
    echo "error: the Python tools (${python_tools[*]}) could not be installed into $tools_venv; see .build/python-tools.log" >&2
    cat "$PWD/.build/python-tools.log" >&2 || true
    exit 1
else
    echo "warning: the Python tools (${python_tools[*]}) could not be installed into $tools_venv (see .build/python-tools.log); the pbxproj cross-checks and the workflow audit will skip"
fi

swift build --build-tests
# The suite is XCTest only; without Swift Testing's empty run the last line is XCTest's own summary.
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build --disable-swift-testing "$@" 2>&1 | tee "$log" || status=$?
summary="$(grep -E 'Executed [0-9]+ tests?, with' "$log" | tail -n 1 || true)"
if [ -n "$summary" ]; then
    executed="$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")"
    # Failing test cases, not failed assertions (one test can fail several).
    failed="$(grep -cE "^Test Case '.*' failed \(" "$log" || true)"
    skipped="$(sed -nE 's/.* with ([0-9]+) tests? skipped.*/\1/p' <<<"$summary")"
    skipped="${skipped:-0}"
    echo "coordgen: $((executed - failed - skipped)) passed, $failed failed, $skipped skipped"
fi
exit "$status"
