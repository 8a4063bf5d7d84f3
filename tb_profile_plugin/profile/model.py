"""The profile model: one host's XSpace as immutable, columnar numpy tables.

A `Profile` holds planes; a `Plane` holds its lines, its event metadata and all
its events as numpy columns (`EventTable`). Times are integer picoseconds
relative to `Profile.origin_ns` (the earliest line timestamp of the profile):
absolute time since the epoch in ps does not fit in int64, relative time does
for spans of up to 106 days. Absolute ns = origin_ns + start_ps / 1000.

Event stats are decoded lazily, because they cost more to decode than names
and times and many requests (a trace window, step detection from Steps lines)
never look at them: all of a plane's on first access to `Plane.stat_table` or
`Plane.stat`, or only some stats of some events with `Plane.stat_columns`.
`Plane.stat_at` reads a stat as XProf does: the event's value, else its
metadata's. (A little over 600 lines: the stat readers and the rules for
their values, `as_text` and `as_number`, belong together.)
"""

from __future__ import annotations

import dataclasses
import threading
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from . import schema

# Kinds of stat values, as stored in StatTable.kind.
KIND_NONE, KIND_DOUBLE, KIND_UINT64, KIND_INT64, KIND_STR, KIND_BYTES, KIND_REF = range(7)


@dataclasses.dataclass(frozen=True)
class Line:
    """A timeline of a plane; its events are rows start:stop of Plane.events."""

    id: int
    display_id: int
    name: str
    display_name: str
    timestamp_ns: int
    duration_ps: int
    start: int
    stop: int

    @property
    def label(self) -> str:
        return self.display_name or self.name

    @property
    def num_events(self) -> int:
        return self.stop - self.start


@dataclasses.dataclass(frozen=True)
class EventMetadata:
    id: int
    name: str
    display_name: str
    stats: Mapping[str, Any]
    child_ids: tuple[int, ...] = ()

    @property
    def label(self) -> str:
        return self.display_name or self.name


@dataclasses.dataclass(frozen=True)
class EventTable:
    """All events of a plane, in file order (grouped by line).

    Columns (numpy, one row per event):
      line         int32   index into Plane.lines
      metadata_id  int32   key of Plane.event_metadata (int64 where an id needs it)
      start_ps     int64   start, ps relative to Profile.origin_ns
      duration_ps  int64   duration in ps (0 for instant events)
    """

    line: np.ndarray
    metadata_id: np.ndarray
    start_ps: np.ndarray
    duration_ps: np.ndarray

    def __len__(self) -> int:
        return len(self.start_ps)

    @property
    def end_ps(self) -> np.ndarray:
        return self.start_ps + self.duration_ps

    def end_at(self, rows) -> np.ndarray:
        """end_ps of some rows, without making the column of every row (80 MB at 10M)."""
        return self.start_ps[rows] + self.duration_ps[rows]


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


