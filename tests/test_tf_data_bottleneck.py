"""tf_data_bottleneck_analysis on synthetic pipelines computed by hand, on the
real TensorFlow fixtures (checked against a plain-Python re-implementation
that walks the protobuf), several hosts, and profiles without tf.data."""

from __future__ import annotations

import pytest
from werkzeug.test import Client

from tb_profile_plugin import tools
from tb_profile_plugin.errors import BadParameter, NotFound
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.protos import xplane_pb2
from tb_profile_plugin.server import make_app
from tb_profile_plugin.tools import tf_data_bottleneck as tdb

from conftest import FIXTURES, REFERENCE, PlaneBuilder, fixture_xplane, read_xspace_pb, sample_xspace, xplane_id

TOOL = "tf_data_bottleneck_analysis"
US = 1_000_000  # ps
TF_FIXTURES = ["tf_keras_profile_batch", "tf_custom_loop_steps"]


def convert(profiles, **options):
    return tools.get(TOOL).convert(profiles, options)


def load(make_xspace_file, space, name="host0.xplane.pb"):
    return xspace.load(make_xspace_file(space, name=name), host=name.split(".")[0])


# --- synthetic pipelines -------------------------------------------------------------

def sync_pipeline(b: PlaneBuilder, line, t0_us=0):
    """Pipeline A (root id 1): Root -> Map -> TensorSlice, nested on one thread.

    call 1 at t0: Root [0, 100] µs, Map [10, 90], TensorSlice [20, 30]
                  self: Root 20, Map 70, TensorSlice 10 (bottleneck: Map)
    call 2:       Root [200, 240], Map [205, 235], TensorSlice [210, 215]
                  self: Root 10, Map 25, TensorSlice 5
    """
    for start, (r, m, t) in ((0, ((0, 100), (10, 90), (20, 30))), (200, ((200, 240), (205, 235), (210, 215)))):
        for name, (s, e), stats in (("Iterator::Root", r, {"id": 1, "name": "MapDataset:1"}),
                                    ("Iterator::Root::Map", m, {"id": 2, "parent_id": 1, "name": "MapDataset:1"}),
                                    ("Iterator::Root::Map::TensorSlice", t,
                                     {"id": 3, "parent_id": 2, "name": "TensorSliceDataset:0"})):
            b.event(line, name, (t0_us + s) * US, (e - s) * US, stats=stats)


def async_pipeline(b: PlaneBuilder, consumer, background, t0_us=0):
    """Pipeline B (root id 11): Root -> Prefetch ~> Map -> TensorSlice, the Map on a background thread.

    consumer:   Root [1000, 1300], Prefetch [1010, 1290] holding PrefetchConsume(element 7) [1280, 1285]
    background: PrefetchProduce(element 7) [900, 1270] holding Map [905, 1265] holding TensorSlice [910, 930];
                PrefetchProduce(element 8) [1300, 1400] holding Map [1305, 1395], TensorSlice [1310, 1320]
                (element 8 is not consumed in the profile: no link).
    The consumer's Prefetch waits on element 7's Map: overlap 1265 - 1010 = 255 µs.
    self: Root 300 - 280 = 20, Prefetch 280 - 255 = 25, Map 360 - 20 = 340, TensorSlice 20.
    All four are blocking; the bottleneck is Map (340 µs).
    """
    def ev(line, name, s, e, stats):
        b.event(line, name, (t0_us + s) * US, (e - s) * US, stats=stats)

    ev(consumer, "Iterator::Root", 1000, 1300, {"id": 11, "name": "PrefetchDataset:3"})
    ev(consumer, "Iterator::Root::Prefetch", 1010, 1290, {"id": 12, "parent_id": 11, "buffer_limit": 2})
    ev(consumer, "PrefetchConsume", 1280, 1285, {"element_id": 7})
    for element, (p, m, t) in ((7, ((900, 1270), (905, 1265), (910, 930))),
                               (8, ((1300, 1400), (1305, 1395), (1310, 1320)))):
        ev(background, "PrefetchProduce", *p, {"element_id": element})
        ev(background, "Iterator::Root::Prefetch::Map", *m, {"id": 13, "parent_id": 12, "name": "MapDataset:2"})
        ev(background, "Iterator::Root::Prefetch::Map::TensorSlice", *t, {"id": 14, "parent_id": 13})


