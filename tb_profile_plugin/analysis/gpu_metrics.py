"""torch-tb-profiler's GPU counters over time, per GPU of a PyTorch (Kineto) profile:
`GPU <id> Utilization` and `GPU <id> Est. SM Efficiency` (the trace viewer's counter
tracks, trace_counters.py, and "C" events of the whole-trace download, trace_viewer.py).

As torch-tb-profiler 0.4.3 makes them (gpu_metrics_parser.py, run.py's append_gpu_metrics):
- The timeline: the `PyTorch Profiler (0)` span (Kineto's trace event; the last one), else
  the span of all events (0.4.3: all but `[memory]` instants, which lie inside it).
- Utilization: the timeline cut into buckets of a power of ten µs, the smallest giving at most
  100 of them (int(span / size) buckets, the last one reaching the timeline's end); each
  bucket's value is the time some kernel runs in it (the union over the GPU's streams) over
  its length, a fraction. Samples at the bucket starts; the counter ends at the timeline's end.
- Est. SM efficiency: where kernels run, min(1, the sum of `blocks per SM` of the running
  kernels), a new range at every kernel start and end; a sample at each range's start and a
  0 at its end. Kernels and their blocks per SM as the overview's GPU summary takes them
  (gpu_steps.py: a kernel without `blocks per SM` gets grid blocks / SMs), so the counter's
  time average over the steps is the summary's Est. SM Efficiency.
- The download writes torch-tb-profiler's events: `{"ph": "C", "name": "GPU 0 Utilization",
  "args": {"GPU Utilization": v}}`, `{"name": "GPU 0 Est. SM Efficiency", "args": {"Est. SM
  Efficiency": v}}`, each series after a 1 and a 0 at the timeline's start (its baseline:
  chrome://tracing scales a counter to its largest value), the utilization closed by a 0 at
  the timeline's end; on the GPU plane's process (0.4.3: pid = the GPU's id, which is how
  its trace names GPU processes; ours numbers every plane).

Deliberate differences, and why:
- The viewer's tracks carry no baseline samples: they are drawn against a full scale of 1
  (`FULL_SCALE`), in every window, not only the one holding the timeline's start.
- Floating-point residue of the running sum of blocks per SM (a sum back at ~1e-17 after
  its kernels end) is 0 here: 0.4.3 makes a range of it, and a sample, between kernels.
- A timeline shorter than one µs is one bucket (0.4.3 makes none and fails on it).
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ..profile import Profile, kineto, schema
from . import gpu_steps, intervals

KEY = "gpu_metrics/v1"
UTILIZATION, SM_EFFICIENCY = "GPU Utilization", "Est. SM Efficiency"  # the args' keys
PROFILER_SPAN = "PyTorch Profiler (0)"
MAX_BUCKETS = 100
FULL_SCALE = 1.0  # both counters are fractions
_RESIDUE = 1e-9  # blocks per SM are at least 1 / SMs (~0.005): anything below is rounding


@dataclasses.dataclass(frozen=True)
class Series:
    """One counter of one GPU: samples (ps, sorted) holding to the next one, up to `end`."""

    name: str  # "GPU 0 Utilization"
    arg: str  # UTILIZATION or SM_EFFICIENCY
    ts: np.ndarray
    value: np.ndarray
    end: int
    baseline: int  # ps: where the download's baseline samples go (the timeline's start)


def timeline(profile: Profile) -> dict[int, list[Series]]:
    """Plane index -> its counters, for the GPU planes with kernels of a PyTorch profile."""
    return profile.derived(KEY, _build)


def _build(profile: Profile) -> dict[int, list[Series]]:
    if not gpu_steps.applies(profile):
        return {}
    lo, hi = _span(profile)
    out = {}
    for index, plane in enumerate(profile.planes):
        if not schema.is_gpu_plane(plane.name) or not len(plane.events):
            continue
        start, end, blocks = kernels(plane)
        if not len(start):
            continue
        gpu = plane.stats.get(schema.DEVICE_ID, plane.id)
        ts, value = utilization(start, end, lo, hi)
        found = [Series(f"GPU {gpu} Utilization", UTILIZATION, ts, value, hi, lo)]
        a, b, level = sm_efficiency_ranges(start, end, blocks)
        if len(a):
            ts, value = np.column_stack([a, b]).ravel(), np.column_stack([level, np.zeros_like(level)]).ravel()
            found.append(Series(f"GPU {gpu} Est. SM Efficiency", SM_EFFICIENCY, ts, value, int(b[-1]), lo))
        out[index] = found
    return out


def _span(profile: Profile) -> tuple[int, int]:
    """The timeline (ps): the profiler's own span event, else that of all events."""
    host = profile.host_plane
    if host is not None and len(host.events):
        cats = host.metadata_stat(kineto.CATEGORY)
        ids = [i for i, md in host.event_metadata.items()
               if md.name == PROFILER_SPAN and str(cats.get(i, "")).lower() == "trace"]
        rows = np.flatnonzero(np.isin(host.events.metadata_id, ids)) if ids else ()
        if len(rows):
            return int(host.events.start_ps[rows[-1]]), int(host.events.end_at(rows[-1]))
    timed = [p.events for p in profile.planes if len(p.events)]
    return (min(int(ev.start_ps.min()) for ev in timed), max(int(ev.end_ps.max()) for ev in timed))


