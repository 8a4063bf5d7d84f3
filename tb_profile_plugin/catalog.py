"""Discovery of profile runs and hosts under a logdir. Names in, paths out.

Layout (what TensorFlow, Keras and JAX write):
  <logdir>/plugins/profile/<session>/<host>.xplane.pb            run "<session>"
  <logdir>/<tb_run>/.../plugins/profile/<session>/<host>.xplane.pb  run "<tb_run>/<session>"
Runs are listed newest first (by session name, which profilers make a
timestamp, then by the newest file). Request parameters are looked up among
the discovered names, never joined onto paths, and files whose real path lies
outside the logdir are ignored.
"""

from __future__ import annotations

import dataclasses
import os
import threading
import time
from pathlib import Path

from .errors import BadParameter, UnknownHost, UnknownRun
from .profile import XPLANE_SUFFIXES, host_of

PLUGIN_DIR = ("plugins", "profile")
# A scan is reused for this long: the frontend asks for runs, tools and hosts
# in quick succession, and a logdir may hold many files.
RESCAN_SECONDS = 2.0


@dataclasses.dataclass(frozen=True)
class Run:
    name: str
    directory: Path
    hosts: dict[str, Path]  # host name -> xplane file
    mtime: float


class Catalog:
    def __init__(self, logdir: str | os.PathLike):
        self.logdir = Path(logdir).expanduser()
        self._lock = threading.Lock()
        self._scanned_at = -1e9
        self._runs: dict[str, Run] = {}

    def runs(self) -> list[Run]:
        """All runs, newest first (re-scanned at most every RESCAN_SECONDS)."""
        with self._lock:
            if time.monotonic() - self._scanned_at > RESCAN_SECONDS:
                self._runs = {r.name: r for r in _scan(self.logdir)}
                self._scanned_at = time.monotonic()
            return list(self._runs.values())

    def rescan(self) -> None:
        with self._lock:
            self._scanned_at = -1e9

    def run(self, name: str | None) -> Run:
        if not name:
            raise BadParameter("missing parameter: run")
        found = {r.name: r for r in self.runs()}.get(name)
        if found is None:
            self.rescan()
            found = {r.name: r for r in self.runs()}.get(name)
        if found is None:
            raise UnknownRun(f"unknown run {name!r}")
        return found

    def host_files(self, run_name: str | None, host: str | None = None) -> list[tuple[str, Path]]:
        """[(host, file)] of a run: all hosts, or the one named."""
        run = self.run(run_name)
        if not host:
            return sorted(run.hosts.items())
        if host not in run.hosts:
            raise UnknownHost(f"unknown host {host!r} in run {run.name!r}")
        return [(host, run.hosts[host])]


def _scan(logdir: Path) -> list[Run]:
    try:
        root = logdir.resolve(strict=True)
    except OSError:
        return []
    runs = []
    for dirpath, dirnames, _ in os.walk(root):
        here = Path(dirpath)
        if here.parts[-2:] == PLUGIN_DIR:
            dirnames[:] = []
            prefix = here.parent.parent.relative_to(root).as_posix()
            for session in _sessions(here, root):
                name = session.name if prefix == "." else f"{prefix}/{session.name}"
                runs.append(session_run(name, session, root))
            continue
        dirnames.sort()
    runs = [r for r in runs if r.hosts]
    runs.sort(key=lambda r: (r.directory.name, r.mtime, r.name), reverse=True)
    return runs


def _sessions(profile_dir: Path, root: Path):
    try:
        entries = list(os.scandir(profile_dir))
    except OSError:
        return
    for entry in entries:
        if entry.is_dir() and _inside(Path(os.path.realpath(entry.path)), root):
            yield Path(entry.path)


def session_run(name: str, directory: Path, root: Path) -> Run:
    """The Run of one session directory: its xplane files by host.

    Files whose real path is outside `root` (symlinks out) are ignored.
    """
    hosts: dict[str, Path] = {}
    mtime = 0.0
    try:
        entries = list(os.scandir(directory))
    except OSError:
        entries = []
    for entry in sorted(entries, key=lambda e: e.name):
        if not entry.name.endswith(XPLANE_SUFFIXES) or not entry.is_file():
            continue
        if not _inside(Path(os.path.realpath(entry.path)), root):
            continue
        host = host_of(entry.name)
        # Prefer the uncompressed file when both exist.
        if host in hosts and hosts[host].name.endswith(".xplane.pb"):
            continue
        hosts[host] = Path(entry.path)
        mtime = max(mtime, entry.stat().st_mtime)
    return Run(name=name, directory=directory, hosts=hosts, mtime=mtime)


def _inside(path: Path, root: Path) -> bool:
    return path == root or root in path.parents
