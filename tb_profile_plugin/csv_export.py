"""A tool's table as CSV, safe to open in a spreadsheet (`data_csv`, `tb-profile diff --format csv`)."""

from __future__ import annotations

import csv
import io
import re

# Spreadsheet-formula guard of CSV exports, the same as frontend/src/lib/csv.js:
# a text cell starting with = + - @ (or tab / CR) gets a leading ' unless it is a
# plain number such as "-1.5" (OWASP "CSV injection"). Numbers are written as
# they are. ASCII digits only and no trailing newline, as in JavaScript.
_FORMULA_START = re.compile(r"[=+\-@\t\r]")
_PLAIN_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?", re.ASCII)


def csv_cell(value):
    """One table cell made safe for a spreadsheet (see _FORMULA_START)."""
    if isinstance(value, str) and _FORMULA_START.match(value) and not _PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value


def csv_bytes(header: list, rows) -> bytes:
    """A table as CSV: CRLF as RFC 4180 and csv.js (the csv module then also quotes cells
    holding a CR), every cell through csv_cell."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([csv_cell(v) for v in header])
    writer.writerows([csv_cell(v) for v in row] for row in rows)
    return out.getvalue().encode()
