"""op_profile: how well the XLA programs use the device, per program, category and op.

The ops and their numbers come from analysis/xla_ops.py (which events count,
self time, executions, FLOPs, bytes, IDLE and peaks are defined there). On
GPU and TPU profiles the times are the device's XLA op events; on JAX CPU
profiles, where XProf's op_profile is empty, the XLA CPU runtime's per-thunk
host events (matched by name to the module's HLO instructions; `hlo.unmatched_ops`
lists those that are not found) give the same tree from host time, with
FLOPs and bytes estimated from the HLO shapes and utilizations null (a CPU
records no peak numbers).

The tree (root -> group -> category -> op -> fused ops):
- group_by=program (default): root -> program (`jit_train_step(26)`) ->
  category (`loop fusion`, `convolution`, `data formatting`, ...) -> op;
- group_by=category: root -> category -> op;
- group_by=provenance: root -> program -> the parts of the framework op path
  (`model`/`dense`/`MatMul`, the `:type` dropped) -> category -> op; ops
  without a framework op sit in categories right under their program.
IDLE is one more child of the root (kind "idle"); a view that excludes idle
time hides it and takes percentages of `root.metrics_exclude_idle.time_ps`.
XProf also puts the ops of a category that share a `deduplicated_name` under
one more node ("broadcast_add_fusion.1 and its duplicate(s)" on TPU); here they
stay side by side, each with its own numbers (the sums are the same).
Children are sorted by time, largest first (fused ops by FLOPs). Each
category keeps its `limit` ops with the most time (option `limit`, default
100, 0 = all; a fusion's fused ops likewise) and says how many it has in
`num_children`.

Metrics of every node (sums over the node's ops):
  time_ps        self time of the ops, summed over executions (and hosts)
  flops, bytes_accessed
  occurrences    executions (an op node's; groups sum theirs)
  avg_time_ps    time_ps / occurrences (null without executions)
  flops_utilization       flops / (time x peak FLOPS), 0..1 (capped at 1);
                          null when the device's peak is unknown
  memory_bw_utilization   bytes_accessed / (time x peak memory bandwidth), 0..1
  flops_per_second, bytes_per_second   absolute rates (null without time)
Fused ops carry only `flops` (their estimated share of the fusion's FLOPs,
over all its executions); their time is not measured.

JSON:
{"device_type": "GPU", "source": "device",        # "host": from CPU thunk events
 "group_by": "program", "limit": 100,
 "overview": {"time_ps": 154000000, "op_time_ps": 56000000, "idle_time_ps": 98000000,
              "flops": 16941568.0, "bytes_accessed": 1643520.0,
              "flops_source": "estimate",          # "profile" | "estimate" | "mixed" | ""
              "flops_utilization": 0.0011, "flops_utilization_exclude_idle": 0.0030,
              "memory_bw_utilization": 0.0069, "memory_bw_utilization_exclude_idle": 0.0189,
              "flops_per_second": 3.03e11, "bytes_per_second": 2.93e10,    # over op time
              "peak_teraflops_per_second": 100.0,   # null if unknown or different per device
              "peak_hbm_gigabytes_per_second": 1555.0,
              "suggestions": ["The device is idle 63.6% of the time: ...", ...]},
 "root": {"name": "by_program", "kind": "root", "metrics": {...}, "metrics_exclude_idle": {...},
          "num_children": 2,
          "children": [
            {"name": "jit_train_step(26)", "kind": "program", "metrics": {...}, "num_children": 3,
             "children": [
               {"name": "custom fusion", "kind": "category", "metrics": {...}, "num_children": 1,
                "children": [
                  {"name": "ynn_fusion.3", "kind": "op", "metrics": {...}, "num_children": 1,
                   "xla": {"program": "jit_train_step(26)", "program_id": 26, "category": "custom fusion",
                           "opcode": "fusion", "provenance": "jit(train_step)/jvp()/dot_general",
                           "expression": "%ynn_fusion.3 = f32[256,128]{1,0} fusion(...), kind=kCustom, ...",
                           "source": "make_fixtures.py:202", "deduplicated_name": "", "flops_source": "estimate",
                           "layout": null},      # convolutions: see below
                   "children": [{"name": "dot_general.2", "kind": "fused", "metrics": {"flops": ...},
                                 "xla": {...}, "children": [], "num_children": 0}]}]}]},
            {"name": "IDLE", "kind": "idle", "metrics": {...}, "children": [], "num_children": 0}]},
 "hlo": {"modules": 1, "ops": 5, "matched_ops": 5, "unmatched_ops": []},   # ops without an HLO instruction
 "planes": [{"name": "/device:GPU:0", "source": "kernels", "events": 12,   # or "xla_ops_line", "host"
             "peak_teraflops_per_second": 100.0, "peak_hbm_gigabytes_per_second": 1555.0}],
 "diagnostics": []}
`xla.layout` of a convolution (or a fusion with one), of its input image:
{"convolution": "convolution.1", "shape": "f32[16,28,28,3]{0,3,2,1:T(8,128)}",
 "dimensions": [{"dimension": 0, "size": 16, "alignment": 128, "semantics": "batch",
                 "padded_size": 128, "padding_percent": 87.5}, ...],   # most minor first
 "utilization_percent": 4.69}                                         # data / padded size
Options: group_by (program | category | provenance), limit (ops per category,
default 100, 0 = all). The CSV export (`table`) has one row per op node.

Bounds, so that no module makes the tree endless: fused ops nest at most 9
levels under their op, and each fused computation is expanded once under an
op (a second fusion calling it lists none of its fused ops); provenance paths
have at most MAX_PROVENANCE_DEPTH levels (the last level holds the rest of
the path, `/`-joined). A module that cannot be read or whose fusions call
each other in a cycle (analysis/hlo/instructions.py) is named in `diagnostics`; its
ops keep their times and names, without HLO details.

Deliberate differences from XProf 2.24, and why (tested where XProf has data):
- category times match XProf's on device profiles, except that an op with ops
  nested in it (a TPU while loop) counts its self time in its own category;
  XProf leaves such ops out of the categories (and the program's total then
  exceeds the sum of its categories);
- FLOPs and bytes come from the profile's stats when it has them; XProf's GPU
  path always uses XLA's cost analysis (bytes match ours: operands + result;
  FLOPs differ for transcendental ops, which XLA's GPU model weighs more);
- memory bandwidth utilization uses `bytes_accessed` when the profile has no
  per-memory breakdown (XProf then shows 0);
- an execution of a multi-kernel GPU op counts once (XProf counts kernels);
- CPU profiles get a tree (above); XProf's is empty.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np
from ..lazy_pandas import pd

from ..analysis import hlo, parts, xla_ops
from ..errors import BadParameter
from ..profile import Profile

GROUPINGS = ("program", "category", "provenance")
DEFAULT_LIMIT = 100
IDLE = "IDLE"
MAX_FUSED_DEPTH = 8          # fused ops nest at most MAX_FUSED_DEPTH + 1 levels under their op
MAX_PROVENANCE_DEPTH = 64    # levels of a provenance path
_SUMS = ["time_ps", "flops", "bytes_accessed", "occurrences", "flops_capacity", "bytes_capacity"]
_CAPACITIES = ("flops_capacity", "bytes_capacity")

# Suggestions: thresholds of "low" and "high" utilization and of notable idle time.
LOW_UTILIZATION = 0.5
HIGH_BANDWIDTH = 0.5
IDLE_SHARE = 0.1
LOW_FLOP_CATEGORIES = ("non-fusion elementwise", "data formatting", "loop fusion", "input fusion", "fusion",
                       "broadcast", "reduce", "copy-start", "copy-done", "concatenate", "pad", "slice")
MATRIX_CATEGORIES = ("convolution", "dot", "convolution fusion", "output fusion")

CSV_COLUMNS = ["Program", "Group", "Category", "Op", "Provenance", "Time (us)", "Time (%)", "Occurrences",
               "Avg time (us)", "FLOPs", "FLOPS utilization (%)", "Memory BW utilization (%)", "GFLOP/s", "GB/s"]


def _limit(text: str | None) -> int | None:
    """Ops kept per category: None for all (`0` or `all`), DEFAULT_LIMIT when absent. Read
    with the parser the registry declares (tools/__init__.py, OP_PROFILE_OPTIONS): ASCII
    digits, within bounds, else BadParameter naming `limit`."""
    from . import OP_PROFILE_OPTIONS

    value = OP_PROFILE_OPTIONS["limit"].parse("limit", text)
    if value is None:
        return DEFAULT_LIMIT
    if value == "all":
        return None
    return value or None


def _ratio(num: float, den: float) -> float | None:
    if den is None or not np.isfinite(den) or den <= 0:
        return None
    return float(min(num / den, 1.0))


def metrics(time_ps, flops, nbytes, occurrences, flops_capacity, bytes_capacity) -> dict:
    time_ps = int(time_ps)
    seconds = time_ps * 1e-12
    return {
        "time_ps": time_ps,
        "flops": float(flops),
        "bytes_accessed": float(nbytes),
        "occurrences": int(occurrences),
        "avg_time_ps": time_ps / occurrences if occurrences else None,
        "flops_utilization": _ratio(flops, flops_capacity),
        "memory_bw_utilization": _ratio(nbytes, bytes_capacity),
        "flops_per_second": flops / seconds if seconds else None,
        "bytes_per_second": nbytes / seconds if seconds else None,
    }


def _sums(frame: pd.DataFrame) -> dict:
    """Sums of a set of op rows; a capacity is NaN if one of its rows' is."""
    out = {c: frame[c].sum() for c in _SUMS}
    for c in _CAPACITIES:
        if frame[c].isna().any():
            out[c] = np.nan
    return out


