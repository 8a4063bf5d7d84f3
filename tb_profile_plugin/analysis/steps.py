"""Steps and where their time goes, per host, vectorized.

Step detection, in this order:
1. TPU: the "Steps" line of each TPU core plane (one breakdown per core);
   without any, each core's whole-profile pseudo-step (tpu_steps.py: its XLA
   ops over its window), device categories only, as XProf's TPU step
   analysis reads the device alone.
2. Host step markers: host events carrying a `step_num` stat, e.g.
   `tf.profiler.experimental.Trace('train', step_num=n, _r=1)`, JAX
   `StepTraceAnnotation('train', step_num=n)`, Keras' `Profiled batch`. For
   each step number the longest marker is the step.
3. None: a whole-profile analysis (one pseudo-step over the profiled span, with
   the host events of every thread) and a diagnostic that says so.

Breakdown of a host-marked step, as XProf 2.24 does it: the host events that
XProf's event grouping links to the step's marker, on every host thread
(groups.py: nesting, producer/consumer contexts, thread-pool Regions), each
classified by name into an event type; where events overlap the higher type
wins (XProf's EventType order: waiting for input over kernel launch over
host-to-device ... over compilation over compute), clipped to the marker's
span; time covered by no event is "All others". Device events (GPU kernels,
memcpys) are assigned to the step whose span contains their start. With more
than 5 steps the first and the last are dropped as possibly incomplete (cut by
the profiling start/stop, or warm-up); the step-time standard deviations are
sample ones (n - 1).

Compilation counts the events named in `_COMPILE` (and what they overlap):
XLA's compilers (`CpuCompiler::...`, `FusionCompiler::Compile`,
`PjRtCpuClient::Compile`, TF's `XlaCompile`), JAX's compile path
(`backend_compile...`; with the Python tracer `$pxla.py:N compile`,
`_cached_compilation`, `$compiler.py:N compile_or_get_cached`) and TF function
tracing (`$tracing_compilation.py:N _create_concrete_function`,
`$func_graph.py:N func_graph_from_py_func`). Other names that merely contain
"compil" are ordinary work: `$tracing_compilation.py:N call_function` is the
path of every tf.function call.

Deliberate differences from XProf 2.24, and why:
- Any host event with `step_num` is a marker, not only names starting with
  `train`/`test`: Keras 3 marks profiled batches as `Profiled batch`, where
  XProf finds "no step marker".
- Compilation (the list above) is its own category; XProf classifies no host
  event as compilation and shows it as host compute.
- Thread-pool Regions are linked to their step in every step. XProf 2.24 links
  the same Region in some steps and not in others of identical structure
  (jax_jit_train: step 1 of 5; jax_async_dispatch: steps 2, 3, 5 of 1-6; the
  reference jax_cpu: none), so on JAX CPU profiles the work XLA runs on its
  own threads is host compute here in every step, "All others" there (overview_page notes it).
- GPU device events join a step by time, not through XProf's event grouping
  (flows between launch and kernel); same result when steps do not overlap.
- The all-hosts aggregate keeps the steps every host has and averages them.
- TPU without Steps lines: the cores' whole-profile pseudo-step (device compute,
  collectives, infeed/outfeed and TensorCore idle of each core's window) where
  XProf shows no step; its device share is then XProf's duty cycle.

One module past 600 lines on purpose: detection, classification and the
summary block share the per-step frame and its categories, and the step
tools (overview_page, input_pipeline_analyzer, pod_viewer) read only
`host_steps`, `steps_block`, `input_bound` and `tpu_categories` from it. TPU
cores, chips and the duty cycle are tpu_steps.py's.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Sequence

import numpy as np
from ..lazy_pandas import pd

from ..profile import Plane, Profile, kineto, schema
from . import groups, intervals, parts, table, tpu_steps
from .table import Table
from .tpu_steps import tpu_core

CATEGORIES = (
    ("device_compute", "Device compute"),
    ("device_to_device", "Device to device"),
    ("device_collectives", "Device collective communication"),
    ("host_compute", "Host compute"),
    ("kernel_launch", "Kernel launch"),
    ("input", "Input"),
    ("output", "Output"),
    ("compile", "Compilation"),
    ("tc_idle", "TensorCore idle"),
    ("other", "All others"),
)
CATEGORY_IDS = tuple(c for c, _ in CATEGORIES)

# Event types, by priority: where events overlap, the higher value wins (the
# order of XProf's EventType in event_span.h).
HOST_COMPUTE, HOST_COMPILE, HOST_TO_HOST, HOST_TO_DEVICE, HOST_PREPARE = 1, 2, 3, 4, 5
DEVICE_COLLECTIVES, HOST_WAIT_INPUT, DEVICE_TO_DEVICE, DEVICE_TO_HOST = 6, 7, 8, 9
DEVICE_COMPUTE_32, DEVICE_COMPUTE_16 = 10, 11
NUM_TYPES = 12

TYPE_CATEGORY = {
    HOST_TO_HOST: "other",
    HOST_TO_DEVICE: "input",
    HOST_PREPARE: "kernel_launch",
    HOST_COMPUTE: "host_compute",
    HOST_COMPILE: "compile",
    HOST_WAIT_INPUT: "input",
    DEVICE_TO_DEVICE: "device_to_device",
    DEVICE_TO_HOST: "output",
    DEVICE_COMPUTE_32: "device_compute",
    DEVICE_COMPUTE_16: "device_compute",
    DEVICE_COLLECTIVES: "device_collectives",
}

DROP_THRESHOLD = 5  # more steps than this: drop the first and the last

_EXPLICIT_MARKER = re.compile(r"^(train|test|TraceContext)[^/]*$")
# Compilation: events that compile, by name (not any name with "compil" in it:
# TF's `$tracing_compilation.py:NNN call_function` is the ordinary path of every
# tf.function call). Host work nested in one of these counts as compilation:
# compilation outranks host compute where events overlap.
_COMPILE = re.compile("|".join([
    r"^(XlaCompile|TfrtCompile)",                      # TF: XLA compiles a cluster (jit_compile)
    r"^\w*Compiler::",                                 # XLA: CpuCompiler::RunBackend, FusionCompiler::Compile, ...
    r"^PjRt\w*Client::Compile",                        # PjRt: PjRtCpuClient::Compile, ...
    r"^backend_compile",                               # JAX: around the backend compile
    r"^\$pxla\.py:\d+ (compile|_cached_compilation)$",  # JAX (Python tracer): jit lowering compiled
    r"^\$compiler\.py:\d+ (compile_or_get_cached|backend_compile\w*)$",  # JAX (Python tracer)
    r"^\$tracing_compilation\.py:\d+ _create_concrete_function$",  # TF: tf.function tracing (cache miss)
    r"^\$func_graph\.py:\d+ func_graph_from_py_func$",  # TF: a FuncGraph built from Python
]))


@dataclasses.dataclass
class HostSteps:
    """The steps of one host: one row per step (and per core for TPU).

    `frame` (a table.Table) columns: step_num, name, start_ps, duration_ps,
    core, then one column per category id (ps). `source` says where steps came from ("" for
    the whole-profile fallback), `device_type` is CPU / GPU / TPU.
    """

    host: str
    frame: Table
    source: str
    device_type: str
    device_cores: int
    whole_profile: bool
    has_16bit: bool = False


def _clipped(group, start, end, etype, group_start, group_end):
    """(group, start, end, type) of the events clipped to their group's span, those
    that keep some time: a chunk at a time, into arrays of the kept size (at 1M
    events, whole-column temporaries were the overview's peak)."""
    chunks = range(0, len(group), _CHUNK)

    def clip(lo):
        g = group[lo:lo + _CHUNK]
        s = group_start[g]
        np.maximum(s, start[lo:lo + _CHUNK], out=s)
        e = group_end[g]
        np.minimum(e, end[lo:lo + _CHUNK], out=e)
        return g, s, e, e > s

    kept = sum(int(np.count_nonzero(clip(lo)[3])) for lo in chunks)
    out = (np.empty(kept, np.int32 if len(group_start) < 2**31 else np.int64), np.empty(kept, np.int64),
           np.empty(kept, np.int64), np.empty(kept, etype.dtype))
    at = 0
    for lo in chunks:
        g, s, e, keep = clip(lo)
        k = int(np.count_nonzero(keep))
        for column, values in zip(out, (g, s, e, etype[lo:lo + _CHUNK])):
            column[at:at + k] = values[keep]
        at += k
    return out


_CHUNK = 1 << 16  # events: the temporaries of a chunk stay a few MB


def breakdown(group: np.ndarray, start: np.ndarray, end: np.ndarray, etype: np.ndarray,
              group_start: np.ndarray, group_end: np.ndarray) -> np.ndarray:
    """ps per (group, event type) after removing overlaps (higher type wins);
    shape (n_groups, NUM_TYPES). Events are clipped to their group's span."""
    n = len(group_start)
    out = np.zeros((n, NUM_TYPES), np.int64)
    if not len(group):
        return out
    group, s, e, etype = _clipped(group, start, end, etype, group_start, group_end)
    # Sorted once by (group, start): every type's subset is then in that order too.
    order = np.lexsort((s, group))
    # One column at a time: each unsorted one is freed before the next is gathered.
    group = group[order]
    s = s[order]
    e = e[order]
    etype = etype[order]
    del order
    # Whole groups of about _CHUNK events at a time (a group larger than that alone).
    cuts = np.unique(np.r_[0, np.searchsorted(group, group[_CHUNK::_CHUNK]), len(group)])
    present = np.unique(etype)
    for a, b in zip(cuts[:-1].tolist(), cuts[1:].tolist()):
        g0 = int(group[a])
        g, size = group[a:b] - g0, int(group[b - 1]) - g0 + 1
        covered = np.zeros(size, np.int64)
        for t in range(NUM_TYPES - 1, 0, -1):
            if t not in present:
                continue
            m = etype[a:b] >= t
            total = intervals.union_per_group(g[m], s[a:b][m], e[a:b][m], size)
            out[g0:g0 + size, t] = total - covered
            covered = total
    return out


def _to_categories(by_type: np.ndarray, step_ps: np.ndarray) -> dict[str, np.ndarray]:
    cats = {c: np.zeros(len(step_ps), np.int64) for c in CATEGORY_IDS}
    for t, c in TYPE_CATEGORY.items():
        cats[c] += by_type[:, t]
    busy = by_type.sum(axis=1)
    cats["other"] += np.maximum(step_ps - busy, 0)
    cats["device_compute_16"] = by_type[:, DEVICE_COMPUTE_16].copy()
    return cats


# -- classification by name -----------------------------------------------------

def _host_types(plane: Plane, has_device: bool) -> np.ndarray:
    """Event type per metadata code of a host plane (0 = not counted)."""
    names = plane.metadata_names(display=False)
    out = np.zeros(len(names) + 1, np.int8)  # last slot: unknown metadata
    for i, name in enumerate(names):
        if _EXPLICIT_MARKER.match(name) or name.startswith(schema.EAGER_EXECUTE_EVENTS):
            continue
        low = name.lower()
        op_type = name.rsplit(":", 1)[-1] if ":" in name else ""
        if low.startswith("memcpyhtod") or op_type.startswith("InfeedEnqueue") or "Infeed" in name:
            out[i] = HOST_TO_DEVICE
        elif low.startswith("memcpyhtoh"):
            out[i] = HOST_TO_HOST
        elif has_device and low.startswith("executorstate::process"):
            out[i] = HOST_PREPARE
        elif low.startswith("iteratorgetnext"):
            out[i] = HOST_WAIT_INPUT
        elif _COMPILE.search(name):
            out[i] = HOST_COMPILE
        else:
            out[i] = HOST_COMPUTE
    return out


def _device_types(plane: Plane) -> tuple[np.ndarray, bool]:
    """Event type per metadata code of a GPU plane, and whether any is 16-bit. Kineto's GPU
    annotations (the GPU-side `ProfilerStep#N`) span work but are none: not counted."""
    names = plane.metadata_names(display=False)
    cats = [str(plane.event_metadata[i].stats.get(kineto.CATEGORY, "")).lower() for i in sorted(plane.event_metadata)]
    out = np.zeros(len(names) + 1, np.int8)
    for i, name in enumerate(names):
        low = name.lower()
        if cats[i] == "gpu_user_annotation":
            continue
        if low.startswith("memcpyhtod"):
            out[i] = HOST_TO_DEVICE
        elif low.startswith("memcpydtoh"):
            out[i] = DEVICE_TO_HOST
        elif low.startswith("memcpydtod") or low.startswith("memcpyptop"):
            out[i] = DEVICE_TO_DEVICE
        elif low.startswith("nccl"):
            out[i] = DEVICE_COLLECTIVES
        elif "half" in low or "fp16" in low or "bf16" in low:
            out[i] = DEVICE_COMPUTE_16
        else:
            out[i] = DEVICE_COMPUTE_32
    return out, bool((out == DEVICE_COMPUTE_16).any())


# TPU op kinds to step event types (the kinds are tpu_steps' TPU_* constants, 1..8).
_TPU_KIND_TYPE = np.array([0, DEVICE_COMPUTE_32, DEVICE_COMPUTE_32, HOST_TO_DEVICE, DEVICE_TO_HOST,
                           DEVICE_COLLECTIVES, DEVICE_COLLECTIVES, DEVICE_TO_DEVICE, DEVICE_TO_DEVICE], np.int8)


def tpu_categories(core: tpu_steps.TpuCore) -> dict[str, np.ndarray]:
    """ps per category id of each of a TPU core's steps; "other" is the time no op covers."""
    by_type = breakdown(core.op_step, core.op_start, core.op_end, _TPU_KIND_TYPE[core.op_kind],
                        core.step_start, core.step_end)
    return _to_categories(by_type, core.step_end - core.step_start)


# -- step markers ---------------------------------------------------------------

def host_markers(plane: Plane) -> Table:
    """One row per step number, by step number: the longest host event with
    that `step_num` (the first of equally long ones). Columns row, step_num."""
    col = plane.stat(schema.STEP_NUM)
    if not len(col):
        return Table({"row": np.zeros(0, np.int64), "step_num": np.zeros(0, np.int64)})
    values = np.asarray(col.values)
    rows = col.events
    if values.dtype.kind not in "iu":
        if values.dtype.kind != "f":  # text among the numbers: what parses as one counts
            values = pd.to_numeric(pd.Series(values), errors="coerce").to_numpy(np.float64)
        ok = ~np.isnan(values)
        values, rows = values[ok], rows[ok]
    step_num = values.astype(np.int64)
    order = np.lexsort((-plane.events.duration_ps[rows].astype(np.int64), step_num))
    first = order[np.r_[True, step_num[order][1:] != step_num[order][:-1]]] if len(order) else order
    return Table({"row": rows[first].astype(np.int64), "step_num": step_num[first]})


def marker_groups(profile: Profile) -> tuple:
    """groups.step_groups of the host plane with its step markers in time
    order: (group of each event, Regions, group of each Region), where group k
    is the k-th marker by start time. Computed once per profile (the step tools
    and memory_profile share it)."""
    return profile.derived("step_groups/v1", _marker_groups)


def _marker_groups(profile: Profile) -> tuple:
    plane = profile.host_plane
    mrow = host_markers(plane)["row"]
    return groups.step_groups(plane, mrow[np.argsort(plane.events.start_ps[mrow], kind="stable")])


def _host_step_events(profile: Profile, plane: Plane, markers: Table, has_device: bool):
    """(step index, start, end, type) of the host events of each step: those
    XProf's grouping links to the step's marker, on any thread (groups.py),
    and the thread-pool Regions that run work for it (host compute)."""
    ev = plane.events
    types_by_code = _host_types(plane, has_device)
    etype = types_by_code[plane.metadata_codes()]
    corr = plane.stat(schema.CORRELATION_ID)
    if has_device and len(corr):
        has_corr = np.zeros(len(ev), bool)
        has_corr[corr.events] = True
        etype = np.where((etype > 0) & has_corr, HOST_PREPARE, etype)
    etype[plane.stat(schema.STEP_NUM).events] = 0  # markers are not work
    mrow = markers["row"]
    by_time = np.argsort(ev.start_ps[mrow], kind="stable").astype(np.int32 if len(mrow) < 2**31 else np.int64)
    group, regions, region_group = marker_groups(profile)
    rows = np.flatnonzero((group >= 0) & (etype > 0))
    r = np.flatnonzero(region_group >= 0)
    step = by_time[np.concatenate([group[rows], region_group[r]])]
    return (step, np.concatenate([ev.start_ps[rows], regions.start[r]]),
            np.concatenate([ev.end_at(rows), regions.end[r]]),
            np.concatenate([etype[rows], np.full(len(r), HOST_COMPUTE, etype.dtype)]))


def _gpu_step_events(profile: Profile, step_start: np.ndarray, step_end: np.ndarray):
    """(step index, start, end, type) of GPU events, by the step containing
    their start; and whether any device compute is 16-bit."""
    order = np.argsort(step_start, kind="stable")
    ss, se = step_start[order], step_end[order]
    parts, has16 = [], False
    for plane in profile.device_planes:
        if not schema.is_gpu_plane(plane.name) or not len(plane.events):
            continue
        derived = {i for i, line in enumerate(plane.lines) if line.name in (
            schema.STEP_LINE, schema.TF_OPS_LINE, schema.FRAMEWORK_OPS_LINE,
            schema.XLA_MODULE_LINE, schema.XLA_OP_LINE, schema.SOURCE_LINE, schema.COUNTERS_LINE)}
        ev = plane.events
        types_by_code, h16 = _device_types(plane)
        has16 |= h16
        etype = types_by_code[plane.metadata_codes()]
        keep = ~np.isin(ev.line, list(derived)) & (etype > 0)
        s, e, t = ev.start_ps[keep], ev.end_at(keep), etype[keep]
        k = np.searchsorted(ss, s, "right") - 1
        ok = k >= 0
        ok[ok] &= s[ok] < se[k[ok]]
        parts.append((order[k[ok]], s[ok], e[ok], t[ok]))
    if not parts:
        z = np.zeros(0, np.int64)
        return (z, z, z, z), has16
    return tuple(np.concatenate(x) for x in zip(*parts)), has16


# -- per host -------------------------------------------------------------------

def _step_name(marker: str, step_num: int) -> str:
    """"train 5" (marker `train`, step 5); one that ends with its number (`ProfilerStep#5`) as it is."""
    number = str(step_num)
    own = marker.endswith(number) and not marker[:-len(number)][-1:].isdigit()
    return marker if own else f"{marker} {number}"


def _frame(step_num, names, start, dur, cats, core=None) -> Table:
    n = len(start)
    return Table({
        "step_num": np.asarray(step_num, np.int64),
        "name": np.asarray(names, dtype=object).reshape(n),
        "start_ps": np.asarray(start, np.int64),
        "duration_ps": np.asarray(dur, np.int64),
        "core": np.asarray(core, np.int64) if core is not None else np.zeros(n, np.int64),
        **{c: np.asarray(cats[c], np.int64) for c in CATEGORY_IDS},
        "device_compute_16": np.asarray(cats.get("device_compute_16", np.zeros(n)), np.int64),
    }, n)


def _tpu_steps(profile: Profile) -> HostSteps | None:
    """Per-core rows of the cores' Steps lines; without any, of the whole-profile
    pseudo-step of each core with XLA ops (tpu_steps); None when neither."""
    cores = [p for p in profile.device_planes if schema.is_tpu_plane(p.name)]
    for whole in (False, True):
        frames = []
        for core_index, plane in enumerate(cores):
            core = tpu_core(plane, whole)
            if core is None:
                continue
            nums = core.step_num
            cats = tpu_categories(core)
            cats["tc_idle"], cats["other"] = cats["other"], np.zeros(len(nums), np.int64)
            names = ["whole profile"] * len(nums) if whole else [f"{int(n)}" for n in nums]
            frames.append(_frame(nums, names, core.step_start, core.step_end - core.step_start, cats,
                                 np.full(len(nums), core_index)))
        if frames:
            source = "" if whole else f"device Steps line ({cores[0].name})"
            return HostSteps(profile.host, table.concat(frames), source, "TPU", len(cores), whole)
    return None


def _device_type(profile: Profile) -> tuple[str, int]:
    gpus = [p for p in profile.device_planes if schema.is_gpu_plane(p.name)]
    tpus = [p for p in profile.device_planes if schema.is_tpu_plane(p.name)]
    if tpus:
        return "TPU", len(tpus)
    if gpus:
        return "GPU", len(gpus)
    return "CPU", 0


# The stats the host step analysis reads (here and in groups.py), decoded together.
HOST_STEP_STATS = (schema.STEP_NUM, schema.CORRELATION_ID, schema.IS_ASYNC, schema.PRODUCER_ID,
                   schema.PRODUCER_TYPE, schema.CONSUMER_ID, schema.CONSUMER_TYPE,
                   schema.TF_DATA_ITERATOR_ID, schema.ITER_NUM)


def host_steps(profile: Profile) -> HostSteps:
    """The steps of one host profile (cached with the profile)."""
    return STEPS.of(profile)


def _host_steps(profile: Profile) -> HostSteps:
    tpu = _tpu_steps(profile)
    if tpu is not None:
        return tpu
    device_type, cores = _device_type(profile)
    has_device = device_type != "CPU"
    plane = profile.host_plane
    empty = HostSteps(profile.host, _frame([], [], [], [], {c: [] for c in CATEGORY_IDS}),
                      "", device_type, cores, True)
    if plane is None or not len(plane.events):
        return empty
    plane.preload_stats(HOST_STEP_STATS)
    markers = host_markers(plane)
    ev = plane.events
    whole = not len(markers)
    if whole:
        lo, hi = profile.time_span_ps()
        if hi <= lo:
            return empty
        m_start, m_end = np.array([lo]), np.array([hi])
        step_num, names = np.array([0]), ["whole profile"]
        etype = _host_types(plane, has_device)[plane.metadata_codes()]
        rows = np.flatnonzero(etype > 0)
        group = np.zeros(len(rows), np.int64)
        parts = (group, ev.start_ps[rows], ev.end_at(rows), etype[rows])
        source = ""
    else:
        mrow = markers["row"]
        m_start = ev.start_ps[mrow]
        m_end = m_start + ev.duration_ps[mrow]
        step_num = markers["step_num"]
        md_names = np.append(plane.metadata_names(), "")[plane.metadata_codes(ev.metadata_id[mrow])]
        names = [_step_name(n, s) for n, s in zip(md_names, step_num)]
        parts = _host_step_events(profile, plane, markers, has_device)
        first = md_names[0] if len(md_names) else ""
        source = f"host step markers `{first}` (step_num)"
    (dg, ds, de, dt), has16 = _gpu_step_events(profile, m_start, m_end)
    if len(dg):  # else the host's columns as they are: no copies
        parts = tuple(np.concatenate([a, b]) for a, b in zip(parts, (dg, ds, de, dt)))
    by_type = breakdown(*parts, m_start, m_end)
    cats = _to_categories(by_type, m_end - m_start)
    frame = _frame(step_num, names, m_start, m_end - m_start, cats)
    if has_device and not whole:
        # A step without device compute is not well formed (XProf drops it).
        frame = frame.take(frame["device_compute"] > 0)
    frame = frame.sorted_by(["start_ps"])
    return HostSteps(profile.host, frame, source, device_type, cores, whole, has16)


STEPS = parts.Part("steps/v5", _host_steps, stats=HOST_STEP_STATS)  # the per-host part of the step tools


# -- the shared summary block ---------------------------------------------------

_AVERAGED = CATEGORY_IDS + ("device_compute_16",)


def _per_step(frame: Table) -> Table:
    """One row per step: per-core rows (TPU) averaged, with the input share's
    min and max over cores; by start time."""
    percent = 100.0 * frame["input"] / np.maximum(frame["duration_ps"], 1)
    return _by_step(frame, percent, percent, percent, np.ones(len(frame), np.int64))


def _by_step(rows: Table, percent: np.ndarray, low: np.ndarray, high: np.ndarray,
             cores: np.ndarray) -> Table:
    """The rows of each step number together (named by its first), by start time:
    category times, duration and input share averaged, the min of `low` and the
    max of `high` (the input share's range), `cores` summed."""
    group, first = table.groups(rows["step_num"])
    n = len(first)
    out = Table({
        "step_num": rows["step_num"][first],
        **{c: table.means(group, rows[c], n) for c in _AVERAGED},
        "name": rows["name"][first],
        "start_ps": table.extreme(group, rows["start_ps"], n, largest=False),
        "duration_ps": table.means(group, rows["duration_ps"], n),
        "input_percent": table.means(group, percent, n),
        "input_min": table.extreme(group, low, n, largest=False),
        "input_max": table.extreme(group, high, n, largest=True),
        "cores": table.sums(group, cores, n),
    }, n)
    return out.sorted_by(["start_ps"])


# The per-step rows of one host (its STEPS frame with the cores averaged): a part of its
# own, so that a pod's reduce only merges hosts.
STEP_ROWS = parts.Part("steps/rows/v4", lambda profile: _per_step(host_steps(profile).frame))


def combine(per_host: Sequence[HostSteps], rows: Sequence[Table] | None = None
            ) -> tuple[Table, HostSteps]:
    """Per-step rows over hosts: the steps all hosts have, averaged, by start time.
    `rows`: each host's STEP_ROWS, when the caller has them."""
    frames = [_per_step(h.frame) for h in per_host] if rows is None else list(rows)
    first = per_host[0]
    if len(frames) == 1:
        return frames[0], first
    common = frames[0]["step_num"]
    for f in frames[1:]:
        common = np.intersect1d(common, f["step_num"])
    both = table.concat([f.take(np.isin(f["step_num"], common)) for f in frames])
    # Groups by step number (pandas' sorted groupby), then by start time, stable.
    both = both.sorted_by(["step_num"])
    return _by_step(both, both["input_percent"], both["input_min"], both["input_max"], both["cores"]), first


def rounded(values: np.ndarray, digits: int) -> list:
    """[round(v, digits) for v in values], the same floats, without a Python call per
    value: rint(v * 10**digits) / 10**digits is Python's answer except next to a tie
    (where the scaling's rounding may decide), and those few are left to round()."""
    v = np.asarray(values, np.float64)
    scale = 10.0 ** digits
    with np.errstate(invalid="ignore", over="ignore"):  # NaN and inf go to round()
        scaled = v * scale
        out = (np.rint(scaled) / scale).tolist()
        off_tie = np.abs(scaled - np.floor(scaled) - 0.5)
        near = ~(off_tie > np.maximum(8 * np.spacing(np.abs(scaled)), 1e-9)) | ~(np.abs(scaled) < 2.0**52)
    for i in np.flatnonzero(near).tolist():
        out[i] = round(float(v[i]), digits)
    return out


def steps_block(profiles: Sequence[Profile]) -> dict:
    """The `steps` block of the profiles (see block_of)."""
    return block_of([host_steps(p) for p in profiles])


def block_of(per_host: Sequence[HostSteps], rows: Sequence[Table] | None = None) -> dict:
    """The `steps` block of overview_page and input_pipeline_analyzer (JSON-able):

    {"source": str ("" without markers), "whole_profile": bool, "has_device": bool,
     "device_type": "CPU" | "GPU" | "TPU", "device_cores": int,
     "precision": {"percent_16bit", "percent_32bit"} | null,
     "categories": [{"id", "label"}],               # stacking order; tc_idle for TPU only
     "rows": [{"step", "step_num", "start_ms", "step_time_ms", "breakdown_ms": {id: ms},
               "input_percent", "input_percent_min_core", "input_percent_max_core"}],
     "step_time": {"count", "avg_ms", "stddev_ms", "min_ms", "max_ms"},
     "category_avg_ms": {id: ms}, "category_stddev_ms": {id: ms}, "category_percent": {id: %},
     "dropped": [step names left out as possibly incomplete],
     "spread_over": "cores" | "hosts" | "hosts and cores"}   # of the per-step min/max input %
    """
    whole = all(h.whole_profile for h in per_host)
    frame, first = combine(per_host, rows)
    dropped: list[str] = []
    if not whole and len(frame) > DROP_THRESHOLD:
        dropped = [str(frame["name"][0]), str(frame["name"][-1])]
        frame = frame.take(np.arange(1, len(frame) - 1))
    tpu = any(h.device_type == "TPU" for h in per_host)
    cats = [(c, label) for c, label in CATEGORIES if tpu or c != "tc_idle"]
    ms = lambda col: frame[col].astype(np.float64) / 1e9  # noqa: E731
    step_ms = ms("duration_ps")
    multi_core = bool((frame["cores"] > 1).any())
    tpu_cores = any(h.device_type == "TPU" and h.device_cores > 1 for h in per_host)
    spread_over = ("hosts and cores" if tpu_cores else "hosts") if len(per_host) > 1 else "cores"
    by_cat = {c: ms(c) for c, _ in cats}
    # Columns rounded as lists first: a loop over pandas cells took seconds at 50k steps.
    name = frame["name"].tolist()
    start = rounded(frame["start_ps"].astype(np.float64) / 1e9, 6)
    step_num = [None] * len(frame) if whole else [int(v) for v in frame["step_num"].tolist()]
    step_time = rounded(step_ms, 6)
    percent = rounded(frame["input_percent"], 4)
    nothing = [None] * len(frame)
    low = rounded(frame["input_min"], 4) if multi_core else nothing
    high = rounded(frame["input_max"], 4) if multi_core else nothing
    ids = list(by_cat)  # never empty: every block has its categories
    per_step = zip(*(rounded(v, 6) for v in by_cat.values()))
    rows = [{
        "step": str(name[i]),
        "step_num": step_num[i],
        "start_ms": start[i],
        "step_time_ms": step_time[i],
        "breakdown_ms": dict(zip(ids, values)),
        "input_percent": percent[i],
        "input_percent_min_core": low[i],
        "input_percent_max_core": high[i],
    } for i, values in enumerate(per_step)]
    n = len(frame)
    avg = float(step_ms.mean()) if n else 0.0

    def stat(values: np.ndarray, fn) -> float:
        return round(float(fn(values)), 6) if n else 0.0

    def sdv(values: np.ndarray) -> float:
        # The sample standard deviation (n - 1), as XProf; 0 for one step.
        return round(float(np.std(values, ddof=1)), 6) if n > 1 else 0.0

    return {
        "source": "" if whole else first.source,
        "whole_profile": whole,
        "has_device": any(h.device_type != "CPU" for h in per_host),
        "device_type": first.device_type,
        "device_cores": max(h.device_cores for h in per_host),
        # GPU only: TPU ops are not told apart by precision (XProf's TPU overview shows none).
        "precision": _precision(frame) if any(h.device_type == "GPU" for h in per_host) else None,
        "categories": [{"id": c, "label": label} for c, label in cats],
        "rows": rows,
        "step_time": {"count": n, "avg_ms": stat(step_ms, np.mean), "stddev_ms": sdv(step_ms),
                      "min_ms": stat(step_ms, np.min), "max_ms": stat(step_ms, np.max)},
        "category_avg_ms": {c: stat(v, np.mean) for c, v in by_cat.items()},
        "category_stddev_ms": {c: sdv(v) for c, v in by_cat.items()},
        "category_percent": {c: round(100.0 * float(v.mean()) / avg, 4) if n and avg else 0.0
                             for c, v in by_cat.items()},
        "dropped": dropped,
        "spread_over": spread_over,  # what input_percent_min/max_core range over
    }


def _precision(frame: Table) -> dict | None:
    """Share of device compute time in 16-bit and 32-bit kernels."""
    total = float(frame["device_compute"].sum()) if len(frame) else 0.0
    if not total:
        return None
    p16 = round(100.0 * float(frame["device_compute_16"].sum()) / total, 4)
    return {"percent_16bit": p16, "percent_32bit": round(100.0 - p16, 4)}


# XProf's thresholds (op_stats_to_input_pipeline_analysis.cc), in % of the step time.
HIGH_INPUT, MODERATE_INPUT, ALL_OTHERS = 20.0, 5.0, 3.0


def input_bound(block: dict) -> dict:
    """Is the program input-bound? level, percent and a plain statement, by
    XProf's rule: input (waiting for input and host-to-device) at 20 % of the
    step time or more is high, at 5 % moderate; below that, "All others" at
    3 % or more makes it potentially input-bound (I/O or Python time)."""
    pct = block["category_percent"]
    if not block["rows"] or block["whole_profile"]:
        return {"level": "unknown", "input_percent": pct.get("input", 0.0),
                "statement": "No step time measured (no step markers), so whether the program "
                             "is input-bound cannot be told."}
    inp, other = pct["input"], pct["other"]
    if inp >= HIGH_INPUT:
        level, text = "high", (f"Your program is HIGHLY input-bound: {inp:.1f}% of the step "
                               "time is spent waiting for input.")
    elif inp >= MODERATE_INPUT:
        level, text = "moderate", (f"Your program is MODERATELY input-bound: {inp:.1f}% of the "
                                   "step time is spent waiting for input.")
    elif other >= ALL_OTHERS:
        level, text = "potential", (f"Your program is POTENTIALLY input-bound: {other:.1f}% of the "
                                    "step time is 'All others' time (I/O, Python execution or both).")
    else:
        level, text = "low", (f"Your program is NOT input-bound: only {inp:.1f}% of the step time "
                              "is spent waiting for input.")
    return {"level": level, "input_percent": inp, "statement": text}
