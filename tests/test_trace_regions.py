"""XProf's `ThreadpoolListener::Region` spans in the trace viewer.

XProf (tsl preprocess_xplane.h, ThreadpoolLineMutator) adds to each thread one
`ThreadpoolListener::Region` event per StartRegion (with a `_c` stat) /
StopRegion pair; the StartRegion/StopRegion/Record instants stay. Checked here:
- the index (analysis/trace_index.py), the window JSON and the Chrome-trace
  export hold the same Region spans as XProf 2.24.2's trace_viewer on three real
  profiles (tests/fixtures/xprof_outputs/<scenario>/trace_regions.json);
- on a small XSpace with the pairing's edge cases (a later Start replaces an
  unstopped one, a second Stop reuses the last Start, a Stop before any Start
  and a Start without `_c` make nothing), the spans XProf shows for it;
- details (the StartRegion's args, flows from the Record), search by name and
  by args, and that a StartRegion keeps its own index position.

Regenerate the expected files after changing the fixtures:
    for s in jax_jit_train tf_loop_python_tracer jax_async_dispatch; do
      /work/venvs/xprof/bin/python tests/fixtures/xprof_run.py \\
        tests/fixtures/$s/plugins/profile/*/vm.xplane.pb /tmp/xprof/$s trace_viewer; done
    .venv/bin/python tests/test_trace_regions.py /tmp/xprof
(tests/fixtures/xprof_run.py writes XProf's `xspace_to_tool_data(..., "trace_viewer")` output.)
"""

from __future__ import annotations

import collections
import gzip
import json
import sys
from pathlib import Path
from urllib.parse import urlencode

import numpy as np
import pytest
from werkzeug.test import Client

sys.path.insert(0, str(Path(__file__).parent))  # conftest/http_util when run as a script

from conftest import FIXTURES, PlaneBuilder, fixture_xplane  # noqa: E402
from http_util import PREFIX, copy_fixtures, run_of  # noqa: E402
from tb_profile_plugin.analysis import trace_index  # noqa: E402
from tb_profile_plugin.profile import schema, xspace  # noqa: E402
from tb_profile_plugin.protos import xplane_pb2  # noqa: E402
from tb_profile_plugin.server import make_app  # noqa: E402
from tb_profile_plugin.tools import trace_viewer, trace_window  # noqa: E402

REGION = "ThreadpoolListener::Region"
START, STOP, RECORD = ("ThreadpoolListener::StartRegion", "ThreadpoolListener::StopRegion",
                       "ThreadpoolListener::Record")
SCENARIOS = ("jax_jit_train", "tf_loop_python_tracer", "jax_async_dispatch")
TOOL = "trace_viewer@"


def expected_path(scenario: str) -> Path:
    return FIXTURES / "xprof_outputs" / scenario / "trace_regions.json"


def xprof_regions(scenario: str) -> collections.Counter:
    """XProf's Region spans: (thread name, ts µs, dur µs), ts absolute (XProf's
    trace time = our profile origin + start)."""
    data = json.loads(expected_path(scenario).read_text())
    return collections.Counter((thread, ts, dur) for thread, spans in data["regions"].items() for ts, dur in spans)


def spans(threads, starts_ps, durs_ps) -> collections.Counter:
    return collections.Counter(
        (t, round(s / 1e6, 3), round(d / 1e6, 3)) for t, s, d in zip(threads, starts_ps, durs_ps))


def index_regions(profile, index):
    synthetic = np.flatnonzero(index.synthetic)
    threads = [index.tracks[t].name for t in index.track[synthetic].tolist()]
    return synthetic, spans(threads, (index.start[synthetic] + profile.origin_ns * 1000).tolist(),
                            index.dur[synthetic].tolist())


@pytest.fixture(scope="module")
def loaded():
    cache = {}

    def load(scenario):
        if scenario not in cache:
            profile = xspace.load(fixture_xplane(scenario))
            cache[scenario] = (profile, trace_index.build(profile))
        return cache[scenario]
    return load


