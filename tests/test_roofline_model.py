"""roofline_model: the roofline records of every step, against XProf's output on the same profiles.

XProf 2.24 was run (tests/fixtures/make_xprof_synthetic.py) on the synthetic GPU
and TPU profiles of test_op_profile.py (one TPU core, and two); its outputs are in
tests/fixtures/xprof_outputs/synthetic/. XProf's roofline is empty on CPU; ours
reads the XLA CPU runtime's per-op events there, bound by what the user enters.
"""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, fixture_xplane
from test_op_profile import gpu_space, load, tpu_infeed_space, tpu_space
from tb_profile_plugin import tools
from tb_profile_plugin.analysis import xla_ops
from tb_profile_plugin.errors import BadParameter
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.service import Service
from tb_profile_plugin.tools import roofline_model

SYNTHETIC = FIXTURES / "xprof_outputs" / "synthetic"


def _theirs(kind: str) -> tuple[list, list, dict]:
    data = json.loads((SYNTHETIC / kind / "roofline_model.json").read_text())
    table = data[0]
    return table["cols"], [[c.get("v") for c in row["c"]] for row in table["rows"]], table["p"]


def _close(a, b) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return a == pytest.approx(b, rel=1e-9, abs=1e-12)
    return a == b


def _by_id(result) -> list[dict]:
    ids = [c["id"] for c in result["columns"]]
    return [dict(zip(ids, row)) for row in result["rows"]]


SPACES = {"tpu": lambda: tpu_space(xprof_keys=True), "tpu2": lambda: tpu_space(xprof_keys=True, cores=2),
          "tpu_infeed": tpu_infeed_space}


@pytest.mark.parametrize("kind", sorted(SPACES))
def test_tpu_every_number_is_xprofs(make_xspace_file, kind):
    ours = roofline_model.convert([load(make_xspace_file, SPACES[kind]())], {})
    cols, theirs, peaks = _theirs(kind)
    assert [(c["id"], c["label"], c["type"]) for c in cols] == [
        (c["id"], c["label"], c["type"]) for c in ours["columns"]] == roofline_model.COLUMNS
    assert len(ours["rows"]) == len(theirs) == (17 if kind == "tpu_infeed" else 18)
    ids = [c["id"] for c in cols]
    for mine, row in zip(ours["rows"], theirs):
        for j, (a, b) in enumerate(zip(mine, row)):
            if ids[j] == "source_info":  # ours plain text, XProf's an HTML <div>
                continue
            if (mine[0], ids[j]) == ("Average", "avg_time"):  # ours: the average step (module docstring)
                assert a == mine[ids.index("total_time")] and b == a * 2
                continue
            assert _close(a, b), (mine[0], mine[3], ids[j], a, b)
    assert ours["peaks"]["peak_flop_rate"] == pytest.approx(float(peaks["peak_flop_rate"]))
    assert ours["peaks"]["peak_hbm_bw"] == pytest.approx(float(peaks["peak_hbm_bw"]), rel=1e-6)
    assert ours["peaks"]["hbm_ridge_point"] == pytest.approx(float(peaks["hbm_ridge_point"]))
    assert ours["peaks"]["source"] == "profile" and ours["steps"] == ["Total", "Average", "0", "1"]
    assert not ours["diagnostics"]


def test_tpu_bound_by_and_roofs_by_hand(make_xspace_file):
    rows = _by_id(roofline_model.convert([load(make_xspace_file, tpu_space(xprof_keys=True))], {}))
    total = [r for r in rows if r["step"] == "Total" and r["include_infeed_outfeed"]]
    program, ops = total[0], {r["operation"]: r for r in total[1:]}
    # convolution.1: 1 GFLOP and 4 MB in 20 µs per execution: 50,000 GFLOP/s, 200 GB/s, at the
    # ridge (250 FLOP/byte) of a 200 TFLOP/s, 800 GB/s device: compute and memory used alike.
    conv = ops["convolution.1"]
    assert conv["measured_flop_rate"] == pytest.approx(50_000)
    assert conv["hbm_bw"] == pytest.approx(200e9 / 2**30)
    assert conv["operational_intensity"] == 250 and conv["bound_by"] == "Compute"
    assert conv["roofline_efficiency"] == pytest.approx(0.25) and conv["optimal_flop_rate"] == pytest.approx(200_000)
    assert ops["add.5"]["bound_by"] == "HBM" and ops["while.4"]["bound_by"] == "Unknown"
    # The program: FLOPs of every op that holds no other (not while.4) over 190 µs (ops and idle).
    assert program["total_time"] == 190 and program["measured_flop_rate"] == pytest.approx(2.003e9 / 190e3)
    steps = {r["step"]: r for r in rows if r["category"] == "Program" and r["include_infeed_outfeed"]}
    assert steps["0"]["total_time"] == steps["1"]["total_time"] == steps["Average"]["total_time"] == 90
    assert steps["0"]["measured_flop_rate"] == pytest.approx(1.0015e9 / 90e3)


