"""kernel_stats: GPU kernels, one row per unique kernel/op pair (GPU profiles).

A kernel event is an event of a `/device:GPU:N` plane, on a stream line
(lines derived from them, by id in tsl's derived range or by name: schema.is_derived_line, are
skipped), that lasts longer than 0 ps (XProf: 1 ns; any duration on PyTorch traces,
below) and carries a non-empty `kernel_details` stat, as XProf decides. Its name (the
event metadata's name) is the kernel name.
`kernel_details` is parsed once per distinct string; both formats are read:

    regs:32 static_shared:0 dynamic_shared:16384 grid:80,1,1 block:256,1,1 occ_pct:50
    registers_per_thread:32 static_shared_memory_usage:0 dynamic_shared_memory_usage:0
    block_x:256 block_y:1 block_z:1 grid_x:80 grid_y:1 grid_z:1          (older profiles)

(tokens separated by spaces or newlines; ROCm's `private_mem` and `group_mem`, its
LDS bytes, are not read, as XProf reads none). Missing or unparsable values give
XProf's defaults: 0 registers and shared memory, dimensions 1,1,1; occupancy
is null unless `occ_pct` is given.

Op name: an XLA kernel's (an `hlo_op` stat: its last `::` part) is the framework op of
its HLO instruction, `op_name[:op_type]` of the instruction's metadata
(`jit(forward_3d_conv)/conv_general_dilated`), as XProf names it; the module is the
`program_id` stat's, else the one module named by the `hlo_module` stat (XProf: by
program id only). Without that instruction in the profile, and for other kernels:
the name part of the `tf_op` stat (TensorFlow `name:type`; the whole value when it
is not of that form), else the `hlo_op` (XProf: "" then). JAX's GPU tracer writes
`tf_op` "XlaModule:" on every kernel, which names no op.

PyTorch (Kineto) kernels, known by the `category` stat of their metadata: the op is the
whole `tf_op` stat, the operator that launched the kernel (`aten::cudnn_convolution`).
Kernels of 0 µs count (integer-µs traces record sub-µs kernels so; torch-tb-profiler counts
them). Kineto gives no theoretical occupancy (occupancy_pct is null; its `occ_pct` in
kernel_details is the estimated achieved one); the rows carry KINETO_COLUMNS instead, where
some kernel has the stat: "blocks per SM" and "est. achieved occupancy %", each row's mean
weighted by the calls' durations (a call without the stat counts 0), as torch-tb-profiler.

Flags (heuristics of XProf, kernel_stats_utils.cc, cuda/rocm_type_utils.cc), per the
plane's `device_vendor`:
- kernel uses TensorCore (NVIDIA Tensor Cores, AMD Matrix Cores): analysis/tensor_cores.py
  (NVIDIA by name parts, AMD by Tensile MFMA tokens and CK-tile shapes);
- op is TensorCore eligible: the op name matches XProf's list (`...Conv2D`,
  `.../MatMul`, `...BatchMatMul...`, JAX's `dot_general`, `conv_general_dilated`
  ...), or a TensorFlow op's type does, or
  the `equation` stat is a two-operand einsum (an `Einsum` op without that
  stat counts too), or, for XLA ops named by their `hlo_op` (no HLO instruction
  found), a part of the op's last path component is
  dot/convolution/conv/gemm/matmul/einsum (`dot.3`, `cudnn-conv.1`,
  `cublas-gemm.2`); for a PyTorch operator, its name is in PYTORCH_TC_OPS
  (tensor_cores.py); and any op whose kernel uses TensorCore.

Rows are keyed like XProf's (kernel name, grid, block, registers, static and
dynamic shared memory, both flags, op name), summed over every GPU plane of
every profile given (several hosts = one aggregate), and sorted by total
duration, largest first, ties in key order. Occupancy is that of the first
event of the row that has one. Times are µs, from exact ps (XProf truncates
each event to whole ns first). The table keeps the MAX_ROWS (1,000, as XProf)
rows with the most time; top_kernels, total_kernel_time_us and tensor_core_time_us count
them all. Option group_by=kernel: one row per kernel name instead (KERNEL_COLUMNS plus
KINETO_COLUMNS, torch-tb-profiler's "Kernel Name" grouping; a name uses TensorCores when
any of its rows does).

JSON:
{"columns": [{"id": "rank", "label": "Rank", "type": "number"}, ...],   # XProf's ids, labels, types
 "rows": [[1, "volta_h884gemm_64x64_nn", 32, 16384, "256,1,1", "80,1,1", 50.0, true, true,
           "dense/MatMul", 3, 30.5, 10.167, 9.0, 12.5], ...],
 "top_kernels": [{"name": "volta_h884gemm_64x64_nn", "total_us": 30.5}, ...,   # by kernel name,
                 {"name": "Other", "total_us": 1.2}],                          # top 10 + the rest
 "total_kernel_time_us": 42.0,
 "tensor_core_time_us": 30.5,     # of those, kernels that use TensorCores (ttb's tc pie)
 "group_by": "kernel",            # only with that option
 "diagnostics": ["..."]}          # why the table is empty, or what could not be parsed
Columns: rank, kernel_name, registers_per_thread, shmem_bytes (static + dynamic),
block_dim, grid_dim ("x,y,z"), occupancy_pct (null when unknown),
is_op_tensor_core_eligible, is_kernel_using_tensor_core, op_name, occurrences,
total/avg/min/max_duration_us, then KINETO_COLUMNS (blocks_per_sm,
achieved_occupancy_pct) on PyTorch runs whose kernels carry them.

Deliberate differences from torch-tb-profiler 0.4.3's Kernel view (tests/test_pytorch_ops.py):
- "Op is TensorCore eligible" is also true when the kernel uses TensorCores (XProf's rule);
  it looks at the operator's name only.
- The op of a kernel is the operator with the kernel's External id (else the one around its
  runtime call): it links kernels through runtime calls of category `Runtime` only, so on
  newer traces (`cuda_runtime`) it shows every kernel under `CallTreeRoot`.

Deliberate differences from XProf 2.24, and why:
- Kernels of 0 ps on PyTorch traces count (above); XProf's rule skips them, and still does
  on XSpaces.
- A plane without a `device_vendor` (older XSpaces, PyTorch traces of unknown GPUs) is read with
  NVIDIA's kernel names (XProf: no kernel uses TensorCores): CUDA is where such
  profiles come from, and that was XProf's rule before it asked for the vendor.
- An XLA kernel whose instruction is not in the profile keeps its `hlo_op` as op
  name, and its eligibility by that name (XProf: no op name, not eligible).
- Times are summed from exact picoseconds; XProf truncates each event to whole
  nanoseconds first, so its totals of many short kernels come out lower.
- Derived lines are one rule for every tool (schema.is_derived_line), so a line
  never counts as kernels here and as derived in op_stats or op_profile.
"""

