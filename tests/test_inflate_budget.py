"""The inflate budget (issue 44 item 14): gzip profiles inflate within one limit shared by
every read in flight, and a read stops as soon as it would pass it.

The limit is set small by each test (Budget.set_limit, or TB_PROFILE_INFLATE_LIMIT), so no
test needs more than a few MiB. The real fixture is tests/fixtures/gzip_xplane (13.7 KB
that inflate to 59 KB); the bomb (zeros) is the one synthetic input: no real profile
compresses 1000x.
"""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from werkzeug.test import Client

from conftest import fixture_xplane
from tb_profile_plugin import errors
from tb_profile_plugin.errors import ProfileError
from tb_profile_plugin.profile import inflate, xspace
from tb_profile_plugin.server import make_app

MiB = 1 << 20
GZ_RUN = "gzip_xplane/2026_11_22_04_00_28"


@pytest.fixture(autouse=True)
def default_budget():
    yield
    inflate.BUDGET.set_limit(None)


@pytest.fixture
def gz() -> Path:
    return fixture_xplane("gzip_xplane")


def test_the_real_gzip_fixture_reads_within_a_budget_that_is_given_back(gz):
    plain = gzip.decompress(gz.read_bytes())
    inflate.BUDGET.set_limit(len(plain) + 1)
    assert xspace.read_bytes(gz) == plain
    assert inflate.BUDGET.used == 0


def test_a_file_past_the_whole_budget_is_a_422_naming_the_setting(gz):
    inflate.BUDGET.set_limit(32 << 10)  # below its 59 KB
    with pytest.raises(ProfileError, match=r"expands past 32 KB, the most this server inflates at a time "
                                           r"\(set by TB_PROFILE_INFLATE_LIMIT\)"):
        xspace.read_bytes(gz)
    assert inflate.BUDGET.used == 0


_MEASURE = """
import json, resource, sys
from tb_profile_plugin.errors import ProfileError
from tb_profile_plugin.profile import inflate, xspace
inflate.BUDGET.set_limit(int(sys.argv[2]))
xspace.GZIP_MIN_LIMIT = 1 << 30  # the file's own cap far above the budget
xspace.read_bytes(sys.argv[3])  # a first read: what it imports is not counted
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
try:
    xspace.read_padded(sys.argv[1])
    result = "read"
except ProfileError as e:
    result = str(e)
grew = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base
print(json.dumps({"grew_mib": grew / 1024, "result": result, "used": inflate.BUDGET.used}))
"""


def test_a_bomb_stops_at_the_budget_not_at_its_own_cap(tmp_path, gz):
    path = tmp_path / "vm.xplane.pb.gz"
    path.write_bytes(gzip.compress(bytes(128 * MiB), 9))  # 128 KB of zeros, within its own cap here
    limit = 16 * MiB
    out = subprocess.run([sys.executable, "-c", _MEASURE, str(path), str(limit), str(gz)],
                         capture_output=True, text=True, check=True, timeout=300)
    got = json.loads(out.stdout)
    assert "the most this server inflates at a time" in got["result"] and got["used"] == 0
    # Never much more than the budget in memory (inflated whole: 128 MiB).
    assert got["grew_mib"] < limit / MiB + 8, got


def test_a_read_waits_for_room_another_read_holds(gz):
    plain = gzip.decompress(gz.read_bytes())
    inflate.BUDGET.set_limit(len(plain) + 1000)
    other = inflate.BUDGET.reading()
    held = other.__enter__()
    held.reserve(len(plain))  # another request's inflation in flight
    got = {}
    reader = threading.Thread(target=lambda: got.setdefault("data", xspace.read_bytes(gz)))
    reader.start()
    reader.join(0.2)
    assert reader.is_alive()  # holds nothing: it waits, it does not fail
    other.__exit__(None, None, None)
    reader.join(60)
    assert got["data"] == plain and inflate.BUDGET.used == 0


def test_a_budget_held_too_long_is_a_503_a_new_request_then_reads(gz, tmp_path, monkeypatch):
    monkeypatch.setattr(inflate, "WAIT_S", 0.05)
    logdir = tmp_path / "logdir"
    shutil.copytree(gz.parents[3], logdir / "gzip_xplane")
    client = Client(make_app(logdir, cache_dir="none"))
    url = f"/data/plugin/profile/data?run={GZ_RUN}&tag=overview_page"
    inflate.BUDGET.set_limit(1 * MiB)
    with inflate.BUDGET.reading() as other:
        other.reserve(1 * MiB)
        reply = client.get(url)
    assert reply.status_code == 503
    assert "inflating other gzip profiles" in json.loads(reply.get_data())["error"]
    assert client.get(url).status_code == 200
    inflate.BUDGET.set_limit(16 << 10)
    client = Client(make_app(logdir, cache_dir="none"))
    reply = client.get(url)
    assert reply.status_code == 422 and "TB_PROFILE_INFLATE_LIMIT" in json.loads(reply.get_data())["error"]


def test_a_read_that_holds_some_never_waits_for_another():
    budget = inflate.Budget(100)
    with budget.reading() as a, budget.reading() as b:
        a.reserve(60)
        b.reserve(30)
        with pytest.raises(errors.InflateBusy):  # at once: the two would wait on each other
            a.reserve(20)
        with pytest.raises(inflate.PastLimit):  # alone past the limit: this file cannot be read here
            b.reserve(71)
        assert budget.used == 90
        a.release(60)
        b.reserve(70)
    assert budget.used == 0


def test_the_limit_from_the_environment(monkeypatch):
    monkeypatch.setenv(inflate.ENV, "512K")
    assert inflate.default_limit() == 512 << 10
    monkeypatch.setenv(inflate.ENV, "2G")
    assert inflate.default_limit() == 2 << 30
    monkeypatch.setenv(inflate.ENV, "lots")  # not a size: the default, with a warning
    assert inflate.default_limit() >= inflate.MIN_DEFAULT
    monkeypatch.delenv(inflate.ENV)
    memory = inflate.available_memory()
    assert inflate.default_limit() == max(inflate.MIN_DEFAULT, memory // 4)
    assert [inflate.parse_size(t) for t in ("1048576", "64k", "3MiB", "1g")] == [MiB, 64 << 10, 3 * MiB, 1 << 30]
