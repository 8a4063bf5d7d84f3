"""memory_profile on PyTorch traces: resnet50 (torch 1.9: `[memory]` instants with only Bytes,
Device Type, Device Id) against an independent running sum of the raw JSON and against
torch-tb-profiler 0.4.3's memory view of the same file; a synthetic newer trace (Addr, Total
Allocated, Total Reserved) against the peaks torch-tb-profiler takes from it."""

import gzip
import json
from collections import defaultdict

import numpy as np
import pytest

from tb_profile_plugin import service, tools
from tb_profile_plugin.profile import kineto, schema
from tb_profile_plugin.profile.cache import ProfileCache

from conftest import FIXTURES

PYTORCH = FIXTURES / "pytorch"
RESNET = PYTORCH / "resnet50" / "worker0.1623143089861.pt.trace.json.gz"
MIB = 2**20

# torch-tb-profiler 0.4.3, RunLoader over tests/fixtures/pytorch/resnet50, then
# RunProfile.get_memory_stats(memory_metric="B"): per device and operator, the
# "Self Size Increase", "Self Allocation Size" and "Self Allocation Count" columns
# (operators whose three are 0 left out). Its get_memory_curve gives no curve and
# get_peak_memory no peak for this file: it has neither "Addr" nor "Total Allocated".
TTB_RESNET_SELF = {
    ("CPU", "aten::div"): (115604736, 115605552, 198),
    ("CPU", "aten::empty"): (28903392, 28903392, 246),
    ("CPU", "aten::empty_strided"): (115606272, 115606272, 384),
    ("CPU", "aten::resize_"): (115605504, 115605504, 6),
    ("GPU0", "aten::add"): (4316101632, 4316101632, 414),
    ("GPU0", "aten::addmm"): (768000, 768000, 6),
    ("GPU0", "aten::cudnn_convolution"): (4961150976, 8563458048, 318),
    ("GPU0", "aten::cudnn_convolution_backward_input"): (1025473536, 8088453120, 312),
    ("GPU0", "aten::cudnn_convolution_backward_weight"): (-5588026368, 0, 0),
    ("GPU0", "aten::div"): (77070336, 77070336, 6),
    ("GPU0", "aten::empty"): (34000779264, 34000779264, 2694),
    ("GPU0", "aten::empty_strided"): (115611648, 115611648, 18),
    ("GPU0", "aten::max_pool2d_with_indices"): (468713472, 468713472, 12),
    ("GPU0", "aten::max_pool2d_with_indices_backward"): (616562688, 616562688, 6),
    ("GPU0", "aten::mm"): (50724864, 50724864, 12),
    ("GPU0", "aten::nll_loss_backward"): (768000, 768000, 6),
    ("GPU0", "aten::nll_loss_forward"): (6144, 6144, 12),
    ("GPU0", "aten::threshold_backward"): (7390494720, 7390494720, 294),
}


def convert(profiles, **options):
    return tools.get("memory_profile").convert(profiles, options)


def raw_memory_events(path):
    """(ts µs, device name, bytes) of every [memory] instant, straight from the JSON."""
    events = json.loads(gzip.open(path).read())["traceEvents"]
    out = []
    for e in events:
        if e.get("name") == "[memory]":
            a = e["args"]
            device = "CPU" if a["Device Type"] == 0 else f"GPU{a['Device Id']}"
            out.append((e["ts"], device, a["Bytes"]))
    return out


@pytest.fixture(scope="module")
def resnet():
    profile = kineto.load(RESNET)
    return profile, convert([profile])


