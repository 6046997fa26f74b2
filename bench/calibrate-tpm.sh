#!/usr/bin/env bash
# Refits the two free parameters of firmware-models/tpm/nuvoton-npct650.json (or FILE) to the two
# published figures of issue #11 and prints the fit (see CalibrateTpm's Javadoc for the rule).
# Usage: bench/calibrate-tpm.sh [FILE]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
mvn -B -q -DskipTests package test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test >/dev/null
java -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" dev.oversleep.tpm.CalibrateTpm "$@"
