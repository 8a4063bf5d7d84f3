"""GPU activity of one host classified as HTA does, and where its time goes, vectorized.

GPU activity: the events of `/device:GPU:N` planes on stream lines (derived lines skipped,
schema.is_derived_line); where the event metadata has a Kineto `category`, only kernels,
memcpys and memsets (GPU user annotations sit on the stream lines too).

Kind, by name (HTA 0.5.0 utils.get_kernel_type, its regular expressions, `re.match`):
COMMUNICATION `^nccl.*Kernel`; else MEMORY `^Memcpy|^Memset|^dma`, or ROCm's copies and fills
(roctracer's activity names `CopyHostToDevice`, `CopyDeviceToHost`, `CopyDeviceToDevice`,
`CopyHostToHost`, `FillBuffer`), or any event whose Kineto category is a memcpy or memset; else
COMPUTATION unless the name matches `^nccl.*Kernel|.*Memcpy|Memset|.*Sync` (then OTHER: busy,
not compute).

HTA's figures (`hta_breakdown`), over the activities HTA keeps: with two or more step markers,
those launched (the host event with the same `correlation_id`) before the last marker starts
(HTA drops the last, possibly cut, ProfilerStep); else all of them.
- temporal: span = first start to last end; idle = span - union of all; compute = union of
  COMPUTATION; non-compute = span - compute - idle (get_temporal_breakdown);
- kernel types: the time each combination of COMPUTATION / COMMUNICATION / MEMORY runs,
  each kind's intervals merged first ("COMPUTATION overlapping COMMUNICATION"...);
- comm/comp overlap: time both run / union of COMMUNICATION (get_comm_comp_overlap).

torch-tb-profiler's per-step breakdown (`step_breakdown`), over all activities: step spans as
its StepParser makes them (a host marker's span, moved to start no earlier than the previous
step's end and to end no earlier than the last activity launched from inside it; trailing
steps that launched nothing, or under 80 % of the previous step's activities, dropped); per
step the union of COMPUTATION ∩ step, of COMMUNICATION ∩ step, their intersection, and other
= step - computation - communication + overlap.

Deliberate differences, and why:
- Exact picoseconds. HTA (since pytorch#122425) rounds every event of a trace with fractional
  µs inward to whole µs (start up, end down); on ns-resolution traces its unions are smaller
  (nccl fixture: tests/test_distributed.py states by how much). Traces in whole µs agree.
- HTA counts `ProfilerStep` names over all ranks to decide whether to filter; here each host's
  own markers decide. HTA's `Event Sync`/`Context Sync` GPU events are not activities here.
- ROCm copies are MEMORY: HTA's names are CUDA's, so it counts a ROCm trace's
  `CopyHostToDevice` memcpys as computation.
- torch-tb-profiler's communication is the kernels sharing an `External id` with a `nccl:*`
  host op plus those host ops' own CPU spans; current PyTorch launches NCCL kernels from
  `record_param_comms`, so it finds almost none (distributed fixture: 218 µs of a 607 ms
  step) and counts the NCCL kernels as computation. Here the kinds above decide, on the GPU.
"""

from __future__ import annotations

import re

import numpy as np
from ..lazy_pandas import pd

from ..profile import Profile, kineto, schema
from . import steps
from .intervals import covered, merge, sweep

COMMUNICATION, MEMORY, COMPUTATION, OTHER = range(4)
KIND_NAMES = ("COMMUNICATION", "MEMORY", "COMPUTATION", "OTHER")
_COMM = re.compile(r"^nccl.*Kernel")
_MEMORY = re.compile(r"(^Memcpy)|(^Memset)|(^dma)|(^Copy(Host|Device)To(Host|Device)$)|(^FillBuffer$)")
_NOT_COMPUTE = re.compile(r"(^nccl.*Kernel)|(.*(Memcpy)|(Memset))|(.*Sync)")
_MEMORY_CATEGORIES = {"gpu_memcpy", "Memcpy", "gpu_memset", "Memset"}
_ACTIVITY_CATEGORIES = kineto.KERNEL_CATEGORIES | _MEMORY_CATEGORIES
# HTA's kernel-type bits, in its order (labels join the set bits in this order).
TYPE_BITS = (("COMPUTATION", COMPUTATION), ("COMMUNICATION", COMMUNICATION), ("MEMORY", MEMORY))
TTB_TAIL_RATIO = 0.8


