"""PyTorch profiler traces (Kineto JSON, `*.pt.trace.json[.gz]`, or other `*.json[.gz]` files
told by their first bytes: kineto_head.py) read into the same Profile.

What `torch.profiler` writes (tensorboard_trace_handler, export_chrome_trace):
{"schemaVersion", "deviceProperties": [{id, name, totalGlobalMem, computeMajor, numSms...}],
 "distributedInfo": {backend, rank, world_size...}, "baseTimeNanoseconds"?, "traceEvents": [...]}
(or only the event list). Events are Chrome trace events: `X` spans, `i` instants, `M`
process/thread names, `s`/`f` flow points; `ts`/`dur` in µs (floats), relative to
`baseTimeNanoseconds` when it is given. Category names changed over the years
(`Operator`/`cpu_op`, `Runtime`/`cuda_runtime`, `Kernel`/`kernel`, `Memcpy`/`gpu_memcpy`...).

The model, as the XSpace reader builds it, so that tools read one contract:
- `/host:CPU`: a line per (process, thread) of the CPU events: operators, user
  annotations (`ProfilerStep#N` carries `step_num` = N, as XSpace step markers do), CUDA
  runtime/driver calls, Python functions, instants. `[memory]` instants become
  `MemoryAllocation` / `MemoryDeallocation` events with the allocator stats XSpace
  writes (bytes_allocated: memory allocated after the event; bytes_available: reserved
  minus allocated; requested_bytes/allocation_bytes; addr; allocator_name `GPU<id>` or
  `CPU`, as torch-tb-profiler's device selector; tf_op: the innermost operator running
  around the event on its thread). Traces without running totals (older ones) get them as
  running sums, raised so that they never go below 0.
  The host plane's stats: `rank`, `world_size`, `distributed_backend`.
- `/device:GPU:<id>`: a line per stream (`Stream #<n>`), kernels, memcpys, memsets and GPU
  user annotations; kernels carry `kernel_details` in XProf's form (registers, shared
  memory as static, grid, block, the estimated achieved occupancy as occ_pct). Plane stats
  from deviceProperties (kineto_devices.py: the entry of each device, even where the ids
  differ; vendor, SMs as core_count, memory size, compute capability, name).
- Every event's Kineto args are its stats (lists and objects as JSON text), plus
  `correlation_id` (launch ↔ GPU activity: the trace viewer's flows) and, on GPU events,
  `tf_op`: the operator that launched them (the CPU operator with the launch's External id,
  the innermost when nested; else the innermost operator around the runtime call with the same
  correlation), so per-op device time reads as for TensorFlow GPU profiles, and
  `launch_input_dims`: that operator's "Input Dims".
  `fwdbwd` flows become producer/consumer stats (`_p`/`_c`) on the events they bind to.
- Event metadata: one per (name, category); its `category` stat is the Kineto category.

Errors: malformed JSON, a document that is no trace, or events that cannot be placed on a
timeline are a ProfileError naming the file, as for a corrupt xplane; single events that
lack a time are skipped and counted in `Profile.warnings`, and so are events more than 13 days
from the trace's middle event (a GPU kernel at `ts: 5` in a trace at 1.7e15 µs): kept, such an
event would be the time origin, and the rest of the trace would lie beyond what int64 ps hold.

Loading decodes the events into msgspec structs (typed where torch's traces allow it:
float times, phases and categories as shared literals; any other document is decoded again
as it is), takes each field in one list comprehension over them (the structs are dropped
after it) and each arg in one pass over the rows of a plane, the rarely present ones in one
pass together; every arg is taken before the first plane is built, so that the decoded args
and the file's bytes are freed before the stat tables; everything after it is numpy
(kineto_columns.py: the bulk helpers; kineto_links.py: launches, flows, enclosing spans;
bench/README.md: a 1M-event trace).
"""

from __future__ import annotations

import contextlib
import gc
import itertools
import math
import operator
import os
import re
from typing import Any, Literal, Union

import numpy as np
import msgspec
from ..lazy_pandas import pd

from ..errors import ProfileError
from . import kineto_devices, model, schema
from .kineto_columns import (  # noqa: F401 (_floats, _ints_or, _distinct_texts: the tests use them here)
    _as_int, _bounded, _distinct_texts, _floats, _index, _ints_or, _middle, _objects, _Stats, _text_codes,
    build_plane,
)
from .kineto_links import enclosing, flow_points, launching_ops

