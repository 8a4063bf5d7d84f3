"""tensorflow_stats (PyTorch's operator view) and kernel_stats on the real PyTorch traces of
tests/fixtures/pytorch and tests/fixtures/pytorch_real, checked against torch-tb-profiler 0.4.3's
Operator and Kernel views on the same files (tests/fixtures/pytorch_reference/*/ttb_*.json, made
by its own code), against its own end-to-end test's verified answers (result_check_file.txt:
every field one of our tools shows, both ResNet-50 runs) and against sums computed here from the
raw JSON with plain Python.

What agrees with torch-tb-profiler, and what differs and why (the module docstrings of
tools/tensorflow_stats.py, tools/kernel_stats.py and analysis/torch_ops.py say the same):
- calls and host total time agree for every operator; an operator whose only child has its name
  (`aten::div` around `aten::div`) is one call with it, as torch-tb-profiler counts it (before
  the fix each event counted: resnet50 aten::div 204 calls, 198 there).
- host self time: `total_self_time` keeps the CUDA runtime calls an operator made (nesting among
  operators only, as XProf's for TensorFlow ops); `self_time_excl_runtime` subtracts them, as
  torch-tb-profiler does: equal to it on resnet50. 0.4.3 does not know the newer traces'
  runtime category (`cuda_runtime`), so it subtracts nothing there; it also takes the
  `nccl:all_reduce` annotations nested in `record_param_comms` from that operator's self time.
- device self and total time, Tensor Core eligibility and ratios per operator agree on resnet50;
  on the newer traces torch-tb-profiler shows 0 device time for every operator (it links kernels
  to operators through the runtime calls it does not know), so they are checked against the raw
  JSON only.
- kernels (kernel, op, grid, block, registers, shared memory): calls and total time agree on every
  row, kernels of 0 µs included (resnet50's integer-µs `fill_` kernels); mean blocks per SM and
  est. achieved occupancy agree to torch-tb-profiler's 2 decimals. On the newer traces
  torch-tb-profiler puts every kernel under `CallTreeRoot`, so rows are compared summed over ops.
"""

from __future__ import annotations

import collections
import gzip
import json
from pathlib import Path

import pytest

from conftest import pytorch_real_trace, ttb_end2end_answers
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
RUNTIME_CATEGORIES = ("cuda_runtime", "Runtime", "cuda_driver")


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
    assert path.exists(), f"{path.relative_to(ROOT)} is committed: regenerate it (tests/fixtures/README.md)"
    return json.loads(path.read_text())["profiles"][worker][span]


def _close(ours: float, theirs: float, calls: int) -> bool:
    """torch-tb-profiler's routes round µs to integers; its float µs sums drift by ~ns."""
    return abs(ours - theirs) <= 0.5 + 0.002 * max(calls, 1)


def _raw_host_ops(events: list[dict]) -> dict:
    """{op name: [calls, total µs, self µs, self µs less runtime calls, device self µs, device
    total µs]} of the operator events (not the ProfilerStep#N markers), nested per thread with a
    stack; an operator whose only child has its name is one call with it (its children, runtime
    calls and device time), as torch-tb-profiler merges them; runtime calls count for the
    innermost operator around them, unless inside another call; device time is that of the
    kernels, copies and sets each operator launched (_raw_launches)."""
    launched = _raw_launches(events)[0]
    by_thread = collections.defaultdict(list)
    for e in events:
        if e.get("ph") != "X":
            continue
        if e.get("cat") in OP_CATEGORIES and not e["name"].startswith("ProfilerStep#"):
            by_thread[(str(e.get("pid")), str(e.get("tid")))].append((e["ts"], -e["dur"], 0, e))
        elif e.get("cat") in RUNTIME_CATEGORIES:
            by_thread[(str(e.get("pid")), str(e.get("tid")))].append((e["ts"], -e["dur"], 1, e))
    roots = []
    for items in by_thread.values():
        items.sort(key=lambda x: x[:3])
        stack: list = []  # nodes: [event, children, runtime µs, device µs, is a call]
        for _, _, is_call, e in items:
            while stack and e["ts"] >= stack[-1][0]["ts"] + stack[-1][0]["dur"]:
                stack.pop()
            node = [e, [], 0.0, sum(launched.get(id(e), [0.0])), is_call]
            if is_call:
                if stack and not stack[-1][4]:
                    stack[-1][2] += e["dur"]
            elif stack and not stack[-1][4]:
                stack[-1][1].append(node)
            elif not stack:
                roots.append(node)
            stack.append(node)
    out = collections.defaultdict(lambda: [0, 0.0, 0.0, 0.0, 0.0, 0.0])

    def visit(node) -> float:  # the device total time
        while len(node[1]) == 1 and node[1][0][0]["name"] == node[0]["name"]:
            child = node[1][0]
            node[1], node[2], node[3] = child[1], node[2] + child[2], node[3] + child[3]
        total = node[3] + sum(visit(c) for c in node[1])
        row = out[node[0]["name"]]
        self_us = node[0]["dur"] - sum(c[0]["dur"] for c in node[1])
        for i, v in enumerate((1, node[0]["dur"], self_us, self_us - node[2], node[3], total)):
            row[i] += v
        return total

    for root in roots:
        visit(root)
    return out


