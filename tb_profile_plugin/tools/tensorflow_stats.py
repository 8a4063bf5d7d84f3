"""tensorflow_stats (alias framework_op_stats): time per TensorFlow/JAX op.

JSON shape:
{
  "columns": [{"id": "rank", "label": "Rank", "type": "number"}, ...],
  "rows": [[1, "Host", "MatMul", "dense/MatMul", 12, 30.5, 2.54, 20.1, 1.67, 0.0, 0.0, 4.2, 4.2], ...],
  "host_self_time_us": 478.3,      # sum of op self times on hosts
  "device_self_time_us": 0.0,      # ... on devices
  "diagnostics": ["..."]            # why the table may be empty
}
Rows are sorted by total self time, largest first. Times are microseconds;
percentages are of the host's (or device's) total op self time, cumulative in
row order within host and device separately.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from ..analysis import op_stats
from ..profile import Profile

COLUMNS = [
    ("rank", "Rank", "number"),
    ("host_or_device", "Host/device", "string"),
    ("type", "Operation Type", "string"),
    ("operation", "Operation Name", "string"),
    ("occurrences", "#Occurrences", "number"),
    ("total_time", "Total time (us)", "number"),
    ("avg_time", "Avg. time (us)", "number"),
    ("total_self_time", "Total self-time (us)", "number"),
    ("avg_self_time", "Avg. self-time (us)", "number"),
    ("device_total_self_time_percent", "Total self-time on Device (%)", "number"),
    ("device_cumulative_total_self_time_percent", "Cumulative total-self time on Device (%)", "number"),
    ("host_total_self_time_percent", "Total self-time on Host (%)", "number"),
    ("host_cumulative_total_self_time_percent", "Cumulative total-self time on Host (%)", "number"),
]


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    df = op_stats.framework_op_stats(profiles)
    n = len(df)
    total_us = df["total_ps"].to_numpy(np.float64) / 1e6
    self_us = df["self_ps"].to_numpy(np.float64) / 1e6
    occ = df["occurrences"].to_numpy(np.int64)
    where = df["host_or_device"].to_numpy()
    shares = {}
    sums = {}
    for side in (op_stats.HOST, op_stats.DEVICE):
        on = where == side
        sums[side] = float(self_us[on].sum())
        pct = np.where(on, 100.0 * self_us / sums[side], 0.0) if sums[side] else np.zeros(n)
        shares[side] = (pct, np.where(on, np.cumsum(pct), 0.0))
    with np.errstate(invalid="ignore", divide="ignore"):
        avg = np.where(occ > 0, total_us / np.maximum(occ, 1), 0.0)
        avg_self = np.where(occ > 0, self_us / np.maximum(occ, 1), 0.0)
    columns = [
        np.arange(1, n + 1), where, df["type"].to_numpy(), df["name"].to_numpy(), occ,
        np.round(total_us, 3), np.round(avg, 3), np.round(self_us, 3), np.round(avg_self, 3),
        np.round(shares[op_stats.DEVICE][0], 4), np.round(shares[op_stats.DEVICE][1], 4),
        np.round(shares[op_stats.HOST][0], 4), np.round(shares[op_stats.HOST][1], 4),
    ]
    rows = list(map(list, zip(*(c.tolist() for c in columns)))) if n else []
    diagnostics = []
    if not n:
        diagnostics.append(
            "No TensorFlow or framework op events were found. TensorFlow records host "
            "ops at host_tracer_level >= 2 and device ops with a device trace; JAX "
            "programs on CPU record XLA ops only (open trace_viewer to see them)."
        )
    return {
        "columns": [{"id": i, "label": label, "type": t} for i, label, t in COLUMNS],
        "rows": rows,
        "host_self_time_us": round(sums[op_stats.HOST], 3),
        "device_self_time_us": round(sums[op_stats.DEVICE], 3),
        "diagnostics": diagnostics,
    }


def table(result: dict) -> tuple[list[str], list[list]]:
    """The main table (for CSV export): column labels and rows."""
    return [c["label"] for c in result["columns"]], result["rows"]
