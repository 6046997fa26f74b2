#!/usr/bin/env python3
"""Runs labelled shell commands in interleaved rounds (each round in a shuffled order, seeded) and
prints, per label, the median and least CPU time (user + sys of the command and its children) in
ms, and in how many rounds the first command used less CPU than each other. Interleaving spreads
the machine's other load over every command alike: on a shared machine two series run one after
the other can differ by more than the change measured.
Usage: interleaved.py ROUNDS 'LABEL=SHELL COMMAND' ..."""
import random
import resource
import statistics
import subprocess
import sys

rounds = int(sys.argv[1])
commands = [arg.split("=", 1) for arg in sys.argv[2:]]
cpu = {label: [] for label, _ in commands}
rng = random.Random(1)
for _ in range(rounds):
    order = list(commands)
    rng.shuffle(order)
    for label, cmd in order:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(cmd, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu[label].append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
for label, _ in commands:
    xs = cpu[label]
    print(f"{label}: median {statistics.median(xs):.0f} ms, least {min(xs):.0f} ms CPU ({len(xs)} runs)")
# Round by round (the commands of a round ran back to back, so they met the same load): how often
# the first command used less CPU than each other.
first = commands[0][0]
for label, _ in commands[1:]:
    below = sum(a < b for a, b in zip(cpu[first], cpu[label]))
    print(f"{first} below {label} in {below} of {rounds} rounds")
