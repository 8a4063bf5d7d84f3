"""trace_viewer@: the trace viewer's windows, search and event details.

Options (strings, as the `data` route passes them):
  hosts=a,b            which of the given hosts to show (default: all given)
  mode=window          (default) start_time_ms, end_time_ms (from the trace
                       start; default the whole trace), resolution (pixels),
                       format=json|binary (binary: see `binary`)
  mode=search          q, regex=0|1 (RE2 syntax: linear time, no backreferences
                       or lookaround), args=0|1 (also match string args), limit,
                       offset (the page: matches offset .. offset+limit-1)
  mode=details         id, event_host (the host of the event)
  mode=summary         start_time_ms, end_time_ms, tracks=1,2 (track ids): the
                       events of those tracks overlapping the interval, by name

Window JSON:
{"span_us": [0, 61270.3], "window_us": [0, 61270.3], "resolution": 1000, "step_us": 61.27,
 "hosts": ["vm"],
 "sections": [{"id": 0, "name": "Host Threads", "host": "vm"}],
 "tracks": [{"id": 0, "section": 0, "name": "python", "rows": 4, "kind": "events"},
            {"id": 9, "section": 0, "name": "Memory in use (bfc_cpu_allocator_for_gpu)", "rows": 1, "kind": "counter"}],
 "names": ["train", ...],
 "events": {"id": [...], "track": [...], "row": [...], "ts": [...], "dur": [...], "name": [...], "count": [...],
            "busy": [...]},
 "counters": [{"track": 9, "ts": [...], "value": [...], "end_us": 61270.3}, {..., "full_scale": 1.0}],
 "thinned": 1095318, "events_in_window": 1123718}
Times are µs from the trace start (the earliest event of the shown hosts).
Events are every event overlapping the window that is at least about one
pixel long, plus boxes (count > 1) that merge shorter neighbours of the same
track and row; `thinned` says how many events those boxes stand for, and
`busy` how much of each box those events fill (µs; an event's own duration
when it is not merged), so a box of idle gaps reads lighter than a busy one. `id`
identifies an event within its host (details take id + event_host). A counter holds
each value to its next sample and ends at `end_us` (its last sample's end); `full_scale`
(fractions: PyTorch GPUs' utilization and SM efficiency) is drawn at the track's full
height, else the largest value shown is.

Search JSON: {"total": 5312, "offset": 0, "matches": [{"id", "host", "ts", "dur", "track",
"row", "name"}]}: `limit` matches from position `offset` of all matches in time order
(ties: host order, then id), so consecutive offsets page through every match. Details JSON: {"id", "host", "name",
"long_name", "ts", "dur", "track", "self", "category", "args", "flows": [{"id", "ts",
"track", "direction"}]} (`self`: dur less its children's time, the next row of its track
within it; `category`: Kineto's category or XLA's op category, else null).
Summary JSON: {"window_us", "count", "total", "rows": [{"name", "count", "total"}]}: exact
counts and summed durations (µs) of every event of the tracks overlapping the interval,
longest total first (the drag-selected area's totals, never merged boxes).

Thread tracks also carry XProf's `ThreadpoolListener::Region` spans (see
analysis/trace_index.py): searched by name like events; their details show
their StartRegion's args, and their flows link them to the
`ThreadpoolListener::Record` that scheduled them (a Record's flows list both
the StartRegion and its Region).

Per host: a layout part (clock, span, sections, tracks, name count) and the
host functions of HOST_CALLS (its window, its search matches, one event's
details), run where the host is loaded (the Service's executor: threads, or
Dask workers); `answer` merges them on one time axis. `convert` runs the same
host functions in place.

Deliberate differences from XProf 2.24, and why:
- No cap on events: windows come from a per-host index (analysis/trace_index.py)
  with merged boxes for events shorter than about a pixel, where XProf keeps
  the first million events.
- Search runs on RE2 (linear time; no backreferences or lookaround), so one
  pattern cannot hold the server for hours.

Over 600 lines: the four modes share the merged view (_View) and its host calls;
the binary window encoding is trace_binary.py.
"""

from __future__ import annotations

import re
from typing import Callable, Mapping, Sequence

