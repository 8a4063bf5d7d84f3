"""memory_profile on real allocator events (the Keras and TF-loop fixtures and the
reference profile, against XProf's outputs for them) and on synthetic profiles whose
numbers are computed by hand or by a plain-Python replay of XProf's algorithm."""

import json

import numpy as np
import pytest
from werkzeug.test import Client

from tb_profile_plugin import tools
from tb_profile_plugin.errors import NotFound
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.server import make_app

from conftest import FIXTURES, REFERENCE, fixture_xplane, read_xspace_pb

KERAS = "tf_keras_profile_batch"
LOOP = "tf_loop_python_tracer"
XPROF_OUTPUTS = FIXTURES / "xprof_outputs"  # make_xprof_outputs.py
MIB = 2**20


def convert(profiles, **options):
    return tools.get("memory_profile").convert(profiles, options)


def allocator_events(path):
    """(kind, stats) of every allocator event, from the protobuf, in time order."""
    space = read_xspace_pb(path)
    out = []
    for plane in space.planes:
        if plane.name != "/host:CPU":
            continue
        names = {i: m.name for i, m in plane.event_metadata.items()}
        stat_names = {i: m.name for i, m in plane.stat_metadata.items()}
        for line in plane.lines:
            for e in line.events:
                kind = names.get(e.metadata_id)
                if kind not in ("MemoryAllocation", "MemoryDeallocation"):
                    continue
                stats = {}
                for s in e.stats:
                    field = s.WhichOneof("value")
                    value = getattr(s, field)
                    stats[stat_names[s.metadata_id]] = stat_names.get(value, "") if field == "ref_value" else value
                out.append((line.timestamp_ns * 1000 + e.offset_ps, kind, stats))
    return sorted(out, key=lambda x: x[0])


def first_event_ps(path):
    """Time (ps) of the profile's first event, where our times start."""
    return min(line.timestamp_ns * 1000 + e.offset_ps for p in read_xspace_pb(path).planes
               for line in p.lines for e in line.events)


def test_keras_summary_matches_the_events():
    path = fixture_xplane(KERAS)
    result = convert([xspace.load(path)])
    events = allocator_events(path)
    (memory_id,) = result["memory_ids"]
    summary = result["profiles"][memory_id]["summary"]
    assert summary["num_allocations"] == sum(k == "MemoryAllocation" for _, k, _ in events)
    assert summary["num_deallocations"] == sum(k == "MemoryDeallocation" for _, k, _ in events)
    usage = [s.get("bytes_reserved", 0) + s.get("bytes_allocated", 0) for _, _, s in events]
    peak = len(usage) - 1 - usage[::-1].index(max(usage))  # the last time the peak is reached
    assert usage.count(max(usage)) == 3  # reached in each of the 3 profiled batches
    assert summary["peak_bytes_in_use"] == usage[peak]
    assert summary["peak_time_ms"] == pytest.approx((events[peak][0] - first_event_ps(path)) / 1e9, abs=1e-6)
    at = events[peak][2]
    assert summary["heap_allocated_bytes"] == at["bytes_allocated"]
    assert summary["free_memory_bytes"] == at["bytes_available"]
    assert summary["memory_capacity_bytes"] == at.get("bytes_reserved", 0) + at["bytes_allocated"] + at["bytes_available"]
    assert summary["peak_bytes_lifetime"] == max(s["peak_bytes_in_use"] for _, _, s in events)


def test_keras_timeline_is_bounded_and_keeps_the_peak():
    result = convert([xspace.load(fixture_xplane(KERAS))])
    profile = next(iter(result["profiles"].values()))
    t = profile["timeline"]
    assert profile["timeline_points_total"] > 1000 >= len(t["ts_ms"])
    assert max(t["in_use"]) == profile["summary"]["peak_bytes_in_use"]
    assert t["ts_ms"] == sorted(t["ts_ms"])
    lengths = {len(v) for v in t.values()}
    assert len(lengths) == 1
    assert all(a <= 0 for a, k in zip(t["allocation"], t["kind"]) if k == "dealloc")


