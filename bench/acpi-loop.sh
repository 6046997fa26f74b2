#!/usr/bin/env bash
# AML interpreter speed against ACPICA's acpiexec (issue #15 goals), each figure the least of
# RUNS runs (bench/acpi/timecmd.py: wall and CPU time in ms; on a shared machine CPU time is the
# steadier measure):
#  1. the counted loop of bench/acpi/loop.asl from the command line with start-up subtracted (the
#     same command with 0 iterations), acpiexec against ./oversleep, as time per iteration:
#     acpiexec runs AEXEC_N iterations (default 100,000), as its While loop gives up after 10 s of
#     real time (AE_AML_LOOP_TIMEOUT) and on a busy machine 1,000,000 do not fit; Oversleep runs N;
#  2. the loop in-process (dev.oversleep.acpi.LoopBench: JVM start excluded, thread CPU time);
#  3. `acpi load` of the Dell XPS 13 7390 dump against acpiexec loading (and initializing) it;
#  4. `acpi run` of a method of that dump, with the JVM options the launcher uses and without.
# Usage: bench/acpi-loop.sh [ITERATIONS] [RUNS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
n="${1:-1000000}"
runs="${2:-5}"
an="${AEXEC_N:-100000}"
T="python3 $here/bench/acpi/timecmd.py $runs"
dump=../shared/data/acpi/dell-xps-13-7390.acpidump.txt
command -v acpiexec >/dev/null || { echo "acpiexec is missing (Debian package acpica-tools)" >&2; exit 2; }
cp="$(bench/lib/test-classpath.sh)"
./oversleep --version >/dev/null # makes the class-data-sharing archive for this jar
net() { python3 -c "import sys; a=sys.argv[1].split(); b=sys.argv[2].split(); print(int(a[0])-int(b[0]), int(a[1])-int(b[1]))" "$1" "$2"; }
uptime
echo "== 1. counted loop from the command line (wall ms, CPU ms)"
if acpiexec -b "execute \\LOOP $an" bench/acpi/loop.aml 2>&1 | grep -q AE_AML_LOOP_TIMEOUT; then
  echo "acpiexec timed out on $an iterations (10 s of real time): set AEXEC_N lower" >&2; exit 1
fi
a1=$($T acpiexec -b "execute \\LOOP $an" bench/acpi/loop.aml); a0=$($T acpiexec -b "execute \\LOOP 0" bench/acpi/loop.aml)
o1=$($T ./oversleep acpi run bench/acpi/loop.aml '\LOOP' "$n"); o0=$($T ./oversleep acpi run bench/acpi/loop.aml '\LOOP' 0)
an_net=$(net "$a1" "$a0"); on_net=$(net "$o1" "$o0")
echo "acpiexec,  $an iterations: $a1 ($a0 with 0) -> start-up subtracted $an_net"
echo "oversleep, $n iterations: $o1 ($o0 with 0) -> start-up subtracted $on_net"
python3 - "$an" "$an_net" "$n" "$on_net" <<'PY'
import sys
an, a, n, o = int(sys.argv[1]), sys.argv[2].split(), int(sys.argv[3]), sys.argv[4].split()
for i, what in ((0, "wall"), (1, "CPU")):
    per_a = int(a[i]) / an * 1e6
    per_o = max(int(o[i]), 1) / n * 1e6
    print(f"{what}: acpiexec {per_a:.0f} ns an iteration, oversleep {per_o:.0f} ns: {per_a / per_o:.0f}x"
          f" (1,000,000 iterations: acpiexec {per_a:.0f} ms, oversleep {per_o:.0f} ms)")
PY
echo "== 2. in-process"
java -cp "$cp" dev.oversleep.acpi.LoopBench bench/acpi/loop.aml "$n" "$dump"
echo "== 3. loading the XPS 13 7390 (wall ms, CPU ms)"
x="$(mktemp -d)"; (cd "$x" && acpixtract -a "$(realpath "$here/$dump")" >/dev/null 2>&1)
echo "acpiexec (load and initialize, then quit): $(cd "$x" && $T acpiexec -b quit dsdt.dat $(ls ssdt*.dat | sort -V))"
rm -rf "$x"
echo "oversleep acpi load (./oversleep):          $($T ./oversleep acpi load "$dump")"
echo "oversleep acpi load (java -jar):            $($T java -jar target/oversleep.jar acpi load "$dump")"
echo "== 4. acpi run of \\_SB.PCI0.RP01.L23D on that dump (wall ms, CPU ms)"
args=(acpi run "$dump" '\_SB.PCI0.RP01.L23D' --registers firmware-models/acpi/dell-xps-13-7390-rp01-l23.json)
echo "./oversleep (C1, serial GC, CDS archive):   $($T ./oversleep "${args[@]}")"
echo "java -jar (defaults):                       $($T java -jar target/oversleep.jar "${args[@]}")"
echo "java -jar, C1 only:                         $($T java -XX:TieredStopAtLevel=1 -jar target/oversleep.jar "${args[@]}")"
echo "JVM and picocli alone (./oversleep --version): $($T ./oversleep --version)"
uptime
