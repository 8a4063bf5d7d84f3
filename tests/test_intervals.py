"""The one interval union (analysis/intervals.py): every form of it gives the length a
brute-force count of covered ticks gives, on random intervals."""

from __future__ import annotations

import numpy as np

from tb_profile_plugin.analysis import intervals


def _ticks(start, end, lo=None, hi=None) -> int:
    covered = np.zeros(200, bool)
    for s, e in zip(start, end):
        covered[s:e] = True
    if lo is not None:
        covered[:max(lo, 0)] = False
        covered[hi:] = False
    return int(covered.sum())


def test_every_form_of_the_union_counts_the_covered_time():
    rng = np.random.default_rng(7)
    for _ in range(300):
        n = int(rng.integers(0, 12))
        start = rng.integers(0, 150, n).astype(np.int64)
        end = start + rng.integers(0, 40, n)
        ms, me = intervals.merge(start, end)
        assert np.all(me >= ms)
        assert np.all(ms[1:] > me[:-1])  # sorted, disjoint, touching ones joined
        assert int((me - ms).sum()) == intervals.union_length(start, end) == _ticks(start, end)
        lo, hi = sorted(int(x) for x in rng.integers(0, 200, 2))
        assert intervals.union_length(start, end, lo, hi) == _ticks(start, end, lo, hi)
        assert intervals.covered(ms, me, [lo], [hi]).tolist() == [_ticks(start, end, lo, hi)]
        group = rng.integers(0, 3, n)
        order = np.lexsort((start, group))
        per = intervals.union_per_group(group[order], start[order], end[order], 3)
        assert per.tolist() == [_ticks(start[group == g], end[group == g]) for g in range(3)]
