#!/usr/bin/env bash
# Parity on the 67 linuxhw machines (../shared/data/acpi/linuxhw, linux-hardware.org's ACPI
# collection, CC BY 4.0): every zero-argument method with a Sleep or Stall site, region fills
# 0x00 and 0xFF, run by acpiexec under the virtual-time preload and by Oversleep, compared with
# src/test/resources/acpi/linuxhw-differences.txt (LinuxhwDifferentialTest with every method;
# the suite runs a sample). acpiexec's answers are kept in target/linuxhw-acpiexec-cache (-slack for slack), so a
# second run after an interpreter change only re-runs Oversleep (delete the directory to redo them).
# Writes the per-machine summary and the unlisted differences to target/linuxhw-differential-full.txt.
# Usage: bench/linuxhw-differential.sh [MACHINE-REGEX] [FILLS] [strict|slack]   e.g. 'Notebook_Dell.*' 0x00
# (slack: both interpreters in slack mode, acpiexec -es, against linuxhw-differences-slack.txt)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
machines="${1:-.*}"
fills="${2:-0x00,0xFF}"
interpreter="${3:-strict}"
command -v acpiexec >/dev/null || { echo "needs acpiexec (Debian package acpica-tools)" >&2; exit 2; }
mkdir -p "$here/target"
suffix=$([ "$interpreter" = strict ] && echo "" || echo "-$interpreter")
report="$here/target/linuxhw-differential-full$suffix.txt"
start=$(date +%s)
set +e
mvn -B -q test -Dtest=LinuxhwDifferentialTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Doversleep.linuxhw.methods=all -Doversleep.linuxhw.fills="$fills" -Doversleep.linuxhw.machines="$machines" \
  -Doversleep.linuxhw.cache="$here/target/linuxhw-acpiexec-cache$suffix" -Doversleep.linuxhw.report="$report" \
  -Doversleep.linuxhw.interpreter="$interpreter" \
  > "$here/target/linuxhw-differential-full$suffix.log" 2>&1
rc=$?
set -e
echo "wall $(( $(date +%s) - start )) s, mvn exit $rc (non-zero: unlisted or stale catalog entries; log target/linuxhw-differential-full$suffix.log)"
head -1 "$report"
grep -c "^[A-Z].* 0x" "$report" >/dev/null || true
sed -n '/^# unlisted/,$p' "$report" | head -50
