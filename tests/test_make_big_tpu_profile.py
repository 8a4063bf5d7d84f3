"""bench/make_big_tpu_profile.py: the real TPU profile repeated over time, deterministic."""

import subprocess
import sys
from collections import defaultdict
from pathlib import Path

from conftest import accelerator_xplane
from tb_profile_plugin.profile.cache import from_setting
from tb_profile_plugin.protos import xplane_pb2
from tb_profile_plugin.service import Service

SCRIPT = Path(__file__).parent.parent / "bench" / "make_big_tpu_profile.py"
SOURCE_EVENTS = 26_723  # tests/fixtures/README.md


def _make(out: Path, mb: str) -> Path:
    result = subprocess.run([sys.executable, str(SCRIPT), str(out), "--mb", mb], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    (path,) = out.rglob("*.xplane.pb")
    return path


def _ids(plane, names=("_p", "_c", "run_id")) -> dict:
    """{stat name: set of values} over the plane's events."""
    by_id = {i: m.name for i, m in plane.stat_metadata.items()}
    found = defaultdict(set)
    for line in plane.lines:
        for e in line.events:
            for s in e.stats:
                if by_id.get(s.metadata_id) in names:
                    found[by_id[s.metadata_id]].add(s.int64_value or s.uint64_value)
    return found


def test_copies_of_the_tpu_profile_shifted_by_its_span_with_each_run_renewed(tmp_path):
    path = _make(tmp_path / "a", "2")  # 0.86 MB a copy: 3 copies
    data = path.read_bytes()
    assert data == _make(tmp_path / "b", "2").read_bytes()  # deterministic
    source = xplane_pb2.XSpace.FromString(accelerator_xplane("tpu_v6e_x4_inference").read_bytes())
    big = xplane_pb2.XSpace.FromString(data)
    assert [p.name for p in big.planes] == [p.name for p in source.planes]
    shifts = set()
    for a, b in zip(source.planes, big.planes):
        assert dict(a.event_metadata) == dict(b.event_metadata) and dict(a.stat_metadata) == dict(b.stat_metadata)
        for la, lb in zip(a.lines, b.lines):
            n = len(la.events)
            assert (lb.id, lb.name, lb.timestamp_ns, len(lb.events)) == (la.id, la.name, la.timestamp_ns, 3 * n)
            assert list(lb.events[:n]) == list(la.events)  # the first copy is the profile itself
            for k in (1, 2):
                copy = lb.events[k * n:(k + 1) * n]
                shifts |= {(k, e.offset_ps - o.offset_ps) for e, o in zip(copy, la.events)}
                assert [e.metadata_id for e in copy] == [e.metadata_id for e in la.events]
                assert [e.duration_ps for e in copy] == [e.duration_ps for e in la.events]
    ((_, shift),) = [s for s in shifts if s[0] == 1]
    assert shifts == {(1, shift), (2, 2 * shift)}
    first = min(ln.timestamp_ns * 1000 + e.offset_ps for p in source.planes for ln in p.lines for e in ln.events)
    last = max(ln.timestamp_ns * 1000 + e.offset_ps + e.duration_ps for p in source.planes for ln in p.lines
               for e in ln.events)
    assert last - first <= shift < last - first + 10**9  # the span, rounded up to a millisecond

    # Each copy is a new set of executions: its run ids follow the last copy's, and the
    # host's producer ids still meet the chips' consumer ids within the copy.
    host = _ids(next(p for p in big.planes if p.name == "/host:CPU"))
    chips = [_ids(p) for p in big.planes if p.name.startswith("/device:TPU:")]
    source_host = _ids(next(p for p in source.planes if p.name == "/host:CPU"))
    assert host["run_id"] == {r + k * 105 for r in source_host["run_id"] for k in range(3)}
    assert len(host["_p"]) == 3 * len(source_host["_p"])
    for chip in chips:
        assert chip["_c"] and chip["_c"] <= host["_p"]

    service = Service.for_path(path, cache=from_setting("none"))
    (profile,) = service.profiles(service.runs()[0])
    assert profile.num_events == 3 * SOURCE_EVENTS
    stop = {s.metadata_id: s.uint64_value for s in big.planes[-1].stats}
    start = {s.metadata_id: s.uint64_value for s in source.planes[-1].stats}
    assert sorted(v - start[k] for k, v in stop.items()) == [0, 2 * shift // 1000]  # profile_stop_time moved


def test_bad_size_is_a_clear_error(tmp_path):
    result = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path), "--mb", "0"], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode != 0 and "--mb must be positive" in result.stderr and "Traceback" not in result.stderr
