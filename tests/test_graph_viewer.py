"""graph_viewer: the HLO graph around an op, checked against the HLO protos read independently here."""

from __future__ import annotations

import json
from collections import deque

import pytest

import graph_util
from conftest import FIXTURES, fixture_xplane, read_xspace_pb
from test_op_profile import load, tpu_space
from tb_profile_plugin import tools
from tb_profile_plugin.analysis import xla_ops
from tb_profile_plugin.analysis.hlo import graph
from tb_profile_plugin.errors import BadParameter, NotFound
from tb_profile_plugin.profile import schema, xspace
from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.protos import hlo_pb2
from tb_profile_plugin.service import Service
from tb_profile_plugin.tools import graph_viewer


def _module_proto(path, module: str) -> hlo_pb2.HloProto:
    """The module's HloProto straight from the file's metadata plane."""
    space = read_xspace_pb(path)
    (plane,) = [p for p in space.planes if p.name == schema.METADATA_PLANE]
    stat_id = next(i for i, m in plane.stat_metadata.items() if m.name == schema.HLO_PROTO)
    for md in plane.event_metadata.values():
        if md.name == module:
            stat = next(s for s in md.stats if s.metadata_id == stat_id)
            return hlo_pb2.HloProto.FromString(stat.bytes_value)
    raise KeyError(module)


def _expected(proto: hlo_pb2.HloProto, centre: str, width: int) -> dict[str, int]:
    """name -> distance of every instruction within `width` undirected operand edges of `centre`,
    in its computation: a breadth-first walk written from the proto alone."""
    for comp in proto.hlo_module.computations:
        by_id = {i.id: i for i in comp.instructions}
        if any(i.name == centre for i in comp.instructions):
            break
    else:
        raise KeyError(centre)
    near: dict[int, set[int]] = {i: set() for i in by_id}
    for inst in comp.instructions:
        for o in inst.operand_ids:
            if o in by_id:
                near[inst.id].add(o)
                near[o].add(inst.id)
    start = next(i.id for i in comp.instructions if i.name == centre)
    dist = {start: 0}
    todo = deque([start])
    while todo:
        i = todo.popleft()
        if dist[i] < width:
            for j in near[i]:
                if j not in dist:
                    dist[j] = dist[i] + 1
                    todo.append(j)
    return {by_id[i].name: d for i, d in dist.items()}


def _got(result) -> dict[str, int]:
    return {n["name"]: n["distance"] for n in result["nodes"]}


@pytest.fixture(scope="module")
def jax_profile():
    return xspace.load(fixture_xplane("jax_jit_train"))


@pytest.fixture(scope="module")
def wide(tmp_path_factory):
    path = tmp_path_factory.mktemp("graph") / "graphhost.xplane.pb"
    path.write_bytes(graph_util.graph_space(10_000).SerializeToString())
    return path


@pytest.mark.parametrize("centre,width", [("dot", 0), ("dot", 1), ("dot", 3), ("ynn_fusion.3", 2),
                                          ("compare_select_fusion", 5), ("dot", 20)])
def test_neighbourhood_is_exactly_the_instructions_within_the_width(jax_profile, centre, width):
    result = graph_viewer.convert([jax_profile], {"module": "jit_train_step(26)", "node": centre,
                                                  "width": str(width)})
    proto = _module_proto(fixture_xplane("jax_jit_train"), "jit_train_step(26)")
    assert _got(result) == _expected(proto, centre, width)
    assert result["nodes"][0]["name"] == result["node"] == centre and not result["truncated"]
    # Edges: every operand -> user pair among the drawn nodes, and no other.
    ids = {n["id"]: n["name"] for n in result["nodes"]}
    comp = next(c for c in proto.hlo_module.computations if any(i.name == centre for i in c.instructions))
    names = {i.id: i.name for i in comp.instructions}
    expected = {(names[o], i.name) for i in comp.instructions for o in i.operand_ids
                if i.name in ids.values() and names.get(o) in ids.values()}
    assert {(ids[a], ids[b]) for a, b in result["edges"]} == expected
    # Boundary: drawn nodes with a neighbour left out.
    drawn = set(ids.values())
    for node in result["nodes"]:
        inst = next(i for i in comp.instructions if i.name == node["name"])
        users = {i.name for i in comp.instructions if inst.id in i.operand_ids}
        operands = {names[o] for o in inst.operand_ids if o in names}
        assert node["boundary"] == bool((users | operands) - drawn), node["name"]


