"""FLOPs and bytes estimates of HLO instructions (analysis/hlo/instructions.py) against XProf's.

The real case: the MI300X profile's `cudnn-conv.1`, a `__cudnn$convForward` custom call
(MIOpen) taking 45 % of the device's op time, whose FLOPs, bytes and HBM bytes per
execution are read back from XProf 2.24.2's hlo_stats on the same file. Padded, dilated
and grouped convolutions (no real profile here has one) are checked against a direct count
of the multiply-adds that read an input element.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from conftest import accelerator_xplane, accelerator_xprof
from tb_profile_plugin.analysis import hlo
from tb_profile_plugin.analysis.hlo import instructions
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.protos import hlo_pb2
from tb_profile_plugin.tools import hlo_stats

GIB = 2**30


@pytest.fixture(scope="module")
def mi300x():
    return xspace.load(accelerator_xplane("jax_mi300x_conv"))


def _xprof_row(op: str) -> dict:
    data = accelerator_xprof("jax_mi300x_conv", "hlo_stats")
    table = data[0] if isinstance(data, list) else data
    ids = [c["id"] for c in table["cols"]]
    rows = [dict(zip(ids, [c.get("v") if c else None for c in r["c"]])) for r in table["rows"]]
    return next(r for r in rows if r["hlo_op_name"] == op)


def test_cudnn_convolution_costs_are_xprofs(mi300x):
    theirs = _xprof_row("cudnn-conv.1")
    seconds, runs = theirs["total_time"] * 1e-6, theirs["occurrences"]
    table = hlo.tables(mi300x)["jit_forward_3d_conv(15)"]
    row = table.index["cudnn-conv.1"]
    flops, nbytes = table.estimate_cost(row)
    # 2 x 16 input features x 5120 output features x (32 x 60 x 104 positions on the input)
    assert flops == 2 * 16 * 5120 * 32 * 60 * 104 == 32_715_571_200
    assert flops == pytest.approx(theirs["model_flop_rate"] * 1e9 * seconds / runs, rel=1e-12)
    # operands and the output, not the 7,150,336-byte scratch buffer
    assert nbytes == 6_389_760 + 655_360 + 572_026_880
    assert nbytes == pytest.approx(theirs["measured_memory_bw"] * GIB * seconds / runs, rel=1e-12)
    assert table.estimate_hbm_bytes(row) == pytest.approx(theirs["hbm_bw"] * GIB * seconds / runs, rel=1e-12)
    # Every other op of the program: XProf's bytes.
    for op in ("input_transpose_fusion", "input_transpose_fusion.1", "loop_transpose_fusion"):
        other = _xprof_row(op)
        est = table.estimate_cost(table.index[op])[1]
        assert est == pytest.approx(other["measured_memory_bw"] * GIB * other["total_time"] * 1e-6
                                    / other["occurrences"], rel=1e-12)
        assert table.estimate_hbm_bytes(table.index[op]) == est


def test_hlo_stats_gives_the_convolution_its_flops(mi300x):
    ours = hlo_stats.convert([mi300x], {})
    ids = [c["id"] for c in ours["columns"]]
    conv = next(dict(zip(ids, r)) for r in ours["rows"] if r[ids.index("hlo_op_name")] == "cudnn-conv.1")
    theirs = _xprof_row("cudnn-conv.1")
    assert conv["operational_intensity"] == pytest.approx(theirs["operational_intensity"], rel=1e-12)
    # XProf counts each of the convolution's two kernels as an occurrence (roofline_model's docstring)
    assert (conv["occurrences"], theirs["occurrences"]) == (40, 79)
    assert conv["model_flop_rate"] == pytest.approx(theirs["model_flop_rate"] * 40 / 79, rel=1e-12)


def _convolution(lhs, rhs, out, *, stride, pad, base=1, dilation=1, groups=1):
    """A 1-D convolution bf0 x oi0 -> bf0 (batch, feature, one spatial dimension)."""
    inst = hlo_pb2.HloInstructionProto(opcode="convolution", feature_group_count=groups)
    dim = inst.window.dimensions.add(size=rhs[2], stride=stride, padding_low=pad[0], padding_high=pad[1],
                                     base_dilation=base, window_dilation=dilation)
    assert dim.size == rhs[2]
    dn = inst.convolution_dimension_numbers
    dn.input_batch_dimension, dn.input_feature_dimension = 0, 1
    dn.kernel_output_feature_dimension, dn.kernel_input_feature_dimension = 0, 1
    dn.output_batch_dimension, dn.output_feature_dimension = 0, 1
    dn.input_spatial_dimensions.append(2)
    dn.kernel_spatial_dimensions.append(2)
    dn.output_spatial_dimensions.append(2)
    shapes = [hlo_pb2.ShapeProto(element_type=hlo_pb2.F32, dimensions=list(d)) for d in (lhs, rhs, out)]
    return inst, shapes


def _direct_count(inputs, kernel, outputs, stride, pad_low, base, dilation) -> int:
    count = 0
    for k, o in itertools.product(range(kernel), range(outputs)):
        position = o * stride - pad_low + k * dilation
        if position % base == 0 and 0 <= position // base < inputs:
            count += 1
    return count


@pytest.mark.parametrize("inputs, kernel, stride, pad, base, dilation", [
    (5, 3, 1, (1, 1), 1, 1),     # "same" padding: the edges read padding
    (60, 2, 2, (1, 1), 1, 1),    # the MI300X convolution's strided dimension
    (7, 3, 2, (2, 2), 1, 2),     # window dilation
    (4, 3, 1, (2, 2), 2, 1),     # base dilation (a transposed convolution)
    (6, 3, 1, (0, 0), 1, 1),     # valid: every position reads the input
])
def test_padded_and_dilated_convolutions_count_what_xla_counts(inputs, kernel, stride, pad, base, dilation):
    dilated_in = (inputs - 1) * base + 1 + pad[0] + pad[1]
    outputs = (dilated_in - ((kernel - 1) * dilation + 1)) // stride + 1
    inst, (lhs, rhs, out) = _convolution((2, 6, inputs), (4, 3, kernel), (2, 4, outputs), stride=stride, pad=pad,
                                         base=base, dilation=dilation, groups=2)
    positions = _direct_count(inputs, kernel, outputs, stride, pad[0], base, dilation)
    # 2 x (6 features / 2 groups) x 4 output features x batch 2 x positions
    assert instructions.convolution_flops(inst, lhs, rhs, out) == 2 * 3 * 4 * 2 * positions
    if pad == (0, 0) and base == dilation == stride == 1:
        assert positions == kernel * outputs
    else:
        assert positions < kernel * outputs or base > 1


def test_valid_positions_of_a_long_padded_dimension():
    dim = hlo_pb2.WindowDimension(size=3, stride=1, padding_low=1, padding_high=1, base_dilation=1,
                                  window_dilation=1)
    assert instructions._valid_positions(10_000, 3, 10_000, dim) == 3 * 10_000 - 2
    assert np.int64(instructions._valid_positions(5, 3, 5, dim)) == 13
