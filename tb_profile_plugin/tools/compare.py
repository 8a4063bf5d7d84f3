"""Two results of one tool compared: what got slower or bigger, where, by how much.

`compare(tool, base, new, ops=None) -> dict` is a pure function of two results of the
same tool made with the same options (the Service computes each the usual way, cached,
then this). Tables are matched row by row by identity (op, kernel or buffer name and
type: SPECS), numbers summed over rows sharing an identity, and each compared number
given as base, new, delta and delta % (null where the base is 0 or missing). Rows only
in the new result are "new", only in the base "gone"; tables are sorted by the biggest
increase of their main metric (time, or bytes for memory) first. Just over 600 lines
while each tool's SPECS row lives here (issue 45 moves it beside the tool's converter).

JSON shape:
{
  "kpis": [{"id", "label", "unit": "ms"|"us"|"bytes"|"%"|"", "base", "new", "delta",
            "delta_pct", "lower_is_better": bool}],           # headline numbers
  "tables": {name: {
      "title": str, "key": [column id], "metric": column id,   # sorted by its delta
      "columns": [{"id": "change", "label": "Change", "type": "string"},
                  ...identity and kept columns (as the tool's own),
                  {"id": "<m>_base", "label": "<label> (base)", "type": "number"},
                  {"id": "<m>", "label": "<label> (new)", ...}, {"id": "<m>_delta", ...},
                  {"id": "<m>_delta_pct", ...}] per compared metric m,
      "rows": [[change, ...]],        # change: new, gone, up, down or same (by the metric)
      "counts": {"matched", "new", "gone", "up", "down", "same"},
      "totals": {m: {"base", "new", "delta", "delta_pct"}},
      "beside": name | null,          # shown with that table (a second view of the same rows)
      "note": str | null,             # what to read first, when the data says so
      "units": {m: {"unit", "shown"}}}},  # a time metric's unit and the one its columns show
  "kpi_unit": "us"|"ms"|"s"|null,     # the unit the time KPIs are shown in
  "verdict": str | null               # overview_page: "Step time +12.3 % (...), per step: ..."
}
A result compared with itself has every delta 0 and every row "same".

Units (time_unit, the one rule): times are shown in the largest of µs, ms and s in which
the column's largest value is at least 1; a metric's base, new and Δ columns share it (so
base and new read side by side), as do the time KPIs. The server picks (`units`, `kpi_unit`),
the page and `tb-profile diff` only convert; the verdict picks its unit the same way.

overview_page's verdict is one sentence on one basis: per step when both runs have steps (an
op's self time over the profile divided by its run's steps), else the whole profile. Only
what moved the step's (or the total's) way is named; it says so when no op did.

overview_page of two PyTorch runs (both with `gpu_step_breakdown`): the KPIs and the verdict
are torch-tb-profiler's step breakdown alone: its average step time (the one step time, the
verdict's and `tb-profile diff`'s gate's), its categories, the steps, and the share of the
step in DataLoader (`input_percent`: DataLoader / step time, PyTorch's input wait). XProf's
categories of the same run (device compute, host compute...) are left out: a second step
time from other step bounds (it differed by 3 points on ResNet-50) would only confuse.

kernel_stats: kernels are matched by name and launching op, and also summed per launching
op (`kernels_by_op`, beside `kernels`). Kernel names are the vendor's and the library's
(cuBLAS `sm90_xmma_gemm_...` on an H100, hipBLASLt `Cijk_...` on an MI300X): between two
GPUs every GEMM and attention kernel is new on one side and gone on the other, while the
op that launched it (`aten::mm`) is the same. When under half of the new run's kernel time
is in kernels matched by name, the by-op table comes first with a note saying so. The
"(no op)" row holds kernels whose launch is not in the profile (TraceLens leaves their
parent op empty).

Identity: XLA program names carry the module id JAX gives each compilation
(`jit_train_step(28)`), which differs between two runs of the same program, so the id
is left out of the identity (and hlo_stats' numeric program id column with it).
"""

from __future__ import annotations

import dataclasses
import math
import re
from typing import Callable, Mapping, Sequence

import numpy as np
from ..lazy_pandas import pd

