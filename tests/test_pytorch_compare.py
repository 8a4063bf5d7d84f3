"""Two PyTorch runs compared (tools/compare.py, the data route's comparison, tb-profile diff),
on real pairs checked against what torch-tb-profiler and TraceLens said of the same files.

- pytorch/resnet50 (base) and pytorch_real/resnet50_num_workers_4 (new): torch-tb-profiler's
  ResNet-50 sample on one V100, DataLoader(num_workers=0) then 4. The DataLoader goes from a
  third of the step to under 1 %. Each run's figures: torch-tb-profiler's own verified answers
  (ttb_end2end/result_check_file.txt, conftest.ttb_end2end_answers()[0] and [5]).
- pytorch_real/h100_qwen (base) and mi300_qwen (new): Qwen1.5-0.5B inference on an H100 and
  an MI300X, against TraceLens's comparison of the pair (tracelens/compare_h100_mi300_qwen/,
  h100 the baseline) and its report of each (tracelens/<run>/kernel_summary.csv).

The two qwen files are named *.json.gz, which the logdir scan does not recognise as PyTorch
traces yet (recognition by content is the loader's work in progress): the copies here are
named *.pt.trace.json.gz.
"""

from __future__ import annotations

import csv
import json
import math
import shutil

import orjson
import pytest

from tb_profile_plugin import cli
from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.service import Service
from tb_profile_plugin.tools import compare

from conftest import FIXTURES, PYTORCH_REAL, PYTORCH_REFERENCE, pytorch_real_trace, ttb_end2end_answers

BASE, NEW = "resnet50_w0", "resnet50_w4"
H100, MI300 = "h100_qwen", "mi300_qwen"
# TraceLens sums intervals of float64 µs near 1.4e12, where float64's spacing is 2^-12 µs;
# ours are ps rounded to ns. The slack of a sum of n events.
TS_ULP = 2.0 ** -12


def slack(n: float) -> float:
    return 2e-3 + n * TS_ULP


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("pytorch_compare")
    for run, folder in ((BASE, FIXTURES / "pytorch" / "resnet50"), (NEW, PYTORCH_REAL / "resnet50_num_workers_4")):
        (root / run).mkdir()
        for trace in folder.glob("*.pt.trace.json.gz"):
            shutil.copy(trace, root / run / trace.name)
    for run in (H100, MI300):
        (root / run).mkdir()
        shutil.copy(pytorch_real_trace(run), root / run / f"{run}.pt.trace.json.gz")
    return root


@pytest.fixture(scope="module")
def service(logdir) -> Service:
    return Service(logdir, cache=ProfileCache(None))


def compared(service: Service, tool: str, base: str, new: str) -> dict:
    return orjson.loads(service.compared_json(new, tool, "", {}, base))["comparison"]


def rows(table: dict) -> list[dict]:
    ids = [c["id"] for c in table["columns"]]
    return [dict(zip(ids, r)) for r in table["rows"]]


def ttb_round(x: float) -> int:
    return math.floor(x + 0.5)


# -- ResNet-50, num_workers 0 -> 4: torch-tb-profiler's step breakdown ---------------------------

PYTORCH_KPIS = ["gpu_step_time", "num_steps", "gpu_kernel", "gpu_memcpy", "gpu_memset", "gpu_runtime",
                "gpu_dataloader", "gpu_cpu_exec", "gpu_other", "input_percent"]


def test_overview_compares_pytorchs_step_breakdown_alone(service):
    c = compared(service, "overview_page", BASE, NEW)
    kpis = {k["id"]: k for k in c["kpis"]}
    # One step time (PyTorch's), its categories, the DataLoader share; no XProf rows beside.
    assert list(kpis) == PYTORCH_KPIS
    assert compare.step_kpi(c["kpis"]) is not None and compare.step_kpi(c["kpis"])["id"] == "gpu_step_time"
    answers = ttb_end2end_answers()
    for side, answer in (("base", answers[0]), ("new", answers[5])):
        (average,) = answer["performance"]
        assert average["name"] == "Average Step Time"
        assert ttb_round(kpis["gpu_step_time"][side]) == average["value"], side
        for child in average["children"]:
            kpi = next(k for k in c["kpis"] if k["label"] == child["name"])
            assert ttb_round(kpi[side]) == child["value"], (side, child["name"])
            if child["name"] == "DataLoader":  # its share of the step: torch-tb-profiler's %
                assert round(kpis["input_percent"][side], 2) == child["extra"], side
    assert kpis["input_percent"]["label"] == "Step time in DataLoader"
    assert kpis["input_percent"]["unit"] == "%"
    assert (kpis["num_steps"]["base"], kpis["num_steps"]["new"]) == (6, 6)
    assert kpis["gpu_step_time"]["delta_pct"] == pytest.approx(-20.566, abs=1e-3)
    # The verdict in PyTorch's words: DataLoader moved most, with its share of each step.
    assert c["verdict"].startswith("Step time −20.6 % (177.592 → 141.068 ms), per step: DataLoader −58.1 ms "
                                   "(33.4 % → 0.8 % of the step), self time fell most in enumerate(DataLoader)#"), c["verdict"]
    for xprof in ("device compute", "host compute", "input"):
        assert xprof not in c["verdict"].lower().replace("dataloader", "")


