"""Per-host parts (analysis/parts.py), the map of the multi-host tools.

On every real fixture host, alone and together: the tool list made from the
hosts' AVAILABLE parts is the one made from the profiles, and every map +
reduce tool gives the same JSON from parts that went through pickle (what a
Dask worker sends back), or through the disk cache's data-only format
(profile/part_format.py), as from convert() on the profiles.
"""

from __future__ import annotations

import dataclasses
import itertools
import pickle
import threading
import time

import numpy as np
import pandas as pd
import pytest

import pod_util
from conftest import fixture_xplanes, reference_xplanes
from test_kernel_stats import gpu_space
from tb_profile_plugin import errors, parallel, tools
from tb_profile_plugin.analysis import op_stats, parts, steps
from tb_profile_plugin.analysis.table import Table
from tb_profile_plugin.profile import part_format, schema, xspace
from tb_profile_plugin.service import dumps

MAPPED = [t for t in tools.TOOLS if t.parts is not None]


@pytest.fixture(scope="module")
def profiles(tmp_path_factory):
    """Every real fixture host, a synthetic TPU host and a synthetic GPU host."""
    out = [xspace.load(p) for p in [*fixture_xplanes(), *reference_xplanes()]]
    folder = tmp_path_factory.mktemp("synthetic")
    tpu, gpu = folder / "tpu.xplane.pb", folder / "gpu.xplane.pb"
    tpu.write_bytes(pod_util.pod_space(0, cores=2, steps=2).SerializeToString())
    gpu.write_bytes(gpu_space("gpu").SerializeToString())
    return out + [xspace.load(tpu), xspace.load(gpu)]


def test_the_mapped_tools():
    assert {t.name for t in MAPPED} == {"overview_page", "input_pipeline_analyzer", "tensorflow_stats",
                                        "kernel_stats", "op_profile", "hlo_stats", "roofline_model", "memory_profile",
                                        "pod_viewer", "distributed"}


def _groups(profiles):
    return [[p] for p in profiles] + [list(pair) for pair in itertools.combinations(profiles[:5], 2)] + [profiles]


def test_tool_list_from_parts_is_the_tool_list_from_profiles(profiles):
    for group in _groups(profiles):
        hosts = parts.hosts_of(group, (tools.AVAILABLE,))
        assert tools.availability_of(hosts) == tools.availability(group), [p.path for p in group]


def _answer(fn):
    try:
        return dumps(fn())
    except errors.ProfilerError as e:
        return f"{type(e).__name__}: {e}".encode()


@pytest.mark.parametrize("tool", MAPPED, ids=lambda t: t.name)
def test_reduce_of_pickled_parts_is_convert(profiles, tool):
    for group in _groups(profiles):
        expected = _answer(lambda: tool.convert(group, {}))
        hosts = pickle.loads(pickle.dumps(parts.hosts_of(group, tool.parts)))
        assert _answer(lambda: tool.reduce(hosts, {})) == expected, (tool.name, [p.path for p in group])


def _through_disk_format(value):
    """The value as the disk cache gives it back, or the value itself when it is not
    storable (TypeError: it stays in memory only)."""
    try:
        chunks = part_format.encode(value)
    except TypeError:
        return value
    return part_format.decode(memoryview(b"".join(bytes(c) for c in chunks)))


def _same(a, b, where="value"):
    """Equal values of the same types (DataFrames: same columns, dtypes and values)."""
    assert type(a) is type(b), (where, type(a), type(b))
    if isinstance(a, pd.DataFrame):
        assert list(a.columns) == list(b.columns) and list(a.dtypes) == list(b.dtypes), where
        pd.testing.assert_frame_equal(a, b, check_exact=True)
    elif isinstance(a, Table):
        assert a.columns == b.columns and len(a) == len(b), where
        for name in a.columns:
            _same(a[name], b[name], f"{where}[{name!r}]")
    elif isinstance(a, np.ndarray):
        assert a.dtype == b.dtype and a.shape == b.shape, where
        if a.dtype == object:
            for i, (x, y) in enumerate(zip(a.ravel().tolist(), b.ravel().tolist())):
                _same(x, y, f"{where}[{i}]")
        else:
            assert np.array_equal(a, b, equal_nan=a.dtype.kind == "f"), where
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b)):
            _same(x, y, f"{where}[{i}]")
    elif isinstance(a, dict):
        assert list(a) == list(b), where
        for k in a:
            _same(a[k], b[k], f"{where}.{k}")
    elif dataclasses.is_dataclass(a):
        for f in dataclasses.fields(a):
            _same(getattr(a, f.name), getattr(b, f.name), f"{where}.{f.name}")
    elif isinstance(a, float) and a != a:
        assert b != b, where
    else:
        assert a == b, where


