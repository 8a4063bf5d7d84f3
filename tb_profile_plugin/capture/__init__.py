"""Capture Profile: take a profile of running TensorFlow/JAX programs over gRPC.

`capture(logdir, addresses, options)` profiles every host concurrently into one
new session `logdir/plugins/profile/<YYYY_MM_DD_HH_MM_SS>/<host>.xplane.pb`;
`monitor(address, ...)` asks a server for its monitoring summary. Addresses come
from `parse_addresses("host:port,...")` or `resolve_tpu_name(name)`;
`from_params()` reads TensorBoard's capture_profile request parameters.
Every capture is bounded (client.py): duration, delay, attempts, the whole
capture's time and each host's profile size.
"""

from .addresses import Address, parse_address, parse_addresses, resolve_tpu_name
from .client import (
    MAX_ATTEMPTS,
    MAX_CAPTURE_S,
    MAX_CONCURRENT_CAPTURES,
    MAX_DELAY_MS,
    MAX_DURATION_MS,
    MAX_PROFILE_BYTES,
    CaptureBusy,
    CaptureOptions,
    CaptureResult,
    HostResult,
    capture,
    from_params,
    monitor,
    monitor_samples,
    profile_request,
)
from .session import Session, repository_root, session_name

__all__ = [
    "MAX_ATTEMPTS", "MAX_CAPTURE_S", "MAX_CONCURRENT_CAPTURES", "MAX_DELAY_MS", "MAX_DURATION_MS",
    "MAX_PROFILE_BYTES", "Address", "CaptureBusy", "CaptureOptions", "CaptureResult", "HostResult", "Session", "capture",
    "from_params", "monitor", "monitor_samples", "parse_address", "parse_addresses",
    "profile_request", "repository_root", "resolve_tpu_name", "session_name",
]
