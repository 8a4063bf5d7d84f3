"""memory_viewer's heap: a module's buffer assignment replayed as XProf does.

`heap_analysis(profile, name, color)` is the heap simulation of one memory space of a
module (`HeapAnalysis`), cached with the module: its logical buffers, the heap
size at every program point, the peak and the buffers live at it.
`buffer_details` describes some of its buffers (instruction, shape, source).

The buffer assignment is read in bulk from the serialized module
(wire.Messages over its HloProtoView): no Python object per logical buffer or
heap-simulator event, which matters for modules of 100,000s of them. The
instructions come from the module's instruction table (instructions.py).
A malformed module (a shape nested too deeply, SHARE_WITH events in a cycle,
frees without allocations...) raises a ProfileError naming it.
"""

from __future__ import annotations

import dataclasses

import numpy as np
from ...lazy_pandas import pd

from ...errors import NotFound
from ...profile import Profile, schema, wire
from ...protos import hlo_pb2
from . import shapes
from .instructions import Instructions, table
from .modules import BadModule, decode_error, guarded, registry, wire_errors

ALLOC, FREE, SHARE_WITH = 0, 1, 2  # HeapSimulatorTrace.Event.Kind


def memory_space_name(color: int) -> str:
    name = schema.XLA_MEMORY_SPACES.get(int(color))
    return f"{name} ({color})" if name else f"Memory space {color}"


@dataclasses.dataclass(frozen=True)
class HeapAnalysis:
    """One memory space of a module, as XProf's memory viewer computes it.

    Logical buffers (`buffers`, one row each, only those assigned to an
    allocation and defined by a known instruction): id, size, unpadded,
    allocation (index), offset, color, instruction (row of the instruction
    table), shape_index (tuple) and the span [start, limit] of program points
    it is live in the heap simulation (-1 when it has none).

    The timeline has one point before each heap-simulator event and one at the
    end (so point i+1 is after event i): `heap_bytes` / `unpadded_heap_bytes`
    include the buffers of indefinite lifetime (parameters, outputs, constants,
    not thread-local ones); `instruction_names()` names the instruction of
    each event.
    `peak_position` is the event that reached the peak (chart x = position+1).
    `peak_rows`: the biggest buffer of each indefinite allocation (by
    allocation index), then the buffers the simulation holds at the peak in
    the order they were allocated.
    """

    color: int
    trace_index: int
    buffers: pd.DataFrame
    allocations: pd.DataFrame
    heap_bytes: np.ndarray
    unpadded_heap_bytes: np.ndarray
    name_span: tuple              # (start, end) in `raw` of each point's instruction name
    raw: wire.Messages | None
    peak_bytes: int
    peak_unpadded_bytes: int
    peak_position: int
    peak_rows: np.ndarray         # rows of `buffers` at the peak (see above)
    indefinite_bytes: int         # allocations counted at every point (with a known buffer)
    temp_peak_bytes: int          # the simulation's own peak (the heap without indefinite buffers)
    temp_allocation_bytes: int    # size of the allocation the simulation packed

    def instruction_names(self, points=None) -> list[str]:
        """The instruction name of each program point (or of `points`); the
        last point, after every event, has none ("")."""
        lo, hi = self.name_span
        if points is not None:
            lo, hi = lo[points], hi[points]
        return self.raw.text(lo, hi) if self.raw is not None else []


# Field numbers (protos/hlo.proto).
_LB_ID, _LB_SIZE, _LB_DEFINED_AT, _LB_COLOR = 1, 2, 3, 4
_LOC_SHAPE_INDEX, _LOC_INSTRUCTION_ID = 3, 4
_ASSIGNED_ID, _ASSIGNED_OFFSET = 1, 2
_EV_KIND, _EV_BUFFER, _EV_INSTRUCTION, _EV_CANONICAL = 1, 2, 4, 5
_ALLOCATION_COLUMNS = ("index", "size", "color", "parameter_number", "assigned", "is_thread_local", "is_tuple",
                       "is_entry_computation_parameter", "is_constant", "maybe_live_out")


