"""memory_profile: the allocators' memory over the profiling interval.

Built from the host's `MemoryAllocation` / `MemoryDeallocation` events and
their stats (allocator_name, bytes_reserved = stack, bytes_allocated = heap,
bytes_available = free, fragmentation, peak_bytes_in_use, requested_bytes,
allocation_bytes, addr, tf_op, region_type, data_type, shape), as XProf 2.24
does it (`xplane_to_memory_profile.cc`):

- One memory id per allocator: the `allocator_name` stat (TensorFlow's BFC
  allocators, "GPU_0_bfc"), else the `index_on_host` stat, else
  `device_ordinal` (the TPU runtime names no allocator: one id per chip,
  "0".."3" on a 4-chip host), sorted as text, as XProf keys them.
- The peak is the event with the most stack + heap; the summary's stack, heap,
  free memory, capacity (their sum) and fragmentation are those at it.
- Each event's step is its group: the step (numbered from 0 in time order)
  whose marker XProf's event grouping links it to (analysis/groups.py, the
  grouping and markers of the step tools; a `group_id` stat in the file wins).
  An event of no step takes the step after the last grouped event before it
  (0 before any), so allocations between two steps (e.g. tf.data prefetching)
  count in the next one. Without step markers every event is in step 0. On
  the fixtures these are XProf's steps at the peak.
- The breakdown table is what XProf calls the active allocations at the peak:
  the allocations of the peak's step made at or before the peak and not freed
  by then (an address holds the latest allocation at it; a free empties its
  address), merged where op, region type, data type, shape and both sizes are
  equal, in XProf's order (one allocation's size, then requested size,
  descending; then op, region type, data type, shape). Two more rows make the
  table add up to the memory in use at the peak (unless an address is
  allocated twice without a free between, i.e. an event is missing: the
  replaced allocation is then in no row):
  * "unused preallocated device memory" (region "persist/dynamic", data type
    "INVALID", shape "unknown"): the heap at the peak that no listed
    allocation accounts for, i.e. memory allocated before the profile started
    or in an earlier step and still held, e.g. weights, optimizer state,
    tf.data buffers. XProf's name; it is not only preallocation.
  * "stack" (region "stack"): the stack reservation at the peak, when not 0.

Deliberate differences from XProf 2.24, and why:
- Peak instant: when the peak is reached more than once, the last time it is
  (ties in time: the later event in the file). XProf keeps the last one in the
  file's order, thread by thread, which is the last in time only when the last
  thread holding it is the latest; its breakdown uses the step of the last in
  time. On the reference tf_keras_small profile (16 MiB reached 6 times, on
  two threads) XProf's instant is 44.841 ms (step 4) while the peak recurs at
  57.332 ms (step 5): its table is then for step 5 before 44.841 ms, i.e. no
  allocation, and shows the whole 16 MiB heap as unused preallocated memory;
  here the peak is at 57.332 ms and the table lists the 8 MiB step 5 holds
  then. Where the last in time is also the last in the file (the
  tf_keras_profile_batch and tf_loop_python_tracer fixtures) both agree,
  table included.
- `peak_bytes_lifetime` is the largest `peak_bytes_in_use` stat (the
  allocator's own peak since it started, as of the last event). XProf takes
  the stat of the last event in file order, an earlier moment when another
  thread records later: on tf_loop_python_tracer 7,131,648 bytes, less than
  the 7,308,800 bytes in use at its own peak.
- The table's sizes are a row's totals (one allocation's size times the
  occurrences), as the profiler's guide describes the columns, so that the
  allocation column adds up to the memory in use at the peak; XProf's page
  shows one allocation's size. It also hides rows under 0.001 GiB requested;
  all rows are listed here.
- Times are ms from the profile's first event (XProf: ps from the start of
  the event's thread line). Events at the same time keep the file's order
  (XProf's sort by time is not stable). When an allocator's events are on
  several threads whose lines start at different times, XProf's order is not
  the order they happened in: on the MI300X profile (allocations on a
  `py_xla_execute` and a `python` thread) its timelines of GPU_1..7 break the
  allocator's own heap counter 8 to 14 times, ours never, and its table
  leaves out a 0.625 MiB allocation made before the peak (GPU_1: 0.4 ms; it counts it
  as unused preallocated memory, 8.625 MiB where ours is 8 MiB).

PyTorch traces (profile/kineto.py: `[memory]` instants; allocators "CPU",
"GPU0"... as torch-tb-profiler names devices; tf_op the innermost operator
around the event on its thread, as torch-tb-profiler attributes memory): an
event's step is the N of the `ProfilerStep#N` whose span holds it (any
thread: the autograd thread runs inside the step), -1 outside every step.
Traces with addresses get the table above; older ones (PyTorch < 1.10: no
"Addr") cannot tell which allocation a free ends, so their table
(breakdown kind "by_op") is per op over the peak's step up to the peak: size
increase (allocations minus frees while the op ran), allocation size,
allocations, deallocations, plus a row "held before the step" so that the
increases add up to the heap at the peak.

Deliberate differences from torch-tb-profiler 0.4.3's memory view, and why:
- Traces without "Addr" or "Total Allocated" (e.g. its own resnet50 sample):
  it draws no curve and gives no peak; here the curve is the running sum of
  the sizes per allocator from the profile's start (raised so that it never
  goes below 0), so its peak is the most memory allocated during the profile
  beyond what was held when it started. Its per-op table over the whole
  profile is what the `tf_op` stats sum to (tests/test_pytorch_memory.py).
- Deallocations carry the op running when the memory was freed (it names
  only allocations; it counts frees in the op's "Self Size Increase" too).

JSON:
{"memory_ids": ["mklcpu"],          # one per allocator, as above (prefixed "host: " with several hosts)
 "profiles": {"mklcpu": {
   "summary": {"num_allocations", "num_deallocations", "memory_capacity_bytes",
               "peak_bytes_lifetime", "peak_bytes_in_use", "peak_time_ms",
               "peak_step",           # the step the breakdown table is about
               "stack_reserved_bytes", "heap_allocated_bytes", "free_memory_bytes",
               "fragmentation_percent"},
   "timeline": {"ts_ms": [...], "stack": [...], "heap": [...], "free": [...],
                "fragmentation_percent": [...], "kind": ["alloc"|"dealloc"], "requested": [...],
                "allocation": [...] (negative for deallocations), "op": [...], "step": [...] (as above),
                "region_type": [...], "data_type": [...], "shape": [...], "in_use": [...]},
   "timeline_points_total": 1056,     # before down-sampling (at most MAX_POINTS kept, peaks kept)
   "breakdown": {"kind": "live", "columns": [...], "rows": [[op, allocation MiB, requested MiB,
                 occurrences, region type, data type, shape], ...]}}},   # as above; MiB are row totals
                 # kind "by_op" (PyTorch without addresses): rows [op, increase MiB,
                 # allocation MiB, allocations, deallocations]
 "diagnostics": []}
`memory_id` picks the table the CSV export uses (default: the first memory
id). Only the allocator events' stats are decoded (and, with step markers, the
stats the grouping reads); each host's result is kept with its Profile
(derived), so converting a loaded profile again costs only the assembly.
"""

