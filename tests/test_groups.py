"""Event grouping (analysis/groups.py) on hand-built host planes, and XProf's
nesting rule (nesting.enclosing)."""

from types import SimpleNamespace

import numpy as np
import pytest

from conftest import PlaneBuilder
from tb_profile_plugin.analysis import groups, nesting
from tb_profile_plugin.profile import model, xspace
from tb_profile_plugin.protos import xplane_pb2

US = 1_000_000


def _load(make_xspace_file, build):
    space = xplane_pb2.XSpace(hostnames=["h"])
    host = PlaneBuilder(space, "/host:CPU")
    build(host)
    return xspace.load(make_xspace_file(space)).host_plane


def _names(plane):
    return np.append(plane.metadata_names(display=False), "?")[plane.metadata_codes()]


def _group_of(plane, name):
    names = _names(plane)
    markers = np.flatnonzero(names == "train")
    group, regions, region_group = groups.step_groups(plane, markers)
    return {n: int(group[i]) for i, n in enumerate(names) if n == name or name is None}, regions, region_group


def test_region_links_a_thread_pool_worker_to_the_step(make_xspace_file):
    def build(host):
        main = host.line("python", timestamp_ns=1000)
        host.event(main, "train", 0, 100 * US, stats={"step_num": 0, "_r": 1})
        host.event(main, "ThreadpoolListener::Record", 5 * US, 0, stats={"_p": 7, "_pt": 15})
        worker = host.line("pool", timestamp_ns=1000)
        host.event(worker, "ThreadpoolListener::StartRegion", 10 * US, 0, stats={"_c": 7, "_ct": 15})
        host.event(worker, "dot", 12 * US, 50 * US)
        host.event(worker, "ThreadpoolListener::StopRegion", 70 * US, 0)
        host.event(worker, "unlinked", 80 * US, 5 * US)  # after the Region: not the step's
    plane = _load(make_xspace_file, build)
    names = _names(plane)
    group, regions, region_group = groups.step_groups(plane, np.flatnonzero(names == "train"))
    assert len(regions) == 1 and region_group.tolist() == [0]
    assert (regions.start[0], regions.end[0]) == (10 * US, 70 * US)
    by_name = dict(zip(names, group))
    assert by_name["dot"] == 0 and by_name["ThreadpoolListener::StartRegion"] == 0
    assert by_name["unlinked"] == -1


