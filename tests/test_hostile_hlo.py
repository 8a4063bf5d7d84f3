"""Hostile and broken HLO modules (issue 13): no module can freeze, exhaust or
crash op_profile or memory_viewer.

Each module is built by hand and embedded, next to a healthy module, in the
`/host:metadata` plane of a profile whose TPU plane has "XLA Ops" events for
both. The tools and the HTTP routes then run in a fresh interpreter with a
wall-clock limit (`run_guarded`), so a regression that hangs or eats memory
fails its test instead of stalling the suite; the child reports its peak RSS.

- (a) call cycles: a fusion whose fused computation holds a fusion calling
  that same computation, a fusion calling the computation it sits in, and a
  2-cycle A -> B -> A;
- (b) a tuple shape nested 10,000 levels deep (beyond what protobuf parses),
  and one nested 80 levels (parsed, but deeper than the 64 levels the HLO
  code walks), in an instruction's shape and so in its buffer's;
- (c) a while loop whose body and condition are one computation (and a body
  holding a while that calls that body again).

A broken module gives a typed error (HTTP 422) when it is asked for by name
(memory_viewer), and is named in op_profile's diagnostics while its ops keep
their names; the healthy module works as usual in both tools.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PlaneBuilder, encode_varint, length_delimited
from tb_profile_plugin.analysis import hlo
from tb_profile_plugin.analysis.hlo import instructions, shapes
from tb_profile_plugin.protos import hlo_pb2, xplane_pb2

TESTS = Path(__file__).parent
ROOT = TESTS.parent
US = 1_000_000  # ps
RUN = "hostile/2024_01_01_00_00_00"
HOST = "host0"
# Hang guards, 20x and more of what the slowest case takes on a loaded 2-core VM (median of 3):
# a call 3.3 s (op_profile of a 10,000-level op name, the child's first call), a whole test 12 s.
TIME_LIMIT_S = 300          # the whole child; a hang is killed here
CALL_LIMIT_S = 70.0         # each call in it
RSS_LIMIT_BYTES = 1 << 30   # the child's peak resident memory
Event = hlo_pb2.HeapSimulatorTrace.Event


# --- building modules --------------------------------------------------------------------


def deep_tuple_shape(levels: int) -> bytes:
    """A serialized ShapeProto: `levels` tuples, each holding the next, around
    an f32[2]. Built as bytes: protobuf refuses to build (or parse) more than
    about 100 levels."""
    shape = hlo_pb2.ShapeProto(element_type=hlo_pb2.F32, dimensions=[2])
    shape.layout.minor_to_major.append(0)
    data = shape.SerializeToString()
    tuple_type = encode_varint(2 << 3) + encode_varint(hlo_pb2.TUPLE)  # element_type = TUPLE
    for _ in range(levels):
        data = tuple_type + length_delimited(4, data)  # tuple_shapes
    return data


def _shape(dims=(128, 128)) -> hlo_pb2.ShapeProto:
    shape = hlo_pb2.ShapeProto(element_type=hlo_pb2.F32, dimensions=list(dims))
    shape.layout.minor_to_major.extend(range(len(dims) - 1, -1, -1))
    return shape


def _adds(comp, first_id: int, count: int, prefix: str) -> None:
    """A parameter, then `count` adds, each of the previous instruction."""
    comp.instructions.add(name=f"{prefix}param", opcode="parameter", id=first_id, shape=_shape())
    for k in range(1, count + 1):
        comp.instructions.add(name=f"{prefix}add.{k}", opcode="add", id=first_id + k, shape=_shape(),
                              operand_ids=[first_id + k - 1, first_id + k - 1])


def _buffers(proto: hlo_pb2.HloProto, instruction_ids, sizes, shape_index=()) -> None:
    """One temporary buffer per instruction, allocated in program order and
    freed at the end (a heap simulation memory_viewer can replay)."""
    ba = proto.buffer_assignment
    temp = ba.buffer_allocations.add(index=0, size=sum(sizes))
    trace = ba.heap_simulator_traces.add(whole_module_simulation=True, buffer_allocation_index=0)
    offset = 0
    for bid, (iid, size) in enumerate(zip(instruction_ids, sizes)):
        lb = ba.logical_buffers.add(id=bid, size=size)
        lb.defined_at.instruction_id = iid
        lb.defined_at.shape_index.extend(shape_index)
        temp.assigned.add(logical_buffer_id=bid, offset=offset, size=size)
        offset += size
        trace.events.add(kind=Event.ALLOC, buffer_id=bid, instruction_name=f"i{iid}", computation_name="main")
    for bid in range(len(sizes)):
        trace.events.add(kind=Event.FREE, buffer_id=bid, instruction_name="end", computation_name="main")


def good_module() -> bytes:
    """fusion.g (kLoop) calling a computation of 3 adds, and dot.g."""
    proto = hlo_pb2.HloProto()
    m = proto.hlo_module
    m.name, m.entry_computation_name, m.entry_computation_id = "good", "main", 1
    _adds(m.computations.add(name="fused.good", id=2, is_fusion_computation=True), 200, 3, "g.")
    main = m.computations.add(name="main", id=1)
    main.instructions.add(name="p", opcode="parameter", id=1, shape=_shape())
    main.instructions.add(name="fusion.g", opcode="fusion", fusion_kind="kLoop", id=2, shape=_shape(),
                          operand_ids=[1], called_computation_ids=[2])
    dot = main.instructions.add(name="dot.g", opcode="dot", id=3, shape=_shape(), operand_ids=[2, 1])
    dot.dot_dimension_numbers.lhs_contracting_dimensions.append(1)
    dot.dot_dimension_numbers.rhs_contracting_dimensions.append(0)
    _buffers(proto, [2, 3], [65536, 65536])
    return proto.SerializeToString()


def cyclic_module(kind: str) -> bytes:
    """fusion.1 in `main` calls fused computation A (10 adds and 10 fusions);
    `self`: A's fusions call A; `pair`: they call B, whose 10 fusions call A
    (A -> B -> A); `entry`: fusion.1 and 9 more fusions in `main` call `main`,
    the computation they sit in (A has no fusions then). Each cycle fans out
    10 ways per level."""
    proto = hlo_pb2.HloProto()
    m = proto.hlo_module
    m.name, m.entry_computation_name, m.entry_computation_id = "cyclic", "main", 1
    a = m.computations.add(name="fused.a", id=2, is_fusion_computation=True)
    _adds(a, 200, 10, "a.")
    if kind == "pair":
        b = m.computations.add(name="fused.b", id=3, is_fusion_computation=True)
        _adds(b, 300, 10, "b.")
    for k in range(10 if kind != "entry" else 0):
        a.instructions.add(name=f"fusion.a{k}", opcode="fusion", fusion_kind="kLoop", id=250 + k, shape=_shape(),
                           operand_ids=[210], called_computation_ids=[3 if kind == "pair" else 2])
        if kind == "pair":
            b.instructions.add(name=f"fusion.b{k}", opcode="fusion", fusion_kind="kLoop", id=350 + k,
                               shape=_shape(), operand_ids=[310], called_computation_ids=[2])
    main = m.computations.add(name="main", id=1)
    main.instructions.add(name="p", opcode="parameter", id=1, shape=_shape())
    for k in range(10):
        main.instructions.add(name=f"mul.{k}", opcode="multiply", id=10 + k, shape=_shape(), operand_ids=[1, 1])
    for k in range(1, 11 if kind == "entry" else 2):
        main.instructions.add(name=f"fusion.{k}", opcode="fusion", fusion_kind="kLoop", id=100 + k, shape=_shape(),
                              operand_ids=[1], called_computation_ids=[1 if kind == "entry" else 2])
    _buffers(proto, [101], [65536])
    return proto.SerializeToString()


def deep_shape_module(levels: int) -> bytes:
    """`tuple.1` in main has a tuple shape `levels` deep; its buffer is
    defined at shape index {0} (memory_viewer describes that sub-shape)."""
    proto = hlo_pb2.HloProto()
    m = proto.hlo_module
    m.name, m.entry_computation_name, m.entry_computation_id = "deep", "main", 1
    main = m.computations.add(name="main", id=1)
    main.instructions.add(name="p", opcode="parameter", id=1, shape=_shape())
    main.instructions.add(name="copy.1", opcode="copy", id=2, shape=_shape(), operand_ids=[1])
    _buffers(proto, [2, 3], [65536, 65536])
    proto.buffer_assignment.logical_buffers[1].defined_at.shape_index.append(0)
    # tuple.1 with its deep shape, appended to main (computation 1 of the module) as raw bytes.
    inst = hlo_pb2.HloInstructionProto(name="tuple.1", opcode="tuple", id=3, operand_ids=[2])
    inst_bytes = inst.SerializeToString() + length_delimited(3, deep_tuple_shape(levels))
    module = hlo_pb2.HloModuleProto()
    module.CopyFrom(m)
    module.ClearField("computations")
    main_bytes = main.SerializeToString() + length_delimited(2, inst_bytes)
    module_bytes = module.SerializeToString() + length_delimited(3, main_bytes)
    ba_bytes = proto.buffer_assignment.SerializeToString()
    return length_delimited(1, module_bytes) + length_delimited(3, ba_bytes)


def while_module(kind: str) -> bytes:
    """while.1 in main calls computation `loop` as condition and body (`same`);
    `recursive`: `loop` also holds while.2, which calls `loop` again."""
    proto = hlo_pb2.HloProto()
    m = proto.hlo_module
    m.name, m.entry_computation_name, m.entry_computation_id = "loopy", "main", 1
    loop = m.computations.add(name="loop", id=2)
    _adds(loop, 200, 3, "w.")
    if kind == "recursive":
        loop.instructions.add(name="while.2", opcode="while", id=250, shape=_shape(), operand_ids=[203],
                              called_computation_ids=[2, 2])
    main = m.computations.add(name="main", id=1)
    main.instructions.add(name="p", opcode="parameter", id=1, shape=_shape())
    main.instructions.add(name="while.1", opcode="while", id=2, shape=_shape(), operand_ids=[1],
                          called_computation_ids=[2, 2])
    _buffers(proto, [2, 201], [65536, 65536])
    return proto.SerializeToString()


def write_profile(logdir: Path, broken: tuple[str, int, bytes], ops: list[str]) -> Path:
    """A profile with module `broken` (name, program id, HloProto bytes) and
    good(5), and TPU "XLA Ops" events: `ops` of the broken module, then
    fusion.g and dot.g of the good one."""
    name, pid, data = broken
    space = xplane_pb2.XSpace(hostnames=[HOST])
    meta = PlaneBuilder(space, "/host:metadata")
    meta.event_metadata(f"{name}({pid})", stats={"Hlo Proto": data, "program_id": pid})
    meta.event_metadata("good(5)", stats={"Hlo Proto": good_module(), "program_id": 5})
    tpu = PlaneBuilder(space, "/device:TPU:0")
    tpu.plane_stats({"peak_teraflops_per_second": 100.0, "peak_hbm_bw_gigabytes_per_second": 1000.0})
    line = tpu.line("XLA Ops", timestamp_ns=1000, id=3)
    events = [(op, pid) for op in ops] + [("fusion.g", 5), ("dot.g", 5)]
    for k, (op, program) in enumerate(events):
        mid = tpu.event_metadata(f"{op}@{program}", display_name=op, stats={"program_id": program})
        line.events.add(metadata_id=mid, offset_ps=k * 10 * US, duration_ps=(k + 1) * US)
    folder = logdir / RUN.split("/")[0] / "plugins" / "profile" / RUN.split("/")[1]
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{HOST}.xplane.pb"
    path.write_bytes(space.SerializeToString())
    return path


# --- running the tools in a guarded child ------------------------------------------------


def run_guarded(logdir: Path, calls: list[dict]) -> list[dict]:
    """Runs `calls` in a fresh interpreter killed after TIME_LIMIT_S. Each
    call: {"tool", "options"} (the converter on the profile) or {"route",
    "query"} (the HTTP route of the standalone server). Returns per call
    {"status": "ok" | "typed" | "untyped", "seconds", "result" (JSON) or
    "error" (class name), "message", "code" (routes)}."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(TESTS), str(ROOT)]),
               XDG_CACHE_HOME=str(logdir / ".cache"))
    args = [sys.executable, "-c", "import test_hostile_hlo as t; t._child()", str(logdir), json.dumps(calls)]
    try:
        proc = subprocess.run(args, cwd=TESTS, env=env, capture_output=True, text=True, timeout=TIME_LIMIT_S)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the tools did not finish in {TIME_LIMIT_S} s (a hang): {calls}")
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report["max_rss_bytes"] < RSS_LIMIT_BYTES, f"peak memory {report['max_rss_bytes']:,} bytes"
    for outcome in report["calls"]:
        assert outcome["seconds"] < CALL_LIMIT_S, outcome
    return report["calls"]