# -- against XProf on real profiles ------------------------------------------------------


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_index_regions_match_xprof(loaded, scenario):
    profile, index = loaded(scenario)
    theirs = xprof_regions(scenario)
    assert len(theirs) >= 20
    synthetic, ours = index_regions(profile, index)
    assert sum(ours.values()) == sum(theirs.values())
    assert ours == theirs, (list((ours - theirs).items())[:3], list((theirs - ours).items())[:3])
    # Named Region, on host threads, each starting where its StartRegion is.
    assert {index.names[c] for c in index.name[synthetic].tolist()} == {REGION}
    assert {index.sections[index.tracks[t].section].name for t in index.track[synthetic].tolist()} == {"Host Threads"}
    for i in synthetic.tolist():
        plane = profile.planes[int(index.plane[i])]
        row = int(index.plane_row[i])
        assert plane.metadata_names(display=False)[plane.metadata_codes()[row]] == START
        own = index.positions(int(index.plane[i]), len(plane.events))[row]
        assert own != i and not index.synthetic[own]
        assert index.names[index.name[own]] == START
        assert (index.track[own], index.start[own], index.dur[own]) == (index.track[i], index.start[i], 0)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_window_json_regions_match_xprof(scenario, tmp_path, monkeypatch):
    monkeypatch.setattr(trace_index, "_RAW_LIMIT", 10**9)  # every event as itself
    profile = xspace.load(fixture_xplane(scenario))
    data = trace_window.convert([profile], {"resolution": str(trace_window.MAX_RESOLUTION)})
    index = trace_index.index_of(profile)
    tracks = {t["id"]: t["name"] for t in data["tracks"]}
    ev = data["events"]
    is_region = [data["names"][n] == REGION for n in ev["name"]]
    origin_us = (profile.origin_ns * 1000 + index.span[0]) / 1e6
    ours = collections.Counter(
        (tracks[t], round(ts + origin_us, 3), round(dur, 3))
        for t, ts, dur, r in zip(ev["track"], ev["ts"], ev["dur"], is_region) if r)
    assert ours == xprof_regions(scenario)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_export_regions_match_xprof(scenario):
    profile = xspace.load(fixture_xplane(scenario))
    trace = trace_viewer.convert([profile], {})
    events = trace["traceEvents"]
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in events if e.get("name") == "thread_name"}
    regions = [e for e in events if e.get("name") == REGION]
    assert all(e["ph"] == "X" for e in regions)
    ours = spans([threads[(e["pid"], e["tid"])] for e in regions],
                 [round(e["ts"] * 1e6) + profile.origin_ns * 1000 for e in regions],
                 [round(e["dur"] * 1e6) for e in regions])
    theirs = xprof_regions(scenario)
    assert ours == theirs
    assert trace["metadata"]["regions"] == sum(theirs.values())
    assert trace["metadata"]["events"] == profile.num_events
    assert sum(e.get("ph") == "X" for e in events) == profile.num_events + len(regions)
    # Each Region carries its StartRegion's args (the same time, same thread).
    starts = {(e["pid"], e["tid"], e["ts"]): e.get("args") for e in events if e.get("name") == START}
    for e in regions:
        assert e.get("args") == starts[(e["pid"], e["tid"], e["ts"])]


# -- the pairing's edge cases ------------------------------------------------------------


