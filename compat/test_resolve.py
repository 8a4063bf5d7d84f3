"""The project resolves next to every TensorFlow from 2.15 on, JAX and PyTorch.

Each case is a `pip install --dry-run` (metadata only: nothing is downloaded
but the packages' metadata, nothing installed) of the project's wheel together
with one framework, for a Python that framework supports (`--python-version`,
so one interpreter checks them all). Needs PyPI; run by `make test-compat`:

    .venv/bin/python -m pytest compat/test_resolve.py
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# (requirement, Python) pairs: each TensorFlow on a Python it has wheels for.
CASES = [
    ("tensorflow-cpu==2.15.*", "3.11"),
    ("tensorflow-cpu==2.16.*", "3.12"),
    ("tensorflow-cpu==2.17.*", "3.10"),
    ("tensorflow-cpu==2.18.*", "3.12"),
    ("tensorflow-cpu==2.19.*", "3.11"),
    ("tensorflow-cpu==2.20.*", "3.13"),
    ("tensorflow-cpu==2.21.*", "3.13"),
    ("jax[cpu]==0.4.30", "3.10"),  # the oldest JAX we support
    ("jax[cpu]", "3.13"),  # the newest
    ("torch jax[cpu]", "3.12"),
]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out), str(ROOT)],
                   check=True, timeout=600)
    (found,) = out.glob("tb_profile_plugin-*.whl")
    return found


def resolve(wheel: Path, requirements: list[str], python: str, report: Path) -> dict[str, str]:
    """{package: version} that pip would install, or a failure with pip's reason."""
    command = [
        sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--quiet",
        "--disable-pip-version-check", "--only-binary=:all:", "--python-version", python,
        "--report", str(report), str(wheel), *requirements,
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=900)
    errors = [line for line in done.stderr.splitlines() if not line.startswith("WARNING: Location")]
    assert done.returncode == 0, f"{' '.join(requirements)} on Python {python} does not resolve:\n" + "\n".join(
        errors[-20:])
    installed = json.loads(report.read_text())["install"]
    return {item["metadata"]["name"].lower().replace("_", "-"): item["metadata"]["version"] for item in installed}


@pytest.mark.parametrize("requirement,python", CASES, ids=[f"{r} py{p}" for r, p in CASES])
def test_resolves_with(wheel, tmp_path, requirement, python):
    versions = resolve(wheel, requirement.split(), python, tmp_path / "report.json")
    print(f"{requirement} py{python}: " + ", ".join(
        f"{name} {versions.get(name)}" for name in
        ("tensorflow-cpu", "jax", "torch", "tensorboard", "protobuf", "grpcio", "numpy", "pandas")
        if name in versions))
    assert "tb-profile-plugin" in versions
    framework = requirement.split()[0].split("[")[0].split("=")[0]
    assert framework in versions
    if "==" in requirement.split()[0]:
        wanted = requirement.split()[0].split("==")[1].rstrip(".*")
        assert versions[framework].startswith(wanted), versions[framework]


def test_oldest_floors_resolve(wheel, tmp_path):
    """compat/oldest.txt (the floors `make test-oldest` installs) is one
    consistent set with the project on Python 3.10."""
    pins = [line.split("#")[0].strip() for line in (ROOT / "compat" / "oldest.txt").read_text().splitlines()]
    pins = [p for p in pins if p]
    versions = resolve(wheel, pins, "3.10", tmp_path / "report.json")
    for pin in pins:
        name, version = pin.split("==")
        assert versions[name.lower()] == version, (pin, versions.get(name.lower()))
