"""The HLO graph around an instruction: what graph_viewer draws.

Edges run from an operand to its user, inside one computation (operands live
in the computation of their user). The neighbourhood of an instruction within
`width` is every instruction of its computation at most `width` edges away,
whichever way the edges point (operands of operands, users of users, operands
of users...), found breadth first, nearest first, and cut at `limit`
instructions so that a wide module stays drawable. Instructions with a
neighbour outside the neighbourhood are its boundary: the view marks them as
having more beyond.
"""

from __future__ import annotations

import dataclasses
from collections import deque

from .instructions import Instructions


@dataclasses.dataclass
class Neighbourhood:
    rows: list[int]              # nearest first; rows[0] is the centre
    distance: dict[int, int]     # row -> edges from the centre
    edges: list[tuple[int, int]]  # (operand row, user row) between rows of the neighbourhood
    boundary: set[int]           # rows with a neighbour left out
    truncated: bool              # `limit` cut the neighbourhood short of `width`


def adjacency(table: Instructions, comp: int) -> tuple[dict[int, list[int]], dict[int, list[int]]]:
    """(operands, users) of each instruction of computation `comp`, by row, each list once per row."""
    rows = table.computation_rows(comp)
    operands: dict[int, list[int]] = {}
    users: dict[int, list[int]] = {r: [] for r in rows}
    for r in rows:  # once per instruction of the computation
        ops = list(dict.fromkeys(table.operand_rows(r)))
        operands[r] = ops
        for o in ops:
            users[o].append(r)
    return operands, users


def neighbourhood(table: Instructions, centre: int, width: int, limit: int) -> Neighbourhood:
    operands, users = adjacency(table, int(table.comp[centre]))
    distance = {centre: 0}
    queue = deque([centre])
    truncated = False
    while queue:
        row = queue.popleft()
        d = distance[row]
        if d == width:
            continue
        for nxt in (*operands[row], *users[row]):
            if nxt in distance:
                continue
            if len(distance) >= limit:
                truncated = True
                queue.clear()
                break
            distance[nxt] = d + 1
            queue.append(nxt)
    rows = list(distance)
    edges = [(o, r) for r in rows for o in operands[r] if o in distance]
    boundary = {r for r in rows if any(n not in distance for n in (*operands[r], *users[r]))}
    return Neighbourhood(rows, distance, edges, boundary, truncated)


def computation_graph(table: Instructions, comp: int, limit: int) -> tuple[list[int], list[tuple[int, int]], bool]:
    """(rows, edges, truncated) of a whole computation (a fusion's, drawn inside its node), at most
    `limit` rows: the first ones in program order."""
    operands, _ = adjacency(table, comp)
    rows = list(table.computation_rows(comp))
    kept = set(rows[:limit])
    edges = [(o, r) for r in rows[:limit] for o in operands[r] if o in kept]
    return rows[:limit], edges, len(rows) > limit


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