def test_resnet_allocators_and_peaks_are_the_running_sums(resnet):
    _, result = resnet
    assert result["memory_ids"] == ["CPU", "GPU0"]
    events = raw_memory_events(RESNET)
    for device in ("CPU", "GPU0"):
        mine = sorted((e for e in events if e[1] == device), key=lambda e: e[0])  # stable: file order on ties
        running, peak, peak_ts = 0, 0, None
        for ts, _, size in mine:
            running += size
            if running >= peak:
                peak, peak_ts = running, ts
        s = result["profiles"][device]["summary"]
        assert s["num_allocations"] == sum(b > 0 for _, _, b in mine)
        assert s["num_deallocations"] == sum(b < 0 for _, _, b in mine)
        assert s["peak_bytes_in_use"] == s["heap_allocated_bytes"] == peak
        first_ts = min(e["ts"] for e in json.loads(gzip.open(RESNET).read())["traceEvents"] if "ts" in e)
        assert s["peak_time_ms"] == pytest.approx((peak_ts - first_ts) / 1e3, abs=1e-6)
    assert result["profiles"]["GPU0"]["summary"]["peak_bytes_in_use"] == 2_791_636_480
    assert result["profiles"]["CPU"]["summary"]["peak_bytes_in_use"] == 57_803_264


def test_resnet_peak_is_in_profiler_step_10(resnet):
    """ProfilerStep#10 spans 885.212-1049.473 ms; both peaks fall in it (the GPU one on
    the autograd thread, which no step marker encloses)."""
    _, result = resnet
    for device, ms in (("CPU", 947.753), ("GPU0", 999.572)):
        s = result["profiles"][device]["summary"]
        assert s["peak_step"] == 10 and s["peak_time_ms"] == pytest.approx(ms)
    steps = result["profiles"]["GPU0"]["timeline"]["step"]
    assert set(steps) <= {-1, 5, 6, 7, 8, 9, 10}


def test_resnet_ops_as_torch_tb_profiler_attributes_them(resnet):
    profile, _ = resnet
    plane = profile.host_plane
    alloc = [i for i, m in plane.event_metadata.items() if m.name == schema.MEMORY_ALLOCATION]
    dealloc = [i for i, m in plane.event_metadata.items() if m.name == schema.MEMORY_DEALLOCATION]
    rows = np.flatnonzero(np.isin(plane.events.metadata_id, alloc + dealloc))
    n = len(plane.events)
    cols = plane.stat_columns((schema.TF_OP, schema.ALLOCATOR_NAME, schema.ALLOCATION_BYTES), rows)
    op = cols[schema.TF_OP].for_events(n, "")[rows]
    device = cols[schema.ALLOCATOR_NAME].for_events(n, "")[rows]
    size = cols[schema.ALLOCATION_BYTES].for_events(n, 0)[rows] * np.where(np.isin(plane.events.metadata_id[rows], alloc), 1, -1)
    ours = defaultdict(lambda: [0, 0, 0])
    for o, d, b in zip(op.tolist(), device.tolist(), size.tolist()):
        if o:
            ours[(d, o)][0] += b
            if b > 0:
                ours[(d, o)][1] += b
                ours[(d, o)][2] += 1
    assert {k: tuple(v) for k, v in ours.items()} == TTB_RESNET_SELF
    assert sum(v[2] for v in TTB_RESNET_SELF.values()) == 4944  # allocations it names an op for


def test_resnet_table_by_op_adds_up_to_the_heap_at_the_peak(resnet):
    _, result = resnet
    for device in ("CPU", "GPU0"):
        p = result["profiles"][device]
        b = p["breakdown"]
        assert b["kind"] == "by_op"
        assert [c["id"] for c in b["columns"]] == ["op", "increase_mib", "allocation_mib", "allocations", "deallocations"]
        assert sum(r[1] for r in b["rows"]) * MIB == pytest.approx(p["summary"]["heap_allocated_bytes"], abs=1)
        assert [r[1] for r in b["rows"]] == sorted((r[1] for r in b["rows"]), reverse=True)
    gpu = {r[0]: r for r in result["profiles"]["GPU0"]["breakdown"]["rows"]}
    assert gpu["aten::empty"][3] == 199 and gpu["aten::cudnn_convolution"][3:] == [53, 25]


def test_resnet_through_the_service_matches_convert(resnet):
    _, result = resnet
    svc = service.Service(str(PYTORCH), cache=ProfileCache(None))
    served = svc.tool_json("resnet50", "memory_profile", "worker0", {})
    served = json.loads(served) if isinstance(served, (bytes, str)) else served
    assert served["profiles"]["GPU0"]["summary"] == result["profiles"]["GPU0"]["summary"]


