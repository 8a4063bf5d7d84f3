"""overview_page and input_pipeline_analyzer on PyTorch runs in a real TensorBoard (copies of
tests/fixtures/pytorch): torch-tb-profiler's breakdown (tests/test_pytorch_overview.py and
test_pytorch_ttb_overview.py check its numbers against torch-tb-profiler); here every number
shown equals the server's JSON, the input verdict is the DataLoader one, and the XProf-only
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
    # XProf's step summary and graph are not shown; the verdict is the DataLoader one.
    assert "Step-time Graph" not in text and "waiting for input" not in text
    for word in ("tf.data", "Keras", "XLA"):
        assert word not in text, word
    bound = data["input_bound"]
    assert app.loc(".tbp-level").inner_text() == (
        f"Input-bound: {bound['level']} · {bound['input_percent']:.1f}% of step time in DataLoader")
    assert app.loc(".tbp-pt-verdict").inner_text() == data["recommendations"]["statement"]

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

    # The GPU summary: every row torch-tb-profiler's GPU Summary has, as the JSON says.
    rows = app.loc(".tbp-gpu-summary dl").evaluate_all(
        "dls => dls.map(dl => [...dl.querySelectorAll('dt')].map(dt => [dt.textContent, dt.nextElementSibling.textContent]))")
    assert len(rows) == len(block["gpus"])
    for gpu, shown in zip(block["gpus"], rows):
        def pct(key):
            return None if gpu[key] is None else f"{gpu[key]:.2f}%"
        expected = {
            "Name": gpu["name"], "Memory": f"{gpu['memory_gb']} GB", "Compute Capability": gpu["compute_capability"],
            "SMs": str(gpu["sm_count"]), "GPU Utilization": pct("utilization_percent"),
            "Est. SM Efficiency": pct("sm_efficiency_percent"), "Est. Achieved Occupancy": pct("occupancy_percent"),
            "Kernel Time using Tensor Cores": pct("tensor_core_percent")}
        assert dict(shown) == {k: v for k, v in expected.items() if v is not None}
    env = app.loc(".tbp-kv-card").filter(has_text="Run Environment").evaluate(
        "card => Object.fromEntries([...card.querySelectorAll('dt')].map(dt => [dt.textContent, dt.nextElementSibling.textContent]))")
    assert env["Number of Worker(s)"] == str(data["environment"]["worker_count"])
    assert env["Device type"] == data["environment"]["device_type"]
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


def test_pytorch_input_pipeline(page, pt):
    """resnet50 (num_workers=0): a third of each step in DataLoader, said as such."""
    data = pt.json("data", run="resnet50", tag="input_pipeline_analyzer", host="worker0")
    page.set_viewport_size({"width": 1600, "height": 1000})
    app = pt.open(page, run="resnet50", tool="input_pipeline_analyzer", host="worker0")
    app.expect_view("input_pipeline_analyzer")
    text = app.main_text()
    assert [h.strip() for h in app.loc(".tbp-ipa-heading").all_inner_texts()] == [
        "Section 1: Summary", "Section 2: DataLoader time per step", "Section 3: DataLoader operators"]
    bound = data["summary"]["input_bound"]
    assert bound["level"] == "high"
    assert app.loc(".tbp-level").inner_text() == (
        f"Input-bound: high · {bound['input_percent']:.1f}% of step time in DataLoader")
    assert bound["statement"] in text and "tf.data" not in text and "waiting for input" not in text
    steps = app.loc(".tbp-ipa-pt-steps tbody tr").evaluate_all(
        "trs => trs.map(tr => [...tr.cells].map(td => td.textContent))")
    assert steps == [[r["step"], js_number(r["step_time_us"]), js_number(r["dataloader_us"]),
                      f"{r['dataloader_percent']:.2f}%"] for r in data["pytorch"]["rows"]]
    ops = app.loc(".tbp-ipa-pt-ops tbody tr").evaluate_all("trs => trs.map(tr => tr.cells[0].textContent)")
    assert ops == [r[0] for r in data["input_ops"]["rows"]]
    no_xss(app)
    assert not page.errors
    app.screenshot("pytorch-input-pipeline-resnet50-1600")
