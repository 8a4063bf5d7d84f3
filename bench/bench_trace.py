"""Benchmark of the trace viewer's windows on one XSpace file.

  python bench/bench_trace.py PATH.xplane.pb [--windows 200] [--resolution 1500] [--format binary|json] [--json]

In a new process each (like the first request after a server start):
- first window, cold: load the file (no cache), build the trace index, answer
  the whole-trace window as bytes (`--format`: binary, what the timeline asks for, or
  JSON; see docs/http_api.md), without the HTTP layer's gzip;
- first window from the disk cache: the window request alone in a process whose
  disk cache already holds the profile, its index and the window's level;
then, in the cold process, a sequence of pan/zoom windows (random but seeded)
with their p50/p95/max latency, a search and an event's details, and the
process's peak RSS.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def _rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def pan_zoom(span_ms: float, count: int, seed: int = 0):
    """`count` (start, end) ms ranges a user's pans and zooms ask for, random but seeded:
    half zooms around a random point, half pans by up to a fifth of the width; each the
    visible range plus half a width each side, as the timeline asks (trace/model.js)."""
    rng = random.Random(seed)
    lo, hi = 0.0, span_ms
    for _ in range(count):
        width = hi - lo
        if rng.random() < 0.5:  # zoom around a random point
            factor = rng.choice([0.5, 0.7, 1.4, 2.0])
            center = lo + rng.random() * width
            width = min(span_ms, max(span_ms * 1e-6, width * factor))
            lo = max(0.0, center - width / 2)
        else:  # pan by up to a fifth of the width
            lo = min(max(0.0, lo + (rng.random() - 0.5) * 0.4 * width), max(0.0, span_ms - width))
        hi = min(span_ms, lo + width)
        yield max(0.0, lo - width / 2), min(span_ms, hi + width / 2)


def window_header(body: bytes) -> dict:
    """A window reply's JSON, or a binary one's header (its events: {"length", "columns"})."""
    if body[:4] == b"TBPW":
        size = int.from_bytes(body[4:8], "little")
        return json.loads(body[8:8 + size])
    return json.loads(body)


def _items(reply: dict) -> int:
    events = reply["events"]
    return events["length"] if "length" in events else len(events["id"])


def child(path: str, cache_dir: str | None, windows: int, resolution: int, fmt: str) -> dict:
    from tb_profile_plugin import tools
    from tb_profile_plugin.profile.cache import from_setting
    from tb_profile_plugin.service import Service

    tools.get("trace_viewer@")._impl()  # imports before the clock
    # What the routes run (the Service saves the decoded stats after a request).
    service = Service.for_path(path, cache=from_setting(cache_dir or "none"))
    (run,) = service.runs()

    def window(options: dict) -> bytes:
        if options.get("mode", "window") == "window" and fmt != "json":  # JSON: the default, as older servers answer
            options = {**options, "format": fmt}
        return service.tool_json(run, "trace_viewer@", None, options)

    t0 = time.perf_counter()
    # Cold: the load timed on its own. From the disk cache: the window alone, as a
    # restarted server's first request (it need not load the profile at all).
    events = None if cache_dir else service.profiles(run)[0].num_events
    t1 = time.perf_counter()
    first = window({"resolution": str(resolution)})
    t2 = time.perf_counter()
    out = {
        "events": events,
        "first_window_seconds": t2 - t0,
        "load_seconds": t1 - t0,
        "first_window_bytes": len(first),
        "first_window_items": _items(window_header(first)),
        "format": fmt,
        "first_window_peak_rss_mib": _rss_mib(),  # before the pans and the search
    }
    if windows:
        span_ms = window_header(first)["span_us"][1] / 1000
        times, sizes = [], []
        for q0, q1 in pan_zoom(span_ms, windows):
            s = time.perf_counter()
            body = window({"start_time_ms": repr(q0), "end_time_ms": repr(q1), "resolution": str(resolution * 2)})
            times.append(time.perf_counter() - s)
            sizes.append(len(body))
        times.sort()
        out["windows"] = {
            "count": windows,
            "p50_ms": 1000 * statistics.median(times),
            "p95_ms": 1000 * times[int(0.95 * (len(times) - 1))],
            "max_ms": 1000 * times[-1],
            "median_bytes": statistics.median(sizes),
        }
        s = time.perf_counter()
        found = json.loads(window({"mode": "search", "q": "matmul", "limit": "100"}))
        out["search_ms"] = 1000 * (time.perf_counter() - s)
        out["search_total"] = found["total"]
        if found["matches"]:
            s = time.perf_counter()
            window({"mode": "details", "id": str(found["matches"][0]["id"])})
            out["details_ms"] = 1000 * (time.perf_counter() - s)
    out["peak_rss_mib"] = _rss_mib()
    return out


def run_child(path, cache_dir, windows, resolution, fmt) -> dict:
    cmd = [sys.executable, __file__, path, "--child", "--windows", str(windows), "--resolution", str(resolution),
           "--format", fmt]
    if cache_dir:
        cmd += ["--cache-dir", cache_dir]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(done.stderr[-2000:])
    return json.loads(done.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("path")
    parser.add_argument("--windows", type=int, default=200)
    parser.add_argument("--resolution", type=int, default=1500)
    parser.add_argument("--format", choices=("binary", "json"), default="binary",
                        help="the windows' reply format (binary: what the timeline asks for)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--cache-dir", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.path, args.cache_dir, args.windows, args.resolution, args.format)))
        return 0
    cold = run_child(args.path, None, args.windows, args.resolution, args.format)
    with tempfile.TemporaryDirectory() as cache_dir:
        run_child(args.path, cache_dir, 0, args.resolution, args.format)  # fills the disk cache
        warm = run_child(args.path, cache_dir, 0, args.resolution, args.format)
    report = {"file": args.path, "cold": cold, "disk_cached_first_window_seconds": warm["first_window_seconds"]}
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    w = cold.get("windows", {})
    print(f"{args.path}: {cold['events']:,} events; {args.format} windows")
    print(f"first window, cold: {cold['first_window_seconds']:.3f} s (load {cold['load_seconds']:.3f} s), "
          f"{cold['first_window_items']:,} items, {cold['first_window_bytes'] / 1e6:.2f} MB")
    print(f"first window from the disk cache: {report['disk_cached_first_window_seconds']:.3f} s")
    if w:
        print(f"{w['count']} pan/zoom windows: p50 {w['p50_ms']:.1f} ms, p95 {w['p95_ms']:.1f} ms, "
              f"max {w['max_ms']:.1f} ms, median reply {w['median_bytes'] / 1e3:.0f} kB")
    if "search_ms" in cold:
        print(f"search 'matmul': {cold['search_total']:,} matches in {cold['search_ms']:.1f} ms; "
              f"details {cold.get('details_ms', float('nan')):.1f} ms")
    print(f"peak RSS: {cold['first_window_peak_rss_mib']:.0f} MiB at the first window, "
          f"{cold['peak_rss_mib']:.0f} MiB over the run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
