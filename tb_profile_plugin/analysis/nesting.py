"""Nesting of events on one timeline, vectorized.

Events of an XLine do not overlap except by nesting, so each event has at most
one parent: the innermost event on the same line that encloses it. We find it
without a stack: sort by (line, start, -end), compute each event's depth with a
sweep count, then match every event of depth d to the last event of depth d-1
before it. The only Python loops run over lines and depth levels.
"""

from __future__ import annotations

import numpy as np


def _line_start_order(line: np.ndarray, start: np.ndarray, end: np.ndarray, owned: bool = False):
    """(order, start, end, line in that order): by (line, start, -end), ties in input
    order; the order is None where the input is in it already. Profilers write each
    line's events in (start, -end) order: a stable sort by line alone then gives it,
    much faster than a lexsort. A line out of order is sorted alone: usually it is two
    runs in order (a thread's events, then spans added after them: Regions), merged;
    a lexsort of the line is the fallback. `owned`: start and end may be sorted in place."""
    if len(line) and (line[1:] >= line[:-1]).all():  # stored line by line: no sort, no gather
        order, s, e, ln = None, start, end, line
    else:
        order = np.argsort(line, kind="stable")
        s, e, ln = start[order], end[order], line[order]
    same = ln[1:] == ln[:-1]
    bad = np.flatnonzero(same & ((s[1:] < s[:-1]) | ((s[1:] == s[:-1]) & (e[1:] > e[:-1]))))
    if len(bad):
        first = np.flatnonzero(np.r_[True, ~same])  # where each line begins
        stop = np.r_[first[1:], len(ln)]
        seg = np.searchsorted(first, bad, "right") - 1
        if order is None:
            order = np.arange(len(line))
            s, e = (s, e) if owned else (s.copy(), e.copy())
        for k in np.unique(seg).tolist():  # a loop over the lines out of order
            lo, hi = int(first[k]), int(stop[k])
            m = int(bad[seg == k][0]) + 1 - lo  # where the line's first run in order ends
            o = start_order(s[lo:hi], e[lo:hi], m)  # not None: the line is out of order
            # Each line sorted in place (its `ln` is one value): no second gather of every column.
            order[lo:hi], s[lo:hi], e[lo:hi] = order[lo:hi][o], s[lo:hi][o], e[lo:hi][o]
    return order, s, e, ln


def in_start_order(start: np.ndarray, end: np.ndarray) -> bool:
    """Whether events are in (start, -end) order (ends compared at equal starts only)."""
    rising = start[1:] > start[:-1]  # booleans, not a column of differences
    if rising.all():
        return True
    if (start[1:] < start[:-1]).any():
        return False
    tie = np.flatnonzero(~rising)
    return not (end[tie + 1] > end[tie]).any()


def start_order(start: np.ndarray, end: np.ndarray, m: int) -> np.ndarray | None:
    """The order by (start, -end) of events [0, m) followed by spans [m, n), ties kept
    in that order (a stable lexsort's); None when they are in it already. Two runs each
    in order (the usual case: a thread's events, then its Regions) are merged."""
    if in_start_order(start, end):
        return None
    merged = merge_runs(start, end, m) if m < len(start) else None
    return merged if merged is not None else np.lexsort((-end, start))


def merge_runs(start: np.ndarray, end: np.ndarray, m: int) -> np.ndarray | None:
    """start_order by merging [0, m) and [m, n) when each is in order; None when one is
    not, or when many events share a start (then a sort is as quick)."""
    slots = span_slots(start[:m], end[:m], start[m:], end[m:])
    if slots is None:
        return None
    is_span = np.zeros(len(start), bool)
    is_span[slots] = True
    order = np.empty(len(start), np.int64)
    order[is_span] = np.arange(m, len(start))
    order[~is_span] = np.arange(m)
    return order


def span_slots(es: np.ndarray, ee: np.ndarray, rs: np.ndarray, re_: np.ndarray) -> np.ndarray | None:
    """Where each span (rs, re_) lands when merged with the events (es, ee) in
    (start, -end) order, ties to the events (a stable sort of events then spans
    gives that order); ascending. None when a run is not in order, or when many
    events share a start (then a sort is as quick)."""
    if not (in_start_order(es, ee) and in_start_order(rs, re_)):
        return None
    m = len(es)
    # Before span r: the events starting earlier, and at its start those ending no
    # earlier (ties go to the events, which come first in the input).
    pos = np.searchsorted(es, rs, "left")
    stop = np.searchsorted(es, rs, "right")
    tie = np.flatnonzero(stop > pos)
    if len(tie):
        widest = int((stop[tie] - pos[tie]).max())
        if widest > 32:
            return None
        lo, hi, r_end = pos[tie], stop[tie], re_[tie]
        before = np.zeros(len(tie), np.int64)
        for j in range(widest):  # a loop over the events of one start (few), not over events
            at = lo + j
            before += (at < hi) & (ee[np.minimum(at, m - 1)] >= r_end)
        pos[tie] = lo + before
    pos += np.arange(len(rs))
    return pos


