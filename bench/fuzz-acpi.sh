#!/usr/bin/env bash
# A long mutation campaign over the ACPI loader and AML parser (the unit test runs a short one).
# Usage: bench/fuzz-acpi.sh [INPUTS] [SEED]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
mvn -B -q -DskipTests package test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test >/dev/null
java -Xss1m -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" dev.oversleep.acpi.FuzzCampaign "$@"
