"""Capture Profile against a REAL profiler server: a JAX program with
`jax.profiler.start_server(port)`, busy in a loop of jitted steps marked with
StepTraceAnnotation, captured through the capture_profile route of a real
`tensorboard` process (and through `tb-profile capture`); the new run is then
listed and its tools convert.

Both processes are started by this module with this test environment's Python
(jax is in the `test` extra) and stopped by their PIDs at teardown. The
TensorBoard server listens on 127.0.0.1; JAX's profiler server binds every
interface (its C++ server hard-codes `[::]:port`), so it gets a random free
port, lives only for this module and exits on its own after 10 minutes.
"""

from __future__ import annotations

import importlib.util
import json
import os
import select
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from browser import fixtures_util
from browser.fixtures_util import START_TIMEOUT_S as STARTUP_TIMEOUT_S
from browser.fixtures_util import Server

PREFIX = "/data/plugin/profile/"

JAX_PROGRAM = r'''
import sys, time
import jax
import jax.numpy as jnp

port = int(sys.argv[1])
server = jax.profiler.start_server(port)

@jax.jit
def train_step(w, x):
    y = jnp.tanh(x @ w)
    return w - 0.01 * (x.T @ y) / x.shape[0]

w = jnp.full((256, 256), 0.01)
x = jnp.ones((128, 256))
w = train_step(w, x).block_until_ready()  # compiled before we say ready
print("ready", flush=True)
deadline = time.monotonic() + 600  # never outlive a crashed test run
step = 0
while time.monotonic() < deadline:
    with jax.profiler.StepTraceAnnotation("train", step_num=step):
        w = train_step(w, x)
        w.block_until_ready()
    step += 1
    time.sleep(0.002)
'''


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


def _tail(path: Path) -> str:
    try:
        return path.read_text(errors="replace")[-3000:]
    except OSError:
        return ""


@pytest.fixture(scope="module")
def jax_server(tmp_path_factory):
    """(address, process) of a JAX program serving the profiler on 127.0.0.1:PORT."""
    if importlib.util.find_spec("jax") is None:
        pytest.fail("jax is not installed in this Python; install the test extra: pip install -e '.[test]'")
    root = tmp_path_factory.mktemp("jax_program")
    script = root / "busy.py"
    script.write_text(JAX_PROGRAM)
    port = fixtures_util.free_port()
    stderr_path = root / "stderr.txt"
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    with open(stderr_path, "wb") as err:
        proc = subprocess.Popen([sys.executable, str(script), str(port)], stdout=subprocess.PIPE,
                                stderr=err, env=env, cwd=root)
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        line = b""
        while not line.startswith(b"ready"):
            if proc.poll() is not None:
                pytest.fail(f"the JAX program exited with {proc.returncode}:\n{_tail(stderr_path)}")
            if time.monotonic() > deadline:
                pytest.fail(f"the JAX program was not ready after {STARTUP_TIMEOUT_S} s:\n{_tail(stderr_path)}")
            if select.select([proc.stdout], [], [], 0.5)[0]:
                line = proc.stdout.readline()
        while True:  # the gRPC server accepts connections
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail(f"nothing listens on 127.0.0.1:{port}:\n{_tail(stderr_path)}")
                time.sleep(0.2)
        yield f"127.0.0.1:{port}", proc
    finally:
        _stop(proc)
        proc.stdout.close()


class TensorBoard:
    """The tensorboard process (browser/fixtures_util.Server) and its logdir."""

    def __init__(self, server: Server, logdir: Path):
        self.server, self.base, self.logdir = server, server.base, logdir

    def get(self, path: str, timeout: float = 60):
        request = urllib.request.Request(self.base + path)
        try:
            with urllib.request.urlopen(request, timeout=timeout) as r:
                return r.status, r.headers, r.read()
        except urllib.error.HTTPError as e:
            with e:
                return e.code, e.headers, e.read()

    def json(self, path: str, timeout: float = 60):
        status, headers, body = self.get(path, timeout)
        assert status == 200, (path, status, body[:2000], self.server.stderr())
        assert headers["Content-Type"].split(";")[0] == "application/json"
        return json.loads(body)


