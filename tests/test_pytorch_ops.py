"""tensorflow_stats (PyTorch's operator view) and kernel_stats on the real PyTorch traces of
tests/fixtures/pytorch, checked against torch-tb-profiler 0.4.3's Operator and Kernel views
on the same files (tests/fixtures/pytorch_reference/*/ttb_*.json, made by its own code) and
against sums computed here from the raw JSON with plain Python.

What agrees with torch-tb-profiler, and what differs and why (the module docstrings of
tools/tensorflow_stats.py and tools/kernel_stats.py say the same):
- calls and host total time agree for every operator except those that call themselves
  (an `aten::div` whose only child is another `aten::div`): torch-tb-profiler merges such a
  pair into one call (PyTorch's autograd profiler does the same); here each event counts.
  CALLS_DIFFER lists them, per file.
- host self time agrees on the newer traces (nccl, distributed, cpu_only) for every operator
  but `record_param_comms`, from whose time torch-tb-profiler also takes the `nccl:all_reduce`
  annotations nested in it; on resnet50 it is larger here by exactly the time of the CUDA
  runtime calls each operator made (torch-tb-profiler subtracts them, nesting here is among
  operators only, as XProf's for TensorFlow ops). 0.4.3 does not know the newer traces'
  runtime category (`cuda_runtime`), so it subtracts nothing there.
- device time per operator agrees for every operator on resnet50; on the newer traces
  torch-tb-profiler shows 0 for every operator (it links kernels to operators through the
  runtime calls it does not know), so they are checked against the raw JSON only.
- kernels (kernel, op, grid, block, registers, shared memory): total time agrees on every
  row; calls agree except kernels of 0 µs (resnet50's integer-µs `fill_` kernels), which
  torch-tb-profiler counts and XProf's rule (and ours) skips. On the newer traces
  torch-tb-profiler puts every kernel under `CallTreeRoot`, so rows are compared summed
  over ops.
"""

from __future__ import annotations

import collections
import gzip
import json
from pathlib import Path

import pytest

from tb_profile_plugin import tools
from tb_profile_plugin.errors import BadParameter
from tb_profile_plugin.profile import kineto
from tb_profile_plugin.tools import kernel_stats, tensorflow_stats

ROOT = Path(__file__).resolve().parent / "fixtures"
TRACES = ROOT / "pytorch"
REFERENCE = ROOT / "pytorch_reference"

# (run, file, torch-tb-profiler's worker and span)
FILES = [
    ("resnet50", "worker0.1623143089861.pt.trace.json.gz", "worker0", "1"),
    ("nccl", "rank-0.pt.trace.json.gz", "rank-0", "default"),
    ("distributed", "rank-0.pt.trace.json.gz", "rank-0", "default"),
    ("distributed", "rank-1.pt.trace.json.gz", "rank-1", "default"),
    ("cpu_only", "rank-34.Jul_15_10_52_41.1074.pt.trace.json.gz", "rank-34.Jul_15_10_52_41", "1"),
]
IDS = [f"{run}-{worker}" for run, _, worker, _ in FILES]

# Operators whose calls (and host total time) torch-tb-profiler gives lower: it merges an
# operator whose only child has its name into one call. Ours, torch-tb-profiler's calls.
CALLS_DIFFER = {
    "resnet50-worker0": {"aten::div": (204, 198)},
    "nccl-rank-0": {"aten::sum": (9, 6), "aten::div": (18, 9)},
    "distributed-rank-0": {"aten::nan_to_num": (16, 8), "aten::arange": (4, 2), "aten::where": (11, 8),
                           "aten::div": (36, 28), "aten::mean": (15, 8), "aten::add": (11, 7),
                           "aten::add_": (39, 37)},
    "distributed-rank-1": {"aten::mul": (58, 57), "aten::nan_to_num": (16, 8), "aten::arange": (4, 2),
                           "aten::where": (11, 9), "aten::add_": (44, 42), "aten::mean": (14, 8),
                           "aten::add": (11, 7), "aten::div": (36, 28)},
    "cpu_only-rank-34.Jul_15_10_52_41": {},
}
# GPU events launched by a runtime call outside any operator (HTA's sampled traces): no op's.
NO_OPERATOR = {"distributed": 16}
# record_function ranges recorded as operators that torch-tb-profiler leaves out of its table
# (DataLoader, Optimizer.*); here they are operators like the others.
EXTRA_ROWS = {
    "resnet50": {"enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__", "Optimizer.step#SGD.step",
                 "Optimizer.zero_grad#SGD.zero_grad"},
}
# Operators whose host self time torch-tb-profiler gives lower for annotations nested in them.
SELF_DIFFERS_ANNOTATIONS = {"record_param_comms"}

