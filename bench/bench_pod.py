"""Benchmark pod_viewer on a synthetic pod: many hosts, 8 TPU cores each, many steps.

  python bench/bench_pod.py [--hosts 64] [--cores 8] [--steps 100] [--repeat 3]

Writes the pod (tests/pod_util.py, real TPU naming) under bench/data/pod_<H>x<C>x<S>/
once, then per run, in a new process: load every host (no cache) and convert
(cold), then convert again (warm: per-host results kept with the profiles).
Reports the median of the runs, the JSON size and the child's peak RSS.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))


def child(folder: str) -> dict:
    from tb_profile_plugin.profile.cache import ProfileCache
    from tb_profile_plugin.service import Service
    from tb_profile_plugin.tools import pod_viewer  # noqa: F401  (import before the clock)

    hosts = len(list(Path(folder).glob("*.xplane.pb")))
    # What the routes run, with every host kept in memory and no result kept,
    # so the second conversion ("warm") computes again on loaded profiles.
    service = Service.for_path(folder, cache=ProfileCache(None, memory_items=hosts + 1, result_items=0))
    (run,) = service.runs()
    t0 = time.perf_counter()
    service.profiles(run)
    t1 = time.perf_counter()
    size = len(service.tool_json(run, "pod_viewer", None, {}))
    t2 = time.perf_counter()
    service.tool_json(run, "pod_viewer", None, {})
    t3 = time.perf_counter()
    return {"load": t1 - t0, "convert": t2 - t1, "cold": t2 - t0, "warm": t3 - t2,
            "bytes": size, "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hosts", type=int, default=64)
    ap.add_argument("--cores", type=int, default=8)
    ap.add_argument("--steps", type=int, default=100)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.child)))
        return 0
    folder = HERE / "data" / f"pod_{args.hosts}x{args.cores}x{args.steps}" / "plugins" / "profile" / "pod"
    if not folder.exists():
        import pod_util

        t = time.perf_counter()
        pod_util.write_pod(folder, hosts=args.hosts, cores=args.cores, steps=args.steps)
        print(f"wrote {folder} in {time.perf_counter() - t:.1f} s", file=sys.stderr)
    runs = []
    for _ in range(args.repeat):
        out = subprocess.run([sys.executable, __file__, "--child", str(folder)],
                             capture_output=True, text=True, check=True)
        runs.append(json.loads(out.stdout))
    med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
    size_mb = sum(p.stat().st_size for p in folder.glob("*.xplane.pb")) / 1e6
    print(f"pod {args.hosts} hosts x {args.cores} cores x {args.steps} steps ({size_mb:.1f} MB), "
          f"median of {args.repeat} new processes:")
    print(f"  load {med['load']:.3f} s + convert {med['convert']:.3f} s = cold {med['cold']:.3f} s; "
          f"warm {med['warm'] * 1e3:.1f} ms; JSON {med['bytes'] / 1e6:.1f} MB; "
          f"peak RSS {med['peak_rss_mib']:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
