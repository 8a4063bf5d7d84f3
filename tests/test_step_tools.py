"""overview_page and input_pipeline_analyzer converters on real profiles, against
XProf 2.24's outputs (tests/fixtures/reference and tests/fixtures/xprof_outputs)."""

import json

import numpy as np
import pytest

from conftest import FIXTURES, REFERENCE, fixture_xplane
from tb_profile_plugin import tools
from tb_profile_plugin.analysis import op_stats
from tb_profile_plugin.profile import xspace


def _ref(name):
    (path,) = sorted((REFERENCE / name).rglob("*.xplane.pb"))
    return path, REFERENCE / name / "xprof_outputs"


def _fix(name):
    return fixture_xplane(name), FIXTURES / "xprof_outputs" / name


ALL = [
    pytest.param(lambda: _ref("tf_keras_small"), id="ref-tf_keras_small"),
    pytest.param(lambda: _ref("jax_cpu"), id="ref-jax_cpu"),
    pytest.param(lambda: _fix("tf_keras_profile_batch"), id="fix-tf_keras_profile_batch"),
    pytest.param(lambda: _fix("tf_custom_loop_steps"), id="fix-tf_custom_loop_steps"),
    pytest.param(lambda: _fix("jax_jit_train"), id="fix-jax_jit_train"),
    pytest.param(lambda: _fix("tf_loop_python_tracer"), id="fix-tf_loop_python_tracer"),
    pytest.param(lambda: _fix("jax_async_dispatch"), id="fix-jax_async_dispatch"),
]


def _convert(tool, path):
    result = tools.get(tool).convert([xspace.load(path)], {})
    return json.loads(json.dumps(result))  # JSON-able, and compared as the client sees it


@pytest.mark.parametrize("case", ALL)
def test_input_op_table_matches_xprof(case):
    path, xprof = case()
    ours = _convert("input_pipeline_analyzer", path)
    theirs = json.loads((xprof / "input_pipeline_analyzer.json").read_text())
    (host_table,) = [t for t in theirs if t.get("p", {}).get("preprocessing_us") is not None]
    p = host_table["p"]
    for key, theirs_key in (("preprocessing", "preprocessing_us"), ("enqueue", "enqueue_us"),
                            ("advanced_file_read", "advanced_file_read_us"),
                            ("demanded_file_read", "demanded_file_read_us")):
        assert ours["host_side"]["breakdown_us"][key] == pytest.approx(float(p[theirs_key]), rel=0.01, abs=0.01)
    xrows = {r["c"][0]["v"]: [c["v"] for c in r["c"]] for r in host_table["rows"]}
    rows = {r[0]: r for r in ours["input_ops"]["rows"]}
    assert set(rows) == set(xrows)
    for name, x in xrows.items():
        r = rows[name]
        assert r[1] == x[1]                                   # count
        assert r[2] == pytest.approx(x[2], rel=0.01)          # total ms
        assert r[4] == pytest.approx(x[4], rel=0.01)          # self ms
        assert r[5] == pytest.approx(100 * x[5], abs=0.1)     # XProf's share is a fraction
        assert r[6] == x[6]
    # Same order: by self time.
    assert [r[0] for r in ours["input_ops"]["rows"]] == [r["c"][0]["v"] for r in host_table["rows"]]


@pytest.mark.parametrize("case", ALL)
def test_overview_step_summary_matches_xprof(case):
    path, xprof = case()
    ours = _convert("overview_page", path)
    theirs = json.loads((xprof / "overview_page.json").read_text())[1]
    summary = ours["summary"]
    if not theirs["rows"]:
        # XProf found no step marker (Keras 3 `Profiled batch`): we do, see steps.py.
        assert summary["num_steps"] > 0 and "Profiled batch" in ours["steps"]["source"]
        return
    assert summary["num_steps"] == len(theirs["rows"])
    xavg = sum(r["c"][-1]["v"] for r in theirs["rows"]) / len(theirs["rows"])
    assert summary["average_step_time_ms"] == pytest.approx(xavg, rel=0.02)
    assert float(theirs["p"]["steptime_ms_average"]) == pytest.approx(summary["average_step_time_ms"], abs=0.05)
    by_id = {b["id"]: b for b in summary["breakdown"]}
    assert sum(b["percent"] for b in summary["breakdown"]) == pytest.approx(100.0, abs=0.01)
    assert by_id["input"]["avg_ms"] == pytest.approx(float(theirs["p"]["infeed_time_ms_avg"]), abs=0.05)
    assert float(theirs["p"]["steptime_ms_standard_deviation"]) == pytest.approx(
        summary["step_time_stddev_ms"], abs=0.05)
    assert ours["environment"]["device_type"] == "CPU"
    assert "input-bound" in ours["recommendations"]["statement"]


