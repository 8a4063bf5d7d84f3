"""The trace viewer's index (analysis/trace_index.py) and its `trace_viewer@`
tool (tools/trace_window.py): windows, search and details.

Everything is checked against a plain walk of the protobuf (xplane_pb2) or a
brute-force pass over the index, on the real fixtures and on synthetic XSpaces:
- the index holds every event once, with exact times, TensorBoard's section
  and track names, rows that never overlap, and (track, start) order, plus
  XProf's ThreadpoolListener::Region spans (`pb_regions`, a plain walk; more in
  tests/test_trace_regions.py);
- a window keeps every event at least one level width long as itself and
  covers every shorter one with a box on its track and row;
- the HTTP JSON of the three modes, its errors, several hosts on one time
  axis, counters, and the full Chrome export's process names.
"""

from __future__ import annotations

import dataclasses

import json
import math
import re
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlencode

import numpy as np
import pytest
from werkzeug.test import Client

from conftest import PlaneBuilder, fixture_xplane, fixture_xplanes, read_xspace_pb, sample_xspace, xplane_id
from http_util import PREFIX, assert_error_shape, copy_fixtures, run_of
from tb_profile_plugin import tools
from tb_profile_plugin.analysis import nesting, trace_index
from tb_profile_plugin.profile import schema, xspace
from tb_profile_plugin.protos import xplane_pb2
from tb_profile_plugin.server import make_app
from tb_profile_plugin.tools import trace_viewer, trace_window

FIXTURE_FILES = fixture_xplanes()
KERAS = "tf_keras_profile_batch"
ALLOCATOR = "bfc_cpu_allocator_for_gpu"
TOOL = "trace_viewer@"


# -- reference walk of the protobuf ------------------------------------------------


def stat_value(plane: xplane_pb2.XPlane, stat: xplane_pb2.XStat):
    """A stat's value as details should show it (refs resolved, bytes summarized)."""
    kind = stat.WhichOneof("value")
    if kind is None:
        return None
    if kind == "ref_value":
        return plane.stat_metadata[stat.ref_value].name
    if kind == "bytes_value":
        return f"<{len(stat.bytes_value)} bytes>"
    value = getattr(stat, kind)
    if isinstance(value, float) and math.isnan(value):
        return None
    return value


def pb_origin(space: xplane_pb2.XSpace) -> int:
    return min(line.timestamp_ns for plane in space.planes for line in plane.lines if len(line.events))


def pb_events(space: xplane_pb2.XSpace) -> list[dict]:
    """Every event of the file, in file order, with its plane/line/row and
    absolute start in ps (python ints, no overflow)."""
    out = []
    for p, plane in enumerate(space.planes):
        row = 0
        for k, line in enumerate(plane.lines):
            for event in line.events:
                md = plane.event_metadata.get(event.metadata_id)
                out.append({
                    "plane": p, "line": k, "row": row,
                    "line_name": line.name, "line_label": line.display_name or line.name,
                    "abs_ps": line.timestamp_ns * 1000 + event.offset_ps,
                    "offset_ps": event.offset_ps, "timestamp_ns": line.timestamp_ns,
                    "dur": event.duration_ps,
                    "name": (md.display_name or md.name) if md else "",
                    "long_name": md.name if md else "",
                    "stats": [(plane.stat_metadata[s.metadata_id].name, stat_value(plane, s)) for s in event.stats],
                })
                row += 1
    return out


def indexed(events: list[dict]) -> list[dict]:
    """The events the index shows as events (not `_counters_` points)."""
    return [e for e in events if e["line_name"] != schema.COUNTERS_LINE]


REGION, START_REGION, STOP_REGION = (
    "ThreadpoolListener::Region", "ThreadpoolListener::StartRegion", "ThreadpoolListener::StopRegion")


def pb_regions(events: list[dict]) -> list[dict]:
    """XProf's ThreadpoolListener::Region spans, walked per line in stored
    order as tsl's ThreadpoolLineMutator does: a StartRegion with a `_c` stat
    opens one (replacing an unstopped one), each StopRegion closes the last
    opened one (a second Stop reuses it; a Stop before any Start is ignored).
    Each: the StartRegion's event dict ("start") and the span's abs_ps/dur."""
    out, last = [], {}
    for e in events:
        key = (e["plane"], e["line"])
        if e["long_name"] == START_REGION and any(k == "_c" for k, _ in e["stats"]):
            last[key] = e
        elif e["long_name"] == STOP_REGION and key in last:
            start = last[key]
            out.append({"start": start, "abs_ps": start["abs_ps"], "dur": max(e["abs_ps"] - start["abs_ps"], 0)})
    return out


@lru_cache(maxsize=None)
def load_index(path: str):
    profile = xspace.load(path)
    return profile, trace_index.build(profile)


def positions(index) -> dict:
    """(plane, plane_row) -> index position of the plane's own events (not the
    synthetic Region spans, whose plane_row is their StartRegion's)."""
    return {(int(p), int(r)): i for i, (p, r, syn) in
            enumerate(zip(index.plane.tolist(), index.plane_row.tolist(), index.synthetic.tolist())) if not syn}


# -- synthetic XSpaces ----------------------------------------------------------------


def rich_xspace() -> xplane_pb2.XSpace:
    """Device, host and python-tracer planes; a `_counters_` line; display names."""
    space = xplane_pb2.XSpace(hostnames=["rich"])
    gpu = PlaneBuilder(space, "/device:GPU:0")
    ops = gpu.line("XLA Ops", timestamp_ns=1_000)
    stream = gpu.line("Stream #7", display_name="Stream #7(Compute)", timestamp_ns=1_000)
    steps = gpu.line("Steps", timestamp_ns=1_000)
    counters = gpu.line(schema.COUNTERS_LINE, timestamp_ns=900)
    for i in range(3):
        gpu.event(steps, str(i), i * 1_000_000, 900_000)
        gpu.event(ops, "fusion.1", i * 1_000_000 + 10, 300_000)
        gpu.event(ops, "fusion.1.child", i * 1_000_000 + 20, 100_000)
        gpu.event(stream, "kernel", i * 1_000_000 + 50, 200_000)
        gpu.event(stream, "marker", i * 1_000_000 + 60, 0)
        gpu.event(counters, "power", i * 300_000 + 5, 0, stats={"watts": 50.0 + i})
        gpu.event(counters, "clock", i * 300_000 + 7, 0, stats={"mhz": 1500 + i})
    gpu.event(counters, "power", 2_500_000, 0, stats={"watts": 49.0})
    host = PlaneBuilder(space, "/host:CPU")
    t2 = host.line("tf_Compute/2", timestamp_ns=1_100)
    t1 = host.line("python", timestamp_ns=1_050)
    host.line("empty_thread", timestamp_ns=1_000)
    for i in range(4):
        host.event(t1, "train", i * 500_000, 400_000)
        host.event(t1, "inner", i * 500_000 + 1_000, 100_000)
        host.event(t2, "MatMul", i * 500_000 + 2_000, 50_000)
    # A partial overlap on one thread: must be moved to another row.
    host.event(t2, "late", 40_000, 100_000)
    tracer = PlaneBuilder(space, "/host:python-tracer")
    py = tracer.line("Python 1", timestamp_ns=1_200)
    tracer.event(py, "fn", 0, 5_000)
    PlaneBuilder(space, "Task Environment")
    return space


