#!/usr/bin/env python3
"""Where a refresh's time goes, from the server's side: for each run of a reader, the time from its start to
the first request, the median pause on a connection between an answer and the next request, and the time
from the last answer to its exit; prints each reader's medians over its runs.

Usage: timing.py TIMING_FILE RUNS_FILE...
TIMING_FILE holds slow_server.py's lines (arrived, answered, connection); each RUNS_FILE (named after its
reader) one line per run whose last two fields are its start and end, in seconds since the epoch.
"""
import os
import statistics
import sys

requests = [tuple(float(v) for v in line.split()) for line in open(sys.argv[1])]


def run_figures(start, end):
    mine = sorted(r for r in requests if start <= r[0] <= end)
    if not mine:
        return None
    by_connection = {}
    for arrived, answered, connection in mine:
        by_connection.setdefault(connection, []).append((arrived, answered))
    pauses = [b[0] - a[1] for rs in by_connection.values() for a, b in zip(rs, rs[1:])]
    return (mine[0][0] - start, statistics.median(pauses) if pauses else 0.0, end - max(r[1] for r in mine))


print(f"{'reader':<9} {'to 1st request':>15} {'pause between':>14} {'last answer':>12}")
print(f"{'':<9} {'ms':>15} {'requests, ms':>14} {'to exit, ms':>12}")
for path in sys.argv[2:]:
    runs = [line.split() for line in open(path)]
    figures = [f for f in (run_figures(float(r[-2]), float(r[-1])) for r in runs) if f]
    if not figures:
        continue
    first, pause, last = (statistics.median(f[i] for f in figures) * 1000 for i in range(3))
    print(f"{os.path.basename(path):<9} {first:>15.1f} {pause:>14.2f} {last:>12.1f}")
