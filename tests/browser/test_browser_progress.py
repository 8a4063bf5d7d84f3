"""Progress on long work (issue 21), in Chromium against a slow server (a real
JAX profile of 3 planes whose decoding and trace indexing are slowed down by
the test harness, slow_site/sitecustomize.py): instead of a bare spinner the
page says what the server is doing and how far it has got, and then shows the
view as usual."""

from __future__ import annotations

import re

from .app_util import AppPage, screenshots
from .fixtures_util import SLOW_RUNS
from .test_browser_trace import CANVAS_HOOK

LABEL = ".tbp-loading .tbp-progress-label"
BAR = ".tbp-loading [role=progressbar]"
STATUS = "main.tbp-main div.tbp-view .tbp-trace .tbp-trace-status"


def _wait_text(app: AppPage, selector: str, pattern: str, timeout_s: float = 20, attribute: str | None = None) -> str:
    seen = []
    for _ in range(int(timeout_s * 10)):
        loc = app.loc(selector)
        text = (loc.first.get_attribute(attribute) if attribute else loc.first.inner_text()) if loc.count() else ""
        text = text or ""
        if text and (not seen or seen[-1] != text):
            seen.append(text)
        if re.search(pattern, text):
            return text
        app.frame.wait_for_timeout(100)
    raise AssertionError(f"{selector} never matched {pattern!r}; it showed {seen}")


def test_a_cold_load_says_how_far_it_has_got(page, servers):
    target = servers.get("standalone", "slow")
    page.goto(target.url(run=SLOW_RUNS[0], tool="overview_page"))
    app = AppPage(page, page.main_frame, target)
    # The run's tools load its profile: plane by plane, with the bar filling.
    text = _wait_text(app, LABEL, r"Decoding .+: plane [23] of 3 · \d+\.\d s")
    assert text.startswith(f"Loading the tools of {SLOW_RUNS[0]}: "), text
    assert int(app.loc(BAR).get_attribute("aria-valuenow")) >= 33
    screenshots(app, "progress-cold-load", settle_ms=0)
    app.wait_settled(timeout=30_000)
    app.expect_view("overview_page")
    assert app.loc(LABEL).count() == 0
    assert page.errors == []


def test_the_trace_viewer_says_it_is_indexing(page, servers):
    target = servers.get("standalone", "slow")
    page.add_init_script(CANVAS_HOOK)
    page.goto(target.url(run=SLOW_RUNS[1], tool="trace_viewer"))
    app = AppPage(page, page.main_frame, target)
    _wait_text(app, LABEL, r"Decoding .+: plane \d of 3")
    # The first window builds the trace index: the timeline says so where the trace will be
    # (the canvas' texts, read back), and the toolbar's status (cut to its width; whole in its title).
    pattern = r"Indexing the trace events: [\d,]+ events · \d+\.\d s"
    text = _wait_text(app, STATUS, pattern, attribute="title")
    drawn = app.frame.evaluate("() => (window.__tbpFrames || []).flat().join('\\n')")
    assert re.search(pattern, drawn), "not on the canvas"
    screenshots(app, "progress-trace-indexing", settle_ms=0)
    _wait_text(app, STATUS, r"^[\d,]+ events", timeout_s=30)
    assert "Indexing" not in app.loc(STATUS).inner_text(), text
    assert page.errors == []
