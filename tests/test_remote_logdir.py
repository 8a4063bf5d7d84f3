"""gs:// and s3:// logdirs against real emulators on 127.0.0.1.

`moto_server` (S3, AWS_ENDPOINT_URL) and `gcp-storage-emulator` (GCS,
STORAGE_EMULATOR_HOST) are started once for the module on free ports and
stopped by PID. The real fixtures are uploaded; every tool of every run and
host must give the same bytes as the same logdir on local disk.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from werkzeug.test import Client

from tb_profile_plugin import errors, storage, tools
from tb_profile_plugin.catalog import RemoteSessionCatalog
from tb_profile_plugin.profile import kineto_head
from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.server import make_app
from tb_profile_plugin.service import Service

from browser.fixtures_util import START_TIMEOUT_S, free_port
from fake_profiler import FakeProfiler
from test_capture_server import _stop
from test_capture_server import jax_server  # noqa: F401  (the real JAX profiler server fixture)
from test_catalog import CONTENT_RUNS, SESSION, _content_logdir

FIXTURES = Path(__file__).parent / "fixtures"
LOGDIRS = ("jax_jit_train", "tf_keras_profile_batch", "pytorch", "tf_custom_loop_steps", "tf_loop_python_tracer")

fsspec = pytest.importorskip("fsspec")
pytest.importorskip("s3fs")
pytest.importorskip("gcsfs")
BIN = Path(sys.executable).parent


def _wait_for(port: int, proc: subprocess.Popen, what: str) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{what} did not listen on {port}")


@pytest.fixture(scope="module")
def buckets(tmp_path_factory):
    """{"s3": "s3://bucket", "gs": "gs://bucket"} holding the fixture logdirs."""
    if not (BIN / "moto_server").exists() or not (BIN / "gcp-storage-emulator").exists():
        pytest.skip("moto_server / gcp-storage-emulator are not installed (test extra)")
    s3_port, gcs_port = free_port(), free_port()
    log = tmp_path_factory.mktemp("emulators")
    procs = []
    saved = dict(os.environ)
    try:
        with open(log / "moto.log", "wb") as out:
            procs.append(subprocess.Popen([str(BIN / "moto_server"), "-H", "127.0.0.1", "-p", str(s3_port)],
                                          stdout=out, stderr=subprocess.STDOUT))
        _wait_for(s3_port, procs[-1], "moto_server")
        with open(log / "gcs.log", "wb") as out:
            procs.append(subprocess.Popen([str(BIN / "gcp-storage-emulator"), "start", "--host", "127.0.0.1",
                                           "--port", str(gcs_port), "--in-memory"],
                                          stdout=out, stderr=subprocess.STDOUT))
        _wait_for(gcs_port, procs[-1], "gcp-storage-emulator")
        os.environ.update(
            AWS_ENDPOINT_URL=f"http://127.0.0.1:{s3_port}", AWS_ACCESS_KEY_ID="testing",
            AWS_SECRET_ACCESS_KEY="testing", AWS_DEFAULT_REGION="us-east-1",
            STORAGE_EMULATOR_HOST=f"http://127.0.0.1:{gcs_port}", GCSFS_EXPERIMENTAL_ZB_HNS_SUPPORT="false",
            NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost",
        )
        fsspec.config.conf.clear()
        _forget_filesystems()
        out = {}
        for scheme in ("s3", "gs"):
            fs = fsspec.filesystem(scheme)
            fs.mkdir("profiles")
            for name in LOGDIRS:
                fs.put(str(FIXTURES / name), f"profiles/{name}", recursive=True)
            fs.invalidate_cache()
            out[scheme] = f"{scheme}://profiles"
        yield out
    finally:
        for proc in procs:
            _stop(proc)
        os.environ.clear()
        os.environ.update(saved)
        _forget_filesystems()


def _forget_filesystems() -> None:
    """fsspec keeps one filesystem per class and arguments, holding the endpoint
    of the environment it was made in: a module using `buckets` must neither
    borrow the instances of an earlier one (emulators on other ports, stopped)
    nor lend its own."""
    for scheme in ("s3", "gs"):
        fsspec.get_filesystem_class(scheme).clear_instance_cache()


def _outputs(service: Service) -> dict:
    """Every run x host x tool's JSON (or error text) of a logdir."""
    out = {}
    for run in service.runs():
        for host in service.hosts(run):
            for tool in tools.TOOLS:
                try:
                    chunks = service.tool_stream(run, tool.name, host, {})
                    data = b"".join(chunks) if chunks is not None else service.tool_json(run, tool.name, host, {})
                except errors.ProfilerError as e:
                    data = f"{type(e).__name__}: {e}".encode()
                out[(run, host, tool.name)] = data
    return out


