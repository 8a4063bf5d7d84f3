"""The trace viewer's index of one host: tracks, stacked rows, and windows.

Sections and tracks are named as in TensorBoard's trace viewer: one section
per device plane (`/device:GPU:0`, ...) with its lines as tracks (Steps,
framework ops, XLA modules, XLA ops, streams...), a "Host Threads" section
with one track per host thread, and other planes (python tracer, CUPTI...)
as their own sections. Memory allocator stats, `_counters_` lines and PyTorch
GPUs' utilization and SM efficiency become counter tracks (trace_counters.py).
Device planes also get the rows XProf derives from their events' stats
(derived_lines.py: Framework Name Scope, Framework Ops, Source code; per GPU
stream XLA Modules / XLA Ops), as synthetic entries with `plane_row` -1.

Besides the profile's own events, each thread carries XProf's
`ThreadpoolListener::Region` spans (`groups.threadpool_regions`: a StartRegion
with a `_c` stat to the next StopRegion of the same thread). They are stacked
with the thread's events; their `plane_row` is their StartRegion's row (whose
stats are theirs) and `synthetic` marks them, so that `positions()` keeps
mapping a StartRegion's row to the StartRegion itself.

All events are sorted by (track, start) once. A window query returns, for a
time range and a number of pixels, every event at least one level width long
(the largest power-of-two width not above one pixel) plus boxes merging the
shorter ones per (track, row, width bucket), so a busy stretch never looks
idle. The merged levels are built on first use, kept with the index (the most
recent few) and, through its level_store, in the disk cache. A window reads slices of
the sorted columns and its level's arrays: its cost grows with what it shows,
not with the events it covers.

Near 700 lines: build and windows share one layout (sorted columns, run_max_end, level cuts).
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
from typing import Any, Callable

import numpy as np

from .. import parallel, progress
from ..profile import Profile, schema
from . import derived_lines, groups, nesting, parts
from .trace_counters import Counter, counter_points, counter_series  # noqa: F401 (the index's API)

VERSION = 6  # bump when the index's shape or content changes (it is cached on disk); 6: counters' typed stats
KEY = f"trace_index.v{VERSION}"

HOST_THREADS = "Host Threads"
# Device lines in the order TensorBoard shows them; other lines follow.
_LINE_ORDER = (
    schema.STEP_LINE, schema.TF_OPS_LINE, schema.FRAMEWORK_OPS_LINE, schema.XLA_MODULE_LINE,
    schema.XLA_OP_LINE, schema.XLA_ASYNC_OP_LINE, schema.SOURCE_LINE,
)
# Below this many candidate events a window is answered from raw events only.
_RAW_LIMIT = 20000
# The index's tracks are built on two threads from this many events on, when no track
# holds more than 1/_SIDE_BY_SIDE_SHARE of them (two tracks' temporaries at once).
_SIDE_BY_SIDE_FROM = 1 << 22
_SIDE_BY_SIDE_SHARE = 8


@dataclasses.dataclass(frozen=True)
class Section:
    id: int
    name: str
    plane: int  # index in Profile.planes


@dataclasses.dataclass(frozen=True)
class Track:
    id: int
    section: int
    name: str
    kind: str  # "events" or "counter"
    rows: int


@dataclasses.dataclass
class Level:
    """Boxes merging events shorter than `width` ps, sorted by (track, start)."""

    width: int
    track: np.ndarray
    row: np.ndarray
    start: np.ndarray
    end: np.ndarray
    count: np.ndarray
    busy: np.ndarray  # summed duration of the merged events (ps): how much of the box is busy
    rep: np.ndarray  # index (into the index's arrays) of a representative event


@dataclasses.dataclass
class TraceIndex:
    sections: list[Section]
    tracks: list[Track]
    names: np.ndarray  # object: display names; events refer to them by code
    long_names: np.ndarray
    # Events, sorted by (track, start):
    track: np.ndarray
    start: np.ndarray
    dur: np.ndarray
    row: np.ndarray
    name: np.ndarray
    plane: np.ndarray  # plane index and row in that plane's EventTable, for details
    plane_row: np.ndarray
    synthetic: np.ndarray  # bool: not an event of the plane: a Region (plane_row: its StartRegion), a derived row's (-1)
    track_lo: np.ndarray  # events of track t are [track_lo[t], track_lo[t+1])
    run_max_end: np.ndarray  # running max of end within each track (for window starts)
    counters: list[Counter]
    span: tuple[int, int]
    levels: dict = dataclasses.field(default_factory=dict)
    _positions: dict = dataclasses.field(default_factory=dict)
    _by_row: np.ndarray | None = None  # order by (track, row, start), for levels
    # Where levels are kept beyond this process (get(width) -> Level | None, put(width,
    # level)): the Service's disk cache; None: built in memory only.
    level_store: Any = None

    @property
    def num_events(self) -> int:
        return len(self.start)

    def positions(self, plane: int, n_rows: int) -> np.ndarray:
        """Index position of each row of plane `plane`'s EventTable (-1 if the
        row is not in the index, e.g. a counter line). Synthetic entries
        (Regions) are left out: a row maps to its own event. Built once per plane."""
        found = self._positions.get(plane)
        if found is None:
            found = np.full(n_rows, -1, dtype=np.int64)
            in_plane = np.flatnonzero((self.plane == plane) & ~self.synthetic)
            found[self.plane_row[in_plane]] = in_plane
            self._positions[plane] = found
        return found

    def synthetic_of(self, plane: int, rows: np.ndarray) -> np.ndarray:
        """Index positions of the synthetic entries (Regions) of plane `plane`
        whose `plane_row` (their StartRegion) is one of `rows`."""
        found = np.flatnonzero(self.synthetic)
        found = found[self.plane[found] == plane]
        return found[np.isin(self.plane_row[found], rows)]


def build(profile: Profile) -> TraceIndex:
    """The index of one profile (use `index_of` to get it cached).

    Built track by track: a track is one line, whose events the plane stores together
    (or one stable sort by line finds them) and already in (start, -end) order, so each
    track is sorted, stacked and written into preallocated columns on its own: no sort
    or gather over all the profile's events, and no second copy of a column."""
    total = profile.num_events
    progress.report(progress.INDEXING, 0, total, "events", "the trace events")
    sections: list[Section] = []
    tracks: list[Track] = []
    names, long_names = [], []
    counters: list[Counter] = []
    planned = []  # (plane index, its event lines as (line, track id), their _Lines)
    region_code = -1
    size = 0
    derived = derived_lines.derived(profile)  # XProf's rows derived from device events' stats
    for p_index in _plane_order(profile):
        plane = profile.planes[p_index]
        section = Section(len(sections), section_name(plane.name), p_index)
        line_ids = _line_order(plane)
        event_lines = [k for k in line_ids if plane.lines[k].name != schema.COUNTERS_LINE]
        counter_lines = [k for k in line_ids if plane.lines[k].name == schema.COUNTERS_LINE]
        extra = derived.get(p_index)
        after: dict = {}  # plane line (None: the last) -> the derived rows drawn after it
        for j, line in enumerate(extra.lines if extra is not None else ()):
            after.setdefault(line.after if line.after in event_lines else None, []).append(j)
        first_track = len(tracks)
        lines, derived_tracks = [], []
        for k in event_lines + [None]:
            if k is not None:
                lines.append((k, len(tracks)))
                tracks.append(Track(len(tracks), section.id, plane.lines[k].label, "events", 1))
            for j in after.get(k, ()):
                derived_tracks.append((j, len(tracks)))
                tracks.append(Track(len(tracks), section.id, extra.lines[j].name, "events", 1))
        offset = len(names)
        names.extend(plane.metadata_names(display=True).tolist())
        long_names.extend(plane.metadata_names(display=False).tolist())
        if len(plane.events) and lines:
            grouped = _Lines(plane, [k for k, _ in lines], offset)
            if grouped.has_regions:
                if region_code < 0:
                    region_code = len(names)
                    names.append(schema.THREADPOOL_REGION)
                    long_names.append(schema.THREADPOOL_REGION)
                grouped.region_code = region_code
            size += grouped.size
            planned.append((p_index, lines, grouped))
        if derived_tracks:
            rows = _DerivedRows(extra.lines, len(names))
            names.extend(extra.names.tolist())
            long_names.extend(extra.long_names.tolist())
            size += sum(rows.count(j) for j, _ in derived_tracks)
            planned.append((p_index, derived_tracks, rows))
        for label, ts, value, end, full_scale in counter_series(profile, p_index, counter_lines):
            track = Track(len(tracks), section.id, label, "counter", 1)
            tracks.append(track)
            counters.append(Counter(track.id, ts, value, end, full_scale))
        if len(tracks) > first_track:
            sections.append(section)
    names.append("")
    long_names.append("")
    names_arr = np.array(names, dtype=object)
    long_arr = np.array(long_names, dtype=object)

    # Narrow dtypes: the index lives beside the profile, in memory and on disk.
    out = _Columns(size)
    jobs = []  # (the plane's _Lines, plane index, line, track, where its rows go), in track order
    at = 0
    for grouped, p_index, k, t in sorted(((g, p, k, t) for p, lines, g in planned for k, t in lines),
                                         key=lambda job: job[3]):
        jobs.append((grouped, p_index, k, t, at))
        at += grouped.count(k)
    track_lo = np.zeros(len(tracks) + 1, np.int64)
    rows_of = {}

    def put(j: int) -> None:
        grouped, p_index, k, t, at = jobs[j]
        n = grouped.put(k, out, at, p_index, len(names_arr) - 1)
        track_lo[t + 1] = n
        rows_of[t] = int(out.row[at:at + n].max()) + 1 if n else 1
        # Reported by the request's thread (the pool's tracks no Progress).
        progress.report(progress.INDEXING, int(track_lo.sum()), total, "events", "the trace events")

    # Tracks write disjoint rows, so two threads can take them in turn (numpy sorts and
    # merges without the GIL); each holds one track's temporaries (~100 bytes an event),
    # so only where no track is a large part of the whole.
    largest = max((grouped.count(k) for grouped, _, k, _, _ in jobs), default=0)
    _each(put, len(jobs), size >= _SIDE_BY_SIDE_FROM and largest * _SIDE_BY_SIDE_SHARE <= size)
    track_lo = np.cumsum(track_lo)
    tracks = [dataclasses.replace(t, rows=rows_of.get(t.id, 1)) if t.kind == "events" else t for t in tracks]
    track = np.repeat(np.arange(len(tracks), dtype=np.int32), np.diff(track_lo))
    starts = [out.start.min()] if size else []
    ends = [out.run_max_end.max()] if size else []
    for c in counters:
        if len(c.ts):
            starts.append(c.ts[0])
            ends.append(c.end_ps)
    span = (int(min(starts)), int(max(ends))) if starts else (0, 0)
    return TraceIndex(
        sections=sections, tracks=tracks, names=names_arr, long_names=long_arr,
        track=track, start=out.start, dur=out.dur, row=out.row, name=out.name, plane=out.plane,
        plane_row=out.plane_row, synthetic=out.synthetic, track_lo=track_lo, run_max_end=out.run_max_end,
        counters=counters, span=span, _by_row=out.by_row,
    )


