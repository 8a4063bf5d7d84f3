"""distributed (tools/distributed.py, analysis/gpu_kernels.py) on real PyTorch traces.

Reference figures were observed with HTA 0.5.0 (TraceAnalysis on a copy of each file named
rank-<N>.json.gz: get_temporal_breakdown, get_gpu_kernel_breakdown(include_memory_kernels=True),
get_comm_comp_overlap) and torch-tb-profiler 0.4.3 (its /distributed/overlap and
/distributed/commops routes). The independent check below recomputes HTA's definitions from
the raw JSON, with and without HTA's rounding of ns-resolution events.
"""

import bisect
import gzip
import json
import math
import re
from pathlib import Path

import pytest

from tb_profile_plugin import service, tools
from tb_profile_plugin.profile import kineto
from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.tools import distributed

FIXTURES = Path(__file__).parent / "fixtures" / "pytorch"

# HTA 0.5.0, per rank: span (kernel_time), idle, compute, non-compute (µs), their % (2 decimals),
# comm/comp overlap % (2 decimals), kernel types (µs).
HTA = {
    ("nccl", "rank-0"): dict(
        span=435586, idle=338781, compute=75169, non_compute=21636, pct=(77.78, 17.26, 4.97), overlap=14.31,
        types={"COMPUTATION": 71696, "COMMUNICATION": 20621, "COMPUTATION overlapping COMMUNICATION": 3473,
               "MEMORY": 831, "COMMUNICATION overlapping MEMORY": 184}),
    ("distributed", "rank-0"): dict(
        span=600058, idle=321378, compute=106252, non_compute=172428, pct=(53.56, 17.71, 28.74), overlap=11.81,
        types={"COMMUNICATION": 171780, "COMPUTATION": 83182, "COMPUTATION overlapping COMMUNICATION": 23056,
               "COMMUNICATION overlapping MEMORY": 479, "MEMORY": 169,
               "COMPUTATION overlapping COMMUNICATION overlapping MEMORY": 12, "COMPUTATION overlapping MEMORY": 2}),
    ("distributed", "rank-1"): dict(
        span=600674, idle=328671, compute=135548, non_compute=136455, pct=(54.72, 22.57, 22.72), overlap=20.05,
        types={"COMMUNICATION": 133804, "COMPUTATION": 101841, "COMPUTATION overlapping COMMUNICATION": 33691,
               "MEMORY": 2119, "COMMUNICATION overlapping MEMORY": 532, "COMPUTATION overlapping MEMORY": 16}),
}
# HTA's kernel-type table over both ranks of `distributed` (µs, % to 1 decimal).
HTA_DISTRIBUTED_TYPES = {
    "COMMUNICATION": (305584, 55.5), "COMPUTATION": (185023, 33.6),
    "COMPUTATION overlapping COMMUNICATION": (56747, 10.3), "MEMORY": (2288, 0.4),
    "COMMUNICATION overlapping MEMORY": (1011, 0.2), "COMPUTATION overlapping MEMORY": (18, 0.0),
    "COMPUTATION overlapping COMMUNICATION overlapping MEMORY": (12, 0.0)}
# torch-tb-profiler 0.4.3 /distributed/overlap: [computation, overlapping, communication, other] per step.
TTB_OVERLAP = {
    ("nccl", "0"): {4: [36585.2646484375, 12084.892578125, 356.0439453125, 173415.990234375],
                    5: [36583.759765625, 12385.275390625, 311.68359375, 170446.1865234375],
                    6: [34893.1826171875, 22682.93359375, 372.8037109375, 166987.3232421875]},
    ("distributed", "0"): {551: [278511.0, 0, 218.0, 328583.0], 552: [268701.0, 91.0, 76.0, 354060.0]},
    ("distributed", "1"): {551: [269790.0, 94.0, 112.0, 337908.0], 552: [305459.0, 153.0, 13.0, 325014.0]},
}


@pytest.fixture(scope="module")
def svc():
    return service.Service(str(FIXTURES), cache=ProfileCache(None))


@pytest.fixture(scope="module")
def results(svc):
    return {run: json.loads(svc.tool_json(run, "distributed", None, {})) for run in ("nccl", "distributed")}


def _rank(result, host):
    return next(r for r in result["ranks"] if r["host"] == host)


# -- an independent HTA from the raw JSON ---------------------------------------------

_GPU = {"kernel", "gpu_memcpy", "gpu_memset"}


def _kind(name):  # HTA utils.get_kernel_type
    if re.match(r"^nccl.*Kernel", name):
        return "COMMUNICATION"
    if re.match(r"(^Memcpy)|(^Memset)|(^dma)", name):
        return "MEMORY"
    return "OTHER" if re.match(r"(^nccl.*Kernel)|(.*(Memcpy)|(Memset))|(.*Sync)", name) else "COMPUTATION"


def _union(intervals):
    out = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out


