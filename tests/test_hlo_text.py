"""HLO text (analysis/hlo/text.py, literal.py) as XLA prints it: every instruction of three real
JAX modules against XProf's own text of them, and constants of the kinds no fixture holds."""

from __future__ import annotations

import re

import numpy as np
import pytest

from conftest import ACCELERATORS, REFERENCE, accelerator_xplane, accelerator_xprof
from tb_profile_plugin.analysis import hlo
from tb_profile_plugin.analysis.hlo import graph, literal, shapes
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.protos import hlo_pb2

# (profile, module, XProf 2.24.2's graph_viewer `txt` output of it, constants, iotas in it)
MODULES = {
    "jax_cpu": (lambda: next((REFERENCE / "jax_cpu").rglob("*.xplane.pb")), "jit_train_step(28)",
                lambda: (REFERENCE / "jax_cpu" / "xprof_outputs" / "graph_viewer.txt").read_text(), 20, 3),
    "mi300x": (lambda: accelerator_xplane("jax_mi300x_conv"), "jit__normal(9)",
               lambda: accelerator_xprof("jax_mi300x_conv", "graph_viewer"), 50, 5),
    "tpu": (lambda: accelerator_xplane("tpu_v6e_x4_inference"), "jit_f(12190760917235803885)",
            lambda: accelerator_xprof("tpu_v6e_x4_inference", "graph_viewer"), 3, 0),
}
assert ACCELERATORS.is_dir()
# What XProf prints and we do not (module docstring of text.py).
_NOT_PRINTED = re.compile(r", (?:backend_config|sharding|frontend_attributes|metadata)=.*$")


def _close(text: str, start: int) -> int:
    """The index of the bracket closing the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] in "([{":
            depth += 1
        elif text[i] in ")]}":
            depth -= 1
            if not depth:
                return i
    raise ValueError(text)


def _parts(line: str) -> tuple[str, str, str, str]:
    """(name, `shape opcode`, operands, attributes) of one instruction's text, long or short form."""
    line = line.strip().removeprefix("ROOT ")
    name, rest = line.split(" = ", 1)
    depth = 0
    for i, ch in enumerate(rest):  # the opcode's `(`: the first at depth 0 right after a name
        if ch == "(" and not depth and i and rest[i - 1] not in " ,":
            break
        depth += ch in "([{"
        depth -= ch in ")]}"
    end = _close(rest, i)
    return name.lstrip("%"), rest[:i], rest[i + 1:end], rest[end + 1:]


def _operand_names(operands: str) -> list[str]:
    """The operands' names, without the shapes and `%` of the long form."""
    out, depth, item = [], 0, ""
    for ch in operands + ",":
        if ch == "," and not depth:
            if item.strip():
                out.append(item.strip().split(" ")[-1].lstrip("%"))
            item = ""
            continue
        depth += ch in "([{"
        depth -= ch in ")]}"
        item += ch
    return out


@pytest.mark.parametrize("case", sorted(MODULES))
def test_every_instruction_reads_as_xprofs_text(case):
    """Ours is XLA's long form (`%x = f32[] add(f32[] %a, ...)`), XProf's `txt` the short one
    (`x = f32[] add(a, ...)`): the same instruction, shape, operands and attributes."""
    path, module, text, constants, iotas = MODULES[case]
    table = hlo.table(xspace.load(path()), module)
    theirs = {}
    for line in text().splitlines():
        if line.startswith("  "):
            name, head, operands, attrs = _parts(line)
            theirs[name] = (head, operands, _NOT_PRINTED.sub("", attrs))
    assert len(theirs) == len(table)
    for row in range(len(table)):
        name, head, operands, attrs = _parts(table.expression(row))
        their_head, their_operands, their_attrs = theirs[name]
        assert head == their_head, name
        if table.opcodes[row] == "constant":  # the value, as XLA prints it
            assert operands == their_operands, name
        else:
            assert _operand_names(operands) == _operand_names(their_operands), name
        assert attrs.replace("%", "") == their_attrs, name
    assert (table.opcodes == "constant").sum() == constants and (table.opcodes == "iota").sum() == iotas