# Bump when the compared JSON changes (it is in the cache key of compared results).
VERSION = 4  # 4: one unit per time column (units, kpi_unit); the verdict on one basis

_PROGRAM_ID = re.compile(r"\(\d+\)$")
# kernels_by_op: the row of kernels without a launching op.
NO_OP = "(no op)"
# kernel_stats: below this share of the new run's kernel time matched by name, the by-op
# table leads (another GPU vendor or library).
KERNEL_MATCH_SHARE = 0.5
# Relative size below which a delta is float noise (0.1 + 0.2 - 0.3), written as 0.
_NOISE = 1e-12
# µs in each unit a time is shown in (time_unit), and how each is written.
TIME_UNITS = {"us": 1.0, "ms": 1e3, "s": 1e6}
UNIT_TEXT = {"us": "µs", "ms": "ms", "s": "s"}
# A unit in a tool's column label ("Total self-time (us)"): left out where values carry theirs.
_LABEL_UNIT = re.compile(r"\s*\((?:us|µs|μs|ms|MiB|bytes)\)")


def program_name(name: str) -> str:
    """An XLA program's name without JAX's compilation number: `jit_step(28)` -> `jit_step`."""
    return _PROGRAM_ID.sub("", name)


@dataclasses.dataclass(frozen=True)
class TableSpec:
    name: str
    title: str
    table: Callable[[dict], tuple[list[dict], list[list]] | None]  # (columns, rows) of a result
    key: tuple[str, ...]            # identity columns (those the table has)
    metrics: tuple[str, ...]        # numbers compared, summed over rows of one identity
    metric: str                     # the one rows are sorted by (its delta, largest first)
    unit: str                       # the metric's unit (us, ms, MiB, bytes)
    keep: tuple[str, ...] = ()      # other columns shown (the new row's, else the base's)
    words: tuple[str, str] = ("slower", "faster")   # what up and down mean for the metric
    normalize: Mapping[str, Callable[[str], str]] = dataclasses.field(default_factory=dict)
    beside: str | None = None       # another table's name: this one is a second view of it
    times: Mapping[str, str] = dataclasses.field(default_factory=dict)  # time metric -> its unit


def _columns_rows(result: dict, rows_key: str = "rows"):
    return result["columns"], result[rows_key]


def _op_stats_table(result: dict):
    return result["columns"], result["rows_with_idle"] if result.get("include_idle") else result["rows"]


def _input_ops(result: dict):
    table = result.get("input_ops")
    return (table["columns"], table["rows"]) if table else None


def _memory_breakdown(result: dict):
    chosen = result.get("memory_id")
    if not chosen:
        return None
    table = result["profiles"][chosen]["breakdown"]
    return table["columns"], table["rows"]


_BUFFER_COLUMNS = (("name", "Buffer", "string"), ("instruction", "Instruction", "string"),
                   ("opcode", "Opcode", "string"), ("allocation_type", "Allocation type", "string"),
                   ("shape", "Shape", "string"), ("size", "Size (bytes)", "number"),
                   ("unpadded", "Unpadded size (bytes)", "number"))


def _memory_buffers(result: dict):
    b = result.get("buffers")
    if not b or not b.get("id"):
        return None
    columns = [{"id": i, "label": label, "type": t} for i, label, t in _BUFFER_COLUMNS]
    return columns, [list(r) for r in zip(*(b[i] for i, _, _ in _BUFFER_COLUMNS))]


_OP_PROFILE_IDS = ("program", "group", "category", "op", "provenance", "time_us", "time_percent",
                   "occurrences", "avg_time_us", "flops", "flops_utilization", "memory_bw_utilization",
                   "gflops", "gbps")


def _op_profile_ops(result: dict):
    from . import op_profile  # its table() walks the op tree

    labels, rows = op_profile.table(result)
    types = ["string"] * 5 + ["number"] * (len(labels) - 5)
    return [{"id": i, "label": label, "type": t} for i, label, t in zip(_OP_PROFILE_IDS, labels, types)], rows


