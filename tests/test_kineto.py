"""The PyTorch (Kineto JSON) importer: real traces, the model it builds, hostile input.

Synthetic documents are written here in the shape torch.profiler writes them (the field names
and categories of the real fixtures in tests/fixtures/pytorch); the real traces are checked
against counts taken from their raw JSON in the test.
"""

from __future__ import annotations

import collections
import gzip
import json
import os
import shutil

import numpy as np
import pytest

from tb_profile_plugin import catalog, service, tools
from tb_profile_plugin.errors import ProfileError
from tb_profile_plugin.profile import devices, formats, kineto, kineto_head, schema
from tb_profile_plugin.profile.cache import ProfileCache

from conftest import FIXTURES, PYTORCH_REFERENCE, pytorch_real_trace

TORCH = FIXTURES / "pytorch"
BASE_NS = 1_700_000_000_000_000_000


def write(path, doc, *, compress: bool = False):
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(doc).encode()
    path.write_bytes(gzip.compress(data) if compress else data)
    return path


def op(name, ts, dur, tid=1, ext=None, cat="cpu_op", **args):
    if ext is not None:
        args["External id"] = ext
    return {"ph": "X", "cat": cat, "name": name, "pid": 10, "tid": tid, "ts": ts, "dur": dur, "args": args}


def small_doc():
    """One step: an operator launching a kernel through a nested one, a memcpy, a backward op
    tied to its forward by a fwdbwd flow, memory instants."""
    events = [
        {"ph": "M", "name": "process_name", "pid": 10, "tid": 0, "args": {"name": "python3"}},
        {"ph": "M", "name": "thread_name", "pid": 10, "tid": 1, "args": {"name": "pt_main_thread"}},
        op("ProfilerStep#3", 100.0, 1000.0, cat="user_annotation", ext=1),
        op("aten::linear", 110.0, 300.0, ext=2, **{"Input Dims": [[8, 4], [4, 4]]}),
        op("aten::addmm", 120.0, 200.0, ext=3),
        {"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 10, "tid": 1, "ts": 130.0,
         "dur": 10.0, "args": {"External id": 3, "correlation": 77, "cbid": 211}},
        {"ph": "X", "cat": "kernel", "name": "volta_sgemm_128x64_nn", "pid": 0, "tid": 7, "ts": 150.5,
         "dur": 20.25, "args": {"External id": 3, "device": 0, "stream": 7, "correlation": 77,
                                "registers per thread": 96, "shared memory": 12288, "blocks per SM": 0.5,
                                "warps per SM": 4.0, "grid": [2, 3, 1], "block": [128, 1, 1],
                                "est. achieved occupancy %": 12}},
        {"ph": "X", "cat": "gpu_memcpy", "name": "Memcpy HtoD (Pageable -> Device)", "pid": 0, "tid": 7,
         "ts": 180.0, "dur": 5.0, "args": {"device": 0, "stream": 7, "correlation": 78, "bytes": 4096}},
        op("autograd::engine::evaluate_function: AddmmBackward0", 600.0, 100.0, tid=2, ext=4),
        {"ph": "s", "id": 5, "pid": 10, "tid": 1, "ts": 120.0, "cat": "fwdbwd", "name": "fwdbwd"},
        {"ph": "f", "id": 5, "pid": 10, "tid": 2, "ts": 610.0, "cat": "fwdbwd", "name": "fwdbwd", "bp": "e"},
        {"ph": "i", "s": "t", "name": "[memory]", "pid": 10, "tid": 1, "ts": 125.0,
         "args": {"Device Type": 1, "Device Id": 0, "Bytes": 512}},
        {"ph": "i", "s": "t", "name": "[memory]", "pid": 10, "tid": 1, "ts": 126.0,
         "args": {"Device Type": 1, "Device Id": 0, "Bytes": 256}},
        {"ph": "i", "s": "t", "name": "[memory]", "pid": 10, "tid": 1, "ts": 127.0,
         "args": {"Device Type": 1, "Device Id": 0, "Bytes": -512}},
        {"ph": "i", "s": "t", "name": "[memory]", "pid": 10, "tid": 1, "ts": 128.0,
         "args": {"Device Type": 0, "Device Id": -1, "Bytes": 64}},
    ]
    return {"schemaVersion": 1, "baseTimeNanoseconds": BASE_NS,
            "distributedInfo": {"backend": "nccl", "rank": 3, "world_size": 8},
            "deviceProperties": [{"id": 0, "name": "Tesla V100", "numSms": 80, "totalGlobalMem": 2**34,
                                  "computeMajor": 7, "computeMinor": 0}],
            "traceEvents": events}