import numpy as np
import orjson
from ..lazy_pandas import pd
import re2

from ..analysis import parts, steps, trace_index
from ..errors import BadParameter, NotFound, ProfileChanged
from ..profile import Profile, model, schema
# Binary windows (format=binary) are written there; this tool's API names them.
from .trace_binary import MAGIC, _json, _narrow, binary, encode  # noqa: F401

TOOL = "trace_viewer@"
DEFAULT_RESOLUTION = 1000
MAX_RESOLUTION = 20000
MAX_LIMIT = 10000
MAX_OFFSET = 10**9
MAX_PATTERN = 300
# Stats that connect events into flows (producer/consumer, GPU launch/kernel).
_FLOW_STATS = ((schema.PRODUCER_ID, schema.CONSUMER_ID), (schema.CORRELATION_ID, schema.CORRELATION_ID))


def _layout(profile: Profile) -> dict:
    """What the merged view needs of one host: its clock, span and tracks (the per-host part)."""
    index = trace_index.index_of(profile)
    return {"origin_ns": profile.origin_ns, "span": index.span,
            "sections": [(sec.id, sec.name) for sec in index.sections],
            "tracks": [(t.id, t.section, t.name, t.rows, t.kind) for t in index.tracks],
            "names": len(index.names)}


LAYOUT = parts.Part("trace/layout/v2", _layout)  # v2: GPU counters of PyTorch runs
VIEW_PARTS = (LAYOUT,)


class _View:
    """The selected hosts on one time axis (ps from the trace start), from their layouts;
    `offsets_ns`: what to add to each host's clock (a compared run's hosts, aligned)."""

    def __init__(self, hosts: Sequence[parts.Host], offsets_ns: Sequence[int] | None = None):
        self.hosts = [h.name for h in hosts]
        self.layouts = [h[LAYOUT] for h in hosts]
        origins = [lay["origin_ns"] + (offsets_ns[k] if offsets_ns else 0) for k, lay in enumerate(self.layouts)]
        origin = min(origins, default=0)
        shifts = [(o - origin) * 1000 for o in origins]
        spans = [(s + lay["span"][0], s + lay["span"][1]) for s, lay in zip(shifts, self.layouts)
                 if tuple(lay["span"]) != (0, 0)]
        self.start = min((a for a, _ in spans), default=0)
        self.end = max((b for _, b in spans), default=0)
        self.shift = [s - self.start for s in shifts]  # local ps -> ps from trace start
        self.section_base, self.track_base, self.name_base = [], [], []
        sections = tracks = names = 0
        for lay in self.layouts:
            self.section_base.append(sections)
            self.track_base.append(tracks)
            self.name_base.append(names)
            sections += len(lay["sections"])
            tracks += len(lay["tracks"])
            names += lay["names"]

    def host_position(self, host: str) -> int:
        for k, name in enumerate(self.hosts):
            if name == host:
                return k
        raise NotFound(f"unknown host {host!r} in this run")

    def layout(self) -> tuple[list, list]:
        sections, tracks = [], []
        for k, (host, lay) in enumerate(zip(self.hosts, self.layouts)):
            for sid, name in lay["sections"]:
                sections.append({"id": sid + self.section_base[k], "name": name, "host": host})
            for tid, section, name, rows, kind in lay["tracks"]:
                tracks.append({"id": tid + self.track_base[k], "section": section + self.section_base[k],
                               "name": name, "rows": rows, "kind": kind})
        return sections, tracks


def _us(ps: np.ndarray) -> np.ndarray:
    """Microseconds, rounded to the ps: numpy arrays in replies are written by orjson
    (OPT_SERIALIZE_NUMPY), the same bytes as the lists, without making the lists."""
    return np.round(np.asarray(ps, dtype=np.float64) / 1e6, 6)


def _used(codes: np.ndarray, n: int) -> np.ndarray:
    """The distinct values of `codes` (all in [0, n)), sorted: a mask, not a sort."""
    mask = np.zeros(n, bool)
    mask[codes] = True
    return np.flatnonzero(mask)


