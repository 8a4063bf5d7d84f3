"""Logdirs and servers for the browser tests.

- `fixture_logdir(dest)`: a copy of tests/fixtures (without the reference
  profiles) plus a run whose xplane is truncated (first 100 bytes of a real
  one), a run with two hosts, and synthetic runs for single tools (GPU
  kernels, a TPU pod, op_profile's GPU ops, graph_viewer's 10,000-instruction
  module).
- `xss_logdir(dest)`: one synthetic profile whose op names (and a host name)
  are HTML/JS.
- `many_logdir(dest)`: one synthetic host profile with 18,000 events of one
  name (trace search through them all), a densely busy thread and a sparse
  one (merged boxes drawn by how busy they are).
- `Server`: a subprocess on 127.0.0.1 (TensorBoard or `tb-profile serve`),
  waited for over HTTP and stopped by its PID.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from tb_profile_plugin.protos import xplane_pb2

# How long a test waits for a process it started (TensorBoard, tb-profile serve, an emulator,
# a JAX program) to answer. Only one that never starts waits it out: a loaded 2-core VM took
# 54-63 s to start TensorBoard (issue 44), where an idle one takes a few seconds.
START_TIMEOUT_S = 600

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
    shutil.copytree(FIXTURES, dest, ignore=shutil.ignore_patterns("*.py", "*.md", ".tmp-*", "reference", "compare"))
    source = next(p for p in xplane_files(FIXTURES / "tf_custom_loop_steps") if p.name.endswith(".pb"))
    data = source.read_bytes()
    (_session_dir(dest, TRUNCATED_RUN) / "vm.xplane.pb").write_bytes(data[:100])
    multi = _session_dir(dest, MULTI_HOST_RUN)
    for host in MULTI_HOSTS:
        (multi / f"{host}.xplane.pb").write_bytes(data)
    add_gpu_run(dest)
    add_tpu_pod_run(dest)
    add_op_profile_gpu_run(dest)
    add_graph_run(dest)
    return dest


def accelerator_logdir(dest: Path) -> Path:
    """A logdir of the real TPU v6e and AMD MI300X profiles (tests/fixtures/accelerators),
    without XProf's outputs: runs `tpu_v6e_x4_inference/<session>`, `jax_mi300x_conv/<session>`."""
    shutil.copytree(FIXTURES / "accelerators", dest, ignore=shutil.ignore_patterns("xprof_outputs", "*.md"))
    return dest


def pytorch_logdir(dest: Path) -> Path:
    """A logdir of the real PyTorch traces alone (tests/fixtures/pytorch: a run per folder)."""
    shutil.copytree(FIXTURES / "pytorch", dest, ignore=shutil.ignore_patterns("*.md"))
    return dest


# op_profile: the synthetic GPU profile of tests/test_op_profile.py (its docstring
# gives the numbers).
OP_PROFILE_GPU_RUN = "op_profile_gpu/2020_05_05_00_00_00"


def add_op_profile_gpu_run(logdir: Path) -> None:
    import test_op_profile

    space = test_op_profile.gpu_space(host="gpuhost")
    (_session_dir(logdir, OP_PROFILE_GPU_RUN) / "gpuhost.xplane.pb").write_bytes(space.SerializeToString())


# graph_viewer: a synthetic XLA module of 10,000 instructions (tests/graph_util.py
# says how it is built; one op is named with markup).
GRAPH_RUN = "graph_wide/2020_06_06_00_00_00"
GRAPH_HOST = "graphhost"
GRAPH_INSTRUCTIONS = 10_000


def add_graph_run(logdir: Path) -> None:
    import graph_util

    space = graph_util.graph_space(GRAPH_INSTRUCTIONS, host=GRAPH_HOST)
    (_session_dir(logdir, GRAPH_RUN) / f"{GRAPH_HOST}.xplane.pb").write_bytes(space.SerializeToString())


# pod_viewer: a synthetic TPU pod, 2 hosts x 8 cores x 3 steps (tests/pod_util.py
# says what each core does per step).
TPU_POD_RUN = "tpu_pod/2020_04_04_00_00_00"


def add_tpu_pod_run(logdir: Path) -> None:
    import pod_util

    pod_util.write_pod(_session_dir(logdir, TPU_POD_RUN), hosts=2, cores=8, steps=3)


# kernel_stats: a synthetic GPU run on two hosts. Kernel k runs for each of 2
# ops, (k + 1) * (op + 2) µs per launch, 3 launches on gpu_a and 2 on gpu_b.
GPU_RUN = "gpu_kernels/2020_03_03_00_00_00"
GPU_HOSTS = ("gpu_a", "gpu_b")
GPU_KERNELS = (
    "volta_h884gemm_64x64_ldg8_nn", "turing_fp16_s1688gemm_fp16_256x128_ldg8_f2f_tn",
    "ampere_fp16_s16816gemm_fp16_128x64_ldg8_f2f_nn", "volta_sgemm_128x64_nn", "implicit_convolve_sgemm",
    "void cudnn::winograd_nonfused::winogradForwardData4x4<float>", "void Eigen::internal::EigenMetaKernel<relu>",
    "void tensorflow::BiasNCHWKernel<float>", "void splitKreduce_kernel<float, float>", "redzone_checker",
    "void tensorflow::functor::ColumnReduceKernel<float>", "void cub::DeviceReduceKernel<float>",
    "sm80_xmma_gemm_f16f16_f16f32_f32_nn_n_tilesize128x128x32", "void tensorflow::functor::ShuffleInTensor3Simple",
    "loop_add_fusion",
)
GPU_OPS = ("model/dense/MatMul:MatMul", "model/dense/Relu:Relu")


