"""The step-based views in a real browser, in TensorBoard and standalone:
overview_page and input_pipeline_analyzer on the fixtures with step markers
(numbers checked against XProf 2.24's outputs for the same profiles), the
in-app tool links, and hostile names on a profile without steps."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest

from .fixtures_util import XSS_DEVICE_OPS, XSS_RUN

XPROF = Path(__file__).resolve().parents[1] / "fixtures" / "xprof_outputs"
RUNS = ("jax_jit_train", "tf_custom_loop_steps")


def js_number(value: float, digits: int = 3) -> str:
    """formatNumber(value, digits) of frontend/src/lib/format.js."""
    text = f"{value:,.{digits}f}".rstrip("0").rstrip(".")
    return text


def xprof_step_column(fixture: str, tool: str, column: str = "stepTimeMs") -> list[float]:
    """A column of XProf's step-time graph table (stepTimeMs, infeedTimeMs ...), per step."""
    tables = json.loads((XPROF / fixture / f"{tool}.json").read_text())
    table = next(t for t in tables if t and any(c["id"] == "stepTimeMs" for c in t.get("cols", [])))
    col = [c["id"] for c in table["cols"]].index(column)
    return [row["c"][col]["v"] for row in table["rows"]]


def xprof_step_times(fixture: str, tool: str) -> list[float]:
    return xprof_step_column(fixture, tool)


def xprof_input_ops(fixture: str) -> tuple[dict, list[list]]:
    tables = json.loads((XPROF / fixture / "input_pipeline_analyzer.json").read_text())
    table = next(t for t in tables if t and any(c["id"] == "opName" for c in t.get("cols", [])))
    return table["p"], [[c.get("v") for c in row["c"]] for row in table["rows"]]


def run_named(target, fixture: str) -> str:
    (run,) = [r for r in target.json("runs") if r.startswith(f"{fixture}/")]
    return run


def no_xss(app) -> None:
    for frame in {app.frame, app.page.main_frame}:
        assert frame.evaluate("() => typeof window.__xss") == "undefined"
        assert frame.evaluate("() => document.querySelectorAll('img[src=x], img[src$=\"/x\"]').length") == 0


@pytest.mark.parametrize("fixture", RUNS)
def test_overview_page_view(page, target, fixture):
    run = run_named(target, fixture)
    data = target.json("data", run=run, tag="overview_page", host="vm")
    app = target.open(page, run=run, tool="overview_page", host="vm")
    app.expect_view("overview_page")
    text = app.main_text()
    for title in ("Performance Summary", "Step-time Graph", data["top_ops"]["title"], "Run Environment",
                  "Recommendation for Next Step"):
        assert title in text, title

    # Average step time: the mean of XProf's per-step times for this profile.
    xprof_times = xprof_step_times(fixture, "overview_page")
    assert len(xprof_times) == 5
    avg = statistics.fmean(xprof_times)
    summary = app.loc("div.tbp-view .tbp-summary-value").inner_text()
    assert summary.startswith(f"{js_number(avg)} ms (σ "), (summary, avg)
    assert "over 5 steps" in text
    # The breakdown legend: every category, the converter's averages and shares.
    legend = app.loc("div.tbp-view table.tbp-breakdown tr").evaluate_all(
        "trs => trs.map(tr => [tr.dataset.category, [...tr.cells].map(td => td.textContent)])")
    assert [c for c, _ in legend] == [c["id"] for c in data["steps"]["categories"]]
    by_id = {b["id"]: b for b in data["summary"]["breakdown"]}
    for category, cells in legend:
        assert cells[2] == f"{js_number(by_id[category]['avg_ms'])} ms", (category, cells)
        assert cells[3] == f"{by_id[category]['percent']:.1f}%", (category, cells)
    total_percent = sum(b["percent"] for b in data["summary"]["breakdown"])
    assert total_percent == pytest.approx(100, abs=0.1)
    # The step-time graph draws on a canvas (no empty-state message).
    assert app.loc("div.tbp-view .tbp-step-chart canvas").count() == 1
    assert app.loc("div.tbp-view .tbp-steps-empty").count() == 0

    # Top ops: the converter's rows in its order.
    rows = app.loc("div.tbp-view .tbp-top-ops tbody tr:not(.tbp-table-empty-row)")
    assert rows.count() == len(data["top_ops"]["rows"])
    if data["top_ops"]["rows"]:
        first = rows.first.locator("td").all_inner_texts()
        op = data["top_ops"]["rows"][0]
        assert first[:4] == [f"{op['self_time_percent']:.1f}%", f"{op['cumulative_percent']:.1f}%", op["category"], op["name"]]
    # Run environment.
    env = data["environment"]
    assert f"Device type\n{env['device_type']}" in app.loc("div.tbp-view .tbp-kv-card").last.inner_text()

    # External links open a new tab without an opener.
    external = app.loc("div.tbp-view a.tbp-external")
    assert external.count() == sum(1 for s in data["recommendations"]["next_steps"] if s["url"])
    for i in range(external.count()):
        assert external.nth(i).get_attribute("target") == "_blank"
        assert external.nth(i).get_attribute("rel") == "noopener noreferrer"
    app.screenshot(f"overview_page-{fixture}")

    # A next step names input_pipeline_analyzer: its link switches the app to
    # that tool for the same run and host.
    link = app.loc("div.tbp-view a.tbp-tool-link[data-tool=input_pipeline_analyzer]")
    assert link.count() >= 1
    app.act(lambda: link.first.click(), tool="input_pipeline_analyzer")
    assert app.value("tool") == "input_pipeline_analyzer"
    assert app.url_state() == {"run": run, "tool": "input_pipeline_analyzer", "host": "vm"}
    assert "Section 1: Summary" in app.main_text()
    assert not page.errors, page.errors


