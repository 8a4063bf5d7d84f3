"""tensorflow_stats (framework_op_stats): against XProf 2.24's outputs on the
reference profiles and the TensorFlow/JAX fixtures (both of XProf's tables:
with and without IDLE), and on synthetic profiles whose numbers are computed
by hand (IDLE, devices, FLOPs, HLO names, several hosts)."""

from __future__ import annotations

import collections
import json
import math
from pathlib import Path

import pytest

from tb_profile_plugin import tools
from tb_profile_plugin.analysis import nesting, op_stats
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.protos import hlo_pb2, xplane_pb2
from tb_profile_plugin.tools import tensorflow_stats

from conftest import FIXTURES, REFERENCE, PlaneBuilder, Ref, fixture_xplane, read_xspace_pb, sample_xspace

TOP = 50
XPROF_FIXTURES = FIXTURES / "xprof_outputs"  # tests/fixtures/make_xprof_outputs.py


def convert(profiles, **options):
    return tools.get("tensorflow_stats").convert(profiles, options)


_loaded: dict = {}


def load(path: Path):
    if path not in _loaded:
        _loaded[path] = xspace.load(path)
    return _loaded[path]


def _cases():
    out = []
    for name in ("tf_keras_small", "jax_cpu"):
        (xplane,) = sorted((REFERENCE / name).rglob("*.xplane.pb"))
        out.append(pytest.param(name, xplane, REFERENCE / name / "xprof_outputs" / "framework_op_stats.json",
                                id=name))
    for name in ("tf_keras_profile_batch", "tf_custom_loop_steps", "jax_jit_train"):
        out.append(pytest.param(name, fixture_xplane(name), XPROF_FIXTURES / name / "framework_op_stats.json",
                                id=name))
    return out


def _xprof_table(path: Path, index: int) -> list[dict]:
    """XProf's table `index` (0: with IDLE, 1: without) as dicts; its percent
    columns are fractions and one id is spelled `Host_cumulative_...`."""
    table = json.loads(path.read_text())[index]
    ids = [c["id"].replace("Host_cumulative", "host_cumulative") for c in table["cols"]]
    return [dict(zip(ids, [cell.get("v") if cell else None for cell in row["c"]])) for row in table["rows"]]


def _tf_op_stat_counts(path: Path) -> collections.Counter:
    """How many host events carry a `tf_op` stat naming each op (read with the
    full protobuf classes): XProf counts them as occurrences, we do not."""
    counts = collections.Counter()
    for plane in read_xspace_pb(path).planes:
        if plane.name != "/host:CPU":
            continue
        stat_names = {i: m.name for i, m in plane.stat_metadata.items()}
        tf_op = next((i for i, n in stat_names.items() if n == "tf_op"), None)
        for line in plane.lines:
            for event in line.events:
                for stat in event.stats:
                    if stat.metadata_id == tf_op:
                        kind = stat.WhichOneof("value")
                        value = stat_names[stat.ref_value] if kind == "ref_value" else stat.str_value
                        if value:
                            counts[value] += 1
    return counts