KINETO_SUFFIXES = (".pt.trace.json", ".pt.trace.json.gz")
# Bumped whenever the Profile this module builds changes: it is part of every disk cache key
# (profiles and tool results), so nothing computed from an older reading is served.
VERSION = 6  # 6: events far from the rest of the trace skipped, not the time origin
_MAX_TIME_PS = 2**61
# Times kept: |ts| below 2^62 ns, within 2^60 ps (13 days) of the middle event (the docstring).
_MAX_TS_US, _MAX_SPREAD_PS = 2.0**62 / 1e3, 2**60
_MAX_BYTES = 2.0**53  # a [memory] byte count past it (8 PiB) is none

# Categories of activities that run on a GPU (old and new spellings).
GPU_CATEGORIES = frozenset({
    "kernel", "gpu_memcpy", "gpu_memset", "gpu_user_annotation", "Kernel", "Memcpy", "Memset",
    "gpu_op", "cuda_profiler_range",
})
KERNEL_CATEGORIES = frozenset({"kernel", "Kernel"})
OPERATOR_CATEGORIES = frozenset({"cpu_op", "Operator"})
RUNTIME_CATEGORIES = frozenset({"cuda_runtime", "Runtime", "cuda_driver"})
MEMORY_EVENT = "[memory]"
# Scopes torch-tb-profiler does not count as an allocation's operator.
_SCOPE = re.compile(r"ProfilerStep#|Optimizer\.|(Distributed)?DataParallel\.forward$|enumerate\(DataPipe\)#"
                    r"|enumerate\(DataLoader\)#.*\.__next__$")
_STEP = re.compile(r"ProfilerStep#(\d+)$")

# Stats added by the importer (the Kineto args keep their own names).
CATEGORY = "category"  # event metadata: the Kineto category
RANK, WORLD_SIZE, BACKEND = "rank", "world_size", "distributed_backend"  # host plane
EXTERNAL_ID, CORRELATION = "External id", "correlation"
INPUT_DIMS = "Input Dims"  # an operator's input shapes (record_shapes), as the trace writes them
LAUNCH_INPUT_DIMS = "launch_input_dims"  # GPU events: the Input Dims of the operator that launched them


def is_kineto_file(name: str) -> bool:
    return name.endswith(KINETO_SUFFIXES)


def worker_of(name: str) -> tuple[str, int]:
    """`host_1234.1623143089861.pt.trace.json.gz` -> ("host_1234", 1623143089861): the worker
    (torch-tb-profiler's name for a rank's process) and the file's time stamp (-1 if none).
    Another name (a trace known by its content): itself less `.json[.gz]`, no stamp."""
    base = os.path.basename(name)
    suffix = next((x for x in KINETO_SUFFIXES if base.endswith(x)), None)
    if suffix is None:
        other = next((x for x in (".json.gz", ".json") if base.endswith(x)), "")
        return base[: len(base) - len(other)] or base, -1
    base = base[: -len(suffix)]
    worker, dot, stamp = base.rpartition(".")
    if dot and stamp.isdigit() and worker:
        return worker, int(stamp)
    return base, -1


def load(path: str | os.PathLike, *, host: str | None = None) -> model.Profile:
    """Reads one Kineto JSON file (gzip or not) into a Profile (no cache)."""
    from . import xspace  # the confined, size-limited reader of profile files

    path = os.path.abspath(path)
    data, size = xspace.read_padded(path)
    holder = [memoryview(data)[:size]]
    del data  # freed with the last raw arg text that points into it, before the stat tables
    with _collector_paused():
        return _from_buffer(holder, path, host or worker_of(path)[0])


def from_json(data, *, path: str = "", host: str = "") -> model.Profile:
    """A Profile from the bytes of a Kineto document (a dict with traceEvents, or the list)."""
    return _from_buffer([data], path, host)