def test_overview_kpis_where_one_run_is_not_pytorch():
    """Without a PyTorch step breakdown on both sides: XProf's numbers, and a run that has no
    `summary` block (a PyTorch overview may leave it out) has none of them, not an error."""
    pytorch = {"gpu_step_breakdown": {"categories": [{"id": "kernel", "label": "Kernel"}],
                                      "average": {"step_time_us": 1000.0, "breakdown_us": {"kernel": 600.0}},
                                      "rows": [{"step_time_us": 1000.0}]}}
    xprof = {"summary": {"average_step_time_ms": 2.0, "num_steps": 3, "breakdown": []}}
    c = compare.compare("overview_page", xprof, pytorch)
    step = compare.step_kpi(c["kpis"])
    assert (step["id"], step["base"], step["new"], step["delta"]) == ("step_time", 2.0, None, None)
    assert c["verdict"] is None
    # A PyTorch run without a DataLoader category (a GPU-only trace): no input share.
    both = compare.compare("overview_page", pytorch, pytorch)
    assert [k["id"] for k in both["kpis"]] == ["gpu_step_time", "num_steps", "gpu_kernel"]
    assert both["verdict"] == "Step time +0.0 % (1.000 → 1.000 ms): no change."


def diff(capsys, *argv) -> tuple[int, str, str]:
    code = cli.main(["diff", *map(str, argv), "--cache-dir", "none"])
    out, err = capsys.readouterr()
    return code, out, err


def test_diff_of_two_pytorch_runs(logdir, capsys):
    base, new = logdir / BASE, logdir / NEW
    code, out, err = diff(capsys, base, new)
    assert code == 0, err
    lines = out.splitlines()
    start = next(i for i, x in enumerate(lines) if x.endswith("delta %")) + 1
    labels = [x.split("  ")[0] for x in lines[start:]]
    assert labels == ["Average step time", "Steps", "Kernel", "Memcpy", "Memset", "Runtime", "DataLoader",
                      "CPU Exec", "Other", "Step time in DataLoader"], out
    line = next(x for x in out.splitlines() if x.startswith("Step time in DataLoader"))
    assert line.split()[4:] == ["33.37", "%", "0.841", "%", "-32.529", "pp", "-97.5", "%"], line
    assert "DataLoader −58.1 ms (33.4 % → 0.8 % of the step)" in out
    # Times in one unit: the step breakdown is in µs, every time of the table in ms.
    for label in ("Average step time", "Kernel", "Memset", "DataLoader"):
        line = next(x for x in lines[start:] if x.startswith(label + " "))
        assert line[len(label):].split()[1:6:2] == ["ms"] * 3, line

    # The gate reads that one step time: −20.57 % (XProf's step bounds gave −23.7 %).
    code, out, err = diff(capsys, base, new, "--fail-above", "0", "--format", "json")
    gate = json.loads(out)["gate"]
    assert code == 0 and "gate passed: step_time -20.57 %" in err
    assert (gate["base"], gate["new"]) == (pytest.approx(177592.167), pytest.approx(141068.0))
    assert gate["growth_pct"] == pytest.approx(100 * (141068.0 - 177592.167) / 177592.167)
    # The other way round: +25.9 %.
    assert diff(capsys, new, base, "--fail-above", "25")[0] == 1
    assert diff(capsys, new, base, "--fail-above", "26")[0] == 0
    # Bad input: 2.
    assert diff(capsys, base, logdir / "missing", "--fail-above", "5")[0] == 2


# -- H100 -> MI300X: against TraceLens's comparison -------------------------------------------

