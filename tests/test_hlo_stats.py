"""hlo_stats: one row per HLO op, against XProf's output on the same profiles.

XProf 2.24 was run (tests/fixtures/make_xprof_synthetic.py) on the synthetic GPU
and TPU profiles of test_op_profile.py, which use the real plane, line and stat
names; its outputs are in tests/fixtures/xprof_outputs/synthetic/. On the real
CPU fixtures XProf's table is empty (its columns are the reference's); ours
reads the XLA CPU runtime's per-op events there.
"""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, REFERENCE, fixture_xplane
from test_op_profile import gpu_space, load, tpu_space
from tb_profile_plugin import tools
from tb_profile_plugin.analysis import xla_ops
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.service import Service
from tb_profile_plugin.tools import hlo_stats

SYNTHETIC = FIXTURES / "xprof_outputs" / "synthetic"
ID = {c: i for i, (c, _, _) in enumerate(hlo_stats.COLUMNS)}


def _theirs(kind: str) -> tuple[list, list]:
    data = json.loads((SYNTHETIC / kind / "hlo_stats.json").read_text())
    return data["cols"], [[c.get("v") for c in row["c"]] for row in data["rows"]]


def _close(a, b) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return a == pytest.approx(b, rel=1e-9, abs=1e-12)
    return a == b


def test_columns_are_xprofs():
    theirs = json.loads((REFERENCE / "jax_cpu" / "xprof_outputs" / "hlo_stats.json").read_text())["cols"]
    assert [(c["id"], c["label"], c["type"]) for c in theirs] == hlo_stats.COLUMNS
    assert _theirs("tpu")[0] == theirs


@pytest.mark.parametrize("cores", [1, 2])
def test_tpu_every_number_is_xprofs(make_xspace_file, cores):
    """One TPU core, and two: an op's executions on both cores are one row (XProf's too)."""
    ours = hlo_stats.convert([load(make_xspace_file, tpu_space(xprof_keys=True, cores=cores))], {})
    _, theirs = _theirs("tpu" if cores == 1 else "tpu2")
    assert len(ours["rows"]) == len(theirs) == 5
    # The HLO text: ours prints the instruction; XProf (which does not resolve this module's
    # program id) shows its name. Source info: ours plain text.
    skip = {ID["hlo_op_expression"], ID["source_info"]}
    for mine, row in zip(ours["rows"], theirs):
        for j, (a, b) in enumerate(zip(mine, row)):
            if j not in skip:
                assert _close(a, b), (mine[ID["hlo_op_name"]], hlo_stats.COLUMNS[j][0], a, b)
        assert mine[ID["hlo_op_expression"]].startswith(f"%{mine[ID['hlo_op_name']]} = ")
    bound = {r[ID["hlo_op_name"]]: r[ID["bound_by"]] for r in ours["rows"]}
    assert bound == {"convolution.1": "Compute", "while.4": "Unknown", "add.5": "HBM", "fusion.2": "HBM",
                     "copy.3": "HBM"}
    assert ours["device_type"] == "TPU" and ours["source"] == "device" and not ours["diagnostics"]
    assert ours["by_category"][0] == {"name": "convolution", "self_time_us": 40.0 * cores}


