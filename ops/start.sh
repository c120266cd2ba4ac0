#!/usr/bin/env bash
# The one command that starts everything on a fresh Debian machine:
# dependencies, PostgreSQL + Redis, the database, migrations, seed data, the SPA build, then
# API + SPA + projectors in one process on $PORT (default 3000).
#
# Environment (all optional here): DATABASE_URL, REDIS_URL, EVENTSTORE_URL, JWT_SECRET, PORT,
# ROLE, PUBLIC_URL. See ops/README.md.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/mun}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export PORT="${PORT:-3000}"

step() { printf '\n[start] ==> %s\n' "$*"; }
fail() { printf '[start] ERROR: %s\n' "$*" >&2; exit 1; }

# Node.js 24 and npm 11: the machine's own when new enough, otherwise installed into .local/node
# (with Debian's npm package first when the machine has no npm to download them with).
source ops/ensure-node.sh

# 1. Dependencies: only when node_modules is missing or the lockfile changed since the last install.
bash ops/ensure-dependencies.sh

# 2. PostgreSQL and Redis.
step "ensure PostgreSQL and Redis"
bash ops/ensure-services.sh

# 3. The database named by DATABASE_URL.
DB_NAME="$(node -e 'console.log(decodeURIComponent(new URL(process.argv[1]).pathname.replace(/^\//, "")))' "$DATABASE_URL")"
ADMIN_URL="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/postgres"; console.log(u.href)' "$DATABASE_URL")"
[ -n "$DB_NAME" ] || fail "DATABASE_URL names no database: $DATABASE_URL"
step "ensure database \"$DB_NAME\" exists"
command -v psql >/dev/null 2>&1 || fail "psql not found (Debian package postgresql-client)"
# psql interpolates :'db' / :"db" only in input it reads, not in -c, hence the pipe.
DB_EXISTS="$(printf '%s\n' "SELECT 1 FROM pg_database WHERE datname = :'db';" |
  psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -v db="$DB_NAME" -tA -q)"
if [ "$DB_EXISTS" = "1" ]; then
  echo "[start] database \"$DB_NAME\" already exists"
else
  printf '%s\n' 'CREATE DATABASE :"db";' | psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -v db="$DB_NAME" -q
  echo "[start] created database \"$DB_NAME\""
fi

# 4. Schema and reference data (both idempotent).
step "migrate"
npx tsx ops/migrate.ts
step "seed"
npx tsx ops/seed.ts

# 5. The SPA.
step "build web"
npm run build:web

# 6. Everything else, in this process (exec: signals reach the server directly).
step "serve on port $PORT (ROLE=${ROLE:-all})"
exec node --import tsx ops/serve.ts
