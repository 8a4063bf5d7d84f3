"""The distributed view in a real TensorBoard on the two-rank PyTorch run (tests/fixtures/pytorch
/distributed, ranks 0 and 1 of world size 128): the values shown are the server's JSON, names as
text; the step picker redraws the per-rank bars. Screenshots at 1600x1000 and 1280x800."""

from __future__ import annotations

import pytest

from .app_util import MAIN, SIZES





def _tables(app) -> list[list[list[str]]]:
    return app.loc(f"{MAIN} table.tbp-table-grid").evaluate_all(
        "ts => ts.map(t => [...t.tBodies[0].rows].map(r => [...r.cells].map(c => c.textContent)))")


def _num(text: str) -> float:
    return float(text.replace(",", "").rstrip("%"))


def test_distributed_view(page, pt):
    data = pt.json("data", run="distributed", tag="distributed")
    tools = {t["name"]: t for t in pt.json("run_tools", run="cpu_only", details=1)}
    assert not tools["distributed"]["available"] and "no GPU activity" in tools["distributed"]["reason"]
    app = pt.open(page, run="distributed", tool="distributed")
    app.expect_view("distributed")
    text = app.main_text()
    for label in ("Distributed", "Computation/communication per rank", "Step time per rank", "Per rank (HTA)",
                  "Kernel types, all ranks", "Collectives", "Only 2 of world size 128 ranks"):
        assert label in text, label
    assert app.loc(f"{MAIN} canvas").count() == 2

    ranks, types, steps, colls = _tables(app)
    for shown, r in zip(ranks, data["ranks"]):
        assert shown[0] == r["rank"]
        assert [_num(c) for c in shown[1:5]] == pytest.approx(
            [r["span_us"], r["idle_us"], r["compute_us"], r["non_compute_us"]], abs=5e-4)
        assert [_num(c) for c in shown[5:9]] == pytest.approx(
            [r["idle_pct"], r["compute_pct"], r["non_compute_pct"], r["comm_comp_overlap_pct"]], abs=5e-3)
    assert [row[0] for row in types] == [t["kernel_type"] for t in data["kernel_types"]]
    assert [_num(row[1]) for row in types] == [t["us"] for t in data["kernel_types"]]
    assert [[c if i < 1 else _num(c) for i, c in enumerate(row)] for row in steps] == data["steps"]["rows"]
    assert [row[:2] for row in colls] == [r[:2] for r in data["collectives"]["rows"]]

    # One step's bars: the chart's data becomes that step's rows.
    options = app.loc(f"{MAIN} select.tbp-distributed-step option").evaluate_all("os => os.map(o => o.value)")
    assert options == ["all", "551", "552"]
    app.loc(f"{MAIN} select.tbp-distributed-step").select_option("552")
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(400)
        app.screenshot(f"distributed-{w}x{h}")
    app.loc(f"{MAIN} .tbp-distributed-section").first.scroll_into_view_if_needed()
    app.screenshot("distributed-tables-1280x800")
    assert not page.errors
