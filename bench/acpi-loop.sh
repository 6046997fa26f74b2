#!/usr/bin/env bash
# AML interpreter speed against ACPICA's acpiexec in one run: the counted loop of
# bench/acpi/loop.asl with N iterations (default 1,000,000); JVM start excluded for Oversleep
# by timing the call in-process (dev.oversleep.acpi.LoopBench), acpiexec timed as a whole.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
n="${1:-1000000}"
command -v acpiexec >/dev/null || { echo "installing acpica-tools..." >&2; apt-get install -y -qq acpica-tools >/dev/null; }
mvn -B -q -DskipTests package test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test >/dev/null
s=$(date +%s%N); acpiexec -b "execute \\LOOP $n" bench/acpi/loop.aml >/dev/null 2>&1; e=$(date +%s%N)
echo "acpiexec:  $(( (e - s) / 1000000 )) ms for $n iterations (process included)"
java -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" dev.oversleep.acpi.LoopBench bench/acpi/loop.aml "$n" \
  ../shared/data/acpi/dell-xps-13-7390.acpidump.txt