@pytest.mark.parametrize("scheme", ["s3", "gs"])
@pytest.mark.parametrize("name", LOGDIRS)
def test_remote_logdir_gives_the_local_bytes(buckets, tmp_path, scheme, name):
    remote = Service(f"{buckets[scheme]}/{name}", cache=ProfileCache(tmp_path / "cache"))
    local = Service(FIXTURES / name, cache=ProfileCache(None))
    assert remote.runs() == local.runs() and remote.runs()
    mine, theirs = _outputs(remote), _outputs(local)
    assert mine.keys() == theirs.keys()
    for key in mine:
        assert mine[key] == theirs[key], key
    # Read through local copies under the cache dir, one per object.
    copies = [p for p in (tmp_path / "cache" / "remote").iterdir() if not p.name.startswith(".")]
    assert len(copies) == sum(len(remote.hosts(r)) for r in remote.runs())
    assert all(p.name.endswith((".xplane.pb", ".pt.trace.json.gz")) for p in copies)


@pytest.mark.parametrize("scheme", ["s3", "gs"])
def test_traces_known_by_their_content_in_a_bucket(buckets, tmp_path, scheme, monkeypatch):
    """`*.json[.gz]` PyTorch traces are found by a ranged read of their first bytes (never in
    a session folder, once per object version) and read as in a local logdir."""
    local_dir = _content_logdir(tmp_path / "content")
    fs = fsspec.filesystem(scheme)
    fs.put(str(local_dir), f"profiles/content_{tmp_path.name}", recursive=True)
    fs.invalidate_cache()
    url = f"{buckets[scheme]}/content_{tmp_path.name}"
    heads = []
    real = storage.read_head
    monkeypatch.setattr(storage, "read_head", lambda remote, n: heads.append(remote.url) or real(remote, n))
    monkeypatch.setattr(kineto_head, "_verdicts", {})
    remote = Service(url, cache=ProfileCache(tmp_path / "cache"))
    local = Service(local_dir, cache=ProfileCache(None))
    assert remote.runs() == local.runs() and set(remote.runs()) == set(CONTENT_RUNS)
    assert heads and not any("/plugins/profile/" in u for u in heads)
    for run, host in (("tracelens", "h100"), ("exported", "trace")):
        assert remote.tool_json(run, "overview_page", host, {}) == local.tool_json(run, "overview_page", host, {})
    copies = [p.name for p in (tmp_path / "cache" / "remote").iterdir() if not p.name.startswith(".")]
    assert sorted(c[40:] for c in copies) == [".json", ".json.gz"]  # read as JSON traces
    heads.clear()
    remote.catalog.rescan()
    assert remote.runs() == local.runs() and heads == []
    # Named on the command line: an object, a folder.
    (run,) = RemoteSessionCatalog(f"{url}/tracelens/h100.json.gz").runs()
    assert list(run.hosts) == ["h100"]
    with pytest.raises(errors.ProfilerError, match="is not a profile"):
        RemoteSessionCatalog(f"{url}/copied/vm.trace.json.gz").runs()
    with pytest.raises(errors.ProfilerError, match=r"no \*\.xplane\.pb or \*\.pt\.trace\.json files in"):
        RemoteSessionCatalog(f"{url}/jax_trace_only/{SESSION}").runs()


