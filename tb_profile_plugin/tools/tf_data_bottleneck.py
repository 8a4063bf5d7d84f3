"""tf_data_bottleneck_analysis: the slowest tf.data input pipeline and its bottleneck.

Steps (as TensorBoard's tool describes them): find the most input-bound host
(the host whose host input pipeline has the largest maximum latency), its
slowest input pipeline, rebuild that pipeline's iterator graph, find the
critical path of its slowest call and, on it, the iterator with the largest
self time: the bottleneck, with a suggestion for its iterator type. How calls,
self time and the critical path are computed: analysis/tf_data.py.

Options: `pipeline` (a pipeline's `key`; default: the summary's pipeline, else
the first one) and `rank` (which call of it the graph shows: 0 = the slowest,
1 = the second slowest ...; default 0). Several profiles = several hosts.

JSON (times: `_us` microseconds, `_ms` milliseconds from the profile's first
event; ids are decimal strings: uint64 does not fit a JavaScript number):
{"summary": {"host": "vm", "pipeline": "Host:0", "pipeline_key": "vm:Host:0",
             "max_latency_us": 95.6, "is_input_bound": true,     # a pipeline slower than 50 µs
             "bottleneck": {"id", "name" (dataset op, e.g. "PrefetchDataset:3"),
                            "long_name": "Iterator::Root::Prefetch", "type": "Prefetch",
                            "category": "asynchronous transformation", "self_ms",
                            "suggestion": "plain text", "links": ["https://www.tensorflow.org/..."]} | null,
             "statement": "plain text"},
 "pipelines": [{"key", "host", "id", "name": "Host:0", "kind": "host"|"device", "calls",
                "min_us", "mean_us", "max_us", "slow_calls",          # slow: latency > 50 µs
                "is_input_bound_host", "bottleneck_type", "bottleneck_long_name",
                "bottleneck_self_us"}, ...],       # slowest first (all hosts)
 "graph": {"pipeline": key, "host", "name", "rank", "num_ranks", "call_start_ms", "call_latency_us",
           "nodes": [{"id", "name", "long_name", "type", "is_async", "parent" (id or ""), "depth",
                      "ran" (in this call), "start_ms", "offset_us" (from the call's start),
                      "total_ms", "self_ms", "calls", "on_critical_path", "is_bottleneck",
                      "profile_calls", "profile_total_ms", "profile_self_ms",   # all events of the profile
                      "params": {"batch_size": 32, ...}}, ...],     # depth-first, parents first
           "nodes_dropped": 0} | null,
 "diagnostics": ["plain text", ...]}
All strings are plain text. `table()` gives the pipelines table for CSV.

Deliberate differences from XProf 2.24, and why (analysis/tf_data.py):
- A child iterator's parent is the innermost enclosing tf.data event, even with
  other events (the ops of a map function) in between.
- Self time is clipped at zero when parallel children overlap each other.
- The graph shows every iterator seen on the host, also those that ran ahead of
  the profiled calls, and a call other than the slowest can be shown (`rank`).
"""

from __future__ import annotations

import re
from typing import Mapping, Sequence

import numpy as np
from ..lazy_pandas import pd

from .. import params
from ..analysis import tf_data
from ..errors import NotFound
from ..profile import Profile, schema

SLOW_CALL_PS = 50_000_000  # 50 µs, tf.data's performance guide threshold
MAX_NODES = 2000
PS_PER_US = 1e6
PS_PER_MS = 1e9

# Stats of iterator events that are not parameters of the dataset.
_NOT_PARAMS = frozenset({schema.TF_DATA_ITERATOR_ID, schema.TF_DATA_PARENT_ID, schema.TF_DATA_DATASET_NAME,
                         schema.TF_DATA_ELEMENT_SHAPES, schema.TF_DATA_ELEMENT_TYPES, schema.TF_DATA_ELEMENT_ID}
                        | schema.INTERNAL_STATS - {schema.IS_ASYNC})

_GUIDE = "https://www.tensorflow.org/guide/data_performance"
_ANALYSIS = "https://www.tensorflow.org/guide/data_performance_analysis"

