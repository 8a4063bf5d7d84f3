"""Profiler server addresses: parsing the user's list, and Cloud TPU names.

Accepted entries (comma separated): `host:port`, `grpc://host:port` and
`[ipv6]:port`. Anything else is rejected with a message naming the entry.
A TPU name is resolved to its workers' profiler addresses (port 8466) through a
TPU cluster resolver when one is installed (cloud-tpu-client or TensorFlow);
IP address mode never needs one.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import ipaddress
import json
import logging
import re
import subprocess
import sys
from typing import Callable, Iterable

from ..errors import BadParameter, CaptureError, Unsupported

logger = logging.getLogger(__name__)

# Cloud TPU workers serve the profiler on 8466; their cluster resolvers report the
# TensorFlow server port 8470 instead.
TPU_PROFILER_PORT = 8466
_TPU_GRPC_PORT = 8470
MAX_ADDRESSES = 1024

_HOSTNAME = re.compile(r"^(?=.{1,253}$)[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*$")
_IPV4ISH = re.compile(r"^[0-9.]+$")
_PORT = re.compile(r"[0-9]{1,5}", re.ASCII)
_TPU_NAME = re.compile(r"^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$")
_FORMS = "use host:port, grpc://host:port or [IPv6]:port, e.g. 10.0.0.2:6000"


@dataclasses.dataclass(frozen=True)
class Address:
    """One profiler server: `host` without brackets, `port` an int."""

    host: str
    port: int

    @property
    def is_ipv6(self) -> bool:
        return ":" in self.host

    @property
    def target(self) -> str:
        """The gRPC target and the name shown to users: `host:port` or `[v6]:port`."""
        return f"[{self.host}]:{self.port}" if self.is_ipv6 else f"{self.host}:{self.port}"

    @property
    def file_host(self) -> str:
        """The host part of the profile's file name: `10.0.0.2_6000`, `__1_6000` for [::1]:6000.

        Like the profiler server's own files: no colons (Windows), no brackets.
        """
        return f"{self.host}_{self.port}".replace(":", "_").replace("%", "_")

    def __str__(self) -> str:
        return self.target


def parse_address(entry: str, *, default_port: int | None = None) -> Address:
    """One entry of an address list; raises BadParameter naming the entry."""
    text = entry.strip()
    rest = text
    if rest[:7].lower() == "grpc://":
        rest = rest[7:]

    def bad(why: str = "") -> BadParameter:
        return BadParameter(f"cannot read {text!r} as a profiler server address{why}; {_FORMS}")

    if not rest:
        raise bad()
    if "://" in rest:
        raise bad(" (grpc:// is the only scheme accepted)")
    if "/" in rest:
        raise bad(" (an address has no path)")
    if rest.startswith("["):
        close = rest.find("]")
        if close < 0:
            raise bad()
        host, after = rest[1:close], rest[close + 1:]
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise bad(f" ({host!r} is not an IPv6 address)") from None
        if not after and default_port is not None:
            return Address(host, default_port)
        if not after.startswith(":"):
            raise bad(" (the port is missing)")
        port_text = after[1:]
    else:
        if rest.count(":") > 1:
            raise bad(" (write IPv6 addresses in brackets: [::1]:6000)")
        host, sep, port_text = rest.partition(":")
        if not sep:
            if default_port is None:
                raise bad(" (the port is missing)")
            port_text = str(default_port)
        if not _HOSTNAME.match(host):
            raise bad(f" ({host!r} is not a host name or IP address)" if host else " (the host is missing)")
        if _IPV4ISH.match(host):
            try:
                ipaddress.IPv4Address(host)
            except ValueError:
                raise bad(f" ({host!r} is not an IPv4 address)") from None
    # ASCII digits only: str.isdigit() and int() also take '٦٠٠٠' and '²'.
    if not _PORT.fullmatch(port_text) or not 0 < int(port_text) < 65536:
        raise bad(" (the port must be a number from 1 to 65535)" if port_text else " (the port is missing)")
    return Address(host, int(port_text))


def parse_addresses(text: str | None, *, default_port: int | None = None) -> list[Address]:
    """A comma-separated list, in order, duplicates dropped; raises BadParameter."""
    entries = [e.strip() for e in (text or "").split(",")]
    entries = [e for e in entries if e]
    if not entries:
        raise BadParameter(f"no profiler server address given; {_FORMS}")
    if len(entries) > MAX_ADDRESSES:
        raise BadParameter(f"{len(entries)} addresses given; at most {MAX_ADDRESSES} hosts per capture")
    found: dict[str, Address] = {}
    for entry in entries:
        address = parse_address(entry, default_port=default_port)
        found.setdefault(address.target, address)
    hosts: dict[str, str] = {}
    for address in found.values():
        other = hosts.setdefault(address.file_host, address.target)
        if other != address.target:
            raise BadParameter(f"{other} and {address.target} would write the same file; list one of them")
    return list(found.values())


# -- Cloud TPU names -------------------------------------------------------------

Resolver = Callable[[str], Iterable[str]]


def resolve_tpu_name(name: str | None, worker_list: str | None = None, *,
                     resolver: Resolver | None = None, zone: str | None = None,
                     project: str | None = None) -> list[Address]:
    """The profiler addresses of a Cloud TPU's workers.

    `worker_list`, when given, names the workers to profile (`host[:port]`, port
    8466 by default) and no lookup is made. Otherwise `resolver(name)` (default:
    the installed TPU cluster resolver) gives the workers' `host:port` or host
    strings; port 8470 is mapped to 8466.
    """
    name = (name or "").strip()
    if not _TPU_NAME.match(name):
        raise BadParameter(
            f"{name!r} is not a Cloud TPU name (lower-case letters, digits and '-'). "
            "To profile by address, turn TPU name mode off and give host:port entries."
        )
    if worker_list and worker_list.strip():
        return parse_addresses(worker_list, default_port=TPU_PROFILER_PORT)
    if resolver is None:
        resolver = installed_resolver(zone=zone, project=project)
    try:
        workers = [str(w) for w in resolver(name)]
    except (Unsupported, BadParameter):
        raise
    except Exception as e:  # the resolvers raise many kinds (auth, network, not found)
        logger.info("resolving TPU %r failed", name, exc_info=True)
        raise CaptureError(
            f"Could not resolve the TPU name {name!r}: {type(e).__name__}: {e}. Check the name "
            "(and its zone and project), or use IP address mode with the workers' host:8466."
        ) from None
    if not workers:
        raise CaptureError(f"The TPU {name!r} has no workers to profile (is it running?).")
    addresses = []
    for worker in workers:
        worker = worker.removeprefix("grpc://")
        address = parse_address(worker, default_port=TPU_PROFILER_PORT)
        if address.port == _TPU_GRPC_PORT:
            address = dataclasses.replace(address, port=TPU_PROFILER_PORT)
        addresses.append(address)
    return list(dict.fromkeys(addresses))


# Run by `python -c` when TensorFlow is what resolves TPU names: argv[1] is
# [name, zone, project] as JSON; prints the workers' addresses as a JSON list.
_TF_RESOLVE = """
import json, sys
from tensorflow.distribute.cluster_resolver import TPUClusterResolver
name, zone, project = json.loads(sys.argv[1])
spec = TPUClusterResolver(tpu=[name], zone=zone, project=project).cluster_spec()
print(json.dumps([spec.task_address("worker", i) for i in spec.task_indices("worker")]))
"""
_TF_RESOLVE_TIMEOUT_S = 120


def installed_resolver(*, zone: str | None = None, project: str | None = None) -> Resolver:
    """A resolver backed by cloud-tpu-client or TensorFlow's TPUClusterResolver.

    Raises Unsupported when neither is installed in this Python.
    """
    try:
        from cloud_tpu_client import Client  # type: ignore[import-not-found]
    except ImportError:
        Client = None
    if Client is not None:
        def via_client(name: str) -> list[str]:
            endpoints = Client(tpu=name, zone=zone, project=project).network_endpoints()
            return [f"{e['ipAddress']}:{TPU_PROFILER_PORT}" for e in endpoints]
        return via_client
    if importlib.util.find_spec("tensorflow") is not None:
        def via_tensorflow(name: str) -> list[str]:
            # In a child process: the plugin never imports TensorFlow into the server
            # (seconds and gigabytes, and its own protobuf and gRPC in our process).
            done = subprocess.run(
                [sys.executable, "-c", _TF_RESOLVE, json.dumps([name, zone, project])],
                capture_output=True, text=True, timeout=_TF_RESOLVE_TIMEOUT_S,
            )
            if done.returncode != 0:
                last = (done.stderr.strip().splitlines() or ["no output"])[-1]
                raise RuntimeError(f"TensorFlow's TPUClusterResolver failed: {last}")
            return json.loads(done.stdout.strip().splitlines()[-1])
        return via_tensorflow
    raise Unsupported(
        "TPU names cannot be resolved here: no TPU cluster resolver is installed in this Python "
        "(pip install cloud-tpu-client, or tensorflow). Or turn TPU name mode off and list the "
        "workers' profiler addresses, e.g. 10.0.0.2:8466,10.0.0.3:8466."
    )
