#!/usr/bin/env python3
"""End-to-end check of the plugin inside a real TensorFlow environment.

Run it with the Python of a virtual environment that has tensorflow (or
tensorflow-cpu), the TensorBoard it pulled in, and this plugin installed:

  VENV/bin/python compat/tf_env_check.py            # or: python3 compat/tf_env_check.py --python VENV/bin/python

Standard library only; TensorFlow is imported only by the child processes
(this same file, run with --child). Phases, each bounded in time:

  1. versions of tensorflow, tensorboard, protobuf, grpcio, numpy (package
     metadata) and where the plugin is installed; a child process checks that
     tb_profile_plugin.plugin and tb_profile_plugin.capture.client import;
  2. a tiny seeded tf.function training loop profiled for 5 steps with
     tf.profiler.experimental.start/stop into LOGDIR/run_api/;
  3. a TF program with tf.profiler.experimental.server.start(PORT) training the
     same model with its step XLA-compiled (jit_compile=True: the profile then
     has HLO for op_profile and memory_viewer) for at most --server-seconds,
     captured with the venv's `tb-profile capture` into LOGDIR/run_server/, then
     stopped by its PID;
  4. the venv's TensorBoard on 127.0.0.1, and every tool of every host of every
     run asked for its data over HTTP: 200 with JSON (or, for a tool the plugin
     says this profile cannot feed, a 404 with a JSON error) is an answer; a
     5xx, a traceback, a timeout or invalid JSON is a failure.

Exit status 0 only when both runs exist with at least one host each and every
tool answered. One file past 600 lines on purpose: it runs itself as the child
programs (--child), so the check is a single script a venv can run. Only 127.0.0.1 is contacted. The temporary folder (logdir, cache,
logs) is removed at the end (--keep leaves it).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

SEED = 0
API_STEPS = 5
PREFIX = "/data/plugin/profile/"

# Limits (seconds).
PROBE_TIMEOUT_S = 120          # the version / import probe (imports the plugin)
PROFILE_TIMEOUT_S = 300        # the profiling child: TF import, tracing, 5 steps
SERVER_READY_TIMEOUT_S = 180   # the server child: TF import, server start, first step
CAPTURE_TIMEOUT_S = 180        # tb-profile capture (duration x attempts + connect)
STOP_TIMEOUT_S = 15            # terminate -> kill
TB_STARTUP_TIMEOUT_S = 120     # TensorBoard answering /data/plugins_listing
RUNS_TIMEOUT_S = 30            # both runs listed
HTTP_TIMEOUT_S = 120           # one request, in all

_PROXY_VARS = ("http_proxy", "https_proxy", "grpc_proxy", "all_proxy", "no_grpc_proxy")


# --------------------------------------------------------------------------- #
# Child processes (run with --child; these import TensorFlow)
# --------------------------------------------------------------------------- #


def _tf_train_step(jit_compile: bool):
    """(tf, next_batch, train_step): a seeded small MLP on CPU, 2 intra/inter-op threads;
    with jit_compile, the step is an XLA program (its HLO feeds op_profile and memory_viewer)."""
    import numpy as np
    import tensorflow as tf

    tf.keras.utils.set_random_seed(SEED)
    tf.config.threading.set_intra_op_parallelism_threads(2)
    tf.config.threading.set_inter_op_parallelism_threads(2)

    rng = np.random.RandomState(SEED)
    x = rng.rand(512, 32).astype("float32")
    y = rng.randint(0, 4, size=(512,)).astype("int32")
    it = iter(tf.data.Dataset.from_tensor_slices((x, y)).repeat().batch(64).prefetch(1))

    model = tf.keras.Sequential([
        tf.keras.Input((32,)),
        tf.keras.layers.Dense(64, activation="relu"),
        tf.keras.layers.Dense(4),
    ])
    optimizer = tf.keras.optimizers.SGD(0.1)
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    @tf.function(jit_compile=jit_compile)
    def train_step(xb, yb):
        with tf.GradientTape() as tape:
            loss = loss_fn(yb, model(xb, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    return tf, (lambda: next(it)), train_step


def child_api(logdir: str) -> int:
    tf, batch, train_step = _tf_train_step(jit_compile=False)
    print(f"TF_VERSION={tf.__version__}", flush=True)
    train_step(*batch())  # trace outside the profile
    tf.profiler.experimental.start(logdir)
    try:
        for step in range(API_STEPS):
            with tf.profiler.experimental.Trace("train", step_num=step, _r=1):
                loss = train_step(*batch())
        print(f"loss after {API_STEPS} profiled steps: {float(loss):.4f}", flush=True)
    finally:
        tf.profiler.experimental.stop()
    return 0


def child_server(port: int, ready_file: str, max_seconds: float) -> int:
    parent = os.getppid()
    tf, batch, train_step = _tf_train_step(jit_compile=True)
    tf.profiler.experimental.server.start(port)
    train_step(*batch())  # trace before saying ready
    tmp = ready_file + ".tmp"
    with open(tmp, "w") as f:
        f.write(tf.__version__)
    os.replace(tmp, ready_file)
    print(f"profiler server on port {port}; training for at most {max_seconds:.0f} s", flush=True)
    deadline = time.monotonic() + max_seconds
    step = 0
    while time.monotonic() < deadline and os.getppid() == parent:
        with tf.profiler.experimental.Trace("train", step_num=step, _r=1):
            loss = train_step(*batch())
        step += 1
        time.sleep(0.01)
    print(f"stopping after {step} steps (loss {float(loss):.4f})", flush=True)
    return 0


# --------------------------------------------------------------------------- #
# The checker (standard library only)
# --------------------------------------------------------------------------- #

_PROBE = r"""
import importlib.metadata as md, importlib.util, json, sys
def version(*names):
    for n in names:
        try:
            return md.version(n)
        except md.PackageNotFoundError:
            pass
    return None
