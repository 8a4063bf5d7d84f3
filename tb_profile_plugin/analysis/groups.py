"""Which step each host event belongs to: XProf's event grouping, vectorized.

A step's events are the events reachable from its marker through these links
(XProf 2.24's `group_events.cc`, `preprocess_xplane.h`):
- nesting on one thread: a parent encloses its child, ends included; events
  with an `_a` (async) stat take part in no nesting;
- context links, across threads: a producer (`_p` id, `_pt` type) to every
  consumer (`_c`, `_ct`) with the same type and id, unless that context has
  64 or more producers and 64 or more consumers (too generic to mean one step);
- TensorFlow's executor: `ExecutorState::Process` to the
  `IteratorGetNextOp::DoCompute` / `IteratorGetNextAsOptionalOp::DoCompute`
  with the same `id` and `iter_num`;
- thread-pool regions: a `ThreadpoolListener::StartRegion` (carrying `_c`) and
  the next `ThreadpoolListener::StopRegion` on the same thread make a
  `ThreadpoolListener::Region` span (a later Start replaces an unstopped one;
  a second Stop reuses the last Start). The Region is a consumer of the
  `ThreadpoolListener::Record` that scheduled it and the parent of the work
  inside it: that is how work a thread pool runs for a step joins the step.

An event reached from several markers belongs to the earliest one (XProf walks
the roots in time order and stops where a group is already set).
Deliberate difference: XProf also starts groups at `_r` events that are not
step markers (they then block the walk); only step markers start groups here.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from .. import parallel
from ..profile import Plane, schema
from . import nesting

GENERIC_CONTEXT = 64  # XProf ignores a context with this many producers and consumers


@dataclasses.dataclass(frozen=True)
class Regions:
    """ThreadpoolListener::Region spans of one plane: line index, start and end
    (ps), and the row of the StartRegion event each one begins with (its stats,
    `_c` and `_ct`, are the Region's)."""

    line: np.ndarray
    start: np.ndarray
    end: np.ndarray
    start_row: np.ndarray

    def __len__(self) -> int:
        return len(self.start)


def _rows_named(plane: Plane, names: tuple[str, ...]) -> np.ndarray:
    # Compared by metadata id: the plane's codes of every event are not needed.
    ids = [mid for mid, md in plane.event_metadata.items() if md.name in names]
    if not ids:
        return np.zeros(0, np.int64)
    md = plane.events.metadata_id
    top = max(ids)
    if min(ids) < 0 or top >= _TABLE_IDS or not np.issubdtype(md.dtype, np.signedinteger):
        return np.flatnonzero(np.isin(md, ids))
    # Ids are small numbers: a lookup in a table of them (isin's own table costs an
    # int64 column of differences and range masks: 2.9 -> ~1 ms at 1M events). An id
    # outside the table (negative: huge as unsigned) reads its last slot, False.
    table = np.zeros(top + 2, bool)
    table[ids] = True
    return np.flatnonzero(table[np.minimum(md.view(md.dtype.str.replace("i", "u")), top + 1)])


_TABLE_IDS = 1 << 22


def threadpool_regions(plane: Plane) -> Regions:
    """The Region spans of a plane, paired per thread in stored order."""
    z = np.zeros(0, np.int64)
    starts = _rows_named(plane, (schema.THREADPOOL_START_REGION,))
    stops = _rows_named(plane, (schema.THREADPOOL_STOP_REGION,))
    if not len(starts) or not len(stops):
        return Regions(z, z, z, z)
    # Only the StartRegions' consumer ids: decoding every stat of the plane costs
    # ~0.2 s per 1M events, and the trace's first window needs no other.
    consumer = plane.stat_columns([schema.CONSUMER_ID], rows=starts)[schema.CONSUMER_ID]
    with_context = np.zeros(len(plane.events), bool)
    with_context[consumer.events] = True
    starts = starts[with_context[starts]]
    ev = plane.events
    k = np.searchsorted(starts, stops) - 1  # the last Start stored before each Stop
    ok = k >= 0
    ok[ok] &= ev.line[starts[k[ok]]] == ev.line[stops[ok]]
    start_row = starts[k[ok]]
    begin = ev.start_ps[start_row]
    end = np.maximum(ev.start_ps[stops[ok]], begin)
    return Regions(ev.line[start_row].astype(np.int64), begin, end, start_row)


def join(left: tuple[np.ndarray, ...], right: tuple[np.ndarray, ...]) -> tuple[np.ndarray, np.ndarray]:
    """(i, j) of every pair with left[k][i] == right[k][j] for each key column k, as an
    inner merge on those columns finds them (in no particular order)."""
    if len(left) == 1 and _distinct_ascending(right[0]):
        # One key, distinct and sorted on the right (event rows of a stat): a search, not a sort.
        (a,), (b,) = left, right
        j = np.minimum(np.searchsorted(b, a), max(len(b) - 1, 0))
        i = np.flatnonzero(b[j] == a) if len(b) else np.zeros(0, np.int64)
        return i, j[i]
    group, n_groups = _key_groups(left, right)
    return _pairs(group[:len(left[0])], group[len(left[0]):], n_groups)


def _distinct_ascending(a: np.ndarray) -> bool:
    return bool((a[1:] > a[:-1]).all())


def _key_groups(left, right) -> tuple[np.ndarray, int]:
    """A group number per row of left then right: equal keys, equal groups."""
    keys = [np.concatenate([a, b]) for a, b in zip(left, right)]
    n = len(keys[0])
    if not n:
        return np.zeros(0, np.int64), 0
    order = np.lexsort(keys[::-1]) if len(keys) > 1 else np.argsort(keys[0], kind="stable")
    change = np.zeros(n, bool)
    for key in keys:
        k = key[order]
        change[1:] |= k[1:] != k[:-1]
    group = np.empty(n, np.int64)
    group[order] = np.cumsum(change)
    return group, int(change.sum()) + 1


def _pairs(left_group: np.ndarray, right_group: np.ndarray, n_groups: int,
           keep: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Every (i, j) whose groups are equal (and kept): each right row repeated
    once per left row of its group."""
    total = np.bincount(left_group, minlength=n_groups)
    first = np.cumsum(total) - total  # where each group's left rows begin in by_group
    by_group = np.argsort(left_group, kind="stable")
    count = total if keep is None else np.where(keep, total, 0)
    per_right = count[right_group]
    j = np.repeat(np.arange(len(right_group)), per_right)
    within = np.arange(len(j)) - np.repeat(np.cumsum(per_right) - per_right, per_right)
    return by_group[first[right_group[j]] + within], j


def _on_both(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray]):
    """(rows, a's values, b's values) of the events with both stats, from two stats'
    (event rows, values): the columns as they are where the stats are on the same
    events (an id stat and its type's, as profilers write them), else joined."""
    (a_rows, a_values), (b_rows, b_values) = a, b
    if len(a_rows) == len(b_rows) and np.array_equal(a_rows, b_rows):
        return a_rows, a_values, b_values
    i, j = join((a_rows,), (b_rows,))
    return a_rows[i], a_values[i], b_values[j]


def _keyed(plane: Plane, id_stat: str, type_stat: str, extra: tuple[np.ndarray, np.ndarray] | None = None):
    """(node, type, id) of the events with both stats; `extra` adds nodes
    (Regions) that share an event's stats: (node ids, event rows)."""
    node, key, kind = _on_both(plane.stat(id_stat).int_values(), plane.stat(type_stat).int_values())
    if extra is not None and len(extra[0]):
        e, k = join((extra[1],), (node,))
        node, kind, key = np.r_[node, extra[0][e]], np.r_[kind, kind[k]], np.r_[key, key[k]]
    return node, kind, key


def _context_edges(plane: Plane, regions: Regions, n: int) -> tuple[np.ndarray, np.ndarray]:
    p_node, p_type, p_id = _keyed(plane, schema.PRODUCER_ID, schema.PRODUCER_TYPE)
    c_node, c_type, c_id = _keyed(plane, schema.CONSUMER_ID, schema.CONSUMER_TYPE,
                                  (n + np.arange(len(regions)), regions.start_row))
    i, j = context_pairs((p_type, p_id), (c_type, c_id))
    del p_type, p_id, c_type, c_id  # not held beside the pairs' nodes
    return p_node[i], c_node[j]


def context_pairs(producers: tuple[np.ndarray, np.ndarray], consumers: tuple[np.ndarray, np.ndarray]
                  ) -> tuple[np.ndarray, np.ndarray]:
    """(i, j) of every producer i and consumer j of the same context (type, id), but
    those of contexts with GENERIC_CONTEXT producers and consumers or more (in no
    particular order)."""
    (p_type, p_id), (c_type, c_id) = producers, consumers
    z = np.zeros(0, np.int64)
    if not len(p_type) or not len(c_type):
        return z, z
    types = np.unique(p_type)
    if len(types) > _FEW_TYPES:  # a sort of both sides by (type, id)
        group, n_groups = _key_groups((p_type, p_id), (c_type, c_id))
        return _context_pairs(group[:len(p_type)], group[len(p_type):], n_groups)
    # A few context types (TensorFlow writes a handful): per type, the producers' ids
    # sorted and each consumer's id searched among them; no sort of every row by two
    # keys (big_tf: 600k rows; 31 -> 22 ms, and 11 MiB off the overview's peak).
    # Rows in int32 (fewer than 2**31): the pairs are the links' largest columns.
    rows = np.int32 if max(len(p_type), len(c_type)) < 2**31 else np.int64
    pairs_i, pairs_j = [z.astype(rows)], [z.astype(rows)]
    for t in types.tolist():
        p_rows = np.flatnonzero(p_type == t).astype(rows, copy=False)
        c_rows = np.flatnonzero(c_type == t).astype(rows, copy=False)
        if not len(c_rows):
            continue
        ids = p_id[p_rows]
        order = np.argsort(ids, kind="stable")
        ids = ids[order]
        first = np.flatnonzero(np.r_[True, ids[1:] != ids[:-1]])  # where each id's producers begin
        distinct = ids[first]
        del ids
        c_ids = c_id[c_rows]
        c_group = np.minimum(np.searchsorted(distinct, c_ids), len(distinct) - 1)
        found = distinct[c_group] == c_ids
        c_rows, c_group = c_rows[found], c_group[found]  # a consumer of no producer links nothing
        del c_ids, found
        if len(first) == len(order):  # one producer per id (the usual case): one pair per consumer
            pairs_i.append(p_rows[order[c_group]])
            pairs_j.append(c_rows)
            continue
        p_group = np.empty(len(order), np.int64)
        p_group[order] = np.repeat(np.arange(len(first)), np.diff(np.r_[first, len(order)]))
        i, j = _context_pairs(p_group, c_group, len(distinct))
        pairs_i.append(p_rows[i])
        pairs_j.append(c_rows[j])
    return _joined(pairs_i), _joined(pairs_j)


def _joined(parts: list[np.ndarray]) -> np.ndarray:
    """The parts one after the other; the one part with rows as it is (no copy)."""
    filled = [a for a in parts if len(a)]
    return filled[0] if len(filled) == 1 else np.concatenate(parts)


_FEW_TYPES = 16


def _context_pairs(p_group: np.ndarray, c_group: np.ndarray, n_groups: int) -> tuple[np.ndarray, np.ndarray]:
    """Every (producer, consumer) of the same context, but those of contexts too generic
    to mean one step (GENERIC_CONTEXT producers and consumers or more)."""
    n_prod = np.bincount(p_group, minlength=n_groups)
    n_cons = np.bincount(c_group, minlength=n_groups)
    return _pairs(p_group, c_group, n_groups, keep=(n_prod < GENERIC_CONTEXT) | (n_cons < GENERIC_CONTEXT))


def _executor_edges(plane: Plane) -> tuple[np.ndarray, np.ndarray]:
    z = np.zeros(0, np.int64)
    parents = _rows_named(plane, (schema.EXECUTOR_PROCESS,))
    children = _rows_named(plane, schema.ITERATOR_GET_NEXT)
    if not len(parents) or not len(children):
        return z, z
    node, key, it = _on_both(plane.stat(schema.TF_DATA_ITERATOR_ID).int_values(),
                             plane.stat(schema.ITER_NUM).int_values())
    c = np.flatnonzero(np.isin(node, children))
    # Only the parents of an iterator that some child reads (big_tf: 134k parents and
    # 400 children, no pair): the join sorts a few rows, not every Process.
    p = np.flatnonzero(np.isin(node, parents))
    p = p[join((key[p],), (np.unique(key[c]),))[0]]
    a, b = join((key[p], it[p]), (key[c], it[c]))
    return node[p[a]], node[c[b]]


def _down_the_tree(parent: np.ndarray, best: np.ndarray) -> np.ndarray:
    """min(best) over each node and its ancestors, by pointer jumping: after
    round k a node has seen its 2**k nearest ancestors (log2(depth) rounds).
    Nodes are taken a chunk at a time, in place (the temporaries of 10M nodes
    at once cost more in page faults than the work): a node whose ancestor
    already jumped this round reads that ancestor's best and pointer together,
    so it only jumps further, the min still taken over the nodes it skips."""
    best = best.copy()
    anc = parent.copy()
    n = len(anc)
    # The first round takes the nodes range by range (no list of them all).
    chunks = (np.flatnonzero(anc[lo:lo + _CHUNK] >= 0) + lo for lo in range(0, n, _CHUNK))
    while True:
        going = []
        for rows in chunks:
            up = anc[rows]
            best[rows] = np.minimum(best[rows], best[up])
            anc[rows] = anc[up]
            going.append(rows[anc[rows] >= 0])
        todo = np.concatenate(going) if going else np.zeros(0, np.int64)
        if not len(todo):
            return best
        chunks = (todo[lo:lo + _CHUNK] for lo in range(0, len(todo), _CHUNK))


_CHUNK = 1 << 18


def _propagate(parent: np.ndarray, src: np.ndarray, dst: np.ndarray, roots: np.ndarray) -> np.ndarray:
    """Rank of the earliest root (index in `roots`) that reaches each node, or
    -1. Nodes reach their nesting children (`parent`) and, across threads,
    `dst` from `src`. A group enters a tree only at a root or a link's end (a
    seed), so every other node takes the group of the nearest seed at or above
    it, found once; the sweeps (one per cross-thread hop, until nothing
    changes) run over the seeds' own forest (big_tf: 443k of 1.27M nodes)."""
    narrow = len(parent) < 2**31 - 1  # node ids and ranks in int32: half the memory
    dtype = np.int32 if narrow else np.int64
    parent = parent.astype(dtype, copy=False)
    seed = np.full(len(parent), -1, dtype)  # each seed's index among the seeds
    seed[roots] = 0
    seed[dst] = 0
    seeds = np.flatnonzero(seed == 0)
    seed[seeds] = np.arange(len(seeds), dtype=dtype)
    near = _nearest_seed(parent, seed)
    del seed
    up = parent[seeds]
    forest = np.where(up >= 0, near[np.maximum(up, 0)], -1).astype(dtype, copy=False)
    del up
    big = np.iinfo(dtype).max
    best = np.full(len(seeds) + 1, big, dtype)  # + a last one for the nodes below no seed
    np.minimum.at(best, near[roots], np.arange(len(roots), dtype=dtype))
    s_src, s_dst = near[src], near[dst]  # a link's end is a seed: its own index
    keep = s_src >= 0
    s_src, s_dst = s_src[keep], s_dst[keep]
    forest = np.r_[forest, np.array([-1], dtype)]
    while True:
        best = _down_the_tree(forest, best)
        cand = best[s_src]
        better = cand < best[s_dst]
        if not better.any():
            break
        np.minimum.at(best, s_dst[better], cand[better])
    best[best == big] = -1
    return best[near]  # near -1: the last one, -1


def _nearest_seed(parent: np.ndarray, seed: np.ndarray) -> np.ndarray:
    """For each node, `seed` of the nearest node at or above it whose `seed` is
    not -1, else -1: pointer jumping that stops at a seed (log2(depth) rounds),
    a chunk of nodes at a time and in place, as in _down_the_tree (a node whose
    ancestor jumped this round only skips further, over nodes without a seed)."""
    unknown = -2
    found = seed.copy()
    found[(seed < 0) & (parent >= 0)] = unknown
    anc = parent.copy()
    n = len(anc)
    chunks = (np.flatnonzero(found[lo:lo + _CHUNK] == unknown) + lo for lo in range(0, n, _CHUNK))
    while True:
        going = []
        for rows in chunks:
            up = anc[rows]
            above = found[up]
            done = above != unknown
            found[rows[done]] = above[done]
            rows, up = rows[~done], up[~done]
            up = anc[up]
            anc[rows] = up
            found[rows[up < 0]] = -1
            going.append(rows[up >= 0])
        todo = np.concatenate(going) if going else np.zeros(0, np.int64)
        if not len(todo):
            return found
        chunks = (todo[lo:lo + _CHUNK] for lo in range(0, len(todo), _CHUNK))


def _enclosing(plane: Plane, regions: Regions, live: np.ndarray | None = None) -> np.ndarray:
    """nesting.enclosing of the plane's events then its Regions (node n + k: a Region
    nests in its thread's events and they in it), a few lines at a time: at most
    _CHUNK nodes or one line, so the sort's temporaries stay small (at 1M events,
    all lines at once made the grouping's peak, +69 MiB). Async events (`_a`) take
    part in no nesting. `live`: the only lines whose nesting is wanted (the others'
    nodes get -1)."""
    ev = plane.events
    n = len(ev)
    parent = np.full(n + len(regions), -1, np.int32 if n + len(regions) < 2**31 else np.int64)
    nested = np.ones(n, bool)
    nested[plane.stat(schema.IS_ASYNC).events] = False
    # Rows grouped by line, in stored order within a line (enclosing breaks ties by it).
    ev_order = None if (ev.line[1:] >= ev.line[:-1]).all() else np.argsort(ev.line, kind="stable")
    ev_line = ev.line if ev_order is None else ev.line[ev_order]
    rg_order = np.argsort(regions.line, kind="stable")
    rg_line = regions.line[rg_order]
    lines = np.union1d(ev_line[np.r_[True, ev_line[1:] != ev_line[:-1]]] if n else ev_line, rg_line)
    if live is not None:
        lines = lines[np.isin(lines, live)]
    ev_lo, ev_hi = np.searchsorted(ev_line, lines), np.searchsorted(ev_line, lines, "right")
    rg_lo, rg_hi = np.searchsorted(rg_line, lines), np.searchsorted(rg_line, lines, "right")
    before = np.r_[0, np.cumsum(ev_hi - ev_lo + rg_hi - rg_lo)]  # nodes of the lines before each
    whole = ev_order is None and nested.all()  # a line's events are a range of rows
    room: list = [None] * 4  # the merged columns, reused from batch to batch
    k = 0
    while k < len(lines):
        # Lines k..j-1 together: up to _CHUNK nodes, or one line.
        j = max(int(np.searchsorted(before, before[k] + _CHUNK, "right")) - 1, k + 1)
        if whole and (ev_hi[k:j - 1] == ev_lo[k + 1:j]).all():  # no line left out between
            rows = slice(int(ev_lo[k]), int(ev_hi[j - 1]))
        else:
            rows = _ranges(ev_lo[k:j], ev_hi[k:j])
            rows = rows if ev_order is None else ev_order[rows]
            rows = rows[nested[rows]]
        spans = rg_order[_ranges(rg_lo[k:j], rg_hi[k:j])]
        line, start, end, node = _merged(ev, regions, rows, spans, n, room)
        found = nesting.enclosing(line, start, end, owned=True)
        has = np.flatnonzero(found >= 0)
        parent[node[has]] = node[found[has]]
        del line, start, end, node, found, has  # not held while the next batch is merged
        k = j
    return parent


def _ranges(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """The integers of [lo[i], hi[i]) for each i, in order."""
    size = hi - lo
    return np.repeat(lo - (np.cumsum(size) - size), size) + np.arange(int(size.sum()))


def _merged(ev, regions: Regions, rows: np.ndarray, spans: np.ndarray, n: int, room: list | None = None):
    """(line, start, end, node) of the event rows (a slice or an array) and the Region
    spans (node n + span), both grouped by line, each line's spans written where they
    land among its events in (start, -end) order: nesting then finds the lines in order
    and neither sorts nor gathers. A line whose events or spans are out of order gets
    its spans after its events (nesting sorts that line). `room`: the columns of an
    earlier batch, written over where they are large enough (the caller is done with
    them): their pages are not faulted in again."""
    e_line, e_start = ev.line[rows], ev.start_ps[rows]
    e_end = e_start + ev.duration_ps[rows]
    if isinstance(rows, slice):
        rows = np.arange(rows.start, rows.stop)
    if not len(spans):
        return e_line, e_start.copy(), e_end, rows
    r_line, r_start, r_end = regions.line[spans], regions.start[spans], regions.end[spans]
    firsts = np.flatnonzero(np.r_[True, r_line[1:] != r_line[:-1]])
    bounds = np.r_[firsts, len(spans)]
    ev_lo = np.searchsorted(e_line, r_line[firsts]).tolist()
    ev_hi = np.searchsorted(e_line, r_line[firsts], "right").tolist()
    pos = np.empty(len(spans), np.int64)  # where each span lands among all
    for g, (b0, b1) in enumerate(zip(bounds[:-1].tolist(), bounds[1:].tolist())):  # lines with spans
        a0, a1 = ev_lo[g], ev_hi[g]
        slots = nesting.span_slots(e_start[a0:a1], e_end[a0:a1], r_start[b0:b1], r_end[b0:b1])
        if slots is None:
            slots = np.arange(a1 - a0, a1 - a0 + b1 - b0)
        pos[b0:b1] = slots + (a0 + b0)
    size = len(e_line) + len(spans)
    at_events = np.ones(size, bool)
    at_events[pos] = False
    out = []
    for k, (e_values, r_values, dtype) in enumerate(((e_line, r_line, e_line.dtype), (e_start, r_start, np.int64),
                                                     (e_end, r_end, np.int64), (rows, spans + n, np.int64))):
        if room is not None and room[k] is not None and len(room[k]) >= size and room[k].dtype == dtype:
            column = room[k][:size]
        else:
            column = np.empty(size, dtype)
            if room is not None:
                room[k] = column
        column[at_events] = e_values
        column[pos] = r_values
        out.append(column)
    return tuple(out)


def step_groups(plane: Plane, marker_rows: np.ndarray) -> tuple[np.ndarray, Regions, np.ndarray]:
    """(group of each event row, the plane's Regions, group of each Region):
    the index into `marker_rows` of the marker whose step the event belongs
    to, -1 for none. Markers should be given in time order."""
    n = len(plane.events)
    regions = threadpool_regions(plane)
    roots = np.asarray(marker_rows, np.int64)
    # A group enters a line only at a marker or a link's end (a consumer, a Region, an
    # iterator's GetNext): the lines with none need no nesting (big_tf: tf.data's
    # threads, 22 % of the events). Known before the links are paired, so the nesting
    # and the links run side by side (big_tf: -20 ms, +7-10 MiB of peak).
    ends = np.r_[roots, plane.stat(schema.CONSUMER_ID).events, _rows_named(plane, schema.ITERATOR_GET_NEXT)]
    live = np.union1d(plane.events.line[ends], regions.line)
    del ends

    def links():
        c_src, c_dst = _context_edges(plane, regions, n)
        x_src, x_dst = _executor_edges(plane)
        return np.concatenate([c_src, x_src]), np.concatenate([c_dst, x_dst])

    parent, (src, dst) = parallel.both(lambda: _enclosing(plane, regions, live), links)
    group = _propagate(parent, src, dst, roots)
    return group[:n], regions, group[n:]