@pytest.mark.parametrize("case", ALL)
def test_overview_environment_and_verdict_match_xprof(case):
    path, xprof = case()
    ours = _convert("overview_page", path)
    tables = json.loads((xprof / "overview_page.json").read_text())
    env = tables[2]["p"]
    # XProf reads training from the XLA programs' gradient ops and says "false"
    # without any (TF on CPU); we say unknown (null) there.
    is_jax = "jax" in str(path)
    assert env["is_training"] == ("true" if is_jax else "false")
    assert ours["environment"]["is_training"] is (True if is_jax else None)
    theirs = tables[1]["p"]["input_conclusion"]
    levels = [v for k, v in {"HIGHLY": "high", "MODERATELY": "moderate", "POTENTIALLY": "potential",
                             "NOT": "low"}.items() if f"is {k} input-bound" in theirs]
    if not levels:  # XProf found no steps (Keras 3 `Profiled batch`, see steps.py)
        assert "No step" in theirs or not theirs
        return
    (level,) = levels
    if is_jax and level == "potential":
        # XProf leaves XLA's thread-pool work out of some JAX CPU steps
        # (steps.py): its "All others" can be ours plus that work.
        assert ours["input_bound"]["level"] in ("potential", "low")
    else:
        assert ours["input_bound"]["level"] == level


@pytest.mark.parametrize("case", ALL)
def test_overview_top_ops_are_the_op_stats_top_ten(case):
    path, _ = case()
    profile = xspace.load(path)
    ours = tools.get("overview_page").convert([profile], {})
    df = op_stats.framework_op_stats([profile])
    host = df[(df["host_or_device"] == op_stats.HOST) & (df["name"] != "IDLE")]
    top = ours["top_ops"]
    assert top["where"] == "host"
    assert [r["name"] for r in top["rows"]] == list(host["name"].head(10))
    if top["rows"]:
        total = host["self_ps"].sum()
        first = top["rows"][0]
        assert first["self_time_percent"] == pytest.approx(100 * host["self_ps"].iloc[0] / total, abs=1e-3)
        assert top["rows"][-1]["cumulative_percent"] == pytest.approx(
            100 * host["self_ps"].head(10).sum() / total, abs=1e-3)


def test_next_steps_name_real_tools_and_plain_text():
    path, _ = _ref("jax_cpu")
    ours = _convert("overview_page", path)
    names = set(tools.names())
    for step in ours["recommendations"]["next_steps"]:
        assert step["tool"] is None or step["tool"] in names
        assert "<" not in step["text"]
        assert step["url"] is None or step["url"].startswith("https://")
    assert ours["diagnostics"]["info"] and "train 0" in ours["diagnostics"]["info"][0]
    # A JAX program on CPU has no framework ops: its next steps name the XLA op tools, not tensorflow_stats.
    assert not ours["top_ops"]["rows"]
    named = [step["tool"] for step in ours["recommendations"]["next_steps"]]
    assert "tensorflow_stats" not in named and "hlo_stats" in named and "op_profile" in named


def test_next_steps_of_a_tensorflow_run_name_tensorflow_stats():
    path, _ = _ref("tf_keras_small")
    ours = _convert("overview_page", path)
    assert ours["top_ops"]["rows"]
    assert "tensorflow_stats" in [step["tool"] for step in ours["recommendations"]["next_steps"]]


def test_whole_profile_fallback_is_said(make_xspace_file):
    from test_steps import _host_space

    path = make_xspace_file(_host_space(markers=False))
    ov = _convert("overview_page", path)
    ip = _convert("input_pipeline_analyzer", path)
    for result in (ov, ip):
        assert result["steps"]["whole_profile"]
        assert any("No step marker" in w for w in result["diagnostics"]["warnings"])
    assert ov["summary"]["num_steps"] == 0
    assert ov["input_bound"]["level"] == "unknown"
    assert not ip["host_side"]["has_input_ops"]