out = {
    "python": sys.version.split()[0],
    "tensorflow": version("tensorflow", "tensorflow-cpu", "tensorflow-intel", "tf-nightly", "tf-nightly-cpu"),
    "tensorboard": version("tensorboard", "tb-nightly"),
    "protobuf": version("protobuf"),
    "grpcio": version("grpcio"),
    "numpy": version("numpy"),
    "tb-profile-plugin": version("tb-profile-plugin"),
}
spec = importlib.util.find_spec("tb_profile_plugin")
out["plugin_location"] = spec.origin if spec else None
out["profile_entry_points"] = sorted(
    f"{e.value} ({e.dist.name if getattr(e, 'dist', None) else '?'})"
    for e in md.entry_points(group="tensorboard_plugins") if e.name == "profile")
try:
    import tb_profile_plugin.plugin, tb_profile_plugin.capture.client  # noqa: F401
    out["import_error"] = None
except Exception as e:  # reported by the checker
    out["import_error"] = f"{type(e).__name__}: {e}"
print("PROBE=" + json.dumps(out))
"""


class _Stop(Exception):
    pass


class Failures(list):
    def add(self, what: str, echo: bool = True) -> None:
        self.append(what)
        if echo:
            print(f"FAIL: {what}", flush=True)


def _child_env(tmp: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k.lower() not in _PROXY_VARS}
    env.update({
        "TF_CPP_MIN_LOG_LEVEL": "1",
        "PYTHONHASHSEED": "0",
        "CUDA_VISIBLE_DEVICES": "",
        "XDG_CACHE_HOME": str(tmp / "xdg"),
        "PYTHONDONTWRITEBYTECODE": "1",
        # Every host allocation then emits MemoryAllocation/MemoryDeallocation: memory_profile has data.
        "TF_CPU_ALLOCATOR_USE_BFC": "true",
        "NO_PROXY": "127.0.0.1,localhost",
        "no_proxy": "127.0.0.1,localhost",
    })
    return env


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _tail(path: Path, chars: int = 3000) -> str:
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return ""
    return text[-chars:]


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.rstrip().splitlines())


def _stop(proc: subprocess.Popen, what: str) -> None:
    """Terminate by PID, then kill after STOP_TIMEOUT_S."""
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        print(f"  {what} (pid {proc.pid}) did not stop in {STOP_TIMEOUT_S} s: killed", flush=True)
        proc.kill()
        proc.wait(timeout=STOP_TIMEOUT_S)


def _xplanes(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.name.endswith((".xplane.pb", ".xplane.pb.gz")))


def _tool_command(python: str, name: str) -> list[str]:
    """The venv's console script next to its python (not resolved: that would leave the venv)."""
    script = Path(python).parent / name
    if script.exists():
        return [str(script)]
    return [python, "-m", "tb_profile_plugin.cli"]


