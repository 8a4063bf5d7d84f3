"""trace_viewer: every event of the profile as Chrome trace-event JSON.

Perfetto and chrome://tracing open the output. Shape:
{"displayTimeUnit": "ns",
 "metadata": {"host": "...", "origin_ns": 123, "events": 10306},
 "traceEvents": [
   {"ph": "M", "pid": 1, "name": "process_name", "args": {"name": "/host:CPU"}},
   {"ph": "M", "pid": 1, "tid": 3, "name": "thread_name", "args": {"name": "tf_Compute"}},
   {"ph": "X", "pid": 1, "tid": 3, "ts": 12.5, "dur": 3.25, "name": "MatMul", "args": {"step_num": 2}},
   ...]}
pid = one per plane (numbered across hosts; the host plane is named "Host
Threads" as in TensorBoard), tid = line index + 1, `ts`/`dur`
in microseconds from the earliest event of all selected hosts. No event is
dropped. Each thread also gets XProf's `ThreadpoolListener::Region` spans
(StartRegion to StopRegion, see analysis/groups.py) as "X" events with their
StartRegion's args; `metadata.events` counts the profile's events and
`metadata.regions` these spans. Producer/consumer ids (`_p`/`_c` stats) become flow events
(`ph` "s" on the producer, "f" bound to the consumer). The output is produced in chunks (`stream`), each built with numpy
from the columnar tables, so no single giant string is ever held.
"""

from __future__ import annotations

from typing import Iterator, Mapping, Sequence

import numpy as np
import orjson

from ..analysis import groups, trace_index
from ..profile import Plane, Profile, schema
from ..profile import model

CHUNK_EVENTS = 1 << 16


def _json(value) -> str:
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    """The whole trace as a dict (small profiles and tests; the HTTP route streams)."""
    return orjson.loads(b"".join(stream(profiles, options)))


def stream(profiles: Sequence[Profile], options: Mapping[str, str]) -> Iterator[bytes]:
    origin = min((p.origin_ns for p in profiles), default=0)
    regions = [[groups.threadpool_regions(plane) for plane in p.planes] for p in profiles]
    meta = {
        "hosts": [p.host for p in profiles],
        "origin_ns": origin,
        "events": sum(p.num_events for p in profiles),
        "regions": sum(len(r) for per_plane in regions for r in per_plane),
    }
    yield b'{"displayTimeUnit":"ns","metadata":' + orjson.dumps(meta) + b',"traceEvents":['
    first = True
    pid = 0
    for profile, profile_regions in zip(profiles, regions):
        shift_ps = (profile.origin_ns - origin) * 1000
        for plane, plane_regions in zip(profile.planes, profile_regions):
            pid += 1
            section = trace_index.section_name(plane.name)
            label = f"{section} ({profile.host})" if len(profiles) > 1 else section
            chunks = [*_plane_chunks(plane, label, pid, shift_ps), *_region_chunks(plane, plane_regions, pid, shift_ps),
                      *_flow_chunks(plane, pid, shift_ps)]
            for chunk in chunks:
                if not chunk:
                    continue
                if not first:
                    chunk = ",\n" + chunk
                first = False
                yield chunk.encode()
    yield b"]}\n"


def _flow_chunks(plane: Plane, pid: int, shift_ps: int) -> Iterator[str]:
    """Flow arrows between producer and consumer events (`_p` / `_c` ids):
    a flow start on the producer, a flow end bound to the consumer."""
    ev = plane.events
    for stat, phase, extra in (("_p", "s", ""), ("_c", "f", ',"bp":"e"')):
        column = plane.stat(stat)
        if not len(column):
            continue
        rows = column.events
        ids = np.asarray(column.values).astype(np.uint64).astype(str).astype(object)
        ts = ((ev.start_ps[rows] + shift_ps) / 1e6).astype(str).astype(object)
        tid = (ev.line[rows] + 1).astype(str).astype(object)
        head = '{"ph":"%s","cat":"flow","name":"flow","pid":%d,"tid":' % (phase, pid)
        yield ",\n".join((head + tid + ',"ts":' + ts + ',"id":"' + ids + '"' + extra + "}").tolist())


def _plane_chunks(plane: Plane, label: str, pid: int, shift_ps: int) -> Iterator[str]:
    meta = [
        {"ph": "M", "pid": pid, "name": "process_name", "args": {"name": label}},
        {"ph": "M", "pid": pid, "name": "process_sort_index", "args": {"sort_index": pid}},
    ]
    for k, line in enumerate(plane.lines):
        meta.append({"ph": "M", "pid": pid, "tid": k + 1, "name": "thread_name", "args": {"name": line.label}})
    yield ",\n".join(_json(m) for m in meta)
    n = len(plane.events)
    if not n:
        return
    names = np.array([_json(s) for s in plane.metadata_names()] + ['""'], dtype=object)
    codes = plane.metadata_codes()
    stats = plane.stat_table
    keep, key_json = _shown_stats(plane)
    for lo in range(0, n, CHUNK_EVENTS):
        hi = min(n, lo + CHUNK_EVENTS)
        ev = plane.events
        s_lo, s_hi = np.searchsorted(stats.event, [lo, hi])
        rows = np.arange(s_lo, s_hi)[keep[s_lo:s_hi]]
        yield _complete_events(pid, ev.line[lo:hi], ev.start_ps[lo:hi] + shift_ps, ev.duration_ps[lo:hi],
                               names[codes[lo:hi]], stats, rows, stats.event[rows] - lo, key_json)


