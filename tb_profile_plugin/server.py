"""Standalone server: the plugin's routes without TensorBoard.

Serves `/data/plugin/profile/<route>` exactly as inside TensorBoard, and the
bundled frontend at `/`, so links work the same in both.
"""

from __future__ import annotations

import logging
from pathlib import Path

from werkzeug import Request
from werkzeug.serving import make_server

from . import executors
from .plugin import PLUGIN_NAME, STATIC_DIR, ProfileRoutes, error_response, respond
from .preload import Preloader
from .profile import cache as profile_cache
from .service import Service

PREFIX = f"/data/plugin/{PLUGIN_NAME}"
logger = logging.getLogger(__name__)


class StandaloneApp:
    """WSGI app: the plugin routes under PREFIX, the frontend page at `/`."""

    def __init__(self, service: Service, preloader: Preloader | None = None):
        self._preloader = preloader
        apps = ProfileRoutes(service, preloader).apps()
        self._exact = {PREFIX + route: app for route, app in apps.items() if not route.endswith("/*")}
        self._prefixed = {PREFIX + route[:-1]: app for route, app in apps.items() if route.endswith("/*")}

    def __call__(self, environ, start_response):
        path = environ.get("PATH_INFO", "")
        app = self._exact.get(path)
        if app is None:
            app = next((a for p, a in self._prefixed.items() if path.startswith(p)), None)
        if app is None:
            request = Request(environ)
            if path in ("/", "/index.html"):
                response = respond(request, (STATIC_DIR / "index.html").read_bytes(), "text/html; charset=utf-8")
            else:
                response = error_response(request, f"no route {path!r}", 404)
            return response(environ, start_response)
        return app(environ, start_response)


def make_app(logdir: str | Path, *, cache_dir: str | None = None, dask_scheduler: str | None = None,
             executor=None, preload_files: int | None = 0) -> StandaloneApp:
    """The app of a logdir; per-host work on `executor`, or on the Dask cluster at
    `dask_scheduler`, or on threads here (executors.py). `preload_files`: the newest runs'
    files read before they are asked for (preload.py; None: its default, 0: none)."""
    executor = executor or executors.from_setting(dask_scheduler)
    service = Service(logdir, cache=profile_cache.from_setting(cache_dir), executor=executor)
    preloader = Preloader(service, preload_files) if preload_files != 0 else None
    return StandaloneApp(service, preloader)


def serve(logdir: str | Path, *, host: str = "127.0.0.1", port: int = 6006, cache_dir: str | None = None,
          on_ready=None, executor=None, preload_files: int | None = None) -> None:
    """Serves until interrupted. `on_ready(url)` is called once listening."""
    app = make_app(logdir, cache_dir=cache_dir, executor=executor, preload_files=preload_files)
    server = make_server(host, port, app, threaded=True)
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{server.server_port}/"
    if on_ready:
        on_ready(url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
