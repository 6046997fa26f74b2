#!/usr/bin/env bash
# Renders `pm resume|suspend --timeline` HTML in a real headless browser (Debian's chromium,
# installed if missing) to PNGs at a narrow and a wide window, 800 and 1400 px, scroll bars
# drawn, and fails unless chromium exits 0 and writes a non-trivial image. Look at the PNGs:
# every strategy on one time axis; at 1400 px the charts fill the window, at 800 px they keep
# their least width (900 px) and scroll sideways with a bar; no label cut at either.
# (PmTimelineWidthsChromiumTest measures the same in the browser.)
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
  for width in 800 1400; do
    png="$(realpath "$page")-$width.png"
    rm -f "$png"
    profile="$(mktemp -d)"
    # No background connections: without these flags chromium's are refused many at a time.
    if ! timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync --user-data-dir="$profile" \
        --window-size=$width,2400 --screenshot="$png" "file://$(realpath "$page").html" > "$page.log" 2>&1; then
      rm -rf "$profile"
      echo "chromium failed on $page.html:" >&2; cat "$page.log" >&2; exit 1
    fi
    rm -rf "$profile"
    size=$(stat -c %s "$png" 2>/dev/null || echo 0)
    [ "$size" -gt 20000 ] || { echo "$png is missing or blank ($size bytes)" >&2; exit 1; }
    echo "$png: $size bytes"
  done
done
