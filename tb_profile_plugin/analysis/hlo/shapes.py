"""Facts of the HLO shape format: type names, the text of a shape, its bytes.

One type table, one printer (`shape_text`, XLA's text with layout) and one
byte count per array (`_array_bytes`, XLA's ByteSizeOf with the default
layout): elements x the type's width, sub-byte types one byte each (as XLA
counts them without a layout that packs them), a token 0, an opaque value one
8-byte pointer. Tuples are counted two ways, both XLA's: `buffer_bytes` is
the size of a buffer of the shape (a tuple buffer holds one pointer per
element: memory_viewer, as XProf's), `data_bytes` the bytes of all the arrays
in it (what an op reads and writes: op_profile's estimates).

Shapes nest at most MAX_SHAPE_DEPTH tuples within tuples; every walk is
iterative. A deeper tuple is written `too_deep` by `shape_text` when given,
else raises BadModule (the module is malformed), and counts no bytes or
elements in `data_bytes` / `elements`.
"""

from __future__ import annotations

import math
from typing import Sequence

from ...protos import hlo_pb2
from .modules import BadModule

# Bounds of tuple shapes within tuple shapes: XLA programs nest a few levels;
# anything deeper is taken for a malformed module.
MAX_SHAPE_DEPTH = 64

_TYPE_NAMES = {
    v.number: v.name.lower() for v in hlo_pb2.DESCRIPTOR.enum_types_by_name["PrimitiveType"].values
}
_TYPE_NAMES.update({hlo_pb2.PRIMITIVE_TYPE_INVALID: "invalid", hlo_pb2.OPAQUE_TYPE: "opaque"})
_POINTER_BYTES = 8
# Bytes per element; any other type (sub-byte and 8-bit floats...) takes one.
_BYTE_WIDTH = {
    hlo_pb2.S16: 2, hlo_pb2.U16: 2, hlo_pb2.F16: 2, hlo_pb2.BF16: 2, hlo_pb2.S32: 4, hlo_pb2.U32: 4,
    hlo_pb2.F32: 4, hlo_pb2.S64: 8, hlo_pb2.U64: 8, hlo_pb2.F64: 8, hlo_pb2.C64: 8, hlo_pb2.C128: 16,
    hlo_pb2.TOKEN: 0,
}
_UNBOUNDED = -(1 << 63)  # xla::Shape::kUnboundedSize (also a tile's "combine" dimension)


def type_name(element_type: int) -> str:
    return _TYPE_NAMES.get(element_type, str(element_type))


def _too_deep() -> BadModule:
    return BadModule(f"a tuple shape is nested more than {MAX_SHAPE_DEPTH} levels deep (tuples within tuples); "
                     "XLA does not make such shapes")


def shape_text(shape: hlo_pb2.ShapeProto, too_deep: str | None = None) -> str:
    """XLA's text for a shape with its layout, e.g. `f32[784,512]{1,0}`,
    `(f32[2]{0}, s32[])`, `(s32[], s32[], s32[], s32[], s32[], /*index=5*/s32[])`.
    A tuple nested more than MAX_SHAPE_DEPTH levels deep is written `too_deep`,
    or raises BadModule without it."""
    if shape.element_type != hlo_pb2.TUPLE:
        return _array_text(shape)
    out = []
    stack: list = [(shape, 1)]  # shapes with their tuple depth, and text still to write
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        s, depth = item
        if s.element_type != hlo_pb2.TUPLE:
            out.append(_array_text(s))
            continue
        if depth > MAX_SHAPE_DEPTH:
            if too_deep is None:
                raise _too_deep()
            out.append(too_deep)
            continue
        parts = s.tuple_shapes
        stack.append(")")
        for k in range(len(parts) - 1, -1, -1):
            stack.append((parts[k], depth + 1))
            if k:  # XLA marks every fifth element of a tuple
                stack.append(", " if k % 5 else f", /*index={k}*/")
        stack.append("(")
    return "".join(out)


