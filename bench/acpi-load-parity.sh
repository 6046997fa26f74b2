#!/usr/bin/env bash
# Loads every acpidump under ../shared/data/acpi (the three Dells, QEMU, the 67 linuxhw machines;
# linux-hardware.org ACPI collection, CC BY 4.0) in acpiexec and in `oversleep acpi load`, and
# compares the number of methods and objects ACPICA reports after loading (the sums of its
# per-table "Table [...] - N Objects ... M Methods" lines) with Oversleep's. Both in slack mode,
# as Linux loads (acpiexec -es; `acpi load` runs module-level code in slack mode), or both in
# strict mode with MODE=strict (acpiexec without -es; `acpi load --interpreter strict`).
# Usage: [MODE=slack|strict] bench/acpi-load-parity.sh [DUMP...]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
[[ -f target/oversleep.jar ]] || mvn -B -q -DskipTests package >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mode="${MODE:-slack}"
case "$mode" in slack) es=(-es) ;; strict) es=() ;; *) echo "MODE must be slack or strict" >&2; exit 2 ;; esac
dumps=("$@")
[[ ${#dumps[@]} -gt 0 ]] || dumps=(../shared/data/acpi/*.acpidump.txt ../shared/data/acpi/linuxhw/*.acpidump.txt)
agree=0; differ=0
for f in "${dumps[@]}"; do
  d="$work/$(basename "$f" .acpidump.txt)"; mkdir -p "$d"
  (cd "$d" && acpixtract -a "$(realpath "$here/$f" 2>/dev/null || realpath "$f")" >/dev/null 2>&1)
  ssdts=$(cd "$d" && ls ssdt*.dat 2>/dev/null | sort -V | tr '\n' ' ' || true)
  (cd "$d" && timeout 120 acpiexec ${es[@]+"${es[@]}"} -b quit dsdt.dat $ssdts >out.txt 2>&1 || true)
  theirs=$(grep '^Table \[' "$d/out.txt" | awk '{for (i=1;i<NF;i++) { if ($(i+1)=="Methods") m+=$i; if ($(i+1)=="Objects") o+=$i } } END {print m+0, o+0}')
  ours=$(java -XX:TieredStopAtLevel=1 -jar target/oversleep.jar acpi load "$f" --interpreter "$mode" --json \
    | python3 -c 'import json,sys; r=json.load(sys.stdin); print(r["methods"], r["objects"])')
  if [[ "$theirs" == "$ours" ]]; then agree=$((agree + 1)); else differ=$((differ + 1)); fi
  echo "acpiexec $theirs  oversleep $ours  $(basename "$f" .acpidump.txt)"
done
echo "$agree agree, $differ differ (methods and objects after loading, $mode mode)"
