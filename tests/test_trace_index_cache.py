"""The trace index in the disk cache (issue 21): a restarted server answers a
trace window from the stored index (data only, part_format) instead of
building it again, with the same reply; a damaged entry is built again."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from conftest import fixture_xplane
from tb_profile_plugin.analysis import trace_index
from tb_profile_plugin.profile import part_format
from tb_profile_plugin.profile.cache import ProfileCache, flush
from tb_profile_plugin.service import Service

WINDOW = {"resolution": "1000"}


def _service(path, cache_dir) -> tuple[Service, str]:
    service = Service.for_path(path, cache=ProfileCache(cache_dir))
    (run,) = service.runs()
    return service, run


def _parts(cache_dir):
    return sorted(p for p in cache_dir.iterdir() if p.suffix == ".part")


@pytest.fixture
def path():
    return fixture_xplane("tf_custom_loop_steps")


def test_a_new_server_answers_from_the_stored_index(path, tmp_path, monkeypatch):
    cache_dir = tmp_path / "cache"
    service, run = _service(path, cache_dir)
    first = service.tool_json(run, "trace_viewer@", None, WINDOW)
    zoomed = service.tool_json(run, "trace_viewer@", None, {**WINDOW, "start_time_ms": "1", "end_time_ms": "3"})
    flush()

    def no_build(profile):
        raise AssertionError("the index was built again")

    monkeypatch.setattr(trace_index, "build", no_build)  # index_of's builder
    again, run = _service(path, cache_dir)
    assert again.tool_json(run, "trace_viewer@", None, WINDOW) == first
    assert again.tool_json(run, "trace_viewer@", None, {**WINDOW, "start_time_ms": "1", "end_time_ms": "3"}) == zoomed
    # Search and details read the profile too: same answers.
    q = {"mode": "search", "q": "Executor", "limit": "5"}
    monkeypatch.undo()
    fresh, run = _service(path, tmp_path / "other")
    assert again.tool_json(run, "trace_viewer@", None, q) == fresh.tool_json(run, "trace_viewer@", None, q)


def test_the_stored_index_is_the_index_without_its_caches(path, tmp_path, monkeypatch):
    monkeypatch.setattr(trace_index, "_RAW_LIMIT", 0)  # windows merge short events: levels get built
    cache_dir = tmp_path / "cache"
    service, run = _service(path, cache_dir)
    service.tool_json(run, "trace_viewer@", None, WINDOW)
    flush()
    (profile,) = service.profiles(run)
    built = trace_index.index_of(profile)
    assert built.levels  # the window built a merged level: kept in memory, never stored
    key = ("part", part_format.FORMAT_VERSION, trace_index.KEY, service.cache.identity(profile))
    read = part_format.decode(service.cache.disk.read(key, ".part"))
    assert isinstance(read, trace_index.TraceIndex) and read.levels == {} and read._positions == {}
    for f in dataclasses.fields(trace_index.TraceIndex):
        if f.name in ("levels", "_positions"):
            continue
        a, b = getattr(read, f.name), getattr(built, f.name)
        if isinstance(a, np.ndarray):
            assert a.dtype == b.dtype and np.array_equal(a, b), f.name
        else:
            assert a == b, f.name


def test_a_damaged_stored_index_is_built_again(path, tmp_path):
    cache_dir = tmp_path / "cache"
    service, run = _service(path, cache_dir)
    first = service.tool_json(run, "trace_viewer@", None, WINDOW)
    flush()
    before = set(_parts(cache_dir))
    for p in before:  # every part entry: the index among them
        data = bytearray(p.read_bytes())
        data[len(data) // 2] ^= 0xFF
        p.write_bytes(bytes(data))
    again, run = _service(path, cache_dir)
    assert again.tool_json(run, "trace_viewer@", None, WINDOW) == first
    flush()
    assert _parts(cache_dir)  # written again
