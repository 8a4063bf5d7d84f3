"""The loader (profile/xspace.py) and the model (profile/model.py).

Every real profile is checked against a direct walk of the same file with the
full protobuf classes: planes, lines, every event's columns and every stat.
"""

from __future__ import annotations

import gzip
import json
import math

import numpy as np
import pytest

from conftest import (
    PlaneBuilder,
    Ref,
    fixture_xplane,
    fixture_xplanes,
    length_delimited as field,
    read_xspace_pb,
    reference_xplanes,
    same_value,
    sample_xspace,
    xplane_id,
)
from tb_profile_plugin.errors import ProfileError
from tb_profile_plugin.profile import model, wire, xspace
from tb_profile_plugin.protos import xplane_pb2

ALL_FILES = fixture_xplanes() + reference_xplanes()


@pytest.fixture(scope="module")
def loaded():
    """path -> Profile, each file parsed once for the module."""
    cache = {}

    def get(path):
        if path not in cache:
            cache[path] = xspace.load(path)
        return cache[path]

    return get


# --- the reference walk -------------------------------------------------------------


def pb_value(stat, stat_names):
    kind = stat.WhichOneof("value")
    if kind is None:
        return None
    if kind == "ref_value":
        return stat_names.get(stat.ref_value, "")
    return getattr(stat, kind)


def pb_stats(stats, stat_names):
    return {stat_names.get(s.metadata_id, str(s.metadata_id)): pb_value(s, stat_names) for s in stats}


def pb_origin_ns(space):
    stamps = [line.timestamp_ns for p in space.planes for line in p.lines if len(line.events)]
    return min(stamps) if stamps else 0


def pb_events(xplane, origin_ns):
    """(line, metadata_id, start_ps, duration_ps) arrays and [(row, stat, value)]."""
    stat_names = {k: m.name for k, m in xplane.stat_metadata.items()}
    cols = ([], [], [], [])
    stats = []
    for li, line in enumerate(xplane.lines):
        base = (line.timestamp_ns - origin_ns) * 1000
        for ev in line.events:
            row = len(cols[0])
            cols[0].append(li)
            cols[1].append(ev.metadata_id)
            cols[2].append(base + ev.offset_ps)
            cols[3].append(ev.duration_ps)
            for s in ev.stats:
                stats.append((row, stat_names.get(s.metadata_id, str(s.metadata_id)), pb_value(s, stat_names)))
    return [np.array(c, dtype=np.int64) for c in cols], stats


def table_stats(plane):
    """[(row, stat, value)] of a plane's StatTable, values as Python objects."""
    t = plane.stat_table
    out = []
    for i in range(len(t)):
        kind = int(t.kind[i])
        if kind == model.KIND_DOUBLE:
            value = float(t.dval[i])
        elif kind == model.KIND_INT64:
            value = int(t.ival[i])
        elif kind == model.KIND_UINT64:
            value = int(t.ival[i:i + 1].view(np.uint64)[0])
        elif kind in (model.KIND_STR, model.KIND_BYTES, model.KIND_REF):
            value = t.sval[i]
        else:
            value = None
        name = plane.stat_names.get(int(t.stat_id[i]), str(int(t.stat_id[i])))
        out.append((int(t.event[i]), name, value))
    return out


def assert_same_stats(actual, expected):
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected):
        assert a[:2] == e[:2] and same_value(a[2], e[2]), (a, e)
        assert type(a[2]) is type(e[2]), (a, e)