def kernels(plane) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(start, end, blocks per SM) of a GPU plane's kernels, as the overview's GPU summary
    reads them (gpu_steps.py); blocks 0 where unknown."""
    _, _, is_kernel = gpu_steps._gpu_roles(plane)
    rows = np.flatnonzero(is_kernel[plane.metadata_codes()])
    ev = plane.events
    blocks = gpu_steps._floats(plane, gpu_steps.BLOCKS_PER_SM, rows)
    sms = plane.stats.get(schema.DEV_CAP_CORE_COUNT)
    if isinstance(sms, (int, float)) and sms > 0 and np.isnan(blocks).any():
        blocks = np.where(np.isnan(blocks), gpu_steps._grid_blocks(plane, rows) / sms, blocks)
    return ev.start_ps[rows], ev.end_at(rows), np.nan_to_num(blocks, nan=0.0)


def buckets(lo: int, hi: int) -> np.ndarray:
    """Bucket bounds (ps) over [lo, hi]: a power of ten µs each, at most MAX_BUCKETS, the
    last one up to hi."""
    span_us = (hi - lo) / 1e6
    size = 1
    while span_us / size > MAX_BUCKETS:  # a loop over powers of ten
        size *= 10
    n = max(int(span_us / size), 1)
    return np.r_[lo + np.arange(n, dtype=np.int64) * size * 1_000_000, hi]


def utilization(start: np.ndarray, end: np.ndarray, lo: int, hi: int) -> tuple[np.ndarray, np.ndarray]:
    """Bucket starts and the share of each bucket some kernel runs."""
    bounds = buckets(lo, hi)
    busy = intervals.covered(*intervals.merge(start, end), bounds[:-1], bounds[1:])
    return bounds[:-1], busy / np.maximum(np.diff(bounds), 1)


def sm_efficiency_ranges(start: np.ndarray, end: np.ndarray, blocks: np.ndarray
                         ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(start, end, min(1, sum of blocks per SM)) of each range between two kernel bounds
    where that sum is above 0 (kernels with blocks <= 0 left out)."""
    keep = blocks > 0
    s, e, v = start[keep], end[keep], blocks[keep]
    times = np.column_stack([s, e]).ravel()
    deltas = np.column_stack([v, -v]).ravel()
    order = np.lexsort((np.tile([0, 1], len(s)), times))  # a start before an end at one time
    times, level = times[order], np.cumsum(deltas[order])
    ok = (times[1:] > times[:-1]) & (level[:-1] > _RESIDUE)
    return times[:-1][ok], times[1:][ok], np.minimum(level[:-1][ok], 1.0)
