"""A profile replaced while it is read (issue 44 item 10): every answer is of one version.

One run's file is swapped (atomic rename over it) between two real profiles with
different content, a JAX one and a TensorFlow one, so between them the run offers
every XSpace tool. Each answer of the server must be byte for byte what a server that
only ever saw one of the two versions answers (computed first, each alone), or the
documented 409 "the profile changed while it was read; retry"; never a 500, never a
mix. Nothing mixed is cached: once the swaps stop, the server, and a new server over
the same disk cache, answer the version in place.

The soak is bounded by time and count (a few seconds on 2 busy cores); the tests
after it swap the file at the exact step where a mix used to be made (between the
parts a request found cached and those it computes; between the trace viewer's
layout and its window; between a re-read's check and its read), so they fail on the
old code every time.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from werkzeug.serving import make_server
from werkzeug.test import Client

from conftest import fixture_xplane
from tb_profile_plugin import errors
from tb_profile_plugin import service as service_module
from tb_profile_plugin.profile import cache as profile_cache
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.server import make_app

PREFIX = "/data/plugin/profile/"
RUN = "swap/s"
SESSION = Path("swap", "plugins", "profile", "s")
VERSIONS = ("jax_jit_train", "tf_loop_python_tracer")
CHANGED = "the profile changed while it was read; retry"

SOAK_S = 4.0  # swapping and reading this long, and until every url was answered once ...
SOAK_MAX_S = 30.0  # ... but never longer than this (a busy machine)
MAX_ANSWERS = 400  # ... or until this many answers
SWAP_EVERY_S = 0.2
READERS = 6


def _install(dest: Path, version: int) -> None:
    """The version's real profile renamed over `dest` (a new inode, as a writer's rename)."""
    tmp = dest.with_name(dest.name + ".tmp")
    shutil.copyfile(fixture_xplane(VERSIONS[version]), tmp)
    os.replace(tmp, dest)


def _logdir(root: Path, version: int) -> Path:
    (root / SESSION).mkdir(parents=True)
    _install(root / SESSION / "vm.xplane.pb", version)
    return root


def _urls(client: Client) -> list[str]:
    """Every route of the run, every tool either version offers, trace_viewer@'s modes."""
    q = urllib.parse.quote(RUN)
    offered = json.loads(client.get(f"{PREFIX}run_tools?run={q}").get_data())
    urls = [f"run_tools?run={q}", f"run_tools?run={q}&details=1", f"hosts?run={q}", f"module_list?run={q}"]
    for tool in offered:
        if tool == "trace_viewer":
            base = f"data?run={q}&tag=trace_viewer@"
            urls += [base, f"{base}&start_time_ms=1&end_time_ms=9&resolution=700",
                     f"{base}&start_time_ms=20&end_time_ms=60&resolution=3000&format=binary",
                     f"{base}&mode=search&q=a&limit=20", f"{base}&mode=details&id=5&event_host=vm",
                     f"{base}&mode=summary&start_time_ms=0&end_time_ms=50&tracks=0,1,2",
                     f"data?run={q}&tag=trace_viewer"]
        else:
            urls += [f"data?run={q}&tag={tool}", f"hosts?run={q}&tag={tool}"]
    urls += [f"data_csv?run={q}&tag={t}" for t in ("tensorflow_stats", "hlo_stats", "input_pipeline_analyzer")]
    return urls


def _answer(client: Client, url: str) -> tuple[int, bytes]:
    reply = client.get(PREFIX + url)
    return reply.status_code, reply.get_data()


@pytest.fixture(scope="module")
def versions(tmp_path_factory):
    """(urls, [answers of version 0, of version 1]): each version alone, no cache."""
    clients = [Client(make_app(_logdir(tmp_path_factory.mktemp(f"alone{k}"), k), cache_dir="none"))
               for k in (0, 1)]
    urls = sorted(set(_urls(clients[0])) | set(_urls(clients[1])))
    answers = [{u: _answer(c, u) for u in urls} for c in clients]
    for u in urls:
        assert answers[0][u][0] != 500 and answers[1][u][0] != 500, u
    assert sum(answers[0][u] != answers[1][u] for u in urls) > len(urls) // 2  # different content
    return urls, answers


def _check(url, status, body, answers) -> str | None:
    """None when (status, body) is one version's answer or the documented 409, else what is wrong."""
    if (status, body) in (answers[0][url], answers[1][url]):
        return None
    if status == 409 and CHANGED in json.loads(body).get("error", ""):
        return None
    return f"{status} {url}: {body[:160]!r}"