def _shown_stats(plane: Plane) -> tuple[np.ndarray, dict]:
    """Which rows of the stat table are shown as args, and each stat's `"key":`."""
    stats = plane.stat_table
    keep = ~np.isin(stats.stat_id, [i for i, s in plane.stat_names.items() if s in schema.INTERNAL_STATS])
    return keep, {i: _json(s) + ":" for i, s in plane.stat_names.items()}


def _region_chunks(plane: Plane, regions: groups.Regions, pid: int, shift_ps: int) -> Iterator[str]:
    """XProf's `ThreadpoolListener::Region` spans, with their StartRegion's args."""
    stats = plane.stat_table
    keep, key_json = _shown_stats(plane)
    for lo in range(0, len(regions), CHUNK_EVENTS):
        hi = min(len(regions), lo + CHUNK_EVENTS)
        start_row = regions.start_row[lo:hi]
        # The stat rows of each region's StartRegion, in region order.
        s_lo = np.searchsorted(stats.event, start_row, "left")
        counts = np.searchsorted(stats.event, start_row, "right") - s_lo
        owner = np.repeat(np.arange(hi - lo), counts)
        rows = np.repeat(s_lo - np.cumsum(np.r_[0, counts[:-1]]), counts) + np.arange(counts.sum())
        shown = keep[rows]
        yield _complete_events(pid, regions.line[lo:hi], regions.start[lo:hi] + shift_ps,
                               regions.end[lo:hi] - regions.start[lo:hi],
                               np.full(hi - lo, _json(groups.REGION), dtype=object),
                               stats, rows[shown], owner[shown], key_json)


def _complete_events(pid: int, line: np.ndarray, start_ps: np.ndarray, dur_ps: np.ndarray, names: np.ndarray,
                     stats: model.StatTable, stat_rows: np.ndarray, stat_owner: np.ndarray, key_json: dict) -> str:
    """`{"ph":"X",…}` events joined by `,\n`; `stat_rows` are the args of event
    `stat_owner` (a position in these arrays), grouped by owner."""
    n = len(start_ps)
    head = '{"ph":"X","pid":%d,"tid":' % pid
    ts = (start_ps / 1e6).astype(str).astype(object)
    dur = (dur_ps / 1e6).astype(str).astype(object)
    tid = (line + 1).astype(str).astype(object)
    heads = head + tid + ',"ts":' + ts + ',"dur":' + dur + ',"name":' + names
    args, arg_events = _args_fragments(stats, stat_rows, key_json, stat_owner)
    tails = np.full(n, "},\n", dtype=object)
    tails[-1] = "}"
    parts = np.concatenate([heads, args, tails])
    owner = np.concatenate([np.arange(n), arg_events, np.arange(n)])
    rank = np.concatenate([np.zeros(n, np.int8), np.ones(len(args), np.int8), np.full(n, 2, np.int8)])
    order = np.lexsort((rank, owner))  # stable: stats keep their order
    return "".join(parts[order])


def _args_fragments(stats: model.StatTable, rows: np.ndarray, key_json: dict,
                    owner: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """`,"args":{"k":v` / `,"k":v` pieces (closed with `}`) for the given stat
    rows, which `owner` (default: their event row) groups, in order."""
    if not len(rows):
        return np.empty(0, object), np.empty(0, np.int64)
    event = stats.event[rows] if owner is None else np.asarray(owner)
    kind = stats.kind[rows]
    values = np.full(len(rows), "null", dtype=object)
    ints = kind == model.KIND_INT64
    values[ints] = stats.ival[rows[ints]].astype(str)
    uints = kind == model.KIND_UINT64
    values[uints] = stats.ival[rows[uints]].view(np.uint64).astype(str)
    dbl = kind == model.KIND_DOUBLE
    d = stats.dval[rows[dbl]]
    values[dbl] = np.where(np.isfinite(d), d.astype(str), "null")
    text = np.isin(kind, (model.KIND_STR, model.KIND_REF))
    if text.any():
        uniq, inverse = np.unique(stats.sval[rows[text]].astype(str), return_inverse=True)
        values[text] = np.array([_json(u) for u in uniq], dtype=object)[inverse]
    raw = kind == model.KIND_BYTES
    if raw.any():
        values[raw] = np.array(['"<%d bytes>"' % len(b) for b in stats.sval[rows[raw]]], dtype=object)
    keys = np.array([key_json.get(int(i), '"?":') for i in np.unique(stats.stat_id[rows])], dtype=object)
    key_of = keys[np.searchsorted(np.unique(stats.stat_id[rows]), stats.stat_id[rows])]
    first = np.r_[True, event[1:] != event[:-1]]
    last = np.r_[event[1:] != event[:-1], True]
    prefix = np.where(first, ',"args":{', ",").astype(object)
    suffix = np.where(last, "}", "").astype(object)
    return prefix + key_of + values + suffix, event
