"""PyTorch (Kineto JSON) runs in a real TensorBoard: a logdir holding copies of
tests/fixtures/pytorch. Runs and hosts, the trace viewer on the NCCL run (threads,
streams, a kernel's args and launch flow, search), memory_profile on resnet50, and the
tools a PyTorch run cannot feed. Screenshots at 1600x1000 and 1280x800."""

from __future__ import annotations

import re
import shutil

import pytest

from . import fixtures_util as fx
from .app_util import SCREENSHOTS, SIZES, Target
from .test_browser_trace import CANVAS_HOOK, DETAILS, TAG, VIEWER, COUNT, Trace, events, span

RUNS = ("resnet50", "cpu_only", "nccl", "distributed")  # newest first: by file stamp; none last, by name
# A PyTorch session of two spans (issue 43): worker0's two real ResNet-50 traces in one directory,
# as tensorboard_trace_handler leaves them over two profiling cycles; torch-tb-profiler's average
# step time of each (µs).
SPAN_FILES = (fx.FIXTURES / "pytorch" / "resnet50" / "worker0.1623143089861.pt.trace.json.gz",
              fx.FIXTURES / "pytorch_real" / "resnet50_num_workers_4" / "worker0.1623212756351.pt.trace.json.gz")
SPANS = {"resnet50/1623143089861": 177_592, "resnet50/1623212756351": 141_068}  # span 1, span 2




def open_trace(page, target: Target, run: str, host: str) -> Trace:
    """Trace of test_browser_trace on another run and host."""
    trace = Trace.__new__(Trace)
    trace.page, trace.target, trace.requests, trace.windows = page, target, [], []
    page.on("request", trace._on_request)
    page.add_init_script(CANVAS_HOOK)
    trace.run = run
    trace.app = target.open(page, run=run, tool="trace_viewer", host=host)
    trace.app.expect_view("trace_viewer")
    trace.wait_loaded()
    return trace


def test_runs_hosts_and_tools(page, pt):
    assert pt.json("runs") == list(RUNS)
    app = pt.open(page, run="distributed", tool="trace_viewer", host="rank-0")
    assert [o["value"] for o in app.options("run")] == list(RUNS)
    assert [o["value"] for o in app.options("host") if o["value"]] == ["rank-0", "rank-1"]
    # Tools a PyTorch run cannot feed are disabled with the reason.
    tools = {t["name"]: t for t in pt.json("run_tools", run="nccl", details=1)}
    menu = {o["value"]: o for o in app.options("tool")}
    for name in ("op_profile", "memory_viewer", "graph_viewer", "hlo_stats", "tf_data_bottleneck_analysis"):
        assert not tools[name]["available"] and tools[name]["reason"]
        assert menu[name]["disabled"] and menu[name]["title"] == tools[name]["reason"]
    assert not menu["trace_viewer"]["disabled"]
    app.select("run", "nccl")
    assert [o["value"] for o in app.options("host") if o["value"]] == ["rank-0"]
    assert "memory_profile" in app.main_text() or not tools["memory_profile"]["available"]
    app.screenshot("pytorch-runs")
    assert page.errors == []