SPECS: Mapping[str, tuple[TableSpec, ...]] = {
    "tensorflow_stats": (TableSpec(
        "ops", "Ops by change in self time", _op_stats_table,
        key=("host_or_device", "type", "operation", "input_shape"),
        metrics=("occurrences", "total_time", "total_self_time"), metric="total_self_time", unit="us",
        times={"total_time": "us", "total_self_time": "us"}),),
    "kernel_stats": (TableSpec(
        "kernels", "Kernels by change in total duration", _columns_rows,
        key=("kernel_name", "op_name"), metrics=("occurrences", "total_duration_us"),
        metric="total_duration_us", unit="us", times={"total_duration_us": "us"}), TableSpec(
        "kernels_by_op", "Kernels by launching op, by change in total duration", _columns_rows,
        key=("op_name",), metrics=("occurrences", "total_duration_us"), metric="total_duration_us",
        unit="us", normalize={"op_name": lambda name: name or NO_OP}, beside="kernels",
        times={"total_duration_us": "us"})),
    "hlo_stats": (TableSpec(
        "ops", "HLO ops by change in self time", _columns_rows,
        key=("category", "hlo_op_name", "tf_op_name"),
        metrics=("occurrences", "total_time", "total_self_time"), metric="total_self_time", unit="us",
        times={"total_time": "us", "total_self_time": "us"}),),
    "op_profile": (TableSpec(
        "ops", "XLA ops by change in time", _op_profile_ops,
        key=("program", "category", "op"), keep=("provenance",),
        metrics=("occurrences", "flops", "time_us"), metric="time_us", unit="us", normalize={"program": program_name},
        times={"time_us": "us"}),),
    "input_pipeline_analyzer": (TableSpec(
        "input_ops", "Input ops by change in self time", _input_ops,
        key=("op_name",), keep=("category",), metrics=("count", "total_ms", "self_ms"), metric="self_ms", unit="ms",
        times={"total_ms": "ms", "self_ms": "ms"}),),
    "memory_profile": (TableSpec(
        "breakdown", "Allocations at the peak by change in size", _memory_breakdown,
        key=("op", "region_type", "data_type", "shape"),
        metrics=("allocation_mib", "requested_mib", "occurrences"), metric="allocation_mib", unit="MiB", words=("larger", "smaller")),),
    "memory_viewer": (TableSpec(
        "buffers", "Buffers live at the peak by change in size", _memory_buffers,
        key=("name", "allocation_type"), keep=("opcode", "shape"),
        metrics=("size", "unpadded"), metric="size", unit="bytes", words=("larger", "smaller")),),
    "overview_page": (),
}


def comparable(tool: str) -> bool:
    return tool in SPECS


def _number(x) -> float | None:
    if x is None:
        return None
    x = float(x)
    return None if math.isnan(x) else x


def _delta(base, new) -> tuple[float | None, float | None]:
    """(delta, delta %): the % of the base, null where the base is 0 or missing."""
    if base is None or new is None:  # one run lacks the number: nothing to subtract
        return None, None
    delta = new - base
    if abs(delta) <= _NOISE * max(abs(new or 0.0), abs(base or 0.0)):
        delta = 0.0
    pct = round(100.0 * delta / base, 3) if base else None
    return delta, pct


def kpi(id_: str, label: str, base, new, unit: str = "", lower_is_better: bool | None = True) -> dict:
    """A headline number of both runs; lower_is_better None: neither (the number of steps)."""
    base, new = _number(base), _number(new)
    delta, pct = _delta(base, new)
    return {"id": id_, "label": label, "unit": unit, "base": base, "new": new, "delta": delta,
            "delta_pct": pct, "lower_is_better": lower_is_better}


def time_unit(values, unit: str = "us") -> str:
    """The unit (us, ms or s) a column of times given in `unit` is shown in: the largest in
    which the column's largest absolute value is at least 1; `unit` when all are 0 or missing."""
    a = np.abs(np.asarray(values if isinstance(values, np.ndarray) else
                          [np.nan if v is None else v for v in values], dtype=float)) * TIME_UNITS[unit]
    top = float(np.max(a, where=np.isfinite(a), initial=0.0))
    return unit if not top else "s" if top >= TIME_UNITS["s"] else "ms" if top >= TIME_UNITS["ms"] else "us"


