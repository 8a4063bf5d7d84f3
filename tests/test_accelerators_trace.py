"""The trace viewer on the real TPU v6e and AMD MI300X profiles, checked against XProf
2.24.2's trace_viewer.json.gz (issue 42, items 10 and 11b).

- The rows XProf derives from device events' stats (Framework Name Scope, Framework
  Ops, Source code on TPU cores; per GPU stream "… - from #N", with XLA Modules and
  XLA Ops) hold the same events (names, starts, durations, to the ps) in our index and
  in our Chrome-trace export.
- `_counters_` lines (TPU performance counters; no given profile has one, so one of a
  real v6e's shape is added to the TPU profile's /device:TPU:0 here): counter tracks that
  end at their last sample, and "C" events in the export.
"""

from __future__ import annotations

import collections

import numpy as np
import pytest

from conftest import accelerator_xplane, accelerator_xprof, fixture_xplane, read_xspace_pb
from tb_profile_plugin.analysis import derived_lines, trace_index
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.tools import trace_viewer, trace_window

TPU, GPU = "tpu_v6e_x4_inference", "jax_mi300x_conv"
# XProf's derived rows we derive (Host Offload Ops rows are not: derived_lines.py says why).
_DERIVED = ("Framework Name Scope", "Framework Ops", "Source code", "XLA Modules - from #", "XLA Ops - from #")


def _is_derived(thread: str) -> bool:
    return thread.startswith(_DERIVED) and (thread in _DERIVED[:3] or " - from #" in thread)


def _rows(trace: dict) -> dict:
    """{(process, thread): sorted [(ts ps, dur ps, name)]} of a Chrome trace's X events."""
    ev = trace["traceEvents"]
    procs = {e["pid"]: e["args"]["name"] for e in ev if e.get("ph") == "M" and e["name"] == "process_name"}
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in ev if e.get("ph") == "M" and e["name"] == "thread_name"}
    out = collections.defaultdict(list)
    for e in ev:
        if e.get("ph") == "X":
            out[(procs[e["pid"]], threads[(e["pid"], e["tid"])])].append(
                (round(e["ts"] * 1e6), round(e["dur"] * 1e6), e["name"]))
    return {k: sorted(v) for k, v in out.items()}


@pytest.fixture(scope="module", params=[TPU, GPU])
def case(request):
    name = request.param
    profile = xspace.load(accelerator_xplane(name))
    xprof = _rows(accelerator_xprof(name, "trace_viewer"))
    # XProf's clock starts elsewhere (on the MI300X, 36.84 µs earlier): the offset of a raw row.
    raw = "XLA Modules" if name == TPU else "Stream #16(Kernel)"
    plane = profile.plane("/device:TPU:0" if name == TPU else "/device:GPU:0")
    k = next(k for k, line in enumerate(plane.lines) if line.label == raw)
    offset = xprof[(plane.name, raw)][0][0] - int(plane.events.start_ps[plane.events.line == k].min())
    return name, profile, xprof, offset


def test_derived_rows_in_the_index_hold_xprofs_events(case):
    name, profile, xprof, offset = case
    index = trace_index.index_of(profile)
    ours = collections.defaultdict(list)
    for t in index.tracks:
        section = index.sections[t.section].name
        lo, hi = index.track_lo[t.id], index.track_lo[t.id + 1]
        if _is_derived(t.name):
            assert index.synthetic[lo:hi].all() and (index.plane_row[lo:hi] == -1).all()
            ours[(section, t.name)] = sorted(
                (int(s) + offset, int(d), index.names[c])
                for s, d, c in zip(index.start[lo:hi], index.dur[lo:hi], index.name[lo:hi]))
    theirs = {k: v for k, v in xprof.items() if _is_derived(k[1])}
    assert sorted(ours) == sorted(theirs)
    assert len(theirs) == (12 if name == TPU else 40)
    for key in theirs:
        assert ours[key] == theirs[key], key


def test_derived_rows_in_the_export_hold_xprofs_events(case):
    name, profile, xprof, offset = case
    ours = _rows(trace_viewer.convert([profile], {}))
    # Our export's clock: the earliest event; its offset to XProf's, from the same raw row.
    raw = ("/device:TPU:0", "XLA Modules") if name == TPU else ("/device:GPU:0", "Stream #16(Kernel)")
    shift = xprof[raw][0][0] - ours[raw][0][0]
    derived = {k: [(t + shift, d, n) for t, d, n in v] for k, v in ours.items() if _is_derived(k[1])}
    theirs = {k: v for k, v in xprof.items() if _is_derived(k[1])}
    assert derived == theirs


def test_derived_row_order_and_details(case):
    name, profile, _, _ = case
    index = trace_index.index_of(profile)
    first = [t.name for t in index.tracks if index.sections[t.section].name == index.sections[0].name]
    if name == TPU:  # after the core's own lines, in XProf's order
        assert first[-3:] == ["Framework Name Scope", "Framework Ops", "Source code"]
    else:  # right after their stream, in XProf's order
        at = first.index("Stream #16(Kernel)")
        assert first[at + 1:at + 6] == [f"{row} - from #16" for row in (
            "Framework Name Scope", "Framework Ops", "XLA Modules", "XLA Ops", "Source code")]
    event = int(np.flatnonzero(index.plane_row == -1)[0])
    got = trace_window.convert([profile], {"mode": "details", "id": str(event)})
    assert got["name"] == index.names[index.name[event]] and got["args"] == {} and got["flows"] == []