def _from_buffer(holder: list, path: str, host: str) -> model.Profile:
    """from_json of holder's one buffer, taken out of the list (so that only the decoded
    raw texts keep it alive)."""
    data = holder.pop()
    typed = True
    try:
        try:
            doc = msgspec.json.decode(data, type=_TypedDocument)
        except msgspec.ValidationError:  # a time, phase or category torch does not write: as they are
            typed = False
            doc = msgspec.json.decode(data, type=_Document)
    except msgspec.DecodeError as e:
        raise ProfileError(path, f"not a PyTorch trace: malformed JSON or no event list ({e})") from None
    del data
    if isinstance(doc, list):
        doc = _TraceDoc(traceEvents=doc)
    base_ns = doc.baseTimeNanoseconds or 0
    if not isinstance(base_ns, int) or isinstance(base_ns, bool) or abs(base_ns) >= 2**62:
        raise ProfileError(path, "not a PyTorch trace: baseTimeNanoseconds is not an integer")
    r = _Reader(doc.traceEvents, typed=typed)
    doc.traceEvents = []  # the decoded events, freed before the model is built
    if not r.n:
        raise ProfileError(path, "the trace holds no timed events")
    return r.build(doc, base_ns, path, host)


# The document as msgspec decodes it: only the args the model uses become objects; the
# rest of an event's args is skipped by the decoder (lists are kept as their JSON text).
_Raw = msgspec.Raw
_NO_TEXT = msgspec.Raw(b"")