def plain_label(label: str) -> str:
    """A column's label without its unit: "Total self-time (us) (new)" -> "Total self-time"."""
    return _LABEL_UNIT.sub("", label.removesuffix(" (new)"))


def _frame(spec: TableSpec, columns: list[dict], rows: list[list], key: list[str], wanted: set) -> pd.DataFrame:
    ids = [c["id"] for c in columns]
    frame = pd.DataFrame(rows, columns=ids) if rows else pd.DataFrame(columns=ids)
    for k in (*key, *spec.metrics, *spec.keep):  # a column only the other result has (another format)
        if k in wanted and k not in frame:
            frame[k] = 0.0 if k in spec.metrics else None
    ids = list(frame.columns)
    for k in key:
        values = frame[k].fillna("").astype(str)
        fix = spec.normalize.get(k)
        frame[k] = values.map(fix) if fix else values
    metrics = [m for m in spec.metrics if m in ids]
    for m in metrics:
        frame[m] = pd.to_numeric(frame[m], errors="coerce").fillna(0.0).astype(float)
    keep = [k for k in spec.keep if k in ids]
    agg = {**{m: "sum" for m in metrics}, **{k: "first" for k in keep}}
    if frame.empty:
        return pd.DataFrame(columns=[*key, *metrics, *keep]).set_index(key)
    return frame.groupby(key, sort=False, dropna=False).agg(agg)


def compare_table(spec: TableSpec, base: dict, new: dict) -> dict | None:
    got_base, got_new = spec.table(base), spec.table(new)
    if got_base is None and got_new is None:
        return None
    # The columns of either result (two formats may differ: PyTorch's memory breakdown has
    # no region type); a column one lacks is empty there.
    by_id = {c["id"]: c for got in (got_base, got_new) if got for c in got[0]}
    key = [k for k in spec.key if k in by_id]
    metrics = [m for m in spec.metrics if m in by_id]
    keep = [k for k in spec.keep if k in by_id]
    columns = list(by_id.values())
    wanted = {*key, *metrics, *keep}
    b = _frame(spec, *(got_base or (columns, [])), key, wanted)
    n = _frame(spec, *(got_new or (columns, [])), key, wanted)
    joined = b.merge(n, how="outer", left_index=True, right_index=True, suffixes=("_base", ""))
    in_base = joined.index.isin(b.index)
    in_new = joined.index.isin(n.index)
    out_cols: dict[str, np.ndarray] = {}
    for m in metrics:
        bv = joined[f"{m}_base"].to_numpy(dtype=float)
        nv = joined[m].to_numpy(dtype=float)
        delta = np.nan_to_num(nv) - np.nan_to_num(bv)
        delta[np.abs(delta) <= _NOISE * np.maximum(np.abs(np.nan_to_num(nv)), np.abs(np.nan_to_num(bv)))] = 0.0
        with np.errstate(divide="ignore", invalid="ignore"):
            pct = np.where(np.nan_to_num(bv) != 0, np.round(100.0 * delta / bv, 3), np.nan)
        out_cols[m] = (bv, nv, delta, pct)
    main = spec.metric if spec.metric in out_cols else metrics[-1]
    main_delta = out_cols[main][2]
    change = np.where(~in_base, "new", np.where(~in_new, "gone", np.where(
        main_delta > 0, "up", np.where(main_delta < 0, "down", "same"))))
    main_new = np.nan_to_num(out_cols[main][1])
    names = ["\x00".join(map(str, k if isinstance(k, tuple) else (k,))) for k in joined.index]
    # Biggest increase first, then the biggest new value, then by name: a stable order.
    order = np.lexsort((np.array(names, dtype=object) if names else np.array([]), -main_new, -main_delta))
    index_frame = joined.index.to_frame(index=False)
    keep_values = {}
    for k in keep:
        values = joined[k].where(joined[k].notna(), joined[f"{k}_base"]) if f"{k}_base" in joined else joined[k]
        keep_values[k] = values.to_numpy(dtype=object)

    def cell(x):
        return None if x is None or (isinstance(x, float) and math.isnan(x)) else x

    rows = []
    for i in order.tolist():
        row = [str(change[i])]
        row += [index_frame[k].iat[i] for k in key]
        row += [cell(keep_values[k][i]) for k in keep]
        for m in metrics:
            row += [cell(float(v[i])) for v in out_cols[m]]
        rows.append(row)
    out_columns = [{"id": "change", "label": "Change", "type": "string"}]
    out_columns += [dict(by_id[k]) for k in (*key, *keep)]
    for m in metrics:
        label = by_id[m]["label"]
        out_columns += [{"id": f"{m}_base", "label": f"{label} (base)", "type": "number"},
                        {"id": m, "label": f"{label} (new)", "type": "number"},
                        {"id": f"{m}_delta", "label": f"{label} Δ", "type": "number"},
                        {"id": f"{m}_delta_pct", "label": f"{label} Δ %", "type": "number"}]
    totals = {}
    for m in metrics:
        tb, tn = float(np.nansum(out_cols[m][0])), float(np.nansum(out_cols[m][1]))
        delta, pct = _delta(tb, tn)
        totals[m] = {"base": tb, "new": tn, "delta": delta, "delta_pct": pct}
    counts = {"matched": int((in_base & in_new).sum()), "new": int((~in_base).sum()),
              "gone": int((~in_new).sum())}
    for word in ("up", "down", "same"):
        counts[word] = int((change == word).sum())
    units = {m: {"unit": spec.times[m], "shown": time_unit(np.concatenate(out_cols[m][:3]), spec.times[m])}
             for m in metrics if m in spec.times}
    return {"title": spec.title, "key": key, "metric": main, "words": {"up": spec.words[0], "down": spec.words[1]},
            "columns": out_columns, "rows": rows, "counts": counts, "totals": totals,
            "beside": spec.beside, "note": None, "units": units}