def _child() -> None:
    import resource
    import time

    from werkzeug.test import Client

    from http_util import PREFIX
    from tb_profile_plugin import tools
    from tb_profile_plugin.errors import ProfilerError
    from tb_profile_plugin.profile import xspace
    from tb_profile_plugin.server import make_app
    from tb_profile_plugin.service import dumps

    logdir = Path(sys.argv[1])
    calls = json.loads(sys.argv[2])
    (path,) = logdir.rglob("*.xplane.pb")
    client = Client(make_app(logdir, cache_dir="none"))
    out = []
    for call in calls:
        started = time.perf_counter()
        outcome: dict = {}
        try:
            if "tool" in call:
                profile = xspace.load(path)
                result = tools.get(call["tool"]).convert([profile], call.get("options", {}))
                outcome = {"status": "ok", "result": json.loads(dumps(result))}
            else:
                reply = client.get(PREFIX + call["route"], query_string={"run": RUN, **call.get("query", {})})
                outcome = {"status": "ok", "code": reply.status_code, "result": reply.json}
        except ProfilerError as e:
            outcome = {"status": "typed", "error": type(e).__name__, "message": str(e)}
        except BaseException as e:  # noqa: BLE001 - RecursionError, MemoryError, anything untyped
            outcome = {"status": "untyped", "error": type(e).__name__, "message": str(e)[:500]}
        outcome["seconds"] = time.perf_counter() - started
        out.append(outcome)
    max_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux
    print(json.dumps({"calls": out, "max_rss_bytes": max_rss}))


