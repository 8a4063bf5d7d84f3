"""op_profile on synthetic GPU and TPU profiles whose numbers are computed by
hand (and, for the GPU one, checked against XProf 2.24), on the JAX CPU
fixture (thunk events matched to the HLO module), and on a 100,000-instruction
module for speed.

GPU profile (`gpu_space`): the real HLO module `jit_train_step(26)` of the
jax_jit_train fixture, kernels named after its instructions on one stream,
two steps 100 µs apart; per step (µs from the step's start):
  ynn_fusion.3 (custom fusion)          two kernels 0-10 and 10-15
  broadcast_maximum_fusion (loop fusion) 20-23
  dot (dot)                              25-32
  multiply_subtract_fusion.1 (loop)      40-42
  wrapped_log (loop)                     43-44
  a MemcpyH2D (no XLA op)                50-54
So per profile: custom fusion 30 µs, dot 14, loop fusion 12, op time 56; the
stream spans 0-154 µs: IDLE 98. XProf 2.24 gives the same category times.
Peak 100 TFLOP/s (plane stat), memory bandwidth 1.555e12 B/s (`memory_bandwidth`).
"""

from __future__ import annotations

import json

import pytest
from werkzeug.test import Client

from conftest import REFERENCE, PlaneBuilder, fixture_xplane, read_xspace_pb
from http_util import FIXTURES, PREFIX
from python_steps import python_steps
from tb_profile_plugin import parallel, tools
from tb_profile_plugin.analysis import hlo
from tb_profile_plugin.errors import BadParameter
from tb_profile_plugin.profile import schema, xspace
from tb_profile_plugin.protos import hlo_pb2, xplane_pb2
from tb_profile_plugin.server import make_app

US = 1_000_000  # ps
JAX_MODULE = "jit_train_step(26)"
GPU_OPS = (  # (op, kernels [(start µs, duration µs)], category)
    ("ynn_fusion.3", [(0, 10), (10, 5)], "custom fusion"),
    ("broadcast_maximum_fusion", [(20, 3)], "loop fusion"),
    ("dot", [(25, 7)], "dot"),
    ("multiply_subtract_fusion.1", [(40, 2)], "loop fusion"),
    ("wrapped_log", [(43, 1)], "loop fusion"),
)
DERIVED = schema.DERIVED_LINE_ID_MIN


def convert(profiles, **options):
    return tools.get("op_profile").convert(profiles, options)


def load(make_xspace_file, space, name="host0.xplane.pb"):
    return xspace.load(make_xspace_file(space, name=name))


def jax_hlo_proto() -> bytes:
    """The serialized HloProto of jit_train_step(26) in the jax_jit_train fixture."""
    space = read_xspace_pb(fixture_xplane("jax_jit_train"))
    (plane,) = [p for p in space.planes if p.name == schema.METADATA_PLANE]
    stat_names = {i: m.name for i, m in plane.stat_metadata.items()}
    (md,) = [m for m in plane.event_metadata.values() if m.name == JAX_MODULE]
    return next(s.bytes_value for s in md.stats if stat_names[s.metadata_id] == schema.HLO_PROTO)


def gpu_space(*, kernels: bool = True, xla_lines: bool = True, host: str = "gpuhost") -> xplane_pb2.XSpace:
    """The GPU profile of the module docstring; `kernels=False` leaves only the
    derived XLA Modules / XLA Ops lines (one event per op execution)."""
    space = xplane_pb2.XSpace(hostnames=[host])
    meta = PlaneBuilder(space, schema.METADATA_PLANE)
    meta.event_metadata(JAX_MODULE, stats={schema.HLO_PROTO: jax_hlo_proto(), schema.PROGRAM_ID: 26})
    gpu = PlaneBuilder(space, "/device:GPU:0")
    gpu.plane_stats({"peak_teraflops_per_second": 100.0, "memory_bandwidth": 1_555_000_000_000,
                     "clock_rate": 1_410_000, "core_count": 108, "compute_cap_major": 8, "compute_cap_minor": 0,
                     "memory_size": 40 * 2**30, "device_vendor": "Nvidia"})
    stream = gpu.line("Stream #14(Compute)", timestamp_ns=1_000_000, id=14) if kernels else None
    if xla_lines:
        modules = gpu.line("XLA Modules", timestamp_ns=1_000_000, id=DERIVED + 3)
        ops_line = gpu.line("XLA Ops", timestamp_ns=1_000_000, id=DERIVED + 2)
    for step in range(2):
        base = step * 100
        if xla_lines:
            gpu.event(modules, JAX_MODULE, base * US, 44 * US, stats={"group_id": step})
        for op, launches, _ in GPU_OPS:
            if xla_lines:
                first, last = launches[0][0], launches[-1][0] + launches[-1][1]
                gpu.event(ops_line, op, (base + first) * US, (last - first) * US, stats={"group_id": step})
            for k, (start, dur) in enumerate(launches):
                if kernels:
                    gpu.event(stream, f"{op}_kernel_{k}", (base + start) * US, dur * US, stats={
                        "hlo_op": op, "hlo_module": "jit_train_step", "program_id": 26, "group_id": step,
                        "correlation_id": 100 * step + k,
                        "kernel_details": "regs:32 static_shared:0 dynamic_shared:0 grid:1,1,1 block:128,1,1"})
        if kernels:
            gpu.event(stream, "MemcpyH2D", (base + 50) * US, 4 * US,
                      stats={"memcpy_details": "kind_src:pageable size:1024", "group_id": step})
    return space


