"""The pod_viewer view in a real browser, in TensorBoard and standalone: a
synthetic two-host TPU pod (topology heat map, tooltip, step slider, category,
channels, step breakdown, URL state); a CPU-only run (jax_jit_train) is not offered it."""

from __future__ import annotations

import math

from .fixtures_util import TPU_POD_RUN, XSS_HOST, XSS_RUN

TOOL = "pod_viewer"
TOPOLOGY = "div.tbp-view svg.tbp-pod-topology"
CORES = f"{TOPOLOGY} rect[data-core]"

# frontend/src/tools/pod_viewer.js: HEAT_STOPS, NO_DATA_COLOR, heatColor().
HEAT_STOPS = ("#ffffd9", "#edf8b1", "#c7e9b4", "#7fcdbb", "#41b6c4", "#1d91c0", "#225ea8", "#253494", "#081d58")
NO_DATA = "#e0e0e0"


def js_round(x: float) -> int:
    """Math.round (halves up)."""
    return math.floor(x + 0.5)


def heat_color(t: float | None) -> str:
    if t is None:
        return NO_DATA
    x = min(1.0, max(0.0, t)) * (len(HEAT_STOPS) - 1)
    i = min(len(HEAT_STOPS) - 2, int(x))
    a, b = (bytes.fromhex(HEAT_STOPS[k][1:]) for k in (i, i + 1))
    f = x - i
    return "#" + "".join(f"{js_round(u + (v - u) * f):02x}" for u, v in zip(a, b))


def step_cores(data: dict, step: int) -> dict[int, dict]:
    """The columnar per_step[step] as {core_id: {"total_us", "breakdown_us": {id: µs}}}."""
    st = data["per_step"][str(step)]
    return {cid: {"total_us": st["total_us"][i], "breakdown_us": {c: v[i] for c, v in st["breakdown_us"].items()}}
            for i, cid in enumerate(st["cores"])}


def step_channels(data: dict, step: int) -> list[dict]:
    cols = data["per_step"][str(step)]["channels"]
    return [{k: v[i] for k, v in cols.items()} for i in range(len(cols["channel_id"]))]


def share(data: dict, step: int, core_id: int, category: str) -> float | None:
    core = step_cores(data, step).get(core_id)
    if core is None:
        return None
    return core["breakdown_us"][category] / core["total_us"] if core["total_us"] > 0 else 0.0


def fills(app) -> dict[int, str]:
    return {int(k): v for k, v in app.loc(CORES).evaluate_all(
        "rs => rs.map(r => [r.getAttribute('data-core'), r.getAttribute('fill')])")}


def expected_fills(data: dict, step: int, category: str) -> dict[int, str]:
    return {c["core_id"]: heat_color(share(data, step, c["core_id"], category)) for c in data["cores"]}


def kv(app, card_class: str) -> dict[str, str]:
    """The label/value rows of a side card."""
    return dict(app.loc(f"div.tbp-view .{card_class} dl").evaluate(
        "dl => [...dl.querySelectorAll('dt')].map(dt => [dt.textContent, dt.nextElementSibling.textContent])"))


def run_named(target, prefix: str) -> str:
    (run,) = [r for r in target.json("runs") if r.startswith(prefix)]
    return run


def arrow(app) -> tuple[int, int] | None:
    line = app.loc(f"{TOPOLOGY} line.tbp-pod-arrow")
    if not line.count():
        return None
    return int(line.get_attribute("data-src")), int(line.get_attribute("data-dst"))


