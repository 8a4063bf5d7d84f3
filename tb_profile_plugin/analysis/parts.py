"""Per-host parts: what a multi-host tool needs of one host, computed where the host is loaded.

A Part is a versioned function of one Profile whose value is small, picklable
and holds no reference to the Profile (numpy arrays, DataFrames, dataclasses of
them): the "map" of a multi-host tool. A tool module that declares
`PARTS = (part, ...)` gets them per host as `Host` objects in its pure
`reduce(hosts, options)`, which reads nothing else of the profiles; its
`convert(profiles, options)` is `reduce(hosts_of(profiles, PARTS), options)`.

The Service computes parts host by host through an executor (a thread pool, or
Dask workers that load the host file themselves and send back only the parts)
and caches each part per file, so tools sharing a part (overview_page and
input_pipeline_analyzer share steps and op stats) compute it once.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Iterable, Mapping, Sequence

from .. import parallel
from ..profile import Profile


@dataclasses.dataclass(frozen=True)
class Part:
    key: str                          # versioned ("steps/v2"); also its Profile.derived key
    compute: Callable[[Profile], Any]
    # What the disk cache stores of a value (default: the value): an index keeps
    # caches of its own that are rebuilt on use, not stored.
    stored: Callable[[Any], Any] | None = None
    # The host plane's stats `compute` reads of every event: `compute_parts` decodes
    # those of all the parts it is asked for in one pass over the plane's stats.
    stats: tuple[str, ...] = ()
    # Asks for no other part (nothing another part is building): `compute_parts`
    # may build it on a second core while the caller builds the others.
    beside: bool = False

    def of(self, profile: Profile):
        return profile.derived(self.key, self.compute)


@dataclasses.dataclass(frozen=True)
class Host:
    """One host's parts, by Part."""

    name: str
    values: Mapping[str, Any]

    def __getitem__(self, part: Part):
        return self.values[part.key]


class NeedsProfile(Exception):
    """A host function asked a Stored stand-in for more than its stored data."""


class Stored:
    """Stands in for a Profile that is not loaded when data derived from it is at hand
    (the trace index from the disk cache): host functions that read only that data
    (`profile.derived(key, build)` of one of `values`) answer without the file being read;
    anything else raises NeedsProfile, and the caller loads the profile instead."""

    def __init__(self, host: str, values: Mapping[str, Any]):
        self._host, self._values = host, dict(values)

    def derived(self, key: str, build: Callable[[Profile], Any]) -> Any:
        try:
            return self._values[key]
        except KeyError:
            raise NeedsProfile(key) from None

    def __getattr__(self, name: str):
        raise NeedsProfile(name)


def compute_parts(profile: Profile, parts: Iterable[Part], each: Callable[[Part], None] | None = None
                  ) -> dict[str, Any]:
    """{key: value} of the parts of one profile: the stats they read decoded
    together first, then the `beside` parts on the pool's thread (when there are
    others to build meanwhile) and the others here, in order. `each(part)` is
    called as the caller's thread comes to each part (progress)."""
    parts = tuple(parts)
    started: dict = {}
    if isinstance(profile, Profile):  # not a Stored stand-in
        todo = [p for p in parts if not profile.has_derived(p.key)]
        stats = tuple(dict.fromkeys(s for p in todo for s in p.stats))
        host = profile.host_plane
        if stats and host is not None:
            host.preload_stats(stats)
        if any(not p.beside for p in todo):
            started = {p.key: parallel.beside(lambda p=p: p.of(profile)) for p in todo if p.beside}
    values = {}
    try:
        for part in parts:
            if each is not None:
                each(part)
            values[part.key] = started[part.key].result() if part.key in started else part.of(profile)
    finally:
        for work in started.values():
            work.cancel()  # the caller failed: the pool need not start what is left
    return values


def host_of(profile: Profile, parts: Iterable[Part]) -> Host:
    return Host(profile.host, compute_parts(profile, parts))


def hosts_of(profiles: Sequence[Profile], parts: Iterable[Part]) -> list[Host]:
    parts = tuple(parts)
    return [host_of(p, parts) for p in profiles]
