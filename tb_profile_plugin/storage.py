"""Remote logdirs (gs://, s3://) through fsspec: listing and local copies.

A remote logdir is listed with one recursive listing per scan (`find`, which
gives each object's size and version: GCS generation, S3 ETag), and a profile
is read through a local copy: downloaded once into the copy directory under a
name made from (url, version, size), so an object that changed remotely is a
new copy, and the loader then reads a local file as for any logdir. A large
object is fetched as PARTS_AT_ONCE ranged reads in flight at a time. Copies
are bounded (COPY_LIMIT_BYTES, oldest first out).

Credentials and endpoints come the usual way (Application Default Credentials,
AWS environment or profile; STORAGE_EMULATOR_HOST, AWS_ENDPOINT_URL for
emulators). gcsfs and s3fs are extras: `pip install 'tb-profile-plugin[gcs]'`
or `[s3]`; without them a remote logdir is one clear error naming the extra.
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import tempfile
import threading
from pathlib import Path

from .errors import ProfileError, StorageError, Unsupported, why

SCHEMES = {"gs": "gcs", "gcs": "gcs", "s3": "s3"}  # url scheme -> extra that reads it
COPY_LIMIT_BYTES = 8 << 30
# No request waits on a bucket longer than this for a listing or a small
# object; an object gets one more second per MIN_RATE bytes.
TIMEOUT_S = 60.0
MIN_RATE = 2 << 20
# Objects from RANGED_MIN bytes up are read as PART_BYTES ranges, PARTS_AT_ONCE
# in flight (a cloud store serves one stream far below a VM's bandwidth);
# memory held: PART_BYTES * PARTS_AT_ONCE.
RANGED_MIN = 16 << 20
PART_BYTES = 8 << 20
PARTS_AT_ONCE = 8


def _bounded(seconds: float, what: str, fn, *args, late=None):
    """fn(*args) in a daemon thread, waited for at most `seconds`: the backends
    retry on their own schedules (minutes when an endpoint stops answering).
    On time-out the call is left to end by itself and StorageError is raised;
    if it then succeeds after all, `late(value)` runs in its thread (to undo
    a write nobody waits for any more)."""
    done = threading.Event()
    lock = threading.Lock()
    box: dict = {}

    def run():
        try:
            box["value"] = fn(*args)
        except BaseException as e:  # handed to the waiting thread
            box["error"] = e
        with lock:
            abandoned = box.get("abandoned", False)
            done.set()
        if abandoned and late is not None and "value" in box:
            try:
                late(box["value"])
            except Exception:  # nobody is left to tell
                pass

    threading.Thread(target=run, name="tbp-storage", daemon=True).start()
    if not done.wait(seconds):
        with lock:
            if not done.is_set():
                box["abandoned"] = True
                raise StorageError(f"no answer from {what} within {seconds:.0f} s")
    if "error" in box:
        raise box["error"]
    return box["value"]


def is_remote(path) -> bool:
    text = os.fspath(path) if not isinstance(path, str) else path
    scheme, sep, _ = text.partition("://")
    return bool(sep) and scheme.lower() in SCHEMES


@dataclasses.dataclass(frozen=True)
class RemoteFile:
    """One object of a remote logdir, as the last listing saw it."""

    url: str  # scheme://bucket/key
    size: int
    version: str  # generation / ETag / mtime: changes when the object does

    @property
    def name(self) -> str:
        return self.url.rsplit("/", 1)[-1]


def filesystem(url: str):
    """The fsspec filesystem of a remote URL; Unsupported naming the extra when
    its package is missing."""
    scheme = url.partition("://")[0].lower()
    extra = SCHEMES[scheme]
    # gcsfs >= 2026.10 asks each bucket's type over gRPC first, which an
    # emulator (STORAGE_EMULATOR_HOST) does not answer: 60 s per call.
    if extra == "gcs" and os.environ.get("STORAGE_EMULATOR_HOST"):
        os.environ.setdefault("GCSFS_EXPERIMENTAL_ZB_HNS_SUPPORT", "false")
    try:
        import fsspec

        return fsspec.filesystem("gs" if extra == "gcs" else "s3")
    except ImportError:
        raise Unsupported(
            f"{scheme}:// logdirs need the {extra} extra: pip install 'tb-profile-plugin[{extra}]'"
        ) from None


def _version(info: dict) -> str:
    for key in ("generation", "ETag", "etag", "md5Hash", "mtime", "LastModified", "updated"):
        if info.get(key) not in (None, ""):
            return str(info[key])
    return ""


def list_files(root: str, suffixes: tuple[str, ...]) -> list[RemoteFile]:
    """Every object under `root` whose name ends with one of `suffixes`, in
    one recursive listing."""
    fs = filesystem(root)
    scheme = root.partition("://")[0]
    try:
        found = _bounded(TIMEOUT_S, root, lambda: fs.find(root, detail=True))
    except StorageError:
        raise
    except FileNotFoundError:
        found = {}
    except Exception as e:  # fsspec backends raise many kinds: auth, network, no bucket
        raise StorageError(f"cannot list {root} ({why(e)})") from None
    if not found:  # nothing under root: an empty logdir, unless the bucket itself is missing
        bucket = root.partition("://")[2].split("/", 1)[0]
        try:
            missing = not _bounded(TIMEOUT_S, root, fs.exists, bucket)
        except StorageError:
            raise
        except Exception as e:
            raise StorageError(f"cannot list {root} ({why(e)})") from None
        if missing:
            raise StorageError(f"cannot list {root}: there is no bucket {bucket!r} (or no access to it)")
        return []
    out = []
    for key, info in sorted(found.items()):
        if key.endswith(suffixes) and info.get("type", "file") == "file":
            url = key if "://" in key else f"{scheme}://{key}"
            out.append(RemoteFile(url, int(info.get("size") or 0), _version(info)))
    return out


def read_head(remote: RemoteFile, n: int) -> bytes:
    """The first n bytes of an object (what tells a PyTorch trace by its content), in one
    ranged read."""
    if remote.size <= 0:
        return b""
    fs = filesystem(remote.url)
    end = min(n, remote.size)
    # By keyword: s3fs's cat_file takes a version id second.
    return bytes(_read(TIMEOUT_S, remote.url, lambda: fs.cat_file(remote.url, start=0, end=end)))


def _read(limit_s: float, url: str, work):
    """`work()` (a read of `url`) within `limit_s`, its failures as the routes report them:
    a vanished object is the file's ProfileError; access, network or throttling the bucket's
    answer, not the file's content (StorageError, 502)."""
    try:
        return _bounded(limit_s, url, work)
    except (Unsupported, StorageError):
        raise
    except FileNotFoundError:
        raise ProfileError(url, "the object is gone (deleted since the logdir was listed)") from None
    except Exception as e:
        raise StorageError(f"cannot read {url} ({why(e)})") from None


