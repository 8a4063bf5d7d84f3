"""Per-host parts (analysis/parts.py) on disk, as data: a JSON manifest + raw numpy columns.

The disk cache never unpickles (profile/cache_format.py): a part is stored only
when it is made of None, bool, int, float, str, lists, tuples, dicts, numpy
scalars and arrays of plain dtypes (object arrays of those values), DataFrames
of such columns with a default index, analysis.table.Table of such columns, and
the dataclasses of DATACLASSES.
Anything else (op_profile's XLA ops hold HLO instruction tables) raises
TypeError in `encode`, and that part stays in memory only. `decode` builds
nothing but those types; a payload it does not understand raises.
"""

from __future__ import annotations

import dataclasses

import numpy as np
from ..lazy_pandas import loaded, pd

from .cache_format import _DTYPE, _Reader, _Writer, frame, unframe

FORMAT_VERSION = 1
_STRING_STORAGE = ("python", "pyarrow")


def _table_type():
    from ..analysis.table import Table

    return Table


def _dataclasses() -> dict:
    from ..analysis import steps, trace_index

    return {"HostSteps": steps.HostSteps, "TraceIndex": trace_index.TraceIndex, "Section": trace_index.Section,
            "Track": trace_index.Track, "Counter": trace_index.Counter, "Level": trace_index.Level}


def _scalar(w: _Writer, v):
    if v is None or type(v) in (str, bool, int, float):
        return w.value(v)  # the profile entry's stat values: same tags
    if isinstance(v, np.bool_):
        return ["nb", bool(v)]
    if isinstance(v, np.integer) and _DTYPE.fullmatch(v.dtype.str):
        return ["ni", v.dtype.str, int(v)]
    if isinstance(v, np.floating) and _DTYPE.fullmatch(v.dtype.str):
        return ["nf", v.dtype.str, float(v).hex()]
    return None


def _encode(w: _Writer, v, depth: int = 0):
    if depth > 64:
        raise TypeError("nested too deeply")
    done = _scalar(w, v)
    if done is not None or v is None:
        return done
    if type(v) is list:
        return ["l", [_encode(w, x, depth + 1) for x in v]]
    if type(v) is tuple:
        return ["u", [_encode(w, x, depth + 1) for x in v]]
    if type(v) is dict:
        return ["d", [[_encode(w, k, depth + 1), _encode(w, x, depth + 1)] for k, x in v.items()]]
    if type(v) is np.ndarray:
        if v.dtype == object:
            return ["o", list(v.shape), [_encode(w, x, depth + 1) for x in v.ravel().tolist()]]
        if v.dtype == np.bool_:
            return ["ab", list(v.shape), w.array(v.ravel().view(np.uint8))]
        return ["a", list(v.shape), w.array(v.ravel())]
    if loaded() is not None and type(v) is pd.DataFrame:  # no pandas imported: no DataFrame
        index = v.index
        if not (isinstance(index, pd.RangeIndex) and index.start == 0 and index.step == 1):
            raise TypeError("a DataFrame with an index of its own")
        columns = []
        for name in v.columns:
            column = v[name]
            dtype = column.dtype
            if isinstance(dtype, pd.StringDtype) and dtype.storage in _STRING_STORAGE:
                # pandas >= 3's default for text: kept as such (reduce results depend on it).
                values = _encode(w, column.to_numpy(dtype=object, na_value=None), depth + 1)
                columns.append([_encode(w, name, depth + 1), values,
                                [dtype.storage, dtype.na_value is not pd.NA]])
            elif isinstance(dtype, np.dtype):
                columns.append([_encode(w, name, depth + 1), _encode(w, column.to_numpy(), depth + 1)])
            else:  # category, nullable numbers, arrow types: not stored
                raise TypeError(f"a DataFrame column of dtype {dtype}")
        return ["df", len(v), columns]
    if type(v) is _table_type():
        return ["tb", len(v), [[_encode(w, name, depth + 1), _encode(w, v[name], depth + 1)]
                               for name in v.columns]]
    name = type(v).__name__
    if dataclasses.is_dataclass(v) and _dataclasses().get(name) is type(v):
        return ["dc", name, [[f.name, _encode(w, getattr(v, f.name), depth + 1)] for f in dataclasses.fields(v)]]
    raise TypeError(f"cannot store a {name} in a part")


def encode(value) -> list:
    """The entry's chunks (bytes-like), or TypeError when the value is not plain data."""
    w = _Writer()
    encoded = _encode(w, value)
    return frame({"format": FORMAT_VERSION, "value": encoded, "arrays": w.arrays}, w)


