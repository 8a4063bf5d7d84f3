"""Helpers shared by the HTTP tests (werkzeug Client and a real TensorBoard).

Logdir builders (a copy of tests/fixtures plus broken runs), the expected run
names of a logdir, a snapshot of a logdir's files, and the one check of the
JSON error shape.
"""

from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"
PREFIX = "/data/plugin/profile/"

# Broken runs added next to the fixtures (TensorBoard run "bad_*", session name).
BAD_SESSION = "2020_01_01_00_00_00"
TRUNCATED_RUN = f"bad_truncated/{BAD_SESSION}"
RANDOM_RUN = f"bad_random/{BAD_SESSION}"


def xplane_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.name.endswith((".xplane.pb", ".xplane.pb.gz")))


def fixture_file(name: str) -> Path:
    """The one xplane file of fixture folder `name`."""
    (path,) = xplane_files(FIXTURES / name)
    return path


def copy_fixtures(dest: Path) -> Path:
    """tests/fixtures as a logdir, without the larger reference profiles, the compare pairs,
    the real accelerator profiles and PyTorch traces, and the reference answers."""
    shutil.copytree(FIXTURES, dest, ignore=shutil.ignore_patterns(
        "reference", "compare", "accelerators", "pytorch_real", "pytorch_reference"))
    return dest


def add_truncated_run(logdir: Path, run: str = TRUNCATED_RUN, source: str = "tf_custom_loop_steps") -> Path:
    """A run whose xplane is the first half of a real one."""
    session = logdir / run.split("/")[0] / "plugins" / "profile" / run.split("/")[1]
    session.mkdir(parents=True)
    data = fixture_file(source).read_bytes()
    target = session / "vm.xplane.pb"
    target.write_bytes(data[: len(data) // 2])
    return target


def add_random_run(logdir: Path, run: str = RANDOM_RUN, size: int = 4096) -> Path:
    """A run whose xplane is (seeded) random bytes."""
    session = logdir / run.split("/")[0] / "plugins" / "profile" / run.split("/")[1]
    session.mkdir(parents=True)
    target = session / "vm.xplane.pb"
    target.write_bytes(random.Random(1234).randbytes(size))
    return target


def expected_runs(logdir: Path) -> set[str]:
    """Run names by the layout rules: `<tb_run>/<session>`, or `<session>` at the root; and
    a PyTorch trace directory's path (one profiling cycle per worker in the fixtures)."""
    names = {p.parent.relative_to(logdir).as_posix()
             for p in logdir.rglob("*") if p.name.endswith((".pt.trace.json", ".pt.trace.json.gz"))}
    for f in xplane_files(logdir):
        session = f.parent
        assert session.parent.parts[-2:] == ("plugins", "profile"), f
        prefix = session.parent.parent.parent.relative_to(logdir).as_posix()
        names.add(session.name if prefix == "." else f"{prefix}/{session.name}")
    return names


def run_of(runs: list[str], fixture: str) -> str:
    """The run name of fixture folder `fixture` in a copy of tests/fixtures."""
    (name,) = [r for r in runs if r.split("/")[0] == fixture]
    return name


def snapshot(root: Path) -> dict[str, tuple[bool, int, int]]:
    """Every path under root (files and folders) with (is_dir, size, mtime_ns)."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            path = Path(dirpath) / name
            st = path.lstat()
            out[path.relative_to(root).as_posix()] = (path.is_dir(), st.st_size, st.st_mtime_ns)
    return out


def assert_error_shape(status: int, content_type: str | None, body: bytes, expected_status: int) -> str:
    """The one JSON error shape: status, JSON type, body exactly {"error": str}."""
    text = body.decode("utf-8", "replace")
    assert status == expected_status, (status, text)
    assert (content_type or "").split(";")[0].strip() == "application/json", content_type
    value = json.loads(body)
    assert isinstance(value, dict) and set(value) == {"error"}, value
    message = value["error"]
    assert isinstance(message, str) and message.strip(), value
    for leak in ("Traceback", 'File "', "Error:\n", "site-packages", ".py\", line"):
        assert leak not in text, text
    return message
