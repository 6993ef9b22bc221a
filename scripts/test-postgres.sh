#!/usr/bin/env bash
# Run the server's integration tests against a real PostgreSQL: the one named by
# TEST_DATABASE_URL, else the local service on 127.0.0.1:5432, else a throwaway cluster started
# here from the installed PostgreSQL binaries. Each test file creates and drops its own database.
set -euo pipefail
cd "$(dirname "$0")/.."

reachable() {
  node --input-type=module -e "
    import pg from 'pg';
    const c = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));
  " "$1" >/dev/null 2>&1
}

url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
initdb=$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)

# --available: exit 0 when these tests can run here (a server reachable, or one to start), else 1.
if [ "${1:-}" = "--available" ]; then
  if reachable "$url" || [ -n "$initdb" ]; then exit 0; fi
  exit 1
fi

cleanup() { :; }
if ! reachable "$url"; then
  if [ -z "$initdb" ]; then
    if [ "${CI:-}" = "true" ]; then
      echo "No PostgreSQL reachable at $url and none installed to start: CI needs one." >&2
      exit 1
    fi
    echo "SKIPPED: no PostgreSQL reachable at $url (set TEST_DATABASE_URL to run these tests)."
    exit 0
  fi
  bin=$(dirname "$initdb")
  dir=$(mktemp -d)
  port=54329
  as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  echo "Starting a throwaway PostgreSQL cluster on port $port"
  as_pg "$bin/initdb -D $dir/data -A trust -U postgres >/dev/null"
  as_pg "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -w -l $dir/log start >/dev/null"
  cleanup() { as_pg "$bin/pg_ctl -D $dir/data -m fast -w stop >/dev/null" || true; rm -rf "$dir"; }
  url="postgres://postgres@127.0.0.1:$port/postgres"
fi
trap cleanup EXIT

TEST_DATABASE_URL="$url" npx vitest run --project server "$@"