@dataclasses.dataclass(frozen=True)
class _Decoded:
    """The buffer assignment of one module, decoded in bulk."""

    instructions: Instructions
    inst_unpadded: np.ndarray    # bytes of each instruction's whole shape, unpadded
    lb: dict                     # id, size, color, instruction (row, -1 unknown), indexed, where
    logical: wire.Messages
    allocations: pd.DataFrame
    assigned: tuple              # (buffer id, allocation index, offset) per assigned entry
    traces: list                 # per trace: (kind, buffer id, canonical id, name start, name end, Messages)


def _decode(insts: Instructions) -> _Decoded:
    ba = insts.view.buffer_assignment
    ids, unpadded = insts.ids, insts.buffer_bytes()
    with wire_errors():
        # Logical buffers and where they are defined.
        logical = wire.Messages(list(ba.logical_buffers))
        lv, lsp, _ = logical.read(varints=(_LB_ID, _LB_SIZE, _LB_COLOR), spans=(_LB_DEFINED_AT,))
        w_lo, w_hi = lsp[_LB_DEFINED_AT]
        wv, _, wc = logical.read(varints=(_LOC_INSTRUCTION_ID,), counted=(_LOC_SHAPE_INDEX,), starts=w_lo, ends=w_hi)
        order = np.argsort(ids, kind="stable")
        inst_row = _lookup(ids[order], order, wv[_LOC_INSTRUCTION_ID])
        # Allocations (a few, or a few thousand) and their assigned buffers.
        allocs = list(ba.buffer_allocations)
        members = [a.assigned for a in allocs]
        columns = {k: np.fromiter((getattr(a, k) for a in allocs), np.int64, len(allocs))
                   for k in ("index", "size", "color", "parameter_number")}
        columns["assigned"] = np.fromiter(map(len, members), np.int64, len(allocs))
        for k in _ALLOCATION_COLUMNS[5:]:
            columns[k] = np.fromiter((getattr(a, k) for a in allocs), bool, len(allocs))
        allocations = pd.DataFrame(columns, columns=list(_ALLOCATION_COLUMNS))
        entries = wire.Messages([m for ms in members for m in ms])
        mv, _, _ = entries.read(varints=(_ASSIGNED_ID, _ASSIGNED_OFFSET))
        assigned = (mv[_ASSIGNED_ID], np.repeat(columns["index"], columns["assigned"]), mv[_ASSIGNED_OFFSET])
        traces = []
        for trace in ba.heap_simulator_traces:
            events = wire.Messages(list(trace.events))
            ev, esp, _ = events.read(varints=(_EV_KIND, _EV_BUFFER, _EV_CANONICAL), spans=(_EV_INSTRUCTION,))
            traces.append((ev[_EV_KIND], ev[_EV_BUFFER], ev[_EV_CANONICAL], *esp[_EV_INSTRUCTION], events))
    return _Decoded(
        instructions=insts, inst_unpadded=unpadded,
        lb={"id": lv[_LB_ID], "size": lv[_LB_SIZE], "color": lv[_LB_COLOR], "instruction": inst_row,
            "where": (w_lo, w_hi), "indexed": wc[_LOC_SHAPE_INDEX] > 0},
        logical=logical, allocations=allocations, assigned=assigned, traces=traces)


def _shape_index(decoded: _Decoded, row: int) -> tuple:
    """The shape index of one logical buffer (rarely non-empty: read as a message)."""
    lo, hi = decoded.lb["where"]
    try:
        return tuple(decoded.logical.message(hlo_pb2.LogicalBufferProto.Location, lo[row], hi[row]).shape_index)
    except Exception as e:  # protobuf DecodeError
        raise BadModule(decode_error("the location of a logical buffer", e)) from None


def _indefinite(allocations: pd.DataFrame) -> np.ndarray:
    """Allocations live for the whole program: parameters, constants and
    outputs (XLA's static buffers; thread-local ones are not counted, as in
    XProf 2.24)."""
    return ((allocations["is_entry_computation_parameter"] | allocations["is_constant"]
             | allocations["maybe_live_out"]) & ~allocations["is_thread_local"]).to_numpy()