def test_trace_viewer_on_nccl(page, pt):
    trace = open_trace(page, pt, "nccl", "rank-0")
    win = trace.window()
    sections = [s["name"] for s in win["sections"]]
    assert any("GPU" in s for s in sections), sections
    names = [t["name"] for t in win["tracks"] if t["kind"] == "events"]
    assert any(n.startswith("Stream #") for n in names), names
    assert any(n.startswith("thread ") or "python" in n.lower() or n.isdigit() for n in names), names
    trace.wait_drawn("Stream #")
    # Thread labels are drawn whole, or (long "process (pid): thread tid" labels of traces with
    # several processes) cut in the middle so that their thread part stays whole.
    threads = [n for n in names if n.startswith("thread ") or "): thread " in n]
    assert "thread 2910249 (pt_main_thread)" in threads, names
    # Tall enough for every host thread below the GPU section (its streams and counter tracks).
    page.set_viewport_size({"width": 1600, "height": 2400})
    trace.wait_drawn(*(name[name.rindex("): ") + 1:] if "): " in name else name for name in threads[-1:]))
    drawn = trace.frame_text()
    for name in threads:
        tail = name[name.rindex("): ") + 1:] if "): " in name else name
        assert any(t == name or (t.endswith(tail) and "…" in t) for t in drawn), (name, drawn[:40])

    # The longest kernel with a long C++ name: its details show Kineto's args and its launch flow.
    gpu_tracks = {t["id"] for t in win["tracks"] if t["name"].startswith("Stream #")}
    candidates = sorted((e for e in events(win) if e["track"] in gpu_tracks and e["count"] == 1
                         and e["name"].startswith("void ")), key=lambda e: -e["dur"])
    for kernel in candidates:
        details = pt.json("data", run="nccl", tag=TAG, mode="details", id=kernel["id"], event_host="rank-0")
        if details["args"].get("category") == "kernel":
            break
    assert details["args"].get("category") == "kernel" and len(kernel["name"]) > 60, kernel
    for arg in ("grid", "block", "registers per thread", "correlation"):
        assert arg in details["args"], details["args"]
    assert details["flows"], details
    view = span(win)
    page.mouse.click(trace.x_of(kernel["ts"] + kernel["dur"] / 2, view), trace.y_of(win, kernel["track"], kernel["row"]))
    trace.wait_details(kernel["name"])
    shown = trace.details_kv()[1]
    assert shown["grid"] == str(details["args"]["grid"]) or shown["grid"].replace(" ", "") == str(details["args"]["grid"]).replace(" ", "")
    assert trace.loc(f"{DETAILS} ul.tbp-trace-flows li").count() == len(details["flows"])
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(400)
        trace.screenshot(f"pytorch-trace-kernel-{w}x{h}")
    # Its launch: the flow's other end, a CUDA runtime call on a CPU thread.
    flow = details["flows"][0]
    other = pt.json("data", run="nccl", tag=TAG, mode="details", id=flow["id"], event_host="rank-0")
    trace.loc(f"{DETAILS} ul.tbp-trace-flows button:has-text('Go')").first.click()
    trace.wait_details(other["name"])
    assert other["name"].startswith("cuda"), other["name"]

    # Search finds the kernel by (a part of) its name.
    query = kernel["name"][:40]
    expected = pt.json("data", run="nccl", tag=TAG, mode="search", q=query, limit=100)
    assert expected["total"] >= 1
    search = trace.loc(f"{VIEWER} input.tbp-trace-search")
    search.fill(query)
    search.press("Enter")
    trace.app.frame.wait_for_function("([sel, t]) => document.querySelector(sel).textContent.startsWith(t)",
                                      arg=[COUNT, f"1 of {expected['total']:,}"], timeout=10_000)
    trace.wait_details(expected["matches"][0]["name"])
    trace.screenshot("pytorch-trace-search")
    assert page.errors == []


def test_memory_profile_on_resnet50(page, pt):
    data = pt.json("data", run="resnet50", tag="memory_profile", host="worker0")
    assert data["memory_ids"] == ["CPU", "GPU0"]
    app = pt.open(page, run="resnet50", tool="memory_profile", host="worker0")
    app.expect_view("memory_profile")
    assert app.loc("select#tbp-memory-id").input_value() == "GPU0"  # a GPU first, as torch-tb-profiler
    profile = data["profiles"]["GPU0"]
    text = app.main_text()
    for label in ("Memory Profile Summary", "Peak Memory Usage", "Memory Timeline Graph", "by op, up to the peak",
                  "no addresses"):
        assert label in text, label
    assert f"{profile['summary']['num_allocations']:,}" in text
    assert "(step 10)" in text
    assert app.loc("div.tbp-view canvas").count() >= 1
    rows = profile["breakdown"]["rows"]
    assert app.table_rows().count() == min(50, len(rows))
    cells = app.table_rows().evaluate_all("rs => rs.map(r => [...r.cells].map(c => c.textContent))")
    shown = {c[0]: c for c in cells}
    for row in rows:  # names and numbers as the server gives them (3 decimals)
        c = shown[row[0] or "(no op recorded)"]
        assert float(c[1].replace(",", "")) == pytest.approx(row[1], abs=5.01e-4)
        assert float(c[2].replace(",", "")) == pytest.approx(row[2], abs=5.01e-4)
        assert [int(c[3].replace(",", "")), int(c[4].replace(",", ""))] == row[3:5]
    box = app.loc("div.tbp-view canvas").first.bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.6, box["y"] + box["height"] * 0.5)
    page.wait_for_timeout(300)
    assert "Allocation size" in app.main_text()
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(400)
        app.screenshot(f"pytorch-memory-{w}x{h}")
    app.loc("select#tbp-memory-id").select_option("CPU")  # the view draws the other allocator
    app.frame.wait_for_function("() => document.body.textContent.includes('(step 10)')")
    assert "Memory Profile Summary" in app.main_text()
    assert page.errors == []


