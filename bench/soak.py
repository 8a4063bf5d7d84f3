#!/usr/bin/env python3
"""Soak: many clients over every tool and run while files change underneath.

    python bench/soak.py [--clients 50] [--seconds 600] [--swap-every 3] [--port 0]

Starts `tb-profile serve` on 127.0.0.1 over a copy of the fixtures in a
temporary logdir, then runs `--clients` threads for `--seconds`, each asking in
turn for every run's tool list, every offered tool (JSON, CSV, trace windows,
the trace download) and, one request in five, a hostile one (path traversal,
junk or malformed parameters, catastrophic or unsupported regexes, a cross-site capture). One
run's profile is replaced every --swap-every seconds, alternately by two real profiles with
different content (a JAX and a TensorFlow one: between them every XSpace tool; atomic
rename, new mtime).

Reports: requests and statuses per kind; unexpected statuses (5xx anywhere,
anything but the listed statuses for hostile requests, anything but 200/404 for normal ones,
and 409 "the profile changed while it was read" for the swapped run);
stale answers (any answer of the swapped run, every tool, that is neither version's
answer, as a server that only ever saw that version gives it, nor the 409); the server's
RSS at the start and once a minute.
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
SWAP_NAME = "swap/s"  # its run name
# The swapped run alternates between these.
SWAP_SOURCES = ("jax_jit_train", "tf_loop_python_tracer")

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


def swap_source(k: int) -> Path:
    return next((FIXTURES / SWAP_SOURCES[k]).rglob("*.xplane.pb"))


def tool_paths(run: str, offered) -> list[str]:
    """The paths `Soak.tool` may ask of a run that offers these tools."""
    q = urllib.parse.quote(run)
    paths = [f"{PREFIX}/run_tools?run={q}"]
    for name in offered:
        if name == "trace_viewer":
            paths += [f"{PREFIX}/data?run={q}&tag=trace_viewer@&resolution=800", f"{PREFIX}/data?run={q}&tag=trace_viewer"]
        else:
            paths.append(f"{PREFIX}/data?run={q}&tag={name}")
        if name in ("tensorflow_stats", "input_pipeline_analyzer"):
            paths.append(f"{PREFIX}/data_csv?run={q}&tag={name}")
    return paths


def version_answers(tmp: Path) -> list[dict[str, tuple[int, bytes]]]:
    """Each swap version's answer to every path of the swapped run, from an in-process app
    over a logdir that holds only that version (no cache)."""
    sys.path.insert(0, str(REPO))
    from werkzeug.test import Client
    from tb_profile_plugin.server import make_app

    clients = []
    for k in range(len(SWAP_SOURCES)):
        session = tmp / f"alone{k}" / SWAP_RUN
        session.mkdir(parents=True)
        shutil.copyfile(swap_source(k), session / "vm.xplane.pb")
        clients.append(Client(make_app(tmp / f"alone{k}", cache_dir="none")))
    offered = set()
    for client in clients:
        offered.update(json.loads(client.get(f"{PREFIX}/run_tools?run={urllib.parse.quote(SWAP_NAME)}").get_data()))
    paths = tool_paths(SWAP_NAME, sorted(offered))
    return [{p: (r.status_code, r.get_data()) for p in paths for r in [c.get(p)]} for c in clients]


class Soak:
    def __init__(self, base: str, logdir: Path, seconds: float, expected, swap_every: float = 3.0):
        self.base, self.logdir, self.deadline = base, logdir, time.monotonic() + seconds
        self.expected = expected  # version_answers()
        self.lock = threading.Lock()
        self.counts = collections.Counter()
        self.unexpected: list[str] = []
        self.stale: list[str] = []
        self.swaps = 0
        self.swap_every = swap_every

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

    def swapper(self) -> None:
        dest = self.logdir / SWAP_RUN / "vm.xplane.pb"
        k = 0
        while time.monotonic() < self.deadline:
            time.sleep(self.swap_every)
            k = 1 - k
            tmp = dest.with_suffix(".tmp")
            shutil.copyfile(swap_source(k), tmp)
            os.replace(tmp, dest)
            os.utime(dest, None)
            with self.lock:
                self.swaps += 1

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
                path = f"{PREFIX}/run_tools?run={q}"
                status, body = self.get(path)
                self.note("run_tools", status, self.ok(run, path, status, body), run)
                offered = json.loads(body) if status == 200 else []
                for name in offered:
                    self.tool(run, name, rng)

    def ok(self, run: str, path: str, status: int, body: bytes) -> bool:
        """Whether a status is right; an answer of the swapped run that is neither version's
        (nor the documented 409) is also counted as stale."""
        if run != SWAP_NAME:
            return status in (200, 404)
        if status == 409:
            return b"changed while it was read" in body
        if all((status, body) != answers.get(path, (status, body)) for answers in self.expected):
            with self.lock:
                self.stale.append(f"{path}: {status} {body[:120]!r}")
        return status in (200, 404)

    def tool(self, run: str, name: str, rng: random.Random) -> None:
        paths = tool_paths(run, [name])[1:]  # trace_viewer: windows, download; tables: JSON, CSV
        path = paths[1] if name == "trace_viewer" and rng.random() >= 0.8 else paths[0]
        status, body = self.get(path)
        self.note(name, status, self.ok(run, path, status, body), run)
        if status == 200 and rng.random() < 0.1 and name in ("tensorflow_stats", "input_pipeline_analyzer"):
            path = paths[1]
            status, body = self.get(path)
            self.note(name + " csv", status, self.ok(run, path, status, body), run)

    def hostile(self, rng: random.Random, run: str) -> None:
        template, accepted = rng.choice(HOSTILE + [("capture", (403,))])
        if template == "capture":
            status, _ = self.get(f"{PREFIX}/capture_profile?service_addr=127.0.0.1:1&duration=1000",
                                 headers={"Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"})
            self.note("hostile capture", status, status in accepted, "cross-site capture")
            return
        path = template.format(run=urllib.parse.quote(run), n=rng.randrange(10**6))
        status, _ = self.get(path, timeout=30)
        self.note("hostile", status, status in accepted or (run == SWAP_NAME and status == 409), path)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--swap-every", type=float, default=3.0, help="seconds between swaps of the swapped run")
    ap.add_argument("--port", type=int, default=0)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        logdir = Path(tmp, "logdir")
        for name in ("tf_custom_loop_steps", "jax_jit_train", "tf_keras_profile_batch", "jax_async_dispatch"):
            shutil.copytree(FIXTURES / name, logdir / name)
        (logdir / SWAP_RUN).mkdir(parents=True)
        shutil.copyfile(swap_source(0), logdir / SWAP_RUN / "vm.xplane.pb")
        expected = version_answers(Path(tmp, "versions"))
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
            soak = Soak(base, logdir, args.seconds, expected, args.swap_every)
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
        print(f"{args.clients} clients x {args.seconds:.0f} s: {total} requests, {soak.swaps} file swaps")
        for kind, statuses in sorted(by_kind.items()):
            print(f"  {kind:28s} {statuses}")
        print(f"unexpected statuses: {len(soak.unexpected)}; stale answers: {len(soak.stale)}")
        for line in soak.unexpected[:15] + soak.stale[:10]:
            print("  " + line)
        print("server RSS MiB: " + ", ".join(f"{k} {v:.0f}" for k, v in rss))
        return 1 if soak.unexpected or soak.stale else 0


if __name__ == "__main__":
    sys.exit(main())
