"""The two proof tools, converters called directly on real profiles.

- tensorflow_stats against XProf 2.24's framework_op_stats on the reference
  profiles (tests/fixtures/reference), and its invariants on every fixture;
- trace_viewer against an independent walk of the XSpace with xplane_pb2
  (every plane, line and event, exact times), and names with JSON-hostile
  characters.
"""

from __future__ import annotations

import collections
import gzip
import json
import math
import zlib
from pathlib import Path

import numpy as np
import pytest

from tb_profile_plugin import tools
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.protos import xplane_pb2

from conftest import REFERENCE, fixture_xplanes
from http_util import FIXTURES, xplane_files

FIXTURE_FILES = fixture_xplanes()  # tests/fixtures without the reference profiles
FIXTURE_IDS = [p.relative_to(FIXTURES).parts[0] for p in FIXTURE_FILES]


def _read_pb(path: Path) -> xplane_pb2.XSpace:
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return xplane_pb2.XSpace.FromString(data)


_loaded: dict = {}


def load(path: Path):
    """Each file parsed once per session (converters never mutate a Profile)."""
    if path not in _loaded:
        _loaded[path] = xspace.load(path)
    return _loaded[path]


def convert(name: str, path: Path) -> dict:
    return tools.get(name).convert([load(path)], {})


# -- tensorflow_stats vs XProf -------------------------------------------------


def _reference_profiles():
    out = []
    for name in ("tf_keras_small", "jax_cpu"):
        (xplane,) = xplane_files(REFERENCE / name)
        out.append(pytest.param((xplane, REFERENCE / name / "xprof_outputs" / "framework_op_stats.json"), id=name))
    return out


def _xprof_rows(path: Path) -> list[dict]:
    tables = json.loads(path.read_text())
    table = tables[0]  # the first table includes IDLE
    ids = [c["id"] for c in table["cols"]]
    return [dict(zip(ids, [cell.get("v") if cell else None for cell in row["c"]])) for row in table["rows"]]


@pytest.mark.parametrize("case", _reference_profiles())
def test_tensorflow_stats_matches_xprof(case):
    xplane, expected_json = case
    ours = convert("tensorflow_stats", xplane)
    ids = [c["id"] for c in ours["columns"]]
    col = {name: ids.index(name) for name in ("type", "operation", "occurrences", "total_time", "total_self_time")}
    by_key = collections.defaultdict(list)
    for row in ours["rows"]:
        by_key[(row[col["type"]], row[col["operation"]])].append(row)

    missing, wrong, occurrences = [], [], []
    xprof = [r for r in _xprof_rows(expected_json) if r["type"] != "IDLE"]
    for ref in xprof:
        key = (ref["type"], ref["operation"])
        found = by_key.get(key)
        if not found:
            missing.append(f"{key} total={ref['total_time']} us self={ref['total_self_time']} us")
            continue
        assert len(found) == 1, f"{key} appears {len(found)} times in our table"
        row = found[0]
        total, self_ = row[col["total_time"]], row[col["total_self_time"]]
        if not (math.isclose(total, ref["total_time"], rel_tol=0.01, abs_tol=0.01)
                and math.isclose(self_, ref["total_self_time"], rel_tol=0.01, abs_tol=0.01)):
            wrong.append(f"{key}: total {total} vs {ref['total_time']}, self {self_} vs {ref['total_self_time']}")
        # XProf also counts allocator events that name the op (tf_op stat):
        # test_tensorflow_stats.py checks that this is the whole difference.
        if row[col["occurrences"]] > ref["occurrences"]:
            occurrences.append(f"{key[1]}: {row[col['occurrences']]} vs XProf {ref['occurrences']:g}")
    assert not occurrences, "more occurrences than XProf: " + "; ".join(occurrences)
    assert not missing, f"{len(missing)} XProf ops missing from our table:\n" + "\n".join(missing)
    assert not wrong, f"{len(wrong)} ops with times off by more than 1%:\n" + "\n".join(wrong)


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=FIXTURE_IDS)
def test_tensorflow_stats_invariants(path):
    result = convert("tensorflow_stats", path)
    ids = [c["id"] for c in result["columns"]]
    rows = result["rows"]
    assert all(len(r) == len(ids) for r in rows)
    c = {name: ids.index(name) for name in ids}
    n = len(rows)
    assert [r[c["rank"]] for r in rows] == list(range(1, n + 1))
    self_times = np.array([r[c["total_self_time"]] for r in rows], float)
    assert np.all(np.diff(self_times) <= 0), "rows are not sorted by self time"
    assert np.all(self_times >= 0)
    for r in rows:
        assert r[c["occurrences"]] >= 1
        assert r[c["total_time"]] >= r[c["total_self_time"]] - 1e-3, r
        assert r[c["avg_time"]] == pytest.approx(r[c["total_time"]] / r[c["occurrences"]], abs=2e-3)
        assert r[c["host_or_device"]] in ("Host", "Device")
    host = [r for r in rows if r[c["host_or_device"]] == "Host"]
    if host:
        shares = [r[c["host_total_self_time_percent"]] for r in host]
        assert sum(shares) == pytest.approx(100.0, abs=0.05)
        cumulative = [r[c["host_cumulative_total_self_time_percent"]] for r in host]
        assert np.all(np.diff(cumulative) >= -1e-9)
        assert cumulative[-1] == pytest.approx(100.0, abs=0.05)
        assert result["host_self_time_us"] == pytest.approx(sum(r[c["total_self_time"]] for r in host), rel=1e-6, abs=0.01)
    if "jax" not in str(path):
        assert host, "TensorFlow fixtures have host ops"