def kind_of(name: str) -> int:
    if _COMM.match(name):
        return COMMUNICATION
    if _MEMORY.match(name):
        return MEMORY
    return OTHER if _NOT_COMPUTE.match(name) else COMPUTATION


def type_label(mask: int) -> str:
    return " overlapping ".join(label for i, (label, _) in enumerate(TYPE_BITS) if mask & (1 << i))


# -- one host's activities --------------------------------------------------------

def activities(profile: Profile) -> pd.DataFrame:
    """One row per GPU activity: plane (index in profile.planes), row, start, end (ps), kind,
    launch_start / launch_end (ps of the host event with its correlation_id; -1: none)."""
    frames = []
    for pi, plane in enumerate(profile.planes):
        if not schema.is_gpu_plane(plane.name) or not len(plane.events):
            continue
        ev = plane.events
        derived = np.array([schema.is_derived_line(line) for line in plane.lines] + [False])
        names = plane.metadata_names(display=False)
        codes = plane.metadata_codes()
        kinds = np.array([kind_of(str(n)) for n in names] + [OTHER], np.int64)
        keep = ~derived[ev.line]
        cats = plane.metadata_stat(kineto.CATEGORY)
        if cats:
            order = sorted(plane.event_metadata)  # metadata_codes() order
            ok = np.array([cats.get(i) in _ACTIVITY_CATEGORIES for i in order] + [False])
            keep &= ok[codes]
            copies = np.array([cats.get(i) in _MEMORY_CATEGORIES for i in order] + [False])
            kinds = np.where(copies, MEMORY, kinds)
        rows = np.flatnonzero(keep)
        frames.append(pd.DataFrame({
            "plane": pi, "row": rows, "start": ev.start_ps[rows], "end": ev.end_ps[rows],
            "kind": kinds[codes[rows]],
            "corr": plane.stat_at(schema.CORRELATION_ID, rows, numeric=True)}))
    if not frames:
        return pd.DataFrame({c: np.zeros(0, np.int64) for c in
                             ("plane", "row", "start", "end", "kind", "launch_start", "launch_end")})
    df = pd.concat(frames, ignore_index=True)
    df["launch_start"], df["launch_end"] = _launches(profile, df.pop("corr").to_numpy())
    return df


