"""A profile's content never causes a 500 (issue 44 items 11, 12, 13, 16).

Real fixtures with one value changed, asked for over HTTP (werkzeug Client):
- stat values of the wrong kind (text, bytes that are no UTF-8, NaN) on allocator
  events: the trace viewer's memory counters and memory_profile read them through the
  typed StatColumn reads (numbers(), texts()), a wrong kind as missing, the same on
  pandas 2.0 and 3.x (the oldest-dependency run repeats these tests);
- a sweep of wrong kinds over the memory and op stats of two real profiles through every
  tool (tests/fuzz_stats.py; bench/fuzz_profiles.py --stats runs every stat);
- PyTorch: one well-formed kernel far from the rest of the trace, and `[memory]` events
  with text or 1e300 values: the trace loads with its real events and span.
"""

from __future__ import annotations

import copy
import gzip
import json
import math
from pathlib import Path

import numpy as np
import pytest
from werkzeug.test import Client

import fuzz_stats
from http_util import PREFIX, fixture_file
from tb_profile_plugin.profile import kineto
from tb_profile_plugin.profile.stat_values import StatColumn
from tb_profile_plugin.protos import xplane_pb2
from tb_profile_plugin.server import make_app

from conftest import FIXTURES

RUN = "run1"
RESNET = FIXTURES / "pytorch" / "resnet50" / "worker0.1623143089861.pt.trace.json.gz"
ALLOCATOR = "bfc_cpu_allocator_for_gpu"  # tf_keras_profile_batch's one allocator


def _xspace_run(tmp_path: Path, space: xplane_pb2.XSpace) -> Path:
    session = tmp_path / "logdir" / "plugins" / "profile" / RUN
    session.mkdir(parents=True)
    (session / "vm.xplane.pb").write_bytes(space.SerializeToString())
    return tmp_path / "logdir"


def _kineto_run(tmp_path: Path, doc) -> tuple[Path, str]:
    folder = tmp_path / "logdir" / RUN
    folder.mkdir(parents=True)
    (folder / RESNET.name).write_bytes(gzip.compress(json.dumps(doc).encode()))
    return tmp_path / "logdir", RUN


def _get(client: Client, run: str, tool: str, **query):
    reply = client.get(PREFIX + "data", query_string={"run": run, "tag": tool, **query})
    return reply.status_code, reply.get_data()


def every_tool(logdir: Path, run: str = RUN) -> dict[str, int]:
    """Status of every tool the run offers (and trace_viewer@), over HTTP."""
    client = Client(make_app(logdir, cache_dir="none"))
    reply = client.get(PREFIX + "run_tools", query_string={"run": run})
    assert reply.status_code == 200, reply.get_data()
    offered = reply.json
    out = {}
    for tool in offered + (["trace_viewer@"] if "trace_viewer" in offered else []):
        out[tool] = _get(client, run, tool)[0]
    return out


def _allocator_stat(space: xplane_pb2.XSpace, name: str, which: int = 0):
    """The `which`-th `name` stat of the host plane's allocator events."""
    host = next(p for p in space.planes if p.name == "/host:CPU")
    (sid,) = [k for k, m in host.stat_metadata.items() if m.name == name]
    found = [st for line in host.lines for ev in line.events for st in ev.stats if st.metadata_id == sid]
    return found[which]


def _keras() -> xplane_pb2.XSpace:
    return xplane_pb2.XSpace.FromString(fixture_file("tf_keras_profile_batch").read_bytes())


def _memory_tracks(logdir: Path) -> list[str]:
    status, body = _get(Client(make_app(logdir, cache_dir="none")), RUN, "trace_viewer@")
    assert status == 200, body[:300]
    return sorted(t["name"] for t in json.loads(body)["tracks"] if t["name"].startswith("Memory in use"))


# --- item 11: an odd allocator stat and the trace viewer's counters -------------------


