"""Issue 44's trace viewer mends, in Chromium: the whole trace separates busy from
idle in both themes (a pixel check of the threads the whole-trace window draws as
runs of tiny events), a section header collapses its section into one row that
still shows its busy time and a search match inside it opens it, a compared trace
lays both runs on the first screen with its alignment note whole, and no time
axis is drawn before the first window.

What the canvas draws is read back by test_browser_trace.py's CANVAS_HOOK (texts
with their positions) and from screenshots of the canvas (pixels).
"""

from __future__ import annotations

import io
import time

import pytest
from PIL import Image

from .test_browser_trace import (CANVAS_HOOK, COUNT, LABEL_W, ROW_H, SCROLLBAR_W, SECTION_H, TIMELINE, TRACK_PAD,
                                 TRACKS_TOP, VIEWER, Trace, events, span, tf_run)

CANVAS = f"{TIMELINE} canvas.tbp-trace-canvas"
# frontend/src/trace/colors.js MIN_CONTRAST (1.25), less what antialiased edges take off.
MIN_SEEN_CONTRAST = 1.2


def _lin(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _contrast(a, b) -> float:
    la, lb = (0.2126 * _lin(c[0]) + 0.7152 * _lin(c[1]) + 0.0722 * _lin(c[2]) for c in (a, b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def _canvas_image(trace: Trace) -> Image.Image:
    return Image.open(io.BytesIO(trace.loc(CANVAS).screenshot())).convert("RGB")


def _labels(trace: Trace) -> list[dict]:
    return trace.app.frame.evaluate("() => window.__tbpLabels || []")


def _band_pixels(img: Image.Image, top: int, bottom: int, left: int, right: int, idle=None) -> tuple[tuple, list[tuple]]:
    """The band's idle colour (its most common one) and its other pixels that have the same
    colour above and below (inside a box, not a 1 px rule or a text's edge), grid lines left
    out (the columns drawn in the track's top padding, where no box goes)."""
    px = img.load()
    if idle is None:
        counts: dict[tuple, int] = {}
        for y in range(top, bottom):
            for x in range(left, right):
                counts[px[x, y]] = counts.get(px[x, y], 0) + 1
        idle = max(counts, key=counts.get)
    columns = [x for x in range(left, right) if px[x, top + 1] == idle]
    inside = [px[x, y] for y in range(top + 2, bottom - 1) for x in columns
              if px[x, y] != idle and px[x, y - 1] == px[x, y] == px[x, y + 1]]
    return idle, inside


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_whole_trace_busy_stands_out_in_both_themes(page, servers, scheme):
    """The tf.data threads of the keras run: on the whole trace every event of theirs is
    under 2 px, so each row is drawn as runs shaded by how busy they are. Those runs
    were drawn at an opacity of their busy share, near the background (contrast
    1.05-1.09 on the mid-light palette, a muddy near-black in the dark theme)."""
    page.emulate_media(color_scheme=scheme)
    trace = Trace(page, servers.get("standalone", "fixtures"))
    win = trace.window()
    whole = span(win)
    width = trace.time_width()
    px_us = (whole[1] - whole[0]) / width
    widest: dict[int, float] = {}
    for e in events(win):
        widest[e["track"]] = max(widest.get(e["track"], 0), e["dur"] / px_us)
    runs_only = [t for t in win["tracks"] if t["kind"] == "events" and 0 < widest.get(t["id"], 0) < 2]
    assert len(runs_only) >= 2, [(t["name"], widest.get(t["id"])) for t in win["tracks"]]
    page.set_viewport_size({"width": 1400, "height": 1400})  # every track on the screen
    page.wait_for_timeout(400)
    trace.app.screenshot(f"trace-mends-whole-trace-{scheme}")
    img = _canvas_image(trace)
    box = trace.box()
    seen = []
    for track in runs_only:
        middle = trace.y_of(win, track["id"], 0) - box["y"]
        top = int(middle - (ROW_H - 1) / 2) - TRACK_PAD
        bottom = int(top + track["rows"] * ROW_H + TRACK_PAD)
        if bottom >= img.height:
            continue
        idle, inside = _band_pixels(img, top, bottom, LABEL_W + 1, img.width - SCROLLBAR_W - 1)
        assert inside, f"{track['name']}: nothing drawn in its band"
        contrasts = sorted(_contrast(c, idle) for c in inside)
        seen.append((track["name"], round(contrasts[len(contrasts) // 2], 2)))
    assert seen, "no run-only track on the screen"
    # The median box pixel of each such thread stands out from its idle time.
    assert all(c >= MIN_SEEN_CONTRAST for _, c in seen), seen
    assert page.errors == []


def test_a_collapsed_section_is_one_busy_row_and_search_opens_it(page, servers):
    """One click on "Host Threads" folds the section into its header row, which draws its
    threads' top rows (busy and idle show without opening it); a search match inside it
    opens it (as Perfetto expands the track of the match it selects)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    trace = Trace(page, servers.get("standalone", "fixtures"))
    win = trace.window()
    n_tracks = len(win["tracks"])
    box = trace.box()
    trace.screenshot("trace-mends-section-open")
    page.mouse.click(box["x"] + 60, box["y"] + TRACKS_TOP + SECTION_H / 2)
    trace.wait_drawn(f"▸ Host Threads — {n_tracks} tracks")
    assert trace.app.url_state().get("trace_collapsed") == '[["vm","Host Threads"]]'
    label = next(s for s in _labels(trace) if s["t"].startswith("▸ Host Threads"))
    assert label["x"] < LABEL_W
    trace.screenshot("trace-mends-section-collapsed")
    # The header row's time area: the threads' busy time, in event colours.
    img = _canvas_image(trace)
    header = img.getpixel((LABEL_W - 4, TRACKS_TOP + 1))  # the header row's own background
    idle, inside = _band_pixels(img, TRACKS_TOP, TRACKS_TOP + SECTION_H - 1, LABEL_W + 1, img.width - SCROLLBAR_W - 1, header)
    assert len(inside) > 0.2 * (img.width - LABEL_W) * (SECTION_H - 6), "the collapsed section's row draws no summary"
    assert max(_contrast(c, idle) for c in inside) > MIN_SEEN_CONTRAST
    # No other track is drawn: the section is one row.
    assert not any(s["t"] == "python" for s in _labels(trace))

    search = trace.loc(f"{VIEWER} input.tbp-trace-search")
    search.fill("ExecutorState::Process")
    search.press("Enter")
    trace.app.frame.wait_for_function("(sel) => / of /.test(document.querySelector(sel).textContent)", arg=COUNT)
    trace.wait_drawn("▾ Host Threads")
    deadline = time.monotonic() + 5
    while trace.app.url_state().get("trace_collapsed") and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    assert not trace.app.url_state().get("trace_collapsed")
    trace.wait_details("ExecutorState::Process")
    trace.screenshot("trace-mends-search-opened-the-section")
    assert page.errors == []


@pytest.mark.parametrize("width", [1280, 1000])
def test_compared_trace_shows_both_runs_on_the_first_screen(page, servers, width):
    """The run with a 21-row python thread on top (tf_loop_python_tracer): its deep tracks
    fold on a first look so that the base run's section starts in the top half; the
    alignment note is never cut; "Base run ↓" scrolls to the base run."""
    target = servers.get("standalone", "fixtures")
    runs = target.json("runs")
    (new,) = [r for r in runs if r.startswith("tf_loop_python_tracer/")]
    (base,) = [r for r in runs if r.startswith("tf_custom_loop_steps/")]
    page.set_viewport_size({"width": width, "height": 800})
    trace = Trace(page, target, run=new, base_run=base)
    trace.wait_drawn("Host Threads (base: vm)")
    canvas = trace.box()
    base_label = next(s for s in _labels(trace) if s["t"].startswith("▾ Host Threads (base: vm)"))
    assert base_label["y"] < TRACKS_TOP + (canvas["height"] - TRACKS_TOP) / 2 + SECTION_H, base_label
    assert "python" in trace.app.url_state().get("trace_folded", "")
    note = trace.loc(f"{VIEWER} .tbp-trace-aligned")
    assert note.inner_text().startswith("base shifted ")
    assert note.evaluate("n => n.scrollWidth <= n.clientWidth + 1 && n.scrollHeight <= n.clientHeight + 1")
    trace.screenshot(f"trace-mends-compared-{width}")
    # The button scrolls the base run's section to the top (or as far as the tracks go).
    trace.loc(f"{VIEWER} button.tbp-trace-to-base").click()
    page.wait_for_timeout(300)
    moved = next(s for s in _labels(trace) if s["t"].startswith("▾ Host Threads (base: vm)"))
    scroll = trace.loc(f"{TIMELINE} .tbp-trace-vscroll").evaluate("n => [n.scrollTop, n.scrollHeight - n.clientHeight]")
    assert scroll[0] > 0 and moved["y"] < base_label["y"], (scroll, moved, base_label)
    assert moved["y"] == pytest.approx(TRACKS_TOP + SECTION_H / 2, abs=2) or scroll[0] >= scroll[1] - 1, (scroll, moved)
    assert page.errors == []


def test_alignment_note_without_a_common_step_is_whole(page, servers):
    """A step that is in neither run: the runs start aligned, and the note says so in full."""
    target = servers.get("standalone", "fixtures")
    runs = target.json("runs")
    (new,) = [r for r in runs if r.startswith("tf_custom_loop_steps/")]
    (base,) = [r for r in runs if r.startswith("tf_loop_python_tracer/")]
    page.set_viewport_size({"width": 1000, "height": 700})
    trace = Trace(page, target, run=new, base_run=base, align_step="999")
    assert trace.window()["aligned"]["step"] is None
    note = trace.loc(f"{VIEWER} .tbp-trace-aligned")
    assert note.inner_text() == "no common step: starts aligned"
    assert note.evaluate("n => n.scrollWidth <= n.clientWidth + 1 && n.scrollHeight <= n.clientHeight + 1")
    trace.screenshot("trace-mends-compared-no-common-step")
    assert page.errors == []


def test_no_time_axis_before_the_first_window(page, servers):
    """While the first window loads the axis has no ticks ("0.0 µs … 0.9 µs" of a
    placeholder view read as data), and says it is loading."""
    target = servers.get("standalone", "fixtures")
    held = []

    def hold(route):
        if "trace_viewer%40" in route.request.url and "mode=" not in route.request.url:
            held.append(route)
        else:
            route.continue_()

    page.route("**/data/plugin/profile/data?*", hold)
    page.add_init_script(CANVAS_HOOK)
    app = target.open(page, run=tf_run(target), tool="trace_viewer", host="vm")
    app.frame.wait_for_function("() => (window.__tbpFrames || []).some((f) => f.some((t) => t.startsWith('Loading the trace')))")
    deadline = time.monotonic() + 10
    while not held and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert held, "the page asked for no window"
    page.wait_for_timeout(300)
    drawn = app.frame.evaluate("() => window.__tbpFrames.at(-1)")
    assert "View: loading…" in drawn, drawn
    assert not [t for t in drawn if t.endswith((" µs", " ms", " ns", " s")) and t[0].isdigit()], drawn
    app.screenshot("trace-mends-loading-axis")
    for route in held:
        route.continue_()
    page.unroute("**/data/plugin/profile/data?*")
    app.frame.wait_for_function("() => (window.__tbpFrames.at(-1) || []).includes('0 ms')", timeout=20_000)
    assert page.errors == []
