"""The trace index in the disk cache (issue 21): a restarted server answers a
trace window from the stored index and its stored levels (data only,
part_format, memory-mapped) instead of building them again, without loading
the profile, with the same reply; a damaged or truncated entry is built again."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from conftest import fixture_xplane
from tb_profile_plugin.analysis import trace_index
from tb_profile_plugin.profile import formats, part_format
from tb_profile_plugin.profile.cache import ProfileCache, flush
from tb_profile_plugin import service as service_module
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
    monkeypatch.setattr(trace_index, "_RAW_LIMIT", 0)  # windows merge short events: levels get built
    monkeypatch.setattr(trace_index, "_LOCAL_EVENTS", 0)  # over the whole trace
    cache_dir = tmp_path / "cache"
    service, run = _service(path, cache_dir)
    first = service.tool_json(run, "trace_viewer@", None, WINDOW)
    zoomed = service.tool_json(run, "trace_viewer@", None, {**WINDOW, "start_time_ms": "1", "end_time_ms": "3"})
    q = {"mode": "search", "q": "Executor", "limit": "5"}
    found = service.tool_json(run, "trace_viewer@", None, q)
    flush()

    def forbidden(*args, **kwargs):
        raise AssertionError("built or loaded again")

    with monkeypatch.context() as m:
        m.setattr(trace_index, "build", forbidden)  # index_of's builder
        m.setattr(service_module._LevelStore, "put", forbidden)  # a merged level built (and stored)
        m.setattr(formats, "load", forbidden)  # the profile read from its file
        again, run = _service(path, cache_dir)
        assert again.tool_json(run, "trace_viewer@", None, WINDOW) == first
        assert again.tool_json(run, "trace_viewer@", None, {**WINDOW, "start_time_ms": "1", "end_time_ms": "3"}) == zoomed
        assert again.tool_json(run, "trace_viewer@", None, q) == found  # names only: the index
    ident = again._identity(again.catalog.host_files(run)[0][1])
    assert not again.cache.in_memory(ident)  # answered on a stand-in: never loaded
    # Search in args and details read the profile: it is loaded then, and takes the stand-in's index.
    fresh, run = _service(path, tmp_path / "other")
    for q in ({"mode": "search", "q": "Executor", "args": "1", "limit": "5"}, {"mode": "details", "id": "3"}):
        assert again.tool_json(run, "trace_viewer@", None, q) == fresh.tool_json(run, "trace_viewer@", None, q)
    assert again.cache.in_memory(ident)
    (profile,) = again.profiles(run)
    assert trace_index.index_of(profile) is again._standins.get(ident).derived(trace_index.KEY, None)


def test_the_stored_index_is_mapped_read_only(path, tmp_path):
    cache_dir = tmp_path / "cache"
    service, run = _service(path, cache_dir)
    service.tool_json(run, "trace_viewer@", None, WINDOW)
    flush()
    again, run = _service(path, cache_dir)
    again.tool_json(run, "trace_viewer@", None, WINDOW)
    (standin,) = list(again._standins._items.values())
    index = standin.derived(trace_index.KEY, None)
    assert index.num_events > 1000
    for name in ("start", "dur", "track", "name", "run_max_end", "_by_row"):
        column = getattr(index, name)
        assert not column.flags.writeable and not column.flags.owndata, name  # a view on the mapping
    with pytest.raises(ValueError):
        index.start[0] = 1


def test_the_stored_index_is_the_index_without_its_caches(path, tmp_path, monkeypatch):
    monkeypatch.setattr(trace_index, "_RAW_LIMIT", 0)  # windows merge short events: levels get built
    monkeypatch.setattr(trace_index, "_LOCAL_EVENTS", 0)  # over the whole trace
    cache_dir = tmp_path / "cache"
    service, run = _service(path, cache_dir)
    service.tool_json(run, "trace_viewer@", None, WINDOW)
    service.tool_json(run, "trace_viewer@", None, {**WINDOW, "start_time_ms": "1", "end_time_ms": "3"})
    flush()
    (profile,) = service.profiles(run)
    built = trace_index.index_of(profile)
    assert len(built.levels) == 2  # the windows built merged levels: each stored on its own
    ident = service.cache.identity(profile)
    key = ("part", part_format.FORMAT_VERSION, trace_index.KEY, ident)
    read = part_format.decode(service.cache.disk.read(key, ".part"))
    assert isinstance(read, trace_index.TraceIndex)
    assert read.levels == {} and read._positions == {} and read.level_store is None
    for f in dataclasses.fields(trace_index.TraceIndex):
        if f.name in ("levels", "_positions", "level_store"):
            continue
        _same(getattr(read, f.name), getattr(built, f.name), f.name)
    for width, level in built.levels.items():
        key = ("part", part_format.FORMAT_VERSION, f"{trace_index.KEY}/level/{width}", ident)
        stored = part_format.decode(service.cache.disk.read(key, ".part"))
        for f in dataclasses.fields(trace_index.Level):
            _same(getattr(stored, f.name), getattr(level, f.name), f.name)


def _same(a, b, name):
    if isinstance(a, np.ndarray):
        assert a.dtype == b.dtype and np.array_equal(a, b), name
    else:
        assert a == b, name


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


def test_a_truncated_stored_index_is_built_again(path, tmp_path):
    cache_dir = tmp_path / "cache"
    service, run = _service(path, cache_dir)
    first = service.tool_json(run, "trace_viewer@", None, WINDOW)
    flush()
    biggest = max(_parts(cache_dir), key=lambda p: p.stat().st_size)  # the index
    size = biggest.stat().st_size
    with open(biggest, "r+b") as f:
        f.truncate(size // 3)
    again, run = _service(path, cache_dir)
    assert again.tool_json(run, "trace_viewer@", None, WINDOW) == first
    assert not again._standins._items  # nothing stood in for the profile: it was loaded
    flush()
    assert biggest.stat().st_size == size  # written again
