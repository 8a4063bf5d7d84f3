"""Tables that fit their box (issue 20), in a real browser at 1280x800.

For tensorflow_stats, kernel_stats, memory_viewer, memory_profile and hlo_stats: the
table is no wider than its box, nothing in the view scrolls on its own (the
page is the one scroll container), long text is cut with its whole text as
the cell's title; the Columns menu hides a column, the URL keeps it (a reload
shows the table the same way) and the CSV still has every column. The memory
profile's chart takes the view's full width.
"""

from __future__ import annotations

import csv
import io

import pytest

from .app_util import MAIN, reload, screenshots
from .fixtures_util import GPU_HOSTS, GPU_RUN, TF_RUN_PREFIX

TABLE = f"{MAIN} div.tbp-table"

# (tool, run prefix, extra state, the column the test hides)
VIEWS = {
    "tensorflow_stats": (TF_RUN_PREFIX, {"host": "vm"}, "total_self_time"),
    "kernel_stats": (GPU_RUN, {"host": GPU_HOSTS[0]}, "registers_per_thread"),
    "memory_viewer": ("jax_jit_train/", {"host": "vm", "module": "jit_train_step(26)"}, "shape"),
    "memory_profile": (TF_RUN_PREFIX, {"host": "vm"}, "requested_mib"),
    "hlo_stats": ("jax_jit_train/", {"host": "vm"}, "bound_by"),
}

# Every element of the view that scrolls vertically on its own.
OWN_SCROLLS = """() => [...document.querySelectorAll('main.tbp-main *')].filter((e) => {
  const style = getComputedStyle(e);
  return /(auto|scroll)/.test(style.overflowY) && e.scrollHeight > e.clientHeight + 1;
}).map((e) => e.tagName + '.' + e.className)"""

FIT = """(t) => {
  const grid = t.querySelector('table.tbp-table-grid');
  const box = t.querySelector('.tbp-table-scroll');
  return {grid: grid.scrollWidth, box: box.clientWidth, table: t.clientWidth, boxScroll: box.scrollWidth};
}"""


@pytest.fixture
def standalone(servers):
    return servers.get("standalone", "fixtures")


def _open(page, target, tool):
    prefix, state, _ = VIEWS[tool]
    (run,) = [r for r in target.json("runs") if r.startswith(prefix)]
    page.set_viewport_size({"width": 1280, "height": 800})
    app = target.open(page, run=run, tool=tool, **state)
    app.expect_view(tool)
    return app, run


def _shown_columns(app) -> list[str]:
    return app.loc(f"{TABLE} thead tr:last-child th").evaluate_all(
        "ths => ths.filter((th) => !th.hidden && th.offsetWidth > 0).map((th) => th.dataset.column)")