def test_parts_through_the_disk_format_are_the_same_data(profiles):
    stored = 0
    for profile in profiles:
        for key, part in tools.parts_registry().items():
            value = part.of(profile)
            back = _through_disk_format(value)
            stored += back is not value
            _same(value, back, f"{profile.path}:{key}")
    assert stored >= 7 * len(profiles)  # all but op_profile's XLA ops (instruction tables)


def test_not_data_is_not_stored():
    with pytest.raises(TypeError):
        part_format.encode({"x": object()})
    with pytest.raises(TypeError):
        part_format.encode(pd.DataFrame({"c": pd.Categorical(["a"])}))


@pytest.mark.parametrize("tool", MAPPED, ids=lambda t: t.name)
def test_reduce_of_parts_from_disk_is_convert(profiles, tool):
    for group in _groups(profiles):
        expected = _answer(lambda: tool.convert(group, {}))
        hosts = [parts.Host(h.name, {k: _through_disk_format(v) for k, v in h.values.items()})
                 for h in parts.hosts_of(group, tool.parts)]
        assert _answer(lambda: tool.reduce(hosts, {})) == expected, (tool.name, [p.path for p in group])


def test_a_new_server_reads_the_parts_from_disk(tmp_path, monkeypatch):
    """Parts are cached on disk per file: a new server on the same cache answers another
    tool that shares them (tensorflow_stats after overview_page) without loading a profile;
    a damaged part entry is computed again."""
    import shutil

    from tb_profile_plugin.profile.cache import ProfileCache, flush
    from tb_profile_plugin.service import Service

    logdir = tmp_path / "logdir"
    source = next(p for p in fixture_xplanes() if "tf_keras_profile_batch" in str(p))
    for h in ("a", "b"):
        (logdir / "plugins" / "profile" / "run").mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, logdir / "plugins" / "profile" / "run" / f"{h}.xplane.pb")
    first = Service(logdir, cache=ProfileCache(tmp_path / "cache"))
    first.tool_json("run", "overview_page", None, {})
    expected = Service(logdir, cache=ProfileCache(None)).tool_json("run", "tensorflow_stats", None, {})
    flush()
    assert len(list((tmp_path / "cache").rglob("*.part"))) >= 2 * 3  # 2 hosts x (available, steps, op stats, facts)

    second = Service(logdir, cache=ProfileCache(tmp_path / "cache"))
    monkeypatch.setattr(Service, "_load", lambda *a: (_ for _ in ()).throw(AssertionError("loaded a profile")))
    assert second.tool_json("run", "tensorflow_stats", None, {}) == expected
    monkeypatch.undo()

    for entry in (tmp_path / "cache").rglob("*.part"):
        data = bytearray(entry.read_bytes())
        data[-1] ^= 0xFF
        entry.write_bytes(bytes(data))
    third = Service(logdir, cache=ProfileCache(tmp_path / "cache"))
    assert third.tool_json("run", "tensorflow_stats", None, {"include_idle": "1"}) == \
        Service(logdir, cache=ProfileCache(None)).tool_json("run", "tensorflow_stats", None, {"include_idle": "1"})


def test_tensorboard_flag_without_the_dask_extra_is_a_clear_error(tmp_path, monkeypatch):
    """`--profile_dask_scheduler` without distributed installed: TensorBoard still starts
    the plugin, and each request that needs the cluster says which extra to install."""
    import argparse
    import shutil
    import sys

    from tensorboard.plugins import base_plugin

    from tb_profile_plugin.plugin import ProfilePlugin

    run = tmp_path / "plugins" / "profile" / "run"
    run.mkdir(parents=True)
    shutil.copyfile(next(iter(fixture_xplanes())), run / "vm.xplane.pb")
    monkeypatch.setitem(sys.modules, "distributed", None)
    flags = argparse.Namespace(profile_cache_dir="none", profile_dask_scheduler="tcp://127.0.0.1:1")
    plugin = ProfilePlugin(base_plugin.TBContext(logdir=str(tmp_path), flags=flags))
    assert plugin.is_active()
    with pytest.raises(errors.Unsupported, match=r"pip install 'tb-profile-plugin\[dask\]'"):
        plugin.service.tool_json("run", "overview_page", None, {})


# -- compute_parts: the parts of one host, the stats they read in one pass, `beside` ones on a second core


@pytest.fixture
def two_threads(monkeypatch):
    monkeypatch.setattr(parallel, "WORKERS", 2)  # even on a one-core machine