def test_constant_values_and_iota_dimension():
    """The issue's cases on the reference JAX program: `constant(0.05)`, `constant(-inf)`, `iota_dimension=1`."""
    table = hlo.table(xspace.load(next((REFERENCE / "jax_cpu").rglob("*.xplane.pb"))), "jit_train_step(28)")
    texts = {table.names[r]: table.expression(r) for r in range(len(table))}
    assert texts["constant.42"] == "%constant.42 = f32[] constant(-inf)"
    assert texts["constant.35"] == "%constant.35 = f32[] constant(0.05)"
    assert texts["iota.9"] == "%iota.9 = s32[128,10]{1,0} iota(), iota_dimension=1"
    assert texts["reduce_max.1"].endswith(", dimensions={1}, to_apply=%region_0.3")
    assert "/*index=5*/f32[10]{0}" in texts[str(table.names[graph.entry_root(table)])]


# -- constants no fixture holds ------------------------------------------------------------


def _varint(value: int) -> bytes:
    value &= (1 << 64) - 1
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _field(number: int, data: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(data)) + data


def _shape(element_type, dims, minor_to_major=None) -> hlo_pb2.ShapeProto:
    shape = hlo_pb2.ShapeProto(element_type=element_type, dimensions=dims)
    shape.layout.minor_to_major.extend(range(len(dims) - 1, -1, -1) if minor_to_major is None else minor_to_major)
    return shape


def _constant(shape: hlo_pb2.ShapeProto, number: int, data: bytes, literal_shape=True) -> hlo_pb2.HloInstructionProto:
    """A constant instruction whose LiteralProto (field 8, which protos/hlo.proto leaves undeclared)
    holds `data` in field `number`."""
    lit = (_field(1, shape.SerializeToString()) if literal_shape else b"") + _field(number, data)
    inst = hlo_pb2.HloInstructionProto(name="c", opcode="constant", shape=shape)
    return hlo_pb2.HloInstructionProto.FromString(inst.SerializeToString() + _field(8, lit))


def _f32(dims, values, minor_to_major=None):
    return _constant(_shape(hlo_pb2.F32, dims, minor_to_major), 8, np.array(values, "<f4").tobytes())


def _packed(values) -> bytes:
    return b"".join(_varint(v) for v in values)


# Expected texts from openxla/xla's hlo_parser_test.cc (modules it prints and parses back).
@pytest.mark.parametrize("inst,expected", [
    (_f32([0], []), "{}"),
    (_f32([2, 0, 4, 3], []), "{ { /*i0=0*/ }, { /*i0=1*/ } }"),
    (_f32([3, 2, 1, 1], [-1, 4.1, 2, 4.1, 5, 4.4]),
     "{ { /*i0=0*/ { /*i1=0*/ {-1} }, { /*i1=1*/ {4.1} } }, { /*i0=1*/ { /*i1=0*/ {2} }, { /*i1=1*/ {4.1} } }, "
     "{ /*i0=2*/ { /*i1=0*/ {5} }, { /*i1=1*/ {4.4} } } }"),
    (_f32([6], [np.nan, 7, np.nan, -1, np.inf, -np.inf]), "{nan, 7, nan, -1, inf, -inf}"),
    (_f32([], [42]), "42"),
    (_constant(_shape(hlo_pb2.S32, [2, 2]), 4, _packed([1, 2, 3, 4])), "{ { 1, 2 }, { 3, 4 } }"),
    (_constant(_shape(hlo_pb2.S32, [4]), 4, _packed([1, 2, 3, 4])), "{1, 2, 3, 4}"),
    (_constant(_shape(hlo_pb2.S32, [1]), 4, _packed([1])), "{1}"),
])
def test_literals_as_xla_prints_them(inst, expected):
    assert literal.constant_text(inst) == expected


