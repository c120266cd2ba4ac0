#!/usr/bin/env bash
# The one command that runs the whole test suite (also what CI runs, via .ci/run):
# dependencies, services, Chromium, typecheck, dependency rules, unit + integration + contract
# tests, the SPA build, and the Chromium end-to-end tests. Stops at the first failing stage.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/mun}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

CURRENT_STAGE="setup"
STARTED_AT=$SECONDS
stage() {
  CURRENT_STAGE="$*"
  printf '\n========================================================================\n'
  printf '== %s\n' "$*"
  printf '========================================================================\n'
}
on_exit() {
  local rc=$?
  if [ "$rc" -ne 0 ]; then
    printf '\n[test] FAILED in stage: %s (exit %s)\n' "$CURRENT_STAGE" "$rc" >&2
  fi
}
trap on_exit EXIT

stage "1/8 Node.js and dependencies"
source ops/ensure-node.sh
bash ops/ensure-dependencies.sh

stage "2/8 services (PostgreSQL, Redis)"
bash ops/ensure-services.sh

stage "3/8 Chromium"
bash ops/ensure-chromium.sh

stage "4/8 typecheck"
npm run typecheck

stage "5/8 tidiness: dependency rules (dependency-cruiser), formatting (Prettier), unused exports (knip)"
npm run lint:deps
npm run lint:format
npm run lint:unused

stage "6/8 unit, integration and contract tests (vitest)"
mkdir -p .local
npx vitest run --config vitest.config.ts --reporter=default --reporter=json --outputFile.json=.local/vitest-unit.json

stage "7/8 build web"
npm run build:web

stage "8/8 end-to-end tests (Chromium)"
[ -f test/e2e/vitest.config.ts ] || { echo "[test] test/e2e/vitest.config.ts is missing" >&2; exit 1; }
npx vitest run --config test/e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json=.local/vitest-e2e.json

printf '\n[test] all stages passed in %ss\n' "$((SECONDS - STARTED_AT))"
npx tsx test/support/print-test-summary.ts .local/vitest-unit.json .local/vitest-e2e.json