# -- overview_page -------------------------------------------------------------------

def _overview_kpis(base: dict, new: dict) -> list[dict]:
    gb, gn = base.get("gpu_step_breakdown"), new.get("gpu_step_breakdown")
    if gb and gn:
        return _pytorch_kpis(gb, gn)
    sb, sn = base.get("summary") or {}, new.get("summary") or {}
    out = [kpi("step_time", "Average step time", sb.get("average_step_time_ms"),
               sn.get("average_step_time_ms"), "ms"),
           kpi("step_time_stddev", "Step time standard deviation", sb.get("step_time_stddev_ms"),
               sn.get("step_time_stddev_ms"), "ms"),
           kpi("num_steps", "Steps", sb.get("num_steps"), sn.get("num_steps"), "", lower_is_better=None)]
    base_parts = {c["id"]: c for c in sb.get("breakdown") or []}
    for c in sn.get("breakdown") or []:
        other = base_parts.get(c["id"], {})
        if c.get("avg_ms") or other.get("avg_ms"):
            out.append(kpi(f"step_{c['id']}", c["label"], other.get("avg_ms", 0.0), c.get("avg_ms"), "ms"))
    ib, inew = base.get("input_bound") or {}, new.get("input_bound") or {}
    if "input_percent" in ib and "input_percent" in inew:
        out.append(kpi("input_percent", "Step time waiting for input", ib["input_percent"],
                       inew["input_percent"], "%"))
    return out


def _dataloader_percent(block: dict) -> float | None:
    """DataLoader's share of the average step (%); None without a DataLoader category."""
    if not any(c["id"] == "dataloader" for c in block.get("categories") or []):
        return None
    average = block.get("average") or {}
    step = average.get("step_time_us")
    return 100.0 * (average.get("breakdown_us") or {}).get("dataloader", 0.0) / step if step else None


def _pytorch_kpis(gb: dict, gn: dict) -> list[dict]:
    """torch-tb-profiler's step breakdown of both runs (µs): step time, steps, categories,
    and DataLoader's share of the step."""
    ab, an = gb.get("average") or {}, gn.get("average") or {}
    out = [kpi("gpu_step_time", "Average step time", ab.get("step_time_us"), an.get("step_time_us"), "us"),
           kpi("num_steps", "Steps", len(gb.get("rows") or []), len(gn.get("rows") or []), "",
               lower_is_better=None)]
    bb, bn = ab.get("breakdown_us") or {}, an.get("breakdown_us") or {}
    labels: dict[str, str] = {}  # the new run's order, then the base's own
    for block in (gn, gb):
        for c in block.get("categories") or []:
            labels.setdefault(c["id"], c["label"])
    for cid, label in labels.items():
        if bb.get(cid) or bn.get(cid):
            out.append(kpi(f"gpu_{cid}", label, bb.get(cid, 0.0), bn.get(cid, 0.0), "us"))
    pb, pn = _dataloader_percent(gb), _dataloader_percent(gn)
    if pb is not None or pn is not None:
        out.append(kpi("input_percent", "Step time in DataLoader", pb, pn, "%"))
    return out


