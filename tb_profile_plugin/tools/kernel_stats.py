"""kernel_stats: GPU kernels, one row per unique kernel/op pair (GPU profiles).

A kernel event is an event of a `/device:GPU:N` plane, on a stream line
(lines derived from them, by id in tsl's derived range or by name: schema.is_derived_line, are
skipped), that lasts longer than 0 ps (XProf: 1 ns) and carries a non-empty
`kernel_details` stat, as XProf decides. Its name (the event metadata's name)
is the kernel name.
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

Flags (heuristics of XProf, kernel_stats_utils.cc, cuda/rocm_type_utils.cc), per the
plane's `device_vendor`:
- kernel uses TensorCore (NVIDIA Tensor Cores, AMD Matrix Cores): NVIDIA, the kernel
  name contains one of TENSOR_CORE_KERNEL_PATTERNS; AMD, it has a Tensile matrix
  instruction token (`Cijk_..._MI16x16x16x1_...`, MFMA), a CK-tile matrix shape or one
  of AMD_MATRIX_CORE_PATTERNS, and none of AMD_NOT_MATRIX_CORE_PATTERNS; other vendors
  never;
- op is TensorCore eligible: the op name matches XProf's list (`...Conv2D`,
  `.../MatMul`, `...BatchMatMul...`, JAX's `dot_general`, `conv_general_dilated`
  ...), or a TensorFlow op's type does, or
  the `equation` stat is a two-operand einsum (an `Einsum` op without that
  stat counts too), or, for XLA ops named by their `hlo_op` (no HLO instruction
  found), a part of the op's last path component is
  dot/convolution/conv/gemm/matmul/einsum (`dot.3`, `cudnn-conv.1`,
  `cublas-gemm.2`); for a PyTorch operator, its name is in PYTORCH_TC_OPS
  (torch-tb-profiler's list, then newer names of the same ops); and any op whose kernel
  uses TensorCore.

Rows are keyed like XProf's (kernel name, grid, block, registers, static and
dynamic shared memory, both flags, op name), summed over every GPU plane of
every profile given (several hosts = one aggregate), and sorted by total
duration, largest first, ties in key order. Occupancy is that of the first
event of the row that has one. Times are µs, from exact ps (XProf truncates
each event to whole ns first). The table keeps the MAX_ROWS (1,000, as XProf)
rows with the most time; top_kernels and total_kernel_time_us count them all.

JSON:
{"columns": [{"id": "rank", "label": "Rank", "type": "number"}, ...],   # XProf's ids, labels, types
 "rows": [[1, "volta_h884gemm_64x64_nn", 32, 16384, "256,1,1", "80,1,1", 50.0, true, true,
           "dense/MatMul", 3, 30.5, 10.167, 9.0, 12.5], ...],
 "top_kernels": [{"name": "volta_h884gemm_64x64_nn", "total_us": 30.5}, ...,   # by kernel name,
                 {"name": "Other", "total_us": 1.2}],                          # top 10 + the rest
 "total_kernel_time_us": 42.0,
 "diagnostics": ["..."]}          # why the table is empty, or what could not be parsed
Columns: rank, kernel_name, registers_per_thread, shmem_bytes (static + dynamic),
block_dim, grid_dim ("x,y,z"), occupancy_pct (null when unknown),
is_op_tensor_core_eligible, is_kernel_using_tensor_core, op_name, occurrences,
total/avg/min/max_duration_us.

Deliberate differences from torch-tb-profiler 0.4.3's Kernel view (tests/test_pytorch_ops.py):
- Kernels of 0 duration are skipped, as XProf does; it counts them (resnet50's trace has
  integer-µs times: 6 of its rows count more calls there, with the same total time).
- "Op is TensorCore eligible" is also true when the kernel uses TensorCores (XProf's rule);
  it looks at the operator's name only.
- The op of a kernel is the operator with the kernel's External id (else the one around its
  runtime call): it links kernels through runtime calls of category `Runtime` only, so on
  newer traces (`cuda_runtime`) it shows every kernel under `CallTreeRoot`.

Deliberate differences from XProf 2.24, and why:
- A plane without a `device_vendor` (PyTorch traces, older XSpaces) is read with
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
from ..errors import NotFound, ProfileError
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

TOP_KERNELS = 10
OTHER = "Other"
MAX_ROWS = 1000  # XProf's kMaxNumOfKernels: the table keeps the rows with the most time

# Kernel name parts of TensorCore kernels (XProf's list; e.g. volta_h884gemm,
# turing_fp16_s1688cudnn_fp16, ampere_..._16816gemm, sm80_xmma_gemm_...).
TENSOR_CORE_KERNEL_PATTERNS = (
    "16816", "c1688", "conv1x1", "conv2d_c1_k1", "dgrad_1x1_stride_2x2", "direct_group",
    "first_layer_wgrad_kernel", "h1688", "h884", "hmma", "i16832", "i8816", "s884", "s1688",
    "xmma_gemm", "xmma_implicit_gemm", "xmma_sparse_conv", "xmma_sparse_gemm",
    "xmma_warp_specialized_implicit_gemm",
)
_TC_KERNEL = re.compile("|".join(map(re.escape, TENSOR_CORE_KERNEL_PATTERNS)))
# AMD Matrix Core kernels (XProf's rocm_type_utils): names with one of these parts, a Tensile
# matrix-instruction token (`_MI16x16x16`) or a CK-tile matrix shape type, unless the name has
# one of the parts of AMD_NOT_MATRIX_CORE_PATTERNS (helpers of matrix kernels).
AMD_MATRIX_CORE_PATTERNS = (
    "gemm_fusion", "Custom_Cijk_", "_xdl", "gtcx", "miopenSp3AsmConvRage", "moe_gemm", "moe_mxgemm",
    "wmma", "aiter", "FMHA_FWD", "attn_fwd", "bwd_kernel_", "mfma",
    "TileGemmShape<", "TileFmhaShape<", "TileFmhaBwdShape<", "TileFlatmmShape<", "TileSageAttnShape<",
)
AMD_NOT_MATRIX_CORE_PATTERNS = ("_odo_", "_dq_convert", "_dq_shuffle", "topksoftmax", "DqAccPrezeroKernel")
_AMD_MATRIX = re.compile("|".join(map(re.escape, AMD_MATRIX_CORE_PATTERNS)) + r"|_MI\d+x\d+x\d+")
_AMD_NOT_MATRIX = re.compile("|".join(map(re.escape, AMD_NOT_MATRIX_CORE_PATTERNS)))

# TensorFlow ops that can use TensorCores (XProf's list, "not exhaustive").
_TC_OP_SUFFIXES = (
    "Conv2D", "Conv2DBackpropFilter", "Conv2DBackpropInput", "Conv3D", "DepthwiseConv2dNative",
    "DepthwiseConv2dNativeBackpropFilter", "DepthwiseConv2dNativeBackpropInput",
    "/MatMul", "FusedMatMul", "/CudnnRNN", "XlaDot", "XlaDotV2",
)
_TC_OP_PARTS = ("BatchMatMul", "CudnnRNNV", "CudnnRNNForward", "CudnnRNNBackprop",
                 "dot_general", "conv_general_dilated")  # the last two: JAX's (XLA) op names
# PyTorch operators that can use TensorCores, by exact name: torch-tb-profiler 0.4.3's list
# (PyTorch's autocast lower-precision ops and the backward ops they launch kernels from),
# then what newer PyTorch calls the same work (convolution_backward, *Backward0, attention).
PYTORCH_TC_OPS = frozenset({
    "aten::_convolution", "aten::conv1d", "aten::conv2d", "aten::conv3d", "aten::conv_tbc",
    "aten::conv_transpose1d", "aten::conv_transpose2d", "aten::conv_transpose3d",
    "aten::convolution", "aten::cudnn_convolution", "aten::cudnn_convolution_transpose",
    "aten::prelu", "aten::addmm", "aten::addmv", "aten::addr", "aten::matmul", "aten::mm", "aten::mv",
    "aten::linear", "aten::addbmm", "aten::baddbmm", "aten::bmm", "aten::chain_matmul",
    "aten::linalg_multi_dot", "aten::_thnn_fused_lstm_cell", "aten::_thnn_fused_gru_cell",
    "aten::lstm_cell", "aten::gru_cell", "aten::rnn_tanh_cell", "aten::rnn_relu_cell",
    "CudnnConvolutionBackward", "BmmBackward0", "aten::cudnn_convolution_transpose_backward",
    "CudnnConvolutionTransposeBackward", "MmBackward", "aten::cudnn_convolution_backward_weight",
    "aten::addmm_", "AddmvBackward", "MvBackward", "aten::cudnn_convolution_transpose_backward_weight",
    "aten::cudnn_convolution_transpose_backward_input", "AddmmBackward",
    "aten::cudnn_convolution_backward_input", "AddbmmBackward", "aten::cudnn_convolution_backward",
    # newer PyTorch
    "aten::convolution_backward", "aten::convolution_overrideable", "ConvolutionBackward0",
    "CudnnConvolutionBackward0", "MmBackward0", "AddmmBackward0", "BaddbmmBackward0", "AddbmmBackward0",
    "MvBackward0", "AddmvBackward0", "aten::einsum", "aten::linalg_vecdot", "aten::_scaled_mm",
    "aten::scaled_dot_product_attention", "aten::_scaled_dot_product_flash_attention",
    "aten::_scaled_dot_product_flash_attention_backward", "aten::_scaled_dot_product_efficient_attention",
    "aten::_scaled_dot_product_efficient_attention_backward", "aten::_scaled_dot_product_cudnn_attention",
    "aten::_scaled_dot_product_cudnn_attention_backward", "aten::_flash_attention_forward",
    "aten::_flash_attention_backward", "aten::_efficient_attention_forward",
    "aten::_efficient_attention_backward",
})
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


def is_kernel_using_tensor_core(kernel_name: str, vendor: str = "") -> bool:
    """Whether the kernel runs on the matrix units (NVIDIA Tensor Cores, AMD Matrix Cores), by
    its name and the device's vendor; without a vendor (PyTorch traces, older XSpaces) by
    NVIDIA's names."""
    if vendor == devices.AMD:
        return _AMD_NOT_MATRIX.search(kernel_name) is None and _AMD_MATRIX.search(kernel_name) is not None
    if vendor in (devices.NVIDIA, ""):
        return _TC_KERNEL.search(kernel_name) is not None
    return False


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