def test_infeed_and_outfeed_apart(make_xspace_file):
    """Without infeed/outfeed: their rows go, and their time leaves the program's and the steps'."""
    space = tpu_infeed_space()
    rows = _by_id(roofline_model.convert([load(make_xspace_file, space)], {}))
    with_io = [r for r in rows if r["include_infeed_outfeed"]]
    without = [r for r in rows if not r["include_infeed_outfeed"]]
    assert "copy.3" in {r["operation"] for r in with_io} and "copy.3" not in {r["operation"] for r in without}
    program = {(r["step"], r["include_infeed_outfeed"]): r for r in rows if r["category"] == "Program"}
    assert program[("Total", True)]["total_time"] == 190 and program[("Total", False)]["total_time"] == 180
    assert program[("0", False)]["total_time"] == 85
    assert program[("0", False)]["measured_memory_bw"] == pytest.approx(10e6 / 85e-6 / 2**30)
    assert program[("0", True)]["measured_memory_bw"] == pytest.approx(11e6 / 90e-6 / 2**30)
    fractions = [r["total_self_time_percent"] for r in without if r["category"] != "Program"]
    assert sum(fractions) == pytest.approx(120 / 180)  # 130 µs of ops less copy.3's 10


def test_gpu_times_are_xprofs(make_xspace_file):
    """Times, ranks, shares and bound by: XProf's. Counts of multi-kernel ops and FLOP estimates
    of fusions differ (hlo_stats' docstring); no per-step rows (no step markers)."""
    ours = roofline_model.convert([load(make_xspace_file, gpu_space())], {})
    cols, theirs, peaks = _theirs("gpu")
    assert [(c["id"], c["label"]) for c in cols] == [(c["id"], c["label"]) for c in ours["columns"]]
    assert len(ours["columns"]) == 30
    ids = [c["id"] for c in cols]
    their_total = [dict(zip(ids, r)) for r in theirs if r[0] == "Total" and r[ids.index("include_infeed_outfeed")]]
    mine = [r for r in _by_id(ours) if r["include_infeed_outfeed"]]
    assert [r["operation"] for r in mine] == [r["operation"] for r in their_total]
    for a, b in zip(mine, their_total):
        for c in ("rank", "category", "total_time", "total_self_time", "total_self_time_percent",
                  "cumulative_total_self_time_percent", "total_time_in_percentage", "bound_by", "hlo_module_id"):
            assert _close(a[c], b[c]), (a["operation"], c, a[c], b[c])
    dot = next(r for r in mine if r["operation"] == "dot")
    their_dot = next(r for r in their_total if r["operation"] == "dot")
    for c in ("measured_flop_rate", "hbm_bw", "operational_intensity", "roofline_efficiency", "optimal_flop_rate"):
        assert _close(dot[c], their_dot[c]), (c, dot[c], their_dot[c])
    assert ours["peaks"]["peak_hbm_bw"] == pytest.approx(float(peaks["peak_hbm_bw"]), rel=1e-5)  # 6 digits
    assert ours["peaks"]["hbm_ridge_point"] == pytest.approx(float(peaks["hbm_ridge_point"]), rel=1e-5)
    assert ours["steps"] == ["Total"] and any("No steps" in d for d in ours["diagnostics"])


