"""The roofline_model view (XProf's Roofline Model) in a real browser, in TensorBoard and
standalone. On the jax_jit_train fixture, a CPU profile that records no peaks, the
page says so; the user enters peaks (100 GFLOP/s, 20 GB/s: ridge 5 FLOP/byte), which
go into the data request and the URL (a reload keeps them); the chart is painted with
its rooflines and ridge, the table's first row is the server's with the same peaks, and
the step selector shows one step's Program row. On op_profile's synthetic GPU run the
peaks are the profile's."""

from __future__ import annotations

from playwright.sync_api import expect

from .app_util import MAIN, reload, screenshots
from .fixtures_util import OP_PROFILE_GPU_RUN

TOOL = "roofline_model"
TABLE = f"{MAIN} div.tbp-table"
PEAKS = f"{MAIN} .tbp-roofline-peaks"
CANVAS = f"{MAIN} .tbp-roofline-chart canvas"
RIDGE_RGB = (211, 47, 47)  # lib/palette.js MARKS.peak: the ridge point and its label
# roofline_model.js SHOWN_COLUMNS: the op table's columns until the user picks others.
SHOWN = {"rank", "category", "operation", "occurrences", "total_self_time", "total_self_time_percent",
         "measured_flop_rate", "measured_memory_bw", "operational_intensity", "bound_by", "roofline_efficiency"}


def _run(target) -> str:
    (run,) = [r for r in target.json("runs") if r.startswith("jax_jit_train/")]
    return run


def _pixels(canvas, rgb=None) -> int:
    """Pixels of a canvas that are painted (not transparent or white), or near the colour rgb."""
    return canvas.evaluate("""(c, rgb) => {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) {
            if (d[i + 3] < 200) continue;
            if (rgb ? Math.abs(d[i] - rgb[0]) + Math.abs(d[i + 1] - rgb[1]) + Math.abs(d[i + 2] - rgb[2]) < 40
                    : (d[i] < 250 || d[i + 1] < 250 || d[i + 2] < 250)) n++;
        }
        return n;
    }""", list(rgb) if rgb else None)


def _cells(app, n: int = 1) -> list[list[str]]:
    rows = app.table_rows()
    return [rows.nth(i).evaluate("tr => [...tr.children].map(td => td.textContent)") for i in range(min(n, rows.count()))]


def _number(text: str) -> float:
    return float(text.replace(",", "").rstrip("%"))