@pytest.mark.parametrize("name,xplane,expected", _cases())
def test_matches_xprof_with_and_without_idle(name, xplane, expected):
    ours = convert([load(xplane)])
    ids = [c["id"] for c in ours["columns"]]
    allocations = _tf_op_stat_counts(xplane)
    for index, key in ((0, "rows_with_idle"), (1, "rows")):
        xprof = _xprof_table(expected, index)
        by_key = {}
        for row in ours[key]:
            row = dict(zip(ids, row))
            k = (row["host_or_device"], row["type"], row["operation"])
            assert k not in by_key, f"{k} twice in {key}"
            by_key[k] = row
        # Every row of XProf's (ops named only by allocator events' `tf_op` too).
        missing = [r for r in xprof if (r["host_or_device"], r["type"], r["operation"]) not in by_key]
        assert not missing, f"{key}: {len(missing)} XProf ops missing, e.g. {missing[:3]}"
        assert (sum(r["type"] == "IDLE" for r in xprof) == sum(k[1] == "IDLE" for k in by_key)
                == (1 if index == 0 else 0))

        top = sorted(xprof, key=lambda r: -r["total_self_time"])[:TOP]
        wrong = []
        for ref in top:
            row = by_key.get((ref["host_or_device"], ref["type"], ref["operation"]))
            if row is None:
                assert ref["total_time"] == 0
                continue
            for col in ("total_time", "total_self_time"):
                if not math.isclose(row[col], ref[col], rel_tol=0.01, abs_tol=0.002):
                    wrong.append(f"{ref['operation']} {col}: {row[col]} vs XProf {ref[col]}")
            for col in ("host_total_self_time_percent", "host_cumulative_total_self_time_percent",
                        "device_total_self_time_percent", "device_cumulative_total_self_time_percent"):
                if not math.isclose(row[col], 100 * ref[col], abs_tol=0.01):
                    wrong.append(f"{ref['operation']} {col}: {row[col]} vs XProf {100 * ref[col]}")
            # XProf also counts the allocator events that name an op that has op events.
            expected_occurrences = ref["occurrences"] - (0 if ref["type"] == "IDLE" else allocations[ref["operation"]])
            if expected_occurrences == 0 and ref["type"] != "IDLE":  # allocator events alone: XProf's count
                expected_occurrences = ref["occurrences"]
            if row["occurrences"] != expected_occurrences:
                wrong.append(f"{ref['operation']} #occurrences: {row['occurrences']} vs XProf "
                             f"{ref['occurrences']:g} - {allocations[ref['operation']]} allocator events")
        assert not wrong, f"{key}: {len(wrong)} values differ from XProf:\n" + "\n".join(wrong[:20])

    # The IDLE row and totals agree with XProf (within 1 %).
    (idle,) = [r for r in _xprof_table(expected, 0) if r["type"] == "IDLE"]
    assert math.isclose(ours["host_idle_time_us"], idle["total_time"], rel_tol=0.01, abs_tol=0.002)


@pytest.mark.parametrize("name", ["tf_keras_profile_batch", "tf_custom_loop_steps"])
def test_type_tables_sum_the_op_rows(name):
    result = convert([load(fixture_xplane(name))])
    assert [c["id"] for c in result["type_columns"]] == [
        "ops" if c["id"] == "operation" else c["id"] for c in result["columns"]]
    for ops_key, types_key in (("rows", "type_rows"), ("rows_with_idle", "type_rows_with_idle")):
        expected = collections.defaultdict(lambda: [0, 0, 0.0, 0.0, 0.0])
        for r in result[ops_key]:
            e = expected[(r[1], r[2])]
            e[0] += r[2] != "IDLE"
            e[1] += r[4]
            e[2] += r[5]
            e[3] += r[7]
            e[4] += r[11]
        got = {(r[1], r[2]): [r[3], r[4], r[5], r[7], r[11]] for r in result[types_key]}
        assert set(got) == set(expected)
        for key, e in expected.items():
            assert got[key][:2] == e[:2], key
            assert got[key][2:] == pytest.approx(e[2:], abs=0.01), key
        self_times = [r[7] for r in result[types_key]]
        assert self_times == sorted(self_times, reverse=True)
        assert result[types_key][-1][12] == pytest.approx(100.0, abs=1e-6)


def test_keras_reference_idle_is_the_gaps_between_ops():
    """The numbers XProf shows on tf_keras_small (IDLE 306,368.053 us, 84.2 %)."""
    (xplane,) = (REFERENCE / "tf_keras_small").rglob("*.xplane.pb")
    result = convert([load(xplane)])
    assert result["host_idle_time_us"] == pytest.approx(306368.053, abs=0.001)
    first = result["rows_with_idle"][0]
    assert first[1:4] == ["Host", "IDLE", "IDLE"]
    assert first[11] == pytest.approx(84.218, abs=0.001)
    assert result["sides"] == ["Host"]