OP_CATEGORIES = ("cpu_op", "Operator")
DEVICE_CATEGORIES = ("kernel", "Kernel", "gpu_memcpy", "Memcpy", "gpu_memset", "Memset")
RUNTIME_CATEGORY_TTB = "Runtime"  # the only runtime category torch-tb-profiler 0.4.3 reads


# -- helpers ------------------------------------------------------------------------------


def _raw(run: str, name: str) -> list[dict]:
    with gzip.open(TRACES / run / name) as f:
        doc = json.load(f)
    return doc["traceEvents"] if isinstance(doc, dict) else doc


def _ext(event: dict):
    args = event.get("args") or {}
    return args.get("External id", args.get("external id"))


_profiles: dict = {}


def _profile(run: str, name: str):
    key = (run, name)
    if key not in _profiles:
        _profiles[key] = kineto.load(TRACES / run / name)
    return _profiles[key]


def _table(run: str, name: str, **options) -> dict:
    """Our tensorflow_stats rows by (side, op[, input shape])."""
    result = tensorflow_stats.convert([_profile(run, name)], options)
    ids = [c["id"] for c in result["columns"]]
    out = {}
    for row in result["rows"]:
        d = dict(zip(ids, row))
        key = (d["host_or_device"], d["operation"]) + ((d["input_shape"],) if "input_shape" in d else ())
        out[key] = d
    return out


def _ttb(run: str, kind: str, worker: str, span: str) -> dict:
    path = REFERENCE / run / f"ttb_{kind}.json"
    if not path.exists():
        pytest.skip(f"{path.relative_to(ROOT)} is not there")
    return json.loads(path.read_text())["profiles"][worker][span]


def _close(ours: float, theirs: float, calls: int) -> bool:
    """torch-tb-profiler's routes round µs to integers; its float µs sums drift by ~ns."""
    return abs(ours - theirs) <= 0.5 + 0.002 * max(calls, 1)


def _raw_host_ops(events: list[dict]) -> dict:
    """{op name: [calls, total µs, self µs]} of the operator events (not the ProfilerStep#N
    markers), self time by nesting among operators on each thread, with a stack."""
    by_thread = collections.defaultdict(list)
    for e in events:
        if e.get("ph") == "X" and e.get("cat") in OP_CATEGORIES and not e["name"].startswith("ProfilerStep#"):
            by_thread[(str(e.get("pid")), str(e.get("tid")))].append(e)
    out = collections.defaultdict(lambda: [0, 0.0, 0.0])
    for ops in by_thread.values():
        ops.sort(key=lambda e: (e["ts"], -e["dur"]))
        stack: list = []  # [event, time of its children]
        for e in ops + [None]:
            while stack and (e is None or e["ts"] >= stack[-1][0]["ts"] + stack[-1][0]["dur"]):
                done, children = stack.pop()
                row = out[done["name"]]
                row[0] += 1
                row[1] += done["dur"]
                row[2] += done["dur"] - children
                if stack:
                    stack[-1][1] += done["dur"]
            if e is not None:
                stack.append([e, 0.0])
    return out


