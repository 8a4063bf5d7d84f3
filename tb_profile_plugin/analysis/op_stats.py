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
  One exception: a host without any op event has IDLE 0 (XProf would count
  the span of its allocator events; with no op there is nothing to compare,
  and decoding the stats of a plane of allocator events alone takes seconds).
- #occurrences counts op events only. XProf also counts each allocator event
  whose `tf_op` stat names the op (zero time, so total and self time are the
  same), and so reports e.g. 12 occurrences for an op that ran 6 times with 6
  allocations; its average times are smaller by that factor.

PyTorch (Kineto traces, profile/kineto.py): an event whose metadata carries a
`category` stat is judged by it, never by the grammar above (`nccl:all_reduce`
is an annotation, not a JAX op): a host event is an op when its category is an
operator's (kineto.OPERATOR_CATEGORIES), named as it is (`aten::conv2d`, type =
name), unless it is a step marker (`step_num`: `ProfilerStep#N`, an operator in
older traces). Self time and IDLE as above, nesting among operators only, so a
CUDA runtime call (`cudaLaunchKernel`) is self time of the operator around it.
On GPU planes (case 3 below) kernels, copies and sets count, by their `tf_op`
(the operator that launched them, named as on the host); GPU annotations
(`gpu_user_annotation`) do not.
By input shape (the third item of the STATS part, for profiles whose host events carry Kineto's
`Input Dims`): the same rows split by that stat's text on the host; a device
event takes the shape of the host operator with its `External id` (the
innermost, as the importer chooses `tf_op`, and only when its name is the
`tf_op`), else the importer's `launch_input_dims` (a launch found through its runtime
call); "" where there is none.

Device (`/device:*` planes other than TPU non-core planes), per plane, the
first of:
1. events of the "TensorFlow Ops" / "Framework Ops" lines (framework ops the
   profiler derived already): name and type from the event name;
2. events of the "XLA Ops" line (TPU, or a derived line);
3. events of the other lines (GPU streams; derived lines, by name or by a
   line id in tsl's derived range from schema.DERIVED_LINE_ID_MIN, are
   skipped) that carry an `hlo_op` or a `tf_op` stat: kernels and copies.
