"""Parents and self time of events on a timeline (analysis/nesting.py)."""

from __future__ import annotations

import numpy as np
import pytest

from tb_profile_plugin.analysis import nesting
from tb_profile_plugin.analysis.nesting import parents, self_time


def nest(events, line=None):
    """parents() of [(start, end)] (all on line 0 unless `line` is given), as a list."""
    start = np.array([s for s, _ in events], dtype=np.int64)
    end = np.array([e for _, e in events], dtype=np.int64)
    line = np.zeros(len(events), np.int32) if line is None else np.asarray(line, dtype=np.int32)
    out = parents(line, start, end)
    assert out.dtype == np.int32 and out.shape == (len(events),)
    return out.tolist()


def reference_parents(line, start, end):
    """Stack-based nesting: sort by (line, start, -end, index), pop what ended."""
    order = sorted(range(len(start)), key=lambda i: (line[i], start[i], -end[i], i))
    out = [-1] * len(start)
    stack = []
    current = None
    for i in order:
        if line[i] != current:
            stack, current = [], line[i]
        # An event ends before i starts when end < start, or end == start and
        # it is not an instant at that very time (adjacent events are siblings).
        while stack and (end[stack[-1]] < start[i] or (end[stack[-1]] == start[i] and start[stack[-1]] < start[i])):
            stack.pop()
        if stack:
            out[i] = stack[-1]
        stack.append(i)
    return out


def test_empty():
    assert nest([]) == []
    assert self_time(np.empty(0, np.int64), np.empty(0, np.int64)).tolist() == []


def test_single_event():
    assert nest([(0, 10)]) == [-1]


def test_nested():
    #  0 ────────────── 100
    #     10 ── 40  50 ─ 90
    #      20─30     60─70
    assert nest([(0, 100), (10, 40), (20, 30), (50, 90), (60, 70)]) == [-1, 0, 1, 0, 3]


def test_input_order_does_not_matter():
    events = [(0, 100), (10, 40), (20, 30), (50, 90), (60, 70)]
    expected = [-1, 0, 1, 0, 3]
    rng = np.random.default_rng(0)
    for _ in range(5):
        perm = rng.permutation(len(events))
        got = nest([events[i] for i in perm])
        inverse = {int(old): new for new, old in enumerate(perm)}
        assert got == [-1 if expected[i] < 0 else inverse[expected[i]] for i in perm]


def test_adjacent_events_are_siblings():
    assert nest([(0, 10), (10, 20), (20, 30)]) == [-1, -1, -1]
    assert nest([(0, 100), (0, 10), (10, 20), (20, 100)]) == [-1, 0, 0, 0]


def test_equal_start_longer_is_parent():
    assert nest([(0, 5), (0, 10)]) == [1, -1]
    assert nest([(0, 10), (0, 5), (0, 2)]) == [-1, 0, 1]
    assert nest([(3, 4), (0, 4), (0, 10)]) == [1, 2, -1]


def test_identical_events_nest_in_file_order():
    assert nest([(0, 10), (0, 10)]) == [-1, 0]
    assert nest([(0, 10), (0, 10), (0, 10)]) == [-1, 0, 1]


def test_instant_events():
    # inside, at the parent's start (child), at its end (sibling), between adjacent events
    assert nest([(0, 10), (5, 5)]) == [-1, 0]
    assert nest([(0, 10), (0, 0)]) == [-1, 0]
    assert nest([(0, 10), (10, 10)]) == [-1, -1]
    assert nest([(0, 10), (10, 10), (10, 20)]) == [-1, 2, -1]
    assert nest([(7, 7)]) == [-1]
    assert nest([(0, 10), (2, 2), (4, 4), (2, 6)]) == [-1, 3, 3, 0]


def test_lines_are_separate_timelines():
    events = [(0, 100), (10, 20), (0, 100), (10, 20), (30, 40), (30, 40)]
    line = [0, 0, 1, 1, 0, 1]
    assert nest(events, line) == [-1, 0, -1, 2, 0, 2]
    # an event of line 1 inside a span of line 0 is not its child
    assert nest([(0, 100), (10, 20)], [0, 1]) == [-1, -1]
    assert nest([(10, 20), (0, 100)], [5, 2]) == [-1, -1]