@contextlib.contextmanager
def _collector_paused():
    """Python's cyclic garbage collector paused while millions of small acyclic objects
    are made and dropped (it would scan them again and again: 3x the decoding time)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


class _Args(msgspec.Struct, frozen=True, gc=False):
    external_id: Any = msgspec.field(default=None, name="External id")
    external_id_old: Any = msgspec.field(default=None, name="external id")
    correlation: Any = None
    device: Any = None
    stream: Any = None
    registers: Any = msgspec.field(default=None, name="registers per thread")
    shared_memory: Any = msgspec.field(default=None, name="shared memory")
    blocks_per_sm: Any = msgspec.field(default=None, name="blocks per SM")
    warps_per_sm: Any = msgspec.field(default=None, name="warps per SM")
    occupancy: Any = msgspec.field(default=None, name="est. achieved occupancy %")
    grid: _Raw = _NO_TEXT
    block: _Raw = _NO_TEXT
    nbytes: Any = msgspec.field(default=None, name="bytes")
    bandwidth: Any = msgspec.field(default=None, name="memory bandwidth (GB/s)")
    input_dims: _Raw = msgspec.field(default=_NO_TEXT, name="Input Dims")
    input_type: _Raw = msgspec.field(default=_NO_TEXT, name="Input type")
    sequence: Any = msgspec.field(default=None, name="Sequence number")
    call_stack: Any = msgspec.field(default=None, name="Call stack")
    collective: Any = msgspec.field(default=None, name="Collective name")
    in_nelems: Any = msgspec.field(default=None, name="In msg nelems")
    out_nelems: Any = msgspec.field(default=None, name="Out msg nelems")
    group_size: Any = msgspec.field(default=None, name="Group size")
    dtype: Any = None
    pg_name: Any = msgspec.field(default=None, name="Process Group Name")
    # [memory] instants
    mem_bytes: Any = msgspec.field(default=None, name="Bytes")
    mem_addr: Any = msgspec.field(default=None, name="Addr")
    mem_device_type: Any = msgspec.field(default=None, name="Device Type")
    mem_device_id: Any = msgspec.field(default=None, name="Device Id")
    total_allocated: Any = msgspec.field(default=None, name="Total Allocated")
    total_reserved: Any = msgspec.field(default=None, name="Total Reserved")
    # M events
    label: Any = msgspec.field(default=None, name="name")


_NO_ARGS = _Args()


class _EventT(msgspec.Struct, gc=False):
    ph: Any = None
    cat: Any = None
    name: Any = None
    pid: Any = None
    tid: Any = None
    ts: Any = None
    dur: Any = 0
    id: Any = None
    args: Union[_Args, None] = _NO_ARGS


class _TraceDoc(msgspec.Struct):
    traceEvents: list[_EventT]
    deviceProperties: Any = None
    computeProperties: Any = None  # older traces' name of deviceProperties
    distributedInfo: Any = None
    baseTimeNanoseconds: Any = 0
    # The runtime the trace was recorded with (kineto_devices.RUNTIME_KEYS).
    roctracer_version: Any = None
    hip_runtime_version: Any = None
    cuda_runtime_version: Any = None
    cupti_version: Any = None


_Document = Union[_TraceDoc, list[_EventT]]


# The phases of Chrome trace events, and the categories Kineto has written (libkineto's
# activity types, flows, old spellings): read as these very objects (no text object per
# event: less memory, and their hashes are known).
_PHASE = Literal["X", "i", "I", "M", "s", "t", "f", "B", "E", "C", "b", "n", "e", "P", "O", "N", "D", "R", "c"]
_CATEGORY = Literal[
    "cpu_op", "user_annotation", "gpu_user_annotation", "gpu_memcpy", "gpu_memset", "kernel", "external_correlation",
    "cuda_runtime", "cuda_driver", "cpu_instant_event", "python_function", "overhead", "cuda_sync", "cuda_profiler_range",
    "gpu_op", "mtia_runtime", "mtia_ccp_events", "mtia_insight", "glow_runtime", "hpu_op", "xpu_runtime",
    "xpu_driver", "collective_comm", "privateuse1_runtime", "privateuse1_driver", "Trace", "ac2g", "fwdbwd",
    "async", "Operator", "Runtime", "Kernel", "Memcpy", "Memset", "Python", "Memory", "Overhead",
]


class _TypedEventT(_EventT, gc=False):
    """An event as torch writes them: times that are numbers, read as floats by the
    decoder (missing: as _floats makes None), so no pass checks their types; a known
    phase and category. Any other event makes the document read as _EventT."""
    ph: Union[_PHASE, None] = None
    cat: Union[_CATEGORY, None] = None
    ts: float = math.nan
    dur: float = 0.0


class _TypedTraceDoc(_TraceDoc):
    traceEvents: list[_TypedEventT]


_TypedDocument = Union[_TypedTraceDoc, list[_TypedEventT]]

# The args of [memory] instants.
_MEMORY_ARGS = ("mem_bytes", "mem_device_type", "mem_device_id", "total_allocated", "total_reserved", "mem_addr")
# Kineto args kept as stats, per plane kind: (attribute of _Args, stat name, "raw" for JSON
# text). External id and correlation are added from the columns the importer reads anyway.
_COLLECTIVE_STATS = (
    ("collective", "Collective name", ""), ("in_nelems", "In msg nelems", ""), ("out_nelems", "Out msg nelems", ""),
    ("group_size", "Group size", ""), ("dtype", "dtype", ""), ("pg_name", "Process Group Name", ""),
)
_HOST_STATS = (
    ("input_dims", INPUT_DIMS, "raw"), ("input_type", "Input type", "raw"), ("sequence", "Sequence number", ""),
    ("call_stack", "Call stack", ""), *_COLLECTIVE_STATS,
)
_GPU_STATS = (
    ("device", "device", ""), ("stream", "stream", ""), ("registers", "registers per thread", ""),
    ("shared_memory", "shared memory", ""), ("blocks_per_sm", "blocks per SM", ""),
    ("warps_per_sm", "warps per SM", ""), ("occupancy", "est. achieved occupancy %", ""),
    ("grid", "grid", "raw"), ("block", "block", "raw"), ("nbytes", "bytes", ""),
    ("bandwidth", "memory bandwidth (GB/s)", ""), *_COLLECTIVE_STATS,
)


# What an event's `ph` makes of it: 0 a span, 1 an instant, 2 metadata, 3 a flow point.
_PHASES = {"X": 0, "i": 1, "I": 1, "M": 2, "s": 3, "f": 3}


class _Reader:
    """Columns of the decoded events: one list comprehension per field over the events
    (none over all fields at once: a tuple per event costs more than the passes), codes of
    text through dicts, numpy after."""

    def __init__(self, events: list, typed: bool = False):
        self.process_names: dict = {}
        self.thread_names: dict = {}
        phs = [e.ph for e in events]
        try:  # a C-level map; only text equals a key, and unhashable values raise
            kind = np.fromiter(map(_PHASES.get, phs, itertools.repeat(-1)), np.int8, len(events))
        except TypeError:
            kind = np.fromiter([_PHASES.get(p, -1) if type(p) is str else -1 for p in phs], np.int8, len(events))
        del phs
        for i in np.flatnonzero(kind == 2).tolist():
            e = events[i]
            label = getattr(e.args, "label", None)
            if type(label) is str:
                if e.name == "process_name":
                    self.process_names[_key(e.pid)] = label
                elif e.name == "thread_name":
                    self.thread_names[(_key(e.pid), _key(e.tid))] = label
        flows = list(itertools.compress(events, (kind == 3).tolist()))
        # Flow points as columns: ph, id, cat, pid, tid, ts.
        self.flows = ([e.ph for e in flows], [e.id for e in flows], [e.cat for e in flows],
                      [e.pid for e in flows], [e.tid for e in flows], [e.ts for e in flows])
        del flows
        spans = np.flatnonzero((kind == 0) | (kind == 1))
        instant = kind[spans] == 1
        events = list(itertools.compress(events, ((kind == 0) | (kind == 1)).tolist()))
        self.n = n = len(events)
        # Names and categories as codes into their distinct values (text).
        self.name_code, self.name_values = _text_codes([e.name for e in events])
        self.cat_code, self.cat_values = _text_codes([e.cat for e in events], other="")
        self.name = self.name_values[self.name_code]
        self.cat = self.cat_values[self.cat_code]
        # A thread is (pid, tid) compared as text: Kineto writes a tid as a number and as a string.
        self.raw_pid, self.raw_tid = [e.pid for e in events], [e.tid for e in events]
        p_code, self.pid_values = _text_codes(self.raw_pid)
        t_code, self.tid_values = _text_codes(self.raw_tid)
        width = len(self.tid_values) + 1
        self.thread, pairs = pd.factorize(p_code * width + t_code) if n else (np.empty(0, np.int64), np.empty(0, np.int64))
        self.thread = self.thread.astype(np.int64, copy=False)
        self.threads = [(self.pid_values[k // width], self.tid_values[k % width]) for k in pairs.tolist()]
        if typed:  # floats by their type (_TypedEventT)
            self.ts = np.fromiter(map(operator.attrgetter("ts"), events), np.float64, n)
            self.dur = np.where(instant, 0.0, np.fromiter(map(operator.attrgetter("dur"), events), np.float64, n))
        else:
            self.ts = _floats([e.ts for e in events])
            self.dur = np.where(instant, 0.0, _floats([e.dur for e in events]))
        args = [e.args for e in events]
        del events
        if None in args:
            args = [a if a is not None else _NO_ARGS for a in args]
        self.args = _objects(args)
        self.args_list = args

    def arg(self, attribute: str, rows: np.ndarray | None = None) -> list:
        args = self.args_list if rows is None else self.args[rows].tolist()
        return list(map(operator.attrgetter(attribute), args))

    # -- building the model ------------------------------------------------------------

    def build(self, doc, base_ns: int, path: str, host: str) -> model.Profile:
        ts, dur = self.ts, self.dur
        ok = np.isfinite(ts) & (np.abs(ts) < _MAX_TS_US) & np.isfinite(dur) & (dur >= 0) & (dur * 1e6 < _MAX_TIME_PS)
        if not ok.any():
            raise ProfileError(path, "the trace holds no timed events")
        warnings = []
        skipped = int((~ok).sum())
        if skipped:
            warnings.append(f"{skipped} trace events without a valid time were skipped")
        far = ok & (np.abs(ts - _middle(ts[ok])) * 1e6 >= _MAX_SPREAD_PS)
        if far.any():
            ok &= ~far
            warnings.append(f"{int(far.sum())} trace events more than {_MAX_SPREAD_PS / 86.4e15:.0f} days away "
                            "from the rest of the trace were skipped")
        ts0 = float(ts[ok].min())
        start_ps = np.where(ok, np.rint((ts - ts0) * 1e6), 0).astype(np.int64)
        dur_ps = np.where(ok, np.rint(dur * 1e6), 0).astype(np.int64)
        origin_ns = base_ns + int(round(ts0 * 1000))
        self.ts0 = ts0

        n = self.n
        cat, names = self.cat, self.name
        is_gpu = self.is_cat(GPU_CATEGORIES) & ok
        is_memory = (self.name_code == _index(self.name_values, MEMORY_EVENT)) & ok & ~is_gpu
        is_host = ok & ~is_gpu

        device, stream = self._gpu_places(is_gpu)
        host_rows, memory_rows = np.flatnonzero(is_host & ~is_memory), np.flatnonzero(is_memory)
        gpu_rows = {dev: np.flatnonzero(is_gpu & (device == dev)) for dev in sorted(set(device[is_gpu].tolist()))}
        # Every arg the planes use is taken before any plane is built: the decoded args (and
        # the file's bytes, which their raw texts point into) are freed before the stat tables.
        host_stats = _Stats()
        host_stats.args(self, host_rows, np.arange(len(host_rows)), _HOST_STATS)
        mem_args = {a: self.arg(a, memory_rows) for a in _MEMORY_ARGS} if len(memory_rows) else {}
        gpu_args = {}
        is_kernel = self.is_cat(KERNEL_CATEGORIES)
        for dev, rows in gpu_rows.items():
            stats = _Stats()
            stats.args(self, rows, np.arange(len(rows)), _GPU_STATS)
            kernels = np.flatnonzero(is_kernel[rows])
            gpu_args[dev] = (stats, kernels, kineto_devices.kernel_details(self.args[rows[kernels]].tolist()))
        # Launches are found over all events, before they are split into planes.
        ext_id = _ints_or(self.arg("external_id"), -1)
        old = ext_id < 0
        if old.any():
            ext_id[old] = _ints_or(self.arg("external_id_old", np.flatnonzero(old)), -1)
        corr = _ints_or(self.arg("correlation"), -1)
        self.ext_id = ext_id
        self.args = self.args_list = None  # the last use of the decoded args
        is_op = self.is_cat(OPERATOR_CATEGORIES) & is_host
        launch = launching_ops(is_op, self.is_cat(RUNTIME_CATEGORIES) & is_host, ext_id, corr, is_gpu, start_ps,
                               dur_ps, self._thread_codes(is_host))
        launched = launch >= 0
        launcher = np.full(n, "", dtype=object)
        launcher[launched] = names[launch[launched]]
        # The launching operator's input shapes, for the operator view by input shape.
        dims = np.full(n, "", dtype=object)
        for local, values in host_stats.columns.get(INPUT_DIMS, ()):
            dims[host_rows[local]] = values
        launch_dims = np.full(n, "", dtype=object)
        launch_dims[launched] = dims[launch[launched]]

        host_plane = self._host_plane(host_rows, memory_rows, start_ps, dur_ps, cat, names, corr, doc,
                                      host_stats, mem_args)
        planes = [host_plane]
        props = kineto_devices.properties_of(doc, list(gpu_rows))
        vendor = kineto_devices.runtime_vendor(doc)
        for dev, rows in gpu_rows.items():
            device_stats = kineto_devices.plane_stats(props.get(dev), vendor)
            planes.append(self._gpu_plane(dev, rows, stream, start_ps, dur_ps, cat, names, corr,
                                          launcher, launch_dims, device_stats, *gpu_args.pop(dev)))
        return model.Profile(host=host, path=path, origin_ns=origin_ns, planes=planes,
                             hostnames=[host] if host else [], warnings=warnings)

    def is_cat(self, categories) -> np.ndarray:
        return np.isin(self.cat_code, [i for i, c in enumerate(self.cat_values.tolist()) if c in categories])

    def _thread_codes(self, rows_mask: np.ndarray) -> np.ndarray:
        return np.where(rows_mask, self.thread, -1)

    def _gpu_places(self, is_gpu: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        n = len(is_gpu)
        device = np.full(n, -1, np.int64)
        stream = np.full(n, -1, np.int64)
        rows = np.flatnonzero(is_gpu)
        sel = rows.tolist()
        device[rows] = [_as_int(self.raw_pid[i] if d is None else d, 0) for i, d in zip(sel, self.arg("device", rows))]
        stream[rows] = [_as_int(self.raw_tid[i] if t is None else t, 0) for i, t in zip(sel, self.arg("stream", rows))]
        return device, stream

    def _host_plane(self, rows, memory_rows, start_ps, dur_ps, cat, names, corr, doc, stats: "_Stats",
                    mem_args: dict) -> model.Plane:
        all_rows = np.concatenate([rows, memory_rows])
        line_keys, threads = pd.factorize(self.thread[all_rows]) if len(all_rows) else (np.empty(0, np.int64), ())
        seen = {code: self.threads[t] for code, t in enumerate(list(threads))}
        # Lines in a reader's order: each process's main thread first, then its other threads;
        # the profiler's own pseudo-processes and unnamed threads last.
        order = sorted(seen, key=lambda code: _thread_order(*seen[code]))
        rank = np.empty(len(order), np.int64)
        rank[order] = np.arange(len(order))
        line_keys = rank[line_keys] if len(line_keys) else line_keys
        seen = {int(rank[code]): pt for code, pt in seen.items()}
        multi_process = len({p for p, _ in seen.values() if p not in _PSEUDO_PROCESSES and p not in ("", "None")}) > 1
        line_info = []
        for code in range(len(seen)):
            p, t = seen[code]
            label = self.thread_names.get((p, t)) or (t if p in _PSEUDO_PROCESSES else
                                                      f"thread {t}" if t not in ("", "None") else "no thread")
            process = self.process_names.get(p) or str(p)
            display = f"{process} ({p}): {label}" if multi_process and p not in _PSEUDO_PROCESSES and p not in ("", "None") \
                else ""
            line_info.append((_line_id(t, code), label, display))

        n_ops = len(rows)
        event_names = names[all_rows].copy()
        event_cats = cat[all_rows].copy()
        # Memory instants become allocator events.
        mem_stats = {}
        if len(memory_rows):
            mem_bytes = _bounded(mem_args["mem_bytes"], _MAX_BYTES)
            event_names[n_ops:] = np.where(mem_bytes >= 0, schema.MEMORY_ALLOCATION, schema.MEMORY_DEALLOCATION)
            event_cats[n_ops:] = "cpu_instant_event"
            mem_stats = self._memory_stats(memory_rows, mem_bytes, start_ps[memory_rows], mem_args)

        stats.add(EXTERNAL_ID, np.arange(n_ops), self.ext_id[rows], skip=-1)
        stats.add(CORRELATION, np.arange(n_ops), corr[rows], skip=-1)
        stats.add(schema.CORRELATION_ID, np.arange(n_ops), corr[rows], skip=-1)
        per_name = np.array([_step_num(v) for v in self.name_values.tolist()] + [-1], np.int64)
        steps = per_name[self.name_code[rows]]
        stats.add(schema.STEP_NUM, np.arange(n_ops), steps, skip=-1)
        for key, values in mem_stats.items():
            stats.add(key, np.arange(n_ops, len(all_rows)), values, skip=None)
        if self.flows[0]:
            line_of = {seen[code]: code for code in seen}
            starts, durs = start_ps[all_rows], dur_ps[all_rows]
            flow_points(self.flows, line_of, line_keys, starts, starts + durs, self.ts0, stats)

        plane_stats = {}
        info = doc.distributedInfo
        if isinstance(info, dict):
            for key, stat in (("rank", RANK), ("world_size", WORLD_SIZE), ("backend", BACKEND)):
                if isinstance(info.get(key), (int, str)) and not isinstance(info.get(key), bool):
                    plane_stats[stat] = info[key]
        return build_plane(0, schema.HOST_PLANE, line_info, line_keys, start_ps[all_rows], dur_ps[all_rows],
                           event_names, event_cats, stats, plane_stats, CATEGORY)

    def _memory_stats(self, rows: np.ndarray, mem_bytes: np.ndarray, start_ps: np.ndarray, args: dict) -> dict:
        dev_type = np.nan_to_num(_bounded(args["mem_device_type"], 2**31), nan=0).astype(np.int64)
        ids = np.nan_to_num(_bounded(args["mem_device_id"], 2**31), nan=0).astype(np.int64)
        # Allocators named as torch-tb-profiler's device selector: "CPU", "GPU0"... (by
        # c10::DeviceType: 1 CUDA, 6 HIP, 12 XPU, 13 MPS).
        prefixes = {1: "GPU", 6: "GPU", 12: "XPU", 13: "MPS"}
        kinds = pd.Series(dev_type).map(prefixes).fillna("device").to_numpy(object)
        allocator = np.where(dev_type == 0, "CPU", kinds + ids.astype(str).astype(object))
        size = np.nan_to_num(mem_bytes, nan=0).astype(np.int64)
        allocated = _bounded(args["total_allocated"], _MAX_BYTES)
        reserved = _bounded(args["total_reserved"], _MAX_BYTES)
        if np.isnan(allocated).any():  # older traces: running sums per allocator
            order = np.argsort(start_ps, kind="stable")
            running = np.empty(len(rows))
            running[order] = pd.Series(size[order]).groupby(allocator[order]).cumsum().to_numpy()
            # Frees of memory allocated before the profile can take a sum below 0: at least
            # that much was held then, so it is the baseline.
            running -= np.minimum(pd.Series(running).groupby(allocator).transform("min").to_numpy(), 0)
            allocated = np.where(np.isnan(allocated), running, allocated)
        reserved = np.where(np.isnan(reserved), allocated, reserved)
        out = {
            schema.ALLOCATOR_NAME: allocator,
            schema.BYTES_ALLOCATED: allocated.astype(np.int64),
            schema.BYTES_AVAILABLE: np.maximum(reserved - allocated, 0).astype(np.int64),
            schema.BYTES_RESERVED: np.zeros(len(rows), np.int64),
            schema.REQUESTED_BYTES: np.abs(size),
            schema.ALLOCATION_BYTES: np.abs(size),
        }
        addr = _bounded(args["mem_addr"], 2.0**63)
        if not np.isnan(addr).all():
            out[schema.ADDRESS] = np.nan_to_num(addr, nan=0).astype(np.int64)
        # tf_op: the innermost operator running around the event on its thread, as
        # torch-tb-profiler attributes memory (step, optimizer and data loader scopes are no op).
        not_op = np.array([_SCOPE.match(v) is not None for v in self.name_values.tolist()], bool)
        ops = np.flatnonzero(self.is_cat(OPERATOR_CATEGORIES) & np.isfinite(self.ts) & np.isfinite(self.dur)
                             & ~not_op[self.name_code])
        inner = enclosing(self.thread[ops], self.ts[ops], self.ts[ops] + self.dur[ops], self.thread[rows],
                           self.ts[rows])
        out[schema.TF_OP] = np.where(inner >= 0, self.name[ops[np.maximum(inner, 0)]] if len(ops) else "", "")
        return out

    def _gpu_plane(self, dev, rows, stream, start_ps, dur_ps, cat, names, corr, launcher, launch_dims, device_stats,
                   stats: "_Stats", kernels: np.ndarray, kernel_details: np.ndarray) -> model.Plane:
        line_keys, streams = pd.factorize(stream[rows], sort=True)
        line_info = [(int(s), f"Stream #{int(s)}", "") for s in streams.tolist()]
        local = np.arange(len(rows))
        stats.add(EXTERNAL_ID, local, self.ext_id[rows], skip=-1)
        stats.add(CORRELATION, local, corr[rows], skip=-1)
        stats.add(schema.CORRELATION_ID, local, corr[rows], skip=-1)
        ops = launcher[rows]
        stats.add(schema.TF_OP, local, ops, skip="")
        stats.add(LAUNCH_INPUT_DIMS, local, launch_dims[rows], skip="")
        stats.add(schema.KERNEL_DETAILS, kernels, kernel_details, skip="")
        plane_stats = {schema.DEVICE_ID: int(dev), **device_stats}
        return build_plane(int(dev) + 1, f"{schema.GPU_PLANE_PREFIX}{int(dev)}", line_info, line_keys,
                           start_ps[rows], dur_ps[rows], names[rows], cat[rows], stats, plane_stats, CATEGORY)



_PSEUDO_PROCESSES = frozenset({"Spans", "Traces"})


def _thread_order(pid: str, tid: str) -> tuple:
    unnamed = pid in _PSEUDO_PROCESSES or pid in ("", "None") or tid in ("", "None")
    return (unnamed, _as_int(pid, 2**63), pid, tid != pid, _as_int(tid, 2**63), tid)


def _key(value) -> str:
    return value if type(value) is str else str(value)


def _line_id(tid: str, code: int) -> int:
    value = _as_int(tid, -1)
    return value if 0 <= value < 2**62 else 2**62 + code


def _step_num(name: str) -> int:
    m = _STEP.match(name)
    return int(m.group(1)) if m else -1
