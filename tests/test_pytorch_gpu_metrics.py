"""PyTorch GPUs' utilization and est. SM efficiency counters (analysis/gpu_metrics.py) in the
trace viewer's windows and its download, against torch-tb-profiler's own answers: its
gpu_metrics_input.json -> gpu_metrics_expected.json pair (the input plus 78 "C" events) and
the GPU Summary of its end-to-end check on both ResNet-50 runs."""

from __future__ import annotations

import json

import numpy as np
import pytest

from conftest import PYTORCH_REFERENCE, accelerator_xplane, pytorch_real_trace, ttb_end2end_answers
from tb_profile_plugin.analysis import gpu_metrics, gpu_steps, trace_index
from tb_profile_plugin.profile import kineto, xspace
from tb_profile_plugin.tools import trace_viewer, trace_window

PAIR = PYTORCH_REFERENCE / "gpu_metrics"
RESNET50 = PYTORCH_REFERENCE.parent / "pytorch" / "resnet50" / "worker0.1623143089861.pt.trace.json.gz"
# ttb's pair was written from hand-made series: "Faked data for easy to see in UI", its
# utilization 100 times and its SM efficiency 10 times what the input's kernels give
# (test_profiler.py, test_dump_gpu_metrics); the times are the input's.
FAKED = {"GPU Utilization": 100, "Est. SM Efficiency": 10}
UTIL, SM = "GPU 0 Utilization", "GPU 0 Est. SM Efficiency"


@pytest.fixture(scope="module")
def pair():
    return kineto.load(PAIR / "gpu_metrics_input.json")


def _expected() -> tuple[list[dict], float]:
    """ttb's C events and the input's first time (µs): our times are from it."""
    inp = json.loads((PAIR / "gpu_metrics_input.json").read_text())
    out = json.loads((PAIR / "gpu_metrics_expected.json").read_text())
    first = min(e["ts"] for e in inp["traceEvents"] if "ts" in e and e.get("ph") != "M")
    counters = [e for e in out["traceEvents"] if e.get("ph") == "C"]
    assert len(counters) == 78 and len(out["traceEvents"]) == len(inp["traceEvents"]) + 78
    return counters, first


def test_download_has_ttb_counter_events(pair):
    expected, first = _expected()
    events = trace_viewer.convert([pair], {})["traceEvents"]
    ours = [e for e in events if e["ph"] == "C"]
    assert len(ours) == len(expected)
    gpu_pid = next(e["pid"] for e in events
                   if e["ph"] == "M" and e["name"] == "process_name" and e["args"]["name"] == "/device:GPU:0")
    for mine, theirs in zip(ours, expected):  # every point, in ttb's order
        assert mine["name"] == theirs["name"] and mine["args"].keys() == theirs["args"].keys()
        (key,) = theirs["args"]
        assert mine["ts"] == pytest.approx(theirs["ts"] - first, abs=1e-6), (mine, theirs)
        # Baselines (1, 0) and closing zeros, ints in ttb's file, are not faked.
        scale = 1 if isinstance(theirs["args"][key], int) else FAKED[key]
        assert mine["args"][key] * scale == pytest.approx(theirs["args"][key], abs=1e-12), (mine, theirs)
        assert mine["pid"] == gpu_pid  # on the GPU's process of the download (ttb: pid = the GPU id)


def test_viewer_tracks(pair):
    expected, first = _expected()
    win = trace_window.convert([pair], {})
    gpu = next(s["id"] for s in win["sections"] if s["name"] == "/device:GPU:0")
    tracks = {t["name"]: t for t in win["tracks"] if t["section"] == gpu and t["kind"] == "counter"}
    assert list(tracks) == [UTIL, SM]
    counters = {c["track"]: c for c in win["counters"]}
    for name, key in ((UTIL, "GPU Utilization"), (SM, "Est. SM Efficiency")):
        c = counters[tracks[name]["id"]]
        assert c["full_scale"] == 1.0
        # ttb's points less the download's baseline (the first 1, 0) and the utilization's closing 0.
        theirs = [e for e in expected if e["name"] == name][2:]
        if name == UTIL:
            theirs, closing = theirs[:-1], theirs[-1]
            assert c["end_us"] == pytest.approx(closing["ts"] - first)
        assert c["ts"] == pytest.approx([e["ts"] - first for e in theirs])
        assert np.array(c["value"]) * FAKED[key] == pytest.approx([e["args"][key] for e in theirs])
    # Other counters keep their own scale.
    assert all("full_scale" not in c for c in win["counters"] if c["track"] not in {t["id"] for t in tracks.values()})


