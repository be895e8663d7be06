#!/usr/bin/env bash
# Runs before `npm test`: makes sure what the tests need is on this machine.
# - Debian's Chromium for the browser tests (Playwright cannot download its own browser here),
#   and a Devanagari font for their screenshots
# - Debian's haproxy for the scale-out test (two app servers behind one proxy, TLS by openssl's
#   certificate) and systemd's systemd-analyze, which checks the guide's unit file
# - Debian's LibreOffice Calc (headless) for real .xls/.xlsx files in the import tests
# - PostgreSQL on 127.0.0.1:5432 with a database `test` (every server test runs on it too)
# Set SAMPARK_TEST_DATABASES=sqlite to run the server tests on SQLite only (never in CI).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
# a Devanagari font (78 kB), so screenshots show the seeds' Hindi labels instead of boxes
fc-list :lang=hi 2>/dev/null | grep -q . || missing+=(fonts-lohit-deva)
command -v haproxy >/dev/null || missing+=(haproxy)
command -v openssl >/dev/null || missing+=(openssl)
command -v systemd-analyze >/dev/null || missing+=(systemd)
# LibreOffice writes the genuine BIFF8 .xls files the import tests read (issue 15)
command -v soffice >/dev/null || missing+=(libreoffice-calc-nogui)
if ((${#missing[@]})); then
  echo "ensure-test-services: installing ${missing[*]} (apt)"
  as_root apt-get update -qq
  as_root apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [[ "${SAMPARK_TEST_DATABASES:-sqlite,postgres}" == *postgres* && -z "${SAMPARK_TEST_PG_URL:-}" ]]; then
  if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
    echo "ensure-test-services: starting PostgreSQL"
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  fi
  psql -h 127.0.0.1 -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname='test'" | grep -q 1 \
    || psql -h 127.0.0.1 -U postgres -d postgres -qc "CREATE DATABASE test"
fi
