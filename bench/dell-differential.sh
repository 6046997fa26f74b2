#!/usr/bin/env bash
# Every zero-argument method with a Sleep or Stall in a real acpidump (default: the XPS 13 7390
# in ../shared/data), run by ACPICA's acpiexec and by `oversleep acpi run` with region fill
# 0x00 and 0xFF; compares the returned value or failure status and prints each difference.
# Slow on purpose: acpiexec really sleeps (about 6 minutes per fill for the 7390).
# Usage: bench/dell-differential.sh [ACPIDUMP] [FILL...]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
dump="$(realpath "${1:-../shared/data/acpi/dell-xps-13-7390.acpidump.txt}")"
[ $# -eq 0 ] || shift
fills=("$@")
[ ${#fills[@]} -gt 0 ] || fills=(0x00 0xFF)
command -v acpiexec >/dev/null || { echo "installing acpica-tools..." >&2; apt-get install -y -qq acpica-tools >/dev/null; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && acpixtract -a "$dump" >/dev/null)
tables=("$work"/dsdt.dat "$work"/ssdt*.dat)
./oversleep acpi methods "$dump" --sleeping --json \
  | python3 -c 'import json,sys; [print(m["method"]) for m in json.load(sys.stdin)["method_sites"] if m["arg_count"] == 0]' \
  > "$work/methods.txt"
echo "$(wc -l < "$work/methods.txt") zero-argument sleeping methods in $(basename "$dump")"
for fill in "${fills[@]}"; do
  agree=0; differ=0
  while read -r m; do
    a=$(timeout 120 acpiexec -fv "$fill" -b "execute $m" "${tables[@]}" 2>&1 \
      | grep -E "\[Integer\] = |No object was returned|failed with status" | head -1 \
      | sed -E 's/.*\[Integer\] = ([0-9A-F]+).*/I \1/; s/.*No object was returned.*/none/; s/.*failed with status (AE_[A-Z_]+).*/\1/' || true)
    o=$(./oversleep acpi run "$dump" "$m" --fill "$fill" --interpreter strict --json 2>/dev/null | python3 -c '
import json, sys
r = json.load(sys.stdin)["runs"][0]
if r.get("error"): print(r["error"].split()[0])
elif r.get("result") in (None, "no object"): print("none")
elif r["result"].startswith("[Integer]"): print("I " + r["result"].split("= ")[1])
else: print(r["result"])' || true)
    if [ "$a" = "$o" ]; then agree=$((agree + 1)); else differ=$((differ + 1)); echo "DIFF $m: acpiexec '$a' oversleep '$o'"; fi
  done < "$work/methods.txt"
  echo "fill $fill: $agree agree, $differ differ"
done