def _launches(profile: Profile, corr: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Start and end of the host event with each correlation id (the first one; -1: none)."""
    out_s, out_e = np.full(len(corr), -1, np.int64), np.full(len(corr), -1, np.int64)
    host = profile.host_plane
    column = host.stat(schema.CORRELATION_ID) if host is not None else None
    if column is None or not len(column) or not len(corr):
        return out_s, out_e
    ids = pd.to_numeric(pd.Series(np.asarray(column.values)), errors="coerce").to_numpy(np.float64)
    ok = ~np.isnan(ids)
    ids, rows = ids[ok], column.events[ok]
    o = np.lexsort((host.events.start_ps[rows], ids))
    ids, rows = ids[o], rows[o]
    pos = np.minimum(np.searchsorted(ids, corr), max(len(ids) - 1, 0))
    hit = ~np.isnan(corr) & (len(ids) > 0)
    hit[hit] &= ids[pos[hit]] == corr[hit]
    out_s[hit] = host.events.start_ps[rows[pos[hit]]]
    out_e[hit] = host.events.end_ps[rows[pos[hit]]]
    return out_s, out_e


def markers(profile: Profile) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(step_num, start, end) of the host step markers (steps.host_markers), by start."""
    host = profile.host_plane
    if host is None or not len(host.events):
        z = np.zeros(0, np.int64)
        return z, z, z
    m = steps.host_markers(host)
    rows = m["row"]
    o = np.argsort(host.events.start_ps[rows], kind="stable")
    rows = rows[o]
    return m["step_num"][o], host.events.start_ps[rows], host.events.end_ps[rows]


# -- HTA ----------------------------------------------------------------------------

def hta_breakdown(acts: pd.DataFrame, marker_start: np.ndarray) -> dict:
    """HTA's temporal breakdown, kernel-type breakdown and comm/comp overlap (ps)."""
    filtered = len(marker_start) >= 2
    if filtered:
        last = marker_start.max()
        acts = acts[(acts["launch_start"] >= 0) & (acts["launch_start"] < last)]
    out = {"filtered": filtered, "activities": int(len(acts)), "span_ps": 0, "idle_ps": 0,
           "compute_ps": 0, "non_compute_ps": 0, "kernel_types": {}, "communication_ps": 0,
           "overlap_ps": 0}
    if not len(acts):
        return out
    s, e, kind = (acts[c].to_numpy(np.int64) for c in ("start", "end", "kind"))
    busy_s, busy_e = merge(s, e)
    span = int(busy_e[-1] - busy_s[0])
    sets = [merge(s[kind == k], e[kind == k]) for _, k in TYPE_BITS]
    seg_s, seg_e, mask = sweep(sets)
    by_mask = pd.Series(seg_e - seg_s).groupby(mask).sum()
    compute = int((sets[0][1] - sets[0][0]).sum())
    idle = span - int((busy_e - busy_s).sum())
    both = int(by_mask[[m for m in by_mask.index if m & 3 == 3]].sum())
    out.update(span_ps=span, idle_ps=idle, compute_ps=compute, non_compute_ps=span - compute - idle,
               kernel_types={type_label(int(m)): int(v) for m, v in by_mask.items()},
               communication_ps=int((sets[1][1] - sets[1][0]).sum()), overlap_ps=both)
    return out


# -- torch-tb-profiler's steps -----------------------------------------------------

def ttb_steps(acts: pd.DataFrame, num: np.ndarray, m_start: np.ndarray, m_end: np.ndarray
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(step_num, start, end) of the steps as torch-tb-profiler's StepParser moves them to
    the device (see the module docstring)."""
    n = len(num)
    if not n:
        return num, m_start, m_end
    ls, le = acts["launch_start"].to_numpy(np.int64), acts["launch_end"].to_numpy(np.int64)
    k = np.searchsorted(m_start, ls, "right") - 1
    inside = (ls >= 0) & (k >= 0)
    inside[inside] &= le[inside] <= m_end[k[inside]]
    step, s, e = k[inside], acts["start"].to_numpy()[inside], acts["end"].to_numpy()[inside]
    count = np.bincount(step, minlength=n)
    dmin = np.full(n, np.iinfo(np.int64).max)
    dmax = np.full(n, np.iinfo(np.int64).min)
    np.minimum.at(dmin, step, s)
    np.maximum.at(dmax, step, e)
    if not count.sum():
        return num, m_start, m_end
    prev = int(m_start[0])
    if count[0]:
        others = acts["end"].to_numpy()[~inside]
        before = others[others < dmin[0]]
        if len(before):
            prev = max(prev, int(before.max()))
    start, end = m_start.copy(), m_end.copy()
    for i in range(n):  # per step
        start[i] = max(prev, int(m_start[i]))
        end[i] = max(int(m_end[i]), int(dmax[i]) if count[i] else int(start[i]), int(start[i]))
        prev = int(end[i])
    keep = n
    if n > 1:
        last = np.flatnonzero(count > 0)[-1]
        keep = last + 1
        if last > 0 and count[last - 1] * TTB_TAIL_RATIO > count[last]:
            keep = last
    return num[:keep], start[:keep], end[:keep]


def step_breakdown(acts: pd.DataFrame, start: np.ndarray, end: np.ndarray) -> dict[str, np.ndarray]:
    """Per step [start, end): computation, overlap, communication (ps covered by each)."""
    s, e, kind = (acts[c].to_numpy(np.int64) for c in ("start", "end", "kind"))
    comp = merge(s[kind == COMPUTATION], e[kind == COMPUTATION])
    comm = merge(s[kind == COMMUNICATION], e[kind == COMMUNICATION])
    seg_s, seg_e, mask = sweep([comp, comm])
    both = mask == 3
    return {"computation": covered(*comp, start, end), "communication": covered(*comm, start, end),
            "overlap": covered(seg_s[both], seg_e[both], start, end)}


# -- collectives --------------------------------------------------------------------

# Bytes per element of PyTorch's dtype names (the `dtype` arg of NCCL kernels).
DTYPE_BYTES = {
    "Float": 4, "Double": 8, "Half": 2, "BFloat16": 2, "Long": 8, "Int": 4, "Short": 2,
    "Char": 1, "Byte": 1, "Bool": 1, "ComplexHalf": 4, "ComplexFloat": 8, "ComplexDouble": 16,
    "Float8_e4m3fn": 1, "Float8_e5m2": 1, "Float8_e4m3fnuz": 1, "Float8_e5m2fnuz": 1,
    "UInt16": 2, "UInt32": 4, "UInt64": 8,
}
COLLECTIVE_NAME, IN_NELEMS, OUT_NELEMS = "Collective name", "In msg nelems", "Out msg nelems"
GROUP_SIZE, DTYPE, PROCESS_GROUP = "Group size", "dtype", "Process Group Name"
_NCCL_KERNEL = re.compile(r"^nccl(?:Dev)?Kernel_([A-Za-z]+)")


def collectives(profile: Profile, acts: pd.DataFrame) -> pd.DataFrame:
    """One row per (collective, process group) of the COMMUNICATION activities: calls, total /
    max ps, message elements and bytes (NaN where a call does not say), group size."""
    comm = acts[acts["kind"] == COMMUNICATION]
    frames = []
    for pi, group in comm.groupby("plane", sort=True):
        plane = profile.planes[pi]
        rows = group["row"].to_numpy(np.int64)
        names = np.append(plane.metadata_names(display=False), "")[plane.metadata_codes(plane.events.metadata_id[rows])]
        fallback = np.array([(m.group(1) if (m := _NCCL_KERNEL.match(str(n))) else str(n)) for n in names], object)
        coll = plane.stat_at(COLLECTIVE_NAME, rows)
        dtype = plane.stat_at(DTYPE, rows)
        size = pd.Series(dtype).map(DTYPE_BYTES).to_numpy(np.float64)
        n_in = plane.stat_at(IN_NELEMS, rows, numeric=True)
        frames.append(pd.DataFrame({
            "collective": np.where(coll != "", coll, fallback), "process_group": plane.stat_at(PROCESS_GROUP, rows),
            "dur": group["end"].to_numpy() - group["start"].to_numpy(), "in_nelems": n_in,
            "out_nelems": plane.stat_at(OUT_NELEMS, rows, numeric=True), "in_bytes": n_in * size,
            "group_size": plane.stat_at(GROUP_SIZE, rows, numeric=True)}))
    if not frames:
        return pd.DataFrame(columns=["collective", "process_group", "calls", "total_ps", "max_ps",
                                     "in_nelems", "out_nelems", "in_bytes", "group_size"])
    df = pd.concat(frames, ignore_index=True)
    g = df.groupby(["collective", "process_group"], sort=False)
    out = g.agg(calls=("dur", "size"), total_ps=("dur", "sum"), max_ps=("dur", "max"),
                group_size=("group_size", "max")).reset_index()
    for c in ("in_nelems", "out_nelems", "in_bytes"):  # a sum only where every call has it
        out[c] = g[c].sum(min_count=1).to_numpy()
        out.loc[g[c].count().to_numpy() < out["calls"].to_numpy(), c] = np.nan
    return out.sort_values(["total_ps", "collective"], ascending=[False, True], kind="stable").reset_index(drop=True)