def test_routes_on_a_remote_logdir(buckets, tmp_path):
    client = Client(make_app(f"{buckets['gs']}/jax_jit_train", cache_dir=str(tmp_path / "cache")))
    runs = client.get("/data/plugin/profile/runs").get_json()
    assert runs and all("/" not in r for r in runs)
    reply = client.get(f"/data/plugin/profile/data?run={runs[0]}&tag=overview_page&host=vm")
    assert reply.status_code == 200 and reply.get_json()["steps"]


def test_unknown_bucket_is_a_clear_error(buckets):
    service = Service("s3://no-such-bucket/logs", cache=ProfileCache(None))
    with pytest.raises(errors.StorageError, match="s3://no-such-bucket/logs") as info:
        service.runs()
    assert "testing" not in str(info.value)  # never credentials


def test_object_deleted_after_listing(buckets, tmp_path):
    fs = fsspec.filesystem("s3")
    fs.put(str(FIXTURES / "jax_jit_train"), "profiles/doomed", recursive=True)
    fs.invalidate_cache()
    service = Service(f"{buckets['s3']}/doomed", cache=ProfileCache(tmp_path / "cache"))
    (run,) = service.runs()
    (path,) = fs.find("profiles/doomed")
    fs.rm(path)
    with pytest.raises(errors.ProfileError, match="gone"):
        service.tool_json(run, "overview_page", "vm", {})


def test_missing_extra_names_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "fsspec", None)
    with pytest.raises(errors.Unsupported, match=r"pip install 'tb-profile-plugin\[gcs\]'"):
        storage.filesystem("gs://bucket/logs")
    with pytest.raises(errors.Unsupported, match=r"\[s3\]"):
        Service("s3://bucket/logs", cache=ProfileCache(None)).runs()


@pytest.mark.parametrize("scheme", ["s3", "gs"])
def test_real_tensorboard_on_a_bucket(buckets, tmp_path, scheme):
    """`tensorboard --logdir gs://...` (and s3://): the Profile tab is enabled and
    serves the run; TensorBoard is stopped by its PID."""
    import json
    import urllib.request

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with open(tmp_path / "tb.log", "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "tensorboard.main", "--logdir", f"{buckets[scheme]}/jax_jit_train",
             "--host", "127.0.0.1", "--port", str(port), "--load_fast", "false",
             "--profile_cache_dir", str(tmp_path / "cache")],
            stdout=subprocess.DEVNULL, stderr=log)
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            assert proc.poll() is None, (tmp_path / "tb.log").read_text()[-2000:]
            try:
                listing = json.loads(opener.open(f"{base}/data/plugins_listing", timeout=5).read())
                break
            except OSError:
                assert time.monotonic() < deadline, "tensorboard did not answer"
                time.sleep(0.25)
        assert listing["profile"]["enabled"]
        runs = json.loads(opener.open(f"{base}/data/plugin/profile/runs", timeout=60).read())
        assert runs == Service(FIXTURES / "jax_jit_train", cache=ProfileCache(None)).runs()
        reply = opener.open(f"{base}/data/plugin/profile/data?run={runs[0]}&tag=overview_page&host=vm", timeout=60)
        local = Service(FIXTURES / "jax_jit_train", cache=ProfileCache(None))
        assert reply.read() == local.tool_json(runs[0], "overview_page", "vm", {})
    finally:
        _stop(proc)
    assert "Traceback" not in (tmp_path / "tb.log").read_text()


