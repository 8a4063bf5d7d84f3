"""Benchmark: comparing two runs, against computing each run alone.

  python bench/bench_compare.py LOGDIR BASE_RUN NEW_RUN [--tools overview_page,tensorflow_stats]
                                [--repeat 3] [--json]

BASE_RUN and NEW_RUN are run names in LOGDIR (as the runs route lists them). For each tool, every
measurement runs in a new process with no disk cache (a first request after a
server start), medians of --repeat:
- base alone, new alone: the tool's result for one run (load + convert), as the
  `data` route computes it;
- compared cold: the comparison of the two (both loads, both results, the
  compare), as `data?base_run=` computes it; the target is at most the sum of the
  two single runs + 10 %;
- compared warm: the same request again in that process (both results and the
  comparison cached in memory); the target is at most 50 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time

TOOLS = ("overview_page", "tensorflow_stats", "trace_viewer@")


def child(mode: str, logdir: str, base: str, new: str, tool: str) -> dict:
    from tb_profile_plugin.profile.cache import from_setting
    from tb_profile_plugin.service import Service

    service = Service(logdir, cache=from_setting("none"))
    options = {"resolution": "2000"} if tool == "trace_viewer@" else {}
    rss = lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # noqa: E731
    if mode in ("base", "new"):
        t0 = time.perf_counter()
        service.tool_json(base if mode == "base" else new, tool, "", options)
        return {"s": time.perf_counter() - t0, "rss_mib": rss()}
    t0 = time.perf_counter()
    service.compared_json(new, tool, "", options, base)
    cold = time.perf_counter() - t0
    warm = []
    for _ in range(5):
        t0 = time.perf_counter()
        service.compared_json(new, tool, "", options, base)
        warm.append(time.perf_counter() - t0)
    return {"s": cold, "warm_s": statistics.median(warm), "rss_mib": rss()}


def _measure(mode: str, logdir: str, base: str, new: str, tool: str) -> dict:
    out = subprocess.run([sys.executable, __file__, "--child", mode, logdir, base, new, "--tools", tool],
                         capture_output=True, text=True, check=False)
    if out.returncode:
        raise RuntimeError(f"{mode} {tool} failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("logdir")
    ap.add_argument("base", help="the base run's name in the logdir")
    ap.add_argument("new", help="the new run's name")
    ap.add_argument("--tools", default=",".join(TOOLS))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child, args.logdir, args.base, args.new, args.tools)))
        return 0
    os.environ.setdefault("PYTHONHASHSEED", "0")
    rows = []
    for tool in args.tools.split(","):
        got = {mode: [_measure(mode, args.logdir, args.base, args.new, tool) for _ in range(args.repeat)]
               for mode in ("base", "new", "compare")}
        med = {mode: statistics.median(r["s"] for r in runs) for mode, runs in got.items()}
        warm = statistics.median(r["warm_s"] for r in got["compare"])
        rss = max(r["rss_mib"] for r in got["compare"])
        budget = 1.1 * (med["base"] + med["new"])
        rows.append({"tool": tool, "base_s": med["base"], "new_s": med["new"], "compare_cold_s": med["compare"],
                     "cold_budget_s": budget, "cold_ok": med["compare"] <= budget,
                     "compare_warm_ms": 1000 * warm, "warm_ok": warm <= 0.050, "compare_peak_rss_mib": rss})
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(f"{'tool':18} {'base':>8} {'new':>8} {'compared':>9} {'budget':>8} {'warm':>9} {'peak RSS':>9}")
    for r in rows:
        print(f"{r['tool']:18} {r['base_s']:7.2f}s {r['new_s']:7.2f}s {r['compare_cold_s']:8.2f}s "
              f"{r['cold_budget_s']:7.2f}s {r['compare_warm_ms']:7.1f}ms {r['compare_peak_rss_mib']:7.0f}MiB"
              f"  {'ok' if r['cold_ok'] and r['warm_ok'] else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