def _raw_launches(events: list[dict]) -> tuple[dict, int, dict]:
    """({id(operator event): [µs of each kernel, copy and set it launched]}, number launched by
    no operator, {id: [(operator name, µs)]}): the operator with the GPU event's External id
    (the innermost, the one that starts last); else (HTA's sampled traces renumber External
    ids) the innermost operator running, on its thread, around the runtime call with its
    correlation id."""
    launcher, ops_by_thread, runtime = {}, collections.defaultdict(list), {}
    for e in events:
        if e.get("ph") != "X":
            continue
        if e.get("cat") in OP_CATEGORIES:
            ops_by_thread[(str(e.get("pid")), str(e.get("tid")))].append(e)
            best = launcher.get(_ext(e))
            if _ext(e) is not None and (best is None or (e["ts"], -e["dur"]) >= (best["ts"], -best["dur"])):
                launcher[_ext(e)] = e
        elif e.get("cat") in RUNTIME_CATEGORIES:
            runtime[(e.get("args") or {}).get("correlation")] = e

    def around(call):
        inside = [(o["ts"], -o["dur"], i, o) for i, o in enumerate(ops_by_thread[(str(call.get("pid")),
                                                                                 str(call.get("tid")))])
                  if o["ts"] <= call["ts"] < o["ts"] + o["dur"]]
        # Of two with the same span the later in the file (Kineto writes the parent first).
        return max(inside, key=lambda x: x[:3])[3] if inside else None

    by_op = collections.defaultdict(list)
    unmatched = 0
    for e in events:
        if e.get("ph") == "X" and e.get("cat") in DEVICE_CATEGORIES:
            op = launcher.get(_ext(e))
            if op is None and (e.get("args") or {}).get("correlation") in runtime:
                op = around(runtime[e["args"]["correlation"]])
            if op is None:
                unmatched += 1
                continue
            by_op[id(op)].append((op["name"], e["dur"]))
    return {k: [d for _, d in v] for k, v in by_op.items()}, unmatched, by_op


def _raw_device_ops(events: list[dict]) -> tuple[dict, int]:
    """({op name: [count, µs]} of the kernels, copies and sets, each under the operator that
    launched it (_raw_launches), number with none)."""
    _, unmatched, by_op = _raw_launches(events)
    out = collections.defaultdict(lambda: [0, 0.0])
    for launches in by_op.values():
        for name, us in launches:
            out[name][0] += 1
            out[name][1] += us
    return out, unmatched


# -- against the raw JSON ---------------------------------------------------------------


@pytest.mark.parametrize("run,name,worker,span", FILES, ids=IDS)
def test_host_ops_equal_sums_from_the_raw_trace(run, name, worker, span):
    raw = _raw_host_ops(_raw(run, name))
    ours = {k[1]: v for k, v in _table(run, name).items() if k[0] == "Host"}
    assert set(ours) == set(raw)
    for op, (calls, total, self_us, self_net, device_self, device_total) in raw.items():
        row = ours[op]
        assert row["occurrences"] == calls, op
        assert row["type"] == op  # PyTorch: type = name, namespace kept
        for column, us in (("total_time", total), ("total_self_time", self_us),
                           ("self_time_excl_runtime", self_net), ("device_self_time", device_self),
                           ("device_total_time", device_total)):
            assert row[column] == pytest.approx(us, abs=1e-3 * calls + 1e-3), (op, column)