# -- TPU: a hand-made HLO module -----------------------------------------------------


def _shape(dims, minor_to_major=None, tiles=None, element_type=hlo_pb2.F32):
    shape = hlo_pb2.ShapeProto(element_type=element_type, dimensions=dims)
    shape.layout.minor_to_major.extend(minor_to_major if minor_to_major is not None
                                       else list(range(len(dims) - 1, -1, -1)))
    for tile in tiles or ():
        shape.layout.tiles.add(dimensions=tile)
    return shape


def tpu_hlo() -> bytes:
    """cluster_7: convolution.1 (input batch-minor, tiled (8,128)), fusion.2
    (relu: maximum of the conv and a broadcast zero), copy.3, while.4 whose
    body holds add.5."""
    proto = hlo_pb2.HloProto()
    m = proto.hlo_module
    m.name, m.id, m.entry_computation_name, m.entry_computation_id = "cluster_7", 7, "main.7", 3
    fused = m.computations.add(name="fused_computation", id=1, is_fusion_computation=True)
    out = [16, 28, 28, 64]
    fused.instructions.add(name="param_0", opcode="parameter", id=101, shape=_shape(out))
    fused.instructions.add(name="constant.0", opcode="constant", id=102, shape=_shape([]))
    fused.instructions.add(name="broadcast.0", opcode="broadcast", id=103, shape=_shape(out), operand_ids=[102])
    fused.instructions.add(name="maximum.0", opcode="maximum", id=104, shape=_shape(out), operand_ids=[101, 103],
                           metadata=hlo_pb2.OpMetadata(op_name="model/relu", op_type="Relu"))
    body = m.computations.add(name="body.2", id=2)
    body.instructions.add(name="param.b", opcode="parameter", id=201, shape=_shape([1024]))
    body.instructions.add(name="add.5", opcode="add", id=202, shape=_shape([1024]), operand_ids=[201, 201],
                          metadata=hlo_pb2.OpMetadata(op_name="model/add", op_type="AddV2"))
    entry = m.computations.add(name="main.7", id=3)
    entry.instructions.add(name="input", opcode="parameter", id=301, parameter_number=0,
                           shape=_shape([16, 28, 28, 3], minor_to_major=[0, 3, 2, 1], tiles=[[8, 128]]))
    entry.instructions.add(name="kernel", opcode="parameter", id=302, parameter_number=1,
                           shape=_shape([3, 3, 3, 64]))
    conv = entry.instructions.add(name="convolution.1", opcode="convolution", id=303, shape=_shape(out),
                                  operand_ids=[301, 302],
                                  metadata=hlo_pb2.OpMetadata(op_name="model/conv1/Conv2D", op_type="Conv2D",
                                                              source_file="model.py", source_line=12))
    for _ in range(2):
        conv.window.dimensions.add(size=3, stride=1, padding_low=1, padding_high=1, window_dilation=1,
                                   base_dilation=1)
    dn = conv.convolution_dimension_numbers
    dn.input_batch_dimension, dn.input_feature_dimension = 0, 3
    dn.input_spatial_dimensions.extend([1, 2])
    dn.kernel_input_feature_dimension, dn.kernel_output_feature_dimension = 2, 3
    dn.kernel_spatial_dimensions.extend([0, 1])
    dn.output_batch_dimension, dn.output_feature_dimension = 0, 3
    dn.output_spatial_dimensions.extend([1, 2])
    entry.instructions.add(name="fusion.2", opcode="fusion", fusion_kind="kLoop", id=304, shape=_shape(out),
                           operand_ids=[303], called_computation_ids=[1])
    entry.instructions.add(name="copy.3", opcode="copy", id=305, shape=_shape(out, minor_to_major=[0, 3, 2, 1]),
                           operand_ids=[304])
    entry.instructions.add(name="while.4", opcode="while", id=306, shape=_shape([1024]),
                           called_computation_ids=[2, 2])
    return proto.SerializeToString()


