"""torch-tb-profiler's step-time breakdown of PyTorch (Kineto) profiles, vectorized.

Applies to a host whose host plane has events whose metadata carries the Kineto
category stat (`kineto.CATEGORY`); `GPU_STEPS` is None elsewhere (XSpace).

As torch-tb-profiler 0.4.3 (profiler/event_parser.py, overall_parser.py,
gpu_metrics_parser.py) computes it:
- Activities, by priority where they overlap: Kernel > Memcpy > Memset >
  Communication > Runtime > DataLoader > CPU Exec; time of a step covered by
  none is Other, so the parts sum to the step time. Kernel, Memcpy, Memset:
  GPU activities; Communication: kernels launched by a collective op (the op's
  External id), the collective ops themselves (`nccl:*`, `gloo:*`, host or GPU
  annotation); Runtime: CUDA runtime calls; DataLoader:
  `enumerate(DataLoader)#...__next__` and `enumerate(DataPipe)#...`; CPU Exec:
  the other operators (`cpu_op`/`Operator`, `python`). Other user annotations
  and Python functions count as nothing (Other).
- Steps: the `ProfilerStep#N` markers, then extended to the GPU work they
  launch: each step ends at the last end of the GPU activities launched by
  runtime calls lying wholly inside it (or its host end, if later) and starts
  no earlier than the previous step's end; the first starts after the GPU work
  of earlier, unmatched launches that ended before its own. Trailing steps
  without launched GPU work, or with less than 80 % of the previous step's, are
  removed (cut by the end of profiling). No first step is dropped. Without
  markers, one step "0" over the span of the CPU operators; without CPU
  operators either (a GPU-only trace), one step "0" over the span of the GPU
  activities (kernels, memcpys, memsets), not extended.
- DataLoader operators (the input pipeline's table): calls, total time and
  self time (net of the operators and annotations nested in them: collation,
  transforms), per name.
- The input verdict (`input_verdict`): the average step's DataLoader share, by
  torch-tb-profiler's rule (over 5 % is high time cost on input data loading);
  at 20 % or more "high", as XProf calls input that large.
- GPU utilization: union of kernel time over [first step start, last step end]
  divided by that span; est. SM efficiency: the time average over the same
  span of min(1, sum of `blocks per SM` of the running kernels); est. achieved
  occupancy: `est. achieved occupancy %` averaged over kernel time in the span.
  Over the whole profile: kernel time, that of kernels using Tensor Cores and
  that of kernels whose launching operator is Tensor Core eligible
  (analysis/tensor_cores.py's rules).

Deliberate differences from torch-tb-profiler 0.4.3, and why:
- Runtime also counts `cuda_runtime` and `cuda_driver` (current Kineto names).
  0.4.3 knows only `Runtime`, so on current traces (nccl, distributed fixtures)
  it shows no Runtime time and does not extend steps to their GPU work.
- Kernels named `nccl*` are Communication too. Current PyTorch launches them
  under `record_param_comms`, whose External id is not the `nccl:*` op's, so
  0.4.3 counts them as Kernel (nccl fixture: ~15 ms of NCCL kernels a step).
- Any `nccl:*` / `gloo:*` op is a collective, not only 0.4.3's five names
  (`nccl:all_to_all`, `nccl:_all_gather_base` are CPU Exec there).
- DataLoader also counts `user_annotation` events: 0.4.3 drops every
  annotation but steps and collectives before classifying, so current traces
  (record_function names) show no DataLoader time there.
- Steps are the host markers steps.py takes (the longest per step number);
  0.4.3 also takes GPU-side `ProfilerStep#` annotations as steps.
- A kernel without `blocks per SM` gets grid blocks / SMs (core_count), which
  is how Kineto computes it; 0.4.3 leaves it out.
- A trace with no CPU operators (GPU activity only) gets one whole-profile step
  over its GPU activities; 0.4.3 finds no step and shows no overview there.
"""

from __future__ import annotations

import json

import numpy as np
from ..lazy_pandas import pd

from ..profile import Plane, Profile, devices, kineto, schema
from . import intervals, nesting, parts, steps, tensor_cores