@pytest.mark.parametrize("run,name,worker,span", FILES, ids=IDS)
def test_device_time_per_op_equals_kernels_by_external_id(run, name, worker, span):
    raw, unmatched = _raw_device_ops(_raw(run, name))
    assert unmatched == NO_OPERATOR.get(run, 0)
    ours = {k[1]: v for k, v in _table(run, name).items() if k[0] == "Device"}
    assert set(ours) == set(raw)
    host = {k[1]: v for k, v in _table(run, name).items() if k[0] == "Host"}
    for op, (count, us) in raw.items():
        assert ours[op]["occurrences"] == count, op
        assert ours[op]["type"] == op
        assert ours[op]["total_time"] == pytest.approx(us, abs=1e-3 * count + 1e-3), op
        assert ours[op]["total_self_time"] == ours[op]["total_time"]
        # The operator's own row says the same: its device self-time is its device row's time.
        assert host[op]["device_self_time"] == pytest.approx(ours[op]["total_time"], abs=1e-3 * count), op
        assert ours[op]["device_self_time"] is None  # the operator columns are the host rows'


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
    theirs = _ttb(run, "operators", worker, span)["by_name"]["rows"]
    ours = _table(run, name)
    host = {k[1]: v for k, v in ours.items() if k[0] == "Host"}
    device = {k[1]: v for k, v in ours.items() if k[0] == "Device"}
    runtime = _runtime_time_per_op(_raw(run, name))
    # Rows only we have: the record_function ranges it leaves out of its table.
    assert set(host) - {r["name"] for r in theirs} == EXTRA_ROWS.get(run, set())
    self_differ = set()
    for r in theirs:
        op = r["name"]
        h = host[op]
        # Same-name pairs are one call (before: aten::div 204 calls here, 198 there).
        assert h["occurrences"] == r["calls"], op
        assert _close(h["total_time"], r["host_total_duration"], r["calls"]), op
        expected_self = h["total_self_time"] - runtime.get(op, 0)
        if not _close(expected_self, r["host_self_duration"], r["calls"]):
            self_differ.add(op)
            assert expected_self > r["host_self_duration"]
        dev = device[op]["total_time"] if op in device else 0.0
        if run == "resnet50":  # the kernels it links: every operator column agrees
            assert _close(dev, r["device_self_duration"], r["calls"]), op
            assert _close(h["device_self_time"], r["device_self_duration"], r["calls"]), op
            assert _close(h["device_total_time"], r["device_total_duration"], r["calls"]), op
            assert _close(h["self_time_excl_runtime"], r["host_self_duration"], r["calls"]), op
            assert h["tc_eligible"] == (r["tc_eligible"] == "Yes"), op
            assert round(h["tc_self_ratio"], 2) == r["tc_self_ratio"], op
            assert round(h["tc_total_ratio"], 2) == r["tc_total_ratio"], op
        else:  # 0.4.3 links no kernel to an operator on these traces
            assert r.get("device_self_duration", 0) == 0
    assert self_differ <= SELF_DIFFERS_ANNOTATIONS
    if run == "resnet50":  # the runtime time explains every self-time difference there
        assert sum(1 for r in theirs if runtime.get(r["name"])) == 23


# -- by input shape ----------------------------------------------------------------------


