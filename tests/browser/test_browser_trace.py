"""The trace viewer in a browser, inside TensorBoard and standalone: the canvas
timeline (sections, track labels, event count), its keys, selecting an event
or an area, search, deep links (view= and sel=), the timing mode, and no
request leaving the server.

The timeline is one canvas: what it draws is read back by wrapping
CanvasRenderingContext2D.fillText (an init script, before the app loads) and
keeping the texts of the last frames; clicks and drags aim at events through
the same geometry as frontend/src/trace/layout.js (SIZES) computed from the
window JSON the page itself fetched.
"""

from __future__ import annotations

import json
import re
import time
import urllib.parse

import pytest

from .app_util import AppPage, Target, screenshots
from .fixtures_util import TF_RUN_PREFIX

TOOL = "trace_viewer"
TAG = "trace_viewer@"
PYTORCH_RUN = "pytorch/resnet50"  # its whole-trace window merges short kernels into boxes
HOST = "vm"

# frontend/src/trace/layout.js SIZES (CSS px).
OVERVIEW_H, AXIS_H, LABEL_W, SCROLLBAR_W = 30, 22, 210, 12
SECTION_H, ROW_H, TRACK_PAD, COUNTER_H = 22, 18, 3, 40
TRACKS_TOP = OVERVIEW_H + AXIS_H

VIEWER = "main.tbp-main div.tbp-view .tbp-trace"
TIMELINE = f"{VIEWER} .tbp-trace-timeline"
STATUS = f"{VIEWER} .tbp-trace-status"
COUNT = f"{VIEWER} .tbp-trace-count"
DETAILS = f"{VIEWER} .tbp-trace-details"
HELP = f"{VIEWER} .tbp-trace-help"

# Keeps the texts of the trace canvas' last frames (draw() starts each frame
# with setTransform) in window.__tbpFrames; window.__tbpFrameCount counts frames;
# window.__tbpLabels: the texts with their positions [{t, x, y}] of the frame
# being drawn, else of the last frame that drew any.
CANVAS_HOOK = """(() => {
  const P = CanvasRenderingContext2D.prototype;
  const isTrace = (ctx) => Boolean(ctx.canvas && ctx.canvas.classList && ctx.canvas.classList.contains('tbp-trace-canvas'));
  const frames = [];
  let placed = [];
  window.__tbpFrames = frames;
  window.__tbpFrameCount = 0;
  window.__tbpLabels = [];
  const setTransform = P.setTransform;
  const fillText = P.fillText;
  P.setTransform = function (...args) {
    if (isTrace(this)) {
      frames.push([]);
      if (frames.length > 4) frames.shift();
      window.__tbpFrameCount += 1;
      placed = [];
    }
    return setTransform.apply(this, args);
  };
  P.fillText = function (text, x, y, ...rest) {
    if (isTrace(this) && frames.length) {
      frames[frames.length - 1].push(String(text));
      placed.push({t: String(text), x, y});
      window.__tbpLabels = placed;
    }
    return fillText.call(this, text, x, y, ...rest);
  };
})();"""


# ---- helpers ----

def fmt_us(us: float) -> str:
    """frontend/src/lib/format.js formatDurationUs."""
    a = abs(us)
    if a >= 1e6:
        return f"{us / 1e6:.3f} s"
    if a >= 1e3:
        return f"{us / 1e3:.3f} ms"
    if a >= 1:
        return f"{us:.3f} µs"
    return f"{us * 1e3:.0f} ns"


def parse_us(text: str) -> float:
    value, unit = text.split()
    return float(value) * {"s": 1e6, "ms": 1e3, "µs": 1, "ns": 1e-3}[unit]


def tf_run(target: Target) -> str:
    (run,) = [r for r in target.json("runs") if r.startswith(TF_RUN_PREFIX)]
    return run


