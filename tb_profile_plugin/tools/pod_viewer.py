"""pod_viewer: per-core, per-step breakdowns across the hosts of a TPU pod.

JSON shape (µs, bytes, plain text):
{
  "device_type": "TPU" | "GPU" | "CPU",
  "categories": [{"id", "label"}],          # stacking order
  "topology": {"num_hosts", "chips_per_host", "cores_per_chip", "hosts": [...]},
  "cores": [{"core_id", "host", "host_index", "chip_id", "core_on_chip", "name"}],
  "steps": [step numbers, ascending],
  "per_step": {"<step>": {                  # columns: one entry per core that ran the step
      "cores": [core_id], "total_us": [µs], "bottleneck": [label],
      "breakdown_us": {id: [µs]},
      "channels": {"channel_id": [], "src_core": [], "dst_core": [], "data_bytes": [],
                   "latency_us": [], "bandwidth_gibps": [], "send_delay_us": [],
                   "hlo_names": [[names]]},          # columns, one entry per channel
      "all_reduce": [{"name", "cores", "total_us", "max_us", "data_bytes"}]}},  # per op name
  "diagnostics": {"info": [], "warnings": []}
}

TPU cores are the `/device:TPU:N` planes; a core's steps are its "Steps" line
and its time is split by the top-level ops of its "XLA Ops" line, by the op's
category stat (`hlo_category`) or name (analysis/steps.py `tpu_op_kind`):
- infeed / outfeed: infeed and outfeed ops;
- all-reduce sync: the `*-done` part of collectives (all-reduce, all-gather,
  reduce-scatter, all-to-all, cross-replica-sum), the core waiting for its
  peers; all-reduce compute: the rest of the collective ops;
- chip-to-chip send / recv: send, send-done / recv, recv-done ops;
- high flops compute: convolutions and output/convolution fusions (the MXU ops);
- low flops compute: everything else of the step (what the other categories
  leave, as TensorBoard defines it; it includes idle time).
Channels pair a step's send ops with the recv-done ops of the same
`channel_id` (the cores may be on different hosts): latency from the send's
start to the recv-done's end, send delay = how long after the send started
the recv was issued (0 when the recv came first), data = the send's
`bytes_accessed`. Topology: each core's chip from the device (analysis/tpu_steps.py
`core_layout`: the `core_details` stat's chip, else `has_megacore`, else 2 per chip
as on TPU v2/v3), as many chips per host as its highest chip needs.
TPU cores without Steps lines get their whole-profile pseudo-step (their XLA ops
over their window) in XProf's generic categories (below), idle time as "All
others". Profiles without TPU planes get one "core" per host with the step
breakdown of overview_page (analysis/steps.py), in the same generic categories,
which are XProf 2.24's pod viewer categories.

The per-host work is the POD part (analysis/parts.py): the Service computes
it host by host through its executor (threads, or Dask workers) and `reduce`
assembles the pod.

Deliberate differences from XProf 2.24, and why:
- Profiles without TPU planes (CPU, GPU) get one "core" per host with the
  overview's step breakdown, where XProf's pod viewer shows nothing.
- Host-marked steps are analysis/steps.py's (see its list of differences).
- TPU cores without steps get one whole-profile pseudo-step each, where XProf
  shows no step and no core.
- TPU cores with Steps lines are split into TensorBoard's pod viewer categories
  (high/low flops, infeed, outfeed, all-reduce, chip to chip) with channels and
  collectives, where XProf 2.24 shows its generic step categories.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np
from ..lazy_pandas import pd

from ..analysis import parts, steps, tpu_steps
from ..profile import Plane, Profile, schema

CATEGORIES = (
    ("high_flops_compute", "High flops compute"),
    ("low_flops_compute", "Low flops compute"),
    ("infeed", "Infeed"),
    ("outfeed", "Outfeed"),
    ("all_reduce_sync", "AllReduce sync"),
    ("all_reduce_compute", "AllReduce compute"),
    ("send", "Chip to chip send"),
    ("recv", "Chip to chip recv"),
)
_IDS = [c for c, _ in CATEGORIES]
# XProf 2.24's pod viewer categories (its generic step breakdown): every profile without TPU steps.
GENERIC = [(c, label) for c, label in steps.CATEGORIES if c != "tc_idle"]
AR_SYNC, AR_COMPUTE, SEND, RECV = tpu_steps.TPU_AR_SYNC, tpu_steps.TPU_AR_COMPUTE, tpu_steps.TPU_SEND, tpu_steps.TPU_RECV
# Profile.derived key of one host's result; bump with the shape (or the steps) it holds.
DERIVED = "pod/v5"  # 5: steps.py: GPU user annotations are no device compute, step names


def _tpu_whole_core(plane: Plane) -> dict | None:
    """One TPU core without steps: its whole-profile pseudo-step in XProf's generic
    categories (the time no op covers is "All others", as XProf's unknown time)."""
    core = tpu_steps.tpu_core(plane, whole=True)
    if core is None:
        return None
    cats = steps.tpu_categories(core)
    return {"local": tpu_steps.core_number(plane), "name": plane.name, "step": core.step_num,
            "total": core.step_end - core.step_start,
            "by_cat": np.stack([cats[c] for c, _ in GENERIC], axis=1).astype(np.int64), "ops": None}


def _tpu_core(plane: Plane) -> dict | None:
    """One TPU core: per step breakdown (ps, columns in CATEGORIES order) and
    its send/recv/collective ops, as numpy arrays."""
    core = tpu_steps.tpu_core(plane)
    if core is None:
        return None
    nums, s_start, s_end = core.step_num, core.step_start, core.step_end
    # The op kinds are the categories, in CATEGORIES order (1..8).
    by_type = steps.breakdown(core.op_step, core.op_start, core.op_end, core.op_kind, s_start, s_end)
    ops = None
    special = np.isin(core.op_kind, (SEND, RECV, AR_SYNC, AR_COMPUTE))
    if special.any():
        rows_sp = core.op_rows[special]
        ops = {
            "step": nums[core.op_step[special]],
            "kind": core.op_kind[special],
            "name": np.append(plane.metadata_names(display=False), "").astype(object)[
                plane.metadata_codes(plane.events.metadata_id[rows_sp])],
            "start": core.op_start[special],
            "end": core.op_end[special],
            "channel": plane.stat_at(schema.CHANNEL_ID, rows_sp, numeric=True),
            "bytes": plane.stat_at(schema.BYTES_ACCESSED, rows_sp, numeric=True),
        }
    step_ps = s_end - s_start
    by_cat = by_type[:, 1:len(_IDS) + 1].copy()  # types 1..8 are the categories in order
    low = _IDS.index("low_flops_compute")
    others = by_cat.sum(axis=1) - by_cat[:, low]
    by_cat[:, low] = np.maximum(step_ps - others, 0)  # what the other categories leave
    return {"local": tpu_steps.core_number(plane), "name": plane.name, "step": nums, "total": step_ps,
            "by_cat": by_cat, "ops": ops}


def _generic_host(profile: Profile) -> dict:
    found = steps.host_steps(profile)
    frame = found.frame
    cats = [c for c in steps.CATEGORY_IDS if c != "tc_idle"]
    name = profile.host_plane.name if profile.host_plane is not None else "host"
    if found.device_type != "CPU":
        name = f"{found.device_type} (steps of {profile.host})"
    core = {"local": 0, "name": name, "step": frame["step_num"].astype(np.int64),
            "total": frame["duration_ps"].astype(np.int64),
            "by_cat": np.stack([frame[c] for c in cats], axis=1).astype(np.int64), "ops": None}
    return _host_arrays(found.device_type, found.whole_profile, [core], "generic")


def _host_arrays(device_type: str, whole: bool, cores: list[dict], categories: str,
                 layout: tuple | None = None) -> dict:
    """One host's cores as flat arrays (cheap to pickle from a worker); `categories`:
    "tpu" (CATEGORIES) or "generic" (GENERIC); `layout`: tpu_steps.core_layout of the cores."""
    chips, on_chip, per_chip = layout or ([0] * len(cores), [0] * len(cores), 1)
    n = [len(c["step"]) for c in cores]
    ops = [(i, c["ops"]) for i, c in enumerate(cores) if c["ops"] is not None]
    keys = ("step", "kind", "name", "start", "end", "channel", "bytes")
    return {
        "device_type": device_type, "whole_profile": whole, "categories": categories,
        "core_local": np.array([c["local"] for c in cores], np.int64),
        "core_chip": np.array(chips, np.int64), "core_on_chip": np.array(on_chip, np.int64),
        "cores_per_chip": int(per_chip),
        "core_names": [c["name"] for c in cores],
        "step_core": np.repeat(np.arange(len(cores)), n),
        "step": np.concatenate([c["step"] for c in cores]),
        "total": np.concatenate([c["total"] for c in cores]),
        "by_cat": np.concatenate([c["by_cat"] for c in cores]),
        "ops": None if not ops else {
            "core": np.concatenate([np.full(len(o["step"]), i) for i, o in ops]),
            **{k: np.concatenate([o[k] for _, o in ops]) for k in keys}},
    }


def _host_pod(profile: Profile) -> dict:
    tpus = tpu_steps.core_planes(profile)
    chips, on_chip, per_chip = tpu_steps.core_layout(tpus)
    for whole, core_of, categories in ((False, _tpu_core, "tpu"), (True, _tpu_whole_core, "generic")):
        found = [(c, chips[i], on_chip[i]) for i, c in enumerate(core_of(p) for p in tpus) if c is not None]
        if found:
            cores, core_chips, core_on = zip(*found)
            return _host_arrays("TPU", whole, list(cores), categories, (core_chips, core_on, per_chip))
    return _generic_host(profile)


# Per-core step breakdowns of one host: the per-host part.
POD = parts.Part(DERIVED, _host_pod)
PARTS = (POD,)


def host_pod(profile: Profile) -> dict:
    """Per-core step breakdowns of one host (cached with the profile)."""
    return POD.of(profile)


# -- assembling the pod --------------------------------------------------------

def _split(step: np.ndarray, columns: dict[str, np.ndarray]) -> dict[int, dict[str, list]]:
    """Columns grouped by step (rows already sorted by step): {step: {name: list}}."""
    if not len(step):
        return {}
    bounds = np.flatnonzero(np.diff(step)) + 1
    starts, stops = np.r_[0, bounds], np.r_[bounds, len(step)]
    lists = {k: v.tolist() for k, v in columns.items()}
    return {int(step[a]): {k: v[a:b] for k, v in lists.items()} for a, b in zip(starts, stops)}


def _channels(ops: pd.DataFrame) -> dict[int, dict[str, list]]:
    """Per step, columns of the send -> recv-done pairs of each channel."""
    ops = ops[ops["kind"].isin((SEND, RECV)) & ops["channel"].notna()]
    if ops.empty:
        return {}
    is_done = ops["name"].str.contains("done", regex=False)
    key = ["step", "channel"]
    send = ops[(ops["kind"] == SEND) & ~is_done].sort_values("start").groupby(key).first()
    recv_done = ops[(ops["kind"] == RECV) & is_done].sort_values("end").groupby(key).last()
    recv = ops[(ops["kind"] == RECV) & ~is_done].sort_values("start").groupby(key)["start"].first()
    # HLO names per channel (over all steps): one list per channel, not per event.
    uniq = ops[["channel", "name"]].drop_duplicates().sort_values(["channel", "name"])
    names = {ch: list(v) for ch, v in uniq.groupby("channel", sort=False)["name"]}
    pairs = pd.merge(send, recv_done, left_index=True, right_index=True, suffixes=("_s", "_rd"))
    if pairs.empty:
        return {}
    pairs = pairs.sort_index()
    recv_start = recv.reindex(pairs.index).fillna(pairs["start_rd"]).to_numpy(np.float64)
    send_start = pairs["start_s"].to_numpy(np.float64)
    latency_us = np.maximum(pairs["end_rd"].to_numpy(np.float64) - send_start, 0) / 1e6
    data = pairs["bytes_s"].fillna(0).to_numpy(np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        bandwidth = np.where(latency_us > 0, data / 2**30 / (latency_us / 1e6), 0.0)
    index = pairs.index.to_frame(index=False)
    return _split(index["step"].to_numpy(np.int64), {
        "channel_id": index["channel"].to_numpy(np.int64),
        "src_core": pairs["core_s"].to_numpy(np.int64),
        "dst_core": pairs["core_rd"].to_numpy(np.int64),
        "data_bytes": data.astype(np.int64),
        "latency_us": np.round(latency_us, 3),
        "bandwidth_gibps": np.round(bandwidth, 6),
        "send_delay_us": np.round(np.maximum(recv_start - send_start, 0) / 1e6, 3),
        "hlo_names": np.array([names[c] for c in index["channel"]] + [None], dtype=object)[:-1],
    })


def _all_reduce(ops: pd.DataFrame) -> dict[int, list[dict]]:
    """Per step, the collective ops by name: on how many cores, total/max time, bytes."""
    ar = ops[ops["kind"].isin((AR_SYNC, AR_COMPUTE))].copy()
    if ar.empty:
        return {}
    ar["us"] = (ar["end"] - ar["start"]) / 1e6
    g = ar.groupby(["step", "name"]).agg(cores=("core", "nunique"), total_us=("us", "sum"),
                                          max_us=("us", "max"), data_bytes=("bytes", "max"))
    out: dict[int, list[dict]] = {}
    for (step, name), row in zip(g.index, g.itertuples(index=False)):  # per (step, op name)
        out.setdefault(int(step), []).append({
            "name": name, "cores": int(row.cores), "total_us": round(float(row.total_us), 3),
            "max_us": round(float(row.max_us), 3),
            "data_bytes": 0 if pd.isna(row.data_bytes) else int(row.data_bytes)})
    return out


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    return reduce(parts.hosts_of(profiles, PARTS), options)


def reduce(hosts: Sequence[parts.Host], options: Mapping[str, str]) -> dict:
    per_host = [h[POD] for h in hosts]
    tpu = any(h["device_type"] == "TPU" for h in per_host)
    # TPU steps anywhere: the TPU categories, over the hosts that have them; else XProf's generic ones.
    tpu_steps_seen = any(h["categories"] == "tpu" for h in per_host)
    categories = list(CATEGORIES) if tpu_steps_seen else GENERIC
    if tpu:
        device_type = "TPU"
    else:
        device_type = next((h["device_type"] for h in per_host if h["device_type"] != "CPU"), "CPU")
    cat_ids = [c for c, _ in categories]
    labels = np.array([label for _, label in categories], dtype=object)

    def used(host) -> bool:
        return host["device_type"] == "TPU" and (host["categories"] == "tpu") == tpu_steps_seen if tpu else True

    # Chips per host: the highest chip seen + 1 (a host may miss one); cores per chip from the devices.
    kept = [h for h in per_host if used(h)]
    chips_per_host = max((int(h["core_chip"].max(initial=-1)) + 1 for h in kept), default=1) if tpu else 1
    cores_per_chip = max((h["cores_per_chip"] for h in kept), default=1) if tpu else 1
    per_host_cores = chips_per_host * cores_per_chip

    cores, parts, op_parts = [], [], []
    for h_index, (host_name, host) in enumerate(zip([h.name for h in hosts], per_host)):
        if not used(host):
            continue
        chip, on_chip = host["core_chip"], host["core_on_chip"]
        gids = h_index * per_host_cores + chip * cores_per_chip + on_chip
        cores += [{"core_id": int(g), "host": host_name, "host_index": h_index,
                   "chip_id": h_index * chips_per_host + int(c), "core_on_chip": int(k), "name": name}
                  for g, c, k, name in zip(gids, chip, on_chip, host["core_names"])]
        parts.append((gids[host["step_core"]], host["step"], host["total"], host["by_cat"]))
        if host["ops"] is not None:
            o = dict(host["ops"])
            o["core"] = gids[o["core"]]
            op_parts.append(o)
    warnings = []
    if any(h["whole_profile"] for h in per_host if used(h)):
        warnings.append("No step markers: the breakdown covers the whole profile as one step.")
    per_step: dict[str, dict] = {}
    step_nums: list[int] = []
    if parts and sum(len(p[1]) for p in parts):
        # The collective ops first, as one table (columns joined once, no per-host frames),
        # freed before the per-step lists are made: a pod's peak memory.
        ops = pd.DataFrame({k: np.concatenate([o[k] for o in op_parts]) for k in op_parts[0]}) \
            if op_parts else None
        op_parts = []
        channels = _channels(ops) if ops is not None else {}
        all_reduce = _all_reduce(ops) if ops is not None else {}
        ops = None
        gid, step, total, by_cat = (np.concatenate(x) for x in zip(*parts))
        order = np.lexsort((gid, step))
        gid, step, total, by_cat = gid[order], step[order], total[order], by_cat[order]
        us = np.round(by_cat / 1e6, 3)
        columns = {"cores": gid, "total_us": np.round(total / 1e6, 3),
                   "bottleneck": labels[np.argmax(by_cat, axis=1)]}
        columns.update({f"b:{c}": us[:, i] for i, c in enumerate(cat_ids)})
        split = _split(step, columns)
        empty = {k: [] for k in ("channel_id", "src_core", "dst_core", "data_bytes", "latency_us",
                                 "bandwidth_gibps", "send_delay_us", "hlo_names")}
        for st, cols in split.items():
            per_step[str(st)] = {
                "cores": cols["cores"], "total_us": cols["total_us"], "bottleneck": cols["bottleneck"],
                "breakdown_us": {c: cols[f"b:{c}"] for c in cat_ids},
                "channels": channels.get(st, empty),
                "all_reduce": all_reduce.get(st, []),
            }
        step_nums = sorted(split)
    else:
        warnings.append("No steps found on any core: the profile has no TPU Steps lines and no "
                        "host step markers.")
    return {
        "device_type": device_type,
        "categories": [{"id": c, "label": label} for c, label in categories],
        "topology": {"num_hosts": len(hosts), "chips_per_host": chips_per_host,
                     "cores_per_chip": cores_per_chip, "hosts": [h.name for h in hosts]},
        "cores": cores,
        "steps": step_nums,
        "per_step": per_step,
        "diagnostics": {"info": [], "warnings": warnings},
    }
