"""Caches of loaded profiles and tool results: memory first, then disk.

Entries are keyed by the identity of the source files (real path, size, mtime);
disk entries also by the package version, profiles by FORMAT_VERSION and tool
results by the tool's version (tools/__init__.py), so a changed file, another
install or a changed tool rebuilds instead of trusting old data. The disk cache
lives outside the logdir (`$XDG_CACHE_HOME/tb-profile-plugin` by default). A
cache that cannot be read or written is skipped: it never breaks a request.
"""

from __future__ import annotations

import collections
import concurrent.futures
import hashlib
import importlib.metadata
import logging
import os
import pickle
import tempfile
import threading
from pathlib import Path
from typing import Callable

from . import model, xspace

logger = logging.getLogger(__name__)


def _package_version() -> str:
    try:
        return importlib.metadata.version("tb-profile-plugin")
    except importlib.metadata.PackageNotFoundError:
        return "0+unknown"  # run from a source tree that is not installed


# In every disk key: an install never reads what another version wrote.
PACKAGE_VERSION = _package_version()
# Bump when the pickled Profile changes shape. Derived data pickled with it is
# versioned by its name ("steps/v2"), tool results by the registry's versions.
FORMAT_VERSION = 1
DISK_LIMIT_BYTES = 4 << 30


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "tb-profile-plugin"


# One background writer for all stores: a first request should not wait for
# tens of MB to reach the disk. Its thread is joined at interpreter exit
# (concurrent.futures does that), so short-lived commands still finish writing.
_writer = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="tbp-cache-writer")
_pending: dict[Path, concurrent.futures.Future] = {}
_pending_lock = threading.Lock()


class DiskStore:
    """Files named by a hash of their key under one directory."""

    def __init__(self, directory: Path | None, limit_bytes: int = DISK_LIMIT_BYTES):
        self.directory = Path(directory) if directory else None
        self.limit_bytes = limit_bytes

    def _file(self, key, suffix: str) -> Path:
        digest = hashlib.sha256(repr((PACKAGE_VERSION, key)).encode()).hexdigest()[:40]
        return self.directory / f"{digest}{suffix}"

    def read(self, key, suffix: str) -> bytes | None:
        if self.directory is None:
            return None
        path = self._file(key, suffix)
        with _pending_lock:
            pending = _pending.get(path)
        if pending is not None:
            pending.result()  # a write of this very file is under way
        try:
            return path.read_bytes()
        except OSError:
            return None

    def write(self, key, suffix: str, data: bytes) -> None:
        """Writes in the background; a later read of the same entry waits for it."""
        if self.directory is None:
            return
        path = self._file(key, suffix)
        future = _writer.submit(self._write_now, path, data)
        with _pending_lock:
            _pending[path] = future
        future.add_done_callback(lambda f: _forget(path, f))

    def _write_now(self, path: Path, data: bytes) -> None:
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            # Write then rename, so a reader never sees half a file.
            fd, tmp = tempfile.mkstemp(dir=self.directory, suffix=".tmp")
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
            self._prune()
        except OSError as e:
            logger.warning("profile cache not written in %s: %s", self.directory, e)

    def _prune(self) -> None:
        files = []
        for entry in os.scandir(self.directory):
            if entry.is_file():
                st = entry.stat()
                files.append((st.st_mtime, st.st_size, entry.path))
        total = sum(f[1] for f in files)
        for _, size, path in sorted(files):
            if total <= self.limit_bytes:
                break
            try:
                os.unlink(path)
                total -= size
            except OSError:
                pass


def _forget(path: Path, future) -> None:
    with _pending_lock:
        if _pending.get(path) is future:
            del _pending[path]


def flush() -> None:
    """Waits until every background cache write is on disk."""
    with _pending_lock:
        futures = list(_pending.values())
    for f in futures:
        f.result()


class _LRU:
    def __init__(self, size: int):
        self.size = size
        self._items: collections.OrderedDict = collections.OrderedDict()
        self._lock = threading.Lock()

    def get(self, key):
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key, value):
        if self.size <= 0:
            return
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)


class ProfileCache:
    """Loads profiles through a memory LRU and a disk store.

    `cache_dir=None` turns the disk cache off; by default it is
    default_cache_dir().
    """

    def __init__(self, cache_dir: Path | str | None = "default", memory_items: int = 4, result_items: int = 32):
        if cache_dir == "default":
            cache_dir = default_cache_dir()
        self.disk = DiskStore(Path(cache_dir) if cache_dir else None)
        self._profiles = _LRU(memory_items)
        self._results = _LRU(result_items)
        # How many planes had decoded stats when each profile was last saved.
        self._saved_stats: dict = {}
        self._locks: dict = collections.defaultdict(threading.Lock)

    def profile(self, path: str | os.PathLike, *, host: str | None = None) -> model.Profile:
        path = os.fspath(path)
        key = xspace.file_key(path)
        found = self._profiles.get(key)
        if found is not None:
            return found
        with self._locks[key]:
            found = self._profiles.get(key)
            if found is not None:
                return found
            profile = self._from_disk(key, path, host)
            if profile is None:
                profile = xspace.load(path, host=host)
                self._save(key, profile)
            self._profiles.put(key, profile)
            return profile

    def _from_disk(self, key, path: str, host: str | None) -> model.Profile | None:
        data = self.disk.read((FORMAT_VERSION, key), ".profile")
        if data is None:
            return None
        try:
            profile = pickle.loads(data)
        except Exception as e:  # a damaged cache file is rebuilt, never fatal
            logger.warning("ignoring unreadable cache entry for %s: %s", path, e)
            return None
        if not isinstance(profile, model.Profile):
            return None
        profile.host = host or profile.host
        profile.path = path  # the entry may have been written through another path to the file
        xspace.reattach_stats(profile, key)
        self._saved_stats[key] = _richness(profile)
        return profile

    def _save(self, key, profile: model.Profile) -> None:
        try:
            data = pickle.dumps(profile, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as e:
            logger.warning("profile %s not cached: %s", profile.path, e)
            return
        self.disk.write((FORMAT_VERSION, key), ".profile", data)
        self._saved_stats[key] = _richness(profile)

    def save_stats(self, profile: model.Profile) -> None:
        """Rewrites the disk entry if more planes have decoded stats, or more
        derived data was built, than when it was written."""
        try:
            key = xspace.file_key(profile.path)
        except Exception:
            return
        if _richness(profile) > self._saved_stats.get(key, 0):
            self._save(key, profile)

    def result(self, key, compute: Callable[[], bytes]) -> bytes:
        """A tool result (bytes) from memory, disk, or `compute()`."""
        found = self._results.get(key)
        if found is not None:
            return found
        with self._locks[("result", key)]:
            found = self._results.get(key)
            if found is None:
                found = self.disk.read(key, ".result")
            if found is None:
                found = compute()
                self.disk.write(key, ".result", found)
            self._results.put(key, found)
            return found


def _richness(profile: model.Profile) -> int:
    """How much decoded or derived data a profile holds beyond its events:
    a disk entry is rewritten when this grows."""
    return sum(1 for p in profile.planes if p.stats_loaded and len(p.events)) + len(profile.derived_keys)