ROLES = (
    ("kernel", "Kernel"), ("memcpy", "Memcpy"), ("memset", "Memset"), ("communication", "Communication"),
    ("runtime", "Runtime"), ("dataloader", "DataLoader"), ("cpu_exec", "CPU Exec"), ("other", "Other"),
)
ROLE_IDS = tuple(r for r, _ in ROLES)
KERNEL, MEMCPY, MEMSET, COMM, RUNTIME, DATALOADER, CPU_EXEC, OTHER = range(8)
NONE = -1

# Kineto categories, lower case (torch-tb-profiler compares them so).
_OPERATOR = frozenset({"cpu_op", "operator", "python"})
_ANNOTATION = "user_annotation"
_RUNTIME = frozenset({"runtime", "cuda_runtime", "cuda_driver"})
_GPU_ROLE = {"kernel": KERNEL, "memcpy": MEMCPY, "gpu_memcpy": MEMCPY, "memset": MEMSET, "gpu_memset": MEMSET}
_COLLECTIVE_PREFIXES = ("nccl:", "gloo:")
_STEP_PREFIX = "ProfilerStep#"
BLOCKS_PER_SM, OCCUPANCY, GRID = "blocks per SM", "est. achieved occupancy %", "grid"
TAIL_RATIO = 0.8  # a last step with fewer launched GPU activities than this share of the one before
# torch-tb-profiler's rule (data.py): DataLoader over this share (%) of the step is high input cost;
# from HIGH_DATALOADER on we call it highly input-bound (XProf's "high" input share).
DATALOADER_SHARE, HIGH_DATALOADER = 5.0, 20.0


def _host_value(host, frame, shown, gpus, span, extended, removed, loaders) -> dict:
    """One host's steps, as plain data (so the part is stored on disk, part_format.py):
    `frame` has step_num, name, start_ps, end_ps and one ps column per role id; `shown`
    the role ids torch-tb-profiler would show (the GPU ones only with GPU activity,
    communication only with collectives); `gpus` one dict per GPU plane with kernels;
    `span`: "steps" (ProfilerStep markers), "cpu" or "gpu" (one whole-profile step over
    the CPU operators' or the GPU activities' span); `extended`: steps extended to the
    GPU work they launched; `removed`: trailing steps left out; `loaders`: the DataLoader
    operators (name, count, total_ps, self_ps)."""
    return {"host": host, "frame": frame, "shown": list(shown), "gpus": gpus, "whole_profile": span != "steps",
            "span": span, "extended": extended, "removed": removed, "loaders": loaders}


def applies(profile: Profile) -> bool:
    """A Kineto trace: some plane's event metadata carries the Kineto category (a
    GPU-only trace has it on its GPU planes alone)."""
    planes = [profile.host_plane] + [p for p in profile.device_planes if schema.is_gpu_plane(p.name)]
    return any(kineto.CATEGORY in md.stats for plane in planes if plane is not None
               for md in plane.event_metadata.values())


def _is_dataloader(name: str) -> bool:
    return ((name.startswith("enumerate(DataLoader)#") and name.endswith(".__next__"))
            or name.startswith("enumerate(DataPipe)#"))


def _per_metadata(plane: Plane):
    """(names, lower-case categories) in metadata_codes() order, with a last "" slot."""
    mds = [plane.event_metadata[i] for i in sorted(plane.event_metadata)]
    names = [m.name for m in mds] + [""]
    cats = [str(m.stats.get(kineto.CATEGORY, "")).lower() for m in mds] + [""]
    return names, cats


def _host_roles(plane: Plane):
    """Per metadata code: role, whether it is a collective op, whether it bounds the CPU span."""
    names, cats = _per_metadata(plane)
    role = np.full(len(names), NONE, np.int8)
    collective = np.zeros(len(names), bool)
    cpu = np.zeros(len(names), bool)
    for i, (name, cat) in enumerate(zip(names, cats)):
        if cat in _RUNTIME:
            role[i] = RUNTIME
        elif cat in _OPERATOR or cat == _ANNOTATION:
            step = name.startswith(_STEP_PREFIX)
            cpu[i] = step or cat in _OPERATOR
            if step:
                continue
            if _is_dataloader(name) and cat != "python":
                role[i] = DATALOADER
            elif name.startswith(_COLLECTIVE_PREFIXES):
                role[i], collective[i] = COMM, True
            elif cat in _OPERATOR:
                role[i] = CPU_EXEC
    return role, collective, cpu


