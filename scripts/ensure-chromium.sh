#!/usr/bin/env bash
# Makes sure a Chromium exists for the e2e tests: Debian's package, installed with apt-get when
# missing. Playwright's own browser download is never used (this machine reaches no CDN).
set -euo pipefail
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[e2e] Chromium not found: installing Debian's chromium with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "[e2e] Chromium not found. Install it, e.g. 'sudo apt-get install chromium' (Debian/Ubuntu),"
echo "      or set CHROMIUM_PATH to a Chromium or Chrome executable." >&2
exit 1