class _Columns:
    """The index's event columns, preallocated and filled track by track."""

    def __init__(self, n: int):
        self.start = np.empty(n, np.int64)
        self.dur = np.empty(n, np.int64)
        self.row = np.empty(n, np.int32)
        self.name = np.empty(n, np.int32)
        self.plane = np.empty(n, np.int16)
        self.plane_row = np.empty(n, np.int32 if n < 2**31 else np.int64)
        self.synthetic = np.empty(n, bool)
        self.run_max_end = np.empty(n, np.int64)
        self.by_row = np.empty(n, np.int32 if n < 2**31 else np.int64)  # order by (track, row, start), for levels


class _Lines:
    """The events and Region spans of some lines of one plane, grouped by line."""

    def __init__(self, plane, lines: list[int], offset: int):
        ev = plane.events
        self.plane = plane
        self.offset = offset
        self.events = _grouped(ev.line, len(plane.lines))
        regions = groups.threadpool_regions(plane)
        wanted = np.zeros(len(plane.lines) + 1, bool)
        wanted[lines] = True
        self.regions = regions
        self.region_lines = _grouped(regions.line, len(plane.lines))
        self.region_code = -1
        self.has_regions = bool(len(regions) and wanted[regions.line].any())
        self.counts = np.diff(self.events[1]) + np.diff(self.region_lines[1])
        self.size = int(self.counts[lines].sum())

    def count(self, k: int) -> int:
        """How many rows line k's track takes: its events and Regions."""
        return int(self.counts[k])

    def put(self, k: int, out: _Columns, at: int, p_index: int, unnamed: int) -> int:
        """Writes line k's events and Regions, sorted and stacked, at `at`; their count."""
        ev, regions = self.plane.events, self.regions
        rows, plane_row = _rows_of(self.events, k)
        _, spans = _rows_of(self.region_lines, k)
        m = len(plane_row)
        n = m + len(spans)
        if not n:
            return 0
        s = slice(at, at + n)
        ev_start, ev_dur = ev.start_ps[rows], ev.duration_ps[rows]
        # Per line, not the plane's column at once: that one (8 bytes an event) would
        # stay beside the index being built, at its peak.
        code = self.plane.metadata_codes(ev.metadata_id[rows])
        code = np.where(code >= 0, code + self.offset, unnamed)  # the index's name codes
        rg_start, rg_end = regions.start[spans], regions.end[spans]
        # Each run in (start, -end) order, as profiles store them: the Regions are
        # written where they land among the events, no concatenation, sort or gather.
        slots = nesting.span_slots(ev_start, ev_start + ev_dur, rg_start, rg_end)
        if slots is None:  # a run out of order (span_slots checked both): sorted, stably
            start = np.concatenate([ev_start, rg_start])
            end = np.concatenate([ev_start + ev_dur, rg_end])
            order = np.lexsort((-end, start))
            out.start[s], out.dur[s] = start[order], (end - start)[order]
            out.name[s] = np.r_[code, np.full(len(spans), self.region_code, code.dtype)][order]
            out.plane_row[s] = np.r_[plane_row, regions.start_row[spans]][order]
            out.synthetic[s] = order >= m
            del start, end
        else:
            synthetic = out.synthetic[s]
            synthetic[:] = False
            synthetic[slots] = True
            at_events = np.logical_not(synthetic) if len(spans) else slice(None)
            for column, event_values, span_values in (
                    (out.start, ev_start, rg_start), (out.dur, ev_dur, rg_end - rg_start),
                    (out.name, code, self.region_code), (out.plane_row, plane_row, regions.start_row[spans])):
                column[s][at_events] = event_values
                column[s][slots] = span_values
        _stack(out, s, at, p_index)
        return n


