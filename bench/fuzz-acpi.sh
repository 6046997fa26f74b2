#!/usr/bin/env bash
# A long mutation campaign over the ACPI loader and AML parser (the unit test runs a short one).
# Usage: bench/fuzz-acpi.sh [INPUTS] [SEED]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
cp="$(bench/lib/test-classpath.sh)"
java -Xss1m -cp "$cp" dev.oversleep.acpi.FuzzCampaign "$@"
