#!/usr/bin/env bash
# Refits the four fitted values of firmware-models/rtas/powervm-p9.json (or FILE) to the twelve
# numbers of the published 5.16 DLPAR table (issues #5 and #34), prints them against the model and
# writes the values back with their notes. EVALUATIONS 0 only prints. The other objectives are
# experiments, run only on a copy of the profile: ten (the same four values against all but the two
# elapsed times under load), calls-and-cpu (six values, the eight calls and task-clock numbers), and
# fit=PATH,... (another set of values). Usage:
#   bench/calibrate-rtas.sh [FILE] [EVALUATIONS] [RUNS] [shipped|ten|calls-and-cpu] [fit=PATH,...]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
cp="$(bench/lib/test-classpath.sh)"
java -cp "$cp" dev.oversleep.rtas.CalibrateRtas "$@"
