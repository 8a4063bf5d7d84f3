"""memory_viewer against XProf's memory viewer (every module of the JAX fixture
and of tests/fixtures/reference/jax_cpu), on a small synthetic module whose numbers are
worked out by hand, and on a 100,000-buffer module for speed."""

from __future__ import annotations

import json
import pickle
import time

import pytest
from werkzeug.test import Client

from tb_profile_plugin import tools
from tb_profile_plugin.analysis import hlo
from tb_profile_plugin.analysis.hlo import heap as hlo_heap
from tb_profile_plugin.errors import BadParameter, NotFound
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.protos import hlo_pb2, xplane_pb2
from tb_profile_plugin.server import make_app
from tb_profile_plugin.tools import memory_viewer

from conftest import FIXTURES, REFERENCE, PlaneBuilder, fixture_xplane

JAX = "jax_jit_train"
XPROF_JAX = FIXTURES / "xprof_outputs" / JAX / "memory_viewer"
REFERENCE_JAX = REFERENCE / "jax_cpu"
MIB = 2**20


def convert(profiles, **options):
    return tools.get("memory_viewer").convert(profiles, options)


@pytest.fixture(scope="module")
def jax_profile():
    return xspace.load(fixture_xplane(JAX))


# --- XProf's outputs --------------------------------------------------------------------


def assert_matches_xprof(result: dict, theirs: dict) -> None:
    """Our converter output equals XProf's memory viewer JSON (PreprocessResult)."""
    s = result["summary"]
    assert s["peak_heap_bytes"] / MIB == theirs.get("peakHeapMib", 0)
    assert s["peak_unpadded_heap_bytes"] / MIB == theirs.get("peakUnpaddedHeapMib", 0)
    assert s["entry_parameters_bytes"] / MIB == theirs.get("entryComputationParametersMib", 0)
    assert s["non_reusable_bytes"] / MIB == theirs.get("nonReusableMib", 0)
    assert s["maybe_live_out_bytes"] / MIB == theirs.get("maybeLiveOutMib", 0)
    assert s["total_buffer_allocation_bytes"] / MIB == theirs.get("totalBufferAllocationMib", 0)
    assert s["indefinite_bytes"] / MIB == theirs.get("indefiniteBufferAllocationMib", 0)
    assert result["module_name"] == theirs["moduleName"]
    assert result["entry_computation"] == theirs["entryComputationName"]
    t = result["timeline"]
    assert t["points_total"] == len(theirs.get("heapSizes", []))
    assert [v / MIB for v in t["heap_bytes"]] == theirs.get("heapSizes", [])
    assert [v / MIB for v in t["unpadded_heap_bytes"]] == theirs.get("unpaddedHeapSizes", [])
    assert [t["instructions"][i] for i in t["instruction"]] == theirs.get("hloInstructionNames", [])
    if t["points_total"]:
        assert t["peak_point"] == theirs.get("peakHeapSizePosition", 0) + 1
    # The buffers at the peak: the same buffers, in the same (program) order.
    objects = theirs.get("maxHeap", [])
    big = [o for o in objects if o.get("logicalBufferId", 0) != -1]
    b = result["buffers"]
    assert list(b["id"]) == [o.get("logicalBufferId", 0) for o in big]
    small = [o for o in objects if o.get("logicalBufferId", 0) == -1]
    assert result["small"]["bytes"] / MIB == (small[0]["logicalBufferSizeMib"] if small else 0)
    for i, o in enumerate(big):
        assert b["size"][i] / MIB == o["logicalBufferSizeMib"]
        assert b["unpadded"][i] / MIB == o.get("unpaddedShapeMib", 0)
        assert b["name"][i] == o["instructionName"]
        assert b["shape"][i] == o["shapeString"]
        assert b["op_name"][i] == o.get("tfOpName", "")
        assert b["opcode"][i] == o["opCode"]
        assert b["allocation_type"][i] == o["groupName"]
        info = o.get("sourceInfo", {})
        assert b["stack"][i] == info.get("stackFrame", "")
        assert b["source"][i] == (f"{info['fileName']}:{info['lineNumber']}" if info else "")
        span = theirs.get("logicalBufferSpans", {}).get(str(b["id"][i]))
        if span is not None:
            assert (b["span_start"][i], b["span_limit"][i]) == (span.get("start", 0), span.get("limit", 0))
        else:  # a buffer of the whole program
            assert (b["span_start"][i], b["span_limit"][i]) == (0, max(t["points_total"] - 1, 0))
    by_size = [big[i].get("logicalBufferId", 0) for i in theirs.get("bySizeToMaxHeap", [])
               if i < len(big)]
    ours = [b["id"][i] for i in result["by_size"]]
    sizes = dict(zip(b["id"], b["size"]))
    assert [sizes[i] for i in ours] == [sizes[i] for i in by_size]  # ties may come in any order