def _signed(x: float, scale: float) -> str:
    """A change in the verdict's unit: "+44.4", "−0.17" (the minus sign of its head)."""
    v = x * scale  # 1 decimal from 1 up; 3 below, so that a small change is not "+0.0"
    text = f"{v:+,.1f}" if abs(v) >= 1 else f"{v:+.3f}".rstrip("0").rstrip(".")
    return ("+0" if text in ("+", "-") else text).replace("-", "\u2212")


def step_kpi(kpis: Sequence[dict]) -> dict | None:
    """The overview's step time KPI: PyTorch's ProfilerStep time where both runs have it,
    else the step time (the verdict's and `tb-profile diff`'s gate's)."""
    by_id = {k["id"]: k for k in kpis}
    return by_id.get("gpu_step_time") or by_id.get("step_time")


def _op_changes(ops: dict | None, steps: tuple[float, float] | None) -> pd.Series | None:
    """Each op name's change of self time (µs), summed over its rows (host and device, each
    input shape): a step's average, each run's self time over its number of steps, when
    `steps` = (base, new) is given, else over the whole profile. None without op rows."""
    if not ops or not ops.get("rows"):
        return None
    ids = [c["id"] for c in ops["columns"]]
    frame = pd.DataFrame(ops["rows"], columns=ids)[["operation", "total_self_time_base", "total_self_time"]]
    sums = frame.fillna({"total_self_time_base": 0.0, "total_self_time": 0.0}).groupby(
        "operation", sort=False)[["total_self_time_base", "total_self_time"]].sum()
    base, new = sums["total_self_time_base"], sums["total_self_time"]
    if steps:
        base, new = base / steps[0], new / steps[1]
    return new - base


def _moved(changes: pd.Series | None, grew: bool, scale: float, unit: str, top: int,
           subject: str = "self time ") -> str:
    """", self time grew most in A (+1.2 ms) and B (+0.5 ms)": ops that moved `grew`'s way."""
    if changes is None:
        return ""
    way = "grew" if grew else "fell"
    moved = changes[changes > 0] if grew else changes[changes < 0]
    if moved.empty:
        return f", no op's self time {way}"
    moved = moved.reindex(moved.abs().sort_values(ascending=False, kind="stable").index)[:top]
    names = [f"{name} ({_signed(d, scale)} {unit})" for name, d in moved.items()]
    listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return f", {subject}{way} most in {listed}"


def _pct_head(what: str, kpi_pct: float | None, delta: float, scale: float, unit: str) -> str:
    """"Step time +12.3 %"; the change itself where the base is 0."""
    if kpi_pct is not None:
        return f"{what} {'+' if delta >= 0 else '−'}{abs(kpi_pct):.1f} %"
    return f"{what} {_signed(delta, scale)} {unit}"