# Iterator type (without a trailing version such as V2) -> category.
_CATEGORY_OF = {
    **dict.fromkeys(("TFRecord", "TextLine", "FixedLengthRecord", "SSTable", "RecordIO", "Spanner", "TFColumn",
                     "LMDB", "CapacitorProto", "ExternalDataset", "SleepwalkRemoteDataset", "StitchedTimelineDataset",
                     "DateKeyDataset", "PearModel", "SqlDataset", "Csv", "Snapshot", "Load"), "file source"),
    **dict.fromkeys(("TensorSlice", "FromTensor", "Tensor", "Generator", "SyntheticDatasetOp", "Range",
                     "SparseTensorSlice"), "memory source"),
    "DataService": "data service",
    **dict.fromkeys(("GuzzlerDataGuzzlerRemoteDataset", "ReverbDataset", "DatasetSampleGame", "Courier",
                     "ReverbEpisodeDataset"), "remote source"),
    **dict.fromkeys(("Map", "Interleave", "FlatMap"), "transformation with a parallel version"),
    **dict.fromkeys(("ParallelMap", "ParallelInterleave", "LegacyParallelInterleave", "MapAndBatch",
                     "ParallelBatch", "ParseExample"), "parallel transformation"),
    **dict.fromkeys(("Filter", "Unbatch", "Scan", "Window", "GroupByWindow", "Take", "Skip", "Shard"),
                    "transformation without a parallel version"),
    **dict.fromkeys(("Batch", "PaddedBatch"), "batching"),
    "Prefetch": "prefetch",
    "Shuffle": "shuffle",
}

_SUGGESTIONS = {
    "file source": (
        "Reading input data is the bottleneck. Read several files at once: split the data into more files and "
        "read them with interleave(..., num_parallel_calls=tf.data.AUTOTUNE); keep the data close to this host "
        "(same region/cell); cache() the dataset if it fits in memory.",
        [f"{_ANALYSIS}#source_datasets", f"{_GUIDE}#parallelizing_data_extraction"]),
    "memory source": (
        "Producing elements from in-memory data is the bottleneck. Batch earlier so later steps work on whole "
        "batches, run several copies of the source with interleave over shards, and for a Python generator move "
        "the work into TensorFlow ops (generators run under the Python GIL).",
        [f"{_ANALYSIS}#source_datasets", f"{_GUIDE}#parallelizing_data_extraction"]),
    "data service": (
        "Fetching data from the tf.data service is slow: profile the tf.data service workers, or add workers.",
        ["https://www.tensorflow.org/api_docs/python/tf/data/experimental/service", _ANALYSIS]),
    "remote source": (
        "The remote data source is slow: profile the host that serves it.",
        [_ANALYSIS]),
    "transformation with a parallel version": (
        "Parallelize this transformation: map(..., num_parallel_calls=tf.data.AUTOTUNE) (for flat_map or "
        "interleave: interleave(..., cycle_length=..., num_parallel_calls=tf.data.AUTOTUNE)). If the data fits in "
        "memory and nothing before it is random, add cache() after it.",
        [f"{_GUIDE}#parallelizing_data_transformation", f"{_GUIDE}#caching", f"{_ANALYSIS}#transformation_datasets"]),
    "parallel transformation": (
        "This transformation already runs in parallel: raise num_parallel_calls (or use tf.data.AUTOTUNE), check "
        "that the host's CPUs are busy, vectorize the function (batch first, then map over batches), and "
        "cache() after it when the data fits in memory.",
        [f"{_GUIDE}#vectorizing_mapping", f"{_ANALYSIS}#3_are_you_reaching_high_cpu_utilization"]),
    "transformation without a parallel version": (
        "This transformation is sequential. Run several copies of the input pipeline over shards of the input "
        "and interleave them, move the transformation after batching, or cache() after it when the data fits in "
        "memory and nothing before it is random.",
        [f"{_ANALYSIS}#transformation_datasets", f"{_GUIDE}#caching"]),
    "batching": (
        "Batching is slow: batch in parallel with batch(..., num_parallel_calls=tf.data.AUTOTUNE) (or let tf.data "
        "fuse map and batch: map_and_batch), and batch before expensive per-element maps to vectorize them.",
        [f"{_GUIDE}#vectorizing_mapping", f"{_ANALYSIS}#transformation_datasets"]),
    "prefetch": (
        "The model waited on the prefetch buffer: increase its buffer_size (or use tf.data.AUTOTUNE) so more "
        "elements are ready, and speed up the transformations before it.",
        [f"{_GUIDE}#prefetching", _ANALYSIS]),
    "shuffle": (
        "Shuffling is slow: a smaller buffer_size fills faster; shuffle file names (list_files(shuffle=True)) "
        "and interleave them instead of a large element buffer.",
        [f"{_GUIDE}#shuffling", _ANALYSIS]),
    "other": (
        "See the tf.data performance analysis guide for how to speed up this iterator.",
        [_ANALYSIS]),
}

