"""Chunks of one column's work on a few threads.

numpy lets go of the GIL inside its loops (gathers, ufuncs, sorts, searches),
so chunks that touch disjoint rows run side by side on the server's cores; the
Python between the calls still takes turns. A chunk function writes its own
rows only. One that calls map_chunks again runs those chunks itself when it
is on a pool thread (the pool never waits on the pool). `beside` starts a
whole piece of work on the pool thread while the caller goes on with another.
"""

from __future__ import annotations

import ctypes
import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Callable, Iterable, TypeVar

T = TypeVar("T")
U = TypeVar("U")

# Threads at work on one call, the caller's included. More gain little (the
# Python between numpy calls holds the GIL), and each thread's allocator arena
# keeps its own chunk temporaries: MiBs of RSS apiece.
WORKERS = min(2, os.cpu_count() or 1)
_PREFIX = "tbp-chunk"
_pool: ThreadPoolExecutor | None = None
_lock = threading.Lock()


def map_chunks(fn: Callable[[int, int], T], bounds: Iterable[tuple[int, int]], trim: bool = True) -> list[T]:
    """[fn(lo, hi) for each (lo, hi)], in order; the calling thread and
    WORKERS - 1 pool threads take the chunks in turn. The first exception
    raised is raised here, after the other threads have stopped taking chunks.
    `trim`: give the freed memory back to the system afterwards (see _trim); a
    caller whose work is followed by more chunk work on the same threads may keep
    it for that work instead of paying its page faults again."""
    bounds = list(bounds)
    if WORKERS < 2 or len(bounds) < 2 or _on_pool():
        return [fn(lo, hi) for lo, hi in bounds]
    out: list = [None] * len(bounds)
    todo = iter(range(len(bounds)))
    take = threading.Lock()
    failed = threading.Event()

    def drain() -> None:
        while not failed.is_set():
            with take:
                k = next(todo, None)
            if k is None:
                return
            try:
                out[k] = fn(*bounds[k])
            except BaseException:
                failed.set()
                raise

    helpers = [_submit(drain) for _ in range(WORKERS - 1)]
    try:
        drain()
    finally:
        for h in helpers:
            # A helper still queued (the pool busy with work `beside` started) is not
            # waited for: the caller took its chunks. A started one is: no helper still
            # writes when this returns.
            if not h.cancel():
                h.exception()
    for h in helpers:
        if not h.cancelled():
            h.result()
    if trim:
        _trim()
    return out


def _on_pool() -> bool:
    return threading.current_thread().name.startswith(_PREFIX)


def _submit(fn: Callable[[], T]) -> "Future[T]":
    global _pool
    with _lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(WORKERS - 1, thread_name_prefix=_PREFIX)
    return _pool.submit(fn)


class Beside:
    """Work started on the pool's thread while the caller goes on with its own
    (`beside`); `result()` takes it back: its value once it is done, or the work
    itself, run on the caller, if the pool has not started it."""

    def __init__(self, fn: Callable[[], T]):
        self._fn = fn
        self._future = None if WORKERS < 2 or _on_pool() else _submit(fn)

    def cancel(self) -> None:
        """Takes the work off the pool if the pool has not started it (`result()`
        would then run it on the caller)."""
        if self._future is not None and self._future.cancel():
            self._future = None

    def result(self) -> T:
        if self._future is None or self._future.cancel():
            self._future = None
            return self._fn()
        return self._future.result()


def beside(fn: Callable[[], T]) -> Beside:
    """fn() on the pool's thread, side by side with what the caller does next:
    for a piece of work that shares nothing with it but the data both read.
    Chunk work the caller maps meanwhile runs on the caller alone (map_chunks
    does not wait for the busy pool). On a pool thread, or with one worker,
    fn runs when its result is asked for."""
    return Beside(fn)


def map_items(work: Callable[[int], T], n: int) -> list[T]:
    """[work(i) for i in range(n)], each item a chunk of map_chunks."""
    return map_chunks(lambda i, _: work(i), [(i, i + 1) for i in range(n)])


def both(first: Callable[[], T], second: Callable[[], U]) -> tuple[T, U]:
    """(first(), second()): two independent pieces of work side by side, as two
    items of map_items (the caller takes one, a pool thread the other, or the
    caller both when the pool is busy)."""
    work = (first, second)
    a, b = map_items(lambda k: work[k](), 2)
    return a, b


def _trim() -> None:
    # The helpers' arenas keep their chunks' freed temporaries, which later
    # work on the request's thread never reuses: glibc gives them back here.
    # It gives back the request thread's freed memory too, which that thread's
    # next steps then fault in again: a caller followed by more of them skips it.
    global _malloc_trim
    if _malloc_trim is None:
        try:
            _malloc_trim = ctypes.CDLL("libc.so.6").malloc_trim
        except (OSError, AttributeError):
            _malloc_trim = False
    if _malloc_trim:
        _malloc_trim(0)


_malloc_trim = None