def _json(result):
    from tb_profile_plugin.service import dumps
    return json.loads(dumps(result))


def test_every_fixture_module_matches_xprof(jax_profile):
    files = sorted(XPROF_JAX.glob("*.json"))
    assert len(files) == len(hlo.module_names([jax_profile])) == 14
    for path in files:
        theirs = json.loads(path.read_text())
        result = _json(convert([jax_profile], module=path.stem, memory_space="0"))
        assert result["module"] == path.stem
        assert_matches_xprof(result, theirs)


def test_train_step_numbers(jax_profile):
    result = _json(convert([jax_profile], module="jit_train_step(26)"))
    s = result["summary"]
    # XProf: peakHeapMib 0.5128211975097656, 6 buffers >= 16 KiB, 13,444 bytes of small ones.
    assert s["peak_heap_bytes"] == 537732 and len(result["buffers"]["id"]) == 6
    assert result["small"] == {"threshold_bytes": 16384, "count": 12, "bytes": 13444}
    assert s["indefinite_bytes"] + s["temp_peak_bytes"] == s["peak_heap_bytes"]
    assert result["memory_spaces"] == [{"id": 0, "name": "HBM (0)"}]


def test_reference_profile_matches_xprof():
    (path,) = REFERENCE_JAX.rglob("vm.xplane.pb")
    profile = xspace.load(path)
    theirs = json.loads((REFERENCE_JAX / "xprof_outputs" / "memory_viewer.json").read_text())
    result = _json(convert([profile], module="jit_train_step(28)", memory_space="0"))
    assert_matches_xprof(result, theirs)
    assert result["summary"]["peak_heap_bytes"] / MIB == 5.0963287353515625
    assert len(result["buffers"]["id"]) == 8


def test_default_module_is_the_biggest(jax_profile):
    result = convert([jax_profile])
    peaks = [m["peak_bytes"] for m in result["modules"]]
    assert peaks == sorted(peaks, reverse=True)
    assert result["module"] == result["modules"][0]["name"] == "jit_train_step(26)"
    assert {m["name"] for m in result["modules"]} == set(hlo.module_names([jax_profile]))
    assert memory_viewer.module_list([jax_profile])[0] == "jit_train_step(26)"
    # A bare module name works when only one module has it.
    assert convert([jax_profile], module="jit_train_step")["module"] == "jit_train_step(26)"
    with pytest.raises(NotFound, match="jit__normal"):
        convert([jax_profile], module="jit__normal")  # three modules have that name
    with pytest.raises(NotFound):
        convert([jax_profile], module="nope(1)")
    with pytest.raises(BadParameter):
        convert([jax_profile], module="jit_train_step(26)", memory_space="hbm")
    with pytest.raises(NotFound, match="memory space"):
        convert([jax_profile], module="jit_train_step(26)", memory_space="3")


def test_convert_decodes_each_module_once_and_the_profile_still_pickles(monkeypatch):
    """What the data route does with a profile: convert it, pickle it into the
    disk cache (ProfileCache.save_stats), convert it again from memory, or from
    the unpickled copy in a later server."""
    profile = xspace.load(fixture_xplane(JAX))  # fresh: nothing decoded yet
    counts = {"decode": 0, "heap": 0}
    real_decode, real_heap = hlo_heap._decode, hlo_heap._heap

    def decode(data):
        counts["decode"] += 1
        return real_decode(data)

    def heap(p, name, color):
        counts["heap"] += 1
        return real_heap(p, name, color)

    monkeypatch.setattr(hlo_heap, "_decode", decode)
    monkeypatch.setattr(hlo_heap, "_heap", heap)
    first = _json(convert([profile]))
    n = len(first["modules"])
    assert n == 14
    # Every module is decoded and simulated once (the default module is the
    # biggest: that needs all peaks), however often the tool runs.
    assert counts == {"decode": n, "heap": n}
    assert _json(convert([profile])) == first
    other = _json(convert([profile], module="jit__normal(8)"))
    assert other["module"] == "jit__normal(8)"
    assert counts == {"decode": n, "heap": n}
    # Decoded tables stay out of the pickle: the copy decodes again and agrees.
    again = pickle.loads(pickle.dumps(profile, protocol=pickle.HIGHEST_PROTOCOL))
    assert _json(convert([again])) == first
    assert counts == {"decode": 2 * n, "heap": 2 * n}
    assert _json(convert([again], module="jit__normal(8)")) == other