def sorted_depths(line: np.ndarray, start: np.ndarray, end: np.ndarray):
    """(order, depth in that order): events sorted by (line, start, -end), and
    how many events enclose each one (the sweep count). The order is None
    where the events are in it already (profiles store them so)."""
    n = len(start)
    order, s, e, ln = _line_start_order(line, start, end)
    depth = np.zeros(n, dtype=np.int32 if n < 2**31 else np.int64)
    bounds = np.flatnonzero(ln[1:] != ln[:-1]) + 1
    for lo, hi in zip(np.r_[0, bounds], np.r_[bounds, n]):
        depth[lo:hi] = line_depths(s[lo:hi], e[lo:hi])
    return order, depth


def line_depths(start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """How many events enclose each event of one line sorted by (start, -end)."""
    n = len(start)
    if not n:
        return np.zeros(0, np.int64)
    ends = np.sort(end, kind="stable")  # nearly sorted already: timsort's runs, ~8x faster
    # Ended before this event starts: end < start, or end == start for a
    # non-empty predecessor (adjacent events are siblings, not nested). So every
    # end up to the start, less the instants at that very start (their ends are it).
    ended = _ends_up_to(ends, start)
    instant = end == start
    if instant.any():
        # Starts are ascending: instants per run of equal starts, one pass each.
        first = np.r_[0, np.flatnonzero(start[1:] != start[:-1]) + 1]
        per_run = np.add.reduceat(instant.view(np.int8), first, dtype=ended.dtype)
        ended -= np.repeat(per_run, np.diff(np.r_[first, n]))
    depth = np.arange(n, dtype=ended.dtype)
    depth -= ended
    np.maximum(depth, 0, out=depth)
    return depth.astype(np.int32) if n < 2**31 else depth


def _ends_up_to(ends: np.ndarray, start: np.ndarray) -> np.ndarray:
    """How many of `ends` are <= each start; both ascending. A chunk of starts at a
    time, each merged with the ends between its first and last by a stable sort (timsort
    merges the two runs in linear time, ends before equal starts): ~3x quicker than a
    binary search per start, and its temporaries stay the chunk's size."""
    out = np.empty(len(start), np.int64)
    for lo in range(0, len(start), _MERGE_CHUNK):
        chunk = start[lo:lo + _MERGE_CHUNK]
        a, b = np.searchsorted(ends, chunk[[0, -1]], "right").tolist()
        if b - a > 4 * len(chunk):  # many ends among few starts: searched instead
            out[lo:lo + len(chunk)] = np.searchsorted(ends, chunk, "right")
            continue
        merged = np.argsort(np.concatenate([ends[a:b], chunk]), kind="stable")
        found = np.flatnonzero(merged >= b - a)  # each start's place among both
        found += a - np.arange(len(chunk))
        out[lo:lo + len(chunk)] = found
    return out


def depths(line: np.ndarray, start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """Nesting depth of each event on its line (0 = top level)."""
    out = np.zeros(len(start), dtype=np.int64)
    if len(start):
        order, depth = sorted_depths(line, start, end)
        if order is None:
            out[:] = depth
        else:
            out[order] = depth
    return out


def parents(line: np.ndarray, start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """Index of each event's parent (-1 for top-level events; int32 under 2**31
    events): in (line, start, -end) order, the last event before it on its line
    one level less deep.

    Inputs are parallel arrays; `line` groups events into timelines. Events
    that only partly overlap (malformed input) get the enclosing-most candidate
    the depth count implies; they never raise.
    """
    n = len(start)
    dtype = np.int32 if n < 2**31 else np.int64
    out = np.full(n, -1, dtype)
    if n == 0:
        return out
    order, depth = sorted_depths(line, start, end)
    top = int(depth.max())
    if not top:
        return out
    ln = line if order is None else line[order]
    parent = out if order is None else np.full(n, -1, dtype)
    # A chunk at a time, by running maxima of positions (no per-level index arrays:
    # at 10M events their page faults cost more than the work).
    last = np.full(top + 1, -1, np.int64)  # the last position of each depth so far
    line_begin = 0  # where the line of the chunk's first event began
    for lo in range(0, n, _CHUNK):
        hi = min(lo + _CHUNK, n)
        d, l, pos = depth[lo:hi], ln[lo:hi], np.arange(lo, hi)
        first = np.empty(hi - lo, bool)
        first[0] = lo == 0 or l[0] != ln[lo - 1]
        np.not_equal(l[1:], l[:-1], out=first[1:])
        begins = np.maximum.accumulate(np.where(first, pos, line_begin))
        line_begin = int(begins[-1])
        deepest = int(d.max())
        for level in range(1, deepest + 1):
            prev = np.maximum.accumulate(np.where(d == level - 1, pos, last[level - 1]))
            last[level - 1] = prev[-1]
            np.copyto(parent[lo:hi], prev, where=(d == level) & (prev >= begins))
        last[deepest] = lo + np.flatnonzero(d == deepest)[-1]
    if order is not None:
        has = parent >= 0
        out[order[has]] = order[parent[has]]
    return out


def self_time(duration: np.ndarray, parent: np.ndarray) -> np.ndarray:
    """Duration minus the durations of direct children (at least 0), summed
    exactly in int64, a chunk of children at a time."""
    out = duration.astype(np.int64)  # a copy: the result
    for lo in range(0, len(parent), _CHUNK):
        p, d = parent[lo:lo + _CHUNK], duration[lo:lo + _CHUNK]
        child = np.flatnonzero(p >= 0)
        np.subtract.at(out, p[child], d[child].astype(np.int64, copy=False))
    np.maximum(out, 0, out=out)
    return out.astype(duration.dtype, copy=False)


def enclosing(line: np.ndarray, start: np.ndarray, end: np.ndarray, owned: bool = False) -> np.ndarray:
    """Each event's parent by XProf's rule (a stack walk in (start, -end) order
    that pops what does not include the next event): the latest event before
    it on its line whose end is not before its end; -1 for none.

    Unlike `parents`, an event that only partly overlaps its predecessor (a
    Python-tracer call around a TraceMe's start, say) does not capture the
    events nested in its neighbour. Found by pointer jumping (all nearest
    larger values) among the events that can be a parent at all, then one
    step per nesting level for the others: loops over rounds, not events.
    `owned`: start and end are the caller's own copies, which may be reordered.
    """
    n = len(start)
    out = np.full(n, -1, dtype=np.int32 if n < 2**31 else np.int64)  # half the memory at 10M
    if n == 0:
        return out
    order, s, e, ln = _line_start_order(line, start, end, owned)
    # A parent j of i has e[j] >= e[i] >= s[i] >= s[j + 1]: only an event that
    # reaches the next one's start can be anyone's parent. Siblings in a row
    # (most events) are not, so they need not be jumped over one by one.
    can = np.zeros(n, bool)
    can[:-1] = (ln[1:] == ln[:-1]) & (e[:-1] >= s[1:])
    pot = np.flatnonzero(can)
    pot_end, pot_line = e[pot], ln[pot]
    up = _nearest_not_shorter(pot_end, pot_line)  # their own parents, among them
    # Each event's nearest possible parent before it, then up their chain: what
    # a step skips ends before the event it left, so before this one's end.
    # A chunk of events at a time: the temporaries stay small and are reused
    # (at 10M events, whole-column ones cost more in page faults than in work).
    before = 0  # possible parents before the chunk
    for lo in range(0, n, _CHUNK):
        c = can[lo:lo + _CHUNK]
        k = np.cumsum(c) - c + (before - 1)  # index in `pot` of the nearest before each
        before += int(np.count_nonzero(c))
        rows = np.flatnonzero(k >= 0)
        at = k[rows]
        rows += lo
        keep = pot_line[at] == ln[rows]
        rows, at = rows[keep], at[keep]
        while len(rows):
            found = pot_end[at] >= e[rows]
            child, parent = rows[found], pot[at[found]]
            if order is None:
                out[child] = parent
            else:
                out[order[child]] = order[parent]
            rows, at = rows[~found], up[at[~found]]
            keep = at >= 0
            rows, at = rows[keep], at[keep]
    return out


_CHUNK = 1 << 18
_MERGE_CHUNK = 1 << 17  # ~5 MB of temporaries at most


def _nearest_not_shorter(e: np.ndarray, ln: np.ndarray) -> np.ndarray:
    """For each position, the latest earlier one of the same line whose value
    is not below its own (-1: none), by pointer jumping."""
    n = len(e)
    cand = np.arange(-1, n - 1)
    if not n:
        return cand
    cand[np.flatnonzero(np.r_[True, ln[1:] != ln[:-1]])] = -1
    # One that is above every earlier one of its line has none: decided at once.
    cand[1:][group_cummax(e, ln)[:-1] < e[1:]] = -1
    todo = np.flatnonzero(cand >= 0)
    while len(todo):
        c = cand[todo]
        short = e[c] < e[todo]
        todo = todo[short]
        cand[todo] = cand[c[short]]  # skip what `c` skipped: all of it is below e[c]
        todo = todo[cand[todo] >= 0]
    return cand


def group_cummax(values: np.ndarray, group: np.ndarray) -> np.ndarray:
    """Running max of values that restarts at every change of `group` (ascending)."""
    if not len(values):
        return values
    # Offset each group above all earlier ones so one global accumulate works.
    lo = values.min()
    span = int(values.max()) - int(lo) + 1
    if span <= 0 or span > 2**62 // max(int(group.max()), 1):
        out = values.copy()
        starts = np.flatnonzero(np.r_[True, group[1:] != group[:-1]])
        for a, b in zip(starts, np.r_[starts[1:], len(values)]):
            out[a:b] = np.maximum.accumulate(values[a:b])
        return out
    offset = group.astype(np.int64)
    offset *= span
    out = values - lo  # in place from here: two temporaries, not six
    out += offset
    np.maximum.accumulate(out, out=out)
    out -= offset
    out += lo
    return out
