"""memory_viewer: memory use of one XLA module over its program order.

Read from the module's HLO proto (buffer assignment + heap-simulator trace),
replayed as XProf's memory viewer does (analysis/hlo/heap.py): the heap size
at every program point, the peak, and the buffers live at the peak.

Options: `module` (`name(program id)` as module_list gives it, or a bare name
that only one module has; default: the module with the biggest peak) and
`memory_space` (a buffer color, e.g. 0 = HBM / device memory; default 0, else
the module's first memory space).

JSON:
{"module": "jit_train_step(26)", "module_name": "jit_train_step", "program_id": 26,
 "entry_computation": "main.18",
 "modules": [{"name", "program_id", "peak_bytes"}],   # every module, biggest peak first
                                                     # (peak_bytes null: its HLO proto is unreadable
                                                     # or malformed, see below)
 "memory_spaces": [{"id": 0, "name": "HBM (0)"}], "memory_space": 0,
 "summary": {"peak_heap_bytes", "peak_unpadded_heap_bytes",    # the peak, indefinite buffers included
             "padding_bytes",                                 # peak - unpadded peak
             "entry_parameters_bytes", "non_reusable_bytes",  # thread-local and tuple allocations
             "maybe_live_out_bytes", "total_buffer_allocation_bytes",   # without thread-local ones
             "indefinite_bytes",          # parameters, outputs and constants: live at every point
             "temp_peak_bytes",           # the heap simulation's own peak
             "temp_allocation_bytes",     # the allocation it packs (fragmentation included)
             "fragmentation_percent",     # 100 * (allocation - peak) / allocation, null without one
             "num_program_points", "num_logical_buffers", "num_instructions"},
 "timeline": {"x": [program point, ...],             # all points, or MAX_POINTS of them
              "heap_bytes": [...], "unpadded_heap_bytes": [...],
              "instruction": [index into instructions, ...], "instructions": ["fusion.3", ...],
              "points_total": 21,         # before down-sampling (the highest point of each bucket kept)
              "peak_point": 15},          # the point at the peak (XProf's peakHeapSizePosition + 1)
 "buffers": {"id": [...], "name": [...], "instruction": [...], "opcode": [...],
             "allocation_type": ["Parameter"|"Output"|"Thread-local"|"Constant"|"Temporary"],
             "allocation": [...], "offset": [...], "size": [...], "unpadded": [...],
             "shape": ["f32[784,512]{1,0}"], "dtype": ["f32"], "dims": [[784, 512]],
             "op_name": [...], "source": ["file.py:22"], "stack": [...],
             "span_start": [...], "span_limit": [...]},   # program points it is live in
                                          # (parameters, outputs, constants: all points)
 "by_size": [row, ...],           # rows of `buffers`, biggest first
 "small": {"threshold_bytes": 16384, "count": 3, "bytes": 13444},
 "diagnostics": ["..."]}
A module that cannot be read, or is malformed (a tuple shape nested more than
64 levels deep, SHARE_WITH events in a cycle: analysis/hlo/), is an error
naming it (ProfileError, HTTP 422) when asked for; the other modules open as
usual and the default is a readable one (when there is one).
`buffers` are the buffers live at the peak, in program order (XProf's maxHeap,
same order): the biggest buffer of each parameter/output/constant allocation,
then those of the heap simulation; buffers under `small.threshold_bytes` are
only counted in `small`. Sizes in bytes (MiB = bytes / 2**20 as XProf shows).

Deliberate differences from XProf 2.24, and why:
- None in the numbers: tests compare every module of the JAX fixture with
  XProf's output. A module that cannot be read or replayed is an error for
  that module alone, so the others stay usable.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from .. import params
from ..analysis import hlo
from ..errors import NotFound, ProfileChanged, ProfileError
from ..profile import Profile

SMALL_BUFFER_BYTES = 16384   # XProf's kSmallBufferSize
MAX_POINTS = 50_000

TABLE_COLUMNS = [
    ("name", "Name"), ("allocation_type", "Allocation type"), ("opcode", "Category"),
    ("size", "Size (bytes)"), ("unpadded", "Unpadded size (bytes)"), ("shape", "Shape"),
    ("op_name", "Op name"), ("source", "Source"), ("span_start", "Allocated at"), ("span_limit", "Freed at"),
]


def module_list(profiles: Sequence[Profile]) -> list[str]:
    """The XLA modules of the profiles, in the order the memory viewer lists them
    (biggest peak heap first, then by name): the module_list route's answer."""
    return [m["name"] for m in _modules_by_peak(profiles)]


def _modules_by_peak(profiles: Sequence[Profile]) -> list[dict]:
    out = {}
    for p in profiles:
        for name in hlo.module_names([p]):
            if name in out:
                continue
            try:
                peak = hlo.heap_analysis(p, name, hlo.default_memory_space(p, name)).peak_bytes
            except ProfileChanged:  # another version of the file: never a partial answer
                raise
            except ProfileError:  # that module is unreadable; the others can still be shown
                peak = None
            out[name] = {"name": name, "program_id": hlo.program_id(p, name), "peak_bytes": peak}
    return sorted(out.values(), key=lambda m: (-(m["peak_bytes"] if m["peak_bytes"] is not None else -1), m["name"]))


