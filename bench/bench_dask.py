"""Multi-host tools in-process and on a Dask cluster, on a synthetic TPU pod.

  python bench/bench_dask.py [--hosts 256] [--cores 8] [--steps 100] [--workers 1,2] [--repeat 1]

Writes the pod (tests/pod_util.py, real TPU plane/line/stat names) under
bench/data/pod_<H>x<C>x<S>/ once. Then, for the in-process executor and for
a Dask cluster of N single-threaded workers (`dask scheduler` / `dask worker`
started here on 127.0.0.1, stopped by PID), each in a new server process with
no disk cache: overview_page cold, input_pipeline_analyzer after it (a second
tool sharing its per-host parts), pod_viewer cold, and the server's peak RSS
after each.
"""

from __future__ import annotations

import argparse
import json
import resource
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
BIN = Path(sys.executable).parent


def child(logdir: str, scheduler: str) -> dict:
    from tb_profile_plugin import executors
    from tb_profile_plugin.profile.cache import ProfileCache
    from tb_profile_plugin.service import Service
    from tb_profile_plugin.tools import input_pipeline, overview_page, pod_viewer  # noqa: F401

    service = Service(logdir, cache=ProfileCache(None), executor=executors.from_setting(scheduler or None))
    (run,) = service.runs()
    out = {}
    for name in ("overview_page", "input_pipeline_analyzer", "pod_viewer"):
        t = time.perf_counter()
        service.tool_json(run, name, None, {})
        out[name] = time.perf_counter() - t
        out[f"rss_{name}"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # peak so far
    out["peak_rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return out


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _run_child(logdir: Path, scheduler: str) -> dict:
    done = subprocess.run([sys.executable, __file__, "--child", str(logdir), "--scheduler", scheduler],
                          capture_output=True, text=True, timeout=3600)
    if done.returncode:
        raise SystemExit(done.stderr[-3000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def _cluster(workers: int):
    """(address, processes): a scheduler and `workers` single-threaded workers."""
    import distributed

    port = _port()
    address = f"tcp://127.0.0.1:{port}"
    procs = [subprocess.Popen([str(BIN / "dask"), "scheduler", "--host", "127.0.0.1", "--port", str(port),
                               "--no-dashboard"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    for _ in range(workers):
        procs.append(subprocess.Popen([str(BIN / "dask"), "worker", address, "--nworkers", "1", "--nthreads", "1",
                                       "--no-dashboard", "--host", "127.0.0.1", "--memory-limit", "0"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    with distributed.Client(address, timeout=60) as client:
        client.wait_for_workers(workers, timeout=120)
    return address, procs


def _stop(procs) -> None:
    for p in reversed(procs):
        p.terminate()
    for p in procs:
        try:
            p.wait(20)
        except subprocess.TimeoutExpired:
            p.kill()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hosts", type=int, default=256)
    ap.add_argument("--cores", type=int, default=8)
    ap.add_argument("--steps", type=int, default=100)
    ap.add_argument("--workers", default="1,2")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--scheduler", default="", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.child, args.scheduler)))
        return 0
    logdir = HERE / "data" / f"pod_{args.hosts}x{args.cores}x{args.steps}"
    folder = logdir / "plugins" / "profile" / "pod"
    if not folder.exists():
        import pod_util

        t = time.perf_counter()
        pod_util.write_pod(folder, hosts=args.hosts, cores=args.cores, steps=args.steps)
        print(f"wrote {args.hosts} hosts in {time.perf_counter() - t:.0f} s")
    size = sum(p.stat().st_size for p in folder.glob("*.xplane.pb"))
    print(f"pod {args.hosts} hosts x {args.cores} cores x {args.steps} steps: {size / 1e6:.0f} MB")

    def report(label: str, runs: list[dict]) -> None:
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        print(f"{label}: overview_page {med['overview_page']:.2f} s, then input_pipeline_analyzer "
              f"{med['input_pipeline_analyzer']:.2f} s, pod_viewer {med['pod_viewer']:.2f} s; server peak RSS "
              f"{med['rss_overview_page']:.0f} MiB after overview_page, {med['rss_input_pipeline_analyzer']:.0f} "
              f"after input_pipeline_analyzer, {med['peak_rss_mib']:.0f} after pod_viewer")

    report("in-process", [_run_child(logdir, "") for _ in range(args.repeat)])
    for n in (int(w) for w in args.workers.split(",") if w):
        address, procs = _cluster(n)
        try:
            report(f"Dask, {n} worker{'s' if n > 1 else ''}", [_run_child(logdir, address) for _ in range(args.repeat)])
        finally:
            _stop(procs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
