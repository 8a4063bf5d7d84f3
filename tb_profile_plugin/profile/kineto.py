"""PyTorch profiler traces (Kineto JSON, `*.pt.trace.json[.gz]`) read into the same Profile.

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
  minus allocated; requested_bytes/allocation_bytes; addr; allocator_name `GPU_<id>` or
  `CPU`). Traces without running totals (older ones) get them as running sums.
  The host plane's stats: `rank`, `world_size`, `distributed_backend`.
- `/device:GPU:<id>`: a line per stream (`Stream #<n>`), kernels, memcpys, memsets and GPU
  user annotations; kernels carry `kernel_details` in XProf's form (registers, shared
  memory as static, grid, block, the estimated achieved occupancy as occ_pct). Plane stats
  from deviceProperties (core_count = SMs, memory size, compute capability).
- Every event's Kineto args are its stats (lists and objects as JSON text), plus
  `correlation_id` (launch ↔ GPU activity: the trace viewer's flows) and, on GPU events,
  `tf_op`: the operator that launched them (the CPU operator with the launch's External id;
  the innermost when nested), so per-op device time reads as for TensorFlow GPU profiles.
  `fwdbwd` flows become producer/consumer stats (`_p`/`_c`) on the events they bind to.
- Event metadata: one per (name, category); its `category` stat is the Kineto category.

Errors: malformed JSON, a document that is no trace, or events that cannot be placed on a
timeline are a ProfileError naming the file, as for a corrupt xplane; single events that
lack a time are skipped and counted in `Profile.warnings`.

Loading runs one Python loop over the events (the JSON parser's dicts are dropped after
it); everything after it is numpy.
"""

from __future__ import annotations

import contextlib
import gc
import operator
import os
import re
from typing import Any, Union

import numpy as np
import msgspec
import orjson
import pandas as pd

from ..errors import ProfileError
from . import model, schema

KINETO_SUFFIXES = (".pt.trace.json", ".pt.trace.json.gz")
_MAX_TIME_PS = 2**61

# Categories of activities that run on a GPU (old and new spellings).
GPU_CATEGORIES = frozenset({
    "kernel", "gpu_memcpy", "gpu_memset", "gpu_user_annotation", "Kernel", "Memcpy", "Memset",
    "gpu_op", "cuda_profiler_range",
})
KERNEL_CATEGORIES = frozenset({"kernel", "Kernel"})
OPERATOR_CATEGORIES = frozenset({"cpu_op", "Operator"})
RUNTIME_CATEGORIES = frozenset({"cuda_runtime", "Runtime", "cuda_driver"})
MEMORY_EVENT = "[memory]"
_STEP = re.compile(r"ProfilerStep#(\d+)$")
_DIGITS = re.compile(r"-?\d+")

# Stats added by the importer (the Kineto args keep their own names).
CATEGORY = "category"  # event metadata: the Kineto category
RANK, WORLD_SIZE, BACKEND = "rank", "world_size", "distributed_backend"  # host plane
EXTERNAL_ID, CORRELATION = "External id", "correlation"


def is_kineto_file(name: str) -> bool:
    return name.endswith(KINETO_SUFFIXES)


def worker_of(name: str) -> tuple[str, int]:
    """`host_1234.1623143089861.pt.trace.json.gz` -> ("host_1234", 1623143089861): the worker
    (torch-tb-profiler's name for a rank's process) and the file's time stamp (-1 if none)."""
    base = os.path.basename(name)
    for suffix in KINETO_SUFFIXES:
        if base.endswith(suffix):
            base = base[: -len(suffix)]
            break
    worker, dot, stamp = base.rpartition(".")
    if dot and stamp.isdigit() and worker:
        return worker, int(stamp)
    return base, -1


def load(path: str | os.PathLike, *, host: str | None = None) -> model.Profile:
    """Reads one Kineto JSON file (gzip or not) into a Profile (no cache)."""
    from . import xspace  # the confined, size-limited reader of profile files

    path = os.path.abspath(path)
    data, size = xspace.read_padded(path)
    with _collector_paused():
        return from_json(memoryview(data)[:size], path=path, host=host or worker_of(path)[0])


