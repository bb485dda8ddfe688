#!/usr/bin/env bash
# Installs coordgen: ./install.sh [--prefix DIR] [--xcode-templates | --no-xcode-templates] | ./install.sh --uninstall [--prefix DIR]
#
# On Linux, installs libxml2's development package when it is missing (apt-get on Debian/Ubuntu; with
# sudo when not root); on macOS it needs only Xcode or the command-line tools (their SDK has libxml2).
# Builds a release binary and copies it to DIR/bin/coordgen. Without --prefix, DIR/bin is a folder your
# PATH already has: /usr/local/bin when writable, else a writable folder of PATH in your home (such as
# ~/.local/bin), else ~/.local/bin, and then it prints the line to add to your shell profile.
# Running it again replaces the binary; nothing else changes.
# The installed binary carries its templates, so it keeps working after this clone is deleted.
set -euo pipefail

usage() {
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
}

prefix=""
uninstall=false
# On macOS, whether to install the Xcode templates too: ask (only when stdin is a terminal), yes or no.
xcode_templates=ask
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "error: --prefix needs a folder" >&2; exit 64; }; prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) uninstall=true; shift ;;
        --xcode-templates) xcode_templates=yes; shift ;;
        --no-xcode-templates) xcode_templates=no; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; usage >&2; exit 64 ;;
    esac
done

# The first folder of PATH, in PATH's order, that is inside $HOME and writable (created folders such
# as ~/.local/bin count only once they exist and PATH names them).
writable_home_folder_on_path() {
    local folder
    local IFS=:
    for folder in $PATH; do
        case "$folder" in
            "$HOME"/*) [ -d "$folder" ] && [ -w "$folder" ] && { printf '%s\n' "$folder"; return 0; } ;;
        esac
    done
    return 1
}

if [ -z "$prefix" ]; then
    if [ -w /usr/local/bin ] || { [ ! -e /usr/local/bin ] && [ -w /usr/local ]; }; then
        prefix=/usr/local
    elif home_bin="$(writable_home_folder_on_path)" && [ "$(basename "$home_bin")" = bin ]; then
        prefix="$(dirname "$home_bin")"
    else
        prefix="$HOME/.local"
    fi
fi
target="$prefix/bin/coordgen"

if $uninstall; then
    if [ -e "$target" ]; then
        rm -f "$target"
        echo "removed $target"
    else
        echo "coordgen is not installed in $prefix/bin; nothing to do"
    fi
    exit 0
fi

cd "$(dirname "$0")"

sudo_cmd=""
[ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo_cmd="sudo"
if [ "$(uname)" = "Darwin" ]; then
    # macOS: the SDK's libxml2 module is all coordgen needs (see Package.swift), so nothing but Xcode
    # or the command-line tools: no Homebrew, no pkg-config.
    if ! developer_dir="$(xcode-select -p 2>/dev/null)" || [ ! -d "$developer_dir" ]; then
        echo "error: Xcode or the Xcode command-line tools are missing; install Xcode from the App Store, or run \`xcode-select --install\`, then run ./install.sh again" >&2
        exit 1
    fi
    if ! sdk_path="$(xcrun --sdk macosx --show-sdk-path 2>/dev/null)" || [ ! -e "$sdk_path/usr/include/libxml2/libxml/xmlversion.h" ]; then
        echo "error: the macOS SDK (with its libxml2 headers) was not found in $developer_dir; run \`xcode-select --install\`, or point to a full Xcode with \`sudo xcode-select -s /Applications/Xcode.app\`" >&2
        exit 1
    fi
elif ! pkg-config --exists libxml-2.0 2>/dev/null; then
    if command -v apt-get >/dev/null 2>&1; then
        if [ "$(id -u)" -ne 0 ] && [ -z "$sudo_cmd" ]; then
            echo "error: libxml2's development files are missing and sudo is not available; as root, run \`apt-get update && apt-get install -y libxml2-dev pkg-config\`, then ./install.sh again" >&2
            exit 1
        fi
        echo "installing libxml2-dev and pkg-config (apt-get${sudo_cmd:+ with sudo})"
        if ! { $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq libxml2-dev pkg-config >/dev/null; }; then
            echo "error: apt-get could not install libxml2-dev and pkg-config; run \`sudo apt-get update && sudo apt-get install -y libxml2-dev pkg-config\` yourself, then ./install.sh again" >&2
            exit 1
        fi
    else
        echo "error: libxml2's development files are missing; install libxml2-dev (or your system's equivalent)" >&2
        exit 1
    fi
fi

command -v swift >/dev/null 2>&1 || { echo "error: Swift 6 is needed to build coordgen (https://swift.org/install)" >&2; exit 1; }

echo "building coordgen (release)…"
build_flags=(-c release --product coordgen)
# On Linux, link Swift's runtime and Foundation statically, so the binary keeps working when the
# toolchain moves or is upgraded (macOS always has them).
[ "$(uname)" = "Linux" ] && build_flags+=(--static-swift-stdlib)
swift build "${build_flags[@]}"
built="$(swift build "${build_flags[@]}" --show-bin-path)/coordgen"

mkdir -p "$prefix/bin"
install -m 0755 "$built" "$target.new"
# Debug symbols make up most of a release binary on Linux; users don't need them.
command -v strip >/dev/null 2>&1 && strip "$target.new" 2>/dev/null || true
mv -f "$target.new" "$target"
echo "installed $target ($("$target" --version))"

on_path=true
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) on_path=false ;;
esac
if ! $on_path; then
    case "$(basename "${SHELL:-bash}")" in
        zsh) profile="~/.zprofile" ;;
        bash) [ "$(uname)" = "Darwin" ] && profile="~/.bash_profile" || profile="~/.profile" ;;
        *) profile="~/.profile" ;;
    esac
    echo "note: $prefix/bin is not on your PATH, so \`coordgen\` alone is not found yet. Add this line to $profile:"
    echo "    export PATH=\"$prefix/bin:\$PATH\""
    echo "and run it now in this shell too, or call coordgen by its full path: $target"
fi
# macOS: offer Xcode's File › New templates as well; they go into coordgen's own group folders in
# ~/Library/Developer/Xcode/Templates (`coordgen xcode uninstall` removes them).
if [ "$(uname)" = "Darwin" ]; then
    if [ "$xcode_templates" = ask ]; then
        if [ -t 0 ]; then
            printf "Install the Xcode templates too (File › New › Coordinator, Screen; New Project › Coordinator App)? [Y/n] "
            read -r answer || answer=""
            case "$answer" in [nN]*) xcode_templates=no ;; *) xcode_templates=yes ;; esac
        else
            xcode_templates=no
            echo "note: add the Xcode templates with \`coordgen xcode install\` (or run ./install.sh --xcode-templates)"
        fi
    fi
    if [ "$xcode_templates" = yes ]; then
        "$target" xcode install || echo "warning: the Xcode templates were not installed; try \`coordgen xcode install\` again" >&2
    fi
elif [ "$xcode_templates" = yes ]; then
    echo "note: Xcode templates are for macOS; \`coordgen xcode export DIR\` writes them into a folder to copy to a Mac"
fi
if $on_path; then
    echo "next: coordgen new project Hotel"
else
    echo "next: $target new project Hotel"
fi