def _gpu_roles(plane: Plane):
    """Per metadata code: role, whether it is a device activity (kernel, memcpy, memset),
    whether a kernel (collectives' too: GPU utilization counts every kernel)."""
    names, cats = _per_metadata(plane)
    role = np.full(len(names), NONE, np.int8)
    for i, (name, cat) in enumerate(zip(names, cats)):
        if cat in _GPU_ROLE:
            role[i] = COMM if cat == "kernel" and name.lower().startswith("nccl") else _GPU_ROLE[cat]
        elif cat == "gpu_user_annotation" and name.startswith(_COLLECTIVE_PREFIXES):
            role[i] = COMM
    cats = np.array(cats, dtype=object)
    return role, np.isin(cats, list(_GPU_ROLE)), cats == "kernel"


def _ints(plane: Plane, name: str) -> np.ndarray:
    """Integer stat of every event, -1 where absent."""
    col = plane.stat(name)
    out = np.full(len(plane.events), -1, np.int64)
    if len(col):
        values = pd.to_numeric(pd.Series(col.values), errors="coerce").to_numpy(np.float64)
        ok = np.isfinite(values)
        out[col.events[ok]] = values[ok].astype(np.int64)
    return out


def _floats(plane: Plane, name: str, rows: np.ndarray) -> np.ndarray:
    col = plane.stat(name)
    out = np.full(len(plane.events), np.nan)
    if len(col):
        out[col.events] = pd.to_numeric(pd.Series(col.values), errors="coerce").to_numpy(np.float64)
    return out[rows]


# -- interval arithmetic ----------------------------------------------------------

def breakdown(start: np.ndarray, end: np.ndarray, role: np.ndarray,
              step_start: np.ndarray, step_end: np.ndarray) -> np.ndarray:
    """ps per (step, role): each instant goes to the highest-priority role (lowest number)
    active then, OTHER where none; rows sum to the step lengths. Roles are assigned on
    the whole timeline, then cut by each step, as torch-tb-profiler does."""
    bounds = np.unique(np.concatenate([start, end, step_start, step_end]))
    seg = np.diff(bounds)
    owner = np.full(len(seg), OTHER, np.int8)
    free = np.ones(len(seg), bool)
    i0, i1 = np.searchsorted(bounds, start), np.searchsorted(bounds, end)
    for r in range(OTHER):
        m = role == r
        if not m.any():
            continue
        depth = np.cumsum(np.bincount(i0[m], minlength=len(bounds)) - np.bincount(i1[m], minlength=len(bounds)))
        cover = free & (depth[:-1] > 0)
        owner[cover] = r
        free &= ~cover
    ks, ke = np.searchsorted(bounds, step_start), np.searchsorted(bounds, step_end)
    out = np.zeros((len(step_start), len(ROLES)), np.int64)
    for r in range(len(ROLES)):
        total = np.concatenate([[0], np.cumsum(np.where(owner == r, seg, 0))])
        out[:, r] = total[ke] - total[ks]
    return out


def _sm_efficiency(start, end, blocks, lo: int, hi: int) -> float | None:
    """Time average over [lo, hi) of min(1, sum of blocks per SM of the running kernels)."""
    m = blocks > 0
    if not m.any() or hi <= lo:
        return None
    s, e, v = start[m], end[m], blocks[m]
    times = np.column_stack([s, e]).ravel()
    kinds = np.tile([0, 1], len(s))          # a start before an end at the same time
    deltas = np.column_stack([v, -v]).ravel()
    order = np.lexsort((kinds, times))
    times, level = times[order], np.cumsum(deltas[order])
    a, b = times[:-1], times[1:]
    value = np.minimum(level[:-1], 1.0)
    ok = (b > a) & (level[:-1] > 0)
    a, b = np.maximum(a[ok], lo), np.minimum(b[ok], hi)
    inside = b > a
    if not inside.any():
        return None
    return float(((b - a)[inside] * value[ok][inside]).sum() / (hi - lo))