def _lookup(sorted_ids: np.ndarray, order: np.ndarray, wanted: np.ndarray) -> np.ndarray:
    """Row of each wanted id in the table whose ids sorted are sorted_ids (-1: absent)."""
    if not len(sorted_ids):
        return np.full(len(wanted), -1, np.int64)
    pos = np.minimum(np.searchsorted(sorted_ids, wanted), len(sorted_ids) - 1)
    return np.where(sorted_ids[pos] == wanted, order[pos], -1)


@dataclasses.dataclass(frozen=True)
class _ModuleBuffers:
    buffers: pd.DataFrame        # the logical buffers XProf's memory viewer knows
    lookup: tuple                # (sorted ids, their rows) for _lookup
    allocations: pd.DataFrame
    entries: tuple               # (buffer row or -1, allocation index) per assigned entry
    traces: list                 # see _Decoded.traces
    trace_of_alloc: dict         # allocation index -> the trace that packs it
    decoded: _Decoded


def _module_buffers(profile: Profile, name: str) -> _ModuleBuffers:
    """Decoded buffer assignment of a module (cached): the logical buffers
    XProf's memory viewer knows, the allocations, their assigned entries, and
    the heap simulator traces."""
    def build():
        d = _decode(table(profile, name))
        lb = d.lb
        ids, inst = lb["id"], lb["instruction"]
        a_ids, a_alloc, a_off = d.assigned
        # A buffer counts when an allocation holds it and its instruction is
        # known; the last allocation naming it wins (as in XProf).
        order = np.argsort(ids, kind="stable")
        entry_row = _lookup(ids[order], order, a_ids)
        held = entry_row >= 0
        alloc_of = np.full(len(ids), -1, np.int64)
        offset = np.zeros(len(ids), np.int64)
        alloc_of[entry_row[held]] = a_alloc[held]  # later entries overwrite earlier ones
        offset[entry_row[held]] = a_off[held]
        known = (alloc_of >= 0) & (inst >= 0)
        unpadded = d.inst_unpadded[np.maximum(inst, 0)] if len(d.inst_unpadded) else np.zeros(len(ids), np.int64)
        shape_index = [()] * len(ids)
        # Buffers inside a tuple (few): their Location read as a message.
        for i in np.flatnonzero(known & lb["indexed"]).tolist():
            index = _shape_index(d, i)
            if index:
                shape_index[i] = index
                unpadded[i] = shapes.buffer_bytes(shapes.subshape(d.instructions.inst(inst[i]).shape, index))
        new_row = np.cumsum(known) - 1
        buffers = pd.DataFrame({
            "id": ids, "size": lb["size"], "unpadded": unpadded, "allocation": alloc_of, "offset": offset,
            "color": lb["color"], "instruction": inst, "shape_index": shape_index,
        })[known].reset_index(drop=True)
        # Assigned entries as rows of `buffers` (-1: a buffer it does not know).
        entry_row = np.where(held, entry_row, 0)
        entry_row = np.where(held & known[entry_row], new_row[entry_row], -1) if len(ids) else entry_row
        entries = (entry_row, a_alloc)
        b_order = np.argsort(buffers["id"].to_numpy(), kind="stable")
        lookup = (buffers["id"].to_numpy()[b_order], b_order)
        # Allocation packed by each trace: that of its first event's buffer.
        trace_of_alloc: dict[int, int] = {}
        for t, events in enumerate(d.traces):
            if len(events[1]):
                row = _lookup(*lookup, events[1][:1])[0]
                if row >= 0:
                    trace_of_alloc[int(buffers["allocation"].iat[row])] = t
        return _ModuleBuffers(buffers, lookup, d.allocations, entries, d.traces, trace_of_alloc, d)

    return registry(profile).cached(("buffers", name), lambda: guarded(profile, name, build))


