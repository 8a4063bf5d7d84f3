"""Benchmark: load and convert one XSpace file, optionally beside XProf.

  python bench/bench.py PATH.xplane.pb [--repeat 3] [--xprof-python /path/to/venv/bin/python] [--json]

Every measurement runs in a new process, like a first request after a server
start:
- load cold: read + decode the file, no cache;
- load disk-cached: a new process whose disk cache already holds the profile;
- load memory-cached: a second load in the same process;
- per tool: `convert` (or the whole stream, for streaming tools) on the loaded
  profile, and end to end (cold load + convert), with the child's peak RSS.
With --xprof-python, bench/xprof_runner.py times XProf's converters on the same
file (also cold, one process per run) and the table shows XProf / ours.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(mode: str, path: str, cache_dir: str | None) -> dict:
    """Runs one measurement in this (fresh) process; returns a JSON-able dict."""
    from tb_profile_plugin import tools
    from tb_profile_plugin.profile.cache import from_setting
    from tb_profile_plugin.service import Service

    rss_before = _rss_mib()
    if mode == "load":
        service = Service.for_path(path, cache=from_setting(cache_dir or "none"))
        (run,) = service.runs()
        t0 = time.perf_counter()
        (profile,) = service.profiles(run)
        t1 = time.perf_counter()
        service.profiles(run)
        t2 = time.perf_counter()
        return {"seconds": t1 - t0, "memory_cached_seconds": t2 - t1, "events": profile.num_events,
                "peak_rss_mib": _rss_mib(), "rss_before_mib": rss_before}
    tool = tools.get(mode)
    tool.built and tool._impl()  # import the converter (and pandas) before the clock starts
    # What a route runs: the Service, with no disk cache.
    service = Service.for_path(path, cache=from_setting("none"))
    (run,) = service.runs()
    t0 = time.perf_counter()
    service.profiles(run)
    t1 = time.perf_counter()
    chunks = service.tool_stream(run, mode, None, {})
    size = sum(map(len, chunks)) if chunks is not None else len(service.tool_json(run, mode, None, {}))
    t2 = time.perf_counter()
    return {"seconds": t2 - t1, "end_to_end_seconds": t2 - t0, "load_seconds": t1 - t0,
            "output_bytes": size, "peak_rss_mib": _rss_mib(), "rss_before_mib": rss_before}


def run_child(mode: str, path: str, cache_dir: str | None = None) -> dict:
    cmd = [sys.executable, __file__, path, "--child", mode]
    if cache_dir:
        cmd += ["--cache-dir", cache_dir]
    out = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr.strip() else f"exit {out.returncode}"}
    return json.loads(out.stdout)


def median_of(runs: list[dict], key: str):
    values = [r[key] for r in runs if r.get(key) is not None]
    return statistics.median(values) if values else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("path")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--tools", default=None, help="comma-separated; default: every built tool")
    parser.add_argument("--xprof-python", default=None, help="a Python that has `xprof` installed")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--cache-dir", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.child:
        print(json.dumps(child(args.child, args.path, args.cache_dir)))
        return 0

    from tb_profile_plugin import tools

    names = args.tools.split(",") if args.tools else [t.name for t in tools.TOOLS if t.built]
    size_mb = os.path.getsize(args.path) / 1e6
    report = {"file": args.path, "size_mb": round(size_mb, 1), "load": {}, "tools": {}}

    cold = [run_child("load", args.path) for _ in range(args.repeat)]
    with tempfile.TemporaryDirectory() as cache_dir:
        run_child("load", args.path, cache_dir)  # fills the disk cache
        warm = [run_child("load", args.path, cache_dir) for _ in range(args.repeat)]
    report["events"] = cold[0].get("events")
    report["load"] = {
        "cold_seconds": median_of(cold, "seconds"),
        "disk_cached_seconds": median_of(warm, "seconds"),
        "memory_cached_seconds": median_of(cold, "memory_cached_seconds"),
        "peak_rss_mib": median_of(cold, "peak_rss_mib"),
    }
    for name in names:
        runs = [run_child(name, args.path) for _ in range(args.repeat)]
        errors = [r["error"] for r in runs if "error" in r]
        report["tools"][name] = {
            "convert_seconds": median_of(runs, "seconds"),
            "end_to_end_seconds": median_of(runs, "end_to_end_seconds"),
            "peak_rss_mib": median_of(runs, "peak_rss_mib"),
            "output_bytes": median_of(runs, "output_bytes"),
            "error": errors[0] if errors else None,
        }

    if args.xprof_python:
        cmd = [args.xprof_python, str(HERE / "xprof_runner.py"), args.path, "--tools", ",".join(names),
               "--repeat", str(args.repeat), "--json"]
        out = subprocess.run(cmd, capture_output=True, text=True, check=False)
        try:
            xprof = json.loads(out.stdout)
        except ValueError:
            xprof = {}
            print(f"xprof runner failed: {out.stderr.strip()[-500:]}", file=sys.stderr)
        for name in names:
            x = xprof.get(name) or {}
            ours = report["tools"][name]
            ours["xprof_seconds"] = x.get("seconds")
            ours["xprof_peak_rss_mib"] = x.get("peak_rss_mib")
            ours["xprof_error"] = x.get("error")
            if x.get("seconds") and ours["end_to_end_seconds"]:
                ours["xprof_over_ours"] = x["seconds"] / ours["end_to_end_seconds"]

    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print_table(report)
    return 0


def _fmt(value, unit="s"):
    if value is None:
        return "-"
    return f"{value:.3f} {unit}" if unit == "s" else f"{value:.0f} {unit}"


def print_table(report: dict) -> None:
    load = report["load"]
    print(f"{report['file']}: {report['size_mb']} MB, {report['events']:,} events")
    print(f"load: cold {_fmt(load['cold_seconds'])}, disk-cached {_fmt(load['disk_cached_seconds'])}, "
          f"memory-cached {_fmt(load['memory_cached_seconds'])}, peak RSS {_fmt(load['peak_rss_mib'], 'MiB')}")
    header = f"{'tool':<20} {'convert':>10} {'cold e2e':>10} {'peak RSS':>10} {'output':>12} {'XProf':>10} {'XProf RSS':>10} {'XProf/ours':>10}"
    print(header)
    for name, t in report["tools"].items():
        ratio = f"{t['xprof_over_ours']:.1f}x" if t.get("xprof_over_ours") else "-"
        out = f"{t['output_bytes'] / 1e6:.1f} MB" if t.get("output_bytes") else "-"
        print(f"{name:<20} {_fmt(t['convert_seconds']):>10} {_fmt(t['end_to_end_seconds']):>10} "
              f"{_fmt(t['peak_rss_mib'], 'MiB'):>10} {out:>12} {_fmt(t.get('xprof_seconds')):>10} "
              f"{_fmt(t.get('xprof_peak_rss_mib'), 'MiB'):>10} {ratio:>10}")
        for key in ("error", "xprof_error"):
            if t.get(key):
                print(f"  {key}: {t[key]}")


if __name__ == "__main__":
    sys.exit(main())
