"""TPU cores: their steps and ops, their chips, and the duty cycle, as XProf 2.24 reads them.

A core is a `/device:TPU:N` plane. Its steps are its "Steps" line; without one
(JAX programs mark no steps on TPU) the whole profile is one pseudo-step over
the core's window: from the first to the last event of its "XLA Ops" and "XLA
Modules" lines, the span XProf's duty cycle tracker takes. Its ops are the
top-level events of the "XLA Ops" line, each of a kind (pod_viewer's
categories) from its `hlo_category` or name.

Chips (`core_layout`): the plane's `core_details` stat (XProf's CoreDetails
proto: local_chip_id, field 4) groups cores into chips; without it, the
`has_megacore` stat (megacore chips, v4 and v5p, expose 2 cores per chip),
else 2 cores per chip as on TPU v2/v3, whose profiles carry neither.

Duty cycle (`duty_cycle`), as XProf's DutyCycleTracker and DutyCycleCombiner
do it: per chip, the union of the XLA ops' intervals except the off-duty ones
(categories infeed, outfeed, host send/recv and their -done, megacore fusion)
is busy; the chip's window (the union of its cores' windows) minus that is
idle; chips sum. Cores without `core_details` count as chips of their own, as
in XProf. SparseCore lines are not read (no profile at hand has them).
"""

from __future__ import annotations

import dataclasses
import re

import numpy as np

from ..profile import Plane, Profile, message, schema
from . import intervals, nesting, parts

# Kinds of TPU XLA ops (pod_viewer's categories); the step breakdown groups them.
TPU_HIGH_FLOPS, TPU_LOW_FLOPS, TPU_INFEED, TPU_OUTFEED, TPU_AR_SYNC, TPU_AR_COMPUTE, TPU_SEND, TPU_RECV = range(1, 9)
_HIGH_FLOPS = re.compile(r"convolution|output fusion|\bdot\b|^dot|^conv", re.I)
_COLLECTIVE = re.compile(r"all-reduce|all-gather|reduce-scatter|all-to-all|collective|allreduce|nccl", re.I)
# XProf's IsOffDutyOp (xla_op_utils.h): time a core waits on the host, not busy.
OFF_DUTY = frozenset({"infeed", "outfeed", "host send", "host send-done", "host recv", "host recv-done",
                      "megacore fusion"})
CORE_DETAILS = "core_details"   # plane stat: serialized CoreDetails (op_stats.proto)
HAS_MEGACORE = "has_megacore"   # plane stat: 1 when the chip's 2 cores run as one device
LEGACY_CORES_PER_CHIP = 2       # TPU v2/v3: 2 cores per chip, no device stats
WHOLE_PROFILE = 0               # the pseudo-step's number


def tpu_op_kind(name: str, category: str) -> int:
    """Kind of one TPU XLA op, from its category stat (`hlo_category`) or name."""
    text = f"{category} {name}".lower()
    if "infeed" in text:
        return TPU_INFEED
    if "outfeed" in text:
        return TPU_OUTFEED
    if _COLLECTIVE.search(text):
        return TPU_AR_SYNC if re.search(r"-done\b|done$", name) else TPU_AR_COMPUTE
    if re.match(r"^recv(-done)?\b", name) or category.lower() in ("recv", "recv-done"):
        return TPU_RECV
    if re.match(r"^send(-done)?\b", name) or category.lower() in ("send", "send-done"):
        return TPU_SEND
    if _HIGH_FLOPS.search(category) or _HIGH_FLOPS.search(name):
        return TPU_HIGH_FLOPS
    return TPU_LOW_FLOPS


@dataclasses.dataclass
class TpuCore:
    """One TPU core's steps (its Steps line, or the whole-profile pseudo-step)
    and its top-level XLA ops that start within a step: op rows, start/end ps,
    step index, kind."""

    step_num: np.ndarray
    step_start: np.ndarray
    step_end: np.ndarray
    op_rows: np.ndarray
    op_start: np.ndarray
    op_end: np.ndarray
    op_step: np.ndarray
    op_kind: np.ndarray


def _lines_rows(plane: Plane, *names: str) -> np.ndarray:
    lines = [plane.line_named(n) for n in names]
    return np.concatenate([np.arange(0)] + [np.arange(line.start, line.stop) for line in lines
                                            if line is not None and line.num_events]).astype(np.int64)


def core_window(plane: Plane) -> tuple[int, int] | None:
    """(first start, last end) of the core's XLA Ops and XLA Modules events; None without any."""
    rows = _lines_rows(plane, schema.XLA_OP_LINE, schema.XLA_MODULE_LINE)
    if not len(rows):
        return None
    ev = plane.events
    return int(ev.start_ps[rows].min()), int(ev.end_at(rows).max())


def _categories(plane: Plane) -> np.ndarray:
    """`hlo_category` of each metadata entry, in metadata_codes() order ("" for the unknown slot)."""
    mds = [plane.event_metadata[i] for i in plane._metadata_order()]
    return np.array([str(md.stats.get(schema.HLO_CATEGORY, "")) for md in mds] + [""], dtype=object)