def _number(options, key, default, kind=float):
    """A numeric option read with the parser the registry declares for it
    (tools/__init__.py, TRACE_WINDOW_OPTIONS): ASCII digits only, finite and
    within its bounds, else BadParameter naming it; `default` when absent."""
    from . import TRACE_WINDOW_OPTIONS

    value = TRACE_WINDOW_OPTIONS[key].parse(key, options.get(key, ""))
    return default if value is None else kind(value)


def selected(names: Sequence[str], options: Mapping[str, str]) -> list[str]:
    """The hosts the `hosts` option selects among `names` (all when it is empty)."""
    wanted = [h for h in options.get("hosts", "").split(",") if h]
    if not wanted:
        return list(names)
    missing = [h for h in wanted if h not in set(names)]
    if missing:
        raise NotFound(f"unknown host {missing[0]!r} in this run")
    return [h for h in names if h in wanted]


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    names = selected([p.host for p in profiles], options)
    profiles = [p for p in profiles if p.host in names]

    def call(fn, per_host_args):
        return [None if args is None else fn(p, *args) for p, args in zip(profiles, per_host_args)]

    # The reply as the HTTP route writes it (numpy arrays as lists).
    reply = answer(parts.hosts_of(profiles, VIEW_PARTS), options, call)
    return orjson.loads(_json(reply))


def answer(hosts: Sequence[parts.Host], options: Mapping[str, str], call,
           offsets_ns: Sequence[int] | None = None) -> dict:
    """The reply for the selected hosts (their VIEW_PARTS): `call(fn, args per host)` runs a
    host function of HOST_CALLS on each host whose args are not None (where that host is
    loaded: here, or on a worker) and gives back the results in host order. `offsets_ns`:
    added to each host's clock (aligned(): two runs compared, one above the other)."""
    view = _View(hosts, offsets_ns)
    mode = options.get("mode", "window")
    if options.get("format") == "binary" and mode != "window":
        raise BadParameter("format=binary is for windows only (mode=window)")
    if mode == "window":
        return _window(view, options, call)
    if mode == "search":
        return _search(view, options, call)
    if mode == "details":
        return _details(view, options, call)
    if mode == "summary":
        return _summary(view, options, call)
    raise BadParameter(f"unknown mode {mode[:50]!r}: use window, search, details or summary")


# -- two runs in one timeline -----------------------------------------------------------

# The compared run's hosts are shown under this prefix (sections, details' event_host).
BASE_PREFIX = "base: "


def _step_starts(profile: Profile) -> pd.DataFrame:
    """(step_num, start_ps) of the host's step markers: what aligning two runs needs, without
    the step analysis (the overview's STEP_ROWS costs a second per 1M events)."""
    plane = profile.host_plane
    if plane is None:
        return pd.DataFrame({"step_num": np.empty(0, np.int64), "start_ps": np.empty(0, np.int64)})
    markers = steps.host_markers(plane)
    rows = markers["row"]
    return pd.DataFrame({"step_num": markers["step_num"],
                         "start_ps": plane.events.start_ps[rows]})


STEP_STARTS = parts.Part("trace/step_starts/v1", _step_starts)
COMPARE_PARTS = (STEP_STARTS,)  # with a base run (Tool.compare_parts)


def _first_kept(rows) -> tuple[int, int] | None:
    """(step_num, start ps) of the first step overview_page keeps (it leaves out the first
    and last of more than steps.DROP_THRESHOLD steps), from STEP_STARTS frames over hosts."""
    frame = pd.concat([r[["step_num", "start_ps"]] for r in rows if len(r)], ignore_index=True) \
        if any(len(r) for r in rows) else None
    if frame is None:
        return None
    per_step = frame.groupby("step_num")["start_ps"].min().sort_values(kind="stable")
    at = 1 if len(per_step) > steps.DROP_THRESHOLD else 0
    return int(per_step.index[at]), int(per_step.iloc[at])


def _step_start(rows, origins: Sequence[int], step_num: int) -> int | None:
    """The earliest start of step `step_num` over hosts, in ns of the shared clock."""
    found = [o + int(r.loc[r["step_num"] == step_num, "start_ps"].min()) // 1000
             for r, o in zip(rows, origins) if len(r) and (r["step_num"] == step_num).any()]
    return min(found) if found else None


