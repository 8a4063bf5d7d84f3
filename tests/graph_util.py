"""A synthetic XLA module of any size, for graph_viewer's tests and its browser timing.

`wide_module(n)` is an HloProto whose entry computation `main` has n
instructions: 8 parameters, then ops each taking one or two operands among the
30 before it (as HLO programs read: mostly local data flow), every 20th a loop
fusion calling a fused computation of its own (parameters, a multiply, an add),
and the root a tuple of the last op. One op is named with markup
(HOSTILE_OP) to check that names stay text. `graph_space(n)` is an XSpace
carrying it on the metadata plane, as JAX writes modules (a CPU profile).

`star_module(users)`: one parameter `p.0` with `users` users, a chain of adds
(`add.i = add(p.0, add.(i-1))`) ending in a tuple: an op with 200,000 users
is what made every graph_viewer request rebuild the module's operand lists
(issue 44). `graph_space(n, module=star_module(n))` carries it.
"""

from __future__ import annotations

import random

from tb_profile_plugin.profile import schema
from tb_profile_plugin.protos import hlo_pb2, xplane_pb2

from conftest import PlaneBuilder

HOSTILE_OP = '<img src=x onerror="alert(1)">'
MODULE = "wide_module"
PROGRAM_ID = 77


def _shape(dims=(64, 64)) -> hlo_pb2.ShapeProto:
    shape = hlo_pb2.ShapeProto(element_type=hlo_pb2.F32, dimensions=list(dims))
    shape.layout.minor_to_major.extend(range(len(dims) - 1, -1, -1))
    return shape


def wide_module(n: int, seed: int = 7) -> hlo_pb2.HloProto:
    rnd = random.Random(seed)
    proto = hlo_pb2.HloProto()
    m = proto.hlo_module
    m.name, m.id = MODULE, PROGRAM_ID
    fused = []
    next_id = 1
    entry_id = 10_000_000
    for k in range(n // 20 + 1):  # the fused computations first, as XLA writes them
        comp = m.computations.add(name=f"fused_computation.{k}", id=entry_id + 1 + k, is_fusion_computation=True)
        a = comp.instructions.add(name=f"param_0.{k}", opcode="parameter", id=next_id, shape=_shape(),
                                  parameter_number=0)
        b = comp.instructions.add(name=f"param_1.{k}", opcode="parameter", id=next_id + 1, shape=_shape(),
                                  parameter_number=1)
        mul = comp.instructions.add(name=f"multiply.f{k}", opcode="multiply", id=next_id + 2, shape=_shape(),
                                    operand_ids=[a.id, b.id])
        add = comp.instructions.add(name=f"add.f{k}", opcode="add", id=next_id + 3, shape=_shape(),
                                    operand_ids=[mul.id, a.id])
        comp.root_id = add.id
        fused.append(comp.id)
        next_id += 4
    entry = m.computations.add(name="main", id=entry_id)
    m.entry_computation_name, m.entry_computation_id = "main", entry_id
    ids = []
    for i in range(n - 1):
        if i < 8:
            inst = entry.instructions.add(name=f"p.{i}", opcode="parameter", id=next_id, shape=_shape(),
                                          parameter_number=i)
        else:
            k = rnd.choice((1, 2))
            operands = list(dict.fromkeys(ids[max(0, i - 1 - rnd.randrange(30))] for _ in range(k)))
            if i % 20 == 0:
                inst = entry.instructions.add(name=f"fusion.{i}", opcode="fusion", id=next_id, shape=_shape(),
                                              operand_ids=(operands * 2)[:2], fusion_kind="kLoop")
                inst.called_computation_ids.append(fused[i // 20])
            else:
                opcode = rnd.choice(("add", "multiply", "subtract", "maximum", "exponential", "negate"))
                unary = opcode in ("exponential", "negate")
                name = HOSTILE_OP if i == 50 else f"{opcode}.{i}"
                inst = entry.instructions.add(name=name, opcode=opcode, id=next_id, shape=_shape(),
                                              operand_ids=operands[:1] if unary else (operands * 2)[:2])
        ids.append(inst.id)
        next_id += 1
    root = entry.instructions.add(name="tuple.root", opcode="tuple", id=next_id, operand_ids=[ids[-1]])
    root.shape.element_type = hlo_pb2.TUPLE
    root.shape.tuple_shapes.append(_shape())
    entry.root_id = root.id
    return proto


def star_module(users: int) -> hlo_pb2.HloProto:
    proto = hlo_pb2.HloProto()
    m = proto.hlo_module
    m.name, m.id = MODULE, PROGRAM_ID
    entry = m.computations.add(name="main", id=1)
    m.entry_computation_name, m.entry_computation_id = "main", 1
    hub = entry.instructions.add(name="p.0", opcode="parameter", id=2, shape=_shape(), parameter_number=0)
    prev = entry.instructions.add(name="p.1", opcode="parameter", id=3, shape=_shape(), parameter_number=1)
    for i in range(users):
        prev = entry.instructions.add(name=f"add.{i}", opcode="add", id=4 + i, shape=_shape(),
                                      operand_ids=[hub.id, prev.id])
    root = entry.instructions.add(name="tuple.root", opcode="tuple", id=4 + users, operand_ids=[prev.id])
    root.shape.element_type = hlo_pb2.TUPLE
    root.shape.tuple_shapes.append(_shape())
    entry.root_id = root.id
    return proto


def graph_space(n: int, host: str = "graphhost", module: hlo_pb2.HloProto | None = None) -> xplane_pb2.XSpace:
    module = wide_module(n) if module is None else module
    space = xplane_pb2.XSpace(hostnames=[host])
    meta = PlaneBuilder(space, schema.METADATA_PLANE)
    meta.event_metadata(f"{MODULE}({PROGRAM_ID})", stats={schema.HLO_PROTO: module.SerializeToString(),
                                                          schema.PROGRAM_ID: PROGRAM_ID})
    return space