class Trace:
    """One trace viewer page: its app, the window replies it fetched, the canvas."""

    def __init__(self, page, target: Target, **state):
        self.page, self.target = page, target
        self.requests: list[str] = []
        self.windows: list[str] = []  # window request paths, in order
        page.on("request", self._on_request)
        page.add_init_script(CANVAS_HOOK)
        self.run = state.pop("run", None) or tf_run(target)
        self.app: AppPage = target.open(page, run=self.run, tool=TOOL, host=state.pop("host", HOST), **state)
        self.app.expect_view(TOOL)
        self.wait_loaded()

    def _on_request(self, request) -> None:
        self.requests.append(request.url)
        parts = urllib.parse.urlsplit(request.url)
        query = dict(urllib.parse.parse_qsl(parts.query))
        if parts.path.endswith("/data") and query.get("tag") == TAG and query.get("mode", "window") == "window":
            self.windows.append(f"{parts.path}?{parts.query}")

    # -- reading --
    def loc(self, selector: str):
        return self.app.loc(selector)

    def window(self, k: int = -1) -> dict:
        """The server's reply to the page's k-th window request: the same window fetched
        again, as JSON (the page asks for it as bytes, format=binary)."""
        assert self.windows, "the page fetched no trace window"
        parts = urllib.parse.urlsplit(self.windows[k])
        query = dict(urllib.parse.parse_qsl(parts.query))
        assert query.get("format") == "binary", f"a window not asked as bytes: {self.windows[k]}"
        query["format"] = "json"
        return json.loads(self.target.server.get(f"{parts.path}?{urllib.parse.urlencode(query)}"))

    def frame_text(self) -> list[str]:
        return self.app.frame.evaluate("() => { const f = window.__tbpFrames || []; return f.length ? f[f.length - 1] : []; }")

    def wait_drawn(self, *texts: str, timeout: float = 10_000) -> None:
        """Until the last frame drew every text (as a substring of one fillText)."""
        try:
            self.app.frame.wait_for_function(
                """(want) => { const f = window.__tbpFrames || []; const t = f.length ? f[f.length - 1] : [];
                   return want.every((w) => t.some((s) => s.includes(w))); }""", arg=list(texts), timeout=timeout)
        except Exception:
            raise AssertionError(f"the canvas did not draw {texts}; last frame: {self.frame_text()[:80]}") from None

    def status(self) -> str:
        return self.loc(STATUS).inner_text()

    def wait_loaded(self) -> None:
        self.app.frame.wait_for_function(
            "(sel) => { const s = document.querySelector(sel); return s && /\\bevents\\b/.test(s.textContent) && !/loading/.test(s.textContent); }",
            arg=STATUS, timeout=20_000)

    def pressed_modes(self) -> list[str]:
        return self.loc(f"{VIEWER} button.tbp-trace-mode[aria-pressed=true]").all_text_contents()

    def details_title(self) -> str:
        return self.loc(f"{DETAILS} .tbp-trace-details-title").inner_text().strip()

    def details_kv(self) -> list[dict]:
        """Each <dl> of the details pane as {dt: dd}."""
        return self.loc(f"{DETAILS} dl.tbp-trace-kv").evaluate_all(
            "ds => ds.map(d => { const o = {}; const dts = d.querySelectorAll('dt');"
            " d.querySelectorAll('dd').forEach((dd, k) => { o[dts[k].textContent] = dd.textContent; }); return o; })")

    def wait_match(self, k: int, total: int) -> None:
        """Until the search count reads match k (from 0) of `total`."""
        text = f"{k + 1:,} of {total:,}"
        try:
            self.app.frame.wait_for_function("([sel, t]) => document.querySelector(sel).textContent === t",
                                             arg=[COUNT, text], timeout=15_000)
        except Exception:
            raise AssertionError(f"count shows {self.loc(COUNT).inner_text()!r}, not {text!r}") from None

    def wait_details(self, name: str) -> None:
        """Until the pane shows `name` with the server's details (not the partial ones)."""
        self.app.frame.wait_for_function(
            """([sel, name]) => { const d = document.querySelector(sel); if (!d) return false;
               const t = d.querySelector('.tbp-trace-details-title');
               return t && t.textContent.trim() === name && !d.textContent.includes('Loading the details'); }""",
            arg=[DETAILS, name], timeout=10_000)

    def details_text(self) -> str:
        return self.loc(DETAILS).inner_text()

    def url_view(self) -> tuple[float, float] | None:
        view = self.app.url_state().get("view")
        if not view:
            return None
        a, b = view.split(",")
        return float(a) * 1000, float(b) * 1000  # µs

    def wait_url(self, predicate, what: str, timeout: float = 5.0):
        deadline = time.monotonic() + timeout
        while True:
            state = self.app.url_state()
            if predicate(state):
                return state
            if time.monotonic() > deadline:
                raise AssertionError(f"URL never showed {what}: {state}")
            self.page.wait_for_timeout(50)

    def wait_view_change(self, before) -> tuple[float, float]:
        self.wait_url(lambda s: s.get("view") and self.url_view() != before, f"a view other than {before}")
        return self.url_view()

    # -- geometry (frontend/src/trace/layout.js, scrolled to the top) --
    def box(self) -> dict:
        return self.loc(f"{TIMELINE} canvas.tbp-trace-canvas").bounding_box()

    def time_width(self) -> float:
        return max(1, int(self.box()["width"]) - LABEL_W - SCROLLBAR_W)

    def x_of(self, t_us: float, view: tuple[float, float]) -> float:
        return self.box()["x"] + LABEL_W + (t_us - view[0]) * self.time_width() / (view[1] - view[0])

    def time_at(self, page_x: float, view: tuple[float, float]) -> float:
        return view[0] + (page_x - self.box()["x"] - LABEL_W) * (view[1] - view[0]) / self.time_width()

    def y_of(self, win: dict, track_id: int, row: int = 0) -> float:
        """Page y of the middle of `row` of a track (buildLayout, sections in order)."""
        y = 0
        for section in win["sections"]:
            y += SECTION_H
            for track in (t for t in win["tracks"] if t["section"] == section["id"]):
                if track["id"] == track_id:
                    return self.box()["y"] + TRACKS_TOP + y + TRACK_PAD + row * ROW_H + ROW_H / 2
                y += COUNTER_H if track["kind"] == "counter" else track["rows"] * ROW_H + 2 * TRACK_PAD
        raise AssertionError(f"track {track_id} is not laid out")

    def drag(self, x0: float, y0: float, x1: float, y1: float) -> None:
        mouse = self.page.mouse
        mouse.move(x0, y0)
        mouse.down()
        mouse.move((x0 + x1) / 2, (y0 + y1) / 2, steps=4)
        mouse.move(x1, y1, steps=4)
        mouse.up()

    def press(self, key: str) -> None:
        """A key to the timeline (focused first: in TensorBoard it lives in an iframe)."""
        self.loc(TIMELINE).press(key)

    def screenshot(self, name: str):
        return self.app.screenshot(name)


def events(win: dict):
    ev = win["events"]
    for k in range(len(ev["id"])):
        yield {"id": ev["id"][k], "track": ev["track"][k], "row": ev["row"][k], "ts": ev["ts"][k],
               "dur": ev["dur"][k], "name": win["names"][ev["name"][k]], "count": ev["count"][k]}


def span(win: dict) -> tuple[float, float]:
    return tuple(win["span_us"])


def profiled_batch(win: dict) -> dict:
    """The first (longest) "Profiled batch" step of the keras run."""
    return min((e for e in events(win) if e["name"] == "Profiled batch"), key=lambda e: e["ts"])


# ---- tests ----

