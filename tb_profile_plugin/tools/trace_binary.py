"""trace_viewer@'s binary windows (format=binary, docs/http_api.md): a window reply as
typed columns behind a JSON header, which the timeline reads in place."""

from __future__ import annotations

from typing import Mapping

import numpy as np
import orjson


# A binary reply starts with this (a JSON reply never does: it starts with "{").
MAGIC = b"TBPW"
_COLUMNS = ("id", "track", "row", "ts", "dur", "name", "count", "busy")
_WHOLE_TYPES = tuple((np.dtype(t).name, np.iinfo(t)) for t in (np.int8, np.uint8, np.int16, np.uint16, np.int32))
_ALIGN = 8


def _json(value) -> bytes:
    """JSON as the routes write it (numpy arrays as lists, as service.dumps)."""
    return orjson.dumps(value, option=orjson.OPT_SERIALIZE_NUMPY | orjson.OPT_NON_STR_KEYS)


def encode(reply: dict, options: Mapping[str, str]) -> bytes:
    """The reply's bytes: JSON, or `binary` for a window asked with format=binary."""
    if options.get("format") == "binary" and "events" in reply:
        return binary(reply)
    return _json(reply)


def _narrow(values: np.ndarray) -> np.ndarray:
    """Whole numbers in the narrowest type of _WHOLE_TYPES that holds them (float64 if none)."""
    values = np.asarray(values)
    if values.dtype.kind == "f":
        return values.astype("<f8", copy=False)
    lo, hi = (int(values.min()), int(values.max())) if len(values) else (0, 0)
    for name, limits in _WHOLE_TYPES:
        if limits.min <= lo and hi <= limits.max:
            return values.astype(np.dtype(name).newbyteorder("<"), copy=False)
    return values.astype("<f8")


def binary(reply: dict) -> bytes:
    """A window reply as bytes (docs/http_api.md, format=binary): MAGIC, the header's
    length (uint32 LE), the header (the JSON reply with `events` = {"length", "columns":
    [{"name", "type", "offset"}]}, space-padded so the columns start 8-aligned), then each
    event column, little-endian at its 8-aligned offset. The timeline reads the columns as
    typed arrays in place: no JSON of hundreds of thousands of boxes to write or parse."""
    columns = [(key, np.ascontiguousarray(_narrow(reply["events"][key]))) for key in _COLUMNS]
    padded = [-(-values.nbytes // _ALIGN) * _ALIGN for _, values in columns]

    def header(start: int) -> tuple[bytes, list[dict]]:
        described, at = [], start
        for (key, values), size in zip(columns, padded):
            described.append({"name": key, "type": values.dtype.name, "offset": at})
            at += size
        head = {**reply, "events": {"length": len(columns[0][1]), "columns": described}}
        return _json(head), described

    # The offsets are in the header, whose length moves them: start past the header
    # laid out from 0, and again (rarely) until the header fits before the columns.
    start = 0
    while True:
        head, described = header(start)
        if 8 + len(head) <= start:
            break
        start = -(-(8 + len(head) + 64) // _ALIGN) * _ALIGN
    pieces = [MAGIC, (start - 8).to_bytes(4, "little"), head.ljust(start - 8, b" ")]
    for (_, values), size in zip(columns, padded):
        pieces += [memoryview(values).cast("B"), bytes(size - values.nbytes)]
    return b"".join(pieces)