def rows_named(plane, name):
    return np.flatnonzero(plane.event_names() == name)


def test_planes_lines_and_times(tmp_path):
    p = kineto.load(write(tmp_path / "w.pt.trace.json", small_doc()))
    assert [pl.name for pl in p.planes] == [schema.HOST_PLANE, "/device:GPU:0"]
    host, gpu = p.planes
    assert [line.name for line in host.lines] == ["pt_main_thread", "thread 2"]
    assert [line.name for line in gpu.lines] == ["Stream #7"]
    # Times: ps from the first event; the origin is baseTimeNanoseconds + its ts.
    assert p.origin_ns == BASE_NS + 100_000
    (kernel,) = rows_named(gpu, "volta_sgemm_128x64_nn")
    assert gpu.events.start_ps[kernel] == 50_500_000 and gpu.events.duration_ps[kernel] == 20_250_000
    # Each line's events are sorted by start; parents before children.
    for plane in p.planes:
        for line in plane.lines:
            starts = plane.events.start_ps[line.start:line.stop]
            assert (np.diff(starts) >= 0).all()
    first = host.lines[0]
    names = host.event_names()[first.start:first.start + 3].tolist()
    assert names == ["ProfilerStep#3", "aten::linear", "aten::addmm"]
    assert host.stats == {kineto.RANK: 3, kineto.WORLD_SIZE: 8, kineto.BACKEND: "nccl"}
    assert gpu.stats[schema.DEV_CAP_CORE_COUNT] == 80 and gpu.stats["device_name"] == "Tesla V100"


def test_stats_of_operators_kernels_and_steps(tmp_path):
    p = kineto.load(write(tmp_path / "w.pt.trace.json", small_doc()))
    host, gpu = p.planes
    (step,) = rows_named(host, "ProfilerStep#3")
    assert host.event_stats(step)[schema.STEP_NUM] == 3
    (linear,) = rows_named(host, "aten::linear")
    assert json.loads(host.event_stats(linear)["Input Dims"]) == [[8, 4], [4, 4]]  # the file's text
    assert host.event_stats(linear)[kineto.CATEGORY] == "cpu_op"
    (kernel,) = rows_named(gpu, "volta_sgemm_128x64_nn")
    stats = gpu.event_stats(kernel)
    # The innermost operator with the kernel's External id launched it.
    assert stats[schema.TF_OP] == "aten::addmm"
    assert stats[schema.KERNEL_DETAILS] == ("regs:96 static_shared:12288 dynamic_shared:0 grid:2,3,1 "
                                            "block:128,1,1 occ_pct:12")
    assert stats[schema.CORRELATION_ID] == 77 and stats["registers per thread"] == 96
    assert json.loads(stats["grid"]) == [2, 3, 1] and stats[kineto.CATEGORY] == "kernel"
    (launch,) = rows_named(host, "cudaLaunchKernel")
    assert host.event_stats(launch)[schema.CORRELATION_ID] == 77
    (memcpy,) = rows_named(gpu, "Memcpy HtoD (Pageable -> Device)")
    assert schema.KERNEL_DETAILS not in gpu.event_stats(memcpy)
    assert gpu.event_stats(memcpy)["bytes"] == 4096


def test_fwdbwd_flow_binds_to_the_enclosing_events(tmp_path):
    p = kineto.load(write(tmp_path / "w.pt.trace.json", small_doc()))
    host = p.host_plane
    producer, consumer = host.stat(schema.PRODUCER_ID), host.stat(schema.CONSUMER_ID)
    assert len(producer) == 1 and len(consumer) == 1
    assert producer.values[0] == consumer.values[0]
    # The start at ts 120 lies in aten::linear (110-410) and aten::addmm (120-320): the innermost.
    assert host.event_names()[producer.events[0]] == "aten::addmm"
    assert host.event_names()[consumer.events[0]] == "autograd::engine::evaluate_function: AddmmBackward0"


