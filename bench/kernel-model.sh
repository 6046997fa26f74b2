#!/usr/bin/env bash
# Benchmarks the kernel model with JMH (one fork, one thread) and times the whole
# `oversleep kernel sleep` command, which JVM start dominates.
# Usage: bench/kernel-model.sh [JMH options, e.g. -wi 3 -i 5]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
cp="$(bench/lib/test-classpath.sh)"
java -cp "$cp" org.openjdk.jmh.Main 'dev.oversleep.bench.KernelModelBench' -f 1 -t 1 -wi 3 -w 1s -i 5 -r 1s "$@"

echo
echo "whole command (JVM start included), 5 runs of: java -jar target/oversleep.jar kernel sleep --ms <19 lengths> --vs acpi-os-sleep:usleep-slack"
for i in 1 2 3 4 5; do
  s=$(date +%s%N)
  java -jar target/oversleep.jar kernel sleep --ms 1,2,3,4,5,6,8,10,12,15,16,20,25,32,50,100,200,500,1000 \
    --vs acpi-os-sleep:usleep-slack >/dev/null
  e=$(date +%s%N)
  echo "  run $i: $(( (e - s) / 1000000 )) ms"
done
s=$(date +%s%N); java -jar target/oversleep.jar --version >/dev/null; e=$(date +%s%N)
echo "  JVM start + picocli alone (--version): $(( (e - s) / 1000000 )) ms"