# --- checks ------------------------------------------------------------------------------


def _children(node) -> dict:
    return {c["name"]: c for c in node["children"]}


def _ops(result) -> dict:
    """{op name: op node} over the whole op_profile tree."""
    found = {}

    def walk(node):
        if node["kind"] == "op":
            found[node["name"]] = node
            return
        for child in node["children"]:
            walk(child)

    walk(result["root"])
    return found


def assert_good_module_works(op_profile: dict) -> None:
    ops = _ops(op_profile)
    fusion = ops["fusion.g"]
    assert fusion["xla"]["program"] == "good(5)" and fusion["xla"]["opcode"] == "fusion"
    assert [c["name"] for c in fusion["children"]] == ["g.add.1", "g.add.2", "g.add.3"]
    assert fusion["metrics"]["flops"] == 3 * 128 * 128
    assert ops["dot.g"]["xla"]["expression"].startswith("%dot.g = f32[128,128]{1,0} dot(")


def assert_named_in_diagnostics(op_profile: dict, module: str, *words: str) -> str:
    (text,) = [d for d in op_profile["diagnostics"] if module in d]
    for word in words:
        assert word in text, text
    return text


OP_PROFILE_CALLS = [
    {"tool": "op_profile", "options": {}},
    {"tool": "op_profile", "options": {"limit": "0"}},
    {"tool": "op_profile", "options": {"group_by": "category"}},
    {"route": "data", "query": {"tag": "op_profile"}},
    {"route": "data_csv", "query": {"tag": "op_profile"}},
]