# -- hand-made profiles -----------------------------------------------------------


def _host_space():
    """Host lines, times in us (ops are `name:Type`):
    compute: A [0, 10]; B [20, 30] holding C [22, 25]; an allocation naming B
             at 40 -> span 40, self 10 + 7 + 3 = 20, idle 20
    alloc:   two deallocations (tf_op) at 5 and 15 -> span 10, idle 10
    python:  a non-op event [0, 100] -> no activity, idle 0
    """
    us = 1_000_000
    space = xplane_pb2.XSpace(hostnames=["h"])
    host = PlaneBuilder(space, "/host:CPU")
    compute = host.line("tf_Compute", timestamp_ns=1000)
    host.event(compute, "s/A:MatMul", 0, 10 * us)
    host.event(compute, "s/B:Conv2D", 20 * us, 10 * us)
    host.event(compute, "s/B/C:Relu", 22 * us, 3 * us)
    host.event(compute, "MemoryAllocation", 40 * us, 0, stats={"tf_op": "s/B"})
    alloc = host.line("alloc", timestamp_ns=1000)
    host.event(alloc, "MemoryDeallocation", 5 * us, 0, stats={"tf_op": Ref("s/A")})
    host.event(alloc, "MemoryDeallocation", 15 * us, 0, stats={"tf_op": Ref("s/A")})
    python = host.line("python", timestamp_ns=1000)
    host.event(python, "train", 0, 100 * us)
    return space


def _profile(make_xspace_file, space, name="h.xplane.pb"):
    return xspace.load(make_xspace_file(space, name=name))


@pytest.mark.parametrize("chunk", [1, 2, 1 << 20])
def test_host_idle_self_time_and_shares_by_hand(make_xspace_file, chunk, monkeypatch):
    # Spans, parents and self times are found a chunk of events at a time.
    monkeypatch.setattr(op_stats, "_CHUNK", chunk)
    monkeypatch.setattr(nesting, "_CHUNK", chunk)
    result = convert([_profile(make_xspace_file, _host_space())])
    assert result["host_idle_time_us"] == 30.0
    assert result["host_self_time_us"] == 20.0
    assert result["sides"] == ["Host"] and result["device_idle_time_us"] == 0.0
    ids = [c["id"] for c in result["columns"]]
    rows = [dict(zip(ids, r)) for r in result["rows"]]
    assert [(r["operation"], r["type"], r["occurrences"], r["total_time"], r["total_self_time"]) for r in rows] == [
        ("s/A", "MatMul", 1, 10.0, 10.0), ("s/B", "Conv2D", 1, 10.0, 7.0), ("s/B/C", "Relu", 1, 3.0, 3.0)]
    assert [r["host_total_self_time_percent"] for r in rows] == [50.0, 35.0, 15.0]
    assert [r["host_cumulative_total_self_time_percent"] for r in rows] == [50.0, 85.0, 100.0]
    with_idle = [dict(zip(ids, r)) for r in result["rows_with_idle"]]
    assert [r["operation"] for r in with_idle] == ["IDLE", "s/A", "s/B", "s/B/C"]
    assert [r["rank"] for r in with_idle] == [1, 2, 3, 4]
    assert [r["host_total_self_time_percent"] for r in with_idle] == [60.0, 20.0, 14.0, 6.0]
    assert with_idle[-1]["host_cumulative_total_self_time_percent"] == 100.0
    assert (with_idle[0]["occurrences"], with_idle[0]["avg_time"], with_idle[0]["total_time"]) == (0, 0.0, 30.0)