def test_compute_parts_gives_what_each_part_gives_alone(two_threads):
    every = list(tools.parts_registry().values())
    for path in [*fixture_xplanes(), *reference_xplanes()]:
        values = parts.compute_parts(xspace.load(path), every)
        assert list(values) == [p.key for p in every]
        for part in every:
            if _through_disk_format(values[part.key]) is values[part.key]:
                continue  # not data (op_profile's instruction tables): nothing to compare
            _same(values[part.key], part.compute(xspace.load(path)), f"{path}:{part.key}")


def test_compute_parts_decodes_the_stats_of_all_its_parts_in_one_pass(two_threads):
    # tf_keras_small's host plane has tf_op (op stats) beside step_num and the links' ids (steps).
    profile = xspace.load(reference_xplanes()[-1])
    host = profile.host_plane
    assert host.stat_id(schema.TF_OP) is not None and not host.stats_loaded
    passes = []
    loader = host._columns_loader

    def counted(stat_ids, rows):
        passes.append([host.stat_names[s] for s in stat_ids])
        return loader(stat_ids, rows)

    host._columns_loader = counted
    parts.compute_parts(profile, [steps.STEPS, op_stats.STATS])
    present = {name for name in (schema.TF_OP, *steps.HOST_STEP_STATS) if host.stat_id(name) is not None}
    assert len(passes) == 1 and set(passes[0]) == present and schema.TF_OP in present


def _thread_part(key, beside, barrier=None):
    def compute(profile):
        if barrier is not None:
            barrier.wait()  # both in flight at once, or it times out
        return threading.current_thread().name
    return parts.Part(key, compute, beside=beside)


def test_beside_parts_are_built_on_a_second_core(two_threads):
    profile = xspace.load(fixture_xplanes()[0])
    me = threading.current_thread().name
    barrier = threading.Barrier(2, timeout=20)
    wanted = [_thread_part("a", False, barrier), _thread_part("b", True, barrier), _thread_part("c", False)]
    values = parts.compute_parts(profile, wanted)
    assert list(values) == ["a", "b", "c"]
    assert values["a"] == values["c"] == me and values["b"].startswith("tbp-chunk")
    # Nothing else to build meanwhile, or built already: the caller builds it.
    assert parts.compute_parts(profile, [_thread_part("d", True)]) == {"d": me}
    assert parts.compute_parts(profile, [_thread_part("b", True), _thread_part("e", False)])["b"] != me


def test_a_failing_part_fails_compute_parts(two_threads):
    def fail(profile):
        raise ValueError("part")

    profile = xspace.load(fixture_xplanes()[0])
    with pytest.raises(ValueError, match="part"):
        parts.compute_parts(profile, [parts.Part("f", fail, beside=True), _thread_part("g", False)])
    with pytest.raises(ValueError, match="part"):
        parts.compute_parts(profile, [parts.Part("h", fail), _thread_part("i", True)])


def test_two_keys_build_side_by_side_and_one_key_once():
    profile = xspace.load(fixture_xplanes()[0])
    barrier = threading.Barrier(2, timeout=20)  # the two builds in flight at once, or it times out
    builds = []

    def ask(key):
        def build(profile):
            builds.append(key)
            barrier.wait()
            time.sleep(0.05)  # the others asking for the key meanwhile wait for this build
            return key.upper()
        return lambda: profile.derived(key, build)

    threads = [threading.Thread(target=ask(k)) for k in ("x", "y", "x", "y")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert sorted(builds) == ["x", "y"]
    assert profile.derived("x", None) == "X" and profile.derived("y", None) == "Y"


def test_tools_asked_at_once_answer_as_one_at_a_time(two_threads):
    # Each tool's parts build side by side with the others' on one loaded profile
    # (a lock per derived key, op stats beside the steps): the same bytes as alone.
    from conftest import fixture_xplane
    from tb_profile_plugin.profile.cache import from_setting
    from tb_profile_plugin.service import Service

    asked = [("overview_page", {}), ("input_pipeline_analyzer", {}), ("tensorflow_stats", {}),
             ("trace_viewer@", {"resolution": "1500"}), ("tf_data_bottleneck_analysis", {})]
    path = fixture_xplane("tf_loop_python_tracer")

    def service():
        found = Service.for_path(path, cache=from_setting("none"))
        return found, found.runs()[0]

    alone, run = service()
    expected = [alone.tool_json(run, tool, None, query) for tool, query in asked]
    for _ in range(3):
        together, run = service()
        barrier = threading.Barrier(len(asked), timeout=60)
        got: list = [None] * len(asked)

        def ask(k):
            barrier.wait()
            got[k] = together.tool_json(run, asked[k][0], None, asked[k][1])

        threads = [threading.Thread(target=ask, args=(k,)) for k in range(len(asked))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert got == expected