TPU_OPS = {  # name: (hlo_category, tf_op, flops, bytes_accessed) per execution
    "convolution.1": ("convolution", "model/conv1/Conv2D:Conv2D", 1_000_000_000, 4_000_000),
    "fusion.2": ("loop fusion", "model/relu:Relu", 1_000_000, 4_000_000),
    "copy.3": ("data formatting", "", 0, 1_000_000),
    "while.4": ("while", "", 0, 0),
    "add.5": ("non-fusion elementwise", "model/add:AddV2", 500_000, 2_000_000),
}


def tpu_space(host: str = "tpuhost", *, xprof_keys: bool = False, cores: int = 1) -> xplane_pb2.XSpace:
    """Two steps of 90 µs, 100 µs apart; per step: convolution.1 0-20,
    fusion.2 20-30, copy.3 30-35, while.4 40-70 with add.5 45-55 inside it.
    The op metadata has no program_id: the XLA Modules line names the program
    (`xprof_keys`: program_id and symbol_id stats too, which XProf needs).
    `cores`: that many TPU core planes, each the same."""
    space = xplane_pb2.XSpace(hostnames=[host])
    meta = PlaneBuilder(space, schema.METADATA_PLANE)
    meta.event_metadata("cluster_7(7)", stats={schema.HLO_PROTO: tpu_hlo(), schema.PROGRAM_ID: 7})
    tpu = PlaneBuilder(space, "/device:TPU:0")
    tpu.plane_stats({"peak_teraflops_per_second": 200.0, "peak_hbm_bw_gigabytes_per_second": 800.0})
    steps = tpu.line("Steps", timestamp_ns=5_000_000, id=1)
    modules = tpu.line("XLA Modules", timestamp_ns=5_000_000, id=2)
    ops = tpu.line("XLA Ops", timestamp_ns=5_000_000, id=3)
    for symbol, (name, (cat, tf_op, flops, nbytes)) in enumerate(TPU_OPS.items(), start=1):
        keys = {"program_id": 7, "symbol_id": symbol} if xprof_keys else {}
        tpu.event_metadata(name, stats={"hlo_category": cat, "tf_op": tf_op, "flops": flops, "bytes_accessed": nbytes,
                                        **keys})
    for step in range(2):
        base = step * 100
        tpu.event(steps, str(step), base * US, 90 * US, stats={"step_num": step})
        tpu.event(modules, "cluster_7(7)", base * US, 80 * US)
        for name, start, dur in (("convolution.1", 0, 20), ("fusion.2", 20, 10), ("copy.3", 30, 5),
                                 ("while.4", 40, 30), ("add.5", 45, 10)):
            tpu.event(ops, name, (base + start) * US, dur * US)
    first = next(p for p in space.planes if p.name == "/device:TPU:0")
    for k in range(1, cores):
        plane = space.planes.add()
        plane.CopyFrom(first)
        plane.name, plane.id = f"/device:TPU:{k}", first.id + 1000 * k
    return space


def tpu_infeed_space() -> xplane_pb2.XSpace:
    """tpu_space(xprof_keys=True) with copy.3 (5 µs, 1 MB, no FLOPs) an infeed op."""
    space = tpu_space(xprof_keys=True)
    plane = next(p for p in space.planes if p.name == "/device:TPU:0")
    category = next(m.id for m in plane.stat_metadata.values() if m.name == "hlo_category")
    copy = next(m for m in plane.event_metadata.values() if m.name == "copy.3")
    next(s for s in copy.stats if s.metadata_id == category).str_value = "infeed"
    return space


def children(node) -> dict:
    return {c["name"]: c for c in node["children"]}