def _choose_trace(buffers, lookup, allocations, traces, trace_of_alloc, color) -> int:
    """XProf's choice: the trace packing a non-indefinite allocation of the
    color (allocations by index), else the trace with most events of it."""
    indefinite = _indefinite(allocations)
    index = allocations["index"].to_numpy()
    of_color = allocations["color"].to_numpy() == color
    for j in np.argsort(index, kind="stable"):
        if of_color[j] and not indefinite[j] and int(index[j]) in trace_of_alloc:
            return trace_of_alloc[int(index[j])]
    best, best_count = -1, 0
    colors = buffers["color"].to_numpy()
    for t, (_, buf, _, _, _, _) in enumerate(traces):
        rows = _lookup(*lookup, buf)
        count = int(np.count_nonzero(colors[rows[rows >= 0]] == color))
        if count > best_count:
            best, best_count = t, count
    return best


@dataclasses.dataclass(frozen=True)
class _Replay:
    delta: np.ndarray        # heap change of each event (bytes)
    delta_unpadded: np.ndarray
    added: np.ndarray        # buffer row entering the live list at each event (-1: none)
    removed: np.ndarray      # buffer row leaving it (-1: none)
    revival: np.ndarray      # SHARE_WITH events that bring a freed group back


def _replay(kind, buf_row, canon_row, size, unpadded, n_buffers) -> _Replay:
    """The heap simulator's events replayed with reference counts, vectorized.

    A SHARE_WITH makes a buffer an alias of a canonical buffer: from then on
    its events count against the group of the canonical chain's root. The heap
    grows by a buffer's size at ALLOC, by the root's size at a SHARE_WITH that
    brings its group back from zero (a "revival"), and shrinks by the root's
    size at the FREE that takes its group to zero.
    """
    n = len(kind)
    valid = buf_row >= 0
    share = valid & (kind == SHARE_WITH) & (canon_row >= 0)
    alloc = valid & (kind == ALLOC)
    free = valid & (kind == FREE)
    other = valid & ~np.isin(kind, (ALLOC, FREE, SHARE_WITH))
    if other.any():
        raise BadModule(f"its heap simulator trace has an unknown event kind {int(kind[other][0])}")
    # Canonical pointer of each buffer (set by its SHARE_WITH, which comes
    # before its other events), roots by pointer jumping.
    parent = np.arange(n_buffers + 1)  # last slot: absent
    parent[buf_row[share]] = canon_row[share]
    root = parent.copy()
    for _ in range(64):  # chains of up to 2**64 buffers
        nxt = root[root]
        if np.array_equal(nxt, root):
            break
        root = nxt
    # A root shares with no other buffer; anything else is a ring of SHARE_WITH.
    ring = parent[root] != root
    if ring.any():
        raise BadModule("its heap simulator trace has SHARE_WITH events that form a cycle (buffers sharing "
                         f"each other's memory in a ring; {int(ring.sum())} buffers lead into it), so they have "
                         "no canonical buffer")
    group = np.full(n, n_buffers, np.int64)
    group[alloc] = root[buf_row[alloc]]
    group[free] = root[buf_row[free]]
    group[share] = root[canon_row[share]]
    step = np.zeros(n, np.int64)
    step[alloc | share] = 1
    step[free] = -1
    # Reference count after each event: a running sum per group.
    order = np.argsort(group, kind="stable")
    g_sorted = group[order]
    csum = np.cumsum(step[order])
    first = np.r_[True, g_sorted[1:] != g_sorted[:-1]] if n else np.empty(0, bool)
    group_start = np.maximum.accumulate(np.where(first, np.arange(n), 0)) if n else np.empty(0, np.int64)
    count_sorted = csum - np.r_[0, csum[:-1]][group_start] if n else csum
    count = np.empty(n, np.int64)
    count[order] = count_sorted
    if (free & (count < 0)).any():
        raise BadModule("its heap simulator trace frees a buffer more often than it allocates it")
    added = np.full(n, -1, np.int64)
    removed = np.full(n, -1, np.int64)
    added[alloc] = buf_row[alloc]
    revival = share & (count == 1)
    added[revival] = group[revival]
    gone = free & (count == 0)
    removed[gone] = group[gone]
    delta = np.zeros(n, np.int64)
    delta_u = np.zeros(n, np.int64)
    has_add = added >= 0
    delta[has_add] = size[added[has_add]]
    delta_u[has_add] = unpadded[added[has_add]]
    delta[gone] -= size[removed[gone]]
    delta_u[gone] -= unpadded[removed[gone]]
    return _Replay(delta, delta_u, added, removed, revival)