def assert_matches_pb(profile, space):
    origin = pb_origin_ns(space)
    assert profile.origin_ns == origin
    assert list(profile.hostnames) == list(space.hostnames)
    assert [p.name for p in profile.planes] == [p.name for p in space.planes]
    for plane, xplane in zip(profile.planes, space.planes):
        assert plane.id == xplane.id
        stat_names = {k: m.name for k, m in xplane.stat_metadata.items()}
        assert plane.stat_names == stat_names
        assert [(ln.id, ln.display_id, ln.name, ln.display_name, ln.timestamp_ns, ln.duration_ps, ln.num_events)
                for ln in plane.lines] == [
            (x.id, x.display_id, x.name, x.display_name, x.timestamp_ns, x.duration_ps, len(x.events))
            for x in xplane.lines
        ]
        (line, md, start, dur), stats = pb_events(xplane, origin)
        ev = plane.events
        assert len(ev) == len(md)
        np.testing.assert_array_equal(ev.line, line)
        np.testing.assert_array_equal(ev.metadata_id, md)
        np.testing.assert_array_equal(ev.start_ps, start)
        np.testing.assert_array_equal(ev.duration_ps, dur)
        np.testing.assert_array_equal(ev.end_ps, start + dur)
        for ln in plane.lines:
            assert np.all(ev.line[ln.start:ln.stop] == plane.lines.index(ln))
        assert_same_stats(table_stats(plane), stats)
        assert plane.stats == pb_stats(xplane.stats, stat_names)
        assert set(plane.event_metadata) == set(xplane.event_metadata)
        for mid, xmd in xplane.event_metadata.items():
            md_ = plane.event_metadata[mid]
            assert (md_.name, md_.display_name, md_.child_ids) == (xmd.name, xmd.display_name, tuple(xmd.child_id))
            assert md_.stats == pb_stats(xmd.stats, stat_names)


# --- real profiles ------------------------------------------------------------------


@pytest.mark.parametrize("path", ALL_FILES, ids=xplane_id)
def test_profile_matches_protobuf_walk(path, loaded):
    profile = loaded(path)
    assert profile.path == str(path)
    assert profile.host == "vm"
    assert profile.num_events > 0
    assert_matches_pb(profile, read_xspace_pb(path))


def test_fixtures_are_all_there():
    names = {xplane_id(p) for p in fixture_xplanes()}
    assert names == {
        "fixtures/gzip_xplane", "fixtures/jax_jit_train", "fixtures/jax_async_dispatch",
        "fixtures/tf_custom_loop_steps", "fixtures/tf_keras_profile_batch", "fixtures/tf_loop_python_tracer",
    }


def test_event_stats_merge_metadata_and_event_stats(loaded):
    path = fixture_xplane("tf_custom_loop_steps")
    space = read_xspace_pb(path)
    plane = loaded(path).host_plane
    xplane = next(p for p in space.planes if p.name == plane.name)
    stat_names = {k: m.name for k, m in xplane.stat_metadata.items()}
    row = 0
    for line in xplane.lines:
        for ev in line.events:
            expected = pb_stats(xplane.event_metadata[ev.metadata_id].stats, stat_names)
            expected.update(pb_stats(ev.stats, stat_names))
            assert plane.event_stats(row) == expected, row
            row += 1


@pytest.mark.parametrize("path", fixture_xplanes(), ids=xplane_id)
def test_one_events_stats_without_the_stat_table(path):
    """A trace viewer click decodes one event's stats, not the plane's table: the same
    stats in the same order as from the table."""
    alone, full = xspace.load(path), xspace.load(path)
    for plane, whole in zip(alone.planes, full.planes):
        rows = np.unique(np.linspace(0, len(plane.events) - 1, 50).astype(np.int64)) if len(plane.events) else []
        for row in rows.tolist() if len(rows) else []:
            got = list(plane.event_stats(row).items())
            assert not plane.stats_loaded
            whole.stat_table  # noqa: B018 (decoded: the table's path)
            assert got == list(whole.event_stats(row).items()), (plane.name, row)


def test_gzip_profile_equals_its_plain_twin(loaded):
    plain = loaded(fixture_xplane("tf_custom_loop_steps"))
    packed = loaded(fixture_xplane("gzip_xplane"))
    assert packed.path.endswith(".xplane.pb.gz") and packed.host == "vm"
    assert packed.origin_ns == plain.origin_ns
    assert [p.name for p in packed.planes] == [p.name for p in plain.planes]
    for a, b in zip(packed.planes, plain.planes):
        assert a.lines == b.lines
        for col in ("line", "metadata_id", "start_ps", "duration_ps"):
            np.testing.assert_array_equal(getattr(a.events, col), getattr(b.events, col))
        assert a.event_metadata == b.event_metadata and a.stats == b.stats
        assert_same_stats(table_stats(a), table_stats(b))


def test_event_names_use_display_names(loaded):
    plane = loaded(fixture_xplane("tf_custom_loop_steps")).host_plane
    mds = [plane.event_metadata[int(m)] for m in plane.events.metadata_id]
    differing = [m for m in mds if m.display_name and m.display_name != m.name]
    assert differing, "the fixture should have events with display names"
    assert list(plane.event_names()) == [m.display_name or m.name for m in mds]
    assert list(plane.event_names(display=False)) == [m.name for m in mds]