def verdict(kpis: Sequence[dict], ops: dict | None = None, top: int = 3) -> str | None:
    """One sentence on one basis (module docstring): per step, the step time's change, the
    category that moved most its way (its share of each run's step) and the ops whose self time
    did (the compared tensorflow_stats table, when given); else the whole profile's ops."""
    step = step_kpi(kpis)
    if step is None or step["base"] is None or step["new"] is None:
        return _whole_profile(step, ops, top)
    to_us = TIME_UNITS[step["unit"]]
    by_id = {k["id"]: k for k in kpis}
    count = by_id.get("num_steps") or {}
    steps = (count["base"], count["new"]) if count.get("base") and count.get("new") else None
    delta = step["delta"] * to_us
    grew = delta > 0
    prefix = "gpu_" if step["id"] == "gpu_step_time" else "step_"
    parts = [k for k in kpis if k["id"].startswith(prefix) and k["id"] != step["id"] and k["delta"]
             and (k["delta"] > 0) == grew]
    mover = max(parts, key=lambda k: abs(k["delta"])) if parts and delta else None
    changes = _op_changes(ops, steps) if delta and steps else None
    numbers = [step["base"] * to_us, step["new"] * to_us, delta]
    if mover:
        numbers.append(mover["delta"] * to_us)
    if changes is not None:
        numbers.append(float(changes.abs().max()))
    unit = time_unit(numbers)
    scale, text = 1.0 / TIME_UNITS[unit], UNIT_TEXT[unit]
    head = (f"{_pct_head('Step time', step['delta_pct'], delta, scale, text)} "
            f"({step['base'] * to_us * scale:,.3f} → {step['new'] * to_us * scale:,.3f} {text})")
    if not delta:
        return head + ": no change."
    rest = ""
    if mover:
        # PyTorch's categories are names (DataLoader, CPU Exec); XProf's are words.
        label = mover["label"] if prefix == "gpu_" else mover["label"].lower()
        rest = f", {label} {_signed(mover['delta'] * to_us, scale)} {text}"
        if step["base"] and step["new"]:
            rest += (f" ({100 * mover['base'] / step['base']:.1f} % → "
                     f"{100 * mover['new'] / step['new']:.1f} % of the step)")
    rest += _moved(changes, grew, scale, text, top)
    return head + (f", per step: {rest[2:]}" if rest else "") + "."


def _whole_profile(step: dict | None, ops: dict | None, top: int) -> str | None:
    """The verdict without a step time in both runs: the ops' self time over the whole profile."""
    changes = _op_changes(ops, None)
    if changes is None:
        return None
    total = ops["totals"]["total_self_time"]
    missing = ("either run" if step is None or (step["base"] is None and step["new"] is None)
               else "the base run" if step["base"] is None else "the new run")
    delta = total["delta"] or 0.0
    unit = time_unit([total["base"], total["new"], delta, float(changes.abs().max())])
    scale, text = 1.0 / TIME_UNITS[unit], UNIT_TEXT[unit]
    what = f"Whole profile (no steps in {missing}): self time of all ops"
    head = (f"{_pct_head(what, total['delta_pct'], delta, scale, text)} "
            f"({total['base'] * scale:,.3f} → {total['new'] * scale:,.3f} {text})")
    if not delta:
        return head + ": no change."
    return head + _moved(changes, delta > 0, scale, text, top, subject="") + "."


def compare(tool: str, base: dict, new: dict, ops: tuple[dict, dict] | None = None) -> dict:
    """The comparison of two results of `tool` (see the module docstring). `ops`: for
    overview_page, the two runs' tensorflow_stats results (base, new), whose compared op
    table names the ops in the verdict."""
    if tool == "memory_profile":  # compare the same allocator when the base has it
        chosen = new.get("memory_id")
        if chosen and chosen != base.get("memory_id") and chosen in (base.get("profiles") or {}):
            base = {**base, "memory_id": chosen}
    tables = {}
    for spec in SPECS[tool]:
        table = compare_table(spec, base, new)
        if table is not None:
            tables[spec.name] = table
    kpis: list[dict] = []
    text = None
    if tool == "overview_page":
        kpis = _overview_kpis(base, new)
        (ops_spec,) = SPECS["tensorflow_stats"]
        text = verdict(kpis, compare_table(ops_spec, *ops) if ops else None)
    elif tool == "memory_profile":
        kpis = _memory_profile_kpis(base, new)
    elif tool == "memory_viewer":
        kpis = _memory_viewer_kpis(base, new)
    elif tool == "kernel_stats" and {"kernels", "kernels_by_op"} <= set(tables):
        tables = _by_op_first_if_names_differ(tables)
    for spec in SPECS[tool]:  # a table's total of its metric (overview_page has no table)
        if spec.name in tables and not spec.beside:  # a second view has the same total
            table = tables[spec.name]
            m, totals = table["metric"], table["totals"][table["metric"]]
            label = plain_label(next(c["label"] for c in table["columns"] if c["id"] == m))
            kpis.append(kpi(f"{spec.name}_{m}", f"{label}, all rows", totals["base"], totals["new"], spec.unit))
    return {"kpis": kpis, "tables": tables, "kpi_unit": kpi_unit(kpis), "verdict": text}


