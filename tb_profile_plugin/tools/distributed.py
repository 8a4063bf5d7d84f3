"""distributed: per rank, where the GPU time goes and how communication overlaps computation.

What HTA's notebook (0.5.0) and torch-tb-profiler's "Distributed" view (0.4.3) show, for any
run whose hosts have GPU activity (PyTorch ranks; XSpace GPU hosts alike, rank = host name).
analysis/gpu_kernels.py defines the kinds and every figure; one host = one rank.

JSON (times in µs, rounded to 3 decimals; percentages to 4):
{"ranks": [{"rank": "0", "host": "rank-0", "world_size": 2 | null, "backend": "nccl" | "",
            "gpus": 1, "activities": 3774,       # GPU kernels, memcpys, memsets
            "hta_activities": 2516,              # those HTA's figures count (see gpu_kernels)
            "span_us", "idle_us", "compute_us", "non_compute_us",          # HTA temporal
            "idle_pct", "compute_pct", "non_compute_pct",
            "kernel_types": {"COMPUTATION": µs, "COMPUTATION overlapping COMMUNICATION": µs, ...},
            "communication_us", "overlap_us", "comm_comp_overlap_pct",       # HTA overlap
            "steps": 3, "avg_step_us",                                      # torch-tb-profiler's
            "breakdown_us": {"computation", "overlapping", "communication", "other"}}],  # step mean
 "kernel_types": [{"kernel_type", "us", "pct"}],  # all ranks summed, largest first (HTA's table)
 "breakdown": [{"id": "computation", "label": "Computation"}, ...],   # stacking order
 "steps": {"columns": [...], "rows": [[rank, step_num | null, step_us, computation_us,
           overlapping_us, communication_us, other_us], ...]},
 "collectives": {"columns": [...], "rows": [[rank, collective, process_group, calls, total_us,
           avg_us, max_us, in_nelems | null, out_nelems | null, in_bytes | null,
           group_size | null], ...]},
 "diagnostics": ["..."]}
Ranks are ordered by rank number (hosts without one after, by name). The breakdown's parts
are computation only, both at once, communication only, and the rest of the step (TTB's
legend); a step without markers is one pseudo-step over the host events (step_num null).
Collectives: a row per (rank, `Collective name` arg, else the NCCL kernel's collective, and
process group); in_bytes = In msg nelems × the dtype's size, null unless every call says.

Deliberate differences from HTA 0.5.0 and torch-tb-profiler 0.4.3, and why: see
analysis/gpu_kernels.py (exact ps where HTA rounds ns-resolution events to µs; TTB's
communication, which misses the NCCL kernels of current PyTorch). Also:
- TTB's "all" row truncates the step mean to whole µs; here it is rounded to 3 decimals.
- TTB's collectives table is per host op (`nccl:all_reduce`...), with bytes from Input Dims;
  this one is per GPU collective, from the kernels' own args (current Kineto writes them).
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from ..analysis import gpu_kernels as gk
from ..analysis import parts
from ..profile import Profile, kineto

BREAKDOWN = (("computation", "Computation"), ("overlapping", "Overlapping"),
             ("communication", "Communication"), ("other", "Other"))
STEP_COLUMNS = [("rank", "Rank", "string"), ("step_num", "Step", "number"),
                ("step_us", "Step time (µs)", "number")] + [
                (f"{i}_us", f"{label} (µs)", "number") for i, label in BREAKDOWN]
COLLECTIVE_COLUMNS = [
    ("rank", "Rank", "string"), ("collective", "Collective", "string"),
    ("process_group", "Process group", "string"), ("calls", "Calls", "number"),
    ("total_us", "Total time (µs)", "number"), ("avg_us", "Avg time (µs)", "number"),
    ("max_us", "Max time (µs)", "number"), ("in_nelems", "In msg elements", "number"),
    ("out_nelems", "Out msg elements", "number"), ("in_bytes", "In msg bytes", "number"),
    ("group_size", "Group size", "number"),
]
RANK_COLUMNS = [
    ("rank", "Rank", "string"), ("span_us", "Span (µs)", "number"), ("idle_us", "Idle (µs)", "number"),
    ("compute_us", "Compute (µs)", "number"), ("non_compute_us", "Non-compute (µs)", "number"),
    ("idle_pct", "Idle %", "number"), ("compute_pct", "Compute %", "number"),
    ("non_compute_pct", "Non-compute %", "number"),
    ("comm_comp_overlap_pct", "Comm/comp overlap %", "number"), ("avg_step_us", "Avg step (µs)", "number"),
]


def _us(ps) -> float:
    return round(float(ps) / 1e6, 3)


def _pct(part, whole) -> float | None:
    return round(100.0 * float(part) / float(whole), 4) if whole else None


def _plain(value):
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return None
    return value.item() if isinstance(value, np.generic) else value


def _host_part(profile: Profile) -> dict:
    acts = gk.activities(profile)
    num, m_start, m_end = gk.markers(profile)
    marked = len(num) > 0
    if not marked:  # one pseudo-step over the host events (TTB: its CPU span)
        host = profile.host_plane
        src = host.events if host is not None and len(host.events) else None
        if src is not None:
            m_start, m_end = np.array([src.start_ps.min()]), np.array([src.end_ps.max()])
        elif len(acts):
            m_start, m_end = np.array([acts["start"].min()]), np.array([acts["end"].max()])
        num = np.zeros(len(m_start), np.int64)
    hta = gk.hta_breakdown(acts, m_start if marked else m_start[:0])
    s_num, s_start, s_end = gk.ttb_steps(acts, num, m_start, m_end)
    split = gk.step_breakdown(acts, s_start, s_end)
    coll = gk.collectives(profile, acts)
    stats = profile.host_plane.stats if profile.host_plane is not None else {}
    return {
        "rank": stats.get(kineto.RANK), "world_size": stats.get(kineto.WORLD_SIZE),
        "backend": str(stats.get(kineto.BACKEND) or ""),
        "gpus": int(acts["plane"].nunique()) if len(acts) else 0, "activities": int(len(acts)),
        "hta": hta, "marked": marked,
        "steps": {"step_num": [int(n) for n in s_num] if marked else [None] * len(s_num),
                  "step_ps": [int(x) for x in s_end - s_start],
                  **{k: [int(x) for x in v] for k, v in split.items()}},
        "collectives": {c: [_plain(v) for v in coll[c].to_numpy()] for c in coll.columns},
    }


DISTRIBUTED = parts.Part("distributed/host/v2", _host_part)  # 2: ROCm copies are memory (gpu_kernels)
PARTS = (DISTRIBUTED,)


def convert(profiles: Sequence[Profile], options: Mapping[str, str]) -> dict:
    return reduce(parts.hosts_of(profiles, PARTS), options)


def _rank_key(item):
    rank = item[1]["rank"]
    return (0, int(rank), item[0]) if isinstance(rank, int) else (1, 0, item[0])


def reduce(hosts: Sequence[parts.Host], options: Mapping[str, str]) -> dict:
    items = sorted(((h.name, h[DISTRIBUTED]) for h in hosts), key=_rank_key)
    ranks, step_rows, coll_rows, diagnostics = [], [], [], []
    type_totals: dict[str, int] = {}
    for host, p in items:
        label = str(p["rank"]) if isinstance(p["rank"], int) else host
        h, st = p["hta"], p["steps"]
        for k, v in h["kernel_types"].items():
            type_totals[k] = type_totals.get(k, 0) + v
        step_ps = np.array(st["step_ps"], np.int64)
        comp, comm, both = (np.array(st[k], np.int64) for k in ("computation", "communication", "overlap"))
        parts_ps = {"computation": comp - both, "overlapping": both, "communication": comm - both,
                    "other": step_ps - comp - comm + both}
        for i, n in enumerate(st["step_num"]):
            step_rows.append([label, n, _us(step_ps[i])] + [_us(parts_ps[k][i]) for k, _ in BREAKDOWN])
        n_steps = len(step_ps)
        ranks.append({
            "rank": label, "host": host, "world_size": p["world_size"], "backend": p["backend"],
            "gpus": p["gpus"], "activities": p["activities"], "hta_activities": h["activities"],
            "span_us": _us(h["span_ps"]), "idle_us": _us(h["idle_ps"]), "compute_us": _us(h["compute_ps"]),
            "non_compute_us": _us(h["non_compute_ps"]), "idle_pct": _pct(h["idle_ps"], h["span_ps"]),
            "compute_pct": _pct(h["compute_ps"], h["span_ps"]),
            "non_compute_pct": _pct(h["non_compute_ps"], h["span_ps"]),
            "kernel_types": {k: _us(v) for k, v in sorted(h["kernel_types"].items(), key=lambda kv: -kv[1])},
            "communication_us": _us(h["communication_ps"]), "overlap_us": _us(h["overlap_ps"]),
            "comm_comp_overlap_pct": _pct(h["overlap_ps"], h["communication_ps"]),
            "steps": n_steps, "avg_step_us": _us(step_ps.mean()) if n_steps else None,
            "breakdown_us": {k: (_us(parts_ps[k].mean()) if n_steps else None) for k, _ in BREAKDOWN},
        })
        c = p["collectives"]
        for i in range(len(c.get("collective", []))):
            calls = c["calls"][i]
            coll_rows.append([label, c["collective"][i], c["process_group"][i], calls, _us(c["total_ps"][i]),
                              _us(c["total_ps"][i] / calls), _us(c["max_ps"][i]),
                              *(None if c[k][i] is None else int(c[k][i])
                                for k in ("in_nelems", "out_nelems", "in_bytes", "group_size"))])
        if not p["activities"]:
            diagnostics.append(f"Rank {label} has no GPU activity (kernels, memcpys, memsets): its "
                               "figures are 0. Was the profiler's CUDA activity on?")
        elif not p["marked"]:
            diagnostics.append(f"Rank {label} has no step markers (ProfilerStep#N): its step table "
                               "has one step over the whole profile and HTA's figures count every activity.")
        elif not h["filtered"]:
            diagnostics.append(f"Rank {label} has one step: HTA's figures count every activity (with two "
                               "or more, the last step is left out, as HTA does).")
    total = sum(type_totals.values())
    world = {p["world_size"] for _, p in items if isinstance(p["world_size"], int)}
    if len(world) == 1 and next(iter(world)) > len(items):
        diagnostics.insert(0, f"Only {len(items)} of world size {next(iter(world))} ranks are in this "
                              "run: the figures cover these ranks only.")
    elif len(world) > 1:
        diagnostics.insert(0, f"The ranks disagree on the world size ({', '.join(map(str, sorted(world)))}): "
                              "are they from one job?")
    labels = [r["rank"] for r in ranks]
    if len(set(labels)) < len(labels):
        diagnostics.insert(0, "Several hosts report the same rank: are these files from different jobs "
                              "or restarts? Each is shown as its own row.")
    if items and not any(r["communication_us"] for r in ranks):
        diagnostics.append("No communication kernels (NCCL) on any rank: communication and overlap are 0.")
    return {
        "ranks": ranks,
        "kernel_types": [{"kernel_type": k, "us": _us(v), "pct": _pct(v, total)}
                         for k, v in sorted(type_totals.items(), key=lambda kv: (-kv[1], kv[0]))],
        "breakdown": [{"id": i, "label": label} for i, label in BREAKDOWN],
        "steps": {"columns": _columns(STEP_COLUMNS), "rows": step_rows},
        "collectives": {"columns": _columns(COLLECTIVE_COLUMNS), "rows": coll_rows},
        "diagnostics": diagnostics,
    }


def _columns(spec) -> list[dict]:
    return [{"id": i, "label": label, "type": t} for i, label, t in spec]


def table(result: dict) -> tuple[list[str], list[list]]:
    """The per-rank table (for CSV export): HTA's figures and the mean step."""
    return ([label for _, label, _ in RANK_COLUMNS],
            [[r[c] for c, _, _ in RANK_COLUMNS] for r in result["ranks"]])
