"""Timeline rows XProf derives from the stats of device events (derived_timeline.cc).

TPU cores (`/device:TPU:N`, DeriveLinesFromStats): over all the plane's events in
(start, -duration) order, except async ones (`_a`), "Framework Name Scope" (one level
per name scope of the op's `tf_op`, TensorFlow and JAX ops only), "Framework Ops"
(the `tf_op`, named by its type) and "Source code" (the `source` stat).
GPUs (`/device:GPU:N`, DeriveEventsFromAnnotations): per stream, over its kernels
(`kernel_details`), "XLA Modules" (`hlo_module`, named `module(program_id)`),
"XLA Ops" (`hlo_op`, a level per `::` part), and, from the HLO instruction of the
kernel's op (op_name:op_type, basename(source_file):line), the framework rows; each
row named "<row> - from #<stream line id>", after its stream.

XProf builds each row event by event: an event extends the row's last event at its
level when it has the same name and group and, on a TPU, is grouped or starts within
twice the last event's duration after its end; otherwise it closes that level and
those below it (and a dependent row's: name scopes close Framework Ops, modules close
name scopes and XLA ops), and a stack of closed events with one timespan is shrunk by
1 ns a level so that the trace viewer nests them. Here the same rules run level by
level over all events at once (numpy), the gap rule in passes of one break per run.

Deliberate differences from XProf, and why:
- A TPU op's group is the XLA Modules event it overlaps (one per module run), where
  XProf takes the group its host grouping gave that module: the same in a program
  without steps (each run its own group); XProf also merges across the modules of
  one step, which needs the `_r` root grouping groups.py leaves out.
- Host Offload Ops rows are not derived (copy-start/done pairs placed greedily on
  rows: a walk per pair).
"""

from __future__ import annotations

import dataclasses
import os
import re

import numpy as np

from ..profile import Plane, Profile, schema

VERSION = 1
KEY = f"derived_lines.v{VERSION}"


@dataclasses.dataclass(frozen=True)
class DerivedLine:
    """One derived row: its name, the plane line it follows (None: after them all),
    and its events sorted by (start, -end), named by codes into Derived.names."""

    name: str
    after: int | None
    start: np.ndarray
    dur: np.ndarray
    code: np.ndarray


@dataclasses.dataclass(frozen=True)
class Derived:
    names: np.ndarray  # object: display names
    long_names: np.ndarray
    lines: list[DerivedLine]


def derived(profile: Profile) -> dict[int, Derived]:
    """{plane index: its derived rows} (memoized per profile)."""
    return profile.derived(KEY, _build)


def _build(profile: Profile) -> dict[int, Derived]:
    if str(profile.path).endswith((".json", ".json.gz")):  # PyTorch traces: XProf derives nothing
        return {}
    out = {}
    for k, plane in enumerate(profile.planes):
        if not (schema.is_tpu_plane(plane.name) or schema.is_gpu_plane(plane.name)) or not len(plane.events) \
                or any(line.name in _OWN_NAMES or schema.is_derived_line_id(line.id) for line in plane.lines):
            continue  # no device core, nothing to derive, or already derived in the file
        if schema.is_tpu_plane(plane.name):
            found = _tpu(plane)
        elif schema.is_gpu_plane(plane.name):
            found = _gpu(profile, plane)
        else:
            continue
        if found is not None and found.lines:
            out[k] = found
    return out


_OWN_NAMES = frozenset({schema.NAME_SCOPE_LINE, schema.FRAMEWORK_OPS_LINE, schema.SOURCE_LINE})


class _Names:
    """Event names of one plane's derived rows: (display, long) per code."""

    def __init__(self):
        self.code: dict[tuple[str, str], int] = {}

    def __call__(self, display: str, long: str | None = None) -> int:
        key = (display, display if long is None else long)
        return self.code.setdefault(key, len(self.code))

    def arrays(self):
        keys = list(self.code)
        return (np.array([d for d, _ in keys], dtype=object), np.array([lg for _, lg in keys], dtype=object))


# -- tf_op names (tsl tf_op_utils.cc) ---------------------------------------------------

