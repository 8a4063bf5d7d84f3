"""trace_viewer@ windows as bytes (format=binary, docs/http_api.md): the same reply as the
JSON one, read back here by an independent reader of the documented layout."""

from __future__ import annotations

import gzip
import json
import struct
from urllib.parse import urlencode

import numpy as np
import orjson
import pytest
from werkzeug.test import Client

from conftest import sample_xspace
from http_util import PREFIX, assert_error_shape, copy_fixtures, run_of
from tb_profile_plugin.analysis import trace_index
from tb_profile_plugin.server import make_app
from tb_profile_plugin.service import Service
from tb_profile_plugin.tools import trace_window

TAG = "trace_viewer@"
COLUMNS = ["id", "track", "row", "ts", "dur", "name", "count", "busy"]
TYPES = {"int8": "<i1", "uint8": "<u1", "int16": "<i2", "uint16": "<u2", "int32": "<i4", "float64": "<f8"}


def read(body: bytes) -> dict:
    """The reply of a binary window as the JSON one would have it, every rule of the
    layout checked on the way."""
    assert body[:4] == b"TBPW"
    (size,) = struct.unpack("<I", body[4:8])
    assert (8 + size) % 8 == 0
    text = body[8:8 + size]
    assert text == text.rstrip(b" ") + b" " * (len(text) - len(text.rstrip(b" ")))  # padding: spaces only
    header = json.loads(text)
    events = header["events"]
    assert set(events) == {"length", "columns"}
    n = events["length"]
    assert [c["name"] for c in events["columns"]] == COLUMNS
    out, taken = {}, []
    for column in events["columns"]:
        dtype = np.dtype(TYPES[column["type"]])
        at = column["offset"]
        assert at % 8 == 0 and at >= 8 + size
        assert at + n * dtype.itemsize <= len(body)
        taken.append((at, at + n * dtype.itemsize))
        out[column["name"]] = np.frombuffer(body, dtype, n, at)
    taken.sort()
    assert all(a_end <= b_start for (_, a_end), (b_start, _) in zip(taken, taken[1:]))  # no overlap
    for key in ("ts", "dur", "busy"):
        assert out[key].dtype == np.float64
    header["events"] = {k: v.tolist() for k, v in out.items()}
    return header


def assert_same(binary: bytes, json_body: bytes) -> None:
    """Every key and every number equal (floats bit for bit)."""
    got, want = read(binary), orjson.loads(json_body)
    assert got == want
    for key in ("ts", "dur", "busy"):
        assert np.array_equal(np.array(got["events"][key]).view(np.int64),
                              np.array(want["events"][key], np.float64).view(np.int64))


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    root = tmp_path_factory.mktemp("trace_binary")
    logdir = copy_fixtures(root / "logdir")
    client = Client(make_app(logdir, cache_dir=str(root / "cache")))
    return {"logdir": logdir, "client": client, "runs": client.get(PREFIX + "runs").json}


def url(run: str, **options) -> str:
    return PREFIX + "data?" + urlencode({"run": run, "tag": TAG, **options})


def both(client, run: str, **options) -> tuple[bytes, bytes]:
    as_json = client.get(url(run, **options))
    assert as_json.status_code == 200 and as_json.headers["Content-Type"] == "application/json"
    as_bytes = client.get(url(run, format="binary", **options))
    assert as_bytes.status_code == 200, as_bytes.get_data(as_text=True)
    assert as_bytes.headers["Content-Type"] == "application/octet-stream"
    assert as_bytes.headers["Cache-Control"] == "no-store"
    return as_bytes.get_data(), as_json.get_data()


@pytest.mark.parametrize("fixture", ["tf_keras_profile_batch", "tf_custom_loop_steps", "jax_jit_train", "gzip_xplane"])
@pytest.mark.parametrize("raw_limit", [0, 20000])  # 0: boxes in every window
def test_binary_window_is_the_json_one(env, fixture, raw_limit, monkeypatch):
    monkeypatch.setattr(trace_index, "_RAW_LIMIT", raw_limit)
    run = run_of(env["runs"], fixture)
    whole = orjson.loads(env["client"].get(url(run)).get_data())
    span_ms = whole["span_us"][1] / 1000
    for options in ({}, {"resolution": 50}, {"start_time_ms": span_ms / 3, "end_time_ms": span_ms / 2, "resolution": 300},
                    {"start_time_ms": span_ms * 2, "end_time_ms": span_ms * 3}):  # past the end: no events
        binary, as_json = both(env["client"], run, **options)
        assert_same(binary, as_json)
    if raw_limit == 0:
        assert max(read(binary)["events"]["count"], default=1) >= 1
        got = read(both(env["client"], run, resolution=50)[0])
        assert got["thinned"] > 0 and max(got["events"]["count"]) > 1