def _node(name: str, kind: str, sums: dict, children: list, num_children: int | None = None) -> dict:
    return {"name": name, "kind": kind,
            "metrics": metrics(sums["time_ps"], sums["flops"], sums["bytes_accessed"], sums["occurrences"],
                               sums["flops_capacity"], sums["bytes_capacity"]),
            "children": children, "num_children": len(children) if num_children is None else num_children}


def _by_time(frame: pd.DataFrame, column: str) -> list:
    """Groups of `frame` by `column`, most time first (ties by name)."""
    groups = [(key, part) for key, part in frame.groupby(column, sort=True)]
    return sorted(groups, key=lambda g: -g[1]["time_ps"].sum())


class _Builder:
    def __init__(self, data: xla_ops.XlaOps, limit: int | None):
        self.data = data
        self.limit = limit

    def fused(self, table: hlo.Instructions, row: int, executions: int, depth: int = 0,
              seen: set | None = None) -> tuple[list, int]:
        """The fused ops of fusion `row` (and theirs, to MAX_FUSED_DEPTH),
        with how many it has. `seen`: the fused computations already expanded
        under this op; each is expanded once, so that no module (the call
        graph is checked to be acyclic, see analysis/hlo) fans out beyond its size."""
        rows = table.fused_rows(row)
        seen = set() if seen is None else seen
        comp = int(table.fused_comp[row])
        if depth > MAX_FUSED_DEPTH or not rows or comp in seen:
            return [], len(rows)
        seen.add(comp)
        flops = [table.estimate_flops(r) * executions for r in rows]
        order = sorted(range(len(rows)), key=lambda k: (-flops[k], k))
        kept = order if self.limit is None else order[: self.limit]
        out = []
        for k in kept:
            r = rows[k]
            children, count = self.fused(table, r, executions, depth + 1, seen)
            out.append({
                "name": str(table.names[r]), "kind": "fused",
                "metrics": {"flops": float(flops[k])},
                "xla": {"program": table.display_name, "program_id": table.program_id,
                        "category": table.category(r), "opcode": str(table.opcodes[r]),
                        "provenance": table.provenance(r), "expression": table.expression(r),
                        "source": table.source(r), "deduplicated_name": "", "flops_source": "estimate",
                        "layout": table.layout(r) if table.opcodes[r] == "convolution" else None},
                "children": children, "num_children": count})
        return out, len(rows)

    def op(self, row) -> dict:
        table = self.data.modules.get(row.program)
        hlo_row = int(row.hlo_row)
        found = table is not None and hlo_row >= 0
        children, count = self.fused(table, hlo_row, int(row.occurrences)) if found else ([], 0)
        node = _node(row.op, "op", {c: getattr(row, c) for c in _SUMS}, children, count)
        node["xla"] = {
            "program": row.program, "program_id": xla_ops.plain(row.program_id),
            "category": row.category,
            "opcode": str(table.opcodes[hlo_row]) if found else "",
            "provenance": _plain_provenance(row.provenance),
            "expression": table.expression(hlo_row) if found else (row.expression or ""),
            "source": table.source(hlo_row) if found else "",
            "deduplicated_name": row.deduplicated_name or "",
            "flops_source": row.flops_source or "",
            "layout": table.layout(hlo_row) if found else None,
        }
        return node

    def ops(self, frame: pd.DataFrame) -> tuple[list, int]:
        ordered = frame.sort_values(["time_ps", "op"], ascending=[False, True], kind="stable")
        kept = ordered if self.limit is None else ordered.head(self.limit)
        return [self.op(r) for r in kept.itertuples(index=False)], len(frame)

    def categories(self, frame: pd.DataFrame) -> list:
        out = []
        for name, part in _by_time(frame, "category"):
            children, count = self.ops(part)
            out.append(_node(name, "category", _sums(part), children, count))
        return out

    def provenance(self, frame: pd.DataFrame, depth: int) -> list:
        parts = frame["path"].map(lambda p: p[depth] if len(p) > depth else None)
        here = frame[parts.isna().to_numpy()]
        deeper = frame[parts.notna().to_numpy()].assign(level=parts[parts.notna()])
        nodes = [_node(name, "provenance", _sums(part), self.provenance(part, depth + 1))
                 for name, part in _by_time(deeper, "level")] if len(deeper) else []
        nodes += self.categories(here) if len(here) else []
        return sorted(nodes, key=lambda n: -n["metrics"]["time_ps"])

    def tree(self, group_by: str) -> list:
        ops = self.data.ops
        if group_by == "category":
            return self.categories(ops)
        out = []
        for name, part in _by_time(ops, "program"):
            if group_by == "provenance":
                part = part.assign(path=part["provenance"].map(_provenance_path))
                children = self.provenance(part, 0)
            else:
                children = self.categories(part)
            out.append(_node(name, "program", _sums(part), children))
        return out