def category_times(result) -> dict:
    out = {}
    for program in result["root"]["children"]:
        for cat in program["children"] or [program]:  # IDLE has none
            out[cat["name"]] = out.get(cat["name"], 0) + cat["metrics"]["time_ps"]
    return out


# -- GPU ------------------------------------------------------------------------------


def test_gpu_category_times_and_metrics_by_hand(make_xspace_file):
    result = convert([load(make_xspace_file, gpu_space())])
    assert result["device_type"] == "GPU" and result["source"] == "device"
    root = result["root"]
    assert root["metrics"]["time_ps"] == 154 * US
    assert root["metrics_exclude_idle"]["time_ps"] == 56 * US
    top = children(root)
    assert set(top) == {JAX_MODULE, "IDLE"} and top["IDLE"]["metrics"]["time_ps"] == 98 * US
    assert category_times(result) == {"custom fusion": 30 * US, "dot": 14 * US, "loop fusion": 12 * US, "IDLE": 98 * US}
    program = top[JAX_MODULE]
    assert [c["name"] for c in program["children"]] == ["custom fusion", "dot", "loop fusion"]
    loop = children(program)["loop fusion"]
    assert [(o["name"], o["metrics"]["time_ps"]) for o in loop["children"]] == [
        ("broadcast_maximum_fusion", 6 * US), ("multiply_subtract_fusion.1", 4 * US), ("wrapped_log", 2 * US)]
    ynn = children(children(program)["custom fusion"])["ynn_fusion.3"]
    assert ynn["metrics"]["occurrences"] == 2  # two kernels per execution (XProf: 4)
    assert ynn["metrics"]["avg_time_ps"] == 15 * US
    # dot: [64,128] = [256,64]^T x [256,128]: 2*64*128*256 FLOPs and 4*(256*64 + 256*128 + 64*128)
    # bytes per execution (XProf's cost analysis gives the same two numbers).
    dot = children(children(program)["dot"])["dot"]
    m = dot["metrics"]
    assert m["flops"] == 2 * 2 * 64 * 128 * 256
    assert m["bytes_accessed"] == 2 * 229376 == 458752
    assert m["flops_utilization"] == pytest.approx(m["flops"] / (14e-6 * 100e12))
    assert m["memory_bw_utilization"] == pytest.approx(458752 / (14e-6 * 1.555e12))  # XProf: 0.021072668810
    assert m["memory_bw_utilization"] == pytest.approx(0.021072668810289387, rel=1e-9)
    assert dot["xla"]["expression"].startswith("%dot = f32[64,128]{1,0} dot(f32[256,64]{1,0} %xb.1, ")
    assert dot["xla"]["provenance"] == "jit(train_step)/transpose(jvp())/transpose"
    assert dot["xla"]["flops_source"] == "estimate"
    # Bytes of single-kernel ops are XProf's (operands + result per execution).
    loop_bytes = {o["name"]: o["metrics"]["bytes_accessed"] for o in loop["children"]}
    assert loop_bytes == {"broadcast_maximum_fusion": 525312, "multiply_subtract_fusion.1": 196608, "wrapped_log": 4096}
    # The fusion expands into its (non-parameter) instructions.
    assert [c["name"] for c in ynn["children"]] == ["dot_general.2"]
    assert ynn["children"][0]["xla"]["category"] == "dot"
    overview = result["overview"]
    assert overview["peak_teraflops_per_second"] == 100.0
    assert overview["peak_hbm_gigabytes_per_second"] == 1555.0
    assert overview["flops_utilization"] == pytest.approx(overview["flops"] / (154e-6 * 100e12))
    assert overview["flops_utilization_exclude_idle"] == pytest.approx(overview["flops"] / (56e-6 * 100e12))
    assert any("idle 63.6%" in s for s in overview["suggestions"])
    assert result["hlo"] == {"modules": 1, "ops": 5, "matched_ops": 5, "unmatched_ops": []}


def test_gpu_xla_ops_line_alone_gives_the_same_categories(make_xspace_file):
    result = convert([load(make_xspace_file, gpu_space(kernels=False))])
    assert category_times(result)["custom fusion"] == 30 * US
    assert category_times(result)["loop fusion"] == 12 * US
    # IDLE spans the XLA Ops line only (0-144 µs): 144 - 56.
    assert children(result["root"])["IDLE"]["metrics"]["time_ps"] == 88 * US
    assert result["planes"][0]["source"] == "xla_ops_line"


