"""Table: named numpy columns of one length, for the small tables of the
overview's path (op rows, step rows, step markers).

pandas costs a server 0.15-0.2 s and ~37 MiB the first time it is imported:
a third of a cold overview of a 1M-event profile. These tables need a few of
its operations only (filter, stable sort, group sums and means), which numpy
does; tools that work in pandas take `to_pandas()`.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

import numpy as np


class Table:
    """Columns by name, in order; every column a 1-D numpy array of the
    table's length. Operations give new tables and share unchanged columns."""

    __slots__ = ("_columns", "_length")

    def __init__(self, columns: Mapping[str, object], length: int | None = None):
        out: dict[str, np.ndarray] = {}
        for name, values in columns.items():
            if isinstance(values, np.ndarray) and values.ndim == 1:
                out[name] = values
            elif isinstance(values, (list, tuple, np.ndarray)):
                out[name] = _array(values)
            else:  # a scalar: repeated (the length must then be known)
                out[name] = None
        lengths = {len(v) for v in out.values() if v is not None}
        if length is None:
            if len(lengths) != 1:
                raise ValueError(f"columns of lengths {sorted(lengths)}")
            length = lengths.pop()
        elif lengths - {length}:
            raise ValueError(f"columns of lengths {sorted(lengths)}, not {length}")
        for name, value in columns.items():
            if out[name] is None:
                out[name] = np.full(length, value, dtype=object if isinstance(value, str) else None)
        self._columns, self._length = out, length

    def __len__(self) -> int:
        return self._length

    def __getitem__(self, name: str) -> np.ndarray:
        return self._columns[name]

    def __contains__(self, name: str) -> bool:
        return name in self._columns

    def __repr__(self) -> str:
        return f"Table({self._length} rows: {', '.join(self._columns)})"

    @property
    def columns(self) -> list[str]:
        return list(self._columns)

    def take(self, rows) -> "Table":
        """The rows `rows` (indices or a boolean mask), in that order."""
        rows = np.asarray(rows)
        n = int(rows.sum()) if rows.dtype == np.bool_ else len(rows)
        return Table({k: v[rows] for k, v in self._columns.items()}, n)

    def select(self, names: Iterable[str]) -> "Table":
        return Table({k: self._columns[k] for k in names}, self._length)

    def assign(self, **columns) -> "Table":
        """These columns added (or replaced), given as arrays or one value."""
        return Table({**self._columns, **columns}, self._length)

    def sorted_by(self, keys: Sequence[str], descending: Sequence[bool] | None = None) -> "Table":
        """Rows in order of `keys` (the first decides first), stable: rows
        that tie keep their order. Text columns sort as Python strings."""
        descending = descending or [False] * len(keys)
        parts = [_sort_key(self._columns[k], d) for k, d in zip(keys, descending)]
        return self.take(np.lexsort(parts[::-1]) if parts else np.arange(self._length))

    def to_pandas(self):
        """A DataFrame of these columns (default index): for the tools that work in pandas."""
        from ..lazy_pandas import pd

        return pd.DataFrame(dict(self._columns), index=pd.RangeIndex(self._length))


def _array(values) -> np.ndarray:
    array = np.asarray(values)
    if array.dtype.kind in "US":  # text stays Python strings, as pandas keeps it
        array = np.asarray(values, dtype=object)
    return array.reshape(-1) if array.ndim != 1 else array


def _sort_key(values: np.ndarray, descending: bool) -> np.ndarray:
    if values.dtype == object:  # ranks: negating needs numbers
        values = np.unique(values, return_inverse=True)[1].reshape(-1)
    if not descending:
        return values
    if values.dtype.kind == "f":
        return -values
    return -values.astype(np.int64)  # ints and ranks (never INT64_MIN)


def concat(tables: Sequence[Table]) -> Table:
    """The rows of the tables one after the other; they have the same columns."""
    first = tables[0]
    return Table({k: np.concatenate([t[k] for t in tables]) for k in first.columns},
                 sum(len(t) for t in tables))


def groups(*keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(group of each row, first row of each group): rows with equal values
    in every key column share a group; groups are numbered in the order of
    their first rows (pandas' groupby(sort=False))."""
    n = len(keys[0]) if keys else 0
    code = np.zeros(n, np.int64)
    for values in keys:
        uniques, inverse = np.unique(values, return_inverse=True)
        code = np.unique(code * max(len(uniques), 1) + inverse.reshape(-1), return_inverse=True)[1].reshape(-1)
    first = np.full(int(code.max()) + 1 if n else 0, n, np.int64)
    np.minimum.at(first, code, np.arange(n))
    order = np.argsort(first, kind="stable")  # group numbers by first appearance
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    return rank[code], first[order]


def sums(group: np.ndarray, values: np.ndarray, n_groups: int) -> np.ndarray:
    """Per-group sums: exact int64 for integers, float64 otherwise."""
    out = np.zeros(n_groups, np.int64 if values.dtype.kind in "iub" else np.float64)
    np.add.at(out, group, values)
    return out


def means(group: np.ndarray, values: np.ndarray, n_groups: int) -> np.ndarray:
    """Per-group means as float64 (integer sums exact, then divided)."""
    counts = np.bincount(group, minlength=n_groups)
    return sums(group, values, n_groups) / np.maximum(counts, 1)


def extreme(group: np.ndarray, values: np.ndarray, n_groups: int, largest: bool) -> np.ndarray:
    """Per-group minima (or maxima) of a numeric column."""
    if values.dtype.kind == "f":
        fill = -np.inf if largest else np.inf
    else:
        info = np.iinfo(values.dtype)
        fill = info.min if largest else info.max
    out = np.full(n_groups, fill, values.dtype)
    (np.maximum if largest else np.minimum).at(out, group, values)
    return out
