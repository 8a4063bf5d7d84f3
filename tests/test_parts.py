"""Per-host parts (analysis/parts.py), the map of the multi-host tools.

On every real fixture host, alone and together: the tool list made from the
hosts' AVAILABLE parts is the one made from the profiles, and every map +
reduce tool gives the same JSON from parts that went through pickle (what a
Dask worker sends back) as from convert() on the profiles.
"""

from __future__ import annotations

import itertools
import pickle

import pytest

import pod_util
from conftest import fixture_xplanes, reference_xplanes
from test_kernel_stats import gpu_space
from tb_profile_plugin import errors, tools
from tb_profile_plugin.analysis import parts
from tb_profile_plugin.profile import xspace
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
                                        "kernel_stats", "op_profile", "memory_profile", "pod_viewer"}


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