@pytest.fixture(scope="module")
def spans_target(tmp_path_factory, server_logs):
    """TensorBoard on a logdir of its own: the two-span session and a run of one span (nccl)."""
    root = tmp_path_factory.mktemp("spans")
    (root / "logdir" / "resnet50").mkdir(parents=True)
    for f in SPAN_FILES:
        shutil.copy(f, root / "logdir" / "resnet50" / f.name)
    shutil.copytree(fx.FIXTURES / "pytorch" / "nccl", root / "logdir" / "nccl")
    (root / "cache").mkdir()
    server = fx.tensorboard(root / "logdir", root / "cache", server_logs, "tensorboard-spans")
    yield Target("tensorboard", server)
    server.stop()


def _avg_step_us(app) -> float:
    """The overview's average step time as shown, in µs."""
    text = app.loc("main.tbp-main .tbp-pt-avg").inner_text()
    number, unit = re.fullmatch(r"([\d,.]+)\s*(µs|ms|s)", text.strip()).groups()
    return float(number.replace(",", "")) * {"µs": 1, "ms": 1e3, "s": 1e6}[unit]


def _side_screenshot(app, name: str) -> None:
    """The side panel's menus (Runs, Span, Compare with, ...), named as the page-wide shots."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    side, actions = app.loc("aside.tbp-side").bounding_box(), app.loc("aside.tbp-side .tbp-actions").bounding_box()
    clip = {"x": side["x"], "y": side["y"], "width": side["width"],
            "height": actions["y"] + actions["height"] + 16 - side["y"]}
    app.page.screenshot(path=str(SCREENSHOTS / f"{app.target.kind}-{name}.png"), clip=clip)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_spans_of_a_session_under_one_run(page, spans_target, scheme):
    span1, span2 = SPANS
    details = spans_target.json("runs", details=1)
    assert [(r["name"], r["session"], r["span"]) for r in details] == [
        (span2, "resnet50", 2), (span1, "resnet50", 1), ("nccl", None, None)]
    page.emulate_media(color_scheme=scheme)
    app = spans_target.open(page, tool="overview_page")
    app.expect_view("overview_page")
    # The session once in Runs, opened on its newest span; the Span selector beside it.
    assert [(o["value"], o["text"]) for o in app.options("run")] == [(span2, "resnet50"), ("nccl", "nccl")]
    assert app.value("run") == span2 and app.value("span") == span2
    spans = app.options("span")
    assert [o["value"] for o in spans] == [span1, span2]
    for number, o in enumerate(spans, 1):  # its number and the time its files were written
        assert re.fullmatch(rf"{number} · 2021-06-\d\d \d\d:\d\d:\d\d", o["text"]), o
    assert round(_avg_step_us(app)) == SPANS[span2]
    _side_screenshot(app, f"pytorch-spans-menu-{scheme}")
    app.screenshot(f"pytorch-spans-{scheme}")

    # Span 1: another run, its own name in the URL, its own overview.
    app.select("span", span1, "overview_page")
    app.wait_url_state("run", span1)
    assert app.value("run") == span1 and app.value("span") == span1
    assert round(_avg_step_us(app)) == SPANS[span1]
    data = spans_target.json("data", run=span1, tag="overview_page", host="worker0")
    assert round(data["gpu_step_breakdown"]["average"]["step_time_us"]) == SPANS[span1]

    # Compare with: the session's other span first.
    groups = app.loc("select#tbp-base_run optgroup").evaluate_all("gs => gs.map(g => g.label)")
    assert groups == ["Other spans of resnet50", "Runs"]
    assert [o["value"] for o in app.options("base_run")][:2] == ["", span2]
    app.select("base_run", span2, "overview_page")
    app.wait_url_state("base_run", span2)
    assert app.url_state()["run"] == span1
    app.screenshot(f"pytorch-spans-compared-{scheme}")

    # A run of one span: no Span selector.
    app.select("run", "nccl", "overview_page")
    assert app.loc("label.tbp-span-field").is_hidden()
    assert page.errors == []