def test_opens_and_draws_the_timeline(page, target):
    trace = Trace(page, target)
    win = trace.window()
    assert len(trace.windows) >= 1
    assert win["hosts"] == [HOST]
    assert [s["name"] for s in win["sections"]] == ["Host Threads"]
    # The whole trace at one bucket per pixel of the time area.
    query = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(trace.windows[0]).query))
    assert "start_time_ms" not in query and int(query["resolution"]) == trace.time_width()

    # Section, track labels (the column truncates long names with "…"), axis.
    event_tracks = [t["name"] for t in win["tracks"] if t["kind"] == "events"]
    trace.wait_drawn("Host Threads", "python", "Whole trace", f"View: {fmt_us(span(win)[1])}", "Profiled batch")
    drawn = trace.frame_text()
    assert any(t.startswith("▾ Host Threads") for t in drawn), drawn
    for name in event_tracks[:3]:
        assert any(t == name or (t.endswith("…") and name.startswith(t[:-1]) and len(t) > 5) for t in drawn), (name, drawn)
    assert "0 ms" in drawn  # the first axis tick

    # The status line: the window's event count, as the server counts it.
    assert trace.status().strip() == f"{win['events_in_window']:,} events"
    assert win["events_in_window"] == len(win["events"]["id"]) > 1000
    assert trace.pressed_modes() == ["Select 1"]
    assert "Click an event" in trace.details_text()
    assert page.errors == []
    trace.screenshot("trace-opened")


def test_keys_switch_modes_zoom_pan_and_help(page, target):
    trace = Trace(page, target)
    win = trace.window()
    whole = span(win)
    assert trace.url_view() is None  # nothing written before the first change

    for key, label in (("2", "Pan 2"), ("3", "Zoom 3"), ("4", "Timing 4"), ("1", "Select 1")):
        trace.press(key)
        assert trace.pressed_modes() == [label], key
    assert "tbp-trace-mode-select" in trace.loc(TIMELINE).get_attribute("class")

    def width(v):
        return v[1] - v[0]

    trace.press("w")
    v1 = trace.wait_view_change(None)
    assert width(v1) == pytest.approx(width(whole) / 1.25, rel=1e-4)
    assert v1[0] == pytest.approx((whole[0] + whole[1]) / 2 - width(v1) / 2, abs=0.01)  # around the centre
    trace.press("w")
    v2 = trace.wait_view_change(v1)
    assert width(v2) == pytest.approx(width(v1) / 1.25, rel=1e-4)
    trace.press("d")
    v3 = trace.wait_view_change(v2)
    assert v3[0] == pytest.approx(v2[0] + 0.2 * width(v2), abs=0.01)
    assert width(v3) == pytest.approx(width(v2), rel=1e-6)
    trace.press("a")
    v4 = trace.wait_view_change(v3)
    assert v4[0] == pytest.approx(v2[0], abs=0.01)
    trace.press("s")
    v5 = trace.wait_view_change(v4)
    assert width(v5) == pytest.approx(width(v4) * 1.25, rel=1e-4)
    trace.wait_drawn(f"View: {fmt_us(width(v5))}")
    trace.press("0")
    v6 = trace.wait_view_change(v5)
    assert v6 == pytest.approx(whole, abs=0.001)
    trace.wait_drawn(f"View: {fmt_us(width(whole))}")

    # ? opens the help, which lists the keys; Esc closes it.
    help_ = trace.loc(HELP)
    assert help_.is_hidden()
    trace.press("?")
    assert help_.is_visible()
    keys = help_.locator("th").all_inner_texts()
    for k in ("1 2 3 4", "W / S", "A / D", "F", "M", "0", "/", "Esc", "?"):
        assert k in keys, (k, keys)
    trace.screenshot("trace-help")
    trace.press("Escape")
    assert help_.is_hidden()

    # Esc also clears a selection (details pane and URL).
    pb = profiled_batch(win)
    page.mouse.click(trace.x_of(pb["ts"] + pb["dur"] / 2, v6), trace.y_of(win, pb["track"], pb["row"]))
    trace.wait_details("Profiled batch")
    trace.wait_url(lambda s: s.get("sel") == str(pb["id"]), "the selected event")
    trace.press("Escape")
    assert "Click an event" in trace.details_text()
    trace.wait_url(lambda s: "sel" not in s, "no selection")
    # "/" goes to the search box; keys typed there are text, not commands.
    trace.press("/")
    search = trace.loc(f"{VIEWER} input.tbp-trace-search")
    assert search.evaluate("e => e === document.activeElement")
    page.keyboard.type("wasd")
    assert search.input_value() == "wasd"
    assert trace.url_view() == pytest.approx(whole, abs=0.001)
    assert page.errors == []