def _xprof(scenario_dir):
    """XProf's memory_profile JSON of a fixture (xprof_outputs/) or a reference profile."""
    return json.loads((scenario_dir / "memory_profile.json").read_text())


def _xprof_rows(allocator):
    """XProf's breakdown table as our rows: its active allocations (snapshot or special
    row), with the sizes of one allocation times the occurrences, in MiB."""
    rows = []
    for a in allocator["activeAllocations"]:
        index, special = int(a["snapshotIndex"]), int(a["specialIndex"])
        m = (allocator["memoryProfileSnapshots"][index]["activityMetadata"] if index >= 0
             else allocator["specialAllocations"][special])
        n = int(a["numOccurrences"])
        rows.append([m["tfOpName"], int(m["allocationBytes"]) * n / MIB, int(m["requestedBytes"]) * n / MIB, n,
                     m["regionType"], m["dataType"], m["tensorShape"]])
    return rows


def _xprof_peak_ms(path, allocator):
    """XProf's peak time (ps from the start of the event's line) as ms from the
    profile's first event, the way ours is given."""
    space = read_xspace_pb(path)
    (host,) = [p for p in space.planes if p.name == "/host:CPU"]
    (line_ps,) = {line.timestamp_ns * 1000 for line in host.lines if line.events}  # one start for all lines
    return (line_ps + int(allocator["profileSummary"]["peakStatsTimePs"]) - first_event_ps(path)) / 1e9


@pytest.mark.parametrize("scenario", [KERAS, LOOP])
def test_matches_xprof_on_the_allocator_fixtures(scenario):
    """Peak instant, peak numbers, the peak's step and the breakdown table, row for
    row (residual "unused preallocated device memory" row included), as XProf 2.24
    gives them for the same file. In tf_keras_profile_batch the peak is reached in
    each of the 3 batches: XProf's instant is the last one."""
    path = fixture_xplane(scenario)
    ours = convert([xspace.load(path)])
    theirs = _xprof(XPROF_OUTPUTS / scenario)
    assert ours["memory_ids"] == theirs["memoryIds"] == ["bfc_cpu_allocator_for_gpu"]
    profile = ours["profiles"]["bfc_cpu_allocator_for_gpu"]
    x = theirs["memoryProfilePerAllocator"]["bfc_cpu_allocator_for_gpu"]
    s, xs = profile["summary"], x["profileSummary"]
    assert s["peak_time_ms"] == pytest.approx(_xprof_peak_ms(path, x), abs=1e-6)
    assert s["peak_bytes_in_use"] == float(xs["peakStats"]["peakBytesInUse"])
    assert s["heap_allocated_bytes"] == float(xs["peakStats"]["heapAllocatedBytes"])
    assert s["stack_reserved_bytes"] == float(xs["peakStats"]["stackReservedBytes"])
    assert s["free_memory_bytes"] == float(xs["peakStats"]["freeMemoryBytes"])
    assert s["memory_capacity_bytes"] == float(xs["memoryCapacity"])
    assert s["fragmentation_percent"] == pytest.approx(xs["peakStats"]["fragmentation"] * 100, abs=1e-3)
    (special,) = x["specialAllocations"]
    assert s["peak_step"] == int(special["stepId"]) == {KERAS: 2, LOOP: 7}[scenario]
    rows = profile["breakdown"]["rows"]
    assert rows == _xprof_rows(x)
    residual = [r for r in rows if r[0] == "unused preallocated device memory"]
    assert residual and residual[0][4:] == ["persist/dynamic", "INVALID", "unknown"]
    # With the residual row the table adds up to the memory in use at the peak.
    assert sum(r[1] for r in rows) * MIB == pytest.approx(s["peak_bytes_in_use"], abs=1e-3)


