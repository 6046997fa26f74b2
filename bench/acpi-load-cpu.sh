#!/usr/bin/env bash
# Issue #15's goal for `acpi load`: its CPU time on the Dell XPS 13 7390's acpidump against
# acpiexec's (load and initialize the same tables, `-b quit`). Interleaved rounds
# (bench/acpi/interleaved.py): `./oversleep acpi load` of the dump, of the same tables as one raw
# file, acpiexec on the extracted tables, and acpixtract then acpiexec (what reading the dump
# takes with ACPICA's tools). Needs acpica-tools.
# Usage: bench/acpi-load-cpu.sh [ROUNDS (20)] [ACPIDUMP]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds="${1:-20}"
dump="$(realpath "${2:-$here/../shared/data/acpi/dell-xps-13-7390.acpidump.txt}")"
command -v acpiexec >/dev/null || { echo "acpi-load-cpu: acpiexec not found (apt-get install acpica-tools)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && acpixtract -a "$dump" >/dev/null)
tables="dsdt.dat $(cd "$work" && ls ssdt*.dat 2>/dev/null | sort -V | tr '\n' ' ')"
(cd "$work" && cat $tables >all.raw)
"$here/oversleep" acpi load "$dump" >/dev/null # builds the jar and the archive if needed
python3 "$here/bench/acpi/interleaved.py" "$rounds" \
  "oversleep acpi load (dump)=$here/oversleep acpi load '$dump'" \
  "oversleep acpi load (raw tables)=$here/oversleep acpi load '$work/all.raw'" \
  "acpiexec -b quit (extracted tables)=cd '$work' && acpiexec -b quit $tables" \
  "acpixtract + acpiexec=d=\$(mktemp -d) && cd \$d && acpixtract -a '$dump' && acpiexec -b quit $tables; rm -rf \$d"