from __future__ import annotations

import re
from typing import Mapping, Sequence

import numpy as np
from ..lazy_pandas import pd

from ..analysis import parts
from ..analysis.hlo import modules as hlo_modules, table as hlo_table
from ..analysis.op_stats import parse_tf_op
from ..analysis.tensor_cores import (  # noqa: F401 (the rules' names, as the tools and tests read them)
    AMD_MATRIX_CORE_PATTERNS, AMD_NOT_MATRIX_CORE_PATTERNS, PYTORCH_TC_OPS, TENSOR_CORE_KERNEL_PATTERNS,
    is_kernel_using_tensor_core,
)
from ..errors import NotFound, ProfileChanged, ProfileError
from ..profile import Plane, Profile, devices, ids, kineto, schema

COLUMNS = [
    ("rank", "Rank", "number"),
    ("kernel_name", "Kernel Name", "string"),
    ("registers_per_thread", "Registers per thread", "number"),
    ("shmem_bytes", "Shared Mem bytes", "number"),
    ("block_dim", "Block dim", "string"),
    ("grid_dim", "Grid dim", "string"),
    ("occupancy_pct", "Theoretical Occupancy %", "number"),
    ("is_op_tensor_core_eligible", "Op is TensorCore eligible", "boolean"),
    ("is_kernel_using_tensor_core", "Kernel uses TensorCore", "boolean"),
    ("op_name", "Op Name", "string"),
    ("occurrences", "Occurrences", "number"),
    ("total_duration_us", "Total Duration (μs)", "number"),
    ("avg_duration_us", "Avg Duration (μs)", "number"),
    ("min_duration_us", "Min Duration (μs)", "number"),
    ("max_duration_us", "Max Duration (μs)", "number"),
]

