#!/usr/bin/env bash
# Audits the GitHub workflows with zizmor (https://docs.zizmor.sh), offline, and fails on any finding
# of medium severity or above:
#   scripts/check-workflows.sh            # zizmor must be on PATH: `pip install zizmor`
# ./scripts/test.sh runs it when zizmor is installed (ContinuousIntegrationTests), so a workflow edit
# that unpins an action, widens the token or persists credentials fails the suite.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v zizmor >/dev/null 2>&1; then
    echo "error: zizmor is not installed; run \`python3 -m pip install zizmor\`" >&2
    exit 1
fi
# --offline: no GitHub API calls (the audits that need them are skipped); --min-severity: what fails.
zizmor --offline --min-severity medium .github/workflows