def synthetic_space(*, sync=True, asynchronous=True, hostname="host0") -> xplane_pb2.XSpace:
    space = xplane_pb2.XSpace(hostnames=[hostname])
    b = PlaneBuilder(space, "/host:CPU")
    consumer = b.line("tf_data_iterator_get_next/1", timestamp_ns=1_000_000)
    background = b.line("tf_data_private_threadpool/2", timestamp_ns=1_000_000)
    b.event(consumer, "some_op:MatMul", 0, 1 * US)  # not tf.data: ignored
    if sync:
        sync_pipeline(b, consumer)
    if asynchronous:
        async_pipeline(b, consumer, background)
    return space


def node(graph, long_name):
    (found,) = [n for n in graph["nodes"] if n["long_name"] == long_name]
    return found


def test_sync_chain_by_hand(make_xspace_file):
    result = convert([load(make_xspace_file, synthetic_space(asynchronous=False))])
    (p,) = result["pipelines"]
    assert p["name"] == "Host:0" and p["id"] == "1" and p["kind"] == "host"
    assert (p["calls"], p["min_us"], p["mean_us"], p["max_us"], p["slow_calls"]) == (2, 40, 70, 100, 1)
    s = result["summary"]
    assert s["host"] == "host0" and s["pipeline"] == "Host:0" and s["max_latency_us"] == 100
    assert s["is_input_bound"] is True
    b = s["bottleneck"]
    assert (b["long_name"], b["type"], b["name"], b["id"]) == ("Iterator::Root::Map", "Map", "MapDataset:1", "2")
    assert b["self_ms"] == pytest.approx(0.070)
    assert b["category"] == "transformation with a parallel version"
    assert "num_parallel_calls" in b["suggestion"] and "AUTOTUNE" in b["suggestion"]
    assert "Map" in s["statement"] and "100.0 µs" in s["statement"]
    g = result["graph"]
    assert g["rank"] == 0 and g["num_ranks"] == 2 and g["call_latency_us"] == 100
    assert [n["long_name"] for n in g["nodes"]] == [
        "Iterator::Root", "Iterator::Root::Map", "Iterator::Root::Map::TensorSlice"]
    assert [n["depth"] for n in g["nodes"]] == [0, 1, 2]
    assert [n["parent"] for n in g["nodes"]] == ["", "1", "2"]
    assert [n["self_ms"] for n in g["nodes"]] == pytest.approx([0.020, 0.070, 0.010])
    assert [n["total_ms"] for n in g["nodes"]] == pytest.approx([0.100, 0.080, 0.010])
    assert [n["offset_us"] for n in g["nodes"]] == [0, 10, 20]
    assert [n["calls"] for n in g["nodes"]] == [1, 1, 1]
    assert all(n["on_critical_path"] for n in g["nodes"])
    assert [n["is_bottleneck"] for n in g["nodes"]] == [False, True, False]
    # Over the whole profile: both calls.
    assert [n["profile_calls"] for n in g["nodes"]] == [2, 2, 2]
    assert [n["profile_self_ms"] for n in g["nodes"]] == pytest.approx([0.030, 0.095, 0.015])
    # The second slowest call (rank 1).
    g1 = convert([load(make_xspace_file, synthetic_space(asynchronous=False))], rank="1")["graph"]
    assert g1["rank"] == 1 and g1["call_latency_us"] == 40
    assert [n["self_ms"] for n in g1["nodes"]] == pytest.approx([0.010, 0.025, 0.005])
    assert g1["nodes"][0]["start_ms"] == pytest.approx(0.200)  # from the profile's first event


