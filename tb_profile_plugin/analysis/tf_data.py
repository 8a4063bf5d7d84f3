"""tf.data input pipelines of one host, rebuilt from the iterator events.

tf.data records one host event per iterator GetNext call, named by the
iterator's long name (`Iterator::Root::Prefetch::MapAndBatch`), with the
iterator's `id` and its parent's `parent_id`. A synchronous iterator calls its
input inside its own GetNext, on the same thread: the input's event nests in
the parent's. An asynchronous one (Prefetch, ParallelMap, MapAndBatch ...)
calls its input on a background thread inside a `<X>Produce` event; the
consumer's GetNext holds a `<X>Consume` event with the same `element_id`.

As XProf (tf_data_stats) does:
- an input pipeline is a root iterator id (`Iterator::<X>`, one `::`); each
  root event is one call, its duration the latency the model sees;
- a call's tree: an iterator event's children are the iterator events nested
  in it on its thread, plus the first iterator event of each Produce event
  whose (parent_id, element_id) matches (id of the consumer, element_id of a
  Consume event nested in it);
- self time = duration minus the time each child overlaps the parent;
- a child is blocking (on the critical path) when its parent is and it
  overlaps its parent in time: the consumer waited for it;
- the bottleneck of a call is the blocking iterator with the largest self
  time (summed over its calls within that call).
Differences: a child's parent is the innermost enclosing tf.data event, even
with other events (ops of a map function) in between; self time is clipped at
zero when parallel children overlap each other.

The graph's structure comes from all iterators seen on the host: each one
hangs under its `parent_id` (or, without it, under the iterator named by its
long name minus the last part and its `[n]` input index), so iterators that
ran ahead of the profiled calls (async producers) are drawn too.
Everything is vectorized; Python loops run per tree level only.
"""

from __future__ import annotations

import dataclasses
import re

import numpy as np
from ..lazy_pandas import pd

from ..profile import Plane, Profile, schema
from ..profile.model import KIND_INT64, KIND_UINT64
from . import nesting

KEY = "tf_data/1"
MAX_DEPTH = 100  # as XProf: deeper call trees are cut
NONE = np.int64(0)

_ITERATOR, _PRODUCE, _CONSUME = 1, 2, 3
_INDEX = re.compile(r"\[\d+\]$")


@dataclasses.dataclass(frozen=True)
class TfData:
    """One host's tf.data calls; times in ps relative to Profile.origin_ns.

    calls:     one row per root iterator event: call, pipeline (root iterator
               id), start_ps, duration_ps; in start order (call = position).
    visits:    per (call, iterator) of each call's tree: start_ps (first),
               duration_ps, self_ps (sums), calls, blocking.
    iterators: per iterator id: long_name, type, dataset (the `name` stat),
               parent (0: none), pipeline (root id reached through parents,
               0: none), depth, is_async, first_row (plane row of its first
               event), calls, duration_ps, self_ps (all its events), start_ps.
    device_pipelines: root ids of device input pipelines.
    iterator_events: number of iterator events; missing_ids: how many carry no `id`.
    """

    calls: pd.DataFrame
    visits: pd.DataFrame
    iterators: pd.DataFrame
    device_pipelines: frozenset
    iterator_events: int
    missing_ids: int


def iterator_type(long_name: str) -> str:
    """`Iterator::Root::Prefetch::Map` -> "Map"; `...::Repeat[0]::TensorSlice` -> "TensorSlice"."""
    return _INDEX.sub("", long_name.rsplit("::", 1)[-1])


def parent_long_name(long_name: str) -> str:
    """The long name of an iterator's parent ("" for a root)."""
    if long_name.count("::") <= 1:
        return ""
    return _INDEX.sub("", long_name.rsplit("::", 1)[0])


def is_root_name(long_name: str) -> bool:
    return long_name.startswith(schema.TF_DATA_ITERATOR_PREFIX) and long_name.count("::") == 1