@pytest.mark.parametrize("kind,value,extra", [
    ("double_value", math.nan, "Memory in use"),  # none: no name (pandas 3 kept NaN, 2.x "nan")
    ("bytes_value", b"\xff\xfe", "Memory in use (\ufffd\ufffd)"),  # no UTF-8: decoded, replaced
    ("int64_value", 7, "Memory in use (7)"),
    ("str_value", "", "Memory in use"),
    ("bytes_value", b"gpu\x00", "Memory in use (gpu\x00)"),  # numpy's str scalars drop trailing NULs
])
def test_an_odd_allocator_name_is_text_in_the_trace_viewer(tmp_path, kind, value, extra):
    space = _keras()
    setattr(_allocator_stat(space, "allocator_name"), kind, value)
    assert _memory_tracks(_xspace_run(tmp_path, space)) == sorted([f"Memory in use ({ALLOCATOR})", extra])


def test_bytes_allocated_of_another_kind_is_left_out_of_the_counter(tmp_path):
    space = _keras()
    _allocator_stat(space, "bytes_allocated", 3).str_value = "many"
    logdir = _xspace_run(tmp_path, space)
    status, body = _get(Client(make_app(logdir, cache_dir="none")), RUN, "trace_viewer@")
    assert status == 200
    reply = json.loads(body)
    (track,) = [t["id"] for t in reply["tracks"] if t["name"] == f"Memory in use ({ALLOCATOR})"]
    (counter,) = [c for c in reply["counters"] if c["track"] == track]
    assert all(isinstance(v, (int, float)) and math.isfinite(v) for v in counter["value"])


def test_typed_reads_of_a_column_of_mixed_kinds():
    # A stat written as a double, an int, text and bytes by different events: objects.
    column = StatColumn(np.arange(6), np.array([1.5, 7, "x", b"\xff", "12", math.inf], dtype=object))
    got = column.numbers()
    assert got.dtype == np.float64
    assert got[[0, 1, 4]].tolist() == [1.5, 7.0, 12.0] and np.isnan(got[[2, 3, 5]]).all()
    assert column.texts().tolist() == ["1.5", "7", "x", "\ufffd", "12", "inf"]
    floats = StatColumn(np.arange(3), np.array([1.0, math.nan, -math.inf]))
    assert floats.numbers()[0] == 1.0 and np.isnan(floats.numbers()[1:]).all()
    assert floats.texts().tolist() == ["1.0", "", "-inf"]
    # Values that read as one text share a code.
    codes, labels = StatColumn(np.arange(4), np.array([None, "", b"", "a\x00"], dtype=object)).text_codes()
    assert labels[codes].tolist() == ["", "", "", "a\x00"]
    assert len(set(codes[:3].tolist())) == 1 and codes[3] != codes[0]


# --- item 13: memory_profile and the stats of the wrong kind --------------------------


@pytest.mark.parametrize("stat,kind,value", [
    ("bytes_allocated", "str_value", ""),  # could not convert string to float: ''
    ("fragmentation", "str_value", "x"),
    ("requested_bytes", "bytes_value", b"\xff"),
    ("tf_op", "bytes_value", b"\xff\xfe"),  # UnicodeDecodeError
    ("shape", "bytes_value", b"\xff"),
    ("region_type", "int64_value", 3),
    ("data_type", "str_value", "\u00b2"),  # a digit int() does not read
    ("allocator_name", "double_value", math.nan),
])
def test_memory_profile_reads_a_stat_of_the_wrong_kind_as_missing(tmp_path, stat, kind, value):
    base = _memory_profile(tmp_path / "base", _keras())
    space = _keras()
    setattr(_allocator_stat(space, stat, 5), kind, value)  # an event away from the peak
    got = _memory_profile(tmp_path / "odd", space)
    summary, base_summary = got["profiles"][ALLOCATOR]["summary"], base["profiles"][ALLOCATOR]["summary"]
    assert summary["peak_bytes_in_use"] == base_summary["peak_bytes_in_use"]
    timeline = got["profiles"][ALLOCATOR]["timeline"]
    assert all(type(v) is str for name in ("op", "region_type", "data_type", "shape") for v in timeline[name])
    assert all(math.isfinite(v) for name in ("heap", "stack", "free", "requested") for v in timeline[name])


def _memory_profile(root: Path, space) -> dict:
    status, body = _get(Client(make_app(_xspace_run(root, space), cache_dir="none")), RUN, "memory_profile")
    assert status == 200, body[:300]
    return json.loads(body)