def _stack(out: _Columns, s: slice, at: int, p_index: int) -> None:
    """Rows, running max end and by-row order of one track's events, written at `s`."""
    start = out.start[s]
    end = start + out.dur[s]
    depth = nesting.line_depths(start, end)
    row, by_row = _track_rows(start, end, depth)
    out.row[s] = row
    out.plane[s] = p_index
    np.maximum.accumulate(end, out=out.run_max_end[s])
    np.add(by_row, at, out=out.by_row[s], casting="unsafe")


class _DerivedRows:
    """The rows XProf derives for one plane (derived_lines), written as tracks like lines:
    synthetic entries with plane_row -1 (no event of the plane is theirs)."""

    def __init__(self, lines: list, offset: int):
        self.lines, self.offset = lines, offset

    def count(self, j: int) -> int:
        return len(self.lines[j].start)

    def put(self, j: int, out: _Columns, at: int, p_index: int, unnamed: int) -> int:
        line = self.lines[j]
        n = len(line.start)
        if n:
            s = slice(at, at + n)
            out.start[s], out.dur[s], out.name[s] = line.start, line.dur, line.code + self.offset
            out.plane_row[s], out.synthetic[s] = -1, True
            _stack(out, s, at, p_index)
        return n



def _grouped(line: np.ndarray, n_lines: int) -> tuple[np.ndarray | None, np.ndarray]:
    """(order, lo): the rows of line k are order[lo[k]:lo[k+1]], in stored order;
    order None: stored line by line, the rows are lo[k]..lo[k+1]-1."""
    if len(line) and not (line[1:] >= line[:-1]).all():
        order = np.argsort(line, kind="stable")
        return order, np.searchsorted(line[order], np.arange(n_lines + 2))
    return None, np.searchsorted(line, np.arange(n_lines + 2))