def _live_at(added, removed, peak: int) -> np.ndarray:
    """Rows added at events <= peak and not removed after being added, up to
    the peak, in the order they were added (a removal drops every earlier entry
    of that row, as a list remove would)."""
    ev = np.arange(len(added))
    add_ev = ev[(added >= 0) & (ev <= peak)]
    rem_ev = ev[(removed >= 0) & (ev <= peak)]
    rows = added[add_ev]
    if not len(rem_ev):
        return rows
    # The latest removal of each row up to the peak.
    last = np.full(max(int(rows.max(initial=-1)), int(removed[rem_ev].max())) + 1, -1, np.int64)
    last[removed[rem_ev]] = rem_ev  # ascending events: the last write is the latest
    return rows[last[rows] < add_ev]


def _first_after(rows: np.ndarray, events: np.ndarray, start: np.ndarray, last: bool) -> np.ndarray:
    """Per buffer row: the first (or last) of `events` of that row after
    start[row] (-1: none)."""
    out = np.full(len(start), -1, np.int64)
    ok = (rows >= 0) & (events > start[np.maximum(rows, 0)]) & (start[np.maximum(rows, 0)] >= 0)
    rows, events = rows[ok], events[ok]
    if last:
        out[rows] = events  # ascending events: the last write is the latest
    else:
        out[rows[::-1]] = events[::-1]
    return out


def _spans(kind, buf_row, rep: _Replay, n_buffers: int) -> tuple[np.ndarray, np.ndarray]:
    """[start, limit] of program points per buffer row (-1: none), as XProf's
    memory viewer draws lifetimes: a buffer lives from its ALLOC to the event
    that frees its group; a buffer that revives a freed group (SHARE_WITH)
    lives from there to its own FREE. Still live at the end: the last event."""
    n = len(kind)
    ev = np.arange(n)
    start = np.full(n_buffers, -1, np.int64)
    from_alloc = np.zeros(n_buffers, bool)
    opened = ((kind == ALLOC) & (buf_row >= 0)) | rep.revival
    start[buf_row[opened]] = ev[opened]  # the last opening wins
    a = (kind == ALLOC) & (buf_row >= 0)
    last_alloc = np.full(n_buffers, -1, np.int64)
    last_alloc[buf_row[a]] = ev[a]
    from_alloc[:] = (last_alloc == start) & (start >= 0)
    r = rep.removed >= 0
    end_root = _first_after(rep.removed[r], ev[r], start, last=False)
    f = (kind == FREE) & (buf_row >= 0)
    end_sharer = _first_after(buf_row[f], ev[f], start, last=True)
    end = np.where(from_alloc, end_root, end_sharer)
    limit = np.where(start >= 0, np.where(end >= 0, end, n - 1), -1)
    return start, limit


def _display_rows(live: np.ndarray, rep: _Replay, buf_row, peak: int) -> np.ndarray:
    """The buffer shown for each live group root at the peak: the buffer that
    last revived it (up to the peak), else the root itself."""
    ev = np.flatnonzero(rep.revival & (np.arange(len(rep.revival)) <= peak))
    if not len(ev) or not len(live):
        return live
    shown = np.arange(max(int(live.max()), int(rep.added[ev].max())) + 1)
    shown[rep.added[ev]] = buf_row[ev]  # ascending events: the latest revival wins
    return shown[live]


def heap_analysis(profile: Profile, name: str, color: int = 0) -> HeapAnalysis:
    """The heap simulation of module `name` in memory space `color` (cached)."""
    modules = registry(profile)
    if name not in modules.entries:
        raise NotFound(f"unknown XLA module {name!r}")
    return modules.cached(("heap", name, int(color)),
                          lambda: guarded(profile, name, lambda: _heap(profile, name, int(color))))