def test_cli_convert_and_summary_on_remote_paths(buckets, tmp_path):
    """`tb-profile convert/summary` take a gs:// object or session directory."""
    local = next((FIXTURES / "jax_jit_train").rglob("*.xplane.pb"))
    rel = local.relative_to(FIXTURES).as_posix()
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "xdg"))

    def cli(*args):
        return subprocess.run([sys.executable, "-m", "tb_profile_plugin.cli", *args], capture_output=True,
                              env=env, timeout=300)

    for remote in (f"{buckets['gs']}/{rel}", f"{buckets['s3']}/{rel.rsplit('/', 1)[0]}"):
        done = cli("convert", remote, "--tool", "overview_page", "--cache-dir", "none")
        assert done.returncode == 0, done.stderr.decode()
        mine = cli("convert", str(local), "--tool", "overview_page", "--cache-dir", "none")
        assert done.stdout == mine.stdout
        summary = cli("summary", remote, "--cache-dir", "none")
        assert summary.returncode == 0 and b"host vm:" in summary.stdout, summary.stderr.decode()
    missing = cli("summary", f"{buckets['gs']}/nothing/here", "--cache-dir", "none")
    assert missing.returncode == 1 and b"no *.xplane.pb or *.pt.trace.json files in gs://profiles/nothing/here" \
        in missing.stderr
    # A PyTorch trace object is a run of its own, as a local file is.
    trace = f"{buckets['s3']}/pytorch/nccl/rank-0.pt.trace.json.gz"
    done = cli("convert", trace, "--tool", "kernel_stats", "--cache-dir", "none")
    mine = cli("convert", str(FIXTURES / "pytorch/nccl/rank-0.pt.trace.json.gz"), "--tool", "kernel_stats",
               "--cache-dir", "none")
    assert done.returncode == 0 and done.stdout == mine.stdout and b"nccl" in done.stdout


def test_cli_diff_on_remote_paths(buckets, tmp_path):
    """`tb-profile diff BASE NEW` with one run in S3 and one in GCS: the same comparison as of
    the local copies, and the gate's exit code."""
    def session(name):
        local = next((FIXTURES / name).rglob("*.xplane.pb")).parent
        return local, local.relative_to(FIXTURES).as_posix()

    (base_local, base_rel), (new_local, new_rel) = session("tf_custom_loop_steps"), session("tf_loop_python_tracer")
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "xdg"))

    def diff(*args):
        return subprocess.run([sys.executable, "-m", "tb_profile_plugin.cli", "diff", *args, "--cache-dir", "none"],
                              capture_output=True, env=env, timeout=300)

    remote = diff(f"{buckets['s3']}/{base_rel}", f"{buckets['gs']}/{new_rel}", "--format", "json", "--fail-above", "5")
    local = diff(str(base_local), str(new_local), "--format", "json", "--fail-above", "5")
    assert remote.returncode == local.returncode == 1, remote.stderr.decode()
    got, want = json.loads(remote.stdout), json.loads(local.stdout)
    assert got["comparison"] == want["comparison"] and got["gate"] == want["gate"]
    assert got["base"]["path"].startswith("s3://") and got["new"]["path"].startswith("gs://")
    missing = diff(f"{buckets['s3']}/{base_rel}", f"{buckets['gs']}/nothing/here")
    assert missing.returncode == 2 and b"gs://profiles/nothing/here" in missing.stderr


CAPTURE = {"is_tpu_name": "false", "duration": "50", "num_retry": "2", "worker_list": "",
           "host_tracer_level": "2", "device_tracer_level": "1", "python_tracer_level": "0", "delay": "0"}


