#!/usr/bin/env python3
"""Fuzz benchmark: 10,000 seeded mutations of the real fixtures through every tool.

    python bench/fuzz_profiles.py [--cases 10000] [--jobs 2] [--chunk 500]
    python bench/fuzz_profiles.py --stats [--kinds empty,bytes] [--jobs 2]

`--stats` runs the stat sweep instead (tests/fuzz_stats.py: every stat of every
fixture of fuzz_stats.FIXTURES given a value of each wrong kind, one process per
fixture) and prints its answers and failing cases.

Runs tests/fuzz_util.py in `--jobs` parallel processes, `--chunk` cases each (a
fresh process per chunk, so one chunk's memory does not carry over), and
prints the answers by kind (results, typed errors by class, untyped errors),
the failing cases (untyped error or slower than fuzz_util.CASE_SECONDS), the
slowest case and the largest peak RSS of a chunk.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import json
import subprocess
import sys
import time
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "tests" / "fuzz_util.py"
STATS_SCRIPT = SCRIPT.with_name("fuzz_stats.py")


def chunk(first: int, n: int) -> dict:
    proc = subprocess.run([sys.executable, str(SCRIPT), "--cases", str(n), "--first-seed", str(first), "--json"],
                          capture_output=True, text=True)
    if proc.returncode not in (0, 1):
        return {"cases": n, "answers": {"crashed_chunk": 1}, "failures": [{"first_seed": first,
                "stderr": proc.stderr[-2000:]}], "slowest": None, "peak_rss_mib": 0}
    return json.loads(proc.stdout)


def stats_sweep(jobs: int, kinds: str) -> int:
    sys.path.insert(0, str(STATS_SCRIPT.parent))
    import fuzz_stats

    def one(fixture):
        extra = ["--kinds", kinds] if kinds else []
        proc = subprocess.run([sys.executable, str(STATS_SCRIPT), "--fixtures", fixture, "--json", *extra],
                              capture_output=True, text=True)
        if proc.returncode not in (0, 1):
            return {"answers": {"crashed": 1}, "failures": [{"case": [fixture], "stderr": proc.stderr[-2000:]}],
                    "slowest": [0, None]}
        return json.loads(proc.stdout)

    t0 = time.perf_counter()
    answers, failures, slowest = collections.Counter(), [], [0, None]
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for r in pool.map(one, fuzz_stats.FIXTURES):
            answers.update(r["answers"])
            failures += r["failures"]
            slowest = max(slowest, r["slowest"], key=lambda s: s[0])
    print(f"stat sweep of {', '.join(fuzz_stats.FIXTURES)} in {time.perf_counter() - t0:.0f} s: "
          f"answers {dict(answers)}; failing cases: {len(failures)}; slowest case {slowest[0]:.1f} s {slowest[1]}")
    for f in failures[:20]:
        print(json.dumps(f)[:2000])
    return 1 if failures else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", type=int, default=10_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--chunk", type=int, default=500)
    ap.add_argument("--stats", action="store_true", help="the stat sweep (tests/fuzz_stats.py) instead")
    ap.add_argument("--kinds", default="", help="with --stats: the wrong kinds (fuzz_stats.KINDS; default all)")
    args = ap.parse_args()
    if args.stats:
        return stats_sweep(args.jobs, args.kinds)
    t0 = time.perf_counter()
    answers, failures, slowest, rss = collections.Counter(), [], None, 0.0
    starts = range(0, args.cases, args.chunk)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for r in pool.map(lambda s: chunk(s, min(args.chunk, args.cases - s)), starts):
            answers.update(r["answers"])
            failures += r["failures"]
            rss = max(rss, r["peak_rss_mib"])
            if r["slowest"] and (slowest is None or r["slowest"]["seconds"] > slowest["seconds"]):
                slowest = r["slowest"]
    print(f"{args.cases} cases in {time.perf_counter() - t0:.0f} s: answers {dict(answers)}")
    print(f"failing cases: {len(failures)}; slowest {slowest and slowest['seconds']} s "
          f"({slowest and slowest['source']} seed {slowest and slowest['seed']}); largest chunk peak RSS {rss} MiB")
    for f in failures[:20]:
        print(json.dumps(f)[:2000])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