In 2 and 3 the framework op of an event is, for an XLA op (`hlo_op` stat or
the XLA Ops line), the `op_name` of that HLO instruction's metadata when the
profile carries the module's HLO proto (its type: the op_type, else the last
path part of op_name without `[...]`), else the HLO op itself (type: its HLO
opcode, else its name without the `.N` suffix); otherwise the op named by the
`tf_op` stat (TensorFlow GPU kernels). Self time: nesting on lines 1 and 2; a
kernel's whole time in 3. FLOPs and bytes accessed: the `flops` and
`bytes_accessed` stats of the event, else of its metadata (XLA op metadata
stats), 0 when absent.
Device IDLE per plane: the span from the first to the last event of the op
lines, the Steps line and (case 3) the non-derived lines, minus the ops' self
time (not below 0); summed over planes and hosts.
"""

from __future__ import annotations

import re
from typing import Sequence

import numpy as np
from ..lazy_pandas import pd

from ..profile import Plane, Profile, kineto, schema
from ..profile.model import as_text
from . import hlo, nesting, parts, table
from .table import Table

# XProf's grammar of op names and types (tsl/profiler/utils/tf_op_utils.cc).
_TF_NAME = re.compile(r"[A-Za-z0-9.][A-Za-z0-9_.\-/>]*")
_TF_TYPE = re.compile(r"[A-Z_][a-zA-Z0-9_]*")
_JAX_TYPE = re.compile(r"[a-z_][a-z0-9_]*(\[.*\])?", re.S)
_NUMERIC_SUFFIX = re.compile(r"_\d+$")
_HLO_SUFFIX = re.compile(r"\.\d+$")

HOST = "Host"
DEVICE = "Device"
IDLE = "IDLE"

COLUMNS = ["host_or_device", "type", "name", "occurrences", "total_ps", "self_ps", "flops", "bytes_accessed"]
_SUMS = COLUMNS[3:]

DATASET_OP_TYPE = "Dataset"

INPUT_SHAPE = "input_shape"  # column of the tables by input shape
INPUT_DIMS = "Input Dims"  # Kineto's arg (a stat of the PyTorch reader): an operator's input shapes
# Kineto GPU activities that are op time on a device (its annotations are not).
_KINETO_DEVICE_OPS = kineto.KERNEL_CATEGORIES | {"gpu_memcpy", "Memcpy", "gpu_memset", "Memset"}

_CACHE_KEY = "op_stats/v4"  # 3: PyTorch operators on hosts; 4: table.Table, not DataFrames
def parse_tf_op(fullname: str) -> tuple[str, str] | None:
    """(name, type) of a framework op event name, None if it is not one.

    `a/b/MatMul:MatMul` -> ("a/b/MatMul", "MatMul"); `Iterator::Root::Map` ->
    ("Iterator::Root::Map", "Dataset"); JAX `jit(f)/dot_general:dot_general`
    -> ("jit(f)/dot_general", "dot_general"), `f/transpose:` ->
    ("f/transpose", "transpose") (a JAX type is lower case; `[...]` details
    are dropped; an empty type comes from the name without a `_N` suffix).
    """
    name, colon, op_type = fullname.partition(":")
    if not colon:
        return None
    if name == "Iterator":
        return fullname, DATASET_OP_TYPE
    if _TF_NAME.fullmatch(name) and _TF_TYPE.fullmatch(op_type):
        return name, op_type
    jax_type = op_type or _NUMERIC_SUFFIX.sub("", name.rsplit("/", 1)[-1])
    if _JAX_TYPE.fullmatch(jax_type):
        return name, jax_type.split("[", 1)[0]
    return None


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
             bytes_accessed: np.ndarray | None = None, shapes: np.ndarray | None = None) -> Table:
    """One row per key (index into names/types) that occurs, or per (key,
    shape text) with `shapes` (an INPUT_SHAPE column); None sums to 0."""
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
    return Table(columns, len(seen))


def _derived_lines(plane: Plane) -> np.ndarray:
    """Per line index (plus one False for padding): derived by name or id."""
    return np.array([schema.is_derived_line(line) for line in plane.lines] + [False])


# -- host ---------------------------------------------------------------------------


def _host_ops(plane: Plane) -> tuple[list, bool]:
    """((name, type) or None per metadata entry, in metadata id order; whether
    some op is a Kineto operator). Kineto events (a `category` stat) are ops by
    their category, named as they are; the others by XProf's grammar."""
    out, kineto_ops = [], False
    for i in sorted(plane.event_metadata):
        md = plane.event_metadata[i]
        category = md.stats.get(kineto.CATEGORY)
        if category is None:
            out.append(parse_tf_op(md.name))
        elif as_text(category) in kineto.OPERATOR_CATEGORIES:
            out.append((md.name, md.name))
            kineto_ops = True
        else:
            out.append(None)
    return out, kineto_ops


def _columns_at(events, rows: np.ndarray):
    """(start, duration, line) of some rows; of every row the columns themselves,
    not copies (80 MB each at 10M events)."""
    if len(rows) == len(events):
        return events.start_ps, events.duration_ps, events.line
    return events.start_ps[rows], events.duration_ps[rows], events.line[rows]


_HOST_STATS = (schema.STEP_NUM, schema.TF_OP)


def _host_plane(plane: Plane, shapes: bool = False) -> tuple[Table, int, dict]:
    """(op rows, IDLE ps, with `shapes` the ops' launchers (`_launchers`): what
    the device planes need to give kernels the input shape of their op)."""
    events = plane.events
    if not len(events):
        return _empty(shapes), 0, {}
    parsed, kineto_ops = _host_ops(plane)
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
    rows = np.flatnonzero(op_mask)
    start, dur, line = _columns_at(events, rows)
    self_ps = nesting.self_time(dur, nesting.parents(line, start, start + dur))

    activity = op_mask
    # Without ops there is no busy time to set IDLE against (and the stats of
    # a plane of allocator events alone can take seconds to decode).
    if len(rows) and plane.stat_id(schema.TF_OP) is not None:
        named = plane.stat(schema.TF_OP)
        with_op = named.events[named.values.astype(bool)] if len(named) else named.events
        activity = op_mask.copy()
        activity[with_op] = True
        activity &= real_event
    idle = _idle_ps(events, activity, line, self_ps, len(plane.lines))
    if not len(rows):
        return _empty(shapes), idle, {}
    names = [p[0] if p else "" for p in parsed]
    types = [p[1] if p else "" for p in parsed]
    if not shapes:
        return _grouped(codes[rows], names, types, HOST, dur, self_ps), idle, {}
    shape = plane.stat_at(INPUT_DIMS, rows)
    df = _grouped(codes[rows], names, types, HOST, dur, self_ps, shapes=shape)
    return df, idle, _launchers(plane, rows, np.array(names, dtype=object)[codes[rows]], shape)


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