# A newer trace: every [memory] instant has Addr, Total Allocated and Total Reserved.
def synthetic_trace():
    """Two steps on thread 1 (the ops on it), the memory of GPU 0 and the CPU."""
    ev = [{"ph": "X", "cat": "user_annotation", "name": f"ProfilerStep#{n}", "pid": 1, "tid": 1,
           "ts": 1000 + 100 * k, "dur": 100} for k, n in enumerate((3, 4))]
    ev += [{"ph": "X", "cat": "cpu_op", "name": name, "pid": 1, "tid": 1, "ts": ts, "dur": dur}
           for name, ts, dur in (("aten::conv2d", 1010, 40), ("aten::empty", 1020, 5), ("aten::add", 1060, 20),
                                 ("aten::conv2d", 1110, 40), ("aten::empty", 1120, 5), ("aten::add", 1160, 20))]
    total = {(1, 0): 1 << 20, (0, -1): 0}  # 1 MiB held on the GPU before the profile
    reserved = {(1, 0): 8 << 20, (0, -1): 0}
    live = {}
    # (ts, device type, device id, addr, bytes): alloc in conv2d/empty, add; frees later.
    script = [(1022, 1, 0, 0xA0, 4096), (1040, 1, 0, 0xB0, 1 << 20), (1065, 1, 0, 0xC0, 2 << 20),
              (1070, 1, 0, 0xA0, -4096), (1075, 0, -1, 0x10, 64), (1090, 1, 0, 0xB0, -(1 << 20)),
              (1122, 1, 0, 0xA0, 8192), (1165, 1, 0, 0xD0, 3 << 20), (1170, 1, 0, 0xC0, -(2 << 20)),
              (1180, 0, -1, 0x10, -64), (1190, 1, 0, 0xD0, -(3 << 20))]
    for ts, dt, di, addr, size in script:
        total[(dt, di)] += size
        reserved[(dt, di)] = max(reserved[(dt, di)], total[(dt, di)])
        live[addr] = size
        ev.append({"ph": "i", "s": "t", "name": "[memory]", "pid": 1, "tid": 1, "ts": ts,
                   "args": {"Device Type": dt, "Device Id": di, "Addr": addr, "Bytes": size,
                            "Total Allocated": total[(dt, di)], "Total Reserved": reserved[(dt, di)]}})
    return {"schemaVersion": 1, "traceEvents": ev}


def test_synthetic_trace_with_totals_takes_them():
    """Peak per device = the largest "Total Allocated" (torch-tb-profiler's
    get_peak_memory; 0.4.3 gives GPU0 6 MiB + 8 KiB and CPU 64 B on this trace), the
    free memory = reserved - allocated, and with addresses the live table at the peak."""
    doc = synthetic_trace()
    result = convert([kineto.from_json(json.dumps(doc).encode(), path="w.pt.trace.json", host="w")])
    assert result["memory_ids"] == ["CPU", "GPU0"]
    peaks = defaultdict(int)
    for e in doc["traceEvents"]:
        if e["name"] == "[memory]":
            a = e["args"]
            name = "CPU" if a["Device Type"] == 0 else f"GPU{a['Device Id']}"
            peaks[name] = max(peaks[name], a["Total Allocated"])
    gpu = result["profiles"]["GPU0"]
    assert {k: result["profiles"][k]["summary"]["peak_bytes_in_use"] for k in peaks} == peaks
    assert peaks["GPU0"] == (6 << 20) + 8192 and peaks["CPU"] == 64
    s = gpu["summary"]
    assert s["peak_step"] == 4 and s["free_memory_bytes"] == (8 << 20) - s["heap_allocated_bytes"]
    assert gpu["breakdown"]["kind"] == "live"
    rows = {r[0]: r for r in gpu["breakdown"]["rows"]}
    # Step 4 up to the peak (1165 µs): the empty's 8 KiB and the add's 3 MiB are live; the
    # rest is held from before the step (1 MiB from before the profile, step 3's add's 2 MiB).
    assert rows["aten::empty"][1] * MIB == 8192 and rows["aten::add"][1] * MIB == 3 << 20
    assert rows["unused preallocated device memory"][1] * MIB == 3 << 20
    assert sum(r[1] for r in rows.values()) * MIB == s["peak_bytes_in_use"]
