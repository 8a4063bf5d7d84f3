"""Two runs compared (issue 19) in a real browser, in TensorBoard and standalone:
the "Compare with" selector (kept in the URL, through a reload), the compared
tables against the server's compared JSON, overview_page's verdict and step
times, a run compared with itself (every delta 0, every row "same"), the
Baseline host selector, a tool that cannot be compared, a base run that is not
in the logdir and a comparison the server refuses.

The TF pair: tf_loop_python_tracer (new) against tf_custom_loop_steps (base),
two custom training loops of different widths. Hostile op and host names
(the xss logdir) stay text in the compared header and table. Across GPU
vendors (pytorch_real/h100_qwen against mi300_qwen, on a server of their own:
copies named *.pt.trace.json.gz, which the logdir scan finds), kernel_stats
shows kernels by launching op first, with the server's note, then by name."""

from __future__ import annotations

import csv
import io
import shutil

import pytest

from conftest import pytorch_real_trace

from . import fixtures_util as fx
from .app_util import MAIN, TABLE_ROWS, Target, reload, screenshots
from .fixtures_util import GPU_HOSTS, GPU_RUN, TF_RUN_PREFIX, XSS_HOST, XSS_RUN, XSS_TABLE_NAMES

NEW_PREFIX = "tf_loop_python_tracer/"
BASE_PREFIX = "tf_custom_loop_steps/"
JAX_PREFIX = "jax_jit_train/"
TABLE = f"{MAIN} .tbp-compare-table"
HEADER = f"{MAIN} .tbp-compare-header"
WORDS = {"slower", "faster", "larger", "smaller", "new", "gone", "same"}
BASE_COLOR = (0x19, 0x76, 0xD2)  # overview_compare.js: base blue, new orange
NEW_COLOR = (0xF5, 0x7C, 0x00)


def _run(target, prefix: str) -> str:
    (run,) = [r for r in target.json("runs") if r.startswith(prefix)]
    return run


def _num(v) -> str:
    """formatNumber(v, 3)."""
    return "" if v is None else f"{v:,.3f}".rstrip("0").rstrip(".")


def _signed(v, fmt) -> str:
    if v is None:
        return ""
    if v == 0:
        return "0"
    return ("+" if v > 0 else "\u2212") + fmt(abs(v))


def _pct(v) -> str:
    return _signed(v, lambda x: f"{x:,.1f}".rstrip("0").rstrip(".") + "%")


def _word(change: str, words: dict) -> str:
    return words.get(change, change) if change in ("up", "down") else change


def _order(table: dict) -> list[int]:
    """The page's column order: identity columns, then each metric's base/new/Δ/Δ %, the
    metric the rows are sorted by first."""
    ids = [c["id"] for c in table["columns"]]
    metrics = [m for m in ids if f"{m}_base" in ids and f"{m}_delta" in ids]
    metrics.sort(key=lambda m: m != table["metric"])
    grouped = [f"{m}{s}" for m in metrics for s in ("_base", "", "_delta", "_delta_pct")]
    return [ids.index(i) for i in [i for i in ids if i not in grouped] + grouped]


US_PER = {"us": 1, "ms": 1e3, "s": 1e6}  # compare.py's TIME_UNITS


def _scale(table: dict, cid: str) -> tuple[float, float] | None:
    """(times, over) of a time column: the page shows v * times / over, in the unit of the
    table's `units` (one unit a column), as compare.js computes it; None for another column."""
    for m, units in (table.get("units") or {}).items():
        if cid in (f"{m}_base", m, f"{m}_delta"):
            return US_PER[units["unit"]], US_PER[units["shown"]]
    return None


def _shown(table: dict, row: list) -> list[str]:
    """A row of the server's compared table as the page shows it."""
    out = []
    for i in _order(table):
        column, value = table["columns"][i], row[i]
        cid = column["id"]
        k = _scale(table, cid)
        # A time column keeps 3 decimals (its numbers line up); another, up to 3.
        num = _num if k is None else (lambda v, k=k: "" if v is None else f"{v * k[0] / k[1]:,.3f}")  # noqa: E731
        if cid == "change":
            out.append(_word(value, table["words"]))
        elif cid.endswith("_delta_pct"):
            out.append(_pct(value))
        elif cid.endswith("_delta"):
            out.append(_signed(value, num))
        elif column["type"] == "number":
            out.append(num(value))
        else:
            out.append("" if value is None else str(value))
    return out