def _grid_blocks(plane: Plane, rows: np.ndarray) -> np.ndarray:
    """Blocks of each kernel's grid (JSON text "[x, y, z]"), NaN where unknown."""
    col = plane.stat(GRID)
    out = np.full(len(plane.events), np.nan)
    if len(col):
        codes, uniques = pd.factorize(pd.Series(col.values, dtype=object))
        per = np.array([_product(u) for u in uniques] + [np.nan])
        out[col.events] = per[codes]
    return out[rows]


def _product(text) -> float:
    try:
        dims = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return np.nan
    if not isinstance(dims, list) or not dims or not all(isinstance(d, (int, float)) for d in dims):
        return np.nan
    return float(np.prod(dims))


# -- per host -------------------------------------------------------------------

def host_gpu_steps(profile: Profile) -> dict | None:
    return GPU_STEPS.of(profile)


def _compute(profile: Profile) -> dict | None:
    if not applies(profile):
        return None
    plane = profile.host_plane
    if plane is None or not len(plane.events):
        plane = None  # a GPU-only trace
    z = np.zeros(0, np.int64)
    if plane is not None:
        ev = plane.events
        role_by_code, collective_by_code, cpu_by_code = _host_roles(plane)
        codes = plane.metadata_codes()
        hrole = role_by_code[codes]
        hrole[plane.stat(schema.STEP_NUM).events] = NONE  # markers are steps, not work
        ext = _ints(plane, kineto.EXTERNAL_ID)
        collective_ext = np.unique(ext[collective_by_code[codes] & (ext >= 0)])
        hcorr = _ints(plane, schema.CORRELATION_ID)
        starts, ends, roles = [ev.start_ps[hrole >= 0]], [ev.end_ps[hrole >= 0]], [hrole[hrole >= 0]]
    else:
        collective_ext = z
        starts, ends, roles = [], [], []

    # Intervals of every activity (host and GPU), device activities for the step ends.
    dev_start, dev_end, dev_corr, gpu_planes = [], [], [], []
    for gplane in profile.device_planes:
        if not schema.is_gpu_plane(gplane.name) or not len(gplane.events):
            continue
        gev = gplane.events
        role_g, device_g, kernel_g = _gpu_roles(gplane)
        gcodes = gplane.metadata_codes()
        grole = role_g[gcodes]
        kernel = grole == KERNEL
        if kernel.any() and len(collective_ext):
            gext = _ints(gplane, kineto.EXTERNAL_ID)
            grole[kernel & np.isin(gext, collective_ext)] = COMM
        keep = grole >= 0
        starts.append(gev.start_ps[keep]), ends.append(gev.end_ps[keep]), roles.append(grole[keep])
        dev = device_g[gcodes]
        dev_start.append(gev.start_ps[dev]), dev_end.append(gev.end_ps[dev])
        dev_corr.append(_ints(gplane, schema.CORRELATION_ID)[dev])
        gpu_planes.append((gplane, np.flatnonzero(kernel_g[gcodes])))
    if not starts:
        return None
    start, end, role = (np.concatenate(x) for x in (starts, ends, roles))
    d_start = np.concatenate(dev_start) if dev_start else z
    d_end = np.concatenate(dev_end) if dev_end else z
    d_corr = np.concatenate(dev_corr) if dev_corr else z

    # Steps: the host markers in time order, or one over the CPU operators' span, or over
    # the GPU activities' (a trace without CPU operators).
    markers = steps.host_markers(plane) if plane is not None else ()
    extended, keep_n = False, 1
    if len(markers):
        span = "steps"
        rows = markers["row"]
        order = np.argsort(ev.start_ps[rows], kind="stable")
        rows = rows[order]
        s_start, s_end = ev.start_ps[rows].copy(), ev.end_ps[rows].copy()
        nums = markers["step_num"][order]
    elif plane is not None and cpu_by_code[codes].any():
        span = "cpu"
        cpu = cpu_by_code[codes]
        s_start, s_end = np.array([int(ev.start_ps[cpu].min())]), np.array([int(ev.end_ps[cpu].max())])
        nums = np.array([0])
    elif len(d_start):
        span = "gpu"  # the span holds all the GPU work: nothing to extend it to
        s_start, s_end, nums = np.array([int(d_start.min())]), np.array([int(d_end.max())]), np.array([0])
    else:
        return None
    if span != "gpu":
        runtime = (hrole == RUNTIME) & (hcorr >= 0)
        s_start, s_end, keep_n, extended = _device_steps(
            s_start, s_end, ev.start_ps[runtime], ev.end_ps[runtime], hcorr[runtime], d_start, d_end, d_corr)
    names = [str(int(n)) for n in nums]
    removed = names[keep_n:]
    s_start, s_end, nums, names = s_start[:keep_n], s_end[:keep_n], nums[:keep_n], names[:keep_n]

    by_role = breakdown(start, end, role, s_start, s_end)
    frame = pd.DataFrame({"step_num": nums.astype(np.int64), "name": names,
                          "start_ps": s_start.astype(np.int64), "end_ps": s_end.astype(np.int64)})
    for r, rid in enumerate(ROLE_IDS):
        frame[rid] = by_role[:, r]
    present = np.zeros(len(ROLES), bool)
    present[np.unique(role)] = True
    show_gpu = bool(present[KERNEL] or present[MEMCPY] or present[MEMSET] or present[RUNTIME])
    shown = tuple(rid for r, rid in enumerate(ROLE_IDS)
                  if (r in (KERNEL, MEMCPY, MEMSET, RUNTIME) and show_gpu)
                  or (r == COMM and present[COMM]) or r in (DATALOADER, CPU_EXEC, OTHER))
    lo, hi = (int(s_start[0]), int(s_end[-1])) if len(s_start) else (0, 0)
    gpus = [_gpu_metrics(gplane, kernels, lo, hi) for gplane, kernels in gpu_planes if len(kernels)]
    loaders = _loaders(plane, hrole) if plane is not None else _loaders(None, z)
    return _host_value(profile.host, frame, shown, gpus, span, extended, removed, loaders)


