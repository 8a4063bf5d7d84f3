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
metadata's. Stat values, their kinds and the rules that read them (as text,
as numbers) are in stat_values.py.
"""

from __future__ import annotations

import dataclasses
import threading
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from . import schema
from .stat_values import (  # noqa: F401 (the model's API: stat kinds, tables, columns, value rules)
    KIND_BYTES, KIND_DOUBLE, KIND_INT64, KIND_NONE, KIND_REF, KIND_STR, KIND_UINT64, ColumnsLoader, StatColumn,
    StatTable, _column, _empty_column, _plain, _restrict, _typed_column, as_number, as_text,
    column_values, empty_stat_table, values_of,
)


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
