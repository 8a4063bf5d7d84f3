"""kernel_stats on synthetic GPU profiles whose numbers are computed by hand
(no real GPU profile is among the fixtures): kernel_details in both formats,
repeated kernels, TensorFlow and XLA ops, two hosts, bad input, XProf's own
converter test case, the routes and CSV, and a million kernel events."""

from __future__ import annotations

import json

import numpy as np
import pytest
from werkzeug.test import Client

from conftest import REFERENCE, PlaneBuilder, Ref, fixture_xplane
from http_util import PREFIX
from python_steps import python_steps
from tb_profile_plugin import parallel, tools
from tb_profile_plugin.errors import BadParameter
from tb_profile_plugin.profile import model, schema, xspace
from tb_profile_plugin.protos import xplane_pb2
from tb_profile_plugin.server import make_app
from tb_profile_plugin.tools import kernel_stats

US = 1_000_000  # ps
GEMM = "volta_h884gemm_64x64_ldg8_nn"
ELEMENTWISE = "elementwise_kernel"
CONV = "implicit_convolve_sgemm"
CUBLAS = "turing_fp16_s1688gemm_fp16_256x128"
FUSION = "loop_add_fusion"
EINSUM = "einsum_kernel"

KD_NEW = "regs:32 static_shared:0 dynamic_shared:16384 grid:80,1,1 block:256,1,1 occ_pct:50"
KD_OLD = ("registers_per_thread:16\nstatic_shared_memory_usage:8\ndynamic_shared_memory_usage:4\n"
          "block_x:128\nblock_y:2\nblock_z:1\ngrid_x:4\ngrid_y:5\ngrid_z:6")
KD_CONV = "regs:64\nstatic_shared:1024\ndynamic_shared:0\ngrid:7,7,2\nblock:128,1,1\nocc_pct:25.5"
KD_SMALL = "regs:8 static_shared:0 dynamic_shared:0 grid:1,1,1 block:32,1,1"

COL = {c[0]: i for i, c in enumerate(kernel_stats.COLUMNS)}


def convert(profiles, **options):
    return tools.get("kernel_stats").convert(profiles, options)