def _rows_of(grouped, k: int):
    """(rows, their row numbers) of line k: a slice where stored line by line (the
    columns are then read as views, not gathered)."""
    order, lo = grouped
    if order is None:
        return slice(lo[k], lo[k + 1]), np.arange(lo[k], lo[k + 1])
    rows = order[lo[k]:lo[k + 1]]
    return rows, rows


def index_of(profile: Profile) -> TraceIndex:
    return profile.derived(KEY, build)


def _stored(index: TraceIndex) -> TraceIndex:
    """The index without what it builds on use: merged levels (stored one by one in
    its level_store) and row positions."""
    return dataclasses.replace(index, levels={}, _positions={}, level_store=None)


# The index as a part: the disk cache keeps it (data only, part_format), so a
# restarted server answers a trace window without building it again.
INDEX = parts.Part(KEY, build, stored=_stored)


def _plane_order(profile: Profile) -> list[int]:
    """Devices first (by name, numerically), then host threads, then the rest."""
    def key(i):
        name = profile.planes[i].name
        if schema.is_device_plane(name):
            return (0, _natural(name))
        if name == schema.HOST_PLANE:
            return (1, ())
        return (2, _natural(name))
    return sorted(range(len(profile.planes)), key=key)


def _natural(text: str):
    return tuple(int(s) if s.isdigit() else s for s in re.split(r"(\d+)", text))