_TF_NAME = re.compile(r"[A-Za-z0-9.][A-Za-z0-9_./>-]*")
_TF_TYPE = re.compile(r"[A-Z_][a-zA-Z0-9_]*")
_JAX_TYPE = re.compile(r"[a-z_][a-z0-9_]*(\[.*\])?", re.S)
_MEMCPY = ("MEMCPYHToD", "MEMCPYDToH", "MEMCPYDToD", "MEMCPYHToH")


def parse_tf_op(full: str) -> tuple[str, str, list[str]]:
    """(category, display name, name scopes) of a `tf_op`, as ParseTfOpFullname,
    TfOpEventName and ParseTfNameScopes read it (category "tf", "jax", "data", "" )."""
    parts = full.split(":", 1)
    if len(parts) != 2:
        memcpy = next((m for m in _MEMCPY if full.upper().startswith(m.upper())), None)
        return ("memcpy", "Memcpy" + memcpy[6:], []) if memcpy else ("", full.rstrip(), [])
    name, kind = parts
    if name == "Iterator":
        return "data", "Iterator::" + full.split("::")[-1], []
    if _TF_NAME.fullmatch(name) and _TF_TYPE.fullmatch(kind):
        return "tf", kind, name.split("/")[:-1]
    op_type = kind or _derived_op_type(name)
    if _JAX_TYPE.fullmatch(op_type):
        return "jax", op_type.split("[", 1)[0], name.split("/")[:-1]
    if not kind:
        return "tf", op_type, name.split("/")[:-1]
    return "", full.rstrip(), []


def _derived_op_type(name: str) -> str:
    op = name.split("/")[-1]
    suffix = op.split("_")[-1]
    return op[:len(op) - len(suffix) - 1] if re.fullmatch(r"[+-]?\d+", suffix) else op


# -- the row builder, vectorized ---------------------------------------------------------


@dataclasses.dataclass
class _Calls:
    """The calls one row builder gets, in order: global event position, levels' name
    codes (levels[l][i], -1 past the call's depth), group (-1: none), span (ps)."""

    pos: np.ndarray
    levels: list[np.ndarray]
    depth: np.ndarray
    group: np.ndarray
    begin: np.ndarray
    end: np.ndarray


def _run(calls: _Calls, resets: np.ndarray, gap_rule: bool, flush: bool):
    """XProf's DerivedXLineBuilder over `calls`. `resets`: bool per global position, a
    reset of every level (a parent row closing) before that position's call.
    Returns ([(codes, begin, end) per level], this row's resets for its dependents)."""
    n = len(calls.pos)
    if not n:
        return [], resets
    r = np.cumsum(resets)
    ext = np.zeros(n, bool)
    ext[1:] = r[calls.pos[1:]] > r[calls.pos[:-1]]
    depth = calls.depth
    prev_depth = np.r_[0, depth[:-1]]
    same_group = np.r_[False, calls.group[1:] == calls.group[:-1]]
    cont_above = np.ones(n, bool)
    out, seg_of, seg_span = [], [], []
    first_break = np.full(n, -1, np.int64)  # the first level at which a call does not continue
    for level, codes in enumerate(calls.levels):
        active = depth > level
        cont = cont_above & active & (prev_depth > level) & ~ext & same_group
        cont[1:] &= codes[1:] == codes[:-1]
        if gap_rule:
            cont = _gap_breaks(cont, active, calls, level)
        new = active & ~cont
        first_break[(first_break < 0) & new & (level < prev_depth)] = level
        idx = np.flatnonzero(active)
        seg = np.cumsum(new[idx]) - 1
        starts = np.flatnonzero(new[idx])
        begin = calls.begin[idx[starts]]
        end = np.maximum.reduceat(calls.end[idx], starts) if len(starts) else np.empty(0, np.int64)
        full_seg = np.full(n, -1, np.int64)
        full_seg[idx] = seg
        seg_of.append(full_seg)
        seg_span.append((begin, end))
        out.append([codes[idx[starts]], begin, end.copy()])
        cont_above = cont
    _shrink(out, seg_of, seg_span, depth, prev_depth, ext, first_break, flush)
    new0 = np.zeros(len(resets), bool)
    if calls.levels:
        new0[calls.pos[(depth > 0) & (seg_of[0] >= 0) & np.r_[True, seg_of[0][1:] != seg_of[0][:-1]]]] = True
    return [tuple(x) for x in out], resets | new0


