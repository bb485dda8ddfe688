#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what the tests need when it is missing (apt-get on
# Debian/Ubuntu; a Mac needs only Xcode or the command-line tools) — libxml2's development package and
# xmllint; strace (counts the files each command opens); Graphviz's `dot` (tree pictures), Ruby (`ruby -c` on the Homebrew formula) and Python's
# `pbxproj` package (an independent .xcodeproj parser) — then builds and runs every test. Tests that need one of the optional tools skip
# with a message when it could not be installed.
#   ./scripts/test.sh                 # everything
#   ./scripts/test.sh --filter Golden # arguments go to `swift test`
set -euo pipefail
cd "$(dirname "$0")/.."

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

# An independent .xcodeproj parser for cross-checks (the tests skip those checks without it).
if command -v python3 >/dev/null 2>&1 && ! python3 -c 'import pbxproj' >/dev/null 2>&1; then
    echo "installing pbxproj (pip)"
    python3 -m pip install -q pbxproj==4.3.3 >/dev/null 2>&1 || echo "warning: pip could not install pbxproj; its cross-checks will skip"
fi

# The workflow audit (scripts/check-workflows.sh; its test skips without zizmor).
if command -v python3 >/dev/null 2>&1 && ! command -v zizmor >/dev/null 2>&1; then
    echo "installing zizmor (pip)"
    python3 -m pip install -q zizmor >/dev/null 2>&1 || echo "warning: pip could not install zizmor; the workflow audit will skip"
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
