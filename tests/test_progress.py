"""Progress of long work (issue 21): what loading and converting report, and
the `progress` route that answers it for a data request in flight."""

from __future__ import annotations

import io
import json
import os
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlencode

import pytest
from werkzeug.test import Client

from http_util import PREFIX, assert_error_shape, copy_fixtures, run_of
from tb_profile_plugin import executors, progress
from tb_profile_plugin.analysis import trace_index
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.server import make_app


def test_report_is_a_no_op_untracked_and_reaches_the_tracked_progress():
    progress.report(progress.READING, 1, 2, "bytes")  # nothing tracked: nothing happens
    seen = []
    p = progress.Progress(on_change=lambda q: seen.append(q.snapshot()))
    with progress.tracking(p):
        progress.report(progress.DECODING, 3, 8, "planes", "/host:CPU")
    progress.report(progress.INDEXING)  # after the block: not to p
    assert [(s["stage"], s["done"], s["total"], s["unit"], s["detail"]) for s in seen] == [
        ("decoding", 3, 8, "planes", "/host:CPU")]
    p.finish()
    assert p.snapshot()["finished"] and p.snapshot()["elapsed_s"] >= 0


def test_progress_travels_into_the_in_process_executor():
    p = progress.Progress()
    pool = executors.InProcess(workers=2)
    try:
        with progress.tracking(p):
            pool.run(None, [("a", 1), ("b", 2)], lambda host, n: progress.report(progress.CONVERTING, n, 2, "", host))
    finally:
        pool.close()
    assert p.stage == progress.CONVERTING and p.total == 2
    # A plain thread pool does not copy the context: bound does.
    q = progress.Progress()
    with progress.tracking(q), ThreadPoolExecutor(1) as plain:
        plain.submit(progress.report, progress.READING).result()
        assert q.stage == ""
        plain.submit(progress.bound(progress.report), progress.READING).result()
        assert q.stage == progress.READING


def test_registry_forgets_finished_work_and_keeps_a_bounded_number():
    r = progress.Registry(limit=3, keep_s=0.0)
    a = r.start("a")
    assert r.get("a") is a
    a.finish()
    assert r.get("a") is None  # finished more than keep_s ago
    for k in "bcde":
        r.start(k)
    assert r.get("b") is None and r.get("e") is not None  # the oldest dropped past the limit


@pytest.fixture
def app(tmp_path):
    logdir = copy_fixtures(tmp_path / "logdir")
    client = Client(make_app(logdir, cache_dir=str(tmp_path / "cache")))
    runs = json.loads(client.get(f"{PREFIX}runs").data)
    return client, run_of(runs, "tf_custom_loop_steps"), logdir


def _get(client, route, **query):
    reply = client.get(f"{PREFIX}{route}?{urlencode(query)}")
    return reply.status_code, reply.headers.get("Content-Type"), reply.data


def test_a_data_request_reports_each_stage_of_a_cold_load(app, monkeypatch):
    client, run, logdir = app
    seen = []
    start = progress.Registry.start

    def recording(self, key):
        p = start(self, key)
        p._on_change = lambda q: seen.append(q.snapshot())
        return p

    monkeypatch.setattr(progress.Registry, "start", recording)
    status, _, body = _get(client, "data", run=run, tag="trace_viewer@", progress="t1")
    assert status == 200, body
    stages = [(s["stage"], s["unit"]) for s in seen]
    assert stages[0] == ("reading", "bytes")
    (path,) = [p for p in logdir.rglob("*.xplane.pb") if run.split("/")[-1] in str(p)]
    read = [s for s in seen if s["stage"] == "reading"]
    assert read[-1]["done"] == read[-1]["total"] == os.path.getsize(path)
    planes = [s for s in seen if s["unit"] == "planes"]
    assert planes and [s["done"] for s in planes] == list(range(planes[0]["total"]))
    assert ("indexing", "events") in stages
    assert seen[-1]["finished"]
    order = [s for s, _ in stages]
    # The trace's layout part (converting) builds the index (indexing) on its way.
    assert order.index("reading") < order.index("decoding") < order.index("converting") < order.index("indexing")
    # The route still answers it (finished) for a while.
    status, _, body = _get(client, "progress", id="t1")
    assert status == 200 and json.loads(body)["finished"]


def test_the_progress_route_answers_while_the_request_runs(app, monkeypatch):
    client, run, _ = app
    reached, release = threading.Event(), threading.Event()
    build = trace_index.build

    def slow_build(profile):
        reached.set()
        assert release.wait(20)
        return build(profile)

    monkeypatch.setattr(trace_index, "build", slow_build)
    result = {}
    worker = threading.Thread(target=lambda: result.update(
        reply=_get(client, "data", run=run, tag="trace_viewer@", progress="slow-1")))
    worker.start()
    try:
        assert reached.wait(20)
        status, _, body = _get(client, "progress", id="slow-1")
        assert status == 200, body
        now = json.loads(body)
        # Blocked on the way into the index: the trace's layout part is being computed.
        assert now["finished"] is False and now["stage"] == "converting" and now["detail"].endswith(" of vm")
        assert set(now) == {"stage", "detail", "done", "total", "unit", "elapsed_s", "finished"}
    finally:
        release.set()
        worker.join(30)
    assert result["reply"][0] == 200
    assert json.loads(_get(client, "progress", id="slow-1")[2])["finished"] is True