# PyTorch (Kineto) runs only, when some kernel carries the stat: torch-tb-profiler's per-call
# estimates, each row's mean weighted by the calls' durations.
KINETO_COLUMNS = [
    ("blocks_per_sm", "Mean Blocks Per SM", "number"),
    ("achieved_occupancy_pct", "Mean Est. Achieved Occupancy (%)", "number"),
]
_KINETO_MEANS = {"blocks_per_sm": "blocks per SM", "achieved_occupancy_pct": "est. achieved occupancy %"}
# group_by=kernel: one row per kernel name (torch-tb-profiler's "Kernel Name" grouping).
KERNEL_COLUMNS = [c for c in COLUMNS if c[0] in (
    "rank", "kernel_name", "is_kernel_using_tensor_core", "occurrences", "total_duration_us",
    "avg_duration_us", "min_duration_us", "max_duration_us")]
GROUP_BY = ("kernel_op", "kernel")  # the group_by option's values; kernel_op is the default

TOP_KERNELS = 10
OTHER = "Other"
MAX_ROWS = 1000  # XProf's kMaxNumOfKernels: the table keeps the rows with the most time

# TensorFlow ops that can use TensorCores (XProf's list, "not exhaustive").
_TC_OP_SUFFIXES = (
    "Conv2D", "Conv2DBackpropFilter", "Conv2DBackpropInput", "Conv3D", "DepthwiseConv2dNative",
    "DepthwiseConv2dNativeBackpropFilter", "DepthwiseConv2dNativeBackpropInput",
    "/MatMul", "FusedMatMul", "/CudnnRNN", "XlaDot", "XlaDotV2",
)
_TC_OP_PARTS = ("BatchMatMul", "CudnnRNNV", "CudnnRNNForward", "CudnnRNNBackprop",
                 "dot_general", "conv_general_dilated")  # the last two: JAX's (XLA) op names
# XLA instruction name parts of matrix units' work (dot.3, cudnn-conv.1, cublas-gemm.2).
_XLA_TC_PARTS = frozenset({"dot", "convolution", "conv", "gemm", "matmul", "einsum"})
_XLA_SPLIT = re.compile(r"[-_.]")

_INT = re.compile(r"\+?[0-9]+")
_UINT32_MAX = 2**32 - 1
_SCALAR_KEYS = {
    "regs": "regs", "registers_per_thread": "regs",
    "static_shared": "static", "static_shared_memory_usage": "static",
    "dynamic_shared": "dynamic", "dynamic_shared_memory_usage": "dynamic",
    "block_x": "block0", "block_y": "block1", "block_z": "block2",
    "grid_x": "grid0", "grid_y": "grid1", "grid_z": "grid2",
}
_LAUNCH_FIELDS = ("regs", "static", "dynamic", "block0", "block1", "block2", "grid0", "grid1", "grid2")
_DEFAULTS = {"regs": 0, "static": 0, "dynamic": 0,
             "block0": 1, "block1": 1, "block2": 1, "grid0": 1, "grid1": 1, "grid2": 1}


def _uint(text: str) -> int | None:
    if not _INT.fullmatch(text):
        return None
    value = int(text)
    return value if value <= _UINT32_MAX else None


