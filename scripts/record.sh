#!/usr/bin/env bash
# After editing Templates/: regenerates the embedded copy of the templates, rebuilds, and re-records
# the golden files. Review `git diff` afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
COORDGEN_RECORD=1 swift test --filter BuiltInTemplatesTests >/dev/null 2>&1 || true
COORDGEN_RECORD=1 swift test --filter GoldenTests
swift test --filter 'BuiltInTemplatesTests|GoldenTests'