def _points(a: hlo.HeapAnalysis) -> tuple[np.ndarray, int]:
    """Program points to send: all, or the highest of each of MAX_POINTS
    buckets (the peak always kept)."""
    n = len(a.heap_bytes)
    if n <= MAX_POINTS:
        return np.arange(n), n
    bucket = (np.arange(n) * MAX_POINTS) // n
    order = np.lexsort((-a.heap_bytes, bucket))
    first = np.r_[True, bucket[order][1:] != bucket[order][:-1]]
    keep = np.union1d(order[first], [a.peak_position + 1])
    return keep, n


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    modules = _modules_by_peak(profiles)
    if not modules:
        raise NotFound("no XLA modules (HLO protos) in this profile")
    wanted = (options.get("module") or "").strip()
    profile, name = hlo.resolve(profiles, wanted or modules[0]["name"])
    spaces = hlo.memory_spaces(profile, name)
    raw_space = (options.get("memory_space") or "").strip()
    if raw_space:
        from . import MAX_MEMORY_SPACE  # the registry declares the option's bounds

        color = params.integer("memory_space", raw_space, low=0, high=MAX_MEMORY_SPACE)
        if spaces and color not in spaces:
            raise NotFound(f"module {name} has no memory space {color}; "
                           f"its memory spaces are: {', '.join(map(str, spaces))}")
    else:
        color = hlo.default_memory_space(profile, name)
    a = hlo.heap_analysis(profile, name, color)
    diagnostics = []
    if a.trace_index < 0:
        diagnostics.append("This module has no heap simulation for this memory space: only buffers that "
                           "live for the whole program (parameters, outputs, constants) are shown.")
    allocs = a.allocations[a.allocations["color"] == color]
    sizes = allocs["size"]
    temp_alloc = a.temp_allocation_bytes
    peak_rows = a.peak_rows
    big = a.buffers["size"].to_numpy()[peak_rows] >= SMALL_BUFFER_BYTES
    shown = peak_rows[big]
    small = peak_rows[~big]
    details = hlo.buffer_details(profile, name, a, shown)
    by_size = np.argsort(-details["size"].to_numpy(), kind="stable")
    keep, total_points = _points(a)
    names, codes = np.unique(np.array(a.instruction_names(keep), dtype=object), return_inverse=True) \
        if len(keep) else (np.empty(0, object), np.empty(0, np.int64))
    source = [f"{f}:{ln}" if f and ln else f for f, ln in zip(details["source_file"], details["source_line"])]
    entry = _entry(profile, name)
    return {
        "module": name,
        "module_name": entry[0],
        "program_id": entry[1],
        "entry_computation": hlo.entry_computation(profile, name),
        "modules": modules,
        "memory_spaces": [{"id": s, "name": hlo.memory_space_name(s)} for s in spaces],
        "memory_space": color,
        "summary": {
            "peak_heap_bytes": a.peak_bytes,
            "peak_unpadded_heap_bytes": a.peak_unpadded_bytes,
            "padding_bytes": a.peak_bytes - a.peak_unpadded_bytes,
            "entry_parameters_bytes": int(sizes[allocs["is_entry_computation_parameter"]].sum()),
            "non_reusable_bytes": int(sizes[allocs["is_thread_local"] | allocs["is_tuple"]].sum()),
            "maybe_live_out_bytes": int(sizes[allocs["maybe_live_out"]].sum()),
            # Thread-local allocations left out, as XProf 2.24 counts.
            "total_buffer_allocation_bytes": int(sizes[~allocs["is_thread_local"]].sum()),
            "indefinite_bytes": a.indefinite_bytes,
            "temp_peak_bytes": a.temp_peak_bytes,
            "temp_allocation_bytes": temp_alloc,
            "fragmentation_percent": (round(100.0 * (temp_alloc - a.temp_peak_bytes) / temp_alloc, 3)
                                      if temp_alloc else None),
            "num_program_points": len(a.heap_bytes),
            "num_logical_buffers": len(a.buffers),
            "num_instructions": hlo.num_instructions(profile, name),
        },
        "timeline": {
            "x": keep,
            "heap_bytes": a.heap_bytes[keep],
            "unpadded_heap_bytes": a.unpadded_heap_bytes[keep],
            "instruction": codes,
            "instructions": names.tolist(),
            "points_total": total_points,
            "peak_point": a.peak_position + 1 if total_points else 0,
        },
        "buffers": {
            "id": details["id"].to_numpy(),
            "name": details["name"].tolist(),
            "instruction": details["instruction"].tolist(),
            "opcode": details["opcode"].tolist(),
            "allocation_type": details["allocation_type"].tolist(),
            "allocation": details["allocation"].to_numpy(),
            "offset": details["offset"].to_numpy(),
            "size": details["size"].to_numpy(),
            "unpadded": details["unpadded"].to_numpy(),
            "shape": details["shape"].tolist(),
            "dtype": details["dtype"].tolist(),
            "dims": details["dims"].tolist(),
            "op_name": details["op_name"].tolist(),
            "source": source,
            "stack": details["stack"].tolist(),
            # Buffers of the whole program (no span in the simulation): all points.
            "span_start": np.where(details["span_start"] >= 0, details["span_start"], 0),
            "span_limit": np.where(details["span_start"] >= 0, details["span_limit"],
                                   max(len(a.heap_bytes) - 1, 0)),
        },
        "by_size": by_size,
        "small": {"threshold_bytes": SMALL_BUFFER_BYTES, "count": int(len(small)),
                  "bytes": int(a.buffers["size"].to_numpy()[small].sum())},
        "diagnostics": diagnostics,
    }


def _entry(profile: Profile, name: str) -> tuple[str, int | None]:
    pid = hlo.program_id(profile, name)
    suffix = f"({pid})"
    return (name[: -len(suffix)] if pid is not None and name.endswith(suffix) else name), pid


def table(result: dict) -> tuple[list[str], list[list]]:
    """The buffers live at the peak (CSV export), in program order."""
    b = result["buffers"]
    header = [label for _, label in TABLE_COLUMNS]
    rows = [[b[key][i] for key, _ in TABLE_COLUMNS] for i in range(len(b["id"]))]
    return header, rows
