"""overview_page on PyTorch runs in a real TensorBoard (copies of tests/fixtures/pytorch):
torch-tb-profiler's breakdown (tests/test_pytorch_overview.py checks its numbers against
torch-tb-profiler); here every number shown equals the server's JSON, and the XProf-only
parts are gone. Screenshots at 1600x1000 and 1280x800."""

from __future__ import annotations

import pytest

from .test_browser_steps import js_number, no_xss

CASES = (("resnet50", "worker0"), ("nccl", "rank-0"))




def us(value: float) -> str:
    """formatStepUs of overview_page.js."""
    return f"{js_number(value)} µs"


@pytest.mark.parametrize("run,host", CASES)
def test_pytorch_overview(page, pt, run, host):
    data = pt.json("data", run=run, tag="overview_page", host=host)
    block = data["gpu_step_breakdown"]
    page.set_viewport_size({"width": 1600, "height": 1000})
    app = pt.open(page, run=run, tool="overview_page", host=host)
    app.expect_view("overview_page")
    text = app.main_text()
    for title in ("Performance Summary", "Step Time Breakdown", "GPU Summary", "Recommendation for Next Step",
                  "Steps", data["top_ops"]["title"], "Run Environment"):
        assert title in text, title
    # XProf's step summary, graph and input-bound verdict are not shown.
    assert "Step-time Graph" not in text and "Input-bound:" not in text
    assert app.loc(".tbp-level").count() == 0

    # Average step time and the category table: the converter's µs and %.
    assert app.loc(".tbp-pt-avg").inner_text() == us(block["average"]["step_time_us"])
    rows = app.loc("table.tbp-pt-breakdown tbody tr").evaluate_all(
        "trs => trs.map(tr => [tr.dataset.category, [...tr.cells].map(td => td.textContent)])")
    assert [c for c, _ in rows] == [c["id"] for c in block["categories"]]
    for category, cells in rows:
        assert cells[2] == us(block["average"]["breakdown_us"][category]), (category, cells)
        assert cells[3] == f"{block['average']['percent'][category]:.2f}%", (category, cells)

    # The per-step table: one row per step, every category in µs.
    table = app.loc(".tbp-pt-step-table tbody tr").evaluate_all(
        "trs => trs.map(tr => [...tr.cells].map(td => td.textContent))")
    assert len(table) == len(block["rows"])
    for cells, row in zip(table, block["rows"]):
        expected = [row["step"], *(js_number(row["breakdown_us"][c["id"]]) for c in block["categories"]),
                    js_number(row["step_time_us"])]
        assert cells == expected

    # The chart is drawn (its columns and tooltips are checked in the Vitest tests).
    box = app.loc(".tbp-pt-chart canvas").bounding_box()
    assert box and box["width"] > 300 and box["height"] > 200

    # The GPU summary: name, memory, SMs, utilization as torch-tb-profiler shows them.
    gpu_text = app.loc(".tbp-gpu-summary").inner_text()
    for gpu in block["gpus"]:
        assert gpu["name"] in gpu_text
        assert f"{gpu['memory_gb']} GB" in gpu_text
        assert f"{gpu['utilization_percent']:.2f}%" in gpu_text
        assert f"{gpu['sm_efficiency_percent']:.2f}%" in gpu_text
        assert f"{gpu['occupancy_percent']:.2f}%" in gpu_text
    rec = app.loc(".tbp-pt-rec").inner_text()
    assert block["recommendation"]["statement"] in rec
    assert "PyTorch documentation" in rec
    no_xss(app)
    assert not page.errors
    app.screenshot(f"pytorch-overview-{run}-1600")
    page.set_viewport_size({"width": 1280, "height": 800})
    app.screenshot(f"pytorch-overview-{run}-1280")
    app.loc(".tbp-pt-why").scroll_into_view_if_needed()  # the steps table, top ops, environment
    app.screenshot(f"pytorch-overview-{run}-1280-lower")


def test_recommendation_links_open_tools(page, pt):
    app = pt.open(page, run="resnet50", tool="overview_page", host="worker0")
    app.expect_view("overview_page")
    assert "DataLoader" in app.loc(".tbp-pt-statement").inner_text()
    app.act(lambda: app.loc(".tbp-pt-rec a.tbp-tool-link[data-tool=kernel_stats]").click(), "kernel_stats")
    assert app.value("tool") == "kernel_stats"
