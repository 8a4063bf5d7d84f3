"""XLA ops of a profile: the executed ops, matched to their HLO instructions.

For tools/op_profile.py: `xla_ops(profile)` gives the executed XLA ops, one
row per (program, op), summed over events with numpy/pandas (no Python loop
per event); the instructions are those of the module's instruction table
(analysis/hlo). Where the times come from, per profile, the first that has events:
- device planes: on GPU planes the kernels (events of non-derived lines with
  an `hlo_op` stat, as XProf reads GPU profiles), else the "XLA Ops" line;
  on TPU and other device planes the "XLA Ops" line (events named by the
  HLO instruction, metadata stats `hlo_category`, `tf_op`, `flops`,
  `bytes_accessed`, `program_id`, `deduplicated_name`);
- the host plane: events with an `hlo_op` stat on non-derived lines. The
  XLA CPU runtime records one such event per executed thunk, named by the
  HLO instruction (`dot`, `ynn_fusion.1`, `multiply_subtract_fusion.1` on
  `tf_XLAEigen` / `tf_XLAPjRtCpuClient` threads). XProf ignores them and
  its op_profile is empty on CPU; here they give the same tree from host
  time.
The `hlo_op` value may be a call stack `while.1::fusion.3`: its last part
is the op. The program of an event: its `program_id` stat (event, else
metadata), else its `hlo_module` stat, else the "XLA Modules" event around
it on the same plane (`name(id)`). The op's instruction is looked up by
name in that program's HloProto.

Time: an op's self time (minus the time of op events nested in it on the
same line: a while loop's body ops), so nothing is counted twice; GPU
kernels never nest. On TPU the op's time and start are the device's own
(`device_duration_ps`, `device_offset_ps`), as XProf reads them: the event's
span is the host's clock mapped onto the device (per op -9 % to +13 % off on
`tpu_inference_2`, where ops that follow each other on the device overlap).
Program ids are exact 64-bit ids (`profile/ids.py`; TPU's are above 2^63). Executions ("occurrences"): events, except that
consecutive kernels of one op in one step (`group_id`) on one stream are one
execution (XProf counts each kernel). FLOPs and bytes accessed: the
`flops` (else `model_flops`) and `bytes_accessed` stats of an execution
(event, else metadata), else an estimate from the HLO instruction
(`estimate_cost`) times the executions; `flops_source` says which.
IDLE, per plane: device "XLA Ops" line: the span of its events and the
Steps line (TPU: of its ops on the device's clock) minus the ops' self time; GPU kernels: the span of all events of
non-derived lines minus the kernels' time; host: per thread and program
execution (`run_id` stat), the span of its op events minus their self
time, i.e. the gaps between thunks.
Peak FLOPS and memory bandwidth per plane: the `peak_teraflops_per_second`
and `peak_hbm_bw_gigabytes_per_second` plane stats (GPU: else
`memory_bandwidth`, bytes/s). Each op row carries its "capacity": the sum
over its events of self time x the plane's peak, so utilizations over
several devices are FLOPs / capacity; NaN where a peak is unknown.

Modules that cannot be read or walked (analysis/hlo `problems`) are named
in `XlaOps.problems`; their ops keep their names only.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import numpy as np
from ..lazy_pandas import pd

from ..profile import Plane, Profile, devices, ids, message, schema
from ..profile.model import as_text
from . import hlo, nesting, parts


class ModuleLookup:
    """Finds a module by program id or by module name."""

    def __init__(self, tables: dict[str, hlo.Instructions]):
        self.tables = tables
        self.by_id = {t.program_id: t for t in tables.values() if t.program_id is not None}
        self.by_name: dict[str, hlo.Instructions] = {}
        for t in tables.values():
            self.by_name.setdefault(t.name, t)
            self.by_name.setdefault(t.display_name, t)

    def find(self, program_id: int | None, name: str) -> hlo.Instructions | None:
        if program_id is not None and program_id in self.by_id:
            return self.by_id[program_id]
        if name in self.by_name:
            return self.by_name[name]
        base = re.sub(r"\(\d+\)$", "", name)
        return self.by_name.get(base) if base else None


# -- events -------------------------------------------------------------------------

OP_COLUMNS = ["program", "program_id", "op", "occurrences", "time_ps", "total_ps", "flops", "bytes_accessed",
              "flops_capacity", "bytes_capacity", "flops_source", "category", "provenance", "expression",
              "deduplicated_name", "hlo_row", "hbm_bytes"]

_MODULE_ID = re.compile(r"\((\d+)\)$")


def _metadata_list(plane: Plane) -> list:
    """The plane's event metadata in metadata_codes() order."""
    return [plane.event_metadata[i] for i in sorted(plane.event_metadata)]


