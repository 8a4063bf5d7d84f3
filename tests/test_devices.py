"""profile/devices.py: what a device is and its peaks, as XProf derives them from the plane's stats.

Real planes: the MI300X (gfx942) and TPU v6e profiles, checked against XProf 2.24.2's
roofline_model and overview_page outputs on them. No real profile here shows gfx950 or
an NVIDIA GPU: those planes are the MI300X plane's stats with other values, and the
synthetic NVIDIA plane XProf itself was run on (tests/fixtures/xprof_outputs/synthetic/gpu).
"""

from __future__ import annotations

import json
import math

import pytest

from conftest import FIXTURES, PlaneBuilder, accelerator_xplane, accelerator_xprof
from test_op_profile import gpu_space, load
from tb_profile_plugin.profile import devices, xspace
from tb_profile_plugin.protos import xplane_pb2

GIB = 2**30


def _g(value: float) -> str:
    """A number as XProf prints the roofline's peaks (C++ stream, 6 significant digits)."""
    return f"{value:g}"


def _peaks_p(name: str) -> dict:
    return accelerator_xprof(name, "roofline_model")[0]["p"]


def _environment(name: str) -> dict:
    for table in accelerator_xprof(name, "overview_page"):
        if isinstance(table, dict) and "device_type" in table.get("p", {}):
            return table["p"]
    raise AssertionError("no run environment")


@pytest.fixture(scope="module")
def mi300x():
    return xspace.load(accelerator_xplane("jax_mi300x_conv"))


def _gpu_plane(make_xspace_file, stats: dict):
    space = xplane_pb2.XSpace(hostnames=["gpuhost"])
    PlaneBuilder(space, "/device:GPU:0").plane_stats(stats)
    (plane,) = load(make_xspace_file, space).device_planes
    return plane


def test_mi300x_is_xprofs_gfx942(mi300x):
    theirs = _peaks_p("jax_mi300x_conv")
    assert len(mi300x.device_planes) == 8
    for plane in mi300x.device_planes:
        found = devices.device(plane)
        assert (found.kind, found.vendor, found.arch, found.cores) == ("GPU", "AMD", "gfx942", 304)
        assert found.name == theirs["device_type"] == _environment("jax_mi300x_conv")["device_type"]
        assert found.peak_teraflops == pytest.approx(2048 * 2.1 * 304 / 1e3)   # 1,307.4432 TFLOP/s
        assert _g(found.peak_teraflops * 1e3) == theirs["peak_flop_rate"] == "1.30744e+06"
        assert _g(found.peak_hbm_gbps * 1e9 / GIB) == theirs["peak_hbm_bw"] == "2479.55"
        assert _g(found.peak_shm_gbps * 1e9 / GIB) == theirs["peak_vmem_write_bw"] == "76103.2"   # LDS
        assert devices.peaks(plane) == (found.peak_teraflops, found.peak_hbm_gbps)
    assert devices.profile_device_type(mi300x) == "AMD GPU - gfx942"


def _mi355x_stats(mi300x, **changes) -> dict:
    """The MI300X plane's stats with an MI355X's values (256 CUs at 2.4 GHz, 4.096 TB/s, CDNA 4)."""
    stats = dict(mi300x.device_planes[0].stats)
    assert set(stats) == {"device_vendor", "clock_rate", "core_count", "memory_bandwidth", "memory_size",
                          "compute_cap_major", "compute_cap_minor"}
    stats.update(clock_rate=2_400_000, core_count=256, memory_bandwidth=4_096_000_000_000,
                 memory_size=288 * GIB, compute_cap_major=9, compute_cap_minor=5)
    stats.update(changes)
    return stats


def test_gfx950_from_the_compute_capability(make_xspace_file, mi300x):
    found = devices.device(_gpu_plane(make_xspace_file, _mi355x_stats(mi300x)))
    assert (found.name, found.arch) == ("AMD GPU - gfx950", "gfx950")
    assert found.peak_teraflops == pytest.approx(2516.5824)                # 4096 FLOPs/CU/cycle
    assert round(found.peak_teraflops, 1) == 2516.6
    assert round(found.peak_hbm_gbps * 1e9 / GIB, 1) == 3814.7
    assert found.peak_shm_gbps == pytest.approx(157286.4)                  # 256 B/CU/cycle


def test_amd_device_name_wins_when_well_formed(make_xspace_file, mi300x):
    named = _mi355x_stats(mi300x, gpu_device_name="gfx950", compute_cap_major=9, compute_cap_minor=0)
    assert devices.device_type(_gpu_plane(make_xspace_file, named)) == "AMD GPU - gfx950"
    # HIP's target-ID form is not the collector's: the compute capability decides.
    target_id = _mi355x_stats(mi300x, gpu_device_name="gfx942:sramecc+:xnack-")
    assert devices.device_type(_gpu_plane(make_xspace_file, target_id)) == "AMD GPU - gfx950"