def test_event_names_of_unknown_metadata_are_empty(make_xspace_file):
    space = xplane_pb2.XSpace()
    b = PlaneBuilder(space, "/host:CPU")
    line = b.line("t", timestamp_ns=5)
    b.event(line, "known", 0, 10)
    b.event_metadata("other", display_name="Other")
    line.events.add(metadata_id=99, offset_ps=20, duration_ps=1)
    b.event(line, "other", 30, 1)
    plane = xspace.load(make_xspace_file(space)).planes[0]
    assert list(plane.event_names()) == ["known", "", "Other"]
    assert list(plane.event_names(display=False)) == ["known", "", "other"]
    assert list(plane.metadata_codes()) == [0, -1, 1]


@pytest.mark.parametrize("dtype", [np.int32, np.int64])
def test_metadata_codes_whatever_the_events_ids(dtype):
    """Each event's index among the plane's sorted metadata ids, -1 for an id no
    metadata has (negative, 0, past the last, between): by a table or a search."""
    from types import SimpleNamespace

    rng = np.random.default_rng(3)
    for known in ([1, 2, 5, 9], [0, 3, 40], [2, 7, 11], [1, 2**23, 6], [4]):
        order = np.array(sorted(known), np.int64)
        md = rng.choice(known + [-1, 0, 3, -(2**31) + 5, 10**6, 2**31 - 1, 10], 2000).astype(dtype)
        plane = SimpleNamespace(_metadata_order=lambda: order, events=SimpleNamespace(metadata_id=md))
        index = {i: k for k, i in enumerate(order.tolist())}
        expected = [index.get(i, -1) for i in md.tolist()]
        assert model.Plane.metadata_codes(plane).tolist() == expected, known
        assert model.Plane.metadata_codes(plane, md[::7]).tolist() == expected[::7]


def test_step_num_stat_of_custom_loop(loaded):
    plane = loaded(fixture_xplane("tf_custom_loop_steps")).host_plane
    col = plane.stat("step_num")
    assert sorted(col.values.tolist()) == [0, 1, 2, 3, 4]
    assert set(plane.event_names()[col.events]) == {"train"}
    spread = col.for_events(len(plane.events), fill=-1)
    assert spread.shape == (len(plane.events),)
    assert sorted(spread[spread >= 0].tolist()) == [0, 1, 2, 3, 4]
    assert len(plane.stat("no such stat")) == 0


def test_jax_metadata_plane_has_hlo_protos(loaded):
    profile = loaded(fixture_xplane("jax_jit_train"))
    plane = profile.plane("/host:metadata")
    assert plane is not None and len(plane.events) == 0 and not plane.lines
    protos = plane.metadata_stat("Hlo Proto")
    assert len(protos) >= 1
    assert all(isinstance(v, bytes) and len(v) > 100 for v in protos.values())
    assert set(protos) <= set(plane.metadata_stat("program_id"))
    assert {"jax_version", "jaxlib_version"} <= set(plane.stats)


def test_time_span_covers_all_events(loaded):
    profile = loaded(fixture_xplane("jax_jit_train"))
    lo, hi = profile.time_span_ps()
    events = [p.events for p in profile.planes if len(p.events)]
    assert lo == min(int(e.start_ps.min()) for e in events) >= 0  # origin: the earliest line timestamp
    assert hi == max(int(p.events.end_ps.max()) for p in profile.planes if len(p.events))


# --- synthetic profiles -------------------------------------------------------------


def test_sample_xspace_round_trip(make_xspace_file):
    space = sample_xspace()
    b = PlaneBuilder(space, "/device:TPU:0")
    line = b.line("XLA Ops", timestamp_ns=1_000_000 + 3, display_name="Ops")
    b.event(line, "op", 7, 11, stats={
        "u": 2**64 - 1, "i": -5, "d": float("inf"), "s": "héllo ✓", "b": b"\x00\xff",
        "r": Ref("jit_step"), "n": float("nan"),
    })
    path = make_xspace_file(space)
    profile = xspace.load(path)
    assert_matches_pb(profile, space)
    tpu = profile.plane("/device:TPU:0")
    assert tpu.lines[0].label == "Ops"
    assert profile.origin_ns == 999_000  # the host line of sample_xspace starts first
    assert tpu.events.start_ps[0] == (1_000_003 - 999_000) * 1000 + 7
    stats = tpu.event_stats(0)
    assert stats["u"] == 2**64 - 1 and stats["i"] == -5 and stats["d"] == math.inf
    assert stats["s"] == "héllo ✓" and stats["b"] == b"\x00\xff" and stats["r"] == "jit_step"
    assert math.isnan(stats["n"])
    assert [p.name for p in profile.device_planes] == ["/device:GPU:0", "/device:TPU:0"]


