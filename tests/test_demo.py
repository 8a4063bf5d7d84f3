"""The bundled demo logdir (`make demo`): its profiles, what the wheel ships of it, and
that a new user meets every device's views in it."""

import hashlib
try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: pytest's own TOML reader
    import tomli as tomllib
from pathlib import Path

import pytest

from conftest import ACCELERATORS, FIXTURES, accelerator_xplane, accelerator_xprof
from tb_profile_plugin import tools
from tb_profile_plugin.demo import DEMO_LOGDIR
from tb_profile_plugin.profile.cache import from_setting
from tb_profile_plugin.service import Service

PACKAGE = DEMO_LOGDIR.parent.parent  # tb_profile_plugin/
# Demo run folder -> the fixture logdir it is a copy of.
COPIES = {
    ".": FIXTURES / "jax_jit_train",
    "keras": FIXTURES / "tf_keras_profile_batch",
    "tpu_v6e_x4_inference": ACCELERATORS / "tpu_v6e_x4_inference",
    "jax_mi300x_conv": ACCELERATORS / "jax_mi300x_conv",
    "pytorch_resnet50": FIXTURES / "pytorch" / "resnet50",
}
PROFILE_PATTERNS = ("*.xplane.pb", "*.pt.trace.json.gz", "events.out.tfevents.*")
ACCELERATOR_RUNS = ("tpu_v6e_x4_inference", "jax_mi300x_conv")


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _demo_files() -> set[str]:
    return {p.relative_to(DEMO_LOGDIR).as_posix() for p in DEMO_LOGDIR.rglob("*") if p.is_file()}


def test_demo_logdir_holds_the_cpu_tpu_gpu_and_pytorch_profiles_as_copies_of_the_fixtures():
    expected = {}
    for where, source in COPIES.items():
        for p in [p for pattern in PROFILE_PATTERNS for p in source.rglob(pattern)]:
            expected[(Path(where) / p.relative_to(source)).as_posix()] = _digest(p)
    assert _demo_files() == set(expected)
    assert {name: _digest(DEMO_LOGDIR / name) for name in expected} == expected
    # The accelerator copies are the fixtures' bytes (the sha256 of tests/fixtures/README.md).
    assert _digest(accelerator_xplane("tpu_v6e_x4_inference")).startswith("e312ef8b")
    assert _digest(accelerator_xplane("jax_mi300x_conv")).startswith("54f02da6")
    assert _digest(DEMO_LOGDIR / "pytorch_resnet50" / "worker0.1623143089861.pt.trace.json.gz").startswith("a91798b5")


def test_package_data_ships_the_demo_profiles_and_their_notice():
    pyproject = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text())
    patterns = pyproject["tool"]["setuptools"]["package-data"]["tb_profile_plugin"]
    shipped = {p.relative_to(PACKAGE).as_posix()
               for pattern in patterns for p in PACKAGE.glob(pattern) if p.is_file()}
    wanted = {f"demo/logdir/{name}" for name in _demo_files()} | {"demo/NOTICE.md"}
    assert wanted <= shipped
    notice = (DEMO_LOGDIR.parent / "NOTICE.md").read_text()
    for text in ("openxla/xprof", "01d85deb6a7a1bc712e00588ef43b4fc523ee5f7", "Apache License 2.0",
                 "AMD-AGI/TraceLens", "171dd74721ca1ec45709e5805b68ae1f65e27811", "MIT",
                 "Permission is hereby granted", "pytorch/kineto", "041e7ce99f1562dd81232ee58b7c454ef16bfae2",
                 "BSD", "Redistribution and use in source and binary forms"):
        assert text in notice


def test_demo_runs_are_the_five_profiles():
    # A run is named by the folders above plugins/profile/ and the session folder; a PyTorch
    # run by the folder of its trace.
    expected = {"pytorch_resnet50"}
    for p in DEMO_LOGDIR.rglob("*.xplane.pb"):
        above, session = p.parent.parent.parent.parent, p.parent.name
        expected.add((above.relative_to(DEMO_LOGDIR) / session).as_posix())
    service = Service(str(DEMO_LOGDIR), cache=from_setting("none"))
    assert len(expected) == 5
    assert set(service.runs()) == expected


def test_demo_pytorch_run_offers_the_pytorch_views_and_not_the_xla_ones():
    service = Service(str(DEMO_LOGDIR), cache=from_setting("none"))
    tools_of = {t["name"]: t for t in service.run_tools("pytorch_resnet50")}
    available = {name for name, t in tools_of.items() if t["available"]}
    assert {"overview_page", "tensorflow_stats", "kernel_stats", "trace_viewer", "memory_profile"} <= available
    for xla_tool in ("op_profile", "hlo_stats", "memory_viewer", "graph_viewer"):
        assert not tools_of[xla_tool]["available"] and tools_of[xla_tool]["reason"]
    # XProf's per-core step breakdown does not speak PyTorch: the reason names where to look.
    assert not tools_of["pod_viewer"]["available"]
    assert "distributed" in tools_of["pod_viewer"]["reason"]


@pytest.mark.parametrize("name", ACCELERATOR_RUNS)
def test_demo_accelerator_runs_offer_the_tools_xprof_offers(name):
    # XProf's tool list for the same file (tool_names.txt), in our names; our tools
    # XProf does not list (pod_viewer, distributed, ...) are left out of the comparison.
    def ours(tool: str) -> str:
        return tools.get(tool.rstrip("@")).name

    known = {ours(t) for run in ACCELERATOR_RUNS for t in accelerator_xprof(run, "tool_names").strip().split(",")}
    xprof = {ours(t) for t in accelerator_xprof(name, "tool_names").strip().split(",")}
    service = Service(str(DEMO_LOGDIR), cache=from_setting("none"))
    (run,) = [r for r in service.runs() if r.startswith(name + "/")]
    available = {t["name"] for t in service.run_tools(run) if t["available"]}
    assert available & known == xprof
    assert ("kernel_stats" in available) == (name == "jax_mi300x_conv")
