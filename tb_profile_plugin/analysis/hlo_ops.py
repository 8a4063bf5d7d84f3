"""XLA ops of a profile, matched to the instructions of their HLO modules.

Two halves, both for tools/op_profile.py:

1. `modules(profile)`: every `Hlo Proto` of the `/host:metadata` plane parsed
   once per profile into a `ModuleTable`: numpy columns per instruction (name,
   opcode, fusion kind, computation, the fused computation a fusion calls) and
   a name -> row index. Single instructions are read from the parsed proto on
   demand (HLO text, shapes, FLOPs and bytes estimates, convolution layout,
   the instructions inside a fusion), so a module of 100,000 instructions costs
   one pass over names and opcodes.

2. `xla_ops(profile)`: the executed XLA ops, one row per (program, op), summed
   over events with numpy/pandas (no Python loop per event). Where the times
   come from, per profile, the first that has events:
   - device planes: on GPU planes the kernels (events of non-derived lines with
     an `hlo_op` stat, as XProf reads GPU profiles), else the "XLA Ops" line;
     on TPU and other device planes the "XLA Ops" line (events named by the
     HLO instruction, metadata stats `hlo_category`, `tf_op`, `flops`,
     `bytes_accessed`, `program_id`, `deduplicated_name`);
   - the host plane: events with an `hlo_op` stat on non-derived lines. The
     XLA CPU runtime records one such event per executed thunk, named by the
     HLO instruction (`dot`, `ynn_fusion.1`, `multiply_subtract_fusion.1` on
     `tf_XLAEigen` / `tf_XLAPjRtCpuClient` threads). XProf ignores them and
     its op_profile is empty on CPU; here they give the same tree from host
     time.
   The `hlo_op` value may be a call stack `while.1::fusion.3`: its last part
   is the op. The program of an event: its `program_id` stat (event, else
   metadata), else its `hlo_module` stat, else the "XLA Modules" event around
   it on the same plane (`name(id)`). The op's instruction is looked up by
   name in that program's HloProto.

   Time: an op's self time (minus the time of op events nested in it on the
   same line: a while loop's body ops), so nothing is counted twice; GPU
   kernels never nest. Executions ("occurrences"): events, except that
   consecutive kernels of one op in one step (`group_id`) on one stream are one
   execution (XProf counts each kernel). FLOPs and bytes accessed: the
   `flops` (else `model_flops`) and `bytes_accessed` stats of an execution
   (event, else metadata), else an estimate from the HLO instruction
   (`estimate_cost`) times the executions; `flops_source` says which.
   IDLE, per plane: device "XLA Ops" line: the span of its events and the
   Steps line minus the ops' self time; GPU kernels: the span of all events of
   non-derived lines minus the kernels' time; host: per thread and program
   execution (`run_id` stat), the span of its op events minus their self
   time, i.e. the gaps between thunks.
   Peak FLOPS and memory bandwidth per plane: the `peak_teraflops_per_second`
   and `peak_hbm_bw_gigabytes_per_second` plane stats (GPU: else
   `memory_bandwidth`, bytes/s). Each op row carries its "capacity": the sum
   over its events of self time x the plane's peak, so utilizations over
   several devices are FLOPs / capacity; NaN where a peak is unknown.

Malformed modules: a module whose fusions call each other in a cycle (a
fusion calling its own computation, A -> B -> A) or nest more than
hlo.MAX_CALL_DEPTH levels deep is left out, like a module whose proto cannot
be read; `problems(profile)` (and `XlaOps.problems`) says why, and its ops
keep their names only. The shape helpers (`shape_text`, `shape_bytes`) walk
shapes iteratively: tuples nested more than hlo.MAX_SHAPE_DEPTH levels deep
are written `...` and count no bytes or elements.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import re
from typing import Any

import numpy as np
import pandas as pd

from ..profile import Plane, Profile, schema
from ..protos import hlo_pb2
from . import hlo, nesting

# -- instructions -------------------------------------------------------------------

# XLA's HloInstruction::IsElementwise opcodes (fusions are categorized by kind).
ELEMENTWISE = frozenset({
    "abs", "round-nearest-afz", "round-nearest-even", "bitcast-convert", "ceil", "clz", "convert", "copy",
    "cos", "erf", "exponential", "exponential-minus-one", "floor", "imag", "is-finite", "log",
    "log-plus-one", "not", "negate", "popcnt", "real", "reduce-precision", "rsqrt", "logistic", "sign",
    "sin", "sqrt", "cbrt", "tan", "tanh", "add", "atan2", "compare", "complex", "divide", "maximum",
    "minimum", "multiply", "power", "remainder", "subtract", "and", "or", "xor", "shift-left",
    "shift-right-arithmetic", "shift-right-logical", "stochastic-convert", "select", "clamp", "map",
})
DATA_FORMATTING = frozenset({"transpose", "copy", "reshape", "dynamic-reshape"})
FUSION_CATEGORIES = {"kLoop": "loop fusion", "kInput": "input fusion", "kOutput": "output fusion",
                     "kCustom": "custom fusion"}
KNOWN_OPCODES = ELEMENTWISE | DATA_FORMATTING | frozenset({
    "fusion", "dot", "convolution", "reduce", "reduce-window", "broadcast", "bitcast", "slice",
    "dynamic-slice", "dynamic-update-slice", "concatenate", "pad", "gather", "scatter", "iota", "constant",
    "parameter", "tuple", "get-tuple-element", "while", "conditional", "call", "custom-call", "sort",
    "all-reduce", "all-gather", "all-to-all", "reduce-scatter", "collective-permute", "rng",
    "rng-bit-generator", "infeed", "outfeed", "send", "recv", "send-done", "recv-done", "copy-start",
    "copy-done", "async-start", "async-done", "select-and-scatter", "triangular-solve", "cholesky", "fft",
    "reverse", "top-k",
})
# Opcodes estimate_flops counts (others: 0).
_ELEMENTWISE_FLOPS = ELEMENTWISE - DATA_FORMATTING - {"bitcast-convert"}
_FLOP_OPCODES = _ELEMENTWISE_FLOPS | {"dot", "convolution", "reduce", "reduce-window"}
# Instructions inside a fusion that are plumbing, not work.
_NOT_FUSED_WORK = frozenset({"parameter", "constant", "tuple", "get-tuple-element", "bitcast"})
_HLO_SUFFIX = re.compile(r"\.\d+$")

_TYPE_NAMES = {v.number: v.name.lower() for v in hlo_pb2.DESCRIPTOR.enum_types_by_name["PrimitiveType"].values}
_TYPE_NAMES[hlo_pb2.OPAQUE_TYPE] = "opaque"
_TYPE_BITS = {
    hlo_pb2.PRED: 8, hlo_pb2.S1: 1, hlo_pb2.U1: 1, hlo_pb2.S2: 2, hlo_pb2.U2: 2, hlo_pb2.S4: 4, hlo_pb2.U4: 4,
    hlo_pb2.S8: 8, hlo_pb2.U8: 8, hlo_pb2.S16: 16, hlo_pb2.U16: 16, hlo_pb2.F16: 16, hlo_pb2.BF16: 16,
    hlo_pb2.S32: 32, hlo_pb2.U32: 32, hlo_pb2.F32: 32, hlo_pb2.S64: 64, hlo_pb2.U64: 64, hlo_pb2.F64: 64,
    hlo_pb2.C64: 64, hlo_pb2.C128: 128, hlo_pb2.F4E2M1FN: 4,
}
for _t in ("F8E5M2", "F8E4M3", "F8E4M3FN", "F8E4M3B11FNUZ", "F8E3M4", "F8E5M2FNUZ", "F8E4M3FNUZ", "F8E8M0FNU"):
    _TYPE_BITS[getattr(hlo_pb2, _t)] = 8


def category(opcode: str, fusion_kind: str = "") -> str:
    """The op category XProf shows (XLA's HloInstruction::ToCategory)."""
    if opcode == "fusion":
        return FUSION_CATEGORIES.get(fusion_kind, "fusion")
    if opcode in DATA_FORMATTING:
        return "data formatting"
    if opcode in ELEMENTWISE:
        return "non-fusion elementwise"
    return opcode


def category_from_name(name: str) -> str:
    """A category for an op without instruction or stat: its name without the
    `.N` suffix when that is an opcode (`dot.3` -> dot), else "unknown"."""
    base = _HLO_SUFFIX.sub("", name)
    if base in KNOWN_OPCODES:
        return category(base)
    if base.endswith("fusion"):
        return "fusion"
    return "unknown"


@functools.lru_cache(maxsize=16)
def _parse(blob: bytes) -> hlo_pb2.HloProto:
    return hlo_pb2.HloProto.FromString(blob)


class _Malformed(ValueError):
    """A module that parses but cannot be walked safely (the message says why)."""


def shape_text(shape) -> str:
    """HLO text of a shape: `f32[256,128]{1,0}`, `(f32[2]{0}, s32[])`; a tuple
    nested more than hlo.MAX_SHAPE_DEPTH levels deep is written `...`."""
    return hlo.tuple_text(shape, _array_text, too_deep="...")


def _leaves(shape) -> list:
    """The array shapes of a shape: itself, or those in its tuple (tuples
    nested more than hlo.MAX_SHAPE_DEPTH levels deep left out)."""
    if shape.element_type != hlo_pb2.TUPLE:
        return [shape]
    out = []
    stack = [(shape, 1)]
    while stack:
        s, depth = stack.pop()
        if s.element_type != hlo_pb2.TUPLE:
            out.append(s)
        elif depth <= hlo.MAX_SHAPE_DEPTH:
            stack.extend((t, depth + 1) for t in s.tuple_shapes)
    return out


def _array_text(shape) -> str:
    name = _TYPE_NAMES.get(shape.element_type, "?")
    if shape.element_type in (hlo_pb2.TOKEN, hlo_pb2.OPAQUE_TYPE):
        return f"{name}[]"
    text = f"{name}[{','.join(str(d) for d in shape.dimensions)}]"
    layout = shape.layout
    if len(layout.minor_to_major) and len(shape.dimensions):
        tiles = "".join("(" + ",".join(str(d) for d in t.dimensions) + ")" for t in layout.tiles)
        text += "{" + ",".join(str(d) for d in layout.minor_to_major) + (f":T{tiles}" if tiles else "") + "}"
    return text


def shape_bytes(shape) -> float:
    """Bytes of the shape's elements (a tuple: of its elements)."""
    if shape.element_type != hlo_pb2.TUPLE:
        return float(math.prod(shape.dimensions)) * _TYPE_BITS.get(shape.element_type, 0) / 8
    return float(sum(float(math.prod(s.dimensions)) * _TYPE_BITS.get(s.element_type, 0) / 8 for s in _leaves(shape)))


def _elements(shape) -> float:
    if shape.element_type != hlo_pb2.TUPLE:
        return float(math.prod(shape.dimensions))
    return float(sum(float(math.prod(s.dimensions)) for s in _leaves(shape)))


@dataclasses.dataclass
class ModuleTable:
    """One HLO module. Columns have one entry per instruction (row), in the
    order of the proto (computations, then their instructions)."""

    name: str                # module name, e.g. "jit_train_step"
    display_name: str        # "jit_train_step(26)", as the module list shows it
    program_id: int | None
    blob: bytes              # the serialized HloProto (parsed on demand, cached)
    names: np.ndarray        # object: instruction names
    opcodes: np.ndarray      # object
    fusion_kinds: np.ndarray  # object: "kLoop"... or ""
    comp: np.ndarray         # int32: computation index of the row
    pos: np.ndarray          # int32: index of the row within its computation
    fused_comp: np.ndarray   # int32: computation a fusion calls, -1 otherwise
    comp_start: np.ndarray   # int64: first row of each computation
    comp_is_fusion: np.ndarray  # bool per computation
    comp_names: list
    index: dict              # instruction name -> row
    _ids: dict | None = None
    _comps: list | None = None
    _flops: np.ndarray | None = None

    def __getstate__(self):
        # Without views of the parsed proto (rebuilt on demand).
        state = self.__dict__.copy()
        state["_ids"], state["_comps"], state["_flops"] = None, None, None
        state.pop("_comp_ids", None)
        return state

    @property
    def proto(self) -> hlo_pb2.HloProto:
        return _parse(self.blob)

    def __len__(self) -> int:
        return len(self.names)

    def _instructions(self) -> list:
        if self._comps is None:
            self._comps = [c.instructions for c in self.proto.hlo_module.computations]
        return self._comps

    def inst(self, row: int):
        return self._instructions()[self.comp[row]][self.pos[row]]

    def _rows_by_id(self, comp: int) -> dict:
        """instruction id -> row, for one computation (operands live in the
        computation of their user), built when first needed."""
        if self._ids is None:
            self._ids = {}
        found = self._ids.get(comp)
        if found is None:
            rows = self.computation_rows(comp)
            found = self._ids[comp] = dict(zip((i.id for i in self.proto.hlo_module.computations[comp].instructions),
                                               rows))
        return found

    def operand_rows(self, row: int) -> list[int]:
        ids = self._rows_by_id(int(self.comp[row]))
        return [r for r in (ids.get(i) for i in self.inst(row).operand_ids) if r is not None]

    def category(self, row: int) -> str:
        return category(self.opcodes[row], self.fusion_kinds[row])

    def is_fused(self, row: int) -> bool:
        return bool(self.comp_is_fusion[self.comp[row]])

    def computation_rows(self, comp: int) -> range:
        stop = self.comp_start[comp + 1] if comp + 1 < len(self.comp_start) else len(self.names)
        return range(int(self.comp_start[comp]), int(stop))

    def fused_rows(self, row: int) -> list[int]:
        """The instructions doing work inside fusion `row` (none for others)."""
        comp = int(self.fused_comp[row])
        if comp < 0:
            return []
        return [r for r in self.computation_rows(comp) if self.opcodes[r] not in _NOT_FUSED_WORK]

    def provenance(self, row: int) -> str:
        """The framework op: `op_name` of the metadata (`:op_type` appended
        when there is one, as TensorFlow op names read)."""
        md = self.inst(row).metadata
        if md.op_type and md.op_name:
            return f"{md.op_name}:{md.op_type}"
        return md.op_name

    def source(self, row: int) -> str:
        """`file:line` of the user code: the metadata's, else its innermost
        stack frame (JAX writes frames to the module's stack_frame_index)."""
        md = self.inst(row).metadata
        if md.source_file:
            return f"{md.source_file}:{md.source_line}"
        index = self.proto.hlo_module.stack_frame_index
        try:
            frame = index.stack_frames[md.stack_frame_id - 1] if md.stack_frame_id > 0 else None
            if frame is None:
                return ""
            loc = index.file_locations[frame.file_location_id - 1]
            return f"{index.file_names[loc.file_name_id - 1]}:{loc.line}"
        except IndexError:
            return ""

    def expression(self, row: int) -> str:
        """The instruction as HLO text (operands with their shapes, main attributes)."""
        inst = self.inst(row)
        operands = []
        for r in self.operand_rows(row):
            operands.append(f"{shape_text(self.inst(r).shape)} %{self.names[r]}")
        attrs = _attributes(self, inst)
        head = f"%{inst.name} = {shape_text(inst.shape)} {inst.opcode}"
        if inst.opcode == "parameter":
            return f"{head}({inst.parameter_number})"
        return f"{head}({', '.join(operands)})" + "".join(f", {a}" for a in attrs)

    def estimate_cost(self, row: int) -> tuple[float, float]:
        """(FLOPs, bytes accessed) of one execution, estimated from shapes the
        way XLA's cost analysis counts: 1 FLOP per output element of
        elementwise ops, 2 per multiply-add of dot and convolution, 1 per
        input element of reduce (per window element of reduce-window); a
        fusion the sum of its instructions. Bytes: operands plus result
        (XProf's GPU numbers count the same)."""
        inst = self.inst(row)
        nbytes = shape_bytes(inst.shape) + sum(shape_bytes(self.inst(r).shape) for r in self.operand_rows(row))
        return self.estimate_flops(row), nbytes

    def estimate_flops(self, row: int) -> float:
        return float(self._all_flops()[row])

    def _all_flops(self) -> np.ndarray:
        """Estimated FLOPs of every instruction, computed once: Python runs
        only for instructions that do arithmetic; a fusion sums its fused
        computation (nested fusions by repeating until nothing changes: at
        most hlo.MAX_CALL_DEPTH + 1 rounds, as `_check_calls` makes sure)."""
        if self._flops is not None:
            return self._flops
        counted = np.fromiter((o in _FLOP_OPCODES for o in self.opcodes), bool, len(self.opcodes))
        rows = np.flatnonzero(counted).tolist()
        comp, pos, comps, opcodes = self.comp, self.pos, self._instructions(), self.opcodes
        values = []
        for row in rows:  # the common case inline: an elementwise op's output elements
            if opcodes[row] in _ELEMENTWISE_FLOPS:
                shape = comps[comp[row]][pos[row]].shape
                values.append(math.prod(shape.dimensions) if shape.element_type != hlo_pb2.TUPLE
                              else _elements(shape))
            else:
                values.append(self._own_flops(row))
        out = np.zeros(len(self.names))
        out[rows] = values
        fusions = np.flatnonzero(self.fused_comp >= 0)
        stops = np.r_[self.comp_start[1:], len(self.names)].astype(np.int64)
        for _ in range(hlo.MAX_CALL_DEPTH + 1):
            sums = np.r_[0.0, np.cumsum(out)]
            per_comp = sums[stops] - sums[self.comp_start]
            new = per_comp[self.fused_comp[fusions]]
            if np.array_equal(new, out[fusions]):
                break
            out[fusions] = new
        self._flops = out
        return out

    def _own_flops(self, row: int) -> float:
        inst = self.inst(row)
        op = inst.opcode
        out = _elements(inst.shape)
        if op in _ELEMENTWISE_FLOPS:
            return out
        operands = self.operand_rows(row)
        if op == "dot":
            contracted = 1.0
            if operands:
                lhs = self.inst(operands[0]).shape
                for d in inst.dot_dimension_numbers.lhs_contracting_dimensions:
                    if d < len(lhs.dimensions):
                        contracted *= lhs.dimensions[d]
            return 2.0 * out * contracted
        if op == "convolution":
            per_output = 1.0
            if len(operands) > 1:
                kernel = self.inst(operands[1]).shape
                dn = inst.convolution_dimension_numbers
                for d in list(dn.kernel_spatial_dimensions) + [dn.kernel_input_feature_dimension]:
                    if d < len(kernel.dimensions):
                        per_output *= kernel.dimensions[d]
            return 2.0 * out * per_output
        if op == "reduce":
            return float(sum(_elements(self.inst(r).shape) for r in operands[: max(len(operands) // 2, 1)]))
        if op == "reduce-window":
            return out * float(math.prod(d.size for d in inst.window.dimensions))
        return 0.0

    def convolution_row(self, row: int) -> int | None:
        """The convolution of `row`: itself, or the first one inside a fusion
        (depth first, each fused computation looked into once)."""
        if self.opcodes[row] == "convolution":
            return row
        seen: set = set()
        stack = [row]
        while stack:
            r = stack.pop()
            if self.opcodes[r] == "convolution":
                return r
            comp = int(self.fused_comp[r])
            if comp >= 0 and comp not in seen:
                seen.add(comp)
                stack.extend(reversed(self.fused_rows(r)))
        return None

    def layout(self, row: int) -> dict | None:
        """Layout of a convolution's input (its image, operand 0): per
        dimension from the most minor, its size, the alignment its tiling
        imposes (1 without tiles), what it means and how much of the padded
        size is padding."""
        conv = self.convolution_row(row)
        if conv is None:
            return None
        operands = self.operand_rows(conv)
        if not operands:
            return None
        inst = self.inst(conv)
        shape = self.inst(operands[0]).shape
        rank = len(shape.dimensions)
        order = list(shape.layout.minor_to_major) if len(shape.layout.minor_to_major) == rank \
            else list(range(rank - 1, -1, -1))
        align = [1] * rank
        if shape.layout.tiles:
            tile = list(shape.layout.tiles[0].dimensions)
            for k, size in enumerate(reversed(tile)):  # the tile's last dimension is the most minor
                if k < rank and size > 0:
                    align[order[k]] = int(size)
        meaning = ["spatial"] * rank
        if inst.HasField("convolution_dimension_numbers"):
            dn = inst.convolution_dimension_numbers
            if dn.input_batch_dimension < rank:
                meaning[dn.input_batch_dimension] = "batch"
            if dn.input_feature_dimension < rank:
                meaning[dn.input_feature_dimension] = "feature"
        dims = []
        for d in order:
            size = int(shape.dimensions[d])
            padded = -(-size // align[d]) * align[d] if size else 0
            dims.append({"dimension": d, "size": size, "alignment": align[d], "semantics": meaning[d],
                         "padded_size": padded,
                         "padding_percent": round(100.0 * (padded - size) / padded, 2) if padded else 0.0})
        used = float(np.prod([x["size"] for x in dims], dtype=np.float64))
        padded_all = float(np.prod([x["padded_size"] for x in dims], dtype=np.float64))
        return {"convolution": self.names[conv], "shape": shape_text(shape), "dimensions": dims,
                "utilization_percent": round(100.0 * used / padded_all, 2) if padded_all else None}


def _attributes(table: ModuleTable, inst) -> list[str]:
    out = []
    op = inst.opcode
    called = [table.comp_names[i] for i in (_comp_index(table, c) for c in inst.called_computation_ids)
              if i is not None]
    if op == "fusion":
        out.append(f"kind={inst.fusion_kind}")
    if called:
        key = "calls" if op in ("fusion", "call", "custom-call", "async-start") else \
            "to_apply" if op in ("reduce", "reduce-window", "scatter", "map", "sort", "all-reduce",
                                 "select-and-scatter", "reduce-scatter") else "calls"
        if op == "while" and len(called) == 2:
            out.append(f"condition=%{called[0]}, body=%{called[1]}")
        else:
            out.append(f"{key}=" + ", ".join(f"%{c}" for c in called))
    if len(inst.dimensions) and op not in ("parameter",):
        out.append("dimensions={" + ",".join(str(d) for d in inst.dimensions) + "}")
    if op == "dot":
        dn = inst.dot_dimension_numbers
        for label, dims in (("lhs_batch_dims", dn.lhs_batch_dimensions), ("lhs_contracting_dims",
                            dn.lhs_contracting_dimensions), ("rhs_batch_dims", dn.rhs_batch_dimensions),
                            ("rhs_contracting_dims", dn.rhs_contracting_dimensions)):
            if len(dims):
                out.append(f"{label}={{{','.join(str(d) for d in dims)}}}")
    if len(inst.window.dimensions):
        w = inst.window.dimensions
        parts = ["size=" + "x".join(str(d.size) for d in w)]
        if any(d.stride > 1 for d in w):
            parts.append("stride=" + "x".join(str(d.stride) for d in w))
        if any(d.padding_low or d.padding_high for d in w):
            parts.append("pad=" + "x".join(f"{d.padding_low}_{d.padding_high}" for d in w))
        out.append("window={" + " ".join(parts) + "}")
    if op == "convolution" and inst.HasField("convolution_dimension_numbers"):
        out.append(f"dim_labels={_dim_labels(inst)}")
        if inst.feature_group_count > 1:
            out.append(f"feature_group_count={inst.feature_group_count}")
    if len(inst.slice_dimensions):
        out.append("slice={" + ", ".join(f"[{s.start}:{s.limit}" + (f":{s.stride}" if s.stride > 1 else "") + "]"
                                          for s in inst.slice_dimensions) + "}")
    if inst.comparison_direction:
        out.append(f"direction={inst.comparison_direction}")
    if inst.custom_call_target:
        out.append(f'custom_call_target="{inst.custom_call_target}"')
    return out


def _comp_index(table: ModuleTable, comp_id: int) -> int | None:
    ids = getattr(table, "_comp_ids", None)
    if ids is None:
        ids = {c.id: k for k, c in enumerate(table.proto.hlo_module.computations)}
        table._comp_ids = ids
    return ids.get(comp_id)


def _dim_labels(inst) -> str:
    dn = inst.convolution_dimension_numbers
    spatial = "0123456789"

    def labels(rank, named, spatial_dims):
        out = ["?"] * rank
        for d, ch in named:
            if d < rank:
                out[d] = ch
        for k, d in enumerate(spatial_dims):
            if d < rank:
                out[d] = spatial[k % 10]
        return "".join(out)

    n = len(dn.input_spatial_dimensions) + 2
    return (labels(n, [(dn.input_batch_dimension, "b"), (dn.input_feature_dimension, "f")], dn.input_spatial_dimensions)
            + "_" + labels(n, [(dn.kernel_input_feature_dimension, "i"), (dn.kernel_output_feature_dimension, "o")],
                           dn.kernel_spatial_dimensions)
            + "->" + labels(n, [(dn.output_batch_dimension, "b"), (dn.output_feature_dimension, "f")],
                            dn.output_spatial_dimensions))


def _module_table(display_name: str, program_id: int | None, proto: hlo_pb2.HloProto,
                  blob: bytes) -> ModuleTable:
    module = proto.hlo_module
    names: list = []
    opcodes: list = []
    counts = []
    comp_names = []
    fusion_comp = np.zeros(len(module.computations), bool)
    containers = []
    for k, comp in enumerate(module.computations):
        insts = comp.instructions
        containers.append(insts)
        rows = [(i.name, i.opcode) for i in insts]
        counts.append(len(rows))
        comp_names.append(comp.name)
        fusion_comp[k] = comp.is_fusion_computation
        if rows:
            n, o = zip(*rows)
            names += n
            opcodes += o
    counts = np.array(counts, dtype=np.int64)
    starts = np.r_[0, np.cumsum(counts)[:-1]] if len(counts) else np.zeros(0, np.int64)
    comp = np.repeat(np.arange(len(counts), dtype=np.int32), counts)
    pos = (np.arange(len(names), dtype=np.int64) - np.repeat(starts, counts)).astype(np.int32)
    opcodes_arr = np.array(opcodes, dtype=object)
    fused = np.full(len(names), -1, np.int32)
    kinds = np.full(len(names), "", dtype=object)
    comp_ids = {c.id: k for k, c in enumerate(module.computations)}
    for row in np.flatnonzero(opcodes_arr == "fusion"):
        inst = containers[comp[row]][pos[row]]
        kinds[row] = inst.fusion_kind
        for cid in inst.called_computation_ids:
            if cid in comp_ids:
                fused[row] = comp_ids[cid]
                fusion_comp[comp_ids[cid]] = True
                break
    _check_calls(comp, fused, comp_names, names)
    return ModuleTable(
        name=module.name, display_name=display_name, program_id=program_id, blob=bytes(blob),
        names=np.array(names, dtype=object), opcodes=opcodes_arr, fusion_kinds=kinds,
        comp=comp, pos=pos, fused_comp=fused, comp_start=starts.astype(np.int64), comp_is_fusion=fusion_comp,
        comp_names=comp_names, index=dict(zip(names, range(len(names)))),
        _comps=containers,  # views of the cached parse: dropped when pickled
    )


def _check_calls(comp: np.ndarray, fused: np.ndarray, comp_names: list, names: list) -> None:
    """Raises _Malformed when the fusions of a module call each other in a
    cycle or nest more than hlo.MAX_CALL_DEPTH levels deep. Vectorized: the
    call height of each computation, raised level by level, settles within
    MAX_CALL_DEPTH + 1 rounds unless one of the two holds (then a walk with a
    seen mask finds the cycle to name)."""
    rows = np.flatnonzero(fused >= 0)
    if not len(rows):
        return
    src, dst = comp[rows].astype(np.int64), fused[rows].astype(np.int64)
    height = np.zeros(len(comp_names), np.int64)
    for _ in range(hlo.MAX_CALL_DEPTH + 1):
        new = np.zeros(len(comp_names), np.int64)
        np.maximum.at(new, src, height[dst] + 1)
        if np.array_equal(new, height):
            return
        height = new
    cycle = _fusion_cycle(src, dst, rows, len(comp_names))
    if cycle is None:
        raise _Malformed(f"its fusions are nested more than {hlo.MAX_CALL_DEPTH} levels deep (a fusion calling "
                         "a computation with a fusion calling another, and so on); XLA does not make such modules")
    path, row = cycle
    raise _Malformed(f"its fusions call each other in a cycle: {names[row]} in {comp_names[path[-2]]} calls "
                     f"{comp_names[path[-1]]} ({' -> '.join(comp_names[c] for c in path)}); XLA does not make "
                     "such modules")


def _fusion_cycle(src, dst, rows, n: int) -> tuple[list, int] | None:
    """A cycle of fusion calls (computations along it, the first one again at
    the end; the row of the fusion closing it), by an iterative depth-first
    walk, or None."""
    calls: list[list] = [[] for _ in range(n)]
    for s, d, r in zip(src.tolist(), dst.tolist(), rows.tolist()):
        calls[s].append((d, r))
    state = [0] * n  # 0: not seen, 1: on the current path, 2: done
    for start in range(n):
        if state[start]:
            continue
        state[start] = 1
        path, stack = [start], [iter(calls[start])]
        while stack:
            step = next(stack[-1], None)
            if step is None:
                state[path.pop()] = 2
                stack.pop()
                continue
            d, r = step
            if state[d] == 1:
                return path[path.index(d):] + [d], r
            if state[d] == 0:
                state[d] = 1
                path.append(d)
                stack.append(iter(calls[d]))
    return None


def _tables_of(entries) -> tuple[dict[str, ModuleTable], dict[str, str]]:
    """({display name: ModuleTable}, {display name: why it is left out}) of
    (display name, program id, parsed HloProto, its bytes) entries."""
    tables, problems = {}, {}
    for name, pid, proto, data in entries:
        try:
            tables[name] = _module_table(name, pid, proto, data)
        except _Malformed as e:
            problems[name] = str(e)
    return tables, problems


def _build_modules(profile: Profile) -> tuple[dict[str, ModuleTable], dict[str, str]]:
    # Parsed once per profile by analysis/hlo.py; a damaged proto or a
    # malformed module is left out (its ops keep their names only).
    tables, problems = _tables_of((name, pid, proto, data) for name, _, pid, proto, data in hlo.parsed(profile))
    problems.update(hlo.unreadable(profile))
    return tables, dict(sorted(problems.items()))


def modules(profile: Profile) -> dict[str, ModuleTable]:
    """The profile's HLO modules by display name (`jit_train_step(26)`)."""
    return profile.derived("hlo_ops/modules/v2", _build_modules)[0]


def problems(profile: Profile) -> dict[str, str]:
    """{display name: why} of the profile's modules that `modules` leaves out:
    unreadable, or malformed (fusion cycles, fusions nested too deeply)."""
    return profile.derived("hlo_ops/modules/v2", _build_modules)[1]


class ModuleLookup:
    """Finds a module by program id or by module name."""

    def __init__(self, tables: dict[str, ModuleTable]):
        self.tables = tables
        self.by_id = {t.program_id: t for t in tables.values() if t.program_id is not None}
        self.by_name: dict[str, ModuleTable] = {}
        for t in tables.values():
            self.by_name.setdefault(t.name, t)
            self.by_name.setdefault(t.display_name, t)

    def find(self, program_id: int | None, name: str) -> ModuleTable | None:
        if program_id is not None and program_id in self.by_id:
            return self.by_id[program_id]
        if name in self.by_name:
            return self.by_name[name]
        base = re.sub(r"\(\d+\)$", "", name)
        return self.by_name.get(base) if base else None


# -- events -------------------------------------------------------------------------

OP_COLUMNS = ["program", "program_id", "op", "occurrences", "time_ps", "total_ps", "flops", "bytes_accessed",
              "flops_capacity", "bytes_capacity", "flops_source", "category", "provenance", "expression",
              "deduplicated_name", "hlo_row"]

_MODULE_ID = re.compile(r"\((\d+)\)$")


def _text(value) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return ""
    return str(value)


def _number(value) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return np.nan
    return number if np.isfinite(number) else np.nan


def _metadata_list(plane: Plane) -> list:
    """The plane's event metadata in metadata_codes() order."""
    return [plane.event_metadata[i] for i in sorted(plane.event_metadata)]


def _event_stat(plane: Plane, name: str, rows: np.ndarray, md_codes: np.ndarray, numeric: bool,
                mds: list | None = None) -> np.ndarray:
    """Stat `name` per event row: the event's, else its metadata's (NaN / "")."""
    mds = _metadata_list(plane) if mds is None else mds
    values = [m.stats.get(name) for m in mds]
    if all(v is None for v in values):
        per_md = np.full(len(mds) + 1, np.nan) if numeric else np.full(len(mds) + 1, "", dtype=object)
    elif numeric:
        per_md = np.array([_number(v) for v in values] + [np.nan], dtype=np.float64)
    else:
        per_md = np.array([_text(v) for v in values] + [""], dtype=object)
    out = per_md[md_codes]
    if plane.stat_id(name) is None or not len(rows):
        return out
    column = plane.stat(name)
    if not len(column):
        return out
    pos = np.minimum(np.searchsorted(column.events, rows), len(column) - 1)
    hit = column.events[pos] == rows
    if not hit.any():
        return out
    values = column.values[pos[hit]]
    out = out.copy()
    if numeric:
        if values.dtype.kind not in "iuf":
            values = np.array([_number(v) for v in values], dtype=np.float64)
        out[hit] = values.astype(np.float64)
    else:
        codes, uniques = pd.factorize(values, use_na_sentinel=False)
        texts = np.array([_text(u) for u in uniques] + [""], dtype=object)[codes]
        keep = texts != ""
        out[np.flatnonzero(hit)[keep]] = texts[keep]
    return out


def _peaks(plane: Plane) -> tuple[float, float]:
    """(peak TFLOP/s, peak memory GB/s) of a device plane, NaN when unknown."""
    flops = _number(plane.stats.get(schema.DEV_CAP_PEAK_TERAFLOPS))
    bw = _number(plane.stats.get(schema.DEV_CAP_PEAK_HBM_BW))
    if np.isnan(bw) and schema.is_gpu_plane(plane.name):
        bw = _number(plane.stats.get(schema.DEV_CAP_MEMORY_BANDWIDTH)) / 1e9
    return (flops if flops > 0 else np.nan, bw if bw > 0 else np.nan)


@dataclasses.dataclass
class _Rows:
    """Op events of one plane, as columns."""

    kind: str                     # "kernels" | "xla_ops_line" | "host"
    plane: Plane
    rows: np.ndarray
    op: np.ndarray                # object
    self_ps: np.ndarray
    total_ps: np.ndarray
    execution: np.ndarray         # bool: the event starts an execution
    idle_ps: int


def _hlo_rows(plane: Plane) -> np.ndarray:
    """Events of non-derived lines with an `hlo_op` stat (kernels, CPU thunks)."""
    if plane.stat_id(schema.HLO_OP) is None or not len(plane.events):
        return np.zeros(0, np.int64)
    column = plane.stat(schema.HLO_OP)
    codes, uniques = pd.factorize(column.values, use_na_sentinel=False)
    named = np.array([bool(_text(u)) for u in uniques] + [False])[codes]
    rows = column.events[named]
    real = np.array([not schema.is_derived_line(line) for line in plane.lines] + [False])
    return np.unique(rows[real[plane.events.line[rows]]])


def _op_names(plane: Plane, rows: np.ndarray, md_codes: np.ndarray, from_metadata: bool) -> np.ndarray:
    mds = _metadata_list(plane)
    hlo = _event_stat(plane, schema.HLO_OP, rows, md_codes, numeric=False, mds=mds)
    if from_metadata:  # the XLA Ops line: events are named by the instruction
        names = np.array([m.display_name or m.name for m in mds] + [""], dtype=object)[md_codes]
        hlo = np.where(hlo != "", hlo, names)
    # factorize keeps the text as objects: astype(str) would size every cell by
    # the longest name in the profile (untrusted: it can be 200,000 characters).
    inverse, uniques = pd.factorize(pd.Series(hlo, dtype=object).map(str))
    last = np.array([u.split("::")[-1] for u in uniques] + [""], dtype=object)
    return last[inverse] if len(uniques) else hlo


def _device_rows(plane: Plane) -> _Rows | None:
    events = plane.events
    if not len(events):
        return None
    codes_all = plane.metadata_codes()
    if schema.is_gpu_plane(plane.name):
        rows = _hlo_rows(plane)
        if len(rows):
            op = _op_names(plane, rows, codes_all[rows], from_metadata=False)
            dur = events.duration_ps[rows]
            line = events.line[rows]
            group = plane.stat(schema.GROUP_ID).for_events(len(events), fill=-1)[rows]
            order = np.lexsort((events.start_ps[rows], line))
            rows, op, dur, line, group = rows[order], op[order], dur[order], line[order], group[order]
            same = np.r_[False, (line[1:] == line[:-1]) & (op[1:] == op[:-1]) & (group[1:] == group[:-1])]
            real = np.array([not schema.is_derived_line(ln) for ln in plane.lines] + [False])
            span_rows = np.flatnonzero(real[events.line])
            span = int(events.end_ps[span_rows].max() - events.start_ps[span_rows].min())
            return _Rows("kernels", plane, rows, op, dur, dur, ~same, max(span - int(dur.sum()), 0))
    op_lines = [k for k, line in enumerate(plane.lines) if line.name == schema.XLA_OP_LINE and line.num_events]
    if not op_lines:
        return None
    rows = np.flatnonzero(np.isin(events.line, op_lines))
    op = _op_names(plane, rows, codes_all[rows], from_metadata=True)
    start, dur, line = events.start_ps[rows], events.duration_ps[rows], events.line[rows]
    self_ps = nesting.self_time(dur, nesting.parents(line, start, start + dur))
    step_lines = [k for k, ln in enumerate(plane.lines) if ln.name == schema.STEP_LINE]
    span_rows = np.flatnonzero(np.isin(events.line, op_lines + step_lines))
    span = int(events.end_ps[span_rows].max() - events.start_ps[span_rows].min())
    return _Rows("xla_ops_line", plane, rows, op, self_ps, dur, np.ones(len(rows), bool),
                 max(span - int(self_ps.sum()), 0))


def _host_rows(plane: Plane) -> _Rows | None:
    rows = _hlo_rows(plane)
    if not len(rows):
        return None
    events = plane.events
    op = _op_names(plane, rows, plane.metadata_codes()[rows], from_metadata=False)
    start, dur, line = events.start_ps[rows], events.duration_ps[rows], events.line[rows]
    self_ps = nesting.self_time(dur, nesting.parents(line, start, start + dur))
    run = plane.stat(schema.RUN_ID).for_events(len(events), fill=0)[rows] if plane.stat_id(schema.RUN_ID) is not None \
        else np.zeros(len(rows))
    spans = pd.DataFrame({"line": line, "run": pd.factorize(run)[0], "start": start, "end": start + dur,
                          "self": self_ps}).groupby(["line", "run"]).agg(
        start=("start", "min"), end=("end", "max"), busy=("self", "sum"))
    idle = int(np.maximum(spans["end"] - spans["start"] - spans["busy"], 0).sum())
    return _Rows("host", plane, rows, op, self_ps, dur, np.ones(len(rows), bool), idle)


def _module_events(plane: Plane) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(start, end, name) of the plane's "XLA Modules" events, by start."""
    lines = [k for k, line in enumerate(plane.lines) if line.name == schema.XLA_MODULE_LINE]
    rows = np.flatnonzero(np.isin(plane.events.line, lines))
    names = plane.event_names(display=False)[rows]
    order = np.argsort(plane.events.start_ps[rows], kind="stable")
    rows = rows[order]
    return plane.events.start_ps[rows], plane.events.end_ps[rows], names[order]


@dataclasses.dataclass
class XlaOps:
    """The XLA ops of one profile (or of several, after `combine`)."""

    source: str              # "device", "host" or "" (no XLA op events)
    device_type: str         # "GPU", "TPU", "CPU", ...
    ops: pd.DataFrame        # OP_COLUMNS, one row per (program, op)
    idle_ps: int
    idle_flops_capacity: float
    idle_bytes_capacity: float
    planes: list             # [{"name", "peak_teraflops_per_second", "peak_hbm_gigabytes_per_second", "events"}]
    modules: dict            # display name -> ModuleTable
    unmatched: list          # op names without an instruction in their module
    events: int = 0
    problems: dict = dataclasses.field(default_factory=dict)  # display name -> why the module is left out


def _empty_ops() -> pd.DataFrame:
    return pd.DataFrame({c: pd.Series(dtype=object) for c in OP_COLUMNS})


def _ops_of(part: _Rows, lookup: ModuleLookup) -> tuple[pd.DataFrame, list]:
    plane, rows = part.plane, part.rows
    events = plane.events
    md_codes = plane.metadata_codes()[rows]
    mds = _metadata_list(plane)
    program_id = _event_stat(plane, schema.PROGRAM_ID, rows, md_codes, mds=mds, numeric=True)
    module_name = _event_stat(plane, schema.HLO_MODULE, rows, md_codes, mds=mds, numeric=False)
    # Events without a program: the "XLA Modules" event around them.
    missing = np.isnan(program_id) & (module_name == "")
    if missing.any():
        m_start, m_end, m_name = _module_events(plane)
        if len(m_start):
            idx = np.searchsorted(m_start, events.start_ps[rows][missing], "right") - 1
            ok = idx >= 0
            inside = np.zeros(len(idx), bool)
            inside[ok] = m_end[idx[ok]] >= events.end_ps[rows][missing][ok]
            fill = np.where(inside, m_name[np.maximum(idx, 0)], "")
            module_name = module_name.copy()
            module_name[np.flatnonzero(missing)] = fill
    flops = _event_stat(plane, schema.FLOPS, rows, md_codes, mds=mds, numeric=True)
    model_flops = _event_stat(plane, schema.MODEL_FLOPS, rows, md_codes, mds=mds, numeric=True)
    flops = np.where(np.isnan(flops), model_flops, flops)
    nbytes = _event_stat(plane, schema.BYTES_ACCESSED, rows, md_codes, mds=mds, numeric=True)
    peak_flops, peak_bw = _peaks(plane) if part.kind != "host" else (np.nan, np.nan)
    execution = part.execution
    pid_all = np.nan_to_num(program_id, nan=-1).astype(np.int64)
    keys = pd.DataFrame({"pid": pid_all, "mname": module_name, "op": part.op}).groupby(
        ["pid", "mname", "op"], sort=False).ngroup().to_numpy()
    n = int(keys.max()) + 1 if len(keys) else 0
    first = np.full(n, -1, np.int64)
    first[keys[::-1]] = np.arange(len(keys) - 1, -1, -1)  # the first event of each op

    def total(values):  # exact int64 sums per op
        out = np.zeros(n, np.int64)
        np.add.at(out, keys, values.astype(np.int64, copy=False))
        return out

    def stat_sum(values):  # NaN where no execution has the stat
        values = np.where(execution, values, np.nan)
        known = np.bincount(keys, weights=~np.isnan(values), minlength=n)
        return np.where(known > 0, np.bincount(keys, weights=np.nan_to_num(values), minlength=n), np.nan)

    occurrences = total(execution)
    time_ps, total_ps = total(part.self_ps), total(part.total_ps)
    flops_stat, bytes_stat = stat_sum(flops), stat_sum(nbytes)
    # NaN capacities (unknown peaks) stay NaN in bincount's float sums.
    flops_cap = np.bincount(keys, weights=part.self_ps * peak_flops, minlength=n)
    bytes_cap = np.bincount(keys, weights=part.self_ps * peak_bw * 1e-3, minlength=n)
    texts = {name: _event_stat(plane, name, rows[first], md_codes[first], numeric=False, mds=mds)
             for name in (schema.HLO_CATEGORY, schema.TF_OP, schema.DEDUPLICATED_NAME)}
    long_names = np.array([m.name if m.display_name else "" for m in mds] + [""], dtype=object)[md_codes[first]]
    out = []
    unmatched = []
    # Python scalars: the loop runs once per op, numpy scalars would slow it down.
    occurrences, time_ps, total_ps = occurrences.tolist(), time_ps.tolist(), total_ps.tolist()
    flops_stat, bytes_stat = flops_stat.tolist(), bytes_stat.tolist()
    flops_cap, bytes_cap = flops_cap.tolist(), bytes_cap.tolist()
    categories, tf_ops, dedup = (texts[n].tolist() for n in (schema.HLO_CATEGORY, schema.TF_OP,
                                                                   schema.DEDUPLICATED_NAME))
    for k, (pid, mname, op) in enumerate(zip(pid_all[first].tolist(), module_name[first].tolist(),
                                             part.op[first].tolist())):
        pid = None if pid < 0 else pid
        table = lookup.find(pid, mname)
        hlo_row = table.index.get(op) if table is not None else None
        if table is not None:
            program = table.display_name
        elif mname:
            program = mname if pid is None or _MODULE_ID.search(mname) else f"{mname}({pid})"
        else:
            program = f"program {pid}" if pid is not None else "unknown program"
        if pid is None:
            found = _MODULE_ID.search(program)
            pid = int(found.group(1)) if found else None
        if hlo_row is None:
            unmatched.append(op)
        op_flops, op_bytes = flops_stat[k], bytes_stat[k]
        source = "profile" if op_flops == op_flops else ""  # x != x: NaN, unknown
        if hlo_row is not None and (op_flops != op_flops or op_bytes != op_bytes):
            est_flops, est_bytes = table.estimate_cost(hlo_row)
            if op_flops != op_flops:
                op_flops, source = est_flops * occurrences[k], "estimate"
            if op_bytes != op_bytes:
                op_bytes = est_bytes * occurrences[k]
        cat = categories[k] or (table.category(hlo_row) if hlo_row is not None else category_from_name(op))
        provenance = tf_ops[k] or (table.provenance(hlo_row) if hlo_row is not None else "")
        out.append((program, pid, op, occurrences[k], time_ps[k], total_ps[k],
                    0.0 if op_flops != op_flops else float(op_flops), 0.0 if op_bytes != op_bytes else float(op_bytes),
                    flops_cap[k], bytes_cap[k], source, cat, provenance, long_names[k], dedup[k],
                    -1 if hlo_row is None else hlo_row))
    return pd.DataFrame(out, columns=OP_COLUMNS), unmatched


def _build_xla_ops(profile: Profile) -> XlaOps:
    tables = modules(profile)
    left_out = problems(profile)
    lookup = ModuleLookup(tables)
    parts = [p for p in (_device_rows(plane) for plane in profile.device_planes) if p is not None]
    source = "device"
    if not parts:
        host = profile.host_plane
        part = _host_rows(host) if host is not None else None
        parts, source = ([part], "host") if part is not None else ([], "")
    frames, unmatched, planes = [], [], []
    idle = 0
    idle_caps = [0.0, 0.0]
    for part in parts:
        frame, missing = _ops_of(part, lookup)
        frames.append(frame)
        unmatched += missing
        peak_flops, peak_bw = _peaks(part.plane) if part.kind != "host" else (np.nan, np.nan)
        idle += part.idle_ps
        idle_caps[0] += part.idle_ps * peak_flops
        idle_caps[1] += part.idle_ps * peak_bw * 1e-3
        planes.append({"name": part.plane.name, "source": part.kind, "events": int(len(part.rows)),
                       "peak_teraflops_per_second": None if np.isnan(peak_flops) else peak_flops,
                       "peak_hbm_gigabytes_per_second": None if np.isnan(peak_bw) else peak_bw})
    ops = pd.concat(frames, ignore_index=True) if frames else _empty_ops()
    names = [p.plane.name for p in parts]
    if source == "host":
        device_type = "CPU"
    elif any(schema.is_gpu_plane(n) for n in names):
        device_type = "GPU"
    elif any(schema.is_tpu_plane(n) for n in names):
        device_type = "TPU"
    else:
        device_type = names[0][len(schema.DEVICE_PLANE_PREFIX):].split(":")[0] if names else ""
    return XlaOps(source, device_type, ops, idle, idle_caps[0], idle_caps[1], planes, tables,
                  sorted(set(unmatched)), int(sum(len(p.rows) for p in parts)), dict(left_out))


def xla_ops(profile: Profile) -> XlaOps:
    """The XLA ops of one profile (cached with the profile)."""
    return profile.derived("hlo_ops/xla_ops/v2", _build_xla_ops)


def combine(parts: list[XlaOps]) -> XlaOps:
    """Several hosts as one: ops of the same program and name summed."""
    parts = [p for p in parts if p.source]
    if not parts:
        return XlaOps("", "", _empty_ops(), 0, 0.0, 0.0, [], {}, [])
    if len(parts) == 1:
        return parts[0]
    ops = pd.concat([p.ops for p in parts], ignore_index=True)
    sums = ["occurrences", "time_ps", "total_ps", "flops", "bytes_accessed"]
    grouped = ops.groupby(["program", "op"], sort=False)
    keys = grouped.ngroup().to_numpy()
    merged = grouped.first().reset_index()
    merged[sums] = grouped[sums].sum().reset_index(drop=True)
    for c in ("flops_capacity", "bytes_capacity"):
        merged[c] = np.bincount(keys, weights=ops[c].to_numpy(dtype=np.float64), minlength=len(merged))
    mods: dict = {}
    for p in parts:
        for name, table in p.modules.items():
            mods.setdefault(name, table)
    sources = {p.source for p in parts}
    types = sorted({p.device_type for p in parts})
    left_out: dict = {}
    for p in parts:
        for name, why in p.problems.items():
            if name not in mods:
                left_out.setdefault(name, why)
    return XlaOps("device" if "device" in sources else "host", "/".join(types), merged[OP_COLUMNS],
                  sum(p.idle_ps for p in parts), sum(p.idle_flops_capacity for p in parts),
                  sum(p.idle_bytes_capacity for p in parts), [pl for p in parts for pl in p.planes], mods,
                  sorted({u for p in parts for u in p.unmatched}), sum(p.events for p in parts),
                  dict(sorted(left_out.items())))


def plain(value: Any) -> Any:
    if isinstance(value, np.generic):
        return value.item()
    return value