def test_peak_lifetime_is_the_allocators_latest_peak_not_xprofs():
    """Documented difference: XProf's "peak heap usage lifetime" is the
    peak_bytes_in_use stat of the last event in file order; in tf_loop_python_tracer
    that is an earlier moment than the profile's peak, below XProf's own peak in use.
    Ours is the largest stat, that of the last event in time."""
    path = fixture_xplane(LOOP)
    s = convert([xspace.load(path)])["profiles"]["bfc_cpu_allocator_for_gpu"]["summary"]
    xs = _xprof(XPROF_OUTPUTS / LOOP)["memoryProfilePerAllocator"]["bfc_cpu_allocator_for_gpu"]["profileSummary"]
    assert int(xs["peakBytesUsageLifetime"]) == 7_131_648 < int(xs["peakStats"]["peakBytesInUse"]) == 7_308_800
    events = allocator_events(path)
    assert s["peak_bytes_lifetime"] == events[-1][2]["peak_bytes_in_use"] == 7_308_800
    assert s["peak_bytes_lifetime"] >= s["peak_bytes_in_use"]


def test_breakdown_adds_up_to_the_peak_on_every_allocator_profile():
    for path in [fixture_xplane(KERAS), fixture_xplane(LOOP), *(REFERENCE / "tf_keras_small").rglob("vm.xplane.pb")]:
        for profile in convert([xspace.load(path)])["profiles"].values():
            rows = profile["breakdown"]["rows"]
            assert sum(r[1] for r in rows) * MIB == pytest.approx(profile["summary"]["peak_bytes_in_use"], abs=1e-3)
            assert all(r[3] >= 1 for r in rows)


def test_summary_matches_xprof_on_the_reference_profile():
    (path,) = (REFERENCE / "tf_keras_small").rglob("vm.xplane.pb")
    ours = convert([xspace.load(path)])
    theirs = json.loads((REFERENCE / "tf_keras_small" / "xprof_outputs" / "memory_profile.json").read_text())
    assert ours["memory_ids"] == theirs["memoryIds"]
    s = ours["profiles"]["mklcpu"]["summary"]
    x = theirs["memoryProfilePerAllocator"]["mklcpu"]["profileSummary"]
    assert s["memory_capacity_bytes"] == float(x["memoryCapacity"])
    assert s["peak_bytes_lifetime"] == float(x["peakBytesUsageLifetime"])
    assert s["peak_bytes_in_use"] == float(x["peakStats"]["peakBytesInUse"])
    assert s["heap_allocated_bytes"] == float(x["peakStats"]["heapAllocatedBytes"])
    assert s["stack_reserved_bytes"] == float(x["peakStats"]["stackReservedBytes"])
    assert s["free_memory_bytes"] == float(x["peakStats"]["freeMemoryBytes"])


def test_peak_instant_is_the_last_in_time_where_xprof_takes_the_last_in_file_order():
    """Documented difference, on the reference profile: the 16 MiB peak is reached 6
    times, on two threads. XProf's instant is the last one of the last thread in the
    file (44.841 ms, in step 4) but its table is for the step of the last one in time
    (5), whose events all come later: its table is the whole heap as "unused
    preallocated device memory". Ours is the last in time (57.332 ms, step 5), and
    the table lists the 8 MiB that step holds then."""
    (path,) = (REFERENCE / "tf_keras_small").rglob("vm.xplane.pb")
    profile = convert([xspace.load(path)])["profiles"]["mklcpu"]
    x = _xprof(REFERENCE / "tf_keras_small" / "xprof_outputs")["memoryProfilePerAllocator"]["mklcpu"]
    events = allocator_events(path)
    peak_bytes = profile["summary"]["peak_bytes_in_use"]
    at_peak = [(t - first_event_ps(path)) / 1e9 for t, _, s in events if s["bytes_allocated"] == peak_bytes]
    assert len(at_peak) == 6
    xprof_ms = _xprof_peak_ms(path, x)
    assert xprof_ms in at_peak and xprof_ms == pytest.approx(44.840974) and at_peak[-1] == pytest.approx(57.33166)
    assert profile["summary"]["peak_time_ms"] == pytest.approx(at_peak[-1], abs=1e-6)
    assert profile["summary"]["peak_step"] == int(x["specialAllocations"][0]["stepId"]) == 5
    assert _xprof_rows(x) == [["unused preallocated device memory", 16.0, 16.0, 1, "persist/dynamic", "INVALID",
                               "unknown"]]
    rows = profile["breakdown"]["rows"]
    assert rows[0] == ["unused preallocated device memory", 8.0, 8.0, 1, "persist/dynamic", "INVALID", "unknown"]
    assert len(rows) == 6 and sum(r[1] for r in rows[1:]) == pytest.approx(8.0)


