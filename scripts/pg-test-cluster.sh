#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the test suites and prints its
# URL. Usage: eval "$(bash scripts/pg-test-cluster.sh start)"; … ; bash scripts/pg-test-cluster.sh stop
set -euo pipefail
PGPORT="${PGPORT:-55432}"
DIR="${PG_TEST_DIR:-/tmp/samudra-pg-test}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$BIN/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }

as_pg() {
  # initdb refuses to run as root; Debian's package creates the postgres user.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    if [ -f "$DIR/postmaster.pid" ]; then as_pg "$BIN/pg_ctl" -D "$DIR" stop -m fast >/dev/null 2>&1 || true; fi
    rm -rf "$DIR" && mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    as_pg "$BIN/initdb" -D "$DIR" -A trust -U postgres -E UTF8 >/dev/null
    as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
      -o "-h 127.0.0.1 -p $PGPORT -k $DIR -c fsync=off -c full_page_writes=off" start >/dev/null
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$DIR" stop -m fast >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
