"""Caches of loaded profiles and tool results: memory first, then disk.

Keys. Entries are keyed by the identity of the source files
(xspace.file_key: real path, size, mtime, ctime, inode and a hash of the
file's head and tail), taken *before* a file is read and checked again
*after*: data read while the file changed is answered from (after one more
read) but never stored, so a file replaced or rewritten during a request
cannot leave its old data under its new identity. Disk entries are also keyed
by the package version, profiles by FORMAT_VERSION and the model's fields,
tool results by the tool's version (tools/__init__.py), so another install
or a changed tool rebuilds instead of trusting old data.

Entries are data, never code. Each file starts with a header: magic, layout
version, kind, the digest of its key (the file name is that digest too),
the payload's length and its xxh3-128 checksum. An entry that fails any of these
checks (truncated, damaged, written for another key, or not ours at all) is a
miss: it is deleted and rebuilt, never served. A tool result is its JSON
bytes. A profile is one file: a JSON manifest (names, lines, metadata,
stats, where each column lies) followed by its numpy columns, raw and 64-byte
aligned, read back with np.frombuffer from a whitelist of plain dtypes (no
object arrays, nothing unpickled; profile/cache_format.py). Entries are read into memory,
except the large ones that only a window reads a little of (the stored trace index,
`read(..., mapped=True)`): those are memory-mapped read-only, checked through the
mapping (whose pages are then dropped from the process, so its memory grows only
with what requests touch), and their arrays are read-only views on it. A file
truncated under a mapping would kill the server (SIGBUS) on the next access: the
cache's own writers never change a file in place (a new file is renamed over it;
pruning unlinks, which leaves a mapped inode whole), so only another process of the
same user writing inside the cache directory could.

What the profile entry does not hold, and why it is written at all: the data
derived from a profile (Profile.derived: steps, indexes, per-tool tables) is
arbitrary Python, so it stays in memory and a restarted server builds it
again once per profile; tool results, where most of that work ends up, are
cached on disk on their own, and so are the per-host parts and the trace
index (service.KEPT), as data entries of their own (profile/part_format.py). The entry holds the columns and the stats that
were decoded when it was (re)written; other planes decode their stats from
the source file when first asked. Keeping profiles in memory only would be
simpler, but a restart would then pay the full load again (~0.3-0.9 s per 1M
events, plus ~0.1 s per 1M events of stats) where the entry takes ~0.1 s.

Only our own files. The disk cache lives outside the logdir
(`$XDG_CACHE_HOME/tb-profile-plugin` by default) in a directory that holds
our MARKER file. A `--cache-dir` that exists, is not empty and has no marker
(a shared folder) is left alone: the cache uses its MARKER subdirectory
instead. The default location is ours by its name: it is marked even when it
holds files, and the pickled entries of versions before the marker are
removed from it. Entries and temporary files have strict names (_ENTRY_NAME,
_TEMP_NAME); pruning deletes only regular files with those names inside the
cache directory, never follows a symlink and never leaves the directory. A
cache that cannot be read or written is skipped: it never breaks a request.

Over 600 lines: the disk store and the two caches above it keep one set of entry rules
(names, headers, checks, pruning) in one place; the entry's encoding is cache_format.py.
"""

from __future__ import annotations

import collections
import concurrent.futures
import contextlib
import hashlib
import importlib.metadata
import logging
import mmap
import os
import re
import stat
import struct
import tempfile
import threading
import time
import weakref
from pathlib import Path
from typing import Any, Callable, Iterable

import xxhash

from .. import progress
from ..errors import ProfileChanged
from . import cache_format, formats, model, xspace
from .cache_format import _Reader, _Writer  # noqa: F401  (the entry's encoding, for tests)

logger = logging.getLogger(__name__)


def _package_version() -> str:
    try:
        return importlib.metadata.version("tb-profile-plugin")
    except importlib.metadata.PackageNotFoundError:
        return "0+unknown"  # run from a source tree that is not installed


