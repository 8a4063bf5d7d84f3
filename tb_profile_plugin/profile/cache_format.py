"""The profile entry of the disk cache (profile/cache.py): a Profile as data.

One JSON manifest (names, lines, metadata, stats, and where each column lies)
followed by the numpy columns, raw and 64-byte aligned, read back with
np.frombuffer from a whitelist of plain dtypes: no object arrays, nothing
unpickled. A manifest of another FORMAT_VERSION is not read.
"""

from __future__ import annotations

import dataclasses
import re
import struct

import numpy as np
import orjson

from . import model

# Bump when the profile entry (the manifest below) changes shape.
FORMAT_VERSION = 2
# The fields of the model's classes, also in every profile key: an entry
# written before a field was added, removed or retyped is never read as if
# it had the new shape (bump FORMAT_VERSION when a field changes meaning).
MODEL_SHAPE = repr([(cls.__name__, [(f.name, str(f.type)) for f in dataclasses.fields(cls)])
                    for cls in (model.Line, model.EventMetadata, model.EventTable, model.StatTable)])

_ALIGN = 64
_DTYPE = re.compile(r"[<>|][biuf][1248]")  # plain numbers only: never object arrays


class _Writer:
    """Collects a profile's arrays (raw, aligned) and the JSON-able manifest."""

    def __init__(self):
        self.chunks: list = []
        self.arrays: list = []
        self.size = 0

    def array(self, values: np.ndarray) -> int:
        values = np.ascontiguousarray(values)
        if values.ndim != 1 or not _DTYPE.fullmatch(values.dtype.str):
            raise TypeError(f"cannot store a {values.dtype} array of shape {values.shape}")
        pad = -self.size % _ALIGN
        if pad:
            self.chunks.append(bytes(pad))
            self.size += pad
        self.arrays.append([values.dtype.str, len(values), self.size])
        self.chunks.append(values.view(np.uint8) if len(values) else b"")
        self.size += values.nbytes
        return len(self.arrays) - 1

    def value(self, v: Any):
        """A stat value (None, bool, int, float, str, bytes) as JSON."""
        if v is None or type(v) is str:
            return v
        if type(v) is bool:
            return ["t", v]
        if isinstance(v, (int, np.integer)):
            return ["i", int(v)]
        if isinstance(v, (float, np.floating)):
            return ["f", float(v).hex()]  # exact, NaN and infinities too
        if isinstance(v, (bytes, bytearray)):
            return ["b", self.array(np.frombuffer(bytes(v), np.uint8))]
        if isinstance(v, str):
            return str(v)
        raise TypeError(f"cannot store a stat value of type {type(v).__name__}")

    def column(self, values: np.ndarray):
        """A table column: numbers as an array, objects as codes into values."""
        if values.dtype != object:
            return {"a": self.array(values)}
        codes, uniques = _factorize(values)
        return {"codes": self.array(codes), "values": [self.value(v) for v in uniques]}


def _factorize(values: np.ndarray) -> tuple[np.ndarray, list]:
    """Codes (-1: None) and distinct values of an object array."""
    import pandas as pd

    codes, uniques = pd.factorize(values, use_na_sentinel=True)
    missing = codes < 0
    if missing.any() and not np.all(values[missing] == None):  # noqa: E711 (elementwise)
        raise TypeError("cannot store a column with NaN objects")
    width = np.int32 if len(uniques) < 2**31 else np.int64
    return codes.astype(width), list(uniques)


def frame(manifest: dict, w: _Writer) -> list:
    """An entry's chunks: the manifest's length and JSON, padding, then the writer's arrays."""
    head = orjson.dumps(manifest)
    head = struct.pack("<Q", len(head)) + head
    return [head, bytes(-len(head) % _ALIGN), *w.chunks]


def unframe(payload: memoryview, version: int) -> tuple[dict, "_Reader"]:
    """(manifest, reader of its arrays) of an entry written by `frame` with that format
    version; raises on anything else."""
    (size,) = struct.unpack_from("<Q", payload)
    if size > len(payload) - 8:
        raise ValueError("manifest runs past the entry")
    m = orjson.loads(payload[8:8 + size])
    if m["format"] != version:
        raise ValueError("another format")
    start = 8 + size
    start += -start % _ALIGN
    return m, _Reader(payload[start:], m["arrays"])


