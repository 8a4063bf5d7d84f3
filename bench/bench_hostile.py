"""Times that tests once asserted, and what the tests' hang guards allow for (issue 44).

  python bench/bench_hostile.py [--repeat 3] [--only NAME ...] [--json]

The tests assert behaviour (a deadline sent, a barrier met, a count of the
Python run); a test that guards against a hang on hostile input keeps a
wall-clock bound of 20x or more of what it takes here. Each case runs what its
test runs and reports the median of --repeat runs (setup excluded):

  capture_unreachable    3 attempts on a port where nothing listens (test_capture)
  capture_timeout        a server that never answers, timeout_s=0.5 (test_capture)
  capture_three_hosts    3 hosts of 500 ms at once, one failing (test_capture; old bound 0.95 s)
  capture_deadline       deadline_s=0.5, a server that never answers (test_hostile_requests)
  capture_retries        deadline_s=0.5, empty traces of 200 ms, 10 attempts allowed
  capture_route_deadline the capture_profile route, MAX_CAPTURE_S=0.5
  capture_cancelled      cancelled() turns true after 0.3 s
  capture_client_gone    from the client's close to the session removed (werkzeug server)
  regex_search           the slowest of 10 catastrophic-regex searches (test_hostile_trace)
  long_string            the slowest request on a 200 KB stat value (test_hostile_trace)
  gzip_bomb              a 0.5 MB gzip of 512 MiB refused (test_hostile_files)
  catalog_under_attack   known-run lookups beside 8 threads asking unknown names: median,
                         p90, max (test_hostile_files; old bounds 5 / 20 / 250 ms)
  catalog_during_scan    two lookups while a scan is held (test_hostile_files; old bound 0.5 s)
  kernel_stats_1m        kernel_stats convert of 1M kernel events (test_kernel_stats; old 10 s)
  op_profile_100k        op_profile convert of a 100k-instruction module (test_op_profile; old 3 s)

The hang guards of the Dask, remote-storage, HLO and fuzz tests are measured by
running those tests (bench/README.md, "Wall-clock bounds in the tests").
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from tb_profile_plugin import capture, errors  # noqa: E402
from tb_profile_plugin.capture import CaptureOptions, parse_addresses  # noqa: E402
from tb_profile_plugin.capture import client as capture_client  # noqa: E402

from fake_profiler import FakeProfiler, unused_address  # noqa: E402

PREFIX = "/data/plugin/profile/"
CASES = {}


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def fast(**kw) -> CaptureOptions:
    return CaptureOptions(**{"duration_ms": 50, "retry_pause_s": 0.01, **kw})


def _timed(fn) -> float:
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def _refused(fn):
    def run():
        try:
            fn()
        except errors.CaptureError:
            return
        raise AssertionError("the capture did not fail")
    return run


# -- capture --------------------------------------------------------------------------------


@case
def capture_unreachable(tmp: Path) -> dict:
    address = parse_addresses(unused_address())
    return {"s": _timed(_refused(lambda: capture.capture(tmp, address, fast(attempts=3))))}


@case
def capture_timeout(tmp: Path) -> dict:
    with FakeProfiler([("sleep", 300)]) as fake:
        address = parse_addresses(fake.address)
        return {"s": _timed(_refused(lambda: capture.capture(tmp, address, fast(attempts=3, timeout_s=0.5))))}


@case
def capture_three_hosts(tmp: Path) -> dict:
    import grpc

    with FakeProfiler() as a, FakeProfiler([("error", grpc.StatusCode.INTERNAL, "tracer crashed")]) as b, \
            FakeProfiler() as c:
        addresses = parse_addresses(f"{a.address},{b.address},{c.address}")
        return {"s": _timed(lambda: capture.capture(tmp, addresses, CaptureOptions(duration_ms=500, attempts=2)))}


@case
def capture_deadline(tmp: Path) -> dict:
    with FakeProfiler([("sleep", 300)]) as fake:
        address = parse_addresses(fake.address)
        return {"s": _timed(_refused(lambda: capture.capture(tmp, address, fast(attempts=5, deadline_s=0.5))))}


@case
def capture_retries(tmp: Path) -> dict:
    with FakeProfiler(["empty"]) as fake:
        address = parse_addresses(fake.address)
        options = fast(duration_ms=200, attempts=capture.MAX_ATTEMPTS, deadline_s=0.5)
        return {"s": _timed(_refused(lambda: capture.capture(tmp, address, options)))}


@case
def capture_route_deadline(tmp: Path) -> dict:
    from werkzeug.test import Client

    from tb_profile_plugin.server import make_app

    client, old = Client(make_app(tmp, cache_dir="none")), capture_client.MAX_CAPTURE_S
    capture_client.MAX_CAPTURE_S = 0.5
    try:
        with FakeProfiler([("sleep", 300)]) as fake:
            query = {"service_addr": fake.address, "duration": "50", "num_retry": "0"}
            return {"s": _timed(lambda: client.get(PREFIX + "capture_profile", query_string=query))}
    finally:
        capture_client.MAX_CAPTURE_S = old


@case
def capture_cancelled(tmp: Path) -> dict:
    with FakeProfiler([("sleep", 300)]) as fake:
        address = parse_addresses(fake.address)
        cancel_at = time.monotonic() + 0.3
        return {"s": _timed(_refused(lambda: capture.capture(
            tmp, address, fast(), cancelled=lambda: time.monotonic() > cancel_at)))}


@case
def capture_client_gone(tmp: Path) -> dict:
    from werkzeug.serving import make_server

    from tb_profile_plugin.profile.cache import from_setting
    from tb_profile_plugin.server import StandaloneApp
    from tb_profile_plugin.service import Service

    server = make_server("127.0.0.1", 0, StandaloneApp(Service(tmp, cache=from_setting("none"))), threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with FakeProfiler() as fake:
            query = urlencode({"service_addr": fake.address, "duration": "30000", "num_retry": "0"})
            sock = socket.create_connection(("127.0.0.1", server.server_port))
            sock.sendall(f"GET {PREFIX}capture_profile?{query} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
            while not fake.requests:
                time.sleep(0.01)
            sock.close()
            closed = time.perf_counter()
            while (tmp / "plugins").exists():
                time.sleep(0.005)
            return {"s": time.perf_counter() - closed}
    finally:
        server.shutdown()
        server.server_close()


# -- hostile files and searches -------------------------------------------------------------


@case
def regex_search(tmp: Path) -> dict:
    import test_hostile_trace as t

    logdir = t.write_run(tmp, t.backtracking_xspace())
    timings = t.run_python(t.TIME_SEARCHES, str(logdir), json.dumps(t.EVIL), timeout=120)
    return {"s": max(seconds for _, _, _, seconds, _ in timings)}


@case
def long_string(tmp: Path) -> dict:
    import test_hostile_trace as t

    n = 5000
    logdir = t.write_run(tmp, t.long_string_xspace(n))
    steps = t.run_python(t.MEASURE, str(logdir), str(n // 2), timeout=300)
    slowest = max(steps, key=lambda step: step[1])
    return {"s": slowest[1], "which": slowest[0]}


@case
def gzip_bomb(tmp: Path) -> dict:
    import test_hostile_files as t

    folder = tmp / "plugins" / "profile" / "bomb"
    folder.mkdir(parents=True)
    bomb = t.write_gzip_bomb(folder / "vm.xplane.pb.gz", 512 * t.MiB)
    out = subprocess.run([sys.executable, "-c", t._MEASURE, str(bomb)], capture_output=True, text=True,
                         check=True, timeout=300)
    return {"s": json.loads(out.stdout)["seconds"]}


def _big_logdir(tmp: Path) -> Path:
    for i in range(1800):
        (tmp / f"other{i:04d}" / "events").mkdir(parents=True)
    for i in range(200):
        session = tmp / f"train{i:03d}" / "plugins" / "profile" / "s"
        session.mkdir(parents=True)
        (session / "vm.xplane.pb").write_bytes(b"")
    return tmp


@case
def catalog_under_attack(tmp: Path) -> dict:
    from tb_profile_plugin import catalog
    from tb_profile_plugin.errors import UnknownRun

    old, catalog.RESCAN_SECONDS = catalog.RESCAN_SECONDS, 3600.0
    try:
        cat = catalog.Catalog(_big_logdir(tmp))
        cat.runs()
        stop = threading.Event()

        def attacker():
            while not stop.is_set():
                try:
                    cat.run(f"x{uuid.uuid4().hex}")
                except UnknownRun:
                    pass

        threads = [threading.Thread(target=attacker) for _ in range(8)]
        for t in threads:
            t.start()
        try:
            times = []
            for i in range(200):
                times.append(_timed(lambda: cat.host_files(f"train{i:03d}/s")))
                time.sleep(0.002)
        finally:
            stop.set()
            for t in threads:
                t.join()
    finally:
        catalog.RESCAN_SECONDS = old
    return {"s": statistics.median(times), "p90_s": statistics.quantiles(times, n=10)[-1], "max_s": max(times)}


@case
def catalog_during_scan(tmp: Path) -> dict:
    from tb_profile_plugin import catalog
    from tb_profile_plugin.errors import UnknownRun

    cat = catalog.Catalog(_big_logdir(tmp))
    cat.runs()
    started, release = threading.Event(), threading.Event()
    real, old = catalog._scan, catalog.RESCAN_SECONDS

    def held(logdir):
        started.set()
        release.wait(60)
        return real(logdir)

    catalog._scan, catalog.RESCAN_SECONDS = held, 0.0
    scanner = threading.Thread(target=cat.runs)
    scanner.start()
    try:
        started.wait(60)

        def lookups():
            cat.run("train001/s")
            try:
                cat.run("nope")
            except UnknownRun:
                pass
        return {"s": _timed(lookups)}
    finally:
        release.set()
        scanner.join()
        catalog._scan, catalog.RESCAN_SECONDS = real, old


# -- speed the tests now check as counts ----------------------------------------------------


@case
def kernel_stats_1m(tmp: Path) -> dict:
    import test_kernel_stats as t

    profile = t.synthetic_profile(1_000_000, n_names=50, n_details=100, n_ops=200)
    return {"s": _timed(lambda: t.convert([profile]))}


@case
def op_profile_100k(tmp: Path) -> dict:
    import test_op_profile as t

    def make_xspace_file(space, name):
        path = tmp / name
        path.write_bytes(space.SerializeToString())
        return path

    profile = t.big_module_profile(make_xspace_file, 5_000, 20)
    return {"s": _timed(lambda: t.convert([profile]))}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", nargs="*", choices=sorted(CASES), default=None)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    results = {}
    for name in args.only or CASES:
        runs = []
        for _ in range(args.repeat):
            with tempfile.TemporaryDirectory() as tmp:
                runs.append(CASES[name](Path(tmp)))
        median = {k: statistics.median(r[k] for r in runs) for k in runs[0] if k.endswith("s")}
        results[name] = {**median, "runs_s": [float(f"{r['s']:.3g}") for r in runs],
                         **({"which": runs[0]["which"]} if "which" in runs[0] else {})}
        figures = ", ".join(f"{k} {v:.3g}" for k, v in median.items())
        print(f"{name:24s} median {figures}  (runs {results[name]['runs_s']})", flush=True)
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
