"""Stat values: their kinds, a plane's StatTable, one stat's StatColumn, and the rules
that read a value as text (`as_text`) or as a number (`as_number`).

A profile's stats are untrusted: any stat may hold a value of any kind (text where a
number is expected, bytes that are no UTF-8, NaN, a dangling ref). The typed reads give
every value the kind the reader asks for, the same on every numpy and pandas version:
`StatColumn.numbers()` float64, NaN for a value that is no number; `StatColumn.texts()` /
`text_codes()` str, bytes decoded with errors replaced, "" for none.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Mapping, Sequence

import numpy as np

# Kinds of stat values, as stored in StatTable.kind.
KIND_NONE, KIND_DOUBLE, KIND_UINT64, KIND_INT64, KIND_STR, KIND_BYTES, KIND_REF = range(7)


@dataclasses.dataclass(frozen=True)
class StatTable:
    """All event stats of a plane, one row per stat.

    Columns: `event` (row of the plane's EventTable, ascending), `stat_id`
    (key of Plane.stat_names), `kind` (KIND_*), `ival` (int64, uint64 stored as
    its int64 bit pattern, or ref id), `dval` (float64), `sval` (object array:
    str/bytes values, and the names that ref values point to; None elsewhere).
    """

    event: np.ndarray
    stat_id: np.ndarray
    kind: np.ndarray
    ival: np.ndarray
    dval: np.ndarray
    sval: np.ndarray

    def __len__(self) -> int:
        return len(self.event)


class StatColumn:
    """One stat's values: `values[i]` belongs to event row `events[i]`.

    Text stats may be held as `codes` into unique `categories` (values =
    categories[codes], made on first use); `codes()` gives that form for any
    column. Ids written as int64 by some events and as uint64 above int64's
    range by others (TF's `_p`, `_c`, `id`) may be held as `ints`, their
    (kinds, int64 bit patterns): their values are Python ints, made on first
    use, and `int_values()` reads the bits without them.
    """

    __slots__ = ("events", "_values", "_codes", "_categories", "_ints")

    def __init__(self, events: np.ndarray, values: np.ndarray | None = None, *,
                 codes: np.ndarray | None = None, categories: np.ndarray | None = None,
                 ints: tuple[np.ndarray, np.ndarray] | None = None):
        if values is None and ints is None and (codes is None or categories is None):
            raise ValueError("StatColumn needs values, ints, or codes and categories")
        self.events = events
        self._values = values
        self._codes = codes
        self._categories = categories
        self._ints = ints

    def __getstate__(self):
        return (self.events, self._values, self._codes, self._categories, self._ints)

    def __setstate__(self, state):
        self.events, self._values, self._codes, self._categories, self._ints = (*state, None)[:5]

    def __repr__(self) -> str:
        return f"StatColumn({len(self)} events)"

    @property
    def values(self) -> np.ndarray:
        if self._values is None:
            if self._ints is not None:
                kinds, bits = self._ints
                self._values = values_of(kinds, lambda: bits, lambda: np.zeros(len(bits)), lambda: None)
            else:
                self._values = self._categories[self._codes]
        return self._values

    def __len__(self) -> int:
        return len(self.events)

    def for_events(self, n_events: int, fill: Any = np.nan) -> np.ndarray:
        """The values spread over all n_events rows, `fill` where absent."""
        values = self.values
        numeric = values.dtype.kind in "iuf" and isinstance(fill, (int, float))
        dtype = np.result_type(values.dtype, type(fill)) if numeric else object
        out = np.full(n_events, fill, dtype=dtype)
        out[self.events] = values
        return out

    def codes(self) -> tuple[np.ndarray, np.ndarray]:
        """(codes, categories): the distinct values (in no particular order)
        and the index of each value among them. Values equal as Python
        objects share a category, as in a pandas groupby."""
        if self._codes is None:
            self._codes, self._categories = _factorize(self.values)
        return self._codes, self._categories

    def numbers(self) -> np.ndarray:
        """The values as float64 (`as_number`: text that spells a number counts; other
        text, bytes, none and non-finite values are NaN): a value of the wrong kind reads
        as missing."""
        values = self.values
        if values.dtype.kind in "iub":
            return values.astype(np.float64)
        if values.dtype.kind == "f":
            return np.where(np.isfinite(values), values, np.nan)
        # Objects: a column of mixed kinds (an odd file); one call per value.
        return _as_numbers(values).astype(np.float64)

    def texts(self) -> np.ndarray:
        """The values as text, an object array of str (`as_text`: bytes decoded with
        errors replaced, none and NaN ""), one conversion per distinct value."""
        codes, labels = self.text_codes()
        return labels[codes]

    def text_codes(self) -> tuple[np.ndarray, np.ndarray]:
        """(codes, texts): texts() as codes into its distinct texts (values that read as
        one text, e.g. None and "", share a code). Compare codes, not texts: numpy drops
        a str scalar's trailing NULs, so `texts == "a\\x00"` matches nothing."""
        codes, categories = self.codes()
        distinct: dict[str, int] = {}
        remap = np.array([distinct.setdefault(as_text(c), len(distinct)) for c in categories.tolist()], np.int64)
        labels = np.empty(len(distinct), dtype=object)
        labels[:] = list(distinct)
        return remap[codes] if len(remap) else codes, labels

    def int_values(self) -> tuple[np.ndarray, np.ndarray]:
        """(events, values as int64) of the integer values, for id-like stats:
        uint64 values above int64's range wrap (they stay distinct), whole
        doubles count, other values are left out."""
        if self._values is None and self._ints is not None:
            return self.events, self._ints[1]
        values = np.asarray(self.values)
        if values.dtype.kind in "iu":
            return self.events, values.astype(np.int64)
        events = self.events
        if values.dtype.kind != "f":  # objects: numbers among other values
            from ..lazy_pandas import pd

            number = pd.to_numeric(pd.Series(values), errors="coerce")
            ok = number.notna().to_numpy()
            events, values = events[ok], number.to_numpy()[ok]
            if values.dtype.kind in "iu":
                return events, values.astype(np.int64)
        values = values.astype(np.float64)
        whole = np.isfinite(values) & (values == np.round(values)) & (np.abs(values) < 2.0**63)
        return events[whole], values[whole].astype(np.int64)

    def take(self, sel) -> "StatColumn":
        """The entries `sel` (indices or a mask) of this column."""
        if self._values is None and self._ints is not None:
            return StatColumn(self.events[sel], ints=(self._ints[0][sel], self._ints[1][sel]))
        if self._values is None:
            return StatColumn(self.events[sel], codes=self._codes[sel], categories=self._categories)
        return StatColumn(self.events[sel], self._values[sel])


def _factorize(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    if values.dtype != object:
        categories, codes = np.unique(values, return_inverse=True)
        return codes.reshape(-1).astype(np.int64), categories
    import pandas as pd

    codes, uniques = pd.factorize(values, use_na_sentinel=True)
    categories = list(np.asarray(uniques, dtype=object))
    missing = np.flatnonzero(codes < 0)
    if missing.size:  # None and NaN stay apart (they print differently)
        seen: dict = {}
        for i in missing.tolist():
            v = values[i]
            key = (type(v), v is None)
            if key not in seen:
                seen[key] = len(categories)
                categories.append(v)
            codes[i] = seen[key]
    out = np.empty(len(categories), dtype=object)
    out[:] = categories
    return codes.astype(np.int64), out


def column_values(table: StatTable, rows: np.ndarray) -> np.ndarray:
    """Values of the given stat rows: numeric array if they all are, else objects."""
    return values_of(table.kind[rows], lambda: table.ival[rows], lambda: table.dval[rows], lambda: table.sval[rows])


def values_of(kinds: np.ndarray, ival: Callable[[], np.ndarray], dval: Callable[[], np.ndarray],
              sval: Callable[[], np.ndarray]) -> np.ndarray:
    """Stat values from their kinds and (made on demand) int, double and
    object columns: a numeric array if all are numbers of one kind, else
    objects (None for stats without a value)."""
    if len(kinds) and np.all(kinds == KIND_DOUBLE):
        return dval()
    if len(kinds) and np.all(kinds == KIND_INT64):
        return ival()
    if len(kinds) and np.all(kinds == KIND_UINT64):
        return ival().view(np.uint64)
    if len(kinds) and np.all((kinds == KIND_INT64) | (kinds == KIND_UINT64)):
        # Ids written as int64 by one event and uint64 by another (TF's `_p`, `_c`):
        # int64 when every uint64 fits, not millions of Python ints.
        bits = ival()
        if not ((bits < 0) & (kinds == KIND_UINT64)).any():
            return bits
    text = np.isin(kinds, (KIND_STR, KIND_BYTES, KIND_REF))
    if len(kinds) and np.all(text):
        return sval()
    out = np.empty(len(kinds), dtype=object)
    ints, doubles = ival(), dval()
    for kind, source in ((KIND_DOUBLE, doubles), (KIND_INT64, ints), (KIND_UINT64, ints.view(np.uint64))):
        sel = kinds == kind
        out[sel] = source[sel]
    if text.any():
        out[text] = sval()[text]
    return out


def as_text(value: Any) -> str:
    """A stat value as text: bytes decoded (UTF-8, errors replaced), None
    and NaN as ""."""
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return ""
    return str(value)


def as_number(value: Any) -> float:
    """A stat value as a number (float() of it); NaN when it is none or not finite."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return np.nan
    return number if np.isfinite(number) else np.nan


_as_numbers = np.frompyfunc(as_number, 1, 1)


# (stat ids, event rows or None) -> {stat id: (event rows, kinds, value bits,
# str/bytes values or None)}: what a plane's loader decodes for stat_columns.
ColumnsLoader = Callable[[Sequence[int], "np.ndarray | None"], Mapping[int, tuple]]


def _empty_column() -> StatColumn:
    return StatColumn(np.empty(0, np.int64), np.empty(0))


def _restrict(column: StatColumn, rows: np.ndarray | None) -> StatColumn:
    if rows is None or not len(column):
        return column
    events = column.events
    top = max(int(rows[-1]), int(events.max())) + 1 if len(rows) else 0
    if len(rows) and top <= 16 * (len(rows) + len(events)):
        # Rows dense among the events: a mask of them, no search (big_tf's Regions:
        # 295k consumers among 147k rows, 3 -> 0.3 ms); no larger than the search's arrays.
        inside = np.zeros(top, bool)
        inside[rows] = True
        keep = inside[events]
    else:
        pos = np.minimum(np.searchsorted(rows, events), max(len(rows) - 1, 0))
        keep = rows[pos] == events if len(rows) else np.zeros(len(column), bool)
    return column if keep.all() else column.take(keep)


def _column(decoded: tuple | None, stat_names: Mapping[int, str]) -> StatColumn:
    """A StatColumn from decoded records, with the values `stat()` gives."""
    if decoded is None:  # a known stat no event (of those asked for) has
        return StatColumn(np.empty(0, np.int64), np.empty(0, dtype=object))
    events, kinds, bits, texts = decoded
    if len(kinds) and np.all(kinds == KIND_REF):
        codes, categories = _ref_codes(bits, stat_names)
        return StatColumn(events, codes=codes, categories=categories)
    doubles = kinds == KIND_DOUBLE

    def ival():
        return np.where(doubles, 0, bits) if doubles.any() else bits

    def dval():
        return np.where(doubles, bits.view(np.float64), 0.0)

    def sval():
        out = np.full(len(kinds), None, dtype=object) if texts is None else texts.copy()
        refs = kinds == KIND_REF
        if refs.any():
            codes, categories = _ref_codes(bits[refs], stat_names)
            out[refs] = categories[codes]
        return out

    if len(kinds) and np.all(doubles):
        return StatColumn(events, bits.view(np.float64))
    return _typed_column(events, kinds, ival, dval, sval)


def _typed_column(events: np.ndarray, kinds: np.ndarray, ival, dval, sval) -> StatColumn:
    """A StatColumn of values_of(kinds, ...); ids mixing int64 with uint64 values
    above int64's range as their bits (their Python ints made on first use)."""
    if len(kinds) and np.all((kinds == KIND_INT64) | (kinds == KIND_UINT64)):
        bits = ival()
        if (kinds == KIND_INT64).any() and ((bits < 0) & (kinds == KIND_UINT64)).any():
            return StatColumn(events, ints=(kinds, bits))
        ival = lambda: bits  # noqa: E731 (gathered once)
    return StatColumn(events, values_of(kinds, ival, dval, sval))


def _ref_codes(ref_ids: np.ndarray, stat_names: Mapping[int, str]) -> tuple[np.ndarray, np.ndarray]:
    """Codes and distinct names of the stat metadata that ref values point to."""
    if len(ref_ids) and 0 <= ref_ids.min() and ref_ids.max() < 1 << 22:
        # Small ids: a lookup array instead of a sort.
        present = np.flatnonzero(np.bincount(ref_ids))
        ids, lut = present, np.zeros(int(present[-1]) + 1, np.int64)
        lut[present] = np.arange(len(present))
        inverse = lut[ref_ids]
    else:
        ids, inverse = np.unique(ref_ids, return_inverse=True)
    names = [stat_names.get(int(i), "") for i in ids.tolist()]
    unique: dict[str, int] = {}
    remap = np.array([unique.setdefault(n, len(unique)) for n in names], dtype=np.int64)
    categories = np.empty(len(unique), dtype=object)
    categories[:] = list(unique)
    return remap[inverse.reshape(-1)], categories


def _plain(value: Any) -> Any:
    if isinstance(value, np.generic):
        return value.item()
    return value


def empty_stat_table() -> StatTable:
    return StatTable(
        event=np.empty(0, np.int64),
        stat_id=np.empty(0, np.int64),
        kind=np.empty(0, np.int8),
        ival=np.empty(0, np.int64),
        dval=np.empty(0, np.float64),
        sval=np.empty(0, object),
    )