def encode_profile(profile: model.Profile) -> list:
    w = _Writer()
    planes = []
    for plane in profile.planes:
        table = plane.stat_table if plane.stats_loaded else None
        planes.append({
            "id": plane.id,
            "name": plane.name,
            "lines": [[getattr(line, f.name) for f in dataclasses.fields(model.Line)] for line in plane.lines],
            "events": {f.name: w.array(getattr(plane.events, f.name)) for f in dataclasses.fields(model.EventTable)},
            "metadata": [
                [mid, md.id, md.name, md.display_name, [[k, w.value(v)] for k, v in md.stats.items()], list(md.child_ids)]
                for mid, md in plane.event_metadata.items()
            ],
            "stat_names": [[sid, name] for sid, name in plane.stat_names.items()],
            "stats": [[k, w.value(v)] for k, v in plane.stats.items()],
            "stat_table": None if table is None else {
                f.name: w.column(getattr(table, f.name)) for f in dataclasses.fields(model.StatTable)
            },
        })
    return frame({
        "format": FORMAT_VERSION,
        "host": profile.host,
        "path": profile.path,
        "origin_ns": profile.origin_ns,
        "hostnames": list(profile.hostnames),
        "errors": list(profile.errors),
        "warnings": list(profile.warnings),
        "line_fields": [f.name for f in dataclasses.fields(model.Line)],
        "planes": planes,
        "arrays": w.arrays,
    }, w)


class _Reader:
    def __init__(self, buf: memoryview, arrays: list):
        self.buf, self.arrays = buf, arrays
        self.copy = True  # part_format: copy arrays out of the payload

    def array(self, index) -> np.ndarray:
        dtype, count, offset = self.arrays[index]
        if not (isinstance(dtype, str) and _DTYPE.fullmatch(dtype)):
            raise ValueError(f"dtype {dtype!r} not allowed")
        dtype = np.dtype(dtype)
        if not (type(count) is int and type(offset) is int and 0 <= offset and 0 <= count):
            raise ValueError("bad array bounds")
        if offset + count * dtype.itemsize > len(self.buf):
            raise ValueError("array runs past the entry")
        return np.frombuffer(self.buf, dtype=dtype, count=count, offset=offset)

    def value(self, v):
        if v is None or type(v) is str:
            return v
        tag, x = v
        if tag == "i" and type(x) is int:
            return x
        if tag == "f" and type(x) is str:
            return float.fromhex(x)
        if tag == "b":
            return self.array(x).tobytes()
        if tag == "t" and type(x) is bool:
            return x
        raise ValueError(f"bad value {v!r}")

    def column(self, c) -> np.ndarray:
        if "a" in c:
            return self.array(c["a"])
        codes = self.array(c["codes"])
        values = np.empty(len(c["values"]) + 1, dtype=object)  # the last: None, for code -1
        values[:-1] = [self.value(v) for v in c["values"]]
        if len(codes) and (codes.min() < -1 or codes.max() >= len(values) - 1):
            raise ValueError("codes out of range")
        return values[codes]


def decode_profile(payload: memoryview) -> model.Profile:
    """A Profile from an entry's payload; raises (anything) on bad data."""
    m, r = unframe(payload, FORMAT_VERSION)
    line_fields = m["line_fields"]
    planes = []
    for p in m["planes"]:
        lines = [model.Line(**dict(zip(line_fields, values, strict=True))) for values in p["lines"]]
        events = model.EventTable(**{name: r.array(i) for name, i in p["events"].items()})
        n = len(events)
        if any(len(getattr(events, f.name)) != n for f in dataclasses.fields(model.EventTable)):
            raise ValueError("event columns of different lengths")
        if any(not 0 <= line.start <= line.stop <= n for line in lines):
            raise ValueError("line rows out of range")
        table = None
        if p["stat_table"] is not None:
            table = model.StatTable(**{name: r.column(c) for name, c in p["stat_table"].items()})
            if len({len(getattr(table, f.name)) for f in dataclasses.fields(model.StatTable)}) != 1:
                raise ValueError("stat columns of different lengths")
        planes.append(model.Plane(
            id=p["id"],
            name=p["name"],
            lines=lines,
            events=events,
            event_metadata={
                mid: model.EventMetadata(id=i, name=name, display_name=display,
                                         stats={k: r.value(v) for k, v in stats}, child_ids=tuple(children))
                for mid, i, name, display, stats, children in p["metadata"]
            },
            stat_names={sid: name for sid, name in p["stat_names"]},
            stats={k: r.value(v) for k, v in p["stats"]},
            stat_table=table,
        ))
    return model.Profile(
        host=m["host"], path=m["path"], origin_ns=m["origin_ns"], planes=planes,
        hostnames=m["hostnames"], errors=m["errors"], warnings=m["warnings"],
    )
