"""PyTorch operators as torch-tb-profiler's operator tree counts them, vectorized.

op_stats calls this for the host plane of a Kineto trace (profile/kineto.py), with the
operator events it nests among themselves on each thread (nesting.py). Per operator event:

- merged (`merged_into`): an operator whose only nested operator has its name (`aten::div`
  around `aten::div`) is one call together with it, as torch-tb-profiler and PyTorch's
  autograd profiler (EventList._remove_dup_nodes) count it, repeatedly along a chain: the inner
  one is no call of its own, its self time is the outer one's;
- device self time: the time of the kernels, memcpys and memsets it launched. A GPU event's
  launcher is the importer's (its `tf_op`): the operator with the event's External id (the
  innermost of those sharing it), else the innermost operator around the runtime call with the
  event's correlation id; both are found here again by row, and kept where their name is the
  event's `tf_op`, so an operator's device self time is the time of its device row;
- device total time: its device self time plus that of every operator nested in it on its thread
  (torch-tb-profiler's device_total_duration: `aten::conv2d` holds `aten::cudnn_convolution`'s);
- Tensor Core self / total time: the part of those in kernels that use the matrix units
  (tensor_cores.is_kernel_using_tensor_core by the GPU plane's vendor), for its tc_self_ratio
  and tc_total_ratio;
- Tensor Core eligible: its name is in tensor_cores.PYTORCH_TC_OPS, or it launched a kernel
  that uses them, or an operator nested in it is eligible (torch-tb-profiler's rule);
- self time excluding runtime calls: its host self time less the runtime and driver calls
  (kineto.RUNTIME_CATEGORIES: cudaLaunchKernel, hipLaunchKernel...) made directly in it (the
  innermost operator around the call on its thread): torch-tb-profiler's host self time.

Deliberate differences from torch-tb-profiler 0.4.3, and why:
- Of a merged pair it keeps only the inner operator's runtime calls, so kernels the outer one
  launched itself vanish from both of its views; here they are the merged call's.
- A row is Tensor Core eligible when any of its calls is; it takes its first call's.
- It links runtime calls to operators by External id and knows only the `Runtime` category,
  so on newer traces (`cuda_runtime`) it subtracts no runtime time and shows 0 device time for
  every operator; here the calls are found by nesting, whatever their category's spelling.
"""

from __future__ import annotations

import numpy as np

from ..profile import Plane, Profile, devices, kineto, schema
from ..profile.model import as_text
from . import nesting, tensor_cores

# Kineto GPU activities that are an operator's device time (GPU annotations are not).
DEVICE_CATEGORIES = kineto.KERNEL_CATEGORIES | {"gpu_memcpy", "Memcpy", "gpu_memset", "Memset"}
# Sums per op event (ps); ELIGIBLE is a flag (any).
SUMS = ("device_self_ps", "device_total_ps", "tc_self_ps", "tc_total_ps", "self_net_ps")
ELIGIBLE = "tc_eligible"
COLUMNS = (*SUMS, ELIGIBLE)


def merged_into(parent: np.ndarray, keys: np.ndarray) -> np.ndarray:
    """Per op event, the event whose call it is: itself, or for the only child of an op with
    its name (key), that op's, up a chain of them."""
    n = len(parent)
    into = np.arange(n)
    has = np.flatnonzero(parent >= 0)
    if not len(has):
        return into
    up = parent[has].astype(np.int64)
    children = np.bincount(up, minlength=n)
    dup = (children[up] == 1) & (keys[up] == keys[has])
    into[has[dup]] = up[dup]
    while True:  # pointer jumping: rounds grow with the log of the longest chain
        nxt = into[into]
        if np.array_equal(nxt, into):
            return into
        into = nxt


def _by_level(parent: np.ndarray, depth: np.ndarray, values: np.ndarray) -> np.ndarray:
    """values plus those of every descendant (rows: events; columns: quantities), deepest level
    first: one pass per nesting level, none per event."""
    out = values.copy()
    if not len(depth) or not depth.max():
        return out
    order = np.argsort(depth, kind="stable")
    bounds = np.searchsorted(depth[order], np.arange(int(depth.max()) + 2))
    for level in range(int(depth.max()), 0, -1):
        at = order[bounds[level]:bounds[level + 1]]
        np.add.at(out, parent[at].astype(np.int64), out[at])
    return out


