"""memory_profile and kernel_stats on the real accelerator profiles, against XProf 2.24.2's
outputs for them: the TPU v6e host's allocators, one per chip (index_on_host); the MI300X
host's BFC allocators; the MI300X kernels (framework ops from the HLO, AMD Matrix Cores).
Synthetic XSpaces only for what no real profile shows (ROCm copies, an unreadable module,
the memory-id rule's other stats), from the plane, line and stat names the real ones carry."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import PlaneBuilder, accelerator_xplane, accelerator_xprof
from tb_profile_plugin import tools
from tb_profile_plugin.analysis import gpu_kernels as gk
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.protos import xplane_pb2
from tb_profile_plugin.tools import kernel_stats

TPU, MI300X = "tpu_v6e_x4_inference", "jax_mi300x_conv"
MIB = 2**20


@pytest.fixture(scope="module")
def profiles():
    return {name: xspace.load(accelerator_xplane(name)) for name in (TPU, MI300X)}


def memory(profiles, name):
    return tools.get("memory_profile").convert([profiles[name]], {})


def xprof_memory(name):
    return accelerator_xprof(name, "memory_profile")


# -- memory_profile --------------------------------------------------------------------

def _summary_vs_xprof(ours: dict, theirs: dict) -> list[tuple]:
    peak = theirs["peakStats"]
    return [
        (ours["peak_bytes_in_use"], int(peak["peakBytesInUse"])),
        (ours["stack_reserved_bytes"], int(peak["stackReservedBytes"])),
        (ours["heap_allocated_bytes"], int(peak["heapAllocatedBytes"])),
        (ours["free_memory_bytes"], int(peak["freeMemoryBytes"])),
        (ours["memory_capacity_bytes"], int(theirs["memoryCapacity"])),
        (ours["peak_bytes_lifetime"], int(theirs["peakBytesUsageLifetime"])),
        (ours["fragmentation_percent"], round(peak["fragmentation"] * 100, 3)),
    ]


def _xprof_rows(allocator: dict) -> list[tuple]:
    """XProf's active allocations as our table rows: (op, allocation bytes, requested bytes,
    occurrences, region, data type, shape), sizes as row totals."""
    rows = []
    for a in allocator["activeAllocations"]:
        if int(a["snapshotIndex"]) >= 0:
            m = allocator["memoryProfileSnapshots"][int(a["snapshotIndex"])]["activityMetadata"]
        else:
            m = allocator["specialAllocations"][int(a["specialIndex"])]
        n = int(a["numOccurrences"])
        rows.append((m["tfOpName"], int(m["allocationBytes"]) * n, int(m["requestedBytes"]) * n, n,
                     m["regionType"], m["dataType"], m["tensorShape"]))
    return rows


def _our_rows(profile: dict) -> list[tuple]:
    return [(op, round(alloc * MIB), round(req * MIB), n, region, dtype, shape)
            for op, alloc, req, n, region, dtype, shape in profile["breakdown"]["rows"]]


def _timeline(profile: dict) -> list[tuple]:
    t = profile["timeline"]
    return [(t["kind"][i], t["heap"][i], t["stack"][i], t["free"][i], abs(t["allocation"][i]),
             t["requested"][i], t["fragmentation_percent"][i]) for i in range(len(t["ts_ms"]))]


def _xprof_timeline(allocator: dict) -> list[tuple]:
    out = []
    for s in allocator["sampledTimelineSnapshots"]:
        g, m = s["aggregationStats"], s["activityMetadata"]
        out.append(("alloc" if m["memoryActivity"] == "ALLOCATION" else "dealloc",
                    int(g["heapAllocatedBytes"]), int(g["stackReservedBytes"]), int(g["freeMemoryBytes"]),
                    int(m["allocationBytes"]), int(m["requestedBytes"]), round(g["fragmentation"] * 100, 3)))
    return out


def test_tpu_memory_ids_are_the_chips(profiles):
    result = memory(profiles, TPU)
    assert result["memory_ids"] == xprof_memory(TPU)["memoryIds"] == ["0", "1", "2", "3"]


def test_tpu_each_chip_has_xprofs_peak_and_summary(profiles):
    result, theirs = memory(profiles, TPU), xprof_memory(TPU)["memoryProfilePerAllocator"]
    offsets = set()
    for chip in ("0", "1", "2", "3"):
        ours = result["profiles"][chip]["summary"]
        for a, b in _summary_vs_xprof(ours, theirs[chip]["profileSummary"]):
            assert a == b, chip
        # XProf's times are from its thread line's start: one shift for every chip, so the
        # peak is the same event on each.
        offsets.add(round(int(theirs[chip]["profileSummary"]["peakStatsTimePs"]) / 1e9
                          - ours["peak_time_ms"], 6))
    assert len(offsets) == 1
    assert result["profiles"]["0"]["summary"]["peak_bytes_lifetime"] == 16_106_341_504  # chip 0's own


def test_tpu_each_chip_has_xprofs_table_and_timeline(profiles):
    result, theirs = memory(profiles, TPU), xprof_memory(TPU)["memoryProfilePerAllocator"]
    for chip in ("0", "1", "2", "3"):
        ours = result["profiles"][chip]
        assert _our_rows(ours) == _xprof_rows(theirs[chip])
        assert _timeline(ours) == _xprof_timeline(theirs[chip])
        assert ours["timeline_points_total"] == len(theirs[chip]["sampledTimelineSnapshots"])


def test_mi300x_allocators_have_xprofs_summaries(profiles):
    result, theirs = memory(profiles, MI300X), xprof_memory(MI300X)
    assert result["memory_ids"] == theirs["memoryIds"]
    for memory_id in result["memory_ids"]:
        ours = result["profiles"][memory_id]["summary"]
        for a, b in _summary_vs_xprof(ours, theirs["memoryProfilePerAllocator"][memory_id]["profileSummary"]):
            assert a == b, memory_id


def test_mi300x_timeline_is_in_the_order_the_heap_counter_says(profiles):
    """The same snapshots as XProf's; XProf orders them by time from each thread line's own
    start, which breaks the allocator's heap counter on GPU_1..7 (the module docstring)."""
    result, theirs = memory(profiles, MI300X), xprof_memory(MI300X)["memoryProfilePerAllocator"]

    def breaks(rows):  # consecutive snapshots whose heap change is not the event's size
        sign = {"alloc": 1, "dealloc": -1}
        return sum(b[1] - a[1] != sign[b[0]] * b[4] for a, b in zip(rows, rows[1:]))

    for memory_id, profile in result["profiles"].items():
        ours, xprof = _timeline(profile), _xprof_timeline(theirs[memory_id])
        assert sorted(ours) == sorted(xprof)
        assert breaks(ours) == 0
        if memory_id == "GPU_0_bfc":  # one thread: the same order
            assert ours == xprof
        else:
            assert breaks(xprof) >= 8


