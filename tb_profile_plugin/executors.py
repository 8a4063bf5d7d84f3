"""Where per-host work runs: a thread pool here, or the workers of a Dask cluster.

The Service hands an executor one task per host: `run(remote, tasks, local)`.
For a host that misses a part (analysis/parts.py) the task is worker_parts;
for a trace window, search or details, worker_call (a tool's host function).
In-process, `local(*task)` runs it with the server's own loader and cache; on
Dask, `remote(*task)` runs on a worker, which reads the host file itself (a
shared filesystem, or gs:// / s3:// through storage.py) and sends back only the
small result, so the server never holds every host's events.

`distributed` is an extra (`pip install 'tb-profile-plugin[dask]'`). A
scheduler that cannot be reached, is lost, or does not answer within
TIMEOUT_S is an ExecutorError (503) naming its address; the next request
connects again.
"""

from __future__ import annotations

import os
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable, Sequence

from . import progress
from .errors import ExecutorError, ProfileError, Unsupported, why

# A request waits at most this long for its per-host tasks on a cluster.
TIMEOUT_S = 600.0
CONNECT_TIMEOUT_S = 10.0
TASK_PREFIX = "tbp-host-"  # the key of every per-host task on the scheduler


class InProcess:
    """Per-host tasks on a thread pool of the server (the default)."""

    address = None

    def __init__(self, workers: int | None = None):
        self.workers = workers or min(8, os.cpu_count() or 1)
        self._pool: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()

    def run(self, remote: Callable, tasks: Sequence[tuple], local: Callable) -> list:
        """local(*task) per task (each begins with its host's name), in order; `remote`
        is what a cluster would run instead."""
        if len(tasks) <= 1:
            return [local(*t) for t in tasks]
        with self._lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(self.workers, thread_name_prefix="tbp-host")
        # Each task in a copy of the caller's context: the request's progress goes along.
        calls = [progress.bound(local) for _ in tasks]
        return list(self._pool.map(lambda call, t: call(*t), calls, tasks))

    def check(self) -> None:
        pass

    def close(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False)


class Dask:
    """Per-host tasks on the workers of the Dask scheduler at `address`."""

    def __init__(self, address: str, timeout_s: float | None = None):
        try:
            import distributed  # noqa: F401
        except ImportError:
            raise Unsupported("a Dask scheduler needs the dask extra: pip install 'tb-profile-plugin[dask]'") from None
        self.address = address
        self.timeout_s = TIMEOUT_S if timeout_s is None else timeout_s
        self._client = None
        self._lock = threading.Lock()

    def _connected(self):
        import distributed

        with self._lock:
            if self._client is not None and self._client.status == "running":
                return self._client
            self._drop()
            try:
                self._client = distributed.Client(self.address, timeout=CONNECT_TIMEOUT_S, set_as_default=False)
            except Exception as e:  # OSError, TimeoutError, a bad address: all "cannot be reached"
                raise ExecutorError(f"the Dask scheduler at {self.address} cannot be reached ({why(e)})") from None
            return self._client

    def _drop(self) -> None:
        client, self._client = self._client, None
        if client is not None:
            try:
                client.close(timeout=2)
            except Exception:  # already gone: nothing to close
                pass

    def check(self) -> None:
        """Connects now (the command line checks the address at start)."""
        self._connected()

    def close(self) -> None:
        with self._lock:
            self._drop()

    def run(self, remote: Callable, tasks: Sequence[tuple], local: Callable) -> list:
        """remote(*task) on the workers per task (each begins with its host's name), in order."""
        client = self._connected()
        try:
            futures = [client.submit(remote, *task, pure=False,
                                     key=f"{TASK_PREFIX}{_safe(task[0])}-{uuid.uuid4().hex[:12]}")
                       for task in tasks]
            deadline = time.monotonic() + self.timeout_s
            results = []
            try:
                for f in futures:
                    try:
                        results.append(f.result(timeout=max(deadline - time.monotonic(), 0.001)))
                    except Exception as e:
                        if f.status == "error":  # raised by the task itself: as without Dask
                            raise _TaskFailed(e) from None
                        raise
                return results
            finally:
                client.cancel([f for f in futures if not f.done()])
        except _TaskFailed as failed:
            # A host's own error (a corrupt file: ProfileError, 422) or a bug (500, its text
            # kept out of the reply by the routes), exactly as in-process.
            raise failed.error from None
        except Exception as e:
            with self._lock:
                if self._client is client and client.status != "running":
                    self._drop()
            what = "no answer within {:.0f} s".format(self.timeout_s) if _is_timeout(e) else why(e)
            raise ExecutorError(f"the Dask scheduler at {self.address} did not run the per-host tasks "
                                f"({what})") from None


