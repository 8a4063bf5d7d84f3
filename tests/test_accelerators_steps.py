"""overview_page, input_pipeline_analyzer and pod_viewer on the real TPU v6e and MI300X
profiles, against XProf 2.24.2's outputs; the chip rules a real profile does not show
(megacore, two cores on one chip) on synthetic XSpaces built from the real planes' stats."""

import json

import pytest

from conftest import PlaneBuilder, accelerator_xplane, accelerator_xprof
from tb_profile_plugin import tools
from tb_profile_plugin.analysis import tpu_steps
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.protos import xplane_pb2

TPU, GPU = "tpu_v6e_x4_inference", "jax_mi300x_conv"


def _convert(tool: str, name: str) -> dict:
    result = tools.get(tool).convert([xspace.load(accelerator_xplane(name))], {})
    return json.loads(json.dumps(result))


def _percent(text: str) -> float:
    assert text.endswith("%"), text
    return float(text[:-1])


def _printed(ours: float) -> float:
    """Ours as XProf prints it (%.1f)."""
    return float(f"{ours:.1f}")


@pytest.fixture(scope="module")
def tpu_overview():
    return _convert("overview_page", TPU)


def test_tpu_overview_duty_cycle_and_idle_are_xprofs(tpu_overview):
    xprof = accelerator_xprof(TPU, "overview_page")[0]["p"]
    s = tpu_overview["summary"]
    assert _printed(s["device_duty_cycle_percent"]) == _percent(xprof["device_duty_cycle_percent"]) == 86.5
    assert _printed(s["device_idle_percent"]) == _percent(xprof["device_idle_time_percent"]) == 13.4
    assert _printed(s["host_idle_percent"]) == _percent(xprof["host_idle_time_percent"]) == 100.0
    # The chips' idle time as XProf prints it (idle_time_high_confidence_ps, %g).
    busy, idle = tpu_steps.duty_cycle(xspace.load(accelerator_xplane(TPU)))
    assert f"{idle:g}" == xprof["idle_time_high_confidence_ps"]


def test_tpu_overview_breakdown_is_the_devices_not_the_hosts(tpu_overview):
    """No step on TPU: the whole profile per core, device time only (XProf's TPU step
    analysis reads the device alone); its busy share is the duty cycle."""
    env = accelerator_xprof(TPU, "overview_page")[2]["p"]
    block = tpu_overview["steps"]
    assert block["whole_profile"] and block["device_type"] == "TPU"
    assert tpu_overview["environment"]["device_core_count"] == int(env["device_core_count"]) == 4
    pct = {b["id"]: b["percent"] for b in tpu_overview["summary"]["breakdown"]}
    assert pct["host_compute"] == pct["compile"] == pct["other"] == 0.0
    busy = pct["device_compute"] + pct["device_collectives"] + pct["device_to_device"]
    assert busy == pytest.approx(tpu_overview["summary"]["device_duty_cycle_percent"], abs=1e-3)
    assert pct["tc_idle"] == pytest.approx(100.0 - busy, abs=1e-3)
    assert tpu_overview["summary"]["device_compute_precisions"] is None  # XProf's TPU page shows none
    assert tpu_overview["recommendations"]["bottleneck"] == \
        accelerator_xprof(TPU, "overview_page")[3]["p"]["bottleneck"] == "unknown"


def test_tpu_input_pipeline_has_no_input_time_as_xprof():
    ours = _convert("input_pipeline_analyzer", TPU)
    xprof = accelerator_xprof(TPU, "input_pipeline_analyzer")[1]["p"]
    assert ours["device_side"]["input_percent"]["avg"] == float(xprof["infeed_percent_average"]) == 0.0
    assert ours["summary"]["input_bound"]["level"] == "unknown"
    assert xprof["input_conclusion"].startswith("No step time measured")
    (row,) = ours["steps"]["rows"]
    assert row["breakdown_ms"]["host_compute"] == 0.0 and row["breakdown_ms"]["device_compute"] > 0


def test_tpu_pod_viewer_columns_cores_and_bottleneck():
    ours = _convert("pod_viewer", TPU)
    xprof = accelerator_xprof(TPU, "pod_viewer")
    assert [c["label"] for c in ours["categories"]] == [e["name"] for e in xprof["stepBreakdownEvents"]]
    assert not xprof["podStatsSequence"]["podStatsMap"]  # XProf: no step, no core (a difference)
    # 4 chips of one TensorCore each (core_details, has_megacore 0), as XProf's overview counts them.
    assert ours["topology"] == {"num_hosts": 1, "chips_per_host": 4, "cores_per_chip": 1,
                                "hosts": ["tpu_inference_2"]}
    assert [(c["core_id"], c["chip_id"], c["core_on_chip"], c["name"]) for c in ours["cores"]] == [
        (i, i, 0, f"/device:TPU:{i}") for i in range(4)]
    st = ours["per_step"]["0"]
    assert st["cores"] == [0, 1, 2, 3]
    assert st["bottleneck"] == ["Device compute"] * 4
    assert all(v == 0.0 for c in ("host_compute", "compile", "output") for v in st["breakdown_us"][c])
    assert ours["diagnostics"]["warnings"] and xprof["diagnostics"]["warnings"][0].startswith(
        "No step marker observed")


