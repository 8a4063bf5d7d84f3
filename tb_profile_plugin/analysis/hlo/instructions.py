"""The instruction table of an HLO module, one per module of a profile.

`table(profile, name)` is the module's `Instructions`: one row per
instruction, computations in file order, then their instructions, built once
and kept with the profile's modules (modules.py). Its columns are read two
ways, each on first use:
- from the module parsed as a whole (op_profile, tensorflow_stats): names,
  opcodes, fusion kinds, computations, the fused computation a fusion calls,
  `index` (name -> row), `inst(row)`; single instructions are read from the
  parsed proto on demand (HLO text, shapes, FLOPs and bytes estimates,
  convolution layout, the instructions inside a fusion), so a module of
  100,000 instructions costs one pass over names and opcodes;
- from the serialized instructions in bulk (memory_viewer), without parsing
  the module: `ids` and `buffer_bytes()`.
Both readings number the rows the same way.

Malformed modules: fusions that call each other in a cycle (a fusion calling
its own computation, A -> B -> A) or nest more than MAX_CALL_DEPTH levels deep
set `problem`; `tables(profile)` leaves such modules out, like unreadable
ones, and `problems(profile)` says why. Every walk over calls is bounded.

A little over 600 lines: the table and the cost estimates (FLOPs and bytes,
convolutions' windows) read the same columns and are kept beside them.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Callable, Iterable

import numpy as np

from ...errors import NotFound
from ...profile import Profile, wire
from ...protos import hlo_pb2
from . import shapes, text
from .modules import BadModule, decode_error, parsed, registry, unreadable, wire_errors

# Bound of computations called within called computations (fusions in
# fusions): XLA programs nest a few levels; deeper is a malformed module.
MAX_CALL_DEPTH = 64

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
_FLOP_OPCODES = _ELEMENTWISE_FLOPS | {"dot", "convolution", "reduce", "reduce-window", "custom-call"}
# Custom calls that are a convolution in cuDNN (or MIOpen on ROCm, under the same names):
# XLA's IsCustomCallToDnnConvolution. Their result is (output, scratch).
DNN_CONVOLUTIONS = frozenset({
    "__cudnn$convForward", "__cudnn$convBackwardInput", "__cudnn$convBackwardFilter",
    "__cudnn$convBiasActivationForward", "__cudnn$convForwardGraph",
})
# Instructions inside a fusion that are plumbing, not work.
_NOT_FUSED_WORK = frozenset({"parameter", "constant", "tuple", "get-tuple-element", "bitcast"})
_HLO_SUFFIX = re.compile(r"\.\d+$")
# HloInstructionProto fields read in bulk (protos/hlo.proto).
_INST_NAME, _INST_SHAPE, _INST_ID, _INST_OPERANDS = 1, 3, 35, 36


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


class _Parsed:
    """A column read from the parsed module: the first use of any of them
    builds them all (`Instructions._parse`); being a non-data descriptor, it is
    then hidden by the instance's own attribute."""

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, table, owner=None):
        if table is None:
            return self
        table._parse()
        return table.__dict__[self.name]