# -- HTTP ---------------------------------------------------------------------

_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # 127.0.0.1 only, never a proxy


def http_get(url: str, timeout: float = HTTP_TIMEOUT_S):
    """(status, content_type, body, seconds); status None with body = the error text on a
    timeout or connection error. Bounded in all by `timeout`, not only per socket read."""
    start = time.monotonic()
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
    try:
        try:
            response = _OPENER.open(request, timeout=timeout)
        except urllib.error.HTTPError as e:
            response = e
        with response:
            status = response.status if hasattr(response, "status") else response.code
            headers = response.headers
            chunks = []
            while True:
                if time.monotonic() - start > timeout:
                    raise TimeoutError(f"reply not read in {timeout:.0f} s")
                chunk = response.read(1 << 20)
                if not chunk:
                    break
                chunks.append(chunk)
        body = b"".join(chunks)
        if (headers.get("Content-Encoding") or "").lower() == "gzip":
            body = gzip.decompress(body)
        return status, (headers.get("Content-Type") or ""), body, time.monotonic() - start
    except (urllib.error.URLError, OSError, TimeoutError, EOFError, ValueError) as e:
        return None, "", f"{type(e).__name__}: {e}".encode(), time.monotonic() - start


def get_json(base: str, route: str):
    status, ctype, body, _ = http_get(base + route)
    if status != 200 or not ctype.startswith("application/json"):
        raise RuntimeError(f"GET {route}: {status} {ctype} {body[:300]!r}")
    return json.loads(body)


# -- phases -------------------------------------------------------------------


def phase_versions(python: str, env: dict, failures: Failures) -> dict:
    try:
        proc = subprocess.run([python, "-c", _PROBE], capture_output=True, text=True, env=env,
                              timeout=PROBE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        failures.add(f"version probe did not finish in {PROBE_TIMEOUT_S} s")
        return {}
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("PROBE=")), None)
    if proc.returncode != 0 or line is None:
        failures.add(f"version probe failed (exit {proc.returncode}):\n{_indent(proc.stderr[-3000:])}")
        return {}
    info = json.loads(line[len("PROBE="):])
    print(f"  python       {info['python']} ({python})")
    for name in ("tensorflow", "tensorboard", "protobuf", "grpcio", "numpy", "tb-profile-plugin"):
        print(f"  {name:<12} {info[name] or 'NOT INSTALLED'}")
    print(f"  plugin at    {info['plugin_location']}")
    eps = info["profile_entry_points"]
    print(f"  tensorboard_plugins 'profile': {', '.join(eps) or 'none'}")
    for name in ("tensorflow", "tensorboard", "tb-profile-plugin"):
        if not info[name]:
            failures.add(f"{name} is not installed in {python}")
    if len(eps) > 1:
        failures.add(f"more than one TensorBoard plugin is named 'profile': {eps}")
    if info["import_error"]:
        failures.add(f"the plugin does not import: {info['import_error']}")
    else:
        print("  import tb_profile_plugin.plugin, tb_profile_plugin.capture.client: ok")
    return info


def phase_profile(python: str, env: dict, logdir: Path, tmp: Path, failures: Failures) -> str | None:
    """Returns the TensorFlow version the child printed."""
    out = logdir / "run_api"
    log = tmp / "profile_child.log"
    cmd = [python, os.path.abspath(__file__), "--child", "api", "--logdir", str(out)]
    try:
        with open(log, "wb") as f:
            proc = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, env=env, cwd=tmp,
                                  timeout=PROFILE_TIMEOUT_S)
        rc = proc.returncode
    except subprocess.TimeoutExpired:
        rc = f"timeout after {PROFILE_TIMEOUT_S} s"
    text = _tail(log, 10**6)
    version = next((ln.split("=", 1)[1].strip() for ln in text.splitlines() if ln.startswith("TF_VERSION=")), None)
    files = _xplanes(out)
    if rc != 0 or not files:
        failures.add(f"profiling with tf.profiler.experimental.start/stop: exit {rc}, "
                     f"{len(files)} xplane files\n{_indent(text[-3000:])}")
    for p in files:
        print(f"  {p.relative_to(logdir)} ({p.stat().st_size:,} bytes)")
    loss = [ln for ln in text.splitlines() if ln.startswith("loss after")]
    if loss:
        print(f"  {loss[-1]}")
    return version


