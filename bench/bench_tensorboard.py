"""Cold requests through a real TensorBoard, as a user's first click meets them.

  python bench/bench_tensorboard.py LOGDIR [--run RUN] [--repeat 3] [--tools trace_viewer@,overview_page] [--pans N]

For each tool, `--repeat` times: a new `tensorboard --logdir LOGDIR` on a free
127.0.0.1 port with no disk cache (--profile_cache_dir none), then the tool's
first request (trace_viewer@: the whole-trace window at 1500 px, the page's
first window, in the binary format unless --format json), timed from the request to the last byte; the
server's peak RSS (VmHWM) after it; the server stopped by its PID. With --pans N,
trace_viewer@ then asks N pan/zoom windows as the timeline does (bench_trace.pan_zoom,
gzip accepted, as a browser asks): their p50/p95 from request to last byte, what a
user waits for on a local port. Prints each run and the
median. Issue 21's targets for a 1M-event TF profile: 0.4 s for the first
trace window and for overview_page, 300 MB of peak RSS.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

from bench_trace import pan_zoom, window_header  # bench/ is the script's directory
from bench_trace_frames import free_port, stop

PREFIX = "/data/plugin/profile/"
QUERIES = {"trace_viewer@": {"resolution": "1500"}}


def peak_rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def get(url: str, timeout: float = 600, gzip: bool = False) -> bytes:
    """The reply's bytes as they came (still compressed with gzip=True)."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzip else {})
    with urllib.request.urlopen(request, timeout=timeout) as r:
        return r.read()


def pans(base: str, run: str, span_ms: float, count: int, fmt: str) -> list[tuple[float, int]]:
    """(seconds, bytes on the wire) of `count` pan/zoom windows, as the timeline asks them."""
    out = []
    for q0, q1 in pan_zoom(span_ms, count):
        query = {"run": run, "tag": "trace_viewer@", "start_time_ms": repr(q0), "end_time_ms": repr(q1),
                 "resolution": "3000"}
        if fmt != "json":  # JSON: as servers before format=binary answer
            query["format"] = fmt
        query = urllib.parse.urlencode(query)
        t0 = time.perf_counter()
        body = get(f"{base}{PREFIX}data?{query}", gzip=True)
        out.append((time.perf_counter() - t0, len(body)))
    return out


def one(logdir: str, run: str | None, tool: str, count: int = 0, fmt: str = "binary") -> tuple[float, float, int, str, list]:
    """(seconds, peak RSS MiB, reply bytes, run, pans) of a tool's first request to a new
    TensorBoard, and for trace_viewer@ `count` pan/zoom windows after it."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "tensorboard.main", "--logdir", logdir, "--host", "127.0.0.1", "--port", str(port),
         "--load_fast", "false", "--profile_cache_dir", "none"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                runs = json.loads(get(f"{base}{PREFIX}runs", 5))
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit("tensorboard did not start")
                time.sleep(0.2)
        run = run or runs[0]
        query = {"run": run, "tag": tool, **QUERIES.get(tool, {})}
        if tool == "trace_viewer@" and fmt != "json":
            query["format"] = fmt
        query = urllib.parse.urlencode(query)
        t0 = time.perf_counter()
        body = get(f"{base}{PREFIX}data?{query}")
        seconds = time.perf_counter() - t0
        peak = peak_rss_mib(proc.pid)
        moved = []
        if count and tool == "trace_viewer@":
            moved = pans(base, run, window_header(body)["span_us"][1] / 1000, count, fmt)
        return seconds, peak, len(body), run, moved
    finally:
        stop(proc)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("logdir")
    parser.add_argument("--run", default=None)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--tools", default="trace_viewer@,overview_page")
    parser.add_argument("--pans", type=int, default=0, help="trace_viewer@: pan/zoom windows after the first")
    parser.add_argument("--format", choices=("binary", "json"), default="binary", help="trace_viewer@'s windows")
    args = parser.parse_args()
    for tool in args.tools.split(","):
        times, peaks = [], []
        for _ in range(args.repeat):
            try:
                seconds, peak, size, run, moved = one(args.logdir, args.run, tool, args.pans, args.format)
            except urllib.error.HTTPError as e:  # a tool this profile has no data for (kernel_stats on a CPU)
                print(f"{tool}: HTTP {e.code}: {e.read().decode(errors='replace')[:200]}", flush=True)
                break
            times.append(seconds)
            peaks.append(peak)
            print(f"{tool} ({run}): {seconds:.3f} s, {size:,} bytes, server peak RSS {peak:.0f} MiB", flush=True)
            if moved:
                took = sorted(t for t, _ in moved)
                print(f"  {len(moved)} pan/zoom windows through HTTP (gzip): p50 {1000 * statistics.median(took):.1f} ms, "
                      f"p95 {1000 * took[int(0.95 * (len(took) - 1))]:.1f} ms, "
                      f"median {statistics.median(b for _, b in moved) / 1e6:.2f} MB on the wire", flush=True)
        if times:
            print(f"{tool}: median {statistics.median(times):.3f} s, peak RSS median {statistics.median(peaks):.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