@pytest.mark.parametrize("run,name,worker,span", FILES, ids=IDS)
def test_input_shape_view_against_torch_tb_profiler(run, name, worker, span):
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
    for r in theirs:
        # torch-tb-profiler writes "[]" for an operator without Input Dims; here it is "".
        shape = r["input_shape"] if (r["name"], r["input_shape"]) in host else ""
        if r["input_shape"] != shape:
            assert r["input_shape"] == "[]"
        h = host[(r["name"], shape)]
        assert h["occurrences"] == r["calls"], (r["name"], shape)  # a merged pair: the outer one's shape
        assert _close(h["total_time"], r["host_total_duration"], r["calls"]), r["name"]
        if run == "resnet50":  # kernels under the shape of the operator that launched them
            dev = device[(r["name"], shape)]["total_time"] if (r["name"], shape) in device else 0.0
            assert _close(dev, r["device_self_duration"], r["calls"]), (r["name"], shape)
            assert _close(h["device_total_time"], r["device_total_duration"], r["calls"]), (r["name"], shape)
            assert _close(h["self_time_excl_runtime"], r["host_self_duration"], r["calls"]), (r["name"], shape)
            assert round(h["tc_total_ratio"], 2) == r["tc_total_ratio"], (r["name"], shape)
    result = tensorflow_stats.convert([_profile(run, name)], {"group_by": "input_shape"})
    assert result["group_by"] == "input_shape"
    assert result.get("has_input_shapes", False) == (run != "nccl")  # nccl's operators carry no Input Dims
    labels, rows = tensorflow_stats.table(result)
    assert labels[4] == "Input Shape" and len(rows) == len(result["rows"])


# -- against torch-tb-profiler's Kernel view ------------------------------------------------


def _means_agree(ours: float, theirs) -> bool:
    """A duration-weighted mean against torch-tb-profiler's, which it rounds to 2 decimals:
    within half a unit (its float sums may land either side of a tie: 0.02499.. vs 0.025)."""
    return abs(ours - (theirs or 0.0)) <= 0.005 + 1e-9


@pytest.mark.parametrize("run,name,worker,span", FILES[:4], ids=IDS[:4])
def test_kernel_view_against_torch_tb_profiler(run, name, worker, span):
    ref = _ttb(run, "kernels", worker, span)["kernel_by_op_table"]
    cols = {c: i for i, c in enumerate(ref["columns"])}
    result = kernel_stats.convert([_profile(run, name)], {})
    ids = {c["id"]: i for i, c in enumerate(result["columns"])}
    # Its mean blocks per SM and est. achieved occupancy columns, where the trace has them.
    means = {"blocks_per_sm": "Mean Blocks Per SM", "achieved_occupancy_pct": "Mean Est. Achieved Occupancy (%)"}
    means = {ours: theirs for ours, theirs in means.items() if theirs in cols}
    assert {ours for ours in kernel_stats._KINETO_MEANS if ours in ids} == set(means)
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
    assert set(ours) == set(theirs)
    for key, rows in theirs.items():
        mine = ours[key]
        if run == "resnet50":  # the op of each kernel as torch-tb-profiler links it
            ops = {row[ids["op_name"]]: row for row in mine}
            assert set(ops) == {r[cols["Operator"]] for r in rows}
            for r in rows:
                row = ops[r[cols["Operator"]]]
                # Kernels of 0 µs count (before: 6 rows with fewer calls, FillFunctor 342 of 978).
                assert row[ids["occurrences"]] == r[cols["Calls"]], key
                assert _close(row[ids["total_duration_us"]], r[cols["Total Duration (us)"]], r[cols["Calls"]])
                assert round(row[ids["min_duration_us"]]) == r[cols["Min Duration (us)"]], key
                assert row[ids["is_kernel_using_tensor_core"]] == (r[cols["Kernel Uses Tensor Cores"]] == "Yes")
                assert row[ids["is_op_tensor_core_eligible"]] == (r[cols["Op is Tensor Cores eligible"]] == "Yes")
                for column, label in means.items():
                    assert _means_agree(row[ids[column]], r[cols[label]]), (key, column)
                assert row[ids["occupancy_pct"]] is None  # Kineto records no theoretical occupancy
        else:  # 0.4.3 puts every kernel of these traces under CallTreeRoot: sums over ops
            assert {r[cols["Operator"]] for r in rows} == {"CallTreeRoot"}
            calls = sum(row[ids["occurrences"]] for row in mine)
            assert calls == sum(r[cols["Calls"]] for r in rows)
            assert _close(sum(row[ids["total_duration_us"]] for row in mine),
                          sum(r[cols["Total Duration (us)"]] for r in rows), calls)


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


