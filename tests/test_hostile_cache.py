"""The disk cache under hostile or broken input (issue 13, items 5 and 9).

A file replaced or rewritten while (or after) it is read must never leave its
old data under its new identity; a damaged entry is rebuilt, never served; a
cache file is data, never code; pruning deletes only the cache's own files.
"""

from __future__ import annotations

import os
import pickle
import shutil

import orjson
import pytest

from conftest import encode_varint, fixture_xplane, sample_xspace
from tb_profile_plugin.profile import cache as cache_mod
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.profile.cache import ProfileCache, flush
from tb_profile_plugin.service import Service

OLD_EVENTS, NEW_EVENTS = 1254, 12  # tf_custom_loop_steps, sample_xspace()


@pytest.fixture
def logdir(tmp_path):
    """A logdir with one run ("run", host "vm"): a private copy of a real profile."""
    root = tmp_path / "logdir"
    run = root / "plugins" / "profile" / "run"
    run.mkdir(parents=True)
    shutil.copyfile(fixture_xplane("tf_custom_loop_steps"), run / "vm.xplane.pb")
    return root


@pytest.fixture
def xplane(logdir):
    return logdir / "plugins" / "profile" / "run" / "vm.xplane.pb"


@pytest.fixture
def cache_dir(tmp_path):
    return tmp_path / "cache"


def replace_file(path, data: bytes) -> None:
    """Swaps in a new file (a new inode) the way tools write: write then rename."""
    tmp = path.with_name(path.name + ".new")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def entries(directory, suffix):
    flush()
    return sorted(p for p in directory.rglob(f"*{suffix}") if p.is_file() and not p.is_symlink())


def stats_json(logdir, cache):
    data = Service(logdir, cache=cache).tool_json("run", "tensorflow_stats", "vm", {})
    flush()
    return data


# -- item 5: identity before and after reading -------------------------------------------