def _summary(answer: dict) -> dict[str, float]:
    rows = answer["gpu_metrics"]["data"]
    return {r["title"]: float(r["value"].rstrip(" %")) for r in rows if r["value"].endswith("%")}


@pytest.mark.parametrize("path, answer", [(RESNET50, 0), (pytorch_real_trace("resnet50_num_workers_4"), 5)],
                         ids=["resnet50", "resnet50_num_workers_4"])
def test_step_average_is_the_gpu_summary(path, answer):
    """Each counter's time average over the steps is ttb's GPU Summary figure (55.51 % and
    54.68 %; 70.27 % and 69.22 %): the SM efficiency exactly, the utilization within its
    buckets' cut at the steps' ends (100 ms and 10 ms buckets: < 0.005 points)."""
    profile = kineto.load(path)
    want = _summary(ttb_end2end_answers()[answer])
    frame = gpu_steps.host_gpu_steps(profile)["frame"]
    lo, hi = int(frame["start_ps"].iloc[0]), int(frame["end_ps"].iloc[-1])
    (series,) = gpu_metrics.timeline(profile).values()
    got = {}
    for s in series:
        bounds = np.clip(np.r_[s.ts, s.end], lo, hi)
        got[s.arg] = float((np.diff(bounds) * s.value).sum() / (hi - lo))
    assert round(100 * got["GPU Utilization"], 2) == want["GPU Utilization"]
    assert round(100 * got["Est. SM Efficiency"], 2) == want["Est. SM Efficiency"]
    assert abs(100 * got["GPU Utilization"] - want["GPU Utilization"]) < 0.01
    # The index holds them as counter tracks of the GPU's section, drawn on a scale of 1.
    index = trace_index.build(profile)
    names = {index.tracks[c.track].name: c for c in index.counters}
    assert names[UTIL].full_scale == names[SM].full_scale == 1.0
    assert index.sections[index.tracks[names[UTIL].track].section].name == "/device:GPU:0"


def test_amd_and_h100():
    for name, gpu in (("h100_qwen", 0), ("mi300_qwen", 2)):
        series = [s for ss in gpu_metrics.timeline(kineto.load(pytorch_real_trace(name))).values() for s in ss]
        assert [s.name for s in series] == [f"GPU {gpu} Utilization", f"GPU {gpu} Est. SM Efficiency"]
        for s in series:
            assert (np.diff(s.ts) >= 0).all() and ((s.value >= 0) & (s.value <= 1)).all()


def test_buckets_as_ttb_cuts_them():
    us = 1_000_000
    assert gpu_metrics.buckets(0, 13896 * us).tolist() == [i * 1000 * us for i in range(13)] + [13896 * us]
    assert len(gpu_metrics.buckets(0, 100 * us)) == 101  # 100 buckets of 1 µs
    assert gpu_metrics.buckets(0, 101 * us).tolist() == [0, 10 * us, 20 * us, 30 * us, 40 * us, 50 * us,
                                                         60 * us, 70 * us, 80 * us, 90 * us, 101 * us]
    assert gpu_metrics.buckets(5, 5 + us // 2).tolist() == [5, 5 + us // 2]  # under 1 µs: one bucket


def test_sm_efficiency_ranges_leave_out_rounding():
    # 0.1 + 0.2 - 0.1 - 0.2 is 2.8e-17 in floats: no range between the kernels.
    start, end = np.array([0, 5, 30]), np.array([10, 20, 40])
    a, b, v = gpu_metrics.sm_efficiency_ranges(start, end, np.array([0.1, 0.2, 0.3]))
    assert list(zip(a.tolist(), b.tolist())) == [(0, 5), (5, 10), (10, 20), (30, 40)]
    assert v == pytest.approx([0.1, 0.3, 0.2, 0.3])
    # Above 1 block per SM is 1; kernels without blocks count for nothing.
    a, b, v = gpu_metrics.sm_efficiency_ranges(start, end, np.array([0.9, 0.5, 0.0]))
    assert (a.tolist(), b.tolist()) == ([0, 5, 10], [5, 10, 20]) and v == pytest.approx([0.9, 1.0, 0.5])


def test_only_pytorch_profiles():
    assert gpu_metrics.timeline(xspace.load(accelerator_xplane("jax_mi300x_conv"))) == {}
    cpu_only = next((PYTORCH_REFERENCE.parent / "pytorch" / "cpu_only").glob("*.json.gz"))
    assert gpu_metrics.timeline(kineto.load(cpu_only)) == {}
