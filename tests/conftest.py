"""Shared fixtures: real profile files, synthetic XSpaces, and a cache guard.

- `FIXTURES`, `fixture_xplanes()`, `fixture_xplane(name)`: the real profiles in
  tests/fixtures (one folder per scenario, see tests/fixtures/README.md), not
  counting tests/fixtures/reference and tests/fixtures/compare.
- `REFERENCE`, `reference_xplanes()`: the two larger reference profiles
  (tf_keras_small, jax_cpu) with XProf 2.24.2's outputs, in
  tests/fixtures/reference; kept apart from `fixture_xplanes()`.
- `PlaneBuilder`, `sample_xspace()`: build XSpaces inline with xplane_pb2.
- `make_xspace_file`: writes an XSpace (message or bytes) under tmp_path.
- Every test session runs with `XDG_CACHE_HOME` in a temporary folder, so no
  test writes to the user's real profile cache.
"""

from __future__ import annotations

import gzip
import math
from pathlib import Path

import pytest

from tb_profile_plugin.protos import xplane_pb2

FIXTURES = Path(__file__).parent / "fixtures"
REFERENCE = FIXTURES / "reference"  # tests/fixtures/README.md says where it comes from
COMPARE = FIXTURES / "compare"  # profile pairs for comparing, a logdir of their own (compare/README.md)
# Real TPU and GPU profiles recorded by other projects, with XProf 2.24.2's outputs
# (tests/fixtures/README.md: provenance and licenses); one logdir per profile.
ACCELERATORS = FIXTURES / "accelerators"
# PyTorch traces recorded on real GPUs by other projects (a logdir, a run per folder), and the
# answers torch-tb-profiler, HTA and TraceLens give for them (tests/fixtures/README.md and
# pytorch_reference/README.md: provenance and licenses).
PYTORCH_REAL = FIXTURES / "pytorch_real"
PYTORCH_REFERENCE = FIXTURES / "pytorch_reference"

XPLANE_PATTERNS = ("*.xplane.pb", "*.xplane.pb.gz")


def _xplanes_under(root: Path) -> list[Path]:
    if not root.is_dir():
        return []
    return sorted({p for pattern in XPLANE_PATTERNS for p in root.rglob(pattern)})


def encode_varint(value: int) -> bytes:
    """A non-negative int as a protobuf varint."""
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def length_delimited(number: int, payload: bytes) -> bytes:
    """A length-delimited protobuf field (appending one to a serialized message
    is the same as setting it)."""
    return encode_varint((number << 3) | 2) + encode_varint(len(payload)) + payload


def fixture_xplanes() -> list[Path]:
    """Every xplane file of tests/fixtures (plain and gzip), except the
    reference profiles (see `reference_xplanes()`) and the compare pairs."""
    return [p for p in _xplanes_under(FIXTURES)
            if not any(p.is_relative_to(root) for root in (REFERENCE, COMPARE, ACCELERATORS))]


def fixture_xplane(scenario: str) -> Path:
    """The one xplane file of a fixture scenario, e.g. `jax_jit_train`."""
    (path,) = _xplanes_under(FIXTURES / scenario)
    return path


def accelerator_xplane(name: str) -> Path:
    """The xplane file of a real accelerator profile: `tpu_v6e_x4_inference` (JAX on 4 TPU
    v6e chips) or `jax_mi300x_conv` (JAX on 8 AMD MI300X GPUs)."""
    (path,) = _xplanes_under(ACCELERATORS / name)
    return path


def accelerator_xprof(name: str, tool: str):
    """XProf 2.24.2's output for a tool on a real accelerator profile: parsed JSON, or
    the text of a `.txt` output (graph_viewer, tool_names)."""
    import json

    folder = ACCELERATORS / "xprof_outputs" / name
    if (folder / f"{tool}.json").exists():
        return json.loads((folder / f"{tool}.json").read_text())
    if (folder / f"{tool}.json.gz").exists():
        return json.loads(gzip.decompress((folder / f"{tool}.json.gz").read_bytes()))
    return (folder / f"{tool}.txt").read_text()