@pytest.mark.parametrize("scheme", ["s3", "gs"])
def test_capture_into_a_bucket(buckets, tmp_path, scheme):
    """The dialog's capture into a remote logdir: one object per host in a new
    session, listed at once and converted; a second capture in the same second
    gets its own session (nothing replaced)."""
    logdir = f"{buckets[scheme]}/captured-{tmp_path.name}"
    client = Client(make_app(logdir, cache_dir=str(tmp_path / "cache")))
    with FakeProfiler() as server:
        bodies = []
        for _ in range(2):
            reply = client.get("/data/plugin/profile/capture_profile",
                               query_string={"service_addr": server.address, **CAPTURE})
            assert reply.status_code == 200, reply.text
            bodies.append(reply.get_json())
    runs = [b["run"] for b in bodies]
    assert len(set(runs)) == 2
    fs = fsspec.filesystem(scheme)
    fs.invalidate_cache()
    host = server.address.replace(":", "_")
    for run in runs:
        (obj,) = fs.find(f"{logdir}/plugins/profile/{run}")
        assert obj.endswith(f"/{run}/{host}.xplane.pb")
    assert sorted(client.get("/data/plugin/profile/runs").get_json()) == sorted(runs)
    trace = client.get("/data/plugin/profile/data", query_string={"run": runs[0], "tag": "overview_page"})
    assert trace.status_code == 200


def test_capture_failure_leaves_nothing_in_the_bucket(buckets, tmp_path):
    logdir = f"{buckets['gs']}/failed-{tmp_path.name}"
    client = Client(make_app(logdir, cache_dir="none"))
    with FakeProfiler([("error", __import__("grpc").StatusCode.UNAVAILABLE, "down")]) as server:
        reply = client.get("/data/plugin/profile/capture_profile",
                           query_string={"service_addr": server.address, **CAPTURE})
    assert reply.status_code == 502
    fs = fsspec.filesystem("gs")
    fs.invalidate_cache()
    assert not fs.find(logdir)


