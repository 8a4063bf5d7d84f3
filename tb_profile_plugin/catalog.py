"""Discovery of profile runs and hosts under a logdir. Names in, paths out.

Layout (what TensorFlow, Keras and JAX write):
  <logdir>/plugins/profile/<session>/<host>.xplane.pb            run "<session>"
  <logdir>/<tb_run>/.../plugins/profile/<session>/<host>.xplane.pb  run "<tb_run>/<session>"
and what PyTorch's tensorboard_trace_handler writes (torch-tb-profiler's layout):
  <logdir>/<dir>/<worker>.<stamp>.pt.trace.json[.gz]              run "<dir>" (host "<worker>")
and other PyTorch traces, `*.json[.gz]` files whose first bytes are Kineto's (export_chrome_trace,
HTA, TraceLens; profile/kineto_head.py), outside XSpace session folders (JAX writes its own
`<host>.trace.json.gz` there):
  <logdir>/<dir>/<name>.json[.gz]                                  run "<dir>" (host "<name>")
A worker writes one file per profiling cycle; the i-th file of every worker (by stamp) is
cycle i, and with several cycles each is a run, "<dir>/<stamp of its first file>": span i of
session "<dir>" (torch-tb-profiler's Spans; the runs reply says so and the page groups them,
while each span keeps a name of its own for links and caches). Files in the logdir itself make
runs named ".".
Runs are listed newest first (by session name, which profilers make a
timestamp, then by the newest file; PyTorch runs by their files' stamps, see _when).
Request parameters are looked up among
the discovered names, never joined onto paths, and files whose real path lies
outside the logdir are ignored (symlink loops too, with a warning in the log).
The scan also registers the logdir with xspace.confine_to(), so a file swapped
for a symlink out of the logdir after the scan is refused when it is opened.

Requests never scan more than the logdir can bear: a listing is reused for
RESCAN_SECONDS (then one request scans while the others keep the last one), and
an unknown run name forces a new scan at most once per UNKNOWN_RESCAN_SECONDS.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import threading
import time
from pathlib import Path

from . import storage
from .errors import BadParameter, ProfileError, ProfilerError, StorageError, UnknownHost, UnknownRun
from .profile import XPLANE_SUFFIXES, host_of
from .profile import formats, kineto, kineto_head, xspace

logger = logging.getLogger(__name__)

PLUGIN_DIR = ("plugins", "profile")
# A scan is reused for this long: the frontend asks for runs, tools and hosts
# in quick succession, and a logdir may hold many files. When it is older, the
# next request scans again while other requests keep the last listing.
RESCAN_SECONDS = 2.0
# A run name missing from the listing makes the lookup scan again (a run written
# since the last scan), but at most once per this many seconds whatever names
# requests send: later unknown names are answered "unknown run" at once.
UNKNOWN_RESCAN_SECONDS = 5.0


@dataclasses.dataclass(frozen=True)
class Run:
    name: str
    directory: Path
    hosts: dict[str, Path]  # host name -> xplane file
    mtime: float
    # One span of a PyTorch session (a directory whose workers wrote several cycles, see
    # _cycles): the session "<dir>", the span's number (1-based, by stamp, as torch-tb-profiler
    # numbers them) and its files' stamp (ms since the epoch; None without one). None otherwise.
    session: str | None = None
    span: int | None = None
    stamp: int | None = None


@dataclasses.dataclass(frozen=True)
class _Listing:
    runs: tuple[Run, ...]  # newest first
    by_name: dict[str, Run]
    at: float  # time.monotonic() when the scan ended
    epoch: int  # Catalog._epoch when the scan began


class Catalog:
    """Runs of a logdir. Lookups read the last listing; at most one thread scans
    at a time, and no lookup waits for a scan unless there is no listing yet or
    rescan() was called since."""

    def __init__(self, logdir: str | os.PathLike):
        self.logdir = Path(logdir).expanduser()
        self._scan_lock = threading.Lock()  # held by the one thread that scans
        self._listing: _Listing | None = None
        self._epoch = 0  # bumped by rescan()
        self._unknown_rescan_at = -1e9

    def runs(self) -> list[Run]:
        """All runs, newest first (re-scanned at most every RESCAN_SECONDS)."""
        return list(self._current().runs)

    def rescan(self) -> None:
        """The next lookup scans the logdir again, and waits for that scan."""
        self._epoch += 1

    def run(self, name: str | None) -> Run:
        if not name:
            raise BadParameter("missing parameter: run")
        found = self._current().by_name.get(name)
        if found is None:
            listing = self._rescan_for_unknown_name()
            found = listing.by_name.get(name) if listing is not None else None
        if found is None:
            raise UnknownRun(f"unknown run {name!r}")
        return found

    def host_files(self, run_name: str | None, host: str | None = None) -> list[tuple[str, Path]]:
        """[(host, file)] of a run: all hosts, or the one named."""
        run = self.run(run_name)
        if not host:
            return sorted(run.hosts.items())
        if host not in run.hosts:
            known = sorted(run.hosts)
            raise UnknownHost(f"no host {host!r} in run {run.name!r}; hosts: {', '.join(known[:20])}"
                              + (" ..." if len(known) > 20 else ""))
        return [(host, run.hosts[host])]

    def _fresh(self, listing: _Listing | None) -> bool:
        return (listing is not None and listing.epoch == self._epoch
                and time.monotonic() - listing.at <= RESCAN_SECONDS)

    def _current(self) -> _Listing:
        listing = self._listing
        if self._fresh(listing):
            return listing
        if listing is not None and listing.epoch == self._epoch:
            # Only old: one request scans, the others keep the last listing meanwhile.
            if not self._scan_lock.acquire(blocking=False):
                return listing
        else:
            self._scan_lock.acquire()  # no listing yet, or rescan() was called: wait for a scan
        try:
            listing = self._listing
            if self._fresh(listing):  # scanned by another thread while this one waited
                return listing
            return self._scan_locked()
        finally:
            self._scan_lock.release()

    def _rescan_for_unknown_name(self) -> _Listing | None:
        """A new listing, unless a scan is under way or one was made for an unknown
        name less than UNKNOWN_RESCAN_SECONDS ago (then None: the name is unknown)."""
        if time.monotonic() - self._unknown_rescan_at < UNKNOWN_RESCAN_SECONDS:
            return None
        if not self._scan_lock.acquire(blocking=False):
            return None
        try:
            if time.monotonic() - self._unknown_rescan_at < UNKNOWN_RESCAN_SECONDS:
                return None
            self._unknown_rescan_at = time.monotonic()
            return self._scan_locked()
        finally:
            self._scan_lock.release()

    def _scan(self) -> list[Run]:
        return _scan(self.logdir)

    def _scan_locked(self) -> _Listing:
        epoch = self._epoch
        runs = tuple(self._scan())
        listing = _Listing(runs, {r.name: r for r in runs}, time.monotonic(), epoch)
        self._listing = listing
        return listing


class SessionCatalog(Catalog):
    """One run from a path given on the command line: a session directory (its
    xplane files, one per host) or one xplane file (that host only). The run is
    named after the directory."""

    def __init__(self, path: str | os.PathLike):
        path = Path(path).expanduser()
        if path.is_dir():
            directory, self._file = path, None
        elif path.exists():  # named on the command line: followed even if a symlink
            path = path.resolve()
            directory, self._file = path.parent, path
        else:
            raise ProfilerError(f"no such file or directory: {path}")
        super().__init__(directory)
        self._path = path

    def _scan(self) -> list[Run]:
        root = self.logdir.resolve()
        xspace.confine_to(root)
        if self._file is not None and formats.is_trace_file(self._file):  # named: read whatever its folder
            return [Run(name=root.name or str(root), directory=self.logdir,
                        hosts={host_of(self._file.name): self._file}, mtime=0.0)]
        run = session_run(root.name or str(root), self.logdir, root)
        if not run.hosts and self._file is None:
            torch_runs = kineto_runs(root.name or str(root), self.logdir, root)
            if torch_runs:
                return [max(torch_runs, key=lambda r: (r.mtime, r.name))]  # the latest cycle
        if self._file is not None:
            host = host_of(self._file.name)
            if run.hosts.get(host) != self._file:  # not an xplane file, or a .gz beside the .pb
                run = dataclasses.replace(run, hosts={host: self._file} if self._file.name.endswith(
                    XPLANE_SUFFIXES) else {})
        if not run.hosts:
            raise _nothing_in(self._path, self._file is not None)
        return [run]


class RemoteCatalog(Catalog):
    """The runs of a gs:// or s3:// logdir, from one recursive listing per scan
    (storage.py); hosts map to storage.RemoteFile, read through local copies."""

    def __init__(self, url: str):
        super().__init__(".")
        self.logdir = url.rstrip("/")

    def _scan(self) -> list[Run]:
        root = self.logdir
        runs: dict[str, dict] = {}
        traces: dict[str, list] = {}  # PyTorch traces by directory
        for remote in storage.list_files(root, formats.LISTED_SUFFIXES):
            parts = remote.url[len(root) + 1:].split("/")
            if _remote_trace(remote, sniff=not _in_session(parts[:-1])):
                traces.setdefault(remote.url.rsplit("/", 1)[0], []).append((remote, 0.0))
                continue
            if not remote.name.endswith(XPLANE_SUFFIXES):
                continue
            # <prefix...>/plugins/profile/<session>/<host file>
            if len(parts) < 4 or tuple(parts[-4:-2]) != PLUGIN_DIR:
                continue
            prefix, session = "/".join(parts[:-4]), parts[-2]
            name = f"{prefix}/{session}" if prefix else session
            hosts = runs.setdefault(name, {"directory": remote.url.rsplit("/", 1)[0], "hosts": {}})["hosts"]
            _add_host(hosts, remote)
        listed = [Run(name=n, directory=r["directory"], hosts=r["hosts"], mtime=0.0) for n, r in runs.items()]
        for directory, files in sorted(traces.items()):
            listed.extend(_cycles(directory[len(root) + 1:] or ".", directory, files))
        listed.sort(key=lambda r: (_when(r), r.name), reverse=True)
        return listed


class RemoteSessionCatalog(RemoteCatalog):
    """SessionCatalog's remote twin: a gs:// or s3:// session directory (the
    xplane objects directly in it) or one xplane object, as one run."""

    def _scan(self) -> list[Run]:
        url = self.logdir
        if url.endswith(formats.LISTED_SUFFIXES):
            directory, only = url.rsplit("/", 1)[0], url
        else:
            directory, only = url, None
        hosts: dict = {}
        traces = []
        # A named object is read whatever its folder; a session folder's JSON files are no traces.
        sniff = bool(only) or not _in_session(directory.split("/"))
        for remote in storage.list_files(directory, formats.LISTED_SUFFIXES):
            if remote.url.rsplit("/", 1)[0] != directory or (only and remote.url != only):
                continue
            if _remote_trace(remote, sniff=sniff):
                traces.append((remote, 0.0))
            elif remote.name.endswith(XPLANE_SUFFIXES):
                _add_host(hosts, remote)
        name = directory.rsplit("/", 1)[-1]
        if not hosts and traces:
            return [_cycles(name, directory, traces)[-1]]  # the latest cycle
        if not hosts:
            raise _nothing_in(url, bool(only))
        return [Run(name=name, directory=directory, hosts=hosts, mtime=0.0)]


def _nothing_in(path, is_file: bool) -> ProfilerError:
    if is_file:
        return ProfilerError(f"{path} is not a profile: neither an XSpace (*.xplane.pb[.gz]) nor a PyTorch "
                             "(Kineto JSON) trace")
    return ProfilerError(f"no *.xplane.pb or *.pt.trace.json files in {path} (nor *.json[.gz] files holding "
                         "a PyTorch trace)")


def _in_session(dir_parts) -> bool:
    """Whether a folder (its path's parts) is an XSpace session folder, plugins/profile/<session>."""
    return tuple(dir_parts[-3:-1]) == PLUGIN_DIR


def _remote_trace(remote: storage.RemoteFile, sniff: bool) -> bool:
    """A PyTorch trace of a listing: by its name, or (`sniff`) a `*.json[.gz]` object whose
    first bytes are a trace's (ranged reads, remembered per object version)."""
    if kineto.is_kineto_file(remote.name):
        return True
    if not sniff or not formats.may_be_trace(remote.name):
        return False
    try:
        return kineto_head.recognised((remote.url, remote.size, remote.version),
                                      lambda n: storage.read_head(remote, n))
    except (StorageError, ProfileError) as e:  # not listed this time; the next scan asks again
        _skipped(remote.url, f"unreadable ({e})")
        return False


def _scan(logdir: Path) -> list[Run]:
    try:
        root = logdir.resolve(strict=True)
    except (OSError, RuntimeError):  # RuntimeError: a symlink loop (Python < 3.13)
        return []
    # Files are read only if they still resolve inside the logdir when opened.
    xspace.confine_to(root)
    top = str(root)
    runs = []
    for dirpath, dirnames, filenames in os.walk(top):  # symlinked directories are not followed
        if any(kineto.is_kineto_file(f) or formats.may_be_trace(f) for f in filenames):
            prefix = Path(dirpath).relative_to(root).as_posix()
            runs.extend(kineto_runs(prefix, Path(dirpath), root))
        parent, base = os.path.split(dirpath)
        if base == PLUGIN_DIR[1] and os.path.basename(parent) == PLUGIN_DIR[0] and parent != top:
            dirnames[:] = []
            here = Path(dirpath)
            prefix = here.parent.parent.relative_to(root).as_posix()
            for session in _sessions(here, top):
                name = session.name if prefix == "." else f"{prefix}/{session.name}"
                runs.append(session_run(name, session, root))
            continue
        dirnames.sort()
    runs = [r for r in runs if r.hosts]
    # Same-named sessions by their newest file; PyTorch runs by name only (as remote ones).
    runs.sort(key=lambda r: (_when(r), 0.0 if _is_torch(r) else r.mtime, r.name), reverse=True)
    return runs


def _sessions(profile_dir: Path, top: str):
    try:
        entries = list(os.scandir(profile_dir))
    except OSError:
        return
    for entry in entries:
        try:
            is_dir = entry.is_dir()
        except OSError as e:  # a symlink loop
            _skipped(entry.path, f"unreadable ({e.strerror or e})")
            continue
        if not is_dir:
            continue
        if not _inside(os.path.realpath(entry.path), top):
            _skipped(entry.path, "a symlink to a folder outside the logdir")
            continue
        yield Path(entry.path)


def session_run(name: str, directory: Path, root: Path) -> Run:
    """The Run of one session directory: its xplane files by host.

    Files whose real path is outside `root` (symlinks out) are ignored, and so
    are symlink loops and files that cannot be read.
    """
    hosts: dict[str, Path] = {}
    mtime = 0.0
    for file, file_mtime in _files(directory, str(root), XPLANE_SUFFIXES):
        if _add_host(hosts, file):
            mtime = max(mtime, file_mtime)
    return Run(name=name, directory=directory, hosts=hosts, mtime=mtime)


def kineto_runs(name: str, directory: Path, root: Path) -> list[Run]:
    """The runs of a directory of PyTorch traces: one per profiling cycle (see above)."""
    sniff = not _in_session(Path(directory).parts)
    files = _files(directory, str(root), kineto.KINETO_SUFFIXES + kineto_head.CANDIDATE_SUFFIXES,
                   keep=lambda path, st: formats.is_trace_file(path, st) if sniff else kineto.is_kineto_file(path))
    return _cycles(name, directory, files)


def _cycles(name: str, directory, files) -> list[Run]:
    """Runs of (file, mtime) pairs of one directory's traces: the i-th file of each worker (by
    stamp; the uncompressed one when both exist) is cycle i, span i of the session `name`."""
    by_worker: dict[str, dict[int, tuple]] = {}
    for file, file_mtime in sorted(files, key=lambda f: (f[0].name.endswith(".gz") is False, f[0].name)):
        worker, stamp = kineto.worker_of(file.name)
        by_worker.setdefault(worker, {})[stamp] = (file, file_mtime)  # sorted: plain files come last
    cycles: list[dict] = []
    for worker, chosen in sorted(by_worker.items()):
        for i, stamp in enumerate(sorted(chosen)):
            while len(cycles) <= i:
                cycles.append({"stamp": stamp, "hosts": {}, "mtime": 0.0})
            file, file_mtime = chosen[stamp]
            cycles[i]["hosts"][worker] = file
            cycles[i]["mtime"] = max(cycles[i]["mtime"], file_mtime)
    if len(cycles) == 1:
        return [Run(name=name, directory=directory, hosts=cycles[0]["hosts"], mtime=cycles[0]["mtime"])]
    out = []
    for span, cycle in enumerate(cycles, 1):
        stamp = cycle["stamp"] if cycle["stamp"] >= 0 else None
        out.append(Run(name=f"{name}/{span if stamp is None else stamp}", directory=directory,
                       hosts=cycle["hosts"], mtime=cycle["mtime"], session=name, span=span, stamp=stamp))
    return out


def _is_torch(run: Run) -> bool:
    return any(not f.name.endswith(XPLANE_SUFFIXES) for f in run.hosts.values())


def _when(run: Run) -> str:
    """A run's place in the newest-first order: an XSpace session's name (profilers name
    sessions YYYY_MM_DD_HH_MM_SS), a PyTorch run's newest file stamp (ms since the epoch,
    tensorboard_trace_handler's) written the same way; traces without stamps (exported by
    hand) last, by name. Names only, so a local and a remote copy list runs alike."""
    if not _is_torch(run):
        return str(run.directory).rstrip("/").rsplit("/", 1)[-1]
    stamp = max(kineto.worker_of(f.name)[1] for f in run.hosts.values())
    return time.strftime("%Y_%m_%d_%H_%M_%S", time.gmtime(stamp / 1000)) if stamp >= 0 else ""


def _files(directory: Path, top: str, suffixes: tuple[str, ...], keep=None):
    """(path, mtime) of the regular files with these suffixes in a directory (and for which
    `keep(path text, stat)` holds), sorted by name; symlinks out of the logdir, loops and
    unreadable entries are skipped."""
    try:
        entries = list(os.scandir(directory))
        # A file that is no symlink lies where its folder does: its real path needs no lookup.
        real_dir_inside = _inside(os.path.realpath(directory), top)
    except OSError:
        entries = []
    for entry in sorted(entries, key=lambda e: e.name):
        if not entry.name.endswith(suffixes):
            continue
        try:
            if not entry.is_file():
                continue
            if (entry.is_symlink() or not real_dir_inside) and not _inside(os.path.realpath(entry.path), top):
                _skipped(entry.path, "a symlink to a file outside the logdir")
                continue
            st = entry.stat()
            if keep is not None and not keep(entry.path, st):
                continue
            yield Path(entry.path), st.st_mtime
        except OSError as e:  # a symlink loop, or a file removed meanwhile
            _skipped(entry.path, f"unreadable ({e.strerror or e})")


def _add_host(hosts: dict, file) -> bool:
    """Adds an xplane file (a Path or a storage.RemoteFile) under its host name;
    the uncompressed file wins when a host has both. True when it was added."""
    host = host_of(file.name)
    if host in hosts and hosts[host].name.endswith(".xplane.pb"):
        return False
    hosts[host] = file
    return True


def _inside(path: str, top: str) -> bool:
    return path == top or path.startswith(top if top.endswith(os.sep) else top + os.sep)


_skipped_once: set[str] = set()


def _skipped(path: str, why: str) -> None:
    """Logs a skipped logdir entry, once per path (the logdir is scanned often)."""
    if path in _skipped_once:
        return
    if len(_skipped_once) < 10_000:
        _skipped_once.add(path)
    logger.warning("profile: skipping %s: %s", path, why)