def _hlo_tables(profile: Profile) -> dict:
    """{program id or module name: instruction table} of the HLO protos of
    the `/host:metadata` plane (analysis/hlo), the first module of each key;
    only for profiles with XLA ops on devices. A module whose fusions cannot
    be walked still names its ops."""
    out: dict = {}
    for name, base, pid, proto, _ in hlo.parsed(profile):
        table = hlo.table(profile, name)
        for key in (pid, proto.hlo_module.name, name, base):
            if key is not None and key != "":
                out.setdefault(as_text(key), table)
    return out


def _xla_op(hlo_op: str, table: hlo.Instructions | None) -> tuple[str, str]:
    row = table.index.get(hlo_op) if table else None
    if row is not None:
        md = table.inst(row).metadata
        op_name, op_type, opcode = md.op_name, md.op_type, table.opcodes[row]
        if op_name:
            return op_name, op_type or op_name.rsplit("/", 1)[-1].split("[", 1)[0] or opcode
        return hlo_op, opcode or _HLO_SUFFIX.sub("", hlo_op)
    return hlo_op, _HLO_SUFFIX.sub("", hlo_op)


def _whole_numbers(values: np.ndarray) -> np.ndarray:
    """int64 of stat numbers (Plane.stat_at), 0 where there is none."""
    return np.rint(np.nan_to_num(values, nan=0.0, posinf=0.0, neginf=0.0)).astype(np.int64)