def xprof_category_times(kind: str) -> dict:
    """Category -> time (ps) of XProf 2.24.2's op_profile of the synthetic `kind` (by program,
    with IDLE), as tests/fixtures/make_xprof_synthetic.py recorded it."""
    data = json.loads((FIXTURES / "xprof_outputs" / "synthetic" / kind / "op_profile.json").read_text())
    theirs: dict = {}
    for node in data["byProgram"]["children"]:
        for cat in node["children"] or [node]:
            theirs[cat["name"]] = theirs.get(cat["name"], 0.0) + float(cat["metrics"]["rawTime"])
    return theirs


@pytest.mark.parametrize("kind", ["gpu", "tpu"])
def test_category_times_match_xprof(make_xspace_file, tmp_path, kind):
    space = gpu_space() if kind == "gpu" else tpu_space(xprof_keys=True)
    path = make_xspace_file(space, directory=tmp_path / "plugins" / "profile" / "s", name="vm.xplane.pb")
    theirs = xprof_category_times(kind)
    ours = category_times(convert([xspace.load(path)]))
    if kind == "tpu":
        # XProf leaves ops with nested ops (the while loop) out of the categories.
        assert ours.pop("while") == 40 * US and "while" not in theirs
    assert set(ours) == set(theirs)
    for name, value in theirs.items():
        assert ours[name] == pytest.approx(value, rel=0.01), name


def test_two_hosts_add_up(make_xspace_file, tmp_path):
    a = load(make_xspace_file, gpu_space(host="a"), name="a.xplane.pb")
    b = load(make_xspace_file, gpu_space(host="b"), name="b.xplane.pb")
    result = convert([a, b])
    assert category_times(result) == {"custom fusion": 60 * US, "dot": 28 * US, "loop fusion": 24 * US,
                                      "IDLE": 196 * US}
    dot = children(children(children(result["root"])[JAX_MODULE])["dot"])["dot"]
    assert dot["metrics"]["occurrences"] == 4
    assert dot["metrics"]["memory_bw_utilization"] == pytest.approx(0.021072668810289387, rel=1e-9)


# -- TPU ------------------------------------------------------------------------------


def test_tpu_numbers_by_hand(make_xspace_file):
    result = convert([load(make_xspace_file, tpu_space())])
    assert result["device_type"] == "TPU"
    root = result["root"]
    # Steps span 0-190 µs; op self time 130 (the while loop 2 x (30 - 10)).
    assert root["metrics"]["time_ps"] == 190 * US and root["metrics_exclude_idle"]["time_ps"] == 130 * US
    assert category_times(result) == {"convolution": 40 * US, "while": 40 * US, "loop fusion": 20 * US,
                                      "non-fusion elementwise": 20 * US, "data formatting": 10 * US, "IDLE": 60 * US}
    program = children(root)["cluster_7(7)"]  # named by the XLA Modules line
    conv = children(children(program)["convolution"])["convolution.1"]
    m = conv["metrics"]
    assert m["flops"] == 2e9 and m["bytes_accessed"] == 8e6 and m["occurrences"] == 2
    assert m["flops_utilization"] == pytest.approx(0.25)       # 2e9 / (40 µs x 200 TFLOP/s)
    assert m["memory_bw_utilization"] == pytest.approx(0.25)   # 8e6 / (40 µs x 800 GB/s)
    x = conv["xla"]
    assert x["provenance"] == "model/conv1/Conv2D:Conv2D" and x["source"] == "model.py:12"
    assert x["flops_source"] == "profile" and x["program_id"] == 7
    assert x["expression"] == ("%convolution.1 = f32[16,28,28,64]{3,2,1,0} convolution("
                               "f32[16,28,28,3]{0,3,2,1:T(8,128)} %input, f32[3,3,3,64]{3,2,1,0} %kernel), "
                               "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f")
    layout = x["layout"]
    assert [(d["semantics"], d["size"], d["alignment"], d["padded_size"]) for d in layout["dimensions"]] == [
        ("batch", 16, 128, 128), ("feature", 3, 8, 8), ("spatial", 28, 1, 28), ("spatial", 28, 1, 28)]
    assert layout["dimensions"][0]["padding_percent"] == 87.5
    assert layout["utilization_percent"] == 4.69  # 16 * 3 / (128 * 8)
    fusion = children(children(program)["loop fusion"])["fusion.2"]
    assert fusion["metrics"]["memory_bw_utilization"] == pytest.approx(0.5)
    assert [c["name"] for c in fusion["children"]] == ["maximum.0", "broadcast.0"]
    assert fusion["children"][0]["metrics"]["flops"] == 2 * 16 * 28 * 28 * 64  # per element, 2 executions
    overview = result["overview"]
    assert overview["flops"] == 2.003e9 and overview["flops_source"] == "profile"
    assert overview["flops_utilization"] == pytest.approx(2.003e9 / (190e-6 * 200e12))
    assert overview["flops_utilization_exclude_idle"] == pytest.approx(2.003e9 / (130e-6 * 200e12))
    assert overview["memory_bw_utilization_exclude_idle"] == pytest.approx(2.2e7 / (130e-6 * 800e9))
    text = " ".join(overview["suggestions"])
    assert "idle 31.6%" in text and "FLOPS utilization is 7.7%" in text
    assert "(30.8%) goes to convolution ops, at 25.0% FLOPS utilization" in text
    assert "matrix units are underused" in text
    assert "convolution.1 pads its input (batch 16 to 128, feature 3 to 8): only 4.69%" in text


