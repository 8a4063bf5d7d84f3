"""Step detection and step-time breakdown (analysis/steps.py): real profiles
against XProf's outputs, synthetic GPU/TPU profiles against hand computation."""

import json

import numpy as np
import pytest

from conftest import FIXTURES, REFERENCE, PlaneBuilder, fixture_xplane
from tb_profile_plugin.analysis import steps
from tb_profile_plugin.profile import xspace
from tb_profile_plugin.protos import xplane_pb2

# XProf's step-time graph columns (input_pipeline_analyzer table 1).
XPROF_COLUMNS = {"host_compute": 4, "kernel_launch": 5, "input": 6, "output": 7, "compile": 8, "other": 9}


def _xprof_steps(path):
    table = json.loads(path.read_text())[1]
    return {row["c"][0]["v"]: [c["v"] for c in row["c"]] for row in table["rows"]}


def _reference(name):
    (path,) = sorted((REFERENCE / name).rglob("*.xplane.pb"))
    return path, REFERENCE / name / "xprof_outputs" / "input_pipeline_analyzer.json"


def _fixture(name):
    return fixture_xplane(name), FIXTURES / "xprof_outputs" / name / "input_pipeline_analyzer.json"


# XProf's event grouping puts work of other threads into the step: TF's
# executor threads (context links) and, on JAX CPU, the XLA client's
# thread-pool Regions. It links such a Region in some steps and not in others
# of the same shape (steps.py's docstring); we link it in every step.
TF_CASES = ["tf_custom_loop_steps", "tf_loop_python_tracer"]
JAX_CASES = ["jax_jit_train", "jax_async_dispatch"]
CASES = ([pytest.param(lambda: _reference("jax_cpu"), id="reference-jax_cpu")]
         + [pytest.param(lambda n=n: _fixture(n), id=f"fixture-{n}") for n in TF_CASES + JAX_CASES])


def _ours_and_theirs(case):
    path, xprof_path = case()
    block = steps.steps_block([xspace.load(path)])
    return block, {r["step"]: r for r in block["rows"]}, _xprof_steps(xprof_path)


@pytest.mark.parametrize("case", CASES)
def test_steps_match_xprof(case):
    block, ours, theirs = _ours_and_theirs(case)
    assert list(ours) == list(theirs)  # same steps, same names, same order
    for name, row in ours.items():
        # Step time: the marker's duration, exactly; input time too.
        assert row["step_time_ms"] == pytest.approx(theirs[name][11], abs=1e-6)
        assert row["breakdown_ms"]["input"] == pytest.approx(theirs[name][6], abs=1e-6)
        assert row["breakdown_ms"]["compile"] == theirs[name][8] == 0
        assert sum(row["breakdown_ms"].values()) == pytest.approx(row["step_time_ms"], abs=1e-5)
    step_ms = [v[11] for v in theirs.values()]
    assert block["step_time"]["avg_ms"] == pytest.approx(np.mean(step_ms), abs=1e-6)
    # XProf's deviation is the sample one (n - 1).
    assert block["step_time"]["stddev_ms"] == pytest.approx(np.std(step_ms, ddof=1), abs=1e-6)


@pytest.mark.parametrize("name", TF_CASES)
def test_tf_host_compute_is_xprof_union_over_threads(name):
    # The step's work on every thread its marker links to (tf.function ops run
    # on TF's executor threads): equal to XProf's to the ns on most steps, and
    # within 15 us (0.2 % of the step) on all.
    _, ours, theirs = _ours_and_theirs(lambda: _fixture(name))
    diffs = [abs(r["breakdown_ms"]["host_compute"] - theirs[n][4]) for n, r in ours.items()]
    assert max(diffs) < 0.015
    assert sum(d < 1e-4 for d in diffs) >= len(diffs) - 2
    if name == "tf_loop_python_tracer":
        # On the marker's thread alone it was 0.9-1.1 ms of 7.5-11.4 ms steps.
        assert all(r["breakdown_ms"]["host_compute"] > 0.8 * r["step_time_ms"] for r in ours.values())


