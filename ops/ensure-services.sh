#!/usr/bin/env bash
# Makes sure the local services the platform needs are answering:
#   PostgreSQL on DATABASE_URL's host/port (default 127.0.0.1:5432, user postgres)
#   Redis      on REDIS_URL's host/port    (default 127.0.0.1:6379)
# Idempotent: when both already answer it only says so. Otherwise it starts them when they are
# installed, or installs Debian's postgresql / redis-server packages first (apt-get update at most
# once, and only when something has to be installed). A service whose URL points to another host
# (a managed database, another container) is left alone.
#
# Works as root without a TTY (no systemd needed). Environment knobs:
#   DATABASE_URL, REDIS_URL        as for the application
#   SERVICE_WAIT_SECONDS           how long to wait for a service to answer (default 30)
set -euo pipefail

export DEBIAN_FRONTEND=noninteractive

DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/mun}"
REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
WAIT_SECONDS="${SERVICE_WAIT_SECONDS:-30}"

say() { printf '[ensure-services] %s\n' "$*"; }
fail() { printf '[ensure-services] ERROR: %s\n' "$*" >&2; exit 1; }

# ---- privileges and apt -----------------------------------------------------------------------
if [ "$(id -u)" -eq 0 ]; then
  AS_ROOT=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  AS_ROOT=(sudo -n)
else
  AS_ROOT=(__no_root__)
fi

run_as_root() {
  if [ "${AS_ROOT[0]:-}" = "__no_root__" ]; then
    fail "need root (or password-less sudo) to run: $*"
  fi
  "${AS_ROOT[@]}" "$@"
}

APT_UPDATED=0
apt_install() {
  command -v apt-get >/dev/null 2>&1 || fail "apt-get not found; install $* yourself (this script knows Debian only)"
  if [ "$APT_UPDATED" -eq 0 ]; then
    say "apt-get update"
    run_as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    APT_UPDATED=1
  fi
  say "apt-get install -y $*"
  run_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# ---- URL parsing ------------------------------------------------------------------------------
# Prints "host port" of a URL; fills in the default port when the URL has none.
url_host_port() {
  local url="$1" default_port="$2" rest hostport host port
  rest="${url#*://}"          # drop scheme
  rest="${rest%%/*}"          # drop path
  rest="${rest%%\?*}"         # drop query
  hostport="${rest##*@}"      # drop credentials
  if [[ "$hostport" == \[*\]* ]]; then   # [::1]:5432
    host="${hostport%%]*}"; host="${host#[}"
    port="${hostport#*]}"; port="${port#:}"
  elif [[ "$hostport" == *:* ]]; then
    host="${hostport%%:*}"; port="${hostport##*:}"
  else
    host="$hostport"; port=""
  fi
  printf '%s %s\n' "${host:-127.0.0.1}" "${port:-$default_port}"
}

is_local_host() {
  case "$1" in
    127.0.0.1 | localhost | ::1 | 0.0.0.0 | '') return 0 ;;
    *) return 1 ;;
  esac
}

wait_until() { # wait_until <description> <command...>
  local what="$1"; shift
  local deadline=$((SECONDS + WAIT_SECONDS))
  until "$@" >/dev/null 2>&1; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      return 1
    fi
    sleep 0.5
  done
  say "$what is answering"
}

# ---- PostgreSQL -------------------------------------------------------------------------------
read -r PG_HOST PG_PORT < <(url_host_port "$DATABASE_URL" 5432)

pg_ready() { pg_isready -q -h "$PG_HOST" -p "$PG_PORT"; }

pg_cluster_version() {
  # Newest installed major version with a cluster configuration, if any.
  ls /etc/postgresql 2>/dev/null | sort -V | tail -1
}

# The application and the tests connect over TCP as user postgres without a password
# (Debian's default is scram for TCP). Allow that on the loopback interface only.
pg_allow_local_trust() {
  local version="$1" hba="/etc/postgresql/$1/main/pg_hba.conf"
  [ -f "$hba" ] || return 0
  if grep -Eq '^host[[:space:]]+all[[:space:]]+all[[:space:]]+127\.0\.0\.1/32[[:space:]]+trust' "$hba"; then
    return 0
  fi
  say "allowing password-less TCP connections from 127.0.0.1/::1 in $hba (development machine)"
  local tmp
  tmp="$(mktemp)"
  {
    echo '# added by ops/ensure-services.sh: local development access without a password'
    echo 'host    all             all             127.0.0.1/32            trust'
    echo 'host    all             all             ::1/128                 trust'
    cat "$hba"
  } >"$tmp"
  run_as_root cp "$tmp" "$hba"
  rm -f "$tmp"
  run_as_root pg_ctlcluster --skip-systemctl-redirect "$version" main reload || true
}

