"""The Profile plugin: routes under /data/plugin/profile/, inside TensorBoard or
standalone (server.py). Routes only parse arguments, call the service, and
reply through `respond()`; typed errors become JSON `{"error": ...}` replies.
Every route declares its parameters (ROUTE_PARAMS; data and data_csv: the
selectors plus the tool's declared options, tools/__init__.py); anything else
answers 400 naming the parameter. capture_profile, the one route that changes
the logdir, refuses cross-site requests (403; `refuse_cross_site`).

Routes (see docs/http_api.md):
  runs[?details=1]              ["run", ...] newest first, or [{name, session, span, time_ms}]
  run_tools?run=[&details=1]    ["tool", ...] or [{name, available, reason}]
  hosts?run=[&tag=]             ["host", ...] (with tag: hosts that offer it)
  data?run=&tag=[&host=&...]    the tool's JSON (trace_viewer is streamed)
  data_csv?run=&tag=[&host=]    CSV of the tool's main table
  module_list?run=[&host=]      ["module(program id)", ...] XLA modules of the run
  capture_profile?service_addr=&...  capture from profiler servers into a new run
  static/<file>                 the bundled frontend
"""

from __future__ import annotations

import argparse
import contextlib
import ipaddress
import logging
import mimetypes
import os
import select
import socket
from pathlib import Path
from typing import Callable, Iterable
from urllib.parse import urlsplit

import numpy.ma  # noqa: F401  numpy >= 2.3's first np.unique imports it (~6 ms): at start, not in a request
import orjson
from werkzeug import Request, Response
from werkzeug.datastructures import MultiDict
from werkzeug.security import safe_join

from . import capture, compress, errors, executors, params, progress, tools
from .preload import Preloader
from .profile import cache as profile_cache
from .service import SELECTOR_SPECS, SELECTORS, Service
from .tools import trace_window

logger = logging.getLogger(__name__)

PLUGIN_NAME = "profile"
STATIC_DIR = Path(__file__).parent / "static"
_GZIP_MIN_BYTES = 1024

_STATUS = (
    (capture.CaptureBusy, 503),
    (errors.BadParameter, 400),
    (errors.NotFound, 404),
    (errors.ProfileChanged, 409),  # before ProfileError, its base
    (errors.ProfileError, 422),
    (errors.NotBuilt, 501),
    (errors.Unsupported, 501),
    (errors.CaptureError, 502),
    (errors.StorageError, 502),
    (errors.ExecutorError, 503),
    (errors.InflateBusy, 503),
)

_SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    # Nothing is loaded from outside: the frontend is bundled.
    # Charts draw on canvas; CSV export downloads a blob: URL.
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data: blob:; frame-ancestors 'self'",
}
# Data replies change with the logdir (and a profile is private): never stored by a
# browser or a proxy. The bundled frontend may be kept, but is checked again each time.
NO_STORE = "no-store"
STATIC_CACHE = "no-cache"
# Seconds a client is told to wait when the server runs its most captures.
_BUSY_RETRY_S = 30

# The parameters of each route that reads no tool options.
ROUTE_PARAMS: dict[str, dict[str, params.Spec]] = {
    "runs": {"details": params.Bool()},
    # progress: an id to ask the progress route with (a cold run_tools or hosts loads the profiles).
    "run_tools": {"run": params.Text(), "details": params.Bool(), "progress": progress.ID_SPEC},
    "hosts": {"run": params.Text(), "tag": params.Text(), "progress": progress.ID_SPEC},
    "module_list": {"run": params.Text(), "host": params.Text()},
    "progress": {"id": progress.ID_SPEC},
}


def respond(request: Request, body: bytes | Iterable[bytes], content_type: str, status: int = 200,
            headers: dict | None = None) -> Response:
    """The one place replies are built: gzip, security headers, no caching of data
    (`Cache-Control: no-store` unless `headers` says otherwise)."""
    all_headers = dict(_SECURITY_HEADERS)
    all_headers["Cache-Control"] = NO_STORE
    all_headers.update(headers or {})
    accepts_gzip = "gzip" in request.headers.get("Accept-Encoding", "")
    if isinstance(body, bytes):
        if accepts_gzip and len(body) >= _GZIP_MIN_BYTES:
            body = compress.gzip_bytes(body)
            all_headers["Content-Encoding"] = "gzip"
    elif accepts_gzip:
        body = compress.gzip_stream(body)
        all_headers["Content-Encoding"] = "gzip"
    response = Response(body, status=status, content_type=content_type, headers=all_headers)
    if not isinstance(body, bytes):
        response.direct_passthrough = True
    return response


def _typed(body: bytes) -> tuple[bytes, str]:
    """(body, its content type): JSON, or a binary trace window (it starts with its magic,
    which JSON never does)."""
    if body.startswith(trace_window.MAGIC):
        return body, "application/octet-stream"
    return body, "application/json"