def test_mi300x_table_lists_what_is_live_at_the_peak(profiles):
    """GPU_0 (one thread): XProf's table. GPU_1..7: ours also lists the 0.625 MiB allocation
    made before the peak on the other thread, which XProf counts as unused memory."""
    result, theirs = memory(profiles, MI300X), xprof_memory(MI300X)["memoryProfilePerAllocator"]
    assert _our_rows(result["profiles"]["GPU_0_bfc"]) == _xprof_rows(theirs["GPU_0_bfc"])
    for memory_id in [m for m in result["memory_ids"] if m != "GPU_0_bfc"]:
        ours, xprof = _our_rows(result["profiles"][memory_id]), _xprof_rows(theirs[memory_id])
        unused = "unused preallocated device memory"
        extra = [r for r in ours if r not in xprof]
        assert [r for r in ours if r[0] == unused] == [(unused, 8 * MIB, 8 * MIB, 1, "persist/dynamic",
                                                        "INVALID", "unknown")]
        assert [r for r in xprof if r[0] == unused][0][1] == 8 * MIB + 655_360
        assert [r for r in extra if r[0] != unused] == [("", 655_360, 655_360, 1, "", "INVALID", "")]
        heap = result["profiles"][memory_id]["summary"]["heap_allocated_bytes"]
        assert sum(r[1] for r in ours) == sum(r[1] for r in xprof) == heap


