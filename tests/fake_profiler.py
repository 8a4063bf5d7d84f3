"""An in-process fake ProfilerService (grpcio, 127.0.0.1, port 0) for capture tests.

It answers like TensorFlow's and JAX's profiler server: `Profile` waits for the
requested delay and duration (ending early when the caller goes away), then
returns the XSpace inline when the request sets `emit_xspace` (`inline=True`, a
recent server) or writes `<repository_root>/<session_id>/<host_name>.xplane.pb`
itself (`inline=False`, an older one). What each call does comes from a script,
one step per call, the last step repeating:

    "ok"                     the XSpace (default: the jax_jit_train fixture)
    "empty"                  empty_trace, no data
    ("sleep", seconds)       wait that long more, then "ok"
    ("error", code, text)    fail with that gRPC status

`tool_data=True` returns the XSpace as tool data named "xplane.pb" (servers
that answer the request's `tools`). `own_root` makes an older server write under that directory instead of the
request's repository_root (a server on another machine). `monitor=None` answers Monitor with UNIMPLEMENTED (as TF/JAX servers do); a
string answers with that text. `on_profile()` runs at the start of each Profile call (a
threading.Barrier's wait: calls of several servers in flight at once). Use it as a context
manager, or start()/stop():

    with FakeProfiler(["empty", "empty", "ok"]) as server:
        server.address    # "127.0.0.1:PORT"
        server.requests   # the ProfileRequests received, in order
        server.deadlines  # per call, the seconds its gRPC deadline left on arrival (None: none)
        within(server.deadlines[0], 0.5)  # the call carried a deadline of at most 0.5 s
"""

from __future__ import annotations

import concurrent.futures
import os
import threading
import time
from pathlib import Path

import grpc

from tb_profile_plugin.protos import profiler_service_grpc, profiler_service_pb2

FIXTURE_XSPACE = next((Path(__file__).parent / "fixtures" / "jax_jit_train").rglob("*.xplane.pb"))


# gRPC sends a timeout rounded up to its wire unit, so the server may see a little more
# than the client set (0.5005 s of a 0.5 s deadline, seen with the oldest grpcio we accept).
DEADLINE_ROUNDING_S = 0.01


def within(deadline: float | None, limit: float) -> bool:
    """Whether a call arrived with a deadline of at most `limit` seconds (give or take the
    rounding of the wire)."""
    return deadline is not None and deadline <= limit + DEADLINE_ROUNDING_S


class FakeProfiler:
    def __init__(self, script=("ok",), *, xspace: bytes | None = None, inline: bool = True,
                 monitor: str | None = None, own_root: str | os.PathLike | None = None,
                 tool_data: bool = False, on_profile=None):
        self.script = list(script) or ["ok"]
        self.xspace = FIXTURE_XSPACE.read_bytes() if xspace is None else xspace
        self.inline = inline
        # An older server on another machine writes under its own filesystem: own_root
        # replaces the request's repository_root then.
        self.own_root = own_root
        # Answer with the XSpace as ProfileResponse.tool_data "xplane.pb" (no emit_xspace).
        self.tool_data = tool_data
        self.monitor_text = monitor
        self.requests: list[profiler_service_pb2.ProfileRequest] = []
        # What the client allowed each call: its limit, read without a clock on our side.
        self.deadlines: list[float | None] = []
        self.on_profile = on_profile
        self.monitor_requests: list[profiler_service_pb2.MonitorRequest] = []
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        self._server = None
        self.port = 0

    # -- lifecycle ---------------------------------------------------------------

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def start(self) -> "FakeProfiler":
        self._server = grpc.server(concurrent.futures.ThreadPoolExecutor(max_workers=8))
        profiler_service_grpc.add_to_server(self, self._server)
        self.port = self._server.add_insecure_port("127.0.0.1:0")
        self._server.start()
        return self

    def stop(self) -> None:
        self._stopped.set()
        if self._server is not None:
            self._server.stop(grace=None).wait(5)
            self._server = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    # -- the service -------------------------------------------------------------

    def _wait(self, seconds: float, context) -> bool:
        """Sleeps like the server's profiling loop; False when the caller went away."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if not context.is_active() or self._stopped.is_set():
                return False
            time.sleep(min(0.005, max(0.0, deadline - time.monotonic())))
        return True

    def Profile(self, request, context):
        with self._lock:
            step = self.script[min(len(self.requests), len(self.script) - 1)]
            self.requests.append(request)
            self.deadlines.append(context.time_remaining())
        if self.on_profile is not None:
            self.on_profile()
        if isinstance(step, tuple) and step[0] == "error":
            context.abort(step[1], step[2])
        delay_s = max(0.0, (request.opts.start_timestamp_ns - time.time_ns()) / 1e9) \
            if request.opts.start_timestamp_ns else 0.0
        extra_s = step[1] if isinstance(step, tuple) and step[0] == "sleep" else 0.0
        if not self._wait(delay_s + request.opts.duration_ms / 1000 + extra_s, context):
            context.abort(grpc.StatusCode.CANCELLED, "cancelled")
        empty = step == "empty"
        data = b"" if empty else self.xspace
        if self.tool_data and "xplane.pb" in request.tools:
            response = profiler_service_pb2.ProfileResponse(empty_trace=empty)
            if data:
                response.tool_data.add(name="xplane.pb", data=data)
            return response
        if self.inline and request.emit_xspace:
            return profiler_service_pb2.ProfileResponse(empty_trace=empty, xspace=data)
        # An older server: writes into the repository unconditionally, like SaveXSpace.
        directory = Path(self.own_root or request.repository_root) / request.session_id
        os.makedirs(directory, exist_ok=True)
        name = f"{request.host_name}.xplane.pb".replace(":", "_")
        (directory / name).write_bytes(data)
        return profiler_service_pb2.ProfileResponse(empty_trace=empty)

    def Monitor(self, request, context):
        self.monitor_requests.append(request)
        if self.monitor_text is None:
            context.abort(grpc.StatusCode.UNIMPLEMENTED, "unimplemented.")
        return profiler_service_pb2.MonitorResponse(data=f"{self.monitor_text} (level {request.monitoring_level})")

    def Terminate(self, request, context):
        return profiler_service_pb2.TerminateResponse()


def unused_address() -> str:
    """127.0.0.1:PORT where nothing listens (a port just bound and released)."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return f"127.0.0.1:{s.getsockname()[1]}"