REGENERATE_GZIP = (
    "tests/fixtures/gzip_xplane is no longer a gzip copy of tests/fixtures/tf_custom_loop_steps (fixture drift). "
    "Regenerate it from the repository root with `python3 -c \"import sys; sys.path.insert(0, 'tests/fixtures'); "
    "import make_fixtures as m; m.make_gzip_copy(m.FIXTURES_DIR)\"` (tests/fixtures/make_fixtures.py "
    "--framework ... does the same after regenerating the profiles; see tests/fixtures/README.md). It copies "
    "the smallest profile: if that is no longer tf_custom_loop_steps, update this test and the README."
)


def test_tensorflow_stats_gzip_equals_plain():
    (gz,) = xplane_files(FIXTURES / "gzip_xplane")
    (plain,) = xplane_files(FIXTURES / "tf_custom_loop_steps")
    try:
        unpacked = gzip.decompress(gz.read_bytes())
    except (OSError, EOFError, zlib.error) as e:  # not gzip, or truncated
        pytest.fail(f"{gz} does not decompress ({e}). {REGENERATE_GZIP}")
    assert unpacked == plain.read_bytes(), REGENERATE_GZIP
    assert convert("tensorflow_stats", gz) == convert("tensorflow_stats", plain)


# -- trace_viewer --------------------------------------------------------------


def _expected_events(space: xplane_pb2.XSpace):
    """(pid, tid, ts_us, dur_us, name) of every event, from the protobuf directly."""
    stamps = [line.timestamp_ns for plane in space.planes for line in plane.lines if len(line.events)]
    origin = min(stamps) if stamps else 0
    out = []
    for p, plane in enumerate(space.planes):
        for k, line in enumerate(plane.lines):
            base_ps = (line.timestamp_ns - origin) * 1000
            for ev in line.events:
                md = plane.event_metadata.get(ev.metadata_id) if ev.metadata_id in plane.event_metadata else None
                name = (md.display_name or md.name) if md is not None else ""
                out.append((p + 1, k + 1, round((base_ps + ev.offset_ps) / 1e6, 6),
                            round(ev.duration_ps / 1e6, 6), name))
    return out