# --- (a) call cycles ---------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["self", "pair", "entry"])
def test_a_fusion_calling_its_own_computation_is_reported_not_walked_forever(tmp_path, kind):
    write_profile(tmp_path, ("cyclic", 3, cyclic_module(kind)), ["fusion.1"])
    calls = OP_PROFILE_CALLS + [
        {"tool": "memory_viewer", "options": {}},
        {"tool": "memory_viewer", "options": {"module": "cyclic(3)"}},
        {"route": "data", "query": {"tag": "memory_viewer", "module": "cyclic(3)"}},
        {"route": "module_list", "query": {}},
    ]
    graph_calls = [
        {"tool": "graph_viewer", "options": {}},
        {"tool": "graph_viewer", "options": {"module": "cyclic(3)", "width": "20"}},
        {"route": "data", "query": {"tag": "graph_viewer", "module": "cyclic(3)", "format": "hlo_text"}},
    ]
    outcomes = run_guarded(tmp_path, calls + graph_calls)
    graph_good, graph_cyclic, graph_route = outcomes[len(calls):]
    outcomes = outcomes[:len(calls)]
    assert all(o["status"] == "ok" for o in outcomes), outcomes
    # graph_viewer: the healthy module draws; the cyclic one is a typed error naming the cycle.
    assert graph_good["status"] == "ok" and graph_good["result"]["module"] == "good(5)"
    assert graph_cyclic["status"] == "typed" and graph_cyclic["error"] == "ProfileError", graph_cyclic
    assert "cyclic(3) cannot be drawn" in graph_cyclic["message"] and "cycle" in graph_cyclic["message"]
    assert graph_route["code"] == 422 and "cannot be drawn" in graph_route["result"]["error"]
    plain, everything, by_category, route, csv, mv_default, mv_cyclic, mv_route, module_list = outcomes
    for o in (plain, everything, by_category):
        result = o["result"]
        assert_good_module_works(result)
        # The broken module's op keeps its time and name, without HLO details.
        op = _ops(result)["fusion.1"]
        assert op["metrics"]["time_ps"] == 1 * US and op["children"] == [] and op["xla"]["opcode"] == ""
        assert_named_in_diagnostics(result, "cyclic(3)", "cycle", "fused.a" if kind != "entry" else "main")
    assert route["code"] == 200 and route["result"] == plain["result"]
    assert csv["code"] == 200
    # memory_viewer does not walk calls: both modules are shown.
    assert mv_default["result"]["module"] == "good(5)"
    assert mv_cyclic["result"]["summary"]["peak_heap_bytes"] == 65536
    assert mv_route["code"] == 200
    assert module_list["code"] == 200 and sorted(module_list["result"]) == ["cyclic(3)", "good(5)"]