def kpi_unit(kpis: Sequence[dict]) -> str | None:
    """The one unit the time KPIs (µs or ms) are shown in (time_unit); None without one."""
    times = [k[f] * TIME_UNITS[k["unit"]] for k in kpis if k["unit"] in TIME_UNITS
             for f in ("base", "new", "delta") if k[f] is not None]
    return time_unit(times) if any(k["unit"] in TIME_UNITS for k in kpis) else None


def matched_share(table: dict) -> float | None:
    """The share (0..1) of the new run's total of the table's metric in rows both runs have."""
    ids = [c["id"] for c in table["columns"]]
    at = ids.index(table["metric"])
    total = table["totals"][table["metric"]]["new"]
    if not total:
        return None
    return sum(r[at] or 0.0 for r in table["rows"] if r[0] not in ("new", "gone")) / total


def _by_op_first_if_names_differ(tables: dict) -> dict:
    """kernel_stats' tables, by launching op first with a note when under KERNEL_MATCH_SHARE
    of the new run's kernel time is in kernels matched by name."""
    kernels, by_op = tables["kernels"], tables["kernels_by_op"]
    share = matched_share(kernels)
    if share is None or share >= KERNEL_MATCH_SHARE or not kernels["totals"][kernels["metric"]]["base"]:
        return tables
    by_op = {**by_op, "note": (
        f"Only {100 * share:.0f} % of the new run's kernel time is in kernels the base run also ran "
        "(same name, same op). Kernel names are the GPU vendor's and library's (cuBLAS sm90_xmma_… on "
        "an H100, hipBLASLt Cijk_… on an MI300X), so the same work is new on one side and gone on the "
        "other. Here kernels are summed per op that launched them, which both runs share.")}
    kernels = {**kernels, "note": "Kernels matched by name: between GPUs of two vendors or libraries most "
               "are new or gone; compare them by launching op."}
    return {"kernels_by_op": by_op, "kernels": kernels, **{k: v for k, v in tables.items()
                                                          if k not in ("kernels", "kernels_by_op")}}


def _memory_profile_kpis(base: dict, new: dict) -> list[dict]:
    def summary(r):
        chosen = r.get("memory_id")
        return r["profiles"][chosen]["summary"] if chosen else {}
    sb, sn = summary(base), summary(new)
    return [kpi("peak_bytes_in_use", "Peak memory usage", sb.get("peak_bytes_in_use"),
                sn.get("peak_bytes_in_use"), "bytes"),
            kpi("num_allocations", "Allocations", sb.get("num_allocations"), sn.get("num_allocations")),
            kpi("fragmentation_percent", "Fragmentation", sb.get("fragmentation_percent"),
                sn.get("fragmentation_percent"), "%")]


def _memory_viewer_kpis(base: dict, new: dict) -> list[dict]:
    sb, sn = base.get("summary") or {}, new.get("summary") or {}
    return [kpi("peak_heap_bytes", "Peak heap size", sb.get("peak_heap_bytes"), sn.get("peak_heap_bytes"), "bytes"),
            kpi("padding_bytes", "Padding", sb.get("padding_bytes"), sn.get("padding_bytes"), "bytes"),
            kpi("total_buffer_allocation_bytes", "Total buffer allocations",
                sb.get("total_buffer_allocation_bytes"), sn.get("total_buffer_allocation_bytes"), "bytes")]


def table(comparison: dict) -> tuple[list[str], list[list]]:
    """The first compared table (CSV export): labels and rows; the KPIs when there is none."""
    for t in comparison["comparison"]["tables"].values():
        return [c["label"] for c in t["columns"]], t["rows"]
    header = ["Metric", "Unit", "Base", "New", "Delta", "Delta %"]
    return header, [[k["label"], k["unit"], k["base"], k["new"], k["delta"], k["delta_pct"]]
                    for k in comparison["comparison"]["kpis"]]
