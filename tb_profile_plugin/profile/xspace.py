"""Read `<host>.xplane.pb` (or `.xplane.pb.gz`) into a columnar `Profile`.

This is the only module that walks protobuf objects. The file is parsed with
the `xplane_raw.proto` view, which leaves each line's events as raw bytes;
wire.py decodes all events of a plane into numpy columns at once. Event stats
are decoded per plane when first asked for (see model.py).
"""

from __future__ import annotations

import gzip
import os
import threading
import zlib
from typing import Any

import numpy as np
from google.protobuf import message as pb_message
from google.protobuf import unknown_fields

from ..errors import ProfileError
from ..protos import xplane_raw_pb2
from . import model, wire

_INT64_MAX = 2**63 - 1

XPLANE_SUFFIXES = (".xplane.pb", ".xplane.pb.gz")


def host_of(path: str | os.PathLike) -> str:
    """`<dir>/vm.xplane.pb` -> `vm`."""
    name = os.path.basename(os.fspath(path))
    for suffix in XPLANE_SUFFIXES:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


def read_bytes(path: str | os.PathLike) -> bytes:
    """The serialized XSpace of a file, gunzipped when it is gzip data."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise ProfileError(path, e.strerror or str(e)) from None
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as e:
            raise ProfileError(path, f"corrupt gzip data ({e})") from None
    return data


def parse(data: bytes, path: str | os.PathLike = "<bytes>") -> xplane_raw_pb2.XSpaceRaw:
    """Parses bytes as an XSpace, with a typed error for anything else."""
    try:
        xspace = xplane_raw_pb2.XSpaceRaw.FromString(data)
    except (pb_message.DecodeError, ValueError, RuntimeError):
        # The runtime's message names our internal message type; say what it means.
        raise ProfileError(path, "truncated or corrupt protobuf (not a complete XSpace)") from None
    # Random bytes sometimes parse as a message made only of unknown fields;
    # a real XSpace has none at its top two levels (tests check all levels).
    if len(unknown_fields.UnknownFieldSet(xspace)) or any(
        len(unknown_fields.UnknownFieldSet(p)) for p in xspace.planes
    ):
        raise ProfileError(path, "not an XSpace profile (unknown protobuf fields)")
    return xspace


class _ParsedCache:
    """Keeps the most recently parsed XSpace, so the stats decoding that
    usually follows a fresh load does not parse the file a second time."""

    def __init__(self):
        self._lock = threading.Lock()
        self._key = None
        self._xspace = None

    def put(self, key, xspace):
        with self._lock:
            self._key, self._xspace = key, xspace

    def get(self, key):
        with self._lock:
            return self._xspace if self._key == key else None


_parsed = _ParsedCache()


def file_key(path: str | os.PathLike) -> tuple[str, int, int]:
    """Identity of a file's current contents: (real path, size, mtime ns)."""
    real = os.path.realpath(path)
    try:
        st = os.stat(real)
    except OSError as e:
        raise ProfileError(path, e.strerror or str(e)) from None
    return (real, st.st_size, st.st_mtime_ns)


def _reparse(path: str, key) -> xplane_raw_pb2.XSpaceRaw:
    xspace = _parsed.get(key)
    if xspace is None:
        if file_key(path) != key:
            raise ProfileError(path, "the file changed while it was being read; reload the page")
        xspace = parse(read_bytes(path), path)
        _parsed.put(key, xspace)
    return xspace


def load(path: str | os.PathLike, *, host: str | None = None) -> model.Profile:
    """Reads one xplane file into a Profile (no cache; see cache.py)."""
    path = os.path.abspath(path)
    xspace = parse(read_bytes(path), path)
    return from_xspace(xspace, path=path, host=host or host_of(path))


def reattach_stats(profile: model.Profile, key) -> None:
    """Gives the planes of a profile read from the disk cache a way to decode
    their stats from the source file (re-parsed on demand)."""
    for index, plane in enumerate(profile.planes):
        if len(plane.events) and not plane.stats_loaded:
            plane.set_stats_loader(_stats_from_file(profile.path, key, index, plane.stat_names))


def _stats_from_file(path, key, index, stat_names):
    def load_stats():
        buf, starts, ends = _plane_events_bytes(_reparse(path, key).planes[index])
        try:
            return wire.decode_stats(buf, wire.decode_events(buf, starts, ends), stat_names)
        except wire.WireError as e:
            raise ProfileError(path, f"corrupt event data ({e})") from None
    return load_stats


def from_xspace(xspace, *, path: str = "", host: str = "") -> model.Profile:
    """Builds a Profile from a parsed XSpaceRaw."""
    stamps = [line.timestamp_ns for plane in xspace.planes for line in plane.lines if len(line.events)]
    origin_ns = min(stamps) if stamps else 0
    planes = [_plane(xplane, origin_ns, path) for xplane in xspace.planes]
    return model.Profile(
        host=host,
        path=path,
        origin_ns=origin_ns,
        planes=planes,
        hostnames=list(xspace.hostnames),
        errors=list(xspace.errors),
        warnings=list(xspace.warnings),
    )


def _plane_events_bytes(xplane) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """All serialized events of a plane in one buffer, with their byte ranges."""
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
    return buf, ends - lengths, ends


def _plane(xplane, origin_ns: int, path: str) -> model.Plane:
    stat_names = {sid: md.name for sid, md in xplane.stat_metadata.items()}
    buf, starts, ends = _plane_events_bytes(xplane)
    try:
        decoded = wire.decode_events(buf, starts, ends)
    except wire.WireError as e:
        raise ProfileError(path, f"corrupt event data in plane {xplane.name!r} ({e})") from None
    lines = []
    bases = []
    start = 0
    for xline in xplane.lines:
        n = len(xline.events)
        base_ps = (xline.timestamp_ns - origin_ns) * 1000
        if n and not (0 <= base_ps <= _INT64_MAX):
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
    counts = np.array([line.num_events for line in lines], dtype=np.int64)
    line_index = np.repeat(np.arange(len(lines), dtype=np.int32), counts)
    events = model.EventTable(
        line=line_index,
        metadata_id=decoded.metadata_id,
        start_ps=decoded.offset_ps + np.array(bases, dtype=np.int64)[line_index] if len(lines) else decoded.offset_ps,
        duration_ps=decoded.duration_ps,
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

    def load_stats() -> model.StatTable:
        try:
            return wire.decode_stats(buf, decoded, stat_names)
        except wire.WireError as e:
            raise ProfileError(path, f"corrupt stats in plane {xplane_name!r} ({e})") from None

    xplane_name = xplane.name
    has_stats = len(decoded.stat_event) > 0
    return model.Plane(
        id=xplane.id,
        name=xplane.name,
        lines=lines,
        events=events,
        event_metadata=event_metadata,
        stat_names=stat_names,
        stats=plane_stats,
        stats_loader=load_stats if has_stats else None,
    )


def _value(stat, stat_names) -> Any:
    kind = stat.WhichOneof("value")
    if kind is None:
        return None
    value = getattr(stat, kind)
    if kind == "ref_value":
        return stat_names.get(value, "")
    return value