def parse_kernel_details(text: str) -> tuple[dict, float | None, bool]:
    """(launch fields, occupancy % or None, whether anything was recognized)
    of one `kernel_details` string; unknown tokens are skipped."""
    fields = dict(_DEFAULTS)
    occupancy = None
    recognized = False
    for token in text.split():
        parts = token.split(":")
        if len(parts) != 2:
            continue
        key, value = parts
        if key in _SCALAR_KEYS:
            number = _uint(value)
            if number is not None:
                fields[_SCALAR_KEYS[key]] = number
                recognized = True
        elif key in ("block", "grid"):
            dims = [_uint(v) for v in value.split(",")]
            if len(dims) == 3 and None not in dims:
                for i, d in enumerate(dims):
                    fields[f"{key}{i}"] = d
                recognized = True
        elif key == "occ_pct":
            try:
                pct = float(value)
            except ValueError:
                continue
            if np.isfinite(pct):
                occupancy = pct
                recognized = True
    return fields, occupancy, recognized


def is_tf_op_tensor_core_eligible(name: str) -> bool:
    return name.endswith(_TC_OP_SUFFIXES) or any(part in name for part in _TC_OP_PARTS)


def is_xla_op_tensor_core_eligible(name: str) -> bool:
    last = name.rsplit("/", 1)[-1]
    return not _XLA_TC_PARTS.isdisjoint(_XLA_SPLIT.split(last.lower()))


def is_einsum_tensor_core_eligible(equation: str) -> bool:
    """A two-operand einsum: `ab,bc->ac` (XProf's test)."""
    sides = equation.split("->")
    return len(sides) == 2 and len(sides[0].split(",")) == 2


def _op(tf_op: str, hlo_op: str, equation: str, pytorch: bool = False) -> tuple[str, bool]:
    """(op name, whether the op is TensorCore eligible) from an event's stats;
    `pytorch`: a Kineto kernel, whose `tf_op` is the PyTorch operator that launched it."""
    if pytorch:
        return tf_op, tf_op in PYTORCH_TC_OPS
    if tf_op:
        parsed = parse_tf_op(tf_op)
        if parsed:
            name, op_type = parsed
            eligible = (is_tf_op_tensor_core_eligible(name) or is_tf_op_tensor_core_eligible("/" + op_type)
                        or (is_einsum_tensor_core_eligible(equation) if equation else op_type == "Einsum"))
            return name, eligible
        return tf_op, is_tf_op_tensor_core_eligible(tf_op) or is_xla_op_tensor_core_eligible(tf_op)
    if hlo_op:
        name = hlo_op.split("::")[-1]
        return name, is_xla_op_tensor_core_eligible(name)
    return "", False


class _HloOps:
    """The framework op of an XLA kernel's HLO instruction (`op_name[:op_type]` of its
    metadata, XProf's TfOpName), its module found by program id, else by a module name only
    one module has; None without that module or instruction. Modules are read on first use."""

    def __init__(self, profile: Profile):
        self.profile = profile
        entries = hlo_modules.registry(profile).entries
        self.by_id = {pid: name for name, (_, pid, _) in entries.items() if pid is not None}
        bases: dict[str, list[str]] = {}
        for name, (base, _, _) in entries.items():
            bases.setdefault(base, []).append(name)
        self.by_name = {base: names[0] for base, names in bases.items() if len(names) == 1}
        self.by_name.update({name: name for name in entries})

    def framework_op(self, program_id: int | None, module: str, hlo_op: str) -> str | None:
        name = self.by_id.get(program_id) if program_id is not None else None
        name = name or self.by_name.get(module)
        if name is None or not hlo_op:
            return None
        try:
            table = hlo_table(self.profile, name)
            row = table.index.get(hlo_op.split("::")[-1])
            return None if row is None else table.provenance(row)
        except ProfileChanged:  # another version of the file: never a partial answer
            raise
        except (hlo_modules.BadModule, ProfileError, NotFound):  # an unreadable module: names only
            return None


def _text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, float) and np.isnan(value):
        return ""
    return str(value)


def _stat_codes(plane: Plane, name: str, rows: np.ndarray) -> tuple[np.ndarray, list[str]]:
    """Stat `name` at event rows (ascending) as codes into a list of distinct
    texts whose last entry is "" (the code of rows without the stat)."""
    column = plane.stat(name)
    codes = np.full(len(rows), -1, np.int64)
    if not len(column) or not len(rows):
        return codes, [""]
    pos = np.minimum(np.searchsorted(column.events, rows), len(column) - 1)
    hit = column.events[pos] == rows
    found, uniques = pd.factorize(column.values[pos[hit]], use_na_sentinel=False)
    codes[hit] = found
    texts = [_text(u) for u in uniques]  # made text once per distinct value
    codes[~hit] = len(texts)
    return codes, texts + [""]


