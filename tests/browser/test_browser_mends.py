"""Issue 44's daily-use mends in a real browser (items 2, 6 and 9).

- A half-written newest run (a real JAX profile cut in half) is not the landing page: the
  newest run that reads opens, with a note; Runs marks the broken run with its error, and
  Compare with does not offer it (its own logdir and standalone server).
- roofline_model's op table fits its box (it was 2,140 px wide in a 930-1,250 px box).
- A column with no value in any row (the overview's FLOP rate on a CPU profile) is not
  shown; the input-bound badge of a "potential" verdict gives the All others share.
"""

from __future__ import annotations

import shutil

import pytest

from . import fixtures_util as fx
from .app_util import MAIN, Target, screenshots

BROKEN = "zz_half_written/2099_01_01_00_00_00"
GOOD = "jax_jit_train/2026_11_22_04_00_31"
OLDER = "tf_custom_loop_steps/2026_11_22_04_00_28"


@pytest.fixture(scope="module")
def broken_newest(tmp_path_factory, server_logs):
    """A logdir whose newest run is a truncated copy of a real profile."""
    root = tmp_path_factory.mktemp("broken_newest")
    logdir = root / "logdir"
    for name in ("jax_jit_train", "tf_custom_loop_steps"):
        shutil.copytree(fx.FIXTURES / name, logdir / name)
    data = fx.xplane_files(fx.FIXTURES / "jax_jit_train")[0].read_bytes()
    folder = logdir / "zz_half_written" / "plugins" / "profile" / "2099_01_01_00_00_00"
    folder.mkdir(parents=True)
    (folder / "vm.xplane.pb").write_bytes(data[: len(data) // 2])
    cache = root / "cache"
    cache.mkdir()
    server = fx.standalone(logdir, cache, server_logs, "standalone-broken-newest")
    yield Target("standalone", server)
    server.stop()


def test_broken_newest_run_is_not_the_landing_page(page, broken_newest):
    target = broken_newest
    assert target.json("runs") == [BROKEN, GOOD, OLDER]
    app = target.open(page)
    app.expect_view("overview_page")
    assert app.value("run") == GOOD
    assert app.url_state()["run"] == GOOD
    note = app.loc(f"{MAIN} > p.tbp-broken-note").inner_text()
    assert note.startswith(f"Run {BROKEN} cannot be read (cannot read profile zz_half_written/"), note
    assert note.endswith(f"showing {GOOD}, the newest run that can."), note
    runs = app.options("run")
    assert [o["text"] for o in runs] == [f"{BROKEN} — cannot be read", GOOD, OLDER]
    assert runs[0]["title"].startswith(f"{BROKEN}: cannot be read: cannot read profile zz_half_written/"), runs[0]
    assert "truncated or corrupt" in runs[0]["title"]
    assert [o["value"] for o in app.options("base_run")] == ["", GOOD, OLDER]
    screenshots(app, "mends-broken-newest-landing", sizes=((1280, 800),))

    # A stale link falls back past it too.
    app = target.open(page, run="gone/2020_01_01", tool="overview_page")
    app.expect_view("overview_page")
    assert app.value("run") == GOOD
    # A link to the broken run itself shows its error (with Retry), not another run.
    app = target.open(page, run=BROKEN, tool="overview_page")
    assert "truncated or corrupt" in app.loc(f"{MAIN} [role=alert]").inner_text()
    assert app.loc(f"{MAIN} [role=alert] button").inner_text().strip().lower() == "retry"
    assert not page.errors, page.errors


def test_roofline_table_fits_its_box(page, target):
    (run,) = [r for r in target.json("runs") if r.startswith("jax_jit_train/")]
    app = target.open(page, run=run, tool="roofline_model", host="vm")
    app.expect_view("roofline_model")
    for width, height in ((1280, 800), (1600, 1000)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        fit = app.loc(f"{MAIN} div.tbp-table").evaluate("""(t) => ({
            grid: t.querySelector('table.tbp-table-grid').scrollWidth,
            box: t.querySelector('.tbp-table-scroll').clientWidth, view: t.closest('.tbp-view').clientWidth,
            heads: [...t.querySelectorAll('thead th')].filter((th) => !th.hidden).map((th) => th.dataset.column)})""")
        assert fit["grid"] <= fit["box"] <= fit["view"], fit
        assert fit["heads"][:4] == ["rank", "category", "operation", "occurrences"], fit
        assert len(fit["heads"]) == 11, fit
        # The op names are readable: the Operation column is not squeezed to a few characters.
        op_width = app.loc(f"{MAIN} div.tbp-table thead th[data-column=operation]").evaluate("th => th.offsetWidth")
        assert op_width >= 120, op_width
    page.set_viewport_size({"width": 1280, "height": 900})
    app.screenshot("mends-roofline-table")
    assert not page.errors, page.errors


def test_empty_column_hidden_and_the_potential_badge(page, target):
    (keras,) = [r for r in target.json("runs") if r.startswith(fx.TF_RUN_PREFIX)]
    data = target.json("data", run=keras, tag="overview_page", host="vm")
    assert data["top_ops"]["rows"] and all(r["flop_rate_gflops"] is None for r in data["top_ops"]["rows"])
    app = target.open(page, run=keras, tool="overview_page", host="vm")
    app.expect_view("overview_page")
    heads = app.loc(f"{MAIN} .tbp-top-ops thead th").evaluate_all(
        "ths => ths.filter((th) => !th.hidden && th.offsetWidth > 0).map((th) => th.dataset.column)")
    assert heads == ["self_time_percent", "cumulative_percent", "category", "name"], heads

    (jax,) = [r for r in target.json("runs") if r.startswith("jax_jit_train/")]
    bound = target.json("data", run=jax, tag="overview_page", host="vm")
    assert bound["input_bound"]["level"] == "potential" and bound["input_bound"]["input_percent"] == 0
    others = bound["steps"]["category_percent"]["other"]
    app = target.open(page, run=jax, tool="overview_page", host="vm")
    badge = app.loc(f"{MAIN} .tbp-level").inner_text()
    assert badge == f"Input-bound: potential · {others:.1f}% of step time in All others (I/O, Python)", badge
    app.screenshot("mends-overview-badge")
    assert not page.errors, page.errors