@pytest.mark.parametrize("name", JAX_CASES + ["jax_cpu"])
def test_jax_host_compute_counts_the_xla_threads(name):
    case = (lambda: _reference(name)) if name == "jax_cpu" else (lambda: _fixture(name))
    _, ours, theirs = _ours_and_theirs(case)
    linked = 0
    for n, r in ours.items():
        mine, xprof = r["breakdown_ms"]["host_compute"], theirs[n][4]
        # The jitted work runs on XLA's threads for most of the step.
        assert mine > 0.7 * r["step_time_ms"]
        if xprof > 0.8 * r["step_time_ms"]:  # XProf linked the Region in this step
            linked += 1
            assert mine == pytest.approx(xprof, abs=0.1)
        else:
            assert mine > xprof
    assert linked == {"jax_jit_train": 1, "jax_async_dispatch": 3, "jax_cpu": 0}[name]


def test_reference_jax_cpu_drops_first_and_last_of_ten():
    path, _ = _reference("jax_cpu")
    block = steps.steps_block([xspace.load(path)])
    assert block["dropped"] == ["train 0", "train 9"]
    assert [r["step_num"] for r in block["rows"]] == list(range(1, 9))
    assert block["source"] == "host step markers `train` (step_num)"


def test_compilation_is_jax_compile_not_every_name_with_compil():
    # JAX: the first step compiles the train step; `$pxla.py:1209 compile`
    # (Python tracer) spans the whole of it, 244.461152 ms.
    frame = steps.host_steps(xspace.load(_reference("jax_cpu")[0])).frame
    assert frame["compile"][0] == 244_461_152_000
    assert (frame["compile"][1:] == 0).all()
    # TF with the Python tracer: every tf.function call runs through
    # `$tracing_compilation.py:NNN call_function`; that is not compilation
    # (XProf: 0; this was 60-96 % of the step).
    profile = xspace.load(fixture_xplane("tf_loop_python_tracer"))
    names = set(profile.host_plane.metadata_names(display=False))
    assert any(n.startswith("$tracing_compilation.py:") and n.endswith(" call_function") for n in names)
    frame = steps.host_steps(profile).frame
    assert len(frame) == 8 and (frame["compile"] == 0).all()


@pytest.mark.parametrize("name, compiles", [
    ("$tracing_compilation.py:188 _maybe_define_function", False),
    ("$tracing_compilation.py:125 call_function", False),
    ("$tracing_compilation.py:214 _create_concrete_function", True),  # TF: a tf.function is traced
    ("$func_graph.py:1036 func_graph_from_py_func", True),
    ("XlaCompile", True),  # TF: XLA cluster (jit_compile=True)
    ("$pxla.py:1209 compile", True),  # JAX
    ("$compiler.py:387 compile_or_get_cached", True),
    ("backend_compile_and_load", True),
    ("PjRtCpuClient::Compile", True),
    ("CpuCompiler::RunBackend", True),
    ("$compilation_cache.py:66 is_cache_used", False),  # nested in a compile, counted through it
    ("CompiledFunction", False),
])
def test_compilation_names(make_xspace_file, name, compiles):
    us = 1_000_000
    space = xplane_pb2.XSpace(hostnames=["h"])
    host = PlaneBuilder(space, "/host:CPU")
    t = host.line("python", timestamp_ns=1000)
    host.event(t, "train", 0, 100 * us, stats={"step_num": 1, "_r": 1})
    host.event(t, name, 10 * us, 30 * us)
    (row,) = steps.steps_block([xspace.load(make_xspace_file(space))])["rows"]
    assert row["breakdown_ms"]["compile"] == (0.030 if compiles else 0.0)
    assert row["breakdown_ms"]["host_compute"] == (0.0 if compiles else 0.030)


@pytest.mark.parametrize("case", CASES)
def test_input_bound_verdict_matches_xprof(case):
    path, xprof_path = case()
    block = steps.steps_block([xspace.load(path)])
    verdict = steps.input_bound(block)
    overview = json.loads(xprof_path.with_name("overview_page.json").read_text())[1]["p"]
    theirs = overview["input_conclusion"]
    expected = {"HIGHLY": "high", "MODERATELY": "moderate", "POTENTIALLY": "potential", "NOT": "low"}
    level = next(v for k, v in expected.items() if f"is {k} input-bound" in theirs)
    if level == "potential" and block["category_percent"]["other"] < steps.ALL_OTHERS:
        # Only where XProf left the XLA threads' work out of the step (JAX).
        assert "jax" in str(path)
        assert verdict["level"] == "low"
    else:
        assert verdict["level"] == level