@pytest.fixture(scope="module")
def star(tmp_path_factory):
    path = tmp_path_factory.mktemp("graph") / "graphhost.xplane.pb"
    path.write_bytes(graph_util.graph_space(0, module=graph_util.star_module(20_000)).SerializeToString())
    return path


def test_the_operand_index_is_built_once_per_module(star, monkeypatch):
    """An op with 20,000 users: the first request builds the module's operand/user index, the
    next ones (other widths, other ops) walk it; another load of the file builds its own."""
    built = []
    build = graph.build_index
    monkeypatch.setattr(graph, "build_index", lambda table: built.append(len(table)) or build(table))
    profile = xspace.load(star)
    first = graph_viewer.convert([profile], {"node": "p.0", "width": "3"})
    assert first["truncated"] and len(first["nodes"]) == graph_viewer.MAX_NODES and built == [20_003]
    for options in ({"node": "p.0", "width": "5"}, {"node": "add.10000", "width": "2"}, {}):
        graph_viewer.convert([profile], options)
    near = graph_viewer.convert([profile], {"node": "add.10000", "width": "1"})
    assert built == [20_003]
    assert _got(near) == {"add.10000": 0, "p.0": 1, "add.9999": 1, "add.10001": 1} and not near["truncated"]
    assert {n["name"]: n["boundary"] for n in near["nodes"]} == {
        "add.10000": False, "p.0": True, "add.9999": True, "add.10001": True}
    full = _expected(_module_proto(star, f"{graph_util.MODULE}({graph_util.PROGRAM_ID})"), "p.0", 3)
    assert all(full[name] == d for name, d in _got(first).items())  # true distances: the cut is at 1
    assert max(_got(first).values()) == 1 and sum(d == 1 for d in full.values()) == 20_000
    index = graph.index(profile, f"{graph_util.MODULE}({graph_util.PROGRAM_ID})", None)
    edges = 2 * 20_000 + 1  # two operands of each add (p.0 and the one before, p.1 for add.0), one of the root
    assert len(index.operands) == len(index.users) == edges
    assert sum(a.nbytes for a in (index.operand_start, index.operands, index.user_start, index.users)) <= \
        16 * (20_003 + edges)  # linear in the module, beside its parsed proto
    graph_viewer.convert([xspace.load(star)], {"node": "p.0"})
    assert built == [20_003, 20_003]