def test_gpu_step_tools_against_xprof():
    """MI300X: XProf shows no duty cycle or idle on GPU, the generic pod categories."""
    ov = _convert("overview_page", GPU)
    xprof = accelerator_xprof(GPU, "overview_page")
    assert "device_duty_cycle_percent" not in xprof[0]["p"] and "host_idle_time_percent" not in xprof[0]["p"]
    assert ov["summary"]["device_duty_cycle_percent"] is None and ov["summary"]["host_idle_percent"] is None
    assert ov["environment"]["device_core_count"] == int(xprof[2]["p"]["device_core_count"]) == 8
    assert ov["recommendations"]["bottleneck"] == xprof[3]["p"]["bottleneck"] == "unknown"
    ip = _convert("input_pipeline_analyzer", GPU)
    assert ip["summary"]["input_bound"]["level"] == "unknown"
    pod = _convert("pod_viewer", GPU)
    assert [c["label"] for c in pod["categories"]] == \
        [e["name"] for e in accelerator_xprof(GPU, "pod_viewer")["stepBreakdownEvents"]]


# -- chips no real profile shows: stats as on tpu_inference_2's planes -------------------

def _core_details(local_chip: int, core_num: int = 0) -> bytes:
    """CoreDetails (op_stats.proto) with core_num (3), local_chip_id (4), as the TPU runtime
    writes it (zero fields left out)."""
    out = b""
    if core_num:
        out += bytes([0x18, core_num])
    if local_chip:
        out += bytes([0x20, local_chip])
    return out


def _tpu_space(stats_of_core, ops_of_core) -> xplane_pb2.XSpace:
    space = xplane_pb2.XSpace(hostnames=["host0"])
    us = 1_000_000
    for core, ops in enumerate(ops_of_core):
        b = PlaneBuilder(space, f"/device:TPU:{core}", id=core + 1)
        b.plane_stats({"device_type_string": "TPU v4", **stats_of_core(core)})
        modules = b.line("XLA Modules", timestamp_ns=1000)
        b.event(modules, "jit_f(1)", 0, 100 * us)
        line = b.line("XLA Ops", timestamp_ns=1000)
        for name, category, start, end in ops:
            b.event_metadata(name, stats={"hlo_category": category})
            b.event(line, name, start * us, (end - start) * us)
    PlaneBuilder(space, "/host:CPU", id=0).line("main", timestamp_ns=1000)
    return space


def test_two_cores_of_one_chip_count_once_in_the_duty_cycle(make_xspace_file):
    """core_details puts both cores on chip 0: busy is the union of their ops (10-50 us),
    the chip's window 0-100 us; the infeed (off duty) is idle."""
    ops = [[("fusion.1", "loop fusion", 10, 40), ("infeed.2", "infeed", 60, 90)],
           [("fusion.1", "loop fusion", 20, 50)]]
    space = _tpu_space(lambda core: {"core_details": _core_details(0, core), "has_megacore": 1}, ops)
    profile = xspace.load(make_xspace_file(space))
    assert tpu_steps.duty_cycle(profile) == (40_000_000, 60_000_000)
    assert tpu_steps.core_layout(tpu_steps.core_planes(profile)) == ([0, 0], [0, 1], 2)
    pod = tools.get("pod_viewer").convert([profile], {})
    assert pod["topology"]["chips_per_host"] == 1 and pod["topology"]["cores_per_chip"] == 2
    assert [(c["chip_id"], c["core_on_chip"]) for c in pod["cores"]] == [(0, 0), (0, 1)]
    by = pod["per_step"]["0"]["breakdown_us"]
    assert by["device_compute"] == [30.0, 30.0] and by["input"] == [30.0, 0.0]


def test_megacore_without_core_details_pairs_cores(make_xspace_file):
    ops = [[("fusion.1", "loop fusion", 0, 50)]] * 4
    megacore = xspace.load(make_xspace_file(_tpu_space(lambda core: {"has_megacore": 1}, ops), name="m.xplane.pb"))
    assert tpu_steps.core_layout(tpu_steps.core_planes(megacore)) == ([0, 0, 1, 1], [0, 1, 0, 1], 2)
    single = xspace.load(make_xspace_file(_tpu_space(lambda core: {"has_megacore": 0}, ops), name="s.xplane.pb"))
    assert tpu_steps.core_layout(tpu_steps.core_planes(single)) == ([0, 1, 2, 3], [0, 0, 0, 0], 1)
    # Without core_details each core is a chip of its own in the duty cycle, as in XProf.
    assert tpu_steps.duty_cycle(megacore) == (4 * 50_000_000, 4 * 50_000_000)


def test_malformed_core_details_is_no_chip(make_xspace_file):
    ops = [[("fusion.1", "loop fusion", 0, 50)]]
    space = _tpu_space(lambda core: {"core_details": b"\x20", "has_megacore": 0}, ops)
    profile = xspace.load(make_xspace_file(space))
    assert tpu_steps.local_chip(profile.device_planes[0]) is None
    assert tpu_steps.core_layout(tpu_steps.core_planes(profile)) == ([0], [0], 1)


@pytest.mark.parametrize("name", [TPU, GPU])
def test_run_environment_names_the_device_as_xprof(name):
    """XProf's run environment: "TPU v6 Lite", "AMD GPU - gfx942" (not "TPU", "GPU")."""
    (theirs,) = [t["p"] for t in accelerator_xprof(name, "overview_page")
                 if "device_type" in (t.get("p") or {}) and "host_count" in t["p"]]
    ours = _convert("overview_page", name)["environment"]
    assert ours["device_type"] == theirs["device_type"] in ("TPU v6 Lite", "AMD GPU - gfx942")
