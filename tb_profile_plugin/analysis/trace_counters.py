"""The trace viewer's counter tracks: `_counters_` lines (TPU performance counters,
one track per event name: MXU, Vector ALU... with a `% util` stat), memory in use
per allocator (the host's allocator events), and on PyTorch profiles each GPU's
utilization and est. SM efficiency (gpu_metrics.py: fractions, drawn against a full
scale of 1, `Counter.full_scale`).

A counter's value holds from its sample to the next sample of that counter and ends
at its last sample plus that sample's duration (`Counter.end`): it is never drawn past
it (a 0.2 ms kernel's counters are not a busy unit for the rest of the trace).
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ..profile import model, schema
from . import gpu_metrics


@dataclasses.dataclass
class Counter:
    track: int
    ts: np.ndarray  # ps, sorted
    value: np.ndarray
    end: int = -1  # ps: where the last sample ends; -1: at the last sample
    full_scale: float = 0.0  # the value drawn at the track's full height; 0: the largest shown

    @property
    def end_ps(self) -> int:
        if self.end >= 0:
            return int(self.end)
        return int(self.ts[-1]) if len(self.ts) else 0


def counter_series(profile, index: int, counter_lines: list[int]
                   ) -> list[tuple[str, np.ndarray, np.ndarray, int, float]]:
    """(track name, ts, value, end, full scale) of each counter track of plane `index`."""
    out = [(s.name, s.ts, s.value, s.end, gpu_metrics.FULL_SCALE)
           for s in gpu_metrics.timeline(profile).get(index, ())]
    plane = profile.planes[index]
    ev = plane.events
    if counter_lines:
        rows = np.flatnonzero(np.isin(ev.line, counter_lines))
        values = _first_numeric_stat(plane, rows)
        codes = plane.metadata_codes()[rows]
        md_names = plane.metadata_names()
        for code in np.unique(codes[codes >= 0]):  # a loop per counter (metadata entry)
            sel = rows[(codes == code) & ~np.isnan(values)]
            if len(sel):
                order = np.argsort(ev.start_ps[sel], kind="stable")
                sel_values = values[(codes == code) & ~np.isnan(values)][order]
                sel = sel[order]
                out.append((str(md_names[code]), ev.start_ps[sel], sel_values, int(ev.end_at(sel).max()), 0.0))
    if plane.name == schema.HOST_PLANE and schema.BYTES_ALLOCATED in plane.stat_names.values():
        # Only these two stats are decoded, not the plane's whole stat table.
        cols = plane.stat_columns((schema.BYTES_ALLOCATED, schema.ALLOCATOR_NAME))
        mem = cols[schema.BYTES_ALLOCATED]
        if len(mem):
            # Profile data is untrusted: a value that is not a number is left
            # out, and allocator names of any kind are read as text (none: "").
            values = mem.numbers()
            rows = mem.events[~np.isnan(values)]
            values = values[~np.isnan(values)]
            codes, labels = cols[schema.ALLOCATOR_NAME].text_codes()
            labels = np.append(labels, np.array([""], dtype=object))  # the last: events without one
            code = np.full(len(rows), len(labels) - 1, np.int64)
            if len(codes) and len(rows):
                names = cols[schema.ALLOCATOR_NAME].events
                pos = np.minimum(np.searchsorted(names, rows), len(names) - 1)
                hit = names[pos] == rows
                code[hit] = codes[pos[hit]]
            # One track per distinct text (codes compared, not texts: see text_codes).
            ranks = {text: i for i, text in enumerate(sorted(set(labels.tolist())))}
            rank = np.array([ranks[text] for text in labels.tolist()], np.int64)[code]
            for allocator, r in sorted(ranks.items()):
                sel = rank == r
                if not sel.any():
                    continue
                order = np.argsort(ev.start_ps[rows[sel]], kind="stable")
                label = f"Memory in use ({allocator})" if allocator else "Memory in use"
                out.append((label, ev.start_ps[rows[sel]][order], values[sel][order],
                            int(ev.end_at(rows[sel]).max()), 0.0))
    return out


def _first_numeric_stat(plane, rows: np.ndarray) -> np.ndarray:
    """The value of each event's first numeric stat (NaN if none)."""
    table = plane.stat_table
    out = np.full(len(rows), np.nan)
    if not len(table):
        return out
    numeric = np.isin(table.kind, (model.KIND_DOUBLE, model.KIND_INT64, model.KIND_UINT64))
    values = np.where(table.kind == model.KIND_DOUBLE, table.dval, table.ival.astype(np.float64))
    stat_rows = np.flatnonzero(numeric)
    events = table.event[stat_rows]
    first = np.r_[True, events[1:] != events[:-1]] if len(events) else np.empty(0, bool)
    events, stat_rows = events[first], stat_rows[first]
    pos = np.searchsorted(events, rows)
    pos = np.clip(pos, 0, max(len(events) - 1, 0))
    hit = (events[pos] == rows) if len(events) else np.zeros(len(rows), bool)
    out[hit] = values[stat_rows[pos[hit]]]
    return out


def counter_points(counter: Counter, t0: int, t1: int, resolution: int) -> tuple[np.ndarray, np.ndarray]:
    """Points of a counter in [t0, t1) (plus the one before, so the line
    starts at the window edge), at most ~2 per pixel keeping each pixel's max.
    The line ends at `counter.end_ps` (the reply says where)."""
    a = max(np.searchsorted(counter.ts, t0, "left") - 1, 0)
    b = np.searchsorted(counter.ts, t1, "right")
    ts, value = counter.ts[a:b], counter.value[a:b]
    if len(ts) > 2 * resolution:
        step = max(1, (t1 - t0) // resolution)
        bucket = (ts - t0) // step
        first = np.flatnonzero(np.r_[True, bucket[1:] != bucket[:-1]])
        value = np.maximum.reduceat(value, first)
        ts = ts[first]
    return ts, value