def test_group_by_provenance_and_category(make_xspace_file):
    profile = load(make_xspace_file, tpu_space())
    by_cat = convert([profile], group_by="category")
    assert by_cat["root"]["name"] == "by_category"
    assert set(children(by_cat["root"])) == {"convolution", "while", "loop fusion", "non-fusion elementwise",
                                             "data formatting", "IDLE"}
    by_prov = convert([profile], group_by="provenance")
    program = children(by_prov["root"])["cluster_7(7)"]
    model = children(program)["model"]
    assert model["kind"] == "provenance" and model["metrics"]["time_ps"] == 80 * US
    conv = children(children(children(model)["conv1"])["Conv2D"])["convolution"]
    assert [o["name"] for o in conv["children"]] == ["convolution.1"]
    # Ops without a framework op: categories right under the program.
    assert children(program)["while"]["kind"] == "category"
    limited = convert([profile], group_by="category", limit="1")
    fusion = children(children(limited["root"])["loop fusion"])["fusion.2"]
    assert fusion["num_children"] == 2 and len(fusion["children"]) == 1
    for bad in ({"group_by": "op"}, {"limit": "x"}, {"limit": "-1"}):
        with pytest.raises(BadParameter):
            tools.get("op_profile").convert([profile], bad)


# -- JAX on CPU ------------------------------------------------------------------------


def hlo_events(path) -> list[tuple[str, str, int]]:
    """(thread, hlo_op stat, duration ps) of every host event with an hlo_op stat (protobuf walk)."""
    space = read_xspace_pb(path)
    (plane,) = [p for p in space.planes if p.name == schema.HOST_PLANE]
    stat_names = {i: m.name for i, m in plane.stat_metadata.items()}
    out = []
    for line in plane.lines:
        for e in line.events:
            stats = {stat_names[s.metadata_id]: s for s in e.stats}
            if "hlo_op" in stats:
                stat = stats["hlo_op"]
                name = stat_names[stat.ref_value] if stat.WhichOneof("value") == "ref_value" else stat.str_value
                out.append((line.name, name, e.duration_ps))
    return out


def module_instructions(profile, name) -> dict:
    """instruction name -> (opcode, fusion kind), from an independent parse."""
    plane = profile.plane(schema.METADATA_PLANE)
    (md,) = [m for m in plane.event_metadata.values() if m.name == name]
    module = hlo_pb2.HloProto.FromString(md.stats[schema.HLO_PROTO]).hlo_module
    return {i.name: (i.opcode, i.fusion_kind) for c in module.computations for i in c.instructions}


