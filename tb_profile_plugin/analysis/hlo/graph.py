"""The HLO graph around an instruction: what graph_viewer draws.

Edges run from an operand to its user, inside one computation (operands live
in the computation of their user). The neighbourhood of an instruction within
`width` is every instruction of its computation at most `width` edges away,
whichever way the edges point (operands of operands, users of users, operands
of users...), found breadth first, nearest first, and cut at `limit`
instructions so that a wide module stays drawable. Instructions with a
neighbour outside the neighbourhood are its boundary: the view marks them as
having more beyond.

The operands and users of every instruction of a module are its `Index`, read
in bulk from the serialized instructions (operand ids are packed varints) and
kept with the module's parsed HLO (`index(profile, name)`, built once per
module: CSR arrays of one entry per instruction and per operand edge, a
fraction of the parsed module beside them). A request then walks the index
level by level with numpy: an op with 200,000 users costs one gather, not a
Python loop over the module.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ...profile import Profile, wire
from .instructions import Instructions
from .modules import BadModule, registry


@dataclasses.dataclass
class Neighbourhood:
    rows: list[int]              # nearest first; rows[0] is the centre
    distance: dict[int, int]     # row -> edges from the centre
    edges: list[tuple[int, int]]  # (operand row, user row) between rows of the neighbourhood
    boundary: set[int]           # rows with a neighbour left out
    truncated: bool              # `limit` cut the neighbourhood short of `width`


@dataclasses.dataclass(frozen=True)
class Index:
    """Operands and users of every row of a module, as CSR arrays: the operands of row r are
    operands[operand_start[r]:operand_start[r + 1]] (distinct, in operand order), its users
    users[user_start[r]:user_start[r + 1]] (in row order)."""

    operand_start: np.ndarray
    operands: np.ndarray
    user_start: np.ndarray
    users: np.ndarray

    def __len__(self) -> int:
        return len(self.operand_start) - 1


def index(profile: Profile, name: str, table: Instructions) -> Index:
    """The Index of module `name` (its table `table`), built on first use and kept with the module."""
    return registry(profile).cached(("graph-index", name), lambda: build_index(table))


def _packed_varints(buf: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(message of each value, value) of the packed varint fields buf[lo:hi], all at once
    (wire.varints at each varint's first byte)."""
    length = hi - lo
    total = int(length.sum())
    if not total:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    ends = np.cumsum(length)
    at = np.repeat(lo - (ends - length), length) + np.arange(total)
    last = buf[at] < 0x80  # a varint's last byte
    if not np.all(last[ends[length > 0] - 1]):
        raise BadModule("an instruction's operand ids end in a truncated varint")
    values, size = wire.varints(buf, at[np.flatnonzero(np.r_[True, last[:-1]])])
    if size.max() > 10:
        raise BadModule("an instruction's operand ids hold a varint longer than 10 bytes")
    counted = np.r_[0, np.cumsum(last)]
    per_message = counted[ends] - counted[ends - length]
    return np.repeat(np.arange(len(lo)), per_message), values.view(np.int64)


def _operand_ids(table: Instructions) -> tuple[np.ndarray, np.ndarray]:
    """(user row, operand id) of every operand of the module, in row then operand order."""
    buf, lo, hi, count = table.operand_id_spans
    user, ids = _packed_varints(buf, lo, hi)
    # Operand ids written unpacked (legal protobuf, not what XLA writes): from the parsed rows.
    odd = np.flatnonzero((count > 0) & ~((count == 1) & (hi > 0)))
    if len(odd):
        keep = ~np.isin(user, odd)
        extra = [(r, list(table.inst(r).operand_ids)) for r in odd.tolist()]
        user = np.concatenate([user[keep], np.repeat(odd, [len(o) for _, o in extra])])
        ids = np.concatenate([ids[keep], np.array([i for _, o in extra for i in o], np.int64)])
        order = np.argsort(user, kind="stable")
        user, ids = user[order], ids[order]
    return user, ids


