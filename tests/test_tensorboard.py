"""The plugin inside a real TensorBoard process, over HTTP on 127.0.0.1.

TensorBoard is started once for the module (entry point `profile`, flag
`--profile_cache_dir`) on a copy of tests/fixtures plus a run with a truncated
xplane, and stopped by its PID at teardown.
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tb_profile_plugin import tools

from http_util import (
    PREFIX,
    TRUNCATED_RUN,
    add_truncated_run,
    assert_error_shape,
    copy_fixtures,
    expected_runs,
    run_of,
    xplane_files,
)
from browser.fixtures_util import START_TIMEOUT_S

STARTUP_TIMEOUT_S = START_TIMEOUT_S
STATIC_DIR = Path(tools.__file__).resolve().parents[1] / "static"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _tensorboard_command() -> list[str]:
    probe = subprocess.run([sys.executable, "-m", "tensorboard.main", "--help"],
                           capture_output=True, text=True, timeout=60)
    if probe.returncode == 0:
        return [sys.executable, "-m", "tensorboard.main"]
    script = Path(sys.executable).with_name("tensorboard")
    if script.exists():
        return [str(script)]
    pytest.skip(f"tensorboard cannot be started: {probe.stderr[-2000:]}")


class TB:
    def __init__(self, port: int, logdir: Path, cache: Path, proc: subprocess.Popen, stderr_path: Path):
        self.base = f"http://127.0.0.1:{port}"
        self.logdir = logdir
        self.cache = cache
        self.proc = proc
        self.stderr_path = stderr_path

    def stderr(self) -> str:
        try:
            return self.stderr_path.read_text(errors="replace")[-4000:]
        except OSError:
            return ""

    def get(self, path: str, headers: dict | None = None, method: str = "GET"):
        """(status, headers, body) of a request; errors are replies too."""
        assert path.startswith("/")
        request = urllib.request.Request(self.base + path, headers=headers or {}, method=method)
        try:
            with urllib.request.urlopen(request, timeout=60) as r:
                return r.status, r.headers, r.read()
        except urllib.error.HTTPError as e:
            with e:
                return e.code, e.headers, e.read()

    def json(self, path: str):
        status, headers, body = self.get(path)
        assert status == 200, (path, status, body[:500], self.stderr())
        assert headers["Content-Type"].split(";")[0] == "application/json"
        return json.loads(body)


@pytest.fixture(scope="module")
def tb(tmp_path_factory):
    root = tmp_path_factory.mktemp("tensorboard")
    logdir = copy_fixtures(root / "logdir")
    add_truncated_run(logdir)
    cache = root / "cache"
    cache.mkdir()
    port = _free_port()
    command = _tensorboard_command() + [
        "--logdir", str(logdir), "--host", "127.0.0.1", "--port", str(port),
        "--profile_cache_dir", str(cache),
        # The Python reader: no separate data-server process to clean up.
        "--load_fast", "false",
    ]
    stderr_path = root / "tensorboard.stderr"
    env = dict(os.environ, XDG_CACHE_HOME=str(root / "xdg"))
    with open(stderr_path, "wb") as err:
        proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=err, env=env, cwd=root)
    server = TB(port, logdir, cache, proc, stderr_path)
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while True:
            if proc.poll() is not None:
                pytest.fail(f"tensorboard exited with {proc.returncode}:\n{server.stderr()}")
            try:
                with urllib.request.urlopen(server.base + "/data/plugins_listing", timeout=5) as r:
                    if r.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, socket.timeout):
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"tensorboard not ready after {STARTUP_TIMEOUT_S} s:\n{server.stderr()}")
            time.sleep(0.2)
        yield server
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)


@pytest.fixture(scope="module")
def runs(tb):
    return tb.json(PREFIX + "runs")


def test_plugins_listing_has_profile(tb):
    listing = tb.json("/data/plugins_listing")
    assert "profile" in listing, (list(listing), tb.stderr())
    entry = listing["profile"]
    assert entry["enabled"] is True, entry
    assert entry["tab_name"] == "Profile"
    assert entry["disable_reload"] is True
    module_path = entry["loading_mechanism"]["module_path"]
    assert entry["loading_mechanism"]["type"] == "IFRAME"
    assert module_path.endswith("/data/plugin/profile/static/index.js")
    # The module it names is served.
    status, headers, body = tb.get(module_path if module_path.startswith("/") else "/" + module_path)
    assert status == 200 and body == (STATIC_DIR / "index.js").read_bytes()


def test_runs(tb, runs):
    assert set(runs) == expected_runs(tb.logdir)
    assert TRUNCATED_RUN in runs


def test_run_tools_details(tb, runs):
    run = run_of(runs, "tf_keras_profile_batch")
    details = tb.json(PREFIX + f"run_tools?run={run}&details=1")
    assert [t["name"] for t in details] == tools.names()
    for t in details:
        assert t["available"] or t["reason"].strip()
    by_name = {t["name"]: t for t in details}
    assert by_name["tensorflow_stats"]["available"] and by_name["trace_viewer"]["available"]
    assert "GPU" in by_name["kernel_stats"]["reason"]
    assert tb.json(PREFIX + f"run_tools?run={run}") == [t["name"] for t in details if t["available"]]


def test_hosts(tb, runs):
    run = run_of(runs, "tf_custom_loop_steps")
    assert tb.json(PREFIX + f"hosts?run={run}") == ["vm"]
    assert tb.json(PREFIX + f"hosts?run={run}&tag=trace_viewer") == ["vm"]
    assert tb.json(PREFIX + f"hosts?run={run}&tag=kernel_stats") == []


@pytest.mark.parametrize("fixture", ["tf_keras_profile_batch", "jax_jit_train", "gzip_xplane"])
def test_data_proof_tools(tb, runs, fixture):
    from tb_profile_plugin.profile import xspace

    run = run_of(runs, fixture)
    stats = tb.json(PREFIX + f"data?run={run}&tag=tensorflow_stats")
    assert all(len(row) == len(stats["columns"]) for row in stats["rows"])
    assert tb.json(PREFIX + f"data?run={run}&tag=framework_op_stats") == stats

    status, headers, body = tb.get(PREFIX + f"data?run={run}&tag=trace_viewer&host=vm",
                                   headers={"Accept-Encoding": "gzip"})
    assert status == 200
    if headers.get("Content-Encoding") == "gzip":
        body = gzip.decompress(body)
    trace = json.loads(body)
    (path,) = xplane_files(tb.logdir / fixture)
    # Every event, plus XProf's ThreadpoolListener::Region spans (metadata.regions).
    assert sum(e.get("ph") == "X" for e in trace["traceEvents"]) == (
        xspace.load(path).num_events + trace["metadata"]["regions"])


def test_data_csv(tb, runs):
    run = run_of(runs, "tf_keras_profile_batch")
    stats = tb.json(PREFIX + f"data?run={run}&tag=tensorflow_stats")
    status, headers, body = tb.get(PREFIX + f"data_csv?run={run}&tag=tensorflow_stats")
    assert status == 200
    assert headers["Content-Type"].startswith("text/csv")
    assert headers["Content-Disposition"].startswith("attachment")
    assert headers["Content-Disposition"].rstrip('"').endswith(".csv")
    rows = list(csv.reader(io.StringIO(body.decode())))
    assert rows[0] == [c["label"] for c in stats["columns"]]
    assert len(rows) == len(stats["rows"]) + 1


def test_compare_two_runs(tb, runs):
    """data?base_run= through TensorBoard: the TF custom loop with two option sets."""
    base, new = run_of(runs, "tf_custom_loop_steps"), run_of(runs, "tf_loop_python_tracer")
    got = tb.json(PREFIX + f"data?run={new}&tag=overview_page&base_run={base}")
    assert got["base"]["run"] == base and got["new"]["run"] == new
    assert got["data"] == tb.json(PREFIX + f"data?run={new}&tag=overview_page")
    assert got["base_data"] == tb.json(PREFIX + f"data?run={base}&tag=overview_page")
    step = next(k for k in got["comparison"]["kpis"] if k["id"] == "step_time")
    assert step["base"] == got["base_data"]["summary"]["average_step_time_ms"]
    assert got["comparison"]["verdict"].startswith("Step time ")
    status, headers, body = tb.get(PREFIX + f"data_csv?run={new}&tag=tensorflow_stats&base_run={base}")
    assert status == 200 and "_vs_" in headers["Content-Disposition"]
    assert body.decode().split("\r\n")[0].startswith("Change,")
    code, headers, body = tb.get(PREFIX + f"data?run={new}&tag=overview_page&base_run=no_such_run")
    assert "no_such_run" in assert_error_shape(code, headers.get("Content-Type"), body, 404)


def test_static_index_js(tb):
    status, headers, body = tb.get(PREFIX + "static/index.js")
    assert status == 200
    assert headers["Content-Type"].split(";")[0] in ("text/javascript", "application/javascript")
    assert body == (STATIC_DIR / "index.js").read_bytes()


@pytest.mark.parametrize(
    "route,status",
    [
        ("run_tools?run=no_such_run", 404),
        ("run_tools?run=..", 404),
        ("data?run=../..&tag=trace_viewer", 404),
        ("data?run=%2e%2e%2f%2e%2e&tag=trace_viewer", 404),
        ("data?run={keras}&tag=trace_viewer&host=..", 404),
        ("data?run={keras}&tag=no_such_tool", 404),
        ("data?run={keras}&tag=kernel_stats", 404),
        ("data?tag=trace_viewer", 400),
        ("static/%2e%2e/plugin.py", 404),
        (f"run_tools?run={TRUNCATED_RUN}", 422),
        (f"data?run={TRUNCATED_RUN}&tag=trace_viewer", 422),
        (f"data?run={TRUNCATED_RUN}&tag=tensorflow_stats", 422),
    ],
)
def test_error_replies(tb, runs, route, status):
    route = route.format(keras=run_of(runs, "tf_keras_profile_batch"))
    code, headers, body = tb.get(PREFIX + route)
    assert_error_shape(code, headers.get("Content-Type"), body, status)
    # Still serving.
    assert set(tb.json(PREFIX + "runs")) == set(runs)
    assert tb.proc.poll() is None, tb.stderr()


def test_post_is_405(tb, runs):
    code, headers, body = tb.get(PREFIX + "runs", method="POST")
    # TensorBoard may reject POST itself; either way no traceback and a 4xx.
    assert code == 405, (code, body[:300])
    assert_error_shape(code, headers.get("Content-Type"), body, 405)
    assert tb.json(PREFIX + "runs") == runs


def test_cache_written_to_flag_dir(tb, runs):
    run = run_of(runs, "tf_custom_loop_steps")
    tb.json(PREFIX + f"data?run={run}&tag=tensorflow_stats")
    # The cache is written in the background: give it a moment.
    deadline = time.monotonic() + 20
    while not any(tb.cache.iterdir()) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert any(tb.cache.iterdir()), "--profile_cache_dir was not used"
    assert not (Path(tb.cache.parent) / "xdg" / "tb-profile-plugin").exists()


def test_pytorch_runs_in_a_real_tensorboard(tb, runs):
    """PyTorch traces (tests/fixtures/pytorch) are runs of their own, a host per rank; the
    tools they cannot feed are listed with a reason, a broken trace is a 422."""
    assert {"pytorch/resnet50", "pytorch/nccl", "pytorch/distributed", "pytorch/cpu_only"} <= set(runs)
    assert tb.json(PREFIX + "hosts?run=pytorch/distributed") == ["rank-0", "rank-1"]
    details = {t["name"]: t for t in tb.json(PREFIX + "run_tools?run=pytorch/nccl&details=1")}
    for name in ("overview_page", "tensorflow_stats", "kernel_stats", "trace_viewer"):
        assert details[name]["available"], name
    for name in ("op_profile", "memory_viewer", "graph_viewer", "tf_data_bottleneck_analysis"):
        assert not details[name]["available"] and details[name]["reason"], name
    kernels = tb.json(PREFIX + "data?run=pytorch/nccl&tag=kernel_stats")
    names = [row[1] for row in kernels["rows"]]
    assert any(name.startswith("ncclKernel_AllReduce") for name in names)

    broken = tb.logdir / "pytorch" / "broken"
    broken.mkdir()
    (broken / "worker0.pt.trace.json").write_bytes(b'{"traceEvents": [{"ph": "X", ')
    deadline = time.monotonic() + 15  # a new run appears without a restart
    while "pytorch/broken" not in tb.json(PREFIX + "runs") and time.monotonic() < deadline:
        time.sleep(0.5)
    code, headers, body = tb.get(PREFIX + "data?run=pytorch/broken&tag=trace_viewer")
    assert_error_shape(code, headers.get("Content-Type"), body, 422)
    assert b"pytorch/broken/worker0.pt.trace.json: not a PyTorch trace: malformed JSON" in body
    assert str(tb.logdir).encode() not in body
