"""Memory and disk caches of profiles and tool results (profile/cache.py)."""

from __future__ import annotations

import dataclasses
import importlib.metadata
import os
import pickle
import shutil

import numpy as np
import orjson
import pytest

from conftest import encode_varint, fixture_xplane, sample_xspace
from tb_profile_plugin import tools
from tb_profile_plugin.errors import ProfileError
from tb_profile_plugin.profile import cache as cache_mod
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.profile.cache import flush
from tb_profile_plugin.service import Service
from tb_profile_plugin.tools import input_pipeline


@pytest.fixture
def profile_file(tmp_path):
    """A private copy of a real profile (so tests may rewrite it)."""
    path = tmp_path / "logdir" / "vm.xplane.pb"
    path.parent.mkdir()
    shutil.copyfile(fixture_xplane("tf_custom_loop_steps"), path)
    return path


@pytest.fixture
def cache_dir(tmp_path):
    return tmp_path / "cache"


def no_load(monkeypatch):
    """Makes any fresh load from the xplane file fail the test."""
    def refuse(*args, **kwargs):
        raise AssertionError("xspace.load called: the profile did not come from the cache")
    monkeypatch.setattr(xspace, "load", refuse)


def no_parse(monkeypatch):
    """Makes any protobuf parse of an xplane file fail the test."""
    def refuse(*args, **kwargs):
        raise AssertionError("the xplane file was parsed again")
    monkeypatch.setattr(xspace, "parse", refuse)


def stat_rows(plane):
    t = plane.stat_table
    return (t.event.tolist(), t.stat_id.tolist(), t.kind.tolist(), t.ival.tolist(),
            t.dval.view(np.int64).tolist(), t.sval.tolist())


def assert_same_profile(a, b):
    assert (a.path, a.host, a.origin_ns, a.hostnames) == (b.path, b.host, b.origin_ns, b.hostnames)
    assert [p.name for p in a.planes] == [p.name for p in b.planes]
    for pa, pb in zip(a.planes, b.planes):
        assert pa.lines == pb.lines
        for col in ("line", "metadata_id", "start_ps", "duration_ps"):
            np.testing.assert_array_equal(getattr(pa.events, col), getattr(pb.events, col))
        assert pa.event_metadata == pb.event_metadata
        assert pa.stats == pb.stats and pa.stat_names == pb.stat_names
        assert stat_rows(pa) == stat_rows(pb)


def cache_files(directory, suffix=".profile"):
    flush()  # disk writes happen in the background
    return sorted(directory.glob(f"*{suffix}")) if directory.is_dir() else []


def test_memory_hit_returns_same_object(profile_file, cache_dir, monkeypatch):
    cache = ProfileCache(cache_dir)
    first = cache.profile(profile_file)
    no_load(monkeypatch)
    assert cache.profile(profile_file) is first
    assert cache.profile(str(profile_file)) is first


def test_memory_hit_without_disk(profile_file, monkeypatch):
    cache = ProfileCache(None)
    first = cache.profile(profile_file)
    no_load(monkeypatch)
    assert cache.profile(profile_file) is first


def test_second_cache_loads_from_disk(profile_file, cache_dir, monkeypatch):
    original = ProfileCache(cache_dir).profile(profile_file, host="vm")
    assert len(cache_files(cache_dir)) == 1
    no_load(monkeypatch)
    again = ProfileCache(cache_dir).profile(profile_file, host="vm")
    assert again is not original
    assert not any(p.stats_loaded for p in again.planes if len(p.events))
    # the stats of a profile read from disk decode from the source file
    assert_same_profile(again, original)
    host = again.host_plane
    assert sorted(host.stat("step_num").values.tolist()) == [0, 1, 2, 3, 4]


def test_disk_entry_takes_the_host_asked_for(profile_file, cache_dir, monkeypatch):
    ProfileCache(cache_dir).profile(profile_file)
    no_load(monkeypatch)
    assert ProfileCache(cache_dir).profile(profile_file, host="renamed").host == "renamed"