def test_select_an_event_and_an_area(page, target):
    trace = Trace(page, target)
    win = trace.window()
    view = span(win)
    pb = profiled_batch(win)

    # Click inside the long "Profiled batch" step: its details from the server.
    x = trace.x_of(pb["ts"] + pb["dur"] / 2, view)
    y = trace.y_of(win, pb["track"], pb["row"])
    page.mouse.click(x, y)
    trace.wait_details("Profiled batch")
    expected = trace.target.json("data", run=trace.run, tag=TAG, mode="details", id=pb["id"], event_host=HOST)
    times, args = trace.details_kv()
    assert times["Start"] == fmt_us(expected["ts"]) == fmt_us(pb["ts"])
    assert times["Duration"] == fmt_us(expected["dur"])
    assert times["End"] == fmt_us(expected["ts"] + expected["dur"])
    assert times["Track"] == "Host Threads / python"
    # Its time less its children's (multi_step_on_iterator below it); no category in a TF host trace.
    assert 0 < expected["self"] < expected["dur"] and expected["category"] is None
    assert times["Self time"] == fmt_us(expected["self"])
    assert "Category" not in times
    assert expected["args"] == {"step_num": 1}
    assert args == {"step_num": "1"}
    assert trace.loc(f"{DETAILS} h4").first.text_content() == "Arguments"
    trace.wait_url(lambda s: s.get("sel") == str(pb["id"]), "the selected event")
    trace.screenshot("trace-selected-event")

    # A TF op: its long name (scope path) is shown.
    op = max((e for e in events(win) if e["name"] == "_MklNativeConv2DBackpropFilterWithBias"), key=lambda e: e["dur"])
    page.mouse.click(trace.x_of(op["ts"] + op["dur"] / 2, view), trace.y_of(win, op["track"], op["row"]))
    trace.wait_details(op["name"])
    long_name = trace.target.json("data", run=trace.run, tag=TAG, mode="details", id=op["id"], event_host=HOST)["long_name"]
    assert long_name.endswith(":" + op["name"]) and len(long_name) > len(op["name"]) + 10
    assert trace.details_kv()[0]["Long name"] == long_name

    # Drag over the python track, from 1/8 to 5/8 of the time area: totals by name.
    track = pb["track"]
    y = trace.y_of(win, track, 1)
    tw = trace.time_width()
    box = trace.box()

    def clean(px):  # no event edge of the track within 3 px: the count cannot depend on rounding
        t = trace.time_at(px, view)
        tol = 3 * (view[1] - view[0]) / tw
        return all(abs(e["ts"] - t) > tol and abs(e["ts"] + e["dur"] - t) > tol
                   for e in events(win) if e["track"] == track)

    x0 = next(px for px in (box["x"] + LABEL_W + tw / 8 + d for d in range(0, 200, 3)) if clean(px))
    x1 = next(px for px in (box["x"] + LABEL_W + 5 * tw / 8 + d for d in range(0, 200, 3)) if clean(px))
    t0, t1 = trace.time_at(x0, view), trace.time_at(x1, view)
    inside = [e for e in events(win) if e["track"] == track and e["ts"] <= t1 and e["ts"] + e["dur"] >= t0]
    by_name: dict[str, int] = {}
    for e in inside:
        by_name[e["name"]] = by_name.get(e["name"], 0) + e["count"]
    if any(e["count"] > 1 for e in inside):  # merged boxes: the exact counts come from the server
        exact = trace.target.json("data", run=trace.run, tag=TAG, mode="summary", start_time_ms=repr(t0 / 1000),
                                  end_time_ms=repr(t1 / 1000), tracks=str(track))
        by_name = {r["name"]: r["count"] for r in exact["rows"]}
    trace.drag(x0, y, x1, y + 2)
    title = trace.loc(f"{DETAILS} .tbp-trace-details-title")
    title.wait_for()
    trace.app.frame.wait_for_function("(sel) => !document.querySelector(sel).textContent.includes('counting every event')",
                                      arg=DETAILS)
    assert "≤" not in trace.details_text()
    assert title.inner_text().strip() == f"{sum(by_name.values()):,} events, {len(by_name)} names on 1 track"
    rows = trace.loc(f"{DETAILS} table.tbp-trace-summary tbody tr").evaluate_all(
        "rs => rs.map(r => [...r.cells].map(c => c.textContent))")
    assert {r[0]: int(r[1].replace(",", "")) for r in rows} == by_name
    assert by_name["Profiled batch"] == 2  # the 1st and 2nd steps
    assert "sel" not in trace.wait_url(lambda s: "sel" not in s, "no selected event")
    trace.screenshot("trace-area-summary")
    assert page.errors == []


