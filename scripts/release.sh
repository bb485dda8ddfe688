#!/usr/bin/env bash
# Makes a coordgen release by hand, as .github/workflows/release.yml does on a tag:
#   scripts/release.sh build   [--output DIR]        # macOS: universal binary, artifact bundle, checksums
#   scripts/release.sh bundle  --variant TRIPLES=BINARY... [--output DIR]
#   scripts/release.sh formula --url URL --sha256 HEX [--formula FILE]
#
# build    builds coordgen release for arm64 and x86_64 (`swift build -c release --arch …`), joins
#          them with lipo into DIR/coordgen (a universal binary), then runs `bundle` with it.
# bundle   writes DIR/coordgen.artifactbundle (SwiftPM's artifact bundle, info.json schemaVersion 1.0:
#          one variant per binary, each with the target triples it runs on, comma-separated, such as
#          x86_64-apple-macosx,arm64-apple-macosx=DIR/coordgen), zips it as
#          DIR/coordgen.artifactbundle.zip (the name Mint looks for), and writes DIR/checksums.txt
#          (SHA-256 of every file released, as `shasum -a 256 -c` reads them).
# formula  points Formula/coordgen.rb at URL (the tag's source tarball) with its SHA-256.
# The version is CoordgenVersion.current (Sources/CoordgenKit/CoordgenVersion.swift), which names the tag.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"

usage() {
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
}

fail() {
    echo "error: $*" >&2
    exit 1
}

version() {
    sed -nE 's/.*public static let current = "([^"]+)".*/\1/p' "$repo/Sources/CoordgenKit/CoordgenVersion.swift"
}

sha256() {
    if command -v shasum >/dev/null 2>&1; then shasum -a 256 "$1" | cut -d ' ' -f 1; else sha256sum "$1" | cut -d ' ' -f 1; fi
}

