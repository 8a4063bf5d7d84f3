"""Framework ops on real accelerator profiles (JAX on 4 TPU v6e, JAX on 8 MI300X GPUs):
tensorflow_stats and the overview's top ops against XProf 2.24.2's, row by row."""

from __future__ import annotations

import math

import pytest

from tb_profile_plugin import tools
from tb_profile_plugin.profile import xspace

from conftest import accelerator_xplane, accelerator_xprof

NAMES = ("tpu_v6e_x4_inference", "jax_mi300x_conv")
_loaded: dict = {}

# The one op whose numbers differ on purpose (op_stats' docstring): XProf counts each kernel
# of cudnn-conv.1 (79 in 40 executions), we count executions; the FLOPs and bytes it
# multiplies by that count differ with it.
CONV = "jit(forward_3d_conv)/conv_general_dilated"
BY_EXECUTIONS = ("occurrences", "avg_time", "avg_self_time", "measured_flop_rate", "measured_memory_bw",
                 "operational_intensity")


def _profile(name):
    if name not in _loaded:
        _loaded[name] = xspace.load(accelerator_xplane(name))
    return _loaded[name]


def _xprof_rows(name, tool, index=None):
    table = accelerator_xprof(name, tool)
    table = table if index is None else table[index]
    ids = [c["id"].replace("Host_cumulative", "host_cumulative") for c in table["cols"]]
    return [dict(zip(ids, [cell.get("v") if cell else None for cell in row["c"]])) for row in table["rows"]]


def _same(ours, theirs, digits: int = 3) -> bool:
    """Ours rounded to `digits` decimals (us: to the ns) against XProf's unrounded value."""
    return math.isclose(ours, theirs, rel_tol=1e-9, abs_tol=0.5 * 10.0**-digits + 1e-9)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("index,key", [(0, "rows_with_idle"), (1, "rows")])
def test_every_row_as_xprof(name, index, key):
    ours = tools.get("tensorflow_stats").convert([_profile(name)], {})
    ids = [c["id"] for c in ours["columns"]]
    rows = [dict(zip(ids, r)) for r in ours[key]]
    theirs = _xprof_rows(name, "framework_op_stats", index)
    # The same rows in XProf's order: the device's by self time, then the host's.
    assert [(r["host_or_device"], r["type"], r["operation"]) for r in rows] == [
        (r["host_or_device"], r["type"], r["operation"]) for r in theirs]
    wrong = []
    for row, ref in zip(rows, theirs):
        for column in ids[4:]:
            expected = ref[column] * (100 if column.endswith("percent") else 1)
            if ref["operation"] == CONV and column in BY_EXECUTIONS:
                continue
            digits = 4 if column.endswith("percent") else 3
            if not _same(row[column], expected, digits):
                wrong.append(f"{ref['operation']} {column}: {row[column]} vs XProf {expected}")
    assert not wrong, "\n".join(wrong)


def test_conv_counts_executions_where_xprof_counts_kernels():
    """conv_general_dilated runs as two HLO ops (input_transpose_fusion, cudnn-conv.1):
    a framework op runs as often as its most run HLO op, as XProf says; the
    counts are hlo_stats' (40 executions each), XProf's 79 are cudnn-conv.1's kernels."""
    ours = tools.get("tensorflow_stats").convert([_profile("jax_mi300x_conv")], {})
    ids = [c["id"] for c in ours["columns"]]
    (conv,) = [dict(zip(ids, r)) for r in ours["rows"] if r[3] == CONV]
    hlo = tools.get("hlo_stats").convert([_profile("jax_mi300x_conv")], {})
    hlo_ids = [c["id"] for c in hlo["columns"]]
    parts = [dict(zip(hlo_ids, r)) for r in hlo["rows"] if r[hlo_ids.index("tf_op_name")] == CONV + ":"]
    assert sorted(p["hlo_op_name"] for p in parts) == ["cudnn-conv.1", "input_transpose_fusion"]
    assert conv["occurrences"] == max(p["occurrences"] for p in parts) == 40
    theirs = [r for r in _xprof_rows("jax_mi300x_conv", "hlo_stats") if r["tf_op_name"] == CONV + ":"]
    (xprof_conv,) = [r for r in _xprof_rows("jax_mi300x_conv", "framework_op_stats", 1) if r["operation"] == CONV]
    assert xprof_conv["occurrences"] == max(r["occurrences"] for r in theirs) == 79
    # Times are the same to the ns.
    assert _same(conv["total_time"], xprof_conv["total_time"]) and _same(conv["avg_time"] * 40 / 79,
                                                                         xprof_conv["avg_time"])


@pytest.mark.parametrize("name", NAMES)
def test_sides_idle_and_self_times(name):
    ours = tools.get("tensorflow_stats").convert([_profile(name)], {})
    theirs = _xprof_rows(name, "framework_op_stats", 0)
    for side in ("Host", "Device"):
        (idle,) = [r for r in theirs if r["host_or_device"] == side and r["type"] == "IDLE"]
        assert _same(ours[f"{side.lower()}_idle_time_us"], idle["total_time"])
        busy = sum(r["total_self_time"] for r in theirs if r["host_or_device"] == side and r["type"] != "IDLE")
        assert _same(ours[f"{side.lower()}_self_time_us"], busy)
    assert ours["sides"] == ["Host", "Device"] and ours["has_flops"]


@pytest.mark.parametrize("name", NAMES)
def test_overview_top_ops_as_xprof(name):
    ours = tools.get("overview_page").convert([_profile(name)], {})["top_ops"]
    theirs = _xprof_rows(name, "overview_page", 0)
    assert ours["where"] == "device"
    assert [(r["category"], r["name"]) for r in ours["rows"]] == [(r["category"], r["operation"]) for r in theirs]
    for row, ref in zip(ours["rows"], theirs):
        assert math.isclose(row["self_time_percent"], 100 * ref["selfTimePercent"], abs_tol=1e-4)
        assert math.isclose(row["cumulative_percent"], 100 * ref["cumulativeTimePercent"], abs_tol=1e-4)
        if ref["operation"] != CONV:
            assert (row["flop_rate_gflops"] or 0.0) == pytest.approx(ref["flopRate"], abs=1e-3)