class Plane:
    """One plane of a profile. Immutable once built, except the lazy stats."""

    def __init__(
        self,
        *,
        id: int,
        name: str,
        lines: Sequence[Line],
        events: EventTable,
        event_metadata: Mapping[int, EventMetadata],
        stat_names: Mapping[int, str],
        stats: Mapping[str, Any],
        stats_loader: Callable[[], StatTable] | None = None,
        stat_table: StatTable | None = None,
        columns_loader: ColumnsLoader | None = None,
    ):
        self.id = id
        self.name = name
        self.lines = tuple(lines)
        self.events = events
        self.event_metadata = dict(event_metadata)
        self.stat_names = dict(stat_names)
        self.stats = dict(stats)
        self._stats_loader = stats_loader
        self._stat_table = stat_table
        self._columns_loader = columns_loader
        self._columns: dict[str, StatColumn] = {}
        self._lock = threading.Lock()
        self._md_ids: np.ndarray | None = None
        self._by_stat: tuple | None = None

    def __getstate__(self):
        # Without the lock and the loaders (which refer to the file's bytes).
        state = self.__dict__.copy()
        del state["_lock"]
        state["_stats_loader"] = None
        state["_columns_loader"] = None
        state["_columns"] = {}
        state["_md_ids"] = None
        state["_by_stat"] = None
        return state

    def __setstate__(self, state):
        state.setdefault("_columns_loader", None)
        state.setdefault("_columns", {})
        self.__dict__.update(state)
        self._lock = threading.Lock()

    def set_stats_loader(self, loader: Callable[[], StatTable], columns_loader: ColumnsLoader | None = None) -> None:
        if self._stat_table is None:
            self._stats_loader = loader
            self._columns_loader = columns_loader

    def __repr__(self) -> str:
        return f"Plane({self.name!r}, lines={len(self.lines)}, events={len(self.events)})"

    # -- stats ------------------------------------------------------------

    @property
    def stats_loaded(self) -> bool:
        return self._stat_table is not None

    @property
    def stat_table(self) -> StatTable:
        """All event stats of the plane (decoded on first access)."""
        if self._stat_table is None:
            with self._lock:
                if self._stat_table is None:
                    if self._stats_loader is None:
                        self._stat_table = empty_stat_table()
                    else:
                        self._stat_table = self._stats_loader()
                        self._stats_loader = None
                        self._columns_loader = None
        return self._stat_table

    def stat_id(self, name: str) -> int | None:
        for sid, sname in self.stat_names.items():
            if sname == name:
                return sid
        return None

    def stat(self, name: str) -> StatColumn:
        """Values of event stat `name` for the events that carry it."""
        sid = self.stat_id(name)
        if sid is None or not len(self.events):
            return _empty_column()
        found = self._columns.get(name)
        if found is not None:
            return found
        table = self.stat_table
        if self._by_stat is None:
            # Rows grouped by stat id once (stable: by event within a stat), so
            # each stat is a slice instead of a scan of every stat of the plane.
            order = np.argsort(table.stat_id, kind="stable")
            self._by_stat = (order, table.stat_id[order])
        order, ids = self._by_stat
        lo, hi = np.searchsorted(ids, [sid, sid + 1])
        rows = order[lo:hi]
        kinds = table.kind[rows]
        return _typed_column(table.event[rows], kinds, lambda: table.ival[rows], lambda: table.dval[rows],
                             lambda: table.sval[rows])

    def stat_columns(self, names: Sequence[str], rows: np.ndarray | None = None) -> dict[str, StatColumn]:
        """Values of several event stats, like `stat(name)` each, but only for
        the event rows `rows` (ascending, distinct; None = all events).
        Without the decoded StatTable, only these stats of these events are
        decoded (in one pass over their stats) and the table is not built;
        columns of all events are kept for `stat()`. Values are typed by the
        rows asked for: a stat that is an int here and a double elsewhere
        comes as numbers here, where `stat()` gives objects."""
        if rows is not None and len(rows) == len(self.events):
            rows = None  # ascending and distinct: every row
        out: dict[str, StatColumn] = {}
        todo: dict[str, int] = {}
        loader = self._columns_loader  # once: another thread building the table drops it
        for name in names:
            sid = self.stat_id(name)
            if sid is None or not len(self.events):
                out[name] = _empty_column()
            elif name in self._columns or self._stat_table is not None or loader is None:
                out[name] = _restrict(self.stat(name), rows)
            else:
                todo[name] = sid
        if todo:
            decoded = loader(sorted(set(todo.values())), rows)
            for name, sid in todo.items():
                column = _column(decoded.get(sid), self.stat_names)
                if rows is None:
                    self._columns[name] = column
                out[name] = column
        return out

    def preload_stats(self, names: Sequence[str]) -> None:
        """Decodes these stats of every event in one pass, unless the plane's
        table is built: `stat(name)` then answers them without decoding every
        stat of the plane (at 10M events with two string stats each, 2.9 s
        and millions of str objects for a tool that reads a few id stats)."""
        if self._stat_table is None and self._columns_loader is not None:
            self.stat_columns([name for name in names if name not in self._columns])

    def event_stats(self, row: int) -> dict[str, Any]:
        """All stats of one event, by name, plus those of its metadata."""
        md = self.event_metadata.get(int(self.events.metadata_id[row]))
        out = dict(md.stats) if md else {}
        loader = self._columns_loader
        if self._stat_table is None and loader is not None and self.stat_names:
            # This event's stats only, in its order (the plane's whole table is ~1 GB
            # and a second at 10M events: a trace viewer click must not build it).
            decoded = loader(sorted(self.stat_names), np.array([row], np.int64))
            for sid, records in decoded.items():
                values = _column(records, self.stat_names).values
                if len(values):
                    out[self.stat_names[sid]] = _plain(values[-1])
            return out
        table = self.stat_table
        lo, hi = np.searchsorted(table.event, [row, row + 1])
        rows = np.arange(lo, hi)
        for sid, value in zip(table.stat_id[rows], column_values(table, rows)):
            out[self.stat_names.get(int(sid), str(sid))] = _plain(value)
        return out

    # -- names ------------------------------------------------------------

    def _metadata_order(self) -> np.ndarray:
        if self._md_ids is None:
            self._md_ids = np.array(sorted(self.event_metadata), dtype=np.int64)
        return self._md_ids

    def metadata_codes(self, metadata_ids: np.ndarray | None = None) -> np.ndarray:
        """Index of each event's metadata in `metadata_names()` (-1 if unknown)."""
        ids = self._metadata_order()
        md = self.events.metadata_id if metadata_ids is None else metadata_ids
        if len(ids) and 0 <= ids[0] and ids[-1] < 4 * len(ids) + 4096 and len(md) > len(ids):
            # Ids are small numbers (profilers count them from 1): a table, not a search.
            table = np.full(int(ids[-1]) + 2, -1, np.int64)
            table[ids] = np.arange(len(ids))
            if len(md) and (md.min() < 0 or md.max() > ids[-1]):  # ids no metadata has: the last slot
                md = np.clip(md, -1, int(ids[-1]) + 1)
            return table[md]
        pos = np.searchsorted(ids, md)
        pos = np.clip(pos, 0, max(len(ids) - 1, 0))
        known = ids[pos] == md if len(ids) else np.zeros(len(md), bool)
        return np.where(known, pos, -1)

    def metadata_names(self, display: bool = True) -> np.ndarray:
        """Names of the plane's event metadata, in metadata_codes() order."""
        mds = [self.event_metadata[i] for i in self._metadata_order()]
        return np.array([m.label if display else m.name for m in mds] + [""], dtype=object)[:-1] if mds else np.empty(0, object)

    def event_names(self, display: bool = True) -> np.ndarray:
        """Name of every event (object array); display name when present."""
        names = np.append(self.metadata_names(display), "")
        return names[self.metadata_codes()]

    def line_named(self, name: str) -> Line | None:
        for line in self.lines:
            if line.name == name or line.display_name == name:
                return line
        return None

    def stat_at(self, name: str, rows: np.ndarray, numeric: bool = False) -> np.ndarray:
        """Stat `name` of the events at `rows` (any order): the event's own
        value, else its metadata's, as XProf reads a stat (XEventVisitor).

        Text (default): object array of str, "" where neither has it (see
        `as_text`); an event's empty text does not hide its metadata's.
        Numbers (`numeric`): float64, NaN where neither has it; metadata
        values and non-numeric event values through `as_number`, numeric event
        values as they are (an event that has the stat wins, even with NaN)."""
        rows = np.asarray(rows, np.int64)
        found = self.metadata_stat(name)
        values = [found.get(i) for i in self._metadata_order().tolist()]
        if all(v is None for v in values):
            per_md = np.full(len(values) + 1, np.nan) if numeric else np.full(len(values) + 1, "", dtype=object)
        elif numeric:
            per_md = np.array([as_number(v) for v in values] + [np.nan], dtype=np.float64)
        else:
            per_md = np.array([as_text(v) for v in values] + [""], dtype=object)
        out = per_md[self.metadata_codes(self.events.metadata_id[rows])]
        if self.stat_id(name) is None or not len(rows):
            return out
        column = self.stat(name)
        if not len(column):
            return out
        if len(column) == len(rows) and np.array_equal(column.events, rows):  # the column's own events
            pos, hit = np.arange(len(rows)), np.ones(len(rows), bool)
        else:
            pos = np.minimum(np.searchsorted(column.events, rows), len(column) - 1)
            hit = column.events[pos] == rows
        if not hit.any():
            return out
        values = column.values[pos[hit]]
        out = out.copy()
        if numeric:
            if values.dtype.kind not in "iuf":
                values = np.array([as_number(v) for v in values], dtype=np.float64)
            out[hit] = values.astype(np.float64)
        else:
            import pandas as pd

            codes, uniques = pd.factorize(values, use_na_sentinel=False)
            texts = np.array([as_text(u) for u in uniques] + [""], dtype=object)[codes]
            keep = texts != ""
            out[np.flatnonzero(hit)[keep]] = texts[keep]
        return out

    def metadata_stat(self, name: str) -> dict[int, Any]:
        """metadata id -> value of metadata-level stat `name`."""
        return {i: m.stats[name] for i, m in self.event_metadata.items() if name in m.stats}


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


