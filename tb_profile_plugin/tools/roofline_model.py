"""roofline_model: each XLA op's FLOP rate against its operational intensity, as XProf's "Roofline Model".

JSON shape:
{
  "columns": [{"id", "label", "type"}],    # XProf's ids and labels, in its order: 37 on TPU, 30
                                           # elsewhere (no TPU memories; VMEM write is SHM/L1)
  "rows": [[step, rank, category, operation, occurrences, total_time, avg_time,
            total_self_time, avg_self_time,                              # µs
            total_self_time_percent, cumulative_total_self_time_percent, # fractions, as XProf
            dma_stall_percent, measured_flop_rate, model_flop_rate,      # GFLOP/s
            measured_memory_bw, hbm_bw, cmem/vmem read/write bws,        # GiB/s
            operational_intensity, hbm_..., cmem/vmem ..._operational_intensity,
            bottleneck_operational_intensity, bound_by, total_time_per_core,
            total_time_in_percentage, optimal_flop_rate, roofline_efficiency,
            compute_efficiency, max_mem_bw_utilization, include_infeed_outfeed,
            hlo_module_id, source_info]],            # (the TPU set; the columns say which)
  "steps": ["Total", "Average", "<step>", ...],   # the values of the step column, in order
  "peaks": {"peak_flop_rate": GFLOP/s, "peak_hbm_bw": GiB/s, "peak_memory_gbps": GB/s,
            "hbm_ridge_point": FLOP/byte, "source": "profile" | "user" | ""},   # None when unknown
  "device_type": XProf's name of the devices ("TPU v6 Lite", "AMD GPU - gfx942"; profile/devices.py),
  "source", "diagnostics": [str]
}

Rows, as XProf writes them: for "Total" (the whole profile) a "Program" row and
then one row per op (at most MAX_OPS, by self time); for "Average" (over the
steps) and for each step a "Program" row. The whole set twice: with infeed and
outfeed ops (include_infeed_outfeed true), then without them and their time.
The ops are op_profile's (analysis/xla_ops.py). An op's rates are per second of
its total time (FLOPs and bytes include nested ops'); a Program row sums the
FLOPs and bytes of ops that hold no other ops (not while/call/conditional) over
the program's time (ops and idle). HBM bytes, as XProf's memory-space
breakdown: an op's bytes, but where they are the HLO estimate, the part the
cost analysis places in HBM (a DNN convolution custom call: its operands
only). Steps are the step tools' (analysis/steps.py):
a device Steps line on TPU, else host step markers; an op execution belongs to
the step whose span contains its start; a step's time is its duration summed
over cores.

Bound by, as XProf: the resource with the highest utilization (FLOP rate over
the peak FLOP rate, HBM bandwidth over the peak bandwidth), "Compute" on a tie,
"Unknown" when neither is above zero or a peak is unknown; the bottleneck
intensity is that resource's. Peaks come from the device planes
(profile/devices.py: TPU stats, GPU capabilities as XProf derives them;
time-weighted over the devices), or from the request
(`peak_flop_rate` GFLOP/s, `peak_memory_bw` GB/s), which replace them; a CPU
profile records none.

Deliberate differences from XProf 2.24, and why:
- CPU profiles: rows from the XLA CPU runtime's ops, where XProf's are empty.
- The "Average" row's avg_time is its total time (the average step); XProf
  divides the total time by the number of steps but not the average.
- Steps without step markers (GPU profiles whose host has none): no per-step
  rows; XProf writes rows of zeros for the groups it finds.
- Peaks for memories no op's bytes are counted in (CMEM, VMEM, GPU shared
  memory / L1, which profile/devices.py derives) are not shown; XProf's GPU Shm/L1 peak never binds, as it
  divides the HBM bandwidth by a larger peak.
- Source info is plain `file:line` text, where XProf sends an HTML <div>.
- Without steps there is no Average row; XProf writes one of zeros (tpu_v6e profile).
- An op that runs as several kernels per execution (MIOpen's convolution: an
  Im3d2Col and a GEMM kernel) counts its executions (analysis/xla_ops.py);
  XProf counts each kernel and gives each the whole op's FLOPs and bytes, so
  its rates are twice ours there (cudnn-conv.1 on the MI300X profile: 79
  occurrences and 206,241 GFLOP/s, ours 40 and 104,426).
HBM bytes on TPU, as XProf counts them: a Program row sums the ops'
`memory_access_breakdown` HBM entries (an op that records an empty one, copy-start,
adds nothing: 66.3 GiB/s on the tpu_v6e profile beside 99.3 measured); an op's own
row shows all its bytes when its breakdown is empty.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np
from ..lazy_pandas import pd

from ..analysis import parts, steps, xla_ops
from ..analysis.xla_ops import ratio
from ..profile import Profile, schema

COLUMNS = [
    ("step", "Step", "string"),
    ("rank", "Rank", "number"),
    ("category", "Category", "string"),
    ("operation", "Operation", "string"),
    ("occurrences", "# Occurrences", "number"),
    ("total_time", "Total Time (us)", "number"),
    ("avg_time", "Avg. time (us)", "number"),
    ("total_self_time", "Total self time (us)", "number"),
    ("avg_self_time", "Avg. self time (us)", "number"),
    ("total_self_time_percent", "Total self time (%)", "number"),
    ("cumulative_total_self_time_percent", "Cumulative total self time (%)", "number"),
    ("dma_stall_percent", "%time stalled by DMA", "number"),
    ("measured_flop_rate", "Normalized FLOP Rate (GFLOP/s)", "number"),
    ("model_flop_rate", "Model FLOP Rate (GFLOP/s)", "number"),
    ("measured_memory_bw", "Memory BW (GiB/s)", "number"),
    ("hbm_bw", "HBM BW (GiB/s)", "number"),
    ("cmem_read_bw", "CMEM Read BW (GiB/s)", "number"),
    ("cmem_write_bw", "CMEM Write BW (GiB/s)", "number"),
    ("vmem_read_bw", "VMEM Read BW (GiB/s)", "number"),
    ("vmem_write_bw", "VMEM Write BW (GiB/s)", "number"),
    ("operational_intensity", "Operational Intensity (FLOP/Byte)", "number"),
    ("hbm_operational_intensity", "HBM Operational Intensity (FLOP/Byte)", "number"),
    ("cmem_read_operational_intensity", "CMEM Read Operational Intensity (FLOP/Byte)", "number"),
    ("cmem_write_operational_intensity", "CMEM Write Operational Intensity (FLOP/Byte)", "number"),
    ("vmem_read_operational_intensity", "VMEM Read Operational Intensity (FLOP/Byte)", "number"),
    ("vmem_write_operational_intensity", "VMEM Write Operational Intensity (FLOP/Byte)", "number"),
    ("bottleneck_operational_intensity", "Bottleneck Operational Intensity (FLOP/Byte)", "number"),
    ("bound_by", "Bound by", "string"),
    ("total_time_per_core", "Total Time per core (us)", "number"),
    ("total_time_in_percentage", "Total Time (%)", "number"),
    ("optimal_flop_rate", "Optimal FLOP Rate (GFLOP/s)", "number"),
    ("roofline_efficiency", "Roofline efficiency (%)", "number"),
    ("compute_efficiency", "FLOP Rate / Peak (%)", "number"),
    ("max_mem_bw_utilization", "Max memory BW utilization (among supported memories) (%)", "number"),
    ("include_infeed_outfeed", "Include Infeed/Outfeed", "boolean"),
    ("hlo_module_id", "Program ID", "string"),
    ("source_info", "Source Info", "string"),
]
# Columns of TPU memories XProf leaves out elsewhere; the VMEM write ones are GPU shared memory / L1 there.
TPU_ONLY = frozenset({"dma_stall_percent", "cmem_read_bw", "cmem_write_bw", "vmem_read_bw",
                      "cmem_read_operational_intensity", "cmem_write_operational_intensity",
                      "vmem_read_operational_intensity"})
NOT_TPU_LABELS = {"vmem_write_bw": "SHM/L1 BW (GiB/s)",
                  "vmem_write_operational_intensity": "SHM/L1 Operational Intensity (FLOP/Byte)"}
MAX_OPS = 1000                      # op rows per set, as XProf
GIB_PER_GB = 1e9 / 2**30
INNER_OP_HOLDERS = frozenset({"while", "call", "conditional", "megacore fusion"})  # FLOPs counted in their ops


def _is_io(categories: pd.Series) -> np.ndarray:
    text = categories.fillna("").astype(str)
    return (text.str.contains("infeed", regex=False) | text.str.contains("outfeed", regex=False)).to_numpy()


# -- the per-host part: what each step did ------------------------------------------

STEP_COLUMNS = ["step_num", "name", "start_ps", "time_ps", "flops", "bytes", "hbm_bytes", "io_flops", "io_bytes",
                "io_hbm_bytes", "io_ps"]


def _spans(profile: Profile) -> tuple[pd.DataFrame | None, bool]:
    """(step_num, name, start_ps, duration_ps, core) of the profile's steps, and whether they are
    per TPU core: the step tools' TPU steps, else the host's step markers (only their spans:
    the step tools' grouping of host events is not needed here)."""
    if any(schema.is_tpu_plane(p.name) for p in profile.device_planes):
        found = steps.host_steps(profile)
        return (None if found.whole_profile else found.frame.to_pandas()), True
    plane = profile.host_plane
    if plane is None or plane.stat_id(schema.STEP_NUM) is None:
        return None, False
    plane.stat_columns([schema.STEP_NUM])  # that stat alone, not the plane's whole stat table
    markers = steps.host_markers(plane)
    rows = markers["row"]
    return pd.DataFrame({"step_num": markers["step_num"],
                         "name": markers["step_num"].astype(str).astype(object),
                         "start_ps": plane.events.start_ps[rows], "duration_ps": plane.events.duration_ps[rows],
                         "core": np.zeros(len(rows), np.int64)}), False


def _step_totals(profile: Profile) -> pd.DataFrame:
    """One row per step: its time over the cores and the FLOPs and bytes of the op executions
    that start in it (ops that hold no other ops), infeed/outfeed ops apart (io_*)."""
    empty = pd.DataFrame({c: pd.Series(dtype=object if c == "name" else np.int64 if c in (
        "step_num", "start_ps", "time_ps", "io_ps") else np.float64) for c in STEP_COLUMNS})
    data = xla_ops.xla_ops(profile)
    events = data.op_events
    frame, tpu = _spans(profile)
    if frame is None or not len(frame) or events is None or not len(events):
        return empty
    ops = data.ops
    occ = ops["occurrences"].to_numpy(np.float64)
    per_exec_flops = np.where(occ > 0, ops["flops"].to_numpy(np.float64) / np.maximum(occ, 1), 0.0)
    per_exec_bytes = np.where(occ > 0, ops["bytes_accessed"].to_numpy(np.float64) / np.maximum(occ, 1), 0.0)
    per_exec_hbm = np.where(occ > 0, _hbm_bytes(data, ops) / np.maximum(occ, 1), 0.0)
    innermost = ~ops["category"].isin(INNER_OP_HOLDERS).to_numpy()
    io = _is_io(ops["category"])
    # The step rows of each event's core: TPU steps are per core (its place among the TPU planes).
    tpu_names = [p.name for p in profile.device_planes if schema.is_tpu_plane(p.name)]
    plane_core = np.array([tpu_names.index(p["name"]) if tpu and p["name"] in tpu_names
                           else 0 for p in data.planes] + [0])
    op = events["op"].to_numpy()
    start = events["start_ps"].to_numpy()
    core = plane_core[events["plane"].to_numpy()]
    step_row = np.full(len(events), -1, np.int64)
    f_core = frame["core"].to_numpy()
    f_start = frame["start_ps"].to_numpy()
    f_end = f_start + frame["duration_ps"].to_numpy()
    for c in np.unique(core):  # once per core
        mine = np.flatnonzero(f_core == c)
        mine = mine[np.argsort(f_start[mine], kind="stable")]
        at = np.flatnonzero(core == c)
        k = np.searchsorted(f_start[mine], start[at], "right") - 1
        ok = (k >= 0) & (start[at] < f_end[mine[np.maximum(k, 0)]])
        step_row[at[ok]] = mine[k[ok]]
    kept = step_row >= 0
    row, op = step_row[kept], op[kept]
    execution = events["execution"].to_numpy()[kept].astype(np.float64)
    n = len(frame)

    def per_step(values, mask):
        return np.bincount(row, weights=np.where(mask[op], values, 0.0), minlength=n)

    out = pd.DataFrame({
        "step_num": frame["step_num"].to_numpy(np.int64),
        "name": frame["name"].astype(str).to_numpy(dtype=object),
        "start_ps": f_start.astype(np.int64),
        "time_ps": frame["duration_ps"].to_numpy(np.int64),
        "flops": per_step(execution * per_exec_flops[op], innermost & ~io),
        "bytes": per_step(execution * per_exec_bytes[op], innermost & ~io),
        "hbm_bytes": per_step(execution * per_exec_hbm[op], innermost & ~io),
        "io_flops": per_step(execution * per_exec_flops[op], innermost & io),
        "io_bytes": per_step(execution * per_exec_bytes[op], innermost & io),
        "io_hbm_bytes": per_step(execution * per_exec_hbm[op], innermost & io),
        "io_ps": np.bincount(row, weights=np.where(io[op], events["total_ps"].to_numpy()[kept], 0),
                             minlength=n).astype(np.int64),
    })
    return _by_step(out)  # the cores of a step together


def _by_step(frame: pd.DataFrame) -> pd.DataFrame:
    """Rows of the same step (cores, hosts) summed, in time order."""
    sums = {c: (c, "sum") for c in STEP_COLUMNS if c not in ("step_num", "name", "start_ps")}
    out = frame.groupby("step_num", sort=False).agg(name=("name", "first"), start_ps=("start_ps", "min"), **sums)
    return out.reset_index().sort_values("start_ps", kind="stable").reset_index(drop=True)[STEP_COLUMNS]


STEP_TOTALS = parts.Part("roofline/steps/v3", _step_totals)
PARTS = (xla_ops.XLA_OPS, STEP_TOTALS)


def convert(profiles, options: Mapping[str, str]) -> dict:
    return reduce(parts.hosts_of(profiles, PARTS), options)


# -- the records ----------------------------------------------------------------------


def _peaks(data: xla_ops.XlaOps, options: Mapping[str, str]) -> dict:
    """Peak GFLOP/s and GB/s: the request's, else the device planes' weighted by their time."""
    ops = data.ops
    time = float(ops["time_ps"].sum()) + data.idle_ps if len(ops) else float(data.idle_ps)
    flops_cap = float(np.nansum(ops["flops_capacity"].to_numpy(np.float64))) + data.idle_flops_capacity
    bytes_cap = float(np.nansum(ops["bytes_capacity"].to_numpy(np.float64))) + data.idle_bytes_capacity
    # Each peak on its own: a device may record its bandwidth and not its FLOP rate.
    flops_known = bool(data.planes) and all(p["peak_teraflops_per_second"] for p in data.planes)
    bw_known = bool(data.planes) and all(p["peak_hbm_gigabytes_per_second"] for p in data.planes)
    gflops = flops_cap / time * 1e3 if flops_known and time > 0 else None    # TFLOP/s x 1e3
    gbps = bytes_cap / time * 1e3 if bw_known and time > 0 else None         # capacity: GB/s x 1e-3
    source = "profile" if gflops or gbps else ""
    if options.get("peak_flop_rate"):
        gflops, source = float(options["peak_flop_rate"]), "user"
    if options.get("peak_memory_bw"):
        gbps, source = float(options["peak_memory_bw"]), "user"
    gflops, gbps = gflops or None, gbps or None
    return {"peak_flop_rate": gflops, "peak_hbm_bw": gbps * GIB_PER_GB if gbps else None,
            "peak_memory_gbps": gbps, "hbm_ridge_point": gflops / gbps if gflops and gbps else None,
            "source": source}


def _device_type(data: xla_ops.XlaOps) -> str:
    """XProf's name of the devices ("TPU v6 Lite", "AMD GPU - gfx942"); several: joined by "/"."""
    names = sorted({p.get("device_type") or data.device_type for p in data.planes})
    return "/".join(names) if names else data.device_type


def _hbm_bytes(data: xla_ops.XlaOps, ops: pd.DataFrame, per_op: bool = False) -> np.ndarray:
    """Each op's bytes in HBM, as XProf's memory-space breakdown counts them: TPU ops record
    it (`memory_access_breakdown`: the Program rows count an empty one as 0 bytes, an op's own
    row then shows all its bytes, `per_op`); where an op's bytes are the HLO estimate, the
    estimate's HBM part (differs for DNN convolutions only); else all."""
    out = ops["bytes_accessed"].to_numpy(np.float64).copy()
    recorded = ops["hbm_bytes"].to_numpy(np.float64) if "hbm_bytes" in ops else np.full(len(out), np.nan)
    known = ~np.isnan(recorded) & ((recorded > 0) if per_op else True)
    out[known] = recorded[known]
    for k, (program, row, occ) in enumerate(zip(ops["program"].tolist(), ops["hlo_row"].tolist(),
                                                 ops["occurrences"].tolist())):  # once per op
        table = data.modules.get(program)
        if known[k] or table is None or int(row) < 0 or table.opcodes[int(row)] != "custom-call":
            continue
        estimated = table.estimate_cost(int(row))[1] * occ
        if abs(out[k] - estimated) <= 1e-9 * max(estimated, 1.0):  # the bytes are the estimate
            out[k] = table.estimate_hbm_bytes(int(row)) * occ
    return out


def _records(step, category, operation, occurrences, total_us, self_us, flops, nbytes, hbm_bytes, whole_us,
             peaks: dict, cores: int, io: bool, program_ids, sources, *, ranked: bool, shown_us=None) -> list:
    """Rows of one record set; `step` (one label, or one per record) and the arrays are per record.
    Rates are over `total_us`; `shown_us` (default the same) is the time the row shows (the Average
    row: its steps' time over the number of steps)."""
    steps = [step] * len(total_us) if isinstance(step, str) else list(step)
    total_us = np.asarray(total_us, np.float64)
    self_us = np.asarray(self_us, np.float64)
    occ = np.asarray(occurrences, np.float64)
    rate = ratio(flops, total_us * 1e3)                       # FLOPs per ns: GFLOP/s
    bw = ratio(nbytes, total_us * 1e3) * GIB_PER_GB           # GiB/s
    hbm_bw = ratio(hbm_bytes, total_us * 1e3) * GIB_PER_GB
    intensity = ratio(flops, nbytes)
    hbm_intensity = ratio(flops, hbm_bytes)
    gflops, gibps = peaks["peak_flop_rate"] or 0.0, peaks["peak_hbm_bw"] or 0.0
    compute_use = ratio(rate, gflops) if gflops and gibps else np.zeros(len(rate))
    memory_use = ratio(hbm_bw, gibps) if gflops and gibps else np.zeros(len(bw))
    compute = (compute_use > 0) & (compute_use >= memory_use)
    memory = (memory_use > compute_use)
    bound = np.where(compute, "Compute", np.where(memory, "HBM", "Unknown"))
    bottleneck_intensity = np.where(compute, intensity, np.where(memory, hbm_intensity, 0.0))
    efficiency = np.maximum(compute_use, memory_use)
    n = len(total_us)
    whole = np.full(n, whole_us, np.float64) if ranked else total_us  # Program rows: of themselves
    share = ratio(self_us, whole) if ranked else np.zeros(n)
    shown = total_us if shown_us is None else np.asarray(shown_us, np.float64)
    zero = [0.0] * n
    columns = [
        steps, (np.arange(1, n + 1) if ranked else np.zeros(n)).astype(np.float64).tolist(), list(category),
        list(operation), occ.tolist(), shown.tolist(), ratio(shown, occ).tolist(), self_us.tolist(), ratio(self_us, occ).tolist(),
        share.tolist(), np.cumsum(share).tolist(), zero, rate.tolist(), rate.tolist(), bw.tolist(), hbm_bw.tolist(),
        zero, zero, zero, zero, intensity.tolist(), hbm_intensity.tolist(), zero, zero, zero, zero,
        bottleneck_intensity.tolist(), bound.tolist(), (shown / cores).tolist(), ratio(total_us, whole).tolist(),
        ratio(rate, efficiency).tolist(), efficiency.tolist(), compute_use.tolist(), memory_use.tolist(),
        [io] * n, list(program_ids), list(sources),
    ]
    return [list(row) for row in zip(*columns)]


def _programs(steps: list, flops, nbytes, hbm_bytes, time_us, peaks, cores, io, shown_us=None) -> list:
    """Program rows, one per step label (with its FLOPs, bytes, HBM bytes and time)."""
    n = len(steps)
    return _records(steps, ["Program"] * n, ["Program"] * n, np.ones(n), time_us, np.zeros(n), flops, nbytes,
                    hbm_bytes, 0.0, peaks, cores, io, ["0"] * n, [""] * n, ranked=False, shown_us=shown_us)


def _set(data: xla_ops.XlaOps, ops: pd.DataFrame, step_frame: pd.DataFrame, peaks: dict, cores: int,
         include_io: bool) -> list:
    io = _is_io(ops["category"])
    innermost = ~ops["category"].isin(INNER_OP_HOLDERS).to_numpy()
    whole_ps = float(ops["time_ps"].sum()) + data.idle_ps
    io_ps = float(ops.loc[io, "total_ps"].sum())
    counted = innermost & (include_io | ~io)
    whole_us = (whole_ps - (0.0 if include_io else io_ps)) / 1e6
    flops = ops["flops"].to_numpy(np.float64)
    nbytes = ops["bytes_accessed"].to_numpy(np.float64)
    hbm = _hbm_bytes(data, ops)
    rows = _programs(["Total"], [flops[counted].sum()], [nbytes[counted].sum()], [hbm[counted].sum()], [whole_us],
                     peaks, cores, include_io)
    keep = (ops["occurrences"] > 0).to_numpy() & (include_io | ~io)
    shown, shown_hbm = ops[keep].head(MAX_OPS), _hbm_bytes(data, ops, per_op=True)[keep][:MAX_OPS]
    sources, pids = [], []
    for row in shown.itertuples(index=False):  # once per shown op
        table = data.modules.get(row.program)
        found = table is not None and int(row.hlo_row) >= 0
        sources.append(table.source(int(row.hlo_row)) if found else "")
        pids.append(str(xla_ops.plain(row.program_id)) if row.program_id is not None else "")
    rows += _records("Total", shown["category"].tolist(), shown["op"].tolist(), shown["occurrences"].to_numpy(),
                     shown["total_ps"].to_numpy(np.float64) / 1e6, shown["time_ps"].to_numpy(np.float64) / 1e6,
                     shown["flops"].to_numpy(np.float64), shown["bytes_accessed"].to_numpy(np.float64), shown_hbm,
                     whole_us,
                     peaks, cores, include_io, pids, sources, ranked=True)
    if len(step_frame):
        f = step_frame["flops"].to_numpy(np.float64) + (step_frame["io_flops"].to_numpy(np.float64) if include_io else 0)
        b = step_frame["bytes"].to_numpy(np.float64) + (step_frame["io_bytes"].to_numpy(np.float64) if include_io else 0)
        h = step_frame["hbm_bytes"].to_numpy(np.float64) + (
            step_frame["io_hbm_bytes"].to_numpy(np.float64) if include_io else 0)
        t = (step_frame["time_ps"].to_numpy(np.float64)
             - (0 if include_io else step_frame["io_ps"].to_numpy(np.float64))) / 1e6
        n = len(step_frame)
        rows += _programs(["Average"], [f.sum()], [b.sum()], [h.sum()], [t.sum()], peaks, cores, include_io,
                          shown_us=[t.sum() / n])          # the average step's time
        rows += _programs([str(s) for s in step_frame["step_num"].tolist()], f, b, h, t, peaks, cores, include_io)
    return rows


def _steps_of(hosts: Sequence[parts.Host]) -> pd.DataFrame:
    """The steps every host has, summed over the hosts."""
    frames = [h[STEP_TOTALS] for h in hosts]
    if not frames or any(not len(f) for f in frames):
        return frames[0].iloc[:0] if frames else pd.DataFrame(columns=STEP_COLUMNS)
    if len(frames) == 1:
        return frames[0]
    common = set(frames[0]["step_num"])
    for f in frames[1:]:
        common &= set(f["step_num"])
    return _by_step(pd.concat([f[f["step_num"].isin(common)] for f in frames], ignore_index=True))


def reduce(hosts: Sequence[parts.Host], options: Mapping[str, str]) -> dict:
    data = xla_ops.combine([h[xla_ops.XLA_OPS] for h in hosts])
    tpu = data.device_type == "TPU"
    keep = [k for k, (i, _, _) in enumerate(COLUMNS) if tpu or i not in TPU_ONLY]
    columns = [{"id": i, "label": label if tpu else NOT_TPU_LABELS.get(i, label), "type": t}
               for i, label, t in (COLUMNS[k] for k in keep)]
    peaks = _peaks(data, options)
    base = {"columns": columns, "peaks": peaks, "device_type": _device_type(data), "source": data.source}
    if not len(data.ops):
        return {**base, "rows": [], "steps": [], "diagnostics": [
            "No XLA ops in this profile: the roofline model needs the XLA op events of a GPU or TPU device, "
            "or the XLA CPU runtime's per-op events of a JAX program."]}
    ops = data.ops.sort_values(["time_ps", "op"], ascending=[False, True], kind="stable").reset_index(drop=True)
    step_frame = _steps_of(hosts)
    cores = max(len(data.planes), 1)
    rows = _set(data, ops, step_frame, peaks, cores, True) + _set(data, ops, step_frame, peaks, cores, False)
    if not tpu:
        rows = [[r[k] for k in keep] for r in rows]
    diagnostics = []
    missing = [what for what, key in (("peak FLOP rate", "peak_flop_rate"), ("memory bandwidth", "peak_hbm_bw"))
               if not peaks[key]]
    if missing:
        what = "a CPU" if data.source == "host" else f"this device ({base['device_type']})"
        them = "them" if len(missing) > 1 else "it"
        diagnostics.append(f"The profile records no {' or '.join(missing)} for {what}: enter {them} "
                           "to draw the roofline; until then every op is bound by Unknown.")
    if len(ops) > MAX_OPS:
        diagnostics.append(f"{len(ops):,} ops: the table shows the {MAX_OPS:,} with the most self time, as XProf.")
    if not len(step_frame):
        diagnostics.append("No steps found (no device Steps line or host step markers): the profile's "
                           "Total only, no per-step rows.")
    labels = ["Total"] + (["Average"] + [str(s) for s in step_frame["step_num"].tolist()] if len(step_frame) else [])
    return {**base, "rows": rows, "steps": labels, "diagnostics": diagnostics}


def table(result: dict) -> tuple[list[str], list[list]]:
    """The roofline table (for CSV export): column labels and rows."""
    return [c["label"] for c in result["columns"]], result["rows"]