def gpu_space(host: str, *, second_host: bool = False) -> xplane_pb2.XSpace:
    """worker0: two CUDA streams of kernels (and things that are no kernels);
    worker1 (second_host): one more launch of the GEMM kernel for dense/MatMul."""
    space = xplane_pb2.XSpace(hostnames=[host])
    gpu = PlaneBuilder(space, "/device:GPU:0")
    s7 = gpu.line("Stream #7(Compute)", timestamp_ns=1_000, id=7)
    if second_host:
        gpu.event(s7, GEMM, 0, 30 * US, stats={"kernel_details": KD_NEW, "tf_op": "dense/MatMul:MatMul"})
        return space
    t = 0

    def launch(line, name, us, **stats):
        nonlocal t
        gpu.event(line, name, t, int(us * US), stats=stats)
        t += int(us * US) + US

    # GEMM for dense/MatMul three times (the same details, space- and newline-separated).
    launch(s7, GEMM, 10, kernel_details=KD_NEW, tf_op="dense/MatMul:MatMul")
    launch(s7, GEMM, 12, kernel_details=KD_NEW.replace(" ", "\n"), tf_op="dense/MatMul:MatMul")
    # Occupancy is no part of the key: the row keeps the first one (50).
    launch(s7, GEMM, 14, kernel_details=KD_NEW.replace("occ_pct:50", "occ_pct:75"), tf_op="dense/MatMul:MatMul")
    launch(s7, ELEMENTWISE, 5, kernel_details=KD_OLD, tf_op=Ref("relu/Relu:Relu"))
    launch(s7, ELEMENTWISE, 7, kernel_details=KD_OLD, tf_op=Ref("relu/Relu:Relu"))
    launch(s7, "cudaMemcpyAsync", 50, memcpy_details="kind:HtoD size:1024")  # no kernel
    launch(s7, "empty_details", 50, kernel_details="", tf_op="x/MatMul:MatMul")  # no kernel
    gpu.event(s7, "zero_time", t, 0, stats={"kernel_details": KD_SMALL})  # skipped, as XProf
    s13 = gpu.line("Stream #13(Compute)", timestamp_ns=1_000, id=13)
    launch(s13, GEMM, 20, kernel_details=KD_NEW, tf_op="dense_1/MatMul:MatMul")  # another op: another row
    launch(s13, CONV, 8, kernel_details=KD_CONV, tf_op="conv/Conv2D:Conv2D")
    launch(s13, EINSUM, 1, kernel_details=KD_SMALL, tf_op="attention/einsum/Einsum:Einsum", equation="bij,bjk->bik")
    launch(s13, CUBLAS, 4, kernel_details=KD_SMALL, hlo_op="cublas-gemm.1", hlo_module="jit_step")
    launch(s13, FUSION, 2, kernel_details=KD_SMALL, hlo_op="region::fusion.2", hlo_module="jit_step")
    launch(s13, "zz_tie", 3, kernel_details=KD_SMALL)
    launch(s13, "aa_tie", 3, kernel_details=KD_SMALL)
    # A derived line repeats kernels (XLA Ops): not counted again.
    xla_ops = gpu.line("XLA Ops", timestamp_ns=1_000, id=schema.DERIVED_LINE_ID_MIN + 2)
    gpu.event(xla_ops, "cublas-gemm.1", 0, 99 * US, stats={"kernel_details": KD_SMALL, "hlo_op": "cublas-gemm.1"})
    tf_ops = gpu.line("TensorFlow Ops", timestamp_ns=1_000, id=3)  # derived by its name
    gpu.event(tf_ops, "dense/MatMul", 0, 99 * US, stats={"kernel_details": KD_SMALL, "tf_op": "dense/MatMul:MatMul"})
    steps = gpu.line("step line", timestamp_ns=1_000, id=schema.DERIVED_LINE_ID_MIN - 2**32)  # id as int32
    gpu.event(steps, "1", 0, 99 * US, stats={"kernel_details": KD_SMALL})
    # Kernel details on the host are no GPU kernels.
    cpu = PlaneBuilder(space, "/host:CPU")
    thread = cpu.line("python", timestamp_ns=1_000)
    cpu.event(thread, "host_kernel", 0, 77 * US, stats={"kernel_details": KD_SMALL})
    return space


# (kernel, regs, shmem, block, grid, occupancy, op eligible, kernel uses TC, op, occurrences,
#  total, avg, min, max) of worker0, in table order: by total time, ties in key order.
EXPECTED_WORKER0 = [
    (GEMM, 32, 16384, "256,1,1", "80,1,1", 50.0, True, True, "dense/MatMul", 3, 36.0, 12.0, 10.0, 14.0),
    (GEMM, 32, 16384, "256,1,1", "80,1,1", 50.0, True, True, "dense_1/MatMul", 1, 20.0, 20.0, 20.0, 20.0),
    (ELEMENTWISE, 16, 12, "128,2,1", "4,5,6", None, False, False, "relu/Relu", 2, 12.0, 6.0, 5.0, 7.0),
    (CONV, 64, 1024, "128,1,1", "7,7,2", 25.5, True, False, "conv/Conv2D", 1, 8.0, 8.0, 8.0, 8.0),
    (CUBLAS, 8, 0, "32,1,1", "1,1,1", None, True, True, "cublas-gemm.1", 1, 4.0, 4.0, 4.0, 4.0),
    ("aa_tie", 8, 0, "32,1,1", "1,1,1", None, False, False, "", 1, 3.0, 3.0, 3.0, 3.0),
    ("zz_tie", 8, 0, "32,1,1", "1,1,1", None, False, False, "", 1, 3.0, 3.0, 3.0, 3.0),
    (FUSION, 8, 0, "32,1,1", "1,1,1", None, False, False, "fusion.2", 1, 2.0, 2.0, 2.0, 2.0),
    (EINSUM, 8, 0, "32,1,1", "1,1,1", None, True, False, "attention/einsum/Einsum", 1, 1.0, 1.0, 1.0, 1.0),
]