# --- a module worked out by hand ----------------------------------------------------------


def _shape(proto, dtype, dims, tiles=None):
    proto.element_type = dtype
    proto.dimensions.extend(dims)
    proto.layout.minor_to_major.extend(reversed(range(len(dims))))
    for t in tiles or ():
        proto.layout.tiles.add().dimensions.extend(t)
    return proto


def hand_module() -> hlo_pb2.HloProto:
    """Parameter p0, output `out`, a constant, temporaries a, b, d (padded),
    a tuple e, buffer 9 sharing a, buffer 12 reviving a after it was freed,
    a thread-local buffer, and a second memory space (color 1)."""
    h = hlo_pb2.HloProto()
    m = h.hlo_module
    m.name, m.entry_computation_name, m.entry_computation_id = "hand", "main", 1
    sf = m.stack_frame_index
    sf.file_names.append("model.py")
    sf.function_names.append("f")
    sf.file_locations.add(file_name_id=1, function_name_id=1, line=10, column=4)
    sf.file_locations.add(file_name_id=1, function_name_id=1, line=30, column=2)
    sf.stack_frames.add(file_location_id=2)
    sf.stack_frames.add(file_location_id=1, parent_frame_id=1)
    side = m.computations.add(name="side", id=2)
    t = side.instructions.add(name="tl", opcode="parameter", id=20)
    _shape(t.shape, hlo_pb2.S32, [])
    main = m.computations.add(name="main", id=1)

    def inst(iid, name, opcode, dtype, dims, op_name="", tiles=None, frame=0):
        i = main.instructions.add(name=name, opcode=opcode, id=iid)
        _shape(i.shape, dtype, dims, tiles)
        i.metadata.op_name = op_name
        i.metadata.stack_frame_id = frame
        return i

    inst(1, "p0", "parameter", hlo_pb2.F32, [1024, 64], "x")
    inst(2, "a", "fusion", hlo_pb2.F32, [512, 64], "jit(f)/a", frame=2)
    inst(3, "b", "fusion", hlo_pb2.F32, [256, 64], "jit(f)/b")
    inst(4, "d", "fusion", hlo_pb2.BF16, [3, 8000], "jit(f)/d", tiles=[(8, 128), (2, 1)])
    e = main.instructions.add(name="e", opcode="tuple", id=5)
    e.shape.element_type = hlo_pb2.TUPLE
    _shape(e.shape.tuple_shapes.add(), hlo_pb2.F32, [16])
    _shape(e.shape.tuple_shapes.add(), hlo_pb2.S32, [])
    inst(6, "out", "fusion", hlo_pb2.F32, [64], "jit(f)/out")
    inst(7, "k", "constant", hlo_pb2.S32, [])
    inst(8, "a2", "fusion", hlo_pb2.F32, [512, 64], "jit(f)/a2")
    inst(9, "a3", "fusion", hlo_pb2.F32, [512, 64], "jit(f)/a3")
    inst(10, "v", "fusion", hlo_pb2.F32, [256], "jit(f)/v")
    ba = h.buffer_assignment
    # id: (instruction, size, shape index, color)
    buffers = {0: (1, 262144, [], 0), 1: (2, 131072, [], 0), 2: (3, 65536, [], 0), 3: (4, 49152, [], 0),
               4: (5, 64, [0], 0), 5: (5, 4, [1], 0), 6: (6, 256, [], 0), 7: (7, 4, [], 0),
               8: (5, 16, [], 0), 9: (8, 131072, [], 0), 10: (20, 4, [], 0), 11: (10, 1024, [], 1),
               12: (9, 131072, [], 0)}
    for bid, (iid, size, index, color) in buffers.items():
        lb = ba.logical_buffers.add(id=bid, size=size, color=color)
        lb.defined_at.instruction_id = iid
        lb.defined_at.shape_index.extend(index)

    def alloc(index, size, members, color=0, **flags):
        a = ba.buffer_allocations.add(index=index, size=size, color=color, **flags)
        for bid, offset in members:
            a.assigned.add(logical_buffer_id=bid, offset=offset, size=buffers[bid][1])

    alloc(0, 262144, [(0, 0)], is_entry_computation_parameter=True)
    alloc(1, 256, [(6, 0)], maybe_live_out=True)
    alloc(2, 4, [(7, 0)], is_constant=True)
    alloc(3, 262144, [(1, 0), (2, 131072), (3, 196608), (4, 245760), (5, 245824), (8, 245888),
                      (9, 0), (12, 0)])
    alloc(4, 4, [(10, 0)], is_thread_local=True)
    alloc(5, 1024, [(11, 0)], color=1)
    trace = ba.heap_simulator_traces.add(whole_module_simulation=True, buffer_allocation_index=3)
    A, F, S = (hlo_pb2.HeapSimulatorTrace.Event.ALLOC, hlo_pb2.HeapSimulatorTrace.Event.FREE,
               hlo_pb2.HeapSimulatorTrace.Event.SHARE_WITH)
    for kind, bid, canon, where in [
        (A, 1, 0, "a"), (A, 2, 0, "b"), (S, 9, 1, "a2"), (F, 1, 0, "a"), (A, 3, 0, "d"), (F, 9, 0, "a2"),
        (A, 4, 0, "e"), (A, 5, 0, "e"), (S, 12, 1, "a3"), (F, 2, 0, "b"), (F, 3, 0, "d"), (F, 12, 0, "a3"),
        (F, 4, 0, "e"), (F, 5, 0, "e"),
    ]:
        trace.events.add(kind=kind, buffer_id=bid, share_with_canonical_id=canon, instruction_name=where,
                         computation_name="main")
    other = ba.heap_simulator_traces.add(buffer_allocation_index=5)
    other.events.add(kind=A, buffer_id=11, instruction_name="v")
    other.events.add(kind=F, buffer_id=11, instruction_name="v")
    return h


