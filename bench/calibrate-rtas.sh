#!/usr/bin/env bash
# Refits firmware-models/rtas/powervm-p9.json (or FILE) to the published 5.16 DLPAR table
# (issue #5) and prints the model's rows and its worst relative error. Usage:
#   bench/calibrate-rtas.sh [FILE] [EVALUATIONS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
mvn -B -q -DskipTests package test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test >/dev/null
java -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" dev.oversleep.rtas.CalibrateRtas "$@"