@pytest.fixture
def worker_files(make_xspace_file):
    return [make_xspace_file(gpu_space("worker0"), name="worker0.xplane.pb"),
            make_xspace_file(gpu_space("worker1", second_host=True), name="worker1.xplane.pb")]


def test_one_host_by_hand(worker_files):
    result = convert([xspace.load(worker_files[0])])
    assert [c["id"] for c in result["columns"]] == [c[0] for c in kernel_stats.COLUMNS]
    assert [r[0] for r in result["rows"]] == list(range(1, len(EXPECTED_WORKER0) + 1))
    assert [tuple(r[1:]) for r in result["rows"]] == EXPECTED_WORKER0
    assert result["total_kernel_time_us"] == pytest.approx(36 + 20 + 12 + 8 + 4 + 3 + 3 + 2 + 1)
    assert result["top_kernels"] == [
        {"name": GEMM, "total_us": 56.0}, {"name": ELEMENTWISE, "total_us": 12.0},
        {"name": CONV, "total_us": 8.0}, {"name": CUBLAS, "total_us": 4.0},
        {"name": "aa_tie", "total_us": 3.0}, {"name": "zz_tie", "total_us": 3.0},
        {"name": FUSION, "total_us": 2.0}, {"name": EINSUM, "total_us": 1.0},
    ]
    assert result["diagnostics"] == []


def test_two_hosts_aggregate(worker_files):
    profiles = [xspace.load(p) for p in worker_files]
    result = convert(profiles)
    first = result["rows"][0]
    # worker1's 30 µs launch joins worker0's three: 10 + 12 + 14 + 30.
    assert first[1:] == [GEMM, 32, 16384, "256,1,1", "80,1,1", 50.0, True, True, "dense/MatMul",
                         4, 66.0, 16.5, 10.0, 30.0]
    assert [tuple(r[1:]) for r in result["rows"][1:]] == EXPECTED_WORKER0[1:]
    assert result["total_kernel_time_us"] == pytest.approx(89 + 30)
    assert result["top_kernels"][0] == {"name": GEMM, "total_us": 86.0}
    # The second host alone.
    alone = convert(profiles[1:])
    assert [r[1:] for r in alone["rows"]] == [
        [GEMM, 32, 16384, "256,1,1", "80,1,1", 50.0, True, True, "dense/MatMul", 1, 30.0, 30.0, 30.0, 30.0]]


def test_xprof_converter_test_case(make_xspace_file):
    """XProf's ConvertXplaneToKernelStats.MultiKernels, with its expectations."""
    space = xplane_pb2.XSpace()
    gpu = PlaneBuilder(space, "/device:GPU:0")
    line = gpu.line("stream", id=0)
    gpu.event(line, "kernel_name_shortest", 10_000, 1_000, stats={
        "tf_op": "mul_786", "equation": "",
        "kernel_details": "regs:16\nstatic_shared:0\ndynamic_shared:0\ngrid:1,1,1\nblock:1,1,1\nocc_pct:50.0"})
    gpu.event(line, "kernel_name_middle", 20_000, 2_000, stats={
        "tf_op": "Conv2D", "equation": "",
        "kernel_details": "regs:32\nstatic_shared:0\ndynamic_shared:16384\ngrid:2,1,1\nblock:32,1,1\nocc_pct=13.0"})
    gpu.event(line, "volta_fp16_s884gemm_fp16_128x128_ldg8_f2f_tn", 30_000, 3_000, stats={
        "tf_op": "Einsum_80", "equation": "",
        "kernel_details": "regs:32\nstatic_shared:0\ndynamic_shared:16384\ngrid:3,1,1\nblock:64,1,1\nocc_pct:25.0"})
    rows = convert([xspace.load(make_xspace_file(space))])["rows"]
    c = COL
    assert [r[c["kernel_name"]] for r in rows] == [
        "volta_fp16_s884gemm_fp16_128x128_ldg8_f2f_tn", "kernel_name_middle", "kernel_name_shortest"]
    assert [r[c["total_duration_us"]] for r in rows] == [0.003, 0.002, 0.001]
    assert [r[c["registers_per_thread"]] for r in rows] == [32, 32, 16]
    assert [r[c["shmem_bytes"]] for r in rows] == [16384, 16384, 0]
    assert [r[c["grid_dim"]] for r in rows] == ["3,1,1", "2,1,1", "1,1,1"]
    assert [r[c["block_dim"]] for r in rows] == ["64,1,1", "32,1,1", "1,1,1"]
    assert [r[c["is_kernel_using_tensor_core"]] for r in rows] == [True, False, False]
    assert [r[c["is_op_tensor_core_eligible"]] for r in rows] == [True, True, False]
    assert [r[c["op_name"]] for r in rows] == ["Einsum_80", "Conv2D", "mul_786"]
    # `occ_pct=13.0` is no key:value token: occupancy unknown (XProf shows 0).
    assert [r[c["occupancy_pct"]] for r in rows] == [25.0, None, 50.0]