def test_pod_viewer_pod(page, target):
    run = TPU_POD_RUN
    assert run in target.json("runs")
    data = target.json("data", run=run, tag=TOOL)
    topo = data["topology"]
    assert data["device_type"] == "TPU"
    assert topo["num_hosts"] == 2 and len(topo["hosts"]) == 2
    assert len(data["steps"]) >= 2
    app = target.open(page, run=run, tool=TOOL)
    app.expect_view(TOOL)
    assert app.value("host") == ""  # all hosts: the whole pod
    text = app.main_text()
    for label in ("Pod viewer", "Topology", "Send/recv channels", "Step breakdown per core"):
        assert label in text, label
    for warning in data["diagnostics"]["warnings"]:
        assert warning in text

    # Nested rectangles: one per host, chip and core, every core inside its chip.
    assert app.loc(CORES).count() == len(data["cores"])
    assert app.loc(f"{TOPOLOGY} rect[data-chip]").count() == topo["num_hosts"] * topo["chips_per_host"]
    geometry = app.frame.evaluate("""() => {
        const box = (n) => n.getBoundingClientRect();
        const chips = new Map([...document.querySelectorAll('rect[data-chip]')].map(c => [c.getAttribute('data-chip'), box(c)]));
        return [...document.querySelectorAll('rect[data-core]')].map(r => [Number(r.getAttribute('data-core')), box(r).toJSON()])
            .map(([id, b]) => [id, b, [...chips].filter(([, c]) => b.left >= c.left && b.right <= c.right && b.top >= c.top && b.bottom <= c.bottom).map(([k]) => Number(k))]);
    }""")
    chip_of = {c["core_id"]: c["chip_id"] for c in data["cores"]}
    for core_id, _box, chips in geometry:
        assert chips == [chip_of[core_id]], (core_id, chips)

    # Heat map of the first step in the first category, colour by colour.
    step0, step1 = data["steps"][0], data["steps"][1]
    categories = [c["id"] for c in data["categories"]]
    assert categories[0] == "high_flops_compute"
    assert app.loc("select#tbp-pod-category").input_value() == categories[0]
    assert fills(app) == expected_fills(data, step0, categories[0])
    # By hand (tests/pod_util.py): each core spends 30 of its 100 µs per step in convolution.2.
    assert set(fills(app).values()) == {heat_color(0.3)}
    assert app.loc("#tbp-pod-step-value").inner_text() == f"Step {step0} (1 of {len(data['steps'])})"

    # The tooltip of core 9 (host 1, chip 0 of host 1 = global chip 4, core 1).
    core = next(c for c in data["cores"] if c["core_id"] == 9)
    assert (core["host_index"], core["chip_id"], core["core_on_chip"]) == (1, 4, 1)
    app.loc(f"{TOPOLOGY} rect[data-core='9']").hover()
    tip = app.loc("#tbp-tooltip")
    tip.wait_for(state="visible")
    tip_text = tip.inner_text()
    assert "Position: host 1, chip 0, core 1" in tip_text, tip_text
    assert "Global chip id: 4" in tip_text
    assert f"Host: {topo['hosts'][1]}" in tip_text
    assert "High flops compute: 30 µs (30.0% of the step)" in tip_text, tip_text
    assert "Step time: 100 µs" in tip_text, tip_text
    core_card = kv(app, "tbp-pod-core-card")
    assert (core_card["Global chip id"], core_card["Core id"], core_card["Share of the step"]) == ("4", "9", "30.0%"), core_card

    # The slider (keyboard: End) goes to the last step, which goes into the URL.
    last = data["steps"][-1]
    app.loc("input#tbp-pod-step").focus()
    page.keyboard.press("End")
    app.wait_url_state("step", str(last))
    assert app.loc("#tbp-pod-step-value").inner_text() == f"Step {last} ({len(data['steps'])} of {len(data['steps'])})"
    assert f"Step {last}: 16 of 16 cores ran it" in app.main_text()

    # Channels: even core g sends to g + 1 on channel 1000 + g / 2, 1 MiB in 10 µs.
    channels = step_channels(data, last)
    assert sorted(c["channel_id"] for c in channels) == list(range(1000, 1008))
    options = app.loc("select#tbp-pod-channel option").all_inner_texts()
    assert options == [str(c["channel_id"]) for c in channels]
    first = channels[0]
    assert arrow(app) == (first["src_core"], first["dst_core"]) == (2 * (first["channel_id"] - 1000), 2 * (first["channel_id"] - 1000) + 1)
    card = kv(app, "tbp-pod-channel-card")
    assert card["Channel id"] == str(first["channel_id"])
    assert (card["Data transferred"], card["Latency"], card["BW"], card["Send delay"]) == (
        "1 MiB", "10 µs", "97.656 GiB/s", "1 µs"), card
    for name in ("send.6", "send-done.7", "recv.8", "recv-done.9"):
        assert name in card["Hlo names"], card
    # Hovering the last bar of the latency chart selects that channel.
    box = app.loc("div.tbp-view .tbp-pod-latency canvas").bounding_box()
    for fx in (0.95, 0.92, 0.9, 0.88):
        page.mouse.move(box["x"] + box["width"] * fx, box["y"] + box["height"] - 60)
        page.wait_for_timeout(100)
        if app.loc("select#tbp-pod-channel").input_value() == str(len(channels) - 1):
            break
    assert app.loc("select#tbp-pod-channel").input_value() == str(len(channels) - 1)
    assert app.url_state().get("channel") == str(channels[-1]["channel_id"])
    assert arrow(app) == (channels[-1]["src_core"], channels[-1]["dst_core"])
    # ... and the selector does too (a replayed hover of the chart does not win).
    app.loc("select#tbp-pod-channel").select_option("1")
    assert app.loc("select#tbp-pod-channel").input_value() == "1"
    page.mouse.move(5, 5)
    app.loc("select#tbp-pod-channel").select_option("1")
    assert arrow(app) == (channels[1]["src_core"], channels[1]["dst_core"])
    target_step = last

    # Another category recolours the cores and goes into the URL.
    other = "infeed"
    app.loc("select#tbp-pod-category").select_option(other)
    assert app.url_state().get("category") == other
    assert fills(app) == expected_fills(data, target_step, other)
    # By hand: infeed.1 lasts 5 + g % 3 µs of the 100 µs step on core g.
    assert fills(app) == {g: heat_color((5 + g % 3) / 100) for g in range(16)}
    # The breakdown card follows the pointer on the stacked chart.
    box = app.loc("div.tbp-view .tbp-pod-breakdown canvas").bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.9, box["y"] + box["height"] * 0.6)
    page.wait_for_timeout(200)
    assert "Step time" in app.loc("div.tbp-view .tbp-pod-breakdown-card").inner_text()
    app.loc(f"{TOPOLOGY} rect[data-core='{core['core_id']}']").hover()
    app.screenshot(TOOL)

    # A reload (or a shared link) restores the step and category (about:blank
    # first: a new hash alone would not load the page again).
    page.goto("about:blank")
    app = target.open(page, run=run, tool=TOOL, step=str(step1), category=other)
    app.expect_view(TOOL)
    assert app.loc("#tbp-pod-step-value").inner_text().startswith(f"Step {step1} ")
    assert app.loc("select#tbp-pod-category").input_value() == other
    assert fills(app) == expected_fills(data, step1, other)
    assert not page.errors, page.errors