def test_stats_are_decoded_lazily(make_xspace_file):
    plane = xspace.load(make_xspace_file()).planes[0]
    assert not plane.stats_loaded
    assert len(plane.events) == 9
    assert sorted(plane.stat("step_num").values.tolist()) == [0, 1, 2]
    assert plane.stats_loaded


@pytest.mark.parametrize("space", [
    b"",
    xplane_pb2.XSpace().SerializeToString(),
    xplane_pb2.XSpace(hostnames=["h"], warnings=["w"]).SerializeToString(),
    xplane_pb2.XSpace(planes=[xplane_pb2.XPlane(name="/host:CPU", lines=[xplane_pb2.XLine(name="t")])]).SerializeToString(),
], ids=["zero_bytes", "empty_message", "hostnames_only", "line_without_events"])
def test_empty_xspace_is_a_valid_profile(space, make_xspace_file):
    profile = xspace.load(make_xspace_file(space))
    assert profile.num_events == 0
    assert profile.origin_ns == 0
    assert profile.time_span_ps() == (0, 0)
    for plane in profile.planes:
        assert len(plane.events) == 0 and len(plane.stat_table) == 0
        assert len(plane.stat("x")) == 0 and len(plane.event_names()) == 0


def test_empty_gzip_is_a_valid_profile(make_xspace_file):
    assert xspace.load(make_xspace_file(b"", name="h.xplane.pb.gz")).planes == ()


# --- unreadable files ---------------------------------------------------------------


def assert_profile_error(path):
    with pytest.raises(ProfileError) as info:
        xspace.load(path)
    assert str(path) in str(info.value)
    assert info.value.path == str(path)
    return info.value


@pytest.mark.parametrize("fraction", [0.5, 0.25, 0.9])
def test_truncated_file(fraction, make_xspace_file):
    data = fixture_xplane("tf_custom_loop_steps").read_bytes()
    assert_profile_error(make_xspace_file(data[: int(len(data) * fraction)]))