def test_launch_found_through_the_runtime_call_without_external_ids(tmp_path):
    doc = small_doc()
    for e in doc["traceEvents"]:
        if e.get("cat") == "kernel":
            del e["args"]["External id"]
    gpu = kineto.load(write(tmp_path / "w.pt.trace.json", doc)).planes[1]
    (kernel,) = rows_named(gpu, "volta_sgemm_128x64_nn")
    # cudaLaunchKernel (correlation 77) runs inside aten::addmm on its thread.
    assert gpu.event_stats(kernel)[schema.TF_OP] == "aten::addmm"


def test_memory_instants_become_allocator_events(tmp_path):
    host = kineto.load(write(tmp_path / "w.pt.trace.json", small_doc())).host_plane
    names = host.event_names()
    alloc = np.flatnonzero(np.isin(names, [schema.MEMORY_ALLOCATION, schema.MEMORY_DEALLOCATION]))
    assert len(alloc) == 4
    assert (names == schema.MEMORY_DEALLOCATION).sum() == 1
    order = alloc[np.argsort(host.events.start_ps[alloc], kind="stable")]
    allocator = host.stat_at(schema.ALLOCATOR_NAME, order)
    in_use = host.stat_at(schema.BYTES_ALLOCATED, order, numeric=True)
    # Traces without running totals get them as running sums per allocator, in time order.
    gpu = allocator != allocator[-1]
    assert in_use[gpu].tolist() == [512, 768, 256] and in_use[~gpu].tolist() == [64]
    assert host.stat_at(schema.REQUESTED_BYTES, order, numeric=True).tolist() == [512, 256, 512, 64]


def test_totals_given_by_the_trace_are_used(tmp_path):
    doc = small_doc()
    for e in doc["traceEvents"]:
        if e.get("name") == "[memory]":
            e["args"].update({"Total Allocated": 10_000 + e["args"]["Bytes"], "Total Reserved": 20_000,
                              "Addr": 1234})
    host = kineto.load(write(tmp_path / "w.pt.trace.json", doc)).host_plane
    rows = np.flatnonzero(host.event_names() == schema.MEMORY_ALLOCATION)
    assert host.stat_at(schema.BYTES_ALLOCATED, rows, numeric=True).tolist() == [10_512, 10_256, 10_064]
    assert host.stat_at(schema.BYTES_AVAILABLE, rows, numeric=True).tolist() == [9_488, 9_744, 9_936]
    assert host.stat_at(schema.ADDRESS, rows, numeric=True).tolist() == [1234] * 3


def test_older_trace_spellings(tmp_path):
    """torch 1.8-1.9 traces: `Operator`/`Runtime`/`Kernel`, `external id`, tids as text
    ("stream 7", and a thread's tid as a string in spans and a number in instants)."""
    events = [
        {"ph": "X", "cat": "Operator", "name": "aten::conv2d", "pid": 5, "tid": "5", "ts": 10, "dur": 50,
         "args": {"External id": 9}},
        {"ph": "X", "cat": "Runtime", "name": "cudaLaunchKernel", "pid": 5, "tid": "5", "ts": 20, "dur": 5,
         "args": {"correlation": 3, "external id": 9}},
        {"ph": "X", "cat": "Kernel", "name": "implicit_convolve_sgemm", "pid": 0, "tid": "stream 7", "ts": 30,
         "dur": 8, "args": {"device": 0, "stream": 7, "correlation": 3, "external id": 9}},
        {"ph": "i", "s": "t", "name": "[memory]", "pid": 5, "tid": 5, "ts": 11,
         "args": {"Device Type": 0, "Device Id": -1, "Bytes": 4}},
    ]
    p = kineto.load(write(tmp_path / "worker0.pt.trace.json", {"traceEvents": events}))
    host, gpu = p.planes
    assert len(host.lines) == 1 and host.lines[0].num_events == 3
    assert [line.name for line in gpu.lines] == ["Stream #7"]
    assert gpu.event_stats(0)[schema.TF_OP] == "aten::conv2d"
    assert host.event_stats(int(rows_named(host, "cudaLaunchKernel")[0]))[kineto.EXTERNAL_ID] == 9


def test_a_bare_event_list_is_a_trace(tmp_path):
    events = small_doc()["traceEvents"]
    p = kineto.load(write(tmp_path / "x.pt.trace.json", events))
    assert p.num_events == sum(e["ph"] in ("X", "i") for e in events)