def test_wide_module_cut_at_the_nearest(wide):
    profile = xspace.load(wide)
    result = graph_viewer.convert([profile], {"node": "fusion.5000", "width": "20"})
    assert result["truncated"] and len(result["nodes"]) == graph_viewer.MAX_NODES
    assert any("500 nearest" in d for d in result["diagnostics"])
    full = _expected(_module_proto(wide, f"{graph_util.MODULE}({graph_util.PROGRAM_ID})"), "fusion.5000", 20)
    got = _got(result)
    assert all(full[name] == d for name, d in got.items())  # true distances
    cut = max(got.values())
    assert all(d >= cut for name, d in full.items() if name not in got)  # nothing nearer left out
    assert result["instructions"] == 10_000 + 4 * (10_000 // 20 + 1)
    # Smaller widths are exact.
    small = graph_viewer.convert([profile], {"node": "fusion.5000", "width": "4"})
    assert _got(small) == {k: v for k, v in full.items() if v <= 4}


def test_default_module_and_op_and_the_fusions_inside(jax_profile):
    result = graph_viewer.convert([jax_profile], {})
    data = xla_ops.xla_ops(jax_profile)
    top = data.ops.sort_values(["time_ps", "op"], ascending=[False, True]).iloc[0]
    assert result["module"] == top["program"] == "jit_train_step(26)" and result["node"] == top["op"] == "dot"
    assert result["width"] == graph_viewer.DEFAULT_WIDTH and result["computation"] == "main.17"
    centre = result["nodes"][0]
    assert centre["time"]["self_time_ps"] == int(top["time_ps"]) and centre["time"]["occurrences"] == 5
    assert result["hot_ops"][0]["name"] == "dot"
    module_ps = data.ops.loc[data.ops["program"] == result["module"], "time_ps"].sum()
    assert result["hot_ops"][0]["percent"] == centre["time"]["percent"] == pytest.approx(100 * top["time_ps"] / module_ps)
    assert len(result["hot_ops"]) == graph_viewer.HOT_OPS
    assert [h["percent"] for h in result["hot_ops"]] == sorted((h["percent"] for h in result["hot_ops"]), reverse=True)
    assert centre["expression"].startswith("%dot = f32[64,128]{1,0} dot(")
    fusion = next(n for n in result["nodes"] if n["name"] == "compare_select_fusion")
    proto = _module_proto(fixture_xplane("jax_jit_train"), "jit_train_step(26)")
    fused = next(c for c in proto.hlo_module.computations if c.name == fusion["fused"]["computation"])
    assert [n["name"] for n in fusion["fused"]["nodes"]] == [i.name for i in fused.instructions]
    ids = {i.id: i.name for i in fused.instructions}
    rows = {n["id"]: n["name"] for n in fusion["fused"]["nodes"]}
    assert {(rows[a], rows[b]) for a, b in fusion["fused"]["edges"]} == {
        (ids[o], i.name) for i in fused.instructions for o in i.operand_ids}
    assert [m["name"] for m in result["modules"]] == sorted(m["name"] for m in result["modules"])


def test_while_bodies_and_metadata_on_tpu(make_xspace_file):
    profile = load(make_xspace_file, tpu_space())
    result = graph_viewer.convert([profile], {"node": "while.4", "width": "1", "show_metadata": "1"})
    (node,) = result["nodes"]  # while.4 takes no operand and has no user here
    assert node["calls"] == [{"computation": "body.2", "root": "add.5"}] * 2
    body = graph_viewer.convert([profile], {"node": "add.5", "width": "1", "show_metadata": "1"})
    assert body["computation"] == "body.2" and _got(body) == {"add.5": 0, "param.b": 1}
    assert body["nodes"][0]["metadata"] == {"op_name": "model/add", "op_type": "AddV2", "source": ""}
    conv = graph_viewer.convert([profile], {"node": "convolution.1", "width": "0", "show_metadata": "1"})
    assert conv["nodes"][0]["metadata"]["source"] == "model.py:12"
    assert "metadata" not in graph_viewer.convert([profile], {"node": "add.5"})["nodes"][0]


def test_dot_and_hlo_text_keep_names_as_text(wide):
    profile = xspace.load(wide)
    result = graph_viewer.convert([profile], {"node": graph_util.HOSTILE_OP, "width": "1"})
    dot = result["dot"]
    assert dot.startswith('digraph "wide_module(77)" {') and dot.rstrip().endswith("}")
    assert 'label="<img src=x onerror=\\"alert(1)\\">\\n' in dot  # quotes escaped
    assert dot.count(" -> ") == len(result["edges"]) and dot.count("[label=") == len(result["nodes"])
    text = graph_viewer.convert([profile], {"format": "hlo_text"})["text"]
    assert text.startswith("HloModule wide_module") and "ENTRY %main {" in text
    assert "  ROOT %tuple.root = (f32[64,64]{1,0}) tuple(" in text
    assert text.count("\n  %") + text.count("\n  ROOT %") == 10_000 + 4 * (10_000 // 20 + 1)


def test_bad_requests():
    service = Service(FIXTURES / "jax_jit_train", cache=ProfileCache(None))
    (run,) = service.runs()
    with pytest.raises(NotFound, match="no instruction named 'nope' in module jit_train_step"):
        service.tool_json(run, "graph_viewer", "vm", {"node": "nope"})
    with pytest.raises(NotFound, match="unknown XLA module"):
        service.tool_json(run, "graph_viewer", "vm", {"module": "nope"})
    with pytest.raises(BadParameter, match="width"):
        service.tool_json(run, "graph_viewer", "vm", {"width": "21"})
    with pytest.raises(BadParameter, match="format"):
        service.tool_json(run, "graph_viewer", "vm", {"format": "svg"})
    data = json.loads(service.tool_json(run, "graph_viewer", "vm", {"width": "1"}))
    assert data["node"] == "dot" and data["width"] == 1
    tf = Service(FIXTURES / "tf_keras_profile_batch", cache=ProfileCache(None))
    (tf_run,) = tf.runs()
    listed = {t["name"]: t for t in tf.run_tools(tf_run)}
    assert not listed["graph_viewer"]["available"] and "HLO" in listed["graph_viewer"]["reason"]
    assert "graph_viewer" in tools.names()
