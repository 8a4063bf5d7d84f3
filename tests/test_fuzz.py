"""Fuzz: a few hundred seeded mutations of the real fixtures (tests/fuzz_util.py)
through the loader and every tool the run offers. Every answer must be a result
or a typed error, each case must finish in bounded time, and the process must
stay in bounded memory. Runs in a subprocess so that its peak RSS is its own.
bench/fuzz_profiles.py runs 10,000 cases the same way."""

import json
import subprocess
import sys
from pathlib import Path

import fuzz_util

CASES = 300
PEAK_RSS_MIB = 1024


def test_mutated_profiles_give_results_or_typed_errors():
    script = Path(__file__).with_name("fuzz_util.py")
    # A hang guard: the 300 cases took 2-6 min on a loaded 2-core VM, so 20x the median 5 min.
    proc = subprocess.run([sys.executable, str(script), "--cases", str(CASES), "--json"],
                          capture_output=True, text=True, timeout=6000)
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    result = json.loads(proc.stdout)
    failures = result["failures"]
    assert not failures, "\n".join(json.dumps(f)[:1500] for f in failures[:5])
    assert result["slowest"]["seconds"] < fuzz_util.CASE_SECONDS
    assert result["peak_rss_mib"] < PEAK_RSS_MIB, result["slowest"]
    # The mutations reach the tools: most answers are results, not load errors.
    assert result["answers"].get("ok", 0) > result["answers"].get("ProfileError", 0)


def test_mutations_are_seeded():
    source = fuzz_util._source("tf_custom_loop_steps")
    data = source.read_bytes()
    a = fuzz_util.mutate_fields(data, fuzz_util.random.Random(7))
    b = fuzz_util.mutate_fields(data, fuzz_util.random.Random(7))
    assert a == b and a[0] != data


def test_event_times_beyond_range_are_a_profile_error(make_xspace_file):
    # Found by the fuzz cases: an offset of -2**63 ps made trace windows raise
    # OverflowError (int64 sums wrapped). Now the loader refuses such times.
    import pytest

    from conftest import PlaneBuilder
    from tb_profile_plugin.errors import ProfileError
    from tb_profile_plugin.profile import xspace
    from tb_profile_plugin.protos import xplane_pb2

    for offset, duration in ((-(2**63), 10), (2**62, 10), (0, 2**62), (0, -5)):
        space = xplane_pb2.XSpace(hostnames=["h"])
        host = PlaneBuilder(space, "/host:CPU")
        t = host.line("python", timestamp_ns=1000)
        host.event(t, "ok", 0, 10)
        host.event(t, "bad", 0, 10)
        space.planes[0].lines[0].events[1].offset_ps = offset
        space.planes[0].lines[0].events[1].duration_ps = duration
        with pytest.raises(ProfileError, match="event times out of range"):
            xspace.load(make_xspace_file(space, name=f"t{offset}_{duration}.xplane.pb"))
