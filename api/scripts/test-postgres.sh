#!/usr/bin/env bash
# Run the api's vitest suite against a real PostgreSQL: Debian's postgresql (installed if missing, needs
# root), a throw-away cluster initdb'd as the postgres user, listening on 127.0.0.1 only. Exits with
# vitest's code. Usage: sudo api/scripts/test-postgres.sh [vitest args...]
set -euo pipefail

API_DIR="$(cd "$(dirname "$0")/.." && pwd)"
PORT="${PGTEST_PORT:-54329}"

if [ "$(id -u)" -ne 0 ]; then
  echo "test-postgres.sh: run as root (it may install postgresql and runs the server as postgres)" >&2
  exit 2
fi

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "installing Debian's postgresql"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
fi
PG_BIN="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")"

WORK="$(mktemp -d /tmp/api-pgtest.XXXXXX)"
chown postgres:postgres "$WORK"
as_postgres() { runuser -u postgres -- "$@"; }

cleanup() {
  as_postgres "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_postgres "$PG_BIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 --no-locale >"$WORK/initdb.log"
# The first free port from PGTEST_PORT on (another run may hold one; a probe could race, so retry the start).
started=0
for _ in $(seq 1 20); do
  if ! (echo >"/dev/tcp/127.0.0.1/$PORT") >/dev/null 2>&1 &&
    as_postgres "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$WORK -c fsync=off -c max_connections=200" \
      start >/dev/null; then
    started=1
    break
  fi
  PORT=$((PORT + 1))
done
[ "$started" = 1 ] || { cat "$WORK/server.log" >&2; exit 1; }
as_postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres api_test
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

set +e
(cd "$API_DIR" && DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/api_test" npx vitest run "$@")
CODE=$?
set -e
exit "$CODE"