def _allocator_space(stats_per_event: list[dict]) -> xplane_pb2.XSpace:
    space = xplane_pb2.XSpace(hostnames=["host0"])
    host = PlaneBuilder(space, "/host:CPU")
    line = host.line("main/1", timestamp_ns=1_000)
    for i, stats in enumerate(stats_per_event):
        host.event(line, "MemoryAllocation", i * 1_000, 10,
                   stats={"bytes_allocated": 64 * (i + 1), "allocation_bytes": 64, "addr": 4096 * (i + 1),
                          **stats})
    return space


def test_memory_ids_by_name_else_chip_else_device(make_xspace_file):
    # The stats the real profiles carry: allocator_name (GPU BFC), index_on_host (TPU); and
    # device_ordinal, XProf's third key.
    space = _allocator_space([{"allocator_name": "GPU_0_bfc"}, {"index_on_host": 10}, {"index_on_host": 2},
                              {"device_ordinal": 3}, {}])
    result = tools.get("memory_profile").convert([xspace.load(make_xspace_file(space))], {})
    assert result["memory_ids"] == ["allocator", "10", "2", "3", "GPU_0_bfc"]  # "" (no stat) shown so
    assert all(p["summary"]["num_allocations"] == 1 for p in result["profiles"].values())


# -- kernel_stats -------------------------------------------------------------------------

def test_mi300x_kernel_table_is_xprofs(profiles):
    ours = tools.get("kernel_stats").convert([profiles[MI300X]], {})
    theirs = accelerator_xprof(MI300X, "kernel_stats")
    assert [c["id"] for c in ours["columns"]] == [c["id"] for c in theirs["cols"]]
    assert len(ours["rows"]) == len(theirs["rows"]) == 8
    avg = [c["id"] for c in theirs["cols"]].index("avg_duration_us")
    for row, xrow in zip(ours["rows"], theirs["rows"]):
        values = [c["v"] for c in xrow["c"]]
        for i, (a, b) in enumerate(zip(row, values)):
            # XProf's average is whole ns (total ns // occurrences); ours from exact ps
            assert a == pytest.approx(b, abs=1e-3 if i == avg else 0), (row[1][:30], i)
    by_kernel = {(r[1][:4], r[9]) for r in ours["rows"]}
    assert ("Cijk", "jit(forward_3d_conv)/conv_general_dilated") in by_kernel
    assert not any(r[9] == "XlaModule:" for r in ours["rows"])


def test_matrix_core_kernels_by_vendor():
    cijk = accelerator_xprof(MI300X, "kernel_stats")["rows"][1]["c"][1]["v"]
    assert kernel_stats.is_kernel_using_tensor_core(cijk, "AMD")
    assert not kernel_stats.is_kernel_using_tensor_core(cijk, "Nvidia")  # Tensile names are AMD's
    assert not kernel_stats.is_kernel_using_tensor_core("Im3d2Col.kd", "AMD")
    assert not kernel_stats.is_kernel_using_tensor_core("__amd_rocclr_copyBuffer.kd", "AMD")
    assert not kernel_stats.is_kernel_using_tensor_core("fmha_bwd_dq_convert_MI16x16x16", "AMD")
    assert kernel_stats.is_kernel_using_tensor_core("ck_tile::kentry<TileGemmShape<256,128,64>>", "AMD")
    assert not kernel_stats.is_kernel_using_tensor_core("volta_h884gemm_64x64_nn", "AMD")
    assert kernel_stats.is_kernel_using_tensor_core("volta_h884gemm_64x64_nn", "Nvidia")
    assert kernel_stats.is_kernel_using_tensor_core("volta_h884gemm_64x64_nn")  # no vendor: NVIDIA's


KD = "grid:219,40,1 block:256,1,1 private_mem:0 group_mem:49280 occ_pct:0"  # ROCm's format


