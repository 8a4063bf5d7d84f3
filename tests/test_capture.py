"""Capture Profile against an in-process fake ProfilerService (tests/fake_profiler.py).

Covers the address list, the request we send, retries (empty trace, unreachable),
timeouts, several hosts at once, servers old and new, Monitor, what lands in the
logdir (one new session, files renamed into place, nothing left behind on
failure, existing sessions untouched), the capture_profile route, the CLI and
the loader's TensorBoard flag. The real JAX profiler server is in
tests/test_capture_server.py.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import grpc
import pytest
from werkzeug.test import Client

from tb_profile_plugin import capture, errors
from tb_profile_plugin.capture import CaptureOptions, parse_addresses, resolve_tpu_name
from tb_profile_plugin.capture import session as session_module
from tb_profile_plugin.server import make_app

from fake_profiler import FIXTURE_XSPACE, FakeProfiler, unused_address, within
from http_util import snapshot

PREFIX = "/data/plugin/profile"
SESSION_NAME = re.compile(r"^\d{4}_\d{2}_\d{2}_\d{2}_\d{2}_\d{2}(_\d+)?$")
PAYLOAD = FIXTURE_XSPACE.read_bytes()


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
def server():
    with FakeProfiler() as fake:
        yield fake


# -- addresses ---------------------------------------------------------------------


def test_accepted_address_forms():
    found = parse_addresses(" 127.0.0.1:6000, grpc://worker-0:6001,[::1]:6002 ,GRPC://Host.example.com:7")
    assert [a.target for a in found] == ["127.0.0.1:6000", "worker-0:6001", "[::1]:6002", "Host.example.com:7"]
    assert [a.file_host for a in found] == ["127.0.0.1_6000", "worker-0_6001", "__1_6002", "Host.example.com_7"]


def test_duplicate_addresses_are_profiled_once():
    found = parse_addresses("10.0.0.2:6000,grpc://10.0.0.2:6000,10.0.0.3:6000,")
    assert [a.target for a in found] == ["10.0.0.2:6000", "10.0.0.3:6000"]


@pytest.mark.parametrize("entry,why", [
    ("localhost", "port is missing"),
    ("localhost:", "port is missing"),
    (":6000", "host is missing"),
    ("worker:0", "1 to 65535"),
    ("worker:65536", "1 to 65535"),
    ("worker:port", "1 to 65535"),
    ("http://worker:6000", "grpc:// is the only scheme"),
    ("worker:6000/profile", "no path"),
    ("::1:6000", "brackets"),
    ("[::1]", "port is missing"),
    ("[nope]:6000", "not an IPv6 address"),
    ("999.1.1.1:6000", "not an IPv4 address"),
    ("my worker:6000", "not a host name"),
])
def test_malformed_entry_is_named(entry, why):
    with pytest.raises(errors.BadParameter) as info:
        parse_addresses(f"127.0.0.1:6000,{entry},127.0.0.1:6001")
    message = str(info.value)
    assert repr(entry.strip()) in message and why in message, message
    assert "host:port" in message  # says what is accepted


def test_empty_address_list():
    with pytest.raises(errors.BadParameter, match="no profiler server address"):
        parse_addresses(" , ")


def test_tpu_name_resolves_to_profiler_ports():
    found = resolve_tpu_name("my-tpu", resolver=lambda name: ["10.0.0.2:8470", "grpc://10.0.0.3:8470", "10.0.0.4"])
    assert [a.target for a in found] == ["10.0.0.2:8466", "10.0.0.3:8466", "10.0.0.4:8466"]


def test_tpu_worker_list_needs_no_lookup():
    def resolver(name):
        raise AssertionError("no lookup when the workers are listed")
    found = resolve_tpu_name("my-tpu", "10.0.0.5, 10.0.0.6:9000", resolver=resolver)
    assert [a.target for a in found] == ["10.0.0.5:8466", "10.0.0.6:9000"]


def test_tpu_lookup_failure_says_what_to_do():
    def resolver(name):
        raise ValueError("TPU not found")
    with pytest.raises(errors.CaptureError) as info:
        resolve_tpu_name("my-tpu", resolver=resolver)
    assert "'my-tpu'" in str(info.value) and "TPU not found" in str(info.value)
    assert "IP address mode" in str(info.value)


def test_bad_tpu_name():
    with pytest.raises(errors.BadParameter, match="not a Cloud TPU name"):
        resolve_tpu_name("10.0.0.2:8466", resolver=lambda name: [])


@pytest.fixture
def no_tpu_resolver(monkeypatch):
    # An import of a module set to None in sys.modules raises ImportError.
    for name in ("cloud_tpu_client", "tensorflow", "tensorflow.distribute",
                 "tensorflow.distribute.cluster_resolver"):
        monkeypatch.setitem(sys.modules, name, None)


def test_tpu_name_without_a_resolver_is_unsupported(no_tpu_resolver):
    with pytest.raises(errors.Unsupported) as info:
        resolve_tpu_name("my-tpu")
    assert "no TPU cluster resolver is installed" in str(info.value)
    assert "10.0.0.2:8466" in str(info.value)  # the IP address mode alternative


# -- what is sent, what lands ---------------------------------------------------------


def test_capture_writes_a_new_session(logdir, server):
    (address,) = parse_addresses(server.address)
    result = capture.capture(logdir, [address], fast(host_tracer_level=3, device_tracer_level=0,
                                                     python_tracer_level=1))
    assert result.ok and SESSION_NAME.match(result.session)
    host = result.hosts[0]
    assert (host.ok, host.attempts, host.file, host.error, host.written_by) == \
        (True, 1, f"{address.file_host}.xplane.pb", "", "client")
    path = logdir / "plugins" / "profile" / result.session / host.file
    assert path.read_bytes() == PAYLOAD
    assert files_under(logdir) == [f"plugins/profile/{result.session}/{host.file}"]

    (request,) = server.requests
    assert request.emit_xspace is True
    assert request.repository_root == str(logdir / "plugins" / "profile")
    assert request.session_id == result.session
    assert request.host_name == address.file_host
    assert (request.duration_ms, request.opts.duration_ms) == (50, 50)
    opts = request.opts
    assert opts.version >= 1 and opts.enable_hlo_proto and opts.include_dataset_ops
    assert (opts.host_tracer_level, opts.device_tracer_level, opts.python_tracer_level) == (3, 0, 1)
    assert opts.start_timestamp_ns == 0  # no delay: start at once


def test_delay_schedules_the_start(logdir, server):
    (address,) = parse_addresses(server.address)
    sent = time.time_ns()
    started = time.monotonic()
    capture.capture(logdir, [address], fast(delay_ms=300))
    elapsed = time.monotonic() - started
    start_ns = server.requests[0].opts.start_timestamp_ns
    assert 300e6 <= start_ns - sent < 300e6 + 2e9
    assert elapsed >= 0.3 + 0.05  # a floor, which load cannot break: the capture waited for the start


def test_older_server_writes_the_file_itself(logdir):
    with FakeProfiler(inline=False) as fake:
        result = capture.capture(logdir, parse_addresses(fake.address), fast())
    host = result.hosts[0]
    assert host.ok and host.written_by == "server"
    assert (logdir / "plugins" / "profile" / result.session / host.file).read_bytes() == PAYLOAD


def test_server_returning_tool_data(logdir):
    with FakeProfiler(inline=False, tool_data=True) as fake:
        result = capture.capture(logdir, parse_addresses(fake.address), fast())
    host = result.hosts[0]
    assert host.ok and host.written_by == "client"
    assert (logdir / "plugins" / "profile" / result.session / host.file).read_bytes() == PAYLOAD


def test_unreachable_then_empty_says_no_trace(logdir):
    with FakeProfiler([("error", grpc.StatusCode.UNAVAILABLE, "starting"), "empty"]) as fake:
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast(attempts=3))
    assert len(fake.requests) == 3
    assert str(info.value).startswith(f"No trace event was collected from {fake.address} in 3 attempts")


def test_older_server_on_another_machine(logdir, tmp_path):
    elsewhere = tmp_path / "other_machine"
    with FakeProfiler(inline=False, own_root=elsewhere) as fake:
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast())
    assert "wrote it on its own machine" in str(info.value)
    assert files_under(logdir) == [] and not (logdir / "plugins").exists()


@pytest.mark.parametrize("inline", [True, False], ids=["inline", "server_writes"])
def test_empty_trace_then_success_on_third_attempt(logdir, inline):
    with FakeProfiler(["empty", "empty", "ok"], inline=inline) as fake:
        result = capture.capture(logdir, parse_addresses(fake.address), fast(attempts=3))
    host = result.hosts[0]
    assert host.ok and host.attempts == 3
    assert len(fake.requests) == 3
    # Every attempt aims at the same session.
    assert {r.session_id for r in fake.requests} == {result.session}
    assert files_under(logdir) == [f"plugins/profile/{result.session}/{host.file}"]
    assert (logdir / "plugins" / "profile" / result.session / host.file).read_bytes() == PAYLOAD


@pytest.mark.parametrize("inline", [True, False], ids=["inline", "server_writes"])
def test_empty_trace_until_attempts_run_out(logdir, inline):
    before = snapshot(logdir)
    with FakeProfiler(["empty"], inline=inline) as fake:
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast(attempts=2))
    assert len(fake.requests) == 2
    message = str(info.value)
    for says in ("No trace event was collected", "2 attempts of 50 ms", "not be running a step",
                 "longer than 50 ms", "versions", "more attempts"):
        assert says in message, message
    assert info.value.hosts[0]["attempts"] == 2 and info.value.hosts[0]["ok"] is False
    # Nothing left: no empty file from the server, no session directory.
    assert snapshot(logdir) == before


def test_unreachable_address(logdir):
    address = unused_address()
    started = time.monotonic()
    with pytest.raises(errors.CaptureError) as info:
        capture.capture(logdir, parse_addresses(address), fast(attempts=3))
    assert time.monotonic() - started < 20  # a hang guard: 0.03 s measured (bench_hostile.py capture_unreachable)
    message = str(info.value)
    assert message.startswith("After 3 attempts, cannot reach a profiler server at " + address)
    assert "jax.profiler.start_server" in message and "UNAVAILABLE" in message
    assert info.value.hosts == [{"address": address, "host": address.replace(":", "_"), "ok": False,
                                 "attempts": 3, "file": "", "error": message}]
    assert files_under(logdir) == [] and list(logdir.iterdir()) == []


def test_server_slower_than_the_timeout(logdir):
    with FakeProfiler([("sleep", 30)]) as fake:
        started = time.monotonic()
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast(attempts=3, timeout_s=0.5))
        elapsed = time.monotonic() - started
    assert within(fake.deadlines[0], 0.5)  # the call carried the timeout
    assert elapsed < 15  # a hang guard: 0.51 s measured (bench/bench_hostile.py capture_timeout)
    assert "did not answer within 0.5 s" in str(info.value)
    assert "DEADLINE_EXCEEDED" in str(info.value)
    assert len(fake.requests) == 1  # waiting again would only take as long again
    assert list(logdir.iterdir()) == []


def test_one_of_three_hosts_failing(logdir):
    # Concurrent: a's call waits for c's to arrive (a broken barrier fails the call);
    # one host after the other, a would wait in vain. The time: bench_hostile.py capture_three_hosts.
    together = threading.Barrier(2, timeout=30)
    with FakeProfiler(on_profile=together.wait) as a, \
            FakeProfiler([("error", grpc.StatusCode.INTERNAL, "tracer crashed")]) as b, \
            FakeProfiler(on_profile=together.wait) as c:
        addresses = parse_addresses(f"{a.address},{b.address},{c.address}")
        result = capture.capture(logdir, addresses, CaptureOptions(duration_ms=500, attempts=2))
    assert [h.ok for h in result.hosts] == [True, False, True]
    assert [h.address for h in result.hosts] == addresses  # request order
    failed = result.hosts[1]
    assert failed.attempts == 1 and "tracer crashed" in failed.error and b.address in failed.error
    assert files_under(logdir) == sorted(
        f"plugins/profile/{result.session}/{addresses[i].file_host}.xplane.pb" for i in (0, 2))
    body = result.to_json()
    assert body["result"].startswith(f"Captured 2 of 3 hosts into run {result.session}.")
    assert b.address in body["result"]


def test_existing_sessions_are_never_touched(logdir, server):
    now = time.time()
    name = session_module.session_name(now)
    root = logdir / "plugins" / "profile"
    (root / name).mkdir(parents=True)
    (root / name / "vm.xplane.pb").write_bytes(b"the user's profile")
    (root / f"{name}_1").mkdir()

    def existing():
        # The sessions there before (their files, sizes and mtimes); the parent's
        # mtime changes with any new entry.
        return {k: v for k, v in snapshot(logdir).items()
                if k in (f"plugins/profile/{name}", f"plugins/profile/{name}_1") or
                k.startswith((f"plugins/profile/{name}/", f"plugins/profile/{name}_1/"))}

    before = existing()
    assert len(before) == 3
    result = capture.capture(logdir, parse_addresses(server.address), fast(), clock=lambda: now)
    assert result.session == f"{name}_2"
    assert existing() == before
    ours = files_under(logdir)

    # A failed capture in the same second removes only what it made.
    with pytest.raises(errors.CaptureError):
        capture.capture(logdir, parse_addresses(unused_address()), fast(), clock=lambda: now)
    assert existing() == before
    assert files_under(logdir) == ours
    assert sorted(p.name for p in root.iterdir()) == [name, f"{name}_1", f"{name}_2"]


def test_concurrent_captures_get_their_own_sessions(logdir):
    now = time.time()
    results = []
    with FakeProfiler() as a, FakeProfiler() as b:
        threads = [threading.Thread(target=lambda s=s: results.append(
            capture.capture(logdir, parse_addresses(s.address), fast(), clock=lambda: now))) for s in (a, b)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert len({r.session for r in results}) == 2


def test_no_half_written_file_when_writing_fails(logdir, server, monkeypatch):
    renames = []

    def disk_full(src, dst):
        renames.append((Path(src), Path(src).stat().st_size, Path(dst)))
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(session_module.os, "replace", disk_full)
    with pytest.raises(errors.CaptureError) as info:
        capture.capture(logdir, parse_addresses(server.address), fast())
    assert "Cannot write the profile" in str(info.value) and "No space left" in str(info.value)
    # The data went to a temporary name that no reader lists, and is gone.
    ((tmp, size, final),) = renames
    assert size == len(PAYLOAD) and not tmp.name.endswith(".xplane.pb") and final.name.endswith(".xplane.pb")
    assert list(logdir.iterdir()) == []


@pytest.mark.parametrize("code,details,retried,says", [
    (grpc.StatusCode.UNAVAILABLE, "connection refused", True, "cannot reach a profiler server"),
    (grpc.StatusCode.ALREADY_EXISTS, "session exists", True, "another profiling session is running"),
    (grpc.StatusCode.UNKNOWN, "Stream removed", True, "was reset"),
    (grpc.StatusCode.UNIMPLEMENTED, "", False, "not a TensorFlow or JAX profiler server"),
    (grpc.StatusCode.INTERNAL, "Another profiling session active.", False, "busy with another profiling session"),
    (grpc.StatusCode.INTERNAL, "out of memory", False, "failed (gRPC INTERNAL: out of memory)"),
    (grpc.StatusCode.RESOURCE_EXHAUSTED, "too big", False, "too large to transfer"),
    (grpc.StatusCode.PERMISSION_DENIED, "no", False, "failed (gRPC PERMISSION_DENIED: no)"),
])
def test_status_codes(logdir, code, details, retried, says):
    with FakeProfiler([("error", code, details)]) as fake:
        with pytest.raises(errors.CaptureError) as info:
            capture.capture(logdir, parse_addresses(fake.address), fast(attempts=2))
    assert len(fake.requests) == (2 if retried else 1)
    assert says in str(info.value), str(info.value)
    assert list(logdir.iterdir()) == []


# -- Monitor ------------------------------------------------------------------------


def test_monitor_unimplemented(server):
    (address,) = parse_addresses(server.address)
    with pytest.raises(errors.Unsupported) as info:
        capture.monitor(address, duration_ms=10, level=1)
    assert "does not implement monitoring" in str(info.value) and "UNIMPLEMENTED" in str(info.value)


def test_monitor_implemented():
    with FakeProfiler(monitor="utilization 42%") as fake:
        (address,) = parse_addresses(fake.address)
        assert capture.monitor(address, duration_ms=10, level=2) == "utilization 42% (level 2)"
        samples = list(capture.monitor_samples(address, duration_ms=20, level=1, num_queries=3))
    assert samples == ["utilization 42% (level 1)"] * 3
    assert [(r.duration_ms, r.monitoring_level, r.timestamp) for r in fake.monitor_requests[1:]] == [(20, 1, True)] * 3


def test_monitor_errors():
    (address,) = parse_addresses(unused_address())
    with pytest.raises(errors.BadParameter, match="monitoring level must be 1 or 2"):
        capture.monitor(address, level=3)
    with pytest.raises(errors.CaptureError, match="Cannot reach a profiler server"):
        capture.monitor(address, duration_ms=10, level=1)


# -- request parameters and the route ---------------------------------------------------


def test_params_defaults_and_names():
    addresses, options = capture.from_params({"service_addr": "10.0.0.2:6000"})
    assert [a.target for a in addresses] == ["10.0.0.2:6000"]
    assert (options.duration_ms, options.attempts, options.host_tracer_level, options.device_tracer_level,
            options.python_tracer_level, options.delay_ms) == (1000, 1, 2, 1, 0, 0)
    _, options = capture.from_params({"service_addr": "h:1", "duration": "2000", "num_retry": "3",
                                      "host_tracer_level": "3", "device_tracer_level": "0",
                                      "python_tracer_level": "1", "delay": "500"})
    assert (options.duration_ms, options.attempts, options.host_tracer_level, options.device_tracer_level,
            options.python_tracer_level, options.delay_ms) == (2000, 4, 3, 0, 1, 500)


@pytest.fixture
def app_client(logdir):
    return Client(make_app(logdir, cache_dir="none"))


def test_route_captures_into_a_listed_run(logdir, app_client, server):
    reply = app_client.get(f"{PREFIX}/capture_profile", query_string={
        "service_addr": server.address, "is_tpu_name": "false", "duration": "50", "num_retry": "2",
        "worker_list": "", "host_tracer_level": "2", "device_tracer_level": "1", "python_tracer_level": "0",
        "delay": "0"})
    assert reply.status_code == 200, reply.text
    assert reply.headers["Content-Type"] == "application/json"
    body = reply.json
    assert set(body) == {"result", "run", "session", "hosts"}
    run = body["run"]
    assert body["session"] == run and SESSION_NAME.match(run)
    assert body["result"] == f"Captured 1 of 1 host into run {run}."
    host = server.address.replace(":", "_")
    assert body["hosts"] == [{"address": server.address, "host": host, "ok": True, "attempts": 1,
                              "file": f"{host}.xplane.pb", "error": ""}]
    assert server.requests[0].opts.duration_ms == 50
    # Listed at once, and its tools read the new file.
    assert app_client.get(f"{PREFIX}/runs").json == [run]
    assert app_client.get(f"{PREFIX}/hosts", query_string={"run": run}).json == [host]
    assert "trace_viewer" in app_client.get(f"{PREFIX}/run_tools", query_string={"run": run}).json
    trace = app_client.get(f"{PREFIX}/data", query_string={"run": run, "tag": "trace_viewer"})
    assert trace.status_code == 200 and trace.json["traceEvents"]


def test_route_502_reports_each_host(logdir, app_client):
    address = unused_address()
    reply = app_client.get(f"{PREFIX}/capture_profile", query_string={
        "service_addr": address, "duration": "50", "num_retry": "1"})
    assert reply.status_code == 502
    assert reply.headers["Content-Type"] == "application/json"
    body = reply.json
    assert set(body) == {"error", "hosts"}
    assert body["error"].startswith("After 2 attempts, cannot reach a profiler server at " + address)
    assert [(h["address"], h["ok"], h["attempts"]) for h in body["hosts"]] == [(address, False, 2)]
    assert list(logdir.iterdir()) == []


@pytest.mark.parametrize("params,says", [
    ({}, "no profiler server address"),
    ({"service_addr": "10.0.0.2:6000,10.0.0.3"}, "'10.0.0.3'"),
    ({"service_addr": "10.0.0.2:6000", "duration": "2s"}, "parameter duration"),
    ({"service_addr": "10.0.0.2:6000", "duration": "0"}, "parameter duration"),
    ({"service_addr": "10.0.0.2:6000", "num_retry": "-1"}, "parameter num_retry"),
    ({"service_addr": "10.0.0.2:6000", "host_tracer_level": "7"}, "parameter host_tracer_level"),
    ({"service_addr": "10.0.0.2:6000", "delay": "x"}, "parameter delay"),
    ({"service_addr": "10.0.0.2:6000", "is_tpu_name": "true"}, "not a Cloud TPU name"),
])
def test_route_400_touches_nothing(logdir, app_client, params, says):
    reply = app_client.get(f"{PREFIX}/capture_profile", query_string=params)
    assert reply.status_code == 400, reply.text
    assert set(reply.json) == {"error"} and says in reply.json["error"], reply.json
    assert list(logdir.iterdir()) == []


def test_route_tpu_name_without_resolver_is_501(logdir, app_client, no_tpu_resolver):
    reply = app_client.get(f"{PREFIX}/capture_profile", query_string={
        "service_addr": "my-tpu", "is_tpu_name": "true", "duration": "50"})
    assert reply.status_code == 501
    assert set(reply.json) == {"error"} and "no TPU cluster resolver" in reply.json["error"]


# -- the CLI ------------------------------------------------------------------------


def run_cli(*args, timeout=120):
    return subprocess.run([sys.executable, "-m", "tb_profile_plugin.cli", "capture", *map(str, args)],
                          capture_output=True, text=True, timeout=timeout)


def test_cli_capture(logdir, server):
    result = run_cli(f"--service_addr={server.address}", f"--logdir={logdir}", "--duration_ms=50")
    assert result.returncode == 0, result.stderr
    (session,) = (logdir / "plugins" / "profile").iterdir()
    lines = result.stdout.splitlines()
    assert lines[0] == "Starting to trace for 50 ms. Remaining attempt(s): 2"
    assert f"Captured 1 of 1 host into run {session.name}." in lines
    assert (session / f"{server.address.replace(':', '_')}.xplane.pb").read_bytes() == PAYLOAD
    opts = server.requests[0].opts
    assert (opts.host_tracer_level, opts.device_tracer_level, opts.include_dataset_ops) == (2, 1, True)


def test_cli_capture_gives_up_with_a_tip(logdir):
    with FakeProfiler(["empty"]) as fake:
        result = run_cli(f"--service_addr={fake.address}", f"--logdir={logdir}", "--duration_ms=50",
                         "--num_tracing_attempts=2", "--noinclude_dataset_ops", "--host_tracer_level=1")
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        "Starting to trace for 50 ms. Remaining attempt(s): 1",
        "No trace event is collected. Automatically retrying.",
        "Starting to trace for 50 ms. Remaining attempt(s): 0",
    ]
    assert "No trace event was collected" in result.stderr
    assert "Tip: increase number of attempts with --num_tracing_attempts." in result.stderr
    assert [(r.opts.include_dataset_ops, r.opts.host_tracer_level) for r in fake.requests] == [(False, 1)] * 2
    assert list(logdir.iterdir()) == []


def test_cli_monitoring():
    with FakeProfiler(monitor="idle") as fake:
        result = run_cli(f"--service_addr={fake.address}", "--monitoring_level=2", "--num_queries=2",
                         "--duration_ms=10")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("(sample ") == 2 and result.stdout.count("idle (level 2)") == 2
    with FakeProfiler() as fake:
        result = run_cli(f"--service_addr={fake.address}", "--monitoring_level=1", "--duration_ms=10")
    assert result.returncode == 1 and "does not implement monitoring" in result.stderr
    assert len(fake.monitor_requests) == 1  # stops at the first answer


def test_cli_bad_address(logdir):
    result = run_cli("--service_addr=10.0.0.2:6000,worker", f"--logdir={logdir}")
    assert result.returncode == 1 and "'worker'" in result.stderr and "port is missing" in result.stderr
    assert list(logdir.iterdir()) == []


# -- the TensorBoard flag -----------------------------------------------------------------


def test_loader_accepts_master_tpu_unsecure_channel():
    from tb_profile_plugin.plugin import ProfilePluginLoader

    parser = argparse.ArgumentParser()
    ProfilePluginLoader().define_flags(parser)
    args = parser.parse_args(["--master_tpu_unsecure_channel", "10.0.0.2"])
    assert args.master_tpu_unsecure_channel == "10.0.0.2"
    # Another profile plugin may have defined it already: no conflict.
    parser = argparse.ArgumentParser()
    parser.add_argument("--master_tpu_unsecure_channel", default="")
    ProfilePluginLoader().define_flags(parser)
    assert parser.parse_args([]).profile_cache_dir == ""


def test_tpu_name_resolved_by_tensorflow_in_a_child_process(tmp_path, monkeypatch):
    """Without cloud-tpu-client, TensorFlow's TPUClusterResolver resolves the
    name in a child Python: the plugin never imports TensorFlow itself. Here a
    stand-in `tensorflow` package (on sys.path and PYTHONPATH) answers."""
    if "cloud_tpu_client" in sys.modules or __import__("importlib").util.find_spec("cloud_tpu_client"):
        pytest.skip("cloud-tpu-client is installed: it is used first")
    package = tmp_path / "tensorflow" / "distribute"
    package.mkdir(parents=True)
    (tmp_path / "tensorflow" / "__init__.py").write_text("")
    (package / "__init__.py").write_text("")
    (package / "cluster_resolver.py").write_text(
        "class _Spec:\n"
        "    def task_indices(self, job):\n        return [0, 1]\n"
        "    def task_address(self, job, i):\n        return f'10.0.0.{i + 2}:8470'\n"
        "class TPUClusterResolver:\n"
        "    def __init__(self, tpu, zone=None, project=None):\n"
        "        if tpu != ['my-tpu'] or zone != 'us-central1-a':\n            raise ValueError(f'no TPU {tpu} in {zone}')\n"
        "    def cluster_spec(self):\n        return _Spec()\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    from tb_profile_plugin.capture import addresses

    resolver = addresses.installed_resolver(zone="us-central1-a")
    assert resolver("my-tpu") == ["10.0.0.2:8470", "10.0.0.3:8470"]
    assert "tensorflow" not in sys.modules
    found = resolve_tpu_name("my-tpu", zone="us-central1-a")
    assert [a.target for a in found] == ["10.0.0.2:8466", "10.0.0.3:8466"]
    with pytest.raises(errors.CaptureError, match="no TPU"):
        resolve_tpu_name("other-tpu", zone="us-central1-a")