def _device_plane(plane: Plane, hlo_cache: dict, launchers: dict | None = None) -> tuple[Table, int]:
    """(op rows, IDLE ps); with `launchers` (`_launchers` of the host plane) the
    rows are per (op, input shape of the op that launched the kernel)."""
    events = plane.events
    if not len(events):
        return _empty(launchers is not None), 0
    line_of = events.line

    def by_name(*names):
        return [k for k, line in enumerate(plane.lines) if line.name in names]

    framework_lines = [k for k in by_name(schema.TF_OPS_LINE, schema.FRAMEWORK_OPS_LINE)
                       if plane.lines[k].num_events]
    xla_lines = [k for k in by_name(schema.XLA_OP_LINE) if plane.lines[k].num_events]
    step_lines = by_name(schema.STEP_LINE)
    codes_all = plane.metadata_codes()
    if framework_lines or xla_lines:
        rows = np.flatnonzero(np.isin(line_of, framework_lines or xla_lines))
        span_rows = np.flatnonzero(np.isin(line_of, (framework_lines or xla_lines) + step_lines))
    else:
        derived = _derived_lines(plane)[line_of]
        candidates = np.flatnonzero(~derived)
        span_rows = np.flatnonzero(np.isin(line_of, step_lines) | ~derived)
        has = np.zeros(len(events), bool)
        for name in (schema.HLO_OP, schema.TF_OP):
            has[plane.stat(name).events] = True
            with_md = {i for i, m in plane.event_metadata.items() if as_text(m.stats.get(name))}
            if with_md:
                has |= np.isin(events.metadata_id, list(with_md))
        # Kineto's GPU annotations are no op time (its kernels, copies and sets are).
        kineto_other = [i for i, m in plane.event_metadata.items()
                        if kineto.CATEGORY in m.stats and as_text(m.stats[kineto.CATEGORY]) not in _KINETO_DEVICE_OPS]
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
    else:
        xla = plane.stat_at(schema.HLO_OP, rows)
        if xla_lines:  # every event of the XLA Ops line is an XLA op
            md_names = np.append(plane.metadata_names(display=False), "")
            xla = np.where(xla != "", xla, md_names[md_codes])
        tf = plane.stat_at(schema.TF_OP, rows)
        program = plane.stat_at(schema.PROGRAM_ID, rows)
        module = plane.stat_at(schema.HLO_MODULE, rows)
        # One key per distinct (module, XLA op, TF op) triple, parsed once each.
        is_xla = xla != ""
        module_key = np.where(program != "", program, module)
        keys = np.zeros(len(rows), np.int64)
        for texts in (np.where(is_xla, module_key, ""), xla, np.where(is_xla, "", tf)):
            codes, uniques = pd.factorize(texts, use_na_sentinel=False)
            keys = pd.factorize(keys * max(len(uniques), 1) + codes)[0]
        sample = np.zeros(keys.max() + 1 if len(keys) else 0, np.int64)
        sample[keys] = np.arange(len(keys))  # any row of each key
        if is_xla.any() and "tables" not in hlo_cache:
            hlo_cache["tables"] = _hlo_tables(hlo_cache["profile"])
        tables = hlo_cache.get("tables", {})
        names, types = [], []
        is_kineto = np.array([kineto.CATEGORY in plane.event_metadata[int(i)].stats
                              for i in sorted(plane.event_metadata)] + [False])[md_codes]
        for r in sample:
            if is_kineto[r] and not is_xla[r]:  # a PyTorch operator, named as on the host
                name = op_type = tf[r]
            elif is_xla[r]:
                # A module is named with its program id or not: try both.
                mod = module_key[r]
                table = tables.get(mod) or tables.get(re.sub(r"\(\d+\)$", "", mod))
                name, op_type = _xla_op(xla[r].split("::")[-1], table)
            else:
                name, op_type = _framework_op_name(tf[r])
            names.append(name)
            types.append(op_type)

    if framework_lines or xla_lines:
        self_ps = nesting.self_time(dur, nesting.parents(line, start, start + dur))
    else:
        self_ps = dur.copy()
    flops = _whole_numbers(plane.stat_at(schema.FLOPS, rows, numeric=True))
    bytes_accessed = _whole_numbers(plane.stat_at(schema.BYTES_ACCESSED, rows, numeric=True))

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
        if launchers and not (framework_lines or xla_lines):
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


def _profile_stats(profile: Profile, shapes: bool = False) -> tuple[Table, dict[str, int]]:
    frames, idle = [], {}
    hlo_cache = {"profile": profile}  # HLO names, parsed once for all device planes
    host = profile.plane(schema.HOST_PLANE)
    # The host's ops first: kernels take the input shape of the op that launched them.
    host_result = _host_plane(host, shapes) if host is not None else None
    launchers = host_result[2] if host_result else {}
    for plane in profile.planes:
        if plane.name == schema.HOST_PLANE:
            df, ps, _ = host_result if plane is host else _host_plane(plane, shapes)
            where = HOST
        elif _is_op_device_plane(plane.name):
            df, ps = _device_plane(plane, hlo_cache, launchers if shapes else None)
            where = DEVICE
        else:
            continue
        frames.append(df)
        idle[where] = idle.get(where, 0) + ps
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
    df, idle = _profile_stats(profile)
    return df, idle, _profile_stats(profile, shapes=True)[0] if has_input_shapes(profile) else None


def _combine(frames: list[Table], shapes: bool = False) -> Table:
    """One row per key (side, type, name[, input shape]) with the sums, in
    order of self time, total time (largest first), then name."""
    frames = [f for f in frames if len(f)]
    if not frames:
        return _empty(shapes)
    keys = ["host_or_device", "type", "name"] + ([INPUT_SHAPE] if shapes else [])
    rows = table.concat([f.select(keys + _SUMS) for f in frames])
    group, first = table.groups(*(rows[k] for k in keys))
    out = Table({**{k: rows[k][first] for k in keys},
                 **{c: table.sums(group, rows[c], len(first)) for c in _SUMS}}, len(first))
    out = out.sorted_by(["self_ps", "total_ps", "name"], descending=[True, True, False])
    return out.select(COLUMNS + [INPUT_SHAPE] if shapes else COLUMNS)


# The per-host part (_profile_part): it asks for no other part, so the step tools'
# parts are built beside it.
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
