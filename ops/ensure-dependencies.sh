#!/usr/bin/env bash
# Installs the locked dependencies when node_modules is missing or older than the lockfile.
#
# `npm ci`: it installs exactly what package-lock.json says and never rewrites it, so a fresh
# clone stays clean. The lockfile lists every platform's optional packages (e.g.
# msgpackr-extract's darwin/win32 builds); npm installs only this platform's.
# Run with the Node.js that ops/ensure-node.sh provides (npm runs on the `node` first on PATH).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[deps] installing locked dependencies (node_modules missing or older than package-lock.json)"
  npm ci --no-audit --no-fund
else
  echo "[deps] dependencies up to date"
fi
