"""Read `<host>.xplane.pb` (or `.xplane.pb.gz`) into a columnar `Profile`.

This is the only module that walks protobuf objects. scan.py finds where the
events lie in the file's bytes and hands everything else (names, metadata) to
the protobuf runtime, as an XSpace without events (the `xplane_raw.proto`
view); wire.py decodes all events of a plane into numpy columns at once,
straight from the file's bytes. A layout the scan does not follow is parsed
by the runtime instead. Event stats are decoded when first asked for (see
model.py).
"""

from __future__ import annotations

import mmap
import os
import threading
import zlib
from typing import Any

import numpy as np
from google.protobuf import message as pb_message
from google.protobuf import unknown_fields

from .. import progress
from ..errors import OutsideLogdir, ProfileChanged, ProfileError
from ..protos import xplane_raw_pb2
from . import inflate, model, scan, wire, wire_stats

# Event times stay far inside int64 so that sums (start + duration, host
# shifts) cannot wrap: 2**61 ps is 26 days; a real profile spans seconds to hours.
_MAX_TIME_PS = 2**61

XPLANE_SUFFIXES = (".xplane.pb", ".xplane.pb.gz")


def host_of(path: str | os.PathLike) -> str:
    """`<dir>/vm.xplane.pb` -> `vm`."""
    name = os.path.basename(os.fspath(path))
    for suffix in XPLANE_SUFFIXES:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


# Gzip data is decompressed up to a limit: GZIP_MAX_RATIO times the size of the
# file, but at least GZIP_MIN_LIMIT and at most GZIP_MAX_BYTES. Real xplane.pb.gz
# files expand 3-10x; a "gzip bomb" (e.g. zeros) expands ~1000x. The data is
# decompressed in steps of _GZIP_CHUNK output bytes, each reserved first in the
# process's inflate budget (profile/inflate.py, shared by all reads in flight), so
# memory never grows past the smaller of the two before a bomb is refused.
GZIP_MAX_RATIO = 64
GZIP_MIN_LIMIT = 64 << 20  # 64 MiB: small files may compress better than 64x
GZIP_MAX_BYTES = 4 << 30  # 4 GiB
_GZIP_CHUNK = 16 << 20  # output bytes per decompression step
_GZIP_INPUT_CHUNK = 1 << 20  # input bytes handed to zlib at a time
_READ_CHUNK = 32 << 20  # bytes read at a time (each read reports progress)
_MAPPED_FROM = 4 << 20  # files read into a mapping from this size on (_zeros)


def gzip_limit(compressed_size: int) -> int:
    """How many bytes gzip data of `compressed_size` bytes may expand to."""
    return min(GZIP_MAX_BYTES, max(GZIP_MIN_LIMIT, GZIP_MAX_RATIO * compressed_size))


# -- confinement to the logdir --------------------------------------------------------
# catalog.py registers each logdir it scans (resolved). A file under a registered
# root (as named, before symlinks are followed) is read only if it also resolves
# inside such a root: a file or directory swapped for a symlink out of the logdir
# after the scan is refused when it is opened (OutsideLogdir), not only by the
# next scan. Files under no registered root (the CLI's paths) are read as named.

_roots: frozenset[str] = frozenset()
_roots_lock = threading.Lock()


def confine_to(root: str | os.PathLike) -> None:
    """Files under `root` are read only if they resolve inside a registered root."""
    global _roots
    real = os.path.realpath(root)
    if real not in _roots:
        with _roots_lock:
            _roots = _roots | {real}


def _under(path: str, root: str) -> bool:
    return path == root or path.startswith(root if root.endswith(os.sep) else root + os.sep)


