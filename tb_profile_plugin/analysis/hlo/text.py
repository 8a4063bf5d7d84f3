"""An HLO instruction as text, as XLA prints it (HloInstruction::ToString): what
op_profile, hlo_stats and graph_viewer show.

The long form (`%name = shape opcode(shape %operand, ...)`), with the
attributes XLA prints in its order: the instruction's own (fusion kind,
collective groups, dimensions, windows, directions, a custom call's
target...), then the computations it calls (`calls=`, `to_apply=`,
`condition=`/`body=`, `called_computations={...}`...). A constant shows its
value (literal.py: `constant(0.05)`, `{...}` past 10 elements), an iota its
`iota_dimension`. Not printed: backend configs, shardings, frontend
attributes and metadata.
"""

from __future__ import annotations

from ...protos import hlo_pb2
from . import literal, shapes

# Opcodes whose called computation XLA prints as `to_apply=`.
_TO_APPLY = frozenset({"call", "map", "reduce", "reduce-window", "all-reduce", "all-reduce-start",
                       "reduce-scatter", "scatter", "sort"})


def shape(s: hlo_pb2.ShapeProto) -> str:
    """The text of a shape in an expression: tuples nested too deeply end in `...`."""
    return shapes.shape_text(s, too_deep="...")


def expression(table, row: int) -> str:
    """Instruction `row` of an Instructions table as HLO text (operands with
    their shapes, main attributes)."""
    inst = table.inst(row)
    operands = []
    for r in table.operand_rows(row):
        operands.append(f"{shape(table.inst(r).shape)} %{table.names[r]}")
    attrs = _attributes(table, inst) + _called(table, row, inst)
    head = f"%{inst.name} = {shape(inst.shape)} {inst.opcode}"
    if inst.opcode == "parameter":
        return f"{head}({inst.parameter_number})"
    if inst.opcode == "constant":
        operands = [literal.constant_text(inst)]
    return f"{head}({', '.join(operands)})" + "".join(f", {a}" for a in attrs)


def _called(table, row: int, inst) -> list[str]:
    """The computations an instruction calls, as XLA names them after its own attributes."""
    called = [f"%{table.comp_names[i]}" for i in (table.comp_index(c) for c in inst.called_computation_ids)
              if i is not None]
    op = inst.opcode
    if not called:
        return []
    if op == "while" and len(called) == 2:
        return [f"condition={called[0]}", f"body={called[1]}"]
    if op == "select-and-scatter" and len(called) == 2:
        return [f"select={called[0]}", f"scatter={called[1]}"]
    if op == "conditional":
        first = table.operand_rows(row)[:1]
        if len(called) == 2 and first and table.inst(first[0]).shape.element_type == hlo_pb2.PRED:
            return [f"true_computation={called[0]}", f"false_computation={called[1]}"]
        return ["branch_computations={" + ", ".join(called) + "}"]
    if op == "custom-call":
        return ["called_computations={" + ", ".join(called) + "}"]
    return [("to_apply=" if op in _TO_APPLY else "calls=") + ", ".join(called)]


def _attributes(table, inst) -> list[str]:
    out = []
    op = inst.opcode
    if op == "fusion":
        out.append(f"kind={inst.fusion_kind}")
    out += _collective_attributes(inst)
    if op == "iota":
        if len(inst.dimensions):
            out.append(f"iota_dimension={inst.dimensions[0]}")
    elif (len(inst.dimensions) and op not in ("parameter",)) or op == "broadcast":  # XLA prints a scalar's `{}`
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
    if op in ("convolution", "custom-call") and inst.HasField("convolution_dimension_numbers"):
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


def _collective_attributes(inst) -> list[str]:
    """channel_id, replica_groups and use_global_device_ids, in XLA's order."""
    out = []
    if inst.channel_id > 0:
        out.append(f"channel_id={inst.channel_id}")
    devices = inst.collective_device_list
    iota = devices.iota_replica_group_list
    if iota.num_replica_groups:
        text = f"[{iota.num_replica_groups},{iota.num_devices_per_group}]<=[" + \
            ",".join(str(d) for d in iota.iota_reshape_dims) + "]"
        perm = list(iota.iota_transpose_perm)
        if perm and perm != sorted(perm):
            text += "T(" + ",".join(str(d) for d in perm) + ")"
        out.append(f"replica_groups={text}")
    else:
        groups = devices.replica_groups or inst.replica_groups
        if len(groups):
            out.append("replica_groups={" + ",".join(
                "{" + ",".join(str(r) for r in g.replica_ids) + "}" for g in groups) + "}")
    if inst.use_global_device_ids:
        out.append("use_global_device_ids=true")
    return out


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