def _peaks(plane: Plane) -> tuple[float, float]:
    """(peak TFLOP/s, peak memory GB/s) of a device plane, NaN when unknown (profile/devices.py)."""
    return devices.peaks(plane)


@dataclasses.dataclass
class _Rows:
    """Op events of one plane, as columns."""

    kind: str                     # "kernels" | "xla_ops_line" | "host"
    plane: Plane
    rows: np.ndarray
    op: np.ndarray                # object
    op_code: np.ndarray           # int64: equal op names, equal codes
    self_ps: np.ndarray
    total_ps: np.ndarray
    execution: np.ndarray         # bool: the event starts an execution
    idle_ps: int


def _hlo_rows(plane: Plane) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Events of non-derived lines with an `hlo_op` stat (kernels, CPU thunks), their op names
    (the stat's last `::` part) and the names' codes."""
    if plane.stat_id(schema.HLO_OP) is None or not len(plane.events):
        return np.zeros(0, np.int64), np.zeros(0, object), np.zeros(0, np.int64)
    column = plane.stat(schema.HLO_OP)
    codes, uniques = pd.factorize(column.values, use_na_sentinel=False)
    texts = [as_text(u) for u in uniques]
    named = np.array([bool(t) for t in texts] + [False])[codes]
    real = np.array([not schema.is_derived_line(line) for line in plane.lines] + [False])
    keep = named & real[plane.events.line[column.events]]
    rows = column.events[keep]
    if len(rows) > 1 and not (rows[1:] > rows[:-1]).all():  # (stat columns come in event order)
        rows = np.unique(rows)
        return (rows, *_op_names(plane, rows, plane.metadata_codes()[rows], from_metadata=False))
    last = [t.split("::")[-1] for t in texts] + [""]
    return rows, np.array(last, dtype=object)[codes[keep]], _same_text_codes(last, codes[keep])


def _op_names(plane: Plane, rows: np.ndarray, md_codes: np.ndarray,
              from_metadata: bool) -> tuple[np.ndarray, np.ndarray]:
    """The op of each row: its `hlo_op` stat (event, else metadata), else (the XLA Ops line:
    events are named by the instruction) its metadata's name; the stat's last `::` part.
    With a code per row (equal names, equal codes)."""
    found = plane.metadata_stat(schema.HLO_OP)
    mds = _metadata_list(plane)
    # Per metadata entry, then indexed by the rows' codes: only rows with an event-level
    # `hlo_op` are read one by one (np.unique over their texts, no pandas).
    per_md = [as_text(found.get(m.id)) or ((m.display_name or m.name) if from_metadata else "") for m in mds]
    last = np.array([t.split("::")[-1] for t in per_md] + [""], dtype=object)
    out, codes = last[md_codes], md_codes % len(last)
    column = plane.stat(schema.HLO_OP) if plane.stat_id(schema.HLO_OP) is not None else None
    if column is None or not len(column) or not len(rows):
        return out, _same_text_codes(last.tolist(), codes)
    pos = np.minimum(np.searchsorted(column.events, rows), len(column) - 1)
    hit = np.flatnonzero(column.events[pos] == rows)
    if not len(hit):
        return out, _same_text_codes(last.tolist(), codes)
    ops = plane.stat_at(schema.HLO_OP, rows[hit])
    if from_metadata:
        ops = np.where(ops != "", ops, np.append(np.array(per_md, dtype=object), "")[md_codes[hit]])
    uniques, inverse = np.unique(ops, return_inverse=True)
    hit_last = [u.split("::")[-1] for u in uniques.tolist()]
    out = out.copy()
    out[hit] = np.array(hit_last, dtype=object)[inverse.reshape(-1)]
    codes = codes.copy()
    codes[hit] = len(last) + inverse.reshape(-1)
    return out, _same_text_codes(last.tolist() + hit_last, codes)


def _same_text_codes(texts: list, codes: np.ndarray) -> np.ndarray:
    """codes (indices into texts) renumbered so that equal texts share one code."""
    seen: dict = {}
    remap = np.array([seen.setdefault(t, len(seen)) for t in texts], dtype=np.int64)
    return remap[codes]


def _device_rows(plane: Plane) -> _Rows | None:
    events = plane.events
    if not len(events):
        return None
    codes_all = plane.metadata_codes()
    if schema.is_gpu_plane(plane.name):
        rows, op, op_code = _hlo_rows(plane)
        if len(rows):
            dur = events.duration_ps[rows]
            line = events.line[rows]
            group = plane.stat(schema.GROUP_ID).for_events(len(events), fill=-1)[rows]
            order = np.lexsort((events.start_ps[rows], line))
            rows, op, op_code, dur, line, group = rows[order], op[order], op_code[order], dur[order], line[order], \
                group[order]
            same = np.r_[False, (line[1:] == line[:-1]) & (op_code[1:] == op_code[:-1]) & (group[1:] == group[:-1])]
            real = np.array([not schema.is_derived_line(ln) for ln in plane.lines] + [False])
            span_rows = np.flatnonzero(real[events.line])
            span = int(events.end_ps[span_rows].max() - events.start_ps[span_rows].min())
            return _Rows("kernels", plane, rows, op, op_code, dur, dur, ~same, max(span - int(dur.sum()), 0))
    op_lines = [k for k, line in enumerate(plane.lines) if line.name == schema.XLA_OP_LINE and line.num_events]
    if not op_lines:
        return None
    rows = np.flatnonzero(np.isin(events.line, op_lines))
    op, op_code = _op_names(plane, rows, codes_all[rows], from_metadata=True)
    start, dur, line = events.start_ps[rows], events.duration_ps[rows], events.line[rows]
    # The op's time as the device measured it (TPU: `device_offset_ps` and
    # `device_duration_ps`, as XProf reads them): the event's span is the host's clock
    # mapped onto the device (-9 % to +13 % off), and ops that follow each other on the
    # device overlap there, so nesting is found on the device's times too.
    device_dur = plane.stat_at(schema.DEVICE_DURATION_PS, rows, numeric=True)
    device_start = plane.stat_at(schema.DEVICE_OFFSET_PS, rows, numeric=True)
    on_device = ~np.isnan(device_dur) & ~np.isnan(device_start)
    op_dur = np.where(on_device, np.nan_to_num(device_dur), dur).astype(np.int64)
    op_start = np.where(on_device, np.nan_to_num(device_start), start).astype(np.int64)
    if on_device.any() and not on_device.all():  # two clocks on one line: nest none of them
        parent = np.full(len(rows), -1, np.int64)
    else:
        parent = nesting.parents(line, op_start, op_start + op_dur)
    self_ps = nesting.self_time(op_dur, parent)
    if on_device.all():  # the device's clock: its first op's start to its last op's end
        span = int((op_start + op_dur).max() - op_start.min())
    else:
        step_lines = [k for k, ln in enumerate(plane.lines) if ln.name == schema.STEP_LINE]
        span_rows = np.flatnonzero(np.isin(events.line, op_lines + step_lines))
        span = int(events.end_ps[span_rows].max() - events.start_ps[span_rows].min())
    return _Rows("xla_ops_line", plane, rows, op, op_code, self_ps, op_dur, np.ones(len(rows), bool),
                 max(span - int(self_ps.sum()), 0))


def _host_rows(plane: Plane) -> _Rows | None:
    rows, op, op_code = _hlo_rows(plane)
    if not len(rows):
        return None
    events = plane.events
    start, dur, line = events.start_ps[rows], events.duration_ps[rows], events.line[rows]
    self_ps = nesting.self_time(dur, nesting.parents(line, start, start + dur))
    run = plane.stat(schema.RUN_ID).for_events(len(events), fill=0)[rows] if plane.stat_id(schema.RUN_ID) is not None \
        else np.zeros(len(rows))
    spans = pd.DataFrame({"line": line, "run": pd.factorize(run)[0], "start": start, "end": start + dur,
                          "self": self_ps}).groupby(["line", "run"]).agg(
        start=("start", "min"), end=("end", "max"), busy=("self", "sum"))
    idle = int(np.maximum(spans["end"] - spans["start"] - spans["busy"], 0).sum())
    return _Rows("host", plane, rows, op, op_code, self_ps, dur, np.ones(len(rows), bool), idle)


def _module_events(plane: Plane) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(start, end, name) of the plane's "XLA Modules" events, by start."""
    lines = [k for k, line in enumerate(plane.lines) if line.name == schema.XLA_MODULE_LINE]
    rows = np.flatnonzero(np.isin(plane.events.line, lines))
    names = plane.event_names(display=False)[rows]
    order = np.argsort(plane.events.start_ps[rows], kind="stable")
    rows = rows[order]
    return plane.events.start_ps[rows], plane.events.end_ps[rows], names[order]


@dataclasses.dataclass
class XlaOps:
    """The XLA ops of one profile (or of several, after `combine`)."""

    source: str              # "device", "host" or "" (no XLA op events)
    device_type: str         # "GPU", "TPU", "CPU", ...
    ops: pd.DataFrame        # OP_COLUMNS, one row per (program, op)
    idle_ps: int
    idle_flops_capacity: float
    idle_bytes_capacity: float
    planes: list             # [{"name", "peak_teraflops_per_second", "peak_hbm_gigabytes_per_second", "events"}]
    modules: dict            # display name -> hlo.Instructions
    unmatched: list          # op names without an instruction in their module
    events: int = 0
    problems: dict = dataclasses.field(default_factory=dict)  # display name -> why the module is left out
    # One host's op events (None after `combine`): op (row of `ops`), plane (of `planes`),
    # start_ps, total_ps, execution (bool): for per-step sums (tools/roofline_model.py).
    op_events: pd.DataFrame | None = None


def _empty_ops() -> pd.DataFrame:
    return pd.DataFrame({c: pd.Series(dtype=object) for c in OP_COLUMNS})


def _codes(values: np.ndarray) -> tuple[np.ndarray, int]:
    """Each value's index among the distinct values, and their count."""
    if not len(values):
        return np.zeros(0, np.int64), 0
    if values.dtype == object and (values[:1] == values).all():  # one value (TPU: no module names)
        return np.zeros(len(values), np.int64), 1
    if values.dtype.kind in "iub" and values.min() >= 0 and values.max() < 1 << 22:  # small: a table, no sort
        values = values.astype(np.int64)
        present = np.flatnonzero(np.bincount(values))
        lut = np.zeros(int(present[-1]) + 1, np.int64)
        lut[present] = np.arange(len(present))
        return lut[values], len(present)
    uniques, inverse = np.unique(values, return_inverse=True)
    return inverse.reshape(-1).astype(np.int64), len(uniques)


def _first_seen_groups(*columns: np.ndarray) -> np.ndarray:
    """Group number of each row by the columns' values together, groups numbered by first
    appearance (pandas' groupby(sort=False).ngroup()), in numpy."""
    key = np.zeros(len(columns[0]), np.int64)
    for column in columns:
        codes, count = _codes(np.asarray(column))
        key = key * max(count, 1) + codes
        key = _codes(key)[0]  # renumbered each time: the product never overflows
    if not len(key):
        return key
    uniques, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    rank = np.empty(len(uniques), np.int64)
    rank[np.argsort(first, kind="stable")] = np.arange(len(uniques))
    return rank[inverse.reshape(-1)]


def _ops_of(part: _Rows, lookup: ModuleLookup) -> tuple[pd.DataFrame, list, pd.DataFrame]:
    plane, rows = part.plane, part.rows
    events = plane.events
    md_codes = plane.metadata_codes()[rows]
    mds = _metadata_list(plane)
    # Program ids are 64-bit (TPU: fingerprints above 2^63): read exact, never as floats.
    program_id, has_pid = ids.stat_ids_at(plane, schema.PROGRAM_ID, rows)
    module_name = plane.stat_at(schema.HLO_MODULE, rows)
    # Events without a program: the "XLA Modules" event around them.
    missing = ~has_pid & (module_name == "")
    if missing.any():
        m_start, m_end, m_name = _module_events(plane)
        if len(m_start):
            idx = np.searchsorted(m_start, events.start_ps[rows][missing], "right") - 1
            ok = idx >= 0
            inside = np.zeros(len(idx), bool)
            inside[ok] = m_end[idx[ok]] >= events.end_ps[rows][missing][ok]
            fill = np.where(inside, m_name[np.maximum(idx, 0)], "")
            module_name = module_name.copy()
            module_name[np.flatnonzero(missing)] = fill
    flops = plane.stat_at(schema.FLOPS, rows, numeric=True)
    model_flops = plane.stat_at(schema.MODEL_FLOPS, rows, numeric=True)
    flops = np.where(np.isnan(flops), model_flops, flops)
    nbytes = plane.stat_at(schema.BYTES_ACCESSED, rows, numeric=True)
    peak_flops, peak_bw = _peaks(plane) if part.kind != "host" else (np.nan, np.nan)
    execution = part.execution
    keys = _first_seen_groups(has_pid, program_id, module_name, part.op_code)
    n = int(keys.max()) + 1 if len(keys) else 0
    first = np.full(n, -1, np.int64)
    first[keys[::-1]] = np.arange(len(keys) - 1, -1, -1)  # the first event of each op

    def total(values):  # exact int64 sums per op
        out = np.zeros(n, np.int64)
        np.add.at(out, keys, values.astype(np.int64, copy=False))
        return out

    def stat_sum(values):  # NaN where no execution has the stat
        values = np.where(execution, values, np.nan)
        known = np.bincount(keys, weights=~np.isnan(values), minlength=n)
        return np.where(known > 0, np.bincount(keys, weights=np.nan_to_num(values), minlength=n), np.nan)

    occurrences = total(execution)
    time_ps, total_ps = total(part.self_ps), total(part.total_ps)
    flops_stat, bytes_stat = stat_sum(flops), stat_sum(nbytes)
    hbm_stat = stat_sum(_hbm_bytes(plane, md_codes)).tolist()
    # NaN capacities (unknown peaks) stay NaN in bincount's float sums.
    flops_cap = np.bincount(keys, weights=part.self_ps * peak_flops, minlength=n)
    bytes_cap = np.bincount(keys, weights=part.self_ps * peak_bw * 1e-3, minlength=n)
    texts = {name: plane.stat_at(name, rows[first])
             for name in (schema.HLO_CATEGORY, schema.TF_OP, schema.DEDUPLICATED_NAME)}
    long_names = np.array([m.name if m.display_name else "" for m in mds] + [""], dtype=object)[md_codes[first]]
    out = []
    unmatched = []
    # Python scalars: the loop runs once per op, numpy scalars would slow it down.
    occurrences, time_ps, total_ps = occurrences.tolist(), time_ps.tolist(), total_ps.tolist()
    flops_stat, bytes_stat = flops_stat.tolist(), bytes_stat.tolist()
    flops_cap, bytes_cap = flops_cap.tolist(), bytes_cap.tolist()
    categories, tf_ops, dedup = (texts[n].tolist() for n in (schema.HLO_CATEGORY, schema.TF_OP,
                                                                   schema.DEDUPLICATED_NAME))
    for k, (known, pid, mname, op) in enumerate(zip(has_pid[first].tolist(), program_id[first].tolist(),
                                                    module_name[first].tolist(), part.op[first].tolist())):
        pid = pid if known else None
        table = lookup.find(pid, mname)
        hlo_row = table.index.get(op) if table is not None else None
        if table is not None:
            program = table.display_name
        elif mname:
            program = mname if pid is None or _MODULE_ID.search(mname) else f"{mname}({pid})"
        else:
            program = f"program {pid}" if pid is not None else "unknown program"
        if pid is None:
            found = _MODULE_ID.search(program)
            pid = int(found.group(1)) if found else None
        if hlo_row is None:
            unmatched.append(op)
        op_flops, op_bytes = flops_stat[k], bytes_stat[k]
        source = "profile" if op_flops == op_flops else ""  # x != x: NaN, unknown
        if hlo_row is not None and (op_flops != op_flops or op_bytes != op_bytes):
            est_flops, est_bytes = table.estimate_cost(hlo_row)
            if op_flops != op_flops:
                op_flops, source = est_flops * occurrences[k], "estimate"
            if op_bytes != op_bytes:
                op_bytes = est_bytes * occurrences[k]
        cat = categories[k] or (table.category(hlo_row) if hlo_row is not None else hlo.category_from_name(op))
        provenance = tf_ops[k] or (table.provenance(hlo_row) if hlo_row is not None else "")
        out.append((program, pid, op, occurrences[k], time_ps[k], total_ps[k],
                    0.0 if op_flops != op_flops else float(op_flops), 0.0 if op_bytes != op_bytes else float(op_bytes),
                    flops_cap[k], bytes_cap[k], source, cat, provenance, long_names[k], dedup[k],
                    -1 if hlo_row is None else hlo_row, hbm_stat[k]))
    events_frame = pd.DataFrame({"op": keys.astype(np.int64), "start_ps": events.start_ps[rows],
                                 "total_ps": part.total_ps.astype(np.int64), "execution": execution})
    return pd.DataFrame(out, columns=OP_COLUMNS), unmatched, events_frame


_HBM = 1  # MemoryAccessed.memory_space of HBM


def _breakdown_hbm(data: bytes) -> int:
    """HBM bytes of a `memory_access_breakdown` (repeated MemoryAccessed {1: operation_type,
    2: memory_space, 3: bytes_accessed}), read and written."""
    total = 0
    try:
        for number, value in message.fields(data):
            if number == 1 and isinstance(value, bytes):
                entry = dict(message.fields(value))
                if entry.get(2) == _HBM and isinstance(entry.get(3), int):
                    total += entry[3]
    except ValueError:  # not a breakdown (an untrusted stat): its HBM entries read so far
        pass
    return total


def _hbm_bytes(plane: Plane, md_codes: np.ndarray) -> np.ndarray:
    """Each event's HBM bytes from its metadata's `memory_access_breakdown` (TPU), NaN where
    the metadata has none; an empty breakdown is 0 bytes (XProf's Program row counts it so)."""
    found = plane.metadata_stat(schema.MEMORY_ACCESS_BREAKDOWN)
    if not found:
        return np.full(len(md_codes), np.nan)
    per_md = [found.get(i) for i in sorted(plane.event_metadata)]  # once per metadata entry
    values = np.array([_breakdown_hbm(v) if isinstance(v, (bytes, bytearray)) else np.nan for v in per_md]
                      + [np.nan], dtype=np.float64)
    return values[md_codes]


# The event stats this module reads, decoded in one pass without the plane's whole stat table
# (a pass costs about the same for one stat or ten); STEP_NUM too, for the roofline's steps.
_STATS = (schema.HLO_OP, schema.PROGRAM_ID, schema.HLO_MODULE, schema.FLOPS, schema.MODEL_FLOPS,
          schema.BYTES_ACCESSED, schema.RUN_ID, schema.GROUP_ID, schema.HLO_CATEGORY, schema.TF_OP,
          schema.DEDUPLICATED_NAME, schema.STEP_NUM, schema.DEVICE_DURATION_PS,
          schema.DEVICE_OFFSET_PS)


def _build_xla_ops(profile: Profile) -> XlaOps:
    for plane in (*profile.device_planes, profile.host_plane):
        if plane is not None:
            plane.stat_columns(_STATS)
    tables = hlo.tables(profile)
    left_out = hlo.problems(profile)
    lookup = ModuleLookup(tables)
    parts = [p for p in (_device_rows(plane) for plane in profile.device_planes) if p is not None]
    source = "device"
    if not parts:
        host = profile.host_plane
        part = _host_rows(host) if host is not None else None
        parts, source = ([part], "host") if part is not None else ([], "")
    frames, unmatched, planes, per_event = [], [], [], []
    idle = 0
    offset = 0
    idle_caps = [0.0, 0.0]
    for part in parts:
        frame, missing, op_events = _ops_of(part, lookup)
        op_events["op"] += offset
        op_events["plane"] = len(planes)
        offset += len(frame)
        frames.append(frame)
        per_event.append(op_events)
        unmatched += missing
        peak_flops, peak_bw = _peaks(part.plane) if part.kind != "host" else (np.nan, np.nan)
        idle += part.idle_ps
        idle_caps[0] += part.idle_ps * peak_flops
        idle_caps[1] += part.idle_ps * peak_bw * 1e-3
        planes.append({"name": part.plane.name, "source": part.kind, "events": int(len(part.rows)),
                       "peak_teraflops_per_second": None if np.isnan(peak_flops) else peak_flops,
                       "peak_hbm_gigabytes_per_second": None if np.isnan(peak_bw) else peak_bw})
    ops = pd.concat(frames, ignore_index=True) if frames else _empty_ops()
    op_events = pd.concat(per_event, ignore_index=True) if per_event else None
    if len(frames) > 1:  # one row per op over the devices, as for several hosts
        ops, keys = _merged(ops)
        op_events["op"] = keys[op_events["op"].to_numpy()]
    names = [p.plane.name for p in parts]
    for plane_facts, part in zip(planes, parts):  # XProf's name of each device ("TPU v6 Lite")
        plane_facts["device_type"] = "CPU" if part.kind == "host" else devices.device_type(part.plane)
    if source == "host":
        device_type = "CPU"
    elif any(schema.is_gpu_plane(n) for n in names):
        device_type = "GPU"
    elif any(schema.is_tpu_plane(n) for n in names):
        device_type = "TPU"
    else:
        device_type = names[0][len(schema.DEVICE_PLANE_PREFIX):].split(":")[0] if names else ""
    return XlaOps(source, device_type, ops, idle, idle_caps[0], idle_caps[1], planes, tables,
                  sorted(set(unmatched)), int(sum(len(p.rows) for p in parts)), dict(left_out), op_events)


# The per-host part; the key keeps the prefix of the module this came from (tests look for it).
XLA_OPS = parts.Part("hlo_ops/xla_ops/v4", _build_xla_ops)


def xla_ops(profile: Profile) -> XlaOps:
    """The XLA ops of one profile (cached with the profile)."""
    return XLA_OPS.of(profile)


def _merged(ops: pd.DataFrame) -> tuple[pd.DataFrame, np.ndarray]:
    """Rows of the same program and op summed (several devices or hosts); the row of each
    input row in the result."""
    sums = ["occurrences", "time_ps", "total_ps", "flops", "bytes_accessed"]
    grouped = ops.groupby(["program", "op"], sort=False)
    keys = grouped.ngroup().to_numpy()
    merged = grouped.first().reset_index()
    merged[sums] = grouped[sums].sum().reset_index(drop=True)
    merged["hbm_bytes"] = grouped["hbm_bytes"].sum(min_count=1).reset_index(drop=True)  # NaN: unknown
    for c in ("flops_capacity", "bytes_capacity"):
        merged[c] = np.bincount(keys, weights=ops[c].to_numpy(dtype=np.float64), minlength=len(merged))
    return merged[OP_COLUMNS], keys


def combine(parts: list[XlaOps]) -> XlaOps:
    """Several hosts as one: ops of the same program and name summed."""
    parts = [p for p in parts if p.source]
    if not parts:
        return XlaOps("", "", _empty_ops(), 0, 0.0, 0.0, [], {}, [])
    if len(parts) == 1:
        return parts[0]
    merged, _ = _merged(pd.concat([p.ops for p in parts], ignore_index=True))
    mods: dict = {}
    for p in parts:
        for name, table in p.modules.items():
            mods.setdefault(name, table)
    sources = {p.source for p in parts}
    types = sorted({p.device_type for p in parts})
    left_out: dict = {}
    for p in parts:
        for name, why in p.problems.items():
            if name not in mods:
                left_out.setdefault(name, why)
    return XlaOps("device" if "device" in sources else "host", "/".join(types), merged,
                  sum(p.idle_ps for p in parts), sum(p.idle_flops_capacity for p in parts),
                  sum(p.idle_bytes_capacity for p in parts), [pl for p in parts for pl in p.planes], mods,
                  sorted({u for p in parts for u in p.unmatched}), sum(p.events for p in parts),
                  dict(sorted(left_out.items())))


def ratio(num, den) -> np.ndarray:
    """num / den elementwise (float64), 0 where den is not above 0: rates and shares of the op tools."""
    num, den = np.asarray(num, np.float64), np.asarray(den, np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(den > 0, num / np.where(den > 0, den, 1), 0.0)


def plain(value: Any) -> Any:
    if isinstance(value, np.generic):
        return value.item()
    return value
