#!/usr/bin/env bash
# The coverage-guided campaign of issue #15 (item 3): Jazzer runs AmlJazzerFuzzTest (load,
# initialize, run up to eight methods twice) in a JVM limited to 512 MB until 1,100,000 inputs
# or 5 hours (the @FuzzTest bounds), going on after a finding (up to 100: jazzer.keep_going),
# keeping its corpus in .cifuzz-corpus/ and writing findings to
# src/test/resources/dev/oversleep/acpi/AmlJazzerFuzzTestInputs/loadInitializeAndRun/ (mvn
# verify replays them). Progress and the slowest input: target/jazzer-stats.txt and
# target/jazzer-slowest.bin. Stopping it early (Ctrl-C) can leave the input it was running as a
# crash-* file: replay it with `mvn test -Dtest=AmlJazzerFuzzTest` before taking it for one.
# Usage: bench/jazzer-acpi.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
JAZZER_FUZZ=1 mvn -B test -Dtest=AmlJazzerFuzzTest -Dsurefire.failIfNoSpecifiedTests=false -DargLine="-Xmx512m -Djazzer.keep_going=100" \
  | grep -v '^INFO: Instrumented' || true
cat target/jazzer-stats.txt