def _gap_breaks(cont: np.ndarray, active: np.ndarray, calls: _Calls, level: int) -> np.ndarray:
    """`cont` less the calls XProf's gap rule breaks (ungrouped on a TPU: a call starting
    more than twice the open event's duration after its end), one break per run a pass."""
    idx = np.flatnonzero(active)
    c = cont[idx]
    ungrouped = calls.group[idx] < 0
    if not (c & ungrouped).any():
        return cont
    b, e = calls.begin[idx], calls.end[idx]
    while True:
        seg = np.cumsum(~c) - 1
        first = np.flatnonzero(~c)
        seg_begin = b[first][seg]
        before = np.empty_like(e)
        before[0] = e[0]
        run = _group_cummax(e, seg)
        before[1:] = run[:-1]
        bad = c & ungrouped & (before + 2 * (before - seg_begin) < b)
        if not bad.any():
            break
        at = np.flatnonzero(bad)
        at = at[np.r_[True, seg[at][1:] != seg[at][:-1]]]  # the first of each run
        c[at] = False
    out = cont.copy()
    out[idx] = c
    return out


def _group_cummax(values: np.ndarray, group: np.ndarray) -> np.ndarray:
    from .nesting import group_cummax

    return group_cummax(values, group)


def _shrink(out, seg_of, seg_span, depth, prev_depth, ext, first_break, flush: bool) -> None:
    """AdjustDurationForTraceViewer: where a stack of levels [lvl, top] closes at once,
    each level whose span equals the one above it ends 1 ns earlier than that one more
    (at most the top event's ns less one)."""
    n = len(depth)
    # Closings: at call i the levels [lvl, prev_depth) of call i - 1 close; at the end, all.
    lvl = np.where(ext, 0, np.where(first_break >= 0, first_break, depth))
    closing = np.flatnonzero((np.arange(n) > 0) & (lvl < prev_depth))
    prev = closing - 1
    lvl, top = lvl[closing], prev_depth[closing]
    if flush:
        prev = np.r_[prev, n - 1]
        lvl, top = np.r_[lvl, 0], np.r_[top, depth[-1]]
    keep = top - lvl >= 2  # one level alone is never shrunk
    prev, lvl, top = prev[keep], lvl[keep], top[keep]
    if not len(prev):
        return
    cap = np.zeros(len(prev), np.int64)
    for level in range(len(seg_of)):  # the top event's ns less one, per closing
        at = top - 1 == level
        begin, end = seg_span[level]
        if at.any():
            s = seg_of[level][prev[at]]
            cap[at] = np.maximum((end[s] - begin[s]) // 1000 - 1, 0)
    count = np.zeros(len(prev), np.int64)
    last = None
    for level in range(len(seg_of)):
        inside = (lvl <= level) & (level < top)
        begin, end = seg_span[level]
        if not inside.any():
            last = None
            continue
        s = np.where(inside, seg_of[level][prev], 0)
        span = (np.where(inside, begin[s], 0), np.where(inside, end[s], 0))
        if last is not None:
            equal = inside & (lvl < level) & (span[0] == last[0]) & (span[1] == last[1])
            count += equal & (count < cap)
        last = span
        hit = inside & (count > 0)
        out[level][2][s[hit]] -= 1000 * count[hit]


# -- TPU cores -------------------------------------------------------------------------------


def _text(plane: Plane, stat: str, rows: np.ndarray, numeric: bool = False) -> np.ndarray:
    """Stat `stat` of events `rows`, the event's own else its metadata's (Plane.stat_at),
    decoding only that stat (never the plane's whole stat table)."""
    if not _has(plane, stat):
        return np.full(len(rows), np.nan) if numeric else np.full(len(rows), "", dtype=object)
    if plane.stat_id(stat) is not None:
        plane.stat_columns([stat])  # decoded alone and kept: stat_at then reads it
    return plane.stat_at(stat, rows, numeric=numeric)


def _factorize(values: np.ndarray) -> tuple[np.ndarray, list]:
    """(codes, distinct values) of an object column, by hashing (never a numpy str
    array, as wide as its longest value in every row)."""
    from ..lazy_pandas import pd

    codes, uniques = pd.factorize(values, use_na_sentinel=False)
    return codes.astype(np.int64), list(uniques)


def _has(plane: Plane, stat: str) -> bool:
    return plane.stat_id(stat) is not None or any(stat in m.stats for m in plane.event_metadata.values())


def _sorted_rows(plane: Plane, rows: np.ndarray) -> np.ndarray:
    ev = plane.events
    return rows[np.lexsort((-ev.duration_ps[rows], ev.start_ps[rows]))]


def _tpu(plane: Plane) -> Derived | None:
    ev = plane.events
    rows = _sorted_rows(plane, np.arange(len(ev)))
    if _has(plane, schema.IS_ASYNC):
        is_async = _text(plane, schema.IS_ASYNC, rows, numeric=True)
        rows = rows[~(is_async != 0) | np.isnan(is_async)]
    tf_op, source = _text(plane, schema.TF_OP, rows), _text(plane, schema.SOURCE_INFO, rows)
    group = _module_groups(plane, rows)
    names = _Names()
    lines = _framework_rows(names, rows, tf_op, group, ev, np.zeros(len(ev) + 1, bool), gap_rule=True, flush=True)
    scope, ops = lines
    src = _single(names, rows, source, group, ev, gap_rule=True)
    out = [DerivedLine(schema.NAME_SCOPE_LINE, None, *scope), DerivedLine(schema.FRAMEWORK_OPS_LINE, None, *ops),
           DerivedLine(schema.SOURCE_LINE, None, *src)]
    return _derived(names, [line for line in out if len(line.start)])


def _module_groups(plane: Plane, rows: np.ndarray) -> np.ndarray:
    """The XLA Modules event each event overlaps (its index), -1 for none."""
    ev = plane.events
    k = next((k for k, line in enumerate(plane.lines) if line.name == schema.XLA_MODULE_LINE), None)
    if k is None:
        return np.full(len(rows), -1, np.int64)
    mods = np.flatnonzero(ev.line == k)
    mods = mods[np.argsort(ev.start_ps[mods], kind="stable")]
    m_start, m_end = ev.start_ps[mods], ev.end_at(mods)
    s, e = ev.start_ps[rows], ev.end_at(rows)
    at = np.searchsorted(m_start, s, "right") - 1
    safe = np.clip(at, 0, max(len(mods) - 1, 0))
    inside = (at >= 0) & (m_end[safe] > s) if len(mods) else np.zeros(len(rows), bool)
    nxt = np.clip(at + 1, 0, max(len(mods) - 1, 0))
    later = ~inside & (at + 1 < len(mods)) & (m_start[nxt] < e) if len(mods) else inside
    return np.where(inside, at, np.where(later, at + 1, -1)).astype(np.int64)


def _framework_rows(names: _Names, rows, tf_op, group, ev, resets, gap_rule: bool, flush: bool):
    """Framework Name Scope and Framework Ops (ProcessTfOpEvent) from the `tf_op` of
    events `rows` (global positions 0..len-1), with `resets` (a parent row closing)."""
    has = np.flatnonzero(tf_op != "")
    inverse, distinct = _factorize(tf_op[has])
    parsed = [parse_tf_op(t) for t in distinct]  # a loop per distinct op name
    op_code = np.array([names(p[1], t) for p, t in zip(parsed, distinct)], np.int64)
    scopes = [p[2] if p[0] in ("tf", "jax") else [] for p in parsed]
    depth_of = np.array([len(s) for s in scopes], np.int64)
    table = np.full((max(depth_of, default=0), len(scopes)), -1, np.int64)
    for j, s in enumerate(scopes):
        for level, name in enumerate(s):
            table[level, j] = names(name)
    begin, end = ev.start_ps[rows], ev.end_at(rows)
    inverse = np.asarray(inverse, np.int64)
    with_scope = depth_of[inverse] > 0
    sc = has[with_scope]
    scope_calls = _Calls(sc, [t[inverse[with_scope]] for t in table], depth_of[inverse[with_scope]],
                         group[sc], begin[sc], end[sc])
    scope_levels, op_resets = _run(scope_calls, resets, gap_rule, flush)
    op_calls = _Calls(has, [op_code[inverse]], np.ones(len(has), np.int64), group[has], begin[has], end[has])
    op_levels, _ = _run(op_calls, op_resets, gap_rule, flush)
    return _merged(scope_levels), _merged(op_levels)


def _single(names: _Names, rows, values, group, ev, gap_rule: bool, resets=None):
    """A one-level row named by `values` ("" : no call)."""
    has = np.flatnonzero(values != "")
    inverse, distinct = _factorize(values[has])
    codes = np.array([names(v) for v in distinct], np.int64)
    calls = _Calls(has, [codes[inverse]], np.ones(len(has), np.int64), group[has],
                   ev.start_ps[rows][has], ev.end_at(rows)[has])
    levels, _ = _run(calls, np.zeros(len(rows) + 1, bool) if resets is None else resets, gap_rule, flush=False)
    return _merged(levels)


def _merged(levels) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(start, dur, code) of a row's events over its levels, by (start, -end)."""
    if not levels:
        z = np.empty(0, np.int64)
        return z, z, z.astype(np.int32)
    code = np.concatenate([c for c, _, _ in levels])
    begin = np.concatenate([b for _, b, _ in levels])
    end = np.concatenate([e for _, _, e in levels])
    order = np.lexsort((-end, begin))
    return begin[order], (end - begin)[order], code[order].astype(np.int32)


def _derived(names: _Names, lines: list[DerivedLine]) -> Derived:
    display, long = names.arrays()
    return Derived(display, long, lines)


# -- GPUs ------------------------------------------------------------------------------------


def _gpu(profile: Profile, plane: Plane) -> Derived | None:
    ev = plane.events
    if not _has(plane, schema.KERNEL_DETAILS):
        return None
    all_rows = _sorted_rows(plane, np.arange(len(ev)))
    group = np.full(len(ev), -1, np.int64)
    if _has(plane, schema.GROUP_ID):  # ProcessUngroupedEvents: the latest group, in time order
        g = _text(plane, schema.GROUP_ID, all_rows, numeric=True)
        seen = np.maximum.accumulate(np.where(np.isnan(g), -1, np.arange(len(g))))
        group[all_rows] = np.where(seen >= 0, g[np.maximum(seen, 0)], -1).astype(np.int64)
    symbols = _Symbols(profile)
    names = _Names()
    lines = []
    for k in _stream_order(plane):  # a loop per stream
        rows = _sorted_rows(plane, np.flatnonzero(ev.line == k))
        rows = rows[_text(plane, schema.KERNEL_DETAILS, rows) != ""]
        if len(rows):
            lines.extend(_stream(plane, k, rows, group[rows], names, symbols))
    return _derived(names, lines)


def _stream_order(plane: Plane) -> list[int]:
    """Compute streams first, then by number of events, most first (XProf's order)."""
    ks = [k for k, line in enumerate(plane.lines) if not schema.is_derived_line_id(line.id)]
    return sorted(ks, key=lambda k: ("Compute" not in plane.lines[k].name, -plane.lines[k].num_events))


def _stream(plane: Plane, k: int, rows, group, names: _Names, symbols: "_Symbols") -> list[DerivedLine]:
    ev = plane.events
    n = len(rows)
    # Each distinct (module, program id, hlo_op) once: names, levels and HLO symbols.
    m_code, modules = _factorize(_text(plane, schema.HLO_MODULE, rows))
    o_code, ops = _factorize(_text(plane, schema.HLO_OP, rows))
    p_code, pids = _factorize(_text(plane, schema.PROGRAM_ID, rows, numeric=True))
    key = (m_code * (len(pids) + 1) + p_code) * (len(ops) + 1) + o_code
    combos, inverse = np.unique(key, return_inverse=True)
    mod_of, op_depth, op_levels_of, tf_of, src_of = [], [], [], [], []
    for c in combos.tolist():  # a loop per distinct kernel annotation
        c, o = divmod(c, len(ops) + 1)
        m, p = divmod(c, len(pids) + 1)
        module, op, pid = str(modules[m] or ""), str(ops[o] or ""), pids[p]
        pid = "" if pid != pid else str(int(pid))
        mod_of.append(names(f"{module}({pid})" if pid else module) if module else -1)
        parts = op.split("::") if op else []
        prefix = (pid or module) + "/"
        op_levels_of.append([names(part, prefix + part) for part in parts])
        op_depth.append(len(parts))
        tf, src = symbols(pid, parts[-1]) if parts else ("", "")
        tf_of.append(tf)
        src_of.append(src)
    begin, end = ev.start_ps[rows], ev.end_at(rows)
    span = _Span(begin, end)
    # XLA Modules, then XLA Ops (closed with a module), as XProf calls them per kernel.
    mod = np.array(mod_of, np.int64)[inverse]
    at = np.flatnonzero(mod >= 0)
    mod_levels, mod_resets = _run(_Calls(at, [mod[at]], np.ones(len(at), np.int64), group[at], begin[at], end[at]),
                                  np.zeros(n + 1, bool), False, False)
    depth_of = np.array(op_depth, np.int64)
    table = np.full((max(op_depth, default=0), len(combos)), -1, np.int64)
    for j, codes in enumerate(op_levels_of):
        table[:len(codes), j] = codes
    at = np.flatnonzero(depth_of[inverse] > 0)
    op_levels, _ = _run(_Calls(at, [t[inverse[at]] for t in table], depth_of[inverse[at]], group[at], begin[at],
                               end[at]), mod_resets, False, False)
    # Framework rows from the op's HLO instruction (XLA ops), else the kernel's tf_op.
    tf_op = np.array(tf_of + [""], dtype=object)[inverse]
    source = np.array(src_of + [""], dtype=object)[inverse]
    not_op = depth_of[inverse] == 0
    if not_op.any() and _has(plane, schema.TF_OP):
        tf_op[not_op] = _text(plane, schema.TF_OP, rows[not_op])
    scope, framework = _framework_rows(names, np.arange(n), tf_op, group, span, mod_resets, False, False)
    src = _single(names, np.arange(n), source, group, span, False)
    suffix = f" - from #{plane.lines[k].id}"
    out = [(schema.NAME_SCOPE_LINE, scope), (schema.FRAMEWORK_OPS_LINE, framework),
           (schema.XLA_MODULE_LINE, _merged(mod_levels)), (schema.XLA_OP_LINE, _merged(op_levels)),
           (schema.SOURCE_LINE, src)]
    return [DerivedLine(name + suffix, k, *cols) for name, cols in out if len(cols[0])]


@dataclasses.dataclass(frozen=True)
class _Span:
    """start_ps / end_at of events already gathered (an EventTable's two accessors)."""

    start_ps: np.ndarray
    end: np.ndarray

    def end_at(self, rows):
        return self.end[rows]


class _Symbols:
    """(op_full_name, source) of an HLO instruction by (program id, name), as XProf's
    symbol resolver gives them: `op_name:op_type`, `basename(source_file):line`."""

    def __init__(self, profile: Profile):
        self.profile = profile
        self._tables = None

    def __call__(self, pid: str, name: str) -> tuple[str, str]:
        if self._tables is None:
            from .hlo import instructions

            try:
                tables = instructions.tables(self.profile)
            except Exception:  # unreadable HLO: the framework rows are left out, as XProf does
                tables = {}
            self._tables = {t.program_id: t for t in tables.values() if t.program_id is not None}
        table = self._tables.get(int(pid)) if pid else None
        row = table.index.get(name) if table is not None else None
        if row is None:
            return "", ""
        md = table.inst(row).metadata
        source = f"{os.path.basename(md.source_file)}:{md.source_line}" if md.source_file else ""
        return f"{md.op_name}:{md.op_type}", source