def _plane_kernels(plane: Plane, hlo_ops: _HloOps | None = None) -> tuple[pd.DataFrame | None, int]:
    """Per plane: one row per (kernel name, launch fields, op) with its
    occurrences, total/min/max ps, first occupancy and whether the kernel uses the
    matrix units; and the number of kernel events whose kernel_details had nothing to parse."""
    events = plane.events
    rows = plane.stat(schema.KERNEL_DETAILS).events
    if not len(rows):
        return None, 0
    derived = np.array([schema.is_derived_line(line) for line in plane.lines] + [False])
    rows = rows[(events.duration_ps[rows] > 0) & ~derived[events.line[rows]]]
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

    # Kineto kernels (a `category` stat on their metadata) name PyTorch operators.
    name_codes = plane.metadata_codes(events.metadata_id[rows])
    is_kineto = np.array([kineto.CATEGORY in plane.event_metadata[int(i)].stats
                          for i in sorted(plane.event_metadata)] + [False])[name_codes]
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

    df = pd.DataFrame({
        "name": name_codes,
        "launch": kd_launch[kd_codes],
        "op": op_codes,
        "duration": events.duration_ps[rows],
        "occupancy": kd_occupancy[kd_codes],
    })
    g = df.groupby(["name", "launch", "op"], sort=False).agg(
        occurrences=("duration", "size"), total_ps=("duration", "sum"),
        min_ps=("duration", "min"), max_ps=("duration", "max"), occupancy=("occupancy", "first"),
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
    for column in ("occurrences", "total_ps", "min_ps", "max_ps", "occupancy"):
        out[column] = g[column].to_numpy()
    return out, garbled


_KEY = ["kernel_name", "grid0", "grid1", "grid2", "block0", "block1", "block2", "regs", "static",
        "dynamic", "uses_tc", "eligible", "op_name"]


def _host_kernels(profile: Profile) -> tuple[list[pd.DataFrame], dict]:
    """The per-plane kernel frames of one host's GPU planes and their counts."""
    frames = []
    counts = {"gpu_planes": 0, "garbled": 0}
    hlo_ops = None
    for plane in profile.planes:
        if not schema.is_gpu_plane(plane.name):
            continue
        counts["gpu_planes"] += 1
        if hlo_ops is None and plane.stat_id(schema.HLO_OP) is not None:
            hlo_ops = _HloOps(profile)
        frame, garbled = _plane_kernels(plane, hlo_ops)
        counts["garbled"] += garbled
        if frame is not None:
            frames.append(frame)
    return frames, counts


# 2: PyTorch operators' TensorCore rule; 3: XLA kernels' framework ops, matrix units per vendor
KERNELS = parts.Part("kernel_stats/host/v3", _host_kernels)
PARTS = (KERNELS,)


def kernel_table(profiles: Sequence[Profile]) -> tuple[pd.DataFrame, dict]:
    """One row per kernel/op key over all GPU planes of the profiles
    (unsorted), and counts for the diagnostics."""
    return _table([KERNELS.of(p) for p in profiles])


def _table(per_host: Sequence[tuple[list[pd.DataFrame], dict]]) -> tuple[pd.DataFrame, dict]:
    frames = [f for host_frames, _ in per_host for f in host_frames]
    counts = {k: sum(c[k] for _, c in per_host) for k in ("gpu_planes", "garbled")}
    if not frames:
        return pd.DataFrame(columns=[*_KEY, "occurrences", "total_ps", "min_ps", "max_ps", "occupancy"]), counts
    df = pd.concat(frames, ignore_index=True)
    df["eligible"] = df["op_eligible"].to_numpy() | df["uses_tc"].to_numpy()
    df = df.groupby(_KEY, sort=False).agg(
        occurrences=("occurrences", "sum"), total_ps=("total_ps", "sum"),
        min_ps=("min_ps", "min"), max_ps=("max_ps", "max"), occupancy=("occupancy", "first"),
    ).reset_index()
    return df, counts


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


def _rows(df: pd.DataFrame) -> list[list]:
    n = len(df)
    if not n:
        return []
    total_us = df["total_ps"].to_numpy(np.float64) / 1e6
    occ = df["occurrences"].to_numpy(np.int64)
    columns = [
        list(range(1, n + 1)),
        df["kernel_name"].tolist(),
        df["regs"].tolist(),
        (df["static"] + df["dynamic"]).tolist(),
        _dims(df, "block"),
        _dims(df, "grid"),
        [None if np.isnan(v) else round(v, 3) for v in df["occupancy"].to_numpy(np.float64).tolist()],
        df["eligible"].tolist(),
        df["uses_tc"].tolist(),
        df["op_name"].tolist(),
        occ.tolist(),
        np.round(total_us, 3).tolist(),
        np.round(total_us / occ, 3).tolist(),
        np.round(df["min_ps"].to_numpy(np.float64) / 1e6, 3).tolist(),
        np.round(df["max_ps"].to_numpy(np.float64) / 1e6, 3).tolist(),
    ]
    return [list(r) for r in zip(*columns)]


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
    if len(df) > MAX_ROWS:
        diagnostics.append(f"The table shows the {MAX_ROWS:,} kernel/op pairs with the most time, of "
                           f"{len(df):,}; the chart and the total count them all.")
    return {
        "columns": [{"id": i, "label": label, "type": t} for i, label, t in COLUMNS],
        "rows": _rows(top_rows(df)),
        "top_kernels": _top_kernels(df),
        "total_kernel_time_us": round(float(df["total_ps"].sum()) / 1e6, 3) if len(df) else 0.0,
        "diagnostics": diagnostics,
    }


def table(result: dict) -> tuple[list[str], list[list]]:
    """The kernel table (for CSV export): column labels and rows."""
    return [c["label"] for c in result["columns"]], result["rows"]
