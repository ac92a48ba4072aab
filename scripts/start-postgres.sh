#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server in a temporary folder on 127.0.0.1:$PGPORT and prints its URL.
# Used by CI (and by anyone who wants to run the database tests against a real server).
# Stop it with: scripts/stop-postgres.sh (or pg_ctl -D "$dir" stop as the postgres user).
set -euo pipefail
PGPORT="${PGPORT:-54329}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
dir=$(mktemp -d /tmp/portal-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U portal --auth=trust -E UTF8 >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $PGPORT -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
echo "$dir" > /tmp/portal-pg.current
echo "postgres://portal@127.0.0.1:$PGPORT/postgres"
