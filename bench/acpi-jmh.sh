#!/usr/bin/env bash
# JMH benchmarks of the AML interpreter (one fork, one thread): AML operations per second on
# the counted loop, the cost of handing out a run of the booted XPS 13 7390, one real method.
# Usage: bench/acpi-jmh.sh [JMH options, e.g. -wi 3 -i 5]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
cp="$(bench/lib/test-classpath.sh)"
java -cp "$cp" org.openjdk.jmh.Main 'dev.oversleep.bench.AmlInterpreterBench' -f 1 -t 1 -wi 3 -w 2s -i 5 -r 2s "$@"
