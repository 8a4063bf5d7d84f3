"""What the HTTP routes and the CLI ask of a logdir: runs, hosts, tool data.

Joins catalog (names → files), cache (files → Profiles, results), the tool
registry and capture. Knows nothing of HTTP; raises the typed errors of errors.py.
Tool options are checked against the tool's declared ones (tools/__init__.py)
before any profile is read; only those reach the converter and the result key.
Errors name a profile by its path in the logdir, never by its absolute path.
Each request reads one version of each file (one_version.py: identities taken once).
Over 600 lines: the one join of catalog, caches, executor and tools; the pieces that
stand alone live apart (one_version.py, csv_export.py).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import logging
import os
import tempfile
import threading
from pathlib import Path
from typing import Callable, Iterator, Mapping

import orjson

from . import capture, executors, one_version, pages, params, progress, storage, tools
from .analysis import parts, trace_index
from .csv_export import csv_bytes, csv_cell  # noqa: F401  (the CSV of every table: diff.py, tests)
from .catalog import Catalog, RemoteCatalog, RemoteSessionCatalog, SessionCatalog
from .errors import BadParameter, NotFound, ProfileChanged, ProfileError, ToolUnavailable, UnknownHost
from .profile import part_format, xspace
from .profile.cache import LRU, ProfileCache
from .profile.model import Profile
from .tools import compare, memory_viewer, summary, trace_window

logger = logging.getLogger(__name__)

# Derived data that host work builds and a restarted server should read back
# instead of building again: the trace index (~0.4 s per 1M events to build).
# On disk only (data: part_format), never in the parts' memory cache: it lives
# with its profile in memory.
KEPT = (trace_index.INDEX,)

# Per-host parts kept in memory (analysis/parts.py): a few per host of a large pod.
PART_ITEMS = 4096
# Stand-ins (parts.Stored) of profiles not loaded whose KEPT data is on disk, in memory.
STANDIN_ITEMS = 4

# Request parameters that select data; all others are tool options (`hosts`, a
# selector too, is read with them: tools.SELECTOR_OPTIONS). base_run/base_host: the
# run (and host) a result is compared with (tools/compare.py).
# `progress`: an id the page made up, to ask the progress route how far the request is.
SELECTORS = ("run", "tag", "host", "base_run", "base_host", "progress")
SELECTOR_SPECS: Mapping[str, params.Spec] = {**{name: params.Text() for name in SELECTORS},
                                             "progress": progress.ID_SPEC}

def dumps(value) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_SERIALIZE_NUMPY | orjson.OPT_NON_STR_KEYS)


class CaptureSlots:
    """At most `limit` captures at a time; `slot()` raises capture.CaptureBusy beyond."""

    def __init__(self, limit: int):
        self.limit = limit
        self._free = threading.BoundedSemaphore(limit)

    @contextlib.contextmanager
    def slot(self):
        if not self._free.acquire(blocking=False):
            raise capture.CaptureBusy(
                f"{self.limit} capture{'s are' if self.limit != 1 else ' is'} already running on this server "
                "(the most it runs at a time); wait for one to finish and try again.")
        try:
            yield
        finally:
            self._free.release()


def capture_remote(logdir: str, addresses, options, **kwargs):
    """A capture into a gs:// or s3:// logdir: into a local temporary logdir
    first, then one object per host (storage.upload_session: never replacing
    one, nothing left behind when it fails)."""
    with tempfile.TemporaryDirectory(prefix="tbp-capture-") as tmp:
        result = capture.capture(tmp, addresses, options, **kwargs)
        name, url = storage.upload_session(Path(result.directory), logdir, result.session)
    return dataclasses.replace(result, session=name, directory=url)


MISSING = object()  # _cached_part: no such part cached (a part's value may be None)
_NONE = object()  # a part whose value is None, in the parts' memory LRU (its get() says None when absent)


def _part_key(part_key: str, ident) -> tuple:
    """The cache key of a host's part (memory and disk)."""
    return ("part", part_format.FORMAT_VERSION, part_key, ident)