def _runtime_owners(host: Plane, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(runtime call rows, the op event (index into `rows`) each was made in, -1 for none;
    whether directly: not inside another runtime call)."""
    events = host.events
    md = [i for i, m in host.event_metadata.items()
          if as_text(m.stats.get(kineto.CATEGORY)) in kineto.RUNTIME_CATEGORIES]
    calls = np.flatnonzero(np.isin(events.metadata_id, md)) if md else np.zeros(0, np.int64)
    if not len(calls) or not len(rows):
        return calls, np.full(len(calls), -1, np.int64), np.zeros(len(calls), bool)
    both = np.concatenate([rows, calls])
    is_call = np.r_[np.zeros(len(rows), bool), np.ones(len(calls), bool)]
    order = np.argsort(both, kind="stable")  # the plane's (line, start, longer first) order
    both, is_call = both[order], is_call[order]
    up = nesting.parents(events.line[both], events.start_ps[both], events.end_at(both)).astype(np.int64)
    position = np.empty(len(both), np.int64)
    position[order] = np.arange(len(both))
    at = position[len(rows):]  # each call's place in `both`
    owner = up[at]
    direct = (owner >= 0) & ~is_call[np.maximum(owner, 0)]
    for _ in range(64):  # calls inside calls (a driver call in a runtime call): up to the op
        inner = (owner >= 0) & is_call[np.maximum(owner, 0)]
        if not inner.any():
            break
        owner[inner] = up[owner[inner]]
    op_at = np.full(len(both), -1, np.int64)
    op_at[position[:len(rows)]] = np.arange(len(rows))
    found = owner >= 0
    out = np.full(len(calls), -1, np.int64)
    out[found] = op_at[owner[found]]
    return calls, out, direct & (out >= 0)


def _vendor(plane: Plane) -> str:
    return devices.device(plane).vendor


def _device_times(profile: Profile, host: Plane, rows: np.ndarray, names: np.ndarray,
                  calls: np.ndarray, call_op: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(device ps, Tensor Core ps) each op event launched itself."""
    n = len(rows)
    device, tc = np.zeros(n, np.int64), np.zeros(n, np.int64)
    op_ext = host.stat_at(kineto.EXTERNAL_ID, rows, numeric=True)
    keep = np.flatnonzero(np.isfinite(op_ext))
    # Of ops sharing an External id, the innermost: the one that starts last.
    by_ext = keep[np.lexsort((host.events.start_ps[rows[keep]], op_ext[keep]))]
    by_ext = by_ext[np.r_[op_ext[by_ext][1:] != op_ext[by_ext][:-1], True]] if len(by_ext) else by_ext
    ext_sorted = op_ext[by_ext]
    call_corr = host.stat_at(kineto.CORRELATION, calls, numeric=True)
    by_corr = np.argsort(call_corr, kind="stable")
    corr_sorted = call_corr[by_corr]
    for plane in profile.planes:
        if not schema.is_gpu_plane(plane.name) or not len(plane.events):
            continue
        mds = sorted(plane.event_metadata)
        cats = [as_text(plane.event_metadata[i].stats.get(kineto.CATEGORY)) for i in mds]
        is_op = np.array([c in DEVICE_CATEGORIES for c in cats] + [False])
        codes = plane.metadata_codes()
        gpu = np.flatnonzero(is_op[codes])
        if not len(gpu):
            continue
        tf = plane.stat_at(schema.TF_OP, gpu)
        launcher = np.full(len(gpu), -1, np.int64)
        if len(ext_sorted):
            ext = plane.stat_at(kineto.EXTERNAL_ID, gpu, numeric=True)
            pos = np.minimum(np.searchsorted(ext_sorted, ext), len(ext_sorted) - 1)
            hit = ext_sorted[pos] == ext
            launcher[hit] = by_ext[pos[hit]]
        rest = np.flatnonzero((launcher < 0) | (names[np.maximum(launcher, 0)] != tf))
        launcher[rest] = -1
        if len(rest) and len(corr_sorted):
            corr = plane.stat_at(kineto.CORRELATION, gpu[rest], numeric=True)
            pos = np.minimum(np.searchsorted(corr_sorted, corr), len(corr_sorted) - 1)
            hit = corr_sorted[pos] == corr
            launcher[rest[hit]] = call_op[by_corr[pos[hit]]]
        ok = launcher >= 0
        ok[ok] &= names[launcher[ok]] == tf[ok]
        dur = plane.events.duration_ps[gpu]
        np.add.at(device, launcher[ok], dur[ok])
        # Tensor Cores: kernels only, by name, once per distinct name.
        kernel_names = np.append(plane.metadata_names(display=False), "")
        is_kernel = np.array([c in kineto.KERNEL_CATEGORIES for c in cats] + [False])
        vendor = _vendor(plane)
        uses = np.array([bool(k) and tensor_cores.is_kernel_using_tensor_core(str(name), vendor)
                         for name, k in zip(kernel_names.tolist(), is_kernel.tolist())], bool)
        ok &= uses[codes[gpu]]
        np.add.at(tc, launcher[ok], dur[ok])
    return device, tc


def operator_times(profile: Profile, host: Plane, rows: np.ndarray, keys: np.ndarray, key_names: list,
                   parent: np.ndarray, self_ps: np.ndarray) -> dict[str, np.ndarray]:
    """COLUMNS per op event (host plane `rows`, their names as codes `keys` into `key_names`,
    nesting `parent` and self time), before merging (merged_into): device totals and
    eligibility hold those of the nested events."""
    events = host.events
    calls, call_op, direct = _runtime_owners(host, rows)
    self_net = self_ps.astype(np.int64).copy()
    np.subtract.at(self_net, call_op[direct], events.duration_ps[calls[direct]].astype(np.int64))
    np.maximum(self_net, 0, out=self_net)
    names = np.array(key_names, dtype=object)[keys]
    device, tc = _device_times(profile, host, rows, names, calls, call_op)
    by_name = np.array([tensor_cores.is_pytorch_op_tensor_core_eligible(str(n)) for n in key_names] + [False])
    eligible = by_name[keys] | (tc > 0)
    depth = nesting.depths(events.line[rows], events.start_ps[rows], events.end_at(rows))
    totals = _by_level(parent, depth, np.stack([device, tc, eligible.astype(np.int64)], axis=1))
    return {"device_self_ps": device, "device_total_ps": totals[:, 0], "tc_self_ps": tc,
            "tc_total_ps": totals[:, 1], "self_net_ps": self_net, ELIGIBLE: totals[:, 2] > 0}