def _table(name: str) -> str:
    """The compared table `name` of the reply (compare.js marks each with data-table)."""
    return f'{TABLE}[data-table="{name}"]'


def _page_rows(app, table: str = TABLE) -> list[list[str]]:
    return app.loc(f"{table} {TABLE_ROWS}").evaluate_all(
        "trs => trs.map(tr => [...tr.children].map(td => td.textContent))")


def _columns(app, table: str = TABLE) -> list[str]:
    return app.loc(f"{table} thead th[data-column]").evaluate_all("ths => ths.map(th => th.dataset.column)")


def _assert_all_zero(app, tables: tuple[str, ...] = (TABLE,)) -> None:
    """Every row of every page "same", every Δ and Δ % cell 0 (or empty: a base of 0)."""
    for table in tables:
        columns = _columns(app, table)
        deltas = [i for i, c in enumerate(columns) if c.endswith(("_delta", "_delta_pct"))]
        assert deltas, columns
        while True:
            rows = _page_rows(app, table)
            assert rows
            for row in rows:
                assert row[0] == "same", row
                assert all(row[i] in ("0", "") for i in deltas), row
            nxt = app.loc(f"{table} button.tbp-table-next")
            if nxt.is_disabled():
                break
            nxt.click()
    kpi_deltas = app.loc(f"{HEADER} .tbp-compare-kpis td.tbp-delta").all_inner_texts()
    assert kpi_deltas and all(t in ("0", "") for t in kpi_deltas), kpi_deltas
    assert set(app.loc(f"{HEADER} .tbp-compare-word").all_inner_texts()) <= {"same", ""}
    assert app.loc(f"{MAIN} .tbp-worse, {MAIN} .tbp-better").count() == 0


def _painted(app, selector: str, rgb: tuple[int, int, int]) -> int:
    """Pixels of the canvas under `selector` drawn in exactly `rgb`."""
    return app.loc(f"{selector} canvas").evaluate("""(c, rgb) => {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i] === rgb[0] && d[i + 1] === rgb[1] && d[i + 2] === rgb[2]) n++;
        return n;
    }""", list(rgb))