def json_response(request: Request, value, status: int = 200) -> Response:
    return respond(request, orjson.dumps(value), "application/json", status)


def error_response(request: Request, message: str, status: int) -> Response:
    return json_response(request, {"error": message}, status)


def route_args(request: Request, route: str) -> dict:
    """The route's parameters, parsed (ROUTE_PARAMS); BadParameter for any other."""
    return params.parse_query(request.args, ROUTE_PARAMS[route], where=route)


def data_args(request: Request) -> tuple[str | None, str | None, str | None, MultiDict, dict]:
    """(run, tag, host, tool options, base) of data and data_csv: the options are every other
    parameter, checked by the service against the tool's declared ones; base: the run (and
    host) to compare with, {} when none."""
    args = request.args
    selected = MultiDict([(k, v) for k, v in args.items(multi=True) if k in SELECTORS])
    values = params.parse_query(selected, SELECTOR_SPECS, where="data")
    options = MultiDict([(k, v) for k, v in args.items(multi=True) if k not in SELECTORS])
    base = {"base_run": values["base_run"], "base_host": values.get("base_host")} if values.get("base_run") else {}
    if values.get("base_host") and not base:
        raise errors.BadParameter("parameter base_host needs base_run (the run to compare with)")
    return values.get("run"), values.get("tag"), values.get("host"), options, base


# -- capture_profile: same-origin requests only ------------------------------------------

_DEFAULT_PORTS = {"http": 80, "https": 443}


def _host_port(netloc: str, default_port: int | None) -> tuple[str, int | None] | None:
    """(host, port) of `host[:port]` or `[v6][:port]`, host lower-case; None when unreadable."""
    try:
        parts = urlsplit(f"//{netloc}")
        host, port = parts.hostname, parts.port
    except ValueError:
        return None
    if not host:
        return None
    return host.lower(), port if port is not None else default_port


