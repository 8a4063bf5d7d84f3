"""Per framework op statistics (TensorFlow / JAX ops) on hosts and devices.

`framework_op_stats(profiles)` gives one row per (host/device, op type, op
name): occurrences, total and self time, FLOPs and bytes accessed.
`idle_time_ps(profiles)` gives the IDLE time of each side, defined as XProf
defines it (below), so percentages can include or exclude it. Both are built
once per profile (`Profile.derived`) and summed over profiles (an all-hosts
aggregate). Everything runs per plane with numpy and pandas; Python loops run
per metadata entry, per distinct op name and per line, never per event.

Host (the `/host:CPU` plane):
- an op event is an event whose metadata name parses as a framework op, with
  XProf's rules (`parse_tf_op`): TensorFlow `<name>:<Type>`, JAX
  `<name>:<type>`, and tf.data `Iterator::...` (type "Dataset");
- self time is an op's time minus the time of op events nested in it on the
  same line (nesting.py);
- IDLE, per thread (line): from the first to the last "op activity" of the
  line, minus the self time of the line's ops; summed over lines and hosts.
  Op activities are the op events and every event that carries a non-empty
  `tf_op` stat (TensorFlow's allocator events do: MemoryAllocation and
  MemoryDeallocation name the op they ran for). So IDLE is the gaps between
  ops within each thread's active span; a thread with no activity adds
  nothing. This is XProf's host rule (xplane_to_op_metrics_db.cc: total time
  per line = last minus first activity timestamp, IDLE = total time - op self
  time) and gives XProf 2.24's IDLE row to the ps on the reference profiles.
- an event with a non-empty `tf_op` stat (not an op event itself) runs the op
  the stat names (`parse_tf_op`, the type "" where the text is no op name:
  `dummy`), as XProf counts it, when no op event of the host has that name:
  JAX GPU hosts' kernel launches (`hipModuleLaunchKernel`, tf_op
  `XlaModule:`), TPU hosts' MemoryAllocation events of `dummy`, TensorFlow's
  allocator events of ops that left no op event (zero time). Self time nests
  these events among the op events. Deliberate difference from XProf 2.24:
  the allocator events of an op that has op events are not counted; XProf
  counts them too, and so reports e.g. 12 occurrences for an op that ran 6
  times with 6 allocations (its averages smaller by that factor).

PyTorch (Kineto traces, profile/kineto.py): an event whose metadata carries a
`category` stat is judged by it, never by the grammar above (`nccl:all_reduce`
is an annotation, not a JAX op): a host event is an op when its category is an
operator's (kineto.OPERATOR_CATEGORIES), named as it is (`aten::conv2d`, type =
name), unless it is a step marker (`step_num`: `ProfilerStep#N`, an operator in
older traces). Self time and IDLE as above, nesting among operators only, so a
CUDA runtime call (`cudaLaunchKernel`) is self time of the operator around it;
the importer's `tf_op` stats (the operator around an allocation) add no ops. As
torch-tb-profiler counts them, an operator whose only nested operator has its name is one
call with it, and the host rows carry torch_ops' columns (device self and total time,
Tensor Core time and eligibility, self time less runtime calls: torch_ops.py).
On GPU planes (case 2 below) kernels, copies and sets count, by their `tf_op`
(the operator that launched them, named as on the host); GPU annotations
(`gpu_user_annotation`) do not.
By input shape (the third item of the STATS part, for profiles whose host events carry Kineto's
`Input Dims`): the same rows split by that stat's text on the host; a device
event takes the shape of the host operator with its `External id` (the
innermost, as the importer chooses `tf_op`, and only when its name is the
`tf_op`), else the importer's `launch_input_dims` (a launch found through its runtime
call); "" where there is none.

Device, XLA ops (TPU "XLA Ops" lines, GPU kernels with an `hlo_op` stat): the
rows of analysis/xla_ops.py (hlo_stats' and op_profile's: one per program and
op over the host's devices, TPU ops on the device's clock, IDLE per plane),
grouped by framework op as XProf's CreateTfMetricsDbFromDeviceOpMetricsDb
does: an op's framework op is its HLO instruction's `op_name:op_type`
(XProf's TfOpFullname; TPU's `tf_op` metadata stats are the same text), else
the op's `tf_op` stat, parsed with `parse_tf_op` (`jit(f)/jit(main)/add:` ->
"jit(f)/jit(main)/add", type "add"; the type "Unknown" where the text is no op
name), else the HLO op itself, type "Unknown" (TPU `copy-done.4`). Rows of one
framework op sum their times, FLOPs and bytes; their occurrences are the most
any of its HLO ops ran (XProf's rule). Deliberate differences from XProf 2.24:
- an HLO op's occurrences are xla_ops' executions, so a framework op whose HLO
  op runs as several consecutive kernels counts executions where XProf counts
  kernels (jax_mi300x_conv: conv_general_dilated 40 here, 79 in XProf:
  cudnn-conv.1's kernels), and its FLOPs and bytes, which XProf multiplies by
  that count, are smaller by the same factor; times are the same;
- several hosts: each host's occurrences (the most of its HLO ops) are summed;
  XProf takes the most of the ops' sums over hosts (the same when the hosts
  run the same programs);
- a GPU kernel whose HLO instruction is not in the profile counts, by its
  `tf_op` or its op name; XProf leaves it out.

Other device planes (`/device:*` but TPU non-core), and a GPU plane's kernels
without an `hlo_op` beside XLA ones, the first of:
1. events of the "TensorFlow Ops" / "Framework Ops" lines (framework ops the
   profiler derived already): name and type from the event name, self time by
   nesting;
2. events of the other lines (GPU streams; derived lines, by name or by a
   line id in tsl's derived range from schema.DERIVED_LINE_ID_MIN, are
   skipped) that carry a `tf_op` stat (TensorFlow GPU kernels and copies,
   PyTorch's): the op it names, a kernel's whole time its self time.
FLOPs and bytes accessed: the `flops` and `bytes_accessed` stats of the
event, else of its metadata, 0 when absent. IDLE per plane: the span from the
first to the last event of the op lines, the Steps line and (case 2) the
non-derived lines, minus the ops' self time (not below 0); beside XLA kernels,
xla_ops' IDLE less these kernels' time. Summed over planes and hosts.

A little over 600 lines: the host side, the three device cases and the rows
they share are one set of XProf's rules, read together (PyTorch's own rules
are in torch_ops.py).
"""