def _plain_provenance(text: str) -> str:
    # `name:` (JAX ops have no type) reads as the name alone.
    return text[:-1] if text.endswith(":") else text


def _provenance_path(text: str) -> tuple:
    """XProf's provenance levels: the parts of the op name, `:type` dropped."""
    parts = [p for p in _plain_provenance(text or "").split("/") if p]
    if parts:
        parts[-1] = parts[-1].split(":", 1)[0]
    parts = [p for p in parts if p]
    if len(parts) > MAX_PROVENANCE_DEPTH:  # the rest of a very deep path as its last level
        parts[MAX_PROVENANCE_DEPTH - 1:] = ["/".join(parts[MAX_PROVENANCE_DEPTH - 1:])]
    return tuple(parts)


def _percent(x: float | None) -> str:
    return "unknown" if x is None else f"{100 * x:.1f}%"


def _conv_layouts(data: xla_ops.XlaOps, ops: pd.DataFrame, top: int = 5) -> list[tuple[str, dict]]:
    """(name, layout) of the convolutions (and convolution fusions) with the most time."""
    if not len(ops):
        return []
    found = ops[ops["category"].str.contains("convolution") & (ops["hlo_row"] >= 0)]
    out = []
    for row in found.sort_values("time_ps", ascending=False).head(top).itertuples(index=False):
        table = data.modules.get(row.program)
        layout = table.layout(int(row.hlo_row)) if table is not None else None
        if layout:
            out.append((row.op, layout))
    return out