def _complete_events(trace: dict):
    return [e for e in trace["traceEvents"] if e.get("ph") == "X"]


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=FIXTURE_IDS)
def test_trace_viewer_metadata_per_plane_and_line(path):
    space = _read_pb(path)
    trace = convert("trace_viewer", path)
    meta = [e for e in trace["traceEvents"] if e.get("ph") == "M"]
    processes = {e["pid"]: e["args"]["name"] for e in meta if e["name"] == "process_name"}
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in meta if e["name"] == "thread_name"}
    # Sections as TensorBoard names them: the host plane is "Host Threads".
    assert processes == {
        p + 1: "Host Threads" if plane.name == "/host:CPU" else plane.name
        for p, plane in enumerate(space.planes)
    }
    assert threads == {
        (p + 1, k + 1): line.display_name or line.name
        for p, plane in enumerate(space.planes)
        for k, line in enumerate(plane.lines)
    }
    # Every X event sits on a named thread.
    assert {(e["pid"], e["tid"]) for e in _complete_events(trace)} <= set(threads)


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=FIXTURE_IDS)
def test_trace_viewer_every_event_exact(path):
    space = _read_pb(path)
    profile = load(path)
    trace = convert("trace_viewer", path)
    # The Chrome export adds XProf's ThreadpoolListener::Region spans (counted in metadata.regions).
    regions = [e for e in _complete_events(trace) if e["name"] == "ThreadpoolListener::Region"]
    assert len(regions) == trace["metadata"]["regions"]
    events = [e for e in _complete_events(trace) if e["name"] != "ThreadpoolListener::Region"]
    total = sum(len(line.events) for plane in space.planes for line in plane.lines)
    assert total > 0
    assert len(events) == total == profile.num_events  # nothing dropped, no cap
    assert trace["metadata"]["events"] == total
    for e in events:
        assert isinstance(e["ts"], (int, float)) and not isinstance(e["ts"], bool)
        assert isinstance(e["dur"], (int, float)) and not isinstance(e["dur"], bool)
        assert e["ts"] >= 0 and e["dur"] >= 0, e
        assert isinstance(e["name"], str)
    ours = collections.Counter(
        (e["pid"], e["tid"], round(e["ts"], 6), round(e["dur"], 6), e["name"]) for e in events
    )
    expected = collections.Counter(_expected_events(space))
    assert ours == expected, (
        f"{sum((ours - expected).values())} events differ; e.g. ours {list((ours - expected))[:3]} "
        f"vs expected {list((expected - ours))[:3]}"
    )


def test_trace_viewer_step_num_on_train_events():
    (path,) = xplane_files(FIXTURES / "tf_custom_loop_steps")
    trace = convert("trace_viewer", path)
    train = [e for e in _complete_events(trace) if e["name"] == "train"]
    assert len(train) == 5
    assert sorted(e["args"]["step_num"] for e in train) == [0, 1, 2, 3, 4]
    assert all(isinstance(e["args"]["step_num"], int) for e in train)


def test_trace_viewer_stream_is_the_same_json():
    (path,) = xplane_files(FIXTURES / "jax_jit_train")
    profile = load(path)
    tool = tools.get("trace_viewer")
    assert tool.streams
    streamed = json.loads(b"".join(tool.stream([profile], {})))
    assert streamed == tool.convert([profile], {})


NASTY = [
    'say "hi"',
    "back\\slash\\",
    "new\nline\r\n",
    "<script>alert('x')</script>",
    "tab\tand \u2028 \u2029 separators",
    "unicode é 漢字 🙂",
    "ctrl \x01\x1f",
    "",
    "'single' & </b>",
]


def test_trace_viewer_names_survive_json(tmp_path):
    space = xplane_pb2.XSpace(hostnames=["h"])
    plane = space.planes.add(id=0, name='/host:CPU "quoted" <script>')
    stat_ids = {}
    for i, text in enumerate(NASTY):
        plane.event_metadata[i + 1].id = i + 1
        plane.event_metadata[i + 1].name = text
    for key in ("note", 'k"ey\\\n<script>'):
        sid = len(stat_ids) + 1
        plane.stat_metadata[sid].id = sid
        plane.stat_metadata[sid].name = key
        stat_ids[key] = sid
    line = plane.lines.add(id=7, name='line "one"\n<script>', timestamp_ns=1_000)
    for i, text in enumerate(NASTY):
        ev = line.events.add(metadata_id=i + 1, offset_ps=i * 1_000_000, duration_ps=500_000)
        ev.stats.add(metadata_id=stat_ids["note"], str_value=text)
        ev.stats.add(metadata_id=stat_ids['k"ey\\\n<script>'], int64_value=i)
    path = tmp_path / "h.xplane.pb"
    path.write_bytes(space.SerializeToString())

    profile = xspace.load(path)
    raw = b"".join(tools.get("trace_viewer").stream([profile], {}))
    trace = json.loads(raw)  # valid JSON despite the names
    events = _complete_events(trace)
    assert [e["name"] for e in events] == NASTY
    assert [e["args"]["note"] for e in events] == NASTY
    assert [e["args"]['k"ey\\\n<script>'] for e in events] == list(range(len(NASTY)))
    assert [e["ts"] for e in events] == [i * 1.0 for i in range(len(NASTY))]
    assert all(e["dur"] == 0.5 for e in events)
    meta = {e["name"]: e["args"]["name"] for e in trace["traceEvents"] if e.get("ph") == "M" and "name" in e["args"]}
    assert meta["process_name"] == '/host:CPU "quoted" <script>'
    assert meta["thread_name"] == 'line "one"\n<script>'
