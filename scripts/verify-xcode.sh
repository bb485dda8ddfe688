#!/usr/bin/env bash
# Proves coordgen's output in real Xcode (macOS only; CI's macOS job runs it after the test suite):
#   scripts/verify-xcode.sh [--coordgen PATH] [--classic-project DIR]
#
# For each style (uikit, router, swiftui) it makes a project with coordgen, adds a pushed child
# coordinator, a presented grandchild and a pushed and a presented screen, then runs
# `xcodebuild build test` on an available iPhone simulator. With --classic-project it also copies DIR
# (a classic, non-synchronized project; `coordgen init` adopts it first when it has no .coordgen.yml), adds a coordinator and a screen to the
# copy, and builds it, so the files coordgen added to the project file compile. --coordgen defaults to
# the release build in .build (built when missing). Exits non-zero on the first failure.
set -euo pipefail

usage() {
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
}

if [ "$(uname)" != "Darwin" ] || ! command -v xcodebuild >/dev/null 2>&1; then
    echo "error: verify-xcode.sh needs macOS and Xcode (xcodebuild and an iOS simulator); on other systems run ./scripts/test.sh" >&2
    exit 1
fi

coordgen=""
classic_project=""
while [ $# -gt 0 ]; do
    case "$1" in
        --coordgen) [ $# -ge 2 ] || { echo "error: --coordgen needs a path" >&2; exit 64; }; coordgen="$2"; shift 2 ;;
        --classic-project) [ $# -ge 2 ] || { echo "error: --classic-project needs a folder" >&2; exit 64; }; classic_project="$2"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; usage >&2; exit 64 ;;
    esac
done

repo="$(cd "$(dirname "$0")/.." && pwd)"
if [ -z "$coordgen" ]; then
    (cd "$repo" && swift build -c release --product coordgen)
    coordgen="$(cd "$repo" && swift build -c release --product coordgen --show-bin-path)/coordgen"
fi
coordgen="$(cd "$(dirname "$coordgen")" && pwd)/$(basename "$coordgen")"
[ -x "$coordgen" ] || { echo "error: $coordgen is not an executable coordgen" >&2; exit 1; }

# The Xcode is the selected one (xcode-select, or DEVELOPER_DIR): on CI the runner image's default,
# its newest release. `xcodebuild test` needs a concrete simulator: the first available iPhone of the
# newest installed iOS runtime that this Xcode's simulator SDK can run (not newer than the SDK), read
# from `xcrun simctl list -j` at run time, since runner images add and drop runtimes.
sdk_version="$(xcrun --sdk iphonesimulator --show-sdk-version)"
simulator="$(xcrun simctl list -j | SDK_VERSION="$sdk_version" /usr/bin/python3 -c '
import json, os, sys
listing = json.load(sys.stdin)
def version(text):
    return [int(part) for part in text.split(".") if part.isdigit()]
sdk = version(os.environ["SDK_VERSION"])
runtimes = sorted(
    (r for r in listing["runtimes"]
     if r.get("isAvailable") and r.get("platform", "iOS") == "iOS" and ".SimRuntime.iOS-" in r["identifier"]
     and version(r["version"])[:2] <= sdk[:2]),
    key=lambda r: version(r["version"]), reverse=True)
for runtime in runtimes:
    for device in listing["devices"].get(runtime["identifier"], []):
        if device.get("isAvailable") and device["name"].startswith("iPhone"):
            print(device["udid"], runtime["version"], device["name"].replace(" ", "_")); sys.exit(0)
sys.exit(1)
')" || { echo "error: no available iPhone simulator for the iOS $sdk_version SDK; add one in Xcode › Settings › Components" >&2; exit 1; }
read -r simulator runtime_version device_name <<<"$simulator"
destination="platform=iOS Simulator,id=$simulator"
echo "coordgen: $("$coordgen" --version); xcodebuild: $(xcodebuild -version | head -n 1) ($(xcode-select --print-path)); simulator ${device_name//_/ } (iOS $runtime_version, $simulator)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Adds the same flows to the project in the current folder, whatever its style.
add_flows() {
    "$coordgen" new coordinator Reservation --parent App
    "$coordgen" new coordinator Payment --parent Reservation --present
    "$coordgen" new screen Details --coordinator Reservation
    "$coordgen" new screen Help --coordinator App --present
}

for style in uikit router swiftui; do
    echo "== $style: new project, coordinators and screens, xcodebuild build test"
    "$coordgen" new project Hotel --style "$style" --output "$work/$style"
    (
        cd "$work/$style/Hotel"
        add_flows
        xcodebuild -project Hotel.xcodeproj -scheme Hotel -destination "$destination" \
            -derivedDataPath "$work/DerivedData-$style" build test
    )
done

if [ -z "$classic_project" ]; then
    echo "skipped: the classic-project build (pass --classic-project DIR, e.g. Tests/Fixtures/ExistingApps/ClassicDelegate)"
else
    [ -d "$classic_project" ] || { echo "error: --classic-project: no folder at $classic_project" >&2; exit 1; }
    echo "== classic project $classic_project: a copy with coordgen's files added, xcodebuild build"
    copy="$work/classic"
    cp -R "$classic_project" "$copy"
    (
        cd "$copy"
        # An existing app without coordgen's config is adopted first, as a user would.
        [ -f .coordgen.yml ] || "$coordgen" init
        "$coordgen" new coordinator Reservation --parent App
        "$coordgen" new screen Details --coordinator Reservation
        project="$(find . -maxdepth 1 -name '*.xcodeproj' | head -n 1)"
        [ -n "$project" ] || { echo "error: no .xcodeproj in $classic_project" >&2; exit 1; }
        # Every target, for the simulator SDK: no scheme needs to be known (or shared) for this; the
        # products go to build/ inside the copy.
        xcodebuild -project "$project" -alltargets -sdk iphonesimulator build
    )
fi
echo "verify-xcode: every project built and its tests passed"