def test_truncated_gzip(make_xspace_file):
    data = fixture_xplane("gzip_xplane").read_bytes()
    err = assert_profile_error(make_xspace_file(data[: len(data) // 2], name="h.xplane.pb.gz"))
    assert "gzip" in str(err)


def test_corrupt_gzip(make_xspace_file):
    rng = np.random.default_rng(7)
    data = b"\x1f\x8b\x08\x00" + rng.bytes(200)
    assert_profile_error(make_xspace_file(data, name="h.xplane.pb.gz", compress=False))


@pytest.mark.parametrize("size", [1, 2, 3, 17, 100, 1000, 4096, 65536])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_bytes(size, seed, make_xspace_file):
    data = np.random.default_rng([seed, size]).bytes(size)
    assert_profile_error(make_xspace_file(data))


@pytest.mark.parametrize("size", [100, 4096])
def test_gzipped_random_bytes(size, make_xspace_file):
    data = np.random.default_rng(size).bytes(size)
    assert_profile_error(make_xspace_file(data, name="h.xplane.pb.gz"))


def test_json_file(make_xspace_file):
    data = json.dumps({"traceEvents": [{"name": "x", "ph": "X", "ts": 1, "dur": 2}]}).encode()
    assert_profile_error(make_xspace_file(data))
    assert_profile_error(make_xspace_file(gzip.compress(data), name="h.trace.json.gz", compress=False))


def test_missing_file(tmp_path):
    assert_profile_error(tmp_path / "nope.xplane.pb")


def test_directory_is_not_a_profile(tmp_path):
    folder = tmp_path / "d.xplane.pb"
    folder.mkdir()
    assert_profile_error(folder)


def test_corrupt_events_inside_valid_xspace(make_xspace_file):
    """A line whose raw event bytes are malformed: the protobuf parse of the
    XSpace succeeds (events are bytes to it), the event decoder must fail."""
    from tb_profile_plugin.protos import xplane_raw_pb2

    raw = xplane_raw_pb2.XSpaceRaw()
    raw.planes.add(name="/host:CPU").lines.add(name="t").events.append(b"\x08\x80\x80")
    assert_profile_error(make_xspace_file(raw.SerializeToString()))


def test_host_of():
    assert xspace.host_of("/a/b/vm.xplane.pb") == "vm"
    assert xspace.host_of("w-1.ab.xplane.pb.gz") == "w-1.ab"


# --- stats of some names and some events (Plane.stat_columns) -------------------------


def python_values(values):
    return [v.item() if isinstance(v, np.generic) else v for v in values.tolist()]


@pytest.mark.parametrize("path", ALL_FILES, ids=xplane_id)
def test_stat_columns_match_stat(path, loaded):
    """stat_columns(names, rows)[name] is stat(name) on those rows, decoded
    without the plane's StatTable."""
    reference = loaded(path)
    rng = np.random.default_rng(0)
    for index, plane in enumerate(reference.planes):
        if not len(plane.events):
            continue
        names = sorted(set(plane.stat_names.values()))
        for rows in (None, np.sort(rng.choice(len(plane.events), len(plane.events) // 3, replace=False))):
            fresh = xspace.load(path).planes[index]
            got = fresh.stat_columns(names, rows)
            assert not fresh.stats_loaded
            for name in names:
                want = plane.stat(name)
                if rows is not None:
                    keep = np.isin(want.events, rows)
                    want = model.StatColumn(want.events[keep], want.values[keep])
                column = got[name]
                assert column.events.tolist() == want.events.tolist(), name
                assert len(column.values) == len(want.values)
                for a, b in zip(python_values(column.values), python_values(want.values)):
                    assert same_value(a, b) and type(a) is type(b), (name, a, b)
                if rows is None:  # same array types too
                    assert column.values.dtype == want.values.dtype, name
                    assert fresh.stat(name) is column  # kept for stat()


def test_stat_columns_after_the_table_slice_it(make_xspace_file):
    plane = xspace.load(make_xspace_file()).planes[0]
    plane.stat_table
    columns = plane.stat_columns(["step_num", "group_id", "nope"], np.array([0, 1, 2, 3]))
    assert columns["step_num"].values.tolist() == [0, 1, 2]  # the Steps line: rows 0-2
    assert columns["group_id"].values.tolist() == [0, 1, 2, 0]
    assert len(columns["nope"]) == 0
    assert plane.stats_loaded


def test_stat_columns_of_a_plane_without_stats(make_xspace_file):
    space = xplane_pb2.XSpace()
    b = PlaneBuilder(space, "/host:CPU")
    b.stat_metadata("unused")
    b.event(b.line("t"), "e", 0, 1)
    plane = xspace.load(make_xspace_file(space)).planes[0]
    assert len(plane.stat_columns(["unused", "x"])["unused"]) == 0


def test_stat_columns_from_the_disk_cache(make_xspace_file, tmp_path):
    """A plane read back from the disk cache decodes its columns from the file."""
    from tb_profile_plugin.profile import cache

    path = make_xspace_file()
    cache.ProfileCache(tmp_path / "c").profile(path)
    cache.flush()
    again = cache.ProfileCache(tmp_path / "c").profile(path)
    plane = again.plane("/device:GPU:0")
    columns = plane.stat_columns(["flops", "hlo_op"], np.flatnonzero(plane.event_names() == "dot.2"))
    assert columns["flops"].values.tolist() == [4000] * 3
    assert columns["hlo_op"].values.tolist() == ["dot.2"] * 3
    assert not plane.stats_loaded


def test_stat_column_codes():
    numbers = model.StatColumn(np.arange(5), np.array([3, 1, 3, 2, 1]))
    codes, categories = numbers.codes()
    assert categories[codes].tolist() == [3, 1, 3, 2, 1] and len(categories) == 3
    objects = model.StatColumn(np.arange(6), np.array(["a", None, math.nan, "a", None, 1], dtype=object))
    codes, categories = objects.codes()
    back = categories[codes].tolist()
    assert back[0] == back[3] == "a" and back[1] is None and back[4] is None and math.isnan(back[2]) and back[5] == 1
    assert len(categories) == 4  # None and NaN apart
    lazy = model.StatColumn(np.array([4, 7]), codes=np.array([1, 0]), categories=np.array(["x", "y"], dtype=object))
    assert lazy.values.tolist() == ["y", "x"]
    assert lazy.take(np.array([False, True])).values.tolist() == ["x"]
    assert lazy.for_events(8, fill="").tolist() == ["", "", "", "", "y", "", "", "x"]
    import pickle

    again = pickle.loads(pickle.dumps(lazy))
    assert again.events.tolist() == [4, 7] and again.values.tolist() == ["y", "x"]
    with pytest.raises(ValueError):
        model.StatColumn(np.arange(2))


# --- events read in place, or copied ---------------------------------------------------


def handmade_xspace(line_bytes: list[bytes]) -> bytes:
    """An XSpace of one plane holding the given serialized lines, and its stat metadata."""
    stat_md = xplane_pb2.XPlane(stat_metadata={1: xplane_pb2.XStatMetadata(id=1, name="n")}).SerializeToString()
    plane = xplane_pb2.XPlane(id=1, name="/host:CPU").SerializeToString()
    plane += b"".join(field(3, line) for line in line_bytes) + stat_md
    return field(1, plane) + field(4, b"host")


def events_of(n: int, start: int = 0) -> list[bytes]:
    return [xplane_pb2.XEvent(metadata_id=1, offset_ps=start + 10 * i, duration_ps=3, stats=[
        xplane_pb2.XStat(metadata_id=1, int64_value=i)]).SerializeToString() for i in range(n)]


def line_header(name: str) -> bytes:
    return xplane_pb2.XLine(id=1, name=name, timestamp_ns=1000).SerializeToString()


@pytest.mark.parametrize("layout", ["canonical", "interleaved", "long_length", "events_first", "group"])
def test_events_read_in_place_or_parsed(layout, make_xspace_file):
    """Every valid layout of a line's events is read where it lies in the
    file's buffer (scan.py); a layout the scan does not walk (a group field)
    is parsed by the runtime and copied; both equal the protobuf walk."""
    events = events_of(50)
    records = [field(4, e) for e in events]
    if layout == "canonical":
        line = line_header("t") + b"".join(records)
    elif layout == "interleaved":  # another line field between the events
        line = line_header("t") + b"".join(records[:20]) + field(11, b"shown") + b"".join(records[20:])
    elif layout == "long_length":  # a length varint of two bytes where one does
        record = b"\x22" + bytes([len(events[7]) | 0x80, 0x00]) + events[7]
        line = line_header("t") + b"".join(records[:7]) + record + b"".join(records[8:])
    elif layout == "group":  # an unknown field 15 of wire type "start group", then its end
        line = line_header("t") + b"".join(records) + b"\x7b\x08\x01\x7c"
    else:
        line = b"".join(records) + line_header("t")
    second = line_header("u") + b"".join(field(4, e) for e in events_of(5, start=7))
    data = handmade_xspace([line, second])
    space = xplane_pb2.XSpace.FromString(data)
    profile = xspace.load(make_xspace_file(data))
    assert_matches_pb(profile, space)
    buffer, size = xspace.read_padded(make_xspace_file(data))
    found = xspace.layout(buffer, size)
    in_place = found.events[0][0].base is not None and np.shares_memory(found.events[0][0], np.frombuffer(buffer, np.uint8))
    assert in_place == (layout != "group")
    columns = profile.planes[0].stat_columns(["n"], np.arange(45, 55))
    assert columns["n"].values.tolist() == [45, 46, 47, 48, 49, 0, 1, 2, 3, 4]


def test_read_padded(make_xspace_file):
    path = make_xspace_file(b"abc")
    data, size = xspace.read_padded(path)
    assert size == 3 and bytes(data) == b"abc" + bytes(wire.PAD)
    gz = make_xspace_file(b"abcdef", name="h.xplane.pb.gz")
    data, size = xspace.read_padded(gz)
    assert size == 6 and bytes(data) == b"abcdef" + bytes(wire.PAD)
    assert xspace.read_bytes(gz) == b"abcdef"


def test_read_padded_maps_large_files(make_xspace_file, monkeypatch):
    # From _MAPPED_FROM on, the file is read into an anonymous private mapping, not
    # a bytearray: the same bytes and padding, writable, and loads the same profile.
    monkeypatch.setattr(xspace, "_READ_CHUNK", 1 << 20)  # several reads into the mapping
    body = np.random.default_rng(3).integers(0, 256, xspace._MAPPED_FROM + 12345, np.uint8).tobytes()
    data, size = xspace.read_padded(make_xspace_file(body))
    assert not isinstance(data, bytearray) and size == len(body)
    assert bytes(memoryview(data)[:size]) == body and bytes(memoryview(data)[size:]) == bytes(wire.PAD)
    np.frombuffer(data, np.uint8)[:1] = 7  # writable, as a bytearray is
    gz = make_xspace_file(body, name="h.xplane.pb.gz")  # gunzipped out of the mapping
    data, size = xspace.read_padded(gz)
    assert bytes(memoryview(data)[:size]) == body
    space = sample_xspace()
    small = xspace.load(make_xspace_file(space))
    monkeypatch.setattr(xspace, "_MAPPED_FROM", 0)
    data, _ = xspace.read_padded(make_xspace_file(space))
    assert not isinstance(data, bytearray)
    mapped = xspace.load(make_xspace_file(space))
    assert [len(p.events) for p in mapped.planes] == [len(p.events) for p in small.planes]
    for a, b in zip(mapped.planes, small.planes):
        assert a.events.start_ps.tolist() == b.events.start_ps.tolist()
        assert a.stat_table.ival.tolist() == b.stat_table.ival.tolist()


def test_ints_and_uints_of_one_stat_share_an_integer_dtype():
    # TF writes `_p`/`_c` ids as int64 on some events and uint64 on others: one
    # int64 array when every value fits, objects (exact) when a uint64 does not.
    def values(pairs):
        kinds = np.array([k for k, _ in pairs], np.int8)
        bits = np.array([v if v < 2**63 else v - 2**64 for _, v in pairs], np.int64)
        return model.values_of(kinds, lambda: bits, lambda: np.zeros(len(bits)), lambda: None)

    i, u = model.KIND_INT64, model.KIND_UINT64
    got = values([(i, 5), (u, 2**63 - 1), (i, -7)])
    assert got.dtype == np.int64 and got.tolist() == [5, 2**63 - 1, -7]
    got = values([(i, 5), (u, 2**64 - 1)])
    assert got.dtype == object and got.tolist() == [5, 2**64 - 1]
    got = values([(i, -5), (u, 2**64 - 1)])
    assert got.dtype == object and got.tolist() == [-5, 2**64 - 1]


def test_int_values_read_ids_by_their_bits():
    i, u = model.KIND_INT64, model.KIND_UINT64
    kinds = np.array([i, u, i], np.int8)
    bits = np.array([-5, -3, 7], np.int64)  # -3: the uint64 2**64 - 3
    column = model.StatColumn(np.array([2, 4, 9]), ints=(kinds, bits))
    events, ints = column.int_values()
    assert events.tolist() == [2, 4, 9] and ints.tolist() == [-5, -3, 7]
    assert column.values.tolist() == [-5, 2**64 - 3, 7]  # Python ints, made on first use
    assert column.take(np.array([False, True, True])).int_values()[1].tolist() == [-3, 7]
    # Other values: whole numbers count, the rest are left out.
    mixed = model.StatColumn(np.arange(5), np.array([3, 2.0, 2.5, "x", None], dtype=object))
    events, ints = mixed.int_values()
    assert events.tolist() == [0, 1] and ints.tolist() == [3, 2]
    doubles = model.StatColumn(np.arange(3), np.array([1.0, np.nan, 2.0**70]))
    assert doubles.int_values()[1].tolist() == [1]


def test_restrict_keeps_the_records_of_the_rows_asked_for():
    """model._restrict (stat_columns on a loaded column): a mask where the rows are
    dense, a search where they are few among large row numbers; the same records."""
    rng = np.random.default_rng(3)
    for _ in range(60):
        top = int(rng.choice([50, 10**6]))
        events = np.sort(rng.integers(0, top, int(rng.integers(1, 200))))  # repeats: a stat twice in an event
        column = model.StatColumn(events, np.arange(len(events)) * 10)
        rows = np.unique(rng.integers(0, top, int(rng.integers(0, 120))))
        got = model._restrict(column, rows)
        keep = np.isin(events, rows)
        assert got.events.tolist() == events[keep].tolist()
        assert got.values.tolist() == column.values[keep].tolist()