def _fetch(fs, url: str, size: int, out) -> None:
    """Writes the object's bytes to `out`: one stream for a small object, ranged
    reads PARTS_AT_ONCE at a time (written in order) for a large one."""
    if size < RANGED_MIN:
        with fs.open(url, "rb") as src:
            while chunk := src.read(PART_BYTES):
                out.write(chunk)
        return
    starts = list(range(0, size, PART_BYTES))
    for i in range(0, len(starts), PARTS_AT_ONCE):
        batch = starts[i:i + PARTS_AT_ONCE]
        ends = [min(start + PART_BYTES, size) for start in batch]
        for data in fs.cat_ranges([url] * len(batch), batch, ends, on_error="raise"):
            out.write(data)


# Longest first: a copy is named <digest><the object's suffix> (`.json[.gz]`: a trace known by
# its content, read as one).
COPY_SUFFIXES = (".xplane.pb.gz", ".pt.trace.json.gz", ".xplane.pb", ".pt.trace.json", ".json.gz", ".json")


class Copies:
    """Local copies of remote profiles in `directory`, at most `limit` bytes."""

    def __init__(self, directory: Path | None = None, limit: int = COPY_LIMIT_BYTES):
        if directory is None:
            directory = Path(tempfile.gettempdir()) / f"tb-profile-plugin-remote-{os.getuid() if hasattr(os, 'getuid') else 0}"
        self.directory = Path(directory)
        self.limit = limit
        self._lock = threading.Lock()

    def local(self, remote: RemoteFile) -> Path:
        """A local file with the object's bytes (downloaded when not there yet)."""
        digest = hashlib.sha256(repr((remote.url, remote.version, remote.size)).encode()).hexdigest()[:40]
        # The copy keeps the object's format suffix: readers are chosen by name (profile/formats.py).
        suffix = next((x for x in COPY_SUFFIXES if remote.url.endswith(x)), ".xplane.pb")
        path = self.directory / f"{digest}{suffix}"
        try:
            # Not touched when reused: its times are part of the identity that the
            # disk cache keys the profile and the tool results by.
            if path.stat().st_size == remote.size:
                return path
        except OSError:
            pass
        self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=".tbp-", suffix=".tmp")

        def download():
            with os.fdopen(fd, "wb") as out:
                _fetch(filesystem(remote.url), remote.url, remote.size, out)

        try:
            _read(TIMEOUT_S + remote.size / MIN_RATE, remote.url, download)
            if os.path.getsize(tmp) != remote.size:
                raise ProfileError(remote.url, "the object changed while it was read; try again")
            os.replace(tmp, path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        self._prune()
        return path

    def _prune(self) -> None:
        with self._lock:
            try:
                entries = [(e.path, e.stat(follow_symlinks=False)) for e in os.scandir(self.directory)
                           if e.is_file(follow_symlinks=False) and e.name.endswith(COPY_SUFFIXES)]
            except OSError:
                return
            files = sorted((st.st_mtime, st.st_size, path) for path, st in entries)
            total = sum(size for _, size, _ in files)
            for _, size, path in files:
                if total <= self.limit:
                    break
                try:
                    os.unlink(path)
                    total -= size
                except OSError:
                    pass


def upload_session(local_session: Path, logdir: str, session: str) -> tuple[str, str]:
    """Copies a captured session directory into the remote logdir as
    `<logdir>/plugins/profile/<session>/<file>`, one object per host file.

    Never replaces an object: a session name that has objects already gets a
    `_N` suffix, and each object is written create-if-absent (S3 If-None-Match,
    GCS ifGenerationMatch=0), so a capture racing for the same name fails
    instead of replacing. When an upload fails, the objects written so far are
    removed, and one that completes after its time-out is removed when it
    does: nothing is left behind. Returns (session name, its URL)."""
    fs = filesystem(logdir)
    base = f"{logdir.rstrip('/')}/plugins/profile"
    files = sorted(p for p in local_session.iterdir() if p.is_file())
    try:
        name = session
        for n in range(1, 1000):
            taken = _bounded(TIMEOUT_S, base, lambda: fs.exists(f"{base}/{name}") or bool(fs.find(f"{base}/{name}")))
            if not taken:
                break
            name = f"{session}_{n}"
        else:
            raise StorageError(f"no free session name under {base}")
        target = f"{base}/{name}"
        written: list[str] = []
        try:
            for path in files:
                url = f"{target}/{path.name}"
                try:
                    _bounded(TIMEOUT_S + path.stat().st_size / MIN_RATE, url,
                             lambda: fs.put_file(str(path), url, mode="create"),
                             late=lambda _, url=url: fs.rm_file(url))
                except FileExistsError:
                    raise StorageError(f"{url} appeared while the capture was written; nothing replaced") from None
                written.append(url)
        except BaseException:
            for url in written:
                try:
                    fs.rm_file(url)
                except Exception:  # best effort: the error below says what failed
                    pass
            raise
    except (StorageError, Unsupported):
        raise
    except Exception as e:
        raise StorageError(f"cannot write the capture into {base} ({why(e)})") from None
    fs.invalidate_cache()
    return name, target
