#!/usr/bin/env bash
# Runs cyclictest and `oversleep host measure --method cyclic` back to back with the same
# interval, count and policy, and prints both rows side by side with the ratio. Then compares
# the shim's sleep loop with a bare clock_nanosleep loop to show its per-sample overhead.
#
# Usage: bench/host-vs-cyclictest.sh [--interval-us 1000] [--count 10000] [--fifo PRIO]
# Goals (issue #2): p50 and p99 within 10% (or 5 us) of cyclictest's; overhead within 2 us.
set -euo pipefail
interval=1000 count=10000 fifo=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --interval-us) interval="$2"; shift 2 ;;
    --count) count="$2"; shift 2 ;;
    --fifo) fifo="$2"; shift 2 ;;
    *) echo "usage: $0 [--interval-us US] [--count N] [--fifo PRIO]" >&2; exit 2 ;;
  esac
done
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

if ! command -v cyclictest >/dev/null; then
  echo "installing rt-tests for cyclictest..." >&2
  apt-get install -y -qq rt-tests >/dev/null
fi
"$here/oversleep" --version >/dev/null

ct_prio=(); os_prio=()
if [[ -n "$fifo" ]]; then ct_prio=(-p "$fifo"); os_prio=(--fifo "$fifo"); fi
# cyclictest holds /dev/cpu_dma_latency at 0 by default: ask oversleep to do the same.
cyclictest -q -t1 -i "$interval" -l "$count" "${ct_prio[@]}" -h 100000 --json="$tmp/ct.json" >/dev/null
"$here/oversleep" host measure --method cyclic --interval-us "$interval" --count "$count" \
  --dma-latency 0 "${os_prio[@]}" --json >"$tmp/os.json"

cc -O2 -o "$tmp/bare" "$here/bench/bare_nanosleep.c"
bare_mean=$("$tmp/bare" 100 "$count")
"$here/oversleep" host measure --method nanosleep --us 100 --count "$count" --json >"$tmp/ns.json"

python3 - "$tmp/ct.json" "$tmp/os.json" "$bare_mean" "$tmp/ns.json" <<'PY'
import json, sys
ct = json.load(open(sys.argv[1]))["thread"]["0"]
hist = sorted((int(k), v) for k, v in ct["histogram"].items())
total = sum(v for _, v in hist)
def pct(p):
    need, seen = p / 100 * total, 0
    for us, v in hist:
        seen += v
        if seen >= need:
            return us
    return hist[-1][0]
row = json.load(open(sys.argv[2]))["rows"][0]["oversleep"]
ours = {"min": row["min_ns"] / 1e3, "avg": row["mean_ns"] / 1e3, "p50": row["p50_ns"] / 1e3,
        "p99": row["p99_ns"] / 1e3, "max": row["max_ns"] / 1e3}
theirs = {"min": ct["min"], "avg": ct["avg"], "p50": pct(50), "p99": pct(99), "max": ct["max"]}
print(f"{'stat':5} {'cyclictest_us':>14} {'oversleep_us':>13} {'ratio':>7}  within goal")
for k in ("min", "avg", "p50", "p99", "max"):
    a, b = float(theirs[k]), ours[k]
    ratio = b / a if a else float("nan")
    goal = "yes" if abs(b - a) <= max(0.10 * a, 5) else "no"
    print(f"{k:5} {a:14.1f} {b:13.1f} {ratio:7.2f}  {goal if k in ('p50', 'p99') else ''}")
bare = float(sys.argv[3])
ns = json.load(open(sys.argv[4]))["rows"][0]
shim = ns["request_ns"] + ns["oversleep"]["mean_ns"]
print(f"\nrelative clock_nanosleep(100 us) mean: bare C loop {bare/1e3:.1f} us, "
      f"shim loop {shim/1e3:.1f} us, overhead {(shim-bare)/1e3:+.1f} us (goal within 2 us)")
PY