def edge_xspace() -> xplane_pb2.XSpace:
    space = xplane_pb2.XSpace(hostnames=["edge"])
    host = PlaneBuilder(space, "/host:CPU")
    main = host.line("main", timestamp_ns=1_000)
    a = host.line("pool_a", timestamp_ns=1_000)
    b = host.line("pool_b", timestamp_ns=1_000)
    c = host.line("pool_c", timestamp_ns=1_000)
    host.event(main, "work", 0, 100_000_000)
    host.event(main, RECORD, 1_000_000, 0, stats={"_p": 2, "_pt": 15, "note": "rec"})
    # pool_a: a later Start replaces an unstopped one; a second Stop reuses it.
    host.event(a, START, 10_000_000, 0, stats={"_c": 1, "_ct": 15, "note": "first"})
    host.event(a, START, 20_000_000, 0, stats={"_c": 2, "_ct": 15, "note": "second"})
    host.event(a, "task", 21_000_000, 5_000_000)
    host.event(a, STOP, 30_000_000, 0)
    host.event(a, STOP, 40_000_000, 0)
    # pool_b: a Stop before any Start and a Start without `_c` make nothing.
    host.event(b, STOP, 5_000_000, 0)
    host.event(b, START, 6_000_000, 0, stats={"note": "no context"})
    host.event(b, STOP, 7_000_000, 0)
    host.event(b, START, 50_000_000, 0, stats={"_c": 3, "_ct": 15})
    host.event(b, "task", 51_000_000, 70_000_000)  # outlives its Region: partial overlap
    host.event(b, STOP, 60_000_000, 0)
    host.event(b, START, 130_000_000, 0, stats={"_c": 4, "_ct": 15})  # a zero-length Region
    host.event(b, STOP, 130_000_000, 0)
    # pool_c: a Start without `_c` does not replace the open one.
    host.event(c, START, 140_000_000, 0, stats={"_c": 5, "_ct": 15})
    host.event(c, START, 145_000_000, 0, stats={"note": "no context"})
    host.event(c, STOP, 150_000_000, 0)
    return space


# What XProf 2.24.2's trace_viewer shows for edge_xspace() (the zero-length one
# as an instant event): (thread, start ps from the line timestamp, dur ps).
EDGE_XPROF = collections.Counter({
    ("pool_a", 20_000_000, 20_000_000): 1, ("pool_a", 20_000_000, 10_000_000): 1,
    ("pool_b", 50_000_000, 10_000_000): 1, ("pool_b", 130_000_000, 0): 1, ("pool_c", 140_000_000, 10_000_000): 1,
})


@pytest.fixture(scope="module")
def edge(tmp_path_factory):
    root = tmp_path_factory.mktemp("edge")
    session = root / "logdir" / "plugins" / "profile" / "2020_01_01_00_00_00"
    session.mkdir(parents=True)
    path = session / "edge.xplane.pb"
    path.write_bytes(edge_xspace().SerializeToString())
    profile = xspace.load(path)
    client = Client(make_app(root / "logdir", cache_dir=str(root / "cache")))
    (run,) = client.get(PREFIX + "runs").json
    return {"profile": profile, "index": trace_index.build(profile), "client": client, "run": run}


def get(client, run, **options) -> dict:
    r = client.get(PREFIX + "data?" + urlencode({"run": run, "tag": TOOL, **options}))
    assert r.status_code == 200, r.get_data(as_text=True)
    return json.loads(r.get_data())


def ids_named(index, name: str) -> list[int]:
    return [i for i in range(index.num_events) if index.names[index.name[i]] == name]


def test_edge_regions_like_xprof(edge):
    index = edge["index"]
    synthetic = np.flatnonzero(index.synthetic)
    ours = collections.Counter((index.tracks[int(index.track[i])].name, int(index.start[i]), int(index.dur[i]))
                               for i in synthetic)
    assert ours == EDGE_XPROF
    assert ids_named(index, REGION) == sorted(synthetic.tolist())
    # Every StartRegion/StopRegion/Record instant stays, as itself.
    assert len(ids_named(index, START)) == 7 and len(ids_named(index, STOP)) == 7
    assert index.num_events == len(edge["profile"].planes[0].events) + 5
    # positions() maps each StartRegion's row to the StartRegion, also where
    # its Region sorts after it (zero length, same start).
    plane = edge["profile"].planes[0]
    pos = index.positions(0, len(plane.events))
    for i in synthetic.tolist():
        own = pos[index.plane_row[i]]
        assert own != i and index.names[index.name[own]] == START and not index.synthetic[own]
    assert sorted(pos[pos >= 0].tolist()) == np.flatnonzero(~index.synthetic).tolist()


