"""The Profile tab of a real TensorBoard whose --logdir is a gs:// bucket
(the GCS emulator of tests/test_remote_logdir.py), in a browser: what the
user sees must be what the same logdir on local disk gives.

Why: the route tests compare bytes, but the user's path is TensorBoard's
own process (its environment reaching the emulator, its plugin loading the
remote runs) feeding the app in its iframe. Here the run selector lists the
local runs, the overview page shows the local average step time and step
count, the trace viewer draws the timeline with the local window's event
count, and the browser logs no error.
"""

from __future__ import annotations

import json
import urllib.parse

import pytest

from tb_profile_plugin.profile.cache import ProfileCache
from tb_profile_plugin.service import Service

from test_remote_logdir import buckets  # noqa: F401  (the S3 and GCS emulators, fixtures uploaded)

from . import fixtures_util as fx
from .app_util import MAIN, Target
from .test_browser_steps import js_number
from .test_browser_trace import CANVAS_HOOK, STATUS, TAG, fmt_us

LOGDIR = "jax_jit_train"
HOST = "vm"


@pytest.fixture(scope="module")
def remote_target(buckets, tmp_path_factory):  # noqa: F811
    """`tensorboard --logdir gs://profiles/jax_jit_train` on a free 127.0.0.1
    port with its own cache dir; stopped by its PID at teardown."""
    server = fx.tensorboard(f"{buckets['gs']}/{LOGDIR}", tmp_path_factory.mktemp("remote_gs_cache"),
                            tmp_path_factory.mktemp("remote_gs_logs"), "tensorboard-gs")
    try:
        yield Target("tensorboard", server)
    finally:
        server.stop()
    assert "Traceback" not in server.stderr(), server.stderr()


def test_profile_tab_on_a_gs_logdir_shows_the_local_profile(page, remote_target):
    target = remote_target
    local = Service(fx.FIXTURES / LOGDIR, cache=ProfileCache(None))
    console_errors = []
    page.on("console", lambda m: console_errors.append(m.text) if m.type == "error" else None)
    windows = []  # the trace window requests of the page, in order

    def on_request(request):
        parts = urllib.parse.urlsplit(request.url)
        query = dict(urllib.parse.parse_qsl(parts.query))
        if parts.path.endswith("/data") and query.get("tag") == TAG and query.get("mode", "window") == "window":
            windows.append(query)

    page.on("request", on_request)
    page.add_init_script(CANVAS_HOOK)
    app = target.open(page)

    # The runs of the bucket are the runs of the local logdir; the first is chosen.
    runs = local.runs()
    assert runs
    assert [o["value"] for o in app.options("run")] == runs
    run = app.value("run")
    assert run == runs[0]

    # overview_page (the default tool): the local converter's average step time and step count.
    assert app.value("tool") == "overview_page"
    app.expect_view("overview_page")
    assert app.value("host") == HOST
    summary = json.loads(local.tool_json(run, "overview_page", HOST, {}))["summary"]
    assert summary["num_steps"] == 5
    expected = f"{js_number(summary['average_step_time_ms'])} ms (σ {js_number(summary['step_time_stddev_ms'])} ms)"
    assert app.loc("div.tbp-view .tbp-summary-value").inner_text() == expected
    assert f"over {summary['num_steps']} steps" in app.main_text()
    assert app.loc("div.tbp-view .tbp-step-chart canvas").count() == 1
    assert app.loc(f"{MAIN} [role=alert]").count() == 0
    app.screenshot("remote_gs_overview")

    # trace_viewer: the timeline draws, its status counts the local window's events.
    app.select("tool", "trace_viewer", tool="trace_viewer")
    app.frame.wait_for_function(
        "(sel) => { const s = document.querySelector(sel); return s && /\\bevents\\b/.test(s.textContent) && !/loading/.test(s.textContent); }",
        arg=STATUS, timeout=20_000)
    assert windows, "the page fetched no trace window"
    options = {k: v for k, v in windows[-1].items() if k not in ("run", "tag", "host", "progress")}  # the route's, not the tool's
    assert options.pop("format") == "binary"  # the page asks bytes; the same window as JSON here
    win = json.loads(local.tool_json(run, TAG, HOST, options))
    assert win["events_in_window"] > 100
    assert app.loc(STATUS).inner_text().strip() == f"{win['events_in_window']:,} events"
    want = ["Host Threads", "python", f"View: {fmt_us(win['span_us'][1])}"]
    try:
        app.frame.wait_for_function(
            """(want) => { const f = window.__tbpFrames || []; const t = f.length ? f[f.length - 1] : [];
               return want.every((w) => t.some((s) => s.includes(w))); }""", arg=want, timeout=10_000)
    except Exception:
        drawn = app.frame.evaluate("() => { const f = window.__tbpFrames || []; return f.length ? f[f.length - 1] : []; }")
        raise AssertionError(f"the canvas did not draw {want}; last frame: {drawn[:80]}") from None
    assert app.loc(f"{MAIN} [role=alert]").count() == 0
    app.screenshot("remote_gs_trace")

    assert page.errors == [], page.errors
    assert [t for t in console_errors if "Failed to load resource" not in t] == []