def test_compare_tensorflow_stats_and_overview(page, target):
    runs = target.json("runs")
    new, base = _run(target, NEW_PREFIX), _run(target, BASE_PREFIX)
    app = target.open(page, run=new, tool="tensorflow_stats", host="vm")
    app.expect_view("tensorflow_stats")

    # "Compare with": no comparison, then every run (this one too).
    options = app.options("base_run")
    assert [o["value"] for o in options] == ["", *runs]
    assert options[0]["text"] == "No comparison"
    assert app.value("base_run") == ""
    assert not app.loc("select#tbp-base_host").is_visible()  # one host each
    assert app.loc(HEADER).count() == 0

    app.select("base_run", base, tool="tensorflow_stats")
    app.wait_url_state("base_run", base)
    assert "base_host" not in app.url_state()
    expected = target.json("data", run=new, tag="tensorflow_stats", host="vm", base_run=base)
    table = expected["comparison"]["tables"]["ops"]
    assert app.loc(f"{HEADER} .tbp-card-title").inner_text() == f"Comparing {new} (vm) with {base} (vm)"
    kpis = app.loc(f"{HEADER} .tbp-compare-kpis tbody tr").count()
    assert kpis == len(expected["comparison"]["kpis"]) >= 1

    # The compared table: the server's columns and rows, in its order (biggest increase first).
    assert _columns(app) == [table["columns"][i]["id"] for i in _order(table)]
    heads = app.loc(f"{TABLE} thead th[data-column]").all_inner_texts()
    assert heads[0] == "Change" and heads[4:8] == ["base", "new", "Δ", "Δ %"]
    groups = app.loc(f"{TABLE} thead tr.tbp-table-groups th").all_inner_texts()
    # The sorted metric first, its times in one unit (the largest is 69.85 ms: ms).
    assert table["units"]["total_self_time"] == {"unit": "us", "shown": "ms"}
    assert groups[:2] == ["", "Total self-time (ms)"]
    shown = _page_rows(app)
    assert len(shown) == min(50, len(table["rows"]))
    assert shown[:10] == [_shown(table, r) for r in table["rows"][:10]]
    words = {r[0] for r in shown}
    assert words <= WORDS and {"slower", "new"} <= words, words
    counts = table["counts"]
    assert app.loc(f"{TABLE} caption").inner_text() == (
        f"{table['title']}: {counts['matched']} matched ({counts['up']} slower, {counts['down']} faster, "
        f"{counts['same']} same) · {counts['new']} new · {counts['gone']} gone")
    # Worse in red and better in green, each with its word.
    assert app.loc(f"{TABLE} tbody .tbp-change.tbp-worse").first.inner_text() == "slower"
    assert app.loc(f"{TABLE} tbody .tbp-change.tbp-change-new").first.inner_text() == "new"
    red = app.loc(f"{TABLE} tbody .tbp-worse").first.evaluate("n => getComputedStyle(n).color")
    assert red != app.loc(f"{TABLE} tbody td").nth(1).evaluate("n => getComputedStyle(n).color")
    # Only one table: the compared one replaces the view's.
    assert app.loc(f"{MAIN} .tbp-table").count() == 1
    screenshots(app, "compare-tensorflow_stats")

    # CSV: every row, with the base/new/Δ/Δ % columns; the file is named after both runs.
    with page.expect_download() as info:
        app.loc(f"{TABLE} button.tbp-table-export").click()
    download = info.value
    assert download.suggested_filename.endswith(".csv")
    assert "_vs_" + base.replace("/", "_") in download.suggested_filename
    lines = list(csv.reader(io.StringIO(open(download.path(), encoding="utf-8-sig", newline="").read())))
    assert lines[0] == [table["columns"][i]["label"] for i in _order(table)]
    assert any(h.endswith("(base)") for h in lines[0]) and any(h.endswith("Δ %") for h in lines[0])
    assert len(lines) == 1 + len(table["rows"])
    assert lines[1][0] == _word(table["rows"][0][0], table["words"])

    # Sorting the compared table goes into the URL under its own name.
    app.loc(f'{TABLE} th[data-column="total_self_time_delta_pct"] button').click()
    app.wait_url_state("cmp_sort", "total_self_time_delta_pct:desc")

    # A reload keeps the comparison and the sort.
    app = reload(app)
    app.expect_view("tensorflow_stats")
    assert app.value("base_run") == base
    assert app.url_state()["base_run"] == base
    assert app.loc(HEADER).count() == 1
    assert app.loc(f'{TABLE} th[data-column="total_self_time_delta_pct"]').get_attribute("aria-sort") == "descending"

    # Another tool keeps the comparison: overview_page's verdict and both runs' step times.
    app.select("tool", "overview_page", tool="overview_page")
    assert app.url_state()["base_run"] == base
    overview = target.json("data", run=new, tag="overview_page", host="vm", base_run=base)
    verdict = overview["comparison"]["verdict"]
    assert verdict and verdict.startswith("Step time +") and ", per step: " in verdict
    assert app.loc(f"{HEADER} .tbp-compare-verdict").inner_text() == verdict
    labels = app.loc(f"{HEADER} .tbp-compare-kpi-label").all_inner_texts()
    assert labels[0] == "Average step time" and len(labels) == len(overview["comparison"]["kpis"])
    steps = f"{MAIN} .tbp-compare-steps"
    aria = app.loc(f"{steps} canvas").get_attribute("aria-label")
    n_base, n_new = len(overview["base_data"]["steps"]["rows"]), len(overview["data"]["steps"]["rows"])
    assert aria == f"Step time per step: base {base} ({n_base} steps), new {new} ({n_new} steps)"
    # Two series drawn: the base's line and points in blue, the new run's in orange.
    assert _painted(app, steps, BASE_COLOR) > 300 and _painted(app, steps, NEW_COLOR) > 300
    assert app.loc(f"{MAIN} .tbp-compare-breakdown canvas").count() == 1
    # The new run's own overview follows.
    assert app.loc(f"{MAIN} .tbp-compare-new-run").inner_text() == f"The new run alone: {new} (vm)"
    assert "Performance Summary" in app.main_text()
    screenshots(app, "compare-overview_page")

    # No comparison: the view as before, and the URL without base_run.
    app.select("base_run", "", tool="overview_page")
    assert "base_run" not in app.url_state()
    assert app.loc(HEADER).count() == 0
    assert not page.errors