from __future__ import annotations

import re
from typing import Sequence

import numpy as np
from ..lazy_pandas import pd

from ..profile import Plane, Profile, kineto, schema
from ..profile.model import as_text
from . import hlo, nesting, parts, table, torch_ops, xla_ops
from .table import Table

# XProf's grammar of op names and types (tsl/profiler/utils/tf_op_utils.cc).
_TF_NAME = re.compile(r"[A-Za-z0-9.][A-Za-z0-9_.\-/>]*")
_TF_TYPE = re.compile(r"[A-Z_][a-zA-Z0-9_]*")
_JAX_TYPE = re.compile(r"[a-z_][a-z0-9_]*(\[.*\])?", re.S)
_NUMERIC_SUFFIX = re.compile(r"_\d+$")
_MEMCPY_TYPES = ("MemcpyHToD", "MemcpyDToH", "MemcpyDToD", "MemcpyHToH")

HOST = "Host"
DEVICE = "Device"
IDLE = "IDLE"

COLUMNS = ["host_or_device", "type", "name", "occurrences", "total_ps", "self_ps", "flops", "bytes_accessed"]
_SUMS = COLUMNS[3:]

DATASET_OP_TYPE = "Dataset"
_UNKNOWN = "Unknown"  # XProf's type of a device op without a framework op

INPUT_SHAPE = "input_shape"  # column of the tables by input shape
INPUT_DIMS = "Input Dims"  # Kineto's arg (a stat of the PyTorch reader): an operator's input shapes

# 3: PyTorch operators on hosts; 4: table.Table, not DataFrames; 5: XLA ops by framework op, tf_op-only ops;
# 6: PyTorch: same-name pairs merged, torch_ops' columns
_CACHE_KEY = "op_stats/v6"


def parse_tf_op(fullname: str) -> tuple[str, str] | None:
    """(name, type) of a framework op event name, None if it is not one.

    `a/b/MatMul:MatMul` -> ("a/b/MatMul", "MatMul"); `Iterator::Root::Map` ->
    ("Iterator::Root::Map", "Dataset"); JAX `jit(f)/dot_general:dot_general`
    -> ("jit(f)/dot_general", "dot_general"), `f/transpose:` ->
    ("f/transpose", "transpose") (a JAX type is lower case; `[...]` details
    are dropped; an empty type comes from the name without a `_N` suffix, and
    is kept as it is when not a JAX type: `XlaModule:` -> ("XlaModule",
    "XlaModule")); `MemcpyHToD...` -> (the name, "MemcpyHToD").
    """
    name, colon, op_type = fullname.partition(":")
    if not colon:
        for memcpy in _MEMCPY_TYPES:  # GPU copies XProf tracks without a type
            if fullname[:len(memcpy)].lower() == memcpy.lower():
                return fullname, memcpy
        return None
    if name == "Iterator":
        return fullname, DATASET_OP_TYPE
    if _TF_NAME.fullmatch(name) and _TF_TYPE.fullmatch(op_type):
        return name, op_type
    jax_type = op_type or _NUMERIC_SUFFIX.sub("", name.rsplit("/", 1)[-1])
    if _JAX_TYPE.fullmatch(jax_type):
        return name, jax_type.split("[", 1)[0]
    if not op_type and jax_type:
        return name, jax_type
    return None