# -- torch-tb-profiler's own end-to-end answers (result_check_file.txt) ------------------------

# Fields of those answers that no tool of ours shows, and why:
END2END_NOT_SHOWN = {
    "operation": ("title",),  # the pies' titles: our views name their own charts
    "operation/table": ("has_call_stack", "metadata"),  # no call-stack view; its sort and tooltips
    "kernel/table": ("metadata",),  # its default sort and column tooltips
}
# The record_function ranges it leaves out of its operator view: rows of ours.
END2END_EXTRA = ("enumerate(DataLoader)#", "Optimizer.")


def _end2end_runs():
    return [pytest.param(TRACES / "resnet50" / FILES[0][1], 0, id="resnet50"),
            pytest.param(pytorch_real_trace("resnet50_num_workers_4"), 5, id="resnet50_num_workers_4")]


@pytest.mark.parametrize("path,first", _end2end_runs())
def test_every_field_of_torch_tb_profilers_end_to_end_answers(path, first):
    """Lines 1-4 (and 6-9) of result_check_file.txt, the answers torch-tb-profiler's end-to-end
    test verified (operation pies, operation/table, kernel/table by kernel, kernel pie), field by
    field against tensorflow_stats and kernel_stats (group_by=kernel), rounded as it rounds: µs to
    integers, ratios and means to 2 decimals (END2END_NOT_SHOWN: what we do not show)."""
    answers = ttb_end2end_answers()[first + 1:first + 5]
    pies, op_table, kernel_table, kernel_pie = answers
    profile = kineto.load(path)
    ops = tensorflow_stats.convert([profile], {})
    ids = [c["id"] for c in ops["columns"]]
    host = {d["operation"]: d for d in (dict(zip(ids, r)) for r in ops["rows"]) if d["host_or_device"] == "Host"}
    operators = {n: d for n, d in host.items() if not n.startswith(END2END_EXTRA)}

    # operation: four pies of (operator, µs), the operators with time, the most first.
    shown = {"device_total_time": "device_total_time", "device_self_time": "device_self_time",
             "host_total_time": "total_time", "host_self_time": "self_time_excl_runtime"}
    assert set(pies) == set(shown)
    for pie, column in shown.items():
        assert set(pies[pie]) - {"columns", "rows"} == set(END2END_NOT_SHOWN["operation"])
        theirs = dict(pies[pie]["rows"])
        ours = {n: round(d[column]) for n, d in operators.items() if round(d[column]) > 0}
        assert ours == theirs, pie
        values = [v for _, v in pies[pie]["rows"]]
        assert values == sorted(values, reverse=True)

    # operation/table: one row per operator.
    assert set(op_table) - {"data"} == {"metadata"}
    assert {r["name"] for r in op_table["data"]} == set(operators)
    for r in op_table["data"]:
        d = operators[r["name"]]
        mine = {"name": d["operation"], "calls": d["occurrences"],
                "device_self_duration": round(d["device_self_time"]),
                "device_total_duration": round(d["device_total_time"]),
                "host_self_duration": round(d["self_time_excl_runtime"]),
                "host_total_duration": round(d["total_time"]),
                "tc_eligible": "Yes" if d["tc_eligible"] else "No",
                "tc_self_ratio": round(d["tc_self_ratio"], 2), "tc_total_ratio": round(d["tc_total_ratio"], 2)}
        assert set(r) - set(mine) == {"has_call_stack"}
        assert mine == {k: v for k, v in r.items() if k in mine}, r["name"]

    # kernel/table (group_by=Kernel) and the kernel pie: one row per kernel name.
    kernels = kernel_stats.convert([profile], {"group_by": "kernel"})
    kid = [c["id"] for c in kernels["columns"]]
    by_name = {d["kernel_name"]: d for d in (dict(zip(kid, r)) for r in kernels["rows"])}
    labels = [c["name"] for c in kernel_table["data"]["columns"]]
    assert labels == ["Name", "Tensor Cores Used", "Calls", "Total Duration (us)", "Mean Duration (us)",
                      "Max Duration (us)", "Min Duration (us)", "Mean Blocks Per SM",
                      "Mean Est. Achieved Occupancy (%)"]
    assert [label for _, label, _ in kernel_stats.KINETO_COLUMNS] == labels[7:]
    assert {r[0] for r in kernel_table["data"]["rows"]} == set(by_name)
    for name, tc, calls, total, mean, longest, shortest, blocks, occupancy in kernel_table["data"]["rows"]:
        d = by_name[name]
        assert ("Yes" if d["is_kernel_using_tensor_core"] else "No") == tc, name
        mine = (d["occurrences"], round(d["total_duration_us"]), round(d["avg_duration_us"]),
                round(d["max_duration_us"]), round(d["min_duration_us"]))
        assert mine == (calls, total, mean, longest, shortest), name
        assert _means_agree(d["blocks_per_sm"], blocks) and _means_agree(d["achieved_occupancy_pct"], occupancy), name
    assert {n: round(d["total_duration_us"]) for n, d in by_name.items()} == dict(kernel_pie["total"]["rows"])
    top = [[k["name"], round(k["total_us"])] for k in kernels["top_kernels"][:kernel_stats.TOP_KERNELS]]
    assert top == kernel_pie["total"]["rows"][:kernel_stats.TOP_KERNELS]
    # Kernel time using Tensor Cores: none on these V100 float32 runs (its tc_pie says 0.0 too).
    assert kernels["tensor_core_time_us"] == 0.0 and kernels["total_kernel_time_us"] > 0