def test_save_stats_persists_decoded_stats(profile_file, cache_dir, monkeypatch):
    c1 = ProfileCache(cache_dir)
    original = c1.profile(profile_file)
    assert not ProfileCache(cache_dir).profile(profile_file).host_plane.stats_loaded
    expected = stat_rows(original.host_plane)  # decodes the host plane's stats
    c1.save_stats(original)
    no_load(monkeypatch)
    no_parse(monkeypatch)
    again = ProfileCache(cache_dir).profile(profile_file)
    assert again.host_plane.stats_loaded
    assert stat_rows(again.host_plane) == expected


def test_save_stats_without_new_stats_does_not_rewrite(profile_file, cache_dir):
    cache = ProfileCache(cache_dir)
    profile = cache.profile(profile_file)
    (entry,) = cache_files(cache_dir)
    os.utime(entry, ns=(1, 1))
    cache.save_stats(profile)
    flush()
    assert entry.stat().st_mtime_ns == 1
    profile.host_plane.stat_table
    cache.save_stats(profile)
    flush()
    assert entry.stat().st_mtime_ns != 1


def test_save_stats_of_a_vanished_file_writes_nothing(profile_file, cache_dir):
    """A file that is gone has no key: its entry is left as it was (nothing
    new written) rather than saved under a key no request will ask for."""
    cache = ProfileCache(cache_dir)
    profile = cache.profile(profile_file)
    (entry,) = cache_files(cache_dir)
    before = entry.read_bytes()
    profile.host_plane.stat_table  # more decoded stats than the entry holds
    profile_file.unlink()
    cache.save_stats(profile)
    assert cache_files(cache_dir) == [entry]
    assert entry.read_bytes() == before


def rewrite(path, data, mtime_ns):
    path.write_bytes(data)
    os.utime(path, ns=(mtime_ns, mtime_ns))


@pytest.mark.parametrize("same_size", [False, True])
def test_changed_file_invalidates(profile_file, cache_dir, same_size):
    st = profile_file.stat()
    c1 = ProfileCache(cache_dir)
    old = c1.profile(profile_file)
    assert old.num_events == 1254
    data = sample_xspace().SerializeToString()
    if same_size:
        # same size, new content and mtime: only the mtime tells them apart
        data = _padded_xspace(data, st.st_size)
    rewrite(profile_file, data, st.st_mtime_ns + 5_000_000_000)
    assert (profile_file.stat().st_size == st.st_size) is same_size
    for cache in (c1, ProfileCache(cache_dir)):
        fresh = cache.profile(profile_file)
        assert fresh is not old
        assert fresh.num_events == 12
        assert [p.name for p in fresh.planes] == ["/device:GPU:0", "/host:CPU"]


def _padded_xspace(data: bytes, size: int) -> bytes:
    """An XSpace of exactly `size` bytes: `data` plus one long `warnings` string."""
    for n in range(size - len(data), 0, -1):
        extra = b"\x1a" + encode_varint(n) + b"w" * n
        if len(data) + len(extra) == size:
            return data + extra
    raise AssertionError("cannot pad")


def test_stats_of_a_disk_entry_whose_file_changed(profile_file, cache_dir):
    ProfileCache(cache_dir).profile(profile_file)
    again = ProfileCache(cache_dir).profile(profile_file)
    st = profile_file.stat()
    rewrite(profile_file, sample_xspace().SerializeToString(), st.st_mtime_ns + 5_000_000_000)
    with pytest.raises(ProfileError) as info:
        again.host_plane.stat_table
    assert str(profile_file) in str(info.value)


def test_format_version_is_part_of_the_key(profile_file, cache_dir, monkeypatch):
    ProfileCache(cache_dir).profile(profile_file)
    monkeypatch.setattr(cache_mod, "FORMAT_VERSION", cache_mod.FORMAT_VERSION + 1)
    calls = []
    real_load = xspace.load
    monkeypatch.setattr(xspace, "load", lambda *a, **k: calls.append(a) or real_load(*a, **k))
    ProfileCache(cache_dir).profile(profile_file)
    assert len(calls) == 1
    assert len(cache_files(cache_dir)) == 2