def _check_inside(path: str | os.PathLike, real: str) -> None:
    """Raises OutsideLogdir if `path` names a file under a registered logdir that
    resolves (`real`) outside every logdir that contains it."""
    roots = _roots
    if not roots:
        return
    named = os.path.abspath(path)
    containing = [r for r in roots if _under(named, r)]
    if containing and not any(_under(real, r) for r in containing):
        root = max(containing, key=len)
        raise OutsideLogdir(f"profile file {os.path.relpath(named, root)!r} resolves to a place outside "
                            "the logdir (a symlink out of it); it is not read")


def _open_checked(path: str | os.PathLike):
    """The file opened for reading, refused (OutsideLogdir) if it lies outside the
    logdir that names it. The path is resolved, checked and opened without
    following a last symlink; where /proc tells what was opened, that is checked
    too, so a swap between the check and the open is caught as well."""
    real = os.path.realpath(path)
    _check_inside(path, real)
    if not _roots:
        return open(path, "rb")
    fd = os.open(real, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        try:
            opened = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            opened = None
        if opened is not None and opened.startswith(os.sep):
            _check_inside(path, opened.removesuffix(" (deleted)"))
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_bytes(path: str | os.PathLike) -> bytes:
    """The serialized XSpace of a file, gunzipped when it is gzip data."""
    data, size = read_padded(path)
    return bytes(memoryview(data)[:size])


def _zeros(n: int) -> bytearray | mmap.mmap:
    """n zero bytes to read a file into. Past a few MiB, a private anonymous
    mapping: the system's zero pages, which the read writes once, where
    bytearray(n) writes zeros over all n bytes first (the 60M profile's 2.1 GB:
    0.95-1.1 s -> 0.85-0.88 s). Not advised into huge pages: see pages.py."""
    if n < _MAPPED_FROM or not hasattr(mmap, "MAP_PRIVATE"):
        return bytearray(n)
    return mmap.mmap(-1, n, flags=mmap.MAP_PRIVATE)


def read_padded(path: str | os.PathLike) -> tuple[bytearray | mmap.mmap, int]:
    """(buffer, size): the serialized XSpace of a file (gunzipped when it is
    gzip data, up to gzip_limit()) in buffer[:size], followed by wire.PAD zero
    bytes."""
    try:
        with _open_checked(path) as f:
            size = os.fstat(f.fileno()).st_size
            data = _zeros(size + wire.PAD)
            view = memoryview(data)
            got = 0
            while got < size:  # read straight into the buffer, a chunk at a time (progress)
                n = f.readinto(view[got:min(size, got + _READ_CHUNK)])
                if not n:
                    break
                got += n
                progress.report(progress.READING, got, size, "bytes", os.path.basename(path))
            del view
            if got < size:
                raise OSError(0, "the file shrank while it was being read")
            more = f.read()  # not a regular file, or one still growing
            if more:
                data = bytearray(memoryview(data)[:size]) + more + bytes(wire.PAD)
                size += len(more)
    except OSError as e:
        raise ProfileError(path, e.strerror or str(e)) from None
    if data[:2] == b"\x1f\x8b":
        data, size = _gunzip(memoryview(data)[:size], path)
    return data, size


def _gunzip(packed: memoryview, path) -> tuple[bytearray | mmap.mmap, int]:
    """(buffer, size): the data of all gzip members in `packed` (zero bytes between and
    after members are skipped, as gzip.decompress does) in buffer[:size], followed by
    wire.PAD zeros; refused past gzip_limit() or the process's inflate budget
    (profile/inflate.py). Each step's output is reserved before it is inflated, twice
    (zlib's bytes, then their copy in the buffer), so the read never holds more than
    it reserved; steps shrink near the cap to fit it."""
    own = gzip_limit(len(packed))
    cap = min(own, inflate.BUDGET.limit)
    # Mapped (past a few MiB): pages are memory only once written, and the buffer never
    # moves while it fills; a system without private mappings grows a bytearray.
    try:
        out = _zeros(cap + wire.PAD) if hasattr(mmap, "MAP_PRIVATE") else bytearray()
    except OSError:  # no room to map it all at once (strict overcommit)
        out = bytearray()
    size = pos = 0
    try:
        with inflate.BUDGET.reading() as read:
            while True:
                z = zlib.decompressobj(wbits=31)  # one gzip member: header, deflate, CRC and length
                pending = b""
                while not z.eof:
                    want = max(1, min(_GZIP_CHUNK, (cap - size) // 2))  # 1 at the cap: is there more?
                    read.reserve(min(2 * want, cap - read.held))
                    chunk = z.decompress(pending, want)
                    if size + len(chunk) > cap:
                        raise _past(path, cap, own, len(packed))
                    out[size:size + len(chunk)] = chunk
                    size += len(chunk)
                    read.release(read.held - size)
                    pending = z.unconsumed_tail  # input left over when `want` bytes came out
                    if not chunk and not pending and not z.eof:  # zlib needs more input
                        if pos >= len(packed):
                            raise ProfileError(path, "corrupt gzip data (the file ends inside compressed data)")
                        pending = packed[pos: pos + _GZIP_INPUT_CHUNK]
                        pos += len(pending)
                # The member ended inside the last piece of input: go on after it.
                pos -= len(z.unused_data)
                while pos < len(packed) and packed[pos] == 0:
                    pos += 1
                if pos >= len(packed):
                    return _fitted(out, size), size
    except inflate.PastLimit as e:  # the limit was lowered while this read ran
        raise _past(path, e.limit, own, len(packed)) from None
    except zlib.error as e:
        raise ProfileError(path, f"corrupt gzip data ({e})") from None


def _fitted(out, size: int):
    """`out` cut to size + wire.PAD bytes (its tail is zeros): a mapping shrinks in place
    where the system can (mremap), else is copied once."""
    n = size + wire.PAD
    if isinstance(out, bytearray):
        if len(out) > n:
            del out[n:]
        else:
            out.extend(bytes(n - len(out)))
        return out
    try:
        out.resize(n)
        return out
    except (OSError, SystemError, ValueError, TypeError):
        fitted = _zeros(n)
        fitted[:size] = out[:size]
        out.close()
        return fitted


def _past(path, cap: int, own: int, packed: int) -> ProfileError:
    if cap < own:
        return ProfileError(path, f"gzip data expands past {_mb(cap)}, the most this server inflates at a time "
                            f"(set by {inflate.ENV}); not read")
    return ProfileError(path, f"gzip data expands past {_mb(cap)} (limit: {GZIP_MAX_RATIO}x the file's "
                        f"{_mb(packed)}, at least {_mb(GZIP_MIN_LIMIT)} and at most {_mb(GZIP_MAX_BYTES)}); not read")


def _mb(n: int) -> str:
    """A size for a message: 510 KB, 64 MB, 4096 MB."""
    if n < 1 << 20:
        return f"{n} bytes" if n < 1024 else f"{n >> 10} KB"
    return f"{n >> 20} MB"


def parse(data, path: str | os.PathLike = "<bytes>") -> xplane_raw_pb2.XSpaceRaw:
    """Parses bytes as an XSpace, with a typed error for anything else."""
    try:
        xspace = xplane_raw_pb2.XSpaceRaw.FromString(data)
    except (pb_message.DecodeError, ValueError, RuntimeError):
        # The runtime's message names our internal message type; say what it means.
        raise ProfileError(path, "truncated or corrupt protobuf (not a complete XSpace)") from None
    _check_known(xspace, path)
    return xspace


def _check_known(xspace, path) -> None:
    # Random bytes sometimes parse as a message made only of unknown fields;
    # a real XSpace has none at its top two levels (tests check all levels).
    if len(unknown_fields.UnknownFieldSet(xspace)) or any(
        len(unknown_fields.UnknownFieldSet(p)) for p in xspace.planes
    ):
        raise ProfileError(path, "not an XSpace profile (unknown protobuf fields)")


# What the scan raises for a layout it does not follow or for bytes that are
# not an XSpace: the runtime's parse then reads it or says what is wrong.
_NOT_SCANNED = (ValueError, IndexError, OverflowError, RuntimeError, pb_message.DecodeError)


def layout(data, size: int, path: str | os.PathLike = "<bytes>") -> scan.Layout:
    """The XSpace in data[:size] without its events (data: followed by wire.PAD
    zeros), and per plane (buffer, event starts, ends, events per line)."""
    progress.report(progress.DECODING, 0, 0, "", "the protobuf")
    try:
        found = scan.scan(data, size)
    except _NOT_SCANNED:
        xspace = parse(memoryview(data)[:size], path)
        return scan.Layout(xspace, [_plane_events_bytes(p) for p in xspace.planes])
    _check_known(found.xspace, path)
    return found


def _plane_layout(data, size: int, path, index: int):
    """(buffer, event starts, ends, events per line) of plane `index` alone."""
    try:
        return scan.plane_events(data, size, index)
    except _NOT_SCANNED:
        xspace = parse(memoryview(data)[:size], path)
        if index >= len(xspace.planes):
            raise ProfileChanged(path) from None
        return _plane_events_bytes(xspace.planes[index])


class _ReadCache:
    """Keeps the most recently read file's bytes, so the stats decoding that
    usually follows a fresh load of a cached profile does not read the file
    once per plane."""

    def __init__(self):
        self._lock = threading.Lock()
        self._key = None
        self._value = None

    def put(self, key, value):
        with self._lock:
            self._key, self._value = key, value

    def get(self, key):
        with self._lock:
            return self._value if self._key == key else None


_read = _ReadCache()


def file_key(path: str | os.PathLike) -> tuple:
    """Identity of a file's current contents: (real path, size, mtime ns,
    ctime ns, device, inode, blake2b of its first and last 64 KiB).

    Any rewrite changes it: a replaced file has another inode, one rewritten
    in place a new ctime (which no program can set back, unlike the mtime),
    and on filesystems with coarse or unreliable times the head and tail of
    the contents tell most rewrites apart. Take it before reading a file and
    again after: data read between two different keys is not to be cached.
    Only regular files have one (a FIFO or a device would block or never end
    when read): anything else raises ProfileError, as a missing file does."""
    import hashlib
    import stat

    edge = 64 << 10
    real = os.path.realpath(path)
    _check_inside(path, real)  # before the cache is asked: a file swapped for a symlink out
    try:
        # Non-blocking: opening a FIFO planted under the name must not hang.
        fd = os.open(real, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as e:
        raise ProfileError(path, e.strerror or str(e)) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise ProfileError(path, "not a regular file")
        digest = hashlib.blake2b(digest_size=16)
        for offset in sorted({0, max(edge, st.st_size - edge)}):
            os.lseek(fd, offset, os.SEEK_SET)
            left = min(edge, max(st.st_size - offset, 0))
            while left > 0:
                chunk = os.read(fd, left)
                if not chunk:
                    break
                digest.update(chunk)
                left -= len(chunk)
    except OSError as e:
        raise ProfileError(path, e.strerror or str(e)) from None
    finally:
        os.close(fd)
    return (real, st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_dev, st.st_ino, digest.hexdigest())


def _reread(path: str, key):
    """(padded bytes, size) of the file, read again if needed: the file of identity
    `key` (checked before and after the read), else ProfileChanged."""
    found = _read.get(key)
    if found is None:
        if file_key(path) != key:
            raise ProfileChanged(path)
        found = read_padded(path)
        if file_key(path) != key:  # swapped between the check and the read
            raise ProfileChanged(path)
        _read.put(key, found)
    return found


def load(path: str | os.PathLike, *, host: str | None = None) -> model.Profile:
    """Reads one xplane file into a Profile (no cache; see cache.py)."""
    path = os.path.abspath(path)
    data, size = read_padded(path)
    return from_layout(layout(data, size, path), path=path, host=host or host_of(path))


def reattach_stats(profile: model.Profile, key) -> None:
    """Gives the planes of a profile read from the disk cache a way to decode
    their stats from the source file (re-parsed on demand)."""
    for index, plane in enumerate(profile.planes):
        if len(plane.events) and not plane.stats_loaded:
            source = _FileStats(profile.path, key, index, plane.stat_names)
            plane.set_stats_loader(source.table, source.columns)


class _FileStats:
    """A plane's stats, decoded from its file (parsed again on first use)."""

    def __init__(self, path, key, index, stat_names):
        self.path, self.key, self.index, self.stat_names = path, key, index, stat_names
        self._source = None
        self._lock = threading.Lock()

    def _events(self):
        with self._lock:
            if self._source is None:
                data, size = _reread(self.path, self.key)
                buf, starts, ends, _ = _plane_layout(data, size, self.path, self.index)
                try:
                    self._source = _StatSource(buf, wire.decode_events(buf, starts, ends), self.stat_names, self.path)
                except wire.WireError as e:
                    raise ProfileError(self.path, f"corrupt event data ({e})") from None
            return self._source

    def table(self) -> model.StatTable:
        return self._events().table()

    def columns(self, stat_ids, rows):
        return self._events().columns(stat_ids, rows)


class _StatSource:
    """Decodes a plane's stats from its buffer: all (StatTable) or some."""

    def __init__(self, buf, decoded: wire.DecodedEvents, stat_names, path, plane_name=""):
        self.buf, self.decoded, self.stat_names, self.path, self.plane_name = buf, decoded, stat_names, path, plane_name

    def _error(self, e):
        where = f" in plane {self.plane_name!r}" if self.plane_name else ""
        return ProfileError(self.path, f"corrupt stats{where} ({e})")

    def table(self) -> model.StatTable:
        try:
            return wire_stats.decode_stats(self.buf, self.decoded, self.stat_names)
        except wire.WireError as e:
            raise self._error(e) from None

    def columns(self, stat_ids, rows):
        try:
            found = wire_stats.decode_stat_columns(self.buf, self.decoded, stat_ids, rows)
        except wire.WireError as e:
            raise self._error(e) from None
        out = {}
        for sid, rec in found.items():
            text = (rec.kind == model.KIND_STR) | (rec.kind == model.KIND_BYTES)
            out[sid] = (rec.event, rec.kind, rec.bits, wire_stats.texts(self.buf, rec) if text.any() else None)
        return out


def from_layout(found: scan.Layout, *, path: str = "", host: str = "") -> model.Profile:
    """Builds a Profile from an XSpace's layout."""
    xspace = found.xspace
    stamps = [line.timestamp_ns for plane, events in zip(xspace.planes, found.events)
              for line, n in zip(plane.lines, events[3].tolist()) if n]
    origin_ns = min(stamps) if stamps else 0
    planes = []
    for k, (xplane, events) in enumerate(zip(xspace.planes, found.events)):
        progress.report(progress.DECODING, k, len(xspace.planes), "planes", xplane.name)
        planes.append(_plane(xplane, origin_ns, path, events))
    return model.Profile(
        host=host,
        path=path,
        origin_ns=origin_ns,
        planes=planes,
        hostnames=list(xspace.hostnames),
        errors=list(xspace.errors),
        warnings=list(xspace.warnings),
    )


def _plane_events_bytes(xplane) -> tuple:
    """All serialized events of a plane in one buffer: (buffer, starts, ends,
    events per line)."""
    chunks, lengths = [], []
    for xline in xplane.lines:
        events = list(xline.events)  # one bytes object per event, made once
        chunks.append(b"".join(events))
        lengths.append(np.fromiter(map(len, events), np.int64, len(events)))
    lengths = np.concatenate(lengths) if lengths else np.empty(0, np.int64)
    ends = np.cumsum(lengths)
    # Copy each line's bytes straight into one zero-padded buffer.
    buf = np.zeros(int(ends[-1]) + wire.PAD if len(ends) else wire.PAD, dtype=np.uint8)
    at = 0
    for chunk in chunks:
        buf[at:at + len(chunk)] = np.frombuffer(chunk, dtype=np.uint8)
        at += len(chunk)
    counts = np.array([len(xline.events) for xline in xplane.lines], np.int64)
    return buf, ends - lengths, ends, counts


def _plane(xplane, origin_ns: int, path: str, ranges) -> model.Plane:
    stat_names = {sid: md.name for sid, md in xplane.stat_metadata.items()}
    buf, starts, ends, counts = ranges
    try:
        decoded = wire.decode_events(buf, starts, ends)
    except wire.WireError as e:
        raise ProfileError(path, f"corrupt event data in plane {xplane.name!r} ({e})") from None
    lines = []
    bases = []
    start = 0
    for xline, n in zip(xplane.lines, counts.tolist()):
        base_ps = (xline.timestamp_ns - origin_ns) * 1000
        if n and not (0 <= base_ps < _MAX_TIME_PS):
            raise ProfileError(path, f"line {xline.name!r} starts too far from the others")
        bases.append(base_ps if n else 0)
        lines.append(
            model.Line(
                id=xline.id,
                display_id=xline.display_id,
                name=xline.name,
                display_name=xline.display_name,
                timestamp_ns=xline.timestamp_ns,
                duration_ps=xline.duration_ps,
                start=start,
                stop=start + n,
            )
        )
        start += n
    line_index = np.repeat(np.arange(len(lines), dtype=np.int32), counts)
    offset, duration = decoded.offset_ps, decoded.duration_ps
    if len(offset) and (offset.min() <= -_MAX_TIME_PS or offset.max() >= _MAX_TIME_PS
                        or duration.min() < 0 or duration.max() >= _MAX_TIME_PS):
        bad = (offset <= -_MAX_TIME_PS) | (offset >= _MAX_TIME_PS) | (duration < 0) | (duration >= _MAX_TIME_PS)
        raise ProfileError(path, f"event times out of range in plane {xplane.name!r}: {int(bad.sum())} "
                                 "events with a negative duration or an offset or duration over 26 days")
    # Offsets become start times in place: no second column of the plane's size.
    start_ps = offset
    for line, base in zip(lines, bases):
        if base and line.stop > line.start:
            start_ps[line.start:line.stop] += base
    events = model.EventTable(
        line=line_index,
        metadata_id=decoded.metadata_id,
        start_ps=start_ps,
        duration_ps=duration,
    )
    event_metadata = {
        mid: model.EventMetadata(
            id=md.id or mid,
            name=md.name,
            display_name=md.display_name,
            stats={stat_names.get(s.metadata_id, str(s.metadata_id)): _value(s, stat_names) for s in md.stats},
            child_ids=tuple(md.child_id),
        )
        for mid, md in xplane.event_metadata.items()
    }
    plane_stats = {stat_names.get(s.metadata_id, str(s.metadata_id)): _value(s, stat_names) for s in xplane.stats}

    has_stats = decoded.num_stats > 0
    source = _StatSource(buf, decoded, stat_names, path, xplane.name) if has_stats else None
    return model.Plane(
        id=xplane.id,
        name=xplane.name,
        lines=lines,
        events=events,
        event_metadata=event_metadata,
        stat_names=stat_names,
        stats=plane_stats,
        stats_loader=source.table if has_stats else None,
        columns_loader=source.columns if has_stats else None,
    )


def _value(stat, stat_names) -> Any:
    kind = stat.WhichOneof("value")
    if kind is None:
        return None
    value = getattr(stat, kind)
    if kind == "ref_value":
        return stat_names.get(value, "")
    return value