def test_bad_kernel_details_give_defaults_not_errors(make_xspace_file):
    space = xplane_pb2.XSpace()
    gpu = PlaneBuilder(space, "/device:GPU:0")
    line = gpu.line("Stream #1", id=1)
    gpu.event(line, "garbled", 0, 2 * US, stats={"kernel_details": "regs=abc grid:1,2 block:x,y,z ::: \x00"})
    gpu.event(line, "partial", 3 * US, 3 * US, stats={
        "kernel_details": "regs:-5 static_shared:abc dynamic_shared:64 grid:2,3,4,5 block:9,9,9 occ_pct:nan"})
    gpu.event(line, "numeric", 7 * US, 4 * US, stats={"kernel_details": 12345, "tf_op": 7})
    gpu.event(line, "bytes", 12 * US, 5 * US, stats={"kernel_details": b"regs:40", "tf_op": b"a/MatMul:MatMul"})
    gpu.event(line, "huge", 18 * US, 1 * US, stats={"kernel_details": f"regs:{2**32} block:1,1,{2**40}"})
    result = convert([xspace.load(make_xspace_file(space))])
    rows = {r[COL["kernel_name"]]: r for r in result["rows"]}
    assert rows["garbled"][2:7] == [0, 0, "1,1,1", "1,1,1", None]
    assert rows["partial"][2:7] == [0, 64, "9,9,9", "1,1,1", None]
    assert rows["numeric"][2:7] == [0, 0, "1,1,1", "1,1,1", None]
    assert rows["numeric"][COL["op_name"]] == "7"
    assert rows["bytes"][2] == 40 and rows["bytes"][COL["op_name"]] == "a/MatMul"
    assert rows["bytes"][COL["is_op_tensor_core_eligible"]] is True
    assert rows["huge"][2:7] == [0, 0, "1,1,1", "1,1,1", None]
    # garbled, numeric and huge had nothing readable.
    assert any(d.startswith("3 kernel events") for d in result["diagnostics"])


def test_parse_kernel_details_formats():
    fields, occupancy, ok = kernel_stats.parse_kernel_details(KD_NEW)
    assert ok and occupancy == 50.0
    assert fields == {"regs": 32, "static": 0, "dynamic": 16384,
                      "block0": 256, "block1": 1, "block2": 1, "grid0": 80, "grid1": 1, "grid2": 1}
    fields, occupancy, ok = kernel_stats.parse_kernel_details(KD_OLD)
    assert ok and occupancy is None
    assert fields == {"regs": 16, "static": 8, "dynamic": 4,
                      "block0": 128, "block1": 2, "block2": 1, "grid0": 4, "grid1": 5, "grid2": 6}
    assert kernel_stats.parse_kernel_details("") == (kernel_stats._DEFAULTS, None, False)


@pytest.mark.parametrize("name, uses", [
    ("volta_h884gemm_64x64_ldg8_nn", True), ("turing_fp16_s1688cudnn_fp16_256x128", True),
    ("ampere_fp16_s16816gemm_fp16_128x128_ldg8_f2f_nn", True), ("sm80_xmma_gemm_f16f16_f32", True),
    ("volta_sgemm_128x64_nn", False), ("Eigen::internal::EigenMetaKernel", False),
    ("sm90_xmma_warp_specialized_implicit_gemm_f16", True), ("cutlass_hmma_kernel", True),
])
def test_kernel_uses_tensor_core(name, uses):
    assert kernel_stats.is_kernel_using_tensor_core(name) is uses