def _array_text(shape: hlo_pb2.ShapeProto) -> str:
    """shape_text of a shape that is not a tuple."""
    et = shape.element_type
    name = type_name(et)
    if et in (hlo_pb2.TOKEN, hlo_pb2.OPAQUE_TYPE):
        return f"{name}[]"
    dynamic = shape.is_dynamic_dimension
    dims = ",".join(
        "?" if d == _UNBOUNDED else (f"<={d}" if i < len(dynamic) and dynamic[i] else str(d))
        for i, d in enumerate(shape.dimensions))
    text = f"{name}[{dims}]"
    if shape.HasField("layout"):
        layout = _layout_text(shape.layout)
        if len(shape.dimensions) or layout != "{}":  # a scalar's layout when it says more (TPU `{:S(2)}`)
            text += layout
    return text


def _layout_text(layout: hlo_pb2.LayoutProto) -> str:
    extra = []
    if len(layout.tiles):
        extra.append("T" + "".join(
            "(" + ",".join("*" if d == _UNBOUNDED else str(d) for d in t.dimensions) + ")" for t in layout.tiles))
    if layout.tail_padding_alignment_in_elements not in (0, 1):
        extra.append(f"L({layout.tail_padding_alignment_in_elements})")
    if layout.element_size_in_bits:
        extra.append(f"E({layout.element_size_in_bits})")
    if layout.memory_space:
        extra.append(f"S({layout.memory_space})")
    text = ",".join(str(d) for d in layout.minor_to_major)
    return "{" + text + (":" + "".join(extra) if extra else "") + "}"


def leaves(shape: hlo_pb2.ShapeProto, strict: bool = False) -> list:
    """The array shapes of a shape: itself, or those in its tuple. Tuples
    nested more than MAX_SHAPE_DEPTH levels deep are left out, or raise
    BadModule when `strict`."""
    if shape.element_type != hlo_pb2.TUPLE:
        return [shape]
    out = []
    stack = [(shape, 1)]
    while stack:
        s, depth = stack.pop()
        if s.element_type != hlo_pb2.TUPLE:
            out.append(s)
        elif depth <= MAX_SHAPE_DEPTH:
            stack.extend((t, depth + 1) for t in s.tuple_shapes)
        elif strict:
            raise _too_deep()
    return out


def _array_bytes(shape: hlo_pb2.ShapeProto) -> int:
    if shape.element_type == hlo_pb2.OPAQUE_TYPE:
        return _POINTER_BYTES
    count = 1
    for d in shape.dimensions:
        count *= max(int(d), 0)
    return count * _BYTE_WIDTH.get(shape.element_type, 1)


def buffer_bytes(shape: hlo_pb2.ShapeProto) -> int:
    """Bytes of a buffer of the shape, without padding: an array's elements
    x their width; a tuple one pointer per element (its elements live in
    buffers of their own)."""
    if shape.element_type == hlo_pb2.TUPLE:
        return _POINTER_BYTES * len(shape.tuple_shapes)
    return _array_bytes(shape)


def data_bytes(shape: hlo_pb2.ShapeProto) -> float:
    """Bytes of the arrays of the shape (a tuple: of all of its arrays)."""
    if shape.element_type != hlo_pb2.TUPLE:
        return float(_array_bytes(shape))
    return float(sum(float(_array_bytes(s)) for s in leaves(shape)))


def elements(shape: hlo_pb2.ShapeProto) -> float:
    """Elements of the arrays of the shape (a tuple: of all of its arrays)."""
    if shape.element_type != hlo_pb2.TUPLE:
        return float(math.prod(shape.dimensions))
    return float(sum(float(math.prod(s.dimensions)) for s in leaves(shape)))


def subshape(shape: hlo_pb2.ShapeProto, shape_index: Sequence[int]) -> hlo_pb2.ShapeProto:
    """The shape a logical buffer defined at `shape_index` has, as XProf reads
    it: the top-level tuple element at the index's last number (the whole shape
    when that is out of range)."""
    if len(shape_index):
        i = shape_index[-1]
        if 0 <= i < len(shape.tuple_shapes):
            return shape.tuple_shapes[i]
    return shape