from __future__ import annotations

import re
from typing import Mapping, Sequence

import numpy as np
from ..lazy_pandas import pd

from ..analysis import parts, steps
from ..errors import NotFound
from ..profile import Plane, Profile, StatColumn, kineto, schema
from ..profile.model import as_text

MAX_POINTS = 1000
MIB = float(1 << 20)
# Profile.derived key of the per-allocator results (the JSON of one host).
_DERIVED = "memory_profile/5"
# XProf's special rows of the breakdown table (op, region type; data type
# "INVALID", shape "unknown").
UNMAPPED_OP, UNMAPPED_REGION = "unused preallocated device memory", "persist/dynamic"
STACK_OP, STACK_REGION = "stack", "stack"

BREAKDOWN_COLUMNS = [
    ("op", "Op Name", "string"),
    ("allocation_mib", "Allocation Size (MiB)", "number"),
    ("requested_mib", "Requested Size (MiB)", "number"),
    ("occurrences", "Occurrences", "number"),
    ("region_type", "Region type", "string"),
    ("data_type", "Data type", "string"),
    ("shape", "Shape", "string"),
]
# Without addresses (PyTorch < 1.10) which allocation a free ends is unknown: the
# table is then per op, the peak's step up to the peak.
BY_OP_COLUMNS = [
    ("op", "Op Name", "string"),
    ("increase_mib", "Size Increase (MiB)", "number"),
    ("allocation_mib", "Allocation Size (MiB)", "number"),
    ("allocations", "Allocations", "number"),
    ("deallocations", "Deallocations", "number"),
]
HELD_BEFORE_OP = "held before the step"

