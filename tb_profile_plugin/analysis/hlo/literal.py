"""A constant's value as XLA prints it in HLO text: `constant(0.05)`, `constant({1, 2})`.

XLA (HloConstantInstruction::PrintOperandsImpl) prints the literal of an
array of at most MAX_PRINTED elements in full, on one line
(Literal::PrintWithoutShapeOneline), and anything larger, or a tuple, as
`{...}`. Values as XLA writes them (xla::RoundTripFpToString): f32 with 6
significant digits when they read back exactly, else 9; f64 15, else 17;
f16 5; bf16 4; `inf`, `-inf`, `nan`, `-nan` (a NaN's payload other than the
quiet bit after it, `nan(0x1)`); predicates `true`/`false` alone, `1`/`0` in
an array; complex numbers `(re, im)`. Arrays nest in braces by dimension in
the shape's logical order (the literal's data is in its layout's order),
with XLA's spacing (`{1, 2}`, `{ { 1, 2 }, { 3, 4 } }`) and its
`/*i0=1*/` comments past rank 3.

The literal is the instruction's `literal` field (HloInstructionProto field
8, a LiteralProto of xla_data.proto): protos/hlo.proto does not declare it,
so it is read from the instruction's serialized bytes (protobuf keeps unknown
fields). Literals that cannot be read (malformed, the data not the size of
the shape, 8- and 4-bit float types, which are not decoded here) print as
`{...}`, like a large one: text from an untrusted file never raises here.
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np

from ...profile import message
from ...protos import hlo_pb2

MAX_PRINTED = 10      # XLA's bound on the elements of a constant printed in full
MAX_RANK = 64         # deeper arrays (only a malformed shape has one) print as {...}
_MAX_BRACES = 1000    # braces of an empty array with large leading dimensions, f32[1000000,0]
_INSTRUCTION_LITERAL = 8
_LITERAL_SHAPE = 1
_ELIDED = "{...}"
_T = hlo_pb2
# element type -> (LiteralProto field, how its bytes hold the values)
_FIELDS = {
    _T.PRED: (2, "varint"), _T.S8: (15, "<i1"), _T.U8: (3, "<u1"), _T.S16: (17, "<i2"), _T.U16: (16, "<u2"),
    _T.S32: (4, "varint"), _T.S64: (5, "varint"), _T.U32: (6, "varint"), _T.U64: (7, "varint"),
    _T.F32: (8, "<f4"), _T.F64: (9, "<f8"), _T.C64: (12, "<f4"), _T.C128: (18, "<f8"),
    _T.F16: (11, "<f2"), _T.BF16: (13, "bf16"),
    _T.S4: (21, "<i1"), _T.U4: (22, "<u1"), _T.S2: (26, "<i1"), _T.U2: (27, "<u1"),
    _T.S1: (30, "<i1"), _T.U1: (31, "<u1"),
}
_SUB_BYTE = {_T.S4: 4, _T.U4: 4, _T.S2: 2, _T.U2: 2, _T.S1: 1, _T.U1: 1}
_SIGNED_VARINT = {_T.S32: 32, _T.S64: 64}
# float type -> (digits tried first, digits when those do not read back, mantissa bits)
_FLOATS = {np.float32: (6, 9, 23), np.float64: (15, 17, 52), np.float16: (5, 5, 10)}


@dataclasses.dataclass(frozen=True)
class Bf16:
    """A bfloat16 value: its 16 bits (the upper half of a float32)."""

    bits: int


def constant_text(inst: hlo_pb2.HloInstructionProto) -> str:
    """What XLA prints between a constant's parentheses."""
    try:
        found = [v for n, v in message.fields(inst.SerializeToString()) if n == _INSTRUCTION_LITERAL]
        if not found or not isinstance(found[-1], bytes):
            return _ELIDED
        fields = message.fields(found[-1])
    except ValueError:  # not a message: an untrusted file's bytes
        return _ELIDED
    shape = inst.shape
    shapes = [v for n, v in fields if n == _LITERAL_SHAPE and isinstance(v, bytes)]
    if shapes:
        try:
            shape = hlo_pb2.ShapeProto.FromString(shapes[-1])
        except Exception:  # protobuf DecodeError
            return _ELIDED
    return _array_text(shape, fields)


def _array_text(shape: hlo_pb2.ShapeProto, fields: list) -> str:
    dims = [int(d) for d in shape.dimensions]
    kind = _FIELDS.get(shape.element_type)
    if kind is None or len(dims) > MAX_RANK or any(d < 0 for d in dims):
        return _ELIDED
    count = math.prod(dims)
    if count > MAX_PRINTED or _braces(dims) > _MAX_BRACES:
        return _ELIDED
    number, layout = kind
    data = b"".join(v for n, v in fields if n == number and isinstance(v, bytes))
    values = _values(shape.element_type, layout, data, count)
    if values is None:
        return _ELIDED
    texts = np.array([_element(shape.element_type, v, len(dims)) for v in values], dtype=object)
    return _nested(_logical(texts, dims, shape), dims)