def test_real_traces_keep_every_timed_event():
    for path in sorted(TORCH.rglob("*.pt.trace.json.gz")):
        doc = json.loads(gzip.decompress(path.read_bytes()))
        timed = [e for e in doc["traceEvents"] if e.get("ph") in ("X", "i")]
        p = formats.load(path)
        assert p.num_events == len(timed), path
        by_cat = collections.Counter(e.get("cat") for e in timed if e.get("name") != "[memory]")
        kept = collections.Counter()
        for plane in p.planes:
            md = {i: m.stats.get(kineto.CATEGORY) for i, m in plane.event_metadata.items()}
            for mid, n in zip(*np.unique(plane.events.metadata_id, return_counts=True)):
                kept[md[int(mid)]] += int(n)
        kept.pop("cpu_instant_event", None)  # [memory] instants (and Kineto's own instants)
        for cat, n in by_cat.items():
            assert kept[cat] >= n, (path, cat)
        gpu_cats = kineto.GPU_CATEGORIES
        gpu = sum(n for c, n in by_cat.items() if c in gpu_cats)
        assert sum(len(pl.events) for pl in p.device_planes) == gpu, path


def test_real_trace_links_kernels_to_operators():
    p = formats.load(TORCH / "nccl" / "rank-0.pt.trace.json.gz")
    gpu = p.plane("/device:GPU:0")
    ops = gpu.stat(schema.TF_OP)
    # Every kernel with an External id that an operator carries gets that operator.
    doc = json.loads(gzip.decompress((TORCH / "nccl" / "rank-0.pt.trace.json.gz").read_bytes()))
    op_ids = {e["args"]["External id"] for e in doc["traceEvents"]
              if e.get("cat") == "cpu_op" and "External id" in e.get("args", {})}
    linked = sum(1 for e in doc["traceEvents"] if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset")
                 and e.get("args", {}).get("External id") in op_ids)
    assert (ops.values != "").sum() >= linked > 3000
    assert p.host_plane.stats[kineto.RANK] == 0 and p.host_plane.stats[kineto.WORLD_SIZE] == 2
    steps = p.host_plane.stat(schema.STEP_NUM).values.tolist()
    assert steps == [4, 5, 6]


# -- hostile input ------------------------------------------------------------------------


@pytest.mark.parametrize("data, message", [
    (b'{"traceEvents": [', "malformed JSON"),
    (b"\x00\x01garbage", "malformed JSON"),
    (b"42", "not a PyTorch trace"),
    (b'{"schemaVersion": 1}', "not a PyTorch trace"),
    (b'{"traceEvents": {"a": 1}}', "not a PyTorch trace"),
    (b'{"traceEvents": [1, 2]}', "not a PyTorch trace"),
    (b'{"traceEvents": []}', "no timed events"),
    (b'{"traceEvents": [{"ph": "X", "name": "a", "ts": "soon"}]}', "no timed events"),
    (b'{"traceEvents": [{"ph": "X", "name": "a", "ts": 1}], "baseTimeNanoseconds": "x"}', "baseTimeNanoseconds"),
])
def test_bad_files_are_clear_errors(tmp_path, data, message):
    path = tmp_path / "bad.pt.trace.json"
    path.write_bytes(data)
    with pytest.raises(ProfileError) as err:
        formats.load(path)
    assert message in err.value.reason and str(path) in str(err.value)


def test_truncated_gzip_is_a_clear_error(tmp_path):
    data = (TORCH / "nccl" / "rank-0.pt.trace.json.gz").read_bytes()
    path = tmp_path / "cut.pt.trace.json.gz"
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(ProfileError, match="corrupt gzip data"):
        formats.load(path)


def test_events_without_a_usable_time_are_skipped_and_counted(tmp_path):
    events = [op("aten::a", 1.0, 2.0), op("aten::b", "later", 2.0), op("aten::c", 5.0, -1.0),
              op("aten::d", 1e300, 1.0), op("aten::e", 3.0, None)]
    p = kineto.load(write(tmp_path / "t.pt.trace.json", {"traceEvents": events}))
    assert p.host_plane.event_names().tolist() == ["aten::a"]
    assert p.warnings == ("4 trace events without a valid time were skipped",)