def _loaders(plane: Plane | None, hrole: np.ndarray) -> pd.DataFrame:
    """The DataLoader operators by name: count, total_ps and self_ps (net of the operators
    and annotations nested in them, found among those on their threads within their span)."""
    rows = np.flatnonzero(hrole == DATALOADER)
    if plane is None or not len(rows):
        return pd.DataFrame({"name": np.zeros(0, object), "count": np.zeros(0, np.int64),
                             "total_ps": np.zeros(0, np.int64), "self_ps": np.zeros(0, np.int64)})
    ev = plane.events
    _, cats = _per_metadata(plane)
    nestable = np.isin(np.array(cats, dtype=object), [*(_OPERATOR - {"python"}), _ANNOTATION])
    cand = nestable[plane.metadata_codes()] & np.isin(ev.line, np.unique(ev.line[rows]))
    cand &= (ev.start_ps >= ev.start_ps[rows].min()) & (ev.start_ps < ev.end_ps[rows].max())
    cand[rows] = True
    idx = np.flatnonzero(cand)
    dur = ev.duration_ps[idx].astype(np.int64)
    self_ps = nesting.self_time(dur, nesting.parents(ev.line[idx], ev.start_ps[idx], ev.end_ps[idx]))
    at = np.searchsorted(idx, rows)
    names = np.append(plane.metadata_names(display=False), "")[plane.metadata_codes()[rows]]
    frame = pd.DataFrame({"name": names.astype(object), "count": 1, "total_ps": dur[at], "self_ps": self_ps[at]})
    return frame.groupby("name", sort=True).sum().reset_index()