def _braces(dims: list[int]) -> int:
    """How many brace groups printing the dimensions opens (an empty array's can be many)."""
    total, groups = 0, 1
    for d in dims:
        total += groups
        groups *= d
        if total > _MAX_BRACES:
            break
    return total


def _values(element_type: int, layout: str, data: bytes, count: int) -> list | None:
    """The `count` values of the literal's data (in its layout's order), or None when the data
    does not hold exactly that many."""
    complex_ = element_type in (_T.C64, _T.C128)
    width = 2 * count if complex_ else count
    if layout == "varint":
        if len(data) > 10 * width:
            return None
        out = _varints(data)
        if out is None or len(out) != width:
            return None
        bits = _SIGNED_VARINT.get(element_type)
        if bits:
            out = [(v + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1)) for v in out]
        return [bool(v) for v in out] if element_type == _T.PRED else out
    size = 2 if layout == "bf16" else np.dtype(layout).itemsize
    if len(data) != size * width:
        return None
    if layout == "bf16":
        return [Bf16(int(v)) for v in np.frombuffer(data, "<u2")]
    array = np.frombuffer(data, layout)
    if element_type in _SUB_BYTE:  # one byte per element, the value in its low bits
        bits = _SUB_BYTE[element_type]
        low = array.astype(np.int64) & ((1 << bits) - 1)
        array = np.where(low >= 1 << (bits - 1), low - (1 << bits), low) if array.dtype.kind == "i" else low
    if complex_:
        return list(zip(array[0::2], array[1::2]))
    return array.tolist() if array.dtype.kind in "iu" else list(array)


def _varints(data: bytes) -> list[int] | None:
    out, value, shift = [], 0, 0
    for byte in data:
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            out.append(value)
            value, shift = 0, 0
        elif shift >= 70:
            return None
    return out if shift == 0 else None


def _element(element_type: int, value, rank: int) -> str:
    if element_type == _T.PRED:
        return ("1" if value else "0") if rank else ("true" if value else "false")
    if isinstance(value, tuple):  # complex: (real, imaginary)
        return f"({float_text(value[0])}, {float_text(value[1])})"
    if isinstance(value, int):
        return str(value)
    return float_text(value)


def float_text(value) -> str:
    """A float as XLA's RoundTripFpToString writes it: a numpy float32, float64 or float16, or
    a Bf16."""
    if isinstance(value, Bf16):
        kind, bits, sign = Bf16, value.bits, value.bits >> 15
        number = float(np.array(value.bits << 16, np.uint32).view(np.float32))
        first, fallback, mantissa = 4, 4, 7
    else:
        kind, number = type(value), float(value)
        width = np.dtype(kind).itemsize * 8
        bits = int(np.array(value).view(f"<u{width // 8}"))
        sign = bits >> (width - 1)
        first, fallback, mantissa = _FLOATS[kind]
    if math.isnan(number):
        text = "-nan" if sign else "nan"
        payload = bits & ((1 << mantissa) - 1)
        return text if payload == 1 << (mantissa - 1) else f"{text}(0x{payload:x})"
    if math.isinf(number):
        return "-inf" if number < 0 else "inf"
    text = "%.*g" % (first, number)
    if fallback != first and kind(text) != value:
        text = "%.*g" % (fallback, number)
    return text


def _logical(texts: np.ndarray, dims: list[int], shape: hlo_pb2.ShapeProto) -> np.ndarray:
    """The values, given in the layout's order, indexed by logical position."""
    rank = len(dims)
    order = list(shape.layout.minor_to_major)
    if sorted(order) != list(range(rank)):
        order = list(range(rank - 1, -1, -1))  # no layout: row-major
    major_first = order[::-1]
    return np.transpose(texts.reshape([dims[d] for d in major_first]), np.argsort(major_first))


def _nested(values: np.ndarray, dims: list[int]) -> str:
    """Literal::PrintWithoutShapeOneline of an array whose elements are already text."""
    rank = len(dims)
    if not rank:
        return str(values.reshape(()).item())
    out: list[str] = []

    def brace(opening: bool, rest: list[int], at: list[int]) -> str:
        if rank == 1:
            return "{" if opening else "}"
        if len(rest) == 1:
            pad = "" if rest[0] <= 1 else " "
            return "{" + pad if opening else pad + "}"
        if opening:
            if rank > 3 and at:
                return f"{{ /*i{len(at) - 1}={at[-1]}*/" + (" " if rest[0] > 0 else "")
            return "{ "
        return " }"

    def walk(rest: list[int], at: list[int]) -> None:
        if not rest:
            out.append(str(values[tuple(at)]))
            return
        out.append(brace(True, rest, at))
        for i in range(rest[0]):
            walk(rest[1:], at + [i])
            if i < rest[0] - 1:
                out.append(", ")
        out.append(brace(False, rest, at))

    walk(dims, [])
    return "".join(out)
