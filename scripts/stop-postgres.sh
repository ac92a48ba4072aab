#!/usr/bin/env bash
# Stops the server scripts/start-postgres.sh started.
set -euo pipefail
[ -f /tmp/portal-pg.current ] || exit 0
dir=$(cat /tmp/portal-pg.current)
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null; else "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null; fi
rm -rf "$dir" /tmp/portal-pg.current