def module_xspace(*modules: tuple[str, int, bytes]) -> xplane_pb2.XSpace:
    space = xplane_pb2.XSpace(hostnames=["host0"])
    md = PlaneBuilder(space, "/host:metadata")
    for name, program_id, data in modules:
        md.event_metadata(f"{name}({program_id})", stats={"Hlo Proto": data, "program_id": program_id})
    return space


def test_hand_module_numbers(make_xspace_file, monkeypatch):
    path = make_xspace_file(module_xspace(("hand", 7, hand_module().SerializeToString())))
    profile = xspace.load(path)
    result = _json(convert([profile]))
    assert result["module"] == "hand(7)" and result["program_id"] == 7
    assert result["memory_spaces"] == [{"id": 0, "name": "HBM (0)"}, {"id": 1, "name": "VMEM (1)"}]
    assert result["memory_space"] == 0
    s = result["summary"]
    indefinite = 262144 + 256 + 4       # parameter, output, constant (not the thread-local one)
    assert s["indefinite_bytes"] == indefinite
    # Peak at event 8, when buffer 12 brings a's memory back: b + d + e{0} + e{1} + a.
    temp_peak = 65536 + 49152 + 64 + 4 + 131072
    assert s["temp_peak_bytes"] == temp_peak
    assert s["peak_heap_bytes"] == temp_peak + indefinite
    # d is bf16[3,8000] (48,000 bytes) padded to 49,152 by its tiles.
    assert s["peak_unpadded_heap_bytes"] == temp_peak - 1152 + indefinite
    assert s["padding_bytes"] == 1152
    assert s["entry_parameters_bytes"] == 262144 and s["maybe_live_out_bytes"] == 256
    assert s["non_reusable_bytes"] == 4
    assert s["total_buffer_allocation_bytes"] == 262144 + 256 + 4 + 262144
    assert s["temp_allocation_bytes"] == 262144
    assert s["fragmentation_percent"] == round(100 * (262144 - temp_peak) / 262144, 3)
    t = result["timeline"]
    temp = [0, 131072, 196608, 196608, 196608, 245760, 114688, 114752, 114756, temp_peak, 180292, 131140,
            68, 4, 0]
    assert t["heap_bytes"] == [v + indefinite for v in temp]
    assert t["x"] == list(range(15)) and t["points_total"] == 15 and t["peak_point"] == 9
    assert [t["instructions"][i] for i in t["instruction"]][:3] == ["a", "b", "a2"]
    b = result["buffers"]
    # Program order: parameter first, then b, d and a's memory shown as buffer 12
    # (the buffer that revived it); out, the constant and e{0}, e{1} are small.
    assert list(b["id"]) == [0, 2, 3, 12]
    assert b["name"] == ["p0", "b", "d", "a3"]
    assert b["allocation_type"] == ["Parameter", "Temporary", "Temporary", "Temporary"]
    assert result["small"] == {"threshold_bytes": 16384, "count": 4, "bytes": 256 + 4 + 64 + 4}
    assert [b["id"][i] for i in result["by_size"]] == [0, 12, 2, 3]
    d = list(b["id"]).index(3)
    assert b["shape"][d] == "bf16[3,8000]{1,0:T(8,128)(2,1)}"
    assert (b["dtype"][d], b["dims"][d], b["size"][d], b["unpadded"][d]) == ("bf16", [3, 8000], 49152, 48000)
    assert list(zip(b["span_start"], b["span_limit"])) == [(0, 14), (1, 9), (4, 10), (8, 11)]
    assert b["source"] == [""] * 4 and b["stack"] == [""] * 4  # none of them has a stack frame
    # With no size threshold the tool shows the small buffers live at the peak
    # too: the tuple's elements, named by their shape index.
    monkeypatch.setattr(memory_viewer, "SMALL_BUFFER_BYTES", 0)
    every = _json(convert([profile]))["buffers"]
    assert every["id"] == [0, 6, 7, 2, 3, 4, 5, 12]
    rows = {i: (every["name"][k], every["shape"][k], every["unpadded"][k], every["allocation_type"][k])
            for k, i in enumerate(every["id"])}
    assert rows[4] == ("e{0}", "f32[16]{0}", 64, "Temporary")
    assert rows[5] == ("e{1}", "s32[]", 4, "Temporary")
    assert rows[6][::3] == ("out", "Output") and rows[7][::3] == ("k", "Constant")
    monkeypatch.undo()
    # The other memory space has its own simulation.
    vmem = _json(convert([profile], memory_space="1"))
    assert vmem["memory_space"] == 1
    assert vmem["timeline"]["heap_bytes"] == [0, 1024, 0]
    assert vmem["summary"]["peak_heap_bytes"] == 1024 and vmem["summary"]["indefinite_bytes"] == 0
    assert vmem["buffers"]["id"] == [] and vmem["small"]["bytes"] == 1024


