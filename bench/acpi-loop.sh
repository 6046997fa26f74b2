#!/usr/bin/env bash
# AML interpreter speed against ACPICA's acpiexec (issue #15 goals), each figure the least of
# RUNS runs (bench/acpi/timecmd.py: wall and CPU time in ms; on a shared machine CPU time is the
# steadier measure):
#  1. the counted loop of bench/acpi/loop.asl, 1,000,000 iterations, from the command line with
#     start-up subtracted (the same command with 0 iterations), acpiexec against ./oversleep;
#  2. the loop in-process (dev.oversleep.acpi.LoopBench: JVM start excluded, thread CPU time);
#  3. `acpi load` of the Dell XPS 13 7390 dump against acpiexec loading (and initializing) it;
#  4. `acpi run` of a method of that dump, with the JVM options the launcher uses and without.
# Usage: bench/acpi-loop.sh [ITERATIONS] [RUNS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
n="${1:-1000000}"
runs="${2:-5}"
T="python3 bench/acpi/timecmd.py $runs"
dump=../shared/data/acpi/dell-xps-13-7390.acpidump.txt
command -v acpiexec >/dev/null || { echo "acpiexec is missing (Debian package acpica-tools)" >&2; exit 2; }
mvn -B -q -DskipTests package test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test >/dev/null
./oversleep --version >/dev/null # makes the class-data-sharing archive for this jar
net() { python3 -c "import sys; a=sys.argv[1].split(); b=sys.argv[2].split(); print(int(a[0])-int(b[0]), int(a[1])-int(b[1]))" "$1" "$2"; }
uptime
echo "== 1. counted loop, $n iterations, from the command line (wall ms, CPU ms)"
a1=$($T acpiexec -b "execute \\LOOP $n" bench/acpi/loop.aml); a0=$($T acpiexec -b "execute \\LOOP 0" bench/acpi/loop.aml)
o1=$($T ./oversleep acpi run bench/acpi/loop.aml '\LOOP' "$n"); o0=$($T ./oversleep acpi run bench/acpi/loop.aml '\LOOP' 0)
an=$(net "$a1" "$a0"); on=$(net "$o1" "$o0")
echo "acpiexec:  $a1 ($a0 with 0 iterations) -> start-up subtracted $an"
echo "oversleep: $o1 ($o0 with 0 iterations) -> start-up subtracted $on"
python3 -c "import sys; a=sys.argv[1].split(); o=sys.argv[2].split(); f=lambda x,y: f'{int(x)/max(int(y),1):.0f}x'; print('ratio (acpiexec / oversleep): wall', f(a[0],o[0]), ' CPU', f(a[1],o[1]))" "$an" "$on"
echo "== 2. in-process"
java -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" dev.oversleep.acpi.LoopBench bench/acpi/loop.aml "$n" "$dump"
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