@pytest.mark.parametrize("tf_op, hlo_op, equation, expected", [
    ("dense/MatMul:MatMul", "", "", ("dense/MatMul", True)),
    ("my_layer:MatMul", "", "", ("my_layer", True)),                       # by the op type
    ("model/conv/Conv2DBackpropInput:Conv2DBackpropInput", "", "", ("model/conv/Conv2DBackpropInput", True)),
    ("bmm:BatchMatMulV3", "", "", ("bmm", True)),
    ("f/_FusedMatMul:_FusedMatMul", "", "", ("f/_FusedMatMul", True)),
    ("e/Einsum:Einsum", "", "ab,bc->ac", ("e/Einsum", True)),
    ("e/Einsum:Einsum", "", "abc->cba", ("e/Einsum", False)),              # one operand
    ("relu/Relu:Relu", "", "", ("relu/Relu", False)),
    ("MatMulNotAnOp/Relu:Relu", "", "", ("MatMulNotAnOp/Relu", False)),
    ("", "dot.3", "", ("dot.3", True)),
    ("", "fusion::convolution.1", "", ("convolution.1", True)),
    ("", "cudnn-conv-bias-activation.2", "", ("cudnn-conv-bias-activation.2", True)),
    ("", "convert.4", "", ("convert.4", False)),
    ("", "", "", ("", False)),
])
def test_op_name_and_tensor_core_eligibility(tf_op, hlo_op, equation, expected):
    assert kernel_stats._op(tf_op, hlo_op, equation) == expected


def test_cpu_profile_gives_an_empty_table_and_a_reason():
    result = convert([xspace.load(fixture_xplane("tf_keras_profile_batch"))])
    assert result["rows"] == [] and result["top_kernels"] == [] and result["total_kernel_time_us"] == 0.0
    assert len(result["columns"]) == 15
    assert "no GPU device planes" in result["diagnostics"][0]


@pytest.mark.parametrize("name", ["tf_keras_small", "jax_cpu"])
def test_columns_and_empty_table_match_xprof_on_cpu_profiles(name):
    (path,) = (REFERENCE / name).rglob("*.xplane.pb")
    theirs = json.loads((REFERENCE / name / "xprof_outputs" / "kernel_stats.json").read_text())
    ours = convert([xspace.load(path)])
    assert [(c["id"], c["label"], c["type"]) for c in ours["columns"]] == [
        (c["id"], c["label"], c["type"]) for c in theirs["cols"]]
    assert ours["rows"] == theirs["rows"] == []


def test_gpu_plane_without_kernels(make_xspace_file):
    space = xplane_pb2.XSpace()
    gpu = PlaneBuilder(space, "/device:GPU:0")
    line = gpu.line("Stream #1", id=1)
    gpu.event(line, "memcpy", 0, US, stats={"memcpy_details": "kind:HtoD"})
    result = convert([xspace.load(make_xspace_file(space))])
    assert result["rows"] == [] and result["total_kernel_time_us"] == 0.0
    assert "No GPU kernels" in result["diagnostics"][0]
    assert tools.get("kernel_stats").table(result)[0][0] == "Rank"


def test_top_kernels_other_and_row_cap():
    """12 kernel names for the chart (top 10 + Other), 1,500 rows for a
    table that keeps XProf's 1,000."""
    n_names = 1500
    profile = synthetic_profile(n=3000, n_names=n_names, n_details=1, n_ops=1, seed=1)
    plane = profile.planes[0]
    result = convert([profile])
    names = plane.event_names(display=False)
    dur = plane.events.duration_ps
    by_name = {}
    for name, d in zip(names.tolist(), dur.tolist()):
        by_name[name] = by_name.get(name, 0) + d
    ranked = sorted(by_name.items(), key=lambda kv: (-kv[1], kv[0]))
    assert len(result["rows"]) == kernel_stats.MAX_ROWS
    assert any("1,000 kernel/op pairs" in d and "1,500" in d for d in result["diagnostics"])
    assert [r[COL["kernel_name"]] for r in result["rows"]] == [n for n, _ in ranked[:1000]]
    top = result["top_kernels"]
    assert [t["name"] for t in top] == [n for n, _ in ranked[:10]] + ["Other"]
    assert top[-1]["total_us"] == pytest.approx(sum(v for _, v in ranked[10:]) / 1e6, abs=1e-3)
    assert result["total_kernel_time_us"] == pytest.approx(dur.sum() / 1e6, abs=1e-3)


