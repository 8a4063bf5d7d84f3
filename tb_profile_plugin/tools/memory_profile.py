"""memory_profile: the allocators' memory over the profiling interval.

Built from the host's `MemoryAllocation` / `MemoryDeallocation` events and
their stats (allocator_name, bytes_reserved = stack, bytes_allocated = heap,
bytes_available = free, fragmentation, peak_bytes_in_use, requested_bytes,
allocation_bytes, addr, tf_op, step id, region_type, data_type, shape).

JSON:
{"memory_ids": ["mklcpu"],          # one per allocator (prefixed "host: " with several hosts)
 "profiles": {"mklcpu": {
   "summary": {"num_allocations", "num_deallocations", "memory_capacity_bytes",
               "peak_bytes_lifetime", "peak_bytes_in_use", "peak_time_ms",
               "stack_reserved_bytes", "heap_allocated_bytes", "free_memory_bytes",
               "fragmentation_percent"},
   "timeline": {"ts_ms": [...], "stack": [...], "heap": [...], "free": [...],
                "fragmentation_percent": [...], "kind": ["alloc"|"dealloc"], "requested": [...],
                "allocation": [...] (negative for deallocations), "op": [...], "step": [...],
                "region_type": [...], "data_type": [...], "shape": [...], "in_use": [...]},
   "timeline_points_total": 1056,     # before down-sampling (at most MAX_POINTS kept, peaks kept)
   "breakdown": {"columns": [...], "rows": [[op, allocation MiB, requested MiB, occurrences,
                 region type, data type, shape], ...]}}},   # allocations live at the peak
 "diagnostics": []}
Times are ms from the profile's first event. `memory_id` picks the table the
CSV export uses (default: the first memory id).
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np
import pandas as pd

from ..errors import NotFound
from ..profile import Plane, Profile, schema

MAX_POINTS = 1000
MIB = float(1 << 20)

BREAKDOWN_COLUMNS = [
    ("op", "Op Name", "string"),
    ("allocation_mib", "Allocation Size (MiB)", "number"),
    ("requested_mib", "Requested Size (MiB)", "number"),
    ("occurrences", "Occurrences", "number"),
    ("region_type", "Region type", "string"),
    ("data_type", "Data type", "string"),
    ("shape", "Shape", "string"),
]

_NUMBER_STATS = ("bytes_reserved", "bytes_allocated", "bytes_available", "fragmentation",
                 "peak_bytes_in_use", "requested_bytes", "allocation_bytes", "addr")
_TEXT_STATS = ("allocator_name", "tf_op", "region_type", "data_type", "shape")


def _events(profile: Profile, plane: Plane) -> pd.DataFrame:
    names = plane.event_names(display=False)
    kind = np.where(names == schema.MEMORY_ALLOCATION, 1, np.where(names == schema.MEMORY_DEALLOCATION, -1, 0))
    rows = np.flatnonzero(kind != 0)
    n = len(plane.events)
    first = profile.time_span_ps()[0]
    data = {
        "ts_ps": plane.events.start_ps[rows] - first,
        "kind": kind[rows],
    }
    for name in _NUMBER_STATS:
        data[name] = plane.stat(name).for_events(n, fill=np.nan)[rows].astype(np.float64)
    for name in _TEXT_STATS:
        data[name] = plane.stat(name).for_events(n, fill="")[rows]
    # data_type is TensorFlow's DataType enum number: show its name (mapped
    # once per distinct value).
    uniq, inverse = np.unique(data["data_type"].astype(str), return_inverse=True)
    names = [schema.TF_DATA_TYPES.get(int(u), u) if u.lstrip("-").isdigit() else u for u in uniq]
    data["data_type"] = np.array(names + [""], dtype=object)[:-1][inverse] if len(uniq) else data["data_type"]
    step = plane.stat(schema.GROUP_ID).for_events(n, fill=-1)[rows]
    step_id = plane.stat(schema.STEP_ID).for_events(n, fill=-1)[rows]
    data["step"] = np.where(np.asarray(step_id, dtype=np.float64) >= 0, step_id, step).astype(np.int64)
    df = pd.DataFrame(data)
    return df.sort_values("ts_ps", kind="stable").reset_index(drop=True)


def _downsample(df: pd.DataFrame) -> pd.DataFrame:
    """At most MAX_POINTS rows: the highest-usage row of each time bucket."""
    if len(df) <= MAX_POINTS:
        return df
    bucket = np.minimum((np.arange(len(df)) * MAX_POINTS) // len(df), MAX_POINTS - 1)
    usage = (df["bytes_reserved"].fillna(0) + df["bytes_allocated"].fillna(0)).to_numpy()
    order = np.lexsort((-usage, bucket))
    first = np.r_[True, bucket[order][1:] != bucket[order][:-1]]
    keep = np.sort(order[first])
    return df.iloc[keep]


def _live_at(df: pd.DataFrame, t_peak: int) -> pd.DataFrame:
    """Allocations made at or before t_peak and not freed by then (matched by address)."""
    allocs = df[(df["kind"] == 1) & (df["ts_ps"] <= t_peak)]
    frees = df[(df["kind"] == -1) & (df["ts_ps"] <= t_peak)]
    if not len(allocs):
        return allocs
    # A free cancels the latest earlier allocation at the same address.
    a = allocs[["addr", "ts_ps"]].assign(alloc_row=np.arange(len(allocs)))
    f = frees[["addr", "ts_ps"]].rename(columns={"ts_ps": "free_ts"})
    a = a.sort_values("ts_ps")
    f = f.sort_values("free_ts")
    # For each free, the allocation it releases: the last one at that address before it.
    freed = pd.merge_asof(f, a, left_on="free_ts", right_on="ts_ps", by="addr", direction="backward",
                          allow_exact_matches=True)
    gone = freed["alloc_row"].dropna().astype(np.int64).to_numpy()
    return allocs[~np.isin(np.arange(len(allocs)), gone)]


def _allocator_profile(df: pd.DataFrame) -> dict:
    usage = (df["bytes_reserved"].fillna(0) + df["bytes_allocated"].fillna(0)).to_numpy()
    peak = int(np.argmax(usage)) if len(usage) else 0
    at = df.iloc[peak]
    frag = at["fragmentation"]
    summary = {
        "num_allocations": int((df["kind"] == 1).sum()),
        "num_deallocations": int((df["kind"] == -1).sum()),
        "memory_capacity_bytes": float(np.nan_to_num(at["bytes_reserved"]) + np.nan_to_num(at["bytes_allocated"])
                                       + np.nan_to_num(at["bytes_available"])),
        "peak_bytes_lifetime": float(np.nanmax(df["peak_bytes_in_use"])) if df["peak_bytes_in_use"].notna().any() else float(usage.max()),
        "peak_bytes_in_use": float(usage[peak]),
        "peak_time_ms": round(float(at["ts_ps"]) / 1e9, 6),
        "stack_reserved_bytes": float(np.nan_to_num(at["bytes_reserved"])),
        "heap_allocated_bytes": float(np.nan_to_num(at["bytes_allocated"])),
        "free_memory_bytes": float(np.nan_to_num(at["bytes_available"])),
        "fragmentation_percent": None if pd.isna(frag) else round(float(frag) * 100, 3),
    }
    points = _downsample(df)
    alloc_size = points["allocation_bytes"].fillna(0).to_numpy() * points["kind"].to_numpy()
    in_use = points["bytes_reserved"].fillna(0) + points["bytes_allocated"].fillna(0)
    timeline = {
        "ts_ms": np.round(points["ts_ps"].to_numpy() / 1e9, 6).tolist(),
        "stack": points["bytes_reserved"].fillna(0).tolist(),
        "heap": points["bytes_allocated"].fillna(0).tolist(),
        "free": points["bytes_available"].fillna(0).tolist(),
        "fragmentation_percent": np.round(points["fragmentation"].fillna(0).to_numpy() * 100, 3).tolist(),
        "kind": np.where(points["kind"].to_numpy() == 1, "alloc", "dealloc").tolist(),
        "requested": points["requested_bytes"].fillna(0).tolist(),
        "allocation": alloc_size.tolist(),
        "op": points["tf_op"].astype(str).tolist(),
        "step": points["step"].tolist(),
        "region_type": points["region_type"].astype(str).tolist(),
        "data_type": points["data_type"].astype(str).tolist(),
        "shape": points["shape"].astype(str).tolist(),
        "in_use": in_use.tolist(),
    }
    live = _live_at(df, int(at["ts_ps"]))
    if len(live):
        grouped = live.assign(op=live["tf_op"].astype(str)).groupby(
            ["op", "region_type", "data_type", "shape"], sort=False, as_index=False
        ).agg(allocation=("allocation_bytes", "sum"), requested=("requested_bytes", "sum"), occurrences=("kind", "size"))
        grouped = grouped.sort_values(["allocation", "op"], ascending=[False, True], kind="stable")
        rows = [
            [r.op, r.allocation / MIB, r.requested / MIB, int(r.occurrences),
             r.region_type, r.data_type, r.shape]
            for r in grouped.itertuples()
        ]
    else:
        rows = []
    return {
        "summary": summary,
        "timeline": timeline,
        "timeline_points_total": int(len(df)),
        "breakdown": {"columns": [{"id": i, "label": label, "type": t} for i, label, t in BREAKDOWN_COLUMNS],
                      "rows": rows},
    }


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    out: dict = {}
    ids: list[str] = []
    several_hosts = len(profiles) > 1
    for profile in profiles:
        plane = profile.host_plane
        if plane is None or not len(plane.events):
            continue
        df = _events(profile, plane)
        for allocator, part in df.groupby("allocator_name", sort=True):
            memory_id = f"{profile.host}: {allocator or 'allocator'}" if several_hosts else (allocator or "allocator")
            ids.append(memory_id)
            out[memory_id] = _allocator_profile(part.reset_index(drop=True))
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
