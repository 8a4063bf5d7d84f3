"""Cold requests through a real TensorBoard, as a user's first click meets them.

  python bench/bench_tensorboard.py LOGDIR [--run RUN] [--repeat 3] [--tools trace_viewer@,overview_page]

For each tool, `--repeat` times: a new `tensorboard --logdir LOGDIR` on a free
127.0.0.1 port with no disk cache (--profile_cache_dir none), then the tool's
first request (trace_viewer@: the whole-trace window at 1500 px, the page's
first window), timed from the request to the last byte; the server's peak RSS
(VmHWM) after it; the server stopped by its PID. Prints each run and the
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
import urllib.parse
import urllib.request

from bench_trace_frames import free_port, stop  # bench/ is the script's directory

PREFIX = "/data/plugin/profile/"
QUERIES = {"trace_viewer@": {"resolution": "1500"}}


def peak_rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def get(url: str, timeout: float = 600) -> bytes:
    with urllib.request.urlopen(url, timeout=timeout) as r:
        return r.read()


def one(logdir: str, run: str | None, tool: str) -> tuple[float, float, int, str]:
    """(seconds, peak RSS MiB, reply bytes, run) of a tool's first request to a new TensorBoard."""
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
        query = urllib.parse.urlencode({"run": run, "tag": tool, **QUERIES.get(tool, {})})
        t0 = time.perf_counter()
        body = get(f"{base}{PREFIX}data?{query}")
        seconds = time.perf_counter() - t0
        return seconds, peak_rss_mib(proc.pid), len(body), run
    finally:
        stop(proc)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("logdir")
    parser.add_argument("--run", default=None)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--tools", default="trace_viewer@,overview_page")
    args = parser.parse_args()
    for tool in args.tools.split(","):
        times, peaks = [], []
        for _ in range(args.repeat):
            seconds, peak, size, run = one(args.logdir, args.run, tool)
            times.append(seconds)
            peaks.append(peak)
            print(f"{tool} ({run}): {seconds:.3f} s, {size:,} bytes, server peak RSS {peak:.0f} MiB", flush=True)
        print(f"{tool}: median {statistics.median(times):.3f} s, peak RSS median {statistics.median(peaks):.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