def _stat_op(text: str) -> tuple[str, str]:
    """(name, type) of the op a `tf_op` stat names; XProf takes any text, the
    type "" where it does not parse (`dummy` -> ("dummy", ""))."""
    return parse_tf_op(text) or (text, "")


def _framework_op_name(fullname: str) -> tuple[str, str]:
    """Name and type of an event on a device framework-op line, or of a
    `tf_op` stat that does not parse: the type is the last path part."""
    parsed = parse_tf_op(fullname)
    if parsed:
        return parsed
    return fullname, fullname.rsplit("/", 1)[-1] or fullname


def _empty(shapes: bool = False) -> Table:
    columns = COLUMNS + [INPUT_SHAPE] if shapes else COLUMNS
    return Table({c: np.zeros(0, np.int64 if c in _SUMS else object) for c in columns}, 0)


def _sum_by(keys: np.ndarray, values: np.ndarray, size: int) -> np.ndarray:
    """Exact int64 sums of `values` per key in [0, size) (bincount would sum
    in float64, inexact beyond 2**53 ps; numpy 2's ufunc.at is as fast)."""
    out = np.zeros(size, np.int64)
    np.add.at(out, keys, values.astype(np.int64, copy=False))
    return out


def _idle_ps(events, activity: np.ndarray, op_lines: np.ndarray, op_self: np.ndarray, num_lines: int) -> int:
    """Sum over lines of (last end - first start of the line's activities: the
    events in `activity`, a mask) minus the self time of the line's ops, each
    line at least 0. Read a chunk of events at a time (no copies of columns)."""
    lo = np.full(num_lines, np.iinfo(np.int64).max)
    hi = np.full(num_lines, np.iinfo(np.int64).min)
    for at in range(0, len(activity), _CHUNK):
        rows = np.flatnonzero(activity[at:at + _CHUNK]) + at
        lines, starts, ends = events.line[rows], events.start_ps[rows], events.end_at(rows)
        if len(rows) and np.all(lines[1:] >= lines[:-1]):  # rows of a plane come grouped by line
            first = np.r_[0, np.flatnonzero(lines[1:] != lines[:-1]) + 1]
            at_line = lines[first]
            lo[at_line] = np.minimum(lo[at_line], np.minimum.reduceat(starts, first))
            hi[at_line] = np.maximum(hi[at_line], np.maximum.reduceat(ends, first))
        else:
            np.minimum.at(lo, lines, starts)
            np.maximum.at(hi, lines, ends)
    active = hi >= lo
    busy = _sum_by(op_lines, op_self, num_lines)
    return int(np.maximum(hi[active] - lo[active] - busy[active], 0).sum())


_CHUNK = 1 << 18