def build_index(table: Instructions) -> Index:
    """The Index of a module: operand ids resolved in the computation of their user (an id
    no instruction there has is left out; of two instructions with one id, the later one)."""
    n = len(table)
    rows = np.int32 if n < 2**31 else np.int64
    comp = table.comp.astype(np.int64)
    user, op_id = _operand_ids(table)
    known, rank = np.unique(table.ids, return_inverse=True)
    m = max(len(known), 1)
    row_key = comp * m + rank.reshape(-1)
    by_key = np.argsort(row_key, kind="stable")
    sorted_keys = row_key[by_key]
    at = np.minimum(np.searchsorted(known, op_id), len(known) - 1) if len(known) else np.zeros(len(op_id), np.int64)
    ok = known[at] == op_id if len(known) else np.zeros(len(op_id), bool)
    user, want = user[ok], comp[user[ok]] * m + at[ok]
    hit = np.searchsorted(sorted_keys, want, "right") - 1
    ok = hit >= 0
    ok[ok] = sorted_keys[hit[ok]] == want[ok]
    user, op = user[ok], by_key[hit[ok]]
    # Each user's distinct operands, the first occurrence of each kept in place.
    _, first = np.unique(user * n + op, return_index=True)
    first.sort()
    user, op = user[first], op[first]
    by_operand = np.argsort(op, kind="stable")  # users are in row order already
    return Index(np.r_[0, np.cumsum(np.bincount(user, minlength=n))], op.astype(rows),
                 np.r_[0, np.cumsum(np.bincount(op, minlength=n))], user[by_operand].astype(rows))


def _gather(start: np.ndarray, values: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(position in `rows`, value) of the CSR segments of `rows`, in order."""
    lo, hi = start[rows], start[rows + 1]
    length = hi - lo
    total = int(length.sum())
    owner = np.repeat(np.arange(len(rows)), length)
    at = np.arange(total) - np.repeat(np.cumsum(length) - length, length) + np.repeat(lo, length)
    return owner, values[at]


def _neighbours(index: Index, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(position in `rows`, neighbour) of each row's operands then users, row by row (the
    order a breadth-first walk meets them)."""
    oo, ov = _gather(index.operand_start, index.operands, rows)
    uo, uv = _gather(index.user_start, index.users, rows)
    owner = np.concatenate([oo, uo])
    order = np.argsort(2 * owner + np.r_[np.zeros(len(oo), np.int64), np.ones(len(uo), np.int64)], kind="stable")
    return owner[order], np.concatenate([ov, uv])[order]


def neighbourhood(index: Index, centre: int, width: int, limit: int) -> Neighbourhood:
    distance = np.full(len(index), -1, np.int64)
    distance[centre] = 0
    levels = [np.array([centre], np.int64)]
    count, truncated = 1, False
    for d in range(1, width + 1):
        _, found = _neighbours(index, levels[-1])
        found = found[distance[found] < 0]
        if not len(found):
            break
        _, first = np.unique(found, return_index=True)
        new = found[np.sort(first)].astype(np.int64)
        if len(new) > limit - count:
            new, truncated = new[: limit - count], True
        distance[new] = d
        levels.append(new)
        count += len(new)
        if truncated:
            break
    rows = np.concatenate(levels)
    owner, ops = _gather(index.operand_start, index.operands, rows)
    inside = distance[ops] >= 0
    edges = list(zip(ops[inside].tolist(), rows[owner[inside]].tolist()))
    owner, near = _neighbours(index, rows)
    boundary = np.unique(rows[owner[distance[near] < 0]])
    return Neighbourhood(rows.tolist(), dict(zip(rows.tolist(), distance[rows].tolist())), edges,
                         set(boundary.tolist()), truncated)


def computation_graph(table: Instructions, index: Index, comp: int, limit: int
                      ) -> tuple[list[int], list[tuple[int, int]], bool]:
    """(rows, edges, truncated) of a whole computation (a fusion's, drawn inside its node), at most
    `limit` rows: the first ones in program order."""
    every = table.computation_rows(comp)
    rows = np.arange(every.start, min(every.stop, every.start + limit), dtype=np.int64)
    owner, ops = _gather(index.operand_start, index.operands, rows)
    kept = ops < every.start + limit  # operands are rows of the same computation
    return rows.tolist(), list(zip(ops[kept].tolist(), rows[owner[kept]].tolist())), len(every) > limit


def root_row(table: Instructions, comp: int) -> int | None:
    """The root instruction of computation `comp` (its last one when the proto names none)."""
    computation = table.proto.hlo_module.computations[comp]
    rows = table.computation_rows(comp)
    if not len(rows):
        return None
    by_id = table.rows_by_id(comp)
    return by_id.get(computation.root_id, rows[-1])


def entry_root(table: Instructions) -> int | None:
    module = table.proto.hlo_module
    comp = table.comp_index(module.entry_computation_id) if module.entry_computation_id else None
    if comp is None:
        names = list(table.comp_names)
        comp = names.index(module.entry_computation_name) if module.entry_computation_name in names else \
            len(names) - 1
    return root_row(table, comp) if comp >= 0 else None