def from_json(data, *, path: str = "", host: str = "") -> model.Profile:
    """A Profile from the bytes of a Kineto document (a dict with traceEvents, or the list)."""
    try:
        doc = msgspec.json.decode(data, type=_Document)
    except msgspec.DecodeError as e:
        raise ProfileError(path, f"not a PyTorch trace: malformed JSON or no event list ({e})") from None
    if isinstance(doc, list):
        doc = _TraceDoc(traceEvents=doc)
    base_ns = doc.baseTimeNanoseconds or 0
    if not isinstance(base_ns, int) or isinstance(base_ns, bool) or abs(base_ns) >= 2**62:
        raise ProfileError(path, "not a PyTorch trace: baseTimeNanoseconds is not an integer")
    r = _Reader(doc.traceEvents)
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
    distributedInfo: Any = None
    baseTimeNanoseconds: Any = 0


_Document = Union[_TraceDoc, list[_EventT]]

# Stats from the decoded args: (attribute, stat name, kind) with kind "raw" for JSON text.
# Kineto args kept as stats, per plane kind: (attribute of _Args, stat name, "raw" for JSON
# text). External id and correlation are added from the columns the importer reads anyway.
_COLLECTIVE_STATS = (
    ("collective", "Collective name", ""), ("in_nelems", "In msg nelems", ""), ("out_nelems", "Out msg nelems", ""),
    ("group_size", "Group size", ""), ("dtype", "dtype", ""), ("pg_name", "Process Group Name", ""),
)
_HOST_STATS = (
    ("input_dims", "Input Dims", "raw"), ("input_type", "Input type", "raw"), ("sequence", "Sequence number", ""),
    ("call_stack", "Call stack", ""), *_COLLECTIVE_STATS,
)
_GPU_STATS = (
    ("device", "device", ""), ("stream", "stream", ""), ("registers", "registers per thread", ""),
    ("shared_memory", "shared memory", ""), ("blocks_per_sm", "blocks per SM", ""),
    ("warps_per_sm", "warps per SM", ""), ("occupancy", "est. achieved occupancy %", ""),
    ("grid", "grid", "raw"), ("block", "block", "raw"), ("nbytes", "bytes", ""),
    ("bandwidth", "memory bandwidth (GB/s)", ""), *_COLLECTIVE_STATS,
)


_EVENT_GETTER = operator.attrgetter("ph", "cat", "name", "pid", "tid", "ts", "dur", "id", "args")