def test_search_moves_through_matches(page, target):
    """Enter / Shift+Enter and the buttons step through every match, the server paging them
    (100 at a time): the count is exact, and the steps reach matches past the first page."""
    trace = Trace(page, target)
    query = "ExecutorState::Process"
    expected = trace.target.json("data", run=trace.run, tag=TAG, mode="search", q=query, limit=10000)
    total, matches = expected["total"], expected["matches"]
    assert total > 200 and len(matches) == total  # more than two pages of 100

    search = trace.loc(f"{VIEWER} input.tbp-trace-search")
    search.fill(query)
    search.press("Enter")

    def at(k: int) -> None:
        trace.wait_match(k, total)
        m = matches[k]
        trace.wait_details(m["name"])
        assert trace.details_kv()[0]["Start"] == fmt_us(m["ts"])
        assert trace.details_kv()[0]["Duration"] == fmt_us(m["dur"])
        trace.wait_url(lambda s: s.get("sel") == str(m["id"]), f"sel={m['id']}")

    at(0)
    trace.screenshot("trace-search")
    next_, prev = trace.loc(f"{VIEWER} button[aria-label='Next match']"), trace.loc(f"{VIEWER} button[aria-label='Previous match']")
    next_.click()
    at(1)
    search.press("Enter")
    at(2)
    prev.click()
    at(1)
    search.press("Shift+Enter")
    at(0)
    prev.click()
    at(total - 1)  # wraps around all the matches: the last one, from the last page
    next_.click()
    at(0)
    # Match 200 of all (the second page's last): 199 steps, pressed without waiting.
    for _ in range(199):
        search.press("Enter")
    at(199)
    screenshots(trace.app, "trace-search-200")
    search.press("Enter")
    at(200)  # the third page
    pages = {int(dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(u).query)).get("offset", 0))
             for u in trace.requests if "mode=search" in u}
    assert pages == {0, 100, 200, (total - 1) // 100 * 100}

    # A bad regular expression: the server's message, in place; nothing thrown.
    trace.loc(f"{VIEWER} label.tbp-trace-check:has-text('Regex') input").check()
    search.fill("ExecutorState(")
    search.press("Enter")
    trace.app.frame.wait_for_function("(sel) => document.querySelector(sel).classList.contains('tbp-error')", arg=COUNT)
    message = trace.loc(COUNT).inner_text()
    assert message.startswith("invalid regular expression:"), message
    assert "Traceback" not in message and len(message) < 200
    trace.screenshot("trace-search-bad-regex")
    # A valid one again.
    search.fill("^Profiled b.tch$")
    search.press("Enter")
    trace.app.frame.wait_for_function("(sel) => document.querySelector(sel).textContent === '1 of 3'", arg=COUNT)
    trace.wait_details("Profiled batch")
    assert page.errors == []


KEYHINT = f"{TIMELINE} .tbp-trace-keyhint"
TOOLTIP = f"{TIMELINE} .tbp-trace-tooltip"


def test_keys_work_at_once_after_opening_the_tool(page, target):
    """No click needed: the timeline has the focus when the view opens (by link, and after
    picking the tool in the menu; in TensorBoard's iframe too). When the keys would go
    elsewhere, a hint says so, and clicking it gives them back."""
    trace = Trace(page, target)
    whole = span(trace.window())
    hint = trace.loc(KEYHINT)
    assert hint.is_hidden()
    page.keyboard.press("w")  # to whatever has the focus: never clicked
    v1 = trace.wait_view_change(None)
    assert v1[1] - v1[0] == pytest.approx((whole[1] - whole[0]) / 1.25, rel=1e-4)

    search = trace.loc(f"{VIEWER} input.tbp-trace-search")
    search.focus()
    hint.wait_for(state="visible")
    assert hint.inner_text() == "Click the timeline to use the keys"
    screenshots(trace.app, "trace-key-hint")
    hint.click()
    hint.wait_for(state="hidden")
    page.keyboard.press("0")
    assert trace.wait_view_change(v1) == pytest.approx(whole, abs=0.001)

    # Another tool, then the trace viewer again from the menu (the <select> had the focus).
    trace.app.select("tool", "tensorflow_stats", tool="tensorflow_stats")
    trace.app.select("tool", "trace_viewer", tool="trace_viewer")
    trace.wait_loaded()
    assert trace.loc(TIMELINE).evaluate("e => e === document.activeElement")
    assert hint.is_hidden()
    page.keyboard.press("w")
    trace.wait_url(lambda s: s.get("view") and trace.url_view()[1] - trace.url_view()[0] < 0.9 * (whole[1] - whole[0]),
                   "a zoomed-in view")
    assert page.errors == []


def test_held_w_zooms_smoothly_until_released(page, target):
    trace = Trace(page, target)
    whole = span(trace.window())
    width = whole[1] - whole[0]
    frames0 = trace.app.frame.evaluate("() => window.__tbpFrameCount")
    page.keyboard.down("w")
    page.wait_for_timeout(800)
    page.keyboard.up("w")
    frames = trace.app.frame.evaluate("() => window.__tbpFrameCount") - frames0
    assert frames >= 10, frames  # a frame per step, not one per key repeat (Playwright sends none)
    v1 = trace.wait_view_change(None)
    assert v1[1] - v1[0] < width / 1.25 / 1.3  # more than the first step: it went on while held
    page.wait_for_timeout(600)  # released: no more zooming
    assert trace.url_view() == v1
    # S held: zooms back out, to the whole trace at most.
    page.keyboard.down("s")
    page.wait_for_timeout(1500)
    page.keyboard.up("s")
    v2 = trace.wait_view_change(v1)
    assert v2[1] - v2[0] > v1[1] - v1[0]
    assert page.errors == []


def test_tooltip_follows_the_pointer_after_a_pan(page, target):
    """A still pointer over an event, then the view moves under it (keys): the tooltip
    tells what is under the pointer now, never the event it was over before."""
    trace = Trace(page, target)
    win = trace.window()
    view = span(win)
    pb = profiled_batch(win)
    x, y = trace.x_of(pb["ts"] + pb["dur"] / 2, view), trace.y_of(win, pb["track"], pb["row"])
    page.mouse.move(x, y)
    tooltip = trace.loc(TOOLTIP)
    tooltip.wait_for(state="visible")
    assert tooltip.inner_text().startswith("Profiled batch")
    assert f"Start {fmt_us(pb['ts'])}" in tooltip.inner_text()
    for key in ("w", "w", "w", "w"):  # zoom around the pointer: the same event stays under it
        page.keyboard.press(key)
    v1 = trace.wait_view_change(None)
    trace.wait_loaded()
    assert f"Start {fmt_us(pb['ts'])}" in tooltip.inner_text()
    page.keyboard.press("Shift+D")  # half a view to the right: pb's end passes the pointer
    v2 = trace.wait_view_change(v1)
    trace.wait_loaded()
    page.wait_for_timeout(100)
    t = trace.time_at(x, v2)
    slop = 3 * (v2[1] - v2[0]) / trace.time_width()
    under = [e for e in events(trace.window()) if e["track"] == pb["track"] and e["row"] == pb["row"]
             and e["ts"] - slop <= t <= e["ts"] + e["dur"] + slop]
    assert not (pb["ts"] <= t <= pb["ts"] + pb["dur"]), "the pan should leave the profiled batch"
    if tooltip.is_visible():
        starts = {f"Start {fmt_us(e['ts'])}" for e in under}
        assert any(s in tooltip.inner_text() for s in starts), (tooltip.inner_text(), starts)
    else:
        assert not [e for e in under if e["ts"] <= t <= e["ts"] + e["dur"]]
    assert f"Start {fmt_us(pb['ts'])}" not in (tooltip.inner_text() if tooltip.is_visible() else "")
    assert page.errors == []


def fmt_bytes(n: float) -> str:
    """frontend/src/lib/format.js formatBytes."""
    units, i = ["B", "KiB", "MiB", "GiB", "TiB"], 0
    while abs(n) >= 1024 and i < len(units) - 1:
        n, i = n / 1024, i + 1
    return f"{n:.2f} {units[i]}" if i else f"{n:g} B"


def test_counter_units_mark_duration_and_exact_area_totals(page, target):
    trace = Trace(page, target)
    win = trace.window()
    view = span(win)

    # A memory counter's value in bytes, in its tooltip.
    (track,) = [t for t in win["tracks"] if t["kind"] == "counter" and t["name"].startswith("Memory in use")]
    (points,) = [c for c in win["counters"] if c["track"] == track["id"]]
    ts, value = points["ts"], points["value"]
    k = max(range(len(ts) - 1), key=lambda j: ts[j + 1] - ts[j])  # the widest gap: the pointer lands in it
    # Scroll the tracks so that the counter is in view (the vertical scrollbar).
    y = trace.y_of(win, track["id"])
    scrolled = trace.loc(f"{TIMELINE} .tbp-trace-vscroll").evaluate(
        "(v, top) => { v.scrollTop = top; return v.scrollTop; }", max(0, y - trace.box()["y"] - 300))
    page.wait_for_timeout(100)
    page.mouse.move(trace.x_of((ts[k] + ts[k + 1]) / 2, view), y - scrolled)
    tooltip = trace.loc(TOOLTIP)
    tooltip.wait_for(state="visible")
    assert tooltip.inner_text().split("\n")[1].startswith(f"{fmt_bytes(value[k])} at "), tooltip.inner_text()
    trace.wait_drawn(f"max {fmt_bytes(max(value))}")

    # M marks the selected step: its duration is written on the time axis.
    trace.loc(f"{TIMELINE} .tbp-trace-vscroll").evaluate("v => { v.scrollTop = 0; }")
    page.wait_for_timeout(100)
    pb = profiled_batch(win)
    page.mouse.click(trace.x_of(pb["ts"] + pb["dur"] / 2, view), trace.y_of(win, pb["track"], pb["row"]))
    trace.wait_details("Profiled batch")
    trace.press("m")
    trace.wait_drawn(fmt_us(pb["dur"]))
    screenshots(trace.app, "trace-mark-duration")
    assert page.errors == []


def test_exact_area_totals_and_category_on_a_pytorch_trace(page, target):
    """A drag over merged boxes, without zooming in: exact totals from the server, no "≤".
    A PyTorch event's details name its Kineto category."""
    host = "worker0"
    trace = Trace(page, target, run=PYTORCH_RUN, host=host)
    win = trace.window()
    merged_tracks = {e["track"] for e in events(win) if e["count"] > 1}
    assert merged_tracks, "the whole resnet50 trace merges short events into boxes"
    area = max(merged_tracks, key=lambda t: sum(e["count"] for e in events(win) if e["track"] == t and e["count"] > 1))
    y = trace.y_of(win, area, 0)
    assert y < trace.box()["y"] + trace.box()["height"] - 20, "the merged track is not in view"
    box = trace.box()
    tw = trace.time_width()
    trace.press("Escape")
    trace.drag(box["x"] + LABEL_W + tw * 0.05, y, box["x"] + LABEL_W + tw * 0.95, y + 2)
    trace.app.frame.wait_for_function(
        "(sel) => { const d = document.querySelector(sel); return d.querySelector('table.tbp-trace-summary')"
        " && !d.textContent.includes('counting every event'); }", arg=DETAILS, timeout=15_000)
    assert "≤" not in trace.details_text()
    (asked,) = [u for u in trace.requests if "mode=summary" in u]
    parts = urllib.parse.urlsplit(asked)
    exact = json.loads(trace.target.server.get(f"{parts.path}?{parts.query}"))
    assert dict(urllib.parse.parse_qsl(parts.query))["tracks"] == str(area)
    title = trace.loc(f"{DETAILS} .tbp-trace-details-title").inner_text().strip()
    assert title == f"{exact['count']:,} events, {len(exact['rows'])} names on 1 track"
    rows = trace.loc(f"{DETAILS} table.tbp-trace-summary tbody tr").evaluate_all(
        "rs => rs.map(r => [...r.cells].map(c => c.textContent))")
    assert [(r[0], int(r[1].replace(",", "")), r[2]) for r in rows] == \
        [(r["name"], r["count"], fmt_us(r["total"])) for r in exact["rows"][:len(rows)]]
    screenshots(trace.app, "trace-area-exact")

    # A kernel (its own box, the longest of the stream): "Category Kernel".
    view = span(win)
    kernel = max((e for e in events(win) if e["track"] == area and e["count"] == 1), key=lambda e: e["dur"])
    page.mouse.click(trace.x_of(kernel["ts"] + kernel["dur"] / 2, view), trace.y_of(win, area, kernel["row"]))
    trace.wait_details(kernel["name"])
    expected = trace.target.json("data", run=trace.run, tag=TAG, mode="details", id=kernel["id"], event_host=host)
    assert expected["category"] and trace.details_kv()[0]["Category"] == expected["category"]
    assert page.errors == []


def test_deep_link_restores_range_and_selection(page, target):
    trace = Trace(page, target, view="10,20", sel="0")
    # The first window is the linked range plus half its width on each side.
    query = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(trace.windows[0]).query))
    assert (float(query["start_time_ms"]), float(query["end_time_ms"])) == (5, 25)
    trace.wait_drawn("View: 10.000 ms", "10 ms", "20 ms")
    assert "0 ms" not in trace.frame_text()
    trace.wait_details("Profiled batch")
    times, args = trace.details_kv()
    assert times["Start"] == "0 ns" and args == {"step_num": "1"}
    state = trace.wait_url(lambda s: s.get("sel") == "0", "sel=0")
    assert state["view"] == "10,20"
    assert (state["run"], state["tool"], state["host"]) == (trace.run, TOOL, HOST)
    trace.screenshot("trace-deep-link")
    assert page.errors == []


