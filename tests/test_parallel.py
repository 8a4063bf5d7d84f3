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
