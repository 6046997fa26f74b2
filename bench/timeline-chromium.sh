#!/usr/bin/env bash
# Renders `pm resume|suspend --timeline` HTML in a real headless browser (Debian's chromium,
# installed if missing) to PNGs at two window widths, and fails unless chromium exits 0 and
# writes a non-trivial image. Look at the PNGs: every strategy on one time axis.
# Usage: bench/timeline-chromium.sh [MACHINE] [OUT_DIR] [ACPIDUMP]
#   (default: hp-nx6325, target/timeline; dell-xps-13-7390 needs its ACPI tables, by default
#   ../shared/data/acpi/dell-xps-13-7390.acpidump.txt)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
machine="${1:-hp-nx6325}"
out="${2:-target/timeline}"
extra=()
if [[ "$machine" == dell-xps-13-7390 ]]; then
  extra=(--acpidump "${3:-../shared/data/acpi/dell-xps-13-7390.acpidump.txt}")
fi
mkdir -p "$out"
command -v chromium >/dev/null || { echo "installing chromium..." >&2; apt-get install -y -qq chromium >/dev/null; }
./oversleep pm resume --machine "$machine" "${extra[@]}" --timeline "$out/$machine-resume.html" >/dev/null
./oversleep pm suspend --machine "$machine" "${extra[@]}" --timeline "$out/$machine-suspend.html" >/dev/null
for page in "$out/$machine-resume" "$out/$machine-suspend"; do
  for width in 1400 900; do
    png="$(realpath "$page")-$width.png"
    rm -f "$png"
    if ! timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=$width,2400 \
        --screenshot="$png" "file://$(realpath "$page").html" > "$page.log" 2>&1; then
      echo "chromium failed on $page.html:" >&2; cat "$page.log" >&2; exit 1
    fi
    size=$(stat -c %s "$png" 2>/dev/null || echo 0)
    [ "$size" -gt 20000 ] || { echo "$png is missing or blank ($size bytes)" >&2; exit 1; }
    echo "$png: $size bytes"
  done
done