def section_name(plane_name: str) -> str:
    return HOST_THREADS if plane_name == schema.HOST_PLANE else plane_name


def _line_order(plane) -> list[int]:
    """Device lines in TensorBoard's order; host threads by name."""
    device = schema.is_device_plane(plane.name)

    def key(k):
        line = plane.lines[k]
        for rank, name in enumerate(_LINE_ORDER):
            if line.name == name:
                return (rank, 0, ())
        return (len(_LINE_ORDER), line.display_id if device else 0, _natural(line.label))
    return sorted((k for k, line in enumerate(plane.lines) if line.num_events), key=key)


def _track_rows(start: np.ndarray, end: np.ndarray, depth: np.ndarray):
    """Stacking row of each event of one track (sorted by start): its nesting depth,
    moved down where events only partly overlap so that no two events of a row
    overlap. Also returns the order by (row, start)."""
    row = depth.copy()
    for _ in range(64):  # each pass moves colliding events one row further
        # Stable: the start order inside each row (a radix sort for narrow rows).
        narrow = row.astype(np.int16) if row.max(initial=0) < 2**15 else row
        order = np.argsort(narrow, kind="stable")
        if len(row) < 2:
            return row, order
        r = np.repeat(np.arange(int(row.max()) + 1, dtype=row.dtype), np.bincount(row))  # row[order], without a gather
        s, e = start[order], end[order]
        # Where each event ends no later than the next of its row starts, no event starts
        # before an earlier one of its row ends (durations are not negative): done.
        if not ((s[1:] < e[:-1]) & (r[1:] == r[:-1])).any() and (e >= s).all():
            return row, order
        # Latest end of the earlier events of the same row (rows are sorted: r is
        # the group id).
        e_shift = np.empty_like(e)
        e_shift[0] = np.iinfo(np.int64).min
        e_shift[1:] = e[:-1]
        e_shift[1:][r[1:] != r[:-1]] = np.iinfo(np.int64).min
        clash = s < nesting.group_cummax(e_shift, r)
        if not clash.any():
            return row, order
        row[order[clash]] += 1
    return row, order


# -- windows -------------------------------------------------------------------