def test_input_op_categories():
    from tb_profile_plugin.tools.input_pipeline import input_op_category

    assert input_op_category("Iterator::Root::Prefetch::ParallelInterleaveV4[3]::TFRecord", "Dataset") == "advanced_file_read"
    assert input_op_category("Iterator::Root::Map::TFRecord", "Dataset") == "demanded_file_read"
    assert input_op_category("Iterator::Root::Prefetch::MapAndBatch", "Dataset") == "preprocessing"
    assert input_op_category("infeed/InfeedEnqueueTuple", "InfeedEnqueueTuple") == "enqueue"


def test_input_ops_are_the_hosts_dataset_and_infeed_ops_by_self_time():
    from tb_profile_plugin.analysis import op_stats
    from tb_profile_plugin.analysis.table import Table
    from tb_profile_plugin.tools import input_pipeline

    H, D = op_stats.HOST, op_stats.DEVICE
    ops = Table({
        "host_or_device": np.array([H, H, D, H, H, H, H], dtype=object),
        "type": np.array(["Dataset", "MatMul", "Dataset", "InfeedEnqueueTuple", "Dataset", "Dataset", "Dataset"],
                         dtype=object),
        "name": np.array(["Iterator::Root::Map::TFRecord", "dense/MatMul", "Iterator::Device", "infeed/Enqueue",
                          "Iterator::Root::Prefetch::ParallelInterleaveV4[3]::TFRecord", "Iterator::Root::Map",
                          "Iterator::Root::Batch"], dtype=object),
        "occurrences": np.array([3, 9, 1, 2, 5, 4, 6]),
        "total_ps": np.array([50, 900, 70, 40, 60, 45, 45]),
        "self_ps": np.array([30, 800, 70, 30, 20, 10, 10]),
    })
    found = input_pipeline._input_ops(ops)
    # By self time, then total time (largest first), then name: the device's and the non-input op left out.
    assert found["name"].tolist() == ["Iterator::Root::Map::TFRecord", "infeed/Enqueue",
                                      "Iterator::Root::Prefetch::ParallelInterleaveV4[3]::TFRecord",
                                      "Iterator::Root::Batch", "Iterator::Root::Map"]
    assert found["category"].tolist() == ["demanded_file_read", "enqueue", "advanced_file_read",
                                          "preprocessing", "preprocessing"]
    assert found["occurrences"].tolist() == [3, 2, 5, 6, 4]
    assert len(input_pipeline._input_ops(ops.take(np.zeros(len(ops), bool)))) == 0


def test_tpu_overview_idle_and_mxu(tmp_path):
    import pod_util

    space = pod_util.pod_space(0, cores=2, steps=2)
    host = space.planes[0]
    host.stat_metadata[99].id = 99
    host.stat_metadata[99].name = "matrix_unit_utilization_percent"
    host.stats.add(metadata_id=99).double_value = 42.5
    path = tmp_path / "h.xplane.pb"
    path.write_bytes(space.SerializeToString())
    ov = _convert("overview_page", path)
    s = ov["summary"]
    assert s["mxu_utilization_percent"] == 42.5
    # XProf's TPU idle is the op table's (1 - op time / span of the op and Steps lines): per
    # pod_util, ops take 65 (core 0) and 75 (core 1) of each step's 100 us, over 210 us of 2
    # steps and the gap between them: 140 of 420 us idle.
    assert s["device_idle_percent"] == pytest.approx(100 * 140 / 420, abs=1e-4)
    # The duty cycle: each core a chip (no core_details), busy without infeed/outfeed (55 and
    # 64 us a step), over the window of its XLA ops (0-195 us).
    assert s["device_duty_cycle_percent"] == pytest.approx(100 * 238 / 390, abs=1e-4)
    assert s["host_idle_percent"] == 100.0  # no host ops: XProf's 1 - 0/0
    by_id = {b["id"]: b["percent"] for b in s["breakdown"]}
    assert by_id["device_compute"] == pytest.approx(40.0)
    assert by_id["tc_idle"] == pytest.approx(30.0)
    assert ov["environment"]["device_type"] == "TPU" and ov["environment"]["device_core_count"] == 2
