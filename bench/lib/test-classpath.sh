#!/usr/bin/env bash
# Builds the jar and the test classes and prints the classpath the bench scripts run on
# (test classes, classes, test-scope dependencies). Usage: cp="$(bench/lib/test-classpath.sh)"
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
mvn -B -q -DskipTests package test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test >/dev/null
echo "target/test-classes:target/classes:$(cat target/bench.classpath)"