def _same_host(url: str, host_header: str) -> bool:
    """Whether `url` (an Origin or Referer) is on the host:port the request was sent to.
    Compared with the Host header, not our bound address: TensorBoard may sit behind a
    proxy. The scheme only sets the default port (a proxy may end TLS)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    default = _DEFAULT_PORTS.get(parts.scheme.lower())
    if default is None or not parts.netloc:
        return False
    theirs = _host_port(parts.netloc, default)
    ours = _host_port(host_header, default)
    return theirs is not None and theirs == ours


def _is_loopback(name: str) -> bool:
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name.strip("[]").split("%")[0]).is_loopback
    except ValueError:
        return False


def refuse_cross_site(request: Request) -> str | None:
    """Why a request to a route that acts (capture_profile, a GET as in TensorBoard) must be
    refused as coming from another site, or None. A web page elsewhere can make the browser
    send a GET here (a link, an image, a fetch); the browser says where it came from:
    - `Sec-Fetch-Site`, when sent, must be `same-origin` or `none` (typed, bookmarked);
    - `Origin`, when sent, must be this server as the request names it (the Host header);
    - without either (older browsers), a `Referer`, when sent, must be this server too;
    - a server listening on a loopback address only answers loopback names in Host, so a
      page whose own name resolves to 127.0.0.1 (DNS rebinding) is refused too.
    Scripts (curl, urllib) send none of these and are served."""
    headers = request.headers
    host = headers.get("Host", "")
    site = headers.get("Sec-Fetch-Site")
    if site is not None and site.strip().lower() not in ("same-origin", "none"):
        return f"it comes from another site (Sec-Fetch-Site: {site[:40]})"
    origin = headers.get("Origin")
    if origin is not None:
        if not _same_host(origin, host):
            return f"it comes from another origin ({origin[:100]})"
    elif site is None:
        referer = headers.get("Referer")
        if referer and not _same_host(referer, host):
            return "it comes from a page on another site (Referer)"
    server = str(request.environ.get("SERVER_NAME", ""))
    named = _host_port(host, None)
    if _is_loopback(server) and (named is None or not (_is_loopback(named[0]) or named[0] == server.lower())):
        return (f"this server listens on {server} only, and the request names another host "
                f"({host[:100] or 'no Host header'})")
    return None


def _client_gone(environ) -> Callable[[], bool] | None:
    """A check that the client closed its connection (werkzeug's servers, TensorBoard's
    included, put the socket in the environ); None where that cannot be known."""
    sock = environ.get("werkzeug.socket")
    if not isinstance(sock, socket.socket):
        return None

    def gone() -> bool:
        try:
            readable, _, _ = select.select([sock], [], [], 0)
            if not readable:
                return False
            # Readable with nothing to read: the peer closed (a next request would be data).
            return sock.recv(1, socket.MSG_PEEK) == b""
        except (OSError, ValueError):
            return True

    return gone


def _handling_errors(handler: Callable[[Request], Response]):
    def app(environ, start_response):
        request = Request(environ)
        try:
            if request.method not in ("GET", "HEAD"):
                response = error_response(request, f"method {request.method} not allowed", 405)
                response.headers["Allow"] = "GET, HEAD"
            else:
                response = handler(request)
        except errors.ProfilerError as e:
            status = next((code for cls, code in _STATUS if isinstance(e, cls)), 500)
            response = error_response(request, str(e), status)
        except Exception:  # never a traceback page
            logger.exception("error serving %s", request.full_path)
            response = error_response(request, "internal error; see the server log", 500)
        return response(environ, start_response)
    return app


class ProfileRoutes:
    """The plugin's WSGI apps, keyed by route (without the plugin prefix)."""

    def __init__(self, service: Service, preloader: Preloader | None = None):
        self.service = service
        self.progress = progress.Registry()  # of data requests that gave a progress id
        # Reads the newest runs' profiles before the page asks (preload.py): now, and
        # after each runs listing; the other routes but progress and static yield to it.
        self.preloader = preloader
        tools.import_converters()
        if preloader is not None:
            preloader.trigger()

    def apps(self) -> dict[str, Callable]:
        real = self._real
        return {
            "/runs": _handling_errors(self._runs),
            "/run_tools": _handling_errors(real(self._run_tools)),
            "/hosts": _handling_errors(real(self._hosts)),
            "/data": _handling_errors(real(self._data)),
            "/data_csv": _handling_errors(real(self._data_csv)),
            "/module_list": _handling_errors(real(self._module_list)),
            "/progress": _handling_errors(self._progress),
            "/capture_profile": _handling_errors(real(self._capture_profile)),
            "/static/*": _handling_errors(self._static),
        }

    def _real(self, handler: Callable[[Request], Response]) -> Callable[[Request], Response]:
        """A request a user waits for: no preload starts while it is answered."""
        if self.preloader is None:
            return handler

        def answered(request):
            with self.preloader.real_request():
                return handler(request)
        return answered

    def _runs(self, request):
        if route_args(request, "runs").get("details"):
            reply = json_response(request, self.service.run_details())
        else:
            reply = json_response(request, self.service.runs())
        if self.preloader is not None:
            self.preloader.trigger()  # the newest runs may be new (a capture, a training job)
        return reply

    def _run_tools(self, request):
        args = route_args(request, "run_tools")
        with self._tracked(request):
            offered = self.service.run_tools(args.get("run"))
        if args.get("details"):
            return json_response(request, offered)
        return json_response(request, [t["name"] for t in offered if t["available"]])

    def _hosts(self, request):
        args = route_args(request, "hosts")
        with self._tracked(request):
            hosts = self.service.hosts(args.get("run"), args.get("tag"))
        return json_response(request, hosts)

    @contextlib.contextmanager
    def _tracked(self, request):
        """The request's work reports to the Progress of its `progress` id (if it gave one)."""
        key = request.args.get("progress")
        if not key:
            yield
            return
        tracked = self.progress.start(key)
        try:
            with progress.tracking(tracked):
                yield
        finally:
            tracked.finish()

    def _progress(self, request):
        key = route_args(request, "progress").get("id")
        if not key:
            raise errors.BadParameter("missing parameter: id (the progress id a data request gave)")
        found = self.progress.get(key)
        if found is None:
            raise errors.NotFound(f"no data request with progress id {key!r} (finished a while ago, or never made)")
        return json_response(request, found.snapshot())

    def _data(self, request):
        run, tool, host, options, base = data_args(request)
        with self._tracked(request):
            return self._data_reply(request, run, tool, host, options, base)

    def _data_reply(self, request, run, tool, host, options, base):
        if base:
            return respond(request, *_typed(self.service.compared_json(run, tool, host, options, **base)))
        chunks = self.service.tool_stream(run, tool, host, options)
        if chunks is not None:
            # Pull the first chunk now, so errors still get a proper status.
            first = next(chunks, b"")
            return respond(request, _prepend(first, chunks), "application/json")
        return respond(request, *_typed(self.service.tool_json(run, tool, host, options)))

    def _data_csv(self, request):
        run, tool, host, options, base = data_args(request)
        name, body = self.service.tool_csv(run, tool, host, options, **base)
        return respond(request, body, "text/csv; charset=utf-8",
                       headers={"Content-Disposition": f'attachment; filename="{name}"'})

    def _module_list(self, request):
        args = route_args(request, "module_list")
        return json_response(request, self.service.modules(args.get("run"), args.get("host")))

    def _capture_profile(self, request):
        # A GET, as TensorBoard's, that writes into the logdir: only for this server's own page.
        why = refuse_cross_site(request)
        if why:
            logger.warning("capture_profile refused: %s", why)
            return error_response(request, f"capture_profile refused: {why}. Capture from the Profile tab "
                                  "of this server, or with tb-profile capture.", 403)
        # Blocks for about duration + delay (+ retries), within capture.MAX_CAPTURE_S; TensorBoard
        # serves other requests meanwhile. A client that goes away cancels it.
        try:
            result = self.service.capture(request.args, cancelled=_client_gone(request.environ))
        except capture.CaptureBusy as e:
            response = error_response(request, str(e), 503)
            response.headers["Retry-After"] = str(_BUSY_RETRY_S)
            return response
        except errors.CaptureError as e:
            return json_response(request, {"error": str(e), "hosts": e.hosts}, 502)
        return json_response(request, result.to_json())

    def _static(self, request):
        relative = request.path.split("/static/", 1)[-1]
        path = safe_join(str(STATIC_DIR), relative)
        if not relative or path is None or not os.path.isfile(path):
            raise errors.NotFound(f"no static file {relative!r}")
        content_type = mimetypes.guess_type(path)[0] or "application/octet-stream"
        if content_type in ("text/javascript", "application/javascript"):
            content_type = "text/javascript; charset=utf-8"
        with open(path, "rb") as f:
            return respond(request, f.read(), content_type, headers={"Cache-Control": STATIC_CACHE})