def big_xspace(seed: int = 0) -> xplane_pb2.XSpace:
    """~200k host events over 3 lines: long events with nested children and
    grandchildren, dense runs of tiny events, power-of-two durations, instant
    events (also at event boundaries) and a few partial overlaps."""
    rng = np.random.default_rng(seed)
    space = xplane_pb2.XSpace(hostnames=["big"])
    b = PlaneBuilder(space, "/host:CPU")
    md = [b.event_metadata(f"op_{i}", display_name=f"Op{i}" if i % 3 == 0 else "") for i in range(40)]

    def add(line, starts, durs):
        codes = rng.integers(0, len(md), len(starts))
        for s, d, c in zip(np.asarray(starts).tolist(), np.asarray(durs).tolist(), codes.tolist()):
            line.events.add(metadata_id=md[c], offset_ps=int(s), duration_ps=int(d))

    # Line 1: 2000 steps of 900 ns, each with 10 children holding 3 grandchildren.
    nested = b.line("nested", display_name="Nested ops", timestamp_ns=1_000_000)
    tops = np.arange(2000, dtype=np.int64) * 1_000_000
    children = (tops[:, None] + np.arange(10) * 90_000).ravel()
    grand = (children[:, None] + np.array([0, 25_000, 50_000])).ravel()
    add(nested, tops, np.full(len(tops), 900_000))
    add(nested, children, np.full(len(children), 80_000))
    add(nested, grand, rng.integers(1, 20_000, len(grand)))
    partial = np.sort(rng.choice(len(tops) - 1, 40, replace=False))
    add(nested, tops[partial] + 700_000, np.full(40, 600_000))
    add(nested, tops[::10], np.zeros(200, np.int64))  # instants at step starts
    add(nested, tops[::10] + 900_000, np.zeros(200, np.int64))  # ... and at step ends

    # Line 2: 100 runs of 800 tiny back-to-back events, plus instants anywhere.
    dense = b.line("dense", timestamp_ns=1_000_010)
    durs = rng.integers(1, 3_000, (100, 800))
    pow2 = rng.random(durs.shape) < 0.02
    durs[pow2] = 2 ** rng.integers(6, 13, pow2.sum())
    gaps = rng.integers(0, 400, (100, 800))
    starts = (np.arange(100) * 20_000_000)[:, None] + np.cumsum(durs + gaps, axis=1) - (durs + gaps)
    add(dense, starts.ravel(), durs.ravel())
    add(dense, rng.integers(0, 2_000_000_000, 3_000), np.zeros(3_000, np.int64))

    # Line 3: 300 long events, each holding a run of 100 tiny ones; a few
    # tiny events straddle two neighbours.
    mixed = b.line("mixed", timestamp_ns=999_990)
    long_durs = rng.integers(2_000_000, 20_000_000, 300)
    long_starts = np.cumsum(long_durs + 1_000) - long_durs
    add(mixed, long_starts, long_durs)
    tiny = rng.integers(1, 10_000, (300, 100))
    tiny_starts = long_starts[:, None] + 1 + np.cumsum(tiny + 5, axis=1) - (tiny + 5)
    add(mixed, tiny_starts.ravel(), tiny.ravel())
    straddle = rng.choice(300, 20, replace=False)
    add(mixed, tiny_starts[straddle, 10] + tiny[straddle, 10] // 2, tiny[straddle, 10] + 20)
    return space


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    path = tmp_path_factory.mktemp("big") / "big.xplane.pb"
    space = big_xspace()
    path.write_bytes(space.SerializeToString())
    return path


@pytest.fixture(scope="module")
def rich(tmp_path_factory):
    path = tmp_path_factory.mktemp("rich") / "rich.xplane.pb"
    path.write_bytes(rich_xspace().SerializeToString())
    return path


# -- 1. the index against the protobuf --------------------------------------------


def check_index(path: Path, space: xplane_pb2.XSpace) -> None:
    profile, index = load_index(str(path))
    events = pb_events(space)
    shown = indexed(events)
    origin = pb_origin(space)
    assert profile.origin_ns == origin

    # Every event exactly once, plus one synthetic entry per Region span.
    regions = pb_regions(shown)
    assert index.num_events == len(shown) + len(regions)
    assert int(index.synthetic.sum()) == len(regions)
    where = positions(index)
    assert len(where) == len(shown)
    assert set(where) == {(e["plane"], e["row"]) for e in shown}
    # positions() maps every row to the plane's own event, never to a Region.
    for p in {e["plane"] for e in shown}:
        pos = index.positions(p, len(pb_events_of_plane(events, p)))
        own = [where[(p, e["row"])] for e in shown if e["plane"] == p]
        assert pos[[e["row"] for e in shown if e["plane"] == p]].tolist() == own
    per_line = {}
    for e in shown:
        per_line[(e["plane"], e["line"])] = per_line.get((e["plane"], e["line"]), 0) + 1

    # Sections: one per plane with events, named as TensorBoard does.
    planes_with_events = {e["plane"] for e in events}
    for s in index.sections:
        name = space.planes[s.plane].name
        assert s.name == ("Host Threads" if name == schema.HOST_PLANE else name)
    assert {s.plane for s in index.sections} == planes_with_events
    assert [s.id for s in index.sections] == list(range(len(index.sections)))

    # Each (plane, line) maps to one events track named after the line, and back.
    track_of = {}
    for e in shown:
        i = where[(e["plane"], e["row"])]
        t = int(index.track[i])
        track_of.setdefault((e["plane"], e["line"]), set()).add(t)
        # Times and names exact.
        assert index.start[i] == (e["timestamp_ns"] - origin) * 1000 + e["offset_ps"]
        assert index.dur[i] == e["dur"]
        assert index.names[index.name[i]] == e["name"]
        assert index.long_names[index.name[i]] == e["long_name"]
    for (p, k), ts in track_of.items():
        assert len(ts) == 1, (p, k, ts)
        track = index.tracks[ts.pop()]
        line = space.planes[p].lines[k]
        assert track.kind == "events"
        assert track.name == (line.display_name or line.name)
        assert index.sections[track.section].plane == p
        assert int(np.sum((index.track == track.id) & ~index.synthetic)) == per_line[(p, k)]
    # Regions: on their StartRegion's track, from its time, named Region,
    # plane_row = the StartRegion's row.
    synthetic = np.flatnonzero(index.synthetic)
    got = sorted((int(index.plane[i]), int(index.plane_row[i]), int(index.track[i]), int(index.start[i]),
                  int(index.dur[i]), index.names[index.name[i]], index.long_names[index.name[i]]) for i in synthetic)
    want = sorted((r["start"]["plane"], r["start"]["row"], int(index.track[where[(r["start"]["plane"], r["start"]["row"])]]),
                   r["abs_ps"] - origin * 1000, r["dur"], REGION, REGION) for r in regions)
    assert got == want
    events_tracks = [t for t in index.tracks if t.kind == "events"]
    assert len(events_tracks) == len(track_of)
    assert [t.id for t in index.tracks] == list(range(len(index.tracks)))

    # Sorted by (track, start); track_lo bounds each track.
    assert np.all(np.diff(index.track) >= 0)
    same = index.track[1:] == index.track[:-1]
    assert np.all(np.diff(index.start)[same] >= 0)
    for t in range(len(index.tracks)):
        lo, hi = index.track_lo[t], index.track_lo[t + 1]
        assert np.all(index.track[lo:hi] == t)

    # No two non-empty events of one (track, row) overlap; rows are counted.
    check_rows(index)


def pb_events_of_plane(events: list[dict], plane: int) -> list[dict]:
    return [e for e in events if e["plane"] == plane]


def check_rows(index) -> None:
    busy = np.flatnonzero(index.dur > 0)
    order = busy[np.lexsort((index.start[busy], index.row[busy], index.track[busy]))]
    t, r, s = index.track[order], index.row[order], index.start[order]
    e = s + index.dur[order]
    same = (t[1:] == t[:-1]) & (r[1:] == r[:-1])
    clash = np.flatnonzero(same & (s[1:] < e[:-1]))
    assert not len(clash), [(int(order[k]), int(order[k + 1])) for k in clash[:5]]
    assert np.all(index.row >= 0)
    for track in index.tracks:
        if track.kind == "events":
            rows = index.row[index.track == track.id]
            assert track.rows == int(rows.max()) + 1


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=xplane_id)
def test_index_matches_protobuf_on_fixtures(path):
    check_index(path, read_xspace_pb(path))


def test_index_matches_protobuf_on_synthetic(rich, big):
    for path in (rich, big):
        check_index(path, read_xspace_pb(path))


def test_index_sections_and_tracks_named_like_tensorboard(rich):
    path = rich
    _, index = load_index(str(path))
    # Devices first, then host threads, then other planes.
    assert [s.name for s in index.sections] == ["/device:GPU:0", "Host Threads", "/host:python-tracer"]
    by_section = {}
    for t in index.tracks:
        by_section.setdefault(index.sections[t.section].name, []).append((t.name, t.kind))
    # Steps lead the device lines (TensorBoard's order); `_counters_` becomes counters.
    device = by_section["/device:GPU:0"]
    assert device[:3] == [("Steps", "events"), ("XLA Ops", "events"), ("Stream #7(Compute)", "events")]
    assert sorted(device[3:]) == [("clock", "counter"), ("power", "counter")]
    # Host threads by name; lines without events get no track.
    assert by_section["Host Threads"] == [("python", "events"), ("tf_Compute/2", "events")]
    # The partial overlap on tf_Compute/2 is stacked on a second row.
    assert index.tracks[[t.name for t in index.tracks].index("tf_Compute/2")].rows == 2
    power = next(c for c in index.counters if index.tracks[c.track].name == "power")
    assert power.ts.tolist() == sorted(power.ts.tolist())
    assert power.value.tolist() == [50.0, 51.0, 52.0, 49.0]
    assert power.ts[0] == (900 - 900) * 1000 + 5