def _suggestions(data: xla_ops.XlaOps, overview: dict, categories: list[dict],
                 layouts: list[tuple[str, dict]]) -> list[str]:
    out = []
    total = overview["time_ps"]
    if total and overview["idle_time_ps"] / total > IDLE_SHARE:
        out.append(f"The device is idle {100 * overview['idle_time_ps'] / total:.1f}% of the time: it waits for "
                   "the host or the input. See input_pipeline_analyzer and the trace viewer for what runs between "
                   "the programs.")
    util = overview["flops_utilization_exclude_idle"]
    if util is None:
        if data.source == "host":
            out.append("The CPU records no peak FLOPS or memory bandwidth, so utilizations are unknown; the table "
                       "ranks ops by time and shows FLOP and byte rates estimated from the HLO shapes.")
        elif data.source:
            out.append("This profile does not record the device's peak FLOPS (plane stat "
                       "peak_teraflops_per_second), so utilizations are unknown; ops are ranked by time.")
        return out
    if util >= LOW_UTILIZATION:
        out.append(f"FLOPS utilization is {_percent(util)} of the device's peak while ops run: the device is "
                   "used well.")
        return out
    out.append(f"FLOPS utilization is {_percent(util)} of the device's peak while ops run.")
    if categories:
        top = categories[0]
        m = top["metrics"]
        share = m["time_ps"] / overview["op_time_ps"] if overview["op_time_ps"] else 0
        cat_util, bw = m["flops_utilization"], m["memory_bw_utilization"]
        text = (f"The most time ({100 * share:.1f}%) goes to {top['name']} ops, at {_percent(cat_util)} "
                "FLOPS utilization")
        if cat_util is not None and cat_util >= LOW_UTILIZATION:
            text += ": they use the device well; look at the next categories."
        elif bw is not None and bw >= HIGH_BANDWIDTH:
            text += (f" and {_percent(bw)} memory bandwidth utilization: they are memory-bound. Move fewer bytes: "
                     "let XLA fuse them with their producers and consumers, or use bfloat16.")
        elif top["name"] in LOW_FLOP_CATEGORIES:
            text += (": element-wise, data formatting and reduction work does little arithmetic. Reduce it (fewer "
                     "transposes, copies and reshapes) and express vector or scalar work as matrix "
                     "multiplications or convolutions where you can.")
        elif top["name"] in MATRIX_CATEGORIES:
            text += (": the matrix units are underused. Check the layout of the convolutions for padding and use "
                     "batch and feature sizes that are multiples of the hardware's alignment.")
        else:
            text += ": expand it in the table to see which of its ops take the time."
        out.append(text)
    for name, layout in layouts:
        if layout.get("utilization_percent") is not None and layout["utilization_percent"] < 50:
            padded = [f"{d['semantics']} {d['size']} to {d['padded_size']}" for d in layout["dimensions"]
                      if d["padded_size"] > d["size"]]
            out.append(f"{name} pads its input ({', '.join(padded)}): only {layout['utilization_percent']}% "
                       "of the padded data is real, so the matrix units are mostly fed zeros. Choose sizes that are "
                       "multiples of the alignment, or batch more.")
    return out