def _prepend(first: bytes, rest):
    yield first
    yield from rest


# -- TensorBoard ---------------------------------------------------------------

try:
    from tensorboard.plugins import base_plugin
except ImportError:  # standalone use without TensorBoard
    base_plugin = None

if base_plugin is not None:

    class ProfilePlugin(base_plugin.TBPlugin):
        plugin_name = PLUGIN_NAME

        def __init__(self, context):
            flags = self._flags = context.flags
            cache_dir = getattr(flags, "profile_cache_dir", "") if flags else ""
            scheduler = getattr(flags, "profile_dask_scheduler", "") if flags else ""
            # Connected at the first multi-host request: TensorBoard starts even when the
            # scheduler is not up yet, and those requests say why they fail (503).
            try:
                executor = executors.from_setting(scheduler)
            except errors.Unsupported as e:  # no dask extra: every request that needs it says so
                logger.error("%s", e)
                executor = executors.Refusing(e)
            self.service = Service(context.logdir or ".", cache=profile_cache.from_setting(cache_dir),
                                   executor=executor)

        def get_plugin_apps(self):
            preload = getattr(self._flags, "profile_preload_files", None) if self._flags else None
            files = None if preload is None or preload < 0 else preload
            return ProfileRoutes(self.service, Preloader(self.service, files)).apps()

        def is_active(self):
            try:
                return bool(self.service.runs())
            except (OSError, errors.ProfilerError):  # e.g. a remote logdir that cannot be listed
                return False

        def frontend_metadata(self):
            return base_plugin.FrontendMetadata(
                es_module_path="/static/index.js", tab_name="Profile", disable_reload=True
            )

    class ProfilePluginLoader(base_plugin.TBLoader):
        def define_flags(self, parser):
            group = parser.add_argument_group("profile plugin")
            group.add_argument(
                "--profile_cache_dir",
                metavar="DIR",
                default="",
                help="Where the Profile plugin caches converted profiles (default: "
                "$XDG_CACHE_HOME/tb-profile-plugin; 'none' turns the disk cache off).",
            )
            group.add_argument(
                "--profile_preload_files",
                metavar="N",
                type=int,
                default=-1,
                help="Read the newest runs' profiles (at most N host files) in the background when "
                "TensorBoard starts and when the Profile tab lists runs, so the first view finds them "
                "loaded. Default: one less than the profiles kept in memory (3); 0 turns it off.",
            )
            group.add_argument(
                "--profile_dask_scheduler",
                metavar="tcp://HOST:PORT",
                default="",
                help="Compute the Profile plugin's multi-host tools on this Dask cluster: its workers "
                "read the host files (shared filesystem, gs:// or s3://) and send back per-host "
                "results (needs pip install 'tb-profile-plugin[dask]'). Default: threads in TensorBoard.",
            )
            try:
                # TensorBoard's profiler flag: accepted so the same command lines work. Capture
                # resolves TPU names itself, so the value is not used.
                group.add_argument(
                    "--master_tpu_unsecure_channel",
                    metavar="ADDR",
                    default="",
                    help="Accepted for compatibility with TensorBoard's profile plugin; unused.",
                )
            except argparse.ArgumentError:
                pass  # another installed profile plugin defined it already

        def load(self, context):
            return ProfilePlugin(context)