_VERSION = re.compile(r"V\d+$")

PIPELINE_COLUMNS = [
    ("host", "Host"), ("name", "Input Pipeline"), ("kind", "Kind"), ("min_us", "Min (us)"),
    ("mean_us", "Avg (us)"), ("max_us", "Max (us)"), ("calls", "# Calls"), ("slow_calls", "# Slow Calls"),
    ("bottleneck_type", "Bottleneck"), ("bottleneck_long_name", "Bottleneck long name"),
    ("bottleneck_self_us", "Bottleneck self time (us)"),
]


def category(iterator_type: str) -> str:
    """The kind of bottleneck an iterator type makes ("other" when unknown)."""
    return _CATEGORY_OF.get(iterator_type) or _CATEGORY_OF.get(_VERSION.sub("", iterator_type)) or "other"


def suggestion(iterator_type: str) -> tuple[str, list[str]]:
    text, links = _SUGGESTIONS[category(iterator_type)]
    return text, list(links)


def _id(value) -> str:
    """An iterator id (int64 bit pattern) as TensorFlow prints it (unsigned)."""
    return str(int(np.int64(value).view(np.uint64)))


def _round(x: float, digits: int = 6) -> float:
    return round(float(x), digits)


def _host_pipelines(profile: Profile, data: tf_data.TfData) -> tuple[list[dict], dict]:
    """Pipeline rows of one host, and per pipeline key its calls by latency (slowest first)."""
    calls = data.calls
    if not len(calls):
        return [], {}
    g = calls.assign(slow=calls["duration_ps"] > SLOW_CALL_PS).groupby("pipeline", sort=False)
    stats = g.agg(first=("start_ps", "min"), calls=("call", "size"), min_ps=("duration_ps", "min"),
                  mean_ps=("duration_ps", "mean"), max_ps=("duration_ps", "max"), slow=("slow", "sum"))
    stats = stats.sort_values("first", kind="stable")
    device = np.isin(stats.index.to_numpy(), np.array(sorted(data.device_pipelines), dtype=np.int64))
    kinds = np.where(device, "device", "host")
    numbers = pd.Series(kinds).groupby(kinds).cumcount().to_numpy()
    ranked = calls.sort_values(["duration_ps", "start_ps"], ascending=[False, True], kind="stable")
    by_pipeline = {pid: part["call"].to_numpy() for pid, part in ranked.groupby("pipeline", sort=False)}
    rows, ranks = [], {}
    for (pid, s), kind, number in zip(stats.iterrows(), kinds, numbers):  # per pipeline
        name = f"{'Device' if kind == 'device' else 'Host'}:{number}"
        key = f"{profile.host}:{name}"
        ranks[key] = (int(pid), by_pipeline[pid])
        rows.append({"key": key, "host": profile.host, "id": _id(pid), "name": name, "kind": str(kind),
                     "calls": int(s["calls"]), "min_us": _round(s["min_ps"] / PS_PER_US, 3),
                     "mean_us": _round(s["mean_ps"] / PS_PER_US, 3), "max_us": _round(s["max_ps"] / PS_PER_US, 3),
                     "slow_calls": int(s["slow"]), "max_ps": int(s["max_ps"])})
    return rows, ranks


def _bottleneck(data: tf_data.TfData, call: int) -> pd.Series | None:
    """The blocking iterator with the largest self time in a call (None if none)."""
    v = data.visits
    part = v[(v["call"] == call) & v["blocking"] & (v["self_ps"] > 0)]
    if not len(part):
        return None
    part = part.sort_values(["self_ps", "start_ps"], ascending=[False, True], kind="stable")
    return part.iloc[0]


def _iterator_info(data: tf_data.TfData, iterator: int) -> pd.Series:
    it = data.iterators
    return it[it["iterator"] == iterator].iloc[0]


def _params(profile: Profile, row: int) -> dict:
    plane = profile.host_plane
    out = {}
    for key, value in plane.event_stats(int(row)).items():
        if key in _NOT_PARAMS:
            continue
        out[key] = value if isinstance(value, (int, float, str)) else str(value)
    return out