def test_routes_hosts_and_csv(tmp_path):
    session = tmp_path / "gpu" / "plugins" / "profile" / "2020_05_05_00_00_00"
    session.mkdir(parents=True)
    (session / "worker0.xplane.pb").write_bytes(gpu_space("worker0").SerializeToString())
    (session / "worker1.xplane.pb").write_bytes(gpu_space("worker1", second_host=True).SerializeToString())
    client = Client(make_app(tmp_path, cache_dir="none"))
    (run,) = client.get(PREFIX + "runs").json
    tools_json = {t["name"]: t for t in client.get(PREFIX + "run_tools", query_string={"run": run, "details": "1"}).json}
    assert tools_json["kernel_stats"]["available"]
    assert client.get(PREFIX + "hosts", query_string={"run": run, "tag": "kernel_stats"}).json == ["worker0", "worker1"]
    one = client.get(PREFIX + "data", query_string={"run": run, "tag": "kernel_stats", "host": "worker0"}).json
    assert [tuple(r[1:]) for r in one["rows"]] == EXPECTED_WORKER0
    both = client.get(PREFIX + "data", query_string={"run": run, "tag": "kernel_stats"}).json
    assert both["rows"][0][COL["occurrences"]] == 4
    reply = client.get(PREFIX + "data_csv", query_string={"run": run, "tag": "kernel_stats", "host": "worker0"})
    assert reply.status_code == 200
    lines = reply.data.decode().strip().splitlines()
    assert lines[0].startswith("Rank,Kernel Name,Registers per thread,Shared Mem bytes,Block dim,Grid dim")
    assert lines[1] == f'1,{GEMM},32,16384,"256,1,1","80,1,1",50.0,True,True,dense/MatMul,3,36.0,12.0,10.0,14.0'
    assert len(lines) == 1 + len(EXPECTED_WORKER0)


# -- a million kernel events ---------------------------------------------------------------


def synthetic_profile(n: int, n_names: int, n_details: int, n_ops: int, seed: int = 0) -> model.Profile:
    """A GPU plane built directly as numpy columns (protobuf would take
    minutes for a million events): every event is a kernel with a
    kernel_details and a tf_op stat."""
    rng = np.random.default_rng(seed)
    metadata = {i + 1: model.EventMetadata(i + 1, f"kernel_{i}{'_h884gemm' if i % 5 == 0 else ''}", "", {})
                for i in range(n_names)}
    md = rng.integers(1, n_names + 1, n)
    md[:n_names] = np.arange(1, n_names + 1)  # every name occurs
    dur = rng.integers(1_000, 1_000_000, n)
    start = np.cumsum(dur + 100) - dur
    lines = [model.Line(id=7, display_id=7, name="Stream #7", display_name="", timestamp_ns=0,
                        duration_ps=0, start=0, stop=n)]
    events = model.EventTable(line=np.zeros(n, np.int32), metadata_id=md.astype(np.int64),
                              start_ps=start.astype(np.int64), duration_ps=dur.astype(np.int64))
    details = np.array([f"regs:{16 + i % 64} static_shared:0 dynamic_shared:{i * 128} grid:{i + 1},1,1 "
                        f"block:256,1,1 occ_pct:{i % 100}" for i in range(n_details)], dtype=object)
    ops = np.array([f"model/layer_{i}/MatMul:MatMul" for i in range(n_ops)], dtype=object)
    sval = np.empty(2 * n, object)
    # Each kernel runs with a few launch configurations for a few ops.
    sval[0::2] = details[(md * 7 + rng.integers(0, 3, n)) % n_details]
    sval[1::2] = ops[(md * 13 + rng.integers(0, 4, n)) % n_ops]
    table = model.StatTable(event=np.repeat(np.arange(n, dtype=np.int64), 2),
                            stat_id=np.tile(np.array([1, 2], np.int64), n),
                            kind=np.full(2 * n, model.KIND_STR, np.int8), ival=np.zeros(2 * n, np.int64),
                            dval=np.zeros(2 * n), sval=sval)
    plane = model.Plane(id=1, name="/device:GPU:0", lines=lines, events=events, event_metadata=metadata,
                        stat_names={1: schema.KERNEL_DETAILS, 2: schema.TF_OP}, stats={}, stat_table=table)
    return model.Profile(host="h", path="", origin_ns=0, planes=[plane])


