"""Bulk helpers of the Kineto importer (kineto.py): codes of text columns through dicts,
numbers from lists of decoded values, raw JSON texts made distinct, the stat rows of a plane
gathered per stat name (_Stats) into a model.StatTable, and the Plane made of a plane's
columns (build_plane). All of it works on whole columns: one pass per column, no Python step
per event where a C-level one will do."""

from __future__ import annotations

import contextlib
import itertools
import operator
import re

import numpy as np
import orjson
from ..lazy_pandas import pd

from . import model

# Kineto args that few events have (not raw): looked for in one pass over a plane's rows.
_RARE_ARGS = frozenset({"call_stack", "collective", "in_nelems", "out_nelems", "group_size", "dtype", "pg_name"})
_DIGITS = re.compile(r"-?\d+")


def _codes(values: np.ndarray, text: bool = False, other: str | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(codes, distinct values) of an object array; with `text`, values that are not text
    become their str() (or `other`), and equal texts share a code."""
    codes, uniques = pd.factorize(values, use_na_sentinel=False)
    uniques = _objects(list(uniques))
    if text:
        shown = [u if type(u) is str else (str(u) if other is None else other) for u in uniques.tolist()]
        if shown != uniques.tolist():
            remap, uniques = pd.factorize(_objects(shown))
            codes = remap[codes]
            uniques = _objects(list(uniques))
    return codes.astype(np.int64), uniques


def _text_codes(values: list, other: str | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(codes, distinct texts) of a list, as _codes(..., text=True) gives them (codes in
    the order of first appearance; values that are not text become their str(), or
    `other`), through a dict (faster than factorizing an object array)."""
    index: dict = {}
    try:
        codes = np.fromiter([index.setdefault(v, len(index)) for v in values], np.int64, len(values))
    except TypeError:  # unhashable values (lists, objects from a hostile file): as text
        values = [v if type(v) in (str, int, float, bool) or v is None else str(v) for v in values]
        return _text_codes(values, other)
    uniques = list(index)
    shown = [u if type(u) is str else (str(u) if other is None else other) for u in uniques]
    if shown != uniques:
        again: dict = {}
        remap = np.array([again.setdefault(v, len(again)) for v in shown], np.int64)
        codes = remap[codes] if len(codes) else codes
        uniques = list(again)
    return codes, _objects(uniques)


def _value_codes(values: list) -> tuple[np.ndarray, np.ndarray]:
    """(codes, distinct values) of a list, as _codes gives them, through a dict."""
    index: dict = {}
    try:
        codes = np.fromiter([index.setdefault(v, len(index)) for v in values], np.int64, len(values))
    except TypeError:  # unhashable values: as _codes (pandas) compares them
        return _codes(_objects(values))
    return codes, _objects(list(index))


def _as_int(value, default: int) -> int:
    """An int from a number or the first integer in a text, else `default`."""
    if type(value) is int:
        return value
    if type(value) is float and value.is_integer():
        return int(value)
    if type(value) is str:
        m = _DIGITS.search(value)
        if m:
            return int(m.group())
    return default


def _index(values: np.ndarray, value) -> int:
    """Position of `value` among `values`, -2 (no code) if absent."""
    for i, v in enumerate(values.tolist()):
        if v == value and type(v) is type(value):
            return i
    return -2


def _objects(values) -> np.ndarray:
    """A 1-d object array of the values as they are (np.array would look into lists and
    buffers, and take seconds doing it)."""
    return np.fromiter(values, dtype=object, count=len(values))


def _floats(values) -> np.ndarray:
    """Numbers as float64, NaN for anything else (None, text, lists, booleans)."""
    if not len(values):
        return np.empty(0)
    if type(values) is list and set(map(type, values)) <= {int, float}:
        with contextlib.suppress(OverflowError):
            return np.fromiter(values, np.float64, len(values))
    values = values if isinstance(values, np.ndarray) else _objects(values)
    kinds = _objects(list(map(type, values)))
    number = (kinds == int) | (kinds == float)  # noqa: E721 (elementwise)
    out = np.full(len(values), np.nan)
    if number.all():
        return values.astype(np.float64)
    out[number] = values[number].astype(np.float64)
    return out


def _bounded(values, limit: float) -> np.ndarray:
    """Numbers as float64 (_floats), NaN where one is not below `limit` in magnitude: a
    [memory] arg of 1e300 would wrap when cast to int64."""
    out = _floats(values)
    return np.where(np.abs(out) < limit, out, np.nan)


def _middle(ts: np.ndarray) -> float:
    """The median of event times, an event's own (the lower middle)."""
    k = (len(ts) - 1) // 2
    return float(np.partition(ts, k)[k])


def _ints_or(values: list, missing: int) -> np.ndarray:
    """Integers in [0, 2**62) as int64, `missing` for anything else."""
    n = len(values)
    types = set(map(type, values)) if n else set()
    if n and types <= {int, type(None)}:  # without a test per value
        if type(None) in types:
            values = [-1 if v is None else v for v in values]  # -1: out of range, as None
        try:
            got = np.fromiter(values, np.int64, n)
        except OverflowError:
            got = None
        if got is not None:
            return np.where((got >= 0) & (got < 2**62), got, missing)
    return np.array([v if type(v) is int and 0 <= v < 2**62 else missing for v in values], dtype=np.int64) \
        if values else np.empty(0, np.int64)


def _distinct_texts(raws: list) -> tuple[np.ndarray, np.ndarray]:
    """(texts, codes): raw JSON values as text (UTF-8, errors replaced), one object per
    distinct text. Decoded in one piece: NUL, which no JSON text holds, between them (and
    an ASCII byte ends any invalid sequence as it would end the text)."""
    pieces = b"\0".join(raws).split(b"\0")  # the raw texts as bytes, which hash (Raw does not)
    if len(pieces) != len(raws):
        pieces = list(map(bytes, raws))
    index: dict = {}
    codes = np.fromiter([index.setdefault(b, len(index)) for b in pieces], np.int64, len(pieces))
    texts = b"\0".join(index).decode("utf-8", "replace").split("\0")
    remap, uniques = pd.factorize(_objects(texts))  # distinct bytes may decode to equal texts
    return _objects(list(uniques)), remap.astype(np.int64)[codes]


class _Stats:
    """Stat rows gathered per stat name: (event rows, values)."""

    def __init__(self):
        self.columns: dict[str, list] = {}

    def add(self, name: str, rows: np.ndarray, values: np.ndarray, skip) -> None:
        values = np.asarray(values)
        if skip is not None and len(values):
            keep = values != skip
            rows, values = rows[keep], values[keep]
        if len(rows):
            self.columns.setdefault(name, []).append((np.asarray(rows, np.int64), values))

    def args(self, reader: "_Reader", trace_rows: np.ndarray, rows: np.ndarray, which) -> None:
        """The decoded args `which` of the events `trace_rows` (plane rows `rows`) as stats:
        one pass per arg over the rows, and a quick count for the args no row has."""
        args = reader.args[trace_rows].tolist()
        if not args:
            return
        rare = [w for w in which if w[0] in _RARE_ARGS]
        if len(rare) > 1:  # one pass for the args few events have; then passes over those only
            which = [w for w in which if w[0] not in _RARE_ARGS]
            values = list(map(operator.attrgetter(*(w[0] for w in rare)), args))
            default = (None,) * len(rare)
            if values.count(default) != len(values):
                some = np.flatnonzero(np.fromiter(map(operator.ne, values, itertools.repeat(default)), bool, len(values)))
                self._args(reader.args[trace_rows[some]].tolist(), rows[some], rare)
        self._args(args, rows, which)

    def _args(self, args: list, rows: np.ndarray, which) -> None:
        n = len(args)
        for attribute, name, kind in which:
            values = list(map(operator.attrgetter(attribute), args))
            if kind == "raw":  # texts of all rows: a Raw from the file is never empty, an absent one is
                texts, codes = _distinct_texts(values)
                empty = [i for i, t in enumerate(texts.tolist()) if t == ""]
                present = np.flatnonzero(codes != empty[0]) if empty else np.arange(n)
                if len(present):
                    self.columns.setdefault(name, []).append((rows[present], texts[codes[present]]))
                continue
            absent = None
            missing = values.count(absent)
            if missing == n:
                continue
            if missing:
                present = np.flatnonzero(np.fromiter(map(operator.is_not, values, itertools.repeat(absent)), bool, n))
                values = list(map(values.__getitem__, present.tolist())) if 2 * missing > n else \
                    list(itertools.compress(values, map(operator.is_not, values, itertools.repeat(absent))))
            else:
                present = np.arange(n)
            self.columns.setdefault(name, []).append((rows[present], _values(values)))

    def table(self, order: np.ndarray) -> tuple[model.StatTable, dict[int, str]]:
        """The StatTable for events renumbered by `order` (new row i = old row order[i])."""
        new_row = np.empty(len(order), np.int64)
        new_row[order] = np.arange(len(order))
        parts = []
        names = {}
        for sid, (name, pieces) in enumerate(sorted(self.columns.items()), start=1):
            names[sid] = name
            for rows, values in pieces:
                parts.append((new_row[rows], np.full(len(rows), sid, np.int64), values))
        if not parts:
            return model.empty_stat_table(), names
        event = np.concatenate([p[0] for p in parts])
        # By event, then stat id (as np.lexsort((stat_id, event))): the parts are in stat id
        # order, so a stable sort by event alone. Each column is made and ordered in turn
        # (the peak memory of a load is here).
        o = np.argsort(event, kind="stable")
        event = event[o]
        stat_id = np.concatenate([p[1] for p in parts])[o]
        text = [p[2].dtype == object and _all_text(p[2]) for p in parts]
        kind = np.concatenate([np.full(len(p[2]), model.KIND_STR, np.int8) if t else _kinds(p[2])
                               for p, t in zip(parts, text)])[o]
        ival = np.concatenate([_ints(p[2]) for p in parts])[o]
        dval = np.concatenate([np.zeros(len(p[2])) if t else _doubles(p[2]) for p, t in zip(parts, text)])[o]
        sval = np.concatenate([p[2] if t else _texts(p[2]) for p, t in zip(parts, text)])[o]
        return model.StatTable(event=event, stat_id=stat_id, kind=kind, ival=ival, dval=dval, sval=sval), names


def _all_text(values: np.ndarray) -> bool:
    return set(map(type, values.tolist())) == {str}


def _values(vs: list) -> np.ndarray:
    """Arg values as one array: int64, float64, or objects (text; lists and dicts as JSON)."""
    types = set(map(type, vs))
    if types == {str}:
        return _objects(vs)
    if types == {int}:
        try:
            return np.fromiter(vs, np.int64, len(vs))
        except OverflowError:
            pass
    if types <= {int, float} and types:
        return np.fromiter(vs, np.float64, len(vs))
    out = np.empty(len(vs), dtype=object)
    out[:] = [v if type(v) is str else (orjson.dumps(v).decode() if isinstance(v, (list, dict)) else
                                        (float(v) if type(v) in (int, float) and not isinstance(v, bool) else str(v)))
              for v in vs]
    return out


def _kinds(values: np.ndarray) -> np.ndarray:
    if values.dtype.kind in "iu":
        return np.full(len(values), model.KIND_INT64, np.int8)
    if values.dtype.kind == "f":
        return np.full(len(values), model.KIND_DOUBLE, np.int8)
    return np.array([model.KIND_DOUBLE if type(v) is float else model.KIND_STR for v in values.tolist()], np.int8)


def _ints(values: np.ndarray) -> np.ndarray:
    return values.astype(np.int64) if values.dtype.kind in "iu" else np.zeros(len(values), np.int64)


def _doubles(values: np.ndarray) -> np.ndarray:
    if values.dtype.kind == "f":
        return values
    if values.dtype.kind in "iu":
        return np.zeros(len(values))
    return np.array([v if type(v) is float else 0.0 for v in values.tolist()], np.float64)


def _texts(values: np.ndarray) -> np.ndarray:
    out = np.full(len(values), None, dtype=object)
    if values.dtype == object:
        text = np.array([type(v) is str for v in values.tolist()], bool)
        out[text] = values[text]
    return out


def build_plane(plane_id, name, line_info, line_keys, start_ps, dur_ps, event_names, event_cats, stats: _Stats,
                plane_stats, category_stat: str) -> model.Plane:
    """A Plane whose events are grouped by line and sorted by start (longer first on ties,
    so a parent comes before its children); an event metadata per (name, category), the
    category as its `category_stat`."""
    order = np.lexsort((-dur_ps, start_ps, line_keys)) if len(start_ps) else np.empty(0, np.int64)
    line_sorted = np.asarray(line_keys, np.int64)[order]
    # Metadata: one per (name, category).
    name_codes, name_values = pd.factorize(event_names)
    cat_codes, cat_values = pd.factorize(event_cats)
    codes, pairs = pd.factorize(name_codes.astype(np.int64) * (len(cat_values) + 1) + cat_codes)
    metadata = {}
    for mid, pair in enumerate(pairs.tolist(), start=1):
        nm, c = name_values[pair // (len(cat_values) + 1)], cat_values[pair % (len(cat_values) + 1)]
        metadata[mid] = model.EventMetadata(id=mid, name=nm, display_name="", stats={category_stat: c} if c else {})
    counts = np.bincount(line_sorted, minlength=len(line_info)) if len(line_info) else np.empty(0, np.int64)
    stops = np.cumsum(counts)
    lines = []
    for i, (lid, label, display) in enumerate(line_info):
        lines.append(model.Line(id=lid, display_id=i, name=label, display_name=display, timestamp_ns=0,
                                duration_ps=0, start=int(stops[i] - counts[i]), stop=int(stops[i])))
    events = model.EventTable(line=line_sorted.astype(np.int32), metadata_id=(codes[order] + 1).astype(np.int64),
                              start_ps=start_ps[order], duration_ps=dur_ps[order])
    table, stat_names = stats.table(order)
    plane = model.Plane(id=plane_id, name=name, lines=lines, events=events, event_metadata=metadata,
                        stat_names=stat_names, stats=plane_stats, stat_table=table)
    return plane