def level(index: TraceIndex, width: int) -> Level:
    """Boxes merging the events shorter than `width` ps (built once, or read from the
    index's level_store)."""
    found = index.levels.pop(width, None)  # put back last: the most recently used
    if found is None and index.level_store is not None:
        found = index.level_store.get(width)
    if found is not None:
        _keep_level(index, width, found)
        return found
    # A chunk of events at a time: temporaries of a few hundred thousand events, not
    # of all of them (fresh pages for a few 60M-event arrays cost seconds).
    cuts, split = _level_cuts(index)
    # The chunks are whole tracks or rows, so two threads can take them in turn: from the
    # size on that tracks are built so (at 1M, +11 MiB of the first window's peak).
    found = _each(lambda i: _level_boxes(index, width, int(cuts[i]), int(cuts[i + 1])), len(cuts) - 1,
                  index.num_events >= _SIDE_BY_SIDE_FROM)
    chunks = [c for c in found if c is not None]
    fields = [np.concatenate([c[k] for c in chunks]) if chunks else np.empty(0, np.int64) for k in range(7)]
    for t in split:  # a track cut between rows: its boxes in start order again
        a, b = np.searchsorted(fields[0], [t, t + 1])
        order = np.argsort(fields[2][a:b], kind="stable")  # ties: by row, as one chunk has them
        for f in fields:
            f[a:b] = f[a:b][order]
    boxes = Level(width, *fields)
    _keep_level(index, width, boxes)
    if index.level_store is not None:
        index.level_store.put(width, boxes)
    return boxes


def _each(work: Callable[[int], Any], n: int, side_by_side: bool) -> list:
    """[work(i) for i in range(n)]; with `side_by_side`, the request's thread and a pool
    thread take the items in turn (parallel.map_items)."""
    return parallel.map_items(work, n) if side_by_side else [work(i) for i in range(n)]


def _keep_level(index: TraceIndex, width: int, boxes: Level) -> None:
    """Keeps the level in memory, dropping the least recently used beyond _MAX_LEVELS:
    a fine level of a 10M-event trace holds millions of boxes, and every zoom makes one
    (a dropped level is built again, or read back from the level_store)."""
    index.levels[width] = boxes
    while len(index.levels) > _MAX_LEVELS:
        with contextlib.suppress(StopIteration, KeyError):
            index.levels.pop(next(iter(index.levels)))


def _level_cuts(index: TraceIndex) -> tuple[np.ndarray, list[int]]:
    """Where level() cuts the events (positions in by-row order): every _LEVEL_CHUNK
    events, moved on to where a track or one of its rows begins (a box is one track,
    row and bucket, so it is never cut); and the tracks cut between rows."""
    n = index.num_events
    cuts, split = [0], []
    for pos in range(_LEVEL_CHUNK, n, _LEVEL_CHUNK):  # a loop over chunks, not events
        if pos <= cuts[-1]:
            continue
        t = int(np.searchsorted(index.track_lo, pos, "right")) - 1
        lo, hi = int(index.track_lo[t]), int(index.track_lo[t + 1])
        if pos > lo:  # inside track t: on to its next row (rows ascend in by-row order)
            rows = index.row[index._by_row[pos - 1:hi]]
            pos = pos + int(np.searchsorted(rows[1:], rows[0], "right"))
            if pos < hi and (not split or split[-1] != t):
                split.append(t)
        if pos < n:
            cuts.append(pos)
    cuts.append(n)
    return np.unique(np.array(cuts, np.int64)), split  # ascending; [0, 0] for no events


_LEVEL_CHUNK = 1 << 18
_MAX_LEVELS = 8
_LOCAL_EVENTS = 1 << 18


def _level_boxes(index: TraceIndex, width: int, lo: int, hi: int) -> tuple | None:
    """The boxes of the events [lo, hi) (whole tracks) shorter than `width`: track, row,
    start, end, count, busy, representative, by (track, start); None for none."""
    # By (track, row, start); _by_row permutes events within their track only, so the
    # track column needs no gather.
    by_row = index._by_row[lo:hi]
    d = index.dur[by_row]
    t = index.track[lo:hi]
    keep = d < width
    if keep.all():  # a coarse level (the first window's): no copies
        return _boxes(index, width, by_row, d, t)
    return _boxes(index, width, by_row[keep], d[keep], t[keep])