def test_hand_module_without_the_revival_shows_source_spans_and_the_whole_tuple(make_xspace_file, monkeypatch):
    """hand_module without buffer 12 (no SHARE_WITH bringing a's memory back),
    and with the tuple buffer e itself in the simulation (allocated first, freed
    last). Events: 0 ALLOC e, 1 ALLOC a, 2 ALLOC b, 3 a2 SHARE_WITH a, 4 FREE a
    (a2 still holds its memory), 5 ALLOC d: the peak, so a is shown, with its
    stack frame and its span up to 6, the FREE of a2 that frees the group."""
    proto = hand_module()
    trace = proto.buffer_assignment.heap_simulator_traces[0]
    kept = [e for e in trace.events if e.buffer_id != 12]
    del trace.events[:]
    Ev = hlo_pb2.HeapSimulatorTrace.Event
    trace.events.add(kind=Ev.ALLOC, buffer_id=8, instruction_name="e", computation_name="main")
    trace.events.extend(kept)
    trace.events.add(kind=Ev.FREE, buffer_id=8, instruction_name="e", computation_name="main")
    profile = xspace.load(make_xspace_file(module_xspace(("hand", 7, proto.SerializeToString()))))
    monkeypatch.setattr(memory_viewer, "SMALL_BUFFER_BYTES", 0)  # show e (16 bytes) too
    result = _json(convert([profile]))
    indefinite = 262144 + 256 + 4
    assert result["summary"]["peak_heap_bytes"] == indefinite + 16 + 131072 + 65536 + 49152
    assert result["timeline"]["peak_point"] == 6  # the point after event 5
    b = result["buffers"]
    assert b["id"] == [0, 6, 7, 8, 1, 2, 3]
    row = {i: k for k, i in enumerate(b["id"])}
    a, e = row[1], row[8]
    # Source: the innermost stack frame (a's frame 2 -> model.py:10, called from line 30).
    assert (b["name"][a], b["source"][a]) == ("a", "model.py:10")
    assert b["stack"][a] == "model.py:10:4\nmodel.py:30:2"
    assert (b["span_start"][a], b["span_limit"][a]) == (1, 6)  # ALLOC .. group freed, not its own FREE at 4
    assert (b["name"][e], b["shape"][e], b["dims"][e]) == ("e", "(f32[16]{0}, s32[])", [])
    assert (b["size"][e], b["unpadded"][e]) == (16, 16)  # a tuple: one pointer per element
    assert (b["span_start"][e], b["span_limit"][e]) == (0, 13)
    assert [b["source"][i] for i in range(len(b["id"])) if i != a] == [""] * 6