def test_input_bound_thresholds():
    def verdict(inp, other):
        return steps.input_bound({"rows": [{}], "whole_profile": False,
                                  "category_percent": {"input": inp, "other": other}})["level"]
    assert verdict(20.0, 0) == "high" and verdict(19.9, 50) == "moderate"
    assert verdict(5.0, 0) == "moderate"
    # XProf: "All others" at 3 % of the step or more makes it POTENTIALLY input-bound.
    assert verdict(4.9, 3.0) == "potential" and verdict(4.9, 2.9) == "low"


def test_step_time_deviation_is_the_sample_one(make_xspace_file):
    us = 1_000_000
    space = xplane_pb2.XSpace(hostnames=["h"])
    host = PlaneBuilder(space, "/host:CPU")
    t = host.line("python", timestamp_ns=1000)
    for i, dur in enumerate((100, 200, 300)):
        host.event(t, "train", 1000 * i * us, dur * us, stats={"step_num": i})
    block = steps.steps_block([xspace.load(make_xspace_file(space))])
    assert block["step_time"]["stddev_ms"] == pytest.approx(0.1)  # sqrt(((-.1)^2 + 0 + .1^2) / 2)
    space2 = xplane_pb2.XSpace(hostnames=["h"])
    host = PlaneBuilder(space2, "/host:CPU")
    t = host.line("python", timestamp_ns=1000)
    host.event(t, "train", 0, 100 * us, stats={"step_num": 0})
    one = steps.steps_block([xspace.load(make_xspace_file(space2, name="one.xplane.pb"))])
    assert one["step_time"]["stddev_ms"] == 0.0


def test_keras_profiled_batches_are_steps():
    # XProf finds "no step marker" in Keras 3 profiles; their `Profiled batch`
    # events carry step_num, and we use them.
    block = steps.steps_block([xspace.load(fixture_xplane("tf_keras_profile_batch"))])
    assert [r["step"] for r in block["rows"]] == ["Profiled batch 1", "Profiled batch 2", "Profiled batch 3"]
    assert not block["whole_profile"]


def _host_space(markers=True):
    """Host thread 1: markers `train` (0-100, 100-200 us); IteratorGetNext
    (10-30 us) nested in a compute op (5-50 us) in step 1; in step 2 a compute
    op 120-150 us and a compile event 150-170 us. Thread 2 (no marker): a
    compute op during step 1 that must not count."""
    us = 1_000_000
    space = xplane_pb2.XSpace(hostnames=["h"])
    host = PlaneBuilder(space, "/host:CPU")
    t1 = host.line("python", timestamp_ns=1000)
    if markers:
        host.event(t1, "train", 0, 100 * us, stats={"step_num": 1, "_r": 1})
    host.event(t1, "dense/MatMul:MatMul", 5 * us, 45 * us)
    host.event(t1, "IteratorGetNext", 10 * us, 20 * us)
    if markers:
        host.event(t1, "train", 100 * us, 100 * us, stats={"step_num": 2, "_r": 1})
    host.event(t1, "dense/MatMul:MatMul", 120 * us, 30 * us)
    host.event(t1, "XlaCompile", 150 * us, 20 * us)
    t2 = host.line("worker", timestamp_ns=1000)
    host.event(t2, "other/Op:Add", 0, 90 * us)
    return space


def test_breakdown_by_hand(make_xspace_file):
    block = steps.steps_block([xspace.load(make_xspace_file(_host_space()))])
    r1, r2 = block["rows"]
    assert (r1["step"], r1["step_num"], r1["step_time_ms"]) == ("train 1", 1, 0.1)
    # Waiting for input wins over the enclosing compute op.
    assert r1["breakdown_ms"]["input"] == pytest.approx(0.020)
    assert r1["breakdown_ms"]["host_compute"] == pytest.approx(0.025)
    assert r1["breakdown_ms"]["other"] == pytest.approx(0.055)
    assert r2["breakdown_ms"]["host_compute"] == pytest.approx(0.030)
    assert r2["breakdown_ms"]["compile"] == pytest.approx(0.020)
    assert r2["breakdown_ms"]["other"] == pytest.approx(0.050)
    assert r1["input_percent"] == pytest.approx(20.0)
    assert block["step_time"] == {"count": 2, "avg_ms": 0.1, "stddev_ms": 0.0, "min_ms": 0.1, "max_ms": 0.1}
    assert block["category_percent"]["input"] == pytest.approx(10.0)
    assert steps.input_bound(block)["level"] == "moderate"