ensure_postgres() {
  if ! is_local_host "$PG_HOST"; then
    say "PostgreSQL: DATABASE_URL points to $PG_HOST:$PG_PORT (not local); leaving it alone"
    return 0
  fi
  if command -v pg_isready >/dev/null 2>&1 && pg_ready; then
    say "PostgreSQL already running on $PG_HOST:$PG_PORT"
    pg_check_access "$(pg_cluster_version)"
    return 0
  fi

  if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(pg_cluster_version)" ]; then
    if ! command -v pg_ctlcluster >/dev/null 2>&1; then
      say "PostgreSQL is not installed; installing Debian's postgresql package"
      apt_install postgresql
    fi
    if [ -z "$(pg_cluster_version)" ]; then
      local major
      major="$(ls /usr/lib/postgresql 2>/dev/null | sort -V | tail -1)"
      [ -n "$major" ] || fail "PostgreSQL binaries not found under /usr/lib/postgresql after install"
      say "creating PostgreSQL cluster $major/main on port $PG_PORT"
      run_as_root pg_createcluster --port "$PG_PORT" "$major" main
    fi
  fi

  local version
  version="$(pg_cluster_version)"
  [ -n "$version" ] || fail "no PostgreSQL cluster found in /etc/postgresql"

  if ! pg_ready; then
    say "starting PostgreSQL cluster $version/main"
    # A cluster that is already starting (or running on another port) makes this fail; the
    # readiness wait below decides.
    run_as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start ||
      say "pg_ctlcluster start returned non-zero; waiting for readiness anyway"
  fi

  if ! wait_until "PostgreSQL on $PG_HOST:$PG_PORT" pg_ready; then
    fail "PostgreSQL did not answer on $PG_HOST:$PG_PORT within ${WAIT_SECONDS}s.
  Check: pg_lsclusters; tail -n 50 /var/log/postgresql/postgresql-$version-main.log"
  fi

  pg_check_access "$version"
}

# A fresh Debian install asks for a password over TCP; the default URL has none.
pg_check_access() {
  local version="$1" out
  command -v psql >/dev/null 2>&1 || return 0
  if out="$(psql "$(pg_admin_url)" -w -tAc 'SELECT 1' 2>&1)"; then
    return 0
  fi
  if [ -n "$version" ] && printf '%s' "$out" | grep -Eqi 'password|authentication'; then
    pg_allow_local_trust "$version"
    local i
    for i in 1 2 3 4 5 6 7 8 9 10; do # the reload is asynchronous
      psql "$(pg_admin_url)" -w -tAc 'SELECT 1' >/dev/null 2>&1 && return 0
      sleep 0.5
    done
  fi
  fail "PostgreSQL answers on $PG_HOST:$PG_PORT but connecting as in DATABASE_URL failed: $out"
}

# DATABASE_URL with its database replaced by the maintenance database "postgres".
pg_admin_url() {
  local scheme rest authority query=""
  scheme="${DATABASE_URL%%://*}"
  rest="${DATABASE_URL#*://}"
  authority="${rest%%/*}"
  authority="${authority%%\?*}"
  case "$DATABASE_URL" in *\?*) query="?${DATABASE_URL#*\?}" ;; esac
  printf '%s://%s/postgres%s\n' "$scheme" "$authority" "$query"
}

# ---- Redis ------------------------------------------------------------------------------------
read -r REDIS_HOST REDIS_PORT < <(url_host_port "$REDIS_URL" 6379)

# -u keeps credentials and database from REDIS_URL (redis://[:password@]host:port[/db]).
redis_ready() { [ "$(redis-cli -u "$REDIS_URL" ping 2>/dev/null)" = "PONG" ]; }

ensure_redis() {
  if ! is_local_host "$REDIS_HOST"; then
    say "Redis: REDIS_URL points to $REDIS_HOST:$REDIS_PORT (not local); leaving it alone"
    return 0
  fi
  if command -v redis-cli >/dev/null 2>&1 && redis_ready; then
    say "Redis already running on $REDIS_HOST:$REDIS_PORT"
    return 0
  fi
  if ! command -v redis-server >/dev/null 2>&1 || ! command -v redis-cli >/dev/null 2>&1; then
    say "Redis is not installed; installing Debian's redis-server package"
    apt_install redis-server redis-tools
    command -v redis-server >/dev/null 2>&1 || fail "redis-server still not found after installing it"
  fi
  # The package's init script may already have started it.
  if ! redis_ready; then
    say "starting redis-server on 127.0.0.1:$REDIS_PORT (no persistence)"
    redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no
  fi
  if ! wait_until "Redis on $REDIS_HOST:$REDIS_PORT" redis_ready; then
    fail "Redis did not answer PONG on $REDIS_HOST:$REDIS_PORT within ${WAIT_SECONDS}s.
  Try it in the foreground to see why: redis-server --bind 127.0.0.1 --port $REDIS_PORT"
  fi
}

ensure_postgres
ensure_redis
say "services ready"