def test_async_prefetch_links_producer_to_consumer(make_xspace_file):
    result = convert([load(make_xspace_file, synthetic_space())])
    by_name = {p["name"]: p for p in result["pipelines"]}
    assert set(by_name) == {"Host:0", "Host:1"}  # numbered by first call
    assert by_name["Host:1"]["id"] == "11" and by_name["Host:1"]["max_us"] == 300
    assert [p["name"] for p in result["pipelines"]] == ["Host:1", "Host:0"]  # slowest first
    s = result["summary"]
    assert s["pipeline"] == "Host:1" and s["max_latency_us"] == 300
    assert s["bottleneck"]["long_name"] == "Iterator::Root::Prefetch::Map"
    assert s["bottleneck"]["self_ms"] == pytest.approx(0.340)
    g = result["graph"]
    assert g["pipeline"] == s["pipeline_key"] == "host0:Host:1"
    names = ["Iterator::Root", "Iterator::Root::Prefetch", "Iterator::Root::Prefetch::Map",
             "Iterator::Root::Prefetch::Map::TensorSlice"]
    assert [n["long_name"] for n in g["nodes"]] == names
    assert [n["self_ms"] for n in g["nodes"]] == pytest.approx([0.020, 0.025, 0.340, 0.020])
    assert [n["total_ms"] for n in g["nodes"]] == pytest.approx([0.300, 0.280, 0.360, 0.020])
    assert [n["on_critical_path"] for n in g["nodes"]] == [True, True, True, True]
    assert [n["is_bottleneck"] for n in g["nodes"]] == [False, False, True, False]
    assert [n["is_async"] for n in g["nodes"]] == [False, True, False, False]
    # The producer ran before the call: a negative offset.
    assert node(g, "Iterator::Root::Prefetch::Map")["offset_us"] == -95
    # Element 8 was produced but not consumed: only in the profile totals.
    m = node(g, "Iterator::Root::Prefetch::Map")
    assert (m["calls"], m["profile_calls"]) == (1, 2)
    assert m["profile_total_ms"] == pytest.approx(0.450)
    assert node(g, "Iterator::Root::Prefetch")["params"] == {"buffer_limit": 2}
    # The other pipeline's graph on request.
    other = convert([load(make_xspace_file, synthetic_space())], pipeline="host0:Host:0")["graph"]
    assert other["name"] == "Host:0" and len(other["nodes"]) == 3


def test_a_producer_that_did_not_overlap_is_off_the_critical_path(make_xspace_file):
    """The consumed element was produced before the call (buffer full): no wait."""
    space = xplane_pb2.XSpace(hostnames=["h"])
    b = PlaneBuilder(space, "/host:CPU")
    consumer = b.line("c", timestamp_ns=0)
    background = b.line("bg", timestamp_ns=0)
    b.event(background, "PrefetchProduce", 0, 50 * US, stats={"element_id": 5})
    b.event(background, "Iterator::Root::Prefetch::Map", 1 * US, 40 * US, stats={"id": 3, "parent_id": 2})
    b.event(consumer, "Iterator::Root", 100 * US, 60 * US, stats={"id": 1})
    b.event(consumer, "Iterator::Root::Prefetch", 110 * US, 45 * US, stats={"id": 2, "parent_id": 1})
    b.event(consumer, "PrefetchConsume", 150 * US, 2 * US, stats={"element_id": 5})
    result = convert([load(make_xspace_file, space)])
    g = result["graph"]
    m = node(g, "Iterator::Root::Prefetch::Map")
    assert m["ran"] and m["calls"] == 1 and not m["on_critical_path"]
    assert node(g, "Iterator::Root::Prefetch")["self_ms"] == pytest.approx(0.045)  # nothing overlapped
    assert result["summary"]["bottleneck"]["type"] == "Prefetch"
    assert "buffer_size" in result["summary"]["bottleneck"]["suggestion"]
    assert result["summary"]["is_input_bound"] is True  # 60 µs > 50 µs


def test_parent_from_the_long_name_without_parent_id(make_xspace_file):
    space = xplane_pb2.XSpace(hostnames=["h"])
    b = PlaneBuilder(space, "/host:CPU")
    line = b.line("c", timestamp_ns=0)
    b.event(line, "Iterator::Root", 0, 30 * US, stats={"id": 1})
    b.event(line, "Iterator::Root::Repeat", 1 * US, 20 * US, stats={"id": 2})
    b.event(line, "Iterator::Root::Repeat[0]::Range", 2 * US, 5 * US, stats={"id": 3})
    result = convert([load(make_xspace_file, space)])
    g = result["graph"]
    assert [(n["long_name"], n["parent"], n["type"]) for n in g["nodes"]] == [
        ("Iterator::Root", "", "Root"), ("Iterator::Root::Repeat", "1", "Repeat"),
        ("Iterator::Root::Repeat[0]::Range", "2", "Range")]
    assert result["summary"]["is_input_bound"] is False  # 30 µs
    assert "No tf.data input pipeline call is slower than 50 µs" in result["summary"]["statement"]
    assert result["summary"]["bottleneck"]["type"] == "Repeat"  # 15 µs self


