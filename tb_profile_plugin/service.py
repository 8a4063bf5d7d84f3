"""What the HTTP routes and the CLI ask of a logdir: runs, hosts, tool data.

Joins catalog (names → files), cache (files → Profiles, results) and the tool
registry. Knows nothing of HTTP; raises the typed errors of errors.py.
"""

from __future__ import annotations

import csv
import io
import os
import re
from typing import Iterator, Mapping

import orjson

from . import tools
from .analysis import hlo
from .catalog import Catalog
from .errors import BadParameter, ProfileError
from .profile.cache import ProfileCache
from .profile.model import Profile
from .profile.xspace import file_key

# Request parameters that select data; all others are tool options.
SELECTORS = ("run", "tag", "host")
_MAX_OPTION_LEN = 1000

# Spreadsheet-formula guard of CSV exports, the same as frontend/src/lib/csv.js:
# a text cell starting with = + - @ (or tab / CR) gets a leading ' unless it is a
# plain number such as "-1.5" (OWASP "CSV injection"). Numbers are written as
# they are. ASCII digits only and no trailing newline, as in JavaScript.
_FORMULA_START = re.compile(r"[=+\-@\t\r]")
_PLAIN_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?", re.ASCII)


def dumps(value) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_SERIALIZE_NUMPY | orjson.OPT_NON_STR_KEYS)


def csv_cell(value):
    """One table cell made safe for a spreadsheet (see _FORMULA_START)."""
    if isinstance(value, str) and _FORMULA_START.match(value) and not _PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value


def tool_options(args: Mapping[str, str]) -> dict[str, str]:
    options = {}
    for key, value in args.items():
        if key in SELECTORS:
            continue
        if len(key) > 100 or len(value) > _MAX_OPTION_LEN:
            raise BadParameter(f"parameter {key[:100]!r} is too long")
        options[key] = value
    return dict(sorted(options.items()))


class Service:
    def __init__(self, logdir: str | os.PathLike, *, cache: ProfileCache | None = None):
        self.catalog = Catalog(logdir)
        self.cache = cache or ProfileCache()

    def runs(self) -> list[str]:
        return [r.name for r in self.catalog.runs()]

    def profiles(self, run: str | None, host: str | None = None) -> list[Profile]:
        return [self._load(path, h) for h, path in self.catalog.host_files(run, host)]

    def _load(self, path, host: str) -> Profile:
        try:
            return self.cache.profile(path, host=host)
        except ProfileError as e:
            # Name the file as the user knows it: relative to the logdir.
            try:
                shown = os.path.relpath(path, self.catalog.logdir)
            except ValueError:
                shown = os.path.basename(path)
            raise ProfileError(shown, e.reason) from None

    def run_tools(self, run: str | None) -> list[dict]:
        """Availability of every tool for the run: [{name, available, reason}]."""
        return tools.availability(self.profiles(run))

    def hosts(self, run: str | None, tool: str | None = None) -> list[str]:
        """Hosts of a run; with a tool, only the hosts whose data can feed it."""
        files = self.catalog.host_files(run)
        if not tool:
            return [h for h, _ in files]
        t = tools.get(tool)
        return [h for h, path in files if t.requires([self._load(path, h)]) is None]

    def modules(self, run: str | None, host: str | None = None) -> list[str]:
        """Names of the XLA modules (HLO protos) in the run's profiles, biggest
        peak heap first (the memory viewer opens on the first)."""
        return hlo.module_names(self.profiles(run, host), order="peak")

    def _resolve(self, run, tool_name, host):
        files = self.catalog.host_files(run, host)  # unknown run/host first
        tool = tools.get(tool_name) if tool_name else None
        if tool is None:
            raise BadParameter("missing parameter: tag (the tool name)")
        profiles = [self._load(path, h) for h, path in files]
        tools.check_available(tool, profiles)
        return tool, profiles

    def tool_json(self, run: str | None, tool_name: str | None, host: str | None, options: Mapping[str, str]) -> bytes:
        """The tool's JSON for the run (one host, or all when host is empty)."""
        tool, profiles = self._resolve(run, tool_name, host)

        def compute() -> bytes:
            data = dumps(tool.convert(profiles, options))
            for p in profiles:
                self.cache.save_stats(p)
            return data

        if not tool.cacheable:
            return compute()
        key = ("result", tool.name, tool.version, tuple(file_key(p.path) for p in profiles), tuple(options.items()))
        return self.cache.result(key, compute)

    def tool_stream(self, run, tool_name, host, options) -> Iterator[bytes] | None:
        """Chunks of the tool's JSON for streaming tools; None for the others."""
        tool, profiles = self._resolve(run, tool_name, host)
        if not tool.streams:
            return None

        def chunks():
            yield from tool.stream(profiles, options)
            for p in profiles:
                self.cache.save_stats(p)

        return chunks()

    def tool_csv(self, run, tool_name, host, options) -> tuple[str, bytes]:
        """(file name, CSV bytes) of the tool's main table."""
        tool = tools.get(tool_name) if tool_name else None
        if tool is None:
            raise BadParameter("missing parameter: tag (the tool name)")
        result = orjson.loads(self.tool_json(run, tool.name, host, options))
        header, rows = tool.table(result)
        out = io.StringIO()
        # CRLF as RFC 4180 and csv.js: the csv module then also quotes cells holding a CR.
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow([csv_cell(v) for v in header])
        writer.writerows([csv_cell(v) for v in row] for row in rows)
        parts = [run or "", host or "all_hosts", tool.name]
        name = "_".join("".join(c if c.isalnum() or c in "-_." else "_" for c in p) for p in parts)
        return f"{name}.csv", out.getvalue().encode()