def _raw_device_ops(events: list[dict]) -> tuple[dict, int]:
    """({op name: [count, µs]} of the kernels, copies and sets, each under the operator that
    launched it, number with none): the operator with its External id (the innermost, the one
    that starts last); else (HTA's sampled traces renumber External ids) the innermost
    operator running, on its thread, around the runtime call with its correlation id."""
    launcher, ops_by_thread, runtime = {}, collections.defaultdict(list), {}
    for e in events:
        if e.get("ph") != "X":
            continue
        if e.get("cat") in OP_CATEGORIES:
            ops_by_thread[(str(e.get("pid")), str(e.get("tid")))].append(e)
            best = launcher.get(_ext(e))
            if _ext(e) is not None and (best is None or (e["ts"], -e["dur"]) >= (best["ts"], -best["dur"])):
                launcher[_ext(e)] = e
        elif e.get("cat") in ("cuda_runtime", "Runtime", "cuda_driver"):
            runtime[(e.get("args") or {}).get("correlation")] = e

    def around(call):
        inside = [(o["ts"], -o["dur"], i, o) for i, o in enumerate(ops_by_thread[(str(call.get("pid")),
                                                                                 str(call.get("tid")))])
                  if o["ts"] <= call["ts"] < o["ts"] + o["dur"]]
        # Of two with the same span the later in the file (Kineto writes the parent first).
        return max(inside, key=lambda x: x[:3])[3] if inside else None

    out = collections.defaultdict(lambda: [0, 0.0])
    unmatched = 0
    for e in events:
        if e.get("ph") == "X" and e.get("cat") in DEVICE_CATEGORIES:
            op = launcher.get(_ext(e))
            if op is None and (e.get("args") or {}).get("correlation") in runtime:
                op = around(runtime[e["args"]["correlation"]])
            if op is None:
                unmatched += 1
                continue
            out[op["name"]][0] += 1
            out[op["name"]][1] += e["dur"]
    return out, unmatched


# -- against the raw JSON ---------------------------------------------------------------


@pytest.mark.parametrize("run,name,worker,span", FILES, ids=IDS)
def test_host_ops_equal_sums_from_the_raw_trace(run, name, worker, span):
    raw = _raw_host_ops(_raw(run, name))
    ours = {k[1]: v for k, v in _table(run, name).items() if k[0] == "Host"}
    assert set(ours) == set(raw)
    for op, (calls, total, self_us) in raw.items():
        row = ours[op]
        assert row["occurrences"] == calls, op
        assert row["type"] == op  # PyTorch: type = name, namespace kept
        assert row["total_time"] == pytest.approx(total, abs=1e-3 * calls + 1e-3), op
        assert row["total_self_time"] == pytest.approx(self_us, abs=1e-3 * calls + 1e-3), op


@pytest.mark.parametrize("run,name,worker,span", FILES, ids=IDS)
def test_device_time_per_op_equals_kernels_by_external_id(run, name, worker, span):
    raw, unmatched = _raw_device_ops(_raw(run, name))
    assert unmatched == NO_OPERATOR.get(run, 0)
    ours = {k[1]: v for k, v in _table(run, name).items() if k[0] == "Device"}
    assert set(ours) == set(raw)
    for op, (count, us) in raw.items():
        assert ours[op]["occurrences"] == count, op
        assert ours[op]["type"] == op
        assert ours[op]["total_time"] == pytest.approx(us, abs=1e-3 * count + 1e-3), op
        assert ours[op]["total_self_time"] == ours[op]["total_time"]


# -- against torch-tb-profiler's Operator view ------------------------------------------------


def _runtime_time_per_op(events: list[dict]) -> dict:
    """µs of the runtime calls torch-tb-profiler 0.4.3 takes from each operator's self time:
    those of category `Runtime` whose External id is an operator's (the first in the file)."""
    owner = {}
    for e in events:
        if e.get("ph") == "X" and e.get("cat") in OP_CATEGORIES:
            owner.setdefault(_ext(e), e["name"])
    out = collections.Counter()
    for e in events:
        if e.get("ph") == "X" and e.get("cat") == RUNTIME_CATEGORY_TTB and _ext(e) in owner:
            out[owner[_ext(e)]] += e["dur"]
    return out