def analyze(profile: Profile) -> TfData:
    """The host's tf.data analysis, computed once per profile."""
    return profile.derived(KEY, lambda p: _build(p.host_plane))


def _empty(iterator_events: int = 0, missing_ids: int = 0) -> TfData:
    return TfData(
        calls=pd.DataFrame({"call": np.empty(0, np.int64), "pipeline": np.empty(0, np.int64),
                            "start_ps": np.empty(0, np.int64), "duration_ps": np.empty(0, np.int64)}),
        visits=pd.DataFrame({c: np.empty(0, np.int64) for c in
                             ("call", "iterator", "start_ps", "duration_ps", "self_ps", "calls")}
                            | {"blocking": np.empty(0, bool)}),
        iterators=pd.DataFrame(columns=["long_name", "type", "dataset", "parent", "pipeline", "depth", "is_async",
                                        "first_row", "calls", "duration_ps", "self_ps", "start_ps"]),
        device_pipelines=frozenset(),
        iterator_events=iterator_events,
        missing_ids=missing_ids,
    )


def _int_stat(plane: Plane, name: str, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(values as int64 bit patterns, present) of an integer stat for `rows` (sorted)."""
    values = np.zeros(len(rows), np.int64)
    present = np.zeros(len(rows), bool)
    sid = plane.stat_id(name)
    if sid is None or not len(rows):
        return values, present
    table = plane.stat_table
    # Straight from the stat table: int64 and uint64 alike (ids are uint64 hashes).
    sel = np.flatnonzero((table.stat_id == sid) & np.isin(table.kind, (KIND_INT64, KIND_UINT64)))
    events = table.event[sel]
    pos = np.clip(np.searchsorted(rows, events), 0, len(rows) - 1)
    hit = rows[pos] == events
    values[pos[hit]] = table.ival[sel[hit]]
    present[pos[hit]] = True
    return values, present


def _ragged(lo: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """Concatenation of arange(lo[i], lo[i] + counts[i])."""
    total = int(counts.sum())
    if not total:
        return np.empty(0, np.int64)
    offsets = np.cumsum(counts) - counts
    return np.repeat(lo - offsets, counts) + np.arange(total)


def _build(plane: Plane | None) -> TfData:
    if plane is None or not len(plane.events):
        return _empty()
    md_names = plane.metadata_names(display=False)
    kind_md = np.zeros(len(md_names) + 1, np.int8)  # last entry: unknown metadata
    for i, name in enumerate(md_names):  # per metadata entry
        if name.startswith(schema.TF_DATA_ITERATOR_PREFIX):
            kind_md[i] = _ITERATOR
        elif name in schema.TF_DATA_PRODUCE_EVENTS:
            kind_md[i] = _PRODUCE
        elif name in schema.TF_DATA_CONSUME_EVENTS:
            kind_md[i] = _CONSUME
    codes = plane.metadata_codes()
    rows = np.flatnonzero(kind_md[codes] > 0)
    kind = kind_md[codes[rows]]
    n_iter = int((kind == _ITERATOR).sum())
    if not n_iter:
        return _empty()
    names = np.append(md_names, "").astype(object)[codes[rows]]
    ev = plane.events
    start = ev.start_ps[rows]
    dur = ev.duration_ps[rows]
    end = start + dur
    iid, has_iid = _int_stat(plane, schema.TF_DATA_ITERATOR_ID, rows)
    pid, has_pid = _int_stat(plane, schema.TF_DATA_PARENT_ID, rows)
    eid, has_eid = _int_stat(plane, schema.TF_DATA_ELEMENT_ID, rows)
    is_iter = (kind == _ITERATOR) & has_iid
    missing = int(((kind == _ITERATOR) & ~has_iid).sum())
    if not is_iter.any():
        return _empty(n_iter, missing)

    # The innermost tf.data event around each one, on its own thread.
    parent = nesting.parents(ev.line[rows], start, end)
    has_parent = parent >= 0
    p = np.where(has_parent, parent, 0)

    # Edges parent -> child between iterator events (local indices).
    intra = np.flatnonzero(is_iter & has_parent & is_iter[p])
    src = [p[intra]]
    dst = [intra]
    # Producer side: the first iterator event in each Produce event.
    prod_child = np.flatnonzero(is_iter & has_parent & (kind[p] == _PRODUCE))
    if len(prod_child):
        order = np.lexsort((start[prod_child], p[prod_child]))
        prod_child = prod_child[order]
        first = np.r_[True, p[prod_child][1:] != p[prod_child][:-1]]
        prod_child = prod_child[first]
        prod_child = prod_child[has_eid[p[prod_child]] & has_pid[prod_child]]
    consume = np.flatnonzero((kind == _CONSUME) & has_eid & has_parent & is_iter[p])
    if len(prod_child) and len(consume):
        produced = pd.DataFrame({"it": pid[prod_child], "el": eid[p[prod_child]], "dst": prod_child})
        consumed = pd.DataFrame({"it": iid[p[consume]], "el": eid[consume], "src": p[consume]})
        links = consumed.merge(produced, on=["it", "el"])
        src.append(links["src"].to_numpy(np.int64))
        dst.append(links["dst"].to_numpy(np.int64))
    src = np.concatenate(src).astype(np.int64)
    dst = np.concatenate(dst).astype(np.int64)
    order = np.argsort(src, kind="stable")
    src, dst = src[order], dst[order]
    overlap = np.maximum(np.minimum(end[src], end[dst]) - np.maximum(start[src], start[dst]), 0)
    self_ps = np.maximum(dur - np.bincount(src, weights=overlap, minlength=len(rows)).astype(np.int64), 0)

    # Calls: root iterator events.
    root_md = np.array([is_root_name(n) for n in md_names] + [False])
    roots = np.flatnonzero(is_iter & root_md[codes[rows]])
    roots = roots[np.argsort(start[roots], kind="stable")]
    calls = pd.DataFrame({"call": np.arange(len(roots), dtype=np.int64), "pipeline": iid[roots],
                          "start_ps": start[roots], "duration_ps": dur[roots]})

    # Each call's tree, one level at a time.
    f_call = calls["call"].to_numpy()
    f_node = roots
    f_block = np.ones(len(roots), bool)
    parts = []
    for _ in range(MAX_DEPTH + 1):
        if not len(f_node):
            break
        parts.append((f_call, f_node, f_block))
        lo = np.searchsorted(src, f_node, "left")
        counts = np.searchsorted(src, f_node, "right") - lo
        edge = _ragged(lo, counts)
        owner = np.repeat(np.arange(len(f_node)), counts)
        f_call, f_node, f_block = f_call[owner], dst[edge], f_block[owner] & (overlap[edge] > 0)
    v_call = np.concatenate([x[0] for x in parts]) if parts else np.empty(0, np.int64)
    v_node = np.concatenate([x[1] for x in parts]) if parts else np.empty(0, np.int64)
    v_block = np.concatenate([x[2] for x in parts]) if parts else np.empty(0, bool)
    visits = (
        pd.DataFrame({"call": v_call, "iterator": iid[v_node], "start_ps": start[v_node],
                      "duration_ps": dur[v_node], "self_ps": self_ps[v_node], "blocking": v_block})
        .groupby(["call", "iterator"], sort=True)
        .agg(start_ps=("start_ps", "min"), duration_ps=("duration_ps", "sum"), self_ps=("self_ps", "sum"),
             calls=("start_ps", "size"), blocking=("blocking", "any"))
        .reset_index()
    )

    iterators = _iterators(plane, rows, names, is_iter, iid, pid, has_pid, start, dur, self_ps)
    device = frozenset(pid[(names == schema.TF_DATA_DEVICE_SECOND_ITERATOR) & has_pid].tolist())
    return TfData(calls=calls, visits=visits, iterators=iterators, device_pipelines=device,
                  iterator_events=n_iter, missing_ids=missing)


def _iterators(plane, rows, names, is_iter, iid, pid, has_pid, start, dur, self_ps) -> pd.DataFrame:
    """One row per iterator id, with its parent and its pipeline (root id)."""
    sel = np.flatnonzero(is_iter)
    df = pd.DataFrame({"iterator": iid[sel], "long_name": names[sel], "parent": np.where(has_pid[sel], pid[sel], NONE),
                       "has_parent": has_pid[sel], "row": rows[sel], "start_ps": start[sel],
                       "duration_ps": dur[sel], "self_ps": self_ps[sel]})
    df = df.sort_values(["iterator", "start_ps"], kind="stable")
    it = df.groupby("iterator", sort=True).agg(
        long_name=("long_name", "first"),
        first_row=("row", "first"), calls=("row", "size"), duration_ps=("duration_ps", "sum"),
        self_ps=("self_ps", "sum"), start_ps=("start_ps", "min"))
    # The first parent_id an iterator's events carry (0: none).
    it["parent"] = df[df["has_parent"]].groupby("iterator", sort=True)["parent"].first().reindex(
        it.index, fill_value=0).astype(np.int64)
    # Per distinct long name (few): its type and its parent's long name.
    uniq = it["long_name"].unique()
    info = pd.DataFrame({"long_name": uniq,
                         "type": [iterator_type(n) for n in uniq],
                         "parent_name": [parent_long_name(n) for n in uniq],
                         "is_root": [is_root_name(n) for n in uniq]})
    it = it.reset_index().merge(info, on="long_name", how="left")
    it["is_async"] = it["type"].isin(schema.TF_DATA_ASYNC_ITERATORS)
    # Without parent_id: the first iterator carrying the parent's long name.
    first_named = it.sort_values("start_ps", kind="stable").drop_duplicates("long_name")
    at = pd.Index(first_named["long_name"]).get_indexer(it["parent_name"])
    named_parent = first_named["iterator"].to_numpy(np.int64)[np.maximum(at, 0)] if len(first_named) else at
    fallback = (it["parent"].to_numpy() == 0) & ~it["is_root"].to_numpy(bool) & (at >= 0)
    it["parent"] = np.where(fallback, named_parent, it["parent"].to_numpy(np.int64))
    it.loc[it["is_root"], "parent"] = 0
    it = it.sort_values("iterator", kind="stable").reset_index(drop=True)

    # Pipeline (root) and depth of each iterator: follow parents level by level.
    ids = it["iterator"].to_numpy(np.int64)
    par = it["parent"].to_numpy(np.int64)
    pos = np.clip(np.searchsorted(ids, par), 0, max(len(ids) - 1, 0))
    up = np.where((par != 0) & (ids[pos] == par), pos, -1)
    top = np.arange(len(ids))
    depth = np.zeros(len(ids), np.int64)
    for _ in range(MAX_DEPTH + 1):
        step = up[top]
        moving = step >= 0
        if not moving.any():
            break
        top = np.where(moving, step, top)
        depth += moving
    is_root = it["is_root"].to_numpy(bool)
    it["pipeline"] = np.where(is_root[top], ids[top], NONE)
    it["depth"] = depth
    # Dataset op name (`name` stat, e.g. "PrefetchDataset:3"), per iterator.
    dataset = np.full(len(it), "", dtype=object)
    sid = plane.stat_id(schema.TF_DATA_DATASET_NAME)
    if sid is not None:
        col = plane.stat(schema.TF_DATA_DATASET_NAME)
        first = it["first_row"].to_numpy(np.int64)
        at = np.clip(np.searchsorted(col.events, first), 0, max(len(col.events) - 1, 0))
        hit = (col.events[at] == first) if len(col.events) else np.zeros(len(first), bool)
        dataset[hit] = col.values[at[hit]]
    it["dataset"] = dataset
    return it[["iterator", "long_name", "type", "dataset", "parent", "pipeline", "depth", "is_async",
               "first_row", "calls", "duration_ps", "self_ps", "start_ps"]]

