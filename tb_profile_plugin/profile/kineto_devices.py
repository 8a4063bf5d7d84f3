"""The device facts of a Kineto trace's GPU planes (kineto.py): which `deviceProperties` entry
describes which device, the plane stats XProf's GPU planes carry, and each kernel's launch
details as XProf's `kernel_details` text.

Properties: `deviceProperties` (current traces; the older `computeProperties`, whose keys are
`major`/`minor`/`multiProcessorCount`, is read the same way). An entry describes the device
whose id it carries, when every device the events run on has one. Otherwise, when there are as
many entries as devices, they are taken in order (the lowest device id gets the first entry):
ROCm traces can number the devices of their events otherwise than the entries (the MI300X
fixture: every kernel on device 2, one entry with id 0). Else only the entries whose id matches
are used. The plane keeps the id its events carry (`/device:GPU:2`). torch-tb-profiler takes
entry i for device i, so it shows no GPU facts for such a trace.

Plane stats (schema.py, the names XProf's GPU planes use): `core_count` (SMs / CUs),
`memory_size` (bytes), `compute_cap_major`/`_minor`, `device_vendor` ("Nvidia" / "AMD", as
XProf writes it), and `device_name`, the product name ("AMD Instinct MI300X VF"; some ROCm
versions write the architecture, "gfx942", which is then also `gpu_device_name`). The vendor:
the product name's maker when it names one (AMD, Radeon, Instinct, gfx... / NVIDIA, Tesla,
GeForce, Quadro, TITAN), else the runtime the trace records (`roctracer_version`,
`hip_runtime_version` / `cuda_runtime_version`, `cupti_version`), else none (devices.py: an
unknown GPU). No clock rate is recorded, so peak FLOP rates stay unknown (NaN).
"""

from __future__ import annotations

import operator
import re

import numpy as np
import orjson

from . import devices, schema
from .kineto_columns import _as_int, _objects, _value_codes

# The keys of a properties entry, current spelling first (computeProperties: the second).
_CORES = ("numSms", "multiProcessorCount")
_MAJOR = ("computeMajor", "major")
_MINOR = ("computeMinor", "minor")
_AMD_NAME = re.compile(r"\b(AMD|Radeon|Instinct|gfx[0-9a-f]{3,})\b", re.IGNORECASE)
_GFX = re.compile(r"gfx[0-9a-f]{3,}")
_NVIDIA_NAME = re.compile(r"\b(NVIDIA|Tesla|GeForce|Quadro|TITAN)\b", re.IGNORECASE)
# Top-level keys of the trace that name the runtime it was recorded with.
RUNTIME_KEYS = {"roctracer_version": devices.AMD, "hip_runtime_version": devices.AMD,
                "cuda_runtime_version": devices.NVIDIA, "cupti_version": devices.NVIDIA}


def properties_of(doc, device_ids: list[int]) -> dict[int, dict]:
    """{device id: its properties entry} for the devices the events run on (see above)."""
    raw = doc.deviceProperties if isinstance(doc.deviceProperties, list) and doc.deviceProperties \
        else doc.computeProperties
    entries = [p for p in raw if isinstance(p, dict)] if isinstance(raw, list) else []
    by_id: dict[int, dict] = {}
    for p in entries:
        key = p.get("id")
        if type(key) is int:
            by_id.setdefault(key, p)
    if all(d in by_id for d in device_ids) or len(entries) != len(device_ids):
        return {d: by_id[d] for d in device_ids if d in by_id}
    return dict(zip(sorted(device_ids), entries))


def runtime_vendor(doc) -> str:
    """The vendor of the runtime the trace was recorded with, "" if it names none."""
    for key, vendor in RUNTIME_KEYS.items():
        if getattr(doc, key, None) is not None:
            return vendor
    return ""


def _first_int(entry: dict, keys) -> int | None:
    for key in keys:
        value = entry.get(key)
        if type(value) is int:
            return value
    return None


def plane_stats(entry: dict | None, vendor: str) -> dict:
    """The GPU plane's device stats from its properties entry (none: the vendor only)."""
    entry = entry or {}
    name = entry.get("name") if isinstance(entry.get("name"), str) else ""
    if _AMD_NAME.search(name):
        vendor = devices.AMD
    elif _NVIDIA_NAME.search(name):
        vendor = devices.NVIDIA
    out = {}
    if vendor:
        out[schema.DEV_VENDOR] = vendor
    cores = _first_int(entry, _CORES)
    if cores is not None:
        out[schema.DEV_CAP_CORE_COUNT] = cores
    if type(entry.get("totalGlobalMem")) is int:
        out["memory_size"] = entry["totalGlobalMem"]
    major = _first_int(entry, _MAJOR)
    if major is not None:
        out[schema.DEV_CAP_COMPUTE_CAP_MAJOR] = major
        out[schema.DEV_CAP_COMPUTE_CAP_MINOR] = _first_int(entry, _MINOR) or 0
    if name:
        out["device_name"] = name
        if _GFX.fullmatch(name):  # some ROCm versions name the device by its architecture
            out[schema.GPU_DEVICE_NAME] = name
    return out


def _dims(raw: bytes) -> list[int]:
    try:
        values = orjson.loads(raw) if len(raw) else []
    except orjson.JSONDecodeError:
        values = []
    values = values if isinstance(values, list) else []
    return [_as_int(x, 1) for x in (values + [1, 1, 1])[:3]]


def kernel_details(args: list) -> np.ndarray:
    """XProf's kernel_details text of each kernel of these decoded args (the shared memory
    Kineto gives, static + dynamic, as static; the estimated achieved occupancy as occ_pct),
    made once per distinct combination of the values."""
    if not args:
        return np.empty(0, dtype=object)
    parts = []
    for attribute in ("registers", "shared_memory", "grid", "block", "occupancy"):
        values = list(map(operator.attrgetter(attribute), args))
        if attribute in ("grid", "block"):
            values = list(map(bytes, values))
        parts.append(_value_codes(values))
    width = [len(u) + 1 for _, u in parts]
    combined = np.zeros(len(args), np.int64)
    for (codes, _), w in zip(parts, width):
        combined = combined * w + codes
    keys, first = np.unique(combined, return_index=True)
    texts = []
    for i in first.tolist():
        regs, shm, grid, block, occ = (u[c[i]] for c, u in parts)
        text = (f"regs:{_as_int(regs, 0)} static_shared:{_as_int(shm, 0)} dynamic_shared:0 "
                f"grid:{','.join(map(str, _dims(grid)))} block:{','.join(map(str, _dims(block)))}")
        if type(occ) in (int, float):
            text += f" occ_pct:{occ}"
        texts.append(text)
    return _objects(texts)[np.searchsorted(keys, combined)]