def test_binary_window_gzipped(env):
    run = run_of(env["runs"], "tf_keras_profile_batch")
    plain = env["client"].get(url(run, format="binary")).get_data()
    zipped = env["client"].get(url(run, format="binary"), headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["Content-Encoding"] == "gzip"
    assert zipped.headers["Content-Type"] == "application/octet-stream"
    assert gzip.decompress(zipped.get_data()) == plain


def test_binary_is_for_windows_only(env):
    run = run_of(env["runs"], "tf_keras_profile_batch")
    for mode, extra in (("search", {"q": "a"}), ("details", {"id": 0}), ("summary", {"tracks": "0"})):
        r = env["client"].get(url(run, mode=mode, format="binary", **extra))
        message = assert_error_shape(r.status_code, r.headers.get("Content-Type"), r.get_data(), 400)
        assert "format=binary" in message
    r = env["client"].get(url(run, format="arrow"))
    assert "format" in assert_error_shape(r.status_code, r.headers.get("Content-Type"), r.get_data(), 400)
    # An error of a binary request is JSON, like every error.
    r = env["client"].get(url(run, format="binary", resolution=0))
    assert_error_shape(r.status_code, r.headers.get("Content-Type"), r.get_data(), 400)
    as_json = env["client"].get(url(run, format="json"))
    assert as_json.headers["Content-Type"] == "application/json" and as_json.get_data()[:1] == b"{"


def test_binary_window_over_two_hosts(tmp_path):
    session = tmp_path / "logdir" / "run1" / "plugins" / "profile" / "2020_01_01_00_00_00"
    session.mkdir(parents=True)
    for host in ("a", "b"):
        (session / f"{host}.xplane.pb").write_bytes(sample_xspace(host).SerializeToString())
    client = Client(make_app(tmp_path / "logdir"))
    (run,) = client.get(PREFIX + "runs").json
    for options in ({}, {"hosts": "b"}, {"hosts": "a,b", "resolution": 7}):
        binary, as_json = both(client, run, **options)
        assert_same(binary, as_json)
    assert len(read(binary)["hosts"]) == 2


def test_binary_window_of_two_runs_compared():
    from conftest import FIXTURES

    service = Service(FIXTURES)
    runs = service.runs()
    base = next(r for r in runs if r.startswith("tf_custom_loop_steps"))
    new = next(r for r in runs if r.startswith("tf_loop_python_tracer"))
    for options in ({"resolution": "2000"}, {"resolution": "40", "align_step": "3"}):
        binary = service.compared_json(new, TAG, "", {**options, "format": "binary"}, base)
        as_json = service.compared_json(new, TAG, "", dict(options), base)
        assert_same(binary, as_json)
        assert read(binary)["aligned"]["base_run"] == base


@pytest.mark.parametrize(("values", "kind"), [
    ([], "int8"), ([0, 127], "int8"), ([-128, 5], "int8"), ([0, 128], "uint8"), ([255], "uint8"),
    ([256], "int16"), ([-129], "int16"), ([-1, 255], "int16"), ([32767], "int16"), ([32768], "uint16"),
    ([65535], "uint16"), ([-1, 65535], "int32"), ([65536], "int32"), ([-(2**31), 2**31 - 1], "int32"),
    ([2**31], "float64"), ([-(2**31) - 1], "float64"),
])
def test_whole_numbers_take_the_narrowest_type(values, kind):
    column = trace_window._narrow(np.array(values, np.int64))
    assert column.dtype.name == kind
    assert column.tolist() == values


def window_reply(n: int, names: int, name_length: int) -> dict:
    rng = np.random.default_rng(n * 1000 + names * 10 + name_length)
    return {
        "span_us": [0.0, 1e6], "names": ["x" * name_length + str(k) for k in range(names)],
        "events": {"id": rng.integers(0, 2**40, n), "track": rng.integers(0, 3, n), "row": rng.integers(0, 9, n),
                   "ts": rng.random(n) * 1e6, "dur": rng.random(n), "name": rng.integers(0, max(1, names), n),
                   "count": rng.integers(1, 70000, n), "busy": rng.random(n)},
        "counters": [{"track": 3, "ts": np.arange(3.0), "value": np.ones(3)}],
    }


@pytest.mark.parametrize("n", [0, 1, 3, 1000])
def test_layout_for_any_header_length(n):
    """Headers of every length mod 8, and offsets whose digits grow with the header."""
    for length in range(0, 40):
        reply = window_reply(n, 5, length)
        got = read(trace_window.binary(reply))
        want = orjson.loads(orjson.dumps(reply, option=orjson.OPT_SERIALIZE_NUMPY))
        assert got == want
        assert got["events"]["id"] == reply["events"]["id"].tolist()  # past 2**31: float64, exact below 2**53