def test_timing_mode_measures_an_interval(page, servers):
    target = servers.get("standalone", "fixtures")
    trace = Trace(page, target)
    win = trace.window()
    view = span(win)
    trace.loc(f"{VIEWER} button.tbp-trace-mode:has-text('Timing')").click()
    assert trace.pressed_modes() == ["Timing 4"]
    x0, x1 = trace.x_of(20_000, view), trace.x_of(50_000, view)
    y = trace.y_of(win, 1, 0)
    trace.drag(x0, y, x1, y)
    note = trace.loc(f"{DETAILS} .tbp-trace-details-empty")
    note.wait_for()
    text = note.inner_text()
    m = re.fullmatch(r"Measured (\S+ \S+), from (\S+ \S+) to (\S+ \S+)\. F zooms to it, M marks it\.", text)
    assert m, text
    measured, start, end = (parse_us(g) for g in m.groups())
    px = (view[1] - view[0]) / trace.time_width()
    assert start == pytest.approx(20_000, abs=2 * px) and end == pytest.approx(50_000, abs=2 * px)
    assert measured == pytest.approx(end - start, abs=0.002)
    trace.wait_drawn(m.group(1))  # the duration on the band
    trace.screenshot("trace-timing")
    # F zooms to the measured interval (10% room on each side).
    trace.press("f")
    v = trace.wait_view_change(None)
    pad = 0.1 * (end - start)
    assert v[0] == pytest.approx(start - pad, abs=2) and v[1] == pytest.approx(end + pad, abs=2)
    assert page.errors == []