def test_region_pairing_follows_xprof(make_xspace_file):
    # Per thread, in stored order: a Start without `_c` is ignored, a later
    # Start replaces an unstopped one, a second Stop reuses the last Start.
    def build(host):
        t = host.line("pool", timestamp_ns=1000)
        host.event(t, "ThreadpoolListener::StopRegion", 0, 0)  # before any Start: ignored
        host.event(t, "ThreadpoolListener::StartRegion", 10 * US, 0, stats={"_c": 1, "_ct": 15})
        host.event(t, "ThreadpoolListener::StartRegion", 20 * US, 0, stats={"_c": 2, "_ct": 15})
        host.event(t, "ThreadpoolListener::StartRegion", 25 * US, 0)  # no `_c`: ignored
        host.event(t, "ThreadpoolListener::StopRegion", 30 * US, 0)
        host.event(t, "ThreadpoolListener::StopRegion", 40 * US, 0)
        other = host.line("other", timestamp_ns=1000)
        host.event(other, "ThreadpoolListener::StopRegion", 50 * US, 0)  # another thread's Start
    regions = groups.threadpool_regions(_load(make_xspace_file, build))
    assert list(zip(regions.start // US, regions.end // US)) == [(20, 30), (20, 40)]


def test_context_links_cross_threads_unless_generic(make_xspace_file):
    def build(host):
        main = host.line("main", timestamp_ns=1000)
        host.event(main, "train", 0, 100 * US, stats={"step_num": 0, "_r": 1})
        host.event(main, "FunctionRun", 1 * US, 90 * US, stats={"_p": 3, "_pt": 2})
        for k in range(64):  # one context id with 64 producers and 64 consumers: skipped
            host.event(main, "spam_producer", 2 * US + k, 1, stats={"_p": 9, "_pt": 1})
        work = host.line("executor", timestamp_ns=1000)
        host.event(work, "ExecutorState::Process", 5 * US, 20 * US, stats={"_c": 3, "_ct": 2})
        host.event(work, "MatMul:MatMul", 6 * US, 10 * US)
        spam = host.line("spam", timestamp_ns=1000)
        for k in range(64):
            host.event(spam, "spam_consumer", 200 * US + k * US, 1, stats={"_c": 9, "_ct": 1})
    plane = _load(make_xspace_file, build)
    names = _names(plane)
    group, _, _ = groups.step_groups(plane, np.flatnonzero(names == "train"))
    by_name = {}
    for n, g in zip(names, group):
        by_name.setdefault(n, set()).add(int(g))
    assert by_name["MatMul:MatMul"] == {0} and by_name["ExecutorState::Process"] == {0}
    assert by_name["spam_consumer"] == {-1}


def test_executor_links_its_process_to_the_iterators_get_next(make_xspace_file):
    # ExecutorState::Process -> IteratorGetNextOp::DoCompute (or ...AsOptionalOp) with the
    # same iterator `id` and `iter_num`, on another thread; many Process events, few
    # GetNext ones, and ids the GetNexts do not have.
    def build(host):
        main = host.line("main", timestamp_ns=1000)
        for step in range(2):
            t0 = step * 100 * US
            host.event(main, "train", t0, 100 * US, stats={"step_num": step, "_r": 1})
            host.event(main, "ExecutorState::Process", t0 + 10 * US, 80 * US, stats={"id": 7, "iter_num": 3 + step})
        for k in range(40):  # Process events of an iterator no GetNext reads
            host.event(main, "ExecutorState::Process", 300 * US + k * US, 1, stats={"id": 100 + k, "iter_num": 3})
        it = host.line("iterator", timestamp_ns=1000)
        host.event(it, "IteratorGetNextOp::DoCompute", 20 * US, 10 * US, stats={"id": 7, "iter_num": 3})
        host.event(it, "Iterator::Map", 21 * US, 8 * US)
        host.event(it, "IteratorGetNextAsOptionalOp::DoCompute", 120 * US, 10 * US, stats={"id": 7, "iter_num": 4})
        host.event(it, "IteratorGetNextOp::DoCompute", 140 * US, 10 * US, stats={"id": 7, "iter_num": 9})
        host.event(it, "IteratorGetNextOp::DoCompute", 160 * US, 10 * US, stats={"id": 8, "iter_num": 4})
    plane = _load(make_xspace_file, build)
    names = _names(plane)
    group, _, _ = groups.step_groups(plane, np.flatnonzero(names == "train"))
    on_iterator = [int(g) for n, g, line in zip(names, group, plane.events.line)
                   if line == plane.events.line[np.flatnonzero(names == "Iterator::Map")[0]]]
    assert on_iterator == [0, 0, 1, -1, -1]


def test_earliest_marker_wins_and_async_events_do_not_nest(make_xspace_file):
    def build(host):
        t = host.line("main", timestamp_ns=1000)
        host.event(t, "train", 0, 100 * US, stats={"step_num": 0, "_r": 1})
        host.event(t, "shared_producer", 10 * US, 5 * US, stats={"_p": 4, "_pt": 1})
        host.event(t, "train", 200 * US, 100 * US, stats={"step_num": 1, "_r": 1})
        host.event(t, "also_producer", 210 * US, 5 * US, stats={"_p": 4, "_pt": 1})
        host.event(t, "async_op", 220 * US, 5 * US, stats={"_a": 1})
        w = host.line("worker", timestamp_ns=1000)
        host.event(w, "consumer", 250 * US, 5 * US, stats={"_c": 4, "_ct": 1})
    plane = _load(make_xspace_file, build)
    names = _names(plane)
    group, _, _ = groups.step_groups(plane, np.flatnonzero(names == "train"))
    by_name = dict(zip(names, group))
    assert by_name["consumer"] == 0  # reached from both steps: the earlier one
    assert by_name["async_op"] == -1  # `_a`: not nested in the step's marker


def test_context_ids_above_int64_link_by_their_bits(make_xspace_file):
    # TF writes one id as int64 on one event and as uint64 on another, some of
    # them above int64's range: XProf compares their 64 bits, so -5 (int64) is
    # the producer 2**64 - 5 (uint64), and ids that differ in a low bit differ.
    def build(host):
        main = host.line("main", timestamp_ns=1000)
        host.event(main, "train", 0, 100 * US, stats={"step_num": 0, "_r": 1})
        host.event(main, "FunctionRun", 1 * US, 10 * US, stats={"_p": 2**64 - 5, "_pt": 2})
        host.event(main, "Record", 20 * US, 10 * US, stats={"_p": 2**63 + 1, "_pt": 2})
        host.event(main, "small", 40 * US, 10 * US, stats={"_p": 3, "_pt": 2})
        work = host.line("worker", timestamp_ns=1000)
        host.event(work, "Process", 5 * US, 1 * US, stats={"_c": -5, "_ct": 2})
        host.event(work, "Exact", 200 * US, 1 * US, stats={"_c": 2**63 + 1, "_ct": 2})
        host.event(work, "Near", 300 * US, 1 * US, stats={"_c": 2**63 + 2, "_ct": 2})
    plane = _load(make_xspace_file, build)
    assert plane.stat("_p").values.tolist() == [2**64 - 5, 2**63 + 1, 3]  # shown as written
    by_name = _group_of(plane, None)[0]
    assert (by_name["Process"], by_name["Exact"], by_name["Near"]) == (0, 0, -1)


def test_enclosing_pops_what_does_not_include_the_next_event():
    # A Python-tracer call (0-15) around the start of a marker (10-100): the
    # marker's children belong to the marker, not to the call.
    line = np.zeros(4, np.int64)
    start = np.array([0, 10, 20, 30])
    end = np.array([15, 100, 25, 40])
    assert nesting.enclosing(line, start, end).tolist() == [-1, -1, 1, 1]
    # Deep nesting, siblings, another line; an instant at 10 goes to the
    # longer event starting at 10 (sorted first), not to the one ending there.
    line = np.array([0, 0, 0, 0, 0, 1, 0])
    start = np.array([0, 1, 2, 5, 10, 3, 10])
    end = np.array([10, 4, 3, 9, 10, 8, 12])
    assert nesting.enclosing(line, start, end).tolist() == [-1, 0, 1, 0, 6, -1, -1]


@pytest.mark.parametrize("seed", range(20))
def test_enclosing_equals_xprofs_stack_walk(seed, monkeypatch):
    """Random lines with nesting, partial overlaps, ties and instants: each
    event's parent is the one a stack walk in (start, -end) order leaves on
    top (pop what ends before the event ends), as XProf's grouping does.
    Odd seeds take the events in chunks of a few (as 10M events are taken)."""
    if seed % 2:
        monkeypatch.setattr(nesting, "_CHUNK", 1 + seed)
    rng = np.random.default_rng(seed)
    n = 300
    line = rng.integers(0, 4, n)
    if seed % 4 == 1:  # stored line by line, as profiles are: no sort
        line = np.sort(line)
    start = rng.integers(0, 200, n) * (1 if seed % 2 else 10)
    end = start + rng.choice([0, 1, 5, 30, 150], n)
    order = np.lexsort((np.arange(n), -end, start, line))
    expected = np.full(n, -1)
    stacks = {}
    for i in order.tolist():
        stack = stacks.setdefault(int(line[i]), [])
        while stack and end[stack[-1]] < end[i]:
            stack.pop()
        if stack:
            expected[i] = stack[-1]
        stack.append(i)
    assert nesting.enclosing(line, start, end).tolist() == expected.tolist()


@pytest.mark.parametrize("seed", range(12))
def test_nesting_of_events_and_regions_taken_a_few_lines_at_a_time(seed, monkeypatch):
    """groups._enclosing (a few lines at a time) equals nesting.enclosing over every
    event and Region at once, async events alone on lines of their own: lines
    stored in order or not, batches of one node, a few, or all of them."""
    monkeypatch.setattr(groups, "_CHUNK", (1, 7, 1 << 18)[seed % 3])
    rng = np.random.default_rng(seed)
    n, m = 400, 60
    line = rng.integers(0, 6, n).astype(np.int32)
    if seed % 2:
        line = np.sort(line)
    start = rng.integers(0, 300, n) * 10
    dur = rng.choice([0, 10, 50, 400, 2000], n)
    events = model.EventTable(line, np.zeros(n, np.int32), start, dur)
    r_start = rng.integers(0, 300, m) * 10
    regions = groups.Regions(rng.integers(0, 7, m), r_start, r_start + rng.choice([0, 30, 900], m),
                             np.zeros(m, np.int64))
    async_rows = np.unique(rng.integers(0, n, 15))
    plane = SimpleNamespace(events=events, stat=lambda name: SimpleNamespace(events=async_rows))
    all_line = np.r_[line.astype(np.int64), regions.line]
    all_line[async_rows] = all_line.max() + 1 + np.arange(len(async_rows))
    expected = nesting.enclosing(all_line, np.r_[start, regions.start], np.r_[start + dur, regions.end])
    assert groups._enclosing(plane, regions).tolist() == expected.tolist()


@pytest.mark.parametrize("seed", range(5))
def test_join_finds_what_a_merge_finds(seed):
    # The context and executor links are inner joins on (type, id); they are
    # numpy sorts now: every pair a pandas merge gives, duplicates included.
    import pandas as pd

    rng = np.random.default_rng(seed)
    for _ in range(50):
        na, nb = int(rng.integers(0, 40)), int(rng.integers(0, 40))
        a = (rng.integers(0, 4, na), rng.integers(-3, 3, na) * 2**62)
        b = (rng.integers(0, 4, nb), rng.integers(-3, 3, nb) * 2**62)
        i, j = groups.join(a, b)
        merged = pd.DataFrame({"t": a[0], "k": a[1], "i": np.arange(na)}).merge(
            pd.DataFrame({"t": b[0], "k": b[1], "j": np.arange(nb)}), on=["t", "k"])
        assert sorted(zip(i.tolist(), j.tolist())) == sorted(zip(merged["i"], merged["j"]))
        one_i, one_j = groups.join(a[:1], b[:1])
        merged = pd.DataFrame({"k": a[0], "i": np.arange(na)}).merge(
            pd.DataFrame({"k": b[0], "j": np.arange(nb)}), on="k")
        assert sorted(zip(one_i.tolist(), one_j.tolist())) == sorted(zip(merged["i"], merged["j"]))
        # One key, distinct and ascending on the right (a stat's event rows): searched, not sorted.
        left, right = rng.integers(-5, 60, na), np.sort(rng.choice(60, min(nb, 60), replace=False))
        assert groups._distinct_ascending(right)
        s_i, s_j = groups.join((left,), (right,))
        merged = pd.DataFrame({"k": left, "i": np.arange(na)}).merge(
            pd.DataFrame({"k": right, "j": np.arange(len(right))}), on="k")
        assert sorted(zip(s_i.tolist(), s_j.tolist())) == sorted(zip(merged["i"], merged["j"]))
        # The same rows on both sides (an id stat and its type stat): each row with itself.
        same_i, same_j = groups.join((right.copy(),), (right,))
        assert same_i.tolist() == same_j.tolist() == list(range(len(right)))
        if len(right):  # one row apart: found by the search
            other = right.copy()
            other[-1] += 1000
            o_i, o_j = groups.join((other,), (right,))
            assert o_i.tolist() == o_j.tolist() == list(range(len(right) - 1))


@pytest.mark.parametrize("few_types", [0, 16])
@pytest.mark.parametrize("seed", range(4))
def test_context_pairs_are_a_merge_less_generic_contexts(seed, few_types, monkeypatch):
    """Producers and consumers paired as an inner merge on (type, id) pairs them, less
    the contexts with 64 or more of both; per type (a few types) or by one sort of
    both sides (many), ids anywhere in 64 bits, consumers of no producer."""
    import pandas as pd

    monkeypatch.setattr(groups, "_FEW_TYPES", few_types)
    rng = np.random.default_rng(seed)
    for _ in range(20):
        n_p, n_c = int(rng.integers(0, 300)), int(rng.integers(0, 300))
        # Few distinct ids at times: contexts of 64 producers and consumers or more.
        ids = np.array([0, 1, -1, 2**62, -(2**63), 7], np.int64)[:int(rng.choice([1, 2, 6]))]
        p = (rng.integers(0, 3, n_p), ids[rng.integers(0, len(ids), n_p)])
        c = (rng.integers(0, 4, n_c), ids[rng.integers(0, len(ids), n_c)])
        if rng.random() < 0.5:  # one producer per id (each Record its own), consumers of some
            p = (p[0], rng.permutation(n_p).astype(np.int64) * 2**54 - 2**62)
            c = (c[0], np.r_[p[1], ids][rng.integers(0, n_p + len(ids), n_c)])
        i, j = groups.context_pairs(p, c)
        merged = pd.DataFrame({"t": p[0], "k": p[1], "i": np.arange(n_p)}).merge(
            pd.DataFrame({"t": c[0], "k": c[1], "j": np.arange(n_c)}), on=["t", "k"])
        sizes = merged.groupby(["t", "k"]).agg(n_i=("i", "nunique"), n_j=("j", "nunique")).reset_index()
        merged = merged.merge(sizes, on=["t", "k"])
        merged = merged[(merged["n_i"] < groups.GENERIC_CONTEXT) | (merged["n_j"] < groups.GENERIC_CONTEXT)]
        assert sorted(zip(i.tolist(), j.tolist())) == sorted(zip(merged["i"], merged["j"]))


@pytest.mark.parametrize("chunk", [1, 3, 1 << 20])
def test_down_the_tree_takes_each_chain_min(chunk, monkeypatch):
    # Pointer jumping in place, a chunk of nodes at a time (ancestors may have jumped
    # already in the same round): each node still gets the min over its ancestor chain.
    monkeypatch.setattr(groups, "_CHUNK", chunk)
    rng = np.random.default_rng(chunk)
    for _ in range(30):
        n = int(rng.integers(1, 60))
        parent = np.array([int(rng.integers(-1, i)) if i else -1 for i in range(n)], np.int32)
        if rng.random() < 0.5:  # nodes in any order, not only parents first
            perm = rng.permutation(n)
            inverse = np.argsort(perm)
            parent = np.where(parent[perm] >= 0, inverse[np.maximum(parent[perm], 0)], -1).astype(np.int32)
        best = rng.integers(0, 100, n).astype(np.int32)
        expected = []
        for i in range(n):
            m, j = best[i], parent[i]
            while j >= 0:
                m, j = min(m, best[j]), parent[j]
            expected.append(int(m))
        assert groups._down_the_tree(parent, best).tolist() == expected


@pytest.mark.parametrize("seed", range(8))
def test_propagate_equals_xprofs_walk_from_each_marker(seed, monkeypatch):
    """Groups spread down the nesting and along links as XProf's walk spreads them:
    markers in time order, each walking its children and link ends but not into
    nodes a marker before it took. Random forests (parents anywhere, not only
    earlier), links anywhere (cycles, to ancestors, several into one node), markers
    below other markers; chunks of 1, 5 and all nodes."""
    monkeypatch.setattr(groups, "_CHUNK", (1, 5, 1 << 18)[seed % 3])
    rng = np.random.default_rng(seed)
    for _ in range(40):
        n = int(rng.integers(1, 80))
        parent = np.array([int(rng.integers(-1, i)) if i and rng.random() < 0.8 else -1 for i in range(n)])
        perm = rng.permutation(n)  # nodes in any order, not only parents first
        inverse = np.argsort(perm)
        parent = np.where(parent[perm] >= 0, inverse[np.maximum(parent[perm], 0)], -1).astype(np.int32)
        k = int(rng.integers(0, 2 * n))
        src, dst = rng.integers(0, n, k), rng.integers(0, n, k)
        roots = rng.choice(n, int(rng.integers(0, min(n, 6) + 1)), replace=False)
        children = [[] for _ in range(n)]
        for child, p in enumerate(parent.tolist()):
            if p >= 0:
                children[p].append(child)
        for s, d in zip(src.tolist(), dst.tolist()):
            children[s].append(d)
        expected = [-1] * n
        for rank, root in enumerate(roots.tolist()):
            todo = [root] if expected[root] < 0 else []
            while todo:
                node = todo.pop()
                if expected[node] < 0:
                    expected[node] = rank
                    todo.extend(c for c in children[node] if expected[c] < 0)
        got = groups._propagate(parent, src.astype(np.int64), dst.astype(np.int64), roots.astype(np.int64))
        assert got.tolist() == expected


@pytest.mark.parametrize("seed", range(6))
def test_enclosing_of_some_lines_only(seed, monkeypatch):
    """With `live` lines, _enclosing gives their nodes the parents of the whole
    plane's and every other node -1; batches that skip lines between them."""
    monkeypatch.setattr(groups, "_CHUNK", (1, 7, 1 << 18)[seed % 3])
    rng = np.random.default_rng(100 + seed)
    n, m = 300, 40
    line = np.sort(rng.integers(0, 8, n)).astype(np.int32)
    start = rng.integers(0, 200, n) * 10
    dur = rng.choice([0, 10, 50, 400, 2000], n)
    order = np.lexsort((-(start + dur), start, line))  # stored as profilers store them
    line, start, dur = line[order], start[order], dur[order]
    events = model.EventTable(line, np.zeros(n, np.int32), start, dur)
    r_start = rng.integers(0, 200, m) * 10
    regions = groups.Regions(rng.integers(0, 9, m), r_start, r_start + rng.choice([0, 30, 900], m),
                             np.zeros(m, np.int64))
    async_rows = np.unique(rng.integers(0, n, 5)) if seed % 2 else np.zeros(0, np.int64)
    plane = SimpleNamespace(events=events, stat=lambda name: SimpleNamespace(events=async_rows))
    everything = groups._enclosing(plane, regions)
    live = np.unique(rng.integers(0, 9, 4))
    node_line = np.r_[line.astype(np.int64), regions.line]
    expected = np.where(np.isin(node_line, live), everything, -1)
    assert groups._enclosing(plane, regions, live).tolist() == expected.tolist()


@pytest.mark.parametrize("dtype", [np.int32, np.int64])
def test_rows_named_finds_the_events_of_those_names_whatever_their_ids(dtype):
    """By a table of small ids, or isin for large or negative ones; events whose id
    no metadata has (negative, past the table) are no one's."""
    rng = np.random.default_rng(7)
    for ids in ([1, 2, 5, 9], [0, 3, 40], [-4, 2, 7], [1, 2**23, 6]):
        names = {i: f"n{k % 3}" for k, i in enumerate(ids)}
        metadata = {i: SimpleNamespace(name=n) for i, n in names.items()}
        md = rng.choice(ids + [-1, -(2**31) + 5, 10**6, 2**31 - 1, 11], 500).astype(dtype)
        plane = SimpleNamespace(event_metadata=metadata, events=SimpleNamespace(metadata_id=md))
        for wanted in (("n0",), ("n1", "n2"), ("absent",)):
            expected = [r for r, i in enumerate(md.tolist()) if i in names and names[i] in wanted]
            assert groups._rows_named(plane, wanted).tolist() == expected