@pytest.mark.parametrize("fixture", RUNS)
def test_input_pipeline_analyzer_view(page, target, fixture):
    run = run_named(target, fixture)
    data = target.json("data", run=run, tag="input_pipeline_analyzer", host="vm")
    app = target.open(page, run=run, tool="input_pipeline_analyzer", host="vm")
    app.expect_view("input_pipeline_analyzer")
    sections = app.loc("div.tbp-view section.tbp-ipa-section")
    assert sections.count() == 3
    assert data["summary"]["input_bound"]["statement"] in sections.nth(0).inner_text()

    # Section 2: step time statistics from XProf's per-step times.
    times = xprof_step_times(fixture, "input_pipeline_analyzer")
    device = sections.nth(1).inner_text()
    assert f"Average step time\n{js_number(statistics.fmean(times))} ms" in device
    assert f"Step time range (min – max)\n{js_number(min(times))} ms – {js_number(max(times))} ms" in device
    # The sample standard deviation (n - 1), as XProf.
    assert f"Step time standard deviation\n{js_number(statistics.stdev(times))} ms" in device
    # % waiting for input: XProf's input time / step time, per step.
    infeed = xprof_step_column(fixture, "input_pipeline_analyzer", "infeedTimeMs")
    percents = [100 * i / t for i, t in zip(infeed, times)]
    assert f"Waiting for input, average\n{statistics.fmean(percents):.1f}% of step time" in device
    assert f"Waiting for input, range (min – max)\n{min(percents):.1f}% – {max(percents):.1f}%" in device
    assert sections.nth(1).locator("canvas").count() == 2  # step-time graph + input % per step

    # Section 3: input time on the host by category, as XProf reports it.
    xprof_p, xprof_rows = xprof_input_ops(fixture)
    host = {r[0]: r[1:] for r in sections.nth(2).locator("table.tbp-host-breakdown tbody tr").evaluate_all(
        "trs => trs.map(tr => [tr.dataset.category, ...[...tr.cells].slice(2).map(td => td.textContent)])")}
    if xprof_rows:
        assert list(host) == ["enqueue", "preprocessing", "advanced_file_read", "demanded_file_read", "other"]
        total = sum(float(v) for k, v in xprof_p.items() if k.endswith("_us"))
        preprocessing = float(xprof_p["preprocessing_us"])
        assert host["preprocessing"] == [f"{js_number(preprocessing, 1)} µs", f"{100 * preprocessing / total:.1f}%"]
        assert sections.nth(2).locator("canvas").count() == 1
    else:
        assert host == {} and not data["host_side"]["has_input_ops"]
        assert "No input operations on the host" in sections.nth(2).inner_text()
    links = sections.nth(2).locator(".tbp-recommendations a")
    for i in range(links.count()):
        assert links.nth(i).get_attribute("rel") == "noopener noreferrer"

    # Input Op statistics: collapsed, then XProf's ops by self time, filter, CSV.
    details = app.loc("div.tbp-view details.tbp-input-ops")
    assert details.evaluate("d => d.open") is False
    details.locator("summary").click()
    for _ in range(40):  # the toggle event comes after the click
        if app.url_state().get("input_ops") == "open":
            break
        page.wait_for_timeout(50)
    assert app.url_state().get("input_ops") == "open"
    rows = details.locator("tbody tr:not(.tbp-table-empty-row)")
    assert rows.count() == min(50, len(xprof_rows))
    if xprof_rows:
        name, count, _, _, self_ms, self_fraction, category = xprof_rows[0]
        first = rows.first.locator("td").all_inner_texts()
        assert first[0] == name and first[1] == str(int(count)) and first[6] == category
        assert first[4] == js_number(self_ms) and first[5] == f"{100 * self_fraction:.1f}%"
        details.locator("input.tbp-table-filter").fill("TensorSlice")
        expected = [r[0] for r in xprof_rows if "tensorslice" in r[0].lower()]
        assert sorted(rows.locator("td:first-child").all_inner_texts()) == sorted(expected)
        with page.expect_download() as info:
            details.locator("button.tbp-table-export").click()
        csv_text = Path(info.value.path()).read_text(encoding="utf-8-sig")
        assert csv_text.splitlines()[0] == ",".join(c["label"] for c in data["input_ops"]["columns"])
        assert len(csv_text.strip().splitlines()) == 1 + len(expected)
        details.locator("input.tbp-table-filter").fill("")
    app.screenshot(f"input_pipeline_analyzer-{fixture}")
    assert not page.errors, page.errors


def test_steps_views_keep_hostile_names_text(page, xss_target):
    """The synthetic profile has no step markers: both views say so instead of
    drawing a graph, and its HTML op names stay text."""
    app = xss_target.open(page, run=XSS_RUN, tool="overview_page", host="vm")
    app.expect_view("overview_page")
    empty = app.loc("div.tbp-view .tbp-steps-empty")
    assert empty.count() == 1 and "No step marker observed" in empty.inner_text()
    assert app.loc("div.tbp-view .tbp-diagnostic").count() >= 1
    cells = app.loc("div.tbp-view .tbp-top-ops tbody td").all_inner_texts()
    for name in XSS_DEVICE_OPS:
        assert name in cells, (name, cells)
    no_xss(app)
    app.screenshot("overview_page-no_steps")
    app.select("tool", "input_pipeline_analyzer", tool="input_pipeline_analyzer")
    assert app.loc("div.tbp-view .tbp-steps-empty").count() == 1
    app.loc("div.tbp-view details.tbp-input-ops summary").click()
    no_xss(app)
    app.screenshot("input_pipeline_analyzer-no_steps")
    assert not page.errors, page.errors