def pytorch_real_trace(name: str) -> Path:
    """The trace file of a real PyTorch run: `resnet50_num_workers_0` (its span 2; span 1 is
    pytorch/resnet50) or `resnet50_num_workers_4` (span 1), both V100,
    `h100_qwen` (H100) or `mi300_qwen` (MI300X)."""
    (path,) = (PYTORCH_REAL / name).glob("*.json.gz")
    return path


def ttb_end2end_answers() -> list[dict]:
    """torch-tb-profiler's end-to-end answers (result_check_file.txt), one dict per route:
    [0:5] overview, operation, operation/table, kernel/table, kernel for pytorch/resnet50,
    [5:10] the same for pytorch_real/resnet50_num_workers_4."""
    import json

    text = (PYTORCH_REFERENCE / "ttb_end2end" / "result_check_file.txt").read_text()
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def reference_xplanes() -> list[Path]:
    """The xplane files of tests/fixtures/reference (tf_keras_small, jax_cpu)."""
    files = _xplanes_under(REFERENCE)
    assert len(files) == 2, f"tests/fixtures/reference should hold 2 profiles: {files}"
    return files


def xplane_id(path: Path) -> str:
    """A short test id: `fixtures/<scenario>` or `reference/<profile>`."""
    for root in (REFERENCE, FIXTURES):  # REFERENCE lies inside FIXTURES: first
        try:
            rel = path.relative_to(root)
        except ValueError:
            continue
        return f"{root.name}/{rel.parts[0]}"
    return path.name


def read_xspace_pb(path: Path) -> xplane_pb2.XSpace:
    """A file parsed with the full xplane_pb2 classes (the reference walk)."""
    data = Path(path).read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return xplane_pb2.XSpace.FromString(data)