# bundle --variant TRIPLES=BINARY... --output DIR
bundle() {
    local output="" variants=()
    while [ $# -gt 0 ]; do
        case "$1" in
            --variant) [ $# -ge 2 ] || fail "--variant needs TRIPLES=BINARY"; variants+=("$2"); shift 2 ;;
            --output) [ $# -ge 2 ] || fail "--output needs a folder"; output="$2"; shift 2 ;;
            *) usage >&2; fail "unknown argument '$1'" ;;
        esac
    done
    [ ${#variants[@]} -gt 0 ] || fail "bundle needs at least one --variant TRIPLES=BINARY"
    output="${output:-$repo/.build/release-artifacts}"
    mkdir -p "$output"
    local v
    v="$(version)"
    local bundle_dir="$output/coordgen.artifactbundle"
    rm -rf "$bundle_dir" "$output/coordgen.artifactbundle.zip"
    mkdir -p "$bundle_dir"
    local entries=() variant triples binary name
    for variant in "${variants[@]}"; do
        triples="${variant%%=*}"
        binary="${variant#*=}"
        [ "$triples" != "$variant" ] && [ -n "$triples" ] || fail "--variant $variant: give TRIPLES=BINARY"
        [ -f "$binary" ] && [ -x "$binary" ] || fail "--variant $variant: $binary is not an executable file"
        # One folder per variant, named after its triples: coordgen-0.1.0-arm64-apple-macosx_x86_64-apple-macosx.
        name="coordgen-$v-$(tr ',' '\n' <<<"$triples" | sort | paste -sd _ -)"
        mkdir -p "$bundle_dir/$name/bin"
        cp "$binary" "$bundle_dir/$name/bin/coordgen"
        chmod 755 "$bundle_dir/$name/bin/coordgen"
        local quoted
        quoted="$(tr ',' '\n' <<<"$triples" | sed 's/.*/"&"/' | paste -sd , - | sed 's/,/, /g')"
        entries+=("                {\"path\": \"$name/bin/coordgen\", \"supportedTriples\": [$quoted]}")
    done
    {
        echo "{"
        echo "    \"schemaVersion\": \"1.0\","
        echo "    \"artifacts\": {"
        echo "        \"coordgen\": {"
        echo "            \"version\": \"$v\","
        echo "            \"type\": \"executable\","
        echo "            \"variants\": ["
        local i
        for i in "${!entries[@]}"; do
            if [ "$i" -lt $((${#entries[@]} - 1)) ]; then echo "${entries[$i]},"; else echo "${entries[$i]}"; fi
        done
        echo "            ]"
        echo "        }"
        echo "    }"
        echo "}"
    } >"$bundle_dir/info.json"
    (cd "$output" && rm -f coordgen.artifactbundle.zip && zip -qry coordgen.artifactbundle.zip coordgen.artifactbundle)
    # Every file of the release, as `shasum -a 256 -c checksums.txt` checks them.
    (
        cd "$output"
        for file in coordgen coordgen.artifactbundle.zip; do
            if [ -f "$file" ]; then echo "$(sha256 "$file")  $file"; fi
        done
    ) >"$output/checksums.txt"
    echo "wrote $bundle_dir, $output/coordgen.artifactbundle.zip and $output/checksums.txt"
}

# formula --url URL --sha256 HEX [--formula FILE]
formula() {
    local url="" checksum="" file="$repo/Formula/coordgen.rb"
    while [ $# -gt 0 ]; do
        case "$1" in
            --url) [ $# -ge 2 ] || fail "--url needs a URL"; url="$2"; shift 2 ;;
            --sha256) [ $# -ge 2 ] || fail "--sha256 needs a checksum"; checksum="$2"; shift 2 ;;
            --formula) [ $# -ge 2 ] || fail "--formula needs a file"; file="$2"; shift 2 ;;
            *) usage >&2; fail "unknown argument '$1'" ;;
        esac
    done
    [[ "$url" =~ ^https://[^\"[:space:]]+$ ]] || fail "--url must be an https URL, not '$url'"
    [[ "$checksum" =~ ^[0-9a-f]{64}$ ]] || fail "--sha256 must be 64 lower-case hex digits, not '$checksum'"
    [ -f "$file" ] || fail "no formula at $file"
    grep -qE '^  url "' "$file" && grep -qE '^  sha256 "' "$file" || fail "$file has no url and sha256 lines to update"
    local updated
    updated="$(mktemp)"
    sed -E "s|^  url \"[^\"]*\"|  url \"$url\"|; s|^  sha256 \"[^\"]*\"|  sha256 \"$checksum\"|" "$file" >"$updated"
    mv "$updated" "$file"
    echo "updated $file: url $url, sha256 $checksum"
}

# build [--output DIR]
build() {
    local output="$repo/.build/release-artifacts"
    while [ $# -gt 0 ]; do
        case "$1" in
            --output) [ $# -ge 2 ] || fail "--output needs a folder"; output="$2"; shift 2 ;;
            *) usage >&2; fail "unknown argument '$1'" ;;
        esac
    done
    [ "$(uname)" = "Darwin" ] || fail "build makes a universal macOS binary and needs macOS with Xcode; bundle and formula run anywhere"
    mkdir -p "$output"
    local arch binaries=()
    for arch in arm64 x86_64; do
        (cd "$repo" && swift build -c release --arch "$arch" --product coordgen)
        binaries+=("$(cd "$repo" && swift build -c release --arch "$arch" --show-bin-path)/coordgen")
    done
    lipo -create "${binaries[@]}" -output "$output/coordgen"
    lipo -verify_arch arm64 x86_64 "$output/coordgen" || fail "$output/coordgen is not universal"
    [ "$("$output/coordgen" --version)" = "$(version)" ] || fail "the built coordgen does not print version $(version)"
    bundle --variant "arm64-apple-macosx,x86_64-apple-macosx=$output/coordgen" --output "$output"
}

[ $# -ge 1 ] || { usage >&2; exit 64; }
command="$1"
shift
case "$command" in
    build) build "$@" ;;
    bundle) bundle "$@" ;;
    formula) formula "$@" ;;
    -h | --help) usage ;;
    *) usage >&2; exit 64 ;;
esac
