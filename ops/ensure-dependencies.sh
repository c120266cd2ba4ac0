#!/usr/bin/env bash
# Installs the locked dependencies when node_modules is missing or older than the lockfile.
#
# `npm install` rather than `npm ci`: the registry these machines reach lacks some
# other-platform optional packages (e.g. msgpackr-extract's darwin/win32 builds), which then
# never enter package-lock.json, and npm 11's `npm ci` refuses such a lockfile as "out of
# sync". `npm install` installs the same locked versions and skips what this platform
# does not need.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[deps] installing locked dependencies (node_modules missing or older than package-lock.json)"
  npm install --no-audit --no-fund
else
  echo "[deps] dependencies up to date"
fi