# -- the operator tree's rules on a made-up trace -------------------------------------------------


def test_operator_tree_rules_on_a_made_up_trace():
    """Same-name merging (a chain of three is one call; two same-name children are two), device
    total time over nested operators, Tensor Core ratios and eligibility carried up, and self time
    less the runtime calls made directly in an operator (a driver call inside a runtime call not
    twice)."""
    x = lambda cat, name, ts, dur, **args: {"ph": "X", "cat": cat, "name": name, "pid": 1, "tid": 1,  # noqa: E731
                                            "ts": ts, "dur": dur, "args": args}
    gpu = lambda name, ts, dur, corr, ext: {"ph": "X", "cat": "kernel", "name": name, "pid": 0, "tid": 7,  # noqa: E731
                                            "ts": ts, "dur": dur, "args": {"correlation": corr, "External id": ext,
                                                                           "stream": 7, "grid": [1, 1, 1],
                                                                           "block": [32, 1, 1]}}
    events = [
        x("cpu_op", "aten::div", 0, 100, **{"External id": 1}),
        x("cpu_op", "aten::div", 10, 80, **{"External id": 2}),
        x("cpu_op", "aten::div", 20, 50, **{"External id": 3}),
        x("cuda_runtime", "cudaLaunchKernel", 30, 10, correlation=11, **{"External id": 3}),
        x("cpu_op", "aten::add", 200, 100, **{"External id": 4}),   # two children of its name: 3 calls
        x("cpu_op", "aten::add", 210, 20, **{"External id": 5}),
        x("cpu_op", "aten::add", 240, 20, **{"External id": 6}),
        x("cpu_op", "aten::conv2d", 400, 100, **{"External id": 7}),
        x("cpu_op", "aten::cudnn_convolution", 410, 80, **{"External id": 8}),
        x("cuda_runtime", "cudaLaunchKernel", 420, 20, correlation=12, **{"External id": 8}),
        x("cuda_driver", "cuLaunchKernel", 425, 10, correlation=13, **{"External id": 8}),
        x("cuda_runtime", "cudaLaunchKernel", 450, 10, correlation=14, **{"External id": 8}),
        gpu("div_kernel", 100, 5, 11, 3),
        gpu("volta_h884gemm_64x64", 500, 30, 12, 8),     # uses Tensor Cores
        gpu("elementwise_kernel", 540, 10, 14, 8),
    ]
    result = tensorflow_stats.convert([kineto.from_json(_trace(events), host="h")], {})
    ids = [c["id"] for c in result["columns"]]
    assert ids[-6:] == [c[0] for c in tensorflow_stats.PYTORCH_COLUMNS]
    host = {d["operation"]: d for d in (dict(zip(ids, r)) for r in result["rows"]) if d["host_or_device"] == "Host"}
    pick = ("occurrences", "total_time", "total_self_time", "self_time_excl_runtime", "device_self_time",
            "device_total_time", "tc_eligible", "tc_self_ratio", "tc_total_ratio")
    got = {op: tuple(d[k] for k in pick) for op, d in host.items()}
    assert got == {
        # 100 - nothing nested but the chain: one call, the runtime call its own
        "aten::div": (1, 100.0, 100.0, 90.0, 5.0, 5.0, False, 0.0, 0.0),
        "aten::add": (3, 140.0, 100.0, 100.0, 0.0, 0.0, False, 0.0, 0.0),
        # 80 - (20 + 10) of runtime calls; the driver call inside one is not taken again
        "aten::cudnn_convolution": (1, 80.0, 80.0, 50.0, 40.0, 40.0, True, 75.0, 75.0),
        "aten::conv2d": (1, 100.0, 20.0, 20.0, 0.0, 40.0, True, 0.0, 75.0),
    }
    device = {d["operation"]: d for d in (dict(zip(ids, r)) for r in result["rows"]) if d["host_or_device"] == "Device"}
    assert all(d[c] is None for d in device.values() for c, _, _ in tensorflow_stats.PYTORCH_COLUMNS)


