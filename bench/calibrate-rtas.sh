#!/usr/bin/env bash
# Refits the six fitted values of firmware-models/rtas/powervm-p9.json (or FILE) to six figures
# of the published 5.16 DLPAR table (issue #5), prints all twelve numbers of the table against
# the model, and writes the values back with their notes. EVALUATIONS 0 only prints. Usage:
#   bench/calibrate-rtas.sh [FILE] [EVALUATIONS] [RUNS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
mvn -B -q -DskipTests package test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test >/dev/null
java -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" dev.oversleep.rtas.CalibrateRtas "$@"