def test_every_answer_during_swaps_is_one_version_and_nothing_mixed_is_cached(versions, tmp_path):
    urls, answers = versions
    logdir = _logdir(tmp_path / "logdir", 0)
    dest = logdir / SESSION / "vm.xplane.pb"
    cache_dir = tmp_path / "cache"
    server = make_server("127.0.0.1", 0, make_app(logdir, cache_dir=str(cache_dir)), threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}{PREFIX}"
    stop = threading.Event()
    lock = threading.Lock()
    seen, wrong, swaps = [], [], [0]

    def get(url):
        try:
            with urllib.request.urlopen(base + url, timeout=120) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()

    def swapper():
        k = 0
        while not stop.wait(SWAP_EVERY_S):
            k = 1 - k
            _install(dest, k)
            swaps[0] += 1

    def reader(seed):
        order = urls[:]
        random.Random(seed).shuffle(order)
        for i in range(10**6):
            if stop.is_set():
                return
            url = order[i % len(order)]
            status, body = get(url)
            with lock:
                seen.append((url, status))
                problem = _check(url, status, body, answers)
                if problem:
                    wrong.append(problem)
                if len(seen) >= MAX_ANSWERS:
                    stop.set()

    try:
        threads = [threading.Thread(target=reader, args=(i,)) for i in range(READERS)]
        swap = threading.Thread(target=swapper)
        for t in threads + [swap]:
            t.start()
        started = time.monotonic()
        stop.wait(SOAK_S)
        while not stop.is_set() and time.monotonic() - started < SOAK_MAX_S:
            with lock:
                if {u for u, _ in seen} == set(urls):
                    break
            stop.wait(0.1)
        stop.set()
        for t in threads + [swap]:
            t.join(300)
        profile_cache.flush()
        statuses = [s for _, s in seen]
        print(f"{len(seen)} answers ({len({u for u, _ in seen})} of {len(urls)} urls), {swaps[0]} swaps, "
              f"{statuses.count(409)} said the file changed, {len(wrong)} wrong")
        assert not wrong, "\n".join(wrong[:10])
        assert 500 not in statuses
        assert swaps[0] >= 3 and len(seen) >= READERS
        # The file in place now was there while answers were cached: nothing of the other
        # version (or of a mix) was stored under its identity.
        in_place = VERSIONS.index(next(v for v in VERSIONS if dest.read_bytes() == fixture_xplane(v).read_bytes()))
        for url in urls:
            assert get(url) == answers[in_place][url], url
    finally:
        server.shutdown()
        server.server_close()
    restarted = Client(make_app(logdir, cache_dir=str(cache_dir)))
    for url in urls:
        assert _answer(restarted, url) == answers[in_place][url], url


@pytest.fixture
def swapped(versions, tmp_path, monkeypatch):
    """(client over a logdir holding version 0 with a disk cache, swap(k): install version k)."""
    logdir = _logdir(tmp_path / "logdir", 0)
    dest = logdir / SESSION / "vm.xplane.pb"
    client = Client(make_app(logdir, cache_dir=str(tmp_path / "cache")))
    return client, lambda k: _install(dest, k)


def _swap_before(monkeypatch, method: str, swap, times: int | None = 1) -> None:
    """Service.<method> installs the other version just before it runs (`times` times; None: always)."""
    original = getattr(service_module.Service, method)
    state = {"left": times, "version": 0}

    def wrapped(self, *args, **kwargs):
        if state["left"] is None or state["left"] > 0:
            state["version"] = 1 - state["version"]
            swap(state["version"])
            if state["left"] is not None:
                state["left"] -= 1
        return original(self, *args, **kwargs)

    monkeypatch.setattr(service_module.Service, method, wrapped)


def test_overview_never_joins_one_versions_steps_to_the_others_top_ops(versions, swapped, monkeypatch):
    urls, answers = versions
    client, swap = swapped
    q = urllib.parse.quote(RUN)
    assert _answer(client, f"data?run={q}&tag=tensorflow_stats") == answers[0][f"data?run={q}&tag=tensorflow_stats"]
    # The overview finds version 0's op stats cached; the file is version 1 when it computes
    # the rest: all of it is version 0's (still loaded) or all version 1's, never a join.
    _swap_before(monkeypatch, "_local_parts", swap)
    url = f"data?run={q}&tag=overview_page"
    assert _answer(client, url) in (answers[0][url], answers[1][url])
    monkeypatch.undo()
    assert _answer(client, url) == answers[1][url]  # the next request reads the new file


def test_trace_window_reads_the_version_of_its_layout(versions, swapped, monkeypatch):
    urls, answers = versions
    client, swap = swapped
    _swap_before(monkeypatch, "_local_call", swap)  # after the layout, before the window
    for url in (u for u in urls if "trace_viewer@" in u and "mode=" not in u):
        status, body = _answer(client, url)
        assert (status, body) in (answers[0][url], answers[1][url]), (url, status, body[:200])


def test_a_file_that_keeps_changing_is_a_409_then_the_new_version(versions, swapped, monkeypatch):
    urls, answers = versions
    client, swap = swapped
    url = f"data?run={urllib.parse.quote(RUN)}&tag=trace_viewer@"
    # Swapped before every read of the file: each try finds another version than it began with.
    _swap_before(monkeypatch, "_local_parts", swap, times=None)
    status, body = _answer(client, url)
    assert status == 409
    message = json.loads(body)["error"]
    assert CHANGED in message and "swap/plugins/profile/s/vm.xplane.pb" in message
    assert not os.path.isabs(message.split("cannot read profile ")[1])  # the path in the logdir
    monkeypatch.undo()
    swap(1)
    assert _answer(client, url) == answers[1][url]


def test_a_reread_of_the_stats_checks_the_version_after_reading(tmp_path, monkeypatch):
    path = tmp_path / "vm.xplane.pb"
    _install(path, 0)
    key = xspace.file_key(path)
    xspace._read.put(None, None)
    original = xspace.read_padded

    def swapped_then_read(p):  # the file replaced between the check and the read
        _install(path, 1)
        return original(p)

    monkeypatch.setattr(xspace, "read_padded", swapped_then_read)
    with pytest.raises(errors.ProfileChanged):
        xspace._reread(str(path), key)
    assert xspace._read.get(key) is None  # nothing of version 1 kept under version 0's key