@pytest.fixture(scope="module")
def tensorboard(tmp_path_factory):
    root = tmp_path_factory.mktemp("tensorboard")
    logdir = root / "logdir"
    logdir.mkdir()
    # TensorBoard's profiler flag: our loader must accept it.
    server = fixtures_util.tensorboard(logdir, root / "cache", root, extra_args=(
        "--master_tpu_unsecure_channel", "10.1.2.3"), timeout_s=STARTUP_TIMEOUT_S)
    try:
        yield TensorBoard(server, logdir)
    finally:
        server.stop()


def test_capture_through_tensorboard(tensorboard, jax_server):
    address, program = jax_server
    assert tensorboard.json(PREFIX + "runs") == []
    query = urllib.parse.urlencode({
        "service_addr": address, "is_tpu_name": "false", "duration": "1000", "num_retry": "2",
        "worker_list": "", "host_tracer_level": "2", "device_tracer_level": "1",
        "python_tracer_level": "0", "delay": "0"})
    started = time.monotonic()
    body = tensorboard.json(PREFIX + "capture_profile?" + query, timeout=180)
    assert time.monotonic() - started >= 1.0  # it profiled for the duration
    host = address.replace(":", "_")
    run = body["run"]
    assert body["result"] == f"Captured 1 of 1 host into run {run}."
    assert body["hosts"] == [{"address": address, "host": host, "ok": True, "attempts": 1,
                              "file": f"{host}.xplane.pb", "error": ""}]
    path = tensorboard.logdir / "plugins" / "profile" / run / f"{host}.xplane.pb"
    assert path.stat().st_size > 10_000
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]  # no temporary left
    assert program.poll() is None  # the program runs on

    assert tensorboard.json(PREFIX + "runs") == [run]
    assert tensorboard.json(PREFIX + f"hosts?run={run}") == [host]
    tools = tensorboard.json(PREFIX + f"run_tools?run={run}")
    assert "overview_page" in tools and "trace_viewer" in tools

    overview = tensorboard.json(PREFIX + f"data?run={run}&tag=overview_page", timeout=120)
    summary = overview["summary"]
    # About 1 s of a loop whose steps take a few ms: many steps, found from the markers.
    assert summary["num_steps"] >= 20, summary
    assert 0 < summary["average_step_time_ms"] < 200, summary
    assert overview["environment"]["host_count"] == 1

    trace = tensorboard.json(PREFIX + f"data?run={run}&tag=trace_viewer", timeout=120)
    events = [e for e in trace["traceEvents"] if e.get("ph") == "X"]
    steps = sorted({e["args"]["step_num"] for e in events if e["name"] == "train" and "step_num" in e.get("args", {})},
                   key=int)
    assert len(steps) >= summary["num_steps"]
    assert [int(s) for s in steps] == list(range(int(steps[0]), int(steps[0]) + len(steps)))  # consecutive
    assert any("train_step" in e["name"] for e in events)
    assert all(e["dur"] >= 0 for e in events)


def test_capture_from_the_cli(tmp_path, jax_server):
    address, _ = jax_server
    logdir = tmp_path / "logdir"
    result = subprocess.run(
        [sys.executable, "-m", "tb_profile_plugin.cli", "capture", f"--service_addr=grpc://{address}",
         f"--logdir={logdir}", "--duration_ms=500", "--num_tracing_attempts=2"],
        capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, (result.stdout, result.stderr)
    assert result.stdout.startswith("Starting to trace for 500 ms. Remaining attempt(s): 1\n")
    (session,) = (logdir / "plugins" / "profile").iterdir()
    host = address.replace(":", "_")
    assert f"Captured 1 of 1 host into run {session.name}." in result.stdout
    summary = subprocess.run(
        [sys.executable, "-m", "tb_profile_plugin.cli", "summary", str(session), "--cache-dir", "none"],
        capture_output=True, text=True, timeout=120)
    assert summary.returncode == 0, summary.stderr
    assert summary.stdout.startswith(f"host {host}: ")
    assert "from host step markers `train`" in summary.stdout
