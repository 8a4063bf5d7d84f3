"""Interval arithmetic on int64 time intervals, vectorized: the one home of the union.

`merge`: the union as sorted, disjoint intervals; `union_length`: its length (within a
window); `union_per_group`: its length per group, from intervals sorted by (group, start)
(the overview's 1M-event path: no sort); `sweep`: where each of several merged sets runs;
`covered`: the time a merged set covers in each window. Lengths are exact integers, the
same whichever of these computes them.
"""

from __future__ import annotations

import numpy as np

from . import nesting


def merge(start: np.ndarray, end: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Union of intervals: sorted, disjoint (touching ones joined, as HTA merges)."""
    if not len(start):
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    o = np.lexsort((end, start))
    s, e = start[o], end[o]
    new = np.ones(len(s), bool)
    new[1:] = s[1:] > np.maximum.accumulate(e)[:-1]
    first = np.flatnonzero(new)
    return s[first], np.maximum.reduceat(e, first)


def sweep(sets: list[tuple[np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Segments (start, end, mask) of the timeline where the merged interval sets run:
    bit i of mask = set i runs. Segments where none runs are left out."""
    times = np.concatenate([x for s, e in sets for x in (s, e)] or [np.zeros(0, np.int64)])
    delta = np.concatenate([np.full(len(x), sign << i, np.int64)
                            for i, (s, e) in enumerate(sets) for x, sign in ((s, 1), (e, -1))]
                           or [np.zeros(0, np.int64)])
    if not len(times):
        z = np.zeros(0, np.int64)
        return z, z, z
    o = np.argsort(times, kind="stable")
    t, running = times[o], np.cumsum(delta[o])
    keep = (running[:-1] > 0) & (t[1:] > t[:-1])
    return t[:-1][keep], t[1:][keep], running[:-1][keep]


def covered(ms: np.ndarray, me: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Per window [a, b), the time covered by sorted disjoint intervals (ms, me)."""
    a, b = np.asarray(a, np.int64), np.asarray(b, np.int64)
    if not len(ms):
        return np.zeros(len(a), np.int64)
    cum = np.concatenate([[0], np.cumsum(me - ms)])

    def upto(t):
        k = np.searchsorted(ms, t, "right")
        beyond = np.maximum(me[np.maximum(k - 1, 0)] - t, 0)
        return cum[k] - np.where(k > 0, beyond, 0)

    return upto(b) - upto(a)


def union_length(start: np.ndarray, end: np.ndarray, lo: int | None = None, hi: int | None = None) -> int:
    """Length of the union of the intervals (clipped to [lo, hi) when given)."""
    if lo is not None:
        start, end = np.maximum(start, lo), np.minimum(end, hi)
        keep = end > start
        start, end = start[keep], end[keep]
    ms, me = merge(np.asarray(start, np.int64), np.asarray(end, np.int64))
    return int((me - ms).sum())


def union_per_group(group: np.ndarray, start: np.ndarray, end: np.ndarray, n_groups: int) -> np.ndarray:
    """Length of the union of intervals per group, from intervals sorted by
    (group, start): each adds what reaches past the furthest end before it in
    its group."""
    if not len(start):
        return np.zeros(n_groups, np.int64)
    reach = nesting.group_cummax(end, group)
    first = np.r_[True, group[1:] != group[:-1]]
    floor = np.empty_like(start)  # where each interval's new part begins
    np.maximum(start[1:], reach[:-1], out=floor[1:])
    floor[first] = start[first]  # the first of each group (floor[0] among them)
    gain = end - floor
    np.maximum(gain, 0, out=gain)
    return np.bincount(group, weights=gain, minlength=n_groups).astype(np.int64)