def _synthetic(make_xspace_file):
    """Two allocators: 'a' allocates 100 then 50, frees the 100; 'b' allocates 7."""
    from tb_profile_plugin.protos import xplane_pb2

    space = xplane_pb2.XSpace()
    plane = space.planes.add(id=1, name="/host:CPU")
    for i, name in enumerate(["MemoryAllocation", "MemoryDeallocation"], start=1):
        plane.event_metadata[i].id = i
        plane.event_metadata[i].name = name
    stat_ids = {}
    for name in ["allocator_name", "bytes_reserved", "bytes_allocated", "bytes_available", "fragmentation",
                 "peak_bytes_in_use", "requested_bytes", "allocation_bytes", "addr", "tf_op", "region_type",
                 "data_type", "shape"]:
        sid = len(stat_ids) + 1
        stat_ids[name] = sid
        plane.stat_metadata[sid].id = sid
        plane.stat_metadata[sid].name = name
    line = plane.lines.add(id=1, name="thread", timestamp_ns=1000)

    def event(t_us, kind, allocator, in_use, size, addr, op):
        e = line.events.add(metadata_id=kind, offset_ps=t_us * 1_000_000, duration_ps=0)
        values = {"allocator_name": allocator, "bytes_reserved": 0, "bytes_allocated": in_use,
                  "bytes_available": 1000 - in_use, "fragmentation": 0.25, "peak_bytes_in_use": 400,
                  "requested_bytes": size, "allocation_bytes": size, "addr": addr, "tf_op": op,
                  "region_type": "output", "data_type": 1, "shape": "[2]"}
        for name, value in values.items():
            s = e.stats.add(metadata_id=stat_ids[name])
            if isinstance(value, str):
                s.str_value = value
            elif isinstance(value, float):
                s.double_value = value
            else:
                s.int64_value = value

    event(1, 1, "a", 100, 100, 10, "x")
    event(2, 1, "a", 150, 50, 20, "y")
    event(3, 2, "a", 50, 100, 10, "")
    event(4, 1, "b", 7, 7, 30, "z")
    return make_xspace_file(space)


def test_synthetic_numbers_by_hand(make_xspace_file):
    result = convert([xspace.load(_synthetic(make_xspace_file))])
    assert result["memory_ids"] == ["a", "b"]
    a = result["profiles"]["a"]
    assert a["summary"]["num_allocations"] == 2 and a["summary"]["num_deallocations"] == 1
    assert a["summary"]["peak_bytes_in_use"] == 150
    assert a["summary"]["peak_time_ms"] == pytest.approx(0.001)  # 1 µs after the first event
    assert a["summary"]["memory_capacity_bytes"] == 1000
    assert a["summary"]["fragmentation_percent"] == 25.0
    ops = {r[0]: r for r in a["breakdown"]["rows"]}
    assert set(ops) == {"x", "y"}  # both live at the peak (t=2)
    assert ops["x"][1] == pytest.approx(100 / 2**20) and ops["x"][5] == "float"
    assert a["timeline"]["allocation"] == [100, 50, -100]
    assert result["profiles"]["b"]["summary"]["peak_bytes_in_use"] == 7
    with pytest.raises(NotFound):
        convert([xspace.load(_synthetic(make_xspace_file))], memory_id="nope")