def test_names_are_kept_as_text_and_odd_values_do_not_break(tmp_path):
    hostile = "<img src=x onerror=alert(1)>"
    events = [op(hostile, 1.0, 2.0, **{"Input Dims": {"nested": [1, {"x": None}]}, "Call stack": 7}),
              {"ph": "X", "cat": "kernel", "name": 12, "pid": "gpu", "tid": None, "ts": 2, "dur": 1,
               "args": {"grid": "wide", "block": [1e9, -3], "registers per thread": "many"}},
              {"ph": "X", "cat": "cpu_op", "name": "aten::x", "pid": 1, "tid": 1, "ts": 3, "dur": 1, "args": None}]
    p = kineto.load(write(tmp_path / "h.pt.trace.json", {"traceEvents": events}))
    host, gpu = p.planes
    assert hostile in host.event_names().tolist()
    assert gpu.event_names().tolist() == ["12"]
    assert gpu.event_stats(0)[schema.KERNEL_DETAILS].startswith("regs:0 static_shared:0")


def test_service_names_a_bad_trace_by_its_path_in_the_logdir(tmp_path):
    run = tmp_path / "logs" / "broken"
    write(run / "worker0.pt.trace.json", small_doc())
    (run / "worker1.pt.trace.json").write_bytes(b'{"traceEvents": [')
    svc = service.Service(tmp_path / "logs", cache=ProfileCache(None))
    assert svc.runs() == ["broken"]
    assert json.loads(svc.tool_json("broken", "overview_page", "worker0", {}))
    with pytest.raises(ProfileError) as err:
        svc.tool_json("broken", "overview_page", "worker1", {})
    assert str(err.value).startswith("cannot read profile broken/worker1.pt.trace.json: not a PyTorch trace")
    assert str(tmp_path) not in str(err.value)


# -- catalog ------------------------------------------------------------------------------


def test_catalog_makes_a_run_per_profiling_cycle(tmp_path):
    logdir = tmp_path / "logs"
    for worker in ("host_1", "host_2"):
        for stamp in (1700000000100, 1700000000900):
            write(logdir / "exp" / f"{worker}.{stamp + (worker == 'host_2')}.pt.trace.json", small_doc())
    write(logdir / "single" / "w.pt.trace.json.gz", small_doc(), compress=True)
    write(logdir / "single" / "w.pt.trace.json", small_doc())  # beside its .gz: the plain file wins
    write(logdir / "w.pt.trace.json", small_doc())  # traces in the logdir itself
    runs = {r.name: r for r in catalog.Catalog(logdir).runs()}
    assert set(runs) == {"exp/1700000000100", "exp/1700000000900", "single", "."}
    assert sorted(runs["exp/1700000000900"].hosts) == ["host_1", "host_2"]
    assert runs["exp/1700000000900"].hosts["host_2"].name == "host_2.1700000000901.pt.trace.json"
    assert runs["single"].hosts["w"].name == "w.pt.trace.json"


def test_catalog_ignores_traces_that_lead_outside_the_logdir(tmp_path):
    outside = write(tmp_path / "elsewhere" / "w.pt.trace.json", small_doc())
    logdir = tmp_path / "logs"
    (logdir / "run").mkdir(parents=True)
    os.symlink(outside, logdir / "run" / "w.pt.trace.json")
    write(logdir / "run" / "ok.pt.trace.json", small_doc())
    (run,) = catalog.Catalog(logdir).runs()
    assert list(run.hosts) == ["ok"]


def test_a_trace_file_or_directory_is_a_run_for_the_cli(tmp_path):
    path = write(tmp_path / "exp" / "w.1.pt.trace.json", small_doc())
    write(tmp_path / "exp" / "w.2.pt.trace.json", small_doc())
    (run,) = catalog.SessionCatalog(path).runs()
    assert run.hosts == {"w": path}
    (run,) = catalog.SessionCatalog(tmp_path / "exp").runs()  # the latest cycle
    assert list(run.hosts) == ["w"] and run.hosts["w"].name in ("w.1.pt.trace.json", "w.2.pt.trace.json")