def _grouped(keys: np.ndarray, names: list, types: list, where: str, total: np.ndarray,
             self_ps: np.ndarray, flops: np.ndarray | None = None,
             bytes_accessed: np.ndarray | None = None, shapes: np.ndarray | None = None,
             extra: dict | None = None) -> Table:
    """One row per key (index into names/types) that occurs, or per (key,
    shape text) with `shapes` (an INPUT_SHAPE column); None sums to 0. `extra`:
    torch_ops.COLUMNS per event, summed (its flag: any)."""
    names, types = np.array(names, dtype=object), np.array(types, dtype=object)
    if shapes is not None:
        shape_codes, shape_texts = pd.factorize(shapes, use_na_sentinel=False)
        pairs, uniques = pd.factorize(keys * max(len(shape_texts), 1) + shape_codes)
        keys, uniques = pairs, np.asarray(uniques)
        names, types = names[uniques // max(len(shape_texts), 1)], types[uniques // max(len(shape_texts), 1)]
        shape_of = np.asarray(shape_texts, dtype=object)[uniques % max(len(shape_texts), 1)]
    n = len(names)
    occ = np.bincount(keys, minlength=n)
    seen = np.flatnonzero(occ)
    sums = [_sum_by(keys, v, n)[seen] if v is not None else np.zeros(len(seen), np.int64)
            for v in (total, self_ps, flops, bytes_accessed)]
    columns = {
        "host_or_device": np.full(len(seen), where, dtype=object),
        "type": types[seen],
        "name": names[seen],
        "occurrences": occ[seen].astype(np.int64),
        "total_ps": sums[0], "self_ps": sums[1], "flops": sums[2], "bytes_accessed": sums[3],
    }
    if shapes is not None:
        columns[INPUT_SHAPE] = shape_of[seen]
    for name, values in (extra or {}).items():
        summed = _sum_by(keys, values, n)[seen]
        columns[name] = summed > 0 if name == torch_ops.ELIGIBLE else summed
    return Table(columns, len(seen))


def _derived_lines(plane: Plane) -> np.ndarray:
    """Per line index (plus one False for padding): derived by name or id."""
    return np.array([schema.is_derived_line(line) for line in plane.lines] + [False])


# -- host ---------------------------------------------------------------------------


def _host_ops(plane: Plane) -> tuple[list, bool, bool]:
    """((name, type) or None per metadata entry, in metadata id order; whether
    some op is a Kineto operator; whether the plane is Kineto's: some event has
    a category). Kineto events (a `category` stat) are ops by their category,
    named as they are; the others by XProf's grammar."""
    out, kineto_ops, is_kineto = [], False, False
    for i in sorted(plane.event_metadata):
        md = plane.event_metadata[i]
        category = md.stats.get(kineto.CATEGORY)
        if category is None:
            out.append(parse_tf_op(md.name))
            continue
        is_kineto = True
        if as_text(category) in kineto.OPERATOR_CATEGORIES:
            out.append((md.name, md.name))
            kineto_ops = True
        else:
            out.append(None)
    return out, kineto_ops, is_kineto


def _columns_at(events, rows: np.ndarray):
    """(start, duration, line) of some rows; of every row the columns themselves,
    not copies (80 MB each at 10M events)."""
    if len(rows) == len(events):
        return events.start_ps, events.duration_ps, events.line
    return events.start_ps[rows], events.duration_ps[rows], events.line[rows]


_HOST_STATS = (schema.STEP_NUM, schema.TF_OP)


def _stat_ops(plane: Plane, op_mask: np.ndarray, real_event: np.ndarray, op_names: set
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray, list]:
    """(mask of the events on real lines with a non-empty `tf_op` stat: op
    activity for IDLE; those of them that run an op: not op events, naming an
    op that no op event has; their stat codes; the (name, type) of each code)."""
    activity = np.zeros(len(plane.events), bool)
    if plane.stat_id(schema.TF_OP) is None:
        return activity, np.zeros(0, np.int64), np.zeros(0, np.int64), []
    named = plane.stat(schema.TF_OP)
    codes, uniques = pd.factorize(named.values, use_na_sentinel=False)
    texts = [as_text(u) for u in uniques]
    parsed = [_stat_op(t) for t in texts]
    # An op with op events of its own: its allocator events record its memory, not runs.
    counted = np.array([bool(t) and p[0] not in op_names for t, p in zip(texts, parsed)] + [False], bool)
    nonempty = np.array([bool(t) for t in texts] + [False], bool)
    keep = nonempty[codes] & real_event[named.events]
    activity[named.events[keep]] = True
    rows = named.events[keep & counted[codes]]
    rows_codes = codes[keep & counted[codes]]
    alone = ~op_mask[rows]
    return activity, rows[alone], rows_codes[alone], parsed


def _host_plane(plane: Plane, profile: Profile | None = None) -> dict:
    """The op events of a host plane, to be grouped by `_host_table`: their rows, codes
    (`keys` into `names`/`types`), times, IDLE ps; on a PyTorch host (with `profile`, for
    its GPU planes) merged as torch_ops merges them, with torch_ops' columns (`extra`)."""
    events = plane.events
    out = {"rows": np.zeros(0, np.int64), "idle": 0, "extra": None, "names": [], "types": []}
    if not len(events):
        return out
    parsed, kineto_ops, is_kineto = _host_ops(plane)
    plane.preload_stats(_HOST_STATS)  # what it reads of every event
    is_op_md = np.array([p is not None for p in parsed] + [False])
    codes = plane.metadata_codes()
    # XProf skips lines with derived thread ids on the host too.
    real = np.array([not schema.is_derived_line_id(line.id) for line in plane.lines] + [False])
    real_event = real[events.line]
    op_mask = is_op_md[codes] & real_event
    if kineto_ops:
        # PyTorch's step markers (ProfilerStep#N, an operator in older traces) are no ops.
        op_mask[plane.stat(schema.STEP_NUM).events] = False
    names = [p[0] if p else "" for p in parsed]
    types = [p[1] if p else "" for p in parsed]
    keys = codes
    activity = op_mask
    if plane.stat_id(schema.TF_OP) is not None:
        seen = np.zeros(len(parsed) + 1, bool)
        seen[codes[op_mask]] = True
        with_op, stat_rows, stat_codes, stat_parsed = _stat_ops(
            plane, op_mask, real_event, {names[i] for i in np.flatnonzero(seen[:-1]).tolist()})
        activity = op_mask | with_op
        if len(stat_rows) and not is_kineto:  # XProf's ops named only by `tf_op` stats
            op_mask = op_mask.copy()
            op_mask[stat_rows] = True
            keys = codes.copy()
            keys[stat_rows] = len(names) + stat_codes
            names = names + [p[0] for p in stat_parsed]
            types = types + [p[1] for p in stat_parsed]
    rows = np.flatnonzero(op_mask)
    start, dur, line = _columns_at(events, rows)
    parent = nesting.parents(line, start, start + dur)
    self_ps = nesting.self_time(dur, parent)
    out.update(idle=_idle_ps(events, activity, line, self_ps, len(plane.lines)), names=names, types=types)
    keys = keys[rows]
    if kineto_ops and profile is not None and len(rows):
        extra = torch_ops.operator_times(profile, plane, rows, keys, names, parent, self_ps)
        into = torch_ops.merged_into(parent, keys)
        kept = np.flatnonzero(into == np.arange(len(rows)))
        if len(kept) < len(rows):  # a merged call: the calls' self times and own device times
            for name in ("device_self_ps", "tc_self_ps", "self_net_ps"):
                extra[name] = _sum_by(into, extra[name], len(rows))
            self_ps = _sum_by(into, self_ps, len(rows))
        out["extra"] = {name: values[kept] for name, values in extra.items()}
        rows, keys, dur, self_ps = rows[kept], keys[kept], dur[kept], self_ps[kept]
    out.update(rows=rows, keys=keys, dur=dur, self_ps=self_ps)
    return out


def _host_table(plane: Plane, ops: dict, shapes: bool = False) -> tuple[Table, dict]:
    """(op rows of `_host_plane`'s events, with `shapes` per input shape, and the ops'
    launchers (`_launchers`): what the device planes need to give kernels their op's shape)."""
    rows = ops["rows"]
    if not len(rows):
        return _empty(shapes), {}
    args = (ops["keys"], ops["names"], ops["types"], HOST, ops["dur"], ops["self_ps"])
    if not shapes:
        return _grouped(*args, extra=ops["extra"]), {}
    shape = plane.stat_at(INPUT_DIMS, rows)
    df = _grouped(*args, shapes=shape, extra=ops["extra"])
    return df, _launchers(plane, rows, np.array(ops["names"], dtype=object)[ops["keys"]], shape)


def _launchers(plane: Plane, rows: np.ndarray, names: np.ndarray, shape: np.ndarray) -> dict:
    """External ids of host op events (sorted), with their op names and input
    shapes; of several sharing an id, the innermost (the one that starts last),
    as the importer picks the op that launched a kernel (its `tf_op`)."""
    ext = plane.stat_at(kineto.EXTERNAL_ID, rows, numeric=True)
    keep = np.flatnonzero(np.isfinite(ext))
    if not len(keep):
        return {}
    order = keep[np.lexsort((plane.events.start_ps[rows[keep]], ext[keep]))]
    last = order[np.r_[ext[order][1:] != ext[order][:-1], True]]
    return {"ids": ext[last], "names": names[last], "shapes": shape[last]}


# -- device -------------------------------------------------------------------------


def _tf_op_fullname(table: hlo.Instructions, row: int) -> str:
    """XProf's framework op of an HLO instruction: `op_name:op_type` of its
    metadata (the type may be empty), "" without an op_name."""
    md = table.inst(row).metadata
    return f"{md.op_name}:{md.op_type}" if md.op_name else ""


def _xla_framework_ops(ops: xla_ops.XlaOps) -> Table:
    """The device's framework ops from its XLA ops (one row per program and
    op, over the host's devices), as XProf's CreateTfMetricsDbFromDeviceOpMetricsDb:
    each op's framework op is its instruction's (`_tf_op_fullname`), else the
    op's `tf_op` stat, parsed (the type "Unknown" where that is not an op
    name), else the op itself (type "Unknown"); rows of one name sum their
    times, FLOPs and bytes, and run as often as their most run op."""
    frame = ops.ops
    if not len(frame):
        return _empty()
    names, types = [], []
    for program, op, provenance, hlo_row in zip(frame["program"].tolist(), frame["op"].tolist(),
                                                frame["provenance"].tolist(), frame["hlo_row"].tolist()):
        table = ops.modules.get(program)
        text = _tf_op_fullname(table, hlo_row) if table is not None and hlo_row >= 0 else provenance
        parsed = parse_tf_op(text) if text else None
        name, op_type = parsed or ((text, _UNKNOWN) if text else (op, _UNKNOWN))
        names.append(name)
        types.append(op_type or _UNKNOWN)
    codes, uniques = pd.factorize(pd.Series(names, dtype=object))
    n = len(uniques)
    first = np.zeros(n, np.int64)
    first[codes[::-1]] = np.arange(len(codes))[::-1]  # the type of a name's first op
    occurrences = np.zeros(n, np.int64)
    np.maximum.at(occurrences, codes, frame["occurrences"].to_numpy(np.int64))

    def total(column, exact=True):  # times are exact int64 ps; FLOPs and bytes floats (estimates)
        values = frame[column].to_numpy(np.int64) if exact else _whole_numbers(frame[column].to_numpy(np.float64))
        return _sum_by(codes, values, n)

    return Table({
        "host_or_device": np.full(n, DEVICE, dtype=object), "type": np.array(types, dtype=object)[first],
        "name": np.asarray(uniques, dtype=object), "occurrences": occurrences,
        "total_ps": total("total_ps"), "self_ps": total("time_ps"),
        "flops": total("flops", exact=False), "bytes_accessed": total("bytes_accessed", exact=False)}, n)


def _has_xla_ops(profile: Profile) -> bool:
    """Whether xla_ops finds device ops (an "XLA Ops" line with events, or GPU
    kernels with an `hlo_op` stat), read from line and stat names only."""
    for plane in profile.device_planes:
        if schema.is_gpu_plane(plane.name) and plane.stat_id(schema.HLO_OP) is not None:
            return True
        if any(line.name == schema.XLA_OP_LINE and line.num_events for line in plane.lines):
            return True
    return False


def _whole_numbers(values: np.ndarray) -> np.ndarray:
    """int64 of stat numbers (Plane.stat_at), 0 where there is none."""
    return np.rint(np.nan_to_num(values, nan=0.0, posinf=0.0, neginf=0.0)).astype(np.int64)


def _device_plane(plane: Plane, launchers: dict | None = None, beside_xla: bool = False) -> tuple[Table, int]:
    """(op rows, IDLE ps) of a plane without XLA ops; with `launchers`
    (`_launchers` of the host plane) the rows are per (op, input shape of the
    op that launched the kernel). `beside_xla`: a GPU plane whose XLA kernels
    xla_ops counts: only its kernels without an `hlo_op`, and their time in
    place of IDLE."""
    events = plane.events
    if not len(events):
        return _empty(launchers is not None), 0
    line_of = events.line

    def by_name(*names):
        return [k for k, line in enumerate(plane.lines) if line.name in names]

    framework_lines = [] if beside_xla else [
        k for k in by_name(schema.TF_OPS_LINE, schema.FRAMEWORK_OPS_LINE) if plane.lines[k].num_events]
    step_lines = by_name(schema.STEP_LINE)
    codes_all = plane.metadata_codes()
    if framework_lines:
        rows = np.flatnonzero(np.isin(line_of, framework_lines))
        span_rows = np.flatnonzero(np.isin(line_of, framework_lines + step_lines))
    else:
        derived = _derived_lines(plane)[line_of]
        candidates = np.flatnonzero(~derived)
        span_rows = np.flatnonzero(np.isin(line_of, step_lines) | ~derived)

        def carries(name):
            has = np.zeros(len(events), bool)
            has[plane.stat(name).events] = True
            with_md = {i for i, m in plane.event_metadata.items() if as_text(m.stats.get(name))}
            if with_md:
                has |= np.isin(events.metadata_id, list(with_md))
            return has

        has = carries(schema.TF_OP)
        if beside_xla:
            has &= ~carries(schema.HLO_OP)
        # Kineto's GPU annotations are no op time (its kernels, copies and sets are).
        kineto_other = [i for i, m in plane.event_metadata.items()
                        if kineto.CATEGORY in m.stats
                        and as_text(m.stats[kineto.CATEGORY]) not in torch_ops.DEVICE_CATEGORIES]
        if kineto_other:
            has &= ~np.isin(events.metadata_id, kineto_other)
        rows = candidates[has[candidates]]
    md_codes = codes_all[rows]
    start, dur, line = events.start_ps[rows], events.duration_ps[rows], line_of[rows]

    if framework_lines:
        mds = [plane.event_metadata[int(i)] for i in sorted(plane.event_metadata)]
        parsed = [_framework_op_name(m.name) for m in mds]
        keys = md_codes
        names, types = [p[0] for p in parsed], [p[1] for p in parsed]
        self_ps = nesting.self_time(dur, nesting.parents(line, start, start + dur))
    else:
        tf = plane.stat_at(schema.TF_OP, rows)
        keys, uniques = pd.factorize(tf, use_na_sentinel=False)
        texts = [as_text(u) for u in uniques]
        # A PyTorch operator is named as on the host: the whole text is its name and type.
        is_kineto = any(kineto.CATEGORY in m.stats for m in plane.event_metadata.values())
        parsed = [(t, t) if is_kineto else _framework_op_name(t) for t in texts]
        names, types = [p[0] for p in parsed], [p[1] for p in parsed]
        self_ps = dur.copy()
    flops = _whole_numbers(plane.stat_at(schema.FLOPS, rows, numeric=True))
    bytes_accessed = _whole_numbers(plane.stat_at(schema.BYTES_ACCESSED, rows, numeric=True))

    if beside_xla:
        idle = -int(self_ps.sum())  # taken from the IDLE xla_ops found
    else:
        idle = 0
        if len(span_rows):
            first = int(events.start_ps[span_rows].min())
            last = int(events.end_ps[span_rows].max())
            idle = max(last - first - int(self_ps.sum()), 0)
    if not len(rows):
        return _empty(launchers is not None), idle
    shapes = None
    if launchers is not None:
        shapes = np.full(len(rows), "", dtype=object)
        if launchers and not framework_lines:
            ext = plane.stat_at(kineto.EXTERNAL_ID, rows, numeric=True)
            ids = launchers["ids"]
            pos = np.minimum(np.searchsorted(ids, ext), len(ids) - 1)
            hit = (ids[pos] == ext) & (launchers["names"][pos] == tf)
            shapes[hit] = launchers["shapes"][pos[hit]]
            # Launches found through the runtime call (External ids renumbered): the
            # importer's copy of the launching operator's shapes.
            shapes[~hit] = plane.stat_at(kineto.LAUNCH_INPUT_DIMS, rows[~hit])
    return _grouped(np.asarray(keys), names, types, DEVICE, dur, self_ps, flops, bytes_accessed, shapes), idle


def _is_op_device_plane(name: str) -> bool:
    return schema.is_device_plane(name) and not name.startswith(schema.TPU_NON_CORE_PREFIX)


# -- per profile, and over profiles ------------------------------------------------------


def _profile_stats(profile: Profile, host_ops: dict | None, shapes: bool = False) -> tuple[Table, dict[str, int]]:
    """(op table, IDLE ps per side) of a profile whose host plane's ops are `host_ops`."""
    frames, idle = [], {}
    host = profile.plane(schema.HOST_PLANE)
    # The host's ops first: kernels take the input shape of the op that launched them.
    host_result = _host_table(host, host_ops, shapes) if host is not None else None
    launchers = host_result[1] if host_result else {}
    xla, kernel_planes = None, set()
    if _has_xla_ops(profile):
        xla = xla_ops.xla_ops(profile)
        if xla.source == "device":
            kernel_planes = {p["name"] for p in xla.planes if p["source"] == "kernels"}
            ops = _xla_framework_ops(xla)
            frames.append(ops.assign(**{INPUT_SHAPE: np.full(len(ops), "", dtype=object)}) if shapes else ops)
            idle[DEVICE] = int(xla.idle_ps)
        else:
            xla = None
    covered = {p["name"] for p in xla.planes} if xla is not None else set()
    for plane in profile.planes:
        if plane.name == schema.HOST_PLANE:
            other = _host_plane(plane) if plane is not host else host_ops
            df, ps = (host_result[0] if plane is host else _host_table(plane, other, shapes)[0]), other["idle"]
            where = HOST
        elif _is_op_device_plane(plane.name):
            if plane.name in covered and plane.name not in kernel_planes:
                continue
            df, ps = _device_plane(plane, launchers if shapes else None, beside_xla=plane.name in kernel_planes)
            where = DEVICE
        else:
            continue
        frames.append(df)
        idle[where] = idle.get(where, 0) + ps
    if DEVICE in idle:
        idle[DEVICE] = max(idle[DEVICE], 0)
    return _combine(frames, shapes), idle


def has_input_shapes(profile: Profile) -> bool:
    """Whether some host event carries Kineto's `Input Dims` (PyTorch operators'
    input shapes); read from the plane's stat names, nothing is decoded."""
    host = profile.plane(schema.HOST_PLANE)
    return host is not None and host.stat_id(INPUT_DIMS) is not None


def _profile_part(profile: Profile) -> tuple[Table, dict[str, int], Table | None]:
    """(op table, IDLE ps per side, op table per (side, type, op, input shape)
    or None for a profile whose ops have no input shapes: every TensorFlow and
    JAX profile). One part, so tools that share it load no host again."""
    host = profile.plane(schema.HOST_PLANE)
    host_ops = _host_plane(host, profile) if host is not None else None
    df, idle = _profile_stats(profile, host_ops)
    return df, idle, _profile_stats(profile, host_ops, shapes=True)[0] if has_input_shapes(profile) else None


def _combine(frames: list[Table], shapes: bool = False) -> Table:
    """One row per key (side, type, name[, input shape]) with the sums, in
    order of self time, total time (largest first), then name."""
    frames = [f for f in frames if len(f)]
    if not frames:
        return _empty(shapes)
    keys = ["host_or_device", "type", "name"] + ([INPUT_SHAPE] if shapes else [])
    # PyTorch operators' columns (torch_ops), 0 on the rows of frames without them.
    extra = [c for c in torch_ops.COLUMNS if any(c in f for f in frames)]
    frames = [f if all(c in f for c in extra) else f.assign(**{
        c: np.zeros(len(f), bool if c == torch_ops.ELIGIBLE else np.int64) for c in extra if c not in f})
        for f in frames]
    rows = table.concat([f.select(keys + _SUMS + extra) for f in frames])
    group, first = table.groups(*(rows[k] for k in keys))
    out = Table({**{k: rows[k][first] for k in keys},
                 **{c: table.sums(group, rows[c], len(first)) for c in _SUMS + extra}}, len(first))
    if torch_ops.ELIGIBLE in extra:
        out = out.assign(**{torch_ops.ELIGIBLE: out[torch_ops.ELIGIBLE] > 0})
    out = out.sorted_by(["self_ps", "total_ps", "name"], descending=[True, True, False])
    return out.select((COLUMNS + [INPUT_SHAPE] if shapes else COLUMNS) + extra)


# The per-host part (_profile_part): it asks for no step part, so the step tools'
# parts are built beside it. On XLA device profiles it reads xla_ops' (Profile.derived:
# built once, whichever thread asks first; no tool that maps it also maps XLA_OPS).
STATS = parts.Part(_CACHE_KEY, _profile_part, stats=_HOST_STATS, beside=True)


def framework_op_stats(profiles: Sequence[Profile]) -> pd.DataFrame:
    """One row per (host/device, op type, op name), summed over the profiles.

    Columns: host_or_device ("Host"/"Device"), type, name, occurrences,
    total_ps, self_ps, flops, bytes_accessed (int64), sorted by self time,
    largest first. No IDLE rows (see `idle_time_ps`). A new DataFrame each
    call: callers may change it.
    """
    return op_table([STATS.of(p) for p in profiles]).to_pandas()


def op_table(per_host: Sequence[tuple]) -> Table:
    """framework_op_stats from the STATS parts of the hosts, as a table.Table."""
    frames = [part[0] for part in per_host]
    return frames[0] if len(frames) == 1 else _combine(frames)


def op_shape_table(per_host: Sequence[tuple]) -> Table:
    """The op table by (side, type, op, input shape) from the STATS parts of the
    hosts: the COLUMNS and INPUT_SHAPE ("" for the ops of hosts without shapes)."""
    frames = [shapes if shapes is not None else stats.assign(**{INPUT_SHAPE: ""})
              for stats, _, shapes in per_host]
    return frames[0] if len(frames) == 1 else _combine(frames, shapes=True)


def idle_time_ps(profiles: Sequence[Profile]) -> dict[str, int]:
    """IDLE time in ps per side (HOST / DEVICE) summed over the profiles; a side
    is present when some profile has a plane of it (a host plane, a device
    plane), even with 0 ops. The module docstring defines IDLE."""
    return idle_of([STATS.of(p) for p in profiles])


def idle_of(per_host: Sequence[tuple]) -> dict[str, int]:
    """idle_time_ps from the STATS parts of the hosts."""
    out: dict[str, int] = {}
    for part in per_host:
        for side, ps in part[1].items():
            out[side] = out.get(side, 0) + ps
    return out