def test_cli_capture_from_a_real_jax_server_into_s3(buckets, tmp_path, jax_server):
    address, _ = jax_server
    logdir = f"{buckets['s3']}/jax-{tmp_path.name}"
    done = subprocess.run(
        [sys.executable, "-m", "tb_profile_plugin.cli", "capture", f"--service_addr={address}",
         f"--logdir={logdir}", "--duration_ms=500", "--num_tracing_attempts=2"],
        capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, (done.stdout, done.stderr)
    assert "Profile received" in done.stdout and "/tmp" not in done.stdout
    service = Service(logdir, cache=ProfileCache(None))
    (run,) = service.runs()
    assert f"Captured 1 of 1 host into run {run}." in done.stdout
    assert service.hosts(run) == [address.replace(":", "_")]
    assert b'"steps"' in service.tool_json(run, "overview_page", None, {})


def test_new_runs_and_changed_objects_without_a_restart(buckets, tmp_path, monkeypatch):
    """A running server lists a session uploaded after its first scan, and an
    object replaced in the bucket (new generation) is read again, not served
    from the old copy."""
    from tb_profile_plugin import catalog

    monkeypatch.setattr(catalog, "RESCAN_SECONDS", 0.2)
    jax = next((FIXTURES / "jax_jit_train").rglob("vm.xplane.pb"))
    tf = next((FIXTURES / "tf_keras_profile_batch").rglob("vm.xplane.pb"))
    logdir = f"{buckets['gs']}/live-{tmp_path.name}"
    fs = fsspec.filesystem("gs")
    fs.put_file(str(jax), f"{logdir}/plugins/profile/first/vm.xplane.pb")
    fs.invalidate_cache()
    service = Service(logdir, cache=ProfileCache(tmp_path / "cache"))
    assert service.runs() == ["first"]
    before = service.tool_json("first", "overview_page", "vm", {})

    fs.put_file(str(tf), f"{logdir}/plugins/profile/second/vm.xplane.pb")
    fs.put_file(str(tf), f"{logdir}/plugins/profile/first/vm.xplane.pb")  # replaced: a new generation
    fs.invalidate_cache()
    time.sleep(0.3)
    assert sorted(service.runs()) == ["first", "second"]
    local = Service.for_path(tf, cache=ProfileCache(None))
    expected = local.tool_json(local.runs()[0], "overview_page", local.hosts(local.runs()[0])[0], {})
    after = service.tool_json("first", "overview_page", "vm", {})
    assert after != before and after == expected
    assert service.tool_json("second", "overview_page", "vm", {}) == expected


def test_a_second_server_reads_the_disk_cache(buckets, tmp_path, monkeypatch):
    """An unchanged object is neither downloaded nor converted again by a new
    server with the same cache dir (its local copy keeps its identity)."""
    logdir = f"{buckets['s3']}/jax_jit_train"
    first = Service(logdir, cache=ProfileCache(tmp_path / "cache"))
    (run,) = first.runs()
    data = first.tool_json(run, "overview_page", "vm", {})
    __import__("tb_profile_plugin.profile.cache", fromlist=["flush"]).flush()  # the background writer
    (copy,) = (tmp_path / "cache" / "remote").glob("*.xplane.pb")
    before = copy.stat()
    second = Service(logdir, cache=ProfileCache(tmp_path / "cache"))
    tool = tools.get("overview_page")
    for method in ("convert", "reduce"):
        monkeypatch.setattr(type(tool), method, lambda *a, **k: (_ for _ in ()).throw(AssertionError("converted")))
    assert second.tool_json(run, "overview_page", "vm", {}) == data
    after = copy.stat()
    # Not downloaded again (a new copy is a new inode) nor touched (its times are its identity).
    assert (after.st_mtime_ns, after.st_ctime_ns, after.st_ino) == (before.st_mtime_ns, before.st_ctime_ns, before.st_ino)


@pytest.fixture
def silent_endpoint():
    """A TCP endpoint on 127.0.0.1 that accepts connections and never answers."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    held = []
    stop = __import__("threading").Event()

    def accept():
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(server.accept()[0])
            except OSError:
                pass

    thread = __import__("threading").Thread(target=accept, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.getsockname()[1]}"
    stop.set()
    thread.join(5)
    for conn in held:
        conn.close()
    server.close()


def test_a_silent_endpoint_is_an_error_within_the_stated_time(buckets, silent_endpoint, monkeypatch):
    import s3fs

    fs = s3fs.S3FileSystem(endpoint_url=silent_endpoint, skip_instance_cache=True, key="testing", secret="testing")
    monkeypatch.setattr(storage, "filesystem", lambda url: fs)
    monkeypatch.setattr(storage, "TIMEOUT_S", 1.0)
    waits = []
    bounded = storage._bounded
    monkeypatch.setattr(storage, "_bounded", lambda seconds, *a, **k: waits.append(seconds) or bounded(seconds, *a, **k))
    service = Service("s3://profiles/jax_jit_train", cache=ProfileCache(None))
    started = time.monotonic()
    with pytest.raises(errors.StorageError, match=r"no answer from s3://profiles/jax_jit_train within 1 s"):
        service.runs()
    assert waits == [1.0]  # one bounded wait, then the error: no retry on top
    assert time.monotonic() - started < 25  # a hang guard: 1.02 s measured (median of 3)


def test_an_emulator_stopped_mid_session(buckets, tmp_path, monkeypatch):
    """What was read keeps being served; what needs the bucket is a clear error."""
    port = free_port()
    proc = subprocess.Popen([str(BIN / "moto_server"), "-H", "127.0.0.1", "-p", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(port, proc, "moto_server")
        import s3fs

        fs = s3fs.S3FileSystem(endpoint_url=f"http://127.0.0.1:{port}", skip_instance_cache=True,
                               key="testing", secret="testing")
        fs.mkdir("lonely")
        fs.put(str(FIXTURES / "jax_jit_train"), "lonely/logs", recursive=True)
        monkeypatch.setattr(storage, "filesystem", lambda url: fs)
        monkeypatch.setattr(storage, "TIMEOUT_S", 5.0)
        service = Service("s3://lonely/logs", cache=ProfileCache(tmp_path / "cache"))
        (run,) = service.runs()
        data = service.tool_json(run, "overview_page", "vm", {})
    finally:
        _stop(proc)
    fs.invalidate_cache()
    assert service.tool_json(run, "overview_page", "vm", {}) == data  # nothing lost
    time.sleep(__import__("tb_profile_plugin.catalog", fromlist=["x"]).RESCAN_SECONDS + 0.1)
    with pytest.raises(errors.StorageError, match="s3://lonely/logs"):
        service.runs()


def test_a_large_object_is_read_in_parallel_ranges(buckets, tmp_path, monkeypatch):
    """Objects from storage.RANGED_MIN bytes up are fetched as ranged reads, at
    most PARTS_AT_ONCE in flight, written in order: the copy is the object."""
    monkeypatch.setattr(storage, "RANGED_MIN", 1)
    monkeypatch.setattr(storage, "PART_BYTES", 64 << 10)
    monkeypatch.setattr(storage, "PARTS_AT_ONCE", 3)
    fs = storage.filesystem("gs://profiles")
    batches = []
    real = fs.cat_ranges

    def spy(paths, starts, ends, **kwargs):
        batches.append(list(zip(starts, ends)))
        return real(paths, starts, ends, **kwargs)

    monkeypatch.setattr(fs, "cat_ranges", spy)
    local = max((FIXTURES / "jax_jit_train").rglob("*.xplane.pb"), key=lambda p: p.stat().st_size)
    (remote,) = storage.list_files(f"{buckets['gs']}/jax_jit_train", (".xplane.pb",))
    copy = storage.Copies(tmp_path / "copies").local(remote)
    assert copy.read_bytes() == local.read_bytes()
    ranges = [r for batch in batches for r in batch]
    assert len(ranges) > 3 and all(len(batch) <= 3 for batch in batches)
    assert ranges == [(s, min(s + (64 << 10), remote.size)) for s in range(0, remote.size, 64 << 10)]


def _session(tmp_path, *names):
    session = tmp_path / "session"
    session.mkdir()
    for name in names:
        (session / name).write_bytes(b"captured " + name.encode())
    return session


def test_an_upload_never_replaces_an_object_that_appears_meanwhile(buckets, tmp_path, monkeypatch):
    """Another writer creates the same session between the name check and the
    upload: the create-if-absent write (S3 If-None-Match) refuses, the other
    writer's object is kept, and what this upload wrote is removed."""
    logdir = f"{buckets['s3']}/race-{tmp_path.name}"
    fs = storage.filesystem(logdir)
    theirs = f"{logdir}/plugins/profile/run1/b.xplane.pb"
    fs.pipe_file(theirs, b"their capture")
    monkeypatch.setattr(fs, "exists", lambda *a, **k: False)  # the name check misses it
    monkeypatch.setattr(fs, "find", lambda *a, **k: [])
    with pytest.raises(errors.StorageError, match="appeared while the capture was written; nothing replaced"):
        storage.upload_session(_session(tmp_path, "a.xplane.pb", "b.xplane.pb"), logdir, "run1")
    monkeypatch.undo()
    fs.invalidate_cache()
    assert fs.find(logdir) == [theirs.removeprefix("s3://")]
    assert fs.cat_file(theirs) == b"their capture"


def test_an_upload_that_ends_after_its_time_out_is_removed(buckets, tmp_path, monkeypatch):
    """The capture reports the time-out at once; the write that completes later
    is undone when it does, so nothing is left in the bucket."""
    logdir = f"{buckets['s3']}/late-{tmp_path.name}"
    fs = storage.filesystem(logdir)
    real = fs.put_file

    def slow_put(*args, **kwargs):
        time.sleep(1.5)
        return real(*args, **kwargs)

    monkeypatch.setattr(fs, "put_file", slow_put)
    monkeypatch.setattr(storage, "TIMEOUT_S", 0.5)
    with pytest.raises(errors.StorageError, match="no answer from s3:.*within"):
        storage.upload_session(_session(tmp_path, "a.xplane.pb"), logdir, "run1")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        fs.invalidate_cache()
        if not fs.find(logdir) and time.monotonic() > deadline - 7:  # the late write had time to land
            break
        time.sleep(0.25)
    fs.invalidate_cache()
    assert fs.find(logdir) == []


@pytest.fixture
def denying_s3(tmp_path):
    """A moto_server of its own with IAM enforced (moto-api/reset-auth): a user
    who may read bucket "open", list but not read bucket "listonly", and do
    nothing on bucket "secret". Yields an s3fs filesystem with the user's keys."""
    import json
    import urllib.request

    import boto3
    import s3fs

    port = free_port()
    endpoint = f"http://127.0.0.1:{port}"
    proc = subprocess.Popen([str(BIN / "moto_server"), "-H", "127.0.0.1", "-p", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(port, proc, "moto_server")
        admin = dict(endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id="testing",
                     aws_secret_access_key="testing")
        fs = s3fs.S3FileSystem(endpoint_url=endpoint, key="testing", secret="testing", skip_instance_cache=True)
        for bucket in ("open", "listonly", "secret"):
            fs.mkdir(bucket)
            fs.put(str(FIXTURES / "jax_jit_train"), f"{bucket}/logs", recursive=True)
        iam = boto3.client("iam", **admin)
        iam.create_user(UserName="reader")
        allow = [{"Effect": "Allow", "Action": ["s3:ListBucket", "s3:GetObject"],
                  "Resource": ["arn:aws:s3:::open", "arn:aws:s3:::open/*"]},
                 {"Effect": "Allow", "Action": ["s3:ListBucket"], "Resource": ["arn:aws:s3:::listonly"]}]
        iam.put_user_policy(UserName="reader", PolicyName="read-open",
                            PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": allow}))
        key = iam.create_access_key(UserName="reader")["AccessKey"]
        enforce = urllib.request.Request(f"{endpoint}/moto-api/reset-auth", data=b"0", method="POST",
                                         headers={"Content-Type": "text/plain"})
        urllib.request.build_opener(urllib.request.ProxyHandler({})).open(enforce, timeout=10).read()
        yield s3fs.S3FileSystem(endpoint_url=endpoint, key=key["AccessKeyId"], secret=key["SecretAccessKey"],
                                skip_instance_cache=True)
    finally:
        _stop(proc)


def test_a_denied_bucket_is_a_clear_error_and_the_server_keeps_serving(denying_s3, tmp_path, monkeypatch):
    monkeypatch.setattr(storage, "filesystem", lambda url: denying_s3)
    client = Client(make_app("s3://secret/logs", cache_dir=str(tmp_path / "cache")))
    reply = client.get("/data/plugin/profile/runs")
    assert reply.status_code == 502
    assert "cannot list s3://secret/logs" in reply.text and "Access Denied" in reply.text
    assert denying_s3.key not in reply.text and denying_s3.secret not in reply.text

    listonly = Service("s3://listonly/logs", cache=ProfileCache(tmp_path / "cache"))
    (run,) = listonly.runs()
    with pytest.raises(errors.StorageError, match=r"cannot read s3://listonly/logs/.* \(PermissionError: Access Denied"):
        listonly.tool_json(run, "overview_page", "vm", {})
    assert not list((tmp_path / "cache" / "remote").glob("*.xplane.pb"))  # no partial copy kept

    readable = Service("s3://open/logs", cache=ProfileCache(tmp_path / "cache"))
    (run,) = readable.runs()
    local = Service(FIXTURES / "jax_jit_train", cache=ProfileCache(None))
    assert readable.tool_json(run, "overview_page", "vm", {}) == local.tool_json(run, "overview_page", "vm", {})