def test_a_request_waiting_for_a_file_another_one_loads_shows_that_load(app, monkeypatch):
    """The page asks run_tools, hosts and data at once (app/early.js): whichever loads the
    file, the others wait for it under the cache's lock and say how far the load has got."""
    from tb_profile_plugin.profile import formats

    client, run, _ = app
    reached, release = threading.Event(), threading.Event()
    load = formats.load

    def slow_load(path, host=None):
        progress.report(progress.DECODING, 1, 3, "planes", "/host:CPU")
        reached.set()
        assert release.wait(20)
        return load(path, host=host)

    monkeypatch.setattr(formats, "load", slow_load)
    first = threading.Thread(target=lambda: _get(client, "run_tools", run=run, details=1, progress="loads"))
    first.start()
    assert reached.wait(20)
    second = threading.Thread(target=lambda: _get(client, "hosts", run=run, tag="overview_page", progress="waits"))
    second.start()
    try:
        for _ in range(200):  # until the second request is in and waiting
            status, _, body = _get(client, "progress", id="waits")
            if status == 200 and json.loads(body)["stage"]:
                break
            time.sleep(0.05)
        waiting = json.loads(body)
        assert (waiting["stage"], waiting["detail"], waiting["done"], waiting["total"]) == \
            (progress.DECODING, "/host:CPU", 1, 3)
        assert waiting["finished"] is False
    finally:
        release.set()
        first.join(30)
        second.join(30)
    assert json.loads(_get(client, "progress", id="waits")[2])["finished"] is True


def test_progress_ids_leave_the_cache_alone_and_bad_ones_are_refused(app):
    client, run, _ = app
    a = _get(client, "data", run=run, tag="overview_page", progress="x1")
    b = _get(client, "data", run=run, tag="overview_page", progress="x2")
    c = _get(client, "data", run=run, tag="overview_page")
    assert a[0] == b[0] == c[0] == 200 and a[2] == b[2] == c[2]
    assert_error_shape(*_get(client, "progress", id="never-made"), 404)
    assert_error_shape(*_get(client, "progress"), 400)
    assert_error_shape(*_get(client, "progress", id="x" * 65), 400)
    assert_error_shape(*_get(client, "data", run=run, tag="overview_page", progress="x" * 65), 400)
    assert_error_shape(*_get(client, "progress", id="x1", other="1"), 400)


def test_reading_reports_bytes_in_chunks(tmp_path, monkeypatch):
    path = tmp_path / "vm.xplane.pb"
    path.write_bytes(b"\x0a\x00" * 5000)
    monkeypatch.setattr(xspace, "_READ_CHUNK", 4096)
    p = progress.Progress()
    done = []
    p._on_change = lambda q: done.append(q.done)
    with progress.tracking(p):
        data, size = xspace.read_padded(path)
    assert size == 10000 and done == [4096, 8192, 10000]


def test_describe_for_a_terminal():
    assert progress.describe({"stage": "decoding", "detail": "/host:CPU", "done": 1, "total": 4, "unit": "planes",
                              "elapsed_s": 3.14}, bar_width=8) == "decoding /host:CPU [##......] plane 2 of 4 · 3.1 s"
    assert progress.describe({"stage": "reading", "detail": "vm.xplane.pb", "done": 3 << 20, "total": 12 << 20,
                              "unit": "bytes", "elapsed_s": 1}, bar_width=4) == "reading vm.xplane.pb [#...] 3.0 MiB of 12.0 MiB · 1.0 s"
    assert progress.describe({"stage": "indexing", "detail": "the trace events", "done": 0, "total": 1200000,
                              "unit": "events", "elapsed_s": 0}) == "indexing the trace events 1,200,000 events · 0.0 s"
    assert progress.describe({}) == "starting · 0.0 s"


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_the_cli_shows_the_stages_on_a_terminal_only():
    from tb_profile_plugin import cli

    term = _Terminal()
    with cli.showing_progress("loading vm.xplane.pb (1.0 MB)", stream=term):
        progress.report(progress.DECODING, 0, 2, "planes", "/host:CPU")
        time.sleep(0.5)  # the line is redrawn every 0.2 s
    out = term.getvalue()
    assert "\rloading vm.xplane.pb (1.0 MB): decoding /host:CPU [" in out and "plane 1 of 2" in out
    assert re.search(r"\rloading vm\.xplane\.pb \(1\.0 MB\): 0\.\d\d s *\n$", out), out
    piped = io.StringIO()  # not a terminal: nothing written, and nothing tracked
    with cli.showing_progress("loading", stream=piped):
        progress.report(progress.DECODING, 0, 2, "planes")
    assert piped.getvalue() == ""
