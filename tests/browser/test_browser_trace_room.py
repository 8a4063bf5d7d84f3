"""Room for the timeline (issue 20, item 4), in TensorBoard and standalone: the
side panel folds to a strip (remembered), the details pane has a handle
(drag or keys; remembered), a track of several rows folds to its top row, a
track can be pinned to the top or hidden (and shown again), and the sections
and tracks' state is in the URL, so a reload or a shared link keeps it.

What the canvas draws is read back by test_browser_trace.py's CANVAS_HOOK
(texts with their positions, per frame).
"""

from __future__ import annotations

import json

import pytest

from .app_util import AppPage, reload, screenshots
from .test_browser_trace import DETAILS, LABEL_W, ROW_H, TIMELINE, VIEWER, Trace

SIDE = "aside.tbp-side"
TOGGLE = f"{SIDE} button.tbp-side-toggle"
HANDLE = f"{VIEWER} .tbp-trace-details-handle"
CANVAS = f"{TIMELINE} canvas.tbp-trace-canvas"
MENU = f"{TIMELINE} .tbp-trace-menu"
UNHIDE = f"{VIEWER} button.tbp-trace-unhide"

@pytest.fixture
def context(browser):
    """A context per test: the side panel and details pane are remembered in
    localStorage, which must not leak from one test to the next."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, accept_downloads=True)
    context.set_default_timeout(20_000)
    yield context
    context.close()


def open_trace(page, target, **state) -> Trace:
    return Trace(page, target, **state)  # its CANVAS_HOOK keeps the labels' positions


def canvas_size(app: AppPage) -> tuple[int, int]:
    box = app.loc(CANVAS).bounding_box()
    return round(box["width"]), round(box["height"])


def poll(app: AppPage, read, predicate, what: str, timeout: float = 5000):
    """read() every 50 ms until predicate(value) holds; that value (AssertionError after `timeout` ms)."""
    deadline = timeout
    while True:
        value = read()
        if predicate(value):
            return value
        assert deadline > 0, f"never {what}: {value}"
        app.frame.wait_for_timeout(50)
        deadline -= 50


def wait_canvas(app: AppPage, predicate, what: str, timeout: float = 5000) -> tuple[int, int]:
    return poll(app, lambda: canvas_size(app), predicate, f"the canvas got {what}", timeout)


def labels(app: AppPage) -> list[dict]:
    """The track labels column's texts of the last frame: [{t, x, y}], top to bottom."""
    texts = app.frame.evaluate("() => window.__tbpLabels || []")
    return sorted((t for t in texts if t["x"] < LABEL_W - 4 and t["y"] > 52), key=lambda t: t["y"])


def label_y(app: AppPage, name: str) -> float | None:
    ys = [t["y"] for t in labels(app) if t["t"] == name and t["x"] >= 10]
    return ys[0] if ys else None


def wait_labels(app: AppPage, predicate, what: str, timeout: float = 5000):
    return poll(app, lambda: labels(app), predicate, f"the labels showed {what}", timeout)


def names_in_order(app: AppPage) -> list[str]:
    return [t["t"] for t in labels(app) if t["x"] >= 5]


def url_keys(app: AppPage, key: str) -> list[list[str]]:
    value = app.url_state().get(key)
    return json.loads(value) if value else []


def wait_url_keys(app: AppPage, key: str, predicate, what: str) -> list[list[str]]:
    for _ in range(100):
        keys = url_keys(app, key)
        if predicate(keys):
            return keys
        app.frame.wait_for_timeout(50)
    raise AssertionError(f"URL {key} never showed {what}: {app.url_state()}")


def label_point(app: AppPage, y: float) -> tuple[float, float]:
    """Page point on a track's name in the labels column (canvas y)."""
    box = app.loc(CANVAS).bounding_box()
    return box["x"] + 60, box["y"] + y


def event_tracks(win: dict) -> list[dict]:
    return [t for t in win["tracks"] if t["kind"] == "events"]


# ---- tests ----

