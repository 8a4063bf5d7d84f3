"""hlo_stats: one row per HLO op (per XLA program), as XProf's "HLO Op Stats".

JSON shape:
{
  "columns": [{"id", "label", "type"}],      # XProf's ids and labels, in its order
  "rows": [[rank, program_id, category, hlo_op_name, hlo_op_expression, tf_op_name,
            occurrences, total_time, avg_time, total_self_time, avg_self_time,          # µs
            total_self_time_percent, cumulative_total_self_time_percent, dma_stall_percent,
            model_flop_rate, normalized_flop_rate,                                    # GFLOP/s
            measured_memory_bw, hbm_bw, cmem_read_bw, cmem_write_bw,                  # GiB/s
            operational_intensity, bound_by, hlo_rematerialization, outside_compilation,
            autotuned, source_info, core_type, parent_op_name, vdd_energy]],
  "by_category": [{"name", "self_time_us"}],  # biggest first
  "by_op": [{"name", "self_time_us"}],        # the TOP_OPS biggest, then "Other"
  "device_type": "GPU" | "TPU" | "CPU" | "",
  "source": "device" | "host" | "",          # host: the XLA CPU runtime's per-op events
  "diagnostics": [str]
}

The ops are op_profile's (analysis/xla_ops.py): device XLA op events (GPU
kernels or the XLA Ops line, TPU XLA Ops line) or, on JAX CPU profiles, the
XLA CPU runtime's per-op events. Self time % is of the device's whole time
(ops plus idle), as XProf; rows are ranked by self time, ties by op name.
Rates are per second of self time; bandwidths in GiB/s; the operational
intensity is FLOPs per byte accessed. Bound by: "Compute" when the
intensity reaches the plane's ridge point (peak FLOP/s over peak memory
bandwidth, from its peak stats), else "HBM"; "Unknown" for ops with neither
FLOPs nor bytes, or where the profile records no peaks (CPU).

Deliberate differences from XProf 2.24, and why:
- On CPU profiles the table has the XLA CPU runtime's ops where XProf's is
  empty (the page says where the times come from).
- On GPU profiles that have both kernel events and the derived XLA Ops line,
  XProf counts each execution twice in occurrences, FLOPs and bytes (not in
  time): twice the occurrences and FLOP rate of ours. Ours counts it once.
- Source info is plain `file:line` text, where XProf sends an HTML <div>.
- DMA stall, CMEM bandwidths, VDD energy and the TPU core type are not in
  the profiles this reads: 0 / "" as XProf shows them off TPU.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from ..analysis import parts, xla_ops

COLUMNS = [
    ("rank", "Rank", "number"),
    ("program_id", "Program id", "string"),
    ("category", "HLO op category", "string"),
    ("hlo_op_name", "HLO op name", "string"),
    ("hlo_op_expression", "HLO op text", "string"),
    ("tf_op_name", "Framework op name", "string"),
    ("occurrences", "#Occurrences", "number"),
    ("total_time", "Total time (us)", "number"),
    ("avg_time", "Avg. time (us)", "number"),
    ("total_self_time", "Total self time (us)", "number"),
    ("avg_self_time", "Avg. self time (us)", "number"),
    ("total_self_time_percent", "Total self time (%)", "number"),
    ("cumulative_total_self_time_percent", "Cumulative total self time (%)", "number"),
    ("dma_stall_percent", "%time stalled by DMA", "number"),
    ("model_flop_rate", "Model GFLOP/s", "number"),
    ("normalized_flop_rate", "Normalized GFLOP/s", "number"),
    ("measured_memory_bw", "Measured memory BW (GiB/s)", "number"),
    ("hbm_bw", "HBM BW (GiB/s)", "number"),
    ("cmem_read_bw", "CMEM Read BW (GiB/s)", "number"),
    ("cmem_write_bw", "CMEM Write BW (GiB/s)", "number"),
    ("operational_intensity", "Operational intensity (FLOPS/Byte)", "number"),
    ("bound_by", "Bound by", "string"),
    ("hlo_rematerialization", "Rematerialization", "string"),
    ("outside_compilation", "Outside Compilation", "string"),
    ("autotuned", "Autotuned", "string"),
    ("source_info", "Source Info", "string"),
    ("core_type", "TPU core type", "string"),
    ("parent_op_name", "Parent op name", "string"),
    ("vdd_energy", "VDD Energy (J)", "number"),
]
TOP_OPS = 10
OTHER = "Other"
PARTS = (xla_ops.XLA_OPS,)


def convert(profiles, options: Mapping[str, str]) -> dict:
    return reduce(parts.hosts_of(profiles, PARTS), options)


def _bound_by(intensity: np.ndarray, flops: np.ndarray, nbytes: np.ndarray, flops_cap: np.ndarray,
              bytes_cap: np.ndarray) -> list:
    """Compute / HBM against the ridge point of the planes the op ran on (their peaks, weighted
    by the op's time: capacity = time x peak)."""
    ridge = xla_ops.ratio(flops_cap, bytes_cap)
    out = np.where(intensity >= ridge, "Compute", "HBM").astype(object)
    out[(nbytes > 0) & (flops == 0)] = "HBM"
    out[(nbytes == 0) & (flops > 0)] = "Compute"
    out[~(flops_cap > 0) | ~(bytes_cap > 0) | ((flops == 0) & (nbytes == 0))] = "Unknown"  # NaN: no peaks
    return out.tolist()


def _framework_op(from_events: str, metadata) -> str:
    """XProf's framework op name: `op_name:op_type` (the colon kept when the type is empty,
    as JAX ops read), from the op's events or else its instruction's metadata."""
    if metadata is not None and metadata.op_name:
        return f"{metadata.op_name}:{metadata.op_type}"
    return from_events or ""


def _shares(names, self_us: np.ndarray, top: int | None) -> list[dict]:
    totals: dict = {}
    for name, us in zip(names, self_us.tolist()):
        totals[name] = totals.get(name, 0.0) + us
    ordered = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
    out = [{"name": n, "self_time_us": round(v, 3)} for n, v in (ordered if top is None else ordered[:top])]
    rest = sum(v for _, v in ordered[top:]) if top is not None else 0.0
    if rest > 0:
        out.append({"name": OTHER, "self_time_us": round(rest, 3)})
    return out


def reduce(hosts: Sequence[parts.Host], options: Mapping[str, str]) -> dict:
    data = xla_ops.combine([h[xla_ops.XLA_OPS] for h in hosts])
    ops = data.ops.sort_values(["time_ps", "op"], ascending=[False, True], kind="stable").reset_index(drop=True)
    n = len(ops)
    columns = [{"id": i, "label": label, "type": t} for i, label, t in COLUMNS]
    diagnostics = []
    if not n:
        diagnostics.append("No XLA ops in this profile: hlo_stats needs the XLA op events of a GPU or TPU "
                           "device, or the XLA CPU runtime's per-op events of a JAX program.")
        return {"columns": columns, "rows": [], "by_category": [], "by_op": [],
                "device_type": data.device_type, "source": data.source, "diagnostics": diagnostics}
    occ = ops["occurrences"].to_numpy(np.float64)
    self_us = ops["time_ps"].to_numpy(np.float64) / 1e6
    total_us = ops["total_ps"].to_numpy(np.float64) / 1e6
    flops = ops["flops"].to_numpy(np.float64)
    nbytes = ops["bytes_accessed"].to_numpy(np.float64)
    whole_us = float(self_us.sum()) + data.idle_ps / 1e6  # the device's time: ops and idle
    pct = self_us / whole_us * 100 if whole_us > 0 else np.zeros(n)
    flop_rate = xla_ops.ratio(flops, self_us * 1e-6) / 1e9
    bandwidth = xla_ops.ratio(nbytes, self_us * 1e-6) / 2**30
    intensity = xla_ops.ratio(flops, nbytes)
    bound = _bound_by(intensity, flops, nbytes, ops["flops_capacity"].to_numpy(np.float64),
                      ops["bytes_capacity"].to_numpy(np.float64))
    tpu = data.device_type == "TPU"
    rows = []
    for i, row in enumerate(ops.itertuples(index=False)):  # one per op: the table's rows
        table = data.modules.get(row.program)
        r = int(row.hlo_row)
        found = table is not None and r >= 0
        rows.append([
            i + 1, str(xla_ops.plain(row.program_id)), row.category, row.op,
            table.expression(r) if found else (row.expression or row.op),
            _framework_op(row.provenance, table.inst(r).metadata if found else None),
            int(row.occurrences), float(total_us[i]), float(total_us[i] / occ[i]) if occ[i] else 0.0,
            float(self_us[i]), float(self_us[i] / occ[i]) if occ[i] else 0.0,
            float(pct[i]), float(pct[: i + 1].sum()), 0.0,
            float(flop_rate[i]), float(flop_rate[i]), float(bandwidth[i]), float(bandwidth[i]), 0.0, 0.0,
            float(intensity[i]), bound[i], "No", "No", "No",
            table.source(r) if found else "", "TensorCore" if tpu else "", "", 0.0,
        ])
    if data.source == "host":
        # (The page says where host times come from; `source` tells it.)
        diagnostics.append("No peak FLOP/s or memory bandwidth is recorded for a CPU, so every op is bound "
                           "by Unknown.")
    return {
        "columns": columns,
        "rows": rows,
        "by_category": _shares(ops["category"].tolist(), self_us, None),
        "by_op": _shares(ops["op"].tolist(), self_us, TOP_OPS),
        "device_type": data.device_type,
        "source": data.source,
        "diagnostics": diagnostics,
    }


def table(result: dict) -> tuple[list[str], list[list]]:
    """The op table (for CSV export): column labels and rows."""
    return [c["label"] for c in result["columns"]], result["rows"]