def test_module_without_a_heap_simulation(make_xspace_file):
    proto = hand_module()
    del proto.buffer_assignment.heap_simulator_traces[:]
    profile = xspace.load(make_xspace_file(module_xspace(("hand", 1, proto.SerializeToString()))))
    result = _json(convert([profile]))
    assert result["timeline"]["heap_bytes"] == [] and result["timeline"]["points_total"] == 0
    assert result["summary"]["peak_heap_bytes"] == 262144 + 256 + 4
    assert list(result["buffers"]["id"]) == [0]
    assert result["diagnostics"]


def test_corrupt_hlo_proto_is_a_profile_error(make_xspace_file):
    from tb_profile_plugin.errors import ProfileError
    profile = xspace.load(make_xspace_file(module_xspace(("bad", 1, b"\xff\xff\xff"))))
    with pytest.raises(ProfileError):
        convert([profile])


# --- speed --------------------------------------------------------------------------------


def big_module(n: int) -> bytes:
    """n instructions, each defining one temporary buffer (ALLOC, then FREE two
    instructions later; every 10th one shares the memory just freed)."""
    h = hlo_pb2.HloProto()
    m = h.hlo_module
    m.name, m.entry_computation_name, m.entry_computation_id = "big", "main", 1
    main = m.computations.add(name="main", id=1)
    insts = []
    for i in range(n):
        inst = hlo_pb2.HloInstructionProto(name=f"fusion.{i}", opcode="fusion", id=i + 1)
        inst.shape.element_type = hlo_pb2.F32
        inst.shape.dimensions.extend([1 + i % 97, 64])
        inst.shape.layout.minor_to_major.extend([1, 0])
        inst.metadata.op_name = f"jit(f)/op{i % 100}"
        insts.append(inst)
    main.instructions.extend(insts)
    ba = h.buffer_assignment
    sizes = [(1 + i % 97) * 64 * 4 for i in range(n)]
    lbs = []
    for i in range(n):
        lb = hlo_pb2.LogicalBufferProto(id=i, size=sizes[i])
        lb.defined_at.instruction_id = i + 1
        lbs.append(lb)
    ba.logical_buffers.extend(lbs)
    temp = ba.buffer_allocations.add(index=0, size=sum(sizes))
    temp.assigned.extend(hlo_pb2.BufferAllocationProto.Assigned(logical_buffer_id=i, size=sizes[i])
                         for i in range(n))
    Ev = hlo_pb2.HeapSimulatorTrace.Event
    events = []
    for i in range(n):
        if i % 10 == 5 and sizes[i] <= sizes[i - 3]:
            events.append(Ev(kind=Ev.SHARE_WITH, buffer_id=i, share_with_canonical_id=i - 3,
                             instruction_name=f"fusion.{i}"))
        else:
            events.append(Ev(kind=Ev.ALLOC, buffer_id=i, instruction_name=f"fusion.{i}"))
        if i >= 2:
            events.append(Ev(kind=Ev.FREE, buffer_id=i - 2, instruction_name=f"fusion.{i}"))
    events += [Ev(kind=Ev.FREE, buffer_id=j, instruction_name="end") for j in (n - 2, n - 1)]
    ba.heap_simulator_traces.add(whole_module_simulation=True).events.extend(events)
    return h.SerializeToString()