def phase_capture(python: str, env: dict, logdir: Path, tmp: Path, args, failures: Failures) -> str | None:
    """Starts the profiler-server child, captures with `tb-profile capture`, stops the child."""
    port = _free_port()
    ready = tmp / "server_ready"
    log = tmp / "server_child.log"
    out = logdir / "run_server"
    cmd = [python, os.path.abspath(__file__), "--child", "server", "--port", str(port),
           "--ready-file", str(ready), "--server-seconds", str(args.server_seconds)]
    version = None
    reported = False
    with open(log, "wb") as f:
        proc = subprocess.Popen(cmd, stdout=f, stderr=subprocess.STDOUT, env=env, cwd=tmp)
    try:
        print(f"  server child pid {proc.pid}, profiler server port {port}")
        deadline = time.monotonic() + SERVER_READY_TIMEOUT_S
        while not ready.exists():
            if proc.poll() is not None:
                failures.add(f"the profiler-server program exited with {proc.returncode} before it was ready:\n"
                             f"{_indent(_tail(log))}")
                reported = True
                return None
            if time.monotonic() > deadline:
                failures.add(f"the profiler-server program was not ready in {SERVER_READY_TIMEOUT_S} s:\n"
                             f"{_indent(_tail(log))}")
                return None
            time.sleep(0.2)
        version = ready.read_text().strip()
        capture = _tool_command(python, "tb-profile") + [
            "capture", f"--service_addr=127.0.0.1:{port}", f"--logdir={out}",
            f"--duration_ms={args.duration_ms}", "--num_tracing_attempts=3"]
        print(f"  $ {' '.join(capture)}", flush=True)
        start = time.monotonic()
        try:
            result = subprocess.run(capture, capture_output=True, text=True, env=env, cwd=tmp,
                                    timeout=CAPTURE_TIMEOUT_S)
            rc, text = result.returncode, result.stdout + result.stderr
        except subprocess.TimeoutExpired as e:
            rc = f"timeout after {CAPTURE_TIMEOUT_S} s"
            text = "".join(x.decode(errors="replace") if isinstance(x, bytes) else (x or "")
                           for x in (e.stdout, e.stderr))
        print(_indent(text))
        print(f"  capture took {time.monotonic() - start:.1f} s (exit {rc})")
        files = _xplanes(out)
        if rc != 0 or not files:
            failures.add(f"tb-profile capture: exit {rc}, {len(files)} xplane files")
        if "Traceback" in text:
            failures.add("tb-profile capture printed a traceback")
        for p in files:
            print(f"  {p.relative_to(logdir)} ({p.stat().st_size:,} bytes)")
    finally:
        alive = proc.poll() is None
        _stop(proc, "the profiler-server program")
        print(f"  server child {'stopped' if alive else 'had exited'} (exit {proc.returncode})")
        if not alive and proc.returncode != 0 and not reported:
            failures.add(f"the profiler-server program exited with {proc.returncode}:\n{_indent(_tail(log))}")
    return version


def _check_reply(label: str, status, ctype: str, body: bytes, seconds: float, offered: bool,
                 failures: Failures, counts: dict, not_applicable: list) -> None:
    """One line per reply. Answers: 200 with JSON; 404 with a JSON error (not applicable)."""
    text = body.decode("utf-8", "replace")
    size = f"{len(body):>10,} B"
    if status is None:
        print(f"  FAIL  {'-':>4} {size} {seconds:6.2f} s  {label}: {text[:200]}")
        failures.add(f"{label}: {text[:300]}", echo=False)
        return
    problem = None
    value = None
    if not ctype.split(";")[0].strip() == "application/json":
        problem = f"Content-Type {ctype!r}"
    else:
        try:
            value = json.loads(body)
        except ValueError as e:
            problem = f"invalid JSON ({e})"
    if problem is None and ("Traceback (most recent call last)" in text or 'File "' in text and ".py\", line" in text):
        problem = "a traceback in the reply"
    if problem is None and status == 200:
        counts["data"] += 1
        print(f"  ok    {status:>4} {size} {seconds:6.2f} s  {label}")
        return
    if problem is None and status == 404 and isinstance(value, dict) and set(value) == {"error"}:
        counts["not_applicable"] += 1
        why = str(value["error"])
        kind = "n/a" if offered else "off"
        not_applicable.append(f"{label}: {why}")
        print(f"  {kind:<5} {status:>4} {size} {seconds:6.2f} s  {label}  ({why[:150]})")
        return
    problem = problem or f"HTTP {status}"
    print(f"  FAIL  {status:>4} {size} {seconds:6.2f} s  {label}: {problem}: {text[:200]}")
    failures.add(f"{label}: {problem}: {text[:300]}", echo=False)