def test_interleaved_lines_match_reference():
    rng = np.random.default_rng(1)
    line, start, end = random_forest(rng, n_lines=4, n_roots=30, max_depth=6)
    perm = rng.permutation(len(start))
    line, start, end = line[perm], start[perm], end[perm]
    got = parents(line, start, end).tolist()
    assert got == reference_parents(line.tolist(), start.tolist(), end.tolist())
    assert all(p < 0 or line[p] == line[i] for i, p in enumerate(got))


@pytest.mark.parametrize("chunk", [1, 7, 1 << 20])
@pytest.mark.parametrize("seed", range(5))
def test_random_nesting_matches_reference(seed, chunk, monkeypatch):
    monkeypatch.setattr(nesting, "_CHUNK", chunk)  # parents works a chunk at a time
    rng = np.random.default_rng(seed)
    line, start, end = random_forest(rng, n_lines=3, n_roots=20, max_depth=5, instants=True)
    if seed % 2:  # else as profiles store them: line by line, in start order
        perm = rng.permutation(len(start))
        line, start, end = line[perm], start[perm], end[perm]
    got = parents(line, start, end)
    assert got.tolist() == reference_parents(line.tolist(), start.tolist(), end.tolist())
    # self times add up to the roots' durations
    dur = end - start
    st = self_time(dur, got)
    assert np.all(st >= 0)
    assert st.sum() == dur[got < 0].sum()