def test_ambiguous_amd_has_no_flop_rate_but_its_bandwidth(make_xspace_file, mi300x):
    # 9.0 is gfx908 or gfx90a, whose rates differ: XProf reports no peak rather than pick one.
    stats = _mi355x_stats(mi300x, compute_cap_major=9, compute_cap_minor=0)
    found = devices.device(_gpu_plane(make_xspace_file, stats))
    assert found.name == "AMD GPU - gfx-9XX series" and found.arch == ""
    assert math.isnan(found.peak_teraflops) and math.isnan(found.peak_shm_gbps)
    assert found.peak_hbm_gbps == pytest.approx(4096.0)


def test_nvidia_synthetic_plane_is_xprofs(make_xspace_file):
    """XProf ran on this plane (A100 capabilities, a recorded peak of 100 TFLOP/s, which wins)."""
    theirs = json.loads((FIXTURES / "xprof_outputs" / "synthetic" / "gpu" / "roofline_model.json").read_text())[0]["p"]
    (plane,) = load(make_xspace_file, gpu_space()).device_planes
    found = devices.device(plane)
    assert found.name == theirs["device_type"] == "Nvidia GPU (Ampere)"
    assert _g(found.peak_teraflops * 1e3) == theirs["peak_flop_rate"] == "100000"
    assert _g(found.peak_hbm_gbps * 1e9 / GIB) == theirs["peak_hbm_bw"]
    assert _g(found.peak_shm_gbps * 1e9 / GIB) == theirs["peak_vmem_write_bw"]


@pytest.mark.parametrize("major, minor, ghz, sms, tflops, name", [
    (10, 0, 1.830, 148, 2218, "Nvidia GPU (Blackwell)"),   # B200
    (10, 9, 1.830, 148, 2218, "Nvidia GPU (Blackwell)"),   # unknown: the highest capability below it
    (9, 0, 1.620, 114, 756, "Nvidia GPU (Hopper)"),        # H100 PCIe
    (8, 0, 1.410, 108, 312, "Nvidia GPU (Ampere)"),        # A100
    (8, 9, 2.520, 128, 330, "Nvidia GPU (Ada Lovelace)"),  # RTX 4090
    (7, 0, 1.530, 80, 125, "Nvidia GPU (Volta)"),          # V100
    (1, 0, 1.0, 10, 0.64, "Nvidia GPU"),                   # older than any: the oldest row
])
def test_nvidia_peaks_by_compute_capability(make_xspace_file, major, minor, ghz, sms, tflops, name):
    stats = {"device_vendor": "Nvidia", "clock_rate": int(ghz * 1e6), "core_count": sms,
             "memory_bandwidth": 2_039_000_000_000, "memory_size": 80 * GIB,
             "compute_cap_major": major, "compute_cap_minor": minor,
             "gpu_device_name": "NVIDIA H100 80GB HBM3"}   # CUDA's product name names nothing here
    found = devices.device(_gpu_plane(make_xspace_file, stats))
    assert found.name == name and found.arch == f"{major}.{minor}"
    assert found.peak_teraflops == pytest.approx(tflops, abs=1.0)
    assert found.peak_hbm_gbps == pytest.approx(2039.0)
    assert found.peak_shm_gbps == pytest.approx((64 if major <= 2 else 256) * ghz * sms, rel=1e-6)


def test_unknown_vendor_has_only_what_it_records(make_xspace_file):
    found = devices.device(_gpu_plane(make_xspace_file, {"clock_rate": 1_500_000, "core_count": 80}))
    assert found.name == "GPU" and math.isnan(found.peak_teraflops) and math.isnan(found.peak_hbm_gbps)


def test_tpu_v6e_is_xprofs():
    profile = xspace.load(accelerator_xplane("tpu_v6e_x4_inference"))
    theirs = _peaks_p("tpu_v6e_x4_inference")
    tpus = [p for p in profile.device_planes if p.name.startswith("/device:TPU:")]
    assert len(tpus) == 4
    for plane in tpus:
        found = devices.device(plane)
        assert found.kind == "TPU" and found.name == theirs["device_type"] == "TPU v6 Lite"
        assert _g(found.peak_teraflops * 1e3) == theirs["peak_flop_rate"] == "918000"
        assert _g(found.peak_hbm_gbps * 1e9 / GIB) == theirs["peak_hbm_bw"] == "1525.5"
    assert devices.profile_device_type(profile) == _environment("tpu_v6e_x4_inference")["device_type"]


def test_host_only_profile_is_a_cpu():
    from conftest import fixture_xplane
    profile = xspace.load(fixture_xplane("jax_jit_train"))
    assert devices.profile_device_type(profile) == "CPU"
    assert devices.device(profile.host_plane).name == "CPU"