def _graph(profile: Profile, data: tf_data.TfData, row: dict, pipeline_id: int, ranked: np.ndarray,
           rank: int, origin_ps: int) -> dict:
    call = int(ranked[rank])
    c = data.calls.iloc[call]
    it = data.iterators[data.iterators["pipeline"] == pipeline_id]
    v = data.visits[data.visits["call"] == call].set_index("iterator")
    bottleneck = _bottleneck(data, call)
    bottleneck_id = None if bottleneck is None else int(bottleneck["iterator"])
    # Depth-first order, children by first start (per node: few nodes).
    children: dict[int, list[int]] = {}
    ordered = it.sort_values(["start_ps", "iterator"], kind="stable")
    for iid, parent in zip(ordered["iterator"].to_numpy(), ordered["parent"].to_numpy()):
        children.setdefault(int(parent), []).append(int(iid))
    order, stack = [], [pipeline_id]
    while stack and len(order) < MAX_NODES:
        node = stack.pop()
        order.append(node)
        stack.extend(reversed(children.get(node, [])))
    by_id = it.set_index("iterator")
    nodes = []
    for iid in order:  # per graph node
        info = by_id.loc[iid]
        ran = iid in v.index
        visit = v.loc[iid] if ran else None
        nodes.append({
            "id": _id(iid),
            "name": str(info["dataset"] or info["type"]),
            "long_name": str(info["long_name"]),
            "type": str(info["type"]),
            "is_async": bool(info["is_async"]),
            "parent": _id(info["parent"]) if info["parent"] else "",
            "depth": int(info["depth"]),
            "ran": bool(ran),
            "start_ms": _round((visit["start_ps"] - origin_ps) / PS_PER_MS) if ran else None,
            "offset_us": _round((visit["start_ps"] - c["start_ps"]) / PS_PER_US, 3) if ran else None,
            "total_ms": _round(visit["duration_ps"] / PS_PER_MS) if ran else 0.0,
            "self_ms": _round(visit["self_ps"] / PS_PER_MS) if ran else 0.0,
            "calls": int(visit["calls"]) if ran else 0,
            "on_critical_path": bool(ran and visit["blocking"]),
            "is_bottleneck": iid == bottleneck_id,
            "profile_calls": int(info["calls"]),
            "profile_total_ms": _round(info["duration_ps"] / PS_PER_MS),
            "profile_self_ms": _round(info["self_ps"] / PS_PER_MS),
            "params": _params(profile, info["first_row"]),
        })
    return {
        "pipeline": row["key"], "host": row["host"], "name": row["name"], "rank": rank, "num_ranks": len(ranked),
        "call_start_ms": _round((c["start_ps"] - origin_ps) / PS_PER_MS),
        "call_latency_us": _round(c["duration_ps"] / PS_PER_US, 3),
        "nodes": nodes, "nodes_dropped": max(0, len(it) - len(nodes)),
    }


def _bottleneck_json(data: tf_data.TfData, bottleneck: pd.Series) -> dict:
    info = _iterator_info(data, int(bottleneck["iterator"]))
    text, links = suggestion(str(info["type"]))
    return {"id": _id(bottleneck["iterator"]), "name": str(info["dataset"] or info["type"]),
            "long_name": str(info["long_name"]), "type": str(info["type"]), "category": category(str(info["type"])),
            "self_ms": _round(bottleneck["self_ps"] / PS_PER_MS), "suggestion": text, "links": links}