def _plane_kernels(plane: Plane, counts: dict, hlo_ops: _HloOps | None = None) -> tuple[pd.DataFrame | None, int]:
    """Per plane: one row per (kernel name, launch fields, op) with its occurrences, total/min/max
    ps, first occupancy, _KINETO_MEANS' duration-weighted sums (their events with a value added to
    `counts`) and whether the kernel uses the matrix units; and the number of kernel events whose
    kernel_details had nothing to parse."""
    events = plane.events
    rows = plane.stat(schema.KERNEL_DETAILS).events
    if not len(rows):
        return None, 0
    derived = np.array([schema.is_derived_line(line) for line in plane.lines] + [False])
    # Kineto kernels (a `category` stat on their metadata) name PyTorch operators.
    kineto_md = np.array([kineto.CATEGORY in plane.event_metadata[int(i)].stats
                          for i in sorted(plane.event_metadata)] + [False])
    # Kernels of 0 ps count on Kineto traces only (whole-µs times: sub-µs kernels, as ttb counts them).
    timed = (events.duration_ps[rows] > 0) | kineto_md[plane.metadata_codes(events.metadata_id[rows])]
    rows = rows[timed & ~derived[events.line[rows]]]
    kd_codes, kd_texts = _stat_codes(plane, schema.KERNEL_DETAILS, rows)
    # Parse each distinct string once; strings that differ only in occupancy or
    # spelling share a launch id.
    launch_ids: dict[tuple, int] = {}
    kd_launch = np.empty(len(kd_texts), np.int64)
    kd_occupancy = np.full(len(kd_texts), np.nan)
    kd_kernel = np.zeros(len(kd_texts), bool)
    kd_garbled = np.zeros(len(kd_texts), bool)
    for i, text in enumerate(kd_texts):
        fields, occupancy, recognized = parse_kernel_details(text)
        kd_launch[i] = launch_ids.setdefault(tuple(fields[f] for f in _LAUNCH_FIELDS), len(launch_ids))
        kd_occupancy[i] = np.nan if occupancy is None else occupancy
        kd_kernel[i] = bool(text.strip())  # XProf: an empty kernel_details is no kernel
        kd_garbled[i] = kd_kernel[i] and not recognized
    is_kernel = kd_kernel[kd_codes]
    rows, kd_codes = rows[is_kernel], kd_codes[is_kernel]
    if not len(rows):
        return None, 0
    garbled = int(kd_garbled[kd_codes].sum())

    name_codes = plane.metadata_codes(events.metadata_id[rows])
    is_kineto = kineto_md[name_codes]
    # One op per distinct (tf_op, hlo_op, equation, hlo_module, program id, Kineto or not).
    op_codes = is_kineto.astype(np.int64)
    op_texts = []
    for name in (schema.TF_OP, schema.HLO_OP, schema.EQUATION, schema.HLO_MODULE):
        codes, texts = _stat_codes(plane, name, rows)
        op_codes = pd.factorize(op_codes * len(texts) + codes)[0]  # stays < len(rows)
        op_texts.append((codes, texts))
    program_id, has_pid = ids.stat_ids_at(plane, schema.PROGRAM_ID, rows)  # exact 64-bit ids
    pid_codes, _ = pd.factorize(np.where(has_pid, program_id, np.uint64(0)))
    pid_codes = np.where(has_pid, pid_codes + 1, 0)
    op_codes = pd.factorize(op_codes * (int(pid_codes.max()) + 1) + pid_codes)[0]
    sample = np.zeros(op_codes.max() + 1, np.int64)
    sample[op_codes] = np.arange(len(rows))  # any row of each op: they share its stats
    (tf_codes, tf_texts), (hlo_codes, hlo_texts), (eq_codes, eq_texts), (mod_codes, mod_texts) = op_texts
    ops = []
    for r in sample.tolist():  # one per distinct op
        name, eligible = _op(tf_texts[tf_codes[r]], hlo_texts[hlo_codes[r]], eq_texts[eq_codes[r]],
                             bool(is_kineto[r]))
        hlo_op = hlo_texts[hlo_codes[r]]
        framework = None
        if hlo_ops is not None and hlo_op and not is_kineto[r]:
            framework = hlo_ops.framework_op(int(program_id[r]) if has_pid[r] else None,
                                             mod_texts[mod_codes[r]], hlo_op)
        if framework is not None:  # XProf: the instruction's framework op names an XLA kernel
            tf_op = tf_texts[tf_codes[r]]
            name = framework
            eligible = is_tf_op_tensor_core_eligible(framework) or (
                bool(tf_op) and _op(tf_op, "", eq_texts[eq_codes[r]])[1])
        ops.append((name, eligible))

    duration = events.duration_ps[rows]
    # Kineto records no theoretical occupancy (its occ_pct is the estimated achieved one, below).
    occupancy = np.where(is_kineto, np.nan, kd_occupancy[kd_codes])
    df = pd.DataFrame({
        "name": name_codes,
        "launch": kd_launch[kd_codes],
        "op": op_codes,
        "duration": duration,
        "occupancy": occupancy,
    })
    # Kineto's per-call estimates, weighted by duration (missing: 0, as torch-tb-profiler).
    for column, stat in _KINETO_MEANS.items():
        values = plane.stat_at(stat, rows, numeric=True)
        counts[column] += int(np.count_nonzero(values > 0))
        df[column] = np.nan_to_num(values, nan=0.0) * duration
    g = df.groupby(["name", "launch", "op"], sort=False).agg(
        occurrences=("duration", "size"), total_ps=("duration", "sum"),
        min_ps=("duration", "min"), max_ps=("duration", "max"), occupancy=("occupancy", "first"),
        **{c: (c, "sum") for c in _KINETO_MEANS},
    ).reset_index()
    names = np.append(plane.metadata_names(display=False), "")
    launches = np.array(list(launch_ids), dtype=np.int64).reshape(-1, len(_LAUNCH_FIELDS))
    out = pd.DataFrame({"kernel_name": names[g["name"].to_numpy()]})
    for i, field in enumerate(_LAUNCH_FIELDS):
        out[field] = launches[g["launch"].to_numpy(), i]
    op_index = g["op"].to_numpy()
    out["op_name"] = np.array([ops[i][0] for i in op_index], dtype=object)
    out["op_eligible"] = np.array([ops[i][1] for i in op_index], dtype=bool)
    vendor = devices.device(plane).vendor if schema.is_gpu_plane(plane.name) else ""
    kernel_names = out["kernel_name"].to_numpy()
    tc_codes, tc_names = pd.factorize(kernel_names)
    out["uses_tc"] = np.array([is_kernel_using_tensor_core(str(n), vendor) for n in tc_names] + [False],
                              dtype=bool)[tc_codes]
    for column in ("occurrences", "total_ps", "min_ps", "max_ps", "occupancy", *_KINETO_MEANS):
        out[column] = g[column].to_numpy()
    return out, garbled