def test_side_panel_folds_and_the_timeline_widens(page, target):
    trace = open_trace(page, target)
    app = trace.app
    toggle = app.loc(TOGGLE)
    assert toggle.get_attribute("aria-expanded") == "true"
    assert toggle.get_attribute("title")
    w0, h0 = canvas_size(app)
    side0 = app.loc(SIDE).bounding_box()["width"]
    assert side0 > 250

    toggle.click()
    assert toggle.get_attribute("aria-expanded") == "false"
    assert app.loc(SIDE).bounding_box()["width"] < 50
    assert app.loc("select#tbp-run").is_hidden()
    w1, _ = wait_canvas(app, lambda s: s[0] >= w0 + side0 - 60, "the side panel's width")
    # The time axis follows: the canvas' backing store is redrawn at the new width.
    assert app.loc(CANVAS).evaluate("c => c.width / devicePixelRatio") == pytest.approx(w1, abs=1)

    # Remembered across a reload (localStorage), as is the view.
    app = reload(app)
    app.expect_view("trace_viewer")
    assert app.loc(TOGGLE).get_attribute("aria-expanded") == "false"
    wait_canvas(app, lambda s: s[0] == pytest.approx(w1, abs=2), "its folded-panel width again")
    app.loc(TOGGLE).click()
    assert app.loc(TOGGLE).get_attribute("aria-expanded") == "true"
    wait_canvas(app, lambda s: s[0] == pytest.approx(w0, abs=2), "its first width back")
    assert page.errors == []


def test_side_panel_folded_on_another_view(page, target):
    trace = open_trace(page, target)
    app = trace.app
    app.select("tool", "overview_page", tool="overview_page")
    chart = app.loc("main.tbp-main canvas").first
    chart.wait_for()
    w0 = chart.bounding_box()["width"]
    app.loc(TOGGLE).click()
    assert app.loc(TOGGLE).get_attribute("aria-expanded") == "false"
    main = app.loc("main.tbp-main").bounding_box()
    assert main["width"] > 1280 - 60
    # The view reflows at once (no window resize): its chart takes its share of the width.
    for _ in range(40):
        if chart.bounding_box()["width"] > w0 + 50:
            break
        app.frame.wait_for_timeout(50)
    assert chart.bounding_box()["width"] > w0 + 50, (w0, chart.bounding_box())
    screenshots(app, "trace_room-overview-side-folded")
    # The side panel opens again from the strip.
    app.loc(TOGGLE).click()
    assert app.loc("select#tbp-tool").is_visible()
    assert page.errors == []


def test_details_pane_handle_resizes_and_is_remembered(page, target):
    trace = open_trace(page, target)
    app = trace.app
    details = app.loc(DETAILS)
    handle = app.loc(HANDLE)
    assert handle.get_attribute("role") == "separator"
    d0 = details.bounding_box()["height"]
    _, c0 = canvas_size(app)

    # Drag the handle up 150 px: the pane grows, the timeline shrinks as much.
    box = handle.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y - 75, steps=3)
    page.mouse.move(x, y - 150, steps=3)
    page.mouse.up()
    d1 = details.bounding_box()["height"]
    assert d1 == pytest.approx(d0 + 150, abs=2)
    _, c1 = wait_canvas(app, lambda s: s[1] <= c0 - 140, "shorter")
    assert c1 == pytest.approx(c0 - 150, abs=3)

    # Keys: Down makes it 16 px smaller; Enter folds it away (the timeline takes the room).
    handle.focus()
    handle.press("ArrowDown")
    assert details.bounding_box()["height"] == pytest.approx(d1 - 16, abs=1)
    handle.press("Enter")
    assert details.is_hidden()
    assert handle.get_attribute("aria-expanded") == "false"
    wait_canvas(app, lambda s: s[1] >= c0 + d0 - 30, "the details pane's room")
    app.screenshot("trace_room-details-folded")
    # Folded, the handle offers the way back.
    handle.get_by_text("Show the details pane").click()
    assert details.bounding_box()["height"] == pytest.approx(d1 - 16, abs=1)
    assert handle.get_attribute("aria-expanded") == "true"

    # A drag past the top stops where the timeline keeps its minimum.
    box = handle.bounding_box()
    page.mouse.move(x, box["y"] + 3)
    page.mouse.down()
    page.mouse.move(x, 0, steps=4)
    page.mouse.up()
    _, c_min = canvas_size(app)
    assert c_min >= 195

    # Remembered across a reload.
    handle.focus()
    handle.press("End")
    handle.press("Home")
    for _ in range(5):
        handle.press("ArrowUp")
    d2 = details.bounding_box()["height"]
    assert d2 == pytest.approx(60 + 5 * 16, abs=1)
    app = reload(app)
    app.expect_view("trace_viewer")
    assert app.loc(DETAILS).bounding_box()["height"] == pytest.approx(d2, abs=1)
    assert page.errors == []


