"""Issue 20's dark theme, in TensorBoard and standalone: under a dark
`prefers-color-scheme` (standalone) or TensorBoard's dark mode (its page's
body.dark-mode, which its settings menu, `?darkMode=true`, or by default the
browser's preference sets) the shell, the canvases and the charts are dark, and
they follow a switch at run time; light stays the default. Every view is shot
in dark mode at both sizes, and no opaque light box is left in any.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image

from .app_util import IFRAME, MAIN, AppPage, screenshots
from .fixtures_util import GPU_RUN, GRAPH_RUN, OP_PROFILE_GPU_RUN, TF_RUN_PREFIX, TPU_POD_RUN

TIMELINE = f"{MAIN} .tbp-trace-timeline canvas"
DARK, LIGHT = 0.2, 0.6  # relative luminance: under DARK is dark, over LIGHT is light

# A colour's relative luminance (WCAG), from a computed 'rgb(a)(...)' string.
LUMINANCE_JS = """(css) => {
    const [r, g, b] = css.match(/[\\d.]+/g).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}"""


def _run(target, prefix: str) -> str:
    (run,) = [r for r in target.json("runs") if r.startswith(prefix)]
    return run


def _background(app: AppPage, selector: str) -> float:
    """Luminance of the background an element shows (its own, else its nearest ancestor's)."""
    return app.loc(selector).first.evaluate(f"""(node) => {{
        const luminance = {LUMINANCE_JS};
        for (let n = node; n; n = n.parentElement) {{
            const bg = getComputedStyle(n).backgroundColor;
            if (!/rgba\\(.*,\\s*0\\)$/.test(bg) && bg !== 'transparent') return luminance(bg);
        }}
        return 1; // the canvas of a page with no background: white
    }}""")


def _canvas_luminance(app: AppPage, selector: str) -> float:
    """Median luminance of a canvas's pixels (read back from the canvas itself)."""
    return app.loc(selector).first.evaluate("""(c) => {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const lin = (v) => (v <= 10 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
        const values = [];
        for (let i = 0; i < d.length; i += 4 * 7) {
            values.push(0.2126 * lin(d[i]) + 0.7152 * lin(d[i + 1]) + 0.0722 * lin(d[i + 2]));
        }
        values.sort((a, b) => a - b);
        return values[values.length >> 1];
    }""")


def _seen_luminance(app: AppPage, selector: str) -> float:
    """Median luminance of what the page shows of an element (a screenshot of it)."""
    data = Image.open(io.BytesIO(app.loc(selector).first.screenshot())).convert("RGB").tobytes()
    lin = [((v / 255 + 0.055) / 1.055) ** 2.4 if v > 10 else v / 255 / 12.92 for v in range(256)]
    values = sorted(0.2126 * lin[r] + 0.7152 * lin[g] + 0.0722 * lin[b] for r, g, b in zip(data[0::3], data[1::3], data[2::3]))
    return values[len(values) // 2]


def _theme(app: AppPage) -> str | None:
    return app.frame.evaluate("() => document.documentElement.dataset.tbpTheme")


def _light_boxes(app: AppPage) -> list[str]:
    """Elements with an opaque light background of more than a few px (none belong in dark mode)."""
    return app.frame.evaluate(f"""() => {{
        const luminance = {LUMINANCE_JS};
        const found = [];
        for (const n of document.body.querySelectorAll('*')) {{
            const bg = getComputedStyle(n).backgroundColor;
            const alpha = bg.startsWith('rgba') ? Number(bg.match(/[\\d.]+/g)[3]) : 1;
            const box = n.getBoundingClientRect();
            if (alpha < 0.5 || box.width * box.height < 200 || luminance(bg) < {LIGHT}) continue;
            found.push(`${{n.tagName.toLowerCase()}}.${{n.className}} ${{bg}}`);
        }}
        return found;
    }}""")


def _open_dark(page, target, **state) -> AppPage:
    page.emulate_media(color_scheme="dark")
    return target.open(page, **state)


def test_dark_background_under_dark_mode(page, target):
    app = _open_dark(page, target, run=_run(target, TF_RUN_PREFIX), tool="trace_viewer", host="vm")
    app.expect_view("trace_viewer")
    assert _theme(app) == "dark"
    assert _background(app, "body") < DARK
    assert _background(app, "aside.tbp-side") < DARK
    assert _background(app, MAIN) < DARK
    app.frame.wait_for_function(f"() => document.querySelector('{TIMELINE}')?.width > 0")
    app.frame.wait_for_timeout(300)  # a frame drawn
    assert _canvas_luminance(app, TIMELINE) < DARK
    screenshots(app, "theme-dark-trace_viewer")
    # An event's details (its colour swatch) and the keys' help, over the dark canvas.
    box = app.loc(TIMELINE).first.bounding_box()
    app.loc(TIMELINE).first.click(position={"x": 260, "y": 86})
    app.loc(f"{MAIN} .tbp-trace-details").first.wait_for()
    app.loc(TIMELINE).first.press("?")
    app.frame.wait_for_timeout(200)
    assert box["width"] > 0 and _light_boxes(app) == []
    app.screenshot("theme-dark-trace-details-help")
    # The timing mode's band and label (light on dark).
    app.loc(TIMELINE).first.press("Escape")
    app.loc(TIMELINE).first.press("4")
    page.mouse.move(box["x"] + 320, box["y"] + 200)
    page.mouse.down()
    page.mouse.move(box["x"] + 600, box["y"] + 220, steps=5)
    page.mouse.up()
    app.frame.wait_for_timeout(200)
    app.screenshot("theme-dark-trace-timing")

    app.select("tool", "overview_page", tool="overview_page")
    chart = f"{MAIN} .tbp-chart"
    app.loc(chart).first.wait_for()
    app.frame.wait_for_timeout(300)
    assert _seen_luminance(app, chart) < DARK
    assert _light_boxes(app) == []
    assert not page.errors


def test_light_is_the_default(page, target):
    page.emulate_media(color_scheme="light")
    app = target.open(page, run=_run(target, TF_RUN_PREFIX), tool="trace_viewer", host="vm")
    app.expect_view("trace_viewer")
    assert _theme(app) == "light"
    assert _background(app, "body") > LIGHT
    app.frame.wait_for_function(f"() => document.querySelector('{TIMELINE}')?.width > 0")
    app.frame.wait_for_timeout(300)
    assert _canvas_luminance(app, TIMELINE) > LIGHT


def test_follows_a_switch_at_run_time(page, target):
    """Standalone: the system's preference changes; TensorBoard: its dark-mode class."""
    page.emulate_media(color_scheme="light")
    app = target.open(page, run=_run(target, TF_RUN_PREFIX), tool="trace_viewer", host="vm")
    app.frame.wait_for_function(f"() => document.querySelector('{TIMELINE}')?.width > 0")

    def switch(dark: bool):
        if target.kind == "standalone":
            page.emulate_media(color_scheme="dark" if dark else "light")
        else:  # what TensorBoard's settings menu does to its page
            page.evaluate("(dark) => document.body.classList.toggle('dark-mode', dark)", dark)

    app.act(lambda: switch(True), tool="trace_viewer")  # the view is drawn again
    app.frame.wait_for_function(f"() => document.querySelector('{TIMELINE}')?.width > 0")
    app.frame.wait_for_timeout(300)
    assert _theme(app) == "dark"
    assert _background(app, "body") < DARK
    assert _canvas_luminance(app, TIMELINE) < DARK
    app.screenshot("theme-switched-dark")

    app.act(lambda: switch(False), tool="trace_viewer")
    app.frame.wait_for_function(f"() => document.querySelector('{TIMELINE}')?.width > 0")
    app.frame.wait_for_timeout(300)
    assert _theme(app) == "light"
    assert _canvas_luminance(app, TIMELINE) > LIGHT
    assert not page.errors


@pytest.mark.parametrize("kind", ["tensorboard"])
def test_tensorboard_dark_mode_wins_over_the_system(page, servers, kind):
    """TensorBoard's ?darkMode=true (its own flag) under a light system preference, and
    TensorBoard's light mode under a dark one: the plugin follows TensorBoard."""
    target = servers.get(kind, "fixtures")
    page.emulate_media(color_scheme="light")
    page.goto(f"{target.base}/?darkMode=true#profile")
    assert page.evaluate("() => document.body.classList.contains('dark-mode')")
    frame = page.wait_for_selector(IFRAME, timeout=30_000).content_frame()
    app = AppPage(page, frame, target)
    app.wait_settled()
    assert _theme(app) == "dark"
    assert _background(app, "body") < DARK
    app.screenshot("theme-tensorboard-darkMode")

    page.emulate_media(color_scheme="dark")
    page.goto(f"{target.base}/#profile")
    page.wait_for_function("() => document.body.classList.contains('dark-mode')")
    page.evaluate("() => document.body.classList.remove('dark-mode')")  # light chosen in its menu
    frame = page.wait_for_selector(IFRAME, timeout=30_000).content_frame()
    app = AppPage(page, frame, target)
    app.wait_settled()
    frame.wait_for_function("() => document.documentElement.dataset.tbpTheme === 'light'")
    assert _background(app, "body") > LIGHT


# Every view, each on a run that offers it (tests/browser/fixtures_util.py).
VIEWS = [
    ("overview_page", TF_RUN_PREFIX, "vm"),
    ("input_pipeline_analyzer", TF_RUN_PREFIX, "vm"),
    ("tensorflow_stats", TF_RUN_PREFIX, "vm"),
    ("trace_viewer", TF_RUN_PREFIX, "vm"),
    ("memory_profile", TF_RUN_PREFIX, "vm"),
    ("tf_data_bottleneck_analysis", TF_RUN_PREFIX, "vm"),
    ("kernel_stats", GPU_RUN, None),
    ("op_profile", OP_PROFILE_GPU_RUN, None),
    ("hlo_stats", "jax_jit_train/", None),
    ("roofline_model", "jax_jit_train/", None),
    ("memory_viewer", "jax_jit_train/", None),
    ("graph_viewer", GRAPH_RUN, None),
    ("pod_viewer", TPU_POD_RUN, None),
]


@pytest.mark.parametrize("tool,prefix,host", VIEWS, ids=[v[0] for v in VIEWS])
def test_every_view_in_dark_mode(page, servers, tool, prefix, host):
    target = servers.get("standalone", "fixtures")
    app = _open_dark(page, target, run=_run(target, prefix), tool=tool, host=host)
    app.expect_view(tool)
    app.frame.wait_for_timeout(500)  # charts and layouts settle
    assert _background(app, MAIN) < DARK
    assert _light_boxes(app) == []
    screenshots(app, f"theme-dark-{tool}")
    assert not page.errors


def test_compare_capture_tooltip_in_dark_mode(page, servers):
    target = servers.get("standalone", "fixtures")
    new, base = _run(target, "tf_loop_python_tracer/"), _run(target, "tf_custom_loop_steps/")
    app = _open_dark(page, target, run=new, tool="overview_page", host="vm", base_run=base)
    app.expect_view("overview_page")
    app.frame.wait_for_timeout(500)
    assert _light_boxes(app) == []
    screenshots(app, "theme-dark-compare-overview_page")
    app.select("tool", "tensorflow_stats", tool="tensorflow_stats")
    app.frame.wait_for_timeout(300)
    assert _light_boxes(app) == []
    screenshots(app, "theme-dark-compare-tensorflow_stats")
    app.select("tool", "trace_viewer", tool="trace_viewer")
    app.frame.wait_for_timeout(500)
    screenshots(app, "theme-dark-compare-trace_viewer")

    app.select("base_run", "", tool="trace_viewer")
    app.select("tool", "tensorflow_stats", tool="tensorflow_stats")
    app.frame.wait_for_timeout(300)
    canvas = app.loc(f"{MAIN} .tbp-chart canvas").first
    box = canvas.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 3, box["y"] + box["height"] / 2)
    app.frame.wait_for_timeout(300)
    app.screenshot("theme-dark-chart-tooltip")

    app.loc("button:has-text('Capture Profile')").click()
    dialog = app.loc("dialog.tbp-dialog[open]")
    dialog.wait_for()
    assert _background(app, "dialog.tbp-dialog[open]") < DARK
    screenshots(app, "theme-dark-capture")
    assert not page.errors


def test_distributed_and_empty_in_dark_mode(page, servers):
    pt = servers.get("tensorboard", "pytorch")
    app = _open_dark(page, pt, run="distributed", tool="distributed")
    app.expect_view("distributed")
    app.frame.wait_for_timeout(500)
    assert _background(app, MAIN) < DARK
    assert _light_boxes(app) == []
    screenshots(app, "theme-dark-distributed")

    empty = servers.get("standalone", "empty")
    app = _open_dark(page, empty)
    assert _background(app, MAIN) < DARK
    assert _light_boxes(app) == []
    screenshots(app, "theme-dark-empty")