def test_uint64_ids_round_trip(make_xspace_file):
    big = 2**64 - 5
    space = xplane_pb2.XSpace(hostnames=["h"])
    b = PlaneBuilder(space, "/host:CPU")
    line = b.line("c", timestamp_ns=0)
    b.event(line, "Iterator::Root", 0, 30 * US, stats={"id": big})
    b.event(line, "Iterator::Root::Map", 1 * US, 20 * US, stats={"id": big - 1, "parent_id": big})
    result = convert([load(make_xspace_file, space)])
    assert result["pipelines"][0]["id"] == str(big)
    assert [n["id"] for n in result["graph"]["nodes"]] == [str(big), str(big - 1)]
    assert result["graph"]["nodes"][1]["parent"] == str(big)


def test_several_hosts_pick_the_most_input_bound(make_xspace_file):
    a = load(make_xspace_file, synthetic_space(asynchronous=False, hostname="a"), name="a.xplane.pb")
    b = load(make_xspace_file, synthetic_space(sync=False, hostname="b"), name="b.xplane.pb")
    result = convert([a, b])
    assert [(p["host"], p["max_us"], p["is_input_bound_host"]) for p in result["pipelines"]] == [
        ("b", 300, True), ("a", 100, False)]
    s = result["summary"]
    assert (s["host"], s["pipeline"], s["pipeline_key"]) == ("b", "Host:0", "b:Host:0")
    assert "host b's input pipeline" in s["statement"]
    assert result["graph"]["host"] == "b"
    assert convert([a, b], pipeline="a:Host:0")["graph"]["host"] == "a"
    # The same pipeline ids on two hosts stay apart.
    twice = convert([a, load(make_xspace_file, synthetic_space(asynchronous=False, hostname="c"), name="c.xplane.pb")])
    assert sorted(p["key"] for p in twice["pipelines"]) == ["a:Host:0", "c:Host:0"]


def test_bad_options(make_xspace_file):
    profile = load(make_xspace_file, synthetic_space())
    with pytest.raises(NotFound):
        convert([profile], pipeline="nope")
    with pytest.raises(NotFound):
        convert([profile], rank="5")
    with pytest.raises(BadParameter):
        convert([profile], rank="-1")


def test_no_iterator_profile_gives_a_diagnostic(make_xspace_file):
    result = convert([load(make_xspace_file, sample_xspace())])
    assert result["pipelines"] == [] and result["graph"] is None
    assert result["summary"]["bottleneck"] is None and result["summary"]["is_input_bound"] is False
    assert "No tf.data" in result["summary"]["statement"]
    assert any("Iterator::" in d for d in result["diagnostics"])
    jax = convert([xspace.load(fixture_xplane("jax_jit_train"))])
    assert jax["pipelines"] == [] and jax["diagnostics"]
    reason = tools.get(TOOL).requires([xspace.load(fixture_xplane("jax_jit_train"))])
    assert reason and "tf.data" in reason


def test_suggestions_per_iterator_type():
    assert tdb.category("ParallelMapV2") == "parallel transformation"
    assert tdb.category("BatchV2") == "batching"
    assert tdb.category("TFRecord") == "file source"
    assert tdb.category("Interleave") == "transformation with a parallel version"
    assert tdb.category("Whatever") == "other"
    assert "cycle_length" in tdb.suggestion("Interleave")[0]
    assert "interleave" in tdb.suggestion("TFRecord")[0]
    assert all(link.startswith("https://www.tensorflow.org/") for link in tdb.suggestion("Map")[1])


# --- the real fixtures, against a plain-Python walk of the protobuf ------------------------

PRODUCE = {"PrefetchProduce", "ParallelInterleaveProduce", "ParallelMapProduce", "MapAndBatchProduce",
           "ParseExampleProduce", "ParallelBatchProduce"}
CONSUME = {n.replace("Produce", "Consume") for n in PRODUCE}


