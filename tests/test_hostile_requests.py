"""Hostile and broken requests (issue 13): no request can freeze, exhaust or mislead the server.

- capture_profile (a GET that writes into the logdir, as TensorBoard's) refuses
  cross-site requests (403, nothing attempted), bounds what it receives (a profile
  of at most capture.MAX_PROFILE_BYTES per host, nothing left in the logdir above),
  and bounds its time (duration, delay and attempts validated; the whole capture
  within MAX_CAPTURE_S; at most MAX_CONCURRENT_CAPTURES at a time, 503 beyond; a
  client that goes away cancels it). The fake profiler is tests/fake_profiler.py.
- Only the options a tool declares (tools/__init__.py) reach it and its result
  cache key; any other parameter answers 400 naming it, on every route.
- Every parameter is read by one strict parser per kind (params.py): ASCII digits,
  finite, bounded; a bad value answers 400 naming the parameter and the form.
- Data replies carry `Cache-Control: no-store`; errors never show absolute paths.
"""

from __future__ import annotations

import gzip
import os
import socket
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

import pytest
from werkzeug.serving import make_server
from werkzeug.test import Client

from tb_profile_plugin import capture, errors, params, tools
from tb_profile_plugin.capture import CaptureOptions, parse_addresses
from tb_profile_plugin.capture import client as capture_client
from tb_profile_plugin.capture import session as session_module
from tb_profile_plugin.profile.cache import from_setting as make_cache
from tb_profile_plugin.server import StandaloneApp, make_app
from tb_profile_plugin.service import Service
from tb_profile_plugin.tools import trace_window

from fake_profiler import FIXTURE_XSPACE, FakeProfiler, unused_address, within
from http_util import PREFIX, assert_error_shape, copy_fixtures, run_of

PAYLOAD = FIXTURE_XSPACE.read_bytes()
ROOT = Path(__file__).resolve().parents[1]
KERAS = "tf_keras_profile_batch"
JAX = "jax_jit_train"


def fast(**kw) -> CaptureOptions:
    return CaptureOptions(**{"duration_ms": 50, "retry_pause_s": 0.01, **kw})


def files_under(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


@pytest.fixture
def logdir(tmp_path):
    path = tmp_path / "logdir"
    path.mkdir()
    return path


@pytest.fixture
def app_client(logdir):
    return Client(make_app(logdir, cache_dir="none"))


def capture_query(address: str, **extra) -> dict:
    return {"service_addr": address, "duration": "50", "num_retry": "0", **extra}


# -- 6. capture_profile: same-origin only --------------------------------------------------


@pytest.mark.parametrize("headers", [
    {"Origin": "http://evil.example"},
    {"Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"},
    {"Sec-Fetch-Site": "cross-site"},
    {"Sec-Fetch-Site": "same-site"},
    {"Origin": "null"},
    {"Origin": "http://localhost.evil.example"},
    {"Origin": "http://localhost:8080"},  # another port: another origin
    {"Referer": "http://evil.example/page.html"},  # an older browser: no Origin on a GET
    {"Host": "evil.example"},  # DNS rebinding: evil.example resolves to our loopback address
    {"Host": "evil.example", "Origin": "http://evil.example", "Sec-Fetch-Site": "same-origin"},
], ids=["origin", "origin+site", "cross-site", "same-site", "origin-null", "origin-lookalike", "origin-port",
        "referer", "rebinding-host", "rebinding-all-consistent"])
def test_cross_site_capture_is_403_and_nothing_is_attempted(logdir, app_client, headers):
    with FakeProfiler() as fake:
        reply = app_client.get(f"{PREFIX}capture_profile", query_string=capture_query(fake.address),
                               headers=headers)
        message = assert_error_shape(reply.status_code, reply.headers.get("Content-Type"), reply.get_data(), 403)
        assert fake.requests == []
    assert message.startswith("capture_profile refused: ")
    assert list(logdir.iterdir()) == []


@pytest.mark.parametrize("base_url,headers,environ", [
    ("http://localhost", {}, {}),  # a script (curl, urllib): no browser headers
    ("http://localhost", {"Sec-Fetch-Site": "same-origin", "Origin": "http://localhost"}, {}),
    ("http://localhost:6006", {"Sec-Fetch-Site": "same-origin", "Origin": "http://localhost:6006",
                               "Referer": "http://localhost:6006/#profile"}, {}),
    ("http://127.0.0.1:6006", {"Sec-Fetch-Site": "none"}, {"SERVER_NAME": "127.0.0.1"}),
    ("http://[::1]:6006", {"Origin": "http://[::1]:6006"}, {"SERVER_NAME": "::1"}),
    # Behind a proxy that ends TLS and keeps the Host header; the server listens on all interfaces.
    ("http://tb.example.com", {"Origin": "https://tb.example.com", "Sec-Fetch-Site": "same-origin"},
     {"SERVER_NAME": "0.0.0.0"}),
], ids=["script", "same-origin", "same-origin-port", "typed-url", "ipv6-loopback", "tls-proxy"])
def test_same_origin_capture_works(logdir, base_url, headers, environ):
    client = Client(make_app(logdir, cache_dir="none"))
    with FakeProfiler() as fake:
        reply = client.get(f"{PREFIX}capture_profile", query_string=capture_query(fake.address),
                           headers=headers, base_url=base_url, environ_overrides=environ)
        assert reply.status_code == 200, reply.get_data(as_text=True)
        assert len(fake.requests) == 1
    assert reply.json["hosts"][0]["ok"]


def test_capture_within_the_size_limit(logdir):
    with FakeProfiler() as fake:
        result = capture.capture(logdir, parse_addresses(fake.address), fast(max_profile_bytes=len(PAYLOAD)))
    assert result.ok and result.hosts[0].bytes == len(PAYLOAD)


@pytest.mark.parametrize("limit", [100_000, len(PAYLOAD) - 1],
                         ids=["refused-by-grpc", "refused-after-receiving"])
def test_profile_above_the_size_limit_is_refused_and_nothing_is_written(logdir, limit):
    with FakeProfiler() as fake:
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast(max_profile_bytes=limit, attempts=3))
        assert len(fake.requests) == 1  # no retry: it would be as big again
    message = str(info.value)
    assert "larger than the limit of" in message and "nothing was written" in message, message
    assert list(logdir.iterdir()) == []