@pytest.mark.parametrize("inst,expected", [
    # Data in the layout's order: column-major f32[2,2]{0,1} holds 1, 3, 2, 4.
    (_f32([2, 2], [1, 3, 2, 4], minor_to_major=[0, 1]), "{ { 1, 2 }, { 3, 4 } }"),
    (_f32([2, 1], [1, 2]), "{ {1}, {2} }"),
    (_f32([11], list(range(11))), "{...}"),  # more than 10 elements
    (_f32([], [0.1]), "0.1"),                # 6 digits read back as this float32
    (_f32([], [1 / 3]), "0.333333343"),      # they do not: 9
    (_f32([], [1e6]), "1e+06"),
    (_f32([], [-0.0]), "-0"),
    (_constant(_shape(hlo_pb2.F32, []), 8, np.array([0x7FC00000 | 0x80000000], "<u4").tobytes()), "-nan"),
    (_constant(_shape(hlo_pb2.F32, []), 8, np.array([0x7F800001], "<u4").tobytes()), "nan(0x1)"),
    (_constant(_shape(hlo_pb2.F64, []), 9, np.array([1 / 3], "<f8").tobytes()), "0.33333333333333331"),
    (_constant(_shape(hlo_pb2.F16, [2]), 11, np.array([0.1, -2], "<f2").tobytes()), "{0.099976, -2}"),
    (_constant(_shape(hlo_pb2.BF16, []), 13, np.array([0x3DCD], "<u2").tobytes()), "0.1001"),
    (_constant(_shape(hlo_pb2.PRED, []), 2, _packed([1])), "true"),
    (_constant(_shape(hlo_pb2.PRED, [3]), 2, _packed([1, 0, 1])), "{1, 0, 1}"),
    (_constant(_shape(hlo_pb2.S32, []), 4, _packed([-7])), "-7"),
    (_constant(_shape(hlo_pb2.U64, []), 7, _packed([2**64 - 1])), "18446744073709551615"),
    (_constant(_shape(hlo_pb2.S8, [2]), 15, np.array([-128, 5], "<i1").tobytes()), "{-128, 5}"),
    (_constant(_shape(hlo_pb2.S4, [2]), 21, bytes([0x0F, 0x07])), "{-1, 7}"),
    (_constant(_shape(hlo_pb2.C64, []), 12, np.array([1.5, -2], "<f4").tobytes()), "(1.5, -2)"),
    (_constant(_shape(hlo_pb2.F32, []), 8, b""), "{...}"),                           # no value
    (_constant(_shape(hlo_pb2.F32, []), 8, np.array([2.5], "<f4").tobytes(), literal_shape=False), "2.5"),
    (_constant(_shape(hlo_pb2.F32, [2]), 8, np.array([1.0], "<f4").tobytes()), "{...}"),  # too short
    (_constant(_shape(hlo_pb2.F8E4M3FN, []), 20, b"\x38"), "{...}"),  # 8-bit floats: not decoded
    (_constant(_shape(hlo_pb2.TUPLE, []), 10, b""), "{...}"),
    (_constant(_shape(hlo_pb2.F32, [1] * 100), 8, np.array([1.0], "<f4").tobytes()), "{...}"),  # rank 100
])
def test_literal_values_types_and_bad_literals(inst, expected):
    assert literal.constant_text(inst) == expected


def test_a_constant_without_a_readable_literal():
    """No literal, or bytes that are no message: `{...}`, never an error."""
    assert literal.constant_text(hlo_pb2.HloInstructionProto(opcode="constant")) == "{...}"
    inst = hlo_pb2.HloInstructionProto(opcode="constant", shape=_shape(hlo_pb2.F32, []))
    broken = hlo_pb2.HloInstructionProto.FromString(inst.SerializeToString() + b"\x42\x03\x0a\xff\xff")
    assert literal.constant_text(broken) == "{...}"


def test_tuple_shapes_mark_every_fifth_element():
    tuple_ = hlo_pb2.ShapeProto(element_type=hlo_pb2.TUPLE)
    for _ in range(11):
        tuple_.tuple_shapes.add(element_type=hlo_pb2.S32)
    assert shapes.shape_text(tuple_) == ("(s32[], s32[], s32[], s32[], s32[], /*index=5*/s32[], s32[], s32[], s32[], "
                                         "s32[], /*index=10*/s32[])")