@pytest.fixture(scope="session", autouse=True)
def _private_user_cache(tmp_path_factory):
    """No test writes to the real `$XDG_CACHE_HOME/tb-profile-plugin`."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("xdg_cache")))
        yield


# --- building XSpaces ---------------------------------------------------------------


class Ref:
    """A stat value that is a reference to the stat metadata named `name`."""

    def __init__(self, name: str):
        self.name = name


def set_stat_value(stat: xplane_pb2.XStat, value, ref_id=None) -> None:
    """Puts a Python value into the matching XStat field: int -> int64
    (uint64 when above int64's range), float -> double, str, bytes; a `Ref`
    needs `ref_id`."""
    if isinstance(value, Ref):
        stat.ref_value = ref_id
    elif isinstance(value, bool):
        stat.int64_value = int(value)
    elif isinstance(value, int):
        if value > 2**63 - 1:
            stat.uint64_value = value
        else:
            stat.int64_value = value
    elif isinstance(value, float):
        stat.double_value = value
    elif isinstance(value, str):
        stat.str_value = value
    elif isinstance(value, bytes):
        stat.bytes_value = value
    else:
        raise TypeError(f"no XStat field for {value!r}")


class PlaneBuilder:
    """Adds one plane to an XSpace; metadata are created by name on first use.

        b = PlaneBuilder(space, "/device:GPU:0")
        steps = b.line("Steps", timestamp_ns=1_000)
        b.event(steps, "1", offset_ps=0, duration_ps=10_000, stats={"step_num": 1})
    """

    def __init__(self, space: xplane_pb2.XSpace, name: str, *, id: int | None = None):
        self.plane = space.planes.add(name=name, id=len(space.planes) - 1 if id is None else id)
        self._events: dict[str, int] = {}
        self._stats: dict[str, int] = {}

    def stat_metadata(self, name: str) -> int:
        if name not in self._stats:
            sid = len(self._stats) + 1
            self.plane.stat_metadata[sid].id = sid
            self.plane.stat_metadata[sid].name = name
            self._stats[name] = sid
        return self._stats[name]

    def event_metadata(self, name: str, *, display_name: str = "", stats: dict | None = None) -> int:
        if name not in self._events:
            mid = len(self._events) + 1
            md = self.plane.event_metadata[mid]
            md.id, md.name, md.display_name = mid, name, display_name
            self._add_stats(md.stats, stats)
            self._events[name] = mid
        return self._events[name]

    def _add_stats(self, repeated, stats: dict | None) -> None:
        for key, value in (stats or {}).items():
            stat = repeated.add(metadata_id=self.stat_metadata(key))
            ref = self.stat_metadata(value.name) if isinstance(value, Ref) else None
            set_stat_value(stat, value, ref)

    def plane_stats(self, stats: dict) -> None:
        self._add_stats(self.plane.stats, stats)

    def line(self, name: str, *, timestamp_ns: int = 0, display_name: str = "", id: int | None = None):
        return self.plane.lines.add(
            id=len(self.plane.lines) if id is None else id,
            name=name,
            display_name=display_name,
            timestamp_ns=timestamp_ns,
        )

    def event(self, line, name: str, offset_ps: int, duration_ps: int = 0, *, stats: dict | None = None):
        event = line.events.add(
            metadata_id=self.event_metadata(name), offset_ps=offset_ps, duration_ps=duration_ps
        )
        self._add_stats(event.stats, stats)
        return event


def sample_xspace(hostname: str = "host0") -> xplane_pb2.XSpace:
    """A small device-like profile: a `/device:GPU:0` plane with `Steps` and
    `XLA Ops` lines (3 steps, 2 ops each) and a `/host:CPU` plane."""
    space = xplane_pb2.XSpace(hostnames=[hostname])
    gpu = PlaneBuilder(space, "/device:GPU:0")
    gpu.plane_stats({"clock_rate": 1_500_000, "core_count": 80, "peak_teraflops_per_second": 19.5})
    steps = gpu.line("Steps", timestamp_ns=1_000_000)
    ops = gpu.line("XLA Ops", timestamp_ns=1_000_000)
    for step in range(3):
        base = step * 1_000_000
        gpu.event(steps, str(step), base, 900_000, stats={"step_num": step, "group_id": step})
        gpu.event(ops, "fusion.1", base + 100_000, 300_000,
                  stats={"hlo_op": "fusion.1", "hlo_module": "jit_step", "flops": 1000, "group_id": step})
        gpu.event(ops, "dot.2", base + 500_000, 200_000,
                  stats={"hlo_op": "dot.2", "hlo_module": "jit_step", "flops": 4000, "group_id": step})
    host = PlaneBuilder(space, "/host:CPU")
    thread = host.line("python", timestamp_ns=999_000)
    for step in range(3):
        host.event(thread, "train", 1_000_000 + step * 1_000_000, 800_000, stats={"step_num": step})
    return space


@pytest.fixture
def make_xspace_file(tmp_path):
    """Writes an XSpace (message or raw bytes) to a file and returns its path.

        path = make_xspace_file(sample_xspace())                # tmp_path/host0.xplane.pb
        path = make_xspace_file(b"", name="h.xplane.pb.gz", compress=True)
    """

    def write(space=None, *, name: str = "host0.xplane.pb", directory: Path | None = None,
              compress: bool | None = None) -> Path:
        if space is None:
            space = sample_xspace()
        data = space if isinstance(space, (bytes, bytearray)) else space.SerializeToString()
        if compress is None:
            compress = name.endswith(".gz")
        if compress:
            data = gzip.compress(bytes(data), mtime=0)
        folder = Path(directory) if directory is not None else tmp_path
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / name
        path.write_bytes(data)
        return path

    return write


def same_value(a, b) -> bool:
    """Equality that treats two NaNs as equal."""
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    return a == b