def _device_steps(s_start, s_end, r_start, r_end, r_corr, d_start, d_end, d_corr):
    """Steps extended to the GPU work launched in them (event_parser.py's
    _find_device_steps and _update_steps_duration): (start, end, steps kept, extended)."""
    n = len(s_start)
    if not len(r_start) or not len(d_start):
        return s_start, s_end, n, False
    # Each device activity's launch: the runtime call with its correlation id (the
    # latest one started before it, else the first).
    dev = pd.DataFrame({"t": d_start, "corr": d_corr, "i": np.arange(len(d_start))}).sort_values("t", kind="stable")
    rt = pd.DataFrame({"t": r_start, "corr": r_corr, "r": np.arange(len(r_start))}).sort_values("t", kind="stable")
    dev = dev[dev["corr"] >= 0]
    back = pd.merge_asof(dev, rt, on="t", by="corr", direction="backward")
    fwd = pd.merge_asof(dev, rt, on="t", by="corr", direction="forward")
    launch = np.full(len(d_start), -1, np.int64)
    r = back["r"].fillna(fwd["r"]).fillna(-1).to_numpy(np.int64)
    launch[back["i"].to_numpy()] = r
    # A runtime call belongs to the step it lies wholly in (steps walked in time order).
    reach = np.maximum.accumulate(s_end)
    k = np.searchsorted(reach, r_start, "right")
    ok = k < n
    ok[ok] &= (r_start[ok] >= s_start[k[ok]]) & (r_end[ok] <= s_end[k[ok]])
    rt_step = np.where(ok, k, -1)
    d_step = np.where(launch >= 0, rt_step[np.maximum(launch, 0)], -1)
    matched = d_step >= 0
    if not matched.any():
        return s_start, s_end, n, False
    count = np.bincount(d_step[matched], minlength=n)
    dmin = np.full(n, np.iinfo(np.int64).max)
    dmax = np.full(n, np.iinfo(np.int64).min)
    np.minimum.at(dmin, d_step[matched], d_start[matched])
    np.maximum.at(dmax, d_step[matched], d_end[matched])
    prev = int(s_start[0])
    if count[0]:
        before = ~matched & (d_end < dmin[0])
        if before.any():
            prev = max(prev, int(d_end[before].max()))
    host_end = np.where(count > 0, np.maximum(s_end, dmax), s_end)
    end = np.maximum.accumulate(np.concatenate([[prev], host_end]))[1:]
    start = np.maximum(s_start, np.concatenate([[prev], end[:-1]]))
    keep = n
    if n > 1:
        last = int(np.flatnonzero(count > 0)[-1])
        keep = last + 1
        if last > 0 and count[last - 1] * TAIL_RATIO > count[last]:
            keep = last
    return start, end, keep, True


def _gpu_metrics(plane: Plane, kernels: np.ndarray, lo: int, hi: int) -> dict:
    ev = plane.events
    s, e = ev.start_ps[kernels], ev.end_ps[kernels]
    span = hi - lo
    blocks = _floats(plane, BLOCKS_PER_SM, kernels)
    sms = plane.stats.get(schema.DEV_CAP_CORE_COUNT)
    if isinstance(sms, (int, float)) and sms > 0 and np.isnan(blocks).any():
        blocks = np.where(np.isnan(blocks), _grid_blocks(plane, kernels) / sms, blocks)
    occ = _floats(plane, OCCUPANCY, kernels)
    o = occ >= 0
    os_, oe = np.maximum(s[o], lo), np.minimum(e[o], hi)
    w = np.maximum(oe - os_, 0)
    major, minor = plane.stats.get("compute_cap_major"), plane.stats.get("compute_cap_minor")
    memory = plane.stats.get("memory_size")
    sm_eff = _sm_efficiency(s, e, np.nan_to_num(blocks, nan=0.0), lo, hi)
    # Kernel time of the whole profile, that of kernels using Tensor Cores (by name), and that
    # of kernels launched by Tensor Core eligible operators (their `tf_op`).
    dur = e - s
    vendor = devices.device(plane).vendor
    names = np.append(plane.metadata_names(display=False), "")
    uses_tc = np.array([tensor_cores.is_kernel_using_tensor_core(str(n), vendor) for n in names])
    op_codes, ops = pd.factorize(pd.Series(plane.stat_at(schema.TF_OP, kernels), dtype=object))
    eligible = np.array([tensor_cores.is_pytorch_op_tensor_core_eligible(str(o)) for o in ops] + [False])
    return {
        "kernel_ps": int(dur.sum()), "tensor_core_ps": int(dur[uses_tc[plane.metadata_codes()[kernels]]].sum()),
        "eligible_ps": int(dur[eligible[op_codes]].sum()),
        "device_id": int(plane.stats.get(schema.DEVICE_ID, plane.id)),
        "name": plane.stats.get("device_name") if isinstance(plane.stats.get("device_name"), str) else None,
        "memory_bytes": int(memory) if isinstance(memory, (int, float)) else None,
        "compute_capability": f"{major}.{minor}" if isinstance(major, int) else None,
        "sm_count": int(sms) if isinstance(sms, (int, float)) else None,
        "utilization": intervals.union_length(s, e, lo, hi) / span if span > 0 else None,
        "sm_efficiency": sm_eff,
        "occupancy": float((occ[o] * w).sum() / w.sum()) if w.sum() > 0 else None,
    }


