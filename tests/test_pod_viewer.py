"""pod_viewer on synthetic TPU pods (numbers by hand, see pod_util.py) and on
real single-host profiles (against XProf's pod_viewer output)."""

import json
import os
import threading

import pytest

import pod_util
from conftest import REFERENCE
from tb_profile_plugin import executors, tools
from tb_profile_plugin.analysis import parts
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.service import Service, dumps
from tb_profile_plugin.tools import pod_viewer


def _pod(tmp_path, **kw):
    return [xspace.load(p) for p in pod_util.write_pod(tmp_path / "pod", **kw)]


def _expected(g: int) -> dict:
    even = g % 2 == 0
    out = {"high_flops_compute": 30.0, "infeed": 5.0 + g % 3, "outfeed": 5.0,
           "all_reduce_compute": 5.0, "all_reduce_sync": 5.0 if even else 10.0,
           "send": 5.0 if even else 0.0, "recv": 0.0 if even else 9.0}
    out["low_flops_compute"] = 100.0 - sum(out.values())
    return out


def test_small_pod_by_hand(tmp_path):
    result = json.loads(json.dumps(pod_viewer.convert(_pod(tmp_path, hosts=2, cores=2, steps=2), {})))
    assert result["device_type"] == "TPU"
    assert result["topology"] == {"num_hosts": 2, "chips_per_host": 1, "cores_per_chip": 2,
                                  "hosts": ["host0", "host1"]}
    assert [(c["core_id"], c["host"], c["chip_id"], c["core_on_chip"]) for c in result["cores"]] == [
        (0, "host0", 0, 0), (1, "host0", 0, 1), (2, "host1", 1, 0), (3, "host1", 1, 1)]
    assert result["steps"] == [1, 2]
    for step in ("1", "2"):
        st = result["per_step"][step]
        assert st["cores"] == [0, 1, 2, 3]
        assert st["total_us"] == [100.0] * 4
        assert st["bottleneck"] == ["Low flops compute"] * 4
        for i, g in enumerate(st["cores"]):
            assert {c: v[i] for c, v in st["breakdown_us"].items()} == pytest.approx(_expected(g))
        ch = st["channels"]
        assert list(zip(ch["channel_id"], ch["src_core"], ch["dst_core"])) == [(1000, 0, 1), (1001, 2, 3)]
        assert ch["data_bytes"] == [pod_util.MIB] * 2
        assert ch["latency_us"] == [10.0] * 2 and ch["send_delay_us"] == [1.0] * 2
        assert ch["bandwidth_gibps"] == pytest.approx([1 / 1024 / 10e-6] * 2)
        assert ch["hlo_names"] == [["recv-done.9", "recv.8", "send-done.7", "send.6"]] * 2
        assert st["all_reduce"] == [
            {"name": "all-reduce-done.5", "cores": 4, "total_us": 30.0, "max_us": 10.0, "data_bytes": 0},
            {"name": "all-reduce.4", "cores": 4, "total_us": 20.0, "max_us": 5.0, "data_bytes": 0}]