@pytest.mark.parametrize("tool", list(VIEWS))
def test_table_fits_its_box(page, standalone, tool):
    app, _ = _open(page, standalone, tool)
    tables = app.loc(TABLE)
    assert tables.count() == 1
    fit = tables.first.evaluate(FIT)
    assert fit["grid"] <= fit["box"], fit
    assert fit["boxScroll"] <= fit["box"] and fit["box"] <= fit["table"], fit
    # The page scrolls, nothing inside the view does.
    assert app.frame.evaluate(OWN_SCROLLS) == []
    # Long text is cut by CSS only: the cell keeps its whole text, also as its title.
    cut = app.loc(f"{TABLE} tbody td.tbp-text").evaluate_all(
        "tds => tds.map((td) => [td.textContent, td.title, td.scrollWidth > td.clientWidth])")
    assert cut and all(title == text for text, title, _ in cut if text)
    # No page-wide horizontal scroll either.
    assert app.frame.evaluate("() => document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    screenshots(app, f"tables-{tool}")
    assert not page.errors


@pytest.mark.parametrize("tool", list(VIEWS))
def test_hidden_column_survives_reload_and_csv_keeps_it(page, standalone, tool):
    app, _ = _open(page, standalone, tool)
    hide = VIEWS[tool][2]
    before = _shown_columns(app)
    assert hide in before
    # The Columns menu: one checkbox per column, the shown ones checked.
    app.loc(f"{TABLE} .tbp-table-columns-button").click()
    menu = app.loc(f"{TABLE} .tbp-table-columns-menu")
    assert menu.is_visible()
    box = menu.locator(f'input[value="{hide}"]')
    assert box.is_checked()
    box.uncheck()
    assert _shown_columns(app) == [c for c in before if c != hide]
    cells = app.loc(f"{TABLE} tbody tr").first.evaluate(
        "tr => [...tr.children].filter((td) => td.offsetWidth > 0).length")
    assert cells == len(before) - 1
    ids = app.loc(f"{TABLE} thead tr:last-child th").evaluate_all("ths => ths.map((th) => th.dataset.column)")
    app.wait_url_state("hide", ",".join(i for i in ids if i not in before or i == hide))
    # Escape closes the menu.
    app.page.keyboard.press("Escape")
    assert not menu.is_visible()

    # The CSV has every column, the hidden ones too.
    labels = app.loc(f"{TABLE} thead tr:last-child th").evaluate_all(
        "ths => ths.map((th) => th.querySelector('button').getAttribute('aria-label') || "
        "th.querySelector('button').firstChild.textContent)")
    with page.expect_download() as info:
        app.loc(f"{TABLE} button.tbp-table-export").click()
    rows = list(csv.reader(io.StringIO(open(info.value.path(), encoding="utf-8-sig", newline="").read())))
    assert rows[0] == labels and len(rows[0]) > len(before) - 1

    # A reload shows the same columns.
    app = reload(app)
    app.expect_view(tool)
    assert _shown_columns(app) == [c for c in before if c != hide]
    fit = app.loc(TABLE).first.evaluate(FIT)
    assert fit["grid"] <= fit["box"], fit
    # Showing it again clears the URL's hide= (back to the view's defaults).
    app.loc(f"{TABLE} .tbp-table-columns-button").click()
    app.loc(f'{TABLE} .tbp-table-columns-menu input[value="{hide}"]').check()
    assert _shown_columns(app) == before
    for _ in range(40):
        if not app.url_state().get("hide"):
            break
        app.page.wait_for_timeout(50)
    assert not app.url_state().get("hide")
    assert not page.errors


def test_hidden_column_in_tensorboard(page, target):
    """TensorBoard keeps the state in its own URL (p.profile.hide): a reload there too."""
    app, _ = _open(page, target, "tensorflow_stats")
    before = _shown_columns(app)
    # On this CPU profile the rank, the average time, the device's shares and the FLOP rates start hidden.
    assert "rank" not in before and "device_total_self_time_percent" not in before
    assert "host_cumulative_total_self_time_percent" in before
    app.loc(f"{TABLE} .tbp-table-columns-button").click()
    app.loc(f'{TABLE} .tbp-table-columns-menu input[value="rank"]').check()
    app.wait_url_state("hide", "host_or_device,avg_time,device_total_self_time_percent,"
                       "device_cumulative_total_self_time_percent,measured_flop_rate,measured_memory_bw,"
                       "operational_intensity")
    assert _shown_columns(app) == ["rank", *before]
    app = reload(app)
    assert _shown_columns(app) == ["rank", *before]
    fit = app.loc(TABLE).first.evaluate(FIT)
    assert fit["grid"] <= fit["box"], fit
    assert not page.errors


def test_memory_profile_chart_full_width(page, standalone):
    app, _ = _open(page, standalone, "memory_profile")
    for width, height in ((1280, 800), (1600, 1000)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        sizes = app.frame.evaluate("""() => {
          const chart = document.querySelector('main .tbp-memory-timeline .tbp-chart');
          const view = document.querySelector('main div.tbp-view');
          return {chart: chart.getBoundingClientRect().width, view: view.clientWidth,
                  canvas: chart.querySelector('canvas').getBoundingClientRect().width};
        }""")
        # The card's padding and border only (2 x 17 px).
        assert sizes["chart"] >= sizes["view"] - 40, sizes
        assert abs(sizes["canvas"] - sizes["chart"]) <= 2, sizes
    text = app.main_text()
    assert "Memory (MiB)" not in text  # drawn on the canvas, not text; the subtitle names the unit
    assert "Memory in MiB" in text and "at the peak" in text
    assert not page.errors