def test_edge_regions_stacked_with_thread_events(edge):
    index = edge["index"]
    track = {t.name: t.id for t in index.tracks}
    events = lambda name, t: [i for i in ids_named(index, name) if index.track[i] == track[t]]  # noqa: E731
    region_b, _zero = sorted(events(REGION, "pool_b"), key=lambda i: index.start[i])
    task_b, = events("task", "pool_b")
    # The task starts inside the Region and outlives it: not nested, so it
    # goes to a row of its own; nothing overlaps within a row.
    assert index.row[task_b] != index.row[region_b]
    long_a, short_a = sorted(events(REGION, "pool_a"), key=lambda i: -index.dur[i])
    task_a, = events("task", "pool_a")
    assert index.row[long_a] < index.row[short_a] < index.row[task_a]  # nested: 20 ⊃ 10 ⊃ task
    assert index.tracks[track["pool_a"]].rows >= 3
    for t in index.tracks:
        rows = index.row[(index.track == t.id)]
        assert t.rows == int(rows.max()) + 1


def test_edge_details_and_flows(edge):
    index, client, run = edge["index"], edge["client"], edge["run"]
    record, = ids_named(index, RECORD)
    second = [i for i in ids_named(index, START) if index.start[i] == 20_000_000]
    start_2, = second
    regions_2 = [i for i in ids_named(index, REGION) if index.start[i] == 20_000_000]
    assert len(regions_2) == 2
    for region in regions_2:
        d = get(client, run, mode="details", id=region)
        assert (d["name"], d["long_name"]) == (REGION, REGION)
        assert d["dur"] == index.dur[region] / 1e6
        assert d["args"] == {"note": "second"}  # its StartRegion's (`_c`/`_ct` are internal)
        assert [(f["id"], f["direction"]) for f in d["flows"]] == [(record, "in")]
    d = get(client, run, mode="details", id=start_2)
    assert (d["name"], d["dur"], d["args"]) == (START, 0.0, {"note": "second"})
    assert [(f["id"], f["direction"]) for f in d["flows"]] == [(record, "in")]
    d = get(client, run, mode="details", id=record)
    assert sorted(f["id"] for f in d["flows"]) == sorted([start_2, *regions_2])
    assert {f["direction"] for f in d["flows"]} == {"out"}


def test_edge_search(edge):
    index, client, run = edge["index"], edge["client"], edge["run"]
    found = get(client, run, mode="search", q="listener::region")
    assert found["total"] == 5 and {m["name"] for m in found["matches"]} == {REGION}
    assert sorted(m["id"] for m in found["matches"]) == ids_named(index, REGION)
    assert get(client, run, mode="search", q="region", limit=100)["total"] == 5 + 7 + 7
    # By args: the Regions share their StartRegion's.
    found = get(client, run, mode="search", q="SECOND", args=1)
    assert sorted(m["id"] for m in found["matches"]) == sorted(
        [i for i in ids_named(index, START) if index.start[i] == 20_000_000]
        + [i for i in ids_named(index, REGION) if index.start[i] == 20_000_000])


def test_edge_export(edge):
    trace = trace_viewer.convert([edge["profile"]], {})
    threads = {e["tid"]: e["args"]["name"] for e in trace["traceEvents"] if e.get("name") == "thread_name"}
    regions = [e for e in trace["traceEvents"] if e.get("name") == REGION]
    assert collections.Counter((threads[e["tid"]], round(e["ts"] * 1e6), round(e["dur"] * 1e6))
                               for e in regions) == EDGE_XPROF
    # Two Regions of one StartRegion each get their own args object.
    assert sorted(json.dumps(e.get("args"), sort_keys=True) for e in regions) == [
        "null", "null", "null", '{"note": "second"}', '{"note": "second"}']
    assert trace["metadata"]["regions"] == 5