def test_pod_viewer_not_offered_on_a_cpu_run(page, target):
    """A CPU-only run (jax_jit_train) has one host and no device to lay out: its steps are
    overview_page's (issue 44). The menu says why; a link to the tool shows the overview."""
    run = run_named(target, "jax_jit_train/")
    tools = {t["name"]: t for t in target.json("run_tools", run=run, details=1)}
    assert not tools[TOOL]["available"]
    assert "CPU-only" in tools[TOOL]["reason"] and "overview_page" in tools[TOOL]["reason"], tools[TOOL]
    app = target.open(page, run=run, tool=TOOL, host="vm")
    app.expect_view("overview_page")
    (option,) = [o for o in app.options("tool") if o["value"] == TOOL]
    assert option["disabled"] and option["text"] == f"{TOOL} (not available)" and "overview_page" in option["title"]
    note = app.loc("main.tbp-main > p.tbp-link-note").inner_text()
    assert note.startswith(f"The link asked for tool {TOOL}, which is not available for run {run} (a CPU-only run"), note
    app.screenshot(f"{TOOL}-cpu-not-offered")
    assert not page.errors, page.errors


def test_pod_viewer_hostile_host_name(page, xss_target):
    """Two hosts, one named with HTML, one pseudo-step each (no step markers):
    the name is text in the host label, the tooltip and the card."""
    data = xss_target.json("data", run=XSS_RUN, tag=TOOL)
    assert data["topology"]["hosts"] == sorted([XSS_HOST, "vm"]) and len(data["steps"]) == 1
    app = xss_target.open(page, run=XSS_RUN, tool=TOOL)
    app.expect_view(TOOL)
    assert app.loc(CORES).count() == 2
    for warning in data["diagnostics"]["warnings"]:
        assert warning in app.main_text()
    # The label is cut to fit its box; its <title> keeps the whole name.
    assert XSS_HOST in app.loc(f"{TOPOLOGY} text title").all_text_contents()
    core = next(c for c in data["cores"] if c["host"] == XSS_HOST)
    app.loc(f"{TOPOLOGY} rect[data-core='{core['core_id']}']").hover()
    tip = app.loc("#tbp-tooltip")
    tip.wait_for(state="visible")
    assert f"Host: {XSS_HOST}" in tip.inner_text()
    assert kv(app, "tbp-pod-core-card")["Host"] == XSS_HOST
    for frame in {app.frame, page.main_frame}:
        assert frame.evaluate("() => typeof window.__xss") == "undefined"
        assert frame.evaluate("() => document.querySelectorAll('img[src=x], img[src$=\"/x\"]').length") == 0
    app.screenshot(f"{TOOL}-hostile")
    assert not page.errors, page.errors