def test_a_million_kernel_events_convert_without_a_per_event_loop(monkeypatch):
    # The time is bench/bench_hostile.py's (kernel_stats_1m); here the Python run per
    # event: none, so twice the events count the same steps.
    monkeypatch.setattr(parallel, "WORKERS", 1)  # every chunk on this thread, counted
    n = 1_000_000
    convert([synthetic_profile(1000, n_names=50, n_details=100, n_ops=200)])  # lazy imports, caches
    _, half_steps = python_steps(convert, [synthetic_profile(n // 2, n_names=50, n_details=100, n_ops=200)])
    profile = synthetic_profile(n, n_names=50, n_details=100, n_ops=200)
    result, steps = python_steps(convert, [profile])
    assert steps - half_steps < n // 1000, (half_steps, steps)  # a per-event loop adds >= n / 2
    occurrences = sum(r[COL["occurrences"]] for r in result["rows"])
    assert occurrences == n  # (fewer rows than the cap here)
    dur = profile.planes[0].events.duration_ps
    assert result["total_kernel_time_us"] == pytest.approx(dur.sum() / 1e6, abs=1e-3)
    totals = [r[COL["total_duration_us"]] for r in result["rows"]]
    assert totals == sorted(totals, reverse=True)


def test_group_by_kernel_and_tensor_core_time(worker_files):
    """group_by=kernel sums the kernel/op rows per kernel name (torch-tb-profiler's "Kernel Name"
    grouping); tensor_core_time_us counts every kernel that uses TensorCores. An XSpace has no
    Kineto estimates, so no blocks-per-SM or achieved-occupancy columns."""
    profile = xspace.load(worker_files[0])
    pairs = convert([profile])
    kernels = convert([profile], group_by="kernel")
    assert kernels["group_by"] == "kernel" and "group_by" not in pairs
    assert [c["id"] for c in pairs["columns"]] == [c[0] for c in kernel_stats.COLUMNS]
    assert [c["id"] for c in kernels["columns"]] == [c[0] for c in kernel_stats.KERNEL_COLUMNS]
    ids = [c["id"] for c in kernels["columns"]]
    by_name = {r[1]: dict(zip(ids, r)) for r in kernels["rows"]}
    summed = {}
    for r in pairs["rows"]:
        s = summed.setdefault(r[COL["kernel_name"]], [0, 0.0, r[COL["is_kernel_using_tensor_core"]]])
        s[0] += r[COL["occurrences"]]
        s[1] += r[COL["total_duration_us"]]
    assert {n: [d["occurrences"], round(d["total_duration_us"], 3), d["is_kernel_using_tensor_core"]]
            for n, d in by_name.items()} == {n: [c, round(us, 3), tc] for n, (c, us, tc) in summed.items()}
    assert by_name[GEMM]["occurrences"] == 4 and by_name[GEMM]["min_duration_us"] == 10.0
    tc = sum(r[COL["total_duration_us"]] for r in pairs["rows"] if r[COL["is_kernel_using_tensor_core"]])
    assert pairs["tensor_core_time_us"] == kernels["tensor_core_time_us"] == pytest.approx(tc) == 60.0
    tool = tools.get("kernel_stats")
    assert tool.parse_options({"group_by": "kernel"}) == {"group_by": "kernel"}
    with pytest.raises(BadParameter):
        tool.parse_options({"group_by": "op"})