def test_jax_cpu_with_the_users_peaks():
    profile = xspace.load(fixture_xplane("jax_jit_train"))
    plain = roofline_model.convert([profile], {})
    assert plain["source"] == "host" and plain["peaks"]["source"] == ""
    assert plain["peaks"]["peak_flop_rate"] is None and "enter them" in plain["diagnostics"][0]
    assert {r["bound_by"] for r in _by_id(plain)} == {"Unknown"}
    assert plain["steps"][:2] == ["Total", "Average"] and len(plain["steps"]) == 7
    entered = roofline_model.convert([profile], {"peak_flop_rate": "100", "peak_memory_bw": "20"})
    assert entered["peaks"] == {"peak_flop_rate": 100.0, "peak_hbm_bw": pytest.approx(20e9 / 2**30),
                                "peak_memory_gbps": 20.0, "hbm_ridge_point": 5.0, "source": "user"}
    assert not entered["diagnostics"]
    for r in _by_id(entered):
        if r["measured_flop_rate"] or r["hbm_bw"]:
            expected = "Compute" if r["measured_flop_rate"] / 100 >= r["hbm_bw"] / (20e9 / 2**30) else "HBM"
            assert r["bound_by"] == expected, r["operation"]
    # Steps: the host's step markers; each op execution counted in the step it starts in.
    data = xla_ops.xla_ops(profile)
    program = {r["step"]: r for r in _by_id(entered) if r["category"] == "Program" and r["include_infeed_outfeed"]}
    step_flops = sum(program[s]["measured_flop_rate"] * program[s]["total_time"] * 1e3 for s in plain["steps"][2:])
    assert step_flops == pytest.approx(float(data.ops["flops"].sum()), rel=1e-9)


def test_through_the_service_with_options_csv_and_availability():
    service = Service(FIXTURES / "jax_jit_train", cache=ProfileCache(None))
    (run,) = service.runs()
    data = json.loads(service.tool_json(run, "roofline_model", "vm", {"peak_flop_rate": "100",
                                                                       "peak_memory_bw": "20"}))
    assert data["peaks"]["source"] == "user"
    name, body = service.tool_csv(run, "roofline_model", "vm", {})
    assert name.endswith("_roofline_model.csv")
    assert body.decode().split("\r\n", 1)[0].split(",")[:4] == ["Step", "Rank", "Category", "Operation"]
    with pytest.raises(BadParameter, match="peak_flop_rate"):
        service.tool_json(run, "roofline_model", "vm", {"peak_flop_rate": "fast"})
    tf = Service(FIXTURES / "tf_keras_profile_batch", cache=ProfileCache(None))
    (tf_run,) = tf.runs()
    listed = {t["name"]: t for t in tf.run_tools(tf_run)}
    assert not listed["roofline_model"]["available"] and "XLA" in listed["roofline_model"]["reason"]
    assert tools.names().index("roofline_model") == tools.names().index("hlo_stats") + 1


def test_two_hosts_add_up(make_xspace_file):
    one = _by_id(roofline_model.convert([load(make_xspace_file, tpu_space(host="a"), name="a.xplane.pb")], {}))
    two = _by_id(roofline_model.convert([load(make_xspace_file, tpu_space(host="a"), name="a.xplane.pb"),
                                         load(make_xspace_file, tpu_space(host="b"), name="b.xplane.pb")], {}))
    assert len(one) == len(two)
    for a, b in zip(one, two):
        assert b["total_time"] == pytest.approx(2 * a["total_time"]) and b["occurrences"] in (1, 2 * a["occurrences"])
        assert b["measured_flop_rate"] == pytest.approx(a["measured_flop_rate"])
        assert b["total_time_per_core"] == pytest.approx(a["total_time_per_core"])


# -- the real accelerator profiles, against XProf 2.24.2's output on them ------------------


def _xprof_rows(name: str) -> tuple[dict, list[dict]]:
    from conftest import accelerator_xprof
    table = accelerator_xprof(name, "roofline_model")[0]
    ids = [c["id"] for c in table["cols"]]
    return table["p"], [dict(zip(ids, [c.get("v") for c in row["c"]])) for row in table["rows"]]


def _accelerator(name: str) -> dict:
    from conftest import accelerator_xplane
    return roofline_model.convert([xspace.load(accelerator_xplane(name))], {})


def _same_row(mine: dict, theirs: dict, skip=()) -> list:
    return [(k, mine[k], theirs[k]) for k in theirs
            if k not in ("source_info", *skip) and not _close(mine[k], theirs[k])]


def _same_device(name: str, device_type: str):
    """(ours, XProf's peaks, XProf's rows) once the device's name and peaks are XProf's."""
    ours = _accelerator(name)
    p, theirs = _xprof_rows(name)
    assert ours["device_type"] == p["device_type"] == device_type
    assert f"{ours['peaks']['peak_flop_rate']:g}" == p["peak_flop_rate"]
    assert f"{ours['peaks']['peak_hbm_bw']:g}" == p["peak_hbm_bw"]
    return ours, p, theirs