def _overview(data: xla_ops.XlaOps, ops: pd.DataFrame) -> dict:
    s = _sums(ops) if len(ops) else {c: 0.0 for c in _SUMS}
    idle = data.idle_ps
    op_time = int(s["time_ps"])
    fcap, bcap = float(s["flops_capacity"]), float(s["bytes_capacity"])
    sources = set(ops["flops_source"]) - {""} if len(ops) else set()
    peaks_f = {p["peak_teraflops_per_second"] for p in data.planes}
    peaks_b = {p["peak_hbm_gigabytes_per_second"] for p in data.planes}
    seconds = op_time * 1e-12
    return {
        "time_ps": op_time + idle, "op_time_ps": op_time, "idle_time_ps": int(idle),
        "flops": float(s["flops"]), "bytes_accessed": float(s["bytes_accessed"]),
        "flops_source": sources.pop() if len(sources) == 1 else ("mixed" if sources else ""),
        "flops_utilization": _ratio(s["flops"], fcap + data.idle_flops_capacity),
        "flops_utilization_exclude_idle": _ratio(s["flops"], fcap),
        "memory_bw_utilization": _ratio(s["bytes_accessed"], bcap + data.idle_bytes_capacity),
        "memory_bw_utilization_exclude_idle": _ratio(s["bytes_accessed"], bcap),
        "flops_per_second": s["flops"] / seconds if seconds else None,
        "bytes_per_second": s["bytes_accessed"] / seconds if seconds else None,
        "peak_teraflops_per_second": peaks_f.pop() if len(peaks_f) == 1 else None,
        "peak_hbm_gigabytes_per_second": peaks_b.pop() if len(peaks_b) == 1 else None,
    }