def _heap(profile: Profile, name: str, color: int) -> HeapAnalysis:
    mb = _module_buffers(profile, name)
    buffers, lookup, allocations, entries, traces = mb.buffers, mb.lookup, mb.allocations, mb.entries, mb.traces
    trace_of_alloc = mb.trace_of_alloc
    size = buffers["size"].to_numpy()
    unpadded = buffers["unpadded"].to_numpy()
    nb = len(buffers)
    size_x = np.r_[size, 0]
    unpadded_x = np.r_[unpadded, 0]
    t = _choose_trace(buffers, lookup, allocations, traces, trace_of_alloc, color)
    start = np.full(nb, -1, np.int64)
    limit = np.full(nb, -1, np.int64)
    if 0 <= t < len(traces):
        kind, buf, canon, name_lo, name_hi, names_raw = traces[t]
        buf_row = _lookup(*lookup, buf)
        canon_row = _lookup(*lookup, canon)
        seen_alloc = set(buffers["allocation"].to_numpy()[np.unique(buf_row[buf_row >= 0])].tolist())
        if len(seen_alloc) != 1:
            raise BadModule("its heap simulation should work out of a single buffer allocation, "
                             f"it uses {len(seen_alloc)}")
        rep = _replay(kind, buf_row, canon_row, size_x, unpadded_x, nb)
        after = np.cumsum(rep.delta)
        after_u = np.cumsum(rep.delta_unpadded)
        if len(after) and after.min() < 0:
            raise BadModule("its heap simulation frees more memory than it allocated")
        temp = np.r_[0, after]
        temp_u = np.r_[0, after_u]
        # The peak: the first event that raised the heap above every earlier
        # point (only growing events count, and only above zero).
        candidates = np.where(rep.added >= 0, after, 0)
        peak_pos = int(np.argmax(candidates)) if len(candidates) else 0
        temp_peak = int(candidates[peak_pos]) if len(candidates) else 0
        if temp_peak <= 0:
            peak_pos, temp_peak, peak_u = 0, 0, 0
            live = np.empty(0, np.int64)
        else:
            peak_u = int(after_u[peak_pos])
            live = _display_rows(_live_at(rep.added, rep.removed, peak_pos), rep, buf_row, peak_pos)
        start[:], limit[:] = _spans(kind, buf_row, rep, nb)
        name_span = (np.r_[name_lo, 0], np.r_[name_hi, 0])
        temp_alloc = next(iter(seen_alloc))
        temp_alloc_bytes = int(allocations.loc[allocations["index"] == temp_alloc, "size"].sum())
    else:
        temp = temp_u = np.empty(0, np.int64)
        peak_pos, temp_peak, peak_u = 0, 0, 0
        live = np.empty(0, np.int64)
        name_span = (np.zeros(0, np.int64), np.zeros(0, np.int64))
        names_raw = None
        temp_alloc_bytes = 0
    # Indefinite allocations of this color: the biggest of the buffers each
    # one lists stands for it (the first of equal sizes; none when all are
    # empty or unknown), in allocation index order.
    indefinite = _indefinite(allocations) & (allocations["color"].to_numpy() == color)
    ind_index = allocations["index"].to_numpy()[indefinite]
    entry_row, entry_alloc = entries
    rank = np.arange(len(entry_row))
    ok = (entry_row >= 0) & np.isin(entry_alloc, ind_index)
    ok[ok] = size[entry_row[ok]] > 0
    r, a, k = entry_row[ok], entry_alloc[ok], rank[ok]
    o = np.lexsort((k, -size[r], a))
    first = np.r_[True, a[o][1:] != a[o][:-1]] if len(o) else np.empty(0, bool)
    chosen = r[o][first]
    alloc_sizes = allocations.drop_duplicates("index").set_index("index")["size"]
    indefinite_bytes = int(alloc_sizes.loc[a[o][first]].sum()) if len(chosen) else 0
    peak_rows = np.r_[chosen, live].astype(np.int64)
    heap_bytes = temp + indefinite_bytes
    unpadded_heap = temp_u + indefinite_bytes
    buffers = buffers.assign(span_start=start, span_limit=limit)
    return HeapAnalysis(
        color=color, trace_index=t, buffers=buffers, allocations=allocations,
        heap_bytes=heap_bytes, unpadded_heap_bytes=unpadded_heap, name_span=name_span, raw=names_raw,
        peak_bytes=int(temp_peak + indefinite_bytes), peak_unpadded_bytes=int(peak_u + indefinite_bytes),
        peak_position=peak_pos, peak_rows=peak_rows,
        indefinite_bytes=indefinite_bytes, temp_peak_bytes=int(temp_peak), temp_allocation_bytes=temp_alloc_bytes)