def phase_tensorboard(python: str, env: dict, logdir: Path, tmp: Path, failures: Failures) -> dict:
    """Returns {run: [hosts]} and the answer counts."""
    port = _free_port()
    cache = tmp / "tb_cache"
    cache.mkdir()
    base = f"http://127.0.0.1:{port}"
    stderr_path = tmp / "tensorboard.log"
    cmd = [python, "-m", "tensorboard.main", "--logdir", str(logdir), "--host", "127.0.0.1",
           "--port", str(port), "--profile_cache_dir", str(cache),
           # The Python reader: no separate data-server process to clean up.
           "--load_fast", "false"]
    print(f"  $ {' '.join(cmd)}", flush=True)
    counts = {"data": 0, "not_applicable": 0}
    not_applicable: list[str] = []
    runs_hosts: dict[str, list[str]] = {}
    with open(stderr_path, "wb") as err:
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err, env=env, cwd=tmp)
    try:
        start = time.monotonic()
        deadline = start + TB_STARTUP_TIMEOUT_S
        while True:
            if proc.poll() is not None:
                failures.add(f"tensorboard exited with {proc.returncode}:\n{_indent(_tail(stderr_path))}")
                return {"runs": runs_hosts, **counts}
            status, _, body, _ = http_get(base + "/data/plugins_listing", timeout=5)
            if status == 200:
                break
            if time.monotonic() > deadline:
                failures.add(f"tensorboard not answering after {TB_STARTUP_TIMEOUT_S} s:\n"
                             f"{_indent(_tail(stderr_path))}")
                return {"runs": runs_hosts, **counts}
            time.sleep(0.25)
        print(f"  tensorboard pid {proc.pid} answering at {base} after {time.monotonic() - start:.1f} s")
        listing = json.loads(body)
        entry = listing.get("profile")
        if not entry or not entry.get("enabled"):
            failures.add(f"the profile plugin is not listed as enabled: {entry!r}; plugins: {sorted(listing)}\n"
                         f"{_indent(_tail(stderr_path))}")
            return {"runs": runs_hosts, **counts}
        print(f"  plugins_listing['profile']: tab {entry.get('tab_name')!r}, enabled")

        deadline = time.monotonic() + RUNS_TIMEOUT_S
        while True:
            runs = get_json(base, PREFIX + "runs")
            if {r.split("/")[0] for r in runs} >= {"run_api", "run_server"} or time.monotonic() > deadline:
                break
            time.sleep(1)
        print(f"  runs: {runs}")

        for run in runs:
            q_run = urllib.parse.quote(run, safe="")
            details = get_json(base, PREFIX + f"run_tools?run={q_run}&details=1")
            menu = get_json(base, PREFIX + f"run_tools?run={q_run}")
            hosts = get_json(base, PREFIX + f"hosts?run={q_run}")
            runs_hosts[run] = hosts
            offered = [t["name"] for t in details if t["available"]]
            if offered != menu:
                failures.add(f"run {run}: run_tools {menu} differs from details {offered}")
            print(f"  run {run}: hosts {hosts}; offers {', '.join(menu) or 'nothing'}; not offered: "
                  + (", ".join(t["name"] for t in details if not t["available"]) or "none"))
            for tool in details:
                name = tool["name"]
                tool_hosts = get_json(base, PREFIX + f"hosts?run={q_run}&tag={name}")
                for host in hosts:
                    route = PREFIX + f"data?run={q_run}&tag={name}&host={urllib.parse.quote(host, safe='')}"
                    status, ctype, body, seconds = http_get(base + route)
                    _check_reply(f"{run} {host} {name}", status, ctype, body, seconds,
                                 tool["available"] and host in tool_hosts, failures, counts, not_applicable)
                    if name == "trace_viewer" and status == 200:
                        # What the trace viewer's timeline draws: a level-of-detail window.
                        route = PREFIX + (f"data?run={q_run}&tag=trace_viewer@&host="
                                          f"{urllib.parse.quote(host, safe='')}&resolution=1000")
                        status, ctype, body, seconds = http_get(base + route)
                        _check_reply(f"{run} {host} trace_viewer@ (window)", status, ctype, body, seconds,
                                     True, failures, counts, not_applicable)
        if proc.poll() is not None:
            failures.add(f"tensorboard exited with {proc.returncode} while serving")
    except (RuntimeError, ValueError, KeyError, TypeError) as e:
        failures.add(f"tensorboard routes: {type(e).__name__}: {e}")
    finally:
        _stop(proc, "tensorboard")
        print(f"  tensorboard stopped (exit {proc.returncode})")
        log = _tail(stderr_path, 10**6)
        if "Traceback" in log or "error serving" in log:
            failures.add(f"tensorboard's log has an error:\n{_indent(log[-4000:])}")
    if not_applicable:
        print("  not applicable to these profiles (404 with a JSON error):")
        for line in not_applicable:
            print(f"    {line}")
    return {"runs": runs_hosts, **counts}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--python", default=sys.executable,
                    help="the environment's Python (default: the one running this script)")
    ap.add_argument("--server-seconds", type=float, default=60,
                    help="the profiler-server program trains at most this long (default 60)")
    ap.add_argument("--duration-ms", type=int, default=1500, help="capture duration (default 1500)")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folder (logdir, logs)")
    ap.add_argument("--child", choices=("api", "server"), help=argparse.SUPPRESS)
    ap.add_argument("--logdir", help=argparse.SUPPRESS)
    ap.add_argument("--port", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--ready-file", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    if args.child == "api":
        return child_api(args.logdir)
    if args.child == "server":
        return child_server(args.port, args.ready_file, args.server_seconds)

    # Not realpath: a venv's python is a symlink out of the venv.
    python = os.path.abspath(args.python)
    # A SIGTERM (e.g. a make timeout) still runs the finally blocks that stop the children.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    failures = Failures()
    timings: list[tuple[str, float]] = []
    tmp = Path(tempfile.mkdtemp(prefix="tf_env_check-"))
    logdir = tmp / "logdir"
    logdir.mkdir()
    env = _child_env(tmp)
    result = {"runs": {}, "data": 0, "not_applicable": 0}
    tf_version = None
    stopped = False
    total = time.monotonic()

    def phase(name, fn, *a):
        print(f"\n== {name}", flush=True)
        start = time.monotonic()
        try:
            return fn(*a)
        finally:
            timings.append((name, time.monotonic() - start))
            print(f"== {name}: {timings[-1][1]:.1f} s", flush=True)

    try:
        info = phase("versions", phase_versions, python, env, failures)
        missing = [n for n in ("tensorflow", "tensorboard") if not info.get(n)]
        if missing:
            raise _Stop(f"{' and '.join(missing)} missing: nothing more to check")
        tf_version = phase("profile (tf.profiler.experimental.start/stop)", phase_profile,
                           python, env, logdir, tmp, failures) or info.get("tensorflow")
        phase("capture (profiler server + tb-profile capture)", phase_capture,
              python, env, logdir, tmp, args, failures)
        result = phase("tensorboard tools", phase_tensorboard, python, env, logdir, tmp, failures)
    except _Stop as e:
        stopped = True
        print(f"\n{e}")
    finally:
        if args.keep:
            print(f"\nkept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)

    print("\n== timings: " + ", ".join(f"{n.split(' ')[0]} {s:.1f} s" for n, s in timings)
          + f", total {time.monotonic() - total:.1f} s")
    runs = result["runs"]
    for prefix in () if stopped else ("run_api", "run_server"):
        mine = {r: h for r, h in runs.items() if r.split("/")[0] == prefix}
        if not mine:
            failures.add(f"no run {prefix}/... listed by the plugin")
        for run, hosts in mine.items():
            if not hosts:
                failures.add(f"run {run} has no host")
    answered = result["data"] + result["not_applicable"]
    if answered == 0 and not stopped:
        failures.add("no tool answered")
    for f in failures:
        print(f"FAILED: {f.splitlines()[0]}")
    print(f"tf_env_check: {answered} tools answered on {len(runs)} runs (TensorFlow {tf_version or '?'}), "
          f"{len(failures)} failed; {result['data']} with data, {result['not_applicable']} not applicable")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
