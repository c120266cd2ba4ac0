#!/usr/bin/env bash
# Runs a TypeScript entry point of the project on Node.js 24, whichever `node` the calling shell
# has (`bash ops/run.sh ops/seed-demo.ts [arguments]`). The npm scripts go through it: npm runs
# them with the machine's own `node`, on which the project does not run when it is older.
set -euo pipefail
ENSURE_NODE_QUIET=1 source "$(dirname "${BASH_SOURCE[0]}")/ensure-node.sh"
exec node --import tsx "$@"
