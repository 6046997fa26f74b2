#!/usr/bin/env python3
"""Runs a command N times (output discarded) and prints the least wall time and the least CPU
time (user + sys of the process and its threads) in ms: on a shared machine the minimum is the
closest to what the command itself costs. Usage: timecmd.py N CMD [ARGS...]"""
import resource
import subprocess
import sys
import time

n = int(sys.argv[1])
cmd = sys.argv[2:]
walls, cpus = [], []
for _ in range(n):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    walls.append(time.monotonic() - t0)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
print(f"{min(walls) * 1000:.0f} {min(cpus) * 1000:.0f}")
