#!/usr/bin/env bash
# JMH: how long one simulated 'memory add count 20' takes (goal: under 20 ms), then the
# whole command with JVM start. Usage: bench/rtas-dlpar.sh [JMH options]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
cp="$(bench/lib/test-classpath.sh)"
java -cp "$cp" org.openjdk.jmh.Main \
  'dev.oversleep.bench.DlparBench' -f 1 -t 1 -wi 3 -w 1s -i 5 -r 1s "$@"
s=$(date +%s%N); java -jar target/oversleep.jar rtas dlpar --kernel 5.16,5.17,6.13 >/dev/null; e=$(date +%s%N)
echo "rtas dlpar, 3 eras x 10 runs, JVM start included: $(( (e - s) / 1000000 )) ms"