def test_host_ops_named_only_by_tf_op_stats(make_xspace_file):
    """XProf's rule: an event whose `tf_op` stat names an op that has no op event
    of its own runs that op (name and type parsed, the type "" where the text
    is no op name); its line's activity span counts toward IDLE."""
    us = 1_000_000
    space = xplane_pb2.XSpace(hostnames=["h"])
    host = PlaneBuilder(space, "/host:CPU")
    line = host.line("alloc", timestamp_ns=1000)
    host.event(line, "MemoryAllocation", 0, 0, stats={"tf_op": "a/B"})
    host.event(line, "MemoryDeallocation", 50 * us, 0, stats={"tf_op": "a/B"})
    launch = host.line("launch", timestamp_ns=1000)
    host.event(launch, "hipModuleLaunchKernel", 0, 3 * us, stats={"tf_op": "XlaModule:"})
    host.event(launch, "hipModuleLaunchKernel", 10 * us, 2 * us, stats={"tf_op": Ref("XlaModule:")})
    result = convert([_profile(make_xspace_file, space)])
    assert [r[1:8] for r in result["rows"]] == [
        ["Host", "XlaModule", "XlaModule", 2, 5.0, 2.5, 5.0], ["Host", "", "a/B", 2, 0.0, 0.0, 0.0]]
    # alloc: 50 us with no op time; launch: 12 us, 5 of them busy.
    assert result["host_idle_time_us"] == 57.0 and result["host_self_time_us"] == 5.0
    assert not result["diagnostics"]


def test_several_hosts_sum(make_xspace_file):
    one = _profile(make_xspace_file, _host_space(), "a.xplane.pb")
    two = _profile(make_xspace_file, _host_space(), "b.xplane.pb")
    single, both = convert([one]), convert([one, two])
    assert both["host_idle_time_us"] == 60.0 and both["host_self_time_us"] == 40.0
    for a, b in zip(single["rows"], both["rows"]):
        assert b[4] == 2 * a[4] and b[5] == 2 * a[5] and b[7] == 2 * a[7]
        assert b[11:13] == a[11:13]  # shares do not change


def test_include_idle_option_picks_the_csv_table(make_xspace_file):
    profile = _profile(make_xspace_file, _host_space())
    tool = tools.get("framework_op_stats")
    labels, rows = tool.table(tool.convert([profile], {}))
    assert labels[3] == "Operation Name" and [r[3] for r in rows] == ["s/A", "s/B", "s/B/C"]
    _, rows = tool.table(tool.convert([profile], {"include_idle": "1"}))
    assert [r[3] for r in rows] == ["IDLE", "s/A", "s/B", "s/B/C"]


def test_framework_op_stats_contract(make_xspace_file):
    """Other tools read these columns; IDLE is never a row of them."""
    df = op_stats.framework_op_stats([_profile(make_xspace_file, _host_space())])
    for column in ("host_or_device", "type", "name", "occurrences", "total_ps", "self_ps"):
        assert column in df.columns
    assert list(df["name"]) == ["s/A", "s/B", "s/B/C"] and list(df["self_ps"]) == [10**7, 7 * 10**6, 3 * 10**6]
    assert op_stats.idle_time_ps([_profile(make_xspace_file, _host_space(), "x.xplane.pb")]) == {"Host": 30 * 10**6}


def test_device_xla_ops_with_flops(make_xspace_file):
    """sample_xspace: 3 steps [k ms, k ms + 0.9 us]; fusion.1 0.3 us (1000
    FLOPs) and dot.2 0.2 us (4000 FLOPs) in each, on the GPU's XLA Ops line."""
    result = convert([_profile(make_xspace_file, sample_xspace())])
    assert result["sides"] == ["Host", "Device"] and result["has_flops"]
    ids = [c["id"] for c in result["columns"]]
    rows = [dict(zip(ids, r)) for r in result["rows"]]
    # No HLO proto, no tf_op: XProf's type "Unknown", named by the op.
    assert [(r["host_or_device"], r["operation"], r["type"], r["occurrences"], r["total_self_time"]) for r in rows] == [
        ("Device", "fusion.1", "Unknown", 3, 0.9), ("Device", "dot.2", "Unknown", 3, 0.6)]
    assert rows[0]["measured_flop_rate"] == pytest.approx(3000 / 900, abs=1e-3)  # FLOPs per ns
    assert rows[1]["measured_flop_rate"] == 20.0
    assert rows[0]["device_total_self_time_percent"] == 60.0
    # Device: Steps from 0 to 2.9 us, ops busy 1.5 us. Host: no ops at all.
    assert result["device_idle_time_us"] == 1.4
    assert result["host_idle_time_us"] == 0.0
    with_idle = [dict(zip(ids, r)) for r in result["rows_with_idle"]]
    assert [r["operation"] for r in with_idle] == ["IDLE", "fusion.1", "dot.2", "IDLE"]
    assert with_idle[0]["device_total_self_time_percent"] == pytest.approx(100 * 1.4 / 2.9, abs=1e-4)