def _rocm_kernel_space(*, hlo_proto: bytes | None) -> xplane_pb2.XSpace:
    space = xplane_pb2.XSpace(hostnames=["host0"])
    if hlo_proto is not None:
        meta = PlaneBuilder(space, "/host:metadata")
        meta.event_metadata("jit_f(7)", stats={"Hlo Proto": hlo_proto})
    gpu = PlaneBuilder(space, "/device:GPU:0")
    gpu.plane_stats({"device_vendor": "AMD", "compute_cap_major": 9, "compute_cap_minor": 4})
    stream = gpu.line("Stream #17(Kernel)", timestamp_ns=1_000, id=17)
    gpu.event(stream, "Cijk_Ailk_Bljk_BBS_BH_MT256x128x64_MI16x16x16x1_SN.kd", 0, 5_000_000,
              stats={"kernel_details": KD, "tf_op": "XlaModule:", "hlo_op": "dot.1",
                     "hlo_module": "jit_f", "program_id": 7})
    return space


def test_an_unreadable_module_leaves_the_kernel_its_hlo_op(make_xspace_file):
    for proto in (None, b"\xff\xff\xff"):
        path = make_xspace_file(_rocm_kernel_space(hlo_proto=proto), name=f"h{proto is None}.xplane.pb")
        result = tools.get("kernel_stats").convert([xspace.load(path)], {})
        (row,) = result["rows"]
        assert row[7:9] == [True, True]  # uses the Matrix Cores, so eligible
        assert row[9] == kernel_stats._op("XlaModule:", "dot.1", "")[0]  # the stats' name, no HLO's


# -- ROCm copies --------------------------------------------------------------------------

ROCM_COPIES = ("CopyHostToDevice", "CopyDeviceToHost", "CopyDeviceToDevice", "CopyHostToHost", "FillBuffer")


def test_rocm_copies_are_memory_not_computation():
    for name in ROCM_COPIES:
        assert gk.kind_of(name) == gk.MEMORY, name
    assert gk.kind_of("Cijk_Ailk_Bljk_BBS_BH_MT256x128x64_MI16x16x16x1_SN.kd") == gk.COMPUTATION
    assert gk.kind_of("CopyHostToDeviceKernel") == gk.COMPUTATION  # a kernel named so


def test_rocm_copies_on_device_planes_count_as_memory(make_xspace_file):
    """An XSpace of ROCm's tracer (copies named by roctracer's activity) and a Kineto plane
    (a copy known by its category whatever its name)."""
    space = xplane_pb2.XSpace(hostnames=["host0"])
    gpu = PlaneBuilder(space, "/device:GPU:0")
    gpu.plane_stats({"device_vendor": "AMD"})
    stream = gpu.line("Stream #17(MemcpyH2D,Kernel)", timestamp_ns=1_000, id=17)
    gpu.event(stream, "CopyHostToDevice", 0, 3_000_000)
    gpu.event(stream, "input_transpose_fusion.kd", 4_000_000, 2_000_000, stats={"kernel_details": KD})
    kineto_gpu = PlaneBuilder(space, "/device:GPU:1")
    line = kineto_gpu.line("Stream #0", timestamp_ns=1_000, id=0)
    kineto_gpu.event_metadata("hipMemcpyAsync copy", stats={"category": "gpu_memcpy"})
    kineto_gpu.event_metadata("void at::native::kernel()", stats={"category": "kernel"})
    kineto_gpu.event(line, "hipMemcpyAsync copy", 0, 1_000_000)
    kineto_gpu.event(line, "void at::native::kernel()", 2_000_000, 1_000_000)
    profile = xspace.load(make_xspace_file(space))
    acts = gk.activities(profile)
    plane_names = [profile.planes[i].name for i in acts["plane"].tolist()]
    assert sorted(zip(plane_names, acts["row"].tolist(), acts["kind"].tolist())) == [
        ("/device:GPU:0", 0, gk.MEMORY), ("/device:GPU:0", 1, gk.COMPUTATION),
        ("/device:GPU:1", 0, gk.MEMORY), ("/device:GPU:1", 1, gk.COMPUTATION)]
    hta = gk.hta_breakdown(acts, np.zeros(0, np.int64))
    assert hta["compute_ps"] == 3_000_000  # the two kernels, not the copies