def _raw_hta(path, hta_rounding):
    """HTA's figures from the raw events: times in ns, or in µs rounded inward as HTA does."""
    events = json.loads(gzip.open(path).read())["traceEvents"]

    def span(e):
        if hta_rounding:  # HTA trace_parser.round_down_time_stamps
            return math.ceil(e["ts"]), math.floor(e["ts"] + e["dur"])
        ts = round(e["ts"] * 1000)
        return ts, ts + round(e["dur"] * 1000)

    timed = [e for e in events if e.get("ph") == "X" and "dur" in e and e.get("cat") != "Trace"]
    gpu = [e for e in timed if e.get("cat") in _GPU]
    host = [e for e in timed if e.get("cat") not in _GPU and e.get("cat") != "gpu_user_annotation"]
    steps = [span(e)[0] for e in host if e["name"].startswith("ProfilerStep")]
    if len(steps) >= 2:  # HTA Trace._filter_irrelevant_gpu_kernels
        launched = {e["args"]["correlation"] for e in host
                    if "correlation" in e.get("args", {}) and span(e)[0] < max(steps)}
        gpu = [e for e in gpu if e["args"].get("correlation") in launched]
    acts = [(*span(e), _kind(e["name"])) for e in gpu]
    busy = _union([(s, e) for s, e, _ in acts])
    sets = {k: _union([(s, e) for s, e, kk in acts if kk == k]) for k in ("COMPUTATION", "COMMUNICATION", "MEMORY")}
    bounds = sorted({t for iv in sets.values() for x in iv for t in x})
    types = {}
    for a, b in zip(bounds, bounds[1:]):
        on = [k for k, iv in sets.items()
              if (i := bisect.bisect_right([x[0] for x in iv], a) - 1) >= 0 and iv[i][1] > a]
        if on:
            label = " overlapping ".join(on)
            types[label] = types.get(label, 0) + b - a
    length = lambda iv: sum(e - s for s, e in iv)
    total, compute = busy[-1][1] - busy[0][0], length(sets["COMPUTATION"])
    idle = total - length(busy)
    both = types.get("COMPUTATION overlapping COMMUNICATION", 0) + types.get(
        "COMPUTATION overlapping COMMUNICATION overlapping MEMORY", 0)
    return dict(span=total, idle=idle, compute=compute, non_compute=total - compute - idle, types=types,
                overlap=100 * both / length(sets["COMMUNICATION"]))


# -- HTA -------------------------------------------------------------------------------

@pytest.mark.parametrize("run,host", list(HTA))
def test_the_independent_check_with_htas_rounding_gives_htas_numbers(run, host):
    raw = _raw_hta(FIXTURES / run / f"{host}.pt.trace.json.gz", hta_rounding=True)
    ref = HTA[(run, host)]
    for k in ("span", "idle", "compute", "non_compute"):
        assert raw[k] == ref[k], k
    assert raw["types"] == ref["types"]
    assert round(raw["overlap"], 2) == ref["overlap"]


@pytest.mark.parametrize("run,host", list(HTA))
def test_hta_figures_equal_the_independent_check_in_exact_time(results, run, host):
    raw = _raw_hta(FIXTURES / run / f"{host}.pt.trace.json.gz", hta_rounding=False)
    r = _rank(results[run], host)
    for k in ("span", "idle", "compute", "non_compute"):
        assert r[f"{k}_us"] == pytest.approx(raw[k] / 1000, abs=1e-3), k
    assert r["kernel_types"] == pytest.approx({k: v / 1000 for k, v in raw["types"].items()}, abs=1e-3)
    assert r["comm_comp_overlap_pct"] == pytest.approx(raw["overlap"], abs=1e-4)


@pytest.mark.parametrize("host", ["rank-0", "rank-1"])
def test_whole_us_traces_give_htas_numbers_to_the_us(results, host):
    r, ref = _rank(results["distributed"], host), HTA[("distributed", host)]
    assert [r["span_us"], r["idle_us"], r["compute_us"], r["non_compute_us"]] == \
        [ref["span"], ref["idle"], ref["compute"], ref["non_compute"]]
    assert (round(r["idle_pct"], 2), round(r["compute_pct"], 2), round(r["non_compute_pct"], 2)) == ref["pct"]
    assert r["kernel_types"] == ref["types"]
    assert round(r["comm_comp_overlap_pct"], 2) == ref["overlap"]
    assert r["rank"] == host[-1] and r["world_size"] == 128 and r["backend"] == "nccl"


def test_the_all_ranks_kernel_type_table_is_htas(results):
    got = {t["kernel_type"]: (t["us"], round(t["pct"], 1)) for t in results["distributed"]["kernel_types"]}
    assert got == HTA_DISTRIBUTED_TYPES


def test_ns_resolution_trace_differs_from_hta_only_by_its_rounding(results):
    """nccl is in ns: HTA rounds each event inward to whole µs, so its unions are smaller."""
    r, ref = _rank(results["nccl"], "rank-0"), HTA[("nccl", "rank-0")]
    assert r["span_us"] == 435587.562 and ref["span"] == 435586
    assert r["idle_us"] == 336419.715 and ref["idle"] == 338781
    assert r["compute_us"] == 76935.828 and ref["compute"] == 75169
    assert r["kernel_types"]["MEMORY"] == 1528.648 and ref["types"]["MEMORY"] == 831  # µs-short memcpys
    assert round(r["comm_comp_overlap_pct"], 2) == 14.76 and ref["overlap"] == 14.31


