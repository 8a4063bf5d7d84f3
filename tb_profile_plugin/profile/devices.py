"""What a device is, from what its plane records: the one table of device facts every tool reads.

Devices are data, not branches: a tool asks `device(plane)` (or `peaks`,
`device_type`) and never tests a vendor or a generation itself. The facts
and their derivations are XProf's (xprof/utils: hardware_type_utils,
cuda_type_utils, rocm_type_utils, device_caps_utils), keyed by the plane
stats the profilers write:

- TPU planes record their own peaks: `peak_teraflops_per_second`,
  `peak_hbm_bw_gigabytes_per_second` (GB/s), and their name,
  `device_type_string` ("TPU v6 Lite"); without it the name is "TPU".
- GPU planes record the device's capabilities: `device_vendor` ("Nvidia",
  "AMD"), `clock_rate` (kHz), `core_count` (SMs, CUs), `memory_bandwidth`
  (bytes/s), `compute_cap_major`/`_minor`, and on ROCm `gpu_device_name`
  ("gfx942"). Peak FLOP rate = cores x clock x the most FLOPs one core
  does per cycle among its vector and matrix units at fp32 and fp16, from
  the architecture's row below (NVIDIA: by compute capability, else the
  highest one below it, else the oldest; AMD: by gfx architecture, named by
  `gpu_device_name` when it is well formed, else by the compute capability
  where that names one architecture: 9.4 gfx942, 9.5 gfx950; none for
  others). HBM bandwidth = `memory_bandwidth`; shared memory (LDS) bandwidth
  = cores x clock x its bytes per core per cycle. Names: "Nvidia GPU
  (Hopper)" by compute capability (CUDA's product name is not used), "AMD
  GPU - gfx942", else the AMD family ("AMD GPU - gfx-9XX series").
- Peak stats a plane records itself win over the derivation (any device).

Unknown facts are NaN (peaks) or "" (names), never a guess.
"""

from __future__ import annotations

import dataclasses
import math
import re

from . import schema
from .model import Plane, Profile, as_number, as_text

NVIDIA = "Nvidia"
AMD = "AMD"

# Per SM per cycle, as XProf's tables (cuda_type_utils): the four rates XProf's
# peak reads, (vector fp32, vector fp16, matrix fp32, matrix fp16), and the
# architecture's name; keyed by major * 1000 + minor * 10.
NVIDIA_FLOPS_PER_SM_CYCLE = {
    10000: (296, 592, 4096, 8192),   # Blackwell
    9000: (256, 512, 2048, 4096),    # Hopper
    8090: (256, 256, 512, 1024),     # Ada Lovelace
    8060: (256, 256, 256, 1024),     # Ampere GA10x
    8000: (128, 512, 1024, 2048),    # Ampere A100
    7050: (128, 256, 0, 1024),       # Turing
    7000: (128, 256, 0, 1024),       # Volta
    6010: (256, 4, 0, 0),            # Pascal SM61
    6000: (128, 256, 0, 0),          # Pascal SM60
    5000: (256, 0, 0, 0),            # Maxwell
    3000: (384, 0, 0, 0),            # Kepler
    2000: (64, 0, 0, 0),             # Fermi
}
# Per CU per cycle, as XProf's ROCm table (rocm_type_utils, from AMD's CDNA white papers).
AMD_FLOPS_PER_CU_CYCLE = {
    "gfx908": (128, 0, 256, 1024),   # MI100, CDNA 1
    "gfx90a": (128, 0, 256, 1024),   # MI200/MI250, CDNA 2
    "gfx942": (256, 256, 256, 2048),  # MI300, CDNA 3
    "gfx950": (256, 256, 256, 4096),  # MI350/MI355, CDNA 4
}
# LDS bytes per CU per cycle (rocm_type_utils).
AMD_LDS_BYTES_PER_CU_CYCLE = {"gfx908": 128.0, "gfx90a": 128.0, "gfx942": 128.0, "gfx950": 256.0}
# The compute capabilities that name one AMD architecture (ROCm drops the stepping digit).
AMD_ARCH_BY_COMPUTE_CAP = {(9, 4): "gfx942", (9, 5): "gfx950"}
AMD_FAMILIES = {9: "AMD GPU - gfx-9XX series", 10: "AMD GPU - gfx-10XX series", 11: "AMD GPU - gfx-11XX series"}
_GFX_NAME = re.compile(r"gfx[0-9a-fA-F]{3,}")


def _nvidia_name(major: int, minor: int) -> str:
    names = {2: "Fermi", 3: "Kepler", 5: "Maxwell", 6: "Pascal", 9: "Hopper", 10: "Blackwell"}
    if major == 7:
        return "Nvidia GPU (Volta)" if minor < 5 else "Nvidia GPU (Turing)"
    if major == 8:
        return "Nvidia GPU (Ampere)" if minor < 9 else "Nvidia GPU (Ada Lovelace)"
    return f"Nvidia GPU ({names[major]})" if major in names else "Nvidia GPU"


def _nvidia_rates(major: int, minor: int) -> tuple:
    """XProf's row for a compute capability: its own, else the highest below it, else the oldest."""
    key = major * 1000 + minor * 10
    below = [k for k in NVIDIA_FLOPS_PER_SM_CYCLE if k <= key]
    return NVIDIA_FLOPS_PER_SM_CYCLE[max(below) if below else min(NVIDIA_FLOPS_PER_SM_CYCLE)]