_KEY = ["kernel_name", "grid0", "grid1", "grid2", "block0", "block1", "block2", "regs", "static",
        "dynamic", "uses_tc", "eligible", "op_name"]


def _host_kernels(profile: Profile) -> tuple[list[pd.DataFrame], dict]:
    """The per-plane kernel frames of one host's GPU planes and their counts."""
    frames = []
    counts = {"gpu_planes": 0, "garbled": 0, **{c: 0 for c in _KINETO_MEANS}}
    hlo_ops = None
    for plane in profile.planes:
        if not schema.is_gpu_plane(plane.name):
            continue
        counts["gpu_planes"] += 1
        if hlo_ops is None and plane.stat_id(schema.HLO_OP) is not None:
            hlo_ops = _HloOps(profile)
        frame, garbled = _plane_kernels(plane, counts, hlo_ops)
        counts["garbled"] += garbled
        if frame is not None:
            frames.append(frame)
    return frames, counts


# 2: PyTorch operators' TensorCore rule; 3: XLA kernels' framework ops, matrix units per vendor;
# 4: Kineto kernels of 0 ps, blocks per SM and achieved occupancy, no theoretical occupancy
KERNELS = parts.Part("kernel_stats/host/v4", _host_kernels)
PARTS = (KERNELS,)
_SUMMED = ("occurrences", "total_ps", "min_ps", "max_ps", "occupancy", *_KINETO_MEANS)
_AGG = {"occurrences": "sum", "total_ps": "sum", "min_ps": "min", "max_ps": "max", "occupancy": "first",
        **{c: "sum" for c in _KINETO_MEANS}}