# -- torch-tb-profiler -----------------------------------------------------------------

@pytest.mark.parametrize("run,rank", list(TTB_OVERLAP))
def test_step_spans_are_torch_tb_profilers(results, run, rank):
    cols = [c["id"] for c in results[run]["steps"]["columns"]]
    rows = [dict(zip(cols, row)) for row in results[run]["steps"]["rows"] if row[0] == rank]
    ttb = TTB_OVERLAP[(run, rank)]
    assert [row["step_num"] for row in rows] == list(ttb)
    for row in rows:
        assert row["step_us"] == pytest.approx(sum(ttb[row["step_num"]]), abs=0.01)
        parts = [row[f"{i}_us"] for i, _ in distributed.BREAKDOWN]
        assert sum(parts) == pytest.approx(row["step_us"], abs=0.005)
        assert min(parts) >= 0


def test_steps_count_nccl_kernels_as_communication(results):
    """TTB finds almost no communication (its External id rule); the NCCL kernels are here."""
    cols = [c["id"] for c in results["distributed"]["steps"]["columns"]]
    row = dict(zip(cols, results["distributed"]["steps"]["rows"][0]))
    assert (row["rank"], row["step_num"]) == ("0", 551)
    assert TTB_OVERLAP[("distributed", "0")][551][2] == 218.0
    assert row["communication_us"] + row["overlapping_us"] > 100_000


# -- collectives, diagnostics, availability ------------------------------------------------

def test_collectives_from_the_kernels_args(results):
    cols = [c["id"] for c in results["nccl"]["collectives"]["columns"]]
    rows = {r[1]: dict(zip(cols, r)) for r in results["nccl"]["collectives"]["rows"]}
    events = json.loads(gzip.open(FIXTURES / "nccl" / "rank-0.pt.trace.json.gz").read())["traceEvents"]
    for name, ttb_calls in (("allreduce", 15), ("broadcast", 6)):  # TTB: nccl:all_reduce 15, nccl:broadcast 6
        kernels = [e for e in events if e.get("cat") == "kernel" and e["args"].get("Collective name") == name]
        size = {"Float": 4, "Long": 8}
        assert rows[name]["calls"] == len(kernels) == ttb_calls
        assert rows[name]["in_nelems"] == sum(e["args"]["In msg nelems"] for e in kernels)
        assert rows[name]["in_bytes"] == sum(e["args"]["In msg nelems"] * size[e["args"]["dtype"]] for e in kernels)
        assert rows[name]["total_us"] == pytest.approx(sum(e["dur"] for e in kernels), abs=1e-3)
        assert rows[name]["group_size"] == 2 and rows[name]["process_group"] == "0"
    # No collective args in the older trace: the kernel name's collective, sizes unknown.
    d = results["distributed"]["collectives"]["rows"]
    assert [r[:4] for r in d] == [["0", "SendRecv", "", 10], ["1", "SendRecv", "", 10]]
    assert d[0][7:10] == [None, None, None]


def test_diagnostics_say_how_many_ranks_of_the_world_are_here(results):
    assert results["distributed"]["diagnostics"][0].startswith("Only 2 of world size 128 ranks")
    assert results["nccl"]["diagnostics"][0].startswith("Only 1 of world size 2 ranks")


def test_availability_needs_gpu_activity():
    cpu = kineto.load(FIXTURES / "cpu_only" / "rank-34.Jul_15_10_52_41.1074.pt.trace.json.gz")
    tool = tools.get("distributed")
    assert "no GPU activity" in tool.requires([cpu])
    gpu = kineto.load(FIXTURES / "resnet50" / "worker0.1623143089861.pt.trace.json.gz")
    assert tool.requires([gpu]) is None
    names = tools.names()
    assert names.index("distributed") == names.index("pod_viewer") + 1


def test_single_gpu_run_without_rank_info(svc):
    r = json.loads(svc.tool_json("resnet50", "distributed", None, {}))
    (rank,) = r["ranks"]
    assert rank["rank"] == "worker0" and rank["world_size"] is None
    assert rank["communication_us"] == 0 and rank["comm_comp_overlap_pct"] is None
    assert r["collectives"]["rows"] == []
    assert any("No communication kernels" in d for d in r["diagnostics"])


def test_convert_equals_the_services_map_and_reduce(results):
    profiles = [kineto.load(p) for p in sorted((FIXTURES / "distributed").glob("*.pt.trace.json.gz"))]
    assert json.loads(json.dumps(distributed.convert(profiles, {}))) == results["distributed"]
    labels, rows = distributed.table(results["distributed"])
    assert labels[0] == "Rank" and [r[0] for r in rows] == ["0", "1"]
