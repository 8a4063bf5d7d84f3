"""Remote logdirs against emulators on 127.0.0.1: listing, first and second open.

  python bench/bench_remote.py [--sessions 1000] [--hosts 4] [--profile FILE.xplane.pb]

Starts moto_server (S3) and gcp-storage-emulator (GCS) on free ports (stopped
by PID at the end), then for each:
- listing: a logdir of SESSIONS x HOSTS small objects, one RemoteCatalog scan;
- with --profile: reading the object into a local copy, as one stream and as
  parallel ranged reads (median of 3); overview_page on that profile from the
  bucket, in a new process each time: cold (download + load + convert), and
  again with the local copy and the disk cache left by the first (a second
  server on an unchanged object), against the same file on local disk
  (medians of --repeat runs).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BIN = Path(sys.executable).parent
REPO = Path(__file__).resolve().parent.parent


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(port: int) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"nothing listens on {port}")


CHILD = """
import sys, time, json
from tb_profile_plugin.profile.cache import from_setting
from tb_profile_plugin.service import Service
t0 = time.perf_counter()
service = Service(sys.argv[1], cache=from_setting(sys.argv[2]))
(run,) = service.runs()
t1 = time.perf_counter()
data = service.tool_json(run, "overview_page", None, {})
t2 = time.perf_counter()
print(json.dumps({"seconds": t2 - t0, "listing": t1 - t0, "tool": t2 - t1, "bytes": len(data)}))
"""


def open_overview(logdir: str, cache_dir: str) -> dict:
    done = subprocess.run([sys.executable, "-c", CHILD, logdir, cache_dir], capture_output=True, text=True,
                          timeout=600, cwd=REPO)
    if done.returncode:
        raise SystemExit(done.stderr[-2000:])
    return json.loads(done.stdout)


def read_copy(logdir: str, ranged: bool) -> float:
    """Seconds to fetch the one object under `logdir` into a new local copy."""
    from tb_profile_plugin import storage

    (remote,) = storage.list_files(logdir, (".xplane.pb",))
    saved = storage.RANGED_MIN
    storage.RANGED_MIN = storage.RANGED_MIN if ranged else 1 << 62
    try:
        with tempfile.TemporaryDirectory() as tmp:
            t = time.perf_counter()
            storage.Copies(Path(tmp)).local(remote)
            return time.perf_counter() - t
    finally:
        storage.RANGED_MIN = saved


def median_of(n: int, fn, *args) -> float:
    return statistics.median(fn(*args) for _ in range(n))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=1000)
    ap.add_argument("--hosts", type=int, default=4)
    ap.add_argument("--profile", type=Path, help="an xplane file for the open timings")
    ap.add_argument("--repeat", type=int, default=3, help="new processes per open timing (median)")
    args = ap.parse_args()

    s3, gcs = _port(), _port()
    procs = [subprocess.Popen([str(BIN / "moto_server"), "-H", "127.0.0.1", "-p", str(s3)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
             subprocess.Popen([str(BIN / "gcp-storage-emulator"), "start", "--host", "127.0.0.1", "--port",
                               str(gcs), "--in-memory"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    try:
        _wait(s3)
        _wait(gcs)
        os.environ.update(AWS_ENDPOINT_URL=f"http://127.0.0.1:{s3}", AWS_ACCESS_KEY_ID="testing",
                          AWS_SECRET_ACCESS_KEY="testing", AWS_DEFAULT_REGION="us-east-1",
                          STORAGE_EMULATOR_HOST=f"http://127.0.0.1:{gcs}", GCSFS_EXPERIMENTAL_ZB_HNS_SUPPORT="false")
        import fsspec

        from tb_profile_plugin.catalog import RemoteCatalog

        for scheme in ("s3", "gs"):
            fs = fsspec.filesystem(scheme)
            fs.mkdir("bench")
            with tempfile.TemporaryDirectory() as tmp:
                for s in range(args.sessions):
                    d = Path(tmp) / "plugins" / "profile" / f"2026_01_01_00_{s // 60:02d}_{s % 60:02d}_{s}"
                    d.mkdir(parents=True)
                    for h in range(args.hosts):
                        (d / f"host{h}.xplane.pb").write_bytes(b"x")
                t = time.perf_counter()
                fs.put(tmp + "/", "bench/many", recursive=True)
                put_s = time.perf_counter() - t
            t = time.perf_counter()
            runs = RemoteCatalog(f"{scheme}://bench/many").runs()
            list_s = time.perf_counter() - t
            print(f"{scheme}: listing {len(runs)} sessions x {args.hosts} hosts: {list_s:.3f} s "
                  f"(upload took {put_s:.1f} s)")
            if args.profile:
                fs.put_file(str(args.profile), "bench/one/plugins/profile/s/vm.xplane.pb")
                stream = median_of(3, read_copy, f"{scheme}://bench/one", False)
                ranged = median_of(3, read_copy, f"{scheme}://bench/one", True)
                print(f"  reading the {args.profile.stat().st_size / 1e6:.1f} MB object: one stream {stream:.2f} s, "
                      f"ranged reads {ranged:.2f} s")
                with tempfile.TemporaryDirectory() as local, tempfile.TemporaryDirectory() as cache:
                    local_dir = Path(local) / "plugins" / "profile" / "s"
                    local_dir.mkdir(parents=True)
                    shutil.copyfile(args.profile, local_dir / "vm.xplane.pb")

                    def opened(logdir, cache_dir, fresh=False):
                        if fresh:
                            shutil.rmtree(cache, ignore_errors=True)
                        return open_overview(logdir, cache_dir)

                    def medians(*how):
                        runs = [opened(*how) for _ in range(args.repeat)]
                        return {k: statistics.median(r[k] for r in runs) for k in ("listing", "tool")}

                    bucket = f"{scheme}://bench/one"
                    rows = {"local, no disk cache": medians(local, "none"),
                            "bucket, cold (download, no disk cache)": medians(bucket, cache, True)}
                    opened(local, cache)  # fill the disk cache for the local file
                    opened(bucket, cache)  # and the copy and disk cache for the object
                    rows["local, disk cache"] = medians(local, cache)
                    rows["bucket again (new process, object unchanged)"] = medians(bucket, cache)
                print(f"  overview_page, new process each, median of {args.repeat} (listing + open):")
                for name, t in rows.items():
                    print(f"    {name}: {t['listing']:.2f} + {t['tool']:.2f} s")
    finally:
        for p in procs:
            p.terminate()
            p.wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