def test_fusion_call_graph_checks_in_process():
    """The module table itself: a cycle is a typed reason; the good module passes."""
    tables, problems = instructions._tables_of([
        ("cyclic(3)", 3, hlo_pb2.HloProto.FromString(cyclic_module("pair")), b""),
        ("good(5)", 5, hlo_pb2.HloProto.FromString(good_module()), b"")])
    assert list(tables) == ["good(5)"]
    assert "cycle" in problems["cyclic(3)"] and "fused.a" in problems["cyclic(3)"]


def test_fusions_nested_deeper_than_the_bound_are_a_typed_reason():
    """A chain of MAX_CALL_DEPTH + 1 fusions, each calling the next computation."""
    depth = hlo.MAX_CALL_DEPTH + 1
    proto = hlo_pb2.HloProto()
    m = proto.hlo_module
    m.name, m.entry_computation_name, m.entry_computation_id = "chain", "main", 1
    for k in range(depth):
        comp = m.computations.add(name=f"fused.{k}", id=100 + k, is_fusion_computation=True)
        _adds(comp, 1000 * (k + 1), 1, f"c{k}.")
        if k + 1 < depth:
            comp.instructions.add(name=f"fusion.{k + 1}", opcode="fusion", id=1000 * (k + 1) + 500, shape=_shape(),
                                  called_computation_ids=[101 + k])
    main = m.computations.add(name="main", id=1)
    main.instructions.add(name="fusion.0", opcode="fusion", id=1, shape=_shape(), called_computation_ids=[100])
    tables, problems = instructions._tables_of([("chain(1)", 1, proto, b"")])
    assert tables == {} and f"more than {hlo.MAX_CALL_DEPTH} levels" in problems["chain(1)"]
    # One level less is a module like any other; FLOPs add up through every level.
    main.instructions[0].called_computation_ids[:] = [101]
    tables, problems = instructions._tables_of([("chain(1)", 1, proto, b"")])
    assert problems == {}
    table = tables["chain(1)"]
    assert table.estimate_flops(table.index["fusion.0"]) == (depth - 1) * 128 * 128