def add_gpu_run(logdir: Path) -> None:
    folder = _session_dir(logdir, GPU_RUN)
    for launches, host in zip((3, 2), GPU_HOSTS):
        space = xplane_pb2.XSpace(hostnames=[host])
        plane = space.planes.add(name="/device:GPU:0", id=1)
        for sid, name in enumerate(("kernel_details", "tf_op"), start=1):
            plane.stat_metadata[sid].id, plane.stat_metadata[sid].name = sid, name
        streams = [plane.lines.add(id=s, name=f"Stream #{s}(Compute)", timestamp_ns=1_000_000) for s in (7, 13)]
        t = 0
        for k, kernel in enumerate(GPU_KERNELS):
            plane.event_metadata[k + 1].id, plane.event_metadata[k + 1].name = k + 1, kernel
            details = (f"regs:{16 + 8 * (k % 6)} static_shared:{256 * (k % 3)} dynamic_shared:{1024 * (k % 4)} "
                       f"grid:{k + 1},{1 + k % 2},1 block:{32 * (1 + k % 8)},1,1 occ_pct:{(k * 7) % 100}")
            for j, op in enumerate(GPU_OPS):
                for _ in range(launches):
                    event = streams[j].events.add(metadata_id=k + 1, offset_ps=t, duration_ps=(k + 1) * (j + 2) * 1_000_000)
                    event.stats.add(metadata_id=1, str_value=details)
                    event.stats.add(metadata_id=2, str_value=op)
                    t += 200_000_000
        (folder / f"{host}.xplane.pb").write_bytes(space.SerializeToString())


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


MANY_RUN = "many_events/2020_07_07_00_00_00"
MANY_NAME = "dense/MatMul:MatMul"
MANY_MATCHES = 18_000


def many_space() -> xplane_pb2.XSpace:
    """18,000 MatMuls of 8 µs every 10 µs on "busy" (80 % busy), and 1 µs Relus
    every 50 µs on "sparse" (2 % busy), over 180 ms."""
    space = xplane_pb2.XSpace(hostnames=["vm"])
    host = _Plane(space, "/host:CPU", 0)
    busy = host.plane.lines.add(id=1, name="busy", timestamp_ns=1_000_000)
    sparse = host.plane.lines.add(id=2, name="sparse", timestamp_ns=1_000_000)
    for k in range(MANY_MATCHES):
        host.event(busy, MANY_NAME, k * 10_000_000, 8_000_000)
    for k in range(MANY_MATCHES // 5):
        host.event(sparse, "Relu", k * 50_000_000, 1_000_000)
    return space


def many_logdir(dest: Path) -> Path:
    folder = _session_dir(dest, MANY_RUN)
    (folder / "vm.xplane.pb").write_bytes(many_space().SerializeToString())
    return dest


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A server subprocess; `ready_path` answering 200 means it is up."""

    def __init__(self, argv: list[str], port: int, ready_path: str, log_dir: Path, name: str,
                 timeout_s: float = START_TIMEOUT_S, env: dict | None = None):
        self.port = port
        self.base = f"http://127.0.0.1:{port}"
        self.stderr_path = log_dir / f"{name}.stderr.txt"
        self._stderr = open(self.stderr_path, "wb")
        self.proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=self._stderr,
                                     stdin=subprocess.DEVNULL, env={**os.environ, **env} if env else None)
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


def tensorboard(logdir: Path, cache: Path, log_dir: Path, name: str = "tensorboard", *,
                extra_args: tuple[str, ...] = (), timeout_s: float = START_TIMEOUT_S) -> Server:
    port = free_port()
    argv = [sys.executable, "-m", "tensorboard.main", "--logdir", str(logdir), "--host", "127.0.0.1",
            "--port", str(port), "--load_fast", "false", "--profile_cache_dir", str(cache), *extra_args]
    return Server(argv, port, "/data/plugins_listing", log_dir, name, timeout_s)


def standalone(logdir: Path, cache: Path, log_dir: Path, name: str = "serve", env: dict | None = None, *,
               extra_args: tuple[str, ...] = ()) -> Server:
    port = free_port()
    argv = [sys.executable, "-m", "tb_profile_plugin.cli", "serve", str(logdir), "--port", str(port),
            "--cache-dir", str(cache), *extra_args]
    return Server(argv, port, PREFIX + "runs", log_dir, name, env=env)


# A slow server (slow_site/sitecustomize.py: each plane and each trace index
# takes seconds longer) on copies of a real JAX profile of 3 planes: a cold load
# that takes seconds, for the progress the page shows.
SLOW_RUNS = ("slow_a/2020_08_08_00_00_00", "slow_b/2020_08_08_00_00_00")
SLOW_ENV = {"PYTHONPATH": os.pathsep.join(filter(None, [str(Path(__file__).resolve().parent / "slow_site"),
                                                         os.environ.get("PYTHONPATH")])),
            "TBP_TEST_SLOW_PLANE_S": "0.8", "TBP_TEST_SLOW_INDEX_S": "2.5"}


def slow_logdir(dest: Path) -> Path:
    (source,) = xplane_files(FIXTURES / "jax_jit_train")
    for run in SLOW_RUNS:
        shutil.copy(source, _session_dir(dest, run) / "vm.xplane.pb")
    return dest