def test_a_run_compared_with_itself_changes_nothing(page, target):
    run = _run(target, NEW_PREFIX)
    app = target.open(page, run=run, tool="tensorflow_stats", host="vm", base_run=run)
    app.expect_view("tensorflow_stats")
    assert app.value("base_run") == run
    assert app.loc(f"{HEADER} .tbp-card-title").inner_text() == f"Comparing {run} (vm) with {run} (vm)"
    _assert_all_zero(app)
    app.screenshot("compare-self-tensorflow_stats")

    app.select("tool", "overview_page", tool="overview_page")
    expected = target.json("data", run=run, tag="overview_page", host="vm", base_run=run)["comparison"]
    assert app.loc(f"{HEADER} .tbp-compare-verdict").inner_text() == expected["verdict"]
    assert expected["verdict"].endswith("no change.")
    deltas = app.loc(f"{HEADER} td.tbp-delta").all_inner_texts()
    assert deltas and set(deltas) <= {"0", ""}
    assert app.loc(f"{MAIN} .tbp-worse, {MAIN} .tbp-better").count() == 0
    screenshots(app, "compare-self-overview_page")
    assert not page.errors


# (tool, run prefix or run, base: "self" or a run prefix)
OTHER_TOOLS = [
    ("input_pipeline_analyzer", NEW_PREFIX, BASE_PREFIX),
    ("op_profile", JAX_PREFIX, "self"),
    ("hlo_stats", JAX_PREFIX, "self"),
    ("memory_viewer", JAX_PREFIX, "self"),
    ("memory_profile", TF_RUN_PREFIX, "self"),
    ("kernel_stats", GPU_RUN, "self"),
]


@pytest.mark.parametrize("tool,new_prefix,base_prefix", OTHER_TOOLS, ids=[t[0] for t in OTHER_TOOLS])
def test_other_tools_compared(page, target, tool, new_prefix, base_prefix):
    run = _run(target, new_prefix)
    base = run if base_prefix == "self" else _run(target, base_prefix)
    app = target.open(page, run=run, tool=tool, base_run=base)  # a deep link
    app.expect_view(tool)
    assert app.value("base_run") == base
    host = app.value("host")
    query = {"run": run, "tag": tool, "host": host, "base_run": base}
    if app.loc("select#tbp-module").is_visible():
        query["module"] = app.value("module")
    expected = target.json("data", **query)
    assert app.loc(f"{HEADER} .tbp-card-title").inner_text() == (
        f"Comparing {run} ({host or 'all hosts'}) with {base} ({expected['base']['host'] or 'all hosts'})")
    tables = expected["comparison"]["tables"]
    # kernel_stats: kernels by name, and beside them summed per launching op.
    assert list(tables) == (["kernels", "kernels_by_op"] if tool == "kernel_stats" else list(tables)[:1])
    shown = []
    for name, table in tables.items():
        assert _columns(app, _table(name)) == [table["columns"][i]["id"] for i in _order(table)]
        rows = _page_rows(app, _table(name))
        assert rows[:10] == [_shown(table, r) for r in table["rows"][:10]]
        shown += rows
    if base == run:
        _assert_all_zero(app, tuple(_table(name) for name in tables))
        assert app.loc(f"{MAIN} .tbp-compare-table-note").count() == 0
    else:
        assert {"slower", "new"} & {r[0] for r in shown}
    # The compared tables only: the view's own is left out.
    assert app.loc(f"{MAIN} .tbp-table").count() == len(tables)
    screenshots(app, f"compare-{tool}")

    if tool == "kernel_stats":
        # Two hosts in the base run: the Baseline host selector, "Same as Hosts" first.
        assert [o["value"] for o in app.options("base_host")] == ["", *GPU_HOSTS]
        assert app.options("base_host")[0]["text"] == "Same as Hosts"
        app.select("base_host", GPU_HOSTS[1], tool=tool)
        app.wait_url_state("base_host", GPU_HOSTS[1])
        assert app.loc(f"{HEADER} .tbp-card-title").inner_text().endswith(f"with {base} ({GPU_HOSTS[1]})")
        # Other hosts, other numbers: not all the same any more.
        assert {r[0] for r in _page_rows(app)} != {"same"}
    assert not page.errors