def test_trace_tour_stays_on_the_server(page, target):
    console_errors = []
    page.on("console", lambda m: console_errors.append(m.text) if m.type == "error" else None)
    trace = Trace(page, target)
    win = trace.window()
    view = span(win)
    for key in "3w2ds1":
        trace.press(key)
    trace.wait_view_change(None)
    trace.press("0")
    pb = profiled_batch(win)
    page.mouse.click(trace.x_of(pb["ts"] + pb["dur"] / 2, view), trace.y_of(win, pb["track"], pb["row"]))
    trace.wait_details("Profiled batch")
    search = trace.loc(f"{VIEWER} input.tbp-trace-search")
    search.fill("MatMul")
    search.press("Enter")
    trace.app.frame.wait_for_function("(sel) => / of /.test(document.querySelector(sel).textContent)", arg=COUNT)
    trace.press("4")
    y = trace.y_of(win, 0, 0)
    trace.drag(trace.x_of(10_000, view), y, trace.x_of(30_000, view), y)
    trace.press("f")
    trace.wait_loaded()
    page.mouse.wheel(0, 300)
    trace.press("?")
    trace.screenshot("trace-tour")

    server = urllib.parse.urlsplit(target.origin).netloc
    outside = [u for u in trace.requests
               if not u.startswith(("data:", "blob:")) and urllib.parse.urlsplit(u).netloc != server]
    assert len(trace.requests) > 10
    assert not outside, f"requests left {server}: {outside}"
    assert page.errors == []
    assert [t for t in console_errors if "Failed to load resource" not in t] == []


def test_deep_link_beyond_the_trace_falls_back_to_the_whole_trace(page, servers):
    """A link whose range lies past the end of this trace (from a longer one,
    or edited by hand) shows the whole trace, and its events."""
    target = servers.get("standalone", "fixtures")
    trace = Trace(page, target, view="1000,2000")
    whole = trace.target.json("data", run=trace.run, tag=TAG, resolution=trace.time_width())
    trace.wait_drawn(f"View: {fmt_us(span(whole)[1])}")  # the view is clamped to the trace...
    trace.screenshot("trace-deep-link-beyond")
    try:  # ...and the events of that view are fetched and drawn
        trace.wait_drawn("Profiled batch", timeout=5_000)
    finally:
        status = trace.status()
    assert status.strip() == f"{whole['events_in_window']:,} events"
    assert page.errors == []


def test_large_integer_args_and_flows(page, servers):
    """Args keep every digit of 64-bit integer stats (ids), and a flow's Go
    button selects the other end."""
    target = servers.get("standalone", "fixtures")
    run = tf_run(target)
    win = target.json("data", run=run, tag=TAG, resolution=1000)
    # The longest ExecutorState::Process carries a 64-bit `id` stat and a flow.
    event = max((e for e in events(win) if e["name"] == "ExecutorState::Process"), key=lambda e: e["dur"])
    details = target.json("data", run=run, tag=TAG, mode="details", id=event["id"], event_host=HOST)
    # The server sends integers beyond 2**53 as decimal strings: JSON numbers
    # would be rounded by JavaScript.
    big = {k: v for k, v in details["args"].items()
           if isinstance(v, str) and v.lstrip("-").isdigit() and abs(int(v)) > 2**53}
    assert big, details["args"]
    assert details["flows"], details
    trace = Trace(page, target, run=run, sel=str(event["id"]))
    trace.wait_details("ExecutorState::Process")
    # Flows first (they work), then the args (they do not, see below).
    flow = details["flows"][0]
    other = target.json("data", run=run, tag=TAG, mode="details", id=flow["id"], event_host=HOST)
    trace.screenshot("trace-int64-args")
    shown = trace.details_kv()[1]
    trace.loc(f"{DETAILS} ul.tbp-trace-flows button:has-text('Go')").first.click()
    trace.wait_details(other["name"])
    assert trace.details_kv()[0]["Start"] == fmt_us(other["ts"])
    trace.wait_url(lambda s: s.get("sel") == str(flow["id"]), f"sel={flow['id']}")
    for key, value in big.items():
        assert shown[key].replace(",", "") == str(value), \
            f"arg {key} is {value} on the server, the details pane shows {shown[key]!r}"
    assert page.errors == []