def test_mi300x_peaks_device_type_and_ops_are_xprofs():
    ours, p, theirs = _same_device("jax_mi300x_conv", "AMD GPU - gfx942")
    assert f"{ours['peaks']['hbm_ridge_point']:g}" == p["hbm_ridge_point"]
    assert ours["peaks"]["source"] == "profile"
    assert not any("peak" in d for d in ours["diagnostics"])      # both peaks are known
    mine = _by_id(ours)
    assert [(r["operation"], r["include_infeed_outfeed"]) for r in mine] == [
        (r["operation"], r["include_infeed_outfeed"]) for r in theirs]
    for a, b in zip(mine, theirs):
        if a["operation"] in ("cudnn-conv.1", "Program"):
            continue
        assert _same_row(a, b) == [], a["operation"]
    # The convolution: FLOPs and bytes per execution, HBM bytes, intensities and bound are
    # XProf's; its rates are XProf's x 40/79 (XProf counts each of its two kernels, docstring).
    for a, b in zip(mine, theirs):
        if a["operation"] != "cudnn-conv.1":
            continue
        assert (a["occurrences"], b["occurrences"]) == (40, 79)
        assert a["bound_by"] == b["bound_by"] == "Compute"
        for c in ("operational_intensity", "hbm_operational_intensity", "bottleneck_operational_intensity",
                  "total_time", "total_self_time", "optimal_flop_rate"):
            assert _close(a[c], b[c]), c
        for c in ("measured_flop_rate", "measured_memory_bw", "hbm_bw", "compute_efficiency",
                  "roofline_efficiency", "max_mem_bw_utilization"):
            assert a[c] == pytest.approx(b[c] * 40 / 79, rel=1e-12), c
    program = next(r for r in mine if r["operation"] == "Program")
    assert program["bound_by"] == "HBM" and program["measured_flop_rate"] > 0


def test_tpu_v6e_peaks_device_type_and_ops_are_xprofs():
    ours, _, theirs = _same_device("tpu_v6e_x4_inference", "TPU v6 Lite")
    mine = [r for r in _by_id(ours) if r["category"] != "Program"]
    ops = [r for r in theirs if r["category"] != "Program"]
    assert len(mine) == len(ops) == 34
    for a, b in zip(mine, ops):
        assert _same_row(a, b) == [], a["operation"]
    # Program rows: HBM bytes from the ops' memory_access_breakdown (copy-start's is empty).
    programs = [r for r in _by_id(ours) if r["category"] == "Program" and r["step"] == "Total"]
    theirs_programs = [r for r in theirs if r["category"] == "Program" and r["step"] == "Total"]
    assert len(programs) == len(theirs_programs) > 0
    for a, b in zip(programs, theirs_programs):
        assert _same_row(a, b) == [], a["step"]
    assert programs[0]["hbm_bw"] == pytest.approx(66.3267258122303, rel=1e-12)
    # The Program row: all but its HBM numbers (XProf sums the ops' memory_access_breakdown).
    hbm = ("hbm_bw", "hbm_operational_intensity", "bottleneck_operational_intensity", "optimal_flop_rate",
           "roofline_efficiency", "max_mem_bw_utilization")
    for a, b in zip([r for r in _by_id(ours) if r["step"] == "Total" and r["category"] == "Program"],
                    [r for r in theirs if r["step"] == "Total" and r["category"] == "Program"]):
        assert _same_row(a, b, skip=hbm) == []


def test_a_device_without_a_flop_rate_says_so_and_keeps_its_bandwidth(make_xspace_file):
    """An AMD GPU whose compute capability names no one architecture (9.0: gfx908 or gfx90a)."""
    space = gpu_space()
    plane = next(p for p in space.planes if p.name == "/device:GPU:0")
    names = {i: m.name for i, m in plane.stat_metadata.items()}
    keep = [s for s in plane.stats if names[s.metadata_id] != "peak_teraflops_per_second"]
    del plane.stats[:]
    plane.stats.extend(keep)
    for stat in plane.stats:
        name = names[stat.metadata_id]
        if name == "device_vendor":
            stat.str_value = "AMD"
        elif name == "compute_cap_major":
            stat.int64_value = 9
    ours = roofline_model.convert([load(make_xspace_file, space)], {})
    assert ours["device_type"] == "AMD GPU - gfx-9XX series"
    assert ours["peaks"]["peak_flop_rate"] is None
    assert ours["peaks"]["peak_hbm_bw"] == pytest.approx(1555.0 * 1e9 / 2**30)
    (said,) = [d for d in ours["diagnostics"] if "records no" in d]
    assert "no peak FLOP rate for this device (AMD GPU - gfx-9XX series)" in said
    assert "bandwidth" not in said and "enter it" in said