def test_no_markers_falls_back_to_whole_profile(make_xspace_file):
    block = steps.steps_block([xspace.load(make_xspace_file(_host_space(markers=False)))])
    assert block["whole_profile"] and block["source"] == ""
    (row,) = block["rows"]
    assert row["step"] == "whole profile" and row["step_num"] is None
    # Span 0-170 us; all threads count: input 10-30, compute 0-10 and 30-90
    # (thread 2 covers 0-90) and 120-150, compile 150-170.
    assert row["step_time_ms"] == pytest.approx(0.170)
    assert row["breakdown_ms"]["input"] == pytest.approx(0.020)
    assert row["breakdown_ms"]["host_compute"] == pytest.approx(0.100)
    assert row["breakdown_ms"]["compile"] == pytest.approx(0.020)
    assert steps.input_bound(block)["level"] == "unknown"


def test_all_hosts_aggregate_keeps_common_steps(make_xspace_file):
    a = xspace.load(make_xspace_file(_host_space(), name="a.xplane.pb"))
    space = _host_space()
    space.hostnames[:] = ["b"]
    b = xspace.load(make_xspace_file(space, name="b.xplane.pb"))
    block = steps.steps_block([a, b])
    assert [r["step_num"] for r in block["rows"]] == [1, 2]
    assert block["rows"][0]["breakdown_ms"]["input"] == pytest.approx(0.020)
    assert block["spread_over"] == "hosts"
    assert block["rows"][0]["input_percent_min_core"] == block["rows"][0]["input_percent_max_core"] == 20.0


def _gpu_space():
    """Host marker 0-100 us with a kernel launch (has correlation_id) 0-10 us;
    GPU stream: MemcpyHtoD 10-20, a fp32 kernel 20-60, a half kernel 50-70
    (overlaps: 16-bit wins), MemcpyDtoH 80-90, and a kernel after the step."""
    us = 1_000_000
    space = xplane_pb2.XSpace(hostnames=["g"])
    host = PlaneBuilder(space, "/host:CPU")
    t = host.line("python", timestamp_ns=1000)
    host.event(t, "train", 0, 100 * us, stats={"step_num": 7})
    host.event(t, "cudaLaunchKernel", 0, 10 * us, stats={"correlation_id": 1})
    gpu = PlaneBuilder(space, "/device:GPU:0")
    s = gpu.line("Stream #1", timestamp_ns=1000)
    gpu.event(s, "MemcpyHtoD", 10 * us, 10 * us, stats={"correlation_id": 2})
    gpu.event(s, "volta_sgemm_128x64_nn", 20 * us, 40 * us, stats={"correlation_id": 3})
    s2 = gpu.line("Stream #2", timestamp_ns=1000)
    gpu.event(s2, "turing_fp16_s1688gemm", 50 * us, 20 * us, stats={"correlation_id": 4})
    gpu.event(s, "MemcpyDtoH", 80 * us, 10 * us, stats={"correlation_id": 5})
    gpu.event(s, "late_kernel", 150 * us, 10 * us, stats={"correlation_id": 6})
    return space


def test_gpu_breakdown_by_hand(make_xspace_file):
    block = steps.steps_block([xspace.load(make_xspace_file(_gpu_space()))])
    assert block["has_device"] and block["device_type"] == "GPU" and block["device_cores"] == 1
    (row,) = block["rows"]
    b = row["breakdown_ms"]
    assert b["kernel_launch"] == pytest.approx(0.010)
    assert b["input"] == pytest.approx(0.010)
    assert b["device_compute"] == pytest.approx(0.050)  # 20-70
    assert b["output"] == pytest.approx(0.010)
    assert b["other"] == pytest.approx(0.020)
    # 16-bit: 50-70 of the 50 us of device compute.
    assert block["precision"] == {"percent_16bit": 40.0, "percent_32bit": 60.0}