def _statement(top: dict | None, bottleneck: dict | None, several_hosts: bool, any_rows: bool) -> str:
    if top is None and any_rows:
        return ("This profile has only device input pipelines (they feed devices from a host input pipeline "
                "that was not captured): profile the host that runs the tf.data code.")
    if top is None:
        return ("No tf.data input pipeline calls were captured in this profile. If the job uses tf.data, "
                "capture a longer profile (it must include calls of the iterator's GetNext).")
    where = f"host {top['host']}'s" if several_hosts else "the"
    latency = f"{top['max_us']:,.1f} µs"
    if top["max_ps"] > SLOW_CALL_PS:
        head = (f"This profile has a tf.data input pipeline slower than 50 µs, so the job may be input bound: "
                f"{where} input pipeline {top['name']} took up to {latency} per call.")
    else:
        head = (f"No tf.data input pipeline call is slower than 50 µs (the slowest, {where} {top['name']}, took "
                f"{latency}); the job could still be input bound on workers this profile did not capture.")
    if bottleneck is None:
        return head + " No iterator on its critical path has self time."
    return (f"{head} In its slowest call the bottleneck is the {bottleneck['type']} iterator "
            f"({bottleneck['long_name']}), {bottleneck['self_ms'] * 1000:,.1f} µs of self time.")


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    from . import MAX_RANK  # the registry declares the option's bounds

    rank = params.integer("rank", options.get("rank"), low=0, high=MAX_RANK, default=0)
    diagnostics: list[str] = []
    rows: list[dict] = []
    where: dict[str, tuple[Profile, tf_data.TfData, int, np.ndarray]] = {}
    bottlenecks: dict[str, dict | None] = {}
    for profile in profiles:  # per host
        data = tf_data.analyze(profile)
        if data.missing_ids:
            diagnostics.append(f"{profile.host}: {data.missing_ids:,} of {data.iterator_events:,} iterator events carry "
                               "no iterator id (TensorFlow older than 2.3?); they are left out.")
        host_rows, ranks = _host_pipelines(profile, data)
        if data.iterator_events and not host_rows and data.missing_ids < data.iterator_events:
            diagnostics.append(f"{profile.host}: tf.data iterator events but no root iterator call "
                               "(Iterator::<name>) with an id: the profile has no complete GetNext call.")
        for r in host_rows:
            pid, ranked = ranks[r["key"]]
            where[r["key"]] = (profile, data, pid, ranked)
            b = _bottleneck(data, int(ranked[0]))
            bottlenecks[r["key"]] = None if b is None else _bottleneck_json(data, b)
            bj = bottlenecks[r["key"]]
            r["bottleneck_type"] = bj["type"] if bj else ""
            r["bottleneck_long_name"] = bj["long_name"] if bj else ""
            r["bottleneck_self_us"] = _round(bj["self_ms"] * 1000, 3) if bj else 0.0
        rows.extend(host_rows)
    if not rows:
        diagnostics.append("No tf.data iterator calls in this profile: the tool needs host events named "
                           "Iterator::... (TensorFlow's tf.data; JAX profiles have none unless they use tf.data).")
    # Slowest first (the most input-bound host's slowest pipeline on top);
    # device pipelines only feed devices from a host pipeline, so never lead.
    rows.sort(key=lambda r: (r["kind"] != "host", -r["max_ps"]))
    top = rows[0] if rows and rows[0]["kind"] == "host" else None
    for r in rows:
        r["is_input_bound_host"] = top is not None and r["host"] == top["host"]
    bottleneck = bottlenecks.get(top["key"]) if top else None
    summary = {
        "host": top["host"] if top else "",
        "pipeline": top["name"] if top else "",
        "pipeline_key": top["key"] if top else "",
        "max_latency_us": top["max_us"] if top else 0.0,
        "is_input_bound": bool(top and top["max_ps"] > SLOW_CALL_PS),
        "bottleneck": bottleneck,
        "statement": _statement(top, bottleneck, len(profiles) > 1, bool(rows)),
    }
    chosen = options.get("pipeline") or (top["key"] if top else (rows[0]["key"] if rows else ""))
    graph = None
    if chosen:
        if chosen not in where:
            raise NotFound(f"unknown input pipeline {chosen!r}; pipelines: {', '.join(r['key'] for r in rows)}")
        profile, data, pid, ranked = where[chosen]
        if rank >= len(ranked):
            raise NotFound(f"input pipeline {chosen!r} has {len(ranked)} calls: rank must be below {len(ranked)}")
        row = next(r for r in rows if r["key"] == chosen)
        graph = _graph(profile, data, row, pid, ranked, rank, profile.time_span_ps()[0])
        if graph["nodes_dropped"]:
            diagnostics.append(f"The graph shows the first {MAX_NODES:,} iterators of {chosen} "
                               f"({graph['nodes_dropped']:,} more are left out).")
    for r in rows:
        del r["max_ps"]
    return {"summary": summary, "pipelines": rows, "graph": graph, "diagnostics": diagnostics}


def table(result: dict) -> tuple[list[str], list[list]]:
    """The input pipelines table (for CSV export)."""
    return [label for _, label in PIPELINE_COLUMNS], [[r[k] for k, _ in PIPELINE_COLUMNS] for r in result["pipelines"]]
