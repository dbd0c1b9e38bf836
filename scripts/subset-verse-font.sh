#!/usr/bin/env bash
# Regenerates the Amiri Quran subset used by the phone mock-up's verse (PhoneMockup.astro).
# The full Arabic face is 45 KB; the mock-up shows one verse, so it ships only those glyphs
# (about 14 KB) and the text pages stay within their 60 KB budget. Run after changing the verse.
# Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
# The verse as the mock-up shows it: quran-json's verified text of 94:5.
VERSE="$(node -p "require('quran-json/dist/chapters/en/94.json').verses[4].text")"
/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource/amiri-quran/files/amiri-quran-arabic-400-normal.woff2 \
  --text="$VERSE" --layout-features='*' --name-IDs='*' --flavor=woff2 \
  --output-file=src/assets/fonts/amiri-quran-verse.woff2
ls -l src/assets/fonts/amiri-quran-verse.woff2