def _category(allocations: pd.DataFrame) -> pd.Series:
    """XProf's allocation type of each allocation, by index."""
    a = allocations.drop_duplicates("index", keep="last").set_index("index")
    cat = np.select(
        [a["is_entry_computation_parameter"], a["maybe_live_out"], a["is_thread_local"], a["is_constant"]],
        ["Parameter", "Output", "Thread-local", "Constant"], "Temporary")
    return pd.Series(cat, index=a.index)


def buffer_details(profile: Profile, name: str, analysis: HeapAnalysis, rows: np.ndarray) -> pd.DataFrame:
    """Descriptions of some buffers of `analysis` (rows of its `buffers`):
    id, name (instruction, with `{shape index}` when in a tuple), instruction,
    opcode, allocation_type (Parameter, Output, Thread-local, Constant,
    Temporary), allocation, offset, size, unpadded, shape, dtype, dims (list),
    op_name, source_file, source_line, stack, span_start, span_limit."""
    return guarded(profile, name, lambda: _buffer_details(profile, name, analysis, rows))


def _buffer_details(profile: Profile, name: str, analysis: HeapAnalysis, rows: np.ndarray) -> pd.DataFrame:
    rows = np.asarray(rows, np.int64)
    insts = _module_buffers(profile, name).decoded.instructions
    b = analysis.buffers.iloc[rows]
    category = _category(analysis.allocations)
    out = {k: [] for k in ("name", "instruction", "opcode", "shape", "dtype", "dims", "op_name",
                           "source_file", "source_line", "stack")}
    for inst_row, index in zip(b["instruction"].to_numpy(), b["shape_index"]):
        inst = insts.inst(inst_row)
        shape = shapes.subshape(inst.shape, index)
        out["name"].append(inst.name + ("{" + ",".join(map(str, index)) + "}" if index else ""))
        out["instruction"].append(inst.name)
        out["opcode"].append(inst.opcode)
        out["shape"].append(shapes.shape_text(shape))
        out["dtype"].append(shapes.type_name(shape.element_type))
        out["dims"].append([int(d) for d in shape.dimensions])
        out["op_name"].append(inst.metadata.op_name)
        file, line, stack = insts.source_info(inst_row)
        out["source_file"].append(file)
        out["source_line"].append(line)
        out["stack"].append(stack)
    return pd.DataFrame({
        "id": b["id"].to_numpy(), **out,
        "allocation_type": category.reindex(b["allocation"].to_numpy()).fillna("Temporary").to_numpy(),
        "allocation": b["allocation"].to_numpy(), "offset": b["offset"].to_numpy(),
        "size": b["size"].to_numpy(), "unpadded": b["unpadded"].to_numpy(),
        "span_start": b["span_start"].to_numpy(), "span_limit": b["span_limit"].to_numpy(),
    })


def memory_spaces(profile: Profile, name: str) -> list[int]:
    """The memory spaces (buffer allocation colors) of module `name`, ascending."""
    return sorted(set(_module_buffers(profile, name).allocations["color"].tolist()))


def entry_computation(profile: Profile, name: str) -> str:
    """The name of the module's entry computation."""
    return _module_buffers(profile, name).decoded.instructions.module().entry_computation_name


def num_instructions(profile: Profile, name: str) -> int:
    return len(_module_buffers(profile, name).decoded.instructions.ids)


def default_memory_space(profile: Profile, name: str) -> int:
    """0 (HBM, the device's main memory) when the module uses it, else its first."""
    spaces = memory_spaces(profile, name)
    return 0 if not spaces or 0 in spaces else spaces[0]
