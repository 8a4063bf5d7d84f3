"""Driving the Profile app in a page, the same way in TensorBoard and standalone.

`Target` is one server seen by the browser: `open(page, run=, tool=, host=)`
loads the app (TensorBoard: the `#profile` tab, state in `p.profile.*` query
parameters; standalone: state in the hash) and returns an `AppPage` whose
`frame` is the frame the app runs in. `AppPage` changes selections and waits
for the new view, reads the URL state, and saves screenshots.
"""

from __future__ import annotations

import json
import os
import re
import time
import urllib.parse
from pathlib import Path

from .fixtures_util import PREFIX, Server

IFRAME = 'iframe[src*="plugin_entry.html?name=profile"]'
MAIN = "main.tbp-main"
# Whatever the main area settles on: a view, an error, or the empty-logdir page.
SETTLED = f"{MAIN} > :not([data-stale]):not(.tbp-loading)"
TABLE_ROWS = "table.tbp-table-grid tbody tr:not(.tbp-table-empty-row)"
STATE_KEYS = ("run", "tool", "host", "module")

SCREENSHOTS = Path(os.environ.get("TBP_SCREENSHOTS") or Path(__file__).parent / "artifacts")


def screenshot(page, name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / (re.sub(r"[^\w.-]+", "_", name).strip("_") + ".png")
    page.screenshot(path=str(path), full_page=True)
    return path


class Target:
    """One server, as `tensorboard` or `standalone`."""

    def __init__(self, kind: str, server: Server):
        assert kind in ("tensorboard", "standalone")
        self.kind = kind
        self.server = server
        self.base = server.base
        self.origin = server.base  # http://127.0.0.1:PORT

    def __repr__(self) -> str:
        return f"Target({self.kind}, {self.base})"

    def json(self, route: str, **params):
        query = urllib.parse.urlencode({k: v for k, v in params.items() if v not in (None, "")})
        return json.loads(self.server.get(f"{PREFIX}{route}{'?' + query if query else ''}"))

    def url(self, **state) -> str:
        state = {k: v for k, v in state.items() if v not in (None, "")}
        if self.kind == "standalone":
            return f"{self.base}/" + (f"#{urllib.parse.urlencode(state)}" if state else "")
        query = urllib.parse.urlencode({f"p.profile.{k}": v for k, v in state.items()})
        return f"{self.base}/" + (f"?{query}" if query else "") + "#profile"

    def open(self, page, **state) -> "AppPage":
        page.goto(self.url(**state))
        if self.kind == "standalone":
            frame = page.main_frame
        else:
            frame = page.wait_for_selector(IFRAME, timeout=30_000).content_frame()
            assert frame is not None, "the Profile iframe has no frame"
        app = AppPage(page, frame, self)
        app.wait_settled()
        return app


class AppPage:
    def __init__(self, page, frame, target: Target):
        self.page = page
        self.frame = frame
        self.target = target

    # ---- reading ----
    def loc(self, selector: str):
        return self.frame.locator(selector)

    def value(self, name: str) -> str:
        return self.loc(f"select#tbp-{name}").input_value()

    def options(self, name: str) -> list[dict]:
        return self.loc(f"select#tbp-{name} option").evaluate_all(
            "os => os.map(o => ({value: o.value, text: o.textContent, disabled: o.disabled, title: o.title}))")

    def url_state(self) -> dict:
        """The view state the app wrote into the page's URL.

        Read from the page itself: Playwright's `page.url` learns of a
        replaceState only when the browser reports it, a moment later.
        """
        parts = urllib.parse.urlsplit(self.page.evaluate("() => location.href"))
        if self.target.kind == "standalone":
            return dict(urllib.parse.parse_qsl(parts.fragment))
        return {k[len("p.profile."):]: v for k, v in urllib.parse.parse_qsl(parts.query)
                if k.startswith("p.profile.")}

    def wait_url_state(self, key: str, value: str, timeout: float = 10_000) -> None:
        """Waits until the URL state holds `key`=`value` (TensorBoard copies
        the plugin's state into its own URL asynchronously)."""
        deadline = time.monotonic() + timeout / 1000
        while self.url_state().get(key) != value:
            assert time.monotonic() < deadline, (key, value, self.url_state())
            self.page.wait_for_timeout(50)

    def view(self):
        return self.loc(f"{MAIN} > div.tbp-view")

    def view_tool(self) -> str | None:
        return self.view().get_attribute("data-tool")

    def table_rows(self):
        return self.loc(f"{MAIN} {TABLE_ROWS}")

    def range_label(self) -> str:
        return self.loc(f"{MAIN} .tbp-table-range").inner_text()

    def main_text(self) -> str:
        return self.loc(MAIN).inner_text()

    # ---- waiting and acting ----
    def wait_settled(self, timeout: float = 30_000) -> None:
        self.frame.wait_for_selector(SETTLED, timeout=timeout)

    def expect_view(self, tool: str) -> None:
        """The settled main area is the view of `tool` (not an error)."""
        tools = self.loc(f"{MAIN} > div.tbp-view").evaluate_all("vs => vs.map(v => v.dataset.tool)")
        assert tools == [tool], f"expected the {tool} view, main area shows: {self.main_text()[:500]!r}"

    def _mark_stale(self) -> None:
        self.frame.evaluate(
            "(sel) => document.querySelectorAll(sel).forEach(n => { n.dataset.stale = '1'; })", f"{MAIN} > *")

    def act(self, action, tool: str | None = None) -> None:
        """Runs `action()` and waits for the main area to draw again."""
        self._mark_stale()
        action()
        self.wait_settled()
        if tool:
            self.expect_view(tool)

    def select(self, name: str, value: str, tool: str | None = None) -> None:
        self.act(lambda: self.loc(f"select#tbp-{name}").select_option(value=value), tool)

    def screenshot(self, name: str) -> Path:
        self.page.screenshots = getattr(self.page, "screenshots", 0) + 1
        return screenshot(self.page, f"{self.target.kind}-{name}")


SIZES = ((1600, 1000), (1280, 800))


def screenshots(app: AppPage, name: str, sizes=SIZES, settle_ms: int = 300) -> None:
    """Screenshots `<kind>-<name>-<w>x<h>` at each size (charts redraw on resize), then back
    to the tests' usual viewport."""
    for width, height in sizes:
        app.page.set_viewport_size({"width": width, "height": height})
        app.frame.wait_for_timeout(settle_ms)
        app.screenshot(f"{name}-{width}x{height}")
    app.page.set_viewport_size({"width": 1280, "height": 900})


def reload(app: AppPage) -> AppPage:
    """The page reloaded (state from the URL), once its view has settled."""
    page = app.page
    page.reload()
    frame = page.main_frame if app.target.kind == "standalone" else (
        page.wait_for_selector(IFRAME, timeout=30_000).content_frame())
    again = AppPage(page, frame, app.target)
    again.wait_settled()
    return again


def tour(app: AppPage, runs: list[str], *, tf_run: str, multi_host_run: str, hosts: tuple[str, ...],
         bad_run: str) -> None:
    """Uses every part of the app once: tools, runs, hosts, table (sort, filter,
    pages, CSV export), an error and Retry, the Capture Profile dialog, Reload."""
    page = app.page
    app.select("run", tf_run)
    app.select("tool", "tensorflow_stats", tool="tensorflow_stats")
    table = f"{MAIN} div.tbp-table"
    app.loc(f"{table} th").nth(4).click()            # sort by a column
    app.loc(f"{table} button.tbp-table-next").click()  # page 2
    with page.expect_download() as info:
        app.loc(f"{table} button.tbp-table-export").click()
    info.value.path()
    app.loc(f"{table} input.tbp-table-filter").fill("conv")
    app.loc("canvas").first.hover()                   # chart tooltip
    app.select("tool", "trace_viewer", tool="trace_viewer")
    app.select("run", multi_host_run, tool="trace_viewer")
    app.select("host", hosts[1], tool="trace_viewer")
    app.select("tool", "tensorflow_stats", tool="tensorflow_stats")
    app.select("host", "", tool="tensorflow_stats")
    app.select("run", runs[0])
    app.select("run", bad_run)
    assert app.loc(f"{MAIN} [role=alert]").count() == 1
    app.act(lambda: app.loc(f"{MAIN} [role=alert] button").click())
    app.loc("button:has-text('Capture Profile')").click()
    dialog = app.loc("dialog.tbp-dialog[open]")
    dialog.locator("input[value=tpu]").check()
    dialog.locator("input[value=ip]").check()
    dialog.locator("input[name=service_addr]").fill("127.0.0.1:1")
    dialog.locator("button[type=submit]").click()
    dialog.locator(".tbp-capture-status [role=alert]").wait_for()
    dialog.locator("button:has-text('Close')").click()
    app.select("run", tf_run, tool="tensorflow_stats")
    app.act(lambda: app.loc("button:has-text('Reload')").click(), tool="tensorflow_stats")