class _TaskFailed(Exception):
    def __init__(self, error: BaseException):
        self.error = error


class Refusing:
    """Stands for an executor that cannot be made (the flag named a scheduler, the extra is
    missing): the server starts, and each request that needs it gets the reason."""

    address = None

    def __init__(self, error: Exception):
        self.error = error

    def run(self, remote, tasks, local):
        raise self.error

    def check(self) -> None:
        raise self.error

    def close(self) -> None:
        pass


def _is_timeout(e: Exception) -> bool:
    return isinstance(e, TimeoutError) or type(e).__name__ == "TimeoutError"


def _safe(host: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in host)[:80]


def from_setting(address: str | None):
    """The executor a flag asks for: in-process without an address, Dask with one."""
    if not address:
        return InProcess()
    return Dask(address)


# -- on a worker ----------------------------------------------------------------

_CACHES: dict = {}
_CACHES_LOCK = threading.Lock()


# Profiles a worker keeps in memory per cache dir: enough for the hosts whose trace windows
# it serves while a user pans (their indexes live with the profiles).
WORKER_PROFILES = 16


def _worker_profile(host: str, path, cache_dir: str | None, ident=None):
    """(profile, identity) of a host file, read by this worker through its ProfileCache for
    `cache_dir` (the server's, when the filesystem is shared); with `ident` (the request's
    xspace.file_key of a local file) that version only, else errors.ProfileChanged."""
    from . import pages, storage
    from .profile.cache import ProfileCache

    pages.prefer_small()  # as the server does (Service)
    with _CACHES_LOCK:
        cache = _CACHES.get(cache_dir)
        if cache is None:
            cache = _CACHES[cache_dir] = ProfileCache(cache_dir, memory_items=WORKER_PROFILES)
    if isinstance(path, storage.RemoteFile):
        copies = storage.Copies(Path(cache_dir) / "remote" if cache_dir else None)
        try:
            profile = cache.profile(copies.local(path), host=host)
        except ProfileError as e:
            raise ProfileError(path.url, e.reason) from None
        identity = path
    else:
        profile = cache.profile(path, host=host, identity=ident)
        identity = cache.identity(profile)
    return cache, profile, identity


def worker_parts(host: str, path, keys: Sequence[str], cache_dir: str | None):
    """On a worker: (identity, {key: value}) of one host's parts."""
    from . import tools
    from .analysis import parts

    cache, profile, identity = _worker_profile(host, path, cache_dir)
    registry = tools.parts_registry()
    values = parts.compute_parts(profile, [registry[k] for k in keys])
    cache.save_stats(profile)
    return identity, values


def worker_call(host: str, path, key: str, args: tuple, cache_dir: str | None, ident=None):
    """On a worker: one host function of a tool's `answer` (tools.host_calls), by key, on the
    version of the file the request's view parts came from (`ident`, see _worker_profile)."""
    from . import storage, tools

    cache, profile, _ = _worker_profile(host, path, cache_dir,
                                        None if isinstance(path, storage.RemoteFile) else ident)
    result = tools.host_calls()[key](profile, *args)
    cache.save_stats(profile)
    return result