def test_routes_and_csv(tmp_path):
    client = Client(make_app(FIXTURES, cache_dir="none"))
    runs = client.get("/data/plugin/profile/runs").json
    (run,) = [r for r in runs if r.startswith(KERAS)]
    reply = client.get("/data/plugin/profile/data", query_string={"run": run, "tag": "memory_profile"})
    assert reply.status_code == 200 and reply.json["memory_ids"]
    csv_reply = client.get("/data/plugin/profile/data_csv", query_string={"run": run, "tag": "memory_profile"})
    assert csv_reply.status_code == 200
    lines = csv_reply.data.decode().strip().splitlines()
    assert lines[0].startswith("Op Name,Allocation Size (MiB)")
    assert len(lines) - 1 == len(next(iter(reply.json["profiles"].values()))["breakdown"]["rows"])
    bad = client.get("/data/plugin/profile/data", query_string={"run": run, "tag": "memory_profile", "memory_id": "x"})
    assert bad.status_code == 404 and "memory id" in bad.json["error"]
    (jax_run,) = [r for r in runs if r.startswith("jax_jit_train")]
    unavailable = client.get("/data/plugin/profile/data", query_string={"run": jax_run, "tag": "memory_profile"})
    assert unavailable.status_code == 404 and "allocator" in unavailable.json["error"]


# --- a random profile against a plain-Python replay ---------------------------------