def test_jax_cpu_thunks_are_matched_to_the_hlo_module():
    path = fixture_xplane("jax_jit_train")
    profile = xspace.load(path)
    result = convert([profile])
    assert result["device_type"] == "CPU" and result["source"] == "host"
    events = hlo_events(path)
    # The XLA CPU runtime's thunk events, on the XLA thread pool and the PjRt client thread.
    assert len(events) == 135 and {t.split("/")[0] for t, _, _ in events} == {"tf_XLAEigen", "tf_XLAPjRtCpuClient"}
    names = {n for _, n, _ in events}
    assert {"dot", "ynn_fusion.1", "multiply_subtract_fusion.1"} <= names and len(names) == 27
    # Every one of them is an instruction of jit_train_step(26); the "end: <op>"
    # flow events and ThunkExecutor::Execute carry no hlo_op and are not ops.
    instructions = module_instructions(profile, JAX_MODULE)
    assert names <= set(instructions)
    assert result["hlo"] == {"modules": 14, "ops": 27, "matched_ops": 27, "unmatched_ops": []}
    # Category times: the thunks' durations (they do not nest) summed by the instruction's category.
    expected: dict = {}
    for _, name, dur in events:
        opcode, kind = instructions[name]
        cat = {"kLoop": "loop fusion", "kCustom": "custom fusion"}.get(kind, opcode)
        expected[cat] = expected.get(cat, 0) + dur
    times = category_times(result)
    assert {k: v for k, v in times.items() if k != "IDLE"} == expected == {
        "dot": 388890000, "custom fusion": 319136000, "loop fusion": 175034000}
    program = children(result["root"])[JAX_MODULE]
    assert program["metrics"]["occurrences"] == 135
    dot = children(children(program)["dot"])["dot"]
    assert dot["metrics"]["flops_utilization"] is None and dot["metrics"]["flops"] == 5 * 2 * 64 * 128 * 256
    assert dot["metrics"]["flops_per_second"] == pytest.approx(dot["metrics"]["flops"] / 213.277e-6)
    ynn = children(children(program)["custom fusion"])["ynn_fusion.1"]
    assert ynn["xla"]["source"].endswith("make_fixtures.py:203")
    assert [c["name"] for c in ynn["children"]] == ["dot_general.0"]
    assert "utilizations are unknown" in result["overview"]["suggestions"][-1]


def test_reference_jax_cpu_where_xprof_is_empty():
    (path,) = (REFERENCE / "jax_cpu").rglob("*.xplane.pb")
    theirs = json.loads((REFERENCE / "jax_cpu" / "xprof_outputs" / "op_profile.json").read_text())
    assert theirs["byProgram"]["children"] == []  # XProf: nothing on CPU
    result = convert([xspace.load(path)])
    events = hlo_events(path)
    assert result["hlo"]["unmatched_ops"] == [] and result["hlo"]["ops"] == len({n for _, n, _ in events}) == 30
    assert sum(v for k, v in category_times(result).items() if k != "IDLE") == sum(d for _, _, d in events)
    assert [p["name"] for p in result["root"]["children"]][0] == "jit_train_step(28)"


def test_cached_profile_gives_the_same_result(make_xspace_file):
    """A profile that went through pickling (derived tables dropped) converts the same."""
    import pickle

    profile = load(make_xspace_file, tpu_space())
    first = convert([profile])
    assert any(k.startswith("hlo_ops/") for k in profile.derived_keys)
    again = pickle.loads(pickle.dumps(profile, protocol=pickle.HIGHEST_PROTOCOL))
    assert convert([again]) == first


def test_no_xla_ops(make_xspace_file):
    result = convert([xspace.load(fixture_xplane("tf_keras_profile_batch"))])
    assert result["source"] == "" and result["root"]["children"] == []
    assert "No XLA op events" in result["diagnostics"][0]


# -- routes, CSV, speed ---------------------------------------------------------------------


def test_routes_and_csv(tmp_path):
    folder = tmp_path / "gpu" / "plugins" / "profile" / "2020_01_01_00_00_00"
    folder.mkdir(parents=True)
    (folder / "gpuhost.xplane.pb").write_bytes(gpu_space().SerializeToString())
    client = Client(make_app(tmp_path, cache_dir="none"))
    run = "gpu/2020_01_01_00_00_00"
    tool_list = {t["name"]: t for t in client.get(PREFIX + "run_tools", query_string={"run": run, "details": 1}).json}
    assert tool_list["op_profile"]["available"]
    reply = client.get(PREFIX + "data", query_string={"run": run, "tag": "op_profile", "group_by": "category"})
    assert reply.status_code == 200 and reply.json["group_by"] == "category"
    csv_reply = client.get(PREFIX + "data_csv", query_string={"run": run, "tag": "op_profile"})
    lines = csv_reply.data.decode().strip().splitlines()
    assert lines[0].startswith("Program,Group,Category,Op,Provenance,Time (us)")
    assert len(lines) == 1 + 5 and any(",dot,dot," in line for line in lines)
    bad = client.get(PREFIX + "data", query_string={"run": run, "tag": "op_profile", "group_by": "nope"})
    assert bad.status_code == 400 and "group_by" in bad.json["error"]