def test_index_version_bumped():
    # The index is cached on disk: Regions changed its shape.
    assert trace_index.VERSION >= 2 and trace_index.KEY.endswith(f"v{trace_index.VERSION}")


# -- real profiles through the HTTP app ----------------------------------------------------


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    root = tmp_path_factory.mktemp("regions")
    logdir = copy_fixtures(root / "logdir")
    client = Client(make_app(logdir, cache_dir=str(root / "cache")))
    return {"client": client, "runs": client.get(PREFIX + "runs").json}


def test_search_and_details_on_jax(env, loaded):
    scenario = "jax_jit_train"
    run = run_of(env["runs"], scenario)
    profile, index = loaded(scenario)
    synthetic = np.flatnonzero(index.synthetic)
    found = get(env["client"], run, mode="search", q=REGION, limit=1000)
    assert found["total"] == len(synthetic) == 20
    assert sorted(m["id"] for m in found["matches"]) == synthetic.tolist()
    # Search by args finds a Region when its StartRegion's args match.
    (p_index,) = set(index.plane[synthetic].tolist())
    plane = profile.planes[p_index]
    assert plane.name == "/host:CPU"
    src = plane.event_stats(int(index.plane_row[synthetic[0]]))["_src"]
    by_args = get(env["client"], run, mode="search", q=src, args=1, limit=trace_window.MAX_LIMIT)
    ids = {m["id"] for m in by_args["matches"]}
    assert set(synthetic.tolist()) <= ids
    # Details of every Region: its span, its StartRegion's args; the Record
    # that scheduled it (same context id) links to it.
    producers = plane.stat("_p")
    linked = 0
    for i in synthetic.tolist():
        d = get(env["client"], run, mode="details", id=i)
        row = int(index.plane_row[i])
        assert (d["name"], d["long_name"]) == (REGION, REGION)
        assert d["dur"] == pytest.approx(index.dur[i] / 1e6, abs=1e-6)
        assert d["args"] == {k: v for k, v in plane.event_stats(row).items() if k not in schema.INTERNAL_STATS}
        context = plane.event_stats(row)["_c"]
        records = producers.events[np.asarray(producers.values) == context]
        pos = index.positions(p_index, len(plane.events))
        assert sorted(f["id"] for f in d["flows"]) == sorted(pos[records].tolist())
        linked += bool(len(records))
        for r in pos[records].tolist():
            back = get(env["client"], run, mode="details", id=r)["flows"]
            assert {i, int(pos[row])} <= {f["id"] for f in back}
    assert linked >= 5


# -- regenerating the expected files --------------------------------------------------------


def _load_json(path: Path):
    raw = path.read_bytes()
    return json.loads(gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw)


def main(xprof_dir: str) -> None:
    """Writes tests/fixtures/xprof_outputs/<scenario>/trace_regions.json from
    XProf's <xprof_dir>/<scenario>/trace_viewer.json."""
    for scenario in SCENARIOS:
        events = _load_json(Path(xprof_dir) / scenario / "trace_viewer.json")["traceEvents"]
        threads = {(e["pid"], e.get("tid")): e["args"]["name"] for e in events
                   if e.get("ph") == "M" and e.get("name") == "thread_name"}
        regions = collections.defaultdict(list)
        for e in events:
            if e.get("name") == REGION:
                regions[threads[(e["pid"], e["tid"])]].append([e["ts"], e["dur"]])
        out = {"source": "XProf 2.24.2 trace_viewer: its ThreadpoolListener::Region events "
                         "[ts µs (absolute), dur µs] per thread name",
               "regions": {t: sorted(s) for t, s in sorted(regions.items())}}
        path = expected_path(scenario)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(out, separators=(",", ":")) + "\n")
        print(path, sum(len(s) for s in regions.values()))


if __name__ == "__main__":
    main(sys.argv[1])