def test_gpu_kernels_by_tf_op_and_hlo_names(make_xspace_file):
    """A raw GPU plane: kernels on stream lines name their TF op (`tf_op`) or
    XLA op (`hlo_op` + `program_id`, named by the HLO proto's op_name);
    flops and bytes from the event or its metadata; derived lines skipped."""
    us = 1_000_000
    space = xplane_pb2.XSpace(hostnames=["g"])
    module = hlo_pb2.HloProto()
    module.hlo_module.name = "jit_step"
    comp = module.hlo_module.computations.add(name="main")
    comp.instructions.add(name="fusion.3", opcode="fusion").metadata.op_name = "jit(step)/jit(main)/dot_general[x=1]"
    comp.instructions.add(name="copy.1", opcode="copy")
    meta = PlaneBuilder(space, "/host:metadata")
    meta.event_metadata("jit_step(7)", stats={"Hlo Proto": module.SerializeToString(), "program_id": 7})
    gpu = PlaneBuilder(space, "/device:GPU:0")
    stream = gpu.line("Stream #1(Compute)", timestamp_ns=0, id=1)
    gpu.event_metadata("sgemm_kernel", stats={"flops": 2000})
    gpu.event(stream, "sgemm_kernel", 10 * us, 4 * us, stats={"tf_op": "dense/MatMul:MatMul", "bytes_accessed": 800})
    gpu.event(stream, "sgemm_kernel", 20 * us, 4 * us, stats={"tf_op": "dense/MatMul:MatMul", "flops": 6000})
    gpu.event(stream, "fusion_3_kernel", 30 * us, 2 * us, stats={"hlo_op": "fusion.3", "program_id": 7})
    gpu.event(stream, "copy_kernel", 33 * us, 1 * us, stats={"hlo_op": "copy.1", "hlo_module": "jit_step"})
    gpu.event(stream, "memcpyHtoD", 0, 1 * us)  # no op, but part of the device's span
    derived = gpu.line("TensorFlow Name Scope", timestamp_ns=0, id=0xDEADBEEF + 2)
    gpu.event(derived, "dense", 0, 100 * us, stats={"tf_op": "dense/MatMul:MatMul"})
    result = convert([_profile(make_xspace_file, space)])
    ids = [c["id"] for c in result["columns"]]
    rows = {r[3]: dict(zip(ids, r)) for r in result["rows"]}
    assert set(rows) == {"dense/MatMul", "jit(step)/jit(main)/dot_general[x=1]", "copy.1"}
    matmul = rows["dense/MatMul"]
    assert (matmul["type"], matmul["occurrences"], matmul["total_time"]) == ("MatMul", 2, 8.0)
    # 2000 (metadata) + 6000 (event) FLOPs and 800 bytes in 8000 ns (GiB/s, as XProf).
    assert matmul["measured_flop_rate"] == 1.0 and matmul["measured_memory_bw"] == round(0.1e9 / 2**30, 3)
    assert matmul["operational_intensity"] == 10.0
    assert rows["jit(step)/jit(main)/dot_general[x=1]"]["type"] == "dot_general"
    assert rows["copy.1"]["type"] == "Unknown"  # no op_name: XProf's "Unknown"
    # Span 0..34 us, kernels busy 11 us.
    assert result["device_idle_time_us"] == 23.0
    assert result["sides"] == ["Device"]


