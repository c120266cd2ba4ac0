#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the end-to-end tests (playwright-core
# drives it; no browser download). Installs the `chromium` package when it is missing.
# Idempotent; works as root without a TTY.
set -euo pipefail

export DEBIAN_FRONTEND=noninteractive
CHROMIUM=/usr/bin/chromium

say() { printf '[ensure-chromium] %s\n' "$*"; }
fail() { printf '[ensure-chromium] ERROR: %s\n' "$*" >&2; exit 1; }

if [ -x "$CHROMIUM" ]; then
  say "Chromium present: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  AS_ROOT=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  AS_ROOT=(sudo -n)
else
  fail "$CHROMIUM is missing and installing it needs root (or password-less sudo): apt-get install -y --no-install-recommends chromium"
fi
command -v apt-get >/dev/null 2>&1 || fail "$CHROMIUM is missing and apt-get is not available (this script knows Debian only)"

# Another install may be running (a second checkout's tests, the system's own updates): wait for
# dpkg's lock instead of failing at once.
LOCK_WAIT=(-o DPkg::Lock::Timeout=900)
say "$CHROMIUM is missing; installing Debian's chromium package"
say "apt-get update"
"${AS_ROOT[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "${LOCK_WAIT[@]}" update -qq
say "apt-get install -y --no-install-recommends chromium"
"${AS_ROOT[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "${LOCK_WAIT[@]}" install -y -qq --no-install-recommends chromium

[ -x "$CHROMIUM" ] || fail "chromium was installed but $CHROMIUM is still missing"
say "Chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