def test_profile_written_by_an_older_server_above_the_limit_is_removed(logdir):
    with FakeProfiler(inline=False) as fake:
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast(max_profile_bytes=1000))
    assert "larger than the limit" in str(info.value)
    assert list(logdir.iterdir()) == []


def test_route_refuses_a_profile_above_the_limit(logdir, app_client, monkeypatch):
    monkeypatch.setattr(capture_client, "MAX_PROFILE_BYTES", 100_000)
    with FakeProfiler() as fake:
        reply = app_client.get(f"{PREFIX}capture_profile", query_string=capture_query(fake.address))
    assert reply.status_code == 502
    assert "larger than the limit of" in reply.json["error"]
    assert list(logdir.iterdir()) == []


def test_data_that_is_not_an_xspace_is_not_written(logdir):
    # A gzip stream (a bomb, say) is no XSpace: the loader would inflate it.
    with FakeProfiler(xspace=gzip.compress(PAYLOAD)) as fake:
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast())
    assert "not an XSpace profile" in str(info.value) and "1f 8b" in str(info.value)
    assert list(logdir.iterdir()) == []


def test_default_limits_are_stated_and_set_on_the_channel():
    assert capture.MAX_PROFILE_BYTES == 1 << 30
    options = dict(capture_client._channel_options(capture.MAX_PROFILE_BYTES))
    assert capture.MAX_PROFILE_BYTES < options["grpc.max_receive_message_length"] < capture.MAX_PROFILE_BYTES * 1.01
    doc = (ROOT / "docs" / "http_api.md").read_text()
    for text in ("1 GiB", "600,000", "num_retry", "30 minutes", "403", "503"):
        assert text in doc, text


@pytest.mark.parametrize("query,says", [
    ({"duration": str(capture.MAX_DURATION_MS + 1)}, "parameter duration"),
    ({"duration": "3600000"}, "parameter duration"),
    ({"delay": str(capture.MAX_DELAY_MS + 1)}, "parameter delay"),
    ({"num_retry": str(capture.MAX_ATTEMPTS)}, "parameter num_retry"),
    ({"num_retry": "99"}, "parameter num_retry"),
    ({"duration": "1_000"}, "parameter duration"),
    ({"duration": "١٠٠٠"}, "parameter duration"),
    ({"duration": " 1000"}, "parameter duration"),
    ({"is_tpu_name": "maybe"}, "parameter is_tpu_name"),
    ({"junk": "1"}, "unknown parameter 'junk'"),
    ({"service_addr": "x" * 70000}, "parameter service_addr"),
    ({"service_addr": "127.0.0.1:²"}, "port must be a number"),  # int('²') raised: a 500
    ({"service_addr": "127.0.0.1:٦٠٠٠"}, "port must be a number"),
], ids=["duration", "duration-1h", "delay", "num_retry", "num_retry-99", "underscore", "arabic-indic",
        "space", "bool", "unknown", "long-address", "port-superscript", "port-arabic-indic"])
