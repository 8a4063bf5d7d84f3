"""Remote logdirs against emulators on 127.0.0.1: listing, first and second open.

  python bench/bench_remote.py [--sessions 1000] [--hosts 4] [--profile FILE.xplane.pb]

Starts moto_server (S3) and gcp-storage-emulator (GCS) on free ports (stopped
by PID at the end), then for each:
- listing: a logdir of SESSIONS x HOSTS small objects, one RemoteCatalog scan;
- with --profile: overview_page on that profile from the bucket, in a new
  process each time: cold (download + load + convert), and again with the
  local copy and the disk cache left by the first (a second server on an
  unchanged object), against the same file on local disk.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
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
data = service.tool_json(run, "overview_page", None, {})
print(json.dumps({"seconds": time.perf_counter() - t0, "bytes": len(data)}))
"""


def open_overview(logdir: str, cache_dir: str) -> dict:
    done = subprocess.run([sys.executable, "-c", CHILD, logdir, cache_dir], capture_output=True, text=True,
                          timeout=600, cwd=REPO)
    if done.returncode:
        raise SystemExit(done.stderr[-2000:])
    return json.loads(done.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=1000)
    ap.add_argument("--hosts", type=int, default=4)
    ap.add_argument("--profile", type=Path, help="an xplane file for the open timings")
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
                local_dir = Path(tempfile.mkdtemp()) / "plugins" / "profile" / "s"
                local_dir.mkdir(parents=True)
                shutil.copyfile(args.profile, local_dir / "vm.xplane.pb")
                with tempfile.TemporaryDirectory() as cache:
                    local = open_overview(str(local_dir.parents[2]), "none")
                    cold = open_overview(f"{scheme}://bench/one", cache)
                    again = open_overview(f"{scheme}://bench/one", cache)
                    local_cached = open_overview(str(local_dir.parents[2]), cache)
                print(f"  overview_page, new process each: local {local['seconds']:.2f} s, "
                      f"bucket cold {cold['seconds']:.2f} s, bucket again {again['seconds']:.2f} s "
                      f"(local with a disk cache {local_cached['seconds']:.2f} s)")
    finally:
        for p in procs:
            p.terminate()
            p.wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
