"""Reading the newest runs' profiles before anyone asks for them.

A user starts TensorBoard and opens the Profile tab a few seconds later, most often on
the newest run. The page's first requests each need that run's profiles loaded: on the
1M-event TensorFlow profile `run_tools` takes 0.24 s cold and the overview waits for it;
a 10M-event profile takes seconds. The Preloader loads them in those seconds instead.

When: `trigger()` at server start (plugin.ProfileRoutes) and whenever the runs route answers
(a page opened, Reload pressed, a capture landed: the newest runs may be new). One daemon
thread then walks the runs newest first and, per run, loads every host's profile into the
Service's ProfileCache (memory, and its disk entry) and computes what `run_tools` and
`hosts` read (Service.run_tools); a profile loaded already costs a stat and two small reads.
Of the newest run, when it has one host, it also computes the view the page opens it on
(LANDING_TOOL, the page's default tool), as the page will ask it: the result is cached, so
the first paint waits for neither the load nor the overview's 0.4-0.6 s on 1M events.

Bounded: one plan loads at most `files` host files (default one less than the cache's
memory LRU holds, so it evicts none of its own and keeps the profile a user last looked at)
of at most `max_bytes` on disk in all; it stops at the first run that does not fit (newest
first: an older run is never loaded in place of a newer one). Its memory cost is that of
the profiles it loads, which the cache holds anyway once a user opens them: on the 1M-event
profile (29.9 MB file) `tb-profile serve` settles at 255 MiB of RSS with it (159 MiB
without the landing view below), 63 MiB without it.

Yields to real requests: every route but runs, progress and static counts as one
(`real_request()`). While one is in flight the preload starts no file: it finishes the file
it is reading (a load cannot be stopped part way without losing it, and the request may be
waiting for that very file under the cache's per-file lock) and goes on when the server is
idle again; a request that waits for the file meanwhile shows that load's progress. A newer
trigger replaces the plan. A run that cannot be read is passed over
(the page says why when it is asked for); nothing is raised or logged above debug.

Gain (bench/bench_first_paint.py: a cold Profile tab on the 1M-event profile in Chromium,
opened as soon as TensorBoard answers, 2-core VM): first paint 2.59 s with it, 3.52 s
without (XProf's plugin: 3.34 s); bench/README.md. Off: `--profile_preload_files 0`
(TensorBoard) or `tb-profile serve --preload-files 0`; also off when the per-host work runs
on a Dask cluster (its workers read the files; loading them here would only cost memory).
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading

from . import executors, progress, storage

logger = logging.getLogger(__name__)

# Bytes on disk of one plan's files, at most: a 1M-event profile is ~30 MB.
MAX_BYTES = 256 << 20
# The tool the page opens a run on (frontend/src/app/app.js DEFAULT_TOOL; a test keeps them equal).
LANDING_TOOL = "overview_page"


def default_files(service) -> int:
    """One less than the profiles the cache keeps in memory (at least 1)."""
    return max(1, service.cache.memory_items - 1)


def _size(path) -> int:
    if isinstance(path, storage.RemoteFile):
        return path.size
    try:
        return os.stat(path).st_size
    except OSError:
        return 0  # gone since the listing: its run fails to load and is passed over


class Preloader:
    def __init__(self, service, files: int | None = None, max_bytes: int = MAX_BYTES):
        self.service = service
        self.files = default_files(service) if files is None else files
        self.max_bytes = max_bytes
        self._cond = threading.Condition()
        self._in_flight = 0  # real requests being answered
        self._plan = 0  # bumped by every trigger
        self._done = 0  # the last plan finished (or given up)
        self._thread: threading.Thread | None = None

    @property
    def enabled(self) -> bool:
        return self.files > 0 and isinstance(self.service.executor, executors.InProcess)

    def trigger(self) -> None:
        """Plan again from the newest runs (in the background; returns at once)."""
        if not self.enabled:
            return
        with self._cond:
            self._plan += 1
            self._cond.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name="tb-profile-preload", daemon=True)
                self._thread.start()

    @contextlib.contextmanager
    def real_request(self):
        """Around a request a user waits for: no preload starts while it runs."""
        with self._cond:
            self._in_flight += 1
        try:
            yield
        finally:
            with self._cond:
                self._in_flight -= 1
                self._cond.notify_all()

    def wait(self, timeout_s: float) -> bool:
        """Until the latest plan is done (True) or `timeout_s` passed (False)."""
        with self._cond:
            return self._cond.wait_for(lambda: self._done >= self._plan, timeout=timeout_s)

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._plan > self._done)
                plan = self._plan
            try:
                # A Progress of its own: a request that waits for a file the preload is
                # reading shows how far that load has got (progress.following).
                with progress.tracking(progress.Progress()):
                    self._follow(plan)
            except Exception as e:  # a listing that fails (a bucket down): the next trigger tries again
                logger.debug("preload stopped: %s", e)
            with self._cond:
                self._done = max(self._done, plan)
                self._cond.notify_all()

    def _current(self, plan: int) -> bool:
        """Waits until no real request is in flight; False when a newer plan replaced `plan`."""
        with self._cond:
            self._cond.wait_for(lambda: self._in_flight == 0 or self._plan != plan)
            return self._plan == plan

    def _follow(self, plan: int) -> None:
        files_left, bytes_left = self.files, self.max_bytes
        landing = True  # the newest run: the one the page opens without a link
        for run in self.service.catalog.runs():
            if not self._current(plan):
                return
            size = sum(_size(p) for p in run.hosts.values())
            if len(run.hosts) > files_left or size > bytes_left:
                return
            files_left -= len(run.hosts)
            bytes_left -= size
            try:
                for host in sorted(run.hosts):
                    if not self._current(plan):
                        return
                    self.service.profiles(run.name, host)  # from memory when loaded: a stat and two reads
                offered = self.service.run_tools(run.name)
                if landing and len(run.hosts) == 1 and self._current(plan):
                    self._landing_view(run.name, next(iter(run.hosts)), offered)
            except Exception as e:  # unreadable, replaced while read, gone: the page says why when asked
                logger.debug("preload of %s: %s", run.name, e)
            landing = False

    def _landing_view(self, run: str, host: str, offered: list[dict]) -> None:
        """The view the page opens the newest run on, as the page will ask it (cached)."""
        if any(t["name"] == LANDING_TOOL and t["available"] for t in offered):
            self.service.tool_json(run, LANDING_TOOL, host, {})