GPU_STEPS = parts.Part("gpu_steps/v2", _compute)  # 2: GPU-only traces, DataLoader operators


# -- the overview block --------------------------------------------------------------

def _us(ps) -> float:
    return round(float(ps) / 1e6, 3)


def _share(part, whole) -> float | None:
    """part / whole in % (4 decimals), None without a whole."""
    return round(100.0 * part / whole, 4) if whole else None


def _pct(fraction) -> float | None:
    return None if fraction is None else round(100.0 * float(fraction), 4)


def block_of(per_host: list[dict]) -> dict:
    """overview_page's `gpu_step_breakdown` (JSON-able; its shape is in tools/overview_page.py).
    Several hosts: the steps (by name) every host has, each category averaged over them."""
    shown = [rid for rid in ROLE_IDS if any(rid in h["shown"] for h in per_host)]
    frames = [h["frame"].assign(step_ps=h["frame"]["end_ps"] - h["frame"]["start_ps"]) for h in per_host]
    if len(frames) > 1:
        common = set.intersection(*(set(f["name"]) for f in frames))
        both = pd.concat([f[f["name"].isin(common)] for f in frames], ignore_index=True)
        agg = {c: "mean" for c in (*ROLE_IDS, "step_ps")}
        agg.update(step_num="first", start_ps="min")
        frame = both.groupby("name", sort=False).agg(agg).reset_index().sort_values("start_ps", kind="stable")
    else:
        frame = frames[0]
    rows = []
    for rec in frame.to_dict("records"):
        rows.append({"step": str(rec["name"]), "step_num": int(rec["step_num"]),
                     "start_ms": round(float(rec["start_ps"]) / 1e9, 6),
                     "step_time_us": _us(rec["step_ps"]),
                     "breakdown_us": {rid: _us(rec[rid]) for rid in shown}})
    n = len(frame)
    avg_step = float(frame["step_ps"].mean()) if n else 0.0
    avg = {rid: float(frame[rid].mean()) if n else 0.0 for rid in shown}
    gpus = []
    for h in per_host:
        for g in h["gpus"]:
            mem = g["memory_bytes"]
            gpus.append({"host": h["host"], "device_id": g["device_id"], "name": g["name"],
                         "memory_bytes": mem, "memory_gb": None if mem is None else round(mem / 1024**3, 2),
                         "compute_capability": g["compute_capability"], "sm_count": g["sm_count"],
                         "utilization_percent": _pct(g["utilization"]),
                         "sm_efficiency_percent": _pct(g["sm_efficiency"]),
                         "occupancy_percent": None if g["occupancy"] is None else round(g["occupancy"], 4),
                         "tensor_core_percent": _share(g["tensor_core_ps"], g["kernel_ps"])})
    kernel_ps = sum(g["kernel_ps"] for h in per_host for g in h["gpus"])
    whole = all(h["whole_profile"] for h in per_host)
    gpu_only = whole and all(h["span"] == "gpu" for h in per_host)
    if gpu_only:
        source = "the span of the GPU activities (no CPU operators, no ProfilerStep#N markers)"
    elif whole:
        source = "the span of the CPU operators (no ProfilerStep#N markers)"
    else:
        source = "ProfilerStep#N markers" + (", extended to the GPU work they launched"
                                             if any(h["extended"] for h in per_host) else "")
    return {
        "source": source,
        "whole_profile": whole,
        "gpu_only": gpu_only,
        "hosts": [h["host"] for h in per_host],
        "has_gpu": any(r in shown for r in ("kernel", "memcpy", "memset", "runtime")),
        "categories": [{"id": rid, "label": label} for rid, label in ROLES if rid in shown],
        "rows": rows,
        "average": {"step_time_us": _us(avg_step), "breakdown_us": {rid: _us(v) for rid, v in avg.items()},
                    "percent": {rid: round(100.0 * v / avg_step, 2) if avg_step else 0.0 for rid, v in avg.items()}},
        "has_dataloader": any(len(h["loaders"]) for h in per_host),
        "removed_steps": sorted({s for h in per_host for s in h["removed"]}, key=lambda s: (len(s), s)),
        "gpus": gpus,
        # Over every GPU's kernels (torch-tb-profiler's mixed-precision rule reads them).
        "tensor_cores": {"kernel_us": _us(kernel_ps),
                         "tensor_core_percent": _share(sum(g["tensor_core_ps"] for h in per_host for g in h["gpus"]),
                                                       kernel_ps),
                         "eligible_percent": _share(sum(g["eligible_ps"] for h in per_host for g in h["gpus"]),
                                                    kernel_ps)},
    }


