#!/usr/bin/env bash
# Refits the two free parameters of firmware-models/tpm/nuvoton-npct650.json (or FILE) to the two
# published figures of issue #11 and prints the fit (see CalibrateTpm's Javadoc for the rule).
# Usage: bench/calibrate-tpm.sh [FILE]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
cp="$(bench/lib/test-classpath.sh)"
java -cp "$cp" dev.oversleep.tpm.CalibrateTpm "$@"