# In every disk key: an install never reads what another version wrote (nor what an older
# reader of a format made: formats.READERS_VERSION).
PACKAGE_VERSION = _package_version()
# Bump cache_format.FORMAT_VERSION when the profile entry changes shape.
FORMAT_VERSION = cache_format.FORMAT_VERSION
_MODEL_SHAPE = cache_format.MODEL_SHAPE
DISK_LIMIT_BYTES = 4 << 30

# The file that marks a directory as this cache's own (and its subdirectory
# name inside a folder that is not).
MARKER = "tb-profile-plugin-cache"
_MARKER_TEXT = b"tb-profile-plugin cache, layout 1\n"
_MARKER_PREFIX = b"tb-profile-plugin cache"
_ENTRY_NAME = re.compile(r"[0-9a-f]{64}\.(profile|result|part)")
_TEMP_PREFIX, _TEMP_SUFFIX = ".tbp-", ".tmp"
_TEMP_NAME = re.compile(r"\.tbp-[a-z0-9_]{8}\.tmp")  # tempfile.mkstemp's random part
_TEMP_MAX_AGE_S = 24 * 3600  # a temporary file this old is a crashed writer's
# Entries written by versions before the marker, in the default directory only.
_OLD_ENTRY_NAME = re.compile(r"[0-9a-f]{40}\.(profile|result)")

_MAGIC = b"TBPCACHE"
_LAYOUT = 2  # 2: xxh3-128 checksums (1: SHA-256)
_HEADER = struct.Struct("<8sHHI32sQ32s")  # magic, layout, kind, 0, key digest, payload length, checksum
_CHUNK = 64 << 20  # a mapped entry is checked this much at a time
_KINDS = {".result": 1, ".profile": 2, ".part": 3}  # .part: per-host parts (part_format.py)


def profile_key(identity) -> tuple:
    """The disk key of the profile entry of a file (identity: xspace.file_key)."""
    return (FORMAT_VERSION, _MODEL_SHAPE, identity)


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "tb-profile-plugin"


# One background writer for all stores: a first request should not wait for
# tens of MB to reach the disk. Its thread is joined at interpreter exit
# (concurrent.futures does that), so short-lived commands still finish writing.
_writer = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="tbp-cache-writer")
_pending: dict[Path, concurrent.futures.Future] = {}
_pending_lock = threading.Lock()

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


