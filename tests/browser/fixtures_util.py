"""Logdirs and servers for the browser tests.

- `fixture_logdir(dest)`: a copy of tests/fixtures plus a run whose xplane is
  truncated (first 100 bytes of a real one) and a run with two hosts.
- `xss_logdir(dest)`: one synthetic profile whose op names (and a host name)
  are HTML/JS.
- `Server`: a subprocess on 127.0.0.1 (TensorBoard or `tb-profile serve`),
  waited for over HTTP and stopped by its PID.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from tb_profile_plugin.protos import xplane_pb2

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
PREFIX = "/data/plugin/profile/"

TRUNCATED_RUN = "bad_truncated/2020_01_01_00_00_00"
MULTI_HOST_RUN = "multi_host/2020_02_02_00_00_00"
MULTI_HOSTS = ("worker0", "worker1")
TF_RUN_PREFIX = "tf_keras_profile_batch/"
XSS_RUN = "2021_01_01_00_00_00"

# Op names a hostile profile could carry; `<op name>:<op type>` on the host plane.
XSS_HOST_OPS = (
    'evil<img src=x onerror="window.__xss=1">/MatMul:MatMul',
    "<script>window.__xss=2</script>:Conv2D",
)
# TensorFlow's op-name grammar ([A-Za-z0-9.][A-Za-z0-9_.\-/>]*) rejects `<`, so
# the names above are not ops on the host plane (as in TensorFlow's own
# profiler). These reach the table: tf.data iterator events on the host, and
# any name on a device's "TensorFlow Ops" line.
XSS_ITERATOR = 'Iterator::<img src=x onerror="window.__xss=3">'
XSS_DEVICE_OPS = (
    'evil<img src=x onerror="window.__xss=1">/MatMul',
    "<script>window.__xss=2</script>",
)
# On a device line the op type is the name's last path part: a hostile type.
XSS_DEVICE_TYPE_OP = 'scope/<img src=x onerror="window.__xss=4">'
XSS_TABLE_NAMES = (XSS_ITERATOR, *XSS_DEVICE_OPS, XSS_DEVICE_TYPE_OP)
XSS_HOST = "<img src=x onerror=window.__xss=5>"


def xplane_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.name.endswith((".xplane.pb", ".xplane.pb.gz")))


def _session_dir(logdir: Path, run: str) -> Path:
    tb_run, session = run.split("/")
    folder = logdir / tb_run / "plugins" / "profile" / session
    folder.mkdir(parents=True)
    return folder


def fixture_logdir(dest: Path) -> Path:
    shutil.copytree(FIXTURES, dest, ignore=shutil.ignore_patterns("*.py", "*.md", ".tmp-*"))
    source = next(p for p in xplane_files(FIXTURES / "tf_custom_loop_steps") if p.name.endswith(".pb"))
    data = source.read_bytes()
    (_session_dir(dest, TRUNCATED_RUN) / "vm.xplane.pb").write_bytes(data[:100])
    multi = _session_dir(dest, MULTI_HOST_RUN)
    for host in MULTI_HOSTS:
        (multi / f"{host}.xplane.pb").write_bytes(data)
    return dest


class _Plane:
    def __init__(self, space, name, plane_id):
        self.plane = space.planes.add(name=name, id=plane_id)
        self.ids = {}

    def event(self, line, name, offset_ps, duration_ps):
        if name not in self.ids:
            mid = len(self.ids) + 1
            self.plane.event_metadata[mid].id = mid
            self.plane.event_metadata[mid].name = name
            self.ids[name] = mid
        line.events.add(metadata_id=self.ids[name], offset_ps=offset_ps, duration_ps=duration_ps)


def xss_space() -> xplane_pb2.XSpace:
    space = xplane_pb2.XSpace(hostnames=["vm"])
    host = _Plane(space, "/host:CPU", 0)
    line = host.plane.lines.add(id=1, name="tf_Compute", timestamp_ns=1_000_000)
    t = 0
    for step in range(3):
        for name in (*XSS_HOST_OPS, XSS_ITERATOR, "dense/MatMul:MatMul"):
            host.event(line, name, t, 40_000_000)  # 40 us each, back to back
            t += 50_000_000
    device = _Plane(space, "/device:GPU:0", 1)
    ops = device.plane.lines.add(id=1, name="TensorFlow Ops", timestamp_ns=1_000_000)
    for step in range(3):
        for name in (*XSS_DEVICE_OPS, XSS_DEVICE_TYPE_OP):
            device.event(ops, name, t, 20_000_000)
            t += 30_000_000
    return space


def xss_logdir(dest: Path) -> Path:
    folder = dest / "plugins" / "profile" / XSS_RUN
    folder.mkdir(parents=True)
    data = xss_space().SerializeToString()
    (folder / "vm.xplane.pb").write_bytes(data)
    (folder / f"{XSS_HOST}.xplane.pb").write_bytes(data)
    return dest


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A server subprocess; `ready_path` answering 200 means it is up."""

    def __init__(self, argv: list[str], port: int, ready_path: str, log_dir: Path, name: str,
                 timeout_s: float = 60):
        self.port = port
        self.base = f"http://127.0.0.1:{port}"
        self.stderr_path = log_dir / f"{name}.stderr.txt"
        self._stderr = open(self.stderr_path, "wb")
        self.proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=self._stderr,
                                     stdin=subprocess.DEVNULL)
        try:
            self._wait(ready_path, timeout_s)
        except BaseException:
            self.stop()
            raise

    def stderr(self) -> str:
        try:
            return self.stderr_path.read_text(errors="replace")[-4000:]
        except OSError:
            return ""

    def _wait(self, path: str, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        last = None
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited with {self.proc.returncode}:\n{self.stderr()}")
            try:
                with urllib.request.urlopen(self.base + path, timeout=5) as r:
                    if r.status == 200:
                        return
            except (urllib.error.URLError, OSError) as e:
                last = e
            time.sleep(0.2)
        raise RuntimeError(f"{self.base}{path} did not answer in {timeout_s} s ({last}):\n{self.stderr()}")

    def get(self, path: str) -> bytes:
        with urllib.request.urlopen(self.base + path, timeout=60) as r:
            return r.read()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        self._stderr.close()


def tensorboard(logdir: Path, cache: Path, log_dir: Path, name: str = "tensorboard") -> Server:
    port = free_port()
    argv = [sys.executable, "-m", "tensorboard.main", "--logdir", str(logdir), "--host", "127.0.0.1",
            "--port", str(port), "--load_fast", "false", "--profile_cache_dir", str(cache)]
    return Server(argv, port, "/data/plugins_listing", log_dir, name)


def standalone(logdir: Path, cache: Path, log_dir: Path, name: str = "serve") -> Server:
    port = free_port()
    argv = [sys.executable, "-m", "tb_profile_plugin.cli", "serve", str(logdir), "--port", str(port),
            "--cache-dir", str(cache)]
    return Server(argv, port, PREFIX + "runs", log_dir, name)
