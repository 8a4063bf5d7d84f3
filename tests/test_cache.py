"""Memory and disk caches of profiles and tool results (profile/cache.py)."""

from __future__ import annotations

import dataclasses
import importlib.metadata
import os
import pickle
import shutil

import numpy as np
import pytest

from conftest import fixture_xplane, sample_xspace
from tb_profile_plugin import tools
from tb_profile_plugin.errors import ProfileError
from tb_profile_plugin.profile import cache as cache_mod
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.profile.cache import flush
from tb_profile_plugin.service import Service
from tb_profile_plugin.tools import pod_viewer


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


def _varint(value):
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _padded_xspace(data: bytes, size: int) -> bytes:
    """An XSpace of exactly `size` bytes: `data` plus one long `warnings` string."""
    for n in range(size - len(data), 0, -1):
        extra = b"\x1a" + _varint(n) + b"w" * n
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


def spy_pod_viewer(monkeypatch, output):
    """Replaces pod_viewer's converter; returns the list of its calls."""
    calls = []
    monkeypatch.setattr(pod_viewer, "convert", lambda profiles, options: calls.append(1) or {"shape": output})
    return calls


def pod_json(logdir, cache_dir):
    """pod_viewer's JSON through a new Service and ProfileCache (so from disk
    when the entry is there)."""
    data = Service(logdir, cache=ProfileCache(cache_dir)).tool_json("run", "pod_viewer", "vm", {})
    flush()
    return data


def test_changed_tool_version_rebuilds_its_result(service_logdir, cache_dir, monkeypatch):
    old_calls = spy_pod_viewer(monkeypatch, "old")
    assert pod_json(service_logdir, cache_dir) == b'{"shape":"old"}'
    assert pod_json(service_logdir, cache_dir) == b'{"shape":"old"}'  # from disk
    assert len(old_calls) == 1

    tool = tools.get("pod_viewer")
    monkeypatch.setitem(tools._BY_NAME, "pod_viewer", dataclasses.replace(tool, version=tool.version + 1))
    new_calls = spy_pod_viewer(monkeypatch, "new")
    assert pod_json(service_logdir, cache_dir) == b'{"shape":"new"}'
    assert len(new_calls) == 1
    assert pod_json(service_logdir, cache_dir) == b'{"shape":"new"}'
    assert len(new_calls) == 1
    assert len(cache_files(cache_dir, ".result")) == 2


def test_changed_package_version_rebuilds_profile_and_results(service_logdir, cache_dir, monkeypatch):
    loads = []
    real_load = xspace.load
    monkeypatch.setattr(xspace, "load", lambda *a, **k: loads.append(a) or real_load(*a, **k))
    old_calls = spy_pod_viewer(monkeypatch, "old")
    assert pod_json(service_logdir, cache_dir) == b'{"shape":"old"}'
    assert pod_json(service_logdir, cache_dir) == b'{"shape":"old"}'  # all from disk
    assert (len(loads), len(old_calls)) == (1, 1)

    monkeypatch.setattr(cache_mod, "PACKAGE_VERSION", cache_mod.PACKAGE_VERSION + ".next")
    new_calls = spy_pod_viewer(monkeypatch, "new")
    assert pod_json(service_logdir, cache_dir) == b'{"shape":"new"}'
    assert (len(loads), len(new_calls)) == (2, 1)
    assert pod_json(service_logdir, cache_dir) == b'{"shape":"new"}'
    assert (len(loads), len(new_calls)) == (2, 1)
    assert len(cache_files(cache_dir, ".profile")) == 2
    assert len(cache_files(cache_dir, ".result")) == 2


@pytest.mark.parametrize("garbage", [
    b"not a pickle", b"", b"\x80\x05\x95", pickle.dumps({"not": "a profile"}), pickle.dumps(None),
], ids=["text", "empty", "truncated", "dict", "none"])
def test_damaged_cache_entry_is_ignored_and_rebuilt(profile_file, cache_dir, garbage):
    original = ProfileCache(cache_dir).profile(profile_file)
    (entry,) = cache_files(cache_dir)
    entry.write_bytes(garbage)
    again = ProfileCache(cache_dir).profile(profile_file)
    assert_same_profile(again, original)
    (entry,) = cache_files(cache_dir)
    rebuilt = pickle.loads(entry.read_bytes())
    assert rebuilt.num_events == original.num_events


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