def test_fold_pin_and_hide_tracks(page, target):
    trace = open_trace(page, target)
    app = trace.app
    win = trace.window()
    tracks = event_tracks(win)
    tall = next(t for t in tracks if t["rows"] > 2)
    others = [t for t in tracks if t["id"] != tall["id"]]
    after = next(t for t in win["tracks"] if t["section"] == tall["section"] and t["id"] > tall["id"])
    trace.wait_drawn(tall["name"])
    wait_labels(app, lambda ls: label_y(app, tall["name"]) is not None and label_y(app, after["name"]) is not None,
                "the tall track and the next one")
    y_tall, y_after = label_y(app, tall["name"]), label_y(app, after["name"])
    assert y_after - y_tall >= tall["rows"] * ROW_H
    assert any(t["t"] == "▾" and t["y"] == y_tall for t in labels(app)), "no fold mark on a track of several rows"

    # Fold: a click on its name leaves its top row (the next track moves up by the other rows).
    page.mouse.click(*label_point(app, y_tall))
    wait_labels(app, lambda ls: label_y(app, after["name"]) == pytest.approx(y_after - (tall["rows"] - 1) * ROW_H, abs=0.5),
                "the next track moved up")
    assert any(t["t"] == "▸" and t["y"] == y_tall for t in labels(app))
    section = next(s for s in win["sections"] if s["id"] == tall["section"])
    folded = wait_url_keys(app, "trace_folded", lambda k: len(k) == 1, "the folded track")
    assert folded == [[section["host"], section["name"], tall["name"]]]

    # Pin another track (its menu, right click on the name): it comes first, under "Pinned".
    shown = [t for t in others if label_y(app, t["name"]) is not None]  # whole names, in view
    assert len(shown) >= 2, names_in_order(app)
    pin = shown[-1]
    page.mouse.click(*label_point(app, label_y(app, pin["name"])), button="right")
    menu = app.loc(MENU)
    assert menu.get_attribute("role") == "menu"
    assert menu.locator("button[role=menuitem]").first.evaluate("b => b === document.activeElement")
    app.screenshot("trace_room-menu")
    menu.get_by_text("Pin to the top").click()
    assert menu.count() == 0
    wait_labels(app, lambda ls: names_in_order(app)[:2] == ["▾ Pinned", pin["name"]], "the pinned track first")
    wait_url_keys(app, "trace_pin", lambda k: k == [[section["host"], section["name"], pin["name"]]], "the pinned track")

    # The pinned area stays at the top while the other tracks scroll under it (wheel over the names).
    y_pin, y_tall_pinned = label_y(app, pin["name"]), label_y(app, tall["name"])
    page.mouse.move(*label_point(app, y_tall_pinned))
    page.mouse.wheel(0, 40)
    wait_labels(app, lambda ls: label_y(app, tall["name"]) is not None and label_y(app, tall["name"]) < y_tall_pinned - 20,
                "the other tracks scrolled")
    assert label_y(app, pin["name"]) == y_pin
    page.mouse.wheel(0, -400)
    wait_labels(app, lambda ls: label_y(app, tall["name"]) == y_tall_pinned, "the tracks scrolled back")

    # Hide a third track with the button over its name; the toolbar brings it back.
    hide = shown[0]
    page.mouse.move(*label_point(app, label_y(app, hide["name"])))
    buttons = app.loc(f"{TIMELINE} .tbp-trace-label-buttons")
    buttons.get_by_text("Hide").wait_for()
    app.screenshot("trace_room-label-buttons")
    buttons.get_by_text("Hide").click()
    wait_labels(app, lambda ls: label_y(app, hide["name"]) is None, "the track hidden")
    unhide = app.loc(UNHIDE)
    assert unhide.is_visible() and unhide.text_content().startswith("1 hidden track")
    wait_url_keys(app, "trace_hidden", lambda k: k == [[section["host"], section["name"], hide["name"]]], "the hidden track")
    assert any("1 hidden" in t["t"] for t in labels(app)), "the section header does not count the hidden track"
    screenshots(app, "trace_room-pinned-hidden")

    # A reload (the same URL) keeps all of it.
    app = reload(app)
    app.expect_view("trace_viewer")
    wait_labels(app, lambda ls: names_in_order(app)[:2] == ["▾ Pinned", pin["name"]] and label_y(app, hide["name"]) is None,
                "pinned and hidden tracks after the reload")
    assert any(t["t"] == "▸" for t in labels(app))
    unhide = app.loc(UNHIDE)
    assert unhide.is_visible()
    unhide.click()
    wait_labels(app, lambda ls: label_y(app, hide["name"]) is not None, "the hidden track back")
    assert unhide.is_hidden()
    wait_url_keys(app, "trace_hidden", lambda k: k == [], "no hidden track")

    # Unpin from the pinned area's menu: the Pinned header goes.
    page.mouse.click(*label_point(app, label_y(app, pin["name"])), button="right")
    app.loc(MENU).get_by_text("Unpin").click()
    wait_labels(app, lambda ls: "▾ Pinned" not in names_in_order(app), "no pinned area")
    wait_url_keys(app, "trace_pin", lambda k: k == [], "no pinned track")
    assert page.errors == []