def test_package_version_falls_back_when_not_installed(monkeypatch):
    def missing(name):
        raise importlib.metadata.PackageNotFoundError(name)
    monkeypatch.setattr(importlib.metadata, "version", missing)
    assert cache_mod._package_version() == "0+unknown"


@pytest.fixture
def service_logdir(profile_file):
    """A logdir with one run ("run", host "vm") holding profile_file."""
    logdir = profile_file.parent
    run = logdir / "plugins" / "profile" / "run"
    run.mkdir(parents=True)
    profile_file.rename(run / "vm.xplane.pb")
    return logdir


def spy_tool(monkeypatch, output):
    """Replaces input_pipeline_analyzer's converter; returns the list of its calls."""
    calls = []
    monkeypatch.setattr(input_pipeline, "reduce", lambda hosts, options: calls.append(1) or {"shape": output})
    return calls


def tool_json(logdir, cache_dir):
    """input_pipeline_analyzer's JSON through a new Service and ProfileCache (so from disk
    when the entry is there)."""
    data = Service(logdir, cache=ProfileCache(cache_dir)).tool_json("run", "input_pipeline_analyzer", "vm", {})
    flush()
    return data


def test_changed_tool_version_rebuilds_its_result(service_logdir, cache_dir, monkeypatch):
    old_calls = spy_tool(monkeypatch, "old")
    assert tool_json(service_logdir, cache_dir) == b'{"shape":"old"}'
    assert tool_json(service_logdir, cache_dir) == b'{"shape":"old"}'  # from disk
    assert len(old_calls) == 1

    tool = tools.get("input_pipeline_analyzer")
    monkeypatch.setitem(tools._BY_NAME, "input_pipeline_analyzer", dataclasses.replace(tool, version=tool.version + 1))
    new_calls = spy_tool(monkeypatch, "new")
    assert tool_json(service_logdir, cache_dir) == b'{"shape":"new"}'
    assert len(new_calls) == 1
    assert tool_json(service_logdir, cache_dir) == b'{"shape":"new"}'
    assert len(new_calls) == 1
    assert len(cache_files(cache_dir, ".result")) == 2


def test_changed_package_version_rebuilds_profile_and_results(service_logdir, cache_dir, monkeypatch):
    loads = []
    real_load = xspace.load
    monkeypatch.setattr(xspace, "load", lambda *a, **k: loads.append(a) or real_load(*a, **k))
    old_calls = spy_tool(monkeypatch, "old")
    assert tool_json(service_logdir, cache_dir) == b'{"shape":"old"}'
    assert tool_json(service_logdir, cache_dir) == b'{"shape":"old"}'  # all from disk
    assert (len(loads), len(old_calls)) == (1, 1)

    monkeypatch.setattr(cache_mod, "PACKAGE_VERSION", cache_mod.PACKAGE_VERSION + ".next")
    new_calls = spy_tool(monkeypatch, "new")
    assert tool_json(service_logdir, cache_dir) == b'{"shape":"new"}'
    assert (len(loads), len(new_calls)) == (2, 1)
    assert tool_json(service_logdir, cache_dir) == b'{"shape":"new"}'
    assert (len(loads), len(new_calls)) == (2, 1)
    assert len(cache_files(cache_dir, ".profile")) == 2
    assert len(cache_files(cache_dir, ".result")) == 2