def _boxes(index: TraceIndex, width: int, order: np.ndarray, d: np.ndarray, t: np.ndarray) -> tuple | None:
    """The boxes of the events `order` (index positions by (track, row, start); d, t:
    their durations and tracks), as _level_boxes returns them."""
    if not len(order):
        return None
    r, s = index.row[order], index.start[order]
    scratch = s // width  # the bucket; then the ends, then the group: one buffer for the three
    first = np.empty(len(order), bool)
    first[0] = True
    np.not_equal(scratch[1:], scratch[:-1], out=first[1:])
    first[1:] |= (t[1:] != t[:-1]) | (r[1:] != r[:-1])
    bounds = np.flatnonzero(first)
    end = np.maximum.reduceat(np.add(s, d, out=scratch), bounds)
    count = np.diff(np.r_[bounds, len(order)])
    # Events of one (track, row) never overlap, so their sum is the box's busy time.
    busy = np.add.reduceat(d, bounds)
    # The longest event of each box names it.
    longest = np.maximum.reduceat(d, bounds)
    group = np.cumsum(first, out=scratch)
    group -= 1
    is_longest = d == longest[group]
    rep_pos = np.full(len(bounds), -1, dtype=np.int64)
    cand = np.flatnonzero(is_longest)
    rep_pos[group[cand][::-1]] = cand[::-1]  # first longest of each group
    o = np.lexsort((s[bounds], t[bounds]))
    return t[bounds][o], r[bounds][o], s[bounds][o], end[o], count[o], busy[o], order[rep_pos][o]