def reference(path):
    """XProf's algorithm written plainly: per root call, the tree, self times,
    blocking flags and the bottleneck; plus event counts per iterator."""
    space = read_xspace_pb(path)
    (plane,) = [p for p in space.planes if p.name == "/host:CPU"]
    names = {i: m.name for i, m in plane.event_metadata.items()}
    stat_names = {i: m.name for i, m in plane.stat_metadata.items()}
    events = []
    for line in plane.lines:
        evs = []
        for e in line.events:
            name = names.get(e.metadata_id, "")
            if not (name.startswith("Iterator::") or name in PRODUCE or name in CONSUME):
                continue
            stats = {}
            for s in e.stats:
                field = s.WhichOneof("value")
                if field in ("int64_value", "uint64_value"):
                    stats[stat_names[s.metadata_id]] = getattr(s, field) % 2**64
            start = line.timestamp_ns * 1000 + e.offset_ps
            evs.append({"name": name, "start": start, "end": start + e.duration_ps, "stats": stats,
                        "children": [], "parent": None})
        evs.sort(key=lambda x: (x["start"], -x["end"]))
        stack = []
        for x in evs:
            while stack and stack[-1]["end"] <= x["start"] and stack[-1]["start"] < x["start"]:
                stack.pop()
            if stack:
                x["parent"] = stack[-1]
                stack[-1]["children"].append(x)
            stack.append(x)
        events.extend(evs)
    is_iter = lambda x: x["name"].startswith("Iterator::") and "id" in x["stats"]  # noqa: E731
    kids = {id(x): [c for c in x["children"] if is_iter(c)] for x in events}
    produced = {}
    for x in events:
        if x["name"] in PRODUCE and "element_id" in x["stats"]:
            first = [c for c in x["children"] if c["name"].startswith("Iterator::")][:1]
            if first and "parent_id" in first[0]["stats"]:
                produced.setdefault((first[0]["stats"]["parent_id"], x["stats"]["element_id"]), []).append(first[0])
    for x in events:
        if x["name"] in CONSUME and "element_id" in x["stats"] and x["parent"] and is_iter(x["parent"]):
            key = (x["parent"]["stats"]["id"], x["stats"]["element_id"])
            kids[id(x["parent"])].extend(produced.get(key, []))
    calls = []
    for root in (x for x in events if is_iter(x) and x["name"].count("::") == 1):
        stats = {}

        def visit(x, blocking, level=0):
            if level > 100:
                return
            s = stats.setdefault(x["stats"]["id"], {"self": 0, "total": 0, "calls": 0, "blocking": False,
                                                     "name": x["name"]})
            own = x["end"] - x["start"]
            for c in kids[id(x)]:
                overlap = max(0, min(x["end"], c["end"]) - max(x["start"], c["start"]))
                visit(c, blocking and overlap > 0, level + 1)
                own -= overlap
            s["self"] += max(own, 0)
            s["total"] += x["end"] - x["start"]
            s["calls"] += 1
            s["blocking"] |= blocking

        visit(root, True)
        calls.append({"pipeline": root["stats"]["id"], "latency": root["end"] - root["start"], "stats": stats})
    counts = {}
    for x in events:
        if is_iter(x):
            counts[x["name"]] = counts.get(x["name"], 0) + 1
    return calls, counts


def fixture_paths():
    (reference,) = (REFERENCE / "tf_keras_small").rglob("*.xplane.pb")
    return [fixture_xplane(name) for name in TF_FIXTURES] + [reference]