# --- (b) deep tuple shapes ---------------------------------------------------------------


@pytest.mark.parametrize("levels", [10_000, 80])
def test_a_deeply_nested_tuple_shape_is_a_typed_error_for_its_module_only(tmp_path, levels):
    write_profile(tmp_path, ("deep", 4, deep_shape_module(levels)), ["tuple.1", "copy.1"])
    calls = OP_PROFILE_CALLS + [
        {"tool": "memory_viewer", "options": {}},
        {"tool": "memory_viewer", "options": {"module": "deep(4)"}},
        {"route": "data", "query": {"tag": "memory_viewer", "module": "deep(4)"}},
        {"route": "data", "query": {"tag": "memory_viewer"}},
        {"route": "module_list", "query": {}},
    ]
    outcomes = run_guarded(tmp_path, calls)
    plain, everything, by_category, route, csv, mv_default, mv_deep, mv_route, mv_default_route, module_list = outcomes
    for o in (plain, everything, by_category, route, csv, mv_default, mv_route, mv_default_route, module_list):
        assert o["status"] == "ok", o
    for o in (plain, everything, by_category):
        assert_good_module_works(o["result"])
        ops = _ops(o["result"])
        assert ops["tuple.1"]["metrics"]["time_ps"] == 1 * US
        if levels > 100:  # protobuf cannot read the module: named in the diagnostics, ops by name
            assert_named_in_diagnostics(o["result"], "deep(4)", "nested")
            assert ops["tuple.1"]["xla"]["opcode"] == ""
        else:  # readable: the op's shape text stops at the depth bound
            expression = ops["tuple.1"]["xla"]["expression"]
            assert expression.startswith("%tuple.1 = " + "(" * hlo.MAX_SHAPE_DEPTH + "...")
            assert len(expression) < 1000
    assert route["code"] == 200 and csv["code"] == 200
    # memory_viewer: the deep module is an error of its own, the other one opens.
    assert mv_default["result"]["module"] == "good(5)"
    assert mv_deep["status"] == "typed" and mv_deep["error"] == "ProfileError"
    assert "deep(4)" in mv_deep["message"] and "nested" in mv_deep["message"]
    assert mv_route["code"] == 422 and "deep(4)" in mv_route["result"]["error"]
    assert mv_default_route["code"] == 200 and mv_default_route["result"]["module"] == "good(5)"
    modules = {m["name"]: m["peak_bytes"] for m in mv_default["result"]["modules"]}
    assert modules == {"good(5)": 131072, "deep(4)": None}
    assert module_list["code"] == 200 and module_list["result"] == ["good(5)", "deep(4)"]


def test_shape_walks_are_iterative_and_bounded():
    """shapes.shape_text (raising, or with `...`) over shapes as deep as protobuf
    builds, and as wide as a tuple gets."""
    def nested(levels):
        return hlo_pb2.ShapeProto.FromString(deep_tuple_shape(levels))

    ok = nested(hlo.MAX_SHAPE_DEPTH)
    assert shapes.shape_text(ok) == "(" * hlo.MAX_SHAPE_DEPTH + "f32[2]{0}" + ")" * hlo.MAX_SHAPE_DEPTH
    assert shapes.shape_text(ok, too_deep="...") == shapes.shape_text(ok)
    too_deep = nested(hlo.MAX_SHAPE_DEPTH + 1)
    with pytest.raises(ValueError, match=f"more than {hlo.MAX_SHAPE_DEPTH} levels"):
        shapes.shape_text(too_deep)
    text = shapes.shape_text(too_deep, too_deep="...")
    assert text == "(" * hlo.MAX_SHAPE_DEPTH + "..." + ")" * hlo.MAX_SHAPE_DEPTH
    assert shapes.data_bytes(ok) == 8.0 and shapes.data_bytes(too_deep) == 0.0
    wide = hlo_pb2.ShapeProto(element_type=hlo_pb2.TUPLE)
    for _ in range(20_000):
        wide.tuple_shapes.add(element_type=hlo_pb2.S32)
    assert shapes.shape_text(wide) == "(" + "".join(  # every fifth element marked, as XLA prints tuples
        ("" if k == 0 else ", " if k % 5 else f", /*index={k}*/") + "s32[]" for k in range(20_000)) + ")"
    assert shapes.data_bytes(wide) == 80_000.0


