#!/usr/bin/env bash
# A second PostgreSQL cluster on this machine whose buffer pool is sized as a database server's
# should be (shared_buffers = a quarter of RAM, the PostgreSQL documentation's starting point),
# next to the default cluster (128 MB) that the tests use. Debian's postgresql-common tools; run
# as root. Port 5433, trust authentication for local connections (a benchmark, not a server).
#
#   bash bench/scripts/pg-sized-cluster.sh          # create (once) and start
#   psql -h 127.0.0.1 -p 5433 -U postgres -c 'create database sampark_bench'
#
# Measured with it: docs/decisions/021-postgresql-buffer-pool.md, bench/README.md.
set -euo pipefail
version=$(ls /etc/postgresql | sort -n | tail -1)
name=sampark_sized
port=5433
if ! pg_lsclusters -h | awk '{print $2}' | grep -qx "$name"; then
  pg_createcluster "$version" "$name" --port "$port" -- --auth=trust >/dev/null
fi
mem_mb=$(awk '/MemTotal/ {print int($2 / 1024)}' /proc/meminfo)
cat >"/etc/postgresql/$version/$name/conf.d/sampark-buffers.conf" <<CONF
# a quarter of this machine's RAM ($mem_mb MB)
shared_buffers = $((mem_mb / 4))MB
CONF
pg_ctlcluster --skip-systemctl-redirect "$version" "$name" restart
pg_lsclusters | awk -v n="$name" '$2 == n'