def test_wrong_kinds_in_memory_and_op_stats_answer_every_tool():
    # Each memory and op stat of a TF profile with allocator events and a JAX one with
    # HLO programs, at one event (a column of mixed kinds) and at all of them.
    # (NaN and the other kinds: the tests above, and bench/fuzz_profiles.py --stats.)
    cases = list(fuzz_stats.cases(("tf_keras_profile_batch", "jax_jit_train"),
                                  fuzz_stats.MEMORY_STATS + fuzz_stats.OP_STATS, kinds=("empty", "bytes")))
    assert len(cases) > 60
    result = fuzz_stats.run(cases)
    assert not result["failures"], json.dumps(result["failures"][:5])[:3000]
    assert result["answers"].get("ok", 0) > 8 * len(cases)


@pytest.mark.parametrize("where", ["event", "metadata"])
def test_a_program_id_of_5000_digits_is_no_id(tmp_path, where):
    # int() of more than 4,300 digits raises: op_profile answered 500.
    source = fuzz_stats.source("jax_jit_train")
    data = fuzz_stats.mutate(source.read_bytes(), "program_id", where, "digits", "all")
    logdir = _xspace_run(tmp_path, xplane_pb2.XSpace.FromString(data))
    statuses = every_tool(logdir)
    assert "op_profile" in statuses and set(statuses.values()) == {200}, statuses


# --- items 12 and 16: PyTorch traces with one far event or odd [memory] values --------


def _resnet() -> dict:
    return json.loads(gzip.decompress(RESNET.read_bytes()))


def _span_us(logdir: Path, run: str) -> list[float]:
    status, body = _get(Client(make_app(logdir, cache_dir="none")), run, "trace_viewer@")
    assert status == 200, body[:300]
    return json.loads(body)["span_us"]


@pytest.fixture(scope="module")
def resnet_span(tmp_path_factory) -> list[float]:
    return _span_us(*_kineto_run(tmp_path_factory.mktemp("resnet"), _resnet()))


def test_one_kernel_far_from_the_trace_is_skipped_with_a_warning(tmp_path, resnet_span):
    doc = _resnet()
    kernel = copy.deepcopy(next(e for e in doc["traceEvents"] if e.get("cat") == "Kernel"))
    kernel["ts"] = 5  # the trace is at 1.6e15 µs
    doc["traceEvents"].append(kernel)
    profile = kineto.from_json(json.dumps(doc).encode(), path="far", host="worker0")
    real = kineto.load(RESNET)
    assert [len(p.events) for p in profile.planes] == [len(p.events) for p in real.planes]
    assert profile.origin_ns == real.origin_ns
    assert profile.warnings == ("1 trace events more than 13 days away from the rest of the trace were skipped",)
    logdir, run = _kineto_run(tmp_path, doc)
    statuses = every_tool(logdir, run)
    assert len(statuses) > 5 and set(statuses.values()) == {200}, statuses
    assert _span_us(logdir, run) == resnet_span


# Each odd value on three [memory] events of its own, in one trace.
_ODD_MEMORY = [("ts", -1e300), ("ts", "soon"), ("dur", 1e300), ("Bytes", 1e300), ("Bytes", "abc"),
               ("Total Allocated", 1e300), ("Device Id", 1e300), ("Device Type", "GPU"), ("Addr", -1e300)]


def test_odd_memory_values_keep_the_span_and_the_default_window(tmp_path, resnet_span):
    doc = _resnet()
    memory = [e for e in doc["traceEvents"] if e.get("name") == "[memory]"]
    for k, (field, value) in enumerate(_ODD_MEMORY):
        for event in memory[100 * k:100 * k + 3]:
            if field in ("ts", "dur"):
                event[field] = value
            else:
                event["args"][field] = value
    logdir, run = _kineto_run(tmp_path, doc)
    statuses = every_tool(logdir, run)
    assert len(statuses) > 5 and set(statuses.values()) == {200}, statuses
    assert _span_us(logdir, run) == resnet_span  # the default window: the whole trace
    status, body = _get(Client(make_app(logdir, cache_dir="none")), run, "memory_profile")
    assert status == 200
    for result in json.loads(body)["profiles"].values():
        # A V100 (16 GiB): never 1e300 nor a wrapped int64.
        assert 0 < result["summary"]["peak_bytes_in_use"] < 2**40
        assert all(0 <= v < 2**40 for v in result["timeline"]["heap"])