@pytest.mark.parametrize("path", fixture_paths(), ids=xplane_id)
def test_real_fixture_matches_the_reference_walk(path):
    calls, counts = reference(path)
    assert calls, "the fixture has tf.data calls"
    result = convert([xspace.load(path)])
    (p,) = result["pipelines"]  # one pipeline in each fixture
    latencies = sorted(c["latency"] for c in calls)
    assert p["calls"] == len(calls)
    assert p["min_us"] == pytest.approx(latencies[0] / US, abs=1e-3)
    assert p["max_us"] == pytest.approx(latencies[-1] / US, abs=1e-3)
    assert p["mean_us"] == pytest.approx(sum(latencies) / len(latencies) / US, abs=1e-3)
    assert p["slow_calls"] == sum(x > 50 * US for x in latencies)
    # The tree: every iterator long name of the file, once, parents first.
    g = result["graph"]
    assert sorted(n["long_name"] for n in g["nodes"]) == sorted(counts)
    assert {n["long_name"]: n["profile_calls"] for n in g["nodes"]} == counts
    ids = [n["id"] for n in g["nodes"]]
    assert all(n["parent"] in ids[:i] for i, n in enumerate(g["nodes"]) if n["parent"])
    # Slowest call: self times, calls, critical path and bottleneck as the reference says.
    slowest = max(calls, key=lambda c: c["latency"])
    assert g["call_latency_us"] == pytest.approx(slowest["latency"] / US, abs=1e-3)
    ran = {n["id"]: n for n in g["nodes"] if n["ran"]}
    assert set(ran) == {str(i) for i in slowest["stats"]}
    for iid, s in slowest["stats"].items():
        n = ran[str(iid)]
        assert n["self_ms"] == pytest.approx(s["self"] / 1e9, abs=1e-6), s["name"]
        assert n["total_ms"] == pytest.approx(s["total"] / 1e9, abs=1e-6), s["name"]
        assert (n["calls"], n["on_critical_path"]) == (s["calls"], s["blocking"]), s["name"]
    blocking = {i: s for i, s in slowest["stats"].items() if s["blocking"] and s["self"] > 0}
    expected = max(blocking, key=lambda i: blocking[i]["self"])
    assert result["summary"]["bottleneck"]["id"] == str(expected)
    assert [n["id"] for n in g["nodes"] if n["is_bottleneck"]] == [str(expected)]


def test_keras_fixture_tree():
    """tf.data in the Keras fixture: Root -> Prefetch -> MapAndBatch -> TensorSlice
    (3 profiled batches of 32 elements: 96 TensorSlice GetNext calls)."""
    result = convert([xspace.load(fixture_xplane("tf_keras_profile_batch"))])
    g = result["graph"]
    assert [(n["long_name"], n["depth"], n["profile_calls"]) for n in g["nodes"]] == [
        ("Iterator::Root", 0, 3), ("Iterator::Root::Prefetch", 1, 3),
        ("Iterator::Root::Prefetch::MapAndBatch", 2, 3),
        ("Iterator::Root::Prefetch::MapAndBatch::TensorSlice", 3, 96)]
    assert [n["type"] for n in g["nodes"]] == ["Root", "Prefetch", "MapAndBatch", "TensorSlice"]
    assert node(g, "Iterator::Root::Prefetch::MapAndBatch")["params"]["batch_size"] == 32


def test_routes_csv_and_options():
    client = Client(make_app(FIXTURES, cache_dir="none"))
    runs = client.get("/data/plugin/profile/runs").json
    (run,) = [r for r in runs if r.startswith("tf_custom_loop_steps")]
    reply = client.get("/data/plugin/profile/data", query_string={"run": run, "tag": TOOL})
    assert reply.status_code == 200
    data = reply.json
    key = data["summary"]["pipeline_key"]
    assert data["graph"]["pipeline"] == key
    ranked = client.get("/data/plugin/profile/data", query_string={"run": run, "tag": TOOL, "pipeline": key,
                                                                   "rank": "4"})
    assert ranked.status_code == 200 and ranked.json["graph"]["rank"] == 4
    assert ranked.json["graph"]["call_latency_us"] == data["pipelines"][0]["min_us"]  # the fastest of 5
    csv_reply = client.get("/data/plugin/profile/data_csv", query_string={"run": run, "tag": TOOL})
    lines = csv_reply.data.decode().strip().splitlines()
    assert lines[0].startswith("Host,Input Pipeline,Kind,Min (us)")
    assert len(lines) == 1 + len(data["pipelines"])
    bad = client.get("/data/plugin/profile/data", query_string={"run": run, "tag": TOOL, "rank": "x"})
    assert bad.status_code == 400
    missing = client.get("/data/plugin/profile/data", query_string={"run": run, "tag": TOOL, "pipeline": "x"})
    assert missing.status_code == 404 and "input pipeline" in missing.json["error"]
    (jax_run,) = [r for r in runs if r.startswith("jax_jit_train")]
    unavailable = client.get("/data/plugin/profile/data", query_string={"run": jax_run, "tag": TOOL})
    assert unavailable.status_code == 404 and "tf.data" in unavailable.json["error"]