@pytest.mark.parametrize("run,name,worker,span", FILES, ids=IDS)
def test_operator_view_against_torch_tb_profiler(run, name, worker, span):
    key = f"{run}-{worker}"
    theirs = _ttb(run, "operators", worker, span)["by_name"]["rows"]
    ours = _table(run, name)
    host = {k[1]: v for k, v in ours.items() if k[0] == "Host"}
    device = {k[1]: v for k, v in ours.items() if k[0] == "Device"}
    runtime = _runtime_time_per_op(_raw(run, name))
    # Rows only we have: the record_function ranges it leaves out of its table.
    assert set(host) - {r["name"] for r in theirs} == EXTRA_ROWS.get(run, set())
    calls_differ, self_differ = {}, set()
    for r in theirs:
        op = r["name"]
        h = host[op]
        if h["occurrences"] != r["calls"]:
            calls_differ[op] = (h["occurrences"], r["calls"])
            assert h["total_time"] > r["host_total_duration"]
        else:
            assert _close(h["total_time"], r["host_total_duration"], r["calls"]), op
        expected_self = h["total_self_time"] - runtime.get(op, 0)
        if not _close(expected_self, r["host_self_duration"], r["calls"]):
            self_differ.add(op)
            assert expected_self > r["host_self_duration"]
        dev = device[op]["total_time"] if op in device else 0.0
        if run == "resnet50":
            assert _close(dev, r["device_self_duration"], r["calls"]), op
        else:  # 0.4.3 links no kernel to an operator on these traces
            assert r.get("device_self_duration", 0) == 0
    assert calls_differ == CALLS_DIFFER[key]
    assert self_differ <= SELF_DIFFERS_ANNOTATIONS
    if run == "resnet50":  # the runtime time explains every self-time difference there
        assert sum(1 for r in theirs if runtime.get(r["name"])) == 23


# -- by input shape ----------------------------------------------------------------------


@pytest.mark.parametrize("run,name,worker,span", FILES, ids=IDS)
def test_input_shape_view_against_torch_tb_profiler(run, name, worker, span):
    key = f"{run}-{worker}"
    theirs = _ttb(run, "operators", worker, span)["by_name_and_input_shape"]["rows"]
    ours = _table(run, name, group_by="input_shape")
    host = {k[1:]: v for k, v in ours.items() if k[0] == "Host"}
    device = {k[1:]: v for k, v in ours.items() if k[0] == "Device"}
    by_op = {k[1]: v for k, v in _table(run, name).items() if k[0] == "Host"}
    # The split by shape keeps every op's sums.
    for op, row in by_op.items():
        parts = [v for k, v in host.items() if k[0] == op]
        assert sum(v["occurrences"] for v in parts) == row["occurrences"]
        assert sum(v["total_self_time"] for v in parts) == pytest.approx(row["total_self_time"], abs=1e-3 * len(parts))
    calls_differ = set()
    for r in theirs:
        # torch-tb-profiler writes "[]" for an operator without Input Dims; here it is "".
        shape = r["input_shape"] if (r["name"], r["input_shape"]) in host else ""
        if r["input_shape"] != shape:
            assert r["input_shape"] == "[]"
        h = host[(r["name"], shape)]
        if h["occurrences"] != r["calls"]:
            calls_differ.add(r["name"])
            assert h["occurrences"] > r["calls"]
        else:
            assert _close(h["total_time"], r["host_total_duration"], r["calls"]), r["name"]
        if run == "resnet50":  # kernels under the shape of the operator that launched them
            dev = device[(r["name"], shape)]["total_time"] if (r["name"], shape) in device else 0.0
            assert _close(dev, r["device_self_duration"], r["calls"]), (r["name"], shape)
    # An operator merged with its same-name child keeps the outer one's shape there.
    assert calls_differ <= set(CALLS_DIFFER[key])
    result = tensorflow_stats.convert([_profile(run, name)], {"group_by": "input_shape"})
    assert result["group_by"] == "input_shape"
    assert result.get("has_input_shapes", False) == (run != "nccl")  # nccl's operators carry no Input Dims
    labels, rows = tensorflow_stats.table(result)
    assert labels[4] == "Input Shape" and len(rows) == len(result["rows"])


# -- against torch-tb-profiler's Kernel view ------------------------------------------------


def _zero_kernels(events: list[dict]) -> collections.Counter:
    """Kernels of 0 µs per (name, grid, block): torch-tb-profiler counts them, XProf does not."""
    out = collections.Counter()
    for e in events:
        if e.get("ph") == "X" and e.get("cat") in ("kernel", "Kernel") and e["dur"] == 0:
            a = e["args"]
            out[(e["name"], ",".join(map(str, a["grid"])), ",".join(map(str, a["block"])))] += 1
    return out