_NUMBER_STATS = (schema.BYTES_RESERVED, schema.BYTES_ALLOCATED, schema.BYTES_AVAILABLE, schema.FRAGMENTATION,
                 schema.PEAK_BYTES_IN_USE, schema.REQUESTED_BYTES, schema.ALLOCATION_BYTES, schema.ADDRESS,
                 schema.INDEX_ON_HOST, schema.DEVICE_ORDINAL)
_TEXT_STATS = (schema.ALLOCATOR_NAME, schema.TF_OP, schema.REGION_TYPE, schema.DATA_TYPE, schema.TENSOR_SHAPE)


class _Events:
    """The allocator events of one host in time order: number columns
    (float64, NaN where absent), text columns as codes into categories ("" where
    absent), kind (+1 allocation, -1 deallocation), ts_ps and group (the
    event's step group, -1 for none; PyTorch: its ProfilerStep number)."""

    def __init__(self, columns: dict, categories: dict, pytorch: bool = False):
        self.columns = columns
        self.categories = categories
        self.pytorch = pytorch

    def __len__(self) -> int:
        return len(self.columns["ts_ps"])

    def take(self, sel) -> "_Events":
        return _Events({k: v[sel] for k, v in self.columns.items()}, self.categories, self.pytorch)

    def text(self, name: str, rows) -> list:
        """The column's values on rows as the strings the JSON shows."""
        return _as_str(self.categories[name])[self.columns[name][rows]].tolist()


def _positions(column: StatColumn, rows: np.ndarray) -> np.ndarray:
    """Index in rows of each event of column (all of which are in rows)."""
    if column.events is rows or (len(column) == len(rows) and np.array_equal(column.events, rows)):
        return slice(None)
    return np.searchsorted(rows, column.events)


def _numbers(column: StatColumn, rows: np.ndarray) -> np.ndarray:
    """The column's values on rows as numbers (StatColumn.numbers: a value of another
    kind is missing), NaN where a row has none."""
    out = np.full(len(rows), np.nan)
    if len(column):
        out[_positions(column, rows)] = column.numbers()
    return out