def test_file_replaced_mid_load_is_not_cached_under_the_wrong_key(xplane, cache_dir, monkeypatch):
    """The file is swapped between the identity taken before reading and the
    read: what was read (the new file) must not be stored under the old
    file's identity, which a restored old file would then be served from."""
    original = xplane.read_bytes()
    st = xplane.stat()
    real_read = xspace.read_padded
    swaps = []

    def swap_then_read(path):
        if not swaps:
            swaps.append(path)
            replace_file(xplane, sample_xspace().SerializeToString())
        return real_read(path)

    monkeypatch.setattr(xspace, "read_padded", swap_then_read)
    cache = ProfileCache(cache_dir)
    got = cache.profile(xplane)
    assert swaps
    assert got.num_events == NEW_EVENTS  # answers from what it read (or a second read)
    assert cache.profile(xplane).num_events == NEW_EVENTS
    assert ProfileCache(cache_dir).profile(xplane).num_events == NEW_EVENTS
    # The old file is put back as it was (same bytes, size and mtime):
    xplane.write_bytes(original)
    os.utime(xplane, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert cache.profile(xplane).num_events == OLD_EVENTS
    assert ProfileCache(cache_dir).profile(xplane).num_events == OLD_EVENTS


def test_file_replaced_after_load_does_not_poison_the_result_cache(logdir, xplane, cache_dir, monkeypatch):
    """The file is swapped after its profile was read, before the tool result
    is stored: the old file's result must not be stored (and served after a
    restart) under the new file's identity."""
    real_load = xspace.load
    swaps = []

    def load_then_swap(path, **kwargs):
        profile = real_load(path, **kwargs)
        if not swaps:
            swaps.append(path)
            replace_file(xplane, sample_xspace().SerializeToString())
        return profile

    monkeypatch.setattr(xspace, "load", load_then_swap)
    stats_json(logdir, ProfileCache(cache_dir))
    assert swaps
    monkeypatch.setattr(xspace, "load", real_load)
    expected = stats_json(logdir, ProfileCache(None))  # the new file, no cache at all
    assert stats_json(logdir, ProfileCache(cache_dir)) == expected  # a restarted server
    assert Service(logdir, cache=ProfileCache(cache_dir)).profiles("run")[0].num_events == NEW_EVENTS


def _padded_xspace(data: bytes, size: int) -> bytes:
    """An XSpace of exactly `size` bytes: `data` plus one long `warnings` string."""
    for n in range(size - len(data), 0, -1):
        extra = b"\x1a" + encode_varint(n) + b"w" * n
        if len(data) + len(extra) == size:
            return data + extra
    raise AssertionError("cannot pad")


def test_same_size_same_mtime_rewrite_is_rebuilt(xplane, cache_dir):
    st = xplane.stat()
    cache = ProfileCache(cache_dir)
    assert cache.profile(xplane).num_events == OLD_EVENTS
    flush()
    data = _padded_xspace(sample_xspace().SerializeToString(), st.st_size)
    xplane.write_bytes(data)  # in place: same inode
    os.utime(xplane, ns=(st.st_atime_ns, st.st_mtime_ns))
    after = xplane.stat()
    assert (after.st_size, after.st_mtime_ns, after.st_ino) == (st.st_size, st.st_mtime_ns, st.st_ino)
    assert cache.profile(xplane).num_events == NEW_EVENTS
    assert ProfileCache(cache_dir).profile(xplane).num_events == NEW_EVENTS


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty"])
def test_damaged_result_entry_is_rebuilt_not_served(logdir, cache_dir, damage):
    expected = stats_json(logdir, ProfileCache(cache_dir))
    orjson.loads(expected)
    (entry,) = entries(cache_dir, ".result")
    data = entry.read_bytes()
    if damage == "truncate":
        entry.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        middle = len(data) // 2
        entry.write_bytes(data[:middle] + bytes([data[middle] ^ 0x55]) + data[middle + 1:])
    else:
        entry.write_bytes(b"")
    got = stats_json(logdir, ProfileCache(cache_dir))
    assert orjson.loads(got) == orjson.loads(expected)
    assert got == expected
    (rebuilt,) = entries(cache_dir, ".result")
    assert rebuilt.read_bytes() == data  # deleted and written again, whole


def test_truncated_result_entry_through_the_routes(logdir, cache_dir):
    """The same through HTTP: a 200 reply holds valid JSON."""
    from http_util import PREFIX
    from werkzeug.test import Client

    from tb_profile_plugin.server import make_app

    url = PREFIX + "data?run=run&tag=tensorflow_stats&host=vm"
    first = Client(make_app(str(logdir), cache_dir=str(cache_dir))).get(url)
    assert first.status_code == 200
    flush()
    for entry in entries(cache_dir, ".result"):
        entry.write_bytes(entry.read_bytes()[:-7])
    reply = Client(make_app(str(logdir), cache_dir=str(cache_dir))).get(url)
    assert reply.status_code == 200
    assert orjson.loads(reply.get_data()) == orjson.loads(first.get_data())


# -- item 9: data, not code; only our own files ---------------------------------------


class _Bomb:
    """Unpickling this creates a file: proof that code ran."""

    def __init__(self, path):
        self.path = str(path)

    def __reduce__(self):
        return (open, (self.path, "w"))


def test_planted_pickle_is_never_unpickled(logdir, xplane, cache_dir, tmp_path):
    marker = tmp_path / "code-ran"
    stats_json(logdir, ProfileCache(cache_dir))  # writes a profile and a result entry
    planted = entries(cache_dir, ".profile") + entries(cache_dir, ".result")
    assert planted
    bomb = pickle.dumps(_Bomb(marker), protocol=pickle.HIGHEST_PROTOCOL)
    for entry in planted:
        entry.write_bytes(bomb)
    # and under other plausible names next to them
    for directory in {p.parent for p in planted}:
        for name in ("0" * 40 + ".profile", "f" * 64 + ".profile", "0" * 40 + ".result"):
            (directory / name).write_bytes(bomb)
    cache = ProfileCache(cache_dir)
    assert cache.profile(xplane).num_events == OLD_EVENTS
    got = stats_json(logdir, cache)
    orjson.loads(got)
    assert not marker.exists()


def _plant_other_files(folder, outside, *, like_ours=True):
    """Files a shared folder may hold, and symlinks to outside it; with
    `like_ours`, also a regular file named as the cache names its entries."""
    folder.mkdir(parents=True, exist_ok=True)
    outside.mkdir()
    (outside / "precious.txt").write_bytes(b"x" * 50_000)
    (outside / ("a" * 64 + ".profile")).write_bytes(b"y" * 50_000)
    files = {
        "notes.txt": b"n" * 100_000,
        "0123456789abcdef0123456789abcdef01234567.profile": b"p" * 100_000,
        "tmpabcdefgh.tmp": b"t" * 1000,
        "sub/inner.txt": b"i" * 1000,
    }
    if like_ours:
        files["b" * 64 + ".result"] = b"r" * 100_000
    for name, data in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
        os.utime(folder / name, ns=(1, 1))  # older than anything the cache writes
    os.symlink(outside, folder / "outside-link")
    os.symlink(outside / ("a" * 64 + ".profile"), folder / (("c" * 64) + ".profile"))
    return files


def _assert_untouched(folder, outside, files):
    for name, data in files.items():
        assert (folder / name).read_bytes() == data, name
    assert (outside / "precious.txt").read_bytes() == b"x" * 50_000
    assert (outside / ("a" * 64 + ".profile")).read_bytes() == b"y" * 50_000
    assert (folder / "outside-link").is_symlink()
    assert (folder / (("c" * 64) + ".profile")).is_symlink()


def _fill_cache(logdir, xplane, folder):
    cache = ProfileCache(folder)
    cache.disk.limit_bytes = 1  # every write prunes as much as it may
    profile = cache.profile(xplane)
    profile.host_plane.stat_table
    cache.save_stats(profile)
    cache.result(("k", 1), lambda: b'{"a": 1}')
    stats_json(logdir, cache)
    flush()


def test_pruning_a_shared_folder_deletes_none_of_its_files(logdir, xplane, tmp_path):
    shared = tmp_path / "shared"
    files = _plant_other_files(shared, tmp_path / "outside")
    _fill_cache(logdir, xplane, shared)
    _assert_untouched(shared, tmp_path / "outside", files)


def test_pruning_our_own_folder_spares_foreign_names_and_symlinks(logdir, xplane, tmp_path):
    """Files dropped into the cache's own folder later: only the cache's own
    entries (a strict name pattern, regular files) are ever deleted."""
    ours = tmp_path / "ours"
    ProfileCache(ours).result(("k", 0), lambda: b"{}")
    flush()
    files = _plant_other_files(ours, tmp_path / "outside", like_ours=False)
    _fill_cache(logdir, xplane, ours)
    _assert_untouched(ours, tmp_path / "outside", files)


def test_pruning_still_bounds_the_cache(logdir, xplane, cache_dir):
    cache = ProfileCache(cache_dir)
    cache.disk.limit_bytes = 1
    cache.result(("k", 1), lambda: b"1")
    cache.result(("k", 2), lambda: b"2")
    cache.profile(xplane)
    flush()
    assert len(entries(cache_dir, ".result") + entries(cache_dir, ".profile")) <= 1


def test_cache_module_never_unpickles():
    assert "pickle" not in cache_mod.__dict__


# -- entries that pass the header check but are not what we write ------------------------


def _manifest(**changes):
    m = {"format": cache_mod.FORMAT_VERSION, "host": "h", "path": "p", "origin_ns": 0, "hostnames": [],
         "errors": [], "warnings": [], "line_fields": ["id", "display_id", "name", "display_name",
                                                       "timestamp_ns", "duration_ps", "start", "stop"],
         "planes": [], "arrays": []}
    m.update(changes)
    return m


def _payload(manifest, tail=b"", size=None):
    data = orjson.dumps(manifest)
    head = (len(data) if size is None else size).to_bytes(8, "little") + data
    return head + bytes(-len(head) % 64) + tail


def _raw_manifest(body: bytes) -> bytes:
    return len(body).to_bytes(8, "little") + body


_EVENTS = {"line": 0, "metadata_id": 1, "start_ps": 1, "duration_ps": 1}


def _plane(**changes):
    p = {"id": 0, "name": "/host:CPU", "lines": [], "events": _EVENTS, "metadata": [], "stat_names": [],
         "stats": [], "stat_table": None}
    p.update(changes)
    return p


HOSTILE = {
    "not json": b"\x05\x00\x00\x00\x00\x00\x00\x00{{{{{",
    "manifest past the end": _payload(_manifest(), size=1 << 40),
    "no manifest length": b"\x01",
    "other format": _payload(_manifest(format=999)),
    "deep json": _raw_manifest(b"[" * 100_000 + b"]" * 100_000),
    "object dtype": _payload(_manifest(planes=[_plane()], arrays=[["|O8", 1, 0], ["<i8", 0, 0]]), bytes(64)),
    "array past the end": _payload(_manifest(planes=[_plane()], arrays=[["<i4", 1 << 30, 0], ["<i8", 0, 0]])),
    "negative offset": _payload(_manifest(planes=[_plane()], arrays=[["<i4", 0, -64], ["<i8", 0, 0]])),
    "columns of different lengths": _payload(
        _manifest(planes=[_plane()], arrays=[["<i4", 0, 0], ["<i8", 2, 0]]), bytes(64)),
    "line past the events": _payload(_manifest(
        planes=[_plane(lines=[[0, 0, "t", "", 0, 0, 0, 5]])], arrays=[["<i4", 0, 0], ["<i8", 0, 0]])),
    "codes out of range": _payload(_manifest(planes=[_plane(stat_table={
        "event": {"a": 3}, "stat_id": {"a": 3}, "kind": {"a": 3}, "ival": {"a": 3}, "dval": {"a": 3},
        "sval": {"codes": 2, "values": ["x"]}})], arrays=[["<i4", 0, 0], ["<i8", 0, 0], ["<i4", 1, 0], ["<i8", 1, 0]]),
        (5).to_bytes(8, "little")),
    "bad value tag": _payload(_manifest(planes=[_plane(stats=[["k", ["p", "os.system"]]])],
                                        arrays=[["<i4", 0, 0], ["<i8", 0, 0]])),
}


@pytest.mark.parametrize("payload", HOSTILE.values(), ids=HOSTILE.keys())
def test_checksummed_but_hostile_profile_entry_is_rebuilt(xplane, cache_dir, payload):
    cache = ProfileCache(cache_dir)
    key = cache_mod.profile_key(xspace.file_key(xplane))
    cache.disk.write(key, ".profile", lambda: [payload])
    flush()
    (entry,) = entries(cache_dir, ".profile")
    assert ProfileCache(cache_dir).profile(xplane).num_events == OLD_EVENTS
    flush()
    (entry,) = entries(cache_dir, ".profile")
    assert cache_mod._unpack(bytearray(entry.read_bytes()), 2, cache.disk.digest(key)) != payload
    assert ProfileCache(cache_dir).profile(xplane).num_events == OLD_EVENTS


def test_entry_written_for_another_key_is_not_served(cache_dir):
    cache = ProfileCache(cache_dir)
    cache.result(("k", 1), lambda: b"one")
    cache.result(("k", 2), lambda: b"two")
    flush()
    one, two = (cache.disk.path(("k", i), ".result") for i in (1, 2))
    os.replace(one, two)  # a valid entry under another entry's name
    assert ProfileCache(cache_dir).result(("k", 2), lambda: b"two again") == b"two again"


def _in_thread(fn, timeout=20):
    import threading
    out = []
    thread = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    thread.start()
    thread.join(timeout)
    assert not thread.is_alive(), "blocked"
    return out[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_fifo_planted_as_an_entry_does_not_block(xplane, cache_dir):
    cache = ProfileCache(cache_dir)
    os.mkfifo(cache.disk.path(cache_mod.profile_key(xspace.file_key(xplane)), ".profile"))
    os.mkfifo(cache.disk.path(("k",), ".result"))
    assert _in_thread(lambda: ProfileCache(cache_dir).profile(xplane).num_events) == OLD_EVENTS
    assert _in_thread(lambda: ProfileCache(cache_dir).result(("k",), lambda: b"v")) == b"v"
    flush()
    assert len(entries(cache_dir, ".profile")) == 1  # the FIFO was replaced by an entry


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_fifo_as_a_profile_is_an_error_not_a_hang(tmp_path, cache_dir):
    from tb_profile_plugin.errors import ProfileError

    fifo = tmp_path / "h.xplane.pb"
    os.mkfifo(fifo)

    def load():
        with pytest.raises(ProfileError):
            ProfileCache(cache_dir).profile(fifo)
        return True

    assert _in_thread(load)


def test_symlink_planted_as_an_entry_is_not_followed(xplane, cache_dir, tmp_path):
    cache = ProfileCache(cache_dir)
    cache.result(("k", 1), lambda: b"secret")
    flush()
    elsewhere = tmp_path / "elsewhere.result"
    os.replace(cache.disk.path(("k", 1), ".result"), elsewhere)
    os.symlink(elsewhere, cache.disk.path(("k", 1), ".result"))
    assert ProfileCache(cache_dir).result(("k", 1), lambda: b"fresh") == b"fresh"
    flush()
    assert not cache.disk.path(("k", 1), ".result").is_symlink()
    assert elsewhere.exists()


# -- which directory the cache owns -------------------------------------------------------


def test_missing_or_empty_directory_becomes_ours(cache_dir, tmp_path):
    for directory in (cache_dir, tmp_path / "empty"):
        (tmp_path / "empty").mkdir(exist_ok=True)
        ProfileCache(directory).result(("k",), lambda: b"v")
        flush()
        assert (directory / cache_mod.MARKER).read_bytes().startswith(b"tb-profile-plugin cache")
        assert len(list(directory.glob("*.result"))) == 1


def test_folder_with_other_files_gets_a_subdirectory(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "notes.txt").write_text("mine")
    ProfileCache(shared).result(("k",), lambda: b"v")
    flush()
    assert sorted(p.name for p in shared.iterdir()) == ["notes.txt", cache_mod.MARKER]
    sub = shared / cache_mod.MARKER
    assert (sub / cache_mod.MARKER).is_file()
    assert len(list(sub.glob("*.result"))) == 1
    assert ProfileCache(shared).result(("k",), lambda: b"other") == b"v"  # found again


def test_no_directory_of_our_own_means_no_disk_cache(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "notes.txt").write_text("mine")
    (shared / cache_mod.MARKER).write_text("a file of someone else's, by chance named like ours")
    cache = ProfileCache(shared)
    assert cache.result(("k",), lambda: b"v") == b"v"
    flush()
    assert sorted(p.name for p in shared.iterdir()) == ["notes.txt", cache_mod.MARKER]
    assert cache.disk.directory is None


def test_symlinked_subdirectory_is_not_used(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "notes.txt").write_text("mine")
    target = tmp_path / "target"
    target.mkdir()
    os.symlink(target, shared / cache_mod.MARKER)
    ProfileCache(shared).result(("k",), lambda: b"v")
    flush()
    assert list(target.iterdir()) == []


def test_default_directory_is_adopted_and_old_entries_removed(tmp_path, monkeypatch):
    """The default location is named after us: a copy written before the
    marker existed is marked, and its old (pickled) entries removed; other
    files stay."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    default = cache_mod.default_cache_dir()
    default.mkdir(parents=True)
    old = default / ("0" * 40 + ".profile")
    old.write_bytes(pickle.dumps(None))
    (default / "keep.txt").write_text("x")
    ProfileCache().result(("k",), lambda: b"v")
    flush()
    assert not old.exists()
    assert (default / "keep.txt").exists() and (default / cache_mod.MARKER).is_file()
    assert len(list(default.glob("*.result"))) == 1