@pytest.mark.parametrize("run,name,worker,span", FILES[:4], ids=IDS[:4])
def test_kernel_view_against_torch_tb_profiler(run, name, worker, span):
    ref = _ttb(run, "kernels", worker, span)["kernel_by_op_table"]
    cols = {c: i for i, c in enumerate(ref["columns"])}
    result = kernel_stats.convert([_profile(run, name)], {})
    ids = {c["id"]: i for i, c in enumerate(result["columns"])}
    ours = collections.defaultdict(list)
    for row in result["rows"]:
        key = (row[ids["kernel_name"]], row[ids["grid_dim"]], row[ids["block_dim"]],
               row[ids["registers_per_thread"]], row[ids["shmem_bytes"]])
        ours[key].append(row)
    theirs = collections.defaultdict(list)
    for r in ref["rows"]:
        dims = [",".join(map(str, json.loads(r[cols[c]]))) for c in ("Grid", "Block")]  # "[98, 8, 1]"
        key = (r[cols["Name"]], *dims, int(r[cols["Register Per Thread"]] or 0), int(r[cols["Shared Memory"]] or 0))
        theirs[key].append(r)
    zero = _zero_kernels(_raw(run, name))
    assert set(ours) <= set(theirs)
    calls_differ = 0
    for key, rows in theirs.items():
        mine = ours.get(key, [])
        if run == "resnet50":  # the op of each kernel as torch-tb-profiler links it
            ops = {row[ids["op_name"]]: row for row in mine}
            for r in rows:
                row = ops.get(r[cols["Operator"]])
                calls = row[ids["occurrences"]] if row else 0
                total = row[ids["total_duration_us"]] if row else 0.0
                assert _close(total, r[cols["Total Duration (us)"]], r[cols["Calls"]])
                if calls != r[cols["Calls"]]:
                    calls_differ += 1
                    assert calls + zero[key[:3]] >= r[cols["Calls"]] > calls
                if row:
                    assert row[ids["is_kernel_using_tensor_core"]] == (r[cols["Kernel Uses Tensor Cores"]] == "Yes")
                    assert row[ids["is_op_tensor_core_eligible"]] == (r[cols["Op is Tensor Cores eligible"]] == "Yes")
        else:  # 0.4.3 puts every kernel of these traces under CallTreeRoot: sums over ops
            assert {r[cols["Operator"]] for r in rows} == {"CallTreeRoot"}
            calls = sum(row[ids["occurrences"]] for row in mine)
            assert calls == sum(r[cols["Calls"]] for r in rows) - zero[key[:3]]
            assert _close(sum(row[ids["total_duration_us"]] for row in mine),
                          sum(r[cols["Total Duration (us)"]] for r in rows), calls)
    assert calls_differ == (6 if run == "resnet50" else 0)


def test_tensor_core_eligibility_of_pytorch_operators():
    result = kernel_stats.convert([_profile("resnet50", FILES[0][1])], {})
    ids = {c["id"]: i for i, c in enumerate(result["columns"])}
    eligible = {r[ids["op_name"]] for r in result["rows"] if r[ids["is_op_tensor_core_eligible"]]}
    assert eligible == {"aten::cudnn_convolution", "aten::cudnn_convolution_backward_input",
                        "aten::cudnn_convolution_backward_weight", "aten::addmm", "aten::mm"}
    # TensorFlow and XLA names keep XProf's rules; a PyTorch name only its list.
    assert kernel_stats._op("aten::mm", "", "", pytorch=True) == ("aten::mm", True)
    assert kernel_stats._op("aten::_conv_depthwise2d", "", "", pytorch=True) == ("aten::_conv_depthwise2d", False)
    assert kernel_stats._op("aten::_conv_depthwise2d", "", "")[1]  # XProf's XLA name rule: "conv"
    assert kernel_stats._op("model/dense/MatMul:MatMul", "", "") == ("model/dense/MatMul", True)
    assert kernel_stats._op("", "fusion.3", "") == ("fusion.3", False)


# -- the rule is the category stat, not the file ------------------------------------------------


def _trace(events: list[dict]) -> bytes:
    return json.dumps({"schemaVersion": 1, "traceEvents": events}).encode()