@pytest.mark.parametrize("head, verdict", [
    ('{"schemaVersion": 1, "deviceProperties": [', True),
    ('{"deviceProperties":', True),
    ('{"schemaVersion": 1, "record_shapes": 1, "distributedInfo": {"rank": 0}', True),
    # TraceLens: a metadata object first (its keys do not count), then the events.
    ('{"metadata": {"deviceProperties": [1]}, "traceEvents": [{"ph": "X", "cat": "user_annotation"', None),
    ('{"metadata": {"deviceProperties": [1]}, "traceEvents": [{"ph": "X", "cat": "user_annotation"}', True),
    ('[{"ph": "X", "cat": "cpu_op", "name": "aten::mm"}, ', True),  # a bare event list
    ('{"displayTimeUnit": "ns", "metadata": {"highres-ticks": true}, "traceEvents": [{"ph": "M", "pid": 1}]}', False),
    ('{"a": {"deviceProperties": []}, "b": 1}', False),  # Kineto's keys count at the top only
    ('{"schemaVersion": 2, "mediaType": "x"}', False),
    ('{"schemaVersion": 1, "data": [1, 2', None),
    ('{"traceEvents": [{"cat": ["kernel"]}, {"cat": "Trace"}]}', False),
    ("", None), ("\ufeff  [", None), ("null", False), ('{"a" 1}', False), ("[[[[", None),
])
def test_a_trace_told_by_its_first_bytes(head, verdict):
    assert kineto_head.verdict(head) is verdict


def test_a_trace_known_by_its_content_loads_as_any_trace(tmp_path):
    """TraceLens's H100 trace, `*.json.gz`: listed, loaded (also through the disk cache) as Kineto."""
    (tmp_path / "logs" / "qwen").mkdir(parents=True)
    shutil.copy(pytorch_real_trace("h100_qwen"), tmp_path / "logs" / "qwen" / "h100.json.gz")
    assert formats.host_of("h100.json.gz") == "h100" and formats.load(tmp_path / "logs" / "qwen" / "h100.json.gz")
    for cache in (ProfileCache(None), ProfileCache(str(tmp_path / "cache")), ProfileCache(str(tmp_path / "cache"))):
        svc = service.Service(tmp_path / "logs", cache=cache)
        assert svc.runs() == ["qwen"] and svc.hosts("qwen") == ["h100"]
        (gpu,) = json.loads(svc.tool_json("qwen", "overview_page", "h100", {}))["gpu_step_breakdown"]["gpus"]
        assert (gpu["name"], gpu["sm_count"]) == ("NVIDIA H100 80GB HBM3", 132)


