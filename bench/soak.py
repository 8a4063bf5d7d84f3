#!/usr/bin/env python3
"""Soak: many clients over every tool and run while files change underneath.

    python bench/soak.py [--clients 50] [--seconds 600] [--port 0]

Starts `tb-profile serve` on 127.0.0.1 over a copy of the fixtures in a
temporary logdir, then runs `--clients` threads for `--seconds`, each asking in
turn for every run's tool list, every offered tool (JSON, CSV, trace windows,
the trace download) and, one request in five, a hostile one (path traversal,
junk or malformed parameters, catastrophic or unsupported regexes, a cross-site capture). One
run's profile is replaced every few seconds, alternately by two profiles with
different step counts (atomic rename, new mtime).

Reports: requests and statuses per kind; unexpected statuses (5xx anywhere,
anything but the listed statuses for hostile requests, anything but 200/404 for normal ones);
stale answers (overview of the swapped run not matching the file that was in
place for the whole request); the server's RSS at the start and once a minute.
Exits 1 when anything unexpected was seen. The server is stopped by PID.
Traffic goes to 127.0.0.1 only.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures"
PREFIX = "/data/plugin/profile"
SWAP_RUN = "swap/plugins/profile/s"
# The swapped run alternates between these (overview num_steps 5 and 6).
SWAP_SOURCES = (("tf_custom_loop_steps", 5), ("tf_loop_python_tracer", 6))

# (request, statuses that are right for it): refused, or answered without harm.
HOSTILE = [
    ("/data/plugin/profile/data?run=../../etc&tag=overview_page", (400, 404)),
    ("/data/plugin/profile/data?run=%2e%2e%2f%2e%2e&tag=trace_viewer", (400, 404)),
    ("/data/plugin/profile/data?run={run}&tag=overview_page&junk{n}=1", (400,)),
    ("/data/plugin/profile/data?run={run}&tag=trace_viewer@&start_time_ms=0&end_time_ms=1e300", (400,)),
    ("/data/plugin/profile/data?run={run}&tag=trace_viewer@&mode=search&q=(.%2B)%2B%23&regex=1", (200,)),
    ("/data/plugin/profile/data?run={run}&tag=trace_viewer@&mode=search&q=(a)%5C1&regex=1", (400,)),
    ("/data/plugin/profile/data?run={run}&tag=trace_viewer@&mode=search&q=a%7B99999999999%7D&regex=1", (200, 400)),
    ("/data/plugin/profile/data?run={run}&tag=no_such_tool", (404,)),
    ("/data/plugin/profile/data?run=no_such_run_{n}&tag=overview_page", (404,)),
    ("/data/plugin/profile/hosts?run={run}&tag=overview_page&host=..%2F..", (400, 404)),
    ("/data/plugin/profile/data?run={run}&tag=op_profile&limit=1_000", (400, 404)),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mib(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


class Soak:
    def __init__(self, base: str, logdir: Path, seconds: float):
        self.base, self.logdir, self.deadline = base, logdir, time.monotonic() + seconds
        self.lock = threading.Lock()
        self.counts = collections.Counter()
        self.unexpected: list[str] = []
        self.stale: list[str] = []
        self.swaps: list[tuple[float, int]] = [(0.0, 0)]  # (monotonic time, version index)

    def get(self, path: str, headers=None, timeout=120) -> tuple[int, bytes]:
        req = urllib.request.Request(self.base + path, headers=headers or {})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()
        except (urllib.error.URLError, OSError) as e:
            return -1, str(e).encode()

    def note(self, kind: str, status: int, ok: bool, what: str) -> None:
        with self.lock:
            self.counts[(kind, status)] += 1
            if not ok:
                self.unexpected.append(f"{kind} {status} {what}")

    def version_at(self, t: float) -> int:
        return [v for when, v in self.swaps if when <= t][-1]

    def swapper(self) -> None:
        dest = self.logdir / SWAP_RUN / "vm.xplane.pb"
        k = 0
        while time.monotonic() < self.deadline:
            time.sleep(3)
            k = 1 - k
            src = next((FIXTURES / SWAP_SOURCES[k][0]).rglob("*.xplane.pb"))
            tmp = dest.with_suffix(".tmp")
            shutil.copyfile(src, tmp)
            os.replace(tmp, dest)
            os.utime(dest, None)
            with self.lock:
                self.swaps.append((time.monotonic(), k))

    def client(self, seed: int) -> None:
        rng = random.Random(seed)
        while time.monotonic() < self.deadline:
            status, body = self.get(f"{PREFIX}/runs")
            self.note("runs", status, status == 200, "")
            runs = json.loads(body) if status == 200 else []
            for run in runs:
                if time.monotonic() >= self.deadline:
                    return
                if rng.random() < 0.2:
                    self.hostile(rng, run)
                q = urllib.parse.quote(run)
                status, body = self.get(f"{PREFIX}/run_tools?run={q}")
                self.note("run_tools", status, status in (200, 404), run)
                offered = json.loads(body) if status == 200 else []
                for name in offered:
                    self.tool(run, name, rng)

    def tool(self, run: str, name: str, rng: random.Random) -> None:
        q = urllib.parse.quote(run)
        t0 = time.monotonic()
        if name == "trace_viewer":
            path = (f"{PREFIX}/data?run={q}&tag=trace_viewer@&resolution=800" if rng.random() < 0.8
                    else f"{PREFIX}/data?run={q}&tag=trace_viewer")
        else:
            path = f"{PREFIX}/data?run={q}&tag={name}"
        status, body = self.get(path)
        t1 = time.monotonic()
        self.note(name, status, status in (200, 404), run)
        if status == 200 and name == "overview_page" and run.startswith("swap"):
            v0, v1 = self.version_at(t0 - 0.05), self.version_at(t1)
            if v0 == v1 and not any(t0 - 0.05 <= when <= t1 for when, _ in self.swaps):
                steps = json.loads(body)["summary"]["num_steps"]
                if steps != SWAP_SOURCES[v0][1]:
                    with self.lock:
                        self.stale.append(f"{run}: {steps} steps, file has {SWAP_SOURCES[v0][1]}")
        if status == 200 and rng.random() < 0.1 and name in ("tensorflow_stats", "input_pipeline_analyzer"):
            status, _ = self.get(f"{PREFIX}/data_csv?run={q}&tag={name}")
            self.note(name + " csv", status, status in (200, 404), run)

    def hostile(self, rng: random.Random, run: str) -> None:
        template, accepted = rng.choice(HOSTILE + [("capture", (403,))])
        if template == "capture":
            status, _ = self.get(f"{PREFIX}/capture_profile?service_addr=127.0.0.1:1&duration=1000",
                                 headers={"Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"})
            self.note("hostile capture", status, status in accepted, "cross-site capture")
            return
        path = template.format(run=urllib.parse.quote(run), n=rng.randrange(10**6))
        status, _ = self.get(path, timeout=30)
        self.note("hostile", status, status in accepted, path)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--port", type=int, default=0)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        logdir = Path(tmp, "logdir")
        for name in ("tf_custom_loop_steps", "jax_jit_train", "tf_keras_profile_batch", "jax_async_dispatch"):
            shutil.copytree(FIXTURES / name, logdir / name)
        (logdir / SWAP_RUN).mkdir(parents=True)
        shutil.copyfile(next((FIXTURES / SWAP_SOURCES[0][0]).rglob("*.xplane.pb")), logdir / SWAP_RUN / "vm.xplane.pb")
        port = args.port or free_port()
        server = subprocess.Popen(
            [sys.executable, "-m", "tb_profile_plugin.cli", "serve", str(logdir), "--port", str(port),
             "--host", "127.0.0.1", "--cache-dir", str(Path(tmp, "cache"))],
            stdout=subprocess.DEVNULL, stderr=open(Path(tmp, "server.log"), "wb"), cwd=REPO)
        try:
            base = f"http://127.0.0.1:{port}"
            for _ in range(100):
                try:
                    urllib.request.urlopen(base + PREFIX + "/runs", timeout=2)
                    break
                except OSError:
                    time.sleep(0.2)
            soak = Soak(base, logdir, args.seconds)
            rss = [("start", rss_mib(server.pid))]
            threads = [threading.Thread(target=soak.swapper, daemon=True)]
            threads += [threading.Thread(target=soak.client, args=(i,), daemon=True) for i in range(args.clients)]
            for t in threads:
                t.start()
            begin = time.monotonic()
            while time.monotonic() < soak.deadline:  # the server's RSS once a minute
                time.sleep(min(60.0, max(soak.deadline - time.monotonic(), 0.1)))
                rss.append((f"{time.monotonic() - begin:.0f} s", rss_mib(server.pid)))
            for t in threads:
                t.join(300)
            rss.append(("end", rss_mib(server.pid)))
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()
        total = sum(soak.counts.values())
        by_kind = collections.defaultdict(dict)
        for (kind, status), n in sorted(soak.counts.items()):
            by_kind[kind][status] = n
        print(f"{args.clients} clients x {args.seconds:.0f} s: {total} requests, {len(soak.swaps) - 1} file swaps")
        for kind, statuses in sorted(by_kind.items()):
            print(f"  {kind:28s} {statuses}")
        print(f"unexpected statuses: {len(soak.unexpected)}; stale answers: {len(soak.stale)}")
        for line in soak.unexpected[:15] + soak.stale[:10]:
            print("  " + line)
        print("server RSS MiB: " + ", ".join(f"{k} {v:.0f}" for k, v in rss))
        return 1 if soak.unexpected or soak.stale else 0


if __name__ == "__main__":
    sys.exit(main())
