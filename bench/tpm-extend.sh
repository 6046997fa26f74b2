#!/usr/bin/env bash
# Benchmarks 1000 modelled PCR extends on the 160-thread reporting machine (issue #11 goal: under
# 1 s) with JMH (one fork, one thread), then times the whole `oversleep tpm extend` command.
# Usage: bench/tpm-extend.sh [JMH options, replacing -wi 2 -w 2s -i 5 -r 2s]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
cp="$(bench/lib/test-classpath.sh)"
# JMH refuses an option given twice: options passed replace the defaults
if [[ $# -gt 0 ]]; then opts=("$@"); else opts=(-wi 2 -w 2s -i 5 -r 2s); fi
java -cp "$cp" org.openjdk.jmh.Main 'dev.oversleep.bench.TpmExtendBench' -f 1 -t 1 "${opts[@]}"

echo
echo "whole command (JVM start included), 3 runs of: java -jar target/oversleep.jar tpm extend --count 1000 --driver msleep,usleep-range --kernel 4.10"
for i in 1 2 3; do
  s=$(date +%s%N)
  java -jar target/oversleep.jar tpm extend --count 1000 --driver msleep,usleep-range --kernel 4.10 >/dev/null
  e=$(date +%s%N)
  echo "  run $i: $(( (e - s) / 1000000 )) ms"
done