def _tpu_space():
    """Two TPU cores, two steps of 100 us each. Core 0: infeed 0-20, convolution
    20-70, all-reduce 70-80 in step 1; step 2 convolution 100-190. Core 1: infeed
    0-40, fusion 40-90 in step 1; step 2 same as core 0."""
    us = 1_000_000
    space = xplane_pb2.XSpace(hostnames=["t"])
    for core, infeed_end in ((0, 20), (1, 40)):
        tpu = PlaneBuilder(space, f"/device:TPU:{core}")
        st = tpu.line("Steps", timestamp_ns=1000)
        tpu.event(st, "1", 0, 100 * us, stats={"step_num": 1})
        tpu.event(st, "2", 100 * us, 100 * us, stats={"step_num": 2})
        ops = tpu.line("XLA Ops", timestamp_ns=1000)
        tpu.event(ops, "infeed.1", 0, infeed_end * us)
        if core == 0:
            tpu.event(ops, "convolution.2", 20 * us, 50 * us)
            tpu.event(ops, "all-reduce.3", 70 * us, 10 * us)
        else:
            tpu.event(ops, "fusion.4", 40 * us, 50 * us)
        tpu.event(ops, "convolution.2", 100 * us, 90 * us)
    return space


def test_tpu_breakdown_per_core_by_hand(make_xspace_file):
    block = steps.steps_block([xspace.load(make_xspace_file(_tpu_space()))])
    assert block["device_type"] == "TPU" and block["device_cores"] == 2
    assert "tc_idle" in [c["id"] for c in block["categories"]]
    r1, r2 = block["rows"]
    # Step 1 averaged over the cores: input (20+40)/2, compute (50+50)/2,
    # collectives 10/2, idle (20+10)/2.
    assert r1["breakdown_ms"]["input"] == pytest.approx(0.030)
    assert r1["breakdown_ms"]["device_compute"] == pytest.approx(0.050)
    assert r1["breakdown_ms"]["device_collectives"] == pytest.approx(0.005)
    assert r1["breakdown_ms"]["tc_idle"] == pytest.approx(0.015)
    assert (r1["input_percent_min_core"], r1["input_percent_max_core"]) == (20.0, 40.0)
    assert block["spread_over"] == "cores"
    assert r2["breakdown_ms"]["tc_idle"] == pytest.approx(0.010)
    assert steps.input_bound(block)["level"] == "moderate"  # 15% of step time


def test_breakdown_priority_unit():
    # Two groups; overlapping events of types 4 (compute) and 6 (wait input).
    group = np.array([0, 0, 1, 1])
    start = np.array([0, 5, 100, 100])
    end = np.array([10, 8, 150, 120])
    etype = np.array([steps.HOST_COMPUTE, steps.HOST_WAIT_INPUT, steps.HOST_COMPUTE, steps.HOST_COMPUTE])
    out = steps.breakdown(group, start, end, etype, np.array([0, 100]), np.array([20, 130]))
    assert out[0, steps.HOST_WAIT_INPUT] == 3 and out[0, steps.HOST_COMPUTE] == 7
    assert out[1, steps.HOST_COMPUTE] == 30  # clipped to the group's end


@pytest.mark.parametrize("digits", [4, 6])
def test_rounded_gives_pythons_round(digits):
    # The step rows' numbers are rounded by numpy; they must be the floats round() gives,
    # ties included: times in ms from ps (ties at every 500 ps), percentages, any floats.
    rng = np.random.default_rng(digits)
    ps = rng.integers(0, 10**13, 50_000)
    values = np.concatenate([
        ps / 1e9, (rng.integers(0, 10**10, 50_000) * 1000 + 500) / 1e9,
        100 * rng.integers(0, 10**9, 50_000) / rng.integers(1, 10**9, 50_000),
        rng.standard_normal(50_000) * 10.0 ** rng.integers(-12, 16, 50_000),
        [0.0, -0.0, -1e-12, np.nan, np.inf, -np.inf, 1e300, 2.5e-6, 0.00005, 12.34565, 99.99995]])
    got = steps.rounded(values, digits)
    want = [round(float(v), digits) for v in values]
    assert all(type(g) is float for g in got)
    assert np.array_equal(np.array(got), np.array(want), equal_nan=True)
    assert np.array_equal(np.signbit(got), np.signbit(want))