def _diagnostics(data: xla_ops.XlaOps) -> list[str]:
    out = []
    if not data.source:
        out.append("No XLA op events in this profile: device planes have no \"XLA Ops\" line, and no event "
                   "carries an hlo_op stat (XLA programs on GPU, TPU, and JAX on CPU record them).")
        if data.modules:
            out.append(f"The profile holds {len(data.modules)} XLA program(s), but none of them ran while it was "
                       "captured.")
    elif not data.modules and not data.problems:
        out.append("The profile has no HLO protos: categories come from the events' stats or op names, and "
                   "fusions cannot be expanded.")
    for name, why in data.problems.items():
        out.append(f"XLA module {name} cannot be used: {why}. Its ops are shown by name only, without HLO "
                   "details (fused ops, expressions, FLOPs estimates).")
    if data.unmatched:
        shown = ", ".join(data.unmatched[:10]) + (" ..." if len(data.unmatched) > 10 else "")
        out.append(f"{len(data.unmatched)} op(s) have no instruction in their program's HLO: {shown}")
    return out


PARTS = (xla_ops.XLA_OPS,)


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    return reduce(parts.hosts_of(profiles, PARTS), options)


def reduce(hosts: Sequence[parts.Host], options: Mapping[str, str]) -> dict:
    group_by = options.get("group_by") or "program"
    if group_by not in GROUPINGS:
        raise BadParameter(f"group_by must be one of {', '.join(GROUPINGS)}, not {group_by[:40]!r}")
    limit = _limit(options.get("limit"))
    data = xla_ops.combine([h[xla_ops.XLA_OPS] for h in hosts])
    ops = data.ops
    builder = _Builder(data, limit)
    children = builder.tree(group_by) if len(ops) else []
    root_name = f"by_{group_by}"
    op_sums = _sums(ops) if len(ops) else {c: 0 for c in _SUMS}
    idle_sums = {"time_ps": data.idle_ps, "flops": 0.0, "bytes_accessed": 0.0, "occurrences": 0,
                 "flops_capacity": data.idle_flops_capacity, "bytes_capacity": data.idle_bytes_capacity}
    if data.idle_ps > 0:
        children = sorted(children + [_node(IDLE, "idle", idle_sums, [])], key=lambda n: -n["metrics"]["time_ps"])
    with_idle = {c: op_sums[c] + idle_sums[c] for c in _SUMS}
    root = _node(root_name, "root", with_idle, children)
    root["metrics_exclude_idle"] = _node(root_name, "root", op_sums, [])["metrics"]
    overview = _overview(data, ops)
    categories = [_node(name, "category", _sums(part), []) for name, part in _by_time(ops, "category")] \
        if len(ops) else []
    overview["suggestions"] = _suggestions(data, overview, categories, _conv_layouts(data, ops))
    matched = int((ops["hlo_row"] >= 0).sum()) if len(ops) else 0
    return {
        "device_type": data.device_type, "source": data.source, "group_by": group_by, "limit": limit or 0,
        "overview": overview, "root": root,
        "hlo": {"modules": len(data.modules), "ops": int(len(ops)), "matched_ops": matched,
                "unmatched_ops": list(data.unmatched)},
        "planes": data.planes, "diagnostics": _diagnostics(data),
    }


def table(result: dict) -> tuple[list[str], list[list]]:
    """Every op node of the tree, one CSV row each (its groups in the first columns)."""
    rows = []
    total = result["root"]["metrics"]["time_ps"] or 0

    def walk(node, groups):
        if node["kind"] == "op":
            m, x = node["metrics"], node["xla"]
            pct = lambda v: None if v is None else round(100 * v, 3)  # noqa: E731
            rows.append([x["program"], "/".join(groups), x["category"], node["name"], x["provenance"],
                         m["time_ps"] / 1e6, round(100 * m["time_ps"] / total, 3) if total else None,
                         m["occurrences"], None if m["avg_time_ps"] is None else m["avg_time_ps"] / 1e6,
                         m["flops"], pct(m["flops_utilization"]), pct(m["memory_bw_utilization"]),
                         None if m["flops_per_second"] is None else m["flops_per_second"] / 1e9,
                         None if m["bytes_per_second"] is None else m["bytes_per_second"] / 1e9])
            return
        if node["kind"] in ("program", "provenance"):
            groups = groups + [node["name"]]
        for child in node["children"]:
            walk(child, groups)

    walk(result["root"], [])
    return CSV_COLUMNS, rows