def test_collapsed_section_is_in_the_url(page, target):
    trace = open_trace(page, target)
    app = trace.app
    win = trace.window()
    section = win["sections"][0]
    wait_labels(app, lambda ls: names_in_order(app)[:1] == [f"▾ {section['name']}"], "the section header")
    header = labels(app)[0]
    page.mouse.click(trace.box()["x"] + 300, trace.box()["y"] + header["y"])
    wait_labels(app, lambda ls: names_in_order(app)[0].startswith(f"▸ {section['name']} — "), "the section collapsed")
    wait_url_keys(app, "trace_collapsed", lambda k: k == [[section["host"], section["name"]]], "the collapsed section")
    app = reload(app)
    app.expect_view("trace_viewer")
    wait_labels(app, lambda ls: bool(ls) and names_in_order(app)[0].startswith(f"▸ {section['name']} — "),
                "the section still collapsed")
    assert page.errors == []


def test_track_menu_from_the_keyboard(page, target):
    trace = open_trace(page, target)
    app = trace.app
    win = trace.window()
    first = next(t for t in win["tracks"])
    trace.loc(TIMELINE).focus()
    page.keyboard.press("Shift+F10")
    menu = app.loc(MENU)
    menu.wait_for()
    assert menu.get_attribute("aria-label") == f"Track {first['name']}"
    page.keyboard.press("ArrowDown")
    assert app.frame.evaluate("() => document.activeElement.textContent") == "Pin to the top"
    page.keyboard.press("Escape")
    assert menu.count() == 0
    assert app.frame.evaluate("() => document.activeElement.classList.contains('tbp-trace-timeline')")
    assert page.errors == []


def test_side_panel_folded_with_pinned_tracks_screenshots(page, target):
    trace = open_trace(page, target)
    app = trace.app
    win = trace.window()
    app.loc(TOGGLE).click()
    wait_labels(app, lambda ls: len(ls) > 6, "the tracks")
    pin = [t for t in event_tracks(win) if label_y(app, t["name"]) is not None][-1]
    page.mouse.click(*label_point(app, label_y(app, pin["name"])), button="right")
    app.loc(MENU).get_by_text("Pin to the top").click()
    wait_labels(app, lambda ls: names_in_order(app)[:2] == ["▾ Pinned", pin["name"]], "the pinned track first")
    screenshots(app, "trace_room-side-folded-pinned")
    assert page.errors == []