def kernel_table(profiles: Sequence[Profile]) -> tuple[pd.DataFrame, dict]:
    """One row per kernel/op key over all GPU planes of the profiles
    (unsorted), and counts for the diagnostics."""
    return _table([KERNELS.of(p) for p in profiles])


def _table(per_host: Sequence[tuple[list[pd.DataFrame], dict]]) -> tuple[pd.DataFrame, dict]:
    frames = [f for host_frames, _ in per_host for f in host_frames]
    counts = {k: sum(c.get(k, 0) for _, c in per_host) for k in ("gpu_planes", "garbled", *_KINETO_MEANS)}
    if not frames:
        return pd.DataFrame(columns=[*_KEY, *_SUMMED]), counts
    df = pd.concat(frames, ignore_index=True)
    df["eligible"] = df["op_eligible"].to_numpy() | df["uses_tc"].to_numpy()
    df = df.groupby(_KEY, sort=False).agg(**{c: (c, f) for c, f in _AGG.items()}).reset_index()
    return df, counts


def by_kernel(df: pd.DataFrame) -> pd.DataFrame:
    """The kernel/op rows summed per kernel name (uses_tc: any), with the _KEY columns
    the others need (launch fields 0, no op), for top_rows and _rows."""
    if not len(df):
        return df
    g = df.groupby("kernel_name", sort=False).agg(uses_tc=("uses_tc", "max"), **{
        c: (c, f) for c, f in _AGG.items() if c != "occupancy"}).reset_index()
    for column in _KEY:
        if column not in g:
            g[column] = "" if column == "op_name" else False if column == "eligible" else 0
    g["occupancy"] = np.nan
    return g


def top_rows(df: pd.DataFrame, limit: int = MAX_ROWS) -> pd.DataFrame:
    """The `limit` rows with the most total time, sorted: total time
    descending, ties in key order (as XProf)."""
    if len(df) > limit:
        # Sort only the rows that can make the cut (ties at the cut included).
        total = df["total_ps"].to_numpy()
        cut = np.partition(total, len(total) - limit)[len(total) - limit]
        df = df[total >= cut]
    df = df.sort_values(["total_ps", *_KEY], ascending=[False] + [True] * len(_KEY), kind="stable")
    return df.iloc[:limit].reset_index(drop=True)


def _dims(df: pd.DataFrame, prefix: str) -> list[str]:
    return [f"{x},{y},{z}" for x, y, z in zip(*(df[f"{prefix}{i}"].tolist() for i in range(3)))]


def _top_kernels(df: pd.DataFrame) -> list[dict]:
    """Total time per kernel name: the TOP_KERNELS largest, then "Other"."""
    if not len(df):
        return []
    by_name = df.groupby("kernel_name", sort=False)["total_ps"].sum().reset_index()
    by_name = by_name.sort_values(["total_ps", "kernel_name"], ascending=[False, True], kind="stable")
    top = by_name.iloc[:TOP_KERNELS]
    out = [{"name": n, "total_us": round(t / 1e6, 3)} for n, t in zip(top["kernel_name"], top["total_ps"].tolist())]
    rest = int(by_name["total_ps"].iloc[TOP_KERNELS:].sum())
    if rest > 0:
        out.append({"name": OTHER, "total_us": round(rest / 1e6, 3)})
    return out


def _rows(df: pd.DataFrame, columns: Sequence[tuple]) -> list[list]:
    """The rows' `columns` (ids of COLUMNS and KINETO_COLUMNS)."""
    n = len(df)
    if not n:
        return []
    values = _values(df)
    return [list(r) for r in zip(*(values[c[0]] for c in columns))]