def _local_level(index: TraceIndex, width: int, t0: int, t1: int) -> Level | None:
    """The boxes of `level(index, width)` that can reach [t0, t1), made from the events
    of the buckets around it only; None when those are more than _LOCAL_EVENTS (the
    whole level is then worth building). A zoomed-in window so never builds a level of
    millions of boxes over the whole trace."""
    if width in index.levels:
        return None
    b0 = ((t0 - 2 * width) // width) * width  # _boxes_in_window reaches 2 widths back
    b1 = (t1 // width + 1) * width  # the whole bucket of t1
    chunks, total = [], 0
    for t in range(len(index.tracks)):  # a loop over tracks, not events
        g0, g1 = index.track_lo[t], index.track_lo[t + 1]
        if g1 > g0:
            a, b = g0 + np.searchsorted(index.start[g0:g1], [b0, b1], "left")
            if b > a:
                chunks.append((a, b))
                total += b - a
                if total > _LOCAL_EVENTS:
                    return None
    ids = np.concatenate([np.arange(a, b) for a, b in chunks]) if chunks else np.empty(0, np.int64)
    ids = ids[index.dur[ids] < width]
    t, r = index.track[ids].astype(np.int64), index.row[ids].astype(np.int64)
    o = np.argsort(t * (int(r.max(initial=0)) + 1) + r, kind="stable")  # (track, row), start kept
    found = _boxes(index, width, ids[o], index.dur[ids[o]], t[o])
    empty = np.empty(0, np.int64)
    return Level(width, *(found if found is not None else (empty,) * 7))


def _spans(lo: np.ndarray, run_max_end: np.ndarray, start: np.ndarray, t0: int, t1: int):
    """Per non-empty group [lo[t], lo[t+1]) of events sorted by start: the positions
    [a, b) of the events that may overlap [t0, t1) (ending after t0 by their running
    max end, starting before t1), and c, the first of them starting at or after t0."""
    spans = []
    for t in range(len(lo) - 1):  # a loop over tracks, not events
        g0, g1 = lo[t], lo[t + 1]
        if g1 == g0:
            continue
        a = g0 + np.searchsorted(run_max_end[g0:g1], t0, "left")
        b = g0 + np.searchsorted(start[g0:g1], t1, "left")
        if b > a:
            c = min(max(a, g0 + np.searchsorted(start[g0:g1], t0, "left")), b)
            spans.append((a, c, b))
    return spans


def _overlapping(spans, start: np.ndarray, dur: np.ndarray, t0: int, min_dur: int = 0) -> np.ndarray:
    """The positions of `_spans` that overlap [t0, t1) (ending after t0, or, instant
    events, starting at t0; all of [c, b) start in the window) and last at least
    `min_dur`. Reads slices only: no gather over the events covered."""
    chunks = []
    for a, c, b in spans:
        if c > a:
            keep = start[a:c] + dur[a:c] > t0
            if min_dur:
                keep &= dur[a:c] >= min_dur
            chunks.append(a + np.flatnonzero(keep))
        chunks.append(c + np.flatnonzero(dur[c:b] >= min_dur) if min_dur else np.arange(c, b))
    return np.concatenate(chunks) if chunks else np.empty(0, np.int64)


def _count_overlapping(spans, start: np.ndarray, dur: np.ndarray, t0: int) -> int:
    return int(sum((b - c) + (np.count_nonzero(start[a:c] + dur[a:c] > t0) if c > a else 0)
                   for a, c, b in spans))


def window(index: TraceIndex, t0: int, t1: int, resolution: int) -> dict:
    """Events of [t0, t1) ps for `resolution` pixels, as parallel arrays.

    Returns {"id", "track", "row", "start", "dur", "name", "count", "busy"} numpy
    arrays (busy: the summed duration of the events a box merges, ps; an event's
    own duration otherwise), plus "thinned" (events merged into boxes) and "in_window".
    The events covered are read as slices of the sorted columns, never gathered one by
    one: only what the reply holds is.
    """
    t1 = max(t1, t0 + 1)
    resolution = max(1, int(resolution))
    step = max(1, (t1 - t0) // resolution)
    width = 1 << (int(step).bit_length() - 1)  # largest power of two <= step
    spans = _spans(index.track_lo, index.run_max_end, index.start, t0, t1)
    in_window = _count_overlapping(spans, index.start, index.dur, t0)
    if in_window <= _RAW_LIMIT or width <= 1:
        ids = _overlapping(spans, index.start, index.dur, t0)
        return {
            "id": ids, "track": index.track[ids], "row": index.row[ids], "start": index.start[ids],
            "dur": index.dur[ids], "name": index.name[ids], "count": np.ones(len(ids), np.int64),
            "busy": index.dur[ids], "thinned": 0, "in_window": in_window,
        }
    long_ids = _overlapping(spans, index.start, index.dur, t0, min_dur=width)
    boxes = _local_level(index, width, t0, t1) or level(index, width)
    b = _boxes_in_window(index, boxes, t0, t1)
    # A box's track, row, start and end are its own (a box of one event: that event's),
    # so only the name is gathered through the representative.
    ids = np.concatenate([long_ids, boxes.rep[b]])
    count = np.concatenate([np.ones(len(long_ids), np.int64), boxes.count[b]])
    start = np.concatenate([index.start[long_ids], boxes.start[b]])
    return {
        "id": ids, "track": np.concatenate([index.track[long_ids], boxes.track[b]]),
        "row": np.concatenate([index.row[long_ids], boxes.row[b]]), "start": start,
        "dur": np.concatenate([index.dur[long_ids], boxes.end[b] - boxes.start[b]]),
        "name": index.name[ids], "count": count,
        "busy": np.concatenate([index.dur[long_ids], boxes.busy[b]]),
        "thinned": int(count.sum() - len(count)), "in_window": in_window,
    }


def _boxes_in_window(index: TraceIndex, boxes: Level, t0: int, t1: int) -> np.ndarray:
    # Boxes are at most `width` (+ their last event, < width) long: start > t0 - 2*width.
    lo = np.searchsorted(boxes.track, np.arange(len(index.tracks) + 1))
    chunks = []
    for t in range(len(index.tracks)):
        a, b = lo[t], lo[t + 1]
        if b == a:
            continue
        s = boxes.start[a:b]
        i = a + np.searchsorted(s, t0 - 2 * boxes.width, "left")
        j = a + np.searchsorted(s, t1, "left")
        if j > i:
            chunks.append(np.arange(i, j))
    if not chunks:
        return np.empty(0, np.int64)
    idx = np.concatenate(chunks)
    return idx[(boxes.end[idx] > t0) | (boxes.start[idx] >= t0)]