def test_cpu_profiles_derive_nothing():
    profile = xspace.load(fixture_xplane("jax_jit_train"))
    assert derived_lines.derived(profile) == {}


def test_tf_op_names_parse_as_xprof():
    assert derived_lines.parse_tf_op("jit(f)/jit(main)/add:") == ("jax", "add", ["jit(f)", "jit(main)"])
    assert derived_lines.parse_tf_op("model/dense/MatMul:MatMul") == ("tf", "MatMul", ["model", "dense"])
    assert derived_lines.parse_tf_op("a/transpose[permutation=(0, 1)]:") == ("jax", "transpose", ["a"])
    assert derived_lines.parse_tf_op("Iterator::Batch::Map:") == ("data", "Iterator::Map:", [])
    assert derived_lines.parse_tf_op("XlaModule:") == ("tf", "XlaModule", [])
    assert derived_lines.parse_tf_op("MemcpyHToD") == ("memcpy", "MemcpyHToD", [])
    assert derived_lines.parse_tf_op("no colon here ") == ("", "no colon here", [])


# -- `_counters_` (item 10) ---------------------------------------------------------------

_UNITS = ("MXU", "Vector ALU", "Vector Load", "Vector Store", "Scalar ALU", "XLU", "Vector EUP",
          "Vector Spills", "Vector Fills")


@pytest.fixture(scope="module")
def counters_profile(tmp_path_factory):
    """The TPU profile with a `_counters_` line of a real v6e's shape on /device:TPU:0:
    1,768 events of 1 ns, one metadata per unit, a double `% util` stat each, sampled
    during one 0.23 ms XLA op (the real profile's op closest to that length)."""
    space = read_xspace_pb(accelerator_xplane(TPU))
    plane = next(p for p in space.planes if p.name == "/device:TPU:0")
    ops = next(line for line in plane.lines if line.name == "XLA Ops")
    op = min(ops.events, key=lambda e: abs(e.duration_ps - 230_000_000))
    sid = max(plane.stat_metadata) + 1
    plane.stat_metadata[sid].id, plane.stat_metadata[sid].name = sid, "% util"
    mid0 = max(plane.event_metadata) + 1
    for j, unit in enumerate(_UNITS):
        plane.event_metadata[mid0 + j].id, plane.event_metadata[mid0 + j].name = mid0 + j, unit
    line = plane.lines.add(id=max(x.id for x in plane.lines) + 1, name="_counters_", timestamp_ns=ops.timestamp_ns)
    per_unit = [197] * 8 + [1768 - 197 * 8]
    for j, n in enumerate(per_unit):
        at = np.linspace(op.offset_ps, op.offset_ps + op.duration_ps - 1000, n).astype(np.int64)
        util = np.full(n, 79.0 if _UNITS[j] == "MXU" else 10.0 + j)
        for t, u in zip(at.tolist(), util.tolist()):
            event = line.events.add(metadata_id=mid0 + j, offset_ps=t, duration_ps=1000)
            event.stats.add(metadata_id=sid, double_value=u)
    path = tmp_path_factory.mktemp("counters") / "tpu_counters.xplane.pb"
    path.write_bytes(space.SerializeToString())
    last_end = ops.timestamp_ns * 1000 + op.offset_ps + op.duration_ps - 1000 + 1000
    return xspace.load(path), last_end


def test_counter_tracks_end_at_their_last_sample_zoomed_out(counters_profile):
    profile, last_end_ps = counters_profile
    got = trace_window.convert([profile], {"resolution": "1000"})  # the whole 98 s trace
    tracks = {t["id"]: t["name"] for t in got["tracks"] if t["kind"] == "counter" and t["name"] in _UNITS}
    assert sorted(tracks.values()) == sorted(_UNITS)
    trace_start = trace_index.index_of(profile).span[0]  # ps of the profile's clock (origin_ns 0)
    for c in got["counters"]:
        if c["track"] not in tracks:
            continue
        assert c["end_us"] == pytest.approx((last_end_ps - trace_start) / 1e6, abs=1e-6)
        assert max(c["ts"]) <= c["end_us"]
        if tracks[c["track"]] == "MXU":
            assert max(c["value"]) == 79.0
    assert got["span_us"][1] > 600_000  # the trace goes on for far longer than the counters


def test_counters_export_as_counter_events(counters_profile):
    profile, _ = counters_profile
    trace = trace_viewer.convert([profile], {})
    ev = trace["traceEvents"]
    pid = next(e["pid"] for e in ev if e.get("name") == "process_name" and e["args"]["name"] == "/device:TPU:0")
    tid = next(e["tid"] for e in ev if e.get("name") == "thread_name" and e["pid"] == pid
               and e["args"]["name"] == "_counters_")
    assert not [e for e in ev if e.get("ph") == "X" and e["pid"] == pid and e["tid"] == tid]
    counters = [e for e in ev if e.get("ph") == "C" and e["pid"] == pid]
    assert len(counters) == 1768
    assert collections.Counter(e["name"] for e in counters) == dict(zip(_UNITS, [197] * 8 + [192]))
    assert {e["args"]["% util"] for e in counters if e["name"] == "MXU"} == {79.0}
    # The other events of the plane are all still there, as complete events.
    x = [e for e in ev if e.get("ph") == "X" and e["pid"] == pid and e["tid"] <= len(profile.plane("/device:TPU:0").lines)]
    assert len(x) == len(profile.plane("/device:TPU:0").events) - 1768
