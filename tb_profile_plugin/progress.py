"""How far long work has got: loading a profile (reading, decoding planes,
indexing) and converting it, for the request in flight and for the CLI.

Work reports with `report(stage, done, total, unit)`: a no-op unless the
calling context tracks a `Progress` (`tracking(progress)`), so converters and
loaders stay plain functions. The context travels with the work: the
in-process executor runs each task in a copy of the submitting context
(executors.InProcess, `bound`); work on Dask workers reports nothing (the request
says it is on the cluster).

The server keeps a Progress per request that asked for one (`progress=<id>`,
an id the page made up), in a small `Registry`, and answers the `progress`
route from it while the request runs; the page polls it when a request takes
more than a second. The CLI draws a bar on a TTY (cli.py).
"""

from __future__ import annotations

import collections
import contextlib
import contextvars
import threading
import time
from typing import Callable

from . import params

_current: contextvars.ContextVar["Progress | None"] = contextvars.ContextVar("tb_profile_progress", default=None)

# The `progress=` parameter of the routes that take one, and the progress route's `id`.
ID_SPEC = params.Text(max_len=64)

# Stages, in the order work goes through them (the page names them as they are).
READING = "reading"
DECODING = "decoding"
INDEXING = "indexing"
CONVERTING = "converting"


class Progress:
    """The stage of one piece of work and how far along it is (thread-safe)."""

    def __init__(self, on_change=None):
        self._lock = threading.Lock()
        self._on_change = on_change
        self.started = time.monotonic()
        self.stage = ""
        self.detail = ""
        self.done = 0
        self.total = 0
        self.unit = ""
        self.finished = False
        self.ended = 0.0
        self._followed = None  # () -> the Progress of the work this one waits for (or None)

    def step(self, stage: str, done: float = 0, total: float = 0, unit: str = "", detail: str = "") -> None:
        with self._lock:
            self.stage, self.done, self.total, self.unit, self.detail = stage, done, total, unit, detail
        if self._on_change:
            self._on_change(self)

    def finish(self) -> None:
        with self._lock:
            self.finished = True
            self.ended = time.monotonic()
        if self._on_change:
            self._on_change(self)

    def snapshot(self) -> dict:
        with self._lock:
            own = {"stage": self.stage, "detail": self.detail, "done": self.done, "total": self.total,
                   "unit": self.unit, "elapsed_s": round(time.monotonic() - self.started, 3),
                   "finished": self.finished}
            followed = self._followed
        other = followed() if followed is not None and not own["finished"] else None
        if other is not None and other is not self:
            theirs = other.snapshot()
            own.update({k: theirs[k] for k in ("stage", "detail", "done", "total", "unit")})
        return own


_WORDS = {READING: "reading", DECODING: "decoding", INDEXING: "indexing", CONVERTING: "converting"}


def _size(n: float) -> str:
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= scale:
            return f"{n / scale:.1f} {unit}"
    return f"{int(n)} B"


def describe(snapshot: dict, bar_width: int = 20) -> str:
    """A snapshot in words for a terminal: "decoding /host:CPU [#####.....] plane 2 of 4 · 3.1 s"."""
    stage = snapshot.get("stage") or "starting"
    done, total, unit = snapshot.get("done") or 0, snapshot.get("total") or 0, snapshot.get("unit") or ""
    parts = [_WORDS.get(stage, stage)]
    if snapshot.get("detail"):
        parts.append(str(snapshot["detail"]))
    if total and unit in ("bytes", "planes"):
        filled = int(bar_width * min(1.0, done / total))
        parts.append("[" + "#" * filled + "." * (bar_width - filled) + "]")
        parts.append(f"{_size(done)} of {_size(total)}" if unit == "bytes" else f"plane {done + 1} of {total}")
    elif total:
        parts.append(f"{total:,} {unit}".strip())
    return " ".join(parts) + f" · {snapshot.get('elapsed_s', 0):.1f} s"


def report(stage: str, done: float = 0, total: float = 0, unit: str = "", detail: str = "") -> None:
    """Tells the tracked Progress of this context (if any) where the work is."""
    progress = _current.get()
    if progress is not None:
        progress.step(stage, done, total, unit, detail)


def current() -> "Progress | None":
    """The Progress this context reports to (None: untracked)."""
    return _current.get()


@contextlib.contextmanager
def following(other: Callable[[], "Progress | None"]):
    """While this block waits for work another request is doing (a profile it loads: the
    cache's per-file lock), this context's Progress shows the stage of `other()` (that
    request's Progress, or None): two requests of one page that need the same file both
    say how far its load has got."""
    mine = _current.get()
    if mine is None:
        yield
        return
    with mine._lock:
        mine._followed = other
    try:
        yield
    finally:
        with mine._lock:
            mine._followed = None


@contextlib.contextmanager
def tracking(progress: "Progress | None"):
    """Work in this block (and tasks it submits in-process) reports to `progress`."""
    token = _current.set(progress)
    try:
        yield progress
    finally:
        _current.reset(token)


def bound(fn):
    """`fn` to be called in another thread, in a copy of the caller's context taken
    now (one copy per call: a context cannot be entered by two threads at once)."""
    context = contextvars.copy_context()
    return lambda *args: context.run(fn, *args)


class Registry:
    """The Progress of the requests in flight, by the id their page gave; the
    oldest forgotten past `limit`, finished ones after `keep_s`."""

    def __init__(self, limit: int = 256, keep_s: float = 60.0):
        self._lock = threading.Lock()
        self._items: collections.OrderedDict[str, Progress] = collections.OrderedDict()
        self._limit, self._keep_s = limit, keep_s

    def start(self, key: str) -> Progress:
        progress = Progress()
        with self._lock:
            self._items.pop(key, None)
            self._items[key] = progress
            self._expire()
        return progress

    def get(self, key: str) -> Progress | None:
        with self._lock:
            self._expire()
            return self._items.get(key)

    def _expire(self) -> None:
        now = time.monotonic()
        for key in [k for k, p in self._items.items() if p.finished and now - p.ended > self._keep_s]:
            del self._items[key]
        while len(self._items) > self._limit:
            self._items.popitem(last=False)
