"""parallel.map_chunks: chunk work on the caller's thread and a pool's, in order."""

import threading

import pytest

from tb_profile_plugin import parallel


@pytest.fixture
def two_threads(monkeypatch):
    monkeypatch.setattr(parallel, "WORKERS", 2)  # even on a one-core machine


def test_results_come_in_order(two_threads):
    bounds = [(k, k + 3) for k in range(0, 300, 3)]
    assert parallel.map_chunks(lambda lo, hi: list(range(lo, hi)), bounds) == [list(range(a, b)) for a, b in bounds]


def test_chunks_run_side_by_side(two_threads):
    # Two chunks must be in flight at once to pass the barrier (one thread alone times out).
    barrier = threading.Barrier(2, timeout=20)
    names = set()

    def meet(lo, hi):
        barrier.wait()
        names.add(threading.current_thread().name)
        return lo

    assert parallel.map_chunks(meet, [(0, 1), (1, 2)]) == [0, 1]
    assert len(names) == 2


def test_the_first_error_is_raised_and_the_rest_stop(two_threads):
    ran = []

    def fail_at_three(lo, hi):
        ran.append(lo)
        if lo == 3:
            raise ValueError("chunk 3")
        return lo

    with pytest.raises(ValueError, match="chunk 3"):
        parallel.map_chunks(fail_at_three, [(k, k + 1) for k in range(1000)])
    assert len(ran) < 1000  # no chunk is taken once one failed


def test_a_chunk_that_maps_chunks_runs_them_itself(two_threads):
    def outer(lo, hi):
        return sum(parallel.map_chunks(lambda a, b: b - a, [(lo, lo + 1), (lo + 1, hi)]))

    assert parallel.map_chunks(outer, [(0, 5), (5, 9)]) == [5, 4]


def test_one_worker_runs_everything_on_the_caller(monkeypatch):
    monkeypatch.setattr(parallel, "WORKERS", 1)
    me = threading.current_thread().name
    assert parallel.map_chunks(lambda lo, hi: threading.current_thread().name, [(0, 1), (1, 2)]) == [me, me]


def test_both_runs_two_pieces_of_work_side_by_side(two_threads):
    barrier = threading.Barrier(2, timeout=20)  # both in flight at once, or it times out

    def piece(value):
        def run():
            barrier.wait()
            return value, threading.current_thread().name
        return run

    (a, first), (b, second) = parallel.both(piece("a"), piece("b"))
    assert (a, b) == ("a", "b") and first != second

    def fail():
        raise KeyError("second")

    with pytest.raises(KeyError, match="second"):
        parallel.both(lambda: 1, fail)


def test_memory_is_given_back_unless_the_caller_keeps_it(two_threads, monkeypatch):
    trims = []
    monkeypatch.setattr(parallel, "_trim", lambda: trims.append(1))
    parallel.map_chunks(lambda lo, hi: lo, [(0, 1), (1, 2)])
    assert trims == [1]
    parallel.map_chunks(lambda lo, hi: lo, [(0, 1), (1, 2)], trim=False)
    assert trims == [1]


def _blocked_pool():
    """Work that holds the pool's thread until `release` is set (20 s at most)."""
    release = threading.Event()
    started = threading.Event()

    def hold():
        started.set()
        return release.wait(20)

    work = parallel.beside(hold)
    assert started.wait(20)
    return work, release


def test_beside_runs_on_the_pool_while_the_caller_goes_on(two_threads):
    barrier = threading.Barrier(2, timeout=20)  # both in flight at once, or it times out

    def work():
        barrier.wait()
        return threading.current_thread().name

    started = parallel.beside(work)
    barrier.wait()
    assert started.result().startswith("tbp-chunk")


def test_map_chunks_does_not_wait_for_a_busy_pool(two_threads):
    held, release = _blocked_pool()
    me = threading.current_thread().name
    try:
        # The pool's thread is held: the caller takes every chunk and returns
        # without waiting for its queued helper.
        assert parallel.map_chunks(lambda lo, hi: threading.current_thread().name, [(0, 1), (1, 2), (2, 3)]) == [me] * 3
        assert parallel.both(lambda: 1, lambda: 2) == (1, 2)
        assert not release.is_set()
    finally:
        release.set()
    assert held.result() is True  # released, not timed out


def test_beside_work_the_pool_has_not_started_runs_on_the_caller(two_threads):
    held, release = _blocked_pool()
    try:
        queued = parallel.beside(lambda: threading.current_thread().name)
        assert queued.result() == threading.current_thread().name
        dropped = []
        parallel.beside(lambda: dropped.append(1)).cancel()
    finally:
        release.set()
    held.result()
    assert parallel.beside(lambda: 7).result() == 7  # the pool took nothing dropped before it
    assert dropped == []


def test_beside_raises_its_error_when_taken_back(two_threads):
    def fail():
        raise KeyError("beside")

    work = parallel.beside(fail)
    with pytest.raises(KeyError, match="beside"):
        work.result()


def test_beside_with_one_worker_or_on_the_pool_runs_when_asked(monkeypatch, two_threads):
    on_pool = []

    def chunk(lo, hi):
        name = threading.current_thread().name
        if name.startswith("tbp-chunk"):
            on_pool.append(parallel.beside(lambda: threading.current_thread().name).result() == name)
        return lo

    barrier = threading.Barrier(2, timeout=20)
    parallel.map_chunks(lambda lo, hi: (barrier.wait(), chunk(lo, hi))[1], [(0, 1), (1, 2)])
    assert on_pool == [True]  # the pool never waits on the pool
    monkeypatch.setattr(parallel, "WORKERS", 1)
    ran = []
    work = parallel.beside(lambda: ran.append(threading.current_thread().name) or 5)
    assert ran == []  # not before it is asked for
    assert work.result() == 5 and ran == [threading.current_thread().name]


def test_map_items_gives_each_items_work_in_order(two_threads):
    assert parallel.map_items(lambda i: i * i, 50) == [i * i for i in range(50)]
    assert parallel.map_items(lambda i: i, 0) == []