@contextlib.contextmanager
def _regular_file(path, limit: int):
    """(open binary file, size) of a regular file (not a symlink, FIFO or device) of at
    most `limit` bytes; None for anything else (or one that cannot be opened)."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError:
        yield None
        return
    with os.fdopen(fd, "rb", buffering=0) as f:
        st = os.fstat(f.fileno())
        yield (f, st.st_size) if stat.S_ISREG(st.st_mode) and st.st_size <= limit else None


def _read_regular(path, limit: int) -> bytearray | None:
    """The bytes of a regular file of at most `limit` bytes (_regular_file); None else."""
    try:
        with _regular_file(path, limit) as found:
            if found is None:
                return None
            f, size = found
            data = bytearray(size)
            view = memoryview(data)
            got = 0
            while got < len(data):
                n = f.readinto(view[got:])
                if not n:
                    return None  # shrank while read
                got += n
            del view
            return data
    except OSError:
        return None


def _map_regular(path, limit: int) -> mmap.mmap | None:
    """A read-only mapping of a non-empty regular file of at most `limit` bytes
    (_regular_file); None else."""
    try:
        with _regular_file(path, limit) as found:
            if found is None or not found[1]:
                return None
            return mmap.mmap(found[0].fileno(), found[1], access=mmap.ACCESS_READ)  # keeps its own descriptor
    except (OSError, ValueError):
        return None


class DiskStore:
    """Entries (header + payload) named by the digest of their key, in a
    directory of our own (see the module docstring)."""

    def __init__(self, directory: Path | None, limit_bytes: int = DISK_LIMIT_BYTES, *, adopt: bool = False):
        """`adopt`: the directory is ours by its name (the default location):
        mark it even when it holds files, and remove the entries that versions
        before the marker left there."""
        self.root = Path(directory) if directory else None
        self.limit_bytes = limit_bytes
        self._adopt = adopt
        self._directory: Path | None = None
        self._resolved = False
        self._resolve_lock = threading.Lock()

    @property
    def directory(self) -> Path | None:
        """The directory entries live in (created and marked on first use);
        None when the disk cache is off or has no directory it may use."""
        if self.root is None:
            return None
        with self._resolve_lock:
            if not self._resolved:  # once: a cache that cannot be used stays off
                self._directory = self._own_directory()
                self._resolved = True
            return self._directory

    def _own_directory(self) -> Path | None:
        try:
            if _claim(self.root, adopt=self._adopt, may_be_link=True):
                return self.root
            sub = self.root / MARKER
            if _claim(sub, adopt=False, may_be_link=False):
                logger.info("%s holds other files: the profile cache uses %s", self.root, sub)
                return sub
            logger.warning("profile cache off: %s holds other files and %s cannot be ours", self.root, sub)
        except OSError as e:
            logger.warning("profile cache off: %s: %s", self.root, e)
        return None

    @staticmethod
    def digest(key) -> bytes:
        return hashlib.sha256(repr((PACKAGE_VERSION, formats.READERS_VERSION, key)).encode()).digest()

    def path(self, key, suffix: str) -> Path | None:
        directory = self.directory
        return None if directory is None else directory / f"{self.digest(key).hex()}{suffix}"

    def may_have(self, key, suffix: str) -> bool:
        """Whether an entry of `key` is on disk or being written (without reading it)."""
        path = self.path(key, suffix)
        if path is None:
            return False
        with _pending_lock:
            if path in _pending:
                return True
        return path.exists()

    def read(self, key, suffix: str, *, mapped: bool = False) -> memoryview | None:
        """The payload of a whole, verified entry; None when there is none
        (an entry that fails the checks is deleted). `mapped`: a read-only view
        on a memory mapping of the file instead of a copy in memory."""
        path = self.path(key, suffix)
        if path is None:
            return None
        with _pending_lock:
            pending = _pending.get(path)
        if pending is not None:  # a write of this very file is under way
            with contextlib.suppress(Exception):
                pending.result()
        data = (_map_regular if mapped else _read_regular)(path, self.limit_bytes)
        if data is None:
            return None
        payload = _unpack(data, _KINDS[suffix], self.digest(key))
        if payload is None:
            logger.warning("deleting damaged cache entry %s", path)
            _unlink_ours(path.parent, [path.name])
        return payload

    def write(self, key, suffix: str, produce: Callable[[], Iterable]) -> None:
        """Writes the chunks that `produce()` returns, in the background; a
        later read of the same entry waits for it."""
        path = self.path(key, suffix)
        if path is None:
            return
        digest = self.digest(key)
        future = _writer.submit(self._write_now, path, _KINDS[suffix], digest, produce)
        with _pending_lock:
            _pending[path] = future
        future.add_done_callback(lambda f: _forget(path, f))

    def _write_now(self, path: Path, kind: int, digest: bytes, produce) -> None:
        try:
            chunks = [memoryview(c).cast("B") for c in produce()]
        except Exception as e:  # data we cannot write as data: not cached
            logger.warning("profile cache entry %s not written: %s", path.name, e)
            return
        size = sum(c.nbytes for c in chunks)
        check = xxhash.xxh3_128()
        for c in chunks:
            check.update(c)
        header = _HEADER.pack(_MAGIC, _LAYOUT, kind, 0, digest, size, check.digest())
        tmp = None
        try:
            # Write then rename, so a reader never sees half a file. mkstemp
            # creates a new file (O_EXCL): a planted name is never followed.
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=_TEMP_PREFIX, suffix=_TEMP_SUFFIX)
            with os.fdopen(fd, "wb") as f:
                f.write(header)
                for c in chunks:
                    f.write(c)
            os.replace(tmp, path)
            tmp = None
            self._prune(path.parent)
        except OSError as e:
            logger.warning("profile cache not written in %s: %s", path.parent, e)
        finally:
            if tmp is not None:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)

    def discard(self, key, suffix: str) -> None:
        """Deletes the entry of `key` (one that could not be used)."""
        path = self.path(key, suffix)
        if path is not None:
            _unlink_ours(path.parent, [path.name])

    def _prune(self, directory: Path) -> None:
        """Deletes our oldest entries while they take more than limit_bytes,
        and temporary files left by crashed writers."""
        files, stale = [], []
        now = time.time()
        for name, st in _our_files(directory):
            if _TEMP_NAME.fullmatch(name):
                if now - st.st_mtime > _TEMP_MAX_AGE_S:
                    stale.append(name)
            else:
                files.append((st.st_mtime_ns, name, st.st_size))
        total = sum(f[2] for f in files)
        for _, name, size in sorted(files):
            if total <= self.limit_bytes:
                break
            stale.append(name)
            total -= size
        _unlink_ours(directory, stale)


def _claim(directory: Path, *, adopt: bool, may_be_link: bool) -> bool:
    """Whether `directory` is this cache's own: it holds our marker, or it is
    missing or empty (then it is created and marked here). `adopt` marks a
    directory that holds other files too. Raises OSError when it cannot be
    created or marked."""
    try:
        st = os.lstat(directory)
    except FileNotFoundError:
        directory.mkdir(parents=True, exist_ok=True)
        st = os.lstat(directory)
    if stat.S_ISLNK(st.st_mode):
        if not may_be_link:
            return False
        st = os.stat(directory)  # a --cache-dir that is a symlink: the user's choice
    if not stat.S_ISDIR(st.st_mode):
        return False
    marker = directory / MARKER
    if _is_marker(marker):
        return True
    with os.scandir(directory) as it:
        empty = next(it, None) is None
    if not (empty or adopt):
        return False
    try:
        fd = os.open(marker, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except FileExistsError:
        return _is_marker(marker)  # another process marked it first
    with os.fdopen(fd, "wb") as f:
        f.write(_MARKER_TEXT)
    if adopt and not empty:
        old = [name for name, _ in _our_files(directory, _OLD_ENTRY_NAME)]
        if old:
            logger.info("removing %d profile cache entries of an older version from %s", len(old), directory)
            _unlink_ours(directory, old, _OLD_ENTRY_NAME)
    return True


def _is_marker(path: Path) -> bool:
    # Empty: being written by another process this very moment.
    data = _read_regular(path, 4096)
    return data is not None and (not data or data.startswith(_MARKER_PREFIX))


def _our_files(directory: Path, pattern: re.Pattern | None = None) -> list[tuple[str, os.stat_result]]:
    """(name, stat) of the regular files in `directory` with one of our
    names (not symlinks, not subdirectories)."""
    out = []
    try:
        with os.scandir(directory) as it:
            for entry in it:
                name = entry.name
                if pattern is not None:
                    if not pattern.fullmatch(name):
                        continue
                elif not (_ENTRY_NAME.fullmatch(name) or _TEMP_NAME.fullmatch(name)):
                    continue
                try:
                    st = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                if stat.S_ISREG(st.st_mode):
                    out.append((name, st))
    except OSError:
        pass
    return out


def _unlink_ours(directory: Path, names: list[str], pattern: re.Pattern | None = None) -> None:
    """Unlinks the named files inside `directory`: plain names with one of
    our patterns only (unlink never follows a symlink; a name has no
    separator, so nothing outside the directory is touched)."""
    for name in names:
        ok = pattern.fullmatch(name) if pattern is not None else (_ENTRY_NAME.fullmatch(name) or _TEMP_NAME.fullmatch(name))
        if not ok or os.sep in name or (os.altsep and os.altsep in name):
            continue
        with contextlib.suppress(OSError):
            os.unlink(directory / name)


def _unpack(data, kind: int, digest: bytes) -> memoryview | None:
    """The payload of an entry (bytes read, or a mapping) if its header and checksum
    check out, else None."""
    if len(data) < _HEADER.size:
        return None
    magic, layout, got_kind, _, got_digest, size, check = _HEADER.unpack_from(data)
    if (magic, layout, got_kind, got_digest) != (_MAGIC, _LAYOUT, kind, digest) or size != len(data) - _HEADER.size:
        return None
    payload = memoryview(data)[_HEADER.size:]
    if _checksum(data, payload) != check:
        return None
    return payload


def _checksum(data, payload: memoryview) -> bytes:
    """The header's checksum of a payload (32 bytes, as packed)."""
    check = xxhash.xxh3_128()
    for lo in range(0, len(payload), _CHUNK):
        check.update(payload[lo:lo + _CHUNK])
        if isinstance(data, mmap.mmap) and hasattr(mmap, "MADV_DONTNEED"):
            # Checked: its pages leave the process (the page cache keeps them).
            start = _HEADER.size + lo
            aligned = start - start % mmap.PAGESIZE
            data.madvise(mmap.MADV_DONTNEED, aligned, min(len(data), start + _CHUNK) - aligned)
    return check.digest().ljust(32, b"\0")


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