# -- 2. windows -----------------------------------------------------------------------


def level_width(t0: int, t1: int, resolution: int) -> int:
    t1 = max(t1, t0 + 1)
    step = max(1, (t1 - t0) // max(1, resolution))
    return 1 << (step.bit_length() - 1)


def overlapping(index, t0: int, t1: int) -> np.ndarray:
    """Events in [t0, t1): ending after t0, or instant at or after t0."""
    t1 = max(t1, t0 + 1)
    start, end = index.start, index.start + index.dur
    return (start < t1) & ((end > t0) | (start >= t0))


def assert_covered(index, events, track, row, start, end) -> None:
    """Every event of `events` lies inside some item of its (track, row)."""
    if not len(events):
        return
    n_rows = int(index.row.max()) + 1
    item_key = track.astype(np.int64) * n_rows + row
    event_key = index.track[events].astype(np.int64) * n_rows + index.row[events]
    for key in np.unique(event_key):
        mine = events[event_key == key]
        sel = item_key == key
        assert sel.any(), f"no item at all on (track, row) {divmod(int(key), n_rows)}"
        o = np.argsort(start[sel], kind="stable")
        s = start[sel][o]
        reach = np.maximum.accumulate(end[sel][o])  # furthest end of items starting <= s
        k = np.searchsorted(s, index.start[mine], "right") - 1
        ok = k >= 0
        ok[ok] = reach[k[ok]] >= index.start[mine[ok]] + index.dur[mine[ok]]
        assert ok.all(), f"events {mine[~ok][:5].tolist()} not covered on {divmod(int(key), n_rows)}"


def check_window(index, t0: int, t1: int, resolution: int) -> dict:
    w = trace_index.window(index, t0, t1, resolution)
    t1e = max(t1, t0 + 1)
    width = level_width(t0, t1, resolution)
    ids, count = w["id"], w["count"]
    n = len(ids)
    for key in ("track", "row", "start", "dur", "name", "count", "busy"):
        assert len(w[key]) == n, key
    assert len(np.unique(ids)) == n
    assert np.all(count >= 1)
    assert w["thinned"] == int(count.sum()) - n  # (c)
    assert np.array_equal(w["track"], index.track[ids])
    assert np.array_equal(w["row"], index.row[ids])
    assert np.array_equal(w["name"], index.name[ids])
    single = count == 1
    assert np.array_equal(w["start"][single], index.start[ids[single]])
    assert np.array_equal(w["dur"][single], index.dur[ids[single]])
    assert np.array_equal(w["busy"][single], index.dur[ids[single]])
    assert np.all(w["dur"] >= 0)
    # A box is busy for no longer than it lasts, and at least for the event naming it.
    assert np.all(w["busy"] <= w["dur"]) and np.all(w["busy"] >= index.dur[ids])
    # Each box holds the event that names it.
    box = ~single
    assert np.all(w["start"][box] <= index.start[ids[box]])
    assert np.all(w["start"][box] + w["dur"][box] >= index.start[ids[box]] + index.dur[ids[box]])

    inside = overlapping(index, t0, t1)
    at = {int(i): k for k, i in enumerate(ids.tolist())}
    # (a) every long enough event is itself.
    long_ids = np.flatnonzero(inside & (index.dur >= width))
    missing = [int(i) for i in long_ids if int(i) not in at or count[at[int(i)]] != 1]
    assert not missing, (t0, t1, resolution, missing[:5])
    # (b) every shorter one is covered on its track and row.
    short = np.flatnonzero(inside & (index.dur < width))
    assert_covered(index, short, w["track"], w["row"], w["start"], w["start"] + w["dur"])
    # (d) nothing lies entirely outside the window.
    s, e = w["start"], w["start"] + w["dur"]
    outside = ~((s < t1e) & ((e > t0) | (s >= t0)))
    assert not outside.any(), (t0, t1, ids[outside][:5].tolist())
    # Few events: all raw.
    if inside.sum() <= trace_index._RAW_LIMIT:
        assert w["thinned"] == 0 and np.all(count == 1)
        assert set(ids.tolist()) == set(np.flatnonzero(inside).tolist())
    # Boxes are bounded by the resolution: at most ~2 per level width per row.
    rows = {(int(t), int(r)) for t, r in zip(w["track"][box], w["row"][box])}
    assert box.sum() <= len(rows) * ((t1e - t0) // width + 3)
    return w


def random_windows(span, rng, n):
    lo, hi = span
    length = hi - lo
    out = [(lo, hi, r) for r in (1, 7, 100, 1000, 20000)]
    out += [(lo - 10**6, hi + 10**6, 1000), (lo, lo, 1000), (hi - 10, hi + 10, 5)]
    for _ in range(n):
        size = int(10 ** rng.uniform(0, math.log10(max(length, 10))))
        t0 = int(rng.integers(lo - size // 2, hi + 1))
        res = int(rng.choice([1, 3, 50, 640, 1000, 4096, 20000]))
        out.append((t0, t0 + size, res))
    return out


def test_window_big_synthetic(big):
    path = big
    _, index = load_index(str(path))
    assert index.num_events > 190_000
    rng = np.random.default_rng(1)
    thinned = 0
    for t0, t1, res in random_windows(index.span, rng, 50):
        thinned += check_window(index, t0, t1, res)["thinned"]
    assert thinned > 0  # the level path ran


def test_window_whole_span_thins_but_keeps_long_events(big):
    path = big
    _, index = load_index(str(path))
    t0, t1 = index.span
    w = check_window(index, t0, t1, 1000)
    assert w["in_window"] == index.num_events
    assert w["thinned"] > 0
    assert len(w["id"]) < index.num_events // 4
    assert int(w["count"].sum()) >= np.sum(overlapping(index, t0, t1)) - np.sum(index.dur >= level_width(t0, t1, 1000))


def test_window_narrow_is_raw(big):
    path = big
    _, index = load_index(str(path))
    busy = int(index.start[index.num_events // 2])
    for size, res in ((1, 1), (50, 1000), (3_000, 1000), (100_000, 20000)):
        w = check_window(index, busy, busy + size, res)
        assert w["thinned"] == 0 and np.all(w["count"] == 1)


def test_window_keeps_instant_event_at_window_start(big):
    """An instant at t0 lies in [t0, t1); it must not vanish when a window
    (or a pan) starts exactly on it: tiling windows would show it in neither."""
    path = big
    _, index = load_index(str(path))
    instant = int(np.flatnonzero(index.dur == 0)[0])
    t = int(index.start[instant])
    left = trace_index.window(index, t - 1_000, t, 10)
    right = trace_index.window(index, t, t + 1_000, 10)
    assert instant not in left["id"].tolist()
    assert instant in right["id"].tolist()


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=xplane_id)
@pytest.mark.parametrize("raw_limit", [0, 20000])
def test_window_real_fixtures(path, raw_limit, monkeypatch):
    monkeypatch.setattr(trace_index, "_RAW_LIMIT", raw_limit)
    _, index = load_index(str(path))
    rng = np.random.default_rng(2)
    for t0, t1, res in random_windows(index.span, rng, 25):
        check_window(index, t0, t1, res)


@pytest.mark.parametrize("chunk", [1, 3000])
def test_levels_built_by_chunks_of_tracks_are_the_same(big, monkeypatch, chunk):
    """level() works on whole tracks a chunk at a time: any chunk size, the same boxes."""
    _, index = load_index(str(big))
    assert len(index.tracks) > 2
    width = 1 << 14
    whole = trace_index.level(index, width)
    index.levels.clear()
    monkeypatch.setattr(trace_index, "_LEVEL_CHUNK", chunk)  # a cut at every track / some tracks
    parts = trace_index.level(index, width)
    assert parts is not whole
    for f in dataclasses.fields(trace_index.Level):
        a, b = getattr(parts, f.name), getattr(whole, f.name)
        assert (np.array_equal(a, b) and a.dtype == b.dtype) if isinstance(a, np.ndarray) else a == b, f.name


def test_zoomed_in_windows_merge_like_the_whole_level(big, monkeypatch):
    """A window whose buckets hold few events merges them on the spot (_local_level):
    the same reply as from the level over the whole trace, which it does not build."""
    _, index = load_index(str(big))
    monkeypatch.setattr(trace_index, "_RAW_LIMIT", 0)
    rng = np.random.default_rng(7)
    checked = 0
    for t0, t1, res in random_windows(index.span, rng, 40):
        index.levels.clear()
        monkeypatch.setattr(trace_index, "_LOCAL_EVENTS", 1 << 40)
        local = trace_index.window(index, t0, t1, res)
        built = dict(index.levels)
        monkeypatch.setattr(trace_index, "_LOCAL_EVENTS", 0)
        whole = trace_index.window(index, t0, t1, res)
        for key in whole:
            assert np.array_equal(local[key], whole[key]), key
        if whole["thinned"]:
            assert not built  # merged on the spot: no level
            checked += 1
    assert checked > 10


def test_levels_kept_in_memory_are_bounded(big):
    """Every zoom builds a level: only the most recently used stay in memory."""
    _, index = load_index(str(big))
    widths = [1 << k for k in range(10, 10 + trace_index._MAX_LEVELS + 3)]
    for w in widths:
        trace_index.level(index, w)
    kept = trace_index.level(index, widths[-2])  # used again: now the most recent
    assert len(index.levels) == trace_index._MAX_LEVELS
    assert list(index.levels)[-1] == widths[-2] and index.levels[widths[-2]] is kept
    assert widths[0] not in index.levels
    again = trace_index.level(index, widths[0])  # dropped: built again, the same boxes
    assert again.count.sum() == int((index.dur < widths[0]).sum())


def test_level_boxes_merge_short_events_per_track_row_bucket(big):
    path = big
    _, index = load_index(str(path))
    width = 1 << 14
    boxes = trace_index.level(index, width)
    assert trace_index.level(index, width) is boxes  # built once
    short = index.dur < width
    assert int(boxes.count.sum()) == int(short.sum())
    assert np.all(index.dur[boxes.rep] < width)
    assert np.array_equal(boxes.track, index.track[boxes.rep])
    assert np.array_equal(boxes.row, index.row[boxes.rep])
    assert np.all(boxes.start // width == index.start[boxes.rep] // width)
    key = np.stack([boxes.track, boxes.row, boxes.start // width])
    assert len(np.unique(key, axis=1)[0]) == len(boxes.start)  # one box per (track, row, bucket)
    assert np.all(np.diff(boxes.track) >= 0)
    assert np.all(boxes.end - boxes.start < 2 * width)
    events = np.flatnonzero(short)
    assert_covered(index, events, boxes.track, boxes.row, boxes.start, boxes.end)
    # busy: the durations of each box's events summed (grouped here by the box key).
    box_of = {k: b for b, k in enumerate(zip(boxes.track.tolist(), boxes.row.tolist(), (boxes.start // width).tolist()))}
    expected = np.zeros(len(boxes.start), np.int64)
    for i in events.tolist():
        expected[box_of[(int(index.track[i]), int(index.row[i]), int(index.start[i] // width))]] += int(index.dur[i])
    assert np.array_equal(boxes.busy, expected)
    assert np.all(boxes.busy <= boxes.end - boxes.start)


# -- 3. through the WSGI app ---------------------------------------------------------


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    root = tmp_path_factory.mktemp("trace_window")
    logdir = copy_fixtures(root / "logdir")
    client = Client(make_app(logdir, cache_dir=str(root / "cache")))
    runs = client.get(PREFIX + "runs").json
    return {"logdir": logdir, "client": client, "runs": runs}


def get(client, route: str, status: int = 200):
    r = client.get(PREFIX + route)
    if status != 200:
        return assert_error_shape(r.status_code, r.headers.get("Content-Type"), r.get_data(), status)
    assert r.status_code == 200, (route, r.get_data(as_text=True))
    assert r.headers["Content-Type"] == "application/json"
    return json.loads(r.get_data())


def tool_url(run: str, **options) -> str:
    return "data?" + urlencode({"run": run, "tag": TOOL, **options})


def fixture_index(env, fixture: str):
    (path,) = sorted((env["logdir"] / fixture).rglob("*.xplane.pb*"))
    return load_index(str(path))


WINDOW_KEYS = {"span_us", "window_us", "resolution", "step_us", "hosts", "sections", "tracks", "names",
               "events", "counters", "thinned", "events_in_window"}
EVENT_KEYS = {"id", "track", "row", "ts", "dur", "name", "count", "busy"}


def check_window_json(data: dict) -> None:
    assert set(data) == WINDOW_KEYS
    assert set(data["events"]) == EVENT_KEYS
    ev = data["events"]
    n = len(ev["id"])
    assert all(len(v) == n for v in ev.values())
    assert all(0 <= k < len(data["names"]) for k in ev["name"])
    assert all(isinstance(s, str) for s in data["names"])
    track_ids = [t["id"] for t in data["tracks"]]
    assert track_ids == list(range(len(track_ids)))
    section_ids = [s["id"] for s in data["sections"]]
    assert section_ids == list(range(len(section_ids)))
    for s in data["sections"]:
        assert set(s) == {"id", "name", "host"}
    for t in data["tracks"]:
        assert set(t) == {"id", "section", "name", "rows", "kind"}
        assert t["section"] in section_ids and t["kind"] in ("events", "counter") and t["rows"] >= 1
    kinds = {t["id"]: t["kind"] for t in data["tracks"]}
    assert all(kinds[t] == "events" for t in ev["track"])
    for c in data["counters"]:
        assert set(c) == {"track", "ts", "value", "end_us"} and kinds[c["track"]] == "counter"
        assert len(c["ts"]) == len(c["value"]) and (not c["ts"] or c["ts"][-1] <= c["end_us"])
    assert sum(ev["count"]) - n == data["thinned"]
    assert data["span_us"][0] == 0.0


@pytest.mark.parametrize("fixture", ["tf_keras_profile_batch", "tf_custom_loop_steps", "jax_jit_train", "gzip_xplane"])
def test_window_json_matches_index(env, fixture):
    run = run_of(env["runs"], fixture)
    _, index = fixture_index(env, fixture)
    data = get(env["client"], tool_url(run))
    check_window_json(data)
    assert data["hosts"] == ["vm"]
    assert data["resolution"] == trace_window.DEFAULT_RESOLUTION
    assert data["span_us"][1] == pytest.approx((index.span[1] - index.span[0]) / 1e6, abs=1e-6)
    assert data["window_us"] == data["span_us"]
    assert [s["name"] for s in data["sections"]] == [s.name for s in index.sections]
    assert [(t["name"], t["rows"], t["kind"]) for t in data["tracks"]] == [(t.name, t.rows, t.kind) for t in index.tracks]
    ev = data["events"]
    ids = np.array(ev["id"])
    # Whole window of a small profile: every event, raw.
    assert sorted(ev["id"]) == list(range(index.num_events))
    assert data["thinned"] == 0 and set(ev["count"]) == {1}
    assert data["events_in_window"] == index.num_events
    np.testing.assert_allclose(ev["ts"], (index.start[ids] - index.span[0]) / 1e6, rtol=0, atol=1e-6)
    np.testing.assert_allclose(ev["dur"], index.dur[ids] / 1e6, rtol=0, atol=1e-6)
    assert ev["track"] == index.track[ids].tolist()
    assert ev["row"] == index.row[ids].tolist()
    assert [data["names"][k] for k in ev["name"]] == index.names[index.name[ids]].tolist()


def test_window_json_with_boxes(env, monkeypatch):
    monkeypatch.setattr(trace_index, "_RAW_LIMIT", 0)
    run = run_of(env["runs"], KERAS)
    _, index = fixture_index(env, KERAS)
    span_ms = (index.span[1] - index.span[0]) / 1e9
    data = get(env["client"], tool_url(run, start_time_ms=0, end_time_ms=span_ms / 2, resolution=20))
    check_window_json(data)
    ev = data["events"]
    assert data["thinned"] > 0 and max(ev["count"]) > 1
    assert data["resolution"] == 20
    assert data["step_us"] == pytest.approx(span_ms / 2 * 1000 / 20, rel=1e-6)
    assert all(t < span_ms / 2 * 1000 for t in ev["ts"])
    for k, c in enumerate(ev["count"]):
        if c == 1:
            i = ev["id"][k]
            assert ev["ts"][k] == pytest.approx((index.start[i] - index.span[0]) / 1e6, abs=1e-6)


def test_window_json_narrow_window(env):
    run = run_of(env["runs"], KERAS)
    _, index = fixture_index(env, KERAS)
    mid = int(index.start[index.num_events // 2]) - index.span[0]
    t0, t1 = (mid - 5_000_000) / 1e9, (mid + 5_000_000) / 1e9
    data = get(env["client"], tool_url(run, start_time_ms=repr(t0), end_time_ms=repr(t1), resolution=100))
    check_window_json(data)
    ev = data["events"]
    assert ev["id"]
    lo, hi = round(t0 * 1e9), round(t1 * 1e9)
    expected = overlapping(index, lo + index.span[0], hi + index.span[0])
    assert sorted(ev["id"]) == np.flatnonzero(expected).tolist()


def test_run_tools_hides_trace_window(env):
    run = run_of(env["runs"], KERAS)
    assert TOOL not in get(env["client"], f"run_tools?run={run}")
    assert TOOL not in [t["name"] for t in get(env["client"], f"run_tools?run={run}&details=1")]
    assert "trace_viewer" in get(env["client"], f"run_tools?run={run}")


BAD_REQUESTS = [
    ("start-not-number", {"start_time_ms": "abc"}, 400),
    ("end-not-number", {"end_time_ms": "1e"}, 400),
    ("start-nan", {"start_time_ms": "nan"}, 400),
    ("end-inf", {"end_time_ms": "inf"}, 400),
    ("resolution-not-int", {"resolution": "1.5"}, 400),
    ("resolution-zero", {"resolution": "0"}, 400),
    ("resolution-too-big", {"resolution": str(trace_window.MAX_RESOLUTION + 1)}, 400),
    ("end-equals-start", {"start_time_ms": "5", "end_time_ms": "5"}, 400),
    ("end-before-start", {"start_time_ms": "5", "end_time_ms": "2"}, 400),
    ("unknown-mode", {"mode": "bogus"}, 400),
    ("search-without-q", {"mode": "search"}, 400),
    ("search-bad-regex", {"mode": "search", "q": "(", "regex": "1"}, 400),
    ("search-limit-zero", {"mode": "search", "q": "a", "limit": "0"}, 400),
    ("search-limit-not-number", {"mode": "search", "q": "a", "limit": "x"}, 400),
    ("search-offset-negative", {"mode": "search", "q": "a", "offset": "-1"}, 400),
    ("search-offset-not-int", {"mode": "search", "q": "a", "offset": "1.5"}, 400),
    ("search-offset-not-number", {"mode": "search", "q": "a", "offset": "x"}, 400),
    ("search-offset-too-big", {"mode": "search", "q": "a", "offset": str(trace_window.MAX_OFFSET + 1)}, 400),
    ("details-id-not-number", {"mode": "details", "id": "x"}, 400),
    ("unknown-host", {"hosts": "nope"}, 404),
    ("unknown-host-search", {"mode": "search", "q": "a", "hosts": "vm,nope"}, 404),
    ("details-unknown-id", {"mode": "details", "id": "99999999"}, 404),
    ("details-negative-id", {"mode": "details", "id": "-1"}, 404),
    ("details-unknown-event-host", {"mode": "details", "id": "0", "event_host": "nope"}, 404),
]


@pytest.mark.parametrize("options,status", [c[1:] for c in BAD_REQUESTS], ids=[c[0] for c in BAD_REQUESTS])
def test_errors(env, options, status):
    run = run_of(env["runs"], KERAS)
    get(env["client"], tool_url(run, **options), status)


# -- 4. search ------------------------------------------------------------------------


def brute_search(events: list[dict], match, with_args: bool = False) -> list[dict]:
    found = []
    for e in indexed(events):
        hit = match(e["name"]) or match(e["long_name"])
        if with_args and not hit:
            hit = any(isinstance(v, str) and not v.startswith("<") and match(v) for _, v in e["stats"])
        if hit:
            found.append(e)
    return found


@pytest.mark.parametrize("q,regex", [
    ("matmul", False), ("READVARIABLEOP", False), ("adam/mul_", False), ("iterator", False),
    (r"mul_\d+:mul$", True), (r"^(MatMul|Conv2D)", True), ("no such event anywhere", False),
])
def test_search_matches_brute_force(env, q, regex):
    run = run_of(env["runs"], KERAS)
    _, index = fixture_index(env, KERAS)
    space = read_xspace_pb(fixture_xplane(KERAS))
    if regex:
        pattern = re.compile(q, re.IGNORECASE)
        match = lambda text: pattern.search(text) is not None  # noqa: E731
    else:
        match = lambda text: q.lower() in text.lower()  # noqa: E731
    expected = brute_search(pb_events(space), match)
    origin_ps = min(e["abs_ps"] for e in indexed(pb_events(space)))
    for limit in (3, 100, trace_window.MAX_LIMIT):
        data = get(env["client"], tool_url(run, mode="search", q=q, regex=int(regex), limit=limit))
        assert set(data) == {"total", "offset", "matches"}
        assert data["total"] == len(expected) and data["offset"] == 0
        matches = data["matches"]
        assert len(matches) == min(limit, len(expected))
        ts = [m["ts"] for m in matches]
        assert ts == sorted(ts)
        want = sorted((e["abs_ps"] - origin_ps) / 1e6 for e in expected)[:limit]
        np.testing.assert_allclose(ts, want, rtol=0, atol=1e-6)
        for m in matches:
            assert set(m) == {"id", "host", "ts", "dur", "track", "row", "name"}
            assert m["host"] == "vm"
            i = m["id"]
            assert match(index.names[index.name[i]]) or match(index.long_names[index.name[i]])
            assert m["name"] == index.names[index.name[i]]
            assert m["track"] == int(index.track[i])
            assert m["row"] == int(index.row[i])
            assert m["dur"] == pytest.approx(index.dur[i] / 1e6, abs=1e-6)
    if expected:
        assert len({m["id"] for m in data["matches"]}) == len(data["matches"])


@pytest.mark.parametrize("scan", [1, 7, 1 << 20])
def test_first_matches_by_time_per_track_are_the_first_of_all(big, monkeypatch, scan):
    """host_search takes each track's first matches (a chunk at a time), then sorts those:
    the same as sorting every match by (start, id)."""
    monkeypatch.setattr(trace_window, "_SCAN", scan)
    _, index = load_index(str(big))
    rng = np.random.default_rng(scan)
    # Ties on start across tracks, so the id order of ties counts.
    index.start = (index.start // 10**7) * 10**7
    for density in (0.0, 1e-4, 0.01, 0.5, 1.0):
        mask = rng.random(index.num_events) < density
        everything = np.flatnonzero(mask)
        for limit in (1, 5, 100, 3000):
            want = everything[np.argsort(index.start[everything], kind="stable")[:limit]]
            got = trace_window._first_by_time(index, mask, limit)
            assert got.tolist() == want.tolist(), (density, limit)


@pytest.mark.parametrize("q,limit", [("matmul", 7), ("iterator", 100), ("adam/mul_", 1)])
def test_search_pages_cover_every_match_in_time_order(env, q, limit):
    """offset=0, limit, 2*limit, ...: consecutive pages, every match once, in time order,
    each page the same as the matching slice of one big page."""
    run = run_of(env["runs"], KERAS)
    whole = get(env["client"], tool_url(run, mode="search", q=q, limit=trace_window.MAX_LIMIT))
    total = whole["total"]
    assert 0 < total <= trace_window.MAX_LIMIT and len(whole["matches"]) == total
    pages, offset = [], 0
    while offset < total:
        page = get(env["client"], tool_url(run, mode="search", q=q, limit=limit, offset=offset))
        assert page["total"] == total and page["offset"] == offset
        assert len(page["matches"]) == min(limit, total - offset)
        assert page["matches"] == whole["matches"][offset:offset + limit]
        pages += page["matches"]
        offset += limit
    assert pages == whole["matches"]
    assert len({m["id"] for m in pages}) == total
    assert [m["ts"] for m in pages] == sorted(m["ts"] for m in pages)
    past = get(env["client"], tool_url(run, mode="search", q=q, limit=limit, offset=total))
    assert past == {"total": total, "offset": total, "matches": []}


def test_search_pages_over_two_hosts(hosts_env):
    client, run = hosts_env["client"], hosts_env["run"]
    q = {"q": "train|b_", "regex": 1}
    whole = get(client, tool_url(run, mode="search", limit=1000, **q))
    assert whole["total"] > 4 and {m["host"] for m in whole["matches"]} == {"a", "b"}
    key = [(m["ts"], ["a", "b"].index(m["host"]), m["id"]) for m in whole["matches"]]
    assert key == sorted(key)  # time, then host order, then id
    pages = [m for offset in range(0, whole["total"], 3)
             for m in get(client, tool_url(run, mode="search", limit=3, offset=offset, **q))["matches"]]
    assert pages == whole["matches"]


def test_search_args_matches_string_stats(env):
    run = run_of(env["runs"], KERAS)
    space = read_xspace_pb(fixture_xplane(KERAS))
    q = ALLOCATOR.upper()[:12]  # case-insensitive, substring
    match = lambda text: q.lower() in text.lower()  # noqa: E731
    with_args = brute_search(pb_events(space), match, with_args=True)
    assert len(with_args) >= 1000  # every allocator event names its allocator
    data = get(env["client"], tool_url(run, mode="search", q=q, args=1, limit=5))
    assert data["total"] == len(with_args)
    assert len(data["matches"]) == 5
    # Without args=1 the stat values are not searched.
    plain = get(env["client"], tool_url(run, mode="search", q=q))
    assert plain["total"] == len(brute_search(pb_events(space), match)) == 0


# -- 5. details -----------------------------------------------------------------------


def test_details_names_args_and_times(env):
    run = run_of(env["runs"], KERAS)
    path = fixture_xplane(KERAS)
    _, index = fixture_index(env, KERAS)
    where = positions(index)
    events = pb_events(read_xspace_pb(path))
    window = get(env["client"], tool_url(run))
    ts_of = dict(zip(window["events"]["id"], window["events"]["ts"]))

    tf_op = next(e for e in events if ":" in e["long_name"] and e["name"] != e["long_name"])
    internal = next(e for e in events if {k for k, _ in e["stats"]} & schema.INTERNAL_STATS
                    and {k for k, _ in e["stats"]} - schema.INTERNAL_STATS)
    allocation = next(e for e in events if any(v == ALLOCATOR for _, v in e["stats"]))
    for e in (tf_op, internal, allocation):
        i = where[(e["plane"], e["row"])]
        data = get(env["client"], tool_url(run, mode="details", id=i))
        assert set(data) == {"id", "host", "name", "long_name", "ts", "dur", "track", "self", "category", "args", "flows"}
        assert data["id"] == i and data["host"] == "vm"
        assert data["name"] == e["name"]
        assert data["long_name"] == e["long_name"]
        assert data["ts"] == pytest.approx(ts_of[i], abs=1e-6)
        assert data["dur"] == pytest.approx(e["dur"] / 1e6, abs=1e-6)
        assert data["track"] == int(index.track[i])
        # Integers JavaScript cannot hold exactly come as decimal strings.
        expected = {k: v for k, v in e["stats"] if k not in schema.INTERNAL_STATS}
        expected = {k: str(v) if isinstance(v, int) and abs(v) > 2**53 else v for k, v in expected.items()}
        assert data["args"] == expected
        assert not set(data["args"]) & schema.INTERNAL_STATS
    assert tf_op["long_name"].endswith(":" + tf_op["name"])
    # Same with the host named.
    i = where[(tf_op["plane"], tf_op["row"])]
    assert get(env["client"], tool_url(run, mode="details", id=i, event_host="vm"))["id"] == i


def flows_xspace() -> xplane_pb2.XSpace:
    space = xplane_pb2.XSpace(hostnames=["flows"])
    host = PlaneBuilder(space, "/host:CPU")
    producer = host.line("producer", timestamp_ns=1_000)
    consumer = host.line("consumer", timestamp_ns=1_000)
    launcher = host.line("launcher", timestamp_ns=1_000)
    host.event(producer, "produce", 1_000, 500, stats={
        "_p": 42, "_pt": 3, "_r": 1, "_a": 1, "blob": b"\x00\x01\x02", "note": "hello", "nan": float("nan"),
    })
    host.event(producer, "produce_lonely", 9_000, 500, stats={"_p": 43})
    host.event(consumer, "consume", 5_000, 700, stats={"_c": 42, "_ct": 3})
    host.event(launcher, "cudaLaunchKernel", 2_000, 300, stats={"correlation_id": 7})
    host.event(launcher, "cudaMemcpy", 3_000, 300, stats={"correlation_id": 8})
    gpu = PlaneBuilder(space, "/device:GPU:0")
    stream = gpu.line("Stream #1", timestamp_ns=1_000)
    gpu.event(stream, "kernel", 8_000, 2_000, stats={"correlation_id": 7})
    return space


@pytest.fixture(scope="module")
def flows_env(tmp_path_factory):
    root = tmp_path_factory.mktemp("flows")
    session = root / "logdir" / "plugins" / "profile" / "2020_01_01_00_00_00"
    session.mkdir(parents=True)
    (session / "flows.xplane.pb").write_bytes(flows_xspace().SerializeToString())
    client = Client(make_app(root / "logdir", cache_dir=str(root / "cache")))
    (run,) = client.get(PREFIX + "runs").json
    window = get(client, tool_url(run))
    ids = {window["names"][n]: i for n, i in zip(window["events"]["name"], window["events"]["id"])}
    tracks = dict(zip(window["events"]["id"], window["events"]["track"]))
    ts = dict(zip(window["events"]["id"], window["events"]["ts"]))
    return {"client": client, "run": run, "ids": ids, "tracks": tracks, "ts": ts}


def details(flows_env, name: str) -> dict:
    return get(flows_env["client"], tool_url(flows_env["run"], mode="details", id=flows_env["ids"][name]))


def test_details_args_hide_internal_stats_and_summarize_bytes(flows_env):
    data = details(flows_env, "produce")
    assert data["args"] == {"blob": "<3 bytes>", "note": "hello", "nan": None}
    assert details(flows_env, "consume")["args"] == {}


@pytest.mark.parametrize("source,target,direction", [
    ("produce", "consume", "out"),
    ("consume", "produce", "in"),
    ("cudaLaunchKernel", "kernel", "out"),
    ("kernel", "cudaLaunchKernel", "in"),
])
def test_details_flows(flows_env, source, target, direction):
    flows = details(flows_env, source)["flows"]
    target_id = flows_env["ids"][target]
    assert flows == [{
        "id": target_id, "ts": flows_env["ts"][target_id], "track": flows_env["tracks"][target_id],
        "direction": direction,
    }]


def test_details_without_flows(flows_env):
    assert details(flows_env, "produce_lonely")["flows"] == []
    assert details(flows_env, "cudaMemcpy")["flows"] == []


def test_details_flows_on_keras_producer_consumer(env):
    """A real `_p`/`_c` pair of the keras profile links both ways."""
    run = run_of(env["runs"], KERAS)
    _, index = fixture_index(env, KERAS)
    where = positions(index)
    events = pb_events(read_xspace_pb(fixture_xplane(KERAS)))
    producers = {}
    for e in events:
        for k, v in e["stats"]:
            if k == "_p":
                producers.setdefault(v, []).append(e)
    consumer, producer = next(
        (e, producers[v][0]) for e in events for k, v in e["stats"]
        if k == "_c" and len(producers.get(v, ())) == 1 and producers[v][0] is not e
    )
    c_id, p_id = where[(consumer["plane"], consumer["row"])], where[(producer["plane"], producer["row"])]
    out = get(env["client"], tool_url(run, mode="details", id=p_id))["flows"]
    assert c_id in [f["id"] for f in out]
    back = get(env["client"], tool_url(run, mode="details", id=c_id))["flows"]
    assert p_id in [f["id"] for f in back]


# -- 6. several hosts ---------------------------------------------------------------


def host_b_xspace() -> xplane_pb2.XSpace:
    """Starts 300 ns before sample_xspace's host line, with its own lines."""
    space = xplane_pb2.XSpace(hostnames=["b"])
    host = PlaneBuilder(space, "/host:CPU")
    main = host.line("main", timestamp_ns=998_700)
    worker = host.line("worker", timestamp_ns=999_100)
    for i in range(5):
        host.event(main, "b_step", i * 700_000, 600_000)
        host.event(worker, "b_work", i * 700_000 + 123, 100_000)
    return space


@pytest.fixture(scope="module")
def hosts_env(tmp_path_factory):
    root = tmp_path_factory.mktemp("hosts")
    session = root / "logdir" / "run1" / "plugins" / "profile" / "2020_01_01_00_00_00"
    session.mkdir(parents=True)
    spaces = {"a": sample_xspace("a"), "b": host_b_xspace()}
    for host, space in spaces.items():
        (session / f"{host}.xplane.pb").write_bytes(space.SerializeToString())
    client = Client(make_app(root / "logdir", cache_dir=str(root / "cache")))
    (run,) = client.get(PREFIX + "runs").json
    return {"client": client, "run": run, "spaces": spaces}


def expected_events(spaces: dict, hosts: list[str]) -> list[tuple]:
    """(host, section, track name, name, ts µs, dur µs), ts from the earliest shown event."""
    rows = []
    for host in hosts:
        space = spaces[host]
        for e in indexed(pb_events(space)):
            rows.append((host, space.planes[e["plane"]].name, e["line_label"], e["name"], e["abs_ps"], e["dur"]))
    start = min(r[4] for r in rows)
    return sorted((h, trace_index.section_name(p), t, n, round((a - start) / 1e6, 6), round(d / 1e6, 6))
                  for h, p, t, n, a, d in rows)


def shown_events(data: dict) -> list[tuple]:
    sections = {s["id"]: s for s in data["sections"]}
    tracks = {t["id"]: t for t in data["tracks"]}
    ev = data["events"]
    out = []
    for t, n, ts, dur in zip(ev["track"], ev["name"], ev["ts"], ev["dur"]):
        section = sections[tracks[t]["section"]]
        out.append((section["host"], section["name"], tracks[t]["name"], data["names"][n], ts, dur))
    return sorted(out)


def test_window_over_two_hosts(hosts_env):
    data = get(hosts_env["client"], tool_url(hosts_env["run"]))
    check_window_json(data)
    assert data["hosts"] == ["a", "b"]
    assert {s["host"] for s in data["sections"]} == {"a", "b"}
    a_tracks = [t for t in data["tracks"] if data["sections"][t["section"]]["host"] == "a"]
    b_tracks = [t for t in data["tracks"] if data["sections"][t["section"]]["host"] == "b"]
    assert [t["id"] for t in a_tracks] == list(range(len(a_tracks)))
    assert [t["id"] for t in b_tracks] == list(range(len(a_tracks), len(a_tracks) + len(b_tracks)))
    assert [t["name"] for t in b_tracks] == ["main", "worker"]
    assert shown_events(data) == expected_events(hosts_env["spaces"], ["a", "b"])
    # b starts first: the trace starts at its first event.
    first = min(zip(data["events"]["ts"], data["events"]["track"]))
    assert first[0] == 0.0 and first[1] in [t["id"] for t in b_tracks]


def test_window_one_of_two_hosts(hosts_env):
    data = get(hosts_env["client"], tool_url(hosts_env["run"], hosts="b"))
    check_window_json(data)
    assert data["hosts"] == ["b"]
    assert {s["host"] for s in data["sections"]} == {"b"}
    assert [t["name"] for t in data["tracks"]] == ["main", "worker"]
    assert shown_events(data) == expected_events(hosts_env["spaces"], ["b"])
    only_a = get(hosts_env["client"], tool_url(hosts_env["run"], hosts="a"))
    assert shown_events(only_a) == expected_events(hosts_env["spaces"], ["a"])


def test_details_and_search_over_two_hosts(hosts_env):
    client, run = hosts_env["client"], hosts_env["run"]
    data = get(client, tool_url(run))
    names = [data["names"][n] for n in data["events"]["name"]]
    k = names.index("b_work")
    event_id, ts, track = data["events"]["id"][k], data["events"]["ts"][k], data["events"]["track"][k]
    d = get(client, tool_url(run, mode="details", id=event_id, event_host="b"))
    assert (d["host"], d["name"], d["track"]) == ("b", "b_work", track)
    assert d["ts"] == pytest.approx(ts, abs=1e-6)
    found = get(client, tool_url(run, mode="search", q="train"))
    assert found["total"] == 3 and {m["host"] for m in found["matches"]} == {"a"}
    found = get(client, tool_url(run, mode="search", q="b_", hosts="b"))
    assert found["total"] == 10 and {m["host"] for m in found["matches"]} == {"b"}


def test_details_self_time_and_category(env):
    """`self`: the event's time less its direct children's (the nesting of its track, as
    analysis/nesting.py computes it for every event); `category` null without one."""
    from tb_profile_plugin.analysis import nesting

    run = run_of(env["runs"], KERAS)
    _, index = fixture_index(env, KERAS)
    end = index.start + index.dur
    parent = nesting.parents(index.track, index.start, end)
    expected = nesting.self_time(index.dur, parent)
    has_children = np.flatnonzero(np.bincount(parent[parent >= 0], minlength=index.num_events) > 0)
    assert len(has_children) > 100
    picks = np.r_[has_children[:: max(1, len(has_children) // 40)], np.flatnonzero(parent < 0)[:5]]
    for i in picks.tolist():
        d = get(env["client"], tool_url(run, mode="details", id=i))
        assert d["self"] == pytest.approx(expected[i] / 1e6, abs=1e-6), (i, d["name"])
        assert 0 <= d["self"] <= d["dur"] + 1e-6
        assert d["category"] is None  # TensorFlow host events have none


def test_summary_counts_every_event_of_the_area(env, monkeypatch):
    """mode=summary: exact counts and totals by name of the tracks' events overlapping the
    interval, whatever a window would merge (checked against a plain pass over the index)."""
    monkeypatch.setattr(trace_index, "_RAW_LIMIT", 0)  # windows merge as much as they can
    run = run_of(env["runs"], KERAS)
    _, index = fixture_index(env, KERAS)
    span_ps = index.span[1] - index.span[0]
    t0, t1 = span_ps // 5, span_ps // 2
    tracks = [t.id for t in index.tracks if t.kind == "events"][:4]
    data = get(env["client"], tool_url(run, mode="summary", start_time_ms=repr(t0 / 1e9), end_time_ms=repr(t1 / 1e9),
                                       tracks=",".join(map(str, tracks))))
    start = index.start - index.span[0]
    hit = np.isin(index.track, tracks) & (start <= t1) & (start + index.dur >= t0)
    assert hit.sum() > 100
    names = index.names[index.name[hit]]
    want = {}
    for n, dur in zip(names.tolist(), index.dur[hit].tolist()):
        c, t = want.get(n, (0, 0))
        want[n] = (c + 1, t + dur)
    assert data["count"] == int(hit.sum())
    assert data["total"] == pytest.approx(index.dur[hit].sum() / 1e6, abs=1e-3)
    assert {r["name"]: r["count"] for r in data["rows"]} == {n: c for n, (c, _) in want.items()}
    for r in data["rows"]:
        assert r["total"] == pytest.approx(want[r["name"]][1] / 1e6, abs=1e-6)
    totals = [r["total"] for r in data["rows"]]
    assert totals == sorted(totals, reverse=True)
    # A window of the same area merges events into boxes; the summary does not.
    window = get(env["client"], tool_url(run, start_time_ms=repr(t0 / 1e9), end_time_ms=repr(t1 / 1e9), resolution=10))
    assert max(window["events"]["count"]) > 1
    # No such tracks, or none of them on this run: nothing, not an error.
    assert get(env["client"], tool_url(run, mode="summary", tracks="99999"))["count"] == 0


@pytest.mark.parametrize("tracks", ["", "a", "1,,2", "-1", "1.5", "1;2", "１"])
def test_summary_bad_tracks(env, tracks):
    run = run_of(env["runs"], KERAS)
    get(env["client"], tool_url(run, mode="summary", tracks=tracks), 400)


def test_summary_over_two_hosts(hosts_env):
    client, run = hosts_env["client"], hosts_env["run"]
    data = get(client, tool_url(run))
    b_tracks = [t["id"] for t in data["tracks"] if data["sections"][t["section"]]["host"] == "b"]
    whole = get(client, tool_url(run, mode="summary", tracks=",".join(str(t["id"]) for t in data["tracks"])))
    only_b = get(client, tool_url(run, mode="summary", tracks=",".join(map(str, b_tracks))))
    assert data["thinned"] == 0  # the whole window holds every event as itself
    assert only_b["count"] == sum(1 for t in data["events"]["track"] if t in b_tracks) > 0
    assert whole["count"] == len(data["events"]["id"]) and only_b["count"] < whole["count"]
    assert {r["name"] for r in only_b["rows"]} <= {data["names"][n] for n, t in zip(data["events"]["name"], data["events"]["track"])
                                                    if t in b_tracks}


# -- 7. counters ----------------------------------------------------------------------


def keras_memory_points():
    space = read_xspace_pb(fixture_xplane(KERAS))
    points = []
    for e in pb_events(space):
        stats = dict(e["stats"])
        if "bytes_allocated" in stats and stats.get("allocator_name") == ALLOCATOR:
            points.append((e["abs_ps"], stats["bytes_allocated"]))
    points.sort(key=lambda p: p[0])  # stable: file order within a time
    return points, pb_origin(space)


def test_counter_track_memory_in_use(env):
    points, origin = keras_memory_points()
    assert len(points) > 100
    profile, index = fixture_index(env, KERAS)
    (counter,) = [c for c in index.counters if index.tracks[c.track].name == f"Memory in use ({ALLOCATOR})"]
    assert index.tracks[counter.track].kind == "counter"
    assert index.sections[index.tracks[counter.track].section].name == "Host Threads"
    assert counter.ts.tolist() == [a - origin * 1000 for a, _ in points]
    assert counter.value.tolist() == [float(v) for _, v in points]

    run = run_of(env["runs"], KERAS)
    data = get(env["client"], tool_url(run, resolution=trace_window.MAX_RESOLUTION))
    (c,) = [c for c in data["counters"] if c["track"] == counter.track]
    assert c["value"] == [float(v) for _, v in points]
    np.testing.assert_allclose(c["ts"], (counter.ts - index.span[0]) / 1e6, rtol=0, atol=1e-6)


def check_counter_points(counter, t0, t1, resolution):
    ts, value = trace_index.counter_points(counter, t0, t1, resolution)
    raw_ts, raw_value = counter.ts, counter.value
    assert len(ts) == len(value)
    assert np.all(np.diff(ts) > 0) or len(ts) <= 1
    assert np.isin(ts, raw_ts).all()
    before = np.flatnonzero(raw_ts < t0)
    # Points in [t0, t1] (one at t1 ends the line at the window edge).
    in_window = np.flatnonzero((raw_ts >= t0) & (raw_ts <= t1))
    if len(before):
        assert ts[0] == raw_ts[before[-1]]  # the line starts at the window edge
    if not len(in_window):
        return ts, value
    assert ts[-1] <= raw_ts[in_window[-1]]
    # Each returned point carries the max of the raw points up to the next one.
    first = before[-1] if len(before) else in_window[0]
    covered = np.arange(first, in_window[-1] + 1)
    which = np.searchsorted(ts, raw_ts[covered], "right") - 1
    assert np.all(which >= 0)
    want = np.full(len(ts), -np.inf)
    np.maximum.at(want, which, raw_value[covered])
    assert np.array_equal(value, want)
    return ts, value


def test_counter_points_downsample_keeps_max():
    rng = np.random.default_rng(3)
    ts = np.sort(rng.choice(10**9, 50_000, replace=False)).astype(np.int64)
    counter = trace_index.Counter(0, ts, rng.random(50_000) * 100)
    for t0, t1, res in ((0, 10**9, 100), (10**8, 2 * 10**8, 50), (ts[100], ts[5000], 1000),
                        (int(ts[10]) + 1, int(ts[20]), 1000), (5 * 10**8, 5 * 10**8 + 10, 3)):
        out_ts, _ = check_counter_points(counter, int(t0), int(t1), res)
        assert len(out_ts) <= 2 * res + 2
    # Few points: returned as they are, with the one before the window (and one at its end).
    out_ts, out_v = trace_index.counter_points(counter, int(ts[10]) + 1, int(ts[20]), 1000)
    assert out_ts.tolist() == ts[10:21].tolist()
    assert out_v.tolist() == counter.value[10:21].tolist()


def test_counter_points_keras(env):
    _, index = fixture_index(env, KERAS)
    (counter,) = index.counters
    lo, hi = int(counter.ts[0]), int(counter.ts[-1])
    for t0, t1, res in ((lo, hi, 10), (lo, hi, 100), ((lo + hi) // 2, hi, 7), (lo + 1, lo + (hi - lo) // 10, 3)):
        check_counter_points(counter, t0, t1, res)


# -- 8. the full export ----------------------------------------------------------------


def test_full_export_names_host_plane_host_threads():
    profile = xspace.load(fixture_xplane(KERAS))
    trace = trace_viewer.convert([profile], {})
    processes = [e["args"]["name"] for e in trace["traceEvents"] if e.get("name") == "process_name"]
    assert "Host Threads" in processes
    assert schema.HOST_PLANE not in processes
    assert tools.get("trace_viewer") is not tools.get(TOOL)


def test_full_export_two_hosts_labels(hosts_env, tmp_path):
    profiles = [xspace.load(_write(tmp_path, h, s)) for h, s in sorted(hosts_env["spaces"].items())]
    trace = trace_viewer.convert(profiles, {})
    processes = [e["args"]["name"] for e in trace["traceEvents"] if e.get("name") == "process_name"]
    assert "Host Threads (a)" in processes and "Host Threads (b)" in processes
    assert "/device:GPU:0 (a)" in processes


def _write(folder: Path, host: str, space) -> Path:
    path = folder / f"{host}.xplane.pb"
    path.write_bytes(space.SerializeToString())
    return path


@pytest.mark.parametrize("seed", range(30))
def test_events_and_regions_merge_in_the_order_a_sort_gives(seed):
    """A line's events and Regions, each in (start, -end) order, are merged instead of
    sorted: the same order as the stable lexsort, ties included."""
    rng = np.random.default_rng(seed)
    def run(n):  # in (start, -end) order, with many equal starts and ends
        start = np.sort(rng.integers(0, 40, n))
        end = start + rng.integers(0, 6, n)
        order = np.lexsort((-end, start))
        return start[order], end[order]
    m, k = int(rng.integers(0, 60)), int(rng.integers(1, 30))
    (es, ee), (rs, re_) = run(m), run(k)
    start, end = np.concatenate([es, rs]), np.concatenate([ee, re_])
    expected = np.lexsort((-end, start))
    got = nesting.start_order(start, end, m)
    assert np.array_equal(np.arange(m + k) if got is None else got, expected)
    merged = nesting.merge_runs(start, end, m)
    assert merged is None or np.array_equal(merged, expected)


def test_the_trace_viewer_and_a_tf_overview_never_import_pandas(tmp_path):
    # pandas is ~40 MiB of a TensorBoard process and 0.15 s of its start; the plugin,
    # a trace window (with and without the disk cache), a search, a TF overview and its
    # input pipeline analysis need none of it.
    import subprocess
    import sys

    script = f"""
import sys
import tb_profile_plugin.plugin
from tb_profile_plugin.profile.cache import from_setting
from tb_profile_plugin.service import Service
for cache in ("none", {str(tmp_path / "cache")!r}, {str(tmp_path / "cache")!r}):
    service = Service.for_path({str(fixture_xplane("tf_custom_loop_steps"))!r}, cache=from_setting(cache))
    (run,) = service.runs()
    service.tool_json(run, "trace_viewer@", None, {{"resolution": "1500"}})
    service.tool_json(run, "trace_viewer@", None, {{"mode": "search", "q": "MatMul"}})
assert "pandas" not in sys.modules, "pandas was imported"
service.tool_json(run, "overview_page", None, {{}})  # a TF overview: numpy tables only
assert "pandas" not in sys.modules, "the overview imported pandas"
assert b'"input_ops"' in service.tool_json(run, "input_pipeline_analyzer", None, {{}})
assert "pandas" not in sys.modules, "the input pipeline analysis imported pandas"
service.tool_json(run, "tensorflow_stats", None, {{}})
assert "pandas" in sys.modules  # the stand-in imports it where it is used
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