def test_operators_are_known_by_their_category():
    x = lambda cat, name, ts, dur, **args: {"ph": "X", "cat": cat, "name": name, "pid": 1, "tid": 1,  # noqa: E731
                                            "ts": ts, "dur": dur, "args": args}
    gpu = lambda cat, name, ts, dur, **args: {**x(cat, name, ts, dur, **args), "pid": 0, "tid": 7}  # noqa: E731
    events = [
        x("user_annotation", "ProfilerStep#3", 0, 100),
        x("cpu_op", "ProfilerStep#4", 100, 100),  # an older trace's step marker: no op
        x("cpu_op", "my/scope:MatMul", 1, 50, **{"External id": 1, "Input Dims": [[2, 3], [3, 4]]}),
        x("cpu_op", "aten::mm", 2, 40, **{"External id": 2, "Input Dims": [[2, 3], [3, 4]]}),
        x("cuda_runtime", "cudaLaunchKernel", 3, 10, correlation=9, **{"External id": 2}),
        x("user_annotation", "nccl:all_reduce", 60, 20),  # a JAX-like name, but an annotation
        gpu("kernel", "gemm_kernel", 20, 30, correlation=9, stream=7, grid=[1, 1, 1], block=[32, 1, 1],
            **{"External id": 2, "registers per thread": 32, "shared memory": 0}),
        gpu("gpu_user_annotation", "my_region", 15, 50, **{"External id": 2}),
    ]
    profile = kineto.from_json(_trace(events), host="h")
    result = tensorflow_stats.convert([profile], {"group_by": "input_shape"})
    ids = [c["id"] for c in result["columns"]]
    rows = [dict(zip(ids, r)) for r in result["rows"]]
    got = {(r["host_or_device"], r["type"], r["operation"], r["input_shape"]): (r["occurrences"], r["total_self_time"])
           for r in rows}
    assert got == {
        ("Host", "my/scope:MatMul", "my/scope:MatMul", "[[2, 3], [3, 4]]"): (1, 10.0),  # 50 - 40 of aten::mm
        ("Host", "aten::mm", "aten::mm", "[[2, 3], [3, 4]]"): (1, 40.0),  # the runtime call is its self time
        ("Device", "aten::mm", "aten::mm", "[[2, 3], [3, 4]]"): (1, 30.0),  # the annotation is no op time
    }
    assert result["has_input_shapes"] is True
    kernels = kernel_stats.convert([profile], {})
    kid = {c["id"]: i for i, c in enumerate(kernels["columns"])}
    assert [(r[kid["op_name"]], r[kid["is_op_tensor_core_eligible"]]) for r in kernels["rows"]] == [("aten::mm", True)]


def test_group_by_option_is_declared_and_checked():
    tool = tools.get("tensorflow_stats")
    assert tool.parse_options({"group_by": "input_shape"}) == {"group_by": "input_shape"}
    with pytest.raises(BadParameter):
        tool.parse_options({"group_by": "shape"})


def test_kernels_found_through_their_runtime_call_take_their_operators_shape():
    """The distributed fixture's External ids were renumbered by HTA's sampler, so its kernels
    reach their operator only through the runtime call (same correlation); their device rows
    still carry that operator's input shape (the importer's launch_input_dims)."""
    path = TRACES / "distributed" / "rank-0.pt.trace.json.gz"
    doc = json.loads(gzip.decompress(path.read_bytes()))
    events = [e for e in doc["traceEvents"] if e.get("ph") == "X"]
    calls = {e["args"]["correlation"]: e for e in events
             if e.get("cat") == "cuda_runtime" and "correlation" in e.get("args", {})}
    ops = [e for e in events if e.get("cat") == "cpu_op"]
    order = {id(o): i for i, o in enumerate(ops)}

    def launcher(kernel):  # the innermost operator around its runtime call, by plain search
        call = calls.get(kernel["args"].get("correlation"))
        around = [o for o in ops if call and o["tid"] == call["tid"]
                  and o["ts"] <= call["ts"] < o["ts"] + o["dur"]]
        # The innermost: the latest start, the shortest; identical spans nest in file order.
        return max(around, key=lambda o: (o["ts"], -o["dur"], order[id(o)])) if around else None

    expected = collections.Counter()
    for e in events:
        if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset"):
            op = launcher(e)
            if op is not None:
                expected[(op["name"], json.dumps(op["args"].get("Input Dims", "")))] += 1
    ours = _table("distributed", "rank-0.pt.trace.json.gz", group_by="input_shape")
    device = collections.Counter({(k[1], k[2]): v["occurrences"] for k, v in ours.items() if k[0] == "Device"})
    assert sum(device.values()) == sum(expected.values()) > 1000
    shaped = {(name, json.dumps(json.loads(shape)) if shape else '""'): n for (name, shape), n in device.items()}
    assert shaped == {k: v for k, v in expected.items()}
