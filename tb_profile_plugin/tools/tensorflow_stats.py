"""tensorflow_stats (alias framework_op_stats): time per TensorFlow/JAX op, or PyTorch operator.

Ops, self time and IDLE are defined in analysis/op_stats.py. Like XProf, the
result holds the op table twice: without IDLE (`rows`, percentages of the ops'
self time) and with one IDLE row per side (`rows_with_idle`, percentages of the
ops' self time plus that side's IDLE time), so a view switches between them
without fetching again; and the same two per op type (`type_rows*`).

JSON shape:
{
  "columns": [{"id": "rank", "label": "Rank", "type": "number"}, ...],
  "rows": [[1, "Host", "_MklMatMul", "dense/MatMul", 12, 30.5, 2.542, 20.1, 1.675,
            0.0, 0.0, 4.2, 4.2, 0.0, 0.0, 0.0], ...],
  "rows_with_idle": [[1, "Host", "IDLE", "IDLE", 0, 900.0, 0.0, 900.0, 0.0,
                      0.0, 0.0, 65.2, 65.2, 0.0, 0.0, 0.0], ...],
  "type_columns": [...],           # the columns, with "ops" (#Ops) for "operation"
  "type_rows": [[1, "Host", "_MklMatMul", 3, 36, 61.0, 1.694, 40.2, 1.117,
                 0.0, 0.0, 8.4, 8.4, 0.0, 0.0, 0.0], ...],    # one per (side, op type)
  "type_rows_with_idle": [...],    # the same with the IDLE rows (#Ops 0)
  "host_self_time_us": 478.3,      # sum of op self times on hosts
  "device_self_time_us": 0.0,      # ... on devices
  "host_idle_time_us": 900.0,      # IDLE time; 0.0 when the profile has no such side
  "device_idle_time_us": 0.0,
  "sides": ["Host"],               # sides the profile has planes of ("Host", "Device")
  "has_flops": false,              # some device op carries FLOPs or bytes accessed
  "include_idle": false,           # option include_idle=1: table() (CSV) exports rows_with_idle
  "diagnostics": ["..."],          # why the table may be empty
  "has_input_shapes": true,        # only when some host op carries an input shape (PyTorch)
                                   # PyTorch runs: `columns`/`type_columns` end with PYTORCH_COLUMNS
  "group_by": "input_shape"        # only with option group_by=input_shape: then `columns` has
}                                  # ("input_shape", "Input Shape") after "operation", and the
                                   # op rows are per (op, input shape); type tables unchanged
Columns, in order: rank, host_or_device, type, operation, occurrences,
total_time, avg_time, total_self_time, avg_self_time (us),
device_total_self_time_percent, device_cumulative_total_self_time_percent,
host_total_self_time_percent, host_cumulative_total_self_time_percent (0-100,
cumulative in row order within host and device separately, 0 on the other
side's rows), measured_flop_rate (GFLOP/s = FLOPs per ns of the op's total
time), measured_memory_bw (GiB/s of total time, as XProf), operational_intensity
(FLOPs/byte); the last three 0 without FLOPs/bytes stats. Rows are in XProf's
order: the device's, then the host's, each by self time, largest first (IDLE
rows among them in *_with_idle); the IDLE row has 0 occurrences and 0
averages, as in XProf. The type tables sum the op rows of each (side, op
type); averages are per occurrence. On JAX TPU and GPU profiles the device
rows are the XLA ops by framework op (`jit(f)/jit(main)/add`; "Unknown" for
ops without one, named by the HLO op), the host rows the kernel launches or
allocations that name an op (`XlaModule`, `dummy`); tests/test_accelerators_ops.py
checks every row against XProf 2.24.2.

On PyTorch traces this is torch-tb-profiler's Operator view: host rows are the operators
(name = type), device rows the kernels, copies and sets each operator launched, and
group_by=input_shape its "Operator + Input Shape" (a device row takes the shape of the
operator that launched it). An operator whose only child has its name (`aten::div` in
`aten::div`) is one call with it, as there. The host rows also carry its operator columns
(PYTORCH_COLUMNS, null on device and IDLE rows; analysis/torch_ops.py defines them):
device_self_time (kernels the operator launched), device_total_time (and those of the
operators nested in it), self_time_excl_runtime (its host self time), tc_eligible and
tc_self_ratio / tc_total_ratio (% of device self / total time in Tensor Core kernels).
tests/test_pytorch_ops.py compares every field with torch-tb-profiler 0.4.3 and its end-to-end
answers on both ResNet-50 runs. Deliberate differences from it, and why:
- total_self_time keeps the CUDA runtime calls an operator made (cudaLaunchKernel...); its
  host self time, self_time_excl_runtime here, subtracts them. Operators nest among operators
  only, as TensorFlow ops do in XProf, so the host's op self times add up to its busy time and
  IDLE stays the gaps between ops (on resnet50, 23 of 76 operators differ, each by exactly its
  runtime calls' time).
- record_function ranges recorded as operators (`enumerate(DataLoader)#...`,
  `Optimizer.step#...`) are rows here; it leaves them out of its table. Their self time is
  host time that would otherwise be counted as IDLE.
- Only operators nest: it also takes nested annotations (`nccl:all_reduce`) from the self
  time of the operator around them (record_param_comms).
- An operator without an `Input Dims` stat has the input shape ""; it writes "[]", which is
  also the shape of an operator with no inputs.

Deliberate differences from XProf 2.24, and why (details in analysis/op_stats.py):
- #Occurrences of a host op counts its op events only; XProf also counts each
  allocator event that names it, so its counts of ops that allocate are higher
  and their averages lower by that factor (an allocation is not a run).
- A device op counts executions, as hlo_stats: XProf counts each kernel of a
  multi-kernel execution (jax_mi300x_conv's conv_general_dilated: 40 here, 79
  there) and multiplies the op's FLOPs and bytes by it, so its averages, FLOP
  rate, bandwidth and intensity of such an op differ; times are the same.
- Model FLOP rate, "Bound by", execution mode and GPU tensor core use are not
  columns here.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np
from ..lazy_pandas import pd

from ..analysis import op_stats, parts, torch_ops
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
    ("measured_flop_rate", "Measured FLOP rate (GFLOP/s)", "number"),
    ("measured_memory_bw", "Measured memory BW (GiB/s)", "number"),
    ("operational_intensity", "Operational intensity (FLOPs/byte)", "number"),
]

# PyTorch runs only (op tables with torch_ops' columns), after the others: torch-tb-profiler's
# operator columns, on the host (operator) rows; null on device and IDLE rows.
PYTORCH_COLUMNS = [
    ("device_self_time", "Device self-time (us)", "number"),
    ("device_total_time", "Device total time (us)", "number"),
    ("self_time_excl_runtime", "Host self-time excl. runtime calls (us)", "number"),
    ("tc_eligible", "Tensor Core eligible", "boolean"),
    ("tc_self_ratio", "Tensor Cores self (%)", "number"),  # of device self-time
    ("tc_total_ratio", "Tensor Cores total (%)", "number"),  # of device total time
]

# With group_by=input_shape: the input shapes after the op name.
SHAPE_COLUMN = ("input_shape", "Input Shape", "string")

# The per-type table: the same columns, with the number of distinct ops in
# place of the op name.
TYPE_COLUMNS = [c if c[0] != "operation" else ("ops", "#Ops", "number") for c in COLUMNS]

_TRUE = ("1", "true", "yes", "on")


def _with_idle(df: pd.DataFrame, idle: Mapping[str, int], name=op_stats.IDLE) -> pd.DataFrame:
    """The rows plus one IDLE row per side, re-sorted by self time."""
    extra = pd.DataFrame({
        "host_or_device": list(idle), "type": op_stats.IDLE, "name": name,
        "occurrences": 0, "total_ps": list(idle.values()), "self_ps": list(idle.values()),
        "flops": 0, "bytes_accessed": 0,
    })
    if op_stats.INPUT_SHAPE in df:
        extra[op_stats.INPUT_SHAPE] = ""
    for column in torch_ops.COLUMNS:
        if column in df:
            extra[column] = False if column == torch_ops.ELIGIBLE else 0
    merged = pd.concat([df, extra.astype(df.dtypes.to_dict())], ignore_index=True)
    return _sides_in_order(merged.sort_values("self_ps", ascending=False, kind="stable"))


def _sides_in_order(df: pd.DataFrame) -> pd.DataFrame:
    """XProf's order: the device's rows, then the host's, each as they were
    (by self time)."""
    on_host = (df["host_or_device"] == op_stats.HOST).to_numpy()
    return df.iloc[np.argsort(on_host, kind="stable")].reset_index(drop=True)


def _by_type(df: pd.DataFrame) -> pd.DataFrame:
    """One row per (side, op type), the number of ops in `name`, sorted by
    self time (numpy: a pandas groupby here costs more than the whole table)."""
    sides, side_names = pd.factorize(df["host_or_device"].to_numpy())
    types, type_names = pd.factorize(df["type"].to_numpy())
    keys, unique = pd.factorize(sides * max(len(type_names), 1) + types)
    n = len(unique)
    first = np.zeros(n, np.int64)
    first[keys[::-1]] = np.arange(len(keys))[::-1]  # the first op row of each key
    out = {
        "host_or_device": np.asarray(side_names, dtype=object)[sides[first]],
        "type": np.asarray(type_names, dtype=object)[types[first]],
        "name": np.bincount(keys, minlength=n).astype(np.int64),
    }
    for column in op_stats.COLUMNS[3:] + [c for c in torch_ops.COLUMNS if c in df]:
        sums = np.zeros(n, np.int64)
        np.add.at(sums, keys, df[column].to_numpy(np.int64))
        out[column] = sums > 0 if column == torch_ops.ELIGIBLE else sums
    g = pd.DataFrame(out)
    g = g.sort_values(["self_ps", "total_ps", "type"], ascending=[False, False, True], kind="stable")
    return _sides_in_order(g)


def _rows(df: pd.DataFrame, denominators: Mapping[str, float]) -> list[list]:
    n = len(df)
    if not n:
        return []
    total_ps = df["total_ps"].to_numpy(np.float64)
    total_us = total_ps / 1e6
    self_us = df["self_ps"].to_numpy(np.float64) / 1e6
    occ = df["occurrences"].to_numpy(np.int64)
    flops = df["flops"].to_numpy(np.float64)
    nbytes = df["bytes_accessed"].to_numpy(np.float64)
    where = df["host_or_device"].to_numpy()
    shares = {}
    for side in (op_stats.DEVICE, op_stats.HOST):
        on = where == side
        total = denominators.get(side, 0.0)
        pct = np.where(on, 100.0 * self_us / total, 0.0) if total else np.zeros(n)
        shares[side] = (pct, np.where(on, np.cumsum(pct), 0.0))
    with np.errstate(invalid="ignore", divide="ignore"):
        per = np.maximum(occ, 1)
        avg = np.where(occ > 0, total_us / per, 0.0)
        avg_self = np.where(occ > 0, self_us / per, 0.0)
        total_ns = total_ps / 1e3
        flop_rate = np.where(total_ns > 0, flops / total_ns, 0.0)
        bandwidth = np.where(total_ns > 0, nbytes / total_ns * (1e9 / 2**30), 0.0)  # GiB/s, as XProf
        intensity = np.where(nbytes > 0, flops / nbytes, 0.0)
    names = [df["name"].to_numpy()]
    if op_stats.INPUT_SHAPE in df:
        names.append(df[op_stats.INPUT_SHAPE].to_numpy())
    columns = [
        np.arange(1, n + 1), where, df["type"].to_numpy(), *names, occ,
        np.round(total_us, 3), np.round(avg, 3), np.round(self_us, 3), np.round(avg_self, 3),
        np.round(shares[op_stats.DEVICE][0], 4), np.round(shares[op_stats.DEVICE][1], 4),
        np.round(shares[op_stats.HOST][0], 4), np.round(shares[op_stats.HOST][1], 4),
        np.round(flop_rate, 3), np.round(bandwidth, 3), np.round(intensity, 3),
    ]
    columns = [c.tolist() for c in columns]
    if torch_ops.ELIGIBLE in df:
        columns += _pytorch_columns(df, where == op_stats.HOST)
    return list(map(list, zip(*columns)))


def _pytorch_columns(df: pd.DataFrame, on_host: np.ndarray) -> list[list]:
    """PYTORCH_COLUMNS' values: the operators' (host rows, IDLE not), None elsewhere."""
    # As objects: an empty table's name column is float64, which numpy < 2 compares to a str as one scalar.
    names = df["name"].to_numpy().astype(object)
    operator = on_host & (names != op_stats.IDLE) & (df["occurrences"].to_numpy() > 0)
    ps = {c: df[c].to_numpy(np.float64) for c in torch_ops.SUMS}
    with np.errstate(invalid="ignore", divide="ignore"):
        self_ratio = np.where(ps["device_self_ps"] > 0, 100.0 * ps["tc_self_ps"] / ps["device_self_ps"], 0.0)
        total_ratio = np.where(ps["device_total_ps"] > 0, 100.0 * ps["tc_total_ps"] / ps["device_total_ps"], 0.0)
    values = [np.round(ps["device_self_ps"] / 1e6, 3), np.round(ps["device_total_ps"] / 1e6, 3),
              np.round(ps["self_net_ps"] / 1e6, 3), df[torch_ops.ELIGIBLE].to_numpy(bool),
              np.round(self_ratio, 4), np.round(total_ratio, 4)]
    return [np.where(operator, v.astype(object), None).tolist() for v in values]


PARTS = (op_stats.STATS,)
GROUP_BY = ("operation", "input_shape")  # the group_by option's values


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    return reduce(parts.hosts_of(profiles, PARTS), options)


def reduce(hosts: Sequence[parts.Host], options: Mapping[str, str]) -> dict:
    per_host = [h[op_stats.STATS] for h in hosts]
    by_shape = options.get("group_by") == "input_shape"
    df = _sides_in_order(op_stats.op_table(per_host).to_pandas())
    idle = op_stats.idle_of(per_host)
    where = df["host_or_device"].to_numpy()
    self_ps = df["self_ps"].to_numpy(np.int64)
    busy = {side: float(self_ps[where == side].sum()) / 1e6 for side in (op_stats.HOST, op_stats.DEVICE)}
    idle_us = {side: idle.get(side, 0) / 1e6 for side in busy}
    with_idle = {side: busy[side] + idle_us[side] for side in busy}
    diagnostics = []
    if not len(df):
        diagnostics.append(
            "No TensorFlow or framework op events were found. TensorFlow records host "
            "ops at host_tracer_level >= 2 and device ops with a device trace; JAX "
            "programs on CPU record XLA ops only (op_profile and hlo_stats show them)."
        )
    types = _by_type(df)
    pytorch = PYTORCH_COLUMNS if torch_ops.ELIGIBLE in df else []
    columns = COLUMNS + pytorch
    if by_shape:  # the same ops and sums, split by input shape
        df = _sides_in_order(op_stats.op_shape_table(per_host).to_pandas())
        columns = COLUMNS[:4] + [SHAPE_COLUMN] + COLUMNS[4:] + pytorch
    out = {
        "columns": [{"id": i, "label": label, "type": t} for i, label, t in columns],
        "rows": _rows(df, busy),
        "rows_with_idle": _rows(_with_idle(df, idle), with_idle),
        "type_columns": [{"id": i, "label": label, "type": t} for i, label, t in TYPE_COLUMNS + pytorch],
        "type_rows": _rows(types, busy),
        "type_rows_with_idle": _rows(_with_idle(types, idle, name=0), with_idle),
        "host_self_time_us": round(busy[op_stats.HOST], 3),
        "device_self_time_us": round(busy[op_stats.DEVICE], 3),
        "host_idle_time_us": round(idle_us[op_stats.HOST], 3),
        "device_idle_time_us": round(idle_us[op_stats.DEVICE], 3),
        "sides": [side for side in (op_stats.HOST, op_stats.DEVICE) if side in idle],
        "has_flops": bool(len(df) and (df["flops"].to_numpy().any() or df["bytes_accessed"].to_numpy().any())),
        "include_idle": str(options.get("include_idle", "")).lower() in _TRUE,
        "diagnostics": diagnostics,
    }
    # Only where they say something, so TensorFlow and JAX results stay as they were.
    if any(part[2] is not None for part in per_host):
        out["has_input_shapes"] = True
    if by_shape:
        out["group_by"] = "input_shape"
    return out


def table(result: dict) -> tuple[list[str], list[list]]:
    """The op table (for CSV export): column labels and rows, with the IDLE
    rows when the result was made with include_idle=1."""
    rows = result["rows_with_idle"] if result.get("include_idle") else result["rows"]
    return [c["label"] for c in result["columns"]], rows