class Profile:
    """One host's profile (one `<host>.xplane.pb`)."""

    def __init__(
        self,
        *,
        host: str,
        path: str,
        origin_ns: int,
        planes: Sequence[Plane],
        hostnames: Sequence[str] = (),
        errors: Sequence[str] = (),
        warnings: Sequence[str] = (),
    ):
        self.host = host
        self.path = path
        self.origin_ns = origin_ns
        self.planes = tuple(planes)
        self.hostnames = tuple(hostnames)
        self.errors = tuple(errors)
        self.warnings = tuple(warnings)
        self._derived: dict = {}
        self._lock = threading.Lock()  # guards _building
        # A lock per key being built (_key_lock): two keys build side by side
        # (parts.compute_parts), one key once.
        self._building: dict[str, threading.RLock] = {}

    def __getstate__(self):
        # Derived data stays in memory: a copy builds its own.
        state = self.__dict__.copy()
        del state["_lock"]
        del state["_building"]
        state["_derived"] = {}
        return state

    def __setstate__(self, state):
        state.setdefault("_derived", {})
        self.__dict__.update(state)
        self._lock = threading.Lock()
        self._building = {}

    def _key_lock(self, key: str) -> threading.RLock:
        """The lock of one derived key. Reentrant: one build may ask for another
        (pod data -> steps)."""
        with self._lock:
            return self._building.setdefault(key, threading.RLock())

    def has_derived(self, key: str) -> bool:
        return key in self._derived

    def adopt_derived(self, key: str, value: Any) -> None:
        """Takes `value` as the data derived under `key` (read back from the disk
        cache: see Service._adopt_kept), unless it was built already."""
        with self._key_lock(key):
            self._derived.setdefault(key, value)

    def derived(self, key: str, build: Callable[["Profile"], Any]) -> Any:
        """Data derived from this profile (an index, step analysis...), built
        once by `build(profile)` and kept with the profile in memory (never
        pickled; the Service stores a few, as data, in the disk cache of its
        own: parts and the trace index, service.KEPT). `key` names the data
        and its format version."""
        found = self._derived.get(key)
        if found is None:
            with self._key_lock(key):
                found = self._derived.get(key)
                if found is None:
                    found = build(self)
                    self._derived[key] = found
        return found

    @property
    def derived_keys(self) -> tuple[str, ...]:
        return tuple(self._derived)

    def __repr__(self) -> str:
        return f"Profile({self.host!r}, planes={[p.name for p in self.planes]})"

    @property
    def num_events(self) -> int:
        return sum(len(p.events) for p in self.planes)

    def plane(self, name: str) -> Plane | None:
        for plane in self.planes:
            if plane.name == name:
                return plane
        return None

    def planes_with_prefix(self, prefix: str) -> list[Plane]:
        return [p for p in self.planes if p.name.startswith(prefix)]

    @property
    def host_plane(self) -> Plane | None:
        return self.plane(schema.HOST_PLANE)

    @property
    def device_planes(self) -> list[Plane]:
        return [p for p in self.planes if schema.is_device_plane(p.name)]

    def time_span_ps(self) -> tuple[int, int]:
        """(first start, last end) over all events, ps relative to origin_ns."""
        starts = [p.events.start_ps.min() for p in self.planes if len(p.events)]
        ends = [p.events.end_ps.max() for p in self.planes if len(p.events)]
        if not starts:
            return (0, 0)
        return (int(min(starts)), int(max(ends)))