def test_capture_limits_are_400_before_anything_is_tried(logdir, app_client, query, says):
    with FakeProfiler() as fake:
        reply = app_client.get(f"{PREFIX}capture_profile",
                               query_string={**capture_query(fake.address), **query})
        message = assert_error_shape(reply.status_code, reply.headers.get("Content-Type"), reply.get_data(), 400)
        assert fake.requests == []
    assert says in message, message
    assert list(logdir.iterdir()) == []


def test_largest_allowed_values_are_accepted():
    _, options = capture.from_params({"service_addr": "h:1", "duration": str(capture.MAX_DURATION_MS),
                                      "delay": str(capture.MAX_DELAY_MS),
                                      "num_retry": str(capture.MAX_ATTEMPTS - 1)})
    assert (options.duration_ms, options.delay_ms, options.attempts) == \
        (capture.MAX_DURATION_MS, capture.MAX_DELAY_MS, capture.MAX_ATTEMPTS)
    with pytest.raises(errors.BadParameter):
        CaptureOptions(attempts=capture.MAX_ATTEMPTS + 1)
    with pytest.raises(errors.BadParameter):
        CaptureOptions(deadline_s=capture.MAX_CAPTURE_S + 1)


def test_a_capture_ends_at_its_deadline(logdir):
    before = threading.active_count()
    with FakeProfiler([("sleep", 30)]) as fake:
        started = time.monotonic()
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast(attempts=5, deadline_s=0.5))
        elapsed = time.monotonic() - started
        assert len(fake.requests) == 1 and within(fake.deadlines[0], 0.5)  # the call carried the capture's limit
    assert elapsed < 15, elapsed  # a hang guard: 0.51 s measured (bench/bench_hostile.py capture_deadline)
    assert "limit of 0.5 s" in str(info.value), str(info.value)
    assert list(logdir.iterdir()) == []
    deadline = time.monotonic() + 5  # a wait: the threads end within 0.01 s
    while threading.active_count() > before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert threading.active_count() <= before  # no thread outlives the capture


def test_retries_stop_at_the_deadline(logdir):
    with FakeProfiler(["empty"]) as fake:
        started = time.monotonic()
        with pytest.raises(errors.CaptureError):
            capture.capture(logdir, parse_addresses(fake.address),
                            fast(duration_ms=200, attempts=capture.MAX_ATTEMPTS, deadline_s=0.5))
        assert time.monotonic() - started < 15  # a hang guard: 0.51 s measured (bench_hostile.py capture_retries)
        # Each attempt profiles 200 ms: within 0.5 s at most 3 start, each within what is left.
        assert 1 <= len(fake.requests) <= 3
        assert all(within(left, 0.5) for left in fake.deadlines), fake.deadlines


def test_route_capture_ends_at_the_server_deadline(logdir, app_client, monkeypatch):
    monkeypatch.setattr(capture_client, "MAX_CAPTURE_S", 0.5)
    with FakeProfiler([("sleep", 30)]) as fake:
        started = time.monotonic()
        reply = app_client.get(f"{PREFIX}capture_profile", query_string=capture_query(fake.address))
        assert within(fake.deadlines[0], 0.5)  # the call carried the server's limit
        assert time.monotonic() - started < 15  # a hang guard: 0.51 s measured (capture_route_deadline)
    assert reply.status_code == 502 and "limit of 0.5 s" in reply.json["error"]
    assert list(logdir.iterdir()) == []


def test_a_cancelled_capture_stops_its_calls(logdir):
    cancel_at = time.monotonic() + 0.3
    with FakeProfiler([("sleep", 30)]) as fake:
        started = time.monotonic()
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast(),
                            cancelled=lambda: time.monotonic() > cancel_at)
        assert time.monotonic() - started < 15  # a hang guard: 0.31 s measured (capture_cancelled)
    assert "client went away" in str(info.value)
    assert list(logdir.iterdir()) == []