def test_several_hosts_on_one_timeline(page, servers):
    """A two-host run shows both hosts' sections; unticking one host fetches
    windows of the other only and keeps the choice in the URL."""
    from .fixtures_util import MULTI_HOST_RUN, MULTI_HOSTS

    target = servers.get("standalone", "fixtures")
    trace = Trace(page, target, run=MULTI_HOST_RUN)
    boxes = trace.loc(f"{VIEWER} fieldset.tbp-trace-hosts input[type=checkbox]")
    boxes.first.wait_for(timeout=10_000)
    assert boxes.count() == len(MULTI_HOSTS)
    assert all(boxes.nth(i).is_checked() for i in range(boxes.count()))
    whole = trace.window()
    assert whole["hosts"] == list(MULTI_HOSTS)
    assert {s["host"] for s in whole["sections"]} == set(MULTI_HOSTS)
    before = len(trace.windows)
    trace.loc(f"{VIEWER} fieldset.tbp-trace-hosts input[value='{MULTI_HOSTS[1]}']").uncheck()
    deadline = time.monotonic() + 10
    while len(trace.windows) == before and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    assert len(trace.windows) > before, "unticking a host fetched no new window"
    one = trace.window()
    assert one["hosts"] == [MULTI_HOSTS[0]]
    assert {s["host"] for s in one["sections"]} == {MULTI_HOSTS[0]}
    trace.wait_loaded()
    assert trace.app.url_state().get("hosts") == MULTI_HOSTS[0]
    trace.app.screenshot("trace-two-hosts")
    assert page.errors == []


def test_two_runs_in_one_timeline(page, target):
    """Compare with: the base run's hosts below the run's own ("base: vm"), aligned at the
    first kept step; another step typed in the toolbar aligns there and goes into the URL."""
    runs = target.json("runs")
    # The run with few tracks on top, so the base run's section is in view too.
    (new,) = [r for r in runs if r.startswith("tf_custom_loop_steps/")]
    (base,) = [r for r in runs if r.startswith("tf_loop_python_tracer/")]
    trace = Trace(page, target, run=new, base_run=base)
    win = trace.window()
    assert win["hosts"] == [HOST, f"base: {HOST}"]
    assert win["aligned"]["base_run"] == base and win["aligned"]["step"] is not None
    assert "base_run=" in trace.windows[-1]
    trace.wait_drawn(f"Host Threads (base: {HOST})", f"Host Threads ({HOST})")
    note = trace.loc(f"{VIEWER} .tbp-trace-aligned")
    assert note.inner_text().startswith("base shifted "), note.inner_text()
    assert base in note.get_attribute("title") and f"step {win['aligned']['step']} " in note.get_attribute("title")
    assert trace.loc("input#tbp-trace-align").get_attribute("placeholder") == str(win["aligned"]["step"])
    # The base run's host is not among the host choices (it comes with the comparison).
    assert trace.loc(f"{VIEWER} fieldset.tbp-trace-hosts input[value='base: {HOST}']").count() == 0
    for size in ((1600, 1000), (1280, 800)):
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.wait_for_timeout(300)
        trace.app.screenshot(f"trace-compared-{size[0]}x{size[1]}")
    before = len(trace.windows)
    align = trace.loc("input#tbp-trace-align")
    align.fill("3")
    align.press("Enter")
    align.dispatch_event("change")
    deadline = time.monotonic() + 10
    while (len(trace.windows) == before or "align_step=3" not in trace.windows[-1]) and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    assert "align_step=3" in trace.windows[-1], trace.windows[-before:]
    trace.wait_loaded()
    assert trace.window()["aligned"]["step"] == 3
    trace.app.wait_url_state("align_step", "3")
    assert "step 3 " in trace.loc(f"{VIEWER} .tbp-trace-aligned").get_attribute("title")
    assert page.errors == []


def test_the_toolbar_never_moves_the_timeline(page, target):
    """Issue 20, item 8: at 1280x800 the status, the match count and a download's progress
    change while the user works; the toolbar keeps its size, so the timeline stays put."""
    page.set_viewport_size({"width": 1280, "height": 800})
    trace = Trace(page, target)
    body = trace.loc(f"{VIEWER} .tbp-trace-body")
    toolbar = trace.loc(f"{VIEWER} .tbp-trace-toolbar")

    def place():
        return (round(body.bounding_box()["y"], 1), round(toolbar.bounding_box()["height"], 1))

    before = place()
    seen = {before}
    search = trace.loc(f"{VIEWER} input.tbp-trace-search")
    search.fill("ExecutorState::Process")
    search.press("Enter")
    trace.app.frame.wait_for_function("(sel) => / of /.test(document.querySelector(sel).textContent)", arg=COUNT)
    seen.add(place())
    search.press("Enter")
    seen.add(place())
    # A pan: the status says "loading…" while the next window comes.
    trace.box()
    trace.press("d")
    seen.add(place())
    trace.wait_loaded()
    seen.add(place())
    # Long texts are cut, never wrapped: a big profile's status, a big search's count.
    trace.app.frame.evaluate(
        "([s, c]) => { document.querySelector(s).textContent = '12,345,678 events · 98,765,432 merged into boxes · '"
        " + 'loading… '.repeat(8); document.querySelector(c).textContent = '1,234,567 of 18,000,000 (loading…)'; }",
        [STATUS, COUNT])
    seen.add(place())
    assert seen == {before}, seen
    trace.app.screenshot("trace-toolbar-1280x800")
    assert page.errors == []