def aligned(new: Sequence[parts.Host], base: Sequence[parts.Host], step: int | None) -> tuple[list[int], dict]:
    """Clock offsets (ns, one per host of new + base) that put the base run's step `step`
    (default: the new run's first kept step, else the base run's) at the new run's start of
    it, and what was aligned: {"step", "offset_ns"} ("step" None: at the trace starts)."""
    new_rows = [h[STEP_STARTS] for h in new]
    base_rows = [h[STEP_STARTS] for h in base]
    new_origin = [h[LAYOUT]["origin_ns"] for h in new]
    base_origin = [h[LAYOUT]["origin_ns"] for h in base]
    if step is None:
        first = _first_kept(new_rows) or _first_kept(base_rows)
        step = first[0] if first else None
    a = _step_start(new_rows, new_origin, step) if step is not None else None
    b = _step_start(base_rows, base_origin, step) if step is not None else None
    if a is None or b is None:  # no such step in one run: the trace starts, one above the other
        step = None
        a = min((h[LAYOUT]["origin_ns"] + h[LAYOUT]["span"][0] // 1000 for h in new), default=0)
        b = min((h[LAYOUT]["origin_ns"] + h[LAYOUT]["span"][0] // 1000 for h in base), default=0)
    offset = a - b
    return [0] * len(new) + [offset] * len(base), {"step": step, "offset_ns": offset}


def host_window(profile: Profile, t0: int, t1: int, resolution: int) -> dict:
    """One host's events and counter points of [t0, t1) ps (its own clock)."""
    index = trace_index.index_of(profile)
    w = trace_index.window(index, t0, t1, resolution)
    used = _used(w["name"], len(index.names))
    return {"window": w, "used": used, "used_names": index.names[used],
            "of": (tuple(index.span), len(index.names)),  # which layout this host's data fits
            "counters": [(c.track, *trace_index.counter_points(c, t0, t1, resolution), c.end_ps, c.full_scale)
                         for c in index.counters]}


def _window(view: _View, options, call) -> dict:
    span_ps = view.end - view.start
    start_ms = _number(options, "start_time_ms", 0.0)
    end_ms = _number(options, "end_time_ms", span_ps / 1e9)
    resolution = int(_number(options, "resolution", DEFAULT_RESOLUTION, int))
    if not 1 <= resolution <= MAX_RESOLUTION:
        raise BadParameter(f"resolution must be between 1 and {MAX_RESOLUTION}")
    if end_ms <= start_ms:
        raise BadParameter("end_time_ms must be greater than start_time_ms")
    w0, w1 = int(round(start_ms * 1e9)), int(round(end_ms * 1e9))
    found = call(host_window, [(w0 - shift, w1 - shift, resolution) for shift in view.shift])
    for k, got in enumerate(found):
        if got["of"] != (tuple(view.layouts[k]["span"]), view.layouts[k]["names"]):
            # Read from another version of the host's file than its layout (the Service
            # keeps the two to one version; this catches a worker that did not).
            raise ProfileChanged(view.hosts[k])
    counters, thinned, in_window = [], 0, 0
    for k, got in enumerate(found):
        thinned += got["window"]["thinned"]
        in_window += got["window"]["in_window"]
        for track, ts, value, end, full_scale in got["counters"]:
            counters.append({"track": track + view.track_base[k], "ts": _us(ts + view.shift[k]),
                             "value": np.ascontiguousarray(value), "end_us": float(_us(end + view.shift[k])),
                             **({"full_scale": full_scale} if full_scale else {})})
    # Name codes over all hosts: each host's used names in order, after those of the hosts
    # before it, and each event's position among them.
    inverse, first = [], 0
    for k, got in enumerate(found):
        position = np.zeros(view.layouts[k]["names"], np.int64)
        position[got["used"]] = np.arange(first, first + len(got["used"]))
        inverse.append(position[got["window"]["name"]])
        first += len(got["used"])
    inverse = np.concatenate(inverse) if inverse else np.empty(0, np.int64)
    names = [n for got in found for n in got["used_names"].tolist()]

    def cat(key, add=None):
        arrays = [got["window"][key] + (add(k) if add else 0) for k, got in enumerate(found)]
        return np.concatenate(arrays) if arrays else np.empty(0, np.int64)

    sections, tracks = view.layout()
    return {
        "span_us": [0.0, round(span_ps / 1e6, 6)],
        "window_us": [round(w0 / 1e6, 6), round(w1 / 1e6, 6)],
        "resolution": resolution,
        "step_us": round((w1 - w0) / resolution / 1e6, 6),
        "hosts": list(view.hosts),
        "sections": sections,
        "tracks": tracks,
        "names": names,
        "events": {
            "id": cat("id"),
            "track": cat("track", lambda k: view.track_base[k]),
            "row": cat("row"),
            "ts": _us(cat("start", lambda k: view.shift[k])),
            "dur": _us(cat("dur")),
            "name": inverse,
            "count": cat("count"),
            "busy": _us(cat("busy")),
        },
        "counters": counters,
        "thinned": int(thinned),
        "events_in_window": int(in_window),
    }


def _matcher(options) -> Callable[[np.ndarray], np.ndarray]:
    """`match(texts)`: which of an array of strings contain `q` (case-insensitive),
    or, with regex=1, where the regular expression `q` finds a match.

    Regular expressions run on RE2, whose time is linear in the text: a pattern
    such as `(.+)+#` takes microseconds, where Python's `re` backtracks for ages
    while holding the GIL, and so stalls every request of the server. A pattern
    RE2 cannot run (backreferences, lookaround, or an invalid one) answers 400.
    Callers match each distinct string once and select events by code."""
    query = options.get("q", "")
    if not query:
        raise BadParameter("missing parameter: q (the text to search for)")
    if len(query) > MAX_PATTERN:
        raise BadParameter(f"search text longer than {MAX_PATTERN} characters")
    if options.get("regex") in ("1", "true"):
        search = _regex(query).search
        # Bytes in, so the binding does not map character offsets (2.5x faster).
        return lambda texts: np.fromiter(
            (search(t.encode("utf-8", "replace")) is not None for t in texts), bool, len(texts))
    needle = query.lower()
    return lambda texts: np.fromiter((needle in t.lower() for t in texts), bool, len(texts))


def _regex(query: str):
    """The case-insensitive RE2 program of `query`, or BadParameter saying why not."""
    options = re2.Options()
    options.case_sensitive = False
    options.never_capture = True  # only "is there a match" is asked
    options.log_errors = False  # the reason goes to the user, not to stderr
    try:
        program = re2.compile(query, options)
        # re2 keeps the last 128 programs, each with up to max_mem (8 MiB) of DFA
        # cache: patterns that users once typed must not hold 1 GiB of the server.
        re2.purge()
        return program
    except re2.error as e:
        reason = e.args[0] if e.args else "invalid"
        reason = reason.decode("utf-8", "replace") if isinstance(reason, bytes) else str(reason)
    try:
        re.compile(query)  # only compiled, never run: tells a typo from a feature RE2 lacks
    except (re.error, RecursionError, OverflowError) as e:
        raise BadParameter(f"invalid regular expression: {e}") from None
    raise BadParameter(
        f"regular expression not supported ({reason}): search uses RE2 syntax, which runs in linear time "
        "and so has no backreferences (\\1) or lookaround ((?=...), (?!...), (?<=...))")


def host_search(profile: Profile, options: Mapping[str, str], limit: int) -> dict:
    """One host's matches: how many, and the first `limit` by time (its own clock;
    ties in id order). A page at offset o of the merged matches needs o + limit of each host."""
    match = _matcher(options)
    index = trace_index.index_of(profile)
    # Match each name once (long names only where they differ), then select events by name code.
    hits = match(index.names)
    other = np.flatnonzero(index.long_names != index.names)
    hits[other] |= match(index.long_names[other])
    mask = hits[index.name] if len(index.name) else np.zeros(0, bool)
    if options.get("args") in ("1", "true"):
        mask |= _args_match(profile, index, match)
    ids = _first_by_time(index, mask, limit)
    return {"total": int(np.count_nonzero(mask)), "id": ids, "start": index.start[ids], "dur": index.dur[ids],
            "track": index.track[ids], "row": index.row[ids], "name": index.names[index.name[ids]]}


_SCAN = 1 << 20


def _first_true(mask: np.ndarray, lo: int, hi: int, k: int) -> np.ndarray:
    """The first `k` positions of [lo, hi) where `mask` is set, read a chunk at a time
    (never every match of a long track at once)."""
    found, need = [], k
    for a in range(lo, hi, _SCAN):  # a loop over chunks of a track
        hits = np.flatnonzero(mask[a:min(a + _SCAN, hi)])[:need]
        found.append(a + hits)
        need -= len(hits)
        if not need:
            break
    return np.concatenate(found) if found else np.empty(0, np.int64)


def _first_by_time(index, mask: np.ndarray, limit: int) -> np.ndarray:
    """The first `limit` events of `mask` by start time, ties in id order: all the merged
    answer can use of this host. A track's events are in start order, so its first `limit`
    matches are the only ones it can give: those of each track, sorted, not every match
    (40M matches at 60M events were 1 GB of gathers and a 1.5 s sort)."""
    bounds = index.track_lo.tolist()
    found = [_first_true(mask, lo, hi, limit) for lo, hi in zip(bounds[:-1], bounds[1:]) if hi > lo]
    ids = np.concatenate(found) if found else np.empty(0, np.int64)
    return ids[np.argsort(index.start[ids], kind="stable")[:limit]]  # ids ascend: ties by id


def _search(view: _View, options, call) -> dict:
    _matcher(options)  # a bad pattern is a 400 before any host is asked
    limit = int(_number(options, "limit", 100, int))
    if not 1 <= limit <= MAX_LIMIT:
        raise BadParameter(f"limit must be between 1 and {MAX_LIMIT}")
    offset = int(_number(options, "offset", 0, int))
    if not 0 <= offset <= MAX_OFFSET:
        raise BadParameter(f"offset must be between 0 and {MAX_OFFSET}")
    found = call(host_search, [(dict(options), offset + limit)] * len(view.hosts))
    total = sum(got["total"] for got in found)
    if offset >= total:
        return {"total": int(total), "offset": offset, "matches": []}
    host = np.concatenate([np.full(len(got["id"]), k) for k, got in enumerate(found)])
    at = np.concatenate([np.arange(len(got["id"])) for got in found])
    ts = np.concatenate([got["start"] + view.shift[k] for k, got in enumerate(found)])
    # Stable over hosts in order, each host's sorted by (time, id): one total order.
    page = np.argsort(ts, kind="stable")[offset:offset + limit]
    matches = []
    for h, i, t in zip(host[page].tolist(), at[page].tolist(), ts[page].tolist()):
        got = found[h]
        matches.append({
            "id": int(got["id"][i]), "host": view.hosts[h], "ts": round(t / 1e6, 6),
            "dur": round(int(got["dur"][i]) / 1e6, 6), "track": int(got["track"][i]) + view.track_base[h],
            "row": int(got["row"][i]), "name": got["name"][i],
        })
    return {"total": int(total), "offset": offset, "matches": matches}


MAX_SUMMARY_TRACKS = 100_000


def _track_ids(options) -> list[int]:
    """`tracks`: comma-separated whole numbers (track ids of the merged view)."""
    text = options.get("tracks", "")
    if not text:
        raise BadParameter("missing parameter: tracks (comma-separated track ids)")
    parts_ = text.split(",")
    if len(parts_) > MAX_SUMMARY_TRACKS or not all(p.isascii() and p.isdigit() and len(p) <= 9 for p in parts_):
        raise BadParameter("tracks must be comma-separated track ids (whole numbers)")
    return sorted({int(p) for p in parts_})


def host_summary(profile: Profile, t0: int, t1: int, tracks: Sequence[int]) -> dict:
    """One host's events on `tracks` (its own ids) that overlap [t0, t1] ps (its own clock):
    count and total duration (ps) per name code, with the names."""
    index = trace_index.index_of(profile)
    found = []
    for t in tracks:  # a loop per track; the events of each are selected in bulk
        if not 0 <= t < len(index.tracks):
            continue
        lo, hi = int(index.track_lo[t]), int(index.track_lo[t + 1])
        # run_max_end rises within the track: the first event that may reach t0.
        a = lo + int(np.searchsorted(index.run_max_end[lo:hi], t0, "left"))
        b = lo + int(np.searchsorted(index.start[lo:hi], t1, "right"))
        rows = np.arange(a, max(a, b))
        found.append(rows[index.start[rows] + index.dur[rows] >= t0])
    rows = np.concatenate(found) if found else np.empty(0, np.int64)
    codes, inverse = np.unique(index.name[rows], return_inverse=True)
    return {"names": index.names[codes], "count": np.bincount(inverse, minlength=len(codes)),
            "total": np.bincount(inverse, weights=index.dur[rows].astype(np.float64), minlength=len(codes))}


def _summary(view: _View, options, call) -> dict:
    span_ps = view.end - view.start
    start_ms = _number(options, "start_time_ms", 0.0)
    end_ms = _number(options, "end_time_ms", span_ps / 1e9)
    if end_ms < start_ms:
        raise BadParameter("end_time_ms must not be less than start_time_ms")
    wanted = _track_ids(options)
    w0, w1 = int(round(start_ms * 1e9)), int(round(end_ms * 1e9))
    args = []
    for k in range(len(view.hosts)):
        base, n = view.track_base[k], len(view.layouts[k]["tracks"])
        local = [t - base for t in wanted if base <= t < base + n]
        args.append((w0 - view.shift[k], w1 - view.shift[k], local) if local else None)
    found = [got for got in call(host_summary, args) if got is not None]
    frame = pd.DataFrame({
        "name": np.concatenate([got["names"] for got in found]) if found else np.empty(0, object),
        "count": np.concatenate([got["count"] for got in found]) if found else np.empty(0, np.int64),
        "total": np.concatenate([got["total"] for got in found]) if found else np.empty(0, np.float64),
    })
    rows = frame.groupby("name", sort=False).sum().reset_index() if len(frame) else frame
    rows = rows.sort_values(["total", "count", "name"], ascending=[False, False, True], kind="stable")
    return {
        "window_us": [round(w0 / 1e6, 6), round(w1 / 1e6, 6)],
        "count": int(rows["count"].sum()),
        "total": round(float(rows["total"].sum()) / 1e6, 6),
        "rows": [{"name": n, "count": int(c), "total": round(t / 1e6, 6)}
                 for n, c, t in zip(rows["name"].tolist(), rows["count"].tolist(), rows["total"].tolist())],
    }


def _args_match(profile: Profile, index, match) -> np.ndarray:
    """Events (index positions) with a string arg that matches."""
    mask = np.zeros(index.num_events, dtype=bool)
    for p_index, plane in enumerate(profile.planes):
        if not len(plane.events) or not (index.plane == p_index).any():
            continue
        table = plane.stat_table
        text = np.flatnonzero((table.kind == model.KIND_STR) | (table.kind == model.KIND_REF))
        if not len(text):
            continue
        # Distinct values by hashing, as Python objects: a numpy str array would be
        # as wide as the longest value for every row (one 200,000-character stat
        # made 10,000 rows 8 GB).
        codes, uniq = pd.factorize(table.sval[text])
        hit = np.append(match(uniq), False)[codes]  # code -1 (no value): no match
        rows = np.unique(table.event[text[hit]])
        pos = index.positions(p_index, len(plane.events))[rows]
        mask[pos[pos >= 0]] = True
        mask[index.synthetic_of(p_index, rows)] = True  # Regions share their StartRegion's args
    return mask


def host_details(profile: Profile, event: int) -> dict:
    """One event of this host: times in ps of its own clock, tracks of its own index."""
    index = trace_index.index_of(profile)
    if not 0 <= event < index.num_events:
        raise NotFound(f"no event {event} on host {profile.host!r}")
    plane = profile.planes[int(index.plane[event])]
    row = int(index.plane_row[event])
    # A Region's row is its StartRegion's: the stats are the Region's, the name is not.
    # A derived row's event (row -1) is no event of the plane: no args, no flows.
    stats = plane.event_stats(row) if row >= 0 else {}
    args = {key: _jsonable(v) for key, v in stats.items() if key not in schema.INTERNAL_STATS}
    category = next((args[k] for k in _CATEGORY_STATS if isinstance(args.get(k), str) and args[k]), None)
    return {"name": index.names[index.name[event]], "long_name": index.long_names[index.name[event]],
            "start": int(index.start[event]), "dur": int(index.dur[event]), "track": int(index.track[event]),
            "self": _self_time(index, event), "category": category,
            "args": args, "flows": _flows(profile, index, event) if row >= 0 else []}


# Where an event's category is: Kineto's (PyTorch), XLA's op category.
_CATEGORY_STATS = ("category", schema.HLO_CATEGORY)


def _self_time(index, event: int) -> int:
    """The event's duration less the time its children cover (ps): the events of the next
    row of its track (rows stack nested events) that start within it, clipped to it."""
    t = int(index.track[event])
    lo, hi = int(index.track_lo[t]), int(index.track_lo[t + 1])
    s0 = int(index.start[event])
    s1 = s0 + int(index.dur[event])
    # A track's events are in start order: those starting in [s0, s1).
    a = lo + int(np.searchsorted(index.start[lo:hi], s0, "left"))
    b = lo + int(np.searchsorted(index.start[lo:hi], s1, "left"))
    inside = np.arange(a, b)
    inside = inside[index.row[inside] == index.row[event] + 1]
    covered = np.minimum(index.start[inside] + index.dur[inside], s1) - index.start[inside]
    return int(max(0, int(index.dur[event]) - int(covered.sum())))


def _details(view: _View, options, call) -> dict:
    k = view.host_position(options.get("event_host") or (view.hosts[0] if len(view.hosts) == 1 else ""))
    event = int(_number(options, "id", -1, int))
    got = call(host_details, [(event,) if j == k else None for j in range(len(view.hosts))])[k]
    shift, base = view.shift[k], view.track_base[k]
    return {
        "id": event,
        "host": view.hosts[k],
        "name": got["name"],
        "long_name": got["long_name"],
        "ts": round((got["start"] + shift) / 1e6, 6),
        "dur": round(got["dur"] / 1e6, 6),
        "track": got["track"] + base,
        "self": round(got["self"] / 1e6, 6),
        "category": got["category"],
        "args": got["args"],
        "flows": [{"id": i, "ts": round((start + shift) / 1e6, 6), "track": track + base, "direction": d}
                  for i, start, track, d in got["flows"]],
    }


def _jsonable(value):
    if isinstance(value, bytes):
        return f"<{len(value)} bytes>"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**53:
        return str(value)  # JavaScript numbers would round it
    if isinstance(value, float) and value != value:
        return None
    return value


def _flows(profile: Profile, index, event: int) -> list[tuple]:
    """Events connected to this one by producer/consumer ids or GPU correlation ids:
    (id, start ps, track, direction) on this host's own clock and tracks."""
    plane_index = int(index.plane[event])
    row = int(index.plane_row[event])
    out = []
    # Follow each pair both ways: a consumer finds its producer too.
    pairs = _FLOW_STATS + tuple((b, a) for a, b in _FLOW_STATS if a != b)
    # This event's ids, and then each plane's column of the matching stat, decoded alone:
    # not the planes' whole stat tables (~0.2 s per 1M events) for one click.
    own = profile.planes[plane_index].stat_columns([a for a, _ in pairs], np.array([row], np.int64))
    for out_stat, in_stat in pairs:
        mine = own[out_stat]
        if not len(mine.events):
            continue
        key = mine.values[0]
        for p_index, plane in enumerate(profile.planes):
            other = plane.stat_columns([in_stat])[in_stat]
            if not len(other):
                continue
            rows = other.events[other.values == key]
            if not len(rows):
                continue
            # A consumer's Region (same `_c` as its StartRegion) is a consumer too.
            regions = index.synthetic_of(p_index, rows) if in_stat == schema.CONSUMER_ID else []
            found = np.concatenate([index.positions(p_index, len(plane.events))[rows], regions]).astype(np.int64)
            for i in found.tolist():
                if i >= 0 and i != event:
                    direction = "out" if index.start[i] >= index.start[event] else "in"
                    out.append((i, int(index.start[i]), int(index.track[i]), direction))
    return out[:100]


# The host functions `answer` calls, by name (what a Dask worker may be asked to run).
HOST_CALLS = (host_window, host_search, host_details, host_summary)