def _text_codes(column: StatColumn, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(code per row, categories) of a text stat, "" where absent."""
    if not len(column):
        return np.zeros(len(rows), np.int64), np.array([""], dtype=object)
    codes, categories = column.codes()
    categories = categories.astype(object)  # numbers become Python numbers, as in an object column
    empty = next((i for i, c in enumerate(categories.tolist()) if type(c) is str and c == ""), None)
    if empty is None:
        empty = len(categories)
        categories = np.append(categories, np.array([""], dtype=object))
    out = np.full(len(rows), empty, dtype=np.int64)
    out[_positions(column, rows)] = codes
    return out, categories


def _as_str(categories: np.ndarray) -> np.ndarray:
    """Each category as the JSON shows it (as_text: bytes decoded with errors replaced,
    missing values ""), the same on every pandas version."""
    out = np.empty(len(categories), dtype=object)
    out[:] = [as_text(c) for c in categories.tolist()]
    return out


def _refactor(codes: np.ndarray, labels: list) -> tuple[np.ndarray, np.ndarray]:
    """Codes into labels (one per old category) merged where labels are equal."""
    unique: dict = {}
    remap = np.array([unique.setdefault(label, len(unique)) for label in labels], dtype=np.int64)
    categories = np.empty(len(unique), dtype=object)
    categories[:] = list(unique)
    return remap[codes], categories


def _is_missing(value) -> bool:
    return value is None or (isinstance(value, float) and value != value)


_DATA_TYPES = {**schema.TF_DATA_TYPES, 0: "INVALID"}
_INTEGER = re.compile(r"-?[0-9]{1,18}")


def _groups(profile: Profile, plane: Plane, rows: np.ndarray, group_id: StatColumn) -> np.ndarray:
    """Step group of each event row: its `group_id` stat where it has one,
    else the index (in time order) of the step marker whose step XProf's
    grouping links it to; -1 for none."""
    stat = np.nan_to_num(_numbers(group_id, rows), nan=-1)
    have = stat >= 0
    if have.all():
        return stat.astype(np.int64)
    markers = steps.host_markers(plane)["row"]
    if len(markers):
        group = steps.marker_groups(profile)[0][rows]  # the step tools' grouping, computed once
    else:
        group = np.full(len(rows), -1, np.int64)
    return np.where(have, stat, group).astype(np.int64)


def _profiler_steps(plane: Plane, rows: np.ndarray) -> np.ndarray:
    """PyTorch: the N of the `ProfilerStep#N` whose span holds each event (its threads run
    in the step, the autograd one included), -1 outside every step."""
    markers = steps.host_markers(plane)
    mrow = markers["row"]
    out = np.full(len(rows), -1, np.int64)
    if not len(mrow) or not len(rows):
        return out
    order = np.argsort(plane.events.start_ps[mrow], kind="stable")
    mrow, num = mrow[order], markers["step_num"][order]
    start, end = plane.events.start_ps[mrow], plane.events.start_ps[mrow] + plane.events.duration_ps[mrow]
    t = plane.events.start_ps[rows]
    k = np.searchsorted(start, t, side="right") - 1
    inside = (k >= 0) & (t < end[np.maximum(k, 0)])
    out[inside] = num[k[inside]]
    return out


def _events(profile: Profile, plane: Plane) -> _Events:
    """The allocator events of the plane; only their stats are decoded."""
    ids = plane.events.metadata_id
    alloc = [i for i, m in plane.event_metadata.items() if m.name == schema.MEMORY_ALLOCATION]
    dealloc = [i for i, m in plane.event_metadata.items() if m.name == schema.MEMORY_DEALLOCATION]
    is_alloc, is_dealloc = np.isin(ids, alloc), np.isin(ids, dealloc)
    rows = np.flatnonzero(is_alloc | is_dealloc)
    first = min(int(p.events.start_ps.min()) for p in profile.planes if len(p.events))
    columns = {"ts_ps": plane.events.start_ps[rows] - first,
               "kind": np.where(is_alloc[rows], 1, -1).astype(np.int8)}
    stats = plane.stat_columns(_NUMBER_STATS + _TEXT_STATS + (schema.GROUP_ID,), rows)
    for name in _NUMBER_STATS:
        columns[name] = _numbers(stats[name], rows)
    categories = {}
    for name in _TEXT_STATS:
        columns[name], categories[name] = _text_codes(stats[name], rows)
    # data_type is TensorFlow's DataType enum number: show its name (mapped
    # once per distinct value; 0 is DT_INVALID, "INVALID" as XProf shows it).
    labels = [_DATA_TYPES.get(int(u), u) if _INTEGER.fullmatch(u) else u for u in _as_str(categories["data_type"])]
    columns["data_type"], categories["data_type"] = _refactor(columns["data_type"], labels)
    pytorch = any(kineto.CATEGORY in plane.event_metadata[i].stats for i in alloc + dealloc)
    if pytorch:  # the step is the ProfilerStep number (no group: _steps keeps it)
        columns["group"] = _profiler_steps(plane, rows)
    else:
        columns["group"] = _groups(profile, plane, rows, stats[schema.GROUP_ID])
    ts = columns["ts_ps"]
    if len(ts) > 1 and not np.all(ts[1:] >= ts[:-1]):
        order = np.argsort(ts, kind="stable")
        columns = {k: v[order] for k, v in columns.items()}
    return _Events(columns, categories, pytorch)


def _downsample(usage: np.ndarray) -> np.ndarray:
    """Rows kept, at most MAX_POINTS: the first highest-usage row of each of
    MAX_POINTS buckets of consecutive rows (row i in bucket i * MAX_POINTS // n)."""
    n = len(usage)
    if n <= MAX_POINTS:
        return np.arange(n)
    bounds = ((np.arange(MAX_POINTS + 1) * n + MAX_POINTS - 1) // MAX_POINTS).tolist()
    # A loop per bucket (MAX_POINTS of them); argmax takes the first highest.
    return np.array([lo + int(np.argmax(usage[lo:hi])) for lo, hi in zip(bounds[:-1], bounds[1:])], dtype=np.int64)


def _steps(group: np.ndarray) -> np.ndarray:
    """XProf's step of each event (time order): its group, or for an event of
    none the group of the last grouped event before it + 1 (0 before any)."""
    valid = group >= 0
    last = np.maximum.accumulate(np.where(valid, np.arange(len(group)), -1))
    before = np.where(last >= 0, group[np.maximum(last, 0)] + 1, 0)
    return np.where(valid, group, before)


def _active_at_peak(ev: _Events, peak: int, step: np.ndarray) -> tuple[np.ndarray, float]:
    """(rows of the allocations of the peak's step live at the peak, heap
    bytes at the peak that they do not account for). Events of the step up to
    the peak's time are replayed in time order against a map address ->
    allocation: an allocation sets its address, a free empties it. The rest
    of the heap is the heap at the peak minus the allocations made plus the
    frees that emptied an address (a free of an allocation made before the
    step, or before the profile, frees memory the heap at the peak no longer
    holds, so it is not added back)."""
    c = ev.columns
    ts = c["ts_ps"]
    m = int(np.searchsorted(ts, ts[peak], side="right"))
    sel = np.flatnonzero(step[:m] == step[peak])
    heap = float(np.nan_to_num(c["bytes_allocated"][peak]))
    if not len(sel):
        return sel, heap
    addr = np.nan_to_num(c["addr"][sel])  # no address: address 0, as in XProf
    kind = c["kind"][sel]
    size = np.nan_to_num(c["allocation_bytes"][sel])
    order = np.argsort(addr, kind="stable")  # by address, then time
    a, k = addr[order], kind[order]
    same_as_next = a[1:] == a[:-1]
    last_at_address = np.append(~same_as_next, True)
    live = sel[order[last_at_address & (k == 1)]]
    emptied = np.zeros(len(order), bool)  # a free whose address held an allocation
    emptied[1:] = (k[1:] == -1) & same_as_next & (k[:-1] == 1)
    unmapped = heap - float(size[kind == 1].sum()) + float(size[order][emptied].sum())
    return np.sort(live), unmapped


def _text(ev: _Events, name: str) -> list[str]:
    """The JSON text of each category of a text column ("" for missing values)."""
    return _as_str(ev.categories[name]).tolist()


def _breakdown(ev: _Events, live: np.ndarray, unmapped: float, stack: float) -> list[list]:
    """XProf's active allocations: the live allocations and the special rows,
    merged where all six keys are equal, sorted as XProf sorts them."""
    c = ev.columns
    special = ([(UNMAPPED_OP, UNMAPPED_REGION, unmapped)] if unmapped > 0 else []) + (
        [(STACK_OP, STACK_REGION, stack)] if stack > 0 else [])
    n = len(live) + len(special)
    if not n:
        return []
    sizes = [np.concatenate([np.nan_to_num(c[name][live]), [b for _, _, b in special]])
             for name in ("allocation_bytes", "requested_bytes")]
    extra = {"tf_op": [op for op, _, _ in special], "region_type": [r for _, r, _ in special],
             "data_type": ["INVALID"] * len(special), "shape": ["unknown"] * len(special)}
    ranks, texts = [], []
    for name in ("tf_op", "region_type", "data_type", "shape"):
        labels = _text(ev, name) + extra[name]
        codes = np.concatenate([c[name][live], len(ev.categories[name]) + np.arange(len(special))])
        distinct = sorted(set(labels))  # Python's str order: that of their UTF-8 bytes, as in XProf
        where = {t: i for i, t in enumerate(distinct)}
        ranks.append(np.array([where[t] for t in labels], np.int64)[codes])
        texts.append(distinct)
    alloc, requested = sizes
    keys = [-alloc, -requested] + ranks
    order = np.lexsort(keys[::-1])
    sorted_keys = [k[order] for k in keys]
    new = np.ones(n, bool)
    new[1:] = np.any([k[1:] != k[:-1] for k in sorted_keys], axis=0)
    first = np.flatnonzero(new)
    occurrences = np.diff(np.append(first, n))
    rows = order[first]
    alloc_mib = (alloc[rows] * occurrences / MIB).tolist()
    req_mib = (requested[rows] * occurrences / MIB).tolist()
    op, region, dtype_, shape = ([t[i] for i in r[rows].tolist()] for r, t in zip(ranks, texts))
    return [[op[i], alloc_mib[i], req_mib[i], int(occurrences[i]), region[i], dtype_[i], shape[i]]
            for i in range(len(rows))]


def _by_op(ev: _Events, peak: int, step: np.ndarray) -> list[list]:
    """Events of the peak's step up to the peak, per op: [op, size increase MiB (allocations
    minus frees), allocation MiB, allocations, deallocations], the largest increase first;
    a row HELD_BEFORE_OP (the heap at the peak the step did not add) makes the increases
    add up to the heap at the peak."""
    c = ev.columns
    m = int(np.searchsorted(c["ts_ps"], c["ts_ps"][peak], side="right"))
    sel = np.flatnonzero(step[:m] == step[peak])
    size = np.nan_to_num(c["allocation_bytes"][sel]) * c["kind"][sel]
    df = pd.DataFrame({"op": c["tf_op"][sel], "increase": size, "allocation": np.maximum(size, 0),
                       "allocations": c["kind"][sel] == 1, "deallocations": c["kind"][sel] == -1})
    g = df.groupby("op", sort=False).sum()
    held = float(np.nan_to_num(c["bytes_allocated"][peak])) - float(size.sum())
    labels = _text(ev, "tf_op")
    rows = [[labels[op], inc / MIB, alloc / MIB, int(na), int(nd)]
            for op, inc, alloc, na, nd in zip(g.index.tolist(), g["increase"].tolist(), g["allocation"].tolist(),
                                               g["allocations"].tolist(), g["deallocations"].tolist())]
    if held:
        rows.append([HELD_BEFORE_OP, held / MIB, 0.0, 0, 0])
    return sorted(rows, key=lambda r: (-r[1], -r[2], r[0]))


def _allocator_profile(ev: _Events) -> dict:
    c = ev.columns
    stack, heap, free = (np.where(np.isnan(c[k]), 0.0, c[k])
                         for k in ("bytes_reserved", "bytes_allocated", "bytes_available"))
    usage = stack + heap
    # The last event with the most memory in use (events are in time order).
    peak = len(usage) - 1 - int(np.argmax(usage[::-1])) if len(usage) else 0
    step = c["group"] if ev.pytorch else _steps(c["group"])
    frag = c["fragmentation"][peak]
    peaks = c["peak_bytes_in_use"]
    summary = {
        "num_allocations": int((c["kind"] == 1).sum()),
        "num_deallocations": int((c["kind"] == -1).sum()),
        "memory_capacity_bytes": float(np.nan_to_num(c["bytes_reserved"][peak])
                                       + np.nan_to_num(c["bytes_allocated"][peak])
                                       + np.nan_to_num(c["bytes_available"][peak])),
        "peak_bytes_lifetime": float(np.nanmax(peaks)) if not np.all(np.isnan(peaks)) else float(usage.max()),
        "peak_bytes_in_use": float(usage[peak]),
        "peak_time_ms": round(float(c["ts_ps"][peak]) / 1e9, 6),
        "peak_step": int(step[peak]),
        "stack_reserved_bytes": float(stack[peak]),
        "heap_allocated_bytes": float(heap[peak]),
        "free_memory_bytes": float(free[peak]),
        "fragmentation_percent": None if np.isnan(frag) else round(float(frag) * 100, 3),
    }
    points = _downsample(usage)
    kind = c["kind"][points]

    def zero_filled(name):
        values = c[name][points]
        return np.where(np.isnan(values), 0.0, values)

    timeline = {
        "ts_ms": np.round(c["ts_ps"][points] / 1e9, 6).tolist(),
        "stack": stack[points].tolist(),
        "heap": heap[points].tolist(),
        "free": free[points].tolist(),
        "fragmentation_percent": np.round(zero_filled("fragmentation") * 100, 3).tolist(),
        "kind": np.where(kind == 1, "alloc", "dealloc").tolist(),
        "requested": zero_filled("requested_bytes").tolist(),
        "allocation": (zero_filled("allocation_bytes") * kind).tolist(),
        "op": ev.text("tf_op", points),
        "step": step[points].tolist(),
        "region_type": ev.text("region_type", points),
        "data_type": ev.text("data_type", points),
        "shape": ev.text("shape", points),
        "in_use": usage[points].tolist(),
    }
    if np.isnan(c["addr"]).all() and ev.pytorch:
        kind, columns, rows = "by_op", BY_OP_COLUMNS, _by_op(ev, peak, step)
    else:
        kind, columns = "live", BREAKDOWN_COLUMNS
        rows = _breakdown(ev, *_active_at_peak(ev, peak, step), float(stack[peak]))
    return {
        "summary": summary,
        "timeline": timeline,
        "timeline_points_total": len(ev),
        "breakdown": {"kind": kind, "columns": [{"id": i, "label": label, "type": t} for i, label, t in columns],
                      "rows": rows},
    }


def _memory_ids(ev: _Events) -> tuple[np.ndarray, list]:
    """(code per event, memory ids): the allocator name, else the chip's index on the host,
    else the device ordinal, as XProf keys them (the TPU runtime's events name no
    allocator); None for an allocator value that is missing (None/NaN)."""
    c = ev.columns
    names = ev.categories["allocator_name"].tolist()
    index, ordinal = c[schema.INDEX_ON_HOST], c[schema.DEVICE_ORDINAL]
    number = np.where(np.isnan(index), ordinal, index)
    # A chip's index: a whole number below 2^53 (any other value names none).
    whole = (number >= 0) & (number < 2.0**53) & (number == np.round(number))
    number_code = np.where(whole, number, -1).astype(np.int64)
    pairs, codes = np.unique(np.stack([c["allocator_name"], number_code]), axis=1, return_inverse=True)
    ids = []
    for name, n in pairs.T.tolist():  # one per distinct allocator
        if type(names[name]) is str and names[name] == "" and n >= 0:
            ids.append(str(n))
        else:
            ids.append(None if _is_missing(names[name]) else as_text(names[name]))
    return codes.reshape(-1), ids


def _host_profiles(profile: Profile) -> list[tuple]:
    """(memory id, its JSON) per allocator of the host (_memory_ids)."""
    plane = profile.host_plane
    if plane is None or not len(plane.events):
        return []
    ev = _events(profile, plane)
    if not len(ev):
        return []
    codes, ids = _memory_ids(ev)
    merged: dict = {}  # one code per memory id (a name and a number may spell one)
    for code, memory_id in enumerate(ids):
        if memory_id is not None:  # events without an allocator value belong to none, as in a groupby
            merged.setdefault(str(memory_id), []).append(code)
    out = []
    for memory_id in sorted(merged):  # XProf sorts memory ids as strings
        rows = np.flatnonzero(np.isin(codes, merged[memory_id]))
        out.append((memory_id, _allocator_profile(ev if len(rows) == len(ev) else ev.take(rows))))
    return out


ALLOCATORS = parts.Part(_DERIVED, _host_profiles)
PARTS = (ALLOCATORS,)


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    return reduce(parts.hosts_of(profiles, PARTS), options)


def reduce(hosts: Sequence[parts.Host], options: Mapping[str, str]) -> dict:
    out: dict = {}
    ids: list[str] = []
    several_hosts = len(hosts) > 1
    for host in hosts:
        for allocator, result in host[ALLOCATORS]:
            memory_id = f"{host.name}: {allocator or 'allocator'}" if several_hosts else (allocator or "allocator")
            ids.append(memory_id)
            out[memory_id] = result
    diagnostics = [] if ids else [
        "No memory allocator events (MemoryAllocation/MemoryDeallocation) in this profile: TensorFlow "
        "records them with host_tracer_level >= 2; JAX profiles do not have them."
    ]
    chosen = options.get("memory_id") or (ids[0] if ids else "")
    if chosen and chosen not in out:
        raise NotFound(f"unknown memory id {chosen!r}; memory ids: {', '.join(ids)}")
    return {"memory_ids": ids, "memory_id": chosen, "profiles": out, "diagnostics": diagnostics}


def table(result: dict) -> tuple[list[str], list[list]]:
    """The breakdown table of the chosen memory id (for CSV export)."""
    chosen = result.get("memory_id")
    if not chosen:
        return [c[1] for c in BREAKDOWN_COLUMNS], []
    breakdown = result["profiles"][chosen]["breakdown"]
    return [c["label"] for c in breakdown["columns"]], breakdown["rows"]