class _LevelStore:
    """A trace index's merged levels in the disk cache, an entry per width (the index's
    level_store): a restarted server's first windows read them instead of building them."""

    def __init__(self, service: "Service", ident):
        self._service, self._ident = service, ident

    def _key(self, width: int) -> str:
        return f"{trace_index.KEY}/level/{int(width)}"

    def get(self, width: int):
        found = self._service._cached_part(self._key(width), self._ident, memory=False, mapped=True)
        return found if isinstance(found, trace_index.Level) and found.width == width else None

    def put(self, width: int, level) -> None:
        self._service._store_part(self._key(width), self._ident, level, memory=False)


class Service:
    def __init__(self, logdir: str | os.PathLike, *, cache: ProfileCache | None = None,
                 max_captures: int = capture.MAX_CONCURRENT_CAPTURES, catalog: Catalog | None = None,
                 full_paths: bool = False, executor=None):
        pages.prefer_small()  # the process's large arrays: see pages.py
        if catalog is None:
            catalog = RemoteCatalog(str(logdir)) if storage.is_remote(logdir) else Catalog(logdir)
        self.catalog = catalog
        self.full_paths = full_paths  # errors name files by full path (the CLI's own user)
        self.cache = cache or ProfileCache()
        # Remote profiles are read through local copies, beside the disk cache.
        disk = self.cache.disk.directory
        self.copies = storage.Copies(Path(disk) / "remote" if disk else None)
        self.captures = CaptureSlots(max_captures)
        # Where per-host parts are computed: threads here, or a Dask cluster (executors.py).
        self.executor = executor or executors.InProcess()
        self._parts = LRU(PART_ITEMS)
        self._kept_stored: set = set()  # (part key, file identity) of KEPT data on disk
        self._standins = LRU(STANDIN_ITEMS)  # file identity -> parts.Stored

    @classmethod
    def for_path(cls, path: str | os.PathLike, *, cache: ProfileCache | None = None) -> "Service":
        """A Service of one run: a session directory or one xplane file (the CLI's PATH)."""
        catalog = RemoteSessionCatalog(str(path)) if storage.is_remote(path) else SessionCatalog(path)
        return cls(catalog.logdir, cache=cache, catalog=catalog, full_paths=True)

    def runs(self) -> list[str]:
        return [r.name for r in self.catalog.runs()]

    def run_details(self) -> list[dict]:
        """The runs (newest first), each with the PyTorch session it is a span of (else nulls)."""
        return [{"name": r.name, "session": r.session, "span": r.span, "time_ms": r.stamp}
                for r in self.catalog.runs()]

    def profiles(self, run: str | None, host: str | None = None) -> list[Profile]:
        return [self._load(path, h) for h, path in self.catalog.host_files(run, host)]

    def _load(self, path, host: str, ident=None) -> Profile:
        """The host's profile; with `ident` (the request's _identity of a local file), of
        that version of the file only (else ProfileChanged). A remote file's
        local copy is of the object version the listing saw."""
        if isinstance(path, storage.RemoteFile):
            local = self.copies.local(path)
            try:
                return self.cache.profile(local, host=host)
            except ProfileError as e:
                raise type(e)(self._shown(path.url), e.reason) from None
        with self._named_files():
            return self.cache.profile(path, host=host, identity=ident)

    def _shown(self, path) -> str:
        """A profile file as the user knows it: its path in the logdir (never an absolute path
        over HTTP)."""
        if self.full_paths:
            return str(path)
        if storage.is_remote(self.catalog.logdir):
            text = str(path)
            root = str(self.catalog.logdir) + "/"
            return text[len(root):] if text.startswith(root) else text.rsplit("/", 1)[-1]
        try:
            shown = os.path.relpath(path, self.catalog.logdir)
        except ValueError:
            shown = os.path.basename(path)
        if shown.startswith(".."):
            shown = os.path.basename(path)
        return shown

    @contextlib.contextmanager
    def _named_files(self):
        """ProfileErrors raised inside (loading, or stats decoded lazily by a converter) name
        the file by its path in the logdir."""
        try:
            yield
        except ProfileError as e:
            if not os.path.isabs(e.path):
                raise
            raise type(e)(self._shown(e.path), e.reason) from None

    @one_version.retried
    def run_tools(self, run: str | None) -> list[dict]:
        """Availability of every tool for the run: [{name, available, reason}]."""
        return tools.availability_of(self._host_parts(self.catalog.host_files(run), (tools.AVAILABLE,)))

    @one_version.retried
    def hosts(self, run: str | None, tool: str | None = None) -> list[str]:
        """Hosts of a run; with a tool, only the hosts whose data can feed it."""
        files = self.catalog.host_files(run)
        if not tool:
            return [h for h, _ in files]
        t = tools.get(tool)
        return [h.name for h in self._host_parts(files, (tools.AVAILABLE,)) if tools.reason_of(t, [h]) is None]

    # -- per-host parts (map) -------------------------------------------------------

    def _identity(self, path):
        """What a part of this file is cached under: the object's version for a remote
        file, the file's identity (xspace.file_key) for a local one."""
        if isinstance(path, storage.RemoteFile):
            return path
        with self._named_files():
            return xspace.file_key(path)

    def _host_parts(self, files: list, wanted: tuple[parts.Part, ...], ids: tuple | None = None
                    ) -> list[parts.Host]:
        """The `wanted` parts of each (host, file), from memory, disk or the executor, all
        of the file's version in `ids` (the request's _identity of each file, taken here
        when not given): ProfileChanged when a file is another one by now."""
        out: list = [None] * len(files)
        if ids is None:
            ids = tuple(self._identity(path) for _, path in files)
        todo = []
        for i, ((host, path), ident) in enumerate(zip(files, ids)):
            values, missing = {}, []
            for part in wanted:
                value = self._cached_part(part.key, ident)
                if value is MISSING:
                    missing.append(part.key)
                else:
                    values[part.key] = value
            if missing:
                todo.append((i, host, path, missing, values))
            else:
                out[i] = parts.Host(host, values)
        if todo:
            disk = self.cache.disk.directory
            tasks = [(host, path, keys, str(disk) if disk else None) for _, host, path, keys, _ in todo]
            by_key = {part.key: part for part in wanted}
            ident_of = dict(zip((path for _, path in files), ids))

            def local(host, path, keys, cache_dir):  # in-process: the Part objects at hand
                return self._local_parts(host, path, [by_key[k] for k in keys], ident_of[path])

            with self._named_files():
                results = self.executor.run(executors.worker_parts, tasks, local)
            for (i, host, path, keys, values), (ident, computed) in zip(todo, results):
                if ident != ids[i]:  # a worker read another version: nothing of it is used
                    raise ProfileChanged(self._shown(path.url if isinstance(path, storage.RemoteFile) else path))
                values.update(computed)
                out[i] = parts.Host(host, values)
                for key in keys:
                    self._store_part(key, ident, computed[key])
        return out

    def _adopt_kept(self, profile: Profile) -> None:
        """The KEPT data of a profile read back from the disk cache (or from its stand-in),
        when there (and not built already): a restarted server does not build it again."""
        ident = self.cache.identity(profile)
        if ident is None or self.cache.disk.directory is None:
            return
        standin = self._standins.get(ident)
        for part in KEPT:
            if profile.has_derived(part.key):
                continue
            value = standin.derived(part.key, None) if standin is not None else self._kept_from_disk(part, ident)
            if value is not None:
                profile.adopt_derived(part.key, value)
                self._kept_stored.add((part.key, ident))

    def _kept_from_disk(self, part: parts.Part, ident):
        """A KEPT value from the disk cache, its arrays mapped (read-only) rather than read."""
        if not self.cache.disk.may_have(_part_key(part.key, ident), ".part"):
            return None  # nothing to say "decoding" of
        progress.report(progress.DECODING, 0, 0, "", f"the cached {part.key.split('.')[0].replace('_', ' ')}")
        value = self._cached_part(part.key, ident, memory=False, mapped=True)
        if value is MISSING:
            return None
        if isinstance(value, trace_index.TraceIndex):
            value.level_store = _LevelStore(self, ident)
        return value

    def _store_kept(self, profile: Profile) -> None:
        """Writes the KEPT data a host's work built to the disk cache (once per file)."""
        ident = self.cache.identity(profile)
        if ident is None or self.cache.disk.directory is None:
            return
        for part in KEPT:
            if not profile.has_derived(part.key) or (part.key, ident) in self._kept_stored:
                continue
            self._kept_stored.add((part.key, ident))
            value = part.of(profile)
            self._store_part(part.key, ident, part.stored(value) if part.stored else value, memory=False)
            if isinstance(value, trace_index.TraceIndex) and value.level_store is None:
                value.level_store = store = _LevelStore(self, ident)
                for width, boxes in list(value.levels.items()):  # built before it was stored
                    store.put(width, boxes)

    def _standin(self, path, host: str, ident) -> parts.Stored | None:
        """A stand-in for a local profile (of identity `ident`) that is not loaded but whose
        KEPT data is in the disk cache: a host call that reads only that (a trace window)
        needs no load."""
        if isinstance(path, storage.RemoteFile) or self.cache.disk.directory is None:
            return None
        if self.cache.in_memory(ident):
            return None  # loaded: its own data, with what it has built since
        found = self._standins.get(ident)
        if found is None:
            values = {}
            for part in KEPT:
                values[part.key] = self._kept_from_disk(part, ident)
                if values[part.key] is None:
                    return None
            found = parts.Stored(host, values)
            self._standins.put(ident, found)
        return found

    def _local_parts(self, host: str, path, wanted: list[parts.Part], ident):
        """One host's parts computed here (the in-process executor), of version `ident`."""
        profile = self._load(path, host, ident)
        self._adopt_kept(profile)
        with self._named_files():
            values = parts.compute_parts(profile, wanted, lambda part: progress.report(
                progress.CONVERTING, 0, 0, "", f"{part.key.split('/')[0]} of {host}"))
        self.cache.save_stats(profile)
        self._store_kept(profile)
        return (path if isinstance(path, storage.RemoteFile) else self.cache.identity(profile)), values

    def _local_call(self, host: str, path, fn, args: tuple, ident):
        """One host function of a tool's `answer`, run here (the in-process executor): on a
        stand-in of the profile (version `ident`) when that is all it reads, else on the profile."""
        standin = self._standin(path, host, ident)
        if standin is not None:
            try:
                with self._named_files():
                    return fn(standin, *args)
            except parts.NeedsProfile:
                pass
        profile = self._load(path, host, ident)
        self._adopt_kept(profile)
        progress.report(progress.CONVERTING, 0, 0, "", host)
        with self._named_files():
            result = fn(profile, *args)
        self.cache.save_stats(profile)
        self._store_kept(profile)
        return result

    def _cached_part(self, part_key: str, ident, *, memory: bool = True, mapped: bool = False):
        """A host's part from memory, or from the disk cache (data only: part_format.py), or
        MISSING; a part may be None (gpu_steps of an XSpace host), which is cached like any
        value. `memory=False`: the disk only, and not kept in the parts' memory cache;
        `mapped`: its arrays are read-only views on the mapped entry (DiskStore.read)."""
        key = _part_key(part_key, ident)
        found = self._parts.get(key) if memory else None
        if found is not None:
            return None if found is _NONE else found
        payload = self.cache.disk.read(key, ".part", mapped=mapped)
        if payload is None:
            return MISSING
        try:
            found = part_format.decode(payload, copy=not mapped)
        except Exception as e:  # checksummed, but not what we write: computed again, never fatal
            logger.warning("ignoring an unreadable cached part %s: %s", part_key, e)
            self.cache.disk.discard(key, ".part")
            return MISSING
        if memory:
            self._parts.put(key, _NONE if found is None else found)
        return found

    def _store_part(self, part_key: str, ident, value, *, memory: bool = True) -> None:
        key = _part_key(part_key, ident)
        if memory:
            self._parts.put(key, _NONE if value is None else value)
        if self.cache.disk.directory is None:
            return
        try:
            chunks = part_format.encode(value)
        except TypeError as e:  # not plain data (op_profile's instruction tables): memory only
            if not memory:
                logger.warning("not caching %s: %s", part_key, e)
            return
        self.cache.disk.write(key, ".part", lambda: chunks)

    @one_version.retried
    def summary(self, run: str | None, host: str | None = None) -> str:
        """Terminal text: devices, steps and top ops of the run's profiles."""
        with self._named_files():
            return summary.summary_text(self.profiles(run, host))

    @one_version.retried
    def modules(self, run: str | None, host: str | None = None) -> list[str]:
        """Names of the XLA modules (HLO protos) in the run's profiles, biggest
        peak heap first (the memory viewer opens on the first)."""
        return memory_viewer.module_list(self.profiles(run, host))

    @staticmethod
    def _among(files: list, run, host, hosts: str | None) -> list:
        """The (host, path) of `files` that the comma-separated `hosts` names (all when empty)."""
        if not hosts:
            return files
        if host:
            raise BadParameter("give host (one host) or hosts (several), not both")
        wanted = set(h for h in hosts.split(",") if h)
        known = {h for h, _ in files}
        missing = sorted(wanted - known)
        if missing:
            raise UnknownHost(f"unknown host {missing[0]!r} in run {run!r}")
        return [(h, path) for h, path in files if h in wanted]

    def _selected(self, run, tool_name, host, options: Mapping[str, str]):
        """(tool, [(host, file)], options): the options checked against the tool's declared
        ones (BadParameter before any profile is read), as the converter gets them."""
        files = self.catalog.host_files(run, host)  # unknown run/host first
        tool = tools.get(tool_name) if tool_name else None
        if tool is None:
            raise BadParameter("missing parameter: tag (the tool name)")
        options = tool.parse_options(options)
        # `hosts` selects profiles; it reaches only a converter that declares it.
        hosts = options.get("hosts") if "hosts" in tool.options else options.pop("hosts", None)
        return tool, self._among(files, run, host, hosts), options

    def _resolve(self, run, tool_name, host, options: Mapping[str, str]):
        """(tool, profiles, options) for a tool that reads whole profiles."""
        tool, files, options = self._selected(run, tool_name, host, options)
        profiles = [self._load(path, h) for h, path in files]
        tools.check_available(tool, profiles)
        return tool, profiles, options

    @one_version.retried
    def tool_json(self, run: str | None, tool_name: str | None, host: str | None, options: Mapping[str, str]) -> bytes:
        """The tool's JSON for the run (one host, several with the `hosts` option, or all when
        host is empty). `options`: every request parameter but run, tag and host."""
        tool = tools.get(tool_name) if tool_name else None
        if tool is not None and tool.parts is not None:
            return self._reduced(run, tool, host, options)
        if tool is not None and tool.view_parts is not None:
            return self._answered(run, tool, host, options)
        tool, profiles, options = self._resolve(run, tool_name, host, options)

        def compute() -> bytes:
            progress.report(progress.CONVERTING, 0, 0, "", tool.name)
            with self._named_files():
                data = dumps(tool.convert(profiles, options))
            for p in profiles:
                self.cache.save_stats(p)
            return data

        if not tool.cacheable:
            return compute()
        # Keyed by the identity each profile was read under (not the file as it is
        # now: it may have changed since), and only declared options, spelled one
        # way each: junk parameters never make new entries.
        ids = tuple(self.cache.identity(p) for p in profiles)
        if None in ids:  # read while the file changed: answer, but store nothing
            return compute()
        key = ("result", tool.name, tool.version, ids, tuple(options.items()))
        return self.cache.result(key, compute)

    def _reduced(self, run, tool, host, options) -> bytes:
        """A map + reduce tool: the hosts' parts (through the executor), then the reduce.
        A result already cached (memory or disk) for the files as they are now is answered
        before any part is asked for: a new server does not recompute a pod's parts."""
        tool, files, options = self._selected(run, tool.name, host, options)
        ids = tuple(self._identity(path) for _, path in files)
        key = ("result", tool.name, tool.version, ids, tuple(options.items()))
        if tool.cacheable:
            found = self.cache.cached_result(key)
            if found is not None:
                return found
        hosts = self._host_parts(files, (tools.AVAILABLE, *tool.parts), ids)
        tools.check_available_on(tool, hosts)
        progress.report(progress.CONVERTING, 0, 0, "", tool.name)
        with self._named_files():
            data = dumps(tool.reduce(hosts, options))
        if not tool.cacheable:
            return data
        return self.cache.result(key, lambda: data)

    def _answered(self, run, tool, host, options, base: tuple | None = None) -> bytes:
        """A tool that answers each request with host calls (trace_viewer@): its view parts
        per host, then calls on the hosts it needs, through the executor; not cached.
        `base` = (run, host): that run's hosts too, named with trace_window.BASE_PREFIX,
        their clock moved so that both runs' align_step (default: the first kept step)
        start together."""
        tool, files, options = self._selected(run, tool.name, host, options)
        wanted = (tools.AVAILABLE, *tool.view_parts)
        offsets = aligned = None
        # Each file's version, once: its view parts and its host calls read that one.
        ident_of = {path: self._identity(path) for _, path in files}
        if base is not None:
            base_files = self.catalog.host_files(*base)
            ident_of.update((path, ident_of.get(path) or self._identity(path)) for _, path in base_files)
            wanted += tool.compare_parts
            new_hosts = self._host_parts(files, wanted, tuple(ident_of[p] for _, p in files))
            # Named apart in the reply only: files load under their own host names.
            base_hosts = [parts.Host(trace_window.BASE_PREFIX + h.name, h.values)
                          for h in self._host_parts(base_files, wanted, tuple(ident_of[p] for _, p in base_files))]
            tools.check_available_on(tool, base_hosts)
            step = options.pop("align_step", None)
            offsets, aligned = trace_window.aligned(new_hosts, base_hosts, None if step is None else int(step))
            files, hosts = files + base_files, new_hosts + base_hosts
        else:
            hosts = self._host_parts(files, wanted, tuple(ident_of[p] for _, p in files))
        tools.check_available_on(tool, hosts)
        disk = self.cache.disk.directory
        cache_dir = str(disk) if disk else None

        def call(fn, per_host_args):
            key = tools.call_key(fn)
            todo = [(k, (h, path, key, args, cache_dir, ident_of[path]))
                    for k, ((h, path), args) in enumerate(zip(files, per_host_args)) if args is not None]
            def local(host, path, key, args, cache_dir, ident):  # in-process: the function at hand
                return self._local_call(host, path, fn, args, ident)

            with self._named_files():
                results = self.executor.run(executors.worker_call, [t for _, t in todo], local)
            out = [None] * len(files)
            for (k, _), result in zip(todo, results):
                out[k] = result
            return out

        with self._named_files():
            if base is None:
                return trace_window.encode(tool.answer(hosts, options, call), options)
            reply = trace_window.answer(hosts, options, call, offsets)
        if options.get("mode", "window") == "window":
            reply["aligned"] = {**aligned, "base_run": base[0], "base_hosts": [h.name for h in base_hosts]}
        return trace_window.encode(reply, options)

    # -- comparison with another run (tools/compare.py) ----------------------------------

    def base_host(self, base_run: str, host: str | None, base_host: str | None) -> str:
        """The base run's host compared with `host`: the one asked for; else the same name
        when the base run has it; else all hosts (the only one, for a one-host run)."""
        hosts = [h for h, _ in self.catalog.host_files(base_run)]  # an unknown base run: 404
        if base_host:
            if base_host not in hosts:
                raise UnknownHost(f"unknown host {base_host!r} in run {base_run!r}")
            return base_host
        if host and host in hosts:
            return host
        return hosts[0] if host and len(hosts) == 1 else ""

    def comparison(self, tool_name, new: tuple, base: tuple, options: Mapping[str, str],
                   base_service: "Service | None" = None) -> tuple[bytes, bytes, bytes]:
        """(comparison, new result, base result) as JSON bytes: the tool's result for
        `new` = (run, host) and for `base` = (run, host) (each computed and cached as
        usual, the base one by `base_service` when it lives elsewhere: `tb-profile diff`),
        compared by tools/compare.py; the comparison cached under both results' digests."""
        tool = tools.get(tool_name) if tool_name else None
        if tool is None:
            raise BadParameter("missing parameter: tag (the tool name)")
        if not compare.comparable(tool.name):
            raise BadParameter(f"{tool.name} cannot be compared with another run; the tools that can: "
                               f"{', '.join(compare.SPECS)}, {trace_window.TOOL}")
        other = base_service or self
        new_json = self.tool_json(new[0], tool.name, new[1], options)
        base_options = dict(options)
        if tool.name == "memory_viewer" and options.get("module"):
            base_options["module"] = other._same_module(base[0], base[1], options["module"])
        try:
            base_json = other.tool_json(base[0], tool.name, base[1], base_options)
        except NotFound as e:  # say which run lacks it: the request named two
            raise type(e)(f"the base run {base[0]!r}: {e}") from None
        ops_json: tuple[bytes, bytes] | None = None
        if tool.name == "overview_page":  # the verdict names ops: tensorflow_stats of both
            try:
                ops_json = (other.tool_json(base[0], "tensorflow_stats", base[1], {}),
                            self.tool_json(new[0], "tensorflow_stats", new[1], {}))
            except (ToolUnavailable, ProfileError) as e:
                logger.info("no op table for the verdict: %s", e)
        digests = tuple(hashlib.blake2b(b, digest_size=16).hexdigest()
                        for b in (base_json, new_json, *(ops_json or ())))
        key = ("compare", compare.VERSION, tool.name, digests)

        def compute() -> bytes:
            ops = tuple(orjson.loads(b) for b in ops_json) if ops_json else None
            with self._named_files():
                return dumps(compare.compare(tool.name, orjson.loads(base_json), orjson.loads(new_json), ops))

        return self.cache.result(key, compute), new_json, base_json

    def _same_module(self, run, host, module: str) -> str:
        """The run's XLA module that is `module` of another run: the same name, else the same
        name but for JAX's compilation number (jit_step(28) is jit_step(31) of the next run)."""
        modules = self.modules(run, host)
        if module in modules:
            return module
        same = [m for m in modules if compare.program_name(m) == compare.program_name(module)]
        return same[0] if same else module

    @one_version.retried
    def compared_json(self, run, tool_name, host, options, base_run, base_host=None) -> bytes:
        """`data` with base_run: {"tool", "new": {run, host}, "base": {run, host},
        "comparison": tools/compare.py's, "data": the new run's result, "base_data": the
        base run's}. An unknown base run or host is a 404 naming it."""
        base_host = self.base_host(base_run, host, base_host)
        if tool_name == trace_window.TOOL:
            return self._answered(run, tools.get(tool_name), host, options, base=(base_run, base_host or None))
        comparison, new_json, base_json = self.comparison(tool_name, (run, host), (base_run, base_host), options)
        head = dumps({"tool": tools.get(tool_name).name, "new": {"run": run, "host": host or ""},
                      "base": {"run": base_run, "host": base_host}})
        # The results are spliced in as they are: no second serialization of large tables.
        return b"".join((head[:-1], b',"comparison":', comparison, b',"data":', new_json,
                         b',"base_data":', base_json, b"}"))

    @one_version.retried
    def tool_stream(self, run, tool_name, host, options) -> Iterator[bytes] | None:
        """Chunks of the tool's JSON for streaming tools; None for the others (tool_json
        answers them, or says what is wrong with the request: nothing is read here)."""
        try:
            if not tools.get(tool_name).streams:
                return None
        except NotFound:
            return None
        tool, profiles, options = self._resolve(run, tool_name, host, options)

        def chunks():
            with self._named_files():
                yield from tool.stream(profiles, options)
            for p in profiles:
                self.cache.save_stats(p)

        return chunks()

    @one_version.retried
    def tool_csv(self, run, tool_name, host, options, base_run=None, base_host=None) -> tuple[str, bytes]:
        """(file name, CSV bytes) of the tool's main table; with base_run, the compared one."""
        tool = tools.get(tool_name) if tool_name else None
        if tool is None:
            raise BadParameter("missing parameter: tag (the tool name)")
        if base_run:
            compared = orjson.loads(self.compared_json(run, tool.name, host, options, base_run, base_host))
            header, rows = compare.table(compared)
        else:
            result = orjson.loads(self.tool_json(run, tool.name, host, options))
            header, rows = tool.table(result)
        parts = [run or "", host or "all_hosts", tool.name]
        if base_run:
            parts += ["vs", base_run]
        name = "_".join("".join(c if c.isalnum() or c in "-_." else "_" for c in p) for p in parts)
        return f"{name}.csv", csv_bytes(header, rows)

    def capture(self, query: Mapping[str, str], *, cancelled: Callable[[], bool] | None = None):
        """Captures from profiler servers into a new run of the logdir (capture_profile's
        parameters, docs/http_api.md). BadParameter before anything is tried; CaptureBusy when
        MAX_CONCURRENT_CAPTURES run already; CaptureError when no host was captured.
        `cancelled()` is polled: True stops the capture (its client went away)."""
        addresses, options = capture.from_params(query)
        if storage.is_remote(self.catalog.logdir):
            with self.captures.slot():
                try:
                    return capture_remote(self.catalog.logdir, addresses, options, cancelled=cancelled)
                finally:
                    self.catalog.rescan()
        with self.captures.slot():
            try:
                return capture.capture(self.catalog.logdir, addresses, options, cancelled=cancelled)
            finally:
                self.catalog.rescan()