class _Reader:
    """Columns of the decoded events (list comprehensions over the structs; numpy after)."""

    def __init__(self, events: list):
        self.process_names: dict = {}
        self.thread_names: dict = {}
        self.flows: list = []  # (ph, id, cat, pid, tid, ts)
        columns = zip(*map(_EVENT_GETTER, events)) if events else [()] * 9
        ph, cat, name, pid, tid, ts, dur, fid, args = (_objects(c) for c in columns)
        ph_code, ph_names = _codes(ph)
        for i in np.flatnonzero(ph_code == _index(ph_names, "M")).tolist():
            label = getattr(args[i], "label", None)
            if type(label) is str:
                if name[i] == "process_name":
                    self.process_names[_key(pid[i])] = label
                elif name[i] == "thread_name":
                    self.thread_names[(_key(pid[i]), _key(tid[i]))] = label
        points = np.flatnonzero(np.isin(ph_code, [_index(ph_names, "s"), _index(ph_names, "f")]))
        self.flows = list(zip(ph[points].tolist(), fid[points].tolist(), cat[points].tolist(),
                              pid[points].tolist(), tid[points].tolist(), ts[points].tolist()))
        spans = np.flatnonzero(np.isin(ph_code, [_index(ph_names, p) for p in ("X", "i", "I")]))
        instant = ph_code[spans] != _index(ph_names, "X")
        self.n = len(spans)
        # Names and categories as codes into their distinct values (text).
        self.name_code, self.name_values = _codes(name[spans], text=True)
        self.cat_code, self.cat_values = _codes(cat[spans], text=True, other="")
        self.name = self.name_values[self.name_code]
        self.cat = self.cat_values[self.cat_code]
        # A thread is (pid, tid) compared as text: Kineto writes a tid as a number and as a string.
        p_code, self.pid_values = _codes(pid[spans], text=True)
        t_code, self.tid_values = _codes(tid[spans], text=True)
        self.thread, pairs = pd.factorize(p_code.astype(np.int64) * (len(self.tid_values) + 1) + t_code)
        self.threads = [(self.pid_values[k // (len(self.tid_values) + 1)], self.tid_values[k % (len(self.tid_values) + 1)])
                        for k in pairs.tolist()]
        self.ts = _floats(ts[spans])
        self.dur = np.where(instant, 0.0, _floats(dur[spans]))
        self.args = _objects([a if a is not None else _NO_ARGS for a in args[spans].tolist()])
        self.raw_pid, self.raw_tid = pid[spans], tid[spans]

    def arg(self, attribute: str, rows: np.ndarray | None = None) -> list:
        args = self.args if rows is None else self.args[rows]
        return list(map(operator.attrgetter(attribute), args))

    # -- building the model ------------------------------------------------------------

    def build(self, doc, base_ns: int, path: str, host: str) -> model.Profile:
        ts, dur = self.ts, self.dur
        ok = np.isfinite(ts) & np.isfinite(dur) & (dur >= 0)
        warnings = []
        skipped = int((~ok).sum())
        ts0 = float(ts[ok].min()) if ok.any() else 0.0
        start_ps = np.rint((ts - ts0) * 1e6)
        dur_ps = np.rint(dur * 1e6)
        ok &= (np.abs(start_ps) < _MAX_TIME_PS) & (dur_ps < _MAX_TIME_PS)
        skipped = int((~ok).sum())
        if skipped:
            warnings.append(f"{skipped} trace events without a valid time were skipped")
        start_ps = np.where(ok, start_ps, 0).astype(np.int64)
        dur_ps = np.where(ok, dur_ps, 0).astype(np.int64)
        origin_ns = base_ns + int(round(ts0 * 1000))
        self.ts0 = ts0

        n = self.n
        cat, names = self.cat, self.name
        is_gpu = self.is_cat(GPU_CATEGORIES) & ok
        is_memory = (self.name_code == _index(self.name_values, MEMORY_EVENT)) & ok & ~is_gpu
        is_host = ok & ~is_gpu

        device, stream = self._gpu_places(is_gpu)
        # Launches are found over all events, before they are split into planes.
        ext_id = _ints_or(self.arg("external_id"), -1)
        old = ext_id < 0
        if old.any():
            ext_id[old] = _ints_or(self.arg("external_id_old", np.flatnonzero(old)), -1)
        corr = _ints_or(self.arg("correlation"), -1)
        self.ext_id = ext_id
        launcher = _launching_ops(self, ext_id, corr, is_gpu, start_ps, dur_ps, self._thread_codes(is_host), is_host)

        host_plane = self._host_plane(np.flatnonzero(is_host & ~is_memory), np.flatnonzero(is_memory),
                                      start_ps, dur_ps, cat, names, corr, doc)
        planes = [host_plane]
        props = doc.deviceProperties if isinstance(doc.deviceProperties, list) else []
        props = {p.get("id"): p for p in props if isinstance(p, dict)}
        for dev in sorted(set(device[is_gpu].tolist())):
            rows = np.flatnonzero(is_gpu & (device == dev))
            planes.append(self._gpu_plane(dev, rows, stream, start_ps, dur_ps, cat, names, corr,
                                          launcher, props.get(dev)))
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
        for i in np.flatnonzero(is_gpu).tolist():
            a = self.args[i]
            device[i] = _as_int(self.raw_pid[i] if a.device is None else a.device, 0)
            stream[i] = _as_int(self.raw_tid[i] if a.stream is None else a.stream, 0)
        return device, stream

    def _host_plane(self, rows, memory_rows, start_ps, dur_ps, cat, names, corr, doc) -> model.Plane:
        all_rows = np.concatenate([rows, memory_rows])
        line_keys, threads = pd.factorize(self.thread[all_rows]) if len(all_rows) else (np.empty(0, np.int64), [])
        seen = {code: self.threads[t] for code, t in enumerate(threads.tolist())}
        multi_process = len({p for p, _ in seen.values() if p not in _PSEUDO_PROCESSES}) > 1
        line_info = []
        for code in range(len(seen)):
            p, t = seen[code]
            label = self.thread_names.get((p, t)) or (f"thread {t}" if p not in _PSEUDO_PROCESSES else t)
            process = self.process_names.get(p) or str(p)
            display = f"{process} ({p}): {label}" if multi_process and p not in _PSEUDO_PROCESSES else ""
            line_info.append((_line_id(t, code), label, display))

        n_ops = len(rows)
        event_names = names[all_rows].copy()
        event_cats = cat[all_rows].copy()
        # Memory instants become allocator events.
        mem_stats = {}
        if len(memory_rows):
            mem_bytes = _floats(self.arg("mem_bytes", memory_rows))
            event_names[n_ops:] = np.where(mem_bytes >= 0, schema.MEMORY_ALLOCATION, schema.MEMORY_DEALLOCATION)
            event_cats[n_ops:] = "cpu_instant_event"
            mem_stats = self._memory_stats(memory_rows, mem_bytes, start_ps[memory_rows])

        stats = _Stats()
        stats.args(self, all_rows[:n_ops], np.arange(n_ops), _HOST_STATS)
        stats.add(EXTERNAL_ID, np.arange(n_ops), self.ext_id[rows], skip=-1)
        stats.add(CORRELATION, np.arange(n_ops), corr[rows], skip=-1)
        stats.add(schema.CORRELATION_ID, np.arange(n_ops), corr[rows], skip=-1)
        per_name = np.array([_step_num(v) for v in self.name_values.tolist()] + [-1], np.int64)
        steps = per_name[self.name_code[rows]]
        stats.add(schema.STEP_NUM, np.arange(n_ops), steps, skip=-1)
        for key, values in mem_stats.items():
            stats.add(key, np.arange(n_ops, len(all_rows)), values, skip=None)
        if self.flows:
            line_of = {seen[code]: code for code in seen}
            starts, durs = start_ps[all_rows], dur_ps[all_rows]
            self._flow_points(line_of, line_keys, starts, starts + durs, self.ts0, stats)

        plane_stats = {}
        info = doc.distributedInfo
        if isinstance(info, dict):
            for key, stat in (("rank", RANK), ("world_size", WORLD_SIZE), ("backend", BACKEND)):
                if isinstance(info.get(key), (int, str)) and not isinstance(info.get(key), bool):
                    plane_stats[stat] = info[key]
        return _plane(0, schema.HOST_PLANE, line_info, line_keys, start_ps[all_rows], dur_ps[all_rows],
                      event_names, event_cats, stats, plane_stats, rows_in_trace=all_rows)

    def _memory_stats(self, rows: np.ndarray, mem_bytes: np.ndarray, start_ps: np.ndarray) -> dict:
        dev_type = _floats(self.arg("mem_device_type", rows))
        dev_id = _floats(self.arg("mem_device_id", rows))
        gpu = np.nan_to_num(dev_type, nan=0) == 1
        ids = np.nan_to_num(dev_id, nan=-1).astype(np.int64)
        allocator = np.where(gpu, np.char.add("GPU_", ids.astype(str)).astype(object), "CPU")
        size = np.nan_to_num(mem_bytes, nan=0).astype(np.int64)
        allocated = _floats(self.arg("total_allocated", rows))
        reserved = _floats(self.arg("total_reserved", rows))
        if np.isnan(allocated).any():  # older traces: running sums per allocator
            order = np.argsort(start_ps, kind="stable")
            running = np.empty(len(rows))
            running[order] = pd.Series(size[order]).groupby(allocator[order]).cumsum().to_numpy()
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
        addr = _floats(self.arg("mem_addr", rows))
        if not np.isnan(addr).all():
            out[schema.ADDRESS] = np.nan_to_num(addr, nan=0).astype(np.int64)
        return out

    def _gpu_plane(self, dev, rows, stream, start_ps, dur_ps, cat, names, corr, launcher, props) -> model.Plane:
        line_keys, streams = pd.factorize(stream[rows], sort=True)
        line_info = [(int(s), f"Stream #{int(s)}", "") for s in streams.tolist()]
        stats = _Stats()
        local = np.arange(len(rows))
        stats.args(self, rows, local, _GPU_STATS)
        stats.add(EXTERNAL_ID, local, self.ext_id[rows], skip=-1)
        stats.add(CORRELATION, local, corr[rows], skip=-1)
        stats.add(schema.CORRELATION_ID, local, corr[rows], skip=-1)
        ops = launcher[rows]
        stats.add(schema.TF_OP, local, ops, skip="")
        kernels = np.flatnonzero(self.is_cat(KERNEL_CATEGORIES)[rows])
        stats.add(schema.KERNEL_DETAILS, kernels, _kernel_details(self, rows[kernels]), skip="")
        plane_stats = {schema.DEVICE_ID: int(dev)}
        if props:
            if isinstance(props.get("numSms"), int):
                plane_stats[schema.DEV_CAP_CORE_COUNT] = props["numSms"]
            if isinstance(props.get("totalGlobalMem"), int):
                plane_stats["memory_size"] = props["totalGlobalMem"]
            if isinstance(props.get("computeMajor"), int):
                plane_stats["compute_cap_major"] = props["computeMajor"]
                plane_stats["compute_cap_minor"] = props.get("computeMinor", 0)
            if isinstance(props.get("name"), str):
                plane_stats["device_name"] = props["name"]
        return _plane(int(dev) + 1, f"{schema.GPU_PLANE_PREFIX}{int(dev)}", line_info, line_keys,
                      start_ps[rows], dur_ps[rows], names[rows], cat[rows], stats, plane_stats, rows_in_trace=rows)

    def _flow_points(self, line_of: dict, line_keys, starts, ends, ts0: float, stats: "_Stats") -> None:
        """fwdbwd (and other non-launch) flows: `_p` on the event a start binds to, `_c` on the
        event a finish binds to (the innermost span around the point on its thread)."""
        points = {"s": [], "f": []}
        for ph, fid, fcat, pid, tid, t in self.flows:
            if fcat in ("ac2g", "async") or fid is None or ph not in points:
                continue  # launch flows are the correlation_id stats
            line = line_of.get((_key(pid), _key(tid)))
            if line is not None:
                points[ph].append((line, t, _key(fid)))
        if not points["s"] or not points["f"]:
            return
        ids: dict = {}
        for stat, ph in ((schema.PRODUCER_ID, "s"), (schema.CONSUMER_ID, "f")):
            lines = np.array([p[0] for p in points[ph]], np.int64)
            at = np.rint((np.array([p[1] for p in points[ph]], np.float64) - ts0) * 1e6)
            flow = np.array([ids.setdefault(p[2], len(ids) + 1) for p in points[ph]], np.int64)
            rows = _enclosing(line_keys, starts, ends, lines, at)
            found = rows >= 0
            stats.add(stat, rows[found], flow[found], skip=None)


_SEP = "\x1f"  # between pid and tid in a thread's key (numpy text drops NULs)
_PSEUDO_PROCESSES = frozenset({"Spans", "Traces"})


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


def _key(value) -> str:
    return value if type(value) is str else str(value)


def _as_int(value, default: int) -> int:
    if type(value) is int:
        return value
    if type(value) is float and value.is_integer():
        return int(value)
    if type(value) is str:
        m = _DIGITS.search(value)
        if m:
            return int(m.group())
    return default


def _line_id(tid: str, code: int) -> int:
    value = _as_int(tid, -1)
    return value if 0 <= value < 2**62 else 2**62 + code


def _step_num(name: str) -> int:
    m = _STEP.match(name)
    return int(m.group(1)) if m else -1


def _floats(values) -> np.ndarray:
    """Numbers as float64, NaN for anything else (None, text, lists, booleans)."""
    if not len(values):
        return np.empty(0)
    values = values if isinstance(values, np.ndarray) else _objects(values)
    kinds = _objects(list(map(type, values)))
    number = (kinds == int) | (kinds == float)  # noqa: E721 (elementwise)
    out = np.full(len(values), np.nan)
    if number.all():
        return values.astype(np.float64)
    out[number] = values[number].astype(np.float64)
    return out


def _ints_or(values: list, missing: int) -> np.ndarray:
    """Integers in [0, 2**62) as int64, `missing` for anything else."""
    return np.array([v if type(v) is int and 0 <= v < 2**62 else missing for v in values], dtype=np.int64) \
        if values else np.empty(0, np.int64)


def _dims(raw: bytes) -> list[int]:
    try:
        values = orjson.loads(raw) if len(raw) else []
    except orjson.JSONDecodeError:
        values = []
    values = values if isinstance(values, list) else []
    return [_as_int(x, 1) for x in (values + [1, 1, 1])[:3]]


def _kernel_details(reader: "_Reader", rows: np.ndarray) -> np.ndarray:
    """XProf's kernel_details text of each kernel (the shared memory Kineto gives, static +
    dynamic, as static; the estimated achieved occupancy as occ_pct), made once per distinct
    combination of the values."""
    if not len(rows):
        return np.empty(0, dtype=object)
    args = reader.args[rows]
    parts = []
    for attribute in ("registers", "shared_memory", "grid", "block", "occupancy"):
        values = _objects(list(map(operator.attrgetter(attribute), args)))
        if attribute in ("grid", "block"):
            values = _objects([bytes(v) for v in values.tolist()])
        parts.append(_codes(values))
    width = [len(u) + 1 for _, u in parts]
    combined = np.zeros(len(rows), np.int64)
    for (codes, _), w in zip(parts, width):
        combined = combined * w + codes
    keys, first = np.unique(combined, return_index=True)
    texts = []
    for i in first.tolist():
        regs, shm, grid, block, occ = (u[c[i]] for c, u in parts)
        text = (f"regs:{_as_int(regs, 0)} static_shared:{_as_int(shm, 0)} dynamic_shared:0 "
                f"grid:{','.join(map(str, _dims(grid)))} block:{','.join(map(str, _dims(block)))}")
        if type(occ) in (int, float):
            text += f" occ_pct:{occ}"
        texts.append(text)
    return _objects(texts)[np.searchsorted(keys, combined)]


def _distinct_texts(raws: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(texts, codes): raw JSON values as text, decoded once per distinct value."""
    codes, uniques = pd.factorize(_objects([bytes(r) for r in raws.tolist()]))
    return _objects([u.decode("utf-8", "replace") for u in uniques]), codes


def _launching_ops(reader, ext_id, corr, is_gpu, start_ps, dur_ps, thread, is_host) -> np.ndarray:
    """Per event: for GPU events, the name of the CPU operator that launched them, else "".
    The operator with the GPU event's External id (the innermost when several share it);
    else, through the runtime call with the same correlation, the innermost operator
    running around that call on its thread (traces filtered after recording)."""
    names = reader.name
    out = np.full(len(names), "", dtype=object)
    is_op = reader.is_cat(OPERATOR_CATEGORIES) & is_host
    gpu = np.flatnonzero(is_gpu)
    if not np.any(is_op) or not len(gpu):
        return out
    ops = np.flatnonzero(is_op & (ext_id >= 0))
    linked = gpu[ext_id[gpu] >= 0]
    if len(ops) and len(linked):
        # Nested records may share an External id: the innermost starts last.
        ops = ops[np.lexsort((start_ps[ops], ext_id[ops]))]
        ops = ops[np.r_[ext_id[ops][1:] != ext_id[ops][:-1], True]]
        _match(out, linked, ext_id[linked], ops, ext_id[ops], names)
    rest = gpu[(out[gpu] == "") & (corr[gpu] >= 0)]
    calls = np.flatnonzero(reader.is_cat(RUNTIME_CATEGORIES) & is_host & (corr >= 0))
    if len(rest) and len(calls):
        calls = calls[np.argsort(corr[calls], kind="stable")]
        pos = np.minimum(np.searchsorted(corr[calls], corr[rest]), len(calls) - 1)
        hit = corr[calls][pos] == corr[rest]
        rest, launch = rest[hit], calls[pos[hit]]
        op_rows = np.flatnonzero(is_op)
        around = _enclosing(thread[op_rows], start_ps[op_rows], start_ps[op_rows] + dur_ps[op_rows],
                            thread[launch], start_ps[launch])
        found = around >= 0
        out[rest[found]] = names[op_rows[around[found]]]
    return out


def _match(out, rows, keys, ref_rows, ref_keys, names) -> None:
    """out[rows[i]] = names[ref_rows[j]] where keys[i] == ref_keys[j] (ref_keys sorted, unique)."""
    pos = np.minimum(np.searchsorted(ref_keys, keys), len(ref_keys) - 1)
    hit = ref_keys[pos] == keys
    out[rows[hit]] = names[ref_rows[pos[hit]]]


def _enclosing(line_keys, starts, ends, lines, at) -> np.ndarray:
    """Per point (lines[i], at[i]): the row of the innermost event of that line whose span
    holds the time (-1 if none). Walking back from the last event that starts at or before
    the point, the first that still runs then is the innermost (spans nest)."""
    out = np.full(len(at), -1, np.int64)
    if not len(starts) or not len(at):
        return out
    order = np.lexsort((starts, line_keys))
    key_line, key_start = np.asarray(line_keys, np.int64)[order], starts[order]
    bounds = np.searchsorted(key_line, np.arange(int(key_line.max()) + 2))
    pos = np.full(len(at), -1, np.int64)
    for li in np.unique(lines).tolist():  # one search per line
        sel = np.flatnonzero(lines == li)
        if 0 <= li < len(bounds) - 1:
            lo, hi = bounds[li], bounds[li + 1]
            pos[sel] = lo + np.searchsorted(key_start[lo:hi], at[sel], side="right") - 1
            pos[sel[pos[sel] < lo]] = -1
    todo = np.arange(len(at))
    for _ in range(256):
        if not len(todo):
            break
        p = pos[todo]
        valid = p >= 0
        valid[valid] &= key_line[p[valid]] == lines[todo[valid]]
        todo, p = todo[valid], p[valid]
        hit = ends[order[p]] > at[todo]
        out[todo[hit]] = order[p[hit]]
        todo = todo[~hit]
        pos[todo] -= 1
    return out


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
        """The decoded args `which` of the events `trace_rows` (plane rows `rows`) as stats."""
        args = reader.args[trace_rows]
        if not len(args):
            return
        for attribute, name, kind in which:
            values = _objects(list(map(operator.attrgetter(attribute), args)))
            if kind == "raw":
                present = np.flatnonzero(np.fromiter(map(len, values), np.int64, len(values)) > 0)
                if len(present):
                    texts, codes = _distinct_texts(values[present])
                    self.columns.setdefault(name, []).append((rows[present], texts[codes]))
                continue
            present = np.flatnonzero(~pd.isna(values))
            if len(present):
                self.columns.setdefault(name, []).append((rows[present], _values(values[present].tolist())))

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
        stat_id = np.concatenate([p[1] for p in parts])
        kind = np.concatenate([_kinds(p[2]) for p in parts])
        ival = np.concatenate([_ints(p[2]) for p in parts])
        dval = np.concatenate([_doubles(p[2]) for p in parts])
        sval = np.concatenate([_texts(p[2]) for p in parts])
        o = np.lexsort((stat_id, event))
        return model.StatTable(event=event[o], stat_id=stat_id[o], kind=kind[o], ival=ival[o],
                               dval=dval[o], sval=sval[o]), names


def _values(vs: list) -> np.ndarray:
    """Arg values as one array: int64, float64, or objects (text; lists and dicts as JSON)."""
    types = {type(v) for v in vs}
    if types == {int}:
        try:
            return np.array(vs, dtype=np.int64)
        except OverflowError:
            pass
    if types <= {int, float} and types:
        return np.array(vs, dtype=np.float64)
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


def _plane(plane_id, name, line_info, line_keys, start_ps, dur_ps, event_names, event_cats, stats: _Stats,
           plane_stats, rows_in_trace) -> model.Plane:
    """A Plane whose events are grouped by line and sorted by start (longer first on ties,
    so a parent comes before its children)."""
    order = np.lexsort((-dur_ps, start_ps, line_keys)) if len(start_ps) else np.empty(0, np.int64)
    line_sorted = np.asarray(line_keys, np.int64)[order]
    # Metadata: one per (name, category).
    name_codes, name_values = pd.factorize(event_names)
    cat_codes, cat_values = pd.factorize(event_cats)
    codes, pairs = pd.factorize(name_codes.astype(np.int64) * (len(cat_values) + 1) + cat_codes)
    metadata = {}
    for mid, pair in enumerate(pairs.tolist(), start=1):
        nm, c = name_values[pair // (len(cat_values) + 1)], cat_values[pair % (len(cat_values) + 1)]
        metadata[mid] = model.EventMetadata(id=mid, name=nm, display_name="", stats={CATEGORY: c} if c else {})
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