def _shaped(values: np.ndarray, shape) -> np.ndarray:
    if not (type(shape) is list and all(type(n) is int and n >= 0 for n in shape)):
        raise ValueError("bad shape")
    if int(np.prod(shape, dtype=np.int64)) != len(values):
        raise ValueError("shape does not match the data")
    return values.reshape(shape)


def _decode(r: _Reader, v, depth: int = 0):
    if depth > 64:
        raise ValueError("nested too deeply")
    if v is None or type(v) is str:
        return v
    if type(v) is not list or not v or type(v[0]) is not str:
        raise ValueError("bad value")
    tag = v[0]
    if tag in ("t", "i", "f") and len(v) == 2:
        return r.value(v)  # the profile entry's stat values
    if tag == "nb" and len(v) == 2 and type(v[1]) is bool:
        return np.bool_(v[1])
    if tag in ("ni", "nf") and len(v) == 3 and type(v[1]) is str and _DTYPE.fullmatch(v[1]):
        dtype = np.dtype(v[1])
        if tag == "ni" and type(v[2]) is int and dtype.kind in "iu":
            return dtype.type(v[2])
        if tag == "nf" and type(v[2]) is str and dtype.kind == "f":
            return dtype.type(float.fromhex(v[2]))
        raise ValueError("bad numpy scalar")
    if tag in ("l", "u") and len(v) == 2 and type(v[1]) is list:
        items = [_decode(r, x, depth + 1) for x in v[1]]
        return items if tag == "l" else tuple(items)
    if tag == "d" and len(v) == 2 and type(v[1]) is list:
        out = {}
        for pair in v[1]:
            if type(pair) is not list or len(pair) != 2:
                raise ValueError("bad dict item")
            out[_decode(r, pair[0], depth + 1)] = _decode(r, pair[1], depth + 1)
        return out
    if tag == "a" and len(v) == 3:
        values = r.array(v[2])
        return _shaped(values.copy() if r.copy else values, v[1])
    if tag == "ab" and len(v) == 3:
        return _shaped(r.array(v[2]).astype(np.bool_), v[1])
    if tag == "o" and len(v) == 3 and type(v[2]) is list:
        values = np.empty(len(v[2]), dtype=object)
        values[:] = [_decode(r, x, depth + 1) for x in v[2]]
        return _shaped(values, v[1])
    if tag == "df" and len(v) == 3 and type(v[1]) is int and type(v[2]) is list:
        columns = {}
        for item in v[2]:
            if type(item) is not list or len(item) not in (2, 3):
                raise ValueError("bad column")
            name, values = _decode(r, item[0], depth + 1), _decode(r, item[1], depth + 1)
            if type(values) is not np.ndarray or values.ndim != 1 or len(values) != v[1]:
                raise ValueError("bad column values")
            if len(item) == 3:  # a StringDtype column: [storage, na_value is NaN]
                storage, nan = item[2] if type(item[2]) is list and len(item[2]) == 2 else (None, None)
                if storage not in _STRING_STORAGE or type(nan) is not bool:
                    raise ValueError("bad string column")
                values = pd.array(values, dtype=pd.StringDtype(storage, na_value=np.nan if nan else pd.NA))
            columns[name] = values
        return pd.DataFrame(columns, index=pd.RangeIndex(v[1]))
    if tag == "tb" and len(v) == 3 and type(v[1]) is int and type(v[2]) is list:
        columns = {}
        for item in v[2]:
            if type(item) is not list or len(item) != 2:
                raise ValueError("bad column")
            name, values = _decode(r, item[0], depth + 1), _decode(r, item[1], depth + 1)
            if type(name) is not str or type(values) is not np.ndarray or values.ndim != 1 \
                    or len(values) != v[1]:
                raise ValueError("bad column values")
            columns[name] = values
        return _table_type()(columns, v[1])
    if tag == "dc" and len(v) == 3 and type(v[2]) is list:
        cls = _dataclasses().get(v[1])
        if cls is None:
            raise ValueError(f"unknown dataclass {v[1]!r}")
        fields = {f.name for f in dataclasses.fields(cls)}
        values = {}
        for pair in v[2]:
            if type(pair) is not list or len(pair) != 2 or pair[0] not in fields:
                raise ValueError("bad dataclass field")
            values[pair[0]] = _decode(r, pair[1], depth + 1)
        return cls(**values)
    raise ValueError(f"bad value tag {tag!r}")


def decode(payload: memoryview, *, copy: bool = True):
    """A part from an entry's payload; raises (anything) on data it does not understand.
    `copy=False`: its arrays are views on the payload (a read-only mapping: DiskStore.read
    with mapped=True), not copies."""
    m, r = unframe(payload, FORMAT_VERSION)
    r.copy = copy
    return _decode(r, m["value"])