def test_roofline_model_user_peaks(page, target):
    run = _run(target)
    tools = {t["name"]: t for t in target.json("run_tools", run=run, details=1)}
    assert tools[TOOL]["available"], tools[TOOL]
    bare = target.json("data", run=run, tag=TOOL, host="vm")
    assert bare["source"] == "host" and bare["device_type"] == "CPU" and not bare["peaks"]["source"]
    data = target.json("data", run=run, tag=TOOL, host="vm", peak_flop_rate="100", peak_memory_bw="20")
    assert data["peaks"]["source"] == "user" and data["peaks"]["hbm_ridge_point"] == 5
    col = {c["id"]: i for i, c in enumerate(data["columns"])}

    # Open the run, then pick the tool in the selector: no peaks in a CPU profile.
    app = target.open(page, run=run, host="vm")
    app.select("tool", TOOL, tool=TOOL)
    assert app.url_state()["tool"] == TOOL
    assert "Roofline Model" in app.main_text()
    note = app.loc(f"{MAIN} .tbp-roofline-source").inner_text()
    assert "Device type: CPU." in note and "XLA CPU runtime" in note, note
    notes = app.loc(f"{MAIN} .tbp-diagnostic[role=note]").all_inner_texts()
    for diagnostic in bare["diagnostics"]:
        assert diagnostic in notes
    message = app.loc(f"{PEAKS} .tbp-roofline-nopeaks").inner_text()
    assert "records no peak FLOP rate" in message and "enter your device's peaks" in message, message
    canvas = app.loc(CANVAS)
    assert "no rooflines" in canvas.get_attribute("aria-label")
    assert _pixels(canvas) > 2000
    assert _pixels(canvas, RIDGE_RGB) < 5
    assert "No rooflines" in app.loc(f"{MAIN} .tbp-roofline-plot").inner_text()
    screenshots(app, "roofline_model-no_peaks")

    # Enter the peaks: the data is requested again with them, and the URL keeps them.
    app.loc("#tbp-roofline-peak-flop").fill("100")
    app.loc("#tbp-roofline-peak-bw").fill("20")
    app.loc(f"{PEAKS} button[type=submit]").click()
    expect(app.loc(PEAKS)).to_contain_text("Entered")
    state = app.url_state()
    assert state["peak_flop_rate"] == "100" and state["peak_memory_bw"] == "20", state

    def check_peaks(app):
        text = app.loc(PEAKS).inner_text()
        for part in ("100 GFLOP/s", "18.63 GiB/s (20 GB/s)", "5 FLOP/byte", "Entered"):
            assert part in text, (part, text)
        assert app.loc(f"{PEAKS} .tbp-roofline-nopeaks").count() == 0
        assert app.loc("#tbp-roofline-peak-flop").input_value() == "100"
        assert app.loc("#tbp-roofline-peak-bw").input_value() == "20"
        canvas = app.loc(CANVAS)
        label = canvas.get_attribute("aria-label")
        assert "compute roof 100 GFLOP/s, memory roof 20 GB/s, ridge point 5 FLOP/byte" in label, label
        assert _pixels(canvas) > 2000
        assert _pixels(canvas, RIDGE_RGB) > 40  # the ridge point, its drop line and label

    check_peaks(app)
    # The table: the server's rows with the same peaks, Total with infeed/outfeed (Program first).
    total = [r for r in data["rows"] if r[col["step"]] == "Total" and r[col["include_infeed_outfeed"]]]
    assert app.range_label().endswith(f"of {len(total)}")
    # The columns shown by default (the rest in Columns, every one in the cells and the CSV).
    shown = app.loc(f"{TABLE} thead th").evaluate_all(
        "ths => ths.filter((th) => !th.hidden).map((th) => th.textContent.trim())")
    assert shown == [c["label"] for c in data["columns"] if c["id"] in SHOWN], shown
    first, top = _cells(app)[0], total[0]
    for cid in ("step", "category", "operation", "bound_by"):
        assert first[col[cid]] == top[col[cid]], cid
    for cid in ("measured_flop_rate", "operational_intensity", "optimal_flop_rate"):
        assert abs(_number(first[col[cid]]) - top[col[cid]]) <= 0.006, cid
    for cid in ("roofline_efficiency", "compute_efficiency", "max_mem_bw_utilization", "total_time_in_percentage"):
        assert first[col[cid]].endswith("%") and abs(_number(first[col[cid]]) - 100 * top[col[cid]]) <= 0.006, cid
    left_out = sum(1 for r in total if not (r[col["operational_intensity"]] > 0 and r[col["measured_flop_rate"]] > 0))
    plot = app.loc(f"{MAIN} .tbp-roofline-plot").inner_text()
    assert (f"{left_out} of {len(total)} rows are not on the chart" in plot) == bool(left_out), plot
    screenshots(app, "roofline_model-peaks")

    # A reload of the page's URL keeps the peaks.
    app = reload(app)
    app.expect_view(TOOL)
    check_peaks(app)

    # One step: its Program row only, in the table and on the chart.
    step = data["steps"][2]
    app.loc("#tbp-roofline-step").select_option(step)
    expect(app.table_rows()).to_have_count(1)
    (row,) = _cells(app)
    assert row[col["step"]] == step and row[col["operation"]] == "Program", row
    (expected,) = [r for r in data["rows"] if r[col["step"]] == step and r[col["include_infeed_outfeed"]]]
    assert abs(_number(row[col["measured_flop_rate"]]) - expected[col["measured_flop_rate"]]) <= 0.006
    assert app.loc(CANVAS).get_attribute("aria-label").startswith("Roofline chart: 1 point,")
    assert app.url_state()["step"] == step
    app.screenshot("roofline_model-step")
    assert not page.errors, page.errors


def test_roofline_model_gpu_profile_peaks(page, target):
    data = target.json("data", run=OP_PROFILE_GPU_RUN, tag=TOOL, host="gpuhost")
    # XProf's name of the device, from its compute capability (profile/devices.py).
    assert data["device_type"] == "Nvidia GPU (Ampere)" and data["peaks"]["source"] == "profile"
    app = target.open(page, run=OP_PROFILE_GPU_RUN, tool=TOOL, host="gpuhost")
    app.expect_view(TOOL)
    note = app.loc(f"{MAIN} .tbp-roofline-source").inner_text()
    assert note == "Device type: Nvidia GPU (Ampere). Times from the device's XLA op events.", note
    text = app.loc(PEAKS).inner_text()
    for part in ("GPU", "100,000 GFLOP/s", "(1,555 GB/s)", "From the profile"):
        assert part in text, (part, text)
    assert app.loc(f"{PEAKS} .tbp-roofline-nopeaks").count() == 0
    canvas = app.loc(CANVAS)
    assert "compute roof 100,000 GFLOP/s, memory roof 1,555 GB/s" in canvas.get_attribute("aria-label")
    assert _pixels(canvas, RIDGE_RGB) > 40
    # Click a row: its point is ringed.
    app.table_rows().nth(1).click()
    expect(app.loc(f"{MAIN} tr.tbp-roofline-selected")).to_have_count(1)
    screenshots(app, "roofline_model-gpu")
    assert not page.errors, page.errors
