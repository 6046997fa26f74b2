#!/usr/bin/env bash
# Refits the four fitted values of firmware-models/rtas/powervm-p9.json (or FILE) to the published
# 5.16 DLPAR table (issue #5): ten of its twelve numbers, all but the two elapsed times under load,
# which no value of the model reaches (README, rtas). Prints the twelve against the model and
# writes the values back with their notes. EVALUATIONS 0 only prints. The other objectives are
# experiments, run only on a copy of the profile: twelve (the same four values against all
# twelve numbers), calls-and-cpu (five values, the eight calls and task-clock numbers), and
# fit=PATH,... (another set of values, e.g. vcpu.vp_dispatch_ns). Usage:
#   bench/calibrate-rtas.sh [FILE] [EVALUATIONS] [RUNS] [shipped|twelve|calls-and-cpu] [fit=PATH,...]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
cp="$(bench/lib/test-classpath.sh)"
java -cp "$cp" dev.oversleep.rtas.CalibrateRtas "$@"