def test_what_cannot_be_compared(page, target):
    new, base = _run(target, NEW_PREFIX), _run(target, BASE_PREFIX)

    # A tool the server does not compare: the run alone, with a note; no base_run is sent.
    # (tf_data_bottleneck_analysis: pod_viewer is no longer offered on a CPU-only run.)
    tool = "tf_data_bottleneck_analysis"
    app = target.open(page, run=new, tool=tool, base_run=base)
    app.expect_view(tool)
    assert app.loc(f"{MAIN} .tbp-compare-note").inner_text() == f"{tool} cannot be compared; showing {new} only."
    assert app.loc(f"{MAIN} [role=alert]").count() == 0
    assert app.url_state()["base_run"] == base  # kept for the next tool
    app.screenshot(f"compare-{tool}-note")

    # A base run that is not in the logdir (a stale link): dropped, with a note.
    app = target.open(page, run=new, tool="tensorflow_stats", host="vm", base_run="no_such_run/2000_01_01")
    app.expect_view("tensorflow_stats")
    assert app.loc(f"{MAIN} .tbp-compare-note").inner_text() == (
        f"Cannot compare with no_such_run/2000_01_01: there is no such run (any more); showing {new} only.")
    assert app.value("base_run") == ""
    assert "base_run" not in app.url_state()
    assert app.loc(HEADER).count() == 0 and app.table_rows().count() > 0
    app.screenshot("compare-unknown_base_run")

    # A comparison the server refuses (op_profile: the TF base run has no XLA ops): its
    # message, and a way back to the run alone.
    jax = _run(target, JAX_PREFIX)
    app = target.open(page, run=jax, tool="op_profile", base_run=base)
    alert = app.loc(f"{MAIN} [role=alert]")
    assert alert.count() == 1
    text = alert.inner_text()
    assert "The comparison failed" in text and f"{jax} compared with {base}" in text
    assert "op_profile is not available" in text
    app.screenshot("compare-refused")
    app.act(lambda: alert.locator("button.tbp-compare-drop").click(), tool="op_profile")
    assert "base_run" not in app.url_state()
    assert app.value("base_run") == ""
    assert app.loc(HEADER).count() == 0
    assert not page.errors


def test_hostile_names_stay_text_when_compared(page, xss_target):
    app = xss_target.open(page, run=XSS_RUN, tool="tensorflow_stats", host="vm", base_run=XSS_RUN)
    app.expect_view("tensorflow_stats")
    # The run has two hosts: the baseline host can be the hostile one.
    assert XSS_HOST in [o["text"] for o in app.options("base_host")]
    app.select("base_host", XSS_HOST, tool="tensorflow_stats")
    app.wait_url_state("base_host", XSS_HOST)
    assert app.loc(f"{HEADER} .tbp-card-title").inner_text() == f"Comparing {XSS_RUN} (vm) with {XSS_RUN} ({XSS_HOST})"
    cells = app.loc(f"{TABLE} tbody td").all_inner_texts()
    for name in XSS_TABLE_NAMES:
        assert name in cells, (name, cells)
    for frame in {app.frame, page.main_frame}:
        assert frame.evaluate("() => typeof window.__xss") == "undefined"
        assert frame.evaluate("() => document.querySelectorAll('img[src=x], img[src$=\"/x\"]').length") == 0
    app.screenshot("compare-xss")
    assert not page.errors


@pytest.fixture(scope="module")
def vendors(tmp_path_factory, server_logs):
    """A standalone server on copies of real PyTorch traces, a run each: the H100 and MI300X
    Qwen traces, and ResNet-50 with DataLoader num_workers 0 and 4 (one V100)."""
    root = tmp_path_factory.mktemp("vendors")
    for run in ("h100_qwen", "mi300_qwen"):
        (root / run).mkdir()
        shutil.copy(pytorch_real_trace(run), root / run / f"{run}.pt.trace.json.gz")
    for run, folder in (("resnet50_w0", fx.FIXTURES / "pytorch" / "resnet50"),
                        ("resnet50_w4", fx.FIXTURES / "pytorch_real" / "resnet50_num_workers_4")):
        (root / run).mkdir()
        for trace in folder.glob("*.pt.trace.json.gz"):
            shutil.copy(trace, root / run / trace.name)
    server = fx.standalone(root, tmp_path_factory.mktemp("vendors_cache"), server_logs, "standalone-vendors")
    yield Target("standalone", server)
    server.stop()


