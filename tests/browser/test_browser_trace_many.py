"""The trace viewer on a profile of many events (issue 20, items 2 and 3):
search steps through all 18,000 matches of a name, the server paging them;
and at a zoom where short events are merged, a busy thread is drawn darker
than a sparse one (boxes by how much of them their events fill), in light and
dark themes alike.
"""

from __future__ import annotations

import pytest

from .app_util import screenshots
from .fixtures_util import MANY_MATCHES, MANY_NAME, MANY_RUN
from .test_browser_trace import DETAILS, LABEL_W, VIEWER, Trace, fmt_us
from .test_browser_trace_room import CANVAS, label_y, open_trace, wait_labels


@pytest.fixture(params=["tensorboard", "standalone"])
def many(request, servers):
    return servers.get(request.param, "many")


def test_search_steps_through_18000_matches(page, many):
    trace = Trace(page, many, run=MANY_RUN)
    search = trace.loc(f"{VIEWER} input.tbp-trace-search")
    search.fill(MANY_NAME)
    search.press("Enter")

    def at(k: int) -> None:
        trace.wait_match(k, MANY_MATCHES)
        # Match k is the k-th MatMul in time: it starts k * 10 µs into the trace.
        trace.wait_url(lambda s: s.get("sel") is not None, "a selected match")
        trace.wait_details(MANY_NAME)
        trace.app.frame.wait_for_function("([sel, t]) => document.querySelector(sel).textContent.includes(t)",
                                          arg=[DETAILS, f"Start{fmt_us(k * 10.0)}"], timeout=10_000)

    at(0)
    for _ in range(199):
        search.press("Enter")
    at(199)
    screenshots(trace.app, "trace-many-search-200")
    search.press("Enter")
    at(200)
    search.press("Shift+Enter")
    search.press("Shift+Enter")
    search.press("Shift+Enter")
    at(197)
    assert page.errors == []


def _row_luminance(app, y: float) -> float:
    """Mean luminance of the timeline canvas' pixels along canvas row y, in the time area."""
    return app.loc(CANVAS).evaluate("""(c, [y, x0]) => {
        const dpr = c.width / c.getBoundingClientRect().width;
        const d = c.getContext('2d').getImageData(Math.round(x0 * dpr), Math.round(y * dpr), c.width - Math.round((x0 + 30) * dpr), 1).data;
        const lin = (v) => (v <= 10 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
        let sum = 0;
        for (let i = 0; i < d.length; i += 4) sum += 0.2126 * lin(d[i]) + 0.7152 * lin(d[i + 1]) + 0.0722 * lin(d[i + 2]);
        return sum / (d.length / 4);
    }""", [y, LABEL_W + 10])


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_busy_thread_reads_darker_than_a_sparse_one(page, servers, theme):
    many = servers.get("standalone", "many")
    page.emulate_media(color_scheme=theme)
    trace = open_trace(page, many, run=MANY_RUN)
    app = trace.app
    wait_labels(app, lambda ls: label_y(app, "busy") is not None and label_y(app, "sparse") is not None, "both threads")
    win = trace.window()
    assert win["thinned"] > 0, "the whole trace should merge short events"
    busy, sparse = _row_luminance(app, label_y(app, "busy")), _row_luminance(app, label_y(app, "sparse"))
    background = _row_luminance(app, label_y(app, "sparse") + 20)  # below the last track
    screenshots(app, f"trace-many-busy-{theme}")
    # The busy thread (80 % busy) stands out from the background far more than the sparse one (2 %).
    assert abs(busy - background) > 2 * abs(sparse - background), (busy, sparse, background)
    assert page.errors == []
