#!/usr/bin/env bash
# Makes sure a Chromium exists for the e2e tests: Debian's packages, installed with apt-get when
# missing. Playwright's own browser download is never used (this machine reaches no CDN).
# The stories run in chromium-headless-shell, Chromium's old headless shell, where it can be had
# (decision 0074); the full chromium is the bench's, and the stories' fallback.
set -euo pipefail
have_chromium() {
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then return 0; fi
  done
  return 1
}
if [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ]; then
  have_chromium && exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  packages="chromium-headless-shell"
  have_chromium || packages="chromium $packages"
  echo "[e2e] installing Debian's $packages with apt-get…"
  apt-get update -qq || true
  if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null; then exit 0; fi
  # The shell is a speed-up, not a need: the stories run in the full chromium as well.
  if have_chromium; then
    echo "[e2e] chromium-headless-shell could not be installed: the stories run in chromium."
    exit 0
  fi
fi
have_chromium && exit 0
echo "[e2e] Chromium not found. Install it, e.g. 'sudo apt-get install chromium chromium-headless-shell'"
echo "      (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable." >&2
exit 1