def test_full_hosts_topology_through_the_service_executor(tmp_path, monkeypatch):
    """Several hosts: the Service computes each host's POD part once, on its
    executor's threads (no process is forked), and reduces them to the same
    JSON as convert() on the loaded profiles; a second request reuses the parts."""
    logdir = tmp_path / "logdir"
    paths = pod_util.write_pod(logdir / "plugins" / "profile" / "run", hosts=3, cores=8, steps=2)
    calls = []
    real = pod_viewer.POD

    def spy(profile):
        calls.append((os.getpid(), threading.current_thread().name, profile.host))
        return real.compute(profile)

    spied = parts.Part(real.key, spy)
    monkeypatch.setattr(pod_viewer, "POD", spied)
    monkeypatch.setattr(pod_viewer, "PARTS", (spied,))
    service = Service(logdir, cache=ProfileCache(None), executor=executors.InProcess(workers=3))
    data = service.tool_json("run", "pod_viewer", None, {})
    assert sorted(host for _, _, host in calls) == ["host0", "host1", "host2"]
    assert all(pid == os.getpid() and name.startswith("tbp-host") for pid, name, _ in calls), calls
    assert service.tool_json("run", "pod_viewer", "host1", {}) and len(calls) == 3  # parts reused
    assert data == dumps(pod_viewer.convert([xspace.load(p) for p in paths], {}))
    result = json.loads(data)
    assert result["topology"]["chips_per_host"] == 4
    assert [c["chip_id"] for c in result["cores"]] == [i // 2 for i in range(24)]
    st = result["per_step"]["1"]
    assert st["cores"] == list(range(24))
    for i, g in enumerate(st["cores"]):
        assert {c: v[i] for c, v in st["breakdown_us"].items()} == pytest.approx(_expected(g))


def test_single_host_cpu_profile_matches_xprof_steps():
    (path,) = sorted((REFERENCE / "jax_cpu").rglob("*.xplane.pb"))
    ours = tools.get("pod_viewer").convert([xspace.load(path)], {})
    theirs = json.loads((REFERENCE / "jax_cpu/xprof_outputs/pod_viewer.json").read_text())
    x_steps = {s["stepNum"]: s["podStatsPerCore"]["1"] for s in theirs["podStatsSequence"]["podStatsMap"]}
    # XProf numbers steps from the marker's step_num; so do we (all 10, none dropped).
    assert ours["steps"] == sorted(x_steps)
    assert ours["device_type"] == "CPU" and len(ours["cores"]) == 1
    for step, x in x_steps.items():
        st = ours["per_step"][str(step)]
        assert st["cores"] == [0]
        assert st["total_us"][0] == pytest.approx(x["totalDurationUs"], abs=1e-3)
        b = {c: v[0] for c, v in st["breakdown_us"].items()}
        # XProf's type 4 is host compute (it counts compilation in it), 9 all
        # others. We also count the work XLA runs on its own threads for the
        # step, where XProf 2.24 leaves it in all others (steps.py's docstring).
        x_busy, x_other = x["stepBreakdownUs"]["4"], x["stepBreakdownUs"]["9"]
        assert b["host_compute"] + b["compile"] + b["other"] == pytest.approx(x_busy + x_other, abs=1e-3)
        assert b["host_compute"] + b["compile"] >= x_busy
    assert ours["per_step"]["1"]["channels"]["channel_id"] == []


def test_unmatched_recv_makes_no_channel(tmp_path):
    space = pod_util.pod_space(0, cores=1, steps=1)  # core 0 only sends; nobody receives
    path = tmp_path / "h.xplane.pb"
    path.write_bytes(space.SerializeToString())
    result = pod_viewer.convert([xspace.load(path)], {})
    assert result["per_step"]["1"]["channels"]["channel_id"] == []
    assert result["topology"]["chips_per_host"] == 1


def test_tool_is_offered_for_tpu_runs_not_cpu_only_ones(tmp_path):
    (pod,) = _pod(tmp_path, hosts=1, cores=2, steps=1)
    names = {t["name"]: t["available"] for t in tools.availability([pod])}
    assert names["pod_viewer"]
    # A CPU-only run (every real CPU fixture, one host or two): one host's steps, which
    # overview_page already shows (issue 44); the reason names the tools to use instead.
    from conftest import fixture_xplanes

    cpu = [xspace.load(p) for p in fixture_xplanes()]
    assert cpu and not any(p.device_planes for p in cpu)
    for profiles in ([cpu[0]], cpu):
        (pod_row,) = [t for t in tools.availability(profiles) if t["name"] == "pod_viewer"]
        assert not pod_row["available"]
        assert "CPU-only" in pod_row["reason"] and "overview_page" in pod_row["reason"], pod_row
    # A GPU device plane is enough (the real MI300X JAX profile).
    from conftest import accelerator_xplane

    gpu = xspace.load(accelerator_xplane("jax_mi300x_conv"))
    assert {t["name"]: t["available"] for t in tools.availability([gpu])}["pod_viewer"]