def test_concurrent_captures_are_limited(logdir):
    app = make_app(logdir, cache_dir="none")
    replies = []
    with FakeProfiler([("sleep", 1.5)]) as slow:
        def run():
            replies.append(Client(app).get(f"{PREFIX}capture_profile", query_string=capture_query(slow.address)))
        threads = [threading.Thread(target=run) for _ in range(capture.MAX_CONCURRENT_CAPTURES)]
        for t in threads:
            t.start()
        deadline = time.monotonic() + 10
        while len(slow.requests) < capture.MAX_CONCURRENT_CAPTURES and time.monotonic() < deadline:
            time.sleep(0.01)
        busy = Client(app).get(f"{PREFIX}capture_profile", query_string=capture_query(slow.address))
        message = assert_error_shape(busy.status_code, busy.headers.get("Content-Type"), busy.get_data(), 503)
        assert "already running" in message and busy.headers["Retry-After"].isdigit()
        assert len(slow.requests) == capture.MAX_CONCURRENT_CAPTURES  # the third never reached a host
        for t in threads:
            t.join()
    assert [r.status_code for r in replies] == [200] * capture.MAX_CONCURRENT_CAPTURES
    with FakeProfiler() as fake:  # the slots are free again
        after = Client(app).get(f"{PREFIX}capture_profile", query_string=capture_query(fake.address))
    assert after.status_code == 200


