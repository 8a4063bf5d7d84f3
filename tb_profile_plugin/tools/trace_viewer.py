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
(`ph` "s" on the producer, "f" bound to the consumer; ids that are not integers link nothing).
`_counters_` lines are counter ("C") events, and so are a PyTorch profile's GPU utilization and
est. SM efficiency, in torch-tb-profiler's form (analysis/gpu_metrics.py).
The output is produced in chunks (`stream`), each built with numpy from the columnar tables, so no
single giant string is ever held.

Errors: everything that can fail on the data (decoding the stats, names, Regions and flow ids) is
done by `stream()` before it returns, so a broken profile is an error status, not a 200 with half a
file. Only formatting is left for the chunks; should it still fail, the exception goes up to the
server, which then drops the connection, so a client sees a failed download rather than a
complete-looking but truncated file.

Deliberate differences from XProf 2.24, and why:
- No event is dropped (XProf's trace JSON stops at a million events): the
  output is streamed in chunks, so its size is no memory risk.
- The format is Chrome trace-event JSON, which Perfetto and chrome://tracing
  open, not XProf's own: this download is for other tools; our viewer reads
  trace_viewer@ windows.
"""

from __future__ import annotations

import dataclasses
from typing import Iterator, Mapping, Sequence

import numpy as np
import orjson
from ..lazy_pandas import pd

from ..analysis import derived_lines, gpu_metrics, groups, trace_index
from ..profile import Plane, Profile, schema
from ..profile import model

CHUNK_EVENTS = 1 << 16


def _json(value) -> str:
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def _texts(numbers: np.ndarray) -> np.ndarray:
    """The JSON text of each number (an object array), from one orjson call: numpy's
    astype(str) formats floats ~9x slower (0.9 s per 1M). Finite numbers only."""
    if not len(numbers):
        return np.empty(0, object)
    text = orjson.dumps(np.ascontiguousarray(numbers), option=orjson.OPT_SERIALIZE_NUMPY)
    return np.array(text[1:-1].decode().split(","), dtype=object)


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    """The whole trace as a dict (small profiles and tests; the HTTP route streams)."""
    return orjson.loads(b"".join(stream(profiles, options)))


def stream(profiles: Sequence[Profile], options: Mapping[str, str]) -> Iterator[bytes]:
    """The Chrome trace JSON in chunks. Reads and checks all it needs first (and
    raises there, before the first byte); the iterator it returns only formats."""
    origin = min((p.origin_ns for p in profiles), default=0)
    planes = []
    for profile in profiles:
        shift_ps = (profile.origin_ns - origin) * 1000
        derived = derived_lines.derived(profile)
        metrics = gpu_metrics.timeline(profile)
        for k, plane in enumerate(profile.planes):
            section = trace_index.section_name(plane.name)
            label = f"{section} ({profile.host})" if len(profiles) > 1 else section
            planes.append(_Prepared.of(plane, label, len(planes) + 1, shift_ps, derived.get(k), metrics.get(k, ())))
    meta = {
        "hosts": [p.host for p in profiles],
        "origin_ns": origin,
        "events": sum(p.num_events for p in profiles),
        "regions": sum(len(p.regions) for p in planes),
    }
    return _chunks(meta, planes)


@dataclasses.dataclass(frozen=True)
class _Prepared:
    """What the chunks of one plane need, decoded and checked before the first byte."""

    plane: Plane
    label: str
    pid: int
    shift_ps: int
    names: np.ndarray  # JSON of each metadata name, then '""' for unknown ids
    codes: np.ndarray
    keep: np.ndarray  # stat rows shown as args
    key_json: dict
    regions: groups.Regions
    flows: tuple  # (phase, extra, event rows, uint64 ids) for producers, then consumers
    counter: np.ndarray | None  # bool per event: on a `_counters_` line (a "C" event); None: none is
    derived: derived_lines.Derived | None  # the rows XProf derives (threads after the plane's lines)
    metrics: tuple  # gpu_metrics.Series of the plane (PyTorch GPUs)

    @classmethod
    def of(cls, plane: Plane, label: str, pid: int, shift_ps: int,
           derived: derived_lines.Derived | None = None, metrics=()) -> "_Prepared":
        keep, key_json = _shown_stats(plane)  # decodes (and so checks) every stat of the plane
        names = np.array([_json(s) for s in plane.metadata_names()] + ['""'], dtype=object)
        flows = tuple((phase, extra, *_flow_ids(plane, stat))
                      for stat, phase, extra in ((schema.PRODUCER_ID, "s", ""), (schema.CONSUMER_ID, "f", ',"bp":"e"')))
        counter_lines = [k for k, line in enumerate(plane.lines) if line.name == schema.COUNTERS_LINE]
        counter = np.isin(plane.events.line, counter_lines) if counter_lines else None
        return cls(plane, label, pid, shift_ps, names, plane.metadata_codes(), keep, key_json,
                   groups.threadpool_regions(plane), flows, counter, derived, tuple(metrics))


def _chunks(meta: dict, planes: Sequence[_Prepared]) -> Iterator[bytes]:
    yield b'{"displayTimeUnit":"ns","metadata":' + orjson.dumps(meta) + b',"traceEvents":['
    first = True
    for p in planes:
        for chunk in (*_plane_chunks(p), *_region_chunks(p), *_flow_chunks(p), *_derived_chunks(p),
                      *_metric_chunks(p)):
            if not chunk:
                continue
            if not first:
                chunk = ",\n" + chunk
            first = False
            yield chunk.encode()
    yield b"]}\n"


def _flow_ids(plane: Plane, stat: str) -> tuple[np.ndarray, np.ndarray]:
    """(event rows, ids as uint64) of a producer/consumer stat, read from the
    stat table's raw columns so that 64-bit ids stay exact whatever kinds the
    plane mixes. Ids that are not integers (text, fractions) are left out."""
    table = plane.stat_table
    sid = plane.stat_id(stat)
    rows = np.flatnonzero(table.stat_id == sid) if sid is not None else np.zeros(0, np.int64)
    kind = table.kind[rows]
    ids = table.ival[rows].view(np.uint64)  # int64 and uint64 ids alike, as their bits
    number = table.dval[rows]
    whole = (kind == model.KIND_DOUBLE) & np.isfinite(number) & (number == np.round(number)) & (np.abs(number) < 2.0**63)
    ids = np.where(whole, np.where(whole, number, 0.0).astype(np.int64).view(np.uint64), ids)  # 0.0: no cast of NaN
    ok = whole | (kind == model.KIND_INT64) | (kind == model.KIND_UINT64)
    return table.event[rows[ok]], ids[ok]


def _flow_chunks(p: _Prepared) -> Iterator[str]:
    """Flow arrows between producer and consumer events (`_p` / `_c` ids):
    a flow start on the producer, a flow end bound to the consumer."""
    ev = p.plane.events
    for phase, extra, rows, ids in p.flows:
        if not len(rows):
            continue
        ids = _texts(ids)
        ts = _texts((ev.start_ps[rows] + p.shift_ps) / 1e6)
        tid = _texts(ev.line[rows] + 1)
        head = '{"ph":"%s","cat":"flow","name":"flow","pid":%d,"tid":' % (phase, p.pid)
        yield ",\n".join((head + tid + ',"ts":' + ts + ',"id":"' + ids + '"' + extra + "}").tolist())


def _plane_chunks(p: _Prepared) -> Iterator[str]:
    plane, pid = p.plane, p.pid
    meta = [
        {"ph": "M", "pid": pid, "name": "process_name", "args": {"name": p.label}},
        {"ph": "M", "pid": pid, "name": "process_sort_index", "args": {"sort_index": pid}},
    ]
    for k, line in enumerate(plane.lines):
        meta.append({"ph": "M", "pid": pid, "tid": k + 1, "name": "thread_name", "args": {"name": line.label}})
    yield ",\n".join(_json(m) for m in meta)
    n = len(plane.events)
    if not n:
        return
    stats = plane.stat_table
    ev = plane.events
    for lo in range(0, n, CHUNK_EVENTS):
        hi = min(n, lo + CHUNK_EVENTS)
        s_lo, s_hi = np.searchsorted(stats.event, [lo, hi])
        rows = np.arange(s_lo, s_hi)[p.keep[s_lo:s_hi]]
        if p.counter is None:
            yield _complete_events(pid, ev.line[lo:hi], ev.start_ps[lo:hi] + p.shift_ps, ev.duration_ps[lo:hi],
                                   p.names[p.codes[lo:hi]], stats, rows, stats.event[rows] - lo, p.key_json)
            continue
        # `_counters_` events are counter ("C") events, the others complete ("X") events.
        for want, write in ((False, _complete_events), (True, _counter_events)):
            sel = lo + np.flatnonzero(p.counter[lo:hi] == want)
            if not len(sel):
                continue
            position = np.full(hi - lo, -1, np.int64)
            position[sel - lo] = np.arange(len(sel))
            mine = rows[position[stats.event[rows] - lo] >= 0]
            yield write(pid, ev.line[sel], ev.start_ps[sel] + p.shift_ps, ev.duration_ps[sel],
                        p.names[p.codes[sel]], stats, mine, position[stats.event[mine] - lo], p.key_json)


def _counter_events(pid: int, line: np.ndarray, start_ps: np.ndarray, dur_ps: np.ndarray, names: np.ndarray,
                    stats: model.StatTable, stat_rows: np.ndarray, stat_owner: np.ndarray, key_json: dict) -> str:
    """`{"ph":"C",…}` events (a counter per name, its stats as the values) joined by `,\n`."""
    n = len(start_ps)
    heads = ('{"ph":"C","pid":%d,"ts":' % pid) + _texts(start_ps / 1e6) + ',"name":' + names
    args, arg_events = _args_fragments(stats, stat_rows, key_json, stat_owner)
    tails = np.full(n, ',"args":{}},\n', dtype=object)  # a counter event always has args
    tails[np.unique(arg_events)] = "},\n"
    tails[-1] = tails[-1][:-2]
    parts = np.concatenate([heads, args, tails])
    owner = np.concatenate([np.arange(n), arg_events, np.arange(n)])
    rank = np.concatenate([np.zeros(n, np.int8), np.ones(len(args), np.int8), np.full(n, 2, np.int8)])
    return "".join(parts[np.lexsort((rank, owner))])


def _metric_chunks(p: _Prepared) -> Iterator[str]:
    """A GPU's utilization and SM efficiency as torch-tb-profiler writes them: a 1 and a 0
    at the timeline's start (the baseline), the samples, a 0 at the end unless there already."""
    for s in p.metrics:
        closed = len(s.ts) and s.ts[-1] == s.end and s.value[-1] == 0
        tail = 0 if closed else 1
        ts = np.concatenate([np.array([s.baseline, s.baseline], np.int64), s.ts, np.full(tail, s.end, np.int64)])
        value = np.concatenate([[1.0, 0.0], s.value, np.zeros(tail)])
        head = '{"ph":"C","pid":%d,"name":%s,"ts":' % (p.pid, _json(s.name))
        yield ",\n".join((head + _texts((ts + p.shift_ps) / 1e6) + ',"args":{%s:' % _json(s.arg)
                           + _texts(value) + "}}").tolist())


def _derived_chunks(p: _Prepared) -> Iterator[str]:
    """The rows XProf derives from the plane's events (analysis/derived_lines.py), as
    threads after the plane's own lines; `long_name` in args where the name is short."""
    if p.derived is None:
        return
    names = np.array([_json(s) for s in p.derived.names], dtype=object)
    long_args = np.array([',"args":{"long_name":%s}}' % _json(lg) if lg != d else "}"
                          for d, lg in zip(p.derived.names, p.derived.long_names)], dtype=object)
    for j, line in enumerate(p.derived.lines):
        tid = len(p.plane.lines) + 1 + j
        meta = _json({"ph": "M", "pid": p.pid, "tid": tid, "name": "thread_name", "args": {"name": line.name}})
        if not len(line.start):
            yield meta
            continue
        head = '{"ph":"X","pid":%d,"tid":%d,"ts":' % (p.pid, tid)
        events = (head + _texts((line.start + p.shift_ps) / 1e6) + ',"dur":' + _texts(line.dur / 1e6)
                  + ',"name":' + names[line.code] + long_args[line.code])
        yield meta + ",\n" + ",\n".join(events.tolist())


def _shown_stats(plane: Plane) -> tuple[np.ndarray, dict]:
    """Which rows of the stat table are shown as args, and each stat's `"key":`."""
    stats = plane.stat_table
    keep = ~np.isin(stats.stat_id, [i for i, s in plane.stat_names.items() if s in schema.INTERNAL_STATS])
    return keep, {i: _json(s) + ":" for i, s in plane.stat_names.items()}


def _region_chunks(p: _Prepared) -> Iterator[str]:
    """XProf's `ThreadpoolListener::Region` spans, with their StartRegion's args."""
    stats = p.plane.stat_table
    regions = p.regions
    for lo in range(0, len(regions), CHUNK_EVENTS):
        hi = min(len(regions), lo + CHUNK_EVENTS)
        start_row = regions.start_row[lo:hi]
        # The stat rows of each region's StartRegion, in region order.
        s_lo = np.searchsorted(stats.event, start_row, "left")
        counts = np.searchsorted(stats.event, start_row, "right") - s_lo
        owner = np.repeat(np.arange(hi - lo), counts)
        rows = np.repeat(s_lo - np.cumsum(np.r_[0, counts[:-1]]), counts) + np.arange(counts.sum())
        shown = p.keep[rows]
        yield _complete_events(p.pid, regions.line[lo:hi], regions.start[lo:hi] + p.shift_ps,
                               regions.end[lo:hi] - regions.start[lo:hi],
                               np.full(hi - lo, _json(schema.THREADPOOL_REGION), dtype=object),
                               stats, rows[shown], owner[shown], p.key_json)


def _complete_events(pid: int, line: np.ndarray, start_ps: np.ndarray, dur_ps: np.ndarray, names: np.ndarray,
                     stats: model.StatTable, stat_rows: np.ndarray, stat_owner: np.ndarray, key_json: dict) -> str:
    """`{"ph":"X",…}` events joined by `,\n`; `stat_rows` are the args of event
    `stat_owner` (a position in these arrays), grouped by owner."""
    n = len(start_ps)
    head = '{"ph":"X","pid":%d,"tid":' % pid
    ts = _texts(start_ps / 1e6)
    dur = _texts(dur_ps / 1e6)
    tid = _texts(line + 1)
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
    values[ints] = _texts(stats.ival[rows[ints]])
    uints = kind == model.KIND_UINT64
    values[uints] = _texts(stats.ival[rows[uints]].view(np.uint64))
    dbl = kind == model.KIND_DOUBLE
    d = stats.dval[rows[dbl]]
    finite = np.isfinite(d)
    texts = np.full(len(d), "null", dtype=object)
    texts[finite] = _texts(d[finite])
    values[dbl] = texts
    text = np.isin(kind, (model.KIND_STR, model.KIND_REF))
    if text.any():
        # Distinct values by hashing, as Python objects: never a numpy str array, which
        # is as wide as the longest value in every row.
        codes, uniq = pd.factorize(stats.sval[rows[text]])
        values[text] = np.array([_json(u) for u in uniq] + ["null"], dtype=object)[codes]
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
