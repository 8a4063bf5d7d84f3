"""The trace viewer on a PyTorch run in a real TensorBoard: pytorch/resnet50's GPU section
lists torch-tb-profiler's counter tracks (GPU 0 Utilization, GPU 0 Est. SM Efficiency), the
canvas draws them with their scale in %, and hovering one tells its value in %.
Screenshots at 1600x1000 and 1280x800."""

from __future__ import annotations

import re

from .app_util import SIZES
from .test_browser_trace import TIMELINE, Trace, span

COUNTERS = ["GPU 0 Utilization", "GPU 0 Est. SM Efficiency"]


def test_gpu_counter_tracks_on_resnet50(page, pt):
    trace = Trace(page, pt, run="resnet50", host="worker0")
    win = trace.window()
    (gpu,) = [s["id"] for s in win["sections"] if s["name"] == "/device:GPU:0"]
    tracks = {t["name"]: t for t in win["tracks"] if t["section"] == gpu and t["kind"] == "counter"}
    assert list(tracks) == COUNTERS
    counters = {c["track"]: c for c in win["counters"]}
    util = counters[tracks[COUNTERS[0]]["id"]]
    assert util["full_scale"] == 1 and 0 < max(util["value"]) <= 1
    trace.wait_drawn(*COUNTERS)
    # The "max" labels of both tracks, in % (a fraction drawn against its full scale of 1).
    maxima = [t for t in trace.frame_text() if re.fullmatch(r"max [\d.]+ %", t)]
    assert len(maxima) == 2, trace.frame_text()

    # Hovering the utilization in its busiest bucket tells that bucket's value.
    k = max(range(len(util["value"])), key=lambda i: util["value"][i])
    bounds = list(util["ts"]) + [util["end_us"]]
    view = span(win)
    x = trace.x_of((bounds[k] + bounds[k + 1]) / 2, view)
    page.mouse.move(x, trace.y_of(win, tracks[COUNTERS[0]]["id"]))
    tooltip = trace.loc(f"{TIMELINE} .tbp-trace-tooltip")
    tooltip.wait_for(state="visible")
    text = tooltip.inner_text()
    assert text.startswith(COUNTERS[0]), text
    shown = float(re.search(r"([\d.]+) %", text).group(1))
    assert abs(shown - 100 * util["value"][k]) < 0.01, (text, util["value"][k])
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(400)
        trace.screenshot(f"pytorch-trace-gpu-counters-{w}x{h}")
    assert page.errors == []
