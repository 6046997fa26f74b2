#!/usr/bin/env bash
# Refits the four fitted values of firmware-models/rtas/powervm-p9.json (or FILE) to the twelve numbers
# of the published 5.16 DLPAR table (issue #5), prints them against
# the model, and writes the values back with their notes. EVALUATIONS 0 only prints. OBJECTIVE
# calls-and-cpu is the README's experiment "What the fit trades" (five values, the eight calls and
# task-clock numbers; only on a copy of the profile). Usage:
#   bench/calibrate-rtas.sh [FILE] [EVALUATIONS] [RUNS] [all|calls-and-cpu]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
cp="$(bench/lib/test-classpath.sh)"
java -cp "$cp" dev.oversleep.rtas.CalibrateRtas "$@"