def tpu_core(plane: Plane, whole: bool = False) -> TpuCore | None:
    """The steps and ops of a `/device:TPU:N` plane; None without a Steps line
    (with `whole`: the whole-profile pseudo-step, None without XLA ops)."""
    ev = plane.events
    if whole:
        window = core_window(plane)
        if window is None:
            return None
        nums = np.array([WHOLE_PROFILE], np.int64)
        s_start, s_end = np.array([window[0]], np.int64), np.array([window[1]], np.int64)
    else:
        step_line = plane.line_named(schema.STEP_LINE)
        if step_line is None or not step_line.num_events:
            return None
        srows = np.arange(step_line.start, step_line.stop)
        nums = plane.stat(schema.STEP_NUM).for_events(len(ev), fill=-1)[srows]
        groups = plane.stat(schema.GROUP_ID).for_events(len(ev), fill=-1)[srows]
        nums = np.where(nums >= 0, nums, np.where(groups >= 0, groups, np.arange(len(srows)))).astype(np.int64)
        s_start = ev.start_ps[srows]
        s_end = s_start + ev.duration_ps[srows]
    z = np.zeros(0, np.int64)
    core = TpuCore(nums, s_start, s_end, z, z, z, z, np.zeros(0, np.int8))
    orows = _lines_rows(plane, schema.XLA_OP_LINE)
    if not len(orows):
        return core
    start, end = ev.start_ps[orows], ev.end_at(orows)
    top = nesting.depths(np.zeros(len(orows), np.int64), start, end) == 0
    orows, start, end = orows[top], start[top], end[top]
    names = plane.metadata_names(display=False)
    categories = _categories(plane)
    kinds = np.array([tpu_op_kind(n, c) for n, c in zip(names, categories[:-1])] + [TPU_LOW_FLOPS], np.int8)
    kind = kinds[plane.metadata_codes(ev.metadata_id[orows])]
    order = np.argsort(s_start, kind="stable")
    k = np.searchsorted(s_start[order], start, "right") - 1
    ok = k >= 0
    ok[ok] &= start[ok] < s_end[order][k[ok]]
    core.op_rows, core.op_start, core.op_end = orows[ok], start[ok], end[ok]
    core.op_step, core.op_kind = order[k[ok]], kind[ok]
    return core


def core_planes(profile: Profile) -> list[Plane]:
    """The TPU core planes, by their number (/device:TPU:0, 1, ...)."""
    return sorted((p for p in profile.device_planes if schema.is_tpu_plane(p.name)), key=core_number)


def core_number(plane: Plane) -> int:
    m = re.search(r"(\d+)$", plane.name)
    return int(m.group(1)) if m else plane.id


# -- chips ----------------------------------------------------------------------

def _varint_fields(data: bytes) -> dict[int, int] | None:
    """The varint fields of one small serialized message; None if malformed."""
    try:
        return {k: v for k, v in message.fields(data) if isinstance(v, int)}
    except ValueError:
        return None


def local_chip(plane: Plane) -> int | None:
    """The core's chip on its host (CoreDetails.local_chip_id), None without core_details."""
    data = plane.stats.get(CORE_DETAILS)
    if not isinstance(data, (bytes, bytearray)):
        return None
    fields = _varint_fields(bytes(data))
    return None if fields is None else int(fields.get(4, 0))


def core_layout(planes: list[Plane]) -> tuple[list[int], list[int], int]:
    """(chip of each core, its index on the chip, cores per chip) for one host's TPU cores
    in the given order (see the module docstring)."""
    chips = [local_chip(p) for p in planes]
    if planes and all(c is not None for c in chips):
        on_chip, seen = [], {}
        for c in chips:
            on_chip.append(seen.get(c, 0))
            seen[c] = on_chip[-1] + 1
        return chips, on_chip, max(seen.values())
    megacore = [p.stats.get(HAS_MEGACORE) for p in planes]
    known = [m for m in megacore if isinstance(m, (int, float))]
    per_chip = (2 if any(m == 1 for m in known) else 1) if known else LEGACY_CORES_PER_CHIP
    numbers = [core_number(p) for p in planes]
    return [n // per_chip for n in numbers], [n % per_chip for n in numbers], per_chip


# -- duty cycle -----------------------------------------------------------------

def _busy_intervals(plane: Plane) -> tuple[np.ndarray, np.ndarray]:
    rows = _lines_rows(plane, schema.XLA_OP_LINE)
    ev = plane.events
    on_duty = ~np.isin(_categories(plane), list(OFF_DUTY))
    rows = rows[on_duty[plane.metadata_codes(ev.metadata_id[rows])]]
    return ev.start_ps[rows], ev.end_at(rows)


def duty_cycle(profile: Profile) -> tuple[int, int] | None:
    """(busy ps, idle ps) of the host's TPU chips, summed over chips; None without TPU XLA ops."""
    chips: dict = {}
    for plane in core_planes(profile):
        window = core_window(plane)
        if window is None:
            continue
        chip = local_chip(plane)
        key = ("chip", chip) if chip is not None else ("plane", plane.id)
        lo, hi, starts, ends = chips.get(key, (window[0], window[1], [], []))
        start, end = _busy_intervals(plane)
        chips[key] = (min(lo, window[0]), max(hi, window[1]), starts + [start], ends + [end])
    if not chips:
        return None
    busy = idle = 0
    for lo, hi, starts, ends in chips.values():
        active = intervals.union_length(np.concatenate(starts), np.concatenate(ends))
        busy += active
        idle += max(hi - lo - active, 0)
    return busy, idle


# The per-host duty cycle (overview_page): a part of its own, small.
DUTY = parts.Part("tpu/duty/v1", duty_cycle)