def big_module(fusions: int, per_fusion: int) -> bytes:
    """An entry computation of `fusions` loop fusions, each calling a fused
    computation of `per_fusion` - 1 instructions (parameter, then adds)."""
    proto = hlo_pb2.HloProto()
    m = proto.hlo_module
    m.name = "big"
    shape = _shape([128, 128])
    for f in range(fusions):
        comp = m.computations.add(name=f"fused_computation.{f}", id=f + 1, is_fusion_computation=True)
        base = 1_000_000 + f * per_fusion
        comp.instructions.add(name=f"param_0.{f}", opcode="parameter", id=base, shape=shape)
        for k in range(1, per_fusion - 1):
            comp.instructions.add(name=f"add.{f}.{k}", opcode="add", id=base + k, shape=shape,
                                  operand_ids=[base + k - 1, base + k - 1])
    entry = m.computations.add(name="main", id=fusions + 1)
    entry.instructions.add(name="p", opcode="parameter", id=1, shape=shape)
    for f in range(fusions):
        entry.instructions.add(name=f"fusion.{f}", opcode="fusion", fusion_kind="kLoop", id=10 + f, shape=shape,
                               operand_ids=[1], called_computation_ids=[f + 1])
    return proto.SerializeToString()


def big_module_profile(make_xspace_file, fusions: int, per_fusion: int = 20):
    """big_module(fusions, per_fusion) on a TPU, each fusion run 20 times."""
    space = xplane_pb2.XSpace(hostnames=["big"])
    meta = PlaneBuilder(space, schema.METADATA_PLANE)
    meta.event_metadata("big(1)", stats={schema.HLO_PROTO: big_module(fusions, per_fusion), schema.PROGRAM_ID: 1})
    tpu = PlaneBuilder(space, "/device:TPU:0")
    tpu.plane_stats({"peak_teraflops_per_second": 100.0, "peak_hbm_bw_gigabytes_per_second": 1000.0})
    line = tpu.line("XLA Ops", timestamp_ns=1000, id=3)
    mids = [tpu.event_metadata(f"fusion.{f}", stats={"program_id": 1}) for f in range(fusions)]
    for step in range(20):
        for f, mid in enumerate(mids):
            line.events.add(metadata_id=mid, offset_ps=(step * fusions + f) * 2 * US, duration_ps=(1 + f % 7) * US)
    return load(make_xspace_file, space, name=f"big{fusions}.xplane.pb")


def test_op_profile_work_grows_linearly_with_the_module(make_xspace_file, monkeypatch):
    """A guard against work that grows faster than the module, as a count of the
    Python run (tests/python_steps.py); the time is bench/bench_hostile.py's
    (op_profile_100k). Each doubling of the module may add twice the steps the
    last one added (linear), not four times (quadratic)."""
    monkeypatch.setattr(parallel, "WORKERS", 1)  # every chunk on this thread, counted
    convert([big_module_profile(make_xspace_file, 10)])  # lazy imports, caches
    steps = [python_steps(convert, [big_module_profile(make_xspace_file, f)])[1] for f in (125, 250, 500)]
    assert steps[2] - steps[1] < 2.5 * (steps[1] - steps[0]), steps


def test_100k_instruction_module_converts(make_xspace_file):
    fusions, per_fusion = 5_000, 20  # 5,000 fusions + 95,000 fused instructions + 1
    profile = big_module_profile(make_xspace_file, fusions, per_fusion)
    result = convert([profile])  # parses the module, matches the events, estimates FLOPs
    loop = children(children(result["root"])["big(1)"])["loop fusion"]
    assert loop["num_children"] == fusions and len(loop["children"]) == 100
    assert loop["metrics"]["occurrences"] == 100_000
    # Each fusion: 18 adds of 128 x 128 elements, 20 executions.
    assert loop["children"][0]["metrics"]["flops"] == 20 * 18 * 128 * 128
    assert len(loop["children"][0]["children"]) == 18
    assert len(hlo.tables(profile)["big(1)"]) == fusions * per_fusion + 1