def _values(df: pd.DataFrame) -> dict[str, list]:
    n = len(df)
    total_ps = df["total_ps"].to_numpy(np.float64)
    total_us = total_ps / 1e6
    occ = df["occurrences"].to_numpy(np.int64)
    out = {
        "rank": list(range(1, n + 1)),
        "kernel_name": df["kernel_name"].tolist(),
        "registers_per_thread": df["regs"].tolist(),
        "shmem_bytes": (df["static"] + df["dynamic"]).tolist(),
        "block_dim": _dims(df, "block"),
        "grid_dim": _dims(df, "grid"),
        "occupancy_pct": [None if np.isnan(v) else round(v, 3) for v in df["occupancy"].to_numpy(np.float64).tolist()],
        "is_op_tensor_core_eligible": df["eligible"].tolist(),
        "is_kernel_using_tensor_core": df["uses_tc"].tolist(),
        "op_name": df["op_name"].tolist(),
        "occurrences": occ.tolist(),
        "total_duration_us": np.round(total_us, 3).tolist(),
        "avg_duration_us": np.round(total_us / occ, 3).tolist(),
        "min_duration_us": np.round(df["min_ps"].to_numpy(np.float64) / 1e6, 3).tolist(),
        "max_duration_us": np.round(df["max_ps"].to_numpy(np.float64) / 1e6, 3).tolist(),
    }
    with np.errstate(invalid="ignore", divide="ignore"):
        for column in _KINETO_MEANS:  # weighted sums over the total: 0 where it is 0
            weighted = df[column].to_numpy(np.float64)
            out[column] = np.round(np.where(total_ps > 0, weighted / total_ps, 0.0), 4).tolist()
    return out


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    return reduce(parts.hosts_of(profiles, PARTS), options)


def reduce(hosts: Sequence[parts.Host], options: Mapping[str, str]) -> dict:
    df, counts = _table([h[KERNELS] for h in hosts])
    diagnostics = []
    if not counts["gpu_planes"]:
        diagnostics.append("There are no GPU device planes (/device:GPU:N) in this profile: kernel stats "
                           "need a profile captured on a GPU with the device tracer on.")
    elif not len(df):
        diagnostics.append("No GPU kernels in this profile: no event of the GPU planes carries a "
                           "kernel_details stat (were kernels running while it was captured?).")
    if counts["garbled"]:
        diagnostics.append(f"{counts['garbled']:,} kernel events have a kernel_details stat with no "
                           "launch parameters that could be read: they show 0 registers and shared "
                           "memory and dimensions 1,1,1.")
    per_kernel = options.get("group_by") == "kernel"
    rows = by_kernel(df) if per_kernel else df
    if len(rows) > MAX_ROWS:
        what = "kernels" if per_kernel else "kernel/op pairs"
        diagnostics.append(f"The table shows the {MAX_ROWS:,} {what} with the most time, of "
                           f"{len(rows):,}; the chart and the total count them all.")
    columns = (KERNEL_COLUMNS if per_kernel else COLUMNS) + [c for c in KINETO_COLUMNS if counts[c[0]]]
    total = float(df["total_ps"].sum()) if len(df) else 0.0
    tc = float(df["total_ps"].to_numpy()[df["uses_tc"].to_numpy(bool)].sum()) if len(df) else 0.0
    out = {
        "columns": [{"id": i, "label": label, "type": t} for i, label, t in columns],
        "rows": _rows(top_rows(rows), columns),
        "top_kernels": _top_kernels(df),
        "total_kernel_time_us": round(total / 1e6, 3),
        # "Kernel Time using Tensor Cores" (torch-tb-profiler's pie): every kernel, not only the table's.
        "tensor_core_time_us": round(tc / 1e6, 3),
        "diagnostics": diagnostics,
    }
    if per_kernel:
        out["group_by"] = "kernel"
    return out


def table(result: dict) -> tuple[list[str], list[list]]:
    """The kernel table (for CSV export): column labels and rows."""
    return [c["label"] for c in result["columns"]], result["rows"]