def _random_allocator_space(seed: int, n: int):
    """Allocator events of two allocators (and some without one) on three
    lines whose times interleave, with repeated addresses, frees without an
    address, allocations and frees at the same time, repeated times, step
    groups (group_id, some -1 or absent) and a peak reached several times."""
    from tb_profile_plugin.protos import xplane_pb2

    rng = np.random.default_rng(seed)
    space = xplane_pb2.XSpace()
    plane = space.planes.add(id=1, name="/host:CPU")
    for i, name in enumerate(["MemoryAllocation", "MemoryDeallocation", "Other"], start=1):
        plane.event_metadata[i].id = i
        plane.event_metadata[i].name = name
    sid = {}
    for name in ["allocator_name", "bytes_reserved", "bytes_allocated", "bytes_available", "fragmentation",
                 "peak_bytes_in_use", "requested_bytes", "allocation_bytes", "addr", "tf_op", "region_type",
                 "data_type", "shape", "step_id", "group_id", "a", "b", "output", "temp", "[2]"]:
        sid[name] = len(sid) + 1
        plane.stat_metadata[sid[name]].id = sid[name]
        plane.stat_metadata[sid[name]].name = name
    lines = [plane.lines.add(id=i, name=f"t{i}", timestamp_ns=1_000 + 3 * i) for i in range(3)]
    for i in range(n):
        kind = int(rng.choice([1, 2, 3], p=[0.5, 0.45, 0.05]))
        e = lines[int(rng.integers(0, 3))].events.add(metadata_id=kind, offset_ps=int(rng.integers(0, n // 3)) * 1000)
        values = {"bytes_reserved": int(rng.integers(0, 3)), "bytes_allocated": int(rng.integers(0, 1 << 30)),
                  "bytes_available": int(rng.integers(0, 1 << 30)), "fragmentation": float(rng.random()),
                  "peak_bytes_in_use": int(rng.integers(0, 1 << 31)), "requested_bytes": int(rng.integers(1, 1 << 20)),
                  "allocation_bytes": int(rng.integers(1, 1 << 20)), "addr": int(rng.integers(0, n // 8)) * 256,
                  "tf_op": str(rng.choice(["x/MatMul", "y/Add", ""])), "shape": "[2]",
                  "data_type": int(rng.choice([0, 1, 3, 99])), "step_id": int(rng.integers(-1, 4)),
                  "group_id": int(rng.integers(-1, 4))}
        if rng.random() < 0.05:  # the peak, reached several times
            values["bytes_allocated"], values["bytes_reserved"] = 1 << 30, 2
        for name, value in values.items():
            if rng.random() < 0.04 and name != "bytes_allocated":
                continue  # missing stat
            s = e.stats.add(metadata_id=sid[name])
            if isinstance(value, float):
                s.double_value = value
            elif isinstance(value, str):
                s.str_value = value
            else:
                s.int64_value = value
        r = rng.random()
        if r < 0.9:
            e.stats.add(metadata_id=sid["allocator_name"], ref_value=sid["a"] if r < 0.6 else sid["b"])
        e.stats.add(metadata_id=sid["region_type"], ref_value=sid[str(rng.choice(["output", "temp"]))])
    return space


def _replay(space):
    """memory_profile's numbers by a plain walk of the protobuf events: XProf's
    algorithm (xplane_to_memory_profile.cc) with the peak instant taken as the last
    in time (the module docstring says why)."""
    from tb_profile_plugin.profile import schema

    plane = space.planes[0]
    names = {i: m.name for i, m in plane.event_metadata.items()}
    stat_names = {i: m.name for i, m in plane.stat_metadata.items()}
    events, first = [], None
    for line in plane.lines:
        for e in line.events:
            ts = line.timestamp_ns * 1000 + e.offset_ps
            first = ts if first is None else min(first, ts)
            if names[e.metadata_id] not in ("MemoryAllocation", "MemoryDeallocation"):
                continue
            stats = {}
            for s in e.stats:
                field = s.WhichOneof("value")
                value = getattr(s, field)
                stats[stat_names[s.metadata_id]] = stat_names[value] if field == "ref_value" else value
            events.append((ts, 1 if names[e.metadata_id] == "MemoryAllocation" else -1, stats))
    events.sort(key=lambda x: x[0])  # stable: file order among equal times
    out = {}
    for allocator in sorted({s.get("allocator_name", "") for _, _, s in events}):
        evs = [(ts - first, k, s) for ts, k, s in events if s.get("allocator_name", "") == allocator]
        usage = [s.get("bytes_reserved", 0) + s.get("bytes_allocated", 0) for _, _, s in evs]
        peak = len(usage) - 1 - usage[::-1].index(max(usage))  # the last time it is reached
        n = len(evs)
        if n <= 1000:
            points = list(range(n))
        else:
            points = []
            for b in range(1000):
                rows = [i for i in range(n) if i * 1000 // n == b]
                points.append(max(rows, key=lambda i: (usage[i], -i)))
        t_peak = evs[peak][0]
        # XProf's steps: the group_id stat, else the last one before + 1 (0 before any).
        step, last = [], -1
        for _, _, st in evs:
            g = st.get("group_id", -1)
            last = g if g >= 0 else last
            step.append(g if g >= 0 else last + 1)
        # XProf's active allocations: replay the peak's step up to the peak's time.
        active, heap = {}, evs[peak][2].get("bytes_allocated", 0)
        unmapped, unmapped_frees = heap, 0
        for i, (ts, kind, st) in enumerate(evs):
            if ts > t_peak:
                break
            if step[i] != step[peak]:
                continue
            address, size = st.get("addr", 0), st.get("allocation_bytes", 0)
            if kind == 1:
                active[address] = st
                unmapped -= size
            else:
                if address in active:
                    del active[address]
                else:
                    unmapped_frees += size
                unmapped += size
        unmapped -= unmapped_frees
        entries = []
        for st in active.values():
            dt = st.get("data_type")
            dtype = "" if dt is None else "INVALID" if dt == 0 else schema.TF_DATA_TYPES.get(dt, str(dt))
            entries.append((st.get("allocation_bytes", 0), st.get("requested_bytes", 0), st.get("tf_op", ""),
                            st.get("region_type", ""), dtype, st.get("shape", "")))
        if unmapped > 0:
            entries.append((unmapped, unmapped, "unused preallocated device memory", "persist/dynamic", "INVALID",
                            "unknown"))
        stack = evs[peak][2].get("bytes_reserved", 0)
        if stack > 0:
            entries.append((stack, stack, "stack", "stack", "INVALID", "unknown"))
        entries.sort(key=lambda e: (-e[0], -e[1]) + e[2:])
        rows = []
        for e in entries:
            if rows and rows[-1][0] == e:
                rows[-1][1] += 1
            else:
                rows.append([e, 1])
        rows = [[e[2], e[0] * n / 2**20, e[1] * n / 2**20, n, e[3], e[4], e[5]] for e, n in rows]
        out[allocator or "allocator"] = {"peak": usage[peak], "peak_time_ms": round(t_peak / 1e9, 6), "points": points,
                          "steps": [step[i] for i in points], "peak_step": step[peak],
                          "in_use": [usage[i] for i in points], "n": n, "rows": rows,
                          "allocations": sum(k == 1 for _, k, _ in evs)}
    return out


@pytest.mark.parametrize("seed,n", [(1, 300), (2, 2600)])
def test_random_profile_matches_a_replay(seed, n, make_xspace_file):
    space = _random_allocator_space(seed, n)
    result = convert([xspace.load(make_xspace_file(space))])
    expected = _replay(space)
    assert result["memory_ids"] == ["allocator", "a", "b"]  # "" (no allocator name) sorts first
    for memory_id, want in expected.items():
        got = result["profiles"][memory_id]
        assert got["summary"]["peak_bytes_in_use"] == want["peak"]
        assert got["summary"]["peak_time_ms"] == want["peak_time_ms"]
        assert got["summary"]["num_allocations"] == want["allocations"]
        assert got["timeline_points_total"] == want["n"]
        assert got["timeline"]["in_use"] == want["in_use"]
        assert len(got["timeline"]["ts_ms"]) == min(want["n"], 1000)
        assert got["summary"]["peak_step"] == want["peak_step"]
        assert got["timeline"]["step"] == want["steps"]
        assert got["breakdown"]["rows"] == want["rows"]


def test_an_address_holds_its_latest_allocation_and_a_free_empties_it(make_xspace_file):
    """XProf's replay: an allocation replaces the one at its address, a free empties its
    address (events without an address are at address 0); a free of memory allocated
    before the profile is not added back to the heap that the residual row shows."""
    from tb_profile_plugin.protos import xplane_pb2

    space = xplane_pb2.XSpace()
    b = _Builder(space)
    b.event(1, "alloc", 100, addr=8, op="a")    # replaced by "b" at its address: not listed
    b.event(2, "alloc", 50, addr=8, op="b")     # freed at t=3
    b.event(3, "free", 50, addr=8)
    b.event(4, "alloc", 30, addr=None, op="c")  # address 0, freed at t=5
    b.event(5, "free", 30, addr=0)
    b.event(6, "free", 40, addr=12)             # allocated before the profile
    b.event(7, "alloc", 7, addr=9, op="d")
    b.event(7, "alloc", 9, addr=16, op="e", in_use=10_000)  # the peak
    result = convert([xspace.load(make_xspace_file(space))])
    rows = result["profiles"]["bfc"]["breakdown"]["rows"]
    assert [r[0] for r in rows] == ["unused preallocated device memory", "e", "d"]
    # 10,000 at the peak - the 196 bytes allocated + the 80 of the frees that emptied an address.
    assert rows[0][1] * MIB == 10_000 - 196 + 80
    # "a", replaced without a free (a lost event: real allocators do not do that), is in no row.
    assert sum(r[1] for r in rows) * MIB == 10_000 - 100


def test_peak_step_residual_and_stack_by_hand(make_xspace_file):
    """1,000 bytes are held from before the profile. Step 0 reaches the peak (1,160
    with the 10 bytes of stack), step 1 reaches it again: the peak is step 1's. Its
    table: the step's allocations live then (two identical ones merged), the residual
    (what the heap holds from before the step) and the stack."""
    from tb_profile_plugin.protos import xplane_pb2

    space = xplane_pb2.XSpace()
    b = _Builder(space, in_use=1000)
    b.event(1, "alloc", 100, addr=1, op="A", group=0)
    b.event(2, "alloc", 50, addr=2, op="B", group=0, reserved=10)   # 1,160: the peak, first time
    b.event(3, "free", 100, addr=1, group=0)
    b.event(4, "free", 50, addr=2)                                  # no group: counts in step 1
    b.event(5, "free", 200, addr=9, group=1)                        # held since before the profile
    b.event(6, "alloc", 300, addr=3, op="D", group=1)
    b.event(7, "alloc", 25, addr=4, op="E", group=1)
    b.event(8, "alloc", 25, addr=5, op="E", group=1, reserved=10)   # 1,160 again: the peak
    b.event(9, "free", 300, addr=3, group=1)
    profile = convert([xspace.load(make_xspace_file(space))])["profiles"]["bfc"]
    s = profile["summary"]
    assert (s["peak_bytes_in_use"], s["heap_allocated_bytes"], s["stack_reserved_bytes"]) == (1160, 1150, 10)
    assert s["peak_time_ms"] == pytest.approx(0.007) and s["peak_step"] == 1
    assert profile["timeline"]["step"] == [0, 0, 0, 1, 1, 1, 1, 1, 1]
    # Residual: 1,150 - 350 allocated in the step; the frees at t=4, 5 free memory of before the step.
    assert profile["breakdown"]["rows"] == [
        ["unused preallocated device memory", 800 / MIB, 800 / MIB, 1, "persist/dynamic", "INVALID", "unknown"],
        ["D", 300 / MIB, 300 / MIB, 1, "", "", ""],
        ["E", 50 / MIB, 50 / MIB, 2, "", "", ""],
        ["stack", 10 / MIB, 10 / MIB, 1, "stack", "INVALID", "unknown"],
    ]


class _Builder:
    def __init__(self, space, in_use=0):
        from conftest import PlaneBuilder

        self.b = PlaneBuilder(space, "/host:CPU")
        self.line = self.b.line("t", timestamp_ns=1000)
        self.in_use = in_use

    def event(self, t_us, kind, size, addr, op="", in_use=None, group=None, reserved=0):
        self.in_use += size if kind == "alloc" else -size
        stats = {"allocator_name": "bfc", "bytes_allocated": in_use or self.in_use, "allocation_bytes": size,
                 "requested_bytes": size, "tf_op": op}
        if addr is not None:
            stats["addr"] = addr
        if group is not None:
            stats["group_id"] = group
        if reserved:
            stats["bytes_reserved"] = reserved
        self.b.event(self.line, "MemoryAllocation" if kind == "alloc" else "MemoryDeallocation",
                     t_us * 1_000_000, 0, stats=stats)


def test_warm_conversion_reuses_the_analysis(monkeypatch):
    """A second conversion of a loaded profile (another memory id, no result
    cache) reuses the per-host analysis kept with the profile."""
    from tb_profile_plugin.tools import memory_profile

    profile = xspace.load(fixture_xplane(KERAS))
    first = convert([profile])
    monkeypatch.setattr(memory_profile, "_events", lambda *a: pytest.fail("analysed twice"))
    again = convert([profile], memory_id=first["memory_ids"][0])
    assert again["profiles"] == first["profiles"]