def test_kernels_compared_across_gpu_vendors(page, vendors):
    app = vendors.open(page, run="mi300_qwen", tool="kernel_stats", base_run="h100_qwen")
    app.expect_view("kernel_stats")
    expected = vendors.json("data", run="mi300_qwen", tag="kernel_stats", host=app.value("host"), base_run="h100_qwen")
    tables = expected["comparison"]["tables"]
    # Few kernels match by name (cuBLAS sm90_xmma_… against hipBLASLt Cijk_…): by launching op first.
    assert list(tables) == ["kernels_by_op", "kernels"]
    assert app.loc(TABLE).evaluate_all("ts => ts.map(t => t.dataset.table)") == list(tables)
    notes = app.loc(f"{MAIN} .tbp-compare-table-note")
    assert notes.all_inner_texts() == [tables["kernels_by_op"]["note"], tables["kernels"]["note"]]
    assert "vendor" in notes.first.inner_text() and notes.first.get_attribute("role") == "note"
    for name, table in tables.items():
        assert _columns(app, _table(name)) == [table["columns"][i]["id"] for i in _order(table)]
        assert _page_rows(app, _table(name))[:10] == [_shown(table, r) for r in table["rows"][:10]]
    by_op = _page_rows(app, _table("kernels_by_op"))
    assert by_op[0][:2] == ["slower", "aten::mm"]  # the biggest increase: the GEMMs
    by_name = {r[0] for r in _page_rows(app, _table("kernels"))}
    assert {"new", "gone"} <= by_name
    counts = tables["kernels_by_op"]["counts"]
    assert app.loc(f"{_table('kernels_by_op')} caption").inner_text() == (
        f"{tables['kernels_by_op']['title']}: {counts['matched']} matched ({counts['up']} slower, "
        f"{counts['down']} faster, {counts['same']} same) · {counts['new']} new · {counts['gone']} gone")
    screenshots(app, "compare-kernel_stats-vendors")

    # Each table keeps its own sort in the URL: the one beside under cmp_kernels_by_op_.
    app.loc(f'{_table("kernels_by_op")} th[data-column="occurrences_delta"] button').click()
    app.wait_url_state("cmp_kernels_by_op_sort", "occurrences_delta:desc")
    assert "cmp_sort" not in app.url_state()
    assert not page.errors


def test_pytorch_overview_compared_in_its_own_terms(page, vendors):
    """ResNet-50, num_workers 0 -> 4: one step time, PyTorch's categories and DataLoader's share."""
    app = vendors.open(page, run="resnet50_w4", tool="overview_page", base_run="resnet50_w0")
    app.expect_view("overview_page")
    expected = vendors.json("data", run="resnet50_w4", tag="overview_page", host=app.value("host"),
                            base_run="resnet50_w0")["comparison"]
    verdict = app.loc(f"{HEADER} .tbp-compare-verdict").inner_text()
    assert verdict == expected["verdict"]
    assert verdict.startswith("Step time −20.6 % (177.592 → 141.068 ms), per step: "
                              "DataLoader −58.1 ms (33.4 % → 0.8 %")
    # The step breakdown is in µs; every time of the headline numbers is in ms.
    assert expected["kpi_unit"] == "ms"
    for kpi in ("gpu_step_time", "gpu_memset", "gpu_dataloader"):
        cells = app.loc(f'{HEADER} tr[data-kpi="{kpi}"] td').all_inner_texts()[1:4]
        assert all(c.endswith(" ms") for c in cells), (kpi, cells)
    labels = app.loc(f"{HEADER} .tbp-compare-kpi-label").all_inner_texts()
    assert labels == ["Average step time", "Steps", "Kernel", "Memcpy", "Memset", "Runtime", "DataLoader",
                      "CPU Exec", "Other", "Step time in DataLoader"]
    row = app.loc(f'{HEADER} tr[data-kpi="input_percent"] td').all_inner_texts()
    assert row[1:] == ["33.37%", "0.84%", "−32.53 pp", "−97.5%", "better"]
    # Both runs' PyTorch breakdowns, and their steps on one axis.
    assert app.loc(f"{MAIN} .tbp-compare-breakdown canvas").count() == 1
    aria = app.loc(f"{MAIN} .tbp-compare-steps canvas").get_attribute("aria-label")
    assert aria == "Step time per step: base resnet50_w0 (6 steps), new resnet50_w4 (6 steps)"
    screenshots(app, "compare-overview_page-pytorch")
    assert not page.errors