def dataloader_ops(per_host: list[dict]) -> pd.DataFrame:
    """The DataLoader operators of the hosts, summed by name, by total time (largest first)."""
    frames = [h["loaders"] for h in per_host if len(h["loaders"])]
    if not frames:
        return per_host[0]["loaders"]
    both = pd.concat(frames, ignore_index=True).groupby("name", sort=True).sum().reset_index()
    return both.sort_values(["total_ps", "name"], ascending=[False, True], kind="stable", ignore_index=True)


def input_verdict(block: dict) -> dict:
    """Is the run input-bound? The average step's DataLoader share, by torch-tb-profiler's
    threshold (DATALOADER_SHARE), "high" from HIGH_DATALOADER on: {"level": "high" |
    "moderate" | "low" | "unknown", "input_percent", "statement", "source": "dataloader"}."""
    pct = float(block["average"]["percent"].get("dataloader", 0.0))
    of = "the profiled span" if block["whole_profile"] else "the step time"
    if not block["rows"]:
        level, text = "unknown", "No step time was measured, so whether the run is input-bound cannot be told."
    elif block["gpu_only"]:
        level, text = "unknown", ("This trace has no CPU operators, so no DataLoader time: whether the run is "
                                  "input-bound cannot be told.")
    elif pct > DATALOADER_SHARE:
        level = "high" if pct >= HIGH_DATALOADER else "moderate"
        text = (f"This run is {'HIGHLY' if level == 'high' else 'MODERATELY'} input-bound: "
                f"{pct:.1f}% of {of} is in DataLoader (loading the next batch).")
    elif not block["has_dataloader"]:
        level, text = "low", ("This run is NOT input-bound by a DataLoader: no DataLoader iterator "
                              "(enumerate(DataLoader)#...) ran in the profiled span.")
    else:
        level, text = "low", f"This run is NOT input-bound: {pct:.1f}% of {of} is in DataLoader."
    return {"level": level, "input_percent": round(pct, 2), "statement": text, "source": "dataloader"}


def step_warnings(block: dict) -> list[str]:
    """What the step tools say of a PyTorch run without ProfilerStep#N markers."""
    if block["gpu_only"]:
        return ["No CPU operators and no ProfilerStep#N markers in this trace (GPU activity only): the breakdown "
                "covers the GPU activities' span as one step. Profile with activities=[ProfilerActivity.CPU, "
                "ProfilerActivity.CUDA] and call prof.step() after each iteration to see steps, DataLoader and "
                "CPU time."]
    if block["whole_profile"]:
        return ["No ProfilerStep#N marker observed: the breakdown covers the CPU operators' span as one step. "
                "torch.profiler marks steps when prof.step() is called after each iteration."]
    return []
