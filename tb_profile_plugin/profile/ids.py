"""64-bit ids of events, exact: program ids and the like.

XLA program ids on TPU are 64-bit fingerprints, most of them above 2^63 (a uint64 stat, or
the int64 bit pattern of the metadata id in `/host:metadata`), and above 2^53 a float64
loses them. These helpers read such a stat as uint64 bit patterns (int64 values as their
bits, text as a decimal integer), never through a float, beside a mask of the events
that have one. Python ints made from them (`.tolist()`) are the ids as XProf prints them.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from .model import Plane

# A 64-bit id as text: ASCII digits, at most 20 (int() of longer text is no id, and past
# 4,300 digits it raises).
_DECIMAL = re.compile(r"\s*[+-]?[0-9]{1,20}\s*")
_SUFFIX = re.compile(r"\((\d+)\)$")
_MASK = (1 << 64) - 1


def as_id(value: Any) -> int | None:
    """One stat value as a 64-bit id (a Python int in [0, 2^64)), None when it is none:
    ints as they are (negative ones as their uint64 bits), decimal text of up to 20 digits,
    whole floats below 2^53 (above it a double holds no exact id)."""
    if isinstance(value, (bool, np.bool_)) or value is None:
        return None
    if isinstance(value, (int, np.integer)):
        return int(value) & _MASK
    if isinstance(value, bytes):
        value = value.decode("ascii", "replace")
    if isinstance(value, str):
        return int(value) & _MASK if _DECIMAL.fullmatch(value) else None
    if isinstance(value, (float, np.floating)) and np.isfinite(value) and value == int(value) \
            and abs(value) < 2.0**53:
        return int(value) & _MASK
    return None


def suffix_id(name: str) -> int | None:
    """The id at the end of a module name `jit_f(12190760917235803885)`, exact."""
    found = _SUFFIX.search(name)
    return int(found.group(1)) & _MASK if found else None


def _ids_of(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(uint64 ids, known) of a stat column's values."""
    if values.dtype.kind == "u":
        return values.astype(np.uint64, copy=False), np.ones(len(values), bool)
    if values.dtype.kind == "i":
        return values.astype(np.int64, copy=False).view(np.uint64), np.ones(len(values), bool)
    if values.dtype.kind == "f":
        known = np.isfinite(values) & (values == np.round(values)) & (np.abs(values) < 2.0**53)
        return np.where(known, values, 0).astype(np.int64).view(np.uint64), known
    # Objects (mixed kinds, text): one conversion per distinct value.
    from ..lazy_pandas import pd

    codes, uniques = pd.factorize(pd.Series(values, dtype=object), use_na_sentinel=False)
    parsed = [as_id(u) for u in uniques]
    ids = np.array([0 if v is None else v for v in parsed] + [0], dtype=np.uint64)
    known = np.array([v is not None for v in parsed] + [False])
    return ids[codes], known[codes]


def stat_ids_at(plane: Plane, name: str, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(ids as uint64, known) of stat `name` of the events at `rows`: the event's own
    value, else its metadata's (as `Plane.stat_at` reads a stat), exact to 64 bits."""
    rows = np.asarray(rows, np.int64)
    found = plane.metadata_stat(name)
    order = plane._metadata_order().tolist()
    per_md = [as_id(found.get(i)) for i in order]
    md_ids = np.array([0 if v is None else v for v in per_md] + [0], dtype=np.uint64)
    md_known = np.array([v is not None for v in per_md] + [False])
    codes = plane.metadata_codes(plane.events.metadata_id[rows])
    out, known = md_ids[codes], md_known[codes]
    if plane.stat_id(name) is None or not len(rows):
        return out, known
    column = plane.stat(name)
    if not len(column):
        return out, known
    pos = np.minimum(np.searchsorted(column.events, rows), len(column) - 1)
    hit = column.events[pos] == rows
    if not hit.any():
        return out, known
    if column._values is None and column._ints is not None:  # int64 and uint64 mixed: the bits
        ids, ok = column._ints[1][pos[hit]].view(np.uint64), np.ones(int(hit.sum()), bool)
    else:
        ids, ok = _ids_of(np.asarray(column.values[pos[hit]]))
    out, known = out.copy(), known.copy()
    where = np.flatnonzero(hit)[ok]
    out[where], known[where] = ids[ok], True
    return out, known