# -- AMD and H100: Tensor Core (Matrix Core) kernels ------------------------------------------------


def _kernel_us(path, is_tc) -> tuple[float, float]:
    """(µs of the kernels `is_tc(name)` picks, µs of all kernels), summed from the raw JSON."""
    doc = json.loads(gzip.decompress(path.read_bytes()))
    kernels = [e for e in doc["traceEvents"] if e.get("ph") == "X" and e.get("cat") == "kernel"]
    return sum(e["dur"] for e in kernels if is_tc(e["name"])), sum(e["dur"] for e in kernels)


@pytest.mark.parametrize("run,vendor,is_tc", [
    # MI300X: hipBLASLt's Tensile GEMMs (an `_MI16x16x1` matrix-instruction tile) and the
    # flash-attention kernel `attn_fwd` run on the Matrix Cores (MFMA).
    ("mi300_qwen", "AMD", lambda name: name.startswith("Cijk_") and "_MI16x16x1_" in name or name == "attn_fwd"),
    # H100: cuBLAS's sm90_xmma GEMMs (its flash-attention kernel is not on the name list).
    ("h100_qwen", "Nvidia", lambda name: name.startswith("sm90_xmma_gemm_")),
])
def test_tensor_core_kernels_on_amd_and_nvidia(run, vendor, is_tc):
    path = pytorch_real_trace(run)
    profile = kineto.load(path)
    (gpu,) = profile.device_planes
    assert gpu.stats.get("device_vendor") == vendor  # the importer's, from deviceProperties
    tc_us, all_us = _kernel_us(path, is_tc)
    result = kernel_stats.convert([profile], {"group_by": "kernel"})
    assert result["tensor_core_time_us"] == pytest.approx(tc_us, abs=1e-3)
    assert result["total_kernel_time_us"] == pytest.approx(all_us, abs=1e-3)
    assert 0.25 < tc_us / all_us < 0.6
    ids = [c["id"] for c in result["columns"]]
    used = {r[ids.index("kernel_name")] for r in result["rows"] if r[ids.index("is_kernel_using_tensor_core")]}
    assert used and all(is_tc(name) for name in used)
    # The operators: aten::mm's kernels are all GEMMs on the matrix units (one non-GEMM on H100).
    ops = tensorflow_stats.convert([profile], {})
    oid = [c["id"] for c in ops["columns"]]
    host = {d["operation"]: d for d in (dict(zip(oid, r)) for r in ops["rows"]) if d["host_or_device"] == "Host"}
    mm = host["aten::mm"]
    assert mm["tc_eligible"] and mm["tc_self_ratio"] > 98 and mm["device_self_time"] > 6000
    # aten::linear launches nothing itself; its device total time is its nested operators'.
    linear = host["aten::linear"]
    assert linear["device_self_time"] == 0 and linear["device_total_time"] > mm["device_total_time"]