class Instructions:
    """One HLO module's instructions. Columns have one entry per instruction
    (row), in the order of the proto (computations, then their instructions)."""

    # From the parsed module.
    proto = _Parsed()         # the parsed HloProto
    name = _Parsed()          # module name, e.g. "jit_train_step"
    names = _Parsed()         # object: instruction names
    opcodes = _Parsed()       # object
    fusion_kinds = _Parsed()  # object: "kLoop"... or ""
    comp = _Parsed()          # int32: computation index of the row
    pos = _Parsed()           # int32: index of the row within its computation
    fused_comp = _Parsed()    # int32: computation a fusion calls, -1 otherwise
    comp_start = _Parsed()    # int64: first row of each computation
    comp_is_fusion = _Parsed()  # bool per computation
    comp_names = _Parsed()
    index = _Parsed()         # instruction name -> row
    problem = _Parsed()       # why the module cannot be walked (fusion cycles...), else ""

    def __init__(self, display_name: str, program_id: int | None, data: bytes,
                 parse: Callable[[], hlo_pb2.HloProto]):
        self.display_name = display_name  # "jit_train_step(26)", as the module list shows it
        self.program_id = program_id
        self._data = data                 # the serialized HloProto
        self._parse_module = parse        # the module parsed (raises BadModule)
        self._ids: dict = {}
        self._comp_ids: dict | None = None
        self._flops: np.ndarray | None = None

    def __len__(self) -> int:
        return len(self.names)

    # A table crosses process boundaries in a per-host part (a Dask worker's op_profile data):
    # it goes parsed, without its parse closure (which holds the profile) or the parsed proto
    # and its messages; the proto is parsed again from its bytes if it is asked for.
    def __getstate__(self):
        self._parse()
        state = dict(self.__dict__)
        state.pop("proto", None)
        state.pop("_comps", None)  # message containers of the proto
        state["_parse_module"] = None
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._parse_module = functools.partial(_proto_from, self._data)

    # -- from the parsed module ------------------------------------------------------

    def _parse(self) -> None:
        if "proto" in self.__dict__:
            return
        proto = self._parse_module()
        module = proto.hlo_module
        names: list = []
        opcodes: list = []
        counts = []
        comp_names = []
        fusion_comp = np.zeros(len(module.computations), bool)
        containers = []
        for k, c in enumerate(module.computations):
            insts = c.instructions
            containers.append(insts)
            rows = [(i.name, i.opcode) for i in insts]
            counts.append(len(rows))
            comp_names.append(c.name)
            fusion_comp[k] = c.is_fusion_computation
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
        self.__dict__.update(
            proto=proto, name=module.name, names=np.array(names, dtype=object), opcodes=opcodes_arr,
            fusion_kinds=kinds, comp=comp, pos=pos, fused_comp=fused, comp_start=starts.astype(np.int64),
            comp_is_fusion=fusion_comp, comp_names=comp_names, index=dict(zip(names, range(len(names)))),
            problem=_call_problem(comp, fused, comp_names, names), _comps=containers)

    def _instructions(self) -> list:
        self._parse()
        return self._comps

    def inst(self, row: int) -> hlo_pb2.HloInstructionProto:
        """The instruction at `row`: from the parsed module when it is parsed,
        else parsed alone from its bytes (raises BadModule when it cannot be)."""
        comps = self.__dict__.get("_comps")
        if comps is not None:
            return comps[self.comp[row]][self.pos[row]]
        return self._message(row)

    def rows_by_id(self, comp: int) -> dict:
        """instruction id -> row, for one computation (operands live in the
        computation of their user), built when first needed."""
        found = self._ids.get(comp)
        if found is None:
            rows = self.computation_rows(comp)
            found = self._ids[comp] = dict(zip((i.id for i in self.proto.hlo_module.computations[comp].instructions),
                                               rows))
        return found

    def operand_rows(self, row: int) -> list[int]:
        ids = self.rows_by_id(int(self.comp[row]))
        return [r for r in (ids.get(i) for i in self.inst(row).operand_ids) if r is not None]

    def comp_index(self, comp_id: int) -> int | None:
        """The index of the computation with id `comp_id` (None: no such one)."""
        if self._comp_ids is None:
            self._comp_ids = {c.id: k for k, c in enumerate(self.proto.hlo_module.computations)}
        return self._comp_ids.get(comp_id)

    def category(self, row: int) -> str:
        return category(self.opcodes[row], self.fusion_kinds[row])

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

    def source_info(self, row: int) -> tuple[str, int, str]:
        """(file, line, stack) of the user code of `row`: the metadata's
        source file and line when set, else its innermost stack frame's (JAX
        writes frames to the module's stack_frame_index); the stack as
        `file:line:column` lines, innermost first."""
        md = self.inst(row).metadata
        stack = _stack_text(self.module().stack_frame_index, md.stack_frame_id) if md.stack_frame_id else ""
        if md.source_file:
            return md.source_file, int(md.source_line), stack
        if stack:
            top = stack.split("\n", 1)[0].rsplit(":", 2)
            if len(top) == 3 and top[1].lstrip("-").isdigit():
                return top[0], int(top[1]), stack
        return "", 0, stack

    def source(self, row: int) -> str:
        """`file:line` of the user code of `row` ("" when unknown)."""
        file, line, _ = self.source_info(row)
        return f"{file}:{line}" if file else ""

    def expression(self, row: int) -> str:
        """The instruction as HLO text (operands with their shapes, main attributes)."""
        return text.expression(self, row)

    def estimate_cost(self, row: int) -> tuple[float, float]:
        """(FLOPs, bytes accessed) of one execution, estimated from shapes the
        way XLA's cost analysis counts: 1 FLOP per output element of
        elementwise ops, 2 per multiply-add of dot and convolution (a DNN
        convolution custom call too: `convolution_flops`), 1 per input
        element of reduce (per window element of reduce-window); a fusion
        the sum of its instructions. Bytes: operands plus result, a DNN
        convolution's without its scratch buffer (XProf's GPU numbers count
        the same)."""
        inst = self.inst(row)
        nbytes = shapes.data_bytes(_result_shape(inst)) + sum(shapes.data_bytes(self.inst(r).shape)
                                                              for r in self.operand_rows(row))
        return self.estimate_flops(row), nbytes

    def estimate_hbm_bytes(self, row: int) -> float:
        """The part of estimate_cost's bytes that XProf's memory-space breakdown places in HBM:
        all of them, but a DNN convolution's operands only (XLA's GPU cost analysis gives its
        result no memory space)."""
        inst = self.inst(row)
        operands = sum(shapes.data_bytes(self.inst(r).shape) for r in self.operand_rows(row))
        if inst.opcode == "custom-call" and inst.custom_call_target in DNN_CONVOLUTIONS:
            return float(operands)
        return float(operands + shapes.data_bytes(inst.shape))

    def estimate_flops(self, row: int) -> float:
        return float(self._all_flops()[row])

    def _all_flops(self) -> np.ndarray:
        """Estimated FLOPs of every instruction, computed once: Python runs
        only for instructions that do arithmetic; a fusion sums its fused
        computation (nested fusions by repeating until nothing changes: at
        most MAX_CALL_DEPTH + 1 rounds for a module without `problem`)."""
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
                              else shapes.elements(shape))
            else:
                values.append(self._own_flops(row))
        out = np.zeros(len(self.names))
        out[rows] = values
        fusions = np.flatnonzero(self.fused_comp >= 0)
        stops = np.r_[self.comp_start[1:], len(self.names)].astype(np.int64)
        for _ in range(MAX_CALL_DEPTH + 1):
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
        out = shapes.elements(inst.shape)
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
        if op == "convolution" or (op == "custom-call" and inst.custom_call_target in DNN_CONVOLUTIONS):
            if len(operands) < 2:
                return 0.0
            return convolution_flops(inst, self.inst(operands[0]).shape, self.inst(operands[1]).shape,
                                     _result_shape(inst))
        if op == "reduce":
            return float(sum(shapes.elements(self.inst(r).shape) for r in operands[: max(len(operands) // 2, 1)]))
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
        return {"convolution": self.names[conv], "shape": text.shape(shape), "dimensions": dims,
                "utilization_percent": round(100.0 * used / padded_all, 2) if padded_all else None}

    # -- from the serialized instructions ------------------------------------------------

    @functools.cached_property
    def view(self) -> hlo_pb2.HloProtoView:
        """The module as an HloProtoView: instructions, logical buffers and
        heap-simulator events left serialized, for wire.Messages."""
        try:
            return hlo_pb2.HloProtoView.FromString(self._data)
        except Exception as e:  # protobuf DecodeError, or a stat that is not bytes
            raise BadModule(decode_error("its HLO proto", e)) from None

    def module(self):
        """The module's own fields (entry_computation_name, stack_frame_index):
        from the parsed module when it is parsed, else from the view."""
        proto = self.__dict__.get("proto")
        return (proto if proto is not None else self.view).hlo_module

    @functools.cached_property
    def _serialized(self) -> tuple[wire.Messages, np.ndarray, tuple]:
        insts = wire.Messages([i for c in self.view.hlo_module.computations for i in c.instructions])
        with wire_errors():
            v, sp, _ = insts.read(varints=(_INST_ID,), spans=(_INST_SHAPE,))
        return insts, v[_INST_ID], sp[_INST_SHAPE]

    @functools.cached_property
    def operand_id_spans(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(buffer, start, end, occurrences) of each instruction's operand_ids field in the
        serialized instructions: packed varints, as XLA writes them (graph.py decodes them)."""
        insts = self._serialized[0]
        with wire_errors():
            _, sp, n = insts.read(spans=(_INST_OPERANDS,), counted=(_INST_OPERANDS,))
        return insts.buf, *sp[_INST_OPERANDS], n[_INST_OPERANDS]

    @property
    def ids(self) -> np.ndarray:
        """int64: the id of each instruction."""
        return self._serialized[1]

    def _message(self, row: int) -> hlo_pb2.HloInstructionProto:
        insts = self._serialized[0]
        try:
            return insts.message(hlo_pb2.HloInstructionProto, insts.starts[row], insts.ends[row])
        except Exception as e:  # protobuf DecodeError
            raise BadModule(decode_error("an instruction", e)) from None

    @functools.cached_property
    def _buffer_bytes(self) -> np.ndarray:
        insts, _, (lo, hi) = self._serialized
        data = insts.data
        # Each distinct shape is read once; a shape that cannot be read or
        # is nested too deeply names the first instruction that has it.
        keys = [data[a:b] for a, b in zip(lo.tolist(), hi.tolist())]
        distinct: dict[bytes, int] = {}
        code = np.fromiter((distinct.setdefault(k, len(distinct)) for k in keys), np.int64, len(keys))
        sizes = []
        for j, key in enumerate(distinct):
            try:
                try:
                    shape = hlo_pb2.ShapeProto.FromString(key)
                except Exception as e:  # protobuf DecodeError (nested too deeply, truncated)
                    raise BadModule(decode_error("a shape", e)) from None
                shapes.leaves(shape, strict=True)
                sizes.append(shapes.buffer_bytes(shape))
            except BadModule as e:
                raise BadModule(f"instruction {self._name_at(int(np.argmax(code == j)))!r}: {e}") from None
        return np.array(sizes, np.int64)[code] if len(code) else np.zeros(0, np.int64)

    def buffer_bytes(self) -> np.ndarray:
        """int64: shapes.buffer_bytes of each instruction's shape. Raises
        BadModule naming the first instruction whose shape is malformed."""
        return self._buffer_bytes

    def _name_at(self, row: int) -> str:
        insts = self._serialized[0]
        with wire_errors():
            _, names, _ = insts.read(spans=(_INST_NAME,), starts=insts.starts[row:row + 1],
                                     ends=insts.ends[row:row + 1])
        return insts.text(*names[_INST_NAME])[0]


def _result_shape(inst: hlo_pb2.HloInstructionProto) -> hlo_pb2.ShapeProto:
    """The instruction's result, a DNN convolution's without its scratch buffer (XLA's GPU
    cost analysis counts only the real output)."""
    if (inst.opcode == "custom-call" and inst.custom_call_target in DNN_CONVOLUTIONS
            and inst.shape.element_type == hlo_pb2.TUPLE and inst.shape.tuple_shapes):
        return inst.shape.tuple_shapes[0]
    return inst.shape


def _valid_positions(inputs: int, kernel: int, outputs: int, dim) -> int:
    """Kernel x output positions of one spatial dimension that read an input element, not padding
    or a hole of base dilation (XLA's HloCostAnalysis::GetConvolutionFlops): numpy over the grid."""
    stride, base, dilation = max(dim.stride, 1), max(dim.base_dilation, 1), max(dim.window_dilation, 1)
    if kernel * outputs > 1 << 24:  # a dimension too large to enumerate: the unpadded count
        return kernel * outputs
    k = np.arange(kernel, dtype=np.int64)[:, None]
    o = np.arange(outputs, dtype=np.int64)[None, :]
    undilated = o * stride - dim.padding_low + k * dilation
    index = undilated // base
    return int(((undilated % base == 0) & (index >= 0) & (index < inputs)).sum())


def convolution_flops(inst: hlo_pb2.HloInstructionProto, lhs: hlo_pb2.ShapeProto, rhs: hlo_pb2.ShapeProto,
                      result: hlo_pb2.ShapeProto) -> float:
    """FLOPs of one convolution as XLA counts them: 2 per multiply-add, input features (per
    feature group) x output features x batch (per batch group) x the kernel-output positions
    of each spatial dimension that fall on the input."""
    dn = inst.convolution_dimension_numbers

    def size(shape, d):
        return int(shape.dimensions[d]) if 0 <= d < len(shape.dimensions) else 1

    positions = 1
    for k, dim in enumerate(inst.window.dimensions):
        if k >= min(len(dn.input_spatial_dimensions), len(dn.kernel_spatial_dimensions),
                    len(dn.output_spatial_dimensions)):
            break
        positions *= _valid_positions(size(lhs, dn.input_spatial_dimensions[k]),
                                      size(rhs, dn.kernel_spatial_dimensions[k]),
                                      size(result, dn.output_spatial_dimensions[k]), dim)
    features = size(lhs, dn.input_feature_dimension) // max(inst.feature_group_count, 1)
    batch = size(lhs, dn.input_batch_dimension) // max(inst.batch_group_count, 1)
    return 2.0 * features * size(result, dn.output_feature_dimension) * batch * positions


def _stack_text(index: hlo_pb2.StackFrameIndexProto, frame_id: int) -> str:
    lines = []
    seen = set()
    frames, locations, files = index.stack_frames, index.file_locations, index.file_names
    while 0 < frame_id <= len(frames) and frame_id not in seen:
        seen.add(frame_id)
        frame = frames[frame_id - 1]
        loc_id = frame.file_location_id
        if 0 < loc_id <= len(locations):
            loc = locations[loc_id - 1]
            file = files[loc.file_name_id - 1] if 0 < loc.file_name_id <= len(files) else ""
            lines.append(f"{file}:{loc.line}:{loc.column}")
        frame_id = frame.parent_frame_id
    return "\n".join(lines)


def _call_problem(comp: np.ndarray, fused: np.ndarray, comp_names: list, names: list) -> str:
    """Why the fusions of a module cannot be walked: they call each other in
    a cycle or nest more than MAX_CALL_DEPTH levels deep ("" when neither).
    Vectorized: the call height of each computation, raised level by level,
    settles within MAX_CALL_DEPTH + 1 rounds unless one of the two holds (then
    a walk with a seen mask finds the cycle to name)."""
    rows = np.flatnonzero(fused >= 0)
    if not len(rows):
        return ""
    src, dst = comp[rows].astype(np.int64), fused[rows].astype(np.int64)
    height = np.zeros(len(comp_names), np.int64)
    for _ in range(MAX_CALL_DEPTH + 1):
        new = np.zeros(len(comp_names), np.int64)
        np.maximum.at(new, src, height[dst] + 1)
        if np.array_equal(new, height):
            return ""
        height = new
    cycle = _fusion_cycle(src, dst, rows, len(comp_names))
    if cycle is None:
        return (f"its fusions are nested more than {MAX_CALL_DEPTH} levels deep (a fusion calling "
                "a computation with a fusion calling another, and so on); XLA does not make such modules")
    path, row = cycle
    return (f"its fusions call each other in a cycle: {names[row]} in {comp_names[path[-2]]} calls "
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


# -- the tables of a profile ------------------------------------------------------------


def _proto_from(data: bytes) -> hlo_pb2.HloProto:
    try:
        return hlo_pb2.HloProto.FromString(data)
    except Exception as e:  # it parsed where the table was made: only a damaged copy gets here
        raise BadModule(decode_error("its HLO proto", e)) from None


def table(profile: Profile, name: str) -> Instructions:
    """The instruction table of module `name` (made once; its columns are
    read on first use)."""
    modules = registry(profile)
    if name not in modules.entries:
        raise NotFound(f"unknown XLA module {name!r}")
    _, pid, data = modules.entries[name]
    return modules.cached(("instructions", name), lambda: Instructions(name, pid, data, lambda: modules.proto(name)))


def _tables_of(entries: Iterable[tuple], make=None) -> tuple[dict[str, Instructions], dict[str, str]]:
    """({display name: Instructions}, {display name: why it is left out}) of
    (display name, program id, parsed HloProto, its bytes) entries; `make`
    gives the table of an entry (default: a new one)."""
    tables, problems = {}, {}
    for name, pid, proto, data in entries:
        t = make(name) if make else Instructions(name, pid, data, lambda proto=proto: proto)
        if t.problem:
            problems[name] = t.problem
        else:
            tables[name] = t
    return tables, problems


def _build_tables(profile: Profile) -> tuple[dict[str, Instructions], dict[str, str]]:
    # A damaged proto or a malformed module is left out (its ops keep their names only).
    tables, problems = _tables_of(((name, pid, proto, data) for name, _, pid, proto, data in parsed(profile)),
                                  make=lambda name: table(profile, name))
    problems.update(unreadable(profile))
    return tables, dict(sorted(problems.items()))


def tables(profile: Profile) -> dict[str, Instructions]:
    """The tables of the profile's modules that can be read and walked, by
    display name (`jit_train_step(26)`)."""
    return registry(profile).cached("tables", lambda: _build_tables(profile))[0]


def problems(profile: Profile) -> dict[str, str]:
    """{display name: why} of the profile's modules that `tables` leaves out:
    unreadable, or malformed (fusion cycles, fusions nested too deeply)."""
    return registry(profile).cached("tables", lambda: _build_tables(profile))[1]