# --- (c) while loops -----------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["same", "recursive"])
def test_a_while_whose_body_is_its_condition(tmp_path, kind):
    write_profile(tmp_path, ("loopy", 6, while_module(kind)), ["while.1", "w.add.1"])
    calls = OP_PROFILE_CALLS + [
        {"tool": "memory_viewer", "options": {"module": "loopy(6)"}},
        {"route": "data", "query": {"tag": "memory_viewer", "module": "loopy(6)"}},
    ]
    outcomes = run_guarded(tmp_path, calls)
    assert all(o["status"] == "ok" for o in outcomes), outcomes
    plain, everything, by_category, route, csv, mv, mv_route = outcomes
    for o in (plain, everything, by_category):
        assert_good_module_works(o["result"])
        ops = _ops(o["result"])
        assert ops["while.1"]["xla"]["expression"].endswith("condition=%loop, body=%loop")
        assert ops["w.add.1"]["xla"]["opcode"] == "add"
        assert not [d for d in o["result"]["diagnostics"] if "loopy" in d]
    assert route["code"] == 200 and csv["code"] == 200
    assert mv["result"]["summary"]["peak_heap_bytes"] == 131072 and mv_route["code"] == 200


# --- heap simulator: SHARE_WITH chains ---------------------------------------------------------


def test_a_share_with_cycle_is_a_typed_error(tmp_path):
    """Buffers that share with each other in a ring have no canonical buffer."""
    proto = hlo_pb2.HloProto.FromString(good_module())
    trace = proto.buffer_assignment.heap_simulator_traces[0]
    del trace.events[:]
    trace.events.add(kind=Event.SHARE_WITH, buffer_id=0, share_with_canonical_id=1, instruction_name="fusion.g")
    trace.events.add(kind=Event.SHARE_WITH, buffer_id=1, share_with_canonical_id=0, instruction_name="dot.g")
    trace.events.add(kind=Event.FREE, buffer_id=0, instruction_name="end")
    write_profile(tmp_path, ("ring", 7, proto.SerializeToString()), [])
    (outcome, route) = run_guarded(tmp_path, [
        {"tool": "memory_viewer", "options": {"module": "ring(7)"}},
        {"route": "data", "query": {"tag": "memory_viewer", "module": "ring(7)"}},
    ])
    assert outcome["status"] == "typed" and outcome["error"] == "ProfileError"
    assert "ring(7)" in outcome["message"] and "cycle" in outcome["message"]
    assert route["code"] == 422


# --- provenance paths --------------------------------------------------------------------------


def test_a_very_deep_op_name_is_cut_at_the_bound(tmp_path):
    """group_by=provenance nests one level per `/` of an op name: 10,000 of
    them stop at MAX_PROVENANCE_DEPTH levels."""
    proto = hlo_pb2.HloProto.FromString(good_module())
    for comp in proto.hlo_module.computations:
        for inst in comp.instructions:
            if inst.name == "dot.g":
                inst.metadata.op_name = "/".join(f"s{k}" for k in range(10_000))
    write_profile(tmp_path, ("named", 8, proto.SerializeToString()), ["dot.g"])
    (outcome, route) = run_guarded(tmp_path, [
        {"tool": "op_profile", "options": {"group_by": "provenance"}},
        {"route": "data", "query": {"tag": "op_profile", "group_by": "provenance"}},
    ])
    assert outcome["status"] == "ok" and route["code"] == 200, (outcome, route)
    node = _children(outcome["result"]["root"])["named(8)"]
    levels = 0
    while node["children"] and node["children"][0]["kind"] == "provenance":
        node = node["children"][0]
        levels += 1
    from tb_profile_plugin.tools import op_profile
    assert levels == op_profile.MAX_PROVENANCE_DEPTH
    assert node["name"].startswith(f"s{op_profile.MAX_PROVENANCE_DEPTH - 1}/") and node["name"].endswith("/s9999")
