"""ProfilerService client: capture a profile from one or many hosts, and monitor.

How the TensorFlow/JAX profiler server (TSL ProfilerServiceImpl) answers, which
this client relies on:
- `Profile` profiles for `opts.duration_ms` (after sleeping until
  `opts.start_timestamp_ns`, our delay), then either returns the XSpace in
  `ProfileResponse.xspace` when the request sets `emit_xspace` (recent servers),
  or writes `<repository_root>/<session_id>/<host_name>.xplane.pb` itself (older
  servers ignore `emit_xspace`). `empty_trace` says whether anything was
  collected. We ask for the XSpace and write the file ourselves, so a capture
  works when the profiled machine does not share our filesystem.
- A server runs one profiling session at a time.
- `Monitor` is UNIMPLEMENTED in TensorFlow's and JAX's servers (Cloud TPU's
  service implements it).

Hosts are profiled concurrently, one thread each; a host whose attempt collected
nothing (empty trace, or unreachable: UNAVAILABLE) is tried again, up to the
requested number of attempts. Each host's outcome is reported on its own.

Bounds (a capture is started by a web request, so none of it may be unbounded):
duration and delay at most MAX_DURATION_MS / MAX_DELAY_MS, at most MAX_ATTEMPTS
attempts per host, the whole capture within MAX_CAPTURE_S (then the calls in
flight are cancelled), and a profile of at most MAX_PROFILE_BYTES per host (gRPC
refuses a bigger reply before it is in memory; nothing is written then).

A little over 600 lines: the request, the retry loop, the error translation and
the bounds above are one protocol with one set of limits; addresses and the
session directory already live beside it (addresses.py, session.py).
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import dataclasses
import logging
import threading
import time
from typing import Callable, Iterator, Mapping, Sequence

import grpc

from .. import params
from ..errors import BadParameter, CaptureError, ProfilerError, Unsupported
from ..protos import profiler_options_pb2, profiler_service_grpc, profiler_service_pb2
from .addresses import Address, parse_addresses, resolve_tpu_name
from .session import Session

logger = logging.getLogger(__name__)

# What the TSL client asks for; 0 would mean no limit.
MAX_EVENTS = 1_000_000
# The TSL client waits max(60 s, 2 x duration) + delay for a host's answer.
MIN_GRACE_S = 60.0
# A pause before trying an unreachable host again (a server may be starting).
RETRY_PAUSE_S = 0.5
MAX_DURATION_MS = 600_000   # 10 minutes of profiling per attempt
MAX_DELAY_MS = 600_000      # 10 minutes before profiling starts
MAX_ATTEMPTS = 10           # per host, the first included (num_retry <= 9)
MAX_CAPTURE_S = 1800.0      # a whole capture, every host and attempt: 30 minutes
MAX_PROFILE_BYTES = 1 << 30  # one host's profile: 1 GiB
# Captures one server runs at a time (the capture_profile route answers 503 beyond).
MAX_CONCURRENT_CAPTURES = 2
# How often a capture checks its deadline and whether its client went away.
_POLL_S = 0.1
# Room for the rest of a ProfileResponse around the profile bytes.
_ENVELOPE_BYTES = 1 << 16
_MAX_GRPC_MESSAGE = 2**31 - 1


class CaptureBusy(ProfilerError):
    """MAX_CONCURRENT_CAPTURES captures run already (the route answers 503)."""


def _channel_options(max_profile_bytes: int) -> list[tuple[str, int]]:
    # A profile easily exceeds gRPC's default 4 MB message limit; gRPC refuses one over
    # ours (RESOURCE_EXHAUSTED) before it is all in memory.
    return [
        ("grpc.max_receive_message_length", min(_MAX_GRPC_MESSAGE, max_profile_bytes + _ENVELOPE_BYTES)),
        ("grpc.max_send_message_length", -1),
    ]


_CHANNEL_OPTIONS = _channel_options(MAX_PROFILE_BYTES)


def _mib(n: int) -> str:
    return f"{n / (1 << 20):,.0f} MiB" if n >= 1 << 20 else f"{n:,} bytes"


@dataclasses.dataclass(frozen=True)
class CaptureOptions:
    """What to profile and how. Times in milliseconds."""

    duration_ms: int = 1000
    attempts: int = 1  # per host, the first one included (TensorBoard's num_retry + 1)
    host_tracer_level: int = 2
    device_tracer_level: int = 1
    python_tracer_level: int = 0
    delay_ms: int = 0
    include_dataset_ops: bool = True
    # Seconds to wait for a host's answer; default max(60 s, 2 x duration) + delay.
    timeout_s: float | None = None
    retry_pause_s: float = RETRY_PAUSE_S
    # Seconds for the whole capture; default MAX_CAPTURE_S (at most).
    deadline_s: float | None = None
    # Largest profile accepted from one host; default MAX_PROFILE_BYTES.
    max_profile_bytes: int | None = None

    def __post_init__(self):
        checks = (
            ("duration_ms", self.duration_ms, 1, MAX_DURATION_MS),
            ("attempts", self.attempts, 1, MAX_ATTEMPTS),
            ("host_tracer_level", self.host_tracer_level, 0, 3),
            ("device_tracer_level", self.device_tracer_level, 0, 3),
            ("python_tracer_level", self.python_tracer_level, 0, 1),
            ("delay_ms", self.delay_ms, 0, MAX_DELAY_MS),
        )
        for name, value, low, high in checks:
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise BadParameter(f"{name} must be a whole number from {low} to {high}, got {value!r}")
        for name, value, high in (("timeout", self.timeout_s, None), ("deadline", self.deadline_s, MAX_CAPTURE_S)):
            if value is not None and not 0 < value <= (high or float("inf")):
                raise BadParameter(f"{name} must be positive{f' and at most {high:g} s' if high else ''}, "
                                   f"got {value!r}")
        if self.max_profile_bytes is not None and not 0 < self.max_profile_bytes <= _MAX_GRPC_MESSAGE - _ENVELOPE_BYTES:
            raise BadParameter(f"max_profile_bytes must be from 1 to {_MAX_GRPC_MESSAGE - _ENVELOPE_BYTES}, "
                               f"got {self.max_profile_bytes!r}")

    @property
    def profile_limit(self) -> int:
        return self.max_profile_bytes if self.max_profile_bytes is not None else MAX_PROFILE_BYTES

    @property
    def capture_deadline_s(self) -> float:
        return self.deadline_s if self.deadline_s is not None else MAX_CAPTURE_S

    @property
    def call_timeout_s(self) -> float:
        if self.timeout_s is not None:
            return self.timeout_s
        return max(MIN_GRACE_S, 2 * self.duration_ms / 1000) + self.delay_ms / 1000


@dataclasses.dataclass
class HostResult:
    """One host's outcome; `to_json()` is the route's per-host object."""

    address: Address
    ok: bool = False
    attempts: int = 0
    file: str = ""  # the file name in the session directory
    error: str = ""
    bytes: int = 0
    written_by: str = ""  # "client" (XSpace returned inline) or "server"

    def to_json(self) -> dict:
        return {"address": self.address.target, "host": self.address.file_host, "ok": self.ok,
                "attempts": self.attempts, "file": self.file, "error": self.error}


@dataclasses.dataclass
class CaptureResult:
    """A capture's outcome: the session (run) and every host's result, in request order."""

    session: str
    directory: str
    hosts: list[HostResult]

    @property
    def captured(self) -> list[HostResult]:
        return [h for h in self.hosts if h.ok]

    @property
    def ok(self) -> bool:
        return bool(self.captured)

    def message(self) -> str:
        n, k = len(self.hosts), len(self.captured)
        if not k:
            return failure_summary(self.hosts)
        text = f"Captured {k} of {n} host{'s' if n != 1 else ''} into run {self.session}."
        failed = [h for h in self.hosts if not h.ok]
        if failed:
            text += " Not captured: " + "; ".join(f"{h.address.target}: {h.error}" for h in failed)
        return text

    def to_json(self) -> dict:
        # The session sits at the logdir root, so the runs route lists it by its name.
        return {"result": self.message(), "run": self.session, "session": self.session,
                "hosts": [h.to_json() for h in self.hosts]}


def failure_summary(hosts: Sequence[HostResult]) -> str:
    if len(hosts) == 1:
        return hosts[0].error
    lines = [f"No profile was captured from the {len(hosts)} hosts:"]
    lines += [f"{h.address.target}: {h.error}" for h in hosts]
    return "\n".join(lines)


# -- gRPC errors ------------------------------------------------------------------


class _AttemptFailed(Exception):
    """One attempt on one host failed; `retry` says whether another attempt may help."""

    def __init__(self, message: str, retry: bool, code: str):
        super().__init__(message)
        self.retry = retry
        self.code = code


_HOW_TO_SERVE = ("tf.profiler.experimental.server.start(PORT) or jax.profiler.start_server(PORT)")


@contextlib.contextmanager
def rpc_errors(address: Address, method: str, timeout_s: float, *, max_bytes: int | None = None):
    """Translates a failed RPC into _AttemptFailed with a message a user can act on."""
    try:
        yield
    except grpc.RpcError as e:
        code = e.code() if hasattr(e, "code") else grpc.StatusCode.UNKNOWN
        details = (e.details() if hasattr(e, "details") else "") or ""
        raise _translate(address, method, code, details, timeout_s, max_bytes) from None


def _translate(address: Address, method: str, code, details: str, timeout_s: float,
               max_bytes: int | None = None) -> _AttemptFailed:
    target = address.target
    said = f" (gRPC {code.name}: {details.strip()})" if details.strip() else f" (gRPC {code.name})"
    if code == grpc.StatusCode.UNAVAILABLE:
        return _AttemptFailed(
            f"cannot reach a profiler server at {target}{said}. Check that the program is running, "
            f"that it started its profiler server on port {address.port} ({_HOW_TO_SERVE}), and that "
            f"this machine can reach {address.host}.", retry=True, code=code.name)
    if code == grpc.StatusCode.DEADLINE_EXCEEDED:
        return _AttemptFailed(
            f"{target} did not answer within {timeout_s:g} s{said}. The profiler server may be "
            "stuck or overloaded, or the network slow; try again, or capture for a shorter duration.",
            retry=False, code=code.name)
    if code == grpc.StatusCode.UNIMPLEMENTED:
        return _AttemptFailed(
            f"{target} answers gRPC but does not implement {method}{said}: it is not a TensorFlow "
            "or JAX profiler server, or a different version of one. Check the port.",
            retry=False, code=code.name)
    if code == grpc.StatusCode.ALREADY_EXISTS:
        return _AttemptFailed(
            f"another profiling session is running on {target}{said}; wait for it to end.",
            retry=True, code=code.name)
    if code == grpc.StatusCode.UNKNOWN and details.strip() == "Stream removed":
        # gRPC's word for a server that restarted under an open connection.
        return _AttemptFailed(f"the connection to {target} was reset{said}.", retry=True, code=code.name)
    if code == grpc.StatusCode.CANCELLED:
        return _AttemptFailed(f"the capture from {target} was cancelled{said}.", retry=False, code=code.name)
    if code == grpc.StatusCode.RESOURCE_EXHAUSTED and max_bytes and "larger than max" in details:
        # Our channel's receive limit: gRPC refused the reply before it was all in memory.
        return _AttemptFailed(
            f"the profile from {target} is larger than the limit of {_mib(max_bytes)} per host{said}; "
            "nothing was written. Capture for a shorter duration or with lower tracer levels.",
            retry=False, code=code.name)
    if code == grpc.StatusCode.RESOURCE_EXHAUSTED:
        return _AttemptFailed(
            f"the profile from {target} is too large to transfer{said}; capture for a shorter "
            "duration or with lower tracer levels.", retry=False, code=code.name)
    if code == grpc.StatusCode.INTERNAL and "session" in details.lower() and (
            "active" in details.lower() or "another" in details.lower()):
        return _AttemptFailed(
            f"the profiler on {target} is busy with another profiling session{said}: a capture from "
            "elsewhere, or jax.profiler.trace / tf.profiler in the program itself. Wait for it to end "
            "and try again.", retry=False, code=code.name)
    return _AttemptFailed(f"the profiler server at {target} failed{said}.", retry=False, code=code.name)


def _empty_trace_message(address: Address, attempts: int, duration_ms: int) -> str:
    return (
        f"no trace event was collected from {address.target} in {attempts} attempt"
        f"{'s' if attempts != 1 else ''} of {duration_ms} ms. The program may not be running a step "
        f"yet (capture while it trains), a step may take longer than {duration_ms} ms (capture for "
        "longer), or the versions of the profiler server (TensorFlow/JAX) and of this plugin may "
        "differ. Try again, with more attempts or a longer duration."
    )


# -- Profile ----------------------------------------------------------------------

Event = Callable[[str, Address, dict], None]


def profile_request(address: Address, session: Session, options: CaptureOptions,
                    now_ns: int) -> profiler_service_pb2.ProfileRequest:
    """The ProfileRequest for one host and attempt (`now_ns` dates the delayed start)."""
    request = profiler_service_pb2.ProfileRequest(
        duration_ms=options.duration_ms,
        max_events=MAX_EVENTS,
        # Older servers return tool data named this way; recent ones ignore it.
        tools=["xplane.pb"],
        repository_root=str(session.root),
        session_id=session.name,
        host_name=address.file_host,
        emit_xspace=True,
    )
    opts = request.opts
    # Version >= 1: the server takes our values instead of its own defaults.
    opts.version = 1
    opts.device_type = profiler_options_pb2.ProfileOptions.UNSPECIFIED
    opts.include_dataset_ops = options.include_dataset_ops
    opts.host_tracer_level = options.host_tracer_level
    opts.device_tracer_level = options.device_tracer_level
    opts.python_tracer_level = options.python_tracer_level
    opts.enable_hlo_proto = True  # op_profile and memory_viewer need the HLO
    opts.duration_ms = options.duration_ms  # the server times the session by this one
    opts.session_id = session.name
    if options.delay_ms:
        opts.start_timestamp_ns = now_ns + options.delay_ms * 1_000_000
    return request


def _xplane_tool_data(response) -> bytes:
    # Servers that answer `tools` return the XSpace as tool data named "xplane.pb".
    for tool in response.tool_data:
        if tool.name.endswith("xplane.pb") and tool.data:
            return tool.data
    return b""


def _not_a_profile(data: bytes) -> bool:
    """True when the bytes cannot start a protobuf message (e.g. gzip data, 1f 8b): the
    first byte of an XSpace is a field key, with a wire type of 0, 1, 2 or 5."""
    return bool(data) and (data[0] & 7 not in (0, 1, 2, 5) or data[0] >> 3 == 0)


class _Stop(threading.Event):
    """Set when the whole capture must end (deadline, client gone, Ctrl+C); `reason` says why."""

    def __init__(self, deadline: float):
        super().__init__()
        self.deadline = deadline  # time.monotonic()
        self.reason = "it was cancelled"

    def end(self, reason: str) -> None:
        if not self.is_set():
            self.reason = reason
            self.set()

    def remaining(self) -> float:
        return self.deadline - time.monotonic()


def _profile_host(channel: grpc.Channel, address: Address, session: Session, options: CaptureOptions,
                  on_event: Event, stop: _Stop) -> HostResult:
    result = HostResult(address)
    stub = profiler_service_grpc.ProfilerServiceStub(channel)
    limit = options.profile_limit
    last_error = ""  # "" after an attempt that collected no trace event
    while result.attempts < options.attempts and not stop.is_set():
        remaining = stop.remaining()
        if remaining <= 0:
            stop.end(f"it reached its limit of {options.capture_deadline_s:g} s")
            break
        # No call outlives the capture's deadline.
        timeout = min(options.call_timeout_s, remaining)
        result.attempts += 1
        on_event("attempt", address, {"attempt": result.attempts,
                                      "remaining": options.attempts - result.attempts,
                                      "duration_ms": options.duration_ms})
        request = profile_request(address, session, options, time.time_ns())
        started = time.monotonic()
        try:
            with rpc_errors(address, "Profile", timeout, max_bytes=limit):
                response = stub.Profile(request, timeout=timeout)
        except ValueError:
            if stop.is_set():  # the channel was closed under us: the capture ended
                break
            raise
        except _AttemptFailed as failed:
            last_error = str(failed)
            logger.info("Profile %s attempt %d: %s", address, result.attempts, failed.code)
            if stop.remaining() <= 0:
                stop.end(f"it reached its limit of {options.capture_deadline_s:g} s")
            if not failed.retry:
                break
            if result.attempts < options.attempts:
                on_event("retry", address, {"reason": f"gRPC {failed.code} from {address.target}",
                                            "remaining": options.attempts - result.attempts})
                stop.wait(options.retry_pause_s)
            continue
        rpc_s = time.monotonic() - started
        if response.empty_trace:
            last_error = ""
            session.discard(address.file_host)  # an older server writes even empty traces
            if result.attempts < options.attempts:
                on_event("retry", address, {"reason": "No trace event is collected",
                                            "remaining": options.attempts - result.attempts})
            logger.info("Profile %s attempt %d: empty trace after %.2f s", address, result.attempts, rpc_s)
            continue
        data = response.xspace or _xplane_tool_data(response)
        if data:
            if len(data) > limit:
                last_error = (f"the profile from {address.target} ({_mib(len(data))}) is larger than the "
                              f"limit of {_mib(limit)} per host; nothing was written. Capture for a shorter "
                              "duration or with lower tracer levels.")
                break
            if _not_a_profile(data):
                last_error = (f"{address.target} answered with data that is not an XSpace profile "
                              f"(it starts with bytes {data[:2].hex(' ')}); nothing was written.")
                break
            started = time.monotonic()
            try:
                path = session.write(address.file_host, data)
            except OSError as e:
                last_error = f"cannot write the profile of {address.target}: {e.strerror or type(e).__name__}"
                break
            logger.info("Profile %s: %d bytes, rpc %.2f s, write %.2f s", address, len(data),
                        rpc_s, time.monotonic() - started)
            result.written_by, result.bytes = "client", len(data)
        else:
            # An older server wrote the file itself, on its own machine.
            path = session.file_path(address.file_host)
            if not path.is_file():
                last_error = (
                    f"{address.target} captured a profile but wrote it on its own machine, as "
                    f"plugins/profile/{session.name}/{path.name} under this logdir's path there: its "
                    "TensorFlow/JAX is too old to return the profile to us. Copy that file into this "
                    "logdir, or upgrade TensorFlow/JAX there, or point TensorBoard at a logdir both "
                    "machines share.")
                break
            size = path.stat().st_size
            if size > limit:
                session.discard(address.file_host)
                last_error = (f"the profile {address.target} wrote ({_mib(size)}) is larger than the limit "
                              f"of {_mib(limit)} per host; it was removed. Capture for a shorter duration "
                              "or with lower tracer levels.")
                break
            result.written_by, result.bytes = "server", size
        result.ok, result.file, result.error = True, path.name, ""
        on_event("captured", address, {"path": str(path), "bytes": result.bytes})
        return result
    if stop.is_set():
        last_error = f"the capture from {address.target} was stopped: {stop.reason}."
    elif not last_error:
        last_error = _empty_trace_message(address, result.attempts, options.duration_ms)
    elif result.attempts > 1:
        last_error = f"after {result.attempts} attempts, {last_error}"
    session.discard(address.file_host)
    result.error = last_error[:1].upper() + last_error[1:]
    on_event("failed", address, {"error": result.error})
    return result


def capture(logdir, addresses: Sequence[Address], options: CaptureOptions = CaptureOptions(), *,
            on_event: Event | None = None, clock: Callable[[], float] = time.time,
            cancelled: Callable[[], bool] | None = None) -> CaptureResult:
    """Profiles every address concurrently into one new session of `logdir`.

    Returns the result when at least one host was captured; raises CaptureError
    (with the per-host results) when none was. The new session is
    `logdir/plugins/profile/<YYYY_MM_DD_HH_MM_SS>` (with a `_N` suffix when that
    name exists); it is removed again when nothing landed in it.
    `on_event(kind, address, info)` reports progress from the hosts' threads:
    "attempt" {attempt, remaining, duration_ms}, "retry" {reason, remaining},
    "captured" {path, bytes}, "failed" {error}.
    The whole capture ends within `options.capture_deadline_s`; `cancelled()`,
    polled every 0.1 s, ends it early (the caller went away). Calls in flight are
    cancelled then, and hosts not yet captured report why.
    """
    if not addresses:
        raise BadParameter("no profiler server address given")
    on_event = on_event or (lambda kind, address, info: None)
    stop = _Stop(time.monotonic() + options.capture_deadline_s)
    session = Session(logdir, clock=clock)
    channel_options = _channel_options(options.profile_limit)
    channels = {a: grpc.insecure_channel(a.target, options=channel_options) for a in addresses}
    results: dict[Address, HostResult] = {}
    # One thread per host, so that all of them profile the same stretch of time.
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=len(addresses),
                                                 thread_name_prefix="capture")
    interrupted = True
    closed = False

    def end(reason: str) -> None:
        # Stop retrying, then cancel the calls in flight (closing a channel cancels its RPCs).
        nonlocal closed
        stop.end(reason)
        if not closed:
            closed = True
            for channel in channels.values():
                channel.close()

    try:
        futures = {pool.submit(_profile_host, channels[a], a, session, options, on_event, stop): a
                   for a in addresses}
        pending = set(futures)
        while pending:
            done, pending = concurrent.futures.wait(pending, timeout=_POLL_S,
                                                    return_when=concurrent.futures.FIRST_COMPLETED)
            for future in done:
                address = futures[future]
                try:
                    results[address] = future.result()
                except Exception as e:  # a bug, not a host's failure: report it for that host
                    logger.exception("capture from %s failed", address)
                    results[address] = HostResult(address, error=f"Internal error: {type(e).__name__}")
            if not pending or closed:
                continue
            if stop.is_set():  # a host saw the deadline pass
                end(stop.reason)
            elif stop.remaining() <= 0:
                end(f"it reached its limit of {options.capture_deadline_s:g} s")
            elif cancelled is not None and cancelled():
                logger.info("capture into %s cancelled: its client went away", session.name)
                end("its request was cancelled (the client went away)")
        interrupted = False
    finally:
        if interrupted:
            # Ctrl+C or similar: end the calls in flight before waiting for their threads.
            end("it was interrupted")
        pool.shutdown(wait=True, cancel_futures=interrupted)
        if not closed:
            for channel in channels.values():
                channel.close()
        if interrupted:
            _clean(session, results, addresses)
    ordered = [results[a] for a in addresses]
    outcome = CaptureResult(session=session.name, directory=str(session.directory), hosts=ordered)
    if not outcome.ok:
        _clean(session, results, addresses)
        raise CaptureError(outcome.message(), hosts=[h.to_json() for h in ordered], result=outcome)
    return outcome


def _clean(session: Session, results: Mapping[Address, HostResult], addresses: Sequence[Address]) -> None:
    for address in addresses:
        result = results.get(address)
        if result is None or not result.ok:
            session.discard(address.file_host)
    session.remove_if_empty()


# -- Monitor ----------------------------------------------------------------------


def monitor(address: Address, *, duration_ms: int = 1000, level: int = 1, timestamp: bool = True,
            timeout_s: float | None = None) -> str:
    """One Monitor query: the server samples for `duration_ms` and returns its summary text.

    Raises Unsupported when the server does not implement monitoring, and
    CaptureError for other failures.
    """
    if level not in (1, 2):
        raise BadParameter(f"monitoring level must be 1 or 2, got {level!r}")
    if not 0 < duration_ms <= MAX_DURATION_MS:
        raise BadParameter(f"duration_ms must be from 1 to {MAX_DURATION_MS}, got {duration_ms!r}")
    timeout = timeout_s if timeout_s is not None else max(MIN_GRACE_S, 2 * duration_ms / 1000)
    request = profiler_service_pb2.MonitorRequest(duration_ms=duration_ms, monitoring_level=level,
                                                  timestamp=timestamp)
    with grpc.insecure_channel(address.target, options=_CHANNEL_OPTIONS) as channel:
        stub = profiler_service_grpc.ProfilerServiceStub(channel)
        try:
            with rpc_errors(address, "Monitor", timeout):
                return stub.Monitor(request, timeout=timeout).data
        except _AttemptFailed as failed:
            if failed.code == "UNIMPLEMENTED":
                raise Unsupported(
                    f"The profiler server at {address.target} does not implement monitoring (Monitor "
                    "answered UNIMPLEMENTED). TensorFlow's and JAX's profiler servers only capture "
                    "profiles; Cloud TPU's profiler service also monitors. Capture a profile instead."
                ) from None
            message = str(failed)
            raise CaptureError(message[:1].upper() + message[1:]) from None


def monitor_samples(address: Address, *, duration_ms: int = 1000, level: int = 1, num_queries: int = 100,
                    timestamp: bool = True) -> Iterator[str]:
    """`num_queries` Monitor results, one after the other (each takes `duration_ms`)."""
    if num_queries < 1:
        raise BadParameter(f"num_queries must be at least 1, got {num_queries!r}")
    for _ in range(num_queries):
        yield monitor(address, duration_ms=duration_ms, level=level, timestamp=timestamp)


# -- Request parameters -------------------------------------------------------------


# TensorBoard's parameter names, defaults and accepted ranges.
_PARAMS = (
    ("duration", "duration_ms", 1000, 1, MAX_DURATION_MS),
    ("num_retry", "attempts", 0, 0, MAX_ATTEMPTS - 1),
    ("host_tracer_level", "host_tracer_level", 2, 0, 3),
    ("device_tracer_level", "device_tracer_level", 1, 0, 3),
    ("python_tracer_level", "python_tracer_level", 0, 0, 1),
    ("delay", "delay_ms", 0, 0, MAX_DELAY_MS),
)
# Every parameter capture_profile takes, with its parser (params.py).
MAX_ADDRESS_TEXT = 65536
PARAMS: Mapping[str, params.Spec] = {
    "service_addr": params.Text(MAX_ADDRESS_TEXT),
    "is_tpu_name": params.Bool(),
    "worker_list": params.Text(MAX_ADDRESS_TEXT),
    **{name: params.Int(low, high) for name, _, _, low, high in _PARAMS},
}


def from_params(query: Mapping[str, str], *, resolver=None) -> tuple[list[Address], CaptureOptions]:
    """Addresses and options from TensorBoard's capture_profile parameters.

    service_addr, is_tpu_name, worker_list, duration (ms), num_retry (extra
    attempts per host), host_tracer_level, device_tracer_level,
    python_tracer_level, delay (ms); empty ones take their defaults. Raises
    BadParameter naming what is wrong: also for any other parameter.
    """
    values = params.parse_query(query, PARAMS, where="capture_profile")
    options = {field: values.get(name, default) for name, field, default, _, _ in _PARAMS}
    options["attempts"] += 1
    service_addr = values.get("service_addr", "")
    if values.get("is_tpu_name"):
        addresses = resolve_tpu_name(service_addr, values.get("worker_list"), resolver=resolver)
    else:
        addresses = parse_addresses(service_addr)
    return addresses, CaptureOptions(**options)


__all__ = [
    "CaptureBusy", "CaptureOptions", "CaptureResult", "HostResult", "capture", "monitor",
    "monitor_samples", "from_params", "profile_request", "rpc_errors",
]
