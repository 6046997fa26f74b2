#!/usr/bin/env bash
# Renders `pm resume --timeline` HTML in a real headless browser (Debian's chromium, installed
# if missing) to a PNG, and fails unless chromium exits 0 and writes a non-trivial image.
# Usage: bench/timeline-chromium.sh [MACHINE] [OUT_DIR]   (default: hp-nx6325, target/timeline)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
machine="${1:-hp-nx6325}"
out="${2:-target/timeline}"
mkdir -p "$out"
command -v chromium >/dev/null || { echo "installing chromium..." >&2; apt-get install -y -qq chromium >/dev/null; }
./oversleep pm resume --machine "$machine" --cpus 4 --timeline "$out/$machine-resume.html" >/dev/null
./oversleep pm suspend --machine "$machine" --cpus 4 --timeline "$out/$machine-suspend.html" >/dev/null
for page in "$out/$machine-resume" "$out/$machine-suspend"; do
  rm -f "$page.png"
  if ! timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,2400 \
      --screenshot="$(realpath "$page").png" "file://$(realpath "$page").html" > "$page.log" 2>&1; then
    echo "chromium failed on $page.html:" >&2; cat "$page.log" >&2; exit 1
  fi
  size=$(stat -c %s "$page.png" 2>/dev/null || echo 0)
  [ "$size" -gt 20000 ] || { echo "$page.png is missing or blank ($size bytes)" >&2; exit 1; }
  echo "$page.png: $size bytes"
done
