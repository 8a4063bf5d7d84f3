"""How the events of a Kineto trace link up (kineto.py): the operator that launched each GPU
activity, the innermost span around a point of a thread, and the fwdbwd flows as producer /
consumer stats. Whole columns at a time, in numpy."""

from __future__ import annotations

import itertools
import operator

import numpy as np
from ..lazy_pandas import pd

from . import schema
from .kineto_columns import _floats, _Stats, _text_codes, _value_codes


def launching_ops(is_op, is_runtime, ext_id, corr, is_gpu, start_ps, dur_ps, thread) -> np.ndarray:
    """Per event: for GPU events, the row of the CPU operator that launched them, else -1.
    The operator with the GPU event's External id (the innermost when several share it);
    else, through the runtime call with the same correlation, the innermost operator
    running around that call on its thread (traces filtered after recording). `is_op`,
    `is_runtime`: the host's operators and runtime calls."""
    out = np.full(len(is_gpu), -1, np.int64)
    gpu = np.flatnonzero(is_gpu)
    if not np.any(is_op) or not len(gpu):
        return out
    ops = np.flatnonzero(is_op & (ext_id >= 0))
    linked = gpu[ext_id[gpu] >= 0]
    if len(ops) and len(linked):
        # Nested records may share an External id: the innermost starts last.
        ops = ops[np.lexsort((start_ps[ops], ext_id[ops]))]
        ops = ops[np.r_[ext_id[ops][1:] != ext_id[ops][:-1], True]]
        _match(out, linked, ext_id[linked], ops, ext_id[ops])
    rest = gpu[(out[gpu] < 0) & (corr[gpu] >= 0)]
    calls = np.flatnonzero(is_runtime & (corr >= 0))
    if len(rest) and len(calls):
        calls = calls[np.argsort(corr[calls], kind="stable")]
        pos = np.minimum(np.searchsorted(corr[calls], corr[rest]), len(calls) - 1)
        hit = corr[calls][pos] == corr[rest]
        rest, launch = rest[hit], calls[pos[hit]]
        op_rows = np.flatnonzero(is_op)
        around = enclosing(thread[op_rows], start_ps[op_rows], start_ps[op_rows] + dur_ps[op_rows],
                            thread[launch], start_ps[launch])
        found = around >= 0
        out[rest[found]] = op_rows[around[found]]
    return out


def _match(out, rows, keys, ref_rows, ref_keys) -> None:
    """out[rows[i]] = ref_rows[j] where keys[i] == ref_keys[j] (ref_keys sorted, unique)."""
    pos = np.minimum(np.searchsorted(ref_keys, keys), len(ref_keys) - 1)
    hit = ref_keys[pos] == keys
    out[rows[hit]] = ref_rows[pos[hit]]


def enclosing(line_keys, starts, ends, lines, at) -> np.ndarray:
    """Per point (lines[i], at[i]): the row of the innermost event of that line whose span
    holds the time (-1 if none). Walking back from the last event that starts at or before
    the point, the first that still runs then is the innermost (spans nest)."""
    out = np.full(len(at), -1, np.int64)
    if not len(starts) or not len(at):
        return out
    # Spans that start together: the longer first, so that the walk back meets the inner one.
    order = np.lexsort((-np.asarray(ends), starts, line_keys))
    key_line, key_start = np.asarray(line_keys, np.int64)[order], starts[order]
    bounds = np.searchsorted(key_line, np.arange(int(key_line.max()) + 2))
    pos = np.full(len(at), -1, np.int64)
    for li in np.unique(lines).tolist():  # one search per line
        sel = np.flatnonzero(lines == li)
        if 0 <= li < len(bounds) - 1:
            lo, hi = bounds[li], bounds[li + 1]
            pos[sel] = lo + np.searchsorted(key_start[lo:hi], at[sel], side="right") - 1
            pos[sel[pos[sel] < lo]] = -1
    todo = np.arange(len(at))
    for _ in range(256):
        if not len(todo):
            break
        p = pos[todo]
        valid = p >= 0
        valid[valid] &= key_line[p[valid]] == lines[todo[valid]]
        todo, p = todo[valid], p[valid]
        hit = ends[order[p]] > at[todo]
        out[todo[hit]] = order[p[hit]]
        todo = todo[~hit]
        pos[todo] -= 1
    return out


def flow_points(flows, line_of: dict, line_keys, starts, ends, ts0: float, stats: _Stats) -> None:
    """fwdbwd (and other non-launch) flows: `_p` on the event a start binds to, `_c` on the
    event a finish binds to (the innermost span around the point on its thread)."""
    phs, fids, cats, pids, tids, times = flows
    # Launch flows (ac2g, async) are the correlation_id stats.
    cat_code, cat_values = _value_codes(cats)
    launch = [i for i, c in enumerate(cat_values.tolist()) if c in ("ac2g", "async")]
    keep = ~np.isin(cat_code, launch) & np.fromiter(map(operator.is_not, fids, itertools.repeat(None)), bool, len(fids))
    sel = np.flatnonzero(keep).tolist()
    if not sel:
        return
    p_code, p_values = _text_codes([pids[i] for i in sel])
    t_code, t_values = _text_codes([tids[i] for i in sel])
    width = len(t_values) + 1
    pair, pairs = pd.factorize(p_code * width + t_code)
    line_of_pair = np.array([line_of.get((p_values[k // width], t_values[k % width]), -1)
                             for k in pairs.tolist()], np.int64)
    lines = line_of_pair[pair]
    is_start = np.array([phs[i] == "s" for i in sel], bool)
    point_s = np.flatnonzero(is_start & (lines >= 0))
    point_f = np.flatnonzero(~is_start & (lines >= 0))
    if not len(point_s) or not len(point_f):
        return
    keys, _ = _text_codes([fids[i] for i in sel])
    # Flow ids numbered by first appearance, starts first.
    both = np.concatenate([point_s, point_f])
    flow = pd.factorize(keys[both])[0].astype(np.int64) + 1
    at = np.rint((_floats([times[i] for i in sel]) - ts0) * 1e6)
    for stat, points, ids in ((schema.PRODUCER_ID, point_s, flow[:len(point_s)]),
                              (schema.CONSUMER_ID, point_f, flow[len(point_s):])):
        rows = enclosing(line_keys, starts, ends, lines[points], at[points])
        found = rows >= 0
        stats.add(stat, rows[found], ids[found], skip=None)