def tracelens(name: str) -> list[dict]:
    with open(PYTORCH_REFERENCE / "tracelens" / name, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def number(text: str) -> float | None:
    return float(text) if text not in ("", "nan", "NaN") else None


def test_cross_vendor_operator_deltas_equal_tracelens(service):
    """TraceLens's ops_summary comparison: per op, the kernel time it launched itself (its
    `total_direct_kernel_time`) on each GPU and the difference; our compared
    tensorflow_stats' Device rows (self time). Its Count difference: our Host rows'."""
    table = compared(service, "tensorflow_stats", H100, MI300)["tables"]["ops"]
    by_side = {(r["host_or_device"], r["operation"]): r for r in rows(table)}
    theirs = tracelens("compare_h100_mi300_qwen/ops_summary.csv")
    assert {n for side, n in by_side if side == "Device"} == {t["name"] for t in theirs}
    for t in theirs:
        name = t["name"]
        r = by_side[("Device", name)]
        b, n = number(t["h100::total_direct_kernel_time_ms"]), number(t["mi300::total_direct_kernel_time_ms"])
        n_slack, b_slack = slack(r["occurrences"]), slack(r["occurrences_base"] or 0)
        assert r["total_self_time"] == pytest.approx(n * 1000, abs=n_slack, rel=1e-5), name
        if b is None:  # only on the MI300X (aten::fill_ under its flash attention)
            assert r["change"] == "new" and number(t["total_direct_kernel_time_ms__mi300_diff"]) is None, name
            continue
        diff_us = number(t["total_direct_kernel_time_ms__mi300_diff"]) * 1000
        assert r["total_self_time_base"] == pytest.approx(b * 1000, abs=b_slack, rel=1e-5), name
        assert r["total_self_time_delta"] == pytest.approx(diff_us, abs=n_slack + b_slack, rel=1e-5), name
        assert r["change"] == ("up" if diff_us > 0 else "down"), name
        pct = number(t["total_direct_kernel_time_ms__mi300_pct"])
        assert r["total_self_time_delta_pct"] == pytest.approx(pct, abs=1e-3 + 100 * (n_slack + b_slack) / (b * 1000))
        host = by_side[("Host", name)]
        assert host["occurrences_delta"] == number(t["Count__mi300_diff"]), name
    assert by_side[("Device", "aten::fill_")]["change"] == "new"


def kernel_summary_by_op(run: str) -> dict[str, tuple[float, int]]:
    """TraceLens's kernel_summary.csv summed per parent op: (µs, kernels); no parent: NO_OP."""
    out: dict[str, tuple[float, int]] = {}
    for t in tracelens(f"{run}/kernel_summary.csv"):
        op = t["Parent cpu_op"] or compare.NO_OP
        us, n = out.get(op, (0.0, 0))
        out[op] = (us + float(t["Kernel duration (µs)_sum"]), n + int(t["Kernel duration (µs)_count"]))
    return out


def test_cross_vendor_kernels_compared_by_launching_op(service):
    c = compared(service, "kernel_stats", H100, MI300)
    # Kernels by launching op first, with the note saying why.
    assert list(c["tables"]) == ["kernels_by_op", "kernels"]
    by_op, by_name = c["tables"]["kernels_by_op"], c["tables"]["kernels"]
    assert by_op["beside"] == "kernels" and by_name["beside"] is None
    assert "Only 12 % of the new run's kernel time" in by_op["note"] and "vendor" in by_op["note"]
    assert by_name["note"].startswith("Kernels matched by name")
    assert compare.matched_share(by_name) == pytest.approx(0.12, abs=0.005)
    # One KPI of all kernel time, not one per table.
    assert [k["id"] for k in c["kpis"]] == ["kernels_total_duration_us"]

    # By name: the kernels both GPUs ran are the ones TraceLens's comparison matched (12
    # elementwise and reduction kernels); every GEMM and attention kernel is new or gone.
    theirs = tracelens("compare_h100_mi300_qwen/kernel_summary.csv")
    shared = {t["Kernel name"] for t in theirs
              if t["h100::Kernel duration (µs)_sum"] and t["mi300::Kernel duration (µs)_sum"]}
    ours = rows(by_name)
    in_both = {r["kernel_name"] for r in ours if r["total_duration_us_base"] is not None} & \
              {r["kernel_name"] for r in ours if r["total_duration_us"] is not None}
    assert in_both == shared and len(shared) == 12
    heavy = {"aten::mm", "aten::addmm", "aten::bmm", "aten::_flash_attention_forward"}
    for r in ours:
        if r["op_name"] in heavy:
            assert r["change"] in ("new", "gone") and r["kernel_name"] not in shared, r["kernel_name"]

    # By launching op: TraceLens's kernel_summary of each run, summed per parent op.
    h100, mi300 = kernel_summary_by_op(H100), kernel_summary_by_op(MI300)
    got = {r["op_name"]: r for r in rows(by_op)}
    assert set(got) == set(h100) | set(mi300)
    for op, r in got.items():
        for side, ref in (("_base", h100), ("", mi300)):
            if op not in ref:
                assert r[f"total_duration_us{side}"] is None and r["change"] == ("new" if side == "_base" else "gone")
                continue
            us, n = ref[op]
            assert r[f"occurrences{side}"] == n, (op, side)
            assert r[f"total_duration_us{side}"] == pytest.approx(us, rel=1e-5, abs=slack(0)), (op, side)
    mm = got["aten::mm"]
    assert (mm["change"], mm["occurrences_base"], mm["occurrences"]) == ("up", 96, 96)
    assert mm["total_duration_us_delta"] == pytest.approx(8663.617 - 6588.415, abs=2e-3)


def test_kernels_by_op_stay_beside_when_names_match(service):
    """The same GPU (a run compared with itself): kernels by name first, no note."""
    c = compared(service, "kernel_stats", H100, H100)
    assert list(c["tables"]) == ["kernels", "kernels_by_op"]
    assert c["tables"]["kernels"]["note"] is None and c["tables"]["kernels_by_op"]["note"] is None
    assert {r[0] for r in c["tables"]["kernels_by_op"]["rows"]} == {"same"}