def random_forest(rng, *, n_lines, n_roots, max_depth, instants=False):
    """Well-nested events: each child lies inside its parent, siblings may touch."""
    line, start, end = [], [], []

    def fill(ln, lo, hi, depth):
        t = lo
        while t < hi and depth < max_depth:
            if rng.random() < 0.3:
                t += int(rng.integers(0, 5))
            if t >= hi:
                break
            if instants and rng.random() < 0.15:
                line.append(ln), start.append(t), end.append(t)
                continue
            e = min(hi, t + int(rng.integers(1, max(2, (hi - lo) // 2 + 1))))
            line.append(ln), start.append(t), end.append(e)
            fill(ln, t, e, depth + 1)
            t = e

    for ln in range(n_lines):
        t = 0
        for _ in range(n_roots):
            t += int(rng.integers(0, 3))
            e = t + int(rng.integers(1, 1000))
            line.append(ln), start.append(t), end.append(e)
            fill(ln, t, e, 1)
            t = e
    return (np.array(line, np.int32), np.array(start, np.int64), np.array(end, np.int64))


def test_deep_nesting():
    depth = 50
    events = [(i, 200 - i) for i in range(depth)]
    assert nest(events) == [-1] + list(range(depth - 1))
    rng = np.random.default_rng(2)
    perm = rng.permutation(depth)
    got = nest([events[i] for i in perm])
    where = {int(old): new for new, old in enumerate(perm)}
    assert got == [-1 if i == 0 else where[i - 1] for i in perm.tolist()]


def test_self_time():
    events = [(0, 100), (10, 40), (20, 30), (50, 90), (60, 70)]
    start = np.array([s for s, _ in events])
    dur = np.array([e - s for s, e in events])
    par = np.array(nest(events))
    st = self_time(dur, par)
    assert st.tolist() == [100 - 30 - 40, 30 - 10, 10, 40 - 10, 10]
    assert st.sum() == 100
    assert st.dtype == dur.dtype
    assert start.shape == st.shape


def test_self_time_of_deep_nesting_and_instants():
    events = [(i, 200 - i) for i in range(50)] + [(100, 100)]
    dur = np.array([e - s for s, e in events], dtype=np.int64)
    par = np.array(nest(events))
    st = self_time(dur, par)
    assert st[:49].tolist() == [2] * 49
    assert st[49] == (200 - 49) - 49
    assert st[50] == 0
    assert st.sum() == 200


def test_self_time_never_negative():
    # children that (wrongly) add up to more than the parent
    dur = np.array([10, 8, 8])
    assert self_time(dur, np.array([-1, 0, 0])).tolist() == [0, 8, 8]


def test_partial_overlap_does_not_raise():
    events = [(0, 10), (5, 15), (12, 20), (14, 30), (0, 30)]
    got = nest(events)
    assert all(-1 <= p < len(events) and p != i for i, p in enumerate(got))
    assert got[4] == -1


@pytest.mark.parametrize("chunk", [1, 3, 16, 1 << 18])
@pytest.mark.parametrize("seed", range(4))
def test_ends_up_to_each_start_equal_a_search(seed, chunk, monkeypatch):
    # Counted by merging a chunk of starts with its ends (or by a search where a chunk's
    # range holds many ends): the same as a binary search of every start, ties included.
    monkeypatch.setattr(nesting, "_MERGE_CHUNK", chunk)
    rng = np.random.default_rng(seed)
    for trial in range(60):
        n = int(rng.integers(1, 200))
        start = np.sort(rng.integers(0, 50, n)) * int(rng.integers(1, 4))
        end = np.sort(start + rng.integers(0, 30 if trial % 3 else 1000, n))
        got = nesting._ends_up_to(end, start)
        assert got.tolist() == np.searchsorted(end, start, "right").tolist()


@pytest.mark.parametrize("seed", range(5))
def test_line_start_order_equals_a_lexsort(seed):
    # Lines out of order are sorted one at a time (two runs merged, else a lexsort of
    # the line): the order must be a full stable lexsort's, ties in input order.
    from tb_profile_plugin.analysis.nesting import _line_start_order

    rng = np.random.default_rng(seed)
    for trial in range(400):
        n, n_lines = int(rng.integers(1, 60)), int(rng.integers(1, 4))
        line = rng.integers(0, n_lines, n)
        start = rng.integers(0, 20, n) * rng.integers(1, 3)
        end = start + rng.integers(0, 10, n)
        if trial % 2:  # a profile's layout: each line's events in order, then spans appended
            o = np.lexsort((-end, start, line))
            m = int(rng.integers(0, 10))
            sl, ss = np.sort(rng.integers(0, n_lines, m)), rng.integers(0, 20, m)
            se = ss + rng.integers(0, 10, m)
            p = np.lexsort((-se, ss, sl))
            line, start, end = np.r_[line[o], sl[p]], np.r_[start[o], ss[p]], np.r_[end[o], se[p]]
        order, s, e, ln = _line_start_order(line, start, end)
        order = np.arange(len(line)) if order is None else order  # None: in order already
        expected = np.lexsort((np.arange(len(start)), -end, start, line))
        assert order.tolist() == expected.tolist()
        assert s.tolist() == start[expected].tolist() and e.tolist() == end[expected].tolist()
        assert ln.tolist() == line[expected].tolist()


@pytest.mark.parametrize("chunk", [1, 5, 1 << 20])
@pytest.mark.parametrize("seed", range(5))
def test_overlapping_events_get_the_last_one_a_level_up(seed, chunk, monkeypatch):
    # Malformed input (events that partly overlap): each event's parent is the last
    # event before it on its line, in (line, start, -end) order, one level less deep.
    monkeypatch.setattr(nesting, "_CHUNK", chunk)
    rng = np.random.default_rng(seed)
    n = 300
    line = rng.integers(0, 3, n).astype(np.int32)
    start = rng.integers(0, 200, n)
    end = start + rng.integers(0, 60, n)
    got = parents(line, start, end).tolist()
    order = sorted(range(n), key=lambda i: (line[i], start[i], -end[i], i))
    depth = nesting.depths(line, start, end).tolist()
    want = [-1] * n
    for k, i in enumerate(order):
        for j in reversed(order[:k]):
            if line[j] != line[i]:
                break
            if depth[j] == depth[i] - 1:
                want[i] = j
                break
    assert got == want