def test_disk_cache_keeps_the_whole_profile(tmp_path):
    path = TORCH / "nccl" / "rank-0.pt.trace.json.gz"
    first = ProfileCache(str(tmp_path / "cache")).profile(path)
    again = ProfileCache(str(tmp_path / "cache")).profile(path)  # a new server: from the disk entry
    assert again is not first
    for a, b in zip(first.planes, again.planes):
        assert b.stats_loaded  # nothing to decode lazily from a JSON file
        assert np.array_equal(a.events.start_ps, b.events.start_ps)
        for row in (0, len(a.events) // 2, len(a.events) - 1):
            assert a.event_stats(row) == b.event_stats(row)


# -- device facts (kineto_devices.py) ----------------------------------------------------------

def _entry(i, name, sms=100, major=9):
    return {"id": i, "name": name, "numSms": sms, "totalGlobalMem": 2**34, "computeMajor": major, "computeMinor": 0}


def _gpu_doc(used, entries, **top):
    """An operator launching one kernel on each device of `used`."""
    events = [op("aten::mm", 100.0, 50.0, ext=1)]
    for d in used:
        events.append({"ph": "X", "cat": "kernel", "name": f"k{d}", "pid": d, "tid": 7, "ts": 110.0, "dur": 5.0,
                       "args": {"External id": 1, "device": d, "stream": 7, "correlation": 9}})
    return {"schemaVersion": 1, "deviceProperties": entries, "traceEvents": events, **top}


def _gpu_stats(doc) -> dict:
    return {pl.stats[schema.DEVICE_ID]: pl.stats for pl in kineto.from_json(json.dumps(doc).encode()).device_planes}


@pytest.mark.parametrize("used, entries, expected", [
    ([0, 1], [_entry(0, "A"), _entry(1, "B")], {0: "A", 1: "B"}),  # by id
    ([1, 0], [_entry(1, "B"), _entry(0, "A")], {0: "A", 1: "B"}),  # by id, in any order
    ([2], [_entry(0, "A")], {2: "A"}),  # ROCm: kernels on device 2, the one entry with id 0
    ([4, 5], [_entry(0, "A"), _entry(1, "B")], {4: "A", 5: "B"}),  # as many entries as devices: in order
    ([1, 5], [_entry(0, "A"), _entry(1, "B"), _entry(2, "C")], {1: "B", 5: None}),  # else by id where found
    ([3], [{"name": "A", "numSms": 100}], {3: "A"}),  # an entry without an id
])
def test_each_device_gets_its_properties_entry(used, entries, expected):
    stats = _gpu_stats(_gpu_doc(used, entries))
    assert {d: s.get("device_name") for d, s in stats.items()} == expected
    for d, name in expected.items():
        assert (stats[d].get(schema.DEV_CAP_CORE_COUNT) == 100) is (name is not None)


@pytest.mark.parametrize("name, major, top, vendor, device_type", [
    ("NVIDIA H100 80GB HBM3", 9, {}, "Nvidia", "Nvidia GPU (Hopper)"),
    ("Tesla V100-DGXS-32GB", 7, {}, "Nvidia", "Nvidia GPU (Volta)"),
    ("AMD Instinct MI300X VF", 9, {}, "AMD", "AMD GPU - gfx-9XX series"),  # 9.0: no one architecture
    ("gfx942", 9, {}, "AMD", "AMD GPU - gfx942"),  # ROCm versions that name the architecture
    ("A GPU", 9, {"hip_runtime_version": 60443483, "roctracer_version": 4.1}, "AMD", "AMD GPU - gfx-9XX series"),
    ("A GPU", 9, {"cuda_runtime_version": 12040, "cupti_version": 22}, "Nvidia", "Nvidia GPU (Hopper)"),
    ("A GPU", 9, {}, None, "GPU"),
])
def test_the_vendor_from_the_device_name_or_the_runtime(name, major, top, vendor, device_type):
    doc = _gpu_doc([0], [_entry(0, name, major=major)], **top)
    (plane,) = kineto.from_json(json.dumps(doc).encode()).device_planes
    assert plane.stats.get(schema.DEV_VENDOR) == vendor
    assert devices.device_type(plane) == device_type


def test_mi300x_trace_keeps_its_gpu_facts():
    """The real MI300X trace: every kernel on device 2, one deviceProperties entry with id 0
    (torch-tb-profiler matches them by index: no GPU facts there)."""
    profile = kineto.load(pytorch_real_trace("mi300_qwen"))
    (gpu,) = profile.device_planes
    assert gpu.name == "/device:GPU:2" and gpu.stats[schema.DEVICE_ID] == 2
    assert {k: v for k, v in gpu.stats.items() if k != schema.DEVICE_ID} == {
        schema.DEV_VENDOR: "AMD", schema.DEV_CAP_CORE_COUNT: 304, "memory_size": 205571227648,
        schema.DEV_CAP_COMPUTE_CAP_MAJOR: 9, schema.DEV_CAP_COMPUTE_CAP_MINOR: 4,
        "device_name": "AMD Instinct MI300X VF"}
    assert devices.device_type(gpu) == "AMD GPU - gfx942"
    (summary,) = tools.get("overview_page").convert([profile], {})["gpu_step_breakdown"]["gpus"]
    assert (summary["name"], summary["sm_count"], summary["compute_capability"], summary["memory_gb"]) == \
        ("AMD Instinct MI300X VF", 304, "9.4", 191.45)
    # SM efficiency from grid blocks / CUs (ROCm writes no blocks per SM); no estimated occupancy.
    assert 0 < summary["sm_efficiency_percent"] <= 100 and summary["occupancy_percent"] is None
    # kernel_stats reads the plane as AMD's: Tensile's MFMA GEMMs use the matrix cores.
    table = tools.get("kernel_stats").convert([profile], {})
    column = {c["id"]: i for i, c in enumerate(table["columns"])}
    assert any(row[column["is_kernel_using_tensor_core"]] and row[column["kernel_name"]].startswith("Cijk_")
               for row in table["rows"])


def test_older_compute_properties_are_read():
    """torch-tb-profiler's GPU-metrics input: `computeProperties` with major/minor/multiProcessorCount."""
    profile = kineto.load(PYTORCH_REFERENCE / "gpu_metrics" / "gpu_metrics_input.json")
    (gpu,) = profile.device_planes
    assert {k: v for k, v in gpu.stats.items() if k != schema.DEVICE_ID} == {
        schema.DEV_VENDOR: "Nvidia", schema.DEV_CAP_CORE_COUNT: 80, "memory_size": 34084028416,
        schema.DEV_CAP_COMPUTE_CAP_MAJOR: 7, schema.DEV_CAP_COMPUTE_CAP_MINOR: 0,
        "device_name": "Tesla V100-DGXS-32GB"}
