"""The hlo_stats view (XProf's HLO Op Stats) in a real browser, in TensorBoard and
standalone. On the jax_jit_train fixture, a CPU profile, the ops are the XLA
CPU runtime's per-op events on the host (the page says so): the tool is picked
in the Tool selector; the table, both pies and the CSV export are checked
against the server's JSON. On op_profile's synthetic GPU run the times are the
device's."""

from __future__ import annotations

import csv
import io

from .app_util import MAIN
from .fixtures_util import OP_PROFILE_GPU_RUN

TOOL = "hlo_stats"
TABLE = f"{MAIN} div.tbp-table"
CHARTS = f"{MAIN} .tbp-hlo-charts"


def _run(target) -> str:
    (run,) = [r for r in target.json("runs") if r.startswith("jax_jit_train/")]
    return run


def _painted_pixels(canvas) -> int:
    """Pixels of a canvas that are not transparent or white."""
    return canvas.evaluate("""c => {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && (d[i] < 250 || d[i + 1] < 250 || d[i + 2] < 250)) n++;
        return n;
    }""")


def _cells(app, n: int = 1) -> list[list[str]]:
    rows = app.table_rows()
    return [rows.nth(i).evaluate("tr => [...tr.children].map(td => td.textContent)") for i in range(min(n, rows.count()))]


def test_hlo_stats_view(page, target):
    run = _run(target)
    tools = {t["name"]: t for t in target.json("run_tools", run=run, details=1)}
    assert tools[TOOL]["available"], tools[TOOL]
    data = target.json("data", run=run, tag=TOOL, host="vm")
    assert data["rows"] and data["source"] == "host" and data["device_type"] == "CPU"
    col = {c["id"]: i for i, c in enumerate(data["columns"])}

    # Open the run, then pick the tool in the selector.
    app = target.open(page, run=run, host="vm")
    app.select("tool", TOOL, tool=TOOL)
    assert app.url_state()["tool"] == TOOL
    text = app.main_text()
    assert "HLO Op Stats" in text
    note = app.loc(f"{MAIN} .tbp-hlo-source").inner_text()
    assert "Device type: CPU." in note and "XLA CPU runtime" in note, note
    for diagnostic in data["diagnostics"]:
        assert diagnostic in app.loc(f"{MAIN} .tbp-diagnostic[role=note]").all_inner_texts()

    # Two pies, drawn: self time by HLO category and by HLO op.
    titles = app.loc(f"{CHARTS} .tbp-card-title").all_inner_texts()
    assert titles == ["Self time by HLO category", "Self time by HLO op"]
    canvases = app.loc(f"{CHARTS} canvas")
    assert canvases.count() == 2
    for i in range(2):
        assert _painted_pixels(canvases.nth(i)) > 5000, i

    # The table: the server's rows, in its order (rank 1 first), every column.
    headers = app.loc(f"{TABLE} thead th").all_inner_texts()
    assert [h.strip() for h in headers] == [c["label"] for c in data["columns"]]
    assert app.range_label().endswith(f"of {len(data['rows'])}")
    assert app.table_rows().count() == min(50, len(data["rows"]))
    first = _cells(app)[0]
    top = data["rows"][0]
    assert first[col["rank"]] == "1"
    assert first[col["hlo_op_name"]] == top[col["hlo_op_name"]]
    assert first[col["category"]] == top[col["category"]]
    assert first[col["program_id"]] == top[col["program_id"]]
    assert first[col["hlo_op_expression"]] == top[col["hlo_op_expression"]]

    # Long HLO text stays in its column: cut by CSS, whole in the cell's title.
    cells = app.loc(f"{TABLE} tbody tr td:nth-child({col['hlo_op_expression'] + 1})")
    widths = cells.evaluate_all("tds => tds.map(td => td.getBoundingClientRect().width)")
    assert max(widths) <= 380, widths  # 360 px max-width + padding
    long_rows = [i for i, r in enumerate(data["rows"][:50]) if len(r[col["hlo_op_expression"]]) > 40]
    if long_rows:
        assert cells.nth(long_rows[0]).get_attribute("title") == data["rows"][long_rows[0]][col["hlo_op_expression"]]
    app.screenshot("hlo_stats")

    # CSV export: the column labels, then every row.
    with page.expect_download() as info:
        app.loc(f"{TABLE} button.tbp-table-export").click()
    download = info.value
    assert download.suggested_filename.endswith("_hlo_stats.csv"), download.suggested_filename
    table = list(csv.reader(io.StringIO(open(download.path(), encoding="utf-8-sig", newline="").read())))
    assert table[0] == [c["label"] for c in data["columns"]]
    assert len(table) - 1 == len(data["rows"])
    assert table[1][col["hlo_op_name"]] == top[col["hlo_op_name"]]
    # The server's CSV (data_csv, the converter's table()) has the same header.
    server_csv = target.server.get(f"/data/plugin/profile/data_csv?run={run}&tag={TOOL}&host=vm").decode("utf-8-sig")
    assert next(csv.reader(io.StringIO(server_csv))) == table[0]

    # Sort by occurrences and filter by category: kept in the URL.
    app.loc(f'{TABLE} th[data-column="occurrences"]').click()
    occ = [int(r[col["occurrences"]].replace(",", "")) for r in _cells(app, 50)]
    assert occ == sorted(occ, reverse=True)
    category = top[col["category"]]
    app.loc(f"{TABLE} input.tbp-table-filter").fill(category)
    expected = [r for r in data["rows"] if any(category.lower() in str(r[i]).lower()
                                                for i, c in enumerate(data["columns"]) if c["type"] != "number")]
    assert app.range_label().endswith(f"of {len(expected)} (filtered from {len(data['rows'])})"), app.range_label()
    names = [r[col["hlo_op_name"]] for r in _cells(app, 50)]
    assert sorted(names) == sorted(r[col["hlo_op_name"]] for r in expected)
    state = app.url_state()
    assert state["sort"] == "occurrences:desc" and state["filter"] == category
    app.screenshot("hlo_stats-filtered")
    assert not page.errors, page.errors


def test_hlo_stats_gpu(page, target):
    data = target.json("data", run=OP_PROFILE_GPU_RUN, tag=TOOL, host="gpuhost")
    assert data["device_type"] == "GPU" and data["source"] == "device" and data["rows"]
    col = {c["id"]: i for i, c in enumerate(data["columns"])}
    app = target.open(page, run=OP_PROFILE_GPU_RUN, tool=TOOL, host="gpuhost")
    app.expect_view(TOOL)
    note = app.loc(f"{MAIN} .tbp-hlo-source").inner_text()
    assert note == "Device type: GPU. Times from the device's XLA op events.", note
    assert app.loc(f"{CHARTS} canvas").count() == 2
    rows = _cells(app, len(data["rows"]))
    assert [r[col["hlo_op_name"]] for r in rows] == [r[col["hlo_op_name"]] for r in data["rows"]]
    assert [r[col["category"]] for r in rows] == [r[col["category"]] for r in data["rows"]]
    app.screenshot("hlo_stats-gpu")
    # The table's right-hand columns (rates, bound by, source info).
    app.loc(f"{TABLE} .tbp-table-scroll").evaluate("s => { s.scrollLeft = s.scrollWidth; }")
    app.screenshot("hlo_stats-gpu-columns")
    assert not page.errors, page.errors