@pytest.mark.parametrize("garbage", [
    b"not a pickle", b"", b"\x80\x05\x95", pickle.dumps({"not": "a profile"}), pickle.dumps(None),
    "truncated entry", "flipped byte", "header only",
], ids=["text", "empty", "truncated-pickle", "dict", "none", "truncated", "flipped", "header"])
def test_damaged_cache_entry_is_ignored_and_rebuilt(profile_file, cache_dir, garbage, monkeypatch):
    original = ProfileCache(cache_dir).profile(profile_file)
    (entry,) = cache_files(cache_dir)
    good = entry.read_bytes()
    if garbage == "truncated entry":
        garbage = good[: len(good) * 2 // 3]
    elif garbage == "flipped byte":
        garbage = good[:-100] + bytes([good[-100] ^ 1]) + good[-99:]
    elif garbage == "header only":
        garbage = good[: cache_mod._HEADER.size]
    entry.write_bytes(garbage)
    again = ProfileCache(cache_dir).profile(profile_file)
    (entry,) = cache_files(cache_dir)  # before assert_same_profile decodes stats
    assert_same_profile(again, original)
    assert entry.read_bytes() == good  # deleted and written again, whole
    no_load(monkeypatch)
    assert_same_profile(ProfileCache(cache_dir).profile(profile_file), original)


def test_unwritable_cache_dir_never_raises(profile_file, tmp_path):
    blocker = tmp_path / "a_file"
    blocker.write_bytes(b"")
    cache = ProfileCache(blocker / "cache")
    profile = cache.profile(profile_file)
    assert profile.num_events == 1254
    profile.host_plane.stat_table
    cache.save_stats(profile)
    assert cache.result(("k",), lambda: b"value") == b"value"
    assert ProfileCache(blocker / "cache").profile(profile_file).num_events == 1254
    assert blocker.read_bytes() == b""


def test_read_only_cache_dir_never_raises(profile_file, cache_dir):
    cache_dir.mkdir()
    cache_dir.chmod(0o500)
    try:
        if os.access(cache_dir, os.W_OK):
            pytest.skip("running as a user who can write anywhere")
        assert ProfileCache(cache_dir).profile(profile_file).num_events == 1254
        assert ProfileCache(cache_dir).result("k", lambda: b"v") == b"v"
    finally:
        cache_dir.chmod(0o700)
    assert list(cache_dir.iterdir()) == []


def test_no_disk_cache_writes_nothing(profile_file, tmp_path, monkeypatch):
    xdg = tmp_path / "xdg"
    monkeypatch.setenv("XDG_CACHE_HOME", str(xdg))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    before = sorted(p.name for p in tmp_path.rglob("*"))
    cache = ProfileCache(None)
    profile = cache.profile(profile_file)
    profile.host_plane.stat_table
    cache.save_stats(profile)
    assert cache.result("k", lambda: b"v") == b"v"
    assert sorted(p.name for p in tmp_path.rglob("*")) == before
    assert not xdg.exists()


def test_default_cache_dir_follows_xdg(profile_file, tmp_path, monkeypatch):
    xdg = tmp_path / "xdg"
    monkeypatch.setenv("XDG_CACHE_HOME", str(xdg))
    assert cache_mod.default_cache_dir() == xdg / "tb-profile-plugin"
    ProfileCache().profile(profile_file)
    assert len(cache_files(xdg / "tb-profile-plugin")) == 1
    assert not any(p.name.endswith((".profile", ".result")) for p in profile_file.parent.iterdir())


def test_session_guard_keeps_the_user_cache_private():
    home_cache = os.path.join(os.path.expanduser("~"), ".cache")
    assert not str(cache_mod.default_cache_dir()).startswith(home_cache)
    assert os.environ["XDG_CACHE_HOME"] != home_cache


def test_result_computes_once(cache_dir):
    calls = []

    def compute():
        calls.append(1)
        return b"result bytes"

    cache = ProfileCache(cache_dir)
    assert cache.result(("tool", 1), compute) == b"result bytes"
    assert cache.result(("tool", 1), compute) == b"result bytes"
    assert len(calls) == 1
    # from disk in a new cache
    assert ProfileCache(cache_dir).result(("tool", 1), compute) == b"result bytes"
    assert len(calls) == 1
    assert len(cache_files(cache_dir, ".result")) == 1
    # another key computes again
    assert cache.result(("tool", 2), lambda: b"other") == b"other"
    assert len(calls) == 1


def test_result_without_disk_computes_once_per_cache():
    calls = []
    cache = ProfileCache(None)
    for _ in range(3):
        assert cache.result("k", lambda: calls.append(1) or b"x") == b"x"
    assert len(calls) == 1
    ProfileCache(None).result("k", lambda: calls.append(1) or b"x")
    assert len(calls) == 2


def test_memory_lru_evicts(tmp_path, make_xspace_file):
    a = make_xspace_file(name="a.xplane.pb")
    b = make_xspace_file(name="b.xplane.pb")
    cache = ProfileCache(None, memory_items=1)
    first = cache.profile(a)
    cache.profile(b)
    assert cache.profile(a) is not first
    assert cache.profile(a) is cache.profile(a)


def test_unreadable_profile_raises_profile_error(cache_dir, make_xspace_file, tmp_path):
    bad = make_xspace_file(b"\xff\xff\xff")
    cache = ProfileCache(cache_dir)
    with pytest.raises(ProfileError):
        cache.profile(bad)
    with pytest.raises(ProfileError):
        cache.profile(tmp_path / "missing.xplane.pb")
    assert cache_files(cache_dir) == []


def test_disk_entry_written_through_a_relative_path(profile_file, cache_dir, tmp_path, monkeypatch):
    """The entry is keyed by the real path; a later process that asks for the
    same file by another name (here: absolute, from another working
    directory) must still decode the stats from the file it asked for."""
    monkeypatch.chdir(profile_file.parent)
    original = ProfileCache(cache_dir).profile("vm.xplane.pb")
    expected = stat_rows(original.host_plane)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    no_load(monkeypatch)
    again = ProfileCache(cache_dir).profile(profile_file)
    assert stat_rows(again.host_plane) == expected


# -- the profile entry is data: every field comes back as it was -------------------------


def assert_same_types(a, b):
    """assert_same_profile, plus the dtypes of all columns and the Python
    types of metadata and stat values (int, float, str, bytes)."""
    assert_same_profile(a, b)
    assert (a.errors, a.warnings) == (b.errors, b.warnings)
    for pa, pb in zip(a.planes, b.planes):
        assert (pa.id, pa.stats_loaded) == (pb.id, pb.stats_loaded)
        for col in ("line", "metadata_id", "start_ps", "duration_ps"):
            assert getattr(pa.events, col).dtype == getattr(pb.events, col).dtype
        assert [(k, type(v)) for k, v in pa.stats.items()] == [(k, type(v)) for k, v in pb.stats.items()]
        assert list(pa.event_metadata) == list(pb.event_metadata)
        for ma, mb in zip(pa.event_metadata.values(), pb.event_metadata.values()):
            assert [(k, type(v)) for k, v in ma.stats.items()] == [(k, type(v)) for k, v in mb.stats.items()]
        if pa.stats_loaded:
            ta, tb = pa.stat_table, pb.stat_table
            for f in dataclasses.fields(ta):
                assert getattr(ta, f.name).dtype == getattr(tb, f.name).dtype, f.name
            assert [type(v) for v in ta.sval.tolist()] == [type(v) for v in tb.sval.tolist()]


from conftest import PlaneBuilder, Ref, fixture_xplanes, reference_xplanes, same_value, xplane_id  # noqa: E402
from tb_profile_plugin.protos import xplane_pb2  # noqa: E402


def _round_trip(path, cache_dir, monkeypatch, decode_stats=True):
    cache = ProfileCache(cache_dir)
    original = cache.profile(path)
    if decode_stats:
        for plane in original.planes:
            plane.stat_table
        cache.save_stats(original)
    flush()
    with monkeypatch.context() as m:
        no_load(m)
        no_parse(m)
        again = ProfileCache(cache_dir).profile(path)
    return original, again


@pytest.mark.parametrize("path", fixture_xplanes() + reference_xplanes(), ids=xplane_id)
def test_disk_entry_round_trips_every_fixture(path, cache_dir, monkeypatch):
    original, again = _round_trip(path, cache_dir, monkeypatch)
    assert again is not original
    assert all(p.stats_loaded for p in again.planes if len(p.events))
    assert_same_types(again, original)
    for plane in again.planes:  # columns are plain, writable numpy arrays as after a load
        assert plane.events.start_ps.flags.writeable


def tricky_xspace():
    space = xplane_pb2.XSpace(hostnames=["h\u00e9"], errors=["e1"], warnings=["w1", ""])
    b = PlaneBuilder(space, "/host:CPU")
    b.plane_stats({
        "big": 2**64 - 1, "neg": -2**63, "inf": float("-inf"), "tiny": 5e-324,
        "blob": b"\x00\xff" * 1000, "empty_bytes": b"", "text": "\u2603 snow \U0001f600", "empty": "",
        "ref": Ref("neg"),
    })
    line = b.line("t", timestamp_ns=10)
    md_stats = {"hlo_proto": b"\x08\x01" * 50, "flops": 3.5, "n": 7, "s": "x"}
    b.event_metadata("op", display_name="Op", stats=md_stats)
    values = [1, -1, 2**64 - 1, 0.5, float("nan"), "a", "", "\u00e9", b"b", b"", Ref("t"), "a", b"b"]
    for i, v in enumerate(values):
        b.event(line, "op", offset_ps=i, duration_ps=1, stats={"v": v, "k": i})
    b.event(line, "bare", offset_ps=100)
    return space


def test_disk_entry_keeps_every_kind_of_value(make_xspace_file, cache_dir, monkeypatch):
    path = make_xspace_file(tricky_xspace())
    original, again = _round_trip(path, cache_dir, monkeypatch)
    assert_same_types(again, original)
    for pa, pb in zip(original.planes, again.planes):
        assert all(same_value(pa.stats[k], pb.stats[k]) for k in pa.stats)
        assert pa.stat("v").values.tolist().__repr__() == pb.stat("v").values.tolist().__repr__()
    assert again.host_plane.stats["big"] == 2**64 - 1
    assert again.host_plane.stats["blob"] == b"\x00\xff" * 1000


@pytest.mark.parametrize("value", [
    None, True, 0, -2**63, 2**64 - 1, 0.1, -0.0, 5e-324, float("inf"), float("nan"), "", "\u00e9\U0001f600", b"", b"\x00\xff",
])
def test_stat_values_round_trip_exactly(value):
    writer = cache_mod._Writer()
    encoded = orjson.loads(orjson.dumps(writer.value(value)))
    buf = bytearray(b"".join(bytes(memoryview(c).cast("B")) for c in writer.chunks))
    got = cache_mod._Reader(memoryview(buf), writer.arrays).value(encoded)
    assert type(got) is type(value)
    assert same_value(got, value) and repr(got) == repr(value)


def test_disk_entry_without_decoded_stats_decodes_them_from_the_file(make_xspace_file, cache_dir, monkeypatch):
    path = make_xspace_file(tricky_xspace())
    original, again = _round_trip(path, cache_dir, monkeypatch, decode_stats=False)
    assert not again.host_plane.stats_loaded
    assert stat_rows(again.host_plane) == stat_rows(original.host_plane)


def test_derived_data_stays_in_memory(profile_file, cache_dir, monkeypatch):
    """Data derived from a profile is not written to disk (it is Python
    objects, not columns); a restarted server builds it again."""
    cache = ProfileCache(cache_dir)
    profile = cache.profile(profile_file)
    assert profile.derived("test/v1", lambda p: {"built": 1}) == {"built": 1}
    profile.host_plane.stat_table
    cache.save_stats(profile)
    flush()
    no_load(monkeypatch)
    again = ProfileCache(cache_dir).profile(profile_file)
    assert again.derived_keys == ()


def test_identity_is_the_key_the_profile_was_read_under(profile_file, cache_dir):
    cache = ProfileCache(cache_dir)
    profile = cache.profile(profile_file)
    key = xspace.file_key(profile_file)
    assert cache.identity(profile) == key
    other = ProfileCache(cache_dir)
    assert other.identity(other.profile(profile_file)) == key  # from disk
    st = profile_file.stat()
    rewrite(profile_file, sample_xspace().SerializeToString(), st.st_mtime_ns + 5_000_000_000)
    assert cache.identity(profile) == key  # still what it was read from
    assert cache.identity(cache.profile(profile_file)) == xspace.file_key(profile_file) != key


def test_key_locks_do_not_grow(cache_dir):
    cache = ProfileCache(cache_dir)
    for i in range(100):
        cache.result(("k", i), lambda: b"x")
    assert cache._locks._locks == {}