@dataclasses.dataclass(frozen=True)
class Device:
    """The facts of one device plane. Peaks are NaN when unknown."""

    kind: str                 # "TPU", "GPU", "CPU", or the device plane's kind ("/device:XPU:0": "XPU")
    name: str                 # XProf's device type: "TPU v6 Lite", "AMD GPU - gfx942", "Nvidia GPU (Hopper)"
    vendor: str = ""          # GPU: "Nvidia", "AMD"
    arch: str = ""            # AMD: "gfx942"; NVIDIA: the compute capability, "9.0"
    cores: int = 0            # GPU: SMs / CUs
    clock_ghz: float = math.nan
    peak_teraflops: float = math.nan     # TFLOP/s
    peak_hbm_gbps: float = math.nan      # GB/s (1e9 bytes)
    peak_shm_gbps: float = math.nan      # GPU shared memory / LDS over all cores, GB/s


def _int(value) -> int | None:
    number = as_number(value)
    return None if math.isnan(number) else int(number)


def _amd_arch(stats: dict, major: int | None, minor: int | None) -> str:
    name = as_text(stats.get(schema.GPU_DEVICE_NAME))
    if _GFX_NAME.fullmatch(name):
        return name
    return AMD_ARCH_BY_COMPUTE_CAP.get((major, minor), "")


def _gpu(plane: Plane) -> Device:
    stats = plane.stats
    vendor = as_text(stats.get(schema.DEV_VENDOR))
    cores = _int(stats.get(schema.DEV_CAP_CORE_COUNT)) or 0
    khz = as_number(stats.get(schema.DEV_CAP_CLOCK_RATE_KHZ))
    ghz = khz / 1e6 if khz > 0 else math.nan
    major = _int(stats.get(schema.DEV_CAP_COMPUTE_CAP_MAJOR))
    minor = _int(stats.get(schema.DEV_CAP_COMPUTE_CAP_MINOR)) or 0
    bandwidth = as_number(stats.get(schema.DEV_CAP_MEMORY_BANDWIDTH))
    rates, shm_bytes, arch = None, math.nan, ""
    if vendor == NVIDIA:
        major = major or 0
        name, arch = _nvidia_name(major, minor), f"{major}.{minor}"
        rates = _nvidia_rates(major, minor)
        shm_bytes = 32 * 4 / 2 if major <= 2 else 32 * 8  # 32 banks: 4 B per 2 cycles, else 8 B per cycle
    elif vendor == AMD:
        arch = _amd_arch(stats, major, minor)
        name = f"AMD GPU - {arch}" if arch else AMD_FAMILIES.get(major, "AMD GPU")
        rates = AMD_FLOPS_PER_CU_CYCLE.get(arch)
        shm_bytes = AMD_LDS_BYTES_PER_CU_CYCLE.get(arch, math.nan)
    else:
        name = "GPU"
    per_core_gflops = max(rates) * ghz if rates else math.nan   # FLOPs per cycle x GHz
    return Device("GPU", name, vendor, arch, cores, ghz,
                  peak_teraflops=per_core_gflops * cores / 1e3 if cores else math.nan,
                  peak_hbm_gbps=bandwidth / 1e9 if bandwidth > 0 else math.nan,
                  peak_shm_gbps=shm_bytes * ghz * cores if cores else math.nan)


def _positive(value: float) -> float:
    return value if value > 0 else math.nan


def device(plane: Plane) -> Device:
    """The facts of a device plane (a host plane is a "CPU" without peaks)."""
    if schema.is_gpu_plane(plane.name):
        found = _gpu(plane)
    elif schema.is_tpu_plane(plane.name):
        found = Device("TPU", as_text(plane.stats.get(schema.DEVICE_TYPE_STRING)) or "TPU")
    elif schema.is_device_plane(plane.name):
        kind = plane.name[len(schema.DEVICE_PLANE_PREFIX):].split(":")[0]
        found = Device(kind, kind)
    else:
        return Device("CPU", "CPU")
    recorded_flops = _positive(as_number(plane.stats.get(schema.DEV_CAP_PEAK_TERAFLOPS)))
    recorded_bw = _positive(as_number(plane.stats.get(schema.DEV_CAP_PEAK_HBM_BW)))
    return dataclasses.replace(
        found,
        peak_teraflops=recorded_flops if not math.isnan(recorded_flops) else _positive(found.peak_teraflops),
        peak_hbm_gbps=recorded_bw if not math.isnan(recorded_bw) else _positive(found.peak_hbm_gbps),
        peak_shm_gbps=_positive(found.peak_shm_gbps))


def peaks(plane: Plane) -> tuple[float, float]:
    """(peak TFLOP/s, peak HBM GB/s) of a device plane, NaN when unknown."""
    found = device(plane)
    return found.peak_teraflops, found.peak_hbm_gbps


def device_type(plane: Plane) -> str:
    """XProf's name of the device: "TPU v6 Lite", "AMD GPU - gfx942", "Nvidia GPU (Hopper)"."""
    return device(plane).name


def profile_device_type(profile: Profile) -> str:
    """The device type of a profile as XProf's run environment names it: its TPUs' if it has any,
    else its GPUs', else its other devices'; "CPU" without devices. Several kinds: joined by "/"."""
    planes = profile.device_planes
    for test in (schema.is_tpu_plane, schema.is_gpu_plane, schema.is_device_plane):
        names = sorted({device_type(p) for p in planes if test(p.name)})
        if names:
            return "/".join(names)
    return "CPU"