def test_100k_buffers_convert_fast(make_xspace_file):
    n = 100_000
    profile = xspace.load(make_xspace_file(module_xspace(("big", 1, big_module(n)))))
    start = time.perf_counter()
    result = convert([profile])
    seconds = time.perf_counter() - start
    print(f"memory_viewer: {n:,} instructions / buffers, {result['timeline']['points_total']:,} "
          f"program points converted in {seconds:.3f} s")
    assert result["summary"]["num_logical_buffers"] == n and result["summary"]["num_instructions"] == n
    assert result["timeline"]["points_total"] == 2 * n + 1  # one ALLOC or SHARE_WITH and one FREE each
    assert len(result["timeline"]["x"]) <= 50_001
    # Never more than three buffers are live: the peak is the biggest three in a row.
    sizes = [(1 + i % 97) * 64 * 4 for i in range(n)]
    assert result["summary"]["peak_heap_bytes"] <= 3 * max(sizes)
    assert result["summary"]["peak_heap_bytes"] == max(result["timeline"]["heap_bytes"])
    # The time is printed, not asserted (issue 44): about 0.5 s idle, 7.7 s seen on a loaded 2-core VM.


# --- routes -------------------------------------------------------------------------------


def test_routes_and_csv():
    client = Client(make_app(FIXTURES, cache_dir="none"))
    runs = client.get("/data/plugin/profile/runs").json
    (run,) = [r for r in runs if r.startswith(JAX)]
    listed = client.get("/data/plugin/profile/run_tools", query_string={"run": run, "details": 1}).json
    assert {t["name"]: t for t in listed}["memory_viewer"]["available"]
    # The module menu (module_list) lists the modules as the tool orders them, and
    # the tool opens on its first one.
    modules = client.get("/data/plugin/profile/module_list", query_string={"run": run}).json
    default = client.get("/data/plugin/profile/data", query_string={"run": run, "tag": "memory_viewer"}).json
    assert modules == [m["name"] for m in default["modules"]] and len(modules) == 14
    assert default["module"] == modules[0] == "jit_train_step(26)"
    q = {"run": run, "tag": "memory_viewer", "module": "jit_train_step(26)"}
    reply = client.get("/data/plugin/profile/data", query_string=q)
    assert reply.status_code == 200 and reply.json["summary"]["peak_heap_bytes"] == 537732
    csv_reply = client.get("/data/plugin/profile/data_csv", query_string=q)
    assert csv_reply.status_code == 200
    lines = csv_reply.data.decode().strip().splitlines()
    assert lines[0].startswith("Name,Allocation type,Category,Size (bytes)")
    assert len(lines) - 1 == len(reply.json["buffers"]["id"])
    bad = client.get("/data/plugin/profile/data", query_string={**q, "module": "nope(3)"})
    assert bad.status_code == 404 and "nope(3)" in bad.json["error"]
    bad = client.get("/data/plugin/profile/data", query_string={**q, "memory_space": "x"})
    assert bad.status_code == 400
    (tf_run,) = [r for r in runs if r.startswith("tf_custom_loop_steps")]
    unavailable = client.get("/data/plugin/profile/data", query_string={"run": tf_run, "tag": "memory_viewer"})
    assert unavailable.status_code == 404 and "HLO" in unavailable.json["error"]


def test_an_unreadable_module_does_not_hide_the_others(make_xspace_file):
    from tb_profile_plugin.errors import ProfileError
    space = module_xspace(("hand", 7, hand_module().SerializeToString()), ("bad", 1, b"\x0a\xff"))
    profile = xspace.load(make_xspace_file(space))
    result = convert([profile])
    assert result["module"] == "hand(7)"
    assert [(m["name"], m["peak_bytes"]) for m in result["modules"]] == [("hand(7)", 508232), ("bad(1)", None)]
    with pytest.raises(ProfileError, match="bad"):
        convert([profile], module="bad(1)")