@pytest.mark.parametrize("chunk", [1, 5, 1 << 18])
def test_breakdown_gives_each_instant_to_the_highest_type(chunk, monkeypatch):
    # Against a timeline of unit cells: each cell of a step goes to the highest type
    # of the events covering it (clipped to the step). Chunks of whole steps, and a
    # step larger than a chunk, give the same.
    monkeypatch.setattr(steps, "_CHUNK", chunk)
    rng = np.random.default_rng(chunk)
    n_steps, n = 6, 300
    step_start = np.arange(n_steps) * 100 + rng.integers(0, 10, n_steps)
    step_end = step_start + rng.integers(0, 90, n_steps)
    group = rng.choice(n_steps, n, p=[0.5, 0.3, 0.1, 0.05, 0.05, 0.0])  # the last step: no events
    start = step_start[group] + rng.integers(-20, 80, n)
    end = start + rng.integers(0, 40, n)
    etype = rng.integers(1, steps.NUM_TYPES, n).astype(np.int8)
    got = steps.breakdown(group, start, end, etype, step_start, step_end)
    want = np.zeros((n_steps, steps.NUM_TYPES), np.int64)
    for g in range(n_steps):
        for x in range(int(step_start[g]), int(step_end[g])):
            on = (group == g) & (start <= x) & (x < end)
            if on.any():
                want[g, etype[on].max()] += 1
    assert got.tolist() == want.tolist()


def _kineto_step_and_gpu_work(name):
    """The host ProfilerStep# span and the GPU activities (kernels, memcpys, memsets) of a real
    PyTorch trace, µs as the file has them."""
    import gzip

    from conftest import pytorch_real_trace

    doc = json.loads(gzip.decompress(pytorch_real_trace(name).read_bytes()))
    events = [e for e in doc["traceEvents"] if e.get("ph") == "X"]
    (step,) = [e for e in events if e["name"].startswith("ProfilerStep#") and e["cat"] == "user_annotation"]
    work = [e for e in events if e["cat"] in ("kernel", "gpu_memcpy", "gpu_memset")]
    annotations = [e for e in events if e["cat"] == "gpu_user_annotation"]
    return step, work, annotations


@pytest.mark.parametrize("name", ["h100_qwen", "mi300_qwen"])
def test_gpu_user_annotations_are_no_device_compute(name):
    """The GPU-side `ProfilerStep#6` annotation spans the step's GPU work and gaps: device
    compute is the union of the kernels, memcpys and memsets in the step, not the annotation."""
    from conftest import pytorch_real_trace
    from tb_profile_plugin.profile import kineto

    step, work, annotations = _kineto_step_and_gpu_work(name)
    assert [a["name"] for a in annotations] == [step["name"]]
    lo, hi = step["ts"], step["ts"] + step["dur"]
    spans = sorted((max(e["ts"], lo), min(e["ts"] + e["dur"], hi)) for e in work if lo <= e["ts"] < hi)
    union, reach = 0.0, lo
    for s, e in spans:
        union += max(e - max(s, reach), 0.0)
        reach = max(reach, e)
    block = steps.steps_block([kineto.load(pytorch_real_trace(name))])
    (row,) = block["rows"]
    # Float µs in the file against integer ps here: within 50 ns (the annotation added ~3 ms).
    assert row["breakdown_ms"]["device_compute"] == pytest.approx(union / 1e3, abs=5e-5)
    assert row["step_time_ms"] == pytest.approx(step["dur"] / 1e3, abs=1e-5)


def test_a_step_name_that_ends_with_its_number_is_shown_once():
    from conftest import pytorch_real_trace
    from tb_profile_plugin.profile import kineto

    block = steps.steps_block([kineto.load(pytorch_real_trace("h100_qwen"))])
    assert [r["step"] for r in block["rows"]] == ["ProfilerStep#6"]
    assert steps._step_name("train", 5) == "train 5"
    assert steps._step_name("ProfilerStep#6", 6) == "ProfilerStep#6"
    assert steps._step_name("step15", 5) == "step15 5"  # 15 is not its number