def test_device_framework_ops_line(make_xspace_file):
    us = 1_000_000
    space = xplane_pb2.XSpace(hostnames=["g"])
    gpu = PlaneBuilder(space, "/device:GPU:0")
    ops = gpu.line("TensorFlow Ops", timestamp_ns=0)
    gpu.event(ops, "model/dense/MatMul", 0, 10 * us)
    gpu.event(ops, "model/dense/MatMul/inner", 2 * us, 4 * us)
    gpu.event(ops, "model/Relu:Relu", 20 * us, 5 * us)
    result = convert([_profile(make_xspace_file, space)])
    got = {(r[2], r[3]): (r[4], r[5], r[7]) for r in result["rows"]}
    assert got == {("MatMul", "model/dense/MatMul"): (1, 10.0, 6.0), ("inner", "model/dense/MatMul/inner"): (1, 4.0, 4.0),
                   ("Relu", "model/Relu"): (1, 5.0, 5.0)}
    assert result["device_idle_time_us"] == 10.0


@pytest.mark.parametrize("fullname,expected", [
    ("a/b/MatMul:MatMul", ("a/b/MatMul", "MatMul")),
    ("a/b:_MklNativeFusedConv2D", ("a/b", "_MklNativeFusedConv2D")),
    ("Iterator::Root::Prefetch", ("Iterator::Root::Prefetch", "Dataset")),
    ("jit(f)/dot_general:dot_general", ("jit(f)/dot_general", "dot_general")),
    ("f/transpose:transpose[permutation=(1, 0)]", ("f/transpose", "transpose")),
    ("f/add_1:", ("f/add_1", "add")),
    ("XlaModule:", ("XlaModule", "XlaModule")),  # an empty type: the name's, even when not JAX's
    ("x:", ("x", "x")),
    ("MemcpyHToD", ("MemcpyHToD", "MemcpyHToD")),
    ("dummy", None),
    ("foo/bar:myOp", None),
    ("<script>:Conv2D", None),
    ("MemoryAllocation", None),
    ("ThreadpoolListener::Record", None),
])
def test_parse_tf_op(fullname, expected):
    assert op_stats.parse_tf_op(fullname) == expected


def test_tensorflow_profiles_get_no_pytorch_columns(make_xspace_file):
    """The PyTorch operator columns (device total time, Tensor Core ratios...) are a PyTorch
    run's only: a TensorFlow profile's result has XProf's columns, as before."""
    result = convert([_profile(make_xspace_file, _host_space())])
    assert [c["id"] for c in result["columns"]] == [c[0] for c in tensorflow_stats.COLUMNS]
    assert all(len(r) == len(tensorflow_stats.COLUMNS) for r in result["rows"] + result["rows_with_idle"])
    assert [c["id"] for c in result["type_columns"]] == [c[0] for c in tensorflow_stats.TYPE_COLUMNS]


def test_pytorch_columns_of_an_empty_table_compare_names_per_row():
    """An empty table's name column is float64: numpy < 2 compared it with "IDLE" as one
    scalar, with a FutureWarning (the oldest dependencies we accept)."""
    import warnings

    import numpy as np
    import pandas as pd

    from tb_profile_plugin.analysis import torch_ops
    from tb_profile_plugin.tools import tensorflow_stats

    empty = pd.DataFrame({"name": pd.Series([], dtype=np.float64), "occurrences": pd.Series([], dtype=np.int64),
                          **{c: pd.Series([], dtype=np.float64) for c in torch_ops.COLUMNS}})
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        columns = tensorflow_stats._pytorch_columns(empty, np.zeros(0, bool))
    assert columns == [[]] * 6