# -- the caches -------------------------------------------------------------------------


class LRU:
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


class _KeyLocks:
    """One lock per key while someone holds or waits for it (a dict of
    locks that would otherwise grow with every key ever asked for). A request
    that waits shows the holder's progress meanwhile (progress.following)."""

    def __init__(self):
        self._lock = threading.Lock()
        self._locks: dict = {}  # key -> [lock, holders and waiters, the holder's Progress]

    @contextlib.contextmanager
    def hold(self, key):
        with self._lock:
            entry = self._locks.get(key)
            if entry is None:
                entry = self._locks[key] = [threading.Lock(), 0, None]
            entry[1] += 1
        try:
            with progress.following(lambda: entry[2]):
                entry[0].acquire()
            entry[2] = progress.current()
            try:
                yield
            finally:
                entry[2] = None
                entry[0].release()
        finally:
            with self._lock:
                entry[1] -= 1
                if not entry[1]:
                    del self._locks[key]


class ProfileCache:
    """Loads profiles through a memory LRU and a disk store.

    `cache_dir=None` turns the disk cache off; by default it is
    default_cache_dir().
    """

    def __init__(self, cache_dir: Path | str | None = "default", memory_items: int = 4, result_items: int = 32):
        adopt = cache_dir == "default"
        if adopt:
            cache_dir = default_cache_dir()
        self.disk = DiskStore(Path(cache_dir) if cache_dir else None, adopt=adopt)
        self.memory_items = memory_items  # profiles kept in memory (preload.py plans within it)
        self._profiles = LRU(memory_items)
        self._results = LRU(result_items)
        # Per profile handed out: [the file identity it was read under, how
        # rich (_richness) its disk entry is].
        self._loaded: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._locks = _KeyLocks()
        # Per thread: real path -> identity of the profile last handed out
        # for it (see result()).
        self._given = threading.local()

    def profile(self, path: str | os.PathLike, *, host: str | None = None, identity=None) -> model.Profile:
        """The profile of the file as it is now; with `identity` (an xspace.file_key the
        caller took before), of that version only: from memory even when the file has
        changed since, else read, ProfileChanged when the file is another one now
        or changes while it is read."""
        path = os.fspath(path)
        if identity is not None:
            found = self._profiles.get(identity)
            if found is not None:
                self._remember(identity)
                return found
        for attempt in (1, 2):
            key = xspace.file_key(path)
            if identity is not None and key != identity:
                raise ProfileChanged(path)
            found = self._profiles.get(key)
            if found is None:
                with self._locks.hold(("profile", key)):
                    found = self._profiles.get(key)
                    if found is None:
                        found = self._from_disk(key, path, host)
                    if found is None:
                        found = formats.load(path, host=host)
                        if xspace.file_key(path) != key:
                            # Changed while read: never stored. Read once more;
                            # if it changes again, answer from what was read.
                            if identity is not None:
                                raise ProfileChanged(path)
                            if attempt == 1:
                                continue
                            logger.warning("%s keeps changing while it is read: not cached", path)
                            self._remember((key[0], "changing"))  # matches no result key
                            return found
                        self._loaded[found] = [key, 0]
                        self._save(found)
                    self._profiles.put(key, found)
            self._remember(key)
            return found
        raise AssertionError("unreachable")

    def in_memory(self, identity) -> bool:
        """Whether the profile of that file identity (xspace.file_key) is loaded."""
        return self._profiles.get(identity) is not None

    def identity(self, profile: model.Profile):
        """The file identity (xspace.file_key) `profile` was read under; None
        for a profile this cache did not hand out, or read while its file
        changed (not cacheable). Keys of results computed from the profile
        should use this, not a file_key taken later: the file may have
        changed since."""
        found = self._loaded.get(profile)
        return found[0] if found else None

    def _remember(self, key) -> None:
        given = getattr(self._given, "paths", None)
        if given is None:
            given = self._given.paths = {}
        given[key[0]] = key

    def _from_disk(self, key, path: str, host: str | None) -> model.Profile | None:
        payload = self.disk.read(profile_key(key), ".profile")
        if payload is None:
            return None
        progress.report(progress.DECODING, 0, 0, "", "the cached profile")
        try:
            profile = cache_format.decode_profile(payload)
        except Exception as e:  # checksummed, but not what we write: rebuilt, never fatal
            logger.warning("ignoring unreadable cache entry for %s: %s", path, e)
            self.disk.discard(profile_key(key), ".profile")
            return None
        profile.host = host or profile.host
        profile.path = path  # the entry may have been written through another path to the file
        xspace.reattach_stats(profile, key)
        self._loaded[profile] = [key, _richness(profile)]
        return profile

    def _save(self, profile: model.Profile) -> None:
        found = self._loaded.get(profile)
        if found is None:
            return
        found[1] = _richness(profile)
        self.disk.write(profile_key(found[0]), ".profile", lambda: cache_format.encode_profile(profile))

    def save_stats(self, profile: model.Profile) -> None:
        """Rewrites the disk entry if more planes have decoded stats than
        when it was written, and the file is still the one it was read from."""
        found = self._loaded.get(profile)
        if found is None or _richness(profile) <= found[1]:
            return
        try:
            if xspace.file_key(profile.path) != found[0]:
                return  # changed since: its stats are not the file's any more
        except Exception:
            return
        self._save(profile)

    def cached_result(self, key) -> bytes | None:
        """A tool result from memory or disk, or None (nothing is computed)."""
        found = self._results.get(key)
        if found is None:
            payload = self.disk.read(key, ".result")
            if payload is not None:
                found = bytes(payload)
                self._results.put(key, found)
        return found

    def result(self, key, compute: Callable[[], bytes]) -> bytes:
        """A tool result (bytes) from memory, disk, or `compute()`.

        A file identity (xspace.file_key) inside `key` that is not the one of
        the profile this thread was last given for that file means the file
        changed between loading and keying: the result is computed from
        what was loaded and not stored (under an identity it does not
        belong to)."""
        if not self._matches_given(key):
            logger.info("a profile changed while a result was computed: not cached")
            return compute()
        found = self._results.get(key)
        if found is not None:
            return found
        with self._locks.hold(("result", key)):
            found = self._results.get(key)
            if found is None:
                payload = self.disk.read(key, ".result")
                found = None if payload is None else bytes(payload)
            if found is None:
                found = compute()
                data = found
                self.disk.write(key, ".result", lambda: [data])
            self._results.put(key, found)
            return found

    def _matches_given(self, key, depth: int = 0) -> bool:
        given = getattr(self._given, "paths", None)
        if not given or not isinstance(key, tuple) or depth > 4:
            return True
        if key and isinstance(key[0], str) and key[0] in given and key != given[key[0]]:
            return False
        return all(self._matches_given(k, depth + 1) for k in key)


def from_setting(setting: str | None) -> ProfileCache:
    """The cache a command-line flag or setting asks for (`--profile_cache_dir`,
    `--cache-dir`): "" or None the default location, "none"/"off" no disk cache,
    anything else that directory."""
    if setting and setting.lower() in ("none", "off"):
        return ProfileCache(None)
    return ProfileCache(setting or "default")


def _richness(profile: model.Profile) -> int:
    """How many planes with events have decoded stats: a disk entry is
    rewritten when this grows."""
    return sum(1 for p in profile.planes if p.stats_loaded and len(p.events))