def test_gpu_times_and_names_are_xprofs(make_xspace_file):
    """Everything but the counts of multi-kernel ops and FLOP estimates (module docstring)."""
    ours = hlo_stats.convert([load(make_xspace_file, gpu_space())], {})
    _, theirs = _theirs("gpu")
    same = ["rank", "program_id", "category", "hlo_op_name", "hlo_op_expression", "tf_op_name", "total_time",
            "total_self_time", "total_self_time_percent", "cumulative_total_self_time_percent", "bound_by",
            "hlo_rematerialization", "outside_compilation", "autotuned", "core_type"]
    assert len(ours["rows"]) == len(theirs) == 5
    for mine, row in zip(ours["rows"], theirs):
        for c in same:
            assert _close(mine[ID[c]], row[ID[c]]), (mine[ID["hlo_op_name"]], c, mine[ID[c]], row[ID[c]])
        # XProf counts each kernel of an op as one occurrence, with the op's FLOPs and bytes each time.
        kernels = row[ID["occurrences"]] / mine[ID["occurrences"]]
        assert kernels in (1, 2)
        assert mine[ID["measured_memory_bw"]] * kernels == pytest.approx(row[ID["measured_memory_bw"]], rel=1e-9)
    dot = next(r for r in ours["rows"] if r[ID["hlo_op_name"]] == "dot")
    their_dot = next(r for r in theirs if r[ID["hlo_op_name"]] == "dot")
    assert dot[ID["model_flop_rate"]] == pytest.approx(their_dot[ID["model_flop_rate"]], rel=1e-9)


def test_two_hosts_add_up(make_xspace_file, tmp_path):
    one = hlo_stats.convert([load(make_xspace_file, gpu_space(host="a"), name="a.xplane.pb")], {})
    two = hlo_stats.convert([load(make_xspace_file, gpu_space(host="a"), name="a.xplane.pb"),
                             load(make_xspace_file, gpu_space(host="b"), name="b.xplane.pb")], {})
    for a, b in zip(one["rows"], two["rows"]):
        assert b[ID["occurrences"]] == 2 * a[ID["occurrences"]]
        assert b[ID["total_self_time"]] == pytest.approx(2 * a[ID["total_self_time"]])
        assert b[ID["total_self_time_percent"]] == pytest.approx(a[ID["total_self_time_percent"]])


def test_jax_cpu_rows_from_the_cpu_runtime():
    """XProf's table is empty on CPU; ours has the XLA CPU runtime's ops, their self time
    adding up to op_profile's op time, ranked by self time."""
    assert json.loads((REFERENCE / "jax_cpu" / "xprof_outputs" / "hlo_stats.json").read_text())["rows"] == []
    profile = xspace.load(fixture_xplane("jax_jit_train"))
    ours = hlo_stats.convert([profile], {})
    assert ours["source"] == "host" and ours["device_type"] == "CPU" and ours["rows"]
    assert "bound by Unknown" in ours["diagnostics"][0]
    data = xla_ops.xla_ops(profile)
    self_us = [r[ID["total_self_time"]] for r in ours["rows"]]
    assert sum(self_us) == pytest.approx(data.ops["time_ps"].sum() / 1e6)
    assert self_us == sorted(self_us, reverse=True)
    assert [r[ID["rank"]] for r in ours["rows"]] == list(range(1, len(self_us) + 1))
    assert all(r[ID["bound_by"]] == "Unknown" for r in ours["rows"])  # no peaks on CPU
    assert ours["rows"][-1][ID["cumulative_total_self_time_percent"]] < 100  # the rest is idle
    assert sum(s["self_time_us"] for s in ours["by_op"]) == pytest.approx(sum(self_us), abs=0.01)


def test_through_the_service_with_csv_and_availability():
    service = Service(FIXTURES / "jax_jit_train", cache=ProfileCache(None))
    (run,) = service.runs()
    data = json.loads(service.tool_json(run, "hlo_stats", "vm", {}))
    name, body = service.tool_csv(run, "hlo_stats", "vm", {})
    header = body.decode().split("\r\n", 1)[0]
    assert name.endswith("_hlo_stats.csv") and header.split(",")[:3] == ["Rank", "Program id", "HLO op category"]
    assert len(body.decode().strip().split("\r\n")) == len(data["rows"]) + 1
    tf = Service(FIXTURES / "tf_keras_profile_batch", cache=ProfileCache(None))
    (tf_run,) = tf.runs()
    listed = {t["name"]: t for t in tf.run_tools(tf_run)}
    assert not listed["hlo_stats"]["available"] and "XLA" in listed["hlo_stats"]["reason"]
    assert "hlo_stats" in tools.names()
