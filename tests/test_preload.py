"""The newest runs' profiles are read before anyone asks (preload.py): within a budget,
newest first, passing over a run that cannot be read, never while a real request is in
flight; and in a real TensorBoard and `tb-profile serve`, with no request but the page's
readiness probe, the profiles land in the cache."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tb_profile_plugin import executors
from tb_profile_plugin.preload import Preloader
from tb_profile_plugin.profile import formats, xspace
from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.service import Service

from http_util import PREFIX, fixture_file
from browser.fixtures_util import START_TIMEOUT_S, free_port

WAIT_S = 120  # a plan of small fixtures takes well under a second; a busy machine may take more


def _logdir(root: Path, runs: dict[str, tuple[str, ...]]) -> dict[str, list[Path]]:
    """runs: name -> session stamp + the fixture of each host; files by run."""
    files = {}
    for name, (stamp, *sources) in runs.items():
        session = root / name / "plugins" / "profile" / stamp
        session.mkdir(parents=True)
        files[name] = []
        for k, source in enumerate(sources):
            target = session / f"host{k}.xplane.pb"
            if source == "truncated":
                data = fixture_file("tf_custom_loop_steps").read_bytes()
                target.write_bytes(data[: len(data) // 2])
            else:
                shutil.copy(fixture_file(source), target)
            files[name].append(target)
    return files


def _loaded(service: Service, paths: list[Path]) -> list[bool]:
    return [service.cache.in_memory(xspace.file_key(p)) for p in paths]


def _service(root: Path) -> Service:
    return Service(root, cache=ProfileCache(cache_dir=None))


def test_the_newest_runs_within_the_budget(tmp_path, monkeypatch):
    files = _logdir(tmp_path, {
        "new": ("2026_01_03_00_00_00", "jax_jit_train"),
        "mid": ("2026_01_02_00_00_00", "tf_custom_loop_steps", "tf_custom_loop_steps"),
        "old": ("2026_01_01_00_00_00", "tf_custom_loop_steps"),
    })
    service = _service(tmp_path)
    preloader = Preloader(service)
    assert preloader.files == 3  # the cache keeps 4 profiles in memory
    preloader.trigger()
    assert preloader.wait(WAIT_S)
    assert _loaded(service, files["new"]) == [True]
    assert _loaded(service, files["mid"]) == [True, True]
    assert _loaded(service, files["old"]) == [False]  # a fourth file: over the budget
    # The page's first requests find the profiles loaded: they read no file.
    monkeypatch.setattr(formats, "load", lambda *a, **k: pytest.fail("read a file"))
    assert {t["name"] for t in service.run_tools("new/2026_01_03_00_00_00") if t["available"]} >= {"overview_page"}
    assert service.tool_json("mid/2026_01_02_00_00_00", "overview_page", "host1", {})


def test_it_stops_at_the_first_run_that_does_not_fit(tmp_path):
    files = _logdir(tmp_path, {
        "new": ("2026_01_03_00_00_00", "jax_jit_train", "jax_jit_train"),
        "old": ("2026_01_01_00_00_00", "tf_custom_loop_steps"),
    })
    service = _service(tmp_path)
    preloader = Preloader(service, files=1)
    preloader.trigger()
    assert preloader.wait(WAIT_S)
    # Newest first: the older run is not read in place of the newer one.
    assert _loaded(service, files["new"] + files["old"]) == [False, False, False]
    by_bytes = Preloader(service, files=5, max_bytes=files["new"][0].stat().st_size)
    by_bytes.trigger()
    assert by_bytes.wait(WAIT_S)
    assert _loaded(service, files["new"] + files["old"]) == [False, False, False]


def test_a_run_that_cannot_be_read_is_passed_over(tmp_path):
    files = _logdir(tmp_path, {
        "broken": ("2026_01_03_00_00_00", "truncated"),
        "good": ("2026_01_01_00_00_00", "tf_custom_loop_steps"),
    })
    service = _service(tmp_path)
    preloader = Preloader(service)
    preloader.trigger()
    assert preloader.wait(WAIT_S)
    assert _loaded(service, files["good"]) == [True]


def test_no_file_is_started_while_a_real_request_is_in_flight(tmp_path):
    files = _logdir(tmp_path, {"only": ("2026_01_01_00_00_00", "tf_custom_loop_steps")})
    service = _service(tmp_path)
    preloader = Preloader(service)
    with preloader.real_request():
        preloader.trigger()
        # The plan cannot finish while the request is in flight: it waits before its file.
        assert not preloader.wait(0.3)
        assert _loaded(service, files["only"]) == [False]
    assert preloader.wait(WAIT_S)
    assert _loaded(service, files["only"]) == [True]


def test_off(tmp_path):
    files = _logdir(tmp_path, {"only": ("2026_01_01_00_00_00", "tf_custom_loop_steps")})
    service = _service(tmp_path)
    for preloader in (Preloader(service, files=0),
                      Preloader(Service(tmp_path, cache=service.cache, executor=executors.Refusing(RuntimeError("x"))))):
        assert not preloader.enabled
        preloader.trigger()
        assert preloader._thread is None
    assert _loaded(service, files["only"]) == [False]


def _entries(cache: Path) -> list[Path]:
    return [p for p in cache.rglob("*") if p.is_file() and p.suffix == ".profile"]


def _ready(base: str, path: str, proc: subprocess.Popen, err: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while True:
        assert proc.poll() is None, err.read_text(errors="replace")[-3000:]
        try:
            with urllib.request.urlopen(base + path, timeout=5):
                return
        except (urllib.error.URLError, OSError):
            pass
        assert time.monotonic() < deadline, err.read_text(errors="replace")[-3000:]
        time.sleep(0.2)


@pytest.mark.parametrize("server", ["tensorboard", "serve"])
def test_a_server_reads_the_newest_run_before_any_request(tmp_path, server):
    logdir = tmp_path / "logdir"
    _logdir(logdir, {"only": ("2026_01_01_00_00_00", "jax_jit_train")})
    cache = tmp_path / "cache"
    port = free_port()
    if server == "tensorboard":
        argv = [sys.executable, "-m", "tensorboard.main", "--logdir", str(logdir), "--host", "127.0.0.1",
                "--port", str(port), "--load_fast", "false", "--profile_cache_dir", str(cache)]
        probe = "/data/plugins_listing"  # TensorBoard's own: asks no profile route
    else:
        argv = [sys.executable, "-m", "tb_profile_plugin.cli", "serve", str(logdir), "--port", str(port),
                "--cache-dir", str(cache)]
        probe = "/"  # the page: asks no profile route
    err = tmp_path / "stderr.txt"
    with open(err, "wb") as f:
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=f, cwd=tmp_path)
    try:
        _ready(f"http://127.0.0.1:{port}", probe, proc, err)
        deadline = time.monotonic() + WAIT_S
        while not _entries(cache):
            assert time.monotonic() < deadline, f"nothing preloaded:\n{err.read_text(errors='replace')[-3000:]}"
            time.sleep(0.2)
        # Off: the same server with --*preload*files 0 writes nothing until asked.
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_the_switches(tmp_path, monkeypatch):
    """`tb-profile serve --preload-files N` and TensorBoard's --profile_preload_files N: 0 is off,
    no value the default."""
    import argparse

    from tensorboard.plugins import base_plugin

    from tb_profile_plugin import cli, server
    from tb_profile_plugin.plugin import ProfilePlugin, ProfilePluginLoader

    _logdir(tmp_path, {"only": ("2026_01_01_00_00_00", "tf_custom_loop_steps")})
    asked = []
    monkeypatch.setattr(server, "serve", lambda logdir, **kw: asked.append(kw["preload_files"]))
    for extra in ([], ["--preload-files", "0"], ["--preload-files", "2"]):
        args = cli.build_parser().parse_args(["serve", str(tmp_path), "--cache-dir", "none", *extra])
        assert args.func(args) == 0
    assert asked == [None, 0, 2]
    assert server.make_app(tmp_path, cache_dir="none")._preloader is None  # tests' apps: off unless asked
    assert server.make_app(tmp_path, cache_dir="none", preload_files=None)._preloader.files == 3

    parser = argparse.ArgumentParser()
    ProfilePluginLoader().define_flags(parser)
    for extra, files in (([], 3), (["--profile_preload_files", "0"], 0), (["--profile_preload_files", "1"], 1)):
        flags = parser.parse_args(["--profile_cache_dir", "none", *extra])
        plugin = ProfilePlugin(base_plugin.TBContext(logdir=str(tmp_path), flags=flags))
        monkeypatch.setattr(Preloader, "trigger", lambda self, seen=asked: seen.append(self.files))
        plugin.get_plugin_apps()
        assert asked[-1] == files


def test_the_newest_run_opens_on_a_computed_landing_view(tmp_path, monkeypatch):
    """Of the newest run (one host) the page's default view is computed too, as the page asks
    it: its first data request computes nothing. An older run's is not."""
    from werkzeug.test import Client

    from tb_profile_plugin import server
    from tb_profile_plugin.preload import LANDING_TOOL
    from tb_profile_plugin.tools import overview_page

    _logdir(tmp_path, {"new": ("2026_01_03_00_00_00", "jax_jit_train"),
                       "old": ("2026_01_01_00_00_00", "tf_custom_loop_steps")})
    app = server.make_app(tmp_path, cache_dir="none", preload_files=None)
    assert app._preloader.wait(WAIT_S)
    assert LANDING_TOOL == "overview_page"

    def computed(*args):
        raise RuntimeError("computed")

    monkeypatch.setattr(overview_page, "reduce", computed)
    client = Client(app)
    new = client.get(f"{PREFIX}data?run=new/2026_01_03_00_00_00&tag=overview_page&host=host0&progress=p1")
    assert new.status_code == 200, new.data[:300]
    old = client.get(f"{PREFIX}data?run=old/2026_01_01_00_00_00&tag=overview_page&host=host0")
    assert old.status_code == 500  # the patched reduce ran: the check above is not a blind one


def test_the_landing_tool_is_the_pages_default():
    from tb_profile_plugin.preload import LANDING_TOOL

    app_js = (Path(__file__).resolve().parents[1] / "frontend" / "src" / "app" / "app.js").read_text()
    assert f"const DEFAULT_TOOL = '{LANDING_TOOL}';" in app_js