def test_a_client_that_goes_away_cancels_its_capture(logdir):
    """Through a real werkzeug server: the client closes its connection while the
    server profiles for 30 s; the capture ends at once and leaves nothing behind."""
    server = make_server("127.0.0.1", 0, StandaloneApp(Service(logdir, cache=make_cache("none"))), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        with FakeProfiler() as fake:
            query = urlencode(capture_query(fake.address, duration="30000"))
            sock = socket.create_connection(("127.0.0.1", server.server_port))
            sock.sendall(f"GET {PREFIX}capture_profile?{query} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
            deadline = time.monotonic() + 10
            while not fake.requests and time.monotonic() < deadline:
                time.sleep(0.01)
            assert fake.requests and (logdir / "plugins").exists()
            sock.close()
            closed = time.monotonic()
            while (logdir / "plugins").exists() and time.monotonic() < closed + 10:
                time.sleep(0.02)
            assert not (logdir / "plugins").exists()  # the capture ended and cleaned up
            assert time.monotonic() - closed < 5  # a hang guard: 0.10 s measured (capture_client_gone)
    finally:
        server.shutdown()
        server.server_close()


# -- 11. only declared options; unknown parameters are a 400 ---------------------------------


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile_requests")
    logdir = copy_fixtures(root / "logdir")
    cache = root / "cache"
    client = Client(make_app(logdir, cache_dir=str(cache)))
    runs = client.get(PREFIX + "runs").json
    return {"logdir": logdir, "client": client, "runs": runs, "keras": run_of(runs, KERAS),
            "jax": run_of(runs, JAX), "cache": cache}


def get(env, route: str, query: dict, status: int, headers=None) -> str | dict:
    reply = env["client"].get(PREFIX + route, query_string=query, headers=headers or {})
    if status == 200:
        assert reply.status_code == 200, (route, query, reply.get_data(as_text=True)[:500])
        return reply.json if reply.headers["Content-Type"] == "application/json" else reply.get_data(as_text=True)
    return assert_error_shape(reply.status_code, reply.headers.get("Content-Type"), reply.get_data(), status)


@pytest.mark.parametrize("route,query,name", [
    ("data", {"tag": "tensorflow_stats", "junk": "1"}, "junk"),
    ("data", {"tag": "tensorflow_stats", "_": "1700000000"}, "_"),
    ("data", {"tag": "tensorflow_stats", "limit": "5"}, "limit"),  # op_profile's, not this tool's
    ("data", {"tag": "overview_page", "include_idle": "1"}, "include_idle"),
    ("data", {"tag": "trace_viewer", "resolution": "100"}, "resolution"),
    ("data", {"tag": "trace_viewer@", "start": "0"}, "start"),
    ("data_csv", {"tag": "tensorflow_stats", "x" * 300: "1"}, "x" * 40),
    ("run_tools", {"detail": "1"}, "detail"),
    ("hosts", {"host": "vm"}, "host"),
    ("module_list", {"tag": "memory_viewer"}, "tag"),
    ("runs", {"run": "x"}, "run"),
])
def test_unknown_parameter_is_400_naming_it(env, route, query, name):
    query = {"run": env["keras"], **query} if route not in ("runs",) else query
    message = get(env, route, query, 400)
    assert "unknown parameter" in message and name in message, message
    if route in ("data", "data_csv"):
        assert "it takes run, tag, host, hosts" in message, message


def test_repeated_parameter_is_400(env):
    url = PREFIX + f"data?run={env['keras']}&tag=trace_viewer@&resolution=10&resolution=20"
    reply = env["client"].get(url)
    message = assert_error_shape(reply.status_code, reply.headers.get("Content-Type"), reply.get_data(), 400)
    assert "resolution" in message and "2 times" in message
    reply = env["client"].get(PREFIX + f"data?run={env['keras']}&run={env['jax']}&tag=tensorflow_stats")
    assert reply.status_code == 400 and "run" in reply.json["error"]


def test_selectors_and_documented_options_are_accepted(env):
    keras, jax = env["keras"], env["jax"]
    get(env, "data", {"run": keras, "tag": "tensorflow_stats", "host": "vm", "include_idle": "1"}, 200)
    get(env, "data", {"run": keras, "tag": "tensorflow_stats", "hosts": "vm"}, 200)
    get(env, "data_csv", {"run": keras, "tag": "tensorflow_stats", "include_idle": "true"}, 200)
    get(env, "data", {"run": jax, "tag": "op_profile", "group_by": "category", "limit": "0"}, 200)
    get(env, "data", {"run": jax, "tag": "op_profile", "limit": "all"}, 200)
    get(env, "data", {"run": jax, "tag": "memory_viewer", "module": "jit_train_step(26)", "memory_space": "0"}, 200)
    get(env, "data", {"run": keras, "tag": "trace_viewer@", "hosts": "vm", "mode": "window",
                      "start_time_ms": "0", "end_time_ms": "1e-6", "resolution": "10"}, 200)
    get(env, "data", {"run": keras, "tag": "trace_viewer@", "mode": "search", "q": "matmul",
                      "regex": "0", "args": "1", "limit": "5"}, 200)
    get(env, "data", {"run": keras, "tag": "trace_viewer@", "mode": "details", "id": "0", "event_host": "vm"}, 200)
    get(env, "run_tools", {"run": keras, "details": "1"}, 200)
    # Empty values are "not given", as the frontend's and TensorBoard's URLs send them.
    get(env, "data", {"run": keras, "tag": "tensorflow_stats", "host": "", "include_idle": ""}, 200)
    get(env, "data", {"run": keras, "tag": "tensorflow_stats", "host": "vm", "hosts": "vm"}, 400)
    get(env, "data", {"run": keras, "tag": "tensorflow_stats", "hosts": "vm,nope"}, 404)


def test_every_declared_option_is_documented():
    doc = (ROOT / "docs" / "http_api.md").read_text()
    for tool in tools.TOOLS:
        for name in tool.options:
            assert f"`{name}" in doc, f"option {name} of {tool.name} is not in docs/http_api.md"
    for name in capture_client.PARAMS:
        assert f"`{name}`" in doc, name


def test_trace_window_bounds_are_the_registry_ones():
    specs = tools.TRACE_WINDOW_OPTIONS
    assert specs["resolution"].high == trace_window.MAX_RESOLUTION
    assert specs["limit"].high == trace_window.MAX_LIMIT
    assert specs["q"].max_len == trace_window.MAX_PATTERN


class RecordingCache:
    """Wraps a ProfileCache and records the keys of tool results."""

    def __init__(self, inner):
        self.inner, self.keys = inner, []

    def cached_result(self, key):  # asked first by map + reduce tools
        self.keys.append(key)
        return self.inner.cached_result(key)

    def result(self, key, compute):
        self.keys.append(key)
        return self.inner.result(key, compute)

    def __getattr__(self, name):
        return getattr(self.inner, name)


def test_only_declared_options_reach_the_result_key(tmp_path):
    logdir = copy_fixtures(tmp_path / "logdir")
    service = Service(logdir, cache=make_cache("none"))
    service.cache = RecordingCache(service.cache)
    run = run_of(service.runs(), KERAS)
    spellings = ["1", "true", "TRUE", "yes", "on"]
    for spelling in spellings:
        service.tool_json(run, "tensorflow_stats", None, {"include_idle": spelling})
    service.tool_json(run, "tensorflow_stats", None, {"hosts": "vm"})  # selects; not an option
    service.tool_json(run, "framework_op_stats", None, {})
    keys = service.cache.keys
    assert len(set(keys[:len(spellings)])) == 1
    assert keys[0][-1] == (("include_idle", "1"),)
    assert keys[-2][-1] == keys[-1][-1] == ()
    assert len(set(keys)) == 2
    asked = len(keys)
    junk = [{"junk": "1"}, {"include_idle": "1", "x": "y"}, {"include_idle": "2"}]
    for options in junk:
        with pytest.raises(errors.BadParameter):
            service.tool_json(run, "tensorflow_stats", None, options)
    assert len(service.cache.keys) == asked  # junk never got a key


def test_junk_requests_write_nothing_to_the_cache(tmp_path):
    logdir = copy_fixtures(tmp_path / "logdir")
    cache = tmp_path / "cache"
    client = Client(make_app(logdir, cache_dir=str(cache)))
    run = run_of(client.get(PREFIX + "runs").json, KERAS)
    assert client.get(PREFIX + "data", query_string={"run": run, "tag": "tensorflow_stats"}).status_code == 200
    from tb_profile_plugin.profile.cache import flush
    flush()

    def size():
        return sum(p.stat().st_size for p in cache.rglob("*") if p.is_file())
    before = size()
    for i in range(50):
        reply = client.get(PREFIX + "data", query_string={"run": run, "tag": "tensorflow_stats", f"junk{i}": "x" * 900})
        assert reply.status_code == 400
    flush()
    assert size() == before


# -- 12. strict numbers, bounds: 400, never 500 ------------------------------------------------


BAD_VALUES = [
    # (id, tool, options, the parameter the message names)
    ("end-1e300", "trace_viewer@", {"end_time_ms": "1e300"}, "end_time_ms"),
    ("start--1e300", "trace_viewer@", {"start_time_ms": "-1e300"}, "start_time_ms"),
    ("start-far", "trace_viewer@", {"start_time_ms": "1e15", "end_time_ms": "2e15"}, "start_time_ms"),
    ("end-1e999", "trace_viewer@", {"end_time_ms": "1e999"}, "end_time_ms"),
    ("end-underscore", "trace_viewer@", {"end_time_ms": "1_000"}, "end_time_ms"),
    ("end-hex", "trace_viewer@", {"end_time_ms": "0x10"}, "end_time_ms"),
    ("end-space", "trace_viewer@", {"end_time_ms": " 10"}, "end_time_ms"),
    ("end-nan", "trace_viewer@", {"end_time_ms": "NaN"}, "end_time_ms"),
    ("end-infinity", "trace_viewer@", {"end_time_ms": "-Infinity"}, "end_time_ms"),
    ("end-fullwidth", "trace_viewer@", {"end_time_ms": "１０"}, "end_time_ms"),
    ("resolution-arabic-indic", "trace_viewer@", {"resolution": "١٢"}, "resolution"),
    ("resolution-underscore", "trace_viewer@", {"resolution": "1_000"}, "resolution"),
    ("resolution-superscript", "trace_viewer@", {"resolution": "²"}, "resolution"),
    ("resolution-huge", "trace_viewer@", {"resolution": "9" * 40}, "resolution"),
    ("mode", "trace_viewer@", {"mode": "Window"}, "mode"),
    ("regex-bool", "trace_viewer@", {"mode": "search", "q": "a", "regex": "maybe"}, "regex"),
    ("q-too-long", "trace_viewer@", {"mode": "search", "q": "a" * 301}, "q"),
    ("q-control", "trace_viewer@", {"mode": "search", "q": "a\x00b"}, "q"),
    ("search-limit-huge", "trace_viewer@", {"mode": "search", "q": "a", "limit": "1" * 30}, "limit"),
    ("details-id-huge", "trace_viewer@", {"mode": "details", "id": "9" * 23}, "id"),
    ("details-id-arabic", "trace_viewer@", {"mode": "details", "id": "٣"}, "id"),
    ("op-limit-huge", "op_profile", {"limit": "99999999999999999999999"}, "limit"),
    ("op-limit-big", "op_profile", {"limit": str(tools.OP_PROFILE_MAX_LIMIT + 1)}, "limit"),
    ("op-limit-underscore", "op_profile", {"limit": "1_0"}, "limit"),
    ("op-limit-negative", "op_profile", {"limit": "-1"}, "limit"),
    ("op-group_by", "op_profile", {"group_by": "op"}, "group_by"),
    ("memory_space-huge", "memory_viewer", {"memory_space": "9" * 25}, "memory_space"),
    ("memory_space-arabic", "memory_viewer", {"memory_space": "٠"}, "memory_space"),
    ("include_idle", "tensorflow_stats", {"include_idle": "2"}, "include_idle"),
    ("hosts-long", "tensorflow_stats", {"hosts": "vm," * 400}, "hosts"),
]


@pytest.mark.parametrize("tool,options,name", [c[1:] for c in BAD_VALUES], ids=[c[0] for c in BAD_VALUES])
def test_bad_values_are_400_naming_the_parameter(env, tool, options, name):
    run = env["jax"] if tool in ("op_profile", "memory_viewer") else env["keras"]
    for route in ("data", "data_csv") if tool != "trace_viewer@" else ("data",):
        message = get(env, route, {"run": run, "tag": tool, **options}, 400)
        assert name in message, message


@pytest.mark.parametrize("q", ["a{99999999999}", "a{2000}", "(" * 200, "a" * 300])
def test_hostile_search_patterns_are_answered(env, q):
    """Python's re raised OverflowError (a 500) on a{99999999999}; the search answers
    (RE2 reads an overflowing count as text) or says why not (400)."""
    reply = env["client"].get(PREFIX + "data", query_string={"run": env["keras"], "tag": "trace_viewer@",
                                                            "mode": "search", "q": q, "regex": "1"})
    assert reply.status_code in (200, 400), reply.get_data(as_text=True)
    if reply.status_code == 400:
        assert_error_shape(reply.status_code, reply.headers.get("Content-Type"), reply.get_data(), 400)


def test_bad_rank_is_400(tmp_path):
    from test_tf_data_bottleneck import synthetic_space  # a profile with tf.data iterators
    session = tmp_path / "plugins" / "profile" / "2020_01_01_00_00_00"
    session.mkdir(parents=True)
    (session / "vm.xplane.pb").write_bytes(synthetic_space().SerializeToString())
    client = Client(make_app(tmp_path, cache_dir="none"))
    query = {"run": "2020_01_01_00_00_00", "tag": "tf_data_bottleneck_analysis"}
    assert client.get(PREFIX + "data", query_string=query).status_code == 200
    for rank in ("²", "١", "1_0", "9" * 30, "-1", "1.0"):
        reply = client.get(PREFIX + "data", query_string={**query, "rank": rank})
        message = assert_error_shape(reply.status_code, reply.headers.get("Content-Type"), reply.get_data(), 400)
        assert "rank" in message


def test_tools_read_their_options_strictly_when_called_directly(env):
    """Converters read options with the same parsers (the CLI calls them directly)."""
    from tb_profile_plugin.profile import xspace
    (path,) = sorted((env["logdir"] / KERAS).rglob("*.xplane.pb"))
    profile = xspace.load(path)
    for options in ({"resolution": "١٢"}, {"end_time_ms": "1_000"}, {"end_time_ms": "1e300"}):
        with pytest.raises(errors.BadParameter):
            trace_window.convert([profile], options)


@pytest.mark.parametrize("text,value", [("0", 0), ("-5", -5), ("+7", 7), ("20000", 20000)])
def test_integer_accepts(text, value):
    assert params.integer("n", text, low=-10, high=20000) == value


@pytest.mark.parametrize("text", ["1_000", "١٢", "²", " 1", "1 ", "1.0", "1e3", "0x1", "", "+", "--1",
                                  "20001", "-11", "9" * 20])
def test_integer_refuses(text):
    if text == "":
        assert params.integer("n", text, low=-10, high=20000, default=3) == 3
        return
    with pytest.raises(errors.BadParameter) as info:
        params.integer("n", text, low=-10, high=20000)
    assert "parameter n must be a whole number from -10 to 20000" in str(info.value)


@pytest.mark.parametrize("text,value", [("0", 0.0), ("1.5", 1.5), ("-2", -2.0), (".5", 0.5), ("5.", 5.0),
                                        ("1e-6", 1e-6), ("1E+3", 1000.0)])
def test_number_accepts(text, value):
    assert params.number("x", text, low=-1e9, high=1e9) == value


@pytest.mark.parametrize("text", ["nan", "inf", "-inf", "1e300", "1_0.5", "١.٥", " 1", "1.5.5", "e3", "0x1p3",
                                  "1e", ".", "Infinity"])
def test_number_refuses(text):
    with pytest.raises(errors.BadParameter) as info:
        params.number("x", text, low=-1e9, high=1e9)
    assert "parameter x must be a number from -1000000000 to 1000000000" in str(info.value)


def test_boolean_and_choice():
    assert [params.boolean("b", t) for t in ("1", "true", "Yes", "on", "0", "false", "NO", "off")] == \
        [True] * 4 + [False] * 4
    for text in ("2", "t", "y", "１"):
        with pytest.raises(errors.BadParameter, match="parameter b must be 1 or 0"):
            params.boolean("b", text)
    with pytest.raises(errors.BadParameter, match="must be one of a, b"):
        params.choice("c", "A", ("a", "b"))


# -- Cache-Control ---------------------------------------------------------------------------


def test_data_replies_are_never_stored(env):
    keras = env["keras"]
    for route, query in [("runs", {}), ("run_tools", {"run": keras}), ("hosts", {"run": keras}),
                         ("module_list", {"run": keras}), ("data", {"run": keras, "tag": "tensorflow_stats"}),
                         ("data", {"run": keras, "tag": "trace_viewer"}),
                         ("data_csv", {"run": keras, "tag": "tensorflow_stats"}),
                         ("data", {"run": "nope", "tag": "tensorflow_stats"}),
                         ("data", {"run": keras, "tag": "tensorflow_stats", "junk": "1"})]:
        for headers in ({}, {"Accept-Encoding": "gzip"}):
            reply = env["client"].get(PREFIX + route, query_string=query, headers=headers)
            assert reply.headers.get("Cache-Control") == "no-store", (route, query, reply.headers)
    page = env["client"].get("/")
    assert page.headers.get("Cache-Control") == "no-store"


def test_the_bundle_is_revalidated(env):
    reply = env["client"].get(PREFIX + "static/index.js")
    assert reply.status_code == 200 and reply.headers["Cache-Control"] == "no-cache"


# -- no absolute path in error messages ------------------------------------------------------------


def test_profile_error_raised_by_a_converter_names_the_file_in_the_logdir(tmp_path, monkeypatch):
    """Stats are decoded lazily, inside converters: their ProfileError carries the
    absolute path; the reply names the file relative to the logdir."""
    logdir = copy_fixtures(tmp_path / "logdir")
    client = Client(make_app(logdir, cache_dir="none"))
    run = run_of(client.get(PREFIX + "runs").json, KERAS)
    (path,) = sorted((logdir / KERAS).rglob("*.xplane.pb"))

    def corrupt(profiles, options):
        raise errors.ProfileError(path, "corrupt stats (bad varint)")
    from tb_profile_plugin.tools import tensorflow_stats, trace_viewer
    monkeypatch.setattr(tensorflow_stats, "reduce", corrupt)
    monkeypatch.setattr(trace_viewer, "stream", lambda profiles, options: corrupt(profiles, options) or iter(()))
    for tag in ("tensorflow_stats", "trace_viewer"):
        reply = client.get(PREFIX + "data", query_string={"run": run, "tag": tag})
        message = assert_error_shape(reply.status_code, reply.headers.get("Content-Type"), reply.get_data(), 422)
        assert str(tmp_path) not in message, message
        assert path.relative_to(logdir).as_posix() in message and "corrupt stats" in message


def test_capture_errors_name_no_absolute_path(logdir, monkeypatch, tmp_path):
    def disk_full(src, dst):
        raise OSError(28, "No space left on device", str(dst))
    monkeypatch.setattr(session_module.os, "replace", disk_full)
    with FakeProfiler() as fake:
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast())
    assert "No space left on device" in str(info.value) and str(tmp_path) not in str(info.value)
    monkeypatch.undo()

    elsewhere = tmp_path / "other_machine"
    with FakeProfiler(inline=False, own_root=elsewhere) as fake:
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast())
    assert "wrote it on its own machine" in str(info.value) and str(tmp_path) not in str(info.value)

    not_a_dir = tmp_path / "file"
    not_a_dir.write_text("x")
    with pytest.raises(errors.BadParameter) as info:
        capture.capture(not_a_dir, parse_addresses(unused_address()), fast())
    assert "not a directory" in str(info.value) and str(tmp_path) not in str(info.value)

    def refuse(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))
    monkeypatch.setattr(session_module.Path, "mkdir", refuse)
    with pytest.raises(errors.ProfilerError) as info:
        capture.capture(tmp_path / "new_logdir", parse_addresses(unused_address()), fast())
    assert "Permission denied" in str(info.value) and str(tmp_path) not in str(info.value)


def test_route_errors_name_no_absolute_path(env):
    logdir = str(env["logdir"])
    keras = env["keras"]
    for route, query in [("data", {"run": logdir, "tag": "tensorflow_stats"}),
                         ("data", {"run": keras, "tag": "tensorflow_stats", "host": logdir + "/vm"}),
                         ("data", {"run": keras, "tag": "tensorflow_stats", "hosts": logdir}),
                         ("data", {"run": keras, "tag": logdir})]:
        reply = env["client"].get(PREFIX + route, query_string=query)
        assert reply.status_code >= 400
        message = reply.json["error"]
        # A name the client sent is echoed back; nothing of the server's own paths is added.
        assert message.count(logdir) <= sum(str(v).count(logdir) for v in query.values())
        assert os.path.dirname(logdir) not in message.replace(logdir, "")
